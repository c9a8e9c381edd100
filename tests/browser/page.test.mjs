// Browser tests: the built page in Debian's Chromium, driven by playwright-core, served under a
// sub-path as GitHub Pages serves project sites. Files are dropped as a user drops them, values
// are read from the page, and every request is checked to stay on the page's own origin.
// Usage: node tests/browser/page.test.mjs --site build/wasm/site --out build/wasm/browser
//          [--data build/data]  (with it, only the tests that read the public corpora; without,
//          only the others)
import nodeTest, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { Browser, argument, dropFiles, familiesOf, metricValues, siteFamilies } from './harness.mjs';
import { dataPath, dataTest, test } from '../support/data.mjs';
import { versionless } from '../golden/cases.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const INPUTS = path.join(ROOT, 'tests/golden/bc25/inputs');

const out = argument('--out');
fs.mkdirSync(out, { recursive: true });
const browser = new Browser(argument('--site'));
const openPage = (options) => browser.open(options);

before(() => browser.start());
after(() => browser.stop());

function expected(name) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/golden/bc25', `${name}.expected.json`), 'utf8'));
}

test("dropped gold and run are placed on their slots and scored with the CLI's numbers", async () => {
  const { context, page } = await openPage();
  await dropFiles(page, '#dropzone', [path.join(INPUTS, 'int-gold.tsv'), path.join(INPUTS, 'int-run.tsv')]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 2);
  assert.equal(await page.inputValue('#task'), 'bc25.int');
  assert.equal(await page.textContent('[data-role="gold"] .file-name'), 'int-gold.tsv');
  assert.equal(await page.textContent('[data-role="run"] .file-name'), 'int-run.tsv');
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  assert.deepEqual(await metricValues(page), expected('int-default').metrics);
  await page.waitForSelector('#charts canvas');
  await page.screenshot({ path: path.join(out, 'scored.png'), fullPage: true });
  await context.close();
});

