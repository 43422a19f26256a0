#pragma once

#include <cstdint>

namespace hexfire {

/** How much of the map's art a zoom level shows. */
enum class DetailLevel : std::uint8_t {
    Overview, /**< zoomed out: no hex ids, counters as side colour with a big short name and their
                   values, marker chits as coloured dots with their value */
    Full, /**< the printed art: names, symbols, chit captions, hex ids */
};

/**
 * Below this level of detail (screen pixels per scene unit) a counter's printed name is under
 * about seven pixels tall and a hex id under six: too small to read, so the map shows the overview.
 */
constexpr double overviewBelow = 0.7;

/**
 * The detail the map's items draw at a level of detail, as
 * QStyleOptionGraphicsItem::levelOfDetailFromTransform gives it. Every item decides by this one
 * function, so counters, chits and hex ids switch together.
 */
constexpr DetailLevel detailLevel(double lod)
{
    return lod < overviewBelow ? DetailLevel::Overview : DetailLevel::Full;
}

} // namespace hexfire
