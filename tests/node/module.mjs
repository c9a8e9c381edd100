// Loads the browser's wasm module (site/bioeval.mjs + bioeval.wasm) under node and calls it the
// way the page's worker does: file bytes copied into the heap, a JSON request, a JSON result.
// Shared by the node tests and the benchmark.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The value after a flag of the command line (--site DIR); throws when it is missing.
export function argument(name) {
  const at = process.argv.indexOf(name);
  if (at < 0 || at + 1 >= process.argv.length) throw new Error(`missing ${name}`);
  return process.argv[at + 1];
}

export async function loadModule(siteDir) {
  const { default: createBioeval } = await import(pathToFileURL(path.join(siteDir, 'bioeval.mjs')));
  // Emscripten 3.1.6 would fetch() the .wasm, which node's fetch cannot do for files.
  return createBioeval({ wasmBinary: fs.readFileSync(path.join(siteDir, 'bioeval.wasm')) });
}

// Copies files given as {role: [path, ...]} into the module's heap. Returns the request's
// `inputs` and release(), which frees the copies. The module computes each input's SHA-256.
export function copyFiles(module, files) {
  const allocated = [];
  const release = () => {
    for (const ptr of allocated) module._free(ptr);
  };
  try {
    const inputs = {};
    for (const [role, paths] of Object.entries(files)) {
      inputs[role] = paths.map((file) => {
        const bytes = fs.readFileSync(file);
        const ptr = module._malloc(Math.max(bytes.length, 1));
        if (!ptr) throw new Error(`not enough memory for ${file}`);
        allocated.push(ptr);
        // HEAPU8 is read after _malloc: the heap's buffer is replaced when memory grows.
        module.HEAPU8.set(bytes, ptr);
        return { name: path.basename(file), ptr, size: bytes.length };
      });
    }
    return { inputs, release };
  } catch (error) {
    release();
    throw error;
  }
}

const utf8 = new TextDecoder();

// The module's answer to a request (an object), as the JSON text it returns (a view of its
// memory, decoded).
export function evaluateText(module, request, progress = null) {
  return utf8.decode(module.evaluateUtf8(JSON.stringify(request), progress));
}

// Runs one task on files given as {role: [path, ...]}; returns the parsed result.
export function evaluateFiles(module, task, files, options = {}, mode = 'score') {
  const { inputs, release } = copyFiles(module, files);
  try {
    return JSON.parse(evaluateText(module, { task, options, mode, inputs }));
  } finally {
    release();
  }
}

// A comparison (mode "compare" of the golden fixtures) through the module's compareJson: each
// file of the role `run` is one run, beside the other roles' files; settings as the CLI's flags,
// the baseline named by a run's file name; `progress(phase, done, total)`, if given, as the module
// reports it.
export function compareFiles(module, task, files, options, settings = {}, progress = null) {
  const { run = [], ...others } = files;
  const common = copyFiles(module, others);
  // A folder given as a run is one run of the files in it (BB3 documents), as on the command line.
  const filesOf = (given) =>
    fs.statSync(given).isDirectory()
      ? fs
          .readdirSync(given)
          .sort()
          .map((name) => path.join(given, name))
      : [given];
  const runs = run.map((file) => ({ label: path.basename(file), ...copyFiles(module, { run: filesOf(file) }) }));
  try {
    const { baseline, ...rest } = settings;
    const index = baseline === undefined ? null : run.findIndex((file) => path.basename(file) === baseline);
    const request = {
      task,
      options,
      settings: { ...rest, baseline: index },
      common: common.inputs,
      runs: runs.map((r) => ({ label: r.label, files: r.inputs.run })),
    };
    return JSON.parse(module.compareJson(JSON.stringify(request), progress));
  } finally {
    common.release();
    for (const r of runs) r.release();
  }
}
