// The command table: every option and every command of hexfire-cli with its synopsis, the options
// it takes, its summary, its help and its handler. The overview (--help), "help COMMAND", each
// command's usage and the message for an unknown command are generated from here.
#include "app/cli/commands.h"

namespace hexfire::cli {

const std::vector<CliOption> &cliOptions()
{
    static const std::vector<CliOption> options {
        {"json", "", "Print one JSON document instead of text."},
        {"to", "N", "Stop after step N (0: none played)."},
        {"step", "N", "The step whose odds to show, from 1."},
        {"action", "KEY", "An action of the file's rule system (see the actions command)."},
        {"actor", "ID", "A unit taking the action; repeat for several, the first leads."},
        {"target", "HEX", "The target hex (or unit id, for actions aimed at a unit)."},
        {"via", "HEX", "The hex the actors pass through first."},
        {"param", "KEY=VALUE", "A parameter of the action; repeat for several."},
        {"unit", "ID", "The unit whose moves to list."},
    };
    return options;
}

const std::vector<CliCommand> &cliCommands()
{
    static const std::vector<CliCommand> commands {
        {"validate", {"FILE..."}, {},
            "Check scenario or saved-game files; prints \"FILE: ok\" per valid file.",
            "Checks every field of each file, the rule system's setup rules, and that the "
            "script and the log replay. Prints \"FILE: ok\" for each valid file and the "
            "diagnostics of each invalid one.",
            runValidate},
        {"replay", {"FILE [--to N] [--json]"}, {"to", "json"},
            "Play the scripted steps with their dice and explain each one.",
            "Plays the scripted steps (or a saved game's steps) with their dice and prints each "
            "step's action, LOS, modifiers with rule references, exact odds, rolls, final "
            "numbers, outcome and effects, then where the game stands in its sequence of play, the "
            "result or the standings so far, the units and the assumptions in force. --to N "
            "stops after step N.",
            runReplay},
        {"los", {"FILE FROM TO [--json]"}, {"json"},
            "Line of sight between two hexes with the full trace.",
            "Line of sight between two hexes, named by the map's own labels (e.g. H9): the "
            "verdict, the hindrance, the hexside policy and every hex and hexside the line "
            "crosses with its effect and rule.",
            runLos},
        {"odds",
            {"FILE --step N [--json]",
                "FILE --action KEY [--actor ID]... [--target HEX] [--via HEX] "
                "[--param KEY=VALUE]... [--json]"},
            {"step", "action", "actor", "target", "via", "param", "json"},
            "The exact odds of a step's action, or of any action, without rolling.",
            "With --step N: the exact odds of step N's action without rolling (the steps before "
            "it are played with their dice).\n\n"
            "With --action KEY: the exact odds of any action of the file's rule system, or of a "
            "shared one (next-phase, end-activation, adjust), in the position the file holds, "
            "without rolling. Parameters left out take their default; "
            "the actions command lists them.",
            runOdds},
        {"moves", {"FILE --unit ID [--json]"}, {"unit", "json"},
            "The hexes a unit can reach this phase, nearest first.",
            "The hexes the unit can reach in the position the file holds (a saved game where it "
            "was saved) with the movement points it has left this phase: for each, the cost, the "
            "points left and the cheapest path, nearest first. A unit that cannot move now (out "
            "of the movement phase, the other side to act, no allowance) is refused with the "
            "reason, as is a file whose rule system has no movement rules.",
            runMoves},
        {"actions", {"FILE [--json]"}, {"json"},
            "The actions of the file's rule system and their parameters.",
            "The actions of the file's rule system: who takes them, what they target, their "
            "parameters (label, range, default, help), as odds --action takes them.",
            runActions},
        {"quiz", {"FILE [--json]"}, {"json"},
            "Predict each scripted step before it is played, then the score.",
            "Asks the questions the window's quiz mode asks about each scripted step before it "
            "is played, answered on stdin with a choice's number, and prints the score. --json "
            "prints every question with its answer instead (a worksheet), reading nothing. An "
            "answer line is read up to 4096 characters; the rest of a longer line is left out.",
            runQuiz},
        {"rules", {"RULESET|FILE [--json]"}, {"json"},
            "A rule system's fire in brief, its glossary and its assumptions.",
            "How a rule system's fire works in brief, its glossary and the assumptions in force. "
            "RULESET is the id a scenario's \"ruleset\" names; FILE stands for the rule system "
            "the scenario plays, with its options.",
            runRules},
        {"help", {"[COMMAND]"}, {}, "This overview, or a command's usage, options and details.",
            "Without a command: the overview of every command. With one: its usage, what it "
            "does and the options it takes (the same as hexfire-cli COMMAND --help).",
            runHelp},
    };
    return commands;
}

const CliCommand *findCommand(std::string_view name)
{
    for (const CliCommand &c : cliCommands()) {
        if (c.name == name)
            return &c;
    }
    return nullptr;
}

const CliOption *findOption(std::string_view name)
{
    for (const CliOption &o : cliOptions()) {
        if (o.name == name)
            return &o;
    }
    return nullptr;
}

} // namespace hexfire::cli