test('the first visit loads neither the chart nor the ZIP library; each loads when first needed', async () => {
  const { context, page, requests } = await openPage();
  const asked = (name) => requests.some((url) => new URL(url).pathname.endsWith(name));
  assert.ok(asked('/tasks.json'), 'the task list comes from tasks.json');
  await page.waitForSelector('body[data-scorer="ready"]', { timeout: 20_000 });
  assert.ok(asked('/bioeval.wasm'));
  assert.deepEqual(
    requests.filter((url) => /\/vendor\//.test(url)),
    [],
  );
  // A run in a ZIP archive, scored with curves: both libraries come.
  const run = {
    name: 'int-run.zip',
    bytes: Buffer.from(zipSync({ 'int-run.tsv': fs.readFileSync(path.join(INPUTS, 'int-run.tsv')) })),
  };
  await dropFiles(page, '#dropzone', [path.join(INPUTS, 'int-gold.tsv'), run]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 2);
  assert.ok(asked('/vendor/fflate.js'));
  assert.ok(!asked('/vendor/chart.umd.js'));
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  assert.deepEqual(await metricValues(page), expected('int-default').metrics);
  await page.waitForFunction(() => window.Chart?.getChart(document.querySelector('#charts canvas')));
  assert.ok(asked('/vendor/chart.umd.js'));
  await context.close();
});

test('a malformed run shows line-numbered errors with the offending line', async () => {
  const { context, page } = await openPage();
  await dropFiles(page, '#dropzone', [path.join(INPUTS, 'int-gold.tsv')]);
  await page.waitForSelector('[data-role="gold"] .file-chip');
  await dropFiles(page, '[data-role="run"]', [path.join(INPUTS, 'int-run-errors.tsv')]);
  await page.click('#score');
  await page.waitForSelector('.verdict.bad');
  const first = page.locator('.diagnostic.error[data-code="rank-not-consecutive"]');
  assert.match(await first.locator('.where').textContent(), /int-run-errors\.tsv, line 3, column 9/);
  assert.match(await first.locator('.message').textContent(), /rank 4 follows rank 2 for document 'doc1'/);
  assert.equal(await first.locator('.excerpt code').textContent(), 'doc1\u2192P3\u21924\u21920.5');
  // Errors come before warnings; no metrics are shown for an invalid run.
  const severities = await page.$$eval('.diagnostic', (items) => items.map((item) => item.dataset.severity));
  assert.deepEqual(severities, [...severities].sort());
  assert.equal(await page.locator('#metrics table').count(), 0);
  await page.screenshot({ path: path.join(out, 'invalid.png'), fullPage: true });
  await context.close();
});

test('before the gold is out: the released list and a run are checked, not scored', async () => {
  const { context, page } = await openPage();
  await page.selectOption('#task', 'bc25.int');
  assert.match(await page.textContent('[data-role="gold"] .needs'), /needed to score; to check, this or the input/);
  assert.match(await page.textContent('[data-role="input"] .needs'), /to check before the gold is out/);
  await dropFiles(page, '[data-role="input"]', [
    { name: 'test-articles.txt', bytes: Buffer.from('doc1\ndoc2\ndoc3\n') },
  ]);
  await dropFiles(page, '[data-role="run"]', [
    { name: 'run.tsv', bytes: Buffer.from('doc1\tP04637\t1\t0.9\ndoc2\tQ00987\t1\t0.8\ndev7\tP38936\t1\t0.7\n') },
  ]);
  await page.waitForSelector('[data-role="run"] .file-chip');
  assert.equal(await page.isDisabled('#score'), true);
  assert.equal(await page.isDisabled('#check'), false);
  assert.match(await page.textContent('#status'), /Ready to check the format; scoring needs: gold/);
  await page.click('#check');
  await page.waitForSelector('.verdict.bad');
  const error = page.locator('.diagnostic.error[data-code="document-not-in-test-set"]');
  assert.match(await error.locator('.where').textContent(), /run\.tsv, line 3, column 1/);
  assert.match(await error.locator('.message').textContent(), /'dev7' is not in the released test list/);
  assert.match(await page.textContent('.rules-checked summary'), /Rules checked \(\d+\)/);
  assert.match(await page.textContent('.rules-need-gold'), /need the gold/);
  assert.equal(await page.locator('#metrics table').count(), 0);
  await context.close();
});

test('every check-before-submitting example finds its mistake', async () => {
  // The examples that check only, each with the code it must show (its `expect`).
  const checks = (await browser.examples()).filter((example) => example.mode === 'validate');
  assert.deepEqual(familiesOf(checks), siteFamilies(browser.site), 'a check example for each family');
  const { context, page } = await openPage();
  for (const { id, expect } of checks) {
    const code = expect?.code;
    assert.ok(code, `${id} says which code it must show (expect.code)`);
    await page.evaluate(() => {
      document.getElementById('results').textContent = '';
    });
    if (await page.locator('#examples-menu').isHidden()) await page.click('#examples-button');
    await page.click(`[data-example="${id}"]`);
    await page.waitForSelector('#validation');
    assert.equal((await page.locator(`.diagnostic[data-code="${code}"]`).count()) > 0, true, id);
    assert.equal(await page.locator('.rules-checked').count(), 1, id);
    // A valid check whose warnings cost points is amber, with the cause its example names.
    if (expect.caution) {
      assert.ok((await page.textContent('#validation .verdict.caution')).includes(expect.caution), id);
    }
  }
  await context.close();
});

test('the address holds the task and options: a deep link sets them up; back and reload restore them', async () => {
  const { context, page } = await openPage();
  await page.goto(`${browser.base}#task=bb3.cat%2Bner&profile=published`);
  await page.reload(); // opened as a link is: a fresh load
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.inputValue('#task'), 'bb3.cat+ner');
  assert.equal(await page.inputValue('#option-profile'), 'published');

  await page.selectOption('#task', 'tapk');
  await page.waitForFunction(() => window.location.hash === '#task=tapk');
  await page.click('#options-box summary');
  await page.fill('#option-k', '5, 12');
  await page.locator('#option-k').dispatchEvent('change');
  await page.waitForFunction(() => window.location.hash === '#task=tapk&k=5%2C12');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.inputValue('#task'), 'tapk');
  assert.equal(await page.inputValue('#option-k'), '5, 12');

  await page.goBack();
  await page.waitForFunction(() => document.getElementById('task').value === 'bb3.cat+ner');
  assert.equal(await page.inputValue('#option-profile'), 'published');

  await page.goto(`${browser.base}#task=tapk&k=5&colour=red&pad=maybe`);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.inputValue('#option-k'), '5');
  assert.match(
    await page.textContent('#status'),
    /Part of the link was left out: tapk has no option colour; pad takes true or false, not “maybe”/,
  );
  await context.close();
});

