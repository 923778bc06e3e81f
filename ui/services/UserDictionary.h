#pragma once
// The player's own word list (Settings → Dictionary): a UTF-8 text file, one word per line,
// checked and compiled by the project's compiler (dict::compileWordList, the same as
// `potega-slowa-cli compile`, so both accept and refuse the same lists for the same reasons)
// and stored in the app's data folder, written atomically. Also the identity (checksum, word
// count) of compiled dictionaries, for saves and for people.

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <span>

#include "dictionary/compiler.h"
#include "dictionary/word_overlay.h"
#include "engine/io/dictionary_identity.h"
#include "text/normalize.h"

namespace ps::ui {

using engine::io::DictionaryIdentity;

// From a compiled dictionary's header (dictionary/format.h); nothing when the file cannot be
// read or is too short to be one. The caller validates the file by loading it.
std::optional<DictionaryIdentity> dictionaryFileIdentity(const std::filesystem::path& path);
DictionaryIdentity dictionaryBytesIdentity(std::span<const std::uint8_t> bytes);
// "1 234 words, checksum 0123456789abcdef", for people; with the player's own words when the
// identity has any ("…; your words: 3 added, 1 removed (checksum …)").
QString describeDictionary(const DictionaryIdentity& identity);
// The player's own words of an identity, for people: "3 added, 1 removed (checksum …)", or
// "none" when there are none.
QString describeOverlay(const engine::io::OverlayIdentity& overlay);

namespace userdict {

// Where the compiled list is kept: the app's data folder (QStandardPaths::AppDataLocation).
QString storedDictionaryPath();

enum class Phase { Reading, Compiling, Writing };
// Percent done (0–100) in the whole job, and the phase it is in; called on the worker thread.
using ProgressFunction = std::function<void(Phase phase, int percent)>;

// Why the compiler refused a list, for people, in the app's language: the compiler's verdict
// (fault, line, character) worded like its English message. `listName`: the file's name.
QString describeListFault(const dict::WordListResult& result, const QString& listName);

struct Outcome {
    std::optional<DictionaryIdentity> identity;  // set when `target` now holds the dictionary
    QString error;                               // for people; empty when done or cancelled
    bool cancelled = false;
};
// Compiles the list (dict::compileWordList), checks that the result loads, and writes `target`
// atomically. On any fault or a cancel `target` is left as it was.
Outcome compileWordList(const QString& listPath, const QString& target,
                        const std::atomic<bool>& cancel, const ProgressFunction& progress = {});

// Why `text` is no word (text::parseWord's verdict), for people: the same phrases as a list's
// bad line.
QString describeWordFault(const text::ParsedWord& parsed, const QString& text);

// The player's own additions and removals (Settings → Dictionary) as the dictionary layer's
// overlay, and its identity in saves.
dict::WordOverlay storedOverlay();
engine::io::OverlayIdentity overlayIdentity(const dict::WordOverlay& overlay);

// Adds `text` to the player's added words (`add`) or to the removed ones, taking it out of the
// other list; stored at once. The normalised word, or the error (for people) when `text` is no
// word.
struct OwnWordChange {
    QString word;   // lowercase, when done
    QString error;  // when `text` is no word
};
OwnWordChange changeOwnWord(const QString& text, bool add);
// Takes a word out of both lists (stored at once).
void forgetOwnWord(const QString& word);

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
