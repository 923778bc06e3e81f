// Step 2 of a turn: the word. Checking (cards, placed card, markers, dictionary, used and related
// words), the default card choice, the preview and the resolution of markers with captures.

#include <algorithm>

#include "engine/deck.h"
#include "engine/internal.h"

namespace ps::engine::detail {

namespace {

enum class Source : std::uint8_t { Table, Own, Borrowed };

bool contains(std::span<const CardId> cards, CardId card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

int occurrences(std::span<const CardId> cards, CardId card) {
    return static_cast<int>(std::count(cards.begin(), cards.end(), card));
}

bool isFaceUpOnTable(const GameState& state, CardId card) {
    const auto* entry = findCard(state, card);
    return entry && entry->side == Side::Face;
}

// Table card uses of a card list (a doubled card counts twice): the markers it needs.
int tableUses(const GameState& state, std::span<const CardId> cards) {
    int uses = 0;
    for (CardId card : cards) {
        if (isFaceUpOnTable(state, card))
            ++uses;
    }
    return uses;
}

bool fail(WordVerdict& verdict, ErrorCode code, int letterIndex = -1) {
    verdict.problem = code;
    verdict.letterIndex = letterIndex;
    return false;
}

// An explicit choice: every card available, letters matching, the variant's tricks authorised.
bool checkExplicitChoice(const GameState& state, std::span<const Letter> word,
                         std::span<const CardId> cards, WordMode mode, WordVerdict& verdict) {
    if (cards.size() != word.size())
        return fail(verdict, ErrorCode::CardCountMismatch);
    const PlayerId mover = state.currentPlayer;
    const bool tricks = mode == WordMode::Own && state.options.blackCardVariant;
    const auto& own = state.players[mover].captured;
    int doubledCards = 0;
    std::optional<CardId> borrowed;
    bool hasZrenice = false;
    bool hasSwist = false;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const CardId card = cards[i];
        const int index = static_cast<int>(i);
        if (!state.deck.contains(card))
            return fail(verdict, ErrorCode::NoSuchCard, index);
        const Card& info = state.deck[card];
        if (info.letter != word[i])
            return fail(verdict, ErrorCode::CardLetterMismatch, index);
        Source source;
        if (const auto* entry = findCard(state, card)) {
            if (entry->side != Side::Face) {
                return fail(verdict, ErrorCode::CardNotAvailable, index);
            }
            if (entry->frozen)
                return fail(verdict, ErrorCode::CardFrozen, index);
            source = Source::Table;
        } else if (contains(own, card)) {
            source = Source::Own;
        } else {
            bool capturedByRival = false;
            for (const auto& player : state.players) {
                if (contains(player.captured, card))
                    capturedByRival = true;
            }
            if (!tricks || !capturedByRival) {
                return fail(verdict, ErrorCode::CardNotAvailable, index);
            }
            if (borrowed && *borrowed != card) {
                return fail(verdict, ErrorCode::CardNotAvailable, index);  // one card only
            }
            borrowed = card;
            source = Source::Borrowed;
        }
        // ŹRENICE: one card (any the word may use) gives its letter twice (rules D31).
        const int uses = occurrences(cards, card);
        if (uses > 2 || (uses == 2 && !tricks)) {
            return fail(verdict, ErrorCode::CardUsedTwice, index);
        }
        if (uses == 2 && std::find(cards.begin(), cards.end(), card) == cards.begin() + index) {
            ++doubledCards;
        }
        if (tricks && info.action == BlackAction::DoubleUse)
            hasZrenice = true;
        // ŚWIST must be used on its own right, never as the borrowed card (rules D30).
        if (tricks && info.action == BlackAction::Borrow && source != Source::Borrowed) {
            hasSwist = true;
        }
    }
    if (doubledCards > 1 || (doubledCards == 1 && !hasZrenice)) {
        return fail(verdict, ErrorCode::CardUsedTwice);
    }
    if (borrowed && !hasSwist)
        return fail(verdict, ErrorCode::CardNotAvailable);
    verdict.cards.assign(cards.begin(), cards.end());
    return true;
}

struct Candidate {
    CardId card;
    Letter letter;
    std::int8_t value;  // for the mover: 3 own marker (capture), 2 rival marker, 1 free, 0 captured
    bool forced;        // placed this turn: must be used
    bool onTable;
    int order;  // ties (rules D7): table cards row-major (the table is sorted), then captures in
                // capture order
};

// Variant tricks the default choice may be asked to use (found by improveWithTricks).
struct Tricks {
    std::optional<CardId> borrowed;  // ŚWIST: a card captured by another player
    // ŹRENICE: a card giving its letter twice — a table card or one of the mover's captured
    // cards (any card the word may use, rules D31).
    std::optional<CardId> doubled;
};

bool isOwnCapture(const GameState& state, CardId card) {
    return contains(state.players[state.currentPlayer].captured, card);
}

using LetterCounts = std::array<std::uint8_t, kAlphabetSize>;

// The cards the default choice may take for the word's letters, per letter the placed (and
// doubled) ones first, then the most valuable, then in tie order (rules D7).
std::vector<Candidate> candidatesFor(const GameState& state, const LetterCounts& need,
                                     const Tricks& tricks) {
    const PlayerId mover = state.currentPlayer;
    std::vector<Candidate> candidates;
    candidates.reserve(48);
    const int tableSize = static_cast<int>(state.table.size());
    for (int i = 0; i < tableSize; ++i) {
        const auto& entry = state.table[static_cast<std::size_t>(i)];
        if (entry.side != Side::Face || entry.frozen)
            continue;
        const Letter letter = state.deck[entry.card].letter;
        if (need[letter] == 0)
            continue;
        std::int8_t value = 1;
        if (entry.marker)
            value = *entry.marker == mover ? 3 : 2;
        const bool forced = contains(state.turn.placed, entry.card) || tricks.doubled == entry.card;
        candidates.push_back({entry.card, letter, value, forced, true, i});
    }
    const auto& own = state.players[mover].captured;
    for (std::size_t i = 0; i < own.size(); ++i) {
        const Letter letter = state.deck[own[i]].letter;
        if (need[letter] > 0)
            candidates.push_back({own[i], letter, 0, tricks.doubled == own[i], false,
                                  tableSize + static_cast<int>(i)});
    }
    if (tricks.borrowed) {
        const Letter letter = state.deck[*tricks.borrowed].letter;
        if (need[letter] > 0)
            candidates.push_back({*tricks.borrowed, letter, 0, false, false, 1 << 20});
    }
    std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
        if (a.letter != b.letter)
            return a.letter < b.letter;
        if (a.forced != b.forced)
            return a.forced;
        if (a.value != b.value)
            return a.value > b.value;
        return a.order < b.order;
    });
    return candidates;
}

