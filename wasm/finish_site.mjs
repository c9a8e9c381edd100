// Completes the static site once its files are in place (wasm/CMakeLists.txt, target `site`):
// - tasks.json: the module's own list of tasks and its version, so that the page lists the tasks
//   while its worker still fetches and compiles the module;
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
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }));
  }
}

const site = process.argv[2];
if (!site || !fs.existsSync(path.join(site, 'bioeval.wasm'))) {
  console.error('usage: node wasm/finish_site.mjs SITE_DIR (a site with bioeval.mjs and bioeval.wasm)');
  process.exit(2);
}
await writeTaskList(site);
compressedCopies(site);
