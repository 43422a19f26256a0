// The map on its own: cached tiles, intent signals from mouse input (click versus drag), zoom
// towards the cursor, stack fanning, HiDPI counter pixmaps. Uses the 21.8.3 example's position.
#include "core/scenario/scenarioio.h"
#include "ui/map/counterart.h"
#include "ui/map/counteritem.h"
#include "ui/map/hexmapitem.h"
#include "ui/map/mapscene.h"
#include "ui/map/mapview.h"
#include "ui/metatypes.h"

#include <QElapsedTimer>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

using namespace hexfire;

namespace hexfire {
// Found by ADL: QCOMPARE failures print "Hex(q,r)".
char *toString(const Hex &h) { return qstrdup(toString<Hex>(Hex(h)).c_str()); }
} // namespace hexfire

class TestMapScene : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void tilesAreCachedPerZoomStep();
    void clickEmitsIntentDragPans_data();
    void clickEmitsIntentDragPans();
    void wheelZoomKeepsThePointUnderTheCursor();
    void hoveringAStackFansItOut();
    void countersAreRenderedAtTheDevicePixelRatio();

private:
    QPoint viewPoint(Hex h) const { return m_view->mapFromScene(m_scene->hexCentre(h)); }
    Hex parse(const char *label) const { return m_scene->state().map().parse(label); }

    std::unique_ptr<MapScene> m_scene;
    std::unique_ptr<MapView> m_view;
};

void TestMapScene::init()
{
    qRegisterMetaType<hexfire::Hex>();
    qRegisterMetaType<hexfire::UnitId>();
    const LoadResult loaded
        = loadScenarioFile(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-21-8-3-assault-hex.json");
    QVERIFY(loaded.ok());
    m_scene = std::make_unique<MapScene>();
    m_scene->setAnimationsEnabled(false);
    m_scene->setState(loaded.scenario->initial);
    m_view = std::make_unique<MapView>();
    m_view->setScene(m_scene.get());
    m_view->resize(900, 700);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    m_view->zoomSteps(
        8, m_view->viewport()->rect().center(), false); // 2x: the map is larger than the view
    m_view->centerOn(m_scene->hexCentre(parse("H9")));
}

void TestMapScene::cleanup()
{
    m_view.reset();
    m_scene.reset();
}

void TestMapScene::tilesAreCachedPerZoomStep()
{
    QElapsedTimer timer;
    timer.start();
    m_view->grab();
    const qint64 first = timer.nsecsElapsed();
    const int drawn = m_scene->mapItem()->tilesRendered();
    QVERIFY(drawn > 0);
    timer.restart();
    for (int i = 0; i < 5; ++i)
        m_view->grab();
    const qint64 cached = timer.nsecsElapsed() / 5;
    QCOMPARE(m_scene->mapItem()->tilesRendered(), drawn); // repaints copy tiles, draw none
    qInfo(
        "first paint %.1f ms (%d tiles), cached repaint %.1f ms", first / 1e6, drawn, cached / 1e6);
    m_view->zoomSteps(1, m_view->viewport()->rect().center(), false);
    m_view->grab();
    QVERIFY(m_scene->mapItem()->tilesRendered() > drawn); // a new zoom step draws its own tiles
}

void TestMapScene::clickEmitsIntentDragPans_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<bool>("onUnit");
    QTest::newRow("select mode, click on a counter: unit") << int(MapScene::Mode::Select) << true;
    QTest::newRow("fire mode, click on a counter: the hex")
        << int(MapScene::Mode::SmallArmsFire) << false;
    QTest::newRow("mortar mode, click on a counter: the hex")
        << int(MapScene::Mode::MortarCall) << false;
}

