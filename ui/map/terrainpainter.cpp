#include "ui/map/terrainpainter.h"

#include <QPainter>
#include <QPainterPath>
#include <QRandomGenerator>

#include <algorithm>
#include <array>
#include <cmath>

namespace hexfire {

namespace {

bool has(const std::string &id, const char *word) { return id.find(word) != std::string::npos; }

std::string lower(std::string_view text)
{
    std::string id(text);
    std::transform(id.begin(), id.end(), id.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return id;
}

// A road or track feature; a roadblock is an obstacle on a road, not a road.
bool isRoadWord(const std::string &id)
{
    return (has(id, "road") || has(id, "track")) && !has(id, "block");
}

bool isStreamWord(const std::string &id)
{
    return has(id, "stream") || has(id, "creek") || has(id, "brook");
}

QPointF toQ(PointF p) { return {p.x, p.y}; }

// A stable seed per hex, so glyphs sit in the same place on every repaint and every tile.
quint32 seedFor(Hex h)
{
    // Unsigned: the products wrap, as a hash should (a signed product past 2^31 is undefined).
    return static_cast<quint32>(h.q()) * 73856093u ^ static_cast<quint32>(h.r()) * 19349663u
        ^ 0x5bd1e995u;
}

const QColor contourColour(140, 96, 48);

/** The grid's colour and width (of the hex size): thin and a little transparent, like the printed
    hex grid. */
const QColor gridColour(60, 55, 40, 120);
constexpr double gridWidth = 0.025;
/** A terrain's fill is outlined in its own colour this wide (of the hex size): a hair larger than
    the hex, so that no paper shows between fills. */
constexpr double fillOutline = 0.01;

/** Every hex's outline around (0, 0), grown (or shrunk) by `by` scene units on every side. */
QPolygonF outlineAround(const HexLayout &layout, double by)
{
    const PointF origin = layout.centre(Hex());
    const double apothem = layout.size() * std::sqrt(3.0) / 2.0;
    const double scale = 1.0 + by / apothem;
    QPolygonF out;
    for (const PointF &p : layout.polygon(Hex()))
        out << QPointF(p.x - origin.x, p.y - origin.y) * scale;
    return out;
}

QPainterPath band(const QPolygonF &outer, const QPolygonF &inner)
{
    QPainterPath path;
    path.setFillRule(Qt::OddEvenFill);
    path.addPolygon(outer);
    path.closeSubpath();
    path.addPolygon(inner);
    path.closeSubpath();
    return path;
}

} // namespace

TerrainPainter::TerrainPainter(const MapGrid &map, const HexLayout &layout)
    : m_map(map)
    , m_layout(layout)
    , m_fillStamps(outlineAround(layout, layout.size() * fillOutline / 2))
    , m_gridStamps(outlineAround(layout, 0),
          band(outlineAround(layout, layout.size() * gridWidth / 2),
              outlineAround(layout, -layout.size() * gridWidth / 2)))
{ }

TerrainLook TerrainPainter::lookFor(const TerrainKind &kind)
{
    const std::string id = lower(kind.id);
    const bool building = has(id, "build") || has(id, "urban") || has(id, "hut") || has(id, "house")
        || has(id, "town") || has(id, "village");
    if (building)
        return has(id, "stone") || has(id, "urban") || has(id, "brick")
            ? TerrainLook::StoneBuilding
            : TerrainLook::WoodenBuilding;
    if (has(id, "wood") || has(id, "forest") || has(id, "jungle") || has(id, "tree")
        || has(id, "orchard"))
        return TerrainLook::Woods;
    if (has(id, "marsh") || has(id, "swamp") || has(id, "bog"))
        return TerrainLook::Marsh;
    if (has(id, "hill") || has(id, "slope") || has(id, "ridge"))
        return TerrainLook::Hill;
    if (isStreamWord(id))
        return TerrainLook::Stream;
    if (has(id, "water") || has(id, "river") || has(id, "lake") || has(id, "pond"))
        return TerrainLook::Water;
    if (isRoadWord(id))
        return TerrainLook::Road;
    if (has(id, "field") || has(id, "grain") || has(id, "crop") || has(id, "brush"))
        return TerrainLook::Field;
    if (has(id, "clear") || has(id, "open") || has(id, "grass"))
        return TerrainLook::Clear;
    return TerrainLook::Other;
}

QColor TerrainPainter::baseColour(const TerrainKind &kind)
{
    switch (lookFor(kind)) {
    case TerrainLook::Clear:
        return {231, 226, 190};
    case TerrainLook::Field:
        return {222, 214, 150};
    case TerrainLook::Woods:
        return {84, 122, 62};
    case TerrainLook::WoodenBuilding:
        return {222, 210, 182};
    case TerrainLook::StoneBuilding:
        return {205, 200, 190};
    case TerrainLook::Marsh:
        return {190, 212, 196};
    case TerrainLook::Hill:
        return {221, 203, 158};
    case TerrainLook::Water:
        return {142, 190, 220};
    case TerrainLook::Road:
        return {231, 226, 190};
    case TerrainLook::Stream:
        // Damp meadow along the banks: the stream itself is the line drawn through the hexes.
        return {208, 224, 196};
    case TerrainLook::Other:
        break;
    }
    const QColor hint(QString::fromStdString(kind.colour));
    return hint.isValid() ? hint : QColor(225, 222, 200);
}

QPointF TerrainPainter::centre(Hex h) const { return toQ(m_layout.centre(h)); }

QPolygonF TerrainPainter::polygon(Hex h) const
{
    QPolygonF poly;
    for (const PointF &p : m_layout.polygon(h))
        poly << toQ(p);
    return poly;
}

QRectF TerrainPainter::bounds() const
{
    QRectF r;
    for (const Hex &h : m_map.hexes())
        r = r.united(polygon(h).boundingRect());
    return r;
}

void TerrainPainter::paint(QPainter *painter, const QRectF &rect, bool glyphs, bool labels) const
{
    const double margin = m_layout.size() * 1.2;
    const QRectF area = rect.adjusted(-margin, -margin, margin, margin);
    std::vector<Hex> visible;
    for (const Hex &h : m_map.hexes()) {
        if (area.contains(centre(h)))
            visible.push_back(h);
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    // Fills first, then textures: tree crowns spread over the neighbouring woods' fill.
    if (m_fillStamps.begin(painter)) {
        for (const Hex &h : visible)
            m_fillStamps.stamp(painter, centre(h), baseColour(m_map.terrain(h)).rgba());
        m_fillStamps.end(painter);
    } else {
        for (const Hex &h : visible)
            paintTerrain(painter, h);
    }
    if (glyphs) {
        for (const Hex &h : visible)
            paintTexture(painter, h);
    }
    for (const Hex &h : visible)
        paintElevation(painter, h);
    paintLines(painter, visible);
    for (const Hex &h : visible)
        paintFeatures(painter, h, glyphs);

    // A grid line under a pixel wide is drawn by Qt as a faint hairline, lighter than a band of
    // that width would be: zoomed out, the grid is drawn as lines.
    const bool gridStamped = painter->deviceTransform().m11() * m_layout.size() * gridWidth >= 1.0
        && m_gridStamps.begin(painter);
    if (gridStamped) {
        for (const Hex &h : visible)
            m_gridStamps.stamp(painter, centre(h), 0, gridColour.rgba());
        m_gridStamps.end(painter);
    } else {
        QPen grid(gridColour);
        grid.setWidthF(m_layout.size() * gridWidth);
        painter->setPen(grid);
        painter->setBrush(Qt::NoBrush);
        for (const Hex &h : visible)
            painter->drawPolygon(polygon(h));
    }

    paintHexsides(painter, area);
    if (labels) {
        for (const Hex &h : visible) {
            paintLevelNumber(painter, h);
            paintLabel(painter, h);
        }
    }
    painter->restore();
}

bool TerrainPainter::isWoods(Hex h) const
{
    return m_map.contains(h) && lookFor(m_map.terrain(h)) == TerrainLook::Woods;
}

void TerrainPainter::paintTerrain(QPainter *painter, Hex h) const
{
    const QColor base = baseColour(m_map.terrain(h));
    painter->setBrush(base);
    painter->setPen(QPen(base, m_layout.size() * fillOutline));
    painter->drawPolygon(polygon(h));
}

void TerrainPainter::paintWoods(QPainter *painter, Hex h) const
{
    const QPointF c = centre(h);
    const double s = m_layout.size();
    // Crowns may spread into every neighbour that is woods too, so a wood reads as one wood,
    // not as a honeycomb.
    // Towards open ground they reach a little over the hexside, so that the wood's edge is a line
    // of crowns rather than a ruled hexside.
    QPainterPath clip;
    QPolygonF grown;
    for (const QPointF &p : polygon(h))
        grown << c + (p - c) * 1.1;
    clip.addPolygon(grown);
    for (HexDirection d : allDirections) {
        if (isWoods(neighbor(h, d)))
            clip.addPolygon(polygon(neighbor(h, d)));
    }
    clip.setFillRule(Qt::WindingFill);
    painter->save();
    painter->setClipPath(clip.simplified(), Qt::IntersectClip);
    QRandomGenerator rng(seedFor(h));
    auto jitter = [&](double amount) { return (rng.generateDouble() - 0.5) * 2.0 * amount; };
    std::vector<std::pair<QPointF, double>> crowns;
    const int ring = 8;
    crowns.emplace_back(c + QPointF(jitter(s * 0.08), jitter(s * 0.08)), s * (0.26 + jitter(0.03)));
    for (int i = 0; i < ring; ++i) {
        const double angle = i * 2.0 * M_PI / ring + jitter(0.25);
        const double radius = s * (0.5 + jitter(0.08));
        crowns.emplace_back(c + QPointF(std::cos(angle) * radius, std::sin(angle) * radius),
            s * (0.24 + jitter(0.04)));
    }
    // Over each edge shared with woods, crowns straddling the edge close the seam; along an
    // edge with open ground, crowns just inside it make the wood's edge a line of trees.
    for (HexDirection d : allDirections) {
        const Segment side = m_layout.hexside(h, d);
        const QPointF a = toQ(side.a);
        const QPointF b = toQ(side.b);
        if (isWoods(neighbor(h, d))) {
            crowns.emplace_back((a + b) / 2 + QPointF(jitter(s * 0.06), jitter(s * 0.06)),
                s * (0.25 + jitter(0.03)));
            continue;
        }
        for (const double t : {0.2, 0.5, 0.8}) {
            const QPointF edge = a + (b - a) * t;
            crowns.emplace_back(
                edge + (c - edge) * (0.22 + jitter(0.04)), s * (0.16 + jitter(0.03)));
        }
    }
    for (const auto &[p, r] : crowns) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(44, 84, 36));
        painter->drawEllipse(p, r, r);
    }
    for (const auto &[p, r] : crowns) {
        painter->setBrush(QColor(70, 118, 52));
        painter->drawEllipse(p - QPointF(r * 0.12, r * 0.12), r * 0.8, r * 0.8);
    }
    for (const auto &[p, r] : crowns) {
        painter->setBrush(QColor(112, 156, 82, 170));
        painter->drawEllipse(p - QPointF(r * 0.3, r * 0.3), r * 0.35, r * 0.35);
    }
    painter->restore();
}

void TerrainPainter::paintTexture(QPainter *painter, Hex h) const
{
    const TerrainKind &kind = m_map.terrain(h);
    const TerrainLook look = lookFor(kind);
    if (look == TerrainLook::Woods) {
        paintWoods(painter, h);
        return;
    }
    const QPolygonF poly = polygon(h);
    const QPointF c = centre(h);
    const double s = m_layout.size();

    painter->save();
    QPainterPath clip;
    clip.addPolygon(poly);
    painter->setClipPath(clip, Qt::IntersectClip);
    QRandomGenerator rng(seedFor(h));
    auto jitter = [&](double amount) { return (rng.generateDouble() - 0.5) * 2.0 * amount; };

    switch (look) {
    case TerrainLook::Woods:
        break;
    case TerrainLook::WoodenBuilding:
    case TerrainLook::StoneBuilding: {
        const bool stone = look == TerrainLook::StoneBuilding;
        const QColor wall = stone ? QColor(120, 120, 124) : QColor(156, 90, 64);
        const QColor roof = stone ? QColor(84, 86, 92) : QColor(112, 60, 42);
        // Houses round the hex's sides, where a counter in the middle leaves them in sight (in
        // the middle they lay hidden under it, and the hex read as open ground).
        const double spread = m_layout.orientation() == Orientation::FlatTop ? 0.7 : 0.6;
        for (const double degrees : {180.0, 0.0, 145.0, 35.0}) {
            const double a = degrees * M_PI / 180.0;
            painter->save();
            painter->translate(c + QPointF(std::cos(a), std::sin(a)) * spread * s);
            painter->rotate(jitter(12.0) + (degrees == 180.0 || degrees == 0.0 ? 90.0 : 0.0));
            const QRectF block(-s * 0.17, -s * 0.12, s * 0.34, s * 0.24);
            painter->setPen(QPen(roof.darker(130), s * 0.02));
            painter->setBrush(wall);
            painter->drawRect(block);
            painter->setPen(QPen(roof, s * 0.035));
            painter->drawLine(QPointF(block.left(), 0), QPointF(block.right(), 0));
            painter->restore();
        }
        break;
    }
    case TerrainLook::Marsh: {
        painter->setPen(QPen(QColor(74, 140, 128), s * 0.035, Qt::SolidLine, Qt::RoundCap));
        for (int row = -3; row <= 3; ++row) {
            for (int col = -3; col <= 3; ++col) {
                const QPointF p = c + QPointF(col * s * 0.3 + (row % 2) * s * 0.15, row * s * 0.24);
                painter->drawLine(p - QPointF(s * 0.09, 0), p + QPointF(s * 0.09, 0));
                painter->drawLine(p, p + QPointF(-s * 0.04, -s * 0.08));
                painter->drawLine(p, p + QPointF(s * 0.04, -s * 0.08));
            }
        }
        break;
    }
    case TerrainLook::Field: {
        painter->setPen(QPen(QColor(190, 176, 100), s * 0.03));
        for (int i = -5; i <= 5; ++i)
            painter->drawLine(c + QPointF(i * s * 0.2 - s, -s), c + QPointF(i * s * 0.2 + s, s));
        break;
    }
    case TerrainLook::Water: {
        painter->setPen(QPen(QColor(90, 150, 200), s * 0.03));
        for (int i = -3; i <= 3; ++i) {
            QPainterPath wave;
            const double y = c.y() + i * s * 0.25;
            wave.moveTo(c.x() - s, y);
            for (int k = 0; k < 8; ++k)
                wave.quadTo(c.x() - s + (k + 0.5) * s * 0.25, y + (k % 2 ? 1 : -1) * s * 0.05,
                    c.x() - s + (k + 1) * s * 0.25, y);
            painter->drawPath(wave);
        }
        break;
    }
    case TerrainLook::Clear:
    case TerrainLook::Road:
    case TerrainLook::Stream:
    case TerrainLook::Other: {
        // A few grass tufts keep open ground from looking like an empty board.
        painter->setPen(QPen(QColor(176, 168, 120), s * 0.02, Qt::SolidLine, Qt::RoundCap));
        for (int i = 0; i < 4; ++i) {
            const QPointF p = c + QPointF(jitter(s * 0.6), jitter(s * 0.5));
            painter->drawLine(p, p + QPointF(-s * 0.04, -s * 0.07));
            painter->drawLine(p, p + QPointF(s * 0.04, -s * 0.07));
        }
        break;
    }
    case TerrainLook::Hill:
        break;
    }
    painter->restore();
}

void TerrainPainter::paintElevation(QPainter *painter, Hex h) const
{
    const int level = m_map.elevation(h);
    if (level == 0)
        return;
    const QPolygonF poly = polygon(h);
    // Layer tints as on a relief map: every level warmer and darker than the one below, strong
    // enough that level 2 never passes for level 1; depressions cool blue.
    const int steps = std::min(std::abs(level), 4);
    painter->setPen(Qt::NoPen);
    painter->setBrush(level > 0 ? QColor(160, 96, 30, 40 + 55 * (steps - 1))
                                : QColor(40, 80, 140, 30 + 30 * steps));
    painter->drawPolygon(poly);

    // A contour on every hexside where the ground steps down, on the hexside itself (where the
    // slope is), and a fainter one inside it for each further level of the step.
    const QPointF c = centre(h);
    const double s = m_layout.size();
    for (HexDirection d : allDirections) {
        const Hex n = neighbor(h, d);
        const int other = m_map.contains(n) ? m_map.elevation(n) : level;
        if (other >= level)
            continue;
        const Segment seg = m_layout.hexside(h, d);
        for (int step = 0; step < level - other && step < 3; ++step) {
            const double inset = 0.03 + 0.1 * step;
            const QPointF a = toQ(seg.a) + (c - toQ(seg.a)) * inset;
            const QPointF b = toQ(seg.b) + (c - toQ(seg.b)) * inset;
            QColor colour = contourColour;
            colour.setAlpha(step == 0 ? 255 : 170);
            painter->setPen(
                QPen(colour, s * (step == 0 ? 0.07 : 0.04), Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(a, b);
        }
    }
}

void TerrainPainter::paintLevelNumber(QPainter *painter, Hex h) const
{
    const int level = m_map.elevation(h);
    if (level == 0)
        return;
    // The level in a small brown figure near the hex's right corner, clear of the counters,
    // as printed maps number their contours.
    const QPointF c = centre(h);
    const double s = m_layout.size();
    const QPointF at = m_layout.orientation() == Orientation::FlatTop
        ? c + QPointF(s * 0.74, 0)
        : c + QPointF(s * 0.6, -s * 0.25);
    const QRectF box(at.x() - s * 0.14, at.y() - s * 0.12, s * 0.28, s * 0.24);
    QFont font(QStringLiteral("DejaVu Sans Condensed"));
    font.setBold(true);
    font.setPixelSize(std::max(1, static_cast<int>(s * 0.2)));
    painter->setFont(font);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(250, 244, 226, 200));
    painter->drawRoundedRect(box, s * 0.05, s * 0.05);
    painter->setPen(contourColour.darker(130));
    painter->drawText(box, Qt::AlignCenter, QString::number(level));
}

void TerrainPainter::paintFeatures(QPainter *painter, Hex h, bool detail) const
{
    const auto &features = m_map.features(h);
    if (features.empty())
        return;
    const QPointF c = centre(h);
    const double s = m_layout.size();
    int other = 0;
    for (const std::string &f : features) {
        const std::string id = lower(f);
        if (id == "ip" || id == "fp" || has(id, "improved") || has(id, "fortified")
            || has(id, "trench")) {
            // Sandbags: a ring of small bags round the hex centre.
            const bool fortified = id == "fp" || has(id, "fortified");
            const double radius = s * 0.62;
            const int bags = 18;
            painter->setPen(QPen(QColor(92, 70, 40), s * 0.015));
            painter->setBrush(fortified ? QColor(150, 150, 150) : QColor(196, 170, 118));
            for (int i = 0; i < bags; ++i) {
                const double a = i * 2.0 * M_PI / bags;
                const QPointF p = c + QPointF(std::cos(a) * radius, std::sin(a) * radius * 0.9);
                painter->save();
                painter->translate(p);
                painter->rotate(a * 180.0 / M_PI + 90.0);
                painter->drawRoundedRect(
                    QRectF(-s * 0.09, -s * 0.045, s * 0.18, s * 0.09), s * 0.03, s * 0.03);
                painter->restore();
            }
            if (detail) {
                QFont font = painter->font();
                font.setPixelSize(std::max(1, static_cast<int>(s * 0.16)));
                font.setBold(true);
                painter->setFont(font);
                painter->setPen(QColor(92, 70, 40));
                const QRectF tag(c.x() - s * 0.5, c.y() + s * 0.5, s, s * 0.22);
                painter->drawText(
                    tag, Qt::AlignCenter, fortified ? QStringLiteral("FP") : QStringLiteral("IP"));
            }
        } else if (isRoadWord(id) || isStreamWord(id)) {
            // Drawn with the lines through the hexes (paintLines).
        } else if (detail) {
            QFont font = painter->font();
            font.setPixelSize(std::max(1, static_cast<int>(s * 0.14)));
            painter->setFont(font);
            painter->setPen(QColor(40, 40, 40));
            const QRectF tag(c.x() - s * 0.7, c.y() + s * (0.42 - 0.16 * other), s * 1.4, s * 0.18);
            painter->drawText(tag, Qt::AlignCenter, QString::fromStdString(f));
            ++other;
        }
    }
}

bool TerrainPainter::isRiver(std::string_view hexsideFeature)
{
    const std::string id = lower(hexsideFeature);
    return has(id, "river") || (has(id, "water") && !isStreamWord(id));
}

bool TerrainPainter::isStream(std::string_view hexsideFeature)
{
    return isStreamWord(lower(hexsideFeature));
}

bool TerrainPainter::carries(Hex h, HexLine line) const
{
    if (!m_map.contains(h))
        return false;
    const TerrainLook look = lookFor(m_map.terrain(h));
    if (look == (line == HexLine::Road ? TerrainLook::Road : TerrainLook::Stream))
        return true;
    for (const std::string &f : m_map.features(h)) {
        const std::string id = lower(f);
        if (line == HexLine::Road ? isRoadWord(id) : isStreamWord(id))
            return true;
    }
    return false;
}

int TerrainPainter::neighboursCarrying(Hex h, HexLine line) const
{
    int n = 0;
    for (HexDirection d : allDirections)
        n += carries(neighbor(h, d), line) ? 1 : 0;
    return n;
}

std::vector<HexDirection> TerrainPainter::links(Hex h, HexLine line) const
{
    std::vector<HexDirection> out;
    if (!carries(h, line))
        return out;
    // Three hexes of a line that all touch (where two roads meet) would draw a triangle: the
    // side opposite the junction is left out, so the roads meet in one hex, as at a printed
    // crossroads. The junction is the hex of the three with the most neighbours on the line,
    // the first in the map's order on a tie, the same whichever hex asks.
    const auto hub = [&](Hex a, Hex b, Hex c) {
        std::array<Hex, 3> three {a, b, c};
        return *std::max_element(three.begin(), three.end(), [&](Hex x, Hex y) {
            const int dx = neighboursCarrying(x, line);
            const int dy = neighboursCarrying(y, line);
            return dx != dy ? dx < dy : y < x;
        });
    };
    for (HexDirection d : allDirections) {
        const Hex n = neighbor(h, d);
        if (!carries(n, line))
            continue;
        // The two hexes that touch both h and n lie either side of their hexside.
        bool cut = false;
        for (const Hex c : {neighbor(h, rotated(d, 1)), neighbor(h, rotated(d, -1))}) {
            if (carries(c, line) && hub(h, n, c) == c)
                cut = true;
        }
        if (!cut)
            out.push_back(d);
    }
    return out;
}

std::vector<QLineF> TerrainPainter::lineSegments(Hex h, HexLine line) const
{
    std::vector<QLineF> segments;
    if (!carries(h, line))
        return segments;
    const QPointF c = centre(h);
    auto towards = [&](HexDirection d) {
        const Segment side = m_layout.hexside(h, d);
        return QLineF(c, (toQ(side.a) + toQ(side.b)) / 2.0);
    };
    const std::vector<HexDirection> linked = links(h, line);
    for (HexDirection d : linked)
        segments.push_back(towards(d));
    if (linked.size() == 1 && !m_map.contains(neighbor(h, opposite(linked.front())))) {
        // The road leaves the map here, as printed maps run it off the sheet's edge.
        segments.push_back(towards(opposite(linked.front())));
    } else if (linked.empty()) {
        // Alone (a lone road hex, a legend swatch): a line straight across the hex.
        segments.push_back(towards(HexDirection::D1));
        segments.push_back(towards(HexDirection::D4));
    }
    return segments;
}

void TerrainPainter::paintLines(QPainter *painter, const std::vector<Hex> &visible) const
{
    const double s = m_layout.size();
    painter->save();
    painter->setBrush(Qt::NoBrush);
    // Streams under roads: where both run, the road crosses the stream on a bridge or ford.
    std::vector<QPainterPath> streams;
    for (const Hex &h : visible) {
        for (const QLineF &seg : lineSegments(h, HexLine::Stream)) {
            // One full wave from centre to hexside: the neighbour's half, drawn from its own
            // centre, continues the same wave, so the stream winds smoothly across the hexside.
            QPainterPath wave(seg.p1());
            const QPointF across
                = QPointF(-seg.dy(), seg.dx()) / std::max(seg.length(), 1e-9) * s * 0.09;
            const int samples = 12;
            for (int i = 1; i <= samples; ++i) {
                const double t = static_cast<double>(i) / samples;
                wave.lineTo(seg.pointAt(t) + across * std::sin(2.0 * M_PI * t));
            }
            streams.push_back(wave);
        }
    }
    painter->setPen(
        QPen(QColor(30, 90, 160), s * 0.14, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    for (const QPainterPath &p : streams)
        painter->drawPath(p);
    painter->setPen(
        QPen(QColor(110, 170, 225), s * 0.07, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    for (const QPainterPath &p : streams)
        painter->drawPath(p);

    // Where a road bends in a hex, it curves from hexside to hexside round the centre instead of
    // turning there, so that a road along a row of hexes winds rather than zigzags; elsewhere it
    // runs straight from the centre to each hexside.
    QPainterPath roads;
    for (const Hex &h : visible) {
        const std::vector<QLineF> segments = lineSegments(h, HexLine::Road);
        const bool bend = segments.size() == 2
            && std::abs(
                   QLineF(segments[0].p2(), segments[1].p2()).length() - 2.0 * segments[0].length())
                > 1e-6;
        if (bend) {
            roads.moveTo(segments[0].p2());
            roads.quadTo(segments[0].p1(), segments[1].p2());
            continue;
        }
        for (const QLineF &r : segments) {
            roads.moveTo(r.p1());
            roads.lineTo(r.p2());
        }
    }
    // A dark casing and a light surface, as printed maps draw a metalled road.
    painter->setPen(QPen(QColor(84, 56, 30), s * 0.21, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(roads);
    painter->setPen(
        QPen(QColor(238, 190, 104), s * 0.12, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(roads);
    painter->restore();
}

void TerrainPainter::paintHexsides(QPainter *painter, const QRectF &rect) const
{
    // As thick as printed maps draw them (several scene units), each with its texture, so that a
    // wall or hedge reads at any zoom; drawn centred on the hexside, across both hexes.
    const double s = m_layout.size();
    for (const HexsideFeature &f : m_map.hexsideFeatures()) {
        const Segment seg = m_layout.hexside(f.side.hex, f.side.direction);
        const QPointF a = toQ(seg.a);
        const QPointF b = toQ(seg.b);
        if (!rect.contains(a) && !rect.contains(b))
            continue;
        const std::string id = lower(f.feature);
        const QLineF line(a, b);
        const double length = line.length();
        painter->save();
        painter->translate(a);
        painter->rotate(-line.angle());
        // Now the hexside runs from (0, 0) to (length, 0).
        if (has(id, "wall")) {
            // Stone blocks in two courses, dark joints between them.
            const double w = s * 0.2;
            painter->setPen(QPen(QColor(40, 38, 36), s * 0.025));
            painter->setBrush(QColor(70, 66, 62));
            painter->drawRoundedRect(
                QRectF(-w * 0.2, -w / 2, length + w * 0.4, w), w * 0.2, w * 0.2);
            painter->setPen(QPen(QColor(84, 80, 76), s * 0.012));
            const double block = s * 0.15;
            for (int course = 0; course < 2; ++course) {
                const double y = -w / 2 + course * w / 2;
                for (double x = course ? -block / 2 : 0.0; x < length; x += block) {
                    const QRectF stone(std::max(x, -w * 0.1), y + s * 0.008,
                        std::min(x + block, length + w * 0.1) - std::max(x, -w * 0.1) - s * 0.012,
                        w / 2 - s * 0.016);
                    painter->setBrush((static_cast<int>(x / block) + course) % 2
                            ? QColor(168, 162, 150)
                            : QColor(140, 134, 124));
                    painter->drawRoundedRect(stone, s * 0.015, s * 0.015);
                }
            }
        } else if (has(id, "hedge") || has(id, "bocage") || has(id, "tree")) {
            // A row of bushes on a dark hedge bottom: crowns with a lighter top, overlapping
            // along the side.
            const double r = s * 0.1;
            painter->setPen(QPen(QColor(26, 62, 26), s * 0.16, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(QPointF(0, 0), QPointF(length, 0));
            const int bushes = std::max(2, static_cast<int>(length / (r * 1.2)));
            for (int pass = 0; pass < 2; ++pass) {
                QRandomGenerator rng(seedFor(f.side.hex) + static_cast<quint32>(f.side.direction));
                for (int i = 0; i <= bushes; ++i) {
                    const double x = length * i / bushes;
                    const double y = (rng.generateDouble() - 0.5) * r * 0.6;
                    const double rr = r * (0.85 + rng.generateDouble() * 0.3);
                    painter->setPen(Qt::NoPen);
                    if (pass == 0) {
                        painter->setBrush(QColor(26, 62, 26));
                        painter->drawEllipse(QPointF(x, y), rr, rr);
                    } else {
                        painter->setBrush(QColor(76, 134, 56));
                        painter->drawEllipse(
                            QPointF(x - rr * 0.15, y - rr * 0.15), rr * 0.6, rr * 0.6);
                    }
                }
            }
        } else if (isRiver(id)) {
            // A river: a broad band of water between dark banks, straight along the hexside, so
            // that it never passes for a stream.
            const double w = s * 0.38;
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(QColor(24, 66, 130), w, Qt::SolidLine, Qt::FlatCap));
            painter->drawLine(QPointF(-w * 0.15, 0), QPointF(length + w * 0.15, 0));
            painter->setPen(QPen(QColor(96, 156, 216), w * 0.72, Qt::SolidLine, Qt::FlatCap));
            painter->drawLine(QPointF(-w * 0.15, 0), QPointF(length + w * 0.15, 0));
            painter->setPen(QPen(QColor(190, 222, 245), s * 0.025, Qt::DashLine, Qt::FlatCap));
            painter->drawLine(QPointF(0, 0), QPointF(length, 0));
        } else if (isStream(id)) {
            // A stream: a narrow winding line, as on the printed maps.
            const double w = s * 0.11;
            QPainterPath wave;
            wave.moveTo(0, 0);
            wave.cubicTo(length * 0.33, w * 0.9, length * 0.66, -w * 0.9, length, 0);
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(QColor(30, 90, 160), w, Qt::SolidLine, Qt::RoundCap));
            painter->drawPath(wave);
            painter->setPen(QPen(QColor(110, 170, 225), w * 0.45, Qt::SolidLine, Qt::RoundCap));
            painter->drawPath(wave);
        } else if (has(id, "cliff") || has(id, "escarp")) {
            // A brown edge with hachures towards the hex the feature is recorded for.
            painter->setPen(QPen(QColor(110, 70, 40), s * 0.07, Qt::SolidLine, Qt::FlatCap));
            painter->drawLine(QPointF(0, 0), QPointF(length, 0));
            painter->setPen(QPen(QColor(110, 70, 40), s * 0.03, Qt::SolidLine, Qt::FlatCap));
            for (double x = s * 0.06; x < length; x += s * 0.1)
                painter->drawLine(QPointF(x, 0), QPointF(x, s * 0.12));
        } else {
            painter->setPen(QPen(QColor(90, 60, 110), s * 0.08, Qt::DashLine));
            painter->drawLine(QPointF(0, 0), QPointF(length, 0));
        }
        painter->restore();
    }
}

void TerrainPainter::paintLabel(QPainter *painter, Hex h) const
{
    const QPointF c = centre(h);
    const double s = m_layout.size();
    QFont font(QStringLiteral("DejaVu Sans Condensed"));
    font.setPixelSize(std::max(1, static_cast<int>(s * 0.18)));
    font.setBold(true);
    painter->setFont(font);
    const QString label = QString::fromStdString(m_map.label(h));
    // On a small light plate, so that the id reads on woods, marsh and water alike; clear of the
    // top hexside, where a wall or hedge runs.
    const double top
        = m_layout.orientation() == Orientation::FlatTop ? c.y() - s * 0.75 : c.y() - s * 0.62;
    const double width = QFontMetricsF(font).horizontalAdvance(label) + s * 0.1;
    const QRectF plate(c.x() - width / 2, top, width, s * 0.2);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(250, 246, 232, 185));
    painter->drawRoundedRect(plate, s * 0.05, s * 0.05);
    painter->setPen(QColor(40, 36, 28));
    painter->drawText(plate, Qt::AlignCenter, label);
}

} // namespace hexfire
