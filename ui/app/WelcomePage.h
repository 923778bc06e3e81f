#pragma once
// The page shown before the first game: the title in cards, New game / Play online / Word
// checker / Rules, My tables (a table keeper's) under them, "Teach me to play" with a button
// per lesson, the dictionary's loading state, and the newest interrupted game to resume or
// discard.
// It decides nothing: it shows what it is given and answers by signal.

#include <QList>
#include <QWidget>

#include "app/GameFiles.h"

class QLabel;
class QPushButton;
class QWidget;

namespace ps::ui {

class DictionaryLoader;

class WelcomePage : public QWidget {
    Q_OBJECT
  public:
    explicit WelcomePage(QWidget* parent = nullptr);

    // Shows the loader's state, now and whenever it finishes (not owned).
    void setDictionaryLoader(DictionaryLoader* loader);
    // Newest first; the page offers the first one.
    void setInterruptedGames(const QList<InterruptedGame>& games);

    // The tutorial's lessons, in order: shown once the game can start (before, the tutorial
    // button stays disabled).
    void setLessons(const QStringList& titles);

    QPushButton* resumeButton() const { return resume_; }
    QPushButton* tutorialButton() const { return tutorial_; }
    QPushButton* onlineButton() const { return online_; }
    QPushButton* myTablesButton() const { return myTables_; }
    // The lesson buttons, in order.
    QList<QPushButton*> lessonButtons() const { return lessonButtons_; }
    QPushButton* discardButton() const { return discard_; }

  signals:
    void newGameClicked();
    void onlineClicked();
    void myTablesClicked();
    void checkerClicked();
    void rulesClicked();
    // "Teach me to play": the next lesson (the tutorial decides which).
    void tutorialClicked();
    void lessonClicked(int index);
    void resumeClicked(const QString& path);
    void discardClicked(const QString& path);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    void updateDictionaryStatus();

    DictionaryLoader* loader_ = nullptr;
    QList<InterruptedGame> interrupted_;
    QLabel* title_ = nullptr;
    QLabel* text_ = nullptr;
    QPushButton* newGame_ = nullptr;
    QPushButton* online_ = nullptr;
    QPushButton* myTables_ = nullptr;
    QPushButton* checker_ = nullptr;
    QPushButton* rules_ = nullptr;
    QPushButton* tutorial_ = nullptr;
    QWidget* lessonsRow_ = nullptr;
    QList<QPushButton*> lessonButtons_;
    QWidget* interruptedRow_ = nullptr;
    QLabel* interruptedLabel_ = nullptr;
    QPushButton* resume_ = nullptr;
    QPushButton* discard_ = nullptr;
    QLabel* status_ = nullptr;
};

}  // namespace ps::ui
