#pragma once
// The game page of the main window: the players on the left, the table in the middle, the
// typed command line and the word bar below it, and the tools that act on them — black-card
// targets (BlackActionPicker), the help talks (HelpNegotiator) and the people's questions
// (TableDesk). It turns clicks on the table into the controller's requests, keeps the keyboard
// where the turn wants it and tells the window what to say; the window around it keeps the
// menus, the docks, the files and the news line.

#include <QWidget>

#include "engine/actions.h"
#include "model/TableModel.h"

namespace ps::ui {

class BlackActionPicker;
class BoardScene;
class BoardView;
class CommandBar;
class GameController;
class HelpNegotiator;
class SidePanel;
class TableDesk;
class WordBar;

class GamePage : public QWidget {
    Q_OBJECT
  public:
    // `window` parents the page's dialogs (help offers, questions, black-card choices).
    GamePage(QWidget* window, QWidget* parent);

    // The game the page drives (not owned); it becomes the people's desk's controller too.
    void setController(GameController* controller);

    // Shows the controller's position: the table, the players, the cells where the card may
    // go and the word bar.
    void showPosition();
    void showTable(const TableView& table);
    void setStatus(const QString& text, bool problem = false);
    // A new turn: the keyboard to the table (or the open command line).
    void startTurn();
    // The keyboard back to where the turn has it: the word line when the person may type, the
    // command line when it is open, else the table.
    void giveKeyboardBack();
    // Applies a black-card action or the end of the actions; a refusal goes to the status.
    void applyAndReport(const engine::Action& action);

    BoardScene* scene() const { return scene_; }
    BoardView* view() const { return view_; }
    WordBar* wordBar() const { return wordBar_; }
    CommandBar* commandBar() const { return commandBar_; }
    SidePanel* sidePanel() const { return sidePanel_; }
    TableDesk* desk() const { return desk_; }
    BlackActionPicker* picker() const { return picker_; }

  signals:
    void checkerClicked();
    void rulesClicked();
    // A line to show and say: the status of the turn.
    void statusChanged(const QString& text, bool problem);
    // News for a screen reader only (the word bar shows it already).
    void news(const QString& text);
    // The position changed outside the controller's own signal (a help talk ended).
    void refreshWanted();

  private:
    void wireWordBar();
    void onCellClicked(QPoint cell);
    void onCardClicked(QPoint cell);
    // Where the keyboard goes when the turn wants it.
    QWidget* keyboardTarget() const;

    GameController* controller_ = nullptr;
    SidePanel* sidePanel_ = nullptr;
    BoardScene* scene_ = nullptr;
    BoardView* view_ = nullptr;
    CommandBar* commandBar_ = nullptr;
    WordBar* wordBar_ = nullptr;
    BlackActionPicker* picker_ = nullptr;
    HelpNegotiator* negotiator_ = nullptr;
    TableDesk* desk_ = nullptr;
    bool wordFocusPending_ = false;  // a placed card awaits the host: then the word line
};

}  // namespace ps::ui
