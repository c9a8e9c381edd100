#include "tasks/bb3/report.hpp"

#include <cmath>
#include <map>
#include <memory>

#include "tasks/bb3/knowledge_bases.hpp"
#include "tasks/bb3/views.hpp"

namespace bioeval::bb3 {
namespace {

// One scoring of the inputs under some rules. Not movable: the evaluations' filters and
// similarities hold references to its members.
class Scored {
 public:
  Scored(const ReportInputs& in, const Rules& rules)
      : rules_(rules),
        similarity_(rules_, in.ontology),
        context_{in.documents, rules_, in.ontology, in.resources, similarity_} {
    const MismatchSum sum = rules_.truncated_ser ? MismatchSum::truncated : MismatchSum::exact;
    if (in.task.kind == Kind::kb) {
      kb_ = add_kb_metrics(context_, in.task.ner, result_);
    } else {
      evaluations_ = in.task.kind == Kind::cat
                         ? (in.task.ner ? cat_ner_evaluations(context_) : cat_evaluations(context_))
                         : event_evaluations(context_, in.task.ner);
      counts_ = all_scoring_counts(evaluations_, in.resources.available());
      add_metrics(evaluations_, counts_, sum, result_);
    }
  }
  Scored(const Scored&) = delete;
  Scored& operator=(const Scored&) = delete;

  const std::vector<Metric>& metrics() const { return result_.metrics; }
  // The metrics of the same pairs with the other rule for the mismatch sum of the SER.
  std::vector<Metric> metrics_with_other_ser() const {
    Result other;
    add_metrics(evaluations_, counts_,
                rules_.truncated_ser ? MismatchSum::exact : MismatchSum::truncated, other);
    return other.metrics;
  }
  // The counts of every scoring, in order (nothing where a resource is missing).
  const std::vector<std::optional<SlotCounts>>& counts() const { return counts_; }
  const std::vector<PairingEvaluation>& evaluations() const { return evaluations_; }
  const std::optional<KbScore>& kb() const { return kb_; }
  MismatchSum mismatch_sum() const {
    return rules_.truncated_ser ? MismatchSum::truncated : MismatchSum::exact;
  }

