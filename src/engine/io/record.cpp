#include "engine/io/record.h"

#include "engine/io/action_json.h"
#include "engine/io/cards.h"

namespace ps::engine::io {

using namespace detail;

Json recordToJson(const Record& record) {
    Json out = Json::object();
    out["format"] = kRecordFormat;
    out["version"] = !record.dictionary                   ? kRecordVersionWithoutDictionary
                     : record.dictionary->overlay.empty() ? kRecordVersion
                                                          : kRecordVersionWithOverlay;
    if (record.dictionary)
        out["dictionary"] = dictionaryIdentityToJson(*record.dictionary);
    out["options"] = optionsToJson(record.options);
    out["deck"] = deckToJson(record.deck);
    Json actions = Json::array();
    for (const Action& action : record.actions)
        actions.push_back(actionToJson(action, record.deck));
    out["actions"] = std::move(actions);
    return out;
}

std::string writeRecord(const Record& record) {
    return formatJson(recordToJson(record));
}

Loaded<Record> recordFromJson(const Json& value) {
    try {
        requireObject(value, "", {"format", "version", "dictionary", "options", "deck", "actions"});
        const long long version = readFormatHeader(
            value, kRecordFormat, kRecordVersionWithoutDictionary, kRecordVersionWithOverlay);
        Record record;
        const Json* dictionary = member(value, "dictionary");
        if (version == kRecordVersionWithoutDictionary && dictionary)
            fail("/dictionary", "needs version 2 (this record says version 1)");
        if (version >= kRecordVersion) {
            if (!dictionary)
                fail("/dictionary", "missing (a version " + std::to_string(version) +
                                        " record names its dictionary)");
            record.dictionary = readDictionaryIdentity(*dictionary, "/dictionary",
                                                       version == kRecordVersionWithOverlay);
        }
        record.options = readOptions(requireMember(value, "", "options"), "/options");
        record.deck = readDeck(member(value, "deck"), "/deck");
        if (auto problem = Game::validateNewGame(record.options, record.deck))
            fail("/options", *problem);
        const Json& actions = requireArray(requireMember(value, "", "actions"), "/actions");
        record.actions.reserve(actions.size());
        for (std::size_t i = 0; i < actions.size(); ++i) {
            record.actions.push_back(
                readAction(actions[i], record.deck, nullptr, childPath("/actions", i)));
        }
        return {std::move(record), {}};
    } catch (const FormatFailure& failure) {
        return {std::nullopt, failure.error};
    }
}

Loaded<Record> loadRecord(std::string_view text) {
    auto json = parseStrictJson(text);
    if (!json.ok())
        return {std::nullopt, json.error};
    return recordFromJson(*json.value);
}

ReplayResult replay(const Record& record, const dict::Lexicon& lexicon) {
    Game game(record.options, record.deck, lexicon);
    ReplayResult result;
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
        const Result applied = game.apply(record.actions[i]);
        if (!applied.ok()) {
            result.failure = ReplayFailure{i, *applied.error};
            break;
        }
        ++result.applied;
    }
    result.state = game.state();
    return result;
}

}  // namespace ps::engine::io
