#pragma once

#include "core/rules/vocabulary.h"

#include <QIcon>

namespace hexfire {

/** The icon a rule system names for an action (its icon key, else its key), when HexFire has an
 *  svg of that name in its resources; none otherwise. */
QIcon actionIcon(const ActionType &type);

} // namespace hexfire
