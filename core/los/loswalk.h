#pragma once

#include "core/hex/hex.h"
#include "core/hex/mapcoordinates.h"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <stdexcept>

namespace hexfire {

/**
 * One hex of a nudged walk, the direction it was entered by (-1 for the firer's hex) and its cell
 * index on the map (-1 off the map).
 */
struct LosStep {
    Hex hex;
    int entered = -1;
    int cell = -1;
};

/**
 * How a step in each direction moves a map's offset cell. On every offset layout that depends only
 * on the parities of q and r, so the table is learned once from MapCoordinates (which stays the one
 * place that knows the layout) and a walk tracks its cell without converting each hex.
 */
class LosCellSteps final {
public:
    explicit LosCellSteps(const MapCoordinates &coordinates)
        : m_width(coordinates.width())
        , m_height(coordinates.height())
    {
        for (int parity = 0; parity < 4; ++parity) {
            const Hex h(parity & 1, parity >> 1);
            const OffsetCoord at = coordinates.toOffset(h);
            for (int d = 0; d < 6; ++d) {
                const OffsetCoord next = coordinates.toOffset(neighbor(h, direction(d)));
                m_delta[parity][d] = {next.col - at.col, next.row - at.row};
            }
        }
    }

    /** The offset cell of the neighbour of h (at cell c) in direction d. */
    OffsetCoord next(Hex h, OffsetCoord c, int d) const
    {
        const OffsetCoord delta = m_delta[(h.q() & 1) | ((h.r() & 1) << 1)][d];
        return {c.col + delta.col, c.row + delta.row};
    }
    /** The cell index of c, or -1 off the map. */
    int cellIndex(OffsetCoord c) const
    {
        // One unsigned compare per axis also rejects negative coordinates.
        const bool inside = static_cast<unsigned>(c.col) < static_cast<unsigned>(m_width)
            && static_cast<unsigned>(c.row) < static_cast<unsigned>(m_height);
        return inside ? c.row * m_width + c.col : -1;
    }

private:
    int m_width = 0;
    int m_height = 0;
    OffsetCoord m_delta[4][6];
};

/**
 * One nudged line of LosEngine, walked a hex at a time so that the engine can stop at the first
 * element that decides its answer instead of walking to the target first.
 *
 * Relative to the firer's centre the line is P(t) = t*d. Hex C is |g_k(P - C)| <= 1 for the three
 * cube pair differences g_k (x-y, y-z, z-x); the line leaves C through boundary k at
 * t_k = (sigma_k * g_k(C) + 1) / |g_k(d)|. Scaled by the product of the active |g_k(d)| these are
 * integers, and from hex to hex each changes by a constant: a step is a few compares and adds,
 * never a multiplication or a floating-point value. Equal exits mean the line meets a corner; the
 * infinitesimal nudge (REFERENCE 0.2) says which side goes first, and flipping it gives the other
 * nudged line from that corner on.
 */
class LosWalk final {
public:
    /**
     * Starts at from (at offset cell origin), the line towards to moved by epsilon to the right
     * (+1) or left (-1). cells must outlive the walk.
     */
    void start(Hex from, OffsetCoord origin, Hex to, int nudge, const LosCellSteps &cells)
    {
        m_cells = &cells;
        m_offset = origin;
        m_current = from;
        m_entered = -1;
        m_cross = 0;
        m_to = to;
        m_steps = 0;
        m_maxSteps = 2 * distance(from, to) + 2;
        const Hex d = to - from;
        const int slope[3] = {d.q() - d.r(), d.r() - d.s(), d.s() - d.q()};
        // The nudge direction e = (-d.r, d.q) lies right of the line (cross(d, e) > 0); moving the
        // line by epsilon*e shifts every t_k by -epsilon*sigma_k*g_k(e)/|g_k(d)|: the tie-break.
        const Hex e = Hex(-d.r(), d.q()) * nudge;
        const int nudgeSlope[3] = {e.q() - e.r(), e.r() - e.s(), e.s() - e.q()};
        // Crossing boundary k of the pair differences upwards leads to these axial steps,
        // downwards to the opposite ones (HexDirection indices).
        constexpr int upDirection[3] = {1, 3, 5};
        constexpr int downDirection[3] = {4, 0, 2};
        // Only boundaries the line is not parallel to can be crossed: two or three of them.
        m_active = 0;
        std::int64_t abs[3] = {};
        std::int64_t scale = 1;
        for (int k = 0; k < 3; ++k) {
            if (slope[k] == 0)
                continue;
            const int sg = slope[k] > 0 ? 1 : -1;
            m_sign[m_active] = sg;
            abs[m_active] = slope[k] * sg;
            m_tieBreak[m_active] = std::int64_t {sg} * nudgeSlope[k];
            m_dir[m_active] = sg > 0 ? upDirection[k] : downDirection[k];
            m_step[m_active] = step(static_cast<HexDirection>(m_dir[m_active]));
            m_crossDelta[m_active] = std::int64_t {d.q()} * m_step[m_active].r()
                - std::int64_t {d.r()} * m_step[m_active].q();
            scale *= abs[m_active];
            ++m_active;
        }
        // t_k * scale = numerator_k * weight_k, exact: scale is a multiple of every |g_k(d)|.
        // |g_k(d)| <= 2 * distance and t_k <= 2, so exits stay below 2^63 up to 10^5 hexes.
        if (distance(from, to) > 100000)
            throw std::length_error("LOS line longer than 100000 hexes");
        for (int k = 0; k < m_active; ++k) {
            m_abs[k] = abs[k];
            m_weight[k] = scale / abs[k];
            m_exit[k] = m_weight[k]; // numerator 1: the firer's hex is centred on the line
        }
        // Crossing boundary b moves g_b of the hex by 2*sigma_b and the other two by -sigma_b, so
        // numerator b grows by 3 and every numerator k changes by -sigma_k*sigma_b.
        for (int b = 0; b < m_active; ++b) {
            for (int k = 0; k < m_active; ++k)
                m_delta[b][k] = (k == b ? 2 : -m_sign[k] * m_sign[b]) * m_weight[k];
        }
        // A boundary the line runs parallel to is never left: its slot exits at infinity and
        // never moves, so choose() and take() always look at three slots (no loop to run).
        for (int k = m_active; k < 3; ++k) {
            m_exit[k] = std::numeric_limits<std::int64_t>::max();
            for (int b = 0; b < 3; ++b)
                m_delta[b][k] = 0;
        }
    }

