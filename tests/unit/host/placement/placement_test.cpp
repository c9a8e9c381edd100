// Placing dropped files on roles: the reproductions of mis-placements users met, the rules of a
// drop placed as a whole, and every golden fixture dropped in any order.
#include <catch2/catch.hpp>

#include <algorithm>
#include <deque>
#include <filesystem>
#include <random>

#include "host/api.hpp"
#include "host/placement/placement.hpp"
#include "support/support.hpp"

using namespace bioeval;
namespace fs = std::filesystem;

namespace {

constexpr std::size_t kHeadBytes = 64 * 1024;
constexpr std::size_t kGroupFiles = 20;

// Files dropped together (each a Drop: a file, or a folder or archive), owning the bytes the
// drops' heads view.
class DroppedTogether {
 public:
  // A file alone.
  DroppedTogether& file(const std::string& name, std::string text) {
    texts_.push_back(std::move(text));
    request_.drops.push_back({name, false, {{name_of(name), head(texts_.back())}}, {}});
    return *this;
  }
  DroppedTogether& path(const std::string& path) {
    return file(fs::path(path).filename().string(), read(path));
  }
  // The files of a folder (or archive), the first few in path order, as a host passes them.
  DroppedTogether& folder(const std::string& name, const std::vector<std::string>& paths) {
    std::vector<std::string> sorted = paths;
    std::sort(sorted.begin(), sorted.end(), [](const std::string& a, const std::string& b) {
      return fs::path(a).filename() < fs::path(b).filename();
    });
    bioeval::Drop drop{name, true, {}, {}};
    for (std::size_t i = 0; i < sorted.size() && i < kGroupFiles; ++i) {
      texts_.push_back(read(sorted[i]));
      names_.push_back(fs::path(sorted[i]).filename().string());
      drop.files.push_back({names_.back(), head(texts_.back())});
    }
    request_.drops.push_back(std::move(drop));
    return *this;
  }
  DroppedTogether& on_task(const std::string& task,
                           std::map<std::string, std::size_t> filled = {}) {
    request_.task = task;
    request_.filled = std::move(filled);
    request_.keep_task = !request_.filled.empty();
    return *this;
  }
  Json place() const { return bioeval::place(request_); }
  PlacementRequest& request() { return request_; }

 private:
  static std::string read(const std::string& path) { return test::read_text_file(path); }
  static std::string_view head(const std::string& text) {
    return std::string_view(text).substr(0, kHeadBytes);
  }
  std::string_view name_of(const std::string& name) {
    names_.push_back(name);
    return names_.back();
  }
  std::deque<std::string> texts_, names_;
  PlacementRequest request_;
};

// drop index → role of a placement.
std::map<std::size_t, std::string> roles_of(const Json& placement) {
  std::map<std::size_t, std::string> out;
  for (const Json& placed : placement.at("placed")) out[placed.at("drop")] = placed.at("role");
  return out;
}

std::vector<std::string> warning_codes(const Json& placement) {
  std::vector<std::string> out;
  for (const Json& warning : placement.at("warnings")) out.push_back(warning.at("code"));
  return out;
}

std::string bc2gm(const std::string& name) {
  return test::shared_data_path("bc2gm/" + name);
}
std::string bb3(const std::string& name) {
  return test::shared_data_path("bb3/" + name);
}

// A run made from the gold: every 20th mention left out, the texts kept.
std::string bc2gm_run() {
  const std::string gold = test::read_text_file(bc2gm("test_GENE.eval"));
  std::string run;
  std::size_t line = 0, start = 0;
  while (start < gold.size()) {
    const std::size_t end = std::min(gold.find('\n', start), gold.size());
    if (line++ % 20 != 0) run += gold.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return run;
}

std::vector<std::string> files_under(const fs::path& folder, const std::string& extension = "") {
  std::vector<std::string> out;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    if (!entry.is_regular_file()) continue;
    if (extension.empty() || entry.path().extension() == extension) {
      out.push_back(entry.path().string());
    }
  }
  std::sort(out.begin(), out.end());
  return out;
}

fs::path bb3_dev(const std::string& task) {
  return fs::path(BIOEVAL_BB3_DATA_DIR) / ("BioNLP-ST-2016_BB-" + task + "_dev");
}

}  // namespace

