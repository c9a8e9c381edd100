// Runs a test command that reads the public corpora (docs/data.md) when they are all there, and
// otherwise exits 77, which ctest reports as skipped (SKIP_RETURN_CODE), after printing why.
// Before running, unpacks the BB3 archives of the corpora into --bb3-out when asked (once; the
// Catch2 tests read the documents unpacked, as a host gives them to the scorer).
// Usage: node tests/support/with-data.mjs --data DIR [--bb3-out DIR --cmake CMAKE] -- COMMAND ARGS...
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SKIP = 77;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MANIFEST = path.join(ROOT, 'scripts/data-manifest.tsv');

const split = process.argv.indexOf('--');
const options = process.argv.slice(2, split < 0 ? undefined : split);
const command = split < 0 ? [] : process.argv.slice(split + 1);
function option(name) {
  const at = options.indexOf(name);
  return at < 0 ? null : options[at + 1];
}
const data = option('--data');
if (!data || command.length === 0) {
  console.error('usage: node tests/support/with-data.mjs --data DIR [--bb3-out DIR --cmake CMAKE] -- COMMAND ARGS...');
  process.exit(2);
}

// Every file of the manifest must be there; the sums are checked by scripts/fetch-data.
const files = fs
  .readFileSync(MANIFEST, 'utf8')
  .split('\n')
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => line.split('\t')[0]);
const missing = files.filter((file) => !fs.existsSync(path.join(data, file)));
if (missing.length > 0) {
  const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? `, … (${missing.length} in all)` : '');
  console.log(
    `SKIPPED: the corpora are not in ${data} (missing ${shown}). ` +
      'Run scripts/fetch-data to put them in build/data, or set BIOEVAL_DATA to a folder holding them ' +
      'and configure again; see docs/data.md.',
  );
  process.exit(SKIP);
}

const bb3Out = option('--bb3-out');
if (bb3Out) {
  const cmake = option('--cmake') ?? 'cmake';
  for (const archive of files.filter((file) => /^bb3\/.*\.zip$/.test(file))) {
    const target = path.join(bb3Out, path.basename(archive, '.zip'));
    if (fs.existsSync(target)) continue;
    // Unpacked beside the target and renamed, so an interrupted run leaves no half folder.
    const partial = `${target}.part-${process.pid}`;
    fs.rmSync(partial, { recursive: true, force: true });
    fs.mkdirSync(partial, { recursive: true });
    const result = spawnSync(cmake, ['-E', 'tar', 'xf', path.resolve(data, archive)], {
      cwd: partial,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      fs.rmSync(partial, { recursive: true, force: true });
      console.error(`cannot unpack ${archive}`);
      process.exit(1);
    }
    fs.renameSync(partial, target);
  }
}

const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
