// The node and browser tests that read the public corpora (docs/data.md) and those that do not,
// kept in one file and run as two ctest entries: given --data DIR, a file runs only its corpus
// tests (dataTest), which read DIR; without it, only the others (test). tests/CMakeLists.txt
// runs the corpus entry through tests/support/with-data.mjs, which reports it skipped when the
// corpora are absent. Tests that check the whole run (e.g. no request left the page) use
// node:test directly and run in both.
import nodeTest from 'node:test';
import path from 'node:path';

const at = process.argv.indexOf('--data');
export const dataDir = at < 0 || at + 1 >= process.argv.length ? null : path.resolve(process.argv[at + 1]);

export const test = dataDir === null ? nodeTest : () => {};
export const dataTest = dataDir === null ? () => {} : nodeTest;

// A path under the corpora folder (null when this run has none: only dataTest bodies use it).
export function dataPath(...parts) {
  return dataDir === null ? null : path.join(dataDir, ...parts);
}
