// A check of a ppi run before the gold is out, against the corpus as released for the test set
// (docs/tasks/ppi.md, "Checking before the gold is out"): the pair labels and <interaction>
// elements taken out, every rule on the run applied with its line and column. The [data] cases
// release the test parts of ppi/ of the test corpora (docs/data.md) by plain string edits.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::read_text_file;
using bioeval::test::run_files;
using bioeval::test::shared_data_path;

namespace {

// The corpus without its answers: every <interaction .../> element and every interaction="…"
// attribute removed, as the organizers release a test set.
std::string released(std::string xml) {
  for (std::size_t at = xml.find("<interaction "); at != std::string::npos;
       at = xml.find("<interaction ", at)) {
    xml.erase(at, xml.find("/>", at) + 2 - at);
  }
  for (std::size_t at = xml.find(" interaction=\""); at != std::string::npos;
       at = xml.find(" interaction=\"", at)) {
    xml.erase(at, xml.find('"', at + 14) + 1 - at);
  }
  return xml;
}

struct SentenceIds {
  std::string id;
  std::vector<std::string> entities;
};

// The value of attribute `name` in the tag starting at `tag`.
std::string attribute(const std::string& text, std::size_t tag, const std::string& name) {
  const std::size_t end = text.find('>', tag);
  const std::size_t at = text.find(" " + name + "=\"", tag);
  if (at == std::string::npos || at > end) return "";
  const std::size_t start = at + name.size() + 3;
  return text.substr(start, text.find('"', start) - start);
}

// Sentence and entity ids by string search (no XML parser).
std::vector<SentenceIds> sentences_of(const std::string& xml) {
  std::vector<SentenceIds> out;
  for (std::size_t at = xml.find("<sentence "); at != std::string::npos;
       at = xml.find("<sentence ", at + 1)) {
    SentenceIds sentence{attribute(xml, at, "id"), {}};
    const std::string body = xml.substr(at, xml.find("</sentence>", at) - at);
    for (std::size_t e = body.find("<entity "); e != std::string::npos;
         e = body.find("<entity ", e + 1)) {
      sentence.entities.push_back(attribute(body, e, "id"));
    }
    out.push_back(sentence);
  }
  return out;
}

// One line per candidate, "<sentence id>.p<k> 0 0.1", in corpus order.
std::vector<std::string> valid_lines(const std::vector<SentenceIds>& sentences) {
  std::vector<std::string> lines;
  for (const SentenceIds& s : sentences) {
    std::size_t k = 0;
    for (std::size_t i = 0; i < s.entities.size(); ++i) {
      for (std::size_t j = i + 1; j < s.entities.size(); ++j) {
        lines.push_back(s.id + ".p" + std::to_string(k++) + "\t0\t0.1");
      }
    }
  }
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += line + "\n";
  return text;
}

Json check(const std::string& role, const std::string& name, const std::string& xml,
           const std::string& run) {
  return run_files("ppi", {{role, {{name, xml}}}, {"run", {{"run.tsv", run}}}}, Json::object(),
                   Mode::validate);
}

// "severity code line:column" of each run diagnostic.
std::vector<std::string> places(const Json& result) {
  std::vector<std::string> out;
  for (const Json& d : result.at("diagnostics")) {
    if (d.at("input") != "run") continue;
    out.push_back(d.at("severity").get<std::string>() + " " + d.at("code").get<std::string>() +
                  " " + std::to_string(d.value("line", 0)) + ":" +
                  std::to_string(d.value("column", 0)));
  }
  return out;
}

const std::string kOriginal =
    "<corpus source=\"O\">\n"
    " <document id=\"O.d0\">\n"
    "  <sentence id=\"O.d0.s0\" text=\"GerE binds SigK, not SigE.\">\n"
    "   <entity id=\"O.d0.s0.e0\" charOffset=\"0-3\" text=\"GerE\"/>\n"
    "   <entity id=\"O.d0.s0.e1\" charOffset=\"11-14\" text=\"SigK\"/>\n"
    "   <entity id=\"O.d0.s0.e2\" charOffset=\"21-24\" text=\"SigE\"/>\n"
    "   <pair id=\"O.d0.s0.p0\" e1=\"O.d0.s0.e0\" e2=\"O.d0.s0.e1\" interaction=\"True\"/>\n"
    "   <pair id=\"O.d0.s0.p1\" e1=\"O.d0.s0.e0\" e2=\"O.d0.s0.e2\" interaction=\"False\"/>\n"
    "  </sentence>\n"
    " </document>\n"
    "</corpus>\n";

}  // namespace

