#pragma once

#include "core/game/gamestate.h"
#include "core/rules/ruleset.h"

#include <QCache>
#include <QColor>
#include <QPixmap>
#include <QRectF>
#include <QString>
#include <QSvgRenderer>

#include <vector>

namespace hexfire {

/**
 * Everything printed on one counter face, as the unit's rule system describes it
 * (RuleSet::counterPrint and statusTypes); key() identifies the picture for the pixmap cache.
 */
struct CounterFace {
    /** A value along the bottom of the counter: where, how it is framed, what it says. */
    struct Value {
        PrintedValue::Slot slot = PrintedValue::Slot::Left;
        PrintedValue::Frame frame = PrintedValue::Frame::None;
        QString text;
    };
    /** A unit state drawn on the counter: a band across it or a badge in a corner. */
    struct Status {
        StatusLook::Style style = StatusLook::Style::Badge;
        QString art; /**< an SVG element of the counter art, or empty / unknown: drawn plainly */
        QString caption; /**< the band's text, or the badge's letter when it has no art */
        QColor colour; /**< of the band or badge drawn without art */
    };

    QColor colour;
    QString symbol; /**< SVG element id of the unit-type symbol, e.g. "type-squad" */
    QString name; /**< short name printed on the counter */
    std::vector<Value> values;
    bool reduced = false;
    std::vector<Status> statuses;

    QString key() const;
    /** Whether two faces draw the same (what key() tells apart, without building the keys: a
        timeline jump compares a thousand faces). */
    bool drawsLike(const CounterFace &other) const;
    /** The face of a unit as its rule system's counters print it, with its states. */
    static CounterFace fromUnit(const Unit &unit, const Side *side, const RuleSet &rules);
};

/** What a marker chit shows, as the marker's rule system describes it (RuleVocabulary::markers). */
struct MarkerFace {
    QColor colour;
    QColor textColour = Qt::white;
    QString glyph; /**< SVG element id drawn on the chit, may be empty */
    QString value; /**< the big printed number, may be empty */
    QString caption; /**< small text at the top */
    QColor stripe; /**< side colour stripe at the bottom, invalid for none */
    bool arrow = false; /**< drawn as an arrow towards a hex, not as a chit */

    friend bool operator==(const MarkerFace &, const MarkerFace &) = default;
    QString key() const;
    /** view: what rules.describeMarker(state, marker) says (a caller wants its tooltip too). */
    static MarkerFace fromMarker(
        const Marker &marker, const GameState &state, const RuleSet &rules, const MarkerView &view);
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
    /** The same, with face.key() already built (an item keeps it). */
    QPixmap marker(const MarkerFace &face, const QString &faceKey, int devicePixels, qreal dpr);

    bool hasElement(const QString &element) const;
    /**
     * The element a rule system's picture key names: the key itself when the art has it, else
     * the key with the sheet's prefix ("ov-", "mk-", "type-"); empty when there is none.
     */
    QString element(const QString &key, const QString &prefix) const;
    /** Pixmaps rendered so far (cache misses), for tests. */
    int renders() const { return m_renders; }

    /** "−1", "0", "+2": printed values with a real minus sign. */
    static QString signedValue(int v);
    /** Black or white, whichever reads on a background. */
    static QColor inkOn(const QColor &background);
    /**
     * Where a counter prints its name, in a counter of side 1 with its top-left corner at the
     * origin: the strip along the top that a stack leaves in sight.
     */
    static constexpr QRectF nameArea() { return {0.04, 0.03, 0.92, 0.21}; }
    /**
     * A name too long for one line at a readable size takes two lines in a taller strip, the
     * symbol smaller under it; its first line stays where nameArea is, in sight in a stack.
     */
    static constexpr QRectF tallNameArea() { return {0.04, 0.03, 0.92, 0.29}; }
    /** The name strip this face prints its name in: nameArea or tallNameArea. */
    static QRectF nameAreaFor(const CounterFace &face);
    /** The row of printed values along the bottom, in the same units; each value has a third. */
    static constexpr QRectF valueRow() { return {0.06, 0.66, 0.88, 0.29}; }
    /** The strip across the symbol where a band's caption is printed, in the same units. */
    static constexpr QRectF bandCaptionArea() { return {0.05, 0.42, 0.9, 0.2}; }
    /**
     * Where a counter with this face prints text, in the same units: its name strip, the cell of
     * each value it prints, a band's caption strip. What overlays must leave in sight.
     */
    static std::vector<QRectF> textAreas(const CounterFace &face);

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
