// Browser tests of the comparison examples (one for each family, in web/examples/<family>.js; read
// from the built site, they are those whose id starts with compare-): each loads a gold and three
// runs, and the page compares them. System B differs from A by chance only, system C is better:
// the ranking must put B in A's group and C in another, and the matrix must say so. The
// comparison chart is saved as a PNG, the status line shows the resampling's progress, the
// summary counts the units in words ("1 article", "50 queries"), and no request leaves the page's
// origin. On BC II.5 INT runs dropped one by one: against a baseline no run is grouped, another
// metric marks the comparison shown stale at once, and the runs keep the order they were dropped in.
// Usage: node tests/browser/compare.test.mjs --site build/wasm/site --out build/wasm/browser
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Browser, argument, dropFiles, familiesOf, siteFamilies } from './harness.mjs';

const out = argument('--out');
fs.mkdirSync(out, { recursive: true });
const browser = new Browser(argument('--site'));

before(() => browser.start());
after(() => browser.stop());

const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];

// The ranking table's groups by system letter: {A: 2, B: 2, C: 1} (runs are named system-X…).
async function groupsBySystem(page) {
  const rows = await page.$$eval('#comparison .ranking tbody tr', (trs) =>
    trs.map((tr) => [tr.dataset.run, Number(tr.dataset.group)]),
  );
  return Object.fromEntries(rows.map(([run, group]) => [run.match(/^system-([ABC])/)[1], group]));
}

// The matrix's adjusted p-value of two systems, read from the row of `a` and the column of `b`.
async function matrixP(page, a, b) {
  return page.$$eval(
    '#comparison .p-matrix',
    ([table], [rowSystem, columnSystem]) => {
      const columns = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
      const column = columns.findIndex((name) => name.startsWith(`system-${columnSystem}`));
      const row = [...table.querySelectorAll('tbody tr')].find((tr) =>
        tr.querySelector('th').textContent.startsWith(`system-${rowSystem}`),
      );
      return Number(row.children[column].dataset.p);
    },
    [a, b],
  );
}

// Loads one comparison example and checks what the page makes of it.
async function compareExample(id) {
  const { context, page } = await browser.open();
  // Every text the status line shows, to find the resampling's progress among them.
  await page.evaluate(() => {
    window.statusTexts = [];
    const status = document.getElementById('status');
    new MutationObserver(() => window.statusTexts.push(status.textContent)).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.click('#examples-button');
  await page.click(`[data-example="${id}"]`);
  await page.waitForSelector('#comparison .ranking', { timeout: 120_000 });
  await page.waitForFunction(() => /Done/.test(document.getElementById('status').textContent));
  assert.equal(await page.locator('#comparison .interval-chart circle').count(), 3);
  const groups = await groupsBySystem(page);
  assert.equal(groups.B, groups.A, `B in A's group: ${JSON.stringify(groups)}`);
  assert.notEqual(groups.C, groups.A, `C in another group than A: ${JSON.stringify(groups)}`);
  assert.ok((await matrixP(page, 'A', 'B')) >= 0.05);
  assert.ok((await matrixP(page, 'A', 'C')) < 0.05);
  assert.match(await page.textContent('#example-explanation'), /by chance only/);
  assert.match(
    await page.textContent('#comparison .summary'),
    /^Resampled over \d+ (articles|queries|sentences|documents): /,
  );
  const statuses = await page.evaluate(() => window.statusTexts);
  const resampled = statuses
    .map((text) => text.match(/Comparing: scored ([\d,]+) of ([\d,]+) samples/))
    .filter(Boolean);
  assert.ok(resampled.length > 0, `the resampling's progress was shown: ${JSON.stringify(statuses)}`);
  const [, done, total] = resampled.at(-1);
  assert.equal(done, total, 'the last progress shown is the whole resampling');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('#comparison button:has-text("Chart as PNG")'),
  ]);
  assert.match(download.suggestedFilename(), /-comparison-.*\.png$/);
  const png = fs.readFileSync(await download.path());
  assert.deepEqual([...png.subarray(0, 8)], PNG_SIGNATURE);
  assert.equal(png.readUInt32BE(16), 1280, 'the chart drawn at twice its 640 units');
  fs.writeFileSync(path.join(out, `${id}.png`), png);
  await page.locator('#comparison').screenshot({ path: path.join(out, `${id}-view.png`) });
  await context.close();
}

test("every comparison example: B shares A's group, C has another; the chart is saved as a PNG", async (t) => {
  const comparisons = (await browser.examples()).filter((example) => example.id.startsWith('compare-'));
  assert.deepEqual(familiesOf(comparisons), siteFamilies(browser.site), 'a comparison example for each family');
  for (const { id } of comparisons) await t.test(id, () => compareExample(id));
});

