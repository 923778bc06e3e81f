// Reading a position (position.h): hand-written ones too, with every field checked.
#include "engine/io/position.h"

#include <algorithm>
#include <functional>
#include <map>
#include <numeric>
#include <optional>
#include <set>

#include "engine/deck.h"
#include "engine/io/cards.h"

namespace ps::engine::io {

using namespace detail;

namespace {

constexpr std::string_view kUnlistedUnderStack = "under-stack";

bool contains(const std::vector<CardId>& cards, CardId card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

// Reads a position in two passes: the structure first, with the cards as references; then the
// cards are resolved (exact names first, then letters, each to the lowest free card of that
// letter), the rest of the deck placed if asked, and everything cross-checked.
class PositionReader {
  public:
    explicit PositionReader(const Json& root) : root_(root) {}

    GameState read() {
        requireObject(root_, "",
                      {"format", "version", "dictionary", "options", "deck", "round", "turnNumber",
                       "startPlayer", "currentPlayer", "phase", "cells", "stack", "players",
                       "usedWords", "turn", "rng", "unlistedCards"});
        readHeader();
        s_.deck = readDeck(member(root_, "deck"), "/deck");
        readPlayersAndOptions();
        readTurnOrder();
        if (const Json* cells = member(root_, "cells"))
            readCells(*cells);
        if (const Json* stack = member(root_, "stack")) {
            requireArray(*stack, "/stack");
            s_.stack.resize(stack->size());
            for (std::size_t i = 0; i < stack->size(); ++i) {
                owned((*stack)[i], childPath("/stack", i),
                      [this, i](CardId c) { s_.stack[i] = c; });
            }
        }
        readPlayerDetails();
        readUsedWords();
        if (const Json* turn = member(root_, "turn"))
            readTurn(*turn);
        readRng();
        resolveOwnedCards();
        placeUnlistedCards();
        resolveReferences();
        finishTable();
        checkMarkersAndPools();
        checkTurn();
        const auto problems = findInconsistencies(s_);
        if (!problems.empty())
            fail("", "inconsistent position: " + problems.front());
        return std::move(s_);
    }

    [[nodiscard]] const std::optional<DictionaryIdentity>& dictionary() const {
        return dictionary_;
    }

  private:
    void readHeader() {
        const long long version = readFormatHeader(
            root_, kPositionFormat, kPositionVersionWithoutDictionary, kPositionVersionWithOverlay);
        const Json* dictionary = member(root_, "dictionary");
        if (version == kPositionVersionWithoutDictionary) {
            if (dictionary)
                fail("/dictionary", "needs version 2 (this position says version 1)");
            return;
        }
        if (!dictionary)
            fail("/dictionary", "missing (a version " + std::to_string(version) +
                                    " position names its dictionary)");
        dictionary_ = readDictionaryIdentity(*dictionary, "/dictionary",
                                             version == kPositionVersionWithOverlay);
    }

    void readPlayersAndOptions() {
        const Json* players = member(root_, "players");
        std::optional<int> count;
        if (players) {
            requireArray(*players, "/players");
            if (players->size() < kMinPlayers || players->size() > kMaxPlayers) {
                fail("/players", std::to_string(players->size()) + " players (a game has 2 to 4)");
            }
            count = static_cast<int>(players->size());
        }
        const Json* options = member(root_, "options");
        if (!options && !count)
            fail("/options", "missing (give \"options\": {\"players\": N} or \"players\")");
        s_.options = options ? readOptions(*options, "/options", count) : GameOptions{};
        if (!options)
            s_.options.players = *count;
        if (count && *count != s_.options.players) {
            fail("/players", std::to_string(*count) + " players listed, but options.players is " +
                                 std::to_string(s_.options.players));
        }
        s_.players.resize(static_cast<std::size_t>(s_.options.players));
    }

    int players() const { return s_.options.players; }

    void readTurnOrder() {
        if (const Json* v = member(root_, "round"))
            s_.round = static_cast<int>(readInt(*v, "/round", 1, kRounds));
        s_.startPlayer = s_.options.startPlayer.value_or(0);
        if (const Json* v = member(root_, "startPlayer")) {
            s_.startPlayer = readPlayer(*v, "/startPlayer", players());
            if (s_.options.startPlayer && *s_.options.startPlayer != s_.startPlayer) {
                fail("/startPlayer", "differs from options.startPlayer (" +
                                         std::to_string(*s_.options.startPlayer) + ")");
            }
        }
        s_.currentPlayer = s_.startPlayer;
        if (const Json* v = member(root_, "currentPlayer"))
            s_.currentPlayer = readPlayer(*v, "/currentPlayer", players());
        if (const Json* v = member(root_, "phase")) {
            const auto phase = phaseFromName(readString(*v, "/phase"));
            if (!phase) {
                fail("/phase", shortText(*v) +
                                   " is not a phase (place, word, actions, end-of-turn, "
                                   "zeppelin-choice, game-over)");
            }
            s_.phase = *phase;
        }
        // The engine counts turns from 0; the round and the current player follow from it.
        const int n = players();
        const bool over = s_.phase == Phase::GameOver;
        if (over && s_.round != kRounds)
            fail("/round", "the game is over only after round 6");
        const int offset = (s_.currentPlayer - s_.startPlayer + n) % n;
        if (over && offset != n - 1) {
            fail("/currentPlayer",
                 "when the game is over, the current player is the last of the "
                 "round (player " +
                     std::to_string((s_.startPlayer + n - 1) % n) + ")");
        }
        const int expected = over ? kRounds * n : (s_.round - 1) * n + offset;
        s_.turnNumber = expected;
        if (const Json* v = member(root_, "turnNumber")) {
            const auto given = readInt(*v, "/turnNumber", 0, kRounds * kMaxPlayers);
            if (given != expected) {
                fail("/turnNumber", std::to_string(given) + " does not match round " +
                                        std::to_string(s_.round) + " and current player " +
                                        std::to_string(s_.currentPlayer) + " (expected " +
                                        std::to_string(expected) + ")");
            }
        }
    }

    void readCells(const Json& cells) {
        requireArray(cells, "/cells");
        s_.table.resize(cells.size());
        cellPaths_.resize(cells.size());
        std::vector<int> markers(static_cast<std::size_t>(players()), 0);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const std::string path = childPath("/cells", i);
            const Json& c =
                requireObject(cells[i], path, {"at", "card", "tape", "marker", "frozen"});
            TableCell& entry = s_.table[i];
            cellPaths_[i] = path;
            entry.cell = readCell(requireMember(c, path, "at"), childPath(path, "at"));
            owned(requireMember(c, path, "card"), childPath(path, "card"),
                  [this, i](CardId card) { s_.table[i].card = card; });
            if (const Json* tape = member(c, "tape"))
                entry.side = readBool(*tape, childPath(path, "tape")) ? Side::Tape : Side::Face;
            if (const Json* marker = member(c, "marker"); marker && !marker->is_null()) {
                const std::string markerPath = childPath(path, "marker");
                if (marker->is_array()) {
                    fail(markerPath, marker->size() > 1
                                         ? "a card at rest holds at most one marker (rules D10)"
                                         : "a marker is one player number, not a list");
                }
                entry.marker = readPlayer(*marker, markerPath, players());
                if (++markers[*entry.marker] > kMarkersPerPlayer) {
                    fail(markerPath, "player " + std::to_string(*entry.marker) +
                                         " has more than 30 markers on the table");
                }
            }
            if (entry.side == Side::Tape && !entry.marker) {
                fail(path,
                     "a tape card always carries the marker of the player who captured "
                     "there (add \"marker\")");
            }
            if (const Json* frozen = member(c, "frozen"); frozen && !frozen->is_null()) {
                const std::string frozenPath = childPath(path, "frozen");
                requireObject(*frozen, frozenPath, {"by", "untilTurn"});
                if (entry.side == Side::Tape)
                    fail(frozenPath, "only a letter card can be frozen (rules D32)");
                if (!s_.options.blackCardVariant)
                    fail(frozenPath, "frozen cards exist only in the black-card variant");
                Frozen f;
                f.by = readPlayer(requireMember(*frozen, frozenPath, "by"),
                                  childPath(frozenPath, "by"), players());
                f.untilTurn = static_cast<int>(
                    readInt(requireMember(*frozen, frozenPath, "untilTurn"),
                            childPath(frozenPath, "untilTurn"), 0, (kRounds + 1) * kMaxPlayers));
                if (f.untilTurn < s_.turnNumber) {
                    fail(childPath(frozenPath, "untilTurn"),
                         "the freeze ended before the current turn (" +
                             std::to_string(s_.turnNumber) + ")");
                }
                entry.frozen = f;
            }
        }
    }

    void readPlayerDetails() {
        const Json* list = member(root_, "players");
        pools_.assign(static_cast<std::size_t>(players()), std::nullopt);
        if (!list)
            return;
        for (std::size_t p = 0; p < list->size(); ++p) {
            const std::string path = childPath("/players", p);
            const Json& j = requireObject((*list)[p], path, {"pool", "sheet", "jadro", "captured"});
            if (const Json* pool = member(j, "pool")) {
                pools_[p] =
                    static_cast<int>(readInt(*pool, childPath(path, "pool"), 0, kMarkersPerPlayer));
            }
            if (const Json* sheet = member(j, "sheet"); sheet && !sheet->is_null()) {
                owned(*sheet, childPath(path, "sheet"),
                      [this, p](CardId c) { s_.players[p].sheetCard = c; });
            }
            if (const Json* jadro = member(j, "jadro"); jadro && !jadro->is_null()) {
                if (!s_.options.blackCardVariant)
                    fail(childPath(path, "jadro"), "JĄDRO MOCY cards exist only in the variant");
                owned(*jadro, childPath(path, "jadro"),
                      [this, p](CardId c) { s_.players[p].jadroCard = c; });
            }
            if (const Json* captured = member(j, "captured")) {
                const std::string capturedPath = childPath(path, "captured");
                requireArray(*captured, capturedPath);
                s_.players[p].captured.resize(captured->size());
                for (std::size_t i = 0; i < captured->size(); ++i) {
                    owned((*captured)[i], childPath(capturedPath, i),
                          [this, p, i](CardId c) { s_.players[p].captured[i] = c; });
                }
            }
        }
    }

    void readUsedWords() {
        const Json* list = member(root_, "usedWords");
        if (!list)
            return;
        requireArray(*list, "/usedWords");
        if (list->size() > kMaxUsedWords) {
            fail("/usedWords", std::to_string(list->size()) + " words; a game uses at most " +
                                   std::to_string(kMaxUsedWords));
        }
        s_.usedWords.reserve(list->size());
        for (std::size_t i = 0; i < list->size(); ++i)
            s_.usedWords.push_back(readWord((*list)[i], childPath("/usedWords", i)));
        // Duplicates by sorting positions (no allocation per word, n log n): the first word that
        // repeats an earlier one is the one named.
        std::vector<std::size_t> order(s_.usedWords.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::stable_sort(order.begin(), order.end(), [this](std::size_t a, std::size_t b) {
            return s_.usedWords[a] < s_.usedWords[b];
        });
        std::optional<std::size_t> firstRepeat;
        for (std::size_t k = 1; k < order.size(); ++k) {
            if (s_.usedWords[order[k]] == s_.usedWords[order[k - 1]] &&
                (!firstRepeat || order[k] < *firstRepeat))
                firstRepeat = order[k];
        }
        if (firstRepeat) {
            fail(childPath("/usedWords", *firstRepeat),
                 "\"" + toUtf8(s_.usedWords[*firstRepeat]) + "\" is listed twice");
        }
    }

    void readTurn(const Json& turn) {
        const std::string path = "/turn";
        requireObject(turn, path,
                      {"redrawsUsed", "placed", "jadroPlaced", "wordPlayed", "wordCards",
                       "actionsLeft", "helpOffers", "helpersOffered", "drawn", "zeppelinDrawn"});
        TurnState& t = s_.turn;
        if (const Json* v = member(turn, "redrawsUsed")) {
            t.redrawsUsed = static_cast<int>(
                readInt(*v, childPath(path, "redrawsUsed"), 0, s_.options.redrawLimit));
        }
        if (const Json* v = member(turn, "placed")) {
            referenceList(*v, childPath(path, "placed"), t.placed, 2);
        }
        if (const Json* v = member(turn, "jadroPlaced"); v && !v->is_null()) {
            t.jadroPlaced.emplace();
            reference(*v, childPath(path, "jadroPlaced"), *t.jadroPlaced);
        }
        if (const Json* v = member(turn, "wordPlayed"))
            t.wordPlayed = readBool(*v, childPath(path, "wordPlayed"));
        if (const Json* v = member(turn, "wordCards"))
            referenceList(*v, childPath(path, "wordCards"), t.wordCards, 64);
        if (const Json* v = member(turn, "actionsLeft")) {
            const std::string listPath = childPath(path, "actionsLeft");
            requireArray(*v, listPath);
            for (std::size_t i = 0; i < v->size(); ++i) {
                const std::string itemPath = childPath(listPath, i);
                const auto action = blackActionFromId(readString((*v)[i], itemPath));
                if (!action)
                    fail(itemPath, shortText((*v)[i]) + " is not a black-card action");
                if (std::find(t.actionsLeft.begin(), t.actionsLeft.end(), *action) !=
                    t.actionsLeft.end()) {
                    fail(itemPath, "listed twice");
                }
                t.actionsLeft.push_back(*action);
            }
        }
        if (const Json* v = member(turn, "helpOffers"))
            readHelpOffers(*v, childPath(path, "helpOffers"));
        if (const Json* v = member(turn, "helpersOffered")) {
            const std::string listPath = childPath(path, "helpersOffered");
            requireArray(*v, listPath);
            for (std::size_t i = 0; i < v->size(); ++i) {
                const std::string itemPath = childPath(listPath, i);
                const PlayerId helper = readPlayer((*v)[i], itemPath, players());
                if (helper == s_.currentPlayer)
                    fail(itemPath, "the current player cannot help themselves");
                if (std::find(t.helpersOffered.begin(), t.helpersOffered.end(), helper) !=
                    t.helpersOffered.end()) {
                    fail(itemPath, "listed twice");
                }
                t.helpersOffered.push_back(helper);
            }
        }
        if (const Json* v = member(turn, "drawn"))
            t.drawn = readBool(*v, childPath(path, "drawn"));
        if (const Json* v = member(turn, "zeppelinDrawn")) {
            const std::string listPath = childPath(path, "zeppelinDrawn");
            requireArray(*v, listPath);
            if (v->size() > 2)
                fail(listPath, "ĆWICZEBNY ZEPPELIN draws at most 2 cards");
            t.zeppelinDrawn.resize(v->size());
            for (std::size_t i = 0; i < v->size(); ++i) {
                owned((*v)[i], childPath(listPath, i),
                      [this, i](CardId c) { s_.turn.zeppelinDrawn[i] = c; });
            }
        }
    }

    void readHelpOffers(const Json& list, const std::string& listPath) {
        requireArray(list, listPath);
        auto& offers = s_.turn.helpOffers;
        offers.resize(list.size());
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string path = childPath(listPath, i);
            const Json& o = requireObject(
                list[i], path, {"helper", "word", "cards", "price", "awaitingHelper", "counters"});
            HelpNegotiation& offer = offers[i];
            offer.helper =
                readPlayer(requireMember(o, path, "helper"), childPath(path, "helper"), players());
            if (offer.helper == s_.currentPlayer)
                fail(childPath(path, "helper"), "the current player cannot help themselves");
            for (std::size_t k = 0; k < i; ++k) {
                if (offers[k].helper == offer.helper)
                    fail(childPath(path, "helper"), "a helper has one offer at a time");
            }
            offer.word = readWord(requireMember(o, path, "word"), childPath(path, "word"));
            referenceList(requireMember(o, path, "cards"), childPath(path, "cards"), offer.cards,
                          64);
            if (offer.cards.size() != offer.word.size()) {
                fail(childPath(path, "cards"),
                     "one card per letter of the word (" + std::to_string(offer.word.size()) + ")");
            }
            referenceList(requireMember(o, path, "price"), childPath(path, "price"), offer.price,
                          64);
            if (offer.price.empty())
                fail(childPath(path, "price"), "a price names at least one card (rules D15)");
            if (const Json* v = member(o, "awaitingHelper"))
                offer.awaitingHelper = readBool(*v, childPath(path, "awaitingHelper"));
            if (const Json* v = member(o, "counters"))
                offer.counters = static_cast<int>(readInt(*v, childPath(path, "counters"), 0, 3));
            offerChecks_.push_back(i);
        }
    }

    void readRng() {
        const Json* rng = member(root_, "rng");
        if (!rng)
            return;
        if (!rng->is_array() || rng->size() != 4)
            fail("/rng", "four 16-digit hexadecimal strings");
        for (std::size_t i = 0; i < 4; ++i) {
            const std::string path = childPath("/rng", i);
            const std::string text = readString((*rng)[i], path);
            std::uint64_t value = 0;
            const bool hex = text.size() == 16 && std::all_of(text.begin(), text.end(), [](char c) {
                                 return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
                             });
            if (!hex)
                fail(path, "must be 16 lowercase hexadecimal digits");
            for (char c : text)
                value = value * 16 + static_cast<std::uint64_t>(c <= '9' ? c - '0' : c - 'a' + 10);
            s_.rng.s[i] = value;
        }
    }

    // --- Cards

    // A place where a card lies (table, stack, sheet, captured, ĆWICZEBNY's hand): every card
    // of the deck is in exactly one.
    void owned(const Json& value, const std::string& path, std::function<void(CardId)> set) {
        CardRef ref = readCardRef(value, path, s_.deck);
        if (ref.cell)
            fail(path, "here a card is named by number, \"T#17\", \"T\" or landmark, not by cell");
        owned_.push_back(Owned{std::move(ref), std::move(set)});
    }

    // A mention of a card that lies somewhere else (placed, word cards, offers): named exactly
    // or by cell; resolved once the cards are placed.
    void reference(const Json& value, const std::string& path, CardId& target) {
        CardRef ref = readCardRef(value, path, s_.deck);
        if (!ref.id && !ref.cell) {
            fail(path, "name the card by number (\"" + toUtf8Upper(*ref.letter) +
                           "#17\") or by its cell ([x, y]): a letter alone is ambiguous here");
        }
        references_.push_back(Reference{std::move(ref), &target});
    }

    void referenceList(const Json& list, const std::string& path, std::vector<CardId>& target,
                       std::size_t max) {
        requireArray(list, path);
        if (list.size() > max)
            fail(path, "more than " + std::to_string(max) + " cards");
        target.resize(list.size());
        for (std::size_t i = 0; i < list.size(); ++i)
            reference(list[i], childPath(path, i), target[i]);
    }

    void resolveOwnedCards() {
        used_.assign(static_cast<std::size_t>(s_.deck.size()), std::string());
        for (auto& o : owned_) {
            if (!o.ref.id)
                continue;
            claim(*o.ref.id, o.ref.path);
            o.set(*o.ref.id);
        }
        for (auto& o : owned_) {
            if (o.ref.id)
                continue;
            int total = 0;
            std::optional<CardId> free;
            for (int id = 0; id < s_.deck.size(); ++id) {
                if (s_.deck[static_cast<CardId>(id)].letter != *o.ref.letter)
                    continue;
                ++total;
                if (!free && used_[static_cast<std::size_t>(id)].empty())
                    free = static_cast<CardId>(id);
            }
            if (!free) {
                fail(o.ref.path, "no " + toUtf8Upper(*o.ref.letter) + " card left (the deck has " +
                                     std::to_string(total) + ", all named elsewhere)");
            }
            claim(*free, o.ref.path);
            o.set(*free);
        }
    }

    void claim(CardId card, const std::string& path) {
        std::string& where = used_[card];
        if (!where.empty())
            fail(path, cardText(s_.deck, card) + " is already at " + where);
        where = path;
    }

    void placeUnlistedCards() {
        const Json* unlisted = member(root_, "unlistedCards");
        bool underStack = false;
        if (unlisted) {
            if (!unlisted->is_string() || unlisted->get<std::string>() != kUnlistedUnderStack) {
                fail("/unlistedCards",
                     "the only choice is \"under-stack\" (the cards named "
                     "nowhere go under the stack in deck order)");
            }
            underStack = true;
        }
        for (int id = 0; id < s_.deck.size(); ++id) {
            if (!used_[static_cast<std::size_t>(id)].empty())
                continue;
            const auto card = static_cast<CardId>(id);
            if (!underStack) {
                fail("/stack", cardText(s_.deck, card) +
                                   " is nowhere: list every card (the stack holds the rest), or "
                                   "add \"unlistedCards\": \"under-stack\"");
            }
            s_.stack.push_back(card);
        }
    }

    void resolveReferences() {
        for (auto& r : references_) {
            if (r.ref.id) {
                *r.target = *r.ref.id;
                continue;
            }
            const TableCell* found = nullptr;
            for (const auto& entry : s_.table) {
                if (entry.cell == *r.ref.cell)
                    found = &entry;
            }
            if (!found)
                fail(r.ref.path, "no card lies at " + cellText(*r.ref.cell));
            *r.target = found->card;
        }
    }

    void finishTable() {
        std::vector<std::size_t> order(s_.table.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return s_.table[a].cell < s_.table[b].cell;
        });
        std::vector<TableCell> sorted;
        sorted.reserve(order.size());
        for (std::size_t k = 0; k < order.size(); ++k) {
            const std::size_t i = order[k];
            if (k > 0 && s_.table[order[k - 1]].cell == s_.table[i].cell) {
                const std::size_t first = std::min(i, order[k - 1]);
                const std::size_t second = std::max(i, order[k - 1]);
                fail(childPath(cellPaths_[second], "at"), "cell " + cellText(s_.table[i].cell) +
                                                              " already holds the card of " +
                                                              cellPaths_[first]);
            }
            sorted.push_back(s_.table[i]);
        }
        s_.table = std::move(sorted);
    }

