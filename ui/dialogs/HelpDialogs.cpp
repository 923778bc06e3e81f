#include "dialogs/HelpDialogs.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QVBoxLayout>
#include <algorithm>

#include "dialogs/DialogPlacement.h"
#include "game/GameController.h"
#include "model/CellNames.h"
#include "style/Theme.h"

namespace ps::ui {

using namespace ps::engine;

void withoutDefaultButton(QWidget* dialog) {
    for (QPushButton* button : dialog->findChildren<QPushButton*>()) {
        button->setAutoDefault(false);
        button->setDefault(false);
    }
}

PrivacyScreen::PrivacyScreen(const QString& playerName, const QColor& color, MarkerShape shape,
                             QWidget* parent)
    : QDialog(parent, Qt::FramelessWindowHint | Qt::Dialog) {
    setObjectName(QStringLiteral("privacyScreen"));
    setModal(true);
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, theme::tableColorDark().darker(140));
    pal.setColor(QPalette::WindowText, Qt::white);
    setPalette(pal);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch();
    auto* marker = new QLabel(this);
    marker->setAlignment(Qt::AlignCenter);
    marker->setObjectName(QStringLiteral("privacyMarker"));
    marker->setPixmap(theme::markerIcon(shape, color, 48).pixmap(48, 48));
    marker->setProperty("markerShape", int(shape));
    layout->addWidget(marker);
    auto* title = new QLabel(tr("Hand the screen to %1").arg(playerName), this);
    title->setObjectName(QStringLiteral("privacyTitle"));
    title->setAlignment(Qt::AlignCenter);
    QFont font = title->font();
    font.setPointSizeF(font.pointSizeF() * 2);
    font.setBold(true);
    title->setFont(font);
    layout->addWidget(title);
    auto* text = new QLabel(tr("Everyone else, please look away."), this);
    text->setAlignment(Qt::AlignCenter);
    layout->addWidget(text);
    layout->addSpacing(20);
    auto* ready = new QPushButton(tr("I am %1 — show me").arg(playerName), this);
    ready->setObjectName(QStringLiteral("privacyReady"));
    ready->setDefault(true);
    // Room around the text that grows with the font (the style's own margin is a few pixels):
    // in the style sheet, so that the button's size hint asks for it.
    ready->setStyleSheet(QStringLiteral("QPushButton { padding: 0.6em 1.5em; }"));
    ready->setMinimumHeight(44);
    connect(ready, &QPushButton::clicked, this, &QDialog::accept);
    auto* row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(ready);
    row->addStretch();
    layout->addLayout(row);
    layout->addStretch();
    setAccessibleName(title->text());
    if (parent != nullptr) {
        QWidget* window = parent->window();
        setGeometry(window->geometry());
    } else {
        resize(800, 600);
    }
}

bool PrivacyScreen::handTo(QWidget* parent, const QString& playerName, const QColor& color,
                           MarkerShape shape) {
    PrivacyScreen screen(playerName, color, shape, parent);
    return screen.exec() == QDialog::Accepted;
}

namespace {

// `names`: the table's cell names, made once for the whole list.
QListWidgetItem* cardItem(const GameState& state, const CellNames& names, CardId card,
                          bool checked) {
    const Card& c = state.deck[card];
    QString text = QStringLiteral("%1  ·  %2")
                       .arg(QString::fromStdString(ps::toUtf8Upper(c.letter)),
                            QString::fromStdString(c.landmark));
    // The cell's name too ("C5"), as the table reads it to the keyboard: two cards may share a
    // letter, and a screen reader's user finds the card on the table by it.
    if (const TableCell* cell = findCard(state, card)) {
        text += QStringLiteral("  ·  ") + names.name(QPoint(cell->cell.x, cell->cell.y));
    }
    auto* item = new QListWidgetItem(text);
    item->setData(Qt::UserRole, int(card));
    item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    return item;
}

std::vector<CardId> checkedCards(const QListWidget* list) {
    std::vector<CardId> cards;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked) {
            cards.push_back(static_cast<CardId>(list->item(i)->data(Qt::UserRole).toInt()));
        }
    }
    return cards;
}

