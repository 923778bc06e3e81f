#pragma once
// A tutorial lesson as data (ui/resources/lessons/*.json, docs/ui.md "Tutorial"): a
// hand-written starting position, the rival bot's scripted actions, and the steps — what each
// says (Polish and English), which part of the window it points at, and the player's action it
// waits for. Loading checks the document's shape; checkLesson() plays the whole script through
// a table session, so a lesson that loads and checks can be played to its end.

#include <QList>
#include <QPoint>
#include <QString>
#include <optional>
#include <variant>
#include <vector>

#include "dictionary/lexicon.h"
#include "engine/actions.h"
#include "engine/game.h"
#include "engine/io/json_text.h"
#include "engine/state.h"

namespace ps::ui::tutorial {

// A text in both languages of the app.
struct LessonText {
    QString pl;
    QString en;
    // The text in the UI's language (English for any language but Polish).
    [[nodiscard]] QString forLanguage(const QString& code) const;
};

// The part of the window a step points at: table cells, or a widget by its lesson name
// (knownWidgetNames()).
struct Highlight {
    QList<QPoint> cells;
    QString widget;
    [[nodiscard]] bool empty() const { return cells.isEmpty() && widget.isEmpty(); }
};

struct LessonStep {
    LessonText say;
    Highlight show;
    // The player's action this step waits for (an action object of docs/formats.md, read
    // against the position it meets); none: the step waits for "Next".
    std::optional<engine::io::Json> expect;
    // The rules refuse the expected action: the player tries it and the step explains why.
    bool tryRefused = false;
    // Said after the player tried a refused action (tryRefused).
    LessonText explain;
    // Said after a move other than the expected one (a default wording when empty).
    LessonText wrong;
};

struct BotMove {
    int turn = 0;  // the game's turnNumber in which the bot plays it
    engine::io::Json action;
};

struct Lesson {
    QString id;
    LessonText title;
    LessonText rival;  // the bot's name
    engine::GameState start;
    std::vector<BotMove> bot;
    std::vector<LessonStep> steps;
};

// The widget names a lesson may highlight.
const QStringList& knownWidgetNames();

// A lesson from its JSON text, or the first fault as "path: message".
std::variant<Lesson, QString> parseLesson(const QByteArray& text);

// The position after the steps before `untilStep` were played (the bot's moves in between
// included), and how many bot moves that used; or what went wrong, naming the step.
struct LessonPosition {
    engine::GameState state;
    std::size_t botMovesUsed = 0;
};
std::variant<LessonPosition, QString> playLessonUntil(const Lesson& lesson,
                                                      const dict::Lexicon& lexicon,
                                                      std::size_t untilStep);
// Plays every step: nothing when the whole lesson works on this dictionary.
std::optional<QString> checkLesson(const Lesson& lesson, const dict::Lexicon& lexicon);

// The bot's next scripted action if it is due now (its turn number) and reads in `state`,
// else nothing. Whether the rules accept it there is the caller's check.
std::optional<engine::Action> scriptedBotAction(const Lesson& lesson, std::size_t next,
                                                const engine::GameState& state);

// The step's expected action read against `state` (nothing when it does not read there).
std::optional<engine::Action> expectedAction(const LessonStep& step,
                                             const engine::GameState& state);
// Whether the player's `action` is the one the step waits for: the same kind, cell, word
// (and cards when the step names them), helper and price.
bool matchesExpected(const engine::Action& expected, const engine::Action& action);

}  // namespace ps::ui::tutorial
