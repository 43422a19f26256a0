#pragma once

// Small hand-made positions of the one-die test rules for the game-loop tests: a map drawn as
// rows of terrain ('.' clear, 'W' woods), the sides Red and Blue, troopers placed by hex label.
// Flat-top columns, so B1, B2, B3 ... form a straight line of neighbours.

#include "core/game/gamestate.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/ruleset.h"
#include "core/rules/sequence.h"

#include <string>
#include <vector>

namespace hexfire::onedieboard {

inline MapGrid board(const std::vector<std::string> &rows)
{
    MapGrid map(MapCoordinates(static_cast<int>(rows.front().size()), static_cast<int>(rows.size()),
                    Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8d0a0"}, {"woods", "Woods", "#6f8f4f"}});
    for (std::size_t r = 0; r < rows.size(); ++r) {
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            if (rows[r][c] == 'W')
                map.setTerrain(
                    map.coordinates().hexAt(static_cast<int>(r * rows[r].size() + c)), "woods");
        }
    }
    return map;
}

/** A trooper of `side` ("red" or "blue") in the hex with this label. */
struct Placed {
    std::string id;
    std::string side;
    std::string hex;
    int strength = 2;
    bool off = false; /**< eliminated (off the map) */
};

inline GameState position(const std::vector<std::string> &rows, const std::vector<Placed> &units)
{
    GameState s("onedie", board(rows),
        {{SideId {"red"}, "Red", "#a04040"}, {SideId {"blue"}, "Blue", "#4060a0"}});
    for (const Placed &p : units) {
        Unit u;
        u.id = UnitId {p.id};
        u.name = "Trooper " + p.id;
        u.side = SideId {p.side};
        u.hex = s.map().parse(p.hex);
        u.strength = p.strength;
        u.maxStrength = 2;
        u.art = "figure";
        u.eliminated = p.off;
        s.addUnit(u);
    }
    return s;
}

/** The position at the start of the rule system's sequence (turn 1, first phase, Red first). */
inline GameState atStart(const RuleSet &rules, GameState s)
{
    s.setSequence(completePosition(rules.sequenceOfPlay(), s, {}));
    return s;
}

inline Hex at(const GameState &s, const std::string &label) { return s.map().parse(label); }

/** A stream on the hexside between two neighbouring hexes. */
inline void stream(GameState &s, const std::string &a, const std::string &b)
{
    const Hex from = at(s, a);
    s.editMap().setHexsideFeature(from, directionTo(from, at(s, b)), "stream");
}

/** A unit with a state set (Unit::status), as a rule system's effects leave it. */
inline void setStatus(GameState &s, const std::string &id, const std::string &status)
{
    Unit u = s.unit(UnitId {id});
    u.status.set(status);
    s.replaceUnit(u);
}

namespace detail {
inline std::vector<std::string> split(const std::string &text, char by)
{
    std::vector<std::string> parts;
    std::string part;
    for (const char c : text + by) {
        if (c != by) {
            part += c;
        } else if (!part.empty()) {
            parts.push_back(part);
            part.clear();
        }
    }
    return parts;
}
} // namespace detail

/**
 * A position written in a test row: the map's rows separated by '|' (".W.|..."), the units as
 * "r1:red:A1 b1:blue:A4" (an optional fourth field is the strength, a fifth "off" puts it
 * off the map) and the streams as
 * "A1-A2 B3-B4".
 */
inline GameState described(
    const std::string &rows, const std::string &units, const std::string &streams = {})
{
    std::vector<Placed> placed;
    for (const std::string &u : detail::split(units, ' ')) {
        const std::vector<std::string> f = detail::split(u, ':');
        placed.push_back({f.at(0), f.at(1), f.at(2), f.size() > 3 ? std::stoi(f[3]) : 2,
            f.size() > 4 && f[4] == "off"});
    }
    GameState s = position(detail::split(rows, '|'), placed);
    for (const std::string &side : detail::split(streams, ' ')) {
        const std::vector<std::string> ends = detail::split(side, '-');
        stream(s, ends.at(0), ends.at(1));
    }
    return s;
}

/** The unit's movement spent this phase set by hand, as earlier moves leave it. */
inline void setSpent(GameState &s, const std::string &id, int spent)
{
    Unit u = s.unit(UnitId {id});
    u.movementSpent = spent;
    s.replaceUnit(u);
}

} // namespace hexfire::onedieboard
