#include "core/rules/labataille/lbmelee.h"

#include "core/dice/d66.h"
#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbfirerecord.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmeleeaftermath.h"
#include "core/rules/labataille/lbretreat.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"

#include <algorithm>
#include <map>

namespace hexfire::labataille {

namespace {

constexpr const char *meleeRule = "Melee";
constexpr const char *meleeAssumption = "docs/rules.md: La Bataille melee";
constexpr const char *chartAssumption = "docs/rules.md: La Bataille placeholder melee chart";
constexpr std::size_t maxCheckers = 10; // 2^10 ways the pre-melee checks can go

const LbProfile &profile(const Unit &u) { return *profileOf<LbProfile>(u); }
bool isCavalry(const Unit &u) { return profile(u).kind == UnitKind::Cavalry; }
bool isHeavy(const Unit &u)
{
    return isCavalry(u) && profile(u).movement > 0
        && profile(u).movement <= heavyCavalryMaxMovement;
}
bool isLight(const Unit &u)
{
    return isCavalry(u) && profile(u).movement > heavyCavalryMaxMovement;
}

/** One unit of the melee and its pre-melee check. */
struct Fighter {
    UnitId id;
    bool checks = false;
    std::vector<MoraleModifier> modifiers;
    Approach approach = Approach::Front; /**< an attacker: through which defender hexside */
};

struct Melee {
    Hex target;
    std::vector<Fighter> attackers;
    std::vector<Fighter> defenders;
};

std::vector<const Unit *> unitsOf(
    const GameState &state, const std::vector<Fighter> &fighters, const std::vector<bool> &fights)
{
    std::vector<const Unit *> out;
    for (std::size_t i = 0; i < fighters.size(); ++i) {
        if (fights[i])
            out.push_back(&state.unit(fighters[i].id));
    }
    return out;
}

/** The hex of u next to the target (its own, or the other hex of a line). */
std::optional<Hex> adjacentHex(const Unit &u, Hex target)
{
    std::vector<Hex> hexes {u.hex};
    hexes.insert(hexes.end(), u.alsoIn.begin(), u.alsoIn.end());
    for (const Hex h : hexes) {
        if (distance(h, target) == 1)
            return h;
    }
    return std::nullopt;
}

/** Whether u's front faces the target from `from`. */
bool frontTowards(const Unit &u, Hex from, Hex target)
{
    const auto classes = labataille::hexsideClasses(u);
    const auto sides = exitHexsides(from, target);
    return classes && std::any_of(sides.begin(), sides.end(), [&](HexDirection d) {
        return (*classes)[static_cast<std::size_t>(index(d))] == HexsideClass::Front;
    });
}

/** Fighters that take part without a pre-melee check, and why; empty when it checks. */
std::string noCheckReason(const GameState &state, const Unit &u, bool defending)
{
    const LbProfile &p = profile(u);
    if (p.kind == UnitKind::Cavalry)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "cavalry does not check before a melee"));
    for (const Unit *o : state.unitsIn(u.hex)) {
        if (o->side == u.side && o->id != u.id && profileOf<LbProfile>(*o) && isCavalry(*o))
            return ruleSentence(HEXFIRE_TEXT(
                "RuleText", "infantry stacked with cavalry does not check before a melee"));
    }
    if (defending && p.formation == Formation::GeneralOrder)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "a defender in general order does not check before a melee"));
    if (defending && state.map().terrain(u.hex).id != "clear")
        return ruleSentence(HEXFIRE_TEXT("RuleText", "a defender checks only in clear terrain"));
    return {};
}

/** Increments a unit counts for the pre-melee ratio: an attacking line its top 4. */
int ratioIncrements(const Unit &u, bool attacking, Hex target)
{
    if (!attacking)
        return incrementsIn(u, target);
    return profile(u).formation == Formation::Line ? std::min(4, u.strength) : u.strength;
}

