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
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', '--disable-default-apps'],
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
  page.on('console', (message) => { if (message.type() === 'error') pageErrors.push(message.text()); });
  await page.goto(base);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
  return page;
}

// A valid schema-1 result with the given curves and tables.
function result({ curves = [], tables = [] } = {}) {
  return {
    schema: 1, tool: { name: 'bioeval', version: 'test' }, task: 'demo', profile: 'official',
    signature: 'bioeval:test|task:demo', options: {}, inputs: { run: { name: 'run.txt', bytes: 1, lines: 1 } },
    valid: true, errors: 0, warnings: 0, diagnostics: [], diagnostic_counts: {},
    metrics: { score: 0.5 }, tables, curves, notes: [],
  };
}

async function render(page, runs) {
  await page.evaluate(async (given) => {
    const { renderResults } = await import('./render.js');
    renderResults(document.getElementById('results'), given, { id: 'demo', metrics: [] });
  }, runs);
}

// What Chart.js was given for the chart of a curve family.
async function chartOf(page, family) {
  const selector = `[data-curve="${family}"] canvas`;
  await page.waitForFunction((s) => window.Chart.getChart(document.querySelector(s)), selector);
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
  id: 'spectrum', title: 'Precision, recall and F1 per matching criterion', kind: 'bar', x: 'criterion', y: 'score',
  series: ['precision', 'recall', 'f1'], points: [['exact', 0.5, 0.6, 0.545], ['partial', 0.8, null, 0.85]],
};

