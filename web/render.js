// Renders schema-1 results, whatever the task: validation report, metrics, curves, tables and
// provenance. Nothing here knows a task: names, definitions and layouts come from the result and
// from the task description the core exports.
import { h, append, clear, formatNumber, formatBytes, scrollBox } from './dom.js';
import { drawCurves, loadChartLibrary, moveCursor } from './charts.js';
import { downloadJson, downloadCsv, downloadChartPng, safeName } from './export.js';
import { documentsBrowser } from './documents_view.js';

const PAGE_SIZE = 50;
const charts = [];

// runs: [{label, result}] scored against the same task; task: its description. `documents`, when
// given, opens a run's document view: documents(run) resolves to {index, fetchDocument(id)}.
export function renderResults(container, runs, task, documents = null) {
  for (const chart of charts.splice(0)) chart.destroy();
  excerpts.disconnect();
  clear(container);
  if (runs.length === 0) return;
  const views = documents ? documentViews(runs, documents) : null;
  append(container, [
    runs.length > 1
      ? h(
          'p',
          { class: 'hint', id: 'run-order' },
          `Runs are listed in the order they were dropped: ${runs.map((run) => run.label).join(', ')}.`,
        )
      : null,
    validationPanel(runs),
    metricsPanel(runs, task),
    curvesPanel(runs, task),
    views?.panel,
    tablesPanel(runs, views, task),
    provenancePanel(runs),
  ]);
}

// --- documents -----------------------------------------------------------------------------

// A panel with each scored run's document view, opened on demand (from what scoring read),
// and `show(run, [document, annotation])` for the tables' links.
function documentViews(runs, documents) {
  const opened = new Map(); // run -> Promise of its browser
  const sessions = new Map(); // run -> Promise of {index, fetchDocument}
  const scored = runs.filter((run) => run.result.metrics);
  if (!scored.length) return null;
  const slots = new Map(scored.map((run) => [run, h('div', { class: 'documents-slot' })]));
  function session(run) {
    if (!sessions.has(run))
      sessions.set(
        run,
        documents(run).catch((error) => {
          sessions.delete(run);
          throw error;
        }),
      );
    return sessions.get(run);
  }
  // The other runs, whose verdicts a run's view may show beside its own.
  const othersOf = (run) =>
    scored
      .filter((other) => other !== run)
      .map((other) => ({ label: other.label, fetchDocument: (id) => session(other).then((s) => s.fetchDocument(id)) }));
  function open(run) {
    if (!opened.has(run)) {
      const slot = slots.get(run);
      clear(slot).append(h('p', { class: 'hint' }, 'Reading the documents…'));
      opened.set(
        run,
        session(run)
          .then(({ index, fetchDocument }) => {
            const browser = documentsBrowser(index, fetchDocument, othersOf(run));
            clear(slot).append(browser.element);
            return browser;
          })
          .catch((error) => {
            clear(slot).append(h('p', { class: 'hint' }, `The documents cannot be shown: ${error.message}`));
            opened.delete(run);
            throw error;
          }),
      );
    }
    return opened.get(run);
  }
  const section = panel(
    'Documents',
    'documents',
    h('p', { class: 'hint' }, 'Each document with the gold and the predictions, coloured by verdict, worst first.'),
    scored.map((run) =>
      h(
        'div',
        { class: 'documents-run', dataset: { run: run.label } },
        runHeading(runs, run),
        h(
          'button',
          { type: 'button', class: 'secondary', onclick: () => open(run).catch(() => {}) },
          runs.length > 1 ? `Show the documents of ${run.label}` : 'Show the documents',
        ),
        slots.get(run),
      ),
    ),
  );
  return {
    panel: section,
    show: (run, [document, annotation]) =>
      open(run)
        .then((browser) => {
          slots.get(run).scrollIntoView({ block: 'start' });
          return browser.show(document, annotation);
        })
        .catch(() => {}),
  };
}

function panel(title, id, ...children) {
  return h('section', { class: 'panel', id }, h('h2', {}, title), ...children);
}

function runHeading(runs, run) {
  return runs.length > 1 ? h('h3', { class: 'run-name' }, run.label) : null;
}

// --- validation ----------------------------------------------------------------------------

function validationPanel(runs) {
  return panel(
    'Validation',
    'validation',
    runs.map((run) => [runHeading(runs, run), validationReport(run.result)]),
  );
}

// Green only for a valid result without cautions (warnings that cost points): with them, amber,
// and the words say why ("Valid, but 96 % of mentions … : offsets shifted by −1?").
function verdict(result) {
  const errors = result.errors,
    warnings = result.warnings;
  const counts = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  const cautions = result.cautions ?? [];
  if (result.valid && cautions.length) {
    const reasons = cautions.map((c) => (c.pattern ? `${c.message}: ${c.pattern}` : c.message));
    return h(
      'p',
      { class: 'verdict caution' },
      `Valid, but ${reasons.join('; and ')} — ${counts}; these warnings cost points.`,
    );
  }
  if (result.valid) return h('p', { class: 'verdict ok' }, `Valid format — ${counts}.`);
  // A check scores nothing, forced or not: "force" is suggested only where it would score.
  const consequence = result.forced
    ? ' Scored anyway because “force” is on; the organizers would reject this file.'
    : result.mode === 'check'
      ? ' The organizers’ scorer would reject this file; fix the errors below.'
      : ' The organizers’ scorer would reject this file; fix the errors below (or set “force” to score it anyway).';
  return h('p', { class: 'verdict bad' }, `Invalid — ${counts}.${consequence}`);
}