void setupChecks(const LbOptions &o, const GameState &state, Melee &m)
{
    int a = 0;
    int d = 0;
    for (const Fighter &f : m.attackers)
        a += ratioIncrements(state.unit(f.id), true, m.target);
    for (const Fighter &f : m.defenders)
        d += ratioIncrements(state.unit(f.id), false, m.target);
    const int ratio = ratioModifier(a, d, o.meleeOddsStep);
    const std::string ratioText
        = ruleSentence(HEXFIRE_TEXT("RuleText", "increments %1 : %2 (placeholder chart)"), a, d);
    const bool flank = std::any_of(m.attackers.begin(), m.attackers.end(),
        [](const Fighter &f) { return f.approach == Approach::Flank; });
    const bool rear = std::any_of(m.attackers.begin(), m.attackers.end(),
        [](const Fighter &f) { return f.approach == Approach::Rear; });
    for (Fighter &f : m.defenders) {
        const Unit &u = state.unit(f.id);
        f.checks = noCheckReason(state, u, true).empty();
        f.modifiers = stateModifiers(o, state, u);
        f.modifiers.push_back({ratioText, -ratio, chartAssumption, true});
        if (flank)
            f.modifiers.push_back(
                {ruleSentence(HEXFIRE_TEXT("RuleText", "attacked through a flank hexside")), -12,
                    meleeRule, false});
        else if (rear)
            f.modifiers.push_back(
                {ruleSentence(HEXFIRE_TEXT("RuleText", "attacked through the rear")), -6, meleeRule,
                    false});
    }
    for (Fighter &f : m.attackers) {
        const Unit &u = state.unit(f.id);
        f.checks = noCheckReason(state, u, false).empty();
        f.modifiers = stateModifiers(o, state, u);
        f.modifiers.push_back({ratioText, ratio, chartAssumption, true});
        if (f.approach == Approach::Flank)
            f.modifiers.push_back(
                {ruleSentence(HEXFIRE_TEXT("RuleText", "attacks through a flank hexside")), 12,
                    meleeRule, false});
        if (const int lost = LbFireRecord::defensiveFireLosses(state, u.id); lost > 0)
            f.modifiers.push_back({lost == 1
                    ? ruleSentence(
                        HEXFIRE_TEXT("RuleText", "lost %1 increment to defensive fire"), lost)
                    : ruleSentence(
                        HEXFIRE_TEXT("RuleText", "lost %1 increments to defensive fire"), lost),
                LbFireRecord::perIncrementLost * lost, meleeRule, false});
    }
}

/** Both sides' melee values for the units that fight. */
std::pair<int, int> sideValues(const GameState &state, const Melee &m,
    const std::vector<bool> &attackersFight, const std::vector<bool> &defendersFight)
{
    const auto atts = unitsOf(state, m.attackers, attackersFight);
    const auto defs = unitsOf(state, m.defenders, defendersFight);
    int a = 0;
    int d = 0;
    for (std::size_t i = 0, k = 0; i < m.attackers.size(); ++i) {
        if (attackersFight[i])
            a += meleeValue(*atts[k++], true, m.attackers[i].approach, defs);
    }
    for (const Unit *u : defs)
        d += meleeValue(*u, false, Approach::Front, atts);
    return {a, d};
}

std::size_t columnOf(const LbOptions &o, int attack, int defence)
{
    std::vector<OddsColumn> columns;
    for (const MeleeChart::Column &c : o.tables.melee.columns)
        columns.push_back({c.label, c.attack, c.defence});
    if (attack <= 0)
        return 0;
    if (defence <= 0)
        return columns.size() - 1;
    return oddsColumn(columns, attack, defence, o.rounding);
}

int severityOf(const MeleeResult &r)
{
    using K = MeleeResult::Kind;
    switch (r.kind) {
    case K::NoEffect:
    case K::AttackerRouts:
    case K::AttackerDisordered:
        return 0;
    case K::Losses:
        return r.defenderLost > 0 ? 1 : 0;
    case K::DefenderDisordered:
        return 2;
    case K::DefenderRouts:
        return 3;
    case K::DefenderSurrenders:
        return 4;
    }
    return 0;
}

/** The chance of every way the checks can go, each with who still fights. */
struct CheckCase {
    std::vector<bool> fights;
    double probability = 1.0;
};

std::vector<CheckCase> checkCases(const GameState &state, const std::vector<Fighter> &fighters)
{
    std::vector<CheckCase> cases {{std::vector<bool>(fighters.size(), true), 1.0}};
    for (std::size_t i = 0; i < fighters.size(); ++i) {
        if (!fighters[i].checks)
            continue;
        const LbProfile &p = profile(state.unit(fighters[i].id));
        const double pass
            = p.morale > 0 ? passChance(p.morale, totalModifier(fighters[i].modifiers)) : 1.0;
        std::vector<CheckCase> next;
        for (const CheckCase &c : cases) {
            next.push_back({c.fights, c.probability * pass});
            CheckCase failed {c.fights, c.probability * (1.0 - pass)};
            failed.fights[i] = false;
            next.push_back(std::move(failed));
        }
        cases = std::move(next);
    }
    return cases;
}

bool anyone(const std::vector<bool> &fights)
{
    return std::find(fights.begin(), fights.end(), true) != fights.end();
}

/** The odds of every outcome: the defenders falling back, the attackers falling back and each
    result of the chart. */
OddsTable meleeOdds(const LbOptions &o, const GameState &state, const Melee &m)
{
    std::map<std::string, double> p;
    std::map<std::string, MeleeResult> results;
    for (const CheckCase &dc : checkCases(state, m.defenders)) {
        if (!anyone(dc.fights)) {
            p["defenders-fall-back"] += dc.probability;
            continue;
        }
        for (const CheckCase &ac : checkCases(state, m.attackers)) {
            if (!anyone(ac.fights)) {
                p["attackers-fall-back"] += dc.probability * ac.probability;
                continue;
            }
            const auto [a, d] = sideValues(state, m, ac.fights, dc.fights);
            const std::size_t col = columnOf(o, a, d);
            for (int i = 0; i < d66::readings; ++i) {
                const MeleeResult r = o.tables.melee.result(col, d66::reading(i));
                results[r.code()] = r;
                p[r.code()] += dc.probability * ac.probability / d66::readings;
            }
        }
    }
    const std::string where = state.map().label(m.target);
    OddsTable t {where, ruleSentence(HEXFIRE_TEXT("RuleText", "Melee at %1"), where), {}, true, 2,
        ruleSentence(HEXFIRE_TEXT("RuleText", "the defenders lose or give ground")), 1};
    for (const auto &[key, chance] : p) {
        if (key == "defenders-fall-back")
            t.outcomes.push_back({key,
                HEXFIRE_TEXT("RuleText",
                    "The defenders fail their check and fall back; the attacker advances"),
                chance, 2});
        else if (key == "attackers-fall-back")
            t.outcomes.push_back({key,
                HEXFIRE_TEXT("RuleText", "Every attacker fails its check: no melee"), chance, 0});
        else
            t.outcomes.push_back({key, results[key].label(), chance, severityOf(results[key])});
    }
    return t;
}

