// The browser's wasm module, loaded under node, gives on every golden fixture exactly the JSON the
// native CLI prints, and both equal the reviewed expected file.
// Usage: node tests/node/wasm_matches_cli.test.mjs --site build/wasm/site --cli build/native/cli/bioeval
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { loadCases, cliArguments, versionless } from '../golden/cases.mjs';
import { argument, loadModule, compareFiles, evaluateFiles, evaluateText } from './module.mjs';

const site = argument('--site');
const cli = argument('--cli');
const module = await loadModule(site);
const cases = loadCases();

test('there are golden fixtures', () => assert.ok(cases.length >= 20));

for (const testCase of cases) {
  test(`wasm equals the native CLI: ${testCase.id}`, () => {
    const run = spawnSync(cli, cliArguments(testCase), { encoding: 'utf8' });
    assert.ok(run.status === 0 || run.status === 1, `CLI exit ${run.status}: ${run.stderr}`);
    const native = JSON.parse(run.stdout);
    const wasm =
      testCase.mode === 'compare'
        ? compareFiles(module, testCase.task, testCase.inputs, testCase.options, testCase.settings)
        : evaluateFiles(module, testCase.task, testCase.inputs, testCase.options, testCase.mode);
    assert.equal(JSON.stringify(wasm), JSON.stringify(native));
    const expected = JSON.parse(fs.readFileSync(testCase.expectedPath, 'utf8'));
    assert.equal(JSON.stringify(versionless(wasm)), JSON.stringify(expected));
  });
}

test('a comparison reports its progress: the runs scored, then every sample resampled', () => {
  const testCase = cases.find((c) => c.mode === 'compare');
  const calls = [];
  const result = compareFiles(
    module,
    testCase.task,
    testCase.inputs,
    testCase.options,
    testCase.settings,
    (phase, done, total) => calls.push({ phase, done, total }),
  );
  const phases = [...new Set(calls.map((call) => call.phase))];
  assert.deepEqual(phases, ['scoring', 'resampling']);
  for (const phase of phases) {
    const own = calls.filter((call) => call.phase === phase);
    for (let i = 1; i < own.length; ++i) assert.ok(own[i].done >= own[i - 1].done, `${phase} goes back`);
    assert.ok(own.every((call) => call.done <= call.total && call.total === own[0].total));
  }
  const { runs, comparison } = result;
  const tested = comparison.baseline === null ? (runs.length * (runs.length - 1)) / 2 : runs.length - 1;
  const last = calls.at(-1);
  assert.equal(last.done, last.total);
  assert.equal(last.total, comparison.resamples * runs.length + 2 * comparison.trials * tested);
});

test('the module lists the same tasks as the CLI', () => {
  const run = spawnSync(cli, ['list', '--json'], { encoding: 'utf8' });
  assert.equal(run.status, 0);
  assert.deepEqual(JSON.parse(module.tasksJson()), JSON.parse(run.stdout));
});

test('a bad request is an error object, not an exception', () => {
  const out = JSON.parse(evaluateText(module, { task: 'bc25.nope', inputs: {} }));
  assert.equal(out.error.kind, 'usage');
  assert.match(out.error.message, /unknown task 'bc25.nope'/);
  const json = module.evaluateUtf8('{', null);
  assert.ok(json instanceof Uint8Array);
  const malformed = JSON.parse(new TextDecoder().decode(json));
  assert.equal(malformed.error.kind, 'usage');
});