// An excerpt scrolls sideways inside its own box; when its caret lies past the box's right edge
// (a long line, a narrow screen), the box is scrolled to bring it into view. Observing the size
// also catches an excerpt shown later (a filter chip) or a box that narrows.
const excerpts = new ResizeObserver((entries) => {
  for (const entry of entries) revealCaret(entry.target);
});

function revealCaret(excerpt) {
  const caret = excerpt.querySelector('.caret');
  if (!caret || excerpt.clientWidth === 0) return;
  const right = caret.getBoundingClientRect().right - excerpt.getBoundingClientRect().left + excerpt.scrollLeft;
  if (right > excerpt.scrollLeft + excerpt.clientWidth) excerpt.scrollLeft = right - excerpt.clientWidth / 2;
}

function visibleExcerpt(text, column) {
  // Tabs are shown as one visible character so the caret lines up under the column.
  const shown = text.replaceAll('\t', '\u2192');
  const caret = column ? ' '.repeat(Math.max(0, column - 1)) + '^' : '';
  const excerpt = h(
    'pre',
    { class: 'excerpt' },
    h('code', {}, shown),
    caret ? '\n' : '',
    caret ? h('span', { class: 'caret' }, caret) : '',
  );
  if (caret) excerpts.observe(excerpt);
  return excerpt;
}

function diagnosticItem(d) {
  const where = [d.file ?? d.input, d.line ? `line ${d.line}` : null, d.column ? `column ${d.column}` : null]
    .filter(Boolean)
    .join(', ');
  return h(
    'li',
    { class: `diagnostic ${d.severity}`, dataset: { code: d.code, severity: d.severity } },
    h('span', { class: 'severity' }, d.severity),
    h('span', { class: 'where' }, where),
    h('code', { class: 'code' }, d.code),
    h('p', { class: 'message' }, d.message),
    d.text !== undefined ? visibleExcerpt(d.text, d.column) : null,
  );
}

// What a check applied, and what it could not without the gold: a green check means what it says.
function checkedRules(rules) {
  const list = (items) =>
    h(
      'ul',
      {},
      items.map((rule) => h('li', {}, rule.rule)),
    );
  return h(
    'div',
    { class: 'rules' },
    h(
      'details',
      { class: 'rules-checked' },
      h('summary', {}, `Rules checked (${rules.checked.length})`),
      list(rules.checked),
    ),
    rules.need_gold.length
      ? h(
          'div',
          { class: 'rules-need-gold' },
          h('p', {}, `Not checked, for they need the gold (${rules.need_gold.length}):`),
          list(rules.need_gold),
        )
      : null,
  );
}

function validationReport(result) {
  const list = h('ol', { class: 'diagnostics' }, result.diagnostics.map(diagnosticItem));
  const counts = Object.entries(result.diagnostic_counts);
  let active = null;
  const chips = counts.map(([code, count]) =>
    h(
      'button',
      {
        type: 'button',
        class: 'chip',
        'aria-pressed': 'false',
        onclick: (event) => {
          active = active === code ? null : code;
          for (const chip of event.currentTarget.parentElement.children) {
            chip.setAttribute('aria-pressed', String(chip.dataset.code === active));
          }
          for (const item of list.children) item.hidden = active !== null && item.dataset.code !== active;
        },
        dataset: { code },
      },
      `${code} × ${count}`,
    ),
  );
  const shown = result.diagnostics.length;
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  return h(
    'div',
    { class: 'validation' },
    verdict(result),
    result.rules ? checkedRules(result.rules) : null,
    counts.length ? h('div', { class: 'chips', 'aria-label': 'Findings per code (click to filter)' }, chips) : null,
    list,
    total > shown
      ? h('p', { class: 'hint' }, `${total - shown} more findings are counted above but not listed.`)
      : null,
  );
}

// --- metrics -------------------------------------------------------------------------------

// Notes in order, those repeating a code and a message as one item: the message once, then
// each note's metric with the values of both profiles when it gives them.
function noteItems(notes, prefix) {
  const groups = [];
  for (const note of notes) {
    const last = groups[groups.length - 1];
    if (last && last.code === note.code && last.message === note.message) last.notes.push(note);
    else groups.push({ code: note.code, message: note.message, notes: [note] });
  }
  return groups.map((group) => {
    const about = group.notes.filter((note) => note.metric);
    const values = (note) =>
      'official' in note
        ? [': official ', formatNumber(note.official), ', published ', formatNumber(note.published)]
        : [];
    return h(
      'li',
      { dataset: { note: group.code } },
      prefix,
      h('code', {}, group.code),
      ' ',
      group.message,
      about.length
        ? h(
            'ul',
            { class: 'note-metrics' },
            about.map((note) => h('li', {}, h('code', {}, note.metric), ...values(note))),
          )
        : null,
    );
  });
}

