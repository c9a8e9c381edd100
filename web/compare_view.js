// The comparison of several runs (core/host/compare.hpp, docs/comparing.md), whatever the task: each
// run's value of one metric with its bootstrap interval drawn as whiskers, the matrix of
// randomization p-values, and the ranking (with groups when every pair is tested, against the
// baseline when there is one). Choosing another metric or baseline asks the core again
// (`recompare`); the comparison shown is marked stale until the new one replaces it.
import { h, formatNumber, scrollBox } from './dom.js';
import { downloadCsv, downloadJson, downloadSvgPng, safeName } from './export.js';

const SVG = 'http://www.w3.org/2000/svg';

function svg(tag, attributes = {}, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

// "1 article", "60 articles", "50 queries": a count of the comparison's units (article, query,
// sentence, document).
function countOf(count, unit) {
  if (count === 1) return `1 ${unit}`;
  return `${count} ${unit.endsWith('y') ? `${unit.slice(0, -1)}ies` : `${unit}s`}`;
}

// Each run's value on a common axis, its interval as whiskers: the same drawing for every task.
function intervalChart(comparison, metric) {
  const rows = comparison.intervals.filter((entry) => entry.metric === metric);
  const numbers = rows.flatMap((r) => [r.value, r.low, r.high]).filter((v) => typeof v === 'number');
  const lo = Math.min(...numbers);
  const hi = Math.max(...numbers);
  const span = hi - lo || 1;
  const width = 640;
  const left = 180;
  const rowHeight = 28;
  const x = (v) => left + ((v - lo) / span) * (width - left - 20);
  const chart = svg('svg', {
    viewBox: `0 0 ${width} ${rows.length * rowHeight + 30}`,
    class: 'interval-chart',
    role: 'img',
    'aria-label': `${metric} per run with intervals`,
  });
  rows.forEach((row, i) => {
    const y = i * rowHeight + 18;
    chart.append(svg('text', { x: 4, y: y + 4, class: 'run-label' }, row.run));
    if (typeof row.low === 'number') {
      chart.append(svg('line', { x1: x(row.low), x2: x(row.high), y1: y, y2: y, class: 'whisker' }));
      for (const end of [row.low, row.high])
        chart.append(svg('line', { x1: x(end), x2: x(end), y1: y - 6, y2: y + 6, class: 'whisker' }));
    }
    if (typeof row.value === 'number') {
      const dot = svg('circle', { cx: x(row.value), cy: y, r: 5, class: 'value' });
      dot.append(
        svg(
          'title',
          {},
          `${row.run}: ${formatNumber(row.value)} [${formatNumber(row.low)}, ${formatNumber(row.high)}]`,
        ),
      );
      chart.append(dot);
    }
  });
  const axisY = rows.length * rowHeight + 18;
  chart.append(svg('text', { x: left, y: axisY, class: 'axis' }, formatNumber(lo)));
  chart.append(svg('text', { x: width - 20, y: axisY, class: 'axis', 'text-anchor': 'end' }, formatNumber(hi)));
  return chart;
}

// The p-value (adjusted) of every pair tested, a cell per pair, shaded by significance.
function pMatrix(comparison, runs, metric) {
  const p = new Map();
  for (const pair of comparison.pairs) {
    if (pair.metric !== metric || pair.p_adjusted === null) continue;
    p.set(`${pair.a}\n${pair.b}`, pair);
    p.set(`${pair.b}\n${pair.a}`, pair);
  }
  const cell = (a, b) => {
    if (a === b) return h('td', { class: 'diagonal' }, '—');
    const pair = p.get(`${a}\n${b}`);
    if (!pair) return h('td', { class: 'untested' }, 'not tested');
    const significant = pair.p_adjusted < comparison.alpha;
    return h(
      'td',
      { class: significant ? 'significant' : 'not-significant', dataset: { p: pair.p_adjusted } },
      formatNumber(pair.p_adjusted),
      significant ? ' *' : '',
    );
  };
  return h(
    'table',
    { class: 'p-matrix' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', {}, 'p (Holm)'),
        runs.map((run) => h('th', { scope: 'col' }, run)),
      ),
    ),
    h(
      'tbody',
      {},
      runs.map((a) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, a),
          runs.map((b) => cell(a, b)),
        ),
      ),
    ),
  );
}

