#pragma once

#include "core/game/gamestate.h"
#include "core/rules/vocabulary.h"

#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/**
 * The presentation part of a rule system (a base of RuleSet): what a counter prints, the unit
 * panel's rows, what a marker's chit says, the names of map features. The window and the command
 * line show these as they are; nothing here decides a rule.
 */
class RulePresentation {
public:
    virtual ~RulePresentation() = default;

    /** What a counter prints for this unit. */
    virtual CounterPrint counterPrint(const Unit &unit) const = 0;
    /** The unit panel's rows for this unit's printed values (not its states). */
    virtual std::vector<UnitFact> unitFacts(const GameState &state, const Unit &unit) const = 0;
    /** The value a marker's chit shows and its tooltip, in this position. None by default. */
    virtual MarkerView describeMarker(const GameState &state, const Marker &marker) const
    {
        (void)state;
        (void)marker;
        return {};
    }
    /**
     * The name players know a map feature by (an in-hex feature such as "improved-position" or a
     * hexside feature such as "wall"). By default the id in words ("stone-wall": "Stone wall").
     */
    virtual std::string featureName(std::string_view id) const { return idInWords(id); }

    /** "stone-wall" -> "Stone wall": an id read as words, for the default names. */
    static std::string idInWords(std::string_view id)
    {
        std::string out(id);
        for (char &c : out) {
            if (c == '-' || c == '_')
                c = ' ';
        }
        if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
            out[0] = static_cast<char>(out[0] - 'a' + 'A');
        return out;
    }
};

} // namespace hexfire
