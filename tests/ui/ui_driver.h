#pragma once
// Helpers to drive the real window from a test: click a cell of the table, and answer modal
// dialogs (privacy screens, help negotiation) from a script while their exec() runs.

#include <QApplication>
#include <QGraphicsView>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <functional>

#include "board/BoardScene.h"
#include "board/BoardView.h"

namespace ps::ui::test {

inline void clickCell(BoardView* view, QPoint cell) {
    view->centerOn(BoardScene::cellRect(cell).center());  // a large table pans, it does not shrink
    const QPoint at = view->mapFromScene(BoardScene::cellRect(cell).center());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
}

// Types text into a widget key by key, Polish letters included (QTest::keyClicks only knows
// ASCII).
inline void typeText(QWidget* widget, const QString& text) {
    for (const QChar ch : text) {
        QTest::sendKeyEvent(QTest::Click, widget, Qt::Key_unknown, QString(ch), Qt::NoModifier);
    }
}

inline void clickButton(QWidget* dialog, const char* objectName) {
    auto* button = dialog->findChild<QPushButton*>(QString::fromLatin1(objectName));
    QVERIFY2(button != nullptr, objectName);
    // A person's vote among several answers only a moment after its box opens (a deliberate
    // choice): a person waits for it, so does the script.
    QTRY_VERIFY2_WITH_TIMEOUT(button->isEnabled(), objectName, 3000);
    QTest::mouseClick(button, Qt::LeftButton);
}

// Answers modal dialogs in order: each step gets the active modal widget whose objectName
// matches, acts on it (and usually closes it). Steps run from a timer, inside the dialogs'
// own event loops.
class DialogScript : public QObject {
  public:
    struct Step {
        QString dialogName;
        std::function<void(QWidget*)> act;
    };
    explicit DialogScript(QList<Step> steps) : steps_(std::move(steps)) {
        connect(&timer_, &QTimer::timeout, this, [this] { poll(); });
        timer_.start(10);
    }
    [[nodiscard]] bool finished() const { return next_ >= steps_.size(); }
    [[nodiscard]] QString failure() const { return failure_; }
    // What to do with any modal dialog shown after the last step (a bot may open a new
    // negotiation): without it such a dialog would block the test until its watchdog.
    void setAfterwards(std::function<void(QWidget*)> act) { afterwards_ = std::move(act); }

  private:
    void poll() {
        if (busy_) {
            return;
        }
        QWidget* modal = QApplication::activeModalWidget();
        if (modal == nullptr || !modal->isVisible()) {
            return;
        }
        if (finished()) {
            if (afterwards_) {
                busy_ = true;
                afterwards_(modal);
                busy_ = false;
            }
            return;
        }
        if (modal->objectName() != steps_[next_].dialogName) {
            if (++mismatches_ > 300) {
                failure_ = QStringLiteral("expected %1, got %2")
                               .arg(steps_[next_].dialogName, modal->objectName());
                modal->close();
            }
            return;
        }
        mismatches_ = 0;
        busy_ = true;
        const Step step = steps_[next_++];
        step.act(modal);
        busy_ = false;
    }
    QList<Step> steps_;
    qsizetype next_ = 0;
    int mismatches_ = 0;
    bool busy_ = false;
    QString failure_;
    std::function<void(QWidget*)> afterwards_;
    QTimer timer_;
};

}  // namespace ps::ui::test
