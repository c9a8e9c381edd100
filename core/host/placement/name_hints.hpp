// What a file's name says about the role it plays: the words of the name matched against the
// hints each role declares (RoleSpec::name_hints).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace bioeval {

// The words of a file name, lower case: split at every character that is not a letter or a digit,
// and between letters and digits ("test_ALTGENE.eval" → test, altgene, eval; "run2" → run, 2).
std::vector<std::string> name_words(std::string_view name);

// How strongly `hint` matches `words`: 0 when it does not, otherwise the length of the hint, so
// that the longer of two matching hints wins ("altgene" over "gene"). A hint is words joined by
// '-' that must appear in a row ("new-in-dev"); a last word ending in '*' matches any word it
// starts ("pred*": "pred", "predictions").
std::size_t hint_strength(const std::vector<std::string>& words, std::string_view hint);

// The strongest of `hints` against `words` (0 when none matches), and the hint that gave it.
struct HintMatch {
  std::size_t strength = 0;
  std::string hint;
};
HintMatch best_hint(const std::vector<std::string>& words, const std::vector<std::string>& hints);

}  // namespace bioeval
