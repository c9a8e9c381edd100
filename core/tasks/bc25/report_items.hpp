// The result of bc25.int and bc25.ipt: the metrics of every article once (metrics_items.hpp), the
// per-document table and the micro and per-document curves.
#pragma once

#include "framework/result.hpp"
#include "tasks/bc25/read_items.hpp"
#include "tasks/bc25/units_items.hpp"

namespace bioeval::bc25 {

// `units` are the run's articles against `gold`; `document_curves` adds each evaluated article's
// interpolated curve.
void report_items(const Gold& gold, const ItemUnits& units, bool document_curves, Result& result);

}  // namespace bioeval::bc25