    bool finished() const { return m_current == m_to; }

    /**
     * The boundary the line leaves the current hex by; corner is set when another boundary is left
     * at the same point, i.e. the nudge decided. Call only while not finished().
     */
    int choose(bool &corner) const
    {
        int best = 0;
        bool tied = false;
        for (int k = 1; k < 3; ++k) {
            if (m_exit[k] < m_exit[best]) {
                best = k;
                tied = false;
            } else if (m_exit[k] == m_exit[best]) {
                tied = true;
                // Only at corners: the nudged line leaves first where its shift is larger.
                if (m_tieBreak[k] * m_abs[best] > m_tieBreak[best] * m_abs[k])
                    best = k;
            }
        }
        corner = tied;
        return best;
    }

    /** Crosses boundary (from choose()) into the next hex. */
    void take(int boundary)
    {
        m_offset = m_cells->next(m_current, m_offset, m_dir[boundary]);
        m_current = m_current + m_step[boundary];
        m_entered = m_dir[boundary];
        m_cross += m_crossDelta[boundary];
        for (int k = 0; k < 3; ++k)
            m_exit[k] += m_delta[boundary][k];
        if (++m_steps > m_maxSteps)
            throw std::logic_error("LOS walk did not reach its target");
    }

    /** The hex the walk is in. */
    Hex current() const { return m_current; }
    /** The direction the current hex was entered by, -1 for the first. */
    int entered() const { return m_entered; }
    /** Whether the line passes through the current hex's centre. */
    bool throughCentre() const { return m_cross == 0; }
    /** The current hex's cell index, -1 off the map. */
    int cell() const { return m_cells->cellIndex(m_offset); }
    LosStep here() const { return {m_current, m_entered, cell()}; }

    /** From here on, walk the line nudged to the other side. */
    void flipNudge()
    {
        for (int k = 0; k < m_active; ++k)
            m_tieBreak[k] = -m_tieBreak[k];
    }

private:
    const LosCellSteps *m_cells = nullptr;
    OffsetCoord m_offset;
    Hex m_current;
    Hex m_to;
    int m_entered = -1;
    std::int64_t m_cross = 0; /**< cross(d, current - from): 0 when the line meets the centre */
    int m_steps = 0;
    int m_maxSteps = 0;
    int m_active = 0;
    int m_sign[3] = {};
    int m_dir[3] = {};
    std::int64_t m_abs[3] = {}; /**< |g_k(d)| */
    std::int64_t m_weight[3] = {}; /**< scale / |g_k(d)| */
    std::int64_t m_exit[3] = {}; /**< t_k * scale */
    std::int64_t m_delta[3][3] = {}; /**< change of m_exit[k] when boundary b is crossed */
    std::int64_t m_tieBreak[3] = {}; /**< sigma_k * g_k(e): the nudge's shift of t_k is
                                        -epsilon * m_tieBreak[k] / m_abs[k] */
    Hex m_step[3];
    std::int64_t m_crossDelta[3] = {}; /**< change of m_cross when boundary k is crossed */
};

} // namespace hexfire
