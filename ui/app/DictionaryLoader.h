#pragma once
// Loads the compiled Polish dictionary on a worker thread, so the window is interactive at
// once; "New game" and the word checker wait for it (a few hundred ms with the full
// dictionary).

#include <QFutureWatcher>
#include <QObject>
#include <memory>

namespace ps::dict {
class Dictionary;
}
namespace ps::bots {
class CommonWords;
}

namespace ps::ui {

class DictionaryLoader : public QObject {
    Q_OBJECT
  public:
    explicit DictionaryLoader(QObject* parent = nullptr);
    ~DictionaryLoader() override;

    // Finds the file (ps::dict::findDictionaryFile) and loads it in the thread pool.
    void start();
    [[nodiscard]] bool isReady() const { return dictionary_ != nullptr; }
    // Waits (busy cursor, events still served) until the load ends; true when it succeeded.
    bool waitUntilLoaded();
    [[nodiscard]] bool isLoading() const { return watcher_.isRunning(); }
    [[nodiscard]] const dict::Dictionary* dictionary() const { return dictionary_.get(); }
    // The Easy bot's frequency list (optional: nullptr when not found).
    [[nodiscard]] const bots::CommonWords* commonWords() const { return commonWords_.get(); }
    [[nodiscard]] QString error() const { return error_; }
    [[nodiscard]] QString path() const { return path_; }
    [[nodiscard]] qint64 loadMilliseconds() const { return loadMs_; }

  signals:
    void finished();

  private:
    struct Outcome {
        std::shared_ptr<const dict::Dictionary> dictionary;
        std::shared_ptr<const bots::CommonWords> commonWords;
        QString path;
        QString error;
        qint64 milliseconds = 0;
    };
    QFutureWatcher<Outcome> watcher_;
    std::shared_ptr<const dict::Dictionary> dictionary_;
    std::shared_ptr<const bots::CommonWords> commonWords_;
    QString error_;
    QString path_;
    qint64 loadMs_ = 0;
};

}  // namespace ps::ui
