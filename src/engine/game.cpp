// The façade: set-up, action dispatch (check validates; apply validates the same way, then
// changes the state), queries. Placement, the word, redraw, pass and the end of the turn are
// handled here; help negotiation is in help_offers.cpp, black-card actions in black_actions.cpp,
// the word's checks in words.cpp (its refusals as text in word_errors.cpp), the turn flow in
// turn.cpp, scoring in scoring.cpp.

#include "engine/game.h"

#include <algorithm>
#include <numeric>

#include "engine/applier.h"
#include "engine/rng.h"

namespace ps::engine {

namespace {

struct Layout {
    int columns;
    int rows;
};

Layout layoutFor(int players) {
    switch (players) {
        case 2:
            return {4, 4};
        case 3:
            return {5, 5};
        default:
            return {6, 5};
    }
}

}  // namespace

namespace detail {

Checked<PlaceCard> Validator::operator()(const PlaceCard& a) const {
    if (auto e = needPhase(Phase::Place))
        return *e;
    const auto& me = s_.players[s_.currentPlayer];
    if (me.sheetCard != a.card && me.jadroCard != a.card) {
        return error(ErrorCode::CardNotOnSheet, cardText(s_, a.card) + " is not on " +
                                                    playerText(s_.currentPlayer) + "'s sheet");
    }
    if (!a.cell.inRange())
        return outOfRange(a.cell);
    if (findCell(s_, a.cell)) {
        return error(ErrorCode::CellOccupied, "cell " + cellText(a.cell) + " is occupied");
    }
    if (!s_.table.empty() && !detail::touchesCard(s_, a.cell)) {
        return error(ErrorCode::CellNotTouching,
                     "cell " + cellText(a.cell) + " does not touch a card by a side");
    }
    if (s_.table.empty() && a.cell != Cell{0, 0}) {
        return error(ErrorCode::CellNotTouching, "the table is empty: place at (0, 0)");
    }
    return approve(a);
}

void Executor::operator()(const Approved<PlaceCard>& approved) {
    const PlaceCard& a = approved.action;
    auto& me = s_.players[s_.currentPlayer];
    if (me.sheetCard == a.card) {
        me.sheetCard.reset();
    } else {
        me.jadroCard.reset();
        s_.turn.jadroPlaced = a.card;
    }
    detail::insertTableCell(s_, TableCell{a.cell, a.card, Side::Face, {}, {}});
    s_.turn.placed.push_back(a.card);
    events_.push_back(CardPlaced{s_.currentPlayer, a.card, a.cell});
    if (!me.sheetCard && !me.jadroCard)
        s_.phase = Phase::Word;
}

Checked<PlayWord> Validator::operator()(const PlayWord& a) const {
    if (auto e = needPhase(Phase::Word))
        return *e;
    auto verdict = detail::checkWordFor(s_, lexicon_, a.word, a.cards,
                                        {a.tableAcceptsSuspected, a.tableAcceptsUnknown},
                                        detail::WordMode::Own);
    if (!verdict.ok())
        return wordError(verdict, a.word, a.cards, detail::WordMode::Own);
    Approved<PlayWord> approved = approve(a, std::move(verdict.cards));
    approved.overruled = verdict.overruled;
    return approved;
}

void Executor::operator()(const Approved<PlayWord>& approved) {
    detail::playCheckedWord(s_, events_, approved.action.word, approved.cards, std::nullopt, {},
                            detail::WordMode::Own, approved.overruled);
}

Checked<Redraw> Validator::operator()(const Redraw& a) const {
    if (auto e = needPhase(Phase::Word))
        return *e;
    if (s_.turn.placed.empty()) {
        return error(ErrorCode::NoCardPlaced, "no card was placed this turn: pass instead");
    }
    if (s_.turn.redrawsUsed >= s_.options.redrawLimit) {
        return error(ErrorCode::RedrawLimitReached, "all " +
                                                        std::to_string(s_.options.redrawLimit) +
                                                        " redraws of this turn are used: pass");
    }
    if (s_.stack.empty()) {
        return error(ErrorCode::StackEmpty, "the stack is empty: pass");
    }
    return approve(a);
}

void Executor::operator()(const Approved<Redraw>&) {
    returnPlacedCards();
    const CardId card = *detail::drawTop(s_);
    s_.players[s_.currentPlayer].sheetCard = card;
    ++s_.turn.redrawsUsed;
    s_.turn.helpOffers.clear();
    s_.turn.helpersOffered.clear();  // a new placed card: everyone may offer again (D19)
    events_.push_back(CardDrawn{s_.currentPlayer, card});
    events_.push_back(Redrew{s_.currentPlayer, s_.turn.redrawsUsed});
    s_.phase = Phase::Place;
}

Checked<Pass> Validator::operator()(const Pass& a) const {
    if (auto e = needPhase(Phase::Word))
        return *e;
    const bool allowed =
        s_.stack.empty() || s_.turn.placed.empty() || s_.turn.redrawsUsed >= s_.options.redrawLimit;
    if (!allowed) {
        return error(ErrorCode::PassNotAllowed,
                     "a word, a redraw or help first: passing needs an empty stack or the "
                     "redraws used up");
    }
    return approve(a);
}

void Executor::operator()(const Approved<Pass>&) {
    returnPlacedCards();
    s_.turn.helpOffers.clear();
    events_.push_back(Passed{s_.currentPlayer});
    detail::finishTurn(s_, events_, true);
}

Checked<EndTurn> Validator::operator()(const EndTurn& a) const {
    if (s_.phase != Phase::Actions && s_.phase != Phase::EndOfTurn) {
        if (auto e = needPhase(Phase::EndOfTurn))
            return *e;
    }
    return approve(a);
}

void Executor::operator()(const Approved<EndTurn>&) {
    detail::finishTurn(s_, events_, true);
}

std::optional<Error> Validator::needPhase(Phase phase) const {
    if (s_.phase == Phase::GameOver)
        return gameOver();
    if (s_.phase != phase) {
        static constexpr std::array<const char*, 6> kNames = {"placing a card",
                                                              "making a word",
                                                              "black-card actions",
                                                              "the end of the turn",
                                                              "choosing a ĆWICZEBNY card",
                                                              "game over"};
        return error(ErrorCode::WrongPhase, std::string("not now: the game expects ") +
                                                kNames[static_cast<std::size_t>(s_.phase)]);
    }
    return std::nullopt;
}

const TableCell* Validator::faceUpCard(CardId card) const {
    const TableCell* entry = findCard(s_, card);
    return entry && entry->side == Side::Face ? entry : nullptr;
}

Error Validator::outOfRange(Cell cell) {
    return error(ErrorCode::CellNotTouching,
                 "cell " + cellText(cell) + " is beyond the table's coordinate range");
}

Error Validator::notTarget(CardId card, const std::string& why) const {
    return error(ErrorCode::InvalidTarget, cardText(s_, card) + " " + why);
}

// The placed cards go under the stack: the player's own card first, then the JĄDRO card
// (rules D25).
void Executor::returnPlacedCards() {
    auto placed = s_.turn.placed;
    std::stable_partition(placed.begin(), placed.end(),
                          [&](CardId card) { return s_.turn.jadroPlaced != card; });
    for (CardId card : placed) {
        detail::removeTableCell(s_, findCard(s_, card)->cell);
        detail::putUnderStack(s_, card, events_);
    }
    s_.turn.placed.clear();
    s_.turn.jadroPlaced.reset();
}

}  // namespace detail

PlayerId actorOf(const Action& action, const GameState& state) {
    return std::visit(
        [&](const auto& a) -> PlayerId {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, HelpOffer> || std::is_same_v<A, HelpWithdraw>) {
                return a.helper;
            } else if constexpr (std::is_same_v<A, HelpCounter> || std::is_same_v<A, HelpAccept>) {
                return a.by;
            } else {
                return state.currentPlayer;
            }
        },
        action);
}

