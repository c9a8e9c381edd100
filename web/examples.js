// Small hand-made example files for each task, with a plain-language explanation for classroom
// use. The BC II.5 examples follow the test vectors of the specification (docs/tasks/bc25.md), with
// real-looking UniProt accessions and FEBS Letters DOIs.

const tsv = (rows) => rows.map((row) => row.join('\t')).join('\n') + '\n';

// Token files (one token and its tag per line, a blank line after each sentence) from sentences
// of [token, gold tag, run tag]: the gold's and the run's, JNLPBA-style with a ###MEDLINE line.
function tokenFiles(sentences) {
  const column = (index) => '###MEDLINE:1\n\n' + sentences.map((sentence) =>
    sentence.map((token) => `${token[0]}\t${token[index]}\n`).join('') + '\n').join('');
  return { gold: column(1), run: column(2) };
}

// NER-J1 of the specification (docs/tasks/ner.md), extended by a sentence with a type error.
const NER_J1 = [
  [['The', 'O', 'O'], ['p53', 'B-protein', 'I-protein'], ['gene', 'I-protein', 'I-protein'], ['binds', 'O', 'O'], ['MDM2', 'B-protein', 'B-protein'], ['.', 'O', 'O']],
  [['IL-2', 'B-protein', 'B-protein'], ['receptor', 'I-protein', 'B-protein'], ['alpha', 'I-protein', 'I-protein'], ['in', 'O', 'O'], ['T', 'B-cell_type', 'B-cell_type'], ['cells', 'I-cell_type', 'I-cell_type']],
];
const NER_TYPES = [
  ...NER_J1,
  [['the', 'O', 'O'], ['c-myc', 'B-DNA', 'B-protein'], ['promoter', 'I-DNA', 'I-protein'], ['in', 'O', 'O'], ['Jurkat', 'B-cell_line', 'B-cell_type'], ['cells', 'I-cell_line', 'I-cell_type']],
];
const J1_FILES = tokenFiles(NER_J1);
const TYPE_FILES = tokenFiles(NER_TYPES);

// NER-B1 of the specification, with the sentences for context.
const GM_SENTENCES = 'S1 Comparison with alkaline phosphatases and 5-nucleotidase\nS2 Serum gamma glutamyltransferase activity\nS3 p53 binds MDM2\n';


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
    ['KinA and KinB phosphorylate Spo0F, not SinR.', ['KinA', 'KinB', 'Spo0F', 'SinR'], [[0, 2], [1, 2]]],
    ['SinR binds SinI.', ['SinR', 'SinI'], [[0, 1]]],
  ],
  [
    ['SigK and GerE activate cotD; SpoIIID represses it.', ['SigK', 'GerE', 'cotD', 'SpoIIID'], [[0, 2], [1, 2], [3, 2]]],
    ['AbrB, unlike ComK, is not regulated by DegU.', ['AbrB', 'ComK', 'DegU'], []],
  ],
]);

// Every candidate of PPI_GOLD with the system's label and score.
const PPI_RUN = tsv([
  ['Example.d0.s0.p0', '0', '0.42'], ['Example.d0.s0.p1', '1', '0.91'], ['Example.d0.s0.p2', '1', '0.55'],
  ['Example.d0.s0.p3', '1', '0.74'], ['Example.d0.s0.p4', '0', '0.12'], ['Example.d0.s0.p5', '0', '0.20'],
  ['Example.d0.s1.p0', '1', '0.83'],
  ['Example.d1.s0.p0', '0', '0.35'], ['Example.d1.s0.p1', '1', '0.88'], ['Example.d1.s0.p2', '0', '0.08'],
  ['Example.d1.s0.p3', '1', '0.64'], ['Example.d1.s0.p4', '0', '0.31'], ['Example.d1.s0.p5', '0', '0.47'],
  ['Example.d1.s1.p0', '1', '0.58'], ['Example.d1.s1.p1', '0', '0.22'], ['Example.d1.s1.p2', '0', '0.05'],
]);

const ARTICLE = '10.1016/j.febslet.2008.01.001';
const SEED_GOLD = ['P04637', 'Q00987', 'P38936', 'O15151'];
const SEED_WRONG = ['P31749', 'P42345', 'Q9Y243', 'P60484', 'P49841', 'Q13541', 'P23443', 'O00141'];

// A ranked list of 10 accessions with the gold answers at the given ranks.
function seedRun(ranksOfHits) {
  const wrong = [...SEED_WRONG];
  let hit = 0;
  return tsv(Array.from({ length: 10 }, (_, i) => {
    const rank = i + 1;
    const accession = ranksOfHits.includes(rank) ? SEED_GOLD[hit++] : wrong.shift();
    return [ARTICLE, accession, rank, (1 - rank / 20).toFixed(2)];
  }));
}

