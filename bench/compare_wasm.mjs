// Times a comparison of runs in the browser module under node, as the page's worker makes it:
// the files copied into the module's heap, then compareJson (tests/node/module.mjs).
//
// usage: node bench/compare_wasm.mjs --site SITE --task TASK --gold GOLD --run A --run B [...]
//          [--baseline NAME] [--calls N]
// Prints one line of key=value pairs: load_s (the module's start), then call1_s … callN_s, the
// time of each call (the first includes the engine's compilation of the code it runs).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { compareFiles, loadModule } from '../tests/node/module.mjs';

const args = { run: [], calls: 1 };
for (let i = 2; i < process.argv.length; i += 2) {
  const [flag, value] = [process.argv[i], process.argv[i + 1]];
  if (value === undefined) throw new Error(`${flag} needs a value`);
  if (flag === '--run') args.run.push(value);
  else args[flag.replace(/^--/, '')] = value;
}
if (!args.site || !args.task || !args.gold || args.run.length < 2) {
  process.stderr.write(
    'usage: node bench/compare_wasm.mjs --site SITE --task TASK --gold GOLD --run A --run B [...] [--baseline NAME] [--calls N]\n',
  );
  process.exit(2);
}

let started = performance.now();
const module = await loadModule(args.site);
const times = { load_s: (performance.now() - started) / 1000 };
const settings = args.baseline ? { baseline: path.basename(args.baseline) } : {};
for (let call = 1; call <= Number(args.calls); ++call) {
  started = performance.now();
  const result = compareFiles(module, args.task, { gold: [args.gold], run: args.run }, {}, settings);
  times[`call${call}_s`] = (performance.now() - started) / 1000;
  if (!result.comparison) {
    process.stderr.write(`compare_wasm: no comparison: ${JSON.stringify(result.notes ?? result.error)}\n`);
    process.exit(1);
  }
}
process.stdout.write(
  Object.entries(times)
    .map(([key, value]) => `${key}=${value.toFixed(3)}`)
    .join(' ') + '\n',
);
