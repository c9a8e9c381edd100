// The NER document view (docs/documents.md, docs/tasks/ner.md "Documents"): each sentence with
// its gold and predicted entities, each with its verdict under every criterion, taken from the
// matchings the scoring made and its scored run keeps (nothing is read or matched again). The
// tasks say what a sentence is (its id, its text, where each entity lies in it: views_iob2.cpp,
// views_bc2gm.cpp); the verdicts, partners and counts are common to both.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "base/json.hpp"
#include "framework/document_views.hpp"
#include "tasks/ner/alternatives.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/read_mentions.hpp"
#include "tasks/ner/read_tokens.hpp"
#include "tasks/ner/tags.hpp"

namespace bioeval::ner {

// The entities of one side grouped by sentence, each group in input order, and each entity's
// place in its group: its annotation id is "gold:<place + 1>" or "run:<place + 1>".
struct SentenceIndex {
  std::vector<std::uint32_t> begin;    // sentence s's entities: members[begin[s], begin[s + 1])
  std::vector<std::uint32_t> members;  // entity indices
  std::vector<std::uint32_t> place;    // entity index → its place in its sentence's group
};
// `sentence_count` at least one more than the largest sentence of `entities`.
SentenceIndex index_by_sentence(const Entities& entities, std::size_t sentence_count);

// The id of the annotation of a gold (or predicted) entity at `place` in its sentence.
std::string annotation_id(bool gold, std::uint32_t place);

// One view: a criterion and the one-to-one matching it scores (the scoring's).
struct EntityMatching {
  std::string name;
  std::vector<std::uint32_t> match_of_gold;  // predicted index, or kUnmatched
};

// The views of the span criteria, exact first, from the pairs the scoring kept.
std::vector<EntityMatching> span_criterion_views(const CriteriaPairs& pairs);

// The shown parts of one annotation a task fills: its `fragments` in the sentence's text (code
// points; empty without a text), its `text`, and task-specific `details`.
struct ShownEntity {
  Json fragments = Json::array();
  Json text = nullptr;
  Json details = Json::object();
};

// The entities of one side in a sentence, and how the task shows each (to be filled).
struct SentenceEntities {
  const Entities& entities;
  const std::vector<std::uint32_t>& members;  // their indices in `entities`, in input order
  std::vector<ShownEntity>& shown;            // one per member
};

// What a task knows of its sentences, from what its scored run keeps (which outlives the views).
class NerSentences {
 public:
  virtual ~NerSentences() = default;
  virtual std::size_t size() const = 0;
  // The id of sentence s, as the tables' sentence column shows it.
  virtual std::string id(std::size_t s) const = 0;
  // Its first words, or null.
  virtual Json label(std::size_t s) const = 0;
  // Sets the document's "text" when the sentence has one (or says why not), and fills how each of
  // its gold and predicted entities is shown in it.
  virtual void show(std::size_t s, Json& document, SentenceEntities gold,
                    SentenceEntities predicted) const = 0;
};

// Everything the views are built from: the entities as the scorer matched them (borrowed from
// the scored run, as the views' matchings are), class names after merging, the views (exact
// first: the default, whose errors are the `errors` table's), and whether the task has classes
// (else no type verdicts are listed).
struct NerDocumentInputs {
  const Entities* gold = nullptr;
  const Entities* predicted = nullptr;
  std::vector<std::string> class_names;
  std::vector<EntityMatching> views;
  bool with_classes = true;
  std::unique_ptr<NerSentences> sentences;
};

std::unique_ptr<DocumentViews> ner_document_views(NerDocumentInputs inputs);

// The first words of `text`: at most `width` bytes (cut at a character), "…" when cut.
std::string first_words(std::string_view text, std::size_t width = 60);

// Code points of `text` before byte `byte`.
std::uint32_t code_points_before(std::string_view text, std::size_t byte);

// ner.iob2: the corpus's sentences, a sentence's text its tokens joined by single spaces (read
// from the gold's text: the tags may be released). The entities' classes are `merged_types`; when
// merging renamed a class, `written_gold` and `written_predicted` give each entity's class as
// written (a class of corpus.types), else they are empty. Everything is borrowed.
struct Iob2Scoring {
  const TaggedCorpus& corpus;
  const TypeTable& merged_types;
  const Entities& gold;
  const Entities& predicted;
  const std::vector<std::uint32_t>& written_gold;
  const std::vector<std::uint32_t>& written_predicted;
  const CriteriaPairs& pairs;
};
std::unique_ptr<DocumentViews> iob2_document_views(const Iob2Scoring& scoring);

// ner.bc2gm: the sentences every input names, a sentence's text the sentence file's when given;
// the entities are the gold and run mentions of `in`, the views' pairs those of the span
// criteria (`pairs`) and of the criterion alternatives, and each mention's mark alt_eval.perl's
// verdict. Everything is borrowed.
struct Bc2gmScoring {
  const MentionInputs& in;
  const Entities& gold;
  const Entities& predicted;
  const CriteriaPairs& pairs;
  const AlternativesMatching& alternatives;
  const AltEvalScore& alt_eval;
};
std::unique_ptr<DocumentViews> bc2gm_document_views(const Bc2gmScoring& scoring);

}  // namespace bioeval::ner