 private:
  Rules rules_;
  EntitySimilarity similarity_;
  Context context_;
  std::vector<PairingEvaluation> evaluations_;
  std::vector<std::optional<SlotCounts>> counts_;  // of every scoring, in order
  std::optional<KbScore> kb_;
  Result result_;
};

Json value_json(const std::optional<double>& value) {
  return value ? Json(*value) : Json(nullptr);
}

bool same_value(const std::optional<double>& a, const std::optional<double>& b) {
  if (!a || !b) return a.has_value() == b.has_value();
  return std::fabs(*a - *b) <= 1e-12 * std::max(1.0, std::fabs(*a));
}

std::map<std::string, std::optional<double>> by_name(const std::vector<Metric>& metrics) {
  std::map<std::string, std::optional<double>> out;
  for (const Metric& m : metrics) out.emplace(m.name, m.value);
  return out;
}

// Whether a rule can change anything on these documents: the Jaccard walk only differs on
// discontinuous entities, the set formulas only on sets of two or more, the Equiv rules only with
// Equiv sets in the gold.
bool rule_can_matter(Rule rule, const ReportInputs& in) {
  const auto any_entity = [&in](const auto& test) {
    for (const ScoredDocument& d : in.documents) {
      for (const Side* side : {&d.gold, &d.prediction}) {
        for (const Entity& e : side->entities) {
          if (test(e)) return true;
        }
      }
    }
    return false;
  };
  switch (rule) {
    case Rule::jaccard:
      return any_entity([](const Entity& e) { return e.fragments.size() > 1; });
    case Rule::taxa:
      return any_entity([](const Entity& e) { return e.taxa.size() > 1 || e.concepts.size() > 1; });
    case Rule::equiv:
      for (const ScoredDocument& d : in.documents) {
        if (!d.gold.equivalence_sets.empty()) return true;
      }
      return false;
    default:
      return true;
  }
}

// A note per metric that flipping one rule changes, and one for changes no single rule explains.
void profile_notes(const ReportInputs& in, const Rules& rules, const Scored& scored,
                   Result& result) {
  const std::vector<Metric>& chosen = scored.metrics();
  std::map<std::string, bool> explained;
  std::size_t mattering = 0;
  for (Rule rule : rules_that_apply(in.task)) {
    if (!rule_can_matter(rule, in)) continue;
    ++mattering;
    Rules flipped = rules;
    flipped[rule] = !flipped[rule];
    const auto changed =
        by_name(rule == Rule::ser ? scored.metrics_with_other_ser() : metrics_under(in, flipped));
    for (const Metric& m : chosen) {
      const std::optional<double>& value = changed.at(m.name);
      if (same_value(m.value, value)) continue;
      explained[m.name] = true;
      const bool official_now = Rules(rules)[rule];
      result.notes.push_back({rule_name(rule), rule_description(rule), m.name,
                              official_now ? m.value : value, official_now ? value : m.value});
    }
  }
  if (mattering < 2) return;  // the other profile is the one flip, or the same
  const auto other =
      by_name(metrics_under(in, in.published ? official_rules() : published_rules()));
  for (const Metric& m : chosen) {
    const std::optional<double>& value = other.at(m.name);
    if (same_value(m.value, value) || explained.count(m.name)) continue;
    result.notes.push_back(
        {"rules-combined", "the profiles differ here through several rules together, none alone",
         m.name, in.published ? value : m.value, in.published ? m.value : value});
  }
}

void resource_notes(const ReportInputs& in, const Scored& scored, Result& result) {
  const std::vector<std::string> available = in.resources.available();
  std::map<std::string, std::vector<std::string>> missing;  // role → scorings
  for (const PairingEvaluation& e : scored.evaluations()) {
    for (const Scoring& s : e.scorings) {
      if (s.needs.empty()) continue;
      if (std::find(available.begin(), available.end(), s.needs) != available.end()) continue;
      missing[s.needs].push_back((e.name.empty() ? "" : e.name + ".") + s.name);
    }
  }
  if (in.task.kind == Kind::kb && !in.resources.species) {
    missing["species"].push_back("cap_to_species.standard_scoring");
  }
  for (const auto& [role, scorings] : missing) {
    std::string list;
    for (const std::string& s : scorings) list += (list.empty() ? "" : ", ") + s;
    result.note("resource-missing",
                "no '" + role + "' input: " + list + " stay null; give that input to compute them");
  }
}

std::string referents_text(const Entity& e) {
  std::string out;
  for (const auto* list : {&e.taxa, &e.concepts}) {
    for (const std::string_view r : *list) {
      if (!out.empty()) out += ' ';
      out += r;
    }
  }
  return out;
}

std::string entity_text(const Entity& e) {
  std::string out = std::string(e.type) + " '" + std::string(e.form) + "'";
  const std::string referents = referents_text(e);
  return referents.empty() ? out : out + " " + referents;
}

std::string relation_text(const Side& side, const LivesIn& r) {
  const Entity& bacteria = side.entities[r.bacteria];
  const Entity& location = side.entities[r.location];
  return "Lives_In " + std::string(bacteria.id) + " '" + std::string(bacteria.form) + "' → " +
         std::string(location.id) + " '" + std::string(location.form) + "'";
}

std::string verdict(const Pair& p) {
  if (!p.gold) return "insertion";
  if (!p.prediction) return "deletion";
  return p.similarity == 1 ? "match" : "substitution";
}

// The item a pairing row opens in the document view: the gold one, else the prediction.
std::string linked_id(const ReportInputs& in, const ScoredDocument& d, const Pair& p) {
  const bool gold = p.gold.has_value();
  const Side& side = gold ? d.gold : d.prediction;
  const std::size_t index = gold ? *p.gold : *p.prediction;
  return detail_id(gold, in.task.kind == Kind::event ? std::string_view(side.relations[index].id)
                                                     : side.entities[index].id);
}

void pairing_table(const ReportInputs& in, const PairingEvaluation& evaluation, Result& result) {
  Table table{"pairing",
              "The pairing: every gold item with its prediction",
              {"document", "gold", "gold annotation", "prediction", "predicted annotation",
               "similarity", "verdict"},
              {}};
  const bool relations = in.task.kind == Kind::event;
  table.links.reserve(evaluation.pairs.size());
  for (const Pair& p : evaluation.pairs) {
    const ScoredDocument& d = in.documents[p.document];
    Json row = Json::array({d.id});
    for (const auto& [index, side] : {std::pair{p.gold, &d.gold}, {p.prediction, &d.prediction}}) {
      if (!index) {
        row.push_back(nullptr);
        row.push_back(nullptr);
      } else if (relations) {
        row.push_back(side->relations[*index].id);
        row.push_back(relation_text(*side, side->relations[*index]));
      } else {
        row.push_back(side->entities[*index].id);
        row.push_back(entity_text(side->entities[*index]));
      }
    }
    row.push_back(p.gold && p.prediction ? Json(p.similarity) : Json(nullptr));
    row.push_back(verdict(p));
    table.rows.push_back(std::move(row));
    table.links.push_back({d.id, linked_id(in, d, p)});
  }
  result.tables.push_back(std::move(table));
}

// The first scoring's main measure per document, with its counts.
void documents_report(const ReportInputs& in, const Scored& scored, Result& result) {
  const PairingEvaluation& evaluation = scored.evaluations().front();
  const Scoring& scoring = evaluation.scorings.front();
  const Measure main = scoring.measures.front();
  std::vector<PairList> by_document(in.documents.size());
  for (const Pair& p : evaluation.pairs) by_document[p.document].push_back(p);
  Table table{"documents",
              "Per document (" + scoring.name + ")",
              {"document", "references", "predictions", "matches", "mismatches", "insertions",
               "deletions", measure_name(main)},
              {}};
  Curve curve{"documents", measure_name(main) + " per document", "bar", "document",
              measure_name(main)};
  for (std::size_t d = 0; d < in.documents.size(); ++d) {
    const SlotCounts c = scoring_counts(by_document[d], scoring);
    const std::optional<double> value = measure_value(main, c, scored.mismatch_sum());
    table.rows.push_back(
        Json::array({in.documents[d].id, c.references, c.predictions, c.matches, c.mismatches,
                     insertions(c), deletions(c), value_json(value)}));
    table.links.push_back({in.documents[d].id, ""});
    curve.points.push_back(Json::array({in.documents[d].id, value_json(value)}));
  }
  result.tables.push_back(std::move(table));
  result.curves.push_back(std::move(curve));
}

void components_curve(const Scored& scored, Result& result) {
  Curve curve{"ser_components",
              "SER components per scoring: matches, mismatches (substitutions), insertions, "
              "deletions",
              "bar", "scoring", "items"};
  curve.series = {"matches", "mismatches", "insertions", "deletions"};
  std::size_t at = 0;
  for (const PairingEvaluation& e : scored.evaluations()) {
    for (const Scoring& s : e.scorings) {
      const std::optional<SlotCounts>& c = scored.counts().at(at++);
      if (!c) continue;  // its resource is missing
      curve.points.push_back(
          Json::array({(e.name.empty() ? "" : e.name + ".") + s.name,
                       std::isfinite(c->matches) ? Json(c->matches) : Json(nullptr),
                       std::isfinite(c->mismatches) ? Json(c->mismatches) : Json(nullptr),
                       insertions(*c), deletions(*c)}));
    }
  }
  result.curves.push_back(std::move(curve));
}

// The place of a kb row: the first document stating its gold association, else its prediction.
class KbRowLinks {
 public:
  KbRowLinks(const ReportInputs& in, bool merged)
      : documents_(in.documents),
        gold_(first_documents_stating(in.documents, true, merged)),
        predicted_(first_documents_stating(in.documents, false, merged)) {}

