// Browser tests of the generic rendering: results made up here (no task knows them) are given to
// renderResults on the built page, and the charts and tables are read back.
// Usage: node tests/browser/render.test.mjs --site build/wasm/site [--out build/wasm/browser]
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/static-server.mjs';

function argument(name, required = true) {
  const at = process.argv.indexOf(name);
  if (at < 0 || at + 1 >= process.argv.length) {
    if (required) throw new Error(`missing ${name}`);
    return null;
  }
  return path.resolve(process.argv[at + 1]);
}

const site = argument('--site');
const out = argument('--out', false);
if (out) fs.mkdirSync(out, { recursive: true });

let server, base, browser, profile;
const pageErrors = [];

before(async () => {
  ({ server, url: base } = await startServer(site, { base: '/bioeval/' }));
  profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bioeval-render-'));
  browser = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-default-apps',
    ],
  });
});

after(async () => {
  await browser?.close();
  server?.close();
  if (profile) fs.rmSync(profile, { recursive: true, force: true });
});

async function openPage() {
  const page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.goto(base);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
  return page;
}

// A valid schema-1 result with the given curves, tables, metrics and diagnostics.
function result({ curves = [], tables = [], metrics = { score: 0.5 }, metric_templates = {}, diagnostics = [] } = {}) {
  return {
    schema: 1,
    tool: { name: 'bioeval', version: 'test' },
    task: 'demo',
    profile: 'official',
    signature: 'bioeval:test|task:demo',
    options: {},
    inputs: { run: { name: 'run.txt', bytes: 1, lines: 1 } },
    valid: true,
    errors: 0,
    warnings: diagnostics.length,
    diagnostics,
    diagnostic_counts: Object.fromEntries(diagnostics.map((d) => [d.code, 1])),
    metrics,
    metric_templates,
    tables,
    curves,
    notes: [],
  };
}

// `task` is the description the page has of the task (its id and declared metrics).
async function render(page, runs, task = { id: 'demo', metrics: [] }) {
  await page.evaluate(
    async ({ given, description }) => {
      const { renderResults } = await import('./render.js');
      renderResults(document.getElementById('results'), given, description);
    },
    { given: runs, description: task },
  );
}

// What Chart.js was given for the chart of a curve family.
async function chartOf(page, family) {
  const selector = `[data-curve="${family}"] canvas`;
  await page.waitForFunction((s) => window.Chart?.getChart(document.querySelector(s)), selector);
  return page.evaluate((s) => {
    const chart = window.Chart.getChart(document.querySelector(s));
    return {
      labels: chart.data.datasets.map((d) => d.label),
      data: chart.data.datasets.map((d) => d.data.map((p) => (p !== null && typeof p === 'object' ? p.y : p))),
      legend: chart.options.plugins.legend.display,
      aria: document.querySelector(s).getAttribute('aria-label'),
    };
  }, selector);
}

async function headers(page, selector) {
  return page.$$eval(`${selector} thead th`, (cells) => cells.map((cell) => cell.textContent));
}

const SPECTRUM = {
  id: 'spectrum',
  title: 'Precision, recall and F1 per matching criterion',
  kind: 'bar',
  x: 'criterion',
  y: 'score',
  series: ['precision', 'recall', 'f1'],
  points: [
    ['exact', 0.5, 0.6, 0.545],
    ['partial', 0.8, null, 0.85],
  ],
};

test('a bar curve with series is drawn as grouped bars with one column per series', async () => {
  const page = await openPage();
  await render(page, [{ label: 'a.txt', result: result({ curves: [SPECTRUM] }) }]);
  const chart = await chartOf(page, 'spectrum');
  assert.deepEqual(chart.labels, ['precision', 'recall', 'f1']);
  assert.deepEqual(chart.data, [
    [0.5, 0.8],
    [0.6, null],
    [0.545, 0.85],
  ]);
  assert.equal(chart.legend, true);
  assert.match(chart.aria, /precision, recall, f1/);
  assert.deepEqual(await headers(page, '[data-curve="spectrum"] .numbers'), ['criterion', 'precision', 'recall', 'f1']);

  // The tooltip names the series.
  const canvas = page.locator('[data-curve="spectrum"] canvas');
  const at = await canvas.evaluate((node) => {
    const bar = window.Chart.getChart(node).getDatasetMeta(0).data[0];
    return { x: bar.x, y: (bar.y + bar.base) / 2 };
  });
  await canvas.hover({ position: at });
  const tooltip = await canvas.evaluateHandle((node) => window.Chart.getChart(node).tooltip);
  await page.waitForFunction((t) => t.body?.length > 0, tooltip);
  const lines = await tooltip.evaluate((t) => t.body.flatMap((b) => b.lines));
  assert.ok(lines.includes('precision: score 0.5000'), lines.join(' | '));
  if (out) await page.locator('[data-curve="spectrum"]').screenshot({ path: path.join(out, 'series-bars.png') });
  await page.close();
});

test('several runs give a dataset and a column per run and series', async () => {
  const page = await openPage();
  const other = {
    ...SPECTRUM,
    points: [
      ['exact', 0.4, 0.5, 0.444],
      ['partial', 0.7, 0.8, 0.747],
    ],
  };
  await render(page, [
    { label: 'a.txt', result: result({ curves: [SPECTRUM] }) },
    { label: 'b.txt', result: result({ curves: [other] }) },
  ]);
  const chart = await chartOf(page, 'spectrum');
  assert.deepEqual(chart.labels, [
    'precision (a.txt)',
    'recall (a.txt)',
    'f1 (a.txt)',
    'precision (b.txt)',
    'recall (b.txt)',
    'f1 (b.txt)',
  ]);
  assert.deepEqual(await headers(page, '[data-curve="spectrum"] .numbers'), [
    'criterion',
    'precision (a.txt)',
    'recall (a.txt)',
    'f1 (a.txt)',
    'precision (b.txt)',
    'recall (b.txt)',
    'f1 (b.txt)',
  ]);
  const rows = await page.$$eval('[data-curve="spectrum"] .numbers tbody tr', (trs) =>
    trs.map((tr) => [...tr.cells].map((td) => td.textContent)),
  );
  assert.deepEqual(rows[2], ['exact', '—', '—', '—', '0.4000', '0.5000', '0.4440']);
  if (out) await page.locator('[data-curve="spectrum"]').screenshot({ path: path.join(out, 'series-bars-runs.png') });
  await page.close();
});

