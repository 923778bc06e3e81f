#pragma once
// The word checker, usable at any time (also without a game): is the word valid Polish, what
// is its headword, and is it related to a word already played in the current game?

#include <QDialog>
#include <functional>

#include "text/alphabet.h"

class QLabel;
class QLineEdit;

namespace ps::dict {
class Dictionary;
}

namespace ps::ui {

class WordCheckerDialog : public QDialog {
    Q_OBJECT
  public:
    // `playedWords` returns the words played in the current game (empty without a game).
    WordCheckerDialog(const dict::Dictionary* dictionary,
                      std::function<std::vector<Word>()> playedWords, QWidget* parent = nullptr);
    QLineEdit* wordEdit() const { return edit_; }
    QLabel* resultLabel() const { return result_; }

    // The verdict as rich text (also used by tests).
    static QString describe(const dict::Dictionary* dictionary, const QString& text,
                            const std::vector<Word>& played);

  private:
    void check();
    const dict::Dictionary* dictionary_;
    std::function<std::vector<Word>()> playedWords_;
    QLineEdit* edit_;
    QLabel* result_;
};

}  // namespace ps::ui
