#pragma once
// Game data the app carries inside itself: the standard deck (assets/deck.json, embedded once in
// engine/io, so the app never starts without its cards).

#include <QString>
#include <optional>

#include "engine/state.h"

namespace ps::ui {

// The standard 110-card deck, or the reason it cannot be read.
struct DeckResult {
    std::optional<engine::Deck> deck;
    QString error;
};
DeckResult loadStandardDeck();

}  // namespace ps::ui
