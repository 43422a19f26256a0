#include "core/rules/tlhy/tlhyassaultresolution.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"
#include "core/rules/tlhy/tlhyassume.h"
#include "core/rules/tlhy/tlhymarker.h"
#include "core/rules/tlhy/tlhyruleset.h"
#include "core/rules/tlhy/tlhyunit.h"

#include <algorithm>
#include <memory>
#include <tuple>

namespace hexfire {

namespace {

namespace k = tlhykeys;
using Result = TlhyAssaultResolution::Result;
using UnitFacts = TlhyAssaultResolution::UnitFacts;
using SideGroup = TlhyAssaultResolution::SideGroup;
using HexPlan = TlhyAssaultResolution::HexPlan;
using Modifier = TlhyAssaultResolution::Modifier;

constexpr int cohesionCap = 3; // 14.0: the Cohesion difference counts at most ±3
constexpr int netCap = 4; // 14.0: the net DRM is capped at −4…+4
constexpr int retreatDistance = 2; // 14.3.3: 2–4 hexes; HexFire retreats the minimum

UnitFacts factsOf(const Unit &u)
{
    const TlhyProfile &p = TlhyUnit::profile(u);
    return {u.id, u.name, TlhyUnit::cohesion(u), p.assaultValue, p.smallArmsValue, u.strength,
        TlhyUnit::isLeader(u), TlhyUnit::isVehicle(u), TlhyUnit::isDisrupted(u),
        TlhyUnit::isConcealed(u), TlhyUnit::isRegrouping(u), TlhyUnit::isHeroic(u), p.company};
}

std::string resultKey(Result r)
{
    switch (r) {
    case Result::AttackerWins:
        return "attacker-wins";
    case Result::DefenderWins:
        return "defender-wins";
    case Result::Continues:
        break;
    }
    return "continues";
}

std::string resultLabel(const HexPlan &p, Result r)
{
    switch (r) {
    case Result::AttackerWins:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "The %1 attackers win: the %2 units retreat"),
            p.attacker.name, p.defender.name);
    case Result::DefenderWins:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "The %1 defenders win: the %2 units retreat"),
            p.defender.name, p.attacker.name);
    case Result::Continues:
        break;
    }
    return ruleSentence(HEXFIRE_TEXT("RuleText", "The fight continues next turn"));
}

std::optional<Result> resultFromKey(const std::string &key)
{
    for (const Result r : {Result::AttackerWins, Result::DefenderWins, Result::Continues}) {
        if (resultKey(r) == key)
            return r;
    }
    return std::nullopt;
}

bool hexHas(const MapGrid &map, Hex h, std::string_view id)
{
    return map.terrain(h).id == id || map.hasFeature(h, id);
}

/** The distinct non-empty companies of a side's units. */
std::size_t companies(const SideGroup &g)
{
    std::vector<std::string> seen;
    for (const UnitFacts &u : g.units) {
        if (!u.company.empty() && std::find(seen.begin(), seen.end(), u.company) == seen.end())
            seen.push_back(u.company);
    }
    return seen.size();
}

template <typename Pred> bool any(const SideGroup &g, Pred pred)
{
    return std::any_of(g.units.begin(), g.units.end(), pred);
}

/** The cover modifiers of the hex: urban building, up hill, IP/wall/rural building. */
void terrainModifiers(
    const GameState &state, const TlhyOptions &options, Hex hex, std::vector<Modifier> &out)
{
    const MapGrid &map = state.map();
    if (hexHas(map, hex, "stone-building") || hexHas(map, hex, "wooden-building"))
        out.push_back({"urban",
            ruleSentence(HEXFIRE_TEXT("RuleText", "the defenders are in an urban building")), -2});
    bool higher = false;
    for (const HexDirection d : allDirections) {
        const Hex n = neighbor(hex, d);
        higher = higher || (map.contains(n) && map.elevation(n) < map.elevation(hex));
    }
    if (hexHas(map, hex, "hill") || higher)
        out.push_back({"up-hill",
            ruleSentence(HEXFIRE_TEXT("RuleText", "the attackers assault up hill")), -1});
    std::string cover;
    for (const std::string &f : map.features(hex)) {
        const TlhyTerrainEffect *t = options.tables.find(f);
        if (t && t->position && cover.empty())
            cover = ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "the defenders are in %1 (improved position, wall or rural "
                                     "building)"),
                translatedRuleText(t->name));
    }
    if (cover.empty() && hexHas(map, hex, "hut"))
        cover = ruleSentence(HEXFIRE_TEXT("RuleText",
            "the defenders are in a rural building (improved position, wall "
            "or rural building)"));
    for (const HexDirection d : allDirections) {
        if (cover.empty() && map.hexsideFeature(hex, d) == "wall")
            cover = ruleSentence(HEXFIRE_TEXT("RuleText",
                "a wall borders the hex (improved position, wall or rural "
                "building)"));
    }
    if (!cover.empty())
        out.push_back({"cover", cover, -1});
}

