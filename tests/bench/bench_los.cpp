// LOS benchmark: verdicts, exact full traces and what one hex sees (visibleHexes), from one hex to
// every hex of a 100x100 map with 25% blocking terrain, against two baselines measured in the same
// run: a bare lerp-and-round hex walk (early-exit and full) and a plain Boost.Geometry computation
// of the same verdicts. Then the hook a rule system uses (The Last Hundred Yards, with markers on
// the map) against TerrainLosRules in the same run, as a ratio; and visibleHexes on maps with 0, 5
// and 25 % woods, by its shadows against every line walked (--open-maps: that table alone). Build
// Release. Exits non-zero if any two of trace, verdict, visibleHexes and Boost.Geometry disagree
// on a verdict.

#include "core/hex/hexlayout.h"
#include "core/los/geometriclos.h"
#include "core/los/losengine.h"
#include "core/los/terrainlosrules.h"
#include "core/map/mapgrid.h"
#include "core/rules/tlhy/tlhylosrules.h"

#include "../los/walkeveryline.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <ctime>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using namespace hexfire;

namespace {

// Thread CPU time, not wall time: the benchmark machine is shared, and time spent waiting for a
// core is not time spent computing LOS.
double cpuMicros()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e6 + double(ts.tv_nsec) / 1e3;
}

MapGrid makeMap(unsigned woodsPercent = 25)
{
    MapGrid map(
        MapCoordinates(100, 100, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::FourDigit),
        {{"clear", "Clear", "#ffffff"}, {"woods", "Woods", "#008000"}});
    std::mt19937 rng(20240601); // fixed seed: the same map on every machine
    for (const Hex h : map.hexes()) {
        if (rng() % 100 < woodsPercent)
            map.setTerrain(h, "woods");
    }
    return map;
}

/** Best of a few runs of fn over every target, in microseconds per query. */
template <class Fn> double microsPerQuery(const std::vector<Hex> &targets, int runs, Fn fn)
{
    double best = 1e300;
    for (int run = 0; run < runs; ++run) {
        const double start = cpuMicros();
        for (const Hex to : targets)
            fn(to);
        best = std::min(best, (cpuMicros() - start) / double(targets.size()));
    }
    return best;
}

/** Passes per measurement; the best one is reported. */
constexpr int passes = 5;

/**
 * The bare baseline: the usual hex line drawing (lerp in cube coordinates, round each point to a
 * hex, one hex per step of distance), reading a precomputed blocking flag per cell. No nudged
 * lines, no grazed hexes, no hindrance, no rules hook: about the least any LOS walk can do, so the
 * engine's ratio to it says what exactness and the hook cost.
 */
class BareWalk {
public:
    BareWalk(const MapGrid &map, std::string_view blockingTerrain)
        : m_coordinates(map.coordinates())
    {
        const int blocking = map.terrainIndex(blockingTerrain).value_or(-1);
        for (int c = 0; c < map.hexCount(); ++c)
            m_blocks.push_back(map.viewCell(c).terrain == blocking ? 1 : 0);
    }

    /**
     * The number of blocking hexes between a and b, or 1 at the first with stopAtBlocker. With
     * fastRound, points are rounded by truncating a shifted value instead of std::round (which
     * GCC calls out of line): a stricter baseline than the usual code.
     */
    template <bool stopAtBlocker, bool fastRound = false> int run(Hex a, Hex b) const
    {
        const int n = distance(a, b);
        // The usual epsilon keeps points off the hex corners, so rounding never meets a tie.
        const double ax = a.q() + 1e-6;
        const double ay = a.r() + 1e-6;
        const double dx = b.q() - a.q();
        const double dy = b.r() - a.r();
        const double inv = n > 0 ? 1.0 / n : 0.0;
        int blocked = 0;
        for (int i = 1; i < n; ++i) {
            const double t = i * inv;
            const int cell
                = m_coordinates.tryCellIndex(cubeRound<fastRound>(ax + dx * t, ay + dy * t));
            if (cell >= 0 && m_blocks[static_cast<std::size_t>(cell)]) {
                ++blocked;
                if (stopAtBlocker)
                    return blocked;
            }
        }
        return blocked;
    }

private:
    // Truncation of a shifted value instead of std::round, which GCC calls out of line.
    template <bool fastRound> static int roundInt(double v)
    {
        if constexpr (fastRound)
            return static_cast<int>(v + 0.5 + 1048576.0) - 1048576;
        return static_cast<int>(std::round(v));
    }
    template <bool fastRound> static Hex cubeRound(double x, double y)
    {
        const double z = -x - y;
        int rx = roundInt<fastRound>(x);
        int ry = roundInt<fastRound>(y);
        const int rz = roundInt<fastRound>(z);
        const double ex = std::abs(rx - x);
        const double ey = std::abs(ry - y);
        const double ez = std::abs(rz - z);
        if (ex > ey && ex > ez)
            rx = -ry - rz;
        else if (ey > ez)
            ry = -rx - rz;
        return Hex(rx, ry);
    }

