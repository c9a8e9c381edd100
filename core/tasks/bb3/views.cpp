#include "tasks/bb3/views.hpp"

#include <cmath>
#include <cstdio>
#include <limits>

#include "framework/options.hpp"
#include "tasks/bb3/evaluations.hpp"
#include "tasks/bb3/metrics.hpp"

namespace bioeval::bb3 {
namespace {

constexpr double kUndefined = std::numeric_limits<double>::quiet_NaN();

using AssociationKey = std::pair<std::string, std::string>;  // taxon, concept

// The verdicts of a pairing (docs/documents.md), in the legend's order.
Json pairing_verdicts_json() {
  std::vector<VerdictSpec> out;
  for (const VerdictSpec& v : annotation_verdicts()) {
    if (v.id == "match" || v.id == "substitution" || v.id == "deletion" || v.id == "insertion") {
      out.push_back(v);
    }
  }
  return verdicts_json(out);
}

// "0.67": two decimals without trailing zeros, for an explanation; "undefined" for NaN.
std::string short_number(double x) {
  if (!std::isfinite(x)) return "undefined";
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.2f", x);
  std::string text = buffer;
  while (text.back() == '0') text.pop_back();
  if (text.back() == '.') text.pop_back();
  return text;
}

// A pair's similarity: two decimals, or every digit when they would show 1 for a value that is
// not (a bit away from 1, as Wang through its sums can give: a match, its every digit shown).
std::string exact_unless_one(double x) {
  const std::string text = short_number(x);
  if (text != "1" || x == 1) return text;
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.17g", x);
  return buffer;
}

Json number_json(double x) {
  return std::isfinite(x) ? Json(x) : Json(nullptr);
}

// The text's first line, cut after 60 characters: a document's label in the index.
std::string label_of(std::string_view text) {
  const std::string_view line = text.substr(0, text.find('\n'));
  std::size_t characters = 0;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if ((static_cast<unsigned char>(line[i]) & 0xC0) == 0x80) continue;
    if (characters++ == 60) return std::string(line.substr(0, i)) + "…";
  }
  return std::string(line);
}

template <typename Word>
std::string joined(const std::vector<Word>& words) {
  std::string out;
  for (const std::string_view w : words) {
    if (!out.empty()) out += ' ';
    out += w;
  }
  return out;
}

Json fragments_json(const std::vector<Fragment>& fragments) {
  Json out = Json::array();
  for (const Fragment& f : fragments) out.push_back(Json::array({f.start, f.end}));
  return out;
}

// An entity as an annotation of the detail, its verdicts still to be given.
Json entity_json(const Entity& e, bool gold) {
  Json details = {{"from", e.given ? ".a1" : ".a2"}};
  if (!e.taxa.empty()) details["NCBI_Taxonomy"] = joined(e.taxa);
  if (!e.concepts.empty()) details["OntoBiotope"] = joined(e.concepts);
  return {{"id", detail_id(gold, e.id)},
          {"side", gold ? "gold" : "run"},
          {"type", e.type},
          {"fragments", fragments_json(e.fragments)},
          {"text", e.form},
          {"verdicts", Json::object()},
          {"partners", Json::object()},
          {"details", std::move(details)}};
}

Json entities_json(const ScoredDocument& d) {
  Json out = Json::array();
  for (const Entity& e : d.gold.entities) out.push_back(entity_json(e, true));
  for (const Entity& e : d.prediction.entities) out.push_back(entity_json(e, false));
  return out;
}

Json arguments_json(const Side& side, const LivesIn& r, bool gold) {
  return Json::array(
      {{{"role", "Bacteria"}, {"annotation", detail_id(gold, side.entities[r.bacteria].id)}},
       {{"role", "Location"}, {"annotation", detail_id(gold, side.entities[r.location].id)}}});
}

// The gold's Equiv sets, each once, as lists of annotation ids.
Json groups_json(const Side& gold) {
  Json out = Json::array();
  std::set<std::vector<std::size_t>> seen;
  for (const auto& entity_set : gold.equivalence_sets) {
    std::vector<std::size_t> members = entity_set.second;
    std::sort(members.begin(), members.end());
    if (!seen.insert(members).second) continue;
    Json ids = Json::array();
    for (std::size_t m : members) ids.push_back(detail_id(true, gold.entities[m].id));
    out.push_back({{"side", "gold"}, {"type", "Equiv"}, {"annotations", std::move(ids)}});
  }
  return out;
}

void add_count(Json& counts, const std::string& verdict) {
  counts[verdict] = counts.value(verdict, 0) + 1;
}

// Drops an item's "similarities" when every view gives the similarity of the default one.
void drop_uniform_similarities(Json& item) {
  Json& details = item["details"];
  if (!details.contains("similarities")) return;
  const Json& values = details["similarities"];
  const Json first = values.begin().value();
  for (const auto& entry : values.items()) {
    if (entry.value() != first) return;
  }
  details.erase("similarities");
}

// cat, cat+ner, event and event+ner: the items each evaluation paired per document (entities,
// or Lives_In relations), judged under every scoring the result reports: from the pairs the run
// kept, which pairs each scoring keeps, and the similarities its sums hold for them.
class PairingViews : public DocumentViews {
 public:
  PairingViews(const SubTask& task, const Corpus& corpus, const Rules& rules,
               const Matching& matching)
      : task_(task),
        corpus_(corpus),
        matching_(matching),
        units_(*matching.units),
        rules_(rules),
        explainer_(rules_, corpus.vocabulary()),
        explaining_{corpus.documents, rules_, corpus.vocabulary(), corpus.resources, explainer_} {
    // A scoring whose resource is missing reports null: it is no view.
    for (std::size_t k = 0; k < units_.scorings.size(); ++k) {
      if (units_.scorings[k].defined) views_.push_back(k);
    }
    score_documents();
    for (std::size_t d = 0; d < corpus.documents.size(); ++d) {
      by_id_.emplace(corpus.documents[d].id, d);
    }
  }

