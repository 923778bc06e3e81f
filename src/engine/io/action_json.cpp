#include "engine/io/action_json.h"

#include <algorithm>
#include <array>

#include "engine/deck.h"
#include "engine/io/cards.h"

namespace ps::engine::io {

using namespace detail;

namespace {

template <typename T>
struct TypeName;
#define PS_ACTION_NAME(Type, text)                     \
    template <>                                        \
    struct TypeName<Type> {                            \
        static constexpr std::string_view name = text; \
    }
PS_ACTION_NAME(PlaceCard, "place");
PS_ACTION_NAME(PlayWord, "word");
PS_ACTION_NAME(Redraw, "redraw");
PS_ACTION_NAME(Pass, "pass");
PS_ACTION_NAME(HelpOffer, "help-offer");
PS_ACTION_NAME(HelpCounter, "help-counter");
PS_ACTION_NAME(HelpAccept, "help-accept");
PS_ACTION_NAME(HelpRefuse, "help-refuse");
PS_ACTION_NAME(HelpWithdraw, "help-withdraw");
PS_ACTION_NAME(UseBlaster, "blaster");
PS_ACTION_NAME(UseShadow, "shadow");
PS_ACTION_NAME(UseResistance, "resistance");
PS_ACTION_NAME(UseJadro, "jadro");
PS_ACTION_NAME(FinishActions, "finish-actions");
PS_ACTION_NAME(UseGel, "gel");
PS_ACTION_NAME(UseZeppelin, "zeppelin");
PS_ACTION_NAME(ZeppelinKeep, "zeppelin-keep");
PS_ACTION_NAME(EndTurn, "end-turn");
#undef PS_ACTION_NAME

// Which cards a letter-only reference may mean, for the action being read.
enum class Context : std::uint8_t {
    Sheet,      // the card(s) on the current player's sheet
    Zeppelin,   // the two cards drawn by ĆWICZEBNY
    WordCard,   // face-up table cards and the player's own captured cards
    TableFace,  // face-up table cards
    TableTape,  // tape cards
};

std::vector<CardId> candidates(const GameState& state, Context context) {
    std::vector<CardId> out;
    const auto& me = state.players.at(state.currentPlayer);
    switch (context) {
        case Context::Sheet:
            if (me.sheetCard)
                out.push_back(*me.sheetCard);
            if (me.jadroCard)
                out.push_back(*me.jadroCard);
            break;
        case Context::Zeppelin:
            out = state.turn.zeppelinDrawn;
            break;
        case Context::WordCard:
        case Context::TableFace:
        case Context::TableTape:
            for (const auto& entry : state.table) {
                const bool tape = entry.side == Side::Tape;
                if (tape == (context == Context::TableTape))
                    out.push_back(entry.card);
            }
            if (context == Context::WordCard)
                out.insert(out.end(), me.captured.begin(), me.captured.end());
            break;
    }
    return out;
}

class ActionReader {
  public:
    ActionReader(const Json& value, const Deck& deck, const GameState* state, std::string path)
        : value_(value), deck_(deck), state_(state), path_(std::move(path)) {}

