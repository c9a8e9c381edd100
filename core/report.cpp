#include "report.hpp"

namespace bioeval {

Json points_json(const std::vector<PrPoint>& points) {
  Json out = Json::array();
  out.get_ref<Json::array_t&>().reserve(points.size());
  for (const auto& p : points) out.push_back({p.recall, p.precision});
  return out;
}

std::vector<PrPoint> thinned(const std::vector<PrPoint>& points, std::size_t max_points) {
  if (points.size() <= max_points || max_points < 2) return points;
  std::vector<PrPoint> out;
  out.reserve(max_points);
  const double step = static_cast<double>(points.size() - 1) / static_cast<double>(max_points - 1);
  for (std::size_t i = 0; i < max_points; ++i) {
    out.push_back(points[static_cast<std::size_t>(static_cast<double>(i) * step + 0.5)]);
  }
  return out;
}

}  // namespace bioeval
