// Tagging schemes (docs/tasks/ner.md, "Entities"): how IOB2, IOB1, IOBES and BILOU tag sequences
// decode into entities, directly with decode_entities and through ner.iob2's option `scheme`,
// including the lenient readings (an I- after O or after another class starts an entity, as
// conlleval reads it) and which of them are warned about.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "support/ner_files.hpp"
#include "support/support.hpp"
#include "tasks/ner/tags.hpp"

using namespace bioeval;
using bioeval::ner::Scheme;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::score;
using bioeval::test::token_file;
using bioeval::test::words;

namespace {

// What a tag sequence decodes to: entities as "class[first,last]", and the positions of the
// scheme's rule breaks.
struct Decoded {
  std::vector<std::string> entities;
  std::vector<std::uint32_t> issues;
};

// Decodes the space-separated `tags` (one sentence) under `scheme`.
Decoded decode(Scheme scheme, const std::string& tags) {
  const std::vector<std::string> texts = words(tags);  // outlives the tables, which view it
  ner::TypeTable types;
  ner::TagTable table(scheme, types);
  std::vector<ner::TagId> ids;
  for (const std::string& t : texts) ids.push_back(table.intern(t));
  std::vector<ner::TaggedEntity> entities;
  std::vector<ner::SequenceIssue> issues;
  ner::decode_entities(table, ids.data(), ids.size(), entities, &issues);
  Decoded out;
  for (const ner::TaggedEntity& e : entities) {
    out.entities.push_back(std::string(types.name(e.type)) + "[" + std::to_string(e.first) + "," +
                           std::to_string(e.last) + "]");
  }
  for (const ner::SequenceIssue& issue : issues) {
    CHECK_FALSE(issue.message.empty());
    out.issues.push_back(issue.position);
  }
  // Without an issue list, the same entities.
  std::vector<ner::TaggedEntity> again;
  ner::decode_entities(table, ids.data(), ids.size(), again);
  CHECK(again.size() == entities.size());
  return out;
}

using Entities = std::vector<std::string>;
using Positions = std::vector<std::uint32_t>;

int count_code(const Json& result, const std::string& code) {
  int n = 0;
  for (const std::string& c : codes(result)) n += c == code;
  return n;
}

}  // namespace

TEST_CASE("scheme names", "[ner]") {
  CHECK(ner::scheme_named("iob2") == Scheme::iob2);
  CHECK(ner::scheme_named("iob1") == Scheme::iob1);
  CHECK(ner::scheme_named("iobes") == Scheme::iobes);
  CHECK(ner::scheme_named("bilou") == Scheme::bilou);
  CHECK_FALSE(ner::scheme_named("IOB2").has_value());
  CHECK_FALSE(ner::scheme_named("bioes").has_value());
  for (const Scheme s : {Scheme::iob2, Scheme::iob1, Scheme::iobes, Scheme::bilou}) {
    CHECK(ner::scheme_named(ner::scheme_name(s)) == s);
  }
}

TEST_CASE("tag tables: which tags each scheme knows", "[ner]") {
  ner::TypeTable types;
  ner::TagTable iob2(Scheme::iob2, types), iobes(Scheme::iobes, types), bilou(Scheme::bilou, types);
  // The tables keep views of the tags: string literals outlive them.
  const auto valid = [&](ner::TagTable& table, const char* tag) {
    return table[table.intern(tag)].valid;
  };
  // {tag, valid in IOB2, in IOBES, in BILOU}
  struct Row {
    const char* tag;
    bool iob2, iobes, bilou;
  };
  const Row rows[] = {
      {"O", true, true, true},      {"B-A", true, true, true},        {"I-A", true, true, true},
      {"E-A", false, true, false},  {"S-A", false, true, false},      {"L-A", false, false, true},
      {"U-A", false, false, true},  {"B-", false, false, false},      {"B", false, false, false},
      {"X-A", false, false, false}, {"b-A", false, false, false},     {"BA-x", false, false, false},
      {"B-A-B", true, true, true},  {"I-cell type", true, true, true}};
  for (const Row& row : rows) {
    INFO(row.tag);
    CHECK(valid(iob2, row.tag) == row.iob2);
    CHECK(valid(iobes, row.tag) == row.iobes);
    CHECK(valid(bilou, row.tag) == row.bilou);
  }
  // "O" is tag 0; a class is what follows the first '-'; interning twice gives one id.
  CHECK(iob2.intern("O") == 0);
  CHECK(iob2.intern("B-A") == iob2.intern("B-A"));
  const ner::TagInfo& nested = iob2[iob2.intern("B-A-B")];
  CHECK(nested.prefix == 'B');
  CHECK(types.name(nested.type) == "A-B");
  CHECK(iob2[iob2.intern("I-A")].type == iob2[iob2.intern("B-A")].type);
}