test('a resource file kept in the browser is placed again on the next visit, until forgotten', async () => {
  const { context, page } = await openPage();
  const ontology = path.join(ROOT, 'tests/golden/bb3/inputs/ontology.obo');
  await page.selectOption('#task', 'bb3.cat');
  await dropFiles(page, '[data-role="ontology"]', [ontology]);
  await page.waitForSelector('[data-role="ontology"] .file-chip');
  assert.equal(await page.locator('[data-role="run"] .keep').count(), 0);
  await page.click('[data-role="ontology"] .keep');
  await page.waitForSelector('#kept li[data-kept="bb3.cat|ontology|ontology.obo"]');
  assert.match(await page.textContent('[data-role="ontology"] .kept-mark'), /kept in this browser/);

  // A new visit: the address opens bb3.cat, whose kept ontology is placed on its slot.
  await page.reload();
  await page.waitForSelector('body[data-restored="bb3.cat"]');
  await page.waitForFunction(() =>
    /kept in this browser/.test(document.querySelector('[data-role="ontology"] .why')?.textContent),
  );
  assert.equal(await page.textContent('[data-role="ontology"] .file-name'), 'ontology.obo');

  await page.click('#forget-all');
  await page.waitForSelector('#kept', { state: 'hidden' });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#task', 'bb3.cat');
  await page.waitForSelector('body[data-restored="bb3.cat"]');
  assert.equal(await page.locator('[data-role="ontology"] .file-chip').count(), 0);
  await context.close();
});

test('several runs are compared above their results: intervals, ranking, p-values; another baseline asks again', async () => {
  const { context, page } = await openPage();
  await dropFiles(page, '#dropzone', [
    path.join(INPUTS, 'int-gold.tsv'),
    path.join(INPUTS, 'int-run.tsv'),
    path.join(INPUTS, 'int-run-b.tsv'),
    path.join(INPUTS, 'int-run-c.tsv'),
  ]);
  await page.waitForFunction(() => document.querySelectorAll('[data-role="run"] .file-chip').length === 3);
  await page.click('#score');
  await page.waitForSelector('#comparison .ranking');
  const ranked = await page.$$eval('#comparison .ranking tbody tr', (rows) => rows.map((row) => row.dataset.run));
  assert.deepEqual([...ranked].sort(), ['int-run-b.tsv', 'int-run-c.tsv', 'int-run.tsv']);
  assert.equal(await page.locator('#comparison .interval-chart circle').count(), 3);
  assert.equal(await page.locator('#comparison .p-matrix td[data-p]').count(), 6);
  assert.match(await page.textContent('#comparison .summary'), /Resampled over 3 articles: 1000 bootstrap resamples/);
  // The time the status gives covers the comparison too.
  await page.waitForFunction(() => /^Done/.test(document.getElementById('status').textContent));
  assert.match(await page.textContent('#status'), /^Done in [0-9.]+ s: 3 runs scored and compared\.$/);
  await page.selectOption('#compare-baseline', { label: 'int-run-c.tsv' });
  await page.waitForFunction(() => document.querySelectorAll('#comparison .p-matrix td.untested').length === 2);
  assert.match(await page.textContent('#status'), /Compared/);
  await context.close();
});

test('the seed example reproduces the BC II.5 evaluation page: A 0.3, B 0.333', async () => {
  const { context, page } = await openPage();
  await page.click('#examples-button');
  await page.click('[data-example="bc25-seed"]');
  await page.waitForSelector('#metrics table');
  const a = await metricValues(page, 0);
  const b = await metricValues(page, 1);
  assert.equal(a['micro.auc_ipr'], 0.3);
  assert.ok(Math.abs(b['micro.auc_ipr'] - 1 / 3) < 1e-15);
  assert.equal(a['micro.precision'], b['micro.precision']);
  assert.match(await page.textContent('#example-explanation'), /area = 1\/4/);
  await page.waitForSelector('#charts canvas');
  await page.locator('#charts').screenshot({ path: path.join(out, 'seed-charts.png') });
  await context.close();
});

test('every example loads and scores', async () => {
  const { context, page } = await openPage();
  const ids = await page.$$eval('[data-example]', (buttons) => buttons.map((b) => b.dataset.example));
  assert.ok(ids.length >= 5);
  for (const id of ids) {
    await page.evaluate(() => {
      document.getElementById('results').textContent = '';
    });
    if (await page.locator('#examples-menu').isHidden()) await page.click('#examples-button');
    await page.click(`[data-example="${id}"]`);
    await page.waitForSelector('#validation');
    // The examples of several runs compare them after scoring: done once the status says so.
    await page.waitForFunction(() => !/Comparing/.test(document.getElementById('status').textContent), null, {
      timeout: 120_000,
    });
    assert.match(await page.textContent('#status'), /Done/);
  }
  await context.close();
});

