#include "game/GameReview.h"

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>

#include "game/Player.h"
#include "services/Logging.h"
#include "session/review.h"

namespace ps::ui {

using namespace ps::engine;

ReviewCells reviewCells(const ReviewRow& row, const QStringList& seatNames) {
    // Plain numbers: the English text needs no plural forms.
    const auto cards = [](int count) { return QString::number(count); };
    ReviewCells cells;
    cells.played = GameReview::tr("— (no word)");
    if (row.played) {
        const QString word = GameController::wordText(*row.played);
        cells.played =
            row.helper
                ? GameReview::tr("%1 (with %2's help) — cards captured: %3")
                      .arg(word, seatNames.value(*row.helper), cards(row.playedCaptures))
                : GameReview::tr("%1 — cards captured: %2").arg(word, cards(row.playedCaptures));
    }
    cells.best = GameReview::tr("thinking…");
    if (row.reviewed) {
        cells.best = row.best ? GameReview::tr("%1 — cards captured: %2")
                                    .arg(GameController::wordText(row.best->word.word),
                                         cards(row.best->preview.captures))
                              : GameReview::tr("— (no word possible)");
    }
    cells.bestGainsMore =
        row.reviewed && row.best && row.best->preview.captures > row.playedCaptures;
    return cells;
}

GameReview::GameReview(const GameController& controller, QObject* parent) : QObject(parent) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, &GameReview::finished);
    if (!controller.hasGame() || !controller.actions() || !controller.reviewFunction()) {
        return;
    }
    const GameState& state = controller.game().state();
    options_ = state.options;
    deck_ = state.deck;
    lexicon_ = &controller.lexicon();
    actions_ = *controller.actions();
    function_ = controller.reviewFunction();
    bool anyHuman = false;
    for (int seat = 0; seat < int(state.players.size()); ++seat) {
        const Player* player = controller.player(seat);
        const bool human = player == nullptr || player->isHuman();
        human_.push_back(human);
        anyHuman = anyHuman || human;
    }
    available_ = anyHuman;
}

GameReview::GameReview(const engine::io::Record& record, const dict::Lexicon& lexicon,
                       std::vector<bool> reviewed, GameController::ReviewFunction function,
                       QObject* parent)
    : QObject(parent),
      options_(record.options),
      deck_(record.deck),
      lexicon_(&lexicon),
      actions_(record.actions),
      human_(std::move(reviewed)),
      function_(std::move(function)) {
    connect(&watcher_, &QFutureWatcherBase::finished, this, &GameReview::finished);
    available_ = bool(function_) &&
                 std::any_of(human_.begin(), human_.end(), [](bool seat) { return seat; });
}

GameReview::~GameReview() {
    cancel_.store(true);
    watcher_.waitForFinished();
}

int GameReview::reviewedCount() const {
    int count = 0;
    for (const ReviewRow& row : rows_) {
        count += row.reviewed ? 1 : 0;
    }
    return count;
}

void GameReview::start() {
    if (!available_ || watcher_.isRunning()) {
        return;
    }
    cancel_.store(false);
    watcher_.setFuture(QtConcurrent::run([this] { run(); }));
}

void GameReview::cancel() {
    cancel_.store(true);
}

void GameReview::run() {
    // Replay the history (no dictionary search: fast) and keep the position at the start of
    // every person's turn, with what they then played (ps::session::turnsToReview). Queued calls
    // reach this object only while it lives: the destructor waits for this function to return.
    std::vector<session::TurnToReview> turns;
    try {
        turns = session::turnsToReview(engine::io::Record{options_, deck_, actions_}, *lexicon_,
                                       human_, &cancel_);
    } catch (const std::invalid_argument& error) {
        // A history the engine cannot replay: nothing to review (available() said so).
        qCWarning(lcApp, "post-game review: %s", error.what());
        turns.clear();
    }
    if (cancel_.load()) {
        return;
    }
    QList<ReviewRow> rows;
    for (const session::TurnToReview& turn : turns) {
        ReviewRow row;
        row.round = turn.round;
        row.seat = int(turn.seat);
        row.played = turn.played;
        if (turn.helper) {
            row.helper = int(*turn.helper);
        }
        row.playedCaptures = turn.playedCaptures;
        rows << row;
    }
    QMetaObject::invokeMethod(
        this,
        [this, rows] {
            rows_ = rows;
            emit turnsFound();
        },
        Qt::QueuedConnection);
    // The hard bot, one turn after the other.
    const bots::Thinking thinking{&cancel_, {}};
    for (int i = 0; i < int(turns.size()); ++i) {
        if (cancel_.load()) {
            return;
        }
        std::optional<bots::Suggestion> best;
        try {
            best = function_(turns[i].start, thinking);
        } catch (const std::exception& error) {
            // The row then shows no word; the log keeps why.
            qCWarning(lcApp, "post-game review of turn %d: %s", i + 1, error.what());
            best.reset();
        }
        if (cancel_.load()) {
            return;  // a cancelled search may have stopped half-way: not a verdict
        }
        QMetaObject::invokeMethod(
            this,
            [this, i, best] {
                if (i < rows_.size()) {
                    rows_[i].reviewed = true;
                    rows_[i].best = best;
                    emit rowReviewed(i);
                }
            },
            Qt::QueuedConnection);
    }
}

}  // namespace ps::ui
