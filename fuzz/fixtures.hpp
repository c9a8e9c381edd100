// Small valid inputs the targets fuzz others against: a PPI corpus and a BioNLP-ST document.
#pragma once

#include <string_view>

namespace bioeval::fuzz {

// A PPI corpus of the converted variant: three entities and one interaction in a first document,
// two entities with one text in a second.
inline constexpr std::string_view kConvertedCorpus =
    "<corpus source=\"F\"><document id=\"F.d0\">"
    "<sentence id=\"F.d0.s0\" text=\"A binds B &amp; C.\">"
    "<entity id=\"F.d0.s0.e0\" charOffset=\"0-1\" text=\"A\"/>"
    "<entity id=\"F.d0.s0.e1\" charOffset=\"8-9\" text=\"B\"/>"
    "<entity id=\"F.d0.s0.e2\" charOffset=\"12-13\" text=\"C\"/>"
    "<interaction id=\"F.d0.s0.i0\" e1=\"F.d0.s0.e0\" e2=\"F.d0.s0.e1\"/></sentence></document>"
    "<document id=\"F.d1\"><sentence id=\"F.d1.s0\" text=\"A and A\">"
    "<entity id=\"F.d1.s0.e0\" charOffset=\"0-1\" text=\"A\"/>"
    "<entity id=\"F.d1.s0.e1\" charOffset=\"6-7\" text=\"A\"/></sentence></document></corpus>";

// A BioNLP-ST document: its text, its .a1 (a title) and an .a2 with a discontinuous habitat, a
// normalization, a relation and an Equiv group.
inline constexpr std::string_view kDocumentText =
    "Helicobacter pylori lives in the human stomach.\nE. coli and S. aureus.\n";
inline constexpr std::string_view kDocumentA1 =
    "T1\tTitle 0 47\tHelicobacter pylori lives in the human stomach.\n";
inline constexpr std::string_view kDocumentA2 =
    "T2\tBacteria 0 19\tHelicobacter pylori\nT3\tHabitat 33 38;39 46\thuman stomach\n"
    "N1\tOntoBiotope Annotation:T3 Referent:OBT:000953\nR1\tLives_In Bacteria:T2 Location:T3\n"
    "*\tEquiv T2 T3\n";

}  // namespace bioeval::fuzz
