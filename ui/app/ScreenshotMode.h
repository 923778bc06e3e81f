#pragma once
// `potega-slowa --screenshots DIR`: plays a scripted game with the real window (bots choose the
// moves, the window shows them as a person's) and saves new-game.png, mid-game.png,
// help-offer.png and end-of-game.png into DIR (scripts/screenshots.sh).

#include <QString>

namespace ps::dict {
class Dictionary;
}

namespace ps::ui {

class MainWindow;
class GameController;

// Runs the script; returns the process exit code (0 when every picture was written).
int takeScreenshots(MainWindow& window, GameController& controller,
                    const dict::Dictionary& dictionary, const QString& directory);

}  // namespace ps::ui
