#pragma once

#include "core/error.h"
#include "core/game/unit.h"
#include "core/rules/tlhy/tlhyprofile.h"
#include "core/rules/tlhy/tlhyvocabulary.h"

#include <algorithm>
#include <string>

namespace hexfire {

/**
 * Read-only views of a unit's TLHY values. Every TLHY rule reads counters through these, so a unit
 * without a TLHY profile is reported once, with its id, instead of being read as zeros.
 */
class TlhyUnit final {
public:
    /** Throws hexfire::Error when the unit has no TLHY profile. */
    static const TlhyProfile &profile(const Unit &u)
    {
        if (const auto *p = profileAs<TlhyProfile>(u.profile))
            return *p;
        throw Error("unit \"" + u.id.value + "\" has no The Last Hundred Yards profile");
    }
    static bool hasProfile(const Unit &u) { return profileAs<TlhyProfile>(u.profile) != nullptr; }
    /** The Cohesion printed on the side showing (reduced squads use the reduced value). */
    static int cohesion(const Unit &u)
    {
        const TlhyProfile &p = profile(u);
        return u.reduced() ? p.reducedCohesion : p.cohesion;
    }
    static bool isLeader(const Unit &u) { return profile(u).type == TlhyUnitType::Leader; }
    static bool isVehicle(const Unit &u) { return profile(u).type == TlhyUnitType::Vehicle; }
    static bool isCombat(const Unit &u) { return !isLeader(u); }
    static bool isJapanese(const Unit &u)
    {
        return profile(u).nationalRule == TlhyNationalRule::Japanese;
    }
    static bool isRussian(const Unit &u)
    {
        return profile(u).nationalRule == TlhyNationalRule::Russian;
    }
    static bool isDisrupted(const Unit &u) { return u.status.has(tlhykeys::disrupted); }
    static bool isConcealed(const Unit &u) { return u.status.has(tlhykeys::concealed); }
    static bool isRegrouping(const Unit &u) { return u.status.has(tlhykeys::regrouping); }
    static bool isHeroic(const Unit &u) { return u.status.has(tlhykeys::heroic); }
    /** P(a d10 Cohesion Check passes) when it fails on a roll greater than target. */
    static double passProbability(int target) { return std::clamp(target, 0, 10) / 10.0; }
};

} // namespace hexfire
