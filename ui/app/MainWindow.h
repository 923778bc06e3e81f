#pragma once
// The main window: the table in the middle, the players on the left, the word bar below the
// table, the game log and the played words in docks. It shows what the GameController reports
// and forwards the player's clicks and keys to it; it decides no rule itself.

#include <QMainWindow>

#include "engine/game.h"
#include "game/GameController.h"
#include "model/GameSetup.h"
#include "model/TableModel.h"

class QAction;
class QDockWidget;
class QLabel;
class QLineEdit;
class QListWidget;
class QMenu;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTimer;
class QHBoxLayout;
class QVBoxLayout;

namespace ps::ui {

class BoardScene;
class HelpAnswerDialog;
class DictionaryLoader;
class GameFiles;
class WelcomePage;
class BoardView;
class PlayerPanel;
class RoundTrack;

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

    // Shown state (filled by the controller).
    void showTable(const TableView& table);
    void setStatus(const QString& text, bool problem = false);
    void appendLog(const QString& line);
    void setPlayedWords(const QStringList& words);

    // Widgets, for tests and screenshots.
    BoardScene* boardScene() const { return scene_; }
    BoardView* boardView() const { return view_; }
    QLineEdit* wordEdit() const { return wordEdit_; }
    QPushButton* confirmButton() const { return confirm_; }
    QPushButton* noWordButton() const { return noWord_; }
    QPushButton* helpButton() const { return help_; }
    QPushButton* hintButton() const { return hint_; }
    QLabel* statusLabel() const { return status_; }
    QListWidget* logList() const { return log_; }
    QListWidget* wordsList() const { return words_; }
    PlayerPanel* playerPanel(int seat) const;
    QMenu* gameMenu() const { return gameMenu_; }
    QPushButton* takeBackButton() const { return undoPlace_; }
    QLabel* timerLabel() const { return timer_; }
    QWidget* actionBar() const { return actionBarWidget_; }
    // The bar shown on a bot's word step while people may offer it help.
    QWidget* botHelpBar() const { return botHelpBar_; }
    QPushButton* offerHelpToBotButton() const { return offerToBot_; }
    QPushButton* skipHelpButton() const { return skipHelp_; }
    const WordFeedback& wordFeedback() const { return feedback_; }

    // Puts a word in the word line as if typed (screenshots, accessibility tools).
    void setWordText(const QString& text);
    // Starts a game without the dialog (tests, screenshots, Play again).
    bool startGame(const GameSetup& setup);
    // Save / open / autosave / interrupted games.
    GameFiles* files() const { return files_; }
    // The autosave after every action (off in tests and screenshots).
    void setAutosaveEnabled(bool enabled);
    WelcomePage* welcomePage() const { return welcomePage_; }

  public slots:
    void newGame();
    void openWordChecker();
    void openRules();
    void openSettings();
    void about();
    void confirmWord();
    void noWord();
    void offerHelp();
    // On a bot's word step: a person offers it help (the bot waits meanwhile).
    void offerHelpToBot();
    void askHint();
    void takeBack();

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
    void buildActions();
    void buildMenus();
    QWidget* buildGamePage();
    void buildDocks();
    void retranslate();
    void refresh();
    void showPrompt();
    void onCellClicked(QPoint cell);
    void onCardClicked(QPoint cell);
    void onWordEdited();
    void updateWordFeedback();
    void onTurnBegan(int seat);
    void onGameOver();
    void onHintReady(bool found);
    void tickTimer();
    void rebuildActionBar();
    void startBlackAction(engine::BlackAction action);
    void chooseZeppelinCard();
    void applyAndReport(const engine::Action& action);
    void runHelpNegotiation(int helper);
    // A bot's offer awaits the active person: the answer dialog (no privacy screen: the
    // summary is public and the bot sees no screen).
    void scheduleBotOfferAnswer();
    void answerBotOffer();
    // A bot countered a person's offer on the bot's turn: the person answers behind the
    // privacy screen.
    bool answerBotCounter();
    void updateBotHelpBar();
    void onSeatThinking(int seat, bool thinking, bool forHelp);
    std::optional<QString> applyAnswer(int helper, int answering, bool awaitingHelper,
                                       const HelpAnswerDialog& answer);
    bool botOfferScheduled_ = false;
    bool handScreenTo(int seat);
    // The table's decision on a word suspected of relation to a played word.
    bool tableAccepts(const Word& word, const Word& related);
    QColor seatColor(int seat) const;

    GameController* controller_ = nullptr;
    DictionaryLoader* loader_ = nullptr;
    // Waits (busy cursor, events still served) for the dictionary; false when it failed.
    bool waitForDictionary();
    WordFeedback feedback_;
    std::vector<engine::CardId> wordChoice_;
    // Black-card action waiting for a target on the board.
    engine::BlackAction pendingAction_ = engine::BlackAction::None;
    std::optional<engine::CardId> shadowTape_;
    QWidget* actionBarWidget_ = nullptr;
    QHBoxLayout* actionBar_ = nullptr;
    QLabel* actionLabel_ = nullptr;
    QStackedWidget* wordStack_ = nullptr;  // the entry row, or the bot-turn help bar
    QWidget* botHelpBar_ = nullptr;
    QLabel* botHelpLabel_ = nullptr;
    QProgressBar* helpCountdown_ = nullptr;
    QPushButton* offerToBot_ = nullptr;
    QPushButton* skipHelp_ = nullptr;
    QTimer* helpBarTimer_ = nullptr;
    QTimer* turnTimer_ = nullptr;
    int secondsLeft_ = 0;
    bool negotiating_ = false;
    bool choosingZeppelin_ = false;
    GameFiles* files_ = nullptr;

    QStackedWidget* pages_ = nullptr;
    WelcomePage* welcomePage_ = nullptr;
    QWidget* gamePage_ = nullptr;

    BoardScene* scene_ = nullptr;
    BoardView* view_ = nullptr;
    QVBoxLayout* panelsLayout_ = nullptr;
    QList<PlayerPanel*> panels_;
    RoundTrack* roundTrack_ = nullptr;
    QLabel* wordLabel_ = nullptr;
    QLineEdit* wordEdit_ = nullptr;
    QPushButton* confirm_ = nullptr;
    QPushButton* noWord_ = nullptr;
    QPushButton* help_ = nullptr;
    QPushButton* hint_ = nullptr;
    QPushButton* undoPlace_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* timer_ = nullptr;
    QPushButton* checkerButton_ = nullptr;
    QPushButton* rulesButton_ = nullptr;
    QListWidget* log_ = nullptr;
    QListWidget* words_ = nullptr;
    QDockWidget* logDock_ = nullptr;
    QDockWidget* wordsDock_ = nullptr;
    bool statusIsProblem_ = false;
    QString statusText_;
    TableView table_;

    QMenu* gameMenu_ = nullptr;
    QMenu* interruptedMenu_ = nullptr;
    QMenu* viewMenu_ = nullptr;
    QMenu* toolsMenu_ = nullptr;
    QMenu* helpMenu_ = nullptr;
    QAction* newAction_ = nullptr;
    QAction* openAction_ = nullptr;
    QAction* saveAction_ = nullptr;
    QAction* saveAsAction_ = nullptr;
    QAction* quitAction_ = nullptr;
    QAction* zoomInAction_ = nullptr;
    QAction* zoomOutAction_ = nullptr;
    QAction* zoomFitAction_ = nullptr;
    QAction* checkerAction_ = nullptr;
    QAction* settingsAction_ = nullptr;
    QAction* rulesAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
};

}  // namespace ps::ui
