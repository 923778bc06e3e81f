#pragma once
// The body of a dialog — everything but its buttons — in a scroll area that shows it whole
// where the screen has room and scrolls it where it has not (larger text at a large scale on
// a small screen), so the dialog never runs off its screen and its buttons stay in reach.
// DialogPlacement shrinks a dialog that is taller than its screen; this lets it.

#include <QScrollArea>

namespace ps::ui {

class DialogBody : public QScrollArea {
    Q_OBJECT
  public:
    explicit DialogBody(QWidget* dialog);

    // The widget to lay the dialog's contents out on.
    [[nodiscard]] QWidget* contents() const { return widget(); }

    // The contents' whole size: the dialog asks for it, and gets it where it fits.
    [[nodiscard]] QSize sizeHint() const override;
    // As wide as the contents need (it never scrolls sideways), a few lines tall.
    [[nodiscard]] QSize minimumSizeHint() const override;
};

}  // namespace ps::ui
