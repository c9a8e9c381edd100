#include "tasks/bb3/corpus.hpp"

#include <algorithm>
#include <iterator>

#include "tasks/bb3/java_hash_order.hpp"

namespace bioeval::bb3 {
namespace {

class SideBuilder {
 public:
  explicit SideBuilder(const SubTask& task) : types_(task.entity_types()) {}

  void entities(const Annotations& annotations, bool given) {
    side_.entities.reserve(side_.entities.size() + annotations.text_bounds.size());
    for (const TextBound& t : annotations.text_bounds) {
      if (std::find(types_.begin(), types_.end(), t.type) == types_.end()) continue;
      index_[t.id] = side_.entities.size();
      side_.entities.push_back(
          {id_in_line(t), type_in_line(t), t.fragments, t.form, {}, {}, given, {}});
    }
  }

  void normalizations(const Annotations& annotations) {
    for (const Normalization& n : annotations.normalizations) {
      const auto found = index_.find(n.annotation);
      if (found == index_.end()) continue;
      Entity& e = side_.entities[found->second];
      if (n.type == "NCBI_Taxonomy" && e.type == "Bacteria") e.taxa.push_back(n.referent);
      if (n.type == "OntoBiotope" && e.type == "Habitat") e.concepts.push_back(n.referent);
    }
  }

  void relations(const Annotations& annotations) {
    for (const Relation& r : annotations.relations) {
      if (r.type != "Lives_In") continue;
      LivesIn l{r.id, npos, npos};
      for (const auto& [role, id] : r.arguments) {
        const auto found = index_.find(id);
        if (found == index_.end()) continue;
        if (role == "Bacteria") l.bacteria = found->second;
        if (role == "Location") l.location = found->second;
      }
      if (l.bacteria != npos && l.location != npos) side_.relations.push_back(l);
    }
  }

  void equivalences(const Annotations& annotations) {
    auto& sets = side_.equivalence_sets;
    for (const Equivalence& e : annotations.equivalences) {
      std::vector<std::size_t> members;
      for (const std::string& id : e.members) {
        const auto found = index_.find(id);
        if (found != index_.end()) members.push_back(found->second);
      }
      for (std::size_t m : members) {
        auto& list = sets.try_emplace(m, std::vector<std::size_t>{m}).first->second;
        for (std::size_t other : members) {
          if (std::find(list.begin(), list.end(), other) == list.end()) list.push_back(other);
        }
      }
    }
    // An entity equivalent to itself only stands alone.
    for (auto set = sets.begin(); set != sets.end();) {
      set = set->second.size() > 1 ? std::next(set) : sets.erase(set);
    }
  }

  Side take() { return std::move(side_); }

 private:
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);
  std::vector<std::string> types_;
  std::map<std::string, std::size_t> index_;
  Side side_;
};

Side build_side(const SubTask& task, const Annotations& given, const Annotations& a2,
                bool with_equivalences) {
  SideBuilder builder(task);
  builder.entities(given, true);
  builder.entities(a2, false);
  builder.normalizations(a2);
  builder.relations(a2);
  if (with_equivalences) builder.equivalences(a2);
  return builder.take();
}

}  // namespace

std::vector<ScoredDocument> scored_documents(const SubTask& task, std::vector<Document>& gold,
                                             std::map<std::string, Annotations>& predicted) {
  std::vector<ScoredDocument> out;
  out.reserve(gold.size());
  Annotations none;
  for (Document& d : gold) {
    const auto p = predicted.find(d.id);
    Annotations& prediction = p == predicted.end() ? none : p->second;
    out.push_back({std::move(d.id),
                   d.text,
                   build_side(task, d.given, d.reference, true),
                   build_side(task, d.given, prediction, false),
                   {}});
    for (Annotations* read : {&d.given, &d.reference, &prediction}) {
      out.back().joined_forms.splice_after(out.back().joined_forms.before_begin(),
                                           read->joined_forms);
      *read = Annotations{};
    }
    if (p != predicted.end()) predicted.erase(p);
  }
  return out;
}

void index_concepts(std::vector<ScoredDocument>& documents, const Ontology* ontology) {
  for (ScoredDocument& d : documents) {
    for (Side* side : {&d.gold, &d.prediction}) {
      for (Entity& e : side->entities) {
        e.concept_indices.clear();
        std::vector<std::string> distinct;
        for (const std::string_view id : e.concepts) {
          if (std::find(distinct.begin(), distinct.end(), id) == distinct.end()) {
            distinct.emplace_back(id);
          }
        }
        for (const std::string& id : in_java_hash_order(std::move(distinct))) {
          e.concept_indices.push_back(ontology ? ontology->find(id) : std::nullopt);
        }
      }
    }
  }
}

}  // namespace bioeval::bb3