  RowLink operator()(const Association& a, bool gold) const {
    const auto& first = gold ? gold_ : predicted_;
    const auto found = first.find({a.taxon, a.concept_id});
    if (found == first.end()) return {};
    return {documents_[found->second].id, association_id(gold, a)};
  }

 private:
  const std::vector<ScoredDocument>& documents_;
  std::map<AssociationKey, std::size_t> gold_, predicted_;
};

void kb_table(const KbScore& kb, const KbRowLinks& link, Result& result) {
  Table table{"pairing",
              "The knowledge bases: each predicted association with the gold one it is assigned "
              "to",
              {"gold taxon", "gold concept", "predicted taxon", "predicted concept", "similarity",
               "verdict"},
              {}};
  std::vector<bool> assigned(kb.gold.size(), false);
  for (const KbAssignment& a : kb.assignments) {
    const Association& p = kb.predicted[a.prediction];
    if (a.gold) {
      assigned[*a.gold] = true;
      const Association& g = kb.gold[*a.gold];
      table.rows.push_back(Json::array({g.taxon, g.concept_id, p.taxon, p.concept_id, a.similarity,
                                        a.similarity == 1 ? "match" : "substitution"}));
      table.links.push_back(link(g, true));
    } else {
      table.rows.push_back(
          Json::array({nullptr, nullptr, p.taxon, p.concept_id, nullptr, "insertion"}));
      table.links.push_back(link(p, false));
    }
  }
  for (std::size_t g = 0; g < kb.gold.size(); ++g) {
    if (assigned[g]) continue;
    table.rows.push_back(Json::array(
        {kb.gold[g].taxon, kb.gold[g].concept_id, nullptr, nullptr, nullptr, "deletion"}));
    table.links.push_back(link(kb.gold[g], true));
  }
  result.tables.push_back(std::move(table));
}

Rules rules_of(const ReportInputs& in) {
  return in.published ? published_rules() : official_rules();
}

}  // namespace

std::vector<Rule> rules_that_apply(const SubTask& task) {
  switch (task.kind) {
    case Kind::cat:
      if (!task.ner) return {Rule::taxa};
      return {Rule::pairing, Rule::ser, Rule::jaccard, Rule::taxa};
    case Kind::event:
      if (!task.ner) return {Rule::pairing, Rule::equiv};
      return {Rule::pairing, Rule::ser, Rule::jaccard, Rule::equiv};
    default:
      if (!task.ner) return {Rule::kb_merge, Rule::kb_ties};
      return {Rule::kb_ties};
  }
}

std::vector<Metric> metrics_under(const ReportInputs& in, const Rules& rules) {
  return Scored(in, rules).metrics();
}

void report(const ReportInputs& in, Result& result) {
  const Rules rules = rules_of(in);
  Scored scored(in, rules);
  for (const Metric& m : scored.metrics()) result.metrics.push_back(m);
  profile_notes(in, rules, scored, result);
  resource_notes(in, scored, result);
  if (scored.kb()) {
    kb_table(*scored.kb(), KbRowLinks(in, rules.kb_merged && !in.task.ner), result);
    return;
  }
  documents_report(in, scored, result);
  pairing_table(in, scored.evaluations().front(), result);
  components_curve(scored, result);
}

}  // namespace bioeval::bb3
