#include "engine/io/random_play.h"

#include <algorithm>
#include <set>

namespace ps::engine::io {

WordSource wordListSource(std::vector<Word> words) {
    return [words = std::move(words)](const LetterCounts& available, const LetterCounts& required,
                                      int minLength, std::size_t limit, std::vector<Word>& out) {
        for (const Word& word : words) {
            if (out.size() >= limit)
                return;
            if (static_cast<int>(word.size()) < minLength)
                continue;
            LetterCounts counts{};
            bool fits = true;
            for (Letter l : word) {
                if (++counts[l] > available[l]) {
                    fits = false;
                    break;
                }
            }
            for (std::size_t l = 0; fits && l < counts.size(); ++l)
                fits = counts[l] >= required[l];
            if (fits)
                out.push_back(word);
        }
    };
}

RandomPlayer::RandomPlayer(WordSource words, std::uint64_t seed)
    : words_(std::move(words)), rng_(seed) {}

namespace {

bool contains(const std::vector<CardId>& cards, CardId card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

// The letters a word of the current player may use (table letter cards not frozen, own
// captured cards) and those it must use (the placed cards).
std::pair<LetterCounts, LetterCounts> lettersFor(const GameState& s) {
    LetterCounts available{};
    LetterCounts required{};
    for (const auto& entry : s.table) {
        if (entry.side == Side::Face && !entry.frozen)
            ++available[s.deck[entry.card].letter];
    }
    for (CardId card : s.players[s.currentPlayer].captured)
        ++available[s.deck[card].letter];
    for (CardId card : s.turn.placed)
        ++required[s.deck[card].letter];
    return {available, required};
}

}  // namespace

// A helper's word uses the same letters: the table and the active player's captures.
std::vector<Word> RandomPlayer::candidates(const Game& game) {
    const GameState& s = game.state();
    const auto [available, required] = lettersFor(s);
    scratch_.clear();
    words_(available, required, s.options.minWordLength, 400, scratch_);
    // A few at random, in random order.
    rng_.shuffle(std::span<Word>(scratch_));
    if (scratch_.size() > 6)
        scratch_.resize(6);
    return scratch_;
}

std::optional<RandomStep> RandomPlayer::apply(Game& game, Action action) {
    Result result = game.apply(action);
    if (!result.ok())
        return std::nullopt;
    return RandomStep{std::move(action), std::move(result.events), std::nullopt};
}

std::optional<RandomStep> RandomPlayer::tryWord(Game& game) {
    const GameState& s = game.state();
    for (const Word& word : candidates(game)) {
        PlayWord play{word, {}, rng_.below(2) == 0};
        const WordVerdict verdict = game.checkWord(play);
        if (verdict.problem == ErrorCode::SuspectedRelation) {
            play.tableAcceptsSuspected = true;
        } else if (!verdict.ok()) {
            continue;
        }
        // Sometimes an explicit choice: each letter from a random fitting card, the placed
        // cards first (the engine checks it; a refused choice falls back to the default).
        if (rng_.below(3) == 0 && verdict.ok()) {
            std::vector<CardId> pool;
            for (const auto& entry : s.table) {
                if (entry.side == Side::Face && !entry.frozen &&
                    !contains(s.turn.placed, entry.card))
                    pool.push_back(entry.card);
            }
            for (CardId card : s.players[s.currentPlayer].captured)
                pool.push_back(card);
            rng_.shuffle(std::span<CardId>(pool));
            std::vector<CardId> cards(word.size());
            std::vector<bool> filled(word.size(), false);
            for (CardId placed : s.turn.placed) {
                for (std::size_t i = 0; i < word.size(); ++i) {
                    if (!filled[i] && s.deck[placed].letter == word[i]) {
                        cards[i] = placed;
                        filled[i] = true;
                        break;
                    }
                }
            }
            bool complete = true;
            for (std::size_t i = 0; i < word.size() && complete; ++i) {
                if (filled[i])
                    continue;
                const auto it = std::find_if(pool.begin(), pool.end(), [&](CardId card) {
                    return s.deck[card].letter == word[i];
                });
                if (it == pool.end()) {
                    complete = false;
                } else {
                    cards[i] = *it;
                    pool.erase(it);
                }
            }
            if (complete) {
                PlayWord explicitPlay{word, cards, play.tableAcceptsSuspected};
                if (auto step = apply(game, explicitPlay))
                    return step;
            }
        }
        if (auto step = apply(game, play))
            return step;
    }
    return std::nullopt;
}

std::optional<RandomStep> RandomPlayer::tryHelpOffer(Game& game) {
    const GameState& s = game.state();
    const int players = static_cast<int>(s.players.size());
    const auto helper = static_cast<PlayerId>(
        (s.currentPlayer + 1 + rng_.below(static_cast<std::uint64_t>(players - 1))) % players);
    for (const Word& word : candidates(game)) {
        const WordVerdict verdict = game.checkWord(word);
        if (!verdict.ok())
            continue;
        std::vector<CardId> tableCards;
        for (CardId card : verdict.cards) {
            if (findCard(s, card) && !contains(tableCards, card))
                tableCards.push_back(card);
        }
        if (tableCards.empty())
            continue;
        rng_.shuffle(std::span<CardId>(tableCards));
        tableCards.resize(1 + rng_.below(tableCards.size()));
        if (auto step = apply(game, HelpOffer{helper, word, verdict.cards, tableCards}))
            return step;
    }
    return std::nullopt;
}

std::optional<RandomStep> RandomPlayer::tryCounter(Game& game) {
    const GameState& s = game.state();
    if (s.turn.helpOffers.empty())
        return std::nullopt;
    const auto& offer = s.turn.helpOffers[rng_.below(s.turn.helpOffers.size())];
    const PlayerId by = offer.awaitingHelper ? offer.helper : s.currentPlayer;
    std::vector<CardId> price;
    for (CardId card : offer.price) {
        if (price.empty() || rng_.below(2) == 0)
            price.push_back(card);
    }
    if (by == s.currentPlayer && rng_.below(3) == 0) {
        // The active player does not know the word: any letter card may be named.
        for (const auto& entry : s.table) {
            if (entry.side == Side::Face && rng_.below(20) == 0 && !contains(price, entry.card))
                price.push_back(entry.card);
        }
    }
    if (auto step = apply(game, HelpCounter{offer.helper, by, price}))
        return step;
    if (by == offer.helper && rng_.below(2) == 0)
        return apply(game, HelpWithdraw{offer.helper});
    return std::nullopt;
}

std::optional<RandomStep> RandomPlayer::step(Game& game) {
    if (game.isOver())
        return std::nullopt;
    if (game.state().phase == Phase::Word) {
        const auto roll = rng_.below(100);
        if (!game.state().turn.helpOffers.empty() && roll < 30) {
            if (auto step = tryCounter(game))
                return step;
        } else if (roll < 12) {
            if (auto step = tryHelpOffer(game))
                return step;
        } else if (roll < 85) {
            if (auto step = tryWord(game))
                return step;
        }
    }
    const auto legal = game.legalActions();
    if (legal.empty())
        return std::nullopt;  // the caller reports the stuck game
    const Action& pick = legal[rng_.below(legal.size())];
    Result result = game.apply(pick);
    return RandomStep{pick, std::move(result.events), result.error};
}

}  // namespace ps::engine::io
