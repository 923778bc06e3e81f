#include "analysis/AnalysisContext.h"

#include "services/DictionaryLoader.h"
#include "services/Settings.h"

namespace ps::ui::analysis {

namespace {

ContextSource& source() {
    static ContextSource installed;
    return installed;
}

}  // namespace

void setContextSource(ContextSource installed) {
    source() = std::move(installed);
}

std::optional<AnalysisContext> currentContext() {
    if (!source()) {
        return std::nullopt;
    }
    std::optional<AnalysisContext> context = source()();
    if (!context || context->lexicon == nullptr || context->vocabulary.dictionary == nullptr) {
        return std::nullopt;
    }
    return context;
}

bots::AnalysisBudget budgetFromSettings() {
    bots::AnalysisBudget budget;
    budget.deals = Settings::analysisDeals();
    return budget;
}

void installContext(DictionaryLoader* loader, AnalysisArchive* archive) {
    const QPointer<DictionaryLoader> guardedLoader(loader);
    const QPointer<AnalysisArchive> guardedArchive(archive);
    setContextSource([guardedLoader, guardedArchive]() -> std::optional<AnalysisContext> {
        DictionaryLoader* shown = guardedLoader.data();
        if (shown == nullptr || !shown->isReady()) {
            return std::nullopt;
        }
        AnalysisContext context;
        context.lexicon = &shown->tableLexicon();
        // The expert plays the player's added words only when they let bots do so.
        context.vocabulary = bots::Vocabulary{shown->dictionary(), shown->commonWords(),
                                              shown->overlay(), Settings::botsPlayAddedWords()};
        context.budget = budgetFromSettings();
        context.archive = guardedArchive;
        return context;
    });
}

}  // namespace ps::ui::analysis