QString letters(const GameState& state, const std::vector<CardId>& cards) {
    QStringList out;
    for (const CardId card : cards) {
        out << QString::fromStdString(ps::toUtf8Upper(state.deck[card].letter));
    }
    return out.isEmpty() ? QStringLiteral("—") : out.join(QStringLiteral(", "));
}

}  // namespace

HelpOfferDialog::HelpOfferDialog(const GameController& controller, int helper, QWidget* parent)
    : QDialog(parent), controller_(controller), helper_(helper) {
    setObjectName(QStringLiteral("helpOfferDialog"));
    setWindowTitle(tr("Help offer by %1").arg(controller.seatName(helper)));
    offer_.helper = static_cast<PlayerId>(helper);
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("<b>%1</b>, think of a word for <b>%2</b>'s turn: it must use the card %2 placed and "
           "only letters on the table or among %2's captured cards. The word stays secret until "
           "the deal.")
            .arg(controller.seatName(helper), controller.seatName(controller.currentSeat())),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    word_ = new QLineEdit(this);
    word_->setObjectName(QStringLiteral("helpWord"));
    word_->setAccessibleName(tr("Secret word"));
    word_->setPlaceholderText(tr("secret word…"));
    QFont font = word_->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    font.setBold(true);
    font.setCapitalization(QFont::AllUppercase);
    word_->setFont(font);
    if (controller.currentSeatIsHuman()) {
        // Another person sits at this screen: the word shows only while it is typed, and a
        // screen reader, which speaks a password field's letters as "star", never says it
        // aloud to the table.
        word_->setEchoMode(QLineEdit::PasswordEchoOnEdit);
    }
    layout->addWidget(word_);
    auto* priceLabel = new QLabel(tr("Price — the cards that get <b>your</b> markers:"), this);
    layout->addWidget(priceLabel);
    price_ = new QListWidget(this);
    price_->setObjectName(QStringLiteral("helpPrice"));
    price_->setAccessibleName(tr("Price cards"));
    price_->setMinimumHeight(120);
    layout->addWidget(price_);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("helpStatus"));
    status_->setWordWrap(true);
    layout->addWidget(status_);
    auto* buttons = new QDialogButtonBox(this);
    send_ = buttons->addButton(tr("&Offer"), QDialogButtonBox::AcceptRole);
    send_->setObjectName(QStringLiteral("helpSend"));
    send_->setEnabled(false);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(word_, &QLineEdit::textChanged, this, &HelpOfferDialog::wordChanged);
    connect(price_, &QListWidget::itemChanged, this, &HelpOfferDialog::priceChanged);
    resize(460, 420);
    DialogPlacement::placeBesideTable(this);
}

void HelpOfferDialog::wordChanged() {
    const WordFeedback feedback = controller_.checkWord(word_->text());
    price_->blockSignals(true);
    price_->clear();
    offer_.word = feedback.word;
    offer_.cards = feedback.cards;
    offer_.price.clear();
    const GameState& state = controller_.position();
    const CellNames names = CellNames::ofTable(state);
    for (const CardId card : feedback.cards) {
        if (findCard(state, card) != nullptr) {
            // By default the helper asks for one card: the cheapest deal to accept.
            const bool first = offer_.price.empty();
            price_->addItem(cardItem(state, names, card, first));
            if (first) {
                offer_.price.push_back(card);
            }
        }
    }
    price_->blockSignals(false);
    priceChanged();
}