/** The Cohesion difference, for the attacker, when both sides have combat units. */
void cohesionModifier(const SideGroup &a, const SideGroup &d, std::vector<Modifier> &out)
{
    if (!a.hasCombat() || !d.hasCombat()) {
        out.push_back({"cohesion",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "no Cohesion difference: only one side has combat units")),
            0});
        return;
    }
    const int ca = a.bestCohesion(true);
    const int cd = d.bestCohesion(true);
    const int diff = std::clamp(ca - cd, -cohesionCap, cohesionCap);
    out.push_back({"cohesion",
        std::abs(ca - cd) > cohesionCap
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "Cohesion difference: best %1 %2 against best %3 %4 (at most 3)"),
                a.name, ca, d.name, cd)
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "Cohesion difference: best %1 %2 against best %3 %4"),
                a.name, ca, d.name, cd),
        diff});
}

/** Every modifier of 14.0 that HexFire can read, for the attacker. */
std::vector<Modifier> modifiers(const GameState &state, const TlhyOptions &options, Hex hex,
    const SideGroup &a, const SideGroup &d)
{
    std::vector<Modifier> out;
    cohesionModifier(a, d, out);
    terrainModifiers(state, options, hex, out);
    if (any(d, [](const UnitFacts &u) { return u.concealed; }))
        out.push_back({"concealed",
            ruleSentence(HEXFIRE_TEXT("RuleText", "a %1 defender is concealed"), d.name), -1});
    if (companies(a) > 1)
        out.push_back({"fragmented",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "the %1 attackers are of several companies"), a.name),
            -1});
    if (companies(d) > 1)
        out.push_back({"fragmented",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "the %1 defenders are of several companies"), d.name),
            1});
    if (any(d, [](const UnitFacts &u) { return u.regrouping; }))
        out.push_back({"regrouping",
            ruleSentence(HEXFIRE_TEXT("RuleText", "a %1 defender is regrouping"), d.name), 1});
    if (any(a, [](const UnitFacts &u) { return u.regrouping; }))
        out.push_back({"regrouping",
            ruleSentence(HEXFIRE_TEXT("RuleText", "a %1 attacker is regrouping"), a.name), -1});
    if (any(a, [](const UnitFacts &u) { return u.heroic; })
        && hexHas(state.map(), hex, "fortified-position"))
        out.push_back({"heroic",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "a heroic %1 attacker against a fortified position"),
                a.name),
            1});
    return out;
}

/** 14.0's automatic results that HexFire can apply; none leaves the result to the players. */
void automaticResult(HexPlan &p)
{
    const SideGroup &a = p.attacker;
    const SideGroup &d = p.defender;
    if (d.units.empty() || a.units.empty()) {
        p.automatic = d.units.empty() ? Result::AttackerWins : Result::DefenderWins;
        p.automaticText = ruleSentence(
            HEXFIRE_TEXT("RuleText", "only the %1 side is left in %2: the assault ends"),
            d.units.empty() ? a.name : d.name, p.where);
        return;
    }
    const auto onlyVehicles
        = [](const SideGroup &g) { return !any(g, [](const UnitFacts &u) { return !u.vehicle; }); };
    if (onlyVehicles(a) && onlyVehicles(d)) {
        p.automaticText = ruleSentence(HEXFIRE_TEXT("RuleText",
            "only vehicles on both sides: the lower ATV would "
            "retreat, but HexFire has no ATV; the players "
            "decide"));
        return;
    }
    if (a.hasCombat() && d.hasCombat())
        return;
    const int ca = a.bestCohesion(false);
    const int cd = d.bestCohesion(false);
    if (ca == cd) {
        p.automaticText
            = ruleSentence(HEXFIRE_TEXT("RuleText",
                               "only non-combat units on one side and the best Cohesion "
                               "is level (%1 against %2): the players decide"),
                ca, cd);
        return;
    }
    p.automatic = ca < cd ? Result::DefenderWins : Result::AttackerWins;
    p.automaticText = ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "only non-combat units on one side: the lower Cohesion (%1, "
                                       "%2 against %3) retreats"),
        ca < cd ? a.name : d.name, ca, cd);
}

