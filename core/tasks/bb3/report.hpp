// What a BB3 task reports once its run is read and paired: the metrics under the chosen profile
// (metrics.hpp's function on every unit once), a note for every metric the other profile's rules
// change (with the rule that changes it: the run scored again through the same function under
// the flipped rule), the tables (per document, the pairing itself) and the charts (SER
// components, per-document score).
#pragma once

#include "framework/result.hpp"
#include "tasks/bb3/corpus.hpp"
#include "tasks/bb3/matching.hpp"
#include "tasks/bb3/rules.hpp"
#include "tasks/bb3/subtask.hpp"
#include "tasks/bb3/units_kb.hpp"

namespace bioeval::bb3 {

struct ReportInputs {
  const SubTask& task;
  const Corpus& corpus;
  bool published;  // the profile: published definitions, or the official evaluator's rules
};

// cat, cat+ner, event and event+ner: from the run's matching under the profile's rules.
void report_pairing(const ReportInputs& in, const Matching& matching, Result& result);

// kb and kb+ner: from the run's knowledge bases under the profile's rules.
void report_kb(const ReportInputs& in, const KbUnits& units, Result& result);

}  // namespace bioeval::bb3
