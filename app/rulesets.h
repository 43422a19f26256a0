#pragma once

namespace hexfire {

/** Registers every rule system this program ships with RuleSetRegistry (the one place). */
void registerRuleSets();

/** The bundled example (a file name in resources/scenarios) the window opens on first start. */
const char *firstStartExample();

} // namespace hexfire
