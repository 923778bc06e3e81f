#include "session/describe.h"

#include <algorithm>
#include <stdexcept>
#include <type_traits>
#include <variant>

#include "engine/game.h"

namespace ps::session {

using namespace ps::engine;

namespace {

std::string cardList(const std::vector<CardId>& ids) {
    std::string text = "[";
    for (std::size_t i = 0; i < ids.size(); ++i)
        text += (i ? " " : "") + std::to_string(ids[i]);
    return text + "]";
}

std::string playerName(PlayerId player) {
    return "player " + std::to_string(player + 1);
}

std::string cardName(const GameState& state, CardId card) {
    if (!state.deck.contains(card))
        return "card " + std::to_string(card);
    const Card& c = state.deck[card];
    return toUtf8Upper(c.letter) + " (" + c.landmark + ")";
}

// The help actions (the negotiation around a word).
std::string describeHelp(const Action& action) {
    if (const auto* a = std::get_if<HelpOffer>(&action))
        return "help offer by " + std::to_string(a->helper) + ": " + toUtf8Upper(a->word) +
               " price " + cardList(a->price);
    if (const auto* a = std::get_if<HelpCounter>(&action))
        return "help counter by " + std::to_string(a->by) + " price " + cardList(a->price);
    if (const auto* a = std::get_if<HelpAccept>(&action))
        return "help accepted by " + std::to_string(a->by);
    if (const auto* a = std::get_if<HelpRefuse>(&action))
        return "help refused (helper " + std::to_string(a->helper) + ")";
    if (const auto* a = std::get_if<HelpWithdraw>(&action))
        return "help withdrawn by " + std::to_string(a->helper);
    return {};
}

}  // namespace

std::string blackActionName(BlackAction action) {
    switch (action) {
        case BlackAction::Jadro:
            return "JĄDRO MOCY";
        case BlackAction::Zeppelin:
            return "ĆWICZEBNY ZEPPELIN";
        case BlackAction::Blaster:
            return "PĘKATY BLASTER";
        case BlackAction::Shadow:
            return "CIEŃ ZAGŁADY";
        case BlackAction::Resistance:
            return "OPÓR MATERII";
        case BlackAction::Borrow:
            return "ŚWIST ENERGII";
        case BlackAction::DoubleUse:
            return "ŹRENICE PRZENIKLIWOŚCI";
        case BlackAction::Gel:
            return "ŻEL ZAPOMNIENIA";
        case BlackAction::None:
            break;
    }
    return "no action";
}

std::string describe(const Action& action) {
    if (std::string help = describeHelp(action); !help.empty())
        return help;
    return std::visit(
        [&](const auto& a) -> std::string {
            using T = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<T, PlaceCard>)
                return "place " + std::to_string(a.card) + " at (" + std::to_string(a.cell.x) +
                       ", " + std::to_string(a.cell.y) + ")";
            else if constexpr (std::is_same_v<T, PlayWord>)
                return "word " + toUtf8Upper(a.word) + " " + cardList(a.cards);
            else if constexpr (std::is_same_v<T, Redraw>)
                return "redraw";
            else if constexpr (std::is_same_v<T, Pass>)
                return "pass";
            else if constexpr (std::is_same_v<T, UseBlaster>)
                return "blaster on " + std::to_string(a.target);
            else if constexpr (std::is_same_v<T, UseShadow>)
                return "shadow moves " + std::to_string(a.tape);
            else if constexpr (std::is_same_v<T, UseResistance>)
                return "resistance on " + std::to_string(a.target);
            else if constexpr (std::is_same_v<T, UseJadro>)
                return "jadro to " + std::to_string(a.recipient);
            else if constexpr (std::is_same_v<T, FinishActions>)
                return "finish actions";
            else if constexpr (std::is_same_v<T, UseGel>)
                return "gel on " + std::to_string(a.target);
            else if constexpr (std::is_same_v<T, UseZeppelin>)
                return "zeppelin";
            else if constexpr (std::is_same_v<T, ZeppelinKeep>)
                return "zeppelin keeps " + std::to_string(a.keep);
            else if constexpr (std::is_same_v<T, EndTurn>)
                return "end turn";
            else
                return "help";  // handled by describeHelp
        },
        action);
}