// name -> {name, definition} of the declared metric it is, or of the template the result says it
// instantiates (`metric_templates`, matched by the core: `k=5.tap` → `k=<k>.tap`); null for a
// metric the task does not declare.
function declaredMetrics(task, result) {
  const byName = new Map(task.metrics.map((m) => [m.name, m]));
  const templates = result.metric_templates ?? {};
  return (name) => byName.get(Object.hasOwn(templates, name) ? templates[name] : name) ?? null;
}

// A note beside a number that gets better lower (an error rate, a count of errors), with its
// reason on hover; the task description says which do (`better` of each declared metric).
function lowerNote() {
  return h(
    'span',
    { class: 'lower-better', title: 'Lower is better: an error rate or a count of errors, 0 at best.' },
    '↓ lower is better',
  );
}

function isLower(name, declared) {
  return declared(name)?.better === 'lower';
}

// The measures (the last part of a declared name: `ser`, `mismatches`) that get better lower,
// as tables' columns and charts' axes name them.
function lowerMeasures(task) {
  return new Set(
    (task.metrics ?? []).filter((m) => m.better === 'lower').map((m) => m.name.slice(m.name.lastIndexOf('.') + 1)),
  );
}

// A metric name split at its last dot: `pairing.subset.precision` is measure `precision` of
// `pairing.subset`; null for a name without a dot.
function splitName(name) {
  const at = name.lastIndexOf('.');
  return at > 0 && at < name.length - 1 ? { prefix: name.slice(0, at), measure: name.slice(at + 1) } : null;
}

// The family a prefix belongs to: the part before the last dot of its metrics' template when
// that part has a placeholder (`k=<k>`, `scheme.<class>.<kind>`), so that members of different
// families stay in tables of their own even when they share their measures; '' otherwise.
function familyOf(names, declared) {
  for (const name of names) {
    const template = declared(name)?.name ?? '';
    const split = splitName(template);
    if (split && /<[^<>]+>/.test(split.prefix)) return split.prefix;
  }
  return '';
}

// A table of metrics: `rows` [{label, cells}] where cells[i] is the metric name shown under
// columns[i] (null for none); `corner` heads the row labels; `order` is the position of its
// first metric in the result, so that the tables come in the result's order.
function metricTable(corner, columns, rows, order) {
  return { corner, columns, rows, order };
}

function filledShare(columns, rows) {
  const filled = rows.reduce((sum, row) => sum + row.cells.filter(Boolean).length, 0);
  return filled / (columns.length * rows.length);
}

// Rows keyed by `rowOf(prefix)`, columns by `columnOf(prefix, measure)`, in order of appearance.
function crossTable(corner, prefixes, rowOf, columnOf, order) {
  const columns = [];
  const rows = new Map();
  for (const [prefix, measures] of prefixes) {
    const label = rowOf(prefix);
    if (!rows.has(label)) rows.set(label, new Map());
    for (const [measure, name] of measures) {
      const column = columnOf(prefix, measure);
      if (!columns.includes(column)) columns.push(column);
      rows.get(label).set(column, name);
    }
  }
  const list = [...rows].map(([label, cells]) => ({ label, cells: columns.map((c) => cells.get(c) ?? null) }));
  return metricTable(corner, columns, list, order);
}

// A family whose members all have one measure, `scheme.<class>.<kind>.f1` say, reads better
// with the last part of the prefix as its columns (rows `scheme.<class>` × columns `<kind>`), when
// that gives two columns or more and fills at least half of the table.
function pivotedTable(group, order) {
  const [measure] = group.prefixes[0][1].keys();
  if (!group.prefixes.every(([prefix]) => splitName(prefix))) return null;
  const table = crossTable(
    measure,
    group.prefixes,
    (p) => splitName(p).prefix,
    (p) => splitName(p).measure,
    order,
  );
  return table.columns.length >= 2 && filledShare(table.columns, table.rows) >= 0.5 ? table : null;
}

// Each name split at its last dot: `prefixes` maps a prefix to its measures (measure -> name),
// both in the result's order; `loose` are the names without a dot.
function namesByPrefix(names) {
  const prefixes = new Map();
  const loose = [];
  for (const name of names) {
    const split = splitName(name);
    if (!split) {
      loose.push(name);
      continue;
    }
    if (!prefixes.has(split.prefix)) prefixes.set(split.prefix, new Map());
    prefixes.get(split.prefix).set(split.measure, name);
  }
  return { prefixes, loose };
}

// Prefixes of the same family with the same set of measures, in order of appearance.
function prefixGroups(prefixes, declared) {
  const groups = new Map();
  for (const [prefix, measures] of prefixes) {
    const family = familyOf(measures.values(), declared);
    const key = JSON.stringify([family, [...measures.keys()].sort()]);
    if (!groups.has(key)) groups.set(key, { family, prefixes: [] });
    groups.get(key).prefixes.push([prefix, measures]);
  }
  return [...groups.values()];
}

