#include "core/dice/manualdice.h"

namespace hexfire {

ManualDice::ManualDice(Ask ask, int maxAttempts)
    : m_ask(std::move(ask))
    , m_maxAttempts(maxAttempts)
{
    if (!m_ask)
        throw Error("manual dice need a callback that asks the player for a face");
    if (maxAttempts < 1)
        throw Error(
            "manual dice need at least 1 attempt per roll, got " + std::to_string(maxAttempts));
}

int ManualDice::roll(int sides, std::string_view purpose)
{
    checkSides(sides, purpose);
    int last = 0;
    for (int attempt = 0; attempt < m_maxAttempts; ++attempt) {
        const std::optional<int> face = m_ask(sides, purpose);
        if (!face)
            throw DiceCancelled(
                "the player cancelled entering the " + describeRoll(sides, purpose));
        if (*face >= 1 && *face <= sides)
            return record(sides, *face, purpose);
        last = *face;
    }
    throw Error("no valid face entered for the " + describeRoll(sides, purpose) + " after "
        + std::to_string(m_maxAttempts) + " attempts: last entry " + std::to_string(last)
        + ", expected 1.." + std::to_string(sides));
}

} // namespace hexfire
