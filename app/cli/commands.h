#pragma once

#include "app/cli/command.h"

namespace hexfire::cli {

// The commands' handlers, one file each (app/cli/<name>.cpp), listed in commandtable.cpp.

int runValidate(const CliCall &call);
int runReplay(const CliCall &call);
int runLos(const CliCall &call);
int runOdds(const CliCall &call);
int runMoves(const CliCall &call);
int runActions(const CliCall &call);
int runQuiz(const CliCall &call);
int runRules(const CliCall &call);
int runHelp(const CliCall &call);

} // namespace hexfire::cli
