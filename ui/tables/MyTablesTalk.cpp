// Game → My tables: the window's talk with the keeper — signing in, the questions and the
// answers (the rows and the window are in MyTablesWindow.cpp).
#include <QDateTime>
#include <QLocale>
#include <QTabWidget>

#include "online/OnlineDialog.h"
#include "services/Settings.h"
#include "tables/KeeperRows.h"
#include "tables/MyTablesWindow.h"
#include "tables/NewTableDialog.h"

namespace ps::ui {

using keeper::TableSummary;

namespace {

bool isAccountAddress(const QString& text) {
    const qsizetype at = text.indexOf(QLatin1Char('@'));
    return at > 0 && at < text.size() - 1 && text.count(QLatin1Char('@')) == 1 &&
           !text.contains(QLatin1Char('/')) && !text.contains(QLatin1Char(' '));
}

}  // namespace

void MyTablesWindow::begin() {
    const QString keeper = Settings::keeperAddress();
    if (!isAccountAddress(keeper)) {
        dropLink();
        keeper_.clear();
        updateTitle();
        setStatus(tr("No table server is set. Set its address (such as tables@example.org) in "
                     "Tools → Settings → Table server."),
                  true, Fix::Settings);
        return;
    }
    if (link_ && keeper == keeper_) {
        refresh();
        return;
    }
    dropLink();
    forgetTables(keeper);
    keeper_ = keeper;
    updateTitle();
    const int attempt = ++attempt_;
    setStatus(tr("Signing in…"));
    OnlineDialog::readStoredAccount(this, [this, attempt](std::optional<OnlineAccount> account) {
        if (attempt != attempt_) {
            return;  // begun again meanwhile
        }
        if (account) {
            signIn(*account);
        } else {
            askAccount();
        }
    });
}

void MyTablesWindow::askAccount() {
    if (const auto* asking = findChild<OnlineDialog*>(); asking != nullptr && asking->isVisible()) {
        return;  // the form is up already
    }
    setStatus(tr("Sign in with your online account to see your tables."), false, Fix::SignIn);
    auto* dialog = new OnlineDialog(QString(), false, this);
    dialog->askAccountOnly();
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { signIn(dialog->account()); });
    dialog->open();
}

void MyTablesWindow::signIn(const OnlineAccount& account) {
    const QString keeper = Settings::keeperAddress();
    if (!isAccountAddress(keeper)) {
        begin();
        return;
    }
    ++attempt_;
    dropLink();
    if (account.jid.trimmed().toLower() != account_.jid.trimmed().toLower()) {
        forgetTables(QString());  // another person's tables
    }
    forgetTables(keeper);
    keeper_ = keeper;
    updateTitle();
    account_ = account;
    KeeperLink* link = makeLink_(account, keeper_, this);
    if (link == nullptr) {
        return;
    }
    link_ = link;
    connect(link_, &KeeperLink::signedIn, this, &MyTablesWindow::refreshQuietly);
    connect(link_, &KeeperLink::offline, this,
            [this](const QString& why) { setStatus(why, false, Fix::None); });
    connect(link_, &KeeperLink::failed, this, [this](const QString& why) {
        dropLink();
        setStatus(why, true, Fix::SignIn);
    });
    connect(link_, &KeeperLink::answered, this, &MyTablesWindow::receive);
    setStatus(tr("Signing in as %1…").arg(account.jid));
    if (link->online()) {
        refresh();
    }
    updateButtons();
}

void MyTablesWindow::dropLink() {
    asked_.clear();
    answerTimer_.stop();
    if (link_) {
        link_->disconnect(this);
        link_->deleteLater();
        link_ = nullptr;
    }
    updateButtons();
}

void MyTablesWindow::forgetTables(const QString& keeper) {
    if (keeper == keeper_ && !keeper.isEmpty()) {
        return;  // the same keeper's tables stay until its answer replaces them
    }
    tables_.clear();
    openTables_.clear();
    listed_ = false;
    openListed_ = false;
    showTables();
    showOpen();
}

void MyTablesWindow::refresh() {
    if (link_ == nullptr) {
        begin();  // asked for: sign in (again)
        return;
    }
    refreshQuietly();
}

void MyTablesWindow::refreshQuietly() {
    showTables();  // the time left goes on even when nothing new comes
    if (!linkOnline()) {
        return;  // signing in asks once signed in
    }
    bool tablesAsked = false;
    bool openAsked = false;
    for (const auto& [id, question] : asked_) {
        tablesAsked = tablesAsked || question.what == Asked::Tables;
        openAsked = openAsked || question.what == Asked::Open;
    }
    if (!tablesAsked) {
        ask(Asked::Tables, keeper::ListTables{});
    }
    if (!openAsked) {
        ask(Asked::Open, keeper::ListOpen{});
    }
    if (!listed_) {
        setStatus(tr("Asking %1 for your tables…").arg(keeper_));
    }
    updateButtons();
}

