// WebAssembly bindings: free functions that take bytes and JSON and return JSON strings.
// No classes are bound, so nothing has to be deleted from JavaScript.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <cstring>
#include <exception>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/json_text.hpp"
#include "base/sha256.hpp"
#include "base/version.hpp"
#include "host/api.hpp"
#include "host/archive_policy.hpp"
#include "host/compare.hpp"
#include "host/placement/placement.hpp"

namespace {

using bioeval::Json;

std::string error_json(const char* kind, const std::string& message) {
  return Json{{"error", {{"kind", kind}, {"message", message}}}}.dump();
}

std::string_view heap_bytes(const Json& ref) {
  const auto pointer = ref.at("ptr").get<std::uintptr_t>();
  const auto size = ref.at("size").get<std::size_t>();
  return std::string_view(reinterpret_cast<const char*>(pointer), size);
}

std::string version() {
  return bioeval::kToolVersion;
}

// The task descriptions, as `bioeval list --json` prints them.
std::string tasks_json() {
  return bioeval::describe_all().dump();
}

// Where dropped files go. request: {"drops": [{"name", "group", "role"?, "files": [{"name",
// "ptr", "size"}]}], "task"?, "filled"?: {role: count}, "target_role"?, "keep_task"?}, each
// file's first bytes copied into the module's heap by the caller. Answers the placement of
// core/host/placement/placement.hpp, or {"error": {kind, message}}.
std::string place_json(const std::string& request_text) {
  try {
    const Json request = Json::parse(request_text);
    std::vector<std::string> names;  // the FileHeads view them
    bioeval::PlacementRequest placement;
    for (const Json& drop : request.at("drops")) {
      for (const Json& file : drop.at("files")) names.push_back(file.at("name").get<std::string>());
    }
    std::size_t next = 0;
    for (const Json& drop : request.at("drops")) {
      bioeval::Drop dropped{drop.at("name").get<std::string>(),
                            drop.value("group", false),
                            {},
                            drop.value("role", std::string())};
      for (const Json& file : drop.at("files"))
        dropped.files.push_back({names[next++], heap_bytes(file)});
      placement.drops.push_back(std::move(dropped));
    }
    placement.task = request.value("task", std::string());
    const Json filled = request.value("filled", Json::object());
    for (const auto& [role, count] : filled.items()) {
      placement.filled[role] = count.get<std::size_t>();
    }
    placement.target_role = request.value("target_role", std::string());
    placement.keep_task = request.value("keep_task", false);
    return bioeval::place(placement).dump();
  } catch (const bioeval::UsageError& error) {
    return error_json("usage", error.what());
  } catch (const Json::exception& error) {
    return error_json("usage", std::string("malformed request: ") + error.what());
  } catch (const std::exception& error) {
    return error_json("internal", error.what());
  }
}

// What to read of a ZIP archive the page opens, by the caps the command line applies (with their
// default values). request: {"archive_name", "archive_bytes", "entries": [{"name", "compressed",
// "unpacked"}]} from the archive's listing; answers {"inflate": [index, ...], "unsafe": [name,
// ...], "unsafe_message": what the command line warns of those entries (null when none), "stop":
// null or the cap crossed, said for the page}.
std::string archive_plan_json(const std::string& request_text) {
  try {
    const Json request = Json::parse(request_text);
    std::vector<bioeval::ListedEntry> listing;
    for (const Json& entry : request.at("entries")) {
      listing.push_back({entry.at("name").get<std::string>(),
                         entry.at("compressed").get<std::uint64_t>(),
                         entry.at("unpacked").get<std::uint64_t>()});
    }
    const bioeval::ArchivePlan plan = bioeval::plan_archive(
        request.at("archive_bytes").get<std::uint64_t>(), listing, bioeval::ArchiveLimits());
    Json stop = nullptr;
    if (plan.stop) {
      std::string message = plan.stop->message();
      const std::string option(plan.stop->option());
      if (!option.empty()) {
        message = message.substr(0, message.rfind(" (raise it with")) +
                  "; the command line reads such archives with " + option;
      }
      stop = message;
    }
    const Json unsafe_message =
        plan.unsafe.empty() ? Json(nullptr)
                            : Json(bioeval::skipped_entries_message(
                                  request.value("archive_name", std::string()), plan.unsafe));
    return Json{{"inflate", plan.inflate},
                {"unsafe", plan.unsafe},
                {"unsafe_message", unsafe_message},
                {"stop", stop}}
        .dump();
  } catch (const std::exception& error) {
    return error_json("usage", std::string("malformed request: ") + error.what());
  }
}

// The message for an archive entry that unpacks to more than it declares.
std::string archive_size_mismatch(const std::string& entry, double declared) {
  bioeval::ArchiveStop stop;
  stop.kind = bioeval::ArchiveStopKind::size_mismatch;
  stop.entry = entry;
  stop.limit = declared;
  stop.inflated = true;
  return stop.message();
}

// The answer to the last evaluation, kept until the next: its JSON text in one run of the
// module's memory. The writer's pieces are gathered first (its own text, and views of the tables'
// rows, megabytes for an error list, where the result keeps them), then copied once into `json`:
// JavaScript decodes and parses one text faster than it joins several.
struct Answer {
  struct Piece {
    const char* lasting;  // a view of `result`'s memory, or nullptr for one of `text`
    std::size_t offset;   // where in `text` when not lasting
    std::size_t size;
  };
  bioeval::Result result;
  std::string text;
  std::vector<Piece> pieces;
  std::unique_ptr<char[]> json;  // the answer: the pieces joined
  std::size_t json_size = 0;

