// The document view (docs/documents.md): a submission's documents, each with the gold annotations
// drawn above its text and the predicted ones below, coloured by verdict, or its ranked list with
// every hit marked. Generic: everything comes from the index and the details the core gives.
// Text from the files is only ever set as text, never as markup.
import { h, append, clear, formatNumber } from './dom.js';

const LIST_LIMIT = 200; // documents listed at once; "more" lists the next ones

// index: the core's index; fetchDocument(id) resolves to a document's detail. `others`, the
// other runs scored on the same gold, [{label, fetchDocument}]: one may be chosen to show its
// verdicts beside this run's (what one got right and the other missed).
// Returns {element, show(documentId, annotationId?)}.
export function documentsBrowser(index, fetchDocument, others = []) {
  const verdicts = new Map(index.verdicts.map((v) => [v.id, v]));
  const state = {
    view: index.default_view,
    order: 'worst',
    filter: '',
    limit: LIST_LIMIT,
    current: null,
    detail: null,
    focus: null,
    other: null,
    otherDetail: null,
    differing: false,
  };
  const cache = new Map();
  const otherSelect = others.length
    ? h(
        'select',
        {
          'aria-label': 'Against another run',
          onchange: () => {
            state.other = otherSelect.value === '' ? null : others[Number(otherSelect.value)];
            if (state.current) show(state.current, state.focus);
          },
        },
        h('option', { value: '' }, 'no other run'),
        others.map((other, i) => h('option', { value: String(i) }, other.label)),
      )
    : null;
  const differingBox = others.length
    ? h('input', {
        type: 'checkbox',
        onchange: () => {
          state.differing = differingBox.checked;
          drawDetail();
        },
      })
    : null;

  const viewSelect = h(
    'select',
    {
      'aria-label': 'Verdicts under',
      onchange: () => {
        state.view = viewSelect.value;
        drawList();
        drawDetail();
      },
    },
    index.views.map((view) => h('option', { value: view, selected: view === state.view }, view)),
  );
  const orderSelect = h(
    'select',
    {
      'aria-label': 'Order of the documents',
      onchange: () => {
        state.order = orderSelect.value;
        drawList();
      },
    },
    h('option', { value: 'worst' }, 'worst first'),
    h('option', { value: 'input' }, 'as in the input'),
  );
  const filterSelect = h(
    'select',
    {
      'aria-label': 'Only documents with',
      onchange: () => {
        state.filter = filterSelect.value;
        state.limit = LIST_LIMIT;
        drawList();
      },
    },
    h('option', { value: '' }, 'every document'),
    index.verdicts.map((v) => h('option', { value: v.id }, `with ${v.label}`)),
  );
  const list = h('ol', { class: 'document-list' });
  const detail = h('div', { class: 'document-detail', tabindex: '-1', onkeydown: onKey });
  const element = h(
    'div',
    { class: 'documents-browser' },
    h(
      'div',
      { class: 'row documents-tools' },
      h('label', {}, 'Verdicts under ', viewSelect),
      h('label', {}, 'Order ', orderSelect),
      h('label', {}, 'Show ', filterSelect),
      otherSelect ? h('label', {}, 'Beside ', otherSelect) : null,
      differingBox ? h('label', {}, differingBox, ' only where the runs differ') : null,
    ),
    legend(index.verdicts),
    h('div', { class: 'documents-columns' }, h('nav', { 'aria-label': `${index.unit}s` }, list), detail),
  );

  function countsOf(document) {
    return document.counts?.[state.view] ?? {};
  }

  function problems(document) {
    return Object.entries(countsOf(document)).reduce(
      (sum, [id, n]) => sum + (verdicts.get(id)?.kind === 'good' ? 0 : n),
      0,
    );
  }

  function ordered() {
    const documents = index.documents.filter((d) => !state.filter || (countsOf(d)[state.filter] ?? 0) > 0);
    if (state.order === 'input') return documents;
    // Worst first: the lowest score (the highest when the index says scores get better lower),
    // then the most problems; documents without a score last.
    const worse = index.score_better === 'lower' ? -1 : 1;
    return [...documents].sort(
      (a, b) =>
        Number(a.score === null) - Number(b.score === null) ||
        worse * ((a.score ?? 0) - (b.score ?? 0)) ||
        problems(b) - problems(a),
    );
  }

  function drawList() {
    const documents = ordered();
    clear(list).append(
      ...documents.slice(0, state.limit).map((d) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: d.id === state.current ? 'document-item current' : 'document-item',
              'aria-current': d.id === state.current ? 'true' : null,
              dataset: { document: d.id },
              onclick: () => show(d.id),
            },
            h('span', { class: 'document-id' }, d.id),
            ' ',
            h('span', { class: 'document-score' }, formatNumber(d.score)),
            problems(d) ? h('span', { class: 'document-problems' }, ` ${problems(d)} to look at`) : null,
            d.label ? h('span', { class: 'document-label' }, d.label) : null,
          ),
        ),
      ),
    );
    if (documents.length > state.limit) {
      list.append(
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: 'secondary small',
              onclick: () => {
                state.limit += LIST_LIMIT;
                drawList();
              },
            },
            `${documents.length - state.limit} more…`,
          ),
        ),
      );
    }
    if (!documents.length) list.append(h('li', { class: 'hint' }, 'No document has that verdict.'));
  }

  async function show(id, annotation = null) {
    state.current = id;
    state.focus = annotation;
    drawList();
    clear(detail).append(h('p', { class: 'hint' }, `Opening ${id}…`));
    if (!cache.has(id)) cache.set(id, await fetchDocument(id));
    // The other run's detail of the same document; nothing when that run lacks it.
    const other = state.other ? await state.other.fetchDocument(id).catch(() => null) : null;
    if (state.current !== id) return; // another document was chosen meanwhile
    state.detail = cache.get(id);
    state.otherDetail = other;
    drawDetail();
    detail.focus({ preventScroll: true });
    const focused = annotation && detail.querySelector(`[data-annotation="${CSS.escape(annotation)}"]`);
    (focused ?? detail).scrollIntoView({ block: 'center' });
  }

  function step(delta) {
    const documents = ordered();
    const at = documents.findIndex((d) => d.id === state.current);
    const next = documents[at + delta];
    if (next) show(next.id);
  }

  // The annotations, relations and items in reading order with a verdict that is not a match.
  function problemIds() {
    const d = state.detail;
    if (!d) return [];
    const entries = [...(d.annotations ?? []), ...(d.relations ?? []), ...(d.items ?? [])];
    return entries
      .filter((e) => verdicts.get(e.verdicts?.[state.view])?.kind !== 'good' && e.verdicts?.[state.view])
      .map((e) => e.id)
      .concat((d.missed ?? []).map((m) => `missed:${m.id}`));
  }

  function stepProblem(delta) {
    const ids = problemIds();
    if (!ids.length) return;
    const at = ids.indexOf(state.focus);
    state.focus = ids[(at + delta + ids.length) % ids.length] ?? ids[0];
    drawDetail();
    detail.querySelector(`[data-annotation="${CSS.escape(state.focus)}"]`)?.scrollIntoView({ block: 'center' });
  }

  function onKey(event) {
    if (event.target.closest('select, input')) return;
    const keys = { n: () => stepProblem(1), p: () => stepProblem(-1), j: () => step(1), k: () => step(-1) };
    if (keys[event.key]) {
      event.preventDefault();
      keys[event.key]();
    }
  }

  function focusOn(id) {
    state.focus = state.focus === id ? null : id;
    drawDetail();
  }

  function drawDetail() {
    const d = state.detail;
    if (!d) return;
    const partners = new Set(state.focus ? partnersOf(d, state.focus, state.view) : []);
    const beside =
      state.other && state.otherDetail
        ? { label: state.other.label, entries: entriesById(state.otherDetail), differing: state.differing }
        : null;
    for (const wrap of detail.querySelectorAll('.annotated-text-wrap')) wrap.observer?.disconnect();
    append(clear(detail), [
      h(
        'div',
        { class: 'row detail-tools' },
        h('strong', {}, `${index.unit} ${d.id}`),
        h('button', { type: 'button', class: 'secondary small', onclick: () => step(-1) }, '‹ previous document (k)'),
        h('button', { type: 'button', class: 'secondary small', onclick: () => step(1) }, 'next document (j) ›'),
        h(
          'button',
          { type: 'button', class: 'secondary small', onclick: () => stepProblem(-1) },
          '‹ previous problem (p)',
        ),
        h('button', { type: 'button', class: 'secondary small', onclick: () => stepProblem(1) }, 'next problem (n) ›'),
      ),
      d.note ? h('p', { class: 'hint' }, d.note) : null,
      d.text !== undefined ? annotatedText(d, state.view, verdicts, state.focus, partners, focusOn) : null,
      entryTable(
        'Annotations',
        d.annotations,
        state.view,
        verdicts,
        state.focus,
        partners,
        focusOn,
        annotationCells,
        beside,
      ),
      entryTable('Relations', d.relations, state.view, verdicts, state.focus, partners, focusOn, relationCells, beside),
      groupsList(d.groups),
      entryTable('Ranked list', d.items, state.view, verdicts, state.focus, partners, focusOn, itemCells, beside),
      missedList(d.missed, state.focus),
    ]);
  }

  drawList();
  return { element, show };
}