test('the examples menu closes on Escape and outside clicks; the drop area opens the picker from the keyboard', async () => {
  const { context, page } = await openPage();
  await page.click('#examples-button');
  assert.equal(await page.isHidden('#examples-menu'), false);
  await page.keyboard.press('Escape');
  assert.equal(await page.isHidden('#examples-menu'), true);
  assert.equal(await page.getAttribute('#examples-button', 'aria-expanded'), 'false');
  await page.click('#examples-button');
  await page.click('#task-summary');
  assert.equal(await page.isHidden('#examples-menu'), true);
  // Enter and Space on the drop area open its file picker (counted here, not shown).
  await page.evaluate(() => {
    window.pickerOpened = 0;
    document.getElementById('drop-input').click = () => {
      window.pickerOpened += 1;
    };
  });
  await page.focus('#dropzone');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await page.keyboard.press('a');
  assert.equal(await page.evaluate(() => window.pickerOpened), 2);
  // Files chosen there are placed as a drop is.
  await page.setInputFiles('#drop-input', [path.join(INPUTS, 'int-gold.tsv'), path.join(INPUTS, 'int-run.tsv')]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 2);
  assert.equal(await page.inputValue('#task'), 'bc25.int');
  // The gene-mention example's offsets match its sentences: no warning.
  await page.click('#examples-button');
  await page.click('[data-example="ner-bc2gm"]');
  await page.waitForSelector('#metrics table');
  assert.match(await page.textContent('#validation'), /0 errors, 0 warnings/);
  // The headline is alt_eval.perl's F (TP 2, FP 2, FN 1), not exact matching's.
  assert.equal(await page.getAttribute('#metrics .main-score', 'data-metric'), 'bc2gm.f1');
  assert.equal(await page.textContent('#metrics .main-score .main-value'), '0.5714');
  await context.close();
});

dataTest('TAP-k lists are recognized and scored at several k, with E0 marked on the charts', async () => {
  const { context, page } = await openPage();
  const lists = dataPath('tapk/short.tsv');
  await dropFiles(page, '#dropzone', [lists]);
  await page.waitForFunction(() => document.getElementById('task').value === 'tapk');
  await page.click('#options-box summary');
  await page.fill('#option-k', '5, 12');
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  const metrics = await metricValues(page);
  // docs/tasks/tapk.md: short.tsv at k=5 and k=12.
  assert.equal(metrics['k=5.e0'], 0.6545522081334377);
  assert.equal(metrics['k=12.e0'], 0.12063877112530787);
  assert.equal(metrics['k=5.tap'].toFixed(4), '0.5664');
  assert.equal(metrics['k=12.tap'].toFixed(4), '0.4319');
  assert.equal(metrics.queries, 5);
  // A family member is defined by the template it instantiates, as the result names it.
  assert.match(
    await page.textContent('#metrics tbody tr[data-metric="k=12.tap"] td.definition'),
    /^mean TAP at E0 for k errors/,
  );
  assert.match(
    await page.textContent('#metrics tbody tr[data-metric="k=5.e0"] td.definition'),
    /^E0: the first E_k\(q\)/,
  );
  for (const family of ['tap.k', 'rocn.queries', 'pr.query']) {
    await page.waitForSelector(`#charts [data-curve="${family}"] canvas`);
  }
  const card = page.locator('#charts [data-curve="pr.query"]');
  await card.locator('summary').click();
  const marked = await card.locator('.numbers').textContent();
  assert.match(marked, /Marked on the chart/);
  assert.match(marked, /E0 \(k=5\)/);
  assert.match(marked, /E0 \(k=12\)/);
  await page.locator('#charts').screenshot({ path: path.join(out, 'tapk-charts.png') });
  await context.close();
});

