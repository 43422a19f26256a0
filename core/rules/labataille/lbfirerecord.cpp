#include "core/rules/labataille/lbfirerecord.h"

#include "core/rules/labataille/lbkeys.h"
#include "core/rules/rulesentence.h"

#include <string>

namespace hexfire::labataille {

namespace {

constexpr std::string_view targetParam = "target";

const Marker *recordOf(const GameState &state, std::string_view kind, const UnitId &unit)
{
    for (const Marker &m : state.markers()) {
        if (m.kind == kind && m.unit == unit)
            return &m;
    }
    return nullptr;
}

std::string increments(int n)
{
    return n == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 increment"), n)
                  : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 increments"), n);
}

std::string nameOf(const GameState &state, const Marker &m)
{
    return m.unit && state.findUnit(*m.unit) ? state.unit(*m.unit).name
                                             : ruleSentence(HEXFIRE_TEXT("RuleText", "A unit"));
}

void recordTarget(const GameState &state, const Unit &firer, Hex target, std::vector<Effect> &out)
{
    Marker m;
    m.kind = std::string(markers::fireTarget);
    m.hex = firer.hex;
    m.side = firer.side;
    m.unit = firer.id;
    m.params[std::string(targetParam)] = target;
    m.source
        = ruleSentence(HEXFIRE_TEXT("RuleText", "offensive fire at %1"), state.map().label(target));
    Effect placed = makeEffect(EffectKind::MarkerPlaced, std::string(markers::fireTarget));
    placed.marker = std::move(m);
    placed.note = ruleSentence(
        HEXFIRE_TEXT("RuleText", "%1 fired at %2: it assaults only that hex this turn"), firer.name,
        state.map().label(target));
    out.push_back(std::move(placed));
}

void recordLoss(const GameState &state, const Unit &u, int n, std::vector<Effect> &out)
{
    const Marker *before = recordOf(state, markers::defensiveFireLosses, u.id);
    Marker m = before ? *before : Marker {};
    m.kind = std::string(markers::defensiveFireLosses);
    m.hex = u.hex;
    m.side = u.side;
    m.unit = u.id;
    m.value += n;
    m.source = ruleSentence(HEXFIRE_TEXT("RuleText", "defensive fire"));
    Effect e = makeEffect(before ? EffectKind::MarkerChanged : EffectKind::MarkerPlaced,
        std::string(markers::defensiveFireLosses));
    e.note = ruleSentence(HEXFIRE_TEXT("RuleText",
                              "%1 has lost %2 to defensive fire: %3 on its pre-melee check if it "
                              "assaults"),
        u.name, increments(m.value), LbFireRecord::perIncrementLost * m.value);
    e.marker = std::move(m);
    out.push_back(std::move(e));
}

} // namespace

std::vector<MarkerType> LbFireRecord::markerTypes()
{
    MarkerType target;
    target.key = std::string(markers::fireTarget);
    target.name = HEXFIRE_TEXT("RuleText", "Offensive fire target");
    target.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The unit fired at the hex the arrow points at in the Offensive Fire segment: "
        "in the Melee Assault segment it assaults only that hex. Removed at the end of "
        "the turn."));
    target.colour = "#804020";
    target.caption = "TGT";
    target.pointsToParam = std::string(targetParam);
    ParamSpec hex;
    hex.key = std::string(targetParam);
    hex.label = HEXFIRE_TEXT("RuleText", "Fired at");
    hex.help = ruleSentence(HEXFIRE_TEXT("RuleText", "The hex the unit fired at."));
    hex.type = ParamType::Hex;
    hex.required = true;
    target.params = {hex};
    MarkerType losses;
    losses.key = std::string(markers::defensiveFireLosses);
    losses.name = HEXFIRE_TEXT("RuleText", "Lost to defensive fire");
    losses.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The increments the unit lost in the Defensive Fire segment: −3 each on its "
        "pre-melee check if it assaults. Removed at the end of the turn."));
    losses.colour = "#602020";
    losses.caption = "DEF";
    losses.showsValue = true;
    return {target, losses};
}

bool LbFireRecord::owns(const Marker &marker)
{
    return marker.kind == markers::fireTarget || marker.kind == markers::defensiveFireLosses;
}

MarkerView LbFireRecord::describe(const GameState &state, const Marker &marker)
{
    if (marker.kind == markers::defensiveFireLosses)
        return {std::to_string(marker.value),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 lost %2 in the Defensive Fire segment: %3 on its pre-melee check "
                             "if it assaults this turn (Melee)."),
                nameOf(state, marker), increments(marker.value), perIncrementLost * marker.value)};
    const Hex *target = paramAs<Hex>(marker.params, targetParam);
    return {{},
        target ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                  "%1 fired at %2 in the Offensive Fire segment: it assaults only "
                                  "that hex this turn (Melee)."),
            nameOf(state, marker), state.map().label(*target))
               : ruleSentence(HEXFIRE_TEXT("RuleText",
                                  "%1 fired at another hex in the Offensive Fire segment: it "
                                  "assaults only that hex this turn (Melee)."),
                   nameOf(state, marker))};
}

void LbFireRecord::record(const GameState &state, const std::vector<UnitId> &firers, Hex target,
    const std::vector<std::pair<const Unit *, int>> &losses, std::vector<Effect> &out)
{
    const std::string &phase = state.sequence().phase;
    if (phase == phases::offensiveFire) {
        for (const UnitId &id : firers) {
            if (!recordOf(state, markers::fireTarget, id))
                recordTarget(state, state.unit(id), target, out);
        }
    }
    if (phase == phases::defensiveFire) {
        for (const auto &[u, n] : losses) {
            if (n > 0 && n < u->strength)
                recordLoss(state, *u, n, out);
        }
    }
}

std::optional<Hex> LbFireRecord::offensiveTarget(const GameState &state, const UnitId &unit)
{
    const Marker *m = recordOf(state, markers::fireTarget, unit);
    const Hex *target = m ? paramAs<Hex>(m->params, targetParam) : nullptr;
    return target ? std::optional<Hex>(*target) : std::nullopt;
}

int LbFireRecord::defensiveFireLosses(const GameState &state, const UnitId &unit)
{
    const Marker *m = recordOf(state, markers::defensiveFireLosses, unit);
    return m ? m->value : 0;
}

void LbFireRecord::clear(
    const GameState &state, std::string_view effectName, std::vector<Effect> &out)
{
    for (const Marker &m : state.markers()) {
        if (!owns(m))
            continue;
        Effect removed = makeEffect(EffectKind::MarkerRemoved, std::string(effectName));
        removed.marker = m;
        out.push_back(std::move(removed));
    }
}

} // namespace hexfire::labataille
