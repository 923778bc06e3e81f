#include "app/DictionaryLoader.h"

#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QtConcurrent/QtConcurrentRun>

#include "app/Logging.h"
#include "bots/common_words.h"
#include "dictionary/dictionary.h"

namespace ps::ui {

DictionaryLoader::DictionaryLoader(QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, [this] {
        const Outcome outcome = watcher_.result();
        dictionary_ = outcome.dictionary;
        commonWords_ = outcome.commonWords;
        error_ = outcome.error;
        path_ = outcome.path;
        loadMs_ = outcome.milliseconds;
        emit finished();
    });
}

DictionaryLoader::~DictionaryLoader() {
    watcher_.waitForFinished();
}

void DictionaryLoader::start() {
    if (watcher_.isRunning() || dictionary_) {
        return;
    }
    watcher_.setFuture(QtConcurrent::run([] {
        Outcome outcome;
        QElapsedTimer timer;
        timer.start();
        const auto path = dict::findDictionaryFile();
        if (!path) {
            outcome.error = QCoreApplication::translate(
                "DictionaryLoader",
                "The Polish dictionary (polish.dict) was not found. Build it with "
                "scripts/play.sh or set POTEGA_DICTIONARY to its path.");
            return outcome;
        }
        outcome.path = QString::fromStdString(path->string());
        try {
            outcome.dictionary =
                std::make_shared<const dict::Dictionary>(dict::Dictionary::load(*path));
        } catch (const std::exception& error) {
            outcome.error =
                QCoreApplication::translate("DictionaryLoader", "The dictionary cannot be used: %1")
                    .arg(QString::fromUtf8(error.what()));
        }
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
