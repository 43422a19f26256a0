#include "ui/map/hexstamps.h"

#include <QPaintEngine>
#include <QPainter>

#include <cmath>

namespace hexfire {

namespace {

// Below this height on screen a hex is a few pixels, and a fill costs next to nothing; small
// hexes stay under the engine's threshold for handing a fill to the thread pool, but a blit is
// still cheaper than rasterising the outline (a pan of the whole 200 x 200 map fitted: 20-23 ms
// with the tint filled, 15-16 stamped). Above the upper one few hexes are on screen and a stamp
// would be large.
constexpr double minHeight = 3.0;
constexpr double maxHeight = 256.0;
// The stamps kept at one scale: past this they are dropped and made again as needed.
constexpr std::size_t maxBytes = std::size_t(32) << 20;

QImage coverage(QSize size, QPointF centre, double scale, const QPainterPath &shape)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.translate(centre);
    painter.scale(scale, scale);
    painter.fillPath(shape, Qt::white);
    painter.end();
    return image.convertToFormat(QImage::Format_Alpha8);
}

/** c * a / 255, rounded, for a premultiplied channel c and a coverage a. */
inline unsigned mul(unsigned c, unsigned a) { return (c * a + 127) / 255; }

} // namespace

HexStamps::HexStamps(QPolygonF outline, QPainterPath rim)
    : m_outline(std::move(outline))
    , m_rim(std::move(rim))
{ }

bool HexStamps::begin(QPainter *painter)
{
    // Pixels only where the result is pixels: an SVG, a PDF or a picture keeps its vectors.
    if (!painter->paintEngine() || painter->paintEngine()->type() != QPaintEngine::Raster)
        return false;
    const QTransform world = painter->worldTransform();
    const QTransform device = painter->deviceTransform();
    if (device.type() > QTransform::TxScale || !world.isInvertible())
        return false;
    const double scale = device.m11();
    if (scale <= 0.0 || !qFuzzyCompare(scale, device.m22()))
        return false;
    const double height = m_outline.boundingRect().height() * scale;
    if (height < minHeight || height > maxHeight)
        return false;
    // What lies between the world and the device (a high-DPI scale), undone while stamping so
    // that a stamp's pixels are the device's.
    const QTransform between = world.inverted() * device;
    if (!between.isInvertible())
        return false;
    if (!qFuzzyCompare(scale, m_scale))
        prepare(scale);
    m_saved = world;
    m_toDevice = device;
    painter->setWorldTransform(between.inverted());
    return true;
}

void HexStamps::end(QPainter *painter) { painter->setWorldTransform(m_saved); }

void HexStamps::prepare(double scale)
{
    m_scale = scale;
    for (auto &stamps : m_stamps)
        stamps.clear();
    m_bytes = 0;
    const QRectF box = m_outline.boundingRect();
    // A pixel of margin on every side for the antialiased edge, and half a pixel for a placement.
    m_origin = QPoint(static_cast<int>(std::ceil(-box.left() * scale)) + 1,
        static_cast<int>(std::ceil(-box.top() * scale)) + 1);
    const QSize size(static_cast<int>(std::ceil(box.right() * scale)) + m_origin.x() + 2,
        static_cast<int>(std::ceil(box.bottom() * scale)) + m_origin.y() + 2);
    QPainterPath hex;
    hex.addPolygon(m_outline);
    hex.closeSubpath();
    for (int phase = 0; phase < 4; ++phase) {
        const QPointF centre = QPointF(m_origin) + QPointF(0.5 * (phase & 1), 0.5 * (phase >> 1));
        m_fillMask[static_cast<std::size_t>(phase)] = coverage(size, centre, scale, hex);
        m_rimMask[static_cast<std::size_t>(phase)]
            = m_rim.isEmpty() ? QImage() : coverage(size, centre, scale, m_rim);
    }
}

const QImage &HexStamps::stampFor(QRgb fill, QRgb rim, int phase)
{
    auto &stamps = m_stamps[static_cast<std::size_t>(phase)];
    const std::uint64_t key = (std::uint64_t(fill) << 32) | rim;
    if (const auto found = stamps.find(key); found != stamps.end())
        return found->second;
    const QImage &fillMask = m_fillMask[static_cast<std::size_t>(phase)];
    const QImage &rimMask = m_rimMask[static_cast<std::size_t>(phase)];
    const bool withRim = !rimMask.isNull() && qAlpha(rim) > 0;
    QImage out(fillMask.size(), QImage::Format_ARGB32_Premultiplied);
    // The painter's source-over, worked out once per pixel here instead of at every hex.
    const QRgb f = qPremultiply(fill);
    const QRgb e = qPremultiply(rim);
    for (int y = 0; y < out.height(); ++y) {
        const uchar *fm = fillMask.constScanLine(y);
        const uchar *rm = withRim ? rimMask.constScanLine(y) : nullptr;
        auto *line = reinterpret_cast<QRgb *>(out.scanLine(y));
        for (int x = 0; x < out.width(); ++x) {
            unsigned a = mul(qAlpha(f), fm[x]);
            unsigned r = mul(qRed(f), fm[x]);
            unsigned g = mul(qGreen(f), fm[x]);
            unsigned b = mul(qBlue(f), fm[x]);
            if (rm && rm[x]) {
                const unsigned ea = mul(qAlpha(e), rm[x]);
                const unsigned keep = 255 - ea;
                a = ea + mul(a, keep);
                r = mul(qRed(e), rm[x]) + mul(r, keep);
                g = mul(qGreen(e), rm[x]) + mul(g, keep);
                b = mul(qBlue(e), rm[x]) + mul(b, keep);
            }
            line[x] = qRgba(
                static_cast<int>(r), static_cast<int>(g), static_cast<int>(b), static_cast<int>(a));
        }
    }
    m_bytes += static_cast<std::size_t>(out.sizeInBytes());
    if (m_bytes > maxBytes) {
        for (auto &kept : m_stamps)
            kept.clear();
        m_bytes = static_cast<std::size_t>(out.sizeInBytes());
    }
    ++m_made;
    return stamps.emplace(key, std::move(out)).first->second;
}

void HexStamps::stamp(QPainter *painter, QPointF centre, QRgb fill, QRgb rim)
{
    const QPointF at = m_toDevice.map(centre);
    // Half pixels, rounded: the whole pixel where the stamp goes and the placement within it.
    const auto halves = [](double v) { return static_cast<long long>(std::llround(v * 2.0)); };
    const long long hx = halves(at.x());
    const long long hy = halves(at.y());
    const long long px = hx - 2 * (hx >> 1);
    const long long py = hy - 2 * (hy >> 1);
    const int phase = static_cast<int>(px + 2 * py);
    const QPoint topLeft(
        static_cast<int>(hx >> 1) - m_origin.x(), static_cast<int>(hy >> 1) - m_origin.y());
    painter->drawImage(topLeft, stampFor(fill, rim, phase));
}

} // namespace hexfire
