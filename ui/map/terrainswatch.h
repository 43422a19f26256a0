#pragma once

#include "core/map/terrainkind.h"

#include <QImage>
#include <QString>

#include <string>

namespace hexfire {

/**
 * Small pictures of one hex painted by the map's own TerrainPainter, so that the legend and the
 * editor's palette show terrain and features exactly as the map draws them (a flat colour made
 * Clear, Hill and Road look alike and unlike the map).
 */
class TerrainSwatch final {
public:
    /** One hex of this terrain, pixels wide (height to suit), on a transparent ground. */
    static QImage terrain(const TerrainKind &kind, int pixels);
    /** One hex of clear ground with this feature in it, or on its lower hexside. */
    static QImage feature(const std::string &feature, bool hexside, int pixels);
    /** The image as a data URL for an <img> in rich text (the legend). */
    static QString dataUrl(const QImage &image);
};

} // namespace hexfire
