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
    void show();
    void hide();
    // The played words, oldest first; the list keeps its place when nothing is new.
    void setPlayedWords(const QStringList& words);
    void retranslate();

  private:
    // Made in this order: the keyboard's Tab order follows it.
    QDockWidget* logDock_;
    GameLog* log_;
    QDockWidget* wordsDock_;
    QListWidget* words_;
};

}  // namespace ps::ui
