// MapGrid: terrain set/get and unknown ids, elevation, in-hex features, hexside features that read
// the same from both sides (including hexsides on the map edge), and off-map access throwing from
// every accessor.
#include "core/map/mapgrid.h"
#include "hextestutil.h"

#include <QTest>

#include <functional>

using namespace hexfire;

namespace {

MapGrid makeMap()
{
    const MapCoordinates coordinates(
        10, 8, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber);
    return MapGrid(coordinates,
        {{"clear", "Clear", "#c8d8a0"}, {"woods", "Woods", "#3f7f3f"},
            {"building", "Building", "#8b5a2b"}});
}

} // namespace

class TestMapGrid : public QObject {
    Q_OBJECT
private slots:
    void terrain();
    void construction_data();
    void construction();
    void elevation();
    void features();
    void hexsideFeatures_data();
    void hexsideFeatures();
    void hexsideList();
    void offMap_data();
    void offMap();
};

void TestMapGrid::terrain()
{
    MapGrid map = makeMap();
    QCOMPARE(map.hexCount(), 80);
    const auto all = map.hexes();
    QCOMPARE(all.size(), std::size_t(80));
    for (int i = 0; i < map.hexCount(); ++i)
        QCOMPARE(all[static_cast<std::size_t>(i)], map.coordinates().hexAt(i));
    const Hex h = map.parse("H7");
    QCOMPARE(map.terrain(h).id, std::string("clear"));
    map.setTerrain(h, "woods");
    QCOMPARE(map.terrain(h).id, std::string("woods"));
    QCOMPARE(map.terrainIndexAt(h), 1);
    QCOMPARE(map.terrainIndex("building"), std::optional<int>(2));
    QCOMPARE(map.terrainIndex("swamp"), std::optional<int>());
    // Neighbours are untouched.
    for (HexDirection d : allDirections) {
        if (map.contains(neighbor(h, d)))
            QCOMPARE(map.terrain(neighbor(h, d)).id, std::string("clear"));
    }
    const QString message = errorOf([&] { map.setTerrain(h, "swamp"); });
    QVERIFY2(
        message.contains("unknown terrain") && message.contains("\"swamp\""), qPrintable(message));
    QCOMPARE(map.terrain(h).id, std::string("woods"));
    QCOMPARE(map.label(h), std::string("H7"));

    MapGrid copy = map;
    QVERIFY(copy == map);
    copy.setTerrain(h, "building");
    QVERIFY(!(copy == map));
}

void TestMapGrid::construction_data()
{
    QTest::addColumn<QStringList>("ids");
    QTest::addColumn<QString>("mustMention");
    QTest::newRow("no terrain kinds") << QStringList {} << "at least one terrain";
    QTest::newRow("duplicate id") << QStringList {"clear", "woods", "clear"}
                                  << "\"clear\" is defined twice";
    QTest::newRow("empty id") << QStringList {"clear", ""} << "empty id";
}

void TestMapGrid::construction()
{
    QFETCH(QStringList, ids);
    QFETCH(QString, mustMention);
    std::vector<TerrainKind> kinds;
    for (const QString &id : ids)
        kinds.push_back({id.toStdString(), id.toStdString(), "#000000"});
    const MapCoordinates coordinates(
        3, 3, Orientation::PointyTop, OffsetParity::Even, LabelScheme::FourDigit);
    const QString message = errorOf([&] { MapGrid grid(coordinates, kinds); });
    QVERIFY2(message.contains(mustMention), qPrintable(message));
}

void TestMapGrid::elevation()
{
    MapGrid map = makeMap();
    const Hex h = map.parse("C3");
    QCOMPARE(map.elevation(h), 0);
    map.setElevation(h, 2);
    QCOMPARE(map.elevation(h), 2);
    map.setElevation(h, -1);
    QCOMPARE(map.elevation(h), -1);
    QCOMPARE(map.elevation(map.parse("C4")), 0);
    QVERIFY(errorOf([&] { map.setElevation(h, 101); }).contains("101"));
    QVERIFY(errorOf([&] { map.setElevation(h, -101); }).contains("-101"));
    QCOMPARE(map.elevation(h), -1);
}

void TestMapGrid::features()
{
    MapGrid map = makeMap();
    const Hex h = map.parse("E5");
    QVERIFY(map.features(h).empty());
    map.addFeature(h, "improved position");
    map.addFeature(h, "smoke");
    map.addFeature(h, "smoke"); // at most once
    QCOMPARE(map.features(h), (std::vector<std::string> {"improved position", "smoke"}));
    QVERIFY(map.hasFeature(h, "smoke"));
    QVERIFY(!map.hasFeature(map.parse("E6"), "smoke"));
    map.removeFeature(h, "smoke");
    map.removeFeature(h, "not there");
    QCOMPARE(map.features(h), (std::vector<std::string> {"improved position"}));
    QVERIFY(errorOf([&] { map.addFeature(h, ""); }).contains("non-empty"));
}

