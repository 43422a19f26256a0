#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/scenario/scenario.h"

#include <optional>

namespace hexfire {

/**
 * Turns a parsed scenario document into a Scenario, checking everything before anything is built:
 * format and version (versions 1 and 2 are upgraded), unknown fields, types, the ruleset and its
 * options (the rule system types unit profiles, states, marker and action parameters),
 * map size limits, terrain rows, hexes on the map, duplicate and dangling ids, dice faces, and the
 * ruleset's own setup checks (e.g. stacking). Every problem is collected; a Scenario is returned
 * only when there are none.
 */
class ScenarioReader final {
public:
    explicit ScenarioReader(Diagnostics &diagnostics)
        : m_diagnostics(diagnostics)
    { }

    std::optional<Scenario> read(const DataNode &root, const std::string &fileName);

private:
    Diagnostics &m_diagnostics;
};

} // namespace hexfire
