#include "placement/placement.hpp"

#include <algorithm>
#include <cmath>

#include "api.hpp"
#include "io/fields.hpp"
#include "io/sniff.hpp"
#include "metrics/assignment.hpp"
#include "placement/name_hints.hpp"

namespace bioeval {
namespace {

// Below this content fit a file is not put on a role, whatever its name says.
constexpr double kMinimumFit = 0.3;
// What a name adds to the role it points at, and takes from the task's other roles: enough to
// decide between roles whose formats look alike, never enough to outweigh content that differs.
constexpr double kHintBonus = 0.5;
constexpr double kOtherHintPenalty = 0.25;
// What holding a role already adds, so that placing files again keeps them where they were.
constexpr double kHeldBonus = 0.2;
// Content fits closer than this are the same fit; two placements within it are alike.
constexpr double kSameFit = 1e-6;
// How much better another role must fit for a warning that a file may be on the wrong one.
constexpr double kClearlyBetter = 0.1;

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

// A role that takes several files: a corpus, or several runs scored side by side.
bool takes_several(const RoleSpec& role) {
  return role.multiple || role.name == "run";
}

// The unit's files as the sniffers read them: a byte-order mark left out.
std::vector<FileHead> heads_of(const DroppedUnit& unit) {
  std::vector<FileHead> heads;
  for (const FileHead& file : unit.files) heads.push_back({file.name, without_bom(file.head)});
  return heads;
}

bool blank_unit(const DroppedUnit& unit) {
  return std::all_of(unit.files.begin(), unit.files.end(),
                     [](const FileHead& file) { return is_blank(file.head); });
}

double content_fit(const Task& task, const RoleSpec& role, const DroppedUnit& unit) {
  if (unit.files.empty() || blank_unit(unit)) return 0;
  const std::vector<FileHead> heads = heads_of(unit);
  if (unit.group && heads.size() > 1) {
    return takes_several(role) ? task.sniff_group(role.name, heads) : 0;
  }
  return task.sniff(role.name, heads.front());
}

// Content fits and name hints of every unit for every role of one task.
struct Fits {
  std::vector<std::vector<double>> content;  // [unit][role]
  std::vector<std::vector<double>> weight;   // [unit][role]; 0: not allowed
  std::vector<HintMatch> hint;               // [unit]: the strongest hint of any role
  std::vector<std::vector<bool>> hinted;     // [unit][role]: the name points at this role
};

Fits fits_of(const Task& task, const std::vector<DroppedUnit>& units) {
  const auto& roles = task.spec().roles;
  Fits fits;
  for (const DroppedUnit& unit : units) {
    const std::vector<std::string> words = name_words(unit.name);
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
          blank_unit(unit) ? (points_here ? kMinimumFit : 0) : content_fit(task, roles[r], unit);
      double w = c + (points_here ? kHintBonus : 0);
      if (strongest.strength > 0 && !points_here) w -= kOtherHintPenalty;
      if (unit.role == roles[r].name) w += kHeldBonus;
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

// One task's placement of the units.
struct Outcome {
  const Task* task = nullptr;
  Fits fits;
  std::vector<int> role_of;  // [unit] → role index, or -1
  double total = 0;
  std::size_t placed = 0;
};

std::size_t capacity(const RoleSpec& role, const PlacementRequest& request, std::size_t units,
                     bool same_task) {
  if (takes_several(role)) return units;
  const auto held = request.filled.find(role.name);
  return same_task && held != request.filled.end() && held->second > 0 ? 0 : 1;
}

Outcome assign(const Task& task, const PlacementRequest& request) {
  Outcome out;
  out.task = &task;
  out.fits = fits_of(task, request.units);
  const auto& roles = task.spec().roles;
  const bool same_task = task.spec().id == request.task;
  std::vector<std::size_t> slot_role;
  for (std::size_t r = 0; r < roles.size(); ++r) {
    const std::size_t n = capacity(roles[r], request, request.units.size(), same_task);
    slot_role.insert(slot_role.end(), n, r);
  }
  // Weights are below 2: halved, they are similarities within [0, 1].
  SimilarityMatrix matrix(request.units.size(), std::vector<double>(slot_role.size(), 0));
  for (std::size_t u = 0; u < request.units.size(); ++u) {
    for (std::size_t s = 0; s < slot_role.size(); ++s) {
      matrix[u][s] = out.fits.weight[u][slot_role[s]] / 2;
    }
  }
  out.role_of.assign(request.units.size(), -1);
  if (slot_role.empty()) return out;
  for (const AssignedPair& pair : optimal_assignment(matrix)) {
    out.role_of[pair.gold] = static_cast<int>(slot_role[pair.prediction]);
    out.total += 2 * pair.similarity;
    ++out.placed;
  }
  return out;
}

// Everything placed on the role the user chose.
Outcome assign_to(const Task& task, const PlacementRequest& request, std::size_t role) {
  Outcome out;
  out.task = &task;
  out.fits = fits_of(task, request.units);
  out.role_of.assign(request.units.size(), static_cast<int>(role));
  out.placed = request.units.size();
  return out;
}

bool better(const Outcome& a, const Outcome& b, const std::string& current) {
  if (a.placed != b.placed) return a.placed > b.placed;
  if (std::abs(a.total - b.total) > kSameFit) return a.total > b.total;
  return a.task->spec().id == current && b.task->spec().id != current;
}

// The best placement over every task (or on the request's task alone).
std::vector<Outcome> outcomes(const PlacementRequest& request) {
  std::vector<Outcome> out;
  for (const Task* task : all_tasks()) out.push_back(assign(*task, request));
  std::stable_sort(out.begin(), out.end(),
                   [&](const Outcome& a, const Outcome& b) { return better(a, b, request.task); });
  return out;
}

std::string quoted(const std::string& text) {
  return "\u201c" + text + "\u201d";
}

std::string role_phrase(const RoleSpec& role) {
  return "the " + role.name;
}

// A file that is not text at all, named by what its first bytes say.
std::optional<std::string> binary_unit(const DroppedUnit& unit) {
  if (unit.group || unit.files.empty()) return std::nullopt;
  return binary_kind(unit.files.front().head);
}

// Where else a unit fits best: "the run of bc25.act", or empty.
std::string fits_elsewhere(const DroppedUnit& unit, const std::string& except) {
  double best = kMinimumFit;
  std::string where;
  for (const Task* task : all_tasks()) {
    if (task->spec().id == except) continue;
    for (const RoleSpec& role : task->spec().roles) {
      const double fit = content_fit(*task, role, unit);
      if (fit > best + kSameFit) {
        best = fit;
        where = role_phrase(role) + " of " + task->spec().id;
      }
    }
  }
  return where;
}

class Report {
 public:
  Report(const PlacementRequest& request, const Outcome& outcome)
      : request_(request), outcome_(outcome), roles_(outcome.task->spec().roles) {}

  Json placement(bool chosen, const std::string& why) {
    decide_ambiguities();
    Json out = {{"task", outcome_.task->spec().id}, {"chosen", chosen}, {"why", why}};
    out["placed"] = Json::array();
    out["conflicts"] = Json::array();
    out["unplaced"] = Json::array();
    out["warnings"] = Json::array();
    for (std::size_t u = 0; u < request_.units.size(); ++u) {
      if (role_of_[u] >= 0) {
        out["placed"].push_back(placed(u));
      } else if (Json conflict = conflict_of(u); !conflict.is_null()) {
        out["conflicts"].push_back(std::move(conflict));
      } else {
        out["unplaced"].push_back({{"unit", u}, {"why", unplaced_why(u)}});
      }
    }
    for (Json& warning : warnings()) out["warnings"].push_back(std::move(warning));
    out["fits"] = fits_json();
    return out;
  }

 private:
  const RoleSpec& role(std::size_t r) const { return roles_[r]; }
  const std::string& name(std::size_t u) const { return request_.units[u].name; }
  double weight(std::size_t u, std::size_t r) const { return outcome_.fits.weight[u][r]; }
  double content(std::size_t u, std::size_t r) const { return outcome_.fits.content[u][r]; }
  bool targeted() const { return !request_.target_role.empty(); }

  bool held_elsewhere(std::size_t r) const {
    const auto held = request_.filled.find(roles_[r].name);
    return held != request_.filled.end() && held->second > 0;
  }
  bool taken(std::size_t r) const {
    if (held_elsewhere(r)) return true;
    return std::find(role_of_.begin(), role_of_.end(), static_cast<int>(r)) != role_of_.end();
  }

  // A unit whose placement only the order of the drop decided: another free role, or another
  // unit's role in a swap, fits as well. On optional roles the unit is left for the user to put;
  // on required ones it stays, with a warning.
  void decide_ambiguities() {
    role_of_ = outcome_.role_of;
    if (targeted()) return;
    for (std::size_t u = 0; u < role_of_.size(); ++u) {
      if (role_of_[u] < 0) continue;
      const auto r = static_cast<std::size_t>(role_of_[u]);
      for (std::size_t other = 0; other < roles_.size(); ++other) {
        if (other == r || weight(u, other) == 0) continue;
        if (std::abs(weight(u, other) - weight(u, r)) > kSameFit) continue;
        if (!taken(other) || takes_several(role(other))) alike_[u].push_back(other);
      }
      for (std::size_t v = 0; v < role_of_.size(); ++v) {
        if (v == u || role_of_[v] < 0 || role_of_[v] == role_of_[u]) continue;
        const auto s = static_cast<std::size_t>(role_of_[v]);
        if (weight(u, s) == 0 || weight(v, r) == 0) continue;
        const double swapped = weight(u, s) + weight(v, r);
        if (std::abs(swapped - weight(u, r) - weight(v, s)) <= kSameFit) swaps_[u].push_back(v);
      }
    }
    for (auto& [u, others] : alike_) {
      const auto r = static_cast<std::size_t>(role_of_[u]);
      const bool all_optional =
          !role(r).required && std::all_of(others.begin(), others.end(),
                                           [&](std::size_t o) { return !role(o).required; });
      if (all_optional) {
        undecided_[u] = others;
        undecided_[u].insert(undecided_[u].begin(), r);
        role_of_[u] = -1;
      }
    }
  }

  Json placed(std::size_t u) const {
    const auto r = static_cast<std::size_t>(role_of_[u]);
    std::string why;
    if (targeted()) {
      why = "put here by you";
    } else {
      why = "its content fits " + role_phrase(role(r)) + " (" + role(r).format + ")";
      if (outcome_.fits.hinted[u][r]) {
        why += " and its name says " + quoted(outcome_.fits.hint[u].hint);
      }
    }
    const bool guessed = alike_.count(u) > 0 || swaps_.count(u) > 0;
    return {{"unit", u}, {"role", role(r).name}, {"why", why}, {"guessed", guessed}};
  }

  // A unit that fits a single-file role the page already holds a file for.
  Json conflict_of(std::size_t u) const {
    if (undecided_.count(u)) return nullptr;
    std::vector<std::size_t> fitting;
    for (std::size_t r = 0; r < roles_.size(); ++r) {
      if (weight(u, r) > 0) fitting.push_back(r);
    }
    std::stable_sort(fitting.begin(), fitting.end(),
                     [&](std::size_t a, std::size_t b) { return weight(u, a) > weight(u, b); });
    if (fitting.empty() || !held_elsewhere(fitting.front()) ||
        takes_several(role(fitting.front()))) {
      return nullptr;
    }
    Json choices = Json::array();
    for (const std::size_t r : fitting) {
      if (held_elsewhere(r) && !takes_several(role(r))) {
        choices.push_back({{"role", role(r).name}, {"action", "replace"}});
      } else if (takes_several(role(r)) || !taken(r)) {
        choices.push_back({{"role", role(r).name}, {"action", "add"}});
      }
    }
    const std::string first = role(fitting.front()).name;
    return {
        {"unit", u},
        {"role", first},
        {"why", "it fits " + role_phrase(role(fitting.front())) + ", which holds a file already"},
        {"choices", choices}};
  }

  std::string unplaced_why(std::size_t u) const {
    if (const auto binary = binary_unit(request_.units[u])) {
      return "it is " + *binary + ", not a text file";
    }
    if (const auto undecided = undecided_.find(u); undecided != undecided_.end()) {
      std::string names;
      for (std::size_t i = 0; i < undecided->second.size(); ++i) {
        names += (i == 0                              ? ""
                  : i + 1 == undecided->second.size() ? " and "
                                                      : ", ") +
                 role(undecided->second[i]).name;
      }
      return "it fits " + names + " alike and its name does not say which: drop it on its slot";
    }
    for (std::size_t r = 0; r < roles_.size(); ++r) {
      if (weight(u, r) > 0 && !takes_several(role(r)) && taken(r)) {
        return role_phrase(role(r)) + " takes one file, and another file fits it better";
      }
    }
    if (blank_unit(request_.units[u])) {
      return "it is empty, and its name does not say which input it is: drop it on its slot";
    }
    const std::string task = outcome_.task->spec().id;
    const std::string elsewhere = fits_elsewhere(request_.units[u], task);
    if (!elsewhere.empty()) return "it looks like " + elsewhere + ", not an input of " + task;
    return "it does not look like any input bioeval reads";
  }

  std::vector<Json> warnings() const {
    std::vector<Json> out;
    for (std::size_t u = 0; u < role_of_.size(); ++u) {
      if (role_of_[u] < 0) continue;
      const auto r = static_cast<std::size_t>(role_of_[u]);
      const Json where = {{"unit", u}, {"role", role(r).name}};
      if (const auto binary = binary_unit(request_.units[u])) {
        out.push_back(warning(where, "binary-file",
                              quoted(name(u)) + " is " + *binary + ", not a text file"));
        continue;
      }
      if (content(u, r) < kMinimumFit) {
        out.push_back(warning(where, "unexpected-format",
                              quoted(name(u)) + " does not look like " + role_phrase(role(r)) +
                                  " (" + role(r).format +
                                  "): the validation report will say what is wrong"));
      }
      if (const std::string better_role = clearly_better_role(u, r); !better_role.empty()) {
        out.push_back(warning(where, "looks-like-another-role",
                              quoted(name(u)) + " is on " + role(r).name + " but looks like " +
                                  better_role + ": did you swap them?"));
      }
      if (const auto swap = swaps_.find(u); swap != swaps_.end() && swap->second.front() > u) {
        const std::size_t v = swap->second.front();
        out.push_back(warning(where, "roles-undecided",
                              "neither content nor names tell whether " + quoted(name(u)) + " is " +
                                  role_phrase(role(r)) + " and " + quoted(name(v)) + " " +
                                  role_phrase(role(static_cast<std::size_t>(role_of_[v]))) +
                                  ", or the other way round: check, and swap them if needed"));
      }
    }
    return out;
  }

  std::string clearly_better_role(std::size_t u, std::size_t r) const {
    std::string out;
    double best = content(u, r) + kClearlyBetter;
    for (std::size_t other = 0; other < roles_.size(); ++other) {
      if (other != r && content(u, other) >= best) {
        best = content(u, other);
        out = role_phrase(role(other));
      }
    }
    return out;
  }

  static Json warning(const Json& where, const char* code, const std::string& message) {
    Json out = where;
    out["code"] = code;
    out["message"] = message;
    return out;
  }

  Json fits_json() const {
    Json out = Json::array();
    for (std::size_t u = 0; u < request_.units.size(); ++u) {
      Json fits = Json::object();
      for (std::size_t r = 0; r < roles_.size(); ++r) fits[role(r).name] = content(u, r);
      out.push_back(std::move(fits));
    }
    return out;
  }

  const PlacementRequest& request_;
  const Outcome& outcome_;
  const std::vector<RoleSpec>& roles_;
  std::vector<int> role_of_;
  std::map<std::size_t, std::vector<std::size_t>> alike_, swaps_, undecided_;
};

std::string explains(const Outcome& outcome, std::size_t units) {
  return outcome.task->spec().id + " explains " + std::to_string(outcome.placed) + " of the " +
         std::to_string(units) + (units == 1 ? " file" : " files");
}

const Task* find_known(const std::string& id) {
  for (const Task* task : all_tasks()) {
    if (task->spec().id == id) return task;
  }
  return nullptr;
}

Json place_on_role(const Task& task, const PlacementRequest& request) {
  const auto& roles = task.spec().roles;
  const auto role = std::find_if(roles.begin(), roles.end(),
                                 [&](const RoleSpec& r) { return r.name == request.target_role; });
  if (role == roles.end()) {
    throw UsageError("task " + task.spec().id + " has no input '" + request.target_role + "'");
  }
  const Outcome outcome = assign_to(task, request, static_cast<std::size_t>(role - roles.begin()));
  return Report(request, outcome).placement(false, "the files were put on " + role->name);
}

}  // namespace

Json place(const PlacementRequest& request) {
  const Task* current = request.task.empty() ? nullptr : find_known(request.task);
  if (!request.task.empty() && current == nullptr) find_task(request.task);  // throws
  if (!request.target_role.empty()) {
    if (current == nullptr) throw UsageError("placing files on a role needs a task");
    return place_on_role(*current, request);
  }
  const std::vector<Outcome> ranked = outcomes(request);
  const std::size_t units = request.units.size();
  if (request.keep_task && current != nullptr) {
    const auto here = std::find_if(ranked.begin(), ranked.end(),
                                   [&](const Outcome& o) { return o.task == current; });
    Json out = Report(request, *here).placement(false, explains(*here, units));
    const Outcome& best = ranked.front();
    if (best.task != current && best.placed > here->placed) {
      out["proposal"] = {{"task", best.task->spec().id},
                         {"explains", best.placed},
                         {"why", explains(best, units) + ", " + explains(*here, units)}};
    }
    return out;
  }
  const Outcome& best = ranked.front();
  if (best.placed == 0 && current != nullptr) {
    const auto here = std::find_if(ranked.begin(), ranked.end(),
                                   [&](const Outcome& o) { return o.task == current; });
    return Report(request, *here).placement(false, "no task reads these files");
  }
  return Report(request, best).placement(best.task != current, explains(best, units));
}

}  // namespace bioeval
