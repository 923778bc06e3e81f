// The house rule "the table may overrule the dictionary" (GameOptions::tableOverrulesDictionary):
// a word refused only for not being in the dictionary is put to every other person at the table;
// all yes plays it, one no keeps it out, and the acceptance is in the record.

#include <gtest/gtest.h>

#include "engine/builder.h"
#include "engine/io/action_json.h"
#include "engine/io/record.h"
#include "engine/io/standard_deck.h"
#include "engine/test_lexicon.h"
#include "session/session.h"
#include "session_support.h"

namespace ps::session {
namespace {

using namespace ps::engine;
using engine::testing::PositionBuilder;
using engine::testing::TestLexicon;
using testing::contains;
using testing::find;

constexpr PlayerId kProposer = 0;

// The proposer's A goes after K O T on the table; KOTA is not in the dictionary, KOT is.
struct UnknownWordTable {
    TestLexicon lexicon{"kot", "tak"};
    PositionBuilder b;
    CardId k, o, t, a;
    explicit UnknownWordTable(int players, bool houseRule = true) : b(players) {
        b.options().tableOverrulesDictionary = houseRule;
        k = b.letter({0, 0}, "K");
        o = b.letter({1, 0}, "O");
        t = b.letter({2, 0}, "T");
        a = b.sheet(kProposer, "A");
        b.stackMany(30);  // a session checks the deck is large enough for its players
    }
    Session placed(const Seats& seats) {
        Session session(b.build(), lexicon, seats, std::vector<Action>{});
        EXPECT_EQ(session
                      .submit(find(session.awaited(), kProposer, Decision::TurnAction),
                              PlaceCard{a, {3, 0}})
                      .outcome,
                  Outcome::Applied);
        return session;
    }
    [[nodiscard]] PlayWord kota() const { return PlayWord{ps::word("kota"), {k, o, t, a}}; }
};

Request turn(const Session& session) {
    return find(session.awaited(), kProposer, Decision::TurnAction);
}

TEST(TableOverrule, OffByDefaultAWordNotInTheDictionaryIsRefusedWithoutAVote) {
    EXPECT_FALSE(GameOptions{}.tableOverrulesDictionary);
    UnknownWordTable table(3, false);
    Session session = table.placed({Seat::person(), Seat::person(), Seat::person()});
    const SubmitResult result = session.submit(turn(session), table.kota());
    EXPECT_EQ(result.outcome, Outcome::Refused);
    ASSERT_TRUE(result.error.has_value());
    EXPECT_EQ(result.error->code, ErrorCode::NotInDictionary);
    EXPECT_FALSE(session.questionOpen());
    // Claiming the table's acceptance does not help either while the option is off.
    PlayWord claimed = table.kota();
    claimed.tableAcceptsUnknown = true;
    EXPECT_EQ(session.submit(turn(session), claimed).outcome, Outcome::Refused);
    EXPECT_TRUE(session.history()->size() == 1u);  // only the placement
}

TEST(TableOverrule, EveryOtherPersonIsAskedAndAllYesPlaysTheWordIntoTheRecord) {
    UnknownWordTable table(4);
    Session session = table.placed(
        {Seat::person(), Seat::person(), Seat::computer(bots::Level::Medium), Seat::person()});
    const GameState before = session.game().state();
    std::vector<Event> events;
    session.setObserver([&](const Step& step) { events = step.events; });

    ASSERT_EQ(session.submit(turn(session), table.kota()).outcome, Outcome::AwaitsVote);
    EXPECT_EQ(session.game().state(), before);
    EXPECT_TRUE(session.questionOpen());
    ASSERT_TRUE(session.voteQuestion().has_value());
    EXPECT_EQ(session.voteQuestion()->word, ps::word("kota"));
    EXPECT_EQ(session.voteQuestion()->reason, Session::VoteReason::NotInDictionary);
    EXPECT_EQ(session.voteQuestion()->proposer, kProposer);
    EXPECT_TRUE(session.voteQuestion()->relatedTo.empty());
    // The two other people are asked, naming whose word it is; not the proposer, not the bot.
    const std::vector<Request> asked = session.awaited();
    ASSERT_EQ(asked.size(), 2u);
    for (const Request& request : asked) {
        EXPECT_EQ(request.what, Decision::TableVote);
        EXPECT_EQ(request.about, std::optional<PlayerId>(kProposer));
    }
    EXPECT_EQ(asked[0].seat, 1);
    EXPECT_EQ(asked[1].seat, 3);

    EXPECT_EQ(session.submit(asked[0], Answer::yes()).outcome, Outcome::Done);
    EXPECT_EQ(session.game().state(), before);  // one yes is not the table's yes
    EXPECT_EQ(session.submit(asked[0], Answer::yes()).outcome, Outcome::Stale);  // once each
    ASSERT_EQ(session.awaited().size(), 1u);
    EXPECT_EQ(session.submit(asked[1], Answer::yes()).outcome, Outcome::Applied);

    // Played, with the acceptance in the record and in the event.
    PlayWord accepted = table.kota();
    accepted.tableAcceptsUnknown = true;
    accepted.tableAcceptsSuspected = true;
    ASSERT_EQ(session.history()->back(), Action{accepted});
    EXPECT_EQ(session.game().state().usedWords.back(), ps::word("kota"));
    bool byTable = false;
    for (const Event& event : events) {
        if (const auto* word = std::get_if<WordPlayed>(&event))
            byTable = word->byTable;
    }
    EXPECT_TRUE(byTable);

    // A replay of the record plays the same word: the recorded action, through JSON and back,
    // applied to the position before it, gives the same position; and the option survives a
    // saved position.
    const io::Json written = io::actionToJson(accepted, before.deck);
    EXPECT_EQ(written.value("tableAcceptsUnknown", false), true);
    const io::Loaded<Action> read = io::actionFromJson(written, before.deck, nullptr);
    ASSERT_TRUE(read.ok()) << read.error.message;
    EXPECT_EQ(*read.value, Action{accepted});
    Game fromBefore(before, table.lexicon);
    ASSERT_TRUE(fromBefore.apply(*read.value).ok());
    EXPECT_EQ(fromBefore.state(), session.game().state());
    io::Record record{before.options, io::standardDeck(), {Action{accepted}}};
    const io::Loaded<io::Record> saved = io::loadRecord(io::writeRecord(record));
    ASSERT_TRUE(saved.ok()) << saved.error.message;
    EXPECT_TRUE(saved.value->options.tableOverrulesDictionary);
    EXPECT_EQ(saved.value->actions, record.actions);

    // The turn went on to the next player.
    EXPECT_TRUE(contains(session.awaited(), 1, Decision::TurnAction));
}

TEST(TableOverrule, OneRefusalKeepsTheWordOutAndTheTurnGoesOn) {
    UnknownWordTable table(3);
    Session session = table.placed({Seat::person(), Seat::person(), Seat::person()});
    const GameState before = session.game().state();
    ASSERT_EQ(session.submit(turn(session), table.kota()).outcome, Outcome::AwaitsVote);
    const std::vector<Request> asked = session.awaited();
    ASSERT_EQ(asked.size(), 2u);
    EXPECT_EQ(session.submit(asked[0], Answer::yes()).outcome, Outcome::Done);
    const SubmitResult refused = session.submit(asked[1], Answer::no());
    EXPECT_EQ(refused.outcome, Outcome::Refused);
    ASSERT_TRUE(refused.error.has_value());
    EXPECT_EQ(refused.error->code, ErrorCode::NotInDictionary);
    EXPECT_NE(refused.error->message.find("the table did not accept it"), std::string::npos);
    EXPECT_EQ(session.game().state(), before);
    EXPECT_FALSE(session.questionOpen());
    // The proposer tries another word (or the same again: the table is asked again).
    ASSERT_EQ(session.submit(turn(session), table.kota()).outcome, Outcome::AwaitsVote);
    EXPECT_EQ(session.awaited().size(), 2u);
}

TEST(TableOverrule, WithoutAnotherPersonAtTheTableNobodyCanAcceptTheWord) {
    UnknownWordTable table(2);
    Session session = table.placed({Seat::person(), Seat::computer(bots::Level::Medium)});
    const SubmitResult result = session.submit(turn(session), table.kota());
    EXPECT_EQ(result.outcome, Outcome::Refused);
    ASSERT_TRUE(result.error.has_value());
    EXPECT_EQ(result.error->code, ErrorCode::NotInDictionary);
    EXPECT_NE(result.error->message.find("no other person"), std::string::npos);
    EXPECT_FALSE(session.questionOpen());
}

TEST(TableOverrule, OnlyAWordRefusedForNotBeingInTheDictionaryIsPutToTheTable) {
    UnknownWordTable table(2);
    Session session = table.placed({Seat::person(), Seat::person()});
    // Misses the placed card: refused for that, whatever the table thinks.
    const SubmitResult missing =
        session.submit(turn(session), PlayWord{ps::word("kot"), {table.k, table.o, table.t}});
    EXPECT_EQ(missing.outcome, Outcome::Refused);
    ASSERT_TRUE(missing.error.has_value());
    EXPECT_EQ(missing.error->code, ErrorCode::PlacedCardNotUsed);
    EXPECT_FALSE(session.questionOpen());
    // A word the dictionary holds is played at once, without a vote.
    EXPECT_EQ(session.submit(turn(session), PlayWord{ps::word("tak"), {table.t, table.a, table.k}})
                  .outcome,
              Outcome::Applied);
}

TEST(TableOverrule, AWordTheTableAcceptedCannotBePlayedAgain) {
    UnknownWordTable table(2);
    table.b.used("kota");  // accepted earlier in the game
    Session session = table.placed({Seat::person(), Seat::person()});
    // Refused as the repeat it is, without a vote: not as a word the dictionary lacks.
    const SubmitResult again = session.submit(turn(session), table.kota());
    EXPECT_EQ(again.outcome, Outcome::Refused);
    ASSERT_TRUE(again.error.has_value());
    EXPECT_EQ(again.error->code, ErrorCode::AlreadyPlayed);
    EXPECT_FALSE(session.questionOpen());
    // The engine names the repeat whether the table's acceptance is claimed or not.
    PlayWord claimed = table.kota();
    claimed.tableAcceptsUnknown = true;
    EXPECT_EQ(session.game().checkWord(claimed).problem, ErrorCode::AlreadyPlayed);
    EXPECT_EQ(session.game().checkWord(table.kota()).problem, ErrorCode::AlreadyPlayed);
}

TEST(TableOverrule, AHelpersWordIsNotOverruled) {
    UnknownWordTable table(2);
    Session session = table.placed({Seat::person(), Seat::person()});
    const std::optional<Error> offer = session.apply(
        HelpOffer{1, ps::word("kota"), {table.k, table.o, table.t, table.a}, {table.o}});
    ASSERT_TRUE(offer.has_value());
    EXPECT_EQ(offer->code, ErrorCode::NotInDictionary);
}

}  // namespace
}  // namespace ps::session
