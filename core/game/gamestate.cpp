#include "core/game/gamestate.h"

#include "core/error.h"

#include <algorithm>
#include <atomic>
#include <optional>
#include <utility>

namespace hexfire {

namespace {

/**
 * Enters the last of `units` in the index of units by id (inserted in place, not sorted again:
 * setting up thousands of units stays linear in moves), copying the index first when copies of
 * the position share it.
 */
void indexLastUnit(
    const std::vector<Unit> &units, std::shared_ptr<const std::vector<std::uint32_t>> &index)
{
    std::shared_ptr<std::vector<std::uint32_t>> own;
    if (!index)
        own = std::make_shared<std::vector<std::uint32_t>>();
    else if (index.use_count() == 1)
        own = std::const_pointer_cast<std::vector<std::uint32_t>>(index); // made non-const here
    else
        own = std::make_shared<std::vector<std::uint32_t>>(*index);
    const auto last = static_cast<std::uint32_t>(units.size() - 1);
    const std::string &id = units[last].id.value;
    const auto at = std::lower_bound(own->begin(), own->end(), id,
        [&](std::uint32_t i, const std::string &v) { return units[i].id.value < v; });
    own->insert(at, last);
    index = std::move(own);
}

std::uint64_t cellKey(int cell, std::uint32_t index)
{
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(cell)) << 32) | index;
}

std::uint32_t unitOfKey(std::uint64_t key) { return static_cast<std::uint32_t>(key); }

/** The keys of a unit: its own hex and each it spreads over, on the map. */
void addCellKeys(const MapCoordinates &coordinates, const Unit &u, std::uint32_t index,
    std::vector<std::uint64_t> &keys)
{
    const auto add = [&](Hex h) {
        const int cell = coordinates.tryCellIndex(h);
        if (cell >= 0)
            keys.push_back(cellKey(cell, index));
    };
    add(u.hex);
    for (const Hex h : u.alsoIn)
        add(h);
}

bool samePlace(const Unit &a, const Unit &b) { return a.hex == b.hex && a.alsoIn == b.alsoIn; }

/** Whether two markers differ in their id and source alone (GameState::MarkerGroup). */
bool alike(const Marker &a, const Marker &b)
{
    return a.value == b.value && a.kind == b.kind && a.side == b.side && a.unit == b.unit
        && a.params == b.params;
}

} // namespace

GameState::GameState(std::string rulesetId, MapGrid map, std::vector<Side> sides)
    : m_rulesetId(std::move(rulesetId))
    , m_map(std::make_shared<MapGrid>(std::move(map)))
    , m_sides(std::move(sides))
{ }

std::uint64_t GameState::nextRevision()
{
    static std::atomic<std::uint64_t> counter {0};
    return ++counter;
}

void GameState::reindexUnits()
{
    auto index = std::make_shared<std::vector<std::uint32_t>>(m_units.size());
    for (std::uint32_t i = 0; i < index->size(); ++i)
        (*index)[i] = i;
    std::sort(index->begin(), index->end(), [&](std::uint32_t a, std::uint32_t b) {
        return m_units[a].id.value < m_units[b].id.value;
    });
    m_unitsById = std::move(index);
}

MapGrid &GameState::editMap()
{
    touch(Map);
    unitsRenumbered(); // the map's size, and so its cells, may change
    if (m_map.use_count() > 1)
        m_map = std::make_shared<MapGrid>(*m_map);
    return *m_map;
}

const Side *GameState::findSide(const SideId &id) const
{
    const auto it
        = std::find_if(m_sides.begin(), m_sides.end(), [&](const Side &s) { return s.id == id; });
    return it == m_sides.end() ? nullptr : &*it;
}

const Unit *GameState::findUnit(const UnitId &id) const
{
    if (!m_unitsById)
        return nullptr;
    const auto it = std::lower_bound(m_unitsById->begin(), m_unitsById->end(), id.value,
        [&](std::uint32_t i, const std::string &v) { return m_units[i].id.value < v; });
    return it != m_unitsById->end() && m_units[*it].id == id ? &m_units[*it] : nullptr;
}

Unit *GameState::findUnitMutable(const UnitId &id)
{
    return const_cast<Unit *>(std::as_const(*this).findUnit(id));
}

