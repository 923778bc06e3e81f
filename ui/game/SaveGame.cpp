#include "game/SaveGame.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstring>

#include "engine/io/json_text.h"
#include "engine/io/position.h"
#include "engine/io/record.h"
#include "files/atomic_file.h"

namespace ps::ui {

using engine::io::Json;

namespace {

const char* kindId(SeatKind kind) {
    switch (kind) {
        case SeatKind::BotEasy:
            return "easy";
        case SeatKind::BotMedium:
            return "medium";
        case SeatKind::BotHard:
            return "hard";
        case SeatKind::Human:
            break;
    }
    return "human";
}

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
    return std::nullopt;
}

LoadedGame fail(const QString& message) {
    return {std::nullopt, message};
}

}  // namespace

QString saveText(const GameSetup& setup, const engine::GameState& state,
                 const std::optional<std::vector<engine::Action>>& actions) {
    Json root = Json::object();
    root["format"] = kSaveFormat;
    root["version"] = kSaveVersion;
    Json seats = Json::array();
    for (const SeatSetup& seat : setup.seats) {
        seats.push_back(Json{{"name", seat.name.toStdString()},
                             {"colour", seat.colorIndex},
                             {"kind", kindId(seat.kind)}});
    }
    root["seats"] = seats;
    root["hints"] = setup.hints;
    if (actions) {
        root["record"] =
            engine::io::recordToJson(engine::io::Record{state.options, state.deck, *actions});
    }
    root["position"] = engine::io::positionToJson(state);
    return QString::fromStdString(engine::io::formatJson(root));
}

QString describeWriteError(int error) {
    switch (error) {
        case ENOSPC:
        case EDQUOT:
            return QCoreApplication::translate("SaveGame", "the disk is full");
        case EFBIG:
            return QCoreApplication::translate("SaveGame",
                                               "the file would be larger than allowed here");
        case EIO:
            return QCoreApplication::translate("SaveGame", "the disk reported a read/write error");
        case EACCES:
        case EPERM:
            return QCoreApplication::translate("SaveGame", "no permission to write there");
        case EROFS:
            return QCoreApplication::translate("SaveGame", "the disk is read-only");
        case ENOENT:
        case ENOTDIR:
            return QCoreApplication::translate("SaveGame", "the folder does not exist");
        case EISDIR:
            return QCoreApplication::translate("SaveGame", "a folder of that name is in the way");
        default:
            return QString::fromLocal8Bit(std::strerror(error));
    }
}

std::optional<QString> writeSaveFile(const QString& path, const GameSetup& setup,
                                     const engine::GameState& state,
                                     const std::optional<std::vector<engine::Action>>& actions,
                                     const files::WriteHooks& hooks) {
    const QString shownPath = QDir::toNativeSeparators(path);
    const QString folder = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(folder)) {
        return QCoreApplication::translate(
                   "SaveGame", "The game was not saved to %1: the folder %2 cannot be created.")
            .arg(shownPath, QDir::toNativeSeparators(folder));
    }
    const QByteArray bytes = saveText(setup, state, actions).toUtf8();
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
        .arg(shownPath, describeWriteError(outcome.error));
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
    if (!root.contains("version") || !root["version"].is_number_integer() ||
        root["version"].get<int>() != kSaveVersion) {
        return fail(QCoreApplication::translate(
            "SaveGame", "This saved game has a version this app does not know."));
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
        const int colour = seat["colour"].get<int>();
        if (!kind || colour < 0 || colour >= colorCount) {
            return fail(
                QCoreApplication::translate("SaveGame", "A player in the saved game is invalid."));
        }
        // A hand-edited file may hold names no dialog would let through.
        QString name = cleanPlayerName(QString::fromStdString(seat["name"].get<std::string>()));
        if (name.isEmpty()) {
            name = QCoreApplication::translate("GameSetup", "Player %1")
                       .arg(saved.setup.seats.size() + 1);
        }
        saved.setup.seats.append({name, colour, *kind});
    }
    if (!root.contains("position")) {
        return fail(QCoreApplication::translate("SaveGame", "The saved game has no position."));
    }
    auto position = engine::io::positionFromJson(root["position"]);
    if (!position.ok()) {
        return fail(QCoreApplication::translate("SaveGame", "The saved position is damaged: %1")
                        .arg(QString::fromStdString(position.error.text())));
    }
    saved.state = std::move(*position.value);
    if (saved.setup.seats.size() != qsizetype(saved.state.players.size())) {
        return fail(QCoreApplication::translate(
            "SaveGame", "The saved players do not match the saved position."));
    }
    // The record is the history; it must lead exactly to the saved position to be kept.
    if (root.contains("record")) {
        auto record = engine::io::recordFromJson(root["record"]);
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
    saved.setup.turnTimerSeconds = options.turnTimerSeconds;
    saved.setup.seed = options.seed;
    saved.setup.startSeat = options.startPlayer ? int(*options.startPlayer) : -1;
    // Older saves have no "hints": off, the default.
    saved.setup.hints =
        root.contains("hints") && root["hints"].is_boolean() && root["hints"].get<bool>();
    return {std::move(saved), {}};
}

LoadedGame readSaveFile(const QString& path, const dict::Lexicon& lexicon) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return fail(QCoreApplication::translate("SaveGame", "Cannot open %1: %2")
                        .arg(path, file.errorString()));
    }
    if (file.size() > qint64(engine::io::kMaxJsonBytes)) {
        return fail(QCoreApplication::translate("SaveGame", "%1 is too large to be a saved game.")
                        .arg(path));
    }
    LoadedGame loaded = parseSave(file.readAll(), lexicon);
    if (!loaded.game) {
        loaded.error = QCoreApplication::translate("SaveGame", "%1: %2")
                           .arg(QFileInfo(path).fileName(), loaded.error);
    }
    return loaded;
}

}  // namespace ps::ui
