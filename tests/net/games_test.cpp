// Whole games between a host and remote seats through the in-memory transport: they end as the
// same decisions played at one machine, every machine ends with the host's game, and no
// remote machine ever receives the draw pile's order, the seed, a tape card's face or a rival's
// secret help word.

#include <gtest/gtest.h>

#include <iostream>
#include <regex>

#include "engine/io/action_json.h"
#include "engine/io/record.h"
#include "net_support.h"

namespace ps::net {
namespace {

using engine::PlayerId;
using session::Decision;
using testing::Sitter;

testing::TableSetup table(std::vector<Sitter> sitters, std::uint64_t seed, Sitter takeBackBy,
                          bool variant = false, bool peopleMayHelpBots = false) {
    testing::TableSetup setup;
    setup.sitters = std::move(sitters);
    setup.seed = seed;
    setup.takeBackBy = takeBackBy;
    setup.variant = variant;
    setup.peopleMayHelpBots = peopleMayHelpBots;
    return setup;
}

const std::vector<testing::TableSetup>& tables() {
    using enum Sitter;
    const bool variant = true;
    const bool peopleHelp = true;
    // Seeds not tuned on: the first ones tried.
    static const std::vector<testing::TableSetup> setups{
        table({Bot, Remote}, 11, Remote),
        table({Remote, Bot}, 12, Remote),
        table({AtHost, Remote, Bot}, 13, AtHost),
        table({Bot, Remote, AtHost, Remote}, 14, Remote),
        table({Remote, Bot, Remote}, 15, Remote),
        table({AtHost, Remote}, 16, AtHost),
        // With the black cards: tape cards moved, cards given, ĆWICZEBNY's hidden cards.
        table({Bot, Remote}, 17, Remote, variant),
        table({Remote, Bot, Remote}, 18, Remote, variant),
        table({Bot, Remote, AtHost, Bot}, 19, AtHost, variant),
        table({Remote, Remote}, 20, Remote, variant),
        table({Remote, Bot, Remote, Bot}, 21, Remote, variant),
        table({Bot, Remote, Bot}, 22, Remote, variant),
        table({Remote, Remote, Remote, Remote}, 23, Remote, variant),
        table({Bot, Remote, Bot, Remote}, 27, Remote, variant),
        table({Remote, Bot, Bot}, 28, Remote, variant),
        // People may help bots: remote people offer in the help window around a bot's card.
        table({Bot, Remote}, 24, Remote, !variant, peopleHelp),
        table({Bot, Remote, Bot, Remote}, 25, Remote, variant, peopleHelp),
        table({Bot, AtHost, Remote}, 26, AtHost, !variant, peopleHelp),
    };
    return setups;
}

// The table played online ended as the same decisions played at one machine: the same actions
// and final state, and every remote machine with the host's game as its seat may see it.
void expectSameAsAtOneMachine(const testing::PlayedTable& online, const testing::PlayedTable& local,
                              std::uint64_t seed) {
    EXPECT_EQ(online.actions, local.actions) << "seed " << seed;
    EXPECT_EQ(online.final, local.final) << "seed " << seed;
    for (const auto& [seat, view] : online.finalViews) {
        const engine::Game game(online.final, testing::lexicon());
        EXPECT_EQ(view, viewFor(game, seat)) << "seed " << seed << " seat " << int(seat);
    }
}

TEST(OnlineGames, EndAsTheSameDecisionsPlayedAtOneMachine) {
    std::set<Decision> kinds;
    int takeBacks = 0;
    int remoteTakeBacks = 0;
    std::set<std::string> blackActions;
    int windowOffers = 0;
    int counters = 0;
    int accepts = 0;
    int dared = 0;
    for (const testing::TableSetup& setup : tables()) {
        const testing::PlayedTable online = testing::playOnline(setup);
        const testing::PlayedTable local = testing::playLocally(setup);
        expectSameAsAtOneMachine(online, local, setup.seed);
        EXPECT_EQ(online.totals, local.totals) << "seed " << setup.seed;
        EXPECT_TRUE(online.final.phase == engine::Phase::GameOver);
        // The host's record replays to the game every machine saw.
        engine::io::Record record{testing::optionsOf(setup), engine::io::standardDeck(),
                                  online.actions, std::nullopt};
        const auto replayed = engine::io::replay(record, testing::lexicon());
        if (online.takeBacks == 0) {
            EXPECT_TRUE(replayed.ok());
            EXPECT_EQ(replayed.state, online.final) << "seed " << setup.seed;
        }
        EXPECT_EQ(online.hostLog.size(), online.traffic.refused);
        for (const engine::Action& action : online.actions) {
            if (action.index() >= engine::Action(engine::UseBlaster{}).index() &&
                !std::holds_alternative<engine::EndTurn>(action) &&
                !std::holds_alternative<engine::FinishActions>(action))
                blackActions.insert(std::string(engine::io::actionTypeName(action)));
        }
        // The figures of docs/network.md.
        std::cout << "[ figures  ] seed " << setup.seed << ", " << setup.sitters.size()
                  << " seats, " << online.finalViews.size() << " remote: " << online.actions.size()
                  << " actions; host sent " << online.traffic.messagesSent << " messages, "
                  << online.traffic.bytesSent << " bytes (" << online.traffic.jsonBytesSent
                  << " of JSON); received " << online.traffic.messagesReceived << " messages, "
                  << online.traffic.bytesReceived << " bytes (" << online.traffic.jsonBytesReceived
                  << " of JSON)\n";
        kinds.insert(online.remoteRequests.begin(), online.remoteRequests.end());
        takeBacks += online.takeBacks;
        remoteTakeBacks += online.remoteTakeBacks;
        windowOffers += online.remoteWindowOffers;
        EXPECT_EQ(online.takeBacks, local.takeBacks) << "seed " << setup.seed;
        counters += online.counters;
        accepts += online.accepts;
        dared += online.dared;
    }
    for (const Decision kind : {Decision::TurnAction, Decision::OfferAnswer, Decision::HelpOffer,
                                Decision::TableVote, Decision::TakeBackConsent}) {
        EXPECT_TRUE(kinds.contains(kind)) << "no remote request of kind " << int(kind);
    }
    EXPECT_GT(takeBacks, remoteTakeBacks);
    EXPECT_GT(remoteTakeBacks, 0);
    EXPECT_GT(windowOffers, 0);
    std::cout << "[ figures  ] remote offers in the help window: " << windowOffers
              << "; a counter to a remote helper: "
              << (kinds.contains(Decision::HelpAnswer) ? "yes" : "no") << "\n";
    EXPECT_GT(counters, 0);
    EXPECT_GT(accepts, 0);
    EXPECT_GT(dared, 0);
    std::string used;
    for (const std::string& name : blackActions)
        used += " " + name;
    std::cout << "[ figures  ] black-card actions played:" << used << "\n";
    // The ones with something hidden: a tape card moved, ĆWICZEBNY's two cards, a card given.
    for (const char* name : {"shadow", "zeppelin", "zeppelin-keep", "jadro"})
        EXPECT_TRUE(blackActions.contains(name)) << "no " << name << " was played";
}

TEST(OnlineGames, SurviveDuplicatedMessagesAndMachinesThatRejoin) {
    int duplicates = 0;
    int rejoins = 0;
    for (testing::TableSetup setup : tables()) {
        setup.duplicate = true;
        setup.rejoinEvery = 9;
        const testing::PlayedTable online = testing::playOnline(setup);
        const testing::PlayedTable local = testing::playLocally(setup);
        // Nothing applied twice, nothing lost: the same game as at one machine.
        expectSameAsAtOneMachine(online, local, setup.seed);
        duplicates += online.duplicatesRefused;
        rejoins += online.rejoins;
    }
    EXPECT_GT(duplicates, 1000);
    EXPECT_GT(rejoins, 10);
}

TEST(OnlineGames, EndTheSameWhenTheHostSendsSeveralSyncsInOneText) {
    // The host's texts wait while only its own seats play, and go as one update per seat when
    // a remote machine must read (as a headless host's wait while the server is behind).
    std::size_t syncs = 0;
    std::size_t texts = 0;
    for (testing::TableSetup setup : tables()) {
        setup.batch = true;
        const testing::PlayedTable online = testing::playOnline(setup);
        const testing::PlayedTable local = testing::playLocally(setup);
        expectSameAsAtOneMachine(online, local, setup.seed);
        syncs += online.traffic.syncs;
        texts += online.traffic.messagesSent;
        std::cout << "[ figures  ] seed " << setup.seed << ": " << online.traffic.syncs
                  << " syncs in " << online.traffic.messagesSent << " texts, "
                  << online.traffic.jsonBytesSent << " bytes of JSON, " << online.traffic.bytesSent
                  << " on the wire\n";
    }
    // Welcomes included, fewer texts than syncs: bots' turns travel together.
    EXPECT_LT(texts, syncs * 3 / 4);
}

// Cards named in a message ("T#17", "Ż#104").
std::vector<engine::CardId> cardsNamed(const std::string& text) {
    static const std::regex name("\"[^\"#]{1,2}#([0-9]{1,3})\"");
    std::vector<engine::CardId> cards;
    for (auto it = std::sregex_iterator(text.begin(), text.end(), name);
         it != std::sregex_iterator(); ++it)
        cards.push_back(static_cast<engine::CardId>(std::stoi((*it)[1].str())));
    return cards;
}

// The cards `seat` sees face up now.
void noteVisible(const engine::GameState& state, PlayerId seat, std::set<engine::CardId>& seen) {
    for (const engine::TableCell& cell : state.table) {
        if (cell.side == engine::Side::Face)
            seen.insert(cell.card);
    }
    for (const engine::PlayerState& player : state.players) {
        if (player.sheetCard)
            seen.insert(*player.sheetCard);
        if (player.jadroCard)
            seen.insert(*player.jadroCard);
        seen.insert(player.captured.begin(), player.captured.end());
    }
    if (state.currentPlayer == seat)
        seen.insert(state.turn.zeppelinDrawn.begin(), state.turn.zeppelinDrawn.end());
}

TEST(OnlineGames, NoRemoteMachineReceivesWhatItsSeatMayNotSee) {
    int messages = 0;
    int secretOffersWhileSent = 0;
    int pileChecks = 0;
    for (const testing::TableSetup& setup : tables()) {
        std::map<PlayerId, std::set<engine::CardId>> seen;
        const auto check = [&](PlayerId seat, const std::string& text,
                               const session::Session& session) {
            ++messages;
            const engine::GameState& state = session.game().state();
            noteVisible(state, seat, seen[seat]);
            // A card is named only once the seat has seen its face: never a card of the pile
            // (nor its order), never a tape card's face, never another's ĆWICZEBNY card.
            for (engine::CardId card : cardsNamed(text)) {
                EXPECT_TRUE(seen[seat].contains(card))
                    << "seat " << int(seat) << " was told of card " << int(card)
                    << " it never saw:\n"
                    << text;
            }
            // The pile's order, as the letters of its top cards, never appears.
            if (state.stack.size() >= 6) {
                std::string top;
                for (std::size_t i = 0; i < 6; ++i)
                    top += toUtf8(Word{state.deck[state.stack[i]].letter});
                EXPECT_EQ(text.find(top), std::string::npos);
                ++pileChecks;
            }
            // Nothing of the seed or the shuffle.
            EXPECT_EQ(text.find("\"seed\""), std::string::npos) << text;
            EXPECT_EQ(text.find("\"rng\""), std::string::npos) << text;
            // A rival's offer under negotiation: its word and cards stay with the helper.
            std::set<Word> ownWords;  // two helpers may think of the same word
            for (const engine::HelpNegotiation& offer : state.turn.helpOffers) {
                if (offer.helper == seat)
                    ownWords.insert(offer.word);
            }
            for (const engine::HelpNegotiation& offer : state.turn.helpOffers) {
                if (offer.helper == seat || ownWords.contains(offer.word))
                    continue;
                ++secretOffersWhileSent;
                const std::string word = "\"" + toUtf8(offer.word) + "\"";
                EXPECT_EQ(text.find(word), std::string::npos)
                    << "seat " << int(seat) << " was told " << word << ", the secret of seat "
                    << int(offer.helper) << ":\n"
                    << text;
            }
        };
        (void)testing::playOnline(setup, check);
    }
    EXPECT_GT(messages, 1000);
    EXPECT_GT(secretOffersWhileSent, 0) << "no message was sent while a rival's offer was secret";
    EXPECT_GT(pileChecks, 100);
}

}  // namespace
}  // namespace ps::net
