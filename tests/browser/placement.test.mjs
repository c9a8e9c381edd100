// Browser tests of where dropped files go: the reproductions of files put on the wrong slots
// (dropped together, one by one and in both orders), filled slots never taken silently, files of
// no slot listed with the reason, the swap control, and stale results. Scores are compared with
// the command line's on the same files.
// Usage: node tests/browser/placement.test.mjs --site build/wasm/site --out build/wasm/browser
//          --cli build/native/cli/bioeval [--data build/data]  (with it, only the tests that
//          read the public corpora; without, only the others)
import nodeTest, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync } from 'fflate';
import { Browser, argument, dropFiles, metricValues, slotNames } from './harness.mjs';
import { declareSize, noise } from '../support/archives.mjs';
import { dataPath, dataTest, test } from '../support/data.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BC25 = path.join(ROOT, 'tests/golden/bc25/inputs');
const out = argument('--out');
const cli = argument('--cli');
fs.mkdirSync(out, { recursive: true });
const browser = new Browser(argument('--site'));

before(() => browser.start());
after(() => browser.stop());

// The command line's metrics for the same files: {role: [paths]}.
function cliMetrics(task, inputs) {
  const args = ['score', task, '--json'];
  for (const [role, files] of Object.entries(inputs))
    for (const file of files) args.push(`--${role.replaceAll('_', '-')}`, file);
  const result = spawnSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
  assert.equal(result.status, 0, result.stderr);
  return JSON.parse(result.stdout).metrics;
}

// --- BC2GM ---------------------------------------------------------------------------------

const bc2gm = (name) => dataPath('bc2gm', name);

