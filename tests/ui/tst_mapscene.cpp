// The map on its own: cached tiles, intent signals from mouse input (click versus drag), zoom
// towards the cursor, stack fanning, HiDPI counter pixmaps, unit states drawn as their rule
// system's looks. Uses the 21.8.3 example's position under its rule system. Readability: in every
// bundled scenario at every scripted step, every counter's name is in sight and inside its hex and
// every marker inside its hex; the level of detail switches with the zoom.
#include "app/rulesets.h"
#include "core/play/game.h"
#include "core/scenario/scenarioio.h"
#include "scenariosteps.h"
#include "ui/map/counterart.h"
#include "ui/map/counteritem.h"
#include "ui/map/detaillevel.h"
#include "ui/map/hexmapitem.h"
#include "ui/map/hexstamps.h"
#include "ui/map/hexstencil.h"
#include "ui/map/mapscene.h"
#include "ui/map/mapview.h"
#include "ui/map/markeritem.h"
#include "ui/map/stacklayout.h"
#include "ui/map/terrainpainter.h"
#include "ui/map/threatshadeitem.h"
#include "ui/metatypes.h"

#include <QDir>
#include <QElapsedTimer>
#include <QPicture>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStyleOptionGraphicsItem>
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
    void everyCounterNameIsInSightInsideItsHex_data();
    void everyCounterNameIsInSightInsideItsHex();
    void markersStayInsideTheirHex_data();
    void markersStayInsideTheirHex();
    void stackLayoutShowsEveryName_data();
    void stackLayoutShowsEveryName();
    void deepStacksTakeBoundedWork_data();
    void deepStacksTakeBoundedWork();
    void sceneKeptInStepIsTheSceneBuiltAfresh_data();
    void sceneKeptInStepIsTheSceneBuiltAfresh();
    void aGrowingPileKeepsItsChits();
    void hillLevelsLookDifferent();
    void hexsideFeaturesAreDrawnThick_data();
    void hexsideFeaturesAreDrawnThick();
    void detailLevelFollowsTheZoom_data();
    void detailLevelFollowsTheZoom();
    void zoomedOutCountersNeedNoArt();
    void threatTintLooksAsBefore_data();
    void threatTintLooksAsBefore();
    void stampsLookLikeFills_data();
    void stampsLookLikeFills();
    void vectorOutputKeepsVectors();
    void terrainStampsLookLikeFills_data();
    void terrainStampsLookLikeFills();