const INPUTS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../golden/bc25/inputs');

// A fresh page holding the BC II.5 INT gold and three runs, dropped on the run slot one by one in
// the order given, scored and compared.
async function comparedRuns(runs) {
  const opened = await browser.open();
  const { page } = opened;
  await dropFiles(page, '#dropzone', [path.join(INPUTS, 'int-gold.tsv')]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 1);
  for (const [i, run] of runs.entries()) {
    await dropFiles(page, '[data-role="run"]', [path.join(INPUTS, run)]);
    await page.waitForFunction((n) => document.querySelectorAll('[data-role="run"] .file-chip').length === n, i + 1);
  }
  await page.click('#score');
  await page.waitForSelector('#comparison .ranking');
  await page.waitForFunction(() => /^Done/.test(document.getElementById('status').textContent));
  return opened;
}

// The ranking's rows as the page shows them: {run: {cell: text}} by column heading.
async function rankingRows(page) {
  return page.$eval('#comparison .ranking', (table) => {
    const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    return Object.fromEntries(
      [...table.querySelectorAll('tbody tr')].map((tr) => [
        tr.dataset.run,
        Object.fromEntries([...tr.children].map((td, i) => [headings[i], td.textContent])),
      ]),
    );
  });
}

test('against a baseline no run is grouped: each says how it differs from the baseline', async () => {
  const { context, page } = await comparedRuns(['int-run.tsv', 'int-run-b.tsv', 'int-run-c.tsv']);
  assert.ok(
    Object.values(await rankingRows(page)).every((row) => /^\d+$/.test(row.group)),
    'every pair tested: groups',
  );
  assert.match(
    await page.textContent('#comparison .ranking caption'),
    /runs in one group are not significantly different/,
  );
  await page.selectOption('#compare-baseline', { label: 'int-run-c.tsv' });
  await page.waitForFunction(() => document.querySelectorAll('#comparison .p-matrix td.untested').length === 2);
  const rows = await rankingRows(page);
  const headings = await page.$$eval('#comparison .ranking thead th', (ths) => ths.map((th) => th.textContent));
  assert.ok(!headings.includes('group'), `no group column: ${headings}`);
  assert.deepEqual(headings.slice(4), ['difference to int-run-c.tsv', 'p (Holm)', 'against the baseline']);
  assert.equal(await page.locator('#comparison .ranking tr[data-group]').count(), 0);
  const caption = await page.textContent('#comparison .ranking caption');
  assert.match(
    caption,
    /tested against the baseline int-run-c\.tsv only: its difference to the baseline, its p-value \(Holm\) and whether it is significantly different from the baseline/,
  );
  assert.match(caption, /not tested against each other, so they are not grouped/);
  assert.doesNotMatch(await page.textContent('#comparison'), /runs in one group/i);
  // Each run against the baseline: its signed difference, its p-value and what that p-value means.
  assert.equal(rows['int-run-c.tsv']['against the baseline'], 'baseline');
  for (const run of ['int-run.tsv', 'int-run-b.tsv']) {
    assert.match(rows[run]['difference to int-run-c.tsv'], /^[+−]\d/);
    assert.match(rows[run]['p (Holm)'], /^\d/);
    const significant = Number(rows[run]['p (Holm)']) < 0.05;
    assert.equal(
      rows[run]['against the baseline'],
      significant ? 'significantly different' : 'not significantly different',
    );
  }
  await context.close();
});

test('another metric: the comparison shown is marked stale at once, until the new one replaces it', async () => {
  const { context, page } = await comparedRuns(['int-run.tsv', 'int-run-b.tsv', 'int-run-c.tsv']);
  // What happens to the comparison, in order: marked stale (with its status line), replaced.
  await page.evaluate(() => {
    window.comparisonEvents = [];
    const first = document.getElementById('comparison');
    new MutationObserver(() => {
      const shown = document.getElementById('comparison');
      const last = window.comparisonEvents.at(-1);
      if (shown === first && shown.getAttribute('aria-busy') === 'true' && last?.kind !== 'stale') {
        window.comparisonEvents.push({
          kind: 'stale',
          status: shown.querySelector('.stale-status')?.textContent ?? '',
          dimmed: shown.classList.contains('stale'),
          table: Boolean(shown.querySelector('.ranking')),
        });
      }
      if (shown && shown !== first && last?.kind !== 'new')
        window.comparisonEvents.push({ kind: 'new', busy: shown.hasAttribute('aria-busy') });
    }).observe(document.getElementById('results'), { subtree: true, childList: true, attributes: true });
  });
  const metric = await page.$eval('#compare-metric', (select) =>
    [...select.options].map((o) => o.value).find((m) => m !== select.value),
  );
  await page.selectOption('#compare-metric', metric);
  await page.waitForFunction(() => window.comparisonEvents.some((e) => e.kind === 'new'));
  const events = await page.evaluate(() => window.comparisonEvents);
  assert.deepEqual(
    events.map((e) => e.kind),
    ['stale', 'new'],
    JSON.stringify(events),
  );
  assert.equal(events[0].status, `Comparing by ${metric} (every pair)…`);
  assert.ok(events[0].dimmed);
  assert.equal(events[1].busy, false, 'the new comparison is not marked');
  assert.match(
    await page.textContent('#comparison .ranking caption'),
    new RegExp(`^Best first by ${metric.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(lower is better\\))?\\.`),
  );
  await context.close();
});