// A run made from the gold: every 20th mention left out.
function bc2gmRun() {
  const file = path.join(out, 'bc2gm-run.txt');
  const lines = fs
    .readFileSync(bc2gm('test_GENE.eval'), 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  fs.writeFileSync(file, lines.filter((_, i) => i % 20 !== 0).join('\n') + '\n');
  return file;
}

const BC2GM_SLOTS = {
  gold: ['test_GENE.eval'],
  altgene: ['test_ALTGENE.eval'],
  run: ['bc2gm-run.txt'],
  sentences: ['test_test.in'],
};

async function scoreBc2gm(page, run) {
  assert.equal(await page.inputValue('#task'), 'ner.bc2gm');
  assert.deepEqual(await slotNames(page), BC2GM_SLOTS);
  assert.equal(await page.locator('#waiting').count(), 0);
  await page.click('#score');
  await page.waitForSelector('#metrics table', { timeout: 60_000 });
  const expected = cliMetrics('ner.bc2gm', {
    gold: [bc2gm('test_GENE.eval')],
    altgene: [bc2gm('test_ALTGENE.eval')],
    run: [run],
    sentences: [bc2gm('test_test.in')],
  });
  const metrics = await metricValues(page);
  assert.equal(metrics['exact.f1'], expected['exact.f1']);
  assert.ok(metrics['exact.f1'] > 0.9, `exact F1 ${metrics['exact.f1']}`);
  assert.deepEqual(metrics, expected);
}

dataTest('BC2GM: run, ALTGENE, GENE and sentences dropped together land on their slots', async () => {
  const { context, page } = await browser.open();
  const run = bc2gmRun();
  await dropFiles(page, '#dropzone', [run, bc2gm('test_ALTGENE.eval'), bc2gm('test_GENE.eval'), bc2gm('test_test.in')]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 4);
  assert.match(await page.textContent('[data-role="gold"] .why'), /name says “gene”/);
  await scoreBc2gm(page, run);
  await page.screenshot({ path: path.join(out, 'placement-bc2gm.png'), fullPage: true });
  await context.close();
});

for (const order of ['forward', 'backward']) {
  dataTest(`BC2GM: the four files dropped one by one, ${order}, land on their slots`, async () => {
    const { context, page } = await browser.open();
    const run = bc2gmRun();
    const files = [bc2gm('test_GENE.eval'), run, bc2gm('test_ALTGENE.eval'), bc2gm('test_test.in')];
    if (order === 'backward') files.reverse();
    for (const [index, file] of files.entries()) {
      await dropFiles(page, '#dropzone', [file]);
      await page.waitForFunction((n) => document.querySelectorAll('.role .file-chip').length === n, index + 1);
    }
    await scoreBc2gm(page, run);
    await context.close();
  });
}

// --- filled slots and files of no slot ------------------------------------------------------

test('a filled slot is never taken silently: a second gold asks, an image is not placed', async () => {
  const { context, page } = await browser.open();
  await dropFiles(page, '#dropzone', [path.join(BC25, 'int-gold.tsv')]);
  await page.waitForSelector('[data-role="gold"] .file-chip');
  // Another INT gold: the page asks whether it replaces the gold.
  await dropFiles(page, '#dropzone', [path.join(BC25, 'int-gold-uniprot.tsv')]);
  await page.waitForSelector('#waiting [data-choice="replace:gold"]');
  assert.match(
    await page.textContent('#waiting'),
    /int-gold-uniprot\.tsv: it fits the gold, which holds a file already/,
  );
  // An image: not placed, named as an image.
  await dropFiles(page, '#dropzone', [
    { name: 'plot.png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0]) },
  ]);
  await page.waitForFunction(() => document.querySelectorAll('.waiting-drop').length === 2);
  assert.match(await page.textContent('#waiting'), /plot\.png: it is a PNG image, not a text file/);
  // The real run goes to the run, the gold stays.
  await dropFiles(page, '#dropzone', [path.join(BC25, 'int-run.tsv')]);
  await page.waitForSelector('[data-role="run"] .file-chip');
  assert.deepEqual(await slotNames(page), { gold: ['int-gold.tsv'], run: ['int-run.tsv'] });
  // The user decides: the second gold replaces the first, the image is discarded.
  await page.click('#waiting [data-choice="replace:gold"]');
  await page.waitForFunction(
    () => document.querySelector('[data-role="gold"] .file-name')?.textContent === 'int-gold-uniprot.tsv',
  );
  await page.click('#waiting [data-choice="discard"]');
  assert.equal(await page.locator('#waiting').count(), 0);
  assert.deepEqual(await slotNames(page), { gold: ['int-gold-uniprot.tsv'], run: ['int-run.tsv'] });
  await context.close();
});

const bb3 = (name) => dataPath('bb3', name);

dataTest('BB3: a list dropped after the ontology goes to its own slot, never over the ontology', async () => {
  const { context, page } = await browser.open();
  await dropFiles(page, '#dropzone', [bb3('OntoBiotope_BioNLP-ST-2016.obo')]);
  await page.waitForSelector('[data-role="ontology"] .file-chip');
  await dropFiles(page, '#dropzone', [bb3('Habitats_human.txt')]);
  await page.waitForSelector('[data-role="human_habitats"] .file-chip');
  assert.deepEqual(await slotNames(page), {
    ontology: ['OntoBiotope_BioNLP-ST-2016.obo'],
    human_habitats: ['Habitats_human.txt'],
  });
  await context.close();
});

dataTest('two-column lists choose their own task, not BC II.5 INT', async () => {
  const { context, page } = await browser.open();
  await dropFiles(page, '#dropzone', [bb3('Bacteria_species.txt')]);
  await page.waitForSelector('[data-role="species"] .file-chip');
  assert.match(await page.inputValue('#task'), /^bb3\./);
  await context.close();
  const second = await browser.open();
  await dropFiles(second.page, '#dropzone', [bc2gm('conll_test.tsv')]);
  await second.page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 1);
  assert.equal(await second.page.inputValue('#task'), 'ner.iob2');
  await second.context.close();
});

// --- BB3: the seven files of a cat+ner submission --------------------------------------------

// A submission made from the dev gold: its .a2 files, every third one emptied.
function bb3Run() {
  const entries = unzipSync(fs.readFileSync(bb3('BioNLP-ST-2016_BB-cat+ner_dev.zip')));
  const run = {};
  const names = Object.keys(entries)
    .filter((name) => name.endsWith('.a2'))
    .sort();
  for (const [index, name] of names.entries()) {
    run[`submission/${path.basename(name)}`] = index % 3 === 0 ? new Uint8Array() : entries[name];
  }
  const file = path.join(out, 'cat+ner-submission.zip');
  fs.writeFileSync(file, zipSync(run));
  return file;
}

dataTest('BB3: the gold archive, the submission and five resources dropped together fill every slot', async () => {
  const { context, page } = await browser.open();
  const run = bb3Run();
  const files = {
    gold: [bb3('BioNLP-ST-2016_BB-cat+ner_dev.zip')],
    run: [run],
    ontology: [bb3('OntoBiotope_BioNLP-ST-2016.obo')],
    species: [bb3('Bacteria_species.txt')],
    human_habitats: [bb3('Habitats_human.txt')],
    food_habitats: [bb3('Habitats_food.txt')],
    new_in_dev_habitats: [bb3('Habitats_new-in-dev.txt')],
  };
  await dropFiles(page, '#dropzone', Object.values(files).flat().reverse());
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 7);
  assert.equal(await page.inputValue('#task'), 'bb3.cat+ner');
  assert.deepEqual(
    await slotNames(page),
    Object.fromEntries(Object.entries(files).map(([role, paths]) => [role, paths.map((p) => path.basename(p))])),
  );
  await page.click('#score');
  await page.waitForSelector('#metrics table', { timeout: 60_000 });
  const metrics = await metricValues(page);
  const expected = cliMetrics('bb3.cat+ner', files);
  assert.deepEqual(metrics, expected);
  assert.ok(metrics['standard_scoring.ser'] > 0);
  await context.close();
});

