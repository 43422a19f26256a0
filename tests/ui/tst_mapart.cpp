// The map's art and overlays (issue 27, items 4, 5, 6 and 12):
// - roads and streams run as lines from hex centre to hex centre, each hex drawing its half to the
//   shared hexside's midpoint (the bundled maps' roads and a few made-up maps);
// - the legend and the editor's swatches are the map's own art, not flat colours;
// - no overlay lies over a counter's name or values, at any step of any bundled example;
// - the colours that carry a meaning stay apart under a deuteranopia and a protanopia simulation
//   (Machado, Oliveira and Fernandes 2009, severity 1, in linear RGB; distance CIE76 in CIELAB);
// - a counter keeps its side's colour in every state (hit, acted, selected, target);
// - the Threats tint and the out-of-sight shading are never drawn over each other.

#include "app/rulesets.h"
#include "core/game/gamestate.h"
#include "core/hex/mapcoordinates.h"
#include "core/play/game.h"
#include "core/scenario/scenarioio.h"
#include "scenariosteps.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/helpcontroller.h"
#include "ui/mainwindow.h"
#include "ui/map/counterart.h"
#include "ui/map/counteritem.h"
#include "ui/map/facingarcsitem.h"
#include "ui/map/hexshadeitem.h"
#include "ui/map/losoverlayitem.h"
#include "ui/map/mappalette.h"
#include "ui/map/mapscene.h"
#include "ui/map/markeritem.h"
#include "ui/map/objectiveitem.h"
#include "ui/map/stacklayout.h"
#include "ui/map/stepcuesitem.h"
#include "ui/map/terrainpainter.h"
#include "ui/map/terrainswatch.h"
#include "ui/map/threatshadeitem.h"
#include "windowtest.h"

#include <QDir>
#include <QGraphicsItem>
#include <QPainter>
#include <QTest>

#include <array>
#include <cmath>
#include <memory>

using namespace hexfire;