// The metric map as tables, from the names alone: each name is split at its last dot into
// (prefix, measure); prefixes with the same family and the same set of measures make one
// table, a row per prefix and a column per measure. Prefixes alone of their kind make one table
// together (their measures' union as columns) when it is at least half filled; their metrics
// and the names without a dot are otherwise listed in a table of their own, a row per metric,
// but for `main`, the main score shown above the tables. The tables come in the order of their
// first metric in the result.
function metricTables(names, declared, main) {
  const position = new Map(names.map((name, i) => [name, i]));
  const orderOf = (measures) => position.get(measures.values().next().value);
  const { prefixes, loose: dotless } = namesByPrefix(names);
  const loose = dotless.filter((name) => name !== main);
  const tables = [];
  const alone = [];
  for (const group of prefixGroups(prefixes, declared)) {
    if (group.prefixes.length === 1) {
      alone.push(...group.prefixes);
      continue;
    }
    const order = orderOf(group.prefixes[0][1]);
    const single = group.prefixes[0][1].size === 1;
    tables.push(
      (single && pivotedTable(group, order)) ||
        crossTable(
          group.family,
          group.prefixes,
          (p) => p,
          (p, m) => m,
          order,
        ),
    );
  }
  if (alone.length) {
    const together = crossTable(
      '',
      alone,
      (p) => p,
      (p, m) => m,
      orderOf(alone[0][1]),
    );
    if (filledShare(together.columns, together.rows) >= 0.5) tables.push(together);
    else loose.push(...alone.flatMap(([, measures]) => [...measures.values()]));
  }
  if (loose.length) {
    loose.sort((a, b) => position.get(a) - position.get(b));
    tables.push(
      metricTable(
        '',
        ['value'],
        loose.map((name) => ({ label: name, cells: [name] })),
        position.get(loose[0]),
      ),
    );
  }
  return tables.sort((a, b) => a.order - b.order);
}

// A value of a grouped table; hovering it tells its full name, exact value and definition.
function valueCell(name, value, definition) {
  const shown = value === null || value === undefined ? 'undefined' : String(value);
  return h(
    'td',
    {
      class: 'num',
      title: definition ? `${name} = ${shown}\n${definition}` : `${name} = ${shown}`,
      dataset: { metric: name, value: String(value) },
    },
    formatNumber(value),
  );
}

// Long names may break after a dot or an underscore, so that the labels of a table's rows
// leave room for its numbers.
function breakable(name) {
  return name.split(/(?<=[._])/).flatMap((part, i) => (i ? [h('wbr'), part] : [part]));
}

// One table of the metric map; with several runs each row has a line per run.
// A column or a row says "lower is better" when every metric in it gets better lower.
function groupedTable(table, scored, definitionOf, declared) {
  const several = scored.length > 1;
  const allLower = (names) => names.some(Boolean) && names.filter(Boolean).every((name) => isLower(name, declared));
  // A corner without a name is an empty cell, not a header that names nothing.
  const head = h(
    'tr',
    {},
    table.corner ? h('th', { scope: 'col' }, table.corner) : h('td', {}),
    several ? h('th', { scope: 'col' }, 'run') : null,
    table.columns.map((column, c) =>
      h(
        'th',
        { scope: 'col', class: 'num' },
        column,
        allLower(table.rows.map((row) => row.cells[c])) ? [' ', lowerNote()] : null,
      ),
    ),
  );
  const lowerRow = (row) => !allLower(table.rows.flatMap((r) => r.cells)) && allLower(row.cells);
  const rows = table.rows.flatMap((row) =>
    scored.map((run, i) =>
      h(
        'tr',
        { class: i === 0 ? 'first-run' : null, dataset: { row: row.label } },
        i === 0
          ? h(
              'th',
              { scope: 'row', rowspan: String(scored.length), class: 'row-label' },
              h('code', {}, breakable(row.label)),
              lowerRow(row) ? [' ', lowerNote()] : null,
            )
          : null,
        several ? h('th', { scope: 'row', class: 'run', title: run.label }, h('span', {}, run.label)) : null,
        row.cells.map((name) =>
          name === null
            ? h('td', { class: 'num empty' })
            : valueCell(name, run.result.metrics[name], definitionOf(name)),
        ),
      ),
    ),
  );
  // Rows go straight into the table, without a tbody: `#metrics tbody tr` are the flat list's rows.
  return scrollBox(
    'table-wrap',
    h('table', { class: several ? 'metric-group runs' : 'metric-group' }, h('thead', {}, head), rows),
  );
}

// The score the task names as its main one (the first metric of its template, for a family), or
// else the result's first metric.
function mainMetric(names, task, declared) {
  const named = task.main_metric;
  const found = named ? names.find((name) => name === named || declared(name)?.name === named) : undefined;
  return found ?? names[0];
}

// The main score, with its definition and each run's value.
function mainScore(name, scored, definitionOf, declared) {
  return h(
    'div',
    { class: 'main-score', dataset: { metric: name } },
    h(
      'p',
      { class: 'main-name' },
      h('code', {}, name),
      isLower(name, declared) ? [' ', lowerNote()] : null,
      definitionOf(name) ? h('span', { class: 'main-definition' }, ` — ${definitionOf(name)}`) : null,
    ),
    h(
      'p',
      { class: 'main-values' },
      scored.map((run) => {
        const value = run.result.metrics[name];
        return h(
          'span',
          {
            class: 'main-value',
            title: value === null ? 'undefined' : String(value),
            dataset: { value: String(value) },
          },
          scored.length > 1 ? h('span', { class: 'run' }, run.label) : null,
          h('span', { class: 'num' }, formatNumber(value)),
        );
      }),
    ),
  );
}

