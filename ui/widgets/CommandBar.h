#pragma once
// The command line for a player who does not see the table: a small bar above the word bar
// with a line where commands are typed ("połóż N D4", "słowo DYMEK", "gdzie", "pomoc") and
// the latest answer under it. Enter hands the line to whoever runs it (commandEntered) and
// empties it; Esc closes the bar and gives the keyboard back to where it was. The bar only
// takes the text and shows answers: what a command does is decided elsewhere.

#include <QFrame>
#include <QPointer>

class QLabel;
class QLineEdit;

namespace ps::ui {

class CommandBar : public QFrame {
    Q_OBJECT
  public:
    explicit CommandBar(QWidget* parent = nullptr);

    // Shows the bar and gives it the keyboard (remembering who had it).
    void open();
    // Hides the bar; the keyboard goes back to the widget that had it, if it still can take
    // it (closed() follows either way).
    void close();
    // Shows the answer to the latest command (or news that answers it later, e.g. the hint).
    void showAnswer(const QString& text);

    [[nodiscard]] QLineEdit* edit() const { return edit_; }
    [[nodiscard]] QLabel* answerLabel() const { return answer_; }

  signals:
    void commandEntered(const QString& text);
    void closed();

  protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void retranslate();

    QLabel* label_ = nullptr;
    QLineEdit* edit_ = nullptr;
    QLabel* answer_ = nullptr;
    QPointer<QWidget> previousFocus_;
};

}  // namespace ps::ui
