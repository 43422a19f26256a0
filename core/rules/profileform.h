#pragma once

#include "core/game/unit.h"
#include "core/rules/ruleset.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

/**
 * A unit's printed values as a form: the fields its rule system declares editable for the unit's
 * type (UnitTemplate::fields), their values read from the unit's profile object, and the unit
 * with edited values, checked by the rule system's own profile reader. Works for any rule system.
 */

/** The editable fields of this unit's profile (none when its type has no template). */
std::vector<ParamSpec> profileFields(const RuleSet &rules, const Unit &unit);

/** The current value of each field, from the profile object the rule system writes. */
ParamMap profileValues(const RuleSet &rules, const Unit &unit);

/**
 * The unit with the fields set to `values` (fields left out keep their values), read back by
 * RuleSet::readUnitProfile; nullopt and the reader's reason when it refuses the values.
 */
std::optional<Unit> withProfileValues(
    const RuleSet &rules, const Unit &unit, const ParamMap &values, std::string *reason);

/**
 * The unit as a saved file gives it back: a profile its rule system writes as nothing (a rule
 * system may write none for a unit with no special values) is read back as no profile, so it is
 * dropped.
 */
void normalizeProfile(const RuleSet &rules, Unit &unit);

} // namespace hexfire