private:
    /** One row per bundled scenario and scripted step: file, step. */
    static void scenarioStepRows();
    /** The scenario at a step of its script, in a scene of its own (m_game, m_scene). */
    void loadAt(const QString &file, int step);
    QPolygonF hexPolygon(Hex h) const;
    /** The scene around a point, drawn at a scale. */
    QImage renderAround(QPointF centre, double radius, double scale) const;
    /** A hex with no counter and no marker in it. */
    bool isEmpty(Hex h) const;

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
    QTest::mouseMove(m_view->viewport(), m_view->mapFromScene(top->scenePos()) + QPoint(5, 5));
    QVERIFY(!hovered.isEmpty());
    QCOMPARE(hovered.last().at(0).value<Hex>(), h9);
    // Pointing at the stack fans it out: the counter is clicked where it then lies.
    const QPoint p = m_view->mapFromScene(top->scenePos());
    QTest::mouseMove(m_view->viewport(), p);
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
    // Side by side, not overlapping.
    const double size = m_scene->counterItem(units.front()->id)->size();
    QVERIFY2(spread() >= (units.size() - 1) * size, qPrintable(QString::number(spread())));
    for (const Unit *u : units) {
        // As large as a lone counter, or nearly: the fan is for reading them.
        QVERIFY(m_scene->counterItem(u->id)->size() >= MapScene::hexSize * 0.75);
    }
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
        for (const StatusType &t : rules.vocabulary().statuses) {
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

void TestMapScene::scenarioStepRows() { hexfire::testing::addEveryBundledStep(); }

void TestMapScene::loadAt(const QString &file, int step)
{
    const LoadResult loaded = loadScenarioFile(file.toStdString());
    QVERIFY(loaded.ok());
    Diagnostics diagnostics;
    m_game = makeGame(*loaded.scenario, diagnostics);
    QVERIFY2(m_game, diagnostics.format().c_str());
    for (int i = 0; i < step; ++i)
        QVERIFY2(m_game->stepForward(), qPrintable(QStringLiteral("step %1").arg(i + 1)));
    m_scene->setState(m_game->state(), m_game->rules());
}

QPolygonF TestMapScene::hexPolygon(Hex h) const
{
    return StackLayout::polygon(m_scene->layout(), h);
}

void TestMapScene::everyCounterNameIsInSightInsideItsHex_data() { scenarioStepRows(); }

void TestMapScene::everyCounterNameIsInSightInsideItsHex()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    loadAt(file, step);
    const GameState &state = m_scene->state();
    for (const Hex &h : state.map().hexes()) {
        const auto units = state.unitsIn(h);
        if (units.empty())
            continue;
        // The counters drawn in this hex: a unit's own, or its copy where it spreads over h.
        std::vector<std::pair<const Unit *, CounterItem *>> drawn;
        for (const Unit *u : units) {
            CounterItem *item = nullptr;
            if (u->hex == h) {
                item = m_scene->counterItem(u->id);
            } else {
                for (const auto &[hex, part] : m_scene->partItems(u->id)) {
                    if (hex == h)
                        item = part;
                }
            }
            QVERIFY2(item, u->id.value.c_str());
            drawn.emplace_back(u, item);
        }
        const QPolygonF poly = hexPolygon(h);
        int hidden = 0;
        int counted = 0;
        for (const auto &[u, item] : drawn) {
            const QString where = QStringLiteral("%1 in %2")
                                      .arg(QString::fromStdString(u->id.value),
                                          QString::fromStdString(state.map().label(h)));
            if (!item->isVisible()) {
                ++hidden;
                continue;
            }
            counted += item->hiddenBelow();
            const QRectF name = item->nameSceneRect();
            for (const QPointF &corner :
                {name.topLeft(), name.topRight(), name.bottomLeft(), name.bottomRight()})
                QVERIFY2(poly.containsPoint(corner, Qt::OddEvenFill),
                    qPrintable(where + QStringLiteral(": its name leaves the hex")));
            // Nothing drawn above the counter covers its name: no counter, no chit.
            for (QGraphicsItem *other : m_scene->items(name, Qt::IntersectsItemBoundingRect)) {
                if (other == item || !other->isVisible() || other->zValue() < item->zValue())
                    continue;
                QRectF cover;
                if (other->type() == CounterItem::Type)
                    cover = static_cast<CounterItem *>(other)->bodySceneRect();
                else if (other->type() == MarkerItem::Type)
                    cover = other->sceneBoundingRect();
                else
                    continue;
                const QRectF overlap = cover.intersected(name);
                QVERIFY2(overlap.width() < 0.5 || overlap.height() < 0.5,
                    qPrintable(where + QStringLiteral(": its name is covered")));
            }
        }
        // A counter the stack cannot show is counted on the one above it.
        QCOMPARE(counted, hidden);
    }
}

void TestMapScene::markersStayInsideTheirHex_data() { scenarioStepRows(); }

void TestMapScene::markersStayInsideTheirHex()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    loadAt(file, step);
    const std::vector<MarkerItem *> markers = m_scene->markerItems();
    QCOMPARE(markers.size(), m_scene->state().markers().size());
    for (const MarkerItem *item : markers) {
        const Hex h = item->marker().hex;
        const QRectF hex = hexPolygon(h).boundingRect().adjusted(-0.01, -0.01, 0.01, 0.01);
        QVERIFY2(hex.contains(item->sceneBoundingRect()),
            qPrintable(QStringLiteral("a %1 marker spills out of %2")
                           .arg(QString::fromStdString(item->marker().kind),
                               QString::fromStdString(m_scene->state().map().label(h)))));
        // The chit's centre is in its own hex, whatever the neighbours.
        QCOMPARE(m_scene->hexAt(item->scenePos()), std::optional<Hex>(h));
    }
}

void TestMapScene::deepStacksTakeBoundedWork_data()
{
    QTest::addColumn<QList<int>>("columns"); // counters per side
    QTest::addColumn<int>("chits");
    QTest::newRow("3,000 of one side") << QList<int> {3000} << 0;
    QTest::newRow("3,000 of one side over five chits") << QList<int> {3000} << 5;
    QTest::newRow("1,500 and 1,500") << QList<int> {1500, 1500} << 2;
    QTest::newRow("2,990, 5 and 5") << QList<int> {2990, 5, 5} << 0;
}

// 3,000 figures in one hex (16 s for one step in the window): the layout tries as many
// arrangements for a stack of thousands as for one of forty, and places it the same way.
void TestMapScene::deepStacksTakeBoundedWork()
{
    QFETCH(QList<int>, columns);
    QFETCH(int, chits);
    const Hex h = parse("H9");
    const QPolygonF poly = hexPolygon(h);
    const QPointF c = m_scene->hexCentre(h);
    const double s = MapScene::hexSize;
    const auto layout = [&](int most, int *tries) {
        std::vector<int> columnOf;
        for (int side = 0; side < columns.size(); ++side)
            columnOf.insert(
                columnOf.end(), static_cast<std::size_t>(std::min(most, columns[side])), side);
        return StackLayout::stack(poly, c, s, columnOf, chits, tries);
    };
    int deepTries = 0;
    int shallowTries = 0;
    const auto deep = layout(100000, &deepTries);
    const auto shallow = layout(40, &shallowTries);
    QCOMPARE(deepTries, shallowTries);
    QVERIFY(deepTries > 0);
    // The same counters in sight, where they were, the rest counted on each column's top counter.
    const auto shown = [](const std::vector<StackLayout::Placement> &places) {
        std::vector<std::pair<double, double>> out;
        int counted = 0;
        for (const StackLayout::Placement &p : places) {
            counted += p.hiddenBelow;
            if (p.shown)
                out.emplace_back(p.pos.x(), p.pos.y());
        }
        return std::make_pair(out, counted + static_cast<int>(out.size()));
    };
    QCOMPARE(shown(deep).first, shown(shallow).first);
    QCOMPARE(shown(deep).second, static_cast<int>(deep.size()));
}

