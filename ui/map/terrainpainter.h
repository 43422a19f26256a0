#pragma once

#include "core/hex/hexlayout.h"
#include "core/map/mapgrid.h"

#include <QColor>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

class QPainter;

namespace hexfire {

/** How a terrain id is drawn: the look of printed wargame maps, picked from the id's words. */
enum class TerrainLook : std::uint8_t {
    Clear,
    Field,
    Woods,
    WoodenBuilding,
    StoneBuilding,
    Marsh,
    Hill,
    Water,
    Road,
    Other,
};

/**
 * Paints the printed map: terrain fills and textures, elevation shading and contour lines,
 * in-hex features, hexside features (walls, hedges, streams), the grid and the map's own hex
 * labels. Pure drawing from MapGrid data; used by HexMapItem for its cached tiles and directly for
 * vector export.
 */
class TerrainPainter final {
public:
    TerrainPainter(const MapGrid &map, const HexLayout &layout);

    /**
     * Paints every hex that intersects rect (scene units). glyphs false drops the terrain's
     * textures (trees, houses, reeds) and in-hex feature names, labels false the hex ids.
     */
    void paint(QPainter *painter, const QRectF &rect, bool glyphs, bool labels) const;
    /** The scene rectangle covering the whole map. */
    QRectF bounds() const;

    static TerrainLook lookFor(const TerrainKind &kind);
    /** The base fill of a terrain, also used in legends and tooltips. */
    static QColor baseColour(const TerrainKind &kind);

    QPointF centre(Hex h) const;
    QPolygonF polygon(Hex h) const;

private:
    void paintTerrain(QPainter *painter, Hex h) const;
    void paintTexture(QPainter *painter, Hex h) const;
    /** Tree crowns, spreading over the edges the hex shares with other woods. */
    void paintWoods(QPainter *painter, Hex h) const;
    void paintElevation(QPainter *painter, Hex h) const;
    void paintLevelNumber(QPainter *painter, Hex h) const;
    void paintFeatures(QPainter *painter, Hex h, bool detail) const;
    void paintHexsides(QPainter *painter, const QRectF &rect) const;
    bool isWoods(Hex h) const;
    void paintLabel(QPainter *painter, Hex h) const;

    const MapGrid &m_map;
    const HexLayout &m_layout;
};

} // namespace hexfire