const D1 = '10.1016/j.febslet.2007.11.010';
const D2 = '10.1016/j.febslet.2007.12.044';
const D3 = '10.1016/j.febslet.2008.02.017';
const D4 = '10.1016/j.febslet.2008.03.005';

// The released test input of an example's gold: what participants hold before the answers.
const PPI_RELEASED = PPI_GOLD.replace(/ *<interaction [^>]*>\n/g, '');
const J1_TOKENS = '###MEDLINE:1\n\n' + NER_J1.map((sentence) => sentence.map((token) => `${token[0]}\n`).join('') + '\n').join('');
// A run whose tokenizer split "IL-2" in two: every later line is out of step with the test input.
const J1_SPLIT_RUN = J1_FILES.run.replace('IL-2\tB-protein\n', 'IL\tB-protein\n-2\tI-protein\n');
const BB3_TEXT = 'Helicobacter pylori lives in the human stomach.\n';

// --- comparing runs ------------------------------------------------------------------------
// Each family's comparison example: a gold and three systems over enough units (articles,
// queries, sentences, documents) for the tests to have power. System A gets each item right with
// probability 0.6; system B is A with a third of its units drawn again at the same skill, so that
// B differs from A by chance only; system C is drawn at skill 0.8. The data are made here by a
// seeded generator: the same files on every load. Each family's seed gives a draw in which B's
// chance difference is not significant, as in most draws (it is in at most one in twenty).

