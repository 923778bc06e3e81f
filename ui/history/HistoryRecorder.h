#pragma once
// Writes every game into the history: a finished game when it ends, and a game left unfinished
// — replaced on the table by a new or an opened game, or still running when the window closes —
// marked as abandoned. It follows the controller's signals and keeps a copy of the running
// game's record and position after every change, since the controller has already replaced
// them when a new game's gameStarted arrives. The summary (words and captures, from the
// record replayed) is built on the UI thread; the database work runs on the store's thread.

#include <QDateTime>
#include <QObject>
#include <functional>
#include <optional>

#include "engine/io/dictionary_identity.h"
#include "engine/io/record.h"
#include "history/GameSummary.h"
#include "model/GameSetup.h"

class QMenu;
class QStatusBar;
class QWidget;

namespace ps::ui {
class DictionaryLoader;
class GameController;
}  // namespace ps::ui

namespace ps::ui::history {

class HistoryStore;
class StatisticsWindow;

class HistoryRecorder : public QObject {
    Q_OBJECT
  public:
    // `store` is not owned.
    HistoryRecorder(GameController* controller, HistoryStore* store, QObject* parent = nullptr);

    // The identity of the table's dictionary, written with each game.
    void setDictionaryIdentity(
        std::function<std::optional<engine::io::DictionaryIdentity>()> identity) {
        identity_ = std::move(identity);
    }
    // The window is closing: a game in progress is written as abandoned.
    void windowClosing();
    [[nodiscard]] HistoryStore* store() const { return store_; }

  signals:
    // The store wrote a finished game (true) or could not (a full disk…): until then the game
    // stays in the autosave.
    void finishedGameRecorded(bool written);
    // A summary was handed to the store (tests).
    void gameSubmitted(const ps::ui::history::GameSummary& game);
    // "Replay" in the statistics window: a past game's record (docs/formats.md) and a title
    // for the viewer.
    void replayRequested(const QString& recordText, const QString& title,
                         const QList<SeatSetup>& seats);

  private:
    struct Tracked {
        GameSetup setup;
        std::optional<engine::io::Record> record;
        std::optional<engine::GameState> state;
        QDateTime startedAt;
        bool written = false;
    };
    void onGameStarted();
    void onChanged();
    void onGameOver();
    void submit(EndReason reason);

    GameController* controller_;
    HistoryStore* store_;
    std::function<std::optional<engine::io::DictionaryIdentity>()> identity_;
    std::optional<Tracked> tracked_;
    QList<EndReason> submitted_;  // handed to the store, not yet answered; oldest first
};

// The app's wiring: a store on the data folder's history, the recorder, "Game → Statistics…"
// in `gameMenu`, the store's problems in `statusBar` and a message box; with a loader, the
// analyses' context (the loader's dictionary, this store as their archive). Everything is a
// child of `window`.
HistoryRecorder* installHistory(QWidget* window, GameController* controller,
                                DictionaryLoader* loader, QMenu* gameMenu, QStatusBar* statusBar);

}  // namespace ps::ui::history
