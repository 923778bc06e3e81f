#include "bots/search_plan.h"

#include <algorithm>

#include "bots/common_words.h"

namespace ps::bots::detail {

using engine::CardId;
using engine::Cell;
using engine::GameState;
using engine::Phase;
using engine::PlayerId;
using engine::Side;

namespace {

constexpr std::array<Cell, 4> kSides = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

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

// What a face-up table card is worth in a word, from the perspective.
double tableCardValue(const GenerationContext& c, const engine::TableCell& entry) {
    const CardValues& v = c.options.values;
    double value = 0;
    const int tapes = ownTapesAround(c.state, entry.cell, c.perspective);
    if (entry.marker == c.perspective) {
        value = v.capture + v.zoneLink * (tapes + 1);
    } else if (entry.marker) {
        value = (*entry.marker == c.mover && c.perspective != c.mover ? -v.rivalMarker
                                                                      : v.rivalMarker) +
                v.zoneLink * tapes;
    } else {
        value = v.freeMarker + v.zoneLink * tapes;
    }
    // A helper judging the mover's word: the mover's markers help a rival.
    if (c.perspective != c.mover && entry.marker != c.perspective)
        value = -v.freeMarker;
    return value + postWordActionValue(c.state, entry.card, v);
}

// Step 2: sorts the optional cards of a letter table, fills its prefix sums and the anagram
// query that searches it.
void prepareSearch(const GenerationContext& c, LetterTable& table, dict::AnagramQuery& query) {
    for (int l = 0; l < kAlphabetSize; ++l) {
        auto& cards = table[static_cast<std::size_t>(l)];
        std::stable_sort(
            cards.optional.begin(), cards.optional.end(),
            [](const CardSource& a, const CardSource& b) { return a.value > b.value; });
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
            cards.prefixOnTable.push_back(cards.prefixOnTable.back() + (source.onTable ? 1 : 0));
        }
        const std::size_t total = cards.forced.size() + cards.optional.size();
        query.available[static_cast<std::size_t>(l)] =
            static_cast<std::uint8_t>(std::min<std::size_t>(total, 255));
        query.required[static_cast<std::size_t>(l)] =
            static_cast<std::uint8_t>(std::min<std::size_t>(cards.forced.size(), 255));
    }
    query.minLength = static_cast<std::size_t>(std::max(2, c.state.options.minWordLength));
    query.maxLength = c.options.maxLength;
}

// The usable card (table, own captures, placed) with this black action, with its letter.
std::optional<std::pair<Letter, CardId>> usableAction(const GameState& state,
                                                      const LetterTable& plain,
                                                      engine::BlackAction action) {
    std::optional<std::pair<Letter, CardId>> usable;
    for (int l = 0; l < kAlphabetSize && !usable; ++l) {
        const auto& cards = plain[static_cast<std::size_t>(l)];
        for (const auto* list : {&cards.forced, &cards.optional}) {
            for (const auto& source : *list) {
                if (state.deck[source.card].action == action)
                    usable = std::pair{static_cast<Letter>(l), source.card};
            }
        }
    }
    return usable;
}

// Step 3a, ŹRENICE PRZENIKLIWOŚCI: for the three table cards whose capture by a double use
// gains most (own-marked ones capture anyway), a search with that card forced in twice (two
// markers, a capture) and the Ź card forced in.
void addDoubleUseSearches(const GenerationContext& c, const LetterTable& letters,
                          std::pair<Letter, CardId> zrenice, Searches& searches) {
    const GameState& state = c.state;
    const CardValues& v = c.options.values;
    struct Doubling {
        Letter letter;
        CardSource source;
        double gain;
    };
    std::vector<Doubling> doublings;
    for (const auto& entry : state.table) {
        if (entry.side != Side::Face || entry.frozen || entry.marker == c.perspective ||
            entry.card == zrenice.second || c.isRequired(entry.card))
            continue;
        const Letter letter = state.deck[entry.card].letter;
        const auto& cards = searches.tables[0][letter].optional;
        const auto it = std::find_if(cards.begin(), cards.end(),
                                     [&](const CardSource& x) { return x.card == entry.card; });
        if (it == cards.end())
            continue;
        const double captured =
            v.capture + v.zoneLink * (ownTapesAround(state, entry.cell, c.perspective) + 1);
        doublings.push_back({letter, *it, captured - it->value});
    }
    std::stable_sort(doublings.begin(), doublings.end(),
                     [](const Doubling& a, const Doubling& b) { return a.gain > b.gain; });
    for (std::size_t d = 0; d < doublings.size() && d < 3; ++d) {
        LetterTable table = letters;
        auto moveToForced = [&](Letter letter, CardId card) {
            auto& cards = table[letter];
            const auto it = std::find_if(cards.optional.begin(), cards.optional.end(),
                                         [&](const CardSource& x) { return x.card == card; });
            if (it == cards.optional.end())
                return;  // forced already
            cards.forced.push_back(*it);
            cards.optional.erase(it);
        };
        const auto& doubling = doublings[d];
        moveToForced(zrenice.first, zrenice.second);
        moveToForced(doubling.letter, doubling.source.card);
        // The second use: no value of its own (the first carries the capture's), one more
        // marker.
        auto& forced = table[doubling.letter].forced;
        for (auto& source : forced) {
            if (source.card == doubling.source.card)
                source.value += doubling.gain;
        }
        forced.push_back({doubling.source.card, 0.0, true});
        searches.add(c, std::move(table));
    }
}

// Step 3b, ŚWIST ENERGII: per letter one card to borrow (a black card brings its action):
// every rival's captured letter, in one search where each counts once more than the player's
// own cards, with the Ś card required. A word is kept when exactly one letter goes beyond the
// player's cards — that letter is the borrowed card; words needing no loan come from table 0.
void addBorrowSearch(const GenerationContext& c, std::pair<Letter, CardId> swist,
                     Searches& searches) {
    const GameState& state = c.state;
    for (int step = 1; step < state.options.players; ++step) {
        const auto owner = static_cast<PlayerId>((c.mover + step) % state.options.players);
        for (CardId card : state.players[owner].captured) {
            const Letter letter = state.deck[card].letter;
            const double value = postWordActionValue(state, card, c.options.values) - 0.01;
            auto& slot = searches.borrowable[letter];
            if (!slot || value > slot->value)
                slot = CardSource{card, value, false};
        }
    }
    const auto& borrowable = searches.borrowable;
    if (!std::any_of(borrowable.begin(), borrowable.end(), [](const auto& b) { return b; }))
        return;
    LetterTable table = searches.tables[0];
    dict::AnagramQuery query = searches.queries[0];
    for (std::size_t l = 0; l < borrowable.size(); ++l) {
        if (borrowable[l] && query.available[l] < 255)
            ++query.available[l];
    }
    query.required[swist.first] = std::max<std::uint8_t>(query.required[swist.first], 1);
    searches.tables.push_back(std::move(table));
    searches.queries.push_back(query);
    searches.borrowTable = searches.tables.size() - 1;
}

}  // namespace

