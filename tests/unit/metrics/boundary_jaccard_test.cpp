#include <catch2/catch.hpp>

#include <random>
#include <set>

#include "metrics/boundary_jaccard.hpp"
#include "metrics/taxon_similarity.hpp"

using namespace bioeval;

namespace {

// Jaccard by definition: the sets of covered characters.
double by_characters(const std::vector<Fragment>& a, const std::vector<Fragment>& b) {
  std::set<std::size_t> ca, cb, both;
  for (const Fragment& f : a)
    for (std::size_t i = f.start; i < f.end; ++i) ca.insert(i);
  for (const Fragment& f : b)
    for (std::size_t i = f.start; i < f.end; ++i) cb.insert(i);
  std::size_t shared = 0;
  for (std::size_t i : ca) shared += cb.count(i);
  const std::size_t either = ca.size() + cb.size() - shared;
  return either == 0 ? 0 : static_cast<double>(shared) / static_cast<double>(either);
}

// Sorted, disjoint, non-empty fragments within [0, 30).
std::vector<Fragment> random_fragments(std::mt19937& random) {
  std::vector<Fragment> out;
  std::size_t at = random() % 6;
  const int count = 1 + static_cast<int>(random() % 3);
  for (int i = 0; i < count && at < 28; ++i) {
    const std::size_t end = at + 1 + random() % 6;
    out.push_back({at, std::min<std::size_t>(end, 30)});
    at = out.back().end + 1 + random() % 4;
  }
  return out;
}

}  // namespace

TEST_CASE("boundary Jaccard: the spec's micro case A and the discontinuous case", "[metrics]") {
  CHECK(boundary_jaccard({{0, 10}}, {{2, 12}}) == Approx(8.0 / 12).margin(1e-15));
  CHECK(boundary_jaccard({{0, 10}}, {{0, 6}}) == Approx(0.6).margin(1e-15));
  CHECK(boundary_jaccard({{8, 16}}, {{2, 12}}) == Approx(4.0 / 14).margin(1e-15));
  CHECK(boundary_jaccard({{8, 16}}, {{0, 6}}) == 0);
  // ref 0 10 against pred 0 5;7 12: exact 8/12 both ways; the evaluator's walk 1/3 one way.
  CHECK(boundary_jaccard({{0, 10}}, {{0, 5}, {7, 12}}) == Approx(2.0 / 3).margin(1e-15));
  CHECK(boundary_jaccard({{0, 5}, {7, 12}}, {{0, 10}}) == Approx(2.0 / 3).margin(1e-15));
  CHECK(boundary_jaccard_official({{0, 10}}, {{0, 5}, {7, 12}}) == Approx(1.0 / 3).margin(1e-15));
  CHECK(boundary_jaccard_official({{0, 5}, {7, 12}}, {{0, 10}}) == Approx(2.0 / 3).margin(1e-15));
  CHECK(boundary_jaccard({}, {}) == 0);
}

TEST_CASE("boundary Jaccard: equal to the definition; the walk never finds more", "[metrics]") {
  std::mt19937 random(2016);
  for (int round = 0; round < 2000; ++round) {
    const auto a = random_fragments(random), b = random_fragments(random);
    const double exact = boundary_jaccard(a, b);
    CHECK(exact == Approx(by_characters(a, b)).margin(1e-15));
    CHECK(exact == Approx(boundary_jaccard(b, a)).margin(1e-15));
    CHECK(boundary_jaccard_official(a, b) <= exact + 1e-15);
    if (a.size() == 1 && b.size() == 1) {
      CHECK(boundary_jaccard_official(a, b) == Approx(exact).margin(1e-15));
    }
  }
}

TEST_CASE("taxon sets: Jaccard, and the evaluator's one-sided formula", "[metrics]") {
  CHECK(taxon_set_jaccard({"210"}, {"210"}) == 1);
  CHECK(taxon_set_jaccard({"562", "1280"}, {"562"}) == 0.5);
  CHECK(taxon_set_jaccard({"562"}, {}) == 0);
  // R = {x, y}, P = {x}: 1 / (2 + 1); extra predicted taxa are free.
  CHECK(taxon_set_official({"562", "1280"}, {"562"}) == Approx(1.0 / 3).margin(1e-15));
  CHECK(taxon_set_official({"562"}, {"562", "1280"}) == 1);
  CHECK(taxon_set_official({"562"}, {"1280"}) == 0);
  CHECK(taxon_set_official({}, {"562"}) == 0);
}
