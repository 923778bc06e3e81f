#pragma once
// The dispatch of Game::apply: one handler per action. Each handler validates everything first
// and returns the error without touching the state; only then it changes the state. Not part
// of the public API. The handlers live by topic: placement, word, redraw, pass and the end of
// the turn in game.cpp, help negotiation in help_offers.cpp, black-card actions in
// black_actions.cpp, word refusals as messages in word_errors.cpp.

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/internal.h"

namespace ps::engine::detail {

inline bool listHas(const std::vector<CardId>& cards, CardId card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

class Applier {
  public:
    Applier(GameState& state, const dict::Lexicon& lexicon, std::vector<Event>& events)
        : s_(state), lexicon_(lexicon), events_(events) {}

    // Placement, word, redraw, pass, end of turn (game.cpp)
    std::optional<Error> operator()(const PlaceCard& a);
    std::optional<Error> operator()(const PlayWord& a);
    std::optional<Error> operator()(const Redraw&);
    std::optional<Error> operator()(const Pass&);
    std::optional<Error> operator()(const EndTurn&);

    // Help negotiation (help_offers.cpp)
    std::optional<Error> operator()(const HelpOffer& a);
    std::optional<Error> operator()(const HelpCounter& a);
    std::optional<Error> operator()(const HelpAccept& a);
    std::optional<Error> operator()(const HelpRefuse& a) { return dropOffer(a.helper, false); }
    std::optional<Error> operator()(const HelpWithdraw& a) { return dropOffer(a.helper, true); }

    // Black-card actions after the word and at the end of the turn (black_actions.cpp)
    std::optional<Error> operator()(const UseBlaster& a);
    std::optional<Error> operator()(const UseShadow& a);
    std::optional<Error> operator()(const UseResistance& a);
    std::optional<Error> operator()(const UseJadro& a);
    std::optional<Error> operator()(const FinishActions&);
    std::optional<Error> operator()(const UseGel& a);
    std::optional<Error> operator()(const UseZeppelin&);
    std::optional<Error> operator()(const ZeppelinKeep& a);

  private:
    std::optional<Error> gameOver() const { return error(ErrorCode::GameOver, "the game is over"); }
    std::optional<Error> needPhase(Phase phase) const;
    const TableCell* faceUpCard(CardId card) const;
    static std::optional<Error> outOfRange(Cell cell);
    std::optional<Error> notTarget(CardId card, const std::string& why) const;
    // The placed cards go under the stack: the player's own card first, then the JĄDRO card
    // (rules D25).
    void returnPlacedCards();
    std::optional<Error> needHelper(PlayerId helper) const;
    // The offer of `helper` under negotiation in the word step, when it waits for `by`'s answer.
    std::optional<Error> needAwaitedOffer(PlayerId helper, PlayerId by, HelpNegotiation*& offer);
    HelpNegotiation* findOffer(PlayerId helper);
    std::optional<Error> noOffer(PlayerId helper) const;
    std::optional<Error> dropOffer(PlayerId helper, bool byHelper);
    std::optional<Error> needAction(BlackAction action, Phase phase) const;
    void useAction(BlackAction action);
    void keepZeppelinCard(CardId keep);
    // A refused word as a message naming the word and the problem (word_errors.cpp).
    Error wordError(const WordVerdict& verdict, const Word& word, std::span<const CardId> cards,
                    WordMode mode) const;

    GameState& s_;
    const dict::Lexicon& lexicon_;
    std::vector<Event>& events_;
};

}  // namespace ps::engine::detail
