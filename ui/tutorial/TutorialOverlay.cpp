#include "tutorial/TutorialOverlay.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QShortcut>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "style/Theme.h"

namespace ps::ui::tutorial {

namespace {

// Dims the window outside the framed rectangles and outlines them. Clicks pass through.
class Dim final : public QWidget {
  public:
    explicit Dim(QWidget* parent) : QWidget(parent) {
        setObjectName(QStringLiteral("tutorialDim"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
    }
    void setFrames(const QList<QRect>& frames) {
        frames_ = frames;
        update();
    }

  protected:
    void paintEvent(QPaintEvent*) override {
        if (frames_.isEmpty()) {
            return;
        }
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        QPainterPath outside;
        outside.addRect(rect());
        QPainterPath holes;
        for (const QRect& frame : frames_) {
            holes.addRoundedRect(frame.adjusted(-4, -4, 4, 4), 6, 6);
        }
        painter.fillPath(outside.subtracted(holes), QColor(0, 0, 0, 90));
        painter.setPen(QPen(theme::accentColor(), 3));
        for (const QRect& frame : frames_) {
            painter.drawRoundedRect(frame.adjusted(-4, -4, 4, 4), 6, 6);
        }
    }

  private:
    QList<QRect> frames_;
};

}  // namespace

TutorialOverlay::TutorialOverlay(QWidget* window) : QObject(window), window_(window) {
    dim_ = new Dim(window);
    dim_->hide();
    callout_ = new QFrame(window);
    callout_->setObjectName(QStringLiteral("tutorialCallout"));
    callout_->setFrameShape(QFrame::StyledPanel);
    callout_->setAutoFillBackground(true);
    callout_->setStyleSheet(
        QStringLiteral("#tutorialCallout { background: #fffbe6; border: 2px solid %1;"
                       " border-radius: 8px; } QLabel { color: #1f2530; }")
            .arg(theme::accentColor().name()));
    auto* layout = new QVBoxLayout(callout_);
    progress_ = new QLabel(callout_);
    progress_->setObjectName(QStringLiteral("tutorialProgress"));
    text_ = new QLabel(callout_);
    text_->setObjectName(QStringLiteral("tutorialText"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::RichText);
    problem_ = new QLabel(callout_);
    problem_->setObjectName(QStringLiteral("tutorialProblem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #a3261b; font-weight: bold;"));
    problem_->hide();
    auto* buttons = new QHBoxLayout;
    leave_ = new QPushButton(callout_);
    leave_->setObjectName(QStringLiteral("tutorialLeave"));
    next_ = new QPushButton(callout_);
    next_->setObjectName(QStringLiteral("tutorialNext"));
    buttons->addWidget(leave_);
    buttons->addStretch();
    buttons->addWidget(next_);
    layout->addWidget(progress_);
    layout->addWidget(text_);
    layout->addWidget(problem_);
    layout->addLayout(buttons);
    callout_->setFixedWidth(380);
    callout_->hide();
    retranslate();
    connect(next_, &QPushButton::clicked, this, &TutorialOverlay::nextClicked);
    // Next from anywhere in the window, so that the keyboard can stay on the table.
    auto* nextKey = new QShortcut(QKeySequence(Qt::Key_F8), window);
    connect(nextKey, &QShortcut::activated, this, [this] {
        if (next_->isVisible() && next_->isEnabled()) {
            next_->click();
        }
    });
    connect(leave_, &QPushButton::clicked, this, &TutorialOverlay::leaveClicked);
    // The table pans and zooms, docks move: the frames follow.
    follow_ = new QTimer(this);
    follow_->setInterval(150);
    connect(follow_, &QTimer::timeout, this, &TutorialOverlay::relayout);
    window->installEventFilter(this);
}

void TutorialOverlay::showStep(const QString& progress, const QString& text, Frames frames,
                               bool waitsForNext) {
    progress_->setText(progress);
    text_->setText(text);
    problem_->clear();
    problem_->hide();
    next_->setVisible(waitsForNext);
    next_->setEnabled(true);
    frames_ = std::move(frames);
    dim_->show();
    callout_->show();
    follow_->start();
    relayout();
}

void TutorialOverlay::setNextEnabled(bool enabled) {
    next_->setEnabled(enabled);
}

void TutorialOverlay::setNextText(const QString& text) {
    nextText_ = text;
    next_->setText(text.isEmpty() ? tr("Next") : text);
}

void TutorialOverlay::retranslate() {
    leave_->setText(tr("Leave the lesson"));
    next_->setText(nextText_.isEmpty() ? tr("Next") : nextText_);
    next_->setToolTip(tr("F8"));
}

void TutorialOverlay::showProblem(const QString& text) {
    problem_->setText(text);
    problem_->setVisible(!text.isEmpty());
    relayout();
}

void TutorialOverlay::hide() {
    follow_->stop();
    dim_->hide();
    callout_->hide();
    frames_ = {};
    shownFrames_.clear();
}

bool TutorialOverlay::isShown() const {
    return callout_->isVisible();
}

bool TutorialOverlay::eventFilter(QObject* watched, QEvent* event) {
    if (watched == window_ && event->type() == QEvent::Resize && isShown()) {
        relayout();
    }
    if (watched == window_ && event->type() == QEvent::LanguageChange) {
        retranslate();
        emit languageChanged();
    }
    return QObject::eventFilter(watched, event);
}

QPoint TutorialOverlay::calloutPosition(const QList<QRect>& frames, QSize size,
                                        const QRect& window) {
    const QRect area = window.adjusted(8, 8, -8, -8);
    const auto inside = [&](QPoint at) {
        return QPoint(
            std::clamp(at.x(), area.left(), std::max(area.left(), area.right() - size.width())),
            std::clamp(at.y(), area.top(), std::max(area.top(), area.bottom() - size.height())));
    };
    if (frames.isEmpty()) {
        return inside(QPoint(area.right() - size.width(), area.top() + 40));
    }
    // How much of what the step points at the callout would hide: the share of every frame
    // (and its outline) under it, so a whole card counts more than a corner of a large widget.
    const auto covered = [&](QPoint at) {
        const QRect callout(at, size);
        double share = 0;
        for (const QRect& frame : frames) {
            const QRect outlined = frame.adjusted(-8, -8, 8, 8);
            const QRect overlap = callout.intersected(outlined);
            if (!overlap.isEmpty()) {
                share += double(overlap.width()) * overlap.height() /
                         (double(outlined.width()) * outlined.height());
            }
        }
        return share;
    };
    QRect around;
    for (const QRect& frame : frames) {
        around = around.united(frame);
    }
    // Beside what it talks about first: below it, above it, right, left; then beside each
    // framed part; then anywhere, nearest first. The first place that hides nothing wins, else
    // the one that hides least.
    QList<QPoint> places;
    const auto beside = [&](const QRect& r) {
        places << QPoint(r.center().x() - size.width() / 2, r.bottom() + 16)
               << QPoint(r.center().x() - size.width() / 2, r.top() - 16 - size.height())
               << QPoint(r.right() + 16, r.center().y() - size.height() / 2)
               << QPoint(r.left() - 16 - size.width(), r.center().y() - size.height() / 2);
    };
    beside(around);
    for (const QRect& frame : frames) {
        beside(frame);
    }
    QPoint best = inside(places.front());
    double least = covered(best);
    const auto consider = [&](const QList<QPoint>& candidates) {
        for (const QPoint place : candidates) {
            if (least <= 0) {
                return;
            }
            const QPoint at = inside(place);
            const double share = covered(at);
            if (share < least) {
                best = at;
                least = share;
            }
        }
    };
    consider(places);
    if (least > 0) {
        QList<QPoint> anywhere;
        constexpr int kStep = 16;
        for (int y = area.top(); y <= std::max(area.top(), area.bottom() - size.height());
             y += kStep) {
            for (int x = area.left(); x <= std::max(area.left(), area.right() - size.width());
                 x += kStep) {
                anywhere << QPoint(x, y);
            }
        }
        const QPoint centre = around.center();
        const auto distance = [&](QPoint at) {
            return (QRect(at, size).center() - centre).manhattanLength();
        };
        std::stable_sort(anywhere.begin(), anywhere.end(),
                         [&](QPoint a, QPoint b) { return distance(a) < distance(b); });
        consider(anywhere);
    }
    return best;
}

void TutorialOverlay::relayout() {
    if (!callout_->isVisible()) {
        return;
    }
    dim_->setGeometry(window_->rect());
    shownFrames_ = frames_ ? frames_() : QList<QRect>{};
    static_cast<Dim*>(dim_)->setFrames(shownFrames_);
    callout_->adjustSize();
    callout_->move(calloutPosition(shownFrames_, callout_->size(), window_->rect()));
    dim_->raise();
    callout_->raise();
}

}  // namespace ps::ui::tutorial
