#include "host/placement/placement.hpp"

#include <algorithm>
#include <cmath>

#include "host/api.hpp"
#include "host/placement/fits.hpp"
#include "host/placement/report.hpp"
#include "metrics/assignment.hpp"

namespace bioeval {
namespace {

using namespace placement;

std::size_t capacity(const RoleSpec& role, const PlacementRequest& request, std::size_t drops,
                     bool same_task) {
  if (takes_several(role)) return drops;
  const auto held = request.filled.find(role.name);
  return same_task && held != request.filled.end() && held->second > 0 ? 0 : 1;
}

Outcome assign(const Task& task, const PlacementRequest& request) {
  Outcome out;
  out.task = &task;
  out.fits = fits_of(task, request.drops);
  const auto& roles = task.spec().roles;
  const bool same_task = task.spec().id == request.task;
  const std::map<std::string, std::size_t> none;
  prefer_run(task, request.drops,
             gold_given(task, request.drops, out.fits, same_task ? request.filled : none),
             out.fits);
  std::vector<std::size_t> slot_role;
  for (std::size_t r = 0; r < roles.size(); ++r) {
    const std::size_t n = capacity(roles[r], request, request.drops.size(), same_task);
    slot_role.insert(slot_role.end(), n, r);
  }
  // Weights are below 2: halved, they are similarities within [0, 1].
  SimilarityMatrix matrix(request.drops.size(), std::vector<double>(slot_role.size(), 0));
  for (std::size_t u = 0; u < request.drops.size(); ++u) {
    for (std::size_t s = 0; s < slot_role.size(); ++s) {
      matrix[u][s] = out.fits.weight[u][slot_role[s]] / 2;
    }
  }
  out.role_of.assign(request.drops.size(), -1);
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
  out.fits = fits_of(task, request.drops);
  out.role_of.assign(request.drops.size(), static_cast<int>(role));
  out.placed = request.drops.size();
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

std::string explains(const Outcome& outcome, std::size_t drops) {
  return outcome.task->spec().id + " explains " + std::to_string(outcome.placed) + " of the " +
         std::to_string(drops) + (drops == 1 ? " file" : " files");
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
  return report(request, outcome, false, "the files were put on " + role->name);
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
  const std::size_t drops = request.drops.size();
  if (request.keep_task && current != nullptr) {
    const auto here = std::find_if(ranked.begin(), ranked.end(),
                                   [&](const Outcome& o) { return o.task == current; });
    Json out = report(request, *here, false, explains(*here, drops));
    const Outcome& best = ranked.front();
    if (best.task != current && best.placed > here->placed) {
      out["proposal"] = {{"task", best.task->spec().id},
                         {"explains", best.placed},
                         {"why", explains(best, drops) + ", " + explains(*here, drops)}};
    }
    return out;
  }
  const Outcome& best = ranked.front();
  if (best.placed == 0 && current != nullptr) {
    const auto here = std::find_if(ranked.begin(), ranked.end(),
                                   [&](const Outcome& o) { return o.task == current; });
    return report(request, *here, false, "no task reads these files");
  }
  return report(request, best, best.task != current, explains(best, drops));
}

}  // namespace bioeval
