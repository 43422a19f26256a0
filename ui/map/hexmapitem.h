#pragma once

#include "ui/map/terrainpainter.h"

#include <QCache>
#include <QGraphicsItem>
#include <QPixmap>

namespace hexfire {

/**
 * The printed map as one item: terrain, elevation, features, hexsides, grid and labels. Painting
 * copies tiles from a cache keyed by (zoom step, tile, device pixel ratio), so scrolling and
 * repainting never redraw hex paths; a tile is drawn once per zoom step. Painting into a vector
 * device (SVG export) draws the map directly instead.
 */
class HexMapItem final : public QGraphicsItem {
public:
    enum { Type = UserType + 1 };

    HexMapItem(const MapGrid &map, const HexLayout &layout);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    /** Drops every cached tile (after the map itself changed). */
    void invalidate();
    /** Tiles drawn since construction: lets tests check the cache works. */
    int tilesRendered() const { return m_tilesRendered; }

    /** Zoom steps per doubling; MapView snaps its scale to these so tiles are drawn 1:1. */
    static constexpr int stepsPerOctave = 8;
    static double scaleForStep(int step);
    static int stepForScale(double scale);

private:
    struct TileKey {
        int step;
        int x;
        int y;
        int dprPercent;
        friend bool operator==(const TileKey &, const TileKey &) = default;
        friend size_t qHash(const TileKey &k, size_t seed = 0) noexcept
        {
            return qHashMulti(seed, k.step, k.x, k.y, k.dprPercent);
        }
    };
    static constexpr int tilePixels = 256;

    TerrainPainter m_painter;
    QRectF m_bounds;
    QCache<TileKey, QPixmap> m_tiles;
    int m_tilesRendered = 0;
};

} // namespace hexfire
