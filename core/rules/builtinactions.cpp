#include "core/rules/builtinactions.h"

#include "core/rules/adjustment.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/sequence.h"

#include <algorithm>

namespace hexfire {

namespace {

std::vector<ActionType> makeBuiltins()
{
    ActionType next
        = actionType(std::string(builtin::nextPhase), HEXFIRE_TEXT("RuleText", "End phase"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Ends the current phase and moves the game on to the next one in the sequence of "
                "play.")),
            ActorRule::None, TargetKind::None);
    next.icon = "next-phase";

    ActionType handOver = actionType(std::string(builtin::endActivation),
        HEXFIRE_TEXT("RuleText", "End activation"),
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "Ends this side's activation: the other side acts next.")),
        ActorRule::None, TargetKind::None);
    handOver.icon = "end-activation";

    namespace k = adjustkeys;
    ActionType adjust = actionType(std::string(builtin::adjust),
        HEXFIRE_TEXT("RuleText", "Adjustment"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A change made by hand, outside the rules, as on a real table: move a counter, set a "
            "state, change strength, damage or facing, place or remove a marker, set a side's "
            "count.")),
        ActorRule::Several, TargetKind::Hex);
    adjust.targetOptional = true;
    adjust.icon = "adjust";
    adjust.params = {
        choiceSpec(std::string(k::change), HEXFIRE_TEXT("RuleText", "Change"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "What the adjustment changes.")),
            {{std::string(k::move), HEXFIRE_TEXT("RuleText", "Move the counter")},
                {std::string(k::setStatus), HEXFIRE_TEXT("RuleText", "Set a state")},
                {std::string(k::strength), HEXFIRE_TEXT("RuleText", "Strength")},
                {std::string(k::damage), HEXFIRE_TEXT("RuleText", "Damage")},
                {std::string(k::facing), HEXFIRE_TEXT("RuleText", "Facing")},
                {std::string(k::eliminate), HEXFIRE_TEXT("RuleText", "Eliminate")},
                {std::string(k::restore), HEXFIRE_TEXT("RuleText", "Back on the map")},
                {std::string(k::placeMarker), HEXFIRE_TEXT("RuleText", "Place a marker")},
                {std::string(k::removeMarker), HEXFIRE_TEXT("RuleText", "Remove a marker")},
                {std::string(k::markerValue), HEXFIRE_TEXT("RuleText", "Marker value")},
                {std::string(k::setProfile), HEXFIRE_TEXT("RuleText", "Printed values")},
                {std::string(k::setTally), HEXFIRE_TEXT("RuleText", "A side's count")}},
            std::string(k::move)),
        textSpec(std::string(k::status), HEXFIRE_TEXT("RuleText", "State"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The state set or cleared."))),
        flagSpec(std::string(k::on), HEXFIRE_TEXT("RuleText", "Set"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Whether the state is set (or cleared).")), true),
        integerSpec(std::string(k::value), HEXFIRE_TEXT("RuleText", "Value"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "The new strength, damage level, facing (0 to 11) or marker value.")),
            -1000, 1000, 0),
        integerSpec(std::string(k::marker), HEXFIRE_TEXT("RuleText", "Marker"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The marker's number.")), 0, 1000000, 0),
        textSpec(std::string(k::markerKind), HEXFIRE_TEXT("RuleText", "Marker kind"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The kind of marker placed."))),
        textSpec(std::string(k::side), HEXFIRE_TEXT("RuleText", "Side"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The side the placed marker concerns (may be empty), or whose count is set."))),
        textSpec(std::string(k::tally), HEXFIRE_TEXT("RuleText", "Count"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "What a side counts, set by hand: victory points, command points."))),
    };
    return {next, handOver, adjust};
}

} // namespace

const std::vector<ActionType> &builtinActionTypes()
{
    static const std::vector<ActionType> types = makeBuiltins();
    return types;
}

const std::vector<EffectType> &builtinEffectTypes()
{
    static const std::vector<EffectType> types {
        {"move", HEXFIRE_TEXT("RuleText", "Move"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "The unit moves along its path and spends the movement points."))},
        {"adjustment", HEXFIRE_TEXT("RuleText", "Adjustment by the player"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "A change the player made by hand, outside the rules."))},
        {"next-phase", HEXFIRE_TEXT("RuleText", "Next phase"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The game moves on in the sequence of play."))},
        {"end-activation", HEXFIRE_TEXT("RuleText", "Activation ended"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The other side acts next."))},
    };
    return types;
}

bool isBuiltinAction(std::string_view key)
{
    const std::vector<ActionType> &types = builtinActionTypes();
    return std::any_of(
        types.begin(), types.end(), [&](const ActionType &t) { return t.key == key; });
}

std::optional<std::string> sharedActionTitle(
    const RuleSet &rules, const GameState &state, const Action &action)
{
    if (action.kind == builtin::nextPhase)
        return endPhaseLabel(rules, state);
    if (action.kind == builtin::endActivation) {
        const std::optional<SideId> &side = state.sequence().sideToAct;
        const Side *who = side ? state.findSide(*side) : nullptr;
        const PhaseType *phase = findPhase(rules.sequenceOfPlay(), state.sequence().phase);
        if (phase && !phase->handOverName.empty())
            return who ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (%2 side)"),
                       translatedRuleText(phase->handOverName), who->name)
                       : std::string(translatedRuleText(phase->handOverName));
        return who
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "End the %1 side's activation"), who->name)
            : std::string(translatedRuleText("End activation"));
    }
    if (action.kind != builtin::adjust)
        return std::nullopt;
    try {
        const Evaluation e = evaluateAdjustment(rules, state, action);
        if (e.legal && e.lines.size() > 1) {
            std::string what = e.lines[1].text;
            if (!what.empty() && what.back() == '.')
                what.pop_back();
            return ruleSentence(HEXFIRE_TEXT("RuleText", "Adjustment: %1"), what);
        }
    } catch (const std::exception &) {
        // An adjustment naming a unit that is not there is titled plainly; evaluate refuses it.
    }
    return std::string(translatedRuleText("Adjustment"));
}

} // namespace hexfire