// Per letter the first `slots` candidates; false when the placed cards alone are too many.
bool pickPerLetter(const std::vector<Candidate>& candidates, const LetterCounts& slots,
                   std::vector<bool>& picked) {
    picked.assign(candidates.size(), false);
    std::size_t begin = 0;
    while (begin < candidates.size()) {
        const Letter letter = candidates[begin].letter;
        std::size_t end = begin;
        int forced = 0;
        while (end < candidates.size() && candidates[end].letter == letter) {
            if (candidates[end].forced)
                ++forced;
            ++end;
        }
        if (forced > slots[letter])
            return false;
        for (std::size_t i = begin; i < end && i < begin + slots[letter]; ++i)
            picked[i] = true;
        begin = end;
    }
    return true;
}

// A letter short of cards: reported at the first occurrence left without a card (a doubled
// card covers two occurrences), as frozen when ŻEL's frozen cards would have done.
bool checkLettersCovered(const GameState& state, std::span<const Letter> word,
                         const std::vector<Candidate>& candidates, const LetterCounts& need,
                         const LetterCounts& slots, WordVerdict& verdict) {
    LetterCounts have{};
    for (const auto& c : candidates)
        ++have[c.letter];
    LetterCounts seen{};
    for (std::size_t i = 0; i < word.size(); ++i) {
        const Letter letter = word[i];
        ++seen[letter];
        if (have[letter] >= slots[letter] ||
            seen[letter] <= have[letter] + need[letter] - slots[letter])
            continue;
        int frozen = 0;
        for (const auto& entry : state.table) {
            if (entry.side == Side::Face && entry.frozen &&
                state.deck[entry.card].letter == letter) {
                ++frozen;
            }
        }
        const bool frozenWouldDo = have[letter] + frozen >= slots[letter];
        return fail(verdict, frozenWouldDo ? ErrorCode::CardFrozen : ErrorCode::LetterMissing,
                    static_cast<int>(i));
    }
    return true;
}

