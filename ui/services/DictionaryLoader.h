#pragma once
// Loads the dictionary on a worker thread, so the window is interactive at once; "New game"
// and the word checker wait for it (a few hundred ms with the full dictionary).
//
// Which dictionary: the player's own word list when one is chosen in Settings (and usable),
// else the built-in polish.dict; with the player's own additions and removals over it
// (Settings → Dictionary, dict::WordOverlay), which the table lexicon applies. The table plays on
// "the table's dictionary": a running game keeps it; a new game or an opened one takes the chosen
// one (useChosenDictionary). Every dictionary loaded stays alive until the loader goes, because
// bots, hints and the word checker may still hold the one they started with.

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include "dictionary/lexicon.h"
#include "engine/io/dictionary_identity.h"

namespace ps::dict {
class Dictionary;
class WordOverlay;
}  // namespace ps::dict
namespace ps::bots {
class CommonWords;
}

namespace ps::ui {

class DictionaryLoader : public QObject {
    Q_OBJECT
  public:
    explicit DictionaryLoader(QObject* parent = nullptr);
    ~DictionaryLoader() override;

    // Loads the chosen dictionary (falling back to the built-in one, with a notice) and the
    // common-words list in the thread pool.
    void start();
    [[nodiscard]] bool isReady() const { return dictionary() != nullptr; }
    // Waits (busy cursor, events still served) until the load ends; true when it succeeded.
    bool waitUntilLoaded();
    [[nodiscard]] bool isLoading() const { return watcher_.isRunning(); }
    // The table's dictionary (safe to read from any thread).
    [[nodiscard]] const dict::Dictionary* dictionary() const { return table_.load(); }
    // A lexicon that always asks the table's dictionary with the table's overlay: what the game
    // controller is given.
    [[nodiscard]] const dict::Lexicon& tableLexicon() const { return tableLexicon_; }
    // The table's overlay: the player's additions and removals as they were when the table's
    // game began (nullptr when there are none). Kept alive as long as the loader.
    [[nodiscard]] const dict::WordOverlay* overlay() const { return overlay_.load(); }
    // The table's dictionary's identity with its overlay (for saves) and a name for people.
    [[nodiscard]] std::optional<engine::io::DictionaryIdentity> identity() const {
        return identity_;
    }
    [[nodiscard]] QString displayName() const;
    [[nodiscard]] bool usesUserList() const { return usesUserList_; }
    // The Easy bot's frequency list (optional: nullptr when not found).
    [[nodiscard]] const bots::CommonWords* commonWords() const { return commonWords_.get(); }
    [[nodiscard]] QString error() const { return error_; }
    [[nodiscard]] QString path() const { return path_; }
    [[nodiscard]] qint64 loadMilliseconds() const { return loadMs_; }

    // Makes the dictionary chosen in Settings the table's (before a new game or an opened
    // one), with the player's additions and removals as they are now. A chosen word list that
    // is missing or corrupt gives way to the built-in dictionary, and the message (also sent as
    // noticed) says so; nothing when all went well.
    std::optional<QString> useChosenDictionary();

  signals:
    // The first load ended (successfully or not).
    void finished();
    // The table's dictionary changed after the first load.
    void tableDictionaryChanged();
    // Something people should know: the chosen word list could not be used.
    void noticed(const QString& message);

  private:
    struct Loaded {
        std::shared_ptr<const dict::Dictionary> dictionary;
        std::optional<engine::io::DictionaryIdentity> identity;
        QString path;
        QString error;
        bool userList = false;
        QString notice;  // the user list could not be used (the built-in one was loaded)
    };
    struct Outcome {
        Loaded loaded;
        std::shared_ptr<const bots::CommonWords> commonWords;
        qint64 milliseconds = 0;
    };
    // Runs on any thread: the chosen file, else the built-in one.
    static Loaded loadChosen(const QString& userPath);
    static Loaded loadFile(const QString& path, bool userList);
    void adopt(const Loaded& loaded);

    // Takes the player's additions and removals from Settings as the table's overlay; true
    // when they changed.
    bool useStoredOverlay();

    class TableLexicon final : public dict::Lexicon {
      public:
        TableLexicon(const std::atomic<const dict::Dictionary*>& table,
                     const std::atomic<const dict::WordOverlay*>& overlay)
            : table_(table), overlay_(overlay) {}
        [[nodiscard]] bool contains(std::span<const Letter> word) const override;
        [[nodiscard]] dict::Relation relation(std::span<const Letter> candidate,
                                              std::span<const Letter> played) const override;

      private:
        const std::atomic<const dict::Dictionary*>& table_;
        const std::atomic<const dict::WordOverlay*>& overlay_;
    };

    QFutureWatcher<Outcome> watcher_;
    std::vector<std::shared_ptr<const dict::Dictionary>> kept_;
    std::atomic<const dict::Dictionary*> table_{nullptr};
    std::vector<std::shared_ptr<const dict::WordOverlay>> keptOverlays_;
    std::atomic<const dict::WordOverlay*> overlay_{nullptr};
    TableLexicon tableLexicon_{table_, overlay_};
    std::optional<engine::io::DictionaryIdentity> identity_;
    bool usesUserList_ = false;
    std::shared_ptr<const bots::CommonWords> commonWords_;
    QString error_;
    QString path_;
    qint64 loadMs_ = 0;
};

}  // namespace ps::ui