void TestMapScene::sceneKeptInStepIsTheSceneBuiltAfresh_data()
{
    QTest::addColumn<QString>("file");
    const QDir dir(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios"));
    for (const QString &file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const LoadResult loaded = loadScenarioFile(dir.filePath(file).toStdString());
        QVERIFY2(loaded.ok(), qPrintable(file));
        if (!loaded.scenario->script.empty()) // a sandbox has no steps to play
            QTest::newRow(qPrintable(file.chopped(5))) << dir.filePath(file);
    }
}

// A refresh brings up to date only the counters whose units changed and the chits of hexes whose
// markers changed: at every step of every example, played, taken back and played again, the
// scene kept in step shows what a scene built afresh for that position shows.
void TestMapScene::sceneKeptInStepIsTheSceneBuiltAfresh()
{
    QFETCH(QString, file);
    loadAt(file, 0);
    const int steps = static_cast<int>(m_game->script().size());
    QVERIFY(steps > 0);
    const auto compare = [&](const QString &when) {
        m_scene->syncState(m_game->state(), false);
        MapScene fresh;
        fresh.setAnimationsEnabled(false);
        fresh.setState(m_game->state(), m_game->rules());
        const std::vector<MarkerItem *> kept = m_scene->markerItems();
        const std::vector<MarkerItem *> built = fresh.markerItems();
        QVERIFY2(kept.size() == built.size(), qPrintable(when));
        for (std::size_t i = 0; i < kept.size(); ++i) {
            const QString what = when + QStringLiteral(", chit %1").arg(i);
            QVERIFY2(kept[i]->marker() == built[i]->marker(), qPrintable(what));
            QVERIFY2(kept[i]->face() == built[i]->face(), qPrintable(what));
            QCOMPARE(kept[i]->toolTip(), built[i]->toolTip());
            QCOMPARE(kept[i]->pos(), built[i]->pos());
            QCOMPARE(kept[i]->boundingRect(), built[i]->boundingRect());
            QCOMPARE(kept[i]->zValue(), built[i]->zValue());
            QCOMPARE(kept[i]->rotation(), built[i]->rotation());
        }
        for (const Unit &u : m_game->state().units()) {
            const CounterItem *a = m_scene->counterItem(u.id);
            const CounterItem *b = fresh.counterItem(u.id);
            QVERIFY2((a == nullptr) == (b == nullptr), qPrintable(when));
            if (!a)
                continue;
            const QString what = when + QStringLiteral(", ") + QString::fromStdString(u.name);
            QVERIFY2(a->face().key() == b->face().key(), qPrintable(what));
            QVERIFY2(a->pos() == b->pos(), qPrintable(what));
            QVERIFY2(a->isVisible() == b->isVisible(), qPrintable(what));
            QVERIFY2(a->zValue() == b->zValue(), qPrintable(what));
        }
    };
    for (int i = 1; i <= steps; ++i) {
        QVERIFY(m_game->stepForward());
        compare(QStringLiteral("step %1 played").arg(i));
    }
    for (int i = steps - 1; i >= 0; --i) {
        m_game->undo();
        compare(QStringLiteral("back to step %1").arg(i));
    }
    for (int i = 1; i <= steps; ++i) {
        m_game->redo();
        compare(QStringLiteral("step %1 again").arg(i));
    }
}

// A hex that gains a marker a step (a long fire script) keeps the chits it had: a step's refresh
// does not build a thousand chits anew. Each is resized and moved along as the pile grows.
void TestMapScene::aGrowingPileKeepsItsChits()
{
    const Hex h = parse("H9");
    GameState state = m_game->state();
    std::vector<MarkerItem *> before;
    for (int n = 1; n <= 12; ++n) {
        Marker marker;
        marker.kind = "sadrm";
        marker.hex = h;
        marker.value = n % 3;
        state.addMarker(marker);
        m_scene->syncState(state, false);
        std::vector<MarkerItem *> inHex;
        for (MarkerItem *item : m_scene->markerItems()) {
            if (item->marker().hex == h)
                inHex.push_back(item);
        }
        QCOMPARE(inHex.size(), state.markersAt(h).size());
        QVERIFY(std::equal(before.begin(), before.end(), inHex.begin()));
        const int count = static_cast<int>(inHex.size());
        for (int i = 0; i < count; ++i) {
            QCOMPARE(inHex[static_cast<std::size_t>(i)]->pos(),
                StackLayout::chitPos(hexPolygon(h), MapScene::hexSize, i, count));
        }
        before = inHex;
    }
}

void TestMapScene::stackLayoutShowsEveryName_data()
{
    QTest::addColumn<QList<int>>("columns"); // counters per side
    QTest::addColumn<int>("chits");
    QTest::addColumn<bool>("allShown");
    QTest::newRow("a lone counter") << QList<int> {1} << 0 << true;
    QTest::newRow("a lone counter over two chits") << QList<int> {1} << 2 << true;
    QTest::newRow("three of one side over three chits") << QList<int> {3} << 3 << true;
    QTest::newRow("two sides, 2 and 1, over six chits") << QList<int> {2, 1} << 6 << true;
    QTest::newRow("two sides, 3 and 3, over four chits") << QList<int> {3, 3} << 4 << true;
    QTest::newRow("three sides, one each") << QList<int> {1, 1, 1} << 0 << true;
    QTest::newRow("a deep stack of five") << QList<int> {5} << 0 << true;
    QTest::newRow("ten of one side: a count for the rest") << QList<int> {10} << 3 << false;
    QTest::newRow("two sides of eight over eight chits") << QList<int> {8, 8} << 8 << false;
}

void TestMapScene::stackLayoutShowsEveryName()
{
    QFETCH(QList<int>, columns);
    QFETCH(int, chits);
    QFETCH(bool, allShown);
    const Hex h = parse("H9");
    const QPolygonF poly = hexPolygon(h);
    const QPointF c = m_scene->hexCentre(h);
    const double s = MapScene::hexSize;
    std::vector<int> columnOf;
    for (int side = 0; side < columns.size(); ++side)
        columnOf.insert(columnOf.end(), static_cast<std::size_t>(columns[side]), side);
    const auto places = StackLayout::stack(poly, c, s, columnOf, chits);
    QCOMPARE(places.size(), columnOf.size());
    const auto body = [](const StackLayout::Placement &p) {
        return QRectF(p.pos.x() - p.size / 2, p.pos.y() - p.size / 2, p.size, p.size);
    };
    const auto name = [](const StackLayout::Placement &p) {
        const QRectF unit = CounterArt::nameArea();
        return QRectF(p.pos.x() - p.size / 2 + unit.left() * p.size,
            p.pos.y() - p.size / 2 + unit.top() * p.size, unit.width() * p.size,
            unit.height() * p.size);
    };
    const auto inHex = [&](const QRectF &r) {
        for (const QPointF &p : {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()}) {
            if (!poly.containsPoint(p, Qt::OddEvenFill))
                return false;
        }
        return true;
    };
    std::vector<QRectF> chitRects;
    for (int i = 0; i < chits; ++i) {
        const double size = StackLayout::chitSize(s, chits);
        const QPointF at = StackLayout::chitPos(poly, s, i, chits);
        chitRects.emplace_back(at.x() - size / 2, at.y() - size / 2, size, size);
        QVERIFY(poly.boundingRect().contains(chitRects.back()));
        QCOMPARE(m_scene->hexAt(at), std::optional<Hex>(h));
    }
    int hidden = 0;
    int counted = 0;
    for (std::size_t i = 0; i < places.size(); ++i) {
        const StackLayout::Placement &p = places[i];
        if (!p.shown) {
            ++hidden;
            continue;
        }
        counted += p.hiddenBelow;
        QVERIFY2(inHex(body(p)), qPrintable(QStringLiteral("counter %1 leaves the hex").arg(i)));
        QVERIFY(p.size >= StackLayout::smallest * s - 1e-9);
        for (const QRectF &chit : chitRects)
            QVERIFY2(!chit.intersects(body(p)), "a counter lies on a chit");
        for (std::size_t j = 0; j < places.size(); ++j) {
            const StackLayout::Placement &q = places[j];
            if (j == i || !q.shown)
                continue;
            const bool sameColumn = columnOf[i] == columnOf[j];
            // Above it in its own column: clear of its name; in another column: clear of it all.
            if (sameColumn && q.z > p.z)
                QVERIFY2(!body(q).intersects(name(p)),
                    qPrintable(QStringLiteral("counter %1 covers the name of %2").arg(j).arg(i)));
            if (!sameColumn)
                QVERIFY2(!body(q).intersects(body(p)),
                    qPrintable(QStringLiteral("counters %1 and %2 overlap").arg(i).arg(j)));
        }
        if (!p.overview.isEmpty()) {
            QCOMPARE(places.size(), std::size_t(1));
            QVERIFY(p.overview.width() > p.size);
            QVERIFY(inHex(p.overview.translated(p.pos)));
        }
    }
    QCOMPARE(hidden == 0, allShown);
    QCOMPARE(counted, hidden);
}

QImage TestMapScene::renderAround(QPointF centre, double radius, double scale) const
{
    const QRectF source(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius));
    QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    m_scene->render(&painter, QRectF(QPointF(0, 0), source.size() * scale), source);
    return image;
}