TEST_CASE("IOB2 decoding", "[ner]") {
  // B- starts, I- of the same class continues, anything else ends.
  Decoded d = decode(Scheme::iob2, "B-A I-A O B-B I-B I-B");
  CHECK(d.entities == Entities{"A[0,1]", "B[3,5]"});
  CHECK(d.issues.empty());
  // B- B- of one class: two entities; an entity may end the sentence.
  d = decode(Scheme::iob2, "B-A B-A I-A");
  CHECK(d.entities == Entities{"A[0,0]", "A[1,2]"});
  CHECK(d.issues.empty());
  d = decode(Scheme::iob2, "O O O");
  CHECK(d.entities.empty());
  CHECK(d.issues.empty());
  d = decode(Scheme::iob2, "");
  CHECK(d.entities.empty());
}

TEST_CASE("IOB2 decoding: the lenient readings are warned about", "[ner]") {
  // I- after O starts an entity (conlleval's reading), a rule break of strict IOB2.
  Decoded d = decode(Scheme::iob2, "O I-A I-A O");
  CHECK(d.entities == Entities{"A[1,2]"});
  CHECK(d.issues == Positions{1});
  // I- first in the sentence.
  d = decode(Scheme::iob2, "I-A B-A");
  CHECK(d.entities == Entities{"A[0,0]", "A[1,1]"});
  CHECK(d.issues == Positions{0});
  // I- of another class ends the entity and starts one.
  d = decode(Scheme::iob2, "B-A I-A I-B I-B I-A");
  CHECK(d.entities == Entities{"A[0,1]", "B[2,3]", "A[4,4]"});
  CHECK(d.issues == (Positions{2, 4}));
  // A tag the scheme does not know reads as O (E-, S- are IOBES tags).
  d = decode(Scheme::iob2, "B-A E-A I-A S-A");
  CHECK(d.entities == Entities{"A[0,0]", "A[2,2]"});
  CHECK(d.issues == Positions{2});
}

TEST_CASE("IOB1 decoding: I- starts entities, B- separates adjacent ones", "[ner]") {
  // I- after O is how IOB1 starts an entity: no warning.
  Decoded d = decode(Scheme::iob1, "O I-A I-A O I-B");
  CHECK(d.entities == Entities{"A[1,2]", "B[4,4]"});
  CHECK(d.issues.empty());
  // B- right after an entity of its class splits them.
  d = decode(Scheme::iob1, "I-A I-A B-A I-A O");
  CHECK(d.entities == Entities{"A[0,1]", "A[2,3]"});
  CHECK(d.issues.empty());
  // Two classes side by side, both with I-.
  d = decode(Scheme::iob1, "I-A I-B I-B");
  CHECK(d.entities == Entities{"A[0,0]", "B[1,2]"});
  CHECK(d.issues.empty());
  // B- that separates nothing (after O or first) is out of place in IOB1, read as a start.
  d = decode(Scheme::iob1, "B-A I-A O B-B");
  CHECK(d.entities == Entities{"A[0,1]", "B[3,3]"});
  CHECK(d.issues == (Positions{0, 3}));
}

