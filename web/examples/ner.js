// The named-entity examples (ner.*): the worked examples of docs/tasks/ner.md (one system, a
// spectrum of scores; type errors and merged classes; gene mentions with alternatives), two checks
// before submitting, and a comparison of three taggers.
import { compareExplanation, pick, runFiles, seeded, threeSystems } from './common.js';

// Token files (one token and its tag per line, a blank line after each sentence) from sentences
// of [token, gold tag, run tag]: the gold's and the run's, JNLPBA-style with a ###MEDLINE line.
function tokenFiles(sentences) {
  const column = (index) =>
    '###MEDLINE:1\n\n' +
    sentences.map((sentence) => sentence.map((token) => `${token[0]}\t${token[index]}\n`).join('') + '\n').join('');
  return { gold: column(1), run: column(2) };
}

// NER-J1 of the specification (docs/tasks/ner.md), extended by a sentence with a type error.
const NER_J1 = [
  [
    ['The', 'O', 'O'],
    ['p53', 'B-protein', 'I-protein'],
    ['gene', 'I-protein', 'I-protein'],
    ['binds', 'O', 'O'],
    ['MDM2', 'B-protein', 'B-protein'],
    ['.', 'O', 'O'],
  ],
  [
    ['IL-2', 'B-protein', 'B-protein'],
    ['receptor', 'I-protein', 'B-protein'],
    ['alpha', 'I-protein', 'I-protein'],
    ['in', 'O', 'O'],
    ['T', 'B-cell_type', 'B-cell_type'],
    ['cells', 'I-cell_type', 'I-cell_type'],
  ],
];
const NER_TYPES = [
  ...NER_J1,
  [
    ['the', 'O', 'O'],
    ['c-myc', 'B-DNA', 'B-protein'],
    ['promoter', 'I-DNA', 'I-protein'],
    ['in', 'O', 'O'],
    ['Jurkat', 'B-cell_line', 'B-cell_type'],
    ['cells', 'I-cell_line', 'I-cell_type'],
  ],
];
const J1_FILES = tokenFiles(NER_J1);
const TYPE_FILES = tokenFiles(NER_TYPES);

// NER-B1 of the specification, with the sentences for context.
const GM_SENTENCES =
  'S1 Comparison with alkaline phosphatases and 5-nucleotidase\nS2 Serum gamma glutamyltransferase activity\nS3 p53 binds MDM2\n';

// The released test input of the NER-J1 gold: the tokens without their tags.
const J1_TOKENS =
  '###MEDLINE:1\n\n' + NER_J1.map((sentence) => sentence.map((token) => `${token[0]}\n`).join('') + '\n').join('');
// A run whose tokenizer split "IL-2" in two: every later line is out of step with the test input.
const J1_SPLIT_RUN = J1_FILES.run.replace('IL-2\tB-protein\n', 'IL\tB-protein\n-2\tI-protein\n');

// NER: 60 sentences of three entities each; a system tags an entity exactly with its skill, and
// otherwise misses it, cuts it short or gives it the wrong type.
const NER_SENTENCES = 60;
const NER_PROTEINS = [
  ['IL-2'],
  ['p53'],
  ['NF-kappaB'],
  ['STAT3'],
  ['c-Jun'],
  ['TNF', 'alpha'],
  ['Bcl-2'],
  ['CD28'],
  ['IL-2', 'receptor', 'alpha'],
  ['protein', 'kinase', 'C'],
];
const NER_CELLS = [
  ['T', 'cells'],
  ['B', 'cells'],
  ['monocytes'],
  ['human', 'T', 'lymphocytes'],
  ['peripheral', 'blood', 'monocytes'],
];
const NER_DNA = [
  ['IL-2', 'promoter'],
  ['c-fos', 'gene'],
  ['kappa', 'B', 'site'],
];
const NER_VERBS = ['activates', 'binds', 'induces', 'represses'];

// A sentence as [token, type or null, index of the token in its entity].
function nerSentence(random) {
  const entity = (tokens, type) => tokens.map((token, i) => [token, type, i]);
  const words = (...tokens) => tokens.map((token) => [token, null, 0]);
  return [
    ...words('The'),
    ...entity(pick(random, NER_PROTEINS), 'protein'),
    ...words(pick(random, NER_VERBS), 'the'),
    ...entity(pick(random, NER_DNA), 'DNA'),
    ...words('in'),
    ...entity(pick(random, NER_CELLS), 'cell_type'),
    ...words('.'),
  ];
}

