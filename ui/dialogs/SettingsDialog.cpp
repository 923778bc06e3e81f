#include "dialogs/SettingsDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <climits>
#include <cmath>

#include "dialogs/DialogBody.h"
#include "dictionary/dictionary.h"
#include "services/Language.h"
#include "services/Settings.h"
#include "services/UserDictionary.h"

namespace ps::ui {

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    auto* outer = new QVBoxLayout(this);
    auto* body = new DialogBody(this);
    outer->addWidget(body, 1);
    auto* layout = new QVBoxLayout(body->contents());
    layout->setContentsMargins(0, 0, 0, 0);
    // The wrapped dictionary lines make the layout's height depend on its width, and Qt then
    // gives the dialog no minimum size at all: made narrower (a small screen, the window
    // manager, the person), it squeezed the buttons and cut "Użyj wbudowanego słownika".
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    auto* form = new QFormLayout;
    language_ = new QComboBox(this);
    language_->setObjectName(QStringLiteral("languageBox"));
    language_->setAccessibleName(tr("Language"));
    for (const QString& code : language::available()) {
        language_->addItem(language::displayName(code), code);
    }
    language_->setCurrentIndex(int(language::available().indexOf(language::current())));
    form->addRow(tr("&Language:"), language_);
    animations_ = new QCheckBox(tr("&Animate cards and markers"), this);
    animations_->setChecked(Settings::animations());
    form->addRow(animations_);
    highContrast_ = new QCheckBox(tr("&High contrast (white on black)"), this);
    highContrast_->setObjectName(QStringLiteral("highContrast"));
    highContrast_->setChecked(Settings::highContrast());
    form->addRow(highContrast_);
    largeText_ = new QCheckBox(tr("Lar&ger text"), this);
    largeText_->setObjectName(QStringLiteral("largeText"));
    largeText_->setChecked(Settings::largeText());
    form->addRow(largeText_);
    helpWindow_ = new QSpinBox(this);
    helpWindow_->setObjectName(QStringLiteral("helpWindowSeconds"));
    helpWindow_->setRange(0, Settings::kHelpWindowSecondsMax);
    helpWindow_->setSuffix(tr(" s"));
    helpWindow_->setSpecialValueText(tr("off"));
    helpWindow_->setValue(Settings::helpWindowSeconds());
    helpWindow_->setToolTip(
        tr("On a bot's turn, how long a person who says \"I'll help\" "
           "may offer it a word before it plays its own"));
    form->addRow(tr("&Time to offer help to a bot:"), helpWindow_);
    helpGrace_ = new QDoubleSpinBox(this);
    helpGrace_->setObjectName(QStringLiteral("helpGraceSeconds"));
    helpGrace_->setRange(Settings::kHelpGraceMsMin / 1000.0, Settings::kHelpGraceMsMax / 1000.0);
    helpGrace_->setSingleStep(0.5);
    helpGrace_->setDecimals(1);
    helpGrace_->setSuffix(tr(" s"));
    helpGrace_->setValue(Settings::helpGraceMilliseconds() / 1000.0);
    helpGrace_->setToolTip(
        tr("How long a bot's card waits for someone to say \"I'll help\" "
           "(H) before the bot plays on"));
    form->addRow(tr("Bot plays on &after:"), helpGrace_);
    expertSeconds_ = new QSpinBox(this);
    expertSeconds_->setObjectName(QStringLiteral("expertSeconds"));
    expertSeconds_->setRange(Settings::kExpertSecondsMin, Settings::kExpertSecondsMax);
    expertSeconds_->setSuffix(tr(" s"));
    expertSeconds_->setValue(Settings::expertSeconds());
    expertSeconds_->setToolTip(
        tr("How long the expert bot may think about each move (from the next game on)"));
    form->addRow(tr("&Expert bot's thinking time:"), expertSeconds_);
    analysisDeals_ = new QSpinBox(this);
    analysisDeals_->setObjectName(QStringLiteral("analysisDeals"));
    analysisDeals_->setRange(Settings::kAnalysisDealsMin, Settings::kAnalysisDealsMax);
    analysisDeals_->setSingleStep(10);
    analysisDeals_->setValue(Settings::analysisDeals());
    analysisDeals_->setToolTip(
        tr("How many deals of the stack the game analysis simulates for each move it "
           "judges: more are steadier and slower (default: %1)")
            .arg(Settings::analysisDealsDefault()));
    form->addRow(tr("Analysis: &deals per position:"), analysisDeals_);
    buildSoundRow(form);
    keeperAddress_ = new QLineEdit(Settings::keeperAddress(), this);
    keeperAddress_->setObjectName(QStringLiteral("keeperAddress"));
    keeperAddress_->setPlaceholderText(tr("tables@example.org"));
    keeperAddress_->setToolTip(
        tr("The table keeper's account: it keeps your online tables, live and by correspondence "
           "(Game → My tables)"));
    form->addRow(tr("Table se&rver:"), keeperAddress_);
    layout->addLayout(form);
    buildDictionarySection(layout);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    // Stored here, on OK: the sound player reads them before every effect.
    connect(this, &QDialog::accepted, this, [this] {
        Settings::setSoundVolume(soundVolume());
        Settings::setSoundMuted(soundMuted());
        Settings::setKeeperAddress(keeperAddress());
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    outer->addWidget(buttons);
}

void SettingsDialog::buildSoundRow(QFormLayout* form) {
    auto* row = new QHBoxLayout;
    soundVolume_ = new QSlider(Qt::Horizontal, this);
    soundVolume_->setObjectName(QStringLiteral("soundVolume"));
    soundVolume_->setAccessibleName(tr("Sound volume"));
    soundVolume_->setRange(0, Settings::kSoundVolumeMax);
    soundVolume_->setPageStep(10);
    soundVolume_->setValue(Settings::soundVolume());
    soundMuted_ = new QCheckBox(tr("&Mute"), this);
    soundMuted_->setObjectName(QStringLiteral("soundMuted"));
    soundMuted_->setChecked(Settings::soundMuted());
    soundVolume_->setEnabled(!soundMuted_->isChecked());
    connect(soundMuted_, &QCheckBox::toggled, soundVolume_, &QWidget::setDisabled);
    row->addWidget(soundVolume_, 1);
    row->addWidget(soundMuted_);
    auto* label = new QLabel(tr("Sound &effects:"), this);
    label->setBuddy(soundVolume_);
    form->addRow(label, row);
}

int SettingsDialog::soundVolume() const {
    return soundVolume_->value();
}

bool SettingsDialog::soundMuted() const {
    return soundMuted_->isChecked();
}

QString SettingsDialog::keeperAddress() const {
    return keeperAddress_->text().trimmed().toLower();
}

SettingsDialog::~SettingsDialog() {
    if (compiler_->isRunning()) {
        // Closing does not wait for the compiler: cancelled, it stores nothing and goes.
        compiler_->cancel();
        compiler_->setParent(nullptr);
        connect(compiler_, &UserDictionaryCompiler::finished, compiler_, &QObject::deleteLater);
    }
}

void SettingsDialog::buildDictionarySection(QVBoxLayout* layout) {
    auto* box = new QGroupBox(tr("Dictionary"), this);
    box->setObjectName(QStringLiteral("dictionaryBox"));
    auto* column = new QVBoxLayout(box);
    dictionaryStatus_ = new QLabel(box);
    dictionaryStatus_->setObjectName(QStringLiteral("dictionaryStatus"));
    dictionaryStatus_->setWordWrap(true);
    column->addWidget(dictionaryStatus_);
    auto* buttons = new QHBoxLayout;
    chooseList_ = new QPushButton(tr("&Choose a word list…"), box);
    chooseList_->setObjectName(QStringLiteral("chooseWordListButton"));
    chooseList_->setToolTip(
        tr("A UTF-8 text file with one word per line, such as the official "
           "word-game list; it is used for new games"));
    useBuiltIn_ = new QPushButton(tr("Use the &built-in dictionary"), box);
    useBuiltIn_->setObjectName(QStringLiteral("useBuiltInButton"));
    buttons->addWidget(chooseList_);
    buttons->addWidget(useBuiltIn_);
    buttons->addStretch();
    column->addLayout(buttons);
    auto* progressRow = new QHBoxLayout;
    compilePhase_ = new QLabel(box);
    compileProgress_ = new QProgressBar(box);
    compileProgress_->setObjectName(QStringLiteral("compileProgress"));
    compileProgress_->setRange(0, 100);
    cancelCompile_ = new QPushButton(tr("Cancel"), box);
    cancelCompile_->setObjectName(QStringLiteral("cancelCompileButton"));
    progressRow->addWidget(compilePhase_);
    progressRow->addWidget(compileProgress_, 1);
    progressRow->addWidget(cancelCompile_);
    column->addLayout(progressRow);
    dictionaryMessage_ = new QLabel(box);
    dictionaryMessage_->setObjectName(QStringLiteral("dictionaryMessage"));
    dictionaryMessage_->setWordWrap(true);
    dictionaryMessage_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(dictionaryMessage_);
    buildOwnWords(column, box);
    layout->addWidget(box);

    compiler_ = new UserDictionaryCompiler(this);
    connect(chooseList_, &QPushButton::clicked, this, &SettingsDialog::chooseWordList);
    connect(useBuiltIn_, &QPushButton::clicked, this, &SettingsDialog::useBuiltInDictionary);
    connect(cancelCompile_, &QPushButton::clicked, compiler_, &UserDictionaryCompiler::cancel);
    connect(compiler_, &UserDictionaryCompiler::progressed, this,
            [this](int percent, const QString& phase) {
                compileProgress_->setValue(percent);
                compilePhase_->setText(phase);
            });
    connect(compiler_, &UserDictionaryCompiler::finished, this, &SettingsDialog::onCompiled);
    showDictionaryChoice();
}

void SettingsDialog::buildOwnWords(QVBoxLayout* column, QWidget* box) {
    auto* title = new QLabel(tr("<b>Your own words</b>"), box);
    auto* explanation = new QLabel(
        tr("In new games the words you add are valid even when the dictionary lacks them, and the "
           "words you remove are refused even when it holds them."),
        box);
    explanation->setWordWrap(true);
    column->addWidget(title);
    column->addWidget(explanation);
    auto* entry = new QHBoxLayout;
    ownWord_ = new QLineEdit(box);
    ownWord_->setObjectName(QStringLiteral("ownWordEdit"));
    ownWord_->setPlaceholderText(tr("a word"));
    ownWord_->setAccessibleName(tr("Your own word"));
    ownWord_->installEventFilter(this);
    auto* add = new QPushButton(tr("Add"), box);
    add->setObjectName(QStringLiteral("ownWordAdd"));
    add->setToolTip(tr("Valid in new games, whatever the dictionary says"));
    auto* remove = new QPushButton(tr("Remove"), box);
    remove->setObjectName(QStringLiteral("ownWordRemove"));
    remove->setToolTip(tr("Refused in new games, whatever the dictionary says"));
    entry->addWidget(ownWord_, 1);
    entry->addWidget(add);
    entry->addWidget(remove);
    column->addLayout(entry);
    auto* lists = new QGridLayout;
    addedList_ = new QListWidget(box);
    addedList_->setObjectName(QStringLiteral("addedWords"));
    removedList_ = new QListWidget(box);
    removedList_->setObjectName(QStringLiteral("removedWords"));
    for (QListWidget* list : {addedList_, removedList_}) {
        list->setMaximumHeight(110);
        list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    }
    auto* addedLabel = new QLabel(tr("Added:"), box);
    auto* removedLabel = new QLabel(tr("Removed:"), box);
    addedList_->setAccessibleName(tr("Added words"));
    removedList_->setAccessibleName(tr("Removed words"));
    lists->addWidget(addedLabel, 0, 0);
    lists->addWidget(removedLabel, 0, 1);
    lists->addWidget(addedList_, 1, 0);
    lists->addWidget(removedList_, 1, 1);
    column->addLayout(lists);
    auto* row = new QHBoxLayout;
    auto* forget = new QPushButton(tr("Forget the selected words"), box);
    forget->setObjectName(QStringLiteral("ownWordForget"));
    botsPlayAdded_ = new QCheckBox(tr("Bots may play the words you added"), box);
    botsPlayAdded_->setObjectName(QStringLiteral("botsPlayAddedWords"));
    botsPlayAdded_->setChecked(Settings::botsPlayAddedWords());
    row->addWidget(forget);
    row->addStretch();
    row->addWidget(botsPlayAdded_);
    column->addLayout(row);
    ownWordsMessage_ = new QLabel(box);
    ownWordsMessage_->setObjectName(QStringLiteral("ownWordsMessage"));
    ownWordsMessage_->setWordWrap(true);
    column->addWidget(ownWordsMessage_);

    connect(add, &QPushButton::clicked, this, [this] { addOwnWord(ownWord_->text()); });
    connect(remove, &QPushButton::clicked, this, [this] { removeOwnWord(ownWord_->text()); });
    connect(forget, &QPushButton::clicked, this, [this] {
        QStringList words;
        for (QListWidget* list : {addedList_, removedList_}) {
            for (const QListWidgetItem* item : list->selectedItems()) {
                words << item->text();
            }
        }
        for (const QString& word : words) {
            forgetOwnWord(word);
        }
    });
    connect(botsPlayAdded_, &QCheckBox::toggled, this,
            [](bool on) { Settings::setBotsPlayAddedWords(on); });
    showOwnWords();
}

bool SettingsDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == ownWord_ && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            addOwnWord(ownWord_->text());
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void SettingsDialog::changeOwnWord(const QString& text, bool add) {
    const userdict::OwnWordChange change = userdict::changeOwnWord(text, add);
    if (!change.error.isEmpty()) {
        ownWordsMessage_->setText(change.error);
        return;
    }
    ownWord_->clear();
    ownWordsMessage_->setText(add ? tr("“%1” is valid in new games.").arg(change.word)
                                  : tr("“%1” is refused in new games.").arg(change.word));
    showOwnWords();
}

void SettingsDialog::addOwnWord(const QString& text) {
    changeOwnWord(text, true);
}

void SettingsDialog::removeOwnWord(const QString& text) {
    changeOwnWord(text, false);
}

void SettingsDialog::forgetOwnWord(const QString& word) {
    userdict::forgetOwnWord(word);
    ownWordsMessage_->setText(tr("“%1” is left to the dictionary again.").arg(word));
    showOwnWords();
}

void SettingsDialog::showOwnWords() {
    addedList_->clear();
    addedList_->addItems(Settings::addedWords());
    removedList_->clear();
    removedList_->addItems(Settings::removedWords());
}

QStringList SettingsDialog::addedWords() const {
    QStringList words;
    for (int i = 0; i < addedList_->count(); ++i) {
        words << addedList_->item(i)->text();
    }
    return words;
}

QStringList SettingsDialog::removedWords() const {
    QStringList words;
    for (int i = 0; i < removedList_->count(); ++i) {
        words << removedList_->item(i)->text();
    }
    return words;
}

QString SettingsDialog::ownWordsMessage() const {
    return ownWordsMessage_->text();
}

void SettingsDialog::showDictionaryChoice() {
    const bool compiling = compiler_->isRunning();
    compilePhase_->setVisible(compiling);
    compileProgress_->setVisible(compiling);
    cancelCompile_->setVisible(compiling);
    chooseList_->setEnabled(!compiling);
    const QString userPath = Settings::userDictionaryPath();
    useBuiltIn_->setEnabled(!compiling && !userPath.isEmpty());
    if (!userPath.isEmpty()) {
        const auto identity = dictionaryFileIdentity(QFile::encodeName(userPath).toStdString());
        dictionaryStatus_->setText(
            identity ? tr("New games use your word list %1 (%n word(s)).", nullptr,
                          int(std::min<std::uint64_t>(identity->words, INT_MAX)))
                           .arg(Settings::userDictionaryListName())
                     : tr("New games use your word list %1 (its compiled file is missing; the "
                          "built-in dictionary will be used).")
                           .arg(Settings::userDictionaryListName()));
        return;
    }
    const auto builtIn = dict::findDictionaryFile();
    const auto identity = builtIn ? dictionaryFileIdentity(*builtIn) : std::nullopt;
    dictionaryStatus_->setText(identity ? tr("New games use the built-in dictionary (%n word(s)).",
                                             nullptr,
                                             int(std::min<std::uint64_t>(identity->words, INT_MAX)))
                                        : tr("New games use the built-in dictionary."));
}

void SettingsDialog::chooseWordList() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Choose a word list"),
        QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
        tr("Word lists (*.txt);;All files (*)"));
    if (!path.isEmpty()) {
        compileWordList(path);
    }
}

