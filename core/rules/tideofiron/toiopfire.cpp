#include "core/rules/tideofiron/toiopfire.h"

#include "core/rules/rulesentence.h"
#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiactionturn.h"
#include "core/rules/tideofiron/toiattack.h"

#include <algorithm>

namespace hexfire::toi {

bool isFortification(const ToiTables &tables, const MapGrid &map, Hex h)
{
    const std::string &terrain = map.terrain(h).id;
    return std::any_of(tables.fortifications.begin(), tables.fortifications.end(),
        [&](const std::string &f) { return f == terrain || map.hasFeature(h, f); });
}

std::vector<Effect> opFireTriggers(const ToiOptions &options, const GameState &state,
    const LosCache &los, const Unit &mover, const std::vector<Hex> &path)
{
    std::vector<Effect> out;
    int nextId = state.nextMarkerId().value;
    const auto seen = [&](Hex h) {
        Unit there = mover;
        there.hex = h;
        return std::any_of(state.units().begin(), state.units().end(), [&](const Unit &u) {
            return u.onMap() && u.side != mover.side && u.status.has(states::opFire)
                && contribution(
                    options, state, u, there, true, AttackMode::OpFire, los, nullptr, false)
                       .ok;
        });
    };
    const auto trigger = [&](Hex h, int place, std::string why) {
        Marker m;
        m.id = MarkerId {nextId++};
        m.kind = std::string(opFireTrigger);
        m.hex = h;
        m.side = mover.side;
        m.unit = mover.id;
        m.value = place;
        m.source = std::move(why);
        Effect fx = makeEffect(EffectKind::MarkerPlaced, "op-fire-trigger", mover.id);
        fx.marker = std::move(m);
        out.push_back(std::move(fx));
    };
    // Leaving a fortification draws Op Fire too (the 1.5 errata): a trigger where it stood,
    // before the first hex entered.
    if (!path.empty() && isFortification(options.tables, state.map(), mover.hex) && seen(mover.hex))
        trigger(mover.hex, 0,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 left the fortification in %2 in sight of Op Fire"),
                mover.name, state.map().label(mover.hex)));
    int place = 0;
    for (const Hex h : path) {
        ++place;
        if (seen(h))
            trigger(h, place,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 entered %2 in sight of Op Fire"),
                    mover.name, state.map().label(h)));
    }
    return out;
}

std::vector<Action> opFireReplies(
    const GameState &state, const std::function<bool(const Action &)> &legal)
{
    std::vector<Action> out;
    for (const Marker &m : state.markers()) {
        const Unit *mover = m.unit ? state.findUnit(*m.unit) : nullptr;
        if (m.kind != opFireTrigger || !mover || !mover->onMap())
            continue;
        for (const Unit &u : state.units()) {
            if (!u.onMap() || u.side == mover->side || !u.status.has(states::opFire))
                continue;
            Action a;
            a.kind = std::string(actions::attack);
            a.actors = {u.id};
            a.targetUnit = mover->id;
            a.params["mode"] = std::string("op-fire");
            a.params["kind"] = std::string("normal");
            a.params[std::string(opFireAtParam)] = m.hex;
            if (legal(a))
                out.push_back(std::move(a));
        }
    }
    return out;
}

const Marker *triggerAt(const GameState &state, const UnitId &unit, Hex h)
{
    for (const Marker &m : state.markers()) {
        if (m.kind == opFireTrigger && m.unit == unit && m.hex == h)
            return &m;
    }
    return nullptr;
}

std::vector<Effect> stopAt(const GameState &state, const Unit &target, const Marker &trigger)
{
    std::vector<Effect> out;
    if (target.hex != trigger.hex) {
        Effect back = makeEffect(EffectKind::Moved, "stopped", target.id);
        back.from = target.hex;
        back.to = trigger.hex;
        back.note = ruleSentence(
            HEXFIRE_TEXT("RuleText", "stopped by Op Fire in %1"), state.map().label(trigger.hex));
        out.push_back(std::move(back));
    }
    for (const Marker &m : state.markers()) {
        if (m.kind == opFireTrigger && m.unit == target.id && m.value > trigger.value) {
            Effect fx = makeEffect(EffectKind::MarkerRemoved, "stopped", target.id);
            fx.marker = m;
            out.push_back(std::move(fx));
        }
    }
    return out;
}

} // namespace hexfire::toi
