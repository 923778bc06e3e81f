#include "app/UserDictionary.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>
#include <array>
#include <climits>
#include <cstring>
#include <fstream>

#include "dictionary/compiler.h"
#include "dictionary/dictionary.h"
#include "dictionary/format.h"
#include "dictionary/read_file.h"
#include "files/atomic_file.h"
#include "text/bounded_file.h"
#include "text/normalize.h"

namespace ps::ui {

namespace {

std::uint64_t littleEndian64(std::span<const std::uint8_t> bytes, std::size_t offset) {
    std::uint64_t value = 0;
    for (std::size_t i = 8; i-- > 0;) {
        value = (value << 8) | bytes[offset + i];
    }
    return value;
}

// One code point of strict UTF-8 at `at` (advanced past it); nothing for an invalid,
// overlong or surrogate sequence.
std::optional<char32_t> decodeUtf8(std::string_view text, std::size_t& at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    if (lead < 0x80) {
        ++at;
        return lead;
    }
    std::size_t length = 0;
    char32_t value = 0;
    char32_t lowest = 0;
    if ((lead & 0xe0) == 0xc0) {
        length = 2, value = lead & 0x1f, lowest = 0x80;
    } else if ((lead & 0xf0) == 0xe0) {
        length = 3, value = lead & 0x0f, lowest = 0x800;
    } else if ((lead & 0xf8) == 0xf0) {
        length = 4, value = lead & 0x07, lowest = 0x10000;
    } else {
        return std::nullopt;
    }
    if (at + length > text.size()) {
        return std::nullopt;
    }
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(at + i) & 0xc0) != 0x80) {
            return std::nullopt;
        }
        value = (value << 6) | (byte(at + i) & 0x3f);
    }
    if (value < lowest || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) {
        return std::nullopt;
    }
    at += length;
    return value;
}

// The letters of one trimmed line, or why it is not a word.
struct LineWord {
    Word word;
    QString error;
    bool badEncoding = false;
};

LineWord decodeLine(std::string_view line) {
    LineWord out;
    std::size_t at = 0;
    while (at < line.size()) {
        const std::optional<char32_t> codePoint = decodeUtf8(line, at);
        if (!codePoint) {
            out.badEncoding = true;
            return out;
        }
        if (const auto letter = letterFromCodePoint(*codePoint)) {
            out.word.push_back(*letter);
            continue;
        }
        if (*codePoint == U' ' || *codePoint == U'\t') {
            out.error = QCoreApplication::translate(
                "UserDictionary", "it holds more than one word (one word a line)");
        } else {
            out.error = QCoreApplication::translate("UserDictionary",
                                                    "\"%1\" (U+%2) is not a Polish letter")
                            .arg(QString::fromUcs4(&*codePoint, 1),
                                 QStringLiteral("%1")
                                     .arg(uint(*codePoint), 4, 16, QLatin1Char('0'))
                                     .toUpper());
        }
        return out;
    }
    return out;
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
    return QCoreApplication::translate("UserDictionary", "%n word(s), checksum %1", nullptr,
                                       int(std::min<std::uint64_t>(identity.words, INT_MAX)))
        .arg(QString::fromStdString(engine::io::checksumText(identity.checksum)));
}

namespace userdict {

QString storedDictionaryPath() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/word-list.dict");
}

