#pragma once
// What a screen reader should say without the person moving the keyboard: every move at the
// table (the log's lines of one action, read as one sentence), whose turn it is, the turn
// clock's last seconds, an arriving offer or vote, a refused word and the hint's answer.
//
// It is a line in the window's status bar showing the latest announcement, so sighted players
// see it too. Qt 6.4 has no announcement event (QAccessibleAnnouncementEvent comes with 6.8),
// and a screen reader speaks a name change only of the object with the keyboard focus (Orca
// 43; Qt 6.4 even sends such a change with the object instead of its new text). So every
// announcement also shows a small accessible object of the role "notification" with the text
// as its name, which Orca speaks the moment it shows: a new object each time, so that a screen
// reader reading it a moment later still finds this announcement's text and not the next
// one's. The line's own accessible name and description follow the latest announcement too
// (for clients that read the status bar). The texts of one moment (a bot's word, its captures
// and the next turn) are joined into one announcement, so nothing said is cut off by the next
// line a millisecond later.

#include <QLabel>
#include <QStringList>

class QTimer;

namespace ps::ui {

class GameController;

// One announcement as an object a screen reader speaks when it shows: its accessible role is
// "notification" and its accessible name the text. It draws nothing.
class NewsNotice : public QWidget {
    Q_OBJECT
  public:
    NewsNotice(const QString& text, QWidget* parent);
};

class Announcer : public QLabel {
    Q_OBJECT
  public:
    explicit Announcer(QWidget* parent = nullptr);

    // Follows the controller: its live steps (not a history replayed when a game is opened),
    // the turns and the turn clock.
    void attach(GameController* controller);

    // Says `text` with whatever else is said at this moment.
    void announce(const QString& text);
    // Says the latest announcement again (the person asked to hear it once more).
    void repeat();

    // Everything announced since the window opened, oldest first (tests, the keyboard map's
    // "what was said"); at most kKeptAnnouncements.
    [[nodiscard]] const QStringList& announced() const { return announced_; }
    static constexpr int kKeptAnnouncements = 200;
    // How many of the latest announcements keep their notification objects (a screen reader
    // may still be reading one when the next shows).
    static constexpr int kKeptNotices = 4;
    // True while texts are being gathered and not yet said.
    [[nodiscard]] bool isGathering() const { return !pending_.isEmpty(); }

    [[nodiscard]] QSize minimumSizeHint() const override;
    // The latest announcement, whole (the line may show it cut).
    [[nodiscard]] const QString& latest() const { return shown_; }

  protected:
    void resizeEvent(QResizeEvent* event) override;

  private:
    void showElided();
    void flush();
    void showNotice(const QString& text);
    void onClockTicked();

    GameController* controller_ = nullptr;
    QStringList pending_;
    QStringList stepLines_;  // the log lines of the step being reported
    QStringList announced_;
    QString shown_;
    QList<NewsNotice*> notices_;  // oldest first; only the last one is shown
    QTimer* flushTimer_;
    int lastClockSecond_ = -1;
};

}  // namespace ps::ui
