// Around bots' turns: a person offers help to a bot and the bot judges it; bots help
// each other; the thinking indicator on a bot's panel; a practice game (one person, two bots)
// played through the window to the end, with the post-game review of the person's turns.

#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <algorithm>
#include <functional>
#include <set>

#include "app/MainWindow.h"
#include "bots/bot.h"
#include "bots/movegen.h"
#include "dialogs/EndGameDialog.h"
#include "dialogs/HelpDialogs.h"
#include "dictionary/dictionary.h"
#include "game/BotFactory.h"
#include "game/GameController.h"
#include "game/GameReview.h"
#include "game/PersonDesk.h"
#include "game/Player.h"
#include "services/Resources.h"
#include "services/StallMonitor.h"
#include "session/describe.h"
#include "session/driver.h"
#include "session/seat_player.h"
#include "ui_driver.h"
#include "ui_test_support.h"
#include "widgets/PlayerPanel.h"
#include "widgets/WordBar.h"

using namespace ps::ui;
using namespace ps::engine;

namespace {

// The log line a controller writes, in the language the test runs in.
QString logLine(const char* source, const QString& a) {
    return QCoreApplication::translate("ps::ui::GameController", source).arg(a);
}

// Answers whatever modal dialog comes up, by its object name, for as long as it lives.
class AutoAnswer : public QObject {
  public:
    using Handler = std::function<void(QWidget*)>;
    explicit AutoAnswer(QMap<QString, Handler> handlers) : handlers_(std::move(handlers)) {
        connect(&timer_, &QTimer::timeout, this, [this] { poll(); });
        timer_.start(10);
    }
    [[nodiscard]] int count(const QString& name) const { return counts_.value(name); }
    [[nodiscard]] QStringList unexpected() const { return unexpected_; }

  private:
    void poll() {
        QWidget* modal = QApplication::activeModalWidget();
        if (busy_ || modal == nullptr || !modal->isVisible()) {
            return;
        }
        busy_ = true;
        const auto handler = handlers_.constFind(modal->objectName());
        ++counts_[modal->objectName()];
        if (handler != handlers_.constEnd()) {
            (*handler)(modal);
        } else {
            unexpected_ << modal->objectName();
            modal->close();
        }
        busy_ = false;
    }
    QMap<QString, Handler> handlers_;
    QMap<QString, int> counts_;
    QStringList unexpected_;
    bool busy_ = false;
    QTimer timer_;
};

// A person at the table played by a script, the same in both runs of a comparison: its moves
// are a medium bot's, except that once a turn it dares a word suspected of relation to a played
// one (the table votes, yes and no by turns); it answers offers as the medium bot would and
// agrees when another person asks to take a turn back.
class ScriptedPerson {
  public:
    ScriptedPerson(PlayerId seat, quint64 seed, const ps::dict::Dictionary& dictionary)
        : dictionary_(&dictionary),
          bot_(ps::bots::makeBot(ps::bots::Level::Medium, seat,
                                 ps::bots::Vocabulary{&dictionary, nullptr}, seed + 1000)) {}

    ps::session::Answer answer(const ps::session::Request& request, const Game& game) {
        using ps::session::Answer;
        using ps::session::Decision;
        switch (request.what) {
            case Decision::TableVote:
                return Answer::agreeing(votes_++ % 2 == 0);
            case Decision::TakeBackConsent:
                return Answer::yes();
            case Decision::TurnAction:
                if (std::optional<Action> daring = suspectedWord(game)) {
                    return Answer(std::move(*daring));
                }
                return Answer(bot_->decide(game));
            default:
                return Answer(bot_->decide(game));
        }
    }

  private:
    std::optional<Action> suspectedWord(const Game& game) {
        const GameState& state = game.state();
        if (state.phase != Phase::Word || state.usedWords.empty() ||
            triedTurn_ == state.turnNumber) {
            return std::nullopt;
        }
        triedTurn_ = state.turnNumber;
        ps::dict::AnagramQuery query;
        query.maxLength = 8;
        for (const TableCell& cell : state.table) {
            if (cell.side == Side::Face) {
                ++query.available[state.deck[cell.card].letter];
            }
        }
        for (const CardId card : ps::bots::requiredCards(state)) {
            ++query.required[state.deck[card].letter];
        }
        std::optional<Action> found;
        dictionary_->forEachAnagram(query, [&](std::span<const ps::Letter> letters) {
            if (found) {
                return;
            }
            const PlayWord play{ps::Word(letters.begin(), letters.end()), {}, false};
            if (game.previewWord(play).verdict.problem == ErrorCode::SuspectedRelation) {
                PlayWord accepted = play;
                accepted.tableAcceptsSuspected = true;
                if (game.previewWord(accepted).verdict.ok()) {
                    found = Action{play};
                }
            }
        });
        return found;
    }

    const ps::dict::Dictionary* dictionary_;
    std::unique_ptr<ps::bots::Bot> bot_;
    int votes_ = 0;
    int triedTurn_ = -1;
};

// The people's desk of a controller without a window: each scripted person answers the
// request the session names first (after the bots have had their say, as the session's loop
// asks them), their turn's moves through the controller like the widgets' and the rest through
// the desk's reply. From turn 6 on, the first person to act asks once to take a turn back.
class ScriptedDesk : public QObject, public PersonDesk {
  public:
    ScriptedDesk(GameController& controller, std::vector<ScriptedPerson*> people)
        : controller_(&controller), people_(std::move(people)) {
        connect(&timer_, &QTimer::timeout, this, [this] { act(); });
        timer_.start(2);
    }
    void ask(const ps::session::Request& request, Reply reply) override {
        asked_.push_back({request, std::move(reply)});
    }
    void withdraw(const ps::session::Request& request) override {
        std::erase_if(asked_, [&](const auto& asked) { return asked.first == request; });
    }
    void refused(const ps::session::Request&, const QString&) override {}
    [[nodiscard]] const std::set<ps::session::Decision>& seen() const { return seen_; }