std::string describe(const Event& event, const GameState& state) {
    const auto card = [&](CardId id) { return cardName(state, id); };
    return std::visit(
        [&](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, CardPlaced>)
                return playerName(e.player) + " places " + card(e.card) + ".";
            else if constexpr (std::is_same_v<T, CardDrawn>)
                return playerName(e.player) + " draws " + card(e.card) + ".";
            else if constexpr (std::is_same_v<T, WordPlayed>)
                return playerName(e.player) + " plays " + toUtf8Upper(e.word) +
                       (e.helper ? " with the help of " + playerName(*e.helper) : "") +
                       (e.byTable ? " (not in the dictionary: the table accepted it)" : "") + ".";
            else if constexpr (std::is_same_v<T, MarkerReturned>)
                return "A marker goes back to " + playerName(e.owner) + ".";
            else if constexpr (std::is_same_v<T, CardCaptured>)
                return playerName(e.player) + " captures " + card(e.card) + ".";
            else if constexpr (std::is_same_v<T, TapePlaced>)
                return "Police tape with " + playerName(e.player) + "'s marker takes its place.";
            else if constexpr (std::is_same_v<T, CellLeftEmpty>)
                return "The stack is empty: the cell stays empty.";
            else if constexpr (std::is_same_v<T, Redrew>)
                return playerName(e.player) + " redraws (" + std::to_string(e.redrawsUsed) +
                       " of " + std::to_string(state.options.redrawLimit) + ").";
            else if constexpr (std::is_same_v<T, Passed>)
                return playerName(e.player) + " makes no word this turn.";
            else if constexpr (std::is_same_v<T, HelpOffered>)
                return playerName(e.helper) + " offers help.";
            else if constexpr (std::is_same_v<T, HelpCountered>)
                return playerName(e.by) + " proposes another price " + cardList(e.price) + ".";
            else if constexpr (std::is_same_v<T, HelpAccepted>)
                return "Deal: " + playerName(e.helper) + "'s help is accepted.";
            else if constexpr (std::is_same_v<T, HelpRefused>)
                return e.by == e.helper
                           ? playerName(e.helper) + " withdraws the offer."
                           : playerName(e.by) + " refuses " + playerName(e.helper) + "'s offer.";
            else if constexpr (std::is_same_v<T, HelpVoided>)
                return "The table refuses " + playerName(e.helper) + "'s word " +
                       toUtf8Upper(e.word) + ": no deal.";
            else if constexpr (std::is_same_v<T, BlackActionUsed>)
                return playerName(e.player) + " uses " + blackActionName(e.action) + ".";
            else if constexpr (std::is_same_v<T, TapeMoved>)
                return "A police tape card is moved.";
            else if constexpr (std::is_same_v<T, JadroCardGiven>)
                return playerName(e.from) + " gives " + card(e.card) + " to " + playerName(e.to) +
                       ".";
            else if constexpr (std::is_same_v<T, CardFrozen>)
                return playerName(e.by) + " freezes " + card(e.card) + ".";
            else if constexpr (std::is_same_v<T, CardThawed>)
                return card(e.card) + " thaws.";
            else if constexpr (std::is_same_v<T, ZeppelinDrew>)
                return playerName(e.player) + " draws " + std::to_string(e.cards.size()) +
                       " card(s) to choose from.";
            else if constexpr (std::is_same_v<T, RoundAdvanced>)
                return "Round " + std::to_string(e.round) + ".";
            else if constexpr (std::is_same_v<T, TurnBegan>)
                return playerName(e.player) + "'s turn.";
            else if constexpr (std::is_same_v<T, GameEnded>)
                return "The game is over.";
            else
                return {};  // CardUnderStack, MarkerPlaced, TurnEnded
        },
        event);
}

namespace {

bool isHelp(const Action& action) {
    return std::holds_alternative<HelpOffer>(action) ||
           std::holds_alternative<HelpAccept>(action) ||
           std::holds_alternative<HelpCounter>(action) ||
           std::holds_alternative<HelpRefuse>(action) ||
           std::holds_alternative<HelpWithdraw>(action);
}

// Adds what one event did to the table to its turn's mark; `before` is the position the
// action was applied to (a word's cards may be captured by it).
void mark(TurnMark& turn, const Event& event, const GameState& before) {
    std::visit(
        [&](const auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, CardPlaced>) {
                turn.placed.push_back(e.cell);
            } else if constexpr (std::is_same_v<T, WordPlayed>) {
                turn.word.clear();
                for (const CardId card : e.cards) {
                    if (const TableCell* cell = findCard(before, card))
                        turn.word.push_back(cell->cell);
                }
            } else if constexpr (std::is_same_v<T, CardCaptured>) {
                turn.captured.push_back(e.cell);
            } else if constexpr (std::is_same_v<T, TapePlaced>) {
                turn.tapes.push_back(e.cell);
            } else if constexpr (std::is_same_v<T, TapeMoved>) {
                turn.tapes.push_back(e.to);
            }
        },
        event);
}

}  // namespace

HistoryLog replayHistory(const io::Record& record, const dict::Lexicon& lexicon) {
    HistoryLog log;
    Game game(record.options, record.deck, lexicon);
    log.steps.reserve(record.actions.size());
    for (std::size_t index = 0; index < record.actions.size(); ++index) {
        const Action& action = record.actions[index];
        const GameState before = game.state();
        // The same step the session reports: offers still open lapse with any other action.
        Step step{actorOf(action, before), action, {}, {}, false};
        if (!isHelp(action)) {
            for (const HelpNegotiation& offer : before.turn.helpOffers)
                step.lapsedOffers.push_back(offer.helper);
        }
        Result result = game.apply(action);
        if (!result.ok()) {
            throw std::invalid_argument("action " + std::to_string(index + 1) +
                                        " of the record is refused: " + result.error->message);
        }
        const int turn = before.turnNumber;
        while (static_cast<int>(log.turns.size()) <= turn) {
            TurnMark fresh;  // the turn's first action
            fresh.turn = static_cast<int>(log.turns.size());
            fresh.round = before.round;
            fresh.player = before.currentPlayer;
            log.turns.push_back(fresh);
        }
        TurnMark& turnMark = log.turns[static_cast<std::size_t>(turn)];
        for (const Event& event : result.events)
            mark(turnMark, event, before);
        step.events = std::move(result.events);
        step.roundScored = game.state().round != before.round ||
                           std::any_of(step.events.begin(), step.events.end(), [](const Event& e) {
                               return std::holds_alternative<GameEnded>(e);
                           });
        log.steps.push_back(HistoryStep{std::move(step), turn});
    }
    log.state = game.state();
    return log;
}

std::optional<int> turnThatLaid(const HistoryLog& log, Cell cell) {
    for (auto it = log.turns.rbegin(); it != log.turns.rend(); ++it) {
        const auto has = [&](const std::vector<Cell>& cells) {
            return std::find(cells.begin(), cells.end(), cell) != cells.end();
        };
        if (has(it->placed) || has(it->tapes))
            return it->turn;
    }
    return std::nullopt;
}

}  // namespace ps::session
