// potega-slowa-cli analyze: the expert's analysis of a finished game (session/analysis.h), as
// a table with the biggest mistakes and every player's chance through the game, or as JSON.

#include <chrono>
#include <cstdio>
#include <iomanip>
#include <ostream>
#include <sstream>

#include "bots/common_words.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "engine/io/json_text.h"
#include "engine/io/record.h"
#include "session/analysis.h"
#include "text/alphabet.h"
#include "text/printable.h"

namespace ps::cli {

namespace {

std::string percent(double chance) {
    char text[16];
    std::snprintf(text, sizeof text, "%5.1f%%", 100.0 * chance);
    return text;
}

// "T at (2, -1) + KOTY", "no word".
std::string moveText(const bots::AnalysedMove& move, const engine::Deck& deck) {
    std::ostringstream text;
    for (const auto& placement : move.placements) {
        text << toUtf8Upper(deck[placement.card].letter) << " at (" << placement.cell.x << ", "
             << placement.cell.y << ") ";
    }
    if (move.word)
        text << (move.placements.empty() ? "" : "+ ") << toUtf8Upper(move.word->word);
    else
        text << "no word";
    if (move.helper) {
        text << " (help of player " << *move.helper + 1 << " for " << move.price.size()
             << (move.price.size() == 1 ? " card)" : " cards)");
    }
    return text.str();
}

std::string playedText(const session::TurnAnalysis& turn) {
    if (!turn.played)
        return "(no word)";
    std::string text = toUtf8Upper(*turn.played);
    if (turn.helper)
        text += " (help of player " + std::to_string(*turn.helper + 1) + ")";
    return text;
}

void printTurn(const session::TurnAnalysis& turn, const engine::Deck& deck, std::ostream& out) {
    out << std::setw(4) << turn.turnNumber + 1 << std::setw(6) << turn.round << std::setw(7)
        << turn.seat + 1 << "  " << std::left << std::setw(28) << playedText(turn) << std::right
        << percent(turn.chanceBefore()) << "  " << percent(turn.chanceAfterPlayed()) << "  "
        << std::setw(6) << std::fixed << std::setprecision(1) << 100.0 * turn.loss() << "  "
        << (turn.playedIsBest ? std::string("= the move played") : moveText(turn.best, deck))
        << "\n";
}

}  // namespace

int runAnalyze(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    std::string path;
    std::optional<std::string> dictPath;
    std::optional<std::string> commonPath;
    bots::AnalysisBudget budget;
    std::vector<int> seats;
    bool json = false;
    auto parser = makeParser("analyze");
    parser->add_option("record", path, "the record of a finished game (JSON)")
        ->type_name("RECORD")
        ->required();
    parser->add_option("--dict", dictPath, "the compiled dictionary file")->type_name("FILE");
    parser->add_option("--common-words", commonPath, "the common-words list (familiar words)")
        ->type_name("FILE");
    auto* deals = parser
                      ->add_option("--deals", budget.deals,
                                   "deals of the draw pile per move (the same answer every run)")
                      ->type_name("N")
                      ->check(integerIn(1, 100000))
                      ->capture_default_str();
    parser
        ->add_option("--think-ms", budget.thinkMillis,
                     "think this long per position instead of a number of deals")
        ->type_name("T")
        ->check(integerIn(1, 3600000))
        ->excludes(deals);
    parser->add_option("--candidates", budget.candidates, "the expert's own moves judged")
        ->type_name("N")
        ->check(integerIn(1, 100))
        ->capture_default_str();
    parser->add_option("--threads", budget.threads, "workers simulating at once")
        ->type_name("N")
        ->check(integerIn(1, 64))
        ->capture_default_str();
    parser->add_option("--seed", budget.seed, "the deals' seed")
        ->type_name("S")
        ->check(seedValue())
        ->capture_default_str();
    parser->add_option("--player", seats, "analyse this player's turns (1-4; all when not given)")
        ->type_name("P")
        ->check(integerIn(1, 4));
    parser->add_flag("--json", json, "print the analysis as JSON");
    OverlayPaths overlayPaths;
    addOverlayOptions(*parser, overlayPaths);
    if (const auto stop = parseOptions(*parser, args, out, err))
        return *stop;
    const std::optional<dict::WordOverlay> overlay = readOverlay("analyze", overlayPaths, err);
    if (!overlay)
        return kExitUsage;
    const auto text = readInputFile(path, "analyze", err);
    if (!text)
        return kExitUsage;
    const auto record = engine::io::loadRecord(*text);
    if (!record.ok()) {
        err << "analyze: " << text::printableText(path, text::kEchoedPathBytes) << ": "
            << record.error.text() << "\n";
        return kExitUsage;
    }
    const int players = record.value->options.players;
    std::vector<bool> chosen;
    if (!seats.empty()) {
        chosen.assign(static_cast<std::size_t>(players), false);
        for (int seat : seats) {
            if (seat > players)
                return usageError("analyze",
                                  "--player " + std::to_string(seat) + ": the game has " +
                                      std::to_string(players) + " players",
                                  err);
            chosen[static_cast<std::size_t>(seat - 1)] = true;
        }
    }
    const auto dictionary = openDictionary(dictPath, err);
    if (!dictionary)
        return kExitUsage;
    std::optional<bots::CommonWords> common;
    if (!readCommonWords(commonPath, "analyze", common, err))
        return kExitUsage;
    const dict::OverlaidLexicon overlaid(*dictionary, *overlay);
    const dict::Lexicon& lexicon =
        overlay->empty() ? static_cast<const dict::Lexicon&>(*dictionary) : overlaid;
    const bots::Vocabulary vocabulary{dictionary.get(), common ? &*common : nullptr,
                                      overlay->empty() ? nullptr : &*overlay};
    const auto& deck = record.value->deck;
    if (!json) {
        out << "turn round player  played                      before   after    loss  "
               "the expert's best\n";
    }
    const auto start = std::chrono::steady_clock::now();
    session::GameAnalysis analysis;
    try {
        analysis =
            session::analyseGame(*record.value, lexicon, vocabulary, chosen, budget,
                                 [&](const session::GameAnalysis& sofar, std::size_t) {
                                     if (!json && !sofar.turns.empty())
                                         printTurn(sofar.turns.back(), deck, out << std::flush);
                                 });
    } catch (const std::invalid_argument& error) {
        err << "analyze: " << text::printableText(path, text::kEchoedPathBytes) << ": "
            << error.what() << "\n";
        return kExitUsage;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (json) {
        out << engine::io::formatJson(session::analysisToJson(analysis, deck));
        return kExitOk;
    }
    out << "biggest mistakes:";
    const auto mistakes = analysis.biggestMistakes();
    if (mistakes.empty())
        out << " none (no move cost 2 points of chance or more)";
    for (std::size_t i : mistakes) {
        const auto& turn = analysis.turns[i];
        out << "\n  turn " << turn.turnNumber + 1 << ", player " << turn.seat + 1 << ": "
            << playedText(turn) << " cost " << std::fixed << std::setprecision(1)
            << 100.0 * turn.loss() << " points; " << moveText(turn.best, deck) << " would keep "
            << percent(turn.chanceAfterBest());
    }
    out << "\nchance of winning through the game (after each analysed turn, then the result):\n";
    for (engine::PlayerId seat = 0; seat < players; ++seat) {
        out << "  player " << seat + 1 << ":";
        for (const auto& point : analysis.chart(seat))
            out << " " << static_cast<int>(std::lround(100.0 * point.chance));
        out << "\n";
    }
    out << analysis.turns.size() << " turns analysed in " << std::fixed << std::setprecision(1)
        << seconds << " s ("
        << (budget.thinkMillis > 0 ? std::to_string(budget.thinkMillis) + " ms per position"
                                   : std::to_string(budget.deals) + " deals per move")
        << ", seed " << budget.seed << ")\n";
    return kExitOk;
}

}  // namespace ps::cli