bool TestMapScene::isEmpty(Hex h) const
{
    return m_scene->state().unitsIn(h).empty() && m_scene->state().markersAt(h).empty();
}

void TestMapScene::hillLevelsLookDifferent()
{
    // Two empty hexes of the same terrain, one a level higher: the higher one is tinted darker.
    loadAt(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/toi-sandbox.json"), 0);
    const MapGrid &map = m_scene->state().map();
    std::optional<Hex> low;
    std::optional<Hex> high;
    for (const Hex &h : map.hexes()) {
        if (!isEmpty(h))
            continue;
        if (map.elevation(h) == 1 && !low)
            low = h;
        else if (map.elevation(h) == 2 && low && !high && map.terrain(h).id == map.terrain(*low).id)
            high = h;
    }
    QVERIFY2(low && high, "the sandbox has empty hexes of levels 1 and 2");
    // Left of the centre, below the id and away from the level number at the right corner.
    const auto lightness = [&](Hex h) {
        const QImage image
            = renderAround(m_scene->hexCentre(h) + QPointF(-MapScene::hexSize * 0.3, 0), 6.0, 1.0);
        double sum = 0.0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                sum += image.pixelColor(x, y).lightnessF();
        }
        return sum / (image.width() * image.height());
    };
    const double one = lightness(*low);
    const double two = lightness(*high);
    QVERIFY2(
        two < one - 0.06, qPrintable(QStringLiteral("level 1 %1, level 2 %2").arg(one).arg(two)));
}

