#include "core/rules/labataille/lbreinforcements.h"

#include "core/rules/effectsplan.h"
#include "core/rules/labataille/lbmoralelevel.h"
#include "core/rules/labataille/lbmovement.h"
#include "core/rules/reinforcements.h"
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
            return u->name + " stands there";
    }
    const std::vector<UnitId> holders = zdiHolders(state, arriving, h);
    if (!holders.empty())
        return "in the zone of influence of " + state.unit(holders.front()).name;
    return {};
}

std::string hexesText(int n) { return std::to_string(n) + (n == 1 ? " hex" : " hexes"); }

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
    for (const Hex h : in.entry)
        text += (text.empty() ? "" : " nor ") + state.map().label(h) + " ("
            + blockedBy(state, in.unit, h) + ")";
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
            who + " arrives at " + state.map().label(*a.at) + " (due " + arrivalText(in) + ")",
            state.map().label(*a.at), std::nullopt, reinforcementsRule, in.unit.id.value);
    } else if (a.at) {
        a.line = explain("reinforcement.aside",
            who + " cannot enter at " + blockedEntries(state, in) + ": it arrives "
                + hexesText(asideOf(in, *a.at)) + " aside at " + state.map().label(*a.at),
            state.map().label(*a.at), asideOf(in, *a.at), reinforcementsRule, in.unit.id.value);
    } else {
        a.line = explain("reinforcement.blocked",
            who + " cannot enter at " + blockedEntries(state, in) + " nor anywhere up to "
                + std::to_string(reinforcementAside)
                + " hexes aside: it stays off the map and tries again next turn",
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
        e.lines.push_back(
            explain("command.no-morale-level", "No morale level is read: " + morale.whyNot, {},
                std::nullopt, morale.whyNotRule, "the clock"));
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
            ? "due " + arrivalText(*in)
            : "due " + arrivalText(*in) + ", " + state.map().label(in->entry.front()) + " blocked";
        plan->effects.push_back(std::move(arrived));
        e.finals.push_back({"reinforcement.hex", "Arrival of " + in->unit.name, asideOf(*in, *a.at),
            in->unit.id.value});
    }
    plan->outcomes.push_back({"the reinforcements", "reinforcements-arrived",
        plan->effects.empty() ? "Reinforcements held off" : "Reinforcements arrived"});
    e.plan = std::move(plan);
    return e;
}

std::vector<Assumption> reinforcementAssumptions()
{
    return {{"labataille.reinforcement-delay",
        "A reinforcement blocked at its entry and up to 5 hexes aside does not enter 5 more hexes "
        "aside a turn later: it stays off the map and tries its entry again each Command Sequence.",
        delayRule}};
}

} // namespace hexfire::labataille
