#include "online/OnlineDialog.h"

#include <qt6keychain/keychain.h>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

#include "dialogs/DialogBody.h"
#include "net/xmpp/connection.h"

namespace ps::ui {

namespace {

// The seat kinds the dialog offers, in its order.
enum SeatChoice { Me, Remote, BotEasy, BotMedium, BotHard, BotExpert, Empty };

constexpr auto kKeyringService = "potega-slowa-xmpp";

bool isAccountAddress(const QString& text) {
    const QString address = text.trimmed();
    const qsizetype at = address.indexOf(QLatin1Char('@'));
    return at > 0 && at < address.size() - 1 && address.count(QLatin1Char('@')) == 1 &&
           !address.contains(QLatin1Char('/')) && !address.contains(QLatin1Char(' '));
}

}  // namespace

OnlineDialog::OnlineDialog(const QString& name, bool botsAvailable, QWidget* parent)
    : QDialog(parent), ownName_(name.isEmpty() ? tr("Me") : name) {
    setObjectName(QStringLiteral("onlineDialog"));
    setWindowTitle(tr("Play online"));
    auto* outer = new QVBoxLayout(this);
    auto* body = new DialogBody(this);
    outer->addWidget(body, 1);
    auto* layout = new QVBoxLayout(body->contents());
    layout->setContentsMargins(0, 0, 0, 0);

    auto* accountBox = new QGroupBox(tr("Your XMPP account"), this);
    auto* accountForm = new QFormLayout(accountBox);
    jid_ = new QLineEdit(accountBox);
    jid_->setObjectName(QStringLiteral("onlineJid"));
    jid_->setPlaceholderText(tr("name@server"));
    password_ = new QLineEdit(accountBox);
    password_->setObjectName(QStringLiteral("onlinePassword"));
    password_->setEchoMode(QLineEdit::Password);
    remember_ = new QCheckBox(tr("Remember the password in the system's keyring"), accountBox);
    remember_->setObjectName(QStringLiteral("onlineRemember"));
    server_ = new QLineEdit(accountBox);
    server_->setObjectName(QStringLiteral("onlineServer"));
    server_->setPlaceholderText(tr("the address's own server"));
    port_ = new QSpinBox(accountBox);
    port_->setObjectName(QStringLiteral("onlinePort"));
    port_->setRange(0, 65535);
    port_->setSpecialValueText(tr("default"));
    create_ = new QCheckBox(tr("Create this account on the server first"), accountBox);
    create_->setObjectName(QStringLiteral("onlineCreate"));
    plaintext_ =
        new QCheckBox(tr("Allow no encryption (only for a server on this computer)"), accountBox);
    plaintext_->setObjectName(QStringLiteral("onlinePlaintext"));
    accountForm->addRow(tr("&Address:"), jid_);
    accountForm->addRow(tr("&Password:"), password_);
    accountForm->addRow(QString(), remember_);
    accountForm->addRow(tr("&Server:"), server_);
    accountForm->addRow(tr("P&ort:"), port_);
    accountForm->addRow(QString(), create_);
    accountForm->addRow(QString(), plaintext_);
    layout->addWidget(accountBox);

    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("onlineTabs"));
    auto* hostPage = new QWidget(tabs_);
    auto* hostForm = new QFormLayout(hostPage);
    room_ = new QLineEdit(hostPage);
    room_->setObjectName(QStringLiteral("onlineRoom"));
    hostForm->addRow(tr("&Room:"), room_);
    for (int seat = 0; seat < GameSetup::kMaxSeats; ++seat) {
        SeatRow row;
        row.kind = new QComboBox(hostPage);
        row.kind->setObjectName(QStringLiteral("onlineSeatKind%1").arg(seat));
        row.kind->addItem(tr("Me, at this screen"), Me);
        row.kind->addItem(tr("A friend on another computer"), Remote);
        if (botsAvailable) {
            row.kind->addItem(tr("Bot: easy"), BotEasy);
            row.kind->addItem(tr("Bot: medium"), BotMedium);
            row.kind->addItem(tr("Bot: hard"), BotHard);
            row.kind->addItem(tr("Bot: expert"), BotExpert);
        }
        if (seat >= GameSetup::kMinSeats) {
            row.kind->addItem(tr("Nobody"), Empty);
        }
        row.kind->setCurrentIndex(row.kind->findData(seat == 0 ? Me : seat == 1 ? Remote : Empty));
        row.address = new QLineEdit(hostPage);
        row.address->setObjectName(QStringLiteral("onlineSeatAddress%1").arg(seat));
        row.address->setPlaceholderText(tr("the friend's address, name@server"));
        auto* line = new QWidget(hostPage);
        auto* lineLayout = new QHBoxLayout(line);
        lineLayout->setContentsMargins(0, 0, 0, 0);
        lineLayout->addWidget(row.kind);
        lineLayout->addWidget(row.address, 1);
        hostForm->addRow(tr("Seat %1:").arg(seat + 1), line);
        connect(row.kind, &QComboBox::currentIndexChanged, this, &OnlineDialog::updateSeats);
        seats_ << row;
    }
    tabs_->addTab(hostPage, tr("&Open a table"));

