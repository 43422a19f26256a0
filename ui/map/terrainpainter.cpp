#include "ui/map/terrainpainter.h"

#include <QPainter>
#include <QPainterPath>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>

namespace hexfire {

namespace {

bool has(const std::string &id, const char *word) { return id.find(word) != std::string::npos; }

QPointF toQ(PointF p) { return {p.x, p.y}; }

// A stable seed per hex, so glyphs sit in the same place on every repaint and every tile.
quint32 seedFor(Hex h)
{
    return static_cast<quint32>(h.q() * 73856093) ^ static_cast<quint32>(h.r() * 19349663)
        ^ 0x5bd1e995u;
}

const QColor contourColour(140, 96, 48);

} // namespace

TerrainPainter::TerrainPainter(const MapGrid &map, const HexLayout &layout)
    : m_map(map)
    , m_layout(layout)
{ }

TerrainLook TerrainPainter::lookFor(const TerrainKind &kind)
{
    std::string id = kind.id;
    std::transform(id.begin(), id.end(), id.begin(),
        [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
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
    if (has(id, "water") || has(id, "river") || has(id, "lake") || has(id, "pond"))
        return TerrainLook::Water;
    if (has(id, "road") || has(id, "track"))
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

void TerrainPainter::paint(QPainter *painter, const QRectF &rect, bool detail) const
{
    const double margin = m_layout.size();
    const QRectF area = rect.adjusted(-margin, -margin, margin, margin);
    std::vector<Hex> visible;
    for (const Hex &h : m_map.hexes()) {
        if (area.contains(centre(h)))
            visible.push_back(h);
    }
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    for (const Hex &h : visible)
        paintTerrain(painter, h, detail);
    for (const Hex &h : visible)
        paintElevation(painter, h);
    for (const Hex &h : visible)
        paintFeatures(painter, h, detail);

    // Grid: thin and a little transparent, like the printed hex grid.
    QPen grid(QColor(60, 55, 40, 120));
    grid.setWidthF(m_layout.size() * 0.025);
    painter->setPen(grid);
    painter->setBrush(Qt::NoBrush);
    for (const Hex &h : visible)
        painter->drawPolygon(polygon(h));

    paintHexsides(painter, area);
    if (detail) {
        for (const Hex &h : visible)
            paintLabel(painter, h);
    }
    painter->restore();
}

void TerrainPainter::paintTerrain(QPainter *painter, Hex h, bool detail) const
{
    const TerrainKind &kind = m_map.terrain(h);
    const TerrainLook look = lookFor(kind);
    const QPolygonF poly = polygon(h);
    const QPointF c = centre(h);
    const double s = m_layout.size();
    const QColor base = baseColour(kind);

    painter->setPen(Qt::NoPen);
    painter->setBrush(base);
    painter->drawPolygon(poly);
    if (!detail)
        return;

    painter->save();
    QPainterPath clip;
    clip.addPolygon(poly);
    painter->setClipPath(clip, Qt::IntersectClip);
    QRandomGenerator rng(seedFor(h));
    auto jitter = [&](double amount) { return (rng.generateDouble() - 0.5) * 2.0 * amount; };

    switch (look) {
    case TerrainLook::Woods: {
        // Overlapping tree crowns: dark rim, mid fill, a light highlight.
        const int crowns = 9;
        for (int i = 0; i < crowns; ++i) {
            const double angle = (i * 2.0 * M_PI / (crowns - 1)) + jitter(0.3);
            const double radius = i == 0 ? 0.0 : s * (0.42 + jitter(0.08));
            const QPointF p = c + QPointF(std::cos(angle) * radius, std::sin(angle) * radius);
            const double r = s * (0.24 + jitter(0.04));
            painter->setBrush(QColor(44, 84, 36));
            painter->drawEllipse(p, r, r);
            painter->setBrush(QColor(70, 118, 52));
            painter->drawEllipse(p - QPointF(r * 0.12, r * 0.12), r * 0.8, r * 0.8);
            painter->setBrush(QColor(112, 156, 82, 170));
            painter->drawEllipse(p - QPointF(r * 0.3, r * 0.3), r * 0.35, r * 0.35);
        }
        break;
    }
    case TerrainLook::WoodenBuilding:
    case TerrainLook::StoneBuilding: {
        const bool stone = look == TerrainLook::StoneBuilding;
        const QColor wall = stone ? QColor(120, 120, 124) : QColor(156, 90, 64);
        const QColor roof = stone ? QColor(84, 86, 92) : QColor(112, 60, 42);
        const QPointF offsets[] = {{-0.28, -0.18}, {0.22, -0.12}, {-0.05, 0.3}};
        for (const QPointF &o : offsets) {
            painter->save();
            painter->translate(c + QPointF(o.x() * s, o.y() * s));
            painter->rotate(jitter(12.0));
            const QRectF block(-s * 0.2, -s * 0.14, s * 0.4, s * 0.28);
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
    // Higher ground is shaded warmer and darker, one step per level.
    painter->setPen(Qt::NoPen);
    painter->setBrush(level > 0 ? QColor(150, 100, 40, std::min(30 * level, 110))
                                : QColor(40, 80, 140, std::min(30 * -level, 110)));
    painter->drawPolygon(poly);

    // Contour lines on every hexside where the ground steps down, drawn just inside the higher hex.
    const QPointF c = centre(h);
    const double s = m_layout.size();
    for (HexDirection d : allDirections) {
        const Hex n = neighbor(h, d);
        const int other = m_map.contains(n) ? m_map.elevation(n) : level;
        if (other >= level)
            continue;
        const Segment seg = m_layout.hexside(h, d);
        for (int step = 0; step < level - other && step < 3; ++step) {
            const double inset = 0.06 + 0.09 * step;
            const QPointF a = toQ(seg.a) + (c - toQ(seg.a)) * inset;
            const QPointF b = toQ(seg.b) + (c - toQ(seg.b)) * inset;
            painter->setPen(
                QPen(contourColour, s * (step == 0 ? 0.045 : 0.03), Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(a, b);
        }
    }
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
        std::string id = f;
        std::transform(id.begin(), id.end(), id.begin(),
            [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
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
        } else if (has(id, "road") || has(id, "track")) {
            painter->setPen(QPen(QColor(170, 140, 100), s * 0.16, Qt::SolidLine, Qt::RoundCap));
            painter->drawPoint(c);
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

void TerrainPainter::paintHexsides(QPainter *painter, const QRectF &rect) const
{
    const double s = m_layout.size();
    for (const HexsideFeature &f : m_map.hexsideFeatures()) {
        const Segment seg = m_layout.hexside(f.side.hex, f.side.direction);
        const QPointF a = toQ(seg.a);
        const QPointF b = toQ(seg.b);
        if (!rect.contains(a) && !rect.contains(b))
            continue;
        std::string id(f.feature);
        std::transform(id.begin(), id.end(), id.begin(),
            [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
        if (has(id, "wall")) {
            painter->setPen(QPen(QColor(88, 84, 80), s * 0.11, Qt::SolidLine, Qt::FlatCap));
            painter->drawLine(a, b);
            QPen stones(QColor(176, 170, 160), s * 0.07, Qt::CustomDashLine, Qt::FlatCap);
            stones.setDashPattern({1.2, 0.5});
            painter->setPen(stones);
            painter->drawLine(a, b);
        } else if (has(id, "hedge") || has(id, "bocage") || has(id, "tree")) {
            painter->setPen(QPen(QColor(40, 96, 40), s * 0.05, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(a, b);
            QPen dots(QColor(52, 120, 44), s * 0.12, Qt::CustomDashLine, Qt::RoundCap);
            dots.setDashPattern({0.01, 1.4});
            painter->setPen(dots);
            painter->drawLine(a, b);
        } else if (has(id, "stream") || has(id, "river") || has(id, "creek") || has(id, "water")) {
            QPainterPath wave;
            wave.moveTo(a);
            const QPointF d = b - a;
            const QPointF n(-d.y() * 0.08, d.x() * 0.08);
            wave.cubicTo(a + d * 0.33 + n, a + d * 0.66 - n, b);
            painter->setPen(QPen(QColor(40, 110, 190), s * (has(id, "river") ? 0.14 : 0.08),
                Qt::SolidLine, Qt::RoundCap));
            painter->setBrush(Qt::NoBrush);
            painter->drawPath(wave);
        } else if (has(id, "cliff") || has(id, "escarp")) {
            painter->setPen(QPen(QColor(110, 70, 40), s * 0.07, Qt::SolidLine, Qt::FlatCap));
            painter->drawLine(a, b);
        } else {
            painter->setPen(QPen(QColor(90, 60, 110), s * 0.06, Qt::DashLine));
            painter->drawLine(a, b);
        }
    }
}

void TerrainPainter::paintLabel(QPainter *painter, Hex h) const
{
    const QPointF c = centre(h);
    const double s = m_layout.size();
    QFont font = painter->font();
    font.setPixelSize(std::max(1, static_cast<int>(s * 0.2)));
    font.setBold(false);
    painter->setFont(font);
    const TerrainLook look = lookFor(m_map.terrain(h));
    painter->setPen(
        look == TerrainLook::Woods ? QColor(235, 240, 220, 230) : QColor(50, 45, 35, 210));
    const double top
        = m_layout.orientation() == Orientation::FlatTop ? c.y() - s * 0.86 : c.y() - s * 0.72;
    const QRectF box(c.x() - s * 0.5, top + s * 0.02, s, s * 0.26);
    painter->drawText(box, Qt::AlignHCenter | Qt::AlignTop, QString::fromStdString(m_map.label(h)));
}

} // namespace hexfire
