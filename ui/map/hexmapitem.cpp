#include "ui/map/hexmapitem.h"

#include "ui/map/detaillevel.h"

#include <QPaintEngine>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace hexfire {

namespace {
const QColor paperColour(236, 232, 214);
}

HexMapItem::HexMapItem(const MapGrid &map, const HexLayout &layout)
    : m_painter(map, layout)
    , m_bounds(m_painter.bounds().adjusted(
          -layout.size() * 0.4, -layout.size() * 0.4, layout.size() * 0.4, layout.size() * 0.4))
    , m_tiles(96 * 1024) // kilobytes of tiles: about 96 MB at most
{
    setFlag(ItemUsesExtendedStyleOption);
    setZValue(-100);
}

QRectF HexMapItem::boundingRect() const { return m_bounds; }

void HexMapItem::invalidate()
{
    m_tiles.clear();
    update();
}

double HexMapItem::scaleForStep(int step) { return std::pow(2.0, step / double(stepsPerOctave)); }

int HexMapItem::stepForScale(double scale)
{
    return static_cast<int>(std::lround(std::log2(std::max(scale, 1e-3)) * stepsPerOctave));
}

void HexMapItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF exposed
        = option->exposedRect.isEmpty() ? m_bounds : option->exposedRect.intersected(m_bounds);
    const QPaintEngine *engine = painter->paintEngine();
    const bool vector = engine
        && (engine->type() == QPaintEngine::SVG || engine->type() == QPaintEngine::Pdf
            || engine->type() == QPaintEngine::Picture);
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    if (vector) {
        painter->fillRect(exposed, paperColour);
        m_painter.paint(painter, exposed, true, true);
        return;
    }

    // The map sheet: paper under and around the hexes.
    painter->fillRect(exposed, paperColour);

    const double dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const int step = stepForScale(lod);
    const double scale = scaleForStep(step);
    const double tileScene = tilePixels / (scale * dpr);
    // Decided by the snapped scale, so a tile looks the same whenever it is reused: hex ids only
    // where they can be read; terrain textures until they blur into noise.
    const bool labels = detailLevel(scale) == DetailLevel::Full;
    const bool glyphs = scale > 0.3;
    const int dprPercent = static_cast<int>(std::lround(dpr * 100));

    // Tiles are drawn at the snapped scale; when the view sits between steps (during a zoom
    // animation) they are scaled smoothly, otherwise copied pixel for pixel.
    const bool exact = std::abs(lod / scale - 1.0) < 0.01;
    painter->setRenderHint(QPainter::SmoothPixmapTransform, !exact);

    const int x0 = static_cast<int>(std::floor(exposed.left() / tileScene));
    const int x1 = static_cast<int>(std::floor(exposed.right() / tileScene));
    const int y0 = static_cast<int>(std::floor(exposed.top() / tileScene));
    const int y1 = static_cast<int>(std::floor(exposed.bottom() / tileScene));
    for (int ty = y0; ty <= y1; ++ty) {
        for (int tx = x0; tx <= x1; ++tx) {
            const QRectF tileRect(tx * tileScene, ty * tileScene, tileScene, tileScene);
            const TileKey key {step, tx, ty, dprPercent};
            QPixmap *tile = m_tiles.object(key);
            if (!tile) {
                auto *pixmap = new QPixmap(tilePixels, tilePixels);
                pixmap->fill(Qt::transparent);
                QPainter p(pixmap);
                p.scale(scale * dpr, scale * dpr);
                p.translate(-tileRect.topLeft());
                m_painter.paint(&p, tileRect, glyphs, labels);
                p.end();
                ++m_tilesRendered;
                tile = pixmap;
                m_tiles.insert(key, pixmap, tilePixels * tilePixels * 4 / 1024);
            }
            painter->drawPixmap(tileRect, *tile, QRectF(0, 0, tilePixels, tilePixels));
        }
    }
}

} // namespace hexfire
