#include "services/UserDictionary.h"

#if __has_include(<malloc.h>)
#include <malloc.h>  // malloc_trim (glibc)
#endif

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>
#include <array>
#include <cerrno>
#include <climits>
#include <cstring>
#include <fstream>

#include "dictionary/compiler.h"
#include "dictionary/dictionary.h"
#include "dictionary/format.h"
#include "files/atomic_file.h"
#include "services/Settings.h"
#include "services/WriteFailure.h"

namespace ps::ui {

namespace {

std::uint64_t littleEndian64(std::span<const std::uint8_t> bytes, std::size_t offset) {
    std::uint64_t value = 0;
    for (std::size_t i = 8; i-- > 0;) {
        value = (value << 8) | bytes[offset + i];
    }
    return value;
}

}  // namespace

std::optional<DictionaryIdentity> dictionaryFileIdentity(const std::filesystem::path& path) {
    std::array<std::uint8_t, dict::format::kHeaderSize> header{};
    std::ifstream in(path, std::ios::binary);
    in.read(reinterpret_cast<char*>(header.data()), std::streamsize(header.size()));
    if (!in) {
        return std::nullopt;
    }
    return dictionaryBytesIdentity(header);
}

DictionaryIdentity dictionaryBytesIdentity(std::span<const std::uint8_t> bytes) {
    if (bytes.size() < dict::format::kHeaderSize) {
        return {};
    }
    return {littleEndian64(bytes, dict::format::offsets::kChecksum),
            littleEndian64(bytes, dict::format::offsets::kWordCount)};
}

QString describeDictionary(const DictionaryIdentity& identity) {
    // The count first: lupdate's parser loops for ever on a template argument list inside a
    // translate() call.
    const int words = int(std::min<std::uint64_t>(identity.words, INT_MAX));
    const QString dictionary =
        QCoreApplication::translate("UserDictionary", "%n word(s), checksum %1", nullptr, words)
            .arg(QString::fromStdString(engine::io::checksumText(identity.checksum)));
    if (identity.overlay.empty()) {
        return dictionary;
    }
    return QCoreApplication::translate("UserDictionary", "%1; your words: %2")
        .arg(dictionary, describeOverlay(identity.overlay));
}

QString describeOverlay(const engine::io::OverlayIdentity& overlay) {
    if (overlay.empty()) {
        return QCoreApplication::translate("UserDictionary", "none");
    }
    const int added = int(std::min<std::uint64_t>(overlay.added, INT_MAX));
    const int removed = int(std::min<std::uint64_t>(overlay.removed, INT_MAX));
    return QCoreApplication::translate("UserDictionary", "%1, %2 (checksum %3)")
        .arg(QCoreApplication::translate("UserDictionary", "%n added", nullptr, added),
             QCoreApplication::translate("UserDictionary", "%n removed", nullptr, removed),
             QString::fromStdString(engine::io::checksumText(overlay.checksum)));
}

namespace userdict {

QString storedDictionaryPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/word-list.dict");
}

namespace {

// Why a line (or a typed word) is no word, for people: parseWord's verdict worded.
QString describeNotAWord(const QString& text, text::WordFault fault, char32_t character,
                         int position, std::size_t letters) {
    const QString line = text.left(40);
    switch (fault) {
        case text::WordFault::TooLong:
            return letters > 0
                       ? QCoreApplication::translate("UserDictionary",
                                                     "\"%1\" has %2 letters; a word may have at "
                                                     "most %3.")
                             .arg(line, QString::number(letters),
                                  QString::number(text::kMaxWordLength))
                       : QCoreApplication::translate("UserDictionary",
                                                     "\"%1\" is longer than %2 letters.")
                             .arg(line, QString::number(text::kMaxWordLength));
        case text::WordFault::NotALetter:
            if (character == U' ' || character == U'\t') {
                return QCoreApplication::translate(
                           "UserDictionary", "\"%1\" is more than one word (one word a line).")
                    .arg(line);
            }
            if (character != 0) {
                return QCoreApplication::translate(
                           "UserDictionary",
                           "in \"%1\", \"%2\" (U+%3) at position %4 is not a Polish "
                           "letter.")
                    .arg(line, QString::fromUcs4(&character, 1),
                         QStringLiteral("%1")
                             .arg(uint(character), 4, 16, QLatin1Char('0'))
                             .toUpper(),
                         QString::number(position));
            }
            break;
        case text::WordFault::Empty:
        case text::WordFault::None:
            break;
    }
    return QCoreApplication::translate("UserDictionary",
                                       "\"%1\" is not a word of the 32 Polish letters.")
        .arg(line);
}

}  // namespace

QString describeListFault(const dict::WordListResult& result, const QString& listName) {
    using dict::WordListFault;
    const auto onLine = [&](const QString& what) {
        return QCoreApplication::translate("UserDictionary", "Line %1 of %2: %3")
            .arg(QString::number(result.line), listName, what);
    };
    switch (result.fault) {
        case WordListFault::NoSuchFile:
            return QCoreApplication::translate("UserDictionary", "%1 does not exist.")
                .arg(listName);
        case WordListFault::NotARegularFile:
            switch (result.fileFault) {
                case text::FileFault::Directory:
                    return QCoreApplication::translate("UserDictionary",
                                                       "%1 is a folder, not a file.")
                        .arg(listName);
                case text::FileFault::Fifo:
                    return QCoreApplication::translate("UserDictionary",
                                                       "%1 is a named pipe (FIFO), not a file.")
                        .arg(listName);
                case text::FileFault::Device:
                    return QCoreApplication::translate("UserDictionary",
                                                       "%1 is a device, not a file.")
                        .arg(listName);
                default:
                    return QCoreApplication::translate("UserDictionary", "%1 is not a file.")
                        .arg(listName);
            }
        case WordListFault::CannotRead:
            if (result.systemError == ELOOP) {
                return QCoreApplication::translate("UserDictionary",
                                                   "%1 is a loop of symbolic links.")
                    .arg(listName);
            }
            return QCoreApplication::translate("UserDictionary", "%1 cannot be read.")
                .arg(listName);
        case WordListFault::NotUtf8:
            return onLine(QCoreApplication::translate("UserDictionary",
                                                      "not UTF-8 text (save the list as UTF-8)."));
        case WordListFault::LineTooLong:
            return onLine(
                QCoreApplication::translate("UserDictionary",
                                            "the line is longer than %1 bytes (one word a line).")
                    .arg(dict::kMaxListLineBytes));
        case WordListFault::NoWords:
            return QCoreApplication::translate(
                       "UserDictionary",
                       "%1 holds no words (one word a line; blank lines and lines starting with "
                       "# are ignored).")
                .arg(listName);
        case WordListFault::CarriageReturnLineEnds:
            return onLine(QCoreApplication::translate(
                "UserDictionary",
                "the lines end in a carriage return (CR) alone; save the list with LF or CRLF "
                "line ends (one word a line)."));
        case WordListFault::NotAWord:
            break;
        case WordListFault::Internal:
        case WordListFault::None:
            return QCoreApplication::translate("UserDictionary", "%1 could not be compiled: %2")
                .arg(listName, QString::fromStdString(result.message));
    }
    return onLine(describeNotAWord(QString::fromStdString(result.lineText), result.wordFault,
                                   result.character, result.position, result.letters));
}

namespace {

Outcome compileAndStore(const QString& listPath, const QString& target,
                        const std::atomic<bool>& cancel, const ProgressFunction& progress) {
    Outcome outcome;
    const auto report = [&](Phase phase, int percent) {
        if (progress) {
            progress(phase, percent);
        }
    };
    const QString listName = QFileInfo(listPath).fileName();
    // The compiler reads and checks up to 80 % of its job, then builds the automaton.
    dict::WordListOptions options;
    options.cancel = &cancel;
    int reported = -1;
    options.progress = [&](double fraction) {
        const int percent = int(fraction * 90);
        if (percent != reported) {
            reported = percent;
            report(fraction < 0.8 ? Phase::Reading : Phase::Compiling, percent);
        }
    };
    dict::WordListResult result = dict::compileWordList(
        std::filesystem::path(QFile::encodeName(listPath).toStdString()), options);
    if (result.status == dict::WordListStatus::Cancelled || cancel) {
        outcome.cancelled = true;
        return outcome;
    }
    if (!result.ok()) {
        outcome.error = describeListFault(result, listName);
        return outcome;
    }
    const std::vector<std::uint8_t>& bytes = result.compiled->bytes;
    try {
        // The file must load as the app will load it.
        (void)dict::Dictionary::fromBytes(bytes, listPath.toStdString());
    } catch (const std::exception& error) {
        outcome.error =
            QCoreApplication::translate("UserDictionary", "%1 could not be compiled: %2")
                .arg(listName, QString::fromUtf8(error.what()));
        return outcome;
    }
    report(Phase::Writing, 90);
    QDir().mkpath(QFileInfo(target).absolutePath());
    const files::WriteOutcome written = files::writeAtomically(
        QFile::encodeName(target).toStdString(),
        std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    if (!written.replaced) {
        outcome.error = QCoreApplication::translate(
                            "UserDictionary", "The compiled list could not be stored in %1: %2")
                            .arg(QDir::toNativeSeparators(target), describeWriteFailure(written));
        return outcome;
    }
    outcome.identity = dictionaryBytesIdentity(bytes);
    report(Phase::Writing, 100);
    return outcome;
}

}  // namespace

Outcome compileWordList(const QString& listPath, const QString& target,
                        const std::atomic<bool>& cancel, const ProgressFunction& progress) {
    Outcome outcome = compileAndStore(listPath, target, cancel, progress);
    // A large list's compile frees hundreds of megabytes that glibc would keep for later: hand
    // them back to the system.
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
    return outcome;
}

QString describeWordFault(const text::ParsedWord& parsed, const QString& text) {
    if (parsed.fault == text::WordFault::Empty) {
        return QCoreApplication::translate("UserDictionary", "Type a word first.");
    }
    const QString what = describeNotAWord(text.trimmed(), parsed.fault, parsed.character,
                                          parsed.position, parsed.letters);
    return what.left(1).toUpper() + what.mid(1);
}

dict::WordOverlay storedOverlay() {
    const auto toWords = [](const QStringList& list) {
        std::vector<Word> words;
        for (const QString& text : list) {
            if (auto word = wordFromUtf8(text.toStdString())) {
                words.push_back(std::move(*word));
            }
        }
        return words;
    };
    return dict::WordOverlay(toWords(Settings::addedWords()), toWords(Settings::removedWords()));
}

engine::io::OverlayIdentity overlayIdentity(const dict::WordOverlay& overlay) {
    const dict::OverlayIdentity& identity = overlay.identity();
    return {identity.checksum, identity.added, identity.removed};
}

OwnWordChange changeOwnWord(const QString& text, bool add) {
    const auto parsed = text::parseWord(text.toStdString());
    if (!parsed.ok()) {
        return {{}, describeWordFault(parsed, text)};
    }
    const QString word = QString::fromStdString(toUtf8(*parsed.word));
    QStringList added = Settings::addedWords();
    QStringList removed = Settings::removedWords();
    added.removeAll(word);
    removed.removeAll(word);
    (add ? added : removed) << word;
    Settings::setOwnWords(added, removed);
    return {word, {}};
}

void forgetOwnWord(const QString& word) {
    QStringList added = Settings::addedWords();
    QStringList removed = Settings::removedWords();
    added.removeAll(word);
    removed.removeAll(word);
    Settings::setOwnWords(added, removed);
}

}  // namespace userdict

UserDictionaryCompiler::UserDictionaryCompiler(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, [this] {
        outcome_ = watcher_.result();
        emit finished();
    });
}

UserDictionaryCompiler::~UserDictionaryCompiler() {
    cancel_ = true;
    watcher_.waitForFinished();
}

void UserDictionaryCompiler::start(const QString& listPath, const QString& target) {
    if (isRunning()) {
        return;
    }
    cancel_ = false;
    outcome_ = {};
    const QString stored = target.isEmpty() ? userdict::storedDictionaryPath() : target;
    // The worker reports through a queued signal: this object lives on the UI thread.
    const auto progress = [this](userdict::Phase phase, int percent) {
        QString name;
        switch (phase) {
            case userdict::Phase::Reading:
                name = tr("Reading and checking the words…");
                break;
            case userdict::Phase::Compiling:
                name = tr("Compiling…");
                break;
            case userdict::Phase::Writing:
                name = tr("Storing…");
                break;
        }
        emit progressed(percent, name);
    };
    watcher_.setFuture(QtConcurrent::run([this, listPath, stored, progress] {
        return userdict::compileWordList(listPath, stored, cancel_, progress);
    }));
}

}  // namespace ps::ui
