// The scoring worker: loads the WebAssembly core once and runs every request off the page's
// main thread, so the page stays responsive on large files. Protocol (all messages carry `id`):
//   {type: 'init'}                                   -> {type: 'ready', tasks, version}
//   {type: 'place', request}                         -> {type: 'progress', phase, done, total}*,
//                                                       then {type: 'placed', placement}
//     request: {drops: [{name, group, role?, files: [File]}], task, filled, keep_task,
//     target_role?}; a ZIP archive among a drop's files stands for its files.
//   {type: 'evaluate', task, options, mode, files, keep?}
//                                                    -> {type: 'progress', phase, done, total}*,
//                                                       then {type: 'result', result, session} or {type: 'error', error}
//     with `keep`, a run scored is kept as a session (its files stay in the module's memory), so
//     that comparing it and showing its documents read nothing again; `session` is null when
//     nothing was kept.
//   {type: 'compare', task, settings, runs: [{label, session}]}
//                                                    -> {type: 'progress', …}*, then {type: 'compared',
//                                                       comparison} or {type: 'error', error}
//   {type: 'open-documents', session}                 -> {type: 'documents', index} or {type: 'error', error}
//   {type: 'document', session, document}             -> {type: 'document', detail} or {type: 'error', error}
//   {type: 'close-session', session}                  -> {type: 'closed'}
// `files` maps each role to a list of File objects; a ZIP archive among them stands for its files.
// Terminating the worker cancels a request and forgets every session.
const SNIFF_BYTES = 64 * 1024;
const utf8 = new TextDecoder();

// The module's code is fetched and compiled as soon as the worker starts, while its JavaScript
// glue loads beside it: compiled as the bytes arrive when the host serves .wasm files as
// application/wasm, from the whole binary otherwise (and from the offline cache either way).
async function compileWasm() {
  const response = await fetch(new URL('bioeval.wasm', import.meta.url));
  if (!response.ok) throw new Error(`bioeval.wasm: HTTP ${response.status}`);
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0].trim();
  if (type === 'application/wasm' && WebAssembly.compileStreaming) return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

// The module instantiated from the compiled code; Emscripten's own fetch is never used.
async function instantiate() {
  // @ts-expect-error: bioeval.mjs is the module's glue, written by the build (Emscripten).
  const [{ default: createBioeval }, code] = await Promise.all([import('./bioeval.mjs'), compileWasm()]);
  return new Promise((resolve, reject) => {
    createBioeval({
      instantiateWasm(imports, receive) {
        WebAssembly.instantiate(code, imports).then((instance) => receive(instance, code), reject);
        return {};
      },
    }).then(resolve, reject);
  });
}

const modulePromise = instantiate();
// A failure is reported to the request that needs the module, not as an unhandled rejection.
modulePromise.catch(() => {});

function loadModule() {
  return modulePromise;
}