void Searches::add(const GenerationContext& c, LetterTable table) {
    tables.push_back(std::move(table));
    queries.emplace_back();
    prepareSearch(c, tables.back(), queries.back());
}

LetterTable collectLetterCards(const GenerationContext& c) {
    const GameState& state = c.state;
    const CardValues& v = c.options.values;
    LetterTable letters;
    for (const auto& entry : state.table) {
        if (entry.side != Side::Face || entry.frozen)
            continue;
        const Letter letter = state.deck[entry.card].letter;
        CardSource source{entry.card, tableCardValue(c, entry), true};
        if (c.isRequired(entry.card))
            letters[letter].forced.push_back(source);
        else
            letters[letter].optional.push_back(source);
    }
    if (state.phase == Phase::Place) {
        for (CardId card : c.required) {
            const double value = (c.perspective == c.mover ? v.freeMarker : -v.freeMarker) +
                                 postWordActionValue(state, card, v);
            letters[state.deck[card].letter].forced.push_back({card, value, true});
        }
    }
    for (CardId card : state.players[c.mover].captured) {
        // No marker: worth nothing by itself, but a black card still grants its action.
        letters[state.deck[card].letter].optional.push_back(
            {card, postWordActionValue(state, card, v) - 0.01, false});
    }
    return letters;
}

Searches planSearches(const GenerationContext& c, const LetterTable& letters) {
    Searches searches;
    searches.add(c, letters);
    if (!c.state.options.blackCardVariant || c.options.helpWord)
        return searches;
    const auto& plain = searches.tables[0];
    if (const auto zrenice = usableAction(c.state, plain, engine::BlackAction::DoubleUse))
        addDoubleUseSearches(c, letters, *zrenice, searches);
    if (c.options.borrow) {
        if (const auto swist =
                usableAction(c.state, searches.tables[0], engine::BlackAction::Borrow))
            addBorrowSearch(c, *swist, searches);
    }
    return searches;
}

