#include "host/ranking_groups.hpp"

namespace bioeval {

std::vector<int> ranking_groups(std::size_t count, const RankedPValue& p, double alpha) {
  std::vector<int> groups;
  groups.reserve(count);
  std::size_t first_of_group = 0;  // the best-ranked run of the current group
  int group = 1;
  for (std::size_t k = 0; k < count; ++k) {
    for (std::size_t member = first_of_group; member < k; ++member) {
      const std::optional<double> value = p(member, k);
      if (value && *value < alpha) {
        ++group;
        first_of_group = k;
        break;
      }
    }
    groups.push_back(group);
  }
  return groups;
}

}  // namespace bioeval