  Json index() const override {
    Json views = Json::array(), documents = Json::array();
    for (std::size_t k : views_) views.push_back(units_.scorings[k].name);
    for (std::size_t d = 0; d < corpus_.documents.size(); ++d) {
      Json counts = Json::object();
      for (std::size_t k : views_) {
        Json& view = counts[units_.scorings[k].name] = Json::object();
        judged_pairs(k, d, [&view](const Pair& pair, double similarity) {
          // A pair once, as a row of the pairing table.
          add_count(view, verdict_of(pair, similarity));
        });
      }
      documents.push_back({{"id", corpus_.documents[d].id},
                           {"label", label_of(corpus_.documents[d].text)},
                           {"score", scores_[d] ? Json(*scores_[d]) : Json(nullptr)},
                           {"counts", std::move(counts)}});
    }
    return index_json("document", std::move(views), pairing_verdicts_json(), std::move(documents));
  }

  Json document(std::string_view id) const override {
    const auto found = by_id_.find(id);
    if (found == by_id_.end()) {
      throw UsageError("no document '" + std::string(id) + "' among the gold's documents");
    }
    const std::size_t d = found->second;
    const ScoredDocument& document = corpus_.documents[d];
    Json annotations = entities_json(document), relations = Json::array();
    const bool events = task_.kind == Kind::event;
    if (events) relations = relations_json(document);
    Json& items = events ? relations : annotations;
    const std::size_t gold_count =
        events ? document.gold.relations.size() : document.gold.entities.size();
    const auto item = [&](const Pair& pair, bool gold) -> Json& {
      return items[gold ? *pair.gold : gold_count + *pair.prediction];
    };
    for (std::size_t k : views_) {
      const std::string& view = units_.scorings[k].name;
      judged_pairs(k, d, [&](const Pair& pair, double similarity) {
        if (pair.gold) judge(item(pair, true), view, pair, similarity, true);
        if (pair.prediction) judge(item(pair, false), view, pair, similarity, false);
      });
    }
    // The default view: the first scoring, whose similarity is the one that paired them.
    judged_pairs(views_.front(), d, [&](const Pair& pair, double similarity) {
      if (!pair.gold || !pair.prediction) return;
      const std::string text = exact_unless_one(similarity) + " = " + explanation(pair);
      item(pair, true)["details"]["similarity"] = text;
      item(pair, false)["details"]["similarity"] = text;
    });
    if (events) mark_uncounted(d, relations, gold_count);
    for (Json& i : items) drop_uniform_similarities(i);
    return {{"id", document.id},
            {"text", std::string(document.text)},
            {"annotations", std::move(annotations)},
            {"relations", std::move(relations)},
            {"groups", groups_json(document.gold)},
            {"items", Json::array()},
            {"missed", Json::array()}};
  }