// "+0.041": a difference with its sign.
function signed(value) {
  return value === null ? '—' : `${value >= 0 ? '+' : '−'}${formatNumber(Math.abs(value))}`;
}

// Whether a run is significantly different from the baseline, in words.
function versusBaseline(comparison, r) {
  if (r.run === comparison.baseline) return 'baseline';
  if (r.significant === null) return '—';
  return r.significant ? 'significantly different' : 'not significantly different';
}

// The ranking: with groups when every pair was tested; against a baseline, which tests no other
// pair, each run's difference to the baseline, its p-value and its significance instead.
function rankingTable(comparison) {
  const baseline = comparison.baseline !== null;
  const columns = [
    'rank',
    'run',
    comparison.metric,
    'interval',
    ...(baseline ? [`difference to ${comparison.baseline}`, 'p (Holm)', 'against the baseline'] : ['group']),
  ];
  const cells = (r) =>
    baseline
      ? [
          h('td', { class: 'value' }, signed(r.difference)),
          h('td', {}, r.p_adjusted === null ? '—' : formatNumber(r.p_adjusted)),
          h('td', { class: 'versus-baseline' }, versusBaseline(comparison, r)),
        ]
      : [h('td', {}, r.group)];
  return h(
    'table',
    { class: 'ranking' },
    h('caption', {}, rankingCaption(comparison)),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        columns.map((c) => h('th', {}, c)),
      ),
    ),
    h(
      'tbody',
      {},
      comparison.ranking.map((r) =>
        h(
          'tr',
          { dataset: baseline ? { run: r.run } : { run: r.run, group: r.group } },
          h('td', {}, r.rank),
          h('td', {}, r.run),
          h('td', { class: 'value' }, formatNumber(r.value)),
          h('td', {}, r.low === null ? '—' : `[${formatNumber(r.low)}, ${formatNumber(r.high)}]`),
          cells(r),
        ),
      ),
    ),
  );
}

// What the ranking says of the runs, and no more than was tested.
function rankingCaption(comparison) {
  const lower = comparison.higher_is_better[comparison.metrics.indexOf(comparison.metric)] === false;
  const by = `Best first by ${comparison.metric}${lower ? ' (lower is better)' : ''}. `;
  if (comparison.baseline === null)
    return `${by}Every pair was tested; runs in one group are not significantly different (p ≥ ${comparison.alpha}).`;
  return (
    `${by}Each run was tested against the baseline ${comparison.baseline} only: its difference to the baseline, its p-value (Holm) ` +
    `and whether it is significantly different from the baseline (p < ${comparison.alpha}). Runs were not tested against each other, so they are not grouped.`
  );
}

// Marks the comparison shown as out of date while another is computed: dimmed, busy, and a line
// saying what is being compared, until the new one replaces it (or, if it fails, until then).
function markStale(section, settings, runs) {
  const against = settings.baseline === null ? 'every pair' : `against ${runs[settings.baseline]}`;
  section.classList.add('stale');
  section.setAttribute('aria-busy', 'true');
  for (const select of section.querySelectorAll('select')) select.disabled = true;
  section.querySelector('.stale-status')?.remove();
  section
    .querySelector('h2')
    .after(h('p', { class: 'stale-status', role: 'status' }, `Comparing by ${settings.metric} (${against})…`));
}

function unmarkStale(section) {
  section.classList.remove('stale');
  section.removeAttribute('aria-busy');
  for (const select of section.querySelectorAll('select')) select.disabled = false;
  section.querySelector('.stale-status')?.remove();
}