const iob = ([, type, index]) => (type === null ? 'O' : `${index === 0 ? 'B' : 'I'}-${type}`);

// One system's tags of a sentence: each entity right with the skill, or one of three mistakes.
function nerTags(random, sentence, skill) {
  const tags = sentence.map(iob);
  const starts = sentence.flatMap((token, i) => (token[1] !== null && token[2] === 0 ? [i] : []));
  for (const start of starts) {
    if (random() < skill) continue;
    let end = start + 1;
    while (end < sentence.length && sentence[end][1] !== null && sentence[end][2] > 0) end++;
    const mistake = Math.floor(random() * 3);
    if (mistake === 0 || (mistake === 1 && end - start === 1)) {
      tags.fill('O', start, end); // missed
    } else if (mistake === 1) {
      tags[end - 1] = 'O'; // cut short
    } else {
      const other = sentence[start][1] === 'protein' ? 'DNA' : 'protein';
      for (let i = start; i < end; i++) tags[i] = tags[i].replace(/-.*/, `-${other}`); // wrong type
    }
  }
  return tags;
}

function nerCompare() {
  const random = seeded(15);
  const sentences = Array.from({ length: NER_SENTENCES }, () => nerSentence(random));
  const systems = threeSystems(NER_SENTENCES, random, (unit, skill) => nerTags(random, sentences[unit], skill));
  const file = (tagsOf) =>
    '###MEDLINE:1\n\n' +
    sentences
      .map((sentence, unit) => sentence.map((token, i) => `${token[0]}\t${tagsOf(unit)[i]}\n`).join('') + '\n')
      .join('');
  return {
    gold: [{ name: 'compare-gold.iob2', text: file((unit) => sentences[unit].map(iob)) }],
    run: runFiles(systems, '.iob2', (tags) => file((unit) => tags[unit])),
  };
}

