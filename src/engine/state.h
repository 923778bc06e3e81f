#pragma once
// The whole game as plain data. A GameState fully determines the future of the game given the
// actions applied to it: there is no hidden cache, and two equal states behave identically.
// Rules live in game.h / the .cpp files; this header only describes what is on the table.

#include <array>
#include <compare>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "text/alphabet.h"

namespace ps::engine {

// A card is named by its index in the deck (0..109 for the standard deck).
using CardId = std::uint8_t;
// Players are numbered 0..players-1 in clockwise seating order.
using PlayerId = std::uint8_t;

inline constexpr int kMinPlayers = 2;
inline constexpr int kMaxPlayers = 4;
inline constexpr int kMarkersPerPlayer = 30;
inline constexpr int kRounds = 6;
inline constexpr int kMaxDeckSize = 255;

// ---------------------------------------------------------------------------------------------
// Cards and the deck

enum class Colour : std::uint8_t { Blue, Black };

// The eight black-card actions (variant). None on blue cards. The names are those of the
// action structs (UseBlaster…); the cards' printed titles stay in text, and the deck file and
// the formats spell them as the titles' ids (blackActionId: "pekaty-blaster"…).
enum class BlackAction : std::uint8_t {
    None,
    Jadro,       // Ą JĄDRO MOCY: give the top card of the stack to another player (obligation)
    Zeppelin,    // Ć ĆWICZEBNY ZEPPELIN: at the end of the turn draw 2, keep 1, the other under
                 // the stack
    Blaster,     // Ę PĘKATY BLASTER: one marker on a letter card the word did not use
    Shadow,      // Ń CIEŃ ZAGŁADY: move one tape card (with its marker) to another empty cell
    Resistance,  // Ó OPÓR MATERII: remove one marker from a letter card
    Borrow,      // Ś ŚWIST ENERGII: the word may use one card captured by another player
    DoubleUse,   // Ź ŹRENICE PRZENIKLIWOŚCI: the word may use one card twice (and capture it)
    Gel,         // Ż ŻEL ZAPOMNIENIA: freeze one table card until the end of the player's next
                 // turn
};

struct Card {
    Letter letter = 0;
    Colour colour = Colour::Blue;
    BlackAction action = BlackAction::None;  // None exactly when colour == Blue
    std::string landmark;

    bool operator==(const Card&) const = default;
};

// The deck is immutable once built; copies share it, so copying a GameState (bots do it for
// look-ahead) does not copy 110 landmark names. Equality compares the contents.
class Deck {
  public:
    Deck() = default;
    explicit Deck(std::vector<Card> cards)
        : cards_(std::make_shared<const std::vector<Card>>(std::move(cards))) {}

    [[nodiscard]] int size() const { return cards_ ? static_cast<int>(cards_->size()) : 0; }
    [[nodiscard]] const Card& operator[](CardId id) const { return (*cards_)[id]; }
    [[nodiscard]] const std::vector<Card>& cards() const {
        static const std::vector<Card> kEmpty;
        return cards_ ? *cards_ : kEmpty;
    }
    [[nodiscard]] bool contains(int id) const { return id >= 0 && id < size(); }

    bool operator==(const Deck& other) const {
        return cards_ == other.cards_ || cards() == other.cards();
    }

  private:
    std::shared_ptr<const std::vector<Card>> cards_;
};

// ---------------------------------------------------------------------------------------------
// The table: an unbounded grid of cells

// Coordinates stay within ±kMaxCoordinate (far beyond any real game) so neighbour arithmetic
// can never overflow; cells outside are refused.
inline constexpr int kMaxCoordinate = 1 << 20;

struct Cell {
    int x = 0;  // column, grows to the right
    int y = 0;  // row, grows downwards

    // Row-major order (y, then x): the table is kept sorted this way.
    auto operator<=>(const Cell& other) const {
        if (auto c = y <=> other.y; c != 0)
            return c;
        return x <=> other.x;
    }
    bool operator==(const Cell&) const = default;

    [[nodiscard]] bool inRange() const {
        return x >= -kMaxCoordinate && x <= kMaxCoordinate && y >= -kMaxCoordinate &&
               y <= kMaxCoordinate;
    }
};

// A letter card lies face up; a tape card ("taśma policyjna") lies face down and always carries
// the marker of the player who captured the card that stood there.
enum class Side : std::uint8_t { Face, Tape };

// ŻEL ZAPOMNIENIA: the card is turned by 90° and nobody may use it in a word until the end of
// turn number `untilTurn` (the freezer's next turn). A newer freeze always lasts longer than an
// older one, so a card keeps only the latest (rules D32).
struct Frozen {
    PlayerId by = 0;
    int untilTurn = 0;  // GameState::turnNumber of the last turn in which it is frozen

    bool operator==(const Frozen&) const = default;
};

struct TableCell {
    Cell cell;
    CardId card = 0;
    Side side = Side::Face;
    // At rest a card holds at most one marker (two markers are resolved immediately).
    std::optional<PlayerId> marker;
    std::optional<Frozen> frozen;

    bool operator==(const TableCell&) const = default;
};

// ---------------------------------------------------------------------------------------------
// Players

struct PlayerState {
    int pool = kMarkersPerPlayer;     // markers in front of the player (not on the table)
    std::optional<CardId> sheetCard;  // the card on the sheet ("ściągawka"), placed next turn
    std::optional<CardId> jadroCard;  // a card given by JĄDRO MOCY: placed and used next turn
    std::vector<CardId> captured;     // in capture order

