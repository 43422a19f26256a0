// The reachable set the window shades when a unit is selected for a move: ReachableHexes on a
// 100 x 100 one-die map for a unit with 12 movement points (movementAllowance 12 through
// configure), on mixed terrain (a quarter woods, streams, enemy units that stop a move) and on
// open ground (the most hexes in reach). Reports CPU microseconds per query (best of 5 passes),
// the evaluation of a move to the farthest hex in reach, and, as the baseline measured in the same
// run on the same map, one line-of-sight trace and one evaluation of an attack (over the same
// twenty enemies), so the figures can be quoted as ratios; and the same search with every step
// costing one point and no rule consulted ("flat": the shared search's own part of the time).
// The issue asks under 1 ms a query.

#include "core/data/datanode.h"
#include "core/rules/movement.h"
#include "tests/onedie/onedieruleset.h"
#include "tests/rules/onedieboard.h"

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <random>

using namespace hexfire;

namespace {

volatile std::size_t sink = 0; // keeps the measured work observable

/** Every step one point, nothing stops a move: the shared search's own cost, no rule's. */
class FlatCost final : public MovementRules {
public:
    std::string_view moveAction() const override { return "move"; }
    MovementAllowance allowance(const GameState &, const Unit &) const override
    {
        MovementAllowance a;
        a.points = 12;
        return a;
    }
    StepCost stepCost(const GameState &, const Unit &, Hex, Hex) const override
    {
        StepCost c;
        c.points = 1;
        return c;
    }
};

double cpuMicros()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e6 + double(ts.tv_nsec) / 1e3;
}

/** Best of 5 passes of `repeats` calls of f, in microseconds per call. */
template <typename F> double bestMicros(int repeats, F &&f)
{
    double best = 1e300;
    for (int pass = 0; pass < 5; ++pass) {
        const double start = cpuMicros();
        for (int r = 0; r < repeats; ++r)
            f();
        best = std::min(best, (cpuMicros() - start) / repeats);
    }
    return best;
}

/** 100 x 100, woods in `woodsPercent` of the hexes, 1500 stream hexsides when mixed; Red's unit
    in the middle, twenty Blue units at random. */
GameState bigMap(int woodsPercent, bool streams)
{
    std::mt19937_64 rng(22);
    std::uniform_int_distribution<int> percent(0, 99);
    std::vector<std::string> rows(100, std::string(100, '.'));
    for (std::string &row : rows) {
        for (char &c : row)
            c = percent(rng) < woodsPercent ? 'W' : '.';
    }
    const MapGrid map = onedieboard::board(rows);
    std::vector<onedieboard::Placed> units {
        {"r1", "red", map.label(map.coordinates().hexAt(5050))}};
    std::uniform_int_distribution<int> cell(0, map.hexCount() - 1);
    while (units.size() < 21) {
        const std::string at = map.label(map.coordinates().hexAt(cell(rng)));
        const bool taken = std::any_of(
            units.begin(), units.end(), [&](const onedieboard::Placed &p) { return p.hex == at; });
        if (!taken)
            units.push_back({"b" + std::to_string(units.size()), "blue", at});
    }
    GameState s = onedieboard::position(rows, units);
    for (int i = 0; streams && i < 1500; ++i) {
        const Hex h = map.coordinates().hexAt(cell(rng));
        const HexDirection d = allDirections[static_cast<std::size_t>(percent(rng) % 6)];
        if (map.contains(neighbor(h, d)))
            s.editMap().setHexsideFeature(h, d, "stream");
    }
    return s;
}

void report(const char *what, const OneDieRuleSet &rules, const GameState &s)
{
    const Unit &unit = s.unit(UnitId {"r1"});
    std::size_t reached = 0;
    const double reach = bestMicros(200, [&] {
        const ReachableHexes r(s, rules, unit);
        reached = r.hexes().size();
    });
    const ReachableHexes r(s, rules, unit);
    Action move;
    move.kind = "move";
    move.actors = {unit.id};
    move.target = r.hexes().back();
    const double evaluateMove
        = bestMicros(200, [&] { sink = sink + rules.evaluateInGame(s, move).lines.size(); });
    std::vector<Action> attacks;
    for (const Unit &u : s.units()) {
        if (u.side == unit.side)
            continue;
        Action a;
        a.kind = "attack";
        a.actors = {unit.id};
        a.target = u.hex;
        attacks.push_back(a);
    }
    const double los = bestMicros(200, [&] {
        for (const Action &a : attacks)
            sink = sink + rules.traceLos(s, unit.hex, *a.target).elements.size();
    }) / double(attacks.size());
    const double attack = bestMicros(200, [&] {
        for (const Action &a : attacks)
            sink = sink + rules.evaluate(s, a).lines.size();
    }) / double(attacks.size());
    if (!rules.evaluateInGame(s, move).legal)
        std::printf("the move to the farthest hex is refused\n");
    const FlatCost flat;
    std::size_t flatReached = 0;
    const double shared = bestMicros(200, [&] {
        const ReachableHexes f(s, flat, unit);
        flatReached = f.hexes().size();
    });
    std::printf("%-26s %7zu %11.1f %11.1f %9.1f %11.1f %8.1f %8.1f %9.1f (%zu)\n", what, reached,
        reach, evaluateMove, los, attack, reach / los, reach / attack, shared, flatReached);
}

} // namespace

int main()
{
    OneDieRuleSet rules;
    Diagnostics d;
    DataNode options = DataNode::object();
    options.set("movementAllowance", DataNode::of(12));
    rules.configure(options, d);
    std::printf("%-26s %7s %11s %11s %9s %11s %8s %8s %9s\n", "100 x 100, 12 points", "hexes",
        "us/reach", "us/move", "us/LOS", "us/attack", "x LOS", "x attack", "us/flat");
    report("mixed (25% woods, streams)", rules, bigMap(25, true));
    report("open ground", rules, bigMap(0, false));
    return 0;
}
