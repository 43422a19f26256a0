#include "core/dice/d66.h"

#include "core/error.h"

#include <algorithm>

namespace hexfire::d66 {

bool isReading(int value)
{
    const int tens = value / 10;
    const int ones = value % 10;
    return value > 0 && tens >= 1 && tens <= 6 && ones >= 1 && ones <= 6;
}

int index(int value)
{
    if (!isReading(value))
        throw Error("\"" + std::to_string(value)
            + "\" is not a two-dice reading: expected tens and ones digits 1..6 (11..66)");
    return (value / 10 - 1) * 6 + (value % 10 - 1);
}

int reading(int i)
{
    if (i < 0 || i >= readings)
        throw Error("two-dice index must be 0..35, got " + std::to_string(i));
    return (i / 6 + 1) * 10 + (i % 6 + 1);
}

int reading(int tens, int ones)
{
    if (tens < 1 || tens > 6 || ones < 1 || ones > 6)
        throw Error("two-dice faces must be 1..6, got tens " + std::to_string(tens) + " and ones "
            + std::to_string(ones));
    return tens * 10 + ones;
}

int clampedReading(int modifiedIndex)
{
    return reading(std::clamp(modifiedIndex, 0, readings - 1));
}

int modified(int value, int drm) { return clampedReading(index(value) + drm); }

Distribution distribution(int drm)
{
    std::vector<double> counts(static_cast<std::size_t>(highest - lowest + 1), 0.0);
    for (int i = 0; i < readings; ++i)
        counts[static_cast<std::size_t>(clampedReading(i + drm) - lowest)] += 1.0;
    return Distribution::fromWeights(lowest, std::move(counts));
}

} // namespace hexfire::d66
