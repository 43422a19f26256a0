#pragma once

#include "core/hex/hex.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace hexfire {

/**
 * A counter faces either a hexside or a vertex: 12 states. Position p (0..11) counts half-sixths
 * clockwise: hexside d is p = 2d, the vertex between hexsides d and d+1 is p = 2d+1.
 */
class Facing final {
public:
    enum class Kind : std::uint8_t { Hexside, Vertex };

    constexpr Facing() = default;
    static constexpr Facing hexside(HexDirection d) { return Facing(2 * index(d)); }
    /** The vertex between hexside d and hexside d+1. */
    static constexpr Facing vertex(HexDirection d) { return Facing(2 * index(d) + 1); }
    /** Throws hexfire::Error unless 0 <= p < 12. */
    static Facing fromPosition(int p);

    constexpr Kind kind() const { return m_position % 2 == 0 ? Kind::Hexside : Kind::Vertex; }
    /** The faced hexside, or for a vertex the hexside just counter-clockwise of it. */
    constexpr HexDirection direction() const { return hexfire::direction(m_position / 2); }
    constexpr int position() const { return m_position; }

    friend constexpr bool operator==(Facing, Facing) = default;

private:
    constexpr explicit Facing(int p)
        : m_position(p)
    { }
    int m_position = 0;
};

enum class HexsideClass : std::uint8_t { Front, Flank, Rear };

enum class FacingKind : std::uint8_t { Hexside, Vertex, Any };

/**
 * How many of a formation's six hexsides are front, flank and rear, and what it faces. These counts
 * are rule-system data (e.g. a column 3/2/1 facing a hexside, a line 2/2/2 facing a vertex).
 */
struct FacingProfile {
    std::string formation; /**< display name, e.g. "infantry line" */
    FacingKind faces = FacingKind::Any; /**< what a counter in this formation must face */
    int front = 6;
    int flank = 0;
    int rear = 0;
};

/**
 * Classifies the six hexsides of a unit's hex: the hexsides nearest the faced hexside or vertex are
 * front, the next are flank, the rest rear. Throws hexfire::Error for an impossible combination: a
 * facing of the wrong kind for the formation, counts that do not add up to 6, or counts that would
 * split two hexsides at the same angle from the facing (no such formation exists).
 */
std::array<HexsideClass, 6> classifyHexsides(Facing facing, const FacingProfile &profile);

std::string toString(Facing f);
std::string_view toString(HexsideClass c);

} // namespace hexfire
