// Rewrites every <name>.expected.json from the native CLI's output. Review the diff before
// committing: the expected files are the reference the core, the CLI and the wasm module are
// held to. They leave out the tool's version (cases.mjs, versionless).
// Usage: node tests/golden/update.mjs [path/to/bioeval] [family ...]
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { loadCases, cliArguments, versionless } from './cases.mjs';

const cli = process.argv[2] ?? 'build/native/cli/bioeval';
const families = process.argv.slice(3); // none: every family
for (const testCase of loadCases()) {
  if (families.length && !families.includes(testCase.id.split('/')[0])) continue;
  const run = spawnSync(cli, cliArguments(testCase), { encoding: 'utf8' });
  if (run.status !== 0 && run.status !== 1) {
    console.error(`${testCase.id}: exit ${run.status}\n${run.stderr}`);
    process.exit(1);
  }
  // Indented, so that a change shows as a readable diff.
  fs.writeFileSync(testCase.expectedPath, JSON.stringify(versionless(JSON.parse(run.stdout)), null, 2) + '\n');
  console.log(`${testCase.id}: ${run.status === 0 ? 'scored' : 'invalid input'}`);
}
