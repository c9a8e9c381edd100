#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "support/support.hpp"

#include "tasks/ner/token_files.hpp"

using namespace bioeval;
using namespace bioeval::ner;

TEST_CASE("TokenLines keeps runs of consecutive lines and answers every token", "[ner]") {
  TokenLines lines;
  // Two sentences (lines 1-3, 5-6), then a token on a line out of step (9).
  const std::uint32_t written[] = {1, 2, 3, 5, 6, 9};
  for (const std::uint32_t line : written) lines.push(line);
  std::size_t run = 0;
  for (std::size_t token = 0; token < 6; ++token) {
    INFO("token " << token);
    CHECK(lines[token] == written[token]);
    CHECK(lines.at(token, run) == written[token]);
  }
  CHECK(lines.at(1, run) == 2);  // asked out of order: still right
  CHECK(lines.at(4, run) == 6);
  CHECK(lines[6] == 0);  // past the last token pushed: a token the run lacks
  CHECK(lines.at(7, run) == 0);
  CHECK(TokenLines()[0] == 0);
}

TEST_CASE("TaggedCorpus reads tokens in place from their file", "[ner]") {
  TaggedCorpus corpus(Scheme::iob2);
  corpus.text = "IL-2\tB-protein\n  gene  O\r\n-X- O\nlast\tO";
  for (const std::uint32_t offset : {0u, 17u, 26u, 32u}) corpus.token_offsets.push_back(offset);
  CHECK(corpus.size() == 4);
  CHECK(corpus.token(0) == "IL-2");
  CHECK(corpus.token(1) == "gene");
  CHECK(corpus.token(2) == "-X-");
  CHECK(corpus.token(3) == "last");  // at the end of the text
  CHECK(corpus.token_is(0, "IL-2"));
  CHECK_FALSE(corpus.token_is(0, "IL"));  // a prefix is not the token
  CHECK_FALSE(corpus.token_is(0, "IL-2\tB"));
  CHECK(corpus.token_is(2, "-X-"));
  CHECK(corpus.token_is(3, "last"));
  CHECK_FALSE(corpus.token_is(3, "lastly"));  // past the end of the text
}

namespace {

// A random corpus: sentences of (token, gold tag, run tag), some tags not of IOB2, some tokens
// with a control character in them, and a ###MEDLINE: line before some sentences.
struct RandomLine {
  std::string token, gold, run;
};
using RandomCorpus = std::vector<std::vector<RandomLine>>;

RandomCorpus random_corpus(std::uint32_t seed) {
  std::mt19937 random(seed);
  const std::vector<std::string> words = {"IL-2",
                                          "gene",
                                          "-X-",
                                          "a\x01"
                                          "b",
                                          "of",
                                          "NF-kappa",
                                          "B",
                                          "cells",
                                          "(",
                                          ")"};
  const std::vector<std::string> tags = {"O",     "O",     "O",     "B-protein", "I-protein",
                                         "B-DNA", "I-DNA", "E-DNA", "B-RNA",     "X"};
  const auto pick = [&](const std::vector<std::string>& from) {
    return from[random() % from.size()];
  };
  RandomCorpus corpus(60);
  for (auto& sentence : corpus) {
    sentence.resize(1 + random() % 12);
    for (RandomLine& line : sentence) line = {pick(words), pick(tags), pick(tags)};
  }
  return corpus;
}

// The corpus as a file: `tags` "gold", "run" or "both" (the conlleval layout), fields joined by
// `separator`, lines ended by `end`.
std::string token_file(const RandomCorpus& corpus, const std::string& tags,
                       const std::string& separator, const std::string& end) {
  std::string out;
  for (std::size_t s = 0; s < corpus.size(); ++s) {
    if (s % 7 == 3) out += "###MEDLINE:" + std::to_string(s) + end;
    for (const RandomLine& line : corpus[s]) {
      out += line.token;
      if (tags != "run") out += separator + line.gold;
      if (tags != "gold") out += separator + line.run;
      out += end;
    }
    out += end;
  }
  return out;
}

// What a result says apart from the places within a line its diagnostics point to.
Json without_columns(Json result) {
  for (Json& d : result["diagnostics"]) {
    d.erase("column");
    d.erase("message");  // may quote the line's text, separators included
    d.erase("text");
  }
  result.erase("inputs");
  return result;
}

}  // namespace

TEST_CASE("token lines read the same by the one-pass split and by the general rules", "[ner]") {
  // One TAB between fields takes the one-pass split; two spaces, a trailing space and CR LF
  // take the general rules: the results must agree.
  for (std::uint32_t seed = 1; seed <= 20; ++seed) {
    INFO("seed " << seed);
    const RandomCorpus corpus = random_corpus(seed);
    const Json force = {{"force", true}};  // tags X and E-DNA are errors: scored all the same
    const Json plain = test::score("ner.iob2", token_file(corpus, "gold", "\t", "\n"),
                                   token_file(corpus, "run", "\t", "\n"), force);
    const Json general = test::score("ner.iob2", token_file(corpus, "gold", "  ", " \r\n"),
                                     token_file(corpus, "run", " ", "\r\n"), force);
    REQUIRE(plain["forced"] == true);
    REQUIRE(test::metric(plain, "exact.tp") > 0);
    CHECK(test::codes(plain) == test::codes(general));
    CHECK(without_columns(plain) == without_columns(general));
    const Json both_plain =
        test::run_task("ner.iob2", {{"run", token_file(corpus, "both", "\t", "\n")}}, force);
    const Json both_general =
        test::run_task("ner.iob2", {{"run", token_file(corpus, "both", " \t", "\r\n")}}, force);
    REQUIRE(test::metric(both_plain, "exact.tp") > 0);
    CHECK(without_columns(both_plain) == without_columns(both_general));
  }
}
