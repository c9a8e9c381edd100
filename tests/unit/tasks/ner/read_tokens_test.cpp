#include <catch2/catch.hpp>

#include <functional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "support/support.hpp"

#include "tasks/ner/read_tokens.hpp"

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

TEST_CASE("TaggedCorpus finds tokens in place from their sentence's first line", "[ner]") {
  TaggedCorpus corpus(Scheme::iob2);
  Diagnostics diagnostics;
  TokenReader reader(corpus, diagnostics);
  const std::string text =
      "###MEDLINE:1\n\nIL-2\tB-protein\n  gene  O\r\n-X- O\n\nfirst O\nlast\tO";
  reader.read_gold(TextInput{"gold", "gold.txt", text, true});
  REQUIRE(diagnostics.error_count() == 0);
  REQUIRE(corpus.size() == 5);
  REQUIRE(corpus.sentences.size() == 2);
  CHECK(corpus.sentences[0].offset == 14);  // the line of "IL-2", after ###MEDLINE: and a blank
  CHECK(corpus.sentences[1].offset == 47);
  const std::vector<std::string> tokens = {"IL-2", "gene", "-X-", "first", "last"};
  for (std::size_t i = 0; i < tokens.size(); ++i) CHECK(corpus.token(i) == tokens[i]);
  CHECK(corpus.sentence_of(2) == 0);
  CHECK(corpus.sentence_of(3) == 1);
  CHECK(corpus.dash_x_tokens == std::vector<std::uint32_t>{2});

  TokenWalk walk(corpus);
  CHECK(walk.token(0) == "IL-2");
  CHECK(walk.token(2) == "-X-");   // a line skipped
  CHECK(walk.token(4) == "last");  // another sentence, at the end of the text
  CHECK(walk.token(1) == "gene");  // back: the walk starts over
  CHECK(walk.token(3) == "first");

  SentenceTokens sentence_tokens(corpus);
  CHECK(sentence_tokens.token(1, 4) == "last");
  CHECK(sentence_tokens.token(0, 1) == "gene");
  CHECK(sentence_tokens.token(0, 0) == "IL-2");
  CHECK(sentence_tokens.token(1, 3) == "first");
  CHECK(sentence_tokens.tokens(0, 0, 3) == "IL-2 gene -X-");
  CHECK(sentence_tokens.tokens(0, 1, 3) == "gene -X-");
  CHECK(sentence_tokens.tokens(1, 3, 5) == "first last");
}

TEST_CASE("TokenReader tells many tags apart", "[ner]") {
  // More distinct tags than its cache of recent tags has slots, some sharing their length and
  // first, middle and last bytes: every token keeps the tags written on its line.
  std::mt19937 random(7);
  std::vector<std::string> tags = {"O"};
  for (int c = 0; c < 150; ++c) {
    for (const char* prefix : {"B-", "I-"})
      tags.push_back(prefix + std::string("c") + std::to_string(c) + "x");
  }
  std::string text;
  std::vector<std::pair<std::string, std::string>> written;
  for (int i = 0; i < 5000; ++i) {
    const std::string& gold = tags[random() % tags.size()];
    const std::string& run = random() % 2 ? gold : tags[random() % tags.size()];
    written.emplace_back(gold, run);
    text += "t\t" + gold + "\t" + run + "\n";
    if (i % 20 == 19) text += "\n";
  }
  TaggedCorpus corpus(Scheme::iob1);  // I- may start an entity: no warning per line
  Diagnostics diagnostics;
  TokenReader reader(corpus, diagnostics);
  reader.read_both(TextInput{"run", "both.txt", text, true});
  REQUIRE(diagnostics.error_count() == 0);
  REQUIRE(corpus.size() == written.size());
  for (std::size_t i = 0; i < written.size(); ++i) {
    INFO("token " << i);
    CHECK(corpus.tags[corpus.gold_tags[i]].text == written[i].first);
    CHECK(corpus.tags[corpus.run_tags[i]].text == written[i].second);
  }
}

