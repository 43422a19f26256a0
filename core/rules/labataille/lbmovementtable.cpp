#include "core/rules/labataille/lbmovementtable.h"

#include "core/data/datareader.h"

namespace hexfire::labataille {

namespace {

/**
 * Movement points written in the file, read as halves into `out`: 0.5, 1, 2.5, or "prohibited"
 * (nullopt). False, reported, when it is neither.
 */
bool readHalves(
    const DataNode &v, Diagnostics &diagnostics, std::string_view what, std::optional<int> &out)
{
    if (v.type == DataNode::Type::String && v.string == "prohibited") {
        out.reset();
        return true;
    }
    const double halves = v.number * 2;
    if (v.type != DataNode::Type::Number || halves < 0 || halves > 198
        || halves != static_cast<double>(static_cast<int>(halves))) {
        report(diagnostics, v,
            std::string(what)
                + ": expected movement points in halves from 0 to 99 (2.5) or \"prohibited\"");
        return false;
    }
    out = static_cast<int>(halves);
    return true;
}

/** A cost that may not be "prohibited" (a road), into out; reported otherwise. */
void readCost(const DataNode &v, Diagnostics &diagnostics, std::string_view what, int &out)
{
    std::optional<int> halves;
    if (!readHalves(v, diagnostics, what, halves))
        return;
    if (!halves)
        report(
            diagnostics, v, std::string(what) + ": a cost in movement points, not \"prohibited\"");
    else
        out = *halves;
}

/** The three columns of a row; a missing column is reported. */
ClassCosts readCosts(const ObjectReader &r, Diagnostics &diagnostics)
{
    ClassCosts c;
    const std::pair<std::string_view, std::optional<int> *> columns[] {
        {"infantry", &c.infantry}, {"cavalry", &c.cavalry}, {"artillery", &c.artillery}};
    for (const auto &[key, out] : columns) {
        if (const DataNode *v = r.get(key, true))
            readHalves(*v, diagnostics, key, *out);
    }
    return c;
}

StackingLimit readStacking(const DataNode &node, Diagnostics &diagnostics)
{
    ObjectReader r(node, diagnostics,
        {"infantry", "cavalry", "artillery", "units", "infantryWithBattery", "battalionAndBattery"},
        "a stacking limit");
    StackingLimit s;
    if (!r.isObject())
        return s;
    const auto read = [&](std::string_view key, std::optional<int> &out) {
        if (const auto v = r.integer(key, 0, 999))
            out = static_cast<int>(*v);
    };
    read("infantry", s.infantry);
    read("cavalry", s.cavalry);
    read("artillery", s.artillery);
    read("units", s.units);
    read("infantryWithBattery", s.infantryWithBattery);
    s.battalionAndBattery = r.boolean("battalionAndBattery").value_or(false);
    return s;
}

TerrainMovement readTerrain(const DataNode &node, Diagnostics &diagnostics)
{
    ObjectReader r(node, diagnostics,
        {"infantry", "cavalry", "artillery", "generalOrder", "open", "skirmishersOnly", "roadMarch",
            "stacking"},
        "a terrain movement row");
    TerrainMovement t;
    if (!r.isObject())
        return t;
    t.cost = readCosts(r, diagnostics);
    t.generalOrder = r.boolean("generalOrder").value_or(false);
    t.open = r.boolean("open").value_or(false);
    t.skirmishersOnly = r.boolean("skirmishersOnly").value_or(false);
    if (const DataNode *v = r.get("roadMarch")) {
        int halves = 0;
        readCost(*v, diagnostics, "roadMarch", halves);
        t.roadMarch = halves;
    }
    if (const DataNode *s = r.get("stacking"))
        t.stacking = readStacking(*s, diagnostics);
    return t;
}

HexsideMovement readHexside(const DataNode &node, Diagnostics &diagnostics)
{
    ObjectReader r(node, diagnostics,
        {"infantry", "cavalry", "artillery", "roadMarchOnly", "replaces"},
        "a hexside movement row");
    HexsideMovement h;
    if (!r.isObject())
        return h;
    h.cost = readCosts(r, diagnostics);
    h.roadMarchOnly = r.boolean("roadMarchOnly").value_or(false);
    h.replaces = r.boolean("replaces").value_or(false);
    return h;
}

} // namespace

std::optional<int> ClassCosts::of(MoveClass c) const
{
    switch (c) {
    case MoveClass::Infantry:
        return infantry;
    case MoveClass::Cavalry:
        return cavalry;
    case MoveClass::Artillery:
        return artillery;
    }
    return infantry;
}

LbMovementTable LbMovementTable::defaults()
{
    // REFERENCE 2.5.2: Friedland's chart was not found; the Heilsberg 1807 column stands in.
    LbMovementTable t;
    t.assumed = true;
    t.source = "Heilsberg 1807 terrain movement costs and Prusse 1806 stacking (REFERENCE "
               "2.5.2); Friedland's own chart was not found: docs/rules.md: La Bataille movement "
               "costs";
    const std::optional<int> no;
    const StackingLimit oneUnit {no, no, no, 1, no, false};
    TerrainMovement clear {{2, 2, 2}, false, true, false, no, {18, 18, 6, no, 12, false}};
    TerrainMovement builtUp {{6, 6, 6}, true, false, false, 4, {no, no, no, 1, no, true}};
    t.terrain["clear"] = clear;
    t.terrain["village"] = builtUp;
    t.terrain["town"] = builtUp;
    t.terrain["city"] = builtUp;
    t.terrain["woods"] = {{4, 10, no}, true, false, false, no, oneUnit};
    t.terrain["garden"] = {{4, 4, 8}, true, false, false, no, oneUnit};
    t.terrain["swamp"] = {{8, no, no}, false, false, true, no, clear.stacking};
    t.hexsides["slope"] = {{4, 6, 8}, false, false};
    t.hexsides["stream"] = {{6, 10, 8}, false, false};
    t.hexsides["river"] = {{no, no, no}, false, false};
    t.hexsides["bridge"] = {{2, 2, 2}, true, true};
    t.roadFeature = "road";
    t.road = 1;
    t.roadMarchStacking = 4;
    return t;
}

const TerrainMovement *LbMovementTable::findTerrain(std::string_view id) const
{
    const auto it = terrain.find(id);
    return it == terrain.end() ? nullptr : &it->second;
}

const HexsideMovement *LbMovementTable::findHexside(std::string_view id) const
{
    const auto it = hexsides.find(id);
    return it == hexsides.end() ? nullptr : &it->second;
}

std::optional<LbMovementTable> LbMovementTable::fromData(
    const DataNode &node, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics,
        {"assumed", "source", "terrain", "hexsides", "roadFeature", "road", "roadMarchStacking"},
        "the movement table");
    if (!r.isObject())
        return std::nullopt;
    LbMovementTable t;
    t.terrain.clear();
    t.hexsides.clear();
    t.assumed = r.boolean("assumed").value_or(false);
    t.source = r.string("source").value_or("");
    if (const DataNode *terrain = r.object("terrain", true)) {
        for (const auto &[id, row] : terrain->members)
            t.terrain[id] = readTerrain(row, diagnostics);
        if (!t.terrain.contains("clear"))
            report(diagnostics, *terrain, "the movement table needs a \"clear\" row");
    }
    if (const DataNode *sides = r.object("hexsides")) {
        for (const auto &[id, row] : sides->members)
            t.hexsides[id] = readHexside(row, diagnostics);
    }
    t.roadFeature = r.id("roadFeature").value_or("road");
    if (const DataNode *v = r.get("road"))
        readCost(*v, diagnostics, "road", t.road);
    t.roadMarchStacking
        = static_cast<int>(r.integer("roadMarchStacking", 1, 999).value_or(t.roadMarchStacking));
    if (diagnostics.size() != before)
        return std::nullopt;
    return t;
}

} // namespace hexfire::labataille