void HelpOfferDialog::priceChanged() {
    offer_.price = checkedCards(price_);
    if (offer_.word.empty()) {
        status_->setText(QString());
        send_->setEnabled(false);
        return;
    }
    const WordPreview preview = controller_.previewHelp(offer_);
    const bool ok = preview.verdict.ok();
    send_->setEnabled(ok);
    if (!ok) {
        status_->setStyleSheet(QStringLiteral("color: #b3261e; font-weight: bold;"));
        status_->setText(controller_.verdictMessage(preview.verdict, offer_.word));
        return;
    }
    status_->setStyleSheet(QString());
    QString text =
        tr("%1 would capture %n card(s); you would capture %2.", nullptr, preview.captures)
            .arg(controller_.seatName(controller_.currentSeat()))
            .arg(preview.helperCaptures);
    if (preview.verdict.suspected && preview.verdict.relatedTo) {
        text += QLatin1Char(' ') + tr("It may be related to %1: the table decides when it is "
                                      "revealed.")
                                       .arg(GameController::wordText(*preview.verdict.relatedTo));
    }
    status_->setText(text);
}

HelpAnswerDialog::HelpAnswerDialog(const GameController& controller, int helper, bool helperAnswers,
                                   QWidget* parent)
    : QDialog(parent),
      controller_(controller),
      helper_(static_cast<PlayerId>(helper)),
      answering_(static_cast<PlayerId>(helperAnswers ? helper : controller.currentSeat())),
      helperAnswers_(helperAnswers) {
    setObjectName(QStringLiteral("helpAnswerDialog"));
    const GameState& state = controller.position();
    const int active = controller.currentSeat();
    const QString helperName = controller.seatName(helper);
    const QString activeName = controller.seatName(active);
    setWindowTitle(tr("Help negotiation"));
    auto* layout = new QVBoxLayout(this);
    HelpSummary summary;
    for (const HelpSummary& s : controller.helpSummaries()) {
        if (s.helper == helper) {
            summary = s;
        }
    }
    offered_ = summary.priceCards;
    QString text;
    if (helperAnswers) {
        Word secret;
        for (const HelpNegotiation& n : state.turn.helpOffers) {
            if (n.helper == helper) {
                secret = n.word;
                word_ = n.cards;
            }
        }
        text = tr("<b>%1</b>, %2 proposes a new price for your word <b>%3</b>: your markers on "
                  "%4.")
                   .arg(helperName, activeName, GameController::wordText(secret),
                        letters(state, summary.priceCards));
    } else {
        // The card the word is for: a person who cannot see the table hears which one.
        QString placed;
        if (!state.turn.placed.empty()) {
            placed = QStringLiteral(" ") +
                     tr("It uses your card %1.").arg(controller.cardName(state.turn.placed.back()));
        }
        text =
            tr("<b>%1</b>, %2 offers you a word of <b>%n letter(s)</b>.", nullptr, summary.length)
                .arg(activeName, helperName) +
            placed + QStringLiteral("<br>") +
            tr("With it you would capture <b>%n card(s)</b>.", nullptr, summary.capturesForActive) +
            QStringLiteral("<br>") +
            tr("Price: %1's markers on <b>%2</b>.")
                .arg(helperName, letters(state, summary.priceCards));
    }
    auto* label = new QLabel(text, this);
    label->setObjectName(QStringLiteral("helpSummary"));
    label->setWordWrap(true);
    layout->addWidget(label);
    layout->addWidget(new QLabel(tr("To counter, tick the price you propose:"), this));
    price_ = new QListWidget(this);
    price_->setObjectName(QStringLiteral("counterPrice"));
    price_->setAccessibleName(tr("Proposed price"));
    // The active player, who does not know the word, may name any letter card on the table
    // (rules D18); the helper may name only cards of the word.
    std::vector<CardId> choices;
    for (const TableCell& cell : state.table) {
        if (cell.side == Side::Face) {
            choices.push_back(cell.card);
        }
    }
    if (helperAnswers) {
        // The helper may ask for any table card of the word.
        for (const HelpNegotiation& n : state.turn.helpOffers) {
            if (n.helper == helper) {
                choices.clear();
                for (const CardId card : n.cards) {
                    if (findCard(state, card) != nullptr &&
                        std::find(choices.begin(), choices.end(), card) == choices.end()) {
                        choices.push_back(card);
                    }
                }
            }
        }
    }
    // The price on the table first: the cards a counter usually unticks are in sight without
    // scrolling through the whole table.
    const auto inPrice = [this](CardId card) {
        return std::find(offered_.begin(), offered_.end(), card) != offered_.end();
    };
    std::stable_partition(choices.begin(), choices.end(), inPrice);
    const CellNames names = CellNames::ofTable(state);
    for (const CardId card : choices) {
        price_->addItem(cardItem(state, names, card, inPrice(card)));
    }
    layout->addWidget(price_);
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("answerStatus"));
    status_->setWordWrap(true);
    layout->addWidget(status_);
    auto* buttons = new QDialogButtonBox(this);
    accept_ = buttons->addButton(tr("&Accept"), QDialogButtonBox::YesRole);
    accept_->setObjectName(QStringLiteral("helpAccept"));
    counter_ = buttons->addButton(tr("&Counter-offer"), QDialogButtonBox::ActionRole);
    counter_->setObjectName(QStringLiteral("helpCounter"));
    refuse_ = buttons->addButton(helperAnswers ? tr("&Withdraw") : tr("&Refuse"),
                                 QDialogButtonBox::RejectRole);
    refuse_->setObjectName(QStringLiteral("helpRefuse"));
    connect(accept_, &QPushButton::clicked, this, [this] {
        answer_ = Answer::Accept;
        accept();
    });
    connect(counter_, &QPushButton::clicked, this, [this] {
        answer_ = Answer::Counter;
        accept();
    });
    connect(refuse_, &QPushButton::clicked, this, [this] {
        answer_ = Answer::Refuse;
        reject();
    });
    connect(price_, &QListWidget::itemChanged, this, &HelpAnswerDialog::updateButtons);
    updateButtons();
    layout->addWidget(buttons);
    withoutDefaultButton(this);
    resize(460, 360);
    DialogPlacement::placeBesideTable(this);
}

