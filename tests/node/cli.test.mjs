// The command line as users and scripts call it: verbs, flags, --options, output formats and
// exit statuses (0 scored, 1 invalid input, 2 usage error).
// Usage: node tests/node/cli.test.mjs --cli build/native/cli/bioeval
import test from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const at = process.argv.indexOf('--cli');
if (at < 0) throw new Error('usage: node tests/node/cli.test.mjs --cli PATH');
const cli = path.resolve(process.argv[at + 1]);
const here = path.dirname(fileURLToPath(import.meta.url));
const inputs = path.join(here, '../golden/bc25/inputs');
const gold = path.join(inputs, 'int-gold.tsv');
const run = path.join(inputs, 'int-run.tsv');
const tapkInputs = path.join(here, '../golden/tapk/inputs');
// The shared corpora (../shared/data next to the project root), where CMake found them.
const shared = process.argv.indexOf('--shared');
if (shared < 0) throw new Error('usage: node tests/node/cli.test.mjs --cli PATH --shared DIR');
const shortLists = path.resolve(process.argv[shared + 1], 'tapk/short.tsv');

function bioeval(...args) {
  const result = spawnSync(cli, args, { encoding: 'utf8' });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

test('list and describe print the task descriptions', () => {
  const list = bioeval('list');
  assert.equal(list.status, 0);
  assert.match(list.out, /^bc25\.act\s+BC II\.5 ACT/m);
  const ids = JSON.parse(bioeval('list', '--json').out).map((task) => task.id);
  assert.deepEqual(ids, ['bc25.act', 'bc25.int', 'bc25.ipt', 'tapk']);
  const describe = bioeval('describe', 'bc25.int');
  assert.equal(describe.status, 0);
  assert.match(describe.out, /--all-documents\s+also score gold documents/);
  assert.match(describe.out, /--cutoff N\s+truncate/);
  assert.match(describe.out, /micro\.auc_ipr\s+AUC iP\/R/);
  const json = JSON.parse(bioeval('describe', 'bc25.int', '--json').out);
  assert.ok(json.diagnostics.includes('rank-not-consecutive'));
  assert.equal(bioeval('--version').out.trim(), 'bioeval 0.1.0');
});

test('score prints a readable report; --detail adds the tables', () => {
  const text = bioeval('score', 'bc25.int', '--gold', gold, '--run', run);
  assert.equal(text.status, 0);
  assert.match(text.out, /^Metrics$/m);
  assert.match(text.out, /^ {2}micro\.auc_ipr\s+0\.450000$/m);
  assert.match(text.out, /\[missing-document\] 1 gold document\(s\)/);
  assert.doesNotMatch(text.out, /Per document/);
  assert.match(bioeval('score', 'bc25.int', '--gold', gold, '--run', run, '--detail').out,
    /^Per document\n {2}document\s+gold items/m);
});

test('options are flags and keys of --options; flags win', () => {
  const one = (...flags) => JSON.parse(bioeval('score', 'bc25.int', '--gold', gold, '--run', run, '--json', ...flags).out);
  assert.equal(one('--cutoff', '1').options.cutoff, 1);
  assert.equal(one('--cutoff=1').options.cutoff, 1);
  assert.equal(one('--options', '{"cutoff": 2}').options.cutoff, 2);
  assert.equal(one('--options', '{"cutoff": 2}', '--cutoff', '3').options.cutoff, 3);
  assert.equal(one('--all-documents').metrics.documents, 3);
  assert.equal(one('--options', '{"all_documents": true}', '--all-documents=false').metrics.documents, 2);
});

test('several runs give an array of results, one per run', () => {
  const other = path.join(inputs, 'seed-run-a.tsv');
  const out = bioeval('score', 'bc25.int', '--gold', gold, '--run', run, '--run', other, '--json');
  assert.equal(out.status, 0);
  const results = JSON.parse(out.out);
  assert.equal(results.length, 2);
  assert.equal(results[0].inputs.run.name, 'int-run.tsv');
  assert.equal(results[1].inputs.run.name, 'seed-run-a.tsv');
  assert.match(results[0].inputs.gold.sha256, /^[0-9a-f]{64}$/);
});

test('invalid input exits 1, with the diagnostics and no metrics', () => {
  const errors = path.join(inputs, 'int-run-errors.tsv');
  const scored = bioeval('score', 'bc25.int', '--gold', gold, '--run', errors, '--json');
  assert.equal(scored.status, 1);
  const result = JSON.parse(scored.out);
  assert.equal(result.valid, false);
  assert.equal(result.metrics, undefined);
  assert.equal(bioeval('check', 'bc25.int', '--gold', gold, '--run', errors).status, 1);
  assert.equal(bioeval('check', 'bc25.int', '--gold', gold, '--run', run).status, 0);
  const forced = bioeval('score', 'bc25.int', '--gold', gold, '--run', errors, '--force', '--json');
  assert.equal(forced.status, 0);
  assert.equal(JSON.parse(forced.out).forced, true);
});

test('usage errors exit 2 with a message on stderr', () => {
  const cases = [
    [['score', 'bc25.nope', '--gold', gold, '--run', run], /unknown task 'bc25\.nope'/],
    [['score', 'bc25.int', '--gold', gold, '--run', run, '--cutof', '1'], /has no flag --cutof/],
    [['score', 'bc25.int', '--run', run], /needs the input 'gold'/],
    [['score', 'bc25.int', '--gold', gold, '--run', run, '--cutoff', 'x'], /must be a number/],
    [['score', 'bc25.int', '--gold', gold, '--run', run, '--cutoff', '-1'], /at least 0/],
    [['score', 'bc25.int', '--gold', '/nonexistent/gold.tsv', '--run', run], /cannot open/],
    [['score', 'bc25.int', '--gold', gold, '--run', run, '--options', '[1]'], /JSON object/],
    [['frobnicate'], /unknown command/],
    [[], /no command/],
  ];
  for (const [args, message] of cases) {
    const out = bioeval(...args);
    assert.equal(out.status, 2, args.join(' '));
    assert.match(out.err, message);
    assert.equal(out.out, '');
  }
});

test('score tapk --format tap prints the tap.pl 1.8 layout', () => {
  const out = bioeval('score', 'tapk', '--run', shortLists, '--format', 'tap');
  assert.equal(out.status, 0);
  assert.equal(out.err, '');
  const lines = out.out.split('\n');
  assert.deepEqual(lines.slice(0, 2), ['', '']);
  assert.match(lines[2], /^bioeval 0\.1\.0: .*tap\.pl 1\.8/);
  // spec/tapk.md: short.tsv at k=5, E0 0.6545522081334377 printed as Perl prints it (%.15g).
  assert.deepEqual(lines.slice(3), [
    '',
    'EPQ (Threshold for 0.5 Quantile)\tUnweighted Average TAP',
    '5 (0.654552208133438)\t0.5664',
    '',
    'Individual Retrieval Lists and Their TAPs',
    '18618250\t1.0000',
    '12095164\t0.2083',
    '23334667\t0.7292',
    '24951775\t0.2833',
    '8281139\t0.6111',
    '',
  ]);
});

test('--k given twice is one list of k: --k 5 --k 12 equals --k 5,12', () => {
  const tap = (...flags) =>
    bioeval('score', 'tapk', '--run', shortLists, ...flags, '--format', 'tap');
  const twice = tap('--k', '5', '--k', '12');
  const list = tap('--k', '5,12');
  assert.equal(twice.status, 0);
  assert.equal(twice.out, list.out);
  // spec/tapk.md: k=12 gives E0 0.12063877112530787 and mean TAP 0.4319; one column per k.
  assert.match(twice.out, /^5 \(0\.654552208133438\)\t0\.5664\n/m);
  assert.match(twice.out, /\t0\.5664\n12 \(0\.120638771125308\)\t0\.4319\n\n/);
  assert.match(twice.out, /^18618250\t1\.0000\t\d\.\d{4}$/m);
  const json = bioeval('score', 'tapk', '--run', shortLists, '--k', '5', '--k', '12', '--json');
  assert.deepEqual(JSON.parse(json.out).options.k, [5, 12]);
});

test('score tapk --format tap: an E0 left undefined by pad is printed as undefined', () => {
  const lists = path.join(tapkInputs, 'short-lists.tsv');
  const out = bioeval('score', 'tapk', '--run', lists, '--pad', '--format', 'tap');
  assert.equal(out.status, 0);
  assert.match(out.out, /^5 \(undefined\)\t0\.3102$/m);
});

test('--format takes json, text or a layout of the task: another name is a usage error', () => {
  const out = bioeval('score', 'tapk', '--run', shortLists, '--format', 'nosuch');
  assert.equal(out.status, 2);
  assert.match(out.err, /--format takes one of: json, text, tap/);
  assert.equal(out.out, '');
});

test('an invalid file with --format tap exits 1, its diagnostics on stderr, no stdout', () => {
  const errors = path.join(tapkInputs, 'errors.tsv');
  const out = bioeval('score', 'tapk', '--run', errors, '--format', 'tap');
  assert.equal(out.status, 1);
  assert.equal(out.out, '');
  assert.match(out.err, /Validation: INVALID \(10 error\(s\), 1 warning\(s\)\)/);
  assert.match(out.err, /errors\.tsv:1:6 +\[header-fields\]/);
  assert.match(out.err, /errors\.tsv:34:3 +\[scores-not-monotone\]/);
  assert.doesNotMatch(out.err, /Individual Retrieval Lists/);
});
