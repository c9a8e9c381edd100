// The scoring worker: loads the WebAssembly core once and runs every request off the page's
// main thread, so the page stays responsive on large files. Protocol (all messages carry `id`):
//   {type: 'init'}                                   -> {type: 'ready', tasks, version}
//   {type: 'sniff', file}                            -> {type: 'sniffed', candidates}
//   {type: 'evaluate', task, options, mode, files}   -> {type: 'progress', phase, done, total}*,
//                                                       then {type: 'result', result} or {type: 'error', error}
// `files` maps each role to a list of File objects; a ZIP archive among them stands for its files.
// Terminating the worker cancels a request.
import createBioeval from './bioeval.mjs';
import { unzipSync } from './vendor/fflate.js';

const SNIFF_BYTES = 64 * 1024;
const utf8 = new TextDecoder();
let modulePromise = null;

function loadModule() {
  // The binary is fetched here (same origin) and handed over, which works whatever MIME type
  // the host gives .wasm files and lets the offline cache serve it.
  modulePromise ??= fetch(new URL('bioeval.wasm', import.meta.url))
    .then((response) => {
      if (!response.ok) throw new Error(`bioeval.wasm: HTTP ${response.status}`);
      return response.arrayBuffer();
    })
    .then((wasmBinary) => createBioeval({ wasmBinary }));
  return modulePromise;
}

// Copies a file into the module's heap chunk by chunk, reporting progress; returns {ptr, size}.
async function copyIntoHeap(module, file, report) {
  const ptr = module._malloc(Math.max(file.size, 1));
  if (!ptr) throw new Error(`not enough memory for ${file.name}`);
  let offset = 0;
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Read HEAPU8 afresh: the heap's buffer is replaced when memory grows.
    module.HEAPU8.set(value, ptr + offset);
    offset += value.length;
    report(offset);
  }
  return { ptr, size: offset };
}

async function sha256(module, ptr, size) {
  if (!globalThis.crypto?.subtle) return undefined;  // not a secure context
  const digest = await crypto.subtle.digest('SHA-256', module.HEAPU8.subarray(ptr, ptr + size));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function isZip(file) {
  return /\.zip$/i.test(file.name);
}

// The files of a ZIP archive, as the command line reads one: folders, hidden files and macOS
// metadata (__MACOSX/, ._*) left out, each file named by its base name, in path order.
async function archiveFiles(archive) {
  let entries;
  try {
    entries = unzipSync(new Uint8Array(await archive.arrayBuffer()), {
      filter: ({ name }) => !name.endsWith('/') && !name.split('/').some((part) => part.startsWith('.') || part === '__MACOSX'),
    });
  } catch (error) {
    throw new Error(`cannot read the ZIP archive ${archive.name}: ${error?.message ?? error}`);
  }
  return Object.keys(entries).sort().map((path) => new File([entries[path]], path.split('/').pop()));
}

async function expandArchives(files) {
  const out = [];
  for (const file of files) out.push(...(isZip(file) ? await archiveFiles(file) : [file]));
  return out;
}

async function evaluate(message, post) {
  const module = await loadModule();
  const allocated = [];
  try {
    for (const role of Object.keys(message.files)) message.files[role] = await expandArchives(message.files[role]);
    const all = Object.values(message.files).flat();
    const total = all.reduce((sum, file) => sum + file.size, 0);
    let before = 0;
    const inputs = {};
    for (const [role, files] of Object.entries(message.files)) {
      inputs[role] = [];
      for (const file of files) {
        const { ptr, size } = await copyIntoHeap(module, file, (done) =>
          post({ type: 'progress', phase: 'reading', done: before + done, total }));
        allocated.push(ptr);
        before += size;
        inputs[role].push({ name: file.name, ptr, size, sha256: await sha256(module, ptr, size) });
      }
    }
    const request = { task: message.task, options: message.options, mode: message.mode, inputs };
    let lastReport = 0;
    const json = module.evaluateUtf8(JSON.stringify(request), (done, of) => {
      const now = performance.now();
      if (now - lastReport < 50 && done < of) return;
      lastReport = now;
      post({ type: 'progress', phase: 'scoring', done, total: of });
    });
    // The JSON comes as a view of the module's memory, valid until its next call.
    const parsed = JSON.parse(utf8.decode(json));
    if (parsed.error) post({ type: 'error', error: parsed.error });
    else post({ type: 'result', result: parsed });
  } finally {
    for (const ptr of allocated) module._free(ptr);
  }
}

async function sniffFile(module, file) {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const ptr = module._malloc(Math.max(head.length, 1));
  try {
    module.HEAPU8.set(head, ptr);
    return JSON.parse(module.sniffJson(ptr, head.length));
  } finally {
    module._free(ptr);
  }
}

// The candidates of the first file (of an archive: of its files, in order) that fits anything.
async function sniff(message, post) {
  const module = await loadModule();
  const files = isZip(message.file) ? await archiveFiles(message.file) : [message.file];
  for (const file of files.slice(0, 50)) {
    const candidates = await sniffFile(module, file);
    if (candidates.length) {
      post({ type: 'sniffed', candidates });
      return;
    }
  }
  post({ type: 'sniffed', candidates: [] });
}

self.onmessage = async ({ data: message }) => {
  const post = (reply) => self.postMessage({ id: message.id, ...reply });
  try {
    if (message.type === 'init') {
      const module = await loadModule();
      post({ type: 'ready', tasks: JSON.parse(module.tasksJson()), version: module.version() });
    } else if (message.type === 'sniff') {
      await sniff(message, post);
    } else if (message.type === 'evaluate') {
      await evaluate(message, post);
    }
  } catch (error) {
    post({ type: 'error', error: { kind: 'internal', message: String(error?.message ?? error) } });
  }
};
