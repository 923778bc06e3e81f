#pragma once
// The "suspected derivation" heuristic: two headwords that likely share a root (DOM, DOMEK,
// DOMOWY) although they are different inflection families. Suspicion is only a hint for the
// table (the rulings): it should catch the common derivations and stay quiet for words that
// merely start alike (KOT / KOTLET). See docs/dictionary.md for the rule and its examples.

#include <span>
#include <vector>

#include "text/alphabet.h"

namespace ps::dict {

// The possible cores of a headword: the headword itself and the headword without each
// derivational or inflectional ending of a fixed list that it ends with (keeping at least
// 3 letters); for a verb (-ć) the same again without its aspect prefix (napisać -> pisać).
// Alternating letters are folded (final cz, sz, ch -> k; ż -> g; rz -> r; then ą ę -> e,
// ó -> o, ł -> l, ń -> n, ś -> s, ź -> z, ć -> c) so that RĘKA and RĄCZKA, NOGA and NÓŻKA,
// STÓŁ and STOLIK meet. Sorted, distinct, each at least 3 letters.
std::vector<Word> derivationCores(std::span<const Letter> headword);

// True when the two headwords are different and share a core. Symmetric.
bool suspectedDerivation(std::span<const Letter> headwordA, std::span<const Letter> headwordB);

}  // namespace ps::dict