/** A unit sent back by the melee: by its failed pre-melee check or by the result. */
struct MeleeRetreat {
    UnitId unit;
    bool rout = false;
};

/** Whether a result that disorders the side routs u instead (cavalry, a routed unit). */
bool disorderRouts(const Unit &u) { return isCavalry(u) || u.status.has(statuses::routed); }

/** Who the result sends back, each with its kind of retreat. */
std::vector<MeleeRetreat> resultRetreats(const MeleeResult &res,
    const std::vector<const Unit *> &atts, const std::vector<const Unit *> &defs)
{
    using K = MeleeResult::Kind;
    std::vector<MeleeRetreat> out;
    const auto all = [&](const std::vector<const Unit *> &units, bool disorder) {
        for (const Unit *u : units)
            out.push_back({u->id, !disorder || disorderRouts(*u)});
    };
    switch (res.kind) {
    case K::AttackerRouts:
    case K::AttackerDisordered:
        all(atts, res.kind == K::AttackerDisordered);
        break;
    case K::DefenderRouts:
    case K::DefenderDisordered:
        all(defs, res.kind == K::DefenderDisordered);
        break;
    default:
        break;
    }
    return out;
}

/** Those of `side` whose pre-melee check failed: each falls back as its failure says. */
void checkRetreats(const GameState &state, const std::vector<Fighter> &side,
    const std::vector<bool> &fights, std::vector<MeleeRetreat> &out)
{
    for (std::size_t i = 0; i < side.size(); ++i) {
        if (!fights[i]) {
            const Unit &u = state.unit(side[i].id);
            out.push_back({u.id, failureRouts(u)});
        }
    }
}

/**
 * The chance that each unit retreats, by kind of retreat, over every way the checks and the
 * melee roll can go (as meleeOdds walks them): the retreats' own checks are conditional on it.
 */
std::map<std::pair<std::string, bool>, double> retreatChances(
    const LbOptions &o, const GameState &state, const Melee &m)
{
    std::map<std::pair<std::string, bool>, double> p;
    const auto add = [&](const std::vector<MeleeRetreat> &retreats, double chance) {
        for (const MeleeRetreat &x : retreats)
            p[{x.unit.value, x.rout}] += chance;
    };
    for (const CheckCase &dc : checkCases(state, m.defenders)) {
        std::vector<MeleeRetreat> fellBack;
        checkRetreats(state, m.defenders, dc.fights, fellBack);
        if (!anyone(dc.fights)) {
            add(fellBack, dc.probability);
            continue;
        }
        for (const CheckCase &ac : checkCases(state, m.attackers)) {
            const double both = dc.probability * ac.probability;
            std::vector<MeleeRetreat> before = fellBack;
            checkRetreats(state, m.attackers, ac.fights, before);
            add(before, both);
            if (!anyone(ac.fights))
                continue;
            const auto atts = unitsOf(state, m.attackers, ac.fights);
            const auto defs = unitsOf(state, m.defenders, dc.fights);
            const auto [a, d] = sideValues(state, m, ac.fights, dc.fights);
            const std::size_t col = columnOf(o, a, d);
            for (int i = 0; i < d66::readings; ++i)
                add(resultRetreats(o.tables.melee.result(col, d66::reading(i)), atts, defs),
                    both / d66::readings);
        }
    }
    return p;
}

/** Every unit a retreat of the melee could make check. */
std::vector<UnitId> meleeRetreatCheckers(const LbOptions &o, const GameState &state, const Melee &m)
{
    std::vector<UnitId> out;
    for (const auto *side : {&m.attackers, &m.defenders}) {
        for (const Fighter &f : *side) {
            for (const bool rout : {false, true}) {
                for (const UnitId &id : retreatCheckers(o, state, state.unit(f.id), rout)) {
                    if (std::find(out.begin(), out.end(), id) == out.end())
                        out.push_back(id);
                }
            }
        }
    }
    return out;
}

} // namespace

Approach approachOf(const Unit &defender, Hex target, Hex from)
{
    const auto classes = labataille::hexsideClasses(defender);
    if (!classes)
        return Approach::Front;
    const auto sides = exitHexsides(target, from);
    const auto all = [&](HexsideClass c) {
        return std::all_of(sides.begin(), sides.end(),
            [&](HexDirection d) { return (*classes)[static_cast<std::size_t>(index(d))] == c; });
    };
    if (all(HexsideClass::Flank))
        return Approach::Flank;
    if (all(HexsideClass::Rear))
        return Approach::Rear;
    return Approach::Front;
}

