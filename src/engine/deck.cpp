#include "engine/deck.h"

#include <array>
#include <fstream>
#include <set>
#include <sstream>

#include <nlohmann/json.hpp>

namespace ps::engine {

namespace {

struct ActionInfo {
    BlackAction action;
    std::string_view id;
    char32_t letter;
};

constexpr std::array<ActionInfo, 8> kActions = {{
    {BlackAction::Jadro, "jadro-mocy", U'ą'},
    {BlackAction::Zeppelin, "cwiczebny-zeppelin", U'ć'},
    {BlackAction::Blaster, "pekaty-blaster", U'ę'},
    {BlackAction::Shadow, "cien-zaglady", U'ń'},
    {BlackAction::Resistance, "opor-materii", U'ó'},
    {BlackAction::Borrow, "swist-energii", U'ś'},
    {BlackAction::DoubleUse, "zrenice-przenikliwosci", U'ź'},
    {BlackAction::Gel, "zel-zapomnienia", U'ż'},
}};

DeckLoad fail(std::string message) {
    return DeckLoad{std::nullopt, std::move(message)};
}

}  // namespace

std::string_view blackActionId(BlackAction action) {
    for (const auto& info : kActions) {
        if (info.action == action)
            return info.id;
    }
    return {};
}

std::optional<BlackAction> blackActionFromId(std::string_view id) {
    for (const auto& info : kActions) {
        if (info.id == id)
            return info.action;
    }
    return std::nullopt;
}

Letter blackActionLetter(BlackAction action) {
    for (const auto& info : kActions) {
        if (info.action == action)
            return *letterFromLowercase(info.letter);
    }
    return 0;
}

DeckLoad parseDeckJson(std::string_view jsonText) {
    nlohmann::json root;
    try {
        root = nlohmann::json::parse(jsonText);
    } catch (const nlohmann::json::parse_error& e) {
        return fail(std::string("deck: not valid JSON: ") + e.what());
    }
    if (!root.is_object())
        return fail("deck: the top level must be an object");
    for (const auto& [key, value] : root.items()) {
        if (key != "format" && key != "version" && key != "cards") {
            return fail("deck: unknown field \"" + key + "\"");
        }
    }
    if (!root.contains("format") || root["format"] != "potega-slowa-deck") {
        return fail("deck.format: must be \"potega-slowa-deck\"");
    }
    if (!root.contains("version") || !root["version"].is_number_integer()) {
        return fail("deck.version: missing or not an integer");
    }
    if (root["version"].get<long long>() != 1) {
        return fail("deck.version: unsupported version " + root["version"].dump() +
                    " (this build reads version 1)");
    }
    if (!root.contains("cards") || !root["cards"].is_array()) {
        return fail("deck.cards: missing or not an array");
    }
    const auto& cardsJson = root["cards"];
    std::vector<Card> cards;
    std::set<std::string> landmarks;
    std::set<BlackAction> actionsSeen;
    int blue = 0;
    for (std::size_t i = 0; i < cardsJson.size(); ++i) {
        const auto& c = cardsJson[i];
        const std::string where = "deck.cards[" + std::to_string(i) + "]";
        if (!c.is_object())
            return fail(where + ": must be an object");
        for (const auto& [key, value] : c.items()) {
            if (key != "letter" && key != "colour" && key != "landmark" && key != "action") {
                return fail(where + ": unknown field \"" + key + "\"");
            }
        }
        if (!c.contains("letter") || !c["letter"].is_string()) {
            return fail(where + ".letter: missing or not a string");
        }
        const auto letterWord = wordFromUtf8(c["letter"].get<std::string>());
        if (!letterWord || letterWord->size() != 1 ||
            toUtf8Upper(*letterWord) != c["letter"].get<std::string>()) {
            return fail(where + ".letter: must be one uppercase Polish letter, got " +
                        c["letter"].dump());
        }
        Card card;
        card.letter = (*letterWord)[0];
        if (!c.contains("colour") || !c["colour"].is_string()) {
            return fail(where + ".colour: missing or not a string");
        }
        const auto colour = c["colour"].get<std::string>();
        if (colour == "blue") {
            card.colour = Colour::Blue;
        } else if (colour == "black") {
            card.colour = Colour::Black;
        } else {
            return fail(where + ".colour: must be \"blue\" or \"black\", got \"" + colour + "\"");
        }
        if (!c.contains("landmark") || !c["landmark"].is_string() ||
            c["landmark"].get<std::string>().empty()) {
            return fail(where + ".landmark: missing, empty or not a string");
        }
        card.landmark = c["landmark"].get<std::string>();
        if (!landmarks.insert(card.landmark).second) {
            return fail(where + ".landmark: \"" + card.landmark + "\" appears twice");
        }
        if (card.colour == Colour::Blue) {
            if (c.contains("action"))
                return fail(where + ".action: a blue card has no action");
            ++blue;
        } else {
            if (!c.contains("action") || !c["action"].is_string()) {
                return fail(where + ".action: a black card needs an action id");
            }
            const auto action = blackActionFromId(c["action"].get<std::string>());
            if (!action)
                return fail(where + ".action: unknown action " + c["action"].dump());
            if (blackActionLetter(*action) != card.letter) {
                return fail(where + ".action: " + c["action"].dump() + " belongs on the " +
                            toUtf8Upper(blackActionLetter(*action)) + " card");
            }
            if (!actionsSeen.insert(*action).second) {
                return fail(where + ".action: " + c["action"].dump() + " appears twice");
            }
            card.action = *action;
        }
        cards.push_back(std::move(card));
    }
    if (cards.size() != 110 || blue != 102) {
        return fail("deck.cards: must hold 110 cards, 102 blue and 8 black (found " +
                    std::to_string(cards.size()) + " cards, " + std::to_string(blue) + " blue)");
    }
    return DeckLoad{Deck(std::move(cards)), {}};
}

DeckLoad loadDeckFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return fail("deck: cannot open " + path);
    std::ostringstream text;
    text << in.rdbuf();
    auto result = parseDeckJson(text.str());
    if (!result.deck)
        result.error = path + ": " + result.error;
    return result;
}

}  // namespace ps::engine
