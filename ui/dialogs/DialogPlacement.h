#pragma once
// Where dialogs go. Every dialog of the app (message boxes, file dialogs and our own) is placed
// once it has its final size and kept inside its screen's available area, frame and all: a
// message box only learns its size as it shows, so a place chosen earlier could leave its
// buttons off screen. An ordinary dialog, and a window with a parent (statistics, a replay),
// opens over the middle of its parent's window. Dialogs about the
// table (help offers, votes, black-card choices) go to the
// top right of the main window, over the log, so the cards they talk about stay in sight.

#include <QObject>
#include <QRect>

class QWidget;

namespace ps::ui {

class DialogPlacement : public QObject {
    Q_OBJECT
  public:
    // Watches every dialog of the application from now on (once per application).
    static void install();
    // Asks for the place beside the table (top right of the parent's window) for `dialog`.
    static void placeBesideTable(QWidget* dialog);

    // The frame `wanted` moved (and shrunk if it must) into `available`.
    [[nodiscard]] static QRect clampInto(const QRect& wanted, const QRect& available);
    // The frame `dialog` will have (its decorations guessed before the window system says).
    [[nodiscard]] static QRect frameOf(const QWidget* dialog);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    explicit DialogPlacement(QObject* parent) : QObject(parent) {}
    // `justShown`: the dialog's first placing since it was shown (an ordinary dialog goes over
    // the middle of its window then, and stays where it is, clamped, as it resizes).
    static void place(QWidget* dialog, bool justShown = false);
};

}  // namespace ps::ui
