#pragma once
// Shared by the bot tests: small dictionaries compiled in memory, the standard deck, and a
// builder for hand-made positions.

#include <gtest/gtest.h>

#include <fstream>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "bots/bot.h"
#include "bots/common_words.h"
#include "dictionary/compiler.h"
#include "dictionary/dictionary.h"
#include "engine/deck.h"
#include "engine/game.h"

namespace ps::bots::testing {

inline const engine::Deck& standardDeck() {
    static const engine::Deck deck = [] {
        auto load = engine::loadDeckFile(POTEGA_DECK_FILE);
        if (!load.deck)
            throw std::runtime_error(load.error);
        return *load.deck;
    }();
    return deck;
}

// A dictionary of exactly these words (each its own family), compiled in memory.
inline std::unique_ptr<dict::Dictionary> makeDictionary(
    std::initializer_list<std::string_view> list) {
    std::vector<Word> words;
    for (auto text : list)
        words.push_back(word(text));
    dict::CompileReport report;
    auto bytes = dict::compileDictionary(std::move(words), dict::HunspellData{}, report);
    return std::make_unique<dict::Dictionary>(
        dict::Dictionary::fromBytes(std::move(bytes), "test"));
}

// The common-words list: as the Easy bot's vocabulary and (compiled) as a mid-sized dictionary
// for whole games — fast enough for many games under sanitizers.
inline const CommonWords& commonWords() {
    static const CommonWords words = CommonWords::load(POTEGA_COMMON_WORDS_SOURCE);
    return words;
}
// The 3000 most common words: plenty of words in every game, cheap enough for 200 games
// under sanitizers.
inline const dict::Dictionary& gameDictionary() {
    static const std::unique_ptr<dict::Dictionary> dictionary = [] {
        std::ifstream in(POTEGA_COMMON_WORDS_SOURCE);
        std::vector<Word> words;
        std::string line;
        while (words.size() < 3000 && std::getline(in, line)) {
            if (auto w = wordFromUtf8(line))
                words.push_back(*w);
        }
        dict::CompileReport report;
        auto bytes = dict::compileDictionary(std::move(words), dict::HunspellData{}, report);
        return std::make_unique<dict::Dictionary>(
            dict::Dictionary::fromBytes(std::move(bytes), "common words"));
    }();
    return *dictionary;
}

// Builds a consistent position by naming cards by their letter; every card not placed goes to
// the stack (in deck order). Player 0 is to play, in Phase::Place, round 1.
class PositionBuilder {
  public:
    explicit PositionBuilder(int players, bool variant = false) {
        state_.options.players = players;
        state_.options.blackCardVariant = variant;
        state_.options.startPlayer = 0;
        state_.deck = standardDeck();
        state_.players.resize(static_cast<std::size_t>(players));
        used_.assign(static_cast<std::size_t>(state_.deck.size()), false);
    }

    engine::CardId take(std::string_view letter) {
        const Letter wanted = word(letter).front();
        for (int id = 0; id < state_.deck.size(); ++id) {
            const auto card = static_cast<engine::CardId>(id);
            if (!used_[card] && state_.deck[card].letter == wanted) {
                used_[card] = true;
                return card;
            }
        }
        throw std::runtime_error("no card left for letter " + std::string(letter));
    }

    engine::CardId table(int x, int y, std::string_view letter,
                         std::optional<engine::PlayerId> marker = std::nullopt,
                         engine::Side side = engine::Side::Face) {
        const auto card = take(letter);
        engine::TableCell entry{engine::Cell{x, y}, card, side, marker, std::nullopt};
        auto at =
            std::lower_bound(state_.table.begin(), state_.table.end(), entry.cell,
                             [](const engine::TableCell& e, engine::Cell c) { return e.cell < c; });
        state_.table.insert(at, entry);
        return card;
    }
    // A tape card (any unused card, taken from the end of the deck) with `owner`'s marker.
    engine::CardId tape(int x, int y, engine::PlayerId owner) {
        for (int id = state_.deck.size() - 1; id >= 0; --id) {
            const auto card = static_cast<engine::CardId>(id);
            if (used_[card])
                continue;
            used_[card] = true;
            engine::TableCell entry{engine::Cell{x, y}, card, engine::Side::Tape, owner,
                                    std::nullopt};
            auto at = std::lower_bound(
                state_.table.begin(), state_.table.end(), entry.cell,
                [](const engine::TableCell& e, engine::Cell c) { return e.cell < c; });
            state_.table.insert(at, entry);
            return card;
        }
        throw std::runtime_error("no card left for a tape");
    }
    // A whole row of letter cards without markers, from (x, y) to the right.
    void row(int x, int y, std::string_view letters) {
        for (const auto& l : word(letters))
            table(x++, y, toUtf8(l));
    }
    engine::CardId sheet(engine::PlayerId player, std::string_view letter) {
        const auto card = take(letter);
        state_.players[player].sheetCard = card;
        return card;
    }
    engine::CardId jadro(engine::PlayerId player, std::string_view letter) {
        const auto card = take(letter);
        state_.players[player].jadroCard = card;
        return card;
    }
    engine::CardId captured(engine::PlayerId player, std::string_view letter) {
        const auto card = take(letter);
        state_.players[player].captured.push_back(card);
        return card;
    }
    void usedWord(std::string_view text) { state_.usedWords.push_back(word(text)); }
    void emptyStack() { emptyStack_ = true; }
    engine::GameState& state() { return state_; }

    engine::Game build(const dict::Lexicon& lexicon) {
        for (int id = 0; id < state_.deck.size(); ++id) {
            if (!used_[static_cast<std::size_t>(id)]) {
                if (emptyStack_) {
                    // Park the rest as captured cards of the last player (out of play).
                    state_.players.back().captured.push_back(static_cast<engine::CardId>(id));
                } else {
                    state_.stack.push_back(static_cast<engine::CardId>(id));
                }
            }
        }
        for (engine::PlayerId p = 0; p < state_.options.players; ++p)
            state_.players[p].pool = engine::kMarkersPerPlayer - engine::markersOnTable(state_, p);
        if (!state_.players[0].sheetCard && !state_.players[0].jadroCard)
            state_.phase = engine::Phase::Word;
        return engine::Game(state_, lexicon);
    }

  private:
    engine::GameState state_;
    std::vector<bool> used_;
    bool emptyStack_ = false;
};

}  // namespace ps::bots::testing
