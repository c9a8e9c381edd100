// Times the browser module under node, the way the page's worker uses it: the ES module factory
// createBioeval from bioeval.mjs, the file bytes copied into the module's heap with _malloc and
// HEAPU8.set (tests/node/module.mjs), then one evaluateUtf8(request, null) call.
//
// usage: node bench/wasm_bench.mjs --module SITE[/bioeval.mjs] --task bc25.int \
//          [--gold GOLD] --run RUN [--input ROLE=PATH]... [--options JSON]
//          [--mode score|validate] [--progress] [--calls N] [--touch-heap MB] [--warm-up FILE]
//   a folder given for a role stands for the files under it (BB3 documents), as in the CLI;
//   --input adds another role's file (the BB3 ontology)
//   --progress passes a progress callback, throttled as web/worker.js does (default: null)
//   without --gold, the run is the only input (tapk; ner.iob2 with both tags in one file)
//   --calls N  makes the same call N times in this process (default 1): the first includes the
//              engine's warm-up of the WebAssembly code, the next ones show the warm time
//   --touch-heap MB  writes MB of the heap once before the files are copied (an experiment: the
//              call then no longer pays for the first touch of the memory it fills)
//   --warm-up FILE  scores FILE (as the run, without gold) three times before the timed call (an
//              experiment: the engine has then compiled the task's code, on an input small
//              enough to leave most of the heap unwritten)
//        node bench/wasm_bench.mjs --checksum RESULT.json
//          (the checksum of a result written by `bioeval score … --json`, to compare)
//
// Prints a human-readable summary on stderr and one line of key=value pairs on stdout:
//   load_s      import of the module, instantiation of bioeval.wasm and the list of tasks (as
//               the page's worker loads it)
//   copy_s      reading the files and copying their bytes into the heap
//   evaluate_s  the evaluation call (scoring, the result's JSON text and its decoding); the
//               first call's time with --calls, and warm_s the next calls' times
//   parse_s     JSON.parse of the result in JavaScript
//   result_bytes, valid, errors, warnings, checksum (a sum of a few metrics)
//   answer_s    what the answer alone costs on this machine: as many bytes written once into
//               fresh WebAssembly memory and decoded into a string (answerFloor below), a part of
//               any first call that returns this answer; answer_write_s and answer_decode_s its
//               two steps
// Exit status: 0 when the call returned a result, 1 when it returned an error, 2 on bad usage.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { copyFiles, evaluateText, loadModule } from '../tests/node/module.mjs';

function usage(message) {
  process.stderr.write(
    `wasm_bench: ${message}\n` +
      'usage: node bench/wasm_bench.mjs --module SITE[/bioeval.mjs] --task TASK [--gold FILE] ' +
      '--run FILE [--options JSON] [--mode score|validate] [--progress] [--calls N] [--touch-heap MB] ' +
      '[--warm-up FILE]\n',
  );
  process.exit(2);
}

function parseArguments(argv) {
  const args = { options: '{}', mode: 'score', progress: false, calls: '1', input: [] };
  const known = new Set([
    '--module',
    '--task',
    '--gold',
    '--run',
    '--input',
    '--options',
    '--mode',
    '--calls',
    '--touch-heap',
    '--warm-up',
  ]);
  for (let i = 0; i < argv.length; i += 2) {
    if (argv[i] === '--progress') {
      args.progress = true;
      i -= 1;
      continue;
    }
    if (!known.has(argv[i])) usage(`unknown argument '${argv[i]}'`);
    if (i + 1 >= argv.length) usage(`${argv[i]} needs a value`);
    if (argv[i] === '--input') args.input.push(argv[i + 1]);
    else args[argv[i].slice(2)] = argv[i + 1];
  }
  for (const name of ['module', 'task', 'run']) {
    if (!args[name]) usage(`--${name} is needed`);
  }
  return args;
}

const seconds = (from, to) => (to - from) / 1000;

// The answer's own cost, apart from any scoring: `size` bytes of ASCII written once into fresh
// WebAssembly memory, a page (4 kB) at a time, as the module writes its JSON, then decoded into a
// string, as evaluateText does. The engine gives WebAssembly memory ordinary pages, so the first
// write pays a page fault a page; the string takes fresh memory of its own.
function answerFloor(size) {
  const memory = new WebAssembly.Memory({ initial: Math.ceil((size + 1) / 65536) });
  const bytes = new Uint8Array(memory.buffer, 0, size);
  const start = performance.now();
  for (let at = 0; at < size; at += 4096) bytes.fill(0x20, at, Math.min(size, at + 4096));
  const written = performance.now();
  const decoded = new TextDecoder().decode(bytes);
  const end = performance.now();
  if (decoded.length !== size) throw new Error('answerFloor: the decoded text lost bytes');
  return { write: seconds(start, written), decode: seconds(written, end) };
}

// A sum of a few metrics the task has, so a run that skipped the work shows; the same for a
// result of the native CLI.
function checksumOf(result) {
  const metrics = result.metrics ?? {};
  const picked = [
    'micro.tp',
    'micro.fp',
    'micro.auc_ipr',
    'macro.f1',
    'ranking.tp',
    'ranking.auc_ipr',
    'class.tp',
    'class.mcc',
    'k=5.tap',
    'map',
    'rocn.mean',
    'exact.tp',
    'exact.f1',
    'partial.tp',
    'fragment.tp',
    'jnlpba.complete.tp',
    'conlleval.correct',
    'conlleval.f1',
    'micro.auc',
    'micro.f1',
    'standard_scoring.ser',
    'standard_scoring.matches',
    'lives_in.f1',
    'lives_in.matches',
  ];
  let sum = 0;
  for (const name of picked) {
    if (typeof metrics[name] === 'number') sum += metrics[name];
  }
  return sum;
}

