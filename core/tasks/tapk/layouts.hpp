// The tap.pl 1.8 output layout, printed from a tapk result so that pipelines parsing it keep
// working.
#pragma once

#include <string>

#include "base/json.hpp"

namespace bioeval::tapk {

// Two blank lines, a title line, a blank line, the header
// "EPQ (Threshold for <q> Quantile)<TAB><Unweighted|Weighted> Average TAP", a line
// "<k> (<E0>)<TAB><mean TAP %.4f>" per k (or "<t> (<t>)" per threshold), a blank line,
// "Individual Retrieval Lists and Their TAPs" and a line "<query><TAB><TAP %.4f>…" per list.
std::string tap_layout(const Json& result);

}  // namespace bioeval::tapk
