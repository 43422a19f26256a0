#include "core/rules/tlhy/tlhylosrules.h"

#include <algorithm>

namespace hexfire {

namespace {
const LosReason *intern(const std::string &key, const std::string &text, const char *rule)
{
    return internReason(key, text, rule);
}
} // namespace

TlhyLosRules::TlhyLosRules(TlhyTables tables)
    : m_tables(std::move(tables))
{
    for (const TlhyTerrainEffect &e : m_tables.items) {
        const std::string name = e.name.empty() ? e.id : e.name;
        switch (e.los) {
        case TlhyLosKind::Clear:
            m_reasons.push_back(
                intern("tlhy.los." + e.id + ".clear", name + " does not block LOS", "4.2"));
            break;
        case TlhyLosKind::Hinder:
            m_reasons.push_back(
                intern("tlhy.los." + e.id + ".hinders", name + " hinders LOS", "4.2.4"));
            break;
        case TlhyLosKind::Block:
            m_reasons.push_back(
                intern("tlhy.los." + e.id + ".blocks", name + " blocks LOS", "4.2"));
            break;
        case TlhyLosKind::Height:
            m_reasons.push_back(
                intern("tlhy.los." + e.id + ".height", name + ": height test", "4.2.3"));
            break;
        }
    }
    m_reasons.push_back(
        intern("tlhy.los.higher-than-both", "a hill higher than both units blocks LOS", "4.2.3"));
    m_higherThanBoth = m_reasons.back();
    m_reasons.push_back(
        intern("tlhy.los.not-higher", "a hill not higher than both units does not block", "4.2.3"));
    m_notHigher = m_reasons.back();
    m_reasons.push_back(
        intern("tlhy.los.marker-hinders", "an MDRM or smoke marker hinders LOS", "4.2.4"));
    m_markerHinders = m_reasons.back();
}

const LosReason *TlhyLosRules::reasonFor(std::string_view id) const
{
    for (std::size_t i = 0; i < m_tables.items.size(); ++i) {
        if (m_tables.items[i].id == id)
            return m_reasons[i];
    }
    return nullptr;
}

LosObstacle TlhyLosRules::Hook::hexEffect(const LosContext &context, Hex hex) const
{
    const TlhyLosRules &r = m_rules;
    LosObstacle result;
    LosObstacle height;
    bool heightTested = false;
    const MapGrid &map = context.map;
    const MapGrid::HexView cell = context.cell >= 0 ? map.viewCell(context.cell) : map.view(hex);
    const auto consider = [&](std::string_view id) {
        const TlhyTerrainEffect *e = r.m_tables.find(id);
        if (!e || result.blocks())
            return;
        switch (e->los) {
        case TlhyLosKind::Clear:
            break;
        case TlhyLosKind::Block:
            result = {LosEffect::Block, 0, r.reasonFor(id)};
            break;
        case TlhyLosKind::Hinder:
            result.hindrance += e->hindrance;
            if (result.effect == LosEffect::Clear) {
                result.effect = LosEffect::Hinder;
                result.reason = r.reasonFor(id);
            }
            break;
        case TlhyLosKind::Height: {
            heightTested = true;
            const int level = cell.elevation;
            if (level > std::max(context.firerLevel, context.targetLevel))
                height = {LosEffect::HeightBlocked, 0, r.m_higherThanBoth};
            else if (!height.blocks())
                height = {LosEffect::HeightPassed, 0, r.m_notHigher};
            break;
        }
        }
    };
    consider(map.terrainKinds()[static_cast<std::size_t>(cell.terrain)].id);
    for (const std::string &f : *cell.features)
        consider(f);
    if (result.blocks())
        return result;
    if (heightTested && height.blocks())
        return height;
    for (const Marker &marker : m_state.markers()) {
        if (marker.hex != hex)
            continue;
        const Marker *m = &marker;
        const std::string kind = toString(m->kind);
        const auto &hm = r.m_tables.hinderingMarkers;
        if (std::find(hm.begin(), hm.end(), kind) == hm.end())
            continue;
        result.hindrance += r.m_tables.markerHindrance;
        if (result.effect == LosEffect::Clear) {
            result.effect = LosEffect::Hinder;
            result.reason = r.m_markerHinders;
        }
    }
    if (result.effect == LosEffect::Clear && heightTested)
        return height;
    return result;
}

LosObstacle TlhyLosRules::Hook::hexsideEffect(
    const LosContext &context, HexsideRef, std::string_view feature) const
{
    const TlhyTerrainEffect *e = m_rules.m_tables.find(feature);
    if (!e)
        return {};
    // A line running along a blocking hexside passes beside it on both nudged lines.
    if (e->los == TlhyLosKind::Block && context.contact == HexsideContact::Crossed)
        return {LosEffect::Block, 0, m_rules.reasonFor(feature)};
    if (e->los == TlhyLosKind::Hinder)
        return {LosEffect::Hinder, e->hindrance, m_rules.reasonFor(feature)};
    return {};
}

} // namespace hexfire
