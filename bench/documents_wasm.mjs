// Times the document view in the browser module under node, as the page's worker uses it: the
// files copied into the heap, openDocumentsJson once (the run read again and indexed), then
// documentJson for documents spread over the index.
//
// usage: node bench/documents_wasm.mjs --site SITE --task TASK --gold GOLD --run RUN [--opens N]
// Prints one line of key=value pairs: open_s (openDocumentsJson), documents (in the index),
// index_bytes, then the median and the largest time of opening one document (document_median_s,
// document_max_s) over N documents (default 50) taken at even steps through the index.
import { performance } from 'node:perf_hooks';
import { copyFiles, loadModule } from '../tests/node/module.mjs';

const args = { opens: '50' };
for (let i = 2; i < process.argv.length; i += 2) args[process.argv[i].replace(/^--/, '')] = process.argv[i + 1];
if (!args.site || !args.task || !args.gold || !args.run) {
  process.stderr.write(
    'usage: node bench/documents_wasm.mjs --site SITE --task TASK --gold GOLD --run RUN [--opens N]\n',
  );
  process.exit(2);
}
const module = await loadModule(args.site);
const { inputs, release } = copyFiles(module, { gold: [args.gold], run: [args.run] });
let started = performance.now();
const text = module.openDocumentsJson(JSON.stringify({ task: args.task, options: {}, inputs }));
const opened = JSON.parse(text);
const openSeconds = (performance.now() - started) / 1000;
if (opened.error) {
  process.stderr.write(`documents_wasm: ${JSON.stringify(opened.error)}\n`);
  process.exit(1);
}
const documents = opened.index.documents;
const times = [];
const count = Math.min(Number(args.opens), documents.length);
for (let k = 0; k < count; ++k) {
  const id = documents[Math.floor((k * documents.length) / count)].id;
  started = performance.now();
  const detail = JSON.parse(module.documentJson(opened.session, id));
  times.push((performance.now() - started) / 1000);
  if (detail.error) throw new Error(JSON.stringify(detail.error));
}
module.closeSession(opened.session);
release();
times.sort((a, b) => a - b);
const fields = {
  open_s: openSeconds.toFixed(3),
  documents: documents.length,
  index_bytes: text.length,
  document_median_s: times[Math.floor(times.length / 2)].toFixed(4),
  document_max_s: times.at(-1).toFixed(4),
};
process.stdout.write(
  Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ') + '\n',
);
