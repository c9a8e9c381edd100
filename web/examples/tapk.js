// The TAP-k examples (tapk): E-value lists that show why TAP-k cuts every query at one common
// threshold, a list out of order, and a comparison of three search tools.
import { compareExplanation, runFiles, seeded, threeSystems } from './common.js';

// TAP-k: 50 queries, 6 relevant records each; a list holds the relevant records a system finds
// among 20 irrelevant ones, the found ones ranked higher the better the system, on one E-value scale.
const TAPK_QUERIES = 50;

function tapkCompare() {
  const random = seeded(2);
  const draw = (unit, skill) => {
    const relevant = Array.from({ length: 6 }, () => random())
      .filter((r) => r < skill)
      .map(() => ({ relevance: 1, key: random() * 2 * (1 - skill) }));
    const irrelevant = Array.from({ length: 20 }, () => ({ relevance: 0, key: random() }));
    return [...relevant, ...irrelevant].sort((x, y) => x.key - y.key).map((record) => record.relevance);
  };
  const systems = threeSystems(TAPK_QUERIES, random, draw);
  const evalue = (rank) => (10 ** (-30 + 1.3 * rank)).toExponential(2);
  const text = (lists) =>
    lists
      .map(
        (list, unit) =>
          `Q${String(unit + 1).padStart(2, '0')}\n6\n${list.map((relevance, rank) => `${relevance}\t${evalue(rank)}\n`).join('')}`,
      )
      .join('\n');
  // A run of TAP-k is read from several files concatenated: each system is a folder of its own.
  return {
    run: runFiles(systems, '', text).map((run) => ({ name: run.name, files: [{ name: 'lists.txt', text: run.text }] })),
  };
}

export default [
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
      run: [
        {
          name: 'evalue-lists.txt',
          text: [
            'Q1\n3\n1\t1e-50\n1\t1e-30\n0\t1e-8\n1\t0.002\n0\t0.01\n0\t0.5\n0\t2.0\n',
            'Q2\n2\n0\t1e-20\n1\t1e-12\n0\t0.001\n0\t0.03\n0\t0.4\n1\t3.5\n',
            'Q3\n1\n1\t1e-4\n0\t0.02\n0\t0.09\n0\t1.2\n',
            'Q4\n2\n0\t1e-6\n0\t1e-5\n1\t0.07\n0\t0.3\n0\t0.8\n1\t5.0\n',
          ].join('\n'),
        },
      ],
    },
    options: { k: [1, 2] },
  },
  {
    id: 'check-tapk',
    task: 'tapk',
    mode: 'validate',
    // What the check must find: the tests read it from here.
    expect: { code: 'order-conflict' },
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
    id: 'compare-tapk',
    task: 'tapk',
    title: 'Compare runs (TAP-k): which difference in mean TAP is real?',
    explanation: compareExplanation(
      'Fifty queries, six relevant records each, and three search tools whose lists share one E-value scale. The unit of resampling is the query; the threshold E0 is found again on every sample, as TAP-k finds it on the whole run.',
    ),
    files: tapkCompare(),
    options: {},
  },
];