void TestMapGrid::hexsideFeatures_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<HexDirection>("direction");
    for (HexDirection d : allDirections) {
        QTest::addRow("interior hex E5, side %d", index(d)) << "E5" << d;
        QTest::addRow("corner hex A1, side %d", index(d)) << "A1" << d;
        QTest::addRow("edge hex J8, side %d", index(d)) << "J8" << d;
    }
}

void TestMapGrid::hexsideFeatures()
{
    QFETCH(QString, label);
    QFETCH(HexDirection, direction);
    MapGrid map = makeMap();
    const Hex h = map.parse(label.toStdString());
    const Hex n = neighbor(h, direction);
    QVERIFY(map.hexsideFeature(h, direction).empty());
    map.setHexsideFeature(h, direction, "wall");
    QCOMPARE(std::string(map.hexsideFeature(h, direction)), std::string("wall"));
    QCOMPARE(MapGrid::canonical(h, direction), MapGrid::canonical(n, opposite(direction)));
    if (map.contains(n)) {
        QCOMPARE(std::string(map.hexsideFeature(n, opposite(direction))), std::string("wall"));
        // Replace from the other side.
        map.setHexsideFeature(n, opposite(direction), "hedge");
        QCOMPARE(std::string(map.hexsideFeature(h, direction)), std::string("hedge"));
    }
    QCOMPARE(map.hexsideFeatures().size(), std::size_t(1));
    // The other hexsides of both hexes stay clear.
    for (int k = 1; k < 6; ++k) {
        QVERIFY(map.hexsideFeature(h, rotated(direction, k)).empty());
        if (map.contains(n))
            QVERIFY(map.hexsideFeature(n, rotated(opposite(direction), k)).empty());
    }
    // Clearing from either side clears it.
    map.setHexsideFeature(
        map.contains(n) ? n : h, map.contains(n) ? opposite(direction) : direction, "");
    QVERIFY(map.hexsideFeature(h, direction).empty());
    QVERIFY(map.hexsideFeatures().empty());
}

void TestMapGrid::hexsideList()
{
    MapGrid map = makeMap();
    const Hex a = map.parse("D4");
    map.setHexsideFeature(a, HexDirection::D4, "stream");
    map.setHexsideFeature(a, HexDirection::D1, "wall");
    map.setHexsideFeature(neighbor(a, HexDirection::D2), HexDirection::D5, "hedge"); // = a, D2
    map.setHexsideFeature(map.parse("A1"), HexDirection::D0, "cliff");
    const auto &list = map.hexsideFeatures();
    QCOMPARE(list.size(), std::size_t(4));
    for (std::size_t i = 0; i < list.size(); ++i) {
        QCOMPARE(list[i].side, MapGrid::canonical(list[i].side.hex, list[i].side.direction));
        QVERIFY(index(list[i].side.direction) < 3);
        if (i > 0)
            QVERIFY(list[i - 1].side < list[i].side);
    }
    QCOMPARE(std::string(map.hexsideFeature(a, HexDirection::D2)), std::string("hedge"));
}

void TestMapGrid::offMap_data()
{
    QTest::addColumn<int>("which");
    QTest::newRow("terrain") << 0;
    QTest::newRow("terrainIndexAt") << 1;
    QTest::newRow("setTerrain") << 2;
    QTest::newRow("elevation") << 3;
    QTest::newRow("setElevation") << 4;
    QTest::newRow("features") << 5;
    QTest::newRow("hasFeature") << 6;
    QTest::newRow("addFeature") << 7;
    QTest::newRow("removeFeature") << 8;
    QTest::newRow("hexsideFeature") << 9;
    QTest::newRow("setHexsideFeature") << 10;
}

void TestMapGrid::offMap()
{
    QFETCH(int, which);
    MapGrid map = makeMap();
    const MapGrid before = map;
    const Hex off = map.coordinates().toHex({10, 3}); // column K on a 10-column map
    QVERIFY(!map.contains(off));
    const std::vector<std::function<void()>> calls {
        [&] { map.terrain(off); },
        [&] { map.terrainIndexAt(off); },
        [&] { map.setTerrain(off, "woods"); },
        [&] { map.elevation(off); },
        [&] { map.setElevation(off, 1); },
        [&] { map.features(off); },
        [&] { map.hasFeature(off, "smoke"); },
        [&] { map.addFeature(off, "smoke"); },
        [&] { map.removeFeature(off, "smoke"); },
        [&] { map.hexsideFeature(off, HexDirection::D0); },
        [&] { map.setHexsideFeature(off, HexDirection::D5, "wall"); },
    };
    const QString message = errorOf(calls[static_cast<std::size_t>(which)]);
    QVERIFY2(message.contains("K4") && message.contains("off the"), qPrintable(message));
    QVERIFY(map == before);
}

QTEST_GUILESS_MAIN(TestMapGrid)
#include "tst_mapgrid.moc"
