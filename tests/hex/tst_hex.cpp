// Hex algebra over a preset set of hexes: the group laws (identity, inverse, commutativity,
// associativity), neighbours at distance 1 and directionTo, direction rotation laws, ring sizes
// 6r and range sizes 1 + 3r(r + 1), lines (endpoints, length, contiguity), cube rounding.
#include "core/hex/hex.h"
#include "hextestutil.h"

#include <QTest>

#include <set>

using namespace hexfire;

namespace {

const std::vector<Hex> presetHexes {Hex(0, 0), Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(3, -2),
    Hex(-4, 7), Hex(5, 5), Hex(-6, -2), Hex(10, -10), Hex(2, -7), Hex(-9, 4), Hex(13, 1)};

void addPresetRows()
{
    QTest::addColumn<Hex>("h");
    for (Hex h : presetHexes)
        QTest::addRow("%s", detail::hexText(h).c_str()) << h;
}

} // namespace

class TestHex : public QObject {
    Q_OBJECT
private slots:
    void groupLaws_data() { addPresetRows(); }
    void groupLaws();
    void distanceProperties_data() { addPresetRows(); }
    void distanceProperties();
    void neighbours_data() { addPresetRows(); }
    void neighbours();
    void directionLaws();
    void distanceValues_data();
    void distanceValues();
    void rings_data();
    void rings();
    void lines_data();
    void lines();
    void rounding_data();
    void rounding();
    void errors();
};

void TestHex::groupLaws()
{
    QFETCH(Hex, h);
    const Hex zero;
    QCOMPARE(h + zero, h);
    QCOMPARE(zero + h, h);
    QCOMPARE(h + (-h), zero);
    QCOMPARE(h - h, zero);
    QCOMPARE(h.q() + h.r() + h.s(), 0);
    QCOMPARE(h * 0, zero);
    QCOMPARE(h * 2, h + h);
    for (Hex a : presetHexes) {
        QCOMPARE(h + a, a + h);
        QCOMPARE((h - a) + a, h);
        QCOMPARE(h - a, -(a - h));
        for (Hex b : presetHexes)
            QCOMPARE((h + a) + b, h + (a + b));
    }
}

void TestHex::distanceProperties()
{
    QFETCH(Hex, h);
    QCOMPARE(distance(h, h), 0);
    for (Hex a : presetHexes) {
        QCOMPARE(distance(h, a), distance(a, h));
        QCOMPARE(distance(h, a), distance(h - a, Hex()));
        QCOMPARE(distance(h + a, a), distance(h, Hex())); // translation invariant
        QVERIFY(distance(h, a) > 0 || h == a);
        for (Hex b : presetHexes)
            QVERIFY(distance(h, b) <= distance(h, a) + distance(a, b));
    }
}

void TestHex::neighbours()
{
    QFETCH(Hex, h);
    std::set<Hex> seen;
    for (HexDirection d : allDirections) {
        const Hex n = neighbor(h, d);
        QCOMPARE(distance(h, n), 1);
        QVERIFY(adjacent(h, n));
        QCOMPARE(directionTo(h, n), d);
        QCOMPARE(directionTo(n, h), opposite(d));
        QCOMPARE(neighbor(n, opposite(d)), h);
        // Consecutive directions lead to neighbours that touch each other.
        QCOMPARE(distance(n, neighbor(h, rotated(d, 1))), 1);
        seen.insert(n);
    }
    QCOMPARE(seen.size(), std::size_t(6));
}

void TestHex::directionLaws()
{
    for (HexDirection d : allDirections) {
        QCOMPARE(rotated(d, 6), d);
        QCOMPARE(rotated(d, 0), d);
        QCOMPARE(rotated(d, -6), d);
        QCOMPARE(rotated(rotated(d, 2), -2), d);
        QCOMPARE(opposite(opposite(d)), d);
        QVERIFY(opposite(d) != d);
        QCOMPARE(opposite(d), rotated(d, 3));
        QCOMPARE(step(opposite(d)), -step(d));
        QCOMPARE(step(d) + step(rotated(d, 2)), step(rotated(d, 1))); // sixths add up
        QCOMPARE(direction(index(d) + 12), d);
        QCOMPARE(direction(index(d) - 12), d);
    }
    QCOMPARE(rotated(HexDirection::D5, 1), HexDirection::D0);
    QCOMPARE(rotated(HexDirection::D0, -1), HexDirection::D5);
}

void TestHex::distanceValues_data()
{
    QTest::addColumn<Hex>("a");
    QTest::addColumn<Hex>("b");
    QTest::addColumn<int>("expected");
    QTest::newRow("same hex") << Hex(2, 3) << Hex(2, 3) << 0;
    QTest::newRow("along q") << Hex(0, 0) << Hex(4, 0) << 4;
    QTest::newRow("along r") << Hex(0, 0) << Hex(0, -5) << 5;
    QTest::newRow("along s") << Hex(0, 0) << Hex(3, -3) << 3;
    QTest::newRow("off axis (2,-1)") << Hex(0, 0) << Hex(2, -1) << 2;
    QTest::newRow("off axis (5,-1,-4)") << Hex(0, 0) << Hex(5, -1) << 5;
    QTest::newRow("mixed signs") << Hex(-3, 2) << Hex(4, -1) << 7;
}

