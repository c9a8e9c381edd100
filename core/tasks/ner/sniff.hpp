// How the NER tasks recognize an input from its first bytes (Task::sniff): 0 (not this input)
// to 1 (surely it).
#pragma once

#include <string_view>

namespace bioeval::ner {

// ner.iob2: a token file with tags ("gold", "run"; the conlleval layout fits a run better), or
// the released test tokens without tags ("input").
double iob2_sniff(std::string_view role, std::string_view head);

// ner.bc2gm: a mention file ("gold", "altgene" with the text of every mention; "run") or the
// sentence file ("sentences").
double bc2gm_sniff(std::string_view role, std::string_view head);

}  // namespace bioeval::ner
