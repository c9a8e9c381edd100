// The command line as users and scripts call it: verbs, flags, --options, output formats and
// exit statuses (0 scored, 1 invalid input, 2 usage error, 3 over a resource limit).
// Usage: node tests/node/cli.test.mjs --cli build/native/cli/bioeval [--data build/data]
//   (with --data, only the tests that read the public corpora; without, only the others)
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { declareSize, noise } from '../support/archives.mjs';
import { dataPath, dataTest, test } from '../support/data.mjs';
import { cliArguments, loadCases, versionless } from '../golden/cases.mjs';

const at = process.argv.indexOf('--cli');
if (at < 0) throw new Error('usage: node tests/node/cli.test.mjs --cli PATH');
const cli = path.resolve(process.argv[at + 1]);
const here = path.dirname(fileURLToPath(import.meta.url));
const inputs = path.join(here, '../golden/bc25/inputs');
const gold = path.join(inputs, 'int-gold.tsv');
const run = path.join(inputs, 'int-run.tsv');
const tapkInputs = path.join(here, '../golden/tapk/inputs');
const nerInputs = path.join(here, '../golden/ner/inputs');
// The public corpora (docs/data.md), read by the dataTest cases only.
const shortLists = dataPath('tapk/short.tsv');
const bc2gmData = dataPath('bc2gm');

function bioeval(...args) {
  const result = spawnSync(cli, args, { encoding: 'utf8' });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

test('list and describe print the task descriptions', () => {
  const list = bioeval('list');
  assert.equal(list.status, 0);
  assert.match(list.out, /^bc25\.act\s+BC II\.5 ACT/m);
  // The registry's order; a new family comes after these.
  const ids = JSON.parse(bioeval('list', '--json').out).map((task) => task.id);
  assert.deepEqual(ids.slice(0, 13), [
    'bc25.act',
    'bc25.int',
    'bc25.ipt',
    'tapk',
    'ner.iob2',
    'ner.bc2gm',
    'ppi',
    'bb3.cat',
    'bb3.cat+ner',
    'bb3.event',
    'bb3.event+ner',
    'bb3.kb',
    'bb3.kb+ner',
  ]);
  assert.equal(new Set(ids).size, ids.length);
  const describe = bioeval('describe', 'bc25.int');
  assert.equal(describe.status, 0);
  assert.match(describe.out, /--all-documents\s+also score gold documents/);
  assert.match(describe.out, /--cutoff N\s+truncate/);
  assert.match(describe.out, /micro\.auc_ipr\s+AUC iP\/R/);
  const json = JSON.parse(bioeval('describe', 'bc25.int', '--json').out);
  assert.ok(json.diagnostics.includes('rank-not-consecutive'));
  // The version is set once, in CMakeLists.txt; package.json must say the same.
  const { version } = JSON.parse(fs.readFileSync(path.join(here, '../../package.json'), 'utf8'));
  assert.equal(bioeval('--version').out.trim(), `bioeval ${version}`);
});

// The metric `main_metric` names in a result: itself, or the first metric of its template.
function headlineOf(result, main) {
  const templates = result.metric_templates ?? {};
  return Object.keys(result.metrics).find((name) => name === main || templates[name] === main);
}

test("the headline is the number the reference scorer's layout gives as its result", () => {
  const cases = new Map(loadCases().map((c) => [c.id, c]));
  // Per task with a layout: a golden fixture, the layout, and the headline's text in it.
  const layouts = [
    [
      'ner.bc2gm',
      'ner/b1',
      'bc2gm',
      (text) => text.match(/ F: (\S+)\n/)[1],
      (value) => String(Number(value.toPrecision(15))),
    ],
    [
      'ner.iob2',
      'ner/j1-conlleval',
      'conlleval',
      (text) => text.match(/FB1: +(\S+)\n/)[1],
      (value) => (100 * value).toFixed(2),
    ],
    [
      'tapk',
      'tapk/default',
      'tap',
      (text) => text.match(/Quantile\)\t.*\n[^\t\n]+\t(\S+)\n/)[1],
      (value) => value.toFixed(4),
    ],
  ];
  for (const [task, id, format, read, print] of layouts) {
    const testCase = cases.get(id);
    assert.equal(testCase.task, task);
    const main = JSON.parse(bioeval('describe', task, '--json').out).main_metric;
    const args = cliArguments(testCase);
    const result = JSON.parse(bioeval(...args).out);
    const layout = bioeval(...args.slice(0, -1), '--format', format);
    assert.equal(layout.status, 0, layout.err);
    assert.equal(print(result.metrics[headlineOf(result, main)]), read(layout.out), `${task}: ${main}`);
  }
});