// The verdicts with their colour and pattern: the pattern tells them apart without colour.
function legend(verdicts) {
  return h(
    'ul',
    { class: 'verdict-legend', 'aria-label': 'Verdicts' },
    verdicts.map((v) => h('li', {}, h('span', { class: `verdict-swatch kind-${v.kind}` }), ` ${v.label}`)),
  );
}

function entriesById(detail) {
  return new Map(
    [...(detail.annotations ?? []), ...(detail.relations ?? []), ...(detail.items ?? [])].map((e) => [e.id, e]),
  );
}

// The ids an entry was paired or compared with under the view, the entry itself, and a
// relation's arguments (so that focusing a relation marks its spans in the text).
function partnersOf(detail, id, view) {
  const entry = entriesById(detail).get(id);
  const args = (entry?.arguments ?? []).map((arg) => arg.annotation);
  return [id, ...(entry?.partners?.[view] ?? []), ...args];
}

function kindOf(entry, view, verdicts) {
  return verdicts.get(entry.verdicts?.[view])?.kind ?? 'none';
}

function verdictLabel(entry, view, verdicts) {
  const id = entry.verdicts?.[view];
  return id ? (verdicts.get(id)?.label ?? id) : '';
}

// "similarity: 0.67 = Jaccard 0.67 × Wang 1; line: 3"; a value that is an object (a value per
// view) reads "view value, view value".
function detailsText(entry) {
  const text = (value) =>
    value !== null && typeof value === 'object'
      ? Object.entries(value)
          .map(([key, inner]) => `${key} ${text(inner)}`)
          .join(', ')
      : formatNumber(value);
  return Object.entries(entry.details ?? {})
    .map(([name, value]) => `${name}: ${text(value)}`)
    .join('; ');
}

