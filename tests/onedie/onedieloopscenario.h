#pragma once

#include <string>

namespace hexfire::testing {

/**
 * A small onedie scenario: Red's Adams in A1, Blue's Cole in F4, woods in C2. `top` (members, a
 * trailing comma allowed) goes after the units, `unit` inside the first unit.
 */
inline std::string oneDieLoopScenario(
    std::string top, const std::string &unit = {}, int version = 4)
{
    while (!top.empty() && (top.back() == ',' || top.back() == ' '))
        top.pop_back();
    return R"({
  "format": "hexfire-scenario",
  "version": )"
        + std::to_string(version) + R"(,
  "title": "Game loop",
  "ruleset": "onedie",
  "map": {
    "width": 6,
    "height": 4,
    "terrainKinds": [
      { "id": "clear", "symbol": ".", "name": "Clear" },
      { "id": "woods", "symbol": "W", "name": "Woods" }
    ],
    "terrain": ["......", "..W...", "......", "......"]
  },
  "sides": [{ "id": "red", "name": "Red" }, { "id": "blue", "name": "Blue" }],
  "units": [
    { "id": "red-1", "name": "Adams", "side": "red", "hex": "A1")"
        + unit + R"( },
    { "id": "blue-1", "name": "Cole", "side": "blue", "hex": "F4" }
  ])" + (top.empty() ? std::string() : ",\n  " + top)
        + "\n}\n";
}

} // namespace hexfire::testing
