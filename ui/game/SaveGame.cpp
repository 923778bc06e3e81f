#include "game/SaveGame.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <cerrno>
#include <cstdint>
#include <cstring>

#include "engine/io/json_text.h"
#include "engine/io/position.h"
#include "engine/io/record.h"
#include "files/atomic_file.h"
#include "services/WriteFailure.h"
#include "text/bounded_file.h"

namespace ps::ui {

using engine::io::Json;

namespace {

std::optional<SeatKind> kindFromId(const std::string& id) {
    if (id == "human") {
        return SeatKind::Human;
    }
    if (id == "easy") {
        return SeatKind::BotEasy;
    }
    if (id == "medium") {
        return SeatKind::BotMedium;
    }
    if (id == "hard") {
        return SeatKind::BotHard;
    }
    if (id == "expert") {
        return SeatKind::BotExpert;
    }
    return std::nullopt;
}

LoadedGame fail(const QString& message) {
    return {std::nullopt, message};
}

// The integer `value` holds if it lies in [low, high]. get<int>() alone would wrap a larger
// number into the range (4294967297 reads as 1), so the check is made on 64 bits first.
std::optional<int> integerIn(const Json& value, int low, int high) {
    if (value.is_number_unsigned()) {
        const auto number = value.get<std::uint64_t>();
        if (high < 0 || number > std::uint64_t(high) || std::int64_t(number) < low) {
            return std::nullopt;
        }
        return int(number);
    }
    if (value.is_number_integer()) {
        const auto number = value.get<std::int64_t>();
        if (number < low || number > high) {
            return std::nullopt;
        }
        return int(number);
    }
    return std::nullopt;
}

// The number as the file wrote it, for messages.
QString shownNumber(const Json& value) {
    return QString::fromStdString(value.dump());
}

// Why the system refused to open or inspect a file, in words for people.
QString describeReadError(int error) {
    switch (error) {
        case ENOENT:
            return QCoreApplication::translate("SaveGame", "the file does not exist");
        case ENOTDIR:
            return QCoreApplication::translate("SaveGame", "a part of its path is not a folder");
        case EACCES:
        case EPERM:
            return QCoreApplication::translate("SaveGame", "no permission to read it");
        case ELOOP:
            return QCoreApplication::translate("SaveGame", "its links form a loop");
        case ENAMETOOLONG:
            return QCoreApplication::translate("SaveGame", "its name is too long");
        case EIO:
            return QCoreApplication::translate("SaveGame", "the disk reported a read/write error");
        default:
            return QString::fromLocal8Bit(std::strerror(error));
    }
}

// The bounded reader's refusal in the app's words, from the fault it names.
QString describeUnreadableSave(const QString& path, const text::FileReadResult& read) {
    const QString shownPath = QDir::toNativeSeparators(path);
    switch (read.fault) {
        case text::FileFault::CannotOpen:
            return QCoreApplication::translate("SaveGame", "Cannot open %1: %2.")
                .arg(shownPath, describeReadError(read.systemError));
        case text::FileFault::Directory:
            return QCoreApplication::translate("SaveGame", "%1 is a folder, not a saved game.")
                .arg(shownPath);
        case text::FileFault::Fifo:
            return QCoreApplication::translate(
                       "SaveGame", "%1 is a named pipe (FIFO), not a saved game; it was not read.")
                .arg(shownPath);
        case text::FileFault::Device:
            return QCoreApplication::translate("SaveGame",
                                               "%1 is a device, not a saved game; it was not read.")
                .arg(shownPath);
        case text::FileFault::Socket:
        case text::FileFault::NotRegular:
            return QCoreApplication::translate("SaveGame", "%1 is not a regular file.")
                .arg(shownPath);
        case text::FileFault::TooLarge: {
            const QLocale locale;
            return QCoreApplication::translate(
                       "SaveGame", "%1 is too large to be a saved game (%2; the limit is %3).")
                .arg(shownPath,
                     locale.formattedDataSize(qint64(read.size), 1, QLocale::DataSizeIecFormat),
                     locale.formattedDataSize(qint64(engine::io::kMaxJsonBytes), 0,
                                              QLocale::DataSizeIecFormat));
        }
        case text::FileFault::ReadError:
            return QCoreApplication::translate("SaveGame", "Cannot open %1: %2.")
                .arg(shownPath, describeReadError(read.systemError));
        case text::FileFault::None:
            break;
    }
    return QCoreApplication::translate("SaveGame", "Cannot read %1: %2.")
        .arg(shownPath, QString::fromStdString(read.error));
}

// An XMPP address as a save holds it: name@server, short, printable, no spaces.
std::optional<QString> onlineAddress(const Json& value) {
    if (!value.is_string() || value.get<std::string>().size() > 256) {
        return std::nullopt;
    }
    const QString text = QString::fromStdString(value.get<std::string>());
    const qsizetype at = text.indexOf(QLatin1Char('@'));
    if (at <= 0 || at != text.lastIndexOf(QLatin1Char('@')) || at == text.size() - 1) {
        return std::nullopt;
    }
    for (const QChar c : text) {
        if (c.isSpace() || !c.isPrint() || c == QLatin1Char('/')) {
            return std::nullopt;
        }
    }
    return text;
}

}  // namespace

QString saveText(const GameSetup& setup, const engine::GameState& state,
                 const std::optional<std::vector<engine::Action>>& actions,
                 const std::optional<engine::io::DictionaryIdentity>& dictionary) {
    Json root = Json::object();
    root["format"] = kSaveFormat;
    root["version"] = kSaveVersion;
    Json seats = Json::array();
    for (const SeatSetup& seat : setup.seats) {
        Json entry{{"name", seat.name.toStdString()},
                   {"colour", seat.colorIndex},
                   {"kind", seatKindId(seat.kind)}};
        if (!seat.account.isEmpty()) {
            entry["account"] = seat.account.toStdString();
        }
        seats.push_back(std::move(entry));
    }
    root["seats"] = seats;
    root["hints"] = setup.hints;
    if (!setup.onlineRoom.isEmpty()) {
        // The table can be opened again from this file, its friends invited back.
        root["online"] = Json{{"room", setup.onlineRoom.toStdString()}};
    }
    if (actions) {
        root["record"] = engine::io::recordToJson(
            engine::io::Record{state.options, state.deck, *actions, dictionary});
    }
    root["position"] = engine::io::positionToJson(state, dictionary);
    return QString::fromStdString(engine::io::formatJson(root));
}

std::optional<QString> writeSaveFile(
    const QString& path, const GameSetup& setup, const engine::GameState& state,
    const std::optional<std::vector<engine::Action>>& actions, const files::WriteHooks& hooks,
    const std::optional<engine::io::DictionaryIdentity>& dictionary) {
    return writeSaveText(path, saveText(setup, state, actions, dictionary), hooks);
}

std::optional<QString> writeSaveText(const QString& path, const QString& text,
                                     const files::WriteHooks& hooks) {
    const QString shownPath = QDir::toNativeSeparators(path);
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder)) {
        return QCoreApplication::translate(
                   "SaveGame", "The game was not saved to %1: the folder %2 cannot be created.")
            .arg(shownPath, QDir::toNativeSeparators(folder));
    }
    const QByteArray bytes = text.toUtf8();
    const files::WriteOutcome outcome = files::writeAtomically(
        QFile::encodeName(path).toStdString(),
        std::string_view(bytes.constData(), std::size_t(bytes.size())), hooks);
    if (outcome.ok()) {
        return std::nullopt;
    }
    if (outcome.replaced) {
        return QCoreApplication::translate(
                   "SaveGame",
                   "The game was saved to %1, but the system could not confirm that the save "
                   "reached the disk (%2).")
            .arg(shownPath, describeWriteError(outcome.error));
    }
    return QCoreApplication::translate(
               "SaveGame",
               "The game was not saved to %1: %2. The previous file there, if any, "
               "was left as it was.")
        .arg(shownPath, describeWriteFailure(outcome));
}