// Every metric, one row each, in the result's order (the tests read its rows and cells); open
// when there is nothing else to show.
function flatTable(names, scored, definitionOf, declared, open) {
  const head = h(
    'tr',
    {},
    h('th', {}, 'metric'),
    scored.map((run) => h('th', { class: 'num' }, scored.length > 1 ? run.label : 'value')),
    h('th', {}, 'definition'),
  );
  const rows = names.map((name) =>
    h(
      'tr',
      { dataset: { metric: name } },
      h('th', { scope: 'row' }, h('code', {}, name), isLower(name, declared) ? [' ', lowerNote()] : null),
      scored.map((run) => {
        const value = run.result.metrics[name];
        return h(
          'td',
          { class: 'num', title: value === null ? 'undefined' : String(value), dataset: { value: String(value) } },
          formatNumber(value),
        );
      }),
      h('td', { class: 'definition' }, definitionOf(name)),
    ),
  );
  return h(
    'details',
    { class: 'all-metrics', open },
    h('summary', {}, `All metrics (flat list, ${names.length})`),
    scrollBox('table-wrap', h('table', { class: 'metrics' }, h('thead', {}, head), h('tbody', {}, rows))),
  );
}

function metricsPanel(runs, task) {
  const scored = runs.filter((run) => run.result.metrics);
  if (scored.length === 0) {
    // A check computes no scores whatever its verdict; a scoring has none only when invalid.
    const why = runs.every((run) => run.result.mode === 'check')
      ? 'No scores: a check validates the files only. Score them with the gold to see the numbers.'
      : 'No scores: the inputs did not pass validation.';
    return panel('Scores', 'metrics', h('p', { class: 'hint' }, why));
  }
  const declared = declaredMetrics(task, scored[0].result);
  const definitionOf = (name) => declared(name)?.definition ?? '';
  const names = Object.keys(scored[0].result.metrics);
  const main = mainMetric(names, task, declared);
  const tables = metricTables(names, declared, main);
  const notes = scored.flatMap((run) => noteItems(run.result.notes, scored.length > 1 ? `${run.label}: ` : ''));
  return panel(
    'Scores',
    'metrics',
    main ? mainScore(main, scored, definitionOf, declared) : null,
    tables.length
      ? h(
          'div',
          { id: 'metric-groups' },
          h(
            'p',
            { class: 'hint' },
            'Grouped by the parts of their names; hover a value for its full name and definition.',
          ),
          tables.map((table) => groupedTable(table, scored, definitionOf, declared)),
        )
      : null,
    flatTable(names, scored, definitionOf, declared, tables.length === 0),
    notes.length ? h('ul', { class: 'notes' }, notes) : null,
    h(
      'div',
      { class: 'buttons' },
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          onclick: () =>
            downloadCsv(
              ['metric', ...scored.map((r) => r.label)],
              names.map((n) => [n, ...scored.map((r) => r.result.metrics[n])]),
              safeName(task.id, 'metrics.csv'),
            ),
        },
        'Metrics as CSV',
      ),
    ),
  );
}

// --- curves --------------------------------------------------------------------------------

// Curves are grouped by id; ids with a ':' (one curve per document, say) form one card with a
// selector instead of one chart each.
function curveGroups(runs) {
  const groups = new Map();
  for (const [index, run] of runs.entries()) {
    for (const curve of run.result.curves ?? []) {
      const [family, member] = curve.id.includes(':') ? curve.id.split(/:(.*)/s) : [curve.id, null];
      if (!groups.has(family)) groups.set(family, { family, members: new Map() });
      const key = member ?? '';
      const group = groups.get(family);
      if (!group.members.has(key)) group.members.set(key, []);
      group.members.get(key)[index] = curve;
    }
  }
  return [...groups.values()];
}

function pointsTable(curves, labels) {
  const first = curves.find(Boolean);
  if (first.series) return seriesPointsTable(curves, labels, first);
  const columns = [first.x, ...curves.map((c, i) => (curves.length > 1 ? `${first.y} (${labels[i]})` : first.y))];
  const rows = [];
  curves.forEach((curve, i) => {
    if (!curve) return;
    for (const [x, y] of curve.points) {
      const row = new Array(columns.length).fill(null);
      row[0] = x;
      row[i + 1] = y;
      rows.push(row);
    }
  });
  return { columns, rows };
}