test('a line curve with series draws one line each, with gaps; a curve without series is unchanged', async () => {
  const page = await openPage();
  const lines = {
    id: 'lines',
    title: 'Two lines',
    kind: 'line',
    x: 'k',
    y: 'value',
    series: ['low', 'high'],
    points: [
      [1, 0.1, 0.5],
      [2, null, 0.6],
      [3, 0.3, 0.7],
    ],
  };
  const plain = {
    id: 'plain',
    title: 'One line',
    kind: 'step',
    x: 'recall',
    y: 'precision',
    points: [
      [0.5, 1],
      [1, 0.5],
    ],
  };
  await render(page, [{ label: 'a.txt', result: result({ curves: [lines, plain] }) }]);
  const chart = await chartOf(page, 'lines');
  assert.deepEqual(chart.labels, ['low', 'high']);
  assert.deepEqual(chart.data, [
    [0.1, null, 0.3],
    [0.5, 0.6, 0.7],
  ]);
  assert.deepEqual(await headers(page, '[data-curve="lines"] .numbers'), ['k', 'low', 'high']);
  const single = await chartOf(page, 'plain');
  assert.deepEqual(single.labels, ['a.txt']);
  assert.deepEqual(single.data, [[1, 1, 0.5]]);
  assert.equal(single.legend, false);
  assert.deepEqual(await headers(page, '[data-curve="plain"] .numbers'), ['recall', 'precision']);
  if (out) await page.locator('#charts').screenshot({ path: path.join(out, 'series-lines.png') });
  await page.close();
});

