#include "history/HistoryRecorder.h"

#include <QAction>
#include <QEvent>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QWidget>

#include "analysis/AnalysisContext.h"
#include "game/GameController.h"
#include "history/HistoryStore.h"
#include "history/StatisticsWindow.h"
#include "services/DictionaryLoader.h"

namespace ps::ui::history {

HistoryRecorder::HistoryRecorder(GameController* controller, HistoryStore* store, QObject* parent)
    : QObject(parent), controller_(controller), store_(store) {
    connect(controller, &GameController::gameStarted, this, &HistoryRecorder::onGameStarted);
    connect(controller, &GameController::changed, this, &HistoryRecorder::onChanged);
    connect(controller, &GameController::gameOver, this, &HistoryRecorder::onGameOver);
    // The store answers each record in the order given: the answer to a finished game says
    // whether the history holds it.
    connect(store, &HistoryStore::recorded, this, [this](bool written) {
        if (submitted_.isEmpty()) {
            return;
        }
        if (submitted_.takeFirst() == EndReason::Finished) {
            emit finishedGameRecorded(written);
        }
    });
}

void HistoryRecorder::onGameStarted() {
    if (tracked_ && !tracked_->written) {
        submit(EndReason::Replaced);
    }
    tracked_ = Tracked{controller_->setup(), {}, {}, QDateTime::currentDateTimeUtc(), false};
    onChanged();
}

void HistoryRecorder::onChanged() {
    if (!tracked_ || !controller_->hasGame()) {
        return;
    }
    tracked_->record = controller_->session()->record();
    tracked_->state = controller_->position();
}

void HistoryRecorder::onGameOver() {
    onChanged();
    if (tracked_ && !tracked_->written) {
        submit(EndReason::Finished);
    }
}

void HistoryRecorder::windowClosing() {
    if (tracked_ && !tracked_->written) {
        submit(EndReason::Closed);
    }
}

void HistoryRecorder::submit(EndReason reason) {
    Tracked& game = *tracked_;
    game.written = true;
    // A game left before anyone played is not a game of the history, nor is a lesson.
    if (!game.state || (game.record && game.record->actions.empty()) || game.setup.lesson) {
        return;
    }
    if (game.record && identity_) {
        game.record->dictionary = identity_();
    }
    GameSummary summary =
        summarizeGame(game.setup, game.record, *game.state, controller_->lexicon());
    summary.startedAt = game.startedAt;
    summary.endedAt = QDateTime::currentDateTimeUtc();
    summary.durationSeconds = game.startedAt.secsTo(summary.endedAt);
    summary.end = reason;
    emit gameSubmitted(summary);
    submitted_.append(reason);
    store_->record(std::move(summary));
}

namespace {

// The window's close and language changes, for the recorder and the menu entry.
class WindowWatcher : public QObject {
  public:
    WindowWatcher(HistoryRecorder* recorder, QAction* action, QObject* parent)
        : QObject(parent), recorder_(recorder), action_(action) {
        retranslate();
    }
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Close) {
            recorder_->windowClosing();
        } else if (event->type() == QEvent::LanguageChange) {
            retranslate();
        }
        return QObject::eventFilter(watched, event);
    }

  private:
    void retranslate() { action_->setText(StatisticsWindow::tr("S&tatistics…")); }
    HistoryRecorder* recorder_;
    QAction* action_;
};

}  // namespace

HistoryRecorder* installHistory(QWidget* window, GameController* controller,
                                DictionaryLoader* loader, QMenu* gameMenu, QStatusBar* statusBar) {
    auto* store = new HistoryStore(HistoryDatabase::defaultPath(), window);
    auto* recorder = new HistoryRecorder(controller, store, window);
    if (loader != nullptr) {
        recorder->setDictionaryIdentity([loader] { return loader->identity(); });
        // The expert's analyses (#38) run on the table's dictionary and are kept in this store.
        analysis::installContext(loader, store);
    }
    auto* action = new QAction(gameMenu);
    action->setObjectName(QStringLiteral("statisticsAction"));
    // Before the last separator: above Quit.
    QAction* before = nullptr;
    for (QAction* existing : gameMenu->actions()) {
        if (existing->isSeparator()) {
            before = existing;
        }
    }
    gameMenu->insertAction(before, action);
    window->installEventFilter(new WindowWatcher(recorder, action, recorder));
    QObject::connect(action, &QAction::triggered, recorder, [window, store, recorder] {
        auto* statistics = window->findChild<StatisticsWindow*>();
        if (statistics == nullptr) {
            statistics = new StatisticsWindow(store, window);
            QObject::connect(statistics, &StatisticsWindow::replayRequested, recorder,
                             &HistoryRecorder::replayRequested);
        } else {
            statistics->refresh();
        }
        statistics->show();
        statistics->raise();
        statistics->activateWindow();
    });
    QObject::connect(
        store, &HistoryStore::problem, window, [window, statusBar](const QString& text) {
            if (statusBar != nullptr) {
                statusBar->showMessage(text, 15000);
            }
            auto* box = new QMessageBox(QMessageBox::Warning, StatisticsWindow::tr("Game history"),
                                        text, QMessageBox::Ok, window);
            box->setObjectName(QStringLiteral("historyProblem"));
            box->setWindowModality(Qt::NonModal);
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->show();
        });
    return recorder;
}

}  // namespace ps::ui::history