// The text cut at every fragment's ends; each piece marked by the gold annotations over it
// (a line above) and the predicted ones (a line below), in the colour of their worst verdict.
function annotatedText(detail, view, verdicts, focus, partners, focusOn) {
  const characters = Array.from(detail.text); // fragments count code points
  const annotations = detail.annotations ?? [];
  const cuts = new Set([0, characters.length]);
  for (const a of annotations)
    for (const [start, end] of a.fragments ?? []) {
      cuts.add(start);
      cuts.add(end);
    }
  const points = [...cuts].filter((p) => p >= 0 && p <= characters.length).sort((a, b) => a - b);
  const rank = { bad: 3, partial: 2, good: 1, none: 0 };
  const pieces = [];
  for (let i = 0; i + 1 < points.length; ++i) {
    const [start, end] = [points[i], points[i + 1]];
    const over = annotations.filter((a) => (a.fragments ?? []).some(([s, e]) => s <= start && end <= e));
    const text = characters.slice(start, end).join('');
    if (!over.length) {
      pieces.push(text);
      continue;
    }
    const worst = (side) => {
      const kinds = over.filter((a) => a.side === side).map((a) => kindOf(a, view, verdicts));
      return kinds.length ? kinds.reduce((w, k) => (rank[k] > rank[w] ? k : w)) : null;
    };
    const first = over.find((a) => partners.has(a.id)) ?? over[0];
    pieces.push(
      h(
        'span',
        {
          class: [
            'piece',
            worst('gold') ? `gold kind-${worst('gold')}` : '',
            worst('run') ? `run run-kind-${worst('run')}` : '',
            over.some((a) => partners.has(a.id)) ? 'focused' : '',
          ]
            .filter(Boolean)
            .join(' '),
          title: over
            .map(
              (a) =>
                `${a.side} ${a.id} ${a.type}: ${verdictLabel(a, view, verdicts)}${detailsText(a) ? ` (${detailsText(a)})` : ''}`,
            )
            .join('\n'),
          dataset: {
            annotation: over.map((a) => a.id).includes(focus) ? focus : first.id,
            annotations: over.map((a) => a.id).join(' '),
          },
          onclick: () => focusOn(first.id),
        },
        text,
      ),
    );
  }
  const paragraph = h('p', { class: 'annotated-text' }, pieces);
  const arcs = document.createElementNS(SVG, 'svg');
  arcs.setAttribute('class', 'relation-arcs');
  arcs.setAttribute('aria-hidden', 'true');
  const wrap = h('div', { class: 'annotated-text-wrap' }, paragraph, arcs);
  // Arcs need the text laid out: drawn once it is, and again when its width changes; the
  // observer goes with the text (drawDetail disconnects it).
  wrap.observer = new ResizeObserver(() => drawArcs(wrap, arcs, detail.relations ?? [], view, verdicts, partners));
  wrap.observer.observe(wrap);
  return h(
    'div',
    { class: 'annotated' },
    h(
      'p',
      { class: 'hint' },
      detail.relations?.length
        ? 'Gold annotations are marked above the text, predictions below, and their relations as arcs on the same side; click one to see what it was paired with.'
        : 'Gold annotations are marked above the text, predictions below; click one to see what it was paired with.',
    ),
    wrap,
  );
}