TEST_CASE("BC2GM gold, alternatives, sentences and run dropped together land on their roles",
          "[placement][data]") {
  for (const std::string run_name : {"bc2gm-run.txt", "tagger.txt"}) {
    INFO("the run is named " << run_name);
    DroppedTogether drop;
    drop.file(run_name, bc2gm_run())
        .path(bc2gm("test_ALTGENE.eval"))
        .path(bc2gm("test_GENE.eval"))
        .path(bc2gm("test_test.in"));
    const Json placement = drop.place();
    CHECK(placement.at("task") == "ner.bc2gm");
    CHECK(placement.at("chosen") == true);
    CHECK(roles_of(placement) == std::map<std::size_t, std::string>{
                                     {0, "run"}, {1, "altgene"}, {2, "gold"}, {3, "sentences"}});
    CHECK(placement.at("unplaced").empty());
    CHECK(placement.at("warnings").empty());
  }
}

TEST_CASE("two mention files that neither content nor names tell apart are flagged",
          "[placement][data]") {
  DroppedTogether drop;
  drop.file("a.txt", bc2gm_run()).path(bc2gm("test_GENE.eval"));
  drop.request().drops[1].name = "b.txt";
  const Json placement = drop.place();
  CHECK(placement.at("task") == "ner.bc2gm");
  CHECK(roles_of(placement).size() == 2);
  const auto codes = warning_codes(placement);
  CHECK(std::count(codes.begin(), codes.end(), "roles-undecided") == 1);
  for (const Json& placed : placement.at("placed")) CHECK(placed.at("guessed") == true);
}

TEST_CASE("a run without mention texts is never taken for the gold", "[placement]") {
  DroppedTogether drop;
  drop.file("a.txt", "S1|0 3\nS2|4 9\n").file("b.txt", "S1|0 3|abcd\nS2|4 9|efghij\n");
  const Json placement = drop.place();
  CHECK(roles_of(placement) == std::map<std::size_t, std::string>{{0, "run"}, {1, "gold"}});
  CHECK(placement.at("warnings").empty());
}

// --- where users drop: loose runs beside what gives the gold, comma-separated runs -----------

fs::path golden_bb3(const std::string& folder) {
  return fs::path(test::source_path("tests/golden/bb3/inputs/event")) / folder;
}

TEST_CASE("loose .a2 files beside a gold archive are a run", "[placement]") {
  DroppedTogether drop;
  drop.folder("gold.zip", files_under(golden_bb3("gold")))
      .path((golden_bb3("run") / "d1.a2").string())
      .path((golden_bb3("run") / "d2.a2").string())
      .file("d3.a2", "");  // a document with nothing predicted
  const Json placement = drop.place();
  INFO(placement.dump(1));
  CHECK(placement.at("task") == "bb3.event");
  CHECK(roles_of(placement) ==
        std::map<std::size_t, std::string>{{0, "gold"}, {1, "run"}, {2, "run"}, {3, "run"}});
  CHECK(placement.at("warnings").empty());
  for (const Json& placed : placement.at("placed")) {
    if (placed.at("role") != "run") continue;
    CHECK(placed.at("guessed") == false);
    CHECK(placed.at("why").get<std::string>().find("\u201cgold.zip\u201d gives the gold") !=
          std::string::npos);
  }
}

TEST_CASE("loose .a2 files dropped after a gold archive are a run", "[placement]") {
  DroppedTogether drop;
  drop.path((golden_bb3("run") / "d1.a2").string()).on_task("bb3.event", {{"gold", 6}});
  CHECK(roles_of(drop.place()) == std::map<std::size_t, std::string>{{0, "run"}});
}

TEST_CASE("loose .a2 files beside the released input are a run", "[placement]") {
  DroppedTogether drop;
  drop.folder("test.zip", files_under(golden_bb3("released")))
      .path((golden_bb3("run") / "d1.a2").string())
      .path((golden_bb3("run") / "d2.a2").string());
  const Json placement = drop.place();
  CHECK(placement.at("task") == "bb3.event");
  CHECK(roles_of(placement) ==
        std::map<std::size_t, std::string>{{0, "input"}, {1, "run"}, {2, "run"}});
}

