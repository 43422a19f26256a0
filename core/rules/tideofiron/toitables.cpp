#include "toitables.h"

#include "core/data/datareader.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"

#include <algorithm>

namespace hexfire::toi {

namespace {

std::optional<Attack> readAttack(const ObjectReader &r, std::string_view key, Diagnostics &d)
{
    const DataNode *node = r.get(key);
    if (!node)
        return Attack {};
    ObjectReader ar(*node, d, {"range", "firepower"}, "a range and firepower");
    if (!ar.isObject())
        return std::nullopt;
    const auto range = ar.integer("range", 0, 99, true);
    const auto fp = ar.integer("firepower", 0, 99, true);
    if (!range || !fp)
        return std::nullopt;
    return Attack {static_cast<int>(*range), static_cast<int>(*fp)};
}

void readValues(const DataNode &list, bool vehicles, Diagnostics &d, std::vector<UnitValues> &out)
{
    for (const DataNode &item : list.items) {
        std::vector<std::string_view> keys {"key", "name", "infantry", "vehicle"};
        if (vehicles) {
            keys.push_back("damage");
            keys.push_back("concussive");
            keys.push_back("heavy");
            keys.push_back("movement");
            keys.push_back("tank");
        } else {
            keys.push_back("removalOrder");
            keys.push_back("officer");
            keys.push_back("assaults");
        }
        ObjectReader r(item, d, keys, vehicles ? "a vehicle type" : "a figure type");
        if (!r.isObject())
            continue;
        UnitValues v;
        const auto key = r.id("key", true);
        const auto name = r.string("name", true);
        const auto inf = readAttack(r, "infantry", d);
        const auto veh = readAttack(r, "vehicle", d);
        if (!key || !name || !inf || !veh)
            continue;
        v.key = *key;
        v.name = *name;
        v.infantry = *inf;
        v.vehicle = *veh;
        if (vehicles) {
            v.concussive = r.boolean("concussive").value_or(false);
            v.heavy = r.boolean("heavy").value_or(false);
            v.movement = static_cast<int>(r.integer("movement", 0, 99, true).value_or(0));
            v.tank = r.boolean("tank").value_or(false);
            if (const DataNode *dmg = r.array("damage", true)) {
                for (const DataNode &n : dmg->items) {
                    if (const auto t = readInteger(n, 1, 99, d, "net hits"))
                        v.damageThresholds.push_back(static_cast<int>(*t));
                }
                if (v.damageThresholds.size() != 3
                    || !std::is_sorted(v.damageThresholds.begin(), v.damageThresholds.end()))
                    report(d, *dmg,
                        "the damage track needs three rising numbers of net hits: damaged, "
                        "heavily damaged, destroyed");
            }
        } else {
            v.removalOrder = static_cast<int>(r.integer("removalOrder", 0, 99).value_or(0));
            v.officer = r.boolean("officer").value_or(false);
            v.assaults = r.boolean("assaults").value_or(true);
        }
        out.push_back(std::move(v));
    }
}

/** A row's infantry and vehicle costs; a vehicle cost is needed unless vehicles never enter. */
std::optional<TerrainCosts> readCosts(const ObjectReader &r, bool vehiclesProhibited)
{
    const auto infantry = r.integer("infantry", 1, 99, true);
    const auto vehicle = r.integer("vehicle", 1, 99, !vehiclesProhibited);
    if (!infantry || (!vehicle && !vehiclesProhibited))
        return std::nullopt;
    return TerrainCosts {static_cast<int>(*infantry), static_cast<int>(vehicle.value_or(0))};
}

std::optional<TerrainMovement> readTerrainMovement(const DataNode &node, Diagnostics &d)
{
    ObjectReader r(node, d,
        {"infantry", "vehicle", "vehiclesProhibited", "vehiclesAllPoints", "official", "nextWave"},
        "a terrain movement row");
    if (!r.isObject())
        return std::nullopt;
    TerrainMovement t;
    t.vehiclesProhibited = r.boolean("vehiclesProhibited").value_or(false);
    t.vehiclesAllPoints = r.boolean("vehiclesAllPoints").value_or(false);
    t.official = r.boolean("official").value_or(false);
    const auto cost = readCosts(r, t.vehiclesProhibited);
    if (!cost)
        return std::nullopt;
    t.cost = *cost;
    if (const DataNode *nw = r.get("nextWave")) {
        ObjectReader nr(*nw, d, {"infantry", "vehicle"}, "the Next Wave costs");
        if (!nr.isObject())
            return std::nullopt;
        t.nextWave = readCosts(nr, t.vehiclesProhibited);
        if (!t.nextWave)
            return std::nullopt;
    }
    return t;
}

} // namespace

MovementTable MovementTable::defaults()
{
    // REFERENCE 4.5.3: clear, woods, hills, roads and cliffs are found; building, hedgerow, stream
    // and entrenchment are DEFAULTs (docs/rules.md: Tide of Iron movement costs).
    MovementTable t;
    t.squad = 4;
    t.officerBonus = 1;
    t.uphill = 2;
    t.cliffLevels = 2;
    t.road = 1;
    t.roads = {"road"};
    const std::optional<TerrainCosts> same;
    t.terrain = {
        {"clear", {{1, 1}, same, false, false, true}},
        {"woods", {{2, 3}, TerrainCosts {3, 3}, false, false, true}},
        {"building", {{2, 0}, same, true, false, false}},
        {"hedgerow", {{2, 2}, same, false, false, false}},
        {"stream", {{2, 2}, same, false, true, false}},
        {"entrenchment", {{1, 1}, same, false, false, false}},
        {"road", {{1, 1}, same, false, false, true}},
        {"hill", {{1, 1}, same, false, false, true}},
    };
    return t;
}

const TerrainMovement *MovementTable::find(std::string_view terrainId) const
{
    const auto it = terrain.find(terrainId);
    return it == terrain.end() ? nullptr : &it->second;
}

std::optional<MovementTable> MovementTable::fromData(const DataNode &node, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics,
        {"squad", "officerBonus", "uphill", "cliffLevels", "road", "roads", "perEnemyCrossed",
            "terrain"},
        "the movement table");
    if (!r.isObject())
        return std::nullopt;
    MovementTable t;
    t.squad = static_cast<int>(r.integer("squad", 0, 99, true).value_or(t.squad));
    t.officerBonus = static_cast<int>(r.integer("officerBonus", 0, 99).value_or(t.officerBonus));
    t.uphill = static_cast<int>(r.integer("uphill", 1, 99, true).value_or(t.uphill));
    t.cliffLevels = static_cast<int>(r.integer("cliffLevels", 1, 99, true).value_or(t.cliffLevels));
    t.road = static_cast<int>(r.integer("road", 1, 99, true).value_or(t.road));
    t.perEnemyCrossed
        = static_cast<int>(r.integer("perEnemyCrossed", 0, 99).value_or(t.perEnemyCrossed));
    if (const DataNode *roads = r.array("roads")) {
        for (const DataNode &n : roads->items) {
            if (expectType(n, DataNode::Type::String, diagnostics, "a terrain id"))
                t.roads.push_back(n.string);
        }
    }
    if (const DataNode *terrain = r.object("terrain", true)) {
        for (const auto &m : terrain->members) {
            if (auto row = readTerrainMovement(m.value, diagnostics))
                t.terrain[m.key] = std::move(*row);
        }
        if (!t.terrain.contains("clear") && diagnostics.size() == before)
            report(diagnostics, *terrain,
                "the movement table needs a \"clear\" row: terrain it does not list costs as "
                "clear");
    }
    if (diagnostics.size() != before)
        return std::nullopt;
    return t;
}

