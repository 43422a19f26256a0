#pragma once

#include "core/hex/hexlayout.h"
#include "core/map/mapgrid.h"
#include "ui/map/hexstamps.h"

#include <QColor>
#include <QLineF>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <string_view>
#include <vector>

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
    Stream,
    Other,
};

/** What runs through hexes as a line, from hex centre to hex centre, as printed maps draw it. */
enum class HexLine : std::uint8_t { Road, Stream };

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

    /** Whether h carries a line of this kind: by its terrain's look or by an in-hex feature. */
    bool carries(Hex h, HexLine line) const;
    /**
     * The line's half-segments in h, each from its centre to the midpoint of a hexside it shares
     * with a neighbour carrying the same line: the neighbour draws the other half, so the line
     * runs centre to centre. A line with one link at the map's edge runs on off the map; a hex
     * with no link gets a line straight across itself. Empty when h carries no such line.
     */
    std::vector<QLineF> lineSegments(Hex h, HexLine line) const;
    /**
     * The directions from h in which the line runs on into the next hex: every neighbour
     * carrying it, but where three such hexes touch each other only the two sides through the
     * junction (no triangle at a crossroads). Both hexes of a link agree on it.
     */
    std::vector<HexDirection> links(Hex h, HexLine line) const;

    /** The hexside feature's kind of water: a river is wide, a stream narrow; neither: none. */
    static bool isRiver(std::string_view hexsideFeature);
    static bool isStream(std::string_view hexsideFeature);

private:
    void paintTerrain(QPainter *painter, Hex h) const;
    void paintTexture(QPainter *painter, Hex h) const;
    /** Tree crowns, spreading over the edges the hex shares with other woods. */
    void paintWoods(QPainter *painter, Hex h) const;
    void paintElevation(QPainter *painter, Hex h) const;
    void paintLevelNumber(QPainter *painter, Hex h) const;
    void paintFeatures(QPainter *painter, Hex h, bool detail) const;
    /** Roads and streams through hexes: casings first, then fills, so that halves join. */
    void paintLines(QPainter *painter, const std::vector<Hex> &visible) const;
    void paintHexsides(QPainter *painter, const QRectF &rect) const;
    bool isWoods(Hex h) const;
    int neighboursCarrying(Hex h, HexLine line) const;
    void paintLabel(QPainter *painter, Hex h) const;

    const MapGrid &m_map;
    const HexLayout &m_layout;
    // A terrain's fill and the grid's line around a hex, blitted where the painter lets them be
    // (HexStamps): drawing fills them again for every hex of every tile.
    mutable HexStamps m_fillStamps;
    mutable HexStamps m_gridStamps;
};

} // namespace hexfire
