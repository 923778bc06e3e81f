#include "tutorial/Lesson.h"

#include <QStringList>
#include <algorithm>

#include "engine/game.h"
#include "engine/io/action_json.h"
#include "engine/io/position.h"
#include "session/session.h"

namespace ps::ui::tutorial {

using engine::io::Json;

namespace {

constexpr std::string_view kFormat = "potega-slowa-lesson";
constexpr int kVersion = 1;

// A fault in the document: where and what (turned into "path: message").
struct Fault {
    std::string path;
    std::string message;
};

const Json& member(const Json& object, const std::string& path, const char* key) {
    const auto found = object.find(key);
    if (found == object.end()) {
        throw Fault{path, std::string("missing \"") + key + "\""};
    }
    return *found;
}

void onlyKnownKeys(const Json& object, const std::string& path,
                   std::initializer_list<const char*> known) {
    for (const auto& [key, value] : object.items()) {
        if (std::none_of(known.begin(), known.end(), [&](const char* k) { return key == k; })) {
            std::string list;
            for (const char* k : known) {
                list += (list.empty() ? "" : ", ") + std::string(k);
            }
            throw Fault{path + "/" + key, "unknown field (known fields: " + list + ")"};
        }
    }
}

QString readString(const Json& value, const std::string& path) {
    if (!value.is_string() || value.get<std::string>().empty()) {
        throw Fault{path, "must be a non-empty string"};
    }
    return QString::fromStdString(value.get<std::string>());
}

LessonText readText(const Json& value, const std::string& path) {
    if (!value.is_object()) {
        throw Fault{path, "must be an object with \"pl\" and \"en\" texts"};
    }
    onlyKnownKeys(value, path, {"pl", "en"});
    return LessonText{readString(member(value, path, "pl"), path + "/pl"),
                      readString(member(value, path, "en"), path + "/en")};
}

int readInt(const Json& value, const std::string& path, int low, int high) {
    if (!value.is_number_integer() || value.get<long long>() < low ||
        value.get<long long>() > high) {
        throw Fault{
            path, "must be an integer from " + std::to_string(low) + " to " + std::to_string(high)};
    }
    return int(value.get<long long>());
}

Highlight readHighlight(const Json& value, const std::string& path) {
    if (!value.is_object()) {
        throw Fault{path, "must be an object: {\"cells\": [[x, y], ...]} or {\"widget\": name}"};
    }
    onlyKnownKeys(value, path, {"cells", "widget"});
    Highlight highlight;
    if (const auto cells = value.find("cells"); cells != value.end()) {
        if (!cells->is_array() || cells->empty()) {
            throw Fault{path + "/cells", "must be a non-empty list of [x, y] cells"};
        }
        for (std::size_t i = 0; i < cells->size(); ++i) {
            const Json& cell = (*cells)[i];
            const std::string at = path + "/cells/" + std::to_string(i);
            if (!cell.is_array() || cell.size() != 2) {
                throw Fault{at, "must be a cell [x, y]"};
            }
            highlight.cells.append(QPoint(readInt(cell[0], at + "/0", -1000, 1000),
                                          readInt(cell[1], at + "/1", -1000, 1000)));
        }
    }
    if (const auto widget = value.find("widget"); widget != value.end()) {
        highlight.widget = readString(*widget, path + "/widget");
        if (!knownWidgetNames().contains(highlight.widget)) {
            throw Fault{path + "/widget",
                        "unknown widget \"" + highlight.widget.toStdString() +
                            "\" (known: " + knownWidgetNames().join(", ").toStdString() + ")"};
        }
    }
    if (highlight.empty()) {
        throw Fault{path, "names neither cells nor a widget"};
    }
    return highlight;
}

LessonStep readStep(const Json& value, const std::string& path) {
    if (!value.is_object()) {
        throw Fault{path, "a step must be an object"};
    }
    onlyKnownKeys(value, path, {"say", "show", "expect", "refused", "explain", "wrong"});
    LessonStep step;
    step.say = readText(member(value, path, "say"), path + "/say");
    if (const auto show = value.find("show"); show != value.end()) {
        step.show = readHighlight(*show, path + "/show");
    }
    if (const auto expect = value.find("expect"); expect != value.end()) {
        if (!expect->is_object() || !expect->contains("type")) {
            throw Fault{path + "/expect", "must be an action object with a \"type\""};
        }
        step.expect = *expect;
    }
    if (const auto refused = value.find("refused"); refused != value.end()) {
        if (!refused->is_boolean()) {
            throw Fault{path + "/refused", "must be true or false"};
        }
        step.tryRefused = refused->get<bool>();
    }
    if (step.tryRefused) {
        if (!step.expect) {
            throw Fault{path + "/refused", "a refused try needs the \"expect\"ed action"};
        }
        step.explain = readText(member(value, path, "explain"), path + "/explain");
    } else if (value.contains("explain")) {
        throw Fault{path + "/explain", "only a step with \"refused\": true explains a refusal"};
    }
    if (const auto wrong = value.find("wrong"); wrong != value.end()) {
        step.wrong = readText(*wrong, path + "/wrong");
    }
    return step;
}

Lesson readLesson(const Json& document) {
    if (!document.is_object()) {
        throw Fault{"", "a lesson is a JSON object"};
    }
    onlyKnownKeys(document, "",
                  {"format", "version", "id", "title", "rival", "position", "bot", "steps"});
    if (member(document, "", "format") != kFormat) {
        throw Fault{"/format", "must be \"potega-slowa-lesson\""};
    }
    if (member(document, "", "version") != kVersion) {
        throw Fault{"/version", "unsupported version (this build reads version 1)"};
    }
    Lesson lesson;
    lesson.id = readString(member(document, "", "id"), "/id");
    lesson.title = readText(member(document, "", "title"), "/title");
    lesson.rival = readText(member(document, "", "rival"), "/rival");
    const engine::io::Loaded<engine::GameState> start =
        engine::io::positionFromJson(member(document, "", "position"));
    if (!start.ok()) {
        throw Fault{"/position" + start.error.path, start.error.message};
    }
    lesson.start = *start.value;
    if (lesson.start.players.size() != 2) {
        throw Fault{"/position/options/players", "a lesson is a game of 2: the player and a bot"};
    }
    if (lesson.start.currentPlayer != 0 || lesson.start.phase != engine::Phase::Place) {
        throw Fault{"/position", "the lesson begins with player 0 (the learner) to place a card"};
    }
    const Json& bot = member(document, "", "bot");
    if (!bot.is_array()) {
        throw Fault{"/bot", "must be a list of {\"turn\": n, \"action\": {...}}"};
    }
    for (std::size_t i = 0; i < bot.size(); ++i) {
        const std::string path = "/bot/" + std::to_string(i);
        if (!bot[i].is_object()) {
            throw Fault{path, "must be {\"turn\": n, \"action\": {...}}"};
        }
        onlyKnownKeys(bot[i], path, {"turn", "action"});
        BotMove move;
        move.turn = readInt(member(bot[i], path, "turn"), path + "/turn", 0, 1000);
        move.action = member(bot[i], path, "action");
        if (!move.action.is_object() || !move.action.contains("type")) {
            throw Fault{path + "/action", "must be an action object with a \"type\""};
        }
        lesson.bot.push_back(std::move(move));
    }
    const Json& steps = member(document, "", "steps");
    if (!steps.is_array() || steps.empty()) {
        throw Fault{"/steps", "must be a non-empty list of steps"};
    }
    for (std::size_t i = 0; i < steps.size(); ++i) {
        lesson.steps.push_back(readStep(steps[i], "/steps/" + std::to_string(i)));
    }
    return lesson;
}

QString stepName(std::size_t index, const LessonStep& step) {
    QString text = step.say.en.left(50);
    return QStringLiteral("step %1 (\"%2…\")").arg(index + 1).arg(text);
}

}  // namespace

QString LessonText::forLanguage(const QString& code) const {
    return code.startsWith(QStringLiteral("pl")) ? pl : en;
}

const QStringList& knownWidgetNames() {
    static const QStringList names{
        QStringLiteral("board"),       QStringLiteral("wordEdit"), QStringLiteral("confirm"),
        QStringLiteral("noWord"),      QStringLiteral("wordBar"),  QStringLiteral("players"),
        QStringLiteral("me"),          QStringLiteral("rival"),    QStringLiteral("log"),
        QStringLiteral("playedWords"), QStringLiteral("actions")};
    return names;
}

std::variant<Lesson, QString> parseLesson(const QByteArray& text) {
    const engine::io::Loaded<Json> json =
        engine::io::parseStrictJson(std::string_view(text.constData(), std::size_t(text.size())));
    if (!json.ok()) {
        return QString::fromStdString(json.error.text());
    }
    try {
        return readLesson(*json.value);
    } catch (const Fault& fault) {
        return QString::fromStdString((fault.path.empty() ? std::string("/") : fault.path) + ": " +
                                      fault.message);
    }
}

std::optional<engine::Action> expectedAction(const LessonStep& step,
                                             const engine::GameState& state) {
    if (!step.expect) {
        return std::nullopt;
    }
    engine::io::Loaded<engine::Action> action =
        engine::io::actionFromJson(*step.expect, state.deck, &state);
    return action.value;
}

bool matchesExpected(const engine::Action& expected, const engine::Action& action) {
    if (expected.index() != action.index()) {
        return false;
    }
    using namespace engine;
    if (const auto* place = std::get_if<PlaceCard>(&expected)) {
        return place->cell == std::get<PlaceCard>(action).cell;
    }
    if (const auto* word = std::get_if<PlayWord>(&expected)) {
        const auto& played = std::get<PlayWord>(action);
        return word->word == played.word && (word->cards.empty() || word->cards == played.cards);
    }
    if (const auto* accept = std::get_if<HelpAccept>(&expected)) {
        return accept->helper == std::get<HelpAccept>(action).helper;
    }
    if (const auto* counter = std::get_if<HelpCounter>(&expected)) {
        auto wanted = counter->price;
        auto given = std::get<HelpCounter>(action).price;
        std::sort(wanted.begin(), wanted.end());
        std::sort(given.begin(), given.end());
        return counter->helper == std::get<HelpCounter>(action).helper && wanted == given;
    }
    if (const auto* refuse = std::get_if<HelpRefuse>(&expected)) {
        return refuse->helper == std::get<HelpRefuse>(action).helper;
    }
    // The black-card actions and the rest: the very action.
    return expected == action;
}

std::optional<engine::Action> scriptedBotAction(const Lesson& lesson, std::size_t next,
                                                const engine::GameState& state) {
    if (next >= lesson.bot.size() || lesson.bot[next].turn != state.turnNumber) {
        return std::nullopt;
    }
    engine::io::Loaded<engine::Action> action =
        engine::io::actionFromJson(lesson.bot[next].action, state.deck, &state);
    if (!action.ok()) {
        return std::nullopt;
    }
    return action.value;
}

std::variant<LessonPosition, QString> playLessonUntil(const Lesson& lesson,
                                                      const dict::Lexicon& lexicon,
                                                      std::size_t untilStep) {
    const session::Seats seats{session::Seat::person(),
                               session::Seat::computer(bots::Level::Medium)};
    std::optional<session::Session> table;
    try {
        table.emplace(lesson.start, lexicon, seats);
    } catch (const std::exception& error) {
        return QStringLiteral("the position: %1").arg(QString::fromUtf8(error.what()));
    }
    std::size_t botUsed = 0;
    // The bot answers every request it is asked, as the app's scripted seat does.
    const auto letBotPlay = [&]() -> std::optional<QString> {
        for (int guard = 0; guard < 1000; ++guard) {
            const std::vector<session::Request> awaited = table->awaited();
            const auto request =
                std::find_if(awaited.begin(), awaited.end(),
                             [](const session::Request& r) { return r.seat == 1; });
            if (request == awaited.end()) {
                return std::nullopt;
            }
            std::optional<engine::Action> action =
                scriptedBotAction(lesson, botUsed, table->state());
            if (action && table->check(*action)) {
                action.reset();  // refused here: the bot has nothing to say
            }
            const session::SubmitResult result = table->submit(*request, action);
            if (result.outcome == session::Outcome::NoDecision ||
                result.outcome == session::Outcome::Refused) {
                return QStringLiteral("bot move %1 (turn %2) does not fit the game there")
                    .arg(botUsed + 1)
                    .arg(table->state().turnNumber);
            }
            if (action) {
                ++botUsed;
            }
        }
        return QStringLiteral("the bot's script never ends");
    };
    const std::size_t last = std::min(untilStep, lesson.steps.size());
    for (std::size_t i = 0; i < last; ++i) {
        if (auto problem = letBotPlay()) {
            return QStringLiteral("before %1: %2").arg(stepName(i, lesson.steps[i]), *problem);
        }
        const LessonStep& step = lesson.steps[i];
        if (!step.expect) {
            continue;
        }
        const std::optional<engine::Action> action = expectedAction(step, table->state());
        if (!action) {
            const auto read =
                engine::io::actionFromJson(*step.expect, lesson.start.deck, &table->state());
            return QStringLiteral("%1: the expected action does not read here: %2")
                .arg(stepName(i, step), QString::fromStdString(read.error.text()));
        }
        if (step.tryRefused) {
            if (!table->check(*action)) {
                return QStringLiteral("%1: the rules accept the action the step says is refused")
                    .arg(stepName(i, step));
            }
            continue;
        }
        if (auto error = table->apply(*action)) {
            return QStringLiteral("%1: the rules refuse the expected action: %2")
                .arg(stepName(i, step), QString::fromStdString(error->message));
        }
    }
    if (auto problem = letBotPlay()) {
        return QStringLiteral("after the steps: %1").arg(*problem);
    }
    return LessonPosition{table->state(), botUsed};
}

std::optional<QString> checkLesson(const Lesson& lesson, const dict::Lexicon& lexicon) {
    const auto played = playLessonUntil(lesson, lexicon, lesson.steps.size());
    if (const auto* problem = std::get_if<QString>(&played)) {
        return *problem;
    }
    if (std::get<LessonPosition>(played).botMovesUsed != lesson.bot.size()) {
        return QStringLiteral("bot move %1 is never played")
            .arg(std::get<LessonPosition>(played).botMovesUsed + 1);
    }
    return std::nullopt;
}

}  // namespace ps::ui::tutorial
