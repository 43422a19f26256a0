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
    const ToiTables &tables, const Unit &unit, std::string_view only, bool rally, bool finishing)
{
    const std::string &n = unit.name;
    if (unit.status.has(states::fatigued) && !finishing)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is fatigued: %2"), n, only);
    if (unit.status.has(states::opFire))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is in Op Fire mode: %2; it waits to fire in the enemy's turn"),
            n, only);
    if (unit.status.has(states::disrupted))
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is disrupted: %2, and it may not act until it recovers"),
            n, only);
    if (unit.status.has(states::pinned) && !(rally && hasOfficer(tables, unit)))
        return hasOfficer(tables, unit)
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 is pinned: %2; with its officer it may only rally, firing a "
                               "concentrated attack at half firepower"),
                n, only)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is pinned: %2"), n, only);
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
        return HEXFIRE_TEXT("RuleText", "close");
    case Band::Normal:
        return HEXFIRE_TEXT("RuleText", "normal");
    case Band::Long:
        return HEXFIRE_TEXT("RuleText", "long");
    case Band::OutOfRange:
        break;
    }
    return HEXFIRE_TEXT("RuleText", "out of range");
}

std::string_view bandText(Band b) { return translatedRuleText(displayName(b)); }

Contribution contribution(const ToiOptions &o, const GameState &state, const Unit &attacker,
    const Unit &target, bool lead, AttackMode mode, const LosCache &los,
    const std::vector<std::string> *firing, bool explained)
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
        return fail(
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot attack"), attacker.name), "Attacks");
    if (p->vehicle && attacker.damage >= heavilyDamaged && attacker.status.has(states::fatigued))
        return fail(
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is heavily damaged and fatigued: it may not fire this round"),
                attacker.name),
            "Vehicle damage");
    const bool vsVehicle = tp->vehicle;
    const std::string &who = attacker.name;
    // Firepower and range against this kind of target: a squad adds its figures' firepower and
    // uses the lowest range among them.
    int firepower = 0;
    int range = 0;
    if (p->vehicle) {
        const UnitValues *v = o.tables.vehicleType(p->type);
        const Attack a = v ? (vsVehicle ? v->vehicle : v->infantry) : Attack {};
        firepower = a.firepower;
        range = a.range;
        if (explained) {
            const std::string type = v ? v->name : p->type;
            std::string text;
            if (lead)
                text = vsVehicle
                    ? ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1: %2, firepower %3, range %4 against vehicles"),
                        who, type, firepower, range)
                    : ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1: %2, firepower %3, range %4 against infantry"),
                        who, type, firepower, range);
            else
                text = vsVehicle
                    ? ruleSentence(
                        HEXFIRE_TEXT("RuleText",
                            "%1 (supporting): %2, firepower %3, range %4 against vehicles"),
                        who, type, firepower, range)
                    : ruleSentence(
                        HEXFIRE_TEXT("RuleText",
                            "%1 (supporting): %2, firepower %3, range %4 against infantry"),
                        who, type, firepower, range);
            c.lines.push_back(explain("attack.values", text, std::to_string(firepower), firepower,
                "Unit values", attacker.id.value, false, o.tables.notOfficial));
        }
        if (v && v->concussive
            && std::find(o.tables.concussiveTargets.begin(), o.tables.concussiveTargets.end(),
                   state.map().terrain(target.hex).id)
                != o.tables.concussiveTargets.end()) {
            firepower += 3;
            range += 3;
            if (explained)
                c.lines.push_back(explain("attack.concussive",
                    ruleSentence(
                        HEXFIRE_TEXT("RuleText",
                            "%1: Concussive Firepower against a target in a %2, +3 firepower "
                            "and +3 range: firepower %3, range %4"),
                        who, translatedRuleText(state.map().terrain(target.hex).name), firepower,
                        range),
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
            return fail(
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no figure that can attack %2"), who,
                    target.name),
                "Unit values");
        if (explained) {
            const int all = static_cast<int>(p->figures.size());
            const std::string filled = firing && firing->size() < p->figures.size()
                ? (count == 1 ? ruleSentence(
                       HEXFIRE_TEXT("RuleText", "%1 figure of %2 firing"), count, all)
                              : ruleSentence(
                                  HEXFIRE_TEXT("RuleText", "%1 figures of %2 firing"), count, all))
                : countSentence(count, HEXFIRE_TEXT("RuleText", "%1 figure"),
                    HEXFIRE_TEXT("RuleText", "%1 figures"));
            std::string text;
            if (lead)
                text = vsVehicle
                    ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1: %2, firepower %3, range %4 (the lowest of its figures) "
                                       "against vehicles"),
                        who, filled, firepower, range)
                    : ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1: %2, firepower %3, range %4 (the lowest of its figures) "
                                       "against infantry"),
                        who, filled, firepower, range);
            else
                text = vsVehicle
                    ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 (supporting): %2, firepower %3, range %4 (the lowest of "
                                       "its figures) against vehicles"),
                        who, filled, firepower, range)
                    : ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 (supporting): %2, firepower %3, range %4 (the lowest of "
                                       "its figures) against infantry"),
                        who, filled, firepower, range);
            c.lines.push_back(explain("attack.values", text, std::to_string(firepower), firepower,
                "Unit values; Determining range", attacker.id.value));
        }
    }
    const int attackerLevel = state.map().elevation(attacker.hex);
    const int targetLevel = state.map().elevation(target.hex);
    if (attackerLevel > targetLevel) {
        ++range;
        if (explained)
            c.lines.push_back(explain("attack.higher",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 fires from higher ground: range +1"), who),
                "+1", 1, "Determining range", attacker.id.value));
    }
    c.range = range;
    c.distance = distance(attacker.hex, target.hex);
    c.band = c.distance <= 1      ? Band::Close
        : c.distance <= range     ? Band::Normal
        : c.distance <= 2 * range ? Band::Long
                                  : Band::OutOfRange;
    if (c.band == Band::OutOfRange)
        return fail(ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "%1 is %2 hexes from %3, beyond twice its range of %4"),
                        target.name, c.distance, who, range),
            "Determining range");
    if (mode == AttackMode::FireAndMovement && c.band == Band::Long)
        return fail(ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "%1 is %2 hexes from %3, long range: %3 may not make a "
                                     "long-range attack in Fire and Movement"),
                        target.name, c.distance, who),
            "Fire and Movement");
    const LosVerdict sight = explained ? los(attacker.hex, target.hex).verdict
                                       : los.verdict(attacker.hex, target.hex).verdict;
    if (sight == LosVerdict::Blocked)
        return fail(ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no line of sight to %2"), who,
                        target.name),
            "Line of sight");
    if (explained)
        c.lines.push_back(explain("attack.band",
            c.distance == 1 ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1: %2 hex, %3 range: dice succeed on %4+"), who,
                c.distance, bandText(c.band), successNumber(c.band))
                            : ruleSentence(HEXFIRE_TEXT("RuleText",
                                               "%1: %2 hexes, %3 range: dice succeed on %4+"),
                                who, c.distance, bandText(c.band), successNumber(c.band)),
            std::to_string(successNumber(c.band)) + "+", successNumber(c.band), "Determining range",
            attacker.id.value));
    c.dice = firepower;
    if (mode == AttackMode::FireAndMovement) {
        c.dice = halfUp(firepower);
        if (explained)
            c.lines.push_back(explain("attack.fire-and-movement",
                firepower % 2
                    ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1: Fire and Movement, half firepower, rounded up"),
                        who)
                    : ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1: Fire and Movement, half firepower"), who),
                std::to_string(c.dice), c.dice, "Fire and Movement", attacker.id.value,
                firepower % 2 != 0));
    } else if (!lead) {
        c.dice = halfUp(firepower);
        if (explained)
            c.lines.push_back(explain("attack.support",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "Combined fire: %1 adds half its firepower, rounded up"),
                    who),
                std::to_string(c.dice), c.dice, "Combined fire", attacker.id.value));
    }
    c.ok = c.dice > 0;
    if (!c.ok)
        return fail(ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no firepower against %2"), who,
                        target.name),
            "Unit values");
    return c;
}

} // namespace hexfire::toi
