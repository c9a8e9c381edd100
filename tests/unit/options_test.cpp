// Options resolved to one form whichever host gave them, so that results and signatures agree.
#include <catch2/catch.hpp>

#include "framework/options.hpp"
#include "framework/result.hpp"

using namespace bioeval;

namespace {

const std::vector<OptionSpec> kSpecs = {
    OptionSpec("threshold", OptionType::number, 0.0, "the score a pair needs"),
    OptionSpec("cutoff", OptionType::integer, 0, "the ranks kept")};

}  // namespace

TEST_CASE("a number option written as an integer resolves as the command line parses it",
          "[options]") {
  const Json from_page = resolve_options(kSpecs, Json{{"threshold", 0}, {"cutoff", 3}});
  const Json from_cli =
      resolve_options(kSpecs, Json{{"threshold", parse_option_text(kSpecs[0], "0")},
                                   {"cutoff", parse_option_text(kSpecs[1], "3")}});
  CHECK(from_page.at("threshold").is_number_float());
  CHECK(from_page.dump() == from_cli.dump());
  Result page, cli;
  page.task = cli.task = "ppi";
  page.profile = cli.profile = "official";
  page.options = from_page;
  cli.options = from_cli;
  CHECK(page.signature() == cli.signature());
  CHECK(page.signature().find("|threshold:0.0") != std::string::npos);
}

TEST_CASE("an integer option stays an integer, and a number option keeps its value", "[options]") {
  const Json resolved = resolve_options(kSpecs, Json{{"threshold", 2}, {"cutoff", 3.0}});
  CHECK(resolved.at("cutoff").is_number_integer());
  CHECK(resolved.at("threshold").get<double>() == 2.0);
}