int ratioModifier(int attackerIncrements, int defenderIncrements, int step)
{
    const auto steps = [](int more, int fewer) {
        if (fewer <= 0)
            return 4;
        int k = 0;
        k += more * 2 >= fewer * 3 ? 1 : 0; // 1.5 to 1
        k += more >= fewer * 2 ? 1 : 0;
        k += more >= fewer * 3 ? 1 : 0;
        k += more >= fewer * 4 ? 1 : 0;
        return k;
    };
    if (attackerIncrements >= defenderIncrements)
        return step * steps(attackerIncrements, defenderIncrements);
    return -step * steps(defenderIncrements, attackerIncrements);
}

int meleeValue(const Unit &u, bool attacking, Approach approach,
    const std::vector<const Unit *> &opponents, std::vector<MeleeMultiplier> *out)
{
    const LbProfile &p = profile(u);
    std::vector<MeleeMultiplier> m;
    const auto any
        = [&](auto pred) { return std::any_of(opponents.begin(), opponents.end(), pred); };
    const auto inFormation = [](const Unit *o, Formation f) {
        return profileOf<LbProfile>(*o) && profile(*o).formation == f;
    };
    if (attacking && approach == Approach::Flank)
        m.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "attacks through a flank hexside")), 2,
            1, meleeRule});
    if (attacking && approach == Approach::Rear)
        m.push_back(
            {ruleSentence(HEXFIRE_TEXT("RuleText", "attacks through the rear")), 3, 2, meleeRule});
    if (attacking && p.kind == UnitKind::Infantry
        && any([&](const Unit *o) { return inFormation(o, Formation::Carre); }))
        m.push_back(
            {ruleSentence(HEXFIRE_TEXT("RuleText", "infantry against a carré")), 3, 2, meleeRule});
    if (attacking && p.kind == UnitKind::Cavalry && any([&](const Unit *o) {
            return inFormation(o, Formation::Carre) || inFormation(o, Formation::GeneralOrder);
        }))
        m.push_back(
            {ruleSentence(HEXFIRE_TEXT("RuleText", "cavalry against a carré or general order")), 1,
                3, meleeRule});
    if (isHeavy(u) && any([](const Unit *o) { return profileOf<LbProfile>(*o) && isLight(*o); }))
        m.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "heavy cavalry against light cavalry")),
            2, 1, meleeRule});
    if (isHeavy(u) && p.formation == Formation::Line)
        m.push_back(
            {ruleSentence(HEXFIRE_TEXT("RuleText", "heavy cavalry in line")), 1, 2, meleeRule});
    if (u.status.has(statuses::exhausted))
        m.push_back(
            {ruleSentence(HEXFIRE_TEXT("RuleText", "exhausted")), 1, 3, meleeRule, false, true});
    else if (u.status.has(statuses::tired))
        m.push_back(
            {ruleSentence(HEXFIRE_TEXT("RuleText", "tired")), 1, 2, meleeRule, false, true});
    if (u.status.has(statuses::routed))
        m.push_back(p.kind == UnitKind::Cavalry
                ? MeleeMultiplier {ruleSentence(HEXFIRE_TEXT("RuleText", "routed cavalry")), 1, 4,
                    moraleRule}
                : MeleeMultiplier {
                    ruleSentence(HEXFIRE_TEXT("RuleText", "routed")), 1, 3, moraleRule});
    else if (u.status.has(statuses::disordered))
        m.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "disordered")), 1, 2, moraleRule});
    int num = p.melee * std::max(0, u.strength);
    int den = std::max(1, u.maxStrength);
    num = num / den; // shrunk with the increments lost, rounded down
    den = 1;
    for (const MeleeMultiplier &x : m) {
        num *= x.num;
        den *= x.den;
    }
    if (out)
        *out = std::move(m);
    return num / den;
}

