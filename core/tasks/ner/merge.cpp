#include "tasks/ner/merge.hpp"

#include "framework/options.hpp"

namespace bioeval::ner {
namespace {

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

// Splits at every `separator`.
std::vector<std::string_view> pieces(std::string_view text, char separator) {
  std::vector<std::string_view> out;
  for (std::size_t at; (at = text.find(separator)) != std::string_view::npos;) {
    out.push_back(text.substr(0, at));
    text.remove_prefix(at + 1);
  }
  out.push_back(text);
  return out;
}

[[noreturn]] void malformed(std::string_view group, const std::string& why) {
  throw UsageError("option merge: " + why + " in '" + std::string(group) +
                   "'; write groups such as 'protein,DNA,RNA=macromolecule; "
                   "cell_line,cell_type=cell' or a preset (bc2gm, tsai-relaxed)");
}

void add_group(std::string_view group, ClassMerge& merge) {
  const std::size_t equals = group.find('=');
  if (equals == std::string_view::npos) malformed(group, "no '='");
  const std::string_view target = trimmed(group.substr(equals + 1));
  if (target.empty() || target.find('=') != std::string_view::npos) {
    malformed(group, "one merged class name must follow '='");
  }
  for (const std::string_view piece : pieces(group.substr(0, equals), ',')) {
    const std::string_view name = trimmed(piece);
    if (name.empty()) malformed(group, "an empty class name");
    const auto [place, added] = merge.merged.emplace(std::string(name), std::string(target));
    if (!added && place->second != target) {
      malformed(group,
                "class '" + std::string(name) + "' is already merged into '" + place->second + "'");
    }
  }
}

}  // namespace

const std::map<std::string, std::string, std::less<>>& merge_presets() {
  static const std::map<std::string, std::string, std::less<>> presets = {
      {"bc2gm", "protein,DNA,RNA=NEWGENE"},
      {"tsai-relaxed", "protein,DNA,RNA=macromolecule; cell_line,cell_type=cell"}};
  return presets;
}

ClassMerge parse_merge(std::string_view text, bool ignore_type) {
  ClassMerge merge;
  merge.ignore_type = ignore_type;
  text = trimmed(text);
  const auto preset = merge_presets().find(text);
  if (preset != merge_presets().end()) text = preset->second;
  if (text.empty()) return merge;
  for (const std::string_view group : pieces(text, ';')) {
    if (!trimmed(group).empty()) add_group(group, merge);
  }
  return merge;
}

std::vector<std::uint32_t> merge_types(const TypeTable& types, const ClassMerge& merge,
                                       TypeTable& merged) {
  std::vector<std::uint32_t> out;
  out.reserve(types.size());
  for (std::uint32_t t = 0; t < types.size(); ++t) {
    if (merge.ignore_type) {
      out.push_back(merged.intern(kAnyClass));
      continue;
    }
    const auto found = merge.merged.find(types.name(t));
    out.push_back(merged.intern(found != merge.merged.end() ? std::string_view(found->second)
                                                            : types.name(t)));
  }
  return out;
}

}  // namespace bioeval::ner
