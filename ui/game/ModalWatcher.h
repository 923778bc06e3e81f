#pragma once
// Tells when a modal dialog is on screen anywhere in the application: a question box, a help
// dialog, a privacy screen, the About box, a file dialog. The game's clocks stop while one is
// up, so no window needs code of its own for it. It watches every window shown or hidden (an
// event filter on the application) and asks QApplication which modal widget is active.

#include <QObject>

namespace ps::ui {

class ModalWatcher : public QObject {
    Q_OBJECT
  public:
    // Watches the running QApplication (without one it never reports a modal).
    explicit ModalWatcher(QObject* parent = nullptr);
    [[nodiscard]] bool isActive() const { return active_; }

  signals:
    // The first modal dialog came up, or the last one went (a dialog that follows another at
    // once, as in a help negotiation, keeps it active in between).
    void activeChanged(bool active);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void setActive(bool active);
    void recheck();

    bool active_ = false;
    bool recheckQueued_ = false;
};

}  // namespace ps::ui
