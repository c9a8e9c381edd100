#include "tasks/ppi/checks.hpp"

namespace bioeval::ppi {

std::vector<CheckRule> check_rules() {
  return {
      {"the run (and a folds file, if given) is UTF-8 text without NUL bytes; a run with nothing "
       "in it is a warning",
       {"invalid-utf8", "nul-byte", "input-empty", "run-empty"},
       Needs::run_only},
      {"every run line has one or two values after the pair (label and score, or one of them), "
       "as many as the first line",
       {"run-fields", "run-columns"},
       Needs::run_only},
      {"labels are 1, 0, True, False, +1 or -1; scores are finite numbers",
       {"label-invalid", "score-invalid"},
       Needs::run_only},
      {"every pair id or entity id of the run is one of the corpus, and two entities named are a "
       "candidate pair (a <pair> of the corpus, or two entities of one sentence in a file "
       "without <pair> elements)",
       {"pair-unknown", "entity-unknown", "pair-not-candidate"},
       Needs::input_or_gold},
      {"no candidate pair is given twice, by its pair id or its entities in either order",
       {"pair-duplicate"},
       Needs::input_or_gold},
      {"every candidate pair of the corpus has a line in the run (warning, with the count)",
       {"pairs-missing"},
       Needs::input_or_gold},
      {"a folds file, if given, has two fields a line, document id and fold",
       {"folds-fields"},
       Needs::run_only},
      {"a folds file, if given, puts every document of the corpus in one fold, and no other "
       "document",
       {"fold-document-unknown", "fold-document-repeated", "fold-missing"},
       Needs::input_or_gold},
  };
}

}  // namespace bioeval::ppi