std::string retreatText(const GameState &state, const SideGroup &g)
{
    return g.retreat ? state.map().label(*g.retreat) : std::string();
}

Effect casualtyEffect(const UnitFacts &u, EffectKind kind, std::string_view name, std::string note)
{
    Effect e = makeEffect(kind, std::string(name), u.id);
    e.count = kind == EffectKind::StrengthLost ? 1 : 0;
    e.note = std::move(note);
    return e;
}

/** The losing side's retreat, after its best unit's casualty when there is one. */
void retreatEffects(const HexPlan &p, const SideGroup &g, bool casualty, std::vector<Effect> &out)
{
    const UnitFacts *hit = casualty ? g.bestUnit() : nullptr;
    for (const UnitFacts &u : g.units) {
        if (hit && hit->id == u.id) {
            out.push_back(casualtyEffect(u, EffectKind::StrengthLost, k::casualty,
                ruleSentence(HEXFIRE_TEXT(
                    "RuleText", "the loser's best unit takes a casualty (placeholder)"))));
            if (u.strength <= 1) {
                out.push_back(casualtyEffect(u, EffectKind::Eliminated, k::eliminated,
                    ruleSentence(
                        HEXFIRE_TEXT("RuleText", "casualty on a reduced or one-step unit"))));
                continue;
            }
        }
        if (!g.retreat) {
            out.push_back(casualtyEffect(u, EffectKind::Eliminated, k::eliminated,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "cannot retreat from %1: eliminated"), p.where)));
            continue;
        }
        Effect m = makeEffect(EffectKind::Moved, std::string(k::moved), u.id);
        m.from = p.hex;
        m.to = *g.retreat;
        m.note
            = ruleSentence(HEXFIRE_TEXT("RuleText", "retreats from %1 after the assault"), p.where);
        out.push_back(m);
    }
}

} // namespace

bool SideGroup::hasCombat() const
{
    return any(*this, [](const UnitFacts &u) { return !u.leader; });
}

int SideGroup::bestCohesion(bool combatOnly) const
{
    int best = 0;
    for (const UnitFacts &u : units) {
        if (!combatOnly || !u.leader)
            best = std::max(best, u.cohesion);
    }
    return best;
}

int SideGroup::bestAssaultValue() const
{
    int best = 0;
    for (const UnitFacts &u : units)
        best = std::max(best, u.assaultValue);
    return best;
}

const UnitFacts *SideGroup::bestUnit() const
{
    const UnitFacts *best = nullptr;
    const auto key = [](const UnitFacts &u) {
        return std::make_tuple(!u.leader, u.cohesion, u.assaultValue, u.smallArmsValue);
    };
    for (const UnitFacts &u : units) {
        if (!best || key(u) > key(*best))
            best = &u;
    }
    return best;
}

std::vector<Hex> TlhyAssaultResolution::assaultHexes(const GameState &state)
{
    std::vector<Hex> result;
    for (const Marker &m : state.markers()) {
        if (m.kind == k::assaultNationality && state.map().contains(m.hex)
            && std::find(result.begin(), result.end(), m.hex) == result.end())
            result.push_back(m.hex);
    }
    const MapCoordinates &c = state.map().coordinates();
    std::sort(result.begin(), result.end(),
        [&](Hex a, Hex b) { return c.tryCellIndex(a) < c.tryCellIndex(b); });
    return result;
}

