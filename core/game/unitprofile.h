#pragma once

#include <memory>
#include <string_view>
#include <type_traits>
#include <typeinfo>

namespace hexfire {

/**
 * A unit's printed values in one rule system's terms (fire strength, morale, weapons, ...).
 * Shared code never looks inside: the rule system that made the profile reads it, writes it to
 * files and says what the counter prints. Profiles are immutable and shared between copies of a
 * position.
 */
class UnitProfile {
public:
    virtual ~UnitProfile() = default;
    /** The id of the rule system that owns this profile ("one d6 per attack" rulesets included). */
    virtual std::string_view rulesetId() const = 0;
    /** Same values (other is of any rule system). */
    virtual bool equals(const UnitProfile &other) const = 0;
};

using UnitProfilePtr = std::shared_ptr<const UnitProfile>;

/** The profile as the rule system's own type, or nullptr when it is another (or none). */
template <typename T> const T *profileAs(const UnitProfilePtr &p)
{
    // A rule system's profile type is final, so its own type id says it all: a compare of type
    // ids instead of a dynamic_cast's walk, on a path every evaluation takes for every unit.
    if constexpr (std::is_final_v<T>) {
        const UnitProfile *profile = p.get();
        return profile && typeid(*profile) == typeid(T) ? static_cast<const T *>(profile) : nullptr;
    } else {
        return dynamic_cast<const T *>(p.get());
    }
}

} // namespace hexfire
