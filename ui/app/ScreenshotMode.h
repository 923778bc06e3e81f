#pragma once
// `potega-slowa --screenshots DIR`: plays a scripted game with the real window (bots choose the
// moves, the window shows them as a person's) and saves new-game.png, mid-game.png,
// help-offer.png and end-of-game.png into DIR, then late-game.png (four bots, round 6); for every
// picture it prints "NAME card_px=N marker_px=M", the smallest card and marker on screen in
// device pixels (scripts/screenshots.sh).

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