  private:
    void act() {
        if (!controller_->hasGame() || controller_->isOver()) {
            return;
        }
        const ps::session::Session* session = controller_->session();
        const std::vector<ps::session::Request> awaited = session->awaited();
        if (awaited.empty()) {
            return;
        }
        const ps::session::Request front = awaited.front();
        const auto asked = std::find_if(asked_.begin(), asked_.end(),
                                        [&](const auto& a) { return a.first == front; });
        if (asked == asked_.end()) {
            return;  // a bot's say first, or the request is on its way to the desk
        }
        const Reply reply = asked->second;
        asked_.erase(asked);
        seen_.insert(front.what);
        const Game& game = session->game();
        if (front.what == ps::session::Decision::TurnAction) {
            if (!tookBack_ && game.state().turnNumber >= 6 && session->turnToTakeBack()) {
                tookBack_ = true;
                controller_->proposeTakeBack();
                return;
            }
            const ps::session::Answer answer = people_[front.seat]->answer(front, game);
            QVERIFY(answer.action.has_value());
            (void)controller_->apply(*answer.action);  // a refused vote asks the turn again
            return;
        }
        reply(people_[front.seat]->answer(front, game));
    }

    GameController* controller_;
    std::vector<ScriptedPerson*> people_;
    std::vector<std::pair<ps::session::Request, Reply>> asked_;
    std::set<ps::session::Decision> seen_;
    bool tookBack_ = false;
    QTimer timer_;
};

// POTEGA_UI_GRAB_DIR=dir: the tests also save pictures of what they check (for docs/ui.md).
void grabFor(QWidget* widget, const char* name) {
    if (const QString dir = qEnvironmentVariable("POTEGA_UI_GRAB_DIR"); !dir.isEmpty()) {
        widget->grab().save(QDir(dir).filePath(QString::fromLatin1(name)));
    }
}

}  // namespace

class BotTurnsTest : public QObject {
    Q_OBJECT
  private:
    using Table = ps::ui::test::BotTable;
    static std::unique_ptr<Table> makeTable() {
        return ps::ui::test::makeBotTable(
            [](GameController& controller, const ps::dict::Dictionary& dictionary) {
                controller.setReviewFunction(makeReviewFunction(&dictionary, nullptr));
            });
    }
    static GameSetup setupOf(quint64 seed, QList<SeatKind> kinds, int startSeat) {
        GameSetup setup = GameSetup::defaults();
        setup.seats.clear();
        for (int seat = 0; seat < kinds.size(); ++seat) {
            const QString name = kinds[seat] == SeatKind::Human
                                     ? QStringLiteral("Ala")
                                     : QStringLiteral("Bot %1").arg(seat);
            setup.seats.append(SeatSetup{name, seat, kinds[seat]});
        }
        setup.seed = seed;
        setup.startSeat = startSeat;
        return setup;
    }
    static GameOptions optionsOf(const GameSetup& setup) {
        GameOptions options;
        options.players = int(setup.seats.size());
        options.seed = *setup.seed;
        options.startPlayer = static_cast<PlayerId>(setup.startSeat);
        return options;
    }

