// The Bacteria Biotope examples (bb3.*): how the pairing changes the slot error rate, a check
// before submitting, and a comparison of three Lives_In systems.
import { compareExplanation, pick, seeded, shuffled, threeSystems } from './common.js';

const BB3_TEXT = 'Helicobacter pylori lives in the human stomach.\n';

// BB3 event: 50 documents naming two bacteria and two habitats; each of the four pairs lives in
// with probability 0.5 (at least one per document). A system gets each pair right (said or not
// said) with its skill.
const BB3_DOCUMENTS = 50;
const BB3_BACTERIA = [
  'Escherichia coli',
  'Helicobacter pylori',
  'Listeria monocytogenes',
  'Staphylococcus aureus',
  'Bacillus subtilis',
  'Salmonella enterica',
];
const BB3_HABITATS = [
  'human stomach',
  'raw milk',
  'soil',
  'soft cheese',
  'gastric mucosa',
  'river water',
  'hospital ward',
  'chicken gut',
];
const BB3_CANDIDATES = [
  [0, 0],
  [0, 1],
  [1, 0],
  [1, 1],
]; // [bacterium, habitat]

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
  const a1 =
    `T1\tTitle 0 ${text.length}\t${text}\n` +
    entity(2, 'Bacteria', b1) +
    entity(3, 'Bacteria', b2) +
    entity(4, 'Habitat', h1) +
    entity(5, 'Habitat', h2);
  const relations = BB3_CANDIDATES.filter(() => random() < 0.5);
  return { text: `${text}\n`, a1, relations: relations.length ? relations : [pick(random, BB3_CANDIDATES)] };
}

const bb3Relations = (pairs) =>
  pairs.map(([b, h], i) => `R${i + 1}\tLives_In Bacteria:T${2 + b} Location:T${4 + h}\n`).join('');

function bb3Compare() {
  const random = seeded(5);
  const documents = Array.from({ length: BB3_DOCUMENTS }, () => bb3Document(random));
  const draw = (unit, skill) =>
    BB3_CANDIDATES.filter((pair) => documents[unit].relations.includes(pair) === random() < skill);
  const systems = threeSystems(BB3_DOCUMENTS, random, draw);
  const id = (unit) => `d${String(unit + 1).padStart(2, '0')}`;
  const gold = documents.flatMap((doc, unit) => [
    { name: `${id(unit)}.txt`, text: doc.text },
    { name: `${id(unit)}.a1`, text: doc.a1 },
    { name: `${id(unit)}.a2`, text: bb3Relations(doc.relations) },
  ]);
  // A BB3 run is a folder of .a2 files, one per document.
  return {
    gold: [{ name: 'compare-gold', files: gold }],
    run: Object.entries(systems).map(([name, units]) => ({
      name: `system-${name}`,
      files: units.map((pairs, unit) => ({ name: `${id(unit)}.a2`, text: bb3Relations(pairs) })),
    })),
  };
}

export default [
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
        {
          name: 'd.a2',
          text: 'T1\tBacteria 0 10\tHelicobact\nT2\tBacteria 8 16\tcter pyl\nN1\tNCBI_Taxonomy Annotation:T1 Referent:210\nN2\tNCBI_Taxonomy Annotation:T2 Referent:210\n',
        },
      ],
      run: [
        {
          name: 'd.a2',
          text: 'T1\tBacteria 2 12\tlicobacter\nT2\tBacteria 0 6\tHelico\nN1\tNCBI_Taxonomy Annotation:T1 Referent:210\nN2\tNCBI_Taxonomy Annotation:T2 Referent:210\n',
        },
      ],
      ontology: [{ name: 'habitats.tsv', text: 'OBT:000001\tOBT:000000\n' }],
    },
    options: { profile: 'official' },
  },
  {
    id: 'check-bb3',
    task: 'bb3.cat+ner',
    mode: 'validate',
    // What the check must find: the tests read it from here.
    expect: { code: 'referent-unknown' },
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
      run: [
        {
          name: 'd.a2',
          text: 'T1\tBacteria 0 19\tHelicobacter pylori\nT2\tHabitat 39 46\tstomach\nT3\tHabitat 33 52\thuman stomach\nN1\tNCBI_Taxonomy Annotation:T1 Referent:210\nN2\tOntoBiotope Annotation:T2 Referent:OBT:00001\nN3\tOntoBiotope Annotation:T3 Referent:OBT:000001\n',
        },
      ],
      ontology: [{ name: 'habitats.tsv', text: 'OBT:000001\tOBT:000000\n' }],
    },
    options: {},
  },
  {
    id: 'compare-bb3',
    task: 'bb3.event',
    title: 'Compare runs (Bacteria Biotope): which difference in Lives_In F1 is real?',
    explanation: compareExplanation(
      'Fifty documents, each naming two bacteria and two habitats (the given entities, .a1), and three systems that say which bacterium lives in which habitat (their .a2 folders). The unit of resampling is the document.',
    ),
    files: bb3Compare(),
    options: {},
  },
];
