#include "bots/help.h"

#include "bots/common_words.h"
#include "bots/familiar_words.h"
#include "bots/planner.h"

#include <algorithm>
#include <memory>

namespace ps::bots {

using engine::Action;
using engine::CardId;
using engine::Game;
using engine::GameState;
using engine::PlayerId;

namespace {

constexpr double kMarkerGain = 0.35;
constexpr double kOwnCapture = 1.0 - kMarkerGain;  // a capture of a card one marked
constexpr double kOneCapture = kOwnCapture - 0.05;

bool contains(const std::vector<CardId>& cards, CardId card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

const engine::HelpNegotiation* offerOf(const GameState& state, PlayerId helper) {
    for (const auto& offer : state.turn.helpOffers) {
        if (offer.helper == helper)
            return &offer;
    }
    return nullptr;
}

int tableCardsOf(const GameState& state, const std::vector<CardId>& cards) {
    int count = 0;
    for (CardId card : cards) {
        const auto* entry = engine::findCard(state, card);
        if (entry && entry->side == engine::Side::Face)
            ++count;
    }
    return count;
}

// Worth offering or keeping: the helper wins its share of what the active player wins, and at
// least one capture (+1, less its waiting marker: 0.65).
bool acceptableForHelper(const GameState& state, const std::vector<double>& gains, PlayerId helper,
                         const Temperament& temperament) {
    const double margin = state.options.players == 2 ? 0.3 : 0.0;
    const PlayerId active = state.currentPlayer;
    return gains[helper] >= temperament.helperRatio * gains[active] + margin &&
           gains[helper] >= kOneCapture;
}

// The word's table cards a helper may ask for, by kind: where its own marker lies (it captures
// them), free cards (its marker goes there), and those with the active player's marker (taken
// from them).
struct PriceChoices {
    std::vector<CardId> captures;
    std::vector<CardId> free;
    std::vector<CardId> activeMarked;
};

PriceChoices priceChoices(const GameState& state, PlayerId helper,
                          const std::vector<CardId>& cards) {
    PriceChoices choices;
    std::vector<CardId> seen;
    for (CardId card : cards) {
        const auto* entry = engine::findCard(state, card);
        if (!entry || entry->side != engine::Side::Face || contains(seen, card))
            continue;
        seen.push_back(card);
        if (entry->marker == helper)
            choices.captures.push_back(card);
        else if (!entry->marker)
            choices.free.push_back(card);
        else if (entry->marker == state.currentPlayer)
            choices.activeMarked.push_back(card);
    }
    return choices;
}

// A fair price for `helper`'s word: its captures, then free cards, then the active player's
// marked cards, one at a time until its gain reaches its share (as many markers as it has).
// Nothing when no price gives the helper a capture; `gains` gets the deal's gains.
std::optional<std::vector<CardId>> fairPrice(const Game& trusting, PlayerId helper,
                                             const engine::HelpOffer& word,
                                             const Temperament& temperament,
                                             std::vector<double>& gains,
                                             const Thinking& stop = {}) {
    const GameState& state = trusting.state();
    const auto choices = priceChoices(state, helper, word.cards);
    const auto pool = static_cast<std::size_t>(std::max(0, state.players[helper].pool));
    if (choices.captures.empty() || pool == 0)
        return std::nullopt;
    engine::HelpOffer offer = word;
    offer.price = choices.captures;
    if (offer.price.size() > pool)
        offer.price.resize(pool);
    std::vector<CardId> more = choices.free;
    more.insert(more.end(), choices.activeMarked.begin(), choices.activeMarked.end());
    std::size_t next = 0;
    for (int guard = 0; guard < 8; ++guard) {
        if (stop.cancelled())
            return std::nullopt;
        const auto preview = trusting.previewHelp(offer);
        if (!preview.verdict.ok())
            return std::nullopt;
        gains = dealGains(state, preview);
        if (acceptableForHelper(state, gains, helper, temperament) || next >= more.size() ||
            offer.price.size() >= pool)
            return offer.price;
        offer.price.push_back(more[next++]);
    }
    return offer.price;
}

// What striking the price card that matters least moves between the two gains (the active
// player's gain up, the helper's down): a marker placed instead of the helper's (0.35 + 0.35),
// or a capture given back (1.35). Zero for an empty price.
double smallestSwing(const GameState& state, PlayerId helper, const std::vector<CardId>& price) {
    double smallest = 0;
    for (CardId card : price) {
        const auto* entry = engine::findCard(state, card);
        if (!entry)
            continue;
        const bool capture = entry->marker == helper || entry->marker == state.currentPlayer;
        const double swing = capture ? kOwnCapture + 2 * kMarkerGain : 2 * kMarkerGain;
        smallest = smallest == 0 ? swing : std::min(smallest, swing);
    }
    return smallest;
}

// The active player's estimate of a deal from its public summary, and the cards it could
// strike from the price (its own marked cards first: they are its captures).
struct DealEstimate {
    double mine = 0;
    double helper = 0;
    struct Strike {
        CardId card;
        double mine;    // what striking it adds to its gain
        double helper;  // and takes from the helper's
    };
    std::vector<Strike> strikes;
    double swing = 0;  // smallestSwing of the price
};

// What the price does to the zones, as the table shows it: the helper's captures become its
// tapes, its markers go onto the other price cards. Captures and markers are counted apart;
// this is what they link into zones (or break) beyond them — a helper's zone of three tapes is
// worth more than the captures that make it.
struct ZoneChange {
    double helper = 0;
    double active = 0;
};

ZoneChange priceZoneChange(const GameState& state, PlayerId helper,
                           const std::vector<CardId>& price) {
    GameState after = state;
    bool changed = false;
    for (auto& entry : after.table) {
        if (entry.side != engine::Side::Face || !contains(price, entry.card))
            continue;
        if (entry.marker == helper)
            entry.side = engine::Side::Tape;  // captured: a tape of the helper's takes the cell
        entry.marker = helper;
        changed = true;
    }
    if (!changed)
        return {};
    const auto zonesOf = [](const engine::Scores& scores, PlayerId player) {
        for (const auto& score : scores.players) {
            if (score.player == player)
                return score.zonePoints;
        }
        return 0;
    };
    const auto before = engine::computeScores(state);
    const auto now = engine::computeScores(after);
    const PlayerId active = state.currentPlayer;
    return {static_cast<double>(zonesOf(now, helper) - zonesOf(before, helper)),
            static_cast<double>(zonesOf(now, active) - zonesOf(before, active))};
}

DealEstimate estimateDeal(const GameState& state, const engine::HelpSummary& summary) {
    const PlayerId me = state.currentPlayer;
    DealEstimate deal;
    double lost = 0;
    std::vector<DealEstimate::Strike> helperCaptures;
    for (CardId card : summary.priceCards) {
        const auto* entry = engine::findCard(state, card);
        if (!entry)
            continue;
        // Counted as dealGains counts them: a capture of a card one marked is +1 less the
        // marker cashed in, a marker placed or sent back 0.35.
        if (entry->marker == summary.helper) {
            deal.helper += kOwnCapture;
            // Struck, the card is the active player's to use: the helper's marker goes back.
            helperCaptures.push_back({card, kMarkerGain, kOwnCapture + kMarkerGain});
        } else {
            deal.helper += kMarkerGain;
            if (entry->marker == me) {
                lost += kMarkerGain;
                deal.strikes.push_back({card, kOwnCapture + kMarkerGain, kMarkerGain});
            } else if (!entry->marker) {
                deal.strikes.push_back({card, kMarkerGain, kMarkerGain});
            }
        }
    }
    std::stable_sort(deal.strikes.begin(), deal.strikes.end(),
                     [](const auto& a, const auto& b) { return a.mine > b.mine; });
    // Then the helper's captures but one: a price that asks many captures for a short word is
    // greedy too, and the helper keeps a capture (a deal it can take).
    if (!helperCaptures.empty())
        deal.strikes.insert(deal.strikes.end(), helperCaptures.begin() + 1, helperCaptures.end());
    const int others = std::max(0, summary.length - static_cast<int>(summary.priceCards.size()) -
                                       summary.capturesForActive);
    deal.mine = summary.capturesForActive * kOwnCapture + kMarkerGain * others - lost;
    const ZoneChange zones = priceZoneChange(state, summary.helper, summary.priceCards);
    deal.helper += std::max(0.0, zones.helper);
    deal.mine += std::min(0.0, zones.active);
    deal.swing = smallestSwing(state, summary.helper, summary.priceCards);
    return deal;
}

}  // namespace

std::vector<double> dealGains(const GameState& state, const engine::WordPreview& preview) {
    std::vector<double> gains(static_cast<std::size_t>(state.options.players), 0.0);
    for (const auto& outcome : preview.cards) {
        if (outcome.markerBefore && (outcome.capturedBy != outcome.markerBefore &&
                                     outcome.markerAfter != outcome.markerBefore))
            gains[*outcome.markerBefore] -= kMarkerGain;
        if (outcome.capturedBy) {
            gains[*outcome.capturedBy] += 1.0;
            if (outcome.markerBefore == outcome.capturedBy)
                gains[*outcome.capturedBy] -= kMarkerGain;  // the waiting marker is cashed in
        } else if (outcome.markerAfter && outcome.markerAfter != outcome.markerBefore) {
            gains[*outcome.markerAfter] += kMarkerGain;
        }
    }
    return gains;
}

std::optional<engine::HelpOffer> findHelpOffer(const Game& game, PlayerId helper,
                                               const MoveGenerator& generator,
                                               const Thinking& thinking,
                                               const Temperament& temperament) {
    const GameState& state = game.state();
    if (!temperament.offers || state.phase != engine::Phase::Word ||
        state.currentPlayer == helper || state.players[helper].pool <= 0)
        return std::nullopt;
    const auto& offered = state.turn.helpersOffered;
    if (std::find(offered.begin(), offered.end(), helper) != offered.end())
        return std::nullopt;
    // Without one of its markers on a usable letter card the helper cannot capture anything,
    // and a deal without a capture is not worth helping a rival.
    const bool canCapture = std::any_of(state.table.begin(), state.table.end(), [&](const auto& e) {
        return e.side == engine::Side::Face && !e.frozen && e.marker == helper;
    });
    if (!canCapture)
        return std::nullopt;
    // What the active player expects this turn: a deal must be worth that to it (as a medium
    // player judges) or it will not be taken.
    GenerateOptions own;
    own.limit = 1;
    own.stop = thinking.cancel;
    const auto activeBest = generator.generate(game, own);
    if (thinking.cancelled())
        return std::nullopt;
    const Temperament partner = temperamentOf(Level::Medium);
    const double expected = std::min(
        partner.enough,
        partner.expectation * (activeBest.empty() ? 0.0 : std::max(0.0, activeBest.front().value)));
    GenerateOptions options;
    options.perspective = helper;
    options.helpWord = true;
    options.limit = 12;
    options.stop = thinking.cancel;
    const auto words = generator.generate(game, options);
    if (thinking.cancelled())
        return std::nullopt;
    std::optional<engine::HelpOffer> best;
    double bestScore = 0;
    int tried = 0;
    const Game trusting = trustingCopy(game);  // the words are checked by the generator
    for (const auto& word : words) {
        if (++tried > 8 || thinking.cancelled())
            break;
        engine::HelpOffer offer{helper, word.word, word.cards, {}};
        std::vector<double> gains;
        const auto price = fairPrice(trusting, helper, offer, temperament, gains, thinking);
        if (!price)
            continue;
        offer.price = *price;
        const int activeUses = tableCardsOf(state, word.cards) - static_cast<int>(price->size());
        if (activeUses > state.players[state.currentPlayer].pool)
            continue;
        const double activeGain = gains[state.currentPlayer];
        if (!acceptableForHelper(state, gains, helper, temperament) || activeGain <= 0 ||
            dealWorth(partner, state.options.players, activeGain, gains[helper]) < expected ||
            asksMoreThanParity(partner, state.options.players, activeGain, gains[helper],
                               smallestSwing(state, helper, offer.price)))
            continue;
        const double score = gains[helper] + 0.1 * activeGain;
        if (!best || score > bestScore) {
            best = offer;
            bestScore = score;
        }
    }
    if (thinking.cancelled())
        return std::nullopt;
    return best;
}

std::optional<Action> answerAsHelper(const Game& game, PlayerId helper,
                                     const Temperament& temperament, const Thinking& stop) {
    const GameState& state = game.state();
    const auto* offer = offerOf(state, helper);
    if (!offer || !offer->awaitingHelper)
        return std::nullopt;
    bool inWord = !offer->price.empty();
    for (CardId card : offer->price)
        inWord = inWord && contains(offer->cards, card);
    if (inWord) {
        engine::HelpOffer asked{helper, offer->word, offer->cards, offer->price};
        const auto preview = game.previewHelp(asked);
        if (preview.verdict.ok() &&
            acceptableForHelper(state, dealGains(state, preview), helper, temperament))
            return engine::HelpAccept{helper, helper, false};
    }
    std::vector<double> gains;
    const engine::HelpOffer word{helper, offer->word, offer->cards, {}};
    const auto fair = stop.cancelled()
                          ? std::nullopt
                          : fairPrice(trustingCopy(game), helper, word, temperament, gains, stop);
    if (offer->counters < 3 && fair && !fair->empty() && *fair != offer->price)
        return engine::HelpCounter{helper, helper, *fair};
    return engine::HelpWithdraw{helper};
}

std::optional<Action> answerAsActive(const Game& game, double ownBest,
                                     const Temperament& temperament) {
    const GameState& state = game.state();
    const PlayerId me = state.currentPlayer;
    const int players = state.options.players;
    const auto worthOf = [&](const DealEstimate& deal) {
        return dealWorth(temperament, players, deal.mine, deal.helper);
    };
    const auto greedy = [&](const DealEstimate& deal) {
        return asksMoreThanParity(temperament, players, deal.mine, deal.helper, deal.swing);
    };
    // What it expected this turn: a share of its own best word (nothing when it has none).
    const double expected =
        std::min(temperament.enough, temperament.expectation * std::max(0.0, ownBest));
    std::optional<Action> accept;
    double bestWorth = expected - 0.05;
    std::optional<Action> counter;
    for (const auto& summary : game.helpSummaries()) {
        if (summary.awaitingHelper)
            continue;
        DealEstimate deal = estimateDeal(state, summary);
        const double worth = worthOf(deal);
        if (deal.mine > 0 && worth >= bestWorth && !greedy(deal)) {
            bestWorth = worth;
            accept = engine::HelpAccept{summary.helper, me, false};
            continue;
        }
        int counters = 0;
        for (const auto& offer : state.turn.helpOffers) {
            if (offer.helper == summary.helper)
                counters = offer.counters;
        }
        if (counter || !temperament.haggles || counters >= 3)
            continue;
        // A price it would accept: strike its own marked cards, then free ones, until the deal
        // is worth what it expected and asks no more than parity; the helper keeps its captures
        // (a deal it can take).
        std::vector<CardId> price = summary.priceCards;
        const auto acceptable = [&] {
            return deal.mine > 0 && worthOf(deal) >= expected - 0.05 && !greedy(deal);
        };
        for (const auto& strike : deal.strikes) {
            if (acceptable())
                break;
            price.erase(std::find(price.begin(), price.end(), strike.card));
            deal.mine += strike.mine;
            deal.helper -= strike.helper;
            deal.swing = smallestSwing(state, summary.helper, price);
        }
        if (!price.empty() && price != summary.priceCards && deal.helper >= kOneCapture &&
            acceptable())
            counter = engine::HelpCounter{summary.helper, me, price};
    }
    if (accept)
        return accept;
    return counter;
}

bool asksMoreThanParity(const Temperament& temperament, int players, double mine, double helper,
                        double swing) {
    if (players == 2 || !temperament.wantsParity || swing <= 0)
        return false;
    return helper - swing >= mine + temperament.parityTolerance - 1e-9;
}

double dealWorth(const Temperament& temperament, int players, double mine, double helper) {
    if (players == 2)
        return mine - temperament.envyTwoPlayers * helper;
    return mine - temperament.envy * std::max(0.0, helper - temperament.fairShare * mine);
}

Temperament temperamentOf(Level level) {
    switch (level) {
        // expectation, enough, envy, envy with two players, fair share, wants parity, parity
        // tolerance, haggles, helper ratio, offers
        case Level::RandomLegal:
            return {1e9, 1e9, 0.0, 0.0, 0.0, false, 0.0, false, 1e9, false};
        case Level::Easy:
            return {0.25, 0.3, 0.0, 0.3, 0.0, false, 0.0, false, 0.5, false};
        case Level::Medium:
            return {0.45, 0.3, 1.0, 1.0, 1.3, true, 0.0, true, 0.6, true};
        case Level::Hard:
        case Level::Expert:  // the expert deals as the hard bot does
            return {0.7, 0.8, 0.6, 1.0, 0.0, false, 0.0, true, 1.0, true};
    }
    return {};
}

double ownWordValue(Level level, const Game& game, const MoveGenerator& generator,
                    const Vocabulary& vocabulary) {
    GenerateOptions options;
    options.limit = 1;
    if (level == Level::Easy) {
        options.vocabulary = vocabulary.commonWords;
        options.borrow = false;
        options.maxLength = vocabulary.commonWords ? 9 : 4;
    }
    std::shared_ptr<const FamiliarWords> familiar;
    if (level == Level::Medium && vocabulary.commonWords && vocabulary.dictionary) {
        familiar = vocabulary.commonWords->familiarIn(*vocabulary.dictionary);
        options.familiar = familiar.get();
    }
    const auto words = generator.generate(game, options);
    return words.empty() ? -0.5 : words.front().value;
}

std::optional<Action> answerOffersAs(Level level, const Game& game, const MoveGenerator& generator,
                                     const Vocabulary& vocabulary) {
    if (level == Level::RandomLegal) {
        for (const auto& offer : game.state().turn.helpOffers) {
            if (!offer.awaitingHelper)
                return engine::HelpRefuse{offer.helper};
        }
        return std::nullopt;
    }
    return answerAsActive(game, ownWordValue(level, game, generator, vocabulary),
                          temperamentOf(level));
}

}  // namespace ps::bots