namespace {

/** Increments lost off the units in order, the first first; eliminations included. */
void takeLosses(const std::vector<const Unit *> &units, int lost, Resolution &r)
{
    for (const Unit *u : units) {
        if (lost <= 0)
            return;
        const int n = std::min(lost, u->strength);
        if (n <= 0)
            continue;
        lost -= n;
        Effect e = makeEffect(EffectKind::StrengthLost, "increments-lost", u->id);
        e.count = n;
        e.note = ruleSentence(HEXFIRE_TEXT("RuleText", "melee"));
        r.effects.push_back(std::move(e));
        if (n >= u->strength)
            r.effects.push_back(makeEffect(EffectKind::Eliminated, "eliminated", u->id));
    }
}

/** The first attacker that fought moves into the assaulted hex (DEFAULT: the first). */
void advance(const GameState &state, const Unit &u, Hex target, Resolution &r)
{
    if (!u.alsoIn.empty())
        r.effects.push_back(makeEffect(EffectKind::HexesChanged, "line-closed", u.id));
    Effect moved = makeEffect(EffectKind::Moved, "advance", u.id);
    moved.from = u.hex;
    moved.to = target;
    moved.note = ruleSentence(
        HEXFIRE_TEXT("RuleText", "%1 advances into %2"), u.name, state.map().label(target));
    r.cues.push_back(hexNote(target, "→", moved.note));
    r.effects.push_back(std::move(moved));
}

void applyResult(const LbOptions &o, const GameState &state, const MeleeResult &res,
    const std::vector<const Unit *> &atts, const std::vector<const Unit *> &defs, Hex target,
    Resolution &r)
{
    using K = MeleeResult::Kind;
    for (const MeleeRetreat &x : resultRetreats(res, atts, defs)) {
        if (x.rout)
            applyRout(o, state, state.unit(x.unit), r);
        else
            applyDisorder(o, state, state.unit(x.unit), r);
    }
    bool defendersGone = res.kind == K::DefenderRouts || res.kind == K::DefenderDisordered;
    if (res.kind == K::DefenderSurrenders) {
        for (const Unit *u : defs)
            r.effects.push_back(makeEffect(EffectKind::Eliminated, "surrendered", u->id));
        defendersGone = true;
    } else if (res.kind == K::Losses) {
        takeLosses(atts, res.attackerLost, r);
        takeLosses(defs, res.defenderLost, r);
        int left = 0;
        for (const Unit *u : defs)
            left += u->strength;
        defendersGone = res.defenderLost >= left;
    }
    if (defendersGone && !atts.empty())
        advance(state, *atts.front(), target, r);
}

/** The units of one side that fight, with the way each attacker came in. */
MeleeSide sideOf(const GameState &state, const std::vector<Fighter> &fighters,
    const std::vector<bool> &fights, bool attacking)
{
    MeleeSide side;
    side.attacking = attacking;
    for (std::size_t i = 0; i < fighters.size(); ++i) {
        if (!fights[i])
            continue;
        side.units.push_back(&state.unit(fighters[i].id));
        side.approaches.push_back(fighters[i].approach);
    }
    return side;
}

/** The pre-melee checks of one side, in order; who still fights. */
std::vector<bool> rollChecks(const LbOptions &o, const GameState &state,
    const std::vector<Fighter> &side, std::string_view why, DiceSource &dice, Resolution &r)
{
    std::vector<bool> fights;
    for (const Fighter &f : side) {
        const Unit &u = state.unit(f.id);
        // The checks its fall-back calls for are rolled with the melee's other retreats.
        fights.push_back(!f.checks
            || resolveCheck(o, state, u, f.modifiers, why, dice, r, CheckFailure::ByState, false));
    }
    return fights;
}

class MeleePlan final : public SystemPlan<LaBatailleRuleSet> {
public:
    Melee melee;

protected:
    void resolveWith(const LaBatailleRuleSet &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const override
    {
        r = startResolution(evaluation);
        const LbOptions &o = rules.options();
        const std::string where = state.map().label(melee.target);
        const std::string why = ruleSentence(HEXFIRE_TEXT("RuleText", "Pre-melee check"));
        const auto defFight = rollChecks(o, state, melee.defenders, why, dice, r);
        std::vector<MeleeRetreat> retreats;
        checkRetreats(state, melee.defenders, defFight, retreats);
        if (!anyone(defFight)) {
            r.outcomes.push_back({where, "defenders-fall-back",
                HEXFIRE_TEXT("RuleText",
                    "The defenders fail their check and fall back; the attacker advances")});
            advance(state, state.unit(melee.attackers.front().id), melee.target, r);
            rollRetreatChecks(o, state, retreats, dice, r);
            return;
        }
        const auto attFight = rollChecks(o, state, melee.attackers, why, dice, r);
        checkRetreats(state, melee.attackers, attFight, retreats);
        if (!anyone(attFight)) {
            r.outcomes.push_back({where, "attackers-fall-back",
                HEXFIRE_TEXT("RuleText", "Every attacker fails its check: no melee")});
            rollRetreatChecks(o, state, retreats, dice, r);
            return;
        }
        const auto [a, d] = sideValues(state, melee, attFight, defFight);
        const std::size_t col = columnOf(o, a, d);
        const int tens
            = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "melee roll, tens die")));
        const int ones
            = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "melee roll, ones die")));
        const int reading = d66::reading(tens, ones);
        r.cues.push_back(dieCue(
            melee.target, 6, tens, ruleSentence(HEXFIRE_TEXT("RuleText", "melee roll, tens die"))));
        r.cues.push_back(dieCue(
            melee.target, 6, ones, ruleSentence(HEXFIRE_TEXT("RuleText", "melee roll, ones die"))));
        const MeleeResult res = o.tables.melee.result(col, reading);
        r.lines.push_back(explain("melee.result",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "melee values %1 : %2, melee chart column %3, roll %4 (row %5): %6"),
                a, d, o.tables.melee.columns[col].label, reading, o.tables.melee.band(reading),
                res.label()),
            res.code(), std::nullopt, o.tables.melee.notOfficial ? chartAssumption : meleeRule,
            where, false, o.tables.melee.notOfficial));
        Effect roll = makeEffect(EffectKind::Record, "melee-roll", std::nullopt);
        roll.note = ruleSentence(
            HEXFIRE_TEXT("RuleText", "melee at %1 reads %2: %3"), where, reading, res.code());
        r.effects.push_back(std::move(roll));
        r.finals.push_back({"melee.reading", ruleSentence(HEXFIRE_TEXT("RuleText", "Melee roll")),
            reading, where});
        r.outcomes.push_back({where, res.code(), res.label()});
        const MeleeSide atts = sideOf(state, melee.attackers, attFight, true);
        const MeleeSide defs = sideOf(state, melee.defenders, defFight, false);
        LbMeleeAftermath::applyReadiness(atts, defs, r);
        const std::size_t first = r.effects.size();
        applyResult(o, state, res, atts.units, defs.units, melee.target, r);
        std::vector<const Unit *> fought = atts.units;
        fought.insert(fought.end(), defs.units.begin(), defs.units.end());
        LbMeleeAftermath::applyZoneLosses(state, fought, first, r);
        const std::vector<MeleeRetreat> sent = resultRetreats(res, atts.units, defs.units);
        retreats.insert(retreats.end(), sent.begin(), sent.end());
        rollRetreatChecks(o, state, retreats, dice, r);
    }