namespace {

// --- Colour-blindness simulation --------------------------------------------------------------

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado, Oliveira and Fernandes (2009), "A physiologically-based model for simulation of color
// vision deficiency", severity 1.0; applied to linear RGB.
constexpr Matrix protanopia {{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216},
    {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix deuteranopia {{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413},
    {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix normalVision {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

double linear(double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); }

/** CIELAB (D65) of a colour as someone with that vision sees it. */
std::array<double, 3> labAsSeen(const QColor &colour, const Matrix &vision)
{
    const std::array<double, 3> rgb {
        linear(colour.redF()), linear(colour.greenF()), linear(colour.blueF())};
    std::array<double, 3> seen {};
    for (std::size_t i = 0; i < 3; ++i) {
        double v = 0.0;
        for (std::size_t j = 0; j < 3; ++j)
            v += vision[i][j] * rgb[j];
        seen[i] = std::clamp(v, 0.0, 1.0);
    }
    const double x = 0.4124564 * seen[0] + 0.3575761 * seen[1] + 0.1804375 * seen[2];
    const double y = 0.2126729 * seen[0] + 0.7151522 * seen[1] + 0.0721750 * seen[2];
    const double z = 0.0193339 * seen[0] + 0.1191920 * seen[1] + 0.9503041 * seen[2];
    const auto f = [](double t) {
        constexpr double d = 6.0 / 29.0;
        return t > d * d * d ? std::cbrt(t) : t / (3 * d * d) + 4.0 / 29.0;
    };
    const double fx = f(x / 0.95047);
    const double fy = f(y);
    const double fz = f(z / 1.08883);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

double distanceAsSeen(const QColor &a, const QColor &b, const Matrix &vision)
{
    const auto p = labAsSeen(a, vision);
    const auto q = labAsSeen(b, vision);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

// --- Helpers ----------------------------------------------------------------------------------

QString scenarioPath(const QString &file)
{
    return QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/") + file;
}

QPointF toQ(PointF p) { return {p.x, p.y}; }

/** The midpoint of the hexside between h and its neighbour in direction d. */
QPointF sideMidpoint(const HexLayout &layout, Hex h, HexDirection d)
{
    const Segment side = layout.hexside(h, d);
    return (toQ(side.a) + toQ(side.b)) / 2.0;
}

bool near(QPointF a, QPointF b) { return QLineF(a, b).length() < 1e-6; }

bool hasSegment(const std::vector<QLineF> &segments, QPointF from, QPointF to)
{
    return std::any_of(segments.begin(), segments.end(),
        [&](const QLineF &s) { return near(s.p1(), from) && near(s.p2(), to); });
}

/** A small map from rows of symbols: '.' clear, '=' road, '~' stream, 'r' clear with a road. */
MapGrid mapFrom(const QStringList &rows)
{
    MapGrid map(MapCoordinates(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()),
                    Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", ""}, {"road", "Road", ""}, {"stream", "Stream", ""}});
    for (int row = 0; row < rows.size(); ++row) {
        for (int col = 0; col < rows[row].size(); ++col) {
            const Hex h
                = map.coordinates().hexAt(row * static_cast<int>(rows.front().size()) + col);
            const QChar c = rows[row][col];
            if (c == QLatin1Char('='))
                map.setTerrain(h, "road");
            else if (c == QLatin1Char('~'))
                map.setTerrain(h, "stream");
            else if (c == QLatin1Char('r'))
                map.addFeature(h, "road");
        }
    }
    return map;
}

/** The z order an item is drawn at among the scene's top-level items. */
double drawnAt(const QGraphicsItem *item) { return item->topLevelItem()->zValue(); }

} // namespace

Q_DECLARE_METATYPE(hexfire::HexLine)

class TestMapArt : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void linesJoinCentreToCentre_data();
    void linesJoinCentreToCentre();
    void roadsArePaintedAlongTheirSegments_data();
    void roadsArePaintedAlongTheirSegments();
    void riversAndStreamsDiffer();
    void swatchesAreTheMapsArt_data();
    void swatchesAreTheMapsArt();
    void legendShowsTheMapsArt();
    void buildingsShowBesideACounter_data();
    void buildingsShowBesideACounter();

    void overlaysNeverOverCounterText_data();
    void overlaysNeverOverCounterText();

    void meaningsStayApartForColourBlindEyes_data();
    void meaningsStayApartForColourBlindEyes();
    void everyMeaningHasASecondCue();
    void counterKeepsItsSideColour_data();
    void counterKeepsItsSideColour();

    void threatsTintReplacesTheSightShading();
    void counterNamesRead_data();
    void counterNamesRead();

private:
    /** The scenario at a step of its script, in a window of its own. */
    std::unique_ptr<MainWindow> openAt(const QString &file, int step);
};

void TestMapArt::initTestCase() { testing::prepareWindowTest("tst_mapart"); }

void TestMapArt::counterNamesRead_data()
{
    // La Bataille's names were about 5 pixels high on a counter at 154%: a battalion is named as
    // orders of battle print it, and a name that still needs two lines gets a taller strip.
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("printed");
    QTest::addColumn<bool>("twoLines");
    QTest::newRow("a battalion of a numbered regiment") << "labataille-flank-fire.json"
                                                        << "fr-4lig-1"
                                                        << "1/4th Ligne" << false;
    QTest::newRow("a battalion of a named regiment") << "labataille-flank-fire.json"
                                                     << "ru-kexholm-2"
                                                     << "2/Kexholm Musketeers" << true;
    QTest::newRow("a squad") << "tlhy-21-8-3-assault-hex.json"
                             << "us-1st-squad"
                             << "1st Sqd" << false;
}

void TestMapArt::counterNamesRead()
{
    QFETCH(QString, scenario);
    QFETCH(QString, unit);
    QFETCH(QString, printed);
    QFETCH(bool, twoLines);
    GameSession session;
    QString error;
    QVERIFY2(session.openFile(testing::bundledScenario(scenario.toLatin1().constData()), &error),
        qPrintable(error));
    const Unit *u = session.state().findUnit(UnitId {unit.toStdString()});
    QVERIFY(u);
    const CounterFace face = CounterFace::fromUnit(*u, nullptr, session.rules());
    QCOMPARE(face.name, printed);
    const QRectF strip = CounterArt::nameAreaFor(face);
    QCOMPARE(strip == CounterArt::tallNameArea(), twoLines);
    // Two lines in the taller strip are no smaller than one line at its smallest (12% of the
    // counter), and its first line is where a stack leaves it in sight.
    QVERIFY(CounterArt::tallNameArea().height() * 0.47 >= 0.12 * 1.1);
    QCOMPARE(strip.top(), CounterArt::nameArea().top());
}

std::unique_ptr<MainWindow> TestMapArt::openAt(const QString &file, int step)
{
    auto w = std::make_unique<MainWindow>(false);
    w->resize(1366, 768);
    QString error;
    if (!w->findChild<FileController *>()->openFile(file, &error)) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    // A jump on the timeline: the window shows the step as a player who went there sees it, and
    // refreshes once instead of once per step before it.
    if (!w->session()->goTo(step, &error) || w->session()->position() != step) {
        qWarning("step %d: %s", step, qPrintable(error));
        return nullptr;
    }
    QCoreApplication::processEvents();
    return w;
}

// --- Item 4: roads, streams, rivers -----------------------------------------------------------

void TestMapArt::linesJoinCentreToCentre_data()
{
    QTest::addColumn<QString>("file"); // a bundled scenario, or empty for rows
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<HexLine>("line");
    QTest::addColumn<int>("lineHexes"); // how many hexes carry the line (-1: any, at least one)
    QTest::newRow("Tide of Iron round: its roads")
        << "toi-round.json" << QStringList() << HexLine::Road << -1;
    QTest::newRow("Tide of Iron round: its stream")
        << "toi-round.json" << QStringList() << HexLine::Stream << -1;
    QTest::newRow("Tide of Iron sandbox: its roads")
        << "toi-sandbox.json" << QStringList() << HexLine::Road << -1;
    QTest::newRow("TLHY sandbox: the roads to its crossroads (in-hex features)")
        << "tlhy-sandbox.json" << QStringList() << HexLine::Road << 37;
    QTest::newRow("a road across a small map")
        << QString() << QStringList {"....", "====", "...."} << HexLine::Road << 4;
    QTest::newRow("a road as an in-hex feature (La Bataille, TLHY)")
        << QString() << QStringList {"r...", ".r..", "..r."} << HexLine::Road << 3;
    QTest::newRow("a lone road hex")
        << QString() << QStringList {"...", ".=.", "..."} << HexLine::Road << 1;
    QTest::newRow("a stream with a bend")
        << QString() << QStringList {".~..", ".~~.", "..~."} << HexLine::Stream << 4;
    QTest::newRow("a crossroads: two roads meet in one hex")
        << QString() << QStringList {"..=..", "..=..", "=====", "..=..", "..=.."} << HexLine::Road
        << 9;
}

void TestMapArt::linesJoinCentreToCentre()
{
    QFETCH(QString, file);
    QFETCH(QStringList, rows);
    QFETCH(HexLine, line);
    QFETCH(int, lineHexes);
    MapGrid map;
    if (!file.isEmpty()) {
        const LoadResult loaded = loadScenarioFile(scenarioPath(file).toStdString());
        QVERIFY(loaded.ok());
        map = loaded.scenario->initial.map();
    } else {
        map = mapFrom(rows);
    }
    const HexLayout layout(map.coordinates().orientation(), MapScene::hexSize);
    const TerrainPainter painter(map, layout);
    int carrying = 0;
    for (Hex h : map.hexes()) {
        const std::vector<QLineF> segments = painter.lineSegments(h, line);
        if (!painter.carries(h, line)) {
            QVERIFY(segments.empty());
            continue;
        }
        ++carrying;
        QVERIFY2(!segments.empty(), map.label(h).c_str());
        const QPointF c = painter.centre(h);
        int links = 0;
        const std::vector<HexDirection> linked = painter.links(h, line);
        const auto isLinked = [&](Hex a, Hex b) {
            for (HexDirection d : painter.links(a, line)) {
                if (neighbor(a, d) == b)
                    return true;
            }
            return false;
        };
        for (HexDirection d : allDirections) {
            const Hex n = neighbor(h, d);
            if (!painter.carries(n, line))
                continue;
            const QString where = QStringLiteral("%1 to %2")
                                      .arg(QString::fromStdString(map.label(h)),
                                          QString::fromStdString(map.label(n)));
            if (!isLinked(h, n)) {
                // Left out only as the third side of a junction: the line still runs from h to n
                // through the hex that touches both.
                QVERIFY2(!isLinked(n, h), qPrintable(where));
                const bool viaJunction
                    = std::any_of(allDirections.begin(), allDirections.end(), [&](HexDirection e) {
                          const Hex junction = neighbor(h, e);
                          return distance(junction, n) == 1 && isLinked(h, junction)
                              && isLinked(n, junction);
                      });
                QVERIFY2(viaJunction, qPrintable(where));
                continue;
            }
            ++links;
            // This hex's half and the neighbour's half meet at the shared hexside's midpoint:
            // one line from centre to centre.
            const QPointF mid = sideMidpoint(layout, h, d);
            QVERIFY2(hasSegment(segments, c, mid), qPrintable(where));
            QVERIFY2(hasSegment(painter.lineSegments(n, line), painter.centre(n), mid),
                qPrintable(where));
        }
        QCOMPARE(static_cast<int>(linked.size()), links);
        // No triangle: two hexes linked to h are not linked to each other.
        for (HexDirection a : linked) {
            for (HexDirection b : linked)
                QVERIFY2(a == b || !isLinked(neighbor(h, a), neighbor(h, b)), map.label(h).c_str());
        }
        // Every segment starts at the centre; a hex with no link still shows its line.
        for (const QLineF &s : segments)
            QVERIFY(near(s.p1(), c));
        if (links == 0)
            QCOMPARE(segments.size(), std::size_t(2));
        else
            QVERIFY(static_cast<int>(segments.size()) >= links);
    }
    if (lineHexes < 0)
        QVERIFY2(carrying > 0, "the map's line is drawn");
    else
        QCOMPARE(carrying, lineHexes);
}

void TestMapArt::roadsArePaintedAlongTheirSegments_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("Tide of Iron round") << "toi-round.json";
    QTest::newRow("Tide of Iron sandbox") << "toi-sandbox.json";
    QTest::newRow("TLHY sandbox") << "tlhy-sandbox.json";
}

void TestMapArt::roadsArePaintedAlongTheirSegments()
{
    // The painter draws what lineSegments says: near the hexside end of each half-segment, off the
    // centre's counters, the map shows the road's surface.
    QFETCH(QString, file);
    const LoadResult loaded = loadScenarioFile(scenarioPath(file).toStdString());
    QVERIFY(loaded.ok());
    const MapGrid &map = loaded.scenario->initial.map();
    const HexLayout layout(map.coordinates().orientation(), MapScene::hexSize);
    const TerrainPainter painter(map, layout);
    const QRectF bounds = painter.bounds();
    QImage image(bounds.size().toSize(), QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.translate(-bounds.topLeft());
    painter.paint(&p, bounds, true, false);
    p.end();
    int checked = 0;
    for (Hex h : map.hexes()) {
        for (const QLineF &s : painter.lineSegments(h, HexLine::Road)) {
            const QPoint at = (s.pointAt(0.8) - bounds.topLeft()).toPoint();
            if (!image.rect().contains(at))
                continue;
            const QColor c = image.pixelColor(at);
            // The road's light surface (238, 190, 104), not open ground (231, 226, 190).
            QVERIFY2(std::abs(c.red() - 238) < 30 && std::abs(c.green() - 190) < 30
                    && std::abs(c.blue() - 104) < 40,
                qPrintable(
                    QStringLiteral("%1: %2").arg(QString::fromStdString(map.label(h)), c.name())));
            ++checked;
        }
    }
    QVERIFY(checked > 10);
}

void TestMapArt::riversAndStreamsDiffer()
{
    // A river along a hexside is drawn much wider than a stream: across the hexside's middle, the
    // run of water-coloured pixels.
    auto width = [](const char *feature) {
        const QImage image = TerrainSwatch::feature(feature, true, 400);
        // The feature lies on the lower hexside (direction 3): scan up the middle column.
        int run = 0;
        for (int y = image.height() - 1; y >= 0; --y) {
            const QColor c = image.pixelColor(image.width() / 2, y);
            if (c.alpha() > 0 && c.blue() > c.red() + 40)
                ++run;
        }
        return run;
    };
    const int river = width("river");
    const int stream = width("stream");
    QVERIFY2(stream > 0, "a stream shows");
    QVERIFY2(river > stream * 2,
        qPrintable(QStringLiteral("river %1 px, stream %2 px").arg(river).arg(stream)));
    QVERIFY(TerrainPainter::isRiver("river"));
    QVERIFY(!TerrainPainter::isRiver("stream"));
    QVERIFY(TerrainPainter::isStream("stream"));
}

void TestMapArt::swatchesAreTheMapsArt_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    // These three shared one tan swatch; they differ on the map.
    QTest::newRow("clear and hill") << "clear"
                                    << "hill";
    QTest::newRow("clear and road") << "clear"
                                    << "road";
    QTest::newRow("hill and road") << "hill"
                                   << "road";
    QTest::newRow("clear and stream") << "clear"
                                      << "stream";
}

void TestMapArt::swatchesAreTheMapsArt()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    const QImage first = TerrainSwatch::terrain({a.toStdString(), a.toStdString(), "#d8d0a0"}, 64);
    const QImage second = TerrainSwatch::terrain({b.toStdString(), b.toStdString(), "#d8d0a0"}, 64);
    QCOMPARE(first.size(), second.size());
    int differing = 0;
    for (int y = 0; y < first.height(); ++y) {
        for (int x = 0; x < first.width(); ++x) {
            const QColor p = first.pixelColor(x, y);
            const QColor q = second.pixelColor(x, y);
            if (std::abs(p.red() - q.red()) + std::abs(p.green() - q.green())
                    + std::abs(p.blue() - q.blue())
                > 24)
                ++differing;
        }
    }
    QVERIFY2(differing > first.width() * first.height() / 20,
        qPrintable(QStringLiteral("%1 pixels differ").arg(differing)));
    // The swatch is the painter's own fill: its centre has the map's colour for the terrain.
    const QColor centre = first.pixelColor(first.width() / 2 + 8, first.height() / 2 - 8);
    QVERIFY(centre.alpha() == 255);
}

void TestMapArt::legendShowsTheMapsArt()
{
    auto w = openAt(scenarioPath(QStringLiteral("toi-round.json")), 0);
    QVERIFY(w);
    const QString html = HelpController::legendHtml(w->session()->state(), w->session()->rules());
    // One picture of the map's art per terrain the map uses, none of the flat swatches.
    int used = 0;
    const MapGrid &map = w->session()->state().map();
    std::vector<bool> seen(map.terrainKinds().size(), false);
    for (Hex h : map.hexes())
        seen[static_cast<std::size_t>(map.terrainIndexAt(h))] = true;
    used = static_cast<int>(std::count(seen.begin(), seen.end(), true));
    QVERIFY(html.count(QStringLiteral("<img src=\"data:image/png;base64,")) >= used);
    QVERIFY(html.contains(QStringLiteral("Threats")));
}

void TestMapArt::buildingsShowBesideACounter_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::newRow("a wooden building") << "wooden-building";
    QTest::newRow("a stone building") << "stone-building";
    QTest::newRow("a village") << "village";
}

void TestMapArt::buildingsShowBesideACounter()
{
    // The houses stand round the hex's sides: most of their pixels lie outside the square the
    // largest counter covers in the middle of the hex (StackLayout::largest of the hex size).
    QFETCH(QString, terrain);
    const int pixels = 400;
    const QImage plain = TerrainSwatch::terrain({"clear", "Clear", ""}, pixels);
    const QImage built
        = TerrainSwatch::terrain({terrain.toStdString(), terrain.toStdString(), ""}, pixels);
    QCOMPARE(plain.size(), built.size());
    // The swatch shows the hex (2 sizes wide) with 0.12 of a size round it.
    const double perSize = pixels / 2.24;
    const double half = StackLayout::largest / 2 * perSize;
    const QPointF centre(built.width() / 2.0, built.height() / 2.0);
    const QRectF counter(centre - QPointF(half, half), QSizeF(2 * half, 2 * half));
    int outside = 0;
    int inside = 0;
    for (int y = 0; y < built.height(); ++y) {
        for (int x = 0; x < built.width(); ++x) {
            const QColor c = built.pixelColor(x, y);
            const QColor ground = plain.pixelColor(x, y);
            // The houses' walls and roofs: where the hex is far darker than open ground (the
            // grid and the hex's edge are the same in both).
            if (c.alpha() < 255 || c.lightnessF() > 0.5
                || ground.lightnessF() - c.lightnessF() < 0.2)
                continue;
            (counter.contains(QPointF(x, y)) ? inside : outside) += 1;
        }
    }
    QVERIFY2(outside > 10 * std::max(inside, 1),
        qPrintable(QStringLiteral("%1 house pixels beside a counter, %2 under it")
                       .arg(outside)
                       .arg(inside)));
}

// --- Item 5: overlays beside the counters, never over their text -------------------------------

void TestMapArt::overlaysNeverOverCounterText_data() { testing::addEveryBundledStep(); }

void TestMapArt::overlaysNeverOverCounterText()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    auto w = openAt(file, step);
    QVERIFY(w);
    MapScene *scene = w->scene();
    // Every unit selected in turn would be slow; the step's own selection and overlays are what
    // the window shows. Text rectangles shrink by half a scene unit: antialiased edges touch.
    struct Text {
        QRectF rect;
        const CounterItem *counter;
    };
    std::vector<Text> texts;
    std::vector<const MarkerItem *> chits;
    std::vector<QRectF> flags;
    for (QGraphicsItem *item : scene->items()) {
        if (!item->isVisible())
            continue;
        if (item->type() == CounterItem::Type) {
            const auto *counter = static_cast<const CounterItem *>(item);
            for (const QRectF &r : counter->textSceneRects())
                texts.push_back({r.adjusted(0.5, 0.5, -0.5, -0.5), counter});
        } else if (auto *marker = dynamic_cast<const MarkerItem *>(item)) {
            chits.push_back(marker);
        } else if (item->type() == ObjectiveItem::Type) {
            const auto *objective = static_cast<const ObjectiveItem *>(item);
            flags.push_back(objective->mapRectToScene(objective->flagRect()));
        }
    }
    QVERIFY(!texts.empty());
    const auto describe = [&](const QGraphicsItem *item) {
        if (item->type() == CounterItem::Type) {
            const auto *c = static_cast<const CounterItem *>(item);
            const QRectF m = c->markingsShape().boundingRect();
            return QStringLiteral(
                "the markings of %1 (acted %2, selected %3, supporting %4, "
                "facing %5, hidden %6; markings %7,%8 %9x%10 on a counter of %11)")
                .arg(QString::fromStdString(c->unitId().value))
                .arg(c->acted())
                .arg(c->highlighted())
                .arg(c->supporting())
                .arg(c->facingAngle().value_or(-1))
                .arg(c->hiddenBelow())
                .arg(m.x())
                .arg(m.y())
                .arg(m.width())
                .arg(m.height())
                .arg(c->size());
        }
        if (item->type() == StepCuesItem::Type)
            return QStringLiteral("the step's rings and arrows");
        if (item->topLevelItem()->type() == StepCuesItem::Type)
            return QStringLiteral("a die chip or note (%1)").arg(item->toolTip());
        return QStringLiteral("an item of type %1 at z %2").arg(item->type()).arg(item->zValue());
    };
    for (QGraphicsItem *item : scene->items()) {
        if (!item->isVisible())
            continue;
        QPainterPath shape;
        if (item->type() == CounterItem::Type)
            shape = item->mapToScene(static_cast<const CounterItem *>(item)->markingsShape());
        else
            shape = item->mapToScene(item->shape());
        if (shape.isEmpty())
            continue;
        for (const Text &t : texts) {
            const bool own = t.counter == item;
            // What is drawn under a counter cannot cover its text; its own markings can.
            if (!own && drawnAt(item) <= drawnAt(t.counter))
                continue;
            if (!own && item->type() == CounterItem::Type)
                continue; // a counter over a counter: the stack layout's business (tst_mapscene)
            QVERIFY2(!shape.intersects(t.rect),
                qPrintable(
                    QStringLiteral("%1 covers text of %2 at (%3, %4)")
                        .arg(describe(item), QString::fromStdString(t.counter->unitId().value))
                        .arg(t.rect.center().x())
                        .arg(t.rect.center().y())));
        }
        // A die chip or note never hides a marker chit or an objective's flag.
        if (item->parentItem() && item->topLevelItem()->type() == StepCuesItem::Type) {
            for (const MarkerItem *chit : chits) {
                const QRectF body = chit->sceneBoundingRect().adjusted(1, 1, -1, -1);
                QVERIFY2(!shape.intersects(body),
                    qPrintable(QStringLiteral("a die chip covers a marker chit at (%1, %2)")
                                   .arg(body.center().x())
                                   .arg(body.center().y())));
            }
            for (const QRectF &flag : flags) {
                QVERIFY2(!shape.intersects(flag.adjusted(1, 1, -1, -1)),
                    qPrintable(QStringLiteral("a die chip covers an objective's flag at (%1, %2)")
                                   .arg(flag.center().x())
                                   .arg(flag.center().y())));
            }
        }
    }
}

// --- Item 6: meaning by more than colour --------------------------------------------------------

void TestMapArt::meaningsStayApartForColourBlindEyes_data()
{
    QTest::addColumn<QColor>("a");
    QTest::addColumn<QColor>("b");
    struct Pair {
        const char *name;
        QColor a;
        QColor b;
    };
    const Pair pairs[] = {
        {"line of sight clear and hindered", MapPalette::verdict(LosVerdict::Clear),
            MapPalette::verdict(LosVerdict::Hindered)},
        {"line of sight clear and blocked", MapPalette::verdict(LosVerdict::Clear),
            MapPalette::verdict(LosVerdict::Blocked)},
        {"line of sight hindered and blocked", MapPalette::verdict(LosVerdict::Hindered),
            MapPalette::verdict(LosVerdict::Blocked)},
        {"front and flank", FacingArcsItem::colour(HexsideClass::Front),
            FacingArcsItem::colour(HexsideClass::Flank)},
        {"front and rear", FacingArcsItem::colour(HexsideClass::Front),
            FacingArcsItem::colour(HexsideClass::Rear)},
        {"flank and rear", FacingArcsItem::colour(HexsideClass::Flank),
            FacingArcsItem::colour(HexsideClass::Rear)},
        {"target legal and refused", MapPalette::good(), MapPalette::bad()},
    };
    const std::pair<const char *, Matrix> visions[] = {{"normal vision", normalVision},
        {"deuteranopia", deuteranopia}, {"protanopia", protanopia}};
    QTest::addColumn<int>("vision");
    for (const Pair &p : pairs) {
        for (int v = 0; v < 3; ++v)
            QTest::addRow("%s, %s", p.name, visions[v].first) << p.a << p.b << v;
    }
}

void TestMapArt::meaningsStayApartForColourBlindEyes()
{
    QFETCH(QColor, a);
    QFETCH(QColor, b);
    QFETCH(int, vision);
    const Matrix matrices[] = {normalVision, deuteranopia, protanopia};
    // CIE76 distance; 40 is far beyond a just noticeable difference (about 2.3) and about what
    // tells two map symbols apart at a glance. The old green against red came to 10.5 (front and
    // rear) and 16 (clear and blocked) under deuteranopia.
    const double minimum = 40.0;
    const double d = distanceAsSeen(a, b, matrices[vision]);
    QVERIFY2(d >= minimum,
        qPrintable(QStringLiteral("%1 and %2: %3").arg(a.name(), b.name()).arg(d, 0, 'f', 1)));
    // The model itself: it merges the old red and green for a deuteranope.
    if (vision == 1)
        QVERIFY(distanceAsSeen(QColor(0x2e, 0x9d, 0x3a), QColor(0xc6, 0x28, 0x28), deuteranopia)
            < 15.0);
}

void TestMapArt::everyMeaningHasASecondCue()
{
    // Besides its colour, each verdict has its own line style and each hexside class its own
    // line style and letter, so that none rests on colour alone.
    const std::array<LosVerdict, 3> verdicts {
        LosVerdict::Clear, LosVerdict::Hindered, LosVerdict::Blocked};
    for (std::size_t i = 0; i < verdicts.size(); ++i) {
        for (std::size_t j = i + 1; j < verdicts.size(); ++j)
            QVERIFY(MapPalette::verdictStyle(verdicts[i]) != MapPalette::verdictStyle(verdicts[j]));
    }
    const std::array<HexsideClass, 3> classes {
        HexsideClass::Front, HexsideClass::Flank, HexsideClass::Rear};
    for (std::size_t i = 0; i < classes.size(); ++i) {
        QVERIFY(!MapPalette::hexsideLabel(classes[i]).isEmpty());
        for (std::size_t j = i + 1; j < classes.size(); ++j) {
            QVERIFY(FacingArcsItem::lineStyle(classes[i]) != FacingArcsItem::lineStyle(classes[j]));
            QVERIFY(MapPalette::hexsideLabel(classes[i]) != MapPalette::hexsideLabel(classes[j]));
        }
    }
}

void TestMapArt::counterKeepsItsSideColour_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("state");
    for (const char *file : {"skirmish-round.json", "tlhy-21-8-simple-fire-resolution.json"}) {
        for (const char *state : {"plain", "hit", "acted", "selected", "target", "supporting"})
            QTest::addRow("%s, %s", file, state) << QString::fromLatin1(file) << state;
    }
}

void TestMapArt::counterKeepsItsSideColour()
{
    QFETCH(QString, file);
    QFETCH(QString, state);
    auto w = openAt(scenarioPath(file), 0);
    QVERIFY(w);
    MapScene *scene = w->scene();
    GameState position = w->session()->state();
    const RuleSet &rules = w->session()->rules();
    // The first unit on the map, and a state its rule system draws as a band across the counter
    // (a hit in the skirmish rules: "down"), else any status it publishes.
    const Unit *unit = nullptr;
    for (const Unit &u : position.units()) {
        if (u.onMap()) {
            unit = &u;
            break;
        }
    }
    QVERIFY(unit);
    Unit changed = *unit;
    const Side *side = position.findSide(unit->side);
    QVERIFY(side);
    const QColor sideColour(QString::fromStdString(side->colour));
    if (state == QLatin1String("hit")) {
        const auto &statuses = rules.vocabulary().statuses;
        auto band = std::find_if(statuses.begin(), statuses.end(),
            [](const StatusType &t) { return t.look.style == StatusLook::Style::Band; });
        QVERIFY2(band != statuses.end(), "the rule system draws some state as a band");
        changed.status.set(band->key);
        position.replaceUnit(changed);
        scene->setState(position, rules);
    }
    const UnitId id = changed.id;
    CounterItem *item = scene->counterItem(id);
    QVERIFY(item);
    if (state == QLatin1String("acted"))
        scene->setActed({id});
    else if (state == QLatin1String("selected"))
        scene->setSelectedUnit(id);
    else if (state == QLatin1String("supporting"))
        scene->setSupporters({id});
    else if (state == QLatin1String("target"))
        scene->setTarget(changed.hex, true);
    // The counter drawn at 4 pixels a scene unit, and its body's fill where no text, symbol or
    // badge is printed: the left of the symbol, below the band's caption strip.
    const QRectF body = item->bodySceneRect();
    const double scale = 4.0;
    QImage image((body.size() * scale).toSize(), QImage::Format_ARGB32);
    image.fill(Qt::black);
    QPainter p(&image);
    scene->render(&p, QRectF(QPointF(0, 0), QSizeF(image.size())), body);
    p.end();
    const QPointF spot(0.2, 0.635);
    const QColor fill = image.pixelColor(QPoint(
        static_cast<int>(spot.x() * image.width()), static_cast<int>(spot.y() * image.height())));
    // The body is lit from one corner (lighter to darker), so allow that much.
    const double d = distanceAsSeen(fill, sideColour, normalVision);
    QVERIFY2(d < 12.0,
        qPrintable(QStringLiteral("%1 is drawn %2 where its side is %3 (distance %4)")
                       .arg(QString::fromStdString(changed.name), fill.name(), sideColour.name())
                       .arg(d, 0, 'f', 1)));
}

// --- Item 12: one overlay at a time -----------------------------------------------------------

void TestMapArt::threatsTintReplacesTheSightShading()
{
    auto w = openAt(scenarioPath(QStringLiteral("tlhy-sandbox.json")), 0);
    QVERIFY(w);
    MapScene *scene = w->scene();
    const MapGrid &map = w->session()->state().map();
    std::vector<LosResult> sight(static_cast<std::size_t>(map.hexCount()));
    for (LosResult &r : sight)
        r.verdict = LosVerdict::Blocked;
    scene->setVisibility(sight);
    QVERIFY(scene->shadeItem()->visibilityShown());
    std::vector<double> levels(static_cast<std::size_t>(map.hexCount()), 0.5);
    scene->setThreatLevels(levels);
    QVERIFY2(!scene->shadeItem()->visibilityShown(), "the sight shading steps aside");
    QCOMPARE(scene->shadeItem()->visibility().size(), sight.size());
    scene->setThreatLevels({});
    QVERIFY2(scene->shadeItem()->visibilityShown(), "and comes back with the tint gone");
    // A tint with no hex shaded leaves the sight shading as it is.
    scene->setThreatLevels(std::vector<double>(levels.size(), -1.0));
    QVERIFY(scene->shadeItem()->visibilityShown());
}

QTEST_MAIN(TestMapArt)
#include "tst_mapart.moc"
