#pragma once
// One table of the keeper (keeper.cpp, keeper_requests.cpp): its row, its settings, its game
// behind a HostTable once every seat is taken, and the clocks of the decisions it waits for.

#include <algorithm>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/io/json_text.h"
#include "keeper/keeper.h"
#include "net/host_table.h"
#include "net/messages.h"
#include "session/session.h"

namespace ps::keeper {

using engine::io::Json;
using session::Decision;

struct Keeper::Table {
    StoredTable row;
    TableTerms terms;
    std::uint64_t seed = 0;
    std::vector<std::string> names;
    std::vector<int> totals;  // once over
    std::unique_ptr<session::Session> session;
    std::unique_ptr<net::HostTable> host;
    // Each decision awaited, since when: a decision's clock starts when it is first awaited
    // after the game's latest action.
    struct Awaiting {
        engine::PlayerId seat = 0;
        Decision what = Decision::TurnAction;
        std::size_t history = 0;
        std::int64_t since = 0;
        bool operator==(const Awaiting&) const = default;
    };
    std::vector<Awaiting> awaiting;
    // The seats told that something waits for them, until nothing does.
    std::set<engine::PlayerId> notified;
    std::size_t savedHistory = static_cast<std::size_t>(-1);
    bool dirty = true;     // the row changed since it was saved
    bool unsaved = false;  // the latest save failed: what the players would be sent waits
    std::optional<std::int64_t> closeAt;

    [[nodiscard]] bool started() const { return session != nullptr; }
    [[nodiscard]] bool over() const { return session != nullptr && session->game().isOver(); }
    [[nodiscard]] std::optional<std::size_t> openSeat() const {
        const auto it = std::find(row.seats.begin(), row.seats.end(), std::string());
        if (it == row.seats.end())
            return std::nullopt;
        return static_cast<std::size_t>(it - row.seats.begin());
    }
    [[nodiscard]] std::optional<int> seatOf(const std::string& account) const {
        const auto it = std::find(row.seats.begin(), row.seats.end(), account);
        if (account.empty() || it == row.seats.end())
            return std::nullopt;
        return static_cast<int>(it - row.seats.begin());
    }
    [[nodiscard]] std::int64_t limit(Decision what) const {
        switch (what) {
            case Decision::HelpAnswer:
            case Decision::HelpOffer:
                return terms.helpSeconds;
            case Decision::TableVote:
            case Decision::TakeBackConsent:
                return terms.voteSeconds;
            default:
                return terms.decisionSeconds;
        }
    }

    [[nodiscard]] std::string settingsText() const {
        Json settings{{"terms", termsToJson(terms)}, {"seed", seed}, {"names", names}};
        if (!totals.empty())
            settings["totals"] = totals;
        return settings.dump();
    }
    void readSettings() {
        const auto parsed = engine::io::parseStrictJson(row.settings);
        if (!parsed.ok() || !parsed.value->is_object())
            throw std::invalid_argument("settings: not a JSON object");
        const Json& settings = *parsed.value;
        terms = termsFromJson(settings.at("terms"));
        seed = settings.at("seed").get<std::uint64_t>();
        names = settings.at("names").get<std::vector<std::string>>();
        if (settings.contains("totals"))
            totals = settings.at("totals").get<std::vector<int>>();
        if (names.size() != static_cast<std::size_t>(terms.players) ||
            row.seats.size() != names.size())
            throw std::invalid_argument("settings: the names do not match the seats");
    }
    [[nodiscard]] std::string clocksText() const {
        Json list = Json::array();
        for (const Awaiting& entry : awaiting)
            list.push_back(Json{{"seat", entry.seat},
                                {"what", net::decisionName(entry.what)},
                                {"history", entry.history},
                                {"since", entry.since}});
        return Json{{"awaiting", std::move(list)}, {"notified", notified}}.dump();
    }
    void readClocks() {
        if (row.clocks.empty())
            return;
        const auto parsed = engine::io::parseStrictJson(row.clocks);
        if (!parsed.ok() || !parsed.value->is_object())
            throw std::invalid_argument("clocks: not a JSON object");
        for (const Json& entry : parsed.value->at("awaiting")) {
            const auto what = net::decisionFromName(entry.at("what").get<std::string>());
            if (!what)
                throw std::invalid_argument("clocks: an unknown decision");
            awaiting.push_back(Awaiting{entry.at("seat").get<engine::PlayerId>(), *what,
                                        entry.at("history").get<std::size_t>(),
                                        entry.at("since").get<std::int64_t>()});
        }
        for (const Json& seat : parsed.value->at("notified"))
            notified.insert(seat.get<engine::PlayerId>());
    }
};

}  // namespace ps::keeper
