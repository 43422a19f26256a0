#pragma once

// The 2d6 Skirmish tests' table and figures: a 16 x 12 map, figures of one team each, fire.

#include "core/data/jsonparser.h"
#include "core/error.h"
#include "core/game/gamestate.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/action.h"
#include "core/rules/skirmish/sktables.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hexfire::sktest {

using skirmish::Quality;
using skirmish::SkProfile;

inline MapGrid smallMap()
{
    MapGrid m(
        MapCoordinates(16, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"},
            {"brush", "Brush", "#9fb070"}, {"building", "Building", "#999999"}});
    return m;
}

inline const MapGrid grid = smallMap();
inline Hex at(const char *label) { return grid.parse(label); }

struct Fig {
    std::string id;
    std::string side = "us";
    const char *hex = "C6";
    std::string team = "Able team";
    Quality quality = Quality::Trained;
    std::string weapon = "rifle";
    std::vector<std::string> status;
    std::optional<Facing> facing;
    bool leader = false;
};

inline Unit figure(const Fig &f)
{
    Unit u;
    u.id = UnitId {f.id};
    u.name = f.id;
    u.side = SideId {f.side};
    u.hex = at(f.hex);
    u.strength = 1;
    u.maxStrength = 1;
    u.facing = f.facing;
    for (const std::string &s : f.status)
        u.status.set(s);
    auto p = std::make_shared<SkProfile>();
    p->team = f.team;
    p->quality = f.quality;
    p->weapon = f.weapon;
    p->leader = f.leader;
    u.profile = p;
    return u;
}

inline GameState position(const std::vector<Fig> &figs)
{
    GameState s("skirmish", smallMap(),
        {{SideId {"us"}, "American", "#6b7a3a"}, {SideId {"de"}, "German", "#5a6a7a"}});
    for (const Fig &f : figs)
        s.addUnit(figure(f));
    return s;
}

inline Fig mine(std::string id)
{
    Fig f;
    f.id = std::move(id);
    return f;
}

inline Fig enemy(const char *hex, std::string id = "de-1")
{
    Fig f;
    f.id = std::move(id);
    f.side = "de";
    f.hex = hex;
    f.team = "Gruppe 1";
    return f;
}

inline Action fire(std::vector<std::string> actors, const std::string &target,
    std::string type = "none", bool specific = false)
{
    Action a;
    a.kind = "fire";
    for (const std::string &id : actors)
        a.actors.push_back(UnitId {id});
    a.targetUnit = UnitId {target};
    a.params["fireType"] = type;
    a.params["specific"] = specific;
    return a;
}

/** A JSON text as a data node (tables and options written in a test); throws on bad JSON. */
inline DataNode parse(const std::string &text)
{
    Diagnostics d;
    auto n = JsonParser().parse(text, "test.json", d);
    if (!n)
        throw Error(d.format());
    return *n;
}

} // namespace hexfire::sktest
