#include "tables/NewTableDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>

#include "dialogs/DialogBody.h"
#include "engine/state.h"
#include "online/OnlineTable.h"
#include "services/Settings.h"

namespace ps::ui {

namespace {

constexpr int kMinute = 60;
constexpr int kHour = 3600;
constexpr int kDay = 24 * kHour;
constexpr int kLiveMinutesDefault = 5;
constexpr int kLiveMinutesMax = 60;
constexpr int kCorrespondenceHoursDefault = 24;

bool isAccountAddress(const QString& text) {
    const QString address = text.trimmed();
    const qsizetype at = address.indexOf(QLatin1Char('@'));
    return at > 0 && at < address.size() - 1 && address.count(QLatin1Char('@')) == 1 &&
           !address.contains(QLatin1Char('/')) && !address.contains(QLatin1Char(' '));
}

}  // namespace

NewTableDialog::NewTableDialog(const QString& ownAccount, const QString& name, QWidget* parent)
    : QDialog(parent), ownAccount_(ownAccount.trimmed().toLower()) {
    setObjectName(QStringLiteral("newTableDialog"));
    setWindowTitle(tr("New table"));
    auto* outer = new QVBoxLayout(this);
    auto* body = new DialogBody(this);
    outer->addWidget(body, 1);
    auto* form = new QFormLayout(body->contents());
    form->setContentsMargins(0, 0, 0, 0);

    pace_ = new QComboBox(this);
    pace_->setObjectName(QStringLiteral("tablePace"));
    pace_->addItem(tr("By correspondence: hours or days a move"),
                   int(keeper::Pace::Correspondence));
    pace_->addItem(tr("Live: everyone at their screens"), int(keeper::Pace::Live));
    pace_->setAccessibleName(tr("Pace"));
    form->addRow(tr("&Pace:"), pace_);

    auto* timeRow = new QHBoxLayout;
    time_ = new QSpinBox(this);
    time_->setObjectName(QStringLiteral("tableDecisionTime"));
    time_->setAccessibleName(tr("Time for each decision"));
    unit_ = new QComboBox(this);
    unit_->setObjectName(QStringLiteral("tableDecisionUnit"));
    unit_->setAccessibleName(tr("Unit of the time for each decision"));
    timeRow->addWidget(time_);
    timeRow->addWidget(unit_);
    timeRow->addStretch();
    auto* timeLabel = new QLabel(tr("&Time for each decision:"), this);
    timeLabel->setBuddy(time_);
    form->addRow(timeLabel, timeRow);

    players_ = new QSpinBox(this);
    players_->setObjectName(QStringLiteral("tablePlayers"));
    players_->setRange(engine::kMinPlayers, engine::kMaxPlayers);
    players_->setAccessibleName(tr("Number of players"));
    form->addRow(tr("&Number of players:"), players_);

    name_ = new QLineEdit(name, this);
    name_->setObjectName(QStringLiteral("tableOwnName"));
    name_->setMaxLength(24);
    name_->setAccessibleName(tr("Your name at the table"));
    form->addRow(tr("Your na&me:"), name_);

    for (int seat = 1; seat < engine::kMaxPlayers; ++seat) {
        auto* edit = new QLineEdit(this);
        edit->setObjectName(QStringLiteral("tableInvited%1").arg(seat));
        edit->setPlaceholderText(tr("name@server; empty: an open seat"));
        edit->setAccessibleName(tr("Seat %1: the invited person's address").arg(seat + 1));
        auto* label = new QLabel(tr("Seat &%1:").arg(seat + 1), this);
        label->setBuddy(edit);
        form->addRow(label, edit);
        invited_ << edit;
        invitedLabels_ << label;
    }

    listed_ = new QCheckBox(tr("Announce the open seats in the &lobby"), this);
    listed_->setObjectName(QStringLiteral("tableListed"));
    listed_->setToolTip(
        tr("Anyone may then take an open seat from the table server's list of open seats"));
    form->addRow(listed_);
    variant_ = new QCheckBox(tr("&Black-card actions (variant)"), this);
    variant_->setObjectName(QStringLiteral("tableVariant"));
    form->addRow(variant_);

    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("tableProblem"));
    problem_->setWordWrap(true);
    outer->addWidget(problem_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Create the table"));
    outer->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewTableDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connect(pace_, &QComboBox::currentIndexChanged, this, &NewTableDialog::updatePace);
    connect(unit_, &QComboBox::currentIndexChanged, this, &NewTableDialog::updateTimeRange);
    connect(players_, &QSpinBox::valueChanged, this, &NewTableDialog::updateSeats);
    updatePace();
    updateSeats();
}

void NewTableDialog::updatePace() {
    const bool live = pace_->currentData().toInt() == int(keeper::Pace::Live);
    const QSignalBlocker blocking(unit_);
    unit_->clear();
    if (live) {
        unit_->addItem(tr("minutes"), kMinute);
    } else {
        unit_->addItem(tr("hours"), kHour);
        unit_->addItem(tr("days"), kDay);
    }
    updateTimeRange();
    time_->setValue(live ? kLiveMinutesDefault : kCorrespondenceHoursDefault);
}

void NewTableDialog::updateTimeRange() {
    const int unit = unit_->currentData().toInt();
    if (unit == kMinute) {
        time_->setRange(0, kLiveMinutesMax);
        time_->setSpecialValueText(tr("no clock"));
    } else {
        time_->setRange(1, int(keeper::kMaxDecisionSeconds / unit));
        time_->setSpecialValueText(QString());
    }
}

void NewTableDialog::updateSeats() {
    for (int i = 0; i < invited_.size(); ++i) {
        const bool used = i + 1 < players_->value();
        invited_[i]->setEnabled(used);
        invitedLabels_[i]->setEnabled(used);
    }
}

std::int64_t NewTableDialog::decisionSeconds() const {
    return std::int64_t(time_->value()) * unit_->currentData().toInt();
}

keeper::CreateTable NewTableDialog::request() const {
    keeper::CreateTable create;
    const bool live = pace_->currentData().toInt() == int(keeper::Pace::Live);
    create.terms = live ? keeper::TableTerms{} : keeper::correspondenceTerms();
    create.terms.decisionSeconds = decisionSeconds();
    if (!live) {
        // A helper's and a vote's time never outlast a decision's.
        create.terms.helpSeconds = std::min(create.terms.helpSeconds, create.terms.decisionSeconds);
        create.terms.voteSeconds = std::min(create.terms.voteSeconds, create.terms.decisionSeconds);
    }
    create.terms.players = players_->value();
    create.terms.listed = listed_->isChecked();
    create.terms.variant = variant_->isChecked();
    for (int i = 0; i + 1 < players_->value() && i < invited_.size(); ++i) {
        const QString address = invited_[i]->text().trimmed().toLower();
        if (!address.isEmpty()) {
            create.invited.push_back(address.toStdString());
        }
    }
    const QString name = name_->text().trimmed();
    create.name = name.isEmpty() ? std::string() : tableName(name);
    return create;
}

QString NewTableDialog::problem() const {
    QStringList seen{ownAccount_};
    for (int i = 0; i + 1 < players_->value() && i < invited_.size(); ++i) {
        const QString address = invited_[i]->text().trimmed().toLower();
        if (address.isEmpty()) {
            continue;
        }
        if (!isAccountAddress(address)) {
            return tr(
                "Give each invited person's address as name@server, or leave the seat "
                "empty for anyone to take.");
        }
        if (seen.contains(address)) {
            return tr("%1 is invited twice, or is you.").arg(address);
        }
        seen << address;
    }
    return {};
}

void NewTableDialog::accept() {
    const QString why = problem();
    problem_->setText(why);
    if (!why.isEmpty()) {
        return;
    }
    Settings::setKeeperTableName(name_->text());
    QDialog::accept();
}

}  // namespace ps::ui
