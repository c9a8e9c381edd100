// Times the page's first second in Debian's Chromium: from navigation to the task list enabled
// (body[data-ready]: the page's scripts and the task list, tasks.json, loaded) and to the scorer
// ready (body[data-scorer]: the module fetched and compiled by the worker, which starts at once
// and runs beside the page), on a cold visit (empty cache, no service worker) and on a warm one
// (the same browser context visited again: HTTP cache and service worker in place). The site is
// served by scripts/static-server.mjs, pre-compressed copies included, on localhost or through a
// slow network it emulates (--mbit, --latency: one link shared by every response; Chromium's own
// throttling, through the page's DevTools session, would leave the worker's requests alone).
// Reports the bytes the visit transferred (the page's and its worker's responses, compressed as
// sent) and the site's files by size, raw and gzipped.
//
// usage: node bench/page_ready.mjs --site SITE [--visits N] [--mbit M --latency MS]
//   --visits N   cold and warm visits, each pair in a fresh context (default 5); medians reported
//   --mbit M     the link's bandwidth in Mbit/s (default: no emulation, localhost)
//   --latency MS the delay before each response starts (default 0; with --mbit)
//
// Prints per-file sizes on stderr and one line of key=value pairs on stdout: cold_ms, warm_ms
// (task list enabled), cold_scorer_ms, warm_scorer_ms (scorer ready), cold_bytes, warm_bytes
// (transferred until the scorer was ready), site_bytes, site_gzip_bytes (every file of the site
// but the pre-compressed copies), first_visit_gzip_bytes (what a first visit fetches before the
// scorer is ready, gzipped), chromium (version). Times are medians.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/static-server.mjs';

const args = { visits: '5', latency: '0' };
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].replace(/^--/, '')] = process.argv[i + 1];
if (!args.site) {
  process.stderr.write('usage: node bench/page_ready.mjs --site SITE [--visits N] [--mbit M --latency MS]\n');
  process.exit(2);
}

// Every file of the site with its size and gzipped size, largest first.
function siteFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(gz|br)$/.test(entry.name)) {
        const bytes = fs.readFileSync(full);
        out.push({
          file: path.relative(root, full),
          bytes: bytes.length,
          gzip: zlib.gzipSync(bytes, { level: 9 }).length,
        });
      }
    }
  };
  walk(root);
  return out.sort((a, b) => b.bytes - a.bytes);
}

// The time of the page's performance mark `name`, from navigation; for a page without the mark
// (built before it had them), the time now, later by the test's polling than the event itself.
function markTime(page, name) {
  return page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? performance.now(), name);
}

// One visit: the times to the task list enabled and to the scorer ready, the bytes transferred
// until then and the site's files fetched.
async function visit(context, base) {
  const page = await context.newPage();
  // The page's and its worker's responses (the module is fetched by the worker), as sent.
  const sizes = [];
  const fetched = new Set();
  const finished = (request) => {
    // The service worker's own fetches (keeping the site for offline use) are not the visit's.
    if (request.serviceWorker()) return;
    fetched.add(new URL(request.url()).pathname.slice(new URL(base).pathname.length) || 'index.html');
    sizes.push(
      request.sizes().then(
        (s) => s.responseBodySize + s.responseHeadersSize,
        () => 0,
      ),
    );
  };
  context.on('requestfinished', finished);
  await page.goto(base);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
  const ms = await markTime(page, 'bioeval:ready');
  // A site built before tasks.json listed the tasks was ready only once its module was.
  if (fetched.has('tasks.json')) await page.waitForSelector('body[data-scorer="ready"]', { timeout: 60_000 });
  const scorerMs = fetched.has('tasks.json') ? await markTime(page, 'bioeval:scorer-ready') : ms;
  context.off('requestfinished', finished);
  const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  await page.close();
  return { ms, scorerMs, bytes, fetched };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const files = siteFiles(args.site);
for (const f of files.slice(0, 12)) process.stderr.write(`${f.file}\t${f.bytes}\t${f.gzip} gzipped\n`);
const network = args.mbit ? { bitsPerSecond: Number(args.mbit) * 1e6, latencyMs: Number(args.latency) } : null;
const { server, url: base } = await startServer(args.site, { base: '/bioeval/', network });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const cold = [];
const warm = [];
try {
  for (let v = 0; v < Number(args.visits); ++v) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    cold.push(await visit(context, base));
    warm.push(await visit(context, base));
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
const firstVisit = files.filter((f) => cold[0].fetched.has(f.file));
const fields = {
  cold_ms: median(cold.map((v) => v.ms)).toFixed(0),
  warm_ms: median(warm.map((v) => v.ms)).toFixed(0),
  cold_scorer_ms: median(cold.map((v) => v.scorerMs)).toFixed(0),
  warm_scorer_ms: median(warm.map((v) => v.scorerMs)).toFixed(0),
  cold_bytes: median(cold.map((v) => v.bytes)),
  warm_bytes: median(warm.map((v) => v.bytes)),
  site_bytes: files.reduce((sum, f) => sum + f.bytes, 0),
  site_gzip_bytes: files.reduce((sum, f) => sum + f.gzip, 0),
  first_visit_gzip_bytes: firstVisit.reduce((sum, f) => sum + f.gzip, 0),
  chromium: browser.version(),
};
process.stderr.write(`fetched on a first visit: ${firstVisit.map((f) => f.file).join(' ')}\n`);
process.stdout.write(
  Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ') + '\n',
);