private:
    /** The checks of the units the retreats pass or over-stack, then "not checked" for every
        unit a retreat could have reached and none did. */
    void rollRetreatChecks(const LbOptions &o, const GameState &state,
        const std::vector<MeleeRetreat> &retreats, DiceSource &dice, Resolution &r) const
    {
        for (const MeleeRetreat &x : retreats)
            resolveRetreatChecks(o, state, state.unit(x.unit), x.rout, dice, r);
        noteNotChecked(meleeRetreatCheckers(o, state, melee), r);
    }
};

/** The attackers of the action, each refused with its reason; the approach of each. */
std::string checkAttackers(const GameState &state, const Action &action, Hex target,
    const Unit &principal, bool following, Melee &m)
{
    const Unit &lead = state.unit(action.actors.front());
    const std::string where = state.map().label(target);
    for (const UnitId &id : action.actors) {
        const Unit &u = state.unit(id);
        const LbProfile *p = profileOf<LbProfile>(u);
        if (!u.onMap())
            return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not on the map"), u.name);
        if (u.side != lead.side)
            return ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is not on the same side as %2"), u.name, lead.name);
        if (!p)
            return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not a La Bataille unit"), u.name);
        if (p->kind == UnitKind::Leader)
            return ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is a leader and does not assault"), u.name);
        if (u.status.has(statuses::routed))
            return ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is routed: routed units do not assault"), u.name);
        if (p->melee <= 0)
            return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no melee value"), u.name);
        const auto from = adjacentHex(u, target);
        if (!from)
            return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not next to %2"), u.name, where);
        if (!frontTowards(u, *from, target))
            return ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "%1 faces away from %2: a unit assaults only through its "
                                    "front hexsides"),
                u.name, where);
        // A unit that follows a retreat assaults the hex the defender went to instead.
        if (const auto firedAt = LbFireRecord::offensiveTarget(state, u.id);
            firedAt && *firedAt != target && !following)
            return ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "%1 fired at %2 in the Offensive Fire segment: a unit that "
                                    "fired assaults only the hex it fired at"),
                u.name, state.map().label(*firedAt));
        m.attackers.push_back({u.id, false, {}, approachOf(principal, target, *from)});
    }
    return {};
}

std::string fraction(const MeleeMultiplier &m)
{
    if (m.den == 1)
        return "× " + std::to_string(m.num);
    if (m.num == 1)
        return "× 1/" + std::to_string(m.den);
    return "× " + std::to_string(m.num) + "/" + std::to_string(m.den);
}

/** One line per unit: its melee value and what made it; the two sides' totals. */
std::pair<int, int> explainValues(const GameState &state, const Melee &m, Evaluation &e)
{
    std::vector<const Unit *> atts;
    std::vector<const Unit *> defs;
    for (const Fighter &f : m.attackers)
        atts.push_back(&state.unit(f.id));
    for (const Fighter &f : m.defenders)
        defs.push_back(&state.unit(f.id));
    int total[2] = {0, 0};
    for (int side = 0; side < 2; ++side) {
        const auto &units = side == 0 ? atts : defs;
        for (std::size_t i = 0; i < units.size(); ++i) {
            const Unit &u = *units[i];
            std::vector<MeleeMultiplier> mult;
            const Approach a = side == 0 ? m.attackers[i].approach : Approach::Front;
            const int v = meleeValue(u, side == 0, a, side == 0 ? defs : atts, &mult);
            bool assumed = u.strength < u.maxStrength;
            std::string text;
            if (side == 0)
                text = assumed
                    ? ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1 attacking: melee %2 with %3 of %4 increments"),
                        u.name, profile(u).melee, u.strength, u.maxStrength)
                    : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 attacking: melee %2"), u.name,
                        profile(u).melee);
            else
                text = assumed
                    ? ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1 defending: melee %2 with %3 of %4 increments"),
                        u.name, profile(u).melee, u.strength, u.maxStrength)
                    : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 defending: melee %2"), u.name,
                        profile(u).melee);
            for (const MeleeMultiplier &x : mult) {
                text += ", " + fraction(x) + " " + x.what;
                assumed = assumed || x.den > 1;
            }
            e.lines.push_back(explain(side == 0 ? "melee.attack" : "melee.defence", text,
                std::to_string(v), v, assumed ? meleeAssumption : meleeRule, u.id.value, assumed));
            total[side] += v;
        }
    }
    return {total[0], total[1]};
}