    auto* joinPage = new QWidget(tabs_);
    auto* joinForm = new QFormLayout(joinPage);
    link_ = new QLineEdit(joinPage);
    link_->setObjectName(QStringLiteral("onlineLink"));
    link_->setPlaceholderText(
        tr("xmpp:room@conference.server?join — empty: wait for an "
           "invitation"));
    name_ = new QLineEdit(ownName_, joinPage);
    name_->setObjectName(QStringLiteral("onlineName"));
    joinForm->addRow(tr("&Link:"), link_);
    joinForm->addRow(tr("Your &name:"), name_);
    tabs_->addTab(joinPage, tr("&Join a table"));
    layout->addWidget(tabs_);
    // The keyboard follows the chosen tab to its first field.
    connect(tabs_, &QTabWidget::currentChanged, this,
            [this](int index) { (index == 0 ? room_ : link_)->setFocus(Qt::TabFocusReason); });

    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("onlineProblem"));
    problem_->setWordWrap(true);
    // The problem and the buttons stay in sight below the scrolling body.
    outer->addWidget(problem_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    outer->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &OnlineDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // What was used last time (the password from the keyring, when it has one).
    QSettings settings;
    jid_->setText(settings.value(QStringLiteral("online/jid")).toString());
    server_->setText(settings.value(QStringLiteral("online/server")).toString());
    port_->setValue(settings.value(QStringLiteral("online/port"), 0).toInt());
    plaintext_->setChecked(settings.value(QStringLiteral("online/plaintext"), false).toBool());
    remember_->setChecked(settings.value(QStringLiteral("online/remember"), true).toBool());
    // Who joined a friend's table last time most likely joins again.
    if (settings.value(QStringLiteral("online/joining"), false).toBool()) {
        tabs_->setCurrentIndex(1);
    }
    // The keyring is asked at once, even with no account yet: where there is none, the person
    // is told that the password will not be kept rather than finding out next time.
    auto* job = new QKeychain::ReadPasswordJob(QLatin1String(kKeyringService), this);
    job->setKey(jid_->text().isEmpty() ? QStringLiteral("-") : jid_->text());
    connect(job, &QKeychain::Job::finished, this, [this, job] {
        if (!keyringAnswers(job->error())) {
            remember_->setChecked(false);
            remember_->setEnabled(false);
            remember_->setText(tr("No keyring on this system: the password will not be kept"));
            return;
        }
        if (job->error() == QKeychain::NoError && remember_->isChecked() &&
            !jid_->text().isEmpty() && password_->text().isEmpty()) {
            password_->setText(job->textData());
        }
    });
    job->start();
    connect(jid_, &QLineEdit::editingFinished, this, &OnlineDialog::suggestRoom);
    // The name shown at a table joined: the account's, unless this screen knows a player's.
    connect(jid_, &QLineEdit::editingFinished, this, [this] {
        if (name_->text() == tr("Me") && isAccountAddress(jid_->text())) {
            name_->setText(jid_->text().trimmed().section(QLatin1Char('@'), 0, 0));
        }
    });
    suggestRoom();
    updateSeats();
}

bool OnlineDialog::keyringAnswers(int error) {
    // A keyring that has no such entry works; no backend, no service or a refusal do not.
    return error == QKeychain::NoError || error == QKeychain::EntryNotFound;
}

