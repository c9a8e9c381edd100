#include "tasks/ner/entities.hpp"

#include <algorithm>
#include <string>

#include "base/hot_loop.hpp"

namespace bioeval::ner {
namespace {

// Decodes the entities of one side, sentence by sentence; scheme breaks are warnings at their
// line.
class EntityDecoder {
 public:
  EntityDecoder(const TaggedCorpus& corpus, const TaggedSide& side,
                const std::vector<std::uint32_t>& merged, Diagnostics& diagnostics,
                std::vector<std::uint32_t>* written)
      : corpus_(corpus),
        side_(side),
        merged_(merged),
        diagnostics_(diagnostics),
        written_(written) {}

  Entities decode() {
    // Each entity has a tag other than O (id 0): room for as many, never moved.
    std::size_t tagged = 0;
    for (std::size_t from = 0; from < side_.tags.size(); from += kCountBlock) {
      tagged += tagged_in(from, std::min(side_.tags.size(), from + kCountBlock));
    }
    out_.reserve(tagged);
    if (written_) written_->reserve(tagged);
    for (std::uint32_t s = 0; s < corpus_.sentences.size(); ++s) sentence(s);
    return std::move(out_);
  }

 private:
  // A call per sentence (hot_loop.hpp).
  BIOEVAL_OUT_OF_LINE void sentence(std::uint32_t s) {
    const Sentence& sentence = corpus_.sentences[s];
    found_.clear();
    issues_.clear();
    decode_entities(corpus_.tags, side_.tags.data() + sentence.begin, sentence.end - sentence.begin,
                    found_, &issues_);
    for (const TaggedEntity& e : found_) {
      out_.push_back({sentence.begin + e.first, sentence.begin + e.last,
                      merged_.empty() ? e.type : merged_[e.type], s,
                      side_.lines.at(sentence.begin + e.first, entity_run_)});
      if (written_) written_->push_back(e.type);
    }
    for (const SequenceIssue& issue : issues_) {
      const std::uint32_t line = side_.lines.at(sentence.begin + issue.position, issue_run_);
      if (line == 0) continue;  // a token the run lacks
      const std::string whose =
          corpus_.single_file ? "the " + std::string(side_.column) + " tag " : std::string();
      diagnostics_.warning("tag-sequence", Location{side_.role, side_.file, line, 0, {}},
                           whose + issue.message);
    }
  }

  // Tokens [from, to) with a tag other than O; a block per call, as sentence().
  static constexpr std::size_t kCountBlock = 1 << 16;
  BIOEVAL_OUT_OF_LINE std::size_t tagged_in(std::size_t from, std::size_t to) const {
    std::size_t count = 0;
    for (std::size_t i = from; i < to; ++i) count += side_.tags[i] != 0;
    return count;
  }

  const TaggedCorpus& corpus_;
  const TaggedSide& side_;
  const std::vector<std::uint32_t>& merged_;
  Diagnostics& diagnostics_;
  std::vector<std::uint32_t>* written_;
  Entities out_;
  std::vector<TaggedEntity> found_;
  std::vector<SequenceIssue> issues_;
  std::size_t entity_run_ = 0, issue_run_ = 0;  // places in side.lines: tokens come in order
};

}  // namespace

Entities entities_of(const TaggedCorpus& corpus, const TaggedSide& side,
                     const std::vector<std::uint32_t>& merged, Diagnostics& diagnostics,
                     std::vector<std::uint32_t>* written) {
  return EntityDecoder(corpus, side, merged, diagnostics, written).decode();
}

}  // namespace bioeval::ner
