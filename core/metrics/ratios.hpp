// Counting measures: precision, recall, F1 and the confusion-matrix family.
#pragma once

#include <cstdint>
#include <optional>

namespace bioeval {

// num / den; nothing when den = 0 (the measure is undefined).
std::optional<double> ratio(std::uint64_t num, std::uint64_t den);

// P = tp / (tp + fp)
inline std::optional<double> precision(std::uint64_t tp, std::uint64_t fp) {
  return ratio(tp, tp + fp);
}

// R = tp / (tp + fn)
inline std::optional<double> recall(std::uint64_t tp, std::uint64_t fn) {
  return ratio(tp, tp + fn);
}

// F1 = 2PR / (P + R); 0 when P + R = 0.
double f1(double p, double r);

// F1 of two possibly undefined measures: undefined when either is.
std::optional<double> f1(std::optional<double> p, std::optional<double> r);

struct Confusion {
  std::uint64_t tp = 0, fp = 0, fn = 0, tn = 0;
};

// MCC = (TP·TN − FP·FN) / √((TP+FP)(TP+FN)(TN+FP)(TN+FN)); 0 when the denominator is 0.
double mcc(const Confusion& c);

// accuracy = (TP + TN) / (TP + FP + FN + TN)
std::optional<double> accuracy(const Confusion& c);

// sensitivity = TP / (TP + FN)
std::optional<double> sensitivity(const Confusion& c);

// specificity = TN / (TN + FP)
std::optional<double> specificity(const Confusion& c);

}  // namespace bioeval
