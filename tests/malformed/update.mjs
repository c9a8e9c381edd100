// Rewrites the expected "valid" and "diagnostics" of every case of every
// tests/malformed/<family>/manifest.json from the native CLI's `check` output. Review the diff
// before committing: the manifests are what the parsers are held to.
// Usage: node tests/malformed/update.mjs [path/to/bioeval] [family ...]
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = process.argv[2] ?? 'build/native/cli/bioeval';
const families = process.argv.slice(3); // none: every family
const KEYS = ['severity', 'code', 'input', 'line', 'column', 'message'];

for (const family of fs.readdirSync(here).sort()) {
  const manifestPath = path.join(here, family, 'manifest.json');
  if (!fs.existsSync(manifestPath) || (families.length && !families.includes(family))) continue;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  for (const testCase of manifest) {
    const flag = (role) => `--${role.replaceAll('_', '-')}`;
    const args = ['check', testCase.task, flag(testCase.role), path.join(here, family, testCase.file)];
    for (const [role, file] of Object.entries(testCase.other ?? {}))
      args.push(flag(role), path.join(here, family, file));
    args.push('--options', JSON.stringify(testCase.options ?? {}), '--json');
    const run = spawnSync(cli, args, { encoding: 'utf8' });
    if (run.status !== 0 && run.status !== 1) throw new Error(`${testCase.name}: exit ${run.status}: ${run.stderr}`);
    const result = JSON.parse(run.stdout);
    testCase.valid = result.valid;
    testCase.diagnostics = result.diagnostics.map((d) =>
      Object.fromEntries(KEYS.filter((k) => k in d).map((k) => [k, d[k]])),
    );
  }
  fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  console.log(`${family}: ${manifest.length} cases`);
}
