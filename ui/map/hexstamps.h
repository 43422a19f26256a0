#pragma once

#include <QImage>
#include <QPainterPath>
#include <QPolygonF>
#include <QTransform>

#include <array>
#include <cstddef>
#include <cstdint>
#include <unordered_map>

class QPainter;

namespace hexfire {

/**
 * Tinted hexes blitted instead of filled. Qt 6.4's raster engine hands every antialiased fill of
 * more than about a hundred spans to its thread pool and waits for it (about 100 us a hex here),
 * and a hex on screen at 1:1 is such a fill: a pan that tinted seventy hexes cost 10 ms. A stamp is
 * the hex (and an optional rim over it) drawn once in its colours at the screen's scale, copied to
 * each hex with the plain image blend, which the engine runs at once. The antialiased outline is
 * kept at four placements (half-pixel steps) so that a stamp sits within a quarter of a pixel of
 * where the fill was.
 *
 * Used where it pays: a raster painter whose transform only scales evenly and moves, and hexes
 * large enough on screen; otherwise (an SVG or PDF export among them) begin() says no and the
 * caller fills as before.
 */
class HexStamps final {
public:
    /** outline: every hex's outline around (0, 0) in item coordinates; rim: a band (odd-even
        fill, around (0, 0)) drawn over the fill in a colour of its own, or empty for none. */
    explicit HexStamps(QPolygonF outline, QPainterPath rim = {});
    HexStamps() = default;

    /**
     * Readies stamping with the painter's transform. On true, the painter draws in device pixels
     * until end(); on false nothing changed.
     */
    bool begin(QPainter *painter);
    /** Stamps the hex centred on `centre` (item coordinates): fill, then rim over it (a fully
        transparent rim colour draws none). Between begin() and end() only. */
    void stamp(QPainter *painter, QPointF centre, QRgb fill, QRgb rim = 0);
    void end(QPainter *painter);

    /** Stamps made since construction: what a repaint at the same scale should not add to. */
    int made() const { return m_made; }

private:
    void prepare(double scale);
    const QImage &stampFor(QRgb fill, QRgb rim, int phase);

    QPolygonF m_outline;
    QPainterPath m_rim;
    QTransform m_saved; // the painter's world transform, given back by end()
    QTransform m_toDevice; // item coordinates to device pixels during a begin()
    double m_scale = 0.0; // the scale the masks were made for
    QPoint m_origin; // the mask pixel corner on which a hex centre sits at phase 0
    // Coverage (0-255) by placement, a byte per pixel: phase = 2 * (half pixel down) + (half
    // pixel right).
    std::array<QImage, 4> m_fillMask;
    std::array<QImage, 4> m_rimMask;
    std::array<std::unordered_map<std::uint64_t, QImage>, 4> m_stamps; // by placement
    std::size_t m_bytes = 0;
    int m_made = 0;
};

} // namespace hexfire
