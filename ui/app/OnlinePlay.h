#pragma once
// The window's part of online play: Game → Play online… opens the dialog, then hosts or joins
// through an online table (ui/online), shows the table's chat in a dock of its own, and says in
// the status bar who comes and goes. One online table at a time; a new game at this screen, or
// another online game, ends it.

#include <QObject>
#include <QPointer>

#include "model/GameSetup.h"

#include "game/GameController.h"
#include "online/OnlineTable.h"

class QAction;
class QDockWidget;
class QLineEdit;
class QPlainTextEdit;

namespace ps::ui {

class MainWindow;

class OnlinePlay : public QObject {
    Q_OBJECT
  public:
    OnlinePlay(MainWindow* window, GameController* controller);
    ~OnlinePlay() override;
    [[nodiscard]] QAction* action() const { return action_; }
    [[nodiscard]] OnlineTable* table() const { return table_; }
    void retranslate();
    // Asks for the account and the table, then opens or joins it.
    void start();
    // A saved game this screen hosted online: open its table again (true) or play on here?
    bool askReopen(const GameSetup& setup);
    // The saved online game is on the table: asks for the account, opens the table again and
    // invites the friends back; the game goes on meanwhile, their seats waiting for them.
    void reopen(const GameSetup& setup);
    // A table kept by a table keeper (Game → My tables): joined as a guest of its room with the
    // keeper's account as the host, signed in as `account`, as `name`. Whatever table was on
    // goes (a keeper's table waits on the keeper).
    void joinKeeperTable(const OnlineAccount& account, const QString& room, const QString& keeper,
                         const QString& name);
    // The table on is a keeper's (`room`'s, when named).
    [[nodiscard]] bool followsKeeperTable(const QString& room = QString()) const;

  private:
    void end();
    void adopt(OnlineTable* table);
    // Puts an invitation to the person (the guest waited for one): join its table or not.
    void askAboutInvitation(OnlineGuest* guest, const QString& from, const QString& room);
    MainWindow* window_;
    QPointer<GameController> controller_;
    QAction* action_;
    QPointer<OnlineTable> table_;
    QString keeper_;  // the keeper hosting the table on, if a keeper does
    QDockWidget* chatDock_;
    QPlainTextEdit* chat_;
    QLineEdit* say_;
};

}  // namespace ps::ui
