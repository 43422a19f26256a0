#pragma once

#include "core/hex/facing.h"
#include "core/los/lostrace.h"

#include <QColor>
#include <QString>

namespace hexfire {

/**
 * The colours that carry a meaning on the map, in one place. They are Paul Tol's high-contrast
 * scheme (blue, yellow, red): each pair stays apart in lightness as well as hue, so it reads for
 * red-green colour blindness (deuteranopia, protanopia) and in grey, where the old green against
 * red did not. Colour is never the only cue: every overlay that uses these adds a line style, a
 * pattern, a label or a glyph (see the drawing items), and the legend says which.
 */
class MapPalette final {
public:
    /** Good for the one acting: a clear line of sight, a front hexside, a legal target. */
    static QColor good() { return {0x00, 0x44, 0x88}; }
    /** Partly: a hindered line, a flank hexside. */
    static QColor partial() { return {0xdd, 0xaa, 0x33}; }
    /** Bad for the one acting: a blocked line, a rear hexside, a refused target. */
    static QColor bad() { return {0xbb, 0x55, 0x66}; }

    static QColor verdict(LosVerdict verdict);
    /** The pen style that goes with a verdict: solid clear, dash-dot hindered, dashed blocked. */
    static Qt::PenStyle verdictStyle(LosVerdict verdict);
    static QColor hexsideClass(HexsideClass c);
    /** The label drawn on a hexside of that class: "F", "Fl", "R". */
    static QString hexsideLabel(HexsideClass c);
};

} // namespace hexfire