    Action read() {
        if (!value_.is_object())
            fail(path_, "an action must be an object with a \"type\"");
        const std::string type = readString(requireMember(value_, path_, "type"), at("type"));
        if (type == "place") {
            fields({"card", "at"});
            return PlaceCard{card("card", Context::Sheet), readCell(need("at"), at("at"))};
        }
        if (type == "word") {
            fields({"word", "cards", "tableAcceptsSuspected", "tableAcceptsUnknown"});
            PlayWord play;
            play.word = readWord(need("word"), at("word"));
            if (const Json* cards = member(value_, "cards"))
                play.cards = cardArray(*cards, at("cards"), Context::WordCard);
            play.tableAcceptsSuspected = flag("tableAcceptsSuspected");
            play.tableAcceptsUnknown = flag("tableAcceptsUnknown");
            return play;
        }
        if (type == "redraw")
            return simple<Redraw>();
        if (type == "pass")
            return simple<Pass>();
        if (type == "help-offer") {
            fields({"helper", "word", "cards", "price"});
            HelpOffer offer;
            offer.helper = player("helper");
            offer.word = readWord(need("word"), at("word"));
            offer.cards = cardArray(need("cards"), at("cards"), Context::WordCard);
            offer.price = cardArray(need("price"), at("price"), Context::TableFace);
            return offer;
        }
        if (type == "help-counter") {
            fields({"helper", "by", "price"});
            return HelpCounter{player("helper"), player("by"),
                               cardArray(need("price"), at("price"), Context::TableFace)};
        }
        if (type == "help-accept") {
            fields({"helper", "by", "tableAcceptsSuspected"});
            return HelpAccept{player("helper"), player("by"), flag("tableAcceptsSuspected")};
        }
        if (type == "help-refuse") {
            fields({"helper"});
            return HelpRefuse{player("helper")};
        }
        if (type == "help-withdraw") {
            fields({"helper"});
            return HelpWithdraw{player("helper")};
        }
        if (type == "blaster") {
            fields({"target"});
            return UseBlaster{card("target", Context::TableFace)};
        }
        if (type == "shadow") {
            fields({"tape", "to"});
            return UseShadow{card("tape", Context::TableTape), readCell(need("to"), at("to"))};
        }
        if (type == "resistance") {
            fields({"target"});
            return UseResistance{card("target", Context::TableFace)};
        }
        if (type == "jadro") {
            fields({"recipient"});
            return UseJadro{player("recipient")};
        }
        if (type == "finish-actions")
            return simple<FinishActions>();
        if (type == "gel") {
            fields({"target"});
            return UseGel{card("target", Context::TableFace)};
        }
        if (type == "zeppelin")
            return simple<UseZeppelin>();
        if (type == "zeppelin-keep") {
            fields({"card"});
            return ZeppelinKeep{card("card", Context::Zeppelin)};
        }
        if (type == "end-turn")
            return simple<EndTurn>();
        fail(at("type"), "unknown action type " + shortText(value_["type"]) +
                             " (place, word, redraw, pass, help-offer, help-counter, help-accept, "
                             "help-refuse, help-withdraw, blaster, shadow, resistance, jadro, "
                             "finish-actions, gel, zeppelin, zeppelin-keep, end-turn)");
    }

  private:
    std::string at(std::string_view key) const { return childPath(path_, key); }

    void fields(std::initializer_list<std::string_view> names) {
        std::vector<std::string_view> all(names);
        all.push_back("type");
        for (const auto& [key, item] : value_.items()) {
            if (std::find(all.begin(), all.end(), key) == all.end()) {
                std::string known;
                for (auto name : all)
                    known += (known.empty() ? "" : ", ") + std::string(name);
                fail(at(key), "unknown field for a \"" + value_["type"].get<std::string>() +
                                  "\" action (known fields: " + known + ")");
            }
        }
    }

    template <typename A>
    Action simple() {
        fields({});
        return A{};
    }

    const Json& need(std::string_view key) const { return requireMember(value_, path_, key); }

    bool flag(std::string_view key) const {
        const Json* found = member(value_, key);
        return found ? readBool(*found, at(key)) : false;
    }

    PlayerId player(std::string_view key) const {
        const int players = state_ ? static_cast<int>(state_->players.size()) : kMaxPlayers;
        return readPlayer(need(key), at(key), players);
    }

    CardId card(std::string_view key, Context context) const {
        return resolve(need(key), at(key), context);
    }

    std::vector<CardId> cardArray(const Json& list, const std::string& path,
                                  Context context) const {
        requireArray(list, path);
        if (list.size() > 64)
            fail(path, "more than 64 cards");
        std::vector<CardId> cards;
        for (std::size_t i = 0; i < list.size(); ++i)
            cards.push_back(resolve(list[i], childPath(path, i), context));
        return cards;
    }

    CardId resolve(const Json& value, const std::string& path, Context context) const {
        const CardRef ref = readCardRef(value, path, deck_);
        if (ref.id)
            return *ref.id;
        if (!state_) {
            fail(path, "a record names every card exactly: its number, \"" +
                           (ref.letter ? toUtf8Upper(*ref.letter) : std::string("T")) +
                           "#<number>\" or {\"landmark\": ...}");
        }
        if (ref.cell) {
            const TableCell* entry = findCell(*state_, *ref.cell);
            if (!entry)
                fail(path, "no card lies at " + cellText(*ref.cell));
            return entry->card;
        }
        std::vector<CardId> matching;
        for (CardId id : candidates(*state_, context)) {
            if (deck_.contains(id) && deck_[id].letter == *ref.letter)
                matching.push_back(id);
        }
        const std::string letter = toUtf8Upper(*ref.letter);
        if (matching.empty())
            fail(path, "no " + letter + " card fits here");
        // Two equal letters on the sheet or among ĆWICZEBNY's cards are interchangeable.
        const bool interchangeable = context == Context::Sheet || context == Context::Zeppelin;
        if (matching.size() > 1 && !interchangeable) {
            fail(path, std::to_string(matching.size()) + " " + letter +
                           " cards fit here: name one by number (\"" + letter + "#" +
                           std::to_string(matching.front()) + "\") or by cell");
        }
        return matching.front();
    }

