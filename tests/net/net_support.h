#pragma once
// Shared by the network tests: an in-memory transport, a scripted remote person who decides on
// what its seat may see (a medium bot on the view's determinized state, plus a few rules on
// the public summaries of offers), and whole games played through a host table and client
// tables, or the same decisions played locally.

#include <gtest/gtest.h>

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "bots/bot.h"
#include "bots/movegen.h"
#include "dictionary/dictionary.h"
#include "engine/io/standard_deck.h"
#include "net/client_table.h"
#include "net/host_table.h"
#include "net/wire_compression.h"
#include "session/queries.h"
#include "session/seat_player.h"
#include "session/session.h"

namespace ps::net::testing {

inline const dict::Dictionary& lexicon() {
    static const dict::Dictionary dictionary = dict::Dictionary::load(POTEGA_TEST_LEXICON);
    return dictionary;
}

// Messages waiting to be delivered to each seat, in order.
class MemoryTransport final : public Transport {
  public:
    void send(engine::PlayerId seat, const std::string& device, const std::string& text) override {
        if (tap)
            tap(seat, text);
        queue.emplace_back(seat, text);
        devices.push_back(device);
    }
    std::function<void(engine::PlayerId, const std::string&)> tap;
    std::deque<std::pair<engine::PlayerId, std::string>> queue;
    // The machine each text was sent to (HostTable::receive's `device`), in the order sent.
    std::vector<std::string> devices;
};

// A person's decisions, taken from what their seat may see only: a medium bot decides on the
// view's determinized state (engine::Game built from determinize()); offers of others, whose
// words the view does not hold, are judged on their public summary (accept when it captures
// at least one card and as many as its price has, counter once by dropping a price card, else
// refuse). Once a turn it dares a word the engine would put to the table's vote; it votes yes and
// no by turns and consents to take-backs.
class ViewDecider {
  public:
    ViewDecider(engine::PlayerId seat, std::uint64_t botSeed)
        : seat_(seat),
          bot_(bots::makeBot(bots::Level::Medium, seat, bots::Vocabulary{&lexicon(), nullptr},
                             botSeed)) {}

    session::Answer decide(const SeatView& view, const engine::Deck& deck,
                           const WireRequest& request) {
        using session::Decision;
        switch (request.what) {
            case Decision::TableVote:
                return session::Answer::agreeing(votes_++ % 2 == 0);
            case Decision::TakeBackConsent:
                return session::Answer::yes();
            case Decision::OfferAnswer:
                return answerOffer(view, request);
            default:
                break;
        }
        const engine::Game game(determinize(view, deck), lexicon());
        if (request.what == Decision::TurnAction) {
            if (auto daring = suspectedWord(game))
                return session::Answer(std::move(*daring));
        }
        if (auto action = bot_->decide(game))
            return session::Answer(std::move(*action));
        if (request.what == Decision::TurnAction || request.what == Decision::ZeppelinChoice)
            return session::Answer(session::timeoutAction(game));
        return session::Answer();
    }

    int counters = 0;
    int accepts = 0;
    int dared = 0;

  private:
    session::Answer answerOffer(const SeatView& view, const WireRequest& request) {
        const engine::PlayerId helper = request.about.value_or(0);
        for (const OfferView& offer : view.offers) {
            if (offer.helper != helper)
                continue;
            if (offer.capturesForActive > 0 &&
                offer.capturesForActive >= static_cast<int>(offer.price.size())) {
                ++accepts;
                return session::Answer(engine::HelpAccept{helper, seat_, false});
            }
            if (offer.counters == 0 && offer.price.size() > 1) {
                ++counters;
                std::vector<engine::CardId> price(offer.price.begin(), offer.price.end() - 1);
                return session::Answer(engine::HelpCounter{helper, seat_, price});
            }
        }
        return session::Answer(engine::HelpRefuse{helper});
    }

