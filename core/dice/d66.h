#pragma once

#include "core/dice/distribution.h"

namespace hexfire {

/**
 * Two-digit d6 readings (11-66, as Napoleonic fire tables use them): two different-coloured d6, one
 * read as tens, the other as ones, give 36 equally likely readings 11..66. Modifiers count in steps
 * of the 36 ordered readings, i.e. in base 6: index = (tens - 1) * 6 + (ones - 1), and 43 + 4
 * reads 51. A modified index below 0 reads 11 and one above 35 reads 66.
 */
namespace d66 {

inline constexpr int readings = 36;
inline constexpr int lowest = 11;
inline constexpr int highest = 66;

/** True for 11..16, 21..26, ..., 61..66. */
bool isReading(int reading);
/** The index 0..35 of a reading; throws hexfire::Error for a value that is not a reading. */
int index(int reading);
/** The reading of an index 0..35; throws hexfire::Error outside that range. */
int reading(int index);
/** The reading of tens and ones dice (each 1..6). */
int reading(int tens, int ones);
/** The reading for any modified index: clamped to 11 below index 0 and to 66 above index 35. */
int clampedReading(int modifiedIndex);
/** reading + drm counted in the base-6 index, then clamped: modified(43, 4) == 51. */
int modified(int reading, int drm);
/** The distribution of modified(roll, drm) over the 36 equally likely rolls. */
Distribution distribution(int drm = 0);

} // namespace d66

} // namespace hexfire