// mulberry32: a small generator of numbers in [0, 1) from a 32-bit seed.
function seeded(seed) {
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
const REDRAWN = 1 / 3;  // the share of units on which B differs from A

// Per unit, what systems A, B and C output: draw(unit, skill) gives one system's output.
function threeSystems(count, random, draw) {
  const systems = { A: [], B: [], C: [] };
  for (let unit = 0; unit < count; unit++) {
    const a = draw(unit, SKILL_A);
    systems.A.push(a);
    systems.B.push(random() < REDRAWN ? draw(unit, SKILL_A) : a);
    systems.C.push(draw(unit, SKILL_C));
  }
  return systems;
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

// `list` in a random order (Fisher–Yates).
function shuffled(random, list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

// The three systems' runs, each named system-X plus `extension`, made by `text` from its units.
function runFiles(systems, extension, text) {
  return Object.entries(systems).map(([name, units]) => ({ name: `system-${name}${extension}`, text: text(units) }));
}

// What every comparison example tells, after its own introduction.
const COMPARE_READING = [
  'Three systems were scored against the same gold, so the page compares them (above the individual results). The chart shows each system’s main score as a dot with its 95 % bootstrap interval as whiskers: the range the score takes when the units are drawn again at random, with replacement. The table below ranks the systems and puts in one group the systems that are not significantly different; the matrix gives the p-value of each pair from the randomization test, adjusted for testing three pairs (Holm).',
  'System B is system A with a third of its units answered again by an equally good system: its score differs from A’s, by chance only. Their intervals overlap widely, the p-value of A against B is well above 0.05, and they share a group. System C is a better system: its interval lies above theirs, the p-value of A against C is tiny (10,000 trials cannot show less than 1/10,001, and Holm’s adjustment multiplies the smallest of three p-values by three), and C has a group of its own.',
  'The lesson for reading a results table: a difference in the third decimal says nothing by itself; a difference that holds up when the units are drawn again, the same draw for every system, does. The test, not the look of the whiskers, decides: it compares the systems unit by unit, so two intervals may overlap a little and their difference still be significant.',
];

const compareExplanation = (intro) => [intro, ...COMPARE_READING];

// BC II.5 INT: 60 articles, 4 gold interactors each; a run ranks 10 accessions per article. A
// system finds each interactor with its skill and ranks the ones it finds higher the better it is.
const BC25_ARTICLES = 60;
const bc25Article = (unit) => `10.1016/j.febslet.2009.${String(unit + 1).padStart(2, '0')}.001`;
const bc25Gold = (unit) => Array.from({ length: 4 }, (_, i) => `P${String(10000 + unit * 4 + i).padStart(5, '0')}`);

function bc25Compare() {
  const random = seeded(22);
  const draw = (unit, skill) => {
    const found = bc25Gold(unit).filter(() => random() < skill).map((accession) => ({ accession, key: random() * 2 * (1 - skill) }));
    const others = shuffled(random, Array.from({ length: 40 }, (_, i) => `Q${String(10000 + i).padStart(5, '0')}`))
      .slice(0, 10 - found.length).map((accession) => ({ accession, key: random() }));
    return [...found, ...others].sort((x, y) => x.key - y.key).map((item) => item.accession);
  };
  const systems = threeSystems(BC25_ARTICLES, random, draw);
  const text = (lists) => tsv(lists.flatMap((list, unit) => list.map((accession, i) => [bc25Article(unit), accession, i + 1, (1 - (i + 1) / 20).toFixed(2)])));
  return {
    gold: [{ name: 'compare-gold.tsv', text: tsv(Array.from({ length: BC25_ARTICLES }, (_, unit) => bc25Gold(unit).map((accession) => [bc25Article(unit), accession])).flat()) }],
    run: runFiles(systems, '.tsv', text),
  };
}

// TAP-k: 50 queries, 6 relevant records each; a list holds the relevant records a system finds
// among 20 irrelevant ones, the found ones ranked higher the better the system, on one E-value scale.
const TAPK_QUERIES = 50;

function tapkCompare() {
  const random = seeded(2);
  const draw = (unit, skill) => {
    const relevant = Array.from({ length: 6 }, () => random()).filter((r) => r < skill).map(() => ({ relevance: 1, key: random() * 2 * (1 - skill) }));
    const irrelevant = Array.from({ length: 20 }, () => ({ relevance: 0, key: random() }));
    return [...relevant, ...irrelevant].sort((x, y) => x.key - y.key).map((record) => record.relevance);
  };
  const systems = threeSystems(TAPK_QUERIES, random, draw);
  const evalue = (rank) => (10 ** (-30 + 1.3 * rank)).toExponential(2);
  const text = (lists) => lists.map((list, unit) => `Q${String(unit + 1).padStart(2, '0')}\n6\n${list.map((relevance, rank) => `${relevance}\t${evalue(rank)}\n`).join('')}`).join('\n');
  // A run of TAP-k is read from several files concatenated: each system is a folder of its own.
  return {
    run: runFiles(systems, '', text).map((run) => ({ name: run.name, files: [{ name: 'lists.txt', text: run.text }] })),
  };
}

// NER: 60 sentences of three entities each; a system tags an entity exactly with its skill, and
// otherwise misses it, cuts it short or gives it the wrong type.
const NER_SENTENCES = 60;
const NER_PROTEINS = [['IL-2'], ['p53'], ['NF-kappaB'], ['STAT3'], ['c-Jun'], ['TNF', 'alpha'], ['Bcl-2'], ['CD28'], ['IL-2', 'receptor', 'alpha'], ['protein', 'kinase', 'C']];
const NER_CELLS = [['T', 'cells'], ['B', 'cells'], ['monocytes'], ['human', 'T', 'lymphocytes'], ['peripheral', 'blood', 'monocytes']];
const NER_DNA = [['IL-2', 'promoter'], ['c-fos', 'gene'], ['kappa', 'B', 'site']];
const NER_VERBS = ['activates', 'binds', 'induces', 'represses'];

// A sentence as [token, type or null, index of the token in its entity].
function nerSentence(random) {
  const entity = (tokens, type) => tokens.map((token, i) => [token, type, i]);
  const words = (...tokens) => tokens.map((token) => [token, null, 0]);
  return [...words('The'), ...entity(pick(random, NER_PROTEINS), 'protein'), ...words(pick(random, NER_VERBS), 'the'),
    ...entity(pick(random, NER_DNA), 'DNA'), ...words('in'), ...entity(pick(random, NER_CELLS), 'cell_type'), ...words('.')];
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
      tags.fill('O', start, end);  // missed
    } else if (mistake === 1) {
      tags[end - 1] = 'O';  // cut short
    } else {
      const other = sentence[start][1] === 'protein' ? 'DNA' : 'protein';
      for (let i = start; i < end; i++) tags[i] = tags[i].replace(/-.*/, `-${other}`);  // wrong type
    }
  }
  return tags;
}

function nerCompare() {
  const random = seeded(15);
  const sentences = Array.from({ length: NER_SENTENCES }, () => nerSentence(random));
  const systems = threeSystems(NER_SENTENCES, random, (unit, skill) => nerTags(random, sentences[unit], skill));
  const file = (tagsOf) => '###MEDLINE:1\n\n' + sentences.map((sentence, unit) => sentence.map((token, i) => `${token[0]}\t${tagsOf(unit)[i]}\n`).join('') + '\n').join('');
  return {
    gold: [{ name: 'compare-gold.iob2', text: file((unit) => sentences[unit].map(iob)) }],
    run: runFiles(systems, '.iob2', (tags) => file((unit) => tags[unit])),
  };
}

// PPI: 50 abstracts of one sentence naming four proteins (six candidate pairs), each pair an
// interaction with probability 0.35; a system labels a pair right with its skill, and its score
// agrees with its label.
const PPI_DOCUMENTS = 50;
const PPI_NAMES = ['KinA', 'KinB', 'Spo0F', 'SinR', 'SinI', 'SigK', 'GerE', 'CotD', 'AbrB', 'ComK', 'DegU', 'SpoVT'];
const PPI_PAIRS = [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]];

