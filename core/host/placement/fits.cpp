#include "host/placement/fits.hpp"

#include <algorithm>

#include "base/text.hpp"
#include "io/fields.hpp"

namespace bioeval::placement {
namespace {

// Words of file names that point at the gold or the run, in every task.
const std::vector<std::string>& common_hints(std::string_view role) {
  static const std::vector<std::string> gold = {"gold*", "ref",   "refs",     "reference*",
                                                "key",   "truth", "expected", "standard"};
  static const std::vector<std::string> run = {"run*",      "pred*",   "answer*", "submission*",
                                               "submitted", "system*", "output*", "hyp*"};
  static const std::vector<std::string> none;
  return role == "gold" ? gold : role == "run" ? run : none;
}

std::vector<std::string> hints_of(const RoleSpec& role) {
  std::vector<std::string> hints = common_hints(role.name);
  hints.insert(hints.end(), role.name_hints.begin(), role.name_hints.end());
  return hints;
}

// The drop's files as the sniffers read them: a byte-order mark left out.
std::vector<FileHead> heads_of(const Drop& drop) {
  std::vector<FileHead> heads;
  for (const FileHead& file : drop.files) heads.push_back({file.name, without_bom(file.head)});
  return heads;
}

}  // namespace

bool takes_several(const RoleSpec& role) {
  return role.multiple || role.name == "run";
}

bool blank_drop(const Drop& drop) {
  return std::all_of(drop.files.begin(), drop.files.end(),
                     [](const FileHead& file) { return is_blank(file.head); });
}

double content_fit(const Task& task, const RoleSpec& role, const Drop& drop) {
  if (drop.files.empty() || blank_drop(drop)) return 0;
  const std::vector<FileHead> heads = heads_of(drop);
  if (drop.group && heads.size() > 1) {
    return takes_several(role) ? task.sniff_group(role.name, heads) : 0;
  }
  return task.sniff(role.name, heads.front());
}

Fits fits_of(const Task& task, const std::vector<Drop>& drops) {
  const auto& roles = task.spec().roles;
  Fits fits;
  for (const Drop& drop : drops) {
    const std::vector<std::string> words = name_words(drop.name);
    std::vector<HintMatch> matches;
    HintMatch strongest;
    for (const RoleSpec& role : roles) {
      matches.push_back(best_hint(words, hints_of(role)));
      if (matches.back().strength > strongest.strength) strongest = matches.back();
    }
    std::vector<double> content, weight;
    std::vector<bool> hinted;
    for (std::size_t r = 0; r < roles.size(); ++r) {
      const bool points_here = strongest.strength > 0 && matches[r].strength == strongest.strength;
      // An empty file (a list with no entry) has no content to tell: its name alone places it.
      const double c =
          blank_drop(drop) ? (points_here ? kMinimumFit : 0) : content_fit(task, roles[r], drop);
      double w = c + (points_here ? kHintBonus : 0);
      if (strongest.strength > 0 && !points_here) w -= kOtherHintPenalty;
      if (drop.role == roles[r].name) w += kHeldBonus;
      content.push_back(c);
      weight.push_back(c < kMinimumFit ? 0 : w);
      hinted.push_back(points_here);
    }
    fits.content.push_back(std::move(content));
    fits.weight.push_back(std::move(weight));
    fits.hint.push_back(strongest);
    fits.hinted.push_back(std::move(hinted));
  }
  return fits;
}

}  // namespace bioeval::placement