ListCheck readWordList(std::string_view text, const std::atomic<bool>& cancel,
                       const ProgressFunction& progress) {
    ListCheck check;
    if (text.starts_with("\xef\xbb\xbf")) {
        text.remove_prefix(3);
    }
    std::size_t begin = 0;
    int lineNumber = 0;
    int reported = -1;
    while (begin < text.size()) {
        if (cancel) {
            check.cancelled = true;
            return check;
        }
        std::size_t end = text.find('\n', begin);
        if (end == std::string_view::npos) {
            end = text.size();
        }
        std::string_view line = text.substr(begin, end - begin);
        begin = end + 1;
        ++lineNumber;
        while (!line.empty() &&
               (line.back() == '\r' || line.back() == ' ' || line.back() == '\t')) {
            line.remove_suffix(1);
        }
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) {
            line.remove_prefix(1);
        }
        if (line.empty()) {
            continue;
        }
        LineWord decoded = decodeLine(line);
        if (!decoded.badEncoding && !decoded.error.isEmpty()) {
            // Perhaps decomposed letters (NFD): composed, the line may be a word after all.
            LineWord composed = decodeLine(text::normalizeText(line));
            if (composed.error.isEmpty() && !composed.badEncoding) {
                decoded = std::move(composed);
            }
        }
        if (decoded.badEncoding) {
            check.error =
                QCoreApplication::translate("UserDictionary",
                                            "Line %1 is not UTF-8 text (save the list as UTF-8).")
                    .arg(lineNumber);
            return check;
        }
        if (!decoded.error.isEmpty()) {
            check.error = QCoreApplication::translate("UserDictionary", "Line %1 (\"%2\"): %3.")
                              .arg(lineNumber)
                              .arg(QString::fromUtf8(line.data(), qsizetype(line.size())).left(40),
                                   decoded.error);
            return check;
        }
        if (decoded.word.size() > text::kMaxWordLength) {
            check.error = QCoreApplication::translate(
                              "UserDictionary",
                              "Line %1: the word has %2 letters; a word may have at most %3.")
                              .arg(lineNumber)
                              .arg(decoded.word.size())
                              .arg(text::kMaxWordLength);
            return check;
        }
        check.words.push_back(std::move(decoded.word));
        if (progress) {
            const int percent =
                int(std::uint64_t(begin) * 60 / std::max<std::size_t>(text.size(), 1));
            if (percent != reported) {
                reported = percent;
                progress(Phase::Reading, percent);
            }
        }
    }
    if (check.words.empty()) {
        check.error = QCoreApplication::translate("UserDictionary", "The list holds no words.");
    }
    return check;
}

Outcome compileWordList(const QString& listPath, const QString& target,
                        const std::atomic<bool>& cancel, const ProgressFunction& progress) {
    Outcome outcome;
    const auto report = [&](Phase phase, int percent) {
        if (progress) {
            progress(phase, percent);
        }
    };
    report(Phase::Reading, 0);
    const QString shownPath = QDir::toNativeSeparators(listPath);
    const text::FileReadResult read =
        text::readFileBounded(QFile::encodeName(listPath).toStdString(), dict::kMaxSourceFileBytes);
    if (!read.text) {
        outcome.error = QCoreApplication::translate("UserDictionary", "%1 cannot be read: %2")
                            .arg(shownPath, QString::fromLocal8Bit(read.error.c_str()));
        return outcome;
    }
    ListCheck check = readWordList(*read.text, cancel, progress);
    if (check.cancelled) {
        outcome.cancelled = true;
        return outcome;
    }
    if (!check.error.isEmpty()) {
        outcome.error = QStringLiteral("%1: %2").arg(QFileInfo(listPath).fileName(), check.error);
        return outcome;
    }
    report(Phase::Compiling, 60);
    std::vector<std::uint8_t> bytes;
    try {
        dict::CompileReport compiled;
        bytes = dict::compileDictionary(std::move(check.words), dict::HunspellData{}, compiled);
        // The file must load as the app will load it.
        (void)dict::Dictionary::fromBytes(bytes, listPath.toStdString());
    } catch (const std::exception& error) {
        outcome.error =
            QCoreApplication::translate("UserDictionary", "%1 could not be compiled: %2")
                .arg(QFileInfo(listPath).fileName(), QString::fromUtf8(error.what()));
        return outcome;
    }
    if (cancel) {
        outcome.cancelled = true;
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
                            .arg(QDir::toNativeSeparators(target),
                                 QString::fromLocal8Bit(std::strerror(written.error)));
        return outcome;
    }
    outcome.identity = dictionaryBytesIdentity(bytes);
    report(Phase::Writing, 100);
    return outcome;
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
