#include "app/KeeperTables.h"

#include <QAction>
#include <QMessageBox>

#include "app/MainWindow.h"
#include "app/OnlinePlay.h"
#include "game/GameController.h"

namespace ps::ui {

KeeperTables::KeeperTables(MainWindow* window, GameController* controller, OnlinePlay* online)
    : QObject(window),
      window_(window),
      controller_(controller),
      online_(online),
      action_(new QAction(window)) {
    action_->setObjectName(QStringLiteral("myTablesAction"));
    // Ctrl+T: T for tables (Ctrl+Shift+T reads the table aloud).
    action_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(action_, &QAction::triggered, this, [this] { show(); });
    retranslate();
}

void KeeperTables::retranslate() {
    action_->setText(MyTablesWindow::tr("&My tables…"));
    action_->setToolTip(
        MyTablesWindow::tr("Your tables at the table server, live and by correspondence"));
}

MyTablesWindow* KeeperTables::show() {
    if (!tables_) {
        tables_ = new MyTablesWindow(window_);
        tables_->setAttribute(Qt::WA_DeleteOnClose);  // closing signs out
        if (makeLink_) {
            tables_->setLinkMaker(makeLink_);
        }
        connect(tables_, &MyTablesWindow::openRequested, this, &KeeperTables::open);
        connect(tables_, &MyTablesWindow::settingsWanted, this, [this] {
            window_->openSettings();
            if (tables_) {
                tables_->begin();
            }
        });
    }
    tables_->show();
    tables_->raise();
    tables_->activateWindow();
    tables_->begin();
    return tables_;
}

void KeeperTables::open(const keeper::TableSummary& table, const OnlineAccount& account,
                        const QString& keeper) {
    GameController* controller = controller_.data();
    if (controller == nullptr) {
        return;
    }
    const QString room = QString::fromStdString(table.room);
    if (online_->followsKeeperTable(room)) {
        window_->raise();  // on the table already
        window_->activateWindow();
        return;
    }
    if (controller->hasGame() && !controller->isOver() && !online_->followsKeeperTable() &&
        QMessageBox::question(tables_ ? static_cast<QWidget*>(tables_.data()) : window_,
                              MyTablesWindow::tr("My tables"),
                              MyTablesWindow::tr("A game is in progress. Leave it for table %1?")
                                  .arg(QString::fromStdString(table.id))) != QMessageBox::Yes) {
        return;
    }
    QString name;
    if (table.yourSeat && *table.yourSeat < int(table.names.size())) {
        name = QString::fromStdString(table.names[std::size_t(*table.yourSeat)]);
    }
    online_->joinKeeperTable(account, room, keeper, name);
    window_->raise();
    window_->activateWindow();
}

}  // namespace ps::ui