    bool operator==(const PlayerState&) const = default;
};

// ---------------------------------------------------------------------------------------------
// Options

// Table options' ranges (rules D5, D9): the engine, the loaders, the CLI and the new-game
// dialog all read these.
inline constexpr int kMinWordLengthLowest = 2;
inline constexpr int kMinWordLengthHighest = 5;
inline constexpr int kRedrawLimitLowest = 0;
inline constexpr int kRedrawLimitHighest = 9;

struct GameOptions {
    int players = 2;                      // 2..4
    bool blackCardVariant = false;        // black-card actions on/off
    int minWordLength = 2;                // table option, 2..5 (rules D5)
    int redrawLimit = 3;                  // redraws per turn, table option, 0..9 (D9)
    int turnTimerSeconds = 0;             // 0 = no timer (the app runs it; rules D14)
    std::uint64_t seed = 0;               // shuffle (and start player when not set)
    std::optional<PlayerId> startPlayer;  // nothing: drawn from the seed
    // House rule, off by default: a word refused only for not being in the dictionary may be
    // played when every other person at the table accepts it (PlayWord::tableAcceptsUnknown).
    bool tableOverrulesDictionary = false;

    bool operator==(const GameOptions&) const = default;
};

// ---------------------------------------------------------------------------------------------
// The turn in progress

enum class Phase : std::uint8_t {
    Place,           // the current player places the card(s) on their sheet
    Word,            // make a word, redraw, pass, or negotiate help
    Actions,         // variant: black actions after resolution (BLASTER, OPÓR, CIEŃ, JĄDRO)
    EndOfTurn,       // variant: ŻEL / ĆWICZEBNY available before the draw
    ZeppelinChoice,  // ĆWICZEBNY: choose which of the two drawn cards to keep
    GameOver,
};

// A help offer under negotiation. The word is secret to everyone but the helper until the deal.
struct HelpNegotiation {
    PlayerId helper = 0;
    Word word;
    std::vector<CardId> cards;    // one per letter of `word`
    std::vector<CardId> price;    // table cards of the word that get the helper's markers
    bool awaitingHelper = false;  // false: the active player must answer; true: the helper must
    int counters = 0;             // counter-offers so far (both sides), at most 3

    bool operator==(const HelpNegotiation&) const = default;
};

struct TurnState {
    int redrawsUsed = 0;
    std::vector<CardId> placed;  // cards placed this turn, still on the table, in order
    bool wordPlayed = false;
    std::vector<CardId> wordCards;  // table cards the word used (BLASTER may not target them)
    std::vector<BlackAction> actionsLeft;  // granted by the word's black cards, not yet used
    std::optional<CardId> jadroPlaced;     // the JĄDRO card among `placed` (goes under it last)
    std::vector<HelpNegotiation> helpOffers;
    std::vector<PlayerId> helpersOffered;  // offered for the current placed card (one each)
    bool drawn = false;                    // the end-of-turn draw happened
    std::vector<CardId> zeppelinDrawn;     // ĆWICZEBNY: the two cards to choose from

    bool operator==(const TurnState&) const = default;
};

// xoshiro256** state: the game's own generator, identical on every standard library.
struct RngState {
    std::array<std::uint64_t, 4> s{};
    bool operator==(const RngState&) const = default;
};

// ---------------------------------------------------------------------------------------------
// The game

struct GameState {
    GameOptions options;
    Deck deck;
    std::vector<TableCell> table;  // sorted by Cell (row-major); no two entries share a cell
    std::vector<CardId> stack;     // stack[0] is the top card; "under the stack" = push_back
    std::vector<PlayerState> players;
    std::vector<Word> usedWords;  // in the order they were played
    int round = 1;                // 1..6
    int turnNumber = 0;           // turns begun before the current one (0-based, whole game)
    PlayerId startPlayer = 0;
    PlayerId currentPlayer = 0;
    Phase phase = Phase::Place;
    TurnState turn;
    RngState rng;

    bool operator==(const GameState&) const = default;
};

// ---------------------------------------------------------------------------------------------
// Small queries on plain state (no rules): lookups that every layer needs.

// The table entry at `cell`, or nullptr.
const TableCell* findCell(const GameState& state, Cell cell);
TableCell* findCell(GameState& state, Cell cell);
// The table entry holding `card`, or nullptr.
const TableCell* findCard(const GameState& state, CardId card);
TableCell* findCard(GameState& state, CardId card);

// Where a card is. Every card of the deck is in exactly one place.
struct CardLocation {
    enum class Kind : std::uint8_t { Stack, Table, Sheet, JadroSheet, Captured, ZeppelinDrawn };
    Kind kind = Kind::Stack;
    PlayerId player = 0;  // Sheet, JadroSheet, Captured
    Cell cell;            // Table
    bool operator==(const CardLocation&) const = default;
};
std::optional<CardLocation> locateCard(const GameState& state, CardId card);

// Markers of `player` lying on the table.
int markersOnTable(const GameState& state, PlayerId player);

// Consistency problems of a state (cards missing or twice, marker counts, tape without marker,
// markers of absent players, ...). Empty when the state is consistent. Messages are English,
// each naming the offending card, cell or player.
std::vector<std::string> findInconsistencies(const GameState& state);

}  // namespace ps::engine
