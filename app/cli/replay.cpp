// hexfire-cli replay FILE [--to N] [--json]: the steps played with their dice, each explained.
#include "app/cli/commands.h"
#include "app/cli/help.h"
#include "app/cli/json.h"
#include "app/cli/loaded.h"
#include "app/cli/output.h"
#include "app/cli/text.h"

#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/rules/sequence.h"
#include "core/rules/victory.h"

#include <iostream>

namespace hexfire::cli {

namespace {

/** A step before it is played: its action, the evaluation and what text output says of it. */
DataNode evaluatedStepJson(
    const GameState &before, const Step &step, int number, const Evaluation &e)
{
    DataNode o = DataNode::object();
    o.set("step", DataNode::of(number)).set("title", DataNode::of(step.title));
    appendMembers(o, actionJson(before, step.action));
    o.set("legal", DataNode::of(e.legal));
    if (!e.legal)
        o.set("whyNot",
            DataNode::of(e.whyNot + (e.whyNotRule.empty() ? "" : " [" + e.whyNotRule + "]")));
    o.set("los", losJson(before, e.los))
        .set("modifiers", linesJson(e.lines))
        .set("odds", oddsJson(e.odds));
    return o;
}

/** What the step's resolution adds: rolls, finals, outcomes, effects, explanation. */
void appendResolution(DataNode &o, const GameState &before, const Resolution &r)
{
    DataNode rolls = DataNode::array();
    for (const DieRoll &d : r.rolls) {
        DataNode roll = DataNode::object();
        roll.set("die", DataNode::of(d.sides))
            .set("face", DataNode::of(d.face))
            .set("purpose", DataNode::of(d.purpose));
        rolls.push(std::move(roll));
    }
    o.set("rolls", std::move(rolls)).set("finals", finalsJson(r.finals));
    o.set("final", r.finals.empty() ? DataNode::null() : DataNode::of(r.finals.back().value));
    DataNode outcomes = DataNode::array();
    for (const Outcome &oc : r.outcomes) {
        DataNode n = DataNode::object();
        n.set("subject", DataNode::of(oc.subject))
            .set("outcome", DataNode::of(oc.key))
            .set("label", DataNode::of(oc.label));
        outcomes.push(std::move(n));
    }
    o.set("outcomes", std::move(outcomes));
    o.set("outcome", r.outcomes.empty() ? DataNode::null() : DataNode::of(r.outcomes.front().key));
    o.set("effects", effectsJson(before, r.effects)).set("explanation", linesJson(r.lines));
}

/** Commits a legal step with its faces; the resolution, or the problem in `problem`. */
std::optional<Resolution> commitStep(
    Loaded &l, const PreviewedAction &previewed, const Step &step, std::string &problem)
{
    ScriptedDice dice(step.faces);
    try {
        Resolution r = l.game->commit(previewed, dice, step.title, step.narration).resolution;
        if (!dice.exhausted())
            problem = "the step used " + std::to_string(dice.position()) + " of the "
                + std::to_string(step.faces.size()) + " faces given";
        return r;
    } catch (const Error &err) {
        problem = err.what();
        return std::nullopt;
    }
}

/** Plays one step and prints its text (unless json); its JSON object, the problem if any. */
DataNode playStep(Loaded &l, int i, bool json, std::string &problem)
{
    const Step &step = l.steps[static_cast<std::size_t>(i)];
    // The position before the step, not a copy of it: a copy per step made a long script's
    // replay quadratic in the markers on the map. The evaluation is committed as it was made.
    const GameState &before = l.game->state();
    const PreviewedAction previewed = l.game->preview(step.action);
    const Evaluation &e = previewed.evaluation;
    // Text output builds no JSON (the step's object stays empty).
    DataNode o = json ? evaluatedStepJson(before, step, i + 1, e) : DataNode::object();
    if (!json) {
        std::cout << "\nStep " << i + 1 << ": " << step.title
                  << "\n  Action: " << describeAction(*l.game, before, step.action) << "\n";
        if (!step.narration.empty())
            std::cout << "  Narration: " << step.narration << "\n";
        printEvaluation(before, e);
    }
    std::optional<Resolution> r;
    if (e.legal)
        r = commitStep(l, previewed, step, problem);
    else
        problem = "the rules refuse this action: " + e.whyNot;
    // The resolution is told against the position before it: the step is undone for that and
    // redone, which changes only what the step changed.
    if (r)
        l.game->undo();
    if (r && json)
        appendResolution(o, before, *r);
    else if (r)
        printResolution(l.game->rules(), before, *r);
    if (r)
        l.game->redo();
    if (json && !step.narration.empty())
        o.set("narration", DataNode::of(step.narration));
    return o;
}

/** Each line of text indented two spaces, ending in a newline. */
std::string indented(const std::string &text)
{
    std::string out;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::size_t stop = end == std::string::npos ? text.size() : end;
        out += "  " + text.substr(start, stop - start) + "\n";
        start = stop + 1;
    }
    return out;
}

void printEnd(const Loaded &l, DataNode steps, bool json)
{
    const RuleSet &rules = l.game->rules();
    const GameState &state = l.game->state();
    const GameResult result = gameResult(rules, state);
    if (json) {
        DataNode doc = DataNode::object();
        doc.set("scenario", DataNode::of(l.scenario.title))
            .set("ruleset", DataNode::of(l.scenario.rulesetId))
            .set("steps", std::move(steps))
            .set("position", DataNode::of(positionText(rules, state)))
            .set("result", resultJson(result))
            .set("victoryConditions", DataNode::of(victoryConditionsText(rules, state)))
            .set("units", unitsJson(rules, state));
        if (!state.reinforcements().empty())
            doc.set("reinforcements", reinforcementsJson(state));
        doc.set("assumptions", assumptionsJson(rules.assumptions()));
        printJson(doc);
        return;
    }
    std::cout << "\nPosition: " << positionText(rules, state) << "\n";
    std::cout << "How the game is won:\n" << indented(victoryConditionsText(rules, state));
    // The result once the game is over, the standings while it goes on.
    std::cout << (result.over ? "Result:\n" : "Standings:\n") << indented(resultSummary(result));
    std::cout << "\n";
    printUnits(rules, state);
    printAssumptions(rules.assumptions());
}

} // namespace

int runReplay(const CliCall &call)
{
    if (call.args.size() != 1)
        return call.usageError(expectedText(call.command));
    std::optional<int> to;
    if (call.isSet("to") && !(to = call.number("to")))
        return exitUsage;
    const std::string &path = call.args.front();
    auto loaded = load(path);
    if (!loaded)
        return exitInvalid;
    Loaded &l = *loaded;
    const int total = static_cast<int>(l.steps.size());
    if (to && (*to < 0 || *to > total)) {
        printErr("hexfire-cli replay: --to " + std::to_string(*to) + " is outside 0.."
            + std::to_string(total) + " (the file has " + std::to_string(total) + " steps)");
        return exitUsage;
    }
    const bool json = call.json();
    if (!json)
        std::cout << l.scenario.title << " (" << l.game->rules().displayName() << ")\n";
    DataNode steps = DataNode::array();
    int status = exitOk;
    for (int i = 0; i < to.value_or(total); ++i) {
        std::string problem;
        steps.push(playStep(l, i, json, problem));
        if (!problem.empty()) {
            const Step &step = l.steps[static_cast<std::size_t>(i)];
            printErr(
                path + ": step " + std::to_string(i + 1) + " (" + step.title + "): " + problem);
            status = exitInvalid;
            break;
        }
    }
    printEnd(l, std::move(steps), json);
    return status;
}

} // namespace hexfire::cli
