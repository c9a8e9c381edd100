// What the examples of the task families share. Each family keeps its examples in
// web/examples/<family>.js, whose default export is the array of them: small hand-made files for
// each task, with a plain-language explanation for classroom use. An example is
//   {id, task, title, explanation: [paragraph, …], files: {role: [file, …]}, options,
//    mode ('score' unless 'validate'), expect (what the tests must find: {code} for a check),
//    compare (false: several runs over too few units to compare, shown side by side only)}.
// The site's build (wasm/finish_site.mjs) writes examples/index.js, which imports every family's
// module, in the order of the registry's families, and exports their concatenation as EXAMPLES.

export const tsv = (rows) => rows.map((row) => row.join('\t')).join('\n') + '\n';

// --- comparing runs ------------------------------------------------------------------------
// Each family's comparison example: a gold and three systems over enough units (articles,
// queries, sentences, documents) for the tests to have power. System A gets each item right with
// probability 0.6; system B is A with a third of its units drawn again at the same skill, so that
// B differs from A by chance only; system C is drawn at skill 0.8. The data are made by a
// seeded generator: the same files on every load. Each family's seed gives a draw in which B's
// chance difference is not significant, as in most draws (it is in at most one in twenty).

// mulberry32: a small generator of numbers in [0, 1) from a 32-bit seed.
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SKILL_A = 0.6;
const SKILL_C = 0.8;
const REDRAWN = 1 / 3; // the share of units on which B differs from A

// Per unit, what systems A, B and C output: draw(unit, skill) gives one system's output.
export function threeSystems(count, random, draw) {
  const systems = { A: [], B: [], C: [] };
  for (let unit = 0; unit < count; unit++) {
    const a = draw(unit, SKILL_A);
    systems.A.push(a);
    systems.B.push(random() < REDRAWN ? draw(unit, SKILL_A) : a);
    systems.C.push(draw(unit, SKILL_C));
  }
  return systems;
}

export const pick = (random, list) => list[Math.floor(random() * list.length)];

// `list` in a random order (Fisher–Yates).
export function shuffled(random, list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

// The three systems' runs, each named system-X plus `extension`, made by `text` from its units.
export function runFiles(systems, extension, text) {
  return Object.entries(systems).map(([name, units]) => ({ name: `system-${name}${extension}`, text: text(units) }));
}

// What every comparison example tells, after its own introduction.
const COMPARE_READING = [
  'Three systems were scored against the same gold, so the page compares them (above the individual results). The chart shows each system’s main score as a dot with its 95 % bootstrap interval as whiskers: the range the score takes when the units are drawn again at random, with replacement. The table below ranks the systems and puts in one group the systems that are not significantly different; the matrix gives the p-value of each pair from the randomization test, adjusted for testing three pairs (Holm).',
  'System B is system A with a third of its units answered again by an equally good system: its score differs from A’s, by chance only. Their intervals overlap widely, the p-value of A against B is well above 0.05, and they share a group. System C is a better system: its interval lies above theirs, the p-value of A against C is tiny (10,000 trials cannot show less than 1/10,001, and Holm’s adjustment multiplies the smallest of three p-values by three), and C has a group of its own.',
  'The lesson for reading a results table: a difference in the third decimal says nothing by itself; a difference that holds up when the units are drawn again, the same draw for every system, does. The test, not the look of the whiskers, decides: it compares the systems unit by unit, so two intervals may overlap a little and their difference still be significant.',
];

export const compareExplanation = (intro) => [intro, ...COMPARE_READING];