test('a curve with a slider reads off every series at the chosen point and marks it on the chart', async () => {
  const page = await openPage();
  const threshold = {
    id: 'threshold',
    title: 'Scores by <b>threshold</b>',
    kind: 'line',
    x: 'threshold',
    y: 'score',
    slider: true,
    series: ['precision', 'recall', '<b>f1</b>'],
    points: [
      [0.1, 0.2, 0.9, 0.3333],
      [0.3, 0.4, 0.8, 0.5333],
      [0.5, 0.6, 0.6, 0.6],
      [0.7, 0.8, 0.3, 0.4364],
      [0.9, 0.95, 0.1, 0.181],
    ],
    marks: [
      { label: 'best F1', x: 0.52 },
      { label: 'a point', x: 0.1, y: 0.2 },
    ],
  };
  // Without series or a mark with x only: one value, the y, from the first point.
  const plain = {
    id: 'plain',
    title: 'One score',
    kind: 'step',
    x: 'cut',
    y: 'precision',
    slider: true,
    points: [
      [1, 0.75],
      [2, 0.5],
    ],
    marks: [{ label: 'floor', y: 0.5 }],
  };
  await render(page, [{ label: 'a.txt', result: result({ curves: [threshold, plain] }) }]);
  const card = '[data-curve="threshold"]';
  await chartOf(page, 'threshold');
  const shown = (curve) =>
    page.$eval(`[data-curve="${curve}"]`, (node) => ({
      index: node.querySelector('.slider input[type="range"]').value,
      max: node.querySelector('.slider input[type="range"]').max,
      label: node.querySelector('.slider label').textContent.replace(/\s+/g, ' '),
      values: [...node.querySelectorAll('.slider-values div')].map((d) => [
        d.querySelector('dt').textContent,
        d.querySelector('dd').textContent,
      ]),
      cursor: window.Chart.getChart(node.querySelector('canvas')).config.plugins.find((p) => p.id === 'cursor')
        .positions,
    }));
  assert.equal(await page.locator(`${card} .slider input[type="range"]`).count(), 1);
  // The start is the point nearest the vertical mark (x 0.52: the third point).
  assert.deepEqual(await shown('threshold'), {
    index: '2',
    max: '4',
    label: 'threshold 0.5000',
    values: [
      ['precision', '0.6000'],
      ['recall', '0.6000'],
      ['<b>f1</b>', '0.6000'],
    ],
    cursor: [2],
  });
  await page.$eval(`${card} .slider input[type="range"]`, (input) => {
    input.value = '4';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.deepEqual(await shown('threshold'), {
    index: '4',
    max: '4',
    label: 'threshold 0.9000',
    values: [
      ['precision', '0.9500'],
      ['recall', '0.1000'],
      ['<b>f1</b>', '0.1810'],
    ],
    cursor: [4],
  });
  // Text from the result stays text.
  assert.equal(await page.textContent(`${card} h3`), 'Scores by <b>threshold</b>');
  assert.equal(await page.locator(`${card} b`).count(), 0);
  assert.equal(await page.getAttribute(`${card} .slider input`, 'aria-valuetext'), 'threshold 0.9000');

  await chartOf(page, 'plain');
  assert.deepEqual(await shown('plain'), {
    index: '0',
    max: '1',
    label: 'cut 1',
    values: [['precision', '0.7500']],
    cursor: [0],
  });
  // A curve without slider has none.
  await render(page, [{ label: 'a.txt', result: result({ curves: [{ ...plain, slider: undefined }] }) }]);
  await chartOf(page, 'plain');
  assert.equal(await page.locator('[data-curve="plain"] .slider').count(), 0);
  // Several runs: a slider each, named after its run, each moving its own line.
  const other = { ...threshold, points: threshold.points.slice(1), marks: [] };
  await render(page, [
    { label: 'a.txt', result: result({ curves: [threshold] }) },
    { label: 'b.txt', result: result({ curves: [other] }) },
  ]);
  await chartOf(page, 'threshold');
  assert.deepEqual(await page.$$eval(`${card} .slider-run`, (s) => s.map((e) => e.textContent)), ['a.txt', 'b.txt']);
  await page.$eval(`${card} .slider:nth-child(2) input[type="range"]`, (input) => {
    input.value = '3';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.deepEqual(
    await page.$eval(
      card,
      (node) =>
        window.Chart.getChart(node.querySelector('canvas')).config.plugins.find((p) => p.id === 'cursor').positions,
    ),
    [2, 3],
  );
  assert.deepEqual(await page.$$eval(`${card} .slider:nth-child(2) dd`, (s) => s.map((e) => e.textContent)), [
    '0.9500',
    '0.1000',
    '0.1810',
  ]);
  if (out) await page.locator(card).screenshot({ path: path.join(out, 'slider.png') });
  await page.close();
});

test('category columns get a filter that combines with the text filter and the sort', async () => {
  const page = await openPage();
  const rows = Array.from({ length: 60 }, (_, i) => [`doc${i}`, ['cat', 'dog', 'eel'][i % 3], i % 2 ? 'yes' : null, i]);
  const table = { id: 'items', title: 'Items', columns: ['document', 'class', 'flag', 'n'], rows };
  await render(page, [{ label: 'a.txt', result: result({ tables: [table] }) }]);
  const card = '[data-table="items"]';
  // document has 60 values, n is numeric: no select for them.
  assert.deepEqual(await page.$$eval(`${card} select[data-column]`, (s) => s.map((e) => e.dataset.column)), ['class']);
  assert.deepEqual(
    await page.$$eval(`${card} select[data-column="class"] option`, (o) => o.map((e) => e.textContent)),
    ['class: all', 'cat', 'dog', 'eel'],
  );
  assert.equal(await page.getAttribute(`${card} select[data-column="class"]`, 'aria-label'), 'Filter rows by class');
  const info = () => page.textContent(`${card} .page-info`);
  await page.selectOption(`${card} select[data-column="class"]`, { label: 'dog' });
  assert.equal(await info(), 'rows 1–20 of 20');
  await page.fill(`${card} input[type="search"]`, 'doc1'); // doc1, doc10–19 of which dog: 1, 10, 13, 16, 19
  assert.equal(await info(), 'rows 1–5 of 5');
  await page.click(`${card} thead th:nth-child(4)`);
  await page.click(`${card} thead th:nth-child(4)`);
  const firsts = await page.$$eval(`${card} tbody tr`, (trs) => trs.map((tr) => tr.cells[0].textContent));
  assert.deepEqual(firsts, ['doc19', 'doc16', 'doc13', 'doc10', 'doc1']);
  await page.fill(`${card} input[type="search"]`, '');
  assert.equal(await info(), 'rows 1–20 of 20');
  assert.equal(await page.textContent(`${card} tbody tr td`), 'doc58'); // still sorted, descending
  await page.selectOption(`${card} select[data-column="class"]`, { label: 'class: all' });
  assert.equal(await info(), 'rows 1–50 of 60');
  await page.close();
});

// --- reading results: grouped metrics, phones, saved charts --------------------------------

// Metric maps shaped like those of the tasks (made up here): criteria × measures, families
// declared by templates, prefixes alone of their kind and names without a dot.
function nerLikeMetrics() {
  const metrics = {};
  for (const [criterion, tp] of [
    ['exact', 3],
    ['left', 4],
    ['partial', 5],
  ]) {
    Object.assign(metrics, {
      [`${criterion}.tp`]: tp,
      [`${criterion}.fp`]: 6 - tp,
      [`${criterion}.fn`]: 6 - tp,
      [`${criterion}.precision`]: tp / 6,
      [`${criterion}.recall`]: tp / 6,
      [`${criterion}.f1`]: tp / 6,
    });
  }
  for (const kind of ['complete', 'right']) {
    Object.assign(metrics, {
      [`jnlpba.${kind}.tp`]: 2,
      [`jnlpba.${kind}.precision`]: 0.25,
      [`jnlpba.${kind}.recall`]: 0.5,
      [`jnlpba.${kind}.f1`]: 1 / 3,
    });
  }
  for (const klass of ['protein', 'DNA']) {
    for (const kind of ['complete', 'right']) metrics[`jnlpba.${klass}.${kind}.f1`] = 0.4;
  }
  Object.assign(metrics, {
    'conlleval.found': 6,
    'conlleval.correct': 3,
    'conlleval.f1': 0.5,
    'conlleval.DNA.f1': 0.6,
    'conlleval.protein.f1': 0.7,
    tokens: 120,
  });
  return metrics;
}

// The template each family member instantiates, as the core names it in the result.
function nerLikeTemplates(metrics) {
  const templates = {};
  for (const name of Object.keys(metrics)) {
    const parts = name.split('.');
    if (parts[0] === 'jnlpba')
      templates[name] = parts.length === 3 ? `jnlpba.<kind>.${parts[2]}` : `jnlpba.<class>.<kind>.${parts[3]}`;
    if (parts[0] === 'conlleval' && parts.length === 3) templates[name] = `conlleval.<type>.${parts[2]}`;
  }
  return templates;
}

const NER_LIKE_TASK = {
  id: 'ner.like',
  metrics: [
    { name: 'exact.tp', definition: 'pairs under <b>exact</b>' },
    { name: 'jnlpba.<kind>.tp', definition: 'matches of one kind' },
    { name: 'jnlpba.<kind>.precision', definition: 'precision of one kind' },
    { name: 'jnlpba.<kind>.recall', definition: 'recall of one kind' },
    { name: 'jnlpba.<kind>.f1', definition: 'F1 of one kind' },
    { name: 'jnlpba.<class>.<kind>.f1', definition: 'F1 of one class and kind' },
    { name: 'conlleval.<type>.f1', definition: 'F1 of one type' },
  ],
};

const BB3_MEASURES = ['ser', 'recall', 'precision', 'predictions'];
const BB3_SCORINGS = [
  'standard_scoring',
  'habitats_only',
  'habitats_only_cap_to_human_and_food_lists',
  'cap_to_species.bacteria_only',
  'boundaries_pairing.habitats_boundaries_only',
];

function bb3LikeMetrics(shift = 0) {
  const metrics = {};
  BB3_SCORINGS.forEach((scoring, i) =>
    BB3_MEASURES.forEach((measure, j) => {
      metrics[`${scoring}.${measure}`] = 0.1 * (i + 1) + 0.01 * j + shift;
    }),
  );
  Object.assign(metrics, { 'multiple_normalizations.precision': 0.9, 'multiple_normalizations.references': 12 });
  return metrics;
}

// The grouped tables as {corner, columns, rows}: each row its label, run (when shown) and
// cells' text; `names` the metric of each cell. A corner without a name is an empty cell.
function groupedTables(page) {
  return page.$$eval('#metric-groups table', (tables) =>
    tables.map((table) => {
      const [corner, ...columns] = [...table.querySelector('thead tr').cells].map((cell) => cell.textContent);
      return {
        corner,
        columns,
        rows: [...table.querySelectorAll(':scope > tr')].map((tr) => [...tr.cells].map((cell) => cell.textContent)),
        names: [...table.querySelectorAll(':scope > tr')].map((tr) =>
          [...tr.querySelectorAll('td')].map((td) => td.dataset.metric ?? null),
        ),
      };
    }),
  );
}

test('the metric map is shown as tables grouped by the parts of the names, the main score first', async () => {
  const page = await openPage();
  const metrics = nerLikeMetrics();
  await render(
    page,
    [{ label: 'a.txt', result: result({ metrics, metric_templates: nerLikeTemplates(metrics) }) }],
    NER_LIKE_TASK,
  );
  const tables = await groupedTables(page);
  assert.deepEqual(
    tables.map(({ corner, columns }) => [corner, columns]),
    [
      ['', ['tp', 'fp', 'fn', 'precision', 'recall', 'f1']],
      ['jnlpba.<kind>', ['tp', 'precision', 'recall', 'f1']],
      ['f1', ['complete', 'right']], // one measure: the prefix's last part gives the columns
      ['', ['found', 'correct', 'f1']], // a prefix alone of its kind
      ['f1', ['DNA', 'protein']], // its own family (conlleval.<type>), apart from jnlpba's
      ['', ['value']], // names without a dot
    ],
  );
  assert.deepEqual(tables[0].rows, [
    ['exact', '3', '3', '3', '0.5000', '0.5000', '0.5000'],
    ['left', '4', '2', '2', '0.6667', '0.6667', '0.6667'],
    ['partial', '5', '1', '1', '0.8333', '0.8333', '0.8333'],
  ]);
  assert.deepEqual(tables[0].names[1], ['left.tp', 'left.fp', 'left.fn', 'left.precision', 'left.recall', 'left.f1']);
  assert.deepEqual(
    tables[2].rows.map((row) => row[0]),
    ['jnlpba.protein', 'jnlpba.DNA'],
  );
  assert.deepEqual(tables[2].names[1], ['jnlpba.DNA.complete.f1', 'jnlpba.DNA.right.f1']);
  assert.deepEqual(tables[4].rows, [['conlleval', '0.6000', '0.7000']]);
  assert.deepEqual(tables[5].rows, [['tokens', '120']]);
  // Every metric is in exactly one grouped table.
  assert.deepEqual(
    tables
      .flatMap((t) => t.names.flat())
      .filter(Boolean)
      .sort(),
    Object.keys(metrics).sort(),
  );
  // A cell tells its full name and definition, a template's for a family member, as text.
  assert.equal(
    await page.getAttribute('#metric-groups td[data-metric="jnlpba.DNA.right.f1"]', 'title'),
    'jnlpba.DNA.right.f1 = 0.4\nF1 of one class and kind',
  );
  assert.equal(
    await page.getAttribute('#metric-groups td[data-metric="exact.tp"]', 'title'),
    'exact.tp = 3\npairs under <b>exact</b>',
  );

  // The main score (the result's first metric) comes first, then the groups; the flat list of
  // every metric is still there, closed, one click away, and the only rows `#metrics tbody tr`
  // finds.
  assert.deepEqual(
    await page.$$eval('#metrics > :not(h2)', (nodes) => nodes.slice(0, 3).map((n) => n.className || n.id)),
    ['main-score', 'metric-groups', 'all-metrics'],
  );
  assert.equal(await page.getAttribute('#metrics .main-score', 'data-metric'), 'exact.tp');
  assert.equal(await page.textContent('#metrics .main-score .main-value'), '3');
  assert.match(await page.textContent('#metrics .main-score'), /pairs under <b>exact<\/b>/);
  assert.equal(await page.isVisible('#metric-groups table'), true);
  assert.equal(await page.isVisible('#metrics table.metrics'), false);
  const flat = () =>
    page.$$eval('#metrics tbody tr', (rows) =>
      rows.map((row) => [row.dataset.metric, row.querySelector('td.num').dataset.value]),
    );
  assert.deepEqual(
    await flat(),
    Object.entries(metrics).map(([name, value]) => [name, String(value)]),
  );
  await page.click('#metrics .all-metrics summary');
  assert.equal(await page.isVisible('#metrics table.metrics'), true);
  assert.equal(
    await page.textContent('#metrics tbody tr[data-metric="jnlpba.protein.right.f1"] td.definition'),
    'F1 of one class and kind',
  );
  if (out) await page.locator('#metrics').screenshot({ path: path.join(out, 'metrics-ner-like.png') });
  await page.close();
});

test('several runs: a line per run in each grouped row, a column per run in the flat list', async () => {
  const page = await openPage();
  const a = bb3LikeMetrics();
  const b = bb3LikeMetrics(0.005);
  await render(page, [
    { label: 'a.txt', result: result({ metrics: a }) },
    { label: 'b.txt', result: result({ metrics: b }) },
  ]);
  const tables = await groupedTables(page);
  assert.deepEqual(
    tables.map(({ corner, columns }) => [corner, columns]),
    [
      ['', ['run', ...BB3_MEASURES]],
      ['', ['run', 'precision', 'references']],
    ],
  );
  // The prefix heads the first of its lines (spanning both), the run heads each line.
  assert.deepEqual(tables[0].rows.slice(0, 4), [
    ['standard_scoring', 'a.txt', '0.1000', '0.1100', '0.1200', '0.1300'],
    ['b.txt', '0.1050', '0.1150', '0.1250', '0.1350'],
    ['habitats_only', 'a.txt', '0.2000', '0.2100', '0.2200', '0.2300'],
    ['b.txt', '0.2050', '0.2150', '0.2250', '0.2350'],
  ]);
  assert.deepEqual(
    tables[0].rows.filter((row) => row.length === 6).map((row) => row[0]),
    BB3_SCORINGS,
  );
  assert.equal(
    await page.getAttribute('#metric-groups tr[data-row="cap_to_species.bacteria_only"] th.row-label', 'rowspan'),
    '2',
  );
  // Main score: the first metric, each run's value.
  assert.deepEqual(await page.$$eval('#metrics .main-value', (v) => v.map((e) => e.textContent)), [
    'a.txt0.1000',
    'b.txt0.1050',
  ]);
  // The flat list: a row per metric, a value cell per run.
  const column = (index) =>
    page.$$eval(
      '#metrics tbody tr',
      (rows, i) =>
        Object.fromEntries(
          rows.map((row) => [row.dataset.metric, Number(row.querySelectorAll('td.num')[i].dataset.value)]),
        ),
      index,
    );
  assert.deepEqual(await column(0), a);
  assert.deepEqual(await column(1), b);
  if (out) await page.locator('#metrics').screenshot({ path: path.join(out, 'metrics-bb3-like-runs.png') });
  await page.close();
});

test('a main score without a dot is not repeated in the tables; with nothing to group, the flat list is open', async () => {
  const page = await openPage();
  const metrics = { documents: 4, 'micro.tp': 3, 'micro.f1': 0.5, 'macro.f1': 0.4, 'macro.f1_sd': 0.1, queries: 2 };
  await render(page, [{ label: 'a.txt', result: result({ metrics }) }]);
  assert.equal(await page.getAttribute('#metrics .main-score', 'data-metric'), 'documents');
  // micro and macro are alone of their kind: one table together, their measures' union as columns.
  const tables = await groupedTables(page);
  assert.deepEqual(
    tables.map(({ columns, rows }) => [columns, rows]),
    [
      [
        ['tp', 'f1', 'f1_sd'],
        [
          ['micro', '3', '0.5000', ''],
          ['macro', '', '0.4000', '0.1000'],
        ],
      ],
      [['value'], [['queries', '2']]],
    ],
  );
  assert.equal(await page.$$eval('#metrics tbody tr', (rows) => rows.length), 6);
  assert.equal(await page.$eval('#metrics .all-metrics', (details) => details.open), false);
  // A single metric without a dot: the main score, and the flat list open below it.
  await render(page, [{ label: 'a.txt', result: result() }]);
  assert.equal(await page.locator('#metric-groups').count(), 0);
  assert.equal(await page.$eval('#metrics .all-metrics', (details) => details.open), true);
  await page.waitForSelector('#metrics table', { timeout: 5_000 });
  await page.close();
});

test('a metric is defined by the template the result names, the page guessing none', async () => {
  const page = await openPage();
  const task = {
    id: 'demo',
    metrics: [
      { name: 'macro.<m>_sd', definition: 'spread over folds' },
      { name: 'queries', definition: 'lists' },
    ],
  };
  // The core tied macro.f1_sd to its template; macro.p_sd, though it looks like one, it did not.
  const metrics = { queries: 2, 'macro.f1_sd': 0.1, 'macro.p_sd': 0.2 };
  await render(
    page,
    [{ label: 'a.txt', result: result({ metrics, metric_templates: { 'macro.f1_sd': 'macro.<m>_sd' } }) }],
    task,
  );
  const definitions = await page.$$eval('#metrics tbody tr', (rows) =>
    rows.map((row) => [row.dataset.metric, row.querySelector('td.definition').textContent]),
  );
  assert.deepEqual(definitions, [
    ['queries', 'lists'],
    ['macro.f1_sd', 'spread over folds'],
    ['macro.p_sd', ''],
  ]);
  await page.close();
});

test('on a phone the page stays as wide as the screen: tables scroll in their box, the caret stays in view', async () => {
  const page = await openPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const line = `T12\tHabitat 1034 1071\t${'a long habitat mention '.repeat(3)}\tN7\tOntoBiotope Annotation:T12 Referent:OBT:000001`;
  const column = line.indexOf('OBT:') + 1;
  const diagnostics = [
    {
      severity: 'warning',
      code: 'demo-warning',
      input: 'run',
      file: 'run/BB-cat+ner-12345678.a2',
      line: 3,
      column,
      message: 'A made-up finding far along its line.',
      text: line,
    },
  ];
  const wide = {
    id: 'wide',
    title: 'A table with many columns',
    columns: Array.from({ length: 14 }, (_, i) => `column number ${i}`),
    rows: [Array.from({ length: 14 }, (_, i) => `a_rather_long_value_${i}`)],
  };
  const curve = {
    id: 'pr.micro',
    title: 'Precision–recall',
    kind: 'line',
    x: 'recall',
    y: 'precision',
    points: [
      [0, 1],
      [0.5, 0.8],
      [1, 0.4],
    ],
  };
  const runs = ['a-run-file-with-a-long-name.txt', 'b-run-file-with-a-long-name.txt'].map((label, i) => ({
    label,
    result: result({ metrics: bb3LikeMetrics(i / 100), diagnostics, tables: [wide], curves: [curve] }),
  }));
  await render(page, runs);
  await page.waitForSelector('[data-curve="pr.micro"] canvas');
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok((await pageWidth()) <= 390, `the page is ${await pageWidth()} px wide`);
  // The grouped tables are wider than the screen: they scroll inside their own box.
  const box = await page.$eval('#metric-groups .table-wrap', (node) => ({
    scroll: node.scrollWidth,
    client: node.clientWidth,
  }));
  assert.ok(box.scroll > box.client, JSON.stringify(box));
  await page.click('#metrics .all-metrics summary');
  assert.ok((await pageWidth()) <= 390, `with the flat list open, the page is ${await pageWidth()} px wide`);
  // The caret under column `column` is inside the excerpt's visible box.
  await page.waitForFunction(() => document.querySelector('.excerpt').scrollLeft > 0, null, { timeout: 5_000 });
  const caret = await page.$eval('.excerpt', (excerpt) => {
    const box = excerpt.getBoundingClientRect();
    const caret = excerpt.querySelector('.caret').getBoundingClientRect();
    return { left: box.left, right: box.right, caret: caret.right };
  });
  assert.ok(caret.caret > caret.left && caret.caret <= caret.right, JSON.stringify(caret));
  if (out) await page.screenshot({ path: path.join(out, 'phone-390.png'), fullPage: true });
  await page.close();
});

// The width and height of a PNG, from its IHDR chunk.
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('a chart saved as PNG is named after the task and the curve and shows its title and runs above it', async () => {
  const page = await openPage();
  const micro = {
    id: 'ipr.micro',
    title: 'Micro interpolated precision/recall',
    kind: 'step',
    x: 'recall',
    y: 'precision',
    points: [
      [0.5, 1],
      [1, 0.5],
    ],
  };
  const member = (doc) => ({
    id: `ipr.document:${doc}`,
    title: `Interpolated precision/recall of ${doc}`,
    kind: 'step',
    x: 'recall',
    y: 'precision',
    points: [[1, 0.5]],
  });
  const curves = [micro, member('d1'), member('d2')];
  await render(
    page,
    [
      { label: 'a.txt', result: result({ curves }) },
      { label: 'b.txt', result: result({ curves }) },
    ],
    { id: 'bc25.int', metrics: [] },
  );
  await chartOf(page, 'ipr.micro');
  // Every text drawn on a canvas from now on.
  await page.evaluate(() => {
    window.drawnTexts = [];
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function record(text, ...rest) {
      window.drawnTexts.push(String(text));
      return fillText.call(this, text, ...rest);
    };
  });
  const save = async (family) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click(`[data-curve="${family}"] button:has-text("PNG")`),
    ]);
    return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
  };
  const saved = await save('ipr.micro');
  assert.equal(saved.name, 'bc25.int-ipr-micro.png');
  const canvas = await page.$eval('[data-curve="ipr.micro"] canvas', (node) => ({
    width: node.width,
    height: node.height,
  }));
  const image = pngSize(saved.bytes);
  assert.equal(image.width, canvas.width);
  assert.ok(image.height > canvas.height + 20, `${image.height} against the chart's ${canvas.height}`);
  const drawn = await page.evaluate(() => window.drawnTexts);
  assert.ok(drawn.includes('Micro interpolated precision/recall'), drawn.join(' | '));
  assert.ok(drawn.includes('bc25.int — runs: a.txt, b.txt'), drawn.join(' | '));
  if (out) fs.writeFileSync(path.join(out, saved.name), saved.bytes);
  // A family's member: the name follows the member shown.
  await chartOf(page, 'ipr.document');
  await page.selectOption('[data-curve="ipr.document"] select', 'd2');
  assert.equal((await save('ipr.document')).name, 'bc25.int-ipr-document-d2.png');
  assert.ok((await page.evaluate(() => window.drawnTexts)).includes('Interpolated precision/recall of d2'));
  await page.close();
});

test('a check says it scores nothing, and suggests force only where force would score', async () => {
  const page = await openPage();
  const error = { severity: 'error', code: 'field-count', input: 'run', line: 1, column: 1, message: 'two fields' };
  const valid = { ...result({ metrics: undefined }), mode: 'check' };
  delete valid.metrics;
  await render(page, [{ label: 'run.txt', result: valid }]);
  assert.match(await page.textContent('#validation .verdict'), /^Valid format/);
  assert.equal(
    await page.textContent('#metrics .hint'),
    'No scores: a check validates the files only. Score them with the gold to see the numbers.',
  );

  const invalid = { ...valid, valid: false, errors: 1, diagnostics: [error], diagnostic_counts: { 'field-count': 1 } };
  await render(page, [{ label: 'run.txt', result: invalid }]);
  const checked = await page.textContent('#validation .verdict');
  assert.match(checked, /^Invalid/);
  assert.doesNotMatch(checked, /force/);

  const scoring = { ...invalid, mode: 'score' };
  await render(page, [{ label: 'run.txt', result: scoring }]);
  assert.match(await page.textContent('#validation .verdict'), /set “force” to score it anyway/);
  assert.equal(await page.textContent('#metrics .hint'), 'No scores: the inputs did not pass validation.');
  await page.close();
});

// A BB3-like result whose main score, the slot error rate, and its error terms get better lower,
// as the task description says (`better` of each declared metric).
const SER_LIKE_TASK = {
  id: 'ser-demo',
  main_metric: 'standard_scoring.ser',
  metrics: [
    { name: 'standard_scoring.ser', definition: 'slot error rate', better: 'lower' },
    { name: 'standard_scoring.mismatches', definition: 'the substitutions', better: 'lower' },
    { name: 'standard_scoring.matches', definition: 'Σ similarity', better: 'neither' },
    { name: 'standard_scoring.recall', definition: 'matches / references', better: 'higher' },
    { name: 'standard_scoring.insertions', definition: 'predictions left unpaired', better: 'lower' },
    { name: 'standard_scoring.deletions', definition: 'gold items left unpaired', better: 'lower' },
    { name: 'habitats_only.ser', definition: 'slot error rate', better: 'lower' },
    { name: 'habitats_only.mismatches', definition: 'the substitutions', better: 'lower' },
    { name: 'habitats_only.matches', definition: 'Σ similarity', better: 'neither' },
    { name: 'habitats_only.recall', definition: 'matches / references', better: 'higher' },
  ],
};

function serLikeResult() {
  const metrics = {
    'standard_scoring.ser': 0.235,
    'standard_scoring.mismatches': -1e-17,
    'standard_scoring.matches': 950,
    'standard_scoring.recall': 0.8,
    'habitats_only.ser': 0.3,
    'habitats_only.mismatches': 0,
    'habitats_only.matches': 500,
    'habitats_only.recall': 0.7,
  };
  const tables = [
    {
      id: 'documents',
      title: 'Per document (standard_scoring)',
      columns: ['document', 'matches', 'mismatches', 'ser'],
      rows: [
        ['d1', 10, 0, 0],
        ['d2', 5, 0, 0.5],
      ],
    },
  ];
  const curves = [
    {
      id: 'documents',
      title: 'ser per document',
      kind: 'bar',
      x: 'document',
      y: 'ser',
      points: [
        ['d1', 0],
        ['d2', 0.5],
      ],
    },
    {
      id: 'ser_components',
      title: 'SER components per scoring',
      kind: 'bar',
      x: 'scoring',
      y: 'items',
      series: ['matches', 'mismatches', 'insertions', 'deletions'],
      points: [
        ['standard_scoring', 950, -1e-17, 120, 200],
        ['habitats_only', 500, 0, 80, 100],
      ],
    },
  ];
  return result({ metrics, tables, curves });
}

test('a number that gets better lower says so where it stands: the main score, the columns, the charts', async () => {
  const page = await openPage();
  await render(page, [{ label: 'run.zip', result: serLikeResult() }], SER_LIKE_TASK);
  const note = '#metrics .main-score .main-name .lower-better';
  assert.equal(await page.getAttribute('#metrics .main-score', 'data-metric'), 'standard_scoring.ser');
  assert.equal(await page.textContent(note), '↓ lower is better');
  assert.match(await page.getAttribute(note, 'title'), /^Lower is better/);
  // The grouped table: the columns of the SER and the mismatches say it, the others do not.
  const columns = await page.$$eval('#metric-groups table thead tr > *', (cells) =>
    cells.map((c) => [c.firstChild?.textContent ?? '', Boolean(c.querySelector('.lower-better'))]),
  );
  assert.deepEqual(columns, [
    ['', false],
    ['ser', true],
    ['mismatches', true],
    ['matches', false],
    ['recall', false],
  ]);
  // A sum of zeros a rounding error below 0 reads 0, its exact value kept for hovering.
  const mismatches = '#metric-groups td[data-metric="standard_scoring.mismatches"]';
  assert.equal(await page.textContent(mismatches), '0.0000');
  assert.equal(await page.getAttribute(mismatches, 'data-value'), '-1e-17');
  // The flat list, row by row.
  const flat = await page.$$eval('#metrics table.metrics tbody tr', (rows) =>
    rows.filter((r) => r.querySelector('.lower-better')).map((r) => r.dataset.metric),
  );
  assert.deepEqual(flat, [
    'standard_scoring.ser',
    'standard_scoring.mismatches',
    'habitats_only.ser',
    'habitats_only.mismatches',
  ]);
  // The result's tables: the columns named after a measure that gets better lower.
  assert.deepEqual(await headers(page, '[data-table="documents"]'), [
    'document',
    'matches',
    'mismatches ↓ lower is better',
    'ser ↓ lower is better',
  ]);
  // The charts: beside the title, with the series it concerns when not all of them.
  await chartOf(page, 'documents');
  assert.equal(await page.textContent('[data-curve="documents"] h3'), 'ser per document ↓ lower is better');
  await chartOf(page, 'ser_components');
  assert.equal(
    await page.textContent('[data-curve="ser_components"] h3'),
    'SER components per scoring ↓ lower is better: mismatches, insertions, deletions',
  );
  if (out) await page.locator('#metrics').screenshot({ path: path.join(out, 'metrics-lower-is-better.png') });
  await page.close();
});

test('an axis of values never below 0 starts at 0, even when a sum of zeros rounds a hair below it', async () => {
  const page = await openPage();
  const zeros = {
    id: 'ser_components',
    title: 'SER components per scoring',
    kind: 'bar',
    x: 'scoring',
    y: 'items',
    series: ['mismatches'],
    points: [
      ['standard_scoring', -1e-17],
      ['habitats_only', 0],
      ['bacteria_only', 0],
    ],
  };
  const counts = {
    id: 'counts',
    title: 'Counts',
    kind: 'line',
    x: 'k',
    y: 'errors',
    points: [
      [1, 3],
      [2, 7],
      [3, 12],
    ],
  };
  const signed = {
    id: 'signed',
    title: 'Differences',
    kind: 'line',
    x: 'k',
    y: 'difference',
    points: [
      [1, -3],
      [2, 7],
    ],
  };
  await render(page, [{ label: 'run.zip', result: result({ curves: [zeros, counts, signed] }) }], SER_LIKE_TASK);
  const yScale = (family) =>
    page.evaluate((s) => {
      const chart = window.Chart.getChart(document.querySelector(s));
      return { min: chart.scales.y.min, ticks: chart.scales.y.ticks.map((t) => t.value) };
    }, `[data-curve="${family}"] canvas`);
  for (const family of ['ser_components', 'counts']) {
    await chartOf(page, family);
    const y = await yScale(family);
    assert.equal(y.min, 0, family);
    assert.ok(
      y.ticks.every((t) => t >= 0),
      `${family}: ${y.ticks}`,
    );
  }
  // A curve with a negative value keeps its axis below 0.
  await chartOf(page, 'signed');
  assert.ok((await yScale('signed')).min < 0);
  await page.close();
});

test('the documents worst first: by the score, the highest first when the scores get better lower', async () => {
  const page = await openPage();
  const order = (index) =>
    page.evaluate(async (given) => {
      const { documentsBrowser } = await import('./documents_view.js');
      const browser = documentsBrowser(given, async (id) => ({
        id,
        annotations: [],
        relations: [],
        groups: [],
        items: [],
        missed: [],
      }));
      return [...browser.element.querySelectorAll('.document-item')].map((b) => b.dataset.document);
    }, index);
  const documents = [
    ['perfect', 0],
    ['bad', 0.5],
    ['fair', 0.235],
    ['empty', null],
  ].map(([id, score]) => ({ id, score, counts: { v: {} } }));
  const index = {
    unit: 'document',
    views: ['v'],
    default_view: 'v',
    verdicts: [{ id: 'match', label: 'match', kind: 'good' }],
    documents,
  };
  assert.deepEqual(await order({ ...index, score_better: 'lower' }), ['bad', 'fair', 'perfect', 'empty']);
  assert.deepEqual(await order({ ...index, score_better: 'higher' }), ['perfect', 'fair', 'bad', 'empty']);
  await page.close();
});

// The contrast ratio of two CSS colours 'rgb(r, g, b)' (WCAG 2).
function contrast(foreground, background) {
  const luminance = (css) => {
    const [r, g, b] = css
      .match(/\d+(\.\d+)?/g)
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

test('a valid result whose warnings cost points is amber and says why; without cautions it stays green', async () => {
  const page = await openPage();
  const warning = {
    severity: 'warning',
    code: 'mention-text-differs',
    input: 'run',
    line: 1,
    column: 1,
    message: 'differs',
  };
  const cautioned = {
    ...result({ diagnostics: [warning] }),
    warnings: 6082,
    diagnostic_counts: { 'mention-text-differs': 6082 },
    cautions: [
      {
        code: 'mention-text-differs',
        count: 6082,
        of: 6331,
        items: 'mentions',
        message: '96 % of mentions (6082 of 6331) do not match their sentence text',
        pattern: 'offsets shifted by \u22121?',
      },
    ],
  };
  await render(page, [{ label: 'run.eval', result: cautioned }]);
  const amber = await page.$('#validation .verdict');
  assert.equal(await amber.getAttribute('class'), 'verdict caution');
  assert.equal(
    await amber.textContent(),
    'Valid, but 96 % of mentions (6082 of 6331) do not match their sentence text: offsets shifted by \u22121? — 0 errors, 6082 warnings; these warnings cost points.',
  );
  const colours = await amber.evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]);
  assert.ok(contrast(...colours) >= 4.5, `${colours}: ${contrast(...colours)}`);
  assert.notEqual(
    colours[1],
    await page.evaluate(() => {
      const probe = document.createElement('p');
      probe.className = 'verdict ok';
      document.body.append(probe);
      return getComputedStyle(probe).backgroundColor;
    }),
  );

  // A caution without a pattern, and a second one: each is said.
  const two = {
    ...cautioned,
    cautions: [
      { ...cautioned.cautions[0], pattern: undefined },
      { code: 'run-empty', count: 1, of: 0, items: '', message: 'the run is empty: every gold item is missed' },
    ],
  };
  await render(page, [{ label: 'run.eval', result: two }]);
  assert.match(
    await page.textContent('#validation .verdict'),
    /^Valid, but 96 % of mentions \(6082 of 6331\) do not match their sentence text; and the run is empty: every gold item is missed — /,
  );

  const plain = result({ diagnostics: [{ ...warning, code: 'trailing-blank-line' }] });
  await render(page, [{ label: 'run.eval', result: plain }]);
  assert.equal(await page.getAttribute('#validation .verdict', 'class'), 'verdict ok');
  assert.match(await page.textContent('#validation .verdict'), /^Valid format — 0 errors, 1 warning\.$/);

  // Errors stay red, cautions or not.
  const invalid = { ...cautioned, valid: false, errors: 1 };
  await render(page, [{ label: 'run.eval', result: invalid }]);
  assert.equal(await page.getAttribute('#validation .verdict', 'class'), 'verdict bad');
  await page.close();
});

test('no script error happened', () => {
  assert.deepEqual(pageErrors, []);
});
