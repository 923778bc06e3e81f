#include "net/seat_view.h"

#include <algorithm>

#include "engine/deck.h"
#include "engine/io/cards.h"

namespace ps::net {

using engine::CardId;
using engine::Deck;
using engine::GameState;
using engine::PlayerId;
using engine::io::Json;
using namespace engine::io::detail;

namespace {

// The options without the seed: it would let a client deal the whole game in advance.
Json publicOptions(const engine::GameOptions& options) {
    Json out = optionsToJson(options);
    out.erase("seed");
    return out;
}

std::vector<CardId> readCardList(const Json& value, const std::string& path, const Deck& deck,
                                 std::size_t most) {
    requireArray(value, path);
    if (value.size() > most)
        fail(path, "more than " + std::to_string(most) + " cards");
    std::vector<CardId> cards;
    for (std::size_t i = 0; i < value.size(); ++i)
        cards.push_back(readExactCard(value[i], engine::io::childPath(path, i), deck));
    return cards;
}

std::size_t sizeOf(const Deck& deck) {
    return static_cast<std::size_t>(deck.size());
}

}  // namespace

SeatView viewFor(const engine::Game& game, PlayerId seat) {
    const GameState& state = game.state();
    SeatView view;
    view.seat = seat;
    view.options = state.options;
    view.options.seed = 0;
    for (const engine::TableCell& entry : state.table) {
        CellView cell{entry.cell, entry.card, entry.side, entry.marker, entry.frozen};
        if (entry.side == engine::Side::Tape)
            cell.card.reset();
        view.table.push_back(cell);
    }
    view.stackSize = static_cast<int>(state.stack.size());
    view.players = state.players;
    view.usedWords = state.usedWords;
    view.round = state.round;
    view.turnNumber = state.turnNumber;
    view.startPlayer = state.startPlayer;
    view.currentPlayer = state.currentPlayer;
    view.phase = state.phase;
    const engine::TurnState& turn = state.turn;
    view.redrawsUsed = turn.redrawsUsed;
    view.placed = turn.placed;
    view.wordPlayed = turn.wordPlayed;
    view.wordCards = turn.wordCards;
    view.actionsLeft = turn.actionsLeft;
    view.jadroPlaced = turn.jadroPlaced;
    const std::vector<engine::HelpSummary> summaries = game.helpSummaries();
    for (const engine::HelpNegotiation& offer : turn.helpOffers) {
        OfferView shown;
        shown.helper = offer.helper;
        shown.length = static_cast<int>(offer.word.size());
        shown.price = offer.price;
        shown.awaitingHelper = offer.awaitingHelper;
        shown.counters = offer.counters;
        for (const engine::HelpSummary& summary : summaries) {
            if (summary.helper == offer.helper)
                shown.capturesForActive = summary.capturesForActive;
        }
        if (offer.helper == seat) {
            shown.word = offer.word;
            shown.cards = offer.cards;
        }
        view.offers.push_back(std::move(shown));
    }
    view.helpersOffered = turn.helpersOffered;
    view.drawn = turn.drawn;
    if (state.currentPlayer == seat)
        view.zeppelinDrawn = turn.zeppelinDrawn;
    else
        view.zeppelinHidden = static_cast<int>(turn.zeppelinDrawn.size());
    return view;
}

Json viewToJson(const SeatView& view, const Deck& deck) {
    Json out = Json::object();
    out["seat"] = view.seat;
    out["options"] = publicOptions(view.options);
    out["round"] = view.round;
    out["turnNumber"] = view.turnNumber;
    out["startPlayer"] = view.startPlayer;
    out["currentPlayer"] = view.currentPlayer;
    out["phase"] = phaseName(view.phase);
    Json cells = Json::array();
    for (const CellView& entry : view.table) {
        Json c = Json::object();
        c["at"] = cellJson(entry.cell);
        if (entry.card)
            c["card"] = cardJson(deck, *entry.card);
        else
            c["tape"] = true;
        if (entry.marker)
            c["marker"] = *entry.marker;
        if (entry.frozen)
            c["frozen"] = Json{{"by", entry.frozen->by}, {"untilTurn", entry.frozen->untilTurn}};
        cells.push_back(std::move(c));
    }
    out["cells"] = std::move(cells);
    out["stack"] = view.stackSize;
    out["players"] = playersToJson(view.players, deck);
    out["usedWords"] = usedWordsToJson(view.usedWords);
    Json turn = Json::object();
    turn["redrawsUsed"] = view.redrawsUsed;
    turn["placed"] = cardList(deck, view.placed);
    if (view.jadroPlaced)
        turn["jadroPlaced"] = cardJson(deck, *view.jadroPlaced);
    turn["wordPlayed"] = view.wordPlayed;
    turn["wordCards"] = cardList(deck, view.wordCards);
    Json actions = Json::array();
    for (engine::BlackAction action : view.actionsLeft)
        actions.push_back(engine::blackActionId(action));
    turn["actionsLeft"] = std::move(actions);
    Json offers = Json::array();
    for (const OfferView& offer : view.offers) {
        Json o = Json::object();
        o["helper"] = offer.helper;
        o["length"] = offer.length;
        o["captures"] = offer.capturesForActive;
        o["price"] = cardList(deck, offer.price);
        o["awaitingHelper"] = offer.awaitingHelper;
        o["counters"] = offer.counters;
        if (offer.word) {
            o["word"] = toUtf8(*offer.word);
            o["cards"] = cardList(deck, offer.cards);
        }
        offers.push_back(std::move(o));
    }
    turn["offers"] = std::move(offers);
    Json helpers = Json::array();
    for (PlayerId helper : view.helpersOffered)
        helpers.push_back(helper);
    turn["helpersOffered"] = std::move(helpers);
    turn["drawn"] = view.drawn;
    turn["zeppelinDrawn"] = cardList(deck, view.zeppelinDrawn);
    turn["zeppelinHidden"] = view.zeppelinHidden;
    out["turn"] = std::move(turn);
    return out;
}

namespace {

OfferView readOffer(const Json& value, const std::string& path, const Deck& deck, int players) {
    requireObject(
        value, path,
        {"helper", "length", "captures", "price", "awaitingHelper", "counters", "word", "cards"});
    const auto at = [&](std::string_view key) { return engine::io::childPath(path, key); };
    OfferView offer;
    offer.helper = readPlayer(requireMember(value, path, "helper"), at("helper"), players);
    offer.length = static_cast<int>(
        readInt(requireMember(value, path, "length"), at("length"), 1, deck.size()));
    offer.capturesForActive = static_cast<int>(
        readInt(requireMember(value, path, "captures"), at("captures"), 0, deck.size()));
    offer.price =
        readCardList(requireMember(value, path, "price"), at("price"), deck, sizeOf(deck));
    offer.awaitingHelper =
        readBool(requireMember(value, path, "awaitingHelper"), at("awaitingHelper"));
    offer.counters =
        static_cast<int>(readInt(requireMember(value, path, "counters"), at("counters"), 0, 3));
    const Json* word = member(value, "word");
    const Json* cards = member(value, "cards");
    if ((word == nullptr) != (cards == nullptr))
        fail(path, "\"word\" and \"cards\" come together or not at all");
    if (word != nullptr) {
        offer.word = readWord(*word, at("word"));
        offer.cards = readCardList(*cards, at("cards"), deck, sizeOf(deck));
        if (offer.cards.size() != offer.word->size() ||
            static_cast<int>(offer.word->size()) != offer.length)
            fail(at("cards"), "the word, its cards and its length disagree");
    }
    return offer;
}

SeatView readView(const Json& value, const Deck& deck, PlayerId seat, const std::string& path) {
    requireObject(value, path,
                  {"seat", "options", "round", "turnNumber", "startPlayer", "currentPlayer",
                   "phase", "cells", "stack", "players", "usedWords", "turn"});
    const auto at = [&](std::string_view key) { return engine::io::childPath(path, key); };
    SeatView view;
    const Json& options = requireMember(value, path, "options");
    if (options.is_object() && member(options, "seed") != nullptr)
        fail(engine::io::childPath(at("options"), "seed"), "the deal's seed is the host's alone");
    view.options = readOptions(options, at("options"));
    const int players = view.options.players;
    view.seat = readPlayer(requireMember(value, path, "seat"), at("seat"), players);
    if (view.seat != seat)
        fail(at("seat"), "the view of seat " + std::to_string(view.seat) + ", not of this seat (" +
                             std::to_string(seat) + ")");
    view.round = static_cast<int>(
        readInt(requireMember(value, path, "round"), at("round"), 1, engine::kRounds));
    view.turnNumber = static_cast<int>(readInt(requireMember(value, path, "turnNumber"),
                                               at("turnNumber"), 0, engine::kRounds * players));
    view.startPlayer =
        readPlayer(requireMember(value, path, "startPlayer"), at("startPlayer"), players);
    view.currentPlayer =
        readPlayer(requireMember(value, path, "currentPlayer"), at("currentPlayer"), players);
    const Json& phase = requireMember(value, path, "phase");
    const auto phaseFound =
        phase.is_string() ? phaseFromName(phase.get<std::string>()) : std::nullopt;
    if (!phaseFound)
        fail(at("phase"), "not a phase: " + shortText(phase));
    view.phase = *phaseFound;

    std::vector<bool> seen(sizeOf(deck), false);
    std::size_t known = 0;
    const auto note = [&](CardId card, const std::string& where) {
        if (seen[card])
            fail(where, cardText(deck, card) + " is seen in two places");
        seen[card] = true;
        ++known;
    };
    const Json& cells = requireArray(requireMember(value, path, "cells"), at("cells"));
    if (cells.size() > sizeOf(deck))
        fail(at("cells"), "more cells than the deck has cards");
    std::size_t tapes = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const std::string here = engine::io::childPath(at("cells"), i);
        const Json& c = requireObject(cells[i], here, {"at", "card", "tape", "marker", "frozen"});
        CellView cell;
        cell.cell = readCell(requireMember(c, here, "at"), engine::io::childPath(here, "at"));
        const Json* card = member(c, "card");
        const Json* tape = member(c, "tape");
        if ((card == nullptr) == (tape == nullptr))
            fail(here, "a cell holds a face-up \"card\" or a \"tape\", exactly one of them");
        if (tape != nullptr) {
            if (!readBool(*tape, engine::io::childPath(here, "tape")))
                fail(engine::io::childPath(here, "tape"), "only true is written");
            cell.side = engine::Side::Tape;
            ++tapes;
        } else {
            cell.card = readExactCard(*card, engine::io::childPath(here, "card"), deck);
            note(*cell.card, engine::io::childPath(here, "card"));
        }
        if (const Json* marker = member(c, "marker"))
            cell.marker = readPlayer(*marker, engine::io::childPath(here, "marker"), players);
        if (const Json* frozen = member(c, "frozen")) {
            const std::string fp = engine::io::childPath(here, "frozen");
            requireObject(*frozen, fp, {"by", "untilTurn"});
            cell.frozen =
                engine::Frozen{readPlayer(requireMember(*frozen, fp, "by"),
                                          engine::io::childPath(fp, "by"), players),
                               static_cast<int>(readInt(requireMember(*frozen, fp, "untilTurn"),
                                                        engine::io::childPath(fp, "untilTurn"), 0,
                                                        engine::kRounds * players + players))};
        }
        if (!view.table.empty() && !(view.table.back().cell < cell.cell))
            fail(here, "cells are listed row by row, each once");
        view.table.push_back(cell);
    }
    view.stackSize =
        static_cast<int>(readInt(requireMember(value, path, "stack"), at("stack"), 0, deck.size()));

