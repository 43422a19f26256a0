#pragma once

// The melee tests' board (tst_lbmelee, tst_lbmelee2): a clear 30 x 30 map with woods, a Russian
// defender in its centre and French attackers round it, counters made from a few printed values.

#include "core/game/gamestate.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/action.h"
#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbsequence.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/sequence.h"

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire::lbtest {

inline MapGrid map()
{
    return MapGrid(
        MapCoordinates(30, 30, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"}});
}

inline const Hex centre = map().parse("O15");

/** A counter's printed values and state; every field has the value most rows want. */
struct Spec {
    std::string id;
    std::string side = "ru";
    Hex hex = centre;
    labataille::UnitKind kind = labataille::UnitKind::Infantry;
    labataille::Formation formation = labataille::Formation::Column;
    HexDirection facing = HexDirection::D0;
    int melee = 12;
    int morale = 0; // no check unless a row gives one
    int movement = 6;
    int strength = 6;
    int maxStrength = 6;
    std::string status;
    std::string status2;
};

inline Unit makeUnit(const Spec &s)
{
    using namespace labataille;
    Unit u;
    u.id = UnitId {s.id};
    u.name = s.id;
    u.side = SideId {s.side};
    u.hex = s.hex;
    u.strength = s.strength;
    u.maxStrength = std::max(s.maxStrength, s.strength);
    const FacingKind faces = facingProfile(s.kind, s.formation).faces;
    if (faces == FacingKind::Vertex)
        u.facing = Facing::vertex(s.facing);
    else if (faces == FacingKind::Hexside)
        u.facing = Facing::hexside(s.facing);
    for (const std::string &st : {s.status, s.status2}) {
        if (!st.empty())
            u.status.set(st);
    }
    auto p = std::make_shared<LbProfile>();
    p->kind = s.kind;
    p->formation = s.formation;
    p->nationality = s.side == "fr" ? "french" : "russian";
    p->fireMultiple = s.kind == UnitKind::Infantry ? 3 : 0;
    p->range = 1;
    p->melee = s.melee;
    p->morale = s.morale;
    p->movement = s.movement;
    u.profile = p;
    return u;
}

/** The defender in the centre facing D0. */
inline Spec defender()
{
    Spec s;
    s.id = "ru-def";
    return s;
}

/** The attacker beside the centre on side d, facing it. */
inline Spec attacker(HexDirection d = HexDirection::D0)
{
    Spec s;
    s.id = "fr-att";
    s.side = "fr";
    s.hex = neighbor(centre, d);
    s.facing = opposite(d);
    return s;
}

/** The board with these counters, at `phase` of the sequence when one is given. */
inline GameState position(const std::vector<Spec> &specs, std::string_view phase = {})
{
    GameState s("labataille", map(),
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
    for (const Spec &spec : specs)
        s.addUnit(makeUnit(spec));
    if (!phase.empty()) {
        SequencePosition p;
        p.phase = std::string(phase);
        s.setSequence(completePosition(labataille::LbSequence::sequenceOfPlay(), s, p));
    }
    return s;
}

inline Action meleeAction(std::vector<std::string> ids, Hex target = centre)
{
    Action a;
    a.kind = std::string(labataille::actions::melee);
    for (auto &id : ids)
        a.actors.push_back(UnitId {id});
    a.target = target;
    return a;
}

} // namespace hexfire::lbtest