bool ToiProfile::equals(const UnitProfile &other) const
{
    const auto *o = dynamic_cast<const ToiProfile *>(&other);
    return o && o->vehicle == vehicle && o->figures == figures && o->type == type;
}

ToiTables ToiTables::defaults()
{
    ToiTables t;
    t.notOfficial = true;
    t.source = "unit values from a fan army builder and placeholder vehicle values and cover "
               "(REFERENCE 4.2, 4.3), not the published ones: docs/rules.md: Tide of Iron "
               "placeholder values";
    t.figures = {
        {"regular", HEXFIRE_TEXT("RuleText", "Regular"), {4, 1}, {1, 1}, {}, false, 0},
        {"elite", HEXFIRE_TEXT("RuleText", "Elite"), {4, 2}, {1, 1}, {}, false, 2},
        {"officer", HEXFIRE_TEXT("RuleText", "Officer"), {4, 1}, {1, 1}, {}, false, 3, true},
        {"mg-crew", HEXFIRE_TEXT("RuleText", "Machine-gun crew"), {5, 3}, {3, 2}, {}, false, 1,
            false, false},
        {"german-mg-crew", HEXFIRE_TEXT("RuleText", "German machine-gun crew"), {5, 4}, {3, 2}, {},
            false, 1, false, false},
        {"mortar-crew", HEXFIRE_TEXT("RuleText", "Mortar crew"), {8, 4}, {0, 0}, {}, false, 1,
            false, false},
    };
    t.vehicles = {
        {"panzer-iv", HEXFIRE_TEXT("RuleText", "Panzer IV"), {6, 6}, {6, 6}, {1, 3, 5}, true, 0,
            false, true, true, 5, true},
        {"sherman", HEXFIRE_TEXT("RuleText", "Sherman"), {6, 6}, {6, 6}, {1, 3, 5}, true, 0, false,
            true, true, 5, true},
        {"halftrack", HEXFIRE_TEXT("RuleText", "Half-track"), {4, 3}, {1, 1}, {1, 2, 3}, false, 0,
            false, true, false, 7},
    };
    t.cover = {{"clear", 0}, {"woods", 2}, {"building", 3}, {"hedgerow", 3}, {"entrenchment", 2},
        {"road", 0}, {"stream", 0}, {"hill", 0}};
    t.blockingTerrain = {"woods", "building"};
    t.concussiveTargets = {"building"};
    t.movement = MovementTable::defaults();
    t.stacking = {2, 1};
    return t;
}

