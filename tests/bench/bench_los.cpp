// LOS benchmark: exact full traces from one hex to every hex of a 100x100 map with 25% blocking
// terrain, against a plain Boost.Geometry baseline computing the same verdicts; then the hook a
// rule system uses (The Last Hundred Yards, with markers on the map) against TerrainLosRules in the
// same run, as a ratio. Build Release.

#include "core/hex/hexlayout.h"
#include "core/los/geometriclos.h"
#include "core/los/losengine.h"
#include "core/los/terrainlosrules.h"
#include "core/map/mapgrid.h"
#include "core/rules/tlhy/tlhylosrules.h"

#include <cstdio>
#include <ctime>
#include <random>
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

MapGrid makeMap()
{
    MapGrid map(
        MapCoordinates(100, 100, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::FourDigit),
        {{"clear", "Clear", "#ffffff"}, {"woods", "Woods", "#008000"}});
    std::mt19937 rng(20240601); // fixed seed: the same map on every machine
    for (const Hex h : map.hexes()) {
        if (rng() % 100 < 25)
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
    std::printf("%-8s %12s %12s %8s %12s %12s %8s\n", "firer", "terrain us", "tlhy us", "ratio",
        "terrain v us", "tlhy v us", "ratio");
    int failures = 0;
    for (const auto &[name, cell] :
        {std::pair {"centre", OffsetCoord {50, 50}}, std::pair {"corner", OffsetCoord {0, 0}}}) {
        const Hex from = map.coordinates().toHex(cell);
        LosTrace trace;
        int mismatches = 0;
        for (const Hex to : targets) {
            tlhyEngine.trace({from, to, {}, {}}, trace);
            if (!(trace.result() == tlhyEngine.verdict(from, to)))
                ++mismatches;
        }
        const double terrainUs = microsPerQuery(targets, 5, [&](Hex to) {
            terrainEngine.trace({from, to, {}, {}}, trace);
            sink = sink + int(trace.verdict);
        });
        const double tlhyUs = microsPerQuery(targets, 5, [&](Hex to) {
            tlhyEngine.trace({from, to, {}, {}}, trace);
            sink = sink + int(trace.verdict);
        });
        const double terrainVerdictUs = microsPerQuery(targets, 5,
            [&](Hex to) { sink = sink + int(terrainEngine.verdict(from, to).verdict); });
        const double tlhyVerdictUs = microsPerQuery(
            targets, 5, [&](Hex to) { sink = sink + int(tlhyEngine.verdict(from, to).verdict); });
        std::printf("%-8s %12.3f %12.3f %7.2fx %12.3f %12.3f %7.2fx%s\n", name, terrainUs, tlhyUs,
            tlhyUs / terrainUs, terrainVerdictUs, tlhyVerdictUs, tlhyVerdictUs / terrainVerdictUs,
            mismatches ? "  TRACE/VERDICT MISMATCH" : "");
        failures += mismatches;
    }
    std::printf("building the hook for this position: %.1f us\n", buildUs);
    std::printf("target: the TLHY hook within 1.5x of TerrainLosRules\n");
    return failures;
}

} // namespace

int main()
{
    const MapGrid map = makeMap();
    const std::vector<Hex> targets = map.hexes();
    int failures = 0;
    std::printf("LOS benchmark: 100x100 flat-top map, 25%% woods (seed 20240601), %zu targets per "
                "firer\n",
        targets.size());
    std::printf("%-8s %-8s %12s %12s %12s %9s %10s\n", "firer", "policy", "trace us", "verdict us",
        "boost us", "ratio", "mean hexes");
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
            LosTrace trace;
            long long elements = 0;
            int mismatches = 0;
            for (const Hex to : targets) {
                engine.trace({from, to, {}, {}}, trace);
                elements += static_cast<long long>(trace.elements.size());
                if (!(trace.result() == baseline.verdict(from, to))
                    || !(trace.result() == engine.verdict(from, to)))
                    ++mismatches;
            }
            volatile int sink = 0;
            const double traceUs = microsPerQuery(targets, 5, [&](Hex to) {
                engine.trace({from, to, {}, {}}, trace);
                sink = sink + int(trace.verdict);
            });
            const double verdictUs = microsPerQuery(
                targets, 5, [&](Hex to) { sink = sink + int(engine.verdict(from, to).verdict); });
            const double boostUs = microsPerQuery(
                targets, 1, [&](Hex to) { sink = sink + int(baseline.verdict(from, to).verdict); });
            std::printf("%-8s %-8s %12.3f %12.3f %12.3f %8.1fx %10.1f%s\n", name,
                std::string(toString(policy)).c_str(), traceUs, verdictUs, boostUs,
                boostUs / traceUs, double(elements) / double(targets.size()),
                mismatches ? "  VERDICT MISMATCH" : "");
            if (mismatches)
                std::printf(
                    "  %d of %zu verdicts differ from the baseline\n", mismatches, targets.size());
            failures += mismatches;
        }
    }
    std::printf("targets: trace < 2 us per query, >= 5x faster than the Boost.Geometry baseline\n");
    failures += benchTlhyHook(map, targets);
    return failures == 0 ? 0 : 1;
}
