#include "session/tournament.h"

#include <chrono>
#include <cmath>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>

#include "bots/common_words.h"
#include "bots/familiar_words.h"
#include "dictionary/dictionary.h"
#include "session/driver.h"

namespace ps::session {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// Measures the time each entry spends deciding.
class TimedBot final : public bots::Bot {
  public:
    TimedBot(std::unique_ptr<bots::Bot> inner, EntryResult& entry)
        : Bot(inner->level(), inner->seat()), inner_(std::move(inner)), entry_(entry) {}
    std::optional<engine::Action> decide(const engine::Game& game,
                                         const bots::Thinking& thinking) override {
        const auto start = Clock::now();
        auto action = inner_->decide(game, thinking);
        const double seconds = secondsSince(start);
        entry_.seconds += seconds;
        entry_.decisionSeconds.push_back(seconds);
        ++entry_.decisions;
        return action;
    }

  private:
    std::unique_ptr<bots::Bot> inner_;
    EntryResult& entry_;
};

void checkSettings(const TournamentSettings& settings, const bots::Vocabulary& vocabulary) {
    const auto n = static_cast<int>(settings.entries.size());
    if (n < engine::kMinPlayers || n > engine::kMaxPlayers)
        throw std::invalid_argument("2 to 4 players, got " + std::to_string(n));
    if (settings.games <= 0)
        throw std::invalid_argument("the number of games must be positive");
    if (vocabulary.dictionary == nullptr)
        throw std::invalid_argument("a tournament needs a dictionary");
}

std::unique_ptr<bots::Bot> makeEntryBot(const TournamentSettings& settings, bots::Level level,
                                        engine::PlayerId seat, const bots::Vocabulary& vocabulary,
                                        std::uint64_t seed) {
    switch (level) {
        case bots::Level::Easy:
            return bots::makeEasyBot(seat, vocabulary, seed, settings.easy);
        case bots::Level::Medium:
            return bots::makeMediumBot(seat, vocabulary, seed, settings.medium);
        case bots::Level::Hard:
            return bots::makeHardBot(seat, vocabulary, seed, settings.hard);
        case bots::Level::Expert:
            return bots::makeExpertBot(seat, vocabulary, seed, settings.expert);
        case bots::Level::RandomLegal:
            break;
    }
    return bots::makeBot(level, seat, vocabulary, seed);
}

// The totals of one finished game, credited to the entries.
TournamentGame scoreGame(const engine::Game& game, const std::vector<int>& entryOfSeat,
                         std::vector<EntryResult>& entries) {
    const auto scores = game.scores();
    TournamentGame result{0, game.state().options.seed, entryOfSeat, {}, {}, {}};
    for (const auto& score : scores.players) {
        const auto e = static_cast<std::size_t>(entryOfSeat[score.player]);
        entries[e].points += score.total();
        entries[e].captured += score.capturedCards;
        result.seatTotals.push_back(score.total());
    }
    for (auto winner : scores.winners) {
        entries[static_cast<std::size_t>(entryOfSeat[winner])].wins +=
            1.0 / static_cast<double>(scores.winners.size());
    }
    return result;
}

}  // namespace

std::pair<double, double> wilsonInterval(double wins, int games) {
    if (games == 0)
        return {0, 0};
    const double z = 1.959964;
    const double n = games;
    const double p = wins / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {centre - half, centre + half};
}

TournamentResult runTournament(const TournamentSettings& settings, const engine::Deck& deck,
                               const bots::Vocabulary& vocabulary,
                               const std::function<void(const TournamentGame&)>& onGame) {
    checkSettings(settings, vocabulary);
    const int n = static_cast<int>(settings.entries.size());
    TournamentResult result;
    for (const bots::Level level : settings.entries)
        result.entries.push_back(EntryResult{level});
    // The same familiar words the bots use (built once per list and dictionary).
    std::shared_ptr<const bots::FamiliarWords> familiar;
    if (vocabulary.commonWords)
        familiar = vocabulary.commonWords->familiarIn(*vocabulary.dictionary);
    const auto start = Clock::now();
    for (int g = 0; g < settings.games; ++g) {
        engine::GameOptions options;
        options.players = n;
        options.blackCardVariant = settings.blackCardVariant;
        options.seed = settings.seed + static_cast<std::uint64_t>(g);
        options.startPlayer = 0;
        // Seat rotation: entry e sits at seat (e + g) % n, so every entry starts equally often.
        std::vector<std::unique_ptr<bots::Bot>> owned(static_cast<std::size_t>(n));
        std::vector<int> entryOfSeat(static_cast<std::size_t>(n));
        Seats seats(static_cast<std::size_t>(n));
        for (int e = 0; e < n; ++e) {
            const auto seatIndex = static_cast<std::size_t>((e + g) % n);
            const auto seat = static_cast<engine::PlayerId>(seatIndex);
            auto& entry = result.entries[static_cast<std::size_t>(e)];
            auto bot = makeEntryBot(settings, entry.level, seat, vocabulary, options.seed);
            owned[seatIndex] = std::make_unique<TimedBot>(std::move(bot), entry);
            entryOfSeat[seatIndex] = e;
            seats[seatIndex] = Seat::computer(entry.level);
        }
        std::vector<bots::Bot*> players;
        for (auto& bot : owned)
            players.push_back(bot.get());
        Session session(options, deck, *vocabulary.dictionary, seats);
        const auto gameStart = Clock::now();
        PlayedGame played;
        engine::PlayerId mover = session.game().currentPlayer();
        try {
            played = playOut(
                session, players, [&](const engine::Game& now, const engine::Action& action) {
                    // The word's player is the one to move before it (the word may end the
                    // turn).
                    const auto wordSeat = static_cast<std::size_t>(mover);
                    mover = now.currentPlayer();
                    if (const auto* play = std::get_if<engine::PlayWord>(&action)) {
                        auto& entry =
                            result.entries[static_cast<std::size_t>(entryOfSeat[wordSeat])];
                        ++entry.words;
                        entry.letters += static_cast<long long>(play->word.size());
                        if (familiar && familiar->familiar(play->word))
                            ++entry.familiarWords;
                    }
                    if (!settings.onWordPhase ||
                        !std::holds_alternative<engine::PlaceCard>(action) ||
                        now.state().phase != engine::Phase::Word)
                        return;
                    const auto seat = static_cast<std::size_t>(now.currentPlayer());
                    const auto e = static_cast<std::size_t>(entryOfSeat[seat]);
                    settings.onWordPhase(now, result.entries[e].level);
                });
            result.helpDeals += played.helpDeals;
            result.helpOffers += played.helpOffers;
        } catch (const std::exception& e) {
            throw std::runtime_error("game " + std::to_string(g) + " (seed " +
                                     std::to_string(options.seed) + "): " + e.what());
        }
        result.longestGameSeconds = std::max(result.longestGameSeconds, secondsSince(gameStart));
        TournamentGame game = scoreGame(session.game(), entryOfSeat, result.entries);
        game.index = g;
        game.shape = bots::tableShape(session.game().state());
        result.tableWidths += game.shape.width;
        result.tableHeights += game.shape.height;
        if (game.shape.aspect() > 2.0)
            ++result.elongatedTables;
        game.actions = std::move(played.actions);
        ++result.games;
        if (onGame)
            onGame(game);
    }
    result.seconds = secondsSince(start);
    return result;
}

}  // namespace ps::session