TEST_CASE("ppi check: a released corpus with <pair> elements and no labels", "[ppi]") {
  const std::string input = released(kOriginal);
  REQUIRE(input.find("interaction") == std::string::npos);
  const Json valid = check("input", "test.xml", input, "O.d0.s0.p0\t1\t0.8\nO.d0.s0.p1\t0\t0.2\n");
  CHECK(valid.at("mode") == "check");
  CHECK(valid.at("valid") == true);
  CHECK(codes(valid).empty());
  CHECK(valid.at("rules").at("need_gold").empty());
  CHECK(valid.at("notes").at(0).at("code") == "input-variant");

  // Its pairs are the candidates: the entities e1, e2 are no pair, p1 has no line.
  const Json wrong =
      check("input", "test.xml", input, "O.d0.s0.p0\t1\t0.8\nO.d0.s0.e1\tO.d0.s0.e2\t1\t0.5\n");
  CHECK(places(wrong) ==
        std::vector<std::string>{"error pair-not-candidate 2:1", "warning pairs-missing 0:0"});
  CHECK(places(wrong) == places(check("gold", "gold.xml", kOriginal,
                                      "O.d0.s0.p0\t1\t0.8\nO.d0.s0.e1\tO.d0.s0.e2\t1\t0.5\n")));
}

TEST_CASE("ppi check: the labels of a released corpus, if there, are not read", "[ppi]") {
  // A gold given as the input: its labels and interactions are not read, nor checked.
  std::string labelled = kOriginal;
  labelled.replace(labelled.find("\"False\""), 7, "\"maybe\"");
  const Json result = check("input", "test.xml", labelled, "O.d0.s0.p0\t1\nO.d0.s0.p1\t0\n");
  CHECK(codes(result).empty());
  CHECK(result.at("valid") == true);
}

TEST_CASE("ppi check: the gold is read when both are given", "[ppi]") {
  const Json result = run_files("ppi",
                                {{"gold", {{"gold.xml", kOriginal}}},
                                 {"input", {{"test.xml", released(kOriginal)}}},
                                 {"run", {{"run.tsv", "O.d0.s0.p0\t1\nO.d0.s0.p1\t0\n"}}}},
                                Json::object(), Mode::validate);
  CHECK(codes(result).empty());
  std::vector<std::string> notes;
  for (const Json& note : result.at("notes")) notes.push_back(note.at("code"));
  CHECK(notes == std::vector<std::string>{"gold-variant", "input-unread"});
}

TEST_CASE("ppi check: a released corpus without pairs, from the five test sets", "[ppi][data]") {
  for (const std::string corpus : {"AIMed", "BioInfer", "HPRD50", "IEPA", "LLL"}) {
    const std::string name = corpus + "-test.xml";
    INFO(name);
    const std::string gold = read_text_file(shared_data_path("ppi/" + name));
    const std::string input = released(gold);
    REQUIRE(input.find("<interaction") == std::string::npos);
    const std::string run = joined(valid_lines(sentences_of(input)));
    const Json result = check("input", name, input, run);
    CHECK(result.at("valid") == true);
    CHECK(codes(result).empty());
    CHECK(result.at("rules").at("need_gold").empty());
    CHECK(codes(check("gold", name, gold, run)).empty());
  }
}

