#include "services/DictionaryLoader.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent/QtConcurrentRun>

#include "bots/common_words.h"
#include "dictionary/dictionary.h"
#include "dictionary/dictionary_error.h"
#include "dictionary/word_overlay.h"
#include "services/Logging.h"
#include "services/Settings.h"
#include "services/UserDictionary.h"

namespace ps::ui {

bool DictionaryLoader::TableLexicon::contains(std::span<const Letter> word) const {
    const dict::Dictionary* dictionary = table_.load();
    if (dictionary == nullptr) {
        return false;
    }
    const dict::WordOverlay* overlay = overlay_.load();
    return overlay != nullptr ? overlay->accepts(*dictionary, word) : dictionary->contains(word);
}

dict::Relation DictionaryLoader::TableLexicon::relation(std::span<const Letter> candidate,
                                                        std::span<const Letter> played) const {
    const dict::Dictionary* dictionary = table_.load();
    return dictionary != nullptr ? dictionary->relation(candidate, played) : dict::Relation::None;
}

DictionaryLoader::DictionaryLoader(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, [this] {
        const Outcome outcome = watcher_.result();
        commonWords_ = outcome.commonWords;
        loadMs_ = outcome.milliseconds;
        error_ = outcome.loaded.error;
        if (outcome.loaded.dictionary) {
            useStoredOverlay();
            adopt(outcome.loaded);
        }
        emit finished();
        if (!outcome.loaded.notice.isEmpty()) {
            emit noticed(outcome.loaded.notice);
        }
    });
}

DictionaryLoader::~DictionaryLoader() {
    watcher_.waitForFinished();
}

namespace {

QString describeFault(dict::DictionaryFault fault) {
    switch (fault) {
        case dict::DictionaryFault::CannotRead:
            return QCoreApplication::translate("DictionaryLoader", "the file cannot be read");
        case dict::DictionaryFault::NotADictionary:
            return QCoreApplication::translate("DictionaryLoader",
                                               "the file is not a Potęga Słowa dictionary");
        case dict::DictionaryFault::OtherVersion:
            return QCoreApplication::translate("DictionaryLoader",
                                               "the file was made for another version of the game");
        case dict::DictionaryFault::Truncated:
            return QCoreApplication::translate("DictionaryLoader",
                                               "the file is incomplete or has bytes past its end");
        case dict::DictionaryFault::Damaged:
            break;
    }
    return QCoreApplication::translate("DictionaryLoader", "the file is damaged");
}

}  // namespace

DictionaryLoader::Loaded DictionaryLoader::loadFile(const QString& path, bool userList) {
    Loaded loaded;
    loaded.path = path;
    loaded.userList = userList;
    try {
        loaded.dictionary = std::make_shared<const dict::Dictionary>(
            dict::Dictionary::load(QFile::encodeName(path).toStdString()));
        // Loading checked the header's checksum against the contents: the identity is the file's.
        loaded.identity = dictionaryFileIdentity(QFile::encodeName(path).toStdString());
    } catch (const dict::DictionaryFileError& error) {
        // The cause in the player's language; the English detail goes to the log.
        qCWarning(lcApp) << "the dictionary" << path << "cannot be used:" << error.what();
        loaded.dictionary.reset();
        loaded.error =
            QCoreApplication::translate("DictionaryLoader", "The dictionary cannot be used: %1")
                .arg(describeFault(error.fault()));
    } catch (const std::exception& error) {
        loaded.dictionary.reset();
        loaded.error =
            QCoreApplication::translate("DictionaryLoader", "The dictionary cannot be used: %1")
                .arg(QString::fromUtf8(error.what()));
    }
    return loaded;
}

DictionaryLoader::Loaded DictionaryLoader::loadChosen(const QString& userPath) {
    QString notice;
    if (!userPath.isEmpty()) {
        Loaded user = loadFile(userPath, true);
        if (user.dictionary) {
            return user;
        }
        const QString why =
            QFile::exists(userPath)
                ? user.error
                : QCoreApplication::translate("DictionaryLoader", "the file is missing");
        notice = QCoreApplication::translate(
                     "DictionaryLoader",
                     "Your word list (%1) cannot be used: %2\nThe built-in dictionary is used "
                     "instead; choose the list again in Settings → Dictionary.")
                     .arg(QDir::toNativeSeparators(userPath), why);
    }
    Loaded builtIn;
    const auto path = dict::findDictionaryFile();
    if (!path) {
        builtIn.error = QCoreApplication::translate(
            "DictionaryLoader",
            "The Polish dictionary (polish.dict) was not found. Build it with "
            "scripts/play.sh or set POTEGA_DICTIONARY to its path.");
    } else {
        builtIn = loadFile(QString::fromStdString(path->string()), false);
    }
    builtIn.notice = notice;
    return builtIn;
}

