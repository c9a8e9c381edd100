#include "metrics/ratios.hpp"

#include <cmath>

namespace bioeval {

std::optional<double> ratio(std::uint64_t num, std::uint64_t den) {
  if (den == 0) return std::nullopt;
  return static_cast<double>(num) / static_cast<double>(den);
}

double f1(double p, double r) {
  return p + r == 0 ? 0.0 : 2 * p * r / (p + r);
}

std::optional<double> f1(std::optional<double> p, std::optional<double> r) {
  if (!p || !r) return std::nullopt;
  return f1(*p, *r);
}

double mcc(const Confusion& c) {
  const auto tp = static_cast<double>(c.tp), fp = static_cast<double>(c.fp);
  const auto fn = static_cast<double>(c.fn), tn = static_cast<double>(c.tn);
  const double denominator = (tp + fp) * (tp + fn) * (tn + fp) * (tn + fn);
  if (denominator == 0) return 0.0;
  return (tp * tn - fp * fn) / std::sqrt(denominator);
}

std::optional<double> accuracy(const Confusion& c) {
  return ratio(c.tp + c.tn, c.tp + c.fp + c.fn + c.tn);
}

std::optional<double> sensitivity(const Confusion& c) {
  return ratio(c.tp, c.tp + c.fn);
}

std::optional<double> specificity(const Confusion& c) {
  return ratio(c.tn, c.tn + c.fp);
}

}  // namespace bioeval