namespace {

bool enemyIn(const GameState &state, Hex h, const SideId &side)
{
    const auto units = state.unitsAt(h);
    return std::any_of(units.begin(), units.end(), [&](const Unit *u) { return u->side != side; });
}

bool impactIn(const GameState &state, Hex h)
{
    const auto markers = state.markersAt(h);
    return std::any_of(markers.begin(), markers.end(), [](const Marker *m) {
        return m->kind == k::primaryImpact || m->kind == k::secondaryImpact;
    });
}

/** The distance from h to the nearest unit (outside `except`) that is (enemy) or is not of side. */
int nearest(const GameState &state, Hex h, Hex except, const SideId &side, bool enemy)
{
    int best = 1000; // no such unit: every hex is as good
    for (const Unit &u : state.units()) {
        if (u.onMap() && u.hex != except && (u.side != side) == enemy)
            best = std::min(best, distance(u.hex, h));
    }
    return best;
}

} // namespace

std::optional<Hex> TlhyAssaultResolution::retreatHex(
    const GameState &state, Hex hex, const SideId &side)
{
    const MapGrid &map = state.map();
    std::optional<Hex> best;
    std::tuple<int, int, int> bestKey;
    for (const Hex c : ring(hex, retreatDistance)) {
        if (!map.contains(c) || enemyIn(state, c, side) || impactIn(state, c))
            continue;
        const auto firstSteps = ring(hex, 1);
        const bool path = std::any_of(firstSteps.begin(), firstSteps.end(),
            [&](Hex n) { return map.contains(n) && adjacent(n, c) && !enemyIn(state, n, side); });
        if (!path)
            continue;
        // Away from the enemy first, then towards friends, then the map's cell order.
        const std::tuple<int, int, int> key {-nearest(state, c, hex, side, true),
            nearest(state, c, hex, side, false), map.coordinates().tryCellIndex(c)};
        if (!best || key < bestKey) {
            best = c;
            bestKey = key;
        }
    }
    return best;
}

TlhyAssaultResolution::HexPlan TlhyAssaultResolution::plan(const GameState &state, Hex hex) const
{
    HexPlan p;
    p.hex = hex;
    p.where = state.map().label(hex);
    for (const Marker *m : state.markersAt(hex)) {
        if (m->kind == k::assaultNationality && m->side && p.attacker.side.value.empty())
            p.attacker.side = *m->side;
        if (m->kind == k::assaultNationality)
            p.leaving.push_back(*m);
    }
    for (const Marker &m : state.markers()) {
        if (m.kind == k::assaultArrow && TlhyMarker::pointsTo(m) == hex)
            p.leaving.push_back(m);
    }
    for (const Unit *u : state.unitsAt(hex)) {
        if (!TlhyUnit::hasProfile(*u))
            continue;
        if (u->side != p.attacker.side && p.defender.side.value.empty())
            p.defender.side = u->side;
        if (u->side == p.attacker.side || u->side == p.defender.side)
            (u->side == p.attacker.side ? p.attacker : p.defender).units.push_back(factsOf(*u));
    }
    for (SideGroup *g : {&p.attacker, &p.defender}) {
        const Side *side = state.findSide(g->side);
        g->name = side ? side->name : std::string("defending");
        g->retreat = retreatHex(state, hex, g->side);
        g->retreatWhere = retreatText(state, *g);
    }
    automaticResult(p);
    p.modifiers = modifiers(state, m_options, hex, p.attacker, p.defender);
    int sum = 0;
    for (const Modifier &m : p.modifiers)
        sum += m.value;
    p.net = std::clamp(sum, -netCap, netCap);
    return p;
}

Result TlhyAssaultResolution::placeholderResult(
    const HexPlan &plan, int attackerDie, int defenderDie)
{
    const int a = attackerDie + plan.attacker.bestAssaultValue() + plan.net;
    const int d = defenderDie + plan.defender.bestAssaultValue();
    return a > d ? Result::AttackerWins : a < d ? Result::DefenderWins : Result::Continues;
}

