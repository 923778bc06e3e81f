#pragma once
// Shared set-up for the UI tests: settings in a fresh temporary folder, the app configured as
// the real executable configures it.

#include <QApplication>
#include <QTemporaryDir>
#include <functional>
#include <memory>

#include "app/MainWindow.h"
#include "dictionary/dictionary.h"
#include "game/GameController.h"

namespace ps::ui::test {

// Points QSettings at a new temporary directory (so tests never touch the user's settings)
// and configures the application (names, style, language from the fresh settings = Polish).
void prepareApplication(QApplication& app, QTemporaryDir& settingsDir);

// Two people at one screen, Jagoda (seat 0, who starts) and Artur, on the deal `seed`.
GameSetup twoPeople(quint64 seed);

// A shown 1280×800 main window with a controller on the test lexicon (POTEGA_TEST_LEXICON) and
// the standard deck: bot seats installed, bots acting without delay, no autosave.
struct BotTable {
    explicit BotTable(ps::dict::Dictionary words) : dictionary(std::move(words)) {}
    ps::dict::Dictionary dictionary;
    MainWindow window;
    GameController* controller = nullptr;
};
// `configure` adds what a test needs (hints, the review) before the window takes the
// controller. Nothing when the lexicon or the deck cannot be loaded.
std::unique_ptr<BotTable> makeBotTable(
    const std::function<void(GameController&, const ps::dict::Dictionary&)>& configure = {});

}  // namespace ps::ui::test
