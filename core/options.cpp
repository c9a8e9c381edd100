#include "options.hpp"

#include <cmath>

#include "io/fields.hpp"

namespace bioeval {
namespace {

std::string quoted(const std::string& name) {
  return "'" + name + "'";
}

void check_value(const OptionSpec& spec, const Json& value) {
  const std::string where = "option " + quoted(spec.name);
  switch (spec.type) {
    case OptionType::boolean:
      if (!value.is_boolean()) throw UsageError(where + " must be true or false");
      return;
    case OptionType::integer:
      if (!value.is_number_integer() &&
          !(value.is_number_float() && std::floor(value.get<double>()) == value.get<double>()))
        throw UsageError(where + " must be an integer");
      break;
    case OptionType::number:
      if (!value.is_number()) throw UsageError(where + " must be a number");
      break;
    case OptionType::text:
      if (!value.is_string()) throw UsageError(where + " must be a string");
      return;
    case OptionType::choice: {
      if (value.is_string()) {
        for (const auto& choice : spec.choices) {
          if (choice == value.get<std::string>()) return;
        }
      }
      std::string list;
      for (const auto& choice : spec.choices) list += (list.empty() ? "" : ", ") + choice;
      throw UsageError(where + " must be one of: " + list);
    }
  }
  if (spec.minimum && value.get<double>() < *spec.minimum) {
    throw UsageError(where + " must be at least " + Json(*spec.minimum).dump());
  }
}

}  // namespace

std::string_view option_type_name(OptionType type) {
  switch (type) {
    case OptionType::boolean:
      return "boolean";
    case OptionType::integer:
      return "integer";
    case OptionType::number:
      return "number";
    case OptionType::text:
      return "string";
    case OptionType::choice:
      return "choice";
  }
  return "string";
}

Json resolve_options(const std::vector<OptionSpec>& specs, const Json& given) {
  if (!given.is_null() && !given.is_object()) throw UsageError("options must be a JSON object");
  Json resolved = Json::object();
  for (const auto& spec : specs) {
    if (given.is_object() && given.contains(spec.name)) {
      Json value = given.at(spec.name);
      check_value(spec, value);
      if (spec.type == OptionType::integer) value = value.get<long long>();
      resolved[spec.name] = value;
    } else {
      resolved[spec.name] = spec.default_value;
    }
  }
  if (given.is_object()) {
    for (const auto& item : given.items()) {
      if (!resolved.contains(item.key())) {
        throw UsageError("unknown option " + quoted(item.key()));
      }
    }
  }
  return resolved;
}

Json parse_option_text(const OptionSpec& spec, const std::string& text) {
  switch (spec.type) {
    case OptionType::boolean:
      if (text == "true" || text == "yes" || text == "1") return true;
      if (text == "false" || text == "no" || text == "0") return false;
      throw UsageError("option " + quoted(spec.name) + " must be true or false, not " +
                       quoted(text));
    case OptionType::integer:
    case OptionType::number: {
      const auto value = parse_decimal(text);
      if (!value)
        throw UsageError("option " + quoted(spec.name) + " must be a number, not " + quoted(text));
      if (spec.type == OptionType::integer && std::floor(*value) == *value)
        return static_cast<long long>(*value);
      return *value;
    }
    case OptionType::text:
    case OptionType::choice:
      return text;
  }
  return text;
}

Json option_spec_json(const OptionSpec& spec) {
  Json out = {{"name", spec.name},
              {"type", option_type_name(spec.type)},
              {"default", spec.default_value},
              {"help", spec.help}};
  if (!spec.choices.empty()) out["choices"] = spec.choices;
  if (spec.minimum) out["minimum"] = *spec.minimum;
  return out;
}

}  // namespace bioeval
