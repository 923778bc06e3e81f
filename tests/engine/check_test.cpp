// Game::check: the answer apply() would give (nothing, or the same error code and message),
// without changing the game. First every kind of action refused for its own reasons and in the
// wrong phase, then random games where, at every step, the chosen action and many candidates
// around it (legal and not) are asked of check() and applied to a copy.

#include <array>
#include <iostream>
#include <limits>
#include <set>
#include <string>
#include <variant>

#include "engine/deck.h"
#include "engine/io/action_json.h"
#include "engine/io/random_play.h"
#include "random_actions.h"
#include "random_words.h"
#include "test_util.h"

namespace ps::engine::testing {
namespace {

constexpr std::size_t kActionKinds = std::variant_size_v<Action>;

// check() refuses the action with `code`; apply() then refuses it with the same code and
// message; neither changes the game.
void expectRefused(Game& game, const Action& action, ErrorCode code) {
    const GameState before = game.state();
    const auto checked = game.check(action);
    ASSERT_TRUE(checked) << "check() accepts an action that should be refused with "
                         << errorCodeName(code);
    EXPECT_EQ(checked->code, code) << errorCodeName(checked->code) << ": " << checked->message;
    EXPECT_FALSE(checked->message.empty());
    EXPECT_EQ(game.state(), before) << "check() changed the state";
    const Result applied = game.apply(action);
    ASSERT_FALSE(applied.ok()) << "apply() accepts what check() refused: " << checked->message;
    EXPECT_EQ(applied.error->code, checked->code);
    EXPECT_EQ(applied.error->message, checked->message);
    EXPECT_TRUE(applied.events.empty());
    EXPECT_EQ(game.state(), before) << "a refused action changed the state";
}

// check() accepts the action without changing the game; apply() then accepts it too.
std::vector<Event> expectAccepted(Game& game, const Action& action) {
    const GameState before = game.state();
    const auto checked = game.check(action);
    EXPECT_FALSE(checked) << checked->message;
    EXPECT_EQ(game.state(), before) << "check() changed the state";
    Result applied = game.apply(action);
    EXPECT_TRUE(applied.ok()) << "apply() refuses what check() accepted: "
                              << applied.error->message;
    return std::move(applied.events);
}

// One action of every kind, with arguments taken from the position.
std::vector<Action> everyKind(const GameState& s) {
    const CardId some = s.table.empty() ? 0 : s.table.front().card;
    const PlayerId other = static_cast<PlayerId>((s.currentPlayer + 1) % s.players.size());
    return {PlaceCard{some, Cell{-1, 0}},
            PlayWord{ps::word("kota"), {}, false},
            Redraw{},
            Pass{},
            HelpOffer{other, ps::word("kota"), {}, {some}},
            HelpCounter{other, s.currentPlayer, {some}},
            HelpAccept{other, s.currentPlayer, false},
            HelpRefuse{other},
            HelpWithdraw{other},
            UseBlaster{some},
            UseShadow{some, Cell{-1, 0}},
            UseResistance{some},
            UseJadro{other},
            FinishActions{},
            UseGel{some},
            UseZeppelin{},
            ZeppelinKeep{some},
            EndTurn{}};
}

// --- Placement, words, redraw, pass, the end of the turn (base game)

constexpr PlayerId kActive = 0;
constexpr PlayerId kHelper = 1;
constexpr PlayerId kOther = 2;

// K carries the helper's marker, T the active player's, E lies apart from the word; the active
// player places an A. "kota" is suspected of relation to "okat" (when a test plays that).
struct WordTable {
    TestLexicon lexicon{"kota", "kot", "tok", "kat", "okat"};
    PositionBuilder b{3};
    CardId k, o, t, e, a;
    explicit WordTable(int stackCards = 6) {
        lexicon.addSuspected("kota", "okat");
        k = b.letter({0, 0}, "K", kHelper);
        o = b.letter({1, 0}, "O");
        t = b.letter({2, 0}, "T", kActive);
        e = b.letter({0, 1}, "E");
        a = b.sheet(kActive, "A");
        b.sheet(kHelper, "I");
        b.sheet(kOther, "U");
        b.stackMany(stackCards);
    }
    Game placed() {
        Game game(b.build(), lexicon);
        expectAccepted(game, PlaceCard{a, {3, 0}});
        return game;
    }
    HelpOffer offer(PlayerId helper, std::vector<CardId> price) const {
        return HelpOffer{helper, ps::word("kota"), {k, o, t, a}, std::move(price)};
    }
};

TEST(Check, PlaceCardRefusals) {
    WordTable w;
    Game game(w.b.build(), w.lexicon);
    expectRefused(game, PlaceCard{w.k, {3, 0}}, ErrorCode::CardNotOnSheet);
    expectRefused(game, PlaceCard{200, {3, 0}}, ErrorCode::CardNotOnSheet);
    expectRefused(game, PlaceCard{w.a, {1, 0}}, ErrorCode::CellOccupied);
    expectRefused(game, PlaceCard{w.a, {5, 5}}, ErrorCode::CellNotTouching);
    expectRefused(game, PlaceCard{w.a, {std::numeric_limits<int>::max(), 0}},
                  ErrorCode::CellNotTouching);
    expectAccepted(game, PlaceCard{w.a, {3, 0}});
    expectRefused(game, PlaceCard{w.a, {4, 0}}, ErrorCode::WrongPhase);
}

TEST(Check, PlayWordRefusals) {
    WordTable w;
    Game game = w.placed();
    expectRefused(game, playWord("k"), ErrorCode::WordTooShort);
    expectRefused(game, playWord("kot"), ErrorCode::PlacedCardNotUsed);
    expectRefused(game, playWord("kotaa"), ErrorCode::LetterMissing);
    expectRefused(game, playWord("kota", {w.k, w.o}), ErrorCode::CardCountMismatch);
    expectRefused(game, playWord("kota", {w.k, w.o, w.t, w.e}), ErrorCode::CardLetterMismatch);
    expectRefused(game, playWord("kota", {w.k, w.o, w.t, w.k}), ErrorCode::CardUsedTwice);
    expectRefused(game, playWord("kota", {w.k, w.o, w.t, 200}), ErrorCode::NoSuchCard);
    expectRefused(game, playWord("teka"), ErrorCode::NotInDictionary);
    expectRefused(game, playWord("tok"), ErrorCode::PlacedCardNotUsed);
    expectAccepted(game, playWord("kota"));
    expectRefused(game, playWord("kota"), ErrorCode::WrongPhase);
}

TEST(Check, PlayWordRefusedForAPlayedOrRelatedWord) {
    WordTable w;
    w.b.used("kota");
    w.b.used("kot");
    Game game = w.placed();
    expectRefused(game, playWord("kota"), ErrorCode::AlreadyPlayed);
    // "kota" is suspected of relation to the played "okat": the table decides.
    WordTable v;
    v.b.used("okat");
    Game suspected = v.placed();
    expectRefused(suspected, playWord("kota"), ErrorCode::SuspectedRelation);
    expectAccepted(suspected, PlayWord{ps::word("kota"), {}, true});
}

TEST(Check, RedrawRefusals) {
    WordTable w;
    Game game(w.b.build(), w.lexicon);
    expectRefused(game, Redraw{}, ErrorCode::WrongPhase);
    expectAccepted(game, PlaceCard{w.a, {3, 0}});
    expectAccepted(game, Redraw{});

    WordTable noStack(0);
    Game empty = noStack.placed();
    expectRefused(empty, Redraw{}, ErrorCode::StackEmpty);

    WordTable noRedraws;
    noRedraws.b.options().redrawLimit = 0;
    Game limited = noRedraws.placed();
    expectRefused(limited, Redraw{}, ErrorCode::RedrawLimitReached);

    // A player with an empty sheet starts in the word step with nothing placed.
    WordTable emptySheet;
    emptySheet.b.current(kHelper);
    emptySheet.b.start(kHelper);
    GameState state = emptySheet.b.build();
    state.stack.push_back(*state.players[kHelper].sheetCard);
    state.players[kHelper].sheetCard.reset();
    state.phase = Phase::Word;
    Game noCard(state, emptySheet.lexicon);
    expectRefused(noCard, Redraw{}, ErrorCode::NoCardPlaced);
    expectAccepted(noCard, Pass{});
}

TEST(Check, PassAndEndTurnRefusals) {
    WordTable w;
    Game game(w.b.build(), w.lexicon);
    expectRefused(game, Pass{}, ErrorCode::WrongPhase);
    expectRefused(game, EndTurn{}, ErrorCode::WrongPhase);
    expectAccepted(game, PlaceCard{w.a, {3, 0}});
    expectRefused(game, Pass{}, ErrorCode::PassNotAllowed);
    expectRefused(game, EndTurn{}, ErrorCode::WrongPhase);
    expectRefused(game, FinishActions{}, ErrorCode::WrongPhase);

    WordTable noStack(0);
    Game empty = noStack.placed();
    expectAccepted(empty, Pass{});
}

// --- Help negotiation

TEST(Check, HelpOfferRefusals) {
    WordTable w;
    Game game(w.b.build(), w.lexicon);
    expectRefused(game, w.offer(kHelper, {w.k}), ErrorCode::WrongPhase);
    expectAccepted(game, PlaceCard{w.a, {3, 0}});
    expectRefused(game, w.offer(kActive, {w.k}), ErrorCode::NotYourTurn);
    expectRefused(game, w.offer(7, {w.k}), ErrorCode::NoSuchPlayer);
    expectRefused(game, w.offer(kHelper, {}), ErrorCode::InvalidPrice);
    expectRefused(game, w.offer(kHelper, {w.k, w.k}), ErrorCode::InvalidPrice);
    expectRefused(game, w.offer(kHelper, {w.e}), ErrorCode::InvalidPrice);
    expectRefused(game, HelpOffer{kHelper, ps::word("kot"), {w.k, w.o, w.t}, {w.k}},
                  ErrorCode::PlacedCardNotUsed);
    expectRefused(game, HelpOffer{kHelper, ps::word("kota"), {w.k, w.o, w.t}, {w.k}},
                  ErrorCode::CardCountMismatch);
    expectAccepted(game, w.offer(kHelper, {w.k}));
    expectRefused(game, w.offer(kHelper, {w.o}), ErrorCode::OfferLimitReached);

    WordTable poor;
    poor.b.pool(kOther, 1);
    Game poorGame = poor.placed();
    expectRefused(poorGame, poor.offer(kOther, {poor.k, poor.o}), ErrorCode::NotEnoughMarkers);
}

TEST(Check, HelpCounterRefusals) {
    WordTable w;
    Game game = w.placed();
    expectRefused(game, HelpCounter{kHelper, kActive, {w.o}}, ErrorCode::NoSuchOffer);
    expectAccepted(game, w.offer(kHelper, {w.k, w.o}));
    expectRefused(game, HelpCounter{kHelper, kHelper, {w.o}}, ErrorCode::NotAwaited);
    expectRefused(game, HelpCounter{kHelper, kActive, {}}, ErrorCode::InvalidPrice);
    expectRefused(game, HelpCounter{kHelper, kActive, {w.k, w.o, w.t, w.a, w.e}},
                  ErrorCode::InvalidPrice);
    // The active player may name a card outside the word; the helper may not.
    expectAccepted(game, HelpCounter{kHelper, kActive, {w.e}});
    expectRefused(game, HelpCounter{kHelper, kHelper, {w.e}}, ErrorCode::InvalidPrice);
    expectAccepted(game, HelpCounter{kHelper, kHelper, {w.k}});
    expectAccepted(game, HelpCounter{kHelper, kActive, {w.o}});
    expectRefused(game, HelpCounter{kHelper, kHelper, {w.k}}, ErrorCode::CounterLimitReached);
}

TEST(Check, HelpAcceptRefusals) {
    WordTable w;
    Game game = w.placed();
    expectRefused(game, HelpAccept{kHelper, kActive}, ErrorCode::NoSuchOffer);
    expectAccepted(game, w.offer(kHelper, {w.k}));
    expectRefused(game, HelpAccept{kHelper, kHelper}, ErrorCode::NotAwaited);
    expectAccepted(game, HelpCounter{kHelper, kActive, {w.e}});
    expectRefused(game, HelpAccept{kHelper, kHelper}, ErrorCode::InvalidPrice);
    expectRefused(game, HelpAccept{kHelper, kActive}, ErrorCode::NotAwaited);
    expectAccepted(game, HelpCounter{kHelper, kHelper, {w.o}});
    const auto events = expectAccepted(game, HelpAccept{kHelper, kActive});
    EXPECT_EQ(countEvents<HelpAccepted>(events), 1);
    expectRefused(game, HelpAccept{kHelper, kActive}, ErrorCode::WrongPhase);
}

// A suspected help word refused by the table voids the deal (rules D20): the answer is accepted,
// and what it does is nothing but end the negotiation.
TEST(Check, VoidedDealIsAcceptedByBoth) {
    WordTable w;
    w.b.used("okat");
    Game game = w.placed();
    expectAccepted(game, w.offer(kHelper, {w.k}));
    const GameState before = game.state();
    const auto events = expectAccepted(game, HelpAccept{kHelper, kActive, false});
    EXPECT_EQ(countEvents<HelpVoided>(events), 1);
    EXPECT_TRUE(game.state().turn.helpOffers.empty());
    EXPECT_EQ(game.state().table, before.table);
}

TEST(Check, HelpRefuseAndWithdrawRefusals) {
    WordTable w;
    Game game(w.b.build(), w.lexicon);
    expectRefused(game, HelpRefuse{kHelper}, ErrorCode::WrongPhase);
    expectRefused(game, HelpWithdraw{kHelper}, ErrorCode::WrongPhase);
    expectAccepted(game, PlaceCard{w.a, {3, 0}});
    expectRefused(game, HelpRefuse{kHelper}, ErrorCode::NoSuchOffer);
    expectRefused(game, HelpWithdraw{kHelper}, ErrorCode::NoSuchOffer);
    expectAccepted(game, w.offer(kHelper, {w.k}));
    expectAccepted(game, w.offer(kOther, {w.o}));
    expectRefused(game, HelpRefuse{9}, ErrorCode::NoSuchOffer);
    expectAccepted(game, HelpRefuse{kHelper});
    expectRefused(game, HelpRefuse{kHelper}, ErrorCode::NoSuchOffer);
    expectAccepted(game, HelpWithdraw{kOther});
    expectRefused(game, HelpWithdraw{kOther}, ErrorCode::NoSuchOffer);
}

// --- Black-card actions

// P Ę Ń Ó Ą Ż Ć on the table, player 0 places an L: "pęńóążćl" (a test word) grants every
// black action but ŚWIST and ŹRENICE. A tape card, an O with player 1's marker and a bare E
// lie beside the word.
struct BlackTable {
    TestLexicon lexicon{"pęńóążćl"};
    PositionBuilder b;
    std::vector<CardId> row;
    CardId l = 0, tape = 0, rivalO = 0, bare = 0;
    explicit BlackTable(int stackCards = 6, bool variant = true) : b(3, variant) {
        row = b.row({0, 0}, "pęńóążć");
        tape = b.tape({0, 1}, 1);
        rivalO = b.letter({1, 1}, "O", 1);
        bare = b.letter({2, 1}, "E");
        l = b.sheet(0, "L");
        b.sheet(1, "A");
        b.sheet(2, "I");
        b.stackMany(stackCards);
    }
    Game afterWord() {
        Game game(b.build(), lexicon);
        expectAccepted(game, PlaceCard{l, {7, 0}});
        expectAccepted(game, playWord("pęńóążćl"));
        return game;
    }
};

TEST(Check, BlackActionsRefusedWithoutTheVariant) {
    BlackTable t(6, false);
    Game game = t.afterWord();
    EXPECT_EQ(game.currentPlayer(), 1);
    for (const Action& action :
         std::vector<Action>{UseBlaster{t.bare}, UseShadow{t.tape, {-1, 0}},
                             UseResistance{t.rivalO}, UseJadro{2}, UseGel{t.bare}, UseZeppelin{}}) {
        expectRefused(game, action, ErrorCode::VariantOff);
    }
    expectRefused(game, FinishActions{}, ErrorCode::WrongPhase);
    expectRefused(game, ZeppelinKeep{t.bare}, ErrorCode::WrongPhase);
}

TEST(Check, PostWordActionRefusals) {
    BlackTable t;
    Game game = t.afterWord();
    ASSERT_EQ(game.state().phase, Phase::Actions);
    expectRefused(game, UseBlaster{t.row[0]}, ErrorCode::InvalidTarget);  // used by the word
    expectRefused(game, UseBlaster{t.tape}, ErrorCode::InvalidTarget);
    expectRefused(game, UseBlaster{250}, ErrorCode::InvalidTarget);
    expectRefused(game, UseShadow{t.bare, {3, 1}}, ErrorCode::InvalidTarget);
    expectRefused(game, UseShadow{t.tape, {0, 0}}, ErrorCode::CellOccupied);
    expectRefused(game, UseShadow{t.tape, {10, 10}}, ErrorCode::CellNotTouching);
    // (-1, 1) touches only the tape card's own cell.
    expectRefused(game, UseShadow{t.tape, {-1, 1}}, ErrorCode::CellNotTouching);
    expectRefused(game, UseShadow{t.tape, {std::numeric_limits<int>::min(), 0}},
                  ErrorCode::CellNotTouching);
    expectRefused(game, UseResistance{t.bare}, ErrorCode::InvalidTarget);  // no marker
    expectRefused(game, UseResistance{t.tape}, ErrorCode::InvalidTarget);
    expectRefused(game, UseJadro{0}, ErrorCode::InvalidTarget);
    expectRefused(game, UseJadro{5}, ErrorCode::NoSuchPlayer);
    expectRefused(game, UseGel{t.bare}, ErrorCode::WrongPhase);
    expectRefused(game, UseZeppelin{}, ErrorCode::WrongPhase);
    expectRefused(game, ZeppelinKeep{t.bare}, ErrorCode::WrongPhase);
    expectRefused(game, PlaceCard{t.l, {8, 0}}, ErrorCode::WrongPhase);
    expectRefused(game, playWord("pęńóążćl"), ErrorCode::WrongPhase);
    expectRefused(game, Redraw{}, ErrorCode::WrongPhase);
    expectRefused(game, HelpOffer{1, ps::word("pęńóążćl"), {}, {t.row[0]}}, ErrorCode::WrongPhase);

    expectAccepted(game, UseResistance{t.rivalO});
    expectRefused(game, UseResistance{t.row[0]}, ErrorCode::ActionNotAvailable);  // used
    expectAccepted(game, UseShadow{t.tape, {-1, 0}});
    expectAccepted(game, UseBlaster{t.bare});
    expectAccepted(game, UseJadro{2});
    // Every post-word action is used: on to the end of the turn.
    ASSERT_EQ(game.state().phase, Phase::EndOfTurn);
    expectRefused(game, FinishActions{}, ErrorCode::WrongPhase);
    expectRefused(game, UseBlaster{t.rivalO}, ErrorCode::WrongPhase);
}

TEST(Check, PostWordActionRefusalsOfTheirOwn) {
    BlackTable noMarkers;
    noMarkers.b.pool(0, 8);  // the word takes them all
    Game game = noMarkers.afterWord();
    ASSERT_EQ(game.state().phase, Phase::Actions);
    expectRefused(game, UseBlaster{noMarkers.bare}, ErrorCode::NotEnoughMarkers);

    BlackTable emptyStack(0);
    Game empty = emptyStack.afterWord();
    ASSERT_EQ(empty.state().phase, Phase::Actions);
    expectRefused(empty, UseJadro{1}, ErrorCode::StackEmpty);

    BlackTable holder;
    holder.b.jadroSheet(2, "U");
    Game held = holder.afterWord();
    expectRefused(held, UseJadro{2}, ErrorCode::InvalidTarget);
    expectAccepted(held, UseJadro{1});
}

TEST(Check, EndOfTurnActionRefusals) {
    BlackTable t;
    Game game = t.afterWord();
    expectAccepted(game, FinishActions{});
    ASSERT_EQ(game.state().phase, Phase::EndOfTurn);
    expectRefused(game, UseGel{t.tape}, ErrorCode::InvalidTarget);
    expectRefused(game, UseGel{250}, ErrorCode::InvalidTarget);
    expectRefused(game, ZeppelinKeep{t.bare}, ErrorCode::WrongPhase);
    expectRefused(game, FinishActions{}, ErrorCode::WrongPhase);
    expectAccepted(game, UseZeppelin{});
    ASSERT_EQ(game.state().phase, Phase::ZeppelinChoice);
    expectRefused(game, ZeppelinKeep{t.bare}, ErrorCode::InvalidTarget);
    expectRefused(game, EndTurn{}, ErrorCode::WrongPhase);
    expectRefused(game, UseGel{t.bare}, ErrorCode::WrongPhase);
    expectRefused(game, UseZeppelin{}, ErrorCode::WrongPhase);
    expectAccepted(game, ZeppelinKeep{game.state().turn.zeppelinDrawn.back()});
    ASSERT_EQ(game.state().phase, Phase::EndOfTurn);
    expectRefused(game, UseZeppelin{}, ErrorCode::ActionNotAvailable);  // used
    expectAccepted(game, UseGel{t.bare});
    EXPECT_EQ(game.currentPlayer(), 1);
}

// Every kind of action, in every phase and after the game: check() answers as apply() does.
TEST(Check, EveryKindInEveryPhase) {
    // A position in every phase of a turn (a waiting help offer too), then finished games.
    std::vector<Game> games;
    BlackTable t;
    Game game(t.b.build(), t.lexicon);
    games.push_back(game);
    expectAccepted(game, PlaceCard{t.l, {7, 0}});
    games.push_back(game);
    expectAccepted(game, HelpOffer{1, ps::word("pęńóążćl"), {}, {t.row[0]}});
    games.push_back(game);
    expectAccepted(game, playWord("pęńóążćl"));
    games.push_back(game);
    expectAccepted(game, FinishActions{});
    games.push_back(game);
    expectAccepted(game, UseZeppelin{});
    games.push_back(game);
    const auto load = loadDeckFile(POTEGA_DECK_FILE);
    ASSERT_TRUE(load.deck) << load.error;
    TestLexicon anyWord;
    anyWord.acceptAnyWord();
    for (bool variant : {false, true}) {
        GameOptions options;
        options.players = 2;
        options.blackCardVariant = variant;
        options.seed = 5;
        Game finished(options, *load.deck, anyWord);
        io::RandomPlayer player(randomArrangements(5), 5);
        while (!finished.isOver())
            ASSERT_TRUE(player.step(finished));
        games.push_back(finished);
    }
    std::array<int, kActionKinds> refused{};
    std::set<Phase> phases;
    for (const Game& at : games) {
        phases.insert(at.state().phase);
        for (const Action& action : everyKind(at.state())) {
            if (expectCheckAgreesWithApply(at, action))
                ++refused[action.index()];
            ASSERT_FALSE(::testing::Test::HasFailure())
                << io::formatJson(io::actionToJson(action, at.state().deck)) << " in phase "
                << static_cast<int>(at.state().phase);
        }
    }
    EXPECT_EQ(phases.size(), 6u);
    for (std::size_t kind = 0; kind < kActionKinds; ++kind)
        EXPECT_GT(refused[kind], 0) << "no refusal of action kind " << kind;
}

// --- Random games: at every step the chosen action and many candidates around it

// A dictionary decided by a hash: most words are in, a few are forms of a played word, a few
// more are suspected of relation to one, so words are refused for every dictionary reason.
class HashLexicon : public dict::Lexicon {
  public:
    [[nodiscard]] bool contains(std::span<const Letter> word) const override {
        return hash(word, 1) % 8 != 0;
    }
    [[nodiscard]] dict::Relation relation(std::span<const Letter> candidate,
                                          std::span<const Letter> played) const override {
        const std::uint64_t h = hash(candidate, 3) ^ (hash(played, 5) * 0x9e3779b97f4a7c15ULL);
        if (h % 400 == 0)
            return dict::Relation::SameFamily;
        if (h % 200 == 1)
            return dict::Relation::Suspected;
        return dict::Relation::None;
    }