LoadedGame parseSave(const QByteArray& bytes, const dict::Lexicon& lexicon) {
    const auto parsed =
        engine::io::parseStrictJson(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!parsed.ok()) {
        return fail(QCoreApplication::translate("SaveGame", "This is not a saved game (%1).")
                        .arg(QString::fromStdString(parsed.error.text())));
    }
    const Json& root = *parsed.value;
    if (!root.is_object() || !root.contains("format") || root["format"] != kSaveFormat) {
        return fail(
            QCoreApplication::translate("SaveGame", "This is not a Potęga Słowa saved game."));
    }
    if (!root.contains("version") || !root["version"].is_number_integer()) {
        return fail(QCoreApplication::translate(
            "SaveGame", "The saved game's version is missing or not a whole number."));
    }
    if (integerIn(root["version"], kSaveVersion, kSaveVersion) != kSaveVersion) {
        return fail(QCoreApplication::translate("SaveGame",
                                                "This saved game has version %1; this app reads "
                                                "version %2 only.")
                        .arg(shownNumber(root["version"]))
                        .arg(kSaveVersion));
    }
    SavedGame saved;
    if (!root.contains("seats") || !root["seats"].is_array()) {
        return fail(QCoreApplication::translate("SaveGame", "The saved game has no players."));
    }
    const int colorCount = 6;
    for (const Json& seat : root["seats"]) {
        if (!seat.is_object() || !seat.contains("name") || !seat["name"].is_string() ||
            !seat.contains("colour") || !seat["colour"].is_number_integer() ||
            !seat.contains("kind") || !seat["kind"].is_string()) {
            return fail(QCoreApplication::translate("SaveGame",
                                                    "A player in the saved game is incomplete."));
        }
        const auto kind = kindFromId(seat["kind"].get<std::string>());
        if (!kind) {
            return fail(
                QCoreApplication::translate("SaveGame", "A player in the saved game is invalid."));
        }
        const std::optional<int> colour = integerIn(seat["colour"], 0, colorCount - 1);
        if (!colour) {
            return fail(QCoreApplication::translate(
                            "SaveGame",
                            "Player %1 in the saved game has colour %2; the colours "
                            "are numbered 0 to %3.")
                            .arg(saved.setup.seats.size() + 1)
                            .arg(shownNumber(seat["colour"]))
                            .arg(colorCount - 1));
        }
        // A hand-edited file may hold names no dialog would let through.
        QString name = cleanPlayerName(QString::fromStdString(seat["name"].get<std::string>()));
        if (name.isEmpty()) {
            name = QCoreApplication::translate("GameSetup", "Player %1")
                       .arg(saved.setup.seats.size() + 1);
        }
        QString account;
        if (seat.contains("account")) {
            std::optional<QString> address = onlineAddress(seat["account"]);
            if (!address || *kind != SeatKind::Human) {
                return fail(QCoreApplication::translate(
                                "SaveGame",
                                "Player %1 in the saved game has an online address that is not "
                                "one (name@server).")
                                .arg(saved.setup.seats.size() + 1));
            }
            account = *address;
        }
        saved.setup.seats.append({name, *colour, *kind, account});
    }
    if (root.contains("online")) {
        const Json& online = root["online"];
        std::optional<QString> room;
        if (online.is_object() && online.contains("room")) {
            room = onlineAddress(online["room"]);
        }
        if (!room) {
            return fail(QCoreApplication::translate(
                "SaveGame", "The saved game's online table has no room (name@conference.server)."));
        }
        saved.setup.onlineRoom = *room;
    }
    if (!root.contains("position")) {
        return fail(QCoreApplication::translate("SaveGame", "The saved game has no position."));
    }
    auto position = engine::io::positionDocumentFromJson(root["position"]);
    if (!position.ok()) {
        return fail(QCoreApplication::translate("SaveGame", "The saved position is damaged: %1")
                        .arg(QString::fromStdString(position.error.text())));
    }
    saved.state = std::move(position.value->state);
    saved.dictionary = position.value->dictionary;
    if (saved.setup.seats.size() != qsizetype(saved.state.players.size())) {
        return fail(QCoreApplication::translate(
            "SaveGame", "The saved players do not match the saved position."));
    }
    // The record is the history; it must lead exactly to the saved position to be kept.
    if (root.contains("record")) {
        auto record = engine::io::recordFromJson(root["record"]);
        if (record.ok() && record.value->dictionary && saved.dictionary &&
            *record.value->dictionary != *saved.dictionary) {
            return fail(QCoreApplication::translate(
                "SaveGame", "The saved record and position name different dictionaries."));
        }
        if (record.ok()) {
            const auto replayed = engine::io::replay(*record.value, lexicon);
            if (replayed.ok() && replayed.state == saved.state) {
                saved.actions = record.value->actions;
            }
        }
    }
    const engine::GameOptions& options = saved.state.options;
    saved.setup.blackCardVariant = options.blackCardVariant;
    saved.setup.minimumWordLength = options.minWordLength;
    saved.setup.redrawLimit = options.redrawLimit;
    saved.setup.tableOverrulesDictionary = options.tableOverrulesDictionary;
    saved.setup.turnTimerSeconds = options.turnTimerSeconds;
    saved.setup.seed = options.seed;
    saved.setup.startSeat = options.startPlayer ? int(*options.startPlayer) : -1;
    // Older saves have no "hints": off, the default.
    saved.setup.hints =
        root.contains("hints") && root["hints"].is_boolean() && root["hints"].get<bool>();
    return {std::move(saved), {}};
}

LoadedGame readSaveFile(const QString& path, const dict::Lexicon& lexicon) {
    // Not QFile: its size reads 0 for a device (/dev/zero would be read without end) and its
    // open blocks on a FIFO without a writer. The bounded reader refuses both before reading.
    const text::FileReadResult read =
        text::readFileBounded(QFile::encodeName(path).toStdString(), engine::io::kMaxJsonBytes);
    if (!read.text) {
        return fail(describeUnreadableSave(path, read));
    }
    LoadedGame loaded = parseSave(QByteArray::fromStdString(*read.text), lexicon);
    if (!loaded.game) {
        loaded.error = QCoreApplication::translate("SaveGame", "%1: %2")
                           .arg(QFileInfo(path).fileName(), loaded.error);
    }
    return loaded;
}

bool readsAsSave(const QString& path) {
    const QFileInfo info(path);
    if (!info.isFile() || info.size() < 16 || info.size() > qint64(engine::io::kMaxJsonBytes)) {
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return false;
    }
    // The writer puts the format first (saveText).
    const QByteArray head = file.read(256);
    return head.trimmed().startsWith('{') &&
           head.contains(QByteArray("\"") + kSaveFormat + QByteArray("\""));
}

}  // namespace ps::ui
