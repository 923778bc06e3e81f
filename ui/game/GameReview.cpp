#include "game/GameReview.h"

#include <QMetaObject>
#include <QtConcurrent/QtConcurrentRun>

#include "game/Player.h"

namespace ps::ui {

using namespace ps::engine;

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
    // every person's turn, with what they then played. Queued calls reach this object only
    // while it lives: the destructor waits for this function to return.
    std::vector<Turn> turns;
    try {
        Game game(options_, deck_, *lexicon_);
        int open = -1;  // the turn being played, when it is a person's
        const auto begin = [&](int seat) {
            open = -1;
            if (seat >= 0 && seat < int(human_.size()) && human_[seat]) {
                ReviewRow row;
                row.round = game.state().round;
                row.seat = seat;
                turns.push_back(Turn{row, game});
                open = int(turns.size()) - 1;
            }
        };
        begin(game.currentPlayer());
        for (const Action& action : actions_) {
            if (cancel_.load()) {
                return;
            }
            const Result result = game.apply(action);
            if (!result.ok()) {
                break;
            }
            for (const Event& event : result.events) {
                if (const auto* played = std::get_if<WordPlayed>(&event); played && open >= 0) {
                    if (int(played->player) == turns[open].row.seat) {
                        turns[open].row.played = played->word;
                        if (played->helper) {
                            turns[open].row.helper = int(*played->helper);
                        }
                    }
                } else if (const auto* captured = std::get_if<CardCaptured>(&event);
                           captured && open >= 0 && int(captured->player) == turns[open].row.seat) {
                    ++turns[open].row.playedCaptures;
                } else if (const auto* began = std::get_if<TurnBegan>(&event)) {
                    begin(int(began->player));
                }
            }
        }
    } catch (const std::exception&) {
        turns.clear();  // a history the engine cannot replay: nothing to review
    }
    QList<ReviewRow> rows;
    for (const Turn& turn : turns) {
        rows << turn.row;
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
        } catch (const std::exception&) {
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