const UnitValues *ToiTables::figure(std::string_view key) const
{
    for (const UnitValues &v : figures) {
        if (v.key == key)
            return &v;
    }
    return nullptr;
}

const UnitValues *ToiTables::vehicleType(std::string_view key) const
{
    for (const UnitValues &v : vehicles) {
        if (v.key == key)
            return &v;
    }
    return nullptr;
}

int ToiTables::coverOf(std::string_view terrain) const
{
    const auto it = cover.find(terrain);
    return it == cover.end() ? 0 : it->second;
}

std::optional<ToiTables> ToiTables::fromData(const DataNode &node, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics,
        {"notOfficial", "source", "figures", "vehicles", "cover", "blockingTerrain",
            "concussiveTargets", "fortifications", "movement", "stacking"},
        "the Tide of Iron tables");
    if (!r.isObject())
        return std::nullopt;
    ToiTables t;
    t.notOfficial = r.boolean("notOfficial").value_or(false);
    t.source = r.string("source").value_or("");
    if (const DataNode *f = r.array("figures", true))
        readValues(*f, false, diagnostics, t.figures);
    if (const DataNode *v = r.array("vehicles"))
        readValues(*v, true, diagnostics, t.vehicles);
    if (const DataNode *c = r.object("cover")) {
        for (const auto &m : c->members) {
            if (const auto n = readInteger(m.value, 0, 20, diagnostics, "cover dice"))
                t.cover[m.key] = static_cast<int>(*n);
        }
    }
    const auto ids = [&](std::string_view key, std::vector<std::string> &out) {
        if (const DataNode *b = r.array(key)) {
            for (const DataNode &n : b->items) {
                if (expectType(n, DataNode::Type::String, diagnostics, "a terrain id"))
                    out.push_back(n.string);
            }
        }
    };
    ids("blockingTerrain", t.blockingTerrain);
    ids("concussiveTargets", t.concussiveTargets);
    // Tables written before fortifications were listed keep the shipped list.
    if (r.array("fortifications")) {
        t.fortifications.clear();
        ids("fortifications", t.fortifications);
    }
    if (const DataNode *m = r.object("movement")) {
        if (auto movement = MovementTable::fromData(*m, diagnostics))
            t.movement = std::move(*movement);
    }
    if (const DataNode *st = r.object("stacking")) {
        ObjectReader sr(*st, diagnostics, {"squads", "vehicles"}, "the stacking limits");
        if (sr.isObject()) {
            t.stacking.squads = static_cast<int>(sr.integer("squads", 0, 99, true).value_or(0));
            t.stacking.vehicles = static_cast<int>(sr.integer("vehicles", 0, 99, true).value_or(0));
        }
    }
    if (diagnostics.size() != before)
        return std::nullopt;
    return t;
}

