#include "lbfire.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruleset.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

constexpr const char *fireRule = "Infantry Fire Rules (24)";

/** 4 x the dot product of two axial vectors in Euclidean space (exact, integer). */
int dot4(Hex a, Hex b) { return (2 * a.q() + a.r()) * (2 * b.q() + b.r()) + 3 * a.r() * b.r(); }

} // namespace

int incrementsIn(const Unit &u, Hex h)
{
    if (!u.occupies(h))
        return 0;
    // Spread evenly; what does not divide stays in the unit's own hex (docs/rules.md).
    const int hexes = 1 + static_cast<int>(u.alsoIn.size());
    const int share = u.strength / hexes;
    return h == u.hex ? share + u.strength % hexes : share;
}

std::optional<HexDirection> spreadSide(Facing facing, bool right)
{
    if (facing.kind() != Facing::Kind::Vertex)
        return std::nullopt;
    // Facing the vertex between hexsides d and d+1: the flank hexsides are d-1 (left) and d+2.
    const int d = index(facing.direction());
    return direction(right ? d + 2 : d + 5);
}

std::vector<HexDirection> exitHexsides(Hex from, Hex to)
{
    const Hex v = to - from;
    int best = 0;
    std::vector<HexDirection> out;
    for (HexDirection d : allDirections) {
        const int p = dot4(v, step(d));
        if (out.empty() || p > best) {
            best = p;
            out = {d};
        } else if (p == best) {
            out.push_back(d);
        }
    }
    return out;
}

std::optional<std::array<HexsideClass, 6>> hexsideClasses(const Unit &u)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!p || p->kind == UnitKind::Leader)
        return std::array<HexsideClass, 6> {HexsideClass::Front, HexsideClass::Front,
            HexsideClass::Front, HexsideClass::Front, HexsideClass::Front, HexsideClass::Front};
    const FacingProfile fp = facingProfile(*p, p->formation);
    if (fp.faces == FacingKind::Any)
        return classifyHexsides(Facing {}, fp);
    if (!u.facing)
        return std::nullopt;
    const bool vertex = u.facing->kind() == Facing::Kind::Vertex;
    if (vertex != (fp.faces == FacingKind::Vertex))
        return std::nullopt;
    return classifyHexsides(*u.facing, fp);
}

