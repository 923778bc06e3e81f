#pragma once
// The negotiation benchmark: a scripted "person" offers help to a bot in the bot's Word phase,
// with a price of a given generosity, and answers the bot's counters in character; the result
// says whether a deal was made and what each side gained. The tournament runs it on the
// positions of real games (`tournament --negotiation`).

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "bots/bot.h"
#include "bots/movegen.h"
#include "engine/game.h"

namespace ps::bots {

enum class Generosity : std::uint8_t {
    Generous,  // asks one capture and leaves the rest to the bot
    Fair,      // asks cards until its gain matches the bot's
    Greedy,    // asks every card it can take
};
inline constexpr std::array<Generosity, 3> kGenerosities = {Generosity::Generous, Generosity::Fair,
                                                            Generosity::Greedy};
std::string_view generosityId(Generosity generosity);

struct NegotiationProbe {
    bool accepted = false;           // a deal was made (at the offered or a countered price)
    bool acceptedAsOffered = false;  // at the person's first price
    bool countered = false;          // the bot's first answer was a counter
    bool refused = false;            // no deal: refused, or the bot went on with its own word
    int botCounters = 0;             // counters by the bot in the whole negotiation
    double botGain = 0;              // what the deal gave each side (0 without a deal)
    double personGain = 0;
    double ownWord = 0;      // the quick value of the best word the bot sees itself
    double offeredGain = 0;  // what the person's first price left the bot
};

// The person sits at the seat after the active one and offers a word it knows (the common
// words when the vocabulary has them) for the active player's letters. Nothing when the person
// has no offer to make here (not the Word phase, no marker to capture, no word).
std::optional<NegotiationProbe> probeNegotiation(const engine::Game& game, Level botLevel,
                                                 Generosity generosity,
                                                 const MoveGenerator& generator,
                                                 const Vocabulary& vocabulary);

// Totals over many probes, per level and generosity.
struct NegotiationTally {
    int offers = 0;
    int accepted = 0;
    int acceptedAsOffered = 0;
    int countered = 0;
    int refused = 0;
    double botGain = 0;
    double personGain = 0;
    double ownWord = 0;
    double offeredGain = 0;
    void add(const NegotiationProbe& probe);
};

}  // namespace ps::bots
