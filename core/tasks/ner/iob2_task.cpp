// ner.iob2: token files with entity tags, scored under every criterion, and as evalIOB2.pl and
// conlleval score them.
#include <algorithm>
#include <array>

#include "base/background.hpp"
#include "base/hot_loop.hpp"
#include "io/fields.hpp"
#include "framework/options.hpp"
#include "framework/scratch_evaluation.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/layouts.hpp"
#include "tasks/ner/merge.hpp"
#include "tasks/ner/ner_report.hpp"
#include "tasks/ner/ner_tasks.hpp"
#include "tasks/ner/reference_scorers.hpp"
#include "tasks/ner/task_documents.hpp"
#include "tasks/ner/token_files.hpp"
#include "tasks/ner/units.hpp"

namespace bioeval::ner {
namespace {

Scheme scheme_option(const Json& options) {
  return scheme_named(options.at("scheme").get<std::string>()).value_or(Scheme::iob2);
}

// A tag as the sniffer sees it: "O", or a letter, '-' and a class.
bool looks_like_tag(std::string_view field) {
  return field == "O" ||
         (field.size() > 2 && field[1] == '-' && field[0] >= 'A' && field[0] <= 'Z');
}

struct TaggedSide {
  const TokenColumn& tags;
  const TokenLines& lines;
  std::string_view role;
  std::string_view file;
  std::string_view column = {};  // "gold" or "run" when one file holds both tags
};

// Decodes the entities of one side, sentence by sentence; scheme breaks are warnings at their
// line.
class EntityDecoder {
 public:
  EntityDecoder(const TaggedCorpus& corpus, const TaggedSide& side,
                const std::vector<std::uint32_t>& merged, Diagnostics& diagnostics)
      : corpus_(corpus), side_(side), merged_(merged), diagnostics_(diagnostics) {}

  Entities decode() {
    // Each entity has a tag other than O (id 0): room for as many, never moved.
    std::size_t tagged = 0;
    for (std::size_t from = 0; from < side_.tags.size(); from += kCountBlock) {
      tagged += tagged_in(from, std::min(side_.tags.size(), from + kCountBlock));
    }
    out_.reserve(tagged);
    for (std::uint32_t s = 0; s < corpus_.sentences.size(); ++s) sentence(s);
    return std::move(out_);
  }

 private:
  // A call per sentence (hot_loop.hpp).
  BIOEVAL_OUT_OF_LINE void sentence(std::uint32_t s) {
    const Sentence& sentence = corpus_.sentences[s];
    found_.clear();
    issues_.clear();
    decode_entities(corpus_.tags, side_.tags.data() + sentence.begin, sentence.end - sentence.begin,
                    found_, &issues_);
    for (const TaggedEntity& e : found_) {
      out_.push_back({sentence.begin + e.first, sentence.begin + e.last,
                      merged_.empty() ? e.type : merged_[e.type], s,
                      side_.lines.at(sentence.begin + e.first, entity_run_)});
    }
    for (const SequenceIssue& issue : issues_) {
      const std::uint32_t line = side_.lines.at(sentence.begin + issue.position, issue_run_);
      if (line == 0) continue;  // a token the run lacks
      const std::string whose =
          corpus_.single_file ? "the " + std::string(side_.column) + " tag " : std::string();
      diagnostics_.warning("tag-sequence", Location{side_.role, side_.file, line, 0, {}},
                           whose + issue.message);
    }
  }

  // Tokens [from, to) with a tag other than O; a block per call, as sentence().
  static constexpr std::size_t kCountBlock = 1 << 16;
  BIOEVAL_OUT_OF_LINE std::size_t tagged_in(std::size_t from, std::size_t to) const {
    std::size_t count = 0;
    for (std::size_t i = from; i < to; ++i) count += side_.tags[i] != 0;
    return count;
  }