// --- the swap control and warnings -----------------------------------------------------------

test("a gold and a run on each other's slots are flagged, and one click swaps them", async () => {
  const { context, page } = await browser.open();
  await page.selectOption('#task', 'bc25.int');
  await dropFiles(page, '[data-role="gold"]', [path.join(BC25, 'int-run.tsv')]);
  await dropFiles(page, '[data-role="run"]', [path.join(BC25, 'int-gold.tsv')]);
  await page.waitForFunction(() => document.querySelectorAll('.placement-warning').length >= 2);
  assert.match(
    await page.textContent('[data-role="gold"] .placement-warning[data-code="looks-like-another-role"]'),
    /did you swap them\?/,
  );
  assert.match(await page.textContent('#status'), /warnings/);
  await page.click('#swap');
  await page.waitForFunction(() => document.querySelectorAll('.placement-warning').length === 0);
  assert.deepEqual(await slotNames(page), { gold: ['int-gold.tsv'], run: ['int-run.tsv'] });
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  const golden = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/golden/bc25/int-default.expected.json'), 'utf8'));
  assert.deepEqual(await metricValues(page), golden.metrics);
  await context.close();
});

test('any file moves to any other slot in one step, and any two slots swap', async () => {
  const { context, page } = await browser.open();
  await page.selectOption('#task', 'bc25.int');
  const chipOf = (name) => page.locator('.file-chip', { has: page.locator('.file-name', { hasText: name }) });
  const moveTo = async (name, role) => {
    await chipOf(name).locator('select.move').selectOption(role);
    await page.waitForFunction((r) => [...document.querySelectorAll(`[data-role="${r}"] .file-name`)].length > 0, role);
  };
  // Each chip lists every other slot of the task.
  await dropFiles(page, '[data-role="gold"]', [path.join(BC25, 'int-test-list.txt')]);
  await page.waitForSelector('[data-role="gold"] .file-chip');
  assert.deepEqual(await chipOf('int-test-list.txt').locator('select.move option:not([disabled])').allTextContents(), [
    'run',
    'input',
  ]);
  // The list put on the gold goes to the input.
  await moveTo('int-test-list.txt', 'input');
  assert.deepEqual(await slotNames(page), { input: ['int-test-list.txt'] });
  // A run moved onto a slot that takes one file: the file held there goes where the run was.
  await dropFiles(page, '[data-role="run"]', [path.join(BC25, 'int-gold.tsv')]);
  await dropFiles(page, '[data-role="gold"]', [path.join(BC25, 'int-run.tsv')]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 3);
  await moveTo('int-gold.tsv', 'input');
  assert.deepEqual(await slotNames(page), {
    gold: ['int-run.tsv'],
    input: ['int-gold.tsv'],
    run: ['int-test-list.txt'],
  });
  // Any two slots swap, filled or one of them empty.
  await page.selectOption('#swap-a', 'gold');
  await page.selectOption('#swap-b', 'input');
  await page.click('#swap');
  await page.waitForFunction(
    () => document.querySelector('[data-role="gold"] .file-name')?.textContent === 'int-gold.tsv',
  );
  assert.deepEqual(await slotNames(page), {
    gold: ['int-gold.tsv'],
    input: ['int-run.tsv'],
    run: ['int-test-list.txt'],
  });
  await page.selectOption('#swap-a', 'run');
  await page.click('#swap');
  await page.waitForFunction(
    () => document.querySelector('[data-role="run"] .file-name')?.textContent === 'int-run.tsv',
  );
  assert.deepEqual(await slotNames(page), {
    gold: ['int-gold.tsv'],
    input: ['int-test-list.txt'],
    run: ['int-run.tsv'],
  });
  await page.click('[data-role="input"] .remove');
  await page.selectOption('#swap-a', 'input');
  await page.selectOption('#swap-b', 'run');
  assert.equal(await page.isEnabled('#swap'), true);
  await page.click('#swap');
  await page.waitForFunction(
    () => document.querySelector('[data-role="input"] .file-name')?.textContent === 'int-run.tsv',
  );
  assert.deepEqual(await slotNames(page), { gold: ['int-gold.tsv'], input: ['int-run.tsv'] });
  // Only an exchange that would give a slot of one file several is refused, with the reason.
  await page.click('#swap');
  await page.waitForFunction(() => document.querySelectorAll('[data-role="run"] .file-chip').length === 1);
  await dropFiles(page, '[data-role="run"]', [path.join(BC25, 'int-run-b.tsv')]);
  await page.waitForFunction(() => document.querySelectorAll('[data-role="run"] .file-chip').length === 2);
  await page.selectOption('#swap-a', 'gold');
  assert.equal(await page.isEnabled('#swap'), false);
  assert.equal(await page.getAttribute('#swap', 'title'), 'gold takes one file and run holds 2');
  await page.screenshot({ path: path.join(out, 'placement-moves.png'), fullPage: true });
  await context.close();
});