 private:
  // visit(pair, similarity) for each pair of document d that scoring k keeps, in pair order; the
  // similarity the scoring measures it with, NaN for an item alone.
  template <typename Visit>
  void judged_pairs(std::size_t k, std::size_t d, const Visit& visit) const {
    const EvaluationPairs& evaluation = matching_.evaluations[units_.scorings[k].evaluation];
    const std::vector<bool>& kept = matching_.kept[k];
    const ScoringSums& sums = units_.sums[k];
    std::size_t next = sums.first[d];
    for (std::size_t i = evaluation.first[d]; i < evaluation.first[d + 1]; ++i) {
      if (!kept[i]) continue;
      const Pair& pair = evaluation.pairs[i];
      visit(pair, pair.gold && pair.prediction ? sums.similarities[next++] : kUndefined);
    }
  }

  // Each document's score, by which the page lists them worst first: the first scoring's main
  // measure on the document, its similarities the reference prints as 1 counted as 1; for
  // cat+ner, whose main measure (the SER) is an error rate, truncated by the official evaluator,
  // the document's mean similarity Σ s / (pairs + insertions + deletions) instead.
  void score_documents() {
    Measure measure = units_.scorings.front().measures.front();
    if (measure == Measure::ser) measure = Measure::mean_similarity;
    for (std::size_t d = 0; d < corpus_.documents.size(); ++d) {
      scores_.push_back(
          document_metrics(units_, d, {0}, {MismatchSum::exact, true}).value(0, measure));
    }
  }

  static std::string verdict_of(const Pair& pair, double similarity) {
    return pair_verdict(pair.gold.has_value(), pair.prediction.has_value(), similarity);
  }

  std::string item_id(const ScoredDocument& d, const Pair& pair, bool gold) const {
    const Side& side = gold ? d.gold : d.prediction;
    const std::size_t index = gold ? *pair.gold : *pair.prediction;
    return detail_id(
        gold, task_.kind == Kind::event ? side.relations[index].id : side.entities[index].id);
  }

  // The verdict, the partner and the similarity of one side of a pair under one view.
  void judge(Json& item, const std::string& view, const Pair& pair, double similarity,
             bool gold) const {
    item["verdicts"][view] = verdict_of(pair, similarity);
    if (!pair.gold || !pair.prediction) return;
    item["partners"][view] = Json::array({item_id(corpus_.documents[pair.document], pair, !gold)});
    item["details"]["similarities"][view] = number_json(similarity);
  }

