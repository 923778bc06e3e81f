#pragma once
// The game's files: Save / Save as / Open, the automatic save after every change, and the
// games interrupted by a closed or killed app. A save either fully replaces the previous file
// or leaves it untouched, and says which (writeSaveFile).
//
// One running instance owns the autosave (a lock file in the data folder); another instance
// neither writes, resumes nor discards anything there, and says so. An interrupted game is
// never overwritten: when another game takes the table it is kept as "interrupted-….potega"
// beside the autosave, listed until the player resumes or discards it. Opening a game (a file
// or an interrupted one) while another is in progress first asks: save it first, open anyway
// (the running game stays among the interrupted ones) or cancel.
//
// Saves name the table's dictionary; a game played with another one opens as it was saved,
// and people are told which dictionary it was made with and which one is in use now.

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

#include "engine/io/dictionary_identity.h"
#include "model/GameSetup.h"

class QLockFile;
class QMenu;
class QWidget;

namespace ps::ui {

class GameController;
class DictionaryLoader;

struct InterruptedGame {
    QString path;
    QDateTime savedAt;
};

class GameFiles : public QObject {
    Q_OBJECT
  public:
    // `window`: the parent of the dialogs (file choosers, questions, warnings).
    explicit GameFiles(QWidget* window);
    ~GameFiles() override;

    void setController(GameController* controller);
    // The table's dictionary: its identity goes into saves; opening a game takes the one
    // chosen in Settings; its notices (a word list that cannot be used) are shown.
    void setDictionaryLoader(DictionaryLoader* loader);
    // The same without a loader (tests): the identity written into saves and compared on
    // opening, and its name for people.
    void setDictionaryIdentity(std::optional<engine::io::DictionaryIdentity> identity,
                               const QString& displayName = {});
    // What opening the last game said about its dictionary (empty: nothing to say).
    QString lastDictionaryNote() const { return lastDictionaryNote_; }
    // The folder of the autosave, its lock and the interrupted games: the app's data folder.
    QString dataFolder() const { return dataFolder_; }
    QString autosavePath() const;
    void setAutosaveEnabled(bool enabled) { autosaveEnabled_ = enabled; }

    // Takes the autosave for this instance and removes the temporary files a killed save left
    // in the data folder. False while another running instance owns it.
    bool claimAutosave();
    bool ownsAutosave() const { return owned_; }
    // A game replaced on the table is kept among the interrupted games (autosave on and ours).
    bool keepsInterruptedGames() const { return autosaveEnabled_ && owned_; }

    // The game history answers for each finished game (HistoryRecorder::finishedGameRecorded):
    // a finished game then stays in the autosave until the history holds it, and stays there
    // when the history could not take it. Without it the autosave goes when the game ends.
    void setHistoryConfirms(bool confirms) { historyConfirms_ = confirms; }
    void finishedGameRecorded(bool written);

    // After every change of the game: writes the autosave (or removes it once the game is over).
    // A save identical to the one this window wrote last is not written again.
    void autosave();
    // How many times the autosave was written (tests).
    [[nodiscard]] int autosaveWrites() const { return autosaveWrites_; }
    // Errors are returned (tests) and, unless `quiet`, shown in a message box.
    std::optional<QString> saveTo(const QString& path);
    std::optional<QString> loadFrom(const QString& path, bool quiet = false);
    // Opens a saved game as Ctrl+O does once the file is chosen: asks first when a game is in
    // progress (confirmReplacingGame). False when not opened.
    bool openFile(const QString& path);
    // When a game is in progress: "Save first" (true once saved), "Open anyway" (true; the
    // game is autosaved and kept among the interrupted games) or "Cancel" (false). True at
    // once when no game is in progress.
    bool confirmReplacingGame();
    // Where Open and Save as start: the folder last used for a game file while it still
    // exists, else Documents when it exists, else the home folder.
    static QString startFolder();
    QString currentFile() const { return currentFile_; }

