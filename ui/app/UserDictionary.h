#pragma once
// The player's own word list (Settings → Dictionary): a UTF-8 text file, one word per line,
// checked line by line (each fault named with its line), compiled by the dictionary compiler
// (dictionary/compiler.h) and stored in the app's data folder, written atomically. Also the
// identity (checksum, word count) of compiled dictionaries, for saves and for people.
//
// The interface is kept small on purpose: compileWordList() is the one entry point, so the
// compiling itself can move behind a library call without touching the dialog.

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "engine/io/dictionary_identity.h"
#include "text/alphabet.h"

namespace ps::ui {

using engine::io::DictionaryIdentity;

// From a compiled dictionary's header (dictionary/format.h); nothing when the file cannot be
// read or is too short to be one. The caller validates the file by loading it.
std::optional<DictionaryIdentity> dictionaryFileIdentity(const std::filesystem::path& path);
DictionaryIdentity dictionaryBytesIdentity(std::span<const std::uint8_t> bytes);
// "1 234 words, checksum 0123456789abcdef", for people.
QString describeDictionary(const DictionaryIdentity& identity);

namespace userdict {

// Where the compiled list is kept: the app's data folder (QStandardPaths::AppDataLocation).
QString storedDictionaryPath();

enum class Phase { Reading, Compiling, Writing };
// Percent done (0–100) in the whole job, and the phase it is in; called on the worker thread.
using ProgressFunction = std::function<void(Phase phase, int percent)>;

struct ListCheck {
    std::vector<Word> words;  // lowercase, in list order (duplicates kept)
    QString error;            // the first fault, with its line number; empty when none
    bool cancelled = false;
};
// Checks every line of a list: invalid UTF-8, a character that is not one of the 32 Polish
// letters, an over-long word, or no word at all is refused with a message for people. Blank
// lines, a byte-order mark, surrounding spaces and Windows line ends are accepted; capitals are
// lowered (club lists are often written in capitals).
ListCheck readWordList(std::string_view text, const std::atomic<bool>& cancel,
                       const ProgressFunction& progress = {});

struct Outcome {
    std::optional<DictionaryIdentity> identity;  // set when `target` now holds the dictionary
    QString error;                               // for people; empty when done or cancelled
    bool cancelled = false;
};
// Reads and checks the list, compiles it and writes `target` atomically. On any fault or a
// cancel `target` is left as it was.
Outcome compileWordList(const QString& listPath, const QString& target,
                        const std::atomic<bool>& cancel, const ProgressFunction& progress = {});

}  // namespace userdict

// Runs userdict::compileWordList on the thread pool, reporting progress on the UI thread.
class UserDictionaryCompiler : public QObject {
    Q_OBJECT
  public:
    explicit UserDictionaryCompiler(QObject* parent = nullptr);
    ~UserDictionaryCompiler() override;  // cancels and waits for the worker

    // Compiles `listPath` into `target` (default: the stored dictionary's path).
    void start(const QString& listPath, const QString& target = {});
    void cancel() { cancel_ = true; }
    [[nodiscard]] bool isRunning() const { return watcher_.isRunning(); }
    [[nodiscard]] const userdict::Outcome& outcome() const { return outcome_; }

  signals:
    void progressed(int percent, const QString& phase);
    void finished();

  private:
    QFutureWatcher<userdict::Outcome> watcher_;
    std::atomic<bool> cancel_{false};
    userdict::Outcome outcome_;
};

}  // namespace ps::ui
