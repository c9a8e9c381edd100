// The protein–protein interaction examples (ppi): a corpus whose run can be read at any
// threshold against the all-true baseline, a check before submitting, and a comparison.
import { compareExplanation, runFiles, seeded, shuffled, threeSystems, tsv } from './common.js';

// A corpus in the unified PPI XML (converted variant) from sentences of [text, entity names,
// positive pairs of entity indices]: offsets are found in the text, end exclusive.
function ppiCorpus(documents) {
  const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
  let xml = '<?xml version="1.0" encoding="UTF-8"?>\n<corpus source="Example">\n';
  documents.forEach((sentences, d) => {
    xml += ` <document id="Example.d${d}">\n`;
    sentences.forEach(([text, names, positives], s) => {
      const id = `Example.d${d}.s${s}`;
      xml += `  <sentence id="${id}" text="${escape(text)}">\n`;
      let from = 0;
      names.forEach((name, e) => {
        const start = text.indexOf(name, from);
        from = start + name.length;
        xml += `   <entity id="${id}.e${e}" charOffset="${start}-${from}" text="${escape(name)}"/>\n`;
      });
      positives.forEach(([a, b], i) => {
        xml += `   <interaction id="${id}.i${i}" e1="${id}.e${a}" e2="${id}.e${b}" type="PPI"/>\n`;
      });
      xml += '  </sentence>\n';
    });
    xml += ' </document>\n';
  });
  return xml + '</corpus>\n';
}

const PPI_GOLD = ppiCorpus([
  [
    [
      'KinA and KinB phosphorylate Spo0F, not SinR.',
      ['KinA', 'KinB', 'Spo0F', 'SinR'],
      [
        [0, 2],
        [1, 2],
      ],
    ],
    ['SinR binds SinI.', ['SinR', 'SinI'], [[0, 1]]],
  ],
  [
    [
      'SigK and GerE activate cotD; SpoIIID represses it.',
      ['SigK', 'GerE', 'cotD', 'SpoIIID'],
      [
        [0, 2],
        [1, 2],
        [3, 2],
      ],
    ],
    ['AbrB, unlike ComK, is not regulated by DegU.', ['AbrB', 'ComK', 'DegU'], []],
  ],
]);

// Every candidate of PPI_GOLD with the system's label and score.
const PPI_RUN = tsv([
  ['Example.d0.s0.p0', '0', '0.42'],
  ['Example.d0.s0.p1', '1', '0.91'],
  ['Example.d0.s0.p2', '1', '0.55'],
  ['Example.d0.s0.p3', '1', '0.74'],
  ['Example.d0.s0.p4', '0', '0.12'],
  ['Example.d0.s0.p5', '0', '0.20'],
  ['Example.d0.s1.p0', '1', '0.83'],
  ['Example.d1.s0.p0', '0', '0.35'],
  ['Example.d1.s0.p1', '1', '0.88'],
  ['Example.d1.s0.p2', '0', '0.08'],
  ['Example.d1.s0.p3', '1', '0.64'],
  ['Example.d1.s0.p4', '0', '0.31'],
  ['Example.d1.s0.p5', '0', '0.47'],
  ['Example.d1.s1.p0', '1', '0.58'],
  ['Example.d1.s1.p1', '0', '0.22'],
  ['Example.d1.s1.p2', '0', '0.05'],
]);

// The released test input of PPI_GOLD: what participants hold before the answers.
const PPI_RELEASED = PPI_GOLD.replace(/ *<interaction [^>]*>\n/g, '');

// PPI: 50 abstracts of one sentence naming four proteins (six candidate pairs), each pair an
// interaction with probability 0.35; a system labels a pair right with its skill, and its score
// agrees with its label.
const PPI_DOCUMENTS = 50;
const PPI_NAMES = ['KinA', 'KinB', 'Spo0F', 'SinR', 'SinI', 'SigK', 'GerE', 'CotD', 'AbrB', 'ComK', 'DegU', 'SpoVT'];
const PPI_PAIRS = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 2],
  [1, 3],
  [2, 3],
];

