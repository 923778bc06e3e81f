// The façade: set-up, action dispatch (validate first, then change the state), queries.
// Placement, redraw, pass, help negotiation and black-card actions live here; the word is in
// words.cpp, the turn flow in turn.cpp, scoring in scoring.cpp.

#include "engine/game.h"

#include <algorithm>
#include <numeric>

#include "engine/internal.h"
#include "engine/rng.h"

namespace ps::engine {

using detail::cardText;
using detail::cellText;
using detail::error;

namespace {

constexpr int kMaxCounters = 3;  // per offer, both sides together (rules D19)

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

bool contains(const std::vector<CardId>& cards, CardId card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

std::string playerText(PlayerId player) {
    return "player " + std::to_string(player);
}

// Each handler validates everything first and returns the error without touching the state;
// only then it changes the state.
class Applier {
  public:
    Applier(GameState& state, const dict::Lexicon& lexicon, std::vector<Event>& events)
        : s_(state), lexicon_(lexicon), events_(events) {}

    std::optional<Error> operator()(const PlaceCard& a) {
        if (auto e = needPhase(Phase::Place))
            return e;
        auto& me = s_.players[s_.currentPlayer];
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
        return std::nullopt;
    }

    std::optional<Error> operator()(const PlayWord& a) {
        if (auto e = needPhase(Phase::Word))
            return e;
        const auto verdict = detail::checkWordFor(s_, lexicon_, a.word, a.cards,
                                                  a.tableAcceptsSuspected, detail::WordMode::Own);
        if (!verdict.ok())
            return wordError(verdict, a.word);
        detail::playCheckedWord(s_, events_, a.word, verdict.cards, std::nullopt, {},
                                detail::WordMode::Own);
        return std::nullopt;
    }

    std::optional<Error> operator()(const Redraw&) {
        if (auto e = needPhase(Phase::Word))
            return e;
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
        returnPlacedCards();
        const CardId card = *detail::drawTop(s_);
        s_.players[s_.currentPlayer].sheetCard = card;
        ++s_.turn.redrawsUsed;
        s_.turn.helpOffers.clear();
        s_.turn.helpersOffered.clear();  // a new placed card: everyone may offer again (D19)
        events_.push_back(CardDrawn{s_.currentPlayer, card});
        events_.push_back(Redrew{s_.currentPlayer, s_.turn.redrawsUsed});
        s_.phase = Phase::Place;
        return std::nullopt;
    }

    std::optional<Error> operator()(const Pass&) {
        if (auto e = needPhase(Phase::Word))
            return e;
        const bool allowed = s_.stack.empty() || s_.turn.placed.empty() ||
                             s_.turn.redrawsUsed >= s_.options.redrawLimit;
        if (!allowed) {
            return error(ErrorCode::PassNotAllowed,
                         "a word, a redraw or help first: passing needs an empty stack or the "
                         "redraws used up");
        }
        returnPlacedCards();
        s_.turn.helpOffers.clear();
        events_.push_back(Passed{s_.currentPlayer});
        detail::finishTurn(s_, events_, true);
        return std::nullopt;
    }

    // --- Help

    std::optional<Error> operator()(const HelpOffer& a) {
        if (auto e = needPhase(Phase::Word))
            return e;
        if (auto e = needHelper(a.helper))
            return e;
        const auto& offered = s_.turn.helpersOffered;
        if (std::find(offered.begin(), offered.end(), a.helper) != offered.end()) {
            return error(ErrorCode::OfferLimitReached,
                         playerText(a.helper) +
                             " has made their offer for this placed card already (rules D19)");
        }
        const auto verdict =
            detail::checkWordFor(s_, lexicon_, a.word, a.cards, false, detail::WordMode::Help);
        if (!verdict.ok())
            return wordError(verdict, a.word);
        Error priceError =
            detail::checkHelpPrice(s_, a.helper, verdict.cards, a.price, detail::PriceCheck::Offer);
        if (priceError.code != ErrorCode::Ok)
            return priceError;
        s_.turn.helpOffers.push_back(
            HelpNegotiation{a.helper, a.word, verdict.cards, a.price, false, 0});
        s_.turn.helpersOffered.push_back(a.helper);
        events_.push_back(HelpOffered{a.helper});
        return std::nullopt;
    }

    std::optional<Error> operator()(const HelpCounter& a) {
        HelpNegotiation* offer = nullptr;
        if (auto e = needAwaitedOffer(a.helper, a.by, offer))
            return e;
        if (offer->counters >= kMaxCounters) {
            return error(ErrorCode::CounterLimitReached,
                         "this offer was countered " + std::to_string(kMaxCounters) +
                             " times: accept or refuse it (rules D19)");
        }
        const auto check = a.by == s_.currentPlayer ? detail::PriceCheck::ActiveCounter
                                                    : detail::PriceCheck::Offer;
        Error priceError = detail::checkHelpPrice(s_, a.helper, offer->cards, a.price, check);
        if (priceError.code != ErrorCode::Ok)
            return priceError;
        offer->price = a.price;
        offer->awaitingHelper = !offer->awaitingHelper;
        ++offer->counters;
        events_.push_back(HelpCountered{a.helper, a.by, a.price});
        return std::nullopt;
    }

    std::optional<Error> operator()(const HelpAccept& a) {
        HelpNegotiation* offer = nullptr;
        if (auto e = needAwaitedOffer(a.helper, a.by, offer))
            return e;
        // Nothing on the table changes while offers wait, but check again to be safe.
        const auto verdict = detail::checkWordFor(s_, lexicon_, offer->word, offer->cards, false,
                                                  detail::WordMode::Help);
        if (!verdict.ok())
            return wordError(verdict, offer->word);
        Error priceError = detail::checkHelpPrice(s_, a.helper, offer->cards, offer->price,
                                                  detail::PriceCheck::Deal);
        if (priceError.code != ErrorCode::Ok)
            return priceError;
        const HelpNegotiation deal = *offer;
        if (verdict.suspected && !a.tableAcceptsSuspected) {
            // The revealed word is refused by the table: the deal is void (rules D20).
            std::erase_if(s_.turn.helpOffers,
                          [&](const HelpNegotiation& o) { return o.helper == a.helper; });
            events_.push_back(HelpVoided{deal.helper, deal.word});
            return std::nullopt;
        }
        events_.push_back(HelpAccepted{a.helper});
        detail::playCheckedWord(s_, events_, deal.word, deal.cards, deal.helper, deal.price,
                                detail::WordMode::Help);
        return std::nullopt;
    }

    std::optional<Error> operator()(const HelpRefuse& a) { return dropOffer(a.helper, false); }
    std::optional<Error> operator()(const HelpWithdraw& a) { return dropOffer(a.helper, true); }

    // --- Black-card actions after the word

    std::optional<Error> operator()(const UseBlaster& a) {
        if (auto e = needAction(BlackAction::PekatyBlaster, Phase::Actions))
            return e;
        const TableCell* target = faceUpCard(a.target);
        if (!target)
            return notTarget(a.target, "is not a letter card on the table");
        if (contains(s_.turn.wordCards, a.target)) {
            return notTarget(a.target, "was used by the word");
        }
        if (s_.players[s_.currentPlayer].pool < 1) {
            return error(ErrorCode::NotEnoughMarkers, "no marker left for PĘKATY BLASTER");
        }
        useAction(BlackAction::PekatyBlaster);
        detail::resolveNewMarkers(s_, events_, s_.currentPlayer, a.target, 1);
        detail::continueTurn(s_, events_);
        return std::nullopt;
    }

    std::optional<Error> operator()(const UseShadow& a) {
        if (auto e = needAction(BlackAction::CienZaglady, Phase::Actions))
            return e;
        const TableCell* tape = findCard(s_, a.tape);
        if (!tape || tape->side != Side::Tape) {
            return notTarget(a.tape, "is not a tape card on the table");
        }
        const Cell from = tape->cell;
        if (!a.to.inRange())
            return outOfRange(a.to);
        if (findCell(s_, a.to)) {
            return error(ErrorCode::CellOccupied, "cell " + cellText(a.to) + " is occupied");
        }
        if (!detail::touchesCardIgnoring(s_, a.to, from)) {
            return error(ErrorCode::CellNotTouching,
                         "cell " + cellText(a.to) + " does not touch another card by a side");
        }
        useAction(BlackAction::CienZaglady);
        TableCell moved = detail::removeTableCell(s_, from);
        moved.cell = a.to;
        detail::insertTableCell(s_, moved);
        events_.push_back(TapeMoved{a.tape, from, a.to});
        detail::continueTurn(s_, events_);
        return std::nullopt;
    }

    std::optional<Error> operator()(const UseResistance& a) {
        if (auto e = needAction(BlackAction::OporMaterii, Phase::Actions))
            return e;
        const TableCell* target = faceUpCard(a.target);
        if (!target)
            return notTarget(a.target, "is not a letter card on the table");
        if (!target->marker)
            return notTarget(a.target, "holds no marker");
        useAction(BlackAction::OporMaterii);
        TableCell* entry = findCard(s_, a.target);
        const PlayerId owner = *entry->marker;
        entry->marker.reset();
        ++s_.players[owner].pool;
        events_.push_back(MarkerReturned{owner, a.target, entry->cell});
        detail::continueTurn(s_, events_);
        return std::nullopt;
    }

    std::optional<Error> operator()(const UseJadro& a) {
        if (auto e = needAction(BlackAction::JadroMocy, Phase::Actions))
            return e;
        if (a.recipient >= s_.players.size()) {
            return error(ErrorCode::NoSuchPlayer, playerText(a.recipient) + " does not exist");
        }
        if (a.recipient == s_.currentPlayer) {
            return error(ErrorCode::InvalidTarget, "JĄDRO MOCY gives the card to another player");
        }
        if (s_.players[a.recipient].jadroCard) {
            return error(ErrorCode::InvalidTarget,
                         playerText(a.recipient) + " already holds a JĄDRO MOCY card");
        }
        if (s_.stack.empty()) {
            return error(ErrorCode::StackEmpty, "the stack is empty: no card to give");
        }
        useAction(BlackAction::JadroMocy);
        const CardId card = *detail::drawTop(s_);
        s_.players[a.recipient].jadroCard = card;
        events_.push_back(JadroCardGiven{s_.currentPlayer, a.recipient, card});
        detail::continueTurn(s_, events_);
        return std::nullopt;
    }

    std::optional<Error> operator()(const FinishActions&) {
        if (auto e = needPhase(Phase::Actions))
            return e;
        std::erase_if(s_.turn.actionsLeft, detail::isPostWordAction);
        detail::continueTurn(s_, events_);
        return std::nullopt;
    }

    // --- End of the turn

    std::optional<Error> operator()(const UseGel& a) {
        if (auto e = needAction(BlackAction::ZelZapomnienia, Phase::EndOfTurn))
            return e;
        const TableCell* target = faceUpCard(a.target);
        if (!target)
            return notTarget(a.target, "is not a letter card on the table");
        useAction(BlackAction::ZelZapomnienia);
        detail::endOfTurnDraw(s_, events_);  // the draw comes before ŻEL (rules D24)
        TableCell* entry = findCard(s_, a.target);
        const int until = s_.turnNumber + static_cast<int>(s_.players.size());
        entry->frozen = Frozen{s_.currentPlayer, until};
        events_.push_back(CardFrozen{s_.currentPlayer, a.target, entry->cell, until});
        detail::continueTurn(s_, events_);
        return std::nullopt;
    }

    std::optional<Error> operator()(const UseZeppelin&) {
        if (auto e = needAction(BlackAction::CwiczebnyZeppelin, Phase::EndOfTurn))
            return e;
        if (!detail::actionHasTarget(s_, BlackAction::CwiczebnyZeppelin)) {
            return error(ErrorCode::ActionNotAvailable, "the draw has happened already");
        }
        useAction(BlackAction::CwiczebnyZeppelin);
        std::vector<CardId> drawn;
        for (int i = 0; i < 2; ++i) {
            if (const auto card = detail::drawTop(s_))
                drawn.push_back(*card);
        }
        events_.push_back(ZeppelinDrew{s_.currentPlayer, drawn});
        s_.turn.zeppelinDrawn = drawn;
        if (drawn.size() == 1) {  // one card left: nothing to choose (rules D26)
            keepZeppelinCard(drawn.front());
            detail::continueTurn(s_, events_);
        } else {
            s_.phase = Phase::ZeppelinChoice;
        }
        return std::nullopt;
    }

    std::optional<Error> operator()(const ZeppelinKeep& a) {
        if (auto e = needPhase(Phase::ZeppelinChoice))
            return e;
        if (!contains(s_.turn.zeppelinDrawn, a.keep)) {
            return notTarget(a.keep, "is not one of the two cards drawn");
        }
        keepZeppelinCard(a.keep);
        detail::continueTurn(s_, events_);
        return std::nullopt;
    }

    std::optional<Error> operator()(const EndTurn&) {
        if (s_.phase != Phase::Actions && s_.phase != Phase::EndOfTurn) {
            if (auto e = needPhase(Phase::EndOfTurn))
                return e;
        }
        detail::finishTurn(s_, events_, true);
        return std::nullopt;
    }

  private:
    std::optional<Error> gameOver() const { return error(ErrorCode::GameOver, "the game is over"); }

    std::optional<Error> needPhase(Phase phase) const {
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

    std::optional<Error> needAction(BlackAction action, Phase phase) const {
        if (!s_.options.blackCardVariant) {
            return error(ErrorCode::VariantOff, "black-card actions are off in this game");
        }
        if (auto e = needPhase(phase))
            return e;
        const auto& left = s_.turn.actionsLeft;
        if (std::find(left.begin(), left.end(), action) == left.end()) {
            return error(ErrorCode::ActionNotAvailable,
                         "this action is not available: the word did not use its black card, "
                         "or it was used already");
        }
        return std::nullopt;
    }

    std::optional<Error> needHelper(PlayerId helper) const {
        if (helper >= s_.players.size()) {
            return error(ErrorCode::NoSuchPlayer, playerText(helper) + " does not exist");
        }
        if (helper == s_.currentPlayer) {
            return error(ErrorCode::NotYourTurn, "the active player cannot help themselves");
        }
        return std::nullopt;
    }

    // The offer of `helper` under negotiation in the word step, when it waits for `by`'s answer.
    std::optional<Error> needAwaitedOffer(PlayerId helper, PlayerId by, HelpNegotiation*& offer) {
        if (auto e = needPhase(Phase::Word))
            return e;
        offer = findOffer(helper);
        if (!offer)
            return noOffer(helper);
        const PlayerId awaited = offer->awaitingHelper ? offer->helper : s_.currentPlayer;
        if (by != awaited) {
            return error(ErrorCode::NotAwaited, "the offer of " + playerText(offer->helper) +
                                                    " waits for " + playerText(awaited) +
                                                    "'s answer");
        }
        return std::nullopt;
    }

    HelpNegotiation* findOffer(PlayerId helper) {
        for (auto& offer : s_.turn.helpOffers) {
            if (offer.helper == helper)
                return &offer;
        }
        return nullptr;
    }

    std::optional<Error> noOffer(PlayerId helper) const {
        return error(ErrorCode::NoSuchOffer, playerText(helper) + " has no offer on the table");
    }

    std::optional<Error> dropOffer(PlayerId helper, bool byHelper) {
        if (auto e = needPhase(Phase::Word))
            return e;
        if (!findOffer(helper))
            return noOffer(helper);
        std::erase_if(s_.turn.helpOffers,
                      [&](const HelpNegotiation& o) { return o.helper == helper; });
        events_.push_back(HelpRefused{helper, byHelper ? helper : s_.currentPlayer});
        return std::nullopt;
    }

    const TableCell* faceUpCard(CardId card) const {
        const TableCell* entry = findCard(s_, card);
        return entry && entry->side == Side::Face ? entry : nullptr;
    }

    // Words in messages: a value that is not one of the 32 letters shows as '?'.
    static std::string letterText(Letter letter) {
        return letter < kAlphabetSize ? toUtf8Upper(letter) : std::string("?");
    }
    static std::string wordText(const Word& word) {
        std::string text;
        for (Letter letter : word)
            text += letterText(letter);
        return text;
    }

    static std::optional<Error> outOfRange(Cell cell) {
        return error(ErrorCode::CellNotTouching,
                     "cell " + cellText(cell) + " is beyond the table's coordinate range");
    }

    std::optional<Error> notTarget(CardId card, const std::string& why) const {
        return error(ErrorCode::InvalidTarget, cardText(s_, card) + " " + why);
    }

    void useAction(BlackAction action) {
        auto& left = s_.turn.actionsLeft;
        left.erase(std::find(left.begin(), left.end(), action));
        events_.push_back(BlackActionUsed{s_.currentPlayer, action});
    }

    // The placed cards go under the stack: the player's own card first, then the JĄDRO card
    // (rules D25).
    void returnPlacedCards() {
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

    void keepZeppelinCard(CardId keep) {
        for (CardId card : s_.turn.zeppelinDrawn) {
            if (card != keep)
                detail::putUnderStack(s_, card, events_);
        }
        s_.players[s_.currentPlayer].sheetCard = keep;
        events_.push_back(CardDrawn{s_.currentPlayer, keep});
        s_.turn.zeppelinDrawn.clear();
        s_.turn.drawn = true;
        s_.phase = Phase::EndOfTurn;
    }

    Error wordError(const WordVerdict& verdict, const Word& word) const {
        std::string text = "\"" + wordText(word) + "\": ";
        const auto letterAt = [&](int i) {
            return i >= 0 && static_cast<std::size_t>(i) < word.size()
                       ? " (letter " + std::to_string(i + 1) + ", " +
                             letterText(word[static_cast<std::size_t>(i)]) + ")"
                       : std::string();
        };
        switch (verdict.problem) {
            case ErrorCode::WordTooShort:
                text += "shorter than " + std::to_string(s_.options.minWordLength) + " letters";
                break;
            case ErrorCode::CardCountMismatch:
                text += "give one card per letter";
                break;
            case ErrorCode::CardLetterMismatch:
                text += "the chosen card shows another letter" + letterAt(verdict.letterIndex);
                break;
            case ErrorCode::CardNotAvailable:
                text +=
                    "a chosen card is not available to this word" + letterAt(verdict.letterIndex);
                break;
            case ErrorCode::CardUsedTwice:
                text += "a card is used twice (only ŹRENICE allows it, for one table card)";
                break;
            case ErrorCode::NoSuchCard:
                text += "no such card" + letterAt(verdict.letterIndex);
                break;
            case ErrorCode::LetterMissing:
                text += "no card left for a letter" + letterAt(verdict.letterIndex);
                break;
            case ErrorCode::CardFrozen:
                text += "the card is frozen by ŻEL ZAPOMNIENIA" + letterAt(verdict.letterIndex);
                break;
            case ErrorCode::PlacedCardNotUsed:
                text += "the word must use the placed card";
                break;
            case ErrorCode::NotEnoughMarkers:
                text += "not enough markers in the pool";
                break;
            case ErrorCode::NotInDictionary:
                text += "not in the dictionary";
                break;
            case ErrorCode::AlreadyPlayed:
                text += "already played in this game";
                break;
            case ErrorCode::SameFamily:
                text += "a form of the played word \"" + wordText(*verdict.relatedTo) + "\"";
                break;
            case ErrorCode::SuspectedRelation:
                text += "may be related to the played word \"" + wordText(*verdict.relatedTo) +
                        "\": the table decides";
                break;
            default:
                text += std::string(errorCodeName(verdict.problem));
                break;
        }
        return error(verdict.problem, text);
    }

    GameState& s_;
    const dict::Lexicon& lexicon_;
    std::vector<Event>& events_;
};

}  // namespace

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

Result Game::apply(const Action& action) {
    Result result;
    Applier applier(state_, *lexicon_, result.events);
    result.error = std::visit(applier, action);
    if (result.error)
        result.events.clear();
    return result;
}

std::vector<Cell> Game::legalPlacements() const {
    if (state_.phase != Phase::Place)
        return {};
    return detail::emptyCellsTouching(state_);
}

WordVerdict Game::checkWord(std::span<const Letter> word) const {
    return detail::checkWordFor(state_, *lexicon_, word, {}, false, detail::WordMode::Own);
}

WordVerdict Game::checkWord(const PlayWord& play) const {
    return detail::checkWordFor(state_, *lexicon_, play.word, play.cards,
                                play.tableAcceptsSuspected, detail::WordMode::Own);
}

WordPreview Game::previewWord(const PlayWord& play) const {
    return detail::previewResolution(state_, checkWord(play), std::nullopt, {},
                                     detail::WordMode::Own);
}

WordPreview Game::previewHelp(const HelpOffer& offer) const {
    auto verdict = detail::checkWordFor(state_, *lexicon_, offer.word, offer.cards, false,
                                        detail::WordMode::Help);
    if (verdict.ok() && offer.helper < state_.players.size() &&
        offer.helper != state_.currentPlayer) {
        const Error price = detail::checkHelpPrice(state_, offer.helper, verdict.cards, offer.price,
                                                   detail::PriceCheck::Deal);
        if (price.code != ErrorCode::Ok)
            verdict.problem = price.code;
    }
    return detail::previewResolution(state_, verdict, offer.helper, offer.price,
                                     detail::WordMode::Help);
}

std::vector<HelpSummary> Game::helpSummaries() const {
    std::vector<HelpSummary> summaries;
    for (const auto& offer : state_.turn.helpOffers) {
        HelpSummary summary;
        summary.helper = offer.helper;
        summary.length = static_cast<int>(offer.word.size());
        summary.priceCards = offer.price;
        for (CardId card : offer.price)
            summary.priceLetters.push_back(state_.deck[card].letter);
        summary.awaitingHelper = offer.awaitingHelper;
        WordVerdict verdict;
        verdict.cards = offer.cards;
        summary.capturesForActive = detail::previewResolution(state_, verdict, offer.helper,
                                                              offer.price, detail::WordMode::Help)
                                        .captures;
        summaries.push_back(std::move(summary));
    }
    return summaries;
}

std::vector<BlackAction> Game::availableBlackActions() const {
    std::vector<BlackAction> available;
    if (state_.phase != Phase::Actions && state_.phase != Phase::EndOfTurn)
        return available;
    for (BlackAction action : state_.turn.actionsLeft) {
        const bool now = state_.phase == Phase::Actions ? detail::isPostWordAction(action)
                                                        : detail::isEndOfTurnAction(action);
        if (now && detail::actionHasTarget(state_, action))
            available.push_back(action);
    }
    return available;
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
        case Phase::Word: {
            if (!s.turn.placed.empty() && s.turn.redrawsUsed < s.options.redrawLimit &&
                !s.stack.empty()) {
                actions.emplace_back(Redraw{});
            }
            if (s.stack.empty() || s.turn.placed.empty() ||
                s.turn.redrawsUsed >= s.options.redrawLimit) {
                actions.emplace_back(Pass{});
            }
            for (const auto& offer : s.turn.helpOffers) {
                const PlayerId awaited = offer.awaitingHelper ? offer.helper : me;
                // A counter may name cards outside the helper's word (rules D18): the helper
                // cannot accept that price, only counter again or withdraw.
                const Error priceError = detail::checkHelpPrice(
                    s, offer.helper, offer.cards, offer.price, detail::PriceCheck::Deal);
                if (priceError.code == ErrorCode::Ok) {
                    actions.emplace_back(HelpAccept{offer.helper, awaited});
                }
                actions.emplace_back(HelpRefuse{offer.helper});
            }
            break;
        }
        case Phase::Actions: {
            for (BlackAction action : availableBlackActions()) {
                switch (action) {
                    case BlackAction::PekatyBlaster:
                        for (const auto& e : s.table) {
                            if (e.side == Side::Face && !contains(s.turn.wordCards, e.card)) {
                                actions.emplace_back(UseBlaster{e.card});
                            }
                        }
                        break;
                    case BlackAction::OporMaterii:
                        for (const auto& e : s.table) {
                            if (e.side == Side::Face && e.marker) {
                                actions.emplace_back(UseResistance{e.card});
                            }
                        }
                        break;
                    case BlackAction::CienZaglady: {
                        const auto cells = detail::emptyCellsTouching(s);
                        for (const auto& e : s.table) {
                            if (e.side != Side::Tape)
                                continue;
                            for (Cell cell : cells) {
                                if (detail::touchesCardIgnoring(s, cell, e.cell)) {
                                    actions.emplace_back(UseShadow{e.card, cell});
                                }
                            }
                        }
                        break;
                    }
                    case BlackAction::JadroMocy:
                        for (std::size_t p = 0; p < s.players.size(); ++p) {
                            if (p != me && !s.players[p].jadroCard) {
                                actions.emplace_back(UseJadro{static_cast<PlayerId>(p)});
                            }
                        }
                        break;
                    default:
                        break;
                }
            }
            actions.emplace_back(FinishActions{});
            break;
        }
        case Phase::EndOfTurn: {
            for (BlackAction action : availableBlackActions()) {
                if (action == BlackAction::ZelZapomnienia) {
                    for (const auto& e : s.table) {
                        if (e.side == Side::Face)
                            actions.emplace_back(UseGel{e.card});
                    }
                } else if (action == BlackAction::CwiczebnyZeppelin) {
                    actions.emplace_back(UseZeppelin{});
                }
            }
            actions.emplace_back(EndTurn{});
            break;
        }
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