const SVG = 'http://www.w3.org/2000/svg';

// Each relation as an arc between its first two arguments' spans: gold relations above the text,
// predicted ones below, in their verdict's colour and line pattern (thicker when focused).
function drawArcs(wrap, svg, relations, view, verdicts, partners) {
  while (svg.firstChild) svg.firstChild.remove();
  const origin = wrap.getBoundingClientRect();
  const pieceOf = (id) =>
    [...wrap.querySelectorAll('.piece')].find((p) => p.dataset.annotations.split(' ').includes(id));
  for (const relation of relations) {
    const [from, to] = (relation.arguments ?? []).map((arg) => pieceOf(arg.annotation));
    if (!from || !to) continue;
    const [a, b] = [from.getBoundingClientRect(), to.getBoundingClientRect()];
    const above = relation.side === 'gold';
    const y = (r) => (above ? r.top : r.bottom) - origin.top;
    const [x1, y1, x2, y2] = [a.left + a.width / 2 - origin.left, y(a), b.left + b.width / 2 - origin.left, y(b)];
    const lift = above ? -12 : 12;
    const path = document.createElementNS(SVG, 'path');
    path.setAttribute('d', `M ${x1} ${y1} C ${x1} ${y1 + lift}, ${x2} ${y2 + lift}, ${x2} ${y2}`);
    path.setAttribute(
      'class',
      ['arc', `kind-${kindOf(relation, view, verdicts)}`, partners.has(relation.id) ? 'focused' : '']
        .filter(Boolean)
        .join(' '),
    );
    path.dataset.relation = relation.id;
    svg.append(path);
  }
}

function annotationCells(a, view, verdicts) {
  return [
    a.side,
    a.id,
    a.type ?? '',
    a.text ?? '',
    verdictLabel(a, view, verdicts),
    (a.partners?.[view] ?? []).join(', '),
    detailsText(a),
  ];
}
annotationCells.columns = ['side', 'id', 'type', 'text', 'verdict', 'paired with', 'details'];

