#include "skfire.h"

#include "core/rules/rulesentence.h"

#include <algorithm>
#include <cmath>

namespace hexfire::skirmish {

namespace {

constexpr const char *table3 = "Table 3";

/** Euclidean coordinates of an axial offset (any orientation: only angles are compared). */
std::pair<double, double> planar(Hex v)
{
    return {1.5 * v.q(), std::sqrt(3.0) * (v.r() + v.q() / 2.0)};
}

int targetQualityModifier(Quality q)
{
    switch (q) {
    case Quality::Untrained:
        return 2;
    case Quality::Green:
        return 1;
    case Quality::Trained:
        return 0;
    case Quality::Veteran:
    case Quality::Elite:
        return -1;
    }
    return 0;
}

/** A modifier line; zero-valued ones are not listed. notOfficial: its value comes from a
    placeholder chart (the weapons table HexFire invents when the scenario brings none). */
void add(const FireContext &c, FigureAttack &a, std::string key, std::string text, int value,
    std::string rule, bool assumed = false, bool notOfficial = false)
{
    a.modifier += value;
    if (c.explained)
        a.lines.push_back(explain(std::move(key), a.figure->name + ": " + std::move(text),
            signedText(value), value, std::move(rule), a.figure->id.value, assumed, notOfficial));
}

struct CoverCandidate {
    std::string text;
    int value = 0;
};

/** Whether a hexside of hex carries a feature that gives cover (a hedge, a wall). */
bool coverOnHexside(const SkTables &tables, const MapGrid &map, Hex hex)
{
    for (int d = 0; d < 6; ++d) {
        const std::string_view feature = map.hexsideFeature(hex, direction(d));
        if (feature.empty())
            continue;
        if (const auto it = tables.hexsideCover.find(feature);
            it != tables.hexsideCover.end() && it->second != Cover::None)
            return true;
    }
    return false;
}

/** The cover modifiers the aimed figure could claim against a firer in `from` (REFERENCE 3.3). */
std::vector<CoverCandidate> coverCandidates(const SkTables &tables, const GameState &state,
    const Unit &target, const LosCache &los, Hex from)
{
    std::vector<CoverCandidate> out;
    const auto coverValue = [](Cover c) {
        return c == Cover::Hard ? -3 : c == Cover::Soft ? -2 : 0;
    };
    const auto &terrain = state.map().terrain(target.hex);
    if (const auto it = tables.terrainCover.find(terrain.id);
        it != tables.terrainCover.end() && it->second != Cover::None)
        out.push_back({it->second == Cover::Hard
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "in hard cover (%1)"),
                    translatedRuleText(terrain.name))
                : ruleSentence(HEXFIRE_TEXT("RuleText", "in soft cover (%1)"),
                    translatedRuleText(terrain.name)),
            coverValue(it->second)});
    // A hedge or wall on the target's hexside that the line crosses into its hex (the line is
    // traced only where the hex has one).
    static const std::vector<LosElement> untraced;
    const std::vector<LosElement> &crossed = coverOnHexside(tables, state.map(), target.hex)
        ? los(from, target.hex).elements
        : untraced;
    for (const LosElement &el : crossed) {
        if (el.kind != LosElementKind::HexsideCrossed || el.feature.empty())
            continue;
        if (!(el.hex == target.hex || neighbor(el.hex, el.direction) == target.hex))
            continue;
        if (const auto it = tables.hexsideCover.find(el.feature);
            it != tables.hexsideCover.end() && it->second != Cover::None)
            out.push_back({it->second == Cover::Hard
                    ? ruleSentence(HEXFIRE_TEXT("RuleText", "behind hard cover (%1)"), el.feature)
                    : ruleSentence(HEXFIRE_TEXT("RuleText", "behind soft cover (%1)"), el.feature),
                coverValue(it->second)});
    }
    // One hedge met at a corner is crossed twice: it is still one cover.
    std::sort(out.begin(), out.end(),
        [](const CoverCandidate &a, const CoverCandidate &b) { return a.text < b.text; });
    out.erase(
        std::unique(out.begin(), out.end(),
            [](const CoverCandidate &a, const CoverCandidate &b) { return a.text == b.text; }),
        out.end());
    if (target.status.has(states::inPosition) || target.status.has(states::occupying))
        out.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "in a prepared position")), -4});
    if (target.status.has(states::intoOutOfSight))
        out.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "moving into or out of sight")), -2});
    return out;
}

} // namespace