    const MapCoordinates &m_coordinates;
    std::vector<std::uint8_t> m_blocks;
};

/** One firer and policy of the main table. */
struct Row {
    const char *firer = "";
    HexsidePolicy policy = HexsidePolicy::Strict;
    double bareEarly = 0;
    double bareFull = 0;
    double fastEarly = 0; /**< the same with truncating rounding */
    double fastFull = 0;
    double verdict = 0;
    double trace = 0;
    double visibleMs = 0;
    double boost = 0;
    double meanElements = 0;
    int mismatches = 0;
};

/**
 * visibleHexes on open maps: walked line by line, its time grows with the distance to the first
 * blocker; the shadows of the hexes that may obstruct skip the walk of every line they leave
 * clear. The same map with fewer woods, each figure checked against the per-line verdict.
 */
int benchOpenMaps()
{
    std::printf("\nvisibleHexes by woods density (strict), ms for the whole map: with the shadows "
                "of what may obstruct / every line walked\n");
    std::printf("%-8s %18s %18s %18s\n", "firer", "0% woods", "5% woods", "25% woods");
    int failures = 0;
    double ms[2][3][2] = {};
    const unsigned densities[3] = {0, 5, 25};
    for (int m = 0; m < 3; ++m) {
        const MapGrid map = makeMap(densities[m]);
        TerrainLosConfig config;
        config.blockingTerrain = {"woods"};
        const TerrainLosRules rules(map, config);
        const testing::WalkEveryLine walked(rules);
        LosEngine engines[2] = {LosEngine(map, rules), LosEngine(map, walked)};
        std::vector<LosResult> seen;
        volatile int sink = 0;
        for (int f = 0; f < 2; ++f) {
            const Hex from
                = map.coordinates().toHex(f == 0 ? OffsetCoord {50, 50} : OffsetCoord {0, 0});
            for (int e = 0; e < 2; ++e) {
                LosEngine &engine = engines[e];
                engine.visibleHexes(from, {}, seen);
                for (int c = 0; c < map.hexCount(); ++c) {
                    if (!(seen[static_cast<std::size_t>(c)]
                            == engine.verdict(from, map.coordinates().hexAt(c))))
                        ++failures;
                }
                ms[f][m][e] = microsPerQuery(std::vector<Hex>(1), passes, [&](Hex) {
                    engine.visibleHexes(from, {}, seen);
                    sink = sink + int(seen.back().verdict);
                }) / 1000.0;
            }
        }
    }
    for (int f = 0; f < 2; ++f) {
        std::printf("%-8s", f == 0 ? "centre" : "corner");
        for (int m = 0; m < 3; ++m)
            std::printf(" %8.3f / %7.3f", ms[f][m][0], ms[f][m][1]);
        std::printf("%s\n", failures ? "  VERDICT MISMATCH" : "");
    }
    return failures;
}

/**
 * The TLHY hook on the same map with markers: 3% of hexes hold a hindering MDRM, 2% a SADRM (which
 * does not hinder), against TerrainLosRules with the same blocking terrain and hexside policy. The
 * verdicts differ only by the markers' hindrance, so both engines walk the same lines.
 */
