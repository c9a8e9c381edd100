// The browser's wasm module, loaded under node, gives on every golden fixture exactly the JSON the
// native CLI prints, and both equal the reviewed expected file.
// Usage: node tests/node/wasm_matches_cli.test.mjs --site build/wasm/site --cli build/native/cli/bioeval
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { loadCases, cliArguments } from '../golden/cases.mjs';
import { loadModule, compareFiles, evaluateFiles, evaluateText } from './module.mjs';

function argument(name) {
  const at = process.argv.indexOf(name);
  if (at < 0 || at + 1 >= process.argv.length) throw new Error(`missing ${name}`);
  return process.argv[at + 1];
}

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
    const wasm = testCase.mode === 'compare'
      ? compareFiles(module, testCase.task, testCase.inputs, testCase.options, testCase.settings)
      : evaluateFiles(module, testCase.task, testCase.inputs, testCase.options, testCase.mode);
    assert.equal(JSON.stringify(wasm), JSON.stringify(native));
    const expected = JSON.parse(fs.readFileSync(testCase.expectedPath, 'utf8'));
    assert.equal(JSON.stringify(wasm), JSON.stringify(expected));
  });
}

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
