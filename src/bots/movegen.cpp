#include "bots/movegen.h"

#include <algorithm>
#include <array>
#include <numeric>

#include "bots/common_words.h"
#include "bots/familiar_words.h"
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

using LetterTable = std::array<LetterCards, kAlphabetSize>;

// What every step of one generation needs.
struct Context {
    const GameState& state;
    const GenerateOptions& options;
    PlayerId mover;
    PlayerId perspective;  // whose interests the values follow
    std::vector<CardId> required;

    [[nodiscard]] bool isRequired(CardId card) const {
        return std::find(required.begin(), required.end(), card) != required.end();
    }
};

// What a face-up table card is worth in a word, from the perspective.
double tableCardValue(const Context& c, const engine::TableCell& entry) {
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

// Step 1: per letter the cards the mover may use (table letter cards not frozen, the card(s)
// to place, their captured cards), the required ones apart.
LetterTable collectLetterCards(const Context& c) {
    const GameState& state = c.state;
    const CardValues& v = c.options.values;
    LetterTable letters;
    for (const auto& entry : state.table) {
        if (entry.side != Side::Face || entry.frozen)
            continue;
        const Letter letter = state.deck[entry.card].letter;
        Source source{entry.card, tableCardValue(c, entry), true};
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

// Step 2: sorts the optional cards of a letter table, fills its prefix sums and the anagram
// query that searches it.
void prepareSearch(const Context& c, LetterTable& table, dict::AnagramQuery& query) {
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

// The searches of one generation: table 0 holds the plain letters; in the variant, further
// tables use one card twice (ŹRENICE PRZENIKLIWOŚCI) or borrow one card (ŚWIST ENERGII).
struct Searches {
    std::vector<LetterTable> tables;
    std::vector<dict::AnagramQuery> queries;
    std::optional<std::size_t> borrowTable;  // index of the ŚWIST search, if any
    std::array<std::optional<Source>, kAlphabetSize> borrowable{};  // per letter, the loan

    void add(const Context& c, LetterTable table) {
        tables.push_back(std::move(table));
        queries.emplace_back();
        prepareSearch(c, tables.back(), queries.back());
    }
};

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
void addDoubleUseSearches(const Context& c, const LetterTable& letters,
                          std::pair<Letter, CardId> zrenice, Searches& searches) {
    const GameState& state = c.state;
    const CardValues& v = c.options.values;
    struct Doubling {
        Letter letter;
        Source source;
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
                                     [&](const Source& x) { return x.card == entry.card; });
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
                                         [&](const Source& x) { return x.card == card; });
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
void addBorrowSearch(const Context& c, std::pair<Letter, CardId> swist, Searches& searches) {
    const GameState& state = c.state;
    for (int step = 1; step < state.options.players; ++step) {
        const auto owner = static_cast<PlayerId>((c.mover + step) % state.options.players);
        for (CardId card : state.players[owner].captured) {
            const Letter letter = state.deck[card].letter;
            const double value = postWordActionValue(state, card, c.options.values) - 0.01;
            auto& slot = searches.borrowable[letter];
            if (!slot || value > slot->value)
                slot = Source{card, value, false};
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

// Steps 2 and 3: the plain search, then the variant's.
Searches planSearches(const Context& c, const LetterTable& letters) {
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

// A word the searches found, with its quick value; its letters are in Candidates::letters.
struct Found {
    std::uint32_t offset;
    std::uint8_t length;
    std::uint8_t table;
    double value;
};

struct Candidates {
    std::vector<Letter> letters;
    std::vector<Found> found;
    std::size_t anagrams = 0;

    [[nodiscard]] std::span<const Letter> word(const Found& f) const {
        return {letters.data() + f.offset, f.length};
    }
};

// Step 4: every word of every search with its quick value: per letter the forced cards and
// the best optional ones (the prefix sums), a loan in the ŚWIST search.
Candidates searchWords(const dict::Dictionary& dictionary, const Context& c,
                       const Searches& searches, int pool) {
    Candidates out;
    out.letters.reserve(1 << 16);
    out.found.reserve(1 << 13);
    const bool anyRequired = !c.required.empty();
    std::array<std::uint8_t, kAlphabetSize> need{};
    for (std::size_t t = 0; t < searches.tables.size(); ++t) {
        const LetterTable& table = searches.tables[t];
        const bool borrowing = searches.borrowTable == t;
        dictionary.forEachAnagram(searches.queries[t], [&](std::span<const Letter> word) {
            ++out.anagrams;
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
        });
    }
    return out;
}

// Step 5: the order in which the found words are looked at. Best first (ties: alphabetical,
// the search's order), or shuffled from a seed. Only the head is sorted, and more on demand:
// a 4-player table makes 100 000+ words and only a few dozen are looked at.
class LookingOrder {
  public:
    LookingOrder(const std::vector<Found>& found, std::optional<std::uint64_t> randomSeed)
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
    const std::vector<Found>& found_;
    std::vector<std::uint32_t> order_;
    bool random_;
    std::size_t sorted_ = 0;
};

// Step 6: the explicit choice for one word: per letter the forced cards, then the best ones;
// when markers run short, the least valuable optional table cards give way to unused captured
// ones. Nothing when the markers still do not suffice.
std::optional<WordMove> chooseCards(const Searches& searches, const Found& found,
                                    std::span<const Letter> word, int pool) {
    WordMove move;
    move.word.assign(word.begin(), word.end());
    move.value = found.value;
    move.cards.resize(word.size());
    std::array<std::uint8_t, kAlphabetSize> taken{};
    std::vector<std::pair<std::size_t, const Source*>> picks;
    picks.reserve(word.size());
    const LetterTable& letterTable = searches.tables[found.table];
    for (std::size_t i = 0; i < word.size(); ++i) {
        const auto& cards = letterTable[word[i]];
        const std::size_t k = taken[word[i]]++;
        const Source* source = k < cards.forced.size() ? &cards.forced[k]
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
    if (tableUses > pool)
        return std::nullopt;
    for (const auto& pick : picks)
        move.cards[pick.first] = pick.second->card;
    return move;
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
    const Context context{state, options, mover, options.perspective.value_or(mover),
                          requiredCards(state)};
    const LetterTable letters = collectLetterCards(context);
    const Searches searches = planSearches(context, letters);
    const int pool = options.helpWord ? 1000 : state.players[mover].pool;
    const Candidates candidates = searchWords(*dictionary_, context, searches, pool);

    // Step 7: the best words in order, each once, none related to a used word, each with its
    // cards.
    LookingOrder order(candidates.found, options.randomOrderSeed);
    order.sortUpTo(options.limit * 4 + 32);
    std::vector<WordMove> moves;
    std::size_t rejected = 0;
    for (std::size_t position = 0; position < order.size(); ++position) {
        if (moves.size() >= options.limit)
            break;
        const Found& found = candidates.found[order.at(position)];
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
