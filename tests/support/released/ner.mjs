// The released test input of an NER golden fixture, as organizers release a test set (see
// tests/node/check_input.test.mjs): for ner.iob2, the gold's tokens without tags (each token
// line cut to its first field; blank lines and JNLPBA's ###MEDLINE lines kept, bytes as they
// are); for ner.bc2gm, the fixture's own sentence file, or null when it has none (the gold's
// GENE.eval holds no sentence text to release).
import fs from 'node:fs';
import path from 'node:path';

// Whitespace as the token reader reads it (core/io/fields.hpp is_space).
const SPACE = /[ \t\r\v\f]/;
const FIELD = /[^ \t\r\v\f]+/;

// A line of the gold (without its '\n') as the test input has it.
function untaggedLine(line) {
  const cr = line.endsWith('\r') ? '\r' : '';
  if (!FIELD.test(line) || line.startsWith('###MEDLINE:')) return line;
  let start = 0;
  while (start < line.length && SPACE.test(line[start])) ++start;
  // A leading byte-order mark stays: the reader leaves it out of the first token.
  return line.slice(start).match(FIELD)[0] + cr;
}

// The gold token file without tags (latin1 keeps every byte, valid UTF-8 or not).
export function untaggedTokens(gold) {
  return gold.split('\n').map(untaggedLine).join('\n');
}

export function releasedInput(testCase, dir) {
  if (testCase.task === 'ner.bc2gm') return testCase.inputs.sentences ?? null;
  const [gold] = testCase.inputs.gold;
  const out = path.join(dir, `${path.basename(gold)}.tokens`);
  fs.writeFileSync(out, untaggedTokens(fs.readFileSync(gold, 'latin1')), 'latin1');
  return [out];
}