function ppiCompare() {
  const random = seeded(4);
  const documents = Array.from({ length: PPI_DOCUMENTS }, () => {
    const names = shuffled(random, PPI_NAMES).slice(0, 4);
    const positives = PPI_PAIRS.filter(() => random() < 0.35);
    return [[`${names[0]} binds ${names[1]}, while ${names[2]} acts on ${names[3]}.`, names, positives]];
  });
  const draw = (unit, skill) => PPI_PAIRS.map((pair) => {
    const truth = documents[unit][0][2].includes(pair) ? 1 : 0;
    const label = random() < skill ? truth : 1 - truth;
    return { pair, label, score: ((label + random()) / 2).toFixed(3) };
  });
  const systems = threeSystems(PPI_DOCUMENTS, random, draw);
  const text = (units) => tsv(units.flatMap((pairs, d) => pairs.map(({ pair: [a, b], label, score }) => [`Example.d${d}.s0.e${a}`, `Example.d${d}.s0.e${b}`, label, score])));
  return {
    gold: [{ name: 'compare-corpus.xml', text: ppiCorpus(documents) }],
    run: runFiles(systems, '.tsv', text),
  };
}

// BB3 event: 50 documents naming two bacteria and two habitats; each of the four pairs lives in
// with probability 0.5 (at least one per document). A system gets each pair right (said or not
// said) with its skill.
const BB3_DOCUMENTS = 50;
const BB3_BACTERIA = ['Escherichia coli', 'Helicobacter pylori', 'Listeria monocytogenes', 'Staphylococcus aureus', 'Bacillus subtilis', 'Salmonella enterica'];
const BB3_HABITATS = ['human stomach', 'raw milk', 'soil', 'soft cheese', 'gastric mucosa', 'river water', 'hospital ward', 'chicken gut'];
const BB3_CANDIDATES = [[0, 0], [0, 1], [1, 0], [1, 1]];  // [bacterium, habitat]

// A document's text and its entities' lines (.a1): T2, T3 bacteria, T4, T5 habitats.
function bb3Document(random) {
  const [b1, b2] = shuffled(random, BB3_BACTERIA);
  const [h1, h2] = shuffled(random, BB3_HABITATS);
  const text = `${b1} and ${b2} were isolated from ${h1} and from ${h2}.`;
  let from = 0;
  const entity = (id, type, name) => {
    const start = text.indexOf(name, from);
    from = start + name.length;
    return `T${id}\t${type} ${start} ${from}\t${name}\n`;
  };
  const a1 = `T1\tTitle 0 ${text.length}\t${text}\n` + entity(2, 'Bacteria', b1) + entity(3, 'Bacteria', b2) + entity(4, 'Habitat', h1) + entity(5, 'Habitat', h2);
  const relations = BB3_CANDIDATES.filter(() => random() < 0.5);
  return { text: `${text}\n`, a1, relations: relations.length ? relations : [pick(random, BB3_CANDIDATES)] };
}

const bb3Relations = (pairs) => pairs.map(([b, h], i) => `R${i + 1}\tLives_In Bacteria:T${2 + b} Location:T${4 + h}\n`).join('');

function bb3Compare() {
  const random = seeded(5);
  const documents = Array.from({ length: BB3_DOCUMENTS }, () => bb3Document(random));
  const draw = (unit, skill) => BB3_CANDIDATES.filter((pair) => documents[unit].relations.includes(pair) === (random() < skill));
  const systems = threeSystems(BB3_DOCUMENTS, random, draw);
  const id = (unit) => `d${String(unit + 1).padStart(2, '0')}`;
  const gold = documents.flatMap((doc, unit) => [
    { name: `${id(unit)}.txt`, text: doc.text }, { name: `${id(unit)}.a1`, text: doc.a1 }, { name: `${id(unit)}.a2`, text: bb3Relations(doc.relations) }]);
  // A BB3 run is a folder of .a2 files, one per document.
  return {
    gold: [{ name: 'compare-gold', files: gold }],
    run: Object.entries(systems).map(([name, units]) => ({ name: `system-${name}`, files: units.map((pairs, unit) => ({ name: `${id(unit)}.a2`, text: bb3Relations(pairs) })) })),
  };
}

