#include "app/Application.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFont>
#include <QPalette>
#include <QStyleFactory>
#include <QTimer>
#include <cstdio>
#include <cstring>
#include <utility>

#include <QMessageBox>
#include "app/GameFiles.h"
#include "app/MainWindow.h"
#include "app/ScreenshotMode.h"
#include "dialogs/SettingsDialog.h"
#include "dictionary/dictionary.h"
#include "game/BotFactory.h"
#include "game/GameController.h"
#include "potega/version.h"
#include "services/Accessibility.h"
#include "services/CrashReports.h"
#include "services/DictionaryLoader.h"
#include "services/Language.h"
#include "services/Resources.h"
#include "services/Settings.h"
#include "services/StallMonitor.h"
#include "style/Contrast.h"
#include "style/Theme.h"

namespace ps::ui {

namespace {

void setApplicationNames() {
    QCoreApplication::setOrganizationName(QStringLiteral("PotegaSlowa"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("potega-slowa.example.org"));
    QCoreApplication::setApplicationName(QStringLiteral("potega-slowa"));
    QCoreApplication::setApplicationVersion(QString::fromUtf8(
        version::kVersion.data(), static_cast<qsizetype>(version::kVersion.size())));
}

// The options of the window and of the text answers alike, so --help lists every one.
struct CommandLine {
    QCommandLineParser parser;
    QCommandLineOption help;
    QCommandLineOption version{{QStringLiteral("v"), QStringLiteral("version")},
                               QStringLiteral("Display the version and the dictionary's word count "
                                              "and checksum, then quit.")};
    QCommandLineOption measureStartup{
        QStringLiteral("measure-startup"),
        QStringLiteral("Print the time to an interactive window, then quit.")};
    QCommandLineOption screenshots{
        QStringLiteral("screenshots"),
        QStringLiteral("Play a scripted game and save screenshots into <dir>, then quit."),
        QStringLiteral("dir")};

    CommandLine() : help(parser.addHelpOption()) {
        parser.setApplicationDescription(
            QStringLiteral("Potęga Słowa, the Polish word card game for 2–4 players on one "
                           "screen.\nThe dictionary is $POTEGA_DICTIONARY, else polish.dict in the "
                           "build tree, the installed data directory or next to the program."));
        parser.addOption(version);
        parser.addOption(measureStartup);
        parser.addOption(screenshots);
    }
};

void printVersion() {
    const std::string text = "potega-slowa " + std::string(version::kVersion) + "\n" +
                             version::dictionaryIdentity(dict::findDictionaryFile()) + "\n";
    std::fputs(text.c_str(), stdout);
    std::fflush(stdout);
}

}  // namespace

bool asksForTextOnly(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--screenshots") == 0) {
            ++i;  // its value is a folder, even one named like an option
            continue;
        }
        for (const char* option : {"-h", "--help", "-?", "--help-all", "-v", "--version"}) {
            if (std::strcmp(argv[i], option) == 0)
                return true;
        }
    }
    return false;
}

int runTextAnswer(QCoreApplication& app) {
    setApplicationNames();
    CommandLine commandLine;
    commandLine.parser.process(app);  // prints the help (or the fault) and exits itself
    printVersion();
    return 0;
}

void applyLook(QApplication& app) {
    QPalette palette;
    theme::setHighContrast(Settings::highContrast());
    if (Settings::highContrast()) {
        // White on black with a yellow highlight: the contrast of the system's high-contrast
        // themes (21:1 for text).
        const QColor ink(Qt::white);
        const QColor ground(Qt::black);
        for (const auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase,
                                QPalette::Button, QPalette::ToolTipBase}) {
            palette.setColor(role, ground);
        }
        for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText,
                                QPalette::ToolTipText, QPalette::BrightText}) {
            palette.setColor(role, ink);
        }
        palette.setColor(QPalette::Highlight, QColor(0xff, 0xd4, 0x00));
        palette.setColor(QPalette::HighlightedText, ground);
        palette.setColor(QPalette::Link, QColor(0x80, 0xd0, 0xff));
        for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
            palette.setColor(QPalette::Disabled, role, QColor(0xb0, 0xb0, 0xb0));
        }
    } else {
        palette.setColor(QPalette::Window, QColor(0xee, 0xf0, 0xf2));
        palette.setColor(QPalette::Base, Qt::white);
        palette.setColor(QPalette::AlternateBase, QColor(0xf4, 0xf6, 0xf8));
        palette.setColor(QPalette::Button, QColor(0xf7, 0xf8, 0xfa));
        palette.setColor(QPalette::Highlight, theme::accentColor());
        palette.setColor(QPalette::HighlightedText, Qt::white);
        palette.setColor(QPalette::WindowText, QColor(0x1f, 0x25, 0x30));
        palette.setColor(QPalette::Text, QColor(0x1f, 0x25, 0x30));
        palette.setColor(QPalette::ButtonText, QColor(0x1f, 0x25, 0x30));
        // Disabled widgets must look disabled (the colours above apply to every group).
        for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
            palette.setColor(QPalette::Disabled, role, QColor(0x9a, 0xa0, 0xab));
        }
        palette.setColor(QPalette::Disabled, QPalette::Base, QColor(0xf1, 0xf2, 0xf4));
    }
    app.setPalette(palette);
    app.setStyleSheet(theme::applicationStyleSheet());
    // Larger text scales the application's font from the size it had at start-up.
    static const qreal basePointSize = app.font().pointSizeF();
    QFont font = app.font();
    font.setPointSizeF(Settings::largeText() ? basePointSize * 1.3 : basePointSize);
    app.setFont(font);
}

