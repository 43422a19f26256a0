#pragma once

// Each rule system's sandbox blown up to an N x N map with many units, for the benchmarks of
// what grows with the map and the order of battle (bench_scale, bench_frame).

#include "core/play/game.h"
#include "core/rules/profileform.h"
#include "core/rules/threats.h"
#include "core/scenario/scenarioio.h"

#include <QDir>

#include <algorithm>
#include <random>

namespace hexfire::bench {

/**
 * The sandbox's position spread over an n x n map with `count` units. Each copy of the sandbox's
 * order of battle gets its own groups: the profile's free-text fields (a team's, a formation's
 * name) are suffixed with the copy's number, so that a team stays the sandbox's size.
 */
inline GameState scaled(const RuleSet &rules, const GameState &sandbox, int n, int count)
{
    const MapGrid &small = sandbox.map();
    const MapCoordinates &sc = small.coordinates();
    MapGrid map(MapCoordinates(n, n, sc.orientation(), sc.parity(), LabelScheme::FourDigit),
        small.terrainKinds());
    std::mt19937 rng(20261206);
    const std::vector<Hex> from = small.hexes();
    std::uniform_int_distribution<std::size_t> pick(0, from.size() - 1);
    for (const Hex h : map.hexes()) {
        const Hex s = from[pick(rng)];
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
    std::vector<Hex> hexes = state.map().hexes();
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

/** The scaled sandbox as a game, outside every phase of its sequence of play. */
inline std::unique_ptr<Game> gameOn(const Sandbox &sandbox, int n, int count)
{
    Diagnostics d;
    const std::unique_ptr<Game> small = makeGame(sandbox.scenario, d);
    if (!small)
        return nullptr;
    Scenario s = sandbox.scenario;
    s.initial = scaled(small->rules(), sandbox.scenario.initial, n, count);
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
