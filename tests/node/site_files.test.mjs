// The built site as a whole: its task list (tasks.json) is the module's own; its examples
// (examples/index.js) are every family's, in the registry's order; the offline cache (sw.js) keeps
// every file of it; index.html asks at once for every module the page imports; and the
// pre-compressed copies hold the bytes of their files.
// Usage: node tests/node/site_files.test.mjs --site build/wasm/site
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { argument, loadModule } from './module.mjs';

const site = argument('--site');

// Every file of the site, relative to it, but the pre-compressed copies.
function siteFiles(dir = site) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return siteFiles(full);
    return /\.(gz|br)$/.test(entry.name) ? [] : [path.relative(site, full)];
  });
}

// The modules a module imports statically (`import … from './x.js'`, '../x.js'), as site paths.
function staticImports(file) {
  const text = fs.readFileSync(path.join(site, file), 'utf8');
  return [...text.matchAll(/^import\s[^'"]*from\s+'(\.\.?\/[^']+)'/gm)].map((m) =>
    path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1])),
  );
}

// The array literal of strings `const NAME = [...];` of sw.js (single-quoted, one per line or
// several, a trailing comma allowed).
function workerList(worker, name) {
  const literal = worker.match(new RegExp(`const ${name} = (\\[[^\\]]*\\]);`))[1];
  return JSON.parse(literal.replaceAll("'", '"').replace(/,\s*\]$/, ']'));
}

test("tasks.json is the module's list of tasks and its version", async () => {
  const module = await loadModule(site);
  const listing = JSON.parse(fs.readFileSync(path.join(site, 'tasks.json'), 'utf8'));
  assert.equal(listing.version, module.version());
  assert.deepEqual(listing.tasks, JSON.parse(module.tasksJson()));
  assert.ok(listing.tasks.length >= 13);
});

test("examples/index.js imports every family's examples module, in the registry's order of families", () => {
  const { tasks } = JSON.parse(fs.readFileSync(path.join(site, 'tasks.json'), 'utf8'));
  const families = [...new Set(tasks.map((task) => task.id.split('.')[0]))];
  const modules = fs
    .readdirSync(path.join(site, 'examples'))
    .filter((name) => /\.js$/.test(name) && name !== 'index.js' && name !== 'common.js');
  const withExamples = families.filter((family) => modules.includes(`${family}.js`));
  assert.equal(modules.length, withExamples.length, `every module of examples/ is a family's: ${modules}`);
  assert.ok(withExamples.length >= 5);
  assert.deepEqual(
    staticImports('examples/index.js'),
    withExamples.map((family) => `examples/${family}.js`),
  );
  assert.match(
    fs.readFileSync(path.join(site, 'examples/index.js'), 'utf8'),
    /^export const EXAMPLES = \[\.\.\.\w+(, \.\.\.\w+)*\];$/m,
  );
});

test('the offline cache keeps every file of the site, and only those', () => {
  const worker = fs.readFileSync(path.join(site, 'sw.js'), 'utf8');
  const core = [...workerList(worker, 'CORE'), ...workerList(worker, 'EXAMPLES')];
  const kept = new Set(core.filter((entry) => entry !== './'));
  assert.equal(kept.size, core.length - 1, 'no file listed twice');
  const files = siteFiles().filter((file) => file !== 'sw.js' && !file.startsWith('files/'));
  assert.deepEqual([...kept].sort(), files.sort());
});

test('index.html asks at once for every module the page imports', () => {
  const html = fs.readFileSync(path.join(site, 'index.html'), 'utf8');
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]));
  const graph = new Set();
  const visit = (file) => {
    if (graph.has(file)) return;
    graph.add(file);
    staticImports(file).forEach(visit);
  };
  visit('app.js');
  assert.deepEqual([...preloaded].sort(), [...graph].sort());
});

test("the pre-compressed copies hold their files' bytes", () => {
  const compressed = siteFiles().filter((file) => /(\.(wasm|mjs|js|css|html|svg)|^tasks\.json)$/.test(file));
  assert.ok(compressed.includes('bioeval.wasm') && compressed.includes('tasks.json'));
  // site.json is rewritten when the site is configured: a copy of it would go stale.
  assert.ok(!fs.existsSync(path.join(site, 'site.json.gz')) && !fs.existsSync(path.join(site, 'site.json.br')));
  for (const file of compressed) {
    const bytes = fs.readFileSync(path.join(site, file));
    assert.ok(bytes.equals(zlib.gunzipSync(fs.readFileSync(path.join(site, `${file}.gz`)))), `${file}.gz`);
    assert.ok(bytes.equals(zlib.brotliDecompressSync(fs.readFileSync(path.join(site, `${file}.br`)))), `${file}.br`);
  }
});
