// A refused word as an English message: the word, then what is wrong with it and where.

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

}  // namespace

Error Applier::wordError(const WordVerdict& verdict, const Word& word) const {
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
            text += "a chosen card is not available to this word" + letterAt(verdict.letterIndex);
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

}  // namespace ps::engine::detail