const COMPARE_EXAMPLES = [
  {
    id: 'compare-bc25',
    task: 'bc25.int',
    title: 'Compare runs (BC II.5): which difference in AUC iP/R is real?',
    explanation: compareExplanation('Sixty articles, four gold interactors each, and three systems that rank ten UniProt accessions per article. The unit of resampling is the article: a bootstrap sample draws 60 articles with replacement and recomputes micro AUC iP/R on them.'),
    files: bc25Compare(),
    options: {},
  },
  {
    id: 'compare-tapk',
    task: 'tapk',
    title: 'Compare runs (TAP-k): which difference in mean TAP is real?',
    explanation: compareExplanation('Fifty queries, six relevant records each, and three search tools whose lists share one E-value scale. The unit of resampling is the query; the threshold E0 is found again on every sample, as TAP-k finds it on the whole run.'),
    files: tapkCompare(),
    options: {},
  },
  {
    id: 'compare-ner',
    task: 'ner.iob2',
    title: 'Compare runs (NER): which difference in F1 is real?',
    explanation: compareExplanation('Sixty sentences with a protein, a DNA region and a cell type each, tagged by three systems that miss some entities, cut some short or give them the wrong type. The unit of resampling is the sentence; F1 under exact matching is recomputed on each sample from its sentences’ counts.'),
    files: nerCompare(),
    options: {},
  },
  {
    id: 'compare-ppi',
    task: 'ppi',
    title: 'Compare runs (PPI): which difference in F1 is real?',
    explanation: compareExplanation('Fifty abstracts, six candidate pairs of proteins each, and three systems that label and score every pair. The unit of resampling is the document (the abstract), so that pairs of one sentence, which are not independent of each other, stay together.'),
    files: ppiCompare(),
    options: {},
  },
  {
    id: 'compare-bb3',
    task: 'bb3.event',
    title: 'Compare runs (Bacteria Biotope): which difference in Lives_In F1 is real?',
    explanation: compareExplanation('Fifty documents, each naming two bacteria and two habitats (the given entities, .a1), and three systems that say which bacterium lives in which habitat (their .a2 folders). The unit of resampling is the document.'),
    files: bb3Compare(),
    options: {},
  },
];