TEST_CASE("without a gold, a mention file beside the sentences is the run", "[placement]") {
  const std::string golden = test::source_path("tests/golden/ner/inputs/");
  const std::string run = test::read_text_file(golden + "gm-run.eval");
  SECTION("dropped together") {
    DroppedTogether drop;
    drop.path(golden + "gm-sentences.txt").file("team12_1.eval", run);
    const Json placement = drop.place();
    CHECK(placement.at("task") == "ner.bc2gm");
    CHECK(roles_of(placement) == std::map<std::size_t, std::string>{{0, "sentences"}, {1, "run"}});
    CHECK(placement.at("placed")[1].at("why").get<std::string>().find(
              "stands in for the gold, so a file beside it is the run") != std::string::npos);
  }
  SECTION("dropped after the sentences") {
    DroppedTogether drop;
    drop.file("team12_1.eval", run).on_task("ner.bc2gm", {{"sentences", 1}});
    CHECK(roles_of(drop.place()) == std::map<std::size_t, std::string>{{0, "run"}});
  }
  SECTION("a file whose name says gold stays the gold") {
    DroppedTogether drop;
    drop.path(golden + "gm-sentences.txt").file("team12_1.eval", run).path(golden + "gm-gene.eval");
    CHECK(roles_of(drop.place()) ==
          std::map<std::size_t, std::string>{{0, "sentences"}, {1, "run"}, {2, "gold"}});
  }
}

TEST_CASE("the released BC2GM sentences and a run named team12_1.eval", "[placement][data]") {
  DroppedTogether drop;
  drop.path(bc2gm("test_test.in")).file("team12_1.eval", bc2gm_run());
  const Json placement = drop.place();
  CHECK(placement.at("task") == "ner.bc2gm");
  CHECK(roles_of(placement) == std::map<std::size_t, std::string>{{0, "sentences"}, {1, "run"}});
}

TEST_CASE("a comma-separated run is no document list, and says what it would be", "[placement]") {
  std::string csv;
  for (int line = 0; line < 50; ++line) {
    csv += "doc" + std::to_string(line / 5) + ",P" + std::to_string(line) + "," +
           std::to_string(line % 5 + 1) + ",0." + std::to_string(9 - line % 5) + "\n";
  }
  for (const std::string task : {"", "bc25.int"}) {
    INFO("the page's task: " << task);
    DroppedTogether drop;
    drop.file("run5000.csv", csv);
    if (!task.empty()) drop.on_task(task, {{"gold", 1}});
    const Json placement = drop.place();
    CHECK(placement.at("placed").empty());
    REQUIRE(placement.at("unplaced").size() == 1);
    const std::string why = placement.at("unplaced")[0].at("why");
    CHECK(why.find("separated by commas (CSV)") != std::string::npos);
    CHECK(why.find("it would look like the run of bc25.int") != std::string::npos);
  }
}

TEST_CASE("the seven BB3 files dropped together choose bb3.cat+ner and fill every slot",
          "[placement][data]") {
  const fs::path dev = bb3_dev("cat+ner");
  DroppedTogether drop;
  drop.folder("BioNLP-ST-2016_BB-cat+ner_dev.zip", files_under(dev))
      .folder("submission.zip", files_under(dev, ".a2"))
      .path(bb3("OntoBiotope_BioNLP-ST-2016.obo"))
      .path(bb3("Bacteria_species.txt"))
      .path(bb3("Habitats_human.txt"))
      .path(bb3("Habitats_food.txt"))
      .path(bb3("Habitats_new-in-dev.txt"));
  const Json placement = drop.place();
  CHECK(placement.at("task") == "bb3.cat+ner");
  CHECK(roles_of(placement) == std::map<std::size_t, std::string>{{0, "gold"},
                                                                  {1, "run"},
                                                                  {2, "ontology"},
                                                                  {3, "species"},
                                                                  {4, "human_habitats"},
                                                                  {5, "food_habitats"},
                                                                  {6, "new_in_dev_habitats"}});
  CHECK(placement.at("warnings").empty());
}

