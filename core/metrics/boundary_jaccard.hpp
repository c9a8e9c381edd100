// Boundary similarity of two text-bound annotations made of fragments (BioNLP-ST standoff).
#pragma once

#include <cstddef>
#include <vector>

namespace bioeval {

// Characters [start, end) of a text.
struct Fragment {
  std::size_t start = 0;
  std::size_t end = 0;
};

// J(a, b) = |C(a) ∩ C(b)| / |C(a) ∪ C(b)|, C(x) the characters covered by x's fragments; 0 when
// both cover nothing.
double boundary_jaccard(const std::vector<Fragment>& a, const std::vector<Fragment>& b);

// The BioNLP-ST Java evaluator's Jaccard (TextBoundJaccard): the intersection is summed by one
// walk over both fragment lists, sorted, that can step past an overlap (a = [0,10), b = [0,5)
// [7,12): 5 instead of 8), and the union is the two lengths less that intersection.
double boundary_jaccard_official(const std::vector<Fragment>& a, const std::vector<Fragment>& b);

}  // namespace bioeval
