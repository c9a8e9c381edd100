// Placing dropped files on a task's input roles. The files of one drop are placed together:
// every file is sniffed first, then the task is chosen that explains the most files, then files
// go to roles by the best joint assignment (their content first, their names as hints), so that
// neither the order of a drop nor a file that looks like another's can put a gold on the run.
// When the gold is given otherwise (a gold archive, the released input standing in for it), a
// loose file that fits both the gold and the run is the run (placement::gold_given).
// A single-file role already filled is never taken over: the file is returned as a conflict for
// the user to decide; a file that fits no role is returned with the reason.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "base/json.hpp"
#include "framework/task.hpp"

namespace bioeval {

// What was dropped as one: a file alone, or the files of a folder or archive (a group), of which
// the host passes the first few with their first bytes.
struct Drop {
  std::string name;  // the file's, folder's or archive's name
  bool group = false;
  std::vector<FileHead> files;
  std::string role;  // the role the drop holds now, when it is being placed again
};

struct PlacementRequest {
  std::vector<Drop> drops;
  std::string task;                           // the page's task; empty for none chosen
  std::map<std::string, std::size_t> filled;  // role of `task` → files it holds besides `drops`
  std::string target_role;                    // when set: the user put the drops on this role
  bool keep_task = false;                     // place on `task` even if another fits better
};

// The placement, as JSON for the hosts:
// {"task": id, "chosen": bool (the task was chosen for these files), "why": text,
//  "placed": [{"drop", "role", "why", "guessed": bool}],
//  "conflicts": [{"drop", "role", "why", "choices": [{"role", "action": "replace"|"add"}]}],
//  "unplaced": [{"drop", "why"}],
//  "warnings": [{"drop", "role", "code", "message"}],
//  "fits": [{role: content fit} per drop, for the roles of the task],
//  "proposal": {"task", "explains", "why"} (another task fits more of the files)}
Json place(const PlacementRequest& request);

}  // namespace bioeval
