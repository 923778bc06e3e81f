#include "widgets/Announcer.h"

#include <algorithm>

#include <QAccessible>
#include <QAccessibleWidget>
#include <QTimer>

#include "game/GameController.h"
#include "game/TurnClock.h"

namespace ps::ui {

namespace {

// A news notice is spoken as a notification.
QAccessibleInterface* noticeAccessible(const QString& className, QObject* object) {
    if (className == QLatin1String("ps::ui::NewsNotice") && object != nullptr &&
        object->isWidgetType()) {
        return new QAccessibleWidget(static_cast<QWidget*>(object), QAccessible::Notification);
    }
    return nullptr;
}

// Texts said within this many milliseconds make one announcement.
constexpr int kGatherMs = 60;
// The clock's seconds that are said aloud on a person's turn.
constexpr int kClockWarnings[] = {30, 10, 5};

}  // namespace

NewsNotice::NewsNotice(const QString& text, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("newsNotice"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    setAccessibleName(text);
    setGeometry(0, 0, 1, 1);  // draws nothing: the news line itself shows the text
}

Announcer::Announcer(QWidget* parent) : QLabel(parent), flushTimer_(new QTimer(this)) {
    setObjectName(QStringLiteral("announcer"));
    setTextFormat(Qt::PlainText);
    setFocusPolicy(Qt::NoFocus);
    flushTimer_->setSingleShot(true);
    flushTimer_->setInterval(kGatherMs);
    connect(flushTimer_, &QTimer::timeout, this, &Announcer::flush);
    static const bool factoryInstalled = [] {
        QAccessible::installFactory(noticeAccessible);
        return true;
    }();
    Q_UNUSED(factoryInstalled);
}

void Announcer::attach(GameController* controller) {
    controller_ = controller;
    // The lines of one live step are said together once its events arrive; a step replayed
    // when a game is opened has no events signal, and its lines are dropped at the next step.
    connect(controller, &GameController::stepReported, this, [this] { stepLines_.clear(); });
    connect(controller, &GameController::logLine, this,
            [this](const QString& line) { stepLines_ << line; });
    connect(controller, &GameController::stepEvents, this, [this] {
        for (const QString& line : std::as_const(stepLines_)) {
            announce(line);
        }
        stepLines_.clear();
    });
    connect(controller, &GameController::gameStarted, this, [this] {
        stepLines_.clear();
        lastClockSecond_ = -1;
    });
    connect(controller, &GameController::turnBegan, this, [this](int seat) {
        lastClockSecond_ = -1;
        if (controller_->isOver()) {
            return;
        }
        // A bot's turn is in the log already ("Bolek's turn."); a person's is said to them.
        if (controller_->currentSeatIsHuman()) {
            announce(tr("Your turn, %1.").arg(controller_->seatName(seat)));
        }
    });
    connect(controller, &GameController::turnTimedOut, this, &Announcer::announce);
    connect(controller, &GameController::notice, this, &Announcer::announce);
    connect(controller, &GameController::botError, this, &Announcer::announce);
    connect(controller->turnClock(), &TurnClock::ticked, this, &Announcer::onClockTicked);
}

void Announcer::announce(const QString& text) {
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        return;
    }
    pending_ << trimmed;
    flushTimer_->start();
}

void Announcer::repeat() {
    if (!announced_.isEmpty()) {
        announce(announced_.back());
    }
}

void Announcer::flush() {
    if (pending_.isEmpty()) {
        return;
    }
    // The same sentence twice in one breath (the log's "The game is over." and the status's)
    // is said once.
    pending_.removeDuplicates();
    QString text = pending_.join(QLatin1Char(' '));
    pending_.clear();
    announced_ << text;
    if (announced_.size() > kKeptAnnouncements) {
        announced_.removeFirst();
    }
    // Setting the accessible name sends its event only when the text changed: the same news
    // twice (two passes in a row) is news again, so it is sent here. The accessible name
    // first: a label whose name is empty announces its new text too. No description: it
    // would only repeat the name.
    const bool repeated = accessibleName() == text;
    setAccessibleName(text);
    shown_ = text;
    showElided();
    setToolTip(text);
    if (repeated) {
        QAccessibleEvent nameChanged(this, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&nameChanged);
    }
    showNotice(text);
}

QSize Announcer::minimumSizeHint() const {
    // Any width: a long piece of news is cut with "…" rather than pushing the save state off
    // the status bar.
    return {0, QLabel::minimumSizeHint().height()};
}

void Announcer::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    showElided();
}

void Announcer::showElided() {
    // The line shows what fits; the accessible name and the tooltip keep the whole text.
    setText(fontMetrics().elidedText(shown_, Qt::ElideRight, std::max(0, contentsRect().width())));
}

void Announcer::showNotice(const QString& text) {
    if (!notices_.isEmpty()) {
        notices_.back()->hide();
    }
    while (notices_.size() >= kKeptNotices) {
        notices_.takeFirst()->deleteLater();
    }
    auto* notice = new NewsNotice(text, this);
    notices_ << notice;
    notice->show();  // the screen reader's cue: a notification shows
}

void Announcer::onClockTicked() {
    const TurnClock* clock = controller_->turnClock();
    if (!clock->isRunning() || clock->isPaused()) {
        return;
    }
    const int left = clock->secondsLeft();
    for (const int warning : kClockWarnings) {
        if (left == warning && lastClockSecond_ != warning) {
            lastClockSecond_ = warning;
            announce(tr("%n second(s) left.", nullptr, warning));
        }
    }
}

}  // namespace ps::ui