    void checkMarkersAndPools() {
        for (int p = 0; p < players(); ++p) {
            const int onTable = markersOnTable(s_, static_cast<PlayerId>(p));
            auto& pool = s_.players[static_cast<std::size_t>(p)].pool;
            const auto& given = pools_[static_cast<std::size_t>(p)];
            pool = given.value_or(kMarkersPerPlayer - onTable);
            if (given && *given + onTable != kMarkersPerPlayer) {
                fail(childPath(childPath("/players", static_cast<std::size_t>(p)), "pool"),
                     std::to_string(*given) + " in the pool and " + std::to_string(onTable) +
                         " on the table: a player has 30 markers (leave \"pool\" out to "
                         "compute it)");
            }
        }
    }

    void checkTurn() {
        const TurnState& t = s_.turn;
        const bool variant = s_.options.blackCardVariant;
        const auto& me = s_.players[s_.currentPlayer];
        switch (s_.phase) {
            case Phase::Place:
                if (!me.sheetCard && !me.jadroCard) {
                    fail("/phase",
                         "\"place\" needs a card on the current player's sheet (with "
                         "an empty sheet the turn starts at \"word\")");
                }
                if (t.wordPlayed)
                    fail("/turn/wordPlayed", "no word is played before the card is placed");
                break;
            case Phase::Word:
                if (t.wordPlayed)
                    fail("/turn/wordPlayed", "after the word the turn is past \"word\"");
                break;
            case Phase::Actions:
            case Phase::EndOfTurn:
            case Phase::ZeppelinChoice:
                if (!variant)
                    fail("/phase", "\"" + std::string(phaseName(s_.phase)) +
                                       "\" exists only in the black-card variant");
                break;
            case Phase::GameOver:
                if (!(t == TurnState{}))
                    fail("/turn", "the game is over: no turn in progress");
                break;
        }
        if (!t.actionsLeft.empty() && !variant)
            fail("/turn/actionsLeft", "black-card actions exist only in the variant");
        if (s_.phase == Phase::Actions && !t.wordPlayed)
            fail("/turn/wordPlayed", "\"actions\" follow a word");
        if ((s_.phase == Phase::ZeppelinChoice) != !t.zeppelinDrawn.empty()) {
            fail("/turn/zeppelinDrawn",
                 "ĆWICZEBNY's cards are in hand exactly in the \"zeppelin-choice\" phase");
        }
        if (!t.helpOffers.empty() && s_.phase != Phase::Word)
            fail("/turn/helpOffers", "help is offered only in the \"word\" phase");
        for (std::size_t i = 0; i < t.placed.size(); ++i) {
            const TableCell* entry = findCard(s_, t.placed[i]);
            if (!entry || entry->side != Side::Face) {
                fail(childPath("/turn/placed", i),
                     cardText(s_.deck, t.placed[i]) + " is not a letter card on the table");
            }
            if (entry->marker) {
                fail(childPath("/turn/placed", i),
                     cardText(s_.deck, t.placed[i]) +
                         " holds a marker, but markers go on cards only when the word resolves");
            }
            for (std::size_t k = 0; k < i; ++k) {
                if (t.placed[k] == t.placed[i])
                    fail(childPath("/turn/placed", i), "listed twice");
            }
        }
        if (t.jadroPlaced &&
            std::find(t.placed.begin(), t.placed.end(), *t.jadroPlaced) == t.placed.end()) {
            fail("/turn/jadroPlaced", "must be one of the placed cards");
        }
        for (std::size_t i : offerChecks_) {
            const HelpNegotiation& offer = t.helpOffers[i];
            const std::string path = childPath("/turn/helpOffers", i);
            for (std::size_t k = 0; k < offer.cards.size(); ++k) {
                if (s_.deck[offer.cards[k]].letter != offer.word[k]) {
                    fail(childPath(childPath(path, "cards"), k), cardText(s_.deck, offer.cards[k]) +
                                                                     " is not the word's letter " +
                                                                     toUtf8Upper(offer.word[k]));
                }
            }
            for (std::size_t k = 0; k < offer.price.size(); ++k) {
                const std::string pricePath = childPath(childPath(path, "price"), k);
                const TableCell* entry = findCard(s_, offer.price[k]);
                if (!entry || entry->side != Side::Face)
                    fail(pricePath, "a price card is a letter card on the table");
                // The helper prices cards of their word; the active player, who does not know
                // the word, may name any letter card in a counter (rules D15, D18).
                if (!offer.awaitingHelper && !contains(offer.cards, offer.price[k])) {
                    fail(pricePath,
                         "the helper's price names cards of the offered word (rules "
                         "D15); set \"awaitingHelper\" for the active player's counter");
                }
                for (std::size_t m = 0; m < k; ++m) {
                    if (offer.price[m] == offer.price[k])
                        fail(pricePath, "listed twice");
                }
            }
        }
    }

