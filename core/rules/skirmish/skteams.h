#pragma once

#include "core/game/gamestate.h"

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <vector>

namespace hexfire::skirmish {

/**
 * The figures of each team in one position, found once: a fire's evaluation asks for the target
 * team, the firing team's states and whether it fired, and the Threats maps ask thousands of
 * evaluations of one position, each of which scanned every unit three times.
 */
class SkTeams final {
public:
    explicit SkTeams(const GameState &state);

    /** The figures of u's team (same side, same team name), u included, on the map or not, in
        unit order; u must be a unit of the position the index was built from. */
    std::vector<const Unit *> allOf(const GameState &state, const Unit &u) const;
    /** The same on the map alone: teamOf(). */
    std::vector<const Unit *> of(const GameState &state, const Unit &u) const;
    /** Whether the index serves state too: the same units in the same order, each with the same
        side and profile (a move or a change of a figure's state keeps the teams). */
    bool fits(const GameState &state) const;

private:
    /** By unit index, what the teams were read from. The profiles are held, so that no other
        profile takes the address of one while the index may still be asked whether it fits. */
    std::vector<UnitProfilePtr> m_profiles;
    std::vector<SideId> m_sides;
    std::vector<int> m_team; /**< by unit index: its team, -1 without a 2d6 Skirmish profile */
    std::vector<std::vector<std::uint32_t>> m_members; /**< by team: its units' indexes */
};

/**
 * The team index of the latest positions asked about, by GameState::unitsRevision (which every
 * change to a unit takes anew); a position of a revision not seen yet takes the latest index if
 * it fits (SkTeams::fits), as when the Threats map moves a figure from hex to hex. Safe to call
 * from several threads.
 */
class SkTeamsCache final {
public:
    std::shared_ptr<const SkTeams> teams(const GameState &state) const;

private:
    struct Slot {
        std::uint64_t revision = 0;
        std::shared_ptr<const SkTeams> teams;
    };
    mutable std::mutex m_mutex;
    mutable std::array<Slot, 4> m_slots;
    mutable std::size_t m_next = 0;
};

} // namespace hexfire::skirmish