const Unit &GameState::unit(const UnitId &id) const
{
    if (const Unit *u = findUnit(id))
        return *u;
    throw Error("no unit with id \"" + id.value + "\"");
}

const GameState::UnitsByCell *GameState::unitsByCell() const
{
    UnitsByCell *slot = m_unitsByCell.get();
    if (!slot) // a position moved from
        return nullptr;
    std::call_once(slot->once, [&] {
        std::vector<std::uint64_t> &keys = slot->keys;
        keys.reserve(m_units.size());
        for (std::size_t i = 0; i < m_units.size(); ++i)
            addCellKeys(m_map->coordinates(), m_units[i], static_cast<std::uint32_t>(i), keys);
        std::sort(keys.begin(), keys.end());
        keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
        slot->built.store(true, std::memory_order_release);
    });
    return slot;
}

void GameState::unitsRepositioned(const std::vector<std::uint32_t> &indices)
{
    if (indices.empty())
        return;
    if (!m_unitsByCell || !m_unitsByCell->built.load(std::memory_order_acquire)) {
        unitsRenumbered();
        return;
    }
    std::shared_ptr<UnitsByCell> next = m_unitsByCell;
    if (next.use_count() > 1) {
        next = std::make_shared<UnitsByCell>();
        next->keys = m_unitsByCell->keys;
        std::call_once(next->once, [] {});
        next->built.store(true, std::memory_order_release);
    }
    std::vector<std::uint32_t> moved = indices;
    std::sort(moved.begin(), moved.end());
    moved.erase(std::unique(moved.begin(), moved.end()), moved.end());
    std::vector<std::uint64_t> &keys = next->keys;
    keys.erase(std::remove_if(keys.begin(), keys.end(),
                   [&](std::uint64_t k) {
                       return std::binary_search(moved.begin(), moved.end(), unitOfKey(k));
                   }),
        keys.end());
    std::vector<std::uint64_t> added;
    for (const std::uint32_t i : moved) {
        if (i < m_units.size())
            addCellKeys(m_map->coordinates(), m_units[i], i, added);
    }
    std::sort(added.begin(), added.end());
    added.erase(std::unique(added.begin(), added.end()), added.end());
    const auto middle = static_cast<std::ptrdiff_t>(keys.size());
    keys.insert(keys.end(), added.begin(), added.end());
    std::inplace_merge(keys.begin(), keys.begin() + middle, keys.end());
    m_unitsByCell = std::move(next);
}

std::vector<const Unit *> GameState::unitsAt(Hex h) const { return unitsStanding(h, false); }

std::vector<const Unit *> GameState::unitsIn(Hex h) const { return unitsStanding(h, true); }

std::vector<const Unit *> GameState::unitsStanding(Hex h, bool spread) const
{
    std::vector<const Unit *> result;
    const auto add = [&](const Unit &u) {
        if (u.onMap() && (spread ? u.occupies(h) : u.hex == h))
            result.push_back(&u);
    };
    const UnitsByCell *index = unitsByCell();
    const int cell = m_map->coordinates().tryCellIndex(h);
    if (!index || cell < 0) {
        for (const Unit &u : m_units)
            add(u);
        return result;
    }
    const std::uint64_t first = cellKey(cell, 0);
    for (auto it = std::lower_bound(index->keys.begin(), index->keys.end(), first);
         it != index->keys.end() && (*it >> 32) == (first >> 32); ++it)
        add(m_units[unitOfKey(*it)]);
    return result;
}

void GameState::checkPlacement(const Unit &unit) const
{
    if (!m_map->contains(unit.hex))
        throw Error(
            "unit \"" + unit.id.value + "\" is placed off the map at " + m_map->label(unit.hex));
    for (const Hex h : unit.alsoIn) {
        if (!m_map->contains(h) || h == unit.hex)
            throw Error("unit \"" + unit.id.value + "\" spreads off the map or into its own hex at "
                + m_map->label(h));
    }
}

void GameState::addUnit(Unit unit)
{
    if (unit.id.value.empty())
        throw Error("a unit needs a non-empty id");
    if (findUnit(unit.id) || findReinforcement(unit.id))
        throw Error("unit id \"" + unit.id.value + "\" is used twice");
    if (!findSide(unit.side))
        throw Error(
            "unit \"" + unit.id.value + "\" names an unknown side \"" + unit.side.value + "\"");
    checkPlacement(unit);
    m_units.push_back(std::move(unit));
    indexLastUnit(m_units, m_unitsById);
    unitsRepositioned({static_cast<std::uint32_t>(m_units.size() - 1)});
    touch(Units);
}

