#include "dictionary/memory_lexicon.h"

#include <gtest/gtest.h>

namespace ps::dict {
namespace {

TEST(MemoryLexicon, FamiliesWordsAndSuspicion) {
    MemoryLexicon lexicon;
    lexicon.addFamily({"dom", "domu", "domem"})
        .addFamily({"domek", "domku"})
        .addFamily({"domowy", "domowego"})
        .addWords({"kot", "stomatolog", "galareta", "lament", "strome"});
    const Lexicon& l = lexicon;
    EXPECT_TRUE(l.contains(word("domu")));
    EXPECT_TRUE(l.contains(word("galareta")));
    EXPECT_FALSE(l.contains(word("domy")));
    EXPECT_EQ(l.relation(word("domu"), word("dom")), Relation::SameFamily);
    EXPECT_EQ(l.relation(word("kot"), word("kot")), Relation::SameFamily);
    EXPECT_EQ(l.relation(word("domku"), word("domem")), Relation::Suspected);
    EXPECT_EQ(l.relation(word("domowego"), word("dom")), Relation::Suspected);
    EXPECT_EQ(l.relation(word("kot"), word("dom")), Relation::None);
    EXPECT_EQ(l.relation(word("lament"), word("galareta")), Relation::None);
    EXPECT_EQ(lexicon.headwords(word("domku")), std::vector<Word>{word("domek")});
}

TEST(MemoryLexicon, ExplicitSuspicionAndBadInput) {
    MemoryLexicon lexicon;
    lexicon.addWords({"lament", "lamentować"}).addSuspected("strome", "stromy");
    EXPECT_EQ(lexicon.relation(word("stromy"), word("strome")), Relation::Suspected);
    EXPECT_THROW(lexicon.addWords({"Kraków1"}), std::invalid_argument);
}

}  // namespace
}  // namespace ps::dict
