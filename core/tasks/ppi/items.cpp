#include "tasks/ppi/items.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <utility>

namespace bioeval::ppi {
namespace {

std::string folded(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + 32);
  }
  return out;
}

}  // namespace

std::vector<Item> occurrence_items(const Corpus& corpus, const Predictions& predictions) {
  std::vector<Item> items;
  items.reserve(corpus.candidates().size());
  for (const Sentence& sentence : corpus.sentences()) {
    for (std::uint32_t c = sentence.first_candidate; c < sentence.end_candidate; ++c) {
      const Prediction& p = predictions.by_candidate[c];
      items.push_back({sentence.document, corpus.candidates()[c].positive, p.positive, p.score});
    }
  }
  return items;
}

std::vector<Item> relation_items(const Corpus& corpus, const Predictions& predictions,
                                 std::vector<std::uint32_t>* item_of_candidate) {
  std::vector<Item> items;
  if (item_of_candidate) item_of_candidate->assign(corpus.candidates().size(), 0);
  std::map<std::pair<std::string, std::string>, std::size_t> relations;  // of one document
  std::uint32_t document = 0;
  for (const Sentence& sentence : corpus.sentences()) {
    if (sentence.document != document) {
      relations.clear();
      document = sentence.document;
    }
    for (std::uint32_t c = sentence.first_candidate; c < sentence.end_candidate; ++c) {
      const Candidate& candidate = corpus.candidates()[c];
      std::string a = folded(corpus.entities()[candidate.e1].text);
      std::string b = folded(corpus.entities()[candidate.e2].text);
      if (!corpus.directed() && b < a) std::swap(a, b);
      const Prediction& p = predictions.by_candidate[c];
      const auto [place, inserted] = relations.insert({{std::move(a), std::move(b)}, items.size()});
      if (item_of_candidate) (*item_of_candidate)[c] = static_cast<std::uint32_t>(place->second);
      if (inserted) {
        items.push_back({document, candidate.positive, p.positive, p.score});
        continue;
      }
      Item& item = items[place->second];
      item.gold |= candidate.positive;
      item.predicted |= p.positive;
      item.score = std::max(item.score, p.score);
    }
  }
  return items;
}

}  // namespace bioeval::ppi