  // "Jaccard 0.67 × Wang 0.81": the parts of the first pairing's similarity.
  std::string explanation(const Pair& pair) const {
    const ScoredDocument& d = corpus_.documents[pair.document];
    if (task_.kind == Kind::event) {
      const LivesIn& g = d.gold.relations[*pair.gold];
      const LivesIn& p = d.prediction.relations[*pair.prediction];
      const std::string how = task_.ner ? "Jaccard " : "";
      const double bacteria = lives_in_argument_similarity(
          explaining_, d.gold, g.bacteria, d.prediction.entities[p.bacteria], task_.ner);
      const double location = lives_in_argument_similarity(
          explaining_, d.gold, g.location, d.prediction.entities[p.location], task_.ner);
      return "Bacteria " + how + short_number(bacteria) + " × Location " + how +
             short_number(location);
    }
    const Entity& g = d.gold.entities[*pair.gold];
    const Entity& p = d.prediction.entities[*pair.prediction];
    const std::string category = g.type == "Habitat"
                                     ? "Wang " + short_number(explainer_.habitat(g, p))
                                     : "taxa " + short_number(explainer_.taxa(g, p));
    if (!task_.ner) return category;
    return "Jaccard " + short_number(explainer_.boundaries(g, p)) + " × " + category;
  }

  // Relations the Equiv rules leave out of the first pairing: neither matches nor insertions.
  void mark_uncounted(std::size_t d, Json& relations, std::size_t gold_count) const {
    std::vector<bool> paired(relations.size(), false);
    const EvaluationPairs& first = matching_.evaluations.front();
    for (std::size_t i = first.first[d]; i < first.first[d + 1]; ++i) {
      const Pair& pair = first.pairs[i];
      if (pair.gold) paired[*pair.gold] = true;
      if (pair.prediction) paired[gold_count + *pair.prediction] = true;
    }
    for (std::size_t r = 0; r < relations.size(); ++r) {
      if (paired[r]) continue;
      relations[r]["details"]["not counted"] =
          "left out of the pairing by the Equiv rules (an equivalent relation is credited)";
    }
  }

  Json relations_json(const ScoredDocument& d) const {
    Json out = Json::array();
    for (const bool gold : {true, false}) {
      const Side& side = gold ? d.gold : d.prediction;
      for (const LivesIn& r : side.relations) {
        out.push_back({{"id", detail_id(gold, r.id)},
                       {"side", gold ? "gold" : "run"},
                       {"type", "Lives_In"},
                       {"arguments", arguments_json(side, r, gold)},
                       {"verdicts", Json::object()},
                       {"partners", Json::object()},
                       {"details", Json::object()}});
      }
    }
    return out;
  }

  SubTask task_;
  const Corpus& corpus_;
  const Matching& matching_;
  const PairingUnits& units_;
  Rules rules_;
  // A similarity of its own for explanations, so that they leave the scoring's caches alone.
  mutable EntitySimilarity explainer_;
  mutable Context explaining_;
  std::vector<std::size_t> views_;  // the scorings defined, as indices of units_.scorings
  std::vector<std::optional<double>> scores_;
  std::map<std::string, std::size_t, std::less<>> by_id_;
};

// A document's associations on one side, as kb states them: each with the Lives_In relations
// stating it (file order), the first one's arguments drawn.
struct StatedAssociation {
  Association association;
  const LivesIn* first = nullptr;
  std::vector<std::string> relations;
};

// The distinct referents a relation's argument gives: its own side's, and for a given entity
// the other side's too when the knowledge bases are merged (knowledge_bases.hpp, knowledge_base).
std::vector<std::string> argument_referents(const ScoredDocument& d, bool gold, std::size_t entity,
                                            bool merged,
                                            std::vector<std::string_view> Entity::*field) {
  const Entity& own = (gold ? d.gold : d.prediction).entities[entity];
  std::vector<std::string_view> out = own.*field;
  if (merged && own.given) {
    const Entity& other = (gold ? d.prediction : d.gold).entities[entity];
    out.insert(out.end(), (other.*field).begin(), (other.*field).end());
  }
  return view_referents(out, {});
}

std::vector<StatedAssociation> stated_associations(const ScoredDocument& d, bool gold,
                                                   bool merged) {
  std::vector<StatedAssociation> out;
  std::map<AssociationKey, std::size_t> at;
  for (const LivesIn& r : (gold ? d.gold : d.prediction).relations) {
    for (const std::string& taxon :
         argument_referents(d, gold, r.bacteria, merged, &Entity::taxa)) {
      for (const std::string& concept_id :
           argument_referents(d, gold, r.location, merged, &Entity::concepts)) {
        const auto [found, added] = at.emplace(AssociationKey{taxon, concept_id}, out.size());
        if (added) out.push_back({{taxon, concept_id}, &r, {}});
        auto& relations = out[found->second].relations;
        if (std::find(relations.begin(), relations.end(), r.id) == relations.end()) {
          relations.push_back(r.id);
        }
      }
    }
  }
  return out;
}

// kb and kb+ner: the corpus's knowledge bases as the result scores them; each document shows the
// associations it states, judged by the assignment of each prediction to its closest gold
// association.
class KbViews : public DocumentViews {
 public:
  KbViews(const Corpus& corpus, const KbUnits& units)
      : corpus_(corpus), units_(units), kb_(units.standard) {
    kb_space_metrics(kb_, &assignments_);
    for (std::size_t g = 0; g < kb_.gold.size(); ++g) gold_index_.emplace(key(kb_.gold[g]), g);
    for (std::size_t p = 0; p < kb_.predicted.size(); ++p) {
      predicted_index_.emplace(key(kb_.predicted[p]), p);
    }
    assigned_.resize(kb_.gold.size());
    for (std::size_t p = 0; p < assignments_.size(); ++p) {
      if (assignments_[p]) assigned_[assignments_[p]->gold].push_back(p);
    }
    for (std::size_t d = 0; d < corpus.documents.size(); ++d) {
      by_id_.emplace(corpus.documents[d].id, d);
    }
  }

