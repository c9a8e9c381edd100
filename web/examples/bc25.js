// The BC II.5 examples (bc25.*): they follow the test vectors of the specification
// (docs/tasks/bc25.md), with real-looking UniProt accessions and FEBS Letters DOIs.
import { compareExplanation, runFiles, seeded, shuffled, threeSystems, tsv } from './common.js';

const ARTICLE = '10.1016/j.febslet.2008.01.001';
const SEED_GOLD = ['P04637', 'Q00987', 'P38936', 'O15151'];
const SEED_WRONG = ['P31749', 'P42345', 'Q9Y243', 'P60484', 'P49841', 'Q13541', 'P23443', 'O00141'];

// A ranked list of 10 accessions with the gold answers at the given ranks.
function seedRun(ranksOfHits) {
  const wrong = [...SEED_WRONG];
  let hit = 0;
  return tsv(
    Array.from({ length: 10 }, (_, i) => {
      const rank = i + 1;
      const accession = ranksOfHits.includes(rank) ? SEED_GOLD[hit++] : wrong.shift();
      return [ARTICLE, accession, rank, (1 - rank / 20).toFixed(2)];
    }),
  );
}

const D1 = '10.1016/j.febslet.2007.11.010';
const D2 = '10.1016/j.febslet.2007.12.044';
const D3 = '10.1016/j.febslet.2008.02.017';
const D4 = '10.1016/j.febslet.2008.03.005';

// BC II.5 INT: 60 articles, 4 gold interactors each; a run ranks 10 accessions per article. A
// system finds each interactor with its skill and ranks the ones it finds higher the better it is.
const BC25_ARTICLES = 60;
const bc25Article = (unit) => `10.1016/j.febslet.2009.${String(unit + 1).padStart(2, '0')}.001`;
const bc25Gold = (unit) => Array.from({ length: 4 }, (_, i) => `P${String(10000 + unit * 4 + i).padStart(5, '0')}`);

function bc25Compare() {
  const random = seeded(22);
  const draw = (unit, skill) => {
    const found = bc25Gold(unit)
      .filter(() => random() < skill)
      .map((accession) => ({ accession, key: random() * 2 * (1 - skill) }));
    const others = shuffled(
      random,
      Array.from({ length: 40 }, (_, i) => `Q${String(10000 + i).padStart(5, '0')}`),
    )
      .slice(0, 10 - found.length)
      .map((accession) => ({ accession, key: random() }));
    return [...found, ...others].sort((x, y) => x.key - y.key).map((item) => item.accession);
  };
  const systems = threeSystems(BC25_ARTICLES, random, draw);
  const text = (lists) =>
    tsv(
      lists.flatMap((list, unit) =>
        list.map((accession, i) => [bc25Article(unit), accession, i + 1, (1 - (i + 1) / 20).toFixed(2)]),
      ),
    );
  return {
    gold: [
      {
        name: 'compare-gold.tsv',
        text: tsv(
          Array.from({ length: BC25_ARTICLES }, (_, unit) =>
            bc25Gold(unit).map((accession) => [bc25Article(unit), accession]),
          ).flat(),
        ),
      },
    ],
    run: runFiles(systems, '.tsv', text),
  };
}

