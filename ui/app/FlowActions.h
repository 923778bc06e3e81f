#pragma once
// The game's own menu actions, ready for the window's menu: "Take back a move" (Ctrl+Z) and
// "Hints" (on or off mid-game). Each keeps its enabled state in step with the game and its text
// with the language; taking back in a game of several people first asks the table.

#include <QObject>

class QAction;
class QWidget;

namespace ps::ui {

class GameController;

class FlowActions : public QObject {
    Q_OBJECT
  public:
    // `window`: the parent of the actions and of the table's question.
    FlowActions(GameController* controller, QWidget* window);

    [[nodiscard]] QAction* takeBackAction() const { return takeBack_; }
    [[nodiscard]] QAction* hintsAction() const { return hints_; }
    [[nodiscard]] QList<QAction*> actions() const { return {takeBack_, hints_}; }

    // Asks the table (more than one person) whether the move may be taken back; true at once
    // in a practice game. The question's object name is "takeBackDialog".
    static bool tableAgrees(QWidget* parent, const GameController& controller);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void takeBack();
    void update();
    void retranslate();

    GameController* controller_;
    QWidget* window_;
    QAction* takeBack_;
    QAction* hints_;
};

}  // namespace ps::ui
