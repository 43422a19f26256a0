// hexfire-cli los FILE FROM TO [--json]: line of sight between two hexes with the full trace.
#include "app/cli/commands.h"
#include "app/cli/help.h"
#include "app/cli/json.h"
#include "app/cli/loaded.h"
#include "app/cli/output.h"

#include "core/error.h"

#include <iostream>

namespace hexfire::cli {

namespace {

bool alongHexside(const LosElement &el)
{
    return el.kind == LosElementKind::HexsideCrossed || el.kind == LosElementKind::HexsideAlong;
}

DataNode elementJson(const GameState &s, const LosElement &el)
{
    DataNode o = DataNode::object();
    o.set("kind", text(toString(el.kind)))
        .set("side", text(toString(el.side)))
        .set("hex", DataNode::of(s.map().label(el.hex)));
    if (alongHexside(el)) {
        o.set("toward", DataNode::of(s.map().label(neighbor(el.hex, el.direction))))
            .set("feature", text(el.feature));
    }
    o.set("effect", text(toString(el.obstacle.effect)))
        .set("hindrance", DataNode::of(el.obstacle.hindrance));
    if (el.obstacle.reason) {
        o.set("reason", DataNode::of(el.obstacle.reason->text))
            .set("rule", DataNode::of(el.obstacle.reason->ruleRef));
    }
    o.set("offMap", DataNode::of(el.offMap));
    return o;
}

void printLosJson(const GameState &s, const LosTrace &t)
{
    DataNode elements = DataNode::array();
    for (const LosElement &el : t.elements)
        elements.push(elementJson(s, el));
    DataNode doc = DataNode::object();
    doc.set("from", DataNode::of(s.map().label(t.firer)))
        .set("to", DataNode::of(s.map().label(t.target)))
        .set("verdict", text(toString(t.verdict)))
        .set("hindrance", DataNode::of(t.hindrance))
        .set("line", text(toString(t.lineKind)))
        .set("policy", text(toString(t.policy)))
        .set("decision", text(toString(t.decision)))
        .set("explanation", DataNode::of(t.policyExplanation()))
        .set("elements", std::move(elements));
    printJson(doc);
}

void printLosText(const GameState &s, const LosTrace &t)
{
    std::cout << "LOS " << s.map().label(t.firer) << " -> " << s.map().label(t.target) << ": "
              << toString(t.verdict)
              << (t.hindrance ? " (hindrance " + std::to_string(t.hindrance) + ")" : "") << "\n"
              << "  line: " << toString(t.lineKind) << ", hexside policy " << toString(t.policy)
              << ": " << t.policyExplanation() << "\n";
    for (const LosElement &el : t.elements) {
        std::cout << "  " << toString(el.kind) << " " << s.map().label(el.hex);
        if (alongHexside(el))
            std::cout << "|" << s.map().label(neighbor(el.hex, el.direction)) << " " << el.feature;
        if (el.side != LosSide::Both)
            std::cout << " (" << toString(el.side) << " side)";
        std::cout << ": " << toString(el.obstacle.effect);
        if (el.obstacle.effect == LosEffect::Hinder)
            std::cout << " " << el.obstacle.hindrance;
        if (el.obstacle.reason)
            std::cout << " - " << el.obstacle.reason->text << " [" << el.obstacle.reason->ruleRef
                      << "]";
        if (el.offMap)
            std::cout << " (off the map)";
        std::cout << "\n";
    }
}

} // namespace

int runLos(const CliCall &call)
{
    if (call.args.size() != 3)
        return call.usageError(expectedText(call.command));
    auto loaded = load(call.args[0]);
    if (!loaded)
        return exitInvalid;
    const GameState &s = loaded->game->state();
    Hex from;
    Hex to;
    try {
        from = s.map().parse(call.args[1]);
        to = s.map().parse(call.args[2]);
    } catch (const Error &e) {
        printErr(std::string("hexfire-cli los: ") + e.what());
        return exitInvalid;
    }
    const LosTrace t = loaded->game->rules().traceLos(s, from, to);
    if (call.json())
        printLosJson(s, t);
    else
        printLosText(s, t);
    return exitOk;
}

} // namespace hexfire::cli
