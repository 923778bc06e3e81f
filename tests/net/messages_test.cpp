// The messages and their readers: what is written reads back the same; what is malformed,
// unknown, out of range or inconsistent is refused with the path of the fault.

#include <gtest/gtest.h>

#include "engine/io/action_json.h"
#include "net_support.h"

namespace ps::net {
namespace {

using engine::PlayerId;
using engine::io::Json;

// A game some way in, with a tape card or two and offers made (medium bots at every seat).
engine::Game playedGame(int players, std::uint64_t seed, int actions) {
    engine::GameOptions options;
    options.players = players;
    options.seed = seed;
    options.blackCardVariant = true;
    engine::Game game(options, engine::io::standardDeck(), testing::lexicon());
    std::vector<std::unique_ptr<bots::Bot>> bots;
    for (int seat = 0; seat < players; ++seat)
        bots.push_back(bots::makeBot(bots::Level::Medium, static_cast<PlayerId>(seat),
                                     bots::Vocabulary{&testing::lexicon(), nullptr}, seed));
    for (int i = 0; i < actions && !game.isOver(); ++i) {
        const PlayerId seat = bots::awaitedSeat(game).value_or(game.currentPlayer());
        const auto action = bots[seat]->decide(game);
        if (!action || !game.apply(*action).ok())
            break;
    }
    return game;
}

ClientContext contextFor(PlayerId seat, int players) {
    return ClientContext{seat, engine::io::standardDeck(), players};
}

TEST(SeatViews, ReadBackAndAgreeWithTheGameInEverythingVisible) {
    int tapes = 0;
    for (const int players : {2, 3, 4}) {
        for (const int actions : {0, 15, 40, 80, 400}) {
            const engine::Game game = playedGame(players, 40 + actions, actions);
            for (PlayerId seat = 0; seat < players; ++seat) {
                const SeatView view = viewFor(game, seat);
                const auto read =
                    viewFromJson(viewToJson(view, game.state().deck), game.state().deck, seat);
                ASSERT_TRUE(read.ok()) << read.error.text();
                EXPECT_EQ(*read.value, view);
                // The determinized game shows the seat the same view.
                const engine::Game made(determinize(view, game.state().deck), testing::lexicon());
                SeatView again = viewFor(made, seat);
                // Rivals' offers are not in the made-up game (their words are unknown).
                again.offers = view.offers;
                EXPECT_EQ(again, view);
                EXPECT_EQ(made.state().stack.size(), game.state().stack.size());
                for (const CellView& cell : view.table)
                    tapes += cell.side == engine::Side::Tape ? 1 : 0;
            }
        }
    }
    EXPECT_GT(tapes, 0);
}

TEST(SeatViews, RefuseASeedADoubledCardAndCountsThatDoNotAddUp) {
    const engine::Game game = playedGame(3, 9, 30);
    const engine::Deck& deck = game.state().deck;
    const Json good = viewToJson(viewFor(game, 1), deck);
    const auto refused = [&](Json view, std::string_view path) {
        const auto read = viewFromJson(view, deck, 1);
        EXPECT_FALSE(read.ok()) << view.dump();
        EXPECT_EQ(read.error.path.substr(0, path.size()), path) << read.error.text();
    };
    Json seeded = good;
    seeded["options"]["seed"] = 5;
    refused(seeded, "/options/seed");
    Json bigger = good;
    bigger["stack"] = good["stack"].get<int>() + 1;
    refused(bigger, "/stack");
    Json doubled = good;
    const auto face = std::find_if(good["cells"].begin(), good["cells"].end(),
                                   [](const Json& cell) { return cell.contains("card"); });
    ASSERT_NE(face, good["cells"].end());
    doubled["players"][0]["captured"].push_back((*face)["card"]);
    refused(doubled, "/players/0/captured");
    Json otherSeat = good;
    otherSeat["seat"] = 2;
    refused(otherSeat, "/seat");
    Json unknown = good;
    unknown["turn"]["secret"] = "x";
    refused(unknown, "/turn/secret");
    Json phase = good;
    phase["phase"] = "nap";
    refused(phase, "/phase");
    Json marker = good;
    marker["cells"][0]["marker"] = 7;  // a fourth player's, at a table of three
    refused(marker, "/cells/0/marker");
    Json pool = good;
    pool["players"][1]["pool"] = 3;  // markers that are nowhere
    refused(pool, "");
}

TEST(Messages, WriteAndReadBack) {
    const engine::Game game = playedGame(2, 3, 20);
    const engine::Deck& deck = game.state().deck;
    const ClientContext context = contextFor(1, 2);

    const auto hello = readClientMessage(writeHello("t", 1, "Ala"));
    ASSERT_TRUE(hello.ok()) << hello.error.text();
    EXPECT_EQ(hello.value->header.kind, Kind::Hello);
    EXPECT_EQ(hello.value->name, "Ala");

    const WireRequest request{session::Decision::OfferAnswer, 42, PlayerId{0}};
    const auto answer = readClientMessage(
        writeAnswer("t", 2, request, session::Answer(engine::HelpRefuse{0}), game.state()));
    ASSERT_TRUE(answer.ok()) << answer.error.text();
    EXPECT_EQ(answer.value->request, request);
    ASSERT_TRUE(answer.value->action.has_value());
    EXPECT_EQ(engine::io::actionFromJson(*answer.value->action, deck, nullptr).value,
              engine::Action(engine::HelpRefuse{0}));

    const WireRequest window{session::Decision::HelpOffer, 7, PlayerId{0}};
    const auto hold = readClientMessage(writeHold("t", 3, window, true));
    ASSERT_TRUE(hold.ok()) << hold.error.text();
    EXPECT_EQ(hold.value->header.kind, Kind::Hold);
    EXPECT_EQ(hold.value->request, window);
    EXPECT_TRUE(hold.value->holding);
    EXPECT_FALSE(readClientMessage(writeHold("t", 4, window, false)).value->holding);

    Welcome welcome;
    welcome.seat = 1;
    welcome.seats = {{"bot", SeatKind::Bot, bots::Level::Hard}, {"Ala", SeatKind::Remote, {}}};
    welcome.options = game.state().options;
    welcome.deck = deck;
    const std::string welcomeText = writeWelcome("t", 1, welcome);
    EXPECT_EQ(welcomeText.find("seed"), std::string::npos);
    const auto readWelcome = readHostMessage(welcomeText, nullptr);
    ASSERT_TRUE(readWelcome.ok()) << readWelcome.error.text();
    EXPECT_EQ(readWelcome.value->welcome->seats, welcome.seats);
    EXPECT_EQ(readWelcome.value->welcome->options.seed, 0u);

    const SeatView view = viewFor(game, 1);
    const auto state = readHostMessage(writeState("t", 2, view, deck), &context);
    ASSERT_TRUE(state.ok()) << state.error.text();
    EXPECT_EQ(*state.value->view, view);

    const VoteView vote{ps::word("kotek"), ps::word("kot"), session::Session::VoteReason::Related,
                        1};
    const auto asked = readHostMessage(
        writeRequest("t", 3, WireRequest{session::Decision::TableVote, 7, PlayerId{1}}, vote,
                     std::nullopt),
        &context);
    ASSERT_TRUE(asked.ok()) << asked.error.text();
    EXPECT_EQ(asked.value->vote, vote);

    // Another seat's offer: its word and cards stay with the helper.
    session::Step step;
    step.actor = 0;
    const engine::Cell corner = game.state().table.front().cell;
    const engine::CardId card = game.state().table.front().card;
    step.action = engine::HelpOffer{0, ps::word("kot"), {card, card, card}, {card}};
    step.events = {engine::HelpOffered{0}};
    const std::string secret = writeEvent("t", 4, step, 1, deck);
    EXPECT_EQ(secret.find("kot"), std::string::npos);
    const auto offered = readHostMessage(secret, &context);
    ASSERT_TRUE(offered.ok()) << offered.error.text();
    EXPECT_FALSE(offered.value->step->action.has_value());
    EXPECT_EQ(offered.value->step->offer, (HiddenOffer{0, 3, {card}}));
    EXPECT_NE(writeEvent("t", 4, step, 0, deck).find("kot"), std::string::npos);

    // Tape cards' faces are nobody's; another's ĆWICZEBNY cards are theirs.
    session::Step tapes;
    tapes.actor = 0;
    tapes.action = engine::UseShadow{card, {corner.x + 50, corner.y}};
    tapes.events = {engine::TapePlaced{0, card, corner},
                    engine::TapeMoved{card, corner, {corner.x + 50, corner.y}},
                    engine::ZeppelinDrew{0, {card, card}}};
    const std::string hidden = writeEvent("t", 5, tapes, 1, deck);
    EXPECT_EQ(hidden.find("#" + std::to_string(card) + "\""), std::string::npos) << hidden;
    const auto readHidden = readHostMessage(hidden, &context);
    ASSERT_TRUE(readHidden.ok()) << readHidden.error.text();
    // A front end's log reads the events back: the hidden faces as card 0, the count kept.
    const std::vector<engine::Event> told = stepEvents(*readHidden.value->step, context);
    ASSERT_EQ(told.size(), 3u);
    EXPECT_EQ(told[0], engine::Event(engine::TapePlaced{0, 0, corner}));
    EXPECT_EQ(told[1], engine::Event(engine::TapeMoved{0, corner, {corner.x + 50, corner.y}}));
    EXPECT_EQ(told[2], engine::Event(engine::ZeppelinDrew{0, {0, 0}}));
    // What the seat may see reads back exactly: the steps of a real game (medium bots: words,
    // markers, captures, tapes), for seat 1.
    engine::Game replayed = playedGame(2, 3, 0);
    std::vector<std::unique_ptr<bots::Bot>> players;
    for (int seat = 0; seat < 2; ++seat)
        players.push_back(bots::makeBot(bots::Level::Medium, static_cast<PlayerId>(seat),
                                        bots::Vocabulary{&testing::lexicon(), nullptr}, 3));
    for (int i = 0; i < 60 && !replayed.isOver(); ++i) {
        const PlayerId seat = bots::awaitedSeat(replayed).value_or(replayed.currentPlayer());
        const auto action = players[seat]->decide(replayed);
        ASSERT_TRUE(action.has_value());
        session::Step played;
        played.actor = engine::actorOf(*action, replayed.state());
        played.action = *action;
        const engine::Result applied = replayed.apply(*action);
        ASSERT_TRUE(applied.ok());
        played.events = applied.events;
        const auto read = readHostMessage(writeEvent("t", 6, played, 1, deck), &context);
        ASSERT_TRUE(read.ok()) << read.error.text();
        const std::vector<engine::Event> back = stepEvents(*read.value->step, context);
        ASSERT_EQ(back.size(), played.events.size());
        for (std::size_t e = 0; e < back.size(); ++e) {
            if (!std::holds_alternative<engine::TapePlaced>(back[e]) &&
                !std::holds_alternative<engine::TapeMoved>(back[e]) &&
                !std::holds_alternative<engine::ZeppelinDrew>(back[e]) &&
                !(std::holds_alternative<engine::ZeppelinKeep>(played.action) &&
                  std::holds_alternative<engine::CardUnderStack>(back[e]))) {
                EXPECT_EQ(back[e], played.events[e]) << "event " << e << " of step " << i;
            }
        }
    }
}

TEST(Messages, AHostMessageIsRefusedWhenMalformedOrOutOfPlace) {
    const ClientContext context = contextFor(1, 2);
    const auto refusedAt = [&](const std::string& text, const ClientContext* in) {
        const auto read = readHostMessage(text, in);
        EXPECT_FALSE(read.ok()) << text;
        return read.error.path;
    };
    const std::string over = writeGameOver("t", 9, GameOverView{{3, 4}, {1}});
    EXPECT_TRUE(readHostMessage(over, &context).ok());
    EXPECT_EQ(refusedAt(over, nullptr), "/kind");  // before the welcome
    Json three = Json::parse(over);
    three["totals"].push_back(1);
    EXPECT_EQ(refusedAt(three.dump(), &context), "/totals");
    Json noWinner = Json::parse(over);
    noWinner["winners"] = Json::array();
    EXPECT_EQ(refusedAt(noWinner.dump(), &context), "/winners");
    Json answer = Json::parse(over);
    answer["kind"] = "answer";
    EXPECT_EQ(refusedAt(answer.dump(), &context), "/kind");
    const std::string vote =
        writeRequest("t", 3, WireRequest{session::Decision::TableVote, 7, PlayerId{1}},
                     std::nullopt, std::nullopt);
    EXPECT_EQ(refusedAt(vote, &context), "/request");  // a vote without its question
    Json event = Json::parse(writeWithdraw("t", 3, WireRequest{}));
    event["kind"] = "event";
    EXPECT_EQ(refusedAt(event.dump(), &context), "/request");
    session::Step step;
    step.action = engine::Pass{};
    step.events = {engine::Passed{0}};
    Json strange = Json::parse(writeEvent("t", 4, step, 1, engine::io::standardDeck()));
    // An event travels as [type, fields in order]: an unknown type, a field too many, an
    // object are refused.
    strange["events"][0][0] = "card-teleported";
    EXPECT_EQ(refusedAt(strange.dump(), &context), "/events/0/0");
    strange["events"][0] = Json::array({"passed", 0, 1});
    EXPECT_EQ(refusedAt(strange.dump(), &context), "/events/0");
    strange["events"][0] = Json::object({{"type", "passed"}, {"player", 0}});
    EXPECT_EQ(refusedAt(strange.dump(), &context), "/events/0");
}

TEST(ClientTable, RefusesReplaysOtherTablesAndMessagesBeforeTheWelcome) {
    const engine::Game game = playedGame(2, 4, 10);
    ClientTable client("t", "Ala");
    const std::string state = writeState("t", 2, viewFor(game, 1), game.state().deck);
    EXPECT_FALSE(client.receive(state).ok);
    Welcome welcome;
    welcome.seat = 1;
    welcome.seats = {{"bot", SeatKind::Bot, bots::Level::Medium}, {"Ala", SeatKind::Remote, {}}};
    welcome.options = game.state().options;
    welcome.deck = game.state().deck;
    EXPECT_FALSE(client.receive(writeWelcome("u", 1, welcome)).ok);
    EXPECT_FALSE(client.welcomed());
    EXPECT_TRUE(client.receive(writeWelcome("t", 1, welcome)).ok);
    EXPECT_TRUE(client.receive(state).ok);
    EXPECT_EQ(*client.view(), viewFor(game, 1));
    const ClientTable::Read replay = client.receive(state);
    EXPECT_FALSE(replay.ok);
    EXPECT_NE(replay.error.find("not newer"), std::string::npos);
    // A welcome for another seat's kind (a bot) is refused: this machine is a remote seat.
    welcome.seat = 0;
    EXPECT_FALSE(client.receive(writeWelcome("t", 5, welcome)).ok);
    EXPECT_EQ(client.welcome()->seat, 1);
}

TEST(ClientTable, AGapInTheHostsNumberingCallsForAHelloAndTheLateMessageIsRefused) {
    const engine::Game game = playedGame(2, 4, 10);
    ClientTable client("t", "Ala");
    Welcome welcome;
    welcome.seat = 1;
    welcome.seats = {{"bot", SeatKind::Bot, bots::Level::Medium}, {"Ala", SeatKind::Remote, {}}};
    welcome.options = game.state().options;
    welcome.deck = game.state().deck;
    ASSERT_TRUE(client.receive(writeWelcome("t", 1, welcome)).ok);
    ASSERT_TRUE(client.receive(writeState("t", 2, viewFor(game, 1), game.state().deck)).ok);
    EXPECT_FALSE(client.takeGap());
    // Messages 3 (a request) and 4 (a withdrawal of something else) arrive swapped.
    const WireRequest turn{session::Decision::TurnAction, 7, std::nullopt};
    const WireRequest other{session::Decision::HelpOffer, 6, std::nullopt};
    const std::string request = writeRequest("t", 3, turn, std::nullopt, std::nullopt);
    ASSERT_TRUE(client.receive(writeWithdraw("t", 4, other)).ok);
    EXPECT_TRUE(client.takeGap());
    EXPECT_FALSE(client.takeGap()) << "said once";
    EXPECT_FALSE(client.receive(request).ok) << "out of order";
    EXPECT_TRUE(client.open().empty()) << "the request is lost until the hello brings it again";
    // The welcome after the hello starts again; what follows it in order is read without a gap.
    ASSERT_TRUE(client.receive(writeWelcome("t", 5, welcome)).ok);
    ASSERT_TRUE(client.receive(writeState("t", 6, viewFor(game, 1), game.state().deck)).ok);
    ASSERT_TRUE(client.receive(writeRequest("t", 7, turn, std::nullopt, std::nullopt)).ok);
    EXPECT_FALSE(client.takeGap());
    ASSERT_EQ(client.open().size(), 1u);
    EXPECT_EQ(client.open().front().request, turn);
}

TEST(Messages, AStepWhoseFirstEventTellsItsActionTravelsWithoutIt) {
    const engine::Game game = playedGame(2, 4, 0);
    const engine::Deck& deck = game.state().deck;
    engine::Game next = game;
    const std::vector<engine::Action> legal = next.legalActions();
    const auto place = std::find_if(legal.begin(), legal.end(), [](const engine::Action& a) {
        return std::holds_alternative<engine::PlaceCard>(a);
    });
    ASSERT_NE(place, legal.end());
    const auto applied = next.apply(*place);
    ASSERT_TRUE(applied.ok());
    session::Step step;
    step.actor = game.currentPlayer();
    step.action = *place;
    step.events = applied.events;
    const std::string text = writeEvent("t", 3, step, 1, deck);
    EXPECT_EQ(Json::parse(text).count("action"), 0u) << text;
    const ClientContext context = contextFor(1, 2);
    const auto read = readHostMessage(text, &context);
    ASSERT_TRUE(read.ok()) << read.error.text();
    ASSERT_TRUE(read.value->step->action.has_value());
    EXPECT_EQ(*read.value->step->action, engine::io::actionToJson(*place, deck));
    // Without its action and with a first event that does not tell it, a step is refused.
    Json bare = Json::parse(text);
    bare["events"] = Json::array({Json::array({"passed", 0})});
    EXPECT_FALSE(readHostMessage(bare.dump(), &context).ok());
}

TEST(ViewChanges, CarryEveryViewOfAGameToTheNextAndAreSmallerThanTheView) {
    // Every view of a 3-player game with the black cards, for each seat, from the one before.
    for (const PlayerId seat : {PlayerId{0}, PlayerId{1}, PlayerId{2}}) {
        std::size_t changed = 0;
        std::size_t whole = 0;
        Json before = viewToJson(viewFor(playedGame(3, 21, 0), seat), engine::io::standardDeck());
        for (int actions = 1; actions < 60; ++actions) {
            const engine::Game game = playedGame(3, 21, actions);
            const Json after = viewToJson(viewFor(game, seat), game.state().deck);
            const std::optional<ViewChange> change = viewChange(before, after);
            if (!change) {
                EXPECT_EQ(before, after);
                continue;
            }
            const std::string text = writeChange("t", 3, *change);
            const ClientContext context = contextFor(seat, 3);
            const auto read = readHostMessage(text, &context);
            ASSERT_TRUE(read.ok()) << read.error.text();
            const std::optional<Json> applied = applyViewChange(before, *read.value->change);
            ASSERT_TRUE(applied.has_value()) << text;
            const auto view = viewFromJson(*applied, game.state().deck, seat);
            ASSERT_TRUE(view.ok()) << view.error.text();
            EXPECT_EQ(*view.value, viewFor(game, seat));
            EXPECT_EQ(viewDigest(viewToJson(*view.value, game.state().deck)), change->digest);
            changed += text.size();
            whole += writeState("t", 3, viewFor(game, seat), game.state().deck).size();
            before = after;
        }
        EXPECT_LT(changed * 3, whole) << "seat " << seat;
    }
}

TEST(ViewChanges, AChangeThatDoesNotApplyIsRefusedAndCallsForAHello) {
    const engine::Game game = playedGame(2, 4, 10);
    const engine::Game later = playedGame(2, 4, 14);
    ClientTable client("t", "Ala");
    Welcome welcome;
    welcome.seat = 1;
    welcome.seats = {{"bot", SeatKind::Bot, bots::Level::Medium}, {"Ala", SeatKind::Remote, {}}};
    welcome.options = game.state().options;
    welcome.deck = game.state().deck;
    ASSERT_TRUE(client.receive(writeWelcome("t", 1, welcome)).ok);
    const Json first = viewToJson(viewFor(game, 1), game.state().deck);
    const Json second = viewToJson(viewFor(later, 1), game.state().deck);
    const std::optional<ViewChange> change = viewChange(first, second);
    ASSERT_TRUE(change.has_value());
    // Before any view: nothing to apply it to.
    EXPECT_FALSE(client.receive(writeChange("t", 2, *change)).ok);
    EXPECT_TRUE(client.takeGap());
    ASSERT_TRUE(client.receive(writeWelcome("t", 3, welcome)).ok);
    ASSERT_TRUE(client.receive(writeState("t", 4, viewFor(game, 1), game.state().deck)).ok);
    // Another digest: the view it makes is not the host's.
    ViewChange forged = *change;
    forged.digest ^= 1;
    EXPECT_FALSE(client.receive(writeChange("t", 5, forged)).ok);
    EXPECT_TRUE(client.takeGap());
    EXPECT_EQ(*client.view(), viewFor(game, 1)) << "a refused change changes nothing";
    // A place the view lacks.
    ViewChange elsewhere = *change;
    elsewhere.entries = Json::object({{"/players/7/pool", 3}});
    EXPECT_FALSE(client.receive(writeChange("t", 6, elsewhere)).ok);
    EXPECT_TRUE(client.takeGap());
    // The change itself, inside an update with a request after it.
    const WireRequest turn{session::Decision::TurnAction, 9, std::nullopt};
    const ClientTable::Read read = client.receive(writeUpdate(
        "t", 7, {writeChange("t", 0, *change), writeRequest("t", 0, turn, std::nullopt, {})}));
    ASSERT_TRUE(read.ok) << read.error;
    EXPECT_EQ(read.parts, (std::vector<Kind>{Kind::Change, Kind::Request}));
    EXPECT_EQ(*client.view(), viewFor(later, 1));
    ASSERT_EQ(client.open().size(), 1u);
    EXPECT_FALSE(client.takeGap());
    // Malformed places and updates are refused by the reader.
    const ClientContext context = contextFor(1, 2);
    for (const std::string bad :
         {R"({"/cells/~1":1})", R"({"//x":1})", R"({"":1})", R"([])", R"({"/a b":1})"}) {
        Json text = Json::parse(writeChange("t", 8, *change));
        text["change"] = Json::parse(bad);
        EXPECT_FALSE(readHostMessage(text.dump(), &context).ok()) << bad;
    }
    Json nested = Json::parse(writeUpdate("t", 8, {writeChange("t", 0, *change)}));
    nested["parts"][0]["kind"] = "welcome";
    EXPECT_FALSE(readHostMessage(nested.dump(), &context).ok());
    nested["parts"][0]["kind"] = "update";
    EXPECT_FALSE(readHostMessage(nested.dump(), &context).ok());
    nested["parts"][0]["kind"] = "change";
    nested["parts"][0]["seq"] = 3;
    const auto extra = readHostMessage(nested.dump(), &context);
    ASSERT_FALSE(extra.ok());
    EXPECT_EQ(extra.error.path, "/parts/0/seq");
    nested["parts"] = Json::array();
    EXPECT_FALSE(readHostMessage(nested.dump(), &context).ok());
}

}  // namespace
}  // namespace ps::net
