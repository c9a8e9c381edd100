// The gold of the ppi task: a corpus in the unified PPI XML ("learning format"), read with
// pugixml, and its candidate pairs. Specification: docs/tasks/ppi.md. The corpus keeps copies of
// the texts it needs (ids, sentence and entity texts, offsets), not the XML document: a file is
// parsed one <document> element at a time when its layout allows (see Corpus::read).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/hash.hpp"
#include "base/text.hpp"

namespace bioeval {
struct Evaluation;
}  // namespace bioeval

namespace bioeval::ppi {

// How a file lists its candidates.
enum class Variant {
  pairs,         // original: `pair` elements with interaction="True|False", inclusive offset ends
  interactions,  // converted: positive `interaction` elements only, all C(n,2) candidates,
                 // end-exclusive offsets
};

struct Document {
  std::string_view id;
  std::uint32_t first_sentence = 0;  // sentences [first_sentence, next document's)
};

struct Sentence {
  std::string_view id;
  std::string_view text;  // its text attribute (empty without one)
  std::uint32_t document = 0;
  std::uint32_t first_entity = 0;  // entities [first_entity, end_entity)
  std::uint32_t end_entity = 0;
  std::uint32_t first_candidate = 0;  // candidates [first_candidate, end_candidate)
  std::uint32_t end_candidate = 0;
  Variant variant = Variant::interactions;
};

struct Entity {
  std::string_view id;
  std::string_view text;
  std::string_view offsets;  // its charOffset as written (empty without one)
  std::uint32_t sentence = 0;
};

// A candidate pair: e1 and e2 index entities; with `directed` unset, (e1, e2) stands for the
// unordered pair.
struct Candidate {
  std::uint32_t e1 = 0;
  std::uint32_t e2 = 0;
  bool positive = false;
};

// Characters [start, end) of a sentence's text.
struct CharRange {
  std::size_t start, end;
};

// A charOffset, "a-b" or "a-b,c-d,…" with inclusive or exclusive ends, as end-exclusive ranges;
// nothing when malformed or empty.
std::optional<std::vector<CharRange>> parse_char_offsets(std::string_view text, bool inclusive_end);

struct ReadOptions {
  bool directed = false;
  // False for the released test input: pair labels (`interaction` attributes) and <interaction>
  // elements are not read, so a corpus without them is whole; the candidates are the same.
  bool labels = true;
  // What the corpus is, in messages: "the gold" or "the released input".
  std::string_view name = "the gold";
};

class DeferredDiagnostics;

class Corpus {
 public:
  Corpus();
  ~Corpus();
  Corpus(const Corpus&) = delete;
  Corpus& operator=(const Corpus&) = delete;

  // Reads one file of the gold; several files add up to one corpus.
  void read(const TextInput& input, const ReadOptions& options, Diagnostics& diagnostics);

  const std::vector<Document>& documents() const { return documents_; }
  const std::vector<Sentence>& sentences() const { return sentences_; }
  const std::vector<Entity>& entities() const { return entities_; }
  const std::vector<Candidate>& candidates() const { return candidates_; }
  // The variants of the files read, in order (one per file).
  const std::vector<Variant>& variants() const { return variants_; }
  bool directed() const { return directed_; }
  // "the gold" or "the released input" (ReadOptions::name), for messages.
  std::string_view name() const { return name_; }

  // The candidate with this pair id (`pair` element id, or <sentence id>.p<k> in the converted
  // variant), or -1.
  std::int64_t find_pair(std::string_view id) const;
  // The entity with this id, or -1.
  std::int64_t find_entity(std::string_view id) const;
  // The candidate pairing these two entities (in this order when directed), or -1.
  std::int64_t find_candidate(std::uint32_t e1, std::uint32_t e2) const;
  std::uint64_t positives() const;
  // Frees the tables of ids that reading a run needs (find_pair, find_entity, find_candidate
  // answer nothing after): scoring needs none of them.
  void release_indexes();
  // The id a run gives candidate c by: its <pair> id, or in the converted variant
  // <sentence id>.p<k> (find_pair's), or for the reverse of a directed converted pair, which has
  // no pair id, its entities' ids "e1 e2".
  std::string pair_id(std::uint32_t sentence, std::uint32_t c) const;

 private:
  class FileReader;

  // Owns the texts every string_view of the corpus points into: blocks that never move.
  class TextStore {
   public:
    std::string_view keep(std::string_view text);

   private:
    std::vector<std::unique_ptr<char[]>> blocks_;
    char* next_ = nullptr;
    std::size_t room_ = 0;
  };
  // How far the corpus went before a file, so that a file read in part can be taken back.
  struct Mark {
    std::size_t documents, sentences, entities, candidates, variants;
  };
  Mark mark() const;
  void roll_back(const Mark& mark);
  bool read_by_documents(const TextInput& input, DeferredDiagnostics& diagnostics);
  void read_whole(const TextInput& input, DeferredDiagnostics& diagnostics);

  TextStore texts_;
  std::vector<Document> documents_;
  std::vector<Sentence> sentences_;
  std::vector<Entity> entities_;
  std::vector<Candidate> candidates_;
  // Per candidate, the first <pair> element's id; empty in the converted variant, and shorter
  // than candidates_ where the last candidates have none.
  std::vector<std::string_view> candidate_ids_;
  std::vector<Variant> variants_;
  bool directed_ = false;
  bool labels_ = true;
  std::string_view name_ = "the gold";
  TextIndex document_ids_, sentence_ids_, entity_ids_, pair_ids_;
  // Keys pack two entity indices; std::hash of an integer is the integer itself, whose low bits
  // (the second entity) crowd a power-of-two table: the keys are mixed first.
  struct MixedHash {
    std::size_t operator()(std::uint64_t key) const {
      key ^= key >> 33;
      key *= 0xFF51AFD7ED558CCDULL;
      key ^= key >> 33;
      return static_cast<std::size_t>(key);
    }
  };
  tsl::robin_map<std::uint64_t, std::uint32_t, MixedHash> by_entities_;
};

// Reads the corpus a run is checked against into `corpus`, with the notes about the reading: the
// gold, or in a check before the gold is out the released input (its pair labels and
// interactions, if any, not read).
void read_corpus(Evaluation& evaluation, Corpus& corpus);

// The codes a Corpus reports.
const std::vector<std::string>& corpus_diagnostic_codes();

}  // namespace bioeval::ppi
