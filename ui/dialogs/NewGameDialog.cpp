#include "dialogs/NewGameDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include "dialogs/DialogBody.h"
#include "engine/state.h"
#include "style/Theme.h"

namespace ps::ui {

NewGameDialog::NewGameDialog(const GameSetup& initial, bool botsAvailable, QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("newGameDialog"));
    setWindowTitle(tr("New game"));
    auto* outer = new QVBoxLayout(this);
    auto* body = new DialogBody(this);
    outer->addWidget(body, 1);
    auto* layout = new QVBoxLayout(body->contents());
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(buildSeatsBox(initial, botsAvailable));
    layout->addWidget(buildOptionsBox(initial));
    outer->addWidget(buildButtons());

    connect(playerCount_, &QSpinBox::valueChanged, this, [this] { updateRows(); });
    updateRows();
    startSeat_->setCurrentIndex(qBound(0, initial.startSeat + 1, startSeat_->count() - 1));
}

// The player count and one row per seat (name, colour, kind); rows past the count are disabled
// by updateRows.
QGroupBox* NewGameDialog::buildSeatsBox(const GameSetup& initial, bool botsAvailable) {
    auto* seatsBox = new QGroupBox(tr("Players"), this);
    auto* seatsLayout = new QGridLayout(seatsBox);
    auto* countLabel = new QLabel(tr("&Number of players:"), seatsBox);
    playerCount_ = new QSpinBox(seatsBox);
    playerCount_->setRange(GameSetup::kMinSeats, GameSetup::kMaxSeats);
    playerCount_->setValue(int(initial.seats.size()));
    playerCount_->setAccessibleName(tr("Number of players"));
    countLabel->setBuddy(playerCount_);
    seatsLayout->addWidget(countLabel, 0, 0, 1, 2);
    seatsLayout->addWidget(playerCount_, 0, 2, Qt::AlignLeft);
    seatsLayout->addWidget(new QLabel(tr("Name"), seatsBox), 1, 1);
    seatsLayout->addWidget(new QLabel(tr("Colour"), seatsBox), 1, 2);
    seatsLayout->addWidget(new QLabel(tr("Plays as"), seatsBox), 1, 3);

    for (int seat = 0; seat < GameSetup::kMaxSeats; ++seat) {
        rows_.append(buildSeatRow(seat, initial, botsAvailable, seatsBox, seatsLayout));
    }
    seatsLayout->setColumnStretch(1, 1);
    return seatsBox;
}

NewGameDialog::Row NewGameDialog::buildSeatRow(int seat, const GameSetup& initial,
                                               bool botsAvailable, QGroupBox* seatsBox,
                                               QGridLayout* seatsLayout) {
    Row row;
    row.label = new QLabel(seatsBox);
    row.name = new QLineEdit(seatsBox);
    row.name->setMaxLength(24);
    row.name->setAccessibleName(tr("Name of player %1").arg(seat + 1));
    row.name->setObjectName(QStringLiteral("seatName%1").arg(seat));
    // A combo box is read by its current value ("Human"): what it chooses goes in its
    // description too, so a screen reader says which seat and what about.
    row.color = new QComboBox(seatsBox);
    row.color->setAccessibleName(tr("Colour of player %1").arg(seat + 1));
    row.color->setAccessibleDescription(tr("Colour of player %1").arg(seat + 1));
    row.kind = new QComboBox(seatsBox);
    row.kind->setAccessibleName(tr("Kind of player %1").arg(seat + 1));
    row.kind->setAccessibleDescription(tr("Kind of player %1").arg(seat + 1));
    const MarkerShape shape = theme::shapeForSeat(seat);
    for (int c = 0; c < theme::playerColors().size(); ++c) {
        row.color->addItem(theme::markerIcon(shape, theme::playerColor(c)),
                           theme::playerColorName(c));
    }
    row.kind->addItem(tr("Human"));
    row.kind->addItem(tr("Bot — easy"));
    row.kind->addItem(tr("Bot — medium"));
    row.kind->addItem(tr("Bot — hard"));
    // The expert thinks up to 2 s a move on every core it is given (docs/bots.md).
    row.kind->addItem(tr("Bot — expert"));
    row.kind->setItemData(4, tr("Searches many deals of the unknown cards: up to 2 s a move"),
                          Qt::ToolTipRole);
    if (!botsAvailable) {
        auto* model = qobject_cast<QStandardItemModel*>(row.kind->model());
        for (int i = 1; i < row.kind->count(); ++i) {
            model->item(i)->setEnabled(false);
            model->item(i)->setToolTip(tr("Bots are not available yet"));
        }
    }
    const SeatSetup current = seat < initial.seats.size()
                                  ? initial.seats[seat]
                                  : SeatSetup{tr("Player %1").arg(seat + 1), seat, SeatKind::Human};
    row.name->setText(current.name);
    row.color->setCurrentIndex(current.colorIndex);
    row.kind->setCurrentIndex(botsAvailable ? static_cast<int>(current.kind) : 0);
    row.label->setBuddy(row.name);
    seatsLayout->addWidget(row.label, seat + 2, 0);
    seatsLayout->addWidget(row.name, seat + 2, 1);
    seatsLayout->addWidget(row.color, seat + 2, 2);
    seatsLayout->addWidget(row.kind, seat + 2, 3);
    connect(row.color, &QComboBox::currentIndexChanged, this, [this, seat] { fixColors(seat); });
    connect(row.name, &QLineEdit::textChanged, this, [this] { updateRows(); });
    return row;
}