int fireValueOfHex(const LbOptions &options, const GameState &state, Hex hex,
    const std::vector<const Unit *> &firers, std::vector<ExplanationLine> &lines)
{
    const LbTables &tables = options.tables;
    // Stack order: the last unit is on top.
    std::vector<const Unit *> stack = state.unitsIn(hex);
    std::reverse(stack.begin(), stack.end());
    const auto isFirer
        = [&](const Unit *u) { return std::find(firers.begin(), firers.end(), u) != firers.end(); };
    const auto firesIn = [&](Formation f) {
        return std::any_of(firers.begin(), firers.end(), [&](const Unit *u) {
            const LbProfile *p = profileOf<LbProfile>(*u);
            return u->occupies(hex) && p && p->kind == UnitKind::Infantry && p->formation == f;
        });
    };
    // Infantry in line or carré fires with one battery of its hex (Artillery Fire Rules (25)).
    const bool withLine = firesIn(Formation::Line);
    const bool withCarre = firesIn(Formation::Carre);
    const bool clear = state.map().terrain(hex).id == "clear";
    int value = 0;
    int lineLeft = options.lineFireLimit;
    int skirmishLeft = options.skirmishFireLimit;
    int carreLeft = options.carreFireLimit;
    bool topDone = false;
    bool batteryDone = false;
    const std::string where = state.map().label(hex);
    for (const Unit *u : stack) {
        const LbProfile *p = profileOf<LbProfile>(*u);
        if (!p || !isFirer(u))
            continue;
        int increments = 0;
        std::string why;
        std::string rule = fireRule;
        bool assumed = false;
        if (p->formation == Formation::Column) {
            if (!topDone && stack.front() == u) {
                increments = incrementsIn(*u, hex);
                why = ruleSentence(HEXFIRE_TEXT("RuleText", "column: the top unit fires"));
            } else {
                why = ruleSentence(HEXFIRE_TEXT("RuleText", "column: only the top unit fires"));
            }
        } else if (p->formation == Formation::Line) {
            increments = std::min(lineLeft, incrementsIn(*u, hex));
            lineLeft -= increments;
            why = ruleSentence(HEXFIRE_TEXT("RuleText", "line: at most %1 increments per hex fire"),
                options.lineFireLimit);
        } else if (p->formation == Formation::Skirmish) {
            increments = std::min(skirmishLeft, incrementsIn(*u, hex));
            skirmishLeft -= increments;
            why = ruleSentence(
                HEXFIRE_TEXT("RuleText", "tirailleur order: at most %1 increments per hex fire"),
                options.skirmishFireLimit);
        } else if (p->formation == Formation::Carre) {
            increments = std::min(carreLeft, incrementsIn(*u, hex));
            carreLeft -= increments;
            why = ruleSentence(
                HEXFIRE_TEXT("RuleText", "carré: at most %1 increments per hex fire"),
                options.carreFireLimit);
            rule = "docs/rules.md: La Bataille carré fire";
            assumed = true;
        } else if (p->formation == Formation::Unlimbered) {
            rule = "Artillery Fire Rules (25)";
            if (withLine || withCarre) {
                if (!batteryDone) {
                    increments = withCarre ? std::min(carreLeft, incrementsIn(*u, hex))
                                           : incrementsIn(*u, hex);
                    if (withCarre)
                        carreLeft -= increments;
                    why = withCarre
                        ? ruleSentence(HEXFIRE_TEXT("RuleText",
                            "artillery in a carré: one battery fires with the infantry"))
                        : ruleSentence(HEXFIRE_TEXT("RuleText",
                            "artillery with a line: one battery fires with the infantry"));
                    batteryDone = true;
                } else {
                    why = ruleSentence(HEXFIRE_TEXT("RuleText",
                        "artillery with infantry in line or carré: only one battery fires"));
                }
            } else if (clear || stack.front() == u) {
                increments = incrementsIn(*u, hex);
                why = clear ? ruleSentence(HEXFIRE_TEXT(
                          "RuleText", "unlimbered artillery in clear terrain: all increments fire"))
                            : ruleSentence(HEXFIRE_TEXT("RuleText",
                                "artillery outside clear terrain: only the top battery fires"));
            } else {
                why = ruleSentence(HEXFIRE_TEXT(
                    "RuleText", "artillery outside clear terrain: only the top battery fires"));
            }
        }
        topDone = true;
        const int multiple = tables.fireMultiple(*p);
        int v = increments * multiple;
        // Disordered units fire at half their value (Morale), rounded down (docs/rules.md).
        const bool disordered = u->status.has("disordered");
        if (disordered) {
            v /= 2;
            why = ruleSentence(HEXFIRE_TEXT("RuleText", "%1; disordered: half, rounded down"), why);
            assumed = true;
            rule = "docs/rules.md: La Bataille disordered fire";
        }
        value += v;
        // A line across two hexes fires from each: say which part this is.
        const std::string who = u->alsoIn.empty()
            ? u->name
            : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2"), u->name, where);
        ExplanationLine line = explain("fire.value.unit",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1: %2 increments x %3 (%4)"), who, increments,
                multiple, why),
            std::to_string(v), v, rule, where, assumed);
        // A multiple from the shipped placeholder table is not the game's.
        line.notOfficial = tables.multipleFromTable(*p) && tables.notOfficial;
        lines.push_back(std::move(line));
    }
    return value;
}

