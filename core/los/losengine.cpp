#include "core/los/losengine.h"

#include "core/error.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace hexfire {

namespace {

const LosReason endpointReason {
    "los.endpoint", "the firer's and target's own hexes never block", "REFERENCE 0.2"};
const LosReason offMapReason {"los.offmap", "off the map: nothing there to block", ""};

// Crossing boundary k of the cube pair differences (x-y, y-z, z-x) upwards leads to these axial
// steps; downwards to the opposite ones. Indices are HexDirection values (see step()).
constexpr int upDirection[3] = {1, 3, 5};
constexpr int downDirection[3] = {4, 0, 2};

/** The direction index of a unit axial step, or -1. */
int directionOf(Hex delta)
{
    for (int i = 0; i < 6; ++i) {
        if (step(direction(i)) == delta)
            return i;
    }
    return -1;
}

constexpr std::int64_t cross(Hex a, Hex b)
{
    return std::int64_t {a.q()} * b.r() - std::int64_t {a.r()} * b.q();
}

void accumulate(LosSideResult &side, const LosElement &e, int index)
{
    if (side.blocked)
        return;
    if (e.obstacle.blocks()) {
        side.blocked = true;
        side.firstBlocker = index;
    } else if (e.obstacle.effect == LosEffect::Hinder) {
        side.hindrance += e.obstacle.hindrance;
    }
}

void addToSides(LosSideResult &left, LosSideResult &right, const LosElement &e, int index)
{
    if (e.side != LosSide::Right)
        accumulate(left, e, index);
    if (e.side != LosSide::Left)
        accumulate(right, e, index);
}

// Sinks hand out the element to fill in place: building it on the stack and copying it in cost
// more than the rest of the step (partial stores followed by wide loads stall store forwarding).
struct TraceSink {
    LosTrace &trace;
    LosElement &next() { return trace.elements.emplace_back(); }
    void commit()
    {
        const int index = static_cast<int>(trace.elements.size()) - 1;
        addToSides(trace.left, trace.right, trace.elements.back(), index);
    }
    bool done() const { return false; }
};

struct VerdictSink {
    bool strict = true;
    LosSideResult left;
    LosSideResult right;
    int count = 0;
    LosElement scratch;
    LosElement &next()
    {
        scratch = LosElement {};
        return scratch;
    }
    void commit() { addToSides(left, right, scratch, count++); }
    bool done() const
    {
        return (left.blocked && right.blocked) || (strict && (left.blocked || right.blocked));
    }
};

} // namespace

LosEngine::LosEngine(const MapGrid &map, const LosRules &rules)
    : m_map(map)
    , m_rules(rules)
{ }

bool LosEngine::walk(Hex from, Hex to, int nudge, std::vector<Step> &out)
{
    out.clear();
    out.push_back({from, -1});
    if (from == to)
        return false;
    const Hex d = to - from;
    // Relative to the firer's centre the line is P(t) = t*d. Hex C is |g_k(P - C)| <= 1 for the
    // three cube pair differences g_k; the line leaves C through boundary k at
    // t_k = (sigma_k * g_k(C) + 1) / |g_k(d)|, so only the numerators change from hex to hex.
    const int slope[3] = {d.q() - d.r(), d.r() - d.s(), d.s() - d.q()};
    // The nudge direction e = (-d.r, d.q) lies right of the line (cross(d, e) > 0); moving the
    // line by epsilon*e shifts every t_k by -epsilon*sigma_k*g_k(e)/|g_k(d)|, which breaks ties.
    const Hex e = Hex(-d.r(), d.q()) * nudge;
    const int nudgeSlope[3] = {e.q() - e.r(), e.r() - e.s(), e.s() - e.q()};
    // Only boundaries the line is not parallel to can be crossed: two or three of them.
    int active = 0;
    int sign[3];
    std::int64_t abs[3];
    std::int64_t num[3];
    std::int64_t tieBreak[3];
    Hex stepOf[3];
    int dirOf[3];
    for (int k = 0; k < 3; ++k) {
        if (slope[k] == 0)
            continue;
        const int sg = slope[k] > 0 ? 1 : -1;
        sign[active] = sg;
        abs[active] = slope[k] * sg;
        num[active] = 1;
        tieBreak[active] = std::int64_t {sg} * nudgeSlope[k];
        dirOf[active] = sg > 0 ? upDirection[k] : downDirection[k];
        stepOf[active] = step(static_cast<HexDirection>(dirOf[active]));
        ++active;
    }
    bool corner = false;
    const std::size_t maxSteps = 2 * static_cast<std::size_t>(distance(from, to)) + 2;
    Hex current = from;
    while (current != to) {
        int best = 0;
        bool tied = false;
        for (int k = 1; k < active; ++k) {
            const std::int64_t lhs = num[k] * abs[best];
            const std::int64_t rhs = num[best] * abs[k];
            if (lhs < rhs) {
                best = k;
                tied = false;
            } else if (lhs == rhs) {
                // Equal exits mean a corner: the nudged line decides which side goes first.
                tied = true;
                if (tieBreak[k] * abs[best] > tieBreak[best] * abs[k])
                    best = k;
            }
        }
        corner |= tied;
        current = current + stepOf[best];
        out.push_back({current, dirOf[best]});
        // Crossing boundary k moves g_k of the hex by 2*sigma_k and the other two by -sigma_k.
        const int sb = sign[best];
        for (int k = 0; k < active; ++k)
            num[k] -= sign[k] * sb;
        num[best] += 3;
        if (out.size() > maxSteps)
            throw std::logic_error("LOS walk did not reach its target");
    }
    return corner;
}