int benchTlhyHook(const MapGrid &map, const std::vector<Hex> &targets)
{
    GameState state(
        "tlhy", map, {{SideId {"a"}, "Side A", "#2a5d2a"}, {SideId {"b"}, "Side B", "#4a5a6a"}});
    std::mt19937 rng(20240602);
    int markers = 0;
    for (const Hex h : map.hexes()) {
        const unsigned roll = rng() % 100;
        if (roll >= 5)
            continue;
        Marker m;
        m.kind = roll < 3 ? "mdrm" : "sadrm";
        m.hex = h;
        m.side = SideId {"a"};
        state.addMarker(m);
        ++markers;
    }
    const TlhyLosRules tlhy(TlhyTables::defaults());
    const TlhyLosRules::Hook hook = tlhy.hook(state);
    LosEngine tlhyEngine(state.map(), hook);
    TerrainLosConfig config;
    config.policy = HexsidePolicy::Lenient;
    config.blockingTerrain = {"woods"};
    const TerrainLosRules terrain(map, config);
    LosEngine terrainEngine(map, terrain);
    volatile int sink = 0;
    const double buildUs = microsPerQuery(std::vector<Hex>(100), 3, [&](Hex) {
        const TlhyLosRules::Hook h = tlhy.hook(state);
        sink = sink + int(h.hexsidePolicy());
    });
    std::printf("\nTLHY hook: %d markers (3%% MDRM, 2%% SADRM), lenient; TerrainLosRules is the "
                "baseline of the same run\n",
        markers);
    std::printf("%-8s %12s %12s %8s %12s %12s %8s %13s %8s\n", "firer", "terrain us", "tlhy us",
        "ratio", "terrain v us", "tlhy v us", "ratio", "tlhy seen ms", "ratio");
    int failures = 0;
    for (const auto &[name, cell] :
        {std::pair {"centre", OffsetCoord {50, 50}}, std::pair {"corner", OffsetCoord {0, 0}}}) {
        const Hex from = map.coordinates().toHex(cell);
        LosTrace trace;
        int mismatches = 0;
        std::vector<LosResult> seen;
        tlhyEngine.visibleHexes(from, {}, seen);
        for (const Hex to : targets) {
            tlhyEngine.trace({from, to, {}, {}}, trace);
            const LosResult fast = tlhyEngine.verdict(from, to);
            if (!(trace.result() == fast)
                || !(seen[static_cast<std::size_t>(map.coordinates().cellIndex(to))] == fast))
                ++mismatches;
        }
        const double terrainUs = microsPerQuery(targets, passes, [&](Hex to) {
            terrainEngine.trace({from, to, {}, {}}, trace);
            sink = sink + int(trace.verdict);
        });
        const double tlhyUs = microsPerQuery(targets, passes, [&](Hex to) {
            tlhyEngine.trace({from, to, {}, {}}, trace);
            sink = sink + int(trace.verdict);
        });
        const double terrainVerdictUs = microsPerQuery(targets, passes,
            [&](Hex to) { sink = sink + int(terrainEngine.verdict(from, to).verdict); });
        const double tlhyVerdictUs = microsPerQuery(targets, passes,
            [&](Hex to) { sink = sink + int(tlhyEngine.verdict(from, to).verdict); });
        const auto visibleMs = [&](LosEngine &engine) {
            return microsPerQuery(std::vector<Hex>(1), passes, [&](Hex) {
                engine.visibleHexes(from, {}, seen);
                sink = sink + int(seen.back().verdict);
            }) / 1000.0;
        };
        const double terrainSeenMs = visibleMs(terrainEngine);
        const double tlhySeenMs = visibleMs(tlhyEngine);
        std::printf("%-8s %12.3f %12.3f %7.2fx %12.3f %12.3f %7.2fx %13.3f %7.2fx%s\n", name,
            terrainUs, tlhyUs, tlhyUs / terrainUs, terrainVerdictUs, tlhyVerdictUs,
            tlhyVerdictUs / terrainVerdictUs, tlhySeenMs, tlhySeenMs / terrainSeenMs,
            mismatches ? "  TRACE/VERDICT/VISIBLE MISMATCH" : "");
        failures += mismatches;
    }
    std::printf("building the hook for this position: %.1f us\n", buildUs);
    std::printf("target: the TLHY hook within 1.5x of TerrainLosRules\n");
    return failures;
}

} // namespace

