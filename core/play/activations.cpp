#include "core/play/activations.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace hexfire {

int lastPhaseStep(const std::vector<LogEntry> &log, int position)
{
    const int end = std::clamp(position, 0, static_cast<int>(log.size()));
    for (int i = end; i > 0; --i) {
        if (log[static_cast<std::size_t>(i - 1)].evaluation.action.actors.empty())
            return i;
    }
    return 0;
}

std::vector<Activation> activationsSince(const std::vector<LogEntry> &log, int position)
{
    std::vector<Activation> out;
    // Where each unit is in out: a step may activate a thousand units, and the window asks
    // after every timeline jump.
    std::unordered_map<std::string_view, std::size_t> at;
    const int end = std::clamp(position, 0, static_cast<int>(log.size()));
    for (int i = lastPhaseStep(log, end); i < end; ++i) {
        const Action &action = log[static_cast<std::size_t>(i)].evaluation.action;
        for (const UnitId &unit : action.actors) {
            const auto [it, added] = at.try_emplace(unit.value, out.size());
            if (added)
                out.push_back({unit, {}, {}});
            Activation &a = out[it->second];
            a.steps.push_back(i + 1);
            a.actions.push_back(action.kind);
        }
    }
    return out;
}

} // namespace hexfire