Candidates searchWords(const dict::Dictionary& dictionary, const dict::WordOverlay* overlay,
                       bool addedWords, const GenerationContext& c, const Searches& searches,
                       int pool) {
    Candidates out;
    out.letters.reserve(1 << 16);
    out.found.reserve(1 << 13);
    const bool anyRequired = !c.required.empty();
    std::array<std::uint8_t, kAlphabetSize> need{};
    try {
        for (std::size_t t = 0; t < searches.tables.size(); ++t) {
            const LetterTable& table = searches.tables[t];
            const bool borrowing = searches.borrowTable == t;
            const auto consider = [&](std::span<const Letter> word) {
                // The anagram walk cannot be told to stop; a raised stop leaves it by exception.
                if ((++out.anagrams & 0xFFF) == 0 && c.options.stop &&
                    c.options.stop->load(std::memory_order_relaxed))
                    throw GenerationStopped{};
                double value = 0;
                int tableUses = 0;
                for (Letter letter : word)
                    ++need[letter];
                int loans = 0;
                for (Letter letter : word) {
                    if (need[letter] == 0)
                        continue;  // counted already
                    const auto& cards = table[letter];
                    std::size_t extra = need[letter] - cards.forced.size();
                    if (borrowing && extra >= cards.prefixValue.size()) {
                        ++loans;  // one more than the player's own: the borrowed card
                        --extra;
                        value += searches.borrowable[letter]->value;
                    }
                    value += cards.forcedValue + cards.prefixValue[extra];
                    tableUses += cards.forcedOnTable + cards.prefixOnTable[extra];
                    need[letter] = 0;
                }
                if (borrowing && loans != 1)
                    return;  // more than one loan, or none (table 0 has that word)
                if (tableUses == 0 && !anyRequired)
                    return;  // rules D3: at least one table card
                if (tableUses > pool) {
                    // A rare case; the exact choice swaps cards when it can.
                    value -= 0.5 * (tableUses - pool);
                }
                if (c.options.vocabulary && !c.options.vocabulary->contains(word))
                    return;
                out.found.push_back({static_cast<std::uint32_t>(out.letters.size()),
                                     static_cast<std::uint8_t>(word.size()),
                                     static_cast<std::uint8_t>(t), value});
                out.letters.insert(out.letters.end(), word.begin(), word.end());
            };
            if (overlay == nullptr) {
                dictionary.forEachAnagram(searches.queries[t], consider);
                continue;
            }
            // The player's overlay: removed words are never played (the engine refuses them);
            // added words only when the player lets bots play them.
            dictionary.forEachAnagram(searches.queries[t], [&](std::span<const Letter> word) {
                if (!overlay->isRemoved(word))
                    consider(word);
            });
            if (addedWords) {
                overlay->forEachAddedAnagram(
                    searches.queries[t], [&](std::span<const Letter> word) {
                        if (!dictionary.contains(word))  // found above already
                            consider(word);
                    });
            }
        }
    } catch (const GenerationStopped&) {
        if (!c.options.partialOnStop)
            throw;
        // Thrown before the word was counted: `out` holds the words found before the stop.
        out.cut = true;
    }
    return out;
}

std::optional<WordMove> chooseCards(const Searches& searches, const FoundWord& found,
                                    std::span<const Letter> word, int pool) {
    WordMove move;
    move.word.assign(word.begin(), word.end());
    move.value = found.value;
    move.cards.resize(word.size());
    std::array<std::uint8_t, kAlphabetSize> taken{};
    std::vector<std::pair<std::size_t, const CardSource*>> picks;
    picks.reserve(word.size());
    const LetterTable& letterTable = searches.tables[found.table];
    for (std::size_t i = 0; i < word.size(); ++i) {
        const auto& cards = letterTable[word[i]];
        const std::size_t k = taken[word[i]]++;
        const CardSource* source = k < cards.forced.size() ? &cards.forced[k]
                                   : k < cards.forced.size() + cards.optional.size()
                                       ? &cards.optional[k - cards.forced.size()]
                                       : &*searches.borrowable[word[i]];  // the ŚWIST loan
        picks.emplace_back(i, source);
    }
    int tableUses = 0;
    for (const auto& pick : picks)
        tableUses += pick.second->onTable ? 1 : 0;
    while (tableUses > pool) {
        std::size_t bestPick = picks.size();
        const CardSource* replacement = nullptr;
        for (std::size_t p = 0; p < picks.size(); ++p) {
            const CardSource* s = picks[p].second;
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
    if (tableUses > pool)
        return std::nullopt;
    for (const auto& pick : picks)
        move.cards[pick.first] = pick.second->card;
    return move;
}

}  // namespace ps::bots::detail
