// Task options: what a task declares, and checking what a user gave against it.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "base/json.hpp"

namespace bioeval {

// A request the caller got wrong (unknown task, option or role): the CLI's exit status 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// integer_list and number_list take one value or several (a JSON array, or comma-separated on
// the command line); a number_list keeps numbers given as text ("1e-5") as written.
enum class OptionType { boolean, integer, number, text, choice, integer_list, number_list };

// Declared as OptionSpec("cutoff", OptionType::integer, 0, "help").at_least(0).
struct OptionSpec {
  std::string name;
  OptionType type = OptionType::boolean;
  Json default_value;
  std::string help;
  std::vector<std::string> choices;  // for OptionType::choice
  std::optional<double> minimum;     // for numbers, and the elements of lists
  std::optional<double> maximum;
  bool exclusive_minimum = false;  // the minimum itself is not allowed

  OptionSpec(std::string name_, OptionType type_, Json default_, std::string help_)
      : name(std::move(name_)),
        type(type_),
        default_value(std::move(default_)),
        help(std::move(help_)) {}

  OptionSpec& at_least(double value) {
    minimum = value;
    return *this;
  }
  OptionSpec& above(double value) {
    minimum = value;
    exclusive_minimum = true;
    return *this;
  }
  OptionSpec& at_most(double value) {
    maximum = value;
    return *this;
  }
  OptionSpec& one_of(std::vector<std::string> values) {
    choices = std::move(values);
    return *this;
  }
};

// The numeric value of a number_list element (a number, or a number written as text).
double list_number(const Json& element);

std::string_view option_type_name(OptionType type);

// Every declared option with the given value or its default, in declaration order. Throws
// UsageError for an unknown option, a value of the wrong type, or a value out of range.
Json resolve_options(const std::vector<OptionSpec>& specs, const Json& given);

// Reads a command-line word as a value of the option's type ("3", "true", "official").
Json parse_option_text(const OptionSpec& spec, const std::string& text);

Json option_spec_json(const OptionSpec& spec);

}  // namespace bioeval