template <class Sink>
LosLineKind LosEngine::run(const LosQuery &query, int firerLevel, int targetLevel, Sink &sink)
{
    const Hex from = query.from;
    const Hex to = query.to;
    const Hex d = to - from;
    const bool ambiguous = walk(from, to, 1, m_right);
    if (ambiguous)
        walk(from, to, -1, m_left);
    const std::vector<Step> &left = ambiguous ? m_left : m_right;
    const std::vector<Step> &right = m_right;
    const bool features = !m_map.hexsideFeatures().empty();

    auto context = [&](int fromFirer, int fromTarget, HexsideContact contact) {
        return LosContext {
            m_map, from, to, firerLevel, targetLevel, fromFirer, fromTarget, contact};
    };
    auto addHex = [&](LosElementKind kind, LosSide side, Hex h) {
        LosElement &e = sink.next();
        e.kind = kind;
        e.side = side;
        e.hex = h;
        e.throughCentre = cross(d, h - from) == 0;
        e.fromFirer = distance(from, h);
        e.fromTarget = distance(to, h);
        const int cell = m_map.coordinates().tryCellIndex(h);
        e.offMap = cell < 0;
        if (kind == LosElementKind::Firer || kind == LosElementKind::Target) {
            e.obstacle = {LosEffect::Clear, 0, &endpointReason};
        } else if (e.offMap) {
            e.obstacle = {LosEffect::Clear, 0, &offMapReason};
        } else {
            LosContext c = context(e.fromFirer, e.fromTarget, HexsideContact::Crossed);
            c.cell = cell;
            e.obstacle = m_rules.hexEffect(c, h);
        }
        sink.commit();
    };
    auto featureOf = [&](Hex h, int dir) -> std::string_view {
        if (m_map.contains(h))
            return m_map.hexsideFeature(h, direction(dir));
        const Hex other = neighbor(h, direction(dir));
        if (m_map.contains(other))
            return m_map.hexsideFeature(other, opposite(direction(dir)));
        return {};
    };
    auto addHexside = [&](LosElementKind kind, LosSide side, Hex h, int dir, Hex far) {
        if (!features)
            return;
        const std::string_view feature = featureOf(h, dir);
        if (feature.empty())
            return;
        LosElement &e = sink.next();
        e.kind = kind;
        e.side = side;
        e.hex = h;
        e.direction = direction(dir);
        e.feature = feature; // interned by the map when it was set: no lock, no copy
        e.fromFirer = std::min(distance(from, h), distance(from, far));
        e.fromTarget = std::min(distance(to, h), distance(to, far));
        const auto contact = kind == LosElementKind::HexsideAlong ? HexsideContact::RunAlong
                                                                  : HexsideContact::Crossed;
        e.obstacle = m_rules.hexsideEffect(context(e.fromFirer, e.fromTarget, contact),
            MapGrid::canonical(h, direction(dir)), feature);
        sink.commit();
    };
    auto kindAt = [&](std::size_t i, const std::vector<Step> &walkSteps) {
        return i + 1 == walkSteps.size() ? LosElementKind::Target : LosElementKind::Hex;
    };

    addHex(LosElementKind::Firer, LosSide::Both, from);
    if (from == to)
        return LosLineKind::SameHex;
    bool spine = false;
    bool vertex = false;
    bool centresOnly = true;
    std::size_t i = 1;
    std::size_t j = 1;
    while (i < left.size() && j < right.size() && !sink.done()) {
        const Step &l = left[i];
        const Step &r = right[j];
        if (l.hex == r.hex) {
            const Hex lp = left[i - 1].hex;
            const Hex rp = right[j - 1].hex;
            if (!features) {
                // Nothing to look up: the common case, kept out of the call below.
            } else if (lp == rp) {
                addHexside(LosElementKind::HexsideCrossed, LosSide::Both, lp, l.entered, l.hex);
            } else {
                addHexside(LosElementKind::HexsideCrossed, LosSide::Left, lp, l.entered, l.hex);
                addHexside(LosElementKind::HexsideCrossed, LosSide::Right, rp, r.entered, r.hex);
            }
            const LosElementKind kind = kindAt(i, left);
            if (kind == LosElementKind::Hex && cross(d, l.hex - from) != 0)
                centresOnly = false;
            addHex(kind, LosSide::Both, l.hex);
            ++i;
            ++j;
            continue;
        }
        // The walks part only around a corner on the line; they meet again in the next hex.
        const Hex previous = left[i - 1].hex;
        if (i + 1 < left.size() && left[i + 1].hex == r.hex) {
            vertex = true;
            addHexside(LosElementKind::HexsideCrossed, LosSide::Left, previous, l.entered, l.hex);
            addHex(LosElementKind::VertexTouch, LosSide::Left, l.hex);
            ++i;
        } else if (j + 1 < right.size() && right[j + 1].hex == l.hex) {
            vertex = true;
            addHexside(LosElementKind::HexsideCrossed, LosSide::Right, previous, r.entered, r.hex);
            addHex(LosElementKind::VertexTouch, LosSide::Right, r.hex);
            ++j;
        } else {
            if (i + 1 >= left.size() || j + 1 >= right.size()
                || left[i + 1].hex != right[j + 1].hex)
                throw std::logic_error("LOS walks diverged beyond one corner");
            const int along = directionOf(r.hex - l.hex);
            if (along < 0)
                throw std::logic_error("LOS spine sides are not adjacent");
            spine = true;
            addHexside(LosElementKind::HexsideCrossed, LosSide::Left, previous, l.entered, l.hex);
            addHexside(LosElementKind::HexsideCrossed, LosSide::Right, previous, r.entered, r.hex);
            addHex(LosElementKind::SpineSide, LosSide::Left, l.hex);
            addHex(LosElementKind::SpineSide, LosSide::Right, r.hex);
            addHexside(LosElementKind::HexsideAlong, LosSide::Both, l.hex, along, r.hex);
            ++i;
            ++j;
        }
    }
    if (spine)
        return LosLineKind::Spine;
    if (vertex)
        return LosLineKind::VertexTouch;
    if (ambiguous && !sink.done())
        throw std::logic_error("LOS walk met a corner but found no spine or vertex");
    return centresOnly ? LosLineKind::Axis : LosLineKind::Generic;
}