TEST_CASE("a BB3 gold and submission tell each other apart by content alone", "[placement][data]") {
  for (const std::string task : {"cat", "cat+ner", "event", "event+ner", "kb", "kb+ner"}) {
    INFO(task);
    const fs::path dev = bb3_dev(task);
    DroppedTogether drop;
    drop.folder("b", files_under(dev, ".a2")).folder("a", files_under(dev));
    const Json placement = drop.place();
    CHECK(placement.at("task") == "bb3." + task);
    CHECK(roles_of(placement) == std::map<std::size_t, std::string>{{0, "run"}, {1, "gold"}});
  }
}

TEST_CASE("two-column lists are not taken for BC II.5 files", "[placement][data]") {
  SECTION("the species list") {
    const Json placement = DroppedTogether().path(bb3("Bacteria_species.txt")).place();
    CHECK(placement.at("task").get<std::string>().rfind("bb3.", 0) == 0);
    CHECK(roles_of(placement) == std::map<std::size_t, std::string>{{0, "species"}});
  }
  SECTION("a CoNLL token file") {
    const Json placement = DroppedTogether().path(bc2gm("conll_test.tsv")).place();
    CHECK(placement.at("task") == "ner.iob2");
  }
  SECTION("the sentence list") {
    const Json placement = DroppedTogether().path(bb3("BB-sentences.txt")).place();
    CHECK(placement.at("task").get<std::string>().rfind("bb3.event", 0) == 0);
    CHECK(roles_of(placement) == std::map<std::size_t, std::string>{{0, "sentences"}});
  }
}

TEST_CASE("a list whose name does not say which list it is waits for the user",
          "[placement][data]") {
  DroppedTogether drop;
  drop.path(bb3("OntoBiotope_BioNLP-ST-2016.txt")).on_task("bb3.cat", {{"gold", 2}});
  const Json placement = drop.place();
  CHECK(placement.at("placed").empty());
  REQUIRE(placement.at("unplaced").size() == 1);
  CHECK(placement.at("unplaced")[0].at("why").get<std::string>().find("alike") !=
        std::string::npos);
}

TEST_CASE("a filled single-file slot is offered, never taken", "[placement]") {
  const std::string gold = "doc1\tP1\ndoc2\tP2\n";
  const std::string run = "doc1\tP1\t1\t0.9\ndoc2\tP3\t1\t0.5\n";
  SECTION("a second gold while the gold is held") {
    const Json placement =
        DroppedTogether().file("other.tsv", gold).on_task("bc25.int", {{"gold", 1}}).place();
    CHECK(placement.at("placed").empty());
    REQUIRE(placement.at("conflicts").size() == 1);
    const Json& conflict = placement.at("conflicts")[0];
    CHECK(conflict.at("role") == "gold");
    CHECK(conflict.at("choices")[0] == Json{{"role", "gold"}, {"action", "replace"}});
  }
  SECTION("a run while the gold is held goes to the run") {
    const Json placement =
        DroppedTogether().file("other.tsv", run).on_task("bc25.int", {{"gold", 1}}).place();
    CHECK(roles_of(placement) == std::map<std::size_t, std::string>{{0, "run"}});
  }
  SECTION("a second run while a run is held is another run") {
    const Json placement =
        DroppedTogether().file("b.tsv", run).on_task("bc25.int", {{"run", 1}}).place();
    CHECK(roles_of(placement) == std::map<std::size_t, std::string>{{0, "run"}});
  }
  SECTION("an image is not placed, and says why") {
    const Json placement = DroppedTogether()
                               .file("plot.png", std::string("\x89PNG\r\n\x1a\n\0\0", 10))
                               .on_task("bc25.int", {{"gold", 1}})
                               .place();
    CHECK(placement.at("placed").empty());
    REQUIRE(placement.at("unplaced").size() == 1);
    CHECK(placement.at("unplaced")[0].at("why") == "it is a PNG image, not a text file");
  }
}

