#include "toiattack.h"

#include <algorithm>

namespace hexfire::toi {

namespace {

int halfUp(int n) { return (n + 1) / 2; }

} // namespace

bool hasOfficer(const ToiTables &tables, const ToiProfile &squad)
{
    return std::any_of(squad.figures.begin(), squad.figures.end(), [&](const std::string &f) {
        const UnitValues *v = tables.figure(f);
        return v && v->officer;
    });
}

bool hasOfficer(const ToiTables &tables, const Unit &unit)
{
    const ToiProfile *p = profileOf<ToiProfile>(unit);
    return p && !p->vehicle && hasOfficer(tables, *p);
}

std::string whyNotFresh(
    const ToiTables &tables, const Unit &unit, std::string_view doing, bool rally, bool finishing)
{
    const std::string only = ": only a fresh unit " + std::string(doing);
    const std::string &n = unit.name;
    if (unit.status.has(states::fatigued) && !finishing)
        return n + " is fatigued" + only;
    if (unit.status.has(states::opFire))
        return n + " is in Op Fire mode" + only + "; it waits to fire in the enemy's turn";
    if (unit.status.has(states::disrupted))
        return n + " is disrupted" + only + ", and it may not act until it recovers";
    if (unit.status.has(states::pinned) && !(rally && hasOfficer(tables, unit)))
        return n + " is pinned" + only
            + (hasOfficer(tables, unit)
                    ? "; with its officer it may only rally, firing a concentrated attack at "
                      "half firepower"
                    : std::string());
    return {};
}

void fatigueEffects(const Unit &unit, std::vector<Effect> &out)
{
    if (unit.status.has(states::opFire)) {
        Effect c = makeEffect(EffectKind::StatusCleared, "op-fire-spent", unit.id);
        c.status = std::string(states::opFire);
        out.push_back(std::move(c));
    }
    if (!unit.status.has(states::fatigued)) {
        Effect f = makeEffect(EffectKind::StatusSet, "fatigued", unit.id);
        f.status = std::string(states::fatigued);
        out.push_back(std::move(f));
    }
}

int successNumber(Band b)
{
    switch (b) {
    case Band::Close:
        return 4;
    case Band::Normal:
        return 5;
    case Band::Long:
        return 6;
    case Band::OutOfRange:
        break;
    }
    return 7;
}

std::string_view displayName(Band b)
{
    switch (b) {
    case Band::Close:
        return "close";
    case Band::Normal:
        return "normal";
    case Band::Long:
        return "long";
    case Band::OutOfRange:
        break;
    }
    return "out of range";
}

Contribution contribution(const ToiOptions &o, const GameState &state, const Unit &attacker,
    const Unit &target, bool lead, AttackMode mode, const LosCache &los,
    const std::vector<std::string> *firing)
{
    Contribution c;
    c.unit = &attacker;
    c.lead = lead;
    const ToiProfile *p = profileOf<ToiProfile>(attacker);
    const ToiProfile *tp = profileOf<ToiProfile>(target);
    const auto fail = [&](std::string why, std::string rule) {
        c.whyNot = std::move(why);
        c.whyNotRule = std::move(rule);
        return c;
    };
    if (!p || !tp)
        return fail(attacker.name + " cannot attack", "Attacks");
    if (p->vehicle && attacker.damage >= heavilyDamaged && attacker.status.has(states::fatigued))
        return fail(attacker.name + " is heavily damaged and fatigued: it may not fire this round",
            "Vehicle damage");
    const bool vsVehicle = tp->vehicle;
    const std::string who = attacker.name;
    const std::string role = lead ? "" : " (supporting)";
    // Firepower and range against this kind of target: a squad adds its figures' firepower and
    // uses the lowest range among them.
    int firepower = 0;
    int range = 0;
    if (p->vehicle) {
        const UnitValues *v = o.tables.vehicleType(p->type);
        const Attack a = v ? (vsVehicle ? v->vehicle : v->infantry) : Attack {};
        firepower = a.firepower;
        range = a.range;
        c.lines.push_back(explain("attack.values",
            who + role + ": " + (v ? v->name : p->type) + ", firepower " + std::to_string(firepower)
                + ", range " + std::to_string(range)
                + (vsVehicle ? " against vehicles" : " against infantry"),
            std::to_string(firepower), firepower, "Unit values", attacker.id.value, false,
            o.tables.notOfficial));
        if (v && v->concussive
            && std::find(o.tables.concussiveTargets.begin(), o.tables.concussiveTargets.end(),
                   state.map().terrain(target.hex).id)
                != o.tables.concussiveTargets.end()) {
            firepower += 3;
            range += 3;
            c.lines.push_back(explain("attack.concussive",
                who + ": Concussive Firepower against a target in a "
                    + state.map().terrain(target.hex).name
                    + ", +3 firepower and +3 range: firepower " + std::to_string(firepower)
                    + ", range " + std::to_string(range),
                "+3", 3, "Concussive Firepower", attacker.id.value));
        }
    } else {
        int count = 0;
        for (const std::string &f : firing ? *firing : p->figures) {
            const UnitValues *v = o.tables.figure(f);
            const Attack a = v ? (vsVehicle ? v->vehicle : v->infantry) : Attack {};
            if (a.range <= 0)
                continue; // this figure cannot attack such a target
            firepower += a.firepower;
            range = count == 0 ? a.range : std::min(range, a.range);
            ++count;
        }
        if (count == 0)
            return fail(who + " has no figure that can attack " + target.name, "Unit values");
        c.lines.push_back(explain("attack.values",
            who + role + ": " + std::to_string(count) + (count == 1 ? " figure" : " figures")
                + (firing && firing->size() < p->figures.size()
                        ? " of " + std::to_string(p->figures.size()) + " firing"
                        : std::string())
                + ", firepower " + std::to_string(firepower) + ", range " + std::to_string(range)
                + " (the lowest of its figures)"
                + (vsVehicle ? " against vehicles" : " against infantry"),
            std::to_string(firepower), firepower, "Unit values; Determining range",
            attacker.id.value));
    }
    const int attackerLevel = state.map().elevation(attacker.hex);
    const int targetLevel = state.map().elevation(target.hex);
    if (attackerLevel > targetLevel) {
        ++range;
        c.lines.push_back(explain("attack.higher", who + " fires from higher ground: range +1",
            "+1", 1, "Determining range", attacker.id.value));
    }
    c.range = range;
    c.distance = distance(attacker.hex, target.hex);
    c.band = c.distance <= 1      ? Band::Close
        : c.distance <= range     ? Band::Normal
        : c.distance <= 2 * range ? Band::Long
                                  : Band::OutOfRange;
    if (c.band == Band::OutOfRange)
        return fail(target.name + " is " + std::to_string(c.distance) + " hexes from " + who
                + ", beyond twice its range of " + std::to_string(range),
            "Determining range");
    if (mode == AttackMode::FireAndMovement && c.band == Band::Long)
        return fail(target.name + " is " + std::to_string(c.distance) + " hexes from " + who
                + ", long range: " + who + " may not make a long-range attack in Fire and Movement",
            "Fire and Movement");
    if (los(attacker.hex, target.hex).verdict == LosVerdict::Blocked)
        return fail(who + " has no line of sight to " + target.name, "Line of sight");
    c.lines.push_back(explain("attack.band",
        who + ": " + std::to_string(c.distance) + (c.distance == 1 ? " hex, " : " hexes, ")
            + std::string(displayName(c.band)) + " range: dice succeed on "
            + std::to_string(successNumber(c.band)) + "+",
        std::to_string(successNumber(c.band)) + "+", successNumber(c.band), "Determining range",
        attacker.id.value));
    c.dice = firepower;
    if (mode == AttackMode::FireAndMovement) {
        c.dice = halfUp(firepower);
        c.lines.push_back(explain("attack.fire-and-movement",
            who + ": Fire and Movement, half firepower" + (firepower % 2 ? ", rounded up" : ""),
            std::to_string(c.dice), c.dice, "Fire and Movement", attacker.id.value,
            firepower % 2 != 0));
    } else if (!lead) {
        c.dice = halfUp(firepower);
        c.lines.push_back(explain("attack.support",
            "Combined fire: " + who + " adds half its firepower, rounded up",
            std::to_string(c.dice), c.dice, "Combined fire", attacker.id.value));
    }
    c.ok = c.dice > 0;
    if (!c.ok)
        return fail(who + " has no firepower against " + target.name, "Unit values");
    return c;
}

} // namespace hexfire::toi
