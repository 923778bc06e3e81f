#pragma once
// Help deals (rulebook "pomoc"): a bot as helper offers a word for the active player's turn at a
// price it chooses and answers counters; a bot as the active player judges offers from their
// public summary (length, captures, price cards) and accepts, counters or lets them lapse.
//
// Each level has a character at the table (Temperament): easy is grateful and naive (takes a
// deal that gives it a fair share of what it expected, never haggles), medium is fair, hard is
// shrewd. The active player judges a deal by what it is worth to it (its gain, less the part of
// the helper's gain it begrudges a rival) against what it expected this turn (a share of the
// best word it sees itself); a greedy offer gets a counter with a price it would accept.
// As helper a bot asks a price a person would find fair: its captures, and then as many more
// cards as bring its gain up to its share of the deal.

#include <optional>
#include <vector>

#include "bots/bot.h"
#include "bots/movegen.h"
#include "engine/game.h"

namespace ps::bots {

struct Temperament {
    // As the active player, what it expects from a deal: this share of its own best word's
    // quick value, but never more than `enough` (a deal worth that is a good turn, even when
    // the whole dictionary holds a longer word: a person helping expects a fair deal to be
    // taken, not to beat a 15-letter word).
    double expectation = 0.45;
    double enough = 0.3;
    // The weight of the helper's gain against its own (the helper is a rival), with 3-4
    // players and with two (where every point of the helper's is a point against it).
    double envy = 1.0;
    double envyTwoPlayers = 1.0;
    // With 3-4 players the helper's gain up to this share of its own is not begrudged (a fair
    // deal: both gain against the other rivals); only the excess counts, weighted by `envy`.
    // With two players nothing is exempt.
    double fairShare = 1.3;
    // With 3-4 players a price is greedy when it asks more than bringing the helper level with
    // it: with the price card that matters least struck, the helper would still gain at least
    // as much as it (beyond this tolerance). Such a price is countered, not taken.
    bool wantsParity = false;
    double parityTolerance = 0.0;
    bool haggles = true;  // counters a greedy offer with a price it would accept
    // As helper: its gain must reach this share of the active player's (plus 0.3 with two
    // players: helping the only rival must pay) and one capture.
    double helperRatio = 0.6;
    bool offers = true;  // offers help at all
};

// easy: grateful and naive; medium: fair; hard: shrewd; random: refuses every offer.
Temperament temperamentOf(Level level);

// A price that asks more than parity: the helper's gain, less `swing` (what striking the price
// card that matters least moves between the two gains), is still at least `mine`, beyond the
// temperament's tolerance. Never with two players (there `envyTwoPlayers` counts every point)
// or for a temperament that does not want parity.
bool asksMoreThanParity(const Temperament& temperament, int players, double mine, double helper,
                        double swing);

// What a deal is worth to the active player of a `players`-player game who gains `mine` while
// the helper gains `helper`: mine - envy x (helper - fairShare x mine, when positive).
double dealWorth(const Temperament& temperament, int players, double mine, double helper);

// What a resolved word gives each player: +1 per capture, +0.35 per marker left on a card,
// -0.35 per marker sent back. Index = player.
std::vector<double> dealGains(const engine::GameState& state, const engine::WordPreview& preview);

// The offer `helper` would make now, or nothing (not the Word phase, its own turn, offered
// already for this placed card, no deal worth it, or `thinking` cancelled: the search checks
// between its steps, so an app that closes the game does not wait for it).
std::optional<engine::HelpOffer> findHelpOffer(const engine::Game& game, engine::PlayerId helper,
                                               const MoveGenerator& generator,
                                               const Thinking& thinking = {},
                                               const Temperament& temperament = {});

// The helper's answer to a counter awaiting it: accept, counter back or withdraw. With `stop`
// raised before its counter-price is found, it withdraws (a decision within a deadline).
std::optional<engine::Action> answerAsHelper(const engine::Game& game, engine::PlayerId helper,
                                             const Temperament& temperament = {},
                                             const Thinking& stop = {});

// The active player's answer to offers awaiting it, judged against `ownBest` (the quick value
// of the best own word it sees; negative when it has none): accept the best deal worth what it
// expected, else counter a greedy one (when it haggles), else nothing (it plays its own word,
// which lets the offers lapse).
std::optional<engine::Action> answerAsActive(const engine::Game& game, double ownBest,
                                             const Temperament& temperament);

// The quick value of the best word `level` sees for the current player (what it expects from
// its own turn; -0.5 when it sees none): easy among its common words of up to 9 letters.
double ownWordValue(Level level, const engine::Game& game, const MoveGenerator& generator,
                    const Vocabulary& vocabulary);

// Exactly what a bot of `level` answers to the offers awaiting it as the active player (the
// negotiation benchmark asks this without the bot's own move search).
std::optional<engine::Action> answerOffersAs(Level level, const engine::Game& game,
                                             const MoveGenerator& generator,
                                             const Vocabulary& vocabulary);

}  // namespace ps::bots
