#pragma once
// The main window's menu bar: Game (new, open, replay, interrupted games, take back and hints
// once a game is wired, save, quit), Turn (TurnMenu: every step of a turn), View (zoom, the
// docks), Tools (word checker, settings) and Help (rules, the keyboard map, the lessons,
// About), with their shortcuts. Each action calls the window or the
// piece it belongs to; the texts are the window's (MainWindow's translation context).

#include <QList>
#include <QObject>

class QAction;
class QMenu;

namespace ps::ui {

class GameController;
class MainWindow;
class TurnMenu;

class MainMenus : public QObject {
    Q_OBJECT
  public:
    // Builds the menus into `window`'s menu bar: after its game page and files exist (the
    // zoom actions drive its board view, the file actions its GameFiles).
    explicit MainMenus(MainWindow* window);

    [[nodiscard]] QMenu* gameMenu() const { return gameMenu_; }
    [[nodiscard]] QMenu* viewMenu() const { return viewMenu_; }
    [[nodiscard]] QMenu* toolsMenu() const { return toolsMenu_; }
    [[nodiscard]] QMenu* helpMenu() const { return helpMenu_; }

    // The game's own actions (take back a move, hints) join the Game menu, before Save.
    void setController(GameController* controller);
    void retranslate();

  private:
    void buildActions();
    void buildMenus();
    // The next lesson (the tutorial decides which), or lesson `lesson` (from 0); a game in
    // progress is left only when the person agrees.
    void startTutorial(int lesson = -1);
    // The Help menu's entry for each lesson, as it opens.
    void fillLessons();

    MainWindow* window_;
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
    QAction* tutorialAction_ = nullptr;
    QAction* lessonsSeparator_ = nullptr;
    QList<QAction*> lessonActions_;
    QAction* keyboardMapAction_ = nullptr;
    QAction* aboutAction_ = nullptr;
    TurnMenu* turnMenu_ = nullptr;
};

}  // namespace ps::ui
