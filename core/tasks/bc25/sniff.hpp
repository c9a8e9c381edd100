// How the first bytes of a BC II.5 input are recognized (Task::sniff): the gold and run lines
// of each task, and the released test document list.
#pragma once

#include <cstddef>
#include <string_view>

namespace bioeval::bc25 {

// How likely (0..1) the head of a file is the released test document list: text (not an image or
// other binary file), one field per line and no space, ids that mostly differ (a token file
// repeats its words) and no blank line between them (a token file's sentence break).
double sniff_document_list(std::string_view head);

// INT (arity 1) and IPT (arity 2): `role` is "gold", "run" or "input".
double sniff_items(std::size_t arity, std::string_view role, std::string_view head);

// ACT: `role` is "gold", "run" or "input".
double sniff_act(std::string_view role, std::string_view head);

}  // namespace bioeval::bc25