    // A person's offer to a medium bot (seat 1) just after the bot placed its card, and what
    // the bot answers; found on the engine alone, in a game where seat 0 is played by another
    // medium bot until then. The window resumes from the position before the bot's placement:
    // bots are deterministic (same seed, seat and position: same action), so the bot in the
    // window places and answers the same.
    struct OfferToBot {
        GameSetup setup;
        std::optional<GameState> start;  // seat 1 to place its card (nothing: game running)
        HelpOffer offer;
        QString typed;
        Action answer;
    };
    static std::optional<OfferToBot> findOfferToBot(const ps::dict::Dictionary& dictionary) {
        const DeckResult deck = loadStandardDeck();
        const ps::bots::Vocabulary vocabulary{&dictionary, nullptr};
        for (quint64 seed = 1; seed <= 12; ++seed) {
            const GameSetup setup = setupOf(seed, {SeatKind::Human, SeatKind::BotMedium}, 1);
            Game game(optionsOf(setup), *deck.deck, dictionary);
            for (int step = 0; step < 400 && !game.isOver(); ++step) {
                const GameState before = game.state();
                const bool botPlaces = before.currentPlayer == 1 && before.phase == Phase::Place;
                auto bot = ps::bots::makeBot(ps::bots::Level::Medium, before.currentPlayer,
                                             vocabulary, seed);
                const auto action = bot->decide(game);
                if (!action || !game.apply(*action).ok()) {
                    break;
                }
                if (!botPlaces || game.state().phase != Phase::Word) {
                    continue;
                }
                if (auto found = tryOffers(game, vocabulary)) {
                    found->setup = setup;
                    found->start = before;
                    return found;
                }
            }
        }
        return std::nullopt;
    }
    // Offers of the medium bot's own best word for its card, with the cards the dialog would
    // choose (the engine's default), at a few prices.
    static std::optional<OfferToBot> tryOffers(const Game& game,
                                               const ps::bots::Vocabulary& vocabulary) {
        const auto suggestion = ps::bots::hint(game, vocabulary);
        if (!suggestion) {
            return std::nullopt;
        }
        const ps::Word word = suggestion->word.word;
        const WordVerdict verdict = game.checkWord(PlayWord{word, {}, false});
        if (!verdict.ok()) {
            return std::nullopt;
        }
        std::vector<CardId> onTable;
        for (const CardId card : verdict.cards) {
            if (findCard(game.state(), card) != nullptr) {
                onTable.push_back(card);
            }
        }
        std::vector<std::vector<CardId>> prices{onTable};
        for (const CardId card : onTable) {
            prices.push_back({card});
        }
        for (const std::vector<CardId>& price : prices) {
            const HelpOffer offer{0, word, verdict.cards, price};
            Game offered = game;
            if (price.empty() || !offered.apply(offer).ok()) {
                continue;
            }
            const auto bot = ps::bots::makeBot(ps::bots::Level::Medium, 1, vocabulary,
                                               game.state().options.seed);
            const auto answer = bot->decide(offered);
            if (answer) {
                return OfferToBot{{}, {}, offer, GameController::wordText(word), *answer};
            }
        }
        return std::nullopt;
    }
    // Plays a person's offer through the window: the bot's card is down, the help bar shows;
    // the person clicks "Offer help", takes the screen, types the word and ticks the price.
    static void offerThroughTheWindow(Table& table, const OfferToBot& found,
                                      QList<test::DialogScript::Step> after, bool* done) {
        MainWindow& window = table.window;
        GameController* controller = table.controller;
        controller->setHelpWindow(600000);  // open until the person acts
        if (found.start) {
            // (An empty history: the actions from here on are recorded, for the checks.)
            QVERIFY(!controller->resume(*found.start, found.setup, std::vector<Action>{}));
        }
        QTRY_VERIFY_WITH_TIMEOUT(controller->game().state().phase == Phase::Word, 30000);
        QCOMPARE(controller->currentSeat(), 1);
        QVERIFY(controller->helpWindowOpen());
        QVERIFY(window.botHelpBar()->isVisible());
        QVERIFY(window.offerHelpFromHereButton()->isEnabled());
        grabFor(&window, "bot-turn-help-bar.png");
        // One person at the table: no privacy screen, the offer dialog comes at once.
        QList<test::DialogScript::Step> steps{
            {QStringLiteral("helpOfferDialog"), [&found](QWidget* w) {
                 auto* dialog = static_cast<HelpOfferDialog*>(w);
                 dialog->wordEdit()->setText(found.typed);
                 QListWidget* list = dialog->priceList();
                 for (int i = 0; i < list->count(); ++i) {
                     const auto card =
                         static_cast<CardId>(list->item(i)->data(Qt::UserRole).toInt());
                     const bool wanted =
                         std::find(found.offer.price.begin(), found.offer.price.end(), card) !=
                         found.offer.price.end();
                     list->item(i)->setCheckState(wanted ? Qt::Checked : Qt::Unchecked);
                 }
                 test::clickButton(w, "helpSend");
             }}};
        steps.append(after);
        test::DialogScript script(steps);
        QTest::mouseClick(window.offerHelpFromHereButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(script.finished(), 30000);
        QVERIFY2(script.failure().isEmpty(), qPrintable(script.failure()));
        *done = true;
    }

    // A medium bot whose judgement of a person's offer is scripted (accept, or counter once
    // with another table card), so that the window's whole negotiation path can be tested;
    // the medium bot's own judgement is tested in tests/bots and above.
    enum class Judgement { Accept, Counter };
    class JudgingBot final : public ps::bots::Bot {
      public:
        JudgingBot(std::unique_ptr<ps::bots::Bot> inner, Judgement judgement)
            : Bot(inner->level(), inner->seat()), inner_(std::move(inner)), judgement_(judgement) {}
        std::optional<Action> decide(const Game& game,
                                     const ps::bots::Thinking& thinking) override {
            const GameState& state = game.state();
            if (state.currentPlayer == seat() && state.phase == Phase::Word) {
                for (const HelpNegotiation& offer : state.turn.helpOffers) {
                    if (offer.awaitingHelper) {
                        continue;
                    }
                    if (judgement_ == Judgement::Accept || offer.counters > 0) {
                        return HelpAccept{offer.helper, seat(), false};
                    }
                    for (const TableCell& cell : state.table) {
                        if (cell.side == Side::Face && !cell.frozen &&
                            state.deck[cell.card].colour != Colour::Black &&
                            std::find(offer.price.begin(), offer.price.end(), cell.card) ==
                                offer.price.end()) {
                            return HelpCounter{offer.helper, seat(), {cell.card}};
                        }
                    }
                }
            }
            return inner_->decide(game, thinking);
        }

      private:
        std::unique_ptr<ps::bots::Bot> inner_;
        Judgement judgement_;
    };
    static GameController::BotFactory judgingBots(const ps::dict::Dictionary* dictionary,
                                                  Judgement judgement) {
        return [dictionary, judgement](SeatKind, int seat, std::uint64_t seed,
                                       QObject* parent) -> Player* {
            auto inner = ps::bots::makeBot(ps::bots::Level::Medium, static_cast<PlayerId>(seat),
                                           ps::bots::Vocabulary{dictionary, nullptr}, seed);
            return new BotPlayer(std::make_shared<JudgingBot>(std::move(inner), judgement), parent);
        };
    }
    // Starts a game where the bot (seat 1) begins; once its card is down, the person's offer
    // is the medium bot's own best word for it.
    static std::optional<OfferToBot> offerForTheRunningGame(Table& table, quint64 seed) {
        GameController* controller = table.controller;
        controller->setHelpWindow(600000);
        const GameSetup setup = setupOf(seed, {SeatKind::Human, SeatKind::BotMedium}, 1);
        if (!table.window.startGame(setup) ||
            !QTest::qWaitFor([&] { return controller->game().state().phase == Phase::Word; },
                             30000)) {
            return std::nullopt;
        }
        auto found =
            tryOffers(controller->game(), ps::bots::Vocabulary{&table.dictionary, nullptr});
        if (found) {
            found->setup = setup;
            found->start.reset();
            found->offer.price.resize(1);  // the dialog's default price: the first table card
        }
        return found;
    }

  private slots:
    void aBotJudgesAPersonsOfferByItsOwnDecision() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        const auto found = findOfferToBot(table->dictionary);
        QVERIFY(found.has_value());
        bool done = false;
        QList<test::DialogScript::Step> after;
        if (std::holds_alternative<HelpCounter>(found->answer)) {
            after.append({QStringLiteral("helpAnswerDialog"),
                          [](QWidget* w) { test::clickButton(w, "helpRefuse"); }});
        }
        offerThroughTheWindow(*table, *found, after, &done);
        QVERIFY(done);
        const QString person = controller->seatName(0);
        QVERIFY(controller->log().contains(logLine("%1 offers help.", person)));
        // The bot judged the offer by its own decide() on a worker thread: the very answer
        // the engine-only search saw (often its own word: a medium bot takes a deal only when
        // it beats its own best) is applied in the window.
        const auto answered = [&] {
            const std::vector<Action>& actions = *controller->actions();
            return std::find(actions.begin(), actions.end(), found->answer) != actions.end();
        };
        QTRY_VERIFY_WITH_TIMEOUT(answered(), 30000);
        QVERIFY(!controller->helpWindowOpen());
        QVERIFY(!table->window.botHelpBar()->isVisible());
    }

