// Writes the task tables of README.md and docs/tasks/README.md from the registry (the tasks the
// command line lists), between the markers "<!-- tasks: ... -->" and "<!-- end of tasks -->", so
// that a new family appears in both without an edit by hand. With --check, changes nothing and
// exits 1 when a table is not what the registry gives (tests/node/cli.test.mjs runs it so).
//
// usage: node scripts/task-tables.mjs [--check] [path/to/bioeval]   (default build/native/cli/bioeval)
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const cli = args.find((arg) => arg !== '--check') ?? path.join(root, 'build/native/cli/bioeval');

const listed = spawnSync(cli, ['list', '--json'], { encoding: 'utf8' });
if (listed.status !== 0) {
  process.stderr.write(`task-tables: ${cli} list --json failed: ${listed.stderr}\n`);
  process.exit(2);
}
const tasks = JSON.parse(listed.stdout);

// A task's family: the part of its id before the first dot (docs/adding-a-task.md).
const familyOf = (task) => task.id.split('.')[0];
const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

// README.md: one row a task.
function taskTable() {
  const rows = tasks.map((task) => `| \`${task.id}\` | ${cell(task.summary)} | ${cell(task.reference)} |`);
  return ['| task | what it scores | reference |', '|---|---|---|', ...rows].join('\n');
}

// docs/tasks/README.md: one row a family, with its page.
function familyTable() {
  const families = new Map();
  for (const task of tasks) {
    if (!families.has(familyOf(task))) families.set(familyOf(task), { label: task.group_label, ids: [] });
    families.get(familyOf(task)).ids.push(task.id);
  }
  const rows = [...families].map(([family, { label, ids }]) =>
    `| [${family}.md](${family}.md) | ${cell(label)} | ${ids.map((id) => `\`${id}\``).join(', ')} |`);
  return ['| page | family | tasks |', '|---|---|---|', ...rows].join('\n');
}

const BEGIN = /<!-- tasks: [^>]*-->\n/;
const END = '<!-- end of tasks -->';

// `text` with the table between its markers replaced.
function withTable(file, text, table) {
  const begin = BEGIN.exec(text);
  const end = text.indexOf(END);
  if (!begin || end < begin.index) throw new Error(`${file}: no "<!-- tasks: … -->" … "${END}" markers`);
  const from = begin.index + begin[0].length;
  return text.slice(0, from) + table + '\n' + text.slice(end);
}

let stale = 0;
for (const [relative, table] of [['README.md', taskTable()], ['docs/tasks/README.md', familyTable()]]) {
  const file = path.join(root, relative);
  const text = fs.readFileSync(file, 'utf8');
  const updated = withTable(relative, text, table);
  if (updated === text) continue;
  stale += 1;
  if (check) process.stderr.write(`task-tables: ${relative} is not the registry's: run node scripts/task-tables.mjs\n`);
  else fs.writeFileSync(file, updated);
}
process.exit(check && stale ? 1 : 0);
