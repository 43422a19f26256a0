// hexfire-cli odds FILE --step N | --action KEY ...: exact odds without rolling.
#include "app/cli/adhocaction.h"
#include "app/cli/commands.h"
#include "app/cli/help.h"
#include "app/cli/json.h"
#include "app/cli/loaded.h"
#include "app/cli/output.h"
#include "app/cli/text.h"


#include <iostream>

namespace hexfire::cli {

namespace {

void printOddsJson(const GameState &s, const Action &action, const Evaluation &e,
    std::optional<int> stepNumber, const std::string &title)
{
    DataNode o = DataNode::object();
    if (stepNumber)
        o.set("step", DataNode::of(*stepNumber)).set("title", DataNode::of(title));
    appendMembers(o, actionJson(s, action));
    o.set("legal", DataNode::of(e.legal));
    if (!e.legal)
        o.set("whyNot", DataNode::of(e.whyNot));
    o.set("los", losJson(s, e.los))
        .set("modifiers", linesJson(e.lines))
        .set("odds", oddsJson(e.odds));
    DataNode dice = DataNode::array();
    for (const DieSpec &d : e.dice) {
        DataNode die = DataNode::object();
        die.set("die", DataNode::of(d.sides))
            .set("purpose", DataNode::of(d.purpose))
            .set("conditional", DataNode::of(d.conditional));
        dice.push(std::move(die));
    }
    o.set("dice", std::move(dice)).set("assumptions", assumptionsJson(e.assumptions));
    printJson(o);
}

/** Prints an evaluation without rolling: one JSON object or the text block. */
int printOdds(const Game &game, const Action &action, const Evaluation &e, bool json,
    std::optional<int> stepNumber, const std::string &title)
{
    const GameState &s = game.state();
    if (json) {
        printOddsJson(s, action, e, stepNumber, title);
    } else {
        if (stepNumber)
            std::cout << "Step " << *stepNumber << ": " << title << "\n";
        std::cout << "  Action: " << describeAction(game, s, action) << "\n";
        printEvaluation(s, e);
        printAssumptions(e.assumptions);
    }
    return e.legal ? exitOk : exitInvalid;
}

int stepOdds(const std::string &path, int stepNumber, bool json)
{
    auto loaded = load(path);
    if (!loaded)
        return exitInvalid;
    Loaded &l = *loaded;
    const int total = static_cast<int>(l.steps.size());
    if (stepNumber < 1 || stepNumber > total) {
        printErr("hexfire-cli odds: --step " + std::to_string(stepNumber) + " is outside 1.."
            + std::to_string(total));
        return exitUsage;
    }
    if (const auto problem = playSteps(l, stepNumber - 1)) {
        printErr(path + ": " + *problem);
        return exitInvalid;
    }
    const Step &step = l.steps[static_cast<std::size_t>(stepNumber - 1)];
    const Evaluation e = l.game->rules().evaluateOrRefuse(l.game->state(), step.action);
    return printOdds(*l.game, step.action, e, json, stepNumber, step.title);
}

int adHocOdds(const std::string &path, const AdHocAction &in, bool json)
{
    // The position the file holds: a scenario's start, or a saved game where it was saved.
    const std::unique_ptr<Game> game = loadWhereItStands(path);
    if (!game)
        return exitInvalid;
    auto built = buildAction(in, *game);
    if (const auto *problem = std::get_if<std::string>(&built)) {
        printErr("hexfire-cli odds: " + *problem);
        return exitUsage;
    }
    const Action &action = std::get<Action>(built);
    return printOdds(*game, action, game->rules().evaluateOrRefuse(game->state(), action), json,
        std::nullopt, {});
}

} // namespace

int runOdds(const CliCall &call)
{
    const bool step = call.isSet("step");
    const bool action = call.isSet("action");
    const bool adHocOptions
        = call.isSet("actor") || call.isSet("target") || call.isSet("via") || call.isSet("param");
    if (call.args.size() != 1 || step == action || (step && adHocOptions))
        return call.usageError(expectedText(call.command));
    if (step) {
        const auto n = call.number("step");
        return n ? stepOdds(call.args.front(), *n, call.json()) : exitUsage;
    }
    AdHocAction in;
    in.kind = call.value("action");
    in.actors = call.values("actor");
    if (call.isSet("target"))
        in.target = call.value("target");
    if (call.isSet("via"))
        in.via = call.value("via");
    in.params = call.values("param");
    return adHocOdds(call.args.front(), in, call.json());
}

} // namespace hexfire::cli
