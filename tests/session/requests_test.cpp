// Every decision a seat owes is a request the session names, answered through its one door
// (Session::submit): the answer to an offer, the table's vote on a suspected word, the consent
// to a take-back; and a table of players of different kinds plays whole games through it.

#include <gtest/gtest.h>

#include <deque>
#include <functional>
#include <memory>
#include <set>

#include "bots/movegen.h"
#include "engine/builder.h"
#include "engine/test_lexicon.h"
#include "session/driver.h"
#include "session/seat_player.h"
#include "session_support.h"

namespace ps::session {
namespace {

using namespace ps::engine;
using engine::testing::PositionBuilder;
using engine::testing::TestLexicon;
using testing::contains;
using testing::find;

constexpr PlayerId kActive = 0;
constexpr PlayerId kHelper = 1;

// KOT was played; the active player's A goes after K O T, and KOTA may be related to KOT.
struct SuspectedTable {
    TestLexicon lexicon{"kot", "kota"};
    PositionBuilder b{2};
    CardId k, o, t, a;
    SuspectedTable() {
        lexicon.addSuspected("kot", "kota");
        k = b.letter({0, 0}, "K", kHelper);
        o = b.letter({1, 0}, "O");
        t = b.letter({2, 0}, "T");
        a = b.sheet(kActive, "A");
        b.used("kot");
        b.stackMany(20);  // a session checks the deck is large enough for its players
    }
    Session placed(const Seats& seats) {
        Session session(b.build(), lexicon, seats, std::vector<Action>{});
        EXPECT_EQ(session
                      .submit(find(session.awaited(), kActive, Decision::TurnAction),
                              PlaceCard{a, {3, 0}})
                      .outcome,
                  Outcome::Applied);
        return session;
    }
    [[nodiscard]] PlayWord kota() const { return PlayWord{ps::word("kota"), {k, o, t, a}, false}; }
};

TEST(TableVote, ASuspectedWordWaitsForTheTableWhichAcceptsOrRefusesIt) {
    for (const bool accepts : {false, true}) {
        SuspectedTable table;
        Session session = table.placed({Seat::person(), Seat::person()});
        const GameState placed = session.game().state();
        const Request turn = find(session.awaited(), kActive, Decision::TurnAction);
        ASSERT_EQ(session.submit(turn, table.kota()).outcome, Outcome::AwaitsVote);
        // Nothing happened yet, and nothing else is awaited: the table decides first.
        EXPECT_EQ(session.game().state(), placed);
        const std::vector<Request> awaited = session.awaited();
        ASSERT_EQ(awaited.size(), 1u);
        EXPECT_EQ(awaited[0].what, Decision::TableVote);
        EXPECT_EQ(awaited[0].seat, kActive);
        ASSERT_TRUE(session.voteQuestion().has_value());
        EXPECT_EQ(session.voteQuestion()->word, ps::word("kota"));
        EXPECT_EQ(session.voteQuestion()->relatedTo, ps::word("kot"));
        EXPECT_EQ(session.submit(turn, Pass{}).outcome, Outcome::Stale);

        const SubmitResult result = session.submit(awaited[0], Answer::agreeing(accepts));
        if (accepts) {
            EXPECT_EQ(result.outcome, Outcome::Applied);
            PlayWord played = table.kota();
            played.tableAcceptsSuspected = true;
            EXPECT_EQ(session.history()->back(), Action{played});
            EXPECT_EQ(session.game().state().usedWords.back(), ps::word("kota"));
        } else {
            // The engine refuses the word; the player tries another (D6: it costs nothing).
            EXPECT_EQ(result.outcome, Outcome::Refused);
            ASSERT_TRUE(result.error.has_value());
            EXPECT_EQ(result.error->code, ErrorCode::SuspectedRelation);
            EXPECT_EQ(session.game().state(), placed);
            EXPECT_TRUE(contains(session.awaited(), kActive, Decision::TurnAction));
        }
    }
}

TEST(TableVote, AWordTheTableAlreadyAcceptedGoesThroughAtOnce) {
    SuspectedTable table;
    Session session = table.placed({Seat::person(), Seat::person()});
    PlayWord decided = table.kota();
    decided.tableAcceptsSuspected = true;
    EXPECT_EQ(
        session.submit(find(session.awaited(), kActive, Decision::TurnAction), decided).outcome,
        Outcome::Applied);
}

TEST(OfferAnswer, AnOfferNamesTheAnswerAwaitedAndItsDealWaitsForTheVote) {
    for (const bool accepts : {false, true}) {
        SuspectedTable table;
        Session session = table.placed({Seat::person(), Seat::person()});
        ASSERT_FALSE(session.apply(
            HelpOffer{kHelper, ps::word("kota"), {table.k, table.o, table.t, table.a}, {table.o}}));
        // The active player owes an answer to that offer (or plays on): one request names it.
        EXPECT_FALSE(contains(session.awaited(), kActive, Decision::TurnAction));
        const Request answer = find(session.awaited(), kActive, Decision::OfferAnswer);
        EXPECT_EQ(answer.about, std::optional<PlayerId>(kHelper));

        ASSERT_EQ(session.submit(answer, HelpAccept{kHelper, kActive, false}).outcome,
                  Outcome::AwaitsVote);
        const Request vote = find(session.awaited(), kActive, Decision::TableVote);
        std::vector<Event> events;
        session.setObserver([&](const Step& step) { events = step.events; });
        ASSERT_EQ(session.submit(vote, Answer::agreeing(accepts)).outcome, Outcome::Applied);
        EXPECT_EQ(session.history()->back(), (Action{HelpAccept{kHelper, kActive, accepts}}));
        // Refused, the deal is void and the offer gone; accepted, the word is played.
        EXPECT_EQ(session.game().state().usedWords.back() == ps::word("kota"), accepts);
        EXPECT_TRUE(session.game().helpSummaries().empty());
    }
}

// Two people and a bot; the bots' decisions are played for the people too until the people
// have both played.
Session hotSeatAfterPeoplePlayed(const Seats& seats, std::uint64_t seed) {
    Session session = testing::table(seats, seed);
    testing::MediumBots bots(static_cast<int>(seats.size()), seed);
    for (int step = 0; step < 400 && session.game().state().turnNumber < 4; ++step) {
        const Request request = session.awaited().front();
        session.submit(request, bots.pointers[request.seat]->decide(session.game()));
    }
    return session;
}

TEST(TakeBackConsent, EveryOtherPersonIsAskedAndOneNoKeepsTheTurn) {
    const Seats seats{Seat::person(), Seat::person(), Seat::computer(bots::Level::Medium)};
    Session session = hotSeatAfterPeoplePlayed(seats, 7);
    const std::optional<Session::TurnTakeBack> target = session.turnToTakeBack();
    ASSERT_TRUE(target.has_value());
    const PlayerId other = target->seat == 0 ? 1 : 0;
    const GameState before = session.game().state();
    const std::vector<Action> history = *session.history();

    ASSERT_EQ(session.proposeTakeBack().outcome, Outcome::Held);
    const std::vector<Request> asked = session.awaited();
    ASSERT_EQ(asked.size(), 1u);  // the other person; bots are not asked
    EXPECT_EQ(asked[0].what, Decision::TakeBackConsent);
    EXPECT_EQ(asked[0].seat, other);
    EXPECT_EQ(asked[0].about, std::optional<PlayerId>(target->seat));
    EXPECT_EQ(session.proposeTakeBack().outcome, Outcome::Done);  // one question at a time
    EXPECT_EQ(session.submit(asked[0], Answer::no()).outcome, Outcome::Done);
    EXPECT_EQ(session.game().state(), before);
    EXPECT_EQ(*session.history(), history);
    EXPECT_FALSE(contains(session.awaited(), other, Decision::TakeBackConsent));

    ASSERT_EQ(session.proposeTakeBack().outcome, Outcome::Held);
    const Request consent = find(session.awaited(), other, Decision::TakeBackConsent);
    EXPECT_NE(consent.id, asked[0].id);
    EXPECT_EQ(session.submit(consent, Answer::yes()).outcome, Outcome::Applied);
    EXPECT_EQ(session.history()->size(), target->turnStart);
}

TEST(TakeBackConsent, WithNobodyElseAtTheTableTheTurnGoesBackAtOnce) {
    const Seats seats{Seat::person(), Seat::computer(bots::Level::Medium)};
    Session session = hotSeatAfterPeoplePlayed(seats, 8);
    const std::optional<Session::TurnTakeBack> target = session.turnToTakeBack();
    ASSERT_TRUE(target.has_value());
    EXPECT_EQ(session.proposeTakeBack().outcome, Outcome::Applied);
    EXPECT_EQ(session.history()->size(), target->turnStart);
}

// --- A table of players of different kinds, through the one door.

// A person at the screen, played by a script: it answers later, as a dialog does (the reply is
// kept until the table's loop lets the person act); its moves are a medium bot's, except that
// it dares a word suspected of relation when it finds one, votes on such words by turns, asks
// once to take a turn back and agrees to the others' asking.
class ScriptedPerson final : public SeatPlayer {
  public:
    ScriptedPerson(PlayerId seat, std::uint64_t seed, std::set<Decision>& seen)
        : bot_(bots::makeBot(bots::Level::Medium, seat,
                             bots::Vocabulary{&testing::lexicon(), nullptr}, seed)),
          seen_(&seen) {}

