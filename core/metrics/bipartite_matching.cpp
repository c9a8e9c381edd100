#include "metrics/bipartite_matching.hpp"

#include <limits>

namespace bioeval {
namespace {

constexpr std::uint32_t kFar = std::numeric_limits<std::uint32_t>::max();

// The edges as adjacency lists of the left nodes, in one array (compressed rows).
struct Adjacency {
  std::vector<std::uint32_t> start;  // neighbours of u: right[start[u] .. start[u + 1])
  std::vector<std::uint32_t> right;

  Adjacency(std::size_t left_count, const BipartiteEdges& edges)
      : start(left_count + 1, 0), right(edges.size()) {
    for (const auto& edge : edges) ++start[edge.first + 1];
    for (std::size_t u = 0; u < left_count; ++u) start[u + 1] += start[u];
    std::vector<std::uint32_t> next(start.begin(), start.end() - 1);
    for (const auto& edge : edges) right[next[edge.first]++] = edge.second;
  }
};

class HopcroftKarp {
 public:
  HopcroftKarp(std::size_t left_count, std::size_t right_count, const BipartiteEdges& edges)
      : adjacency_(left_count, edges),
        match_left_(left_count, kUnmatched),
        match_right_(right_count, kUnmatched),
        distance_(left_count),
        cursor_(left_count) {}

  std::size_t run() {
    std::size_t size = greedy();
    while (layer()) {
      for (std::size_t u = 0; u < match_left_.size(); ++u) cursor_[u] = adjacency_.start[u];
      for (std::size_t u = 0; u < match_left_.size(); ++u) {
        if (match_left_[u] == kUnmatched && augment(static_cast<std::uint32_t>(u))) ++size;
      }
    }
    return size;
  }

  const std::vector<std::uint32_t>& match_of_left() const { return match_left_; }

 private:
  // A first matching: each left node takes its first free neighbour.
  std::size_t greedy() {
    std::size_t size = 0;
    for (std::uint32_t u = 0; u < match_left_.size(); ++u) {
      for (std::uint32_t e = adjacency_.start[u]; e < adjacency_.start[u + 1]; ++e) {
        const std::uint32_t v = adjacency_.right[e];
        if (match_right_[v] != kUnmatched) continue;
        match_left_[u] = v;
        match_right_[v] = u;
        ++size;
        break;
      }
    }
    return size;
  }

  // Breadth-first layers from the free left nodes; true when a free right node is reachable.
  bool layer() {
    queue_.clear();
    for (std::uint32_t u = 0; u < match_left_.size(); ++u) {
      distance_[u] = match_left_[u] == kUnmatched ? 0 : kFar;
      if (distance_[u] == 0) queue_.push_back(u);
    }
    bool reachable = false;
    for (std::size_t i = 0; i < queue_.size(); ++i) {
      const std::uint32_t u = queue_[i];
      for (std::uint32_t e = adjacency_.start[u]; e < adjacency_.start[u + 1]; ++e) {
        const std::uint32_t w = match_right_[adjacency_.right[e]];
        if (w == kUnmatched) {
          reachable = true;
        } else if (distance_[w] == kFar) {
          distance_[w] = distance_[u] + 1;
          queue_.push_back(w);
        }
      }
    }
    return reachable;
  }

  // Depth-first search along the layers from the free node `root`, with an explicit stack of
  // left nodes; each node's cursor is the edge it tries (and, on success, takes).
  bool augment(std::uint32_t root) {
    stack_.assign(1, root);
    while (!stack_.empty()) {
      const std::uint32_t u = stack_.back();
      if (cursor_[u] == adjacency_.start[u + 1]) {
        distance_[u] = kFar;  // a dead end for the rest of this phase
        stack_.pop_back();
        continue;
      }
      const std::uint32_t w = match_right_[adjacency_.right[cursor_[u]]];
      if (w == kUnmatched) {
        for (const std::uint32_t x : stack_) {
          const std::uint32_t v = adjacency_.right[cursor_[x]];
          match_left_[x] = v;
          match_right_[v] = x;
        }
        return true;
      }
      if (distance_[w] == distance_[u] + 1) {
        stack_.push_back(w);
      } else {
        ++cursor_[u];
      }
    }
    return false;
  }

  Adjacency adjacency_;
  std::vector<std::uint32_t> match_left_;
  std::vector<std::uint32_t> match_right_;
  std::vector<std::uint32_t> distance_;
  std::vector<std::uint32_t> cursor_;
  std::vector<std::uint32_t> queue_;
  std::vector<std::uint32_t> stack_;
};

}  // namespace

std::size_t maximum_matching(std::size_t left_count, std::size_t right_count,
                             const BipartiteEdges& edges,
                             std::vector<std::uint32_t>* match_of_left) {
  HopcroftKarp matcher(left_count, right_count, edges);
  const std::size_t size = matcher.run();
  if (match_of_left) *match_of_left = matcher.match_of_left();
  return size;
}

}  // namespace bioeval
