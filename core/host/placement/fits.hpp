// How well each dropped drop fits each role of a task: its content, as the task's sniffers read
// it, and what its name says (core/host/placement/name_hints.hpp), weighed into one number per
// role.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "host/placement/name_hints.hpp"
#include "host/placement/placement.hpp"

namespace bioeval::placement {

// Below this content fit a file is not put on a role, whatever its name says.
inline constexpr double kMinimumFit = 0.3;
// What a name adds to the role it points at, and takes from the task's other roles: enough to
// decide between roles whose formats look alike, never enough to outweigh content that differs.
inline constexpr double kHintBonus = 0.5;
inline constexpr double kOtherHintPenalty = 0.25;
// What holding a role already adds, so that placing files again keeps them where they were.
inline constexpr double kHeldBonus = 0.2;
// Content fits closer than this are the same fit; two placements within it are alike.
inline constexpr double kSameFit = 1e-6;
// How much better another role must fit for a warning that a file may be on the wrong one.
inline constexpr double kClearlyBetter = 0.1;
// What the gold loses for a loose file when the gold is given otherwise (gold_given): more than
// a run's and a gold's fits of one file differ (a BC2GM run that keeps the mention texts fits the
// gold's layout a little better), less than a name that points at the gold adds.
inline constexpr double kGoldGivenPenalty = 0.25;

// A role that takes several files: a corpus, or several runs scored side by side.
bool takes_several(const RoleSpec& role);

// True when every file of the drop is empty or blank.
bool blank_drop(const Drop& drop);

// How well the drop's content fits `role` of `task` (0..1): a file alone by the task's sniffer,
// the files of a folder or archive together.
double content_fit(const Task& task, const RoleSpec& role, const Drop& drop);

// Content fits and name hints of every drop for every role of one task.
struct Fits {
  std::vector<std::vector<double>> content;  // [drop][role]
  std::vector<std::vector<double>> weight;   // [drop][role]; 0: not allowed
  std::vector<HintMatch> hint;               // [drop]: the strongest hint of any role
  std::vector<std::vector<bool>> hinted;     // [drop][role]: the name points at this role
  // [drop]: why the drop, which fits the gold and the run, is taken for the run (what gives the
  // gold already); empty when that rule did not apply to it.
  std::vector<std::string> beside_gold;
};

Fits fits_of(const Task& task, const std::vector<Drop>& drops);

// What gives the gold of `task` already, so that a loose file that fits both the gold and the run
// is the run: a folder or archive among the drops that fits the gold best (the whole corpus), the
// released input that stands in for the gold (among the drops, or held), or a gold of several
// files that the page holds (`held`: role → files held on this task). Empty when nothing does.
std::string gold_given(const Task& task, const std::vector<Drop>& drops, const Fits& fits,
                       const std::map<std::string, std::size_t>& held);

// Loose files beside what gives the gold (`given`, from gold_given) are the run: the gold's
// weight of each loose file that fits the run, and whose name does not point at the gold, is
// lowered by kGoldGivenPenalty; an empty file the task reads as an empty run document (a BB3
// .a2 with nothing predicted) fits the run alone.
void prefer_run(const Task& task, const std::vector<Drop>& drops, const std::string& given,
                Fits& fits);

// One task's placement of the drops.
struct Outcome {
  const Task* task = nullptr;
  Fits fits;
  std::vector<int> role_of;  // [drop] → role index, or -1
  double total = 0;
  std::size_t placed = 0;
};

}  // namespace bioeval::placement
