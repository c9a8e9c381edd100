#include "tasks/ppi/read_folds.hpp"

#include <array>

#include "base/hash.hpp"
#include "io/fields.hpp"

namespace bioeval::ppi {

const std::vector<std::string>& folds_diagnostic_codes() {
  static const std::vector<std::string> codes = {"folds-fields", "fold-document-unknown",
                                                 "fold-document-repeated", "fold-missing"};
  return codes;
}

Folds read_folds(const TextInput& input, const Corpus& corpus, Diagnostics& diagnostics) {
  Folds folds;
  folds.fold_of_document.assign(corpus.documents().size(), Folds::kNoFold);
  if (!input.ok) return folds;
  TextIndex documents, names;
  for (std::size_t d = 0; d < corpus.documents().size(); ++d) {
    documents.insert({corpus.documents()[d].id, static_cast<std::uint32_t>(d)});
  }
  std::vector<std::size_t> listed_on(corpus.documents().size(), 0);
  LineReader lines(input.text);
  Line line;
  while (lines.next(line)) {
    if (is_blank(line.text)) continue;
    std::array<std::string_view, 3> fields;
    const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
    const Location where{input.role, input.file, line.number, 1, line.text};
    if (count != 2) {
      diagnostics.error("folds-fields", where,
                        "a folds line should be 'document_id<TAB>fold', two fields, not " +
                            std::to_string(count));
      continue;
    }
    const auto document = documents.find(fields[0]);
    if (document == documents.end()) {
      diagnostics.warning("fold-document-unknown", where,
                          quoted(fields[0]) + " is not a document of " +
                              std::string(corpus.name()) + ": line ignored");
      continue;
    }
    const std::uint32_t d = document->second;
    if (listed_on[d] != 0) {
      diagnostics.error("fold-document-repeated", where,
                        "document " + quoted(fields[0]) + " is given a fold already on line " +
                            std::to_string(listed_on[d]));
      continue;
    }
    listed_on[d] = line.number;
    const auto name = names.insert({fields[1], static_cast<std::uint32_t>(folds.names.size())});
    if (name.second) folds.names.push_back(fields[1]);
    folds.fold_of_document[d] = name.first->second;
  }
  std::size_t missing = 0;
  std::string_view first_missing;
  for (std::size_t d = 0; d < corpus.documents().size(); ++d) {
    if (folds.fold_of_document[d] != Folds::kNoFold) continue;
    if (missing++ == 0) first_missing = corpus.documents()[d].id;
  }
  if (missing > 0) {
    diagnostics.error(
        "fold-missing", Location{input.role, input.file, 0, 0, {}},
        std::to_string(missing) +
            (missing == 1
                 ? " document of " + std::string(corpus.name()) + " has no fold, "
                 : " documents of " + std::string(corpus.name()) + " have no fold, the first ") +
            quoted(first_missing) + ": macro averages need every document in a fold");
  }
  return folds;
}

}  // namespace bioeval::ppi
