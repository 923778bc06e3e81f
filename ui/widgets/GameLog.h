#pragma once
// The game log: one line per event, newest at the bottom. It keeps the newest line in sight
// unless the reader scrolled up to read; lines wrap to the width after every resize (their
// heights are computed from the width, so no gaps and no clipping); it never takes the keyboard
// focus on its own (a click gives it). Every line knows the action it came with, so log and
// table are linked: clicking a line points at that turn's word on the table (and centres it),
// clicking a card selects the first line of the turn that put it there.
//
// The lines themselves are the controller's (GameController::logLine); after a saved game is
// loaded the controller words the replayed record step by step (session::replayHistory), so the
// log is rebuilt exactly as it was written live. When the language changes the controller words
// every line again (logRetranslated) and the log shows the new wording in place.

#include <QListWidget>
#include <QPoint>
#include <optional>

namespace ps::session {
struct TurnMark;
}

namespace ps::ui {

class BoardScene;
class BoardView;
class GameController;

class GameLog : public QListWidget {
    Q_OBJECT
  public:
    explicit GameLog(QWidget* parent = nullptr);

    // Follows the controller's steps (to tag its lines) and links the log with the table.
    void attach(GameController* controller, BoardScene* scene, BoardView* view);

    // A line of the action with index `action` in the record (-1: none, e.g. "New game").
    void appendLine(const QString& line, int action);
    // A line of the step being reported now (the controller's logLine).
    void appendLine(const QString& line);
    // Replaces every line; `actions` (optional, same length) tags them as appendLine does.
    void rebuild(const QStringList& lines, const QList<int>& actions = {});
    [[nodiscard]] QStringList lines() const;
    // How a line shows in `width` pixels: wrapped at word boundaries, and a word wider than the
    // whole width (a narrow dock) ends its line with "…" (the line's tooltip has it whole).
    [[nodiscard]] static QStringList wrappedLines(const QString& text, const QFont& font,
                                                  int width);

    // The newest line is kept in sight (false once the reader scrolled up).
    [[nodiscard]] bool followsNewest() const { return follow_; }
    // The turn (GameState::turnNumber) a row belongs to, when known.
    [[nodiscard]] std::optional<int> turnOfRow(int row) const;
    // Selects the first line of `turn` and scrolls to it, without taking the focus.
    bool selectTurn(int turn);
    // The cells a turn's line points at: its word's cards, else the card it placed.
    [[nodiscard]] QList<QPoint> cellsOfTurn(int turn) const;

  signals:
    // The reader clicked a line of `turn`.
    void turnClicked(int turn);

  protected:
    void resizeEvent(QResizeEvent* event) override;

  private:
    void onStepReported();
    void onChanged();
    [[nodiscard]] const session::TurnMark* turnMark(int turn) const;

    GameController* controller_ = nullptr;
    int steps_ = 0;  // steps reported since the game was dealt (= the next action's index)
    bool follow_ = true;
    bool scrolling_ = false;  // the log itself moves the scroll bar
};

}  // namespace ps::ui
