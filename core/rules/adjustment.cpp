#include "core/rules/adjustment.h"

#include "core/data/jsonparser.h"
#include "core/data/jsonwriter.h"
#include "core/error.h"
#include "core/rules/builtinactions.h"
#include "core/rules/effectsplan.h"
#include "core/rules/profileform.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletools.h"

namespace hexfire {

namespace k = adjustkeys;

namespace adjustment {

namespace {
Action make(std::string_view change, std::optional<UnitId> unit = std::nullopt)
{
    Action a;
    a.kind = std::string(builtin::adjust);
    if (unit)
        a.actors.push_back(*unit);
    a.params[std::string(k::change)] = std::string(change);
    return a;
}
} // namespace

Action moveUnit(const UnitId &unit, Hex to)
{
    Action a = make(k::move, unit);
    a.target = to;
    return a;
}

Action setStatus(const UnitId &unit, std::string statusKey, bool on)
{
    Action a = make(k::setStatus, unit);
    a.params[std::string(k::status)] = std::move(statusKey);
    a.params[std::string(k::on)] = on;
    return a;
}

Action setStrength(const UnitId &unit, int strength)
{
    Action a = make(k::strength, unit);
    a.params[std::string(k::value)] = strength;
    return a;
}

Action setDamage(const UnitId &unit, int level)
{
    Action a = make(k::damage, unit);
    a.params[std::string(k::value)] = level;
    return a;
}

Action setFacing(const UnitId &unit, int position)
{
    Action a = make(k::facing, unit);
    a.params[std::string(k::value)] = position;
    return a;
}

Action eliminate(const UnitId &unit) { return make(k::eliminate, unit); }

Action restore(const UnitId &unit, std::optional<Hex> at)
{
    Action a = make(k::restore, unit);
    a.target = at;
    return a;
}

Action placeMarker(std::string kind, Hex at, std::optional<SideId> side, int value)
{
    Action a = make(k::placeMarker);
    a.target = at;
    a.params[std::string(k::markerKind)] = std::move(kind);
    a.params[std::string(k::side)] = side ? side->value : std::string();
    a.params[std::string(k::value)] = value;
    return a;
}

Action removeMarker(MarkerId marker)
{
    Action a = make(k::removeMarker);
    a.params[std::string(k::marker)] = marker.value;
    return a;
}

Action setMarkerValue(MarkerId marker, int value, std::string param)
{
    Action a = make(k::markerValue);
    a.params[std::string(k::marker)] = marker.value;
    a.params[std::string(k::value)] = value;
    if (!param.empty())
        a.params[std::string(k::param)] = std::move(param);
    return a;
}

Action setTally(const SideId &side, std::string tallyKey, int value)
{
    Action a = make(k::setTally);
    a.params[std::string(k::side)] = side.value;
    a.params[std::string(k::tally)] = std::move(tallyKey);
    a.params[std::string(k::value)] = value;
    return a;
}

Action setProfile(const UnitId &unit, std::string profileJson)
{
    Action a = make(k::setProfile, unit);
    a.params[std::string(k::profile)] = std::move(profileJson);
    return a;
}

std::optional<Action> setProfileValues(
    const RuleSet &rules, const Unit &unit, const ParamMap &values, std::string *reason)
{
    const std::optional<Unit> changed = withProfileValues(rules, unit, values, reason);
    if (!changed)
        return std::nullopt;
    return setProfile(unit.id, JsonWriter().write(rules.writeUnitProfile(*changed)));
}

} // namespace adjustment

namespace {

Effect adjusted(EffectKind kind, std::optional<UnitId> unit, std::string note)
{
    Effect e = makeEffect(kind, "adjustment", std::move(unit));
    e.note = std::move(note);
    return e;
}

std::string hexName(const GameState &state, Hex h) { return state.map().label(h); }

std::string lowerFirst(std::string s)
{
    if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z')
        s[0] = static_cast<char>(s[0] - 'A' + 'a');
    return s;
}

/** A published name written inside a sentence: small in English, as its translation has it. */
std::string nameInSentence(std::string_view english)
{
    const std::string_view translated = translatedRuleText(english);
    return translated == english ? lowerFirst(std::string(english)) : std::string(translated);
}

/** The change's one effect and the sentence that says it, or a refusal. */
struct Change {
    std::vector<Effect> effects;
    std::string text;
    std::string whyNot;
};

/** The unit's profile replaced by the one in the action, as its rule system reads it. */
Change profileChange(const RuleSet &rules, const Action &action, const Unit &u)
{
    const std::string text = paramOr<std::string>(action.params, k::profile, {});
    Diagnostics diagnostics;
    const std::optional<DataNode> node = JsonParser().parse(text, "the adjustment", diagnostics);
    Unit changed = u;
    if (node)
        rules.readUnitProfile(*node, changed, true, diagnostics);
    if (!node || !diagnostics.empty())
        return {{}, {},
            ruleSentence(HEXFIRE_TEXT("RuleText", "The new printed values of %1 are refused: %2."),
                u.name,
                diagnostics.empty() ? ruleSentence(HEXFIRE_TEXT("RuleText", "no values"))
                                    : diagnostics.items().front().message)};
    Effect e = adjusted(EffectKind::ProfileChanged, u.id,
        ruleSentence(HEXFIRE_TEXT("RuleText", "printed values changed by hand")));
    e.profile = changed.profile;
    if (!e.profile)
        return {{}, {},
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no printed values to change."), u.name)};
    Change c;
    c.effects.push_back(e);
    c.text = ruleSentence(HEXFIRE_TEXT("RuleText", "Change the printed values of %1."), u.name);
    return c;
}

Change unitChange(const RuleSet &rules, const GameState &state, const Action &action, const Unit &u,
    std::string_view change)
{
    const std::string who = u.name;
    const int value = paramOr<int>(action.params, k::value, 0);
    Change c;
    if (change == k::move) {
        if (!action.target || !state.map().contains(*action.target))
            return {{}, {},
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "Name a hex on the map to move %1 to."), who)};
        Effect e = adjusted(
            EffectKind::Moved, u.id, ruleSentence(HEXFIRE_TEXT("RuleText", "moved by hand")));
        e.from = u.hex;
        e.to = *action.target;
        c.effects.push_back(e);
        c.text = ruleSentence(HEXFIRE_TEXT("RuleText", "Move %1 from %2 to %3."), who,
            hexName(state, u.hex), hexName(state, *action.target));
    } else if (change == k::setStatus) {
        const std::string key = paramOr<std::string>(action.params, k::status, {});
        const StatusType *type = findByKey(rules.vocabulary().statuses, key);
        if (!type)
            return {{}, {},
                ruleSentence(HEXFIRE_TEXT("RuleText", "\"%1\" is not a state of %2."), key,
                    rules.displayName())};
        const bool on = paramOr<bool>(action.params, k::on, true);
        Effect e = adjusted(on ? EffectKind::StatusSet : EffectKind::StatusCleared, u.id,
            on ? ruleSentence(HEXFIRE_TEXT("RuleText", "state set by hand"))
               : ruleSentence(HEXFIRE_TEXT("RuleText", "state cleared by hand")));
        e.status = key;
        c.effects.push_back(e);
        c.text = on ? ruleSentence(
                     HEXFIRE_TEXT("RuleText", "Mark %1 %2."), who, translatedRuleText(type->name))
                    : ruleSentence(HEXFIRE_TEXT("RuleText", "Clear %1 from %2."),
                        translatedRuleText(type->name), who);
    } else if (change == k::strength) {
        if (value < 0 || value > u.maxStrength)
            return {{}, {},
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1's strength can be set from 0 to %2."),
                    who, u.maxStrength)};
        if (value != u.strength) {
            Effect e = adjusted(
                value < u.strength ? EffectKind::StrengthLost : EffectKind::StrengthGained, u.id,
                ruleSentence(HEXFIRE_TEXT("RuleText", "strength set by hand")));
            e.count = std::abs(value - u.strength);
            c.effects.push_back(e);
        }
        c.text = ruleSentence(
            HEXFIRE_TEXT("RuleText", "Set %1's strength to %2 (was %3)."), who, value, u.strength);
    } else if (change == k::damage) {
        const int levels = static_cast<int>(rules.vocabulary().damageLevels.size());
        if (levels == 0)
            return {{}, {},
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "Units take no damage in %1."), rules.displayName())};
        if (value < 0 || value > levels)
            return {{}, {},
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "The damage level goes from 0 to %1."), levels)};
        Effect e = adjusted(EffectKind::DamageChanged, u.id,
            ruleSentence(HEXFIRE_TEXT("RuleText", "damage set by hand")));
        e.count = value;
        c.effects.push_back(e);
        c.text = value == 0 ? ruleSentence(HEXFIRE_TEXT("RuleText", "Repair %1."), who)
                            : ruleSentence(HEXFIRE_TEXT("RuleText", "Mark %1 %2."), who,
                                translatedRuleText(rules.vocabulary().damageLevels[value - 1]));
    } else if (change == k::facing) {
        if (!rules.facingRules())
            return {{}, {},
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "Units do not face in %1."), rules.displayName())};
        if (value < 0 || value > 11)
            return {{}, {},
                ruleSentence(HEXFIRE_TEXT("RuleText", "A facing is a position from 0 to 11."))};
        Effect e = adjusted(EffectKind::FacingChanged, u.id,
            ruleSentence(HEXFIRE_TEXT("RuleText", "turned by hand")));
        e.facing = Facing::fromPosition(value);
        c.effects.push_back(e);
        c.text = ruleSentence(HEXFIRE_TEXT("RuleText", "Turn %1."), who);
    } else if (change == k::eliminate) {
        if (u.eliminated)
            return {
                {}, {}, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is already off the map."), who)};
        c.effects.push_back(adjusted(EffectKind::Eliminated, u.id,
            ruleSentence(HEXFIRE_TEXT("RuleText", "removed by hand"))));
        c.text = ruleSentence(HEXFIRE_TEXT("RuleText", "Take %1 off the map."), who);
    } else if (change == k::restore) {
        if (!u.eliminated)
            return {{}, {}, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is on the map."), who)};
        c.effects.push_back(adjusted(EffectKind::Restored, u.id,
            ruleSentence(HEXFIRE_TEXT("RuleText", "put back by hand"))));
        Hex at = u.hex;
        if (action.target && state.map().contains(*action.target) && *action.target != u.hex) {
            Effect e = adjusted(EffectKind::Moved, u.id,
                ruleSentence(HEXFIRE_TEXT("RuleText", "put back by hand")));
            e.from = u.hex;
            e.to = *action.target;
            c.effects.push_back(e);
            at = *action.target;
        }
        c.text = ruleSentence(
            HEXFIRE_TEXT("RuleText", "Put %1 back on the map in %2."), who, hexName(state, at));
    } else if (change == k::setProfile) {
        return profileChange(rules, action, u);
    } else {
        return {{}, {},
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "\"%1\" is not a change made to a counter."), change)};
    }
    return c;
}

