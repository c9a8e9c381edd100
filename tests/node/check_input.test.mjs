// A check against the released test input finds what a check against the gold finds, for every
// rule both can apply: over every golden fixture that gives a gold, the released input is made
// from that gold (tests/support/released/<family>.mjs: the answers taken out, as organizers
// release a test set), and the run's diagnostics of the rules not needing the gold
// (`bioeval describe TASK --json`, checks) are compared: the same codes, severities and
// positions.
// Usage: node tests/node/check_input.test.mjs --cli build/native/cli/bioeval
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import test from 'node:test';
import { cliArguments, loadCases } from '../golden/cases.mjs';

const at = process.argv.indexOf('--cli');
if (at < 0) throw new Error('usage: node tests/node/check_input.test.mjs --cli PATH');
const cli = path.resolve(process.argv[at + 1]);

function bioeval(args) {
  const result = spawnSync(cli, args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (result.status === 2 || result.status === null) {
    throw new Error(`bioeval ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  }
  return JSON.parse(result.stdout);
}

const descriptions = new Map(bioeval(['list', '--json']).map((task) => [task.id, task]));

// Where a diagnostic on the run is: what two checks must agree on.
const place = (d) => `${d.severity} ${d.code} ${d.file ?? ''}:${d.line ?? ''}:${d.column ?? ''}`;

function runDiagnostics(result, codes) {
  return result.diagnostics
    .filter((d) => d.input === 'run' && codes.has(d.code))
    .map(place)
    .sort();
}

const cases = loadCases().filter((c) => {
  const standIn = descriptions.get(c.task).roles.find((role) => role.stands_in_for);
  return c.mode !== 'compare' && standIn && c.inputs[standIn.stands_in_for];
});

test('the golden fixtures include checks against a released input to compare', () => {
  assert.ok(cases.length > 0);
});

for (const testCase of cases) {
  const family = testCase.task.split('.')[0];
  test(`${testCase.id}: released input and gold agree on the rules both check`, async (t) => {
    const description = descriptions.get(testCase.task);
    const standIn = description.roles.find((role) => role.stands_in_for);
    const { releasedInput } = await import(`../support/released/${family}.mjs`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bioeval-released-'));
    try {
      const released = releasedInput(testCase, dir);
      if (released === null) {
        t.skip('the fixture has nothing a released input can be made from');
        return;
      }
      const withGold = { ...testCase, mode: 'validate' };
      const withInput = { ...withGold, inputs: { ...testCase.inputs } };
      delete withInput.inputs[standIn.stands_in_for];
      withInput.inputs[standIn.name] = released;
      const codes = new Set(
        description.checks.filter((c) => c.needs === 'run' || c.needs === 'input-or-gold').flatMap((c) => c.codes),
      );
      const fromGold = bioeval(cliArguments(withGold));
      const fromInput = bioeval(cliArguments(withInput));
      assert.equal(fromInput.mode, 'check');
      assert.deepEqual(runDiagnostics(fromInput, codes), runDiagnostics(fromGold, codes));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
