// The reference scorers' printed reports, rebuilt from a ner result: `--format jnlpba`
// (evalIOB2.pl), `--format conlleval` and `--format bc2gm` (alt_eval.perl).
#pragma once

#include <string>

#include "base/json.hpp"

namespace bioeval::ner {

std::string jnlpba_layout(const Json& result);
std::string conlleval_layout(const Json& result);
std::string bc2gm_layout(const Json& result);

}  // namespace bioeval::ner