// The ZIP library, loaded when the first archive is read.
let zipLibrary = null;
function loadZipLibrary() {
  // @ts-expect-error: vendor/ is copied from npm by the site's build.
  zipLibrary ??= import('./vendor/fflate.js');
  return zipLibrary;
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

function isZip(file) {
  return /\.zip$/i.test(file.name);
}

// What the page reads at most: the module's memory is 4 GB, scoring takes a few times its input,
// and a tab that holds more is better told at once to use the command line.
const MAX_INPUT_BYTES = 1024 ** 3;

class InputError extends Error {
  constructor(kind, message) {
    super(message);
    this.kind = kind;
  }
}

// The files of a ZIP archive, as the command line reads one: within the same caps (checked by the
// core on the sizes the archive declares, before anything is inflated, and on each entry's bytes
// as they are inflated, since declared sizes can lie); folders, hidden files and macOS metadata
// left out; entries with unsafe paths skipped and listed in `skipped`; each file named by its base
// name, in path order. `report(done, total)` follows the archive's bytes; with `enough`, only the
// first so many files in path order are read (the caps still hold the whole archive).
/**
 * @param {any} module
 * @param {File} archive
 * @param {{skipped?: object[], report?: (done: number, total: number) => void, enough?: number}} [settings]
 */
async function archiveFiles(module, archive, { skipped = [], report = () => {}, enough = Infinity } = {}) {
  const { Unzip, UnzipInflate, unzipSync } = await loadZipLibrary();
  const bytes = new Uint8Array(await archive.arrayBuffer());
  const listing = [];
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        listing.push(entry);
        return false;
      },
    });
  } catch (error) {
    throw new InputError('usage', `cannot read the ZIP archive ${archive.name}: ${error?.message ?? error}`);
  }
  const plan = JSON.parse(
    module.archivePlanJson(
      JSON.stringify({
        archive_name: archive.name,
        archive_bytes: bytes.length,
        entries: listing.map((entry) => ({ name: entry.name, compressed: entry.size, unpacked: entry.originalSize })),
      }),
    ),
  );
  if (plan.stop) throw new InputError('limit', `archive ${archive.name}: ${plan.stop}`);
  if (plan.unsafe.length) skipped.push({ archive: archive.name, names: plan.unsafe, message: plan.unsafe_message });
  // The entries to read (the first `enough` in path order), with their declared sizes.
  const kept = plan.inflate
    .map((index) => listing[index])
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const declared = new Map(kept.slice(0, enough).map((entry) => [entry.name, entry.originalSize]));
  const files = [];
  const unzipper = new Unzip((entry) => {
    if (!declared.has(entry.name)) return;
    const limit = declared.get(entry.name);
    const chunks = [];
    let size = 0;
    entry.ondata = (error, chunk, final) => {
      if (error) throw error;
      size += chunk.length;
      if (size > limit) {
        entry.terminate();
        throw new InputError(
          'usage',
          `cannot read the ZIP archive ${archive.name}: ${module.archiveSizeMismatch(entry.name, limit)}`,
        );
      }
      chunks.push(chunk);
      if (final) files.push({ path: entry.name, bytes: joined(chunks, size) });
    };
    entry.start();
  });
  unzipper.register(UnzipInflate);
  const step = 1 << 20;
  try {
    for (let offset = 0; offset < bytes.length && files.length < declared.size; offset += step) {
      unzipper.push(bytes.subarray(offset, offset + step), offset + step >= bytes.length);
      report(Math.min(offset + step, bytes.length), bytes.length);
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError('usage', `cannot read the ZIP archive ${archive.name}: ${error?.message ?? error}`);
  }
  return files
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => new File([file.bytes], file.path.split('/').pop()));
}

