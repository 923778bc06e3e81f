#pragma once
// The tutorial in the main window: the lessons run on the window's table, word line and
// panels, and the welcome page's buttons (and Help → Teach me to play) start them.

namespace ps::ui {

class GameController;
class MainWindow;

namespace tutorial {
class TutorialController;
}

// Creates the tutorial as a child of the window and connects the welcome page's buttons.
tutorial::TutorialController* installTutorial(MainWindow* window, GameController* controller);

}  // namespace ps::ui