test('a file of another task proposes that task', async () => {
  const { context, page } = await openPage();
  // Dropped in quick succession: the second drop is placed once the first is.
  await dropFiles(page, '#dropzone', [path.join(INPUTS, 'act-gold.tsv')]);
  await dropFiles(page, '#dropzone', [path.join(INPUTS, 'ipt-run.tsv')]);
  await page.waitForSelector('[data-role="gold"] .file-chip');
  assert.equal(await page.inputValue('#task'), 'bc25.act');
  await page.waitForSelector('#proposal:not([hidden]) button');
  assert.match(await page.textContent('#proposal'), /fit bc25\.ipt better/);
  assert.match(
    await page.textContent('#waiting'),
    /ipt-run\.tsv: it looks like the run of bc25\.ipt, not an input of bc25\.act/,
  );
  await page.click('#proposal button');
  await page.waitForSelector('[data-role="run"] .file-chip');
  assert.equal(await page.inputValue('#task'), 'bc25.ipt');
  assert.equal(await page.textContent('[data-role="run"] .file-name'), 'ipt-run.tsv');
  // The ACT gold fits no input of IPT: it is set aside, and the page says so.
  assert.match(await page.textContent('#proposal'), /Set aside.*act-gold\.tsv/);
  await context.close();
});

test('the file pickers, options and exports work, and the digests need no Web Crypto', async () => {
  const { context, page } = await openPage();
  // The worker as in a page served over plain HTTP: no Web Crypto. The digests come from the core.
  await page.route('**/worker.js', async (route) => {
    const response = await route.fetch();
    const insecure = "Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined });\n";
    await route.fulfill({ response, body: insecure + (await response.text()) });
  });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await page.selectOption('#task', 'bc25.int');
  await page.setInputFiles('#file-gold', path.join(INPUTS, 'int-gold.tsv'));
  await page.setInputFiles('#file-run', path.join(INPUTS, 'int-run.tsv'));
  await page.click('#options-box summary');
  await page.fill('#option-cutoff', '1');
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  assert.deepEqual(await metricValues(page), expected('int-cutoff').metrics);

  const [json] = await Promise.all([page.waitForEvent('download'), page.click('text=Result as JSON')]);
  const result = JSON.parse(fs.readFileSync(await json.path(), 'utf8'));
  assert.deepEqual(result.metrics, expected('int-cutoff').metrics);
  assert.equal(versionless(result).signature, expected('int-cutoff').signature);
  const digest = (file) =>
    crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(INPUTS, file)))
      .digest('hex');
  assert.equal(result.inputs.run.sha256, digest('int-run.tsv'));
  assert.equal(result.inputs.gold.sha256, digest('int-gold.tsv'));

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-table="documents"] button', { hasText: 'CSV' }).click(),
  ]);
  const lines = fs
    .readFileSync(await csv.path(), 'utf8')
    .trim()
    .split('\r\n');
  assert.equal(lines[0], 'document,gold items,hits,tp,fp,fn,precision,recall,f1,auc_ipr');
  assert.equal(lines.length, 3);

  await page.waitForSelector('#charts canvas');
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('[data-curve="ipr.micro"] button', { hasText: 'PNG' }).click(),
  ]);
  assert.deepEqual([...fs.readFileSync(await png.path()).subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
  await context.close();
});

test('text from files is shown as text, never as markup', async () => {
  const { context, page } = await openPage();
  const hostile = path.join(out, 'hostile-run.tsv');
  fs.writeFileSync(
    hostile,
    'doc1\t<img src=x onerror="window.pwned=1">\t1\t0.9\n<script>window.pwned=2</script>\tP1\t1\t0.9\n',
  );
  await dropFiles(page, '#dropzone', [path.join(INPUTS, 'int-gold.tsv')]);
  await page.waitForSelector('[data-role="gold"] .file-chip');
  await dropFiles(page, '[data-role="run"]', [hostile]);
  await page.click('#score');
  await page.waitForSelector('#tables');
  assert.equal(await page.locator('#results img, #results script').count(), 0);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  assert.match(await page.textContent('#validation'), /<img src=x onerror="window\.pwned=1">/);
  await context.close();
});

test('entries of a dropped ZIP skipped for their unsafe paths are listed on the page, as text', async () => {
  const { context, page } = await openPage();
  const hostile = '../<img src=x onerror="window.pwned=1">.tsv';
  const run = {
    name: 'unsafe-run.zip',
    bytes: Buffer.from(
      zipSync({
        'int-run.tsv': fs.readFileSync(path.join(INPUTS, 'int-run.tsv')),
        '../evil.txt': Buffer.from('outside\n'),
        [hostile]: Buffer.from('outside\n'),
      }),
    ),
  };
  await dropFiles(page, '#dropzone', [path.join(INPUTS, 'int-gold.tsv'), run]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 2);
  await page.waitForSelector('#skipped-entries:not([hidden])');
  // The entries in the archive's order, each name as it is written there.
  const listed = await page.textContent('#skipped-entries li[data-archive="unsafe-run.zip"]');
  assert.equal(
    listed,
    `unsafe-run.zip: 2 entries skipped, a path with '..', absolute or with a backslash: ../evil.txt, ${hostile}`,
  );
  assert.match(await page.textContent('#skipped-entries'), /never read/);
  assert.equal(await page.locator('#skipped-entries img').count(), 0);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  // The rest of the archive is scored.
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  assert.deepEqual(await metricValues(page), expected('int-default').metrics);
  await context.close();
});