void GameState::replaceUnit(const Unit &unit)
{
    Unit *u = findUnitMutable(unit.id);
    if (!u)
        throw Error("no unit with id \"" + unit.id.value + "\"");
    if (!findSide(unit.side))
        throw Error(
            "unit \"" + unit.id.value + "\" names an unknown side \"" + unit.side.value + "\"");
    checkPlacement(unit);
    if (samePlace(*u, unit)) {
        *u = unit;
    } else {
        const Hex hex = u->hex;
        const std::vector<Hex> alsoIn = std::move(u->alsoIn);
        *u = unit;
        unitMoved(static_cast<std::uint32_t>(u - m_units.data()), hex, alsoIn);
    }
    touch(Units);
}

void GameState::unitMoved(std::uint32_t index, Hex before, const std::vector<Hex> &alsoInBefore)
{
    if (!m_unitsByCell || !m_unitsByCell->built.load(std::memory_order_acquire)
        || m_unitsByCell.use_count() > 1) {
        unitsRepositioned({index});
        return;
    }
    std::vector<std::uint64_t> &keys = m_unitsByCell->keys;
    const MapCoordinates &coordinates = m_map->coordinates();
    const auto keyOf = [&](Hex h) {
        const int cell = coordinates.tryCellIndex(h);
        return cell < 0 ? std::optional<std::uint64_t>() : cellKey(cell, index);
    };
    const auto take = [&](Hex h) {
        if (const auto key = keyOf(h)) {
            const auto it = std::lower_bound(keys.begin(), keys.end(), *key);
            if (it != keys.end() && *it == *key)
                keys.erase(it);
        }
    };
    const auto put = [&](Hex h) {
        if (const auto key = keyOf(h)) {
            const auto it = std::lower_bound(keys.begin(), keys.end(), *key);
            if (it == keys.end() || *it != *key)
                keys.insert(it, *key);
        }
    };
    take(before);
    for (const Hex h : alsoInBefore)
        take(h);
    const Unit &now = m_units[index];
    put(now.hex);
    for (const Hex h : now.alsoIn)
        put(h);
}

void GameState::removeUnit(const UnitId &id)
{
    const auto it
        = std::find_if(m_units.begin(), m_units.end(), [&](const Unit &u) { return u.id == id; });
    if (it == m_units.end())
        throw Error("no unit with id \"" + id.value + "\"");
    m_units.erase(it);
    reindexUnits();
    unitsRenumbered();
    touch(Units);
}

const Reinforcement *GameState::findReinforcement(const UnitId &id) const
{
    const auto it = std::find_if(m_reinforcements.begin(), m_reinforcements.end(),
        [&](const Reinforcement &r) { return r.unit.id == id; });
    return it == m_reinforcements.end() ? nullptr : &*it;
}

void GameState::addReinforcement(Reinforcement reinforcement)
{
    const Unit &u = reinforcement.unit;
    if (u.id.value.empty())
        throw Error("a reinforcement needs a non-empty id");
    if (findUnit(u.id) || findReinforcement(u.id))
        throw Error("unit id \"" + u.id.value + "\" is used twice");
    if (!findSide(u.side))
        throw Error(
            "reinforcement \"" + u.id.value + "\" names an unknown side \"" + u.side.value + "\"");
    if (reinforcement.entry.empty())
        throw Error("reinforcement \"" + u.id.value + "\" has no entry hex");
    for (const Hex h : reinforcement.entry) {
        if (!m_map->contains(h))
            throw Error(
                "reinforcement \"" + u.id.value + "\" enters off the map at " + m_map->label(h));
    }
    reinforcement.unit.hex = reinforcement.entry.front();
    reinforcement.unit.alsoIn.clear();
    m_reinforcements.push_back(std::move(reinforcement));
    touch(Units);
}

