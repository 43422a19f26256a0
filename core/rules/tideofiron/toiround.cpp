#include "core/rules/tideofiron/toiround.h"

#include "core/rules/effectsplan.h"
#include "core/rules/reinforcements.h"
#include "core/rules/ruletools.h"
#include "core/rules/tideofiron/toiactionturn.h"
#include "core/rules/tideofiron/toiattack.h"

#include <algorithm>

namespace hexfire::toi {

namespace {

constexpr const char *statusRule = "The Status Phase";
constexpr const char *commandRule = "The Command Phase";

std::string sideName(const GameState &state, const SideId &id)
{
    const Side *s = state.findSide(id);
    return s ? s->name : id.value;
}

Effect statusEffect(bool set, std::string name, const UnitId &unit, std::string_view status)
{
    Effect fx = makeEffect(
        set ? EffectKind::StatusSet : EffectKind::StatusCleared, std::move(name), unit);
    fx.status = std::string(status);
    return fx;
}

/** An officer in the hex: in the squad itself or in another friendly squad there. */
bool officerInHex(const ToiOptions &options, const GameState &state, const Unit &unit)
{
    for (const Unit *u : state.unitsIn(unit.hex)) {
        if (u->side == unit.side && hasOfficer(options.tables, *u))
            return true;
    }
    return false;
}

/** Step 2: tokens off, pinned and disrupted squads recover. */
void removeTokens(
    const ToiOptions &options, const GameState &state, Evaluation &e, std::vector<Effect> &effects)
{
    int tokens = 0;
    for (const Unit &u : state.units()) {
        if (!u.onMap())
            continue;
        for (std::string_view k : {states::fatigued, states::opFire, fireAndMovementPending}) {
            if (u.status.has(k)) {
                effects.push_back(statusEffect(false, "token-removed", u.id, k));
                ++tokens;
            }
        }
        if (u.status.has(states::pinned)) {
            effects.push_back(statusEffect(false, "recovered", u.id, states::pinned));
            e.lines.push_back(explain("status.pinned", u.name + " is no longer pinned", u.name,
                std::nullopt, statusRule, u.id.value));
        } else if (u.status.has(states::disrupted)) {
            effects.push_back(statusEffect(false, "recovered", u.id, states::disrupted));
            if (officerInHex(options, state, u)) {
                e.lines.push_back(explain("status.disrupted-officer",
                    u.name + " recovers from disruption: an officer is in its hex", u.name,
                    std::nullopt, statusRule + std::string("; Officer"), u.id.value));
            } else {
                effects.push_back(statusEffect(true, "recovered", u.id, states::pinned));
                e.lines.push_back(
                    explain("status.disrupted", u.name + " goes from disrupted to pinned", u.name,
                        std::nullopt, statusRule, u.id.value));
            }
        }
    }
    for (const Marker &m : state.markers()) {
        if (m.kind == opFireTrigger) {
            Effect fx = makeEffect(EffectKind::MarkerRemoved, "token-removed");
            fx.marker = m;
            effects.push_back(std::move(fx));
        }
    }
    e.lines.insert(e.lines.begin(),
        explain("status.tokens",
            tokens == 0 ? std::string("no fatigue or Op Fire token to remove")
                        : std::to_string(tokens)
                    + (tokens == 1 ? " fatigue or Op Fire token comes off: every unit is fresh"
                                   : " fatigue and Op Fire tokens come off: every unit is fresh"),
            std::to_string(tokens), tokens, statusRule, "the Status phase"));
}

/** Step 5: the units due next round enter at their first entry hex no enemy holds. */
void bringReinforcements(const GameState &state, Evaluation &e, std::vector<Effect> &effects)
{
    SequencePosition next = state.sequence();
    ++next.turn;
    GameState after = state;
    for (const Reinforcement *in : dueReinforcements(state, next)) {
        std::optional<Hex> at;
        for (const Hex h : in->entry) {
            const auto units = after.unitsIn(h);
            if (std::none_of(units.begin(), units.end(),
                    [&](const Unit *u) { return u->side != in->unit.side; })) {
                at = h;
                break;
            }
        }
        const std::string who = sideName(state, in->unit.side) + " " + in->unit.name;
        if (!at) {
            e.lines.push_back(explain("status.reinforcement-blocked",
                who + " cannot enter at " + entryText(state, *in)
                    + ": the enemy holds it; it tries again next round",
                {}, std::nullopt, "docs/rules.md: Tide of Iron reinforcements", in->unit.id.value,
                true));
            continue;
        }
        Effect fx = arrivalEffect(*in, *at, "reinforcement");
        after.apply({fx});
        effects.push_back(std::move(fx));
        e.lines.push_back(explain("status.reinforcement",
            who + " arrives at " + state.map().label(*at) + " for round "
                + std::to_string(next.turn),
            state.map().label(*at), std::nullopt, statusRule, in->unit.id.value));
    }
}

} // namespace

Evaluation evaluateStatusPhase(
    const ToiOptions &options, const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action);
    std::vector<Effect> effects;
    removeTokens(options, state, e, effects);
    bringReinforcements(state, e, effects);
    e.lines.push_back(explain("status.not-modelled",
        "strategy cards, units placed in Op Fire by a card and squad transfers are not played "
        "by HexFire: make them with Adjust",
        {}, std::nullopt, "docs/rules.md: Tide of Iron round", "the Status phase"));
    auto plan = std::make_shared<EffectsPlan>();
    plan->effects = std::move(effects);
    e.plan = std::move(plan);
    return e;
}

Assumption initiativeAssumption()
{
    return {"tideofiron.initiative",
        "The side with the initiative keeps it: the command bid is not modelled.",
        "docs/rules.md: Tide of Iron round"};
}

Evaluation evaluateCommandPhase(const ToiOptions &, const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action, {initiativeAssumption()});
    for (const Objective &o : state.objectives()) {
        const std::string where = o.name + " (" + state.map().label(o.hex) + ")";
        if (o.holder) {
            e.lines.push_back(explain("command.objective",
                where + " is held by the " + sideName(state, *o.holder)
                    + " side: " + std::to_string(o.points)
                    + (o.points == 1 ? " victory point" : " victory points"),
                std::to_string(o.points), o.points, commandRule, o.name));
        } else {
            e.lines.push_back(explain("command.objective-neutral", where + " is held by nobody yet",
                {}, std::nullopt, commandRule, o.name));
        }
    }
    if (state.objectives().empty())
        e.lines.push_back(explain("command.no-objective", "the scenario has no objective", {},
            std::nullopt, commandRule, "the Command phase"));
    const std::optional<SideId> &first = state.sequence().firstSide;
    e.lines.push_back(explain("command.initiative",
        (first ? "the " + sideName(state, *first) + " side keeps the initiative"
               : std::string("the initiative stays as it is"))
            + ": command points and their bid are not counted by HexFire",
        {}, std::nullopt, "docs/rules.md: Tide of Iron round", "the Command phase", true));
    e.plan = std::make_shared<EffectsPlan>();
    return e;
}

} // namespace hexfire::toi
