#include "engine/io/report_json.h"

#include "engine/deck.h"
#include "engine/io/cards.h"

namespace ps::engine::io {

using namespace detail;

namespace {

Json cells(const std::vector<Cell>& list) {
    Json out = Json::array();
    for (Cell cell : list)
        out.push_back(cellJson(cell));
    return out;
}

}  // namespace

Json eventToJson(const Event& event, const Deck& deck) {
    Json out = Json::object();
    const auto card = [&](CardId id) { return cardJson(deck, id); };
    std::visit(
        [&](const auto& e) {
            using E = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<E, CardPlaced>) {
                out = {{"type", "card-placed"},
                       {"player", e.player},
                       {"card", card(e.card)},
                       {"at", cellJson(e.cell)}};
            } else if constexpr (std::is_same_v<E, CardUnderStack>) {
                out = {{"type", "card-under-stack"}, {"card", card(e.card)}};
            } else if constexpr (std::is_same_v<E, CardDrawn>) {
                out = {{"type", "card-drawn"}, {"player", e.player}, {"card", card(e.card)}};
            } else if constexpr (std::is_same_v<E, WordPlayed>) {
                Json list = Json::array();
                for (CardId id : e.cards)
                    list.push_back(card(id));
                out = {{"type", "word-played"},
                       {"player", e.player},
                       {"word", toUtf8(e.word)},
                       {"cards", std::move(list)}};
                if (e.helper)
                    out["helper"] = *e.helper;
                if (e.byTable)
                    out["byTable"] = true;
            } else if constexpr (std::is_same_v<E, MarkerPlaced>) {
                out = {{"type", "marker-placed"},
                       {"player", e.player},
                       {"card", card(e.card)},
                       {"at", cellJson(e.cell)}};
            } else if constexpr (std::is_same_v<E, MarkerReturned>) {
                out = {{"type", "marker-returned"},
                       {"owner", e.owner},
                       {"card", card(e.card)},
                       {"at", cellJson(e.cell)}};
            } else if constexpr (std::is_same_v<E, CardCaptured>) {
                out = {{"type", "card-captured"},
                       {"player", e.player},
                       {"card", card(e.card)},
                       {"at", cellJson(e.cell)}};
            } else if constexpr (std::is_same_v<E, TapePlaced>) {
                out = {{"type", "tape-placed"},
                       {"player", e.player},
                       {"card", card(e.card)},
                       {"at", cellJson(e.cell)}};
            } else if constexpr (std::is_same_v<E, CellLeftEmpty>) {
                out = {{"type", "cell-left-empty"}, {"at", cellJson(e.cell)}};
            } else if constexpr (std::is_same_v<E, Redrew>) {
                out = {{"type", "redrew"}, {"player", e.player}, {"redrawsUsed", e.redrawsUsed}};
            } else if constexpr (std::is_same_v<E, Passed>) {
                out = {{"type", "passed"}, {"player", e.player}};
            } else if constexpr (std::is_same_v<E, HelpOffered>) {
                out = {{"type", "help-offered"}, {"helper", e.helper}};
            } else if constexpr (std::is_same_v<E, HelpCountered>) {
                Json list = Json::array();
                for (CardId id : e.price)
                    list.push_back(card(id));
                out = {{"type", "help-countered"},
                       {"helper", e.helper},
                       {"by", e.by},
                       {"price", std::move(list)}};
            } else if constexpr (std::is_same_v<E, HelpAccepted>) {
                out = {{"type", "help-accepted"}, {"helper", e.helper}};
            } else if constexpr (std::is_same_v<E, HelpRefused>) {
                out = {{"type", "help-refused"}, {"helper", e.helper}, {"by", e.by}};
            } else if constexpr (std::is_same_v<E, HelpVoided>) {
                out = {{"type", "help-voided"}, {"helper", e.helper}, {"word", toUtf8(e.word)}};
            } else if constexpr (std::is_same_v<E, BlackActionUsed>) {
                out = {{"type", "black-action-used"},
                       {"player", e.player},
                       {"action", blackActionId(e.action)}};
            } else if constexpr (std::is_same_v<E, TapeMoved>) {
                out = {{"type", "tape-moved"},
                       {"card", card(e.card)},
                       {"from", cellJson(e.from)},
                       {"to", cellJson(e.to)}};
            } else if constexpr (std::is_same_v<E, JadroCardGiven>) {
                out = {{"type", "jadro-card-given"},
                       {"from", e.from},
                       {"to", e.to},
                       {"card", card(e.card)}};
            } else if constexpr (std::is_same_v<E, CardFrozen>) {
                out = {{"type", "card-frozen"},
                       {"by", e.by},
                       {"card", card(e.card)},
                       {"at", cellJson(e.cell)},
                       {"untilTurn", e.untilTurn}};
            } else if constexpr (std::is_same_v<E, CardThawed>) {
                out = {{"type", "card-thawed"}, {"card", card(e.card)}, {"at", cellJson(e.cell)}};
            } else if constexpr (std::is_same_v<E, ZeppelinDrew>) {
                Json list = Json::array();
                for (CardId id : e.cards)
                    list.push_back(card(id));
                out = {{"type", "zeppelin-drew"}, {"player", e.player}, {"cards", std::move(list)}};
            } else if constexpr (std::is_same_v<E, TurnEnded>) {
                out = {{"type", "turn-ended"}, {"player", e.player}};
            } else if constexpr (std::is_same_v<E, RoundAdvanced>) {
                out = {{"type", "round-advanced"}, {"round", e.round}};
            } else if constexpr (std::is_same_v<E, TurnBegan>) {
                out = {{"type", "turn-began"}, {"player", e.player}};
            } else if constexpr (std::is_same_v<E, GameEnded>) {
                out = {{"type", "game-ended"}};
            } else {
                static_assert(sizeof(E) == 0, "every event has a JSON form");
            }
        },
        event);
    return out;
}

Json eventsToJson(const std::vector<Event>& events, const Deck& deck) {
    Json out = Json::array();
    for (const Event& event : events)
        out.push_back(eventToJson(event, deck));
    return out;
}

Json scoresToJson(const Scores& scores, const GameState& state) {
    Json out = Json::object();
    out["format"] = kScoresFormat;
    out["version"] = kScoresVersion;
    out["gameOver"] = state.phase == Phase::GameOver;
    out["round"] = state.round;
    Json players = Json::array();
    for (const PlayerScore& score : scores.players) {
        int zones = 0;
        for (const Zone& zone : scores.zones)
            zones += zone.owner == score.player ? 1 : 0;
        players.push_back({{"player", score.player},
                           {"captured", score.capturedCards},
                           {"zonePoints", score.zonePoints},
                           {"zones", zones},
                           {"total", score.total()}});
    }
    out["players"] = std::move(players);
    Json zones = Json::array();
    for (const Zone& zone : scores.zones) {
        zones.push_back({{"owner", zone.owner},
                         {"points", zone.points()},
                         {"tape", cells(zone.tapeCells)},
                         {"links", cells(zone.linkCells)}});
    }
    out["zones"] = std::move(zones);
    Json winners = Json::array();
    for (PlayerId p : scores.winners)
        winners.push_back(p);
    out["winners"] = std::move(winners);
    return out;
}

Json errorToJson(const Error& error) {
    return {{"code", errorCodeName(error.code)}, {"message", error.message}};
}

}  // namespace ps::engine::io
