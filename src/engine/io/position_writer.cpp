// Writing a position (position.h): every card named exactly, so that reading it back gives the
// same state.
#include "engine/io/position.h"

#include <cstdio>

#include "engine/deck.h"
#include "engine/io/cards.h"

namespace ps::engine::io {

using namespace detail;

namespace {

std::string hex64(std::uint64_t value) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(value));
    return text;
}

Json turnToJson(const GameState& state) {
    const TurnState& t = state.turn;
    const Deck& deck = state.deck;
    Json out = Json::object();
    if (t.redrawsUsed != 0)
        out["redrawsUsed"] = t.redrawsUsed;
    if (!t.placed.empty())
        out["placed"] = cardList(deck, t.placed);
    if (t.jadroPlaced)
        out["jadroPlaced"] = cardJson(deck, *t.jadroPlaced);
    if (t.wordPlayed)
        out["wordPlayed"] = true;
    if (!t.wordCards.empty())
        out["wordCards"] = cardList(deck, t.wordCards);
    if (!t.actionsLeft.empty()) {
        Json actions = Json::array();
        for (BlackAction action : t.actionsLeft)
            actions.push_back(blackActionId(action));
        out["actionsLeft"] = std::move(actions);
    }
    if (!t.helpOffers.empty()) {
        Json offers = Json::array();
        for (const auto& offer : t.helpOffers) {
            Json o = Json::object();
            o["helper"] = offer.helper;
            o["word"] = toUtf8(offer.word);
            o["cards"] = cardList(deck, offer.cards);
            o["price"] = cardList(deck, offer.price);
            o["awaitingHelper"] = offer.awaitingHelper;
            o["counters"] = offer.counters;
            offers.push_back(std::move(o));
        }
        out["helpOffers"] = std::move(offers);
    }
    if (!t.helpersOffered.empty()) {
        Json helpers = Json::array();
        for (PlayerId p : t.helpersOffered)
            helpers.push_back(p);
        out["helpersOffered"] = std::move(helpers);
    }
    if (t.drawn)
        out["drawn"] = true;
    if (!t.zeppelinDrawn.empty())
        out["zeppelinDrawn"] = cardList(deck, t.zeppelinDrawn);
    return out;
}

}  // namespace

Json positionToJson(const GameState& state, const std::optional<DictionaryIdentity>& dictionary) {
    const Deck& deck = state.deck;
    Json out = Json::object();
    out["format"] = kPositionFormat;
    out["version"] = !dictionary                   ? kPositionVersionWithoutDictionary
                     : dictionary->overlay.empty() ? kPositionVersion
                                                   : kPositionVersionWithOverlay;
    if (dictionary)
        out["dictionary"] = dictionaryIdentityToJson(*dictionary);
    out["options"] = optionsToJson(state.options);
    out["deck"] = deckToJson(deck);
    out["round"] = state.round;
    out["turnNumber"] = state.turnNumber;
    out["startPlayer"] = state.startPlayer;
    out["currentPlayer"] = state.currentPlayer;
    out["phase"] = phaseName(state.phase);
    Json cells = Json::array();
    for (const auto& entry : state.table) {
        Json c = Json::object();
        c["at"] = cellJson(entry.cell);
        c["card"] = cardJson(deck, entry.card);
        if (entry.side == Side::Tape)
            c["tape"] = true;
        if (entry.marker)
            c["marker"] = *entry.marker;
        if (entry.frozen) {
            Json f = Json::object();
            f["by"] = entry.frozen->by;
            f["untilTurn"] = entry.frozen->untilTurn;
            c["frozen"] = std::move(f);
        }
        cells.push_back(std::move(c));
    }
    out["cells"] = std::move(cells);
    out["stack"] = cardList(deck, state.stack);
    out["players"] = playersToJson(state.players, deck);
    out["usedWords"] = usedWordsToJson(state.usedWords);
    out["turn"] = turnToJson(state);
    Json rng = Json::array();
    for (std::uint64_t word : state.rng.s)
        rng.push_back(hex64(word));
    out["rng"] = std::move(rng);
    return out;
}

std::string writePosition(const GameState& state) {
    return formatJson(positionToJson(state));
}

}  // namespace ps::engine::io
