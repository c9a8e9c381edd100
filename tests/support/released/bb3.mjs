// The BB3 test set as organizers release it, made from a fixture's gold: the `.txt` and `.a1` of
// every document, the `.a2` (the answers) left out. The gold may be given as files, folders or
// ZIP archives; the released input is one folder (the CLI reads a folder's files).
// Used by tests/node/check_input.test.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';

const released = (name) => /\.(txt|a1)$/.test(name);

// Every file of a gold path as [name, bytes]: a file, a folder's files (recursively) or a ZIP's
// entries.
function filesOf(gold) {
  if (fs.statSync(gold).isDirectory()) {
    return fs
      .readdirSync(gold, { recursive: true })
      .map((name) => path.join(gold, name))
      .filter((file) => fs.statSync(file).isFile())
      .flatMap(filesOf);
  }
  if (gold.toLowerCase().endsWith('.zip')) {
    return Object.entries(unzipSync(fs.readFileSync(gold)))
      .filter(([name]) => !name.endsWith('/'))
      .map(([name, bytes]) => [path.basename(name), bytes]);
  }
  return [[path.basename(gold), fs.readFileSync(gold)]];
}

export function releasedInput(testCase, dir) {
  for (const gold of testCase.inputs.gold) {
    for (const [name, bytes] of filesOf(gold)) {
      if (released(name)) fs.writeFileSync(path.join(dir, name), bytes);
    }
  }
  return [dir];
}