void OnlineDialog::readStoredAccount(QObject* context,
                                     std::function<void(std::optional<OnlineAccount>)> done) {
    QSettings settings;
    OnlineAccount account;
    account.jid = settings.value(QStringLiteral("online/jid")).toString().trimmed();
    account.server = settings.value(QStringLiteral("online/server")).toString().trimmed();
    account.port = static_cast<quint16>(settings.value(QStringLiteral("online/port"), 0).toInt());
    account.plaintext = settings.value(QStringLiteral("online/plaintext"), false).toBool();
    if (!isAccountAddress(account.jid)) {
        // Answered as the keyring answers: later, never inside the caller.
        QMetaObject::invokeMethod(
            context, [done] { done(std::nullopt); }, Qt::QueuedConnection);
        return;
    }
    auto* job = new QKeychain::ReadPasswordJob(QLatin1String(kKeyringService), context);
    job->setKey(account.jid);
    QObject::connect(job, &QKeychain::Job::finished, context, [job, account, done]() mutable {
        if (job->error() != QKeychain::NoError || job->textData().isEmpty()) {
            done(std::nullopt);
            return;
        }
        account.password = job->textData();
        done(account);
    });
    job->start();
}

void OnlineDialog::askAccountOnly() {
    accountOnly_ = true;
    setWindowTitle(tr("Sign in"));
    tabs_->hide();
    create_->setChecked(false);
    create_->hide();
    jid_->setFocus(Qt::OtherFocusReason);
}

void OnlineDialog::suggestRoom() {
    if (!room_->text().isEmpty() || !isAccountAddress(jid_->text())) {
        return;
    }
    const QString domain = jid_->text().trimmed().section(QLatin1Char('@'), 1);
    room_->setText(QStringLiteral("stol-%1@conference.%2")
                       .arg(QRandomGenerator::global()->bounded(0x10000, 0xfffff), 0, 16)
                       .arg(domain));
}

void OnlineDialog::updateSeats() {
    for (const SeatRow& row : seats_) {
        row.address->setEnabled(row.kind->currentData().toInt() == Remote);
    }
}

bool OnlineDialog::hosting() const {
    return tabs_->currentIndex() == 0;
}

OnlineAccount OnlineDialog::account() const {
    OnlineAccount account;
    account.jid = jid_->text().trimmed();
    account.password = password_->text();
    account.server = server_->text().trimmed();
    account.port = static_cast<quint16>(port_->value());
    account.plaintext = plaintext_->isChecked();
    account.create = create_->isChecked();
    return account;
}

QString OnlineDialog::room() const {
    return room_->text().trimmed();
}

void OnlineDialog::reopen(const GameSetup& saved) {
    reopened_ = saved;
    setWindowTitle(tr("Open the table again"));
    tabs_->setCurrentIndex(0);
    tabs_->setTabEnabled(1, false);
    room_->setText(saved.onlineRoom);
    room_->setReadOnly(true);
    for (int seat = 0; seat < seats_.size(); ++seat) {
        const SeatRow& row = seats_[seat];
        int choice = Empty;
        if (seat < saved.seats.size()) {
            const SeatSetup& entry = saved.seats[seat];
            switch (entry.kind) {
                case SeatKind::Human:
                    choice = entry.account.isEmpty() ? Me : Remote;
                    break;
                case SeatKind::BotEasy:
                    choice = BotEasy;
                    break;
                case SeatKind::BotMedium:
                    choice = BotMedium;
                    break;
                case SeatKind::BotHard:
                    choice = BotHard;
                    break;
                case SeatKind::BotExpert:
                    choice = BotExpert;
                    break;
            }
            row.address->setText(entry.account);
        }
        row.kind->setCurrentIndex(std::max(0, row.kind->findData(choice)));
        row.kind->setEnabled(false);
        row.address->setReadOnly(true);
    }
    updateSeats();
}

