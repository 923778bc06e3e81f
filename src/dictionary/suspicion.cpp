#include "dictionary/suspicion.h"

#include <algorithm>
#include <string_view>
#include <vector>

namespace ps::dict {

namespace {

constexpr std::size_t kMinCore = 3;

Letter L(std::string_view utf8) {
    return word(utf8).front();
}

// What kind of word an ending makes. A three-letter core is where accidents happen (mat /
// matka, gra / granica, koza / kozak): there the kinds must fit (below, `tokens`); longer
// cores match whatever the endings.
enum class EndingKind {
    Bare,                // no ending: the headword itself (kot)
    Base,                // a dictionary form's ending: -a -o -e -y -i -ą -ę -um (ryba, złoty)
    Verb,                // an infinitive ending (pisać, solić)
    Strong,              // a diminutive or relational adjective any root takes (kotek, domowy,
                         // lotnik, koński, lisi)
    FeminineDiminutive,  // -ka -ko... on a root whose base ends in a vowel (ryba / rybka)
    Deverbal,            // agent and place nouns made from verbs or nouns (pisarz, młynarz,
                         // kawiarnia)
    VerbalNoun,          // agent, tool and action nouns made from verbs only (biegacz, pływak,
                         // pralka, stosunek): also a four-letter core needs a verb, not a bare
                         // noun (stos / stosunek, rzep / rzepak)
    Quality,             // adjectives of quality (sowity, kulawy): from verbs or nouns, rarely
                         // from a three-letter root
    NounQuality,         // "full of" adjectives made from nouns (soczysty, ognisty, srebrzysty)
    Abstract,            // abstract and action nouns (nowość, robota, choroba)
    Other,               // abstract, feminine, place nouns (nowość, słonica, policja)
};

struct Ending {
    Word letters;
    EndingKind kind;
};

// Endings that make a headword from a root: derivational suffixes and the endings of
// dictionary forms. Each is tried on its own; longest first.
const std::vector<Ending>& endings() {
    static const std::vector<Ending> list = [] {
        using enum EndingKind;
        const std::pair<EndingKind, std::string_view> kEndings[] = {{Strong, "eczek"},
                                                                    {Strong, "uszek"},
                                                                    {Strong, "iszek"},
                                                                    {Strong, "ek"},
                                                                    {Strong, "ik"},
                                                                    {Strong, "yk"},
                                                                    {Strong, "uś"},
                                                                    {Strong, "owy"},
                                                                    {Strong, "owa"},
                                                                    {Strong, "owe"},
                                                                    {Strong, "ny"},
                                                                    {Strong, "na"},
                                                                    {Strong, "ne"},
                                                                    {Strong, "ni"},
                                                                    {Strong, "ski"},
                                                                    {Strong, "ska"},
                                                                    {Strong, "skie"},
                                                                    {Strong, "cki"},
                                                                    {Strong, "cka"},
                                                                    {Strong, "owski"},
                                                                    {Strong, "ewski"},
                                                                    {Strong, "eski"},
                                                                    {Strong, "nik"},
                                                                    {Strong, "ownik"},
                                                                    {Strong, "isko"},
                                                                    {Strong, "nisko"},
                                                                    {Strong, "i"},
                                                                    {Strong, "iczny"},
                                                                    {Strong, "yczny"},
                                                                    {Strong, "eczny"},
                                                                    {Strong, "any"},
                                                                    {Strong, "iany"},
                                                                    {Strong, "inny"},
                                                                    {Strong, "enny"},
                                                                    {Strong, "alny"},
                                                                    {Strong, "alna"},
                                                                    {Strong, "elny"},
                                                                    {FeminineDiminutive, "eczka"},
                                                                    {FeminineDiminutive, "eczko"},
                                                                    {FeminineDiminutive, "uszka"},
                                                                    {FeminineDiminutive, "uszko"},
                                                                    {FeminineDiminutive, "yczka"},
                                                                    {FeminineDiminutive, "iczka"},
                                                                    {FeminineDiminutive, "eńka"},
                                                                    {FeminineDiminutive, "eńki"},
                                                                    {FeminineDiminutive, "eńko"},
                                                                    {FeminineDiminutive, "enko"},
                                                                    {FeminineDiminutive, "unia"},
                                                                    {FeminineDiminutive, "unio"},
                                                                    {FeminineDiminutive, "usia"},
                                                                    {FeminineDiminutive, "utki"},
                                                                    {FeminineDiminutive, "uteńki"},
                                                                    {FeminineDiminutive, "ątko"},
                                                                    {FeminineDiminutive, "ka"},
                                                                    {FeminineDiminutive, "ko"},
                                                                    {Deverbal, "arz"},
                                                                    {Deverbal, "iarz"},
                                                                    {VerbalNoun, "acz"},
                                                                    {VerbalNoun, "aczka"},
                                                                    {VerbalNoun, "ak"},
                                                                    {VerbalNoun, "iak"},
                                                                    {Deverbal, "niak"},
                                                                    {Deverbal, "arka"},
                                                                    {VerbalNoun, "awca"},
                                                                    {VerbalNoun, "anie"},
                                                                    {VerbalNoun, "enie"},
                                                                    {VerbalNoun, "ęcie"},
                                                                    {VerbalNoun, "cie"},
                                                                    {VerbalNoun, "unek"},
                                                                    {VerbalNoun, "ynek"},
                                                                    {VerbalNoun, "alnia"},
                                                                    {VerbalNoun, "elnia"},
                                                                    {Deverbal, "arnia"},
                                                                    {Deverbal, "iarnia"},
                                                                    {VerbalNoun, "iciel"},
                                                                    {Strong, "ator"},
                                                                    {Strong, "atorka"},
                                                                    {VerbalNoun, "elnik"},
                                                                    {VerbalNoun, "alnik"},
                                                                    {Deverbal, "ec"},
                                                                    {Deverbal, "ca"},
                                                                    {Deverbal, "ownia"},
                                                                    {Deverbal, "arek"},
                                                                    {Quality, "ity"},
                                                                    {Quality, "owity"},
                                                                    {NounQuality, "isty"},
                                                                    {NounQuality, "ysty"},
                                                                    {NounQuality, "asty"},
                                                                    {VerbalNoun, "cz"},
                                                                    {Deverbal, "erz"},
                                                                    {VerbalNoun, "anka"},
                                                                    {VerbalNoun, "lka"},
                                                                    {Strong, "erski"},
                                                                    {Abstract, "erstwo"},
                                                                    {Other, "yca"},
                                                                    {Strong, "ówka"},
                                                                    {Strong, "owisko"},
                                                                    {Strong, "owny"},
                                                                    {Strong, "aczek"},
                                                                    {Strong, "iczek"},
                                                                    {Strong, "yczek"},
                                                                    {FeminineDiminutive, "ulka"},
                                                                    {Deverbal, "nia"},
                                                                    {NounQuality, "aty"},
                                                                    {Abstract, "izna"},
                                                                    {Other, "ini"},
                                                                    {Other, "yni"},
                                                                    {Quality, "awy"},
                                                                    {Quality, "liwy"},
                                                                    {Quality, "owaty"},
                                                                    {Other, "ownica"},
                                                                    {Other, "owiec"},
                                                                    {Other, "ista"},
                                                                    {Other, "istka"},
                                                                    {Other, "ysta"},
                                                                    {Other, "izm"},
                                                                    {Other, "niczka"},
                                                                    {Other, "nica"},
                                                                    {Other, "ica"},
                                                                    {Other, "ina"},
                                                                    {Abstract, "ota"},
                                                                    {Abstract, "oba"},
                                                                    {Abstract, "ość"},
                                                                    {Abstract, "ność"},
                                                                    {Abstract, "stwo"},
                                                                    {Abstract, "ctwo"},
                                                                    {Other, "anin"},
                                                                    {Other, "ant"},
                                                                    {Other, "ia"},
                                                                    {Other, "ja"},
                                                                    {Other, "ija"},
                                                                    {Other, "ony"},
                                                                    {Other, "ę"},
                                                                    {Verb, "owywać"},
                                                                    {Verb, "ować"},
                                                                    {Verb, "ywać"},
                                                                    {Verb, "iwać"},
                                                                    {Verb, "awać"},
                                                                    {Verb, "nąć"},
                                                                    {Verb, "ać"},
                                                                    {Verb, "eć"},
                                                                    {Verb, "ić"},
                                                                    {Verb, "yć"},
                                                                    {Verb, "uć"},
                                                                    {Verb, "ąć"},
                                                                    {Verb, "ć"},
                                                                    {Base, "a"},
                                                                    {Base, "o"},
                                                                    {Base, "e"},
                                                                    {Base, "y"},
                                                                    {Base, "ą"},
                                                                    {Base, "um"}};
        std::vector<Ending> out;
        for (const auto& [kind, letters] : kEndings) {
            out.push_back({word(letters), kind});
        }
        std::stable_sort(out.begin(), out.end(), [](const Ending& a, const Ending& b) {
            return a.letters.size() > b.letters.size();
        });
        return out;
    }();
    return list;
}

// The tokens a three-letter core carries for its ending's kind: two headwords match on such a
// core only when they share a token. A bare root meets its strong derivations (kot / kotek),
// not its chance look-alikes (mat / matka, gra / granica); a base in a vowel meets its
// diminutives and abstract nouns (ryba / rybka, nowy / nowość); a verb its agent nouns
// (pisać / pisarz).
constexpr Letter kTokenBare = kAlphabetSize;
constexpr Letter kTokenBase = kAlphabetSize + 1;
constexpr Letter kTokenVerb = kAlphabetSize + 2;
constexpr Letter kTokenDerived = kAlphabetSize + 3;
constexpr Letter kTokenAny = kAlphabetSize + 4;

// A four-letter core matches whatever the endings, except that a verbal noun's root must meet
// a verb, a base or another derivation: a bare noun that looks like its root is chance (stos /
// stosunek, rzep / rzepak), since such nouns come from verbs (stosować).
std::vector<Letter> tokensAtFour(EndingKind kind) {
    switch (kind) {
        case EndingKind::Bare:
            return {kTokenAny};
        case EndingKind::Base:
            return {kTokenAny, kTokenBase};
        case EndingKind::Verb:
            return {kTokenAny, kTokenVerb};
        case EndingKind::VerbalNoun:
            return {kTokenVerb, kTokenBase, kTokenDerived};
        default:
            return {kTokenAny, kTokenDerived};
    }
}

std::vector<Letter> tokens(EndingKind kind) {
    switch (kind) {
        case EndingKind::Bare:
            return {kTokenBare};
        case EndingKind::Base:
            return {kTokenBase};
        case EndingKind::Verb:
            return {kTokenVerb, kTokenBare};  // gra / grać, sól / solić
        case EndingKind::Strong:
            return {kTokenBare, kTokenBase, kTokenVerb, kTokenDerived};
        case EndingKind::FeminineDiminutive:
            return {kTokenBase, kTokenDerived};
        case EndingKind::Abstract:
            return {kTokenBase, kTokenVerb, kTokenDerived};  // nowy / nowość, robić / robota
        case EndingKind::Other:
            return {kTokenBase, kTokenDerived};
        case EndingKind::NounQuality:
            return {kTokenBare, kTokenBase, kTokenDerived};  // sok / soczysty
        case EndingKind::Deverbal:
        case EndingKind::VerbalNoun:
        case EndingKind::Quality:
            return {kTokenVerb, kTokenDerived};
    }
    return {};
}

// Aspect prefixes of verbs, longest first.
const std::vector<Word>& verbPrefixes() {
    static const std::vector<Word> list = [] {
        std::vector<Word> words;
        for (const auto prefix : {"prze", "przy", "roz", "nad", "pod", "od", "ob", "wy", "za", "na",
                                  "po", "do", "u", "o", "z", "s", "w"}) {
            words.push_back(word(prefix));
        }
        return words;
    }();
    return list;
}

bool endsWith(std::span<const Letter> word, const Word& tail) {
    return word.size() >= tail.size() &&
           std::equal(tail.begin(), tail.end(),
                      word.end() - static_cast<std::ptrdiff_t>(tail.size()));
}

bool isVowel(Letter letter) {
    static const Word vowels = word("aąeęioóuy");
    return std::find(vowels.begin(), vowels.end(), letter) != vowels.end();
}

// Letters that differ only by a diacritic are folded so that STÓŁ and STOLIK, KOŃ and KONIK,
// RĘKA and RĄCZKA meet (ą ę -> e, ó -> o, ł -> l, ń -> n, ś -> s, ź -> z, ć -> c).
Word fold(Word core) {
    static const Letter a_ = L("ą"), e_ = L("ę"), e = L("e"), oAcute = L("ó"), o = L("o"),
                        lStroke = L("ł"), l = L("l"), nAcute = L("ń"), n = L("n"), sAcute = L("ś"),
                        s = L("s"), zAcute = L("ź"), z = L("z"), cAcute = L("ć"), c = L("c");
    for (Letter& letter : core) {
        if (letter == a_ || letter == e_) {
            letter = e;
        } else if (letter == oAcute) {
            letter = o;
        } else if (letter == lStroke) {
            letter = l;
        } else if (letter == nAcute) {
            letter = n;
        } else if (letter == sAcute) {
            letter = s;
        } else if (letter == zAcute) {
            letter = z;
        } else if (letter == cAcute) {
            letter = c;
        }
    }
    return core;
}

// Final consonant alternations on the unfolded letters: the derived word's ending -> the
// root's. One letter may come from several (c: ulica/uliczka's k, złoto/złocisty's t); dz
// from g (pieniądz/pieniężny) but dź from d (łódź/łódka), so sad/sadza stay apart.
struct TailAlternation {
    Word derived;
    Word root;
};

const std::vector<TailAlternation>& tailAlternations() {
    static const std::vector<TailAlternation> list = [] {
        constexpr std::string_view kPairs[][2] = {
            {"źdź", "zd"}, {"cz", "k"},  {"ch", "k"}, {"sz", "k"}, {"c", "k"},
            {"c", "t"},    {"ć", "t"},   {"dz", "g"}, {"dź", "d"}, {"ż", "g"},
            {"rz", "r"},   {"ść", "st"}, {"cz", "c"}};
        std::vector<TailAlternation> out;
        for (const auto& pair : kPairs) {
            out.push_back({word(pair[0]), word(pair[1])});
        }
        return out;
    }();
    return list;
}

// The forms a root takes elsewhere in its word family, itself included, folded. `stripped`:
// the root lost an ending (letni -> let), where alternations are common. A bare headword
// drops a fleeting e (handel -> handl) and undoes a final alternation except c -> k / t (koc
// is no kot). `vowelChange`: e of the last syllable may alternate with a / o. `ending`: the
// ending removed (empty for a bare headword).
void addAlternants(const Word& root, bool stripped, std::span<const Letter> ending,
                   bool vowelChange, std::vector<Word>& out) {
    std::vector<Word> forms = {root};
    // A stem-final i before an ending that starts with a vowel only marks softness
    // (kwiaci|arnia, ogni|owy, ojci|ec): the root is without it. Not before a one-letter
    // ending, -ę or -enie, where it is mostly the root's own (seria, ramię, sumienie).
    static const Letter i = L("i");
    static const Word nounInE = word("ę"), verbalNoun = word("enie");
    if (stripped && ending.size() >= 2 && isVowel(ending.front()) && root.size() > kMinCore &&
        root.back() == i && !isVowel(root[root.size() - 2]) && !endsWith(ending, nounInE) &&
        !std::equal(ending.begin(), ending.end(), verbalNoun.begin(), verbalNoun.end())) {
        forms.emplace_back(root.begin(), root.end() - 1);
    }
    static const Word c = word("c"), cz = word("cz");
    const std::size_t unalternated = forms.size();
    for (std::size_t f = 0; f < unalternated; ++f) {
        const Word form = forms[f];
        for (const auto& [derived, original] : tailAlternations()) {
            if (!stripped && (derived == c || derived == cz)) {
                continue;
            }
            if (form.size() > derived.size() && endsWith(form, derived)) {
                Word changed(form.begin(),
                             form.end() - static_cast<std::ptrdiff_t>(derived.size()));
                changed.insert(changed.end(), original.begin(), original.end());
                forms.push_back(std::move(changed));
            }
        }
    }
    for (Word& form : forms) {
        form = fold(std::move(form));
    }
    // Fleeting e / ie before the last consonant: okien -> okn, handel -> handl, wiosen -> wiosn.
    static const Letter e = L("e");
    const std::size_t count = forms.size();
    for (std::size_t f = 0; f < count; ++f) {
        const Word form = forms[f];
        const std::size_t size = form.size();
        if (size >= 4 && form[size - 2] == e && !isVowel(form[size - 1]) &&
            !isVowel(form[size - 3])) {
            Word dropped(form.begin(), form.end() - 2);
            dropped.push_back(form.back());
            forms.push_back(std::move(dropped));
        } else if (size >= 5 && form[size - 2] == e && form[size - 3] == i &&
                   !isVowel(form[size - 1]) && !isVowel(form[size - 4])) {
            Word dropped(form.begin(), form.end() - 3);
            dropped.push_back(form.back());
            forms.push_back(std::move(dropped));
        }
    }
    // e of the last syllable alternating with a / o (lato/letni, wiatr/wietrzny,
    // anioł/anielski, zielony/zieleń).
    static const Letter a = L("a"), o = L("o");
    const std::size_t withoutVowelChange = vowelChange ? forms.size() : 0;
    for (std::size_t f = 0; f < withoutVowelChange; ++f) {
        const Word form = forms[f];
        std::size_t last = form.size();
        while (last > 0 && !isVowel(form[last - 1])) {
            --last;
        }
        if (last == 0 || last == form.size() || form[last - 1] != e) {
            continue;
        }
        for (const Letter vowel : {a, o}) {
            Word changed = form;
            changed[last - 1] = vowel;
            forms.push_back(std::move(changed));
        }
    }
    for (Word& form : forms) {
        if (form.size() >= kMinCore) {
            out.push_back(std::move(form));
        }
    }
}

// A core with the unfolded root it came from (for the reasons shown to people). A core of
// three letters ends with one of the tokens above, which is no letter.
struct Core {
    Word folded;
    Word root;
};

// Whether a suffix may follow the root as written. Before -ik the dentals t, d, r soften
// (kot -> kocik, but -> bucik), so -tik, -dik, -rik are no diminutives (butik, plastik); -yk
// follows only the hardened cz, sz, rz, ż, c, dz (koszyk, placyk, wietrzyk); an n-suffix
// after k or g alternates it (rok -> roczny, bok -> bocznik), so piknik is no pik + -nik.
EndingKind kindAfterRoot(std::span<const Letter> root, const Word& ending, EndingKind kind) {
    static const Word ik = word("ik"), yk = word("yk"), dentals = word("tdr");
    static const Word hardened[] = {word("cz"), word("sz"), word("rz"),
                                    word("ż"),  word("c"),  word("dz")};
    static const Letter n = L("n"), k = L("k"), g = L("g");
    if (ending == ik && std::find(dentals.begin(), dentals.end(), root.back()) != dentals.end()) {
        return EndingKind::Other;
    }
    if (ending == yk && std::none_of(std::begin(hardened), std::end(hardened),
                                     [&](const Word& tail) { return endsWith(root, tail); })) {
        return EndingKind::Other;
    }
    if (kind != EndingKind::Verb && ending.front() == n && (root.back() == k || root.back() == g)) {
        return EndingKind::Other;
    }
    return kind;
}

std::vector<Core> coresWithRoots(std::span<const Letter> headword) {
    std::vector<Word> bases = {Word(headword.begin(), headword.end())};
    // Verbs (infinitive in -ć, not nouns in -ość) also without an aspect prefix:
    // napisać, zrobić, wygrać -> pisać, robić, grać.
    static const Word infinitive = word("ć");
    static const Word abstractNoun = word("ość");
    if (endsWith(headword, infinitive) && !endsWith(headword, abstractNoun)) {
        for (const Word& prefix : verbPrefixes()) {
            if (headword.size() >= prefix.size() + 4 &&
                std::equal(prefix.begin(), prefix.end(), headword.begin())) {
                bases.emplace_back(headword.begin() + static_cast<std::ptrdiff_t>(prefix.size()),
                                   headword.end());
                break;
            }
        }
    }
    std::vector<Core> cores;
    std::vector<Word> forms;
    const auto add = [&](const Word& root, std::span<const Letter> ending, EndingKind kind) {
        const bool stripped = !ending.empty();
        forms.clear();
        // A bare headword's e alternates only before a soft consonant (zieleń / zielony; not
        // ser / sar): tested on the unfolded letters, where ń, ś, ć are still soft.
        static const Word soft = word("ńśćźj");
        static const Word softEnd = word("ńśćź");
        std::size_t last = root.size();
        while (last > 0 && !isVowel(root[last - 1])) {
            --last;
        }
        const bool softAfterLastVowel =
            last > 0 && last < root.size() &&
            std::find(soft.begin(), soft.end(), root[last]) != soft.end();
        addAlternants(root, stripped, ending, stripped || softAfterLastVowel, forms);
        for (Word& form : forms) {
            if (form.size() <= kMinCore + 1) {
                const auto keys = form.size() == kMinCore ? tokens(kind) : tokensAtFour(kind);
                // A bare noun ending in a soft consonant (gęś, łódź, pieśń) declines like a
                // feminine base, and its diminutive in -ka is regular (gąska, łódka): a hard
                // bare root's -ka is chance (mat / matka).
                const bool softBare =
                    kind == EndingKind::Bare && form.size() == kMinCore && !root.empty() &&
                    std::find(softEnd.begin(), softEnd.end(), root.back()) != softEnd.end();
                for (const Letter token : keys) {
                    Word key = form;
                    key.push_back(token);
                    cores.push_back({std::move(key), root});
                }
                if (softBare) {
                    Word key = form;
                    key.push_back(kTokenBase);
                    cores.push_back({std::move(key), root});
                }
            } else {
                cores.push_back({std::move(form), root});
            }
        }
    };
    for (const Word& base : bases) {
        add(base, {}, EndingKind::Bare);
        for (const auto& [ending, kind] : endings()) {
            // The science and country endings (-ia, -ja) leave a longer root: pasja is no pas.
            static const Word ia = word("ia"), ja = word("ja"), ija = word("ija");
            const bool science = ending == ia || ending == ja || ending == ija;
            const std::size_t minimum = science ? kMinCore + 1 : kMinCore;
            if (base.size() >= ending.size() + minimum && endsWith(base, ending)) {
                const Word root(base.begin(),
                                base.end() - static_cast<std::ptrdiff_t>(ending.size()));
                add(root, ending, kindAfterRoot(root, ending, kind));
            }
        }
    }
    return cores;
}

}  // namespace

std::vector<Word> derivationCores(std::span<const Letter> headword) {
    std::vector<Word> cores;
    for (Core& core : coresWithRoots(headword)) {
        cores.push_back(std::move(core.folded));
    }
    std::sort(cores.begin(), cores.end());
    cores.erase(std::unique(cores.begin(), cores.end()), cores.end());
    return cores;
}

bool suspectedDerivation(std::span<const Letter> headwordA, std::span<const Letter> headwordB) {
    if (std::equal(headwordA.begin(), headwordA.end(), headwordB.begin(), headwordB.end())) {
        return false;
    }
    const auto a = derivationCores(headwordA);
    const auto b = derivationCores(headwordB);
    for (const Word& core : a) {
        if (std::binary_search(b.begin(), b.end(), core)) {
            return true;
        }
    }
    return false;
}

std::optional<std::string> suspicionReason(std::span<const Letter> headwordA,
                                           std::span<const Letter> headwordB) {
    if (std::equal(headwordA.begin(), headwordA.end(), headwordB.begin(), headwordB.end())) {
        return std::nullopt;
    }
    const auto a = coresWithRoots(headwordA);
    const auto b = coresWithRoots(headwordB);
    // The longest shared core explains best (dom- rather than a shorter accident).
    const Core* bestA = nullptr;
    const Core* bestB = nullptr;
    for (const Core& x : a) {
        for (const Core& y : b) {
            if (x.folded == y.folded && (!bestA || x.folded.size() > bestA->folded.size())) {
                bestA = &x;
                bestB = &y;
            }
        }
    }
    if (!bestA) {
        return std::nullopt;
    }
    std::string reason = "common root " + toUtf8(bestA->root) + "-";
    if (bestA->root != bestB->root) {
        reason += "/" + toUtf8(bestB->root) + "-";
    }
    return reason;
}

}  // namespace ps::dict
