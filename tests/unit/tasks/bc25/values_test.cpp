#include <catch2/catch.hpp>

#include <random>
#include <regex>
#include <string>

#include "tasks/bc25/values.hpp"

using bioeval::bc25::looks_like_uniprot_accession;

TEST_CASE("UniProt accession syntax", "[bc25]") {
  for (const char* good :
       {"P12345", "Q9Y243", "O15151", "A0A023", "A0A023GPI8", "B2R8Z9", "Q6ZS62", "A2BC19"}) {
    INFO(good);
    CHECK(looks_like_uniprot_accession(good));
  }
  for (const char* bad : {"", "P1234", "P123456", "p12345", "PA2345", "12345P", "P1234A", "A0A02",
                          "A0A023GPI", "A0A023GPI8X", "O0A023GPI8", "P1 345", "Q9Y24-3"}) {
    INFO(bad);
    CHECK_FALSE(looks_like_uniprot_accession(bad));
  }
}

TEST_CASE("UniProt accession syntax agrees with the specification's regular expression",
          "[bc25][property]") {
  const std::regex spec("[OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9]([A-Z][A-Z0-9]{2}[0-9]){1,2}");
  const std::string alphabet = "OPQAZN9058Xa-";
  std::mt19937_64 random(5);
  for (int trial = 0; trial < 20000; ++trial) {
    std::string text;
    const std::size_t length = trial % 2 ? 6 : (trial % 3 ? 10 : random() % 12);
    for (std::size_t i = 0; i < length; ++i) text += alphabet[random() % alphabet.size()];
    INFO(text);
    CHECK(looks_like_uniprot_accession(text) == std::regex_match(text, spec));
  }
}