void DictionaryLoader::start() {
    if (watcher_.isRunning() || isReady()) {
        return;
    }
    const QString userPath = Settings::userDictionaryPath();
    watcher_.setFuture(QtConcurrent::run([userPath] {
        Outcome outcome;
        QElapsedTimer timer;
        timer.start();
        outcome.loaded = loadChosen(userPath);
        if (const auto words = bots::findCommonWordsFile()) {
            try {
                outcome.commonWords =
                    std::make_shared<const bots::CommonWords>(bots::CommonWords::load(*words));
            } catch (const std::exception& error) {
                // Optional: the Easy bot then plays short words only; said in the log.
                qCWarning(lcApp) << "the common-words list" << words->c_str()
                                 << "cannot be used:" << error.what();
            }
        }
        outcome.milliseconds = timer.elapsed();
        return outcome;
    }));
}

bool DictionaryLoader::useStoredOverlay() {
    auto overlay = std::make_shared<const dict::WordOverlay>(userdict::storedOverlay());
    const dict::WordOverlay* current = overlay_.load();
    const dict::OverlayIdentity was =
        current != nullptr ? current->identity() : dict::OverlayIdentity{};
    if (overlay->identity() == was) {
        return false;
    }
    if (overlay->empty()) {
        overlay_.store(nullptr);
    } else {
        keptOverlays_.push_back(overlay);
        overlay_.store(overlay.get());
    }
    if (identity_) {
        identity_->overlay = userdict::overlayIdentity(*overlay);
    }
    qCInfo(lcApp) << "the table's own words:" << overlay->added().size() << "added,"
                  << overlay->removed().size() << "removed";
    return true;
}

void DictionaryLoader::adopt(const Loaded& loaded) {
    kept_.push_back(loaded.dictionary);
    table_.store(loaded.dictionary.get());
    identity_ = loaded.identity;
    if (identity_) {
        const dict::WordOverlay* overlay = overlay_.load();
        identity_->overlay = overlay != nullptr ? userdict::overlayIdentity(*overlay)
                                                : engine::io::OverlayIdentity{};
    }
    usesUserList_ = loaded.userList;
    path_ = loaded.path;
    error_.clear();
    if (!loaded.notice.isEmpty()) {
        Settings::setBuiltInDictionary();  // else every new game would repeat the notice
    }
    qCInfo(lcApp) << "the table's dictionary:" << path_;
}

std::optional<QString> DictionaryLoader::useChosenDictionary() {
    if (isLoading() || !isReady()) {
        return std::nullopt;  // the first load reads the choice itself
    }
    // The player's additions and removals as they are now, whatever the dictionary.
    if (useStoredOverlay()) {
        emit tableDictionaryChanged();
    }
    const QString userPath = Settings::userDictionaryPath();
    if (userPath.isEmpty() && !usesUserList_) {
        return std::nullopt;
    }
    const auto fileIdentity = dictionaryFileIdentity(QFile::encodeName(userPath).toStdString());
    if (!userPath.isEmpty() && usesUserList_ && QFileInfo(userPath) == QFileInfo(path_) &&
        fileIdentity && identity_ && fileIdentity->sameDictionary(*identity_)) {
        return std::nullopt;  // the same file, unchanged
    }
    QApplication::setOverrideCursor(Qt::BusyCursor);
    const Loaded loaded = loadChosen(userPath);
    QApplication::restoreOverrideCursor();
    if (!loaded.dictionary) {
        // Not even the built-in one: the table keeps what it has.
        emit noticed(loaded.notice.isEmpty() ? loaded.error : loaded.notice + u'\n' + loaded.error);
        return loaded.error;
    }
    adopt(loaded);
    emit tableDictionaryChanged();
    if (!loaded.notice.isEmpty()) {
        emit noticed(loaded.notice);
        return loaded.notice;
    }
    return std::nullopt;
}

QString DictionaryLoader::displayName() const {
    if (!identity_) {
        return QCoreApplication::translate("DictionaryLoader", "no dictionary");
    }
    const QString what =
        usesUserList_ ? QCoreApplication::translate("DictionaryLoader", "your word list %1")
                            .arg(Settings::userDictionaryListName())
                      : QCoreApplication::translate("DictionaryLoader", "the built-in dictionary");
    return QCoreApplication::translate("DictionaryLoader", "%1 (%2)")
        .arg(what, describeDictionary(*identity_));
}

bool DictionaryLoader::waitUntilLoaded() {
    if (isLoading()) {
        QApplication::setOverrideCursor(Qt::BusyCursor);
        QEventLoop loop;
        connect(this, &DictionaryLoader::finished, &loop, &QEventLoop::quit);
        if (isLoading()) {
            loop.exec();
        }
        QApplication::restoreOverrideCursor();
    }
    return isReady();
}

}  // namespace ps::ui
