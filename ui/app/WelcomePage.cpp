#include "app/WelcomePage.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include "services/DictionaryLoader.h"
#include "style/Theme.h"
#include "widgets/CardWidget.h"

namespace ps::ui {

WelcomePage::WelcomePage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("welcomePage"));
    setAutoFillBackground(true);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, theme::tableColorDark());
    pal.setColor(QPalette::WindowText, Qt::white);
    setPalette(pal);
    auto* layout = new QVBoxLayout(this);
    layout->addStretch(2);
    // The title spelled in cards, as it would lie on the table.
    for (const QString& word : {QStringLiteral("POTĘGA"), QStringLiteral("SŁOWA")}) {
        auto* row = new QHBoxLayout;
        row->addStretch();
        for (const QChar letter : word) {
            auto* card = new CardWidget(this, 64);
            CardView view;
            view.letter = letter;
            view.black = QStringLiteral("ĄĆĘŃÓŚŹŻ").contains(letter);
            card->setCard(view);
            card->setToolTip(QString());
            row->addWidget(card);
        }
        row->addStretch();
        layout->addLayout(row);
    }
    title_ = new QLabel(this);
    title_->setAlignment(Qt::AlignCenter);
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.4);
    title_->setFont(titleFont);
    layout->addSpacing(16);
    layout->addWidget(title_);
    text_ = new QLabel(this);
    text_->setAlignment(Qt::AlignCenter);
    text_->setWordWrap(true);
    layout->addWidget(text_);
    layout->addSpacing(16);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    newGame_ = new QPushButton(this);
    newGame_->setObjectName(QStringLiteral("welcomeNewGame"));
    newGame_->setDefault(true);
    connect(newGame_, &QPushButton::clicked, this, &WelcomePage::newGameClicked);
    checker_ = new QPushButton(this);
    connect(checker_, &QPushButton::clicked, this, &WelcomePage::checkerClicked);
    online_ = new QPushButton(this);
    online_->setObjectName(QStringLiteral("welcomeOnline"));
    connect(online_, &QPushButton::clicked, this, &WelcomePage::onlineClicked);
    myTables_ = new QPushButton(this);
    myTables_->setObjectName(QStringLiteral("welcomeMyTables"));
    connect(myTables_, &QPushButton::clicked, this, &WelcomePage::myTablesClicked);
    rules_ = new QPushButton(this);
    connect(rules_, &QPushButton::clicked, this, &WelcomePage::rulesClicked);
    for (QPushButton* button : {newGame_, online_, checker_, rules_}) {
        button->setMinimumHeight(40);
        button->setMinimumWidth(170);
        buttons->addWidget(button);
    }
    buttons->addStretch();
    layout->addLayout(buttons);
    // The tables a keeper keeps for the person, with online play: a link under the buttons (a
    // fifth button in their row would widen the window's least width past a small screen's).
    auto* tablesRow = new QHBoxLayout;
    tablesRow->addStretch();
    myTables_->setFlat(true);
    myTables_->setStyleSheet(QStringLiteral("color: white; text-decoration: underline;"));
    tablesRow->addWidget(myTables_);
    tablesRow->addStretch();
    layout->addLayout(tablesRow);

    // The tutorial: a guided first game, and each lesson on its own.
    auto* tutorialRow = new QHBoxLayout;
    tutorialRow->addStretch();
    tutorial_ = new QPushButton(this);
    tutorial_->setObjectName(QStringLiteral("welcomeTutorial"));
    tutorial_->setMinimumHeight(40);
    tutorial_->setMinimumWidth(230);
    tutorial_->setEnabled(false);
    connect(tutorial_, &QPushButton::clicked, this, &WelcomePage::tutorialClicked);
    tutorialRow->addWidget(tutorial_);
    lessonsRow_ = new QWidget(this);
    lessonsRow_->setLayout(new QHBoxLayout);
    lessonsRow_->layout()->setContentsMargins(0, 0, 0, 0);
    tutorialRow->addWidget(lessonsRow_);
    tutorialRow->addStretch();
    layout->addSpacing(8);
    layout->addLayout(tutorialRow);

    // The newest interrupted game, kept until the player resumes or discards it.
    interruptedRow_ = new QWidget(this);
    interruptedRow_->setObjectName(QStringLiteral("interruptedGameRow"));
    auto* interruptedLayout = new QHBoxLayout(interruptedRow_);
    interruptedLayout->addStretch();
    interruptedLabel_ = new QLabel(interruptedRow_);
    resume_ = new QPushButton(interruptedRow_);
    resume_->setObjectName(QStringLiteral("welcomeResume"));
    discard_ = new QPushButton(interruptedRow_);
    discard_->setObjectName(QStringLiteral("welcomeDiscard"));
    connect(resume_, &QPushButton::clicked, this, [this] {
        if (!interrupted_.isEmpty()) {
            emit resumeClicked(interrupted_.front().path);
        }
    });
    connect(discard_, &QPushButton::clicked, this, [this] {
        if (!interrupted_.isEmpty()) {
            emit discardClicked(interrupted_.front().path);
        }
    });
    interruptedLayout->addWidget(interruptedLabel_);
    interruptedLayout->addWidget(resume_);
    interruptedLayout->addWidget(discard_);
    interruptedLayout->addStretch();
    interruptedRow_->hide();
    layout->addSpacing(8);
    layout->addWidget(interruptedRow_);

    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("welcomeStatus"));
    status_->setAlignment(Qt::AlignCenter);
    status_->setWordWrap(true);
    layout->addSpacing(12);
    layout->addWidget(status_);
    layout->addStretch(3);
    retranslate();
}