test('a bar curve with series is drawn as grouped bars with one column per series', async () => {
  const page = await openPage();
  await render(page, [{ label: 'a.txt', result: result({ curves: [SPECTRUM] }) }]);
  const chart = await chartOf(page, 'spectrum');
  assert.deepEqual(chart.labels, ['precision', 'recall', 'f1']);
  assert.deepEqual(chart.data, [[0.5, 0.8], [0.6, null], [0.545, 0.85]]);
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
  const other = { ...SPECTRUM, points: [['exact', 0.4, 0.5, 0.444], ['partial', 0.7, 0.8, 0.747]] };
  await render(page, [{ label: 'a.txt', result: result({ curves: [SPECTRUM] }) }, { label: 'b.txt', result: result({ curves: [other] }) }]);
  const chart = await chartOf(page, 'spectrum');
  assert.deepEqual(chart.labels, ['precision (a.txt)', 'recall (a.txt)', 'f1 (a.txt)', 'precision (b.txt)', 'recall (b.txt)', 'f1 (b.txt)']);
  assert.deepEqual(await headers(page, '[data-curve="spectrum"] .numbers'),
    ['criterion', 'precision (a.txt)', 'recall (a.txt)', 'f1 (a.txt)', 'precision (b.txt)', 'recall (b.txt)', 'f1 (b.txt)']);
  const rows = await page.$$eval('[data-curve="spectrum"] .numbers tbody tr', (trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
  assert.deepEqual(rows[2], ['exact', '—', '—', '—', '0.4000', '0.5000', '0.4440']);
  if (out) await page.locator('[data-curve="spectrum"]').screenshot({ path: path.join(out, 'series-bars-runs.png') });
  await page.close();
});

test('a line curve with series draws one line each, with gaps; a curve without series is unchanged', async () => {
  const page = await openPage();
  const lines = { id: 'lines', title: 'Two lines', kind: 'line', x: 'k', y: 'value', series: ['low', 'high'],
    points: [[1, 0.1, 0.5], [2, null, 0.6], [3, 0.3, 0.7]] };
  const plain = { id: 'plain', title: 'One line', kind: 'step', x: 'recall', y: 'precision', points: [[0.5, 1], [1, 0.5]] };
  await render(page, [{ label: 'a.txt', result: result({ curves: [lines, plain] }) }]);
  const chart = await chartOf(page, 'lines');
  assert.deepEqual(chart.labels, ['low', 'high']);
  assert.deepEqual(chart.data, [[0.1, null, 0.3], [0.5, 0.6, 0.7]]);
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
    id: 'threshold', title: 'Scores by <b>threshold</b>', kind: 'line', x: 'threshold', y: 'score', slider: true,
    series: ['precision', 'recall', '<b>f1</b>'],
    points: [[0.1, 0.2, 0.9, 0.3333], [0.3, 0.4, 0.8, 0.5333], [0.5, 0.6, 0.6, 0.6], [0.7, 0.8, 0.3, 0.4364], [0.9, 0.95, 0.1, 0.181]],
    marks: [{ label: 'best F1', x: 0.52 }, { label: 'a point', x: 0.1, y: 0.2 }],
  };
  // Without series or a mark with x only: one value, the y, from the first point.
  const plain = { id: 'plain', title: 'One score', kind: 'step', x: 'cut', y: 'precision', slider: true,
    points: [[1, 0.75], [2, 0.5]], marks: [{ label: 'floor', y: 0.5 }] };
  await render(page, [{ label: 'a.txt', result: result({ curves: [threshold, plain] }) }]);
  const card = '[data-curve="threshold"]';
  await chartOf(page, 'threshold');
  const shown = (curve) => page.$eval(`[data-curve="${curve}"]`, (node) => ({
    index: node.querySelector('.slider input[type="range"]').value,
    max: node.querySelector('.slider input[type="range"]').max,
    label: node.querySelector('.slider label').textContent.replace(/\s+/g, ' '),
    values: [...node.querySelectorAll('.slider-values div')].map((d) => [d.querySelector('dt').textContent, d.querySelector('dd').textContent]),
    cursor: window.Chart.getChart(node.querySelector('canvas')).config.plugins.find((p) => p.id === 'cursor').positions,
  }));
  assert.equal(await page.locator(`${card} .slider input[type="range"]`).count(), 1);
  // The start is the point nearest the vertical mark (x 0.52: the third point).
  assert.deepEqual(await shown('threshold'), {
    index: '2', max: '4', label: 'threshold 0.5000',
    values: [['precision', '0.6000'], ['recall', '0.6000'], ['<b>f1</b>', '0.6000']], cursor: [2],
  });
  await page.$eval(`${card} .slider input[type="range"]`, (input) => {
    input.value = '4';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.deepEqual(await shown('threshold'), {
    index: '4', max: '4', label: 'threshold 0.9000',
    values: [['precision', '0.9500'], ['recall', '0.1000'], ['<b>f1</b>', '0.1810']], cursor: [4],
  });
  // Text from the result stays text.
  assert.equal(await page.textContent(`${card} h3`), 'Scores by <b>threshold</b>');
  assert.equal(await page.locator(`${card} b`).count(), 0);
  assert.equal(await page.getAttribute(`${card} .slider input`, 'aria-valuetext'), 'threshold 0.9000');

  await chartOf(page, 'plain');
  assert.deepEqual(await shown('plain'), {
    index: '0', max: '1', label: 'cut 1', values: [['precision', '0.7500']], cursor: [0],
  });
  // A curve without slider has none.
  await render(page, [{ label: 'a.txt', result: result({ curves: [{ ...plain, slider: undefined }] }) }]);
  await chartOf(page, 'plain');
  assert.equal(await page.locator('[data-curve="plain"] .slider').count(), 0);
  // Several runs: a slider each, named after its run, each moving its own line.
  const other = { ...threshold, points: threshold.points.slice(1), marks: [] };
  await render(page, [{ label: 'a.txt', result: result({ curves: [threshold] }) }, { label: 'b.txt', result: result({ curves: [other] }) }]);
  await chartOf(page, 'threshold');
  assert.deepEqual(await page.$$eval(`${card} .slider-run`, (s) => s.map((e) => e.textContent)), ['a.txt', 'b.txt']);
  await page.$eval(`${card} .slider:nth-child(2) input[type="range"]`, (input) => {
    input.value = '3';
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  assert.deepEqual(await page.$eval(card, (node) => window.Chart.getChart(node.querySelector('canvas')).config.plugins
    .find((p) => p.id === 'cursor').positions), [2, 3]);
  assert.deepEqual(await page.$$eval(`${card} .slider:nth-child(2) dd`, (s) => s.map((e) => e.textContent)), ['0.9500', '0.1000', '0.1810']);
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
  assert.deepEqual(await page.$$eval(`${card} select[data-column="class"] option`, (o) => o.map((e) => e.textContent)),
    ['class: all', 'cat', 'dog', 'eel']);
  assert.equal(await page.getAttribute(`${card} select[data-column="class"]`, 'aria-label'), 'Filter rows by class');
  const info = () => page.textContent(`${card} .page-info`);
  await page.selectOption(`${card} select[data-column="class"]`, { label: 'dog' });
  assert.equal(await info(), 'rows 1–20 of 20');
  await page.fill(`${card} input[type="search"]`, 'doc1');   // doc1, doc10–19 of which dog: 1, 10, 13, 16, 19
  assert.equal(await info(), 'rows 1–5 of 5');
  await page.click(`${card} thead th:nth-child(4)`);
  await page.click(`${card} thead th:nth-child(4)`);
  const firsts = await page.$$eval(`${card} tbody tr`, (trs) => trs.map((tr) => tr.cells[0].textContent));
  assert.deepEqual(firsts, ['doc19', 'doc16', 'doc13', 'doc10', 'doc1']);
  await page.fill(`${card} input[type="search"]`, '');
  assert.equal(await info(), 'rows 1–20 of 20');
  assert.equal(await page.textContent(`${card} tbody tr td`), 'doc58');   // still sorted, descending
  await page.selectOption(`${card} select[data-column="class"]`, { label: 'class: all' });
  assert.equal(await info(), 'rows 1–50 of 60');
  await page.close();
});

test('no script error happened', () => {
  assert.deepEqual(pageErrors, []);
});