    void aBotAcceptsAPersonsOffer() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        controller->setBotFactory(judgingBots(&table->dictionary, Judgement::Accept));
        bool done = false;
        const auto found = offerForTheRunningGame(*table, 3);
        QVERIFY(found.has_value());
        offerThroughTheWindow(*table, *found, {}, &done);
        QVERIFY(done);
        const QString person = controller->seatName(0);
        const QString bot = controller->seatName(1);
        QTRY_VERIFY_WITH_TIMEOUT(
            controller->log().contains(logLine("Deal: %1's help is accepted.", person)), 30000);
        // The person's word is revealed and played for the bot.
        QVERIFY(controller->log().contains(
            QCoreApplication::translate("ps::ui::GameController",
                                        "%1 plays %2 with the help of %3.")
                .arg(bot, found->typed, person)));
        QVERIFY(controller->playedWords().contains(found->typed));
    }

    void aBotsCounterComesBackToThePerson() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        controller->setBotFactory(judgingBots(&table->dictionary, Judgement::Counter));
        const auto found = offerForTheRunningGame(*table, 4);
        QVERIFY(found.has_value());
        QString summary;
        bool done = false;
        // The counter reaches the helper (the only person: no privacy screen); the dialog shows
        // the secret word and the bot's price; the helper accepts it.
        offerThroughTheWindow(
            *table, *found,
            {{QStringLiteral("helpAnswerDialog"),
              [&summary](QWidget* w) {
                  summary = w->findChild<QLabel*>(QStringLiteral("helpSummary"))->text();
                  grabFor(w, "counter-to-helper.png");
                  test::clickButton(w, "helpAccept");
              }}},
            &done);
        QVERIFY(done);
        const QString person = controller->seatName(0);
        const QString bot = controller->seatName(1);
        QVERIFY2(summary.contains(found->typed), qPrintable(summary));
        QVERIFY(controller->log().contains(logLine("%1 proposes another price.", bot)));
        QVERIFY(controller->log().contains(logLine("Deal: %1's help is accepted.", person)));
        // The deal was made at the bot's price, by the person's own answer.
        const std::vector<Action>& actions = *controller->actions();
        const auto accept = std::find_if(actions.begin(), actions.end(), [](const Action& a) {
            return std::holds_alternative<HelpAccept>(a);
        });
        QVERIFY(accept != actions.end());
        QCOMPARE(int(std::get<HelpAccept>(*accept).by), 0);
        QVERIFY(controller->playedWords().contains(found->typed));
    }

    void continueLetsTheBotPlay() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        controller->setHelpWindow(600000);
        QVERIFY(table->window.startGame(setupOf(3, {SeatKind::Human, SeatKind::BotMedium}, 1)));
        QTRY_VERIFY_WITH_TIMEOUT(table->window.botHelpBar()->isVisible(), 30000);
        QTest::mouseClick(table->window.skipHelpButton(), Qt::LeftButton);
        QVERIFY(!controller->helpWindowOpen());
        QTRY_VERIFY_WITH_TIMEOUT(controller->currentSeatIsHuman(), 30000);
        QVERIFY(!table->window.botHelpBar()->isVisible());
    }

    // Hot-seat with a bot: its card waits a short grace, in which the one bar serves everyone
    // at the screen; "I'll help" from any of them gives the full window, whose offer asks who
    // offers (beside the table, not over it); Continue lets the bot play.
    void hotSeatPeopleGetTheFullWindowWhenOneSaysTheyHelp() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        MainWindow& window = table->window;
        controller->setHelpWindow(60000);
        controller->setHelpGrace(2000);
        GameSetup setup = setupOf(3, {SeatKind::Human, SeatKind::Human, SeatKind::BotMedium}, 2);
        setup.seats[1].name = QStringLiteral("Ola");
        QVERIFY(window.startGame(setup));
        QTRY_VERIFY_WITH_TIMEOUT(controller->helpWindowOpen(), 30000);
        QVERIFY(!controller->helpWindowWanted());
        QCOMPARE(controller->helpWindowTotal(), 2000);
        QCOMPARE(controller->humansWhoMayOffer().size(), 2);
        QPushButton* wantHelp = window.wordBar()->wantToHelpButton();
        QTRY_VERIFY(wantHelp->isVisible());
        QVERIFY(!window.offerHelpFromHereButton()->isVisible());
        QTest::mouseClick(wantHelp, Qt::LeftButton);
        QVERIFY(controller->helpWindowWanted());
        QCOMPARE(controller->helpWindowTotal(), 60000);
        QTRY_VERIFY(window.offerHelpFromHereButton()->isVisible());
        // Well past the grace: still open, the bot's word waits.
        QTest::qWait(2500);
        QVERIFY(controller->helpWindowOpen());
        QCOMPARE(controller->currentSeat(), 2);
        QCOMPARE(controller->game().state().phase, Phase::Word);
        // Who offers? Asked beside the table (its top right), then left unanswered.
        QRect asked;
        test::DialogScript script({{QStringLiteral("whoOffersDialog"), [&](QWidget* w) {
                                        QTest::qWait(50);
                                        asked = w->frameGeometry();
                                        static_cast<QDialog*>(w)->reject();
                                    }}});
        QTest::mouseClick(window.offerHelpFromHereButton(), Qt::LeftButton);
        QTRY_VERIFY(script.finished());
        QVERIFY2(asked.right() > window.frameGeometry().center().x(),
                 qPrintable(QStringLiteral("%1 %2")
                                .arg(asked.right())
                                .arg(window.frameGeometry().center().x())));
        QVERIFY(asked.top() < window.frameGeometry().center().y());
        QTRY_VERIFY(controller->helpWindowOpen() && !controller->helpWindowPaused());
        QTest::mouseClick(window.skipHelpButton(), Qt::LeftButton);
        QVERIFY(!controller->helpWindowOpen());
        QTRY_VERIFY_WITH_TIMEOUT(controller->currentSeatIsHuman(), 30000);
    }

    void botsHelpEachOther() {
        auto table = makeTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        // The driver of the CLI tournament (session/driver.h) on the engine alone: the first help
        // offer between bots, and the action that answered it.
        const DeckResult deck = loadStandardDeck();
        const ps::bots::Vocabulary vocabulary{&table->dictionary, nullptr};
        std::optional<GameSetup> chosen;
        std::vector<Action> expected;
        for (quint64 seed = 1; seed <= 40 && !chosen; ++seed) {
            const GameSetup setup =
                setupOf(seed, {SeatKind::BotMedium, SeatKind::BotMedium, SeatKind::BotMedium}, 0);
            Game game(optionsOf(setup), *deck.deck, table->dictionary);
            std::vector<std::unique_ptr<ps::bots::Bot>> owned;
            std::vector<ps::bots::Bot*> bots;
            for (PlayerId seat = 0; seat < 3; ++seat) {
                owned.push_back(ps::bots::makeBot(ps::bots::Level::Medium, seat, vocabulary, seed));
                bots.push_back(owned.back().get());
            }
            std::vector<Action> actions;
            bool offered = false;
            bool judged = false;
            try {
                ps::session::playOut(game, bots, [&](const Game&, const Action& action) {
                    if (judged) {
                        return;
                    }
                    actions.push_back(action);
                    if (offered && !std::holds_alternative<HelpOffer>(action)) {
                        judged = true;
                        throw std::runtime_error("enough");  // stop the game here
                    }
                    offered = offered || std::holds_alternative<HelpOffer>(action);
                });
            } catch (const std::runtime_error&) {
            }
            if (judged && actions.size() < 200) {
                chosen = setup;
                expected = actions;
            }
        }
        QVERIFY2(chosen.has_value(), "no early help offer between medium bots");
        const auto offer = std::find_if(expected.begin(), expected.end(), [](const Action& a) {
            return std::holds_alternative<HelpOffer>(a);
        });
        QVERIFY(offer != expected.end());
        qInfo("seed %llu: %s, answered by %s", static_cast<unsigned long long>(*chosen->seed),
              ps::session::describe(*offer).c_str(),
              ps::session::describe(expected.back()).c_str());
        // The controller plays the driver's game (theControllerPlaysTheSessionDriversGame), so
        // the same bot offers its help, and the window's log says so.
        QVERIFY(table->window.startGame(*chosen));
        const QString helper = controller->seatName(std::get<HelpOffer>(*offer).helper);
        QTRY_VERIFY2_WITH_TIMEOUT(controller->log().contains(logLine("%1 offers help.", helper)),
                                  qPrintable(controller->log().join('\n')), 60000);

        table.reset();  // that game stops here (its end screen would wait for an answer)

        // Medium bots rarely find a deal both sides like; with an active bot that takes any
        // offer (scripted judgement), the same game shows a whole deal between bots.
        const auto second = makeTable();
        QVERIFY(second != nullptr);
        GameController* dealing = second->controller;
        dealing->setBotFactory(judgingBots(&second->dictionary, Judgement::Accept));
        QVERIFY(second->window.startGame(*chosen));
        const QString dealLine = logLine("Deal: %1's help is accepted.", helper);
        QTRY_VERIFY_WITH_TIMEOUT(dealing->log().contains(dealLine), 60000);
        const QStringList log = dealing->log();
        const qsizetype deal = log.indexOf(dealLine);
        QVERIFY(deal + 1 < log.size());
        QVERIFY2(log[deal + 1].contains(helper), qPrintable(log.mid(deal - 3, 6).join('\n')));
    }

    void theControllerPlaysTheSessionDriversGame() {
        // The same seed and seats give the same game, action for action, whether the session's
        // synchronous driver asks the bots one at a time (CLI tournament) or the controller
        // lets them think on worker threads side by side (the app, bots without delay).
        const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        QVERIFY(!path.isEmpty());
        const ps::dict::Dictionary dictionary = ps::dict::Dictionary::load(path.toStdString());
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        const ps::bots::Vocabulary vocabulary{&dictionary, nullptr};
        const QList<SeatKind> kinds{SeatKind::BotMedium, SeatKind::BotEasy, SeatKind::BotMedium};
        // A seed whose game has a help offer between bots, so the help round is compared too.
        std::optional<quint64> chosen;
        std::vector<Action> expected;
        for (quint64 seed = 1; seed <= 40 && !chosen; ++seed) {
            const GameSetup setup = setupOf(seed, kinds, 0);
            GameOptions options = optionsOf(setup);
            options.minWordLength = setup.minimumWordLength;
            options.redrawLimit = setup.redrawLimit;
            ps::session::Session table(options, *deck.deck, dictionary,
                                       {ps::session::Seat::computer(ps::bots::Level::Medium),
                                        ps::session::Seat::computer(ps::bots::Level::Easy),
                                        ps::session::Seat::computer(ps::bots::Level::Medium)});
            std::vector<std::unique_ptr<ps::bots::Bot>> owned;
            std::vector<ps::bots::Bot*> bots;
            for (int seat = 0; seat < 3; ++seat) {
                const auto level = seat == 1 ? ps::bots::Level::Easy : ps::bots::Level::Medium;
                owned.push_back(
                    ps::bots::makeBot(level, static_cast<PlayerId>(seat), vocabulary, seed));
                bots.push_back(owned.back().get());
            }
            const ps::session::PlayedGame played = ps::session::playOut(table, bots);
            if (played.helpOffers > 0) {
                chosen = seed;
                expected = played.actions;
            }
        }
        QVERIFY2(chosen.has_value(), "no game with a help offer between bots on seeds 1-40");
        GameController controller(dictionary, *deck.deck);
        controller.setBotFactory(makeBotFactory(&dictionary, nullptr));
        controller.setBotDelay(0);
        controller.setHelpWindow(3000);  // no person at the table: the window never opens
        QSignalSpy errors(&controller, &GameController::botError);
        QVERIFY(!controller.newGame(setupOf(*chosen, kinds, 0)));
        QTRY_VERIFY_WITH_TIMEOUT(controller.game().isOver(), 120000);
        QCOMPARE(errors.count(), 0);
        QVERIFY(controller.actions().has_value());
        QCOMPARE(controller.actions()->size(), expected.size());
        QVERIFY(*controller.actions() == expected);
        QCOMPARE(int(controller.scoresPerRound().size()), kRounds);
    }

    void peopleAndABotPlayTheSessionLoopsGame() {
        // Two people and a bot: the people's every request (their turns, the bot's offers on
        // their cards, the table's votes on daring words, the consent to a take-back) goes
        // through the one door in the app as in the session's own loop, and the same seed
        // gives the same game, action for action.
        const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        QVERIFY(!path.isEmpty());
        const ps::dict::Dictionary dictionary = ps::dict::Dictionary::load(path.toStdString());
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        const ps::bots::Vocabulary vocabulary{&dictionary, nullptr};
        const QList<SeatKind> kinds{SeatKind::Human, SeatKind::Human, SeatKind::BotMedium};
        std::set<ps::session::Decision> seenInTheApp;
        const std::set<ps::session::Decision> wanted{
            ps::session::Decision::TurnAction, ps::session::Decision::OfferAnswer,
            ps::session::Decision::TableVote, ps::session::Decision::TakeBackConsent};
        // Seeds from 301 on, until every kind of request has reached the desk (at least two
        // games compared).
        int compared = 0;
        for (quint64 seed = 301; seed <= 330; ++seed) {
            if (compared >= 2 && std::includes(seenInTheApp.begin(), seenInTheApp.end(),
                                               wanted.begin(), wanted.end())) {
                break;
            }
            ++compared;
            const GameSetup setup = setupOf(seed, kinds, 0);
            GameOptions options = optionsOf(setup);
            options.minWordLength = setup.minimumWordLength;
            options.redrawLimit = setup.redrawLimit;
            // The session's own loop: the first request awaited is answered, one at a time.
            std::vector<Action> expected;
            {
                ps::session::Session table(
                    options, *deck.deck, dictionary,
                    {ps::session::Seat::person(), ps::session::Seat::person(),
                     ps::session::Seat::computer(ps::bots::Level::Medium)});
                ScriptedPerson first(0, seed, dictionary);
                ScriptedPerson second(1, seed, dictionary);
                std::vector<ScriptedPerson*> people{&first, &second};
                const auto bot = ps::bots::makeBot(ps::bots::Level::Medium, 2, vocabulary, seed);
                ps::session::BotSeat botSeat(*bot);
                bool tookBack = false;
                for (int step = 0; step < 20000 && !table.game().isOver(); ++step) {
                    const std::vector<ps::session::Request> awaited = table.awaited();
                    QVERIFY(!awaited.empty());
                    const ps::session::Request request = awaited.front();
                    if (request.seat == 2) {
                        botSeat.receive(request, table.game(),
                                        [&](const ps::session::Request& r, ps::session::Answer a) {
                                            table.submit(r, a);
                                        });
                        continue;
                    }
                    if (request.what == ps::session::Decision::TurnAction && !tookBack &&
                        table.game().state().turnNumber >= 6 && table.turnToTakeBack()) {
                        tookBack = true;
                        table.proposeTakeBack();
                        continue;
                    }
                    table.submit(request, people[request.seat]->answer(request, table.game()));
                }
                QVERIFY(table.game().isOver());
                QVERIFY(tookBack);
                expected = *table.history();
            }
            // The app: the controller hands the same requests to the seats' players.
            ScriptedPerson first(0, seed, dictionary);
            ScriptedPerson second(1, seed, dictionary);
            GameController controller(dictionary, *deck.deck);
            ScriptedDesk desk(controller, {&first, &second});
            controller.setPersonDesk(&desk);
            controller.setBotFactory(makeBotFactory(&dictionary, nullptr));
            controller.setBotDelay(0);
            controller.setHelpWindow(0);
            QSignalSpy errors(&controller, &GameController::botError);
            QVERIFY(!controller.newGame(setup));
            QTRY_VERIFY_WITH_TIMEOUT(controller.isOver(), 120000);
            QCOMPARE(errors.count(), 0);
            QVERIFY(controller.actions().has_value());
            QCOMPARE(controller.actions()->size(), expected.size());
            QVERIFY(*controller.actions() == expected);
            seenInTheApp.insert(desk.seen().begin(), desk.seen().end());
        }
        qInfo("%d games compared action for action", compared);
        for (const auto kind : wanted) {
            QVERIFY2(seenInTheApp.contains(kind),
                     qPrintable(
                         QStringLiteral("no request of kind %1 reached the desk").arg(int(kind))));
        }
    }

    void aBotThatCannotStartRefusesTheGame() {
        const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        QVERIFY(!path.isEmpty());
        const ps::dict::Dictionary dictionary = ps::dict::Dictionary::load(path.toStdString());
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        GameController controller(dictionary, *deck.deck);
        // The app's own factory without a dictionary: the medium bot cannot start.
        controller.setBotFactory(makeBotFactory(nullptr, nullptr));
        const auto problem =
            controller.newGame(setupOf(1, {SeatKind::Human, SeatKind::BotMedium}, 0));
        QVERIFY(problem.has_value());
        QVERIFY2(problem->contains(QStringLiteral("Bot 1")), qPrintable(*problem));
        QVERIFY(!controller.hasGame());  // no silent person in the bot's seat
    }

    void aBotWithoutAMoveIsReportedAndItsTurnPlayedOut() {
        class Silent final : public ps::bots::Bot {
          public:
            explicit Silent(PlayerId seat) : Bot(ps::bots::Level::Medium, seat) {}
            std::optional<Action> decide(const Game&, const ps::bots::Thinking&) override {
                return std::nullopt;
            }
        };
        const QString path = qEnvironmentVariable("POTEGA_TEST_LEXICON");
        QVERIFY(!path.isEmpty());
        const ps::dict::Dictionary dictionary = ps::dict::Dictionary::load(path.toStdString());
        const DeckResult deck = loadStandardDeck();
        QVERIFY(deck.deck.has_value());
        GameController controller(dictionary, *deck.deck);
        controller.setBotFactory([](SeatKind, int seat, std::uint64_t, QObject* parent) {
            return new BotPlayer(std::make_shared<Silent>(static_cast<PlayerId>(seat)), parent);
        });
        controller.setBotDelay(0);
        QSignalSpy errors(&controller, &GameController::botError);
        QVERIFY(!controller.newGame(setupOf(2, {SeatKind::Human, SeatKind::BotMedium}, 1)));
        QCOMPARE(controller.currentSeat(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(controller.currentSeat(), 0, 30000);
        QCOMPARE(errors.count(), 1);
        // The timeout policy played the bot's turn: a placement first.
        QVERIFY(std::holds_alternative<PlaceCard>(controller.actions()->front()));
    }

    void thinkingIndicatorShowsWhileABotThinks() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        MainWindow& window = table->window;
        GameController* controller = table->controller;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy progress(controller, &GameController::seatProgress);
        QVERIFY(window.startGame(setupOf(5, {SeatKind::Human, SeatKind::BotMedium}, 1)));
        // The bot thinks on a worker thread: startGame returned at once, the panel says so.
        PlayerPanel* botPanel = window.playerPanel(1);
        QVERIFY(botPanel != nullptr);
        QVERIFY(controller->player(1)->isThinking());
        QVERIFY(botPanel->isThinking());
        QVERIFY(!botPanel->thinkingIndicator()->isHidden());
        QVERIFY(window.playerPanel(0)->thinkingIndicator()->isHidden());
        grabFor(botPanel, "thinking-panel.png");
        QTRY_VERIFY_WITH_TIMEOUT(controller->currentSeatIsHuman(), 30000);
        QVERIFY(botPanel->thinkingIndicator()->isHidden());
        QVERIFY(!botPanel->isThinking());
        QVERIFY(progress.count() > 0);  // the bot's own progress reached the panel
        QCOMPARE(progress.first().first().toInt(), 1);
        // Cancelling (a new game) hides it too.
        QVERIFY(window.startGame(setupOf(6, {SeatKind::Human, SeatKind::BotMedium}, 1)));
        QVERIFY(!window.playerPanel(1)->thinkingIndicator()->isHidden());
        QVERIFY(window.startGame(setupOf(7, {SeatKind::Human, SeatKind::BotMedium}, 0)));
        QVERIFY(window.playerPanel(1)->thinkingIndicator()->isHidden());
    }

    void practiceGameRunsThroughItsTurnsWithAReview() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        MainWindow& window = table->window;
        GameController* controller = table->controller;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        controller->setHelpWindow(30);  // a short window on the bots' turns; nobody helps
        const GameSetup setup =
            setupOf(11, {SeatKind::Human, SeatKind::BotMedium, SeatKind::BotEasy}, 0);
        StallMonitor stalls(false);
        QList<ReviewRow> rows;
        int reviewRows = 0;
        bool reviewFinished = false;
        AutoAnswer answers({
            // Bots offer help to the person: refused.
            {QStringLiteral("helpAnswerDialog"),
             [](QWidget* w) { test::clickButton(w, "helpRefuse"); }},
            {QStringLiteral("endGameDialog"),
             [&](QWidget* w) {
                 auto* dialog = static_cast<EndGameDialog*>(w);
                 GameReview* review = dialog->review();
                 QVERIFY(review != nullptr && review->available());
                 QCOMPARE(dialog->tabs()->count(), 2);
                 // Computed off the UI thread: the dialog is up and answering meanwhile.
                 QElapsedTimer reviewClock;
                 reviewClock.start();
                 stalls.reset();
                 reviewFinished = QTest::qWaitFor(
                     [&] {
                         return !review->isRunning() && !review->rows().isEmpty() &&
                                review->reviewedCount() == review->rows().size();
                     },
                     60000);
                 rows = review->rows();
                 reviewRows = dialog->reviewTable()->rowCount();
                 // Figures for docs/ui.md, not assertions (machines differ).
                 qInfo("review of %d turns: %lld ms; longest event-loop stall meanwhile: %lld ms",
                       int(rows.size()), static_cast<long long>(reviewClock.elapsed()),
                       static_cast<long long>(stalls.maxStallMs()));
                 if (qEnvironmentVariableIsSet("POTEGA_UI_GRAB_DIR")) {
                     dialog->tabs()->setCurrentIndex(1);
                     grabFor(dialog, "review.png");
                 }
                 dialog->reject();
             }},
        });
        QVERIFY(window.startGame(setup));
        const ps::bots::Vocabulary vocabulary{&table->dictionary, nullptr};
        QList<std::optional<ps::Word>> playedWords;  // the person's word in each turn
        int personTurns = 0;
        int botTurnsSeenThinking = 0;
        for (int guard = 0; guard < 200 && !controller->game().isOver(); ++guard) {
            QTRY_VERIFY_WITH_TIMEOUT(
                controller->game().isOver() || (controller->currentSeatIsHuman() &&
                                                controller->game().state().phase == Phase::Place),
                30000);
            if (controller->game().isOver()) {
                break;
            }
            ++personTurns;
            playedWords.append(std::nullopt);
            test::clickCell(window.boardView(), controller->legalCells().front());
            // Every other turn the person types the word the medium bot would play; otherwise
            // (or with no word) redraw while allowed, then pass — by the buttons.
            while (controller->currentSeatIsHuman() && !controller->game().isOver()) {
                const Phase phase = controller->game().state().phase;
                std::optional<ps::bots::Suggestion> word;
                if (phase == Phase::Word && personTurns % 2 == 1 &&
                    !controller->game().state().turn.placed.empty()) {
                    word = ps::bots::hint(controller->game(), vocabulary);
                }
                if (word && word->placements.empty()) {
                    window.setWordText(GameController::wordText(word->word.word));
                    QVERIFY(window.confirmButton()->isEnabled());
                    QTest::mouseClick(window.confirmButton(), Qt::LeftButton);
                    playedWords.last() = word->word.word;
                } else if (phase == Phase::Place) {
                    test::clickCell(window.boardView(), controller->legalCells().front());
                } else if (phase == Phase::Word) {
                    QTRY_VERIFY(window.noWordButton()->isEnabled());
                    QTest::mouseClick(window.noWordButton(), Qt::LeftButton);
                } else {
                    auto* finish = window.actionBar()->findChild<QPushButton*>(
                        QStringLiteral("finishActions"));
                    QVERIFY(finish != nullptr);
                    QTest::mouseClick(finish, Qt::LeftButton);
                }
            }
            // The click returned while the next bot is still thinking: nothing blocks.
            if (!controller->game().isOver() &&
                controller->player(controller->currentSeat())->isThinking()) {
                ++botTurnsSeenThinking;
                // ... and its panel shows it.
                PlayerPanel* panel = window.playerPanel(controller->currentSeat());
                QVERIFY(panel->isThinking());
                QVERIFY(!panel->thinkingIndicator()->isHidden());
            }
        }
        QTRY_VERIFY_WITH_TIMEOUT(answers.count(QStringLiteral("endGameDialog")) == 1, 90000);
        QVERIFY2(answers.unexpected().isEmpty(), qPrintable(answers.unexpected().join(',')));
        QVERIFY(controller->game().isOver());
        // (The event loop's own stalls during the game include this test's synchronous
        // hint() calls on the UI thread, so only the controller's figure is reported.)
        qInfo("practice game: longest action on the UI thread %lld ms",
              static_cast<long long>(controller->maxApplyMilliseconds()));
        QCOMPARE(personTurns, kRounds);  // one turn per round for each player
        QVERIFY(botTurnsSeenThinking > 0);
        // The review: one row per turn of the person, in order, with the word they played (or
        // none) and the hard bot's word (or a known "none"), every word in the dictionary.
        QVERIFY(reviewFinished);
        QVERIFY(std::count(playedWords.begin(), playedWords.end(), std::nullopt) <
                playedWords.size());
        QCOMPARE(int(rows.size()), personTurns);
        QCOMPARE(reviewRows, personTurns);
        int words = 0;
        for (int i = 0; i < rows.size(); ++i) {
            QVERIFY(rows[i].reviewed);
            QCOMPARE(rows[i].played, playedWords[i]);
            if (rows[i].best) {
                ++words;
                QVERIFY(table->dictionary.contains(rows[i].best->word.word));
                QVERIFY(rows[i].best->preview.verdict.ok());
            }
        }
        QVERIFY(words > 0);
    }

    void closingTheEndScreenCancelsTheReview() {
        const auto table = makeTable();
        QVERIFY(table != nullptr);
        GameController* controller = table->controller;
        // A person who always passes against a bot: a quick game to the end screen.
        controller->setHelpWindow(0);
        bool stopped = false;
        int shownRows = -1;
        AutoAnswer answers({
            {QStringLiteral("helpAnswerDialog"),
             [](QWidget* w) { test::clickButton(w, "helpRefuse"); }},
            {QStringLiteral("endGameDialog"),
             [&](QWidget* w) {
                 auto* dialog = static_cast<EndGameDialog*>(w);
                 GameReview* review = dialog->review();
                 QVERIFY(QTest::qWaitFor([&] { return !review->rows().isEmpty(); }, 30000));
                 shownRows = dialog->reviewTable()->rowCount();
                 QTest::mouseClick(dialog->reviewStopButton(), Qt::LeftButton);
                 QVERIFY(review->isCancelled());
                 QVERIFY(QTest::qWaitFor([&] { return !review->isRunning(); }, 30000));
                 stopped = !dialog->reviewStopButton()->isEnabled();
                 dialog->reject();  // the dialog and its review go; nothing waits long
             }},
        });
        QVERIFY(table->window.startGame(setupOf(12, {SeatKind::Human, SeatKind::BotMedium}, 0)));
        for (int guard = 0; guard < 100 && !controller->game().isOver(); ++guard) {
            QTRY_VERIFY_WITH_TIMEOUT(
                controller->game().isOver() || controller->currentSeatIsHuman(), 30000);
            if (!controller->game().isOver()) {
                controller->playForTimeout();  // the person makes no word
            }
        }
        QTRY_VERIFY_WITH_TIMEOUT(answers.count(QStringLiteral("endGameDialog")) == 1, 60000);
        QCOMPARE(shownRows, kRounds);
        QVERIFY(stopped);
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    BotTurnsTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_bot_turns.moc"