if (process.argv[2] === '--checksum') {
  if (process.argv.length !== 4) usage('--checksum takes one result file');
  const result = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
  process.stdout.write(`checksum=${checksumOf(result).toPrecision(12)}\n`);
  process.exit(0);
}

const args = parseArguments(process.argv.slice(2));
// --module is the site directory (bioeval.mjs and bioeval.wasm) or bioeval.mjs itself.
let siteDir = path.resolve(args.module);
if (!fs.statSync(siteDir).isDirectory()) siteDir = path.dirname(siteDir);

const loadStart = performance.now();
const bioeval = await loadModule(siteDir);
// The page's worker lists the tasks when it starts, before any file is chosen: the tasks are
// registered then, not in the first scoring.
JSON.parse(bioeval.tasksJson());
// An experiment, not what the page does: the heap written once before the files are copied, so
// that the call no longer pays for the first touch of the memory it fills.
const touchMb = Number(args['touch-heap'] ?? 0);
if (touchMb > 0) {
  const block = bioeval._malloc(touchMb * 1024 * 1024);
  if (!block) usage(`cannot allocate --touch-heap ${touchMb} MB`);
  bioeval.HEAPU8.fill(1, block, block + touchMb * 1024 * 1024);
  bioeval._free(block);
}
const loadEnd = performance.now();

const copyStart = performance.now();
// The files of a path: the file itself, or every file under a folder in path order.
function filesOf(where) {
  if (!fs.statSync(where).isDirectory()) return [where];
  return fs
    .readdirSync(where, { recursive: true })
    .map((name) => path.join(where, name))
    .filter((file) => fs.statSync(file).isFile() && !path.basename(file).startsWith('.'))
    .sort();
}
const files = { run: filesOf(args.run) };
if (args.gold) files.gold = filesOf(args.gold);
for (const input of args.input) {
  const at = input.indexOf('=');
  if (at <= 0) usage(`--input takes ROLE=PATH, not '${input}'`);
  files[input.slice(0, at)] = filesOf(input.slice(at + 1));
}
const { inputs, release } = copyFiles(bioeval, files);
const copyEnd = performance.now();

const request = { task: args.task, options: JSON.parse(args.options), mode: args.mode, inputs };
let progressCalls = 0;
let lastReport = 0;
const progress = args.progress
  ? (done, total) => {
      const now = performance.now();
      if (now - lastReport < 50 && done < total) return;
      lastReport = now;
      progressCalls += 1;
    }
  : null;
// An experiment, not what the page does: the task's code run before the timed call.
if (args['warm-up']) {
  const warmUp = copyFiles(bioeval, { run: [args['warm-up']] });
  for (let call = 0; call < 3; call++) {
    const answer = JSON.parse(evaluateText(bioeval, { ...request, inputs: warmUp.inputs }, null));
    // An invalid file is not scored: it would not warm the scoring's code.
    if (answer.error) usage(`--warm-up ${args['warm-up']}: ${answer.error.message}`);
    if (!answer.valid)
      usage(`--warm-up ${args['warm-up']}: not a valid ${args.task} run alone (${answer.errors} errors)`);
  }
  warmUp.release();
}
const evaluateStart = performance.now();
const text = evaluateText(bioeval, request, progress);
const evaluateEnd = performance.now();
const result = JSON.parse(text);
const parseEnd = performance.now();
const warm = [];
for (let call = 1; call < Number(args.calls); call++) {
  const start = performance.now();
  evaluateText(bioeval, request, progress);
  warm.push(seconds(start, performance.now()).toFixed(4));
}
release();
const answer = answerFloor(text.length);

if (result.error) {
  process.stderr.write(`wasm_bench: ${result.error.kind} error: ${result.error.message}\n`);
  process.exit(1);
}

const checksum = checksumOf(result);

const report = {
  load_s: seconds(loadStart, loadEnd).toFixed(4),
  copy_s: seconds(copyStart, copyEnd).toFixed(4),
  evaluate_s: seconds(evaluateStart, evaluateEnd).toFixed(4),
  parse_s: seconds(evaluateEnd, parseEnd).toFixed(4),
  result_bytes: text.length,
  answer_s: (answer.write + answer.decode).toFixed(4),
  answer_write_s: answer.write.toFixed(4),
  answer_decode_s: answer.decode.toFixed(4),
  valid: result.valid,
  errors: result.errors,
  warnings: result.warnings,
  heap_mb: (bioeval.HEAPU8.length / 1e6).toFixed(1),
  checksum: checksum.toPrecision(12),
};
if (args.progress) report.progress_calls = progressCalls;
if (warm.length) report.warm_s = warm.join(',');
process.stderr.write(
  `${args.task}: load ${report.load_s} s, copy ${report.copy_s} s, ` +
    `evaluate ${report.evaluate_s} s (the answer alone ${report.answer_s} s: written ` +
    `${report.answer_write_s}, decoded ${report.answer_decode_s}), ` +
    `parse ${report.parse_s} s, ` +
    `result ${report.result_bytes} chars, heap ${report.heap_mb} MB, ` +
    `valid ${report.valid} (${report.errors} errors, ${report.warnings} warnings), ` +
    `checksum ${report.checksum}${warm.length ? `, then warm calls ${warm.join(' ')} s` : ''}\n`,
);
process.stdout.write(
  `${Object.entries(report)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ')}\n`,
);
