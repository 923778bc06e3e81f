#pragma once
// The game's own menu actions, ready for the window's menu: "Take back a move" (Ctrl+Z) and
// "Hints" (on or off mid-game). Each keeps its enabled state in step with the game and its text
// with the language; taking back in a game of several people asks every other person first
// (the session's consent requests, put by the people's desk).

#include <QObject>

class QAction;
class QWidget;

namespace ps::ui {

class GameController;

class FlowActions : public QObject {
    Q_OBJECT
  public:
    // `window`: the parent of the actions.
    FlowActions(GameController* controller, QWidget* window);

    [[nodiscard]] QAction* takeBackAction() const { return takeBack_; }
    [[nodiscard]] QAction* hintsAction() const { return hints_; }
    [[nodiscard]] QList<QAction*> actions() const { return {takeBack_, hints_}; }

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void takeBack();
    void update();
    void retranslate();

    GameController* controller_;
    QAction* takeBack_;
    QAction* hints_;
};

}  // namespace ps::ui
