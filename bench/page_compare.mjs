// Times the page comparing three BC2GM test-set runs in Debian's Chromium, as a user does it: the
// gold, the alternatives, the sentences and three runs dropped at once, Score pressed, until the
// comparison is shown (each run scored, then compared). Reports the time and the peak memory of
// the browser's processes (the sum of their resident sets, sampled every SAMPLE_MS, less the sum
// before the drop), and the module's memory when the worker reports it (self.bioevalStats).
//
// The runs are made from the gold: every 10th mention left out, every 4th left out, and the
// alternatives given as a run.
//
// usage: node bench/page_compare.mjs --site SITE [--data DIR] [--repeat N]
//   --data DIR  the BC2GM folder (default ../shared/data/bc2gm)
//   --repeat N  fresh pages, one after the other (default 3); medians reported
//
// Prints one line of key=value pairs on stdout: seconds, peak_mb (the browser's processes),
// module_mb (the worker's WebAssembly memory, when reported), readings (the run readings the
// worker counted, when reported), chromium (version).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/static-server.mjs';

const args = { data: '../shared/data/bc2gm', repeat: '3' };
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].replace(/^--/, '')] = process.argv[i + 1];
if (!args.site) {
  process.stderr.write('usage: node bench/page_compare.mjs --site SITE [--data DIR] [--repeat N]\n');
  process.exit(2);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bioeval-page-compare-'));
const data = (name) => path.join(args.data, name);
const goldLines = fs
  .readFileSync(data('test_GENE.eval'), 'utf8')
  .split('\n')
  .filter((line) => line !== '');
function writeRun(name, lines) {
  const file = path.join(work, name);
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}
const runs = [
  writeRun(
    'run-a.txt',
    goldLines.filter((_, i) => i % 10 !== 0),
  ),
  writeRun(
    'run-b.txt',
    goldLines.filter((_, i) => i % 4 !== 0),
  ),
  writeRun(
    'run-c.txt',
    fs
      .readFileSync(data('test_ALTGENE.eval'), 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  ),
];
const dropped = [data('test_GENE.eval'), data('test_ALTGENE.eval'), data('test_test.in'), ...runs];

// The resident set of a process and its descendants, in bytes.
function treeRss(root) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const resident = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
      rss.set(Number(entry), resident);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  let sum = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    sum += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return sum;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function dropFiles(page, files) {
  const payload = files.map((file) => ({ name: path.basename(file), bytes: [...fs.readFileSync(file)] }));
  await page.evaluate((items) => {
    const transfer = new DataTransfer();
    for (const item of items) transfer.items.add(new File([new Uint8Array(item.bytes)], item.name));
    const element = document.querySelector('#dropzone');
    for (const type of ['dragenter', 'dragover', 'drop']) {
      element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }
  }, payload);
}

const { server, url } = await startServer(path.resolve(args.site), { base: '/' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-default-apps',
  ],
});
const browserPid = Number(
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .find((entry) => {
      try {
        return (
          fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('--remote-debugging-pipe') &&
          Number(/^PPid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]) === process.pid
        );
      } catch {
        return false;
      }
    }),
);
// How often the browser's resident memory is sampled while the page works.
const SAMPLE_MS = 20;
const samples = { seconds: [], peak: [], module: [], readings: [] };
try {
  for (let visit = 0; visit < Number(args.repeat); visit += 1) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('body[data-scorer]', { timeout: 30_000 });
    await dropFiles(page, dropped);
    await page.waitForFunction(
      (count) => document.querySelectorAll('.role .file-chip').length === count,
      dropped.length,
    );
    const before = treeRss(browserPid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, treeRss(browserPid));
    }, SAMPLE_MS);
    const started = performance.now();
    await page.click('#score');
    await page.waitForSelector('#comparison table', { timeout: 120_000 });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, treeRss(browserPid));
    samples.seconds.push(seconds);
    samples.peak.push((peak - before) / 1e6);
    const stats = await Promise.all(
      page
        .workers()
        .map((worker) => worker.evaluate(() => (self.bioevalStats ? self.bioevalStats() : null)).catch(() => null)),
    );
    const reported = stats.find((s) => s);
    if (reported) {
      samples.module.push(reported.memory / 1e6);
      samples.readings.push(reported.readings);
    }
    process.stderr.write(
      `visit ${visit + 1}: ${seconds.toFixed(2)} s, +${((peak - before) / 1e6).toFixed(0)} MB` +
        `${reported ? `, module ${(reported.memory / 1e6).toFixed(0)} MB, ${reported.readings} readings` : ''}\n`,
    );
    await context.close();
  }
  const line = [`seconds=${median(samples.seconds).toFixed(2)}`, `peak_mb=${median(samples.peak).toFixed(0)}`];
  if (samples.module.length)
    line.push(`module_mb=${median(samples.module).toFixed(0)}`, `readings=${median(samples.readings)}`);
  line.push(`chromium=${browser.version()}`);
  process.stdout.write(line.join(' ') + '\n');
} finally {
  await browser.close();
  server.close();
  fs.rmSync(work, { recursive: true, force: true });
}
