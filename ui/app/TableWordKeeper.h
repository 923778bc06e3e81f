#pragma once
// After the table accepts a word the dictionary lacks (the house rule), the app offers to
// remember it among the player's own words (Settings → Dictionary), so that new games know it:
// a line in the status bar with a button, and the same in the Tools menu for the keyboard.
// Nothing takes the keyboard: the game goes on while the offer waits.

#include <QObject>
#include <QString>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QToolButton;
class QWidget;

namespace ps::ui {

class GameController;

class TableWordKeeper : public QObject {
    Q_OBJECT
  public:
    TableWordKeeper(QMainWindow* window, GameController* controller, QMenu* toolsMenu);

    // The word offered now (empty when none), for tests.
    [[nodiscard]] QString offered() const { return word_; }
    // Adds the offered word to the player's own words (as the button does).
    void remember();
    void dismiss();

  private:
    void offer(const QString& word);
    void retranslate();
    bool eventFilter(QObject* watched, QEvent* event) override;

    QMainWindow* window_;
    QString word_;
    QWidget* bar_ = nullptr;
    QLabel* label_ = nullptr;
    QToolButton* rememberButton_ = nullptr;
    QToolButton* dismissButton_ = nullptr;
    QAction* rememberAction_ = nullptr;
};

}  // namespace ps::ui
