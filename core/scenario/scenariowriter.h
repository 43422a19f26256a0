#pragma once

#include "core/data/datanode.h"
#include "core/scenario/scenario.h"

namespace hexfire {

/**
 * Turns a Scenario into the current file format (scenarioformat::currentVersion) as a DataNode
 * tree with a fixed key order, so that saving twice gives the same bytes and a changed field shows
 * as a one-line diff. Fields at their default value are left out where the format says they may
 * be. Each unit's profile object is written by the scenario's rule system (from the registry).
 */
class ScenarioWriter final {
public:
    static DataNode write(const Scenario &scenario);
    /**
     * The initial position's place in the sequence of play as the file holds it: completed from
     * the scenario's rule system (completePosition), as the reader completes what it reads, so a
     * scenario built in memory reads back as it was written.
     */
    static SequencePosition initialSequence(const Scenario &scenario);
    /** An action parameter's value as files write it (a hex by its label, units by their ids). */
    static DataNode paramNode(const ParamValue &value, const MapGrid &map);
};

} // namespace hexfire
