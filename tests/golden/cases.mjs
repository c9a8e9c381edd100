// The golden fixtures: tests/golden/<family>/<name>.case.json (task, mode, inputs, options) and
// <name>.expected.json (the CLI's schema-1 result). Shared by the update script and node tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const GOLDEN_DIR = path.dirname(fileURLToPath(import.meta.url));

export function loadCases() {
  const cases = [];
  for (const family of fs.readdirSync(GOLDEN_DIR).sort()) {
    const dir = path.join(GOLDEN_DIR, family);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).sort()) {
      if (!file.endsWith('.case.json')) continue;
      const name = file.slice(0, -'.case.json'.length);
      const spec = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      const inputs = {};
      for (const [role, files] of Object.entries(spec.inputs)) {
        inputs[role] = files.map((f) => path.join(dir, f));
      }
      cases.push({
        id: `${family}/${name}`,
        task: spec.task,
        mode: spec.mode ?? 'score',
        options: spec.options ?? {},
        inputs,
        expectedPath: path.join(dir, `${name}.expected.json`),
      });
    }
  }
  return cases;
}

// The command line that produces a case's result with the native CLI.
export function cliArguments(testCase) {
  const args = [testCase.mode === 'validate' ? 'check' : 'score', testCase.task];
  for (const [role, files] of Object.entries(testCase.inputs)) {
    for (const file of files) args.push(`--${role.replaceAll('_', '-')}`, file);
  }
  args.push('--options', JSON.stringify(testCase.options), '--json');
  return args;
}
