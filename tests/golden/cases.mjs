// The golden fixtures: tests/golden/<family>/<name>.case.json (task, mode, inputs, options, and
// for mode "compare" the comparison's settings) and
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
        settings: spec.settings ?? {},
        inputs,
        expectedPath: path.join(dir, `${name}.expected.json`),
      });
    }
  }
  return cases;
}

// A result (or a comparison) as the expected files hold it: without the tool's version, which
// a release changes and no fixture should have to follow. The signature keeps its place for it
// as "bioeval:<version>".
export function versionless(result) {
  if (result?.tool) delete result.tool.version;
  if (typeof result?.signature === 'string')
    result.signature = result.signature.replace(/^bioeval:[^|]*/, 'bioeval:<version>');
  return result;
}

// The command line that produces a case's result with the native CLI.
export function cliArguments(testCase) {
  const verb = { validate: 'check', compare: 'compare' }[testCase.mode] ?? 'score';
  const args = [verb, testCase.task];
  // A comparison's settings (core/host/compare.hpp) as its flags: resamples, trials, seed, metric,
  // confidence, baseline (a run's file name).
  for (const [name, value] of Object.entries(testCase.settings ?? {})) args.push(`--${name}`, String(value));
  for (const [role, files] of Object.entries(testCase.inputs)) {
    for (const file of files) args.push(`--${role.replaceAll('_', '-')}`, file);
  }
  args.push('--options', JSON.stringify(testCase.options), '--json');
  return args;
}