int fireDefence(const LbOptions &o, const GameState &state, Hex target,
    const std::vector<const Unit *> &defenders, const std::vector<Hex> &firerHexes,
    std::vector<ExplanationLine> &lines)
{
    constexpr const char *rule = "Combat à la Feu (21)";
    const std::string where = state.map().label(target);
    const std::string &terrain = state.map().terrain(target).id;
    const auto rowIt = o.tables.fireDefence.find(terrain);
    const auto &row
        = rowIt != o.tables.fireDefence.end() ? rowIt->second : o.tables.fireDefence.at("clear");
    const bool nonOfficial = o.tables.notOfficial;
    const Unit *infantry = nullptr;
    const Unit *principal = nullptr;
    bool artillery = false;
    int hexIncrements = 0;
    for (auto it = defenders.rbegin(); it != defenders.rend(); ++it) {
        const LbProfile *p = profileOf<LbProfile>(**it);
        if (!p || p->kind == UnitKind::Leader)
            continue;
        if (p->kind == UnitKind::Infantry && !infantry)
            infantry = *it;
        if (p->kind == UnitKind::Artillery)
            artillery = true;
        // The seed counts the increments present in the hex, whatever their formation; the
        // guns of a battery are not men in the ranks and have their own rule (docs/rules.md).
        if (p->kind != UnitKind::Artillery)
            hexIncrements += incrementsIn(**it, target);
        if (!principal)
            principal = *it;
    }
    if (infantry)
        principal = infantry;
    if (!principal)
        return 0;
    const LbProfile &p = *profileOf<LbProfile>(*principal);
    const auto chart = [&](std::string_view cls, std::string text, std::string why = {}) {
        const int v = row.at(std::string(cls));
        lines.push_back(explain("fire.defence",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2"), text,
                translatedRuleText(state.map().terrain(target).name)),
            std::to_string(v), v, why.empty() ? rule + std::string(", fire defence chart") : why,
            where, false, nonOfficial));
        return v;
    };
    if (p.kind == UnitKind::Infantry && p.formation == Formation::Carre) {
        lines.push_back(explain("fire.defence.carre",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is in carré"), principal->name),
            std::to_string(o.carreFireDefence), o.carreFireDefence, "Massed Targets (22)", where));
        return o.carreFireDefence;
    }
    if (p.formation == Formation::RoadMarch) {
        lines.push_back(explain("fire.defence.road",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is in road march"), principal->name),
            std::to_string(o.roadMarchFireDefence), o.roadMarchFireDefence,
            "Fire defence chart: road march", where));
        return o.roadMarchFireDefence;
    }
    int fd = 0;
    if (principal->status.has("disordered") || principal->status.has("routed")) {
        fd = chart("disordered",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is disordered or routed"), principal->name));
    } else if (p.formation == Formation::Line) { // infantry or cavalry in line
        bool flank = false;
        if (const auto classes = hexsideClasses(*principal)) {
            // Combined fire from several hexes is flank fire only when the fire from every
            // one of them comes in through a flank hexside (docs/rules.md).
            flank = !firerHexes.empty();
            for (const Hex from : firerHexes) {
                const auto sides = exitHexsides(target, from);
                flank = flank && std::all_of(sides.begin(), sides.end(), [&](HexDirection d) {
                    return (*classes)[static_cast<std::size_t>(index(d))] == HexsideClass::Flank;
                });
            }
        }
        if (flank) {
            fd = o.flankFireDefence;
            lines.push_back(explain("fire.defence.flank",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "fire enters the line of %1 through a flank hexside"),
                    principal->name),
                std::to_string(fd), fd, "Massed Targets (22): flank fire", where,
                o.flankFireDefence != 5));
        } else if (p.kind == UnitKind::Cavalry) {
            fd = chart("cavalry",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (cavalry in line)"), principal->name));
        } else if (hexIncrements > o.lineDensityLimit) {
            fd = chart("column",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "line with %1 infantry and cavalry increments in the hex (over "
                                 "%2) uses the column value"),
                    hexIncrements, o.lineDensityLimit),
                "Massed Targets (22): dense line, fire defence chart");
        } else {
            fd = chart(
                "line", ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in line"), principal->name));
        }
    } else if (p.kind == UnitKind::Infantry) {
        fd = chart(key(p.formation),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2"), principal->name,
                translatedRuleText(displayName(p.formation))));
    } else if (p.kind == UnitKind::Cavalry) {
        fd = chart(
            "cavalry", ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (cavalry)"), principal->name));
    } else {
        fd = chart(
            p.formation == Formation::Unlimbered ? "artillery-unlimbered" : "artillery-limbered",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (%2 artillery)"), principal->name,
                translatedRuleText(displayName(p.formation))));
    }
    if (infantry && artillery && o.withArtilleryLess) {
        fd = std::max(1, fd - o.withArtilleryLess);
        lines.push_back(explain("fire.defence.artillery",
            ruleSentence(HEXFIRE_TEXT("RuleText", "infantry and artillery in the hex")),
            signedText(-o.withArtilleryLess), -o.withArtilleryLess,
            "Fire defence chart: infantry with artillery", where));
    }
    return fd;
}

