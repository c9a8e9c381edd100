// Browser tests of the page for a person on a phone (390 × 844), on a laptop (1280 × 800) or at
// the keyboard: nothing of the comparison, the document view or an organizer site's slots is cut
// off or overlaps another part, every file picker shows a focus ring when reached with Tab, a
// chosen example's explanation is at the top of the window, and axe-core finds no violation on
// any view (the first screen, results, a comparison, the document view, an organizer site).
// Usage: node tests/browser/access.test.mjs --site build/wasm/site --out build/wasm/browser
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { Browser, argument } from './harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

const site = argument('--site');
const out = argument('--out');
fs.mkdirSync(out, { recursive: true });
const browser = new Browser(site);

before(() => browser.start());
after(() => browser.stop());

// axe-core's violations on the page as it is, one line each: id, impact and the elements. The
// page's policy allows no inline script, so axe's source is evaluated through the driver.
async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () =>
    (await window.axe.run(document, { resultTypes: ['violations'] })).violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((node) => node.target.join(' ')),
    })),
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

async function assertAccessible(page, view) {
  assert.deepEqual(await axeViolations(page), [], `axe-core on ${view}`);
}

async function loadExample(page, id) {
  await page.click('#examples-button');
  await page.click(`[data-example="${id}"]`);
  await page.waitForFunction(() => /^Done/.test(document.getElementById('status').textContent), null, {
    timeout: 60_000,
  });
}

// The elements of `selector` that a person cannot see whole: those lying past the window's left
// or right edge, unless inside a box that scrolls sideways and lies within the window. Also
// fails when the page itself is wider than the window (it would scroll sideways as a whole).
async function cutOff(page, selector) {
  return page
    .$$eval(
      selector,
      (elements) => {
        const width = document.documentElement.clientWidth;
        const within = (rect) => rect.left >= -0.5 && rect.right <= width + 0.5;
        const scroller = (element) => {
          for (let node = element.parentElement; node; node = node.parentElement) {
            if (/auto|scroll/.test(getComputedStyle(node).overflowX)) return node;
          }
          return null;
        };
        const cut = [];
        if (document.documentElement.scrollWidth > width)
          cut.push(`the page: ${document.documentElement.scrollWidth} px wide in ${width}`);
        for (const element of elements) {
          const rect = element.getBoundingClientRect();
          if (within(rect)) continue;
          const box = scroller(element);
          if (box && box !== document.documentElement && within(box.getBoundingClientRect())) continue;
          cut.push(
            `${element.tagName.toLowerCase()}.${element.className} "${element.textContent.slice(0, 30)}": ${Math.round(rect.left)}–${Math.round(rect.right)} in ${width}`,
          );
        }
        return cut;
      },
      null,
    )
    .catch((error) => [error.message]);
}

async function assertNothingCut(page, selectors) {
  for (const selector of selectors) {
    assert.ok((await page.locator(selector).count()) > 0, `${selector} is on the page`);
    assert.deepEqual(await cutOff(page, selector), [], selector);
  }
}

// --- examples --------------------------------------------------------------------------------

test('the seed example: its explanation at the top of the window, its two runs not compared over one article', async () => {
  const { context, page } = await browser.open({ viewport: PHONE });
  await loadExample(page, 'bc25-seed');
  // The smooth scroll ends where the explanation's top meets the window's.
  await page
    .waitForFunction(
      () => {
        const top = document.getElementById('example-explanation').getBoundingClientRect().top;
        const settled = window.lastTop === top;
        window.lastTop = top;
        return settled && Math.abs(top) < 1;
      },
      null,
      { polling: 100, timeout: 10_000 },
    )
    .catch(() => {});
  const top = await page.$eval('#example-explanation', (box) => box.getBoundingClientRect().top);
  assert.ok(Math.abs(top) < 1, `the explanation's top is at the window's top: ${top}`);
  assert.equal(await page.locator('#comparison').count(), 0, 'two runs over one article are not compared');
  assert.match(await page.textContent('#status'), /^Done in [0-9.]+ s\.$/);
  assert.match(await page.textContent('#example-explanation'), /single article.*not compared/);
  assert.equal(await page.locator('.main-score .main-value').count(), 2, "both runs' main scores");
  await page.waitForSelector('#charts canvas');
  await assertAccessible(page, "the seed example's results");
  await context.close();
});

// --- the keyboard ----------------------------------------------------------------------------

test('each file picker of the first screen shows a focus ring when Tab reaches it', async () => {
  const { context, page } = await browser.open({ viewport: LAPTOP });
  await assertAccessible(page, 'the first screen on a laptop');
  const pickers = await page.$$eval('#roles input[type="file"]', (inputs) => inputs.map((input) => input.id));
  assert.ok(pickers.length >= 3, `the first screen's pickers: ${pickers}`);
  await page.focus('#task');
  const ringed = {};
  for (let step = 0; step < 40 && Object.keys(ringed).length < pickers.length; step++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const input = document.activeElement;
      if (input?.type !== 'file') return null;
      // The input is invisible: the ring is drawn on the label that stands for it.
      const style = getComputedStyle(document.querySelector(`label[for="${input.id}"]`));
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      return { id: input.id, ring: outline || style.boxShadow !== 'none' };
    });
    if (focused) ringed[focused.id] = focused.ring;
  }
  assert.deepEqual(ringed, Object.fromEntries(pickers.map((id) => [id, true])));
  await context.close();
});

// --- a phone and a laptop --------------------------------------------------------------------