  Json index() const override {
    Json documents = Json::array();
    for (std::size_t d = 0; d < corpus_.documents.size(); ++d) {
      Json counts = Json::object();
      for (const std::uint32_t g : kb_.gold_stated[d]) add_count(counts, gold_verdict(g));
      for (const std::uint32_t p : kb_.predicted_stated[d]) add_count(counts, predicted_verdict(p));
      // The knowledge base is the corpus's: a document has no score of its own.
      documents.push_back({{"id", corpus_.documents[d].id},
                           {"label", label_of(corpus_.documents[d].text)},
                           {"score", nullptr},
                           {"counts", {{kView, std::move(counts)}}}});
    }
    return index_json("document", Json::array({kView}), pairing_verdicts_json(),
                      std::move(documents));
  }

  Json document(std::string_view id) const override {
    const auto found = by_id_.find(id);
    if (found == by_id_.end()) {
      throw UsageError("no document '" + std::string(id) + "' among the gold's documents");
    }
    const ScoredDocument& document = corpus_.documents[found->second];
    const std::vector<StatedAssociation> gold = stated_associations(document, true, units_.merged);
    const std::vector<StatedAssociation> predicted =
        stated_associations(document, false, units_.merged);
    std::set<AssociationKey> stated_gold, stated_predicted;
    for (const StatedAssociation& s : gold) stated_gold.insert(key(s.association));
    for (const StatedAssociation& s : predicted) stated_predicted.insert(key(s.association));
    Json relations = Json::array();
    for (const StatedAssociation& s : gold) {
      relations.push_back(gold_json(document, s, stated_predicted));
    }
    for (const StatedAssociation& s : predicted) {
      relations.push_back(predicted_json(document, s, stated_gold));
    }
    return {{"id", document.id},
            {"text", std::string(document.text)},
            {"annotations", entities_json(document)},
            {"relations", std::move(relations)},
            {"groups", groups_json(document.gold)},
            {"items", Json::array()},
            {"missed", Json::array()}};
  }

 private:
  static constexpr const char* kView = "standard_scoring";

  static AssociationKey key(const Association& a) { return {a.taxon, a.concept_id}; }

  // A gold association: deleted when no prediction is assigned to it, matched when every one
  // assigned is identical (within the reference's rounding).
  std::string gold_verdict(std::size_t g) const {
    if (assigned_[g].empty()) return "deletion";
    for (std::size_t p : assigned_[g]) {
      if (!counts_as_match(assignments_[p]->similarity)) return "substitution";
    }
    return "match";
  }