// result: the comparison's JSON; recompare(settings) asks the core again (another baseline or
// ranking metric) and redraws.
export function comparisonPanel(result, recompare) {
  const comparison = result.comparison;
  const section = h(
    'section',
    { class: 'panel', id: 'comparison' },
    h('h2', {}, `Comparison of ${result.runs.length} runs`),
  );
  if (!comparison) {
    section.append(
      ...result.notes.map((note) => h('p', { class: 'hint', dataset: { note: note.code } }, note.message)),
    );
    return section;
  }
  const runs = result.runs.map((run) => run.label);
  const metricSelect = h(
    'select',
    { id: 'compare-metric' },
    comparison.metrics.map((m) => h('option', { value: m, selected: m === comparison.metric }, m)),
  );
  const baselineSelect = h(
    'select',
    { id: 'compare-baseline' },
    h('option', { value: '' }, 'none: every pair (Holm)'),
    runs.map((run, i) => h('option', { value: String(i), selected: run === comparison.baseline }, run)),
  );
  // The table shown stays marked stale until the new comparison replaces this panel; if none
  // comes (cancelled, failed), the choices go back to what the table shows.
  const change = async () => {
    const settings = {
      metric: metricSelect.value,
      baseline: baselineSelect.value === '' ? null : Number(baselineSelect.value),
    };
    markStale(section, settings, runs);
    try {
      await recompare(settings);
    } finally {
      if (section.isConnected) {
        unmarkStale(section);
        metricSelect.value = comparison.metric;
        baselineSelect.value = comparison.baseline === null ? '' : String(runs.indexOf(comparison.baseline));
      }
    }
  };
  metricSelect.addEventListener('change', change);
  baselineSelect.addEventListener('change', change);
  const chart = intervalChart(comparison, comparison.metric);
  // The lines above the saved chart: what it shows, then the task and the runs.
  const heading = [
    `${comparison.metric} per run with its ${comparison.confidence * 100} % bootstrap interval`,
    `${result.task} — runs: ${runs.join(', ')}`,
  ];
  const csvRows = comparison.pairs.map((p) => [
    p.a,
    p.b,
    p.metric,
    p.difference,
    p.low,
    p.high,
    p.p,
    p.p_adjusted,
    p.flips,
  ]);
  section.append(
    h(
      'p',
      { class: 'summary' },
      `Resampled over ${countOf(comparison.units, comparison.unit)}: ${comparison.resamples} bootstrap resamples (${comparison.confidence * 100} % intervals), `,
      `${comparison.trials} randomization trials per pair, seed ${comparison.seed}. `,
      comparison.baseline === null
        ? 'Every pair of runs is tested.'
        : `Only the pairs with the baseline ${comparison.baseline} are tested.`,
      ' The chart and the matrix list the runs in the order they were dropped; the ranking orders them by the metric.',
    ),
    h(
      'div',
      { class: 'row' },
      h('label', { for: 'compare-metric' }, 'Metric'),
      metricSelect,
      h('label', { for: 'compare-baseline' }, 'Baseline'),
      baselineSelect,
    ),
    chart,
    scrollBox('table-wrap', rankingTable(comparison)),
    scrollBox('table-wrap', pMatrix(comparison, runs, comparison.metric)),
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        {
          type: 'button',
          class: 'small secondary',
          onclick: () =>
            downloadSvgPng(chart, `${safeName(result.task, 'comparison', comparison.metric)}.png`, heading),
        },
        'Chart as PNG',
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'small secondary',
          onclick: () => downloadJson(result, `${safeName(result.task)}-comparison.json`),
        },
        'Comparison as JSON',
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'small secondary',
          onclick: () =>
            downloadCsv(
              ['a', 'b', 'metric', 'difference', 'low', 'high', 'p', 'p_adjusted', 'flips'],
              csvRows,
              `${safeName(result.task)}-pairs.csv`,
            ),
        },
        'Pairs as CSV',
      ),
    ),
  );
  return section;
}
