#include "core/rules/tlhy/tlhytables.h"

#include "core/rules/ruletext.h"
#include "core/rules/tlhy/tlhydatareader.h"

#include <algorithm>
#include <array>

namespace hexfire {

namespace {

TlhyTerrainEffect row(std::string id, std::string name, std::optional<int> sadrm,
    std::optional<int> mdrm, TlhyLosKind los, bool assumed = false)
{
    TlhyTerrainEffect e;
    e.id = std::move(id);
    e.name = std::move(name);
    e.sadrmTem = sadrm;
    e.mdrmTem = mdrm;
    e.los = los;
    e.assumed = assumed;
    return e;
}

/** A cost in half MPs; a DEFAULT when assumed. */
TlhyMoveCost mp(int halves, bool assumed = false) { return {halves, false, assumed}; }
TlhyMoveCost prohibited(bool assumed = false) { return {std::nullopt, true, assumed}; }

/** The maneuver columns of REFERENCE 1.8.3 (infantry; AFV, whose "others" are DEFAULTs). */
void addMoveCosts(TlhyTerrainEffect &e)
{
    const std::string &id = e.id;
    if (id == "clear" || id == "hill") {
        e.foot = mp(2); // open 1 (INFERRED); a hill is open ground higher up
        e.vehicle = mp(2, true);
    } else if (id == "marsh" || id == "river") {
        e.foot = mp(3);
        e.vehicle = prohibited();
        e.water = true;
    } else if (id == "woods" || id == "jungle") {
        e.foot = mp(3);
        e.vehicle = mp(8); // heavy woods / jungle 4
    } else if (id == "tree-line") {
        e.foot = mp(3);
        e.vehicle = mp(4, true); // light woods 2, DEFAULT
        e.footAcross = mp(0);
        e.vehicleAcross = mp(2, true);
    } else if (id == "stone-building") {
        e.foot = mp(4);
        e.vehicle = prohibited();
    } else if (id == "wooden-building" || id == "hut") {
        e.foot = mp(4, true); // as an urban building, DEFAULT
        e.vehicle = prohibited(true);
    } else if (id == "wall") {
        e.footAcross = mp(0);
        e.vehicleAcross = mp(2, true);
    } else if (id == "ford") {
        e.foot = mp(1);
        e.vehicle = mp(2, true);
        e.ford = true;
    } else if (id == "road") {
        e.road = true;
    }
}

/** Reads a maneuver cost: a number of MPs in halves (1.5) or "prohibited". */
std::optional<TlhyMoveCost> readCost(TlhyDataReader &read, const DataNode &v, std::string_view what)
{
    if (v.type == DataNode::Type::String && v.string == "prohibited")
        return prohibited();
    const double halves = v.number * 2;
    if (v.type != DataNode::Type::Number || halves < 0 || halves > 40
        || halves != static_cast<double>(static_cast<int>(halves))) {
        read.error(v,
            std::string(what)
                + ": expected movement points in halves from 0 to 20 (1.5) or \"prohibited\"");
        return std::nullopt;
    }
    return mp(static_cast<int>(halves));
}

/** The maneuver fields of a terrain row; false when key is none of them. */
bool readMoveField(
    TlhyDataReader &read, TlhyTerrainEffect &e, const std::string &key, const DataNode &v)
{
    const std::array<std::pair<std::string_view, TlhyMoveCost *>, 4> costs {{
        {"footMp", &e.foot},
        {"vehicleMp", &e.vehicle},
        {"footAcrossMp", &e.footAcross},
        {"vehicleAcrossMp", &e.vehicleAcross},
    }};
    for (const auto &[name, cost] : costs) {
        if (key == name) {
            const bool assumed = cost->assumed;
            *cost = readCost(read, v, key).value_or(TlhyMoveCost {});
            cost->assumed = assumed;
            return true;
        }
        if (key == std::string(name) + "Assumed") {
            cost->assumed = read.boolean(v, key).value_or(false);
            return true;
        }
    }
    const std::array<std::pair<std::string_view, bool *>, 3> flags {
        {{"water", &e.water}, {"ford", &e.ford}, {"road", &e.road}}};
    for (const auto &[name, flag] : flags) {
        if (key == name) {
            *flag = read.boolean(v, key).value_or(false);
            return true;
        }
    }
    return false;
}

constexpr std::array<std::pair<TlhyLosKind, std::string_view>, 4> losNames {{
    {TlhyLosKind::Clear, "clear"},
    {TlhyLosKind::Hinder, "hinder"},
    {TlhyLosKind::Block, "block"},
    {TlhyLosKind::Height, "height"},
}};

} // namespace

std::string_view toString(TlhyLosKind kind)
{
    for (const auto &[k, name] : losNames) {
        if (k == kind)
            return name;
    }
    return "clear";
}

const TlhyTerrainEffect *TlhyTables::find(std::string_view id) const
{
    const auto it
        = std::find_if(items.begin(), items.end(), [&](const auto &e) { return e.id == id; });
    return it == items.end() ? nullptr : &*it;
}

TlhyTables TlhyTables::defaults()
{
    using K = TlhyLosKind;
    TlhyTables t;
    t.source = "Terrain Effects Chart (asynk-rules player aid tems.lou); what blocks LOS: "
               "docs/rules.md: Line of sight terrain";
    t.items = {
        row("clear", HEXFIRE_TEXT("RuleText", "Clear"), std::nullopt, std::nullopt, K::Clear),
        row("marsh", HEXFIRE_TEXT("RuleText", "Marsh"), std::nullopt, -1, K::Clear),
        row("hut", HEXFIRE_TEXT("RuleText", "Hut"), -1, std::nullopt, K::Block, true),
        row("wall", HEXFIRE_TEXT("RuleText", "Wall"), -1, std::nullopt, K::Clear),
        row("woods", HEXFIRE_TEXT("RuleText", "Woods"), -1, -1, K::Block, true),
        row("jungle", HEXFIRE_TEXT("RuleText", "Jungle"), -1, -1, K::Block, true),
        row("tree-line", HEXFIRE_TEXT("RuleText", "Tree-line"), -1, -1, K::Block, true),
        row("hill", HEXFIRE_TEXT("RuleText", "Hill"), -1, -1, K::Height, true),
        row("wooden-building", HEXFIRE_TEXT("RuleText", "Wooden building"), -2, -2, K::Block, true),
        row("improved-position", HEXFIRE_TEXT("RuleText", "Improved position"), -2, -2, K::Clear),
        row("fortified-position", HEXFIRE_TEXT("RuleText", "Fortified position"), -2, -2, K::Clear),
        row("stone-building", HEXFIRE_TEXT("RuleText", "Stone building"), -3, -3, K::Block, true),
        row("smoke", HEXFIRE_TEXT("RuleText", "Smoke"), std::nullopt, std::nullopt, K::Hinder,
            true),
        row("roadblock", HEXFIRE_TEXT("RuleText", "Roadblock"), std::nullopt, std::nullopt,
            K::Hinder, true),
        row("river", HEXFIRE_TEXT("RuleText", "River"), std::nullopt, std::nullopt, K::Clear),
        row("ford", HEXFIRE_TEXT("RuleText", "Ford"), std::nullopt, std::nullopt, K::Clear),
        row("road", HEXFIRE_TEXT("RuleText", "Road"), std::nullopt, std::nullopt, K::Clear),
    };
    for (auto &e : t.items) {
        addMoveCosts(e);
        if (e.id == "improved-position" || e.id == "fortified-position")
            e.position = true;
        if (e.los == K::Hinder)
            e.hindrance = 1;
    }
    t.hinderingMarkers = {"mdrm", "smoke"};
    t.markerHindrance = 1;
    return t;
}

std::optional<TlhyTables> TlhyTables::fromData(const DataNode &node, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    TlhyDataReader read(diagnostics);
    if (!read.expect(node, DataNode::Type::Object, "TLHY tables"))
        return std::nullopt;
    TlhyTables t;
    bool sawTerrain = false;
    for (const auto &[key, value] : node.members) {
        if (key == "source") {
            t.source = read.string(value, "source").value_or("");
        } else if (key == "notOfficial") {
            t.notOfficial = read.boolean(value, "notOfficial").value_or(false);
        } else if (key == "markerHindrance") {
            t.markerHindrance = read.integer(value, 0, 10, "markerHindrance").value_or(1);
        } else if (key == "hinderingMarkers") {
            if (!read.expect(value, DataNode::Type::Array, "hinderingMarkers"))
                continue;
            for (const DataNode &item : value.items) {
                if (auto s = read.string(item, "hindering marker")) {
                    if (*s != "mdrm" && *s != "sadrm" && *s != "smoke")
                        read.error(item,
                            "hindering marker: expected \"mdrm\", \"sadrm\" or \"smoke\", got \""
                                + *s + "\"");
                    else
                        t.hinderingMarkers.push_back(*s);
                }
            }
        } else if (key == "terrain") {
            sawTerrain = true;
            if (!read.expect(value, DataNode::Type::Array, "terrain"))
                continue;
            for (const DataNode &item : value.items) {
                if (!read.expect(item, DataNode::Type::Object, "terrain row"))
                    continue;
                TlhyTerrainEffect e;
                for (const auto &[k, v] : item.members) {
                    if (k == "id")
                        e.id = read.string(v, "id").value_or("");
                    else if (k == "name")
                        e.name = read.string(v, "name").value_or("");
                    else if (k == "sadrmTem")
                        e.sadrmTem = read.integer(v, -9, 9, "sadrmTem");
                    else if (k == "mdrmTem")
                        e.mdrmTem = read.integer(v, -9, 9, "mdrmTem");
                    else if (k == "position")
                        e.position = read.boolean(v, "position").value_or(false);
                    else if (k == "assumed")
                        e.assumed = read.boolean(v, "assumed").value_or(false);
                    else if (k == "hindrance")
                        e.hindrance = read.integer(v, 0, 10, "hindrance").value_or(0);
                    else if (readMoveField(read, e, k, v))
                        continue;
                    else if (k == "los") {
                        const auto s = read.string(v, "los");
                        const auto it = std::find_if(losNames.begin(), losNames.end(),
                            [&](const auto &n) { return s && n.second == *s; });
                        if (s && it == losNames.end())
                            read.error(v,
                                "los: expected \"clear\", \"hinder\", \"block\" or \"height\", got "
                                "\"" + *s
                                    + "\"");
                        else if (s)
                            e.los = it->first;
                    } else {
                        read.error(v,
                            "unknown terrain field \"" + k
                                + "\"; expected id, name, sadrmTem, mdrmTem, position, los, "
                                  "hindrance, assumed, footMp, vehicleMp, footAcrossMp, "
                                  "vehicleAcrossMp (each also ...Assumed), water, ford or road");
                    }
                }
                if (e.id.empty())
                    read.error(item, "terrain row: expected a non-empty \"id\"");
                else if (t.find(e.id))
                    read.error(item, "terrain id \"" + e.id + "\" appears twice");
                t.items.push_back(std::move(e));
            }
        } else {
            read.error(value,
                "unknown tables field \"" + key
                    + "\"; expected source, notOfficial, markerHindrance, "
                      "hinderingMarkers or terrain");
        }
    }
    if (!sawTerrain)
        read.error(node, "TLHY tables: expected a \"terrain\" array");
    if (diagnostics.size() != before)
        return std::nullopt;
    return t;
}

} // namespace hexfire
