#pragma once

namespace hexfire {

/**
 * hexfire-cli: the commands of the table in app/cli/commandtable.cpp (validate, replay, los, odds,
 * actions, quiz, rules, help; see --help and docs/scenario-format.md), one file each under
 * app/cli/. Creates the QCoreApplication itself. Knows no rule system: the caller registers the
 * ones it ships (RuleSetRegistry) first, and everything rule-specific is printed from what the
 * scenario's rule system publishes. Returns the process exit status (0 ok, 1 invalid file or
 * step, 2 usage).
 */
int runCli(int argc, char *argv[]);

} // namespace hexfire
