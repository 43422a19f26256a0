#pragma once

#include "core/rules/sequenceofplay.h"

namespace hexfire::toi {

/**
 * Tide of Iron's round (REFERENCE 4.5.1): the Action phase of alternating action turns, the
 * initiative player first; the Command phase (objectives, victory points, initiative); the Status
 * phase (tokens off, states recover, reinforcements, the round marker advances).
 */
const SequenceOfPlay &toiSequence();

} // namespace hexfire::toi
