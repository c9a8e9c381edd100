#include <catch2/catch.hpp>

#include <string>

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
