#pragma once

#include "core/hex/hexlayout.h"

#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <vector>

namespace hexfire {

/**
 * Where the counters and marker chits of one hex go, so that every counter stays identifiable
 * and nothing spills into the neighbours. Pure geometry in scene units.
 *
 * The hex is read as a printed map's hex: its id along the top, the counters in the middle and a
 * row of chits along the bottom. Counters are grouped by side, one column per side side by side
 * (a hex both sides fight over shows both at once). A column is a cascade: each counter lies a name
 * strip lower than the one under it, so the name of every counter in the stack stays in sight, as a
 * player spreads a stack on the table. The counters are as large as fits inside the hex; a column
 * too deep to fit even at the smallest size shows its top counters and a count of the rest.
 */
class StackLayout final {
public:
    /** Where one counter goes. */
    struct Placement {
        QPointF pos; /**< the counter's centre */
        double size = 0.0; /**< the counter's side */
        int z = 0; /**< stacking order within the hex, 0 at the bottom */
        bool shown = true; /**< false: under the others of a column too deep to show */
        int hiddenBelow = 0; /**< on a column's top counter: how many are not shown */
        /** Zoomed out, about pos: a lone counter grows into the room the hex id and chit
            captions leave (they are not drawn then); empty for the counter's own size. */
        QRectF overview;
    };

    /**
     * How much lower each counter of a cascade lies than the one under it (of its size): just
     * more than the name strip along the counter's top (CounterArt::nameArea).
     */
    static constexpr double cascadeStep = 0.27;
    /** How much to the right, for the look of a stack. */
    static constexpr double cascadeShift = 0.04;
    /** The largest and smallest counter, of the hex size (centre to corner). */
    static constexpr double largest = 0.88;
    static constexpr double smallest = 0.4;
    /** A fanned-out stack's counters, of the hex size: whole and readable, three to a hex. */
    static constexpr double fannedSize = 0.8;

    /**
     * hex: the hex's polygon; centre its centre; hexSize centre to corner. columnOf gives, for
     * each counter in stacking order (bottom first), its column (its side's index, from 0);
     * chits is how many marker chits share the hex. Returns one placement per counter, in the
     * same order. tries, if given, is set to how many arrangements were tried: the work grows
     * with what the hex can show, not with the depth of the stack.
     */
    static std::vector<Placement> stack(const QPolygonF &hex, QPointF centre, double hexSize,
        const std::vector<int> &columnOf, int chits, int *tries = nullptr);
    /**
     * A fanned-out stack: every counter whole and side by side, centred on the hex's counter area
     * (chits is how many marker chits share the hex), so that it covers its own chits and as
     * little of the neighbours as it can.
     */
    static std::vector<Placement> fan(const QPolygonF &hex, double hexSize, int count, int chits);

    /** A hex's polygon in scene units, as the layout places it. */
    static QPolygonF polygon(const HexLayout &layout, Hex h);

    /** The rectangle counters keep to: under the hex id, above the rows of chits. */
    static QRectF counterArea(const QPolygonF &hex, double hexSize, int chits);
    /** Rows of chits: one up to three chits, then two. */
    static int chitRows(int count) { return count <= 0 ? 0 : count <= 3 ? 1 : 2; }
    /** The side of a marker chit when count chits share the hex. */
    static double chitSize(double hexSize, int count);
    /** The centre of chit i of count in the rows along the bottom of the hex, top row first. */
    static QPointF chitPos(const QPolygonF &hex, double hexSize, int i, int count);
};

} // namespace hexfire
