// hexfire-cli moves FILE --unit ID [--json]: the hexes a unit can reach this phase, nearest first.
#include "app/cli/commands.h"
#include "app/cli/help.h"
#include "app/cli/json.h"
#include "app/cli/loaded.h"
#include "app/cli/output.h"
#include "app/cli/text.h"

#include "core/rules/movement.h"
#include "core/rules/sequence.h"

#include <iostream>

namespace hexfire::cli {

namespace {

/** "D3 E3 E4": the hexes entered, by the map's labels. */
std::string pathText(const GameState &s, const std::vector<Hex> &path)
{
    std::string out;
    for (const Hex h : path)
        out += (out.empty() ? "" : " ") + s.map().label(h);
    return out;
}

/** Why the unit cannot move now, or nothing: the phase, the side to act, its allowance. */
std::optional<std::string> whyNoMove(
    const RuleSet &rules, const MovementRules &movement, const GameState &s, const Unit &u)
{
    Action move;
    move.kind = std::string(movement.moveAction());
    move.actors = {u.id};
    if (const auto refusal = sequenceRefusal(rules, s, move))
        return refusal->why + (refusal->rule.empty() ? "" : " [" + refusal->rule + "]");
    const MovementAllowance allowance = movement.allowance(s, u);
    if (!allowance.canMove)
        return allowance.whyNot
            + (allowance.whyNotRule.empty() ? "" : " [" + allowance.whyNotRule + "]");
    return std::nullopt;
}

void printMovesJson(const RuleSet &rules, const MovementRules &movement, const GameState &s,
    const Unit &u, const ReachableHexes &reach)
{
    const int perPoint = movement.unitsPerPoint();
    DataNode hexes = DataNode::array();
    for (const Hex h : reach.hexes()) {
        DataNode path = DataNode::array();
        for (const Hex step : reach.pathTo(h))
            path.push(DataNode::of(s.map().label(step)));
        DataNode n = DataNode::object();
        n.set("hex", DataNode::of(s.map().label(h)))
            .set("cost", DataNode::of(movementPointsText(*reach.cost(h), perPoint)))
            .set("pointsLeft", DataNode::of(movementPointsText(*reach.pointsLeft(h), perPoint)))
            .set("mustStop", DataNode::of(reach.mustStop(h)))
            .set("path", std::move(path));
        hexes.push(std::move(n));
    }
    DataNode doc = DataNode::object();
    doc.set("unit", DataNode::of(u.id.value))
        .set("from", DataNode::of(s.map().label(u.hex)))
        .set("position", DataNode::of(positionText(rules, s)))
        .set("allowance", DataNode::of(movementPointsText(reach.allowance().points, perPoint)))
        .set("allowanceWhy", DataNode::of(reach.allowance().why))
        .set("spent", DataNode::of(movementPointsText(u.movementSpent, perPoint)))
        .set("pointsLeft", DataNode::of(movementPointsText(reach.budget(), perPoint)))
        .set("hexes", std::move(hexes));
    printJson(doc);
}

void printMovesText(const RuleSet &rules, const MovementRules &movement, const GameState &s,
    const Unit &u, const ReachableHexes &reach)
{
    const int perPoint = movement.unitsPerPoint();
    std::cout << "Moves of " << unitLabel(s, u.id) << " from " << s.map().label(u.hex) << "\n"
              << "  " << positionText(rules, s) << "\n"
              << "  Allowance " << movementPointsText(reach.allowance().points, perPoint);
    if (!reach.allowance().why.empty())
        std::cout << " (" << reach.allowance().why
                  << (reach.allowance().rule.empty() ? "" : " [" + reach.allowance().rule + "]")
                  << ")";
    std::cout << ", spent " << movementPointsText(u.movementSpent, perPoint) << ", left "
              << movementPointsText(reach.budget(), perPoint) << "\n";
    if (reach.hexes().empty()) {
        std::cout << "  No hex within reach with the points left.\n";
        return;
    }
    for (const Hex h : reach.hexes()) {
        std::cout << "  " << s.map().label(h) << ": cost "
                  << movementPointsText(*reach.cost(h), perPoint) << ", left "
                  << movementPointsText(*reach.pointsLeft(h), perPoint)
                  << (reach.mustStop(h) ? ", must stop" : "") << "; path "
                  << pathText(s, reach.pathTo(h)) << "\n";
    }
}

} // namespace

int runMoves(const CliCall &call)
{
    if (call.args.size() != 1 || !call.isSet("unit"))
        return call.usageError(expectedText(call.command));
    // The position the file holds: a scenario's start, or a saved game where it was saved.
    const std::unique_ptr<Game> game = loadWhereItStands(call.args.front());
    if (!game)
        return exitInvalid;
    const RuleSet &rules = game->rules();
    const GameState &s = game->state();
    const MovementRules *movement = rules.movementRules();
    if (!movement) {
        printErr("hexfire-cli moves: " + std::string(rules.displayName())
            + " has no movement rules: units are moved by hand (an adjustment)");
        return exitInvalid;
    }
    const Unit *u = s.findUnit(UnitId {call.value("unit")});
    if (!u) {
        printErr("hexfire-cli moves: no unit \"" + call.value("unit")
            + "\" in the file: expected the id of a unit in \"units\"");
        return exitUsage;
    }
    if (const auto why = whyNoMove(rules, *movement, s, *u)) {
        printErr("hexfire-cli moves: " + unitLabel(s, u->id) + " cannot move now: " + *why);
        return exitInvalid;
    }
    const ReachableHexes reach(s, *movement, *u);
    if (call.json())
        printMovesJson(rules, *movement, s, *u, reach);
    else
        printMovesText(rules, *movement, s, *u, reach);
    return exitOk;
}

} // namespace hexfire::cli
