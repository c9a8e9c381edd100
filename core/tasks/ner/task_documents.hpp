// The document views of ner.iob2 and ner.bc2gm (docs/tasks/ner.md, "Documents"): what each task
// says of its sentences, over the views documents.hpp builds from the scorer's matchings.
#pragma once

#include <memory>
#include <vector>

#include "framework/document_views.hpp"
#include "framework/scratch_evaluation.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/mentions.hpp"
#include "tasks/ner/tags.hpp"
#include "tasks/ner/token_files.hpp"

namespace bioeval::ner {

// ner.iob2: the corpus's sentences, a sentence's text its tokens joined by single spaces.
// `scratch` read `corpus` (kept, as the text it views may be its), and `gold` and `predicted`
// are its entities with classes merged into `merged_types`.
std::unique_ptr<DocumentViews> iob2_document_views(std::unique_ptr<ScratchEvaluation> scratch,
                                                   std::unique_ptr<TaggedCorpus> corpus,
                                                   Entities gold, Entities predicted,
                                                   const TypeTable& merged_types);

// Every input of ner.bc2gm, read: the sentence file first, so that offsets can be checked
// against it.
struct MentionInputs {
  MentionSentences sentences;
  std::vector<Mention> gold, alternatives, run;
};

// ner.bc2gm: the sentences every input names, a sentence's text the sentence file's when given.
std::unique_ptr<DocumentViews> bc2gm_document_views(std::unique_ptr<ScratchEvaluation> scratch,
                                                    std::unique_ptr<MentionInputs> inputs);

}  // namespace bioeval::ner
