// Turn flow: the table helpers, the stack, the phases after the word, the end-of-turn draw,
// rounds and the end of the game.

#include <algorithm>

#include "engine/internal.h"

namespace ps::engine::detail {

std::string cellText(Cell cell) {
    return "(" + std::to_string(cell.x) + ", " + std::to_string(cell.y) + ")";
}

std::string cardText(const GameState& state, CardId card) {
    std::string text = "card " + std::to_string(card);
    if (state.deck.contains(card))
        text += " (" + toUtf8Upper(state.deck[card].letter) + ")";
    return text;
}

namespace {
constexpr std::array<Cell, 4> kSides = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
}

bool touchesCard(const GameState& state, Cell cell) {
    for (Cell d : kSides) {
        if (findCell(state, Cell{cell.x + d.x, cell.y + d.y}))
            return true;
    }
    return false;
}

bool touchesCardIgnoring(const GameState& state, Cell cell, Cell ignored) {
    for (Cell d : kSides) {
        const Cell neighbour{cell.x + d.x, cell.y + d.y};
        if (neighbour != ignored && findCell(state, neighbour))
            return true;
    }
    return false;
}

void insertTableCell(GameState& state, const TableCell& entry) {
    auto it = std::lower_bound(state.table.begin(), state.table.end(), entry.cell,
                               [](const TableCell& e, Cell c) { return e.cell < c; });
    state.table.insert(it, entry);
}

TableCell removeTableCell(GameState& state, Cell cell) {
    auto it = std::lower_bound(state.table.begin(), state.table.end(), cell,
                               [](const TableCell& e, Cell c) { return e.cell < c; });
    TableCell removed = *it;
    state.table.erase(it);
    return removed;
}

std::vector<Cell> emptyCellsTouching(const GameState& state) {
    std::vector<Cell> cells;
    if (state.table.empty())
        return {Cell{0, 0}};  // nothing to touch: start again at the origin
    cells.reserve(state.table.size() * 2);
    for (const auto& entry : state.table) {
        for (Cell d : kSides) {
            const Cell neighbour{entry.cell.x + d.x, entry.cell.y + d.y};
            if (!findCell(state, neighbour))
                cells.push_back(neighbour);
        }
    }
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

std::optional<CardId> drawTop(GameState& state) {
    if (state.stack.empty())
        return std::nullopt;
    const CardId card = state.stack.front();
    state.stack.erase(state.stack.begin());
    return card;
}

void putUnderStack(GameState& state, CardId card, std::vector<Event>& events) {
    state.stack.push_back(card);
    events.push_back(CardUnderStack{card});
}

bool isPostWordAction(BlackAction action) {
    return action == BlackAction::Blaster || action == BlackAction::Resistance ||
           action == BlackAction::Shadow || action == BlackAction::Jadro;
}

bool isEndOfTurnAction(BlackAction action) {
    return action == BlackAction::Gel || action == BlackAction::Zeppelin;
}

bool actionHasTarget(const GameState& state, BlackAction action) {
    const PlayerId me = state.currentPlayer;
    switch (action) {
        case BlackAction::Blaster:
            if (state.players[me].pool < 1)
                return false;
            return std::any_of(state.table.begin(), state.table.end(), [&](const TableCell& e) {
                return e.side == Side::Face &&
                       std::find(state.turn.wordCards.begin(), state.turn.wordCards.end(),
                                 e.card) == state.turn.wordCards.end();
            });
        case BlackAction::Resistance:
            return std::any_of(state.table.begin(), state.table.end(), [](const TableCell& e) {
                return e.side == Side::Face && e.marker.has_value();
            });
        case BlackAction::Shadow:
            return state.table.size() >= 2 &&
                   std::any_of(state.table.begin(), state.table.end(),
                               [](const TableCell& e) { return e.side == Side::Tape; });
        case BlackAction::Jadro:
            if (state.stack.empty())
                return false;
            for (std::size_t p = 0; p < state.players.size(); ++p) {
                if (p != me && !state.players[p].jadroCard)
                    return true;
            }
            return false;
        case BlackAction::Gel:  // a frozen card may be frozen again (rules D32)
            return std::any_of(state.table.begin(), state.table.end(),
                               [](const TableCell& e) { return e.side == Side::Face; });
        case BlackAction::Zeppelin:
            return !state.turn.drawn && !state.stack.empty() && !state.players[me].sheetCard;
        default:
            return false;
    }
}

void continueTurn(GameState& state, std::vector<Event>& events) {
    auto& left = state.turn.actionsLeft;
    if (state.phase == Phase::Word || state.phase == Phase::Actions) {
        for (BlackAction action : left) {
            if (isPostWordAction(action) && actionHasTarget(state, action)) {
                state.phase = Phase::Actions;
                return;
            }
        }
        std::erase_if(left, isPostWordAction);  // nothing left to do with them
    }
    // The end of the turn (rules D24): the draw (or ĆWICZEBNY's), then ŻEL.
    const auto has = [&](BlackAction action) {
        return std::find(left.begin(), left.end(), action) != left.end() &&
               actionHasTarget(state, action);
    };
    if (!has(BlackAction::Zeppelin)) {
        std::erase(left, BlackAction::Zeppelin);
        endOfTurnDraw(state, events);
    }
    if (has(BlackAction::Zeppelin) || has(BlackAction::Gel)) {
        state.phase = Phase::EndOfTurn;
        return;
    }
    finishTurn(state, events, true);
}

void endOfTurnDraw(GameState& state, std::vector<Event>& events) {
    if (state.turn.drawn)
        return;
    state.turn.drawn = true;
    auto& me = state.players[state.currentPlayer];
    if (me.sheetCard)
        return;
    if (const auto card = drawTop(state)) {
        me.sheetCard = card;
        events.push_back(CardDrawn{state.currentPlayer, *card});
    }
}

void finishTurn(GameState& state, std::vector<Event>& events, bool draw) {
    const PlayerId player = state.currentPlayer;
    if (draw)
        endOfTurnDraw(state, events);
    // ŻEL ZAPOMNIENIA lasts until the end of the freezer's next turn: this one, if it is.
    for (auto& entry : state.table) {
        if (entry.frozen && entry.frozen->untilTurn <= state.turnNumber) {
            entry.frozen.reset();
            events.push_back(CardThawed{entry.card, entry.cell});
        }
    }
    events.push_back(TurnEnded{player});
    state.turn = TurnState{};
    ++state.turnNumber;
    const int players = static_cast<int>(state.players.size());
    if (state.turnNumber % players == 0) {
        if (state.round >= kRounds) {
            state.phase = Phase::GameOver;
            events.push_back(GameEnded{});
            return;
        }
        ++state.round;
        events.push_back(RoundAdvanced{state.round});
    }
    state.currentPlayer = static_cast<PlayerId>((state.startPlayer + state.turnNumber) % players);
    const auto& next = state.players[state.currentPlayer];
    state.phase = next.sheetCard || next.jadroCard ? Phase::Place : Phase::Word;
    events.push_back(TurnBegan{state.currentPlayer});
}

}  // namespace ps::engine::detail
