// The hover path of every rule system: RuleSet::evaluate of each bundled example's scripted
// steps, in the position each step is played from, as the window calls it on every mouse move.
// Reports CPU microseconds per evaluation (best of 5 passes) and the ratio to The Last Hundred
// Yards' Fire Resolution of playbook example 21.8, measured in the same run. Then the Best Shots
// query (bestShots: one action aimed at every enemy) on each sandbox, against the same baseline;
// and the Threats view: threatsTo (every enemy's attacks into one hex) and threatMap (the same for
// every hex of the map, the window's tint) for the side of the sandbox's first unit, and
// threatMapFor (that unit standing in each hex in turn, the tint with a unit selected). Last the
// What If panel's cost on each example's first step: whatIfChanges (listed on every preview) and
// whatIf of every change listed.

#include "app/rulesets.h"
#include "core/play/game.h"
#include "core/rules/bestshots.h"
#include "core/rules/threats.h"
#include "core/rules/whatif.h"
#include "core/scenario/scenarioio.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <map>

using namespace hexfire;

namespace {

double cpuMicros()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e6 + double(ts.tv_nsec) / 1e3;
}

struct Row {
    std::string file;
    std::string ruleset;
    int steps = 0;
    double micros = 0; /**< per evaluation, mean over the file's steps */
};

/** Mean CPU time of one evaluateInGame() (what the hover runs) over the script's steps, each in its
 * own position. */
std::optional<Row> measure(const std::string &path)
{
    const LoadResult loaded = loadScenarioFile(path);
    if (!loaded.ok() || loaded.scenario->script.empty())
        return std::nullopt;
    Diagnostics d;
    std::unique_ptr<Game> game = makeGame(*loaded.scenario, d);
    if (!game)
        return std::nullopt;
    // The position before each step, and the step's action.
    std::vector<std::pair<GameState, Action>> cases;
    for (const ScriptStep &step : loaded.scenario->script) {
        cases.emplace_back(game->state(), step.action);
        if (!game->stepForward())
            break;
    }
    const RuleSet &rules = game->rules();
    const int repeats = 200;
    double best = 1e300;
    for (int pass = 0; pass < 5; ++pass) {
        const double start = cpuMicros();
        for (int r = 0; r < repeats; ++r) {
            for (const auto &[state, action] : cases) {
                const Evaluation e = rules.evaluateInGame(state, action); // as on hover
                if (e.lines.empty() && e.legal && e.odds.empty() && e.plan == nullptr)
                    std::printf(" "); // keep the work observable
            }
        }
        best = std::min(best, (cpuMicros() - start) / (repeats * double(cases.size())));
    }
    return Row {QFileInfo(QString::fromStdString(path)).fileName().toStdString(),
        std::string(rules.id()), static_cast<int>(cases.size()), best};
}

/** A sandbox (a scenario with units and no script) started as a game; null for anything else. */
std::unique_ptr<Game> sandboxGame(const std::string &path)
{
    const LoadResult loaded = loadScenarioFile(path);
    if (!loaded.ok() || !loaded.scenario->script.empty())
        return nullptr;
    Diagnostics d;
    std::unique_ptr<Game> game = makeGame(*loaded.scenario, d);
    if (!game || game->state().units().empty())
        return nullptr;
    return game;
}

/** Best of 5 passes of one bestShots query: a sandbox's first unit with the first action that
 *  aims at a target, its inputs at their defaults (or their minimum). */
struct ShotsRow {
    std::string file;
    int targets = 0;
    double micros = 0;
};

std::optional<ShotsRow> measureShots(const std::string &path)
{
    const std::unique_ptr<Game> game = sandboxGame(path);
    if (!game)
        return std::nullopt;
    const RuleSet &rules = game->rules();
    const ActionType *type = nullptr;
    for (const ActionType &t : rules.vocabulary().actions) {
        if (t.actors != ActorRule::None && t.target != TargetKind::None) {
            type = &t;
            break;
        }
    }
    if (!type)
        return std::nullopt;
    Action templ;
    templ.kind = type->key;
    templ.actors = {game->state().units().front().id};
    for (const ParamSpec &p : type->params) {
        if (p.defaultValue)
            templ.params[p.key] = *p.defaultValue;
        else if (p.type == ParamType::Integer)
            templ.params[p.key] = p.minimum;
    }
    double best = 1e300;
    int targets = 0;
    for (int pass = 0; pass < 5; ++pass) {
        const double start = cpuMicros();
        const int repeats = 20;
        for (int r = 0; r < repeats; ++r) {
            const BestShots shots = bestShots(rules, game->state(), templ);
            targets = static_cast<int>(shots.allowed.size() + shots.refused.size());
        }
        best = std::min(best, (cpuMicros() - start) / repeats);
    }
    return ShotsRow {
        QFileInfo(QString::fromStdString(path)).fileName().toStdString(), targets, best};
}

/** Best of 5 passes of the Threats view on a sandbox: threatsTo the hex of the first unit, for
 *  its side, and threatMap of the whole map for that side. */
struct ThreatsRow {
    std::string file;
    int hexes = 0;
    int attacks = 0; /**< threatsTo's list */
    int evaluations = 0; /**< threatMap's */
    int unitEvaluations = 0; /**< threatMapFor's */
    double queryMicros = 0;
    double mapMicros = 0;
    double unitMapMicros = 0;
};