// Markers: swaps the least valuable free table cards for captured ones while the pool is
// short. False when it stays short.
bool swapForCapturesWhileShort(const GameState& state, const std::vector<Candidate>& candidates,
                               const Tricks& tricks, std::vector<bool>& picked) {
    // A doubled table card takes a second marker; a doubled captured card takes none.
    int uses = tricks.doubled && isFaceUpOnTable(state, *tricks.doubled) ? 1 : 0;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        if (picked[i] && candidates[i].onTable)
            ++uses;
    }
    const int pool = state.players[state.currentPlayer].pool;
    while (uses > pool) {
        std::optional<std::size_t> give;
        std::optional<std::size_t> take;
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            const auto& c = candidates[i];
            if (!picked[i] || !c.onTable || c.forced)
                continue;
            // The least valuable; among equals the last in tie order (rules D7).
            if (give && candidates[*give].value < c.value)
                continue;
            for (std::size_t j = 0; j < candidates.size(); ++j) {
                if (!picked[j] && !candidates[j].onTable && candidates[j].letter == c.letter) {
                    give = i;
                    take = j;
                    break;
                }
            }
        }
        if (!give)
            return false;
        picked[*give] = false;
        picked[*take] = true;
        --uses;
    }
    return true;
}

// The default choice: per letter the most valuable cards (captures, then rival markers), the
// placed cards always; captured cards replace free table cards when markers run short.
bool defaultChoice(const GameState& state, std::span<const Letter> word, WordMode mode,
                   WordVerdict& verdict, const Tricks& tricks = {}) {
    LetterCounts need{};
    for (Letter letter : word)
        ++need[letter];
    // Slots to fill with distinct cards: a doubled card fills two.
    LetterCounts slots = need;
    if (tricks.doubled) {
        const Letter letter = state.deck[*tricks.doubled].letter;
        const auto* entry = findCard(state, *tricks.doubled);
        const bool usableOnTable = entry && entry->side == Side::Face && !entry->frozen;
        if (need[letter] < 2 || (!usableOnTable && !isOwnCapture(state, *tricks.doubled)))
            return fail(verdict, ErrorCode::CardUsedTwice);
        --slots[letter];
    }
    const auto candidates = candidatesFor(state, need, tricks);
    std::vector<bool> picked;
    if (!pickPerLetter(candidates, slots, picked))
        return fail(verdict, ErrorCode::PlacedCardNotUsed);
    if (!checkLettersCovered(state, word, candidates, need, slots, verdict))
        return false;
    const bool markersShort =
        mode == WordMode::Own && !swapForCapturesWhileShort(state, candidates, tricks, picked);
    // Cards in word order (also when markers are short: the verdict shows the best try).
    verdict.cards.resize(word.size());
    std::vector<std::uint8_t> assigned(candidates.size(), 0);
    for (std::size_t i = 0; i < word.size(); ++i) {
        for (std::size_t j = 0; j < candidates.size(); ++j) {
            const int uses = tricks.doubled == candidates[j].card ? 2 : 1;
            if (picked[j] && assigned[j] < uses && candidates[j].letter == word[i]) {
                ++assigned[j];
                verdict.cards[i] = candidates[j].card;
                break;
            }
        }
    }
    if (markersShort)
        return fail(verdict, ErrorCode::NotEnoughMarkers);
    return true;
}