std::optional<std::string> Game::validateNewGame(const GameOptions& options, const Deck& deck) {
    if (options.players < kMinPlayers || options.players > kMaxPlayers) {
        return "options.players: " + std::to_string(options.players) + " (must be 2 to 4)";
    }
    // Table options (rules D5, D9).
    if (options.minWordLength < kMinWordLengthLowest ||
        options.minWordLength > kMinWordLengthHighest) {
        return "options.minWordLength: " + std::to_string(options.minWordLength) + " (must be " +
               std::to_string(kMinWordLengthLowest) + " to " +
               std::to_string(kMinWordLengthHighest) + ")";
    }
    if (options.redrawLimit < kRedrawLimitLowest || options.redrawLimit > kRedrawLimitHighest) {
        return "options.redrawLimit: " + std::to_string(options.redrawLimit) + " (must be " +
               std::to_string(kRedrawLimitLowest) + " to " + std::to_string(kRedrawLimitHighest) +
               ")";
    }
    if (options.turnTimerSeconds < 0)
        return "options.turnTimerSeconds: must not be negative";
    if (options.startPlayer && *options.startPlayer >= options.players) {
        return "options.startPlayer: player " + std::to_string(*options.startPlayer) +
               " does not exist";
    }
    const Layout layout = layoutFor(options.players);
    const int needed = layout.columns * layout.rows + options.players;
    if (deck.size() < needed || deck.size() > kMaxDeckSize) {
        return "deck: " + std::to_string(deck.size()) + " cards; a " +
               std::to_string(options.players) + "-player game needs at least " +
               std::to_string(needed) + " (and at most 255)";
    }
    return std::nullopt;
}

