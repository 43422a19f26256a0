#pragma once

#include "core/game/ids.h"
#include "core/hex/hex.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace hexfire {

enum class MarkerKind : std::uint8_t {
    Sadrm, /**< small-arms DRM (TLHY, green): affects one side's units in the hex */
    Mdrm, /**< mortar DRM (TLHY, red): affects every non-vehicle unit in the hex */
    Atdrm, /**< anti-tank DRM: affects one vehicle */
    PrimaryImpact,
    SecondaryImpact,
    AssaultNationality, /**< the side assaulting into this hex */
    AssaultArrow, /**< a non-adjacent assaulter, pointing at the hex it assaults */
    ForwardObserver,
    Smoke,
};

/**
 * A marker on the map. A DRM marker has a base value and a terrain part that helps only the units
 * listed in temAppliesTo: the −2 MDRM of REFERENCE 1.4 is {value 0, tem −2} for the defenders in
 * the improved position, while an assaulting squad in the same hex faces 0.
 */
struct Marker {
    MarkerId id;
    MarkerKind kind = MarkerKind::Sadrm;
    Hex hex;
    std::optional<SideId> side; /**< SADRM: the side it affects; assault marker: the assaulter */
    int value = 0; /**< base DRM (mortar value for an MDRM) */
    int tem = 0; /**< terrain part, for temAppliesTo only */
    std::vector<UnitId> temAppliesTo;
    std::optional<UnitId> unit; /**< the unit an arrow or observer belongs to */
    std::optional<Hex> pointsTo; /**< assault arrow: the assaulted hex */
    std::string source; /**< what placed it, for the explanation ("German MG section fire") */

    /** The DRM this marker applies to one unit. */
    int drmFor(const UnitId &u) const
    {
        const bool benefits
            = std::find(temAppliesTo.begin(), temAppliesTo.end(), u) != temAppliesTo.end();
        return value + (benefits ? tem : 0);
    }
    friend bool operator==(const Marker &, const Marker &) = default;
};

std::string toString(MarkerKind k);

} // namespace hexfire