/** The pre-melee checks: each unit's check, or why it does not check. */
void explainChecks(const LbOptions &o, const GameState &state, const Melee &m, Evaluation &e)
{
    bool defenderChecks = false;
    for (int side = 1; side >= 0; --side) {
        for (const Fighter &f : side == 0 ? m.attackers : m.defenders) {
            const Unit &u = state.unit(f.id);
            if (!f.checks) {
                e.lines.push_back(
                    explain("melee.nocheck", u.name + ": " + noCheckReason(state, u, side == 1), "",
                        std::nullopt, meleeRule, u.id.value));
                continue;
            }
            const std::size_t dice = e.dice.size();
            // The checks its fall-back calls for are listed with the melee's other retreats.
            explainCheck(o, state, u, f.modifiers,
                side == 1
                    ? ruleSentence(HEXFIRE_TEXT("RuleText", "Pre-melee check of the defender"))
                    : ruleSentence(HEXFIRE_TEXT("RuleText", "Pre-melee check of the attacker")),
                e, CheckFailure::ByState, false);
            if (!e.odds.empty() && e.odds.back().outcomes.size() == 2)
                e.odds.back().outcomes.back().label
                    = HEXFIRE_TEXT("RuleText", "Fails: disordered, falls back and does not fight");
            for (std::size_t i = dice; i < e.dice.size(); ++i)
                e.dice[i].conditional = side == 0 && defenderChecks;
            defenderChecks = defenderChecks || side == 1;
        }
    }
}

void explainMelee(const LbOptions &o, const GameState &state, const Melee &m, Evaluation &e)
{
    const std::string where = state.map().label(m.target);
    const auto [a, d] = explainValues(state, m, e);
    const std::size_t col = columnOf(o, a, d);
    e.lines.push_back(explain("melee.odds",
        o.rounding == OddsRounding::DefenderFavoured
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "melee values %1 : %2 if every unit fights (rounded for the "
                               "defender)"),
                a, d)
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                               "melee values %1 : %2 if every unit fights (rounded for the "
                               "attacker)"),
                a, d),
        o.tables.melee.columns[col].label, std::nullopt, "docs/rules.md: La Bataille odds rounding",
        where, true, o.tables.melee.notOfficial));
    e.finals.push_back({"melee.attack",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Melee value of the attackers")), a, where});
    e.finals.push_back({"melee.defence",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Melee value of the defenders")), d, where});
    e.finals.push_back({"melee.column", ruleSentence(HEXFIRE_TEXT("RuleText", "Melee odds column")),
        static_cast<int>(col), where, o.tables.melee.columns[col].label});
    explainChecks(o, state, m, e);
    const std::vector<bool> attackersAll(m.attackers.size(), true);
    const std::vector<bool> defendersAll(m.defenders.size(), true);
    LbMeleeAftermath::explainReadiness(sideOf(state, m.attackers, attackersAll, true),
        sideOf(state, m.defenders, defendersAll, false), e.lines);
    e.odds.push_back(meleeOdds(o, state, m));
    const bool checks = std::any_of(m.defenders.begin(), m.defenders.end(),
                            [](const Fighter &f) { return f.checks; })
        || std::any_of(
            m.attackers.begin(), m.attackers.end(), [](const Fighter &f) { return f.checks; });
    e.dice.push_back({6, ruleSentence(HEXFIRE_TEXT("RuleText", "melee roll, tens die")), checks});
    e.dice.push_back({6, ruleSentence(HEXFIRE_TEXT("RuleText", "melee roll, ones die")), checks});
    for (const auto &[key, chance] : retreatChances(o, state, m))
        explainRetreatChecks(o, state, state.unit(UnitId {key.first}), key.second, chance, e);
}

} // namespace

Evaluation LbMelee::evaluate(const GameState &state, const Action &action) const
{
    return action.via ? evaluateFollow(state, action) : evaluateAt(state, action, false);
}

Evaluation LbMelee::evaluateAt(const GameState &state, const Action &action, bool following) const
{
    Evaluation e = startEvaluation(action, {}, m_options.tables.melee.notOfficial);
    for (const char *key : {"labataille.melee", "labataille.placeholder-melee",
             "labataille.odds-rounding", "labataille.above-66"})
        assume(m_options, e, key);
    for (Assumption &a : LbMeleeAftermath::assumptions())
        e.assumptions.push_back(std::move(a));
    if (action.actors.empty())
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "select the units that assault")), meleeRule);
    if (action.actors.size() > maxCheckers / 2)
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "at most five units assault one hex at once in HexFire")),
            meleeRule);
    if (!action.target || !state.map().contains(*action.target))
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "choose the hex to assault")), meleeRule);
    Melee m;
    m.target = *action.target;
    const std::string where = state.map().label(m.target);
    const Unit &lead = state.unit(action.actors.front());
    std::vector<const Unit *> defenders;
    for (const Unit *u : state.unitsIn(m.target)) {
        if (u->side != lead.side && profileOf<LbProfile>(*u)
            && profile(*u).kind != UnitKind::Leader)
            defenders.push_back(u);
    }
    if (defenders.empty())
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "there is no enemy unit to assault in %1"), where),
            meleeRule);
    // The principal defender (top infantry, else the top unit) takes the attack's direction.
    std::vector<const Unit *> order(defenders.rbegin(), defenders.rend());
    std::stable_partition(order.begin(), order.end(),
        [](const Unit *u) { return profile(*u).kind == UnitKind::Infantry; });
    if (std::string why = checkAttackers(state, action, m.target, *order.front(), following, m);
        !why.empty())
        return refused(std::move(e), why, meleeRule);
    for (const Unit *u : order)
        m.defenders.push_back({u->id, false, {}, Approach::Front});
    setupChecks(m_options, state, m);
    explainMelee(m_options, state, m, e);
    auto plan = std::make_shared<MeleePlan>();
    plan->melee = std::move(m);
    e.plan = std::move(plan);
    return e;
}

