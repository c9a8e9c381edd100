// ner.bc2gm: BioCreative II gene mentions, scored under every criterion on non-space character
// offsets, with alternatives, and as alt_eval.perl scores them.
#include "io/fields.hpp"
#include "framework/scratch_evaluation.hpp"
#include "tasks/ner/alternatives.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/documents.hpp"
#include "tasks/ner/layouts.hpp"
#include "tasks/ner/mentions.hpp"
#include "tasks/ner/ner_report.hpp"
#include "tasks/ner/ner_tasks.hpp"
#include "tasks/ner/task_documents.hpp"
#include "tasks/ner/units.hpp"

namespace bioeval::ner {
namespace {

// The class every mention has: BioCreative II GM marks genes only.
constexpr std::string_view kGeneClass = "GENE";

// A mention line: "id|digits digits" and optionally "|text".
bool looks_like_mention(std::string_view line) {
  const std::size_t bar = line.find('|');
  if (bar == 0 || bar == std::string_view::npos) return false;
  std::string_view rest = line.substr(bar + 1);
  rest = rest.substr(0, rest.find('|'));
  const std::size_t space = rest.find(' ');
  if (space == 0 || space == std::string_view::npos || space + 1 == rest.size()) return false;
  for (std::size_t i = 0; i < rest.size(); ++i) {
    if (i != space && (rest[i] < '0' || rest[i] > '9')) return false;
  }
  return true;
}

// "BC2GM000008491 Phenotypic analysis …": an id with a digit, a space, the sentence.
bool looks_like_sentence(std::string_view line) {
  const std::size_t space = line.find(' ');
  if (space == 0 || space == std::string_view::npos || space + 1 == line.size()) return false;
  const std::string_view id = line.substr(0, space);
  return id.find_first_of("0123456789") != std::string_view::npos &&
         id.find_first_of("|\t") == std::string_view::npos;
}

// What the first lines of a file say: mentions (with their text, or some without), or sentences.
struct MentionHead {
  bool mentions = false;
  bool with_text = false;
  bool sentences = false;
};

MentionHead read_mention_head(std::string_view head) {
  const auto last_newline = head.rfind('\n');
  if (last_newline != std::string_view::npos) head = head.substr(0, last_newline + 1);
  LineReader lines(head);
  Line line;
  std::size_t seen = 0, mentions = 0, with_text = 0, sentences = 0;
  while (seen < 40 && lines.next(line)) {
    if (line.text.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    ++seen;
    if (looks_like_mention(line.text)) {
      ++mentions;
      const std::size_t second_bar = line.text.find('|', line.text.find('|') + 1);
      with_text += second_bar != std::string_view::npos && second_bar + 1 < line.text.size();
    } else if (looks_like_sentence(line.text)) {
      ++sentences;
    }
  }
  MentionHead out;
  out.mentions = seen > 0 && mentions * 10 >= seen * 9;
  out.with_text = out.mentions && with_text == mentions;
  out.sentences = seen > 0 && sentences * 10 >= seen * 9;
  return out;
}

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
}

void view_of(const MentionInputs& in, const Mention& mention, bool with_context, EntityView& view) {
  view.sentence = in.sentences.ids[mention.sentence];
  view.text = mention.text;
  view.context.clear();
  // Without a text, the mention is shown by what its offsets cover, or by its offsets.
  if (view.text.empty()) {
    view.owned = "offsets " + std::string(mention.offsets);
    view.text = view.owned;
  }
  if (!in.sentences.known[mention.sentence] || (!with_context && mention.has_text)) return;
  const std::string_view sentence = in.sentences.texts[mention.sentence];
  const std::vector<std::uint32_t> characters = non_space_offsets(sentence);
  if (mention.end >= characters.size()) return;
  const std::size_t from = characters[mention.start];
  std::size_t to =
      mention.end + 1 < characters.size() ? characters[mention.end + 1] : sentence.size();
  while (to > from && is_space(sentence[to - 1])) --to;
  if (mention.text.empty()) view.text = sentence.substr(from, to - from);
  if (with_context) bracketed_context(sentence, from, to, view.context);
}

Json text_or_null(const Mention& m) {
  return m.has_text ? Json(std::string(m.text)) : Json(nullptr);
}

void report_alt_eval(const MentionInputs& in, Result& result) {
  const AltEvalScore score = alt_eval_score(in.gold, in.alternatives, in.run);
  const AltEvalRatios ratios = alt_eval_ratios(score.tp, score.fp, score.fn);
  result.metric("bc2gm.tp", static_cast<double>(score.tp));
  result.metric("bc2gm.fp", static_cast<double>(score.fp));
  result.metric("bc2gm.fn", static_cast<double>(score.fn));
  result.metric("bc2gm.precision", ratios.precision);
  result.metric("bc2gm.recall", ratios.recall);
  result.metric("bc2gm.f1", ratios.f1);
  // Every verdict is listed, without the usual row limit: the bc2gm layout prints them all.
  Table table{
      "bc2gm",
      "alt_eval.perl's verdicts: each gold mention (TP, or *TP … ****TP when found "
      "through an alternative; FN), then each FP",
      {"verdict", "sentence", "gold offsets", "gold text", "system offsets", "system text"}};
  const std::size_t sentence_count = in.sentences.ids.size();
  const std::vector<std::uint32_t> gold_places =
      index_by_sentence(entities_of(in.gold), sentence_count).place;
  const std::vector<std::uint32_t> run_places =
      index_by_sentence(entities_of(in.run), sentence_count).place;
  for (const AltEvalVerdict& v : score.verdicts) {
    const bool of_gold = v.gold != kUnmatched;
    const Mention& named = of_gold ? in.gold[v.gold] : in.run[v.system];
    table.links.push_back({std::string(in.sentences.ids[named.sentence]),
                           of_gold ? annotation_id(true, gold_places[v.gold])
                                   : annotation_id(false, run_places[v.system])});
    Json row = {std::string(v.kind), nullptr, nullptr, nullptr, nullptr, nullptr};
    if (v.gold != kUnmatched) {
      const Mention& g = in.gold[v.gold];
      row[1] = std::string(in.sentences.ids[g.sentence]);
      row[2] = std::string(g.offsets);
      row[3] = text_or_null(g);
    }
    if (v.system != kUnmatched) {
      const Mention& s = in.run[v.system];
      row[1] = std::string(in.sentences.ids[s.sentence]);
      row[4] = std::string(s.offsets);
      row[5] = text_or_null(s);
    }
    table.rows.push_back(std::move(row));
  }
  result.tables.push_back(std::move(table));
}

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
  spec_.checks = {
      {"the run is UTF-8 text without NUL bytes; empty, it found nothing",
       {"invalid-utf8", "nul-byte", "run-empty"},
       Needs::run_only},
      {"each line is 'sentence-id|start end', the text after a third '|' optional",
       {"mention-fields"},
       Needs::run_only},
      {"offsets are two integers, start <= end, spelled as alt_eval.perl compares them (one "
       "space, no leading zero)",
       {"offsets-invalid", "offsets-spacing", "offsets-leading-zero", "offsets-reversed"},
       Needs::run_only},
      {"no blank line (alt_eval.perl reads it as a mention)", {"blank-line"}, Needs::run_only},
      {"no mention listed twice", {"mention-duplicate"}, Needs::run_only},
      // The gold lists only sentences with a mention: the sentences alone tell these.
      {"every mention's sentence id is one of the test sentences",
       {"sentence-unknown"},
       Needs::input},
      {"offsets lie within the sentence's non-space characters",
       {"offsets-outside-sentence"},
       Needs::input},
      {"a mention's text is what its offsets cover in the sentence (else a true positive may be "
       "silently lost)",
       {"mention-text-differs"},
       Needs::input}};
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
      {{"bc2gm.tp", "alt_eval.perl: gold mentions found (one system mention may find several)"},
       {"bc2gm.fp", "system mentions whose span is no gold or alternative span"},
       {"bc2gm.fn", "gold mentions not found"},
       {"bc2gm.precision", "TP / (TP + FP)"},
       {"bc2gm.recall", "TP / (TP + FN)"},
       {"bc2gm.f1", "2 / (1/P + 1/R), as alt_eval.perl computes it"}});
  spec_.main_metric = "exact.f1";
  spec_.layouts = {"bc2gm"};
}

