// Browser tests of a site configured for a shared task (docs/hosting.md): configured copies of
// the built site are made with scripts/site-config.mjs, as `scripts/build site --config` makes
// them, served under a sub-path and opened in Debian's Chromium. A participant drops only the
// run; the files the organizers provide are already on their roles. Broken configurations fail
// the build naming the key, and a site.json the page cannot use is named on the page.
// Usage: node tests/browser/site.test.mjs --site build/wasm/site --out DIR [--cli build/native/cli/bioeval]
//          [--data build/data]  (with it, only the tests that read the public corpora)
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync } from 'fflate';
import { Browser, argument, dropFiles, metricValues, slotNames } from './harness.mjs';
import { dataDir, dataPath, dataTest, test } from '../support/data.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const EXAMPLES = path.join(ROOT, 'examples/sites');
const BC25 = path.join(ROOT, 'tests/golden/bc25/inputs');
const site = argument('--site');
const out = argument('--out');
const cli = argument('--cli', { required: false });
fs.mkdirSync(out, { recursive: true });

// A configured copy of the built site in out/NAME. `config` is a file, or an object written as
// one into out/. Returns the site-config script's exit status and messages.
function buildSite(name, config) {
  const dir = path.join(out, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(site, dir, { recursive: true });
  let file = config;
  if (typeof config !== 'string') {
    file = path.join(out, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify(config, null, 2));
  }
  const args = [path.join(ROOT, 'scripts/site-config.mjs'), '--config', file, '--site', dir];
  if (dataDir) args.push('--data', dataDir);
  const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
  return { dir, status: result.status, stderr: result.stderr, stdout: result.stdout };
}

// Opens the site in DIR in its own browser, runs `use(browser)`, and checks that no request left
// the page's origin and that the page logged no error.
async function withSite(dir, use) {
  const browser = new Browser(dir);
  await browser.start();
  try {
    await use(browser);
  } finally {
    await browser.stop();
  }
  assert.deepEqual(browser.foreignRequests, []);
  assert.deepEqual(browser.pageErrors, []);
}

function sha256(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

async function taskChoices(page) {
  return page.$$eval('#task option', (options) => options.map((option) => option.value));
}

// --- the build ---------------------------------------------------------------------------------

test('a broken configuration fails the build, each problem naming its key', () => {
  const { status, stderr } = buildSite('broken', {
    title: 'A shared task',
    colour: 'blue',
    tasks: [
      {
        id: 'bb3.cat+ner',
        profile: 'strict',
        options: { force: 'yes', cutoff: 3 },
        preload: {
          ontology: { file: 'no-such-ontology.obo', label: 'OntoBiotope' },
          lexicon: { file: 'x.txt', label: 'x' },
        },
        provide: ['run'],
      },
      { id: 'bc25.intt', provide: ['run'] },
    ],
    default: 'ner.iob2',
  });
  assert.equal(status, 1, stderr);
  const lines = [
    /colour: unknown key/,
    /tasks\[0\]\.profile: must be one of 'official', 'published'/,
    /tasks\[0\]\.options\.force: must be true or false/,
    /tasks\[0\]\.options\.cutoff: no such option of bb3\.cat\+ner/,
    /tasks\[0\]\.preload\.lexicon: no such role of bb3\.cat\+ner/,
    /tasks\[0\]\.provide: the required role 'gold' is neither preloaded nor provided/,
    /tasks\[1\]\.id: no task 'bc25\.intt'/,
    /default: must be the id of a task offered/,
    /tasks\[0\]\.preload\.ontology\.file: no such file: .*no-such-ontology\.obo/,
  ];
  for (const line of lines) assert.match(stderr, line);
  assert.equal(fs.existsSync(path.join(out, 'broken/files')), false);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(out, 'broken/site.json'), 'utf8')), {});
});

test('a configuration that is not JSON fails the build, saying so', () => {
  const file = path.join(out, 'not-json.json');
  fs.writeFileSync(file, '{"title": "x",}');
  const { status, stderr } = buildSite('not-json', file);
  assert.equal(status, 1);
  assert.match(stderr, /not-json\.json: not valid JSON/);
});

// --- the page ----------------------------------------------------------------------------------