    const Json& list = requireArray(requireMember(value, path, "players"), at("players"));
    if (list.size() != static_cast<std::size_t>(players))
        fail(at("players"), "one entry per player (" + std::to_string(players) + ")");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string here = engine::io::childPath(at("players"), i);
        const Json& p = requireObject(list[i], here, {"pool", "sheet", "jadro", "captured"});
        engine::PlayerState player;
        player.pool = static_cast<int>(readInt(requireMember(p, here, "pool"),
                                               engine::io::childPath(here, "pool"), 0,
                                               engine::kMarkersPerPlayer));
        if (const Json* sheet = member(p, "sheet")) {
            player.sheetCard = readExactCard(*sheet, engine::io::childPath(here, "sheet"), deck);
            note(*player.sheetCard, engine::io::childPath(here, "sheet"));
        }
        if (const Json* jadro = member(p, "jadro")) {
            player.jadroCard = readExactCard(*jadro, engine::io::childPath(here, "jadro"), deck);
            note(*player.jadroCard, engine::io::childPath(here, "jadro"));
        }
        player.captured = readCardList(requireMember(p, here, "captured"),
                                       engine::io::childPath(here, "captured"), deck, sizeOf(deck));
        for (CardId card : player.captured)
            note(card, engine::io::childPath(here, "captured"));
        view.players.push_back(std::move(player));
    }
    const Json& words = requireArray(requireMember(value, path, "usedWords"), at("usedWords"));
    if (words.size() > sizeOf(deck))
        fail(at("usedWords"), "more words than the deck has cards");
    for (std::size_t i = 0; i < words.size(); ++i)
        view.usedWords.push_back(readWord(words[i], engine::io::childPath(at("usedWords"), i)));

