#pragma once
// The replay viewer's way in from the main window: Game → "Replay a game record…" opens a
// record or a saved game in a viewer, and viewers (also those the statistics window opens)
// replay with the window's table dictionary and review with its hard bot.

class QMenu;

namespace ps::ui {

class MainWindow;

// Appends the entry to `gameMenu` (retranslated with the window) and makes `window`'s
// dictionary the viewers' (ReplayViewer::setDictionarySource).
void addReplayMenuEntry(QMenu* gameMenu, MainWindow* window);

}  // namespace ps::ui