TEST_CASE("IOBES decoding", "[ner]") {
  Decoded d = decode(Scheme::iobes, "B-A I-A E-A S-A O S-B B-B E-B");
  CHECK(d.entities == Entities{"A[0,2]", "A[3,3]", "B[5,5]", "B[6,7]"});
  CHECK(d.issues.empty());
  // S- S- of one class: two entities (unlike conlleval, which knows no S-).
  d = decode(Scheme::iobes, "S-A S-A");
  CHECK(d.entities == Entities{"A[0,0]", "A[1,1]"});
  CHECK(d.issues.empty());
  // An entity not closed by E- before O: read as ending there, with a warning at the O.
  d = decode(Scheme::iobes, "B-A I-A O");
  CHECK(d.entities == Entities{"A[0,1]"});
  CHECK(d.issues == Positions{2});
  // Not closed before the sentence ends: the warning is at its last token.
  d = decode(Scheme::iobes, "O B-A I-A");
  CHECK(d.entities == Entities{"A[1,2]"});
  CHECK(d.issues == Positions{2});
  // B- inside an open entity: the first ends before it.
  d = decode(Scheme::iobes, "B-A I-A B-A E-A");
  CHECK(d.entities == Entities{"A[0,1]", "A[2,3]"});
  CHECK(d.issues == Positions{2});
  // I- or E- without a B-: a start, warned about.
  d = decode(Scheme::iobes, "I-A E-A O E-B");
  CHECK(d.entities == Entities{"A[0,1]", "B[3,3]"});
  CHECK(d.issues == (Positions{0, 3}));
  // E- of another class: the open entity ends, the E- is a one-token entity.
  d = decode(Scheme::iobes, "B-A E-B");
  CHECK(d.entities == Entities{"A[0,0]", "B[1,1]"});
  CHECK(d.issues == (Positions{1, 1}));
  // L- and U- are BILOU's: read as O.
  d = decode(Scheme::iobes, "U-A B-A L-A");
  CHECK(d.entities == Entities{"A[1,1]"});
}

TEST_CASE("BILOU decoding", "[ner]") {
  Decoded d = decode(Scheme::bilou, "B-A I-A I-A L-A U-A O U-B B-B L-B");
  CHECK(d.entities == Entities{"A[0,3]", "A[4,4]", "B[6,6]", "B[7,8]"});
  CHECK(d.issues.empty());
  d = decode(Scheme::bilou, "U-A U-A");
  CHECK(d.entities == Entities{"A[0,0]", "A[1,1]"});
  CHECK(d.issues.empty());
  d = decode(Scheme::bilou, "B-A O");
  CHECK(d.entities == Entities{"A[0,0]"});
  CHECK(d.issues == Positions{1});
  d = decode(Scheme::bilou, "L-A");
  CHECK(d.entities == Entities{"A[0,0]"});
  CHECK(d.issues == Positions{0});
  // E- and S- are IOBES's: read as O.
  d = decode(Scheme::bilou, "B-A E-A S-A");
  CHECK(d.entities == Entities{"A[0,0]"});
}

TEST_CASE("ner.iob2 scheme option: IOB1 and IOB2 read the same entities, warn differently",
          "[ner]") {
  // Gold: A w0-w1, A w2 (B- splits), B w4. Run: A w0, A w1, A w2, B w4.
  const std::string gold = token_file("I-A I-A B-A O I-B");
  const std::string run = token_file("I-A B-A B-A O I-B");
  const Json iob1 = score("ner.iob2", gold, run, {{"scheme", "iob1"}});
  const Json iob2 = score("ner.iob2", gold, run, {{"scheme", "iob2"}});
  const Json by_default = score("ner.iob2", gold, run);
  for (const Json* r : {&iob1, &iob2, &by_default}) {
    REQUIRE((*r)["valid"] == true);
    CHECK(metric(*r, "exact.tp") == 2);  // A w2, B w4
    CHECK(metric(*r, "exact.fp") == 2);
    CHECK(metric(*r, "exact.fn") == 1);
    CHECK(metric(*r, "partial.tp") == 3);  // A w0-w1 pairs with A w0 or A w1, once
    CHECK(metric(*r, "partial.fp") == 1);
  }
  // Strict IOB2: I- after O or first in the sentence, on both sides (gold lines 1 and 5, run
  // lines 1 and 5).
  CHECK(count_code(iob2, "tag-sequence") == 4);
  CHECK(count_code(by_default, "tag-sequence") == 4);
  // IOB1: I- starts entities; B- here always follows an entity of its class.
  CHECK(count_code(iob1, "tag-sequence") == 0);
  CHECK(codes(iob1).empty());
}

