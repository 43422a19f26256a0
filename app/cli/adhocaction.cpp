#include "app/cli/adhocaction.h"

#include "core/data/datareader.h"
#include "core/error.h"
#include "core/rules/builtinactions.h"
#include "core/rules/paramtext.h"
#include "core/rules/sequence.h"

namespace hexfire::cli {

namespace {

using Problem = std::optional<std::string>;

std::vector<std::string_view> unitIdsOf(const GameState &s)
{
    std::vector<std::string_view> ids;
    for (const Unit &u : s.units())
        ids.push_back(u.id.value);
    return ids;
}

Problem readActors(const AdHocAction &in, const ActionType &type, const GameState &s, Action &a)
{
    const std::vector<std::string_view> unitIds = unitIdsOf(s);
    for (const std::string &id : in.actors) {
        if (!s.findUnit(UnitId {id}))
            return "--actor: unknown unit \"" + id + "\"" + didYouMean(id, unitIds);
        a.actors.push_back(UnitId {id});
    }
    const auto actorCount = a.actors.size();
    if (type.actors == ActorRule::None && actorCount > 0)
        return type.name + " is taken by no unit: expected no --actor";
    if (type.actors == ActorRule::One && actorCount != 1)
        return type.name + " is taken by one unit: expected exactly one --actor, got "
            + std::to_string(actorCount);
    // An adjustment names the unit it changes, and no unit for a marker's (the rules say which).
    if (type.actors == ActorRule::Several && actorCount == 0 && type.key != builtin::adjust)
        return type.name + " is taken by one or more units: expected --actor ID (the first leads)";
    return std::nullopt;
}

Problem readTarget(const AdHocAction &in, const ActionType &type, const GameState &s, Action &a)
{
    if (!in.target) {
        if (type.target != TargetKind::None && !type.targetOptional)
            return type.name + " needs a target: expected --target "
                + (type.target == TargetKind::Unit ? "ID (a unit)" : "HEX");
        return std::nullopt;
    }
    if (type.target == TargetKind::None)
        return type.name + " has no target: expected no --target";
    if (type.target == TargetKind::Unit) {
        if (!s.findUnit(UnitId {*in.target}))
            return "--target: unknown unit \"" + *in.target + "\""
                + didYouMean(*in.target, unitIdsOf(s));
        a.targetUnit = UnitId {*in.target};
        return std::nullopt;
    }
    try {
        a.target = s.map().parse(*in.target);
    } catch (const Error &e) {
        return std::string("--target: ") + e.what();
    }
    return std::nullopt;
}

Problem readVia(const AdHocAction &in, const ActionType &type, const GameState &s, Action &a)
{
    if (!in.via)
        return std::nullopt;
    if (!type.allowsVia)
        return type.name + " takes no via hex: expected no --via";
    try {
        a.via = s.map().parse(*in.via);
    } catch (const Error &e) {
        return std::string("--via: ") + e.what();
    }
    return std::nullopt;
}

/** Each --param KEY=VALUE read by parseParamText, the window's reading; then the defaults. */
Problem readParams(const AdHocAction &in, const ActionType &type, const GameState &s, Action &a)
{
    std::vector<std::string_view> paramKeys;
    for (const ParamSpec &spec : type.params)
        paramKeys.push_back(spec.key);
    ParamTextContext context;
    context.map = &s.map().coordinates();
    context.unitIds = unitIdsOf(s);
    for (const std::string &given : in.params) {
        const auto eq = given.find('=');
        if (eq == std::string::npos || eq == 0)
            return "--param \"" + given + "\": expected KEY=VALUE";
        const std::string k = given.substr(0, eq);
        const ParamSpec *spec = findByKey(type.params, k);
        if (!spec)
            return "--param: " + type.name + " has no parameter \"" + k + "\""
                + didYouMean(k, paramKeys);
        if (a.params.count(k))
            return "--param: \"" + k + "\" is given twice: expected it once";
        auto parsed = parseParamText(*spec, std::string_view(given).substr(eq + 1), context);
        if (const auto *problem = std::get_if<std::string>(&parsed))
            return "--param " + k + ": " + *problem;
        a.params.emplace(k, std::get<ParamValue>(std::move(parsed)));
    }
    // What the window's inputs start at; a required parameter without one must be given.
    for (const ParamSpec &spec : type.params) {
        if (a.params.count(spec.key))
            continue;
        if (spec.defaultValue)
            a.params.emplace(spec.key, *spec.defaultValue);
        else if (spec.required)
            return type.name + " needs " + spec.label + ": expected --param " + spec.key
                + "=VALUE (" + paramTextExpected(spec) + ")";
    }
    return std::nullopt;
}

} // namespace

std::string didYouMean(const std::string &word, const std::vector<std::string_view> &known)
{
    std::string text;
    if (const auto hint = closestMatch(word, known))
        text = " (did you mean \"" + *hint + "\"?)";
    return text + ": expected " + (known.empty() ? std::string("none") : listChoices(known));
}

std::variant<Action, std::string> buildAction(const AdHocAction &in, const Game &game)
{
    // The rule system's actions and the shared ones (ending a phase, an adjustment).
    const ActionType *type = game.rules().findActionType(in.kind);
    if (!type) {
        std::vector<std::string_view> keys;
        for (const ActionType &t : game.rules().vocabulary().actions)
            keys.push_back(t.key);
        for (const ActionType &t : builtinActionTypes())
            keys.push_back(t.key);
        return "unknown action \"" + in.kind + "\"" + didYouMean(in.kind, keys)
            + " (see the actions command)";
    }
    Action a;
    a.kind = type->key;
    const GameState &s = game.state();
    // The end of a phase takes the answers its end step asks for (an initiative bid), with no
    // defaults filled in: what is not given is the step's own default.
    ActionType asked = *type;
    if (type->key == builtin::nextPhase) {
        const PhaseType *phase = findPhase(game.rules().sequenceOfPlay(), s.sequence().phase);
        const ActionType *step = phase && !phase->endAction.empty()
            ? game.rules().findActionType(phase->endAction)
            : nullptr;
        asked.params = step ? step->params : std::vector<ParamSpec> {};
        for (ParamSpec &p : asked.params) {
            p.defaultValue.reset();
            p.required = false;
        }
    }
    for (auto read : {readActors, readTarget, readVia, readParams}) {
        if (Problem problem = read(in, asked, s, a))
            return *std::move(problem);
    }
    return a;
}

} // namespace hexfire::cli