void GameState::removeReinforcement(const UnitId &id)
{
    const auto it = std::find_if(m_reinforcements.begin(), m_reinforcements.end(),
        [&](const Reinforcement &r) { return r.unit.id == id; });
    if (it == m_reinforcements.end())
        throw Error("no reinforcement with id \"" + id.value + "\"");
    m_reinforcements.erase(it);
    touch(Units);
}

std::vector<const Marker *> GameState::markersAt(Hex h) const
{
    std::vector<const Marker *> result;
    for (const Marker &m : m_markers) {
        if (m.hex == h)
            result.push_back(&m);
    }
    return result;
}

void GameState::addToGroups(std::vector<MarkersByHex::Group> &groups, const Marker &m)
{
    for (MarkersByHex::Group &g : groups) {
        if (alike(g.like, m)) {
            g.ids.insert(std::lower_bound(g.ids.begin(), g.ids.end(), m.id.value), m.id.value);
            return;
        }
    }
    groups.push_back({m, {m.id.value}});
}

const GameState::MarkersByHex *GameState::markersByHex() const
{
    MarkersByHex *slot = m_markersByHex.get();
    if (!slot) // a position moved from
        return nullptr;
    std::call_once(slot->once, [&] {
        for (const Marker &m : m_markers)
            addToGroups(slot->byHex[m.hex], m);
        slot->built.store(true, std::memory_order_release);
    });
    return slot;
}

void GameState::markerIndexed(const Marker &marker, bool placed)
{
    if (!m_markersByHex || !m_markersByHex->built.load(std::memory_order_acquire)) {
        // Built from the markers when first asked: from this position's own, not from those
        // of a copy that shared the index not built yet (an index of its own not built yet is
        // kept: a game that places a marker a step does not make a new one each time).
        if (!m_markersByHex || m_markersByHex.use_count() > 1)
            m_markersByHex = std::make_shared<MarkersByHex>();
        return;
    }
    if (m_markersByHex.use_count() > 1) {
        auto own = std::make_shared<MarkersByHex>();
        own->byHex = m_markersByHex->byHex;
        std::call_once(own->once, [] {});
        own->built.store(true, std::memory_order_release);
        m_markersByHex = std::move(own);
    }
    std::map<Hex, std::vector<MarkersByHex::Group>> &byHex = m_markersByHex->byHex;
    if (placed) {
        addToGroups(byHex[marker.hex], marker);
        return;
    }
    const auto here = byHex.find(marker.hex);
    if (here == byHex.end())
        return;
    std::vector<MarkersByHex::Group> &groups = here->second;
    for (auto g = groups.begin(); g != groups.end(); ++g) {
        if (!alike(g->like, marker))
            continue;
        const auto id = std::lower_bound(g->ids.begin(), g->ids.end(), marker.id.value);
        if (id == g->ids.end() || *id != marker.id.value)
            return;
        g->ids.erase(id);
        if (g->ids.empty())
            groups.erase(g);
        if (groups.empty())
            byHex.erase(here);
        return;
    }
}

std::vector<GameState::MarkerGroup> GameState::markerGroupsAt(Hex h) const
{
    std::vector<MarkerGroup> out;
    const MarkersByHex *index = markersByHex();
    if (!index) {
        for (const Marker *m : markersAt(h)) {
            auto g = std::find_if(
                out.begin(), out.end(), [&](const MarkerGroup &x) { return alike(*x.like, *m); });
            if (g == out.end())
                out.push_back({m, 1, m->id});
            else
                g->count += 1;
        }
        std::sort(out.begin(), out.end(),
            [](const MarkerGroup &a, const MarkerGroup &b) { return a.first < b.first; });
    } else if (const auto here = index->byHex.find(h); here != index->byHex.end()) {
        sortedGroups(here->second, out);
    }
    return out;
}

void GameState::sortedGroups(
    const std::vector<MarkersByHex::Group> &groups, std::vector<MarkerGroup> &out)
{
    for (const MarkersByHex::Group &g : groups)
        out.push_back({&g.like, static_cast<int>(g.ids.size()), MarkerId {g.ids.front()}});
    std::sort(out.begin(), out.end(),
        [](const MarkerGroup &a, const MarkerGroup &b) { return a.first < b.first; });
}

