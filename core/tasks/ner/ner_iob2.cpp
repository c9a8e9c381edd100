// ner.iob2: token files with entity tags, read once: matched under every criterion, scored as
// evalIOB2.pl and conlleval score them, and kept for the comparison's units and the documents.
#include <memory>
#include <string>
#include <utility>

#include "base/background.hpp"
#include "framework/options.hpp"
#include "tasks/ner/checks.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/entities.hpp"
#include "tasks/ner/layouts.hpp"
#include "tasks/ner/merge.hpp"
#include "tasks/ner/metrics.hpp"
#include "tasks/ner/ner_tasks.hpp"
#include "tasks/ner/read_tokens.hpp"
#include "tasks/ner/reference_scorers.hpp"
#include "tasks/ner/report.hpp"
#include "tasks/ner/sniff.hpp"
#include "tasks/ner/units.hpp"
#include "tasks/ner/views.hpp"

namespace bioeval::ner {
namespace {

Scheme scheme_option(const Json& options) {
  return scheme_named(options.at("scheme").get<std::string>()).value_or(Scheme::iob2);
}

ClassMerge merge_option(const Json& options) {
  return parse_merge(options.at("merge").get<std::string>(), options.at("ignore_type").get<bool>());
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

struct ReferenceScores {
  JnlpbaScore jnlpba;
  ConllevalScore conlleval;
};

// True when merging gives some class another name than it is written with.
bool renames(const TypeTable& types, const std::vector<std::uint32_t>& merged,
             const TypeTable& merged_types) {
  for (std::uint32_t t = 0; t < merged.size(); ++t) {
    if (merged_types.name(merged[t]) != types.name(t)) return true;
  }
  return false;
}

// A submission read once: its corpus, its entities and what the matching made of them. The
// reference scorers read the tags on another thread meanwhile; the result then releases them.
class Iob2Run final : public ScoredRun {
 public:
  // evalIOB2.pl's and conlleval's numbers read only the tags: natively on another thread from
  // now on, while the entities are decoded and matched (nothing writes the corpus before
  // report() gets them).
  explicit Iob2Run(std::unique_ptr<TaggedCorpus> corpus) : corpus_(std::move(corpus)) {
    // Room for their counts of each stretch (a few bytes), taken here: the units keep them, and
    // this thread frees them.
    const std::size_t room = 6 * corpus_->sentences.size() + 64;
    jnlpba_stretches_.reserve(room);
    conlleval_stretches_.reserve(room);
    reference_ = Background<ReferenceScores>([this] {
      const TaggedCorpus& read = *corpus_;
      return ReferenceScores{jnlpba_score(read, std::move(jnlpba_stretches_)),
                             conlleval_score(read, std::move(conlleval_stretches_))};
    });
  }

  const TaggedCorpus& corpus() const { return *corpus_; }
  void release_lines() { corpus_->release_lines(); }

  // The entities of both sides, classes merged into `merged_types`, matched under every
  // criterion; `written_*` as iob2_document_views takes them.
  void match(TypeTable merged_types, Entities gold, Entities predicted,
             std::vector<std::uint32_t> written_gold,
             std::vector<std::uint32_t> written_predicted) {
    merged_types_ = std::move(merged_types);
    gold_ = std::move(gold);
    predicted_ = std::move(predicted);
    written_gold_ = std::move(written_gold);
    written_predicted_ = std::move(written_predicted);
    builder_ = std::make_unique<Iob2UnitsBuilder>(*corpus_, merged_types_.size());
    pairs_ = match_criteria(
        gold_, predicted_, merged_types_.size(),
        [this](const std::vector<SentenceClassCounts>& part) { builder_->add(part); });
  }

  void report(Result& result) override {
    if (corpus_->tags.scheme() != Scheme::iob2) {
      result.note("jnlpba-scheme",
                  "evalIOB2.pl reads its tags as IOB2: under the scheme " +
                      std::string(scheme_name(corpus_->tags.scheme())) +
                      " its numbers (jnlpba.*) are what it would print, not a measure of these "
                      "entities");
    }
    {
      ReferenceScores reference = reference_.get();
      units_ = builder_->finish(reference.jnlpba, reference.conlleval);
      builder_.reset();
      const Iob2Sums sums = every_unit(*units_);
      report_iob2_scores(iob2_metrics(sums.totals, sums.classes), merged_types_, reference.jnlpba,
                         reference.conlleval, result);
    }
    // The tags are read: the error list's text may take their memory (fresh memory costs a page
    // fault a page, and in the browser much more than the writing).
    corpus_->release_tags();
    report_iob2_errors(*corpus_, gold_, predicted_, pairs_.exact(), merged_types_, result);
  }

  std::shared_ptr<const RunUnits> units() const override { return units_; }

  std::unique_ptr<DocumentViews> views() const override {
    return iob2_document_views(
        {*corpus_, merged_types_, gold_, predicted_, written_gold_, written_predicted_, pairs_});
  }

 private:
  std::unique_ptr<TaggedCorpus> corpus_;
  CountStream jnlpba_stretches_, conlleval_stretches_;  // until the reference scorers take them
  // Declared after what it reads: goes first, waiting for its work should report() never get it.
  Background<ReferenceScores> reference_;
  TypeTable merged_types_;
  Entities gold_, predicted_;
  std::vector<std::uint32_t> written_gold_, written_predicted_;
  CriteriaPairs pairs_;
  std::unique_ptr<Iob2UnitsBuilder> builder_;  // the units, as the matching counts them
  std::shared_ptr<const Iob2Units> units_;     // and once the reference scorers are done
};

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
  spec_.checks = iob2_checks();
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
      {{"jnlpba.<kind>.tp", "evalIOB2.pl's [-ALL-] count of complete, right or left matches",
        Better::neither},
       {"jnlpba.<kind>.precision", "count / answer entities, as evalIOB2.pl (may exceed 1)",
        Better::higher},
       {"jnlpba.<kind>.recall", "count / reference entities, as evalIOB2.pl", Better::higher},
       {"jnlpba.<kind>.f1", "2PR / (P + R), as evalIOB2.pl", Better::higher},
       {"jnlpba.ref", "reference entities of the five classes, as evalIOB2.pl counts them",
        Better::neither},
       {"jnlpba.<class>.ref", "reference entities of one of evalIOB2.pl's five classes",
        Better::neither},
       {"jnlpba.<class>.<kind>.tp",
        "evalIOB2.pl's count of one class's complete, right or left "
        "matches",
        Better::neither},
       {"jnlpba.<class>.<kind>.precision",
        "count / answer entities of one class, as evalIOB2.pl (may exceed 1)", Better::higher},
       {"jnlpba.<class>.<kind>.recall", "count / reference entities of one class, as evalIOB2.pl",
        Better::higher},
       {"jnlpba.<class>.<kind>.f1", "evalIOB2.pl's F1 for one of its five classes", Better::higher},
       {"conlleval.tokens", "tokens conlleval counts", Better::neither},
       {"conlleval.phrases", "phrases in the gold, as conlleval finds them", Better::neither},
       {"conlleval.found", "phrases in the run", Better::neither},
       {"conlleval.correct", "phrases with the gold's boundaries and type", Better::neither},
       {"conlleval.accuracy", "tokens whose two tags agree / tokens", Better::higher},
       {"conlleval.precision", "correct / found", Better::higher},
       {"conlleval.recall", "correct / phrases", Better::higher},
       {"conlleval.f1", "2PR / (P + R)", Better::higher},
       {"conlleval.<type>.precision", "correct / found phrases of one type, as conlleval",
        Better::higher},
       {"conlleval.<type>.recall", "correct / gold phrases of one type, as conlleval",
        Better::higher},
       {"conlleval.<type>.f1", "conlleval's FB1 for one type, as a fraction", Better::higher},
       {"conlleval.<type>.found", "phrases of one type in the run, as conlleval prints last",
        Better::neither}});
  // The headline is conlleval's overall FB1, which scores any tag set (evalIOB2.pl counts only
  // JNLPBA's five classes, which its own numbers follow); the criteria follow.
  spec_.main_metric = "conlleval.f1";
  spec_.layouts = {"jnlpba", "conlleval"};
}

double Iob2Task::sniff(std::string_view role, const FileHead& file) const {
  return iob2_sniff(role, file.head);
}

std::unique_ptr<ScoredRun> Iob2Task::read(Evaluation& evaluation) const {
  const Json& options = evaluation.options;
  const ClassMerge merge = merge_option(options);
  Diagnostics& diagnostics = evaluation.diagnostics();
  auto corpus = std::make_unique<TaggedCorpus>(scheme_option(options));
  const bool against_input = evaluation.against_input();
  if (evaluation.has("gold") && evaluation.has("input")) {
    evaluation.result.note("input-unread",
                           "the gold and the test input were both given: the run is compared "
                           "with the gold, the test input is not read");
  }
  const TokenSources sources = read_corpus(evaluation, *corpus);
  // Read: from here on the corpus is only read, and kept by the run when it is scored.
  std::unique_ptr<Iob2Run> run;
  if (evaluation.may_score()) run = std::make_unique<Iob2Run>(std::move(corpus));
  const TaggedCorpus& read = run ? run->corpus() : *corpus;
  const TaggedSide gold_side{read.gold_tags, read.gold_lines, sources.gold_role,
                             sources.gold_file.name, "gold"};
  const TaggedSide run_side{read.run_tags, read.run_lines, "run", sources.run_file.name, "run"};
  TypeTable merged_types;
  const std::vector<std::uint32_t> merged = merge_types(read.types, merge, merged_types);
  // The class as written, for the documents, only when merging renames one.
  const bool keep_written = renames(read.types, merged, merged_types);
  std::vector<std::uint32_t> written_gold, written_predicted;
  Entities gold =
      entities_of(read, gold_side, merged, diagnostics, keep_written ? &written_gold : nullptr);
  Entities predicted =
      entities_of(read, run_side, merged, diagnostics, keep_written ? &written_predicted : nullptr);
  // The released input's own layout is no concern of the run's.
  if (!against_input) warn_gold_unterminated(read, gold_side, diagnostics);
  warn_run_unterminated(read, sources.run_file.name, against_input ? "test input" : "gold",
                        diagnostics);
  if (read.tags.scheme() == Scheme::iobes || read.tags.scheme() == Scheme::bilou) {
    if (!against_input) warn_conlleval_prefixes(read, gold_side, diagnostics);
    warn_conlleval_prefixes(read, run_side, diagnostics);
  }
  if (!run) return nullptr;
  // The entities and messages have their lines: the reference scorers, reading the corpus
  // meanwhile, read none.
  run->release_lines();
  run->match(std::move(merged_types), std::move(gold), std::move(predicted),
             std::move(written_gold), std::move(written_predicted));
  return run;
}

std::unique_ptr<UnitScorer> Iob2Task::unit_scorer(
    const std::vector<std::shared_ptr<const RunUnits>>& runs, const Json& /*options*/) const {
  return iob2_unit_scorer(units_as<Iob2Units>(runs));
}

std::string Iob2Task::layout(std::string_view name, const Json& result) const {
  if (name == "jnlpba") return jnlpba_layout(result);
  if (name == "conlleval") return conlleval_layout(result);
  return Task::layout(name, result);
}

}  // namespace bioeval::ner
