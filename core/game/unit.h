#pragma once

#include "core/game/ids.h"
#include "core/game/unitprofile.h"
#include "core/hex/facing.h"
#include "core/hex/hex.h"

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace hexfire {

/**
 * A unit's states, as the keys its rule system publishes ("disrupted", "pinned", "routed"), kept
 * sorted so two equal sets compare equal.
 */
class StatusSet final {
public:
    StatusSet() = default;
    StatusSet(std::initializer_list<std::string> keys)
    {
        for (const std::string &k : keys)
            set(k);
    }
    bool has(std::string_view key) const
    {
        return std::binary_search(m_keys.begin(), m_keys.end(), key, std::less<> {});
    }
    /** Adds key; returns false when it was already set. */
    bool set(std::string key)
    {
        const auto it = std::lower_bound(m_keys.begin(), m_keys.end(), key);
        if (it != m_keys.end() && *it == key)
            return false;
        m_keys.insert(it, std::move(key));
        return true;
    }
    /** Removes key; returns false when it was not set. */
    bool clear(std::string_view key)
    {
        const auto it = std::lower_bound(m_keys.begin(), m_keys.end(), key, std::less<> {});
        if (it == m_keys.end() || *it != key)
            return false;
        m_keys.erase(it);
        return true;
    }
    bool empty() const { return m_keys.empty(); }
    const std::vector<std::string> &keys() const { return m_keys; }
    friend bool operator==(const StatusSet &, const StatusSet &) = default;

private:
    std::vector<std::string> m_keys;
};

/**
 * A counter on the map. `strength` counts what casualties remove: steps, increments or figures, as
 * the rule system counts them; zero-strength units (leaders) have maxStrength 0. Everything printed
 * on the counter beyond that lives in the rule system's profile.
 */
struct Unit {
    UnitId id;
    std::string name; /**< "2nd Squad" */
    SideId side;
    Hex hex;
    std::string art; /**< counter art key, e.g. "squad", "leader", "mg" */
    int strength = 1;
    int maxStrength = 1;
    StatusSet status;
    bool eliminated = false; /**< off the map; the unit stays in the game for history and undo */
    int damage = 0; /**< 0 = none; higher levels as the rule system names them */
    std::optional<Facing> facing;
    /** The hexes beyond `hex` the counter spreads over (a line two hexes wide); usually none. */
    std::vector<Hex> alsoIn;
    /** Movement points spent this phase, in the rule system's movement units; a new phase
        clears it. */
    int movementSpent = 0;
    UnitProfilePtr profile;

    bool reduced() const { return maxStrength > 1 && strength < maxStrength; }
    bool onMap() const { return !eliminated; }
    /** Whether the unit stands in h: its own hex or one it spreads over. */
    bool occupies(Hex h) const
    {
        return hex == h || std::find(alsoIn.begin(), alsoIn.end(), h) != alsoIn.end();
    }
    friend bool operator==(const Unit &a, const Unit &b)
    {
        const bool sameProfile
            = a.profile == b.profile || (a.profile && b.profile && a.profile->equals(*b.profile));
        return sameProfile && a.id == b.id && a.name == b.name && a.side == b.side && a.hex == b.hex
            && a.art == b.art && a.strength == b.strength && a.maxStrength == b.maxStrength
            && a.status == b.status && a.eliminated == b.eliminated && a.damage == b.damage
            && a.facing == b.facing && a.alsoIn == b.alsoIn
            && a.movementSpent == b.movementSpent;
    }
};

} // namespace hexfire
