#include "core/error.h"
#include "core/hex/hexlayout.h"
#include "core/los/geometriclos.h"
#include "core/los/losengine.h"
#include "core/los/terrainlosrules.h"
#include "core/map/mapgrid.h"
#include "walkeveryline.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <random>
#include <tuple>

using namespace hexfire;

Q_DECLARE_METATYPE(hexfire::Hex)
Q_DECLARE_METATYPE(hexfire::HexsidePolicy)
Q_DECLARE_METATYPE(hexfire::LosVerdict)
Q_DECLARE_METATYPE(hexfire::Orientation)
Q_DECLARE_METATYPE(hexfire::OffsetParity)

namespace {

std::vector<TerrainKind> terrainKinds()
{
    return {{"clear", "Clear", "#ffffff"}, {"woods", "Woods", "#008000"},
        {"brush", "Brush", "#80a040"}};
}

MapGrid makeMap(
    int width, int height, Orientation orientation, OffsetParity parity = OffsetParity::Odd)
{
    return MapGrid(
        MapCoordinates(width, height, orientation, parity, LabelScheme::FourDigit), terrainKinds());
}

/**
 * A map that exercises every kind of element: woods (blocking) at woodsPercent, brush and smoke
 * (hindering), fire (blocking feature), levels 0-2 and walls on hexsides.
 */
MapGrid randomMap(int width, int height, Orientation orientation, OffsetParity parity,
    unsigned seed, int woodsPercent)
{
    MapGrid map = makeMap(width, height, orientation, parity);
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> pick(0, 99);
    for (const Hex h : map.hexes()) {
        const int roll = pick(rng);
        if (roll < woodsPercent)
            map.setTerrain(h, "woods");
        else if (roll < woodsPercent + 12)
            map.setTerrain(h, "brush");
        if (pick(rng) < 6)
            map.addFeature(h, "smoke");
        if (pick(rng) < 2)
            map.addFeature(h, "fire");
        if (pick(rng) < 10)
            map.setElevation(h, pick(rng) % 3);
        if (pick(rng) < 5)
            map.setHexsideFeature(h, direction(pick(rng) % 6), "wall");
    }
    return map;
}

Hex centreOf(const MapGrid &map)
{
    return map.coordinates().toHex({map.width() / 2, map.height() / 2});
}

/**
 * An open map: each kind of obstruction (woods, brush, smoke, fire, a hill of level 1 or 2, a
 * wall) on about perMille of a thousand hexes, so that most lines are long and clear.
 */
MapGrid sparseMap(int width, int height, Orientation orientation, OffsetParity parity,
    unsigned seed, int perMille)
{
    MapGrid map = makeMap(width, height, orientation, parity);
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> pick(0, 999);
    for (const Hex h : map.hexes()) {
        if (pick(rng) < perMille)
            map.setTerrain(h, "woods");
        else if (pick(rng) < perMille)
            map.setTerrain(h, "brush");
        if (pick(rng) < perMille)
            map.addFeature(h, "smoke");
        if (pick(rng) < perMille)
            map.addFeature(h, "fire");
        if (pick(rng) < perMille)
            map.setElevation(h, 1 + pick(rng) % 2);
        if (pick(rng) < perMille)
            map.setHexsideFeature(h, direction(pick(rng) % 6), "wall");
    }
    return map;
}

TerrainLosConfig config(HexsidePolicy policy, bool blockAlong = false)
{
    TerrainLosConfig c;
    c.policy = policy;
    c.blockingTerrain = {"woods"};
    c.hinderingTerrain = {{"brush", 1}};
    c.blockingHexsideFeatures = {"wall"};
    c.blockingHexFeatures = {"fire"};
    c.hinderingHexFeatures = {{"smoke", 2}};
    c.blockWhenRunAlong = blockAlong;
    c.ruleRef = "test";
    return c;
}

/** Rows name hexes relative to the firer; this puts them on the map. */
struct Placement {
    QList<Hex> woods;
    QList<Hex> brush;
    QList<Hex> smoke;
    QList<Hex> walls; /**< pairs of hexes: the wall is on their common hexside */
    QList<Hex> hills; /**< level-2 hexes */
    QList<Hex> lowHills; /**< level-1 hexes */
};

void place(MapGrid &map, Hex origin, const Placement &p)
{
    for (Hex h : p.woods)
        map.setTerrain(origin + h, "woods");
    for (Hex h : p.brush)
        map.setTerrain(origin + h, "brush");
    for (Hex h : p.smoke)
        map.addFeature(origin + h, "smoke");
    for (qsizetype i = 0; i + 1 < p.walls.size(); i += 2)
        map.setHexsideFeature(origin + p.walls[i], directionTo(p.walls[i], p.walls[i + 1]), "wall");
    for (Hex h : p.hills)
        map.setElevation(origin + h, 2);
    for (Hex h : p.lowHills)
        map.setElevation(origin + h, 1);
}

/** (hex, contact, side) triples, sorted, for comparing the engine with the brute force. */
using Contact = std::tuple<Hex, int, int>;

std::vector<Contact> contactsOf(const LosTrace &trace)
{
    std::vector<Contact> out;
    for (const LosElement &e : trace.elements) {
        switch (e.kind) {
        case LosElementKind::Firer:
        case LosElementKind::Target:
        case LosElementKind::Hex:
            if (e.kind == LosElementKind::Target && trace.firer == trace.target)
                break;
            out.emplace_back(e.hex, int(HexContact::Interior), int(LosSide::Both));
            break;
        case LosElementKind::SpineSide:
            out.emplace_back(e.hex, int(HexContact::Edge), int(e.side));
            break;
        case LosElementKind::VertexTouch:
            out.emplace_back(e.hex, int(HexContact::Vertex), int(e.side));
            break;
        default:
            break;
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<Contact> contactsOf(const std::vector<GeometricHit> &hits)
{
    std::vector<Contact> out;
    for (const GeometricHit &h : hits)
        out.emplace_back(h.hex, int(h.contact), int(h.side));
    std::sort(out.begin(), out.end());
    return out;
}

/** Printable values for QCOMPARE (core's toString overloads return std strings). */
template <class E> QString v(E e) { return QString::fromStdString(std::string(toString(e))); }

QString v(Hex h) { return QString("(%1,%2)").arg(h.q()).arg(h.r()); }

QString describe(const std::vector<Contact> &contacts)
{
    QString s;
    for (const auto &[h, c, side] : contacts)
        s += QString("(%1,%2 c%3 s%4) ").arg(h.q()).arg(h.r()).arg(c).arg(side);
    return s;
}

} // namespace

class TestLos : public QObject {
    Q_OBJECT
private slots:
    void verdicts_data();
    void verdicts();
    void spineTraceNamesSidesAndDecision_data();
    void spineTraceNamesSidesAndDecision();
    void vertexTouchTrace();
    void endpointsAndOrder();
    void hexsideFeatureElements();
    void elevationEffects();
    void traceOutlivesMapAndRules();
    void lineKindsMatchReference();
    void orientationsGiveSameTopology();
    void agreesWithBoostBruteForce_data();
    void agreesWithBoostBruteForce();
    void fastVerdictMatchesTrace_data();
    void fastVerdictMatchesTrace();
    void visibleHexesMatchVerdicts();
    void visibleHexesMatchPerLineTrace_data();
    void visibleHexesMatchPerLineTrace();
    void lazyVerdictMatchesTrace_data();
    void lazyVerdictMatchesTrace();
    void mayObstruct_data();
    void mayObstruct();
    void shadowsMatchWalkedLines_data();
    void shadowsMatchWalkedLines();
    void sameHex();
    void offMapThrows_data();
    void offMapThrows();
};

void TestLos::verdicts_data()
{
    QTest::addColumn<Hex>("target");
    QTest::addColumn<QList<Hex>>("woods");
    QTest::addColumn<QList<Hex>>("brush");
    QTest::addColumn<QList<Hex>>("smoke");
    QTest::addColumn<QList<Hex>>("walls");
    QTest::addColumn<QList<Hex>>("hills");
    QTest::addColumn<QList<Hex>>("lowHills");
    QTest::addColumn<bool>("blockAlong");
    QTest::addColumn<LosVerdict>("strict");
    QTest::addColumn<LosVerdict>("lenient");
    QTest::addColumn<int>("hindrance");

    using L = QList<Hex>;
    const LosVerdict clear = LosVerdict::Clear;
    const LosVerdict hindered = LosVerdict::Hindered;
    const LosVerdict blocked = LosVerdict::Blocked;
    // Spine line (2,-1): runs along the hexside between (1,-1) [left] and (1,0) [right].
    // Vertex line (4,1): touches (1,1) [right] at a corner, and (3,0) [left] at another.
    QTest::newRow("clear line") << Hex(4, -1) << L {} << L {} << L {} << L {} << L {} << L {}
                                << false << clear << clear << 0;
    QTest::newRow("woods in the middle block") << Hex(4, 0) << L {Hex(2, 0)} << L {} << L {} << L {}
                                               << L {} << L {} << false << blocked << blocked << 0;
    QTest::newRow("woods off the line do not block")
        << Hex(4, 0) << L {Hex(2, -1), Hex(2, 1)} << L {} << L {} << L {} << L {} << L {} << false
        << clear << clear << 0;
    QTest::newRow("woods in the firer's hex never block")
        << Hex(4, 0) << L {Hex(0, 0)} << L {} << L {} << L {} << L {} << L {} << false << clear
        << clear << 0;
    QTest::newRow("woods in the target's hex never block")
        << Hex(4, 0) << L {Hex(4, 0)} << L {} << L {} << L {} << L {} << L {} << false << clear
        << clear << 0;
    QTest::newRow("brush in both end hexes does not hinder")
        << Hex(4, 0) << L {} << L {Hex(0, 0), Hex(4, 0)} << L {} << L {} << L {} << L {} << false
        << clear << clear << 0;
    QTest::newRow("hindrances add up")
        << Hex(4, 0) << L {} << L {Hex(1, 0), Hex(3, 0)} << L {Hex(2, 0)} << L {} << L {} << L {}
        << false << hindered << hindered << 4;
    QTest::newRow("spine, one side woods: strict blocks, lenient clear")
        << Hex(2, -1) << L {Hex(1, 0)} << L {} << L {} << L {} << L {} << L {} << false << blocked
        << clear << 0;
    QTest::newRow("spine, other side woods: strict blocks, lenient clear")
        << Hex(2, -1) << L {Hex(1, -1)} << L {} << L {} << L {} << L {} << L {} << false << blocked
        << clear << 0;
    QTest::newRow("spine, both sides woods: blocked under both")
        << Hex(2, -1) << L {Hex(1, -1), Hex(1, 0)} << L {} << L {} << L {} << L {} << L {} << false
        << blocked << blocked << 0;
    QTest::newRow("long spine, woods on different sides of different runs")
        << Hex(4, -2) << L {Hex(1, 0), Hex(3, -2)} << L {} << L {} << L {} << L {} << L {} << false
        << blocked << blocked << 0;
    QTest::newRow("long spine, woods on the same side of both runs")
        << Hex(4, -2) << L {Hex(1, 0), Hex(3, -1)} << L {} << L {} << L {} << L {} << L {} << false
        << blocked << clear << 0;
    QTest::newRow("spine, brush one side: strict takes worse, lenient better")
        << Hex(2, -1) << L {} << L {Hex(1, 0)} << L {} << L {} << L {} << L {} << false << hindered
        << clear << -1;
    QTest::newRow("vertex touch, woods on the touched hex: strict blocks, lenient clear")
        << Hex(4, 1) << L {Hex(1, 1)} << L {} << L {} << L {} << L {} << L {} << false << blocked
        << clear << 0;
    QTest::newRow("vertex touches on both sides blocked: blocked under both")
        << Hex(4, 1) << L {Hex(1, 1), Hex(3, 0)} << L {} << L {} << L {} << L {} << L {} << false
        << blocked << blocked << 0;
    QTest::newRow("vertex line, woods next to but not touching the line")
        << Hex(4, 1) << L {Hex(0, 1), Hex(2, -1), Hex(4, 0)} << L {} << L {} << L {} << L {} << L {}
        << false << clear << clear << 0;
    QTest::newRow("wall crossed blocks")
        << Hex(4, 0) << L {} << L {} << L {} << L {Hex(1, 0), Hex(2, 0)} << L {} << L {} << false
        << blocked << blocked << 0;
    QTest::newRow("wall beside the line does not block")
        << Hex(4, 0) << L {} << L {} << L {} << L {Hex(1, 0), Hex(1, 1)} << L {} << L {} << false
        << clear << clear << 0;
    QTest::newRow("wall run along: not crossed, clear")
        << Hex(2, -1) << L {} << L {} << L {} << L {Hex(1, -1), Hex(1, 0)} << L {} << L {} << false
        << clear << clear << 0;
    QTest::newRow("wall run along, rules say run-along blocks")
        << Hex(2, -1) << L {} << L {} << L {} << L {Hex(1, -1), Hex(1, 0)} << L {} << L {} << true
        << blocked << blocked << 0;
    QTest::newRow("wall at the spine's start, one side: strict blocks, lenient clear")
        << Hex(2, -1) << L {} << L {} << L {} << L {Hex(0, 0), Hex(1, 0)} << L {} << L {} << false
        << blocked << clear << 0;
    QTest::newRow("hill higher than both ends blocks")
        << Hex(4, 0) << L {} << L {} << L {} << L {} << L {Hex(2, 0)} << L {} << false << blocked
        << blocked << 0;
    QTest::newRow("hill equal to the higher end does not block")
        << Hex(4, 0) << L {} << L {} << L {} << L {} << L {} << L {Hex(2, 0), Hex(4, 0)} << false
        << clear << clear << 0;
    QTest::newRow("hill higher than both, firer on a lower hill")
        << Hex(4, 0) << L {} << L {} << L {} << L {} << L {Hex(2, 0)} << L {Hex(0, 0)} << false
        << blocked << blocked << 0;
    QTest::newRow("end hexes on hills see over a lower hill")
        << Hex(4, 0) << L {} << L {} << L {} << L {} << L {Hex(0, 0), Hex(4, 0)} << L {Hex(2, 0)}
        << false << clear << clear << 0;
}

void TestLos::verdicts()
{
    QFETCH(Hex, target);
    QFETCH(QList<Hex>, woods);
    QFETCH(QList<Hex>, brush);
    QFETCH(QList<Hex>, smoke);
    QFETCH(QList<Hex>, walls);
    QFETCH(QList<Hex>, hills);
    QFETCH(QList<Hex>, lowHills);
    QFETCH(bool, blockAlong);
    QFETCH(LosVerdict, strict);
    QFETCH(LosVerdict, lenient);
    QFETCH(int, hindrance);

    for (const Orientation o : {Orientation::FlatTop, Orientation::PointyTop}) {
        MapGrid map = makeMap(15, 15, o);
        const Hex origin = centreOf(map);
        place(map, origin, {woods, brush, smoke, walls, hills, lowHills});
        const HexLayout layout(o, 10.0);
        for (const HexsidePolicy policy : {HexsidePolicy::Strict, HexsidePolicy::Lenient}) {
            const TerrainLosRules rules(map, config(policy, blockAlong));
            LosEngine engine(map, rules);
            const LosTrace trace = engine.trace(origin, origin + target);
            const LosVerdict expected = policy == HexsidePolicy::Strict ? strict : lenient;
            QCOMPARE(v(trace.verdict), v(expected));
            if (expected == LosVerdict::Hindered && hindrance >= 0)
                QCOMPARE(trace.hindrance, hindrance);
            if (expected == LosVerdict::Blocked) {
                QVERIFY(trace.firstBlocker >= 0);
                QVERIFY(trace.elements[std::size_t(trace.firstBlocker)].obstacle.blocks());
            }
            QCOMPARE(engine.verdict(origin, origin + target), trace.result());
            const GeometricLos geometric(map, rules, layout);
            QCOMPARE(geometric.verdict(origin, origin + target), trace.result());
            // The line from the target back to the firer is the same line.
            QCOMPARE(v(engine.verdict(origin + target, origin).verdict), v(expected));
        }
    }
}

void TestLos::spineTraceNamesSidesAndDecision_data()
{
    QTest::addColumn<HexsidePolicy>("policy");
    QTest::addColumn<LosVerdict>("verdict");
    QTest::addColumn<int>("decision");
    QTest::addColumn<int>("sideUsed");
    QTest::newRow("strict uses the blocking right side")
        << HexsidePolicy::Strict << LosVerdict::Blocked << int(PolicyDecision::EitherSideBlocks)
        << int(LosSide::Right);
    QTest::newRow("lenient uses the clear left side")
        << HexsidePolicy::Lenient << LosVerdict::Clear << int(PolicyDecision::OtherSideClear)
        << int(LosSide::Left);
}

void TestLos::spineTraceNamesSidesAndDecision()
{
    QFETCH(HexsidePolicy, policy);
    QFETCH(LosVerdict, verdict);
    QFETCH(int, decision);
    QFETCH(int, sideUsed);
    MapGrid map = makeMap(9, 9, Orientation::FlatTop);
    const Hex o = centreOf(map);
    map.setTerrain(o + Hex(1, 0), "woods");
    const TerrainLosRules rules(map, config(policy));
    LosEngine engine(map, rules);
    const LosTrace trace = engine.trace(o, o + Hex(2, -1));
    QCOMPARE(v(trace.lineKind), v(LosLineKind::Spine));
    QVERIFY(trace.ambiguous());
    QCOMPARE(trace.elements.size(), std::size_t(4));
    QCOMPARE(v(trace.elements[0].kind), v(LosElementKind::Firer));
    QCOMPARE(v(trace.elements[1].kind), v(LosElementKind::SpineSide));
    QCOMPARE(v(trace.elements[1].side), v(LosSide::Left));
    QCOMPARE(v(trace.elements[1].hex), v(o + Hex(1, -1)));
    QCOMPARE(v(trace.elements[2].kind), v(LosElementKind::SpineSide));
    QCOMPARE(v(trace.elements[2].side), v(LosSide::Right));
    QCOMPARE(v(trace.elements[2].hex), v(o + Hex(1, 0)));
    QCOMPARE(v(trace.elements[2].obstacle.effect), v(LosEffect::Block));
    QVERIFY(trace.elements[2].obstacle.reason != nullptr);
    QCOMPARE(trace.elements[2].obstacle.reason->key, std::string("terrain.woods.blocks"));
    QCOMPARE(v(trace.elements[3].kind), v(LosElementKind::Target));
    QVERIFY(trace.left == (LosSideResult {false, 0, -1}));
    QVERIFY(trace.right == (LosSideResult {true, 0, 2}));
    QCOMPARE(v(trace.verdict), v(verdict));
    QCOMPARE(int(trace.decision), decision);
    QCOMPARE(int(trace.sideUsed), sideUsed);
    QVERIFY(!trace.policyExplanation().empty());
}

void TestLos::vertexTouchTrace()
{
    MapGrid map = makeMap(11, 11, Orientation::PointyTop);
    const Hex o = centreOf(map);
    const TerrainLosRules rules(map, config(HexsidePolicy::Lenient));
    LosEngine engine(map, rules);
    const LosTrace trace = engine.trace(o, o + Hex(4, 1));
    QCOMPARE(v(trace.lineKind), v(LosLineKind::VertexTouch));
    std::vector<std::pair<Hex, LosSide>> touches;
    std::vector<Hex> crossed;
    for (const LosElement &e : trace.elements) {
        if (e.kind == LosElementKind::VertexTouch)
            touches.emplace_back(e.hex - o, e.side);
        if (e.kind == LosElementKind::Hex)
            crossed.push_back(e.hex - o);
    }
    QCOMPARE(touches.size(), std::size_t(2));
    QCOMPARE(v(touches[0].first), v(Hex(1, 1)));
    QCOMPARE(v(touches[0].second), v(LosSide::Right));
    QCOMPARE(v(touches[1].first), v(Hex(3, 0)));
    QCOMPARE(v(touches[1].second), v(LosSide::Left));
    QVERIFY(crossed == (std::vector<Hex> {Hex(1, 0), Hex(2, 0), Hex(2, 1), Hex(3, 1)}));
    QCOMPARE(v(trace.decision), v(PolicyDecision::SidesAgree));
}

void TestLos::endpointsAndOrder()
{
    MapGrid map = makeMap(20, 20, Orientation::FlatTop);
    const Hex o = map.coordinates().toHex({2, 3});
    const TerrainLosRules rules(map, config(HexsidePolicy::Strict));
    LosEngine engine(map, rules);
    for (const Hex target : {Hex(7, -3), Hex(-2, 9), Hex(5, 5), Hex(12, 1), Hex(6, -3)}) {
        const LosTrace trace = engine.trace(o, o + target);
        QCOMPARE(v(trace.elements.front().kind), v(LosElementKind::Firer));
        QCOMPARE(v(trace.elements.front().hex), v(o));
        QCOMPARE(v(trace.elements.back().kind), v(LosElementKind::Target));
        QCOMPARE(v(trace.elements.back().hex), v(o + target));
        int lastFromFirer = 0;
        for (const LosElement &e : trace.elements) {
            // Hex distance from the firer never decreases along the line.
            QVERIFY(e.fromFirer >= lastFromFirer);
            lastFromFirer = e.fromFirer;
            QCOMPARE(e.fromFirer + e.fromTarget >= distance(o, o + target), true);
        }
    }
}

void TestLos::hexsideFeatureElements()
{
    MapGrid map = makeMap(11, 11, Orientation::FlatTop);
    const Hex o = centreOf(map);
    // A wall crossed on an axis line and one run along on a spine line.
    map.setHexsideFeature(o + Hex(1, 0), HexDirection::D2, "wall");
    map.setHexsideFeature(o + Hex(1, -1), HexDirection::D3, "wall");
    map.setHexsideFeature(o, HexDirection::D5, "hedge");
    const TerrainLosRules rules(map, config(HexsidePolicy::Strict));
    LosEngine engine(map, rules);

    const LosTrace crossed = engine.trace(o, o + Hex(4, 0));
    auto it = std::find_if(crossed.elements.begin(), crossed.elements.end(),
        [](const LosElement &e) { return e.kind == LosElementKind::HexsideCrossed; });
    QVERIFY(it != crossed.elements.end());
    QCOMPARE(v(it->hex), v(o + Hex(1, 0)));
    QCOMPARE(index(it->direction), index(HexDirection::D2));
    QCOMPARE(it->feature, std::string_view("wall"));
    QCOMPARE(v(it->side), v(LosSide::Both));
    QCOMPARE(v(it->obstacle.effect), v(LosEffect::Block));
    QCOMPARE(int(it - crossed.elements.begin()), crossed.firstBlocker);
    // The wall lies between the hexes it separates in the trace.
    QCOMPARE(v((it - 1)->hex), v(o + Hex(1, 0)));
    QCOMPARE(v((it + 1)->hex), v(o + Hex(2, 0)));

    const LosTrace along = engine.trace(o, o + Hex(2, -1));
    it = std::find_if(along.elements.begin(), along.elements.end(),
        [](const LosElement &e) { return e.kind == LosElementKind::HexsideAlong; });
    QVERIFY(it != along.elements.end());
    QCOMPARE(it->feature, std::string_view("wall"));
    QCOMPARE(v(it->obstacle.effect), v(LosEffect::Clear));
    QCOMPARE(v(along.verdict), v(LosVerdict::Clear));

    // A feature the rules do not know is listed but clear.
    const LosTrace hedge = engine.trace(o, o + Hex(-3, 0));
    QVERIFY(std::any_of(hedge.elements.begin(), hedge.elements.end(), [](const LosElement &e) {
        return e.kind == LosElementKind::HexsideCrossed && e.feature == "hedge";
    }));
    QCOMPARE(v(hedge.verdict), v(LosVerdict::Clear));
}

void TestLos::elevationEffects()
{
    MapGrid map = makeMap(11, 11, Orientation::FlatTop);
    const Hex o = centreOf(map);
    map.setElevation(o + Hex(2, 0), 1);
    const TerrainLosRules rules(map, config(HexsidePolicy::Strict));
    LosEngine engine(map, rules);
    // Levels given by the query override the map: a level-1 hill between 0 and 1 passes.
    LosTrace trace = engine.trace({o, o + Hex(4, 0), 0, 1});
    QCOMPARE(v(trace.elements[2].hex), v(o + Hex(2, 0)));
    QCOMPARE(v(trace.elements[2].obstacle.effect), v(LosEffect::HeightPassed));
    QCOMPARE(v(trace.verdict), v(LosVerdict::Clear));
    trace = engine.trace({o, o + Hex(4, 0), 0, 0});
    QCOMPARE(v(trace.elements[2].obstacle.effect), v(LosEffect::HeightBlocked));
    QCOMPARE(v(trace.verdict), v(LosVerdict::Blocked));
    QCOMPARE(trace.firstBlocker, 2);
    QCOMPARE(trace.elements[2].fromFirer, 2);
    QCOMPARE(trace.elements[2].fromTarget, 2);
}

void TestLos::traceOutlivesMapAndRules()
{
    // Traces are kept in game logs and panels after the map is edited or a new game replaces the
    // rules; their reasons and feature ids must not point into either (ASan would catch it).
    LosTrace trace;
    {
        MapGrid map = makeMap(11, 11, Orientation::FlatTop);
        const Hex o = centreOf(map);
        map.setTerrain(o + Hex(2, 0), "woods");
        map.setHexsideFeature(o, HexDirection::D2, "wall");
        const TerrainLosRules rules(map, config(HexsidePolicy::Strict));
        LosEngine engine(map, rules);
        trace = engine.trace({o, o + Hex(4, 0), 0, 0});
    }
    QCOMPARE(v(trace.verdict), v(LosVerdict::Blocked));
    bool sawWall = false;
    bool sawWoods = false;
    for (const LosElement &e : trace.elements) {
        if (e.feature == "wall")
            sawWall = true;
        if (e.obstacle.reason && e.obstacle.reason->key.find("woods") != std::string::npos)
            sawWoods = true;
    }
    QVERIFY(sawWall);
    QVERIFY(sawWoods);
}

namespace {

int mod3(int v) { return ((v % 3) + 3) % 3; }

/** REFERENCE 0.2 as written (checked there up to distance 8). */
LosLineKind referenceKind(Hex d)
{
    const int q = d.q();
    const int r = d.r();
    const int s = d.s();
    if (d == Hex(0, 0))
        return LosLineKind::SameHex;
    if (q == 0 || r == 0 || s == 0)
        return LosLineKind::Axis;
    if (q == r || r == s || s == q)
        return LosLineKind::Spine;
    if (mod3(q) == mod3(r) && mod3(r) == mod3(s))
        return LosLineKind::VertexTouch;
    return LosLineKind::Generic;
}

/**
 * The same with factors of 3 taken out first: the line to 3*d passes through the centres of the
 * hexes d and 2*d, and touches a corner only if the line to d does. REFERENCE 0.2's statement
 * misses this from distance 9 on, e.g. (6,-9,3) = 3*(2,-3,1) is a generic line.
 */
LosLineKind exactKind(Hex d)
{
    while (d != Hex(0, 0) && mod3(d.q()) == 0 && mod3(d.r()) == 0)
        d = Hex(d.q() / 3, d.r() / 3);
    return referenceKind(d);
}

} // namespace

void TestLos::lineKindsMatchReference()
{
    MapGrid map = makeMap(25, 25, Orientation::PointyTop);
    const Hex o = centreOf(map);
    const TerrainLosRules rules(map, config(HexsidePolicy::Strict));
    LosEngine engine(map, rules);
    int counts[5] = {};
    int referenceMisses = 0;
    for (const Hex d : range(Hex(0, 0), 10)) {
        const LosLineKind expected = exactKind(d);
        if (referenceKind(d) != expected) {
            // Only multiples of 3 of generic lines, from distance 9 on.
            QVERIFY(distance(Hex(0, 0), d) >= 9);
            QCOMPARE(v(referenceKind(d)), v(LosLineKind::VertexTouch));
            QCOMPARE(v(expected), v(LosLineKind::Generic));
            ++referenceMisses;
        }
        const LosTrace trace = engine.trace(o, o + d);
        QVERIFY2(trace.lineKind == expected,
            qPrintable(QString("offset (%1,%2,%3): got %4, expected %5")
                           .arg(d.q())
                           .arg(d.r())
                           .arg(d.s())
                           .arg(v(trace.lineKind), v(expected))));
        ++counts[int(expected)];
        for (const LosElement &e : trace.elements) {
            // Axis and spine lines pass through centres only, between their runs.
            if (expected == LosLineKind::Axis || expected == LosLineKind::Spine) {
                if (e.kind == LosElementKind::Hex)
                    QVERIFY(e.throughCentre);
                QVERIFY(e.kind != LosElementKind::VertexTouch);
            }
            if (expected == LosLineKind::Generic || expected == LosLineKind::Axis)
                QCOMPARE(v(e.side), v(LosSide::Both));
            if (expected == LosLineKind::VertexTouch)
                QVERIFY(e.kind != LosElementKind::SpineSide);
        }
        if (expected == LosLineKind::VertexTouch)
            QVERIFY(trace.ambiguous());
    }
    QCOMPARE(counts[int(LosLineKind::Axis)], 60);
    QCOMPARE(counts[int(LosLineKind::Spine)], 6 * 5);
    QCOMPARE(referenceMisses, 12); // 3 * (the 12 generic offsets at distance 3)
    QVERIFY(counts[int(LosLineKind::VertexTouch)] > 0);
    // The first isolated vertex touch is at distance 5, e.g. (5,-1,-4).
    QCOMPARE(v(engine.trace(o, o + Hex(5, -1)).lineKind), v(LosLineKind::VertexTouch));
    for (const Hex d : range(Hex(0, 0), 4))
        QVERIFY(engine.trace(o, o + d).lineKind != LosLineKind::VertexTouch);
}

void TestLos::orientationsGiveSameTopology()
{
    // Pure HexLayout geometry in each orientation: the same hexes are crossed, run along and
    // touched, on the same sides; the engine needs no orientation at all.
    const MapGrid flat = makeMap(30, 30, Orientation::FlatTop);
    const MapGrid pointy = makeMap(30, 30, Orientation::PointyTop);
    const Hex o(10, 10); // (10, 15) on the flat-top map, (15, 10) on the pointy-top one
    const TerrainLosRules flatRules(flat, config(HexsidePolicy::Strict));
    const TerrainLosRules pointyRules(pointy, config(HexsidePolicy::Strict));
    const GeometricLos flatGeometry(flat, flatRules, HexLayout(Orientation::FlatTop, 5.0));
    const GeometricLos pointyGeometry(pointy, pointyRules, HexLayout(Orientation::PointyTop, 5.0));
    int ambiguous = 0;
    for (const Hex d : range(Hex(0, 0), 8)) {
        QVERIFY(flat.contains(o + d) && pointy.contains(o + d));
        const auto a = contactsOf(flatGeometry.hits(o, o + d));
        const auto b = contactsOf(pointyGeometry.hits(o, o + d));
        QVERIFY2(a == b, qPrintable(describe(a) + " / " + describe(b)));
        ambiguous += std::any_of(
            a.begin(), a.end(), [](const Contact &c) { return std::get<1>(c) != 1; });
    }
    QVERIFY(ambiguous > 0);
}

void TestLos::agreesWithBoostBruteForce_data()
{
    QTest::addColumn<Orientation>("orientation");
    QTest::newRow("flat-top") << Orientation::FlatTop;
    QTest::newRow("pointy-top") << Orientation::PointyTop;
}

void TestLos::agreesWithBoostBruteForce()
{
    QFETCH(Orientation, orientation);
    const int radius = 12;
    const MapGrid map = makeMap(2 * radius + 5, 2 * radius + 5, orientation);
    const Hex o = centreOf(map);
    const TerrainLosRules rules(map, config(HexsidePolicy::Strict));
    LosEngine engine(map, rules);
    const GeometricLos geometric(map, rules, HexLayout(orientation, 1.0, {3.5, -2.25}));
    for (const Hex d : range(Hex(0, 0), radius)) {
        const LosTrace trace = engine.trace(o, o + d);
        const std::vector<GeometricHit> hits = geometric.hits(o, o + d, true);
        const auto fromEngine = contactsOf(trace);
        const auto fromGeometry = contactsOf(hits);
        QVERIFY2(fromEngine == fromGeometry,
            qPrintable(QString("offset (%1,%2): engine %3 / boost %4")
                           .arg(d.q())
                           .arg(d.r())
                           .arg(describe(fromEngine), describe(fromGeometry))));
        // Interior hexes come in the same order.
        std::vector<Hex> engineOrder;
        for (const LosElement &e : trace.elements) {
            if (e.kind == LosElementKind::Hex || e.kind == LosElementKind::Firer
                || (e.kind == LosElementKind::Target && d != Hex(0, 0)))
                engineOrder.push_back(e.hex);
        }
        std::vector<Hex> boostOrder;
        for (const GeometricHit &h : hits) {
            if (h.contact == HexContact::Interior)
                boostOrder.push_back(h.hex);
        }
        QVERIFY(engineOrder == boostOrder);
    }
}

void TestLos::fastVerdictMatchesTrace_data()
{
    QTest::addColumn<HexsidePolicy>("policy");
    QTest::addColumn<Orientation>("orientation");
    QTest::newRow("strict, flat-top") << HexsidePolicy::Strict << Orientation::FlatTop;
    QTest::newRow("lenient, flat-top") << HexsidePolicy::Lenient << Orientation::FlatTop;
    QTest::newRow("strict, pointy-top") << HexsidePolicy::Strict << Orientation::PointyTop;
    QTest::newRow("lenient, pointy-top") << HexsidePolicy::Lenient << Orientation::PointyTop;
}

void TestLos::fastVerdictMatchesTrace()
{
    QFETCH(HexsidePolicy, policy);
    QFETCH(Orientation, orientation);
    MapGrid map = makeMap(18, 16, orientation);
    std::mt19937 rng(12345);
    std::uniform_int_distribution<int> pick(0, 99);
    for (const Hex h : map.hexes()) {
        const int roll = pick(rng);
        if (roll < 12)
            map.setTerrain(h, "woods");
        else if (roll < 24)
            map.setTerrain(h, "brush");
        if (pick(rng) < 6)
            map.addFeature(h, "smoke");
        if (pick(rng) < 10)
            map.setElevation(h, pick(rng) % 3);
        if (pick(rng) < 5)
            map.setHexsideFeature(h, direction(pick(rng) % 6), "wall");
    }
    const TerrainLosRules rules(map, config(policy));
    LosEngine engine(map, rules);
    const GeometricLos geometric(map, rules, HexLayout(orientation, 2.0));
    LosTrace trace;
    int verdicts[3] = {};
    int ambiguous = 0;
    const std::vector<Hex> hexes = map.hexes();
    for (std::size_t a = 0; a < hexes.size(); a += 7) {
        for (const Hex to : hexes) {
            engine.trace({hexes[a], to, {}, {}}, trace);
            const LosResult fast = engine.verdict(hexes[a], to);
            QVERIFY2(fast == trace.result(),
                qPrintable(QString::fromStdString(map.label(hexes[a]) + " -> " + map.label(to))));
            // The Boost.Geometry baseline is slow in Debug builds: check every seventh firer.
            if (a % 49 == 0)
                QVERIFY2(geometric.verdict(hexes[a], to) == trace.result(),
                    qPrintable(
                        QString::fromStdString(map.label(hexes[a]) + " -> " + map.label(to))));
            ++verdicts[int(trace.verdict)];
            ambiguous += trace.ambiguous() && trace.decision != PolicyDecision::SidesAgree;
        }
    }
    // The map must exercise every outcome, or the comparison proves little.
    QVERIFY(verdicts[0] > 0 && verdicts[1] > 0 && verdicts[2] > 0);
    QVERIFY(ambiguous > 0);
}

void TestLos::visibleHexesMatchVerdicts()
{
    MapGrid map = makeMap(12, 10, Orientation::FlatTop);
    std::mt19937 rng(7);
    for (const Hex h : map.hexes()) {
        if (rng() % 5 == 0)
            map.setTerrain(h, "woods");
    }
    const TerrainLosRules rules(map, config(HexsidePolicy::Lenient));
    LosEngine engine(map, rules);
    const Hex from = map.coordinates().toHex({5, 4});
    const std::vector<LosResult> seen = engine.visibleHexes(from);
    QCOMPARE(int(seen.size()), map.hexCount());
    int blocked = 0;
    for (int c = 0; c < map.hexCount(); ++c) {
        const Hex to = map.coordinates().hexAt(c);
        QCOMPARE(seen[std::size_t(c)], engine.trace(from, to).result());
        blocked += seen[std::size_t(c)].verdict == LosVerdict::Blocked;
    }
    QVERIFY(blocked > 0);
    QCOMPARE(v(seen[std::size_t(map.coordinates().cellIndex(from))].verdict), v(LosVerdict::Clear));
}

void TestLos::visibleHexesMatchPerLineTrace_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<HexsidePolicy>("policy");
    QTest::addColumn<Orientation>("orientation");
    QTest::addColumn<OffsetParity>("parity");
    QTest::addColumn<QString>("viewer");
    // Each seed has its own layout, so the walk's cell tracking is checked on all four.
    const struct {
        unsigned seed;
        Orientation orientation;
        OffsetParity parity;
        const char *layout;
    } maps[] = {
        {11, Orientation::FlatTop, OffsetParity::Odd, "flat-top odd"},
        {12, Orientation::FlatTop, OffsetParity::Even, "flat-top even"},
        {13, Orientation::PointyTop, OffsetParity::Odd, "pointy-top odd"},
        {14, Orientation::PointyTop, OffsetParity::Even, "pointy-top even"},
    };
    for (const auto &m : maps) {
        for (const HexsidePolicy policy : {HexsidePolicy::Strict, HexsidePolicy::Lenient}) {
            for (const char *viewer : {"centre", "corner", "edge"}) {
                const QString name = QString("seed %1, %2, %3, %4")
                                         .arg(m.seed)
                                         .arg(m.layout)
                                         .arg(QString::fromStdString(std::string(toString(policy))))
                                         .arg(viewer);
                QTest::newRow(qPrintable(name))
                    << m.seed << policy << m.orientation << m.parity << QString(viewer);
            }
        }
    }
}

void TestLos::visibleHexesMatchPerLineTrace()
{
    QFETCH(unsigned, seed);
    QFETCH(HexsidePolicy, policy);
    QFETCH(Orientation, orientation);
    QFETCH(OffsetParity, parity);
    QFETCH(QString, viewer);
    const MapGrid map = randomMap(21, 17, orientation, parity, seed, 15);
    const TerrainLosRules rules(map, config(policy));
    LosEngine engine(map, rules);
    const OffsetCoord cell = viewer == "centre" ? OffsetCoord {10, 8}
        : viewer == "corner"                    ? OffsetCoord {20, 16}
                                                : OffsetCoord {0, 9};
    const Hex from = map.coordinates().toHex(cell);
    const std::vector<LosResult> seen = engine.visibleHexes(from);
    QCOMPARE(int(seen.size()), map.hexCount());
    // The engine's own trace shares its walk with visibleHexes; Boost.Geometry shares nothing
    // (slow in Debug builds: from the centre only).
    const GeometricLos geometric(map, rules, HexLayout(orientation, 1.0));
    const bool againstBoost = viewer == "centre";
    int verdicts[3] = {};
    LosTrace trace;
    for (int c = 0; c < map.hexCount(); ++c) {
        const Hex to = map.coordinates().hexAt(c);
        // The reference: the full trace of this one line, targets at their own level.
        engine.trace({from, to, {}, {}}, trace);
        const LosResult got = seen[std::size_t(c)];
        QVERIFY2(got == trace.result(),
            qPrintable(QString::fromStdString(map.label(from) + " -> " + map.label(to))
                + QString(": visibleHexes %1 %2, trace %3 %4")
                      .arg(v(got.verdict))
                      .arg(got.hindrance)
                      .arg(v(trace.verdict))
                      .arg(trace.hindrance)));
        if (againstBoost)
            QVERIFY2(geometric.verdict(from, to) == got,
                qPrintable(QString::fromStdString(map.label(from) + " -> " + map.label(to))));
        ++verdicts[int(got.verdict)];
    }
    // Every outcome must occur, or the comparison proves little.
    QVERIFY(verdicts[0] > 0 && verdicts[1] > 0 && verdicts[2] > 0);
}

void TestLos::lazyVerdictMatchesTrace_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<HexsidePolicy>("policy");
    QTest::addColumn<int>("woodsPercent");
    QTest::addColumn<bool>("levels");
    // Dense woods stop a verdict within a hex or two; none makes it walk every line to the end,
    // where a hindrance-only line is decided by the policy after the last element.
    QTest::newRow("dense woods, strict") << 21u << HexsidePolicy::Strict << 40 << false;
    QTest::newRow("dense woods, lenient") << 22u << HexsidePolicy::Lenient << 40 << false;
    QTest::newRow("sparse woods, strict") << 23u << HexsidePolicy::Strict << 5 << false;
    QTest::newRow("sparse woods, lenient") << 24u << HexsidePolicy::Lenient << 5 << false;
    QTest::newRow("no woods, strict") << 25u << HexsidePolicy::Strict << 0 << false;
    QTest::newRow("no woods, lenient") << 26u << HexsidePolicy::Lenient << 0 << false;
    QTest::newRow("given levels, strict") << 27u << HexsidePolicy::Strict << 10 << true;
    QTest::newRow("given levels, lenient") << 28u << HexsidePolicy::Lenient << 10 << true;
}

void TestLos::lazyVerdictMatchesTrace()
{
    QFETCH(unsigned, seed);
    QFETCH(HexsidePolicy, policy);
    QFETCH(int, woodsPercent);
    QFETCH(bool, levels);
    // Long enough for lines that meet their first corner far from the firer.
    const MapGrid map
        = randomMap(25, 21, Orientation::FlatTop, OffsetParity::Odd, seed, woodsPercent);
    const TerrainLosRules rules(map, config(policy));
    LosEngine engine(map, rules);
    const std::vector<Hex> hexes = map.hexes();
    LosTrace trace;
    int ambiguous = 0;
    int checked = 0;
    // Every 61st firer: the whole run stays within a few seconds under ASan in Debug.
    for (std::size_t a = 0; a < hexes.size(); a += 61) {
        for (const Hex to : hexes) {
            LosQuery query {hexes[a], to, {}, {}};
            if (levels) {
                query.fromLevel = int(a % 4);
                query.toLevel = int((a + std::size_t(to.q())) % 3);
            }
            engine.trace(query, trace);
            const LosResult fast = engine.verdict(query);
            QVERIFY2(fast == trace.result(),
                qPrintable(QString::fromStdString(map.label(hexes[a]) + " -> " + map.label(to))
                    + QString(": verdict %1 %2, trace %3 %4")
                          .arg(v(fast.verdict))
                          .arg(fast.hindrance)
                          .arg(v(trace.verdict))
                          .arg(trace.hindrance)));
            ambiguous += trace.ambiguous() && trace.decision != PolicyDecision::SidesAgree;
            ++checked;
        }
    }
    QVERIFY(checked > 4000);
    QVERIFY(ambiguous > 0);
}

void TestLos::mayObstruct_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("feature");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("firerLevel");
    QTest::addColumn<bool>("expected");
    QTest::addColumn<bool>("blocks");
    const QString none;
    QTest::newRow("clear, level with the firer") << "clear" << none << 0 << 0 << false << false;
    QTest::newRow("woods block") << "woods" << none << 0 << 0 << true << true;
    QTest::newRow("woods on a hill block") << "woods" << none << 1 << 2 << true << true;
    QTest::newRow("brush hinders") << "brush" << none << 0 << 0 << true << false;
    QTest::newRow("smoke hinders") << "clear" << QString("smoke") << 0 << 0 << true << false;
    QTest::newRow("fire blocks") << "clear" << QString("fire") << 0 << 0 << true << true;
    QTest::newRow("fire in brush blocks") << "brush" << QString("fire") << 0 << 0 << true << true;
    // Higher than the firer, but a target higher still sees over it.
    QTest::newRow("a hill above the firer") << "clear" << none << 1 << 0 << true << false;
    QTest::newRow("a hill level with the firer") << "clear" << none << 1 << 1 << false << false;
    QTest::newRow("a hill below the firer") << "clear" << none << 1 << 2 << false << false;
}