    // A game hosted online for friends on other computers: whether to open its table again
    // (true) or play on at this screen (false). Without it such a game is played at this
    // screen. Asked before the game goes on the table.
    void setOnlineReopenQuestion(std::function<bool(const GameSetup&)> ask) {
        askReopenOnline_ = std::move(ask);
    }

    // Unfinished games not on the table, newest first (none when another instance owns them).
    QList<InterruptedGame> interruptedGames() const;
    // At start: offers the newest interrupted game (or resumes it at once when `ask` is false).
    // "Not now" keeps it. True when a game was resumed.
    bool offerResume(bool ask = true);
    // Puts an interrupted game on the table; the game on the table, if unfinished, is kept
    // among the interrupted ones. A damaged file is moved aside as "….damaged" with a message.
    // `ask`: confirmReplacingGame first.
    bool resumeInterrupted(const QString& path, bool ask = true);
    // Deletes an interrupted game after asking (unless `ask` is false). True when deleted.
    bool discardInterrupted(const QString& path, bool ask = true);
    // Game → Interrupted games: one entry per game, each to resume or discard.
    void fillInterruptedMenu(QMenu* menu);

  public slots:
    void open();
    void save();
    void saveAs();

  signals:
    void interruptedGamesChanged();
    // A game hosted online is on the table again and waits for its friends: its table is to be
    // opened again (setOnlineReopenQuestion said so).
    void onlineTableToReopen(const GameSetup& setup);
    // A line for the status bar (0 ms: until replaced).
    void statusMessage(const QString& text, int timeoutMs);
    // Where the game on the table is kept, for the status bar's save state: a short text
    // ("Saved 12:04"; empty: nothing to say), the whole story, and whether the game is not
    // being kept (a warning that stays until a write succeeds).
    void saveStateChanged(const QString& text, const QString& detail, bool problem);
    // Open, Save or Save as finished with its dialogs (a file dialog, "replace it?", a
    // warning): the keyboard is to go back where the game goes on.
    void dialogsClosed();

  private:
    void onGameStarted();
    // Save / Save as: true when the game was saved.
    bool saveInteractively(bool chooseFile);
    std::optional<engine::io::DictionaryIdentity> tableDictionary() const;
    QString tableDictionaryName() const;
    // Says (non-modal) that the opened game was made with another dictionary.
    void tellAboutDictionary(const std::optional<engine::io::DictionaryIdentity>& saved);
    // Moves the autosave to a new "interrupted-….potega"; false (with a message) when it
    // could not be moved, so that nothing overwrites it.
    bool keepAutosaveAsInterrupted();
    QString lockedOutMessage() const;
    void setSaveState(const QString& text, const QString& detail, bool problem);

    QWidget* window_;
    GameController* controller_ = nullptr;
    DictionaryLoader* loader_ = nullptr;
    std::optional<engine::io::DictionaryIdentity> identity_;
    QString identityName_;
    QString lastDictionaryNote_;
    QString dataFolder_;
    std::unique_ptr<QLockFile> lock_;
    bool owned_ = false;
    bool warnedLockedOut_ = false;
    bool autosaveEnabled_ = true;
    // The autosave file holds the game on this window's table (not an interrupted one).
    bool autosaveHoldsTableGame_ = false;
    bool historyConfirms_ = false;
    bool historyHoldsFinishedGame_ = false;  // the game on the table, over and recorded
    // Resuming the autosave itself: it stays the table's game.
    bool adoptingAutosave_ = false;
    bool autosaveFailing_ = false;
    QString lastAutosaveText_;  // what the autosave holds, when this window wrote it
    int autosaveWrites_ = 0;
    QString currentFile_;
    QString saveStateText_;
    QString saveStateDetail_;
    std::function<bool(const GameSetup&)> askReopenOnline_;
};

}  // namespace ps::ui