  const TaggedCorpus& corpus_;
  const TaggedSide& side_;
  const std::vector<std::uint32_t>& merged_;
  Diagnostics& diagnostics_;
  Entities out_;
  std::vector<TaggedEntity> found_;
  std::vector<SequenceIssue> issues_;
  std::size_t entity_run_ = 0, issue_run_ = 0;  // places in side.lines: tokens come in order
};

Entities entities_of(const TaggedCorpus& corpus, const TaggedSide& side,
                     const std::vector<std::uint32_t>& merged, Diagnostics& diagnostics) {
  return EntityDecoder(corpus, side, merged, diagnostics).decode();
}

// Sentences of the gold evalIOB2.pl does not see as the criteria do: it scores only what a blank
// line ends. Out of line, as every loop over the sentences (hot_loop.hpp): inlined, its loop
// would make the engine compile all of evaluate() again.
BIOEVAL_OUT_OF_LINE void warn_gold_unterminated(const TaggedCorpus& corpus, const TaggedSide& gold,
                                                Diagnostics& diagnostics) {
  const std::size_t count = corpus.sentences.size();
  for (std::size_t s = 0; s < count; ++s) {
    const Sentence& sentence = corpus.sentences[s];
    if (sentence.terminated) continue;
    const std::string from = std::to_string(corpus.gold_lines[sentence.begin]);
    diagnostics.warning(
        "sentence-unterminated",
        Location{gold.role, gold.file, corpus.gold_lines[sentence.end - 1], 0, {}},
        s + 1 < count ? "the sentence from line " + from +
                            " is not followed by a blank line before ###MEDLINE: evalIOB2.pl "
                            "reads it as one sentence with the next, and so do the jnlpba.* "
                            "measures"
                      : "the last sentence (from line " + from +
                            ") is not followed by a blank line: evalIOB2.pl leaves it out, and so "
                            "do the jnlpba.* measures; the other measures count it");
  }
}

// A run file whose last sentence lacks the blank line the gold's (or the test input's, named by
// `reference`) has: evalIOB2.pl rejects it.
void warn_run_unterminated(const TaggedCorpus& corpus, std::string_view run_file,
                           std::string_view reference, Diagnostics& diagnostics) {
  const std::size_t count = corpus.sentences.size();
  const std::uint32_t last = count ? corpus.run_lines[corpus.sentences.back().end - 1] : 0;
  if (!corpus.single_file && last != 0 && corpus.sentences.back().terminated &&
      !corpus.run_terminated) {
    diagnostics.warning("sentence-unterminated", Location{"run", run_file, last, 0, {}},
                        "the run's last sentence is not followed by a blank line, the " +
                            std::string(reference) +
                            "'s is: evalIOB2.pl stops with 'insufficient answers.' on such a run");
  }
}

// The first place where conlleval, which knows only the prefixes B, I, E and O, reads a phrase
// on where the scheme ends an entity: after S-, U- or L-, and at E- before B- or S-, when the
// next tag has the same class.
void warn_conlleval_prefixes(const TaggedCorpus& corpus, const TaggedSide& side,
                             Diagnostics& diagnostics) {
  for (const Sentence& sentence : corpus.sentences) {
    for (std::uint32_t i = sentence.begin + 1; i < sentence.end; ++i) {
      const TagInfo& previous = corpus.tags[side.tags[i - 1]];
      const TagInfo& tag = corpus.tags[side.tags[i]];
      if (previous.prefix == 'O' || tag.prefix == 'O' || previous.type != tag.type) continue;
      const bool closed = previous.prefix == 'S' || previous.prefix == 'U' ||
                          previous.prefix == 'L' ||
                          (previous.prefix == 'E' && (tag.prefix == 'B' || tag.prefix == 'S'));
      if (!closed) continue;
      diagnostics.warning("conlleval-prefix", Location{side.role, side.file, side.lines[i], 0, {}},
                          "conlleval reads " + quoted(previous.text) + " " + quoted(tag.text) +
                              " (lines " + std::to_string(side.lines[i - 1]) + "–" +
                              std::to_string(side.lines[i]) +
                              ") as one phrase: it knows no S-, U- or L- tags and ends no phrase "
                              "at E- before B- or S-; the conlleval.* measures follow it, the "
                              "criteria read two entities");
      return;
    }
  }
}

// An entity for the error list: its tokens, and up to eight tokens on each side.
void view_of(const TaggedCorpus& corpus, SentenceTokens& tokens, const Entity& entity,
             bool with_context, EntityView& view) {
  const Sentence& sentence = corpus.sentences[entity.sentence];
  const std::uint32_t s = entity.sentence;
  const std::uint32_t first = entity.first;
  const std::uint32_t end = entity.last + 1;
  view.sentence = std::to_string(entity.sentence + 1);
  view.text = tokens.tokens(s, first, end);
  std::vector<std::string_view>& context = view.context;
  context.clear();
  if (!with_context) return;
  const std::uint32_t from = first > sentence.begin + 8 ? first - 8 : sentence.begin;
  const std::uint32_t to = std::min(end + 8, sentence.end);
  if (from > sentence.begin) context.push_back("… ");
  if (from < first) context.insert(context.end(), {tokens.tokens(s, from, first), " "});
  context.insert(context.end(), {"[", view.text, "]"});
  if (end < to) context.insert(context.end(), {" ", tokens.tokens(s, end, to)});
  if (to < sentence.end) context.push_back(" …");
}

struct ReferenceScores {
  JnlpbaScore jnlpba;
  ConllevalScore conlleval;
};

// What evalIOB2.pl prints of one class (or of [-ALL-]) under each kind of match: the count, then
// recall, precision and F1 (`prefix` + kind + `.tp` and so on).
void report_jnlpba_kinds(const std::string& prefix, const JnlpbaCounts& c, Result& result) {
  const std::array<std::pair<std::string_view, std::uint64_t>, 3> kinds = {
      {{"complete", c.complete}, {"right", c.right}, {"left", c.left}}};
  for (const auto& [kind, count] : kinds) {
    const JnlpbaRatios r = jnlpba_ratios(count, c.reference, c.answer);
    const std::string name = prefix + std::string(kind);
    result.metric(name + ".tp", static_cast<double>(count));
    result.metric(name + ".precision", r.precision);
    result.metric(name + ".recall", r.recall);
    result.metric(name + ".f1", r.f1);
  }
}

void report_jnlpba(const JnlpbaScore& score, Result& result) {
  Table table{"jnlpba",
              "evalIOB2.pl (JNLPBA 2004): entities per class and matches of each kind",
              {"class", "reference", "answer", "complete", "right", "left", "complete f1",
               "right f1", "left f1"}};
  std::vector<std::string_view> names(kJnlpbaClasses.begin(), kJnlpbaClasses.end());
  names.push_back(kJnlpbaAll);
  for (const std::string_view name : names) {
    const JnlpbaCounts& c = score.of(name);
    table.rows.push_back({std::string(name), c.reference, c.answer, c.complete, c.right, c.left,
                          jnlpba_ratios(c.complete, c.reference, c.answer).f1,
                          jnlpba_ratios(c.right, c.reference, c.answer).f1,
                          jnlpba_ratios(c.left, c.reference, c.answer).f1});
  }
  result.metric("jnlpba.ref", static_cast<double>(score.all.reference));
  report_jnlpba_kinds("jnlpba.", score.all, result);
  for (const std::string_view name : kJnlpbaClasses) {
    const JnlpbaCounts& c = score.of(name);
    const std::string prefix = "jnlpba." + std::string(name) + ".";
    result.metric(prefix + "ref", static_cast<double>(c.reference));
    report_jnlpba_kinds(prefix, c, result);
  }
  result.tables.push_back(std::move(table));
}

void report_conlleval(const ConllevalScore& score, Result& result) {
  const ConllevalRatios total = conlleval_ratios(score.total);
  result.metric("conlleval.tokens", static_cast<double>(score.tokens));
  result.metric("conlleval.phrases", static_cast<double>(score.total.gold));
  result.metric("conlleval.found", static_cast<double>(score.total.guessed));
  result.metric("conlleval.correct", static_cast<double>(score.total.correct));
  result.metric("conlleval.accuracy", score.tokens == 0 ? 0.0
                                                        : static_cast<double>(score.correct_tags) /
                                                              static_cast<double>(score.tokens));
  result.metric("conlleval.precision", total.precision);
  result.metric("conlleval.recall", total.recall);
  result.metric("conlleval.f1", total.f1);
  Table table{"conlleval",
              "conlleval (CoNLL 2004-01-26): phrases per type",
              {"type", "gold", "found", "correct", "precision", "recall", "f1"}};
  for (const auto& [type, counts] : score.types) {
    const ConllevalRatios r = conlleval_ratios(counts);
    // conlleval's line per type: precision, recall, FB1 and the phrases found of the type.
    const std::string prefix = "conlleval." + type + ".";
    result.metric(prefix + "precision", r.precision);
    result.metric(prefix + "recall", r.recall);
    result.metric(prefix + "f1", r.f1);
    result.metric(prefix + "found", static_cast<double>(counts.guessed));
    table.rows.push_back(
        {type, counts.gold, counts.guessed, counts.correct, r.precision, r.recall, r.f1});
  }
  result.tables.push_back(std::move(table));
}

// How well a file's head fits the released test tokens: a token a line, or a token and one field
// that is no tag (a part of speech), and a blank or ###MEDLINE line between sentences; a list of
// ids (no sentence break) or prose (more words a line) does not fit.
double untagged_tokens_fit(std::string_view head) {
  const auto last_newline = head.rfind('\n');
  if (last_newline != std::string_view::npos) head = head.substr(0, last_newline + 1);
  LineReader lines(head);
  Line line;
  std::array<std::string_view, 3> fields;
  std::size_t seen = 0, untagged = 0;
  bool tokens_before = false, sentence_break = false;
  while (seen < 200 && lines.next(line)) {
    if (is_blank(line.text) || line.text.rfind("###MEDLINE:", 0) == 0) {
      sentence_break = sentence_break || tokens_before;
      continue;
    }
    ++seen;
    tokens_before = true;
    const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
    untagged += count == 1 || (count == 2 && !looks_like_tag(fields[1]));
  }
  return sentence_break && untagged * 10 >= seen * 9 ? 0.9 : 0;
}

// The files the tokens and tags come from.
struct TokenSources {
  std::string_view gold_role;  // "gold", "input" (the released test input), or "run" (both tags)
  const InputFile& gold_file;
  const InputFile& run_file;
};

// Reads the gold (or the test input, or the run holding both tags) and the run into `corpus`.
TokenSources read_corpus(Evaluation& evaluation, TaggedCorpus& corpus) {
  TokenReader reader(corpus, evaluation.diagnostics());
  const bool against_input = evaluation.against_input();
  const std::string_view gold_role = evaluation.has("gold") ? "gold"
                                     : against_input        ? "input"
                                                            : "run";
  const bool separate = gold_role != "run";
  const InputFile& run_file = evaluation.inputs.at("run").front();
  const InputFile& gold_file =
      separate ? evaluation.inputs.at(std::string(gold_role)).front() : run_file;
  corpus.reserve(evaluation.scans.at(&gold_file).lines);
  if (against_input) {
    const SingleInput input = evaluation.single("input");
    const SingleInput run = evaluation.single("run");
    reader.read_input_and_run(input.text, run.text, input.progress, run.progress);
  } else if (separate) {
    const SingleInput gold = evaluation.single("gold");
    const SingleInput run = evaluation.single("run");
    reader.read_gold_and_run(gold.text, run.text, gold.progress, run.progress);
  } else {
    // The file holds the gold tags too: empty, it is an empty gold.
    const SingleInput both = evaluation.single("run", Emptiness::rejected);
    reader.read_both(both.text, both.progress);
  }
  return {gold_role, gold_file, run_file};
}

// The entities of both sides, classes merged, as evaluate() decodes them.
struct CorpusEntities {
  TypeTable merged_types;
  Entities gold, predicted;
};

// Reads a submission into `corpus` and decodes its entities.
void read_entities(Evaluation& evaluation, const ClassMerge& merge, TaggedCorpus& corpus,
                   CorpusEntities& out) {
  const TokenSources sources = read_corpus(evaluation, corpus);
  const std::vector<std::uint32_t> merged = merge_types(corpus.types, merge, out.merged_types);
  const TaggedSide gold_side{corpus.gold_tags, corpus.gold_lines, sources.gold_role,
                             sources.gold_file.name, "gold"};
  const TaggedSide run_side{corpus.run_tags, corpus.run_lines, "run", sources.run_file.name, "run"};
  Diagnostics& diagnostics = evaluation.diagnostics();
  out.gold = entities_of(corpus, gold_side, merged, diagnostics);
  out.predicted = entities_of(corpus, run_side, merged, diagnostics);
}

ClassMerge merge_option(const Json& options) {
  return parse_merge(options.at("merge").get<std::string>(), options.at("ignore_type").get<bool>());
}

// One submission's counts per unit, read and matched as evaluate() reads and matches them.
UnitCounts submission_unit_counts(Evaluation& evaluation, const ClassMerge& merge) {
  TaggedCorpus corpus(scheme_option(evaluation.options));
  CorpusEntities entities;
  read_entities(evaluation, merge, corpus, entities);
  return iob2_unit_counts(corpus, entities.gold, entities.predicted, entities.merged_types.size());
}

}  // namespace

Iob2Task::Iob2Task() {
  spec_.id = "ner.iob2";
  spec_.group_label = "Biomedical NER";
  spec_.title = "Named entities in token files (IOB2, IOB1, IOBES, BILOU; JNLPBA, CoNLL)";
  spec_.summary =
      "Every matching criterion of Tsai et al. (2006) side by side, from exact to partial and "
      "fragment, with the numbers JNLPBA's evalIOB2.pl and CoNLL's conlleval print.";
  spec_.reference = "evalIOB2.pl 2004.10.14 (JNLPBA), conlleval 2004-01-26 (CoNLL)";
  spec_.roles = {
      {"gold", "ner-tokens",
       "one token per line with its tag last (TAB or spaces), a blank line after each sentence; "
       "without a gold, the run holds both tags as its last two fields (conlleval layout)",
       false, false},
      {"run", "ner-tokens",
       "the gold's tokens in the same order and sentences, each with the predicted tag last", true,
       false},
      {"input",
       "ner-tokens-untagged",
       "the released test tokens, without tags: one token per line (other fields ignored), a "
       "blank line after each sentence; checks a run before the gold is out",
       false,
       false,
       {"input", "untagged", "raw"},
       "gold"}};
  spec_.checks = {
      {"the run is UTF-8 text without NUL bytes; empty, it tagged nothing (a run in the conlleval "
       "layout carries the gold and may not be empty)",
       {"invalid-utf8", "nul-byte", "run-empty", "input-empty"},
       Needs::run_only},
      {"each token line has the token and its tag last (the gold tag and the run tag in the "
       "conlleval layout)",
       {"fields-missing"},
       Needs::run_only},
      {"every tag is O or a prefix of the scheme and a class", {"tag-invalid"}, Needs::run_only},
      {"tags follow the scheme's order (under IOB2, I-X continues B-X or I-X)",
       {"tag-sequence"},
       Needs::run_only},
      {"no S-, L- or U- tags, which conlleval does not know (IOBES, BILOU)",
       {"conlleval-prefix"},
       Needs::run_only},
      {"the run has the test set's tokens in their order",
       {"token-mismatch"},
       Needs::input_or_gold},
      {"the run breaks sentences where the test set does",
       {"sentence-mismatch"},
       Needs::input_or_gold},
      {"the run has as many tokens as the test set",
       {"token-count-mismatch"},
       Needs::input_or_gold},
      {"a blank line ends the run's last sentence when it ends the test set's (evalIOB2.pl needs "
       "it; in the conlleval layout, every sentence)",
       {"sentence-unterminated"},
       Needs::input_or_gold}};
  spec_.options = {
      OptionSpec("scheme", OptionType::choice, "iob2",
                 "how tags spell entities: iob2 (B- starts one), iob1, iobes or bilou")
          .one_of({"iob2", "iob1", "iobes", "bilou"}),
      OptionSpec("merge", OptionType::text, "",
                 "classes merged before matching, e.g. 'protein,DNA,RNA=macromolecule; "
                 "cell_line,cell_type=cell', or a preset: bc2gm, tsai-relaxed"),
      OptionSpec("ignore_type", OptionType::boolean, false,
                 "match entities whatever their class (uncategorized)")};
  spec_.diagnostics = run_text_diagnostic_codes();
  for (const auto& code : TokenReader::diagnostic_codes()) spec_.diagnostics.push_back(code);
  spec_.diagnostics.insert(spec_.diagnostics.end(),
                           {"tag-sequence", "sentence-unterminated", "conlleval-prefix"});
  spec_.metrics = criterion_metrics(
      {kCriterionNames.begin(), kCriterionNames.end()}, [](std::string_view c) -> std::string {
        return c == "fragment" ? "tokens inside a gold and a predicted entity of the same class"
                               : "gold entities paired one to one with a compatible prediction";
      });
  spec_.metrics.insert(
      spec_.metrics.end(),
      {{"jnlpba.<kind>.tp", "evalIOB2.pl's [-ALL-] count of complete, right or left matches"},
       {"jnlpba.<kind>.precision", "count / answer entities, as evalIOB2.pl (may exceed 1)"},
       {"jnlpba.<kind>.recall", "count / reference entities, as evalIOB2.pl"},
       {"jnlpba.<kind>.f1", "2PR / (P + R), as evalIOB2.pl"},
       {"jnlpba.ref", "reference entities of the five classes, as evalIOB2.pl counts them"},
       {"jnlpba.<class>.ref", "reference entities of one of evalIOB2.pl's five classes"},
       {"jnlpba.<class>.<kind>.tp",
        "evalIOB2.pl's count of one class's complete, right or left "
        "matches"},
       {"jnlpba.<class>.<kind>.precision",
        "count / answer entities of one class, as evalIOB2.pl (may exceed 1)"},
       {"jnlpba.<class>.<kind>.recall", "count / reference entities of one class, as evalIOB2.pl"},
       {"jnlpba.<class>.<kind>.f1", "evalIOB2.pl's F1 for one of its five classes"},
       {"conlleval.tokens", "tokens conlleval counts"},
       {"conlleval.phrases", "phrases in the gold, as conlleval finds them"},
       {"conlleval.found", "phrases in the run"},
       {"conlleval.correct", "phrases with the gold's boundaries and type"},
       {"conlleval.accuracy", "tokens whose two tags agree / tokens"},
       {"conlleval.precision", "correct / found"},
       {"conlleval.recall", "correct / phrases"},
       {"conlleval.f1", "2PR / (P + R)"},
       {"conlleval.<type>.precision", "correct / found phrases of one type, as conlleval"},
       {"conlleval.<type>.recall", "correct / gold phrases of one type, as conlleval"},
       {"conlleval.<type>.f1", "conlleval's FB1 for one type, as a fraction"},
       {"conlleval.<type>.found", "phrases of one type in the run, as conlleval prints last"}});
  spec_.main_metric = "exact.f1";
  spec_.layouts = {"jnlpba", "conlleval"};
}

double Iob2Task::sniff(std::string_view role, const FileHead& file) const {
  std::string_view head = file.head;
  if (role == "input") return untagged_tokens_fit(head);
  if (role != "gold" && role != "run") return 0;
  const auto last_newline = head.rfind('\n');
  if (last_newline != std::string_view::npos) head = head.substr(0, last_newline + 1);
  LineReader lines(head);
  Line line;
  std::array<std::string_view, 16> fields;
  std::size_t seen = 0, tagged = 0, both = 0;
  while (seen < 40 && lines.next(line)) {
    if (line.text.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    if (line.text.rfind("###MEDLINE:", 0) == 0) continue;
    ++seen;
    const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
    if (count < 2 || count > fields.size() || !looks_like_tag(fields[count - 1])) continue;
    ++tagged;
    if (count >= 3 && looks_like_tag(fields[count - 2])) ++both;
  }
  if (seen == 0 || tagged * 10 < seen * 9) return 0;
  const bool two_tags = both == tagged;
  if (role == "run") return 0.99;
  return two_tags ? 0.5 : 0.99;
}

void Iob2Task::evaluate(Evaluation& evaluation) const {
  const Json& options = evaluation.options;
  const ClassMerge merge = merge_option(options);
  Diagnostics& diagnostics = evaluation.diagnostics();
  TaggedCorpus corpus(scheme_option(options));
  const bool against_input = evaluation.against_input();
  if (evaluation.has("gold") && evaluation.has("input")) {
    evaluation.result.note("input-unread",
                           "the gold and the test input were both given: the run is compared "
                           "with the gold, the test input is not read");
  }
  const TokenSources sources = read_corpus(evaluation, corpus);
  const std::string_view gold_role = sources.gold_role;
  const InputFile& run_file = sources.run_file;
  const InputFile& gold_file = sources.gold_file;
  // evalIOB2.pl's and conlleval's numbers read only the tags: natively on another thread while
  // the entities are decoded and matched (nothing writes the corpus before get(); declared after
  // it, `reference` waits for the work before the corpus goes, should anything throw).
  Background<ReferenceScores> reference;
  if (evaluation.may_score()) {
    reference = Background<ReferenceScores>([&corpus] {
      return ReferenceScores{jnlpba_score(corpus), conlleval_score(corpus)};
    });
  }
  TypeTable merged_types;
  const std::vector<std::uint32_t> merged = merge_types(corpus.types, merge, merged_types);
  const TaggedSide gold_side{corpus.gold_tags, corpus.gold_lines, gold_role, gold_file.name,
                             "gold"};
  const TaggedSide run_side{corpus.run_tags, corpus.run_lines, "run", run_file.name, "run"};
  const Entities gold = entities_of(corpus, gold_side, merged, diagnostics);
  const Entities predicted = entities_of(corpus, run_side, merged, diagnostics);
  // The released input's own layout is no concern of the run's.
  if (!against_input) warn_gold_unterminated(corpus, gold_side, diagnostics);
  warn_run_unterminated(corpus, run_file.name, against_input ? "test input" : "gold", diagnostics);
  if (corpus.tags.scheme() == Scheme::iobes || corpus.tags.scheme() == Scheme::bilou) {
    if (!against_input) warn_conlleval_prefixes(corpus, gold_side, diagnostics);
    warn_conlleval_prefixes(corpus, run_side, diagnostics);
  }
  if (!evaluation.may_score()) return;
  if (corpus.tags.scheme() != Scheme::iob2) {
    evaluation.result.note(
        "jnlpba-scheme",
        "evalIOB2.pl reads its tags as IOB2: under the scheme " +
            std::string(scheme_name(corpus.tags.scheme())) +
            " its numbers (jnlpba.*) are what it would print, not a measure of these entities");
  }

  const CriteriaCounts counts = count_criteria(gold, predicted, merged_types.size());
  report_criteria(spectrum(counts), merged_types, evaluation.result);
  const ReferenceScores scores = reference.get();
  report_jnlpba(scores.jnlpba, evaluation.result);
  report_conlleval(scores.conlleval, evaluation.result);
  // The tags are read: the error list's text may take their memory (fresh memory costs a page
  // fault a page, and in the browser much more than the writing).
  corpus.release_tags();
  SentenceTokens tokens(corpus);  // the sentence of the last error, read once for its next ones
  report_errors(
      gold, predicted, counts, merged_types,
      [&](std::uint32_t index, bool is_gold, bool with_context, EntityView& view) {
        view_of(corpus, tokens, is_gold ? gold[index] : predicted[index], with_context, view);
      },
      evaluation.result);
}

std::unique_ptr<UnitScorer> Iob2Task::legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                                  const Json& options) const {
  const ClassMerge merge = merge_option(options);
  std::vector<UnitCounts> runs;
  for (const Inputs& inputs : submissions) {
    ScratchEvaluation quiet(spec_, inputs, options);
    // Against the released test input there is no gold to score against.
    if (quiet.get().against_input()) return nullptr;
    runs.push_back(submission_unit_counts(quiet.get(), merge));
  }
  return iob2_unit_scorer(std::move(runs));
}

std::unique_ptr<DocumentViews> Iob2Task::document_views(const Inputs& inputs,
                                                        const Json& options) const {
  const ClassMerge merge = merge_option(options);
  auto scratch = std::make_unique<ScratchEvaluation>(spec_, inputs, options);
  auto corpus = std::make_unique<TaggedCorpus>(scheme_option(options));
  CorpusEntities entities;
  read_entities(scratch->get(), merge, *corpus, entities);
  scratch->require_scorable();
  return iob2_document_views(std::move(scratch), std::move(corpus), std::move(entities.gold),
                             std::move(entities.predicted), entities.merged_types);
}

std::string Iob2Task::layout(std::string_view name, const Json& result) const {
  if (name == "jnlpba") return jnlpba_layout(result);
  if (name == "conlleval") return conlleval_layout(result);
  return Task::layout(name, result);
}

}  // namespace bioeval::ner
