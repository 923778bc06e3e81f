#pragma once
// What a lesson needs of the window it runs in: the window itself (the parent of the tutorial,
// its overlay and its messages, and the frames' coordinates), the table, the word line, the
// widgets a step may frame, and the welcome page's lesson buttons. The main window's wiring
// (app/WindowTutorial.cpp) gives it, so the tutorial knows no more of the window than this.

#include <QString>
#include <QStringList>

class QLineEdit;
class QWidget;

namespace ps::ui {
class BoardView;
}

namespace ps::ui::tutorial {

class LessonWindow {
  public:
    virtual ~LessonWindow() = default;

    [[nodiscard]] virtual QWidget* window() const = 0;
    [[nodiscard]] virtual BoardView* boardView() const = 0;
    [[nodiscard]] virtual QLineEdit* wordEdit() const = 0;
    // The widget a step frames by its name in the lesson format (knownWidgetNames() but
    // "board" and "players", which the tutorial makes of the table and of "me" and "rival");
    // nothing for another name or a widget the window does not have now.
    [[nodiscard]] virtual QWidget* part(const QString& name) const = 0;
    // The welcome page's lesson buttons, titled in the lessons' order.
    virtual void setLessonTitles(const QStringList& titles) = 0;
    // A step's text or a wrong move's explanation, for a screen reader (plain text).
    virtual void announce(const QString& text) = 0;
};

}  // namespace ps::ui::tutorial
