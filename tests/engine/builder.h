#pragma once
// Builds positions by hand for tests: cards are created as they are named, so a test only says
// what matters ("a T with Jagoda's marker at (2, 0)", "an E in the stack") and the builder makes
// a consistent GameState (every card somewhere once, pools = 30 - markers on the table).
//
//   PositionBuilder b(3);                      // 3 players, base game
//   CardId t = b.letter({2, 0}, "T", 0);        // face-up T with player 0's marker
//   b.tape({3, 0}, 1);                          // tape card with player 1's marker
//   b.sheet(0, "S");  b.stack("E");  b.captured(1, "O");
//   Game game(b.build(), lexicon);
//
// The black letters Ą Ć Ę Ń Ó Ś Ź Ż always make black cards with their action.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/deck.h"
#include "engine/game.h"

namespace ps::engine::testing {

class PositionBuilder {
  public:
    explicit PositionBuilder(int players, bool variant = false) {
        state_.options.players = players;
        state_.options.blackCardVariant = variant;
        state_.players.resize(static_cast<std::size_t>(players));
    }

    GameOptions& options() { return state_.options; }

    // A new card of that letter (one letter, UTF-8, either case).
    CardId card(std::string_view letter) {
        const Word w = ps::word(letter);
        Card c;
        c.letter = w.at(0);
        c.landmark = "Landmark " + std::to_string(cards_.size());
        for (BlackAction a : {BlackAction::Jadro, BlackAction::Zeppelin, BlackAction::Blaster,
                              BlackAction::Shadow, BlackAction::Resistance, BlackAction::Borrow,
                              BlackAction::DoubleUse, BlackAction::Gel}) {
            if (blackActionLetter(a) == c.letter) {
                c.colour = Colour::Black;
                c.action = a;
            }
        }
        cards_.push_back(c);
        return static_cast<CardId>(cards_.size() - 1);
    }

    CardId letter(Cell cell, std::string_view letter,
                  std::optional<PlayerId> marker = std::nullopt) {
        const CardId id = card(letter);
        state_.table.push_back(TableCell{cell, id, Side::Face, marker, std::nullopt});
        return id;
    }
    // A row of face-up cards from `start` to the right, one per letter, no markers.
    std::vector<CardId> row(Cell start, std::string_view word) {
        std::vector<CardId> ids;
        int x = start.x;
        for (Letter l : ps::word(word))
            ids.push_back(letter({x++, start.y}, toUtf8(l)));
        return ids;
    }
    CardId tape(Cell cell, PlayerId marker, std::string_view letter = "A") {
        const CardId id = card(letter);
        state_.table.push_back(TableCell{cell, id, Side::Tape, marker, std::nullopt});
        return id;
    }
    CardId sheet(PlayerId player, std::string_view letter) {
        const CardId id = card(letter);
        state_.players[player].sheetCard = id;
        return id;
    }
    CardId jadroSheet(PlayerId player, std::string_view letter) {
        const CardId id = card(letter);
        state_.players[player].jadroCard = id;
        return id;
    }
    CardId captured(PlayerId player, std::string_view letter) {
        const CardId id = card(letter);
        state_.players[player].captured.push_back(id);
        return id;
    }
    // Appends to the bottom of the stack (the first call is the top card).
    CardId stack(std::string_view letter) {
        const CardId id = card(letter);
        state_.stack.push_back(id);
        return id;
    }
    void stackMany(int count, std::string_view letter = "Y") {
        for (int i = 0; i < count; ++i)
            stack(letter);
    }
    void freeze(CardId id, PlayerId by, int untilTurn) {
        for (auto& e : state_.table) {
            if (e.card == id)
                e.frozen = Frozen{by, untilTurn};
        }
    }

    // The turn state: current player, round, turn number (set before build()).
    void current(PlayerId player) { state_.currentPlayer = player; }
    void start(PlayerId player) { state_.startPlayer = player; }
    void round(int r) { state_.round = r; }
    void turnNumber(int t) { state_.turnNumber = t; }
    void used(std::string_view w) { state_.usedWords.push_back(ps::word(w)); }
    void pool(PlayerId player, int markers) { poolOverride_[player] = markers; }

    // A consistent state; the phase is Place when the current player has a sheet card.
    GameState build() {
        GameState s = state_;
        s.deck = Deck(cards_);
        std::sort(s.table.begin(), s.table.end(),
                  [](const TableCell& a, const TableCell& b) { return a.cell < b.cell; });
        for (std::size_t p = 0; p < s.players.size(); ++p) {
            const auto id = static_cast<PlayerId>(p);
            const int onTable = markersOnTable(s, id);
            s.players[p].pool = kMarkersPerPlayer - onTable;
            if (poolOverride_[p]) {
                // Park the markers the test does not want in the pool on extra tape cards far
                // away, so the position stays consistent (pool + table = 30).
                int extra = s.players[p].pool - *poolOverride_[p];
                int x = 1000 + static_cast<int>(p) * 100;
                while (extra-- > 0) {
                    Card c;
                    c.letter = 0;
                    c.landmark = "Parked " + std::to_string(cards_.size());
                    cards_.push_back(c);
                    s.table.push_back(TableCell{Cell{x, 1000 + 2 * x},
                                                static_cast<CardId>(cards_.size() - 1), Side::Tape,
                                                id, std::nullopt});
                    x += 2;
                }
                s.players[p].pool = *poolOverride_[p];
            }
        }
        s.deck = Deck(cards_);
        std::sort(s.table.begin(), s.table.end(),
                  [](const TableCell& a, const TableCell& b) { return a.cell < b.cell; });
        const auto& me = s.players[s.currentPlayer];
        s.phase = me.sheetCard || me.jadroCard ? Phase::Place : Phase::Word;
        return s;
    }

  private:
    GameState state_;
    std::vector<Card> cards_;
    std::optional<int> poolOverride_[kMaxPlayers];
};

}  // namespace ps::engine::testing
