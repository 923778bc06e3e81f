#include <algorithm>
#include <charconv>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/state.h"

#include "net/messages.h"
#include "net/messages_detail.h"

// A view sent as what changed: JSON pointers (RFC 6901, without its escapes: a view's keys
// are plain names) into the previous view's JSON, with their new values. The table's cells
// are named by their place ("x_y") rather than their index: a row or column added shifts
// every index after it, and would otherwise rewrite the whole table.

namespace ps::net {

using engine::io::Json;

namespace {

std::string pointerTo(const std::string& at, const std::string& token) {
    return at + "/" + token;
}

void collect(const Json& before, const Json& after, const std::string& at, Json& out) {
    if (before == after)
        return;
    if (before.is_object() && after.is_object()) {
        for (const auto& [key, value] : after.items()) {
            const auto old = before.find(key);
            if (old == before.end())
                out[pointerTo(at, key)] = value;
            else
                collect(*old, value, pointerTo(at, key), out);
        }
        for (const auto& [key, value] : before.items()) {
            if (!after.contains(key))
                out[pointerTo(at, key)] = nullptr;
        }
        return;
    }
    // An array that grew is changed in place and appended to; one that shrank is written
    // whole (a turn's placed cards, emptied at the next turn: short).
    if (before.is_array() && after.is_array() && after.size() >= before.size()) {
        for (std::size_t i = 0; i < after.size(); ++i) {
            const std::string place = pointerTo(at, std::to_string(i));
            if (i < before.size())
                collect(before[i], after[i], place, out);
            else
                out[place] = after[i];
        }
        return;
    }
    out[at] = after;
}

// The view with its cells keyed by place: {"cells": {"x_y": {card, tape, marker, frozen}}}.
Json keyedByPlace(const Json& view) {
    if (!view.is_object() || !view.contains("cells") || !view.at("cells").is_array())
        return view;
    Json keyed = Json::object();
    for (const Json& cell : view.at("cells")) {
        if (!cell.is_object() || !cell.contains("at"))
            return view;  // not a view this program wrote: compared as it is
        const Json& at = cell.at("at");
        if (!at.is_array() || at.size() != 2 || !at.at(0).is_number_integer() ||
            !at.at(1).is_number_integer())
            return view;
        Json rest = cell;
        rest.erase("at");
        keyed[std::to_string(at.at(0).get<int>()) + "_" + std::to_string(at.at(1).get<int>())] =
            std::move(rest);
    }
    Json out = view;
    out["cells"] = std::move(keyed);
    return out;
}

std::optional<int> smallInt(std::string_view text) {
    const bool negative = !text.empty() && text[0] == '-';
    const std::string_view digits = negative ? text.substr(1) : text;
    if (digits.empty() || digits.size() > 3 ||
        digits.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    int value = 0;
    std::from_chars(digits.data(), digits.data() + digits.size(), value);
    return negative ? -value : value;
}

// The view's cells back in a row-major array, or nothing when a key is not a place.
std::optional<Json> listedRowByRow(const Json& keyedView) {
    if (!keyedView.is_object() || !keyedView.contains("cells") ||
        !keyedView.at("cells").is_object())
        return keyedView;  // the reader judges it
    std::vector<std::pair<engine::Cell, Json>> listed;
    for (const auto& [key, cell] : keyedView.at("cells").items()) {
        const std::size_t split = key.find('_');
        if (split == std::string::npos)
            return std::nullopt;
        const auto x = smallInt(std::string_view(key).substr(0, split));
        const auto y = smallInt(std::string_view(key).substr(split + 1));
        if (!x || !y)
            return std::nullopt;
        Json entry = Json::object();
        entry["at"] = Json::array({*x, *y});
        if (!cell.is_object())
            return std::nullopt;
        for (const auto& [field, value] : cell.items())
            entry[field] = value;
        listed.emplace_back(engine::Cell{*x, *y}, std::move(entry));
    }
    std::sort(listed.begin(), listed.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    Json array = Json::array();
    for (auto& placed : listed)
        array.push_back(std::move(placed.second));
    Json out = keyedView;
    out["cells"] = std::move(array);
    return out;
}

// The member `key` of `value` when `value` is an object that has it.
Json* memberOf(Json& value, const char* key) {
    if (!value.is_object())
        return nullptr;
    const auto it = value.find(key);
    return it == value.end() ? nullptr : &*it;
}

std::optional<std::string> placeKey(const Json* at) {
    if (at == nullptr || !at->is_array() || at->size() != 2 || !at->at(0).is_number_integer() ||
        !at->at(1).is_number_integer())
        return std::nullopt;
    return std::to_string(at->at(0).get<long long>()) + "_" +
           std::to_string(at->at(1).get<long long>());
}

Json* cellAt(Json& view, Json& event) {
    Json* cells = memberOf(view, "cells");
    const auto key = placeKey(memberOf(event, "at"));
    if (cells == nullptr || !cells->is_object() || !key)
        return nullptr;
    return memberOf(*cells, key->c_str());
}

Json* playerOf(Json& view, Json& event, const char* field) {
    Json* players = memberOf(view, "players");
    Json* seat = memberOf(event, field);
    if (players == nullptr || !players->is_array() || seat == nullptr ||
        !seat->is_number_unsigned() || seat->get<std::size_t>() >= players->size())
        return nullptr;
    Json& player = players->at(seat->get<std::size_t>());
    return player.is_object() ? &player : nullptr;
}

void addTo(Json* number, long long delta) {
    if (number != nullptr && number->is_number_integer())
        *number = number->get<long long>() + delta;
}

void append(Json* list, const Json* value) {
    if (list != nullptr && list->is_array() && value != nullptr)
        list->push_back(*value);
}

// The keyed view as the steps' events (objects, as read) say it changed, as far as they say
// it: the table's cards, markers and tapes, the pools, sheets and captures, the pile's size,
// the used words, whose turn and the round. Only a guess that saves bytes: what it gets
// wrong or leaves out, the change carries, and the digest checks the result. Host and client
// run this same code on the same view and events, so they guess alike.
void predict(Json& view, const Json& events) {
    if (!view.is_object() || !events.is_array())
        return;
    for (Json event : events) {
        Json* type = memberOf(event, "type");
        if (type == nullptr || !type->is_string())
            continue;
        const std::string kind = type->get<std::string>();
        if (kind == "card-placed") {
            Json* cells = memberOf(view, "cells");
            const auto key = placeKey(memberOf(event, "at"));
            const Json* card = memberOf(event, "card");
            if (cells != nullptr && cells->is_object() && key && card != nullptr) {
                (*cells)[*key] = Json::object({{"card", *card}});
                if (Json* player = playerOf(view, event, "player")) {
                    if (const Json* sheet = memberOf(*player, "sheet"); sheet && *sheet == *card)
                        player->erase("sheet");
                }
                if (Json* turn = memberOf(view, "turn"))
                    append(memberOf(*turn, "placed"), card);
            }
        } else if (kind == "marker-placed") {
            Json* cell = cellAt(view, event);
            const Json* player = memberOf(event, "player");
            if (cell != nullptr && cell->is_object() && player != nullptr)
                (*cell)["marker"] = *player;
            if (Json* owner = playerOf(view, event, "player"))
                addTo(memberOf(*owner, "pool"), -1);
        } else if (kind == "marker-returned") {
            if (Json* owner = playerOf(view, event, "owner"))
                addTo(memberOf(*owner, "pool"), 1);
        } else if (kind == "card-captured") {
            if (Json* player = playerOf(view, event, "player"))
                append(memberOf(*player, "captured"), memberOf(event, "card"));
        } else if (kind == "tape-placed") {
            Json* cell = cellAt(view, event);
            if (cell != nullptr && cell->is_object()) {
                cell->erase("card");
                (*cell)["tape"] = true;
            }
        } else if (kind == "card-drawn") {
            Json* player = playerOf(view, event, "player");
            const Json* card = memberOf(event, "card");
            if (player != nullptr && card != nullptr)
                (*player)["sheet"] = *card;
            addTo(memberOf(view, "stack"), -1);
        } else if (kind == "word-played") {
            append(memberOf(view, "usedWords"), memberOf(event, "word"));
        } else if (kind == "turn-began") {
            if (const Json* player = memberOf(event, "player"))
                view["currentPlayer"] = *player;
            addTo(memberOf(view, "turnNumber"), 1);
            view["phase"] = "place";
            if (Json* turn = memberOf(view, "turn"); turn && turn->is_object())
                (*turn)["placed"] = Json::array();
        } else if (kind == "round-advanced") {
            if (const Json* round = memberOf(event, "round"))
                view["round"] = *round;
        } else if (kind == "game-ended") {
            view["phase"] = "game-over";
        }
    }
}

bool isIndex(std::string_view token) {
    return !token.empty() && token.size() <= 6 &&
           token.find_first_not_of("0123456789") == std::string_view::npos &&
           (token.size() == 1 || token[0] != '0');
}

}  // namespace

namespace detail {

bool pointerWellFormed(std::string_view pointer) {
    if (pointer.size() < 2 || pointer.size() > 256 || pointer[0] != '/')
        return false;
    std::size_t start = 1;
    while (start <= pointer.size()) {
        const std::size_t end = std::min(pointer.find('/', start), pointer.size());
        const std::string_view token = pointer.substr(start, end - start);
        if (token.empty())
            return false;
        for (char c : token) {
            const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                               (c >= '0' && c <= '9') || c == '_' || c == '-';
            if (!plain)
                return false;
        }
        start = end + 1;
    }
    return true;
}

}  // namespace detail

std::optional<ViewChange> viewChange(const Json& before, const Json& after, const Json& events) {
    if (before == after || !before.is_object() || !after.is_object())
        return std::nullopt;
    ViewChange change;
    Json predicted = keyedByPlace(before);
    predict(predicted, events);
    collect(predicted, keyedByPlace(after), "", change.entries);
    change.digest = viewDigest(after);
    return change;
}

std::optional<Json> applyViewChange(const Json& before, const ViewChange& change,
                                    const Json& events) {
    if (!before.is_object() || !change.entries.is_object())
        return std::nullopt;
    Json result = keyedByPlace(before);
    predict(result, events);
    for (const auto& [pointer, value] : change.entries.items()) {
        if (!detail::pointerWellFormed(pointer))
            return std::nullopt;
        // Walk to the parent of the last token.
        Json* parent = &result;
        std::size_t start = 1;
        std::string_view rest(pointer);
        while (true) {
            const std::size_t end = rest.find('/', start);
            const std::string token(rest.substr(
                start, end == std::string_view::npos ? std::string_view::npos : end - start));
            const bool last = end == std::string_view::npos;
            if (parent->is_object()) {
                if (last) {
                    if (value.is_null()) {
                        if (parent->erase(token) == 0)
                            return std::nullopt;
                    } else {
                        (*parent)[token] = value;
                    }
                    break;
                }
                const auto child = parent->find(token);
                if (child == parent->end())
                    return std::nullopt;
                parent = &*child;
            } else if (parent->is_array()) {
                if (!isIndex(token))
                    return std::nullopt;
                std::size_t index = 0;
                std::from_chars(token.data(), token.data() + token.size(), index);
                if (last) {
                    if (value.is_null() || index > parent->size())
                        return std::nullopt;
                    if (index == parent->size())
                        parent->push_back(value);
                    else
                        (*parent)[index] = value;
                    break;
                }
                if (index >= parent->size())
                    return std::nullopt;
                parent = &(*parent)[index];
            } else {
                return std::nullopt;
            }
            start = end + 1;
        }
    }
    return listedRowByRow(result);
}

std::uint32_t viewDigest(const Json& view) {
    std::uint32_t hash = 2166136261u;
    for (unsigned char c : view.dump()) {
        hash ^= c;
        hash *= 16777619u;
    }
    return hash;
}

}  // namespace ps::net
