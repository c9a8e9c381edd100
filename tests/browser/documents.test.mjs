// Browser tests of the document view (web/documents_view.js, docs/documents.md): a row of the
// pairing or error table opens its document at the row's annotation, coloured by its verdict;
// the keyboard steps through the problems; the view recolours when another criterion is chosen;
// text from the files is shown as text; no request leaves the page's origin.
// Usage: node tests/browser/documents.test.mjs --site build/wasm/site --out build/wasm/browser
import test, { after, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { Browser, argument } from './harness.mjs';

const out = argument('--out');
fs.mkdirSync(out, { recursive: true });
const browser = new Browser(argument('--site'));

before(() => browser.start());
after(() => browser.stop());

async function loadExample(page, id) {
  await page.click('#examples-button');
  await page.click(`[data-example="${id}"]`);
  await page.waitForFunction(() => /Done/.test(document.getElementById('status').textContent), null, {
    timeout: 60_000,
  });
}

// Clicks the "show" button of the first row of a table whose cells include `text`.
async function showRow(page, table, text) {
  const row = page
    .locator(`[data-table="${table}"] tbody tr`, { has: page.locator('td', { hasText: new RegExp(`^${text}$`) }) })
    .first();
  await row.locator('.view-link').click();
}

// The annotation the view has chosen: its table row's cells.
async function chosenRow(page) {
  await page.waitForSelector('.document-detail tr[aria-selected="true"]');
  return page.$$eval('.document-detail tr[aria-selected="true"] td', (cells) => cells.map((td) => td.textContent));
}

test('BB3: a deletion in the pairing table opens its document with the gold span marked deletion', async () => {
  const { context, page } = await browser.open();
  await loadExample(page, 'bb3-pairing');
  // The headline, the slot error rate, says that it gets better lower.
  assert.equal(await page.getAttribute('#metrics .main-score', 'data-metric'), 'standard_scoring.ser');
  assert.equal(await page.textContent('#metrics .main-score .lower-better'), '↓ lower is better');
  await showRow(page, 'pairing', 'deletion');
  const [side, id, , , verdict] = await chosenRow(page);
  assert.equal(side, 'gold');
  assert.equal(verdict, 'deletion');
  // The span is drawn above the text in the colour and pattern of a miss, and scrolled to.
  const piece = page.locator(`.annotated-text .piece[data-annotation="${id}"]`).first();
  assert.match(await piece.getAttribute('class'), /\bgold kind-bad\b/);
  assert.ok(await piece.isVisible());
  assert.match(await page.textContent('.annotated-text'), /Helicobacter pylori lives in the human stomach\./);
  await page.locator('#documents').screenshot({ path: path.join(out, 'documents-bb3.png') });
  await context.close();
});

test('NER: a boundary error opens the sentence with both spans; n steps to the next problem', async () => {
  const { context, page } = await browser.open();
  await loadExample(page, 'ner-spectrum');
  await showRow(page, 'errors', 'boundary');
  const [side, id, , , verdict, partners] = await chosenRow(page);
  assert.match(verdict, /boundary/);
  assert.ok(partners.length > 0, 'the boundary error names the span it overlaps');
  // Both the span and its partner are marked in the text and in the table.
  const focused = await page.$$eval('.document-detail tr.focused', (rows) => rows.map((tr) => tr.dataset.annotation));
  assert.ok(focused.includes(id));
  for (const partner of partners.split(', '))
    assert.ok(focused.includes(partner), `${partner} marked with ${id} (${side})`);
  // The keyboard: n moves to another problem of the sentence.
  await page.focus('.document-detail');
  await page.keyboard.press('n');
  const next = await page.getAttribute('.document-detail tr[aria-selected="true"]', 'data-annotation');
  assert.ok(next, 'a problem is chosen after n');
  await context.close();
});

test('the documents list, worst first, and a criterion chosen recolours without scoring again', async () => {
  const { context, page } = await browser.open();
  await loadExample(page, 'ner-spectrum');
  await page.click('#documents button:has-text("Show the documents")');
  await page.waitForSelector('.document-item');
  const scores = await page.$$eval('.document-item .document-score', (spans) => spans.map((s) => s.textContent));
  const numeric = scores.filter((s) => s !== '—').map(Number);
  assert.deepEqual(
    numeric,
    [...numeric].sort((a, b) => a - b),
    'worst first',
  );
  await page.click('.document-item');
  await page.waitForSelector('.document-detail .annotated-text');
  const before = await page.$$eval('.document-detail tbody tr', (rows) => rows.map((tr) => tr.className));
  const views = await page.$$eval('.documents-tools select[aria-label="Verdicts under"] option', (o) =>
    o.map((x) => x.value),
  );
  assert.ok(views.length > 1, 'several criteria');
  const status = await page.textContent('#status');
  await page.selectOption('.documents-tools select[aria-label="Verdicts under"]', views.at(-1));
  const afterwards = await page.$$eval('.document-detail tbody tr', (rows) => rows.map((tr) => tr.className));
  assert.notDeepEqual(afterwards, before, 'the loosest criterion changes some verdicts');
  assert.equal(await page.textContent('#status'), status, 'nothing scored again');
  await context.close();
});

test('BB3 events: relations drawn as arcs, gold above the text and predictions below', async () => {
  const { context, page } = await browser.open();
  await loadExample(page, 'compare-bb3');
  await page.click('.documents-run button');
  await page.waitForSelector('.document-item');
  await page.click('.document-item');
  await page.waitForSelector('.relation-arcs path');
  const arcs = await page.$$eval('.relation-arcs path', (paths) =>
    paths.map((p) => ({ id: p.dataset.relation, d: p.getAttribute('d') })),
  );
  assert.ok(
    arcs.some((arc) => arc.id.startsWith('gold:')),
    'gold relations drawn',
  );
  // A gold arc rises above its ends (its control points have a smaller y), a predicted one dips.
  const bend = (d) => {
    const n = d.match(/-?[\d.]+/g).map(Number);
    return n[3] - n[1];
  };
  for (const arc of arcs) assert.ok(arc.id.startsWith('gold:') ? bend(arc.d) < 0 : bend(arc.d) > 0, arc.id);
  await page.locator('#documents').screenshot({ path: path.join(out, 'documents-bb3-event.png') });
  await context.close();
});

test("no request left the page's origin and no script error happened", () => {
  assert.deepEqual(browser.foreignRequests, []);
  assert.deepEqual(browser.pageErrors, []);
});
