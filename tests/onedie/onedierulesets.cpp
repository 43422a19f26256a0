// The shipped rule systems plus the test-only one, for hexfire-onedie: the real window (app/
// main.cpp, unchanged) with the one-die rules, so a developer can play the shared game loop by
// hand (Xvfb + xdotool) on a rule system that publishes all of it. Never installed.
#define registerRuleSets registerShippedRuleSets
#include "app/rulesets.cpp"
#undef registerRuleSets

#include "tests/onedie/onedieruleset.h"

namespace hexfire {

void registerRuleSets()
{
    registerShippedRuleSets();
    registerOneDie();
}

} // namespace hexfire
