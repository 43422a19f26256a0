#include "core/edit/scenarioeditor.h"

#include "core/rules/profileform.h"
#include "core/error.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"

#include <algorithm>

namespace hexfire {

namespace {

template <class... F> struct Overloaded : F... {
    using F::operator()...;
};
template <class... F> Overloaded(F...) -> Overloaded<F...>;

/** The same map with another list of terrain kinds (every hex's terrain must be in it). */
MapGrid withKinds(const MapGrid &map, std::vector<TerrainKind> kinds)
{
    MapGrid out(map.coordinates(), std::move(kinds));
    for (const Hex h : map.hexes()) {
        out.setTerrain(h, map.terrain(h).id);
        out.setElevation(h, map.elevation(h));
        for (const std::string &f : map.features(h))
            out.addFeature(h, f);
    }
    for (const HexsideFeature &f : map.hexsideFeatures())
        out.setHexsideFeature(f.side.hex, f.side.direction, f.feature);
    return out;
}

void checkOnMap(const MapGrid &map, Hex h)
{
    if (!map.contains(h))
        throw Error("hex " + map.label(h) + " is off the map");
}

} // namespace

ScenarioEditor::ScenarioEditor(Scenario scenario)
    : m_scenario(std::move(scenario))
    , m_rules(RuleSetRegistry::create(m_scenario.rulesetId))
{
    if (!m_rules)
        throw Error("no rule system \"" + m_scenario.rulesetId + "\" is registered");
    Diagnostics ignored; // the scenario was loaded or built with these options already
    m_rules->configure(m_scenario.rulesetOptions, ignored);
}

ScenarioEditor::~ScenarioEditor() = default;

std::optional<std::string> ScenarioEditor::check() const { return check(m_scenario); }

std::optional<std::string> ScenarioEditor::check(const Scenario &scenario)
{
    // Exactly what opening the saved file would do: write it, read it back with every check.
    const LoadResult loaded = loadScenarioText(scenarioToText(scenario), "edited scenario");
    if (loaded.diagnostics.empty() && loaded.scenario)
        return std::nullopt;
    if (loaded.diagnostics.empty())
        return "the scenario could not be read back";
    return loaded.diagnostics.items().front().message;
}

EditResult ScenarioEditor::apply(const ScenarioEdit &edit)
{
    EditResult result;
    ScenarioEdit inverse;
    try {
        inverse = applyUnchecked(edit);
    } catch (const Error &e) {
        result.reason = e.what();
        return result;
    }
    if (auto problem = check()) {
        applyUnchecked(inverse);
        result.reason = std::move(*problem);
        return result;
    }
    result.applied = true;
    result.inverse = std::move(inverse);
    return result;
}

ScenarioEdit ScenarioEditor::applyUnchecked(const ScenarioEdit &edit)
{
    ScenarioEdit inverse;
    GameState &state = m_scenario.initial;
    std::visit(Overloaded {
                   [&](const TerrainEdit &e) { applyTerrain(e, inverse); },
                   [&](const ElevationEdit &e) {
                       ElevationEdit back;
                       for (const auto &[h, level] : e.cells)
                           checkOnMap(state.map(), h);
                       MapGrid &map = state.editMap();
                       for (const auto &[h, level] : e.cells) {
                           back.cells.emplace_back(h, map.elevation(h));
                           map.setElevation(h, level);
                       }
                       std::reverse(back.cells.begin(), back.cells.end());
                       inverse = std::move(back);
                   },
                   [&](const HexFeaturesEdit &e) {
                       checkOnMap(state.map(), e.hex);
                       HexFeaturesEdit back {e.hex, state.map().features(e.hex)};
                       MapGrid &map = state.editMap();
                       for (const std::string &f : back.features)
                           map.removeFeature(e.hex, f);
                       for (const std::string &f : e.features)
                           map.addFeature(e.hex, f);
                       inverse = std::move(back);
                   },
                   [&](const HexsideEdit &e) {
                       checkOnMap(state.map(), e.hex);
                       HexsideEdit back {e.hex, e.direction,
                           std::string(state.map().hexsideFeature(e.hex, e.direction))};
                       state.editMap().setHexsideFeature(e.hex, e.direction, e.feature);
                       inverse = std::move(back);
                   },
                   [&](const UnitEdit &e) { applyUnit(e, inverse); },
                   [&](const MarkerEdit &e) { applyMarker(e, inverse); },
                   [&](const TextEdit &e) {
                       inverse = TextEdit {m_scenario.title, m_scenario.description};
                       m_scenario.title = e.title;
                       m_scenario.description = e.description;
                   },
                   [&](const BackgroundEdit &e) {
                       inverse = BackgroundEdit {m_scenario.background};
                       m_scenario.background = e.image;
                   },
               },
        edit);
    return inverse;
}

void ScenarioEditor::applyTerrain(const TerrainEdit &e, ScenarioEdit &inverse)
{
    GameState &state = m_scenario.initial;
    for (const auto &[h, id] : e.cells)
        checkOnMap(state.map(), h);
    TerrainEdit back;
    if (e.kinds)
        back.kinds = state.map().terrainKinds();
    const auto known
        = [&](const std::string &id) { return state.map().terrainIndex(id).has_value(); };
    // A kind list that grows goes first (the cells need the new kind); one that shrinks goes
    // last (the cells must leave the kind first).
    const bool kindsFirst = e.kinds
        && !std::all_of(
            e.cells.begin(), e.cells.end(), [&](const auto &c) { return known(c.second); });
    if (kindsFirst)
        state.editMap() = withKinds(state.map(), *e.kinds);
    for (const auto &[h, id] : e.cells) {
        if (!known(id))
            throw Error("the map has no terrain \"" + id + "\"");
    }
    MapGrid &map = state.editMap();
    for (const auto &[h, id] : e.cells) {
        back.cells.emplace_back(h, map.terrain(h).id);
        map.setTerrain(h, id);
    }
    std::reverse(back.cells.begin(), back.cells.end());
    if (e.kinds && !kindsFirst)
        state.editMap() = withKinds(state.map(), *e.kinds);
    inverse = std::move(back);
}

void ScenarioEditor::applyUnit(const UnitEdit &e, ScenarioEdit &inverse)
{
    GameState &state = m_scenario.initial;
    const auto &units = state.units();
    const auto it
        = std::find_if(units.begin(), units.end(), [&](const Unit &u) { return u.id == e.id; });
    if (it != units.end()) {
        const auto index = static_cast<std::size_t>(it - units.begin());
        inverse = UnitEdit {e.id, *it, index};
        if (e.unit) {
            if (e.unit->id != e.id)
                throw Error("a unit keeps its id when it is edited");
            state.replaceUnit(*e.unit);
        } else {
            state.removeUnit(e.id);
        }
        return;
    }
    if (!e.unit)
        throw Error("no unit with id \"" + e.id.value + "\"");
    if (e.unit->id != e.id)
        throw Error("a unit keeps its id when it is edited");
    // GameState appends; units after `index` step aside and come back behind the new one, so
    // undoing a removal puts the unit back at its place in the stack.
    const std::size_t index = std::min(e.index, units.size());
    std::vector<Unit> after(units.begin() + static_cast<std::ptrdiff_t>(index), units.end());
    for (const Unit &u : after)
        state.removeUnit(u.id);
    try {
        state.addUnit(*e.unit);
    } catch (const Error &) {
        for (const Unit &u : after)
            state.addUnit(u);
        throw;
    }
    for (const Unit &u : after)
        state.addUnit(u);
    inverse = UnitEdit {e.id, std::nullopt, index};
}

void ScenarioEditor::applyMarker(const MarkerEdit &e, ScenarioEdit &inverse)
{
    GameState &state = m_scenario.initial;
    if (e.revert) {
        state.revert(*e.revert);
        inverse = MarkerEdit {e.effects, std::nullopt};
        return;
    }
    StateDelta delta = state.apply(e.effects);
    inverse = MarkerEdit {e.effects, std::move(delta)};
}

// --- edits built for the caller ---------------------------------------------------------------

ScenarioEdit ScenarioEditor::paint(const std::vector<Hex> &hexes, std::string_view terrainId) const
{
    TerrainEdit e;
    const MapGrid &map = m_scenario.initial.map();
    if (!map.terrainIndex(terrainId)) {
        for (const TerrainKind &k : m_rules->vocabulary().terrainKinds) {
            if (k.id == terrainId) {
                std::vector<TerrainKind> kinds = map.terrainKinds();
                kinds.push_back(k);
                e.kinds = std::move(kinds);
            }
        }
    }
    for (const Hex h : hexes) {
        if (!map.contains(h) || map.terrain(h).id != terrainId)
            e.cells.emplace_back(h, std::string(terrainId));
    }
    return e;
}

ScenarioEdit ScenarioEditor::toggleFeature(Hex hex, std::string_view feature) const
{
    const MapGrid &map = m_scenario.initial.map();
    std::vector<std::string> features
        = map.contains(hex) ? map.features(hex) : std::vector<std::string> {};
    const auto it = std::find(features.begin(), features.end(), feature);
    if (it != features.end())
        features.erase(it);
    else
        features.emplace_back(feature);
    return HexFeaturesEdit {hex, std::move(features)};
}

std::string ScenarioEditor::freshUnitId(std::string_view base) const
{
    std::string stem;
    for (const char c : base) {
        const bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
        if (keep)
            stem += c;
        else if (c >= 'A' && c <= 'Z')
            stem += static_cast<char>(c - 'A' + 'a');
        else if (!stem.empty() && stem.back() != '-')
            stem += '-';
    }
    if (stem.empty())
        stem = "unit";
    for (int n = 1;; ++n) {
        std::string id = stem + "-" + std::to_string(n);
        if (!m_scenario.initial.findUnit(UnitId {id}))
            return id;
    }
}

std::optional<Unit> ScenarioEditor::newUnit(
    std::string_view typeKey, const SideId &side, Hex hex) const
{
    const auto t = m_rules->unitTemplate(typeKey);
    if (!t)
        return std::nullopt;
    Unit u;
    u.id = UnitId {freshUnitId(side.value + "-" + t->type)};
    u.name = t->name;
    u.side = side;
    u.hex = hex;
    u.art = t->art;
    u.strength = t->strength;
    u.maxStrength = t->maxStrength;
    u.facing = t->facing;
    Diagnostics diagnostics;
    m_rules->readUnitProfile(t->profile, u, true, diagnostics);
    if (!diagnostics.empty())
        throw Error("the " + t->name
            + " template is not a valid profile: " + diagnostics.items().front().message);
    normalizeProfile(*m_rules, u);
    return u;
}

ScenarioEdit ScenarioEditor::addUnit(Unit unit)
{
    UnitId id = unit.id;
    return UnitEdit {std::move(id), std::move(unit), UnitEdit::atEnd};
}

ScenarioEdit ScenarioEditor::replaceUnit(Unit unit)
{
    UnitId id = unit.id;
    return UnitEdit {std::move(id), std::move(unit), UnitEdit::atEnd};
}

ScenarioEdit ScenarioEditor::removeUnit(const UnitId &id)
{
    return UnitEdit {id, std::nullopt, UnitEdit::atEnd};
}

Marker ScenarioEditor::newMarker(std::string_view kind, Hex hex) const
{
    Marker m;
    m.kind = std::string(kind);
    m.hex = hex;
    if (const MarkerType *type = findByKey(m_rules->vocabulary().markers, kind)) {
        for (const ParamSpec &p : type->params) {
            if (p.defaultValue)
                m.params[p.key] = *p.defaultValue;
        }
    }
    return m;
}

ScenarioEdit ScenarioEditor::placeMarker(Marker marker)
{
    Effect e = makeEffect(EffectKind::MarkerPlaced, "placed");
    e.marker = std::move(marker);
    return MarkerEdit {{std::move(e)}, std::nullopt};
}

ScenarioEdit ScenarioEditor::changeMarker(Marker marker)
{
    Effect e = makeEffect(EffectKind::MarkerChanged, "changed");
    e.marker = std::move(marker);
    return MarkerEdit {{std::move(e)}, std::nullopt};
}

ScenarioEdit ScenarioEditor::removeMarker(MarkerId id) const
{
    Effect e = makeEffect(EffectKind::MarkerRemoved, "removed");
    if (const Marker *m = m_scenario.initial.findMarker(id)) {
        e.marker = *m;
    } else {
        Marker unknown;
        unknown.id = id;
        e.marker = std::move(unknown);
    }
    return MarkerEdit {{std::move(e)}, std::nullopt};
}

} // namespace hexfire
