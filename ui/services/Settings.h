#pragma once
// Every choice the app remembers between sessions, typed, in one place: the QSettings keys
// and their defaults and ranges live only in Settings.cpp. (Application sets the organisation
// and application names QSettings files itself under; tests point it at a temporary folder.)

#include <QByteArray>
#include <QString>
#include <QStringList>

#include "model/GameSetup.h"

namespace ps::ui {

class Settings {
  public:
    static constexpr int kHelpWindowSecondsMax = 30;
    static constexpr int kHelpWindowSecondsDefault = 12;  // time to read the card and think

    // Cards and markers move instead of jumping (on by default).
    static bool animations();
    static void setAnimations(bool on);

    // Sound effects: the volume (0 to 100) and whether they are muted. Defaults: 70, not muted.
    static constexpr int kSoundVolumeMax = 100;
    static constexpr int kSoundVolumeDefault = 70;
    static int soundVolume();
    static void setSoundVolume(int volume);
    static bool soundMuted();
    static void setSoundMuted(bool muted);

    // Seconds a person who wants to help gets on a bot's word step (0: people cannot help
    // bots, which then never wait).
    static int helpWindowSeconds();
    static void setHelpWindowSeconds(int seconds);
    // The grace a bot's card waits for someone to say "I'll help" before the bot plays on, in
    // milliseconds (0.5 to 2 s; 1.5 s by default).
    static constexpr int kHelpGraceMsMin = 500;
    static constexpr int kHelpGraceMsMax = 2000;
    static constexpr int kHelpGraceMsDefault = 1500;
    static int helpGraceMilliseconds();
    static void setHelpGraceMilliseconds(int milliseconds);

    // Readability: a high-contrast palette (white on black, yellow highlight) and larger text
    // (every font 1.3 times its size); both off by default.
    static bool highContrast();
    static void setHighContrast(bool on);
    static bool largeText();
    static void setLargeText(bool on);

    // The expert bot's thinking time per decision, in seconds (it answers within it).
    static constexpr int kExpertSecondsMin = 1;
    static constexpr int kExpertSecondsMax = 10;
    static constexpr int kExpertSecondsDefault = 2;
    static int expertSeconds();
    static void setExpertSeconds(int seconds);

    // The game analysis's deals per position (the expert's simulations of the draw pile for
    // each move it judges): more deals, steadier chances and a longer analysis. The default is
    // the expert analyst's own (bots::AnalysisBudget).
    static constexpr int kAnalysisDealsMin = 4;
    static constexpr int kAnalysisDealsMax = 400;
    static int analysisDealsDefault();
    static int analysisDeals();
    static void setAnalysisDeals(int deals);

    // The UI language's code as saved ("pl", "en"…; empty when never chosen). Language
    // checks it against the languages it knows.
    static QString languageCode();
    static void setLanguageCode(const QString& code);

    // The main window's geometry and dock layout (QMainWindow's own byte formats).
    static QByteArray windowGeometry();
    static QByteArray windowState();
    static void setWindowLayout(const QByteArray& geometry, const QByteArray& state);

    // The dictionary for new games: the built-in one (an empty path) or the player's own word
    // list, compiled into the app's data folder; `listName` is the list's file name as picked,
    // shown in Settings.
    static QString userDictionaryPath();
    static QString userDictionaryListName();
    static void setUserDictionary(const QString& compiledPath, const QString& listName);
    static void setBuiltInDictionary();

    // The player's own words over the dictionary (dict::WordOverlay, Settings → Dictionary):
    // the words added and the words removed, each lowercase, of the 32 letters, sorted and
    // distinct (entries that are not, from an edited settings file, are left out). A word is in
    // at most one list. New games take them (DictionaryLoader), a running game keeps its own.
    static QStringList addedWords();
    static QStringList removedWords();
    static void setOwnWords(const QStringList& added, const QStringList& removed);
    // Whether bots may play the added words (off by default: the additions are the table's
    // own, and a bot that plays them surprises people).
    static bool botsPlayAddedWords();
    static void setBotsPlayAddedWords(bool on);

    // The table keeper's account ("Serwer stołów", e.g. stoly@example.org; empty when none is
    // set): Game → My tables asks it for the person's tables. Kept with the online account's
    // own settings (online/…), trimmed and lower-cased.
    static QString keeperAddress();
    static void setKeeperAddress(const QString& address);
    // The name the person last gave at a keeper's table (empty: the account's own name).
    static QString keeperTableName();
    static void setKeeperTableName(const QString& name);

    // The folder of the game file last opened or saved (empty when none yet).
    static QString lastGameFolder();
    static void setLastGameFolder(const QString& folder);

    // A tutorial lesson's progress, by the lesson's id: the step it resumes at (-1 when none
    // is remembered) and whether it was finished. Finishing a lesson forgets its step.
    static int lessonStep(const QString& lessonId);
    static void setLessonStep(const QString& lessonId, int step);
    static bool lessonFinished(const QString& lessonId);
    static void setLessonFinished(const QString& lessonId);

    // The last new-game set-up (defaults() when none was saved or it is unusable; names
    // cleaned, seats and colours normalised).
    static GameSetup newGameSetup();
    static void setNewGameSetup(const GameSetup& setup);
};

}  // namespace ps::ui
