#pragma once
// Saved games: one JSON file holding the seats (names, colours, kinds — the engine does not
// know them), the engine's record (options, deck, every action: the game's history) and its
// position (the exact state, used when the record cannot be replayed, e.g. after a dictionary
// update). A save either fully replaces the previous file or leaves it untouched, and its
// message says which (files/atomic_file.h). A corrupt or foreign file gives a clear message
// and changes nothing. The record and the position name the dictionary the game was played
// with (its checksum and word count) when the app knows it, so that opening the game with
// another dictionary can say so.

#include <QString>
#include <optional>
#include <vector>

#include "engine/game.h"
#include "engine/io/dictionary_identity.h"
#include "files/atomic_file.h"
#include "model/GameSetup.h"

namespace ps::ui {

inline constexpr const char* kSaveFormat = "potega-slowa-save";
inline constexpr int kSaveVersion = 1;
inline constexpr const char* kSaveSuffix = "potega";

struct SavedGame {
    GameSetup setup;
    engine::GameState state;
    // The actions from the deal to `state`; empty when the file had no usable record.
    std::optional<std::vector<engine::Action>> actions;
    // The dictionary the game was played with (nothing in saves made before it was recorded).
    std::optional<engine::io::DictionaryIdentity> dictionary;
};

// The file's text (tests compare two saves).
QString saveText(const GameSetup& setup, const engine::GameState& state,
                 const std::optional<std::vector<engine::Action>>& actions,
                 const std::optional<engine::io::DictionaryIdentity>& dictionary = std::nullopt);
// Writes atomically; returns nothing on success, else a message for people naming the file,
// the cause (a full disk, a read/write error…) and whether the previous file was kept. `hooks`
// lets tests simulate a failing disk.
std::optional<QString> writeSaveFile(
    const QString& path, const GameSetup& setup, const engine::GameState& state,
    const std::optional<std::vector<engine::Action>>& actions, const files::WriteHooks& hooks = {},
    const std::optional<engine::io::DictionaryIdentity>& dictionary = std::nullopt);
// The same with the file's text already made (saveText).
std::optional<QString> writeSaveText(const QString& path, const QString& text,
                                     const files::WriteHooks& hooks = {});

struct LoadedGame {
    std::optional<SavedGame> game;
    QString error;  // for people, names the file and the fault
};
LoadedGame parseSave(const QByteArray& bytes, const dict::Lexicon& lexicon);
LoadedGame readSaveFile(const QString& path, const dict::Lexicon& lexicon);
// A cheap look before offering a file as a game to resume: a regular file (a link is followed;
// a folder, a FIFO or a device is not one) of a save's size whose first bytes name the save
// format. Reading it (readSaveFile) still checks everything.
bool readsAsSave(const QString& path);

}  // namespace ps::ui
