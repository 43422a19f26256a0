#pragma once

// Playing Tide of Iron in the tests: a position in the Action phase, the actions per turn, orders
// and advances, and playing an action as the game would (evaluated in the game, resolved with
// scripted dice, applied).

#include "core/dice/scripteddice.h"
#include "core/rules/sequence.h"
#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiruleset.h"

#include "tests/tideofiron/toifixture.h"

#include <QTest>

namespace hexfire::toitest {

/** The position at the start of the Action phase, the Americans to act. */
inline GameState inActionPhase(const TideOfIronRuleSet &rules, std::vector<U> units)
{
    GameState s = position(units);
    SequencePosition p;
    p.phase = std::string(toi::phases::action);
    p.firstSide = SideId {"us"};
    s.setSequence(completePosition(rules.sequenceOfPlay(), s, p));
    return s;
}

inline void configure(TideOfIronRuleSet &rules, int actionsPerTurn)
{
    DataNode n = DataNode::object();
    n.set("actionsPerTurn", DataNode::of(actionsPerTurn));
    Diagnostics d;
    rules.configure(n, d);
    QVERIFY2(d.empty(), d.format().c_str());
}

inline Action order(std::string_view kind, const std::string &unit)
{
    Action a;
    a.kind = std::string(kind);
    a.actors = {UnitId {unit}};
    return a;
}

inline Action advance(
    const std::string &unit, std::vector<const char *> path, bool fireAndMovement = false)
{
    Action a = order(toi::actions::advance, unit);
    std::vector<Hex> hexes;
    for (const char *h : path)
        hexes.push_back(at(h));
    a.target = hexes.back();
    a.params["path"] = hexes;
    if (fireAndMovement)
        a.params["mode"] = std::string("fire-and-movement");
    return a;
}

/** Evaluates and applies; the evaluation must be legal. */
inline Resolution play(
    const TideOfIronRuleSet &rules, GameState &s, const Action &a, std::vector<int> faces = {})
{
    const Evaluation e = rules.evaluateInGame(s, a);
    if (!e.legal)
        qWarning("%s refused: %s", a.kind.c_str(), e.whyNot.c_str());
    ScriptedDice dice(std::move(faces));
    Resolution r = rules.resolve(s, e, dice);
    s.apply(r.effects);
    return r;
}

inline bool has(const GameState &s, const char *unit, std::string_view status)
{
    return s.unit(UnitId {unit}).status.has(status);
}

} // namespace hexfire::toitest