// --- stale state -----------------------------------------------------------------------------

test('a failed scoring shows only its error; changed files mark the results outdated', async () => {
  const { context, page } = await browser.open();
  await dropFiles(page, '#dropzone', [path.join(BC25, 'int-gold.tsv'), path.join(BC25, 'int-run.tsv')]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 2);
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  // A file removed: the results stay, said to be outdated.
  await page.click('[data-role="run"] .remove');
  await page.waitForSelector('#results .outdated');
  await dropFiles(page, '#dropzone', [path.join(BC25, 'int-run.tsv')]);
  await page.waitForSelector('[data-role="run"] .file-chip');
  // An option left empty: the scoring is refused with the option's name, and no result remains.
  await page.click('#options-box summary');
  await page.fill('#option-cutoff', '');
  await page.click('#score');
  await page.waitForFunction(() => /required/.test(document.getElementById('status').textContent));
  assert.match(await page.textContent('#status'), /the option “cutoff” is required/);
  assert.equal(await page.locator('#results > *').count(), 0);
  // A task switch keeps only the files its inputs take, and clears the results.
  await page.fill('#option-cutoff', '0');
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  await page.selectOption('#task', 'bc25.ipt');
  await page.waitForSelector('#proposal:not([hidden])');
  assert.match(await page.textContent('#proposal'), /Set aside.*int-gold\.tsv.*int-run\.tsv/);
  assert.equal(await page.locator('#results > *').count(), 0);
  assert.deepEqual(await slotNames(page), {});
  await context.close();
});

// --- archives and sizes ----------------------------------------------------------------------

const BB3_EVENT = path.join(ROOT, 'tests/golden/bb3/inputs/event');

function eventEntries(role) {
  const entries = {};
  for (const name of fs.readdirSync(path.join(BB3_EVENT, role)))
    entries[`${role}/${name}`] = fs.readFileSync(path.join(BB3_EVENT, role, name));
  return entries;
}

