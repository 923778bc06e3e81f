#include "services/StallMonitor.h"

#include "services/Logging.h"

namespace ps::ui {

namespace {
constexpr int kTickMs = 5;
constexpr qint64 kLogAboveMs = 50;
}  // namespace

StallMonitor::StallMonitor(bool logStalls, QObject* parent) : QObject(parent), log_(logStalls) {
    timer_.setTimerType(Qt::PreciseTimer);
    timer_.setInterval(kTickMs);
    clock_.start();
    connect(&timer_, &QTimer::timeout, this, [this] {
        const qint64 now = clock_.elapsed();
        const qint64 stall = now - last_ - kTickMs;
        last_ = now;
        if (stall > maxStallMs_) {
            maxStallMs_ = stall;
        }
        if (log_ && stall > kLogAboveMs) {
            qCInfo(lcApp) << "event-loop stall:" << stall << "ms";
        }
    });
    timer_.start();
}

}  // namespace ps::ui