QGroupBox* NewGameDialog::buildOptionsBox(const GameSetup& initial) {
    auto* optionsBox = new QGroupBox(tr("Table rules"), this);
    auto* form = new QFormLayout(optionsBox);
    startSeat_ = new QComboBox(optionsBox);
    startSeat_->setAccessibleName(tr("Start player"));
    form->addRow(tr("&Start player:"), startSeat_);

    blackCards_ = new QCheckBox(tr("&Black-card actions (variant)"), optionsBox);
    blackCards_->setChecked(initial.blackCardVariant);
    blackCards_->setToolTip(
        tr("The eight black cards trigger their special action when used in "
           "a word."));
    form->addRow(blackCards_);

    hints_ = new QCheckBox(tr("H&ints"), optionsBox);
    hints_->setObjectName(QStringLiteral("hintsCheck"));
    hints_->setChecked(initial.hints);
    hints_->setToolTip(
        tr("Players may ask for the word a medium bot would play; the log marks "
           "hinted turns."));
    form->addRow(hints_);

    tableOverrules_ =
        new QCheckBox(tr("The table may accept words the &dictionary lacks"), optionsBox);
    tableOverrules_->setObjectName(QStringLiteral("tableOverrulesCheck"));
    tableOverrules_->setChecked(initial.tableOverrulesDictionary);
    tableOverrules_->setToolTip(
        tr("A house rule: a word refused only because the dictionary does not know it is put to "
           "the other people at the table; if they all accept it, it is played."));
    form->addRow(tableOverrules_);

    form->addRow(buildTimerRow(initial, optionsBox));

    minLength_ = new QSpinBox(optionsBox);
    minLength_->setRange(engine::kMinWordLengthLowest, engine::kMinWordLengthHighest);
    minLength_->setValue(initial.minimumWordLength);
    minLength_->setAccessibleName(tr("Minimum word length"));
    form->addRow(tr("&Minimum word length:"), minLength_);

    redraws_ = new QSpinBox(optionsBox);
    redraws_->setRange(engine::kRedrawLimitLowest, engine::kRedrawLimitHighest);
    redraws_->setValue(initial.redrawLimit);
    redraws_->setAccessibleName(tr("Redraws per turn"));
    redraws_->setToolTip(
        tr("How many times a player who finds no word may swap the placed card "
           "for the top card of the stack."));
    form->addRow(tr("&Redraws per turn:"), redraws_);

    seed_ = new QLineEdit(optionsBox);
    seed_->setPlaceholderText(tr("random"));
    seed_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), seed_));
    seed_->setObjectName(QStringLiteral("dealNumber"));
    seed_->setAccessibleName(tr("Deal number"));
    seed_->setToolTip(
        tr("The same number deals the same cards: play a deal again, or the same "
           "deal at another table. Leave it empty for a new deal."));
    if (initial.seed) {
        seed_->setText(QString::number(*initial.seed));
    }
    form->addRow(tr("D&eal number:"), seed_);
    return optionsBox;
}

