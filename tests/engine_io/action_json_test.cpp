// Actions as JSON: every type round-trips exactly; cards named by number, "T#17", landmark,
// cell or letter; refusals name the field.

#include "engine/io/action_json.h"

#include "test_support.h"

namespace ps::engine::io {
namespace {

using testing::firstCard;
using testing::parsed;

std::vector<Action> oneOfEach() {
    const CardId t = firstCard("T");
    const CardId k = firstCard("K");
    const CardId o = firstCard("O");
    return {
        PlaceCard{t, Cell{-3, 7}},
        PlayWord{ps::word("kot"), {}, false},
        PlayWord{ps::word("kot"), {k, o, t}, true},
        Redraw{},
        Pass{},
        HelpOffer{2, ps::word("kot"), {k, o, t}, {o}},
        HelpCounter{2, 0, {k, t}},
        HelpAccept{2, 2, true},
        HelpAccept{1, 0, false},
        HelpRefuse{3},
        HelpWithdraw{1},
        UseBlaster{k},
        UseShadow{o, Cell{5, -1}},
        UseResistance{t},
        UseJadro{1},
        FinishActions{},
        UseGel{o},
        UseZeppelin{},
        ZeppelinKeep{k},
        EndTurn{},
    };
}

TEST(ActionJson, EveryActionTypeRoundTripsExactly) {
    const Deck& deck = standardDeck();
    std::set<std::string_view> types;
    for (const Action& action : oneOfEach()) {
        const Json json = actionToJson(action, deck);
        types.insert(actionTypeName(action));
        const auto back = actionFromJson(json, deck, nullptr);
        ASSERT_TRUE(back.ok()) << json.dump() << ": " << back.error.text();
        EXPECT_EQ(*back.value, action) << json.dump();
        // Through text too, and the text is stable.
        const auto reparsed = parseStrictJson(formatJson(json));
        ASSERT_TRUE(reparsed.ok());
        EXPECT_EQ(actionToJson(*actionFromJson(*reparsed.value, deck, nullptr).value, deck), json);
    }
    EXPECT_EQ(types.size(), std::variant_size_v<Action>);
}

TEST(ActionJson, WritesCardsWithLetterAndNumberAndLeavesDefaultsOut) {
    const CardId t = firstCard("T");
    const Json json = actionToJson(PlaceCard{t, Cell{2, -1}}, standardDeck());
    EXPECT_EQ(json.dump(),
              R"({"type":"place","card":"T#)" + std::to_string(t) + R"(","at":[2,-1]})");
    EXPECT_EQ(actionToJson(PlayWord{ps::word("żółw"), {}, false}, standardDeck()).dump(),
              R"({"type":"word","word":"żółw"})");
}

TEST(ActionJson, AcceptsCardNumbersLandmarksAndUppercaseWords) {
    const Deck& deck = standardDeck();
    const CardId t = firstCard("T");
    const auto byNumber = actionFromJson(
        parsed(R"({"type": "blaster", "target": )" + std::to_string(t) + "}"), deck, nullptr);
    ASSERT_TRUE(byNumber.ok()) << byNumber.error.text();
    EXPECT_EQ(std::get<UseBlaster>(*byNumber.value).target, t);
    const Json byLandmark = {{"type", "gel"}, {"target", {{"landmark", deck[t].landmark}}}};
    EXPECT_EQ(std::get<UseGel>(*actionFromJson(byLandmark, deck, nullptr).value).target, t);
    const auto upper = actionFromJson(parsed(R"({"type": "word", "word": "KOT"})"), deck, nullptr);
    ASSERT_TRUE(upper.ok());
    EXPECT_EQ(std::get<PlayWord>(*upper.value).word, ps::word("kot"));
}

TEST(ActionJson, WithAStateNamesCardsByCellOrByTheOnlyFittingLetter) {
    dict::MemoryLexicon lexicon;
    Game game(testing::optionsFor(2, false, 11), standardDeck(), lexicon);
    const GameState& s = game.state();
    const CardId sheet = *s.players[s.currentPlayer].sheetCard;
    const std::string letter = toUtf8Upper(s.deck[sheet].letter);
    const auto place = actionFromJson(
        parsed(R"({"type": "place", "card": ")" + letter + R"(", "at": [4, 0]})"), s.deck, &s);
    ASSERT_TRUE(place.ok()) << place.error.text();
    EXPECT_EQ(std::get<PlaceCard>(*place.value).card, sheet);

    const auto byCell =
        actionFromJson(parsed(R"({"type": "blaster", "target": [1, 2]})"), s.deck, &s);
    ASSERT_TRUE(byCell.ok()) << byCell.error.text();
    EXPECT_EQ(std::get<UseBlaster>(*byCell.value).target, findCell(s, Cell{1, 2})->card);

    const auto empty = actionFromJson(
        parsed(R"({"type": "word", "word": "ab", "cards": [[0, 0], [9, 9]]})"), s.deck, &s);
    ASSERT_FALSE(empty.ok());
    EXPECT_EQ(empty.error.path, "/cards/1");
    EXPECT_NE(empty.error.message.find("no card lies at (9, 9)"), std::string::npos);
}

struct Refusal {
    std::string json;
    std::string path;
    std::string message;  // a part of it
};

TEST(ActionJson, RefusesMalformedActionsWithThePath) {
    const CardId t = firstCard("T");
    const CardId a = firstCard("A");
    const std::vector<Refusal> refusals = {
        {R"([1])", "", "must be an object"},
        {R"({"card": "T#0"})", "/type", "missing"},
        {R"({"type": "dance"})", "/type", "unknown action type"},
        {R"({"type": "pass", "really": true})", "/really", "unknown field"},
        {R"({"type": "place", "at": [0, 0]})", "/card", "missing"},
        {R"({"type": "place", "card": "T#)" + std::to_string(a) + R"(", "at": [0, 0]})", "/card",
         "is A, not T"},
        {R"({"type": "place", "card": 110, "at": [0, 0]})", "/card", "not in the deck"},
        {R"({"type": "place", "card": -1, "at": [0, 0]})", "/card", "out of range"},
        {R"({"type": "place", "card": 1.5, "at": [0, 0]})", "/card", "integer"},
        {R"({"type": "place", "card": "T", "at": [0, 0]})", "/card", "a record names every card"},
        {R"({"type": "place", "card": "T#)" + std::to_string(t) + R"(", "at": [0]})", "/at",
         "[x, y]"},
        {R"({"type": "place", "card": "T#)" + std::to_string(t) + R"(", "at": [1e300, 0]})",
         "/at/0", "integer"},
        {R"({"type": "place", "card": "T#)" + std::to_string(t) +
             R"(", "at": [18446744073709551615, 0]})",
         "/at/0", "out of range"},
        {R"({"type": "word", "word": "k0t"})", "/word", "not a word"},
        {R"({"type": "word", "word": ""})", "/word", "not a word"},
        {R"({"type": "word", "word": "kot", "tableAcceptsSuspected": 1})", "/tableAcceptsSuspected",
         "true or false"},
        {R"({"type": "help-accept", "helper": 4, "by": 0})", "/helper", "does not exist"},
        {R"({"type": "help-refuse", "helper": "one"})", "/helper", "player number"},
        {R"({"type": "gel", "target": {"landmark": "Atlantyda"}})", "/target/landmark", "no card"},
        {R"({"type": "gel", "target": "T#)" + std::to_string(t) + R"(x"})", "/target",
         "card number"},
        {R"({"type": "help-offer", "helper": 1, "word": "to", "cards": "T", "price": []})",
         "/cards", "must be an array"},
    };
    for (const auto& r : refusals) {
        auto json = parseStrictJson(r.json);
        ASSERT_TRUE(json.ok()) << r.json;
        const auto loaded = actionFromJson(*json.value, standardDeck(), nullptr);
        ASSERT_FALSE(loaded.ok()) << r.json;
        EXPECT_EQ(loaded.error.path, r.path) << r.json << " -> " << loaded.error.text();
        EXPECT_NE(loaded.error.message.find(r.message), std::string::npos)
            << r.json << " -> " << loaded.error.text();
    }
}

TEST(ActionJson, ReadsAListWithThePathOfTheFaultyAction) {
    const auto list = actionListFromJson(parsed(R"([{"type": "pass"}, {"type": "hop"}])"),
                                         standardDeck(), "/actions");
    ASSERT_FALSE(list.ok());
    EXPECT_EQ(list.error.path, "/actions/1/type");
}

}  // namespace
}  // namespace ps::engine::io
