// Move generation: the words found, the cards chosen, and what is never generated.

#include <algorithm>
#include <atomic>

#include "bots/movegen.h"
#include "dictionary/word_overlay.h"
#include "test_support.h"

namespace ps::bots {
namespace {

using engine::CardId;
using engine::PlayerId;
using testing::PositionBuilder;

// Places the sheet card at the first legal cell and checks the word with the engine.
bool engineAccepts(const engine::Game& game, const WordMove& move) {
    engine::Game copy = game;
    if (copy.state().phase == engine::Phase::Place) {
        for (CardId card : requiredCards(copy.state())) {
            if (!copy.apply(engine::PlaceCard{card, copy.legalPlacements().front()}).ok())
                return false;
        }
    }
    return copy.checkWord(engine::PlayWord{move.word, move.cards, false}).ok();
}

std::vector<std::string> wordsOf(const std::vector<WordMove>& moves) {
    std::vector<std::string> words;
    for (const auto& move : moves)
        words.push_back(toUtf8(move.word));
    std::sort(words.begin(), words.end());
    return words;
}

// A table of O T A L / S P Z Z, the K on the sheet of the player to move, and a dictionary in
// which K makes KAT, KOT, OK and TOK there (TO and LAS do not use it, OKO needs two O cards).
auto kotDictionary() {
    return testing::makeDictionary({"kot", "tok", "ok", "to", "kat", "las", "oko"});
}

engine::Game kotPosition(const dict::Lexicon& dictionary) {
    PositionBuilder position(2);
    position.row(0, 0, "otal");
    position.row(0, 1, "spzz");
    position.sheet(0, "k");
    position.sheet(1, "e");
    return position.build(dictionary);
}

TEST(MoveGeneration, FindsEveryWordWithThePlacedCardAndTheEngineAcceptsThem) {
    const auto dictionary = kotDictionary();
    const auto game = kotPosition(*dictionary);
    MoveGenerator generator(*dictionary);
    GenerateOptions options;
    options.limit = 100;
    const auto moves = generator.generate(game, options);
    // "to" and "las" do not use the K; "oko" needs two O cards.
    EXPECT_EQ(wordsOf(moves), (std::vector<std::string>{"kat", "kot", "ok", "tok"}));
    for (const auto& move : moves)
        EXPECT_TRUE(engineAccepts(game, move)) << toUtf8(move.word);
}

TEST(MoveGeneration, ARaisedStopReturnsNothingALoweredOneChangesNothing) {
    const auto dictionary = kotDictionary();
    const auto game = kotPosition(*dictionary);
    MoveGenerator generator(*dictionary);
    GenerateOptions options;
    options.limit = 100;
    const auto free = wordsOf(generator.generate(game, options));
    std::atomic<bool> stop{false};
    options.stop = &stop;
    EXPECT_EQ(wordsOf(generator.generate(game, options)), free);
    stop = true;
    EXPECT_TRUE(generator.generate(game, options).empty());
}

// A decision that must answer by a deadline (the expert's fallback, its answer to offers) asks
// for the words found before the stop rather than nothing.
TEST(MoveGeneration, ARaisedStopWithPartialResultsReturnsTheBestFoundSoFar) {
    const auto dictionary = kotDictionary();
    const auto game = kotPosition(*dictionary);
    MoveGenerator generator(*dictionary);
    GenerateOptions options;
    options.limit = 2;
    const auto free = generator.generate(game, options);
    ASSERT_EQ(free.size(), 2U);
    const std::atomic<bool> stop{true};
    options.stop = &stop;
    EXPECT_TRUE(generator.generate(game, options).empty());
    options.partialOnStop = true;
    // The walk of this small dictionary ends before the stop is asked there; the stop is seen
    // when the words are checked, and the best few found come back.
    const auto partial = generator.generate(game, options);
    ASSERT_FALSE(partial.empty());
    EXPECT_EQ(toUtf8(partial.front().word), toUtf8(free.front().word));
    for (const auto& move : partial)
        EXPECT_TRUE(engineAccepts(game, move)) << toUtf8(move.word);
}

TEST(MoveGeneration, ChoosesTheCardThatCapturesAndUsesCapturedCards) {
    const auto dictionary = testing::makeDictionary({"kot"});
    PositionBuilder position(2);
    position.table(0, 0, "o");                         // free O
    const CardId mine = position.table(1, 0, "o", 0);  // O with my marker: a capture
    position.table(2, 0, "a");
    const CardId ownT = position.captured(0, "t");  // no T on the table: my captured T
    position.sheet(0, "k");
    position.sheet(1, "e");
    const auto game = position.build(*dictionary);
    MoveGenerator generator(*dictionary);
    const auto moves = generator.generate(game, GenerateOptions{});
    ASSERT_EQ(moves.size(), 1U);
    EXPECT_EQ(moves[0].cards[1], mine);
    EXPECT_EQ(moves[0].cards[2], ownT);
    EXPECT_TRUE(engineAccepts(game, moves[0]));
}

TEST(MoveGeneration, RespectsTheMarkerPool) {
    const auto dictionary = testing::makeDictionary({"kot", "kota"});
    PositionBuilder position(2);
    position.row(0, 0, "ota");
    const CardId ownT = position.captured(0, "t");
    // 28 of player 0's markers lie on tape cards: 2 left for the word.
    for (int i = 0; i < 28; ++i)
        position.tape(i % 7, 2 + i / 7, 0);
    position.sheet(0, "k");
    position.sheet(1, "i");
    const auto game = position.build(*dictionary);
    ASSERT_EQ(game.state().players[0].pool, 2);
    MoveGenerator generator(*dictionary);
    const auto moves = generator.generate(game, GenerateOptions{});
    ASSERT_EQ(wordsOf(moves), (std::vector<std::string>{"kot"}));  // KOTA needs 3 markers
    EXPECT_EQ(moves[0].cards[2], ownT);
    EXPECT_TRUE(engineAccepts(game, moves[0]));
}

TEST(MoveGeneration, SkipsFrozenCards) {
    const auto dictionary = testing::makeDictionary({"kot", "kat"});
    PositionBuilder position(2, true);
    position.row(0, 0, "oat");
    position.sheet(0, "k");
    position.sheet(1, "e");
    auto& state = position.state();
    // ŻEL ZAPOMNIENIA: the O is frozen by player 1 until their next turn.
    for (auto& entry : state.table) {
        if (toUtf8(state.deck[entry.card].letter) == "o")
            entry.frozen = engine::Frozen{1, 5};
    }
    const auto game = position.build(*dictionary);
    MoveGenerator generator(*dictionary);
    const auto moves = generator.generate(game, GenerateOptions{});
    EXPECT_EQ(wordsOf(moves), (std::vector<std::string>{"kat"}));
}

TEST(MoveGeneration, NeverOffersUsedRelatedOrSuspectedWords) {
    // DOMEK is suspected of relation to DOM (a shared root), DOMU is not in the dictionary.
    const auto dictionary = testing::makeDictionary({"dom", "domek", "mode", "kod"});
    ASSERT_EQ(dictionary->relation(word("domek"), word("dom")), dict::Relation::Suspected);
    PositionBuilder position(2);
    position.row(0, 0, "doek");
    position.sheet(0, "m");
    position.sheet(1, "a");
    position.usedWord("dom");
    const auto game = position.build(*dictionary);
    MoveGenerator generator(*dictionary);
    GenerateOptions options;
    options.limit = 10;
    EXPECT_EQ(wordsOf(generator.generate(game, options)), (std::vector<std::string>{"mode"}));
}

TEST(MoveGeneration, JadroObligationNeedsBothCards) {
    const auto dictionary = testing::makeDictionary({"kot", "kat", "kąt", "tak"});
    PositionBuilder position(2, true);
    position.row(0, 0, "oat");
    position.sheet(0, "k");
    position.jadro(0, "ą");
    position.sheet(1, "e");
    const auto game = position.build(*dictionary);
    MoveGenerator generator(*dictionary);
    const auto moves = generator.generate(game, GenerateOptions{});
    EXPECT_EQ(wordsOf(moves), (std::vector<std::string>{"kąt"}));
    ASSERT_EQ(moves.size(), 1U);
    EXPECT_TRUE(engineAccepts(game, moves[0]));
}

TEST(MoveGeneration, EasyVocabularyFilters) {
    const auto dictionary = testing::makeDictionary({"kot", "tok"});
    PositionBuilder position(2);
    position.row(0, 0, "ot");
    position.sheet(0, "k");
    position.sheet(1, "e");
    const auto game = position.build(*dictionary);
    const CommonWords common({word("kot")});
    MoveGenerator generator(*dictionary);
    GenerateOptions options;
    options.vocabulary = &common;
    EXPECT_EQ(wordsOf(generator.generate(game, options)), (std::vector<std::string>{"kot"}));
}

}  // namespace
}  // namespace ps::bots