// A curve with series: one column per series, per run when there are several; a run's rows fill
// its own columns only, as above. `curves` may have holes (a run without this curve).
function seriesPointsTable(curves, labels, first) {
  const series = first.series;
  const runs = Array.from(curves, (_, i) => i);
  const columns = [
    first.x,
    ...runs.flatMap((i) => series.map((name) => (curves.length > 1 ? `${name} (${labels[i]})` : name))),
  ];
  const rows = [];
  curves.forEach((curve, i) => {
    if (!curve) return;
    for (const [x, ...ys] of curve.points) {
      const row = new Array(columns.length).fill(null);
      row[0] = x;
      series.forEach((_, s) => {
        row[1 + i * series.length + s] = ys[s] ?? null;
      });
      rows.push(row);
    }
  });
  return { columns, rows };
}

// The marks of the curves (thresholds, reference values), one row each.
function marksTable(curves, labels) {
  const present = curves.filter(Boolean);
  if (!present.some((curve) => curve.marks?.length)) return null;
  const rows = [];
  curves.forEach((curve, i) => {
    for (const mark of curve?.marks ?? []) {
      rows.push([curves.length > 1 ? `${mark.label} (${labels[i]})` : mark.label, mark.x ?? null, mark.y ?? null]);
    }
  });
  return { columns: ['mark', present[0].x, present[0].y], rows };
}

// A curve with `slider` (points by ascending x) gets a range over its points that reads off every
// y at the chosen point; it starts at the point nearest the curve's first vertical mark (a mark
// with x only), else at the first point.
function sliderStart(curve) {
  const mark = (curve.marks ?? []).find((m) => typeof m.x === 'number' && typeof m.y !== 'number');
  if (!mark) return 0;
  let best = 0;
  let distance = Infinity;
  curve.points.forEach((point, i) => {
    const d = Math.abs(point[0] - mark.x);
    if (d < distance) {
      best = i;
      distance = d;
    }
  });
  return best;
}

// The slider of one run's curve (`label` names the run when several share the chart);
// `onmove(index)` follows every move of the user (the chart's line). Nothing is scored again.
function curveSlider(curve, label, start, onmove) {
  const names = curve.series ?? [curve.y];
  const shownX = h('output', { class: 'slider-x num' });
  const values = names.map(() => h('dd', { class: 'num' }));
  const input = h('input', {
    type: 'range',
    min: '0',
    max: String(curve.points.length - 1),
    step: '1',
    oninput: (event) => {
      const index = Number(event.target.value);
      set(index);
      onmove(index);
    },
  });
  function set(index) {
    const [x, ...ys] = curve.points[index];
    shownX.textContent = formatNumber(x);
    input.setAttribute('aria-valuetext', `${curve.x} ${formatNumber(x)}`);
    values.forEach((dd, s) => {
      const value = ys[s] ?? null;
      dd.textContent = formatNumber(value);
      dd.title = value === null ? 'undefined' : String(value);
      dd.dataset.value = String(value);
    });
  }
  input.value = String(start);
  set(start);
  return h(
    'div',
    { class: 'slider', role: 'group', 'aria-label': label === null ? curve.x : `${curve.x} (${label})` },
    label === null ? null : h('span', { class: 'slider-run' }, label),
    h('label', { class: 'slider-control' }, h('span', { class: 'slider-name' }, curve.x), ' ', input, ' ', shownX),
    h(
      'dl',
      { class: 'slider-values' },
      names.map((name, s) => h('div', {}, h('dt', {}, name), values[s])),
    ),
  );
}

// The base of the files a chart is saved as: the task, then the curve's id with its dots (and
// the ':' of a family member) as dashes: task `a.b` and curve `pr.micro` give `a.b-pr-micro`.
function chartFileBase(taskId, curveId) {
  return safeName(taskId, curveId.replace(/[.:]/g, '-'));
}