  private:
    static std::uint64_t hash(std::span<const Letter> word, std::uint64_t salt) {
        std::uint64_t h = 0xcbf29ce484222325ULL ^ salt;
        for (Letter letter : word)
            h = (h ^ letter) * 0x100000001b3ULL;
        return h ^ (h >> 29);
    }
};

struct Tally {
    std::array<int, kActionKinds> accepted{};
    std::array<int, kActionKinds> refused{};
    std::set<ErrorCode> codes;
    int candidates = 0;
    int steps = 0;

    void count(const Action& action, const std::optional<Error>& answer) {
        ++candidates;
        if (answer) {
            ++refused[action.index()];
            codes.insert(answer->code);
        } else {
            ++accepted[action.index()];
        }
    }
};

// The empty-stack rules are rare in random play: some games start with the stack cut to a few
// cards, the rest dealt out as captured cards.
GameState withShortStack(GameState state, std::uint64_t seed) {
    const std::size_t keep = seed % 6;
    std::size_t player = 0;
    while (state.stack.size() > keep) {
        state.players[player].captured.push_back(state.stack.back());
        state.stack.pop_back();
        player = (player + 1) % state.players.size();
    }
    return state;
}

void playChecked(const Deck& deck, const dict::Lexicon& lexicon, int players, bool variant,
                 std::uint64_t seed, Tally& tally) {
    GameOptions options;
    options.players = players;
    options.blackCardVariant = variant;
    options.seed = seed;
    options.redrawLimit = static_cast<int>(seed % 3);
    options.minWordLength = 2 + static_cast<int>(seed % 5 == 0);
    const GameState dealt = Game(options, deck, lexicon).state();
    Game game(seed % 2 == 0 ? dealt : withShortStack(dealt, seed), lexicon);
    io::RandomPlayer player(randomArrangements(seed ^ 0xc4ecULL), seed);
    Rng rng(seed * 7919);
    const auto where = [&](const Game& at, const Action& action) {
        return "seed " + std::to_string(seed) + ", " + std::to_string(players) + " players" +
               (variant ? ", variant" : "") + ", turn " + std::to_string(at.state().turnNumber) +
               ", phase " + std::to_string(static_cast<int>(at.state().phase)) + ": " +
               io::formatJson(io::actionToJson(action, at.state().deck));
    };
    for (int steps = 0;; ++steps) {
        ASSERT_LT(steps, 5000) << "the game does not end";
        const GameState before = game.state();
        std::vector<Action> candidates = nearActions(game, rng);
        for (int i = 0; i < 4; ++i)
            candidates.push_back(garbageAction(before, rng));
        const auto legal = game.legalActions();
        for (std::size_t i = 0; i < 4 && !legal.empty(); ++i)
            candidates.push_back(legal[rng.below(legal.size())]);
        for (const Action& action : candidates) {
            tally.count(action, expectCheckAgreesWithApply(game, action));
            ASSERT_FALSE(::testing::Test::HasFailure()) << where(game, action);
        }
        ASSERT_EQ(game.state(), before) << "check() changed the state";
        if (game.isOver())
            return;

        // The action the random player chooses: check() on the position before it agrees.
        const Game previous = game;
        const auto step = player.step(game);
        ASSERT_TRUE(step) << "no legal action";
        ASSERT_FALSE(step->refusedLegal) << step->refusedLegal->message;
        const auto answer = expectCheckAgreesWithApply(previous, step->action);
        EXPECT_FALSE(answer) << answer->message;
        ASSERT_FALSE(::testing::Test::HasFailure()) << where(previous, step->action);
        tally.count(step->action, answer);
        ++tally.steps;
    }
}

TEST(CheckProperty, AgreesWithApplyOnACopyThroughoutRandomGames) {
    const auto load = loadDeckFile(POTEGA_DECK_FILE);
    ASSERT_TRUE(load.deck) << load.error;
    const HashLexicon lexicon;
    Tally tally;
    std::uint64_t seed = 101;
    for (int players = 2; players <= 4; ++players) {
        for (bool variant : {false, true}) {
            for (int i = 0; i < 8; ++i) {
                playChecked(*load.deck, lexicon, players, variant, seed++, tally);
                if (::testing::Test::HasFailure())
                    return;
            }
        }
    }
    // The candidates reached every kind of action, accepted and refused, and refusals of many
    // kinds.
    for (std::size_t kind = 0; kind < kActionKinds; ++kind) {
        EXPECT_GT(tally.refused[kind], 0) << "no refusal of action kind " << kind;
        EXPECT_GT(tally.accepted[kind], 0) << "no acceptance of action kind " << kind;
    }
    EXPECT_GE(tally.codes.size(), 30u);
    std::string codes;
    for (ErrorCode code : tally.codes)
        codes += std::string(errorCodeName(code)) + " ";
    RecordProperty("candidates", tally.candidates);
    RecordProperty("steps", tally.steps);
    RecordProperty("codes", codes);
    std::cout << tally.steps << " steps, " << tally.candidates << " actions checked; "
              << tally.codes.size() << " error codes: " << codes << "\n";
}

}  // namespace
}  // namespace ps::engine::testing