    void receive(const Request& request, const Game& game, Reply reply) override {
        seen_->insert(request.what);
        Answer answer;
        switch (request.what) {
            case Decision::TableVote:
                answer = Answer::agreeing(votes_++ % 2 == 0);
                break;
            case Decision::TakeBackConsent:
                answer = Answer::yes();
                break;
            case Decision::TurnAction:
                if (auto daring = suspectedWord(game)) {
                    answer = Answer(std::move(*daring));
                    break;
                }
                answer = Answer(bot_->decide(game));
                break;
            default:
                answer = Answer(bot_->decide(game));
                break;
        }
        pending_.push_back([request, reply, answer] { reply(request, answer); });
    }
    [[nodiscard]] bool thinking() const { return !pending_.empty(); }
    // The person acts: the answer given last reaches the session.
    void act() {
        auto next = std::move(pending_.front());
        pending_.pop_front();
        next();
    }
    bool wantsTakeBack(const Session& session) {
        const auto target = session.turnToTakeBack();
        if (askedTakeBack_ || !target || target->seat != bot_->seat() ||
            session.game().state().turnNumber < 6)
            return false;
        askedTakeBack_ = true;
        return true;
    }

  private:
    // A word of the table's letters and this turn's card that the engine would send to the
    // table's vote, once per turn.
    std::optional<Action> suspectedWord(const Game& game) {
        const GameState& state = game.state();
        if (state.phase != Phase::Word || state.usedWords.empty() || triedTurn_ == state.turnNumber)
            return std::nullopt;
        triedTurn_ = state.turnNumber;
        dict::AnagramQuery query;
        query.maxLength = 8;
        for (const TableCell& cell : state.table) {
            if (cell.side == Side::Face)
                ++query.available[state.deck[cell.card].letter];
        }
        for (const CardId card : bots::requiredCards(state))
            ++query.required[state.deck[card].letter];
        std::optional<Action> found;
        testing::lexicon().forEachAnagram(query, [&](std::span<const Letter> letters) {
            if (found)
                return;
            const PlayWord play{Word(letters.begin(), letters.end()), {}, false};
            if (game.previewWord(play).verdict.problem == ErrorCode::SuspectedRelation) {
                PlayWord accepted = play;
                accepted.tableAcceptsSuspected = true;
                if (game.previewWord(accepted).verdict.ok())
                    found = Action{play};
            }
        });
        return found;
    }

