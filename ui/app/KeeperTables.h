#pragma once
// The window's part of Game → My tables (Ctrl+T, also on the welcome page): opens the tables
// window (ui/tables) over the main window, one at a time, and plays the table the person opens
// there in the main window, as a guest of the keeper (OnlinePlay::joinKeeperTable). A game in
// progress at this screen, or at another host's table, is left only when the person agrees; a
// keeper's table is left without asking (it waits on the keeper).

#include <QObject>
#include <QPointer>

#include "tables/MyTablesWindow.h"

class QAction;

namespace ps::ui {

class GameController;
class MainWindow;
class OnlinePlay;

class KeeperTables : public QObject {
    Q_OBJECT
  public:
    KeeperTables(MainWindow* window, GameController* controller, OnlinePlay* online);
    [[nodiscard]] QAction* action() const { return action_; }
    // The tables window, opened (or raised) and asking the keeper.
    MyTablesWindow* show();
    [[nodiscard]] MyTablesWindow* tablesWindow() const { return tables_; }
    // Before show(): how the window reaches the keeper (tests).
    void setLinkMaker(MyTablesWindow::LinkMaker make) { makeLink_ = std::move(make); }
    // Plays `table` in the main window.
    void open(const keeper::TableSummary& table, const OnlineAccount& account,
              const QString& keeper);
    void retranslate();

  private:
    MainWindow* window_;
    QPointer<GameController> controller_;
    OnlinePlay* online_;
    QAction* action_;
    QPointer<MyTablesWindow> tables_;
    MyTablesWindow::LinkMaker makeLink_;
};

}  // namespace ps::ui
