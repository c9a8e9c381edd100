// Writes the tables of the docs that list tasks or families, from the registry (the tasks the
// command line lists), each between the markers "<!-- NAME: ... -->" and "<!-- end of NAME -->"
// (NAME: tasks, families, stand-ins), so that a new family appears in all of them without an
// edit by hand. With --check, changes nothing and exits 1 when a table is not what the registry
// gives (tests/node/cli.test.mjs runs it so).
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
// A table cell: the text on one line, with the characters Markdown would read as markup escaped.
const cell = (text) => text.replaceAll('|', '\\|').replaceAll('<', '&lt;').replaceAll('\n', ' ');

// README.md: one row a task.
function taskTable() {
  const rows = tasks.map((task) => `| \`${task.id}\` | ${cell(task.summary)} | ${cell(task.reference)} |`);
  return ['| task | what it scores | reference |', '|---|---|---|', ...rows].join('\n');
}

// One row a family, with its page (`pages`: the folder of the pages, relative to the file).
function familyTable(pages) {
  const families = new Map();
  for (const task of tasks) {
    if (!families.has(familyOf(task))) families.set(familyOf(task), { label: task.group_label, ids: [] });
    families.get(familyOf(task)).ids.push(task.id);
  }
  const rows = [...families].map(
    ([family, { label, ids }]) =>
      `| [${family}.md](${pages}${family}.md) | ${cell(label)} | ${ids.map((id) => `\`${id}\``).join(', ')} |`,
  );
  return ['| page | family | tasks |', '|---|---|---|', ...rows].join('\n');
}

// docs/checking.md: what each task takes in place of the gold in a check (the role that
// stands in for it), neighbouring tasks that take the same in one row.
function standInTable() {
  const rows = [];
  for (const task of tasks) {
    const role = task.roles.find((r) => r.stands_in_for === 'gold');
    const hasGold = task.roles.some((r) => r.name === 'gold');
    const [what, format] = role
      ? [`\`${role.name}\``, cell(role.help)]
      : hasGold
        ? ['nothing', 'the gold is needed to check']
        : ['nothing', 'no gold: `check` needs only the run'];
    const last = rows[rows.length - 1];
    if (last && last.what === what && last.format === format) last.ids.push(task.id);
    else rows.push({ ids: [task.id], what, format });
  }
  return [
    '| task | in place of the gold | format |',
    '|---|---|---|',
    ...rows.map((row) => `| ${row.ids.map((id) => `\`${id}\``).join(', ')} | ${row.what} | ${row.format} |`),
  ].join('\n');
}

// `text` with the table NAME between its markers replaced.
function withTable(file, text, name, table) {
  const begin = new RegExp(`<!-- ${name}: [^>]*-->\n`).exec(text);
  const endMarker = `<!-- end of ${name} -->`;
  const end = text.indexOf(endMarker);
  if (!begin || end < begin.index) throw new Error(`${file}: no "<!-- ${name}: … -->" … "${endMarker}" markers`);
  const from = begin.index + begin[0].length;
  return text.slice(0, from) + table + '\n' + text.slice(end);
}

const tables = {
  'README.md': { tasks: taskTable(), families: familyTable('docs/tasks/') },
  'docs/tasks/README.md': { families: familyTable('') },
  'docs/checking.md': { 'stand-ins': standInTable() },
};
let stale = 0;
for (const [relative, named] of Object.entries(tables)) {
  const file = path.join(root, relative);
  const text = fs.readFileSync(file, 'utf8');
  let updated = text;
  for (const [name, table] of Object.entries(named)) updated = withTable(relative, updated, name, table);
  if (updated === text) continue;
  stale += 1;
  if (check) process.stderr.write(`task-tables: ${relative} is not the registry's: run node scripts/task-tables.mjs\n`);
  else fs.writeFileSync(file, updated);
}
process.exit(check && stale ? 1 : 0);