// Captures, then rival markers removed, for the mover: what the default choice maximises.
std::pair<int, int> choiceValue(const GameState& state, std::span<const CardId> cards) {
    const PlayerId mover = state.currentPlayer;
    int captures = 0;
    int rivals = 0;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        if (std::find(cards.begin(), cards.begin() + static_cast<std::ptrdiff_t>(i), cards[i]) !=
            cards.begin() + static_cast<std::ptrdiff_t>(i))
            continue;
        const auto* entry = findCard(state, cards[i]);
        if (!entry || entry->side != Side::Face)
            continue;
        if (occurrences(cards, cards[i]) >= 2 || entry->marker == mover)
            ++captures;
        if (entry->marker && *entry->marker != mover)
            ++rivals;
    }
    return {captures, rivals};
}

bool validTrickChoice(const GameState& state, std::span<const Letter> word,
                      const WordVerdict& candidate) {
    WordVerdict check;
    return candidate.ok() &&
           checkExplicitChoice(state, word, candidate.cards, WordMode::Own, check) &&
           tableUses(state, candidate.cards) <= state.players[state.currentPlayer].pool;
}

// The variant's tricks in the default choice: borrow a missing letter through ŚWIST, and use
// ŹRENICE to double a card when that captures more (or removes more rival markers).
void improveWithTricks(const GameState& state, std::span<const Letter> word, WordVerdict& verdict) {
    const auto hasLetter = [&](BlackAction action) {
        return std::find(word.begin(), word.end(), blackActionLetter(action)) != word.end();
    };
    std::optional<CardId> borrowed;
    if (verdict.problem == ErrorCode::LetterMissing && verdict.letterIndex >= 0 &&
        hasLetter(BlackAction::Borrow)) {
        const Letter missing = word[static_cast<std::size_t>(verdict.letterIndex)];
        const int players = static_cast<int>(state.players.size());
        for (int step = 1; step < players && !borrowed; ++step) {
            const auto owner = static_cast<std::size_t>((state.currentPlayer + step) % players);
            for (CardId card : state.players[owner].captured) {
                if (state.deck[card].letter != missing)
                    continue;
                WordVerdict attempt;
                if (defaultChoice(state, word, WordMode::Own, attempt, Tricks{card, {}}) &&
                    validTrickChoice(state, word, attempt)) {
                    verdict = attempt;
                    borrowed = card;
                    break;
                }
            }
        }
    }
    if (!hasLetter(BlackAction::DoubleUse))
        return;
    if (!verdict.ok() && verdict.problem != ErrorCode::LetterMissing)
        return;
    // A double use may also make a word possible that lacks a second card of a letter.
    std::optional<std::pair<int, int>> best;
    if (verdict.ok())
        best = choiceValue(state, verdict.cards);
    std::array<std::uint8_t, kAlphabetSize> need{};
    for (Letter letter : word)
        ++need[letter];
    const auto tryDoubling = [&](CardId card) {
        WordVerdict attempt;
        if (!defaultChoice(state, word, WordMode::Own, attempt, Tricks{borrowed, card}) ||
            !validTrickChoice(state, word, attempt))
            return;
        const auto value = choiceValue(state, attempt.cards);
        if (!best || value > *best) {
            best = value;
            verdict = attempt;
        }
    };
    for (const auto& entry : state.table) {
        if (entry.side == Side::Face && !entry.frozen && need[state.deck[entry.card].letter] >= 2)
            tryDoubling(entry.card);
    }
    // The mover's captured cards last: doubling one captures nothing, so it only makes a word
    // possible that the table cannot spell.
    for (CardId card : state.players[state.currentPlayer].captured) {
        if (need[state.deck[card].letter] >= 2)
            tryDoubling(card);
    }
}

}  // namespace

