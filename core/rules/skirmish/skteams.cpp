#include "core/rules/skirmish/skteams.h"

#include "core/rules/ruletools.h"
#include "core/rules/skirmish/skround.h"
#include "core/rules/skirmish/sktables.h"

#include <functional>
#include <map>
#include <string>
#include <utility>

namespace hexfire::skirmish {

SkTeams::SkTeams(const GameState &state)
{
    const std::vector<Unit> &units = state.units();
    m_team.assign(units.size(), -1);
    m_profiles.reserve(units.size());
    m_sides.reserve(units.size());
    for (const Unit &u : units) {
        m_profiles.push_back(u.profile);
        m_sides.push_back(u.side);
    }
    std::map<std::pair<std::string, std::string>, int> numbers; // (side, team) -> team
    for (std::size_t i = 0; i < units.size(); ++i) {
        const SkProfile *p = profileOf<SkProfile>(units[i]);
        if (!p)
            continue;
        const auto [it, added] = numbers.try_emplace(
            {units[i].side.value, p->team}, static_cast<int>(m_members.size()));
        if (added)
            m_members.emplace_back();
        m_team[i] = it->second;
        m_members[static_cast<std::size_t>(it->second)].push_back(static_cast<std::uint32_t>(i));
    }
}

std::vector<const Unit *> SkTeams::allOf(const GameState &state, const Unit &u) const
{
    std::vector<const Unit *> team;
    const std::vector<Unit> &units = state.units();
    const std::less<const Unit *> before;
    if (units.size() != m_team.size() || before(&u, units.data())
        || !before(&u, units.data() + units.size())) {
        // Not a unit of the position: found by a scan, as the index would have.
        for (const Unit &m : units) {
            if (sameTeam(m, u))
                team.push_back(&m);
        }
        return team;
    }
    const auto index = static_cast<std::size_t>(&u - units.data());
    if (m_team[index] < 0)
        return team;
    for (const std::uint32_t i : m_members[static_cast<std::size_t>(m_team[index])])
        team.push_back(&units[i]);
    return team;
}

std::vector<const Unit *> SkTeams::of(const GameState &state, const Unit &u) const
{
    std::vector<const Unit *> team = allOf(state, u);
    std::erase_if(team, [](const Unit *m) { return !m->onMap(); });
    return team;
}

bool SkTeams::fits(const GameState &state) const
{
    const std::vector<Unit> &units = state.units();
    if (units.size() != m_profiles.size())
        return false;
    for (std::size_t i = 0; i < units.size(); ++i) {
        // Profiles are immutable and shared by copies: the same one has the same team.
        if (units[i].profile != m_profiles[i])
            return false;
        // Side ids are a few characters: compared in place, not by a call of memcmp each (the
        // Threats map asks this for every hex it moves a figure to).
        const std::string &a = units[i].side.value;
        const std::string &b = m_sides[i].value;
        if (a.size() != b.size())
            return false;
        for (std::size_t k = 0; k < a.size(); ++k) {
            if (a[k] != b[k])
                return false;
        }
    }
    return true;
}

std::shared_ptr<const SkTeams> SkTeamsCache::teams(const GameState &state) const
{
    const std::uint64_t revision = state.unitsRevision();
    std::shared_ptr<const SkTeams> latest;
    {
        const std::lock_guard lock(m_mutex);
        for (const Slot &slot : m_slots) {
            if (slot.teams && slot.revision == revision)
                return slot.teams;
        }
        latest = m_slots[(m_next + m_slots.size() - 1) % m_slots.size()].teams;
    }
    // Checked or built outside the lock: another thread may build the same index meanwhile,
    // which is wasted work, never a wrong answer.
    std::shared_ptr<const SkTeams> teams
        = latest && latest->fits(state) ? latest : std::make_shared<const SkTeams>(state);
    const std::lock_guard lock(m_mutex);
    m_slots[m_next] = {revision, teams};
    m_next = (m_next + 1) % m_slots.size();
    return teams;
}

} // namespace hexfire::skirmish
