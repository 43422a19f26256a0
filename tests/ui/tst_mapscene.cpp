// The map on its own: cached tiles, intent signals from mouse input (click versus drag), zoom
// towards the cursor, stack fanning, HiDPI counter pixmaps, unit states drawn as their rule
// system's looks. Uses the 21.8.3 example's position under its rule system.
#include "app/rulesets.h"
#include "core/play/game.h"
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
    void initTestCase();
    void init();
    void cleanup();
    void tilesAreCachedPerZoomStep();
    void clickEmitsIntentDragPans_data();
    void clickEmitsIntentDragPans();
    void wheelZoomKeepsThePointUnderTheCursor();
    void hoveringAStackFansItOut();
    void countersAreRenderedAtTheDevicePixelRatio();
    void statusesAreDrawnAsPublished_data();
    void statusesAreDrawnAsPublished();

private:
    QPoint viewPoint(Hex h) const { return m_view->mapFromScene(m_scene->hexCentre(h)); }
    Hex parse(const char *label) const { return m_scene->state().map().parse(label); }

    std::unique_ptr<Game> m_game;
    std::unique_ptr<MapScene> m_scene;
    std::unique_ptr<MapView> m_view;
};

void TestMapScene::initTestCase() { registerRuleSets(); }

void TestMapScene::init()
{
    qRegisterMetaType<hexfire::Hex>();
    qRegisterMetaType<hexfire::UnitId>();
    const LoadResult loaded
        = loadScenarioFile(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-21-8-3-assault-hex.json");
    QVERIFY(loaded.ok());
    Diagnostics diagnostics;
    m_game = makeGame(*loaded.scenario, diagnostics);
    QVERIFY2(m_game, diagnostics.format().c_str());
    m_scene = std::make_unique<MapScene>();
    m_scene->setAnimationsEnabled(false);
    m_scene->setState(m_game->state(), m_game->rules());
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
    m_game.reset();
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
    QTest::addColumn<QString>("mode");
    QTest::addColumn<bool>("onUnit");
    QTest::newRow("select mode, click on a counter: unit") << "" << true;
    QTest::newRow("fire mode, click on a counter: the hex") << "small-arms-fire" << false;
    QTest::newRow("mortar mode, click on a counter: the hex") << "mortar-call" << false;
}

void TestMapScene::clickEmitsIntentDragPans()
{
    QFETCH(QString, mode);
    QFETCH(bool, onUnit);
    m_scene->setMode(
        mode.isEmpty() ? MapScene::Mode::select() : MapScene::Mode::perform(mode.toStdString()));
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
    const CounterFace face
        = CounterFace::fromUnit(u, m_scene->state().findSide(u.side), m_game->rules());
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

void TestMapScene::statusesAreDrawnAsPublished_data()
{
    QTest::addColumn<int>("look"); // 0 band, 1 badge, 2 a key the rule system publishes no look for
    QTest::newRow("a state with a band look: art and caption across the counter") << 0;
    QTest::newRow("a state with a badge look: a badge in a corner") << 1;
    QTest::newRow("a state without a published look: a plain badge, never dropped") << 2;
}

void TestMapScene::statusesAreDrawnAsPublished()
{
    QFETCH(int, look);
    const RuleSet &rules = m_game->rules();
    std::string key = "a-state-nobody-publishes";
    const StatusType *type = nullptr;
    if (look < 2) {
        const auto style = look == 0 ? StatusLook::Style::Band : StatusLook::Style::Badge;
        for (const StatusType &t : rules.statusTypes()) {
            if (t.look.style == style && !type)
                type = &t;
        }
        QVERIFY2(type, "the rule system publishes a state with this look");
        key = type->key;
    }
    Unit unit = m_scene->state().unit(UnitId {"us-1st-squad"});
    unit.status = {};
    const Side *side = m_scene->state().findSide(unit.side);
    const CounterFace plain = CounterFace::fromUnit(unit, side, rules);
    QVERIFY(plain.statuses.empty());
    unit.status.set(key);
    const CounterFace face = CounterFace::fromUnit(unit, side, rules);
    QCOMPARE(face.statuses.size(), std::size_t(1));
    const CounterFace::Status &drawn = face.statuses.front();
    if (type) {
        QCOMPARE(drawn.style, type->look.style);
        if (!type->look.art.empty())
            QVERIFY2(!drawn.art.isEmpty(), type->look.art.c_str()); // the art has the picture
        if (look == 0) {
            const std::string &caption
                = type->look.caption.empty() ? type->name : type->look.caption;
            QCOMPARE(drawn.caption, QString::fromStdString(caption));
        }
    } else {
        QCOMPARE(drawn.style, StatusLook::Style::Badge);
        QCOMPARE(drawn.caption, QStringLiteral("A")); // the key's initial
    }
    QVERIFY(face.key() != plain.key());
    // The state changes the picture.
    const QImage without = CounterArt::instance().counter(plain, 96, 1.0).toImage();
    const QImage with = CounterArt::instance().counter(face, 96, 1.0).toImage();
    int differing = 0;
    for (int y = 0; y < with.height(); ++y) {
        for (int x = 0; x < with.width(); ++x)
            differing += with.pixel(x, y) != without.pixel(x, y);
    }
    // A band crosses the counter; a badge covers a corner.
    QVERIFY2(differing > (look == 0 ? 96 * 96 / 8 : 96 * 96 / 100),
        qPrintable(QString::number(differing)));
}

QTEST_MAIN(TestMapScene)
#include "tst_mapscene.moc"
