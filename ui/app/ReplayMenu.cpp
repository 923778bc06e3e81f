#include "app/ReplayMenu.h"

#include <QAction>
#include <QEvent>
#include <QFileDialog>
#include <QMenu>
#include <QPointer>
#include <QStandardPaths>

#include "app/GameFiles.h"
#include "app/MainWindow.h"
#include "game/BotFactory.h"
#include "replay/ReplayViewer.h"
#include "services/DictionaryLoader.h"

namespace ps::ui {

namespace {

// Words the entry anew when the window's language changes.
class ReplayEntry : public QObject {
  public:
    ReplayEntry(QAction* action, MainWindow* window) : QObject(action), action_(action) {
        window->installEventFilter(this);
        retranslate();
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::LanguageChange) {
            retranslate();
        }
        return QObject::eventFilter(watched, event);
    }

  private:
    void retranslate() {
        action_->setText(ReplayViewer::tr("&Replay a game record…"));
        action_->setStatusTip(
            ReplayViewer::tr("Step through a finished or saved game, turn by turn"));
    }
    QAction* action_;
};

std::optional<ReplayDictionary> windowDictionary(const QPointer<MainWindow>& window) {
    const MainWindow* shown = window.data();
    DictionaryLoader* loader = shown != nullptr ? shown->dictionaryLoader() : nullptr;
    if (loader == nullptr || !loader->waitUntilLoaded()) {
        return std::nullopt;
    }
    ReplayDictionary dictionary;
    dictionary.lexicon = &loader->tableLexicon();
    dictionary.identity = loader->identity();
    dictionary.name = loader->displayName();
    // Asked again at every turn reviewed: the table's dictionary of the moment.
    dictionary.review = [loader](const engine::Game& game, const bots::Thinking& thinking) {
        return makeReviewFunction(loader->dictionary(), loader->commonWords(), loader->overlay())(
            game, thinking);
    };
    return dictionary;
}

}  // namespace

void addReplayMenuEntry(QMenu* gameMenu, MainWindow* window) {
    auto* action = gameMenu->addAction(QString());
    action->setObjectName(QStringLiteral("replayAction"));
    new ReplayEntry(action, window);
    const QPointer<MainWindow> guarded(window);
    ReplayViewer::setDictionarySource([guarded] { return windowDictionary(guarded); });
    QObject::connect(action, &QAction::triggered, window, [window] {
        const QString path = QFileDialog::getOpenFileName(
            window, ReplayViewer::tr("Replay a game record"), GameFiles::startFolder(),
            ReplayViewer::tr("Saved games and records (*.potega *.json);;All files (*)"));
        if (!path.isEmpty()) {
            ReplayViewer::openFile(path, window);
        }
    });
}

}  // namespace ps::ui
