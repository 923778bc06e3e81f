// The suspicion heuristic on chosen headword pairs: derivations it must flag, and words that
// only look alike which it must leave alone. Known misses and false alarms are listed in
// docs/dictionary.md.
#include "dictionary/suspicion.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

namespace ps::dict {
namespace {

struct Pair {
    const char* a;
    const char* b;
};

constexpr Pair kDerivations[] = {
    {"dom", "domek"},       {"dom", "domowy"},         {"dom", "domownik"},
    {"dom", "domator"},     {"kot", "kotek"},          {"kotek", "kotka"},
    {"pies", "piesek"},     {"lis", "lisek"},          {"las", "lasek"},
    {"ręka", "rączka"},     {"noga", "nóżka"},         {"mucha", "muszka"},
    {"stół", "stolik"},     {"stół", "stołek"},        {"koń", "konik"},
    {"pisać", "pisarz"},    {"czytać", "czytelnik"},   {"biegać", "biegacz"},
    {"bieg", "biegać"},     {"kochać", "kochanie"},    {"robić", "robota"},
    {"gra", "grać"},        {"pas", "pasek"},          {"zamek", "zameczek"},
    {"ptak", "ptaszek"},    {"woda", "wodny"},         {"góra", "górski"},
    {"szkoła", "szkolny"},  {"ryba", "rybka"},         {"rower", "rowerzysta"},
    {"kwiat", "kwiatek"},   {"książka", "książeczka"}, {"słowo", "słownik"},
    {"zegar", "zegarek"},   {"ogród", "ogrodnik"},     {"chleb", "chlebek"},
    {"mleko", "mleczny"},   {"ser", "serek"},          {"ser", "serowy"},
    {"brat", "bratowa"},    {"malować", "malarz"},     {"pracować", "pracownik"},
    {"śpiewać", "śpiewak"}, {"stary", "starość"},      {"stary", "starzec"},
    {"młody", "młodość"},   {"mądry", "mądrość"},      {"nowy", "nowość"},
    {"wolny", "wolność"},   {"pan", "pani"},           {"pan", "panna"},
    {"lot", "lotnik"},      {"pisać", "napisać"},      {"robić", "zrobić"},
    {"grać", "wygrać"},     {"napisać", "pisarz"},     {"domek", "domowy"},
    {"biały", "białko"},
};

constexpr Pair kUnrelated[] = {
    {"kot", "dom"},    {"kot", "kotwica"}, {"kot", "kotlet"},  {"kot", "kotara"},
    {"lis", "list"},   {"las", "lis"},     {"dom", "domena"},  {"dom", "dym"},
    {"dom", "domino"}, {"pas", "pasta"},   {"rak", "rakieta"}, {"mama", "mamut"},
    {"bal", "balon"},  {"gra", "grabie"},  {"kot", "kat"},     {"pies", "pieśń"},
    {"sok", "sokół"},  {"lama", "lampa"},  {"kura", "kurtka"}, {"mak", "makaron"},
    {"kos", "kostka"}, {"ser", "serce"},   {"bar", "baran"},   {"pisać", "pisk"},
    {"kasa", "kasza"}, {"kot", "kot"},
};

TEST(Suspicion, FlagsDerivationsWithASharedRoot) {
    for (const auto& [a, b] : kDerivations) {
        EXPECT_TRUE(suspectedDerivation(word(a), word(b))) << a << " / " << b;
        EXPECT_TRUE(suspectedDerivation(word(b), word(a))) << b << " / " << a << " (symmetry)";
    }
}

TEST(Suspicion, LeavesLookAlikesAlone) {
    for (const auto& [a, b] : kUnrelated) {
        EXPECT_FALSE(suspectedDerivation(word(a), word(b))) << a << " / " << b;
        EXPECT_FALSE(suspectedDerivation(word(b), word(a))) << b << " / " << a << " (symmetry)";
    }
}

static_assert(std::size(kDerivations) + std::size(kUnrelated) >= 50, "the issue asks for 50 pairs");

// Cores of three and four letters carry a kind token after their letters (no letter).
bool hasCore(const char* headword, const char* core) {
    const auto cores = derivationCores(word(headword));
    const Word letters = word(core);
    return std::any_of(cores.begin(), cores.end(), [&](const Word& candidate) {
        const bool tokenized = letters.size() <= 4;
        return candidate.size() == letters.size() + (tokenized ? 1 : 0) &&
               std::equal(letters.begin(), letters.end(), candidate.begin());
    });
}

TEST(Suspicion, CoreExamples) {
    EXPECT_TRUE(hasCore("domownik", "domow"));
    EXPECT_TRUE(hasCore("rączka", "recz"));                           // ą -> e
    EXPECT_TRUE(suspectedDerivation(word("okno"), word("okienko")));  // fleeting (i)e dropped
    EXPECT_TRUE(hasCore("wietrzny", "wiatr"));                        // rz -> r, e -> a
    EXPECT_TRUE(hasCore("złocisty", "zlot"));                         // c -> t, ł -> l
    EXPECT_TRUE(hasCore("stomatologia", "stomatolog"));
    EXPECT_EQ(derivationCores(word("kot")).size(), 1u);  // nothing to remove: kot + its kind
    EXPECT_TRUE(hasCore("bucik", "but"));                // c -> t
    EXPECT_TRUE(hasCore("tancerz", "tanc"));             // -erz
    EXPECT_TRUE(hasCore("tańczyć", "tanc"));             // cz -> c, ń -> n
    EXPECT_TRUE(derivationCores(word("ul")).empty());    // too short to have a core
}

TEST(Suspicion, ThreeLetterRootsNeedEndingsThatFit) {
    // A bare root meets its strong derivations, not look-alikes made with other endings.
    EXPECT_TRUE(suspectedDerivation(word("kot"), word("kotek")));
    EXPECT_TRUE(suspectedDerivation(word("gra"), word("grać")));
    EXPECT_FALSE(suspectedDerivation(word("mat"), word("matka")));
    EXPECT_FALSE(suspectedDerivation(word("gra"), word("granica")));
    EXPECT_FALSE(suspectedDerivation(word("koza"), word("kozak")));
    // A soft bare noun takes -ka as a feminine base does (gęś / gąska); a hard one does not.
    EXPECT_TRUE(suspectedDerivation(word("gęś"), word("gąska")));
    EXPECT_TRUE(suspectedDerivation(word("łódź"), word("łódka")));
}

TEST(Suspicion, VerbalNounsNeedAVerbNotALookAlikeNoun) {
    EXPECT_FALSE(suspectedDerivation(word("stos"), word("stosunek")));
    EXPECT_TRUE(suspectedDerivation(word("stosować"), word("stosunek")));
    EXPECT_FALSE(suspectedDerivation(word("rzep"), word("rzepak")));
    EXPECT_TRUE(suspectedDerivation(word("pływać"), word("pływak")));
    EXPECT_TRUE(suspectedDerivation(word("prać"), word("pralka")));
    EXPECT_TRUE(suspectedDerivation(word("czytać"), word("czytanka")));
}

TEST(Suspicion, AlternationsAndSuffixesOfTheSharperModel) {
    EXPECT_TRUE(suspectedDerivation(word("tańczyć"), word("taniec")));
    EXPECT_TRUE(suspectedDerivation(word("taniec"), word("tancerz")));
    EXPECT_TRUE(suspectedDerivation(word("wilk"), word("wilczyca")));
    EXPECT_TRUE(suspectedDerivation(word("sok"), word("soczysty")));
    EXPECT_TRUE(suspectedDerivation(word("szkło"), word("szklanka")));
    EXPECT_TRUE(suspectedDerivation(word("grać"), word("gracz")));
    EXPECT_TRUE(suspectedDerivation(word("brat"), word("braterski")));
    EXPECT_FALSE(suspectedDerivation(word("but"), word("butik")));
    EXPECT_FALSE(suspectedDerivation(word("pik"), word("piknik")));
}

TEST(Suspicion, ReasonsNameTheRoot) {
    EXPECT_EQ(suspicionReason(word("złoto"), word("złoty")), "common root złot-");
    EXPECT_EQ(suspicionReason(word("ręka"), word("rączka")), "common root ręk-/rącz-");
    EXPECT_EQ(suspicionReason(word("dom"), word("domek")), "common root dom-");
    EXPECT_FALSE(suspicionReason(word("kot"), word("kotlet")).has_value());
    EXPECT_FALSE(suspicionReason(word("kot"), word("kot")).has_value());
}

// The committed test sets (tests/dictionary/data, a tuning and a held-out half each), headword
// against headword: the heuristic alone, without the dictionary's families
// (potega-dict-measure gives the figures with them, for each half and in total).
struct Share {
    std::size_t pairs = 0;
    std::size_t flagged = 0;
};

Share flaggedShare(const char* kind) {
    Share share;
    for (const char* half : {"tuning", "heldout"}) {
        const std::string file = std::string(kind) + "-pairs-" + half + ".txt";
        std::ifstream in(std::string(POTEGA_SUSPICION_DATA_DIR) + "/" + file);
        EXPECT_TRUE(in.good()) << file;
        for (std::string line; std::getline(in, line);) {
            if (line.empty() || line.front() == '#')
                continue;
            std::istringstream fields(line);
            std::string a, b;
            fields >> a >> b;
            ++share.pairs;
            const bool forward = suspectedDerivation(word(a), word(b));
            EXPECT_EQ(forward, suspectedDerivation(word(b), word(a))) << a << " / " << b;
            share.flagged += forward;
        }
    }
    EXPECT_GE(share.pairs, 150u) << kind;
    return share;
}

TEST(Suspicion, FlagsAtLeastNinetyPercentOfTheDerivationSet) {
    const Share share = flaggedShare("derivation");
    EXPECT_GE(share.flagged * 100, share.pairs * 90) << share.flagged << " / " << share.pairs;
}

TEST(Suspicion, FlagsAtMostFivePercentOfTheUnrelatedSet) {
    const Share share = flaggedShare("unrelated");
    EXPECT_LE(share.flagged * 100, share.pairs * 5) << share.flagged << " / " << share.pairs;
}

}  // namespace
}  // namespace ps::dict
