#include "host/placement/report.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "base/file_kind.hpp"
#include "host/api.hpp"
#include "io/sniff.hpp"

namespace bioeval::placement {
namespace {

std::string quoted(const std::string& text) {
  return "\u201c" + text + "\u201d";
}

std::string role_phrase(const RoleSpec& role) {
  return "the " + role.name;
}

// A file that is not text at all, named by what its first bytes say.
std::optional<std::string> binary_drop(const Drop& drop) {
  if (drop.group || drop.files.empty()) return std::nullopt;
  return binary_kind(drop.files.front().head);
}

// The role of `tasks` that `drop` fits best, as "the run of bc25.act", or empty when none fits;
// on a tie the earlier task keeps it.
std::string best_role_phrase(const std::vector<const Task*>& tasks, const Drop& drop) {
  double best = kMinimumFit;
  std::string where;
  for (const Task* task : tasks) {
    for (const RoleSpec& role : task->spec().roles) {
      const double fit = content_fit(*task, role, drop);
      if (fit > best + kSameFit) {
        best = fit;
        where = role_phrase(role) + " of " + task->spec().id;
      }
    }
  }
  return where;
}

// Where else a drop fits best: "the run of bc25.act", or empty.
std::string fits_elsewhere(const Drop& drop, const std::string& except) {
  std::vector<const Task*> others;
  for (const Task* task : all_tasks()) {
    if (task->spec().id != except) others.push_back(task);
  }
  return best_role_phrase(others, drop);
}

// What a file of comma-separated values would be with TABs in their place: "the run of
// bc25.int" (a role of `task` first), or empty.
std::string fits_with_tabs(const Drop& drop, const std::string& task) {
  std::string tabbed(drop.files.front().head);
  std::replace(tabbed.begin(), tabbed.end(), ',', '\t');
  const Drop as_tabs{drop.name, false, {{drop.files.front().name, tabbed}}, {}};
  std::vector<const Task*> tasks = {&find_task(task)};
  for (const Task* other : all_tasks()) {
    if (other->spec().id != task) tasks.push_back(other);
  }
  return best_role_phrase(tasks, as_tabs);
}

// Why a file of comma-separated values fits no role, or empty for another file.
std::string comma_separated_why(const Drop& drop, const std::string& task) {
  if (drop.group || drop.files.empty() || !comma_separated(drop.files.front().head)) return {};
  const std::string why =
      "its fields are separated by commas (CSV), and bioeval reads fields "
      "separated by TABs";
  const std::string where = fits_with_tabs(drop, task);
  if (where.empty()) return why;
  return why + ": with TABs in place of the commas it would look like " + where;
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
    for (std::size_t u = 0; u < request_.drops.size(); ++u) {
      if (role_of_[u] >= 0) {
        out["placed"].push_back(placed(u));
      } else if (Json conflict = conflict_of(u); !conflict.is_null()) {
        out["conflicts"].push_back(std::move(conflict));
      } else {
        out["unplaced"].push_back({{"drop", u}, {"why", unplaced_why(u)}});
      }
    }
    for (Json& warning : warnings()) out["warnings"].push_back(std::move(warning));
    out["fits"] = fits_json();
    return out;
  }

 private:
  const RoleSpec& role(std::size_t r) const { return roles_[r]; }
  const std::string& name(std::size_t u) const { return request_.drops[u].name; }
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

  // A drop whose placement only the order of the drop decided: another free role, or another
  // drop's role in a swap, fits as well. On optional roles the drop is left for the user to put;
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
      if (role(r).name == "run" && !outcome_.fits.beside_gold[u].empty()) {
        why += "; " + outcome_.fits.beside_gold[u] + ", so a file beside it is the run";
      }
    }
    const bool guessed = alike_.count(u) > 0 || swaps_.count(u) > 0;
    return {{"drop", u}, {"role", role(r).name}, {"why", why}, {"guessed", guessed}};
  }

  // A drop that fits a single-file role the page already holds a file for.
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
        {"drop", u},
        {"role", first},
        {"why", "it fits " + role_phrase(role(fitting.front())) + ", which holds a file already"},
        {"choices", choices}};
  }

  std::string unplaced_why(std::size_t u) const {
    if (const auto binary = binary_drop(request_.drops[u])) {
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
    if (blank_drop(request_.drops[u])) {
      return "it is empty, and its name does not say which input it is: drop it on its slot";
    }
    const std::string task = outcome_.task->spec().id;
    if (std::string csv = comma_separated_why(request_.drops[u], task); !csv.empty()) return csv;
    const std::string elsewhere = fits_elsewhere(request_.drops[u], task);
    if (!elsewhere.empty()) return "it looks like " + elsewhere + ", not an input of " + task;
    return "it does not look like any input bioeval reads";
  }

  std::vector<Json> warnings() const {
    std::vector<Json> out;
    for (std::size_t u = 0; u < role_of_.size(); ++u) {
      if (role_of_[u] < 0) continue;
      const auto r = static_cast<std::size_t>(role_of_[u]);
      const Json where = {{"drop", u}, {"role", role(r).name}};
      if (const auto binary = binary_drop(request_.drops[u])) {
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
    for (std::size_t u = 0; u < request_.drops.size(); ++u) {
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

}  // namespace

Json report(const PlacementRequest& request, const Outcome& outcome, bool chosen,
            const std::string& why) {
  return Report(request, outcome).placement(chosen, why);
}

}  // namespace bioeval::placement