void GameState::forEachMarkerGroup(const std::function<void(Hex, const MarkerGroup &)> &visit) const
{
    const MarkersByHex *index = markersByHex();
    if (!index) {
        for (const Marker &m : m_markers)
            visit(m.hex, {&m, 1, m.id});
        return;
    }
    std::vector<MarkerGroup> sorted;
    for (const auto &[hex, groups] : index->byHex) {
        sorted.clear();
        sortedGroups(groups, sorted); // without looking the hex up again
        for (const MarkerGroup &g : sorted)
            visit(hex, g);
    }
}

const Marker *GameState::findMarker(MarkerId id) const
{
    const auto it = std::find_if(
        m_markers.begin(), m_markers.end(), [&](const Marker &m) { return m.id == id; });
    return it == m_markers.end() ? nullptr : &*it;
}

MarkerId GameState::addMarker(Marker marker)
{
    if (!m_map->contains(marker.hex))
        throw Error("a \"" + marker.kind + "\" marker is placed off the map at "
            + m_map->label(marker.hex));
    if (marker.id.value == 0)
        marker.id = MarkerId {m_nextMarkerId};
    // Every marker's id is below m_nextMarkerId (placing one raises it, a revert lowers it only
    // with the markers placed since), so only an id below it can be taken: a game that piles
    // markers up places each without a search of them all.
    if (marker.id.value < m_nextMarkerId && findMarker(marker.id))
        throw Error("marker id " + std::to_string(marker.id.value) + " is used twice");
    m_nextMarkerId = std::max(m_nextMarkerId, marker.id.value + 1);
    m_markers.push_back(std::move(marker));
    markerIndexed(m_markers.back(), true);
    touch(Markers);
    return m_markers.back().id;
}

StateDelta GameState::apply(const std::vector<Effect> &effects)
{
    StateDelta delta;
    delta.nextMarkerIdBefore = m_nextMarkerId;
    try {
        std::vector<bool> recorded(m_units.size(), false);
        for (const Effect &e : effects)
            applyOne(e, delta, recorded);
        // The index by hex before the objectives ask who stands in them (should this throw,
        // revert puts back the units and their index alike): arrived units come last in the
        // list, in order; the others moved if their place changed.
        std::vector<std::uint32_t> moved;
        for (std::size_t i = m_units.size() - delta.arrivals.size(); i < m_units.size(); ++i)
            moved.push_back(static_cast<std::uint32_t>(i));
        for (const Unit &before : delta.unitsBefore) {
            const Unit *now = findUnit(before.id);
            if (now && !samePlace(before, *now))
                moved.push_back(static_cast<std::uint32_t>(now - m_units.data()));
        }
        unitsRepositioned(moved);
        updateObjectiveHolders(delta);
    } catch (...) {
        revert(delta);
        throw;
    }
    touch(changedParts(delta));
    return delta;
}

std::size_t GameState::markerIndex(MarkerId id, const Effect &e) const
{
    for (std::size_t i = 0; i < m_markers.size(); ++i) {
        if (m_markers[i].id == id)
            return i;
    }
    throw Error("a \"" + e.name + "\" effect names marker " + std::to_string(id.value)
        + ", which is not on the map");
}