    const std::string tp = at("turn");
    const Json& turn = requireObject(
        requireMember(value, path, "turn"), tp,
        {"redrawsUsed", "placed", "jadroPlaced", "wordPlayed", "wordCards", "actionsLeft", "offers",
         "helpersOffered", "drawn", "zeppelinDrawn", "zeppelinHidden"});
    const auto inTurn = [&](std::string_view key) { return engine::io::childPath(tp, key); };
    view.redrawsUsed =
        static_cast<int>(readInt(requireMember(turn, tp, "redrawsUsed"), inTurn("redrawsUsed"), 0,
                                 engine::kRedrawLimitHighest));
    view.placed = readCardList(requireMember(turn, tp, "placed"), inTurn("placed"), deck, 2);
    if (const Json* jadro = member(turn, "jadroPlaced"))
        view.jadroPlaced = readExactCard(*jadro, inTurn("jadroPlaced"), deck);
    view.wordPlayed = readBool(requireMember(turn, tp, "wordPlayed"), inTurn("wordPlayed"));
    view.wordCards =
        readCardList(requireMember(turn, tp, "wordCards"), inTurn("wordCards"), deck, sizeOf(deck));
    const Json& actions =
        requireArray(requireMember(turn, tp, "actionsLeft"), inTurn("actionsLeft"));
    if (actions.size() > sizeOf(deck))
        fail(inTurn("actionsLeft"), "more actions than the deck has cards");
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const auto action = actions[i].is_string()
                                ? engine::blackActionFromId(actions[i].get<std::string>())
                                : std::nullopt;
        if (!action || *action == engine::BlackAction::None)
            fail(engine::io::childPath(inTurn("actionsLeft"), i),
                 "not a black-card action: " + shortText(actions[i]));
        view.actionsLeft.push_back(*action);
    }
    const Json& offers = requireArray(requireMember(turn, tp, "offers"), inTurn("offers"));
    if (offers.size() >= static_cast<std::size_t>(players))
        fail(inTurn("offers"), "more offers than there are other players");
    for (std::size_t i = 0; i < offers.size(); ++i) {
        OfferView offer =
            readOffer(offers[i], engine::io::childPath(inTurn("offers"), i), deck, players);
        if (offer.word.has_value() != (offer.helper == seat))
            fail(engine::io::childPath(inTurn("offers"), i),
                 "only the helper's own view holds the word");
        view.offers.push_back(std::move(offer));
    }
    const Json& helpers =
        requireArray(requireMember(turn, tp, "helpersOffered"), inTurn("helpersOffered"));
    if (helpers.size() >= static_cast<std::size_t>(players))
        fail(inTurn("helpersOffered"), "more helpers than there are other players");
    for (std::size_t i = 0; i < helpers.size(); ++i)
        view.helpersOffered.push_back(
            readPlayer(helpers[i], engine::io::childPath(inTurn("helpersOffered"), i), players));
    view.drawn = readBool(requireMember(turn, tp, "drawn"), inTurn("drawn"));
    view.zeppelinDrawn =
        readCardList(requireMember(turn, tp, "zeppelinDrawn"), inTurn("zeppelinDrawn"), deck, 2);
    for (CardId card : view.zeppelinDrawn)
        note(card, inTurn("zeppelinDrawn"));
    view.zeppelinHidden = static_cast<int>(
        readInt(requireMember(turn, tp, "zeppelinHidden"), inTurn("zeppelinHidden"), 0, 2));
    if (!view.zeppelinDrawn.empty() && view.zeppelinHidden != 0)
        fail(inTurn("zeppelinHidden"), "the drawn cards are either seen or hidden");

    const std::size_t accounted = known + tapes + static_cast<std::size_t>(view.stackSize) +
                                  static_cast<std::size_t>(view.zeppelinHidden);
    if (accounted != sizeOf(deck))
        fail(at("stack"), "the cards do not add up: " + std::to_string(accounted) +
                              " seen or counted, the deck has " + std::to_string(deck.size()));
    return view;
}

}  // namespace

