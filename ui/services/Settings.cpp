#include "services/Settings.h"

#include <QSettings>
#include <algorithm>

#include "bots/analysis.h"
#include "engine/state.h"
#include "text/normalize.h"

namespace ps::ui {

namespace {

const QString kAnimations = QStringLiteral("animations");
const QString kHelpWindowSeconds = QStringLiteral("helpWindowSeconds");
const QString kHelpGraceMilliseconds = QStringLiteral("helpGraceMilliseconds");
const QString kExpertSeconds = QStringLiteral("bots/expertSeconds");
const QString kAnalysisDeals = QStringLiteral("analysis/dealsPerPosition");
const QString kHighContrast = QStringLiteral("look/highContrast");
const QString kLargeText = QStringLiteral("look/largeText");
const QString kSoundVolume = QStringLiteral("sound/volume");
const QString kSoundMuted = QStringLiteral("sound/muted");
const QString kLanguage = QStringLiteral("language");
const QString kWindowGeometry = QStringLiteral("window/geometry");
const QString kWindowState = QStringLiteral("window/state");
const QString kUserDictionary = QStringLiteral("dictionary/userFile");
const QString kUserDictionaryList = QStringLiteral("dictionary/userListName");
const QString kLastGameFolder = QStringLiteral("files/lastFolder");
const QString kKeeperAddress = QStringLiteral("online/keeper");
const QString kKeeperTableName = QStringLiteral("online/keeperName");
const QString kAddedWords = QStringLiteral("dictionary/addedWords");
const QString kRemovedWords = QStringLiteral("dictionary/removedWords");
const QString kBotsPlayAddedWords = QStringLiteral("dictionary/botsPlayAddedWords");

// Only lowercase words of the 32 letters, sorted and distinct: what the overlay is made of.
QStringList cleanWords(const QStringList& words) {
    QStringList clean;
    for (const QString& word : words) {
        const auto parsed = text::parseWord(word.toStdString());
        if (parsed.ok()) {
            clean << QString::fromStdString(toUtf8(*parsed.word));
        }
    }
    clean.sort();
    clean.removeDuplicates();
    return clean;
}

QString lessonKey(const QString& lessonId, const char* what) {
    return QStringLiteral("tutorial/%1/%2").arg(lessonId, QString::fromLatin1(what));
}

}  // namespace

bool Settings::animations() {
    return QSettings().value(kAnimations, true).toBool();
}

void Settings::setAnimations(bool on) {
    QSettings().setValue(kAnimations, on);
}

int Settings::soundVolume() {
    bool ok = false;
    const int volume = QSettings().value(kSoundVolume, kSoundVolumeDefault).toInt(&ok);
    return ok ? std::clamp(volume, 0, kSoundVolumeMax) : kSoundVolumeDefault;
}

void Settings::setSoundVolume(int volume) {
    QSettings().setValue(kSoundVolume, std::clamp(volume, 0, kSoundVolumeMax));
}

bool Settings::soundMuted() {
    return QSettings().value(kSoundMuted, false).toBool();
}

void Settings::setSoundMuted(bool muted) {
    QSettings().setValue(kSoundMuted, muted);
}

int Settings::helpWindowSeconds() {
    return std::clamp(QSettings().value(kHelpWindowSeconds, kHelpWindowSecondsDefault).toInt(), 0,
                      kHelpWindowSecondsMax);
}

void Settings::setHelpWindowSeconds(int seconds) {
    QSettings().setValue(kHelpWindowSeconds, std::clamp(seconds, 0, kHelpWindowSecondsMax));
}

int Settings::helpGraceMilliseconds() {
    return std::clamp(QSettings().value(kHelpGraceMilliseconds, kHelpGraceMsDefault).toInt(),
                      kHelpGraceMsMin, kHelpGraceMsMax);
}

void Settings::setHelpGraceMilliseconds(int milliseconds) {
    QSettings().setValue(kHelpGraceMilliseconds,
                         std::clamp(milliseconds, kHelpGraceMsMin, kHelpGraceMsMax));
}

bool Settings::highContrast() {
    return QSettings().value(kHighContrast, false).toBool();
}

void Settings::setHighContrast(bool on) {
    QSettings().setValue(kHighContrast, on);
}

bool Settings::largeText() {
    return QSettings().value(kLargeText, false).toBool();
}

void Settings::setLargeText(bool on) {
    QSettings().setValue(kLargeText, on);
}

int Settings::expertSeconds() {
    return std::clamp(QSettings().value(kExpertSeconds, kExpertSecondsDefault).toInt(),
                      kExpertSecondsMin, kExpertSecondsMax);
}

void Settings::setExpertSeconds(int seconds) {
    QSettings().setValue(kExpertSeconds, std::clamp(seconds, kExpertSecondsMin, kExpertSecondsMax));
}

int Settings::analysisDealsDefault() {
    return bots::AnalysisBudget{}.deals;
}

int Settings::analysisDeals() {
    return std::clamp(QSettings().value(kAnalysisDeals, analysisDealsDefault()).toInt(),
                      kAnalysisDealsMin, kAnalysisDealsMax);
}

void Settings::setAnalysisDeals(int deals) {
    QSettings().setValue(kAnalysisDeals, std::clamp(deals, kAnalysisDealsMin, kAnalysisDealsMax));
}

QString Settings::languageCode() {
    return QSettings().value(kLanguage).toString();
}

void Settings::setLanguageCode(const QString& code) {
    QSettings().setValue(kLanguage, code);
}

QString Settings::keeperAddress() {
    return QSettings().value(kKeeperAddress).toString().trimmed().toLower();
}

void Settings::setKeeperAddress(const QString& address) {
    QSettings().setValue(kKeeperAddress, address.trimmed().toLower());
}

QString Settings::keeperTableName() {
    return QSettings().value(kKeeperTableName).toString().trimmed();
}

void Settings::setKeeperTableName(const QString& name) {
    QSettings().setValue(kKeeperTableName, name.trimmed());
}

QString Settings::lastGameFolder() {
    return QSettings().value(kLastGameFolder).toString();
}

void Settings::setLastGameFolder(const QString& folder) {
    QSettings().setValue(kLastGameFolder, folder);
}

QByteArray Settings::windowGeometry() {
    return QSettings().value(kWindowGeometry).toByteArray();
}

QByteArray Settings::windowState() {
    return QSettings().value(kWindowState).toByteArray();
}

void Settings::setWindowLayout(const QByteArray& geometry, const QByteArray& state) {
    QSettings settings;
    settings.setValue(kWindowGeometry, geometry);
    settings.setValue(kWindowState, state);
}

QString Settings::userDictionaryPath() {
    return QSettings().value(kUserDictionary).toString();
}

QString Settings::userDictionaryListName() {
    return QSettings().value(kUserDictionaryList).toString();
}

void Settings::setUserDictionary(const QString& compiledPath, const QString& listName) {
    QSettings settings;
    settings.setValue(kUserDictionary, compiledPath);
    settings.setValue(kUserDictionaryList, listName);
}

void Settings::setBuiltInDictionary() {
    QSettings settings;
    settings.remove(kUserDictionary);
    settings.remove(kUserDictionaryList);
}

QStringList Settings::addedWords() {
    const QStringList removed = removedWords();
    QStringList added = cleanWords(QSettings().value(kAddedWords).toStringList());
    added.removeIf([&](const QString& word) { return removed.contains(word); });
    return added;
}

QStringList Settings::removedWords() {
    return cleanWords(QSettings().value(kRemovedWords).toStringList());
}

void Settings::setOwnWords(const QStringList& added, const QStringList& removed) {
    QSettings settings;
    const QStringList cleanRemoved = cleanWords(removed);
    QStringList cleanAdded = cleanWords(added);
    cleanAdded.removeIf([&](const QString& word) { return cleanRemoved.contains(word); });
    if (cleanAdded.isEmpty()) {
        settings.remove(kAddedWords);
    } else {
        settings.setValue(kAddedWords, cleanAdded);
    }
    if (cleanRemoved.isEmpty()) {
        settings.remove(kRemovedWords);
    } else {
        settings.setValue(kRemovedWords, cleanRemoved);
    }
}

bool Settings::botsPlayAddedWords() {
    return QSettings().value(kBotsPlayAddedWords, false).toBool();
}

void Settings::setBotsPlayAddedWords(bool on) {
    QSettings().setValue(kBotsPlayAddedWords, on);
}

int Settings::lessonStep(const QString& lessonId) {
    bool ok = false;
    const int step = QSettings().value(lessonKey(lessonId, "step"), -1).toInt(&ok);
    return ok ? step : -1;
}

void Settings::setLessonStep(const QString& lessonId, int step) {
    QSettings().setValue(lessonKey(lessonId, "step"), step);
}

bool Settings::lessonFinished(const QString& lessonId) {
    return QSettings().value(lessonKey(lessonId, "finished"), false).toBool();
}

void Settings::setLessonFinished(const QString& lessonId) {
    QSettings settings;
    settings.setValue(lessonKey(lessonId, "finished"), true);
    settings.remove(lessonKey(lessonId, "step"));
}

GameSetup Settings::newGameSetup() {
    QSettings settings;
    GameSetup setup = GameSetup::defaults();
    settings.beginGroup(QStringLiteral("newGame"));
    const int count = settings.beginReadArray(QStringLiteral("seats"));
    if (count >= GameSetup::kMinSeats && count <= GameSetup::kMaxSeats) {
        setup.seats.clear();
        for (int i = 0; i < count; ++i) {
            settings.setArrayIndex(i);
            SeatSetup seat;
            seat.name = settings.value(QStringLiteral("name")).toString();
            seat.colorIndex = settings.value(QStringLiteral("color"), i).toInt();
            const int kind = settings.value(QStringLiteral("kind"), 0).toInt();
            seat.kind = kind >= 0 && kind <= static_cast<int>(SeatKind::BotExpert)
                            ? static_cast<SeatKind>(kind)
                            : SeatKind::Human;
            setup.seats.append(seat);
        }
    }
    settings.endArray();
    setup.blackCardVariant = settings.value(QStringLiteral("blackCards"), false).toBool();
    setup.hints = settings.value(QStringLiteral("hints"), false).toBool();
    setup.turnTimerSeconds = qBound(0, settings.value(QStringLiteral("timer"), 0).toInt(), 600);
    setup.minimumWordLength =
        qBound(engine::kMinWordLengthLowest, settings.value(QStringLiteral("minLength"), 2).toInt(),
               engine::kMinWordLengthHighest);
    setup.redrawLimit =
        qBound(engine::kRedrawLimitLowest, settings.value(QStringLiteral("redraws"), 3).toInt(),
               engine::kRedrawLimitHighest);
    setup.tableOverrulesDictionary =
        settings.value(QStringLiteral("tableOverrules"), false).toBool();
    bool ok = false;
    const quint64 seed = settings.value(QStringLiteral("seed")).toULongLong(&ok);
    if (ok && settings.contains(QStringLiteral("seed"))) {
        setup.seed = seed;
    }
    setup.startSeat = settings.value(QStringLiteral("startSeat"), -1).toInt();
    settings.endGroup();
    setup.normalize();
    return setup;
}

void Settings::setNewGameSetup(const GameSetup& setup) {
    QSettings settings;
    settings.beginGroup(QStringLiteral("newGame"));
    settings.remove(QString());
    settings.beginWriteArray(QStringLiteral("seats"), int(setup.seats.size()));
    for (int i = 0; i < setup.seats.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), setup.seats[i].name);
        settings.setValue(QStringLiteral("color"), setup.seats[i].colorIndex);
        settings.setValue(QStringLiteral("kind"), static_cast<int>(setup.seats[i].kind));
    }
    settings.endArray();
    settings.setValue(QStringLiteral("blackCards"), setup.blackCardVariant);
    settings.setValue(QStringLiteral("hints"), setup.hints);
    settings.setValue(QStringLiteral("timer"), setup.turnTimerSeconds);
    settings.setValue(QStringLiteral("minLength"), setup.minimumWordLength);
    settings.setValue(QStringLiteral("redraws"), setup.redrawLimit);
    settings.setValue(QStringLiteral("tableOverrules"), setup.tableOverrulesDictionary);
    if (setup.seed) {
        settings.setValue(QStringLiteral("seed"), *setup.seed);
    }
    settings.setValue(QStringLiteral("startSeat"), setup.startSeat);
    settings.endGroup();
}

}  // namespace ps::ui