test('an archive declaring gigabytes is refused at once, naming the cap', async () => {
  const { context, page } = await browser.open();
  let zip = zipSync({ ...eventEntries('run'), 'run/huge.a2': new Uint8Array(10) });
  zip = declareSize(zip, 'run/huge.a2', 0xf0000000);
  const started = Date.now();
  await dropFiles(page, '#dropzone', [{ name: 'bomb.zip', bytes: zip }]);
  await page.waitForFunction(() => /Could not read/.test(document.getElementById('status').textContent));
  assert.ok(Date.now() - started < 10_000);
  assert.match(
    await page.textContent('#status'),
    /archive bomb\.zip: the entries would unpack to [\d.]+ GiB, over the limit of 1 GiB; the command line reads such archives with --max-unpacked/,
  );
  assert.equal(await page.locator('.role .file-chip').count(), 0);
  await context.close();
});

test('archive entries with unsafe paths are skipped and named in the result', async () => {
  const { context, page } = await browser.open();
  await page.selectOption('#task', 'bb3.event');
  const gold = path.join(out, 'event-gold.zip');
  const run = path.join(out, 'event-run.zip');
  fs.writeFileSync(gold, zipSync(eventEntries('gold')));
  fs.writeFileSync(
    run,
    zipSync({ ...eventEntries('run'), '../escape.a2': new Uint8Array(), 'dir\\back.a2': new Uint8Array() }),
  );
  await dropFiles(page, '[data-role="gold"]', [gold]);
  await dropFiles(page, '[data-role="run"]', [run]);
  await dropFiles(page, '[data-role="sentences"]', [path.join(ROOT, 'tests/golden/bb3/inputs/sentences.txt')]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 3);
  await page.click('#score');
  await page.waitForSelector('#metrics table');
  assert.match(await page.textContent('#results'), /event-run\.zip.*\.\.\/escape\.a2/s);
  const golden = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/golden/bb3/event.expected.json'), 'utf8'));
  assert.deepEqual(await metricValues(page), golden.metrics);
  await context.close();
});

test('opening a dropped archive shows its progress and can be cancelled', async () => {
  const { context, page } = await browser.open();
  // Inflating slowed down (a busy wait before each chunk is pushed), so that the test can watch it.
  await page.route('**/vendor/fflate.js', async (route) => {
    const response = await route.fetch();
    const slow = `\nconst unslowed = Unzip.prototype.push;
Unzip.prototype.push = function (chunk, final) { const t = Date.now(); while (Date.now() - t < 300); return unslowed.call(this, chunk, final); };\n`;
    await route.fulfill({ response, body: (await response.text()) + slow });
  });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  const archive = path.join(out, 'slow.zip');
  fs.writeFileSync(archive, zipSync({ 'a.txt': noise(20 * 1024 * 1024) }, { level: 0 })); // stored: 20 MB to read
  await page.setInputFiles('#drop-input', archive);
  await page.waitForFunction(() => /Opening archives/.test(document.getElementById('status').textContent));
  assert.equal(await page.isVisible('#progress'), true);
  assert.equal(await page.isVisible('#cancel'), true);
  // Clicked at once: the status line above it changes as the archive is read.
  await page.$eval('#cancel', (button) => button.click());
  await page.waitForFunction(() => /Cancelled/.test(document.getElementById('status').textContent));
  assert.equal(await page.locator('.role .file-chip').count(), 0);
  // The page works on after a cancel.
  await dropFiles(page, '#dropzone', [path.join(BC25, 'int-gold.tsv')]);
  await page.waitForSelector('[data-role="gold"] .file-chip');
  await context.close();
});

test('inputs over what the page reads are refused before reading, pointing at the command line', async () => {
  const { context, page } = await browser.open();
  // The page's limit lowered to 100 bytes, so that the test needs no gigabyte of files.
  await page.route('**/worker.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('const MAX_INPUT_BYTES = 1024 ** 3;', 'const MAX_INPUT_BYTES = 100;');
    await route.fulfill({ response, body });
  });
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await dropFiles(page, '#dropzone', [path.join(BC25, 'int-gold.tsv'), path.join(BC25, 'int-run.tsv')]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 2);
  await page.click('#score');
  await page.waitForFunction(() => /Could not score/.test(document.getElementById('status').textContent));
  assert.match(
    await page.textContent('#status'),
    /over the .* this page reads in a browser tab: score them with the command line/,
  );
  await context.close();
});

// --- where users drop: a run beside what gives the gold, a comma-separated run ---------------

