#include "bots/movegen.h"

#include <algorithm>
#include <array>
#include <numeric>

#include "bots/common_words.h"
#include "dictionary/dictionary.h"
#include "dictionary/suspicion.h"
#include "engine/rng.h"

namespace ps::bots {

using engine::CardId;
using engine::Cell;
using engine::GameState;
using engine::Phase;
using engine::PlayerId;
using engine::Side;

namespace {

constexpr std::array<Cell, 4> kSides = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

struct Source {
    CardId card = 0;
    double value = 0;
    bool onTable = false;
};

// The cards of one letter: the required ones (always used) and the others, best first, with
// prefix sums so that a word's best choice costs O(distinct letters).
struct LetterCards {
    std::vector<Source> forced;
    std::vector<Source> optional;
    double forcedValue = 0;
    int forcedOnTable = 0;
    std::vector<double> prefixValue{0.0};
    std::vector<int> prefixOnTable{0};
};

int ownTapesAround(const GameState& state, Cell cell, PlayerId owner) {
    int count = 0;
    for (Cell d : kSides) {
        const auto* next = engine::findCell(state, Cell{cell.x + d.x, cell.y + d.y});
        if (next && next->side == Side::Tape && next->marker == owner)
            ++count;
    }
    return count;
}

double postWordActionValue(const GameState& state, CardId card, const CardValues& values) {
    if (!state.options.blackCardVariant)
        return 0;
    const auto action = state.deck[card].action;
    switch (action) {
        case engine::BlackAction::None:
        case engine::BlackAction::Borrow:
        case engine::BlackAction::DoubleUse:
            return 0;
        default:
            return values.blackAction;
    }
}

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

std::size_t MoveGenerator::WordHash::operator()(const Word& word) const noexcept {
    std::size_t hash = 1469598103934665603ULL;
    for (Letter letter : word) {
        hash ^= letter;
        hash *= 1099511628211ULL;
    }
    return hash;
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

std::vector<WordMove> MoveGenerator::generate(const engine::Game& game,
                                              const GenerateOptions& options,
                                              GenerationStats* stats) const {
    const GameState& state = game.state();
    if (state.phase != Phase::Place && state.phase != Phase::Word)
        return {};
    const PlayerId mover = state.currentPlayer;
    const PlayerId perspective = options.perspective.value_or(mover);
    const CardValues& v = options.values;
    const auto required = requiredCards(state);
    const bool isRequired = !required.empty();

    std::array<LetterCards, kAlphabetSize> letters;
    const auto cardValue = [&](const engine::TableCell& entry) {
        double value = 0;
        const int tapes = ownTapesAround(state, entry.cell, perspective);
        if (entry.marker == perspective) {
            value = v.capture + v.zoneLink * (tapes + 1);
        } else if (entry.marker) {
            value =
                (*entry.marker == mover && perspective != mover ? -v.rivalMarker : v.rivalMarker) +
                v.zoneLink * tapes;
        } else {
            value = v.freeMarker + v.zoneLink * tapes;
        }
        // A helper judging the mover's word: the mover's markers help a rival.
        if (perspective != mover && entry.marker != perspective)
            value = -v.freeMarker;
        return value + postWordActionValue(state, entry.card, v);
    };
    for (const auto& entry : state.table) {
        if (entry.side != Side::Face || entry.frozen)
            continue;
        const Letter letter = state.deck[entry.card].letter;
        const bool forced =
            std::find(required.begin(), required.end(), entry.card) != required.end();
        Source source{entry.card, cardValue(entry), true};
        if (forced)
            letters[letter].forced.push_back(source);
        else
            letters[letter].optional.push_back(source);
    }
    const auto& me = state.players[mover];
    if (state.phase == Phase::Place) {
        for (CardId card : required) {
            const double value = (perspective == mover ? v.freeMarker : -v.freeMarker) +
                                 postWordActionValue(state, card, v);
            letters[state.deck[card].letter].forced.push_back({card, value, true});
        }
    }
    for (CardId card : me.captured) {
        // No marker: worth nothing by itself, but a black card still grants its action.
        letters[state.deck[card].letter].optional.push_back(
            {card, postWordActionValue(state, card, v) - 0.01, false});
    }
    using LetterTable = std::array<LetterCards, kAlphabetSize>;
    // Sorts the optional cards and fills the prefix sums and the query of one letter table.
    const auto prepare = [&](LetterTable& table, dict::AnagramQuery& query) {
        for (int l = 0; l < kAlphabetSize; ++l) {
            auto& cards = table[static_cast<std::size_t>(l)];
            std::stable_sort(cards.optional.begin(), cards.optional.end(),
                             [](const Source& a, const Source& b) { return a.value > b.value; });
            cards.forcedValue = 0;
            cards.forcedOnTable = 0;
            for (const auto& source : cards.forced) {
                cards.forcedValue += source.value;
                cards.forcedOnTable += source.onTable ? 1 : 0;
            }
            cards.prefixValue.assign(1, 0.0);
            cards.prefixOnTable.assign(1, 0);
            for (const auto& source : cards.optional) {
                cards.prefixValue.push_back(cards.prefixValue.back() + source.value);
                cards.prefixOnTable.push_back(cards.prefixOnTable.back() +
                                              (source.onTable ? 1 : 0));
            }
            const std::size_t total = cards.forced.size() + cards.optional.size();
            query.available[static_cast<std::size_t>(l)] =
                static_cast<std::uint8_t>(std::min<std::size_t>(total, 255));
            query.required[static_cast<std::size_t>(l)] =
                static_cast<std::uint8_t>(std::min<std::size_t>(cards.forced.size(), 255));
        }
        query.minLength = static_cast<std::size_t>(std::max(2, state.options.minWordLength));
        query.maxLength = options.maxLength;
    };
    // Table 0: the plain letters. Further tables (variant, ŹRENICE PRZENIKLIWOŚCI): one card
    // used twice — forced in twice (two markers, a capture) — with the Ź card forced in.
    std::vector<LetterTable> tables;
    std::vector<dict::AnagramQuery> queries;
    tables.push_back(letters);
    queries.emplace_back();
    prepare(tables[0], queries[0]);
    // The usable card (table, own captures, placed) with this black action, with its letter.
    const auto usableAction = [&](engine::BlackAction action) {
        std::optional<std::pair<Letter, CardId>> usable;
        for (int l = 0; l < kAlphabetSize && !usable; ++l) {
            const auto& cards = tables[0][static_cast<std::size_t>(l)];
            for (const auto* list : {&cards.forced, &cards.optional}) {
                for (const auto& source : *list) {
                    if (state.deck[source.card].action == action)
                        usable = std::pair{static_cast<Letter>(l), source.card};
                }
            }
        }
        return usable;
    };
    // ŚWIST ENERGII: the search that borrows one rival's captured card (its letter one more
    // time than the player has), with the Ś card required. Index into `tables`, if any.
    std::optional<std::size_t> borrowTable;
    std::array<std::optional<Source>, kAlphabetSize> borrowable{};
    if (state.options.blackCardVariant && !options.helpWord) {
        const auto zrenice = usableAction(engine::BlackAction::DoubleUse);
        if (zrenice) {
            // The cards whose capture by doubling gains most (own-marked ones capture anyway).
            struct Doubling {
                Letter letter;
                Source source;
                double gain;
            };
            std::vector<Doubling> doublings;
            for (const auto& entry : state.table) {
                if (entry.side != Side::Face || entry.frozen || entry.marker == perspective ||
                    entry.card == zrenice->second ||
                    std::find(required.begin(), required.end(), entry.card) != required.end())
                    continue;
                const Letter letter = state.deck[entry.card].letter;
                const auto& cards = tables[0][letter].optional;
                const auto it = std::find_if(cards.begin(), cards.end(),
                                             [&](const Source& x) { return x.card == entry.card; });
                if (it == cards.end())
                    continue;
                const double captured =
                    v.capture + v.zoneLink * (ownTapesAround(state, entry.cell, perspective) + 1);
                doublings.push_back({letter, *it, captured - it->value});
            }
            std::stable_sort(doublings.begin(), doublings.end(),
                             [](const Doubling& a, const Doubling& b) { return a.gain > b.gain; });
            for (std::size_t d = 0; d < doublings.size() && d < 3; ++d) {
                LetterTable table = letters;
                auto moveToForced = [&](Letter letter, CardId card) {
                    auto& cards = table[letter];
                    const auto it = std::find_if(cards.optional.begin(), cards.optional.end(),
                                                 [&](const Source& x) { return x.card == card; });
                    if (it == cards.optional.end())
                        return;  // forced already
                    cards.forced.push_back(*it);
                    cards.optional.erase(it);
                };
                const auto& doubling = doublings[d];
                moveToForced(zrenice->first, zrenice->second);
                moveToForced(doubling.letter, doubling.source.card);
                // The second use: no value of its own (the first carries the capture's), one
                // more marker.
                auto& forced = table[doubling.letter].forced;
                for (auto& source : forced) {
                    if (source.card == doubling.source.card)
                        source.value += doubling.gain;
                }
                forced.push_back({doubling.source.card, 0.0, true});
                tables.push_back(std::move(table));
                queries.emplace_back();
                prepare(tables.back(), queries.back());
            }
        }
        const auto swist =
            options.borrow ? usableAction(engine::BlackAction::Borrow) : std::nullopt;
        if (swist) {
            // Per letter one card to borrow (a black card brings its action): every rival's
            // captured letter, in one search where each counts once more than the player's own
            // cards. A word is kept when exactly one letter goes beyond the player's cards —
            // that letter is the borrowed card; words needing no loan come from table 0.
            for (int step = 1; step < state.options.players; ++step) {
                const auto owner = static_cast<PlayerId>((mover + step) % state.options.players);
                for (CardId card : state.players[owner].captured) {
                    const Letter letter = state.deck[card].letter;
                    const double value = postWordActionValue(state, card, v) - 0.01;
                    auto& slot = borrowable[letter];
                    if (!slot || value > slot->value)
                        slot = Source{card, value, false};
                }
            }
            const bool any =
                std::any_of(borrowable.begin(), borrowable.end(), [](const auto& b) { return b; });
            if (any) {
                tables.push_back(tables[0]);
                queries.push_back(queries[0]);
                auto& query = queries.back();
                for (std::size_t l = 0; l < borrowable.size(); ++l) {
                    if (borrowable[l] && query.available[l] < 255)
                        ++query.available[l];
                }
                query.required[swist->first] =
                    std::max<std::uint8_t>(query.required[swist->first], 1);
                borrowTable = tables.size() - 1;
            }
        }
    }
    const int pool = options.helpWord ? 1000 : me.pool;

    struct Found {
        std::uint32_t offset;
        std::uint8_t length;
        std::uint8_t table;
        double value;
    };
    std::vector<Letter> buffer;
    std::vector<Found> found;
    buffer.reserve(1 << 16);
    found.reserve(1 << 13);
    std::size_t anagrams = 0;
    std::size_t overBudget = 0;
    std::array<std::uint8_t, kAlphabetSize> need{};
    for (std::size_t t = 0; t < tables.size(); ++t) {
        const LetterTable& table = tables[t];
        dictionary_->forEachAnagram(queries[t], [&](std::span<const Letter> word) {
            ++anagrams;
            double value = 0;
            int tableUses = 0;
            for (Letter letter : word)
                ++need[letter];
            const bool borrowing = borrowTable == t;
            int loans = 0;
            for (Letter letter : word) {
                if (need[letter] == 0)
                    continue;  // counted already
                const auto& cards = table[letter];
                std::size_t extra = need[letter] - cards.forced.size();
                if (borrowing && extra >= cards.prefixValue.size()) {
                    ++loans;  // one more than the player's own: the borrowed card
                    --extra;
                    value += borrowable[letter]->value;
                }
                value += cards.forcedValue + cards.prefixValue[extra];
                tableUses += cards.forcedOnTable + cards.prefixOnTable[extra];
                need[letter] = 0;
            }
            if (borrowing && loans != 1)
                return;  // more than one loan, or none (table 0 has that word)
            if (tableUses == 0 && !isRequired)
                return;  // rules D3: at least one table card
            if (tableUses > pool) {
                ++overBudget;  // a rare case; the exact choice below swaps cards when it can
                value -= 0.5 * (tableUses - pool);
            }
            if (options.vocabulary && !options.vocabulary->contains(word))
                return;
            found.push_back({static_cast<std::uint32_t>(buffer.size()),
                             static_cast<std::uint8_t>(word.size()), static_cast<std::uint8_t>(t),
                             value});
            buffer.insert(buffer.end(), word.begin(), word.end());
        });
    }

    std::vector<std::uint32_t> order(found.size());
    std::iota(order.begin(), order.end(), 0U);
    if (options.randomOrderSeed) {
        engine::Rng rng(*options.randomOrderSeed);
        rng.shuffle(std::span<std::uint32_t>(order));
    }
    // Best first (ties: alphabetical, the search's order). Only the head is sorted: a 4-player
    // table makes 100 000+ words and only a few dozen are looked at.
    const auto better = [&](std::uint32_t a, std::uint32_t b) {
        return found[a].value > found[b].value || (found[a].value == found[b].value && a < b);
    };
    std::size_t sorted = 0;
    const auto sortUpTo = [&](std::size_t count) {
        count = std::min(count, order.size());
        if (options.randomOrderSeed || count <= sorted)
            return;
        const auto begin = order.begin() + static_cast<std::ptrdiff_t>(sorted);
        const auto middle = order.begin() + static_cast<std::ptrdiff_t>(count);
        std::nth_element(begin, middle - 1, order.end(), better);
        std::sort(begin, middle, better);
        sorted = count;
    };
    sortUpTo(options.limit * 4 + 32);

    std::vector<WordMove> moves;
    std::size_t rejected = 0;
    for (std::size_t position = 0; position < order.size(); ++position) {
        if (moves.size() >= options.limit)
            break;
        if (position >= sorted)
            sortUpTo(2 * sorted + 64);
        const std::uint32_t index = order[position];
        const Found& f = found[index];
        const std::span<const Letter> word(buffer.data() + f.offset, f.length);
        // The same word from another search (ŹRENICE, ŚWIST) with a worse card choice.
        const bool known = std::any_of(moves.begin(), moves.end(), [&](const auto& m) {
            return std::equal(word.begin(), word.end(), m.word.begin(), m.word.end());
        });
        if (known)
            continue;
        if (related(game, word)) {
            ++rejected;
            continue;
        }
        // The explicit choice: per letter the forced cards, then the best ones.
        WordMove move;
        move.word.assign(word.begin(), word.end());
        move.value = f.value;
        move.cards.resize(word.size());
        std::array<std::uint8_t, kAlphabetSize> taken{};
        std::vector<std::pair<std::size_t, const Source*>> picks;
        picks.reserve(word.size());
        const LetterTable& letterTable = tables[f.table];
        for (std::size_t i = 0; i < word.size(); ++i) {
            const auto& cards = letterTable[word[i]];
            const std::size_t k = taken[word[i]]++;
            const Source* source = k < cards.forced.size() ? &cards.forced[k]
                                   : k < cards.forced.size() + cards.optional.size()
                                       ? &cards.optional[k - cards.forced.size()]
                                       : &*borrowable[word[i]];  // the ŚWIST loan
            picks.emplace_back(i, source);
        }
        int tableUses = 0;
        for (const auto& pick : picks)
            tableUses += pick.second->onTable ? 1 : 0;
        // Markers short: swap the least valuable optional table cards for unused captured ones.
        while (tableUses > pool) {
            std::size_t bestPick = picks.size();
            const Source* replacement = nullptr;
            for (std::size_t p = 0; p < picks.size(); ++p) {
                const Source* s = picks[p].second;
                const Letter letter = word[picks[p].first];
                const auto& cards = letterTable[letter];
                if (!s->onTable || s < cards.optional.data() ||
                    s >= cards.optional.data() + cards.optional.size())
                    continue;  // not an optional table card
                for (const auto& candidate : cards.optional) {
                    if (candidate.onTable)
                        continue;
                    const bool used = std::any_of(picks.begin(), picks.end(), [&](const auto& q) {
                        return q.second == &candidate;
                    });
                    if (used)
                        continue;
                    if (bestPick == picks.size() || s->value < picks[bestPick].second->value) {
                        bestPick = p;
                        replacement = &candidate;
                    }
                    break;
                }
            }
            if (!replacement)
                break;
            move.value += replacement->value - picks[bestPick].second->value;
            picks[bestPick].second = replacement;
            --tableUses;
        }
        if (tableUses > pool) {
            ++rejected;
            continue;
        }
        for (const auto& pick : picks)
            move.cards[pick.first] = pick.second->card;
        moves.push_back(std::move(move));
    }
    if (!options.randomOrderSeed) {
        std::stable_sort(moves.begin(), moves.end(),
                         [](const WordMove& a, const WordMove& b) { return a.value > b.value; });
    }
    if (stats) {
        stats->anagrams = anagrams;
        stats->rejected = rejected + overBudget * 0;
    }
    return moves;
}

}  // namespace ps::bots