engine::io::Loaded<SeatView> viewFromJson(const Json& value, const Deck& deck, PlayerId seat,
                                          const std::string& path) {
    engine::io::Loaded<SeatView> result;
    try {
        SeatView view = readView(value, deck, seat, path);
        const std::vector<std::string> faults =
            engine::findInconsistencies(determinize(view, deck));
        if (!faults.empty())
            fail(path, "the view is not a possible game: " + faults.front());
        result.value = std::move(view);
    } catch (const FormatFailure& failure) {
        result.error = failure.error;
    }
    return result;
}

GameState determinize(const SeatView& view, const Deck& deck) {
    std::vector<bool> known(sizeOf(deck), false);
    for (const CellView& cell : view.table) {
        if (cell.card)
            known[*cell.card] = true;
    }
    for (const engine::PlayerState& player : view.players) {
        if (player.sheetCard)
            known[*player.sheetCard] = true;
        if (player.jadroCard)
            known[*player.jadroCard] = true;
        for (CardId card : player.captured)
            known[card] = true;
    }
    for (CardId card : view.zeppelinDrawn)
        known[card] = true;
    std::vector<CardId> hidden;
    for (std::size_t id = 0; id < known.size(); ++id) {
        if (!known[id])
            hidden.push_back(static_cast<CardId>(id));
    }
    std::size_t next = 0;
    const auto deal = [&] { return next < hidden.size() ? hidden[next++] : CardId{0}; };

    GameState state;
    state.options = view.options;
    state.deck = deck;
    for (const CellView& cell : view.table) {
        engine::TableCell entry{cell.cell, 0, cell.side, cell.marker, cell.frozen};
        entry.card = cell.card ? *cell.card : deal();
        state.table.push_back(entry);
    }
    state.turn.zeppelinDrawn = view.zeppelinDrawn;
    for (int i = 0; i < view.zeppelinHidden; ++i)
        state.turn.zeppelinDrawn.push_back(deal());
    while (next < hidden.size())
        state.stack.push_back(deal());
    state.players = view.players;
    state.usedWords = view.usedWords;
    state.round = view.round;
    state.turnNumber = view.turnNumber;
    state.startPlayer = view.startPlayer;
    state.currentPlayer = view.currentPlayer;
    state.phase = view.phase;
    engine::TurnState& turn = state.turn;
    turn.redrawsUsed = view.redrawsUsed;
    turn.placed = view.placed;
    turn.wordPlayed = view.wordPlayed;
    turn.wordCards = view.wordCards;
    turn.actionsLeft = view.actionsLeft;
    turn.jadroPlaced = view.jadroPlaced;
    for (const OfferView& offer : view.offers) {
        if (offer.word)
            turn.helpOffers.push_back(
                engine::HelpNegotiation{offer.helper, *offer.word, offer.cards, offer.price,
                                        offer.awaitingHelper, offer.counters});
    }
    turn.helpersOffered = view.helpersOffered;
    turn.drawn = view.drawn;
    return state;
}

}  // namespace ps::net
