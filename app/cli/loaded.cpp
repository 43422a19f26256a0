#include "app/cli/loaded.h"

#include "app/cli/output.h"

#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/scenario/scenarioio.h"

namespace hexfire::cli {

std::unique_ptr<Game> loadWhereItStands(const std::string &path)
{
    LoadResult r = loadScenarioFile(path);
    if (!r.ok()) {
        printErr(r.diagnostics.format());
        return nullptr;
    }
    Diagnostics d;
    std::unique_ptr<Game> game = makeGame(*r.scenario, d);
    if (!game)
        printErr(d.format());
    return game;
}

std::optional<Loaded> load(const std::string &path)
{
    LoadResult r = loadScenarioFile(path);
    if (!r.ok()) {
        printErr(r.diagnostics.format());
        return std::nullopt;
    }
    Loaded l;
    l.scenario = std::move(*r.scenario);
    Scenario fresh = l.scenario;
    fresh.log.clear();
    fresh.logSources.clear();
    fresh.position = 0;
    Diagnostics d;
    l.game = makeGame(fresh, d);
    if (!l.game) {
        printErr(d.format());
        return std::nullopt;
    }
    if (!l.scenario.script.empty()) {
        for (const ScriptStep &s : l.scenario.script)
            l.steps.push_back({s.action, s.dice, s.title, s.narration});
    } else {
        for (const SavedLogEntry &e : l.scenario.log)
            l.steps.push_back({e.action, e.faces, e.title, e.narration});
    }
    return l;
}

std::optional<std::string> playSteps(Loaded &l, int count)
{
    for (int i = 0; i < count; ++i) {
        const Step &step = l.steps[static_cast<std::size_t>(i)];
        ScriptedDice dice(step.faces);
        try {
            l.game->commit(step.action, dice, step.title, step.narration);
        } catch (const Error &e) {
            return "step " + std::to_string(i + 1) + ": " + e.what();
        }
    }
    return std::nullopt;
}

} // namespace hexfire::cli
