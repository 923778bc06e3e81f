// Help negotiation (rules D15–D21): offers, counters, acceptance, refusal and withdrawal, and
// what everyone may know about the offers on the table.

#include "engine/applier.h"

namespace ps::engine {

namespace detail {

namespace {

constexpr int kMaxCounters = 3;  // per offer, both sides together (rules D19)

}  // namespace

Checked<HelpOffer> Validator::operator()(const HelpOffer& a) const {
    if (auto e = needPhase(Phase::Word))
        return *e;
    if (auto e = needHelper(a.helper))
        return *e;
    const auto& offered = s_.turn.helpersOffered;
    if (std::find(offered.begin(), offered.end(), a.helper) != offered.end()) {
        return error(ErrorCode::OfferLimitReached,
                     playerText(a.helper) +
                         " has made their offer for this placed card already (rules D19)");
    }
    auto verdict = detail::checkWordFor(s_, lexicon_, a.word, a.cards, {}, detail::WordMode::Help);
    if (!verdict.ok())
        return wordError(verdict, a.word, a.cards, detail::WordMode::Help);
    Error priceError =
        detail::checkHelpPrice(s_, a.helper, verdict.cards, a.price, detail::PriceCheck::Offer);
    if (priceError.code != ErrorCode::Ok)
        return priceError;
    return approve(a, std::move(verdict.cards));
}

void Executor::operator()(const Approved<HelpOffer>& approved) {
    const HelpOffer& a = approved.action;
    s_.turn.helpOffers.push_back(
        HelpNegotiation{a.helper, a.word, approved.cards, a.price, false, 0});
    s_.turn.helpersOffered.push_back(a.helper);
    events_.push_back(HelpOffered{a.helper});
}

Checked<HelpCounter> Validator::operator()(const HelpCounter& a) const {
    const HelpNegotiation* offer = nullptr;
    if (auto e = needAwaitedOffer(a.helper, a.by, offer))
        return *e;
    if (offer->counters >= kMaxCounters) {
        return error(ErrorCode::CounterLimitReached, "this offer was countered " +
                                                         std::to_string(kMaxCounters) +
                                                         " times: accept or refuse it (rules D19)");
    }
    const auto check =
        a.by == s_.currentPlayer ? detail::PriceCheck::ActiveCounter : detail::PriceCheck::Offer;
    Error priceError = detail::checkHelpPrice(s_, a.helper, offer->cards, a.price, check);
    if (priceError.code != ErrorCode::Ok)
        return priceError;
    return approve(a);
}

void Executor::operator()(const Approved<HelpCounter>& approved) {
    const HelpCounter& a = approved.action;
    HelpNegotiation& offer = offerOf(a.helper);
    offer.price = a.price;
    offer.awaitingHelper = !offer.awaitingHelper;
    ++offer.counters;
    events_.push_back(HelpCountered{a.helper, a.by, a.price});
}

Checked<HelpAccept> Validator::operator()(const HelpAccept& a) const {
    const HelpNegotiation* offer = nullptr;
    if (auto e = needAwaitedOffer(a.helper, a.by, offer))
        return *e;
    // Nothing on the table changes while offers wait, but check again to be safe.
    const auto verdict =
        detail::checkWordFor(s_, lexicon_, offer->word, offer->cards, {}, detail::WordMode::Help);
    if (!verdict.ok())
        return wordError(verdict, offer->word, offer->cards, detail::WordMode::Help);
    Error priceError =
        detail::checkHelpPrice(s_, a.helper, offer->cards, offer->price, detail::PriceCheck::Deal);
    if (priceError.code != ErrorCode::Ok)
        return priceError;
    // The revealed word is refused by the table: the deal is void (rules D20).
    const bool voided = verdict.suspected && !a.tableAcceptsSuspected;
    return approve(a, {}, voided);
}

void Executor::operator()(const Approved<HelpAccept>& approved) {
    const PlayerId helper = approved.action.helper;
    const HelpNegotiation deal = offerOf(helper);
    if (approved.voided) {
        std::erase_if(s_.turn.helpOffers,
                      [&](const HelpNegotiation& o) { return o.helper == helper; });
        events_.push_back(HelpVoided{deal.helper, deal.word});
        return;
    }
    events_.push_back(HelpAccepted{helper});
    detail::playCheckedWord(s_, events_, deal.word, deal.cards, deal.helper, deal.price,
                            detail::WordMode::Help);
}

Checked<HelpRefuse> Validator::operator()(const HelpRefuse& a) const {
    if (auto e = needOfferToDrop(a.helper))
        return *e;
    return approve(a);
}

void Executor::operator()(const Approved<HelpRefuse>& approved) {
    dropOffer(approved.action.helper, s_.currentPlayer);
}

Checked<HelpWithdraw> Validator::operator()(const HelpWithdraw& a) const {
    if (auto e = needOfferToDrop(a.helper))
        return *e;
    return approve(a);
}

void Executor::operator()(const Approved<HelpWithdraw>& approved) {
    dropOffer(approved.action.helper, approved.action.helper);
}

std::optional<Error> Validator::needHelper(PlayerId helper) const {
    if (helper >= s_.players.size()) {
        return error(ErrorCode::NoSuchPlayer, playerText(helper) + " does not exist");
    }
    if (helper == s_.currentPlayer) {
        return error(ErrorCode::NotYourTurn, "the active player cannot help themselves");
    }
    return std::nullopt;
}

// The offer of `helper` under negotiation in the word step, when it waits for `by`'s answer.
std::optional<Error> Validator::needAwaitedOffer(PlayerId helper, PlayerId by,
                                                 const HelpNegotiation*& offer) const {
    if (auto e = needPhase(Phase::Word))
        return e;
    offer = findOffer(helper);
    if (!offer)
        return noOffer(helper);
    const PlayerId awaited = offer->awaitingHelper ? offer->helper : s_.currentPlayer;
    if (by != awaited) {
        return error(ErrorCode::NotAwaited, "the offer of " + playerText(offer->helper) +
                                                " waits for " + playerText(awaited) + "'s answer");
    }
    return std::nullopt;
}

const HelpNegotiation* Validator::findOffer(PlayerId helper) const {
    for (const auto& offer : s_.turn.helpOffers) {
        if (offer.helper == helper)
            return &offer;
    }
    return nullptr;
}

Error Validator::noOffer(PlayerId helper) const {
    return error(ErrorCode::NoSuchOffer, playerText(helper) + " has no offer on the table");
}

std::optional<Error> Validator::needOfferToDrop(PlayerId helper) const {
    if (auto e = needPhase(Phase::Word))
        return e;
    if (!findOffer(helper))
        return noOffer(helper);
    return std::nullopt;
}

HelpNegotiation& Executor::offerOf(PlayerId helper) {
    return *std::find_if(s_.turn.helpOffers.begin(), s_.turn.helpOffers.end(),
                         [&](const HelpNegotiation& o) { return o.helper == helper; });
}

void Executor::dropOffer(PlayerId helper, PlayerId by) {
    std::erase_if(s_.turn.helpOffers, [&](const HelpNegotiation& o) { return o.helper == helper; });
    events_.push_back(HelpRefused{helper, by});
}

void appendHelpAnswers(const GameState& s, std::vector<Action>& actions) {
    for (const auto& offer : s.turn.helpOffers) {
        const PlayerId awaited = offer.awaitingHelper ? offer.helper : s.currentPlayer;
        // A counter may name cards outside the helper's word (rules D18): the helper
        // cannot accept that price, only counter again or withdraw.
        const Error priceError =
            checkHelpPrice(s, offer.helper, offer.cards, offer.price, PriceCheck::Deal);
        if (priceError.code == ErrorCode::Ok) {
            actions.emplace_back(HelpAccept{offer.helper, awaited});
        }
        actions.emplace_back(HelpRefuse{offer.helper});
    }
}

}  // namespace detail

WordPreview Game::previewHelp(const HelpOffer& offer) const {
    auto verdict = detail::checkWordFor(state_, *lexicon_, offer.word, offer.cards, {},
                                        detail::WordMode::Help);
    if (verdict.ok() && offer.helper < state_.players.size() &&
        offer.helper != state_.currentPlayer) {
        const Error price = detail::checkHelpPrice(state_, offer.helper, verdict.cards, offer.price,
                                                   detail::PriceCheck::Deal);
        if (price.code != ErrorCode::Ok)
            verdict.problem = price.code;
    }
    return detail::previewResolution(state_, verdict, offer.helper, offer.price,
                                     detail::WordMode::Help);
}

std::vector<HelpSummary> Game::helpSummaries() const {
    std::vector<HelpSummary> summaries;
    for (const auto& offer : state_.turn.helpOffers) {
        HelpSummary summary;
        summary.helper = offer.helper;
        summary.length = static_cast<int>(offer.word.size());
        summary.priceCards = offer.price;
        for (CardId card : offer.price)
            summary.priceLetters.push_back(state_.deck[card].letter);
        summary.awaitingHelper = offer.awaitingHelper;
        WordVerdict verdict;
        verdict.cards = offer.cards;
        summary.capturesForActive = detail::previewResolution(state_, verdict, offer.helper,
                                                              offer.price, detail::WordMode::Help)
                                        .captures;
        summaries.push_back(std::move(summary));
    }
    return summaries;
}

}  // namespace ps::engine
