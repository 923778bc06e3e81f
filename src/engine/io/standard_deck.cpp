#include "engine/io/standard_deck.h"

#include <stdexcept>

#include "engine/deck.h"

namespace ps::engine::io {

namespace detail {
extern const char* const kStandardDeckText;  // generated from assets/deck.json
}

std::string_view standardDeckText() {
    return detail::kStandardDeckText;
}

const Deck& standardDeck() {
    static const Deck deck = [] {
        auto loaded = parseDeckJson(standardDeckText());
        // The file is checked by the build's tests; a broken embedded deck is a build defect.
        if (!loaded.deck)
            throw std::logic_error("embedded assets/deck.json: " + loaded.error);
        return *loaded.deck;
    }();
    return deck;
}

}  // namespace ps::engine::io
