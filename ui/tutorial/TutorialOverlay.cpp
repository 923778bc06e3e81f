#include "tutorial/TutorialOverlay.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

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

void TutorialOverlay::relayout() {
    if (!callout_->isVisible()) {
        return;
    }
    dim_->setGeometry(window_->rect());
    shownFrames_ = frames_ ? frames_() : QList<QRect>{};
    static_cast<Dim*>(dim_)->setFrames(shownFrames_);
    callout_->adjustSize();
    // Beside what it talks about: below it when there is room, else above, else at the top.
    QRect around;
    for (const QRect& frame : shownFrames_) {
        around = around.united(frame);
    }
    const QRect area = window_->rect().adjusted(8, 8, -8, -8);
    QPoint at(area.right() - callout_->width(), area.top() + 40);
    if (!around.isNull()) {
        at.setX(around.center().x() - callout_->width() / 2);
        if (around.bottom() + 16 + callout_->height() <= area.bottom()) {
            at.setY(around.bottom() + 16);
        } else if (around.top() - 16 - callout_->height() >= area.top()) {
            at.setY(around.top() - 16 - callout_->height());
        } else {
            at.setX(around.right() + 16 + callout_->width() <= area.right()
                        ? around.right() + 16
                        : around.left() - 16 - callout_->width());
            at.setY(around.center().y() - callout_->height() / 2);
        }
    }
    at.setX(
        std::clamp(at.x(), area.left(), std::max(area.left(), area.right() - callout_->width())));
    at.setY(
        std::clamp(at.y(), area.top(), std::max(area.top(), area.bottom() - callout_->height())));
    callout_->move(at);
    dim_->raise();
    callout_->raise();
}

}  // namespace ps::ui::tutorial