WordVerdict checkWordFor(const GameState& state, const dict::Lexicon& lexicon,
                         std::span<const Letter> word, std::span<const CardId> cards,
                         TableDecisions table, WordMode mode) {
    WordVerdict verdict;
    if (state.phase == Phase::GameOver) {
        fail(verdict, ErrorCode::GameOver);
        return verdict;
    }
    if (state.phase != Phase::Word) {
        fail(verdict, ErrorCode::WrongPhase);
        return verdict;
    }
    if (word.empty() || static_cast<int>(word.size()) < state.options.minWordLength) {
        fail(verdict, ErrorCode::WordTooShort);
        return verdict;
    }
    // Longer than every card (one doubled) could spell: refuse before any quadratic work.
    if (static_cast<int>(word.size()) > state.deck.size() + 1) {
        fail(verdict, ErrorCode::LetterMissing);
        return verdict;
    }
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (word[i] >= kAlphabetSize) {  // not a letter at all: no card has it
            fail(verdict, ErrorCode::LetterMissing, static_cast<int>(i));
            return verdict;
        }
    }
    bool chosen = cards.empty() ? defaultChoice(state, word, mode, verdict)
                                : checkExplicitChoice(state, word, cards, mode, verdict);
    if (cards.empty() && mode == WordMode::Own && state.options.blackCardVariant &&
        (chosen || verdict.problem == ErrorCode::LetterMissing)) {
        improveWithTricks(state, word, verdict);
        chosen = verdict.ok();
    }
    if (!chosen)
        return verdict;
    for (CardId placed : state.turn.placed) {
        if (!contains(verdict.cards, placed)) {
            fail(verdict, ErrorCode::PlacedCardNotUsed);
            return verdict;
        }
    }
    if (tableUses(state, verdict.cards) == 0) {  // rules D3
        fail(verdict, ErrorCode::NoTableCard);
        return verdict;
    }
    if (mode == WordMode::Own &&
        tableUses(state, verdict.cards) > state.players[state.currentPlayer].pool) {
        fail(verdict, ErrorCode::NotEnoughMarkers);
        return verdict;
    }
    // A word played before is refused as such first, whatever the dictionary says of it: a word
    // the table accepted under the house rule is not in the dictionary, and retyping it is a
    // repeat, not an unknown word.
    for (const auto& used : state.usedWords) {
        if (std::equal(word.begin(), word.end(), used.begin(), used.end())) {
            fail(verdict, ErrorCode::AlreadyPlayed);
            verdict.relatedTo = used;
            return verdict;
        }
    }
    if (!lexicon.contains(word)) {
        // The house rule: the table may accept an own word the dictionary lacks; the checks
        // below (related to a played word) still apply to it.
        if (mode != WordMode::Own || !state.options.tableOverrulesDictionary ||
            !table.acceptsUnknown) {
            fail(verdict, ErrorCode::NotInDictionary);
            return verdict;
        }
        verdict.overruled = true;
    }
    const Word* suspected = nullptr;
    for (const auto& used : state.usedWords) {
        const auto relation = lexicon.relation(word, used);
        if (relation == dict::Relation::SameFamily) {
            fail(verdict, ErrorCode::SameFamily);
            verdict.relatedTo = used;
            return verdict;
        }
        if (relation == dict::Relation::Suspected && !suspected)
            suspected = &used;
    }
    if (suspected) {
        verdict.relatedTo = *suspected;
        verdict.suspected = true;
        // A help word stays secret until the deal: the table decides then (rules D20).
        if (mode == WordMode::Own && !table.acceptsSuspected) {
            fail(verdict, ErrorCode::SuspectedRelation);
        }
    }
    return verdict;
}