void configureApplication(QApplication& app) {
    setApplicationNames();
    QApplication::setApplicationDisplayName(QStringLiteral("Potęga Słowa"));
    QApplication::setDesktopFileName(QStringLiteral("org.potegaslowa.PotegaSlowa"));
    app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    applyLook(app);
    language::apply(language::saved());
}

int runApplication(QApplication& app) {
    QElapsedTimer startup;
    startup.start();
    configureApplication(app);
    CommandLine commandLine;
    QCommandLineParser& parser = commandLine.parser;
    const QCommandLineOption& measureStartup = commandLine.measureStartup;
    const QCommandLineOption& screenshots = commandLine.screenshots;
    parser.process(app);
    if (parser.isSet(commandLine.version)) {
        printVersion();
        return 0;
    }

    // From here on a crash leaves a report; the last run's is named once the window is up.
    crash::install();
    accessibility::install();
    std::optional<QString> previousCrash = crash::takePreviousReport();

    const DeckResult deck = loadStandardDeck();
    if (!deck.deck) {
        QMessageBox::critical(nullptr, QStringLiteral("Potęga Słowa"), deck.error);
        return 1;
    }
    MainWindow window;
    DictionaryLoader loader;
    window.setDictionaryLoader(&loader);
    GameController* controller = nullptr;
    if (!parser.isSet(screenshots) && !parser.isSet(measureStartup)) {
        // At once, so a second instance says at start that the autosave is not its own.
        window.files()->claimAutosave();
    }
    const bool measuring = parser.isSet(measureStartup);
    if (parser.isSet(screenshots)) {
        // Pictures in the default language, whatever this machine's settings say.
        language::apply(QStringLiteral("pl"));
    }
    QObject::connect(&loader, &DictionaryLoader::finished, &window, [&] {
        if (previousCrash && !parser.isSet(screenshots) && !measuring) {
            // Before the offer to resume: one box at a time.
            crash::tellAboutPreviousCrash(&window, *std::exchange(previousCrash, std::nullopt));
        }
        if (loader.isReady()) {
            // The table's dictionary can change between games (Settings → Dictionary): the
            // controller and its bots ask the loader for it each time.
            controller = new GameController(loader.tableLexicon(), *deck.deck, &window);
            controller->setBotFactory([&loader](SeatKind kind, int seat, std::uint64_t seed,
                                                QObject* parent) {
                // The table's additions and removals; added words only when the player
                // lets bots play them (Settings → Dictionary).
                return makeBotFactory(loader.dictionary(), loader.commonWords(), loader.overlay(),
                                      Settings::botsPlayAddedWords(),
                                      Settings::expertSeconds() * 1000)(kind, seat, seed, parent);
            });
            controller->setHintFunction(
                [&loader](const engine::Game& game, const bots::Thinking& thinking) {
                    return makeHintFunction(loader.dictionary(), loader.commonWords(),
                                            loader.overlay())(game, thinking);
                });
            controller->setReviewFunction(
                [&loader](const engine::Game& game, const bots::Thinking& thinking) {
                    return makeReviewFunction(loader.dictionary(), loader.commonWords(),
                                              loader.overlay())(game, thinking);
                });
            controller->setHelpWindow(Settings::helpWindowSeconds() * 1000);
            controller->setHelpGrace(Settings::helpGraceMilliseconds());
            window.setController(controller);
            if (parser.isSet(screenshots)) {
                QTimer::singleShot(200, &window, [&] {
                    QApplication::exit(takeScreenshots(window, *controller, *loader.dictionary(),
                                                       loader.commonWords(),
                                                       parser.value(screenshots)));
                });
            } else if (!measuring) {
                window.files()->offerResume();
            }
        }
        if (measuring) {
            std::printf("dictionary_ready_ms %lld (load %lld ms, %s)\n",
                        static_cast<long long>(startup.elapsed()),
                        static_cast<long long>(loader.loadMilliseconds()),
                        qPrintable(loader.isReady() ? loader.path() : loader.error()));
            std::fflush(stdout);
            QApplication::quit();
        }
    });
    loader.start();
    if (!parser.isSet(screenshots)) {
        window.placeOnScreen();  // the pictures have their own fixed size
    }
    window.show();
    // POTEGA_STALL_LOG=1: log event-loop stalls over 50 ms, print the longest at exit.
    std::unique_ptr<StallMonitor> stalls;
    if (qEnvironmentVariableIntValue("POTEGA_STALL_LOG") != 0) {
        stalls = std::make_unique<StallMonitor>(true);
        QObject::connect(&app, &QCoreApplication::aboutToQuit, [&] {
            std::fprintf(stderr, "max_event_loop_stall_ms %lld\n",
                         static_cast<long long>(stalls->maxStallMs()));
        });
    }
    if (measuring) {
        // The first event-loop turn after show(): the window is painted and takes input.
        QTimer::singleShot(0, &app, [&] {
            std::printf("startup_to_interactive_ms %lld\n",
                        static_cast<long long>(startup.elapsed()));
            std::fflush(stdout);
        });
    }
    return QApplication::exec();
}

}  // namespace ps::ui