void GameState::applyOne(const Effect &e, StateDelta &delta, std::vector<bool> &recorded)
{
    const auto needUnit = [&]() -> Unit & {
        if (!e.unit)
            throw Error("a \"" + e.name + "\" effect names no unit");
        Unit *u = findUnitMutable(*e.unit);
        if (!u)
            throw Error("a \"" + e.name + "\" effect names unknown unit \"" + e.unit->value + "\"");
        const auto index = static_cast<std::size_t>(u - m_units.data());
        if (index >= recorded.size())
            recorded.resize(m_units.size(), false); // a unit arrived in this apply
        if (!recorded[index]) {
            recorded[index] = true;
            delta.unitsBefore.push_back(*u);
        }
        return *u;
    };
    const auto needMarker = [&]() -> const Marker & {
        if (!e.marker)
            throw Error("a \"" + e.name + "\" effect carries no marker");
        return *e.marker;
    };

    switch (e.kind) {
    case EffectKind::StrengthLost: {
        Unit &u = needUnit();
        u.strength = std::max(0, u.strength - e.count);
        break;
    }
    case EffectKind::StrengthGained: {
        Unit &u = needUnit();
        u.strength = std::min(u.maxStrength, u.strength + e.count);
        break;
    }
    case EffectKind::StatusSet:
        if (e.status.empty())
            throw Error("a \"" + e.name + "\" effect names no status");
        needUnit().status.set(e.status);
        break;
    case EffectKind::StatusCleared:
        needUnit().status.clear(e.status);
        break;
    case EffectKind::Eliminated:
        needUnit().eliminated = true;
        break;
    case EffectKind::Restored:
        needUnit().eliminated = false;
        break;
    case EffectKind::Moved: {
        Unit &u = needUnit();
        if (!e.to || !m_map->contains(*e.to))
            throw Error(
                "a \"" + e.name + "\" effect for \"" + u.id.value + "\" has no on-map destination");
        u.hex = *e.to;
        u.movementSpent += std::max(0, e.count);
        break;
    }
    case EffectKind::FacingChanged:
        needUnit().facing = e.facing;
        break;
    case EffectKind::DamageChanged:
        needUnit().damage = e.count;
        break;
    case EffectKind::HexesChanged: {
        Unit &u = needUnit();
        for (const Hex h : e.hexes) {
            if (!m_map->contains(h) || h == u.hex)
                throw Error("a \"" + e.name + "\" effect spreads \"" + u.id.value
                    + "\" off the map or into its own hex");
        }
        u.alsoIn = e.hexes;
        break;
    }
    case EffectKind::ProfileChanged:
        if (!e.profile)
            throw Error("a \"" + e.name + "\" effect gives no profile");
        needUnit().profile = e.profile;
        break;
    case EffectKind::MarkerPlaced: {
        addMarker(needMarker());
        delta.markerChanges.push_back(
            {MarkerChange::Kind::Placed, m_markers.size() - 1, Marker {}});
        break;
    }
    case EffectKind::MarkerChanged: {
        const Marker &m = needMarker();
        const std::size_t i = markerIndex(m.id, e);
        if (!m_map->contains(m.hex))
            throw Error("a \"" + e.name + "\" effect moves a marker off the map");
        delta.markerChanges.push_back({MarkerChange::Kind::Changed, i, m_markers[i]});
        markerIndexed(m_markers[i], false);
        m_markers[i] = m;
        markerIndexed(m_markers[i], true);
        break;
    }
    case EffectKind::MarkerRemoved: {
        const std::size_t i = markerIndex(needMarker().id, e);
        delta.markerChanges.push_back({MarkerChange::Kind::Removed, i, m_markers[i]});
        markerIndexed(m_markers[i], false);
        m_markers.erase(m_markers.begin() + static_cast<std::ptrdiff_t>(i));
        break;
    }
    case EffectKind::SequenceChanged: {
        if (!e.sequence)
            throw Error("a \"" + e.name + "\" effect gives no sequence position");
        if (!delta.sequenceBefore)
            delta.sequenceBefore = m_sequence;
        // A new player turn of the same phase is a new phase too (a one-phase player turn).
        const bool newPhase = e.sequence->turn != m_sequence.turn
            || e.sequence->phase != m_sequence.phase
            || e.sequence->phasingSide != m_sequence.phasingSide;
        m_sequence = *e.sequence;
        if (newPhase) {
            recorded.resize(m_units.size(), false);
            for (std::size_t i = 0; i < m_units.size(); ++i) {
                Unit &u = m_units[i];
                if (u.movementSpent == 0)
                    continue;
                if (!recorded[i]) {
                    recorded[i] = true;
                    delta.unitsBefore.push_back(u);
                }
                u.movementSpent = 0;
            }
        }
        break;
    }
    case EffectKind::Record:
        if (e.unit)
            needUnit();
        break;
    case EffectKind::UnitArrived:
        applyArrival(e, delta);
        break;
    case EffectKind::TallyChanged: {
        const auto side = e.side ? std::find_if(m_sides.begin(), m_sides.end(),
                              [&](const Side &s) { return s.id == *e.side; })
                                 : m_sides.end();
        if (side == m_sides.end())
            throw Error("a \"" + e.name + "\" effect names no side of this game");
        if (e.tally.empty())
            throw Error("a \"" + e.name + "\" effect names no tally");
        if (!delta.sidesBefore)
            delta.sidesBefore = m_sides;
        side->tallies[e.tally] += e.count;
        break;
    }
    }
}

