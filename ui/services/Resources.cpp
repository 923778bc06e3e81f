#include "services/Resources.h"

#include "engine/deck.h"
#include "engine/io/standard_deck.h"

namespace ps::ui {

DeckResult loadStandardDeck() {
    // The text embedded once, in engine/io: the app, the loaders and the CLI share it.
    engine::DeckLoad load = engine::parseDeckJson(engine::io::standardDeckText());
    if (!load.deck) {
        return {std::nullopt, QString::fromStdString(load.error)};
    }
    return {std::move(load.deck), {}};
}

}  // namespace ps::ui
