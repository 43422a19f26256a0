#include "core/rules/reinforcements.h"

#include "core/rules/rulesentence.h"
#include "core/rules/sequence.h"

namespace hexfire {

namespace {
constexpr int minutesPerDay = 24 * 60;
} // namespace

std::optional<int> minutesAfterStart(const GameState &state, int clock)
{
    const std::optional<int> start = state.victory().startTime;
    if (!start)
        return std::nullopt;
    return ((clock - *start) % minutesPerDay + minutesPerDay) % minutesPerDay;
}

bool isDue(const GameState &state, const Reinforcement &in, const SequencePosition &position)
{
    if (in.turn && position.turn < *in.turn)
        return false;
    if (in.clock) {
        const std::optional<int> after = minutesAfterStart(state, *in.clock);
        // Without a clock a time never comes; the scenario reader refuses such a file.
        if (!after || position.minutesElapsed < *after)
            return false;
    }
    return in.turn || in.clock;
}

std::vector<const Reinforcement *> dueReinforcements(
    const GameState &state, const SequencePosition &position)
{
    std::vector<const Reinforcement *> out;
    for (const Reinforcement &in : state.reinforcements()) {
        if (isDue(state, in, position))
            out.push_back(&in);
    }
    return out;
}

std::string arrivalText(const Reinforcement &in)
{
    if (in.turn && in.clock)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "turn %1, %2"), *in.turn, clockTimeText(*in.clock));
    if (in.turn)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "turn %1"), *in.turn);
    return in.clock ? clockTimeText(*in.clock) : std::string();
}

std::string entryText(const GameState &state, const Reinforcement &in)
{
    std::string text;
    for (std::size_t i = 0; i + 1 < in.entry.size(); ++i)
        text += (i == 0 ? "" : ", ") + state.map().label(in.entry[i]);
    if (in.entry.empty())
        return text;
    const std::string last = state.map().label(in.entry.back());
    return text.empty() ? last : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 or %2"), text, last);
}

std::string reinforcementText(const GameState &state, const Reinforcement &in)
{
    return ruleSentence(HEXFIRE_TEXT("RuleText", "%1, %2 at %3"), in.unit.name, arrivalText(in),
        entryText(state, in));
}

std::vector<Hex> hexesAside(const GameState &state, Hex h, int radius)
{
    std::vector<Hex> out;
    for (int r = 1; r <= radius; ++r) {
        for (const Hex at : ring(h, r)) {
            if (state.map().contains(at))
                out.push_back(at);
        }
    }
    return out;
}

Effect arrivalEffect(const Reinforcement &in, Hex at, std::string name)
{
    Effect e = makeEffect(EffectKind::UnitArrived, std::move(name), in.unit.id);
    e.to = at;
    return e;
}

} // namespace hexfire
