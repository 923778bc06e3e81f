#include "analysis/AnalysisArchive.h"

namespace ps::ui::analysis {

StoredAnalysis StoredAnalysis::of(const bots::AnalysisBudget& budget, bool bots, QString json) {
    StoredAnalysis stored;
    stored.deals = budget.deals;
    stored.thinkMillis = budget.thinkMillis;
    stored.candidates = budget.candidates;
    stored.seed = budget.seed;
    stored.bots = bots;
    stored.json = std::move(json);
    return stored;
}

bool StoredAnalysis::sameBudget(const bots::AnalysisBudget& budget) const {
    return deals == budget.deals && thinkMillis == budget.thinkMillis &&
           candidates == budget.candidates && seed == budget.seed;
}

}  // namespace ps::ui::analysis
