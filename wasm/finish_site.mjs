// Completes the static site once its files are in place (wasm/CMakeLists.txt, target `site`):
// - tasks.json: the module's own list of tasks and its version, so that the page lists the tasks
//   while its worker still fetches and compiles the module;
// - examples/index.js: the page's examples, every family's module found by its name
//   (examples/<family>.js, from web/examples/; common.js is what they share), imported in the
//   order of the registry's families (the order of their first task in tasks.json) and exported
//   as EXAMPLES, their concatenation; the modules of examples/ are then listed where the page
//   asks for them at once (index.html's modulepreload links) and in the offline cache (sw.js), so
//   that adding a family's examples touches only its own module;
// - a gzip and a brotli copy beside the page, each script, style sheet, the module and the task
//   list (name.gz, name.br), for static hosts that serve pre-compressed files (docs/hosting.md).
//   Files the organizers' configuration writes later (site.json, files/) have none: a host would
//   serve a stale copy.
// Usage: node wasm/finish_site.mjs SITE_DIR
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathToFileURL } from 'node:url';

const COMPRESSED = /(\.(wasm|mjs|js|css|html|svg)|^tasks\.json)$/;

async function writeTaskList(site) {
  const { default: createBioeval } = await import(pathToFileURL(path.join(site, 'bioeval.mjs')));
  const module = await createBioeval({ wasmBinary: fs.readFileSync(path.join(site, 'bioeval.wasm')) });
  const listing = { version: module.version(), tasks: JSON.parse(module.tasksJson()) };
  fs.writeFileSync(path.join(site, 'tasks.json'), `${JSON.stringify(listing)}\n`);
  return listing.tasks;
}

function fail(message) {
  console.error(`wasm/finish_site.mjs: ${message}`);
  process.exit(1);
}

// Replaces the one occurrence of `pattern` in the site's `file` by what `replacement` makes of it.
function rewrite(site, file, pattern, replacement) {
  const text = fs.readFileSync(path.join(site, file), 'utf8');
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1)
    fail(`${file}: expected one ${pattern} to write the examples' modules in, found ${matches.length}`);
  fs.writeFileSync(path.join(site, file), text.replace(pattern, replacement));
}

// examples/index.js, and the examples' modules in index.html and sw.js. A family is the part of a
// task id before its first dot; a module of examples/ that names no family of the registry is an
// error (a misspelt name would otherwise leave its examples out silently).
function writeExamples(site, tasks) {
  const dir = path.join(site, 'examples');
  const families = [...new Set(tasks.map((task) => task.id.split('.')[0]))];
  const modules = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.js')) : [];
  const found = new Set(
    modules.filter((name) => name !== 'common.js' && name !== 'index.js').map((name) => name.slice(0, -3)),
  );
  const unknown = [...found].filter((family) => !families.includes(family));
  if (unknown.length)
    fail(
      `web/examples/: ${unknown.map((f) => `${f}.js`).join(', ')} names no family of the registry (${families.join(', ')})`,
    );
  const ordered = families.filter((family) => found.has(family));
  const binding = (family) => `${family.replace(/[^A-Za-z0-9_$]/g, '_')}Examples`;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.js'),
    [
      "// The examples of every task family: each family's module (web/examples/<family>.js), in the",
      "// order of the registry's families. Written by wasm/finish_site.mjs when the site is built.",
      ...ordered.map((family) => `import ${binding(family)} from './${family}.js';`),
      '',
      `export const EXAMPLES = [${ordered.map((family) => `...${binding(family)}`).join(', ')}];`,
      '',
    ].join('\n'),
  );
  const files = [
    'index.js',
    ...ordered.map((family) => `${family}.js`),
    ...(modules.includes('common.js') ? ['common.js'] : []),
  ].map((name) => `examples/${name}`);
  rewrite(site, 'index.html', /^( *)<!-- examples: .*-->$/m, (_, indent) =>
    files.map((file) => `${indent}<link rel="modulepreload" href="${file}">`).join('\n'),
  );
  rewrite(
    site,
    'sw.js',
    /^const EXAMPLES = \[\];$/m,
    `const EXAMPLES = [${files.map((file) => `'${file}'`).join(', ')}];`,
  );
}

function compressedCopies(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      compressedCopies(file);
      continue;
    }
    if (!COMPRESSED.test(entry.name)) continue;
    const bytes = fs.readFileSync(file);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    );
  }
}

const site = process.argv[2];
if (!site || !fs.existsSync(path.join(site, 'bioeval.wasm'))) {
  console.error('usage: node wasm/finish_site.mjs SITE_DIR (a site with bioeval.mjs and bioeval.wasm)');
  process.exit(2);
}
writeExamples(site, await writeTaskList(site));
compressedCopies(site);
