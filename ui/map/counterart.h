#pragma once

#include "core/game/marker.h"
#include "core/game/side.h"
#include "core/game/unit.h"

#include <QCache>
#include <QColor>
#include <QPixmap>
#include <QString>
#include <QSvgRenderer>

namespace hexfire {

/** Everything printed on one counter face; key() identifies the picture for the pixmap cache. */
struct CounterFace {
    QColor colour;
    QString symbol; /**< SVG element id of the unit-type symbol, e.g. "type-squad" */
    QString name; /**< short name printed on the counter */
    QString leftValue; /**< TLHY: SAV */
    QString middleValue; /**< TLHY: AV */
    QString rightValue; /**< TLHY: cohesion of the face shown */
    bool reduced = false;
    bool disrupted = false;
    bool concealed = false;
    bool heroic = false;
    bool fatigued = false;
    bool opFire = false;
    bool pinned = false;

    QString key() const;
    /** The face of a unit as the ruleset's counters print it. */
    static CounterFace fromUnit(const Unit &unit, const Side *side);
};

/** What a marker chit shows. */
struct MarkerFace {
    QColor colour;
    QColor textColour = Qt::white;
    QString glyph; /**< SVG element id drawn on the chit, may be empty */
    QString value; /**< the big printed number, may be empty */
    QString caption; /**< small text at the top ("SA", "MORTAR") */
    QColor stripe; /**< side colour stripe at the bottom, invalid for none */

    QString key() const;
    static MarkerFace fromMarker(const Marker &marker, const std::vector<Side> &sides);
};

/**
 * The shared counter and marker art: one QSvgRenderer per sheet (sprites by element id) and a
 * pixmap cache keyed by (picture, size, device pixel ratio), so every counter is rendered once per
 * zoom level and stays crisp on HiDPI screens.
 */
class CounterArt final {
public:
    static CounterArt &instance();

    /** One SVG sprite at a device-pixel size. */
    QPixmap sprite(const QString &element, int devicePixels);
    /** A whole counter, square, devicePixels wide, with devicePixelRatio set to dpr. */
    QPixmap counter(const CounterFace &face, int devicePixels, qreal dpr);
    /** A marker chit. */
    QPixmap marker(const MarkerFace &face, int devicePixels, qreal dpr);

    bool hasElement(const QString &element) const;
    /** Pixmaps rendered so far (cache misses), for tests. */
    int renders() const { return m_renders; }

    /** "−1", "0", "+2": printed DRM values with a real minus sign. */
    static QString signedValue(int v);

private:
    /** Counts a fresh rendering and keeps it in the cache under key. */
    QPixmap remember(const QString &key, const QPixmap &pixmap);
    CounterArt();
    QSvgRenderer *rendererFor(const QString &element);

    QSvgRenderer m_counters;
    QSvgRenderer m_markers;
    QCache<QString, QPixmap> m_cache;
    int m_renders = 0;
};

} // namespace hexfire