    // A word of the table's letters and this turn's card that the engine would send to the
    // table's vote, once per turn.
    std::optional<engine::Action> suspectedWord(const engine::Game& game) {
        const engine::GameState& state = game.state();
        if (state.phase != engine::Phase::Word || state.usedWords.empty() ||
            triedTurn_ == state.turnNumber)
            return std::nullopt;
        triedTurn_ = state.turnNumber;
        dict::AnagramQuery query;
        query.maxLength = 8;
        for (const engine::TableCell& cell : state.table) {
            if (cell.side == engine::Side::Face)
                ++query.available[state.deck[cell.card].letter];
        }
        for (const engine::CardId card : bots::requiredCards(state))
            ++query.required[state.deck[card].letter];
        std::optional<engine::Action> found;
        lexicon().forEachAnagram(query, [&](std::span<const Letter> letters) {
            if (found)
                return;
            const engine::PlayWord play{Word(letters.begin(), letters.end()), {}, false};
            if (game.previewWord(play).verdict.problem == engine::ErrorCode::SuspectedRelation) {
                engine::PlayWord accepted = play;
                accepted.tableAcceptsSuspected = true;
                if (game.previewWord(accepted).verdict.ok())
                    found = engine::Action{play};
            }
        });
        if (found)
            ++dared;
        return found;
    }

