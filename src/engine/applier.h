#pragma once
// The dispatch of Game::apply and Game::check, in two halves for every action.
//
// The Validator reads a const GameState: it refuses the action with the Error that apply returns,
// or approves it, handing on what it found that the change needs (a word's checked card choice,
// whether a help deal is void). The Executor takes only an approved action and changes the state;
// it cannot refuse. Game::apply runs the Validator, then the Executor on the approval;
// Game::check runs the Validator alone. So check and apply cannot disagree, and a refused action
// leaves the state untouched: all that ran before the refusal cannot change it.
//
// Not part of the public API. Both halves live by topic: placement, word, redraw, pass and the
// end of the turn in game.cpp, help negotiation in help_offers.cpp, black-card actions in
// black_actions.cpp, word refusals as messages in word_errors.cpp.

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "engine/internal.h"

namespace ps::engine::detail {

inline bool listHas(const std::vector<CardId>& cards, CardId card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

class Validator;

// An action the Validator accepted, with what validation found that executing it reuses. Only
// the Validator makes one, so the Executor never sees an action that was not validated.
template <class A>
class Approved {
  public:
    const A& action;
    // PlayWord, HelpOffer: the checked card for every letter (the default choice when the
    // action named none).
    std::vector<CardId> cards;
    // HelpAccept: the revealed word is suspected and the table refused it, so the deal is void
    // (rules D20).
    bool voided = false;
    // PlayWord: the dictionary lacks the word and the table accepted it (house rule).
    bool overruled = false;

  private:
    friend class Validator;
    explicit Approved(const A& a, std::vector<CardId> checkedCards = {}, bool isVoided = false)
        : action(a), cards(std::move(checkedCards)), voided(isVoided) {}
};

// The Validator's answer on one action: the refusal, or the approval.
template <class A>
using Checked = std::variant<Error, Approved<A>>;

// The first half: is the action accepted now? Reads the state only.
class Validator {
  public:
    Validator(const GameState& state, const dict::Lexicon& lexicon)
        : s_(state), lexicon_(lexicon) {}

    // Placement, word, redraw, pass, end of turn (game.cpp)
    [[nodiscard]] Checked<PlaceCard> operator()(const PlaceCard& a) const;
    [[nodiscard]] Checked<PlayWord> operator()(const PlayWord& a) const;
    [[nodiscard]] Checked<Redraw> operator()(const Redraw& a) const;
    [[nodiscard]] Checked<Pass> operator()(const Pass& a) const;
    [[nodiscard]] Checked<EndTurn> operator()(const EndTurn& a) const;

    // Help negotiation (help_offers.cpp)
    [[nodiscard]] Checked<HelpOffer> operator()(const HelpOffer& a) const;
    [[nodiscard]] Checked<HelpCounter> operator()(const HelpCounter& a) const;
    [[nodiscard]] Checked<HelpAccept> operator()(const HelpAccept& a) const;
    [[nodiscard]] Checked<HelpRefuse> operator()(const HelpRefuse& a) const;
    [[nodiscard]] Checked<HelpWithdraw> operator()(const HelpWithdraw& a) const;

    // Black-card actions after the word and at the end of the turn (black_actions.cpp)
    [[nodiscard]] Checked<UseBlaster> operator()(const UseBlaster& a) const;
    [[nodiscard]] Checked<UseShadow> operator()(const UseShadow& a) const;
    [[nodiscard]] Checked<UseResistance> operator()(const UseResistance& a) const;
    [[nodiscard]] Checked<UseJadro> operator()(const UseJadro& a) const;
    [[nodiscard]] Checked<FinishActions> operator()(const FinishActions& a) const;
    [[nodiscard]] Checked<UseGel> operator()(const UseGel& a) const;
    [[nodiscard]] Checked<UseZeppelin> operator()(const UseZeppelin& a) const;
    [[nodiscard]] Checked<ZeppelinKeep> operator()(const ZeppelinKeep& a) const;

  private:
    template <class A>
    static Approved<A> approve(const A& a, std::vector<CardId> cards = {}, bool voided = false) {
        return Approved<A>(a, std::move(cards), voided);
    }
    static Error gameOver() { return error(ErrorCode::GameOver, "the game is over"); }
    [[nodiscard]] std::optional<Error> needPhase(Phase phase) const;
    [[nodiscard]] const TableCell* faceUpCard(CardId card) const;
    static Error outOfRange(Cell cell);
    [[nodiscard]] Error notTarget(CardId card, const std::string& why) const;
    [[nodiscard]] std::optional<Error> needHelper(PlayerId helper) const;
    // The offer of `helper` under negotiation in the word step, when it waits for `by`'s answer.
    [[nodiscard]] std::optional<Error> needAwaitedOffer(PlayerId helper, PlayerId by,
                                                        const HelpNegotiation*& offer) const;
    [[nodiscard]] const HelpNegotiation* findOffer(PlayerId helper) const;
    [[nodiscard]] Error noOffer(PlayerId helper) const;
    // A refusal or a withdrawal of `helper`'s offer.
    [[nodiscard]] std::optional<Error> needOfferToDrop(PlayerId helper) const;
    [[nodiscard]] std::optional<Error> needAction(BlackAction action, Phase phase) const;
    // A refused word as a message naming the word and the problem (word_errors.cpp).
    [[nodiscard]] Error wordError(const WordVerdict& verdict, const Word& word,
                                  std::span<const CardId> cards, WordMode mode) const;

    const GameState& s_;
    const dict::Lexicon& lexicon_;
};

// The second half: the change an approved action makes, with its events. Cannot refuse.
class Executor {
  public:
    Executor(GameState& state, std::vector<Event>& events) : s_(state), events_(events) {}

    // Placement, word, redraw, pass, end of turn (game.cpp)
    void operator()(const Approved<PlaceCard>& approved);
    void operator()(const Approved<PlayWord>& approved);
    void operator()(const Approved<Redraw>& approved);
    void operator()(const Approved<Pass>& approved);
    void operator()(const Approved<EndTurn>& approved);

    // Help negotiation (help_offers.cpp)
    void operator()(const Approved<HelpOffer>& approved);
    void operator()(const Approved<HelpCounter>& approved);
    void operator()(const Approved<HelpAccept>& approved);
    void operator()(const Approved<HelpRefuse>& approved);
    void operator()(const Approved<HelpWithdraw>& approved);

    // Black-card actions (black_actions.cpp)
    void operator()(const Approved<UseBlaster>& approved);
    void operator()(const Approved<UseShadow>& approved);
    void operator()(const Approved<UseResistance>& approved);
    void operator()(const Approved<UseJadro>& approved);
    void operator()(const Approved<FinishActions>& approved);
    void operator()(const Approved<UseGel>& approved);
    void operator()(const Approved<UseZeppelin>& approved);
    void operator()(const Approved<ZeppelinKeep>& approved);

  private:
    // The placed cards go under the stack: the player's own card first, then the JĄDRO card
    // (rules D25).
    void returnPlacedCards();
    // The offer of `helper` (the Validator found it).
    HelpNegotiation& offerOf(PlayerId helper);
    void dropOffer(PlayerId helper, PlayerId by);
    void useAction(BlackAction action);
    void keepZeppelinCard(CardId keep);

    GameState& s_;
    std::vector<Event>& events_;
};

}  // namespace ps::engine::detail