void TestLos::mayObstruct()
{
    QFETCH(QString, terrain);
    QFETCH(QString, feature);
    QFETCH(int, level);
    QFETCH(int, firerLevel);
    QFETCH(bool, expected);
    QFETCH(bool, blocks);
    MapGrid map = makeMap(5, 5, Orientation::FlatTop);
    const Hex h = map.coordinates().toHex({2, 2});
    map.setTerrain(h, terrain.toStdString());
    if (!feature.isEmpty())
        map.addFeature(h, feature.toStdString());
    map.setElevation(h, level);
    const TerrainLosRules rules(map, config(HexsidePolicy::Strict));
    const int cell = map.coordinates().cellIndex(h);
    QCOMPARE(rules.mayObstruct(map, cell, firerLevel), expected);
    QCOMPARE(rules.alwaysBlocks(map, cell, firerLevel), blocks);
    // What the hook says of the hex must hold on a line through it, whatever the target's level.
    LosEngine engine(map, rules);
    const Hex from = map.coordinates().toHex({0, 2});
    const Hex to = map.coordinates().toHex({4, 2});
    for (const int targetLevel : {0, 1, 2, 3}) {
        const LosTrace trace = engine.trace({from, to, firerLevel, targetLevel});
        if (!expected)
            QCOMPARE(v(trace.verdict), v(LosVerdict::Clear));
        if (blocks)
            QCOMPARE(v(trace.verdict), v(LosVerdict::Blocked));
    }
}

