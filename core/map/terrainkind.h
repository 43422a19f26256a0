#pragma once

#include <string>

namespace hexfire {

/**
 * One kind of terrain a map uses. What a terrain *does* (cover, TEM, LOS blocking) is ruleset data
 * keyed by this id, so the same map works under every ruleset that knows its terrain ids.
 */
struct TerrainKind {
    std::string id; /**< stable key used by maps and ruleset tables, e.g. "woods" */
    std::string name; /**< display name */
    std::string colour; /**< "#rrggbb" display hint for the map view */
    friend bool operator==(const TerrainKind &, const TerrainKind &) = default;
};

} // namespace hexfire
