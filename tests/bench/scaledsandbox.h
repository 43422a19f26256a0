#pragma once

// Each rule system's sandbox blown up to an N x N map with many units, for the benchmarks of
// what grows with the map and the order of battle (bench_scale, bench_frame).

#include "core/play/game.h"
#include "core/rules/profileform.h"
#include "core/rules/threats.h"
#include "core/scenario/scenarioio.h"

#include <QDir>

#include <algorithm>
#include <cstdint>
#include <random>

namespace hexfire::bench {

/** A number drawn from a cell alone (splitmix64), so a cell's terrain is the same on every size. */
inline std::uint64_t cellDraw(int col, int row)
{
    std::uint64_t z = (std::uint64_t(col) << 32 | std::uint32_t(row)) + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/**
 * The sandbox's position spread over an n x n map with `count` units. Each hex takes the terrain,
 * level and features of a sandbox hex drawn from its cell alone, and the units stand on random
 * hexes of the first `spread` x `spread` cells (std::mt19937 seed 20261206), so that on every
 * size of map the units and the ground around them are the same: only the map grows. Each copy of
 * the sandbox's order of battle gets its own groups: the profile's free-text fields (a team's, a
 * formation's name) are suffixed with the copy's number, so that a team stays the sandbox's size.
 */
inline GameState scaled(
    const RuleSet &rules, const GameState &sandbox, int n, int count, int spread = 100)
{
    const MapGrid &small = sandbox.map();
    const MapCoordinates &sc = small.coordinates();
    const MapCoordinates coordinates(n, n, sc.orientation(), sc.parity(), LabelScheme::FourDigit);
    MapGrid map(coordinates, small.terrainKinds());
    const std::vector<Hex> from = small.hexes();
    for (const Hex h : map.hexes()) {
        const OffsetCoord c = coordinates.toOffset(h);
        const Hex s = from[cellDraw(c.col, c.row) % from.size()];
        map.setTerrain(h, small.terrain(s).id);
        map.setElevation(h, small.elevation(s));
        for (const std::string &f : small.features(s))
            map.addFeature(h, f);
    }
    GameState state(sandbox.rulesetId(), std::move(map), sandbox.sides());
    state.setSequence(sandbox.sequence());
    std::vector<const Unit *> bySide[2];
    for (const Unit &u : sandbox.units()) {
        if (u.onMap())
            bySide[u.side == sandbox.sides().front().id ? 0 : 1].push_back(&u);
    }
    std::vector<Hex> hexes;
    for (int row = 0; row < std::min(n, spread); ++row) {
        for (int col = 0; col < std::min(n, spread); ++col)
            hexes.push_back(coordinates.toHex({col, row}));
    }
    std::mt19937 rng(20261206);
    std::shuffle(hexes.begin(), hexes.end(), rng);
    for (int i = 0; i < count; ++i) {
        const auto &models = bySide[i % 2].empty() ? bySide[0] : bySide[i % 2];
        const std::size_t model = static_cast<std::size_t>(i / 2);
        Unit u = *models[model % models.size()];
        const std::string copy = " " + std::to_string(model / models.size() + 1);
        ParamMap values = profileValues(rules, u);
        for (const ParamSpec &field : profileFields(rules, u)) {
            auto *text = field.type == ParamType::Text
                ? std::get_if<std::string>(&values[field.key])
                : nullptr;
            if (text && !text->empty())
                *text += copy;
        }
        if (std::optional<Unit> renamed = withProfileValues(rules, u, values, nullptr))
            u = std::move(*renamed);
        u.id = UnitId {"u" + std::to_string(i)};
        u.hex = hexes[static_cast<std::size_t>(i)];
        u.alsoIn.clear();
        state.addUnit(std::move(u));
    }
    return state;
}

struct Sandbox {
    std::string file;
    Scenario scenario;
};

/** The scaled sandbox (see scaled) as a game, outside every phase of its sequence of play. */
inline std::unique_ptr<Game> gameOn(const Sandbox &sandbox, int n, int count, int spread = 100)
{
    Diagnostics d;
    const std::unique_ptr<Game> small = makeGame(sandbox.scenario, d);
    if (!small)
        return nullptr;
    Scenario s = sandbox.scenario;
    s.initial = scaled(small->rules(), sandbox.scenario.initial, n, count, spread);
    // Outside every phase of the sequence of play, which then refuses nothing: the heaviest
    // case, in which every enemy may fire at once.
    SequencePosition anyPhase = s.initial.sequence();
    anyPhase.phase = "benchmark";
    anyPhase.sideToAct.reset();
    anyPhase.activation.reset();
    s.initial.setSequence(anyPhase);
    std::unique_ptr<Game> game = makeGame(s, d);
    return game;
}

/** The bundled sandboxes whose file names contain `only`, by file name. */
inline std::vector<Sandbox> sandboxes(const std::string &only = {})
{
    const QDir dir(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios"));
    std::vector<Sandbox> out;
    for (const QString &f : dir.entryList({QStringLiteral("*sandbox*.json")}, QDir::Files)) {
        LoadResult loaded = loadScenarioFile(dir.filePath(f).toStdString());
        if (loaded.ok() && f.toStdString().find(only) != std::string::npos)
            out.push_back({f.toStdString(), std::move(*loaded.scenario)});
    }
    return out;
}

} // namespace hexfire::bench
