#include "framework/result_parts.hpp"

#include <cstdio>

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

Curve histogram(std::string id, std::string title, std::string x, const std::vector<double>& values,
                std::size_t bins) {
  std::vector<std::uint64_t> counts(bins, 0);
  for (double v : values) {
    const auto bin = static_cast<std::size_t>(v * static_cast<double>(bins));
    counts[bin < bins ? bin : bins - 1] += 1;
  }
  Curve curve{std::move(id), std::move(title), "bar", std::move(x), "documents"};
  char label[32];
  for (std::size_t b = 0; b < bins; ++b) {
    std::snprintf(label, sizeof label, "%.2f\u2013%.2f", static_cast<double>(b) / bins,
                  static_cast<double>(b + 1) / bins);
    curve.points.push_back(Json::array({label, counts[b]}));
  }
  return curve;
}

}  // namespace bioeval
