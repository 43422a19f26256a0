#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire::cli {

// Exit codes (documented in --help and docs/scenario-format.md).
constexpr int exitOk = 0;
constexpr int exitInvalid = 1; /**< a file or an action failed */
constexpr int exitUsage = 2; /**< bad command line */

/** One option of the command line, declared once for every command that takes it. */
struct CliOption {
    std::string_view name; /**< "to" for --to */
    std::string_view valueName; /**< "N"; empty for a switch such as --json */
    std::string_view help; /**< one line for the commands' help */
};

struct CliCall;

/**
 * One command, as git's builtin/ table has them: the help, the list of commands, the message for
 * an unknown command, the usage and the dispatch are all generated from these entries.
 */
struct CliCommand {
    std::string_view name; /**< "replay" */
    /** The ways to call it, each after "hexfire-cli NAME ": "FILE [--to N] [--json]". */
    std::vector<std::string_view> synopses;
    /** The options it takes (CliOption::name); any other is refused with its usage. */
    std::vector<std::string_view> options;
    std::string_view summary; /**< one line for the overview (hexfire-cli --help) */
    std::string_view help; /**< paragraphs (blank-line separated) for hexfire-cli help NAME */
    int (*run)(const CliCall &call); /**< returns the exit status */

    bool takes(std::string_view option) const;
};

/** The command line as one command receives it. */
struct CliCall {
    const CliCommand &command;
    std::vector<std::string> args; /**< the positional arguments after the command's name */
    /** The values of every option given, in order (a switch has one empty value per use). */
    std::map<std::string, std::vector<std::string>, std::less<>> options;

    bool isSet(std::string_view option) const;
    bool json() const { return isSet("json"); }
    /** The option's last value; empty when it is not given. */
    std::string value(std::string_view option) const;
    std::vector<std::string> values(std::string_view option) const;
    /** The option's value as a whole number, or nothing after printing the usage error. */
    std::optional<int> number(std::string_view option) const;
    /** Prints "hexfire-cli NAME: problem" and the command's usage on stderr; exitUsage. */
    int usageError(const std::string &problem) const;
};

/** Every option, in the order the help lists them. */
const std::vector<CliOption> &cliOptions();
/** Every command, in the order the help lists them. */
const std::vector<CliCommand> &cliCommands();
const CliCommand *findCommand(std::string_view name);
const CliOption *findOption(std::string_view name);

} // namespace hexfire::cli
