#pragma once
// What a lesson step shows over the main window: the rest of the window dimmed around the
// part the step talks about (a frame around a widget or table cells), and a callout near it
// with the step's text, a line for a wrong move, and Next / Leave the lesson. The dim lets
// every click through; only the callout takes input.

#include <QFrame>
#include <QWidget>
#include <functional>

class QLabel;
class QPushButton;
class QTimer;

namespace ps::ui::tutorial {

class TutorialOverlay : public QObject {
    Q_OBJECT
  public:
    // The rectangles to frame, in the window's coordinates (recomputed as the window and the
    // table move).
    using Frames = std::function<QList<QRect>()>;
    explicit TutorialOverlay(QWidget* window);

    void showStep(const QString& progress, const QString& text, Frames frames, bool waitsForNext);
    void setNextEnabled(bool enabled);
    void setNextText(const QString& text);
    // A wrong move: what happened and how to go on (empty: clears it).
    void showProblem(const QString& text);
    void hide();
    [[nodiscard]] bool isShown() const;

    [[nodiscard]] QFrame* callout() const { return callout_; }
    [[nodiscard]] QLabel* textLabel() const { return text_; }
    [[nodiscard]] QLabel* problemLabel() const { return problem_; }
    [[nodiscard]] QPushButton* nextButton() const { return next_; }
    [[nodiscard]] QPushButton* leaveButton() const { return leave_; }
    // The framed rectangles as last drawn (tests).
    [[nodiscard]] QList<QRect> frames() const { return shownFrames_; }

    // Places the frames and the callout again (the table scrolled or zoomed).
    void relayout();
    // Where a callout of `size` goes in `window` (its rectangle): beside the frames and
    // covering none of them when there is any such place, else covering the least of them.
    [[nodiscard]] static QPoint calloutPosition(const QList<QRect>& frames, QSize size,
                                                const QRect& window);

  signals:
    void nextClicked();
    void leaveClicked();
    // The UI language changed (the overlay's own buttons are already retranslated).
    void languageChanged();

  private:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void retranslate();

    QWidget* window_;
    QWidget* dim_ = nullptr;
    QFrame* callout_ = nullptr;
    QLabel* progress_ = nullptr;
    QLabel* text_ = nullptr;
    QLabel* problem_ = nullptr;
    QPushButton* next_ = nullptr;
    QPushButton* leave_ = nullptr;
    QString nextText_;  // set by setNextText; empty: "Next"
    QTimer* follow_ = nullptr;
    Frames frames_;
    QList<QRect> shownFrames_;
};

}  // namespace ps::ui::tutorial
