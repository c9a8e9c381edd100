#include "tasks/ner/checks.hpp"

#include <string>

#include "base/hot_loop.hpp"
#include "base/text.hpp"

namespace bioeval::ner {

std::vector<CheckRule> iob2_checks() {
  return {
      {"the run is UTF-8 text without NUL bytes; empty, it tagged nothing (a run in the conlleval "
       "layout carries the gold and may not be empty)",
       {"invalid-utf8", "nul-byte", "run-empty", "input-empty"},
       Needs::run_only},
      {"each token line has the token and its tag last (the gold tag and the run tag in the "
       "conlleval layout)",
       {"fields-missing"},
       Needs::run_only},
      {"every tag is O or a prefix of the scheme and a class", {"tag-invalid"}, Needs::run_only},
      {"tags follow the scheme's order (under IOB2, I-X continues B-X or I-X)",
       {"tag-sequence"},
       Needs::run_only},
      {"no S-, L- or U- tags, which conlleval does not know (IOBES, BILOU)",
       {"conlleval-prefix"},
       Needs::run_only},
      {"the run has the test set's tokens in their order",
       {"token-mismatch"},
       Needs::input_or_gold},
      {"the run breaks sentences where the test set does",
       {"sentence-mismatch"},
       Needs::input_or_gold},
      {"the run has as many tokens as the test set",
       {"token-count-mismatch"},
       Needs::input_or_gold},
      {"a blank line ends the run's last sentence when it ends the test set's (evalIOB2.pl needs "
       "it; in the conlleval layout, every sentence)",
       {"sentence-unterminated"},
       Needs::input_or_gold}};
}

std::vector<CheckRule> bc2gm_checks() {
  return {
      {"the run is UTF-8 text without NUL bytes; empty, it found nothing",
       {"invalid-utf8", "nul-byte", "run-empty"},
       Needs::run_only},
      {"each line is 'sentence-id|start end', the text after a third '|' optional",
       {"mention-fields"},
       Needs::run_only},
      {"offsets are two integers, start <= end, spelled as alt_eval.perl compares them (one "
       "space, no leading zero)",
       {"offsets-invalid", "offsets-spacing", "offsets-leading-zero", "offsets-reversed"},
       Needs::run_only},
      {"no blank line (alt_eval.perl reads it as a mention)", {"blank-line"}, Needs::run_only},
      {"no mention listed twice", {"mention-duplicate"}, Needs::run_only},
      // The gold lists only sentences with a mention: the sentences alone tell these.
      {"every mention's sentence id is one of the test sentences",
       {"sentence-unknown"},
       Needs::input},
      {"offsets lie within the sentence's non-space characters",
       {"offsets-outside-sentence"},
       Needs::input},
      {"a mention's text is what its offsets cover in the sentence (else a true positive may be "
       "silently lost)",
       {"mention-text-differs"},
       Needs::input}};
}

// Sentences of the gold evalIOB2.pl does not see as the criteria do: it scores only what a blank
// line ends. Out of line, as every loop over the sentences (hot_loop.hpp): inlined, its loop
// would make the engine compile all of Iob2Task::read() again.
BIOEVAL_OUT_OF_LINE void warn_gold_unterminated(const TaggedCorpus& corpus, const TaggedSide& gold,
                                                Diagnostics& diagnostics) {
  const std::size_t count = corpus.sentences.size();
  for (std::size_t s = 0; s < count; ++s) {
    const Sentence& sentence = corpus.sentences[s];
    if (sentence.terminated) continue;
    const std::string from = std::to_string(corpus.gold_lines[sentence.begin]);
    diagnostics.warning(
        "sentence-unterminated",
        Location{gold.role, gold.file, corpus.gold_lines[sentence.end - 1], 0, {}},
        s + 1 < count ? "the sentence from line " + from +
                            " is not followed by a blank line before ###MEDLINE: evalIOB2.pl "
                            "reads it as one sentence with the next, and so do the jnlpba.* "
                            "measures"
                      : "the last sentence (from line " + from +
                            ") is not followed by a blank line: evalIOB2.pl leaves it out, and so "
                            "do the jnlpba.* measures; the other measures count it");
  }
}

// A run file whose last sentence lacks the blank line the gold's (or the test input's, named by
// `reference`) has: evalIOB2.pl rejects it.
void warn_run_unterminated(const TaggedCorpus& corpus, std::string_view run_file,
                           std::string_view reference, Diagnostics& diagnostics) {
  const std::size_t count = corpus.sentences.size();
  const std::uint32_t last = count ? corpus.run_lines[corpus.sentences.back().end - 1] : 0;
  if (!corpus.single_file && last != 0 && corpus.sentences.back().terminated &&
      !corpus.run_terminated) {
    diagnostics.warning("sentence-unterminated", Location{"run", run_file, last, 0, {}},
                        "the run's last sentence is not followed by a blank line, the " +
                            std::string(reference) +
                            "'s is: evalIOB2.pl stops with 'insufficient answers.' on such a run");
  }
}

// The first place where conlleval, which knows only the prefixes B, I, E and O, reads a phrase
// on where the scheme ends an entity: after S-, U- or L-, and at E- before B- or S-, when the
// next tag has the same class.
void warn_conlleval_prefixes(const TaggedCorpus& corpus, const TaggedSide& side,
                             Diagnostics& diagnostics) {
  for (const Sentence& sentence : corpus.sentences) {
    for (std::uint32_t i = sentence.begin + 1; i < sentence.end; ++i) {
      const TagInfo& previous = corpus.tags[side.tags[i - 1]];
      const TagInfo& tag = corpus.tags[side.tags[i]];
      if (previous.prefix == 'O' || tag.prefix == 'O' || previous.type != tag.type) continue;
      const bool closed = previous.prefix == 'S' || previous.prefix == 'U' ||
                          previous.prefix == 'L' ||
                          (previous.prefix == 'E' && (tag.prefix == 'B' || tag.prefix == 'S'));
      if (!closed) continue;
      diagnostics.warning("conlleval-prefix", Location{side.role, side.file, side.lines[i], 0, {}},
                          "conlleval reads " + quoted(previous.text) + " " + quoted(tag.text) +
                              " (lines " + std::to_string(side.lines[i - 1]) + "–" +
                              std::to_string(side.lines[i]) +
                              ") as one phrase: it knows no S-, U- or L- tags and ends no phrase "
                              "at E- before B- or S-; the conlleval.* measures follow it, the "
                              "criteria read two entities");
      return;
    }
  }
}

}  // namespace bioeval::ner