void TestMapScene::hexsideFeaturesAreDrawnThick_data()
{
    QTest::addColumn<QString>("feature");
    QTest::newRow("a stone wall") << "wall";
    QTest::newRow("a hedge") << "hedge";
}

void TestMapScene::hexsideFeaturesAreDrawnThick()
{
    // Across the hexside, a fifth along it (clear of the hex id in the middle), the feature is
    // drawn several scene units wide (a printed map's wall, not a hairline): the run of pixels
    // unlike the open ground around it.
    QFETCH(QString, feature);
    loadAt(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-sandbox.json"), 0);
    const MapGrid &map = m_scene->state().map();
    const HexLayout &layout = m_scene->layout();
    std::optional<Segment> side;
    for (const HexsideFeature &f : map.hexsideFeatures()) {
        const Hex other = neighbor(f.side.hex, f.side.direction);
        if (f.feature == feature.toStdString() && isEmpty(f.side.hex) && isEmpty(other)
            && map.terrain(f.side.hex).id == "clear" && map.terrain(other).id == "clear") {
            side = layout.hexside(f.side.hex, f.side.direction);
            break;
        }
    }
    QVERIFY2(side, "the sandbox has the feature between two empty clear hexes");
    const QPointF a(side->a.x, side->a.y);
    const QPointF b(side->b.x, side->b.y);
    const QPointF mid = a + (b - a) * 0.2;
    const double scale = 4.0;
    const double radius = MapScene::hexSize * 0.4;
    const QImage image = renderAround(mid, radius, scale);
    const QColor ground = image.pixelColor(2, 2); // open ground at the corner
    const QLineF along(a, b);
    const QPointF normal(-along.dy() / along.length(), along.dx() / along.length());
    const auto differs = [&](double t) {
        const QPointF p = (mid + normal * t - (mid - QPointF(radius, radius))) * scale;
        const QColor c = image.pixelColor(p.toPoint());
        return std::abs(c.red() - ground.red()) + std::abs(c.green() - ground.green())
            + std::abs(c.blue() - ground.blue())
            > 90;
    };
    double from = 0.0;
    double to = 0.0;
    const double step = 1.0 / scale;
    while (from > -radius * 0.9 && differs(from - step))
        from -= step;
    while (to < radius * 0.9 && differs(to + step))
        to += step;
    QVERIFY2(to - from >= MapScene::hexSize * 0.15,
        qPrintable(QStringLiteral("%1 scene units wide").arg(to - from)));
}

void TestMapScene::detailLevelFollowsTheZoom_data()
{
    QTest::addColumn<double>("lod");
    QTest::addColumn<bool>("full");
    QTest::newRow("a big sandbox fitted to the window (a third)") << 0.33 << false;
    QTest::newRow("zoomed far out (a tenth)") << 0.1 << false;
    QTest::newRow("just under the threshold") << overviewBelow - 0.01 << false;
    QTest::newRow("at the threshold") << overviewBelow << true;
    QTest::newRow("100%") << 1.0 << true;
    QTest::newRow("zoomed in (200%)") << 2.0 << true;
}

void TestMapScene::detailLevelFollowsTheZoom()
{
    QFETCH(double, lod);
    QFETCH(bool, full);
    QCOMPARE(detailLevel(lod) == DetailLevel::Full, full);
}

void TestMapScene::zoomedOutCountersNeedNoArt()
{
    // Zoomed out the counters are drawn as colour and big type, without their pixmaps; at 100%
    // from the counter art. On a device pixel ratio used nowhere else, so the art cache cannot
    // answer (a scale alone could meet a stack's smaller counters drawn at another zoom).
    const auto paintAt = [&](double scale) {
        const double ratio = 1.37;
        const QRectF source = m_scene->itemsBoundingRect();
        QImage image((source.size() * scale * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::white);
        QPainter painter(&image);
        m_scene->render(&painter, QRectF(QPointF(0, 0), source.size() * scale), source);
        return CounterArt::instance().renders();
    };
    const int before = CounterArt::instance().renders();
    QCOMPARE(paintAt(overviewBelow * 0.93), before);
    const int after = paintAt(1.0);
    QVERIFY2(after > before, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
}

void TestMapScene::threatTintLooksAsBefore_data()
{
    QTest::addColumn<double>("scale");
    // The share of tinted pixels that may differ: the antialiased edges; at a quarter the rim is
    // two pixels wide and its edges are much of it (stampsLookLikeFills checks the stamps there).
    QTest::addColumn<double>("edges");
    QTest::newRow("1:1") << 1.0 << 0.02;
    QTest::newRow("zoomed in 3x") << 3.0 << 0.02;
    QTest::newRow("zoomed out to a quarter") << 0.25 << 0.08;
}

void TestMapScene::threatTintLooksAsBefore()
{
    // The tint and its rim are filled from one outline and one band moved to each hex (a wide pen
    // stroked around every hex was most of a pan's time); the picture is the one the stroked rim
    // drew, pixel for pixel but for the antialiased edges.
    QFETCH(double, scale);
    QFETCH(double, edges);
    loadAt(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-sandbox.json"), 0);
    const MapGrid &map = m_scene->state().map();
    const HexLayout &layout = m_scene->layout();
    ThreatShadeItem item(map, layout);
    std::vector<double> levels(static_cast<std::size_t>(map.hexCount()), -1.0);
    for (std::size_t cell = 0; cell < levels.size(); cell += 3)
        levels[cell] = double(cell % 11) / 10.0;
    item.setLevels(levels);
    const QRectF area(layout.centre(map.coordinates().hexAt(0)).x - 10,
        layout.centre(map.coordinates().hexAt(0)).y - 10, 500, 400);
    const auto canvas = [&] {
        QImage image((area.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        return image;
    };
    QImage now = canvas();
    {
        QPainter painter(&now);
        painter.scale(scale, scale);
        painter.translate(-area.topLeft());
        QStyleOptionGraphicsItem option;
        option.exposedRect = area;
        item.paint(&painter, &option, nullptr);
    }
    QImage before = canvas();
    {
        QPainter painter(&before);
        painter.scale(scale, scale);
        painter.translate(-area.topLeft());
        painter.setRenderHint(QPainter::Antialiasing);
        const HexStencil stencil(map, layout);
        for (const int cell : stencil.cellsIn(area)) {
            const double level = levels[static_cast<std::size_t>(cell)];
            if (level < 0.0)
                continue;
            const QColor c = ThreatShadeItem::colour(level);
            painter.setPen(Qt::NoPen);
            painter.setBrush(c);
            painter.drawPolygon(stencil.polygon(cell));
            QColor edge = c;
            edge.setAlpha(230);
            painter.setPen(
                QPen(edge, layout.size() * 0.1, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
            painter.setBrush(Qt::NoBrush);
            painter.drawPolygon(stencil.polygon(cell, 0.9));
        }
    }
    int tinted = 0;
    int unlike = 0;
    for (int y = 0; y < now.height(); ++y) {
        for (int x = 0; x < now.width(); ++x) {
            const QColor a = now.pixelColor(x, y);
            const QColor b = before.pixelColor(x, y);
            tinted += b != QColor(Qt::white);
            unlike += std::abs(a.red() - b.red()) > 24 || std::abs(a.green() - b.green()) > 24
                || std::abs(a.blue() - b.blue()) > 24;
        }
    }
    qInfo("%d of %d tinted pixels differ", unlike, tinted);
    QVERIFY(tinted > now.width() * now.height() / 5);
    QVERIFY2(
        unlike <= tinted * edges, qPrintable(QStringLiteral("%1 of %2").arg(unlike).arg(tinted)));
}

void TestMapScene::stampsLookLikeFills_data()
{
    // A stamped hex (the tint and the veil blitted rather than filled: Qt hands each large
    // antialiased fill to its thread pool) against the same hex filled, and where stamping is
    // turned down in favour of the fill.
    QTest::addColumn<double>("scale");
    QTest::addColumn<double>("pixelRatio");
    QTest::addColumn<double>("rotation");
    QTest::addColumn<bool>("rim");
    QTest::addColumn<bool>("stamped");
    // The share of pixels allowed to differ by more than 24 in a channel: the antialiased edges,
    // where a stamp lies up to a quarter pixel off; on hexes a few pixels tall the rim is a pixel
    // wide and all edge.
    QTest::addColumn<double>("edges");
    QTest::newRow("tint at 1:1") << 1.0 << 1.0 << 0.0 << true << true << 0.02;
    QTest::newRow("tint zoomed in 2.5x") << 2.5 << 1.0 << 0.0 << true << true << 0.02;
    QTest::newRow("tint on a high-DPI screen") << 1.0 << 2.0 << 0.0 << true << true << 0.02;
    QTest::newRow("veil at 1:1, no rim") << 1.0 << 1.0 << 0.0 << false << true << 0.02;
    QTest::newRow("veil zoomed to 1.37") << 1.37 << 1.0 << 0.0 << false << true << 0.02;
    QTest::newRow("tint zoomed out to 0.3") << 0.3 << 1.0 << 0.0 << true << true << 0.02;
    QTest::newRow("tint on hexes 9 pixels tall") << 0.1 << 1.0 << 0.0 << true << true << 0.15;
    QTest::newRow("hexes 2 pixels tall are filled") << 0.025 << 1.0 << 0.0 << true << false << 0.0;
    QTest::newRow("huge hexes are filled") << 4.0 << 1.0 << 0.0 << true << false << 0.0;
    QTest::newRow("a rotated view is filled") << 1.0 << 1.0 << 30.0 << true << false << 0.0;
}

void TestMapScene::stampsLookLikeFills()
{
    QFETCH(double, scale);
    QFETCH(double, pixelRatio);
    QFETCH(double, rotation);
    QFETCH(bool, rim);
    QFETCH(bool, stamped);
    QFETCH(double, edges);
    loadAt(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-sandbox.json"), 0);
    const MapGrid &map = m_scene->state().map();
    const HexLayout &layout = m_scene->layout();
    const HexStencil stencil(map, layout);
    QPainterPath band;
    band.setFillRule(Qt::OddEvenFill);
    band.addPolygon(stencil.outline(0.95));
    band.closeSubpath();
    band.addPolygon(stencil.outline(0.85));
    band.closeSubpath();
    HexStamps stamps(stencil.outline(), rim ? band : QPainterPath());
    const QRectF area(layout.centre(map.coordinates().hexAt(0)).x - 10,
        layout.centre(map.coordinates().hexAt(0)).y - 10, 300 / scale, 240 / scale);
    const std::vector<int> cells = stencil.cellsIn(area);
    const auto fillOf
        = [](int cell) { return QColor(40 + cell * 37 % 200, 120, 60, 90 + cell % 90); };
    const auto rimOf = [](int cell) { return QColor(200, cell * 53 % 255, 20, 230); };
    const auto paintWith = [&](bool tryStamps, bool *used) {
        QImage image((QSizeF(300, 240) * pixelRatio).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(pixelRatio);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.rotate(rotation);
        painter.scale(scale, scale);
        painter.translate(-area.topLeft());
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        *used = tryStamps && stamps.begin(&painter);
        for (const int cell : cells) {
            if (*used) {
                stamps.stamp(&painter, stencil.centre(cell), fillOf(cell).rgba(),
                    rim ? rimOf(cell).rgba() : 0);
                continue;
            }
            painter.setBrush(fillOf(cell));
            painter.drawPolygon(stencil.polygon(cell));
            if (rim) {
                painter.save();
                painter.translate(stencil.centre(cell));
                painter.fillPath(band, rimOf(cell));
                painter.restore();
            }
        }
        if (*used)
            stamps.end(&painter);
        return image;
    };
    bool used = false;
    const QImage filled = paintWith(false, &used);
    const QImage now = paintWith(true, &used);
    QCOMPARE(used, stamped);
    QCOMPARE(stamps.made() > 0, stamped);
    int unlike = 0;
    int painted = 0;
    double apart = 0; // every channel's difference, added up
    double signedApart = 0; // the same with signs: a tint lighter or darker overall
    for (int y = 0; y < now.height(); ++y) {
        for (int x = 0; x < now.width(); ++x) {
            const QColor a = now.pixelColor(x, y);
            const QColor b = filled.pixelColor(x, y);
            painted += b != QColor(Qt::white);
            const int dr = std::abs(a.red() - b.red());
            const int dg = std::abs(a.green() - b.green());
            const int db = std::abs(a.blue() - b.blue());
            unlike += dr > 24 || dg > 24 || db > 24;
            apart += dr + dg + db;
            signedApart += a.red() - b.red() + a.green() - b.green() + a.blue() - b.blue();
        }
    }
    const double mean = apart / (3.0 * std::max(1, painted));
    const double bias = signedApart / (3.0 * std::max(1, painted));
    qInfo("%d of %d painted pixels differ; %.2f a channel on average, %.2f with signs", unlike,
        painted, mean, bias);
    // Zoomed far out the map covers only part of the picture.
    QVERIFY(painted > (scale < 0.25 ? 1000 : now.width() * now.height() / 3));
    QVERIFY2(
        unlike <= painted * edges, qPrintable(QStringLiteral("%1 of %2").arg(unlike).arg(painted)));
    // The same colours on the whole: the differences are edges a fraction of a pixel apart, as
    // often lighter as darker, not tints.
    QVERIFY2(mean < (edges > 0.1 ? 6.0 : 2.0), qPrintable(QString::number(mean)));
    QVERIFY2(std::abs(bias) < 0.5, qPrintable(QString::number(bias)));
    if (stamped) {
        // Painting the same again makes no new stamp: each colour and placement is kept.
        const int made = stamps.made();
        paintWith(true, &used);
        QCOMPARE(stamps.made(), made);
    }
}

void TestMapScene::vectorOutputKeepsVectors()
{
    // A picture, an SVG or a PDF export gets the hexes as shapes, never as stamped pixels; the
    // same painter on an image stamps them.
    QPolygonF outline;
    for (int i = 0; i < 6; ++i)
        outline << QPointF(50 * std::cos(i * M_PI / 3), 50 * std::sin(i * M_PI / 3));
    HexStamps stamps(outline);
    QPicture picture;
    QPainter onPicture(&picture);
    QVERIFY(!stamps.begin(&onPicture));
    onPicture.end();
    QImage image(200, 200, QImage::Format_ARGB32_Premultiplied);
    QPainter onImage(&image);
    QVERIFY(stamps.begin(&onImage));
    stamps.end(&onImage);
}

void TestMapScene::terrainStampsLookLikeFills_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<double>("scale");
    QTest::newRow("TLHY sandbox at 1:1") << "tlhy-sandbox.json" << 1.0;
    QTest::newRow("La Bataille sandbox zoomed out to 0.3") << "labataille-sandbox.json" << 0.3;
    QTest::newRow("Tide of Iron sandbox zoomed in 1.7x") << "toi-sandbox.json" << 1.7;
}

void TestMapScene::terrainStampsLookLikeFills()
{
    // The printed map with its fills and grid stamped (an image) against the same map painted
    // as shapes (through a picture, which keeps vectors), pixel for pixel but for the edges.
    QFETCH(QString, scenario);
    QFETCH(double, scale);
    loadAt(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/") + scenario, 0);
    const TerrainPainter painter(m_scene->state().map(), m_scene->layout());
    const QRectF area = painter.bounds().intersected(
        QRectF(painter.bounds().topLeft(), QSizeF(600, 450) / scale));
    const auto canvas = [&] {
        QImage image((area.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        return image;
    };
    QImage stamped = canvas();
    {
        QPainter p(&stamped);
        p.scale(scale, scale);
        p.translate(-area.topLeft());
        painter.paint(&p, area, scale > 0.3, true);
    }
    QPicture shapes;
    {
        QPainter p(&shapes);
        painter.paint(&p, area, scale > 0.3, true);
    }
    QImage filled = canvas();
    {
        QPainter p(&filled);
        p.scale(scale, scale);
        p.translate(-area.topLeft());
        p.drawPicture(0, 0, shapes);
    }
    int unlike = 0;
    double apart = 0;
    for (int y = 0; y < stamped.height(); ++y) {
        for (int x = 0; x < stamped.width(); ++x) {
            const QColor a = stamped.pixelColor(x, y);
            const QColor b = filled.pixelColor(x, y);
            const int d = std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                std::abs(a.blue() - b.blue())});
            unlike += d > 24;
            apart += d;
        }
    }
    const int pixels = stamped.width() * stamped.height();
    qInfo("%d of %d pixels differ; %.2f on average", unlike, pixels, apart / pixels);
    QVERIFY2(unlike <= pixels / 50, qPrintable(QStringLiteral("%1 of %2").arg(unlike).arg(pixels)));
    QVERIFY2(apart / pixels < 2.0, qPrintable(QString::number(apart / pixels)));
}

QTEST_MAIN(TestMapScene)
#include "tst_mapscene.moc"
