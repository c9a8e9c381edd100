// Times the module in Debian's Chromium, in a module Worker as the page runs it: bioeval.wasm
// fetched and handed to createBioeval, the tasks listed, the files fetched and copied into the
// heap, then evaluateUtf8 and the answer decoded with TextDecoder, as web/worker.js does. The
// browser's engine is newer than node's and compiles and tiers its code its own way: this is the
// number a user of the page meets.
//
// usage: node bench/browser_bench.mjs --site SITE --task TASK [--gold FILE] --run FILE
//          [--options JSON] [--calls N] [--pages P] [--touch-heap MB]
//   --calls N  calls in one page (default 2): the first pays for the engine's warm-up
//   --pages P  fresh pages, one after the other (default 3), each with a new module
//   --touch-heap MB  writes MB of the heap twice before the files are copied (an experiment: the
//              calls then no longer pay for the first touch of the memory they fill) and reports
//              what each write cost a MB (touch_first_ms_per_mb, touch_second_ms_per_mb)
//
// Prints a summary per page on stderr and one line of key=value pairs on stdout, medians over
// the pages: first_s (the first call: evaluation and decoding), first_decode_s (its decoding),
// later_s (the later calls), load_s (module and task list), result_bytes, chromium (version).
// Exit status: 0 when every call returned a result, 1 on an error, 2 on bad usage.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../scripts/static-server.mjs';

function usage(message) {
  process.stderr.write(
    `browser_bench: ${message}\n` +
      'usage: node bench/browser_bench.mjs --site SITE --task TASK [--gold FILE] --run FILE ' +
      '[--options JSON] [--calls N] [--pages P] [--touch-heap MB]\n',
  );
  process.exit(2);
}

function parseArguments(argv) {
  const args = { options: '{}', calls: '2', pages: '3', 'touch-heap': '0' };
  const known = new Set(['--site', '--task', '--gold', '--run', '--options', '--calls', '--pages', '--touch-heap']);
  for (let i = 0; i < argv.length; i += 2) {
    if (!known.has(argv[i])) usage(`unknown argument '${argv[i]}'`);
    if (i + 1 >= argv.length) usage(`${argv[i]} needs a value`);
    args[argv[i].slice(2)] = argv[i + 1];
  }
  for (const name of ['site', 'task', 'run']) {
    if (!args[name]) usage(`--${name} is needed`);
  }
  return args;
}

// The worker the page's is modelled on; it answers one message with the times it measured.
const WORKER = `
import createBioeval from './bioeval.mjs';
const seconds = (from, to) => (to - from) / 1000;
// The heap written twice, a page at a time: what a first and a second touch cost, in ms a MB.
function touchHeap(module, megabytes) {
  const size = megabytes * 1024 * 1024;
  const block = module._malloc(size);
  if (!block) throw new Error('cannot allocate ' + megabytes + ' MB to touch');
  const costs = [];
  for (const value of [1, 2]) {
    const start = performance.now();
    for (let at = 0; at < size; at += 4096) module.HEAPU8.fill(value, block + at, block + Math.min(size, at + 4096));
    costs.push((performance.now() - start) / megabytes);
  }
  module._free(block);
  return costs;
}
self.onmessage = async ({ data: { task, options, files, calls, touch } }) => {
  try {
    const loadStart = performance.now();
    const wasmBinary = await (await fetch('bioeval.wasm')).arrayBuffer();
    const module = await createBioeval({ wasmBinary });
    JSON.parse(module.tasksJson());
    const loadEnd = performance.now();
    const touched = touch > 0 ? touchHeap(module, touch) : null;
    const inputs = {};
    for (const [role, name] of Object.entries(files)) {
      const bytes = new Uint8Array(await (await fetch(name)).arrayBuffer());
      const ptr = module._malloc(Math.max(bytes.length, 1));
      module.HEAPU8.set(bytes, ptr);
      inputs[role] = [{ name, ptr, size: bytes.length }];
    }
    const request = JSON.stringify({ task, options, mode: 'score', inputs });
    const utf8 = new TextDecoder();
    const times = [];
    let text = '';
    for (let call = 0; call < calls; call++) {
      const start = performance.now();
      const view = module.evaluateUtf8(request, null);
      const evaluated = performance.now();
      text = utf8.decode(view);
      const end = performance.now();
      times.push({ call: seconds(start, end), decode: seconds(evaluated, end) });
    }
    const result = JSON.parse(text);
    self.postMessage({ load: seconds(loadStart, loadEnd), times, bytes: text.length, touched,
                       error: result.error ? result.error.message : null });
  } catch (error) {
    self.postMessage({ error: String(error) });
  }
};
`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const args = parseArguments(process.argv.slice(2));
const calls = Number(args.calls);
const pages = Number(args.pages);
const touch = Number(args['touch-heap']);
if (!(calls >= 1 && pages >= 1)) usage('--calls and --pages take a positive number');
if (!(touch >= 0)) usage('--touch-heap takes a number of MB');

// A folder served on localhost: the module, the worker, an empty page, and the input files.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bioeval-browser-bench-'));
for (const name of ['bioeval.mjs', 'bioeval.wasm']) {
  fs.copyFileSync(path.join(args.site, name), path.join(root, name));
}
fs.writeFileSync(path.join(root, 'bench-worker.mjs'), WORKER);
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>bioeval benchmark</title>\n');
const files = { run: 'input-run' };
fs.symlinkSync(path.resolve(args.run), path.join(root, files.run));
if (args.gold) {
  files.gold = 'input-gold';
  fs.symlinkSync(path.resolve(args.gold), path.join(root, files.gold));
}

const { server, url } = await startServer(root);
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
const version = browser.version();
const measured = [];
let failed = false;
try {
  for (let page = 0; page < pages; page++) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(url);
    const answer = await tab.evaluate(
      (message) =>
        new Promise((resolve) => {
          const worker = new Worker('bench-worker.mjs', { type: 'module' });
          worker.onmessage = ({ data }) => resolve(data);
          worker.onerror = (event) => resolve({ error: event.message ?? 'the worker failed' });
          worker.postMessage(message);
        }),
      { task: args.task, options: JSON.parse(args.options), files, calls, touch },
    );
    await context.close();
    if (answer.error) {
      process.stderr.write(`browser_bench: ${answer.error}\n`);
      failed = true;
      break;
    }
    measured.push(answer);
    process.stderr.write(
      `${args.task} page ${page + 1}: load ${answer.load.toFixed(4)} s, calls ` +
        `${answer.times.map((t) => `${t.call.toFixed(4)} (decode ${t.decode.toFixed(4)})`).join(', ')} s\n`,
    );
  }
} finally {
  await browser.close();
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
}
if (failed) process.exit(1);

const report = {
  first_s: median(measured.map((m) => m.times[0].call)).toFixed(4),
  first_decode_s: median(measured.map((m) => m.times[0].decode)).toFixed(4),
  later_s: calls > 1 ? median(measured.flatMap((m) => m.times.slice(1).map((t) => t.call))).toFixed(4) : 'none',
  load_s: median(measured.map((m) => m.load)).toFixed(4),
  result_bytes: measured[0].bytes,
  chromium: version,
};
if (touch > 0) {
  report.touch_first_ms_per_mb = median(measured.map((m) => m.touched[0])).toFixed(3);
  report.touch_second_ms_per_mb = median(measured.map((m) => m.touched[1])).toFixed(3);
}
process.stdout.write(
  `${Object.entries(report)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ')}\n`,
);