TEST_CASE("TokenReader reads tags past the 65,535th distinct one as O, each an error", "[ner]") {
  // "O" and B-c0 … B-c65533 fill the table; the 66 tags after them are one too many each.
  std::string text;
  for (int c = 0; c < 65600; ++c) text += "t\tB-c" + std::to_string(c) + "\n";
  TaggedCorpus corpus(Scheme::iob2);
  Diagnostics diagnostics;
  TokenReader reader(corpus, diagnostics);
  reader.read_gold(TextInput{"gold", "gold.txt", text, true});
  CHECK(corpus.tags.size() == 65536);
  CHECK(diagnostics.error_count() == 66);
  CHECK(corpus.tags[corpus.gold_tags[65533]].text == "B-c65533");
  CHECK(corpus.gold_tags[65534] == TagTable::kOverflow);
  CHECK_FALSE(corpus.tags[TagTable::kOverflow].valid);
  const Diagnostic first = diagnostics.sorted().front();
  CHECK(first.code == "tag-invalid");
  CHECK(first.line == 65535);
  CHECK(first.message ==
        "'B-c65534' is one distinct tag too many: the files may use 65,535 (it "
        "is read as O)");
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

namespace {

// A gold of 30,000 tokens (about six of the reader's 64 kB blocks) in sentences of ten, each
// token "w<i>" tagged O; the run the same, each token's tag `run_tag(i)`.
constexpr std::size_t kLongTokens = 30000;

std::string long_file(const std::function<std::string(std::size_t)>& line_of) {
  std::string out;
  for (std::size_t i = 0; i < kLongTokens; ++i) {
    out += line_of(i);
    if (i % 10 == 9) out += "\n";
  }
  return out;
}

std::string long_line(std::size_t i, const std::string& tag) {
  return "w" + std::to_string(i) + "\t" + tag + "\n";
}

// The line of token i in a long_file.
std::size_t long_line_number(std::size_t i) {
  return i + i / 10 + 1;
}

// Both files read together; the texts kept, as the corpus holds views of them.
struct ReadPair {
  std::string gold, run;
  TaggedCorpus corpus{Scheme::iob2};
  Diagnostics diagnostics;

  ReadPair(std::string gold_text, std::string run_text)
      : gold(std::move(gold_text)), run(std::move(run_text)) {
    TokenReader reader(corpus, diagnostics);
    reader.read_gold_and_run(TextInput{"gold", "gold.txt", gold, true},
                             TextInput{"run", "run.txt", run, true});
  }
};

}  // namespace

TEST_CASE("TokenReader reads the run along with the gold, block after block", "[ner]") {
  const std::string gold = long_file([](std::size_t i) { return long_line(i, "O"); });
  const auto run_tag = [](std::size_t i) { return i % 3 ? "O" : "B-protein"; };

  SECTION("aligned: every run tag on its token") {
    const ReadPair read(gold, long_file([&](std::size_t i) { return long_line(i, run_tag(i)); }));
    REQUIRE(read.diagnostics.error_count() == 0);
    REQUIRE(read.corpus.size() == kLongTokens);
    REQUIRE(read.corpus.sentences.size() == kLongTokens / 10);
    for (std::size_t i = 0; i < kLongTokens; i += 997) {
      INFO("token " << i);
      CHECK(read.corpus.tags[read.corpus.run_tags[i]].text == run_tag(i));
      CHECK(read.corpus.run_lines[i] == long_line_number(i));
    }
    CHECK(read.corpus.run_terminated);
  }
  SECTION("a token that differs, late in the files") {
    const ReadPair read(gold, long_file([&](std::size_t i) {
                          return i == 25003 ? long_line(i, "O").replace(0, 1, "v")
                                            : long_line(i, run_tag(i));
                        }));
    REQUIRE(read.diagnostics.error_count() == 1);
    const Diagnostic error = read.diagnostics.sorted().front();
    CHECK(error.code == "token-mismatch");
    CHECK(error.input == "run");
    CHECK(error.line == long_line_number(25003));
    CHECK(error.message == "the run has 'v25003' where the gold has 'w25003' (gold line " +
                               std::to_string(long_line_number(25003)) +
                               "): the run must list the gold's tokens in order");
    CHECK(read.corpus.tags[read.corpus.run_tags[29999]].text == "O");
    CHECK(read.corpus.tags[read.corpus.run_tags[29997]].text == "B-protein");
  }
  SECTION("a sentence broken early: one error, the run's tags still read") {
    const ReadPair read(gold, long_file([&](std::size_t i) {
                          return long_line(i, run_tag(i)) + (i == 12344 ? "\n" : "");
                        }));
    REQUIRE(read.diagnostics.error_count() == 1);
    const Diagnostic error = read.diagnostics.sorted().front();
    CHECK(error.code == "sentence-mismatch");
    CHECK(error.line == long_line_number(12344) + 1);
    CHECK(error.message ==
          "the run ends a sentence here, after 'w12344', but the gold's sentence goes on with "
          "'w12345' at gold line " +
              std::to_string(long_line_number(12345)) +
              ": gold and run must have the same sentence breaks");
    CHECK(read.corpus.tags[read.corpus.run_tags[29997]].text == "B-protein");
  }
  SECTION("a run shorter or longer than the gold") {
    const std::string full = long_file([&](std::size_t i) { return long_line(i, run_tag(i)); });
    const ReadPair shorter(gold, full.substr(0, full.rfind("w29995")));
    REQUIRE(shorter.diagnostics.error_count() == 1);
    CHECK(shorter.diagnostics.sorted().front().code == "token-count-mismatch");
    CHECK(shorter.diagnostics.sorted().front().message ==
          "the run ends after 29995 of the gold's 30000 tokens; the gold goes on with 'w29995' at "
          "gold line " +
              std::to_string(long_line_number(29995)));
    const ReadPair longer(gold, full + "extra\tO\n");
    REQUIRE(longer.diagnostics.error_count() == 1);
    CHECK(longer.diagnostics.sorted().front().code == "token-count-mismatch");
    CHECK(longer.diagnostics.sorted().front().line == long_line_number(kLongTokens));
  }
}