test('runs are listed in the order they were dropped, and the page says so', async () => {
  const order = ['int-run-c.tsv', 'int-run.tsv', 'int-run-b.tsv'];
  const { context, page } = await comparedRuns(order);
  assert.equal(
    await page.textContent('#run-order'),
    `Runs are listed in the order they were dropped: ${order.join(', ')}.`,
  );
  assert.deepEqual(await page.$$eval('.all-metrics thead th.num', (ths) => ths.map((th) => th.textContent)), order);
  assert.deepEqual(
    await page.$$eval('#comparison .interval-chart .run-label', (labels) => labels.map((l) => l.textContent)),
    order,
  );
  assert.deepEqual(
    await page.$$eval('#comparison .p-matrix thead th[scope="col"]', (ths) => ths.map((th) => th.textContent)),
    order,
  );
  assert.match(await page.textContent('#comparison .summary'), /list the runs in the order they were dropped/);
  await context.close();
});

test('a comparison over one article says "1 article"', async () => {
  const { context, page } = await browser.open();
  const tsv = (rows) => Buffer.from(rows.map((row) => row.join('\t')).join('\n') + '\n');
  const file = (name, rows) => ({ name, mimeType: 'text/tab-separated-values', buffer: tsv(rows) });
  await page.selectOption('#task', 'bc25.int');
  await page.setInputFiles('#file-gold', [
    file('gold.tsv', [
      ['a1', 'P1'],
      ['a1', 'P2'],
    ]),
  ]);
  await page.waitForSelector('[data-role="gold"] .file-chip');
  await page.setInputFiles('#file-run', [
    file('a.tsv', [['a1', 'P1', 1, 0.9]]),
    file('b.tsv', [
      ['a1', 'P3', 1, 0.9],
      ['a1', 'P2', 2, 0.8],
    ]),
  ]);
  await page.waitForFunction(() => document.querySelectorAll('[data-role="run"] .file-chip').length === 2);
  await page.click('#score');
  await page.waitForSelector('#comparison .summary');
  assert.match(await page.textContent('#comparison .summary'), /^Resampled over 1 article: /);
  await context.close();
});

// A comparison of two runs made up here, ranked by `metric`; `higher` gives each metric's direction.
function madeUpComparison(metric, higher) {
  const metrics = Object.keys(higher);
  const runs = ['a.zip', 'b.zip'];
  return {
    mode: 'compare',
    task: 'bb3.cat',
    runs: runs.map((label) => ({ label })),
    notes: [],
    comparison: {
      unit: 'document',
      units: 20,
      resamples: 100,
      trials: 100,
      seed: 1,
      confidence: 0.95,
      alpha: 0.05,
      baseline: null,
      metric,
      metrics,
      higher_is_better: metrics.map((m) => higher[m]),
      intervals: runs.flatMap((run, i) => metrics.map((m) => ({ run, metric: m, value: i, low: i, high: i }))),
      pairs: metrics.map((m) => ({
        a: runs[0],
        b: runs[1],
        metric: m,
        difference: -1,
        low: -1,
        high: -1,
        p: 0.01,
        p_adjusted: 0.01,
        flips: 0,
      })),
      ranking: runs.map((run, i) => ({ rank: i + 1, run, value: i, low: i, high: i, group: i + 1 })),
    },
  };
}

test('a ranking by a measure that gets better lower says so in its caption', async () => {
  const { context, page } = await browser.open();
  const caption = (metric) =>
    page.evaluate(
      async ({ result }) => {
        const { comparisonPanel } = await import('./compare_view.js');
        const panel = comparisonPanel(result, async () => {});
        return panel.querySelector('.ranking caption').textContent;
      },
      { result: madeUpComparison(metric, { ser: false, f1: true }) },
    );
  assert.match(await caption('ser'), /^Best first by ser \(lower is better\)\. /);
  assert.match(await caption('f1'), /^Best first by f1\. /);
  await context.close();
});

test("no request left the page's origin and no script error happened", () => {
  assert.deepEqual(browser.foreignRequests, []);
  assert.deepEqual(browser.pageErrors, []);
});