function relationCells(r, view, verdicts) {
  const args = (r.arguments ?? []).map((arg) => `${arg.role}: ${arg.annotation}`).join(', ');
  return [
    r.side,
    r.id,
    r.type ?? '',
    args,
    verdictLabel(r, view, verdicts),
    (r.partners?.[view] ?? []).join(', '),
    detailsText(r),
  ];
}
relationCells.columns = ['side', 'id', 'type', 'arguments', 'verdict', 'paired with', 'details'];

function itemCells(item, view, verdicts) {
  return [
    item.rank,
    item.id,
    item.score ?? null,
    verdictLabel(item, view, verdicts),
    detailsText(item),
    contextNode(item.context),
  ];
}
itemCells.columns = ['rank', 'id', 'score', 'verdict', 'details', 'in its text'];

// An item's text with the spans it concerns highlighted (a candidate pair's two entities).
function contextNode(context) {
  if (!context?.text) return '';
  const characters = Array.from(context.text);
  const spans = [...(context.fragments ?? [])].sort((a, b) => a[0] - b[0]);
  const pieces = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start < at) continue; // overlapping spans: the first one shown
    pieces.push(
      characters.slice(at, start).join(''),
      h('mark', { class: 'context-span' }, characters.slice(start, end).join('')),
    );
    at = end;
  }
  pieces.push(characters.slice(at).join(''));
  return h('span', { class: 'context' }, pieces);
}

// A table of annotations, relations or items: each row focusable, in its verdict's colour;
// `beside`, {label, entries, differing}: the other run's verdict of the same id in a last column
// (gold annotations and list items have the same ids in every run), only the rows whose verdicts
// differ when `differing`.
function entryTable(title, entries, view, verdicts, focus, partners, focusOn, cells, beside = null) {
  if (!entries?.length) return null;
  const otherVerdict = (entry) => {
    const other = beside?.entries.get(entry.id);
    return other ? verdictLabel(other, view, verdicts) : '';
  };
  const shown = beside?.differing
    ? entries.filter(
        (entry) => beside.entries.has(entry.id) && otherVerdict(entry) !== verdictLabel(entry, view, verdicts),
      )
    : entries;
  const columns = beside ? [...cells.columns, `in ${beside.label}`] : cells.columns;
  const rows = shown.map((entry) =>
    h(
      'tr',
      {
        class: [`kind-${kindOf(entry, view, verdicts)}`, partners.has(entry.id) ? 'focused' : '']
          .filter(Boolean)
          .join(' '),
        tabindex: '0',
        dataset: { annotation: entry.id },
        'aria-selected': entry.id === focus ? 'true' : null,
        onclick: () => focusOn(entry.id),
        onkeydown: (event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            focusOn(entry.id);
          }
        },
      },
      [...cells(entry, view, verdicts), ...(beside ? [otherVerdict(entry)] : [])].map((cell) =>
        h('td', { class: typeof cell === 'number' ? 'num' : null }, cell instanceof Node ? cell : formatNumber(cell)),
      ),
    ),
  );
  return h(
    'div',
    { class: 'entry-table' },
    h('h3', {}, title),
    h(
      'div',
      { class: 'table-scroll' },
      h(
        'table',
        {},
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            columns.map((c) => h('th', { scope: 'col' }, c)),
          ),
        ),
        h('tbody', {}, rows),
      ),
    ),
  );
}

function groupsList(groups) {
  if (!groups?.length) return null;
  return h(
    'div',
    { class: 'entry-table' },
    h('h3', {}, 'Groups'),
    h(
      'ul',
      {},
      groups.map((g) => h('li', {}, `${g.side} ${g.type}: ${g.annotations.join(', ')}`)),
    ),
  );
}

function missedList(missed, focus) {
  if (!missed?.length) return null;
  return h(
    'div',
    { class: 'entry-table' },
    h('h3', {}, 'Never retrieved'),
    h(
      'ul',
      { class: 'missed' },
      missed.map((m) =>
        h(
          'li',
          {
            class: `kind-bad${focus === `missed:${m.id}` ? ' focused' : ''}`,
            tabindex: '0',
            dataset: { annotation: `missed:${m.id}` },
          },
          m.id,
          detailsText(m) ? ` — ${detailsText(m)}` : '',
        ),
      ),
    ),
  );
}
