#pragma once

#include "core/rules/ruleset.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/** Every rule system HexFire knows, registered in one place (rulesetregistry.cpp). */
class RuleSetRegistry final {
public:
    /** The ids of all rule systems, in menu order. */
    static std::vector<std::string> ids();
    /** A new instance with default configuration, or nullptr for an unknown id. */
    static std::unique_ptr<RuleSet> create(std::string_view id);
};

} // namespace hexfire