double Bc2gmTask::sniff(std::string_view role, const FileHead& file) const {
  const MentionHead head = read_mention_head(file.head);
  if (role == "sentences") return head.sentences ? 0.9 : 0;
  if (!head.mentions) return 0;
  // The gold and the alternatives always give the text; a run may leave it out.
  if (role == "run") return head.with_text ? 0.95 : 0.99;
  if (!head.with_text) return 0;
  return role == "altgene" ? 0.9 : 0.99;
}

void Bc2gmTask::evaluate(Evaluation& evaluation) const {
  MentionInputs in;
  read_inputs(evaluation, in);
  if (!evaluation.may_score()) return;
  TypeTable types;
  types.intern(kGeneClass);
  const Entities gold = entities_of(in.gold);
  const Entities predicted = entities_of(in.run);
  const CriteriaCounts counts = count_criteria(gold, predicted, types.size());
  std::vector<CriterionCounts> rows = spectrum(counts);
  const Counts alternatives = alternatives_counts(in.gold, in.alternatives, in.run);
  rows.insert(rows.begin() + 1, {"alternatives", alternatives, {alternatives}});
  report_criteria(rows, types, evaluation.result);
  report_alt_eval(in, evaluation.result);
  report_errors(
      gold, predicted, counts, types,
      [&](std::uint32_t index, bool is_gold, bool with_context, EntityView& view) {
        view_of(in, is_gold ? in.gold[index] : in.run[index], with_context, view);
      },
      evaluation.result);
}

std::unique_ptr<UnitScorer> Bc2gmTask::legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                                   const Json& options) const {
  SentenceUnits units;
  std::vector<UnitCounts> runs;
  for (const Inputs& inputs : submissions) {
    ScratchEvaluation quiet(spec_, inputs, options);
    if (!quiet.get().has("gold")) return nullptr;  // checked against the sentences only
    MentionInputs in;
    read_inputs(quiet.get(), in);
    runs.push_back(bc2gm_unit_counts(in.sentences, in.gold, in.alternatives, in.run, units));
  }
  return bc2gm_unit_scorer(std::move(runs), units.size());
}

std::unique_ptr<DocumentViews> Bc2gmTask::document_views(const Inputs& inputs,
                                                         const Json& options) const {
  auto scratch = std::make_unique<ScratchEvaluation>(spec_, inputs, options);
  auto in = std::make_unique<MentionInputs>();
  read_inputs(scratch->get(), *in);
  scratch->require_scorable();
  return bc2gm_document_views(std::move(scratch), std::move(in));
}

std::string Bc2gmTask::layout(std::string_view name, const Json& result) const {
  if (name == "bc2gm") return bc2gm_layout(result);
  return Task::layout(name, result);
}

}  // namespace bioeval::ner
