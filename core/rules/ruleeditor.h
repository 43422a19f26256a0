#pragma once

#include "core/game/unit.h"
#include "core/rules/vocabulary.h"

#include <optional>
#include <string>
#include <string_view>

namespace hexfire {

/**
 * The scenario editor's part of a rule system (a base of RuleSet) beyond the palette lists of
 * RuleVocabulary: what a new unit of a type starts as and which type a unit is. Both have a
 * default (RuleSet gives unitTypeOf's), so a rule system without an editor form writes neither.
 */
class RuleEditor {
public:
    virtual ~RuleEditor() = default;

    /** What a new unit of the type `typeKey` (a UnitType key) starts as; nullopt when unknown. */
    virtual std::optional<UnitTemplate> unitTemplate(std::string_view typeKey) const
    {
        (void)typeKey;
        return std::nullopt;
    }
    /**
     * The UnitType key of a unit, for the editor's form. RuleSet's default: the profile's "type"
     * member when it names a unit type, else the only unit type, else empty.
     */
    virtual std::string unitTypeOf(const Unit &unit) const = 0;
};

} // namespace hexfire
