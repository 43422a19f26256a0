#include "core/los/lostrace.h"

namespace hexfire {

namespace {

void useSide(LosTrace &trace, const LosSideResult &side)
{
    trace.verdict = side.blocked ? LosVerdict::Blocked
                                 : (side.hindrance > 0 ? LosVerdict::Hindered : LosVerdict::Clear);
    // A blocked line has no meaningful hindrance; the fast verdict path stops at the blocker.
    trace.hindrance = side.blocked ? 0 : side.hindrance;
    trace.firstBlocker = side.firstBlocker;
}

} // namespace

void applyHexsidePolicy(LosTrace &trace, bool ambiguous)
{
    const LosSideResult &left = trace.left;
    const LosSideResult &right = trace.right;
    if (!ambiguous) {
        useSide(trace, left);
        trace.sideUsed = LosSide::Both;
        trace.decision = PolicyDecision::Unambiguous;
        return;
    }
    if (left.blocked && right.blocked) {
        // Report the blocker the line meets first, whichever side it is on.
        const bool leftFirst = left.firstBlocker <= right.firstBlocker;
        useSide(trace, leftFirst ? left : right);
        trace.sideUsed = left.firstBlocker == right.firstBlocker
            ? LosSide::Both
            : (leftFirst ? LosSide::Left : LosSide::Right);
        trace.decision = PolicyDecision::BothSidesBlock;
        return;
    }
    if (!left.blocked && !right.blocked && left.hindrance == right.hindrance) {
        useSide(trace, left);
        trace.sideUsed = LosSide::Both;
        trace.decision = PolicyDecision::SidesAgree;
        return;
    }
    const bool strict = trace.policy == HexsidePolicy::Strict;
    LosSide side = LosSide::Left;
    if (left.blocked || right.blocked) {
        const bool leftBlocked = left.blocked;
        side = (leftBlocked == strict) ? LosSide::Left : LosSide::Right;
        trace.decision = strict ? PolicyDecision::EitherSideBlocks : PolicyDecision::OtherSideClear;
    } else {
        const bool leftMore = left.hindrance > right.hindrance;
        side = (leftMore == strict) ? LosSide::Left : LosSide::Right;
        trace.decision = strict ? PolicyDecision::WorseHindrance : PolicyDecision::LesserHindrance;
    }
    trace.sideUsed = side;
    useSide(trace, side == LosSide::Left ? left : right);
}

std::string LosTrace::policyExplanation() const
{
    std::string text;
    switch (decision) {
    case PolicyDecision::Unambiguous:
        return "the line crosses hexes cleanly; no hexside policy needed";
    case PolicyDecision::SidesAgree:
        text = "both sides of the hexside/vertex give the same result";
        break;
    case PolicyDecision::EitherSideBlocks:
        text = "the " + std::string(toString(sideUsed))
            + " side blocks, and under the strict policy either side blocking blocks";
        break;
    case PolicyDecision::WorseHindrance:
        text = "neither side blocks; strict policy takes the " + std::string(toString(sideUsed))
            + " side with more hindrance (" + std::to_string(hindrance) + ")";
        break;
    case PolicyDecision::BothSidesBlock:
        text = "both sides block, so the line is blocked under either policy";
        break;
    case PolicyDecision::OtherSideClear:
        text = "one side blocks, but under the lenient policy the line may pass on the "
            + std::string(toString(sideUsed)) + " side";
        break;
    case PolicyDecision::LesserHindrance:
        text = "neither side blocks; lenient policy takes the " + std::string(toString(sideUsed))
            + " side with less hindrance (" + std::to_string(hindrance) + ")";
        break;
    }
    return std::string(toString(lineKind)) + " line, " + std::string(toString(policy))
        + " policy: " + text;
}

std::string_view toString(LosElementKind kind)
{
    switch (kind) {
    case LosElementKind::Firer:
        return "firer";
    case LosElementKind::Target:
        return "target";
    case LosElementKind::Hex:
        return "hex";
    case LosElementKind::SpineSide:
        return "spine side";
    case LosElementKind::VertexTouch:
        return "vertex touch";
    case LosElementKind::HexsideCrossed:
        return "hexside crossed";
    case LosElementKind::HexsideAlong:
        return "hexside run along";
    }
    return "?";
}

std::string_view toString(LosSide side)
{
    switch (side) {
    case LosSide::Both:
        return "both";
    case LosSide::Left:
        return "left";
    case LosSide::Right:
        return "right";
    }
    return "?";
}

std::string_view toString(LosLineKind kind)
{
    switch (kind) {
    case LosLineKind::SameHex:
        return "same-hex";
    case LosLineKind::Axis:
        return "axis";
    case LosLineKind::Generic:
        return "generic";
    case LosLineKind::Spine:
        return "spine";
    case LosLineKind::VertexTouch:
        return "vertex-touch";
    }
    return "?";
}

std::string_view toString(LosVerdict verdict)
{
    switch (verdict) {
    case LosVerdict::Clear:
        return "clear";
    case LosVerdict::Hindered:
        return "hindered";
    case LosVerdict::Blocked:
        return "blocked";
    }
    return "?";
}

std::string_view toString(PolicyDecision decision)
{
    switch (decision) {
    case PolicyDecision::Unambiguous:
        return "unambiguous";
    case PolicyDecision::SidesAgree:
        return "sides agree";
    case PolicyDecision::EitherSideBlocks:
        return "either side blocks";
    case PolicyDecision::WorseHindrance:
        return "worse hindrance";
    case PolicyDecision::BothSidesBlock:
        return "both sides block";
    case PolicyDecision::OtherSideClear:
        return "other side clear";
    case PolicyDecision::LesserHindrance:
        return "lesser hindrance";
    }
    return "?";
}

} // namespace hexfire
