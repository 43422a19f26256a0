// hexfire-cli actions FILE [--json]: the actions of the file's rule system and their parameters.
#include "app/cli/commands.h"
#include "app/cli/help.h"
#include "app/cli/json.h"
#include "app/cli/loaded.h"
#include "app/cli/output.h"
#include "app/cli/text.h"

#include "core/rules/paramtext.h"

#include <iostream>

namespace hexfire::cli {

namespace {

std::string_view actorsKey(ActorRule r)
{
    switch (r) {
    case ActorRule::None:
        return "none";
    case ActorRule::One:
        return "one";
    case ActorRule::Several:
        return "several";
    }
    return "";
}

std::string_view targetKey(TargetKind t)
{
    switch (t) {
    case TargetKind::None:
        return "none";
    case TargetKind::Hex:
        return "hex";
    case TargetKind::Unit:
        return "unit";
    }
    return "";
}

std::string_view paramTypeKey(ParamType t)
{
    switch (t) {
    case ParamType::Integer:
        return "integer";
    case ParamType::Flag:
        return "flag";
    case ParamType::Choice:
        return "choice";
    case ParamType::Text:
        return "text";
    case ParamType::Hex:
        return "hex";
    case ParamType::Unit:
        return "unit";
    case ParamType::UnitList:
        return "unit-list";
    case ParamType::HexList:
        return "hex-list";
    }
    return "";
}

DataNode paramSpecJson(const ParamSpec &p, const GameState &s)
{
    DataNode o = DataNode::object();
    o.set("key", DataNode::of(p.key))
        .set("label", DataNode::of(p.label))
        .set("help", DataNode::of(p.help))
        .set("type", text(paramTypeKey(p.type)))
        .set("required", DataNode::of(p.required));
    if (p.type == ParamType::Integer)
        o.set("minimum", DataNode::of(p.minimum)).set("maximum", DataNode::of(p.maximum));
    if (p.type == ParamType::Choice) {
        DataNode choices = DataNode::array();
        for (const ParamChoice &c : p.choices) {
            DataNode choice = DataNode::object();
            choice.set("key", DataNode::of(c.key)).set("label", DataNode::of(c.label));
            choices.push(std::move(choice));
        }
        o.set("choices", std::move(choices));
    }
    o.set("default", p.defaultValue ? paramJson(*p.defaultValue, s) : DataNode::null());
    return o;
}

DataNode actionTypeJson(const ActionType &t, const GameState &s)
{
    DataNode params = DataNode::array();
    for (const ParamSpec &p : t.params)
        params.push(paramSpecJson(p, s));
    DataNode o = DataNode::object();
    o.set("key", DataNode::of(t.key))
        .set("name", DataNode::of(t.name))
        .set("help", DataNode::of(t.help))
        .set("shortcut", DataNode::of(t.shortcut))
        .set("actors", text(actorsKey(t.actors)))
        .set("target", text(targetKey(t.target)))
        .set("targetOptional", DataNode::of(t.targetOptional))
        .set("allowsVia", DataNode::of(t.allowsVia));
    if (t.allowsVia)
        o.set("viaHelp", DataNode::of(t.viaHelp));
    o.set("attacks", DataNode::of(t.attacks)).set("params", std::move(params));
    return o;
}

void printActionType(const ActionType &t, const GameState &s)
{
    std::cout << "\n"
              << t.key << ": " << t.name << (t.shortcut.empty() ? "" : " [" + t.shortcut + "]")
              << "\n";
    if (!t.help.empty())
        std::cout << "  " << t.help << "\n";
    switch (t.actors) {
    case ActorRule::None:
        std::cout << "  Taken by no unit.";
        break;
    case ActorRule::One:
        std::cout << "  Taken by one unit: --actor ID.";
        break;
    case ActorRule::Several:
        std::cout << "  Taken by one or more units: --actor ID... (the first leads).";
        break;
    }
    if (t.target != TargetKind::None)
        std::cout << " Target: "
                  << (t.target == TargetKind::Hex ? "a hex, --target HEX" : "a unit, --target ID")
                  << (t.targetOptional ? " (optional)" : "") << ".";
    std::cout << "\n";
    if (t.allowsVia)
        std::cout << "  --via HEX: " << t.viaHelp << "\n";
    for (const ParamSpec &p : t.params) {
        std::cout << "  --param " << p.key << "=VALUE: " << p.label << ", " << paramTextExpected(p);
        if (p.defaultValue)
            std::cout << ", default " << paramText(*p.defaultValue, s);
        if (p.required)
            std::cout << ", required";
        std::cout << "\n";
        if (!p.help.empty())
            std::cout << "      " << p.help << "\n";
    }
}

} // namespace

int runActions(const CliCall &call)
{
    if (call.args.size() != 1)
        return call.usageError(expectedText(call.command));
    auto loaded = load(call.args.front());
    if (!loaded)
        return exitInvalid;
    const RuleSet &rules = loaded->game->rules();
    const GameState &s = loaded->game->state();
    if (call.json()) {
        DataNode list = DataNode::array();
        for (const ActionType &t : rules.vocabulary().actions)
            list.push(actionTypeJson(t, s));
        DataNode doc = DataNode::object();
        doc.set("ruleset", text(rules.id()))
            .set("name", text(rules.displayName()))
            .set("actions", std::move(list));
        printJson(doc);
        return exitOk;
    }
    std::cout << "Actions of " << rules.displayName() << " (odds FILE --action KEY ...):\n";
    for (const ActionType &t : rules.vocabulary().actions)
        printActionType(t, s);
    return exitOk;
}

} // namespace hexfire::cli