test('a 100 MB run is scored in the worker while the page stays responsive and shows progress', async () => {
  const big = path.join(out, 'large-int-run.tsv');
  const gold = path.join(out, 'large-int-gold.tsv');
  const goldLines = [];
  const chunk = [];
  let size = 0;
  const stream = fs.createWriteStream(big);
  for (let d = 0; size < 100 * 1024 * 1024; d++) {
    const doc = `10.1016/j.febslet.2008.${String(d).padStart(7, '0')}`;
    if (d % 10 === 0) goldLines.push(`${doc}\tP${String(10000 + (d % 89999)).padStart(5, '0')}\n`);
    for (let rank = 1; rank <= 50; rank++) {
      const line = `${doc}\tP${String(10000 + ((d + rank) % 89999)).padStart(5, '0')}\t${rank}\t${(1 - rank / 100).toFixed(3)}\n`;
      chunk.push(line);
      size += line.length;
    }
    if (chunk.length > 10000) stream.write(chunk.splice(0).join(''));
  }
  stream.end(chunk.join(''));
  await new Promise((resolve) => stream.on('finish', resolve));
  fs.writeFileSync(gold, goldLines.join(''));

  const { context, page } = await openPage();
  await page.selectOption('#task', 'bc25.int');
  await page.setInputFiles('#file-gold', gold);
  await page.setInputFiles('#file-run', big);
  // Count main-thread timer ticks and progress values while the worker scores.
  await page.evaluate(() => {
    window.ticks = 0;
    window.longestGap = 0;
    window.progressSeen = new Set();
    let last = performance.now();
    window.ticker = setInterval(() => {
      const now = performance.now();
      window.longestGap = Math.max(window.longestGap, now - last);
      last = now;
      window.ticks++;
      const bar = document.getElementById('progress');
      if (!bar.hidden && bar.value > 0 && bar.value < 1) window.progressSeen.add(bar.value.toFixed(2));
    }, 20);
  });
  await page.click('#score');
  await page.waitForSelector('#metrics table', { timeout: 120_000 });
  const { ticks, longestGap, progress } = await page.evaluate(() => {
    clearInterval(window.ticker);
    return { ticks: window.ticks, longestGap: window.longestGap, progress: window.progressSeen.size };
  });
  assert.ok(progress >= 3, `progress values seen while scoring: ${progress}`);
  assert.ok(ticks > 10, `main-thread ticks while scoring: ${ticks}`);
  // Rendering the result takes the main thread for a moment; scoring itself must not.
  assert.ok(longestGap < 2000, `longest main-thread pause: ${longestGap} ms`);
  const metrics = await metricValues(page);
  assert.ok(metrics.documents > 0);
  await context.close();
  fs.rmSync(big);
});

