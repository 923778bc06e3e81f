#include "engine/errors.h"

namespace ps::engine {

std::string_view errorCodeName(ErrorCode code) {
    switch (code) {
        case ErrorCode::Ok:
            return "ok";
        case ErrorCode::GameOver:
            return "game-over";
        case ErrorCode::WrongPhase:
            return "wrong-phase";
        case ErrorCode::NotYourTurn:
            return "not-your-turn";
        case ErrorCode::NoSuchPlayer:
            return "no-such-player";
        case ErrorCode::NoSuchCard:
            return "no-such-card";
        case ErrorCode::CardNotOnSheet:
            return "card-not-on-sheet";
        case ErrorCode::CellOccupied:
            return "cell-occupied";
        case ErrorCode::CellNotTouching:
            return "cell-not-touching";
        case ErrorCode::WordTooShort:
            return "word-too-short";
        case ErrorCode::CardCountMismatch:
            return "card-count-mismatch";
        case ErrorCode::CardLetterMismatch:
            return "card-letter-mismatch";
        case ErrorCode::CardNotAvailable:
            return "card-not-available";
        case ErrorCode::CardUsedTwice:
            return "card-used-twice";
        case ErrorCode::LetterMissing:
            return "letter-missing";
        case ErrorCode::PlacedCardNotUsed:
            return "placed-card-not-used";
        case ErrorCode::NoTableCard:
            return "no-table-card";
        case ErrorCode::CardFrozen:
            return "card-frozen";
        case ErrorCode::NotEnoughMarkers:
            return "not-enough-markers";
        case ErrorCode::NotInDictionary:
            return "not-in-dictionary";
        case ErrorCode::AlreadyPlayed:
            return "already-played";
        case ErrorCode::SameFamily:
            return "same-family";
        case ErrorCode::SuspectedRelation:
            return "suspected-relation";
        case ErrorCode::RedrawLimitReached:
            return "redraw-limit-reached";
        case ErrorCode::StackEmpty:
            return "stack-empty";
        case ErrorCode::NoCardPlaced:
            return "no-card-placed";
        case ErrorCode::PassNotAllowed:
            return "pass-not-allowed";
        case ErrorCode::NoSuchOffer:
            return "no-such-offer";
        case ErrorCode::NotAwaited:
            return "not-awaited";
        case ErrorCode::InvalidPrice:
            return "invalid-price";
        case ErrorCode::OfferLimitReached:
            return "offer-limit-reached";
        case ErrorCode::CounterLimitReached:
            return "counter-limit-reached";
        case ErrorCode::VariantOff:
            return "variant-off";
        case ErrorCode::ActionNotAvailable:
            return "action-not-available";
        case ErrorCode::InvalidTarget:
            return "invalid-target";
    }
    return "unknown";
}

}  // namespace ps::engine