int main(int argc, char **argv)
{
    // --open-maps: only the table of visibleHexes by woods density (for profiling it).
    if (argc > 1 && std::string_view(argv[1]) == "--open-maps")
        return benchOpenMaps() == 0 ? 0 : 1;
    const MapGrid map = makeMap();
    const std::vector<Hex> targets = map.hexes();
    const BareWalk bare(map, "woods");
    int failures = 0;
    std::printf("LOS benchmark: 100x100 flat-top map, 25%% woods (seed 20240601), %zu targets per "
                "firer\n",
        targets.size());
    std::printf("thread CPU time, best of %d passes (Boost.Geometry: 1 pass)\n\n", passes);
    std::vector<Row> rows;
    for (const HexsidePolicy policy : {HexsidePolicy::Strict, HexsidePolicy::Lenient}) {
        TerrainLosConfig config;
        config.policy = policy;
        config.blockingTerrain = {"woods"};
        const TerrainLosRules rules(map, config);
        LosEngine engine(map, rules);
        const GeometricLos baseline(map, rules, HexLayout(Orientation::FlatTop, 1.0));
        for (const auto &[name, cell] : {std::pair {"centre", OffsetCoord {50, 50}},
                 std::pair {"corner", OffsetCoord {0, 0}}}) {
            const Hex from = map.coordinates().toHex(cell);
            Row row {name, policy};
            LosTrace trace;
            long long elements = 0;
            std::vector<LosResult> seen;
            engine.visibleHexes(from, {}, seen);
            for (const Hex to : targets) {
                engine.trace({from, to, {}, {}}, trace);
                elements += static_cast<long long>(trace.elements.size());
                const LosResult fast = engine.verdict(from, to);
                const LosResult swept
                    = seen[static_cast<std::size_t>(map.coordinates().cellIndex(to))];
                if (!(trace.result() == baseline.verdict(from, to)) || !(trace.result() == fast)
                    || !(swept == fast))
                    ++row.mismatches;
            }
            row.meanElements = double(elements) / double(targets.size());
            volatile int sink = 0;
            row.bareEarly = microsPerQuery(
                targets, passes, [&](Hex to) { sink = sink + bare.run<true>(from, to); });
            row.bareFull = microsPerQuery(
                targets, passes, [&](Hex to) { sink = sink + bare.run<false>(from, to); });
            row.fastEarly = microsPerQuery(
                targets, passes, [&](Hex to) { sink = sink + bare.run<true, true>(from, to); });
            row.fastFull = microsPerQuery(
                targets, passes, [&](Hex to) { sink = sink + bare.run<false, true>(from, to); });
            row.verdict = microsPerQuery(targets, passes,
                [&](Hex to) { sink = sink + int(engine.verdict(from, to).verdict); });
            row.trace = microsPerQuery(targets, passes, [&](Hex to) {
                engine.trace({from, to, {}, {}}, trace);
                sink = sink + int(trace.verdict);
            });
            row.visibleMs = microsPerQuery(std::vector<Hex>(1), passes, [&](Hex) {
                engine.visibleHexes(from, {}, seen);
                sink = sink + int(seen.back().verdict);
            }) / 1000.0;
            row.boost = microsPerQuery(
                targets, 1, [&](Hex to) { sink = sink + int(baseline.verdict(from, to).verdict); });
            rows.push_back(row);
            failures += row.mismatches;
        }
    }
    std::printf("Verdict and what one hex sees. bare: lerp-and-round walk (std::round), stops at "
                "the first woods hex; bare*: the same with truncating rounding\n");
    std::printf("%-8s %-8s %9s %9s %11s %7s %7s %16s\n", "firer", "policy", "bare us", "bare* us",
        "verdict us", "ratio", "ratio*", "visibleHexes ms");
    for (const Row &r : rows)
        std::printf("%-8s %-8s %9.3f %9.3f %11.3f %6.2fx %6.2fx %16.3f%s\n", r.firer,
            std::string(toString(r.policy)).c_str(), r.bareEarly, r.fastEarly, r.verdict,
            r.verdict / r.bareEarly, r.verdict / r.fastEarly, r.visibleMs,
            r.mismatches ? "  VERDICT MISMATCH" : "");
    std::printf("\nFull trace. bare, bare*: the same walks to the target without stopping\n");
    std::printf("%-8s %-8s %9s %9s %9s %7s %7s %9s %9s %10s\n", "firer", "policy", "bare us",
        "bare* us", "trace us", "ratio", "ratio*", "boost us", "boost/tr", "mean elems");
    for (const Row &r : rows)
        std::printf("%-8s %-8s %9.3f %9.3f %9.3f %6.2fx %6.2fx %9.3f %8.1fx %10.1f\n", r.firer,
            std::string(toString(r.policy)).c_str(), r.bareFull, r.fastFull, r.trace,
            r.trace / r.bareFull, r.trace / r.fastFull, r.boost, r.boost / r.trace, r.meanElements);
    for (const Row &r : rows) {
        if (r.mismatches)
            std::printf("%s %s: %d of %zu verdicts differ (trace, verdict, visibleHexes, Boost)\n",
                r.firer, std::string(toString(r.policy)).c_str(), r.mismatches, targets.size());
    }
    std::printf(
        "targets: verdict <= 3x bare (early exit); visibleHexes < 1 ms; trace < 1 us, <= 3x bare "
        "(full walk) and >= 5x faster than Boost.Geometry\n");
    failures += benchOpenMaps();
    failures += benchTlhyHook(map, targets);
    return failures == 0 ? 0 : 1;
}