std::vector<const Unit *> teamOf(const GameState &state, const Unit &u)
{
    std::vector<const Unit *> team;
    const SkProfile *p = profileOf<SkProfile>(u);
    if (!p)
        return team;
    for (const Unit &other : state.units()) {
        if (other.side != u.side || !other.onMap())
            continue; // before the profile's look-up, which is the dear part
        const SkProfile *q = profileOf<SkProfile>(other);
        if (q && q->team == p->team)
            team.push_back(&other);
    }
    return team;
}

bool inArc(Hex from, Facing facing, Hex to)
{
    if (from == to)
        return true;
    const Hex dir = facing.kind() == Facing::Kind::Hexside
        ? step(facing.direction())
        : step(facing.direction()) + step(direction(index(facing.direction()) + 1));
    const auto [fx, fy] = planar(dir);
    const auto [tx, ty] = planar(to - from);
    const double cosine = (fx * tx + fy * ty) / (std::hypot(fx, fy) * std::hypot(tx, ty));
    // Within 45 degrees, with room for rounding on the arc's edge.
    return cosine >= std::cos(M_PI / 4) - 1e-9;
}

FigureAttack figureAttack(const FireContext &c, const Unit &firer)
{
    const SkOptions &o = *c.options;
    const GameState &state = *c.state;
    FigureAttack a;
    a.figure = &firer;
    const SkProfile *p = profileOf<SkProfile>(firer);
    const Weapon *weapon = p ? o.tables.weapon(p->weapon) : nullptr;
    if (!p || !weapon) {
        a.whyNot = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no weapon"), firer.name);
        a.whyNotRule = "Fire";
        return a;
    }
    a.autofire = weapon->autofire;
    a.toHit = o.toHitOf(p->quality);
    if (firer.status.has(states::down)) {
        a.whyNot = ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is down, out of action: a figure down does not fire"),
            firer.name);
        a.whyNotRule = "docs/rules.md: 2d6 Skirmish wounds";
        return a;
    }
    if (firer.status.has(states::occupying)) {
        a.whyNot = ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "%1 spends its first round in the prepared position without "
                                    "firing"),
            firer.name);
        a.whyNotRule = "Prepared Positions";
        return a;
    }
    if (weapon->mustBrace && !firer.status.has(states::braced)) {
        a.whyNot
            = ruleSentence(HEXFIRE_TEXT("RuleText", "the %1 of %2 must be braced before it fires"),
                translatedRuleText(weapon->name), firer.name);
        a.whyNotRule = "Braced Weapons";
        return a;
    }
    // Which figures of the target it sees: only those it may fire at (the aimed one alone when
    // aiming at a specific figure).
    const auto seen = [&](const Unit *t) {
        return c.los->verdict(firer.hex, t->hex).verdict != LosVerdict::Blocked;
    };
    if (!c.explained && seen(c.aimed)) {
        // Aimed at when seen: the others it sees only share the hits, which the headline leaves
        // to the full breakdown.
        a.sees.push_back(c.aimed);
    } else {
        for (const Unit *t : c.targetTeam) {
            if ((!c.specific || t == c.aimed) && seen(t))
                a.sees.push_back(t);
        }
    }
    if (a.sees.empty()) {
        a.whyNot = c.specific
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot see %2"), firer.name, c.aimed->name)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot see any figure of the target team"),
                firer.name);
        a.whyNotRule = "Fire: line of sight";
        return a;
    }
    // The aimed figure when it sees it, else the nearest one it sees.
    a.aimedAt = a.sees.front();
    for (const Unit *t : a.sees) {
        if (t == c.aimed) {
            a.aimedAt = t;
            break;
        }
        if (distance(firer.hex, t->hex) < distance(firer.hex, a.aimedAt->hex))
            a.aimedAt = t;
    }
    if (firer.status.has(states::inPosition) && firer.facing
        && !inArc(firer.hex, *firer.facing, a.aimedAt->hex)) {
        a.whyNot = ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "%1 cannot fire outside the 90 degree arc of its prepared "
                                    "position"),
            firer.name);
        a.whyNotRule = "Prepared Positions";
        a.sees.clear();
        return a;
    }
    a.fires = true;
    a.rangeInches = distance(firer.hex, a.aimedAt->hex) * o.inchesPerHex;
    const Unit &t = *a.aimedAt;

    // Firer modifiers (Table 3).
    if (p->quality == Quality::Elite)
        add(c, a, "firer.elite", ruleSentence(HEXFIRE_TEXT("RuleText", "Elite troops")), 1, table3);
    if (firer.status.has(states::movedMore))
        add(c, a, "firer.moved",
            ruleSentence(HEXFIRE_TEXT("RuleText", "moved half its move or more")), -4, table3);
    else if (firer.status.has(states::movedHalf))
        add(c, a, "firer.moved",
            ruleSentence(HEXFIRE_TEXT("RuleText", "moved up to half its move")), -2, table3);
    if (firer.status.has(states::prone))
        add(c, a, "firer.prone", ruleSentence(HEXFIRE_TEXT("RuleText", "prone firer")), 1, table3);
    if (firer.status.has(states::braced))
        add(c, a, "firer.braced", ruleSentence(HEXFIRE_TEXT("RuleText", "braced weapon")), 1,
            "Table 3; Braced Weapons");
    if (t.status.has(states::unaware))
        add(c, a, "firer.unaware",
            ruleSentence(HEXFIRE_TEXT("RuleText", "target group is unaware")), 2, table3);
    if (firer.status.has(states::inPosition))
        add(c, a, "firer.position",
            ruleSentence(HEXFIRE_TEXT("RuleText", "firing from a prepared position")), 2,
            "Table 3; Prepared Positions");
    if (!c.firersUnderFire)
        add(c, a, "firer.not-under-fire", ruleSentence(HEXFIRE_TEXT("RuleText", "not under fire")),
            2, "Table 3; Firer not under fire");
    if (firer.status.has(states::lightWound))
        add(c, a, "firer.wound", ruleSentence(HEXFIRE_TEXT("RuleText", "received a light wound")),
            -2, table3);
    switch (c.fireType) {
    case FireType::Direct:
        add(c, a, "firer.fire-type", ruleSentence(HEXFIRE_TEXT("RuleText", "direct fire")), 2,
            table3);
        break;
    case FireType::Return:
        add(c, a, "firer.fire-type", ruleSentence(HEXFIRE_TEXT("RuleText", "return fire")), -2,
            table3);
        break;
    case FireType::Panic:
        add(c, a, "firer.fire-type", ruleSentence(HEXFIRE_TEXT("RuleText", "panic fire")), -3,
            table3);
        break;
    case FireType::None:
        break;
    }
    // The weapon's close factor and effective range are read from the weapons table.
    const bool weaponsNotOfficial = o.tables.notOfficial;
    if (a.rangeInches <= o.closeRange) {
        add(c, a, "firer.close",
            ruleSentence(HEXFIRE_TEXT("RuleText", "close range, %1 inches: %2 close factor"),
                a.rangeInches, translatedRuleText(weapon->name)),
            weapon->closeFactor, "Close Range Fire", false, weaponsNotOfficial);
    } else if (a.rangeInches > 2 * weapon->effectiveRange) {
        a.noHitsPossible = true;
        if (c.explained)
            a.lines.push_back(explain("firer.beyond",
                firer.name + ": "
                    + ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 inches is beyond twice the %2's effective %3 inches: no "
                                       "hit is possible"),
                        a.rangeInches, translatedRuleText(weapon->name), weapon->effectiveRange),
                ruleSentence(HEXFIRE_TEXT("RuleText", "no hit")), std::nullopt,
                "Extreme range Fire", firer.id.value, false, weaponsNotOfficial));
    } else if (a.rangeInches > weapon->effectiveRange) {
        add(c, a, "firer.extreme",
            ruleSentence(HEXFIRE_TEXT("RuleText", "extreme range, %1 inches (effective %2)"),
                a.rangeInches, weapon->effectiveRange),
            -4, "Extreme range Fire", false, weaponsNotOfficial);
    }

    // Target modifiers (Table 3), those of the figure aimed at.
    const SkProfile *tp = profileOf<SkProfile>(t);
    if (tp && targetQualityModifier(tp->quality) != 0)
        add(c, a, "target.quality",
            ruleSentence(HEXFIRE_TEXT("RuleText", "target %1"),
                translatedRuleText(displayName(tp->quality))),
            targetQualityModifier(tp->quality), table3);
    if (c.specific)
        add(c, a, "target.specific",
            ruleSentence(HEXFIRE_TEXT("RuleText", "one specific figure, %1"), t.name), -3, table3);
    if (t.status.has(states::farInSight))
        add(c, a, "target.far",
            ruleSentence(HEXFIRE_TEXT("RuleText", "target moved more than half its move in sight")),
            1, table3);
    if (t.status.has(states::prone))
        add(c, a, "target.prone", ruleSentence(HEXFIRE_TEXT("RuleText", "prone target")), -1,
            table3);
    const auto covers = coverCandidates(o.tables, state, t, *c.los, firer.hex);
    if (!covers.empty()) {
        const auto best = std::min_element(covers.begin(), covers.end(),
            [](const CoverCandidate &x, const CoverCandidate &y) { return x.value < y.value; });
        const std::string text = covers.size() > 1
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "target %1: only the best cover counts"), best->text)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "target %1"), best->text);
        add(c, a, "target.cover", text, best->value, "docs/rules.md: 2d6 Skirmish best cover",
            covers.size() > 1);
    }
    if (!c.explained)
        return a;
    const std::string modifierText
        = (a.modifier >= 0 ? "+ " : "- ") + std::to_string(std::abs(a.modifier));
    a.lines.push_back(explain("firer.to-hit",
        firer.name + ": "
            + (a.autofire
                    ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1, hits on %2 or more with two dice %3 (autofire: one "
                                       "more hit per point over)"),
                        translatedRuleText(displayName(p->quality)), a.toHit, modifierText)
                    : ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1, hits on %2 or more with two dice %3"),
                        translatedRuleText(displayName(p->quality)), a.toHit, modifierText)),
        std::to_string(a.toHit), a.toHit, "Firer To-Hit numbers", firer.id.value,
        p->quality == Quality::Elite));
    return a;
}

int hitsFor(const FigureAttack &a, int die1, int die2)
{
    if (!a.fires || a.noHitsPossible || (die1 == 1 && die2 == 1))
        return 0;
    const int score = die1 + die2 + a.modifier;
    if (score < a.toHit)
        return 0;
    return a.autofire ? 1 + score - a.toHit : 1;
}

Distribution figureHits(const FigureAttack &a)
{
    std::vector<double> weights;
    for (int d1 = 1; d1 <= 6; ++d1) {
        for (int d2 = 1; d2 <= 6; ++d2) {
            const auto n = static_cast<std::size_t>(hitsFor(a, d1, d2));
            if (weights.size() <= n)
                weights.resize(n + 1, 0.0);
            weights[n] += 1.0;
        }
    }
    return Distribution::fromWeights(0, std::move(weights));
}

} // namespace hexfire::skirmish
