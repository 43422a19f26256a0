#pragma once

#include <string_view>

namespace hexfire {

/**
 * The one process-lifetime copy of a short id (terrain features, hexside features): equal ids give
 * the same view, valid for the rest of the process. Thread-safe. Call it when a map is built or
 * edited, never per query: hot loops (LOS) then copy views without a lock, and a trace kept in a
 * game log never points into a map that is gone.
 */
std::string_view internedId(std::string_view id);

} // namespace hexfire
