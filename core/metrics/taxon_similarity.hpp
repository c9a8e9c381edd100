// Similarity of the sets of NCBI taxon ids given to one Bacteria entity.
#pragma once

#include <string>
#include <vector>

namespace bioeval {

// |R ∩ P| / |R ∪ P| (1 when the sets are equal, 0 when P is empty).
double taxon_set_jaccard(const std::vector<std::string>& reference,
                         const std::vector<std::string>& predicted);

// The Java evaluator's |R ∩ P| / (|R| + |R \ P|) (NormalizationJaccard): extra predicted taxa cost
// nothing, and a missed reference taxon counts twice (R = {x, y}, P = {x}: 1/3).
double taxon_set_official(const std::vector<std::string>& reference,
                          const std::vector<std::string>& predicted);

}  // namespace bioeval
