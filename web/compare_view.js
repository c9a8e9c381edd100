// The comparison of several runs (core/host/compare.hpp, docs/comparing.md), whatever the task: each
// run's value of one metric with its bootstrap interval drawn as whiskers, the matrix of
// randomization p-values, and the ranking with its groups. Choosing another metric redraws from
// the same result; choosing a baseline asks the core again (`recompare`).
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
  const chart = svg('svg', { viewBox: `0 0 ${width} ${rows.length * rowHeight + 30}`, class: 'interval-chart', role: 'img', 'aria-label': `${metric} per run with intervals` });
  rows.forEach((row, i) => {
    const y = i * rowHeight + 18;
    chart.append(svg('text', { x: 4, y: y + 4, class: 'run-label' }, row.run));
    if (typeof row.low === 'number') {
      chart.append(svg('line', { x1: x(row.low), x2: x(row.high), y1: y, y2: y, class: 'whisker' }));
      for (const end of [row.low, row.high]) chart.append(svg('line', { x1: x(end), x2: x(end), y1: y - 6, y2: y + 6, class: 'whisker' }));
    }
    if (typeof row.value === 'number') {
      const dot = svg('circle', { cx: x(row.value), cy: y, r: 5, class: 'value' });
      dot.append(svg('title', {}, `${row.run}: ${formatNumber(row.value)} [${formatNumber(row.low)}, ${formatNumber(row.high)}]`));
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
    return h('td', { class: significant ? 'significant' : 'not-significant', dataset: { p: pair.p_adjusted } },
      formatNumber(pair.p_adjusted), significant ? ' *' : '');
  };
  return h('table', { class: 'p-matrix' },
    h('thead', {}, h('tr', {}, h('th', {}, 'p (Holm)'), runs.map((run) => h('th', { scope: 'col' }, run)))),
    h('tbody', {}, runs.map((a) => h('tr', {}, h('th', { scope: 'row' }, a), runs.map((b) => cell(a, b))))));
}

function rankingTable(comparison) {
  return h('table', { class: 'ranking' },
    h('thead', {}, h('tr', {}, ['rank', 'run', comparison.metric, 'interval', 'group'].map((c) => h('th', {}, c)))),
    h('tbody', {}, comparison.ranking.map((r) => h('tr', { dataset: { run: r.run, group: r.group } },
      h('td', {}, r.rank), h('td', {}, r.run), h('td', { class: 'value' }, formatNumber(r.value)),
      h('td', {}, r.low === null ? '—' : `[${formatNumber(r.low)}, ${formatNumber(r.high)}]`),
      h('td', {}, r.group)))));
}

// result: the comparison's JSON; recompare(settings) asks the core again (another baseline or
// ranking metric) and redraws.
export function comparisonPanel(result, recompare) {
  const comparison = result.comparison;
  const section = h('section', { class: 'panel', id: 'comparison' }, h('h2', {}, `Comparison of ${result.runs.length} runs`));
  if (!comparison) {
    section.append(...result.notes.map((note) => h('p', { class: 'hint', dataset: { note: note.code } }, note.message)));
    return section;
  }
  const runs = result.runs.map((run) => run.label);
  const metricSelect = h('select', { id: 'compare-metric' }, comparison.metrics.map((m) => h('option', { value: m, selected: m === comparison.metric }, m)));
  const baselineSelect = h('select', { id: 'compare-baseline' },
    h('option', { value: '' }, 'none: every pair (Holm)'),
    runs.map((run, i) => h('option', { value: String(i), selected: run === comparison.baseline }, run)));
  const change = () => recompare({ metric: metricSelect.value, baseline: baselineSelect.value === '' ? null : Number(baselineSelect.value) });
  metricSelect.addEventListener('change', change);
  baselineSelect.addEventListener('change', change);
  const chart = intervalChart(comparison, comparison.metric);
  // The lines above the saved chart: what it shows, then the task and the runs.
  const heading = [`${comparison.metric} per run with its ${comparison.confidence * 100} % bootstrap interval`, `${result.task} — runs: ${runs.join(', ')}`];
  const csvRows = comparison.pairs.map((p) => [p.a, p.b, p.metric, p.difference, p.low, p.high, p.p, p.p_adjusted, p.flips]);
  section.append(
    h('p', { class: 'summary' },
      `Resampled over ${countOf(comparison.units, comparison.unit)}: ${comparison.resamples} bootstrap resamples (${comparison.confidence * 100} % intervals), `,
      `${comparison.trials} randomization trials per pair, seed ${comparison.seed}. Runs in one group are not significantly different (p ≥ ${comparison.alpha}).`),
    h('div', { class: 'row' }, h('label', { for: 'compare-metric' }, 'Metric'), metricSelect,
      h('label', { for: 'compare-baseline' }, 'Baseline'), baselineSelect),
    chart,
    scrollBox('table-wrap', rankingTable(comparison)),
    scrollBox('table-wrap', pMatrix(comparison, runs, comparison.metric)),
    h('div', { class: 'row' },
      h('button', { type: 'button', class: 'small secondary', onclick: () => downloadSvgPng(chart, `${safeName(result.task, 'comparison', comparison.metric)}.png`, heading) }, 'Chart as PNG'),
      h('button', { type: 'button', class: 'small secondary', onclick: () => downloadJson(result, `${safeName(result.task)}-comparison.json`) }, 'Comparison as JSON'),
      h('button', { type: 'button', class: 'small secondary', onclick: () => downloadCsv(['a', 'b', 'metric', 'difference', 'low', 'high', 'p', 'p_adjusted', 'flips'], csvRows, `${safeName(result.task)}-pairs.csv`) }, 'Pairs as CSV')));
  return section;
}