  std::string predicted_verdict(std::size_t p) const {
    const std::optional<KbCandidate>& a = assignments_[p];
    return pair_verdict(a.has_value(), true, a ? a->similarity : 0);
  }

  Json relation_json(const ScoredDocument& d, const StatedAssociation& s, bool gold) const {
    const Side& side = gold ? d.gold : d.prediction;
    return {{"id", association_id(gold, s.association)},
            {"side", gold ? "gold" : "run"},
            {"type", "Lives_In"},
            {"arguments", arguments_json(side, *s.first, gold)},
            {"verdicts", Json::object()},
            {"partners", Json::object()},
            {"details",
             {{"association", s.association.taxon + " " + s.association.concept_id},
              {"stated by", joined(s.relations)}}}};
  }

  // Partners: the predictions assigned to it that the document states too.
  Json gold_json(const ScoredDocument& d, const StatedAssociation& s,
                 const std::set<AssociationKey>& stated_predicted) const {
    Json out = relation_json(d, s, true);
    const std::size_t g = gold_index_.at(key(s.association));
    out["verdicts"][kView] = gold_verdict(g);
    Json partners = Json::array();
    double sum = 0;
    for (std::size_t p : assigned_[g]) {
      sum += assignments_[p]->similarity;
      if (stated_predicted.count(key(kb_.predicted[p]))) {
        partners.push_back(association_id(false, kb_.predicted[p]));
      }
    }
    out["partners"][kView] = std::move(partners);
    out["details"]["predictions assigned"] = assigned_[g].size();
    if (!assigned_[g].empty()) {
      out["details"]["mean similarity"] = sum / static_cast<double>(assigned_[g].size());
    }
    return out;
  }

  // Its partner: the gold association it is assigned to, when the document states it too.
  Json predicted_json(const ScoredDocument& d, const StatedAssociation& s,
                      const std::set<AssociationKey>& stated_gold) const {
    Json out = relation_json(d, s, false);
    const std::size_t p = predicted_index_.at(key(s.association));
    out["verdicts"][kView] = predicted_verdict(p);
    Json partners = Json::array();
    if (const std::optional<KbCandidate>& a = assignments_[p]) {
      const Association& g = kb_.gold[a->gold];
      if (stated_gold.count(key(g))) partners.push_back(association_id(true, g));
      out["details"]["assigned to"] = g.taxon + " " + g.concept_id;
      out["details"]["similarity"] =
          exact_unless_one(a->similarity) + " = same taxon × Wang " + short_number(a->similarity);
    }
    out["partners"][kView] = std::move(partners);
    return out;
  }

  const Corpus& corpus_;
  const KbUnits& units_;
  const KbSpace& kb_;                                    // the standard knowledge bases
  std::vector<std::optional<KbCandidate>> assignments_;  // per predicted association
  std::map<AssociationKey, std::size_t> gold_index_, predicted_index_;
  std::vector<std::vector<std::size_t>> assigned_;  // per gold association, the predictions
  std::map<std::string, std::size_t, std::less<>> by_id_;
};

}  // namespace

std::string detail_id(bool gold, std::string_view id) {
  return (gold ? "gold:" : "run:") + std::string(id);
}

std::string association_id(bool gold, const Association& association) {
  return (gold ? "gold:" : "run:") + association.taxon + " " + association.concept_id;
}

std::unique_ptr<DocumentViews> pairing_views(const SubTask& task, const Corpus& corpus,
                                             const Rules& rules, const Matching& matching) {
  return std::make_unique<PairingViews>(task, corpus, rules, matching);
}

std::unique_ptr<DocumentViews> kb_views(const Corpus& corpus, const KbUnits& units) {
  return std::make_unique<KbViews>(corpus, units);
}

}  // namespace bioeval::bb3