function ppiCompare() {
  const random = seeded(4);
  const documents = Array.from({ length: PPI_DOCUMENTS }, () => {
    const names = shuffled(random, PPI_NAMES).slice(0, 4);
    const positives = PPI_PAIRS.filter(() => random() < 0.35);
    // Its one sentence: the text, the names in it, the pairs of names that interact.
    /** @type {[string, string[], number[][]][]} */
    const sentences = [[`${names[0]} binds ${names[1]}, while ${names[2]} acts on ${names[3]}.`, names, positives]];
    return sentences;
  });
  const draw = (unit, skill) =>
    PPI_PAIRS.map((pair) => {
      const truth = documents[unit][0][2].includes(pair) ? 1 : 0;
      const label = random() < skill ? truth : 1 - truth;
      return { pair, label, score: ((label + random()) / 2).toFixed(3) };
    });
  const systems = threeSystems(PPI_DOCUMENTS, random, draw);
  const text = (units) =>
    tsv(
      units.flatMap((pairs, d) =>
        pairs.map(({ pair: [a, b], label, score }) => [
          `Example.d${d}.s0.e${a}`,
          `Example.d${d}.s0.e${b}`,
          label,
          score,
        ]),
      ),
    );
  return {
    gold: [{ name: 'compare-corpus.xml', text: ppiCorpus(documents) }],
    run: runFiles(systems, '.tsv', text),
  };
}

export default [
  {
    id: 'ppi-baseline',
    task: 'ppi',
    title: 'PPI extraction: candidate pairs, the all-true baseline, and a threshold',
    explanation: [
      'Relation extraction is scored on candidate pairs: every two protein names of a sentence are a candidate, and the gold says which interact. Here two abstracts give 16 candidates, 6 of them interactions. Which pairs count as candidates changes every score, which is why results on the same corpus were long incomparable (Pyysalo et al. 2009): this scorer takes the candidates from the gold.',
      'The all-true baseline says “interacts” for every candidate: recall 1, precision 6/16. Its F1, 0.55, is the bar a system must clear; it is drawn on every chart. The system here labels 7 pairs positive, 5 of them rightly (precision 5/7, recall 5/6), and scores every pair: its ROC AUC, 0.97, asks how well the scores rank interactions above the other pairs, ties counted half.',
      'Move the slider under the last chart: it reads precision, recall and F1 off the scores at any threshold, without scoring again. The folds file puts the two abstracts in two folds of a cross-validation: macro averages are taken per fold (F1 0.76, with its standard deviation across folds), micro ones over all pairs at once (F1 0.77).',
    ],
    files: {
      gold: [{ name: 'corpus.xml', text: PPI_GOLD }],
      run: [{ name: 'run.tsv', text: PPI_RUN }],
      folds: [{ name: 'folds.tsv', text: 'Example.d0\t1\nExample.d1\t2\n' }],
    },
    options: {},
  },
  {
    id: 'check-ppi',
    task: 'ppi',
    mode: 'validate',
    // What the check must find: the tests read it from here.
    expect: { code: 'pair-unknown' },
    title: 'Check before submitting (PPI): the released corpus, without interactions',
    explanation: [
      'A relation-extraction test corpus is released with its sentences, entities and candidate pairs, without saying which pairs interact. The check reads it in place of the gold: every pair id of the run must be a candidate of the corpus, once, with a label and a score that read as numbers.',
      'This run names a pair of a sentence the corpus does not have (…d1.s2.p0, from another version of the corpus) and leaves out a candidate.',
    ],
    files: {
      input: [{ name: 'corpus-test.xml', text: PPI_RELEASED }],
      run: [
        {
          name: 'run.tsv',
          text: PPI_RUN.replace('Example.d1.s1.p2\t0\t0.05\n', 'Example.d1.s2.p0\t0\t0.05\n').replace(
            'Example.d0.s1.p0\t1\t0.83\n',
            '',
          ),
        },
      ],
    },
    options: {},
  },
  {
    id: 'compare-ppi',
    task: 'ppi',
    title: 'Compare runs (PPI): which difference in F1 is real?',
    explanation: compareExplanation(
      'Fifty abstracts, six candidate pairs of proteins each, and three systems that label and score every pair. The unit of resampling is the document (the abstract), so that pairs of one sentence, which are not independent of each other, stay together.',
    ),
    files: ppiCompare(),
    options: {},
  },
];