test("each family's page says which number is each task's headline", () => {
  const tasks = JSON.parse(bioeval('list', '--json').out);
  const stated = new Map();
  for (const family of new Set(tasks.map((task) => task.id.split('.')[0]))) {
    const page = fs.readFileSync(path.join(here, `../../docs/tasks/${family}.md`), 'utf8');
    const section = page.split('\n## Headline\n')[1]?.split('\n## ')[0] ?? '';
    // Its table: | `task`, `task` | `headline` … | why |
    for (const [, ids, headline] of section.matchAll(/^\| ((?:`[^`]+`(?:, )?)+) \| `([^`]+)`/gm)) {
      for (const [, id] of ids.matchAll(/`([^`]+)`/g)) stated.set(id, headline);
    }
  }
  for (const task of tasks) assert.equal(stated.get(task.id), task.main_metric, task.id);
});

test('describe says which way each metric gets better', () => {
  const task = JSON.parse(bioeval('describe', 'bb3.cat+ner', '--json').out);
  const better = Object.fromEntries(task.metrics.map((m) => [m.name, m.better]));
  assert.equal(task.main_metric, 'standard_scoring.ser');
  assert.equal(better['standard_scoring.ser'], 'lower');
  assert.equal(better['standard_scoring.mismatches'], 'lower');
  assert.equal(better['standard_scoring.recall'], 'higher');
  assert.equal(better['standard_scoring.matches'], 'neither');
  assert.match(
    bioeval('describe', 'bb3.cat+ner').out,
    /^ {2}standard_scoring\.ser +slot error rate .* \(lower is better\)$/m,
  );
  assert.match(
    bioeval('describe', 'bc25.int').out,
    /^ {2}micro\.tp +hits that are gold items, over all evaluated documents$/m,
  );
});

test("every family has its page, and the task tables of the docs are the registry's", () => {
  const families = new Set(JSON.parse(bioeval('list', '--json').out).map((task) => task.id.split('.')[0]));
  for (const family of families) {
    assert.ok(fs.existsSync(path.join(here, `../../docs/tasks/${family}.md`)), `docs/tasks/${family}.md`);
  }
  const tables = spawnSync(process.execPath, [path.join(here, '../../scripts/task-tables.mjs'), '--check', cli], {
    encoding: 'utf8',
  });
  assert.equal(tables.status, 0, tables.stderr);
});

test('score prints a readable report; --detail adds the tables', () => {
  const text = bioeval('score', 'bc25.int', '--gold', gold, '--run', run);
  assert.equal(text.status, 0);
  assert.match(text.out, /^Metrics$/m);
  assert.match(text.out, /^ {2}micro\.auc_ipr\s+0\.450000$/m);
  assert.match(text.out, /\[missing-document\] 1 gold document\(s\)/);
  assert.doesNotMatch(text.out, /Per document/);
  assert.match(
    bioeval('score', 'bc25.int', '--gold', gold, '--run', run, '--detail').out,
    /^Per document\n {2}document\s+gold items/m,
  );
});

dataTest('--detail defines each metric: a family once, by the template its members instantiate', () => {
  const out = bioeval('score', 'tapk', '--run', shortLists, '--k', '5,12', '--detail').out;
  const definitions = out
    .slice(out.indexOf('\nDefinitions\n') + 13)
    .split('\n\n')[0]
    .split('\n');
  const tapk = JSON.parse(bioeval('describe', 'tapk', '--json').out);
  // A definition says which way the metric gets better, unless it is a count or a size.
  const expected = (name) => {
    const metric = tapk.metrics.find((m) => m.name === name);
    return metric.better === 'neither' ? metric.definition : `${metric.definition} (${metric.better} is better)`;
  };
  assert.deepEqual(
    definitions.map((line) => line.trim().split(/ {2,}/)),
    [
      ['k=<k>.tap', expected('k=<k>.tap')],
      ['k=<k>.e0', expected('k=<k>.e0')],
      ['queries', expected('queries')],
      ['map', expected('map')],
      ['rocn.mean', expected('rocn.mean')],
      ['rocn.pooled', expected('rocn.pooled')],
    ],
  );
  // The JSON names the template of each family member, and only of those.
  const result = JSON.parse(bioeval('score', 'tapk', '--run', shortLists, '--k', '5,12', '--json').out);
  assert.deepEqual(result.metric_templates, {
    'k=5.tap': 'k=<k>.tap',
    'k=5.e0': 'k=<k>.e0',
    'k=12.tap': 'k=<k>.tap',
    'k=12.e0': 'k=<k>.e0',
  });
  assert.doesNotMatch(bioeval('score', 'tapk', '--run', shortLists).out, /^Definitions$/m);
});

test('options are flags and keys of --options; flags win', () => {
  const one = (...flags) =>
    JSON.parse(bioeval('score', 'bc25.int', '--gold', gold, '--run', run, '--json', ...flags).out);
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

test('an empty run among several is scored beside the others, with the warning run-empty', () => {
  for (const empty of ['empty.tsv', 'blank.tsv']) {
    const out = bioeval(
      'score',
      'bc25.int',
      '--gold',
      gold,
      '--run',
      run,
      '--run',
      path.join(inputs, empty),
      '--all-documents',
      '--json',
    );
    assert.equal(out.status, 0, out.err);
    const [scored, nothing] = JSON.parse(out.out);
    assert.equal(scored.valid, true);
    assert.ok(scored.diagnostics.every((d) => d.code !== 'run-empty'));
    assert.equal(nothing.valid, true);
    const warning = nothing.diagnostics.find((d) => d.code === 'run-empty');
    assert.equal(warning?.severity, 'warning');
    assert.equal(warning.input, 'run');
    assert.equal(nothing.metrics['micro.tp'], 0);
    assert.equal(nothing.metrics['micro.recall'], 0);
  }
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

test('check takes the released input in place of the gold; score still needs the gold', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bioeval-check-'));
  try {
    const list = path.join(folder, 'test-documents.txt');
    fs.writeFileSync(list, 'doc1\ndoc2\ndoc3\ndoc4\n');
    const scored = bioeval('score', 'bc25.int', '--input', list, '--run', run);
    assert.equal(scored.status, 2);
    assert.match(scored.err, /needs the input 'gold'.*'bioeval check' checks a submission against 'input'/);
    const neither = bioeval('check', 'bc25.int', '--run', run);
    assert.equal(neither.status, 2);
    assert.match(neither.err, /or, to check without it, 'input'/);

    const text = bioeval('check', 'bc25.int', '--input', list, '--run', run);
    assert.equal(text.status, 0);
    assert.match(text.out, /^Rules checked\n {2}\S/m);
    assert.match(text.out, /^Not checked: these need the gold\n {2}\S/m);
    const json = JSON.parse(bioeval('check', 'bc25.int', '--input', list, '--run', run, '--json').out);
    assert.equal(json.mode, 'check');
    assert.ok(json.rules.checked.length > 0 && json.rules.need_gold.length > 0);
    assert.equal(json.metrics, undefined);
    const withGold = JSON.parse(bioeval('check', 'bc25.int', '--gold', gold, '--run', run, '--json').out);
    assert.deepEqual(withGold.rules.need_gold, []);

    const described = bioeval('describe', 'bc25.int');
    assert.match(described.out, /^ {2}--input FILE\s.*'bioeval check' takes it in place of --gold$/m);
    assert.match(described.out, /^checks \(each with what it needs besides the run\)\n {2}run\s/m);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('compare: every comparison fixture gives its expected result, the same for any seed repeated', () => {
  const cases = loadCases().filter((c) => c.mode === 'compare');
  assert.ok(cases.length > 0);
  for (const testCase of cases) {
    const run = bioeval(...cliArguments(testCase));
    assert.equal(run.status, 0, `${testCase.id}: ${run.err}`);
    const expected = JSON.parse(fs.readFileSync(testCase.expectedPath, 'utf8'));
    assert.equal(JSON.stringify(versionless(JSON.parse(run.out))), JSON.stringify(expected), testCase.id);
  }
});

test('compare prints a ranking, pairwise tests and a LaTeX table; bad settings exit 2', () => {
  const other = path.join(inputs, 'int-run-b.tsv');
  const args = [
    'compare',
    'bc25.int',
    '--gold',
    gold,
    '--run',
    run,
    '--run',
    other,
    '--resamples',
    '200',
    '--trials',
    '500',
  ];
  const text = bioeval(...args);
  assert.equal(text.status, 0, text.err);
  assert.match(text.out, /^Ranking by \S+/m);
  assert.match(text.out, /^Pairwise differences in /m);
  const latex = bioeval(...args, '--format', 'latex');
  assert.match(latex.out, /^\\begin\{tabular\}/m);
  // The interval's "%" escaped: unescaped, LaTeX would read the rest of the line as a comment.
  assert.match(latex.out, / \[95 \\% CI\] & Group/);
  const json = JSON.parse(bioeval(...args, '--json').out);
  assert.equal(json.mode, 'compare');
  assert.equal(json.comparison.resamples, 200);
  assert.equal(bioeval(...args, '--seed', 'x').status, 2);
  assert.equal(bioeval(...args, '--baseline', 'nothing.tsv').status, 2);
  assert.equal(bioeval('compare', 'bc25.int', '--gold', gold, '--run', run).status, 2);
});

test('compare against a baseline prints no groups: each run against the baseline only', () => {
  const args = [
    'compare',
    'bc25.int',
    '--gold',
    gold,
    '--run',
    run,
    '--run',
    path.join(inputs, 'int-run-b.tsv'),
    '--run',
    path.join(inputs, 'int-run-c.tsv'),
    '--resamples',
    '200',
    '--trials',
    '500',
    '--baseline',
    'int-run-c.tsv',
  ];
  const text = bioeval(...args);
  assert.equal(text.status, 0, text.err);
  assert.match(
    text.out,
    /^Ranking by \S+ against the baseline int-run-c\.tsv: each run's difference to the baseline, its p-value \(Holm\) and whether it is significantly different from the baseline \(p < 0\.05\); runs are not tested against each other, so there are no groups$/m,
  );
  const ranking = text.out.split(/^Ranking by .*$/m)[1].split(/\n\n/)[0];
  assert.match(
    ranking,
    /^ {2}rank\s+run\s+value \[95 % interval\]\s+difference to baseline\s+p \(Holm\)\s+significantly different\s*$/m,
  );
  assert.doesNotMatch(ranking, /group/);
  assert.match(ranking, /int-run-c\.tsv .* baseline\s*$/m);
  for (const other of ['int-run.tsv', 'int-run-b.tsv']) {
    assert.match(
      ranking,
      new RegExp(`${other.replace('.', '\\.')} .* [+-]\\d\\.\\d{4}\\s+\\d\\.\\d{4}\\s+(yes|no)\\s*$`, 'm'),
    );
  }
  const latex = bioeval(...args, '--format', 'latex').out;
  assert.match(latex, /Difference to baseline & \$p\$ \(Holm\) & Significantly different/);
  assert.doesNotMatch(latex, /Group/);
  const json = JSON.parse(bioeval(...args, '--json').out);
  assert.ok(json.comparison.ranking.every((entry) => !('group' in entry)));
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

dataTest('score tapk --format tap prints the tap.pl 1.8 layout', () => {
  const out = bioeval('score', 'tapk', '--run', shortLists, '--format', 'tap');
  assert.equal(out.status, 0);
  assert.equal(out.err, '');
  const lines = out.out.split('\n');
  assert.deepEqual(lines.slice(0, 2), ['', '']);
  assert.match(lines[2], /^bioeval 0\.1\.0: .*tap\.pl 1\.8/);
  // docs/tasks/tapk.md: short.tsv at k=5, E0 0.6545522081334377 printed as Perl prints it (%.15g).
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

dataTest('--k given twice is one list of k: --k 5 --k 12 equals --k 5,12', () => {
  const tap = (...flags) => bioeval('score', 'tapk', '--run', shortLists, ...flags, '--format', 'tap');
  const twice = tap('--k', '5', '--k', '12');
  const list = tap('--k', '5,12');
  assert.equal(twice.status, 0);
  assert.equal(twice.out, list.out);
  // docs/tasks/tapk.md: k=12 gives E0 0.12063877112530787 and mean TAP 0.4319; one column per k.
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

dataTest('--format takes json, text or a layout of the task: another name is a usage error', () => {
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

// --- NER: ner.iob2 and ner.bc2gm ---------------------------------------------------------------
// The vectors NER-J1, NER-B1 and NER-B2 of docs/tasks/ner.md (tests/golden/ner/inputs) and what
// the reference scripts print on them (inputs/reference/: evalIOB2.pl, conlleval and
// alt_eval.perl, run on the same files).
const ner = (file) => path.join(nerInputs, file);
const reference = (file) => fs.readFileSync(path.join(nerInputs, 'reference', file), 'utf8');
const j1 = ['--gold', ner('j1-gold.iob2'), '--run', ner('j1-run.iob2')];
const bc2gmGold = ['--gold', ner('b-gene.eval'), '--altgene', ner('b-altgene.eval')];

// alt_eval.perl prints its detail lines in Perl's hash order, which changes from run to run:
// they compare as a set (each line once per occurrence), the summary after them exactly.
function altEvalParts(text) {
  const at = text.indexOf('\nTP: ');
  assert.ok(at >= 0, `no summary in:\n${text}`);
  return {
    details: text
      .slice(0, at + 1)
      .split('\n')
      .filter((l) => l !== '')
      .sort(),
    summary: text.slice(at),
  };
}

// The column where the text after a name starts on each line, or -1 where fewer than two
// spaces part them.
function textColumns(lines, pattern) {
  return lines.map((line) => {
    const match = line.match(pattern);
    return match ? match[1].length : -1;
  });
}

test('list lines the titles up two spaces after the longest task id', () => {
  const tasks = JSON.parse(bioeval('list', '--json').out);
  const longest = Math.max(...tasks.map((task) => task.id.length));
  const lines = bioeval('list').out.trimEnd().split('\n');
  assert.equal(lines.length, tasks.length);
  tasks.forEach((task, i) => assert.equal(lines[i], task.id.padEnd(longest + 2) + task.title));
});

test('describe lines up the inputs and options on the longest flag, the metrics on the longest name', () => {
  for (const task of JSON.parse(bioeval('list', '--json').out)) {
    const out = bioeval('describe', task.id).out;
    const section = (title, next) =>
      out
        .slice(out.indexOf(`\n${title}\n`) + title.length + 2, next ? out.indexOf(`\n${next}\n`) : undefined)
        .split('\n')
        .filter((line) => line.startsWith('  '));
    const flags = [...section('inputs', 'options'), ...section('options', 'metrics')];
    const flagColumns = textColumns(flags, /^( {2}--\S+(?: [A-Z]+)? {2,})\S/);
    assert.ok(
      flagColumns.every((column) => column === flagColumns[0] && column > 0),
      `${task.id}: ${flags.join('\n')}`,
    );
    const longestFlag = Math.max(...flags.map((line) => line.match(/^ {2}--\S+(?: [A-Z]+)?/)[0].length));
    assert.equal(flagColumns[0], longestFlag + 2, task.id);
    const metrics = section('metrics', 'checks (each with what it needs besides the run)');
    const metricColumns = textColumns(metrics, /^( {2}\S+ {2,})\S/);
    assert.equal(metrics.length, task.metrics.length, task.id);
    assert.ok(
      metricColumns.every((column) => column === metricColumns[0] && column > 0),
      task.id,
    );
  }
});

test('describe lists the NER tasks, their layouts and diagnostic codes', () => {
  const iob2 = JSON.parse(bioeval('describe', 'ner.iob2', '--json').out);
  assert.deepEqual(iob2.layouts, ['jnlpba', 'conlleval']);
  assert.deepEqual(
    iob2.options.map((o) => o.name),
    ['scheme', 'merge', 'ignore_type', 'force'],
  );
  for (const code of [
    'tag-invalid',
    'token-mismatch',
    'sentence-mismatch',
    'sentence-unterminated',
    'conlleval-prefix',
  ]) {
    assert.ok(iob2.diagnostics.includes(code), code);
  }
  const bc2gm = JSON.parse(bioeval('describe', 'ner.bc2gm', '--json').out);
  assert.deepEqual(bc2gm.layouts, ['bc2gm']);
  assert.deepEqual(
    bc2gm.roles.map((r) => r.name),
    ['gold', 'altgene', 'run', 'sentences'],
  );
  assert.ok(bc2gm.diagnostics.includes('offsets-leading-zero'));
  assert.match(bioeval('describe', 'ner.iob2').out, /--scheme NAME\s+how tags spell entities/);
});

test('score ner.iob2 --format jnlpba prints exactly what evalIOB2.pl prints on NER-J1', () => {
  const out = bioeval('score', 'ner.iob2', ...j1, '--format', 'jnlpba');
  assert.equal(out.status, 0);
  assert.equal(out.err, '');
  assert.equal(out.out, reference('j1.evalIOB2.out'));
});

test('score ner.iob2 --format conlleval prints exactly what conlleval prints on NER-J1', () => {
  // The conlleval layout: one file, gold and run tags as the last two fields, no --gold.
  const one = bioeval('score', 'ner.iob2', '--run', ner('j1.conll'), '--format', 'conlleval');
  assert.equal(one.status, 0);
  assert.equal(one.err, '');
  assert.equal(one.out, reference('j1.conlleval.out'));
  // The same tags in two files give the same report.
  const two = bioeval('score', 'ner.iob2', ...j1, '--format', 'conlleval');
  assert.equal(two.status, 0);
  assert.equal(two.out, reference('j1.conlleval.out'));
  // And the single file's evalIOB2.pl numbers are those of the two files.
  assert.equal(
    bioeval('score', 'ner.iob2', '--run', ner('j1.conll'), '--format', 'jnlpba').out,
    reference('j1.evalIOB2.out'),
  );
});

test('score ner.bc2gm --format bc2gm prints what alt_eval.perl prints on NER-B1 and NER-B2', () => {
  for (const [run, expected] of [
    ['b1-run.eval', 'b1.alt_eval.out'],
    ['b2-run.eval', 'b2.alt_eval.out'],
  ]) {
    const out = bioeval('score', 'ner.bc2gm', ...bc2gmGold, '--run', ner(run), '--format', 'bc2gm');
    assert.equal(out.status, 0, run);
    assert.equal(out.err, '');
    const got = altEvalParts(out.out);
    const want = altEvalParts(reference(expected));
    assert.deepEqual(got.details, want.details, run);
    assert.equal(got.summary, want.summary, run);
  }
  // Spelled out for NER-B1: "S1|23 33" (an alternative's span) is neither TP nor FP.
  assert.equal(
    altEvalParts(reference('b1.alt_eval.out')).summary,
    '\nTP: 2\nFP: 2\nFN: 1\nPrecision: 0.5 Recall: 0.666666666666667 F: 0.571428571428571\n\n',
  );
});

// Mentions whose offsets are all one less than their text's (a sentence of the BioCreative II
// GM training data, "Comparison with alkaline phosphatases and 5-nucleotidase").
function shiftedBc2gmRun() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bioeval-shift-'));
  const sentences = path.join(folder, 'test.in');
  const runFile = path.join(folder, 'run.eval');
  fs.writeFileSync(sentences, 'S1 Comparison with alkaline phosphatases and 5-nucleotidase\n');
  fs.writeFileSync(runFile, 'S1|13 32|alkaline phosphatases\nS1|36 49|5-nucleotidase\n');
  return { sentences, runFile };
}

test('a valid BC2GM run whose offsets are shifted by -1 is reported with a caution, exit 0', () => {
  const { sentences, runFile } = shiftedBc2gmRun();
  const check = bioeval('check', 'ner.bc2gm', '--sentences', sentences, '--run', runFile);
  assert.equal(check.status, 0);
  assert.match(
    check.out,
    /Validation: valid \(0 error\(s\), 2 warning\(s\)\)\n {2}Caution: valid, but 100 % of mentions \(2 of 2\) do not match their sentence text: offsets shifted by \u22121\? \[mention-text-differs\]\n/,
  );
  const json = JSON.parse(bioeval('check', 'ner.bc2gm', '--sentences', sentences, '--run', runFile, '--json').out);
  assert.deepEqual(json.cautions, [
    {
      code: 'mention-text-differs',
      count: 2,
      of: 2,
      items: 'mentions',
      message: '100 % of mentions (2 of 2) do not match their sentence text',
      pattern: 'offsets shifted by \u22121?',
    },
  ]);
  // The offsets as the sentence has them: no caution.
  fs.writeFileSync(runFile, 'S1|14 33|alkaline phosphatases\nS1|37 50|5-nucleotidase\n');
  const fixed = bioeval('check', 'ner.bc2gm', '--sentences', sentences, '--run', runFile, '--json');
  assert.equal(fixed.status, 0);
  assert.equal(JSON.parse(fixed.out).cautions, undefined);
  assert.doesNotMatch(bioeval('check', 'ner.bc2gm', '--sentences', sentences, '--run', runFile).out, /Caution/);
});

dataTest('the BioCreative II GM test gold shifted by -1, checked against test.in: a caution names the shift', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bioeval-shift-data-'));
  const shifted = path.join(folder, 'shifted.eval');
  const lines = fs
    .readFileSync(path.join(bc2gmData, 'test_GENE.eval'), 'utf8')
    .split('\n')
    .filter((line) => line);
  fs.writeFileSync(
    shifted,
    lines
      .map((line) => {
        const [id, offsets, text] = line.split('|');
        const [start, end] = offsets.split(' ').map(Number);
        return `${id}|${Math.max(0, start - 1)} ${Math.max(0, end - 1)}|${text}\n`;
      })
      .join(''),
  );
  const sentences = path.join(bc2gmData, 'test_test.in');
  const check = bioeval('check', 'ner.bc2gm', '--sentences', sentences, '--run', shifted);
  assert.equal(check.status, 0);
  const caution = check.out.match(
    / {2}Caution: valid, but ([<>]?\d+) % of mentions \((\d+) of (\d+)\) do not match their sentence text: offsets shifted by \u22121\? \[mention-text-differs\]/,
  );
  assert.ok(caution, check.out.slice(0, 600));
  assert.equal(Number(caution[3]), lines.length);
  assert.ok(Number(caution[2]) >= 0.9 * lines.length, caution[0]);
  const scoring = spawnSync(
    cli,
    [
      'score',
      'ner.bc2gm',
      '--gold',
      path.join(bc2gmData, 'test_GENE.eval'),
      '--sentences',
      sentences,
      '--run',
      shifted,
      '--json',
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const scored = JSON.parse(scoring.stdout);
  assert.equal(scored.cautions[0].pattern, 'offsets shifted by \u22121?');
  assert.ok(scored.metrics['exact.f1'] < 0.1);
});

dataTest('score ner.bc2gm on the BioCreative II GM test set: the gold and the alternatives as runs', () => {
  const gold = [
    '--gold',
    path.join(bc2gmData, 'test_GENE.eval'),
    '--altgene',
    path.join(bc2gmData, 'test_ALTGENE.eval'),
    '--sentences',
    path.join(bc2gmData, 'test_test.in'),
  ];
  // alt_eval.perl on the same files (the figures of the reference's own run).
  const self = bioeval(
    'score',
    'ner.bc2gm',
    ...gold,
    '--run',
    path.join(bc2gmData, 'test_GENE.eval'),
    '--format',
    'bc2gm',
  );
  assert.equal(self.status, 0);
  assert.equal(altEvalParts(self.out).summary, '\nTP: 6331\nFP: 0\nFN: 0\nPrecision: 1 Recall: 1 F: 1\n\n');
  const alt = bioeval(
    'score',
    'ner.bc2gm',
    ...gold,
    '--run',
    path.join(bc2gmData, 'test_ALTGENE.eval'),
    '--format',
    'bc2gm',
  );
  assert.equal(alt.status, 0);
  assert.equal(
    altEvalParts(alt.out).summary,
    '\nTP: 3670\nFP: 0\nFN: 2661\nPrecision: 1 Recall: 0.579687253198547 F: 0.733926607339266\n\n',
  );
});

test('--scheme iobes reads E- and S- tags; under the default iob2 they are errors with a hint', () => {
  const files = ['--gold', ner('scheme-iobes-gold.tsv'), '--run', ner('scheme-iobes-run.tsv')];
  const iobes = bioeval('score', 'ner.iob2', ...files, '--scheme', 'iobes', '--json');
  assert.equal(iobes.status, 0);
  const result = JSON.parse(iobes.out);
  assert.equal(result.options.scheme, 'iobes');
  assert.equal(result.metrics['exact.tp'], 2);
  assert.equal(result.metrics['left_or_right.tp'], 5);
  assert.deepEqual(
    result.diagnostics.map((d) => d.code),
    ['conlleval-prefix'],
  );
  assert.deepEqual(
    JSON.parse(bioeval('score', 'ner.iob2', ...files, '--options', '{"scheme": "iobes"}', '--json').out).metrics,
    result.metrics,
  );
  const iob2 = bioeval('score', 'ner.iob2', ...files, '--json');
  assert.equal(iob2.status, 1);
  const invalid = JSON.parse(iob2.out);
  assert.equal(invalid.valid, false);
  assert.ok(
    invalid.diagnostics.every((d) => d.code === 'tag-invalid' && /set the option scheme to iobes$/.test(d.message)),
  );
  const usage = bioeval('score', 'ner.iob2', ...files, '--scheme', 'iob3');
  assert.equal(usage.status, 2);
  assert.match(usage.err, /option 'scheme' must be one of: iob2, iob1, iobes, bilou/);
});

test('--merge (a preset or groups) and --ignore-type relax the classes before matching', () => {
  const files = ['--gold', ner('classes-gold.tsv'), '--run', ner('classes-run.tsv')];
  const score = (...flags) => {
    const out = bioeval('score', 'ner.iob2', ...files, ...flags, '--json');
    assert.equal(out.status, 0, flags.join(' '));
    return JSON.parse(out.out);
  };
  const classes = (result) => [...new Set(result.tables.find((t) => t.id === 'classes').rows.map((r) => r[0]))].sort();
  const strict = score();
  assert.equal(strict.metrics['exact.tp'], 1);
  const tsai = score('--merge', 'tsai-relaxed');
  assert.equal(tsai.options.merge, 'tsai-relaxed');
  assert.equal(tsai.metrics['exact.tp'], 4);
  assert.equal(tsai.metrics['left.tp'], 6);
  assert.deepEqual(classes(tsai), ['cell', 'macromolecule']);
  // The preset is the same as its groups written out.
  assert.deepEqual(score('--merge', 'protein,DNA,RNA=macromolecule; cell_line,cell_type=cell').metrics, tsai.metrics);
  assert.deepEqual(score('--options', '{"merge": "tsai-relaxed"}').metrics, tsai.metrics);
  const bc2gm = score('--merge', 'bc2gm');
  assert.equal(bc2gm.metrics['exact.tp'], 2);
  assert.deepEqual(classes(bc2gm), ['NEWGENE', 'cell_line', 'cell_type']);
  const any = score('--ignore-type');
  assert.equal(any.options.ignore_type, true);
  assert.equal(any.metrics['exact.tp'], 4);
  assert.deepEqual(classes(any), ['any']);
  assert.equal(score('--ignore-type=false').metrics['exact.tp'], 1);
  // evalIOB2.pl and conlleval know no merging: their numbers stay those of the five classes.
  assert.equal(tsai.metrics['jnlpba.complete.tp'], strict.metrics['jnlpba.complete.tp']);
  assert.equal(any.metrics['conlleval.correct'], strict.metrics['conlleval.correct']);
  const usage = bioeval('score', 'ner.iob2', ...files, '--merge', 'protein');
  assert.equal(usage.status, 2);
  assert.match(usage.err, /option merge: no '=' in 'protein'/);
});

test('an invalid NER input exits 1: diagnostics on stderr with a layout, no metrics in JSON', () => {
  const files = ['--gold', ner('errors-gold.tsv'), '--run', ner('errors-run.tsv')];
  const layout = bioeval('score', 'ner.iob2', ...files, '--format', 'jnlpba');
  assert.equal(layout.status, 1);
  assert.equal(layout.out, '');
  assert.match(layout.err, /Validation: INVALID \(3 error\(s\), 1 warning\(s\)\)/);
  assert.match(
    layout.err,
    /errors-run\.tsv:1:1 +\[token-mismatch\] the run has 'IL2' where the gold has 'IL-2' \(gold line 1\)/,
  );
  assert.match(layout.err, /errors-run\.tsv:3:7 +\[tag-invalid\] 'S-protein' is not a tag of the iob2 scheme/);
  assert.match(layout.err, /errors-run\.tsv:14 +\[sentence-mismatch\]/);
  assert.doesNotMatch(layout.err, /Biomedical Entity Recognition Performance/);
  const json = bioeval('score', 'ner.iob2', ...files, '--json');
  assert.equal(json.status, 1);
  const result = JSON.parse(json.out);
  assert.equal(result.valid, false);
  assert.equal(result.metrics, undefined);
  assert.equal(bioeval('check', 'ner.iob2', ...files).status, 1);
  assert.equal(bioeval('check', 'ner.iob2', ...j1).status, 0);
  const forced = bioeval('score', 'ner.iob2', ...files, '--force', '--json');
  assert.equal(forced.status, 0);
  assert.equal(JSON.parse(forced.out).forced, true);
  // A run shorter than its gold, and a BioCreative II GM file with offsets alt_eval.perl would
  // compare as text.
  const short = bioeval('check', 'ner.iob2', '--gold', ner('errors-gold.tsv'), '--run', ner('short-run.tsv'));
  assert.equal(short.status, 1);
  assert.match(short.out + short.err, /\[token-count-mismatch\] the run ends after 10 of the gold's 13 tokens/);
  const bc2gm = bioeval(
    'score',
    'ner.bc2gm',
    '--gold',
    ner('bce-gene.eval'),
    '--run',
    ner('b1-run.eval'),
    '--format',
    'bc2gm',
  );
  assert.equal(bc2gm.status, 1);
  assert.equal(bc2gm.out, '');
  assert.match(bc2gm.err, /bce-gene\.eval:2:4 +\[offsets-leading-zero\] the offsets '037 50' have a leading zero/);
});

test('--format takes the layouts of the task: jnlpba is not one of ner.bc2gm', () => {
  const out = bioeval('score', 'ner.bc2gm', ...bc2gmGold, '--run', ner('b1-run.eval'), '--format', 'jnlpba');
  assert.equal(out.status, 2);
  assert.match(out.err, /--format takes one of: json, text, bc2gm/);
  assert.equal(out.out, '');
});

test('score ppi: the folds role and the options are flags; the variant read is noted', () => {
  const ppi = (name) => path.join(here, '../golden/ppi/inputs', name);
  const files = ['--gold', ppi('converted.xml'), '--run', ppi('run-scores.tsv')];
  const plain = JSON.parse(bioeval('score', 'ppi', ...files, '--json').out);
  assert.equal(plain.metrics.pairs, 16);
  assert.equal(plain.metrics['macro.f1'], undefined);
  assert.match(plain.notes[0].message, /converted\.xml: interactions/);
  const folds = JSON.parse(bioeval('score', 'ppi', ...files, '--folds', ppi('folds.tsv'), '--json').out);
  assert.equal(folds.metrics['micro.f1'], plain.metrics['micro.f1']);
  assert.equal(typeof folds.metrics['macro.f1_sd'], 'number');
  const relation = JSON.parse(bioeval('score', 'ppi', ...files, '--criterion', 'relation', '--json').out);
  assert.equal(relation.options.criterion, 'relation');
  assert.equal(relation.metrics.pairs, 13);
  const directed = bioeval(
    'score',
    'ppi',
    '--gold',
    ppi('converted.xml'),
    '--run',
    ppi('run-entities.tsv'),
    '--directed',
    '--threshold',
    '0.5',
    '--json',
  );
  assert.equal(directed.status, 0);
  assert.equal(JSON.parse(directed.out).metrics.pairs, 32);
  const text = bioeval('score', 'ppi', ...files, '--detail');
  assert.match(text.out, /^ {2}baseline\.f1\s+0\.476190$/m);
  assert.match(text.out, /^Per document$/m);
  const invalid = bioeval('score', 'ppi', '--gold', ppi('converted.xml'), '--run', ppi('run-errors.tsv'));
  assert.equal(invalid.status, 1);
  assert.match(invalid.out + invalid.err, /\[pair-duplicate\]/);
});

test('a folder given for an input stands for the files under it, hidden ones left out', () => {
  const ppi = (name) => path.join(here, '../golden/ppi/inputs', name);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bioeval-folder-'));
  try {
    fs.mkdirSync(path.join(folder, 'sub'));
    fs.mkdirSync(path.join(folder, '.hidden'));
    fs.copyFileSync(ppi('converted.xml'), path.join(folder, 'sub', 'converted.xml'));
    fs.copyFileSync(ppi('original.xml'), path.join(folder, 'original.xml'));
    fs.writeFileSync(path.join(folder, '.hidden', 'broken.xml'), '<corpus');
    const result = bioeval('score', 'ppi', '--gold', folder, '--run', ppi('run-original.tsv'), '--json');
    assert.equal(result.status, 0);
    const json = JSON.parse(result.out);
    assert.deepEqual(
      json.inputs.gold.map((file) => file.name),
      ['original.xml', 'converted.xml'],
    );
    assert.equal(json.metrics.pairs, 21);
    fs.mkdirSync(path.join(folder, 'empty'));
    const empty = bioeval('score', 'ppi', '--gold', path.join(folder, 'empty'), '--run', ppi('run-original.tsv'));
    assert.equal(empty.status, 2);
    assert.match(empty.err, /holds no file/);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a ZIP archive given for an input stands for its files; folders, hidden and __MACOSX entries left out', () => {
  const ppi = (name) => fs.readFileSync(path.join(here, '../golden/ppi/inputs', name));
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bioeval-zip-'));
  try {
    const archive = path.join(folder, 'gold.zip');
    fs.writeFileSync(
      archive,
      zipSync({
        'corpus/original.xml': ppi('original.xml'),
        'corpus/sub/converted.xml': ppi('converted.xml'),
        'corpus/.hidden.xml': new TextEncoder().encode('<corpus'),
        '__MACOSX/corpus/._original.xml': new Uint8Array([0, 5, 22, 7]),
      }),
    );
    const run = path.join(here, '../golden/ppi/inputs/run-original.tsv');
    const result = bioeval('score', 'ppi', '--gold', archive, '--run', run, '--json');
    assert.equal(result.status, 0, result.err);
    const json = JSON.parse(result.out);
    assert.deepEqual(
      json.inputs.gold.map((file) => file.name),
      ['original.xml', 'converted.xml'],
    );
    assert.equal(json.metrics.pairs, 21);
    fs.writeFileSync(path.join(folder, 'broken.zip'), Buffer.from('PK\x03\x04 not really'));
    const broken = bioeval('score', 'ppi', '--gold', path.join(folder, 'broken.zip'), '--run', run);
    assert.equal(broken.status, 2);
    assert.match(broken.err, /cannot read the ZIP archive/);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('score bb3.event: the gold as a folder, the submission as a ZIP; the profiles differ by the Equiv rule', () => {
  const inputs = path.join(here, '../golden/bb3/inputs/event');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bioeval-bb3-'));
  try {
    const archive = path.join(folder, 'submission.zip');
    const entries = {};
    for (const name of fs.readdirSync(path.join(inputs, 'run'))) {
      entries[`submission/${name}`] = fs.readFileSync(path.join(inputs, 'run', name));
    }
    fs.writeFileSync(archive, zipSync(entries));
    const score = (profile) => {
      const result = bioeval(
        'score',
        'bb3.event',
        '--gold',
        path.join(inputs, 'gold'),
        '--run',
        archive,
        '--profile',
        profile,
        '--json',
      );
      assert.equal(result.status, 0, result.err);
      return JSON.parse(result.out);
    };
    const official = score('official');
    const published = score('published');
    assert.deepEqual(
      official.inputs.run.map((file) => file.name),
      ['d1.a2', 'd2.a2'],
    );
    assert.equal(official.metrics['lives_in.precision'], 0.5);
    assert.equal(published.metrics['lives_in.precision'], 2 / 3);
    const note = official.notes.find((n) => n.metric === 'lives_in.precision');
    assert.equal(note.code, 'equiv');
    assert.equal(note.official, 0.5);
    assert.equal(note.published, 2 / 3);
    const text = bioeval('score', 'bb3.event', '--gold', path.join(inputs, 'gold'), '--run', archive).out;
    assert.match(text, /\[equiv\] .*\n\s+lives_in\.f1\s+official 0\.444444\s+published 0\.5/);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

// --- ZIP archives: caps on what an archive unpacks to, unsafe entry names ---------------------
// The archives are made here with fflate, the hostile ones by patching the sizes its headers
// declare: no archive bomb is kept in the repository.
const bb3Event = path.join(here, '../golden/bb3/inputs/event');
const bb3Gold = path.join(bb3Event, 'gold');
const MiB = 1024 * 1024;

// The submission of the bb3.event vector as ZIP entries under submission/.
function bb3Submission() {
  const entries = {};
  for (const name of fs.readdirSync(path.join(bb3Event, 'run'))) {
    entries[`submission/${name}`] = fs.readFileSync(path.join(bb3Event, 'run', name));
  }
  return entries;
}

// Runs `body(folder)` in a fresh temporary folder, removed after.
function inTempFolder(body) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bioeval-caps-'));
  try {
    body(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

// Checks a bb3.event submission archive made of `entries` (zipSync's input, or the bytes of an
// archive) against the vector's gold, with the flags given.
function checkArchive(folder, name, entries, ...flags) {
  const archive = path.join(folder, name);
  fs.writeFileSync(archive, entries instanceof Uint8Array ? entries : zipSync(entries));
  return bioeval('check', 'bb3.event', '--gold', bb3Gold, '--run', archive, ...flags);
}

test('the usage text lists the archive caps and every exit status', () => {
  const help = bioeval('help');
  assert.equal(help.status, 0);
  assert.match(help.out, /--max-unpacked SIZE\s+its files' total unpacked size \(default 1 GiB\)/);
  assert.match(help.out, /--max-entries N\s+its entries \(default 100000\)/);
  assert.match(help.out, /--max-ratio R\s+unpacked to compressed size.*\n.*\(default 1000\)/);
  for (const status of [
    '0  scored',
    '1  invalid input',
    '2  usage error',
    '3  an input over a resource limit',
    '4  internal error',
  ]) {
    assert.ok(help.out.includes(`\n  ${status}`), status);
  }
});

test('an archive whose entries declare more than --max-unpacked is refused before inflating: exit 3', () => {
  inTempFolder((folder) => {
    const entries = { ...bb3Submission(), 'submission/big.a2': noise(3 * MiB) };
    const over = checkArchive(folder, 'run.zip', entries, '--max-unpacked', '1M');
    assert.equal(over.status, 3);
    assert.equal(over.out, '');
    assert.equal(
      over.err,
      `bioeval: archive ${path.join(folder, 'run.zip')}: the entries would unpack to 3 MiB, ` +
        'over the limit of 1 MiB (raise it with --max-unpacked)\n',
    );
    // Raised, the archive is read: its extra document is then the error (exit 1).
    const raised = checkArchive(folder, 'run.zip', entries, '--max-unpacked', '4M', '--json');
    assert.equal(raised.status, 1, raised.err);
    assert.deepEqual(
      JSON.parse(raised.out).diagnostics.map((d) => d.code),
      ['document-unknown'],
    );
    assert.equal(checkArchive(folder, 'run.zip', bb3Submission(), '--max-unpacked', '1M').status, 0);
  });
});

test('declared sizes are checked under the default caps: 6 GiB declared by a few bytes fails fast', () => {
  inTempFolder((folder) => {
    let zip = zipSync({
      ...bb3Submission(),
      'submission/a.a2': new Uint8Array(10),
      'submission/b.a2': new Uint8Array(10),
    });
    zip = declareSize(zip, 'submission/a.a2', 3 * 1024 * MiB);
    zip = declareSize(zip, 'submission/b.a2', 3 * 1024 * MiB);
    const started = process.hrtime.bigint();
    const out = checkArchive(folder, 'bomb.zip', zip);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    assert.equal(out.status, 3);
    assert.match(
      out.err,
      /^bioeval: archive .*bomb\.zip: the entries would unpack to 6 GiB, over the limit of 1 GiB \(raise it with --max-unpacked\)\n$/,
    );
    // Nothing was inflated: 6 GiB would take far longer than this to allocate and fill.
    assert.ok(seconds < 5, `${seconds} s`);
  });
});

test('an archive of more entries than --max-entries is refused: exit 3', () => {
  inTempFolder((folder) => {
    const entries = bb3Submission();
    for (let i = 0; i < 4; ++i) entries[`submission/README-${i}`] = new Uint8Array(0);
    const over = checkArchive(folder, 'run.zip', entries, '--max-entries', '5');
    assert.equal(over.status, 3);
    assert.match(over.err, /: the archive holds 6 entries, over the limit of 5 \(raise it with --max-entries\)\n$/);
    assert.equal(checkArchive(folder, 'run.zip', entries, '--max-entries', '6').status, 0);
  });
});

test('an entry, or an archive, over --max-ratio is refused: exit 3', () => {
  inTempFolder((folder) => {
    const zeros = { ...bb3Submission(), 'submission/zeros.a2': new Uint8Array(2 * MiB) };
    const entry = checkArchive(folder, 'run.zip', zeros, '--max-ratio', '100');
    assert.equal(entry.status, 3);
    assert.match(
      entry.err,
      /: the entry submission\/zeros\.a2 would unpack to 2 MiB from [\d.]+ KiB, a ratio of [\d,]+, over the limit of 100 \(raise it with --max-ratio\)\n$/,
    );
    // Entries of 1 MiB or less are not held to the ratio alone, but the whole archive is.
    const small = bb3Submission();
    for (let i = 0; i < 20; ++i) small[`submission/zeros-${i}.a2`] = new Uint8Array(MiB);
    const whole = checkArchive(folder, 'run.zip', small, '--max-ratio', '100');
    assert.equal(whole.status, 3);
    assert.match(
      whole.err,
      /: the entries would unpack to 20 MiB from an archive of [\d.]+ KiB, a ratio of [\d,]+, over the limit of 100 \(raise it with --max-ratio\)\n$/,
    );
    // Text as the tasks read it is far within the default.
    const text = { ...bb3Submission(), 'submission/text.a2': noise(2 * MiB) };
    assert.equal(checkArchive(folder, 'run.zip', text).status, 1);
  });
});

test('an entry that inflates to more than it declares is stopped: exit 2, a damaged archive', () => {
  inTempFolder((folder) => {
    const zip = declareSize(
      zipSync({ ...bb3Submission(), 'submission/liar.a2': noise(3 * MiB) }),
      'submission/liar.a2',
      1000,
    );
    const out = checkArchive(folder, 'liar.zip', zip);
    assert.equal(out.status, 2);
    assert.match(
      out.err,
      /^bioeval: cannot read the ZIP archive .*liar\.zip: the entry submission\/liar\.a2 unpacks to more than the 1,000 bytes it declares \(a damaged or hostile archive\)\n/,
    );
    // One that declares more than it holds ends short of its size.
    const short = declareSize(
      zipSync({ ...bb3Submission(), 'submission/short.a2': noise(1000) }),
      'submission/short.a2',
      5000,
    );
    const shortOut = checkArchive(folder, 'short.zip', short);
    assert.equal(shortOut.status, 2);
    assert.match(shortOut.err, /^bioeval: cannot read submission\/short\.a2 in the ZIP archive .*short\.zip: /);
  });
});

test('entries with .., absolute or backslash paths are skipped with a warning and a note; the others are scored', () => {
  inTempFolder((folder) => {
    const unsafe = new TextEncoder().encode('T1\tHabitat 0 5\tnever\n');
    const entries = { ...bb3Submission(), '../x.a2': unsafe, '/abs.a2': unsafe, 'dir\\y.a2': unsafe };
    const archive = path.join(folder, 'submission.zip');
    fs.writeFileSync(archive, zipSync(entries));
    const out = bioeval('score', 'bb3.event', '--gold', bb3Gold, '--run', archive, '--json');
    assert.equal(out.status, 0, out.err);
    const listed = "3 entries skipped, a path with '..', absolute or with a backslash: ../x.a2, /abs.a2, dir\\y.a2";
    assert.equal(out.err, `bioeval: warning: ${archive}: ${listed}\n`);
    const result = JSON.parse(out.out);
    assert.deepEqual(
      result.inputs.run.map((file) => file.name),
      ['d1.a2', 'd2.a2'],
    );
    assert.equal(result.metrics['lives_in.precision'], 0.5);
    assert.deepEqual(
      result.notes.filter((n) => n.code === 'archive-entries-skipped'),
      [{ code: 'archive-entries-skipped', message: `submission.zip: ${listed}` }],
    );
    assert.match(
      bioeval('score', 'bb3.event', '--gold', bb3Gold, '--run', archive).out,
      /\[archive-entries-skipped\] submission\.zip: 3 entries skipped/,
    );
  });
});

test('memory running out while reading the inputs exits 3, naming them', () => {
  inTempFolder((folder) => {
    // An entry declaring 3.5 GiB, the caps raised past it, in 2 GB of address space.
    const zip = declareSize(zipSync({ 'submission/huge.a2': new Uint8Array(10) }), 'submission/huge.a2', 0xe0000000);
    const archive = path.join(folder, 'huge.zip');
    fs.writeFileSync(archive, zip);
    const result = spawnSync(
      '/bin/sh',
      [
        '-c',
        'ulimit -v 2000000 && exec "$0" "$@"',
        cli,
        'check',
        'bb3.event',
        '--gold',
        bb3Gold,
        '--run',
        archive,
        '--max-unpacked',
        '4G',
        '--max-ratio',
        '1e9',
      ],
      { encoding: 'utf8' },
    );
    assert.equal(result.status, 3, result.stderr);
    assert.equal(
      result.stderr,
      `bioeval: out of memory reading ${bb3Gold}, ${archive}: the inputs are too large for this machine\n`,
    );
  });
});

dataTest('the real BB3 archives pass the default caps', () => {
  const bb3 = dataPath('bb3');
  const archive = path.join(bb3, 'BioNLP-ST-2016_BB-cat_train.zip');
  const out = bioeval(
    'check',
    'bb3.cat',
    '--gold',
    archive,
    '--run',
    archive,
    '--ontology',
    path.join(bb3, 'OntoBiotope_BioNLP-ST-2016.obo'),
  );
  assert.equal(out.status, 0, out.err);
  assert.equal(out.err, '');
});

test('the caps take sizes, counts and ratios; anything else is a usage error (exit 2)', () => {
  const cases = [
    [['--max-unpacked', '2GB'], /--max-unpacked takes a positive size in bytes, or with K, M, G or T: 2G/],
    [['--max-unpacked', '0'], /--max-unpacked takes a positive size/],
    [['--max-entries', '0'], /--max-entries takes a positive whole number/],
    [['--max-entries', '5.5'], /--max-entries takes a positive whole number/],
    [['--max-ratio', 'x'], /--max-ratio takes a positive number/],
    [['--max-ratio', '-3'], /--max-ratio takes a positive number/],
    [['--max-ratio'], /--max-ratio needs a value/],
  ];
  for (const [flags, message] of cases) {
    const out = bioeval('check', 'bc25.int', '--gold', gold, '--run', run, ...flags);
    assert.equal(out.status, 2, flags.join(' '));
    assert.match(out.err, message);
  }
  const raised = bioeval(
    'check',
    'bc25.int',
    '--gold',
    gold,
    '--run',
    run,
    '--max-unpacked',
    '2G',
    '--max-entries=10',
    '--max-ratio',
    '12.5',
  );
  assert.equal(raised.status, 0, raised.err);
});

test('every exit status but the internal error: 0 scored, 1 invalid, 2 usage, 3 over a cap', () => {
  inTempFolder((folder) => {
    assert.equal(bioeval('score', 'bc25.int', '--gold', gold, '--run', run).status, 0);
    assert.equal(
      bioeval('score', 'bc25.int', '--gold', gold, '--run', path.join(inputs, 'int-run-errors.tsv')).status,
      1,
    );
    assert.equal(bioeval('score', 'bc25.int', '--gold', gold).status, 2);
    assert.equal(checkArchive(folder, 'run.zip', bb3Submission(), '--max-entries', '1').status, 3);
  });
});
