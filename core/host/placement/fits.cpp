#include "host/placement/fits.hpp"

#include <algorithm>
#include <optional>

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

// The index of the role of that name, if the task has one.
std::optional<std::size_t> role_index(const std::vector<RoleSpec>& roles, std::string_view name) {
  for (std::size_t r = 0; r < roles.size(); ++r) {
    if (roles[r].name == name) return r;
  }
  return std::nullopt;
}

// A file alone, not a folder or archive of several files.
bool loose(const Drop& drop) {
  return !(drop.group && drop.files.size() > 1);
}

// The role the drop's content fits best, when it fits one at all (the first of equal fits).
std::optional<std::size_t> best_content_role(const Fits& fits, std::size_t u) {
  const std::vector<double>& content = fits.content[u];
  const auto best = std::max_element(content.begin(), content.end());
  if (best == content.end() || *best < kMinimumFit) return std::nullopt;
  return static_cast<std::size_t>(best - content.begin());
}

std::string quoted(const std::string& text) {
  return "\u201c" + text + "\u201d";
}

// The smallest weight of a role a file is still allowed on.
constexpr double kLeastWeight = 0.01;

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
    fits.beside_gold.emplace_back();
  }
  return fits;
}

std::string gold_given(const Task& task, const std::vector<Drop>& drops, const Fits& fits,
                       const std::map<std::string, std::size_t>& held) {
  const auto& roles = task.spec().roles;
  const auto gold = role_index(roles, "gold");
  if (!gold || !role_index(roles, "run")) return {};
  for (std::size_t u = 0; u < drops.size(); ++u) {
    const auto best = best_content_role(fits, u);
    if (!best) continue;
    if (roles[*best].stands_in_for == "gold") {
      return quoted(drops[u].name) + " (the " + roles[*best].name + ") stands in for the gold";
    }
    if (*best == *gold && !loose(drops[u])) return quoted(drops[u].name) + " gives the gold";
  }
  const auto holds = [&](const RoleSpec& role) {
    const auto found = held.find(role.name);
    return found != held.end() && found->second > 0;
  };
  for (const RoleSpec& role : roles) {
    if (role.stands_in_for == "gold" && holds(role)) {
      return "the " + role.name + " on the page stand in for the gold";
    }
  }
  if (takes_several(roles[*gold]) && holds(roles[*gold])) return "the page holds the gold";
  return {};
}

void prefer_run(const Task& task, const std::vector<Drop>& drops, const std::string& given,
                Fits& fits) {
  if (given.empty()) return;
  const auto& roles = task.spec().roles;
  const std::size_t gold = *role_index(roles, "gold");
  const std::size_t run = *role_index(roles, "run");
  for (std::size_t u = 0; u < drops.size(); ++u) {
    const Drop& drop = drops[u];
    if (!loose(drop) || drop.files.empty() || fits.hinted[u][gold]) continue;
    if (blank_drop(drop)) {
      if (fits.hint[u].strength > 0) continue;  // its name places it
      const double fit = task.sniff(roles[run].name, drop.files.front());
      if (fit < kMinimumFit) continue;
      fits.content[u][run] = fit;
      fits.weight[u][run] = fit + (drop.role == roles[run].name ? kHeldBonus : 0);
      fits.beside_gold[u] = given;
      continue;
    }
    if (fits.content[u][gold] < kMinimumFit || fits.weight[u][run] == 0) continue;
    fits.weight[u][gold] = std::max(fits.weight[u][gold] - kGoldGivenPenalty, kLeastWeight);
    fits.beside_gold[u] = given;
  }
}

}  // namespace bioeval::placement
