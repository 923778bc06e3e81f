#pragma once
// Measures how long the UI thread's event loop goes without turning: a timer asks to run every
// few milliseconds and records the longest gap. Enabled in the app by POTEGA_STALL_LOG=1
// (stalls over 50 ms are logged, the maximum is printed at exit) and used by the UI tests to
// report figures for docs/ui.md. Measures only; asserts nothing.

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace ps::ui {

class StallMonitor : public QObject {
    Q_OBJECT
  public:
    explicit StallMonitor(bool logStalls, QObject* parent = nullptr);
    [[nodiscard]] qint64 maxStallMs() const { return maxStallMs_; }
    void reset() { maxStallMs_ = 0; }

  private:
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 last_ = 0;
    qint64 maxStallMs_ = 0;
    bool log_;
};

}  // namespace ps::ui