void SettingsDialog::compileWordList(const QString& path) {
    if (compiler_->isRunning()) {
        return;
    }
    compilingList_ = path;
    dictionaryMessage_->clear();
    compileProgress_->setValue(0);
    compiler_->start(path);
    showDictionaryChoice();
}

void SettingsDialog::onCompiled() {
    const userdict::Outcome& outcome = compiler_->outcome();
    if (outcome.identity) {
        Settings::setUserDictionary(userdict::storedDictionaryPath(),
                                    QFileInfo(compilingList_).fileName());
        dictionaryMessage_->setText(tr("The list is ready: new games use it."));
    } else if (outcome.cancelled) {
        dictionaryMessage_->setText(tr("Cancelled; the dictionary choice was not changed."));
    } else {
        dictionaryMessage_->setText(
            tr("The list cannot be used; the dictionary choice was not changed.\n%1")
                .arg(outcome.error));
    }
    showDictionaryChoice();
    fitToContents();
}

// A word-wrapped label's height depends on its width, and a dialog already shown does not grow
// for a longer text by itself: without this, a fault's reason on the message's second line was
// cut off until the dialog was resized by hand.
void SettingsDialog::fitToContents() {
    if (!isVisible()) {
        return;  // showing lays the dialog out for its texts
    }
    for (QLabel* label : {dictionaryStatus_, dictionaryMessage_}) {
        label->setMinimumHeight(label->text().isEmpty() ? 0
                                                        : label->heightForWidth(label->width()));
    }
    if (QLayout* top = layout()) {
        top->activate();
    }
    const int wanted = minimumSizeHint().height();
    if (wanted > height()) {
        resize(width(), wanted);
    }
}

void SettingsDialog::useBuiltInDictionary() {
    Settings::setBuiltInDictionary();
    dictionaryMessage_->setText(tr("New games use the built-in dictionary."));
    showDictionaryChoice();
    fitToContents();
}

QString SettingsDialog::dictionaryStatus() const {
    return dictionaryStatus_->text();
}

QString SettingsDialog::dictionaryMessage() const {
    return dictionaryMessage_->text();
}

QString SettingsDialog::languageCode() const {
    return language_->currentData().toString();
}

bool SettingsDialog::animations() const {
    return animations_->isChecked();
}

bool SettingsDialog::highContrast() const {
    return highContrast_->isChecked();
}

bool SettingsDialog::largeText() const {
    return largeText_->isChecked();
}

int SettingsDialog::helpWindowSeconds() const {
    return helpWindow_->value();
}

int SettingsDialog::helpGraceMilliseconds() const {
    return int(std::lround(helpGrace_->value() * 1000.0));
}

int SettingsDialog::expertSeconds() const {
    return expertSeconds_->value();
}

int SettingsDialog::analysisDeals() const {
    return analysisDeals_->value();
}

}  // namespace ps::ui
