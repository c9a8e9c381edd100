// The document views (docs/documents.md) of every golden fixture that scores: the module under
// node gives the index and the first document's detail exactly as `bioeval documents` prints
// them, and every link of the result's tables to that document names an annotation, relation or
// item its detail has.
// Usage: node tests/node/documents.test.mjs --site build/wasm/site --cli build/native/cli/bioeval
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import { loadCases, cliArguments } from '../golden/cases.mjs';
import { argument, copyFiles, loadModule } from './module.mjs';

const site = argument('--site');
const cli = argument('--cli');
const module = await loadModule(site);

// The CLI's `documents` with the fixture's inputs and options, parsed; null when it refuses.
function cliDocuments(testCase, id = null) {
  const args = cliArguments({ ...testCase, mode: 'score' });
  args[0] = 'documents';
  if (id !== null) args.push('--id', id);
  const run = spawnSync(cli, args, { encoding: 'utf8' });
  if (run.status === 2) return { refused: run.stderr };
  assert.equal(run.status, 0, `documents exit ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

// Every id a detail gives its annotations, relations and items.
function idsOf(detail) {
  return new Set(
    [...(detail.annotations ?? []), ...(detail.relations ?? []), ...(detail.items ?? []), ...(detail.missed ?? [])].map(
      (entry) => entry.id,
    ),
  );
}

const scored = loadCases().filter(
  (c) => c.mode === 'score' && JSON.parse(fs.readFileSync(c.expectedPath, 'utf8')).metrics !== undefined,
);
let shown = 0;

for (const testCase of scored) {
  test(`documents of ${testCase.id}: the module equals the CLI, the tables' links resolve`, (t) => {
    const index = cliDocuments(testCase);
    if (index.refused) {
      assert.match(index.refused, /cannot show its documents/, 'only a task without views refuses');
      t.skip(`${testCase.task} shows no documents`);
      return;
    }
    ++shown;
    const { inputs, release } = copyFiles(module, testCase.inputs);
    try {
      const opened = JSON.parse(
        module.openDocumentsJson(JSON.stringify({ task: testCase.task, options: testCase.options, inputs })),
      );
      assert.equal(opened.error, undefined, JSON.stringify(opened.error));
      assert.equal(JSON.stringify(opened.index), JSON.stringify(index));
      assert.ok(index.views.includes(index.default_view));
      if (index.documents.length === 0) return;
      const first = index.documents[0].id;
      const detail = JSON.parse(module.documentJson(opened.session, first));
      assert.equal(JSON.stringify(detail), JSON.stringify(cliDocuments(testCase, first)));
      const ids = idsOf(detail);
      const result = JSON.parse(fs.readFileSync(testCase.expectedPath, 'utf8'));
      for (const table of result.tables ?? []) {
        for (const link of table.links ?? []) {
          if (!link || link[0] !== first || link[1] === null) continue;
          assert.ok(ids.has(link[1]), `${table.id} links ${link[1]}, which ${first}'s detail lacks`);
        }
      }
      module.closeSession(opened.session);
    } finally {
      release();
    }
  });
}

test('most tasks show their documents', () => assert.ok(shown >= scored.length / 2, `${shown} of ${scored.length}`));
