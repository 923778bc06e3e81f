#pragma once
// The main window's two docks, beside the table: the game log (linked with the table) and the
// played words. They belong to a game: hidden until one is on the table.

#include <QObject>
#include <QStringList>

class QDockWidget;
class QListWidget;
class QMainWindow;
class QMenu;

namespace ps::ui {

class GameLog;

class GameDocks : public QObject {
    Q_OBJECT
  public:
    // Docks them on the right of `window` (hidden), their toggles in `viewMenu`.
    GameDocks(QMainWindow* window, QMenu* viewMenu);

    // The docks are never narrower (logical pixels).
    static constexpr int kMinimumWidth = 200;

    [[nodiscard]] GameLog* log() const { return log_; }
    [[nodiscard]] QListWidget* words() const { return words_; }
    // Shows both beside the table, unless the screen has no room for them there (see
    // roomBesideTable): then they stay folded, and the View menu shows them on demand.
    void show();
    void hide();
    // The window's table and the docks side by side fit across its screen's available width.
    // Not so on a small screen at a large scale (1280 × 800 at 150 %, 1920 × 1080 at 200 %):
    // the docks would push the window past the screen's right edge.
    [[nodiscard]] bool roomBesideTable() const;
    // Whether `tableWidth` and `dockWidth` (minimum widths, logical pixels) fit in `available`
    // with the window's frame and the dock's separator.
    [[nodiscard]] static bool fitsSideBySide(int tableWidth, int dockWidth, int available);
    // The played words, oldest first; the list keeps its place when nothing is new.
    void setPlayedWords(const QStringList& words);
    void retranslate();

  private:
    QMainWindow* window_;
    // Made in this order: the keyboard's Tab order follows it.
    QDockWidget* logDock_;
    GameLog* log_;
    QDockWidget* wordsDock_;
    QListWidget* words_;
};

}  // namespace ps::ui
