// File names as placement reads them: words, and hints matched against them.
#include <catch2/catch.hpp>

#include "host/placement/name_hints.hpp"

using namespace bioeval;
using Words = std::vector<std::string>;

TEST_CASE("a file name splits into lower-case words at separators and digits", "[placement]") {
  CHECK(name_words("test_ALTGENE.eval") == Words{"test", "altgene", "eval"});
  CHECK(name_words("Habitats_new-in-dev.txt") == Words{"habitats", "new", "in", "dev", "txt"});
  CHECK(name_words("run2.tsv") == Words{"run", "2", "tsv"});
  CHECK(name_words("BioNLP-ST-2016_BB-cat+ner_dev.zip") ==
        Words{"bionlp", "st", "2016", "bb", "cat", "ner", "dev", "zip"});
  CHECK(name_words("").empty());
  CHECK(name_words("--").empty());
}

TEST_CASE("a hint matches whole words, words in a row, or a word's start", "[placement]") {
  const Words gene = name_words("test_GENE.eval");
  const Words altgene = name_words("test_ALTGENE.eval");
  CHECK(hint_strength(gene, "gene") == 4);
  CHECK(hint_strength(altgene, "gene") == 0);  // "altgene" is one word
  CHECK(hint_strength(altgene, "altgene") == 7);
  CHECK(hint_strength(name_words("Habitats_new-in-dev.txt"), "new-in-dev") == 10);
  CHECK(hint_strength(name_words("Habitats_new-in-test.txt"), "new-in-dev") == 0);
  CHECK(hint_strength(name_words("my-predictions.tsv"), "pred*") == 5);
  CHECK(hint_strength(name_words("predicate.tsv"), "pred") == 0);
  CHECK(hint_strength(name_words("x.obo"), "obo") == 3);
  CHECK(hint_strength(name_words("a"), "a-b") == 0);
}

TEST_CASE("the longest matching hint wins", "[placement]") {
  const HintMatch match = best_hint(name_words("run_genes_gold.tsv"), {"run*", "gold*", "genes"});
  CHECK(match.hint == "gold*");
  CHECK(match.strength == 5);
  CHECK(best_hint(name_words("x.tsv"), {"run*"}).strength == 0);
}