std::array<double, 3> TlhyAssaultResolution::placeholderOdds(const HexPlan &plan)
{
    std::array<int, 3> count {0, 0, 0};
    for (int a = 1; a <= 10; ++a) {
        for (int d = 1; d <= 10; ++d)
            ++count[static_cast<std::size_t>(placeholderResult(plan, a, d))];
    }
    return {count[0] / 100.0, count[1] / 100.0, count[2] / 100.0};
}

std::vector<Effect> TlhyAssaultResolution::effects(const HexPlan &plan, Result r, bool casualty)
{
    std::vector<Effect> out;
    if (r == Result::Continues)
        return out;
    retreatEffects(plan, r == Result::AttackerWins ? plan.defender : plan.attacker, casualty, out);
    for (const Marker &m : plan.leaving) {
        Effect e = makeEffect(EffectKind::MarkerRemoved, std::string(k::markerRemoved));
        e.marker = m;
        e.note = ruleSentence(HEXFIRE_TEXT("RuleText", "the assault in %1 is over"), plan.where);
        out.push_back(e);
    }
    return out;
}

namespace {

std::string unitText(const UnitFacts &u)
{
    std::string flags;
    const auto flag = [&](bool on, std::string_view word) {
        if (on)
            flags += (flags.empty() ? "" : ", ") + std::string(translatedRuleText(word));
    };
    flag(u.leader, HEXFIRE_TEXT("RuleText", "leader"));
    flag(u.disrupted, HEXFIRE_TEXT("RuleText", "disrupted"));
    flag(u.regrouping, HEXFIRE_TEXT("RuleText", "regrouping"));
    flag(u.heroic, HEXFIRE_TEXT("RuleText", "heroic"));
    return flags.empty()
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (Cohesion %2)"), u.name, u.cohesion)
        : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (Cohesion %2, %3)"), u.name, u.cohesion, flags);
}

void sideLine(const HexPlan &p, const SideGroup &g, bool attacker, Evaluation &e)
{
    std::string list;
    for (std::size_t i = 0; i < g.units.size(); ++i)
        list += (i ? ", " : "") + unitText(g.units[i]);
    e.lines.push_back(explain(attacker ? "tlhy.ar.attackers" : "tlhy.ar.defenders",
        attacker
            ? (list.empty() ? ruleSentence(
                   HEXFIRE_TEXT("RuleText", "the %1 attackers in %2: none left"), g.name, p.where)
                            : ruleSentence(HEXFIRE_TEXT("RuleText", "the %1 attackers in %2: %3"),
                                g.name, p.where, list))
            : (list.empty() ? ruleSentence(
                   HEXFIRE_TEXT("RuleText", "the %1 defenders in %2: none left"), g.name, p.where)
                            : ruleSentence(HEXFIRE_TEXT("RuleText", "the %1 defenders in %2: %3"),
                                g.name, p.where, list)),
        std::to_string(g.units.size()), static_cast<int>(g.units.size()), "14.0", g.side.value));
}

void retreatLine(const HexPlan &p, const SideGroup &g, Evaluation &e)
{
    if (g.units.empty())
        return;
    e.lines.push_back(explain("tlhy.ar.retreat",
        g.retreat ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "if the %1 side loses, its units retreat to %2, 2 hexes from "
                                     "%3 (the players may move them with an adjustment)"),
            g.name, g.retreatWhere, p.where)
                  : ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "if the %1 side loses, its units cannot retreat from %2 (only "
                                     "enemy-held, impact or off-map hexes around): eliminated"),
                      g.name, p.where),
        g.retreatWhere, std::nullopt, "14.3.3", g.side.value, true));
}

