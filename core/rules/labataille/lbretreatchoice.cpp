#include "core/rules/labataille/lbretreatchoice.h"

#include "core/rules/effectsplan.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

constexpr const char *alternativesParam = "alternatives";
constexpr const char *phaseParam = "phase";
constexpr const char *turnParam = "turn";
constexpr const char *choiceRule = "docs/rules.md: La Bataille retreat paths";

const Marker *choiceOf(const GameState &state, const UnitId &unit)
{
    for (const Marker &m : state.markers()) {
        if (m.kind == markers::retreatChoice && m.unit == unit)
            return &m;
    }
    return nullptr;
}

/** Every end on offer, the last after "or": the player picks among them all. */
std::string labels(const GameState &state, const std::vector<Hex> &hexes)
{
    return hexList(state, hexes, " or ", hexes.size());
}

} // namespace

std::vector<Effect> LbRetreatChoice::mark(
    const GameState &state, const Unit &u, const RetreatPath &path, std::size_t slot)
{
    if (path.alternatives.empty() || path.hexes.empty() || path.surrender)
        return {};
    Marker m;
    // Past the ids the step's other markers take from the next free one (they count up from it).
    m.id = MarkerId {state.nextMarkerId().value + 1000 + static_cast<int>(slot)};
    m.kind = std::string(markers::retreatChoice);
    m.hex = path.hexes.back();
    m.side = u.side;
    m.unit = u.id;
    m.params[alternativesParam] = path.alternatives;
    m.params[phaseParam] = state.sequence().phase;
    m.params[turnParam] = state.sequence().turn;
    m.source = ruleSentence(HEXFIRE_TEXT("RuleText", "%1's retreat"), u.name);
    Effect placed = makeEffect(EffectKind::MarkerPlaced, std::string(markers::retreatChoice));
    placed.marker = std::move(m);
    placed.note = ruleSentence(HEXFIRE_TEXT(
        "RuleText", "other ends of the retreat are just as good: the player may choose one"));
    return {std::move(placed)};
}

std::vector<Effect> LbRetreatChoice::clearAll(const GameState &state, std::string_view why)
{
    std::vector<Effect> out;
    for (const Marker &m : state.markers()) {
        if (m.kind != markers::retreatChoice)
            continue;
        Effect removed = makeEffect(EffectKind::MarkerRemoved, std::string(why));
        removed.marker = m;
        out.push_back(std::move(removed));
    }
    return out;
}

Evaluation LbRetreatChoice::evaluate(const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1 || !action.target)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Select the unit that retreated and point at where it goes instead.")),
            choiceRule);
    const Unit &u = state.unit(action.actors.front());
    const Marker *choice = choiceOf(state, u.id);
    const std::string *phase = choice ? paramAs<std::string>(choice->params, phaseParam) : nullptr;
    const int *turn = choice ? paramAs<int>(choice->params, turnParam) : nullptr;
    const bool now
        = phase && turn && *phase == state.sequence().phase && *turn == state.sequence().turn;
    if (!choice || choice->hex != u.hex || !now)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 has no retreat to choose again: the choice is made just after "
                             "the retreat, in its segment, among ends that were just as good."),
                u.name),
            choiceRule);
    const auto *alternatives = paramAs<std::vector<Hex>>(choice->params, alternativesParam);
    const Hex to = *action.target;
    if (!alternatives
        || std::find(alternatives->begin(), alternatives->end(), to) == alternatives->end())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 was not as good an end of %2's retreat; it may go to %3."),
                state.map().label(to), u.name,
                labels(state, alternatives ? *alternatives : std::vector<Hex> {})),
            choiceRule);
    e.lines.push_back(explain("retreat.choice",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "%1 retreats to %2 instead of %3: an end of its retreat just as good, "
                         "the player's choice"),
            u.name, state.map().label(to), state.map().label(u.hex)),
        state.map().label(to), std::nullopt, choiceRule, u.id.value));
    auto plan = std::make_shared<EffectsPlan>();
    Effect moved = makeEffect(EffectKind::Moved, "retreat", u.id);
    moved.from = u.hex;
    moved.to = to;
    moved.note
        = ruleSentence(HEXFIRE_TEXT("RuleText", "the player's choice among equal retreat paths"));
    plan->effects.push_back(std::move(moved));
    Effect removed = makeEffect(EffectKind::MarkerRemoved, "retreat-chosen");
    removed.marker = *choice;
    plan->effects.push_back(std::move(removed));
    plan->outcomes.push_back({u.id.value, "retreat-chosen",
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 retreats to %2"), u.name, state.map().label(to))});
    e.plan = std::move(plan);
    return e;
}

ActionType LbRetreatChoice::actionType()
{
    return hexfire::actionType(std::string(actions::chooseRetreat),
        HEXFIRE_TEXT("RuleText", "Choose retreat"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Just after a retreat whose other ends were just as good (marked on the map), send "
            "the unit to one of them instead.")),
        ActorRule::One, TargetKind::Hex);
}

MarkerType LbRetreatChoice::markerType()
{
    MarkerType t;
    t.key = std::string(markers::retreatChoice);
    t.name = HEXFIRE_TEXT("RuleText", "Retreat choice");
    t.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The retreat ended here, and other ends were just as good: until the segment ends "
        "the unit's player may send it to one of them with Choose retreat."));
    t.colour = "#6a5a20";
    t.caption = "ALT";
    ParamSpec hexes;
    hexes.key = alternativesParam;
    hexes.label = HEXFIRE_TEXT("RuleText", "Ends just as good");
    hexes.help = ruleSentence(
        HEXFIRE_TEXT("RuleText", "The other hexes the retreat could have ended in."));
    hexes.type = ParamType::HexList;
    hexes.required = true;
    ParamSpec phase;
    phase.key = phaseParam;
    phase.label = HEXFIRE_TEXT("RuleText", "Segment");
    phase.help = ruleSentence(
        HEXFIRE_TEXT("RuleText", "The segment of the retreat: the choice is made in it."));
    phase.type = ParamType::Text;
    ParamSpec turn;
    turn.key = turnParam;
    turn.label = HEXFIRE_TEXT("RuleText", "Turn");
    turn.help = ruleSentence(HEXFIRE_TEXT("RuleText", "The turn of the retreat."));
    turn.minimum = 1;
    t.params = {hexes, phase, turn};
    return t;
}

std::string LbRetreatChoice::describe(const GameState &state, const Marker &marker)
{
    const auto *alternatives = paramAs<std::vector<Hex>>(marker.params, alternativesParam);
    const Unit *u = marker.unit ? state.findUnit(*marker.unit) : nullptr;
    return ruleSentence(HEXFIRE_TEXT("RuleText",
                            "%1's retreat ended here; %2 were just as good: its player may "
                            "choose one with Choose retreat until the segment ends."),
        u ? u->name : ruleSentence(HEXFIRE_TEXT("RuleText", "A unit")),
        labels(state, alternatives ? *alternatives : std::vector<Hex> {}));
}

} // namespace hexfire::labataille
