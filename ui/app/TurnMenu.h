#pragma once
// The Turn menu: every step of a turn as a menu entry with its shortcut, so that a whole game
// can be played from the keyboard and each shortcut can be found where a person looks for it.
// The entries press the very buttons of the word bar (a disabled one answers with the reason),
// go to the table, the word line or the typed command line (CommandLine), aim the black
// cards' actions, and have the table, the scores and the latest news read aloud through the
// window's Announcer.

#include <QObject>
#include <initializer_list>

class QAction;
class QMenu;
class QMenuBar;
class QPushButton;

namespace ps::ui {

class CommandLine;
class MainWindow;

class TurnMenu : public QObject {
    Q_OBJECT
  public:
    // Adds the menu to `bar` before `before` (the View menu's action).
    TurnMenu(MainWindow* window, QMenuBar* bar, QAction* before);

    [[nodiscard]] QMenu* menu() const { return menu_; }
    void retranslate();

  private:
    QAction* add(const QKeySequence& shortcut, const char* objectName, auto slot);
    void updateEnabled();  // the black-card submenu, as the menu opens
    void fillBlackActions();
    // Presses the first of `buttons` that is shown and enabled (the very button a click
    // would); none: says `otherwise` on the news line.
    void press(std::initializer_list<QPushButton*> buttons, const QString& otherwise);
    void readScores();

    MainWindow* window_;
    QMenu* menu_;
    QMenu* blackMenu_ = nullptr;
    QAction* tableAction_ = nullptr;
    QAction* wordAction_ = nullptr;
    QAction* commandLineAction_ = nullptr;
    CommandLine* commandLine_ = nullptr;
    QAction* confirmAction_ = nullptr;
    QAction* takeBackCardAction_ = nullptr;
    QAction* noWordAction_ = nullptr;
    QAction* helpOfferAction_ = nullptr;
    QAction* wantHelpAction_ = nullptr;
    QAction* openOfferAction_ = nullptr;
    QAction* hintAction_ = nullptr;
    QAction* finishAction_ = nullptr;
    QAction* readTableAction_ = nullptr;
    QAction* readScoresAction_ = nullptr;
    QAction* repeatAction_ = nullptr;
};

}  // namespace ps::ui