test('loose .a2 files dropped beside a gold archive are the run', async () => {
  const { context, page } = await browser.open();
  const gold = path.join(out, 'event-gold.zip');
  fs.writeFileSync(gold, zipSync(eventEntries('gold')));
  const run = (name) => path.join(BB3_EVENT, 'run', name);
  await dropFiles(page, '#dropzone', [
    run('d1.a2'),
    gold,
    run('d2.a2'),
    path.join(ROOT, 'tests/golden/bb3/inputs/sentences.txt'),
  ]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 4);
  assert.equal(await page.inputValue('#task'), 'bb3.event');
  assert.deepEqual(await slotNames(page), {
    gold: ['event-gold.zip'],
    run: ['d1.a2', 'd2.a2'],
    sentences: ['sentences.txt'],
  });
  assert.match(
    await page.textContent('[data-role="run"] .why'),
    /“event-gold\.zip” gives the gold, so a file beside it is the run/,
  );
  assert.equal(await page.isEnabled('#score'), true);
  await context.close();
});

test('without a gold, a mention file beside the sentences is the run', async () => {
  const { context, page } = await browser.open();
  const inputs = path.join(ROOT, 'tests/golden/ner/inputs');
  await dropFiles(page, '#dropzone', [
    path.join(inputs, 'gm-sentences.txt'),
    { name: 'team12_1.eval', bytes: fs.readFileSync(path.join(inputs, 'gm-run.eval')) },
  ]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 2);
  assert.deepEqual(await slotNames(page), { run: ['team12_1.eval'], sentences: ['gm-sentences.txt'] });
  assert.equal(await page.isEnabled('#check'), true);
  await context.close();
});

test('a comma-separated run is not put on the document list, and the page says why', async () => {
  const { context, page } = await browser.open();
  await page.selectOption('#task', 'bc25.int');
  const lines = Array.from({ length: 5000 }, (_, i) => `doc${Math.floor(i / 5)},P${i},${(i % 5) + 1},0.${9 - (i % 5)}`);
  await dropFiles(page, '#dropzone', [{ name: 'run5000.csv', bytes: Buffer.from(lines.join('\n') + '\n') }]);
  await page.waitForSelector('#waiting .waiting-drop');
  assert.deepEqual(await slotNames(page), {});
  assert.match(
    await page.textContent('#waiting'),
    /run5000\.csv: its fields are separated by commas \(CSV\), and bioeval reads fields separated by TABs: with TABs in place of the commas it would look like the run of bc25\.int/,
  );
  await context.close();
});

dataTest('BC2GM: the released sentences and a run named team12_1.eval: the run is the run', async () => {
  const { context, page } = await browser.open();
  await dropFiles(page, '#dropzone', [
    bc2gm('test_test.in'),
    { name: 'team12_1.eval', bytes: fs.readFileSync(bc2gmRun()) },
  ]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 2);
  assert.deepEqual(await slotNames(page), { run: ['team12_1.eval'], sentences: ['test_test.in'] });
  assert.equal(await page.isEnabled('#check'), true);
  await context.close();
});

dataTest('BB3: a gold archive and the loose .a2 files of a run: the .a2 files are the run', async () => {
  const { context, page } = await browser.open();
  const entries = unzipSync(fs.readFileSync(bb3('BioNLP-ST-2016_BB-cat+ner_dev.zip')));
  const loose = Object.keys(entries)
    .filter((name) => name.endsWith('.a2'))
    .sort()
    .slice(0, 4)
    .map((name, index) => ({ name: path.basename(name), bytes: index === 0 ? new Uint8Array() : entries[name] }));
  await dropFiles(page, '#dropzone', [bb3('BioNLP-ST-2016_BB-cat+ner_dev.zip'), ...loose]);
  await page.waitForFunction(() => document.querySelectorAll('.role .file-chip').length === 5);
  assert.equal(await page.inputValue('#task'), 'bb3.cat+ner');
  assert.deepEqual(await slotNames(page), {
    gold: ['BioNLP-ST-2016_BB-cat+ner_dev.zip'],
    run: loose.map((file) => file.name),
  });
  await context.close();
});

nodeTest("no request left the page's origin and no script error happened", () => {
  assert.deepEqual(browser.foreignRequests, []);
  assert.deepEqual(browser.pageErrors, []);
});