void TestMapScene::clickEmitsIntentDragPans()
{
    QFETCH(int, mode);
    QFETCH(bool, onUnit);
    m_scene->setMode(static_cast<MapScene::Mode>(mode));
    QSignalSpy hexes(m_scene.get(), &MapScene::hexClicked);
    QSignalSpy units(m_scene.get(), &MapScene::unitClicked);
    QSignalSpy hovered(m_scene.get(), &MapScene::hexHovered);
    const Hex h9 = parse("H9");
    const CounterItem *top = m_scene->counterItem(UnitId {"us-1st-squad"});
    QVERIFY(top);
    const QPoint p = m_view->mapFromScene(top->scenePos());
    QTest::mouseMove(m_view->viewport(), p + QPoint(5, 5));
    QTest::mouseMove(m_view->viewport(), p);
    QVERIFY(!hovered.isEmpty());
    QCOMPARE(hovered.last().at(0).value<Hex>(), h9);
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, p);
    QCOMPARE(units.count(), onUnit ? 1 : 0);
    QCOMPARE(hexes.count(), onUnit ? 0 : 1);
    if (!onUnit)
        QCOMPARE(hexes.last().at(0).value<Hex>(), h9);

    // A drag pans the map and is not a click.
    const int before = m_view->horizontalScrollBar()->value();
    QTest::mousePress(m_view->viewport(), Qt::LeftButton, {}, p);
    for (int dx = 10; dx <= 120; dx += 10)
        QTest::mouseMove(m_view->viewport(), p + QPoint(dx, 0));
    QTest::mouseRelease(m_view->viewport(), Qt::LeftButton, {}, p + QPoint(120, 0));
    QVERIFY(m_view->horizontalScrollBar()->value() < before);
    QCOMPARE(units.count() + hexes.count(), 1);
}

void TestMapScene::wheelZoomKeepsThePointUnderTheCursor()
{
    const QPoint cursor = viewPoint(parse("I10")) + QPoint(7, -3);
    const QPointF under = m_view->mapToScene(cursor);
    const double zoom = m_view->zoom();
    QWheelEvent wheel(cursor, m_view->viewport()->mapToGlobal(cursor), {}, QPoint(0, 120),
        Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(m_view->viewport(), &wheel);
    QTRY_COMPARE(m_view->zoom(), zoom * std::pow(2.0, 2.0 / HexMapItem::stepsPerOctave));
    const QPointF after = m_view->mapToScene(cursor);
    QVERIFY2(QLineF(under, after).length() < 2.0,
        qPrintable(QStringLiteral("moved %1").arg(QLineF(under, after).length())));
}

void TestMapScene::hoveringAStackFansItOut()
{
    const Hex h9 = parse("H9");
    const auto units = m_scene->state().unitsAt(h9);
    QVERIFY(units.size() >= 2);
    auto spread = [&] {
        double lo = 1e9;
        double hi = -1e9;
        for (const Unit *u : units) {
            lo = std::min(lo, m_scene->counterItem(u->id)->pos().x());
            hi = std::max(hi, m_scene->counterItem(u->id)->pos().x());
        }
        return hi - lo;
    };
    const double stacked = spread();
    m_scene->hoverHex(h9);
    QCOMPARE(m_scene->fannedHex(), std::optional<Hex>(h9));
    QVERIFY(
        spread() >= (units.size() - 1) * MapScene::hexSize * 0.9); // side by side, not overlapping
    m_scene->hoverHex(parse("A1"));
    QCOMPARE(spread(), stacked);
}

void TestMapScene::countersAreRenderedAtTheDevicePixelRatio()
{
    const Unit &u = m_scene->state().unit(UnitId {"us-1st-squad"});
    const CounterFace face = CounterFace::fromUnit(u, m_scene->state().findSide(u.side));
    const QPixmap hidpi = CounterArt::instance().counter(face, 90, 2.0);
    QCOMPARE(hidpi.size(), QSize(90, 90));
    QCOMPARE(hidpi.devicePixelRatio(), 2.0);
    const int renders = CounterArt::instance().renders();
    CounterArt::instance().counter(face, 90, 2.0);
    QCOMPARE(CounterArt::instance().renders(), renders); // cached per (face, size, ratio)
    for (const char *element :
        {"type-squad", "type-leader", "ov-disrupted", "mk-impact-primary", "mk-assault"})
        QVERIFY2(CounterArt::instance().hasElement(QLatin1String(element)), element);

    // The scene painted into a 2x device gets counters drawn from 2x pixmaps.
    QImage image(QSize(400, 300) * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2.0);
    image.fill(Qt::white);
    QPainter painter(&image);
    const QPointF c = m_scene->hexCentre(u.hex);
    m_scene->render(
        &painter, QRectF(0, 0, 400, 300), QRectF(c - QPointF(100, 75), QSizeF(200, 150)));
    painter.end();
    QVERIFY(CounterArt::instance().renders() > renders);
}

QTEST_MAIN(TestMapScene)
#include "tst_mapscene.moc"