test("on a phone the comparison's last columns are in view or in a box that scrolls sideways; axe-core finds nothing", async () => {
  const { context, page } = await browser.open({ viewport: PHONE });
  await assertNothingCut(page, ['.role', '.role .format', '.role-head label', '#dropzone']);
  await assertAccessible(page, 'the first screen');
  await loadExample(page, 'compare-bc25');
  await assertNothingCut(page, [
    '#comparison .ranking th:last-child',
    '#comparison .ranking td:last-child',
    '#comparison .p-matrix th:last-child',
    '#comparison .p-matrix td:last-child',
    '#metrics',
    '.main-score',
  ]);
  await page.screenshot({ path: path.join(out, 'access-phone-comparison.png'), fullPage: true });
  await assertAccessible(page, 'a comparison and its results');
  await context.close();
});

test("on a phone the document view's detail is in view or scrolls sideways in its box; axe-core finds nothing", async () => {
  const { context, page } = await browser.open({ viewport: PHONE });
  await loadExample(page, 'bb3-pairing');
  const row = page
    .locator('[data-table="pairing"] tbody tr', { has: page.locator('td', { hasText: /^deletion$/ }) })
    .first();
  await row.locator('.view-link').click();
  await page.waitForSelector('.document-detail tr[aria-selected="true"]');
  await assertNothingCut(page, [
    '.documents-tools select',
    '.document-detail',
    '.document-detail .detail-tools button',
    '.document-detail .annotated-text',
    '.document-detail th:last-child',
    '.document-detail td:last-child',
    '.document-list',
  ]);
  await page.screenshot({ path: path.join(out, 'access-phone-documents.png'), fullPage: true });
  await assertAccessible(page, 'the document view');
  await context.close();
});

// An organizer site for BB3 cat+ner from the small fixtures: the gold, the ontology and the lists
// preloaded, the run left to the participant, as scripts/build site --config makes it.
function organizerSite() {
  const inputs = path.join(ROOT, 'tests/golden/bb3/inputs');
  const goldDir = path.join(inputs, 'cat+ner/gold');
  const gold = path.join(out, 'access-site-gold.zip');
  fs.writeFileSync(
    gold,
    zipSync(
      Object.fromEntries(fs.readdirSync(goldDir).map((name) => [name, fs.readFileSync(path.join(goldDir, name))])),
    ),
  );
  const label = (file, text) => ({ file: path.join(inputs, file), label: text });
  const config = path.join(out, 'access-site.json');
  fs.writeFileSync(
    config,
    JSON.stringify({
      title: 'Bacteria Biotope: categorization with entity recognition',
      tasks: [
        {
          id: 'bb3.cat+ner',
          preload: {
            gold: { file: gold, label: "the development set's gold" },
            ontology: label('ontology.obo', 'OntoBiotope'),
            species: label('species.txt', 'bacteria taxa'),
            human_habitats: label('human.txt', 'human habitats'),
            food_habitats: label('food.txt', 'food habitats'),
            new_in_dev_habitats: label('new-in-dev.txt', 'habitats new in dev'),
          },
          provide: ['run'],
        },
      ],
    }),
  );
  const dir = path.join(out, 'access-site');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(site, dir, { recursive: true });
  const built = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/site-config.mjs'), '--config', config, '--site', dir],
    { encoding: 'utf8' },
  );
  assert.equal(built.status, 0, built.stderr);
  return dir;
}

// Each "Add folder…" button lies within its own slot and overlaps no other slot.
async function folderButtonOverlaps(page) {
  return page.$$eval('label[for^="folder-"]', (labels) => {
    const slots = [...document.querySelectorAll('.role')];
    const overlap = (a, b) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const inside = (a, b) =>
      a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
    return labels.flatMap((label) => {
      const rect = label.getBoundingClientRect();
      const own = label.closest('.role');
      const problems = [];
      if (!inside(rect, own.getBoundingClientRect())) problems.push(`${label.htmlFor} sticks out of its slot`);
      for (const slot of slots) {
        if (slot !== own && overlap(rect, slot.getBoundingClientRect()))
          problems.push(`${label.htmlFor} overlaps the slot ${slot.dataset.role}`);
      }
      return problems;
    });
  });
}

test('an organizer site on a laptop and a phone: "Add folder…" stays in its slot; axe-core finds nothing', async () => {
  const dir = organizerSite();
  const organizer = new Browser(dir);
  await organizer.start();
  try {
    for (const [name, viewport] of Object.entries({ laptop: LAPTOP, phone: PHONE })) {
      const { context, page } = await organizer.open({ viewport });
      await page.waitForFunction(() => document.querySelectorAll('.file-chip .preloaded').length === 6);
      assert.ok((await page.locator('label[for^="folder-"]').count()) > 0, 'the site has "Add folder…" buttons');
      assert.deepEqual(await folderButtonOverlaps(page), [], name);
      await assertNothingCut(page, ['.role-head label', '.role', '#site-intro']);
      await page.screenshot({ path: path.join(out, `access-site-${name}.png`), fullPage: true });
      await assertAccessible(page, `the organizer site on a ${name}`);
      await context.close();
    }
  } finally {
    await organizer.stop();
  }
  assert.deepEqual(organizer.foreignRequests, []);
  assert.deepEqual(organizer.pageErrors, []);
});

test("no request left the page's origin and no script error happened", () => {
  assert.deepEqual(browser.foreignRequests, []);
  assert.deepEqual(browser.pageErrors, []);
});
