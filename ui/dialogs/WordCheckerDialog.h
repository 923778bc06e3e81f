#pragma once
// The word checker, usable at any time (also without a game): is the word valid Polish, what
// is its headword, and is it related to a word already played in the current game? The verdict
// is the core's word-check report (dict::checkWord), worded for the players.

#include <QDialog>
#include <functional>

#include "text/alphabet.h"

class QLabel;
class QLineEdit;

namespace ps::dict {
class WordOverlay;
class Dictionary;
struct WordReport;
}  // namespace ps::dict

namespace ps::ui {

class WordCheckerDialog : public QDialog {
    Q_OBJECT
  public:
    // `playedWords` returns the words played in the current game (empty without a game).
    WordCheckerDialog(const dict::Dictionary* dictionary,
                      std::function<std::vector<Word>()> playedWords, QWidget* parent = nullptr);
    QLineEdit* wordEdit() const { return edit_; }
    QLabel* resultLabel() const { return result_; }

    // The verdict on `text` as rich text: the report's validity (class 'valid' or 'invalid' on
    // its first paragraph, and for a refused word a paragraph of class dict::refusalName saying
    // why), the suggestions as links "check:WORD" (class 'suggestions'), and every relation it
    // lists, in its order, one list item each (class = dict::relationName) with its reason.
    // With `overlay`, the player's own added and removed words apply (dict::checkWord).
    static QString describe(const dict::Dictionary* dictionary, const QString& text,
                            const std::vector<Word>& played,
                            const dict::WordOverlay* overlay = nullptr);

  private:
    void check();
    void checkSuggestion(const QString& link);
    static QString describeReport(const dict::WordReport& report, bool anyPlayed);
    static QString describeRefusal(const dict::WordReport& report, const QString& word);
    const dict::Dictionary* dictionary_;
    std::function<std::vector<Word>()> playedWords_;
    QLineEdit* edit_;
    QLabel* result_;
};

}  // namespace ps::ui
