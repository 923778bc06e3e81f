#include "engine/state.h"

#include <algorithm>

namespace ps::engine {

namespace {

template <typename Table>
auto findCellIn(Table& table, Cell cell) -> decltype(&table[0]) {
    auto it = std::lower_bound(table.begin(), table.end(), cell,
                               [](const TableCell& entry, Cell c) { return entry.cell < c; });
    if (it != table.end() && it->cell == cell)
        return &*it;
    return nullptr;
}

template <typename Table>
auto findCardIn(Table& table, CardId card) -> decltype(&table[0]) {
    for (auto& entry : table) {
        if (entry.card == card)
            return &entry;
    }
    return nullptr;
}

std::string cellText(Cell c) {
    return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

}  // namespace

const TableCell* findCell(const GameState& state, Cell cell) {
    return findCellIn(state.table, cell);
}
TableCell* findCell(GameState& state, Cell cell) {
    return findCellIn(state.table, cell);
}
const TableCell* findCard(const GameState& state, CardId card) {
    return findCardIn(state.table, card);
}
TableCell* findCard(GameState& state, CardId card) {
    return findCardIn(state.table, card);
}

std::optional<CardLocation> locateCard(const GameState& state, CardId card) {
    using Kind = CardLocation::Kind;
    if (const auto* entry = findCard(state, card))
        return CardLocation{Kind::Table, 0, entry->cell};
    if (std::find(state.stack.begin(), state.stack.end(), card) != state.stack.end()) {
        return CardLocation{Kind::Stack, 0, {}};
    }
    for (std::size_t p = 0; p < state.players.size(); ++p) {
        const auto& player = state.players[p];
        const auto id = static_cast<PlayerId>(p);
        if (player.sheetCard == card)
            return CardLocation{Kind::Sheet, id, {}};
        if (player.jadroCard == card)
            return CardLocation{Kind::JadroSheet, id, {}};
        if (std::find(player.captured.begin(), player.captured.end(), card) !=
            player.captured.end()) {
            return CardLocation{Kind::Captured, id, {}};
        }
    }
    const auto& drawn = state.turn.zeppelinDrawn;
    if (std::find(drawn.begin(), drawn.end(), card) != drawn.end()) {
        return CardLocation{Kind::ZeppelinDrawn, state.currentPlayer, {}};
    }
    return std::nullopt;
}

int markersOnTable(const GameState& state, PlayerId player) {
    int count = 0;
    for (const auto& entry : state.table) {
        if (entry.marker == player)
            ++count;
    }
    return count;
}

namespace {

// The options, the deck's cards, the used words and the turn counters.
void checkOptionsAndCounters(const GameState& state, std::vector<std::string>& problems) {
    const int players = static_cast<int>(state.players.size());
    const int deckSize = state.deck.size();
    if (players < kMinPlayers || players > kMaxPlayers) {
        problems.push_back("players: " + std::to_string(players) + " players (must be 2 to 4)");
    }
    if (state.options.players != players) {
        problems.push_back("options.players: " + std::to_string(state.options.players) +
                           " but the state has " + std::to_string(players) + " players");
    }
    if (state.options.minWordLength < kMinWordLengthLowest ||
        state.options.minWordLength > kMinWordLengthHighest) {
        problems.push_back("options.minWordLength: must be " +
                           std::to_string(kMinWordLengthLowest) + " to " +
                           std::to_string(kMinWordLengthHighest));
    }
    if (state.options.redrawLimit < kRedrawLimitLowest ||
        state.options.redrawLimit > kRedrawLimitHighest) {
        problems.push_back("options.redrawLimit: must be " + std::to_string(kRedrawLimitLowest) +
                           " to " + std::to_string(kRedrawLimitHighest));
    }
    if (state.options.turnTimerSeconds < 0) {
        problems.push_back("options.turnTimerSeconds: negative");
    }
    if (deckSize > kMaxDeckSize) {
        problems.push_back("deck: " + std::to_string(deckSize) + " cards (at most 255)");
    }
    for (int card = 0; card < deckSize; ++card) {
        const Card& info = state.deck[static_cast<CardId>(card)];
        if (info.letter >= kAlphabetSize) {
            problems.push_back("deck: card " + std::to_string(card) + " has no valid letter");
        }
        if ((info.colour == Colour::Black) != (info.action != BlackAction::None)) {
            problems.push_back("deck: card " + std::to_string(card) +
                               " must have an action exactly when it is black");
        }
    }
    for (std::size_t i = 0; i < state.usedWords.size(); ++i) {
        for (Letter letter : state.usedWords[i]) {
            if (letter >= kAlphabetSize) {
                problems.push_back("usedWords[" + std::to_string(i) + "]: not a word of letters");
                break;
            }
        }
    }
    if (state.round < 1 || state.round > kRounds) {
        problems.push_back("round: " + std::to_string(state.round) + " (must be 1 to 6)");
    }
    if (state.currentPlayer >= players)
        problems.push_back("currentPlayer: no such player");
    if (state.startPlayer >= players)
        problems.push_back("startPlayer: no such player");
    if (state.turnNumber < 0)
        problems.push_back("turnNumber: negative");
}

void checkEachCardOnce(const GameState& state, std::vector<std::string>& problems) {
    const int players = static_cast<int>(state.players.size());
    const int deckSize = state.deck.size();
    // Every card exactly once.
    std::vector<int> seen(static_cast<std::size_t>(std::max(deckSize, 0)), 0);
    auto count = [&](CardId card, const std::string& where) {
        if (card >= deckSize) {
            problems.push_back(where + ": card " + std::to_string(card) + " is not in the deck");
            return;
        }
        if (++seen[card] == 2) {
            problems.push_back(where + ": card " + std::to_string(card) + " appears twice");
        }
    };
    for (const auto& entry : state.table)
        count(entry.card, "table " + cellText(entry.cell));
    for (CardId card : state.stack)
        count(card, "stack");
    for (int p = 0; p < players; ++p) {
        const auto& player = state.players[static_cast<std::size_t>(p)];
        const std::string who = "players[" + std::to_string(p) + "]";
        if (player.sheetCard)
            count(*player.sheetCard, who + ".sheetCard");
        if (player.jadroCard)
            count(*player.jadroCard, who + ".jadroCard");
        for (CardId card : player.captured)
            count(card, who + ".captured");
    }
    for (CardId card : state.turn.zeppelinDrawn)
        count(card, "turn.zeppelinDrawn");
    for (int card = 0; card < deckSize; ++card) {
        if (seen[static_cast<std::size_t>(card)] == 0) {
            problems.push_back("card " + std::to_string(card) + " is nowhere");
        }
    }
}

void checkTable(const GameState& state, std::vector<std::string>& problems) {
    const int players = static_cast<int>(state.players.size());
    // The table: sorted, one card per cell, markers of real players, tape with a marker.
    for (std::size_t i = 0; i < state.table.size(); ++i) {
        const auto& entry = state.table[i];
        const std::string where = "table " + cellText(entry.cell);
        if (i > 0 && !(state.table[i - 1].cell < entry.cell)) {
            problems.push_back(where + ": cells out of order or twice");
        }
        if (!entry.cell.inRange()) {
            problems.push_back(where + ": coordinates beyond ±" + std::to_string(kMaxCoordinate));
        }
        if (entry.marker && *entry.marker >= players) {
            problems.push_back(where + ": marker of player " + std::to_string(*entry.marker) +
                               ", who does not exist");
        }
        if (entry.side == Side::Tape && !entry.marker) {
            problems.push_back(where + ": a tape card without a marker");
        }
        if (entry.frozen && entry.frozen->by >= players) {
            problems.push_back(where + ": frozen by a player who does not exist");
        }
        if (entry.frozen && entry.side == Side::Tape) {
            problems.push_back(where + ": a tape card cannot be frozen");
        }
    }
}

void checkMarkers(const GameState& state, std::vector<std::string>& problems) {
    const int players = static_cast<int>(state.players.size());
    // Markers: pool + table = 30 for each player.
    for (int p = 0; p < players; ++p) {
        const auto& player = state.players[static_cast<std::size_t>(p)];
        const int onTable = markersOnTable(state, static_cast<PlayerId>(p));
        if (player.pool < 0 || player.pool + onTable != kMarkersPerPlayer) {
            problems.push_back("players[" + std::to_string(p) +
                               "]: " + std::to_string(player.pool) + " markers in the pool and " +
                               std::to_string(onTable) + " on the table (must make 30)");
        }
    }
    for (int p = 0; p < players; ++p) {
        if (state.players[static_cast<std::size_t>(p)].jadroCard &&
            !state.options.blackCardVariant) {
            problems.push_back("players[" + std::to_string(p) +
                               "].jadroCard: JĄDRO MOCY cards exist only in the variant");
        }
    }
}

// The turn in progress: what each phase needs, placed cards, offers.
void checkTurn(const GameState& state, std::vector<std::string>& problems) {
    const int players = static_cast<int>(state.players.size());
    const int deckSize = state.deck.size();
    if (!state.turn.zeppelinDrawn.empty() && state.phase != Phase::ZeppelinChoice) {
        problems.push_back("turn.zeppelinDrawn: cards drawn outside the ĆWICZEBNY choice");
    }
    if (!state.turn.placed.empty() && state.phase != Phase::Place && state.phase != Phase::Word) {
        problems.push_back("turn.placed: placed cards after the word");
    }
    // The turn: placed cards are on the table.
    if (state.phase == Phase::Place && state.currentPlayer < players) {
        const auto& me = state.players[state.currentPlayer];
        if (!me.sheetCard && !me.jadroCard) {
            problems.push_back("phase: placing a card, but the current player's sheet is empty");
        }
    }
    if (state.phase == Phase::ZeppelinChoice && state.turn.zeppelinDrawn.empty()) {
        problems.push_back("phase: a ĆWICZEBNY choice without drawn cards");
    }
    if (state.turn.jadroPlaced && std::find(state.turn.placed.begin(), state.turn.placed.end(),
                                            *state.turn.jadroPlaced) == state.turn.placed.end()) {
        problems.push_back("turn.jadroPlaced: not among the placed cards");
    }
    for (CardId card : state.turn.placed) {
        const auto* entry = card < deckSize ? findCard(state, card) : nullptr;
        if (!entry || entry->side != Side::Face) {
            problems.push_back("turn.placed: card " + std::to_string(card) +
                               " is not a face-up card on the table");
        } else if (entry->marker) {
            // Markers go on cards when a word resolves; a card placed this turn has none yet
            // (a redraw takes it back without a marker to return).
            problems.push_back("turn.placed: card " + std::to_string(card) +
                               " holds a marker before the word");
        }
    }
    for (const auto& offer : state.turn.helpOffers) {
        if (offer.helper >= players || offer.helper == state.currentPlayer) {
            problems.push_back("turn.helpOffers: helper " + std::to_string(offer.helper) +
                               " cannot help");
        }
    }
}

}  // namespace

std::vector<std::string> findInconsistencies(const GameState& state) {
    std::vector<std::string> problems;
    checkOptionsAndCounters(state, problems);
    checkEachCardOnce(state, problems);
    checkTable(state, problems);
    checkMarkers(state, problems);
    checkTurn(state, problems);
    return problems;
}

}  // namespace ps::engine