namespace {

/** The melee of a unit that followed a retreat: resolved where it stands after the step, the
    step itself first among the effects. */
class FollowPlan final : public EvaluationPlan {
public:
    GameState after;
    Effect step;
    std::shared_ptr<const EvaluationPlan> melee;

    FollowPlan(GameState a, Effect s, std::shared_ptr<const EvaluationPlan> m)
        : after(std::move(a))
        , step(std::move(s))
        , melee(std::move(m))
    { }

    void resolve(const RuleSet &rules, const GameState &, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override
    {
        melee->resolve(rules, after, evaluation, dice, r);
        r.effects.insert(r.effects.begin(), step);
    }
};

/** Why u may not follow one hex into `via` to assault `target`, or empty. */
std::string followRefusal(const GameState &state, const Unit &u, Hex via, Hex target)
{
    const std::string at = state.map().label(via);
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!u.onMap() || !p)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is not a La Bataille unit on the map"), u.name);
    if (!u.alsoIn.empty())
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 stands in line across two hexes: a line does not follow a "
                                "retreat"),
            u.name);
    if (!state.map().contains(via) || distance(u.hex, via) != 1)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is not next to %2: the attacker follows one hex"), at,
            u.name);
    for (const Unit *o : state.unitsIn(via)) {
        if (o->side != u.side)
            return ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "an enemy unit holds %1: the attacker follows into a free hex"),
                at);
    }
    if (!terrainStepCost(state, p->kind, u.hex, directionTo(u.hex, via)))
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 may not enter %2"), u.name, at);
    if (distance(via, target) != 1)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is not next to %2: the attacker follows one hex and assaults "
                                "from there"),
            state.map().label(target), at);
    const auto there = state.unitsIn(target);
    if (std::none_of(there.begin(), there.end(),
            [&](const Unit *o) { return o->side != u.side && o->status.has(statuses::retreated); }))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "no unit in %1 retreated before melee more than one hex: the "
                                "attacker follows only such a retreat"),
            state.map().label(target));
    return {};
}

} // namespace

Evaluation LbMelee::evaluateFollow(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action, {}, m_options.tables.melee.notOfficial);
    if (action.actors.size() != 1)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "select the one unit that follows the retreat")),
            meleeRule);
    if (!action.target || !state.map().contains(*action.target))
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "choose the hex to assault")), meleeRule);
    const Unit &u = state.unit(action.actors.front());
    const Hex via = *action.via;
    if (std::string why = followRefusal(state, u, via, *action.target); !why.empty())
        return refused(std::move(e), why, meleeRule);
    Effect step = makeEffect(EffectKind::Moved, "follow", u.id);
    step.from = u.hex;
    step.to = via;
    step.note = ruleSentence(
        HEXFIRE_TEXT("RuleText", "%1 follows the retreat into %2"), u.name, state.map().label(via));
    GameState after = state;
    after.apply({step});
    Evaluation melee = evaluateAt(after, action, true);
    if (!melee.legal)
        return melee;
    assume(m_options, melee, "labataille.retreat-before-melee");
    melee.lines.insert(melee.lines.begin(),
        explain("melee.follow",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 follows the retreat one hex into %2 and assaults again, without "
                             "defensive fire and without changing formation"),
                u.name, state.map().label(via)),
            "", std::nullopt, meleeRule, u.id.value));
    melee.cues.push_back(hexNote(via, "→", step.note));
    melee.plan = std::make_shared<FollowPlan>(std::move(after), std::move(step), melee.plan);
    return melee;
}

} // namespace hexfire::labataille
