#include "history/HistoryStore.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QSemaphore>
#include <QThread>
#include <atomic>

#include "services/Logging.h"

namespace ps::ui::history {

namespace {
std::atomic<int> connectionCounter{0};
}

HistoryStore::HistoryStore(QString path, QObject* parent)
    : AnalysisArchive(parent), path_(std::move(path)) {}

HistoryStore::~HistoryStore() {
    if (thread_ == nullptr) {
        return;
    }
    // Queued after every request already made: they are all finished first.
    auto database = database_;
    QMetaObject::invokeMethod(
        worker_,
        [database] {
            database->close();
            QThread::currentThread()->quit();
        },
        Qt::QueuedConnection);
    thread_->wait();
    delete worker_;
    delete thread_;
}

void HistoryStore::post(std::function<void(HistoryDatabase&)> job) {
    if (thread_ == nullptr) {
        database_ = std::make_shared<HistoryDatabase>(
            QStringLiteral("potega-history-%1").arg(connectionCounter.fetch_add(1)));
        thread_ = new QThread;
        thread_->setObjectName(QStringLiteral("history"));
        worker_ = new QObject;
        worker_->moveToThread(thread_);
        thread_->start(QThread::LowPriority);
    }
    QMetaObject::invokeMethod(
        worker_,
        [this, database = database_, job = std::move(job)] {
            // Until the file opens, every request tries again: history comes back on its own
            // once the cause (a full disk, a folder in the way, a lock) is gone. The same
            // problem is said once, not at every request.
            if (!database->isOpen()) {
                const QString message = database->open(path_, maxPageCount_);
                if (!message.isEmpty() && message != lastProblem_) {
                    deliver([this, message] { emit problem(message); });
                }
                lastProblem_ = database->isOpen() ? QString() : message;
            }
            job(*database);
        },
        Qt::QueuedConnection);
}

void HistoryStore::deliver(std::function<void()> delivery) {
    QMetaObject::invokeMethod(this, std::move(delivery), Qt::QueuedConnection);
}

void HistoryStore::record(GameSummary game) {
    post([this, game = std::move(game)](HistoryDatabase& database) {
        const HistoryDatabase::WriteResult result = database.write(game);
        deliver([this, result] {
            if (!result.message.isEmpty()) {
                emit problem(result.message);
            }
            emit recorded(result.written);
        });
    });
}

void HistoryStore::requestStatistics() {
    post([this](HistoryDatabase& database) {
        Statistics statistics = database.statistics();
        deliver([this, statistics = std::move(statistics)] { emit statisticsReady(statistics); });
    });
}

void HistoryStore::requestRecord(qint64 gameId) {
    post([this, gameId](HistoryDatabase& database) {
        QString text = database.recordText(gameId);
        QList<SeatSetup> seats = database.seats(gameId);
        deliver([this, gameId, text, seats] { emit recordReady(gameId, text, seats); });
    });
}

void HistoryStore::exportCsv(const QString& target) {
    post([this, target](HistoryDatabase& database) {
        const std::optional<QString> failure = database.exportCsv(target);
        deliver([this, target, failure] { emit exported(target, failure.value_or(QString())); });
    });
}

quint64 HistoryStore::findAnalysis(const analysis::ArchivedGame& game) {
    const quint64 ticket = nextTicket();
    post([this, ticket, game](HistoryDatabase& database) {
        const qint64 id = game.id > 0 ? game.id : database.findGame(game.record);
        std::optional<analysis::StoredAnalysis> stored;
        if (id > 0) {
            stored = database.analysis(id);
        }
        deliver([this, ticket, id, stored] {
            emit analysisFound(ticket, id, stored.has_value(),
                               stored.value_or(analysis::StoredAnalysis{}));
        });
    });
    return ticket;
}

quint64 HistoryStore::keepAnalysis(const analysis::ArchivedGame& game,
                                   const analysis::StoredAnalysis& analysis) {
    const quint64 ticket = nextTicket();
    post([this, ticket, game, analysis](HistoryDatabase& database) {
        const qint64 id = game.id > 0 ? game.id : database.findGame(game.record);
        QString problem;
        const bool kept = id > 0 && database.writeAnalysis(id, analysis, problem);
        if (!kept) {
            qCWarning(lcApp, "history: the analysis of game %lld is not kept: %s",
                      static_cast<long long>(id),
                      id > 0 ? qPrintable(problem) : "the history does not hold the game");
        }
        deliver([this, ticket, id, kept] { emit analysisKept(ticket, id, kept); });
    });
    return ticket;
}

bool HistoryStore::waitForIdle(int timeoutMs) {
    auto done = std::make_shared<QSemaphore>();
    post([done](HistoryDatabase&) { done->release(); });
    if (!done->tryAcquire(1, timeoutMs)) {
        return false;
    }
    // The worker's deliveries are posted before the semaphore is released.
    QCoreApplication::sendPostedEvents(this);
    return true;
}

}  // namespace ps::ui::history
