#pragma once
// What an analysis needs besides its game: the dictionary to replay the record with, the
// expert's words (bots::Vocabulary), the budget (Settings: deals per position) and the archive
// that keeps finished analyses. The app installs a source once its dictionary is loaded;
// tests install their own. Asked anew by every panel, so it is the dictionary of the moment.

#include <QPointer>
#include <functional>
#include <optional>

#include "analysis/AnalysisArchive.h"
#include "bots/analysis.h"
#include "bots/bot.h"
#include "dictionary/lexicon.h"

namespace ps::ui {
class DictionaryLoader;
}

namespace ps::ui::analysis {

struct AnalysisContext {
    const dict::Lexicon* lexicon = nullptr;  // replays the record
    bots::Vocabulary vocabulary;             // the expert's words (a dictionary required)
    bots::AnalysisBudget budget;
    QPointer<AnalysisArchive> archive;  // nothing: analyses are not kept
};

using ContextSource = std::function<std::optional<AnalysisContext>()>;
void setContextSource(ContextSource source);
// The context of the moment; nothing without a source, a lexicon or a dictionary.
std::optional<AnalysisContext> currentContext();

// The budget the settings ask for (Settings::analysisDeals), the rest as the expert's default.
bots::AnalysisBudget budgetFromSettings();

// The app's source: the loader's table dictionary (waiting for its first load), the settings'
// budget and `archive` (not owned; the history's store).
void installContext(DictionaryLoader* loader, AnalysisArchive* archive);

}  // namespace ps::ui::analysis
