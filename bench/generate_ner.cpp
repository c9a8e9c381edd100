// bioeval_generate_ner: writes a JNLPBA-like tagged corpus for benchmarks of ner.iob2: a gold
// file and a run file (token TAB tag, the JNLPBA layout), or one file with both tags (the
// conlleval layout: token SPACE gold-tag SPACE run-tag). Abstracts start with
// "###MEDLINE:<id>" and a blank line and hold about ten sentences of 10 to 40 tokens, each
// followed by a blank line; entities of the five JNLPBA classes (protein, DNA, RNA, cell_type,
// cell_line, in JNLPBA's proportions) are tagged in IOB2. The run agrees with the gold most of
// the time and otherwise makes the errors taggers make: a boundary one token off (at one end,
// now and then at both), the wrong class, an entity missed, a spurious one, now and then an
// entity opened with I-. The same
// arguments and seed give byte-identical files (bench/random.hpp).
#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "buffered_file.hpp"
#include "random.hpp"

namespace {

using bioeval::bench::Random;

constexpr const char* kUsage =
    "usage: bioeval_generate_ner [--tokens N] [--seed S] [--gold FILE --run FILE] [--both FILE]\n"
    "  --tokens N   tokens in the corpus (default 1000000)\n"
    "  --seed S     seed of the generator (default 1); the same seed gives the same files\n"
    "  --gold FILE  the gold, one 'token TAB tag' per line (JNLPBA layout)\n"
    "  --run FILE   the run, aligned with the gold token by token\n"
    "  --both FILE  one file with 'token gold-tag run-tag' per line (conlleval layout)\n"
    "At least one of --gold/--run (together) and --both is needed.\n";

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// --- vocabulary ------------------------------------------------------------------------------

// Words outside entities, most frequent first (drawn with a skew towards the front).
constexpr std::array<std::string_view, 96> kWords = {"the",         "of",
                                                     ".",           ",",
                                                     "and",         "in",
                                                     "to",          "a",
                                                     "(",           ")",
                                                     "that",        "with",
                                                     "by",          "is",
                                                     "was",         "for",
                                                     "were",        "we",
                                                     "expression",  "activation",
                                                     "cells",       "binding",
                                                     "these",       "on",
                                                     "are",         "as",
                                                     "which",       "from",
                                                     "induced",     "an",
                                                     "results",     "not",
                                                     "also",        "this",
                                                     "human",       "or",
                                                     "both",        "transcription",
                                                     "our",         "be",
                                                     "but",         "has",
                                                     "been",        "its",
                                                     "than",        "after",
                                                     "levels",      "increased",
                                                     "show",        "data",
                                                     "activity",    "suggest",
                                                     "required",    "response",
                                                     "stimulation", "inhibited",
                                                     "specific",    "role",
                                                     "mediated",    "dependent",
                                                     "analysis",    "demonstrate",
                                                     "observed",    "presence",
                                                     "absence",     "treatment",
                                                     "may",         "between",
                                                     "through",     "within",
                                                     "however",     "found",
                                                     "normal",      "patients",
                                                     "signal",      "pathway",
                                                     "regulation",  "function",
                                                     "inhibition",  "formation",
                                                     "complex",     "sequence",
                                                     "interaction", "phosphorylation",
                                                     "reporter",    "assays",
                                                     "vitro",       "vivo",
                                                     "addition",    "contrast",
                                                     "mutant",      "wild-type",
                                                     "level",       "novel",
                                                     "previously",  "thus"};

struct ClassVocabulary {
  std::string_view name;
  double share;                             // of entities, as in the JNLPBA 2004 training data
  std::vector<std::string_view> heads;      // a first or only token
  std::vector<std::string_view> modifiers;  // tokens that may follow
};

const std::array<ClassVocabulary, 5>& classes() {
  static const std::array<ClassVocabulary, 5> kClasses = {{
      {"protein",
       0.59,
       {"IL-2",  "NF-kappa", "TNF-alpha", "p53",   "c-Jun", "STAT3",  "CD28",    "GATA-1",
        "Oct-2", "AP-1",     "IkappaB",   "c-Fos", "IL-4",  "CD4",    "TCR",     "PKC",
        "NFAT",  "Bcl-2",    "IFN-gamma", "p65",   "p50",   "CREB",   "Sp1",     "MHC",
        "GR",    "EBNA-2",   "Tax",       "JAK1",  "HIV-1", "cyclin", "protein", "kinase"},
       {"B", "receptor", "alpha", "beta", "factor", "kinase", "protein", "complex", "subunit",
        "ligand", "family", "1", "2", "chain", "I", "II"}},
      {"DNA",
       0.19,
       {"IL-2", "promoter", "c-fos", "HIV-1",       "kappa", "enhancer", "NF-kappaB",
        "GATA", "AP-1",     "LTR",   "HLA-DR",      "CD4",   "globin",   "cDNA",
        "gene", "TATA",     "Oct",   "beta-globin", "c-myc", "E-box"},
       {"promoter", "gene", "enhancer", "site", "sites", "region", "element", "elements", "motif",
        "box", "sequence", "LTR", "locus", "genes", "B"}},
      {"RNA",
       0.02,
       {"mRNA", "IL-2", "c-myc", "globin", "transcripts", "GATA-1", "TNF-alpha", "RNA"},
       {"mRNA", "transcripts", "RNA", "messages"}},
      {"cell_type",
       0.13,
       {"T", "monocytes", "B", "lymphocytes", "macrophages", "human", "peripheral", "erythroid",
        "leukocytes", "neutrophils", "thymocytes", "PBMC", "myeloid", "CD4+", "endothelial"},
       {"cells", "lymphocytes", "blood", "cell", "monocytes", "progenitors", "T", "B",
        "mononuclear"}},
      {"cell_line",
       0.07,
       {"Jurkat", "HeLa", "U937", "THP-1", "K562", "HL-60", "Raji", "COS-1", "CEM", "MOLT-4",
        "HUT78", "EL4", "Namalwa", "U266", "HEL"},
       {"cells", "T", "cell", "line", "lines", "clone", "B"}},
  }};
  return kClasses;
}

// --- the corpus ------------------------------------------------------------------------------

// An entity of a sentence: tokens [first, last] and its class (index into classes()).
struct Entity {
  std::uint32_t first;
  std::uint32_t last;
  std::uint32_t type;
  bool opened_with_i = false;  // the run's tagger wrote I- for its first token
};

struct Settings {
  std::uint64_t tokens = 1000000;
  std::uint64_t seed = 1;
  std::string gold, run, both;
};

// Buffered output to a file, flushed in blocks of about 1 MB.
using Output = bioeval::bench::BufferedFile;

// Appends an IOB2 tag: "O", "B-protein", "I-DNA".
void append_tag(std::string& out, char prefix, std::uint32_t type) {
  if (prefix == 'O') {
    out += 'O';
    return;
  }
  out += prefix;
  out += '-';
  out += classes()[type].name;
}

class CorpusWriter {
 public:
  explicit CorpusWriter(const Settings& settings) : settings_(settings), random_(settings.seed) {
    if (!settings.gold.empty()) gold_ = std::make_unique<Output>(settings.gold);
    if (!settings.run.empty()) run_ = std::make_unique<Output>(settings.run);
    if (!settings.both.empty()) both_ = std::make_unique<Output>(settings.both);
  }

