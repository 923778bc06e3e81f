#pragma once
// The "suspected derivation" heuristic: two headwords that likely share a root (DOM, DOMEK,
// DOMOWY; ZŁOTO, ZŁOTY; LATO, LETNI) although they are different inflection families.
// Suspicion is only a hint for the table (the rulings): it should catch the common
// derivations and stay quiet for words that merely start alike (KOT / KOTLET). See
// docs/dictionary.md for the method, its test sets and its figures.

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "text/alphabet.h"

namespace ps::dict {

// The possible cores of a headword: the headword itself and the headword without each
// derivational or inflectional ending of a fixed table that it ends with (keeping at least
// 3 letters); for a verb (-ć) the same again without its aspect prefix (napisać -> pisać).
// Every core is folded (ą ę -> e, ó -> o, ł -> l, ń -> n, ś -> s, ź -> z, ć -> c), and a core
// also stands for the forms its root takes in other words of the family of roots: a fleeting
// e dropped (okien -> okn, handel -> handl), a final consonant alternation undone (cz, c, ch,
// sz -> k; c -> t; dz, ż -> g; dz -> d; rz -> r; ść -> st; źdź -> zd), and e -> a / o in the
// last syllable (let -> lat, świetl -> świątl). Sorted, distinct, each at least 3 letters.
std::vector<Word> derivationCores(std::span<const Letter> headword);

// True when the two headwords are different and share a core. Symmetric.
bool suspectedDerivation(std::span<const Letter> headwordA, std::span<const Letter> headwordB);

// Why two headwords are suspected, for people: "common root złot-", or with two spellings of
// one root "common root ręk-/rącz-". Nothing when they are not suspected.
std::optional<std::string> suspicionReason(std::span<const Letter> headwordA,
                                           std::span<const Letter> headwordB);

}  // namespace ps::dict
