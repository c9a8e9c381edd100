// Writes a BB3 benchmark set from a dev archive of ../shared/data/bb3: the gold (.txt, .a1, .a2)
// and a submission made from the gold .a2 with every third entity one character shorter (so that
// pairs are substitutions and pairing has work to do), each document copied N times under new
// ids (<id>-c<k>) for a set N times larger.
//
// usage: node bench/make_bb3_sets.mjs --archive DEV.zip --copies N --out DIR
//   writes DIR/gold/ and DIR/run/, replacing what was there
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';

function argument(name, fallback) {
  const at = process.argv.indexOf(name);
  if (at < 0) {
    if (fallback !== undefined) return fallback;
    process.stderr.write(`make_bb3_sets: ${name} is needed\n`);
    process.exit(2);
  }
  return process.argv[at + 1];
}

const archive = argument('--archive');
const copies = Number(argument('--copies', '1'));
const out = argument('--out');
const utf8 = new TextDecoder();

// "T3\tHabitat 36 50\tgastric mucosa" one character shorter, when it is a single fragment longer
// than one character.
function shortened(line) {
  const match = /^(T\d+\t\S+ )(\d+) (\d+)\t(.*)$/.exec(line);
  if (!match) return line;
  const [, head, start, end, text] = match;
  if (Number(end) - Number(start) < 2) return line;
  return `${head}${start} ${Number(end) - 1}\t${[...text].slice(0, -1).join('')}`;
}

function degraded(a2) {
  let entity = 0;
  return a2
    .split('\n')
    .map((line) => (line.startsWith('T') && entity++ % 3 === 0 ? shortened(line) : line))
    .join('\n');
}

for (const side of ['gold', 'run']) {
  fs.rmSync(path.join(out, side), { recursive: true, force: true });
  fs.mkdirSync(path.join(out, side), { recursive: true });
}
const entries = unzipSync(new Uint8Array(fs.readFileSync(archive)));
let documents = 0;
for (const [name, bytes] of Object.entries(entries)) {
  const match = /([^/]+)\.(txt|a1|a2)$/.exec(name);
  if (!match) continue;
  const [, id, extension] = match;
  const text = utf8.decode(bytes);
  for (let copy = 1; copy <= copies; copy++) {
    const file = `${copies > 1 ? `${id}-c${copy}` : id}.${extension}`;
    fs.writeFileSync(path.join(out, 'gold', file), text);
    if (extension === 'a2') fs.writeFileSync(path.join(out, 'run', file), degraded(text));
  }
  documents += extension === 'txt';
}
process.stdout.write(`${documents * copies} documents (${documents} x ${copies}) in ${out}\n`);
