#pragma once
// Shared by the format readers and writers (not a public API): typed field access that fails
// with the JSON path, and the ways a file names a card.
//
// Card references, as written in files:
//   17                      card 17 of the deck
//   "T#17"                  card 17, which must be a T (what the writers emit)
//   "T"                     some T card: the reader picks one (where the context allows)
//   {"landmark": "Tadż Mahal"}            the card with that landmark ("letter" may be added)
//   [3, 1]                  the card lying at cell (3, 1) (where the context allows)

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "engine/io/json_text.h"
#include "engine/state.h"

namespace ps::engine::io::detail {

// Thrown inside the readers; the public functions turn it into a FormatError.
struct FormatFailure {
    FormatError error;
};

[[noreturn]] void fail(const std::string& path, std::string message);

// Short JSON text of a value for messages: escaped, cut after 40 bytes (text::printableText).
std::string shortText(const Json& value);

// The object at `path`, refusing keys not in `allowed`.
const Json& requireObject(const Json& value, const std::string& path,
                          std::initializer_list<std::string_view> allowed);
const Json& requireArray(const Json& value, const std::string& path);
// The member `key`, or nullptr when absent.
const Json* member(const Json& object, std::string_view key);
const Json& requireMember(const Json& object, const std::string& path, std::string_view key);

long long readInt(const Json& value, const std::string& path, long long min, long long max);
// The "format" and "version" members every document starts with: refuses another format or
// another version of this one.
void readFormatHeader(const Json& document, std::string_view format, long long version);
// The same for a format of several versions: returns the one found, in [oldest, newest].
long long readFormatHeader(const Json& document, std::string_view format, long long oldest,
                           long long newest);
bool readBool(const Json& value, const std::string& path);
std::string readString(const Json& value, const std::string& path);
Word readWord(const Json& value, const std::string& path);
Cell readCell(const Json& value, const std::string& path);
PlayerId readPlayer(const Json& value, const std::string& path, int players);

Json cellJson(Cell cell);
std::string cellText(Cell cell);

// A card reference as written; what it means depends on where it is.
struct CardRef {
    std::optional<CardId> id;      // exact: 17, "T#17", {"landmark": ...}
    std::optional<Letter> letter;  // "T" (and the checked letter of the exact forms)
    std::optional<Cell> cell;      // [x, y]
    std::string path;
};
CardRef readCardRef(const Json& value, const std::string& path, const Deck& deck);
// An exact reference (id, "T#17" or landmark); others are refused with `why`.
CardId readExactCard(const Json& value, const std::string& path, const Deck& deck);

// "T#17".
Json cardJson(const Deck& deck, CardId card);
// ["T#17", "A#5", ...].
Json cardList(const Deck& deck, const std::vector<CardId>& cards);
// The players' pools, sheet, JĄDRO and captured cards (positions and seat views alike), and the
// words used so far.
Json playersToJson(const std::vector<PlayerState>& players, const Deck& deck);
Json usedWordsToJson(const std::vector<Word>& words);
// "card 17 (T)".
std::string cardText(const Deck& deck, CardId card);

// Table options: {"players": 2, "variant": false, ...}. Every field but "players" may be
// left out (defaults of GameOptions); `players` is used when "players" is absent.
Json optionsToJson(const GameOptions& options);
GameOptions readOptions(const Json& value, const std::string& path,
                        std::optional<int> players = std::nullopt);

// "standard" for the standard deck, else the deck in the deck file's format.
Json deckToJson(const Deck& deck);
// Absent or "standard": the standard deck; an object: a deck file (engine/deck.h rules).
Deck readDeck(const Json* value, const std::string& path);

std::string_view phaseName(Phase phase);
std::optional<Phase> phaseFromName(std::string_view name);

}  // namespace ps::engine::io::detail