void GameState::applyArrival(const Effect &e, StateDelta &delta)
{
    if (!e.unit)
        throw Error("a \"" + e.name + "\" effect names no unit");
    const auto it = std::find_if(m_reinforcements.begin(), m_reinforcements.end(),
        [&](const Reinforcement &r) { return r.unit.id == *e.unit; });
    if (it == m_reinforcements.end())
        throw Error("a \"" + e.name + "\" effect names \"" + e.unit->value
            + "\", which is no reinforcement still to come");
    if (!e.to || !m_map->contains(*e.to))
        throw Error(
            "a \"" + e.name + "\" effect for \"" + e.unit->value + "\" has no on-map hex to enter");
    Unit arrived = it->unit;
    arrived.hex = *e.to;
    if (e.facing)
        arrived.facing = e.facing;
    delta.arrivals.push_back(
        {static_cast<std::size_t>(it - m_reinforcements.begin()), std::move(*it)});
    m_reinforcements.erase(it);
    m_units.push_back(std::move(arrived));
    indexLastUnit(m_units, m_unitsById);
}

unsigned GameState::changedParts(const StateDelta &delta)
{
    unsigned parts = Other;
    if (!delta.unitsBefore.empty() || !delta.arrivals.empty())
        parts |= Units;
    if (!delta.markerChanges.empty())
        parts |= Markers;
    return parts;
}

void GameState::revert(const StateDelta &delta)
{
    touch(changedParts(delta));
    std::vector<std::uint32_t> moved;
    for (const Unit &before : delta.unitsBefore) {
        if (Unit *u = findUnitMutable(before.id)) {
            if (!samePlace(*u, before))
                moved.push_back(static_cast<std::uint32_t>(u - m_units.data()));
            *u = before;
        }
    }
    if (delta.arrivals.empty())
        unitsRepositioned(moved);
    else
        unitsRenumbered();
    // Arrived units were appended to the units in order: take them off last first.
    for (auto it = delta.arrivals.rbegin(); it != delta.arrivals.rend(); ++it) {
        const UnitId &id = it->before.unit.id;
        m_units.erase(std::remove_if(m_units.begin(), m_units.end(),
                          [&](const Unit &u) { return u.id == id; }),
            m_units.end());
        m_reinforcements.insert(
            m_reinforcements.begin() + static_cast<std::ptrdiff_t>(it->index), it->before);
    }
    if (!delta.arrivals.empty())
        reindexUnits();
    for (auto it = delta.markerChanges.rbegin(); it != delta.markerChanges.rend(); ++it) {
        const auto at = m_markers.begin() + static_cast<std::ptrdiff_t>(it->index);
        switch (it->kind) {
        case MarkerChange::Kind::Placed:
            markerIndexed(*at, false);
            m_markers.erase(at);
            break;
        case MarkerChange::Kind::Changed:
            markerIndexed(*at, false);
            *at = it->before;
            markerIndexed(*at, true);
            break;
        case MarkerChange::Kind::Removed:
            m_markers.insert(at, it->before);
            markerIndexed(it->before, true);
            break;
        }
    }
    m_nextMarkerId = delta.nextMarkerIdBefore;
    if (delta.sequenceBefore)
        m_sequence = *delta.sequenceBefore;
    if (delta.objectivesBefore)
        m_objectives = *delta.objectivesBefore;
    if (delta.sidesBefore)
        m_sides = *delta.sidesBefore;
}

void GameState::setObjectives(std::vector<Objective> objectives)
{
    m_objectives = std::move(objectives);
    touch();
}

const Objective *GameState::objectiveAt(Hex h) const
{
    for (const Objective &o : m_objectives) {
        if (o.hex == h)
            return &o;
    }
    return nullptr;
}

void GameState::updateObjectiveHolders(StateDelta &delta)
{
    for (std::size_t i = 0; i < m_objectives.size(); ++i) {
        std::optional<SideId> only;
        bool mixed = false;
        for (const Unit *u : unitsIn(m_objectives[i].hex)) {
            if (only && *only != u->side)
                mixed = true;
            only = u->side;
        }
        if (!only || mixed || m_objectives[i].holder == only)
            continue;
        if (!delta.objectivesBefore)
            delta.objectivesBefore = m_objectives;
        m_objectives[i].holder = only;
    }
}

} // namespace hexfire
