#include "bots/movegen.h"

#include <algorithm>
#include <numeric>

#include "bots/familiar_words.h"
#include "bots/search_plan.h"
#include "dictionary/dictionary.h"
#include "dictionary/suspicion.h"
#include "engine/rng.h"

namespace ps::bots {

using engine::CardId;
using engine::GameState;
using engine::Phase;
using engine::PlayerId;

using detail::Candidates;
using detail::chooseCards;
using detail::collectLetterCards;
using detail::FoundWord;
using detail::GenerationContext;
using detail::LetterTable;
using detail::planSearches;
using detail::Searches;
using detail::searchWords;

namespace {

// Step 5: the order in which the found words are looked at. Best first (ties: alphabetical,
// the search's order), or shuffled from a seed. Only the head is sorted, and more on demand:
// a 4-player table makes 100 000+ words and only a few dozen are looked at.
class LookingOrder {
  public:
    LookingOrder(const std::vector<FoundWord>& found, std::optional<std::uint64_t> randomSeed)
        : found_(found), order_(found.size()), random_(randomSeed.has_value()) {
        std::iota(order_.begin(), order_.end(), 0U);
        if (randomSeed) {
            engine::Rng rng(*randomSeed);
            rng.shuffle(std::span<std::uint32_t>(order_));
        }
    }

    [[nodiscard]] std::size_t size() const { return order_.size(); }

    // The index into `found` of the word at this position.
    std::uint32_t at(std::size_t position) {
        if (position >= sorted_)
            sortUpTo(2 * sorted_ + 64);
        return order_[position];
    }

    void sortUpTo(std::size_t count) {
        count = std::min(count, order_.size());
        if (random_ || count <= sorted_)
            return;
        const auto better = [&](std::uint32_t a, std::uint32_t b) {
            return found_[a].value > found_[b].value ||
                   (found_[a].value == found_[b].value && a < b);
        };
        const auto begin = order_.begin() + static_cast<std::ptrdiff_t>(sorted_);
        const auto middle = order_.begin() + static_cast<std::ptrdiff_t>(count);
        std::nth_element(begin, middle - 1, order_.end(), better);
        std::sort(begin, middle, better);
        sorted_ = count;
    }

