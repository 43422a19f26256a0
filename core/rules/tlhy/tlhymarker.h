#pragma once

#include "core/game/gamestate.h"
#include "core/game/marker.h"
#include "core/rules/tlhy/tlhyvocabulary.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace hexfire {

/**
 * TLHY readings of a marker's parameters. A DRM marker has a base value and a terrain part ("tem")
 * that helps only the units in "temAppliesTo": the −2 MDRM of playbook example 21.8.3 is
 * {value 0, tem −2} for the defenders in the improved position, while the assaulting squad in the
 * same hex faces 0. An Assault Arrow points at the hex it assaults ("pointsTo").
 */
class TlhyMarker final {
public:
    static bool is(const Marker &m, std::string_view kind) { return m.kind == kind; }
    /** The first marker of this kind in hex, or nullptr. */
    static const Marker *findIn(const GameState &state, Hex hex, std::string_view kind)
    {
        // Asked of the groups first: most hexes hold none of the kind (an Assault marker, an
        // impact), and a hex where fire piles up holds thousands of markers of a few groups.
        const std::vector<GameState::MarkerGroup> groups = state.markerGroupsAt(hex);
        if (std::none_of(groups.begin(), groups.end(),
                [&](const GameState::MarkerGroup &g) { return g.like->kind == kind; }))
            return nullptr;
        for (const Marker *m : state.markersAt(hex)) {
            if (m->kind == kind)
                return m;
        }
        return nullptr;
    }
    static bool isDrm(const Marker &m)
    {
        return m.kind == tlhykeys::sadrm || m.kind == tlhykeys::mdrm;
    }
    static int tem(const Marker &m) { return paramOr<int>(m.params, tlhykeys::tem, 0); }
    static std::vector<UnitId> temAppliesTo(const Marker &m)
    {
        return paramOr<std::vector<UnitId>>(m.params, tlhykeys::temAppliesTo, {});
    }
    /** What the chit shows: the value the protected units face (base + terrain part). */
    static int shown(const Marker &m) { return m.value + tem(m); }
    /** The DRM this marker applies to one unit. */
    static int drmFor(const Marker &m, const UnitId &u)
    {
        return drmFor(
            m.value, tem(m), paramAs<std::vector<UnitId>>(m.params, tlhykeys::temAppliesTo), u);
    }
    /** The same from a marker's parts read once: its base value, and its TEM part for the units
        it protects (none when protects is null). */
    static int drmFor(int value, int tem, const std::vector<UnitId> *protects, const UnitId &u)
    {
        const bool benefits
            = protects && std::find(protects->begin(), protects->end(), u) != protects->end();
        return value + (benefits ? tem : 0);
    }
    static std::optional<Hex> pointsTo(const Marker &m)
    {
        const Hex *h = paramAs<Hex>(m.params, tlhykeys::pointsTo);
        return h ? std::optional<Hex>(*h) : std::nullopt;
    }
};

} // namespace hexfire
