// The points where the official BB3 evaluator departs from the published definitions
// (docs/tasks/bb3.md, "Profiles"), one switch each, so that a submission can be scored under either
// profile and every difference traced to the rule behind it.
#pragma once

#include <array>
#include <string>

namespace bioeval::bb3 {

enum class Rule { pairing, ser, jaccard, taxa, kb_merge, kb_ties, equiv };

inline constexpr std::array<Rule, 7> kAllRules = {Rule::pairing, Rule::ser,      Rule::jaccard,
                                                  Rule::taxa,    Rule::kb_merge, Rule::kb_ties,
                                                  Rule::equiv};

struct Rules {
  bool greedy_pairing = true;  // mutual best first; else the optimal assignment
  bool truncated_ser = true;   // ⌊Mismatches⌋ in the SER
  bool jaccard_walk = true;    // the evaluator's intersection walk; else exact
  bool taxa_official = true;   // |R∩P| / (|R| + |R\P|); else |R∩P| / |R∪P|
  // Sim(A,A) through the sums, as the evaluator; else exactly 1. It moves numbers by a few units
  // in the last place only, below what notes compare, so it is no Rule of its own.
  bool wang_identity_by_sums = true;
  bool kb_merged = true;       // kb: both sides' normalizations in both knowledge bases
  bool kb_java_order = true;   // kb: ties go to the first in the evaluator's hash order
  bool equiv_official = true;  // the evaluator's Equiv groups and id collision; else one-to-one

  bool operator==(const Rules& other) const {
    return greedy_pairing == other.greedy_pairing && truncated_ser == other.truncated_ser &&
           jaccard_walk == other.jaccard_walk && taxa_official == other.taxa_official &&
           wang_identity_by_sums == other.wang_identity_by_sums && kb_merged == other.kb_merged &&
           kb_java_order == other.kb_java_order && equiv_official == other.equiv_official;
  }

  bool& operator[](Rule rule) {
    switch (rule) {
      case Rule::pairing:
        return greedy_pairing;
      case Rule::ser:
        return truncated_ser;
      case Rule::jaccard:
        return jaccard_walk;
      case Rule::taxa:
        return taxa_official;
      case Rule::kb_merge:
        return kb_merged;
      case Rule::kb_ties:
        return kb_java_order;
      default:
        return equiv_official;
    }
  }
};

inline Rules official_rules() {
  return Rules{};
}

inline Rules published_rules() {
  return Rules{false, false, false, false, false, false, false, false};
}

// The rule's name in notes ("pairing", "ser", …) and what the official evaluator does.
inline std::string rule_name(Rule rule) {
  switch (rule) {
    case Rule::pairing:
      return "pairing";
    case Rule::ser:
      return "ser-truncation";
    case Rule::jaccard:
      return "jaccard-walk";
    case Rule::taxa:
      return "taxon-sets";
    case Rule::kb_merge:
      return "kb-merge";
    case Rule::kb_ties:
      return "kb-tie-order";
    default:
      return "equiv";
  }
}

inline std::string rule_description(Rule rule) {
  switch (rule) {
    case Rule::pairing:
      return "the official evaluator pairs mutual best candidates greedily; the published "
             "definition takes the assignment of maximal total similarity";
    case Rule::ser:
      return "the official evaluator truncates the sum of mismatches to a whole number in the SER";
    case Rule::jaccard:
      return "the official evaluator's Jaccard of discontinuous spans can skip an overlap";
    case Rule::taxa:
      return "the official evaluator scores taxon sets |R∩P| / (|R| + |R\\P|), not penalizing "
             "extra predicted taxa";
    case Rule::kb_merge:
      return "the official kb evaluation merges the gold and predicted normalizations of the "
             "given entities into both knowledge bases";
    case Rule::kb_ties:
      return "the official evaluator gives a prediction tied between gold associations to the "
             "first in the iteration order of its Java hash table of associations; the published "
             "profile, to the first in order of appearance";
    default:
      return "the official evaluator gives a gold relation with Equiv members "
             "1 + (|EB| − 1)·|EL| places in the pairing, crediting the best prediction and "
             "absorbing the others (duplicates and partial matches too), and drops a prediction "
             "whose id is that of such a relation; the published definition pairs one-to-one "
             "and leaves out only predictions equivalent through another Equiv combination";
  }
}

}  // namespace bioeval::bb3
