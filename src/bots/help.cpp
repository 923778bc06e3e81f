#include "bots/help.h"

#include "bots/planner.h"

#include <algorithm>

namespace ps::bots {

using engine::Action;
using engine::CardId;
using engine::Game;
using engine::GameState;
using engine::PlayerId;

namespace {

constexpr double kMarkerGain = 0.35;

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

// The price a helper wants for its word: the cards where its marker already lies (it captures
// them) and those carrying the active player's marker (taken away from them).
std::vector<CardId> preferredPrice(const GameState& state, PlayerId helper,
                                   const std::vector<CardId>& cards) {
    std::vector<CardId> price;
    for (CardId card : cards) {
        const auto* entry = engine::findCard(state, card);
        if (!entry || entry->side != engine::Side::Face || contains(price, card))
            continue;
        if (entry->marker == helper || entry->marker == state.currentPlayer)
            price.push_back(card);
    }
    const auto pool = static_cast<std::size_t>(std::max(0, state.players[helper].pool));
    if (price.size() > pool)
        price.resize(pool);
    return price;
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

// Worth offering or keeping: the helper wins at least what the active player wins.
bool acceptableForHelper(const GameState& state, const std::vector<double>& gains,
                         PlayerId helper) {
    const double margin = state.options.players == 2 ? 0.3 : 0.0;
    const PlayerId active = state.currentPlayer;
    return gains[helper] >= gains[active] + margin && gains[helper] >= 0.9;
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
                                               const Thinking& thinking) {
    const GameState& state = game.state();
    if (state.phase != engine::Phase::Word || state.currentPlayer == helper ||
        state.players[helper].pool <= 0)
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
    // Help is for a player short of a good word: one with a strong word of their own will not
    // take a deal that pays the helper at least as much.
    GenerateOptions own;
    own.limit = 1;
    const auto activeBest = generator.generate(game, own);
    if (thinking.cancelled() || (!activeBest.empty() && activeBest.front().value > 2.0))
        return std::nullopt;
    GenerateOptions options;
    options.perspective = helper;
    options.helpWord = true;
    options.limit = 12;
    const auto words = generator.generate(game, options);
    if (thinking.cancelled())
        return std::nullopt;
    std::optional<engine::HelpOffer> best;
    double bestScore = 0;
    int previews = 0;
    const Game trusting = trustingCopy(game);  // the words are checked by the generator
    for (const auto& word : words) {
        engine::HelpOffer offer{helper, word.word, word.cards,
                                preferredPrice(state, helper, word.cards)};
        const bool captures = std::any_of(offer.price.begin(), offer.price.end(), [&](CardId c) {
            const auto* entry = engine::findCard(state, c);
            return entry && entry->marker == helper;
        });
        if (!captures)
            continue;
        if (++previews > 6 || thinking.cancelled())
            break;
        const int activeUses =
            tableCardsOf(state, word.cards) - static_cast<int>(offer.price.size());
        if (activeUses > state.players[state.currentPlayer].pool)
            continue;
        const auto preview = trusting.previewHelp(offer);
        if (!preview.verdict.ok())
            continue;
        const auto gains = dealGains(state, preview);
        if (!acceptableForHelper(state, gains, helper) || gains[state.currentPlayer] <= 0)
            continue;
        const double score = gains[helper] - 0.5 * gains[state.currentPlayer];
        if (!best || score > bestScore) {
            best = offer;
            bestScore = score;
        }
    }
    if (thinking.cancelled())
        return std::nullopt;
    return best;
}

std::optional<Action> answerAsHelper(const Game& game, PlayerId helper) {
    const GameState& state = game.state();
    const auto* offer = offerOf(state, helper);
    if (!offer || !offer->awaitingHelper)
        return std::nullopt;
    bool inWord = true;
    for (CardId card : offer->price)
        inWord = inWord && contains(offer->cards, card);
    if (inWord) {
        engine::HelpOffer asked{helper, offer->word, offer->cards, offer->price};
        const auto preview = game.previewHelp(asked);
        if (preview.verdict.ok() && acceptableForHelper(state, dealGains(state, preview), helper))
            return engine::HelpAccept{helper, helper, false};
    }
    const auto preferred = preferredPrice(state, helper, offer->cards);
    if (offer->counters < 3 && !preferred.empty() && preferred != offer->price)
        return engine::HelpCounter{helper, helper, preferred};
    return engine::HelpWithdraw{helper};
}

std::optional<Action> answerAsActive(const Game& game, double ownBest, bool mayCounter) {
    const GameState& state = game.state();
    const PlayerId me = state.currentPlayer;
    const bool twoPlayers = state.options.players == 2;
    std::optional<Action> best;
    double bestNet = ownBest + 0.05;
    for (const auto& summary : game.helpSummaries()) {
        if (summary.awaitingHelper)
            continue;
        double helperGain = 0;
        double lost = 0;
        std::vector<CardId> cheap;  // price cards that cost me nothing much: unmarked ones
        for (CardId card : summary.priceCards) {
            const auto* entry = engine::findCard(state, card);
            if (!entry)
                continue;
            if (entry->marker == summary.helper) {
                helperGain += 1.0;
            } else {
                helperGain += kMarkerGain;
                if (entry->marker == me)
                    lost += kMarkerGain;
                else if (!entry->marker)
                    cheap.push_back(card);
            }
        }
        const int others =
            std::max(0, summary.length - static_cast<int>(summary.priceCards.size()) -
                            summary.capturesForActive);
        const double myGain = summary.capturesForActive * 1.0 + 0.3 * others - lost;
        const double net = myGain - (twoPlayers ? 1.0 : 0.5) * helperGain;
        if (net > bestNet) {
            bestNet = net;
            best = engine::HelpAccept{summary.helper, me, false};
            continue;
        }
        int counters = 0;
        for (const auto& offer : state.turn.helpOffers) {
            if (offer.helper == summary.helper)
                counters = offer.counters;
        }
        if (!best && mayCounter && counters < 3 && !cheap.empty() &&
            cheap.size() < summary.priceCards.size() && myGain > ownBest) {
            best = engine::HelpCounter{summary.helper, me, cheap};
        }
    }
    return best;
}

}  // namespace ps::bots
