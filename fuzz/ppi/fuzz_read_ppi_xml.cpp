// Fuzzes the PPI XML corpus reader of the ppi task (Corpus::read, pugixml underneath): the bytes
// as one gold file, read undirected and directed, or, cut at a 0xFF byte, as two files that add
// up to one corpus. What must hold: documents, sentences, entities and candidates are contiguous
// ranges of one another; a candidate pairs two distinct entities of its sentence and is found by
// its entities (both ways when undirected); a sentence without <pair> elements has every pair of
// its entities as candidates, found by "<sentence id>.p<k>"; entities are found by their id;
// positives are counted; a file that is not well-formed XML adds nothing. Read as a released
// test input (labels not read), the same hold and nothing is positive.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "reader_checks.hpp"
#include "tasks/ppi/read_corpus.hpp"

namespace bioeval::fuzz {
namespace {

using ppi::Corpus;

void check_documents(const Corpus& corpus) {
  std::uint32_t first = 0;
  for (const ppi::Document& d : corpus.documents()) {
    require(d.first_sentence >= first && d.first_sentence <= corpus.sentences().size(),
            "documents' sentences follow one another");
    first = d.first_sentence;
  }
}

// Sentences hold consecutive ranges of entities and candidates that cover them all.
void check_ranges(const Corpus& corpus) {
  std::uint32_t entity = 0, candidate = 0;
  for (std::size_t s = 0; s < corpus.sentences().size(); ++s) {
    const ppi::Sentence& sentence = corpus.sentences()[s];
    require(sentence.document < corpus.documents().size(), "a sentence is in a document");
    require(sentence.first_entity == entity && sentence.end_entity >= entity,
            "sentences' entities follow one another");
    require(sentence.first_candidate == candidate && sentence.end_candidate >= candidate,
            "sentences' candidates follow one another");
    for (std::uint32_t e = sentence.first_entity; e < sentence.end_entity; ++e) {
      require(corpus.entities()[e].sentence == s, "an entity is in its sentence's range");
    }
    entity = sentence.end_entity;
    candidate = sentence.end_candidate;
  }
  require(entity == corpus.entities().size() && candidate == corpus.candidates().size(),
          "sentences cover every entity and candidate");
}

void check_candidates(const Corpus& corpus) {
  std::uint64_t positives = 0;
  for (const ppi::Sentence& sentence : corpus.sentences()) {
    for (std::uint32_t c = sentence.first_candidate; c < sentence.end_candidate; ++c) {
      const ppi::Candidate& candidate = corpus.candidates()[c];
      require(candidate.e1 != candidate.e2, "a candidate pairs distinct entities");
      for (std::uint32_t e : {candidate.e1, candidate.e2}) {
        require(e >= sentence.first_entity && e < sentence.end_entity,
                "a candidate pairs entities of its sentence");
      }
      require(corpus.find_candidate(candidate.e1, candidate.e2) == c,
              "a candidate is found by its entities");
      if (!corpus.directed()) {
        require(corpus.find_candidate(candidate.e2, candidate.e1) == c,
                "an undirected candidate is found both ways");
      }
      positives += candidate.positive ? 1 : 0;
    }
  }
  require(corpus.positives() == positives, "positives counts the positive candidates");
}

// A sentence without <pair> elements pairs all its entities, found by "<id>.p<k>".
void check_all_pairs(const Corpus& corpus, bool pair_ids_possible) {
  const std::uint64_t step = corpus.directed() ? 2 : 1;
  for (const ppi::Sentence& sentence : corpus.sentences()) {
    if (sentence.variant != ppi::Variant::interactions) continue;
    const std::uint64_t n = sentence.end_entity - sentence.first_entity;
    const std::uint64_t count = sentence.end_candidate - sentence.first_candidate;
    require(count == n * (n - (n > 0 ? 1 : 0)) / 2 * step,
            "a sentence without <pair> elements has every pair of its entities");
    if (pair_ids_possible) continue;
    const std::string id(sentence.id);
    for (std::uint64_t k : {std::uint64_t{0}, count / step / 2, count / step}) {
      const std::int64_t expected =
          k * step < count ? static_cast<std::int64_t>(sentence.first_candidate + k * step) : -1;
      require(corpus.find_pair(id + ".p" + std::to_string(k)) == expected,
              "the k-th pair of a sentence is found by <id>.p<k>");
    }
  }
}

void check_entities(const Corpus& corpus) {
  for (std::size_t e = 0; e < corpus.entities().size(); ++e) {
    require(corpus.find_entity(corpus.entities()[e].id) == static_cast<std::int64_t>(e),
            "an entity is found by its id");
  }
}

// `labels` false reads the files as a released test input: no pair label, no interaction.
void read_files(const std::vector<std::string_view>& files, bool directed, bool labels) {
  static const char* const kRoles[] = {"gold", "gold2"};
  Diagnostics diagnostics(1 << 20);
  Corpus corpus;
  TextsByRole texts;
  bool pairs = false;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const TextInput input = text_input(kRoles[i], "gold.xml", files[i], diagnostics);
    const std::size_t documents = corpus.documents().size();
    const std::size_t variants = corpus.variants().size();
    const std::size_t malformed = code_count(diagnostics, "xml-malformed");
    corpus.read(input, {directed, labels}, diagnostics);
    texts[kRoles[i]] = input.text;
    if (corpus.variants().size() == variants) {
      require(corpus.documents().size() == documents, "a file not read adds no document");
    } else {
      pairs = pairs || corpus.variants().back() == ppi::Variant::pairs;
    }
    if (code_count(diagnostics, "xml-malformed") > malformed) {
      require(corpus.variants().size() == variants, "a file not well-formed is not read");
    }
  }
  check_reader_diagnostics(diagnostics, texts, ppi::corpus_diagnostic_codes());
  check_documents(corpus);
  check_ranges(corpus);
  check_candidates(corpus);
  check_all_pairs(corpus, pairs);
  check_entities(corpus);
  require(labels || corpus.positives() == 0, "a released input has no positive");
}

void check_bytes(std::string_view bytes) {
  const std::vector<std::string_view> files = split_parts(bytes, 2);
  read_files(files, false, true);
  read_files(files, true, true);
  read_files(files, false, false);
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return bioeval::fuzz::run_reader_check("fuzz_read_ppi_xml", data, size,
                                         bioeval::fuzz::check_bytes);
}
