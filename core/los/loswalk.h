#pragma once

#include "core/hex/hex.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>

namespace hexfire {

/** One hex of a nudged walk and the direction it was entered by (-1 for the firer's hex). */
struct LosStep {
    Hex hex;
    int entered = -1;
};

/**
 * One nudged line of LosEngine, walked a hex at a time so that the engine can stop at the first
 * element that decides its answer instead of walking to the target first.
 *
 * Relative to the firer's centre the line is P(t) = t*d. Hex C is |g_k(P - C)| <= 1 for the three
 * cube pair differences g_k (x-y, y-z, z-x); the line leaves C through boundary k at
 * t_k = (sigma_k * g_k(C) + 1) / |g_k(d)|, so from hex to hex only the numerators change, by a
 * constant: a step is two or three 64-bit multiplications and a compare, never a floating-point
 * value. Equal exits mean the line meets a corner; the infinitesimal nudge (REFERENCE 0.2) says
 * which side goes first, and flipping it gives the other nudged line from that corner on.
 */
class LosWalk final {
public:
    /** Starts at from, the line towards to moved by epsilon to the right (+1) or left (-1). */
    void start(Hex from, Hex to, int nudge)
    {
        m_current = from;
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
        for (int k = 0; k < 3; ++k) {
            if (slope[k] == 0)
                continue;
            const int sg = slope[k] > 0 ? 1 : -1;
            m_sign[m_active] = sg;
            m_abs[m_active] = slope[k] * sg;
            m_num[m_active] = 1;
            m_tieBreak[m_active] = std::int64_t {sg} * nudgeSlope[k];
            m_dir[m_active] = sg > 0 ? upDirection[k] : downDirection[k];
            m_step[m_active] = step(static_cast<HexDirection>(m_dir[m_active]));
            ++m_active;
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
        for (int k = 1; k < m_active; ++k) {
            const std::int64_t lhs = m_num[k] * m_abs[best];
            const std::int64_t rhs = m_num[best] * m_abs[k];
            if (lhs < rhs) {
                best = k;
                tied = false;
            } else if (lhs == rhs) {
                tied = true;
                if (m_tieBreak[k] * m_abs[best] > m_tieBreak[best] * m_abs[k])
                    best = k;
            }
        }
        corner = tied;
        return best;
    }

    /** Crosses boundary (from choose()) into the next hex. */
    LosStep take(int boundary)
    {
        m_current = m_current + m_step[boundary];
        // Crossing boundary k moves g_k of the hex by 2*sigma_k and the other two by -sigma_k.
        const int sb = m_sign[boundary];
        for (int k = 0; k < m_active; ++k)
            m_num[k] -= m_sign[k] * sb;
        m_num[boundary] += 3;
        if (++m_steps > m_maxSteps)
            throw std::logic_error("LOS walk did not reach its target");
        return {m_current, m_dir[boundary]};
    }

    /** From here on, walk the line nudged to the other side. */
    void flipNudge()
    {
        for (int k = 0; k < m_active; ++k)
            m_tieBreak[k] = -m_tieBreak[k];
    }

private:
    Hex m_current;
    Hex m_to;
    int m_steps = 0;
    int m_maxSteps = 0;
    int m_active = 0;
    int m_sign[3] = {};
    int m_dir[3] = {};
    std::int64_t m_abs[3] = {};
    std::int64_t m_num[3] = {};
    std::int64_t m_tieBreak[3] = {};
    Hex m_step[3];
};

} // namespace hexfire
