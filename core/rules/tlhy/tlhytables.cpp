#include "core/rules/tlhy/tlhytables.h"

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
        row("clear", "Clear", std::nullopt, std::nullopt, K::Clear),
        row("marsh", "Marsh", std::nullopt, -1, K::Clear),
        row("hut", "Hut", -1, std::nullopt, K::Block, true),
        row("wall", "Wall", -1, std::nullopt, K::Clear),
        row("woods", "Woods", -1, -1, K::Block, true),
        row("jungle", "Jungle", -1, -1, K::Block, true),
        row("tree-line", "Tree-line", -1, -1, K::Block, true),
        row("hill", "Hill", -1, -1, K::Height, true),
        row("wooden-building", "Wooden building", -2, -2, K::Block, true),
        row("improved-position", "Improved position", -2, -2, K::Clear),
        row("fortified-position", "Fortified position", -2, -2, K::Clear),
        row("stone-building", "Stone building", -3, -3, K::Block, true),
        row("smoke", "Smoke", std::nullopt, std::nullopt, K::Hinder, true),
        row("roadblock", "Roadblock", std::nullopt, std::nullopt, K::Hinder, true),
    };
    for (auto &e : t.items) {
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
                                  "hindrance or assumed");
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
