#pragma once
// Random actions to throw at a game, legal or not: garbage (any kind, any arguments) and actions
// near the legal ones for the position at hand (placements by the table, words spelled from the
// letters the player may use, help offers and answers, black actions on the table's cards), so
// that both accepted actions and every kind of refusal come up often.

#include <algorithm>
#include <limits>
#include <vector>

#include "engine/game.h"
#include "engine/rng.h"

namespace ps::engine::testing {

// Any kind of action with random arguments (cards and players that may not exist, cells far
// away or beyond the coordinate range, letters that are not letters).
inline Action garbageAction(const GameState& s, Rng& rng) {
    const auto card = [&] { return static_cast<CardId>(rng.below(s.deck.size() + 20)); };
    const auto player = [&] { return static_cast<PlayerId>(rng.below(6)); };
    const auto cell = [&] {
        if (rng.below(10) == 0)
            return Cell{std::numeric_limits<int>::max(), std::numeric_limits<int>::min()};
        return Cell{static_cast<int>(rng.below(12)) - 3, static_cast<int>(rng.below(10)) - 3};
    };
    const auto cards = [&] {
        std::vector<CardId> out(rng.below(6));
        for (auto& c : out)
            c = card();
        return out;
    };
    const auto word = [&] {
        Word w(rng.below(7));
        for (auto& l : w)
            l = static_cast<Letter>(rng.below(kAlphabetSize + 2));
        return w;
    };
    switch (rng.below(19)) {
        case 0:
            return PlaceCard{card(), cell()};
        case 1:
            return PlayWord{word(), cards(), rng.below(2) == 0};
        case 2:
            return Redraw{};
        case 3:
            return Pass{};
        case 4:
            return HelpOffer{player(), word(), cards(), cards()};
        case 5:
            return HelpCounter{player(), player(), cards()};
        case 6:
            return HelpAccept{player(), player(), rng.below(2) == 0};
        case 7:
            return HelpRefuse{player()};
        case 8:
            return HelpWithdraw{player()};
        case 9:
            return UseBlaster{card()};
        case 10:
            return UseShadow{card(), cell()};
        case 11:
            return UseResistance{card()};
        case 12:
            return UseJadro{player()};
        case 13:
            return FinishActions{};
        case 14:
            return UseGel{card()};
        case 15:
            return UseZeppelin{};
        case 16:
            return ZeppelinKeep{card()};
        case 17:
            return EndTurn{};
        default:
            return PlayWord{word(), {}, false};
    }
}

namespace near_actions {

template <class T>
const T& pick(const std::vector<T>& items, Rng& rng) {
    return items[rng.below(items.size())];
}

inline bool holds(const std::vector<CardId>& cards, CardId card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

// A random word spelled by cards the current player may use: the placed cards (mostly), then
// face-up table cards (frozen ones included, now and then) and the player's captures. The
// cards come in word order.
inline std::vector<CardId> spellingCards(const GameState& s, Rng& rng) {
    std::vector<CardId> pool;
    for (const auto& entry : s.table) {
        if (entry.side == Side::Face && !holds(s.turn.placed, entry.card) &&
            (!entry.frozen || rng.below(4) == 0))
            pool.push_back(entry.card);
    }
    for (CardId card : s.players[s.currentPlayer].captured)
        pool.push_back(card);
    rng.shuffle(std::span<CardId>(pool));
    std::vector<CardId> cards;
    for (CardId card : s.turn.placed) {
        if (rng.below(8) != 0)
            cards.push_back(card);
    }
    const auto extra = static_cast<std::size_t>(1 + rng.below(5));
    for (std::size_t i = 0; i < extra && i < pool.size(); ++i)
        cards.push_back(pool[i]);
    rng.shuffle(std::span<CardId>(cards));
    return cards;
}

inline Word lettersOf(const GameState& s, const std::vector<CardId>& cards) {
    Word word;
    for (CardId card : cards)
        word.push_back(s.deck[card].letter);
    return word;
}

// The cards with one of them changed: a card used twice, one left out, one from another
// player's captures, a tape card, or no card at all.
inline std::vector<CardId> spoiled(const GameState& s, std::vector<CardId> cards, Rng& rng) {
    if (cards.empty())
        return cards;
    const std::size_t at = rng.below(cards.size());
    switch (rng.below(5)) {
        case 0:
            cards[at] = pick(cards, rng);
            break;
        case 1:
            cards.erase(cards.begin() + static_cast<std::ptrdiff_t>(at));
            break;
        case 2: {
            const auto& owner = s.players[rng.below(s.players.size())];
            if (!owner.captured.empty())
                cards[at] = pick(owner.captured, rng);
            break;
        }
        case 3:
            for (const auto& entry : s.table) {
                if (entry.side == Side::Tape) {
                    cards[at] = entry.card;
                    break;
                }
            }
            break;
        default:
            cards[at] = static_cast<CardId>(s.deck.size() + rng.below(4));
            break;
    }
    return cards;
}

// Table cards among `cards`, each once, in a random order and cut at random (maybe to none).
inline std::vector<CardId> priceFrom(const GameState& s, const std::vector<CardId>& cards,
                                     Rng& rng) {
    std::vector<CardId> tableCards;
    for (CardId card : cards) {
        if (findCard(s, card) && !holds(tableCards, card))
            tableCards.push_back(card);
    }
    rng.shuffle(std::span<CardId>(tableCards));
    tableCards.resize(rng.below(tableCards.size() + 1));
    return tableCards;
}

}  // namespace near_actions

// Actions near the legal ones for this position, of every kind; many are accepted, the others
// are refused for one reason or another.
inline std::vector<Action> nearActions(const Game& game, Rng& rng) {
    using near_actions::pick;
    const GameState& s = game.state();
    const auto players = static_cast<PlayerId>(s.players.size());
    const auto anyPlayer = [&] { return static_cast<PlayerId>(rng.below(players + 1u)); };
    const auto anyTableCard = [&] { return pick(s.table, rng).card; };
    const auto cellNearTable = [&] {
        if (s.table.empty())
            return Cell{0, 0};
        const Cell at = pick(s.table, rng).cell;
        return Cell{at.x + static_cast<int>(rng.below(3)) - 1,
                    at.y + static_cast<int>(rng.below(3)) - 1};
    };
    std::vector<Action> actions;

    // Placements: the sheet or JĄDRO card, or another card, at a legal cell or near the table.
    const auto& me = s.players[s.currentPlayer];
    const auto placements = game.legalPlacements();
    for (int i = 0; i < 2; ++i) {
        CardId card = s.table.empty() ? 0 : anyTableCard();
        if (me.sheetCard && rng.below(3) != 0)
            card = *me.sheetCard;
        else if (me.jadroCard && rng.below(2) == 0)
            card = *me.jadroCard;
        const Cell cell =
            !placements.empty() && rng.below(2) == 0 ? pick(placements, rng) : cellNearTable();
        actions.emplace_back(PlaceCard{card, cell});
    }
    actions.emplace_back(Redraw{});
    actions.emplace_back(Pass{});

    // Words: default cards, the spelling cards, or spoiled ones.
    for (int i = 0; i < 3; ++i) {
        const auto cards = near_actions::spellingCards(s, rng);
        const Word word = near_actions::lettersOf(s, cards);
        const bool accepts = rng.below(2) == 0;
        actions.emplace_back(PlayWord{word, {}, accepts});
        actions.emplace_back(PlayWord{word, cards, accepts});
        actions.emplace_back(PlayWord{word, near_actions::spoiled(s, cards, rng), accepts});
    }

    // Help offers by any player (the active one and a missing one included).
    for (int i = 0; i < 2; ++i) {
        auto cards = near_actions::spellingCards(s, rng);
        const Word word = near_actions::lettersOf(s, cards);
        auto price = near_actions::priceFrom(s, cards, rng);
        if (rng.below(4) == 0)
            cards = near_actions::spoiled(s, cards, rng);
        if (rng.below(8) == 0 && !s.table.empty())
            price.push_back(anyTableCard());
        actions.emplace_back(HelpOffer{anyPlayer(), word, cards, price});
    }

    // Answers on the offers under negotiation, by the awaited party or another.
    for (const auto& offer : s.turn.helpOffers) {
        const PlayerId awaited = offer.awaitingHelper ? offer.helper : s.currentPlayer;
        const PlayerId by = rng.below(4) == 0 ? anyPlayer() : awaited;
        auto price = near_actions::priceFrom(s, offer.cards, rng);
        if (rng.below(4) == 0 && !s.table.empty())
            price.push_back(anyTableCard());
        actions.emplace_back(HelpCounter{offer.helper, by, price});
        actions.emplace_back(HelpAccept{offer.helper, by, rng.below(2) == 0});
        actions.emplace_back(HelpRefuse{offer.helper});
        actions.emplace_back(HelpWithdraw{offer.helper});
    }
    actions.emplace_back(HelpAccept{anyPlayer(), anyPlayer(), false});
    actions.emplace_back(HelpRefuse{anyPlayer()});
    actions.emplace_back(HelpWithdraw{anyPlayer()});

    // Black actions on the table's cards, and the steps that end them.
    if (!s.table.empty()) {
        actions.emplace_back(UseBlaster{anyTableCard()});
        if (!s.turn.wordCards.empty())
            actions.emplace_back(UseBlaster{pick(s.turn.wordCards, rng)});
        actions.emplace_back(UseResistance{anyTableCard()});
        actions.emplace_back(UseShadow{anyTableCard(), cellNearTable()});
        for (const auto& entry : s.table) {
            if (entry.side == Side::Tape && rng.below(3) == 0) {
                actions.emplace_back(UseShadow{entry.card, cellNearTable()});
                break;
            }
        }
        actions.emplace_back(UseGel{anyTableCard()});
    }
    actions.emplace_back(UseJadro{anyPlayer()});
    actions.emplace_back(UseZeppelin{});
    for (CardId card : s.turn.zeppelinDrawn)
        actions.emplace_back(ZeppelinKeep{card});
    actions.emplace_back(ZeppelinKeep{static_cast<CardId>(rng.below(s.deck.size()))});
    actions.emplace_back(FinishActions{});
    actions.emplace_back(EndTurn{});
    return actions;
}

}  // namespace ps::engine::testing
