#pragma once

#include "app/cli/command.h"
#include "app/cli/manpage.h"

#include <string>

namespace hexfire::cli {

// Text generated from the command table (commandtable.cpp).

/** hexfire-cli --help: every command's synopses and summary, the options, the exit status. */
void printOverview();
/** hexfire-cli help NAME: the usage, the help and the options the command takes. */
void printCommandHelp(const CliCommand &command);
/** "usage: hexfire-cli NAME SYNOPSIS" (one line per synopsis, then "   or: ..."). */
std::string usageText(const CliCommand &command);
/** "expected FILE FROM TO [--json]": the synopses as a sentence ("A|B" reads "A or B"). */
std::string expectedText(const CliCommand &command);
/** hexfire-cli(6): the overview, every command's help and every option, from the same table. */
ManPage manPage(const std::string &version);
/** "validate, replay, ... or help": the commands' names for messages. */
std::string commandNames();

} // namespace hexfire::cli
