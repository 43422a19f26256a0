#pragma once

// A rule system of no game for the game-loop tests: the parts every RuleSet must have, doing
// nothing, so that a test adds only the part it is about (a phase kind, damage, facing).

#include "core/data/datanode.h"
#include "core/rules/effectsplan.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletools.h"

namespace hexfire {

class StubRules : public RuleSet {
public:
    std::string_view id() const override { return "stub"; }
    std::string_view displayName() const override { return "Stub test rules"; }
    const RuleVocabulary &vocabulary() const override { return m_vocabulary; }
    std::vector<std::string> availableActions(
        const GameState &, const std::vector<UnitId> &) const override
    {
        return {};
    }
    /** Every action of the vocabulary is legal and changes nothing. */
    Evaluation evaluate(const GameState &, const Action &action) const override
    {
        Evaluation e = startEvaluation(action);
        e.plan = std::make_shared<EffectsPlan>();
        return e;
    }
    std::unique_ptr<const LosRules> makeLosRules(const GameState &) const override { return {}; }
    CounterPrint counterPrint(const Unit &) const override { return {}; }
    std::vector<UnitFact> unitFacts(const GameState &, const Unit &) const override { return {}; }
    void readUnitProfile(const DataNode &, Unit &, bool, Diagnostics &) const override { }
    DataNode writeUnitProfile(const Unit &) const override { return DataNode::null(); }
    void configure(const DataNode &, Diagnostics &) override { }

protected:
    RuleVocabulary m_vocabulary;
};

} // namespace hexfire
