// Task options: what a task declares, and checking what a user gave against it.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "json.hpp"

namespace bioeval {

// A request the caller got wrong (unknown task, option or role): the CLI's exit status 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class OptionType { boolean, integer, number, text, choice };

struct OptionSpec {
  std::string name;
  OptionType type = OptionType::boolean;
  Json default_value;
  std::string help;
  std::vector<std::string> choices;  // for OptionType::choice
  std::optional<double> minimum;     // for integer and number
};

std::string_view option_type_name(OptionType type);

// Every declared option with the given value or its default, in declaration order. Throws
// UsageError for an unknown option, a value of the wrong type, or a value out of range.
Json resolve_options(const std::vector<OptionSpec>& specs, const Json& given);

// Reads a command-line word as a value of the option's type ("3", "true", "official").
Json parse_option_text(const OptionSpec& spec, const std::string& text);

Json option_spec_json(const OptionSpec& spec);

}  // namespace bioeval
