#include "bots/negotiation_bench.h"

#include <algorithm>

#include "bots/help.h"
#include "bots/planner.h"

namespace ps::bots {

using engine::CardId;
using engine::Game;
using engine::GameState;
using engine::PlayerId;

namespace {

// The person's price for the word: see Generosity. Empty when it cannot capture anything.
std::vector<CardId> personPrice(const Game& trusting, PlayerId person,
                                const engine::HelpOffer& word, Generosity generosity) {
    const GameState& state = trusting.state();
    std::vector<CardId> captures;
    std::vector<CardId> others;
    for (CardId card : word.cards) {
        const auto* entry = engine::findCard(state, card);
        if (!entry || entry->side != engine::Side::Face ||
            std::find(captures.begin(), captures.end(), card) != captures.end() ||
            std::find(others.begin(), others.end(), card) != others.end())
            continue;
        const auto& placed = state.turn.placed;
        if (entry->marker == person)
            captures.push_back(card);
        else if ((!entry->marker || entry->marker == state.currentPlayer) &&
                 std::find(placed.begin(), placed.end(), card) == placed.end())
            others.push_back(card);  // the placed card is left to the bot: a deal at all
    }
    const auto pool = static_cast<std::size_t>(std::max(0, state.players[person].pool));
    if (captures.empty() || pool == 0)
        return {};
    std::vector<CardId> price;
    switch (generosity) {
        case Generosity::Generous:
            price = {captures.front()};
            break;
        case Generosity::Greedy: {
            price = captures;
            price.insert(price.end(), others.begin(), others.end());
            // Greedy means asking more than fair: a word whose every card the fair price takes
            // already makes no greedy offer.
            auto fair = personPrice(trusting, person, word, Generosity::Fair);
            if (fair.size() >= std::min(price.size(), pool))
                return {};
            break;
        }
        case Generosity::Fair: {
            // One capture, then its other captures and the other cards one at a time, until its
            // gain matches the bot's: never far above it (all its captures at once could give
            // it several times the bot's gain on a word full of its markers).
            std::vector<CardId> asks = captures;
            asks.insert(asks.end(), others.begin(), others.end());
            engine::HelpOffer offer = word;
            for (std::size_t next = 0; next < asks.size(); ++next) {
                price.push_back(asks[next]);
                offer.price = price;
                const auto preview = trusting.previewHelp(offer);
                if (!preview.verdict.ok())
                    break;
                const auto gains = dealGains(state, preview);
                if (gains[person] >= gains[state.currentPlayer])
                    break;
            }
            break;
        }
    }
    if (price.size() > pool)
        price.resize(pool);
    return price;
}

// How the person answers the bot's counter: generous takes any capture, fair wants half the
// bot's gain, greedy as much as the bot's (else insists on its price once more).
bool personTakes(Generosity generosity, const std::vector<double>& gains, PlayerId person,
                 PlayerId bot) {
    if (gains[person] < 0.6)
        return false;
    switch (generosity) {
        case Generosity::Generous:
            return true;
        case Generosity::Fair:
            return gains[person] >= 0.5 * gains[bot];
        case Generosity::Greedy:
            return gains[person] >= gains[bot];
    }
    return false;
}

}  // namespace

std::string_view generosityId(Generosity generosity) {
    switch (generosity) {
        case Generosity::Generous:
            return "generous";
        case Generosity::Fair:
            return "fair";
        case Generosity::Greedy:
            return "greedy";
    }
    return "?";
}

void NegotiationTally::add(const NegotiationProbe& probe) {
    ++offers;
    accepted += probe.accepted ? 1 : 0;
    acceptedAsOffered += probe.acceptedAsOffered ? 1 : 0;
    countered += probe.countered ? 1 : 0;
    refused += probe.refused ? 1 : 0;
    botGain += probe.botGain;
    ownWord += probe.ownWord;
    offeredGain += probe.offeredGain;
    personGain += probe.personGain;
}

std::optional<NegotiationProbe> probeNegotiation(const Game& game, Level botLevel,
                                                 Generosity generosity,
                                                 const MoveGenerator& generator,
                                                 const Vocabulary& vocabulary) {
    const GameState& state = game.state();
    if (state.phase != engine::Phase::Word || game.isOver() || !state.turn.helpOffers.empty())
        return std::nullopt;
    const PlayerId bot = state.currentPlayer;
    const auto person = static_cast<PlayerId>((bot + 1) % state.options.players);
    const auto& offered = state.turn.helpersOffered;
    if (state.players[person].pool <= 0 ||
        std::find(offered.begin(), offered.end(), person) != offered.end())
        return std::nullopt;
    // The person's word: the best deal among the first words they know that pay them a capture.
    GenerateOptions options;
    options.perspective = person;
    options.helpWord = true;
    options.limit = 8;
    options.vocabulary = vocabulary.commonWords;
    const Game trusting = trustingCopy(game);
    std::optional<engine::HelpOffer> chosen;
    double chosenTotal = -1e9;
    for (const auto& word : generator.generate(game, options)) {
        engine::HelpOffer offer{person, word.word, word.cards, {}};
        offer.price = personPrice(trusting, person, offer, generosity);
        if (offer.price.empty())
            continue;
        const auto preview = trusting.previewHelp(offer);
        if (!preview.verdict.ok())
            continue;
        const auto gains = dealGains(state, preview);
        if (gains[person] < 0.6 || gains[bot] <= 0)
            continue;
        if (gains[person] + gains[bot] > chosenTotal) {
            chosenTotal = gains[person] + gains[bot];
            chosen = offer;
        }
    }
    if (!chosen)
        return std::nullopt;
    Game table = game;
    if (!table.apply(*chosen).ok())
        return std::nullopt;
    NegotiationProbe probe;
    probe.ownWord = ownWordValue(botLevel, game, generator, vocabulary);
    probe.offeredGain = dealGains(state, trusting.previewHelp(*chosen))[bot];
    for (int round = 0; round < 8; ++round) {
        const auto answer = answerOffersAs(botLevel, table, generator, vocabulary);
        const auto* counter = answer ? std::get_if<engine::HelpCounter>(&*answer) : nullptr;
        const engine::HelpOffer current = [&] {
            engine::HelpOffer now = *chosen;
            for (const auto& negotiation : table.state().turn.helpOffers) {
                if (negotiation.helper == person)
                    now.price = negotiation.price;
            }
            return now;
        }();
        if (answer && std::holds_alternative<engine::HelpAccept>(*answer)) {
            const auto gains = dealGains(table.state(), table.previewHelp(current));
            probe.accepted = table.apply(*answer).ok();
            probe.acceptedAsOffered = probe.accepted && round == 0;
            if (probe.accepted) {
                probe.botGain = gains[bot];
                probe.personGain = gains[person];
            }
            break;
        }
        if (!counter || !table.apply(*answer).ok()) {
            probe.refused = true;
            break;
        }
        probe.countered = probe.countered || round == 0;
        ++probe.botCounters;
        // The person's answer to the counter.
        engine::HelpOffer asked = *chosen;
        asked.price = counter->price;
        const auto preview = table.previewHelp(asked);
        const auto gains = dealGains(table.state(), preview);
        if (preview.verdict.ok() && personTakes(generosity, gains, person, bot)) {
            probe.accepted = table.apply(engine::HelpAccept{person, person, false}).ok();
            if (probe.accepted) {
                probe.botGain = gains[bot];
                probe.personGain = gains[person];
            }
            break;
        }
        const int counters = table.state().turn.helpOffers.empty()
                                 ? 3
                                 : table.state().turn.helpOffers.front().counters;
        if (counters >= 3 ||
            !table.apply(engine::HelpCounter{person, person, chosen->price}).ok()) {
            probe.refused = true;  // the person withdraws: no deal
            break;
        }
    }
    return probe;
}

}  // namespace ps::bots