Change markerChange(
    const RuleSet &rules, const GameState &state, const Action &action, std::string_view change)
{
    Change c;
    if (change == k::placeMarker) {
        const std::string kind = paramOr<std::string>(action.params, k::markerKind, {});
        const MarkerType *type = findByKey(rules.vocabulary().markers, kind);
        if (!type)
            return {{}, {},
                ruleSentence(HEXFIRE_TEXT("RuleText", "\"%1\" is not a marker of %2."), kind,
                    rules.displayName())};
        if (!action.target || !state.map().contains(*action.target))
            return {{}, {},
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "Name a hex on the map to place the marker in."))};
        Marker m;
        m.kind = kind;
        m.hex = *action.target;
        const std::string side = paramOr<std::string>(action.params, k::side, {});
        if (!side.empty()) {
            if (!state.findSide(SideId {side}))
                return {{}, {},
                    ruleSentence(
                        HEXFIRE_TEXT("RuleText", "\"%1\" is not a side of this scenario."), side)};
            m.side = SideId {side};
        }
        m.value = paramOr<int>(action.params, k::value, 0);
        m.source = "placed by the player";
        Effect e = adjusted(EffectKind::MarkerPlaced, std::nullopt,
            ruleSentence(HEXFIRE_TEXT("RuleText", "marker placed by hand")));
        e.marker = m;
        c.effects.push_back(e);
        c.text = ruleSentence(HEXFIRE_TEXT("RuleText", "Place a %1 marker in %2."),
            translatedRuleText(type->name), hexName(state, m.hex));
        return c;
    }
    const int id = paramOr<int>(action.params, k::marker, 0);
    const Marker *m = state.findMarker(MarkerId {id});
    if (!m)
        return {{}, {},
            ruleSentence(HEXFIRE_TEXT("RuleText", "There is no marker number %1 on the map."), id)};
    const MarkerType *type = findByKey(rules.vocabulary().markers, m->kind);
    const std::string kindName(type ? translatedRuleText(type->name) : std::string_view(m->kind));
    const std::string where = hexName(state, m->hex);
    if (change == k::removeMarker) {
        Effect e = adjusted(EffectKind::MarkerRemoved, std::nullopt,
            ruleSentence(HEXFIRE_TEXT("RuleText", "marker removed by hand")));
        e.marker = *m;
        c.effects.push_back(e);
        c.text = ruleSentence(
            HEXFIRE_TEXT("RuleText", "Remove the %1 marker in %2."), kindName, where);
    } else if (change == k::markerValue) {
        Marker changed = *m;
        const int value = paramOr<int>(action.params, k::value, 0);
        const std::string key = paramOr<std::string>(action.params, k::param, {});
        std::string what;
        if (!key.empty()) {
            const ParamSpec *spec = type ? findByKey(type->params, key) : nullptr;
            if (!spec || spec->type != ParamType::Integer)
                return {{}, {},
                    ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "\"%1\" is not a number the %2 marker in %3 carries."),
                        key, kindName, where)};
            if (value < spec->minimum || value > spec->maximum)
                return {{}, {},
                    ruleSentence(HEXFIRE_TEXT("RuleText", "%1 goes from %2 to %3."),
                        translatedRuleText(spec->label), spec->minimum, spec->maximum)};
            changed.params[key] = value;
            what = nameInSentence(spec->label);
        } else {
            changed.value = value;
        }
        Effect e = adjusted(EffectKind::MarkerChanged, std::nullopt,
            ruleSentence(HEXFIRE_TEXT("RuleText", "marker changed by hand")));
        e.marker = changed;
        c.effects.push_back(e);
        c.text = what.empty()
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "Set the value of the %1 marker in %2 to %3."),
                kindName, where, value)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "Set the %1 of the %2 marker in %3 to %4."),
                what, kindName, where, value);
    } else {
        return {{}, {},
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "\"%1\" is not an adjustment HexFire knows."), change)};
    }
    return c;
}

