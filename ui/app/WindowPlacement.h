#pragma once
// Where the main window opens and how large: the remembered size and place, made to fit the
// screen's available area (never larger); on first launch 90 % of it, centred, or maximised on
// a small screen.

#include <QRect>
#include <QSize>

class QMainWindow;

namespace ps::ui {

class WindowPlacement {
  public:
    // Before the window's first show() (Settings::windowGeometry holds the remembered frame).
    static void placeOnScreen(QMainWindow* window);
    // The frame (window decorations included) that fits `wanted` into `available`: as large
    // as wanted but no larger than the available area, moved inside it.
    static QRect fitIntoScreen(const QRect& wanted, const QRect& available);
    // The first launch's frame: 90 % of the available area, centred.
    static QRect firstLaunchFrame(const QRect& available);
    // Below this available size (logical pixels) the first launch maximises the window.
    static constexpr QSize kRoomyScreen{1440, 860};
};

}  // namespace ps::ui