  // Everything let go before the next evaluation, the last answer too (JavaScript has decoded it
  // by then): kept, its block would sit amid the memory the next evaluation frees and takes
  // again, and the heap would grow by fresh memory around it.
  void clear() {
    result = bioeval::Result();
    text.clear();
    pieces.clear();
    json.reset();
    json_size = 0;
  }
  void add_text(std::string_view piece) {
    if (!pieces.empty() && pieces.back().lasting == nullptr) {
      pieces.back().size += piece.size();  // follows the last piece in `text`
    } else {
      pieces.push_back({nullptr, text.size(), piece.size()});
    }
    text += piece;
  }
  void add_lasting(std::string_view piece) { pieces.push_back({piece.data(), 0, piece.size()}); }
  void set_error(const char* kind, const std::string& message) {
    clear();
    add_text(error_json(kind, message));
  }
  // The pieces joined into `json`; the result and the pieces are then let go.
  void join() {
    std::size_t size = 0;
    for (const Piece& piece : pieces) size += piece.size;
    json.reset(new char[size]);  // the last answer was let go by clear()
    char* out = json.get();
    for (const Piece& piece : pieces) {
      const char* const data = piece.lasting ? piece.lasting : text.data() + piece.offset;
      std::memcpy(out, data, piece.size);
      out += piece.size;
    }
    json_size = size;
    result = bioeval::Result();
    std::string().swap(text);
    pieces.clear();
  }
};

constexpr const char* kOutOfMemory = "out of memory: the inputs are too large for this browser tab";

// Submissions scored and kept, by number (evaluate with "keep", openDocumentsJson): what was read
// once, from which the page compares runs and shows their documents without reading them again.
// Each keeps its inputs, whose bytes the caller leaves in the module's heap until closeSession.
struct ScoredSession {
  const bioeval::Task* task = nullptr;
  bioeval::Inputs inputs;
  // What was read, its result reduced to its summary (Result::summary): the tables and curves
  // went to the page.
  bioeval::Scoring scoring;
  std::unique_ptr<bioeval::DocumentViews> views;  // opened on first request
};
std::map<int, std::unique_ptr<ScoredSession>>& sessions() {
  static std::map<int, std::unique_ptr<ScoredSession>> kept;
  return kept;
}
int kept_session = 0;  // the session the last evaluation kept, 0 for none

int keep_session(std::unique_ptr<ScoredSession> session) {
  static int next = 0;
  sessions()[++next] = std::move(session);
  return next;
}

ScoredSession& session_numbered(int number) {
  const auto found = sessions().find(number);
  if (found == sessions().end()) {
    throw bioeval::UsageError("no scored run numbered " + std::to_string(number));
  }
  return *found->second;
}

// The document views of a session, opened on first request, and their index.
Json session_index(ScoredSession& session) {
  if (!session.views) session.views = bioeval::open_documents(*session.task, session.scoring);
  return bioeval::document_index(*session.task, *session.views);
}

// request: {"task": id, "options": {...}, "mode": "score"|"validate",
//           "inputs": {role: [{"name", "ptr", "size"}, ...]},
//           "skipped"?: [{"archive", "names"}] (entries of the inputs' archives skipped as unsafe)}
// The file bytes were copied into the module's heap by the caller. `progress(done, total)` is
// called as the inputs are read. Answers the schema-1 result, or {"error": {kind, message}}.
void evaluate_into(Answer& answer, const std::string& request_text, emscripten::val progress) {
  answer.clear();
  try {
    const Json request = Json::parse(request_text);
    kept_session = 0;
    // The inputs are held by a session from the start: a run scored and kept reads them there.
    auto session = std::make_unique<ScoredSession>();
    bioeval::Inputs& inputs = session->inputs;
    for (const auto& [role, files] : request.at("inputs").items()) {
      for (const auto& file : files) {
        // The digest the command line computes, with the same code: the page's provenance then
        // needs no secure context (a page served over plain HTTP has no Web Crypto).
        const std::string_view bytes = heap_bytes(file);
        inputs[role].push_back(
            {file.at("name").get<std::string>(), bytes, bioeval::sha256_hex(bytes)});
      }
    }
    const auto mode = request.value("mode", std::string("score")) == "validate"
                          ? bioeval::Mode::validate
                          : bioeval::Mode::score;
    bioeval::ProgressFn report;
    if (progress.typeOf().as<std::string>() == "function") {
      report = [progress](std::size_t done, std::size_t total) {
        progress(static_cast<double>(done), static_cast<double>(total));
      };
    }
    const auto& task = bioeval::find_task(request.at("task").get<std::string>());
    bioeval::Scoring scoring =
        bioeval::score(task, inputs, request.value("options", Json::object()), report, mode);
    answer.result = std::move(scoring.result);
    // Entries the page's archives skipped as unsafe, as the command line notes them.
    for (const Json& skipped : request.value("skipped", Json::array())) {
      answer.result.notes.push_back(
          bioeval::skipped_entries_note(skipped.at("archive").get<std::string>(),
                                        skipped.at("names").get<std::vector<std::string>>()));
    }
    // With "keep", a scored run stays, with its inputs, for comparisons and documents.
    if (request.value("keep", false) && scoring.run) {
      session->task = &task;
      session->scoring.result = answer.result.summary();
      session->scoring.run = std::move(scoring.run);
      kept_session = keep_session(std::move(session));
    }
    // Compact JSON in ASCII, other characters escaped: the page's TextDecoder reads ASCII faster
    // than other UTF-8. The tables' rows are ASCII already (kAsciiRows), handed over as they are.
    bioeval::JsonWriter writer(
        true, [&answer](std::string_view piece) { answer.add_text(piece); },
        [&answer](std::string_view piece) { answer.add_lasting(piece); });
    std::move(answer.result).write_json(writer);
    writer.flush();
  } catch (const bioeval::UsageError& error) {
    answer.set_error("usage", error.what());
  } catch (const Json::exception& error) {
    answer.set_error("usage", std::string("malformed request: ") + error.what());
  } catch (const std::bad_alloc&) {
    answer.set_error("memory", kOutOfMemory);
  } catch (const std::exception& error) {
    answer.set_error("internal", error.what());
  }
}

// The files of one role list: [{"name", "ptr", "size"}] copied into the heap by the caller.
std::vector<bioeval::InputFile> heap_files(const Json& files) {
  std::vector<bioeval::InputFile> out;
  for (const auto& file : files) {
    const std::string_view bytes = heap_bytes(file);
    out.push_back({file.at("name").get<std::string>(), bytes, bioeval::sha256_hex(bytes)});
  }
  return out;
}

// Runs `answer()`, turning what it throws into {"error": {kind, message}}.
template <class Answer>
std::string answered(Answer answer) {
  try {
    return answer();
  } catch (const bioeval::UsageError& error) {
    return error_json("usage", error.what());
  } catch (const Json::exception& error) {
    return error_json("usage", std::string("malformed request: ") + error.what());
  } catch (const std::bad_alloc&) {
    return error_json("memory", kOutOfMemory);
  } catch (const std::exception& error) {
    return error_json("internal", error.what());
  }
}

// A comparison's settings as a request gives them: {"resamples", "trials", "seed",
// "confidence", "baseline"?: run index, "metric"?}.
bioeval::CompareSettings compare_settings(const Json& given) {
  bioeval::CompareSettings settings;
  settings.resamples = given.value("resamples", settings.resamples);
  settings.trials = given.value("trials", settings.trials);
  settings.seed = given.value("seed", settings.seed);
  settings.confidence = given.value("confidence", settings.confidence);
  settings.metric = given.value("metric", std::string());
  if (given.contains("baseline") && !given.at("baseline").is_null()) {
    settings.baseline = given.at("baseline").get<std::size_t>();
  }
  return settings;
}

// A comparison's progress reported to `progress(phase, done, total)` when it is a function.
bioeval::CompareProgressFn compare_progress(emscripten::val progress) {
  if (progress.typeOf().as<std::string>() != "function") return {};
  return [progress](std::string_view phase, std::size_t done, std::size_t total) {
    progress(std::string(phase), static_cast<double>(done), static_cast<double>(total));
  };
}

// Compares runs (core/host/compare.hpp). request: {"task", "options", "settings": {"resamples",
// "trials", "seed", "confidence", "baseline"?: run index, "metric"?}, "common": {role: files},
// "runs": [{"label", "files": [...]}]}: each run's files form its role `run`, beside the common
// inputs. `progress(phase, done, total)` is called as the runs are scored ("scoring", in bytes)
// and resampled ("resampling", in samples). Answers the comparison's JSON, or {"error": {kind,
// message}}.
std::string compare_json(const std::string& request_text, emscripten::val progress) {
  return answered([&]() {
    const Json request = Json::parse(request_text);
    bioeval::Inputs common;
    for (const auto& [role, files] : request.at("common").items()) common[role] = heap_files(files);
    std::vector<bioeval::ComparedRun> runs;
    for (const Json& run : request.at("runs")) {
      bioeval::ComparedRun one{run.at("label").get<std::string>(), common};
      one.inputs["run"] = heap_files(run.at("files"));
      runs.push_back(std::move(one));
    }
    const auto& task = bioeval::find_task(request.at("task").get<std::string>());
    return bioeval::compare(task, runs, request.value("options", Json::object()),
                            compare_settings(request.value("settings", Json::object())),
                            compare_progress(progress))
        .dump();
  });
}

// Opens the documents of one submission (docs/documents.md), read once and kept as a session.
// request: {"task", "options", "inputs": {role: [{"name", "ptr", "size"}]}}, the bytes copied
// into the module's heap by the caller and left there until closeSession(session). Answers
// {"session", "index"}, or {"error": {kind, message}}.
std::string open_documents_json(const std::string& request_text) {
  return answered([&]() {
    const Json request = Json::parse(request_text);
    auto session = std::make_unique<ScoredSession>();
    for (const auto& [role, files] : request.at("inputs").items()) {
      session->inputs[role] = heap_files(files);
    }
    session->task = &bioeval::find_task(request.at("task").get<std::string>());
    session->scoring =
        bioeval::score(*session->task, session->inputs, request.value("options", Json::object()));
    session->scoring.result = session->scoring.result.summary();
    const Json index = session_index(*session);
    const int number = keep_session(std::move(session));
    return Json{{"session", number}, {"index", index}}.dump();
  });
}

// The number of the session the last evaluation kept ("keep": true), 0 when it kept none (not
// asked, or nothing scored).
int kept_session_number() {
  return kept_session;
}

// The documents of a kept session, opened on first request: {"index"}, or {"error"}.
std::string session_documents_json(int session) {
  return answered([&]() {
    return Json{{"index", session_index(session_numbered(session))}}.dump();
  });
}

// One document's detail from a session whose documents are open, or {"error": {kind, message}}.
std::string document_json(int session, const std::string& id) {
  return answered([&]() {
    ScoredSession& kept = session_numbered(session);
    if (!kept.views) throw bioeval::UsageError("the documents of this run are not open");
    return kept.views->document(id).dump();
  });
}

// Compares runs scored and kept (core/host/compare.hpp), nothing read again. request: {"task",
// "settings": as compareJson's, "runs": [{"label", "session"}]}. `progress(phase, done, total)`
// is called as the samples are scored. Answers the comparison's JSON, or {"error"}.
std::string compare_sessions_json(const std::string& request_text, emscripten::val progress) {
  return answered([&]() {
    const Json request = Json::parse(request_text);
    const auto& task = bioeval::find_task(request.at("task").get<std::string>());
    std::vector<bioeval::ScoredRunEntry> runs;
    for (const Json& run : request.at("runs")) {
      ScoredSession& kept = session_numbered(run.at("session").get<int>());
      if (kept.task != &task)
        throw bioeval::UsageError("a run to compare was scored for another task");
      runs.push_back({run.at("label").get<std::string>(), &kept.scoring.result,
                      kept.scoring.run ? kept.scoring.run->units() : nullptr});
    }
    return bioeval::compare(task, runs, compare_settings(request.value("settings", Json::object())),
                            compare_progress(progress))
        .dump();
  });
}

// Forgets a session and its document views; the caller then frees the inputs' bytes.
void close_session(int session) {
  sessions().erase(session);
}

// How many times the inputs of `role` have been read in this module (framework/evaluation.hpp):
// the page's tests count that a run scored, compared and shown is read once.
double readings_of(const std::string& role) {
  return static_cast<double>(bioeval::readings(role));
}

// The result's JSON as UTF-8 bytes: a Uint8Array view of the module's memory, valid until the
// next call. Decoding it with TextDecoder is much faster than Embind's string conversion.
emscripten::val evaluate_utf8(const std::string& request_text, emscripten::val progress) {
  static Answer answer;
  evaluate_into(answer, request_text, std::move(progress));
  try {
    answer.join();
  } catch (const std::bad_alloc&) {  // no room for the answer's block: a short error instead
    answer.set_error("memory", kOutOfMemory);
    answer.join();
  }
  const auto* const bytes = reinterpret_cast<const unsigned char*>(answer.json.get());
  return emscripten::val(emscripten::typed_memory_view(answer.json_size, bytes));
}

}  // namespace

EMSCRIPTEN_BINDINGS(bioeval) {
  emscripten::function("version", &version);
  emscripten::function("tasksJson", &tasks_json);
  emscripten::function("compareJson", &compare_json);
  emscripten::function("openDocumentsJson", &open_documents_json);
  emscripten::function("keptSession", &kept_session_number);
  emscripten::function("sessionDocumentsJson", &session_documents_json);
  emscripten::function("documentJson", &document_json);
  emscripten::function("compareSessionsJson", &compare_sessions_json);
  emscripten::function("closeSession", &close_session);
  emscripten::function("readings", &readings_of);
  emscripten::function("placeJson", &place_json);
  emscripten::function("archivePlanJson", &archive_plan_json);
  emscripten::function("archiveSizeMismatch", &archive_size_mismatch);
  emscripten::function("evaluateUtf8", &evaluate_utf8);
}