Game::Game(const GameOptions& options, Deck deck, const dict::Lexicon& lexicon)
    : lexicon_(&lexicon) {
    if (auto problem = validateNewGame(options, deck))
        throw std::invalid_argument(*problem);
    auto& s = state_;
    s.options = options;
    s.deck = std::move(deck);
    // Rules D1: the start player first, then the shuffle, the layout row by row from (0, 0),
    // then one sheet card each from the start player clockwise.
    Rng rng(options.seed);
    s.startPlayer =
        options.startPlayer
            ? *options.startPlayer
            : static_cast<PlayerId>(rng.below(static_cast<std::uint64_t>(options.players)));
    s.stack.resize(static_cast<std::size_t>(s.deck.size()));
    std::iota(s.stack.begin(), s.stack.end(), CardId{0});
    rng.shuffle(std::span<CardId>(s.stack));
    s.rng = rng.state();
    const Layout layout = layoutFor(options.players);
    for (int y = 0; y < layout.rows; ++y) {
        for (int x = 0; x < layout.columns; ++x) {
            s.table.push_back(TableCell{Cell{x, y}, *detail::drawTop(s), Side::Face, {}, {}});
        }
    }
    s.players.resize(static_cast<std::size_t>(options.players));
    for (int i = 0; i < options.players; ++i) {
        const auto seat = static_cast<std::size_t>((s.startPlayer + i) % options.players);
        s.players[seat].sheetCard = detail::drawTop(s);
    }
    s.currentPlayer = s.startPlayer;
    s.phase = Phase::Place;
}

Game::Game(GameState state, const dict::Lexicon& lexicon)
    : state_(std::move(state)), lexicon_(&lexicon) {
    const auto problems = findInconsistencies(state_);
    if (!problems.empty())
        throw std::invalid_argument("inconsistent state: " + problems.front());
}

std::optional<Error> Game::check(const Action& action) const {
    const detail::Validator validator(state_, *lexicon_);
    return std::visit(
        [&](const auto& a) -> std::optional<Error> {
            auto checked = validator(a);
            if (auto* refusal = std::get_if<Error>(&checked))
                return std::move(*refusal);
            return std::nullopt;
        },
        action);
}

Result Game::apply(const Action& action) {
    Result result;
    const detail::Validator validator(state_, *lexicon_);
    std::visit(
        [&](const auto& a) {
            auto checked = validator(a);
            if (auto* refusal = std::get_if<Error>(&checked)) {
                result.error = std::move(*refusal);
                return;
            }
            detail::Executor executor(state_, result.events);
            executor(std::get<1>(checked));
        },
        action);
    return result;
}

std::vector<Cell> Game::legalPlacements() const {
    if (state_.phase != Phase::Place)
        return {};
    return detail::emptyCellsTouching(state_);
}

WordVerdict Game::checkWord(std::span<const Letter> word) const {
    return detail::checkWordFor(state_, *lexicon_, word, {}, {}, detail::WordMode::Own);
}

WordVerdict Game::checkWord(const PlayWord& play) const {
    return detail::checkWordFor(state_, *lexicon_, play.word, play.cards,
                                {play.tableAcceptsSuspected, play.tableAcceptsUnknown},
                                detail::WordMode::Own);
}

WordPreview Game::previewWord(const PlayWord& play) const {
    return detail::previewResolution(state_, checkWord(play), std::nullopt, {},
                                     detail::WordMode::Own);
}

std::vector<Action> Game::legalActions() const {
    std::vector<Action> actions;
    const auto& s = state_;
    const PlayerId me = s.currentPlayer;
    switch (s.phase) {
        case Phase::Place: {
            const auto cells = detail::emptyCellsTouching(s);
            for (const auto& card : {s.players[me].sheetCard, s.players[me].jadroCard}) {
                if (!card)
                    continue;
                for (Cell cell : cells)
                    actions.emplace_back(PlaceCard{*card, cell});
            }
            break;
        }
        case Phase::Word:
            if (!s.turn.placed.empty() && s.turn.redrawsUsed < s.options.redrawLimit &&
                !s.stack.empty()) {
                actions.emplace_back(Redraw{});
            }
            if (s.stack.empty() || s.turn.placed.empty() ||
                s.turn.redrawsUsed >= s.options.redrawLimit) {
                actions.emplace_back(Pass{});
            }
            detail::appendHelpAnswers(s, actions);
            break;
        case Phase::Actions:
            detail::appendBlackActionTargets(s, availableBlackActions(), actions);
            actions.emplace_back(FinishActions{});
            break;
        case Phase::EndOfTurn:
            detail::appendBlackActionTargets(s, availableBlackActions(), actions);
            actions.emplace_back(EndTurn{});
            break;
        case Phase::ZeppelinChoice:
            for (CardId card : s.turn.zeppelinDrawn)
                actions.emplace_back(ZeppelinKeep{card});
            break;
        case Phase::GameOver:
            break;
    }
    return actions;
}

Scores Game::scores() const {
    return computeScores(state_);
}

}  // namespace ps::engine
