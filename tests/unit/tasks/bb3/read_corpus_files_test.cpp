// BB3 documents: files grouped by name, hand-made, and every archive of bb3/ of the test corpora
// (docs/data.md), unpacked into the build tree before the tests run: the gold reads without a
// diagnostic, with as many documents and annotations as plain counting of its files finds, and
// reads as its own submission.
#include <catch2/catch.hpp>

#include <deque>
#include <filesystem>

#include "support/support.hpp"
#include "tasks/bb3/read_corpus_files.hpp"

using namespace bioeval;
using namespace bioeval::bb3;
namespace fs = std::filesystem;

namespace {

// `name`, `role` and `text` are viewed by the TextInput: literals, or strings that outlive it.
NamedText named(std::string_view name, std::string_view role, std::string_view text) {
  return NamedText{std::string(name), TextInput{role, name, text, true}};
}

std::vector<std::string> codes_of(const Diagnostics& diagnostics) {
  std::vector<std::string> out;
  for (const Diagnostic& d : diagnostics.sorted()) out.push_back(d.code);
  return out;
}

// Names and texts stay where they are (a deque does not move its elements) while the
// NamedText view them.
struct Folder {
  std::deque<std::string> names, texts;
  std::vector<NamedText> gold, run;
};

}  // namespace

TEST_CASE("bb3 documents: grouped by base name, checked against the gold", "[bb3]") {
  const std::string_view txt = "E. coli in the gut.\n",
                         a1 = "T1\tTitle 0 19\tE. coli in the gut.\n";
  const std::string_view a2 = "T2\tBacteria 0 7\tE. coli\nT3\tHabitat 15 18\tgut\n";
  Diagnostics diagnostics;
  const std::vector<NamedText> gold = {
      named("dev/d1.txt", "gold", txt),   named("dev/d1.a1", "gold", a1),
      named("dev/d1.a2", "gold", a2),     named("dev/d2.a1", "gold", a1),
      named("dev/README", "gold", "x\n"), named("dev/notes.ann", "gold", "x\n")};
  const auto documents = read_gold_documents(gold, diagnostics);
  CHECK(codes_of(diagnostics) == std::vector<std::string>{"text-missing", "file-ignored"});
  REQUIRE(documents.size() == 1);
  CHECK(documents[0].id == "d1");
  CHECK(documents[0].given.text_bounds.size() == 1);
  CHECK(documents[0].reference.text_bounds.size() == 2);

  Diagnostics run_diagnostics;
  const std::vector<NamedText> run = {named("d1.a2", "run", "T2\tBacteria 0 7\tE. coli\n"),
                                      named("d9.a2", "run", "")};
  const auto predictions = read_predictions(run, documents, run_diagnostics);
  CHECK(codes_of(run_diagnostics) == std::vector<std::string>{"document-unknown"});
  CHECK(predictions.at("d1").text_bounds.size() == 1);

  Diagnostics missing;
  read_predictions(
      {named("x/d1.a2", "run", "T1\tBacteria 0 7\tE. coli\n"), named("y/d1.a2", "run", "")},
      documents, missing);
  // T1 is the .a1's id; the second d1.a2 repeats the first.
  CHECK(codes_of(missing) == std::vector<std::string>{"id-duplicate", "file-repeated"});
  Diagnostics none;  // no .a2 at all: a submission that predicts nothing
  CHECK(read_predictions({}, documents, none).empty());
  CHECK(codes_of(none) == std::vector<std::string>{"run-empty"});
}

TEST_CASE("bb3 documents: every archive's gold reads cleanly and as its own submission",
          "[bb3][data]") {
  const fs::path root(BIOEVAL_BB3_DATA_DIR);
  std::size_t archives = 0;
  for (const auto& archive : fs::directory_iterator(root)) {
    INFO(archive.path().filename().string());
    ++archives;
    Folder folder;
    std::size_t texts = 0, annotation_lines = 0;
    for (const auto& entry : fs::recursive_directory_iterator(archive.path())) {
      if (!entry.is_regular_file()) continue;
      const std::string& name = folder.names.emplace_back(entry.path().string());
      const std::string& text = folder.texts.emplace_back(test::read_text_file(name));
      folder.gold.push_back(named(name, "gold", text));
      const std::string extension = entry.path().extension().string();
      texts += extension == ".txt";
      if (extension == ".a2") folder.run.push_back(named(name, "run", text));
      if (extension == ".a1" || extension == ".a2") {
        for (std::size_t at = 0; at < text.size();) {
          const std::size_t end = std::min(text.find('\n', at), text.size());
          annotation_lines += end > at;
          at = end + 1;
        }
      }
    }
    Diagnostics diagnostics;
    const auto documents = read_gold_documents(folder.gold, diagnostics);
    for (const Diagnostic& d : diagnostics.sorted())
      UNSCOPED_INFO(d.file << ":" << d.line << " " << d.message);
    CHECK(codes_of(diagnostics).empty());
    CHECK(documents.size() == texts);
    std::size_t annotations = 0;
    for (const Document& d : documents) {
      for (const Annotations* a : {&d.given, &d.reference}) {
        annotations += a->text_bounds.size() + a->relations.size() + a->normalizations.size() +
                       a->equivalences.size();
      }
    }
    CHECK(annotations == annotation_lines);
    if (folder.run.empty()) continue;  // test archives hold no .a2
    Diagnostics run_diagnostics;
    const auto predictions = read_predictions(folder.run, documents, run_diagnostics);
    CHECK(codes_of(run_diagnostics).empty());
    for (const Document& d : documents) {
      CHECK(predictions.at(d.id).text_bounds.size() == d.reference.text_bounds.size());
    }
  }
  CHECK(archives == 8);
}