/** The odds table of one hex: the automatic or picked result for sure, or the placeholder's. */
OddsTable hexOdds(const HexPlan &p, std::optional<Result> sure, bool placeholder)
{
    OddsTable t;
    t.subject = p.where;
    t.title = ruleSentence(HEXFIRE_TEXT("RuleText", "Assault in %1"), p.where);
    t.assumed = true;
    t.importance = 2;
    std::array<double, 3> prob {0.0, 0.0, 0.0};
    if (sure)
        prob[static_cast<std::size_t>(*sure)] = 1.0;
    else if (placeholder)
        prob = TlhyAssaultResolution::placeholderOdds(p);
    for (const Result r : {Result::AttackerWins, Result::Continues, Result::DefenderWins}) {
        const double q = prob[static_cast<std::size_t>(r)];
        if (q > 0.0 || (!sure && placeholder))
            t.outcomes.push_back({resultKey(r), resultLabel(p, r), q,
                r == Result::AttackerWins    ? 2
                    : r == Result::Continues ? 1
                                             : 0});
    }
    t.headline = ruleSentence(HEXFIRE_TEXT("RuleText", "the %1 defenders lose"), p.defender.name);
    t.headlineSeverity = 2;
    return t;
}

/** Assault Resolution: every hex's plan, resolved in cell order. */
class AssaultResolutionPlan final : public SystemPlan<TlhyRuleSet> {
public:
    std::vector<HexPlan> hexes;
    Result pick = Result::Continues;
    bool placeholder = false;

protected:
    void resolveWith(const TlhyRuleSet &, const GameState &, const Evaluation &, DiceSource &dice,
        Resolution &r) const override
    {
        for (const HexPlan &p : hexes) {
            Result result = pick;
            if (p.automatic)
                result = *p.automatic;
            else if (placeholder)
                result = roll(p, dice, r);
            r.outcomes.push_back({p.where, resultKey(result), resultLabel(p, result)});
            const auto effects = TlhyAssaultResolution::effects(
                p, result, placeholder && !p.automatic && result != Result::Continues);
            r.effects.insert(r.effects.end(), effects.begin(), effects.end());
        }
    }

private:
    static Result roll(const HexPlan &p, DiceSource &dice, Resolution &r)
    {
        const int a = dice.roll(10,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "assault in %1: %2 die"), p.where, p.attacker.name));
        const int d = dice.roll(10,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "assault in %1: %2 die"), p.where, p.defender.name));
        r.cues.push_back(dieCue(p.hex, 10, a,
            ruleSentence(HEXFIRE_TEXT("RuleText", "The %1 assault die"), p.attacker.name)));
        r.cues.push_back(dieCue(p.hex, 10, d,
            ruleSentence(HEXFIRE_TEXT("RuleText", "The %1 assault die"), p.defender.name)));
        const int ta = a + p.attacker.bestAssaultValue() + p.net;
        const int td = d + p.defender.bestAssaultValue();
        r.lines.push_back(explain("tlhy.ar.roll",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1: die %2 + best AV %3 %4"), p.attacker.name, a,
                p.attacker.bestAssaultValue(), signedText(p.net)),
            std::to_string(ta), ta, "docs/rules.md: Assault result", p.attacker.side.value, true,
            true));
        r.lines.push_back(explain("tlhy.ar.roll",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1: die %2 + best AV %3"), p.defender.name, d,
                p.defender.bestAssaultValue()),
            std::to_string(td), td, "docs/rules.md: Assault result", p.defender.side.value, true,
            true));
        r.finals.push_back({"tlhy.ar.total",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Assault total of %1"), p.attacker.name), ta,
            p.attacker.side.value});
        r.finals.push_back({"tlhy.ar.total",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Assault total of %1"), p.defender.name), td,
            p.defender.side.value});
        return TlhyAssaultResolution::placeholderResult(p, a, d);
    }
};

} // namespace