/** A side's tally set by hand. */
Change tallyChange(const RuleSet &rules, const GameState &state, const Action &action)
{
    const std::string key = paramOr<std::string>(action.params, k::tally, {});
    const TallyType *type = findByKey(rules.vocabulary().tallies, key);
    if (!type)
        return {{}, {},
            ruleSentence(HEXFIRE_TEXT("RuleText", "\"%1\" is not something a side counts in %2."),
                key, rules.displayName())};
    const std::string sideId = paramOr<std::string>(action.params, k::side, {});
    const Side *side = state.findSide(SideId {sideId});
    if (!side)
        return {{}, {},
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "\"%1\" is not a side of this scenario."), sideId)};
    const int value = paramOr<int>(action.params, k::value, 0);
    if (value < 0)
        return {{}, {},
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 cannot go below 0."), translatedRuleText(type->name))};
    Change c;
    const int now = side->tally(key);
    if (value != now) {
        Effect e = adjusted(EffectKind::TallyChanged, std::nullopt,
            ruleSentence(HEXFIRE_TEXT("RuleText", "count set by hand")));
        e.side = side->id;
        e.tally = key;
        e.count = value - now;
        c.effects.push_back(e);
    }
    c.text = ruleSentence(HEXFIRE_TEXT("RuleText", "Set the %1 side's %2 to %3 (was %4)."),
        side->name, nameInSentence(type->name), value, now);
    return c;
}

} // namespace

