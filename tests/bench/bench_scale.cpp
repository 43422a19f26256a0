// What grows with the map and the order of battle: each rule system's sandbox blown up to an
// N x N map (terrain, levels and in-hex features drawn from the sandbox's own hexes) with 400 of
// its units cloned onto random hexes of the first 100 x 100, half a side each (scaledsandbox.h):
// on every size the same units on the same ground, only the map grows.
//  - evaluate: one unit's first attack aimed at the nearest enemy (RuleSet::evaluateOrRefuse, as
//    threatsTo asks it), on 100 x 100, 200 x 200 and 316 x 316 with the same 400 units: the ratio
//    to 100 x 100 should stay near 1.
//  - threats: threatMap (the tint for a side) and threatMapFor (with a unit selected) on
//    100 x 100 with 400 units, against the evaluate of the same run; then both shared between
//    the machine's cores as the window computes them (wall time), checked to give the same map.
// CPU microseconds (CLOCK_THREAD_CPUTIME_ID), best of several passes.

#include "cputime.h"
#include "scaledsandbox.h"

#include "app/rulesets.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>

using namespace hexfire;
using namespace hexfire::bench;

namespace {

double cpuMicros() { return threadCpuMillis() * 1e3; }

/** The first attack of a unit not of the first unit's side (in setup order) that the rules allow
 * against one of its five nearest enemies, as threatsTo asks it (evaluateOrRefuse). */
std::optional<Action> probe(const RuleSet &rules, const GameState &state)
{
    // The attackers are the enemies of the first unit, whose side the Threats view shades.
    for (const Unit &u : state.units()) {
        if (u.side == state.units().front().side || !u.onMap())
            continue;
        std::vector<const Unit *> enemies;
        for (const Unit &e : state.units()) {
            if (e.side != u.side && e.onMap())
                enemies.push_back(&e);
        }
        std::sort(enemies.begin(), enemies.end(), [&](const Unit *a, const Unit *b) {
            return distance(u.hex, a->hex) < distance(u.hex, b->hex);
        });
        enemies.resize(std::min<std::size_t>(enemies.size(), 5));
        for (const Action &templ : attackTemplates(rules, state, u)) {
            const ActionType *type = findByKey(rules.vocabulary().actions, templ.kind);
            for (const Unit *e : enemies) {
                Action a = templ;
                if (type->target == TargetKind::Hex)
                    a.target = e->hex;
                else
                    a.targetUnit = e->id;
                if (rules.evaluateOrRefuse(state, a).legal)
                    return a;
            }
        }
    }
    return std::nullopt;
}

double evaluateMicros(const RuleSet &rules, const GameState &state, const Action &a)
{
    double best = 1e300;
    for (int pass = 0; pass < 5; ++pass) {
        const int repeats = 200;
        const double start = cpuMicros();
        for (int r = 0; r < repeats; ++r) {
            const Evaluation e = rules.evaluateOrRefuse(state, a);
            if (e.lines.empty() && e.odds.empty() && e.legal)
                std::printf(" ");
        }
        best = std::min(best, (cpuMicros() - start) / repeats);
    }
    return best;
}

double millisSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

bool sameMap(const ThreatMap &a, const ThreatMap &b)
{
    return a.best == b.best && a.attacks == b.attacks && a.evaluations == b.evaluations
        && a.skipped == b.skipped && a.complete && b.complete;
}

} // namespace