Error checkHelpPrice(const GameState& state, PlayerId helper, std::span<const CardId> cards,
                     std::span<const CardId> price, PriceCheck check) {
    if (price.size() > cards.size()) {
        return error(ErrorCode::InvalidPrice, "the price names more cards than the word has");
    }
    if (price.empty()) {
        return error(ErrorCode::InvalidPrice, "the price names at least one card (rules D15)");
    }
    for (std::size_t i = 0; i < price.size(); ++i) {
        const CardId card = price[i];
        if (!state.deck.contains(card) || !isFaceUpOnTable(state, card)) {
            return error(ErrorCode::InvalidPrice,
                         "the price may only name letter cards on the "
                         "table; " +
                             cardText(state, card) + " is not one");
        }
        if (std::find(price.begin(), price.begin() + static_cast<std::ptrdiff_t>(i), card) !=
            price.begin() + static_cast<std::ptrdiff_t>(i)) {
            return error(ErrorCode::InvalidPrice,
                         "the price names " + cardText(state, card) + " twice");
        }
        if (check != PriceCheck::ActiveCounter && !contains(cards, card)) {
            return error(ErrorCode::InvalidPrice, "the price may only name cards of the word; " +
                                                      cardText(state, card) +
                                                      " is not one (rules D18)");
        }
    }
    const int priceSize = static_cast<int>(price.size());
    if (priceSize > state.players[helper].pool) {
        return error(ErrorCode::NotEnoughMarkers,
                     "the helper has only " + std::to_string(state.players[helper].pool) +
                         " markers for a price of " + std::to_string(priceSize) + " cards");
    }
    if (check == PriceCheck::Deal) {
        const int activeUses = tableUses(state, cards) - priceSize;
        if (activeUses > state.players[state.currentPlayer].pool) {
            return error(ErrorCode::NotEnoughMarkers,
                         "the active player would need " + std::to_string(activeUses) +
                             " markers and has " +
                             std::to_string(state.players[state.currentPlayer].pool));
        }
    }
    return {};
}

namespace {

// The table cards of a word in word order, each once, with how many new markers it gets and
// whose they are.
struct TableUse {
    CardId card;
    Cell cell;
    std::optional<PlayerId> before;
    PlayerId owner;
    int count;
};

std::vector<TableUse> tableUsesOf(const GameState& state, std::span<const CardId> cards,
                                  std::optional<PlayerId> helper, std::span<const CardId> price) {
    std::vector<TableUse> uses;
    uses.reserve(cards.size());
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const CardId card = cards[i];
        if (std::find(cards.begin(), cards.begin() + static_cast<std::ptrdiff_t>(i), card) !=
            cards.begin() + static_cast<std::ptrdiff_t>(i)) {
            continue;  // the second use of a doubled card
        }
        const auto* entry = findCard(state, card);
        if (!entry || entry->side != Side::Face)
            continue;
        const PlayerId owner = helper && contains(price, card) ? *helper : state.currentPlayer;
        uses.push_back({card, entry->cell, entry->marker, owner, occurrences(cards, card)});
    }
    return uses;
}

std::vector<BlackAction> grantedActions(const GameState& state, std::span<const CardId> cards) {
    std::vector<BlackAction> actions;
    if (!state.options.blackCardVariant)
        return actions;
    for (std::size_t i = 0; i < cards.size(); ++i) {
        const BlackAction action = state.deck[cards[i]].action;
        if (!isPostWordAction(action) && !isEndOfTurnAction(action))
            continue;
        if (std::find(actions.begin(), actions.end(), action) == actions.end()) {
            actions.push_back(action);
        }
    }
    return actions;
}

}  // namespace