// The turn time limit: a check box that enables the seconds box next to it.
QHBoxLayout* NewGameDialog::buildTimerRow(const GameSetup& initial, QGroupBox* optionsBox) {
    auto* timerRow = new QHBoxLayout;
    timerOn_ = new QCheckBox(tr("&Turn time limit"), optionsBox);
    timerSeconds_ = new QSpinBox(optionsBox);
    timerSeconds_->setRange(15, 600);
    timerSeconds_->setSingleStep(15);
    timerSeconds_->setSuffix(tr(" s"));
    timerSeconds_->setAccessibleName(tr("Seconds per turn"));
    timerOn_->setChecked(initial.turnTimerSeconds > 0);
    timerSeconds_->setValue(initial.turnTimerSeconds > 0 ? initial.turnTimerSeconds : 120);
    timerSeconds_->setEnabled(timerOn_->isChecked());
    connect(timerOn_, &QCheckBox::toggled, timerSeconds_, &QWidget::setEnabled);
    timerRow->addWidget(timerOn_);
    timerRow->addWidget(timerSeconds_);
    timerRow->addStretch();
    return timerRow;
}

QDialogButtonBox* NewGameDialog::buildButtons() {
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start the game"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("startButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    return buttons;
}

void NewGameDialog::updateRows() {
    const int count = playerCount_->value();
    for (int seat = 0; seat < rows_.size(); ++seat) {
        const bool on = seat < count;
        rows_[seat].label->setText(tr("Player &%1").arg(seat + 1));
        rows_[seat].label->setEnabled(on);
        rows_[seat].name->setEnabled(on);
        rows_[seat].color->setEnabled(on);
        rows_[seat].kind->setEnabled(on);
    }
    const int previous = startSeat_->currentIndex();
    startSeat_->blockSignals(true);
    startSeat_->clear();
    startSeat_->addItem(tr("Random"));
    for (int seat = 0; seat < count; ++seat) {
        const QString name = rows_[seat].name->text().trimmed();
        startSeat_->addItem(name.isEmpty() ? tr("Player %1").arg(seat + 1) : name);
    }
    startSeat_->setCurrentIndex(previous >= 0 && previous < startSeat_->count() ? previous : 0);
    startSeat_->blockSignals(false);
}

void NewGameDialog::fixColors(int changedSeat) {
    // Two seats never share a colour: the other seat takes the colour just freed.
    const int chosen = rows_[changedSeat].color->currentIndex();
    QSet<int> used;
    for (int seat = 0; seat < rows_.size(); ++seat) {
        if (seat != changedSeat) {
            used.insert(rows_[seat].color->currentIndex());
        }
    }
    for (int seat = 0; seat < rows_.size(); ++seat) {
        if (seat == changedSeat || rows_[seat].color->currentIndex() != chosen) {
            continue;
        }
        for (int c = 0; c < rows_[seat].color->count(); ++c) {
            if (c != chosen && !used.contains(c)) {
                rows_[seat].color->blockSignals(true);
                rows_[seat].color->setCurrentIndex(c);
                rows_[seat].color->blockSignals(false);
                break;
            }
        }
    }
}

GameSetup NewGameDialog::setup() const {
    GameSetup result;
    for (int seat = 0; seat < playerCount_->value(); ++seat) {
        result.seats.append({rows_[seat].name->text(), rows_[seat].color->currentIndex(),
                             static_cast<SeatKind>(rows_[seat].kind->currentIndex())});
    }
    result.blackCardVariant = blackCards_->isChecked();
    result.hints = hints_->isChecked();
    result.turnTimerSeconds = timerOn_->isChecked() ? timerSeconds_->value() : 0;
    result.minimumWordLength = minLength_->value();
    result.redrawLimit = redraws_->value();
    result.tableOverrulesDictionary = tableOverrules_->isChecked();
    bool ok = false;
    const quint64 seed = seed_->text().toULongLong(&ok);
    if (ok) {
        result.seed = seed;
    }
    result.startSeat = startSeat_->currentIndex() - 1;
    result.normalize();
    return result;
}

}  // namespace ps::ui