namespace {

/** The suppressive attack's DEFAULT in a sentence, as the options set it. */
std::string suppressionAssumption(bool twoSteps, bool retreats)
{
    if (twoSteps && retreats)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
            "A suppressive attack moves a squad one step (normal, pinned, disrupted) for one net "
            "hit and two steps for two or more; a disrupted squad hit again retreats one hex, away "
            "from the attacker; vehicles are immune."));
    if (twoSteps)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
            "A suppressive attack moves a squad one step (normal, pinned, disrupted) for one net "
            "hit and two steps for two or more; a disrupted squad stays disrupted; vehicles are "
            "immune."));
    if (retreats)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
            "A suppressive attack moves a squad one step (normal, pinned, disrupted) for one or "
            "more net hits; a disrupted squad hit again retreats one hex, away from the attacker; "
            "vehicles are immune."));
    return ruleSentence(HEXFIRE_TEXT("RuleText",
        "A suppressive attack moves a squad one step (normal, pinned, disrupted) for one or more "
        "net hits; a disrupted squad stays disrupted; vehicles are immune."));
}

} // namespace

std::vector<Assumption> ToiOptions::assumptions() const
{
    std::vector<Assumption> a {
        {"tideofiron.defence",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "A cover die succeeds on %1 or more."), defenceSuccess),
            "docs/rules.md: Tide of Iron cover dice"},
        {"tideofiron.cover",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Cover beyond woods (2) and clear (0) comes from the cover table: building 3, "
                "hedgerow 3, entrenchment 2, others 0.")),
            "docs/rules.md: Tide of Iron cover dice"},
        {"tideofiron.suppressive", suppressionAssumption(suppressiveTwoSteps, disruptedRetreats),
            "docs/rules.md: Tide of Iron suppressive attacks"},
        {"tideofiron.halving",
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Half firepower (Fire and Movement, supporters) rounds up.")),
            "docs/rules.md: Tide of Iron half firepower"},
        {"tideofiron.damage",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A vehicle's damage comes from the net hits of one attack against its damage "
                "track; it never goes down.")),
            "docs/rules.md: Tide of Iron vehicle damage"},
        {"tideofiron.removal",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Unless the defender names the figures, hits remove regulars first, then crews, "
                "elites and the officer last.")),
            "docs/rules.md: Tide of Iron figures removed"},
        {"tideofiron.levels",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Between units on different levels, a blocking hex blocks when it is at least as "
                "close to the lower unit; one higher than both always blocks.")),
            "docs/rules.md: Tide of Iron line of sight"},
        {"tideofiron.actions",
            actionsPerTurnGiven ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "An action turn has %1 actions (the scenario)."),
                actionsPerTurn)
                                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "An action turn has 3 actions: the scenario does not say.")),
            "docs/rules.md: Tide of Iron round"},
    };
    if (tables.notOfficial)
        a.push_back({"tideofiron.placeholder",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Vehicle values, damage tracks and most cover values are placeholders, not the "
                "published ones.")),
            "docs/rules.md: Tide of Iron placeholder values"});
    return a;
}

std::optional<ToiOptions> ToiOptions::fromData(
    const DataNode &node, const ToiOptions &base, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics,
        {"defenceSuccess", "suppressiveTwoSteps", "disruptedRetreats", "tables", "edition",
            "actionsPerTurn"},
        "the Tide of Iron options");
    if (!r.isObject())
        return std::nullopt;
    ToiOptions o = base;
    if (const auto v = r.integer("defenceSuccess", 1, 7))
        o.defenceSuccess = static_cast<int>(*v);
    if (const auto v = r.boolean("suppressiveTwoSteps"))
        o.suppressiveTwoSteps = *v;
    if (const auto v = r.boolean("disruptedRetreats"))
        o.disruptedRetreats = *v;
    if (const auto v = r.choice("edition", {"first", "next-wave"}))
        o.edition = *v == "next-wave" ? Edition::NextWave : Edition::FirstEdition;
    if (const auto v = r.integer("actionsPerTurn", 1, 9)) {
        o.actionsPerTurn = static_cast<int>(*v);
        o.actionsPerTurnGiven = true;
    }
    if (const DataNode *t = r.get("tables")) {
        if (auto tables = ToiTables::fromData(*t, diagnostics))
            o.tables = std::move(*tables);
    }
    if (diagnostics.size() != before)
        return std::nullopt;
    return o;
}

} // namespace hexfire::toi