int main(int argc, char **argv)
{
    registerRuleSets();
    // --quick: one pass of the threat maps; --evaluate: the evaluations alone; --only NAME: the
    // sandboxes whose file names contain it.
    bool quick = false;
    bool evaluateOnly = false;
    std::string only;
    for (int i = 1; i < argc; ++i) {
        if (std::string(argv[i]) == "--quick")
            quick = true;
        else if (std::string(argv[i]) == "--evaluate")
            evaluateOnly = true;
        else if (std::string(argv[i]) == "--only" && i + 1 < argc)
            only = argv[++i];
    }
    const std::vector<Sandbox> all = sandboxes(only);
    const int units = 400;
    std::printf("%-24s %10s %10s %10s %8s %8s\n", "evaluate (400 units)", "100x100 us",
        "200x200 us", "316x316 us", "200/100", "316/100");
    for (const Sandbox &s : all) {
        double micros[3] = {};
        const int sizes[3] = {100, 200, 316};
        for (int i = 0; i < 3; ++i) {
            const auto game = gameOn(s, sizes[i], units);
            const auto a = game ? probe(game->rules(), game->state()) : std::nullopt;
            if (!a) {
                if (game) {
                    const Unit &u = game->state().units().back();
                    for (const Action &t : attackTemplates(game->rules(), game->state(), u)) {
                        Action x = t;
                        x.target = game->state().units().front().hex;
                        x.targetUnit = game->state().units().front().id;
                        std::printf("  no attack allowed in %s: %s\n",
                            game->state().phase().c_str(),
                            game->rules().evaluateOrRefuse(game->state(), x).whyNot.c_str());
                    }
                }
                break;
            }
            micros[i] = evaluateMicros(game->rules(), game->state(), *a);
            if (i == 0) {
                const Evaluation e = game->rules().evaluateOrRefuse(game->state(), *a);
                std::printf("  %s: %s %s\n", a->kind.c_str(),
                    e.legal ? "allowed" : "refused:", e.whyNot.c_str());
            }
        }
        std::printf("%-24s %10.1f %10.1f %10.1f %8.2f %8.2f\n", s.file.c_str(), micros[0],
            micros[1], micros[2], micros[1] / micros[0], micros[2] / micros[0]);
    }
    if (evaluateOnly)
        return 0;
    // The window shares the maps between the machine's cores; that is wall time, the rest CPU.
    const int cores = std::max(2, static_cast<int>(std::thread::hardware_concurrency()));
    std::printf("\n%-24s %9s %10s %9s %10s %9s %12s %12s\n", "threats (100x100, 400)", "evals",
        "map ms", "evals", "unit ms", "eval us", "map wall ms", "unit wall ms");
    std::printf("%-24s %9s %10s %9s %10s %9s %12s %12s\n", "", "", "1 thread", "", "1 thread", "",
        (std::to_string(cores) + " threads").c_str(), (std::to_string(cores) + " threads").c_str());
    for (const Sandbox &s : all) {
        const auto game = gameOn(s, 100, units);
        const auto a = game ? probe(game->rules(), game->state()) : std::nullopt;
        if (!a)
            continue;
        const RuleSet &rules = game->rules();
        const GameState &state = game->state();
        const Unit &unit = state.units().front();
        double mapMs = 1e300;
        double unitMs = 1e300;
        int mapEvals = 0;
        int unitEvals = 0;
        for (int pass = 0; pass < (quick ? 1 : 3); ++pass) {
            double start = cpuMicros();
            mapEvals = threatMap(rules, state, unit.side).evaluations;
            mapMs = std::min(mapMs, (cpuMicros() - start) / 1000);
            start = cpuMicros();
            unitEvals = threatMapFor(rules, state, unit.id).evaluations;
            unitMs = std::min(unitMs, (cpuMicros() - start) / 1000);
        }
        // The same maps shared between threads: the same numbers, in less time.
        double mapWall = 1e300;
        double unitWall = 1e300;
        const ThreatMap mapOne = threatMap(rules, state, unit.side);
        const ThreatMap unitOne = threatMapFor(rules, state, unit.id);
        for (int pass = 0; pass < (quick ? 1 : 3); ++pass) {
            auto start = std::chrono::steady_clock::now();
            const ThreatMap mapMany = threatMap(rules, state, unit.side, nullptr, cores);
            mapWall = std::min(mapWall, millisSince(start));
            start = std::chrono::steady_clock::now();
            const ThreatMap unitMany = threatMapFor(rules, state, unit.id, nullptr, cores);
            unitWall = std::min(unitWall, millisSince(start));
            if (!sameMap(mapOne, mapMany) || !sameMap(unitOne, unitMany)) {
                std::printf("%s: the threads' map differs from one thread's\n", s.file.c_str());
                return 1;
            }
        }
        std::printf("%-24s %9d %10.1f %9d %10.1f %9.1f %12.1f %12.1f\n", s.file.c_str(), mapEvals,
            mapMs, unitEvals, unitMs, evaluateMicros(rules, state, *a), mapWall, unitWall);
    }
    return 0;
}
