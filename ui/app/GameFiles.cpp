#include "app/GameFiles.h"

#include <algorithm>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QLockFile>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTime>
#include <QWidget>

#include "files/atomic_file.h"
#include "game/GameController.h"
#include "game/SaveGame.h"
#include "services/DictionaryLoader.h"
#include "services/Logging.h"
#include "services/Settings.h"
#include "services/UserDictionary.h"

namespace ps::ui {

namespace {

// A synced write that takes longer than this stalls the window noticeably: it is logged.
constexpr qint64 kSlowAutosaveMs = 250;

const QString kInterruptedPrefix = QStringLiteral("interrupted-");

QString suffix() {
    return QStringLiteral(".") + QString::fromLatin1(kSaveSuffix);
}

}  // namespace

GameFiles::GameFiles(QWidget* window)
    : QObject(window),
      window_(window),
      dataFolder_(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)) {}

GameFiles::~GameFiles() = default;

void GameFiles::setController(GameController* controller) {
    controller_ = controller;
    connect(controller, &GameController::gameStarted, this, &GameFiles::onGameStarted);
}

void GameFiles::setDictionaryLoader(DictionaryLoader* loader) {
    loader_ = loader;
    connect(loader, &DictionaryLoader::noticed, this, [this](const QString& message) {
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Dictionary"), message,
                                    QMessageBox::Ok, window_);
        box->setObjectName(QStringLiteral("dictionaryNotice"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
}

void GameFiles::setDictionaryIdentity(std::optional<engine::io::DictionaryIdentity> identity,
                                      const QString& displayName) {
    identity_ = identity;
    identityName_ = displayName;
}

std::optional<engine::io::DictionaryIdentity> GameFiles::tableDictionary() const {
    return loader_ != nullptr ? loader_->identity() : identity_;
}

QString GameFiles::tableDictionaryName() const {
    if (loader_ != nullptr) {
        return loader_->displayName();
    }
    if (!identityName_.isEmpty()) {
        return identityName_;
    }
    return identity_ ? describeDictionary(*identity_) : QString();
}

void GameFiles::tellAboutDictionary(const std::optional<engine::io::DictionaryIdentity>& saved) {
    lastDictionaryNote_.clear();
    const auto current = tableDictionary();
    if (!saved || !current || *saved == *current) {
        return;  // the same dictionary, or one of them unknown (an older save)
    }
    QString title;
    if (saved->sameDictionary(*current)) {
        // The same dictionary under other additions and removals of the player's own.
        lastDictionaryNote_ =
            tr("This game was played with other words of your own (added and removed in "
               "Settings → Dictionary): %1.\nYour words now: %2.\n"
               "The game goes on as it was saved; words played from now on are checked with "
               "your words of now.")
                .arg(describeOverlay(saved->overlay), describeOverlay(current->overlay));
        emit statusMessage(tr("This game was played with other words of your own."), 8000);
        title = tr("Other words of your own");
    } else {
        lastDictionaryNote_ =
            tr("This game was played with another dictionary: %1.\nThe dictionary in use now: "
               "%2.\nThe game goes on as it was saved; words played from now on are checked "
               "against the dictionary in use.")
                .arg(describeDictionary(*saved), tableDictionaryName());
        emit statusMessage(tr("This game was played with another dictionary."), 8000);
        title = tr("Another dictionary");
    }
    auto* box = new QMessageBox(QMessageBox::Information, title, lastDictionaryNote_,
                                QMessageBox::Ok, window_);
    box->setObjectName(QStringLiteral("dictionaryMismatch"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

QString GameFiles::autosavePath() const {
    return dataFolder_ + QStringLiteral("/autosave") + suffix();
}

bool GameFiles::claimAutosave() {
    if (owned_) {
        return true;
    }
    QDir().mkpath(dataFolder_);
    lock_ = std::make_unique<QLockFile>(dataFolder_ + QStringLiteral("/autosave.lock"));
    // A lock whose process is gone is stale at once; a live one is never taken over.
    lock_->setStaleLockTime(0);
    if (!lock_->tryLock(0)) {
        if (lock_->error() == QLockFile::LockFailedError) {
            lock_.reset();
            if (!warnedLockedOut_) {
                warnedLockedOut_ = true;
                qCInfo(lcApp) << "the autosave belongs to another running instance";
                setSaveState(tr("Not saved automatically"), lockedOutMessage(), true);
            }
            return false;
        }
        // No lock can be made (a read-only folder): saves there will fail and say so; the
        // games in it can still be resumed.
        qCWarning(lcApp) << "cannot lock the autosave in" << dataFolder_ << lock_->error();
        lock_.reset();
    }
    owned_ = true;
    if (warnedLockedOut_) {
        warnedLockedOut_ = false;
        setSaveState(QString(), QString(), false);
    }
    for (const auto& removed : files::removeLeftoverTemporaries(
             QFile::encodeName(dataFolder_).toStdString(), suffix().toStdString())) {
        qCInfo(lcApp) << "removed the leftover of an interrupted save:" << removed.c_str();
    }
    emit interruptedGamesChanged();
    return true;
}

void GameFiles::setSaveState(const QString& text, const QString& detail, bool problem) {
    if (text == saveStateText_ && detail == saveStateDetail_) {
        return;
    }
    saveStateText_ = text;
    saveStateDetail_ = detail;
    emit saveStateChanged(text, detail, problem);
}

QString GameFiles::lockedOutMessage() const {
    return tr(
        "Another Potęga Słowa window is open and keeps the automatic save: this game is "
        "not saved automatically (use Game → Save).");
}

void GameFiles::onGameStarted() {
    historyHoldsFinishedGame_ = false;
    if (!adoptingAutosave_) {
        autosaveHoldsTableGame_ = false;  // the autosave now holds the previous game, if any
    }
}

void GameFiles::finishedGameRecorded(bool written) {
    if (controller_ == nullptr || !controller_->hasGame() || !controller_->isOver()) {
        return;  // another game is on the table already: its own autosave stays
    }
    historyHoldsFinishedGame_ = written;
    if (written) {
        autosave();                  // the history holds it: the autosave goes
    } else if (!autosaveFailing_) {  // a failing autosave keeps its own warning
        setSaveState(tr("Game kept in the autosave"),
                     tr("The game history could not take this game, so it stays in %1: it is "
                        "offered when the app starts, and Game → Save as… keeps it elsewhere.")
                         .arg(QDir::toNativeSeparators(autosavePath())),
                     true);
    }
}

bool GameFiles::keepAutosaveAsInterrupted() {
    const QString autosave = autosavePath();
    const QString stamp =
        QFileInfo(autosave).lastModified().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = dataFolder_ + QLatin1Char('/') + kInterruptedPrefix + stamp + suffix();
    for (int n = 2; QFile::exists(target); ++n) {
        target = dataFolder_ + QLatin1Char('/') + kInterruptedPrefix + stamp +
                 QStringLiteral("-%1").arg(n) + suffix();
    }
    if (!QFile::rename(autosave, target)) {
        setSaveState(tr("The game is NOT being saved"),
                     tr("The interrupted game in %1 could not be kept aside, so this game "
                        "is not saved automatically. Save it with Game → Save as….")
                         .arg(QDir::toNativeSeparators(autosave)),
                     true);
        return false;
    }
    qCInfo(lcApp) << "kept the interrupted game as" << target;
    emit interruptedGamesChanged();
    return true;
}

void GameFiles::autosave() {
    // A game refereed by another machine is the host's to keep: its draw pile here is made up.
    if (!autosaveEnabled_ || controller_ == nullptr || !controller_->hasGame()) {
        return;
    }
    if (controller_->setup().lesson) {
        // A lesson resumes at its own remembered step; it is no interrupted game.
        setSaveState(QString(), QString(), false);
        return;
    }
    if (controller_->followsReferee()) {
        setSaveState(tr("Kept by the host"),
                     tr("A game followed from another computer is kept by its host, which "
                        "saves it after every move; it is not saved here."),
                     false);
        return;
    }
    if (!claimAutosave()) {
        return;
    }
    const QString path = autosavePath();
    // Until the history holds a finished game, its final position is saved like any other.
    if (controller_->isOver() && (!historyConfirms_ || historyHoldsFinishedGame_)) {
        if (autosaveHoldsTableGame_ && QFile::exists(path)) {
            QFile::remove(path);  // nothing left to resume
            emit interruptedGamesChanged();
        }
        setSaveState(QString(), QString(), false);
        return;
    }
    if (!autosaveHoldsTableGame_ && QFile::exists(path) && !keepAutosaveAsInterrupted()) {
        return;
    }
    // The window redraws far more often than the game changes; each write waits for the disk
    // (the save is synced), so a save identical to the last one is not written again.
    const QString text = saveText(controller_->setup(), controller_->position(),
                                  controller_->actions(), tableDictionary());
    if (autosaveHoldsTableGame_ && !autosaveFailing_ && text == lastAutosaveText_ &&
        QFile::exists(path)) {
        return;
    }
    ++autosaveWrites_;
    QElapsedTimer writing;
    writing.start();
    auto problem = writeSaveText(path, text);
    if (writing.elapsed() > kSlowAutosaveMs) {
        qCWarning(lcApp) << "the automatic save took" << writing.elapsed()
                         << "ms: the disk is slow or busy";
    }
    if (problem) {
        qCWarning(lcApp) << "autosave failed:" << *problem;
        autosaveFailing_ = true;
        setSaveState(tr("The game is NOT being saved"),
                     *problem + QStringLiteral("\n\n") +
                         tr("What to do: free some space on the disk or make the folder "
                            "writable, or save the game elsewhere with Game → Save as…. This "
                            "warning stays until a save succeeds."),
                     true);
        // A failed write left the previous file as it was: if that was an interrupted game,
        // it still is one.
        return;
    }
    lastAutosaveText_ = text;
    if (!autosaveHoldsTableGame_) {
        autosaveHoldsTableGame_ = true;
        emit interruptedGamesChanged();
    }
    if (autosaveFailing_) {
        autosaveFailing_ = false;
        emit statusMessage(tr("The automatic save works again."), 4000);
    }
    setSaveState(tr("Saved %1").arg(QTime::currentTime().toString(QStringLiteral("HH:mm"))),
                 tr("The game is saved automatically after every move, in %1.")
                     .arg(QDir::toNativeSeparators(path)),
                 false);
}

std::optional<QString> GameFiles::saveTo(const QString& path) {
    if (controller_ == nullptr || !controller_->hasGame()) {
        return tr("There is no game to save.");
    }
    auto problem = writeSaveFile(path, controller_->setup(), controller_->position(),
                                 controller_->actions(), {}, tableDictionary());
    if (problem) {
        qCWarning(lcApp) << "save failed:" << *problem;
        return problem;
    }
    currentFile_ = path;
    emit statusMessage(tr("Saved to %1.").arg(QDir::toNativeSeparators(path)), 4000);
    return std::nullopt;
}

std::optional<QString> GameFiles::loadFrom(const QString& path, bool quiet) {
    if (controller_ == nullptr) {
        return tr("The dictionary is not loaded yet.");
    }
    LoadedGame loaded = readSaveFile(path, controller_->lexicon());
    std::optional<QString> problem;
    if (!loaded.game) {
        problem = loaded.error;
    } else {
        if (loader_ != nullptr) {
            // The opened game replaces the running one: it takes the dictionary chosen for new
            // games (a notice, if any, is shown by the loader's signal).
            loader_->useChosenDictionary();
        }
        GameSetup setup = loaded.game->setup;
        bool reopen = false;
        if (!setup.onlineRoom.isEmpty()) {
            reopen = askReopenOnline_ && askReopenOnline_(setup);
            if (!reopen) {
                // Played on at this screen: the friends' seats are people here.
                setup.onlineRoom.clear();
                for (SeatSetup& seat : setup.seats) {
                    seat.account.clear();
                }
            }
        }
        problem = controller_->resume(loaded.game->state, setup, loaded.game->actions);
        if (!problem && reopen) {
            emit onlineTableToReopen(setup);
        }
    }
    if (problem) {
        if (!quiet) {
            QMessageBox::warning(window_, tr("Open a saved game"),
                                 tr("The game could not be opened; nothing was changed.") +
                                     QStringLiteral("\n\n") + *problem);
        }
        return problem;
    }
    currentFile_ = QFileInfo(path).absolutePath() == QFileInfo(dataFolder_).absoluteFilePath()
                       ? QString()  // the autosave or an interrupted game: Save asks where
                       : path;
    tellAboutDictionary(loaded.game->dictionary);
    return std::nullopt;
}

bool GameFiles::confirmReplacingGame() {
    if (controller_ == nullptr || !controller_->hasGame() || controller_->isOver()) {
        return true;
    }
    QMessageBox box(window_);
    box.setObjectName(QStringLiteral("replaceGameDialog"));
    box.setIcon(QMessageBox::Question);
    box.setWindowTitle(tr("Open a game"));
    box.setText(tr("A game is in progress. Save it before opening another one?"));
    box.setInformativeText(
        keepsInterruptedGames()
            ? tr("\"Open anyway\" keeps it under Game → Interrupted games: nothing is lost.")
            : tr("This window does not save it automatically: save it first to keep it."));
    auto* saveFirst = box.addButton(tr("&Save first…"), QMessageBox::AcceptRole);
    saveFirst->setObjectName(QStringLiteral("saveFirstButton"));
    auto* openAnyway = box.addButton(tr("&Open anyway"), QMessageBox::DestructiveRole);
    openAnyway->setObjectName(QStringLiteral("openAnywayButton"));
    auto* cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    box.setDefaultButton(saveFirst);
    box.setEscapeButton(cancel);
    box.exec();
    if (box.clickedButton() == saveFirst) {
        return saveInteractively(currentFile_.isEmpty());
    }
    if (box.clickedButton() == openAnyway) {
        autosave();  // the latest state, kept among the interrupted games once replaced
        return true;
    }
    return false;
}

bool GameFiles::openFile(const QString& path) {
    if (!confirmReplacingGame()) {
        return false;
    }
    return !loadFrom(path).has_value();
}

QString GameFiles::startFolder() {
    const QString last = Settings::lastGameFolder();
    if (!last.isEmpty() && QFileInfo(last).isDir()) {
        return last;
    }
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir()) {
        return documents;
    }
    return QDir::homePath();
}

void GameFiles::open() {
    const QString path = QFileDialog::getOpenFileName(
        window_, tr("Open a saved game"), startFolder(),
        tr("Potęga Słowa games (*.%1);;All files (*)").arg(QString::fromLatin1(kSaveSuffix)));
    if (!path.isEmpty()) {
        Settings::setLastGameFolder(QFileInfo(path).absolutePath());
        openFile(path);
    }
    emit dialogsClosed();
}

void GameFiles::save() {
    saveInteractively(currentFile_.isEmpty());
    emit dialogsClosed();
}

void GameFiles::saveAs() {
    saveInteractively(true);
    emit dialogsClosed();
}

bool GameFiles::saveInteractively(bool chooseFile) {
    if (controller_ == nullptr || !controller_->hasGame()) {
        return false;
    }
    if (controller_->followsReferee()) {
        QMessageBox::information(window_, tr("Save"),
                                 tr("This game is played at another player's table: the host "
                                    "keeps it and can resume it."));
        return false;
    }
    QString path = currentFile_;
    if (chooseFile) {
        path = QFileDialog::getSaveFileName(
            window_, tr("Save the game"),
            startFolder() + QStringLiteral("/potega-slowa") + suffix(),
            tr("Potęga Słowa games (*.%1)").arg(QString::fromLatin1(kSaveSuffix)));
        if (path.isEmpty()) {
            return false;
        }
        Settings::setLastGameFolder(QFileInfo(path).absolutePath());
        if (!path.endsWith(suffix())) {
            path += suffix();
        }
    }
    if (auto problem = saveTo(path)) {
        QMessageBox::warning(window_, tr("Save"), *problem);
        return false;
    }
    return true;
}

QList<InterruptedGame> GameFiles::interruptedGames() const {
    QList<InterruptedGame> games;
    if (!owned_) {
        return games;
    }
    const QDir folder(dataFolder_);
    QStringList names =
        folder.entryList({kInterruptedPrefix + QStringLiteral("*") + suffix()}, QDir::Files);
    if (!autosaveHoldsTableGame_ && QFile::exists(autosavePath())) {
        names.append(QFileInfo(autosavePath()).fileName());
    }
    for (const QString& name : names) {
        const QFileInfo info(folder.filePath(name));
        // A folder, a FIFO or a device at these names is no game to resume (a file that does
        // not read as a save is a damaged one: offerResume puts it aside with a message).
        if (info.isFile()) {
            games.append({info.absoluteFilePath(), info.lastModified()});
        } else {
            qCWarning(lcApp) << "not offered for resuming: not a file:" << info.absoluteFilePath();
        }
    }
    std::sort(games.begin(), games.end(), [](const InterruptedGame& a, const InterruptedGame& b) {
        return a.savedAt > b.savedAt;
    });
    return games;
}

bool GameFiles::offerResume(bool ask) {
    if (controller_ == nullptr || !claimAutosave()) {
        return false;
    }
    const QList<InterruptedGame> games = interruptedGames();
    if (games.isEmpty()) {
        return false;
    }
    // Only what reads as a save is offered; a file that does not (damaged, or a stranger's)
    // is put aside at once with its message, without a question that could only end so.
    if (ask && readsAsSave(games.front().path)) {
        QMessageBox box(window_);
        box.setObjectName(QStringLiteral("resumeDialog"));
        box.setIcon(QMessageBox::Question);
        box.setWindowTitle(tr("Resume the game?"));
        box.setText(tr("A game was interrupted (saved %1). Resume it where it stopped?")
                        .arg(QLocale().toString(games.front().savedAt, QLocale::ShortFormat)));
        box.setInformativeText(tr("Not now keeps it: Game → Interrupted games resumes it later."));
        auto* resume = box.addButton(tr("&Resume"), QMessageBox::AcceptRole);
        resume->setObjectName(QStringLiteral("resumeButton"));
        box.addButton(tr("&Not now"), QMessageBox::RejectRole);
        box.setDefaultButton(resume);
        box.exec();
        if (box.clickedButton() != resume) {
            return false;
        }
    }
    return resumeInterrupted(games.front().path, false);
}

bool GameFiles::resumeInterrupted(const QString& path, bool ask) {
    if (controller_ == nullptr || !claimAutosave()) {
        return false;
    }
    if (ask && !confirmReplacingGame()) {
        return false;
    }
    const bool isAutosave = QFileInfo(path) == QFileInfo(autosavePath());
    const bool heldBefore = autosaveHoldsTableGame_;
    adoptingAutosave_ = isAutosave;
    autosaveHoldsTableGame_ = autosaveHoldsTableGame_ || isAutosave;
    auto problem = loadFrom(path, true);
    adoptingAutosave_ = false;
    if (problem) {
        autosaveHoldsTableGame_ = heldBefore;
        // Keep the damaged file aside for a bug report, and say what happened.
        const QString damaged = path + QStringLiteral(".damaged");
        QFile::remove(damaged);
        QFile::rename(path, damaged);
        emit interruptedGamesChanged();
        QMessageBox box(QMessageBox::Warning, tr("Resume the game?"),
                        tr("The interrupted game could not be restored; it was kept as %1.")
                                .arg(QDir::toNativeSeparators(damaged)) +
                            QStringLiteral("\n\n") + *problem,
                        QMessageBox::Ok, window_);
        box.setObjectName(QStringLiteral("resumeFailed"));
        box.exec();
        return false;
    }
    // The autosave now holds the resumed game: its interrupted copy has done its job. When the
    // autosave could not be written, the copy stays, so the game is still kept.
    if (!isAutosave && autosaveHoldsTableGame_) {
        QFile::remove(path);
    }
    emit interruptedGamesChanged();
    return true;
}

bool GameFiles::discardInterrupted(const QString& path, bool ask) {
    const QList<InterruptedGame> games = interruptedGames();
    if (std::none_of(games.begin(), games.end(), [&](const InterruptedGame& game) {
            return QFileInfo(game.path) == QFileInfo(path);
        })) {
        return false;  // only an interrupted game, never the one on the table
    }
    if (ask) {
        QMessageBox box(
            QMessageBox::Question, tr("Discard the game?"),
            tr("Discard the game interrupted on %1? It cannot be resumed afterwards.")
                .arg(QLocale().toString(QFileInfo(path).lastModified(), QLocale::ShortFormat)),
            QMessageBox::Discard | QMessageBox::Cancel, window_);
        box.setObjectName(QStringLiteral("discardDialog"));
        box.setDefaultButton(QMessageBox::Cancel);
        if (box.exec() != QMessageBox::Discard) {
            return false;
        }
    }
    const bool removed = QFile::remove(path);
    if (!removed) {
        emit statusMessage(tr("%1 could not be deleted.").arg(QDir::toNativeSeparators(path)), 0);
    }
    emit interruptedGamesChanged();
    return removed;
}

void GameFiles::fillInterruptedMenu(QMenu* menu) {
    menu->clear();
    const QList<InterruptedGame> games = interruptedGames();
    if (games.isEmpty()) {
        menu->addAction(owned_ ? tr("No interrupted games") : lockedOutMessage())
            ->setEnabled(false);
        return;
    }
    for (const InterruptedGame& game : games) {
        QMenu* entry = menu->addMenu(
            tr("Game saved %1").arg(QLocale().toString(game.savedAt, QLocale::ShortFormat)));
        const QString path = game.path;
        connect(entry->addAction(tr("&Resume")), &QAction::triggered, this,
                [this, path] { resumeInterrupted(path); });
        connect(entry->addAction(tr("&Discard…")), &QAction::triggered, this,
                [this, path] { discardInterrupted(path); });
    }
}

}  // namespace ps::ui