namespace ps::bots {
namespace {

using engine::CardId;
using testing::PositionBuilder;

TEST(MoveGeneration, ZreniceUsesOneCardTwiceAndCapturesIt) {
    // OKOŹ (a test word) needs two O cards; the table has one, and the Ź card lets it count twice.
    const auto dictionary = testing::makeDictionary({"okoź", "koź"});
    PositionBuilder position(2, true);
    const CardId o = position.table(0, 0, "o", 1);  // the rival's marker on it
    position.table(1, 0, "ź");
    position.table(2, 0, "a");
    position.sheet(0, "k");
    position.sheet(1, "e");
    const auto game = position.build(*dictionary);
    MoveGenerator generator(*dictionary);
    const auto moves = generator.generate(game, GenerateOptions{});
    const auto it = std::find_if(moves.begin(), moves.end(),
                                 [](const WordMove& m) { return toUtf8(m.word) == "okoź"; });
    ASSERT_NE(it, moves.end());
    EXPECT_EQ(it->cards[0], o);
    EXPECT_EQ(it->cards[2], o);
    engine::Game copy = game;
    ASSERT_TRUE(copy.apply(engine::PlaceCard{*game.state().players[0].sheetCard,
                                             copy.legalPlacements().front()})
                    .ok());
    const auto preview = copy.previewWord(engine::PlayWord{it->word, it->cards, false});
    ASSERT_TRUE(preview.verdict.ok()) << engine::errorCodeName(preview.verdict.problem);
    EXPECT_EQ(preview.captures, 1);
    // Without the variant the same position has no OKOŹ.
    PositionBuilder plain(2, false);
    plain.table(0, 0, "o", 1);
    plain.table(1, 0, "ź");
    plain.table(2, 0, "a");
    plain.sheet(0, "k");
    plain.sheet(1, "e");
    const auto plainGame = plain.build(*dictionary);
    for (const auto& move : generator.generate(plainGame, GenerateOptions{}))
        EXPECT_NE(toUtf8(move.word), "okoź");
}

TEST(MoveGeneration, SwistBorrowsOneRivalCapturedCard) {
    // KOŚA (a test word) needs an O: only the rival has one, among its captured cards. The Ś
    // card on the table lets the word borrow it; KOTAŚ would need two loans, KOA has no Ś.
    const auto dictionary = testing::makeDictionary({"kaś", "kośa", "kotaś", "koa"});
    const auto build = [](PositionBuilder& position, CardId* borrowed) {
        position.table(0, 0, "ś");
        position.table(1, 0, "a", 1);
        position.table(2, 0, "b");
        position.sheet(0, "k");
        position.sheet(1, "e");
        const CardId o = position.captured(1, "o");
        position.captured(1, "t");
        if (borrowed)
            *borrowed = o;
    };
    PositionBuilder position(2, true);
    CardId o = 0;
    build(position, &o);
    const auto game = position.build(*dictionary);
    MoveGenerator generator(*dictionary);
    GenerateOptions options;
    options.limit = 100;
    const auto moves = generator.generate(game, options);
    EXPECT_EQ(wordsOf(moves), (std::vector<std::string>{"kaś", "kośa"}));
    for (const auto& move : moves)
        EXPECT_TRUE(engineAccepts(game, move)) << toUtf8(move.word);
    const auto it = std::find_if(moves.begin(), moves.end(),
                                 [](const WordMove& m) { return toUtf8(m.word) == "kośa"; });
    ASSERT_NE(it, moves.end());
    EXPECT_EQ(it->cards[1], o);
    // The loan adds a letter but no marker: KOŚA is worth what KAŚ is, less a hair.
    const auto kas = std::find_if(moves.begin(), moves.end(),
                                  [](const WordMove& m) { return toUtf8(m.word) == "kaś"; });
    ASSERT_NE(kas, moves.end());
    EXPECT_NEAR(it->value, kas->value, 0.05);

    // No loan in a helper's word (rules D16), without the variant, or when asked not to.
    GenerateOptions help = options;
    help.helpWord = true;
    EXPECT_EQ(wordsOf(generator.generate(game, help)), (std::vector<std::string>{"kaś"}));
    GenerateOptions noLoan = options;
    noLoan.borrow = false;
    EXPECT_EQ(wordsOf(generator.generate(game, noLoan)), (std::vector<std::string>{"kaś"}));
    PositionBuilder plain(2, false);
    build(plain, nullptr);
    const auto plainGame = plain.build(*dictionary);
    EXPECT_EQ(wordsOf(generator.generate(plainGame, options)), (std::vector<std::string>{"kaś"}));
}

TEST(MoveGeneration, SwistNeedsAUsableSwistCard) {
    // The Ś card frozen by ŻEL ZAPOMNIENIA: no loan.
    const auto dictionary = testing::makeDictionary({"kaś", "kośa"});
    PositionBuilder position(2, true);
    const CardId swist = position.table(0, 0, "ś");
    position.table(1, 0, "a");
    position.sheet(0, "k");
    position.sheet(1, "e");
    position.captured(1, "o");
    for (auto& entry : position.state().table) {
        if (entry.card == swist)
            entry.frozen = engine::Frozen{1, 5};
    }
    const auto game = position.build(*dictionary);
    MoveGenerator generator(*dictionary);
    EXPECT_TRUE(generator.generate(game, GenerateOptions{}).empty());
}

}  // namespace
}  // namespace ps::bots

