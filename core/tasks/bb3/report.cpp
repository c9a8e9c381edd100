#include "tasks/bb3/report.hpp"

#include <cmath>
#include <functional>
#include <map>

#include "tasks/bb3/metrics.hpp"
#include "tasks/bb3/views.hpp"

namespace bioeval::bb3 {
namespace {

Json value_json(const std::optional<double>& value) {
  return value ? Json(*value) : Json(nullptr);
}

Rules rules_of(const ReportInputs& in) {
  return in.published ? published_rules() : official_rules();
}

MismatchSum mismatch_sum(const Rules& rules) {
  return rules.truncated_ser ? MismatchSum::truncated : MismatchSum::exact;
}

// --- The metrics, through metrics.hpp.

// Every metric of the run, as the result names and orders them: every measure of every scoring.
std::vector<Metric> pairing_metric_list(const PairingUnits& units, MismatchSum sum) {
  const PairingMetrics metrics = pairing_metrics(units, {sum, false});
  std::vector<Metric> out;
  for (std::size_t k = 0; k < units.scorings.size(); ++k) {
    for (Measure measure : units.scorings[k].measures) {
      out.push_back(
          {units.scorings[k].name + "." + measure_name(measure), metrics.value(k, measure)});
    }
  }
  return out;
}

std::vector<Metric> kb_metric_list(const KbUnits& units) {
  std::vector<Metric> out;
  const auto add = [&out](const std::string& prefix, const std::optional<KbMetrics>& m) {
    const auto count = [&m](std::uint64_t KbMetrics::*field) {
      return m ? std::optional<double>(static_cast<double>((*m).*field)) : std::nullopt;
    };
    out.push_back(
        {prefix + "standard_scoring.mean_references", m ? m->mean_references : std::nullopt});
    out.push_back({prefix + "standard_scoring.predictions", count(&KbMetrics::predictions)});
    out.push_back(
        {prefix + "standard_scoring.false_negatives", count(&KbMetrics::false_negatives)});
  };
  add("", kb_space_metrics(units.standard));
  add("cap_to_species.",
      units.capped ? std::optional<KbMetrics>(kb_space_metrics(*units.capped)) : std::nullopt);
  return out;
}

// --- The notes: which rule changes which metric.

bool same_value(const std::optional<double>& a, const std::optional<double>& b) {
  if (!a || !b) return a.has_value() == b.has_value();
  return std::fabs(*a - *b) <= 1e-12 * std::max(1.0, std::fabs(*a));
}

std::map<std::string, std::optional<double>> by_name(const std::vector<Metric>& metrics) {
  std::map<std::string, std::optional<double>> out;
  for (const Metric& m : metrics) out.emplace(m.name, m.value);
  return out;
}

// The rules of docs/tasks/bb3.md "Profiles" that can change a score of the sub-task.
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

// Whether a rule can change anything on these documents: the Jaccard walk only differs on
// discontinuous entities, the set formulas only on sets of two or more, the Equiv rules only with
// Equiv sets in the gold.
bool rule_can_matter(Rule rule, const ReportInputs& in) {
  const auto any_entity = [&in](const auto& test) {
    for (const ScoredDocument& d : in.corpus.documents) {
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
      for (const ScoredDocument& d : in.corpus.documents) {
        if (!d.gold.equivalence_sets.empty()) return true;
      }
      return false;
    default:
      return true;
  }
}

// The run's metrics under other rules: scored again through the same metric function.
using Rescore = std::function<std::vector<Metric>(const Rules&)>;

// A note per metric that flipping one rule changes, and one for changes no single rule explains.
void profile_notes(const ReportInputs& in, const std::vector<Metric>& chosen,
                   const Rescore& rescore, Result& result) {
  const Rules rules = rules_of(in);
  std::map<std::string, bool> explained;
  std::size_t mattering = 0;
  for (Rule rule : rules_that_apply(in.task)) {
    if (!rule_can_matter(rule, in)) continue;
    ++mattering;
    Rules flipped = rules;
    flipped[rule] = !flipped[rule];
    const auto changed = by_name(rescore(flipped));
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
  const auto other = by_name(rescore(in.published ? official_rules() : published_rules()));
  for (const Metric& m : chosen) {
    const std::optional<double>& value = other.at(m.name);
    if (same_value(m.value, value) || explained.count(m.name)) continue;
    result.notes.push_back(
        {"rules-combined", "the profiles differ here through several rules together, none alone",
         m.name, in.published ? value : m.value, in.published ? m.value : value});
  }
}

void resource_notes(const ReportInputs& in, const std::vector<ScoringSpec>& scorings,
                    Result& result) {
  std::map<std::string, std::vector<std::string>> missing;  // role → scorings
  for (const ScoringSpec& s : scorings) {
    if (!s.defined) missing[s.needs].push_back(s.name);
  }
  if (in.task.kind == Kind::kb && !in.corpus.resources.species) {
    missing["species"].push_back("cap_to_species.standard_scoring");
  }
  for (const auto& [role, names] : missing) {
    std::string list;
    for (const std::string& s : names) list += (list.empty() ? "" : ", ") + s;
    result.note("resource-missing",
                "no '" + role + "' input: " + list + " stay null; give that input to compute them");
  }
}

// --- The tables and curves.

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

// The item a pairing row opens in the document view: the gold one, else the prediction.
std::string linked_id(const ReportInputs& in, const ScoredDocument& d, const Pair& p) {
  const bool gold = p.gold.has_value();
  const Side& side = gold ? d.gold : d.prediction;
  const std::size_t index = gold ? *p.gold : *p.prediction;
  return detail_id(gold, in.task.kind == Kind::event ? std::string_view(side.relations[index].id)
                                                     : side.entities[index].id);
}

void pairing_table(const ReportInputs& in, const EvaluationPairs& evaluation, Result& result) {
  Table table{"pairing",
              "The pairing: every gold item with its prediction",
              {"document", "gold", "gold annotation", "prediction", "predicted annotation",
               "similarity", "verdict"},
              {}};
  const bool relations = in.task.kind == Kind::event;
  table.links.reserve(evaluation.pairs.size());
  for (const Pair& p : evaluation.pairs) {
    const ScoredDocument& d = in.corpus.documents[p.document];
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
    row.push_back(pair_verdict(p.gold.has_value(), p.prediction.has_value(), p.similarity));
    table.rows.push_back(std::move(row));
    table.links.push_back({d.id, linked_id(in, d, p)});
  }
  result.tables.push_back(std::move(table));
}

// The first scoring's main measure per document, with its counts.
void documents_report(const ReportInputs& in, const PairingUnits& units, MismatchSum sum,
                      Result& result) {
  const ScoringSpec& scoring = units.scorings.front();
  const Measure main = scoring.measures.front();
  Table table{"documents",
              "Per document (" + scoring.name + ")",
              {"document", "references", "predictions", "matches", "mismatches", "insertions",
               "deletions", measure_name(main)},
              {}};
  Curve curve{"documents", measure_name(main) + " per document", "bar", "document",
              measure_name(main)};
  for (std::size_t d = 0; d < units.documents; ++d) {
    const PairingMetrics metrics = document_metrics(units, d, {0}, {sum, false});
    const SlotCounts& c = *metrics.counts.front();
    const std::optional<double> value = metrics.value(0, main);
    const std::string& id = in.corpus.documents[d].id;
    table.rows.push_back(Json::array({id, c.references, c.predictions, c.matches, c.mismatches,
                                      insertions(c), deletions(c), value_json(value)}));
    table.links.push_back({id, ""});
    curve.points.push_back(Json::array({id, value_json(value)}));
  }
  result.tables.push_back(std::move(table));
  result.curves.push_back(std::move(curve));
}

void components_curve(const PairingUnits& units, MismatchSum sum, Result& result) {
  Curve curve{"ser_components",
              "SER components per scoring: matches, mismatches (substitutions), insertions, "
              "deletions",
              "bar", "scoring", "items"};
  curve.series = {"matches", "mismatches", "insertions", "deletions"};
  const PairingMetrics metrics = pairing_metrics(units, {sum, false});
  for (std::size_t k = 0; k < units.scorings.size(); ++k) {
    const std::optional<SlotCounts>& c = metrics.counts[k];
    if (!c) continue;  // its resource is missing
    curve.points.push_back(Json::array(
        {units.scorings[k].name, std::isfinite(c->matches) ? Json(c->matches) : Json(nullptr),
         std::isfinite(c->mismatches) ? Json(c->mismatches) : Json(nullptr), insertions(*c),
         deletions(*c)}));
  }
  result.curves.push_back(std::move(curve));
}

// The place of a kb row: the first document stating its association (on its side).
class KbRowLinks {
 public:
  KbRowLinks(const ReportInputs& in, const KbSpace& space)
      : documents_(in.corpus.documents),
        gold_(first_documents(space.gold.size(), space.gold_stated)),
        predicted_(first_documents(space.predicted.size(), space.predicted_stated)) {}

  RowLink gold(const Association& a, std::size_t g) const { return link(a, true, gold_[g]); }
  RowLink predicted(const Association& a, std::size_t p) const {
    return link(a, false, predicted_[p]);
  }

 private:
  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);

  static std::vector<std::size_t> first_documents(
      std::size_t associations, const std::vector<std::vector<std::uint32_t>>& stated) {
    std::vector<std::size_t> out(associations, kNone);
    for (std::size_t d = stated.size(); d-- > 0;) {
      for (const std::uint32_t a : stated[d]) out[a] = d;
    }
    return out;
  }

  RowLink link(const Association& a, bool gold, std::size_t document) const {
    if (document == kNone) return {};
    return {documents_[document].id, association_id(gold, a)};
  }

  const std::vector<ScoredDocument>& documents_;
  std::vector<std::size_t> gold_, predicted_;  // per association, its first document
};

void kb_table(const ReportInputs& in, const KbSpace& kb, Result& result) {
  Table table{"pairing",
              "The knowledge bases: each predicted association with the gold one it is assigned "
              "to",
              {"gold taxon", "gold concept", "predicted taxon", "predicted concept", "similarity",
               "verdict"},
              {}};
  std::vector<std::optional<KbCandidate>> assignments;
  kb_space_metrics(kb, &assignments);
  const KbRowLinks link(in, kb);
  std::vector<bool> assigned(kb.gold.size(), false);
  for (std::size_t p = 0; p < kb.predicted.size(); ++p) {
    const Association& predicted = kb.predicted[p];
    if (const std::optional<KbCandidate>& a = assignments[p]) {
      assigned[a->gold] = true;
      const Association& g = kb.gold[a->gold];
      table.rows.push_back(
          Json::array({g.taxon, g.concept_id, predicted.taxon, predicted.concept_id, a->similarity,
                       pair_verdict(true, true, a->similarity)}));
      table.links.push_back(link.gold(g, a->gold));
    } else {
      table.rows.push_back(Json::array(
          {nullptr, nullptr, predicted.taxon, predicted.concept_id, nullptr, "insertion"}));
      table.links.push_back(link.predicted(predicted, p));
    }
  }
  for (std::size_t g = 0; g < kb.gold.size(); ++g) {
    if (assigned[g]) continue;
    table.rows.push_back(Json::array(
        {kb.gold[g].taxon, kb.gold[g].concept_id, nullptr, nullptr, nullptr, "deletion"}));
    table.links.push_back(link.gold(kb.gold[g], g));
  }
  result.tables.push_back(std::move(table));
}

}  // namespace

void report_pairing(const ReportInputs& in, const Matching& matching, Result& result) {
  const Rules rules = rules_of(in);
  const PairingUnits& units = *matching.units;
  const MismatchSum sum = mismatch_sum(rules);
  const std::vector<Metric> metrics = pairing_metric_list(units, sum);
  result.metrics.insert(result.metrics.end(), metrics.begin(), metrics.end());
  profile_notes(
      in, metrics,
      [&](const Rules& other) {
        // The SER's rule changes no pair: the same units, the other mismatch sum.
        Rules same_pairs = other;
        same_pairs.truncated_ser = rules.truncated_ser;
        if (same_pairs == rules) return pairing_metric_list(units, mismatch_sum(other));
        return pairing_metric_list(*match(in.task, in.corpus, other, false).units,
                                   mismatch_sum(other));
      },
      result);
  resource_notes(in, units.scorings, result);
  documents_report(in, units, sum, result);
  pairing_table(in, matching.evaluations.front(), result);
  components_curve(units, sum, result);
}

void report_kb(const ReportInputs& in, const KbUnits& units, Result& result) {
  const std::vector<Metric> metrics = kb_metric_list(units);
  result.metrics.insert(result.metrics.end(), metrics.begin(), metrics.end());
  profile_notes(
      in, metrics,
      [&](const Rules& other) {
        return kb_metric_list(*kb_units(in.task, in.corpus, other, false));
      },
      result);
  resource_notes(in, {}, result);
  kb_table(in, units.standard, result);
}

}  // namespace bioeval::bb3
