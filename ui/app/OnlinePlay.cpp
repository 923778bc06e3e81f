#include "app/OnlinePlay.h"

#include <QAction>
#include <QDockWidget>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QStatusBar>
#include <QVBoxLayout>

#include "app/MainWindow.h"
#include "model/GameSetup.h"
#include "online/OnlineDialog.h"
#include "online/OnlineTable.h"

namespace ps::ui {

OnlinePlay::OnlinePlay(MainWindow* window, GameController* controller)
    : QObject(window),
      window_(window),
      controller_(controller),
      action_(new QAction(window)),
      chatDock_(new QDockWidget(window)),
      chat_(new QPlainTextEdit(chatDock_)),
      say_(new QLineEdit(chatDock_)) {
    action_->setObjectName(QStringLiteral("playOnlineAction"));
    connect(action_, &QAction::triggered, this, &OnlinePlay::start);
    chatDock_->setObjectName(QStringLiteral("chatDock"));
    chat_->setObjectName(QStringLiteral("chatLines"));
    chat_->setReadOnly(true);
    chat_->setMaximumBlockCount(500);
    say_->setObjectName(QStringLiteral("chatInput"));
    say_->setMaxLength(1000);
    auto* inside = new QWidget(chatDock_);
    auto* layout = new QVBoxLayout(inside);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(chat_, 1);
    layout->addWidget(say_);
    chatDock_->setWidget(inside);
    window->addDockWidget(Qt::RightDockWidgetArea, chatDock_);
    chatDock_->hide();
    connect(say_, &QLineEdit::returnPressed, this, [this] {
        if (table_) {
            table_->say(say_->text());
        }
        say_->clear();
    });
    // A game started at this screen (neither shared nor followed) ends the online table.
    connect(controller, &GameController::gameStarted, this, [this, controller] {
        if (!table_ || controller->followsReferee()) {
            return;
        }
        for (int seat = 0; seat < GameSetup::kMaxSeats; ++seat) {
            if (controller->seatIsRemote(seat)) {
                return;
            }
        }
        end();
    });
    retranslate();
}

OnlinePlay::~OnlinePlay() {
    end();
}

void OnlinePlay::retranslate() {
    action_->setText(tr("Play &online…"));
    chatDock_->setWindowTitle(tr("Table chat"));
    say_->setPlaceholderText(tr("Say something to the table (Enter sends)"));
}

void OnlinePlay::end() {
    if (table_) {
        table_->leave();
        delete table_;
    }
    keeper_.clear();
    chatDock_->hide();
}

void OnlinePlay::joinKeeperTable(const OnlineAccount& account, const QString& room,
                                 const QString& keeper, const QString& name) {
    GameController* controller = controller_.data();
    if (controller == nullptr) {
        return;
    }
    end();
    chat_->clear();
    auto* guest = new OnlineGuest(*controller, account, room, name, keeper, this);
    adopt(guest);
    keeper_ = keeper;
    guest->begin();
    window_->statusBar()->showMessage(
        tr("Signing in; joining table %1.").arg(room.section(QLatin1Char('@'), 0, 0)));
}

bool OnlinePlay::followsKeeperTable(const QString& room) const {
    const OnlineTable* table = table_.data();
    if (table == nullptr || keeper_.isEmpty()) {
        return false;
    }
    return room.isEmpty() || table->room() == room;
}

void OnlinePlay::start() {
    GameController* controller = controller_.data();
    if (controller == nullptr) {
        return;
    }
    if (!table_ && controller->hasGame() && !controller->isOver() &&
        !controller->followsReferee() && !controller->setup().onlineRoom.isEmpty()) {
        reopen(controller->setup());  // a resumed online game waits for its table
        return;
    }
    if (controller->hasGame() && !controller->isOver() &&
        QMessageBox::question(window_, tr("Play online"),
                              tr("A game is in progress. Leave it for a game online?")) !=
            QMessageBox::Yes) {
        return;
    }
    // This screen's person: the first seat played here (on a followed game, the guest's own).
    QString name;
    for (int seat = 0; controller->hasGame() && seat < controller->setup().seats.size(); ++seat) {
        if (!controller->seatIsRemote(seat) &&
            controller->setup().seats[seat].kind == SeatKind::Human) {
            name = controller->seatName(seat);
            break;
        }
    }
    OnlineDialog dialog(name, controller->botsAvailable(), window_);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    end();
    chat_->clear();
    if (dialog.hosting()) {
        auto* host = new OnlineHost(*controller, dialog.account(), dialog.room(), dialog.setup(),
                                    dialog.remoteSeats(), this);
        adopt(host);
        host->begin();
        window_->statusBar()->showMessage(
            tr("Signing in; the game starts when everyone invited is at the table."));
    } else {
        auto* guest =
            new OnlineGuest(*controller, dialog.account(), dialog.link(), dialog.name(), {}, this);
        adopt(guest);
        connect(guest, &OnlineGuest::invitationArrived, this,
                [this, guest](const QString& from, const QString& room) {
                    askAboutInvitation(guest, from, room);
                });
        guest->begin();
        window_->statusBar()->showMessage(tr("Signing in…"));
    }
}

bool OnlinePlay::askReopen(const GameSetup& setup) {
    QStringList friends;
    for (const SeatSetup& seat : setup.seats) {
        if (!seat.account.isEmpty()) {
            friends << QStringLiteral("%1 (%2)").arg(seat.name, seat.account);
        }
    }
    QMessageBox box(window_);
    box.setObjectName(QStringLiteral("reopenOnlineDialog"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("Play online"));
    box.setText(tr("This game was played online at %1 with %2. Open the table again and invite "
                   "them back?")
                    .arg(setup.onlineRoom, QLocale().createSeparatedList(friends)));
    box.setInformativeText(tr("At this screen instead, everyone plays here."));
    auto* online = box.addButton(tr("&Open the table"), QMessageBox::AcceptRole);
    online->setObjectName(QStringLiteral("reopenOnline"));
    box.addButton(tr("Play &here"), QMessageBox::RejectRole);
    box.setDefaultButton(online);
    box.exec();
    return box.clickedButton() == online;
}

void OnlinePlay::reopen(const GameSetup& setup) {
    GameController* controller = controller_.data();
    if (controller == nullptr || !controller->hasGame()) {
        return;
    }
    OnlineDialog dialog(QString(), controller->botsAvailable(), window_);
    dialog.reopen(setup);
    if (dialog.exec() != QDialog::Accepted) {
        window_->statusBar()->showMessage(
            tr("The friends' seats wait: Game → Play online… opens the table again."), 15000);
        return;
    }
    end();
    chat_->clear();
    auto* host = new OnlineHost(*controller, dialog.account(), dialog.room(), dialog.setup(),
                                dialog.remoteSeats(), this);
    host->resumeFrom(controller->position(), controller->actions());
    adopt(host);
    host->begin();
    window_->statusBar()->showMessage(tr("Signing in; the friends are invited back."));
}

void OnlinePlay::askAboutInvitation(OnlineGuest* guest, const QString& from, const QString& room) {
    // Not modal in a nested loop: the connection's pump goes on while the person reads.
    auto* box = new QMessageBox(
        QMessageBox::Question, tr("Invitation"),
        tr("%1 invites you to a table (%2). Join it?")
            .arg(from, QString::fromStdString(net::xmpp::joinLink(room.toStdString()))),
        QMessageBox::Yes | QMessageBox::No, window_);
    box->setObjectName(QStringLiteral("invitationQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(QMessageBox::No);
    QPointer<OnlineGuest> asked(guest);
    connect(box, &QMessageBox::finished, this, [asked, box] {
        if (asked) {
            asked->answerInvitation(box->clickedButton() == box->button(QMessageBox::Yes));
        }
    });
    box->open();
}

void OnlinePlay::adopt(OnlineTable* table) {
    table_ = table;
    chatDock_->show();
    connect(table, &OnlineTable::failed, this, [this](const QString& why) {
        QMessageBox::warning(window_, tr("Play online"), why);
        end();
    });
    connect(table, &OnlineTable::tableNews, this, [this](const QString& text) {
        window_->statusBar()->showMessage(text, 15000);
        chat_->appendPlainText(QStringLiteral("— %1").arg(text));
    });
    connect(table, &OnlineTable::onlineChanged, this, [this](bool online, const QString& why) {
        if (!online) {
            window_->statusBar()->showMessage(why, 15000);
        }
    });
    connect(table, &OnlineTable::chatLine, this, [this](const QString& nick, const QString& text) {
        chat_->appendPlainText(QStringLiteral("%1: %2").arg(nick, text));
    });
}

}  // namespace ps::ui