int massedModifier(int increments, int threshold) { return std::max(0, increments - threshold); }

std::size_t oddsColumn(const std::vector<OddsColumn> &columns, int fv, int fd, OddsRounding r)
{
    // column ratio a/b <= fv/fd  <=>  a * fd <= fv * b
    if (r == OddsRounding::DefenderFavoured) {
        std::size_t chosen = 0;
        for (std::size_t i = 0; i < columns.size(); ++i) {
            if (columns[i].attack * fd <= fv * columns[i].defence)
                chosen = i;
        }
        return chosen;
    }
    for (std::size_t i = 0; i < columns.size(); ++i) {
        if (columns[i].attack * fd >= fv * columns[i].defence)
            return i;
    }
    return columns.size() - 1;
}

MoraleTrigger moraleTrigger(const LbTables &t, const LbProfile &p)
{
    for (const MoraleRow &r : t.moraleChecks) {
        if (r.kind == p.kind && (r.nationality.empty() || r.nationality == p.nationality)
            && (r.troop.empty() || r.troop == p.troop))
            return r.trigger;
    }
    return t.defaultMoraleCheck;
}

bool moraleTriggered(MoraleTrigger t, int lostBefore, int lost)
{
    for (int n = lostBefore + 1; n <= lostBefore + lost; ++n) {
        switch (t) {
        case MoraleTrigger::Every:
            return true;
        case MoraleTrigger::Even:
            if (n % 2 == 0)
                return true;
            break;
        case MoraleTrigger::Odd:
            if (n % 2 == 1)
                return true;
            break;
        case MoraleTrigger::Third:
            if (n % 3 == 0)
                return true;
            break;
        }
    }
    return false;
}

} // namespace hexfire::labataille

