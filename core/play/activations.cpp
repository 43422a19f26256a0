#include "core/play/activations.h"

#include <algorithm>

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
    const int end = std::clamp(position, 0, static_cast<int>(log.size()));
    for (int i = lastPhaseStep(log, end); i < end; ++i) {
        const Action &action = log[static_cast<std::size_t>(i)].evaluation.action;
        for (const UnitId &unit : action.actors) {
            auto it = std::find_if(
                out.begin(), out.end(), [&](const Activation &a) { return a.unit == unit; });
            if (it == out.end()) {
                out.push_back({unit, {}, {}});
                it = out.end() - 1;
            }
            it->steps.push_back(i + 1);
            it->actions.push_back(action.kind);
        }
    }
    return out;
}

} // namespace hexfire
