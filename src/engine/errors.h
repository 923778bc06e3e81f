#pragma once
// Why an action or a word is refused. The code is stable (the UI maps it to a Polish message,
// formats write its name); the English message in Error adds the details.

#include <cstdint>
#include <string>
#include <string_view>

namespace ps::engine {

enum class ErrorCode : std::uint8_t {
    Ok,  // only in WordVerdict: no problem
    // General
    GameOver,
    WrongPhase,
    NotYourTurn,  // a help action by the wrong player
    NoSuchPlayer,
    NoSuchCard,
    // Placement
    CardNotOnSheet,
    CellOccupied,
    CellNotTouching,
    // Words
    WordTooShort,
    CardCountMismatch,   // cards given but not one per letter
    CardLetterMismatch,  // a card's letter differs from the word's letter at that position
    CardNotAvailable,    // not a face-up table card nor the player's captured card
    CardUsedTwice,       // without ŹRENICE (or more than one card doubled / used 3 times)
    LetterMissing,       // no available card for a letter (default choice)
    PlacedCardNotUsed,
    NoTableCard,  // a word must use at least one letter card on the table (D3)
    CardFrozen,
    NotEnoughMarkers,
    NotInDictionary,
    AlreadyPlayed,
    SameFamily,
    SuspectedRelation,  // the table must decide (PlayWord::tableAcceptsSuspected)
    // Redraw / pass
    RedrawLimitReached,
    StackEmpty,
    NoCardPlaced,
    PassNotAllowed,
    // Help
    NoSuchOffer,
    NotAwaited,  // the other party must answer this offer
    InvalidPrice,
    OfferLimitReached,    // one offer per helper per placed card
    CounterLimitReached,  // 3 counters per offer: accept or refuse now
    // Black actions
    VariantOff,
    ActionNotAvailable,
    InvalidTarget,
};

struct Error {
    ErrorCode code = ErrorCode::Ok;
    std::string message;  // English, with details
};

// Stable kebab-case name, e.g. "cell-not-touching".
std::string_view errorCodeName(ErrorCode code);

}  // namespace ps::engine
