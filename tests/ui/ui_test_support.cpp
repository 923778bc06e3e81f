#include "ui_test_support.h"

#include <QSettings>
#include <QStandardPaths>

#include "app/Application.h"
#include "game/BotFactory.h"
#include "services/Resources.h"

namespace ps::ui::test {

void prepareApplication(QApplication& app, QTemporaryDir& settingsDir) {
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    configureApplication(app);
}

std::unique_ptr<BotTable> makeBotTable(
    const std::function<void(GameController&, const ps::dict::Dictionary&)>& configure) {
    const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
    if (path.isEmpty()) {
        return nullptr;
    }
    const DeckResult deck = loadStandardDeck();
    if (!deck.deck) {
        return nullptr;
    }
    auto table = std::make_unique<BotTable>(ps::dict::Dictionary::load(path.toStdString()));
    table->window.setAutosaveEnabled(false);
    table->controller = new GameController(table->dictionary, *deck.deck, &table->window);
    table->controller->setBotFactory(makeBotFactory(&table->dictionary, nullptr));
    if (configure) {
        configure(*table->controller, table->dictionary);
    }
    table->controller->setBotDelay(0);
    table->window.setController(table->controller);
    table->window.resize(1280, 800);
    table->window.show();
    return table;
}

GameSetup twoPeople(quint64 seed) {
    GameSetup setup = GameSetup::defaults();
    setup.seats = {SeatSetup{QStringLiteral("Jagoda"), 0, SeatKind::Human},
                   SeatSetup{QStringLiteral("Artur"), 1, SeatKind::Human}};
    setup.seed = seed;
    setup.startSeat = 0;
    return setup;
}

}  // namespace ps::ui::test
