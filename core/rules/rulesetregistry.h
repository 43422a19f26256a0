#pragma once

#include "core/rules/ruleset.h"

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/**
 * Every rule system this program knows. Shared code never names one: the program registers its
 * list once at start (app/rulesets.cpp), tests register what they test, and everything else asks
 * here by the id a file names.
 */
class RuleSetRegistry final {
public:
    using Factory = std::function<std::unique_ptr<RuleSet>()>;

    /** Adds a rule system (menu order is registration order); replaces one with the same id. */
    static void add(std::string id, Factory make);
    /** The ids of all rule systems, in menu order. */
    static std::vector<std::string> ids();
    /** A new instance with default configuration, or nullptr for an unknown id. */
    static std::unique_ptr<RuleSet> create(std::string_view id);
};

} // namespace hexfire
