#include "session/queries.h"

#include <algorithm>

namespace ps::session {

using namespace ps::engine;

namespace {

template <class T>
bool isLegal(const Game& game) {
    if (game.isOver())
        return false;
    const std::vector<Action> legal = game.legalActions();
    return std::any_of(legal.begin(), legal.end(),
                       [](const Action& action) { return std::holds_alternative<T>(action); });
}

// Whether `action` puts the black-card action `kind` to use.
bool uses(const Action& action, BlackAction kind) {
    switch (kind) {
        case BlackAction::Jadro:
            return std::holds_alternative<UseJadro>(action);
        case BlackAction::Zeppelin:
            return std::holds_alternative<UseZeppelin>(action);
        case BlackAction::Blaster:
            return std::holds_alternative<UseBlaster>(action);
        case BlackAction::Shadow:
            return std::holds_alternative<UseShadow>(action);
        case BlackAction::Resistance:
            return std::holds_alternative<UseResistance>(action);
        case BlackAction::Gel:
            return std::holds_alternative<UseGel>(action);
        case BlackAction::Borrow:  // used inside a word, not as an action of its own
        case BlackAction::DoubleUse:
        case BlackAction::None:
            break;
    }
    return false;
}

// Face-up table cards and the current player's captured cards with `letter`, table first.
std::vector<CardId> cardsWithLetter(const GameState& state, Letter letter) {
    std::vector<CardId> candidates;
    for (const TableCell& cell : state.table) {
        if (cell.side == Side::Face && state.deck[cell.card].letter == letter)
            candidates.push_back(cell.card);
    }
    for (const CardId card : state.players[state.currentPlayer].captured) {
        if (state.deck[card].letter == letter)
            candidates.push_back(card);
    }
    return candidates;
}

}  // namespace

bool canRedraw(const Game& game) {
    return game.state().phase == Phase::Word && isLegal<Redraw>(game);
}

bool canPass(const Game& game) {
    return game.state().phase == Phase::Word && isLegal<Pass>(game);
}

std::optional<CardId> cardToPlace(const Game& game) {
    if (game.state().phase != Phase::Place)
        return std::nullopt;
    const PlayerState& player = game.state().players[game.currentPlayer()];
    return player.sheetCard ? player.sheetCard : player.jadroCard;
}

std::vector<Action> blackActionChoices(const Game& game, BlackAction action) {
    std::vector<Action> choices;
    if (game.isOver())
        return choices;
    for (const Action& legal : game.legalActions()) {
        if (uses(legal, action))
            choices.push_back(legal);
    }
    return choices;
}

std::optional<std::vector<CardId>> alternativeCards(const Game& game, const Word& word,
                                                    const std::vector<CardId>& cards, int index) {
    if (index < 0 || index >= static_cast<int>(cards.size()) ||
        index >= static_cast<int>(word.size()))
        return std::nullopt;
    const auto at = static_cast<std::size_t>(index);
    const std::vector<CardId> candidates = cardsWithLetter(game.state(), word[at]);
    const auto current = std::find(candidates.begin(), candidates.end(), cards[at]);
    const std::size_t start =
        current == candidates.end() ? 0 : static_cast<std::size_t>(current - candidates.begin());
    for (std::size_t step = 1; step < candidates.size(); ++step) {
        const CardId candidate = candidates[(start + step) % candidates.size()];
        std::vector<CardId> choice = cards;
        const auto clash = std::find(choice.begin(), choice.end(), candidate);
        if (clash != choice.end())
            *clash = choice[at];  // two positions with the same letter trade cards
        choice[at] = candidate;
        const WordVerdict verdict = game.checkWord(PlayWord{word, choice, false});
        if (verdict.ok() || verdict.problem == ErrorCode::SuspectedRelation ||
            verdict.problem == ErrorCode::NotEnoughMarkers)
            return choice;
    }
    return std::nullopt;
}

std::vector<PlayerId> unknownWordVoters(const Game& game, const Seats& seats, PlayerId proposer) {
    std::vector<PlayerId> voters;
    if (!game.state().options.tableOverrulesDictionary)
        return voters;
    for (std::size_t seat = 0; seat < seats.size(); ++seat) {
        const auto id = static_cast<PlayerId>(seat);
        if (id != proposer && !seats[seat].isBot())
            voters.push_back(id);
    }
    return voters;
}

std::optional<Action> timeoutAction(const Game& game) {
    const GameState& state = game.state();
    switch (state.phase) {
        case Phase::GameOver:
            return std::nullopt;
        case Phase::Place: {
            const std::vector<Cell> cells = game.legalPlacements();
            const std::optional<CardId> card = cardToPlace(game);
            if (cells.empty() || !card)
                return std::nullopt;
            return PlaceCard{*card, cells.front()};
        }
        case Phase::Word:
            return canRedraw(game) ? Action{Redraw{}} : Action{Pass{}};
        case Phase::ZeppelinChoice:
            if (state.turn.zeppelinDrawn.empty())
                return std::nullopt;
            return ZeppelinKeep{state.turn.zeppelinDrawn.front()};
        case Phase::Actions:
        case Phase::EndOfTurn:
            break;
    }
    return EndTurn{};
}

LastMove lastMove(const HistoryLog& log, const GameState& now) {
    if (log.steps.empty())
        return {};
    const int lastActed = log.steps.back().turn;
    // An action in the current turn (a placed card, even one taken back and placed again)
    // means the current player has acted: the previous move is no longer news.
    if (lastActed >= now.turnNumber && now.phase != Phase::GameOver)
        return {};
    if (lastActed < 0 || lastActed >= static_cast<int>(log.turns.size()))
        return {};
    return LastMove{log.turns[static_cast<std::size_t>(lastActed)]};
}

LastMove lastMove(const io::Record& record, const dict::Lexicon& lexicon) {
    try {
        const HistoryLog log = replayHistory(record, lexicon);
        return lastMove(log, log.state);
    } catch (const std::invalid_argument&) {
        return {};
    }
}

}  // namespace ps::session