void TestLos::shadowsMatchWalkedLines_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::addColumn<int>("perMille");
    QTest::addColumn<Orientation>("orientation");
    QTest::addColumn<OffsetParity>("parity");
    QTest::addColumn<QString>("viewer");
    QTest::addColumn<int>("firerLevel");
    unsigned seed = 40;
    for (const int perMille : {0, 4, 15, 60, 150}) {
        for (const auto &[orientation, parity, layout] :
            {std::tuple {Orientation::FlatTop, OffsetParity::Odd, "flat-top odd"},
                std::tuple {Orientation::PointyTop, OffsetParity::Even, "pointy-top even"}}) {
            for (const char *viewer : {"centre", "corner", "edge"}) {
                for (const int firerLevel : {0, 1}) {
                    const QString name = QString("%1 per mille, %2, %3, firer at level %4")
                                             .arg(perMille)
                                             .arg(layout)
                                             .arg(viewer)
                                             .arg(firerLevel);
                    QTest::newRow(qPrintable(name)) << ++seed << perMille << orientation << parity
                                                    << QString(viewer) << firerLevel;
                }
            }
        }
    }
}

void TestLos::shadowsMatchWalkedLines()
{
    QFETCH(unsigned, seed);
    QFETCH(int, perMille);
    QFETCH(Orientation, orientation);
    QFETCH(OffsetParity, parity);
    QFETCH(QString, viewer);
    QFETCH(int, firerLevel);
    const MapGrid map = sparseMap(41, 33, orientation, parity, seed, perMille);
    const HexsidePolicy policy = seed % 2 ? HexsidePolicy::Strict : HexsidePolicy::Lenient;
    const TerrainLosRules rules(map, config(policy));
    const testing::WalkEveryLine walked(rules);
    LosEngine engine(map, rules);
    LosEngine walking(map, walked);
    const OffsetCoord cell = viewer == "centre" ? OffsetCoord {20, 16}
        : viewer == "corner"                    ? OffsetCoord {40, 32}
                                                : OffsetCoord {0, 11};
    const Hex from = map.coordinates().toHex(cell);
    const std::vector<LosResult> seen = engine.visibleHexes(from, firerLevel);
    const std::vector<LosResult> walkedSeen = walking.visibleHexes(from, firerLevel);
    QCOMPARE(int(seen.size()), map.hexCount());
    int verdicts[3] = {};
    for (int c = 0; c < map.hexCount(); ++c) {
        const Hex to = map.coordinates().hexAt(c);
        const LosResult line = engine.verdict({from, to, firerLevel, {}});
        const LosResult got = seen[std::size_t(c)];
        QVERIFY2(got == line && walkedSeen[std::size_t(c)] == line,
            qPrintable(QString::fromStdString(map.label(from) + " -> " + map.label(to))
                + QString(": visibleHexes %1 %2, walked %3 %4, the line %5 %6")
                      .arg(v(got.verdict))
                      .arg(got.hindrance)
                      .arg(v(walkedSeen[std::size_t(c)].verdict))
                      .arg(walkedSeen[std::size_t(c)].hindrance)
                      .arg(v(line.verdict))
                      .arg(line.hindrance)));
        ++verdicts[int(got.verdict)];
    }
    // Long clear lines are what the shadows skip: the sparse maps have many; the denser ones
    // have every outcome.
    if (perMille <= 4)
        QVERIFY(verdicts[int(LosVerdict::Clear)] > map.hexCount() / 4);
    else
        QVERIFY(verdicts[0] > 0 && verdicts[1] > 0 && verdicts[2] > 0);
    if (perMille > 0)
        QVERIFY(verdicts[int(LosVerdict::Clear)] < map.hexCount());
}