  private:
    const std::vector<FoundWord>& found_;
    std::vector<std::uint32_t> order_;
    bool random_;
    std::size_t sorted_ = 0;
};

}  // namespace

std::vector<CardId> requiredCards(const GameState& state) {
    std::vector<CardId> cards;
    if (state.phase == Phase::Place) {
        const auto& me = state.players[state.currentPlayer];
        if (me.sheetCard)
            cards.push_back(*me.sheetCard);
        if (me.jadroCard)
            cards.push_back(*me.jadroCard);
    }
    for (CardId card : state.turn.placed)
        cards.push_back(card);
    return cards;
}

bool relatedToUsedWord(const engine::Game& game, std::span<const Letter> word) {
    for (const auto& used : game.state().usedWords) {
        if (std::equal(word.begin(), word.end(), used.begin(), used.end()))
            return true;
        if (game.lexicon().relation(word, used) != dict::Relation::None)
            return true;
    }
    return false;
}

// The same test as Dictionary::relation (SameFamily or Suspected), with the played words'
// side computed once: relation() recomputes both sides on every call. Should the dictionary's
// rule change, the engine still refuses what it must: a bot would then only fall back to
// another word.
MoveGenerator::RelationProfile MoveGenerator::profile(std::span<const Letter> word) const {
    RelationProfile p;
    p.word.assign(word.begin(), word.end());
    p.families = dictionary_->families(word);
    p.headwords = dictionary_->headwords(word);
    if (p.headwords.empty())
        p.headwords.push_back(p.word);
    for (const auto& head : p.headwords)
        p.cores.push_back(dict::derivationCores(head));
    return p;
}

bool MoveGenerator::relatedProfiles(const RelationProfile& a, const RelationProfile& b) {
    if (a.word == b.word)
        return true;
    for (auto family : a.families) {
        if (std::binary_search(b.families.begin(), b.families.end(), family))
            return true;
    }
    for (std::size_t i = 0; i < a.headwords.size(); ++i) {
        for (std::size_t j = 0; j < b.headwords.size(); ++j) {
            if (a.headwords[i] == b.headwords[j])
                return true;
            for (const auto& core : a.cores[i]) {
                if (std::binary_search(b.cores[j].begin(), b.cores[j].end(), core))
                    return true;
            }
        }
    }
    return false;
}

bool MoveGenerator::related(const engine::Game& game, std::span<const Letter> word) const {
    const auto& used = game.state().usedWords;
    // Hashes of the used-word prefixes: prefixHashes_[i] covers used[0..i).
    prefixHashes_.assign(1, 0x51ED270B27B1ULL);
    for (const auto& w : used) {
        std::uint64_t h = prefixHashes_.back();
        for (Letter letter : w)
            h = (h ^ letter) * 1099511628211ULL;
        h = (h ^ 0xFFU) * 1099511628211ULL;
        prefixHashes_.push_back(h);
    }
    if (relatedCache_.size() > 200000)
        relatedCache_.clear();
    auto [it, inserted] = relatedCache_.try_emplace(Word(word.begin(), word.end()));
    Checked& checked = it->second;
    if (inserted || checked.usedCount > used.size() ||
        prefixHashes_[checked.usedCount] != checked.usedPrefix) {
        checked = Checked{};  // a different history: check from the start
    }
    if (checked.related)
        return true;
    if (checked.usedCount < used.size()) {
        const RelationProfile candidate = profile(word);
        for (std::size_t i = checked.usedCount; i < used.size(); ++i) {
            auto found = usedProfiles_.find(used[i]);
            if (found == usedProfiles_.end())
                found = usedProfiles_.emplace(used[i], profile(used[i])).first;
            if (relatedProfiles(candidate, found->second)) {
                checked.related = true;
                break;
            }
        }
    }
    checked.usedCount = used.size();
    checked.usedPrefix = prefixHashes_[used.size()];
    return checked.related;
}

bool MoveGenerator::familiar(const FamiliarWords& familiar, std::span<const Letter> word) const {
    if (familiarSource_ != &familiar || familiarCache_.size() > 400000) {
        familiarCache_.clear();
        familiarSource_ = &familiar;
    }
    auto [it, inserted] = familiarCache_.try_emplace(Word(word.begin(), word.end()), false);
    if (inserted)
        it->second = familiar.familiar(word);
    return it->second;
}

std::vector<WordMove> MoveGenerator::generate(const engine::Game& game,
                                              const GenerateOptions& options,
                                              GenerationStats* stats) const {
    const GameState& state = game.state();
    if (state.phase != Phase::Place && state.phase != Phase::Word)
        return {};
    const PlayerId mover = state.currentPlayer;
    const GenerationContext context{state, options, mover, options.perspective.value_or(mover),
                                    requiredCards(state)};
    const LetterTable letters = collectLetterCards(context);
    const Searches searches = planSearches(context, letters);
    const int pool = options.helpWord ? 1000 : state.players[mover].pool;
    const auto stopped = [&] {
        return options.stop && options.stop->load(std::memory_order_relaxed);
    };
    Candidates candidates;
    try {
        candidates = searchWords(*dictionary_, overlay_, addedWords_, context, searches, pool);
    } catch (const detail::GenerationStopped&) {
        return {};
    }

    // Step 7: the best words in order, each once, none related to a used word, each with its
    // cards.
    LookingOrder order(candidates.found, options.randomOrderSeed);
    order.sortUpTo(options.limit * 4 + 32);
    std::vector<WordMove> moves;
    std::size_t rejected = 0;
    // Cut short with `partialOnStop` (in the anagram walk or here): only the best few words
    // found are looked at, without asking the stop again (their checks are a small bounded
    // cost).
    bool cut = candidates.cut;
    const std::size_t looked = options.limit * 4 + 32;
    for (std::size_t position = 0; position < order.size(); ++position) {
        if (moves.size() >= options.limit)
            break;
        if (!cut && stopped()) {
            if (!options.partialOnStop)
                return {};
            cut = true;
        }
        if (cut && position >= looked)
            break;
        const FoundWord& found = candidates.found[order.at(position)];
        const std::span<const Letter> word = candidates.word(found);
        // The same word from another search (ŹRENICE, ŚWIST) with a worse card choice.
        const bool known = std::any_of(moves.begin(), moves.end(), [&](const auto& m) {
            return std::equal(word.begin(), word.end(), m.word.begin(), m.word.end());
        });
        if (known)
            continue;
        if (options.familiar && !familiar(*options.familiar, word))
            continue;
        if (related(game, word)) {
            ++rejected;
            continue;
        }
        auto move = chooseCards(searches, found, word, pool);
        if (!move) {
            ++rejected;
            continue;
        }
        moves.push_back(std::move(*move));
    }
    if (!options.randomOrderSeed) {
        std::stable_sort(moves.begin(), moves.end(),
                         [](const WordMove& a, const WordMove& b) { return a.value > b.value; });
    }
    if (stats) {
        stats->anagrams = candidates.anagrams;
        stats->rejected = rejected;
    }
    return moves;
}

}  // namespace ps::bots