namespace hexfire::labataille {

namespace {

constexpr const char *fireRuleRef = "Combat à la Feu (21)";
constexpr const char *artilleryRule = "Artillery Fire Rules (25)";

/** A leader of `side` with or next to every hex, with the rating asked for. */
bool leaderBeside(
    const GameState &state, const std::vector<Hex> &hexes, const SideId &side, bool specialAbility)
{
    for (const Unit &u : state.units()) {
        const LbProfile *p = profileOf<LbProfile>(u);
        if (!u.onMap() || u.side != side || !p || p->kind != UnitKind::Leader)
            continue;
        if (specialAbility ? !p->specialAbility : !p->artilleryBonus)
            continue;
        if (std::all_of(hexes.begin(), hexes.end(), [&](Hex h) { return distance(u.hex, h) <= 1; }))
            return true;
    }
    return false;
}

} // namespace

FireRefusal firerStateRefusal(const Unit &u)
{
    if (u.status.has("routed"))
        return std::pair {
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is routed: routed units do not fire"), u.name),
            std::string("Morale")};
    if (u.status.has("fired"))
        return std::pair {ruleSentence(HEXFIRE_TEXT("RuleText",
                                           "%1 has already fired in this segment: each unit "
                                           "fires once"),
                              u.name),
            std::string(fireRuleRef)};
    return std::nullopt;
}

FireRefusal batteriesRefusal(
    const GameState &state, const std::vector<Hex> &artilleryHexes, const SideId &side)
{
    if (artilleryHexes.size() < 2)
        return std::nullopt;
    const bool three = artilleryHexes.size() >= 3;
    if (leaderBeside(state, artilleryHexes, side, three))
        return std::nullopt;
    return std::pair {three ? ruleSentence(HEXFIRE_TEXT("RuleText",
                          "batteries in three hexes combine their fire only with a leader "
                          "with a special ability next to all of them"))
                            : ruleSentence(HEXFIRE_TEXT("RuleText",
                                "batteries in different hexes combine their fire only with a "
                                "leader with an artillery bonus next to both")),
        std::string(artilleryRule)};
}

std::vector<const Unit *> combatDefenders(const GameState &state, Hex target, const SideId &side)
{
    std::vector<const Unit *> out;
    for (const Unit *u : state.unitsIn(target)) {
        const LbProfile *p = profileOf<LbProfile>(*u);
        if (u->side != side && p && p->kind != UnitKind::Leader)
            out.push_back(u);
    }
    return out;
}

int fireRange(const LbOptions &options, const LbProfile &p)
{
    return p.formation == Formation::Skirmish ? options.skirmishRange
        : p.kind == UnitKind::Artillery       ? p.range
                                              : 1;
}

FireRefusal reachRefusal(const RuleSet &rules, const LbOptions &options, const GameState &state,
    const Unit &u, Hex from, Hex target, std::optional<LosTrace> *trace)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!p)
        return std::pair {ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no fire value"), u.name),
            std::string(fireRuleRef)};
    const std::string label = state.map().label(target);
    const int maxRange = fireRange(options, *p);
    const int d = distance(from, target);
    if (d > maxRange)
        return std::pair {
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is %2 hexes from %3; its range is %4"), label,
                d, u.name, maxRange),
            std::string("Combat à la Feu (21): range")};
    const auto classes = hexsideClasses(u);
    const auto sides = exitHexsides(from, target);
    const bool front = classes && std::any_of(sides.begin(), sides.end(), [&](HexDirection dir) {
        return (*classes)[static_cast<std::size_t>(index(dir))] == HexsideClass::Front;
    });
    if (!front)
        return std::pair {ruleSentence(HEXFIRE_TEXT("RuleText",
                                           "%1 cannot fire at %2: the line of sight leaves "
                                           "through a flank or rear hexside"),
                              u.name, label),
            std::string("Line of Sight (23)")};
    LosTrace t = rules.traceLos(state, from, target);
    const bool blocked = t.verdict == LosVerdict::Blocked;
    if (trace)
        *trace = std::move(t);
    if (blocked)
        return std::pair {
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no line of sight to %2"), u.name, label),
            std::string("Line of Sight (23)")};
    return std::nullopt;
}

std::optional<Hex> closerTarget(const RuleSet &rules, const LbOptions &options,
    const GameState &state, const Unit &battery, Hex target)
{
    const int d = distance(battery.hex, target);
    std::optional<Hex> best;
    for (const Unit &u : state.units()) {
        if (!u.onMap() || u.side == battery.side || distance(battery.hex, u.hex) >= d)
            continue;
        if (best && distance(battery.hex, *best) <= distance(battery.hex, u.hex))
            continue;
        if (combatDefenders(state, u.hex, battery.side).empty())
            continue;
        if (!reachRefusal(rules, options, state, battery, battery.hex, u.hex))
            best = u.hex;
    }
    return best;
}

} // namespace hexfire::labataille