void LosEngine::trace(const LosQuery &query, LosTrace &out)
{
    for (const Hex h : {query.from, query.to}) {
        if (!m_map.contains(h))
            throw Error("LOS " + std::string(h == query.from ? "from" : "to") + " hex "
                + m_map.label(h) + " is off the map; expected a hex on the "
                + std::to_string(m_map.width()) + "x" + std::to_string(m_map.height()) + " map");
    }
    out.firer = query.from;
    out.target = query.to;
    out.firerLevel = query.fromLevel.value_or(m_map.elevation(query.from));
    out.targetLevel = query.toLevel.value_or(m_map.elevation(query.to));
    out.policy = m_rules.hexsidePolicy();
    out.elements.clear();
    out.left = {};
    out.right = {};
    TraceSink sink {out};
    out.lineKind = run(query, out.firerLevel, out.targetLevel, sink);
    applyHexsidePolicy(out, out.ambiguous());
}

LosTrace LosEngine::trace(const LosQuery &query)
{
    LosTrace result;
    trace(query, result);
    return result;
}

LosResult LosEngine::verdict(const LosQuery &query)
{
    for (const Hex h : {query.from, query.to}) {
        if (!m_map.contains(h))
            throw Error("LOS " + std::string(h == query.from ? "from" : "to") + " hex "
                + m_map.label(h) + " is off the map");
    }
    const int firerLevel = query.fromLevel.value_or(m_map.elevation(query.from));
    const int targetLevel = query.toLevel.value_or(m_map.elevation(query.to));
    VerdictSink sink;
    sink.strict = m_rules.hexsidePolicy() == HexsidePolicy::Strict;
    run(query, firerLevel, targetLevel, sink);
    // Only verdict and hindrance are read, so a trace without elements (no allocation) will do.
    // Equal sides need no policy; unequal ones are exactly the ambiguous lines.
    LosTrace scratch;
    scratch.policy = m_rules.hexsidePolicy();
    scratch.left = sink.left;
    scratch.right = sink.right;
    applyHexsidePolicy(scratch, !(sink.left == sink.right));
    return scratch.result();
}

void LosEngine::visibleHexes(Hex from, std::optional<int> fromLevel, std::vector<LosResult> &out)
{
    const int count = m_map.hexCount();
    out.resize(static_cast<std::size_t>(count));
    LosQuery query {from, from, fromLevel, {}};
    for (int c = 0; c < count; ++c) {
        query.to = m_map.coordinates().hexAt(c);
        out[static_cast<std::size_t>(c)] = verdict(query);
    }
}

std::vector<LosResult> LosEngine::visibleHexes(Hex from, std::optional<int> fromLevel)
{
    std::vector<LosResult> out;
    visibleHexes(from, fromLevel, out);
    return out;
}

} // namespace hexfire