export const EXAMPLES = [
  {
    id: 'bc25-seed',
    task: 'bc25.int',
    title: 'BC II.5: two systems, same precision and recall, different AUC iP/R',
    explanation: [
      'An article has 4 correct interactors (the gold). Two systems each suggest 10 UniProt accessions, ranked by confidence. Both find 2 of the 4, so both have precision 2/10 = 0.2 and recall 2/4 = 0.5. Are they equally useful to a curator who reads the list from the top?',
      'AUC iP/R says no. Walk down a list; after each correct hit, note the precision so far. Then interpolate: at every recall level keep the best precision reached at that recall or later. The score is the area under this staircase, with recall on the horizontal axis: each correct hit adds a step 1/4 wide.',
      'System A has a hit at rank 1 (precision 1/1) and the other only at rank 10 (precision 2/10): area = 1/4 × (1 + 0.2) = 0.30. System B has hits at ranks 2 and 3 (precision 1/2, then 2/3; interpolation lifts the first step to 2/3 because a later point is better): area = 1/4 × (2/3 + 2/3) = 0.33. The shaded area in the chart is exactly the score; hover it to read each step.',
      'Recall that never comes counts for nothing: the two gold accessions no system found leave the right half of the chart empty.',
    ],
    files: {
      gold: [{ name: 'gold.tsv', text: tsv(SEED_GOLD.map((accession) => [ARTICLE, accession])) }],
      run: [
        { name: 'system-A.tsv', text: seedRun([1, 10]) },
        { name: 'system-B.tsv', text: seedRun([2, 3]) },
      ],
    },
    options: {},
  },
  {
    id: 'bc25-int',
    task: 'bc25.int',
    title: 'BC II.5 INT: macro and micro averages over articles',
    explanation: [
      'Three gold articles; the run ranks accessions for two of them and for one article the gold does not have. By default, as in the official scorer, gold articles without any hit are skipped and unknown articles are ignored — both are reported as warnings. Tick “all documents” to count the skipped article as a total miss.',
      'Macro values average the per-article scores; micro values pool the hits of all articles. The micro AUC iP/R pools by rank depth: the first hit of every article, then the second, and so on.',
    ],
    files: {
      gold: [{ name: 'int-gold.tsv', text: tsv([[D1, 'P04637'], [D1, 'Q00987'], [D1, 'P38936'], [D2, 'O15151'], [D3, 'P62993'], [D3, 'P00533']]) }],
      run: [{ name: 'int-run.tsv', text: tsv([[D1, 'P04637', 1, 0.9], [D1, 'P31749', 2, 0.8], [D1, 'P38936', 3, 0.7], [D1, 'P42345', 4, 0.6], [D2, 'Q9Y243', 1, 0.9], [D2, 'O15151', 2, 0.5], [D4, 'P60484', 1, 0.9]]) }],
    },
    options: {},
  },
  {
    id: 'bc25-ipt',
    task: 'bc25.ipt',
    title: 'BC II.5 IPT: interacting pairs, in either order',
    explanation: [
      'A pair of interactors is unordered: “Q00987 P04637” matches the gold pair “P04637 Q00987”. Listing the same pair twice, in either order, is an error.',
    ],
    files: {
      gold: [{ name: 'ipt-gold.tsv', text: tsv([[D1, 'P04637', 'Q00987'], [D1, 'P38936', 'O15151'], [D2, 'P62993', 'P00533']]) }],
      run: [{ name: 'ipt-run.tsv', text: tsv([[D1, 'O15151', 'P38936', 1, 0.9], [D1, 'P04637', 'P38936', 2, 0.8], [D1, 'Q00987', 'P04637', 3, 0.7], [D2, 'P00533', 'P31749', 1, 0.9], [D2, 'P00533', 'P62993', 2, 0.8]]) }],
    },
    options: {},
  },
  {
    id: 'bc25-act',
    task: 'bc25.act',
    title: 'BC II.5 ACT: classify articles, and rank them',
    explanation: [
      'Each article is classified as describing protein interactions (1) or not (0), with a rank within its class. The classification is scored with TP, FP, FN, TN and the Matthews correlation coefficient.',
      'For AUC iP/R all articles form one ranking: the articles classified 1 from the most to the least confident, then those classified 0 from the least to the most confident — so a confident “no” ends up last.',
    ],
    files: {
      gold: [{ name: 'act-gold.tsv', text: tsv([['a1', 1], ['a2', 0], ['a3', 1], ['a4', 0], ['a5', 1], ['a6', 0]]) }],
      run: [{ name: 'act-run.tsv', text: tsv([['a1', 1, 1, 0.9], ['a2', 1, 2, 0.8], ['a3', 0, 3, 0.4], ['a4', 0, 2, 0.6], ['a5', 1, 3, 0.7], ['a6', 0, 1, 0.95], ['a9', 1, 4, 0.5]]) }],
    },
    options: {},
  },
  {
    id: 'bc25-errors',
    task: 'bc25.int',
    title: 'A run with format errors: what the validation report shows',
    explanation: [
      'This run breaks several rules of the format: a gap in the ranks, an accession listed twice, spaces instead of TABs, a rank that is not a number, a confidence of 0 and a blank line. Each finding names the line and column, and shows the line with a caret under the problem.',
      'The official scorer would reject such a file, so nothing is scored. The “force” option scores it anyway, leaving out the lines with errors — useful to see what the run would be worth once repaired.',
    ],
    files: {
      gold: [{ name: 'int-gold.tsv', text: tsv([[D1, 'P04637'], [D1, 'Q00987'], [D2, 'O15151']]) }],
      run: [{
        name: 'broken-run.tsv',
        text: `${D1}\tP04637\t1\t0.9\n${D1}\tQ00987\t3\t0.8\n${D1}\tP04637\t4\t0.7\n${D2} O15151 1 0.9\n${D2}\tO15151\tfirst\t0.9\n\n${D2}\tO15151\t1\t0\n`,
      }],
    },
    options: {},
  },
  {
    id: 'check-bc25',
    task: 'bc25.int',
    mode: 'validate',
    title: 'Check before submitting (BC II.5): the released article list, no gold',
    explanation: [
      'Before the answers are out, participants hold the list of test articles the organizers released. Given it in place of the gold, “Check format only” applies every rule that needs no answers: the format, the ranks and the confidences, and whether each article belongs to the test set.',
      'This run ranks accessions for an article of the development set (…2008.03.005), a classic slip when the test and development outputs share a folder: an error, since the organizers would score none of it. One test article has no line at all: a warning with the count. The report lists the rules checked and, below them, those that need the gold.',
    ],
    files: {
      input: [{ name: 'test-articles.txt', text: [D1, D2, D3].join('\n') + '\n' }],
      run: [{ name: 'int-run.tsv', text: tsv([[D1, 'P04637', 1, 0.9], [D1, 'P31749', 2, 0.8], [D2, 'O15151', 1, 0.7], [D4, 'P60484', 1, 0.9]]) }],
    },
    options: {},
  },
  {
    id: 'check-tapk',
    task: 'tapk',
    mode: 'validate',
    title: 'Check before submitting (TAP-k): a list out of order',
    explanation: [
      'Retrieval lists carry their own labels, so checking them needs no other file. Every list must run from the most to the least significant record, in one order shared by all lists: in query Q2 a record at E = 1e-12 comes after one at 0.001, as when two result files are appended without sorting again. TAP-k would cut this list at the wrong place; the check names the line.',
    ],
    files: {
      run: [{ name: 'lists.txt', text: 'Q1\n2\n1\t1e-30\n0\t1e-8\n1\t0.002\n\nQ2\n1\n0\t0.001\n1\t1e-12\n0\t0.4\n' }],
    },
    options: { k: [1] },
  },
  {
    id: 'check-ner',
    task: 'ner.iob2',
    mode: 'validate',
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
    title: 'Check before submitting (BioCreative II): offsets that count the spaces',
    explanation: [
      'BioCreative II offsets count non-space characters. A system that counts every character gives offsets that point elsewhere in the sentence: the scorer then matches nothing, silently. Given the released test sentences, the check compares each mention’s text with the sentence’s characters at its offsets.',
      'Here “gamma glutamyltransferase” was written with offsets 6–30, counting the space after “Serum”: the characters there read differently, and the check says so on its line.',
    ],
    files: {
      sentences: [{ name: 'test.in', text: GM_SENTENCES }],
      run: [{ name: 'system.eval', text: 'S1|14 33|alkaline phosphatases\nS2|6 30|gamma glutamyltransferase\n' }],
    },
    options: {},
  },
  {
    id: 'check-ppi',
    task: 'ppi',
    mode: 'validate',
    title: 'Check before submitting (PPI): the released corpus, without interactions',
    explanation: [
      'A relation-extraction test corpus is released with its sentences, entities and candidate pairs, without saying which pairs interact. The check reads it in place of the gold: every pair id of the run must be a candidate of the corpus, once, with a label and a score that read as numbers.',
      'This run names a pair of a sentence the corpus does not have (…d1.s2.p0, from another version of the corpus) and leaves out a candidate.',
    ],
    files: {
      input: [{ name: 'corpus-test.xml', text: PPI_RELEASED }],
      run: [{ name: 'run.tsv', text: PPI_RUN.replace('Example.d1.s1.p2\t0\t0.05\n', 'Example.d1.s2.p0\t0\t0.05\n').replace('Example.d0.s1.p0\t1\t0.83\n', '') }],
    },
    options: {},
  },
  {
    id: 'check-bb3',
    task: 'bb3.cat+ner',
    mode: 'validate',
    title: 'Check before submitting (Bacteria Biotope): the released .txt and .a1',
    explanation: [
      'The BioNLP-ST test sets are released as each document’s text (.txt) and its given annotations (.a1), without the answers (.a2). Checking a submission against them applies every rule of the annotation schema: ids, types, argument roles, offsets inside the text, and referents that exist in the ontology.',
      'This submission normalizes a habitat to a concept the ontology does not have (a typo in the OBT id) and gives another habitat an offset past the end of the text, which leaves that habitat’s normalization naming nothing.',
    ],
    files: {
      input: [
        { name: 'd.txt', text: BB3_TEXT },
        { name: 'd.a1', text: 'T9\tTitle 0 47\tHelicobacter pylori lives in the human stomach.\n' },
      ],
      run: [{ name: 'd.a2', text: 'T1\tBacteria 0 19\tHelicobacter pylori\nT2\tHabitat 39 46\tstomach\nT3\tHabitat 33 52\thuman stomach\nN1\tNCBI_Taxonomy Annotation:T1 Referent:210\nN2\tOntoBiotope Annotation:T2 Referent:OBT:00001\nN3\tOntoBiotope Annotation:T3 Referent:OBT:000001\n' }],
      ontology: [{ name: 'habitats.tsv', text: 'OBT:000001\tOBT:000000\n' }],
    },
    options: {},
  },
  {
    id: 'tapk-evalues',
    task: 'tapk',
    title: 'TAP-k: why a common E-value threshold matters',
    explanation: [
      'Each block is one query of a database search: its id, the number of relevant records T_q, then the records the tool returned, most significant first, each with its relevance (1 or 0) and its E-value (smaller is more significant).',
      'Average precision looks only at the order inside each list, all the way down: a relevant record at E = 3.5 counts as much as one at 1e-12. A user, however, stops reading at some E-value, the same for every query. A tool whose E-values are badly calibrated (query Q2 has an irrelevant record at 1e-20, query Q4 two at 1e-6 and 1e-5) misleads them, and average precision does not show it.',
      'TAP-k cuts every list at one common threshold E0: the E-value by which half of the queries (the quantile) have met k irrelevant records. Inside the threshold, precision is averaged over the relevant records found plus one last term, the precision at the cut, which penalizes lists that run on past their last relevant record; relevant records beyond E0 count as misses. Here k = 1 and k = 2: read E0 and the mean TAP among the metrics, and see the cut marked on each query’s precision–recall curve. Try k = 3, or a fixed threshold such as 0.01.',
      'The ROC_n chart shows each query’s value beside the pooled ROC_n, computed after merging all lists into one ranking: pooling lets the well-calibrated queries hide the others, which is why TAP-k is taken per query and then averaged.',
    ],
    files: {
      run: [{
        name: 'evalue-lists.txt',
        text: [
          'Q1\n3\n1\t1e-50\n1\t1e-30\n0\t1e-8\n1\t0.002\n0\t0.01\n0\t0.5\n0\t2.0\n',
          'Q2\n2\n0\t1e-20\n1\t1e-12\n0\t0.001\n0\t0.03\n0\t0.4\n1\t3.5\n',
          'Q3\n1\n1\t1e-4\n0\t0.02\n0\t0.09\n0\t1.2\n',
          'Q4\n2\n0\t1e-6\n0\t1e-5\n1\t0.07\n0\t0.3\n0\t0.8\n1\t5.0\n',
        ].join('\n'),
      }],
    },
    options: { k: [1, 2] },
  },
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
    ],
    files: {
      gold: [{ name: 'GENE.eval', text: 'S1|14 33|alkaline phosphatases\nS1|37 50|5-nucleotidase\nS2|0 28|Serum gamma glutamyltransferase\n' }],
      altgene: [{ name: 'ALTGENE.eval', text: 'S1|22 33|phosphatases\nS2|5 28|gamma glutamyltransferase\n' }],
      run: [{ name: 'system.eval', text: 'S1|14 33|alkaline phosphatases\nS1|22 33|phosphatases\nS2|5 28|gamma glutamyltransferase\nS3|0 2|p53\nS1|37 44|5-nucleo\n' }],
      sentences: [{ name: 'sentences.txt', text: GM_SENTENCES }],
    },
    options: {},
  },
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
    id: 'bb3-pairing',
    task: 'bb3.cat+ner',
    title: 'Bacteria Biotope: how the pairing changes the slot error rate',
    explanation: [
      'In BioNLP-ST 2016 Bacteria Biotope (cat+ner), predicted entities are paired with gold ones by boundary overlap (Jaccard of the characters covered) times the similarity of their categories. Here the gold has two bacteria mentions, 0–10 and 8–16 of “Helicobacter pylori lives in the human stomach.”, and the system predicts 2–12 and 0–6, all with the same taxon.',
      'The official evaluator pairs greedily, best overlap first: gold 0–10 with 2–12 (Jaccard 8/12), after which the other two overlap nothing; one deletion, one insertion. The best pairing (0–10 with 0–6, 8–16 with 2–12) credits 0.89 instead of 0.67. The official scorer also truncates the sum of mismatches to a whole number before the SER: 1.0 here, where the definition gives 0.56.',
      'The result says so in its notes: each metric the other profile would change, with the rule behind the change and both values. Switch the profile option to “published” and score again to see the definition’s numbers, and open the pairing table to see which gold entity went with which prediction.',
    ],
    files: {
      gold: [
        { name: 'd.txt', text: 'Helicobacter pylori lives in the human stomach.\n' },
        { name: 'd.a1', text: 'T9\tTitle 0 47\tHelicobacter pylori lives in the human stomach.\n' },
        { name: 'd.a2', text: 'T1\tBacteria 0 10\tHelicobact\nT2\tBacteria 8 16\tcter pyl\nN1\tNCBI_Taxonomy Annotation:T1 Referent:210\nN2\tNCBI_Taxonomy Annotation:T2 Referent:210\n' },
      ],
      run: [{ name: 'd.a2', text: 'T1\tBacteria 2 12\tlicobacter\nT2\tBacteria 0 6\tHelico\nN1\tNCBI_Taxonomy Annotation:T1 Referent:210\nN2\tNCBI_Taxonomy Annotation:T2 Referent:210\n' }],
      ontology: [{ name: 'habitats.tsv', text: 'OBT:000001\tOBT:000000\n' }],
    },
    options: { profile: 'official' },
  },
  ...COMPARE_EXAMPLES,
];