std::uint64_t MyTablesWindow::ask(Asked what, const keeper::KeeperMessage& question) {
    if (link_ == nullptr) {
        return 0;
    }
    const std::uint64_t id = link_->ask(question);
    asked_[id] = Question{what, clock_.elapsed()};
    if (!answerTimer_.isActive()) {
        answerTimer_.start(answerWait_);
    }
    return id;
}

void MyTablesWindow::checkAnswers() {
    if (asked_.empty()) {
        return;
    }
    qint64 oldest = clock_.elapsed();
    for (const auto& [id, question] : asked_) {
        oldest = std::min(oldest, question.sentAt);
    }
    const qint64 waited = clock_.elapsed() - oldest;
    if (waited < answerWait_.count()) {
        answerTimer_.start(int(answerWait_.count() - waited));
        return;
    }
    // An answer that still comes is shown all the same; F5 asks again meanwhile.
    asked_.clear();
    setStatus(tr("The table server %1 does not answer. It may be switched off, or its address "
                 "in Settings may be wrong; F5 asks again.")
                  .arg(keeper_),
              true);
}

void MyTablesWindow::receive(const KeeperLink::Answer& answer) {
    std::optional<Asked> what;
    if (const auto found = asked_.find(answer.id); found != asked_.end()) {
        what = found->second.what;
        asked_.erase(found);
    }
    if (asked_.empty()) {
        answerTimer_.stop();
    }
    if (const auto* tables = std::get_if<keeper::Tables>(&answer.message)) {
        if (tables->openSeats) {
            openTables_ = tables->tables;
            openListed_ = true;
            showOpen();
        } else {
            tables_ = tables->tables;
            KeeperRows::sort(tables_);
            listed_ = true;
            showTables();
            setStatus(tr("Updated at %1.")
                          .arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(now_()).time(),
                                                  QLocale::ShortFormat)));
        }
    } else if (const auto* created = std::get_if<keeper::Created>(&answer.message)) {
        keep(created->table);
        const QString id = QString::fromStdString(created->table.id);
        setStatus(
            created->table.started
                ? tr("Table %1 is created and its game has begun: Open plays it.").arg(id)
                : tr("Table %1 is created; its game starts once every seat is taken.").arg(id));
        if (created->table.terms.listed && linkOnline()) {
            ask(Asked::Open, keeper::ListOpen{});
        }
    } else if (const auto* seated = std::get_if<keeper::Seated>(&answer.message)) {
        keep(seated->table);
        std::erase_if(openTables_,
                      [&](const TableSummary& table) { return table.id == seated->table.id; });
        showOpen();
        const QString id = QString::fromStdString(seated->table.id);
        setStatus(
            seated->table.started
                ? tr("You sit at table %1, and its game has begun: Open plays it.").arg(id)
                : tr("You sit at table %1; its game starts once every seat is taken.").arg(id));
    } else if (const auto* refused = std::get_if<keeper::KeeperRefused>(&answer.message)) {
        const QString why = KeeperRows::refusal(*refused);
        setStatus(what == Asked::Create ? tr("The table was not created: %1").arg(why)
                  : what == Asked::Sit  ? tr("The seat was not taken: %1").arg(why)
                                        : tr("The table server refused: %1").arg(why),
                  true);
    }
    emit answerShown();
}

bool MyTablesWindow::linkOnline() const {
    return link_ != nullptr && link_->online();
}

QString MyTablesWindow::ownName() const {
    const QString kept = Settings::keeperTableName();
    return kept.isEmpty() ? account_.jid.section(QLatin1Char('@'), 0, 0) : kept;
}

void MyTablesWindow::openSelected() {
    const TableSummary* table = selectedTable();
    if (table == nullptr || link_ == nullptr || !table->yourSeat) {
        return;
    }
    // Only a running game has a room to go to: a finished one's is gone, and a table waiting
    // for players has none yet (the guest would wait for a host that never comes).
    if (table->over) {
        setStatus(tr("This game is over; its result is in the list."), true);
        return;
    }
    if (!table->started) {
        setStatus(tr("This table starts when every seat is taken."), true);
        return;
    }
    emit openRequested(*table, account_, keeper_);
}

void MyTablesWindow::newTable() {
    if (!linkOnline()) {
        return;
    }
    auto* dialog = new NewTableDialog(account_.jid, ownName(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (!linkOnline()) {
            setStatus(tr("Not signed in now: the table was not asked for."), true);
            return;
        }
        ask(Asked::Create, dialog->request());
        setStatus(tr("Asking %1 to create the table…").arg(keeper_));
    });
    dialog->open();
}

void MyTablesWindow::takeSelectedSeat() {
    const TableSummary* table = selectedOpen();
    if (table == nullptr || !linkOnline()) {
        return;
    }
    const QString id = QString::fromStdString(table->id);
    ask(Asked::Sit, keeper::TakeSeat{table->id, tableName(ownName())});
    setStatus(tr("Asking for a seat at table %1…").arg(id));
}

}  // namespace ps::ui