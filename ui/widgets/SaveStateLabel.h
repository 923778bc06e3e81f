#pragma once
// Where the game on the table is kept, always in view at the right of the status bar, apart
// from the news line: "Saved 12:04" (the file in its tooltip), or a warning in the alarm
// colours that stays until a write succeeds ("The game is NOT being saved"), with its cause and
// what to do one click (or Enter on its link) away. A warning is also said once on the news
// line by the window, for a screen reader.

#include <QLabel>

namespace ps::ui {

class SaveStateLabel : public QLabel {
    Q_OBJECT
  public:
    explicit SaveStateLabel(QWidget* parent = nullptr);

    // `text`: the short state; `detail`: the whole story (file, cause, what to do); `problem`:
    // the game is not being kept. An empty text hides the label (no game on the table).
    void setState(const QString& text, const QString& detail, bool problem);
    [[nodiscard]] bool showsProblem() const { return problem_; }
    [[nodiscard]] const QString& detail() const { return detail_; }

  private:
    void showDetail();

    QString detail_;
    bool problem_ = false;
};

}  // namespace ps::ui
