#pragma once
// The main window: the welcome page or the game page (GamePage: the players, the table, the
// word bar and the tools acting on them), the game log and the played words in docks, the
// menus (MainMenus), the news line and the save state in the status bar, and the game's files
// (GameFiles). It wires them to the controller; it holds no game state and decides no rule.

#include <QMainWindow>

#include "app/GameDocks.h"
#include "app/GameFiles.h"
#include "app/GamePage.h"
#include "app/MainMenus.h"
#include "app/WindowPlacement.h"
#include "engine/game.h"
#include "game/GameController.h"
#include "model/GameSetup.h"
#include "model/TableModel.h"
#include "services/DictionaryLoader.h"
#include "widgets/SidePanel.h"
#include "widgets/WordBar.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QMenu;
class QPushButton;
class QStackedWidget;

namespace ps::ui {

class BlackActionPicker;
class CommandBar;
class Announcer;
class SaveStateLabel;
class BoardScene;
class HelpNegotiator;
class KeeperTables;
class OnlinePlay;
class TableDesk;
class WelcomePage;
class BoardView;
class PlayerPanel;

class MainWindow : public QMainWindow {
    Q_OBJECT
  public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The game this window shows and drives (not owned). Without one, New game only emits
    // newGameRequested.
    void setController(GameController* controller);
    GameController* controller() const { return controller_; }
    // Where the word checker and new games get the dictionary from (not owned).
    void setDictionaryLoader(DictionaryLoader* loader);
    DictionaryLoader* dictionaryLoader() const { return loader_; }

    // Shown state (filled by the controller).
    void showTable(const TableView& table);
    void setStatus(const QString& text, bool problem = false);
    void appendLog(const QString& line);
    void setPlayedWords(const QStringList& words);

    // Widgets, for tests and screenshots.
    BoardScene* boardScene() const { return page_->scene(); }
    BoardView* boardView() const { return page_->view(); }
    WordBar* wordBar() const { return page_->wordBar(); }
    // The typed command line above the word bar (Turn → Command line; CommandLine runs it).
    CommandBar* commandBar() const { return page_->commandBar(); }
    QLineEdit* wordEdit() const { return wordBar()->wordEdit(); }
    QPushButton* confirmButton() const { return wordBar()->confirmButton(); }
    QPushButton* noWordButton() const { return wordBar()->noWordButton(); }
    QPushButton* helpButton() const { return wordBar()->helpButton(); }
    QPushButton* hintButton() const { return wordBar()->hintButton(); }
    QLabel* statusLabel() const { return wordBar()->statusLabel(); }
    QListWidget* logList() const;
    QListWidget* wordsList() const { return docks_->words(); }
    PlayerPanel* playerPanel(int seat) const { return page_->sidePanel()->playerPanel(seat); }
    QMenu* gameMenu() const { return menus_->gameMenu(); }
    QMenu* helpMenu() const { return menus_->helpMenu(); }
    // The status bar's line that tells a screen reader what happened.
    Announcer* announcer() const { return announcer_; }
    QPushButton* takeBackButton() const { return wordBar()->takeBackButton(); }
    QLabel* timerLabel() const { return wordBar()->timerLabel(); }
    QWidget* actionBar() const { return wordBar()->actionBar(); }
    // The bar shown on a bot's word step while people may offer it help.
    QWidget* botHelpBar() const { return wordBar()->botHelpBar(); }
    QPushButton* offerHelpFromHereButton() const { return wordBar()->offerHelpFromHereButton(); }
    QPushButton* skipHelpButton() const { return wordBar()->skipHelpButton(); }
    const WordFeedback& wordFeedback() const { return wordBar()->feedback(); }

    // Puts a word in the word line as if typed (screenshots, accessibility tools).
    void setWordText(const QString& text) { wordBar()->setWordText(text); }
    // Before the first show(): the remembered size and place, fitted to the screen.
    void placeOnScreen() { WindowPlacement::placeOnScreen(this); }
    // The log's and the played words' docks are never narrower (logical pixels).
    static constexpr int kDockMinimumWidth = GameDocks::kMinimumWidth;

    // Starts a game without the dialog (tests, screenshots, Play again).
    bool startGame(const GameSetup& setup);
    // Save / open / autosave / interrupted games.
    GameFiles* files() const { return files_; }
    // The autosave after every action (off in tests and screenshots).
    void setAutosaveEnabled(bool enabled) { files_->setAutosaveEnabled(enabled); }
    WelcomePage* welcomePage() const { return welcomePage_; }
    // Game → Play online… (nothing before the controller is set).
    OnlinePlay* onlinePlay() const { return online_; }
    // Game → My tables (nothing before the controller is set).
    KeeperTables* keeperTables() const { return keeperTables_; }

  public slots:
    void newGame();
    void openWordChecker();
    void openRules();
    void openSettings();
    void askHint() { wordBar()->askHint(); }

  signals:
    void newGameRequested(const GameSetup& setup);
    // Emitted after the window showed a game change (tests wait on it).
    void refreshed();
    // Asks for an autosave / reports a save problem.
    void gameChanged();

  protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

  private:
    void showGamePage();
    void retranslate();
    void refresh();
    void onTurnBegan();
    void onGameOver();
    void showEndOfGame();
    void onSeatThinking(int seat, bool thinking, bool forHelp);
    // Waits (busy cursor, events still served) for the dictionary; false when it failed.
    bool waitForDictionary() { return loader_ != nullptr && loader_->waitUntilLoaded(); }

    GameController* controller_ = nullptr;
    DictionaryLoader* loader_ = nullptr;
    GameFiles* files_ = nullptr;
    OnlinePlay* online_ = nullptr;
    KeeperTables* keeperTables_ = nullptr;

    QStackedWidget* pages_ = nullptr;
    WelcomePage* welcomePage_ = nullptr;
    GamePage* page_ = nullptr;
    MainMenus* menus_ = nullptr;
    Announcer* announcer_ = nullptr;
    SaveStateLabel* saveState_ = nullptr;
    GameDocks* docks_ = nullptr;
};

}  // namespace ps::ui