std::optional<ThreatsRow> measureThreats(const std::string &path)
{
    const std::unique_ptr<Game> game = sandboxGame(path);
    if (!game)
        return std::nullopt;
    const RuleSet &rules = game->rules();
    const GameState &state = game->state();
    const Unit &unit = state.units().front();
    ThreatsRow row;
    row.file = QFileInfo(QString::fromStdString(path)).fileName().toStdString();
    row.hexes = state.map().hexCount();
    row.queryMicros = 1e300;
    row.mapMicros = 1e300;
    row.unitMapMicros = 1e300;
    for (int pass = 0; pass < 5; ++pass) {
        double start = cpuMicros();
        const int repeats = 20;
        for (int r = 0; r < repeats; ++r) {
            const BestShots threats = threatsTo(rules, state, unit.hex, unit.side);
            row.attacks = static_cast<int>(threats.allowed.size() + threats.refused.size());
        }
        row.queryMicros = std::min(row.queryMicros, (cpuMicros() - start) / repeats);
        start = cpuMicros();
        row.evaluations = threatMap(rules, state, unit.side).evaluations;
        row.mapMicros = std::min(row.mapMicros, cpuMicros() - start);
        start = cpuMicros();
        row.unitEvaluations = threatMapFor(rules, state, unit.id).evaluations;
        row.unitMapMicros = std::min(row.unitMapMicros, cpuMicros() - start);
    }
    return row;
}

/** Best of 5 passes of the What If queries on an example's first step with actors. */
struct WhatIfRow {
    std::string file;
    int changes = 0;
    double listMicros = 0; /**< whatIfChanges */
    double allMicros = 0; /**< whatIf of every change */
};

std::optional<WhatIfRow> measureWhatIf(const std::string &path)
{
    const LoadResult loaded = loadScenarioFile(path);
    if (!loaded.ok() || loaded.scenario->script.empty()
        || loaded.scenario->script.front().action.actors.empty())
        return std::nullopt;
    Diagnostics d;
    std::unique_ptr<Game> game = makeGame(*loaded.scenario, d);
    if (!game)
        return std::nullopt;
    const RuleSet &rules = game->rules();
    const GameState &state = game->state();
    const Action &action = loaded.scenario->script.front().action;
    WhatIfRow row;
    row.file = QFileInfo(QString::fromStdString(path)).fileName().toStdString();
    row.listMicros = 1e300;
    row.allMicros = 1e300;
    for (int pass = 0; pass < 5; ++pass) {
        double start = cpuMicros();
        std::vector<WhatIfChange> changes;
        for (int r = 0; r < 10; ++r)
            changes = whatIfChanges(rules, state, action);
        row.listMicros = std::min(row.listMicros, (cpuMicros() - start) / 10);
        row.changes = static_cast<int>(changes.size());
        start = cpuMicros();
        for (const WhatIfChange &c : changes) {
            if (whatIf(rules, state, action, c).differences.empty() && c.label.empty())
                std::printf(" ");
        }
        row.allMicros = std::min(row.allMicros, cpuMicros() - start);
    }
    return row;
}

} // namespace

int main()
{
    registerRuleSets();
    const QDir dir(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios"));
    std::vector<Row> rows;
    double baseline = 0;
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const auto row = measure(dir.filePath(f).toStdString());
        if (!row)
            continue;
        if (row->file == "tlhy-21-8-simple-fire-resolution.json")
            baseline = row->micros;
        rows.push_back(*row);
    }
    if (baseline <= 0) {
        std::fprintf(stderr, "baseline example not found\n");
        return 1;
    }
    std::printf(
        "%-42s %-11s %5s %12s %10s\n", "example", "rules", "steps", "us/evaluate", "x 21.8");
    for (const Row &r : rows)
        std::printf("%-42s %-11s %5d %12.2f %10.2f\n", r.file.c_str(), r.ruleset.c_str(), r.steps,
            r.micros, r.micros / baseline);
    std::printf("\n%-42s %7s %12s %10s\n", "best shots (sandbox)", "targets", "us/query", "x 21.8");
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (const auto row = measureShots(dir.filePath(f).toStdString()))
            std::printf("%-42s %7d %12.1f %10.1f\n", row->file.c_str(), row->targets, row->micros,
                row->micros / baseline);
    }
    std::printf("\n%-28s %5s %7s %9s %7s %9s %9s %7s %9s %9s %7s\n", "threats (sandbox)", "hexes",
        "attacks", "us/query", "x 21.8", "map evals", "us/map", "x 21.8", "unit evals", "us/unit",
        "x 21.8");
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (const auto row = measureThreats(dir.filePath(f).toStdString()))
            std::printf("%-28s %5d %7d %9.1f %7.1f %9d %9.0f %7.0f %9d %9.0f %7.0f\n",
                row->file.c_str(), row->hexes, row->attacks, row->queryMicros,
                row->queryMicros / baseline, row->evaluations, row->mapMicros,
                row->mapMicros / baseline, row->unitEvaluations, row->unitMapMicros,
                row->unitMapMicros / baseline);
    }
    std::printf("\n%-42s %7s %10s %7s %12s %7s\n", "what if (first step)", "changes", "us/list",
        "x 21.8", "us/all after", "x 21.8");
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (const auto row = measureWhatIf(dir.filePath(f).toStdString()))
            std::printf("%-42s %7d %10.1f %7.1f %12.1f %7.1f\n", row->file.c_str(), row->changes,
                row->listMicros, row->listMicros / baseline, row->allMicros,
                row->allMicros / baseline);
    }
    return 0;
}
