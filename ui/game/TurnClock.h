#pragma once
// The turn timer of a person's turn (rules D14): counts down while the person may act, stands
// still while paused (a modal dialog is on screen), and says when the time is up. The
// controller starts it at every person's turn and plays the turn out when it expires.

#include <QElapsedTimer>
#include <QObject>

class QTimer;

namespace ps::ui {

class TurnClock : public QObject {
    Q_OBJECT
  public:
    explicit TurnClock(QObject* parent = nullptr);

    void start(int seconds);
    void stop();
    // Paused or not, whether it runs: a pause outlasts a new start (a dialog still open).
    void setPaused(bool paused);

    [[nodiscard]] bool isRunning() const { return running_; }
    [[nodiscard]] bool isPaused() const { return paused_; }
    // Whole seconds left, rounded up (0 when stopped).
    [[nodiscard]] int secondsLeft() const;

  signals:
    // The shown seconds changed (or the clock started, stopped, paused or resumed).
    void ticked();
    void expired();

  private:
    void account();
    void onTick();

    QTimer* ticker_;
    QElapsedTimer since_;
    qint64 leftMs_ = 0;
    bool running_ = false;
    bool paused_ = false;
};

}  // namespace ps::ui