  void write() {
    std::uint64_t written = 0;
    std::uint64_t medline = 95000000 + random_.below(2000000);
    std::uint64_t sentences_left = 0;
    while (written < settings_.tokens) {
      if (sentences_left == 0) {
        medline += 1 + random_.below(40000);
        document_line(medline);
        sentences_left = random_.between(6, 14);  // about ten sentences per abstract
      }
      --sentences_left;
      const std::uint64_t length =
          std::min<std::uint64_t>(random_.between(10, 40), settings_.tokens - written);
      sentence(static_cast<std::uint32_t>(length));
      written += length;
    }
    for (Output* out : {gold_.get(), run_.get(), both_.get()}) {
      if (out) out->close();
    }
  }

 private:
  // "###MEDLINE:<id>" and a blank line, in every file.
  void document_line(std::uint64_t id) {
    const std::string line = "###MEDLINE:" + std::to_string(id) + "\n\n";
    for (Output* out : {gold_.get(), run_.get(), both_.get()}) {
      if (out) out->buffer() += line;
    }
  }

  std::uint32_t draw_class() {
    double u = random_.unit();
    for (std::uint32_t t = 0; t < classes().size(); ++t) {
      if (u < classes()[t].share) return t;
      u -= classes()[t].share;
    }
    return 0;
  }

