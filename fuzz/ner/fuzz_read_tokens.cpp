// Fuzzes the token file reader of ner.iob2 (TokenReader) against a plain model of the format:
// a token per line (its first word) with its tag as the last word, sentences ended by blank or
// "###MEDLINE:" lines. The bytes are read as a gold, as a conlleval-layout file (both tags), and
// as a gold and a run aligned with themselves; with a 0xFF byte, as a gold and a run. The scheme
// is chosen by the input's size. What must hold: the tokens, tags, lines and sentences are
// the model's; every invalid tag and every short line is one error; gold and run mismatch exactly
// when their tokens or sentence breaks differ; the tokens read back for messages are the
// model's; decoded entities cover exactly the tokens with a valid tag other than O.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "io/fields.hpp"
#include "reader_checks.hpp"
#include "tasks/ner/read_tokens.hpp"

namespace bioeval::fuzz {
namespace {

using ner::Scheme;
using ner::TaggedCorpus;

// A token line as the format defines it.
struct ModelToken {
  std::size_t line = 0;
  std::size_t line_offset = 0;  // where its line begins in the text
  std::string_view token;
  // The tag: the last word, or in the conlleval layout the gold's, the word before it; empty
  // when the line has too few words.
  std::string_view tag;
  std::string_view run_tag;  // in the conlleval layout, the run's: the last word
};

struct ModelSentence {
  std::size_t begin = 0, end = 0;  // tokens [begin, end)
  bool terminated = false;
};

struct Model {
  std::vector<ModelToken> tokens;
  std::vector<ModelSentence> sentences;
  std::size_t short_lines = 0;
};

bool is_break(std::string_view line) {
  return is_blank(line) || line.substr(0, 11) == "###MEDLINE:";
}

// The tokens and sentences of a token file as the format defines them (with `both`, the
// conlleval layout's two tags).
Model model_of(std::string_view text, bool both) {
  Model model;
  std::size_t begin = 0;  // the first token of the sentence being read
  const auto close = [&](bool terminated) {
    const std::size_t end = model.tokens.size();
    if (end > begin) model.sentences.push_back({begin, end, terminated});
    begin = end;
  };
  for (const Line& line : lines_of_text(text)) {
    if (is_break(line.text)) {
      close(is_blank(line.text));
      continue;
    }
    const std::vector<std::string_view> words = words_of(line.text);
    ModelToken token{
        line.number, static_cast<std::size_t>(line.text.data() - text.data()), words[0], {}, {}};
    if (words.size() < (both ? 3u : 2u)) {
      ++model.short_lines;
    } else {
      token.tag = words[words.size() - (both ? 2 : 1)];
      if (both) token.run_tag = words.back();
    }
    model.tokens.push_back(token);
  }
  close(false);
  return model;
}

// A tag of the scheme: O, or a prefix the scheme allows, '-' and a class.
bool is_scheme_tag(std::string_view tag, Scheme scheme) {
  if (tag == "O") return true;
  if (tag.size() < 3 || tag[1] != '-') return false;
  const std::string_view prefixes = scheme == Scheme::iobes   ? "BIES"
                                    : scheme == Scheme::bilou ? "BILU"
                                                              : "BI";
  return prefixes.find(tag[0]) != std::string_view::npos;
}

std::size_t invalid_tags(const Model& model, Scheme scheme) {
  std::size_t count = 0;
  for (const ModelToken& t : model.tokens) {
    for (std::string_view tag : {t.tag, t.run_tag}) {
      count += !tag.empty() && !is_scheme_tag(tag, scheme) ? 1 : 0;
    }
  }
  return count;
}

void check_tag(const TaggedCorpus& corpus, ner::TagId id, std::string_view expected) {
  require(id < corpus.tags.size(), "a tag id is in the table");
  if (expected.empty()) {
    require(id == ner::kOutside, "a missing tag reads as O");
    return;
  }
  require(corpus.tags[id].text == expected, "a token's tag is its line's last word");
  require(corpus.tags[id].valid == is_scheme_tag(expected, corpus.tags.scheme()),
          "a tag is valid when the scheme allows it");
}

void check_sentences(const TaggedCorpus& corpus, const Model& model) {
  require(corpus.sentences.size() == model.sentences.size(),
          "sentences are the runs of token lines");
  for (std::size_t s = 0; s < model.sentences.size(); ++s) {
    const ModelSentence& m = model.sentences[s];
    const ner::Sentence& read = corpus.sentences[s];
    require(read.begin == m.begin && read.end == m.end, "a sentence has the model's tokens");
    require(read.terminated == m.terminated, "a sentence is terminated by a blank line");
    require(read.offset == model.tokens[m.begin].line_offset,
            "a sentence begins at its first token's line");
    for (std::size_t i = m.begin; i < m.end; ++i) {
      require(corpus.sentence_of(i) == s, "sentence_of finds a token's sentence");
    }
  }
}

// The tokens read back for messages, one at a time, in order and by sentence.
void check_token_texts(const TaggedCorpus& corpus, const Model& model) {
  ner::TokenWalk walk(corpus);
  for (std::size_t i = 0; i < model.tokens.size(); ++i) {
    require(walk.token(i) == model.tokens[i].token, "TokenWalk reads a line's first word");
  }
  if (!model.tokens.empty()) {
    const std::size_t last = model.tokens.size() - 1;
    require(
        corpus.token(last) == model.tokens[last].token && corpus.token(0) == model.tokens[0].token,
        "token() reads a line's first word");
  }
  ner::SentenceTokens sentence_tokens(corpus);
  for (std::size_t s = 0; s < model.sentences.size(); ++s) {
    const ModelSentence& m = model.sentences[s];
    std::string joined;
    for (std::size_t i = m.begin; i < m.end; ++i) {
      joined += (i > m.begin ? " " : "") + std::string(model.tokens[i].token);
    }
    require(sentence_tokens.tokens(s, m.begin, m.end) == joined,
            "SentenceTokens joins a sentence's tokens with spaces");
  }
}

// Entities cover exactly the tokens whose tag is valid and not O, each within its sentence.
void check_entities(const TaggedCorpus& corpus) {
  for (const ner::Sentence& sentence : corpus.sentences) {
    const ner::TagId* tags = corpus.gold_tags.data() + sentence.begin;
    const std::size_t count = sentence.end - sentence.begin;
    std::vector<ner::TaggedEntity> entities;
    std::vector<ner::SequenceIssue> issues;
    ner::decode_entities(corpus.tags, tags, count, entities, &issues);
    std::vector<bool> covered(count, false);
    std::size_t next = 0;
    for (const ner::TaggedEntity& e : entities) {
      require(e.first >= next && e.first <= e.last && e.last < count,
              "entities are in order, apart, inside their sentence");
      for (std::size_t i = e.first; i <= e.last; ++i) {
        require(corpus.tags[tags[i]].type == e.type, "an entity's tokens share its class");
        covered[i] = true;
      }
      next = e.last + 1;
    }
    for (std::size_t i = 0; i < count; ++i) {
      const ner::TagInfo& tag = corpus.tags[tags[i]];
      require(covered[i] == (tag.valid && tag.prefix != 'O'),
              "a token is in an entity exactly when its tag is valid and not O");
    }
    for (const ner::SequenceIssue& issue : issues) {
      require(issue.position < count && !issue.message.empty(), "an issue names a token");
    }
  }
}

void check_corpus(const TaggedCorpus& corpus, const Model& model, bool both) {
  require(corpus.size() == model.tokens.size(), "every line but breaks is a token");
  require(corpus.gold_tags.size() == corpus.size(), "every token has a gold tag");
  std::size_t dash_x = 0;
  for (std::size_t i = 0; i < model.tokens.size(); ++i) {
    check_tag(corpus, corpus.gold_tags[i], model.tokens[i].tag);
    require(corpus.gold_lines[i] == model.tokens[i].line, "a token keeps its line");
    if (model.tokens[i].token == "-X-") {
      require(dash_x < corpus.dash_x_tokens.size() && corpus.dash_x_tokens[dash_x++] == i,
              "the -X- tokens are listed in order");
    }
    if (both) check_tag(corpus, corpus.run_tags[i], model.tokens[i].run_tag);
  }
  require(dash_x == corpus.dash_x_tokens.size(), "only -X- tokens are listed as -X-");
  if (both) require(corpus.run_tags.size() == corpus.size(), "every token has a run tag");
  check_sentences(corpus, model);
  check_token_texts(corpus, model);
  check_entities(corpus);
}

// One file read as a gold, or with `both` as the conlleval layout.
void check_single(std::string_view bytes, Scheme scheme, bool both) {
  Diagnostics diagnostics(1 << 20);
  const TextInput input = text_input("gold", "gold.tsv", bytes, diagnostics);
  TaggedCorpus corpus(scheme);
  corpus.reserve(count_lines(input.text));
  ner::TokenReader reader(corpus, diagnostics);
  both ? reader.read_both(input) : reader.read_gold(input);
  check_reader_diagnostics(diagnostics, {{"gold", input.text}},
                           ner::TokenReader::diagnostic_codes());
  if (!input.ok) {
    require(corpus.size() == 0, "a file rejected as text has no tokens");
    return;
  }
  const Model model = model_of(input.text, both);
  check_corpus(corpus, model, both);
  require(code_count(diagnostics, "fields-missing") == model.short_lines,
          "every line with too few words is one error");
  require(code_count(diagnostics, "tag-invalid") == invalid_tags(model, scheme),
          "every tag the scheme does not allow is one error");
}

bool same_structure(const Model& gold, const Model& run) {
  if (gold.tokens.size() != run.tokens.size() || gold.sentences.size() != run.sentences.size()) {
    return false;
  }
  for (std::size_t i = 0; i < gold.tokens.size(); ++i) {
    if (gold.tokens[i].token != run.tokens[i].token) return false;
  }
  for (std::size_t s = 0; s < gold.sentences.size(); ++s) {
    if (gold.sentences[s].end != run.sentences[s].end) return false;
  }
  return true;
}

// A gold and a run read together: they mismatch exactly when their tokens or breaks differ.
void check_pair(std::string_view gold_bytes, std::string_view run_bytes, Scheme scheme) {
  Diagnostics diagnostics(1 << 20);
  const TextInput gold = text_input("gold", "gold.tsv", gold_bytes, diagnostics);
  const TextInput run = text_input("run", "run.tsv", run_bytes, diagnostics);
  TaggedCorpus corpus(scheme);
  corpus.reserve(count_lines(gold.text));
  ner::TokenReader reader(corpus, diagnostics);
  reader.read_gold_and_run(gold, run);
  check_reader_diagnostics(diagnostics, {{"gold", gold.text}, {"run", run.text}},
                           ner::TokenReader::diagnostic_codes());
  if (!gold.ok) return;
  const Model gold_model = model_of(gold.text, false);
  check_corpus(corpus, gold_model, false);
  require(corpus.run_tags.size() == corpus.size(), "every gold token has a run tag");
  const bool mismatch = reported(diagnostics, "token-mismatch") ||
                        reported(diagnostics, "sentence-mismatch") ||
                        reported(diagnostics, "token-count-mismatch");
  if (!run.ok) {
    require(!mismatch, "a run rejected as text is not compared");
    return;
  }
  const Model run_model = model_of(run.text, false);
  require(mismatch != same_structure(gold_model, run_model),
          "gold and run mismatch exactly when their tokens or sentence breaks differ");
  if (mismatch) return;
  for (std::size_t i = 0; i < run_model.tokens.size(); ++i) {
    check_tag(corpus, corpus.run_tags[i], run_model.tokens[i].tag);
    require(corpus.run_lines[i] == run_model.tokens[i].line, "a run token keeps its line");
  }
}

void check_bytes(std::string_view bytes) {
  const Scheme scheme = static_cast<Scheme>(bytes.size() % 4);
  const std::vector<std::string_view> parts = split_parts(bytes, 2);
  if (parts.size() == 2) {
    check_pair(parts[0], parts[1], scheme);
    return;
  }
  check_single(bytes, scheme, false);
  check_single(bytes, scheme, true);
  check_pair(bytes, bytes, scheme);
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return bioeval::fuzz::run_reader_check("fuzz_read_tokens", data, size,
                                         bioeval::fuzz::check_bytes);
}
