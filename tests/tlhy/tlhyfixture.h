#pragma once

// Shared positions for the TLHY, game and play tests: a 12x12 flat-top map with letter-number ids
// and odd columns shifted down (rules reference 1.6), the two seed examples, and dice helpers.

#include "core/data/datanode.h"
#include "core/dice/dicesource.h"
#include "core/game/gamestate.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/action.h"
#include "core/rules/tlhy/tlhyprofile.h"
#include "core/rules/tlhy/tlhyvocabulary.h"

#include <QTest>

#include <string>
#include <vector>

namespace tlhyfixture {

using namespace hexfire;

inline MapGrid smallMap()
{
    return MapGrid(
        MapCoordinates(12, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"},
            {"stone-building", "Stone building", "#999999"}, {"marsh", "Marsh", "#88aa99"}});
}

inline Hex hexAt(const char *label) { return smallMap().parse(label); }

inline GameState emptyPosition()
{
    return GameState("tlhy", smallMap(),
        {{SideId {"us"}, "American", "#2a5d2a"}, {SideId {"de"}, "German", "#4a5a6a"}});
}

struct UnitSpec {
    std::string id;
    std::string side = "us";
    std::string hex = "H9";
    TlhyUnitType type = TlhyUnitType::Squad;
    int cohesion = 7;
    int av = 2;
    int sav = 2;
    std::string platoon = "1st Plt";
    int strength = 2;
};

inline Unit makeUnit(const UnitSpec &s)
{
    Unit u;
    u.id = UnitId {s.id};
    u.name = s.id;
    u.side = SideId {s.side};
    u.hex = hexAt(s.hex.c_str());
    TlhyProfile p;
    p.type = s.type;
    p.cohesion = s.cohesion;
    p.reducedCohesion = s.cohesion;
    p.assaultValue = s.av;
    p.smallArmsValue = s.sav;
    p.platoon = s.platoon;
    u.profile = std::make_shared<TlhyProfile>(p);
    if (s.type == TlhyUnitType::Leader) {
        u.art = "leader";
        u.strength = 0;
        u.maxStrength = 0;
    } else if (s.type == TlhyUnitType::Squad) {
        u.art = "squad";
        u.strength = s.strength;
        u.maxStrength = 2;
    } else {
        u.art = "section";
        u.strength = 1;
        u.maxStrength = 1;
    }
    return u;
}

/** The unit's own copy of its profile, to change a value (profiles are shared and immutable). */
inline TlhyProfile &profileOf(Unit &u)
{
    auto copy = std::make_shared<TlhyProfile>(*profileAs<TlhyProfile>(u.profile));
    TlhyProfile &ref = *copy;
    u.profile = std::move(copy);
    return ref;
}

/**
 * 21.8: the American hex H9 with the 2nd Squad (best combat unit, Cohesion 7), Lt. Murphy (leader
 * of the same platoon, Cohesion 7: not higher, so no -1, rules reference 1.7 note 3) and Section c
 * (Cohesion 6); markers in the seed's roll order: MDRM +2, SADRM -1, SADRM 0 on the Americans.
 */
inline GameState seed218Position()
{
    GameState s = emptyPosition();
    s.addUnit(makeUnit({"us-2nd-squad", "us", "H9", TlhyUnitType::Squad, 7, 3, 3}));
    s.addUnit(makeUnit({"lt-murphy", "us", "H9", TlhyUnitType::Leader, 7, 0, 0}));
    s.addUnit(makeUnit({"section-c", "us", "H9", TlhyUnitType::Section, 6, 1, 2}));
    s.addUnit(makeUnit({"de-1st-squad", "de", "K8"}));
    Marker mdrm;
    mdrm.kind = std::string(tlhykeys::mdrm);
    mdrm.hex = hexAt("H9");
    mdrm.value = 2;
    s.addMarker(mdrm);
    Marker sa;
    sa.kind = std::string(tlhykeys::sadrm);
    sa.hex = hexAt("H9");
    sa.side = SideId {"us"};
    sa.value = -1;
    s.addMarker(sa);
    sa.value = 0;
    s.addMarker(sa);
    return s;
}

/**
 * 21.8.3 at the start of the turn: Lt. Murphy and the US 1st Squad in an improved position in H9,
 * the German 1st Squad in I9 and 3rd Squad in J9 (1st Platoon). The seed's 2nd Squad and MG section
 * ("not shown") are placed in K8 and K9, three hexes from H9 over clear ground.
 */
inline GameState seed2183Position()
{
    GameState s = emptyPosition();
    s.editMap().addFeature(hexAt("H9"), "improved-position");
    s.addUnit(makeUnit({"us-1st-squad", "us", "H9", TlhyUnitType::Squad, 7, 3, 3, "1st Plt"}));
    s.addUnit(makeUnit({"lt-murphy", "us", "H9", TlhyUnitType::Leader, 7, 0, 0, "1st Plt"}));
    s.addUnit(makeUnit({"de-1st-squad", "de", "I9", TlhyUnitType::Squad, 7, 3, 3}));
    s.addUnit(makeUnit({"de-3rd-squad", "de", "J9", TlhyUnitType::Squad, 7, 3, 3}));
    s.addUnit(makeUnit({"de-2nd-squad", "de", "K8", TlhyUnitType::Squad, 7, 3, 3}));
    s.addUnit(makeUnit({"de-mg-section", "de", "K9", TlhyUnitType::Section, 7, 1, 4}));
    return s;
}

inline Action action(
    std::string_view kind, std::vector<std::string> actors, const char *target = nullptr)
{
    Action a;
    a.kind = std::string(kind);
    for (auto &id : actors)
        a.actors.push_back(UnitId {id});
    if (target)
        a.target = hexAt(target);
    return a;
}

/** The 21.8.3 sequence up to (not including) Fire Resolution, with the scatter face. */
inline std::vector<std::pair<Action, std::vector<int>>> seed2183Steps(int scatterFace = 3)
{
    Action sa1 = action(tlhykeys::smallArmsFire, {"de-2nd-squad"}, "H9");
    sa1.params["markerValue"] = 0;
    Action sa2 = action(tlhykeys::smallArmsFire, {"de-mg-section"}, "H9");
    sa2.params["markerValue"] = -1;
    Action as1 = action(tlhykeys::assault, {"de-1st-squad"}, "H9");
    Action as3 = action(tlhykeys::assault, {"de-3rd-squad"}, "H9");
    as3.via = hexAt("I10");
    Action mfa = action(tlhykeys::mortarCall, {"lt-murphy"}, "H9");
    mfa.params["mortarValue"] = 0;
    mfa.params["support"] = std::string("Baker Co. 60mm mortar section");
    Action adj = action(tlhykeys::markerAdjustment, {}, "H9");
    return {{sa1, {}}, {sa2, {}}, {as1, {}}, {as3, {}}, {mfa, {scatterFace}}, {adj, {}}};
}

/** A dice source that fails the running test if anything rolls it. */
class FailingDice final : public DiceSource {
public:
    int roll(int sides, std::string_view purpose) override
    {
        QTest::qFail(
            ("unexpected roll: d" + std::to_string(sides) + " for " + std::string(purpose)).c_str(),
            __FILE__, __LINE__);
        throw Error("FailingDice rolled");
    }
};

// DataNode builders for configure() tests.
inline DataNode num(int v)
{
    DataNode n;
    n.type = DataNode::Type::Number;
    n.isInteger = true;
    n.integer = v;
    n.number = v;
    return n;
}
inline DataNode boolean(bool v)
{
    DataNode n;
    n.type = DataNode::Type::Bool;
    n.boolean = v;
    return n;
}
inline DataNode str(std::string v)
{
    DataNode n;
    n.type = DataNode::Type::String;
    n.string = std::move(v);
    return n;
}
inline DataNode arr(std::vector<DataNode> items)
{
    DataNode n;
    n.type = DataNode::Type::Array;
    n.items = std::move(items);
    return n;
}
inline DataNode obj(std::vector<std::pair<std::string, DataNode>> members, std::string path = "$")
{
    DataNode n;
    n.type = DataNode::Type::Object;
    n.path = DataPath(path);
    for (auto &[k, v] : members) {
        v.path = DataPath(path + "." + k);
        n.members.emplace_back(k, std::move(v));
    }
    return n;
}

} // namespace tlhyfixture
