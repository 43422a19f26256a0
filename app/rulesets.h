#pragma once

namespace hexfire {

/** Registers every rule system this program ships with RuleSetRegistry (the one place). */
void registerRuleSets();

} // namespace hexfire