TEST_CASE("files put on a role by the user are checked against it", "[placement]") {
  const std::string gold = "doc1\tP1\ndoc2\tP2\n";
  const std::string run = "doc1\tP1\t1\t0.9\ndoc2\tP3\t1\t0.5\n";
  DroppedTogether drop;
  drop.file("gold.tsv", run).on_task("bc25.int");
  drop.request().target_role = "gold";
  const Json placement = drop.place();
  CHECK(roles_of(placement) == std::map<std::size_t, std::string>{{0, "gold"}});
  const auto codes = warning_codes(placement);
  CHECK(codes == std::vector<std::string>{"unexpected-format", "looks-like-another-role"});
  CHECK(placement.at("warnings")[1].at("message").get<std::string>().find("did you swap them?") !=
        std::string::npos);
}

TEST_CASE("a name never outweighs content that fits another role", "[placement]") {
  const std::string run = "doc1\tP1\t1\t0.9\ndoc2\tP3\t1\t0.5\n";
  const Json placement = DroppedTogether().file("gold.tsv", run).place();
  CHECK(placement.at("task") == "bc25.int");
  CHECK(roles_of(placement) == std::map<std::size_t, std::string>{{0, "run"}});
}

TEST_CASE("every golden fixture dropped in any order lands on its task and roles",
          "[placement][golden]") {
  std::mt19937 random(21);
  for (const auto& family : fs::directory_iterator(test::source_path("tests/golden"))) {
    if (!family.is_directory()) continue;
    for (const auto& entry : fs::directory_iterator(family.path())) {
      const std::string file = entry.path().filename().string();
      if (file.size() < 10 || file.substr(file.size() - 10) != ".case.json") continue;
      const Json spec = Json::parse(test::read_text_file(entry.path().string()));
      // A comparison's runs are several runs of one role: what the single-run fixtures show.
      if (spec.value("mode", std::string()) == "compare") continue;
      // Fixtures of malformed inputs (empty, NUL bytes, broken lines) are not recognizable, nor
      // is an empty run (valid, but with no content to tell: it is put on its slot by hand).
      const std::string expected_path =
          entry.path().string().substr(0, entry.path().string().size() - 10) + ".expected.json";
      const Json result = Json::parse(test::read_text_file(expected_path));
      if (!result.at("valid").get<bool>()) continue;
      if (result.at("diagnostic_counts").contains("run-empty")) continue;
      // Files of a role that takes several, in a folder of their own (a corpus of documents),
      // are dropped as that folder; the others one by one.
      const TaskSpec& task = find_task(spec.at("task").get<std::string>()).spec();
      std::vector<std::pair<std::string, std::vector<std::string>>> drops;  // role, paths
      for (const auto& [role, paths] : spec.at("inputs").items()) {
        std::vector<std::string> full;
        for (const auto& p : paths) full.push_back((family.path() / p.get<std::string>()).string());
        const auto in_own_folder = [&](const std::string& path) {
          const fs::path parent = fs::path(path).parent_path();
          return parent.filename() != "inputs" && parent == fs::path(full.front()).parent_path();
        };
        const bool folder = full.size() > 1 && find_role(task, role)->multiple &&
                            std::all_of(full.begin(), full.end(), in_own_folder);
        if (folder) {
          drops.push_back({role, full});
        } else {
          for (const auto& path : full) drops.push_back({role, {path}});
        }
      }
      for (int round = 0; round < 6; ++round) {
        std::shuffle(drops.begin(), drops.end(), random);
        DroppedTogether drop;
        for (const auto& [role, paths] : drops) {
          if (paths.size() == 1) {
            drop.path(paths.front());
          } else {
            drop.folder(fs::path(paths.front()).parent_path().filename().string(), paths);
          }
        }
        const Json placement = drop.place();
        INFO(entry.path().string() << "\n" << placement.dump(1));
        CHECK(placement.at("task") == spec.at("task"));
        std::map<std::size_t, std::string> expected;
        for (std::size_t u = 0; u < drops.size(); ++u) expected[u] = drops[u].first;
        CHECK(roles_of(placement) == expected);
      }
    }
  }
}
