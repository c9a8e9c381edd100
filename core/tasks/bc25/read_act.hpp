// ACT: the gold's articles with their labels, and the run's articles with their predicted class,
// rank and confidence, each looked up in the gold once.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"
#include "tasks/bc25/id_table.hpp"

namespace bioeval::bc25 {

// A gold article: its id (at the start of its line) and label.
struct GoldArticle {
  std::string_view name;
  std::uint32_t line = 0;
  bool label = false;
};

struct GoldArticles {
  std::vector<GoldArticle> articles;  // in the order of the file
  IdTable index;                      // id -> index into articles
  const char* text_end = nullptr;     // the end of the gold's text, where its last line ends

  std::string_view id_of(std::uint32_t g) const { return articles[g].name; }
  std::uint32_t find(std::string_view id) const {
    return index.find(id, [this](std::uint32_t g) { return id_of(g); });
  }
  // The whole line of article g, for diagnostics.
  Line line_of(std::size_t g) const {
    const char* next = articles[g].name.data();
    return {take_line(next, text_end), articles[g].line};
  }
};

// A run document the gold does not have.
constexpr std::uint32_t kNotInGold = IdTable::kNone;

// A run line without errors: its id (at the start of the line), class, rank and confidence.
struct RunArticle {
  std::string_view name;
  std::uint64_t rank = 0;
  double confidence = 0;
  std::uint32_t line = 0;
  std::uint32_t gold = kNotInGold;  // index into GoldArticles::articles
  bool positive = false;            // the predicted class
};

struct RunArticles {
  std::vector<RunArticle> articles;  // lines without errors, in the order of the file
  // The line that first names each document: per gold article (0 = never).
  std::vector<std::uint32_t> gold_named_at;
  bool lines_rejected = false;  // some lines had errors and are not among the articles
  const char* text_end = nullptr;

  Line line_of(const RunArticle& article) const {
    const char* next = article.name.data();
    return {take_line(next, text_end), article.line};
  }
};

// Reads gold lines `doc label`: label-not-binary, duplicate-gold-line (the first line is used).
GoldArticles read_act_gold(const TextInput& input, Diagnostics& diagnostics, ProgressFn progress);

// Reads run lines `doc class rank confidence`, each document looked up in `gold` (the gold, or the
// released test list as a gold without labels): every per-line rule, duplicate-document, and the
// rank rules of each class.
RunArticles read_act_run(const TextInput& input, const GoldArticles& gold, Diagnostics& diagnostics,
                         ProgressFn progress);

}  // namespace bioeval::bc25