  // An index below n, skewed towards 0 (frequent words first).
  std::uint64_t skewed(std::uint64_t n) {
    const double u = random_.unit();
    return static_cast<std::uint64_t>(static_cast<double>(n) * u * u);
  }

  // Entity lengths as in JNLPBA: mostly one to three tokens, now and then up to six.
  std::uint32_t entity_length() {
    const double u = random_.unit();
    if (u < 0.42) return 1;
    if (u < 0.75) return 2;
    if (u < 0.90) return 3;
    if (u < 0.96) return 4;
    return static_cast<std::uint32_t>(random_.between(5, 6));
  }

  // The gold entities of a sentence of `length` tokens: about one token in five inside one,
  // none over the final ".".
  void gold_entities(std::uint32_t length) {
    gold_list_.clear();
    std::uint32_t i = 0;
    while (i + 1 < length) {
      if (!random_.chance(0.11)) {
        ++i;
        continue;
      }
      const std::uint32_t n = std::min(entity_length(), length - 1 - i);
      gold_list_.push_back({i, i + n - 1, draw_class()});
      i += n + 1;  // a token outside between two entities
    }
  }

  std::uint32_t other_class(std::uint32_t type) {
    const std::uint32_t shift = 1 + static_cast<std::uint32_t>(random_.below(classes().size() - 1));
    return (type + shift) % static_cast<std::uint32_t>(classes().size());
  }

  // The run's entities: most gold entities as they are, some with boundaries one token off, the
  // wrong class or both, some missed; spurious ones in between. Run entities never overlap, and
  // a token outside separates each from the next.
  void run_entities(std::uint32_t length) {
    run_list_.clear();
    std::uint32_t free_from = 0;  // the first token a new run entity may take
    std::size_t next_gold = 0;
    const auto limit = [&]() {  // the token before the next gold entity, or the final "."
      return next_gold < gold_list_.size() ? gold_list_[next_gold].first : length - 1;
    };
    std::uint32_t i = 0;
    while (i + 1 < length) {
      if (next_gold < gold_list_.size() && gold_list_[next_gold].first == i) {
        Entity e = gold_list_[next_gold++];
        const std::uint32_t end_limit = limit();  // tokens < end_limit are free
        const double u = random_.unit();
        if (u < 0.07) {  // missed
          i = e.last + 1;
          continue;
        }
        if (u < 0.15) {  // boundaries off by one token: mostly one end, sometimes both
          const bool can_grow_left = e.first > free_from;
          const bool can_grow_right = e.last + 1 < end_limit;
          switch (random_.below(10)) {
            case 0:
            case 1:
              if (can_grow_left) --e.first;
              break;
            case 2:
            case 3:
              if (e.first < e.last) ++e.first;
              break;
            case 4:
            case 5:
              if (can_grow_right) ++e.last;
              break;
            case 6:
            case 7:
              if (e.last > e.first) --e.last;
              break;
            case 8:  // both ends out: the prediction contains the gold
              if (can_grow_left && can_grow_right) {
                --e.first;
                ++e.last;
              }
              break;
            default:  // shifted right: the spans overlap, neither contains the other
              if (can_grow_right && e.first < e.last) {
                ++e.first;
                ++e.last;
              }
              break;
          }
          if (random_.chance(0.15)) e.type = other_class(e.type);
        } else if (u < 0.20) {  // wrong class
          e.type = other_class(e.type);
        }
        e.opened_with_i = random_.chance(0.002);
        run_list_.push_back(e);
        free_from = e.last + 2;  // a token outside before the next run entity
        i = e.last + 1;
        continue;
      }
      if (i >= free_from && random_.chance(0.012)) {  // spurious
        const std::uint32_t end_limit = limit();
        const std::uint32_t n = std::min<std::uint32_t>(
            1 + static_cast<std::uint32_t>(random_.below(3)), end_limit > i ? end_limit - i : 0);
        if (n > 0 && (end_limit == length - 1 || i + n < end_limit)) {
          run_list_.push_back({i, i + n - 1, draw_class()});
          free_from = i + n + 1;
          i += n;
          continue;
        }
      }
      ++i;
    }
  }

