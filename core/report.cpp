#include "report.hpp"

namespace bioeval {

Json points_json(const std::vector<PrPoint>& points) {
  Json out = Json::array();
  for (const auto& p : points) out.push_back({p.recall, p.precision});
  return out;
}

}  // namespace bioeval
