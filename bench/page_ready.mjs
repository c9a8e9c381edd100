// Times the page's first second in Debian's Chromium: from navigation to the task list enabled
// (body[data-ready], set once the worker has started the module and listed the tasks), on a cold
// visit (empty cache, no service worker) and on a warm one (the same browser context visited
// again: HTTP cache and service worker in place), on localhost. Reports the bytes the visit
// transferred (the page's and its worker's responses), and the site's files by size, raw and
// gzipped, so that what the first visit needs can be weighed. (Chromium's network throttling
// through the page's DevTools session leaves the worker's requests alone, so a slow network is
// not emulated here.)
//
// usage: node bench/page_ready.mjs --site SITE [--visits N]
//   --visits N   cold and warm visits, each in a fresh context (default 5); medians are reported
//
// Prints per-file sizes on stderr and one line of key=value pairs on stdout: cold_ms, warm_ms
// (medians), cold_bytes, warm_bytes (transferred, as the network reports them), site_bytes,
// site_gzip_bytes (every file of the site), chromium (version).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/static-server.mjs';

const args = { visits: '5' };
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].replace(/^--/, '')] = process.argv[i + 1];
if (!args.site) {
  process.stderr.write('usage: node bench/page_ready.mjs --site SITE [--visits N]\n');
  process.exit(2);
}

// Every file of the site with its size and gzipped size, largest first.
function siteFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const bytes = fs.readFileSync(full);
        out.push({ file: path.relative(root, full), bytes: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });
      }
    }
  };
  walk(root);
  return out.sort((a, b) => b.bytes - a.bytes);
}

// One visit: the time to the task list enabled and the bytes transferred.
async function visit(context, base) {
  const page = await context.newPage();
  // The page's and its worker's responses (the module is fetched by the worker), as sent.
  const sizes = [];
  const finished = (request) => sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize, () => 0));
  context.on('requestfinished', finished);
  await page.goto(base);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 60_000 });
  context.off('requestfinished', finished);
  const bytes = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  const ms = await page.evaluate(() => performance.now());
  await page.close();
  return { ms, bytes };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const files = siteFiles(args.site);
for (const f of files.slice(0, 12)) process.stderr.write(`${f.file}\t${f.bytes}\t${f.gzip} gzipped\n`);
const { server, url: base } = await startServer(args.site, { base: '/bioeval/' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
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
const fields = {
  cold_ms: median(cold.map((v) => v.ms)).toFixed(0),
  warm_ms: median(warm.map((v) => v.ms)).toFixed(0),
  cold_bytes: median(cold.map((v) => v.bytes)),
  warm_bytes: median(warm.map((v) => v.bytes)),
  site_bytes: files.reduce((sum, f) => sum + f.bytes, 0),
  site_gzip_bytes: files.reduce((sum, f) => sum + f.gzip, 0),
  chromium: browser.version(),
};
process.stdout.write(Object.entries(fields).map(([k, v]) => `${k}=${v}`).join(' ') + '\n');