function joined(chunks, size) {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

async function expandArchives(module, files, options) {
  const out = [];
  for (const file of files) out.push(...(isZip(file) ? await archiveFiles(module, file, options) : [file]));
  return out;
}

// Refuses at once inputs larger than the page reads, before anything is read.
function checkTotalSize(files) {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  if (total > MAX_INPUT_BYTES) {
    throw new InputError(
      'limit',
      `the files add up to ${(total / 1024 ** 3).toFixed(1)} GB, over the ${MAX_INPUT_BYTES / 1024 ** 3} GB this page reads in a browser tab: score them with the command line (bioeval score …), which reads inputs of any size its machine can hold`,
    );
  }
}

async function evaluate(message, post) {
  const module = await loadModule();
  const allocated = [];
  try {
    checkTotalSize(Object.values(message.files).flat());
    const skipped = [];
    const opening = (done, total) => post({ type: 'progress', phase: 'opening', done, total });
    for (const role of Object.keys(message.files))
      message.files[role] = await expandArchives(module, message.files[role], { skipped, report: opening });
    const all = Object.values(message.files).flat();
    checkTotalSize(all);
    const total = all.reduce((sum, file) => sum + file.size, 0);
    let before = 0;
    const inputs = {};
    for (const [role, files] of Object.entries(message.files)) {
      inputs[role] = [];
      for (const file of files) {
        const { ptr, size } = await copyIntoHeap(module, file, (done) =>
          post({ type: 'progress', phase: 'reading', done: before + done, total }),
        );
        allocated.push(ptr);
        before += size;
        inputs[role].push({ name: file.name, ptr, size });
      }
    }
    const request = {
      task: message.task,
      options: message.options,
      mode: message.mode,
      inputs,
      skipped,
      keep: Boolean(message.keep),
    };
    let lastReport = 0;
    const json = module.evaluateUtf8(JSON.stringify(request), (done, of) => {
      const now = performance.now();
      if (now - lastReport < 50 && done < of) return;
      lastReport = now;
      post({ type: 'progress', phase: 'scoring', done, total: of });
    });
    // The JSON comes as a view of the module's memory, valid until its next call.
    const parsed = JSON.parse(utf8.decode(json));
    const session = parsed.error ? 0 : module.keptSession();
    if (session) sessions.set(session, allocated.splice(0)); // its files stay in the heap
    if (parsed.error) post({ type: 'error', error: parsed.error });
    else post({ type: 'result', result: parsed, session: session || null });
  } finally {
    for (const ptr of allocated) module._free(ptr);
  }
}

// The runs scored and kept (evaluate with `keep`): session number -> the heap blocks holding its
// files, freed when the page closes the session.
const sessions = new Map();

// Several runs scored and kept, compared by resampling (core/host/compare.hpp): nothing is read
// again.
async function compare(message, post) {
  const module = await loadModule();
  let lastReport = 0;
  const report = (phase, done, total) => {
    const now = performance.now();
    if (now - lastReport < 50 && done < total) return;
    lastReport = now;
    post({ type: 'progress', phase, done, total });
  };
  const request = JSON.stringify({ task: message.task, settings: message.settings, runs: message.runs });
  const answer = JSON.parse(module.compareSessionsJson(request, report));
  if (answer.error) post({ type: 'error', error: answer.error });
  else post({ type: 'compared', comparison: answer });
}

// The documents of a run scored and kept, from what scoring read.
async function openDocuments({ session }, post) {
  const module = await loadModule();
  const answer = JSON.parse(module.sessionDocumentsJson(session));
  if (answer.error) post({ type: 'error', error: answer.error });
  else post({ type: 'documents', index: answer.index });
}

async function documentDetail({ session, document }, post) {
  const module = await loadModule();
  const answer = JSON.parse(module.documentJson(session, document));
  if (answer.error) post({ type: 'error', error: answer.error });
  else post({ type: 'document', detail: answer });
}

async function closeSession({ session }, post) {
  const module = await loadModule();
  module.closeSession(session);
  for (const ptr of sessions.get(session) ?? []) module._free(ptr);
  sessions.delete(session);
  post({ type: 'closed' });
}

// What tests and benchmarks read of the worker (page.workers()[0].evaluate): the module's memory
// in bytes and how many times runs were read.
/** @type {any} */ (self).bioevalStats = async () => {
  const module = await loadModule();
  return { memory: module.HEAPU8.length, readings: module.readings('run'), sessions: sessions.size };
};

const PLACE_FILES_PER_DROP = 20;

// The first bytes of the first few files of each drop, copied into the module's heap, and the
// core's placement of the drops (core/host/placement/placement.hpp).
async function place({ request }, post) {
  const module = await loadModule();
  const allocated = [];
  try {
    const drops = [];
    // Per drop, the entries of its archives skipped for their unsafe paths, for the page to say.
    const skipped = [];
    for (const drop of request.drops) {
      const opening = (done, total) => post({ type: 'progress', phase: 'opening', done, total });
      skipped.push([]);
      // Placing needs the heads of the first few files: an archive is read no further.
      const files = (
        await expandArchives(module, drop.files, {
          skipped: skipped.at(-1),
          report: opening,
          enough: PLACE_FILES_PER_DROP,
        })
      ).slice(0, PLACE_FILES_PER_DROP);
      const heads = [];
      for (const file of files) {
        const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
        const ptr = module._malloc(Math.max(head.length, 1));
        if (!ptr) throw new Error('not enough memory to read the files');
        allocated.push(ptr);
        module.HEAPU8.set(head, ptr);
        heads.push({ name: file.name, ptr, size: head.length });
      }
      const group = drop.group || drop.files.some(isZip);
      drops.push({ name: drop.name, group, role: drop.role ?? '', files: heads });
    }
    const placement = JSON.parse(module.placeJson(JSON.stringify({ ...request, drops })));
    if (placement.error) post({ type: 'error', error: placement.error });
    else post({ type: 'placed', placement, skipped });
  } finally {
    for (const ptr of allocated) module._free(ptr);
  }
}

self.onmessage = async ({ data: message }) => {
  const post = (reply) => self.postMessage({ id: message.id, ...reply });
  try {
    if (message.type === 'init') {
      const module = await loadModule();
      post({ type: 'ready', tasks: JSON.parse(module.tasksJson()), version: module.version() });
    } else if (message.type === 'place') {
      await place(message, post);
    } else if (message.type === 'evaluate') {
      await evaluate(message, post);
    } else if (message.type === 'compare') {
      await compare(message, post);
    } else if (message.type === 'open-documents') {
      await openDocuments(message, post);
    } else if (message.type === 'document') {
      await documentDetail(message, post);
    } else if (message.type === 'close-session') {
      await closeSession(message, post);
    }
  } catch (error) {
    const kind = error instanceof InputError ? error.kind : 'internal';
    post({ type: 'error', error: { kind, message: String(error?.message ?? error) } });
  }
};