function curveCard(group, runs, task) {
  const labels = runs.map((r) => r.label);
  const keys = [...group.members.keys()];
  const canvas = h('canvas', { role: 'img' });
  // Shown from its first drawing on (the chart library may still be loading).
  const canvasBox = h('div', { class: 'canvas-box', hidden: true }, canvas);
  const numbers = h('div', { class: 'numbers' });
  const sliders = h('div', { class: 'sliders' });
  const title = h('h3', {});
  let current = null;
  let chart = null;
  const show = (key) => {
    const curves = group.members.get(key);
    const present = curves.filter(Boolean);
    title.textContent = present[0].title;
    const lower = [present[0].y, ...(present[0].series ?? [])].filter((name) => lowerMeasures(task).has(name));
    // The y axis, or some of the series, get better lower: said beside the title.
    if (lower.length) {
      append(title, [
        ' ',
        lowerNote(),
        lower.includes(present[0].y) ? null : h('span', { class: 'lower-which' }, `: ${lower.join(', ')}`),
      ]);
    }
    const series = present[0].series ? ` (${present[0].series.join(', ')})` : '';
    canvas.setAttribute('aria-label', `${present[0].title}: ${present[0].y}${series} against ${present[0].x}`);
    if (chart) chart.destroy();
    canvasBox.hidden = false;
    const shownLabels = runs.filter((_, i) => curves[i]).map((r) => r.label);
    // What a saved chart is called and the lines drawn above it: its title, the task and runs.
    current = {
      file: chartFileBase(task.id, present[0].id),
      heading: [present[0].title, `${task.id} — ${shownLabels.length > 1 ? 'runs' : 'run'}: ${shownLabels.join(', ')}`],
    };
    const withSlider = present.map((curve) => Boolean(curve.slider) && curve.points.length > 0);
    const starts = present.map((curve, run) => (withSlider[run] ? sliderStart(curve) : null));
    const drawn = drawCurves(canvas, present, shownLabels, starts);
    chart = drawn;
    charts.push(chart);
    clear(sliders).append(
      ...present.flatMap((curve, run) =>
        withSlider[run]
          ? [
              curveSlider(curve, present.length > 1 ? shownLabels[run] : null, starts[run], (index) =>
                moveCursor(drawn, run, index),
              ),
            ]
          : [],
      ),
    );
    const { columns, rows } = pointsTable(curves, labels);
    clear(numbers).append(dataTable(columns, rows, `${current.file}-points.csv`, null, lowerMeasures(task)));
    const marks = marksTable(curves, labels);
    if (marks)
      numbers.append(
        h('h4', {}, 'Marked on the chart'),
        dataTable(marks.columns, marks.rows, `${current.file}-marks.csv`),
      );
  };
  // Drawn once the chart library is there (in the order asked: one promise resolves them all).
  const showLoaded = (key) => loadChartLibrary().then(() => show(key));
  const selector =
    keys.length > 1
      ? h(
          'label',
          { class: 'selector' },
          'Show ',
          h(
            'select',
            { onchange: (event) => showLoaded(event.target.value) },
            keys.map((key) => h('option', { value: key }, key)),
          ),
        )
      : null;
  const card = h(
    'figure',
    { class: 'curve', dataset: { curve: group.family } },
    title,
    selector,
    canvasBox,
    sliders,
    h(
      'div',
      { class: 'buttons' },
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          onclick: () => downloadChartPng(canvas, `${current.file}.png`, current.heading),
        },
        'Chart as PNG',
      ),
    ),
    h('details', { class: 'points' }, h('summary', {}, 'The numbers of this chart'), numbers),
  );
  requestAnimationFrame(() => showLoaded(keys[0]));
  return card;
}

function curvesPanel(runs, task) {
  const groups = curveGroups(runs);
  if (groups.length === 0) return null;
  return panel(
    'Charts',
    'charts',
    h(
      'div',
      { class: 'curves' },
      groups.map((group) => curveCard(group, runs, task)),
    ),
  );
}

// --- tables --------------------------------------------------------------------------------

function compare(a, b) {
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true });
}

// The distinct values of a column that is a category (only strings or nulls, 2 to 12 distinct
// values, such as a class or a matching criterion), sorted; null for any other column.
const MAX_CATEGORIES = 12;

function categories(rows, index) {
  const values = new Set();
  let cells = 0;
  for (const row of rows) {
    const cell = row[index];
    if (cell === null || cell === undefined) continue;
    if (typeof cell !== 'string') return null;
    cells++;
    values.add(cell);
    if (values.size > MAX_CATEGORIES) return null;
  }
  // A column whose every value differs names rows (ids, labels): nothing to group by.
  return values.size >= 2 && values.size < cells ? [...values].sort(compare) : null;
}

// One select per category column: "column: all" or one of its values.
function categoryFilters(columns, rows, onchange) {
  return columns.flatMap((name, index) => {
    const values = categories(rows, index);
    if (!values) return [];
    const shown = name === '' ? `column ${index + 1}` : name; // a row-label column may have no name
    return [
      h(
        'select',
        {
          class: 'column-filter',
          'aria-label': `Filter rows by ${shown}`,
          dataset: { column: name },
          onchange: (event) => onchange(index, event.target.value === '' ? null : values[Number(event.target.value)]),
        },
        h('option', { value: '' }, `${shown}: all`),
        values.map((value, i) => h('option', { value: String(i) }, value)),
      ),
    ];
  });
}