TEST_CASE("ppi check: each mistake in a run, found against the released AIMed test set",
          "[ppi][data]") {
  const std::string gold = read_text_file(shared_data_path("ppi/AIMed-test.xml"));
  const std::string input = released(gold);
  const std::vector<SentenceIds> sentences = sentences_of(input);
  std::vector<std::string> lines = valid_lines(sentences);
  REQUIRE(lines.size() > 20);
  const SentenceIds* three = nullptr;  // a sentence with three entities or more
  const SentenceIds* other = nullptr;  // another sentence with entities
  for (const SentenceIds& s : sentences) {
    if (!three && s.entities.size() >= 3) {
      three = &s;
    } else if (!other && !s.entities.empty()) {
      other = &s;
    }
  }
  REQUIRE(three);
  REQUIRE(other);
  const std::string& e0 = three->entities[0];
  const std::string& e1 = three->entities[1];
  // The last four candidates get no line but a line in error each (pairs-missing counts them).
  const std::size_t kept = lines.size() - 4;
  std::vector<std::string> dropped;
  for (std::size_t i = kept; i < lines.size(); ++i) {
    dropped.push_back(lines[i].substr(0, lines[i].find('\t')));
  }
  lines.resize(kept);
  const auto at = [&](std::size_t mistake, std::size_t column) {
    return " " + std::to_string(kept + mistake) + ":" + std::to_string(column);
  };
  // Each mistake on a line of its own after the valid lines, with where it is found.
  const std::vector<std::pair<std::string, std::string>> mistakes = {
      {"AIMed.d0.s99999.p0\t1\t0.9", "error pair-unknown" + at(1, 1)},
      {e0 + "\tAIMed.x\t1\t0.9", "error entity-unknown" + at(2, e0.size() + 2)},
      {e0 + "\t" + other->entities[0] + "\t1\t0.9", "error pair-not-candidate" + at(3, 1)},
      {e1 + "\t" + e0 + "\t1\t0.9", "error pair-duplicate" + at(4, 1)},
      {dropped[0] + "\tyes\t0.9", "error label-invalid" + at(5, dropped[0].size() + 2)},
      {dropped[1] + "\t1\thigh", "error score-invalid" + at(6, dropped[1].size() + 4)},
      {dropped[2] + "\t1\t0.5\tx", "error run-fields" + at(7, dropped[2].size() + 8)},
      {dropped[3] + "\t1", "error run-columns" + at(8, dropped[3].size() + 2)},
  };
  std::vector<std::string> expected;
  for (const auto& [line, place] : mistakes) {
    lines.push_back(line);
    expected.push_back(place);
  }
  expected.push_back("warning pairs-missing 0:0");
  const Json result = check("input", "AIMed-test.xml", input, joined(lines));
  CHECK(result.at("valid") == false);
  std::vector<std::string> found = places(result);
  std::sort(found.begin(), found.end());
  std::sort(expected.begin(), expected.end());
  CHECK(found == expected);
  // The gold finds the same.
  std::vector<std::string> from_gold = places(check("gold", "AIMed-test.xml", gold, joined(lines)));
  std::sort(from_gold.begin(), from_gold.end());
  CHECK(from_gold == found);
}

TEST_CASE("ppi check: a released corpus is sniffed as the input, a labelled one as the gold",
          "[ppi]") {
  const Task& ppi = find_task("ppi");
  const auto fits = [&](const std::string& head) {
    return std::make_pair(ppi.sniff("gold", {"corpus.xml", head}),
                          ppi.sniff("input", {"corpus.xml", head}));
  };
  const auto labelled = fits(kOriginal);
  CHECK(labelled.first > labelled.second);
  const auto unlabelled = fits(released(kOriginal));
  CHECK(unlabelled.second > unlabelled.first);
  // No pair and no interaction in sight: the input, by a margin a name hint outweighs.
  std::string entities_only = released(kOriginal);
  for (std::size_t at = entities_only.find("<pair "); at != std::string::npos;
       at = entities_only.find("<pair ", at)) {
    entities_only.erase(at, entities_only.find("/>", at) + 2 - at);
  }
  const auto unseen = fits(entities_only);
  CHECK(unseen.second > unseen.first);
  CHECK(unseen.first > 0.5);
  CHECK(fits("TAB\tseparated\n").first == 0);
}