    engine::PlayerId seat_;
    std::unique_ptr<bots::Bot> bot_;
    int votes_ = 0;
    int triedTurn_ = -1;
};

// Who sits where in a test table.
enum class Sitter { Bot, Remote, AtHost };

struct TableSetup {
    std::vector<Sitter> sitters;
    std::uint64_t seed = 1;
    // A person of this kind (at the host's screen, or remote) asks once to take back their
    // latest turn (from turn 6 on).
    bool askTakeBack = true;
    Sitter takeBackBy = Sitter::Remote;
    // Faults of the network, online only: every message is delivered twice (both ways), and
    // every so many decisions of a remote seat its machine is replaced by a fresh one that
    // joins again (a crash, a lost connection).
    bool duplicate = false;
    int rejoinEvery = 0;
    bool variant = false;  // the black cards' actions (tapes moved, ĆWICZEBNY's hidden cards)
    // People may offer help about a bot's card (the session's help window): each person who
    // may offer is asked in seat order, then the window closes.
    bool peopleMayHelpBots = false;
    // The host batches (HostTable::setBatching) and flushes only when a remote machine must
    // read: a remote seat is asked, the help window is open, the game is over.
    bool batch = false;
};

struct PlayedTable {
    std::vector<engine::Action> actions;
    engine::GameState final;
    std::vector<int> totals;
    std::set<session::Decision> remoteRequests;  // kinds of request the remote seats answered
    int takeBacks = 0;
    int remoteTakeBacks = 0;     // asked from a remote machine
    int remoteWindowOffers = 0;  // offers made from a remote machine in the help window
    int counters = 0;
    int accepts = 0;
    int dared = 0;
    std::map<engine::PlayerId, SeatView> finalViews;  // what each remote machine holds at the end
    std::map<engine::PlayerId, std::vector<std::string>> received;  // every text each got
    HostTable::Traffic traffic;
    std::vector<std::string> hostLog;
    std::size_t clientRefusals = 0;
    int duplicatesRefused = 0;
    int rejoins = 0;
};

inline session::Seats seatsOf(const TableSetup& setup) {
    session::Seats seats;
    for (Sitter sitter : setup.sitters)
        seats.push_back(sitter == Sitter::Bot ? session::Seat::computer(bots::Level::Medium)
                                              : session::Seat::person());
    return seats;
}

inline engine::GameOptions optionsOf(const TableSetup& setup) {
    engine::GameOptions options;
    options.players = static_cast<int>(setup.sitters.size());
    options.seed = setup.seed;
    options.startPlayer = 0;
    options.blackCardVariant = setup.variant;
    return options;
}

// The bots' seed: a client cannot know the deal's seed, so its bot gets this one (and so does
// the same bot in the local game).
inline std::uint64_t botSeed(const TableSetup& setup) {
    return setup.seed * 7919 + 17;
}

struct Bots {
    explicit Bots(const TableSetup& setup) {
        for (std::size_t seat = 0; seat < setup.sitters.size(); ++seat)
            owned.push_back(bots::makeBot(bots::Level::Medium, static_cast<engine::PlayerId>(seat),
                                          bots::Vocabulary{&lexicon(), nullptr}, setup.seed));
    }
    std::vector<std::unique_ptr<bots::Bot>> owned;
};

// Answers a request of a host seat (bot or person at the host's screen) through the door; the
// person decides on its own view, as a remote one would.
inline void answerAtHost(session::Session& session, const session::Request& request,
                         const TableSetup& setup, Bots& bots,
                         std::map<engine::PlayerId, ViewDecider>& people) {
    if (setup.sitters[request.seat] == Sitter::Bot) {
        session::BotSeat seat(*bots.owned[request.seat]);
        seat.receive(request, session.game(), [&](const session::Request& r, session::Answer a) {
            (void)session.submit(r, std::move(a));
        });
        return;
    }
    ViewDecider& person = people.at(request.seat);
    const SeatView view = viewFor(session.game(), request.seat);
    (void)session.submit(request,
                         person.decide(view, session.game().state().deck, toWire(request)));
}

// The person whose latest turn can be taken back asks for it, once a game, from turn 6 on, if
// of the setup's kind: nothing, or that person's seat.
inline std::optional<engine::PlayerId> takeBackAsker(const session::Session& session,
                                                     const TableSetup& setup, bool& asked) {
    if (!setup.askTakeBack || asked)
        return std::nullopt;
    const auto target = session.turnToTakeBack();
    if (!target || setup.sitters[target->seat] != setup.takeBackBy ||
        session.game().state().turnNumber < 6)
        return std::nullopt;
    asked = true;
    return target->seat;
}

// A person's help offer made in the help window, as the host's screen (or its HostTable)
// makes it: the window paused while the offer is applied, then resumed.
inline void offerInWindow(session::Session& session, const engine::Action& offer) {
    const bool open = session.helpWindow() == session::HelpWindow::Open;
    if (open)
        session.pauseHelpWindow();
    (void)session.apply(offer);
    if (open)
        (void)session.resumeHelpWindow(true);
}

// The help window's question, as the host table puts it to a remote person.
inline WireRequest windowQuestion(const session::Session& session) {
    return WireRequest{session::Decision::HelpOffer, session.stage(),
                       session.game().currentPlayer()};
}

// The game played at one machine: remote seats decide on their views computed there.
inline PlayedTable playLocally(const TableSetup& setup) {
    session::Session session(optionsOf(setup), engine::io::standardDeck(), lexicon(),
                             seatsOf(setup));
    PlayedTable played;
    session.setObserver([&](const session::Step& step) { played.actions.push_back(step.action); });
    Bots bots(setup);
    std::map<engine::PlayerId, ViewDecider> people;
    for (std::size_t seat = 0; seat < setup.sitters.size(); ++seat) {
        if (setup.sitters[seat] != Sitter::Bot)
            people.emplace(static_cast<engine::PlayerId>(seat),
                           ViewDecider(static_cast<engine::PlayerId>(seat), botSeed(setup)));
    }
    session.setPeopleMayHelpBots(setup.peopleMayHelpBots);
    bool asked = false;
    std::set<std::pair<engine::PlayerId, std::uint64_t>> windowAsked;
    for (int step = 0; step < 20000 && !session.game().isOver(); ++step) {
        if (const auto asker = takeBackAsker(session, setup, asked)) {
            if (session.proposeTakeBack().outcome != session::Outcome::Done) {
                ++played.takeBacks;
                played.remoteTakeBacks += setup.sitters[*asker] == Sitter::Remote ? 1 : 0;
            }
        }
        if (session.helpWindow() != session::HelpWindow::Closed) {
            for (const engine::PlayerId person : session.peopleWhoMayOffer()) {
                if (session.helpWindow() == session::HelpWindow::Closed ||
                    !windowAsked.insert({person, session.stage()}).second)
                    continue;
                if (setup.sitters[person] == Sitter::Remote)
                    played.remoteRequests.insert(session::Decision::HelpOffer);
                const engine::Deck& deck = session.game().state().deck;
                const session::Answer answer = people.at(person).decide(
                    viewFor(session.game(), person), deck, windowQuestion(session));
                if (answer.action)
                    offerInWindow(session, *answer.action);
            }
            (void)session.closeHelpWindow();
            continue;
        }
        const auto awaited = session.awaited();
        if (awaited.empty())
            break;
        const session::Request& request = awaited.front();
        if (setup.sitters[request.seat] == Sitter::Remote) {
            played.remoteRequests.insert(request.what);
            // Through the wire format, as the remote machine would read it.
            const engine::Deck& deck = session.game().state().deck;
            const auto view = viewFromJson(viewToJson(viewFor(session.game(), request.seat), deck),
                                           deck, request.seat);
            EXPECT_TRUE(view.ok()) << view.error.text();
            (void)session.submit(
                request, people.at(request.seat).decide(*view.value, deck, toWire(request)));
        } else {
            answerAtHost(session, request, setup, bots, people);
        }
    }
    EXPECT_TRUE(session.game().isOver()) << "seed " << setup.seed;
    played.final = session.game().state();
    played.totals = session::totals(session.game().scores());
    for (const auto& [seat, person] : people) {
        played.counters += person.counters;
        played.accepts += person.accepts;
        played.dared += person.dared;
    }
    return played;
}

// The same table played through a host table and one client table per remote seat, every
// message through the in-memory transport. `onMessage` sees every text sent to a remote seat
// with the host's game at that moment.
inline PlayedTable playOnline(const TableSetup& setup,
                              const std::function<void(engine::PlayerId, const std::string&,
                                                       const session::Session&)>& onMessage = {}) {
    session::Session session(optionsOf(setup), engine::io::standardDeck(), lexicon(),
                             seatsOf(setup));
    PlayedTable played;
    MemoryTransport transport;
    std::set<engine::PlayerId> remote;
    std::vector<std::string> names;
    for (std::size_t seat = 0; seat < setup.sitters.size(); ++seat) {
        names.push_back("gracz " + std::to_string(seat + 1));
        if (setup.sitters[seat] == Sitter::Remote)
            remote.insert(static_cast<engine::PlayerId>(seat));
    }
    HostTable host(session, "stol-1", names, remote, transport);
    host.setBatching(setup.batch);
    host.setObserver([&](const session::Step& step) { played.actions.push_back(step.action); });
    transport.tap = [&](engine::PlayerId seat, const std::string& packed) {
        // The JSON each text carries (every text is compressed on its way).
        const UnpackedText text = unpackText(packed);
        EXPECT_TRUE(text.ok()) << text.error;
        played.received[seat].push_back(text.text.value_or(""));
        if (onMessage)
            onMessage(seat, played.received[seat].back(), session);
    };
    Bots bots(setup);
    std::map<engine::PlayerId, ViewDecider> people;
    std::map<engine::PlayerId, ClientTable> clients;
    for (std::size_t seat = 0; seat < setup.sitters.size(); ++seat) {
        const auto id = static_cast<engine::PlayerId>(seat);
        if (setup.sitters[seat] != Sitter::Bot)
            people.emplace(id, ViewDecider(id, botSeed(setup)));
        if (setup.sitters[seat] == Sitter::Remote)
            clients.emplace(id, ClientTable("stol-1", names[seat]));
    }
    const auto deliver = [&] {
        if (setup.batch) {
            const std::vector<session::Request> awaited = session.awaited();
            const bool remoteAsked =
                awaited.empty() || session.helpWindow() != session::HelpWindow::Closed ||
                std::any_of(awaited.begin(), awaited.end(), [&](const session::Request& r) {
                    return setup.sitters[r.seat] == Sitter::Remote;
                });
            if (remoteAsked)
                host.flush();
        }
        while (!transport.queue.empty()) {
            auto [seat, text] = std::move(transport.queue.front());
            transport.queue.pop_front();
            const ClientTable::Read read = clients.at(seat).receive(text);
            EXPECT_TRUE(read.ok) << read.error << "\n" << text;
            if (setup.duplicate && read.kind != Kind::Welcome) {
                const ClientTable::Read again = clients.at(seat).receive(text);
                EXPECT_FALSE(again.ok) << "a message was read twice:\n" << text;
                ++played.duplicatesRefused;
            }
        }
    };
    for (auto& [seat, client] : clients)
        host.receive(seat, client.hello());
    session.setPeopleMayHelpBots(setup.peopleMayHelpBots);
    bool asked = false;
    int remoteDecisions = 0;
    std::set<std::pair<engine::PlayerId, std::uint64_t>> windowAsked;
    for (int step = 0; step < 20000 && !session.game().isOver(); ++step) {
        if (const auto asker = takeBackAsker(session, setup, asked)) {
            if (setup.sitters[*asker] == Sitter::Remote) {
                // Asked from the remote machine: the host refuses it or puts it to the table.
                const std::size_t refusedBefore = host.traffic().refused;
                host.receive(*asker, clients.at(*asker).proposeTakeBack());
                if (host.traffic().refused == refusedBefore) {
                    ++played.takeBacks;
                    ++played.remoteTakeBacks;
                }
            } else {
                if (session.proposeTakeBack().outcome != session::Outcome::Done)
                    ++played.takeBacks;
                host.sync();
            }
        }
        deliver();
        if (session.helpWindow() != session::HelpWindow::Closed) {
            for (const engine::PlayerId person : session.peopleWhoMayOffer()) {
                if (session.helpWindow() == session::HelpWindow::Closed ||
                    !windowAsked.insert({person, session.stage()}).second)
                    continue;
                const WireRequest question = windowQuestion(session);
                if (setup.sitters[person] != Sitter::Remote) {
                    const session::Answer answer = people.at(person).decide(
                        viewFor(session.game(), person), session.game().state().deck, question);
                    if (answer.action)
                        offerInWindow(session, *answer.action);
                    host.sync();
                    deliver();
                    continue;
                }
                played.remoteRequests.insert(session::Decision::HelpOffer);
                ClientTable& client = clients.at(person);
                const auto& open = client.open();
                EXPECT_TRUE(std::any_of(open.begin(), open.end(), [&](const auto& r) {
                    return r.request == question;
                })) << "the help window's question did not reach the client";
                const session::Answer answer =
                    people.at(person).decide(*client.view(), client.welcome()->deck, question);
                played.remoteWindowOffers += answer.action ? 1 : 0;
                host.receive(person, client.answer(question, answer));
                deliver();
            }
            EXPECT_TRUE(host.remoteHelpSettled());
            (void)session.closeHelpWindow();
            host.sync();
            continue;
        }
        const auto awaited = session.awaited();
        if (awaited.empty())
            break;
        const session::Request& request = awaited.front();
        if (setup.sitters[request.seat] != Sitter::Remote) {
            answerAtHost(session, request, setup, bots, people);
            host.sync();
            continue;
        }
        played.remoteRequests.insert(request.what);
        if (setup.rejoinEvery > 0 && ++remoteDecisions % setup.rejoinEvery == 0) {
            // The machine is gone with everything it knew; a fresh one joins from the same seat.
            clients.insert_or_assign(request.seat, ClientTable("stol-1", names[request.seat]));
            host.receive(request.seat, clients.at(request.seat).hello());
            ++played.rejoins;
            deliver();
        }
        ClientTable& client = clients.at(request.seat);
        const WireRequest wanted = toWire(request);
        const auto& open = client.open();
        const bool known = std::any_of(open.begin(), open.end(),
                                       [&](const auto& r) { return r.request == wanted; });
        EXPECT_TRUE(known) << "the request did not reach the client";
        if (!known || !client.view())
            break;
        const session::Answer answer =
            people.at(request.seat).decide(*client.view(), client.welcome()->deck, wanted);
        const std::string text = client.answer(wanted, answer);
        host.receive(request.seat, text);
        if (setup.duplicate) {
            const std::size_t refusedBefore = host.traffic().refused;
            host.receive(request.seat, text);
            EXPECT_EQ(host.traffic().refused, refusedBefore + 1) << "an answer was applied twice";
            ++played.duplicatesRefused;
        }
    }
    deliver();
    EXPECT_TRUE(session.game().isOver()) << "seed " << setup.seed;
    played.final = session.game().state();
    played.totals = session::totals(session.game().scores());
    for (const auto& [seat, client] : clients) {
        if (client.view())
            played.finalViews[seat] = *client.view();
        EXPECT_TRUE(client.gameOver().has_value());
        if (client.gameOver()) {
            EXPECT_EQ(client.gameOver()->totals, played.totals);
        }
        played.clientRefusals += client.refusals().size();
    }
    for (const auto& [seat, person] : people) {
        played.counters += person.counters;
        played.accepts += person.accepts;
        played.dared += person.dared;
    }
    played.traffic = host.traffic();
    played.hostLog = host.log();
    return played;
}

}  // namespace ps::net::testing