  // Tokens: entity tokens from their class's vocabulary, others from the common words; the
  // sentence ends with ".".
  void tokens(std::uint32_t length) {
    tokens_.assign(length, std::string_view());
    for (std::uint32_t i = 0; i < length; ++i) tokens_[i] = kWords[skewed(kWords.size())];
    for (const Entity& e : gold_list_) {
      const ClassVocabulary& v = classes()[e.type];
      tokens_[e.first] = v.heads[skewed(v.heads.size())];
      for (std::uint32_t i = e.first + 1; i <= e.last; ++i) {
        tokens_[i] = v.modifiers[random_.below(v.modifiers.size())];
      }
    }
    tokens_[length - 1] = ".";
  }

  void tags(const std::vector<Entity>& entities, std::uint32_t length,
            std::vector<std::pair<char, std::uint32_t>>& out) {
    out.assign(length, {'O', 0});
    for (const Entity& e : entities) {
      out[e.first] = {e.opened_with_i ? 'I' : 'B', e.type};
      for (std::uint32_t i = e.first + 1; i <= e.last; ++i) out[i] = {'I', e.type};
    }
  }

  void sentence(std::uint32_t length) {
    gold_entities(length);
    run_entities(length);
    tokens(length);
    tags(gold_list_, length, gold_tags_);
    tags(run_list_, length, run_tags_);
    for (std::uint32_t i = 0; i < length; ++i) {
      if (gold_) {
        std::string& out = gold_->buffer();
        out += tokens_[i];
        out += '\t';
        append_tag(out, gold_tags_[i].first, gold_tags_[i].second);
        out += '\n';
      }
      if (run_) {
        std::string& out = run_->buffer();
        out += tokens_[i];
        out += '\t';
        append_tag(out, run_tags_[i].first, run_tags_[i].second);
        out += '\n';
      }
      if (both_) {
        std::string& out = both_->buffer();
        out += tokens_[i];
        out += ' ';
        append_tag(out, gold_tags_[i].first, gold_tags_[i].second);
        out += ' ';
        append_tag(out, run_tags_[i].first, run_tags_[i].second);
        out += '\n';
      }
    }
    for (Output* out : {gold_.get(), run_.get(), both_.get()}) {
      if (!out) continue;
      out->buffer() += '\n';
      out->line_done();
    }
  }

  const Settings& settings_;
  Random random_;
  std::unique_ptr<Output> gold_, run_, both_;
  std::vector<Entity> gold_list_, run_list_;
  std::vector<std::string_view> tokens_;
  std::vector<std::pair<char, std::uint32_t>> gold_tags_, run_tags_;
};

std::uint64_t parse_count(const std::string& flag, const std::string& text) {
  char* end = nullptr;
  errno = 0;
  const unsigned long long value = std::strtoull(text.c_str(), &end, 10);
  if (text.empty() || text[0] == '-' || *end != '\0' || errno != 0) {
    throw UsageError(flag + " takes a non-negative integer");
  }
  return value;
}

Settings parse(int argc, char** argv) {
  Settings settings;
  for (int i = 1; i < argc; i += 2) {
    const std::string flag = argv[i];
    if (flag == "-h" || flag == "--help") throw UsageError("help");
    if (i + 1 >= argc) throw UsageError(flag + " needs a value");
    const std::string value = argv[i + 1];
    if (flag == "--tokens") {
      settings.tokens = parse_count(flag, value);
    } else if (flag == "--seed") {
      settings.seed = parse_count(flag, value);
    } else if (flag == "--gold") {
      settings.gold = value;
    } else if (flag == "--run") {
      settings.run = value;
    } else if (flag == "--both") {
      settings.both = value;
    } else {
      throw UsageError("unknown argument " + flag);
    }
  }
  if (settings.tokens == 0) throw UsageError("--tokens must be positive");
  if (settings.tokens > 0xFFFFFFFFu) throw UsageError("--tokens is at most 4294967295");
  if (settings.gold.empty() != settings.run.empty()) {
    throw UsageError("--gold and --run go together");
  }
  if (settings.gold.empty() && settings.both.empty()) {
    throw UsageError("--gold and --run, or --both, are needed");
  }
  return settings;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const Settings settings = parse(argc, argv);
    CorpusWriter(settings).write();
    return 0;
  } catch (const UsageError& error) {
    if (std::string_view(error.what()) == "help") {
      std::cout << kUsage;
      return 0;
    }
    std::cerr << "bioeval_generate_ner: " << error.what() << "\n\n" << kUsage;
    return 2;
  } catch (const std::exception& error) {
    std::cerr << "bioeval_generate_ner: " << error.what() << "\n";
    return 1;
  }
}
