#include "tutorial/TutorialController.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QTextDocumentFragment>
#include <QTimer>

#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "services/Language.h"
#include "services/Settings.h"
#include "tutorial/ScriptedBot.h"
#include "tutorial/TutorialOverlay.h"

namespace ps::ui::tutorial {

using namespace ps::engine;

namespace {

QRect widgetFrame(const QWidget* widget, const QWidget* window) {
    if (widget == nullptr || !widget->isVisible()) {
        return {};
    }
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

// The learner plays under their own name, the first person's of the last game set up, so the
// log reads as in a game ("Ania kładzie kartę"); without one, a plain "Player" (a pronoun
// would be worded in the third person by every line of the log).
QString learnerName() {
    const GameSetup last = Settings::newGameSetup();
    for (int seat = 0; seat < last.seats.size(); ++seat) {
        const SeatSetup& person = last.seats[seat];
        if (person.kind != SeatKind::Human) {
            continue;
        }
        const QString numbered =
            QCoreApplication::translate("GameSetup", "Player %1").arg(seat + 1);
        if (!person.name.trimmed().isEmpty() && person.name != numbered) {
            return person.name.trimmed();
        }
        break;
    }
    return TutorialController::tr("Player");
}

}  // namespace

TutorialController::TutorialController(std::unique_ptr<LessonWindow> window,
                                       GameController* controller)
    : QObject(window->window()),
      window_(std::move(window)),
      host_(window_->window()),
      controller_(controller),
      overlay_(new TutorialOverlay(host_)) {
    setObjectName(QStringLiteral("tutorialController"));
    connect(overlay_, &TutorialOverlay::nextClicked, this, &TutorialController::onNext);
    connect(overlay_, &TutorialOverlay::leaveClicked, this, &TutorialController::leave);
    connect(overlay_, &TutorialOverlay::languageChanged, this, &TutorialController::retranslate);
    connect(controller_, &GameController::changed, this, &TutorialController::onChanged);
    // The frames follow the table as it scrolls (the callout never hides a framed cell).
    for (QScrollBar* bar :
         {window_->boardView()->horizontalScrollBar(), window_->boardView()->verticalScrollBar()}) {
        connect(bar, &QScrollBar::valueChanged, overlay_, &TutorialOverlay::relayout);
    }
    // A word the rules refuse never reaches the game (the word bar says why and keeps it from
    // being confirmed): a step that shows such a word is done once it is typed.
    connect(window_->wordEdit(), &QLineEdit::textChanged, this, &TutorialController::onWordTyped);
    connect(controller_, &GameController::gameStarted, this, [this] {
        // Another game took the table (New game, Open, Play again): the lesson stops where it
        // is remembered.
        if (isRunning() && controller_->stage().game != game_) {
            detach();
            emit lessonLeft();
        }
    });
}

TutorialController::~TutorialController() = default;

QStringList TutorialController::lessonFiles() {
    QStringList files;
    const QDir folder(QStringLiteral(":/lessons"));
    for (const QString& name :
         folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        files << folder.filePath(name);
    }
    return files;
}

std::variant<Lesson, QString> TutorialController::loadLessonFile(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return QStringLiteral("%1: %2").arg(path, file.errorString());
    }
    auto lesson = parseLesson(file.readAll());
    if (auto* problem = std::get_if<QString>(&lesson)) {
        return QStringLiteral("%1: %2").arg(path, *problem);
    }
    return lesson;
}

int TutorialController::savedStep(const QString& lessonId) {
    return Settings::lessonStep(lessonId);
}

void TutorialController::rememberStep(const QString& lessonId, int step) {
    Settings::setLessonStep(lessonId, step);
}

bool TutorialController::finished(const QString& lessonId) {
    return Settings::lessonFinished(lessonId);
}

int TutorialController::nextLessonIndex() const {
    const QStringList files = lessonFiles();
    for (int i = 0; i < files.size(); ++i) {
        const auto lesson = loadLessonFile(files[i]);
        if (const auto* loaded = std::get_if<Lesson>(&lesson); loaded && !finished(loaded->id)) {
            return i;
        }
    }
    return 0;
}

QString TutorialController::language() const {
    return language::current();
}

bool TutorialController::start(int lessonIndex, bool fromScratch) {
    const QString title = tr("Teach me to play");
    const QStringList files = lessonFiles();
    if (lessonIndex < 0 || lessonIndex >= files.size()) {
        QMessageBox::warning(host_, title, tr("There is no lesson %1.").arg(lessonIndex + 1));
        return false;
    }
    auto loaded = loadLessonFile(files[lessonIndex]);
    if (const auto* problem = std::get_if<QString>(&loaded)) {
        QMessageBox::warning(host_, title, tr("The lesson cannot be read: %1").arg(*problem));
        return false;
    }
    auto lesson = std::make_shared<const Lesson>(std::get<Lesson>(std::move(loaded)));
    // The whole script is played on the table's dictionary first: a lesson that cannot be
    // finished never starts.
    if (auto problem = checkLesson(*lesson, controller_->lexicon())) {
        QMessageBox::warning(
            host_, title,
            tr("This lesson does not work with the dictionary in use: %1").arg(*problem));
        return false;
    }
    int from = fromScratch ? 0 : std::max(0, savedStep(lesson->id));
    if (from >= int(lesson->steps.size())) {
        from = 0;
    }
    const auto position = playLessonUntil(*lesson, controller_->lexicon(), std::size_t(from));
    if (const auto* problem = std::get_if<QString>(&position)) {
        QMessageBox::warning(host_, title, tr("The lesson cannot resume: %1").arg(*problem));
        return false;
    }
    const LessonPosition& at = std::get<LessonPosition>(position);
    if (isRunning()) {
        detach();
    }

    GameSetup setup;
    setup.seats = {SeatSetup{learnerName(), 0, SeatKind::Human},
                   SeatSetup{lesson->rival.forLanguage(language()), 1, SeatKind::BotMedium}};
    setup.blackCardVariant = lesson->start.options.blackCardVariant;
    setup.minimumWordLength = lesson->start.options.minWordLength;
    setup.redrawLimit = lesson->start.options.redrawLimit;
    setup.seed = lesson->start.options.seed;
    setup.startSeat = 0;
    setup.lesson = true;
    // The rival plays the script; the table's own bots come back right after seating it.
    GameController::BotFactory tableBots = controller_->botFactory();
    controller_->setBotFactory(
        [lesson, next = at.botMovesUsed](SeatKind, int, std::uint64_t, QObject* parent) -> Player* {
            return new ScriptedBot(lesson, next, parent);
        });
    helpWindowMs_ = controller_->helpWindowLength();
    controller_->setHelpWindow(0);  // the rival's words never wait for a help window
    lesson_ = lesson;               // before resume: its signals find the lesson running
    lessonIndex_ = lessonIndex;
    step_ = from;
    game_ = controller_->stage().game + 1;
    // A lesson is no resumed game: its log does not say "Game resumed".
    const std::optional<QString> problem =
        controller_->resume(at.state, setup, std::nullopt, false);
    controller_->setBotFactory(std::move(tableBots));
    if (problem) {
        lesson_.reset();
        controller_->setHelpWindow(helpWindowMs_);
        QMessageBox::warning(host_, title, *problem);
        return false;
    }
    game_ = controller_->stage().game;
    setup_ = setup;
    controller_->setActionFilter([this](const Action& action) { return filter(action); });
    enterStep(from);
    return true;
}

void TutorialController::detach() {
    controller_->setActionFilter({});
    controller_->setHelpWindow(helpWindowMs_);
    overlay_->hide();
    lesson_.reset();
    advancePending_ = false;
}

void TutorialController::leave() {
    if (!isRunning()) {
        return;
    }
    detach();
    // The game goes on against an ordinary bot of the table.
    if (controller_->hasGame() && !controller_->isOver() && controller_->botsAvailable()) {
        const GameState state = controller_->position();
        controller_->resume(state, setup_);
    }
    emit lessonLeft();
}

void TutorialController::finish() {
    Settings::setLessonFinished(lesson_->id);
    const int index = lessonIndex_;
    detach();
    emit lessonFinished(index);
}

bool TutorialController::atTurnStart() const {
    if (!controller_->hasGame() || controller_->isOver() || !controller_->currentSeatIsHuman()) {
        return false;
    }
    const GameState& state = controller_->position();
    return state.phase == Phase::Place && state.turn.placed.empty() && state.turn.redrawsUsed == 0;
}

bool TutorialController::nextReady() const {
    return controller_->hasGame() && (controller_->isOver() || controller_->currentSeatIsHuman());
}

void TutorialController::enterStep(int index, bool afterRefusal) {
    step_ = index;
    afterRefusal_ = afterRefusal;
    advancePending_ = false;
    // Remembered only where a turn begins: resuming replays the lesson to exactly there.
    if (atTurnStart()) {
        rememberStep(lesson_->id, index);
    }
    const LessonStep& step = lesson_->steps[std::size_t(index)];
    if (!step.show.cells.isEmpty()) {
        QRectF around;
        for (const QPoint cell : step.show.cells) {
            around = around.united(BoardScene::cellRect(cell));
        }
        window_->boardView()->ensureVisible(around, 40, 40);
    }
    showCurrentStep();
    emit stepChanged(index);
}

void TutorialController::showCurrentStep() {
    const LessonStep& step = lesson_->steps[std::size_t(step_)];
    QString text = step.say.forLanguage(language()).toHtmlEscaped();
    text.replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    if (afterRefusal_ && step_ > 0) {
        // Why the rules refused what the previous step had the player try.
        const QString why = lesson_->steps[std::size_t(step_ - 1)].explain.forLanguage(language());
        text = QStringLiteral("<i>%1</i><br><br>%2").arg(why.toHtmlEscaped(), text);
    }
    const QString progress = tr("%1 — step %2 of %3")
                                 .arg(lesson_->title.forLanguage(language()))
                                 .arg(step_ + 1)
                                 .arg(lesson_->steps.size());
    const Highlight highlight = step.show;
    overlay_->showStep(
        progress, text, [this, highlight] { return frames(highlight); }, !step.expect);
    // Said aloud with the names of the framed cells: a frame is not seen by everyone.
    QString spoken = QTextDocumentFragment::fromHtml(text).toPlainText();
    if (!highlight.cells.isEmpty()) {
        if (const auto* scene = qobject_cast<const BoardScene*>(window_->boardView()->scene())) {
            QStringList names;
            for (const QPoint cell : highlight.cells) {
                names << scene->cellNames().name(cell);
            }
            spoken += QLatin1Char(' ') + tr("Framed: %1.").arg(names.join(QStringLiteral(", ")));
        }
    }
    if (!step.expect) {
        spoken += QLatin1Char(' ') + tr("Next: F8.");
    }
    window_->announce(spoken);
    const bool last = step_ + 1 == int(lesson_->steps.size());
    overlay_->setNextText(last ? tr("Finish the lesson") : QString());
    overlay_->setNextEnabled(nextReady());
}

void TutorialController::retranslate() {
    refreshLessonTitles();
    if (isRunning()) {
        showCurrentStep();
    }
}

void TutorialController::refreshLessonTitles() {
    QStringList titles;
    for (const QString& file : lessonFiles()) {
        const auto lesson = loadLessonFile(file);
        const auto* loaded = std::get_if<Lesson>(&lesson);
        titles << (loaded != nullptr ? loaded->title.forLanguage(language())
                                     : QFileInfo(file).baseName());
    }
    window_->setLessonTitles(titles);
}

void TutorialController::onNext() {
    if (!isRunning() || !nextReady() || lesson_->steps[std::size_t(step_)].expect) {
        return;
    }
    if (step_ + 1 >= int(lesson_->steps.size())) {
        finish();
        return;
    }
    enterStep(step_ + 1);
}

void TutorialController::onChanged() {
    if (!isRunning() || !controller_->hasGame() || controller_->stage().game != game_) {
        return;
    }
    if (advancePending_ && step_ + 1 < int(lesson_->steps.size())) {
        enterStep(step_ + 1);
        return;
    }
    // The placed card was taken back: the step that places it comes again.
    const LessonStep& step = lesson_->steps[std::size_t(step_)];
    const GameState& state = controller_->position();
    if (step.expect && controller_->currentSeatIsHuman() && state.phase == Phase::Place &&
        state.turn.placed.empty()) {
        const auto expected = expectedAction(step, state);
        if (!expected || !std::holds_alternative<PlaceCard>(*expected)) {
            for (int back = step_ - 1; back >= 0; --back) {
                const LessonStep& earlier = lesson_->steps[std::size_t(back)];
                if (earlier.expect && earlier.expect->value("type", "") == "place") {
                    enterStep(back);
                    return;
                }
            }
        }
    }
    overlay_->setNextEnabled(nextReady());
}

void TutorialController::onWordTyped(const QString& text) {
    if (!isRunning() || !controller_->hasGame() || controller_->stage().game != game_) {
        return;
    }
    const LessonStep& step = lesson_->steps[std::size_t(step_)];
    const std::optional<Action> expected = expectedAction(step, controller_->position());
    const auto* word = expected ? std::get_if<PlayWord>(&*expected) : nullptr;
    if (!step.tryRefused || word == nullptr) {
        return;
    }
    const WordFeedback typed = controller_->checkWord(text);
    if (typed.parsed && typed.word == word->word && !typed.playable) {
        // After the word bar has shown its own verdict on this very text.
        QTimer::singleShot(0, this, [this, index = step_] {
            if (isRunning() && step_ == index) {
                enterStep(index + 1, true);
            }
        });
    }
}

std::optional<QString> TutorialController::filter(const Action& action) {
    if (!isRunning() || controller_->stage().game != game_) {
        return std::nullopt;
    }
    const LessonStep& step = lesson_->steps[std::size_t(step_)];
    const std::optional<Action> expected = expectedAction(step, controller_->position());
    if (expected && matchesExpected(*expected, action)) {
        if (step.tryRefused) {
            // The rules refuse it: the step was to see that; the next one says why.
            enterStep(step_ + 1, true);
            return step.explain.forLanguage(language());
        }
        advancePending_ = true;
        return std::nullopt;
    }
    const QString text = wrongMoveText(step, action);
    overlay_->showProblem(text);
    window_->announce(text);
    return text;
}

QString TutorialController::wrongMoveText(const LessonStep& step, const Action& action) const {
    const QString own = step.wrong.forLanguage(language());
    if (!own.isEmpty()) {
        return own;
    }
    const std::optional<Action> expected = expectedAction(step, controller_->position());
    if (!expected) {
        return tr("Not yet: read this step, then press Next.");
    }
    if (std::holds_alternative<PlaceCard>(*expected)) {
        return tr("Not there: in this step the card goes on the framed cell. Try again.");
    }
    if (const auto* word = std::get_if<PlayWord>(&*expected)) {
        const QString wanted = GameController::wordText(word->word);
        if (const auto* played = std::get_if<PlayWord>(&action)) {
            return tr("%1 is not the word of this step. Type %2 and confirm it.")
                .arg(GameController::wordText(played->word), wanted);
        }
        return tr("This step plays the word %1: type it and confirm it.").arg(wanted);
    }
    if (std::holds_alternative<Redraw>(*expected)) {
        return tr("This step is about having no word: press the No word button.");
    }
    if (std::holds_alternative<HelpAccept>(*expected)) {
        return tr("This step accepts the offer: press Accept in the offer's window.");
    }
    if (std::holds_alternative<HelpCounter>(*expected)) {
        return tr(
            "This step makes a counter-offer: tick the card named in the step and press "
            "Counter-offer.");
    }
    return tr("That is not this step's move. Read the step once more and try again.");
}

QList<QRect> TutorialController::frames(const Highlight& highlight) const {
    QList<QRect> rects;
    BoardView* view = window_->boardView();
    if (view->isVisible()) {
        const QPoint origin = view->viewport()->mapTo(host_, QPoint(0, 0));
        for (const QPoint cell : highlight.cells) {
            QRect rect = view->mapFromScene(BoardScene::cellRect(cell)).boundingRect();
            rect = rect.intersected(view->viewport()->rect());
            if (!rect.isEmpty()) {
                rects << rect.translated(origin);
            }
        }
    }
    const QString& name = highlight.widget;
    QRect rect;
    if (name == QLatin1String("board")) {
        rect = widgetFrame(view, host_);
    } else if (name == QLatin1String("players")) {
        rect = widgetFrame(window_->part(QStringLiteral("me")), host_)
                   .united(widgetFrame(window_->part(QStringLiteral("rival")), host_));
    } else if (!name.isEmpty()) {
        rect = widgetFrame(window_->part(name), host_);
    }
    if (!rect.isEmpty()) {
        rects << rect;
    }
    return rects;
}

}  // namespace ps::ui::tutorial