export default [
  {
    id: 'bc25-seed',
    task: 'bc25.int',
    title: 'BC II.5: two systems, same precision and recall, different AUC iP/R',
    explanation: [
      'An article has 4 correct interactors (the gold). Two systems each suggest 10 UniProt accessions, ranked by confidence. Both find 2 of the 4, so both have precision 2/10 = 0.2 and recall 2/4 = 0.5. Are they equally useful to a curator who reads the list from the top?',
      'AUC iP/R says no. Walk down a list; after each correct hit, note the precision so far. Then interpolate: at every recall level keep the best precision reached at that recall or later. The score is the area under this staircase, with recall on the horizontal axis: each correct hit adds a step 1/4 wide.',
      'System A has a hit at rank 1 (precision 1/1) and the other only at rank 10 (precision 2/10): area = 1/4 × (1 + 0.2) = 0.30. System B has hits at ranks 2 and 3 (precision 1/2, then 2/3; interpolation lifts the first step to 2/3 because a later point is better): area = 1/4 × (2/3 + 2/3) = 0.33. The shaded area in the chart is exactly the score; hover it to read each step.',
      'Recall that never comes counts for nothing: the two gold accessions no system found leave the right half of the chart empty.',
      'With a single article there is nothing to resample, so the two systems are shown side by side and not compared: whether a difference in AUC iP/R is real takes many articles, as in “Compare runs (BC II.5)”.',
    ],
    files: {
      gold: [{ name: 'gold.tsv', text: tsv(SEED_GOLD.map((accession) => [ARTICLE, accession])) }],
      run: [
        { name: 'system-A.tsv', text: seedRun([1, 10]) },
        { name: 'system-B.tsv', text: seedRun([2, 3]) },
      ],
    },
    options: {},
    // One article: a comparison's intervals and p-value would say nothing.
    compare: false,
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
      gold: [
        {
          name: 'int-gold.tsv',
          text: tsv([
            [D1, 'P04637'],
            [D1, 'Q00987'],
            [D1, 'P38936'],
            [D2, 'O15151'],
            [D3, 'P62993'],
            [D3, 'P00533'],
          ]),
        },
      ],
      run: [
        {
          name: 'int-run.tsv',
          text: tsv([
            [D1, 'P04637', 1, 0.9],
            [D1, 'P31749', 2, 0.8],
            [D1, 'P38936', 3, 0.7],
            [D1, 'P42345', 4, 0.6],
            [D2, 'Q9Y243', 1, 0.9],
            [D2, 'O15151', 2, 0.5],
            [D4, 'P60484', 1, 0.9],
          ]),
        },
      ],
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
      gold: [
        {
          name: 'ipt-gold.tsv',
          text: tsv([
            [D1, 'P04637', 'Q00987'],
            [D1, 'P38936', 'O15151'],
            [D2, 'P62993', 'P00533'],
          ]),
        },
      ],
      run: [
        {
          name: 'ipt-run.tsv',
          text: tsv([
            [D1, 'O15151', 'P38936', 1, 0.9],
            [D1, 'P04637', 'P38936', 2, 0.8],
            [D1, 'Q00987', 'P04637', 3, 0.7],
            [D2, 'P00533', 'P31749', 1, 0.9],
            [D2, 'P00533', 'P62993', 2, 0.8],
          ]),
        },
      ],
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
      gold: [
        {
          name: 'act-gold.tsv',
          text: tsv([
            ['a1', 1],
            ['a2', 0],
            ['a3', 1],
            ['a4', 0],
            ['a5', 1],
            ['a6', 0],
          ]),
        },
      ],
      run: [
        {
          name: 'act-run.tsv',
          text: tsv([
            ['a1', 1, 1, 0.9],
            ['a2', 1, 2, 0.8],
            ['a3', 0, 3, 0.4],
            ['a4', 0, 2, 0.6],
            ['a5', 1, 3, 0.7],
            ['a6', 0, 1, 0.95],
            ['a9', 1, 4, 0.5],
          ]),
        },
      ],
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
      gold: [
        {
          name: 'int-gold.tsv',
          text: tsv([
            [D1, 'P04637'],
            [D1, 'Q00987'],
            [D2, 'O15151'],
          ]),
        },
      ],
      run: [
        {
          name: 'broken-run.tsv',
          text: `${D1}\tP04637\t1\t0.9\n${D1}\tQ00987\t3\t0.8\n${D1}\tP04637\t4\t0.7\n${D2} O15151 1 0.9\n${D2}\tO15151\tfirst\t0.9\n\n${D2}\tO15151\t1\t0\n`,
        },
      ],
    },
    options: {},
  },
  {
    id: 'check-bc25',
    task: 'bc25.int',
    mode: 'validate',
    // What the check must find: the tests read it from here.
    expect: { code: 'document-not-in-test-set' },
    title: 'Check before submitting (BC II.5): the released article list, no gold',
    explanation: [
      'Before the answers are out, participants hold the list of test articles the organizers released. Given it in place of the gold, “Check format only” applies every rule that needs no answers: the format, the ranks and the confidences, and whether each article belongs to the test set.',
      'This run ranks accessions for an article of the development set (…2008.03.005), a classic slip when the test and development outputs share a folder: an error, since the organizers would score none of it. One test article has no line at all: a warning with the count. The report lists the rules checked and, below them, those that need the gold.',
    ],
    files: {
      input: [{ name: 'test-articles.txt', text: [D1, D2, D3].join('\n') + '\n' }],
      run: [
        {
          name: 'int-run.tsv',
          text: tsv([
            [D1, 'P04637', 1, 0.9],
            [D1, 'P31749', 2, 0.8],
            [D2, 'O15151', 1, 0.7],
            [D4, 'P60484', 1, 0.9],
          ]),
        },
      ],
    },
    options: {},
  },
  {
    id: 'compare-bc25',
    task: 'bc25.int',
    title: 'Compare runs (BC II.5): which difference in AUC iP/R is real?',
    explanation: compareExplanation(
      'Sixty articles, four gold interactors each, and three systems that rank ten UniProt accessions per article. The unit of resampling is the article: a bootstrap sample draws 60 articles with replacement and recomputes micro AUC iP/R on them.',
    ),
    files: bc25Compare(),
    options: {},
  },
];
