#pragma once
// `potega-slowa --screenshots DIR`: plays a scripted game with the real window (bots choose the
// moves, the window shows them as a person's) and saves new-game.png, mid-game.png,
// help-offer.png and end-of-game.png into DIR, then late-game.png (four bots, round 6); for every
// picture it prints "NAME card_px=N marker_px=M", the smallest card and marker on screen in
// device pixels (scripts/screenshots.sh). The bots play the app's bots' vocabulary: medium
// bots with the common-words list play only words a person recognises, so the pictures show
// such words.

#include <QString>

namespace ps::dict {
class Dictionary;
}
namespace ps::bots {
class CommonWords;
}

namespace ps::ui {

class MainWindow;
class GameController;

// Runs the script; returns the process exit code (0 when every picture was written).
// `commonWords` is the loaded common-words list (nullptr when missing: the bots then play any
// word of the dictionary).
int takeScreenshots(MainWindow& window, GameController& controller,
                    const dict::Dictionary& dictionary, const bots::CommonWords* commonWords,
                    const QString& directory);

}  // namespace ps::ui
