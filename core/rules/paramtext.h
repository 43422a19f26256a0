#pragma once

#include "core/rules/vocabulary.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace hexfire {

/**
 * What reading a hex or a unit from text needs from the position. Left empty, a Hex, Unit or
 * UnitList parameter is refused with a sentence saying it is not typed in here.
 */
struct ParamTextContext {
    const MapCoordinates *map = nullptr; /**< reads hex labels ("H9") and checks the bounds */
    std::optional<std::vector<std::string_view>> unitIds; /**< the units a parameter may name */
};

/**
 * A parameter's value from the text a player typed (the window's parameter box, the CLI's
 * --param KEY=VALUE), by one rule for every caller: surrounding whitespace is trimmed; a whole
 * number may carry a leading + or - (or the minus sign U+2212) and must lie in the spec's range;
 * a flag is yes/no, true/false, on/off or 1/0; a choice is its key or its label; words compare
 * without regard to case (ASCII and Latin-1 letters); a unit list is ids separated by commas.
 * Returns the value, or a plain sentence that names the parameter's label, what was typed and
 * what was expected ("Fire value: 21 is out of range: expected a whole number -20..20").
 */
std::variant<ParamValue, std::string> parseParamText(
    const ParamSpec &spec, std::string_view text, const ParamTextContext &context = {});

/** What a parameter's text must be: "a whole number -20..20", "yes or no", "one of ...". */
std::string paramTextExpected(const ParamSpec &spec);

} // namespace hexfire
