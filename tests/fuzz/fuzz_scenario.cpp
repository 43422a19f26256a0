// A scenario or saved game from a stranger: load and validate it, replay its script and log
// (checkScenario, makeGame), save the game and reopen the save. No crash, leak or UB; whatever
// HexFire writes must open again, describe the same game and replay to the same position, and
// save -> load -> save is byte-identical.

#include "fuzzcheck.h"

#include "app/rulesets.h"
#include "core/play/game.h"
#include "core/scenario/scenarioio.h"
#include "tests/onedie/onedieruleset.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace hexfire;

extern "C" int LLVMFuzzerInitialize(int *, char ***)
{
    registerRuleSets();
    registerOneDie(); // the test-only rule system: its reader and replay are fuzzed too
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    const LoadResult loaded = loadScenarioText(text, "fuzz.json");
    if (!loaded.ok())
        return 0;
    const Scenario &scenario = *loaded.scenario;
    Diagnostics checked;
    (void)checkScenario(scenario, checked);

    Diagnostics built;
    const auto game = makeGame(scenario, built);
    fuzz::require(game != nullptr || !built.empty(), "makeGame says why it refused");
    if (!game)
        return 0;
    const std::string saved = scenarioToText(snapshot(scenario, *game));
    const LoadResult reopened = loadScenarioText(saved, "saved.json");
    if (!reopened.ok())
        std::fprintf(stderr, "%s\n", reopened.diagnostics.format().c_str());
    fuzz::require(reopened.ok(), "what HexFire saves opens again");
    Diagnostics rebuilt;
    const auto again = makeGame(*reopened.scenario, rebuilt);
    if (!again)
        std::fprintf(stderr, "%s\n", rebuilt.format().c_str());
    fuzz::require(again != nullptr, "a save replays");
    fuzz::require(again->state() == game->state(), "a save replays to the same position");
    fuzz::require(again->position() == game->position(), "a save keeps the timeline position");
    fuzz::require(scenarioToText(snapshot(*reopened.scenario, *again)) == saved,
        "save -> load -> save is byte-identical");
    return 0;
}