    std::unique_ptr<bots::Bot> bot_;
    std::set<Decision>* seen_;
    std::deque<std::function<void()>> pending_;
    int votes_ = 0;
    int triedTurn_ = -1;
    bool askedTakeBack_ = false;
};

struct TablePlayed {
    std::vector<Action> actions;
    std::set<Decision> seen;
    int takeBacks = 0;
};

// Seat 0 and 1 people, the rest bots; every request goes to its seat's player, and the people
// answer when the loop comes to them, as the app's dialogs do.
TablePlayed playTable(int players, std::uint64_t seed) {
    Seats seats;
    for (int seat = 0; seat < players; ++seat)
        seats.push_back(seat < 2 ? Seat::person() : Seat::computer(bots::Level::Medium));
    Session session = testing::table(seats, seed);
    TablePlayed played;
    testing::MediumBots bots(players, seed);
    std::vector<std::unique_ptr<SeatPlayer>> owned;
    std::vector<ScriptedPerson*> people;
    for (int seat = 0; seat < players; ++seat) {
        if (seat < 2) {
            auto person =
                std::make_unique<ScriptedPerson>(static_cast<PlayerId>(seat), seed, played.seen);
            people.push_back(person.get());
            owned.push_back(std::move(person));
        } else {
            owned.push_back(std::make_unique<BotSeat>(*bots.pointers[seat]));
        }
    }
    session.setObserver([&](const Step& step) { played.actions.push_back(step.action); });
    const SeatPlayer::Reply door = [&](const Request& request, Answer answer) {
        const SubmitResult result = session.submit(request, std::move(answer));
        EXPECT_NE(result.outcome, Outcome::NoDecision);
        if (result.outcome == Outcome::Refused) {
            // Only the table's no to a daring word is refused; the person then plays on.
            ASSERT_TRUE(result.error.has_value());
            EXPECT_EQ(result.error->code, ErrorCode::SuspectedRelation) << result.error->message;
        }
    };
    for (int step = 0; step < 20000 && !session.game().isOver(); ++step) {
        for (ScriptedPerson* person : people) {
            if (person->wantsTakeBack(session) &&
                session.proposeTakeBack().outcome != Outcome::Done)
                ++played.takeBacks;
        }
        const std::vector<Request> awaited = session.awaited();
        EXPECT_FALSE(awaited.empty());
        if (awaited.empty())
            break;
        // The most urgent request goes to its seat; a person who was asked answers on the
        // loop's next pass (a late answer to a request gone is dropped by the session).
        const Request& request = awaited.front();
        auto* person = request.seat < 2 ? people[request.seat] : nullptr;
        if (person != nullptr && person->thinking())
            person->act();
        else
            owned[request.seat]->receive(request, session.game(), door);
    }
    EXPECT_TRUE(session.game().isOver()) << "seed " << seed;
    return played;
}

TEST(OneDoor, PeopleAndBotsPlayWholeGamesWithOffersVotesAndTakeBacks) {
    std::set<Decision> seen;
    int takeBacks = 0;
    // Seeds not tuned on: the first ones tried.
    for (const std::uint64_t seed : {101u, 102u, 103u, 104u}) {
        const TablePlayed first = playTable(seed % 2 == 0 ? 3 : 4, seed);
        const TablePlayed again = playTable(seed % 2 == 0 ? 3 : 4, seed);
        EXPECT_EQ(first.actions, again.actions) << "the same seed plays the same game";
        seen.insert(first.seen.begin(), first.seen.end());
        takeBacks += first.takeBacks;
    }
    for (const Decision kind : {Decision::TurnAction, Decision::OfferAnswer, Decision::TableVote,
                                Decision::TakeBackConsent}) {
        EXPECT_TRUE(seen.contains(kind)) << "no request of kind " << int(kind) << " was seen";
    }
    EXPECT_GT(takeBacks, 0);
}

}  // namespace
}  // namespace ps::session
