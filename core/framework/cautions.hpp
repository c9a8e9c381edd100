// Cautions: warnings that cost points. A task declares which of its warning codes cost points
// and over which items of an input they are counted (TaskSpec::costly_warnings); a result
// carries one caution per such code that occurred, with the share of the items it hit and,
// when one explains most of them, the pattern behind it (an offset shift). Hosts show a valid
// result with cautions as "valid, but …", never as a plain success.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/json.hpp"

namespace bioeval {

// A warning code that costs points, counted over the items of one kind of one input.
struct CostlyWarning {
  std::string code;   // "mention-text-differs"
  std::string input;  // the role whose diagnostics count: "run"
  std::string items;  // the kind of item, plural: "mentions"; empty: the input as a whole
  // What the failing items do ("do not match their sentence text"); for the input as a whole,
  // the whole message ("the run is empty: every gold item is missed").
  std::string failing;
  // A boolean option under which alone the warning costs points (all_documents); empty: always.
  std::string only_with = {};
};

// One costly warning that occurred: `count` of the `of` items of its kind (0 when the task did
// not count them), its message, and the pattern that explains most of them, if one does.
struct Caution {
  std::string code;
  std::size_t count = 0;
  std::size_t of = 0;
  std::string items;
  std::string message;
  std::string pattern;  // empty: none named
};

// What a task's reading found out about its costly warnings: how many items of each kind the
// inputs hold, and the patterns it recognized. How many failed is the diagnostics' count (a
// warning that stands for several items counts as that many: Diagnostics::warning).
struct CautionFindings {
  std::map<std::string, std::size_t> items;     // kind → number of them
  std::map<std::string, std::string> patterns;  // code → "offsets shifted by −1?"
  // Codes that cost nothing in this reading (a run's identifiers written as the gold's are).
  std::set<std::string> costless = {};
};

// The cautions of a reading: one per declared code that `diagnostics` holds for its input, in
// the order of the declarations; a code declared `only_with` an option that `options` (resolved)
// does not set is left out.
std::vector<Caution> cautions_of(const std::vector<CostlyWarning>& declared,
                                 const Diagnostics& diagnostics, const CautionFindings& findings,
                                 const Json& options);

// "96 %" of `count` in `of`: a whole percent, "<1 %" or ">99 %" rather than a rounded 0 or 100.
std::string share_text(std::size_t count, std::size_t of);

// A candidate explanation of failing items, and how many of them it explains.
struct PatternCandidate {
  std::string text;  // "offsets shifted by −1?"
  std::size_t explained = 0;
};

// The candidate that explains more than half of `failing` items, the most of them; nothing when
// none does (a pattern is named only when it accounts for most of what failed).
std::optional<std::string> dominant_pattern(std::size_t failing,
                                            const std::vector<PatternCandidate>& candidates);

// "offsets shifted by −1?" / "offsets shifted by +2?": offsets that are `shift` off the text,
// the shift written with a true minus sign.
std::string offset_shift_text(int shift);

}  // namespace bioeval