test('BC II.5 INT before the gold is out: the released list is provided, a dropped run is checked', async () => {
  const { dir, status, stderr } = buildSite('bc25-check', path.join(EXAMPLES, 'bc25-int-check.json'));
  assert.equal(status, 0, stderr);
  const list = path.join(EXAMPLES, 'bc25-int-test-documents.txt');
  const written = JSON.parse(fs.readFileSync(path.join(dir, 'site.json'), 'utf8'));
  assert.deepEqual(written.tasks[0].preload.input, {
    label: 'the released test document list',
    name: 'bc25-int-test-documents.txt',
    path: `files/${sha256(list).slice(0, 12)}/bc25-int-test-documents.txt`,
    size: fs.statSync(list).size,
    sha256: sha256(list),
  });
  await withSite(dir, async (browser) => {
    const { context, page } = await browser.open();
    assert.match(await page.textContent('#site-title'), /check your submission before the gold is out/);
    assert.match(await page.title(), /^BioCreative II\.5 INT/);
    assert.deepEqual(await taskChoices(page), ['bc25.int']);
    const provided = page.locator('[data-role="input"] .file-chip .preloaded');
    await provided.waitFor();
    assert.match(await provided.textContent(), /Provided by the organizers: the released test document list/);
    assert.equal(await provided.locator('.sha256').textContent(), sha256(list));
    assert.equal(await page.textContent('[data-role="run"] .provide-mark'), 'yours to provide');
    await dropFiles(page, '#dropzone', [path.join(BC25, 'int-run.tsv')]);
    await page.waitForSelector('[data-role="run"] .file-chip');
    assert.deepEqual(await slotNames(page), { input: ['bc25-int-test-documents.txt'], run: ['int-run.tsv'] });
    assert.equal(await page.isDisabled('#score'), true);
    await page.click('#check');
    await page.waitForSelector('.verdict.bad');
    assert.match(await page.textContent('.diagnostic.error[data-code="document-not-in-test-set"] .message'), /'doc4'/);
    await page.screenshot({ path: path.join(out, 'bc25-check.png'), fullPage: true });
    // A list of the participant's own, dropped on the role, replaces the organizers' one.
    await dropFiles(page, '[data-role="input"]', [{ name: 'my-list.txt', bytes: Buffer.from('doc1\ndoc2\ndoc4\n') }]);
    await page.waitForFunction(
      () => document.querySelector('[data-role="input"] .file-name')?.textContent === 'my-list.txt',
    );
    assert.deepEqual(await slotNames(page), { input: ['my-list.txt'], run: ['int-run.tsv'] });
    assert.equal(await page.locator('.preloaded').count(), 0);
    await context.close();
  });
});

test('the title and description are shown as text, plain URLs as links and nothing else', async () => {
  const list = path.join(EXAMPLES, 'bc25-int-test-documents.txt');
  const title = '<img src=x onerror="document.body.dataset.owned=1"> & INT';
  const description =
    'See https://example.org/task. <a href="javascript:alert(1)">click</a>\n\n<b>second</b> paragraph';
  const { dir, status, stderr } = buildSite('hostile-text', {
    title,
    description,
    tasks: [
      {
        id: 'bc25.int',
        options: { cutoff: 3 },
        preload: { input: { file: list, label: '<i>list</i>' } },
        provide: ['run'],
      },
    ],
  });
  assert.equal(status, 0, stderr);
  await withSite(dir, async (browser) => {
    const { context, page } = await browser.open();
    assert.equal(await page.textContent('#site-title'), title);
    const paragraphs = await page.$$eval('.site-description', (nodes) => nodes.map((node) => node.textContent));
    assert.deepEqual(paragraphs, [
      'See https://example.org/task. <a href="javascript:alert(1)">click</a>',
      '<b>second</b> paragraph',
    ]);
    const links = await page.$$eval('#site-intro a', (nodes) => nodes.map((node) => node.getAttribute('href')));
    assert.deepEqual(links, ['https://example.org/task']);
    assert.equal(await page.locator('#site-intro img, #site-intro b, .preloaded i').count(), 0);
    await page.waitForSelector('.preloaded');
    assert.match(await page.textContent('.preload-label'), /^<i>list<\/i>$/);
    assert.equal(await page.inputValue('#option-cutoff'), '3');
    assert.equal(await page.evaluate(() => document.body.dataset.owned), undefined);
    await context.close();
  });
});

test('a site.json the page cannot use is named on the page, which stays the generic page', async () => {
  const dir = path.join(out, 'unusable');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(site, dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'site.json'),
    JSON.stringify({
      bioeval_site: 1,
      title: 'Broken',
      tasks: [
        {
          id: 'bc25.int',
          preload: { input: { label: 'list', name: 'l.txt', path: 'https://example.org/l.txt', size: 3, sha256: 'x' } },
          provide: ['run'],
        },
      ],
    }),
  );
  await withSite(dir, async (browser) => {
    const { context, page } = await browser.open();
    const message = await page.textContent('#site-error');
    assert.match(message, /configuration cannot be used/);
    assert.match(message, /tasks\[0\]\.preload\.input\.path: must be a path under files\/ of the site/);
    assert.match(message, /tasks\[0\]\.preload\.input\.sha256/);
    assert.equal(await page.isHidden('#site-intro'), true);
    assert.ok((await taskChoices(page)).length > 10);
    await context.close();
  });
});

