#pragma once

#include "core/hex/hex.h"
#include "core/los/losrules.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/** What one element of a trace is. */
enum class LosElementKind : std::uint8_t {
    Firer, /**< the firer's own hex: never blocks */
    Target, /**< the target's own hex: never blocks */
    Hex, /**< an intervening hex whose interior the line crosses */
    SpineSide, /**< one of the two hexes on either side of a stretch where the line runs along a
                  hexside */
    VertexTouch, /**< a hex the line touches at one corner only */
    HexsideCrossed, /**< a hexside carrying a feature that the line crosses */
    HexsideAlong, /**< a hexside carrying a feature that the line runs along */
};

/**
 * Which of the two nudged lines an element belongs to. Left and right are as seen on the map from
 * the firer looking at the target (screen y down), the same for flat-top and pointy-top maps.
 */
enum class LosSide : std::uint8_t { Both, Left, Right };

/** The shape of the centre-to-centre line (REFERENCE 0.2). */
enum class LosLineKind : std::uint8_t {
    SameHex, /**< firer and target share a hex */
    Axis, /**< passes through hex centres only */
    Generic, /**< crosses hex interiors cleanly, touching no corner */
    Spine, /**< runs along hexsides between pairs of hexes */
    VertexTouch, /**< passes through isolated corners, touching a third hex at one point */
};

enum class LosVerdict : std::uint8_t { Clear, Hindered, Blocked };

/** Why the hexside policy chose the side it did. */
enum class PolicyDecision : std::uint8_t {
    Unambiguous, /**< one line only: no choice to make */
    SidesAgree, /**< both nudged lines give the same result */
    EitherSideBlocks, /**< strict: one side blocks, so the line is blocked */
    WorseHindrance, /**< strict: neither blocks; the side with more hindrance is used */
    BothSidesBlock, /**< both sides block under either policy */
    OtherSideClear, /**< lenient: one side blocks, the other is used */
    LesserHindrance, /**< lenient: neither blocks; the side with less hindrance is used */
};

/** One hex or hexside met by the line, with what the rules say it does. */
struct LosElement {
    LosElementKind kind = LosElementKind::Hex;
    LosSide side = LosSide::Both;
    /** Hex kinds: the line passes exactly through the hex centre. */
    bool throughCentre = false;
    /** The hex lies off the map: nothing there, so it is clear. */
    bool offMap = false;
    /** Hex kinds: the hex; hexside kinds: the hex on the firer's side (left for HexsideAlong). */
    hexfire::Hex hex;
    /** Hexside kinds: the hexside of `hex` in this direction; SpineSide: the hexside run along. */
    HexDirection direction = HexDirection::D0;
    /** Hexside kinds: the feature id (interned, see internId: valid for the process lifetime). */
    std::string_view feature;
    int fromFirer = 0;
    int fromTarget = 0;
    LosObstacle obstacle;
};

/** The outcome of one nudged line. */
struct LosSideResult {
    bool blocked = false;
    int hindrance = 0;
    int firstBlocker = -1; /**< index into LosTrace::elements, -1 when clear */
    friend bool operator==(const LosSideResult &, const LosSideResult &) = default;
};

/** A verdict without the elements (LosEngine::verdict, LosEngine::visibleHexes). */
struct LosResult {
    LosVerdict verdict = LosVerdict::Clear;
    int hindrance = 0;
    friend bool operator==(const LosResult &, const LosResult &) = default;
};

/**
 * The full answer to one LOS query: every element in order from firer to target, the result of
 * each nudged line and how the hexside policy chose between them.
 */
struct LosTrace {
    hexfire::Hex firer;
    hexfire::Hex target;
    int firerLevel = 0;
    int targetLevel = 0;
    LosLineKind lineKind = LosLineKind::SameHex;
    HexsidePolicy policy = HexsidePolicy::Strict;
    std::vector<LosElement> elements;
    LosSideResult left;
    LosSideResult right;

    LosVerdict verdict = LosVerdict::Clear;
    int hindrance = 0;
    int firstBlocker = -1; /**< index into elements of the blocker on the side used, -1 if none */
    LosSide sideUsed = LosSide::Both;
    PolicyDecision decision = PolicyDecision::Unambiguous;

    /** True when the two nudged lines differ (spine or vertex touch). */
    bool ambiguous() const
    {
        return lineKind == LosLineKind::Spine || lineKind == LosLineKind::VertexTouch;
    }
    LosResult result() const { return {verdict, hindrance}; }
    /** One line saying which way the hexside policy decided and why. */
    std::string policyExplanation() const;
};

/**
 * Combines the two nudged lines under a policy. With ambiguous false both sides must be equal.
 * Returns the side used and why; verdict, hindrance and first blocker are written to trace.
 */
void applyHexsidePolicy(LosTrace &trace, bool ambiguous);

std::string_view toString(LosElementKind kind);
std::string_view toString(LosSide side);
std::string_view toString(LosLineKind kind);
std::string_view toString(LosVerdict verdict);
std::string_view toString(PolicyDecision decision);

} // namespace hexfire
