#include <algorithm>
#include <memory>

#include "tasks/bb3/context.hpp"

namespace bioeval::bb3 {

ItemFilter entity_types(const Context& context, std::vector<std::string> types) {
  if (types.size() == 1) {
    return [&context, type = std::move(types.front())](const ItemRef& item) {
      return context.entity(item).type == type;
    };
  }
  return [&context, types = std::move(types)](const ItemRef& item) {
    const std::string_view type = context.entity(item).type;
    return std::find(types.begin(), types.end(), type) != types.end();
  };
}

ItemFilter both(ItemFilter a, ItemFilter b) {
  return [a = std::move(a), b = std::move(b)](const ItemRef& item) { return a(item) && b(item); };
}

ItemFilter has_concept_in(const Context& context, const std::set<std::string>* list) {
  return [&context, list](const ItemRef& item) {
    if (!list) return false;
    const auto& concepts = context.entity(item).concepts;
    return std::any_of(concepts.begin(), concepts.end(),
                       [list](std::string_view c) { return list->count(std::string(c)) > 0; });
  };
}

ItemFilter multiple_taxa(const Context& context) {
  return [&context](const ItemRef& item) { return context.entity(item).taxa.size() >= 2; };
}

ItemFilter multiple_concepts(const Context& context) {
  return [&context](const ItemRef& item) { return context.entity(item).concepts.size() >= 2; };
}

UniqueFormFilter unique_form_normalization(const Context& context) {
  auto seen = std::make_shared<std::set<std::pair<std::string_view, std::string_view>>>();
  ItemFilter filter = [&context, seen](const ItemRef& item) {
    if (!item.gold) return false;
    const Entity& e = context.entity(item);
    if (e.type != "Habitat") return false;
    for (const std::string_view concept_id : e.concepts) {
      if (seen->count({e.form, concept_id})) return false;
    }
    for (const std::string_view concept_id : e.concepts) seen->insert({e.form, concept_id});
    return true;
  };
  return {std::move(filter), [seen] { seen->clear(); }};
}

void new_similarity_per_scoring(Context& context, std::vector<Scoring>& scorings) {
  for (Scoring& scoring : scorings) {
    if (!scoring.similarity) continue;
    scoring.reset = [&context, also = std::move(scoring.reset)] {
      context.similarity.start_new_cache();
      if (also) also();
    };
  }
}

}  // namespace bioeval::bb3
