// The check rules of the NER tasks (TaskSpec::checks), and the checks of ner.iob2 across its
// inputs: sentences the reference scorers read otherwise than the criteria, and tags conlleval
// does not know.
#pragma once

#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "framework/check_rules.hpp"
#include "tasks/ner/entities.hpp"
#include "tasks/ner/read_tokens.hpp"

namespace bioeval::ner {

std::vector<CheckRule> iob2_checks();
std::vector<CheckRule> bc2gm_checks();

// Sentences of the gold evalIOB2.pl does not see as the criteria do: it scores only what a
// blank line ends (a warning for each).
void warn_gold_unterminated(const TaggedCorpus& corpus, const TaggedSide& gold,
                            Diagnostics& diagnostics);

// A run file whose last sentence lacks the blank line the gold's (or the test input's, named by
// `reference`) has: evalIOB2.pl rejects it.
void warn_run_unterminated(const TaggedCorpus& corpus, std::string_view run_file,
                           std::string_view reference, Diagnostics& diagnostics);

// The first place where conlleval, which knows only the prefixes B, I, E and O, reads a phrase
// on where the scheme ends an entity.
void warn_conlleval_prefixes(const TaggedCorpus& corpus, const TaggedSide& side,
                             Diagnostics& diagnostics);

}  // namespace bioeval::ner
