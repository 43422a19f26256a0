// HexLayout: known centres, centre <-> hexAt round trips (and points well inside a hex) for both
// orientations, several sizes and origins; corners shared by neighbours; hexside(h, d) equal to
// hexside(neighbor(h, d), opposite(d)) reversed; vertices; compass names point the right way.
#include "core/hex/hexlayout.h"
#include "hextestutil.h"

#include <QTest>

#include <cmath>

using namespace hexfire;

Q_DECLARE_METATYPE(hexfire::Orientation)

namespace {

// Corners are computed with cos/sin from different centres; they agree to rounding only.
constexpr double pointTolerance = 1e-9;

bool near(PointF a, PointF b)
{
    return std::abs(a.x - b.x) < pointTolerance && std::abs(a.y - b.y) < pointTolerance;
}

QString text(PointF p) { return QString("(%1, %2)").arg(p.x, 0, 'g', 12).arg(p.y, 0, 'g', 12); }

void addLayoutRows()
{
    QTest::addColumn<Orientation>("orientation");
    QTest::addColumn<double>("size");
    QTest::addColumn<double>("originX");
    QTest::addColumn<double>("originY");
    QTest::newRow("flat-top, size 1") << Orientation::FlatTop << 1.0 << 0.0 << 0.0;
    QTest::newRow("flat-top, size 37.5, shifted origin")
        << Orientation::FlatTop << 37.5 << 100.0 << -40.0;
    QTest::newRow("pointy-top, size 1") << Orientation::PointyTop << 1.0 << 0.0 << 0.0;
    QTest::newRow("pointy-top, size 0.01, shifted origin")
        << Orientation::PointyTop << 0.01 << -3.0 << 7.0;
    QTest::newRow("pointy-top, size 64") << Orientation::PointyTop << 64.0 << 0.0 << 0.0;
}

} // namespace

class TestHexLayout : public QObject {
    Q_OBJECT
private slots:
    void knownCentres_data();
    void knownCentres();
    void roundTrip_data() { addLayoutRows(); }
    void roundTrip();
    void sharedCorners_data() { addLayoutRows(); }
    void sharedCorners();
    void compassNames_data();
    void compassNames();
    void badSize();
};

void TestHexLayout::knownCentres_data()
{
    QTest::addColumn<Orientation>("orientation");
    QTest::addColumn<Hex>("hex");
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("y");
    const double r3 = std::sqrt(3.0);
    QTest::newRow("flat origin") << Orientation::FlatTop << Hex(0, 0) << 0.0 << 0.0;
    QTest::newRow("flat (1,0): right and half down")
        << Orientation::FlatTop << Hex(1, 0) << 15.0 << 5 * r3;
    QTest::newRow("flat (0,1): straight down")
        << Orientation::FlatTop << Hex(0, 1) << 0.0 << 10 * r3;
    QTest::newRow("pointy (1,0): straight right")
        << Orientation::PointyTop << Hex(1, 0) << 10 * r3 << 0.0;
    QTest::newRow("pointy (0,1): down and half right")
        << Orientation::PointyTop << Hex(0, 1) << 5 * r3 << 15.0;
    QTest::newRow("pointy (-2,3)") << Orientation::PointyTop << Hex(-2, 3) << -5 * r3 << 45.0;
}

void TestHexLayout::knownCentres()
{
    QFETCH(Orientation, orientation);
    QFETCH(Hex, hex);
    QFETCH(double, x);
    QFETCH(double, y);
    const HexLayout layout(orientation, 10.0);
    QVERIFY2(near(layout.centre(hex), PointF {x, y}), qPrintable(text(layout.centre(hex))));
    QCOMPARE(layout.hexAt(PointF {x, y}), hex);
}

void TestHexLayout::roundTrip()
{
    QFETCH(Orientation, orientation);
    QFETCH(double, size);
    QFETCH(double, originX);
    QFETCH(double, originY);
    const HexLayout layout(orientation, size, PointF {originX, originY});
    QCOMPARE(layout.size(), size);
    QVERIFY(layout.origin() == (PointF {originX, originY}));
    for (Hex h : range(Hex(3, -5), 6)) {
        const PointF c = layout.centre(h);
        QCOMPARE(layout.hexAt(c), h);
        // 90% of the way towards each corner and each hexside midpoint is still inside.
        for (int i = 0; i < 6; ++i) {
            const PointF k = layout.corner(h, i);
            QCOMPARE(layout.hexAt(PointF {c.x + 0.9 * (k.x - c.x), c.y + 0.9 * (k.y - c.y)}), h);
            const Segment side = layout.hexside(h, direction(i));
            const PointF mid {(side.a.x + side.b.x) / 2, (side.a.y + side.b.y) / 2};
            QCOMPARE(
                layout.hexAt(PointF {c.x + 0.9 * (mid.x - c.x), c.y + 0.9 * (mid.y - c.y)}), h);
            // ... and 110% of the way to a hexside midpoint is in the neighbour.
            QCOMPARE(layout.hexAt(PointF {c.x + 1.1 * (mid.x - c.x), c.y + 1.1 * (mid.y - c.y)}),
                neighbor(h, direction(i)));
        }
    }
}

