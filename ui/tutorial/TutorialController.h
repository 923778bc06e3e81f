#pragma once
// Runs a lesson (Lesson.h) on the real window and game: the lesson's position is resumed in
// the GameController with a scripted rival (ScriptedBot), and the controller sits beside the
// game — it watches every change to move through the steps, filters the player's actions
// (GameController::setActionFilter: a move other than the step's is refused with a friendly
// explanation and nothing changes), and shows each step with TutorialOverlay. The step
// reached at the start of each of the player's turns is remembered (Settings), so a lesson
// left half-way resumes there. Leaving hands the game over to an ordinary bot.

#include <QObject>
#include <QPointer>
#include <memory>
#include <optional>
#include <variant>

#include "game/GameController.h"
#include "tutorial/Lesson.h"
#include "tutorial/LessonWindow.h"

namespace ps::ui::tutorial {

class TutorialOverlay;

class TutorialController : public QObject {
    Q_OBJECT
  public:
    // A child of `window->window()`; the welcome page's buttons are the window's to connect.
    TutorialController(std::unique_ptr<LessonWindow> window, GameController* controller);
    ~TutorialController() override;

    // The shipped lessons (Qt resources, :/lessons/*.json), in their order.
    static QStringList lessonFiles();
    static std::variant<Lesson, QString> loadLessonFile(const QString& path);

    // Starts the lesson at the step remembered for it (from the start when none or when
    // `fromScratch`). False, with a message to the player, when it cannot start.
    bool start(int lessonIndex, bool fromScratch = false);
    // The first lesson not finished yet (the first when all are).
    [[nodiscard]] int nextLessonIndex() const;
    // Stops the lesson; its progress stays, and the game goes on against an ordinary bot.
    void leave();

    [[nodiscard]] bool isRunning() const { return lesson_ != nullptr; }
    [[nodiscard]] int lessonIndex() const { return lessonIndex_; }
    [[nodiscard]] const Lesson* lesson() const { return lesson_.get(); }
    [[nodiscard]] int step() const { return step_; }
    // The welcome page's lesson buttons, titled in the UI's language.
    void refreshLessonTitles();
    [[nodiscard]] TutorialOverlay* overlay() const { return overlay_; }

    // Remembered progress: the step to resume at (-1: none), and whether it was finished.
    static int savedStep(const QString& lessonId);
    // Remembers `step` as where the lesson resumes (a step that begins one of the player's turns).
    static void rememberStep(const QString& lessonId, int step);
    static bool finished(const QString& lessonId);

  signals:
    void stepChanged(int step);
    void lessonFinished(int lessonIndex);
    void lessonLeft();

  private:
    std::optional<QString> filter(const engine::Action& action);
    QString wrongMoveText(const LessonStep& step, const engine::Action& action) const;
    // `afterRefusal`: the previous step had the player try a move the rules refuse; its
    // explanation comes first.
    void enterStep(int index, bool afterRefusal = false);
    void showCurrentStep();
    void retranslate();
    void onChanged();
    void onWordTyped(const QString& text);
    void onNext();
    void finish();
    void detach();
    [[nodiscard]] bool atTurnStart() const;
    [[nodiscard]] bool nextReady() const;
    [[nodiscard]] QList<QRect> frames(const Highlight& highlight) const;
    [[nodiscard]] QString language() const;

    std::unique_ptr<LessonWindow> window_;
    QWidget* host_;  // window_->window()
    GameController* controller_;
    TutorialOverlay* overlay_;
    std::shared_ptr<const Lesson> lesson_;
    int lessonIndex_ = -1;
    int step_ = 0;
    quint64 game_ = 0;             // the controller's game number of the lesson's game
    bool advancePending_ = false;  // the step's action passed the filter
    bool afterRefusal_ = false;    // the step shown opens with the previous one's explanation
    GameSetup setup_;
    int helpWindowMs_ = 0;  // the table's setting, back after the lesson
};

}  // namespace ps::ui::tutorial