test('once loaded, the page works offline', async () => {
  const { context, page } = await openPage({ serviceWorkers: 'allow' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
  await page.click('#examples-button');
  await page.click('[data-example="bc25-act"]');
  await page.waitForSelector('#metrics table');
  assert.equal((await metricValues(page))['class.tp'], 2);
  // The chart library, loaded only when a chart is drawn, is kept for offline use too.
  await page.waitForFunction(() => window.Chart?.getChart(document.querySelector('#charts canvas')));
  await context.close();
});

// NER-J1 of docs/tasks/ner.md as JNLPBA token files, [token, gold tag, run tag] per token, and a
// third sentence with a type error (c-myc promoter) and a missed entity (Jurkat cells).
const NER_J1 = [
  [
    ['The', 'O', 'O'],
    ['p53', 'B-protein', 'I-protein'],
    ['gene', 'I-protein', 'I-protein'],
    ['binds', 'O', 'O'],
    ['MDM2', 'B-protein', 'B-protein'],
    ['.', 'O', 'O'],
  ],
  [
    ['IL-2', 'B-protein', 'B-protein'],
    ['receptor', 'I-protein', 'B-protein'],
    ['alpha', 'I-protein', 'I-protein'],
    ['in', 'O', 'O'],
    ['T', 'B-cell_type', 'B-cell_type'],
    ['cells', 'I-cell_type', 'I-cell_type'],
  ],
  [
    ['the', 'O', 'O'],
    ['c-myc', 'B-DNA', 'B-protein'],
    ['promoter', 'I-DNA', 'I-protein'],
    ['in', 'O', 'O'],
    ['Jurkat', 'B-cell_line', 'O'],
    ['cells', 'I-cell_line', 'O'],
  ],
];

function writeTokenFile(name, column) {
  const file = path.join(out, name);
  fs.writeFileSync(
    file,
    '###MEDLINE:1\n\n' +
      NER_J1.map((sentence) => sentence.map((token) => `${token[0]}\t${token[column]}\n`).join('') + '\n').join(''),
  );
  return file;
}

test('NER token files are recognized, placed on gold and run, and scored under every criterion', async () => {
  const { context, page } = await openPage();
  const gold = writeTokenFile('j1-gold.iob2', 1);
  const run = writeTokenFile('j1-run.iob2', 2);
  await dropFiles(page, '#dropzone', [gold]);
  await page.waitForFunction(() => document.getElementById('task').value === 'ner.iob2');
  await dropFiles(page, '#dropzone', [run]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 2);
  assert.equal(await page.textContent('[data-role="gold"] .file-name'), 'j1-gold.iob2');
  assert.equal(await page.textContent('[data-role="run"] .file-name'), 'j1-run.iob2');
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  const metrics = await metricValues(page);
  // NER-J1 (docs/tasks/ner.md): exact TP 3 of 4 gold, 5 predicted entities, evalIOB2.pl's [-ALL-]
  // complete 2, conlleval found 5, correct 3; the third sentence adds 2 gold entities, 1
  // predicted, no match under exact or partial matching (the type differs).
  assert.equal(metrics['exact.tp'], 3);
  assert.equal(metrics['exact.precision'], 0.5);
  assert.equal(metrics['exact.recall'], 0.5);
  assert.equal(metrics['partial.tp'], 4);
  assert.equal(metrics['jnlpba.complete.tp'], 2);
  assert.equal(metrics['conlleval.found'], 6);
  assert.equal(metrics['conlleval.correct'], 3);
  // The spectrum: one bar per criterion and measure, its numbers in a column per series.
  const spectrum = page.locator('#charts [data-curve="spectrum"]');
  await spectrum.locator('canvas').waitFor();
  await spectrum.locator('summary').click();
  const header = await spectrum.locator('.numbers thead').textContent();
  assert.match(header, /criterion.*precision.*recall.*f1/s);
  // The error list filtered by category.
  const errors = page.locator('[data-table="errors"]');
  assert.equal(await errors.locator('tbody tr').count(), 6);
  await errors.locator('select[data-column="category"]').selectOption({ label: 'boundary' });
  // The first column opens each row's place in the document view; the table's own columns follow.
  assert.equal(await errors.locator('tbody tr td:first-child button.view-link').count(), 3);
  assert.deepEqual(await errors.locator('tbody tr td:nth-child(3)').allTextContents(), [
    'boundary',
    'boundary',
    'boundary',
  ]);
  await errors.locator('select[data-column="category"]').selectOption({ label: 'type' });
  assert.deepEqual(await errors.locator('tbody tr td:nth-child(7)').allTextContents(), [
    'c-myc promoter',
    'c-myc promoter',
  ]);
  await page.locator('#charts').screenshot({ path: path.join(out, 'ner-charts.png') });
  await context.close();
});

test('a PPI corpus, run and folds are placed on their slots, scored, and read at any threshold', async () => {
  const { context, page } = await openPage();
  const inputs = path.join(ROOT, 'tests/golden/ppi/inputs');
  await dropFiles(page, '#dropzone', [path.join(inputs, 'converted.xml')]);
  await page.waitForFunction(() => document.getElementById('task').value === 'ppi');
  await dropFiles(page, '#dropzone', [path.join(inputs, 'run-scores.tsv'), path.join(inputs, 'folds.tsv')]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 3);
  assert.equal(await page.textContent('[data-role="gold"] .file-name'), 'converted.xml');
  assert.equal(await page.textContent('[data-role="run"] .file-name'), 'run-scores.tsv');
  assert.equal(await page.textContent('[data-role="folds"] .file-name'), 'folds.tsv');
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  const golden = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/golden/ppi/folds.expected.json'), 'utf8'));
  assert.deepEqual(await metricValues(page), golden.metrics);
  // The page gives its options as JSON (threshold 0, not 0.0): the signature is the CLI's still.
  const signature = await page.textContent('code.signature');
  assert.equal(versionless({ signature }).signature, golden.signature);
  for (const id of ['roc', 'pr', 'f1.threshold']) await page.waitForSelector(`#charts [data-curve="${id}"] canvas`);
  // The slider reads precision, recall and F1 off the curve: at threshold 0.70 the run predicts
  // 0.91, 0.88, 0.80 and 0.70, three of them interactions (P 3/4, R 3/5).
  const card = '#charts [data-curve="f1.threshold"]';
  const curve = golden.curves.find((c) => c.id === 'f1.threshold');
  const index = curve.points.findIndex((point) => point[0] === 0.7);
  assert.ok(index >= 0);
  await page.$eval(
    `${card} .slider input[type="range"]`,
    (input, value) => {
      input.value = String(value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    index,
  );
  const values = await page.$$eval(`${card} .slider-values dd`, (cells) => cells.map((c) => c.textContent));
  assert.deepEqual(values, ['0.7500', '0.6000', '0.6667']);
  // The baseline is marked on the precision–recall chart.
  const pr = page.locator('#charts [data-curve="pr"]');
  await pr.locator('summary').click();
  assert.match(await pr.locator('.numbers').textContent(), /all-true baseline precision/);
  assert.equal(await page.locator('[data-table="documents"] tbody tr').count(), 4);
  assert.equal(await page.locator('[data-table="folds"] tbody tr').count(), 4);
  await page.locator('#charts').screenshot({ path: path.join(out, 'ppi-charts.png') });
  await context.close();
});

test('bb3.event: the gold dropped as a ZIP, the submission chosen as a folder; pairing and charts shown', async () => {
  const { context, page } = await openPage();
  await page.selectOption('#task', 'bb3.event');
  const inputs = path.join(ROOT, 'tests/golden/bb3/inputs');
  const entries = {};
  for (const name of fs.readdirSync(path.join(inputs, 'event/gold'))) {
    entries[`gold/${name}`] = fs.readFileSync(path.join(inputs, 'event/gold', name));
  }
  entries['__MACOSX/gold/._d1.txt'] = new Uint8Array([0, 5, 22, 7]);
  const archive = path.join(out, 'bb3-event-gold.zip');
  fs.writeFileSync(archive, zipSync(entries));
  await dropFiles(page, '#dropzone', [archive]);
  await page.waitForSelector('[data-role="gold"] .file-chip');
  assert.equal(await page.textContent('[data-role="gold"] .file-name'), 'bb3-event-gold.zip');
  await page.setInputFiles('#folder-run', path.join(inputs, 'event/run'));
  await page.setInputFiles('#file-sentences', path.join(inputs, 'sentences.txt'));
  assert.equal(await page.locator('[data-role="run"] .file-chip').count(), 1);
  assert.match(await page.textContent('[data-role="run"] .file-chip'), /run \(2 files\)/);
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  const golden = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/golden/bb3/event.expected.json'), 'utf8'));
  assert.deepEqual(await metricValues(page), golden.metrics);
  // Every gold relation and prediction in the pairing table, with its verdict.
  const verdicts = await page.$$eval('[data-table="pairing"] tbody tr', (rows) =>
    rows.map((row) => row.lastElementChild.textContent),
  );
  assert.deepEqual(verdicts.sort(), ['deletion', 'deletion', 'deletion', 'insertion', 'insertion', 'match', 'match']);
  // The Equiv rule's notes are one item, each metric it changes with both profiles' values.
  const equiv = page.locator('#metrics li[data-note="equiv"]');
  assert.equal(await equiv.count(), 1);
  const changed = golden.notes.filter((note) => note.code === 'equiv');
  assert.equal(await equiv.locator('.note-metrics li').count(), changed.length);
  assert.match(await equiv.locator('.note-metrics li').first().textContent(), /: official .*, published /);
  for (const id of ['documents', 'ser_components']) await page.waitForSelector(`#charts [data-curve="${id}"] canvas`);
  await page.locator('#charts').screenshot({ path: path.join(out, 'bb3-charts.png') });
  await context.close();
});

nodeTest("no request left the page's origin and no script error happened", () => {
  assert.deepEqual(browser.foreignRequests, []);
  assert.deepEqual(browser.pageErrors, []);
});
