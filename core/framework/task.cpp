#include "framework/task.hpp"

namespace bioeval {

const char* better_name(Better better) {
  switch (better) {
    case Better::higher:
      return "higher";
    case Better::lower:
      return "lower";
    default:
      return "neither";
  }
}

const RoleSpec* find_role(const TaskSpec& spec, std::string_view name) {
  for (const RoleSpec& role : spec.roles) {
    if (role.name == name) return &role;
  }
  return nullptr;
}

bool has_files(const Inputs& inputs, std::string_view role) {
  const auto it = inputs.find(std::string(role));
  return it != inputs.end() && !it->second.empty();
}

Evaluation::Reference reference_of(const TaskSpec& spec, const Inputs& inputs) {
  for (const auto& role : spec.roles) {
    if (role.stands_in_for.empty()) continue;
    if (has_files(inputs, role.stands_in_for)) return Evaluation::Reference::gold;
    if (has_files(inputs, role.name)) return Evaluation::Reference::input;
    const RoleSpec* gold = find_role(spec, role.stands_in_for);
    return gold && !gold->required ? Evaluation::Reference::gold : Evaluation::Reference::none;
  }
  return find_role(spec, "gold") ? Evaluation::Reference::gold : Evaluation::Reference::none;
}

double Task::sniff_group(std::string_view role, const std::vector<FileHead>& files) const {
  if (files.empty()) return 0;
  double sum = 0;
  for (const FileHead& file : files) sum += sniff(role, file);
  return sum / static_cast<double>(files.size());
}

}  // namespace bioeval