    const Json& value_;
    const Deck& deck_;
    const GameState* state_;
    std::string path_;
};

}  // namespace

namespace detail {
Action readAction(const Json& value, const Deck& deck, const GameState* state,
                  const std::string& path) {
    return ActionReader(value, deck, state, path).read();
}
}  // namespace detail

std::string_view actionTypeName(const Action& action) {
    return std::visit([](const auto& a) { return TypeName<std::decay_t<decltype(a)>>::name; },
                      action);
}

Json actionToJson(const Action& action, const Deck& deck) {
    Json out = Json::object();
    out["type"] = actionTypeName(action);
    std::visit(
        [&](const auto& a) {
            using A = std::decay_t<decltype(a)>;
            if constexpr (std::is_same_v<A, PlaceCard>) {
                out["card"] = cardJson(deck, a.card);
                out["at"] = cellJson(a.cell);
            } else if constexpr (std::is_same_v<A, PlayWord>) {
                out["word"] = toUtf8(a.word);
                if (!a.cards.empty())
                    out["cards"] = cardList(deck, a.cards);
                if (a.tableAcceptsSuspected)
                    out["tableAcceptsSuspected"] = true;
                if (a.tableAcceptsUnknown)
                    out["tableAcceptsUnknown"] = true;
            } else if constexpr (std::is_same_v<A, HelpOffer>) {
                out["helper"] = a.helper;
                out["word"] = toUtf8(a.word);
                out["cards"] = cardList(deck, a.cards);
                out["price"] = cardList(deck, a.price);
            } else if constexpr (std::is_same_v<A, HelpCounter>) {
                out["helper"] = a.helper;
                out["by"] = a.by;
                out["price"] = cardList(deck, a.price);
            } else if constexpr (std::is_same_v<A, HelpAccept>) {
                out["helper"] = a.helper;
                out["by"] = a.by;
                if (a.tableAcceptsSuspected)
                    out["tableAcceptsSuspected"] = true;
            } else if constexpr (std::is_same_v<A, HelpRefuse> || std::is_same_v<A, HelpWithdraw>) {
                out["helper"] = a.helper;
            } else if constexpr (std::is_same_v<A, UseBlaster> ||
                                 std::is_same_v<A, UseResistance> || std::is_same_v<A, UseGel>) {
                out["target"] = cardJson(deck, a.target);
            } else if constexpr (std::is_same_v<A, UseShadow>) {
                out["tape"] = cardJson(deck, a.tape);
                out["to"] = cellJson(a.to);
            } else if constexpr (std::is_same_v<A, UseJadro>) {
                out["recipient"] = a.recipient;
            } else if constexpr (std::is_same_v<A, ZeppelinKeep>) {
                out["card"] = cardJson(deck, a.keep);
            }
        },
        action);
    return out;
}

Loaded<Action> actionFromJson(const Json& value, const Deck& deck, const GameState* state,
                              const std::string& path) {
    try {
        return {readAction(value, deck, state, path), {}};
    } catch (const FormatFailure& failure) {
        return {std::nullopt, failure.error};
    }
}

Loaded<std::vector<Action>> actionListFromJson(const Json& value, const Deck& deck,
                                               const std::string& path) {
    try {
        requireArray(value, path);
        std::vector<Action> actions;
        actions.reserve(value.size());
        for (std::size_t i = 0; i < value.size(); ++i)
            actions.push_back(readAction(value[i], deck, nullptr, childPath(path, i)));
        return {std::move(actions), {}};
    } catch (const FormatFailure& failure) {
        return {std::nullopt, failure.error};
    }
}

}  // namespace ps::engine::io