namespace ps::bots {
namespace {

// The player's own additions and removals (dict::WordOverlay): the game's lexicon applies
// them; bots never play a removed word, and play an added one only when the player lets them.
class OverlaidGeneration : public ::testing::Test {
  protected:
    void SetUp() override { dictionary_ = testing::makeDictionary({"kot", "tok", "ok"}); }
    // The table: OTAL / SPZZ, a K on the mover's sheet.
    static engine::Game makeGame(const dict::Lexicon& lexicon) {
        testing::PositionBuilder position(2);
        position.row(0, 0, "otal");
        position.row(0, 1, "spzz");
        position.sheet(0, "k");
        position.sheet(1, "e");
        return position.build(lexicon);
    }
    std::vector<std::string> generated(const dict::WordOverlay& overlay, bool addedWords) {
        const dict::OverlaidLexicon lexicon(*dictionary_, overlay);
        const auto game = makeGame(lexicon);
        const MoveGenerator generator(*dictionary_, &overlay, addedWords);
        GenerateOptions options;
        options.limit = 100;
        const auto moves = generator.generate(game, options);
        for (const auto& move : moves)
            EXPECT_TRUE(engineAccepts(game, move)) << toUtf8(move.word);
        return wordsOf(moves);
    }
    std::unique_ptr<dict::Dictionary> dictionary_;
};

TEST_F(OverlaidGeneration, AddedWordsOnlyWhenThePlayerLetsBotsPlayThem) {
    const dict::WordOverlay overlay({ps::word("kat"), ps::word("kotal")}, {});
    EXPECT_EQ(generated(overlay, false), (std::vector<std::string>{"kot", "ok", "tok"}));
    EXPECT_EQ(generated(overlay, true),
              (std::vector<std::string>{"kat", "kot", "kotal", "ok", "tok"}));
}

TEST_F(OverlaidGeneration, RemovedWordsNever) {
    const dict::WordOverlay overlay({ps::word("kat")}, {ps::word("tok"), ps::word("kat")});
    EXPECT_EQ(generated(overlay, false), (std::vector<std::string>{"kot", "ok"}));
    EXPECT_EQ(generated(overlay, true), (std::vector<std::string>{"kot", "ok"}));
}

TEST_F(OverlaidGeneration, ABotOfEveryLevelKeepsToTheOverlay) {
    const dict::WordOverlay overlay({ps::word("kotal")}, {ps::word("kot"), ps::word("tok")});
    const dict::OverlaidLexicon lexicon(*dictionary_, overlay);
    for (const Level level : {Level::Easy, Level::Medium, Level::Hard}) {
        for (const bool added : {false, true}) {
            const auto game = makeGame(lexicon);
            auto bot =
                makeBot(level, 0, Vocabulary{dictionary_.get(), nullptr, &overlay, added}, 7);
            engine::Game played = game;
            std::optional<engine::PlayWord> word;
            for (int step = 0; step < 4 && !word; ++step) {
                const auto action = bot->decide(played);
                ASSERT_TRUE(action.has_value());
                if (const auto* play = std::get_if<engine::PlayWord>(&*action))
                    word = *play;
                ASSERT_TRUE(played.apply(*action).ok()) << levelId(level);
            }
            ASSERT_TRUE(word.has_value()) << levelId(level);
            const std::string text = toUtf8(word->word);
            EXPECT_NE(text, "kot") << levelId(level);
            EXPECT_NE(text, "tok") << levelId(level);
            if (!added) {
                EXPECT_NE(text, "kotal") << levelId(level);
            } else if (level == Level::Medium) {
                EXPECT_EQ(text, "kotal");  // the best immediate gain, now that it may
            }
        }
    }
}

}  // namespace
}  // namespace ps::bots