Evaluation evaluateAdjustment(const RuleSet &rules, const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action);
    const std::string change = paramOr<std::string>(action.params, k::change, {});
    const bool markerWork
        = change == k::placeMarker || change == k::removeMarker || change == k::markerValue;
    Change c;
    if (markerWork) {
        c = markerChange(rules, state, action, change);
    } else if (change == k::setTally) {
        c = tallyChange(rules, state, action);
    } else {
        if (action.actors.size() != 1)
            return refused(std::move(e),
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "An adjustment to a counter names that one counter.")),
                {});
        c = unitChange(rules, state, action, state.unit(action.actors.front()), change);
    }
    if (!c.whyNot.empty())
        return refused(std::move(e), c.whyNot, {});
    e.lines.push_back(explain("adjust", std::string(translatedRuleText(adjustmentHeading)), {},
        std::nullopt, {}, ruleSentence(HEXFIRE_TEXT("RuleText", "the player"))));
    e.lines.push_back(explain("adjust.change", c.text, {}, std::nullopt, {},
        ruleSentence(HEXFIRE_TEXT("RuleText", "the player"))));
    auto plan = std::make_shared<EffectsPlan>();
    plan->effects = std::move(c.effects);
    // Said of the counter adjusted (the panels name it), or of no one for a marker.
    plan->outcomes.push_back(
        {action.actors.empty() ? std::string() : action.actors.front().value, "adjusted", c.text});
    e.plan = std::move(plan);
    return e;
}

} // namespace hexfire