WordPreview previewResolution(const GameState& state, const WordVerdict& verdict,
                              std::optional<PlayerId> helper, std::span<const CardId> price,
                              WordMode /*mode*/) {
    WordPreview preview;
    preview.verdict = verdict;
    if (!verdict.ok())
        return preview;
    const PlayerId mover = state.currentPlayer;
    for (const auto& use : tableUsesOf(state, verdict.cards, helper, price)) {
        CardOutcome outcome{use.card, use.cell, use.before, std::nullopt, std::nullopt};
        if (use.owner == mover)
            preview.markersUsed += use.count;
        const bool rivalBefore = use.before && *use.before != use.owner;
        if (rivalBefore && use.owner == mover)
            ++preview.rivalMarkersRemoved;
        if (use.count >= 2 || use.before == use.owner) {
            outcome.capturedBy = use.owner;
            if (use.owner == mover) {
                ++preview.captures;
            } else {
                ++preview.helperCaptures;
            }
        } else {
            outcome.markerAfter = use.owner;
        }
        preview.cards.push_back(outcome);
    }
    preview.tapesPlaced =
        std::min(preview.captures + preview.helperCaptures, static_cast<int>(state.stack.size()));
    preview.actionsGranted = grantedActions(state, verdict.cards);
    return preview;
}

namespace {

void resolveCard(GameState& state, std::vector<Event>& events, CardId card,
                 std::optional<PlayerId> before, PlayerId owner, int count) {
    TableCell* entry = findCard(state, card);
    const Cell cell = entry->cell;
    if (before && *before != owner) {
        ++state.players[*before].pool;
        events.push_back(MarkerReturned{*before, card, cell});
    }
    if (count >= 2 || before == owner) {
        // Capture: the capturer's markers go back, the card leaves, a tape card takes its cell.
        state.players[owner].pool += count + (before == owner ? 1 : 0);
        removeTableCell(state, cell);
        state.players[owner].captured.push_back(card);
        events.push_back(CardCaptured{owner, card, cell});
        if (const auto tape = drawTop(state)) {
            insertTableCell(state, TableCell{cell, *tape, Side::Tape, owner, std::nullopt});
            --state.players[owner].pool;
            events.push_back(TapePlaced{owner, *tape, cell});
        } else {
            events.push_back(CellLeftEmpty{cell});
        }
        return;
    }
    entry->marker = owner;
}

}  // namespace

void resolveNewMarkers(GameState& state, std::vector<Event>& events, PlayerId player, CardId card,
                       int newMarkers) {
    const TableCell* entry = findCard(state, card);
    const auto before = entry->marker;
    state.players[player].pool -= newMarkers;
    for (int i = 0; i < newMarkers; ++i)
        events.push_back(MarkerPlaced{player, card, entry->cell});
    resolveCard(state, events, card, before, player, newMarkers);
}

void playCheckedWord(GameState& state, std::vector<Event>& events, const Word& word,
                     const std::vector<CardId>& cards, std::optional<PlayerId> helper,
                     std::span<const CardId> price, WordMode mode, bool byTable) {
    const auto uses = tableUsesOf(state, cards, helper, price);
    events.push_back(WordPlayed{state.currentPlayer, word, cards, helper, byTable});
    // All markers go down first, then each card is resolved in word order.
    for (const auto& use : uses) {
        state.players[use.owner].pool -= use.count;
        for (int i = 0; i < use.count; ++i) {
            events.push_back(MarkerPlaced{use.owner, use.card, use.cell});
        }
    }
    for (const auto& use : uses) {
        resolveCard(state, events, use.card, use.before, use.owner, use.count);
    }
    state.usedWords.push_back(word);
    auto& turn = state.turn;
    turn.wordPlayed = true;
    turn.placed.clear();
    turn.jadroPlaced.reset();
    turn.helpOffers.clear();
    turn.wordCards.clear();
    for (const auto& use : uses)
        turn.wordCards.push_back(use.card);
    turn.actionsLeft = grantedActions(state, cards);
    (void)mode;
    continueTurn(state, events);
}

}  // namespace ps::engine::detail