test('the generic site has no configuration and shows none', async () => {
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(site, 'site.json'), 'utf8')), {});
  await withSite(site, async (browser) => {
    const { context, page } = await browser.open();
    assert.equal(await page.isHidden('#site-intro'), true);
    assert.equal(await page.isHidden('#site-error'), true);
    assert.equal(await page.locator('.provide-mark').count(), 0);
    assert.ok((await taskChoices(page)).length > 10);
    await context.close();
  });
});

// --- BB3 2016 cat+ner, from the public corpora -------------------------------------------------

const bb3 = (name) => dataPath('bb3', name);

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
  const file = path.join(out, 'bb3-submission.zip');
  fs.writeFileSync(file, zipSync(run));
  return file;
}

const BB3_PRELOADED = {
  gold: ['BioNLP-ST-2016_BB-cat+ner_dev.zip'],
  ontology: ['OntoBiotope_BioNLP-ST-2016.obo'],
  species: ['Bacteria_species.txt'],
  human_habitats: ['Habitats_human.txt'],
  food_habitats: ['Habitats_food.txt'],
  new_in_dev_habitats: ['Habitats_new-in-dev.txt'],
};

// Drops the run alone on a page whose preloaded files are in place, scores, and returns the main
// score's metric and value, and every metric.
async function scoreRunAlone(page, run) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('.file-chip .preloaded').length === count,
    Object.keys(BB3_PRELOADED).length,
  );
  await dropFiles(page, '#dropzone', [run]);
  await page.waitForSelector('[data-role="run"] .file-chip');
  assert.deepEqual(await slotNames(page), { ...BB3_PRELOADED, run: [path.basename(run)] });
  await page.click('#score');
  await page.waitForSelector('#metrics table', { timeout: 60_000 });
  const main = page.locator('.main-score');
  return {
    metric: await main.getAttribute('data-metric'),
    value: Number(await main.locator('.main-value').getAttribute('data-value')),
    metrics: await metricValues(page),
  };
}

dataTest('BB3 2016 cat+ner site: a participant drops only the run and scores, online and offline', async () => {
  const { dir, status, stderr } = buildSite('bb3-cat-ner', path.join(EXAMPLES, 'bb3-2016-cat+ner.json'));
  assert.equal(status, 0, stderr);
  const run = bb3Run();
  await withSite(dir, async (browser) => {
    const { context, page } = await browser.open({ serviceWorkers: 'allow' });
    assert.deepEqual(await taskChoices(page), ['bb3.cat+ner']);
    assert.equal(await page.inputValue('#option-profile'), 'official');
    const online = await scoreRunAlone(page, run);
    assert.ok(online.value > 0 && online.value < 1, `${online.metric} = ${online.value}`);
    if (cli) {
      const args = ['score', 'bb3.cat+ner', '--json', '--run', run];
      for (const [role, [name]] of Object.entries(BB3_PRELOADED))
        args.push(`--${role.replaceAll('_', '-')}`, bb3(name));
      const result = spawnSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
      assert.equal(result.status, 0, result.stderr);
      assert.deepEqual(online.metrics, JSON.parse(result.stdout).metrics);
    }
    await page.screenshot({ path: path.join(out, 'bb3-site.png'), fullPage: true });
    // Offline: the page, its configuration and the organizers' files come from the offline cache.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]', { timeout: 20_000 });
    const offline = await scoreRunAlone(page, run);
    assert.deepEqual(offline, online);
    await context.close();
  });
});

// The build refuses a data file that is not there, naming the corpora folder.
dataTest('a preloaded ${data} file that is missing names the corpora folder', () => {
  const { status, stderr } = buildSite('bb3-missing', {
    title: 'BB3',
    tasks: [
      {
        id: 'bb3.cat',
        preload: { ontology: { file: '${data}/bb3/OntoBiotope-missing.obo', label: 'o' } },
        provide: ['gold', 'run'],
      },
    ],
  });
  assert.equal(status, 1);
  assert.match(
    stderr,
    /tasks\[0\]\.preload\.ontology\.file: no such file: .*OntoBiotope-missing\.obo \(the corpora folder is /,
  );
});
