// ner.bc2gm: BioCreative II gene mentions, read once: matched under every criterion on
// non-space character offsets, with alternatives, scored as alt_eval.perl scores them, and kept
// for the comparison's units and the documents.
#include <memory>
#include <utility>

#include "tasks/ner/alternatives.hpp"
#include "tasks/ner/checks.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/layouts.hpp"
#include "tasks/ner/metrics.hpp"
#include "tasks/ner/ner_tasks.hpp"
#include "tasks/ner/read_mentions.hpp"
#include "tasks/ner/report.hpp"
#include "tasks/ner/sniff.hpp"
#include "tasks/ner/text_patterns.hpp"
#include "tasks/ner/units.hpp"
#include "tasks/ner/views.hpp"

namespace bioeval::ner {
namespace {

Entities entities_of(const std::vector<Mention>& mentions) {
  Entities out;
  out.reserve(mentions.size());
  for (const Mention& m : mentions) out.push_back({m.start, m.end, 0, m.sentence, m.line});
  return out;
}

// Reads every input: the sentence file first, so that offsets can be checked against it.
void read_inputs(Evaluation& evaluation, MentionInputs& in) {
  MentionReader reader(in.sentences, evaluation.diagnostics());
  const auto read = [&](std::string_view role, std::vector<Mention>* out) {
    if (!evaluation.has(role)) return;
    const SingleInput input = evaluation.single(role);
    if (out == nullptr) {
      reader.read_sentences(input.text, input.progress);
      return;
    }
    reader.read_mentions(input.text, *out, input.progress);
    if (role != "altgene") reader.report_duplicates(input.text, *out);
  };
  read("sentences", nullptr);
  read("gold", &in.gold);
  read("altgene", &in.alternatives);
  read("run", &in.run);
  // What the caution about mention-text-differs counts over, and the pattern behind it.
  evaluation.cautions.items["mentions"] = in.run.size();
  if (const auto pattern = mention_text_pattern(in.sentences, reader.run_text_differs())) {
    evaluation.cautions.patterns["mention-text-differs"] = *pattern;
  }
}

// A submission read once: its mentions, and what the matchings and alt_eval.perl made of them.
class Bc2gmRun final : public ScoredRun {
 public:
  explicit Bc2gmRun(MentionInputs in)
      : in_(std::move(in)),
        gold_(entities_of(in_.gold)),
        predicted_(entities_of(in_.run)),
        alternatives_(alternatives_matching(in_.gold, in_.alternatives, in_.run)),
        alt_eval_(alt_eval_score(in_.gold, in_.alternatives, in_.run)) {
    Bc2gmUnitsBuilder units(in_);
    pairs_ = match_criteria(gold_, predicted_, 1,
                            [&](const std::vector<SentenceClassCounts>& part) { units.add(part); });
    units_ = units.finish(alternatives_, alt_eval_);
  }

  void report(Result& result) override {
    report_bc2gm_scores(bc2gm_metrics(every_unit(*units_)), in_, gold_, predicted_, alt_eval_,
                        result);
    report_bc2gm_errors(in_, gold_, predicted_, pairs_.exact(), result);
  }

  std::shared_ptr<const RunUnits> units() const override { return units_; }

  std::unique_ptr<DocumentViews> views() const override {
    return bc2gm_document_views({in_, gold_, predicted_, pairs_, alternatives_, alt_eval_});
  }

 private:
  MentionInputs in_;
  Entities gold_, predicted_;
  AlternativesMatching alternatives_;
  AltEvalScore alt_eval_;
  CriteriaPairs pairs_;
  std::shared_ptr<const Bc2gmUnits> units_;
};

}  // namespace

Bc2gmTask::Bc2gmTask() {
  spec_.id = "ner.bc2gm";
  spec_.group_label = "Biomedical NER";
  spec_.title = "BioCreative II gene mentions with alternatives (GENE.eval, ALTGENE.eval)";
  spec_.summary =
      "Every matching criterion on non-space character offsets, the alternatives criterion, "
      "and the numbers alt_eval.perl prints.";
  spec_.reference = "alt_eval.perl (BioCreative II GM)";
  spec_.roles = {
      {"gold",
       "bc2gm-mentions",
       "GENE.eval: 'sentence-id|start end|text', offsets counting non-space characters, end "
       "inclusive",
       true,
       false,
       {"gene"}},
      {"altgene",
       "bc2gm-mentions",
       "ALTGENE.eval: alternative spans, same layout",
       false,
       false,
       {"altgene", "alt"}},
      {"run", "bc2gm-mentions", "the system's mentions: 'sentence-id|start end' (text optional)",
       true, false},
      {"sentences",
       "bc2gm-sentences",
       "the sentences ('sentence-id text' per line, the released test.in), to check offsets and "
       "texts and show context; checks a run before the gold is out",
       false,
       false,
       {"in", "sentence*"},
       "gold",
       true}};
  spec_.checks = bc2gm_checks();
  // A mention whose offsets cover other text than it names is scored by its offsets: if the
  // text is what the system meant, the offsets miss it.
  spec_.costly_warnings = {
      {"mention-text-differs", "run", "mentions", "do not match their sentence text"}};
  spec_.diagnostics = run_text_diagnostic_codes();
  for (const auto& code : MentionReader::diagnostic_codes()) spec_.diagnostics.push_back(code);
  std::vector<std::string_view> names(kCriterionNames.begin(), kCriterionNames.end());
  names.insert(names.begin() + 1, "alternatives");
  spec_.metrics = criterion_metrics(names, [](std::string_view c) -> std::string {
    if (c == "fragment") return "non-space characters inside a gold and a predicted mention";
    if (c == "alternatives") {
      return "gold mentions paired one to one with a system mention of their span or of an "
             "overlapping alternative's";
    }
    return "gold mentions paired one to one with a compatible system mention";
  });
  spec_.metrics.insert(
      spec_.metrics.end(),
      {{"bc2gm.tp", "alt_eval.perl: gold mentions found (one system mention may find several)",
        Better::neither},
       {"bc2gm.fp", "system mentions whose span is no gold or alternative span", Better::neither},
       {"bc2gm.fn", "gold mentions not found", Better::neither},
       {"bc2gm.precision", "TP / (TP + FP)", Better::higher},
       {"bc2gm.recall", "TP / (TP + FN)", Better::higher},
       {"bc2gm.f1", "2 / (1/P + 1/R), as alt_eval.perl computes it", Better::higher}});
  // The headline is alt_eval.perl's F, with alternatives: the number the BioCreative II GM
  // evaluation ranked by; the criteria follow.
  spec_.main_metric = "bc2gm.f1";
  spec_.layouts = {"bc2gm"};
}

double Bc2gmTask::sniff(std::string_view role, const FileHead& file) const {
  return bc2gm_sniff(role, file.head);
}

std::unique_ptr<ScoredRun> Bc2gmTask::read(Evaluation& evaluation) const {
  MentionInputs in;
  read_inputs(evaluation, in);
  if (!evaluation.may_score()) return nullptr;
  return std::make_unique<Bc2gmRun>(std::move(in));
}

std::unique_ptr<UnitScorer> Bc2gmTask::unit_scorer(
    const std::vector<std::shared_ptr<const RunUnits>>& runs, const Json& /*options*/) const {
  return bc2gm_unit_scorer(units_as<Bc2gmUnits>(runs));
}

std::string Bc2gmTask::layout(std::string_view name, const Json& result) const {
  if (name == "bc2gm") return bc2gm_layout(result);
  return Task::layout(name, result);
}

}  // namespace bioeval::ner
