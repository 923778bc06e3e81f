#pragma once
// The game's files: Save / Save as / Open, the automatic save after every change, and the
// games interrupted by a closed or killed app. A save either fully replaces the previous file
// or leaves it untouched, and says which (writeSaveFile).
//
// One running instance owns the autosave (a lock file in the data folder); another instance
// neither writes, resumes nor discards anything there, and says so. An interrupted game is
// never overwritten: when another game takes the table it is kept as "interrupted-….potega"
// beside the autosave, listed until the player resumes or discards it.

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>
#include <memory>
#include <optional>

class QLockFile;
class QMenu;
class QWidget;

namespace ps::ui {

class GameController;

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

    // After every change of the game: writes the autosave (or removes it once the game is over).
    void autosave();
    // Errors are returned (tests) and, unless `quiet`, shown in a message box.
    std::optional<QString> saveTo(const QString& path);
    std::optional<QString> loadFrom(const QString& path, bool quiet = false);
    QString currentFile() const { return currentFile_; }

    // Unfinished games not on the table, newest first (none when another instance owns them).
    QList<InterruptedGame> interruptedGames() const;
    // At start: offers the newest interrupted game (or resumes it at once when `ask` is false).
    // "Not now" keeps it. True when a game was resumed.
    bool offerResume(bool ask = true);
    // Puts an interrupted game on the table; the game on the table, if unfinished, is kept
    // among the interrupted ones. A damaged file is moved aside as "….damaged" with a message.
    bool resumeInterrupted(const QString& path);
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
    // A line for the status bar (0 ms: until replaced).
    void statusMessage(const QString& text, int timeoutMs);

  private:
    void onGameStarted();
    // Moves the autosave to a new "interrupted-….potega"; false (with a message) when it
    // could not be moved, so that nothing overwrites it.
    bool keepAutosaveAsInterrupted();
    QString lockedOutMessage() const;

    QWidget* window_;
    GameController* controller_ = nullptr;
    QString dataFolder_;
    std::unique_ptr<QLockFile> lock_;
    bool owned_ = false;
    bool warnedLockedOut_ = false;
    bool autosaveEnabled_ = true;
    // The autosave file holds the game on this window's table (not an interrupted one).
    bool autosaveHoldsTableGame_ = false;
    // Resuming the autosave itself: it stays the table's game.
    bool adoptingAutosave_ = false;
    bool autosaveFailing_ = false;
    QString currentFile_;
};

}  // namespace ps::ui
