#pragma once

// The Tide of Iron tests' board and counters: a 16 x 12 map, squads of four regulars, tanks.

#include "core/game/gamestate.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/action.h"
#include "core/rules/tideofiron/toitables.h"

#include <memory>
#include <string>
#include <vector>

namespace hexfire::toitest {

using toi::ToiProfile;

inline MapGrid smallMap()
{
    return MapGrid(
        MapCoordinates(16, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"},
            {"building", "Building", "#999999"}, {"hill", "Hill", "#c0a070"}});
}

inline const MapGrid grid = smallMap();
inline Hex at(const char *label) { return grid.parse(label); }

struct U {
    std::string id;
    std::string side = "us";
    const char *hex = "C6";
    std::vector<std::string> figures {"regular", "regular", "regular", "regular"};
    std::string vehicle; /**< non-empty: a vehicle of this type */
    std::vector<std::string> status;
    int damage = 0;
};

inline U squad(std::string id, const char *hex, std::string side = "us")
{
    U u;
    u.id = std::move(id);
    u.hex = hex;
    u.side = std::move(side);
    return u;
}

inline U tank(std::string id, const char *hex, std::string side = "de")
{
    U u = squad(std::move(id), hex, std::move(side));
    u.figures.clear();
    u.vehicle = "panzer-iv";
    return u;
}

inline GameState position(const std::vector<U> &units)
{
    GameState s("tideofiron", smallMap(),
        {{SideId {"us"}, "American", "#6b7a3a"}, {SideId {"de"}, "German", "#5a6a7a"}});
    for (const U &x : units) {
        Unit u;
        u.id = UnitId {x.id};
        u.name = x.id;
        u.side = SideId {x.side};
        u.hex = at(x.hex);
        auto p = std::make_shared<ToiProfile>();
        p->vehicle = !x.vehicle.empty();
        p->type = x.vehicle;
        p->figures = x.figures;
        u.strength = p->vehicle ? 1 : static_cast<int>(x.figures.size());
        u.maxStrength = u.strength;
        u.damage = x.damage;
        for (const std::string &k : x.status)
            u.status.set(k);
        u.profile = p;
        s.addUnit(u);
    }
    return s;
}

inline Action attack(std::vector<std::string> actors, const std::string &target,
    std::string mode = "concentrated", std::string kind = "normal", std::string remove = "")
{
    Action a;
    a.kind = "attack";
    for (const std::string &id : actors)
        a.actors.push_back(UnitId {id});
    a.targetUnit = UnitId {target};
    a.params["mode"] = mode;
    a.params["kind"] = kind;
    if (!remove.empty())
        a.params["remove"] = remove;
    return a;
}

} // namespace hexfire::toitest
