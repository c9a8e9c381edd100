#include "framework/options.hpp"

#include <algorithm>
#include <cmath>

#include "io/fields.hpp"

namespace bioeval {
namespace {

std::string quoted(const std::string& name) {
  return "'" + name + "'";
}

void check_range(const OptionSpec& spec, double value, const std::string& where) {
  if (spec.minimum &&
      (value < *spec.minimum || (spec.exclusive_minimum && value == *spec.minimum))) {
    throw UsageError(where + " must be " +
                     (spec.exclusive_minimum ? "greater than " : "at least ") +
                     Json(*spec.minimum).dump());
  }
  if (spec.maximum && value > *spec.maximum) {
    throw UsageError(where + " must be at most " + Json(*spec.maximum).dump());
  }
}

bool is_whole(const Json& value) {
  return value.is_number_integer() ||
         (value.is_number_float() && std::floor(value.get<double>()) == value.get<double>());
}

// Checks `value` and returns it in canonical form (integers as integers, lists as arrays).
Json checked_value(const OptionSpec& spec, const Json& value) {
  const std::string where = "option " + quoted(spec.name);
  switch (spec.type) {
    case OptionType::boolean:
      if (!value.is_boolean()) throw UsageError(where + " must be true or false");
      return value;
    case OptionType::integer:
      if (!is_whole(value)) throw UsageError(where + " must be an integer");
      check_range(spec, value.get<double>(), where);
      return value.get<long long>();
    case OptionType::number:
      if (!value.is_number()) throw UsageError(where + " must be a number");
      check_range(spec, value.get<double>(), where);
      // Held as a double however it was written (0 from the page, 0.0 from the command line),
      // so that a result's options and signature are the same whichever host gave them.
      return value.get<double>();
    case OptionType::text:
      if (!value.is_string()) throw UsageError(where + " must be a string");
      return value;
    case OptionType::choice: {
      if (value.is_string()) {
        for (const auto& choice : spec.choices) {
          if (choice == value.get<std::string>()) return value;
        }
      }
      std::string list;
      for (const auto& choice : spec.choices) list += (list.empty() ? "" : ", ") + choice;
      throw UsageError(where + " must be one of: " + list);
    }
    case OptionType::integer_list:
    case OptionType::number_list: {
      const Json elements = value.is_array() ? value : Json::array({value});
      Json out = Json::array();
      for (const auto& element : elements) {
        if (spec.type == OptionType::integer_list) {
          if (!is_whole(element)) throw UsageError(where + " takes integers");
          check_range(spec, element.get<double>(), where);
          out.push_back(element.get<long long>());
        } else {
          const bool number = element.is_number() ||
                              (element.is_string() && parse_decimal(element.get<std::string>()));
          if (!number) throw UsageError(where + " takes numbers");
          check_range(spec, list_number(element), where);
          out.push_back(element);
        }
      }
      return out;
    }
  }
  return value;
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
    case OptionType::integer_list:
      return "integer list";
    case OptionType::number_list:
      return "number list";
  }
  return "string";
}

Json resolve_options(const std::vector<OptionSpec>& specs, const Json& given) {
  if (!given.is_null() && !given.is_object()) throw UsageError("options must be a JSON object");
  Json resolved = Json::object();
  for (const auto& spec : specs) {
    if (given.is_object() && given.contains(spec.name)) {
      resolved[spec.name] = checked_value(spec, given.at(spec.name));
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
    case OptionType::integer_list:
    case OptionType::number_list: {
      Json out = Json::array();
      std::size_t start = 0;
      while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string element = text.substr(start, comma - start);
        const auto value = parse_decimal(element);
        if (!value) {
          throw UsageError("option " + quoted(spec.name) + " takes numbers, not " +
                           quoted(element));
        }
        if (spec.type == OptionType::integer_list) {
          out.push_back(static_cast<long long>(*value));
        } else {
          out.push_back(element);  // as written: it names metrics
        }
        start = comma + 1;
      }
      return out;
    }
  }
  return text;
}

double list_number(const Json& element) {
  return element.is_string() ? parse_decimal(element.get<std::string>()).value_or(0.0)
                             : element.get<double>();
}

Json option_spec_json(const OptionSpec& spec) {
  Json out = {{"name", spec.name},
              {"type", option_type_name(spec.type)},
              {"default", spec.default_value},
              {"help", spec.help}};
  if (!spec.choices.empty()) out["choices"] = spec.choices;
  if (spec.minimum) out["minimum"] = *spec.minimum;
  if (spec.exclusive_minimum) out["exclusive_minimum"] = true;
  if (spec.maximum) out["maximum"] = *spec.maximum;
  return out;
}

}  // namespace bioeval
