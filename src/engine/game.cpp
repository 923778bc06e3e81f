// Temporary: the API is committed first so other layers can build against it.
#include "engine/game.h"

namespace ps::engine {

PlayerId actorOf(const Action&, const GameState& state) {
    return state.currentPlayer;
}

Game::Game(const GameOptions& options, Deck deck, const dict::Lexicon& lexicon)
    : lexicon_(&lexicon) {
    state_.options = options;
    state_.deck = std::move(deck);
}
Game::Game(GameState state, const dict::Lexicon& lexicon)
    : state_(std::move(state)), lexicon_(&lexicon) {}
std::optional<std::string> Game::validateNewGame(const GameOptions&, const Deck&) {
    return std::nullopt;
}
Result Game::apply(const Action&) {
    return Result{{}, Error{ErrorCode::WrongPhase, "not implemented yet"}};
}
std::vector<Cell> Game::legalPlacements() const {
    return {};
}
WordVerdict Game::checkWord(std::span<const Letter>) const {
    return {};
}
WordVerdict Game::checkWord(const PlayWord&) const {
    return {};
}
WordPreview Game::previewWord(const PlayWord&) const {
    return {};
}
WordPreview Game::previewHelp(const HelpOffer&) const {
    return {};
}
std::vector<HelpSummary> Game::helpSummaries() const {
    return {};
}
std::vector<Action> Game::legalActions() const {
    return {};
}
std::vector<BlackAction> Game::availableBlackActions() const {
    return {};
}
Scores Game::scores() const {
    return computeScores(state_);
}
Scores computeScores(const GameState&) {
    return {};
}

}  // namespace ps::engine