export default [
  {
    id: 'ner-spectrum',
    task: 'ner.iob2',
    title: 'Named entities: one system, a spectrum of scores',
    explanation: [
      'Two sentences tagged with IOB2: B- begins an entity, I- continues it, O is outside. The gold has four entities; the system finds “MDM2” and “T cells” exactly, but splits “IL-2 receptor alpha” in two and tags “p53 gene” with I- only.',
      'Whether such a near miss counts depends on the matching criterion. Exact matching demands both boundaries; left and right matching one of them; approximate matching that one span contain the other; partial matching any shared token; fragment counts tokens instead of entities. The chart runs from the strictest criterion to the loosest: the same system reads very differently along it, which is why Tsai et al. (2006) asked for all of them to be reported.',
      'The scores of the official scorers are there too. JNLPBA’s evalIOB2.pl (jnlpba.*) does not count an answer entity that starts with I-, yet credits its right boundary; CoNLL’s conlleval (conlleval.*) reads an I- after O as the start of an entity. The error list gives each miss its category: boundary, type, both, missed or spurious.',
    ],
    files: {
      gold: [{ name: 'gold.iob2', text: J1_FILES.gold }],
      run: [{ name: 'run.iob2', text: J1_FILES.run }],
    },
    options: {},
  },
  {
    id: 'ner-merge',
    task: 'ner.iob2',
    title: 'Named entities: type errors and merged classes',
    explanation: [
      'A third sentence adds two type errors: the system calls the “c-myc promoter” a protein (the gold says DNA) and “Jurkat cells” a cell type (a cell line). Their boundaries are right, so under exact matching each is both a missed gold entity and a spurious prediction.',
      'The option merge maps classes together before matching. Here it is set to tsai-relaxed, which merges protein, DNA and RNA into “macromolecule”, and cell line and cell type into “cell”: both type errors become exact matches. Clear the option to see them return; tick “ignore type” to match entities whatever their class. jnlpba.* and conlleval.* always score the classes as written, as their scripts do.',
    ],
    files: {
      gold: [{ name: 'gold.iob2', text: TYPE_FILES.gold }],
      run: [{ name: 'run.iob2', text: TYPE_FILES.run }],
    },
    options: { merge: 'tsai-relaxed' },
  },
  {
    id: 'ner-bc2gm',
    task: 'ner.bc2gm',
    title: 'Gene mentions with alternatives (BioCreative II)',
    explanation: [
      'BioCreative II gene mentions are given by offsets that count non-space characters: “14 33” is the 15th to the 34th non-space character of the sentence. Annotators also listed acceptable alternatives: “phosphatases” alone would do for “alkaline phosphatases”, and “gamma glutamyltransferase” for “Serum gamma glutamyltransferase”.',
      'The system finds one gene exactly, a second through its alternative, misses “5-nucleotidase” (it stops at “5-nucleo”) and invents “p53” in a sentence without genes. alt_eval.perl counts TP 2, FP 2, FN 1: its system mention “phosphatases” is neither a hit nor an error, because an alternative has its span. The criterion alternatives counts one to one, so that mention becomes a false positive.',
      'The score shown first is alt_eval.perl’s F (bc2gm.f1), the number BioCreative II ranked by; exact matching, which gives no credit for alternatives, and the other criteria follow.',
    ],
    files: {
      gold: [
        {
          name: 'GENE.eval',
          text: 'S1|14 33|alkaline phosphatases\nS1|37 50|5-nucleotidase\nS2|0 28|Serum gamma glutamyltransferase\n',
        },
      ],
      altgene: [{ name: 'ALTGENE.eval', text: 'S1|22 33|phosphatases\nS2|5 28|gamma glutamyltransferase\n' }],
      run: [
        {
          name: 'system.eval',
          text: 'S1|14 33|alkaline phosphatases\nS1|22 33|phosphatases\nS2|5 28|gamma glutamyltransferase\nS3|0 2|p53\nS1|37 44|5-nucleo\n',
        },
      ],
      sentences: [{ name: 'sentences.txt', text: GM_SENTENCES }],
    },
    options: {},
  },
  {
    id: 'check-ner',
    task: 'ner.iob2',
    mode: 'validate',
    // What the check must find: the tests read it from here.
    expect: { code: 'token-mismatch' },
    title: 'Check before submitting (NER): the released tokens, no tags',
    explanation: [
      'The test set of a tagging task is released as tokens without tags. A run must give back the same tokens, in the same order, with the same sentence breaks: a scorer that reads it line by line otherwise compares each tag with the wrong token.',
      'Here the system’s own tokenizer split “IL-2” into “IL” and “-2”. The check against the released tokens reports every line out of step from there on, starting at line 10, long before the gold could tell.',
    ],
    files: {
      input: [{ name: 'test-tokens.txt', text: J1_TOKENS }],
      run: [{ name: 'run.iob2', text: J1_SPLIT_RUN }],
    },
    options: {},
  },
  {
    id: 'check-bc2gm',
    task: 'ner.bc2gm',
    mode: 'validate',
    // What the check must find, and the cause its amber verdict names: the tests read it here.
    expect: { code: 'mention-text-differs', caution: 'offsets count spaces?' },
    title: 'Check before submitting (BioCreative II): offsets that count the spaces',
    explanation: [
      'BioCreative II offsets count non-space characters. A system that counts every character gives offsets that point elsewhere in the sentence: the scorer then matches nothing, silently. Given the released test sentences, the check compares each mention’s text with the sentence’s characters at its offsets.',
      'Here “gamma glutamyltransferase” was written with offsets 6–30, counting the space after “Serum”: the characters there read differently, and the check says so on its line. The file is valid, but that warning costs a true positive: the verdict is amber, not green, and names the likely cause (“offsets count spaces?”).',
    ],
    files: {
      sentences: [{ name: 'test.in', text: GM_SENTENCES }],
      run: [{ name: 'system.eval', text: 'S1|14 33|alkaline phosphatases\nS2|6 30|gamma glutamyltransferase\n' }],
    },
    options: {},
  },
  {
    id: 'compare-ner',
    task: 'ner.iob2',
    title: 'Compare runs (NER): which difference in F1 is real?',
    explanation: compareExplanation(
      'Sixty sentences with a protein, a DNA region and a cell type each, tagged by three systems that miss some entities, cut some short or give them the wrong type. The unit of resampling is the sentence; the headline, conlleval’s F1 (exact boundaries and type), is recomputed on each sample from its sentences’ counts.',
    ),
    files: nerCompare(),
    options: {},
  },
];