GameSetup OnlineDialog::setup() const {
    if (reopened_) {
        return *reopened_;
    }
    GameSetup setup = GameSetup::defaults();
    setup.seats.clear();
    int bot = 0;
    for (int seat = 0; seat < seats_.size(); ++seat) {
        const int choice = seats_[seat].kind->currentData().toInt();
        if (choice == Empty) {
            continue;
        }
        SeatSetup entry;
        entry.colorIndex = int(setup.seats.size()) % GameSetup::kColorCount;
        switch (choice) {
            case Me:
                // The account's name when this screen has no player's name yet.
                entry.name = ownName_ == tr("Me")
                                 ? jid_->text().trimmed().section(QLatin1Char('@'), 0, 0)
                                 : ownName_;
                break;
            case Remote:
                entry.account = seats_[seat].address->text().trimmed().toLower();
                entry.name = entry.account.section(QLatin1Char('@'), 0, 0);
                break;
            default:
                entry.name = tr("Bot %1").arg(++bot);
                entry.kind = choice == BotEasy     ? SeatKind::BotEasy
                             : choice == BotMedium ? SeatKind::BotMedium
                             : choice == BotHard   ? SeatKind::BotHard
                                                   : SeatKind::BotExpert;
                break;
        }
        setup.seats << entry;
    }
    setup.onlineRoom = room().toLower();
    setup.normalize();
    return setup;
}

std::map<int, QString> OnlineDialog::remoteSeats() const {
    std::map<int, QString> remote;
    if (reopened_) {
        for (int seat = 0; seat < reopened_->seats.size(); ++seat) {
            if (!reopened_->seats[seat].account.isEmpty()) {
                remote[seat] = reopened_->seats[seat].account;
            }
        }
        return remote;
    }
    int index = 0;
    for (const SeatRow& row : seats_) {
        const int choice = row.kind->currentData().toInt();
        if (choice == Empty) {
            continue;
        }
        if (choice == Remote) {
            remote[index] = row.address->text().trimmed().toLower();
        }
        ++index;
    }
    return remote;
}

QString OnlineDialog::link() const {
    return link_->text().trimmed();
}

QString OnlineDialog::name() const {
    return name_->text().trimmed();
}

QString OnlineDialog::problem() const {
    if (!isAccountAddress(jid_->text())) {
        return tr("Give your account's address, as name@server.");
    }
    if (password_->text().isEmpty()) {
        return tr("Give the account's password.");
    }
    if (accountOnly_) {
        return {};
    }
    if (!hosting()) {
        if (!link().isEmpty() && !net::xmpp::roomFromLink(link().toStdString())) {
            return tr("The link is not a table's link (xmpp:room@server?join).");
        }
        return {};
    }
    if (!isAccountAddress(room())) {
        return tr("Give the table's room, as name@conference.server.");
    }
    int seats = 0;
    int remote = 0;
    for (const SeatRow& row : seats_) {
        const int choice = row.kind->currentData().toInt();
        seats += choice == Empty ? 0 : 1;
        if (choice == Remote) {
            ++remote;
            if (!isAccountAddress(row.address->text())) {
                return tr("Give each friend's address, as name@server.");
            }
        }
    }
    if (seats < GameSetup::kMinSeats) {
        return tr("A game needs 2 to 4 players.");
    }
    if (remote == 0) {
        return tr("Invite at least one friend; for a game at this screen use Game → New game.");
    }
    return {};
}

void OnlineDialog::accept() {
    const QString why = problem();
    problem_->setText(why);
    if (!why.isEmpty()) {
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("online/jid"), jid_->text().trimmed());
    settings.setValue(QStringLiteral("online/server"), server_->text().trimmed());
    settings.setValue(QStringLiteral("online/port"), port_->value());
    settings.setValue(QStringLiteral("online/plaintext"), plaintext_->isChecked());
    settings.setValue(QStringLiteral("online/remember"), remember_->isChecked());
    if (!reopened_ && !accountOnly_) {
        settings.setValue(QStringLiteral("online/joining"), !hosting());
    }
    // The password goes to the keyring only; where there is none it is simply not kept.
    if (remember_->isChecked()) {
        auto* job = new QKeychain::WritePasswordJob(QLatin1String(kKeyringService), parent());
        job->setKey(jid_->text().trimmed());
        job->setTextData(password_->text());
        connect(job, &QKeychain::Job::finished, job, [job] {
            if (job->error() != QKeychain::NoError) {
                qInfo("online: the password was not kept: %s", qPrintable(job->errorString()));
            }
        });
        job->start();
    }
    QDialog::accept();
}

}  // namespace ps::ui
