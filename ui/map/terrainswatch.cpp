#include "ui/map/terrainswatch.h"

#include "core/hex/hexlayout.h"
#include "core/hex/mapcoordinates.h"
#include "core/map/mapgrid.h"
#include "ui/map/terrainpainter.h"

#include <QBuffer>
#include <QPainter>

#include <cmath>

namespace hexfire {

namespace {

// A one-hex map drawn with the map's painter; the hexside band of a feature may reach past the
// hex, so the picture keeps a margin round it.
QImage paintOne(const MapGrid &map, int pixels)
{
    const HexLayout layout(Orientation::FlatTop, 40.0);
    const TerrainPainter painter(map, layout);
    const QRectF hex = painter.bounds();
    const double margin = layout.size() * 0.12;
    const QRectF area = hex.adjusted(-margin, -margin, margin, margin);
    const double scale = pixels / area.width();
    const int height = std::max(1, static_cast<int>(std::lround(area.height() * scale)));
    QImage image(pixels, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(scale, scale);
    p.translate(-area.topLeft());
    painter.paint(&p, area, true, false);
    return image;
}

MapGrid oneHex(const TerrainKind &kind)
{
    return MapGrid(
        MapCoordinates(1, 1, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {kind});
}

} // namespace

QImage TerrainSwatch::terrain(const TerrainKind &kind, int pixels)
{
    MapGrid map = oneHex(kind);
    // A hill stands above the plain on every map: shaded as a level-1 hex is.
    if (TerrainPainter::lookFor(kind) == TerrainLook::Hill)
        map.setElevation(map.hexes().front(), 1);
    return paintOne(map, pixels);
}

QImage TerrainSwatch::feature(const std::string &feature, bool hexside, int pixels)
{
    MapGrid map = oneHex(TerrainKind {"clear", "Clear", ""});
    const Hex h = map.hexes().front();
    if (hexside)
        map.setHexsideFeature(h, HexDirection::D3, feature);
    else
        map.addFeature(h, feature);
    return paintOne(map, pixels);
}

QString TerrainSwatch::dataUrl(const QImage &image)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return QStringLiteral("data:image/png;base64,") + QString::fromLatin1(png.toBase64());
}

} // namespace hexfire
