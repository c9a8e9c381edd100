#include "tasks/bb3/views.hpp"

#include <cmath>
#include <cstdio>
#include <limits>

#include "framework/options.hpp"

namespace bioeval::bb3 {
namespace {

constexpr double kUndefined = std::numeric_limits<double>::quiet_NaN();

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
// not (a substitution by the last bit, as Wang through its sums can give).
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

std::string verdict_of(const Pair& pair, double similarity) {
  if (!pair.gold) return "insertion";
  if (!pair.prediction) return "deletion";
  return similarity == 1 ? "match" : "substitution";
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

// A pair kept by a scoring, and the similarity it measures the pair with (NaN when alone or
// undefined).
struct Judgement {
  bool kept = false;
  double similarity = kUndefined;
};

// One scoring the result reports, as a view: the pairs of its evaluation it keeps.
struct View {
  std::string name;  // its metric prefix: "habitats_only", "cap_to_species.bacteria_only"
  std::size_t evaluation = 0;
  std::vector<Judgement> judgements;  // per pair of the evaluation
};

// cat, cat+ner, event and event+ner: the items each evaluation pairs per document (entities,
// or Lives_In relations), judged under every scoring the result reports. Not movable: the
// evaluations' filters and similarities hold references to its members.
class PairingViews : public DocumentViews {
 public:
  PairingViews(const ReportInputs& in, std::shared_ptr<const void> owner)
      : owner_(std::move(owner)),
        in_(in),
        rules_(in.published ? published_rules() : official_rules()),
        similarity_(rules_, in.ontology),
        context_{in.documents, rules_, in.ontology, in.resources, similarity_},
        explainer_(rules_, in.ontology),
        explaining_{in.documents, rules_, in.ontology, in.resources, explainer_} {
    // As report() scores: the evaluations, then each scoring in order (the similarity caches
    // and stateful filters start as they do there).
    evaluations_ = in.task.kind == Kind::cat
                       ? (in.task.ner ? cat_ner_evaluations(context_) : cat_evaluations(context_))
                       : event_evaluations(context_, in.task.ner);
    judge_every_scoring();
    group_pairs_by_document();
    score_documents();
    for (std::size_t d = 0; d < in.documents.size(); ++d) by_id_.emplace(in.documents[d].id, d);
  }
  PairingViews(const PairingViews&) = delete;
  PairingViews& operator=(const PairingViews&) = delete;

  Json index() const override {
    Json views = Json::array(), documents = Json::array();
    for (const View& v : views_) views.push_back(v.name);
    for (std::size_t d = 0; d < in_.documents.size(); ++d) {
      Json counts = Json::object();
      for (const View& v : views_) counts[v.name] = verdict_counts(v, d);
      documents.push_back({{"id", in_.documents[d].id},
                           {"label", label_of(in_.documents[d].text)},
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
    const ScoredDocument& document = in_.documents[d];
    Json annotations = entities_json(document), relations = Json::array();
    const bool events = in_.task.kind == Kind::event;
    if (events) relations = relations_json(document);
    Json& items = events ? relations : annotations;
    const std::size_t gold_count =
        events ? document.gold.relations.size() : document.gold.entities.size();
    const auto item = [&](const Pair& pair, bool gold) -> Json& {
      return items[gold ? *pair.gold : gold_count + *pair.prediction];
    };
    for (const View& v : views_) {
      for (std::size_t i : pairs_by_document_[v.evaluation][d]) {
        const Judgement& j = v.judgements[i];
        if (!j.kept) continue;
        const Pair& pair = evaluations_[v.evaluation].pairs[i];
        if (pair.gold) judge(item(pair, true), v.name, pair, j, true);
        if (pair.prediction) judge(item(pair, false), v.name, pair, j, false);
      }
    }
    explain_default_view(d, [&](const Pair& pair, bool gold) -> Json& { return item(pair, gold); });
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
  void judge_every_scoring() {
    const std::vector<std::string> available = in_.resources.available();
    for (std::size_t e = 0; e < evaluations_.size(); ++e) {
      const PairingEvaluation& evaluation = evaluations_[e];
      for (const Scoring& scoring : evaluation.scorings) {
        // A scoring whose resource is missing reports null: it is no view.
        if (!scoring.needs.empty() &&
            std::find(available.begin(), available.end(), scoring.needs) == available.end()) {
          continue;
        }
        View view{(evaluation.name.empty() ? "" : evaluation.name + ".") + scoring.name, e,
                  std::vector<Judgement>(evaluation.pairs.size())};
        for_each_kept_pair(evaluation.pairs, scoring,
                           [&](const Pair& pair, std::optional<double> similarity) {
                             const auto at = static_cast<std::size_t>(&pair - &evaluation.pairs[0]);
                             view.judgements[at] = {true, similarity.value_or(kUndefined)};
                           });
        views_.push_back(std::move(view));
      }
    }
  }

  void group_pairs_by_document() {
    for (const PairingEvaluation& evaluation : evaluations_) {
      std::vector<std::vector<std::size_t>> by_document(in_.documents.size());
      for (std::size_t i = 0; i < evaluation.pairs.size(); ++i) {
        by_document[evaluation.pairs[i].document].push_back(i);
      }
      pairs_by_document_.push_back(std::move(by_document));
    }
  }

  // The value the documents table gives each document: the first scoring's main measure.
  void score_documents() {
    const PairingEvaluation& evaluation = evaluations_.front();
    const Scoring& scoring = evaluation.scorings.front();
    const MismatchSum sum = rules_.truncated_ser ? MismatchSum::truncated : MismatchSum::exact;
    for (const auto& indices : pairs_by_document_.front()) {
      PairList pairs;
      for (std::size_t i : indices) pairs.push_back(evaluation.pairs[i]);
      scores_.push_back(
          measure_value(scoring.measures.front(), scoring_counts(pairs, scoring), sum));
    }
  }

  // Pairs of document d by verdict under view v: a match counts once, as in the pairing table.
  Json verdict_counts(const View& v, std::size_t d) const {
    Json counts = Json::object();
    for (std::size_t i : pairs_by_document_[v.evaluation][d]) {
      const Judgement& j = v.judgements[i];
      if (j.kept) add_count(counts, verdict_of(evaluations_[v.evaluation].pairs[i], j.similarity));
    }
    return counts;
  }

  std::string item_id(const ScoredDocument& d, const Pair& pair, bool gold) const {
    const Side& side = gold ? d.gold : d.prediction;
    const std::size_t index = gold ? *pair.gold : *pair.prediction;
    return detail_id(
        gold, in_.task.kind == Kind::event ? side.relations[index].id : side.entities[index].id);
  }

  // The verdict, the partner and the similarity of one side of a pair under one view.
  void judge(Json& item, const std::string& view, const Pair& pair, const Judgement& j,
             bool gold) const {
    item["verdicts"][view] = verdict_of(pair, j.similarity);
    if (!pair.gold || !pair.prediction) return;
    item["partners"][view] = Json::array({item_id(in_.documents[pair.document], pair, !gold)});
    item["details"]["similarities"][view] = number_json(j.similarity);
  }

  // Each pair of the default view with the similarity that paired it and how it is made.
  template <typename ItemOf>
  void explain_default_view(std::size_t d, const ItemOf& item_of) const {
    const View& view = views_.front();
    for (std::size_t i : pairs_by_document_[view.evaluation][d]) {
      const Pair& pair = evaluations_[view.evaluation].pairs[i];
      if (!view.judgements[i].kept || !pair.gold || !pair.prediction) continue;
      const std::string text =
          exact_unless_one(view.judgements[i].similarity) + " = " + explanation(pair);
      item_of(pair, true)["details"]["similarity"] = text;
      item_of(pair, false)["details"]["similarity"] = text;
    }
  }

  // "Jaccard 0.67 × Wang 0.81": the parts of the first pairing's similarity.
  std::string explanation(const Pair& pair) const {
    const ScoredDocument& d = in_.documents[pair.document];
    if (in_.task.kind == Kind::event) {
      const LivesIn& g = d.gold.relations[*pair.gold];
      const LivesIn& p = d.prediction.relations[*pair.prediction];
      const std::string how = in_.task.ner ? "Jaccard " : "";
      const double bacteria = lives_in_argument_similarity(
          explaining_, d.gold, g.bacteria, d.prediction.entities[p.bacteria], in_.task.ner);
      const double location = lives_in_argument_similarity(
          explaining_, d.gold, g.location, d.prediction.entities[p.location], in_.task.ner);
      return "Bacteria " + how + short_number(bacteria) + " × Location " + how +
             short_number(location);
    }
    const Entity& g = d.gold.entities[*pair.gold];
    const Entity& p = d.prediction.entities[*pair.prediction];
    const std::string category = g.type == "Habitat"
                                     ? "Wang " + short_number(explainer_.habitat(g, p))
                                     : "taxa " + short_number(explainer_.taxa(g, p));
    if (!in_.task.ner) return category;
    return "Jaccard " + short_number(explainer_.boundaries(g, p)) + " × " + category;
  }

  // Relations the Equiv rules leave out of the first pairing: neither matches nor insertions.
  void mark_uncounted(std::size_t d, Json& relations, std::size_t gold_count) const {
    std::vector<bool> paired(relations.size(), false);
    for (std::size_t i : pairs_by_document_.front()[d]) {
      const Pair& pair = evaluations_.front().pairs[i];
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

  std::shared_ptr<const void> owner_;
  ReportInputs in_;
  Rules rules_;
  EntitySimilarity similarity_;
  Context context_;
  // A similarity of its own for explanations, so that they leave the scoring's caches alone.
  mutable EntitySimilarity explainer_;
  mutable Context explaining_;
  std::vector<PairingEvaluation> evaluations_;
  std::vector<View> views_;
  std::vector<std::vector<std::vector<std::size_t>>> pairs_by_document_;  // [evaluation][document]
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

// kb and kb+ner: the corpus's knowledge bases scored as the result scores them; each document
// shows the associations it states, judged by the assignment of each prediction to its closest
// gold association.
class KbViews : public DocumentViews {
 public:
  KbViews(const ReportInputs& in, std::shared_ptr<const void> owner)
      : owner_(std::move(owner)),
        in_(in),
        rules_(in.published ? published_rules() : official_rules()),
        merged_(rules_.kb_merged && !in.task.ner),
        similarity_(rules_, in.ontology),
        // As add_kb_metrics scores the standard knowledge bases, with a similarity of its own.
        score_(score_knowledge_bases(
            knowledge_base(in.documents, true, merged_, rules_.kb_java_order, nullptr),
            knowledge_base(in.documents, false, merged_, rules_.kb_java_order, nullptr),
            similarity_)) {
    for (std::size_t g = 0; g < score_.gold.size(); ++g) {
      gold_index_.emplace(AssociationKey{score_.gold[g].taxon, score_.gold[g].concept_id}, g);
    }
    for (std::size_t p = 0; p < score_.predicted.size(); ++p) {
      predicted_index_.emplace(
          AssociationKey{score_.predicted[p].taxon, score_.predicted[p].concept_id}, p);
    }
    assigned_.resize(score_.gold.size());
    for (const KbAssignment& a : score_.assignments) {
      if (a.gold) assigned_[*a.gold].push_back(a.prediction);
    }
    for (std::size_t d = 0; d < in.documents.size(); ++d) by_id_.emplace(in.documents[d].id, d);
  }
  KbViews(const KbViews&) = delete;
  KbViews& operator=(const KbViews&) = delete;

  Json index() const override {
    Json documents = Json::array();
    for (std::size_t d = 0; d < in_.documents.size(); ++d) {
      Json counts = Json::object();
      for (const bool gold : {true, false}) {
        for (const Association& a :
             document_associations(in_.documents[d], gold, merged_, nullptr)) {
          add_count(counts, gold ? gold_verdict(gold_index_.at({a.taxon, a.concept_id}))
                                 : predicted_verdict(predicted_index_.at({a.taxon, a.concept_id})));
        }
      }
      // The knowledge base is the corpus's: a document has no score of its own.
      documents.push_back({{"id", in_.documents[d].id},
                           {"label", label_of(in_.documents[d].text)},
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
    const ScoredDocument& document = in_.documents[found->second];
    const std::vector<StatedAssociation> gold = stated_associations(document, true, merged_);
    const std::vector<StatedAssociation> predicted = stated_associations(document, false, merged_);
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
  // assigned is identical.
  std::string gold_verdict(std::size_t g) const {
    if (assigned_[g].empty()) return "deletion";
    for (std::size_t p : assigned_[g]) {
      if (score_.assignments[p].similarity != 1) return "substitution";
    }
    return "match";
  }

  std::string predicted_verdict(std::size_t p) const {
    const KbAssignment& a = score_.assignments[p];
    if (!a.gold) return "insertion";
    return a.similarity == 1 ? "match" : "substitution";
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
      sum += score_.assignments[p].similarity;
      if (stated_predicted.count(key(score_.predicted[p]))) {
        partners.push_back(association_id(false, score_.predicted[p]));
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
    const KbAssignment& a = score_.assignments[predicted_index_.at(key(s.association))];
    out["verdicts"][kView] = predicted_verdict(a.prediction);
    Json partners = Json::array();
    if (a.gold) {
      const Association& g = score_.gold[*a.gold];
      if (stated_gold.count(key(g))) partners.push_back(association_id(true, g));
      out["details"]["assigned to"] = g.taxon + " " + g.concept_id;
      out["details"]["similarity"] =
          short_number(a.similarity) + " = same taxon × Wang " + short_number(a.similarity);
    }
    out["partners"][kView] = std::move(partners);
    return out;
  }

  std::shared_ptr<const void> owner_;
  ReportInputs in_;
  Rules rules_;
  bool merged_;
  EntitySimilarity similarity_;
  KbScore score_;
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

std::map<AssociationKey, std::size_t> first_documents_stating(
    const std::vector<ScoredDocument>& documents, bool gold, bool merged) {
  std::map<AssociationKey, std::size_t> out;
  for (std::size_t d = 0; d < documents.size(); ++d) {
    for (const Association& a : document_associations(documents[d], gold, merged, nullptr)) {
      out.emplace(AssociationKey{a.taxon, a.concept_id}, d);
    }
  }
  return out;
}

std::unique_ptr<DocumentViews> open_document_views(const ReportInputs& in,
                                                   std::shared_ptr<const void> owner) {
  if (in.task.kind == Kind::kb) return std::make_unique<KbViews>(in, std::move(owner));
  return std::make_unique<PairingViews>(in, std::move(owner));
}

}  // namespace bioeval::bb3
