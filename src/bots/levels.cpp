// The level behind each name: makeBot.

#include <stdexcept>

#include "bots/base_bot.h"

namespace ps::bots {

std::unique_ptr<Bot> makeBot(Level level, engine::PlayerId seat, const Vocabulary& vocabulary,
                             std::uint64_t gameSeed) {
    detail::requireDictionary(vocabulary);
    switch (level) {
        case Level::RandomLegal:
            return detail::makeRandomBot(seat, vocabulary, gameSeed);
        case Level::Easy:
            return makeEasyBot(seat, vocabulary, gameSeed, EasySettings{});
        case Level::Medium:
            return makeMediumBot(seat, vocabulary, gameSeed, MediumSettings{});
        case Level::Hard:
            return makeHardBot(seat, vocabulary, gameSeed, HardSettings{});
        case Level::Expert:
            return makeExpertBot(seat, vocabulary, gameSeed, ExpertSettings{});
    }
    throw std::invalid_argument("unknown bot level");
}

}  // namespace ps::bots
