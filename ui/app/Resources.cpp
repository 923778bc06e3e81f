#include "app/Resources.h"

#include <QFile>

#include "engine/deck.h"

namespace ps::ui {

DeckResult loadStandardDeck() {
    QFile file(QStringLiteral(":/data/deck.json"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {std::nullopt, QStringLiteral("deck.json is missing from the app's resources")};
    }
    const QByteArray bytes = file.readAll();
    engine::DeckLoad load =
        engine::parseDeckJson(std::string_view(bytes.constData(), bytes.size()));
    if (!load.deck) {
        return {std::nullopt, QString::fromStdString(load.error)};
    }
    return {std::move(load.deck), {}};
}

}  // namespace ps::ui
