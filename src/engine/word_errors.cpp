// A refused word as an English message: the word, then what is wrong with it and where, with
// the counts and the cards that explain it.

#include "engine/applier.h"

namespace ps::engine::detail {

namespace {

// Words in messages: a value that is not one of the 32 letters shows as '?'.
std::string letterText(Letter letter) {
    return letter < kAlphabetSize ? toUtf8Upper(letter) : std::string("?");
}

std::string wordText(const Word& word) {
    std::string text;
    for (Letter letter : word)
        text += letterText(letter);
    return text;
}

std::optional<PlayerId> capturerOf(const GameState& state, CardId card) {
    for (std::size_t p = 0; p < state.players.size(); ++p) {
        if (listHas(state.players[p].captured, card))
            return static_cast<PlayerId>(p);
    }
    return std::nullopt;
}

bool capturedByRival(const GameState& state, CardId card) {
    const auto owner = capturerOf(state, card);
    return owner && *owner != state.currentPlayer;
}

// Table uses of a card list (a doubled card counts twice): the markers it needs.
int markersNeeded(const GameState& state, std::span<const CardId> cards) {
    int uses = 0;
    for (CardId card : cards) {
        const auto* entry = findCard(state, card);
        if (entry && entry->side == Side::Face)
            ++uses;
    }
    return uses;
}

std::string letterMissingText(const Word& word, int index) {
    if (index < 0)
        return "longer than all the cards of the game could spell";
    const auto at = static_cast<std::size_t>(index);
    const Letter letter = word[at];
    const std::string where = "letter " + std::to_string(index + 1);
    if (letter >= kAlphabetSize)
        return where + " is not one of the 32 letters of the cards";
    const auto needed = std::count(word.begin(), word.end(), letter);
    // The reported occurrence is the first without a card: the ones before it have theirs.
    const auto usable = std::count(word.begin(), word.begin() + index, letter);
    return "no card left for " + where + " (" + letterText(letter) + "): the word needs " +
           std::to_string(needed) + " " + letterText(letter) + " and the player can use " +
           std::to_string(usable);
}

std::string cardUsedTwiceText(const GameState& state, WordMode mode) {
    if (!state.options.blackCardVariant) {
        return "a card is used twice: only ŹRENICE PRZENIKLIWOŚCI allows it, and the black-card "
               "variant is off in this game";
    }
    if (mode == WordMode::Help)
        return "a card is used twice: a help word cannot use ŹRENICE PRZENIKLIWOŚCI (rules D16)";
    return "a card is used twice: only ŹRENICE PRZENIKLIWOŚCI among the word's cards allows it, "
           "for one card used twice";
}

std::string cardNotAvailableText(const GameState& state, std::span<const CardId> cards, int index,
                                 WordMode mode) {
    if (index < 0) {
        // The whole choice is wrong: a card captured by another player without ŚWIST.
        for (CardId card : cards) {
            if (capturedByRival(state, card)) {
                return cardText(state, card) + " was captured by " +
                       playerText(*capturerOf(state, card)) +
                       ": borrowing it needs ŚWIST ENERGII among the word's own cards (rules D30)";
            }
        }
        return "a chosen card is not available to this word";
    }
    const auto at = static_cast<std::size_t>(index);
    if (at >= cards.size())
        return "a chosen card is not available to this word";
    const CardId card = cards[at];
    const std::string where = " (letter " + std::to_string(index + 1) + ")";
    if (const auto* entry = findCard(state, card); entry && entry->side == Side::Tape)
        return cardText(state, card) + where + " lies as a police tape card, not a letter";
    const auto owner = capturerOf(state, card);
    if (!owner) {
        return cardText(state, card) + where +
               " is neither a letter card on the table nor one of the player's captured cards";
    }
    const std::string captured =
        cardText(state, card) + where + " was captured by " + playerText(*owner);
    if (mode == WordMode::Help) {
        return captured +
               ": a help word uses only the table and the active player's captured cards "
               "(rules D16)";
    }
    if (!state.options.blackCardVariant) {
        return captured +
               ": borrowing needs ŚWIST ENERGII, and the black-card variant is off in this game";
    }
    for (std::size_t i = 0; i < at; ++i) {
        if (cards[i] != card && capturedByRival(state, cards[i])) {
            return "a second borrowed card: ŚWIST ENERGII lends one card captured by another "
                   "player, and " +
                   cardText(state, cards[i]) + " is borrowed already; " + captured;
        }
    }
    return captured;
}

}  // namespace

Error Validator::wordError(const WordVerdict& verdict, const Word& word,
                           std::span<const CardId> cards, WordMode mode) const {
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
            text += "give one card per letter (" + std::to_string(word.size()) + " letters, " +
                    std::to_string(cards.size()) + " cards)";
            break;
        case ErrorCode::CardLetterMismatch:
            text += "the chosen card shows another letter" + letterAt(verdict.letterIndex);
            break;
        case ErrorCode::CardNotAvailable:
            text += cardNotAvailableText(s_, cards, verdict.letterIndex, mode);
            break;
        case ErrorCode::CardUsedTwice:
            text += cardUsedTwiceText(s_, mode);
            break;
        case ErrorCode::NoSuchCard:
            text += "no such card" + letterAt(verdict.letterIndex);
            break;
        case ErrorCode::LetterMissing:
            text += letterMissingText(word, verdict.letterIndex);
            break;
        case ErrorCode::CardFrozen:
            text += "the card is frozen by ŻEL ZAPOMNIENIA" + letterAt(verdict.letterIndex);
            break;
        case ErrorCode::PlacedCardNotUsed:
            text += "the word must use the placed card";
            break;
        case ErrorCode::NoTableCard:
            text += "uses no letter card on the table: a word needs at least one (rules D3)";
            break;
        case ErrorCode::NotEnoughMarkers: {
            const int needed = markersNeeded(s_, verdict.cards.empty() ? cards : verdict.cards);
            text += "not enough markers: the word needs " + std::to_string(needed) +
                    " and the pool holds " + std::to_string(s_.players[s_.currentPlayer].pool);
            break;
        }
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

}  // namespace ps::engine::detail
