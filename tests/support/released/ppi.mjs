// The released test input of a ppi fixture: its gold corpus XML with the answers taken out, as
// organizers release a test set. <interaction> elements are removed, and the `interaction`
// attribute (the label) of every <pair>; everything else is kept as written. One file per gold
// file, written into `dir`; returns their paths (tests/node/check_input.test.mjs).
import fs from 'node:fs';
import path from 'node:path';

// An <interaction> element, self-closing or not, with the indentation and line break around it.
const INTERACTION =
  /[ \t]*<interaction\b(?:[^>"']|"[^"]*"|'[^']*')*?(?:\/>|>[\s\S]*?<\/interaction\s*>)[ \t]*(\r?\n)?/g;
// A <pair> start tag, and the `interaction` attribute inside one.
const PAIR = /<pair\b(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const LABEL = /\s+interaction\s*=\s*(?:"[^"]*"|'[^']*')/g;

export function releasedXml(text) {
  return text.replace(INTERACTION, '').replace(PAIR, (tag) => tag.replace(LABEL, ''));
}

export function releasedInput(testCase, dir) {
  const names = new Set();
  return testCase.inputs.gold.map((gold, i) => {
    const name = names.has(path.basename(gold)) ? `${i}-${path.basename(gold)}` : path.basename(gold);
    names.add(name);
    const out = path.join(dir, name);
    fs.writeFileSync(out, releasedXml(fs.readFileSync(gold, 'latin1')), 'latin1');
    return out;
  });
}