void TestHex::distanceValues()
{
    QFETCH(Hex, a);
    QFETCH(Hex, b);
    QFETCH(int, expected);
    QCOMPARE(distance(a, b), expected);
}

void TestHex::rings_data()
{
    QTest::addColumn<Hex>("center");
    QTest::addColumn<int>("radius");
    for (int r : {0, 1, 2, 3, 6}) {
        QTest::addRow("origin, radius %d", r) << Hex() << r;
        QTest::addRow("(-4,7), radius %d", r) << Hex(-4, 7) << r;
    }
}

void TestHex::rings()
{
    QFETCH(Hex, center);
    QFETCH(int, radius);
    const auto ringHexes = ring(center, radius);
    QCOMPARE(ringHexes.size(), std::size_t(radius == 0 ? 1 : 6 * radius));
    QCOMPARE(std::set<Hex>(ringHexes.begin(), ringHexes.end()).size(), ringHexes.size());
    for (std::size_t i = 0; i < ringHexes.size(); ++i) {
        QCOMPARE(distance(center, ringHexes[i]), radius);
        if (radius > 0) // a ring is walked hex by hex and closes on itself
            QCOMPARE(distance(ringHexes[i], ringHexes[(i + 1) % ringHexes.size()]), 1);
    }

    const auto rangeHexes = range(center, radius);
    QCOMPARE(rangeHexes.size(), std::size_t(1 + 3 * radius * (radius + 1)));
    QCOMPARE(rangeHexes.front(), center);
    QCOMPARE(std::set<Hex>(rangeHexes.begin(), rangeHexes.end()).size(), rangeHexes.size());
    for (Hex h : rangeHexes)
        QVERIFY(distance(center, h) <= radius);
}

void TestHex::lines_data()
{
    QTest::addColumn<Hex>("a");
    QTest::addColumn<Hex>("b");
    QTest::newRow("to itself") << Hex(3, 3) << Hex(3, 3);
    QTest::newRow("to a neighbour") << Hex(0, 0) << Hex(1, 0);
    QTest::newRow("along an axis") << Hex(0, 0) << Hex(0, 6);
    QTest::newRow("spine (2,-1,-1) x 3") << Hex(0, 0) << Hex(6, -3);
    QTest::newRow("vertex touch (5,-1,-4)") << Hex(0, 0) << Hex(5, -1);
    QTest::newRow("long, mixed") << Hex(-7, 4) << Hex(6, -9);
    QTest::newRow("backwards") << Hex(6, -9) << Hex(-7, 4);
}

void TestHex::lines()
{
    QFETCH(Hex, a);
    QFETCH(Hex, b);
    const auto l = line(a, b);
    QCOMPARE(l.size(), std::size_t(distance(a, b) + 1));
    QCOMPARE(l.front(), a);
    QCOMPARE(l.back(), b);
    for (std::size_t i = 1; i < l.size(); ++i) {
        QCOMPARE(distance(l[i - 1], l[i]), 1);
        QCOMPARE(distance(a, l[i]), int(i)); // every step moves one hex further away
    }
}

void TestHex::rounding_data()
{
    QTest::addColumn<double>("q");
    QTest::addColumn<double>("r");
    QTest::addColumn<Hex>("expected");
    QTest::newRow("exact centre") << 2.0 << -1.0 << Hex(2, -1);
    QTest::newRow("near centre") << 0.1 << 0.2 << Hex(0, 0);
    QTest::newRow("largest error on q") << 0.6 << 0.1 << Hex(1, 0);
    QTest::newRow("negative") << -2.9 << 1.2 << Hex(-3, 1);
    QTest::newRow("largest error on r") << 0.3 << 0.45 << Hex(0, 1);
}

void TestHex::rounding()
{
    QFETCH(double, q);
    QFETCH(double, r);
    QFETCH(Hex, expected);
    QCOMPARE(roundToHex(q, r), expected);
}

void TestHex::errors()
{
    QVERIFY(errorOf([] { directionTo(Hex(0, 0), Hex(2, 0)); }).contains("not adjacent"));
    QVERIFY(errorOf([] { directionTo(Hex(0, 0), Hex(0, 0)); }).contains("not adjacent"));
    QVERIFY(errorOf([] { ring(Hex(), -1); }).contains("radius"));
    QVERIFY(errorOf([] { range(Hex(), -2); }).contains("radius"));
    // std::hash spreads the preset hexes.
    std::set<std::size_t> hashes;
    for (Hex h : presetHexes)
        hashes.insert(std::hash<Hex> {}(h));
    QCOMPARE(hashes.size(), presetHexes.size());
}

QTEST_GUILESS_MAIN(TestHex)
#include "tst_hex.moc"
