#include "core/rules/labataille/lbreinforcements.h"

#include "core/rules/effectsplan.h"
#include "core/rules/labataille/lbmoralelevel.h"
#include "core/rules/labataille/lbmovement.h"
#include "core/rules/reinforcements.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

constexpr const char *delayRule = "docs/rules.md: La Bataille reinforcements blocked";

/** Why a reinforcement may not enter at h: an enemy stands there or holds it in its zone of
    influence (2.5.2); empty when it may. */
std::string blockedBy(const GameState &state, const Unit &arriving, Hex h)
{
    for (const Unit *u : state.unitsIn(h)) {
        if (u->side != arriving.side)
            return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 stands there"), u->name);
    }
    const std::vector<UnitId> holders = zdiHolders(state, arriving, h);
    if (!holders.empty())
        return ruleSentence(HEXFIRE_TEXT("RuleText", "in the zone of influence of %1"),
            state.unit(holders.front()).name);
    return {};
}

std::string sideName(const GameState &state, const SideId &id)
{
    const Side *s = state.findSide(id);
    return s ? s->name : id.value;
}

/** The first free hex: the entry hexes in order, then ring by ring up to 5 hexes aside. */
std::optional<Hex> freeHex(const GameState &state, const Reinforcement &in)
{
    for (const Hex h : in.entry) {
        if (blockedBy(state, in.unit, h).empty())
            return h;
    }
    for (int d = 1; d <= reinforcementAside; ++d) {
        for (const Hex entry : in.entry) {
            for (const Hex h : ring(entry, d)) {
                if (state.map().contains(h) && blockedBy(state, in.unit, h).empty())
                    return h;
            }
        }
    }
    return std::nullopt;
}

/** How far aside of its nearest entry hex a reinforcement enters at h. */
int asideOf(const Reinforcement &in, Hex h)
{
    int best = distance(in.entry.front(), h);
    for (const Hex e : in.entry)
        best = std::min(best, distance(e, h));
    return best;
}

/** "F6 (fr-1 stands there)", or with several entry hexes each with its reason, joined by "nor". */
std::string blockedEntries(const GameState &state, const Reinforcement &in)
{
    std::string text;
    for (const Hex h : in.entry) {
        const std::string one = state.map().label(h) + " (" + blockedBy(state, in.unit, h) + ")";
        text = text.empty() ? one : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 nor %2"), text, one);
    }
    return text;
}

LbArrival arrival(const GameState &state, const Reinforcement &in)
{
    LbArrival a;
    a.unit = in.unit.id;
    a.at = freeHex(state, in);
    const std::string who = sideName(state, in.unit.side) + " " + in.unit.name;
    if (a.at && std::find(in.entry.begin(), in.entry.end(), *a.at) != in.entry.end()) {
        a.line = explain("reinforcement.arrives",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 arrives at %2 (due %3)"), who,
                state.map().label(*a.at), arrivalText(in)),
            state.map().label(*a.at), std::nullopt, reinforcementsRule, in.unit.id.value);
    } else if (a.at) {
        a.line = explain("reinforcement.aside",
            asideOf(in, *a.at) == 1
                ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 cannot enter at %2: it arrives 1 hex aside at %3"),
                    who, blockedEntries(state, in), state.map().label(*a.at))
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 cannot enter at %2: it arrives %3 hexes aside at %4"),
                    who, blockedEntries(state, in), asideOf(in, *a.at), state.map().label(*a.at)),
            state.map().label(*a.at), asideOf(in, *a.at), reinforcementsRule, in.unit.id.value);
    } else {
        a.line = explain("reinforcement.blocked",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 cannot enter at %2 nor anywhere up to %3 hexes aside: it stays "
                             "off the map and tries again next turn"),
                who, blockedEntries(state, in), reinforcementAside),
            {}, std::nullopt, delayRule, in.unit.id.value, true);
    }
    return a;
}

} // namespace

std::vector<LbArrival> planArrivals(const GameState &state)
{
    std::vector<LbArrival> out;
    // Each arrival is placed before the next is looked at, so the next one sees it as a friend.
    GameState after = state;
    for (const Reinforcement *in : dueReinforcements(state, state.sequence())) {
        LbArrival a = arrival(after, *in);
        if (a.at)
            after.apply({arrivalEffect(*in, *a.at, "reinforcement")});
        out.push_back(std::move(a));
    }
    return out;
}

Evaluation evaluateCommandStep(
    const LbOptions &options, const GameState &state, const Action &action)
{
    Evaluation morale = evaluateCommandSequence(options, state, action);
    const std::vector<LbArrival> arrivals = planArrivals(state);
    if (arrivals.empty())
        return morale;
    std::vector<Assumption> assumptions = reinforcementAssumptions();
    Evaluation e = morale.legal ? morale : startEvaluation(action, assumptions);
    if (morale.legal)
        e.assumptions.insert(e.assumptions.end(), assumptions.begin(), assumptions.end());
    else
        e.lines.push_back(explain("command.no-morale-level",
            ruleSentence(HEXFIRE_TEXT("RuleText", "No morale level is read: %1"), morale.whyNot),
            {}, std::nullopt, morale.whyNotRule,
            ruleSentence(HEXFIRE_TEXT("RuleText", "the clock"))));
    auto plan = std::make_shared<EffectsPlan>();
    if (const auto *levels = dynamic_cast<const EffectsPlan *>(morale.plan.get());
        levels && morale.legal)
        *plan = *levels;
    for (const LbArrival &a : arrivals) {
        e.lines.push_back(a.line);
        const Reinforcement *in = state.findReinforcement(a.unit);
        if (!a.at || !in)
            continue;
        Effect arrived = arrivalEffect(*in, *a.at, "reinforcement");
        arrived.note = a.line.key == "reinforcement.arrives"
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "due %1"), arrivalText(*in))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "due %1, %2 blocked"), arrivalText(*in),
                state.map().label(in->entry.front()));
        plan->effects.push_back(std::move(arrived));
        e.finals.push_back({"reinforcement.hex",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Arrival of %1"), in->unit.name),
            asideOf(*in, *a.at), in->unit.id.value});
    }
    plan->outcomes.push_back({"the reinforcements", "reinforcements-arrived",
        plan->effects.empty() ? HEXFIRE_TEXT("RuleText", "Reinforcements held off")
                              : HEXFIRE_TEXT("RuleText", "Reinforcements arrived")});
    e.plan = std::move(plan);
    return e;
}

std::vector<Assumption> reinforcementAssumptions()
{
    return {{"labataille.reinforcement-delay",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A reinforcement blocked at its entry and up to 5 hexes aside does not enter 5 more "
            "hexes aside a turn later: it stays off the map and tries its entry again each Command "
            "Sequence.")),

        delayRule}};
}

} // namespace hexfire::labataille