TEST_CASE("ner.iob2 scheme option: IOBES and BILOU", "[ner]") {
  // IOBES: gold A w0, A w1, B w2-w3; run A w0-w1, B w2-w3.
  const Json iobes = score("ner.iob2", token_file("S-A S-A B-B E-B"), token_file("B-A E-A B-B E-B"),
                           {{"scheme", "iobes"}});
  REQUIRE(iobes["valid"] == true);
  CHECK(metric(iobes, "exact.tp") == 1);
  CHECK(metric(iobes, "exact.fp") == 1);
  CHECK(metric(iobes, "exact.fn") == 2);
  CHECK(metric(iobes, "left.tp") == 2);
  CHECK(metric(iobes, "right.tp") == 2);
  CHECK(metric(iobes, "fragment.tp") == 4);
  CHECK(metric(iobes, "fragment.fp") == 0);
  // conlleval knows no S-: it reads S-A S-A as one phrase and finds the run's A w0-w1 correct
  // (checked with conlleval 2004-01-26: 2 phrases, found 2, correct 2, accuracy 50 %).
  CHECK(metric(iobes, "conlleval.phrases") == 2);
  CHECK(metric(iobes, "conlleval.correct") == 2);
  CHECK(metric(iobes, "conlleval.accuracy") == 0.5);
  CHECK(count_code(iobes, "conlleval-prefix") == 1);
  CHECK(count_code(iobes, "tag-sequence") == 0);

  // BILOU: gold A w0, B w1-w3; run A w0, B w1-w2 (then O): exact 1, left 2, right 1.
  const Json bilou = score("ner.iob2", token_file("U-A B-B I-B L-B O"),
                           token_file("U-A B-B L-B O O"), {{"scheme", "bilou"}});
  REQUIRE(bilou["valid"] == true);
  CHECK(metric(bilou, "exact.tp") == 1);
  CHECK(metric(bilou, "left.tp") == 2);
  CHECK(metric(bilou, "right.tp") == 1);
  CHECK(metric(bilou, "approximate.tp") == 2);
  CHECK(metric(bilou, "fragment.tp") == 3);
  CHECK(metric(bilou, "fragment.fn") == 1);
  CHECK(count_code(bilou, "tag-sequence") == 0);

  // An IOBES entity left open before O is a warning at the O (run line 3).
  const Json open =
      score("ner.iob2", token_file("B-A E-A O"), token_file("B-A I-A O"), {{"scheme", "iobes"}});
  REQUIRE(open["valid"] == true);
  CHECK(count_code(open, "tag-sequence") == 1);
  CHECK(metric(open, "exact.tp") == 1);
}

TEST_CASE("ner.iob2 scheme option: tags of another scheme are errors", "[ner]") {
  // S- under IOB2: invalid, and nothing is scored.
  const Json r = score("ner.iob2", token_file("S-A O"), token_file("B-A O"));
  CHECK(r["valid"] == false);
  CHECK(count_code(r, "tag-invalid") == 1);
  CHECK_FALSE((r.contains("metrics") && r.at("metrics").contains("exact.tp")));
  // The same files under IOBES are fine.
  const Json ok =
      score("ner.iob2", token_file("S-A O"), token_file("B-A O"), {{"scheme", "iobes"}});
  CHECK(ok["valid"] == true);
  // An unknown scheme is a usage error.
  CHECK_THROWS_AS(score("ner.iob2", token_file("B-A O"), token_file("B-A O"), {{"scheme", "iob3"}}),
                  UsageError);
}

TEST_CASE("ner.iob2: sentences decode separately", "[ner]") {
  // An I-A at the start of the second sentence does not continue the first one's entity.
  const Json r = score("ner.iob2", token_file("B-A I-A | I-A O"), token_file("B-A I-A | B-A O"));
  REQUIRE(r["valid"] == true);
  CHECK(metric(r, "exact.tp") == 2);
  CHECK(metric(r, "exact.fp") == 0);
  CHECK(metric(r, "exact.fn") == 0);
  CHECK(count_code(r, "tag-sequence") == 1);  // the gold's I-A starts its sentence
}
