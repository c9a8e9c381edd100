// Configures a built site for one shared task (docs/hosting.md): checks the organizer's
// configuration against its schema and the tasks of the site's own scorer, copies the files it
// names into the site (files/), and writes the resolved configuration, each file with its size
// and SHA-256, as the site's site.json. A broken configuration stops with exit status 1 and one
// line per problem, naming its key.
// Usage: node scripts/site-config.mjs --config site.json --site build/wasm/site [--data DIR]
//   A file path is relative to the configuration's folder; `${data}/…` is under the folder of the
//   public corpora (--data, else BIOEVAL_DATA, else ../shared/data, else build/data).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'usage: node scripts/site-config.mjs --config site.json --site SITE_DIR [--data DIR]';

function argument(name) {
  const at = process.argv.indexOf(name);
  return at < 0 ? null : (process.argv[at + 1] ?? null);
}

function fail(lines, status = 1) {
  for (const line of [lines].flat()) console.error(line);
  process.exit(status);
}

// The folder of the public corpora, looked for as tests/CMakeLists.txt looks for it.
function dataDir() {
  const given = argument('--data') ?? process.env.BIOEVAL_DATA ?? process.env.BIOEVAL_SHARED_DATA;
  if (given) return path.resolve(given);
  const candidates = [path.join(ROOT, '../shared/data')];
  const origin = spawnSync('git', ['-C', ROOT, 'config', '--get', 'remote.origin.url'], { encoding: 'utf8' })
    .stdout?.trim()
    .replace(/^file:\/\//, '');
  if (origin && path.isAbsolute(origin)) candidates.push(path.join(origin, '../shared/data'));
  return (
    candidates.find((dir) => fs.existsSync(dir) && fs.statSync(dir).isDirectory()) ?? path.join(ROOT, 'build/data')
  );
}

// The tasks of the site's own scorer: the configuration must fit the scorer it is served with.
async function siteTasks(site) {
  const { default: createBioeval } = await import(pathToFileURL(path.join(site, 'bioeval.mjs')));
  const module = await createBioeval({ wasmBinary: fs.readFileSync(path.join(site, 'bioeval.wasm')) });
  return JSON.parse(module.tasksJson());
}

function readConfig(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    fail(`${file}: cannot read the configuration (${error.code ?? error.message})`, 2);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    fail(`${file}: not valid JSON: ${error.message}`);
  }
}

// The local path a configuration's file names.
function localPath(name, configDir, data) {
  if (name.startsWith('${data}/')) return path.join(data, name.slice('${data}/'.length));
  return path.resolve(configDir, name);
}

// Each preloaded file the configuration names, as {key, task, role, entry, source (its local
// path)}; entries the schema refused are left to its messages.
function preloadedFiles(config, configDir, data) {
  const files = [];
  const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
  for (const [index, task] of (Array.isArray(config?.tasks) ? config.tasks : []).entries()) {
    if (!isObject(task) || !isObject(task.preload)) continue;
    for (const [role, entry] of Object.entries(task.preload)) {
      if (typeof entry?.file !== 'string' || entry.file === '') continue;
      files.push({
        key: `tasks[${index}].preload.${role}.file`,
        task: index,
        role,
        entry,
        source: localPath(entry.file, configDir, data),
      });
    }
  }
  return files;
}

function fileProblems(files, data) {
  return files
    .filter(({ source }) => !(fs.existsSync(source) && fs.statSync(source).isFile()))
    .map(
      ({ key, entry, source }) =>
        `${key}: no such file: ${source}` +
        (entry.file.startsWith('${data}/')
          ? ` (the corpora folder is ${data}: run scripts/fetch-data, or set BIOEVAL_DATA; docs/data.md)`
          : ''),
    );
}

function sha256(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

// Copies each file once under files/<first 12 hex digits of its SHA-256>/<its name>: the same
// name in two places stays two files, and the name the page shows (and places by) is kept.
function copyFiles(files, site) {
  fs.rmSync(path.join(site, 'files'), { recursive: true, force: true });
  const resolved = new Map();
  for (const file of files) {
    const sum = sha256(file.source);
    const name = path.basename(file.source);
    const relative = `files/${sum.slice(0, 12)}/${name}`;
    fs.mkdirSync(path.join(site, path.dirname(relative)), { recursive: true });
    fs.copyFileSync(file.source, path.join(site, relative));
    resolved.set(file, {
      label: file.entry.label,
      name,
      path: relative,
      size: fs.statSync(file.source).size,
      sha256: sum,
    });
  }
  return resolved;
}

function resolvedConfig(config, files, resolved) {
  const tasks = config.tasks.map((task, index) => {
    const preload = {};
    for (const file of files.filter((f) => f.task === index)) preload[file.role] = resolved.get(file);
    return { ...task, preload };
  });
  return { bioeval_site: 1, ...config, default: config.default ?? config.tasks[0].id, tasks };
}

async function main() {
  const configFile = argument('--config');
  const site = argument('--site');
  if (!configFile || !site) fail(USAGE, 2);
  if (!fs.existsSync(path.join(site, 'bioeval.wasm')))
    fail(`${site}: not a built site (no bioeval.wasm): run scripts/build site first`, 2);
  const { siteProblems, problemLines } = await import(pathToFileURL(path.join(ROOT, 'web/site-schema.mjs')));
  const config = readConfig(configFile);
  const problems = problemLines(siteProblems(config, await siteTasks(site)));
  const data = dataDir();
  const files = preloadedFiles(config, path.dirname(path.resolve(configFile)), data);
  problems.push(...fileProblems(files, data));
  if (problems.length)
    fail([
      `${configFile}: the site configuration has ${problems.length} problem(s):`,
      ...problems.map((line) => `  ${line}`),
    ]);
  const resolved = copyFiles(files, site);
  fs.writeFileSync(
    path.join(site, 'site.json'),
    `${JSON.stringify(resolvedConfig(config, files, resolved), null, 2)}\n`,
  );
  console.log(
    `Configured ${site} with ${configFile}: ${config.tasks.map((t) => t.id).join(', ')}; ${files.length} file(s) under files/.`,
  );
}

main();
