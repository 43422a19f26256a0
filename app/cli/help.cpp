#include "app/cli/help.h"

#include "app/cli/commands.h"
#include "app/cli/output.h"
#include "app/cli/text.h"

#include <iostream>

namespace hexfire::cli {

namespace {

constexpr std::string_view program = "hexfire-cli";
constexpr std::string_view description
    = "HexFire without a window: validate scenarios, replay rulebook examples, LOS and odds.";
constexpr std::string_view exitStatus
    = "0 success, 1 invalid file, failed step or refused action, 2 bad command line.";

std::string optionHead(const CliOption &o)
{
    std::string head = "--" + std::string(o.name);
    if (!o.valueName.empty())
        head += " " + std::string(o.valueName);
    return head;
}

/** "  HEAD   text" with the heads padded to one column, as the options are listed. */
void printColumns(const std::vector<std::pair<std::string, std::string>> &rows)
{
    std::size_t width = 0;
    for (const auto &[head, text] : rows)
        width = std::max(width, head.size());
    for (const auto &[head, text] : rows)
        std::cout << "  " << head << std::string(width - head.size() + 2, ' ') << text << "\n";
}

} // namespace

std::string usageText(const CliCommand &command)
{
    std::string text;
    for (std::size_t i = 0; i < command.synopses.size(); ++i) {
        text += std::string(i == 0 ? "usage: " : "   or: ") + std::string(program) + " "
            + std::string(command.name) + " " + std::string(command.synopses[i]) + "\n";
    }
    return text;
}

std::string expectedText(const CliCommand &command)
{
    std::string text = "expected ";
    for (std::size_t i = 0; i < command.synopses.size(); ++i) {
        std::string form(command.synopses[i]);
        for (std::size_t at = form.find('|'); at != std::string::npos; at = form.find('|', at))
            form.replace(at, 1, " or ");
        text += (i ? ", or " : "") + form;
    }
    return text;
}

std::string commandNames()
{
    std::string text;
    const auto &commands = cliCommands();
    for (std::size_t i = 0; i < commands.size(); ++i) {
        if (i > 0)
            text += i + 1 == commands.size() ? " or " : ", ";
        text += commands[i].name;
    }
    return text;
}

void printOverview()
{
    std::cout << "usage: " << program << " COMMAND [ARGUMENTS] [OPTIONS]\n"
              << "   or: " << program << " help COMMAND\n"
              << description << "\n\nCommands:\n";
    for (const CliCommand &c : cliCommands()) {
        for (const std::string_view synopsis : c.synopses)
            std::cout << "  " << c.name << " " << synopsis << "\n";
        std::cout << "      " << c.summary << "\n";
    }
    std::cout << "\nOptions:\n";
    printColumns({{"-h, --help", "This overview; after a command, that command's help."},
        {"-v, --version", "The version."}});
    std::cout << "\nRun \"" << program
              << " help COMMAND\" for a command's options and details. Steps are numbered\n"
                 "from 1. Errors go to stderr as file:line:column: path: message.\n";
    printWrapped("Exit status: " + std::string(exitStatus)
            + " The JSON schemas are in docs/scenario-format.md.",
        0, 80);
}

void printCommandHelp(const CliCommand &command)
{
    std::cout << usageText(command) << "\n";
    const std::string help(command.help);
    std::size_t from = 0;
    while (from < help.size()) {
        const std::size_t end = std::min(help.find("\n\n", from), help.size());
        printWrapped(help.substr(from, end - from), 0);
        std::cout << "\n";
        from = end + 2;
    }
    std::vector<std::pair<std::string, std::string>> rows;
    for (const std::string_view name : command.options) {
        if (const CliOption *o = findOption(name))
            rows.emplace_back(optionHead(*o), std::string(o->help));
    }
    rows.emplace_back("-h, --help", "This help.");
    std::cout << "Options:\n";
    printColumns(rows);
}

ManPage manPage(const std::string &version)
{
    ManPage page;
    page.name = std::string(program);
    page.summary = "check, replay and explain HexFire scenarios without a window";
    page.version = version;
    page.synopses = {"COMMAND [ARGUMENTS] [OPTIONS]", "help [COMMAND]"};
    ManPage::Section about {"DESCRIPTION",
        std::string(description)
            + " The commands read scenario and saved-game files of HexFire, the hex-map wargame "
              "assistant, and judge them with the rule system the file names: the same rules "
              "core as the window, hexfire(6).\n\n"
              "Steps are numbered from 1. Errors go to standard error as file:line:column: path: "
              "message. With --json a command prints one JSON document; each has a schemaVersion "
              "key.",
        {}};
    ManPage::Section commands {"COMMANDS", {}, {}};
    for (const CliCommand &c : cliCommands()) {
        std::string tag;
        for (const std::string_view synopsis : c.synopses)
            tag += (tag.empty() ? "" : " | ") + std::string(c.name) + " " + std::string(synopsis);
        commands.entries.push_back({tag, std::string(c.help)});
    }
    ManPage::Section options {"OPTIONS", "An option a command does not take is refused.", {}};
    for (const CliOption &o : cliOptions())
        options.entries.push_back({optionHead(o), std::string(o.help)});
    options.entries.push_back(
        {"-h, --help", "The overview; after a command, that command's help."});
    options.entries.push_back({"-v, --version", "The version."});
    page.sections = {about, commands, options, {"EXIT STATUS", std::string(exitStatus), {}},
        {"SEE ALSO", "hexfire(6)", {}}};
    return page;
}

int runHelp(const CliCall &call)
{
    if (call.args.empty()) {
        printOverview();
        return exitOk;
    }
    if (call.args.size() > 1)
        return call.usageError(expectedText(call.command));
    const CliCommand *command = findCommand(call.args.front());
    if (!command) {
        printErr(std::string(program) + " help: unknown command \"" + call.args.front()
            + "\": expected " + commandNames());
        return exitUsage;
    }
    printCommandHelp(*command);
    return exitOk;
}

} // namespace hexfire::cli