void TestLos::sameHex()
{
    MapGrid map = makeMap(5, 5, Orientation::FlatTop);
    const Hex o = centreOf(map);
    map.setTerrain(o, "woods");
    const TerrainLosRules rules(map, config(HexsidePolicy::Strict));
    LosEngine engine(map, rules);
    const LosTrace trace = engine.trace(o, o);
    QCOMPARE(v(trace.lineKind), v(LosLineKind::SameHex));
    QCOMPARE(trace.elements.size(), std::size_t(1));
    QCOMPARE(v(trace.verdict), v(LosVerdict::Clear));
}

void TestLos::offMapThrows_data()
{
    QTest::addColumn<Hex>("from");
    QTest::addColumn<Hex>("to");
    QTest::addColumn<QString>("label");
    // FourDigit labels: column then row, 1-based.
    QTest::newRow("firer off the map") << Hex(-1, 0) << Hex(2, 2) << "0001";
    QTest::newRow("target off the map") << Hex(2, 2) << Hex(9, 0) << "1005";
}

void TestLos::offMapThrows()
{
    QFETCH(Hex, from);
    QFETCH(Hex, to);
    QFETCH(QString, label);
    const MapGrid map = makeMap(6, 6, Orientation::FlatTop);
    const TerrainLosRules rules(map, config(HexsidePolicy::Strict));
    LosEngine engine(map, rules);
    const Hex bad = map.contains(from) ? to : from;
    const QString expected = QString::fromStdString(map.label(bad));
    for (int which = 0; which < 3; ++which) {
        try {
            if (which == 0)
                engine.trace(from, to);
            else if (which == 1)
                engine.verdict(from, to);
            else
                engine.visibleHexes(from);
            if (which < 2 || !map.contains(from))
                QFAIL("expected hexfire::Error");
        } catch (const Error &e) {
            QVERIFY2(QString(e.what()).contains(expected), e.what());
        }
    }
    Q_UNUSED(label);
}

QTEST_GUILESS_MAIN(TestLos)
#include "tst_los.moc"
