#include "app/WindowTutorial.h"

#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <memory>

#include "app/MainWindow.h"
#include "app/WelcomePage.h"
#include "tutorial/LessonWindow.h"
#include "tutorial/TutorialController.h"
#include "widgets/Announcer.h"
#include "widgets/PlayerPanel.h"

namespace ps::ui {

namespace {

// The main window as a lesson sees it.
class MainLessonWindow : public tutorial::LessonWindow {
  public:
    explicit MainLessonWindow(MainWindow* window) : window_(window) {}

    QWidget* window() const override { return window_; }
    BoardView* boardView() const override { return window_->boardView(); }
    QLineEdit* wordEdit() const override { return window_->wordEdit(); }

    QWidget* part(const QString& name) const override {
        if (name == QLatin1String("wordEdit")) {
            return window_->wordEdit();
        }
        if (name == QLatin1String("confirm")) {
            return window_->confirmButton();
        }
        if (name == QLatin1String("noWord")) {
            return window_->noWordButton();
        }
        if (name == QLatin1String("wordBar")) {
            return window_->wordBar();
        }
        if (name == QLatin1String("me")) {
            return window_->playerPanel(0);
        }
        if (name == QLatin1String("rival")) {
            return window_->playerPanel(1);
        }
        if (name == QLatin1String("log")) {
            return window_->logList();
        }
        if (name == QLatin1String("playedWords")) {
            return window_->wordsList();
        }
        if (name == QLatin1String("actions")) {
            return window_->actionBar();
        }
        return nullptr;
    }

    void announce(const QString& text) override { window_->announcer()->announce(text); }

    void setLessonTitles(const QStringList& titles) override {
        window_->welcomePage()->setLessons(titles);
    }

  private:
    MainWindow* window_;
};

}  // namespace

tutorial::TutorialController* installTutorial(MainWindow* window, GameController* controller) {
    auto* tutorial =
        new tutorial::TutorialController(std::make_unique<MainLessonWindow>(window), controller);
    WelcomePage* page = window->welcomePage();
    tutorial->refreshLessonTitles();
    QObject::connect(page, &WelcomePage::tutorialClicked, tutorial,
                     [tutorial] { tutorial->start(tutorial->nextLessonIndex()); });
    QObject::connect(page, &WelcomePage::lessonClicked, tutorial,
                     [tutorial](int index) { tutorial->start(index); });
    return tutorial;
}

}  // namespace ps::ui