// A table of any size: filter (text and category columns), sort by a column, pages of 50 rows,
// CSV of the rows kept.
// `linked`, when given, {links, open}: links[i] is row i's place in the document view, and a
// button on the row opens it.
// `lower`, when given, the set of column names that get better lower: their headers say so.
export function dataTable(columns, rows, csvName, linked = null, lower = new Set()) {
  const linkOf = new Map(linked ? rows.map((row, i) => [row, linked.links[i]]) : []);
  let view = rows;
  let page = 0;
  let sort = { column: -1, descending: false };
  let needle = '';
  const chosen = new Map(); // column index -> the value its select keeps
  const body = h('tbody');
  const info = h('span', { class: 'page-info' });
  const previous = h(
    'button',
    {
      type: 'button',
      class: 'secondary small',
      onclick: () => {
        page--;
        draw();
      },
    },
    '‹ previous',
  );
  const next = h(
    'button',
    {
      type: 'button',
      class: 'secondary small',
      onclick: () => {
        page++;
        draw();
      },
    },
    'next ›',
  );
  const headers = columns.map((name, index) =>
    h(
      'th',
      {
        scope: 'col',
        tabindex: '0',
        'aria-sort': 'none',
        onclick: () => sortBy(index),
        onkeydown: (event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            sortBy(index);
          }
        },
      },
      name,
      lower.has(name) ? [' ', lowerNote()] : null,
    ),
  );
  function sortBy(index) {
    sort = { column: index, descending: sort.column === index ? !sort.descending : false };
    headers.forEach((th, i) =>
      th.setAttribute('aria-sort', i !== index ? 'none' : sort.descending ? 'descending' : 'ascending'),
    );
    view = [...view].sort((a, b) => (sort.descending ? -1 : 1) * compare(a[index], b[index]));
    page = 0;
    draw();
  }
  function draw() {
    const pages = Math.max(1, Math.ceil(view.length / PAGE_SIZE));
    page = Math.min(Math.max(page, 0), pages - 1);
    clear(body).append(
      ...view.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((row) =>
        h(
          'tr',
          {},
          linked ? h('td', {}, linkCell(linkOf.get(row), linked.open)) : null,
          row.map((cell) => h('td', { class: typeof cell === 'number' ? 'num' : null }, formatNumber(cell))),
        ),
      ),
    );
    info.textContent = `rows ${view.length ? page * PAGE_SIZE + 1 : 0}–${Math.min((page + 1) * PAGE_SIZE, view.length)} of ${view.length}`;
    previous.disabled = page === 0;
    next.disabled = page >= pages - 1;
  }
  // Every filter applies at once, then the current sort.
  function refilter() {
    view = rows.filter(
      (row) =>
        [...chosen].every(([index, value]) => row[index] === value) &&
        (!needle ||
          row.some((cell) =>
            String(cell ?? '')
              .toLowerCase()
              .includes(needle),
          )),
    );
    if (sort.column >= 0)
      view = [...view].sort((a, b) => (sort.descending ? -1 : 1) * compare(a[sort.column], b[sort.column]));
    page = 0;
    draw();
  }
  const filter = h('input', {
    type: 'search',
    placeholder: 'Filter rows',
    'aria-label': 'Filter rows',
    oninput: (event) => {
      needle = event.target.value.trim().toLowerCase();
      refilter();
    },
  });
  const selects = categoryFilters(columns, rows, (index, value) => {
    if (value === null) chosen.delete(index);
    else chosen.set(index, value);
    refilter();
  });
  draw();
  return h(
    'div',
    { class: 'data-table' },
    h(
      'div',
      { class: 'table-tools' },
      filter,
      selects,
      previous,
      info,
      next,
      h(
        'button',
        { type: 'button', class: 'secondary small', onclick: () => downloadCsv(columns, view, csvName) },
        'CSV',
      ),
    ),
    scrollBox(
      'table-scroll',
      h('table', {}, h('thead', {}, h('tr', {}, linked ? h('th', { scope: 'col' }, 'view') : null, headers)), body),
    ),
  );
}

// A row's button to its place in the document view, or nothing for a row without one.
function linkCell(link, open) {
  if (!link) return null;
  return h(
    'button',
    {
      type: 'button',
      class: 'small secondary view-link',
      title: `Open ${link[0]} in the document view`,
      onclick: () => open(link),
    },
    'show',
  );
}

function tablesPanel(runs, views, task) {
  const lower = lowerMeasures(task);
  const parts = runs.flatMap((run) =>
    (run.result.tables ?? []).map((table) =>
      h(
        'div',
        { class: 'table-card', dataset: { table: table.id } },
        h('h3', {}, runs.length > 1 ? `${table.title} — ${run.label}` : table.title),
        dataTable(
          table.columns,
          table.rows,
          safeName(run.label, table.id, '.csv'),
          views && table.links ? { links: table.links, open: (link) => views.show(run, link) } : null,
          lower,
        ),
      ),
    ),
  );
  return parts.length ? panel('Tables', 'tables', parts) : null;
}

// --- provenance ----------------------------------------------------------------------------

function inputList(inputs) {
  return Object.entries(inputs).flatMap(([role, entry]) =>
    (Array.isArray(entry) ? entry : [entry]).map((file) =>
      h(
        'li',
        {},
        h('strong', {}, role),
        ` ${file.name} — ${formatBytes(file.bytes)}, ${file.lines} lines`,
        file.sha256 ? h('code', { class: 'digest', title: 'SHA-256' }, ` sha256 ${file.sha256}`) : null,
      ),
    ),
  );
}

function provenancePanel(runs) {
  return panel(
    'Provenance',
    'provenance',
    h(
      'p',
      { class: 'hint' },
      'The signature names the scorer, its version, the task, the profile and every option: quote it with your numbers so others can reproduce them.',
    ),
    runs.map((run) =>
      h(
        'div',
        { class: 'provenance' },
        runHeading(runs, run),
        h('p', {}, h('code', { class: 'signature' }, run.result.signature)),
        h('ul', { class: 'inputs' }, inputList(run.result.inputs)),
        h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            onclick: () => downloadJson(run.result, safeName(run.label, 'result.json')),
          },
          'Result as JSON',
        ),
      ),
    ),
    runs.length > 1
      ? h(
          'button',
          {
            type: 'button',
            class: 'secondary',
            onclick: () =>
              downloadJson(
                runs.map((r) => r.result),
                'results.json',
              ),
          },
          'All results as JSON',
        )
      : null,
  );
}
