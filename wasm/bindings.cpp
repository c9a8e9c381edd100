// WebAssembly bindings: free functions that take bytes and JSON and return JSON strings.
// No classes are bound, so nothing has to be deleted from JavaScript.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <exception>
#include <string>

#include "api.hpp"
#include "json_text.hpp"
#include "version.hpp"

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

// Candidate (task, role) pairs for a file whose first bytes are at ptr..ptr+size.
std::string sniff_json(std::uintptr_t pointer, std::size_t size) {
  try {
    return bioeval::sniff(std::string_view(reinterpret_cast<const char*>(pointer), size)).dump();
  } catch (const std::exception& error) {
    return error_json("internal", error.what());
  }
}

// request: {"task": id, "options": {...}, "mode": "score"|"validate",
//           "inputs": {role: [{"name", "ptr", "size", "sha256"?}, ...]}}
// The file bytes were copied into the module's heap by the caller. `progress(done, total)` is
// called as the inputs are read. Returns the schema-1 result, or {"error": {kind, message}}.
std::string evaluate_text(const std::string& request_text, emscripten::val progress) {
  try {
    const Json request = Json::parse(request_text);
    bioeval::Inputs inputs;
    for (const auto& [role, files] : request.at("inputs").items()) {
      for (const auto& file : files) {
        inputs[role].push_back({file.at("name").get<std::string>(), heap_bytes(file),
                                file.value("sha256", std::string())});
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
    bioeval::Result result =
        bioeval::evaluate(task, inputs, request.value("options", Json::object()), report, mode);
    // Compact JSON in ASCII, other characters escaped: the page's TextDecoder reads ASCII twice
    // as fast as other UTF-8, and the result of an error list is megabytes of text.
    // Its room taken at once: growing a string of megabytes step by step touches twice its size
    // of fresh memory, and the first write to a page of the module's memory is what costs.
    std::size_t rows_bytes = 0;
    for (const bioeval::Table& table : result.tables) rows_bytes += table.rows.json_text().size();
    std::string out;
    out.reserve(rows_bytes + rows_bytes / 8 + (1 << 20));
    bioeval::JsonWriter writer(true, [&out](std::string_view piece) { out += piece; });
    std::move(result).write_json(writer);
    writer.flush();
    return out;
  } catch (const bioeval::UsageError& error) {
    return error_json("usage", error.what());
  } catch (const Json::exception& error) {
    return error_json("usage", std::string("malformed request: ") + error.what());
  } catch (const std::bad_alloc&) {
    return error_json("memory", "out of memory: the inputs are too large for this browser tab");
  } catch (const std::exception& error) {
    return error_json("internal", error.what());
  }
}

// evaluate_text's JSON as UTF-8 bytes: a Uint8Array view into the module's memory, valid until
// the next call. Decoding it with TextDecoder is much faster than Embind's string conversion.
emscripten::val evaluate_utf8(const std::string& request_text, emscripten::val progress) {
  static std::string result;
  result = evaluate_text(request_text, std::move(progress));
  return emscripten::val(emscripten::typed_memory_view(result.size(), result.data()));
}

}  // namespace

EMSCRIPTEN_BINDINGS(bioeval) {
  emscripten::function("version", &version);
  emscripten::function("tasksJson", &tasks_json);
  emscripten::function("sniffJson", &sniff_json);
  emscripten::function("evaluateUtf8", &evaluate_utf8);
}