void TestHexLayout::sharedCorners()
{
    QFETCH(Orientation, orientation);
    QFETCH(double, size);
    QFETCH(double, originX);
    QFETCH(double, originY);
    const HexLayout layout(orientation, size, PointF {originX, originY});
    const Hex h(2, -1);
    const PointF c = layout.centre(h);
    const auto polygon = layout.polygon(h);
    for (int i = 0; i < 6; ++i) {
        const PointF k = polygon[static_cast<std::size_t>(i)];
        QVERIFY(near(k, layout.corner(h, i)));
        QVERIFY(near(k, layout.corner(h, i + 6)));
        QVERIFY(std::abs(std::hypot(k.x - c.x, k.y - c.y) - size) < pointTolerance);
    }
    for (HexDirection d : allDirections) {
        const Hex n = neighbor(h, d);
        const PointF nc = layout.centre(n);
        QVERIFY(
            std::abs(std::hypot(nc.x - c.x, nc.y - c.y) - layout.centreSpacing()) < pointTolerance);

        // The hexside is the same segment seen from the other side, walked the other way.
        const Segment mine = layout.hexside(h, d);
        const Segment theirs = layout.hexside(n, opposite(d));
        QVERIFY2(near(mine.a, theirs.b) && near(mine.b, theirs.a),
            qPrintable(text(mine.a) + text(mine.b) + " vs " + text(theirs.a) + text(theirs.b)));
        // Its midpoint lies halfway between the two centres.
        QVERIFY(near(PointF {(mine.a.x + mine.b.x) / 2, (mine.a.y + mine.b.y) / 2},
            PointF {(c.x + nc.x) / 2, (c.y + nc.y) / 2}));

        // Vertex d ends hexside d, starts hexside d+1, and is a corner of both hexes across them.
        const PointF v = layout.vertex(h, d);
        QVERIFY(near(v, mine.b));
        QVERIFY(near(v, layout.hexside(h, rotated(d, 1)).a));
        for (Hex other : {n, neighbor(h, rotated(d, 1))}) {
            int shared = 0;
            for (const PointF &k : layout.polygon(other))
                shared += near(k, v) ? 1 : 0;
            QCOMPARE(shared, 1);
        }
        // Two corners of h are shared with each neighbour.
        int sharedWithNeighbour = 0;
        for (const PointF &k : polygon) {
            for (const PointF &m : layout.polygon(n))
                sharedWithNeighbour += near(k, m) ? 1 : 0;
        }
        QCOMPARE(sharedWithNeighbour, 2);
    }
}

void TestHexLayout::compassNames_data()
{
    QTest::addColumn<Orientation>("orientation");
    QTest::newRow("flat-top") << Orientation::FlatTop;
    QTest::newRow("pointy-top") << Orientation::PointyTop;
}

void TestHexLayout::compassNames()
{
    QFETCH(Orientation, orientation);
    const HexLayout layout(orientation, 1.0);
    for (HexDirection d : allDirections) {
        const PointF p = layout.centre(neighbor(Hex(), d));
        const QString name = QString::fromUtf8(layout.compassName(d));
        // Screen y grows downwards: north is negative y.
        QCOMPARE(name.contains('N'), p.y < -1e-9);
        QCOMPARE(name.contains('S'), p.y > 1e-9);
        QCOMPARE(name.contains('E'), p.x > 1e-9);
        QCOMPARE(name.contains('W'), p.x < -1e-9);
    }
    QCOMPARE(QString::fromUtf8(layout.compassName(HexDirection::D0)),
        orientation == Orientation::FlatTop ? QString("N") : QString("NW"));
}

void TestHexLayout::badSize()
{
    QVERIFY(errorOf([] { HexLayout(Orientation::FlatTop, 0.0); }).contains("size"));
    QVERIFY(errorOf([] { HexLayout(Orientation::FlatTop, -2.0); }).contains("size"));
    QVERIFY(errorOf([] { HexLayout(Orientation::PointyTop, std::nan("")); }).contains("size"));
    QVERIFY(errorOf([] { HexLayout(Orientation::PointyTop, INFINITY); }).contains("size"));
}

QTEST_GUILESS_MAIN(TestHexLayout)
#include "tst_hexlayout.moc"
