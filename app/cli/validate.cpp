// hexfire-cli validate FILE...: every field, the setup rules, and that the steps replay.
#include "app/cli/commands.h"
#include "app/cli/output.h"

#include "core/scenario/scenarioio.h"

#include <iostream>

namespace hexfire::cli {

int runValidate(const CliCall &call)
{
    if (call.args.empty())
        return call.usageError("expected at least one FILE");
    int status = exitOk;
    for (const std::string &path : call.args) {
        LoadResult r = loadScenarioFile(path);
        if (r.ok())
            checkScenario(*r.scenario, r.diagnostics);
        if (r.ok()) {
            std::cout << path << ": ok\n";
        } else {
            printErr(r.diagnostics.format());
            status = exitInvalid;
        }
    }
    return status;
}

} // namespace hexfire::cli
