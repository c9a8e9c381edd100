// The released test input of a BC II.5 golden fixture: the document list, made from the
// fixture's gold as organizers release a test set (the answers left out): its distinct
// first-column ids, in order of first appearance, one per line. Bytes are kept as written
// (read and written as latin1) and only spaces are trimmed around an id, as bioeval reads a list.
import fs from 'node:fs';
import path from 'node:path';

export function releasedInput(testCase, dir) {
  const ids = [];
  const seen = new Set();
  for (const file of testCase.inputs.gold) {
    const text = fs.readFileSync(file, 'latin1').replace(/^\u00EF\u00BB\u00BF/, '');
    for (const line of text.split('\n')) {
      const id = line
        .replace(/\r$/, '')
        .split('\t')[0]
        .replace(/^ +| +$/g, '');
      if (id === '' || seen.has(id)) continue;
      seen.add(id);
      ids.push(id);
    }
  }
  const list = path.join(dir, 'test-documents.txt');
  fs.writeFileSync(list, ids.map((id) => `${id}\n`).join(''), 'latin1');
  return [list];
}
