#include "core/rules/tlhy/tlhylosrules.h"

#include "core/rules/rulesentence.h"

#include <algorithm>

namespace hexfire {

TlhyLosRules::TlhyLosRules(TlhyTables tables)
    : m_tables(std::move(tables))
{
    for (const TlhyTerrainEffect &e : m_tables.items) {
        const std::string name(translatedRuleText(e.name.empty() ? e.id : e.name));
        Row row;
        row.los = e.los;
        row.hindrance = e.hindrance;
        switch (e.los) {
        case TlhyLosKind::Clear:
            row.reason = internReason("tlhy.los." + e.id + ".clear",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 does not block LOS"), name), "4.2");
            break;
        case TlhyLosKind::Hinder:
            row.reason = internReason("tlhy.los." + e.id + ".hinders",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 hinders LOS"), name), "4.2.4");
            break;
        case TlhyLosKind::Block:
            row.reason = internReason("tlhy.los." + e.id + ".blocks",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 blocks LOS"), name), "4.2");
            break;
        case TlhyLosKind::Height:
            row.reason = internReason("tlhy.los." + e.id + ".height",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1: height test"), name), "4.2.3");
            break;
        }
        m_rows.push_back(row);
    }
    m_higherThanBoth = internReason("tlhy.los.higher-than-both",
        ruleSentence(HEXFIRE_TEXT("RuleText", "a hill higher than both units blocks LOS")),
        "4.2.3");
    m_notHigher = internReason("tlhy.los.not-higher",
        ruleSentence(HEXFIRE_TEXT("RuleText", "a hill not higher than both units does not block")),
        "4.2.3");
    m_markerHinders = internReason("tlhy.los.marker-hinders",
        ruleSentence(HEXFIRE_TEXT("RuleText", "an MDRM or smoke marker hinders LOS")), "4.2.4");
}

int TlhyLosRules::rowOf(std::string_view id) const
{
    for (std::size_t i = 0; i < m_tables.items.size(); ++i) {
        if (m_tables.items[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

// --- the hook: everything by index once built ---------------------------------------------------

TlhyLosRules::Hook::Hook(const TlhyLosRules &rules, const GameState &state)
    : m_rules(rules)
{
    const MapGrid &map = state.map();
    m_byTerrain.reserve(map.terrainKinds().size());
    for (const TerrainKind &kind : map.terrainKinds()) {
        CellRule rule;
        add(rule, rules.rowOf(kind.id));
        m_byTerrain.push_back(rule);
    }
    // Cells with in-hex features get their own rule; the others use their terrain's.
    m_cellRule.assign(static_cast<std::size_t>(map.hexCount()), -1);
    for (int cell = 0; cell < map.hexCount(); ++cell) {
        const MapGrid::HexView v = map.viewCell(cell);
        if (v.features->empty())
            continue;
        m_cellRule[static_cast<std::size_t>(cell)] = static_cast<std::int32_t>(m_cellRules.size());
        m_cellRules.push_back(ruleFor(v.terrain, *v.features));
    }
    // Hindering markers: one string compare per group of markers alike here (the hook is built
    // again whenever the markers change, and fire piles them up), none per element later.
    const auto &hindering = rules.m_tables.hinderingMarkers;
    state.forEachMarkerGroup([&](Hex hex, const GameState::MarkerGroup &g) {
        if (std::find(hindering.begin(), hindering.end(), g.like->kind) == hindering.end())
            return;
        const int cell = map.coordinates().tryCellIndex(hex);
        if (cell < 0)
            return;
        std::int32_t &slot = m_cellRule[static_cast<std::size_t>(cell)];
        if (slot < 0) {
            slot = static_cast<std::int32_t>(m_cellRules.size());
            m_cellRules.push_back(
                m_byTerrain[static_cast<std::size_t>(map.viewCell(cell).terrain)]);
        }
        m_cellRules[static_cast<std::size_t>(slot)].markers += g.count;
    });
    m_hexsideRows.reserve(map.hexsideFeatures().size());
    for (const HexsideFeature &f : map.hexsideFeatures())
        m_hexsideRows.push_back(static_cast<std::int16_t>(rules.rowOf(f.feature)));
}

void TlhyLosRules::Hook::add(CellRule &rule, int row) const
{
    // Terrain first, then features in map order: the first blocking item decides, hindrances add.
    if (row < 0 || rule.effect == LosEffect::Block)
        return;
    const Row &r = m_rules.m_rows[static_cast<std::size_t>(row)];
    switch (r.los) {
    case TlhyLosKind::Clear:
        break;
    case TlhyLosKind::Block:
        rule.effect = LosEffect::Block;
        rule.hindrance = 0;
        rule.reason = r.reason;
        break;
    case TlhyLosKind::Hinder:
        rule.hindrance += r.hindrance;
        if (rule.effect == LosEffect::Clear) {
            rule.effect = LosEffect::Hinder;
            rule.reason = r.reason;
        }
        break;
    case TlhyLosKind::Height:
        rule.height = true;
        break;
    }
}

TlhyLosRules::Hook::CellRule TlhyLosRules::Hook::ruleFor(
    int terrainIndex, const std::vector<std::string> &features) const
{
    CellRule rule = m_byTerrain[static_cast<std::size_t>(terrainIndex)];
    for (const std::string &f : features)
        add(rule, m_rules.rowOf(f));
    return rule;
}

const TlhyLosRules::Hook::CellRule &TlhyLosRules::Hook::cellRule(int cell, int terrainIndex) const
{
    const std::size_t c = static_cast<std::size_t>(cell);
    if (c < m_cellRule.size() && m_cellRule[c] >= 0)
        return m_cellRules[static_cast<std::size_t>(m_cellRule[c])];
    return m_byTerrain[static_cast<std::size_t>(terrainIndex)];
}

LosObstacle TlhyLosRules::Hook::hexEffect(const LosContext &context, Hex hex) const
{
    const MapGrid &map = context.map;
    const int cell = context.cell >= 0 ? context.cell : map.coordinates().tryCellIndex(hex);
    if (cell < 0)
        return {};
    const MapGrid::HexView v = map.viewCell(cell);
    const CellRule &rule = cellRule(cell, v.terrain);
    if (rule.effect == LosEffect::Block)
        return {LosEffect::Block, 0, rule.reason};
    if (rule.height && v.elevation > std::max(context.firerLevel, context.targetLevel))
        return {LosEffect::HeightBlocked, 0, m_rules.m_higherThanBoth};
    LosObstacle result {rule.effect, rule.hindrance, rule.reason};
    if (rule.markers > 0) {
        result.hindrance += rule.markers * m_rules.m_tables.markerHindrance;
        if (result.effect == LosEffect::Clear) {
            result.effect = LosEffect::Hinder;
            result.reason = m_rules.m_markerHinders;
        }
    }
    if (result.effect == LosEffect::Clear && rule.height)
        return {LosEffect::HeightPassed, 0, m_rules.m_notHigher};
    return result;
}

bool TlhyLosRules::Hook::mayObstruct(const MapGrid &map, int cell, int firerLevel) const
{
    const MapGrid::HexView v = map.viewCell(cell);
    const CellRule &rule = cellRule(cell, v.terrain);
    // As hexEffect: a hill no higher than the firer is never higher than both ends.
    return rule.effect != LosEffect::Clear || rule.markers > 0
        || (rule.height && v.elevation > firerLevel);
}

bool TlhyLosRules::Hook::alwaysBlocks(const MapGrid &map, int cell, int) const
{
    // As hexEffect: a blocking hex blocks before its height or markers are looked at.
    return cellRule(cell, map.viewCell(cell).terrain).effect == LosEffect::Block;
}

LosObstacle TlhyLosRules::Hook::hexsideEffect(
    const LosContext &context, HexsideRef side, std::string_view) const
{
    // The engine names the hexside canonically, the order MapGrid keeps its hexside features in.
    const auto &all = context.map.hexsideFeatures();
    if (all.size() != m_hexsideRows.size())
        return {};
    const auto it = std::lower_bound(all.begin(), all.end(), side,
        [](const HexsideFeature &f, HexsideRef s) { return f.side < s; });
    if (it == all.end() || !(it->side == side))
        return {};
    const int row = m_hexsideRows[static_cast<std::size_t>(it - all.begin())];
    if (row < 0)
        return {};
    const Row &r = m_rules.m_rows[static_cast<std::size_t>(row)];
    // A line running along a blocking hexside passes beside it on both nudged lines.
    if (r.los == TlhyLosKind::Block && context.contact == HexsideContact::Crossed)
        return {LosEffect::Block, 0, r.reason};
    if (r.los == TlhyLosKind::Hinder)
        return {LosEffect::Hinder, r.hindrance, r.reason};
    return {};
}

} // namespace hexfire