void WelcomePage::setDictionaryLoader(DictionaryLoader* loader) {
    loader_ = loader;
    connect(loader, &DictionaryLoader::finished, this, &WelcomePage::updateDictionaryStatus);
    updateDictionaryStatus();
}

void WelcomePage::setLessons(const QStringList& titles) {
    qDeleteAll(lessonButtons_);
    lessonButtons_.clear();
    for (int i = 0; i < titles.size(); ++i) {
        auto* button = new QPushButton(titles[i], lessonsRow_);
        button->setObjectName(QStringLiteral("welcomeLesson%1").arg(i + 1));
        button->setFlat(true);
        button->setStyleSheet(QStringLiteral("color: white; text-decoration: underline;"));
        connect(button, &QPushButton::clicked, this, [this, i] { emit lessonClicked(i); });
        lessonsRow_->layout()->addWidget(button);
        lessonButtons_ << button;
    }
    tutorial_->setEnabled(!titles.isEmpty());
}

void WelcomePage::setInterruptedGames(const QList<InterruptedGame>& games) {
    interrupted_ = games;
    interruptedRow_->setVisible(!games.isEmpty());
    retranslate();
}

void WelcomePage::updateDictionaryStatus() {
    if (loader_ == nullptr) {
        status_->clear();
    } else if (loader_->isReady()) {
        status_->setText(tr("Dictionary ready."));
    } else if (!loader_->error().isEmpty()) {
        status_->setText(QStringLiteral("<span style='color:#ffb4a8'>%1</span>")
                             .arg(loader_->error().toHtmlEscaped()));
    } else {
        status_->setText(tr("Loading the dictionary…"));
    }
}

void WelcomePage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void WelcomePage::retranslate() {
    title_->setText(tr("The word card game for 2–4 players"));
    text_->setText(
        tr("Place a card, make a word from the letters on the table and "
           "capture cards with your markers."));
    newGame_->setText(tr("&New game"));
    online_->setText(tr("Play &online…"));
    online_->setToolTip(tr("Open a table for friends on other computers, or join theirs"));
    myTables_->setText(tr("&My tables…"));
    myTables_->setToolTip(tr("Your tables at the table server, live and by correspondence"));
    checker_->setText(tr("Word &checker"));
    rules_->setText(tr("&Rules"));
    tutorial_->setText(tr("Teach me to play"));
    if (!interrupted_.isEmpty()) {
        interruptedLabel_->setText(
            tr("A game interrupted on %1 waits.")
                .arg(QLocale().toString(interrupted_.front().savedAt, QLocale::ShortFormat)));
    }
    resume_->setText(tr("&Resume"));
    discard_->setText(tr("&Discard…"));
    updateDictionaryStatus();
}

}  // namespace ps::ui
