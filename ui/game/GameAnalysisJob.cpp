#include "game/GameAnalysisJob.h"

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>
#include <stdexcept>

#include "game/GameController.h"
#include "model/CellNames.h"
#include "services/Logging.h"
#include "session/review.h"

namespace ps::ui {

GameAnalysisJob::GameAnalysisJob(engine::io::Record record, const dict::Lexicon& lexicon,
                                 bots::Vocabulary vocabulary, std::vector<bool> seats,
                                 bots::AnalysisBudget budget, QObject* parent)
    : QObject(parent),
      record_(std::move(record)),
      lexicon_(&lexicon),
      vocabulary_(vocabulary),
      seats_(std::move(seats)),
      budget_(budget) {}

GameAnalysisJob::~GameAnalysisJob() {
    cancel_.store(true);
    watcher_.waitForFinished();
}

void GameAnalysisJob::start() {
    if (running_ || watcher_.isRunning()) {
        return;
    }
    cancel_.store(false);
    analysis_ = session::GameAnalysis{};
    analysis_.players = record_.options.players;
    analysis_.budget = budget_;
    total_ = 0;
    error_.clear();
    running_ = true;
    watcher_.setFuture(QtConcurrent::run([this] { run(); }));
}

void GameAnalysisJob::cancel() {
    cancel_.store(true);
}

void GameAnalysisJob::run() {
    // Queued calls reach this object only while it lives, and the destructor waits for this
    // function to return: `this` is safe in them.
    const session::AnalysisProgress report = [this](const session::GameAnalysis& so_far,
                                                    std::size_t total) {
        if (so_far.turns.empty()) {
            // The turns to analyse are known: the progress bar can count them from here.
            QMetaObject::invokeMethod(
                this,
                [this, total = int(total)] {
                    total_ = total;
                    emit progress(0, total_);
                },
                Qt::QueuedConnection);
            return;
        }
        QMetaObject::invokeMethod(
            this,
            [this, turn = so_far.turns.back(), total = int(total)] {
                total_ = total;
                analysis_.turns.push_back(turn);
                const int index = int(analysis_.turns.size()) - 1;
                emit turnAnalysed(index);
                emit progress(index + 1, total_);
            },
            Qt::QueuedConnection);
    };
    session::GameAnalysis result;
    QString error;
    try {
        result = session::analyseGame(record_, *lexicon_, vocabulary_, seats_, budget_, report,
                                      &cancel_);
    } catch (const std::exception& failure) {
        error = QString::fromStdString(failure.what());
        qCWarning(lcApp, "game analysis: %s", failure.what());
    }
    QMetaObject::invokeMethod(
        this,
        [this, result = std::move(result), error] {
            if (error.isEmpty()) {
                // The worker's own account: the same turns, with the result and completeness.
                std::vector<session::TurnAnalysis> turns = std::move(analysis_.turns);
                analysis_ = result;
                if (analysis_.turns.size() < turns.size()) {
                    analysis_.turns = std::move(turns);
                }
                if (analysis_.complete) {
                    total_ = int(analysis_.turns.size());
                }
            } else {
                error_ = error;
            }
            running_ = false;
            emit finished();
        },
        Qt::QueuedConnection);
}

// --- The words for the moves

AnalysisMoves::AnalysisMoves(const engine::io::Record& record, const dict::Lexicon& lexicon)
    : deck_(record.deck) {
    try {
        const std::vector<bool> every(std::size_t(record.options.players), true);
        for (const session::TurnToReview& turn : session::turnsToReview(record, lexicon, every)) {
            // Where the seat's last placement began: the position its move was judged in.
            const engine::GameState& state = turn.lineStart.state();
            starts_.emplace(state.turnNumber, state);
        }
    } catch (const std::invalid_argument& error) {
        qCWarning(lcApp, "analysis: the record does not replay: %s", error.what());
    }
}

QString AnalysisMoves::move(int turnNumber, const bots::AnalysedMove& move,
                            const QStringList& seatNames) const {
    const auto start = starts_.find(turnNumber);
    QStringList parts;
    for (const engine::PlaceCard& place : move.placements) {
        QString card = QStringLiteral("?");
        if (deck_.contains(place.card)) {
            const engine::Card& c = deck_[place.card];
            const Letter letter[] = {c.letter};
            card = QStringLiteral("%1 (%2)").arg(GameController::wordText(letter),
                                                 QString::fromStdString(c.landmark));
        }
        if (start != starts_.end()) {
            card = GameAnalysisJob::tr("%1 on %2")
                       .arg(card, CellNames::ofTable(start->second)
                                      .name(GameController::toPoint(place.cell)));
        }
        parts << card;
    }
    QString word =
        move.word ? GameController::wordText(move.word->word) : GameAnalysisJob::tr("no word");
    if (move.helper) {
        const QString helper =
            seatNames.value(int(*move.helper), QString::number(*move.helper + 1));
        word = GameAnalysisJob::tr("%1 (with %2's help)").arg(word, helper);
    }
    parts << word;
    return parts.join(QStringLiteral(", "));
}

QString AnalysisMoves::played(const session::TurnAnalysis& turn, const QStringList& seatNames) {
    if (!turn.played) {
        return GameAnalysisJob::tr("— (no word)");
    }
    const QString word = GameController::wordText(*turn.played);
    return turn.helper ? GameAnalysisJob::tr("%1 (with %2's help)")
                             .arg(word, seatNames.value(int(*turn.helper)))
                       : word;
}

}  // namespace ps::ui