    struct Owned {
        CardRef ref;
        std::function<void(CardId)> set;
    };
    struct Reference {
        CardRef ref;
        CardId* target;
    };

    const Json& root_;
    GameState s_;
    std::optional<DictionaryIdentity> dictionary_;
    std::vector<std::string> cellPaths_;
    std::vector<std::optional<int>> pools_;
    std::vector<Owned> owned_;
    std::vector<Reference> references_;
    std::vector<std::size_t> offerChecks_;
    std::vector<std::string> used_;  // per card: the path where it lies
};

}  // namespace

Loaded<PositionDocument> positionDocumentFromJson(const Json& value) {
    try {
        PositionReader reader(value);
        GameState state = reader.read();
        return {PositionDocument{std::move(state), reader.dictionary()}, {}};
    } catch (const FormatFailure& failure) {
        return {std::nullopt, failure.error};
    }
}

Loaded<GameState> positionFromJson(const Json& value) {
    auto document = positionDocumentFromJson(value);
    if (!document.ok())
        return {std::nullopt, document.error};
    return {std::move(document.value->state), {}};
}

Loaded<GameState> loadPosition(std::string_view text) {
    auto json = parseStrictJson(text);
    if (!json.ok())
        return {std::nullopt, json.error};
    return positionFromJson(*json.value);
}

}  // namespace ps::engine::io