std::vector<CardId> HelpAnswerDialog::price() const {
    return checkedCards(price_);
}

std::optional<QString> HelpAnswerDialog::refusal(const Action& action) const {
    if (const std::optional<Error> error = controller_.check(action)) {
        return controller_.errorMessage(*error);
    }
    return std::nullopt;
}

void HelpAnswerDialog::updateButtons() {
    QStringList reasons;
    // Accepting: the price on the table must make a deal (the table's vote on a suspected
    // word comes later and is not judged here).
    std::optional<QString> acceptProblem = refusal(HelpAccept{helper_, answering_, true});
    if (acceptProblem && helperAnswers_) {
        const GameState& state = controller_.position();
        for (const CardId card : offered_) {
            if (std::find(word_.begin(), word_.end(), card) == word_.end()) {
                acceptProblem = tr("%1 is not in your word: this price cannot be accepted. "
                                   "Counter with cards of your word, or withdraw.")
                                    .arg(letters(state, {card}));
                break;
            }
        }
    }
    accept_->setEnabled(!acceptProblem);
    if (acceptProblem) {
        reasons << *acceptProblem;
    }
    std::vector<CardId> chosen = price();
    std::vector<CardId> before = offered_;
    std::sort(chosen.begin(), chosen.end());
    std::sort(before.begin(), before.end());
    bool counterOk = chosen != before;
    if (counterOk) {
        if (auto problem = refusal(HelpCounter{helper_, answering_, price()})) {
            counterOk = false;
            reasons << tr("Counter-offer: %1").arg(*problem);
        }
    }
    counter_->setEnabled(counterOk);
    status_->setText(reasons.join(QLatin1Char('\n')));
    status_->setStyleSheet(
        reasons.isEmpty() ? QString() : QStringLiteral("color: #b3261e; font-weight: bold;"));
}

}  // namespace ps::ui