void TlhyAssaultResolution::explainHex(const GameState &, const HexPlan &p, Evaluation &e) const
{
    sideLine(p, p.attacker, true, e);
    sideLine(p, p.defender, false, e);
    if (!p.automaticText.empty())
        e.lines.push_back(explain("tlhy.ar.automatic", p.automaticText,
            p.automatic ? resultKey(*p.automatic) : std::string(), std::nullopt, "14.0", p.where));
    for (const Modifier &m : p.modifiers)
        e.lines.push_back(explain("tlhy.ar.drm." + m.key, m.text, signedText(m.value), m.value,
            "14.0", p.where, m.key != "cohesion" && m.key != "concealed"));
    e.lines.push_back(explain("tlhy.ar.net",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "net assault DRM for the %1 attackers, at most 4 either way (negative "
                         "favours the defender)"),
            p.attacker.name),
        signedText(p.net), p.net, "14.0", p.where, true));
    e.finals.push_back({"tlhy.ar.net",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Net assault DRM in %1"), p.where), p.net, p.where});
    retreatLine(p, p.attacker, e);
    retreatLine(p, p.defender, e);
}

namespace {

/** The line that says how an undecided hex's result is found. */
void resultLine(const HexPlan &p, bool placeholder, Result pick, Evaluation &e)
{
    if (placeholder) {
        e.lines.push_back(explain("tlhy.ar.placeholder",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "placeholder table (not the published one): d10 + best Assault "
                             "Value %1 %2 for the %3 against d10 + best Assault Value %4 "
                             "for the %5; higher wins, the loser retreats and its best "
                             "unit takes a casualty, a tie continues"),
                p.attacker.bestAssaultValue(), signedText(p.net), p.attacker.name,
                p.defender.bestAssaultValue(), p.defender.name),
            "", std::nullopt, "docs/rules.md: Assault result", p.where, true, true));
        e.dice.push_back({10,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "assault in %1: %2 die"), p.where, p.attacker.name),
            false});
        e.dice.push_back({10,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "assault in %1: %2 die"), p.where, p.defender.name),
            false});
        return;
    }
    e.lines.push_back(explain("tlhy.ar.result",
        ruleSentence(
            HEXFIRE_TEXT("RuleText",
                "the assault results table was not found: the players give the result: %1"),
            resultLabel(p, pick)),
        {}, std::nullopt, "docs/rules.md: Assault result", p.where, true));
}

std::string hexList(const std::vector<std::string> &labels)
{
    std::string r;
    for (std::size_t i = 0; i < labels.size(); ++i)
        r += (i == 0 ? "" : i + 1 == labels.size() ? " and " : ", ") + labels[i];
    return r;
}

} // namespace

Evaluation TlhyAssaultResolution::evaluate(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (!action.actors.empty())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Assault Resolution takes no units: choose the assault hex")),
            "14.0");
    std::vector<Hex> hexes = assaultHexes(state);
    if (action.target) {
        const std::string where = state.map().label(*action.target);
        if (!state.map().contains(*action.target))
            return refused(std::move(e),
                ruleSentence(HEXFIRE_TEXT("RuleText", "the hex %1 is off the map"), where), "14.0");
        if (std::find(hexes.begin(), hexes.end(), *action.target) == hexes.end())
            return refused(std::move(e),
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "there is no Assault Nationality marker in %1"),
                    where),
                "14.0");
        hexes = {*action.target};
    } else if (hexes.empty()) {
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "there is no assault to resolve: no hex has an Assault Nationality marker")),
            "14.0");
    }
    const auto pick = resultFromKey(
        paramOr<std::string>(action.params, k::result, resultKey(Result::Continues)));
    if (!pick)
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "pick attacker wins, defender wins or continues")),
            "14.0");
    const bool placeholder = m_options.assaultPlaceholderTable;
    auto plan = std::make_shared<AssaultResolutionPlan>();
    plan->pick = *pick;
    plan->placeholder = placeholder;
    std::vector<std::string> undecided;
    for (const Hex h : hexes) {
        plan->hexes.push_back(this->plan(state, h));
        const HexPlan &p = plan->hexes.back();
        explainHex(state, p, e);
        if (!p.automatic) {
            undecided.push_back(p.where);
            resultLine(p, placeholder, *pick, e);
        }
        e.odds.push_back(hexOdds(
            p, p.automatic ? p.automatic : (placeholder ? std::nullopt : pick), placeholder));
    }
    if (!placeholder && undecided.size() > 1)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "choose the assault hex: the players give one result at a time, and "
                             "%1 need one"),
                hexList(undecided)),
            "14.0");
    e.notOfficial = placeholder && !undecided.empty();
    tlhyAssume(m_options, e, "tlhy.assault-drm");
    tlhyAssume(m_options, e, "tlhy.retreat");
    if (!undecided.empty())
        tlhyAssume(m_options, e, "tlhy.assault-result");
    e.plan = std::move(plan);
    return e;
}

} // namespace hexfire
