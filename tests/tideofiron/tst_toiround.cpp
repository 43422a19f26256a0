// Tide of Iron's round (REFERENCE 4.5): action turns counted and handed over, a side out of the
// Action phase (TOI-ACT-01), the Status phase (TOI-RND-01), Fire and Movement in either order,
// Op Fire once for each hex entered and the unit it stops, the states that bar a unit from
// acting, a pinned squad's rally, part of a squad firing, and "routed" read from older files.

#include "core/dice/scripteddice.h"
#include "core/rules/rulesetregistry.h"
#include "core/rules/sequence.h"
#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiactionturn.h"
#include "core/rules/tideofiron/toiruleset.h"
#include "core/scenario/scenarioio.h"

#include "tests/tideofiron/toifixture.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::toi;
using namespace hexfire::toitest;

namespace {

/** The position at the start of the Action phase, the Americans to act. */
GameState inActionPhase(const TideOfIronRuleSet &rules, std::vector<U> units)
{
    GameState s = position(units);
    SequencePosition p;
    p.phase = std::string(phases::action);
    p.firstSide = SideId {"us"};
    s.setSequence(completePosition(rules.sequenceOfPlay(), s, p));
    return s;
}

void configure(TideOfIronRuleSet &rules, int actionsPerTurn)
{
    DataNode n = DataNode::object();
    n.set("actionsPerTurn", DataNode::of(actionsPerTurn));
    Diagnostics d;
    rules.configure(n, d);
    QVERIFY2(d.empty(), d.format().c_str());
}

Action order(std::string_view kind, const std::string &unit)
{
    Action a;
    a.kind = std::string(kind);
    a.actors = {UnitId {unit}};
    return a;
}

Action advance(
    const std::string &unit, std::vector<const char *> path, bool fireAndMovement = false)
{
    Action a = order(actions::advance, unit);
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
Resolution play(
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

bool has(const GameState &s, const char *unit, std::string_view status)
{
    return s.unit(UnitId {unit}).status.has(status);
}

} // namespace

class TstToiRound : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        RuleSetRegistry::add("tideofiron", [] { return std::make_unique<TideOfIronRuleSet>(); });
    }
    void statusPhase();
    void sideOutOfTheActionPhase_data();
    void sideOutOfTheActionPhase();
    void actionTurnsHandOver_data();
    void actionTurnsHandOver();
    void fireAndMovement_data();
    void fireAndMovement();
    void theLastActionHalfDoneKeepsTheTurn();
    void onlyOpFireInTheOtherSidesTurn();
    void opFireOncePerHexAndItStopsATank();
    void opFireUnitPinnedLosesOpFire();
    void statesBarActing_data();
    void statesBarActing();
    void partOfASquadFires_data();
    void partOfASquadFires();
    void routedInAnOlderFileReadsAsDisrupted();
    void undoAcrossPhases();
};

void TstToiRound::statusPhase()
{
    // TOI-RND-01: A disrupted with an officer, B disrupted alone, C pinned; tokens on others.
    TideOfIronRuleSet rules;
    U a = squad("us-a", "C6");
    a.figures = {"officer", "regular", "regular", "regular"};
    a.status = {"disrupted", "fatigued"};
    U b = squad("us-b", "E6");
    b.status = {"disrupted"};
    U c = squad("us-c", "G6");
    c.status = {"pinned", "op-fire"};
    U d = squad("de-d", "J6", "de");
    d.status = {"fatigued"};
    GameState s = position({a, b, c, d});
    SequencePosition p;
    p.phase = std::string(phases::status);
    s.setSequence(completePosition(rules.sequenceOfPlay(), s, p));
    Action end;
    end.kind = "next-phase";
    const Resolution r = play(rules, s, end);
    QVERIFY(!has(s, "us-a", "disrupted") && !has(s, "us-a", "pinned"));
    QVERIFY(has(s, "us-b", "pinned") && !has(s, "us-b", "disrupted"));
    QVERIFY(!has(s, "us-c", "pinned"));
    for (const char *u : {"us-a", "us-b", "us-c", "de-d"}) {
        QVERIFY(!has(s, u, "fatigued"));
        QVERIFY(!has(s, u, "op-fire"));
    }
    // The round marker advances: round 2, the Action phase, the initiative player to act.
    QCOMPARE(s.sequence().turn, 2);
    QCOMPARE(s.sequence().phase, std::string(phases::action));
    QCOMPARE(s.sequence().sideToAct, std::optional<SideId>(SideId {"us"}));
}

void TstToiRound::sideOutOfTheActionPhase_data()
{
    QTest::addColumn<int>("fresh");
    QTest::addColumn<bool>("out");
    // TOI-ACT-01: two actions a turn, one fresh unit and no cards: the side is out.
    QTest::newRow("1 fresh unit for 2 actions: out") << 1 << true;
    QTest::newRow("2 fresh units for 2 actions: acts") << 2 << false;
}

void TstToiRound::sideOutOfTheActionPhase()
{
    QFETCH(int, fresh);
    QFETCH(bool, out);
    TideOfIronRuleSet rules;
    configure(rules, 2);
    U tired = squad("us-tired", "C2");
    tired.status = {"fatigued"};
    std::vector<U> units {tired, squad("de-a", "N10", "de"), squad("de-b", "N11", "de")};
    for (int i = 0; i < fresh; ++i)
        units.push_back(squad("us-" + std::to_string(i), i == 0 ? "C6" : "C8"));
    GameState s = inActionPhase(rules, units);
    const Evaluation e = rules.evaluateInGame(s, order(actions::fatigueUnit, "us-0"));
    QCOMPARE(e.legal, !out);
    if (out)
        QVERIFY2(e.whyNot.find("out for the rest of the Action phase") != std::string::npos,
            e.whyNot.c_str());
}

void TstToiRound::actionTurnsHandOver_data()
{
    QTest::addColumn<int>("germans"); // fresh German units
    QTest::addColumn<QString>("after"); // the side to act after two American actions
    QTest::newRow("the Germans take their turn") << 3 << "de";
    QTest::newRow("the Germans are out: the Americans go on") << 1 << "us";
}

void TstToiRound::actionTurnsHandOver()
{
    QFETCH(int, germans);
    QFETCH(QString, after);
    TideOfIronRuleSet rules;
    configure(rules, 2);
    std::vector<U> units {
        squad("us-a", "C2"), squad("us-b", "C4"), squad("us-c", "C6"), squad("us-d", "C8")};
    for (int i = 0; i < germans; ++i)
        units.push_back(squad("de-" + std::to_string(i),
            i == 0       ? "N2"
                : i == 1 ? "N4"
                         : "N6",
            "de"));
    GameState s = inActionPhase(rules, units);
    play(rules, s, order(actions::fatigueUnit, "us-a"));
    QCOMPARE(s.sequence().actionsTaken, 1);
    QCOMPARE(s.sequence().sideToAct, std::optional<SideId>(SideId {"us"}));
    // A unit acts once a round: fatigued, it is refused.
    QVERIFY(!rules.evaluateInGame(s, order(actions::fatigueUnit, "us-a")).legal);
    play(rules, s, order(actions::fatigueUnit, "us-b"));
    QCOMPARE(s.sequence().actionsTaken, 0);
    QCOMPARE(s.sequence().sideToAct, std::optional<SideId>(SideId {after.toStdString()}));
}

void TstToiRound::fireAndMovement_data()
{
    QTest::addColumn<bool>("fireFirst");
    QTest::newRow("fire, then advance") << true;
    QTest::newRow("advance, then fire") << false;
}

void TstToiRound::fireAndMovement()
{
    QFETCH(bool, fireFirst);
    TideOfIronRuleSet rules;
    configure(rules, 2);
    GameState s = inActionPhase(rules,
        {squad("us-a", "C6"), squad("us-b", "C9"), squad("de-a", "F6", "de"),
            squad("de-b", "M2", "de"), squad("de-c", "M4", "de")});
    const Action shot = attack({"us-a"}, "de-a", "fire-and-movement");
    const Action move = advance("us-a", {"C7"}, true);
    const std::vector<int> miss {1, 1}; // half of 4 dice, no cover in the open
    if (fireFirst) {
        play(rules, s, shot, miss);
        QVERIFY(has(s, "us-a", fireAndMovementPending));
        QVERIFY(!rules.evaluateInGame(s, shot).legal); // it fired: it may only advance
        play(rules, s, move);
    } else {
        play(rules, s, move);
        QVERIFY(has(s, "us-a", fireAndMovementPending));
        QVERIFY(!rules.evaluateInGame(s, advance("us-a", {"C8"}, true)).legal);
        play(rules, s, shot, miss);
    }
    QVERIFY(!has(s, "us-a", fireAndMovementPending));
    QVERIFY(has(s, "us-a", "fatigued"));
    QCOMPARE(s.sequence().actionsTaken, 1); // one action for both halves
    QVERIFY(!rules.evaluateInGame(s, shot).legal);
    // Half done, another unit's action ends it.
    GameState t = inActionPhase(rules,
        {squad("us-a", "C6"), squad("us-b", "C9"), squad("de-a", "F6", "de"),
            squad("de-b", "M2", "de"), squad("de-c", "M4", "de")});
    play(rules, t, move);
    play(rules, t, order(actions::fatigueUnit, "us-b"));
    QVERIFY(!has(t, "us-a", fireAndMovementPending));
    QVERIFY(!rules.evaluateInGame(t, shot).legal);
}

void TstToiRound::theLastActionHalfDoneKeepsTheTurn()
{
    // One action a turn: a Fire and Movement's move keeps the turn until its shot is fired; in
    // between no other unit of the side may act.
    TideOfIronRuleSet rules;
    configure(rules, 1);
    GameState s = inActionPhase(
        rules, {squad("us-a", "C6"), squad("us-b", "C9"), squad("de-a", "F6", "de")});
    play(rules, s, advance("us-a", {"C7"}, true));
    QCOMPARE(s.sequence().sideToAct, std::optional<SideId>(SideId {"us"}));
    QCOMPARE(s.sequence().actionsTaken, 1);
    const Evaluation other = rules.evaluateInGame(s, order(actions::fatigueUnit, "us-b"));
    QVERIFY(!other.legal);
    QVERIFY2(other.whyNot.find("finish the Fire and Movement") != std::string::npos,
        other.whyNot.c_str());
    play(rules, s, attack({"us-a"}, "de-a", "fire-and-movement"), {1, 1});
    QCOMPARE(s.sequence().sideToAct, std::optional<SideId>(SideId {"de"}));
    QCOMPARE(s.sequence().actionsTaken, 0);
}

void TstToiRound::onlyOpFireInTheOtherSidesTurn()
{
    TideOfIronRuleSet rules;
    U op = squad("de-op", "F7", "de");
    op.status = {"op-fire"};
    const GameState s = inActionPhase(rules,
        {squad("us-a", "C6"), squad("us-b", "C9"), squad("us-c", "C2"), squad("de-a", "F6", "de"),
            op});
    // The Germans' concentrated attack waits for their turn (play refuses it, with the reason)...
    const Evaluation e = rules.evaluateInGame(s, attack({"de-a"}, "us-a"));
    QVERIFY(!e.legal);
    QVERIFY2(
        e.whyNot.find("only fire in reply, with Op Fire") != std::string::npos, e.whyNot.c_str());
    // ...which the rules alone allow: only the sequence (limitOnActing) refuses it now.
    QVERIFY(rules.evaluate(s, attack({"de-a"}, "us-a")).legal);
}

void TstToiRound::opFireOncePerHexAndItStopsATank()
{
    TideOfIronRuleSet rules;
    U op = squad("us-op", "E6");
    op.status = {"op-fire"};
    GameState s = inActionPhase(rules,
        {op, squad("us-b", "A1"), squad("us-c", "A3"), squad("us-d", "A5"), tank("de-t", "H6"),
            squad("de-b", "N2", "de"), squad("de-c", "N4", "de")});
    SequencePosition p = s.sequence();
    p.sideToAct = SideId {"de"};
    s.setSequence(p);
    play(rules, s, advance("de-t", {"G6", "F6", "F7"}));
    QVERIFY(s.unit(UnitId {"de-t"}).hex == at("F7"));
    const std::vector<Action> replies = rules.reactions(s, advance("de-t", {"G6", "F6", "F7"}));
    QCOMPARE(replies.size(), std::size_t(3)); // G6, F6, F7: each hex entered in reach
    // Fired at in G6, at long range (6s) with 4 dice: three hits heavily damage it; it stops.
    Action atG6 = replies.front();
    QVERIFY(paramOr<Hex>(atG6.params, "at", Hex {}) == at("G6"));
    play(rules, s, atG6, {6, 6, 6, 1});
    QCOMPARE(s.unit(UnitId {"de-t"}).damage, 2);
    QVERIFY(s.unit(UnitId {"de-t"}).hex == at("G6"));
    QVERIFY(s.markers().empty()); // the shot used G6's trigger; F6 and F7 were never reached
    QVERIFY(has(s, "us-op", "fatigued") && !has(s, "us-op", "op-fire"));
    QVERIFY(rules.reactions(s, advance("de-t", {"G6"})).empty());
}

void TstToiRound::opFireUnitPinnedLosesOpFire()
{
    TideOfIronRuleSet rules;
    U op = squad("de-op", "F6", "de");
    op.status = {"op-fire"};
    GameState s = position({squad("us-a", "C6"), op});
    Action a = attack({"us-a"}, "de-op", "concentrated", "suppressive");
    play(rules, s, a, {6, 6, 1, 1});
    QVERIFY(has(s, "de-op", "pinned"));
    QVERIFY(!has(s, "de-op", "op-fire"));
    QVERIFY(has(s, "de-op", "fatigued"));
}

void TstToiRound::statesBarActing_data()
{
    QTest::addColumn<QStringList>("figures");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("reason"); // empty: it may fire
    QTest::addColumn<int>("dice");
    const QStringList four {"regular", "regular", "regular", "regular"};
    const QStringList officer {"officer", "regular", "regular", "regular", "regular"};
    QTest::newRow("fresh: full firepower") << four << ""
                                           << "" << 4;
    QTest::newRow("fatigued: refused") << four << "fatigued"
                                       << "is fatigued" << 0;
    QTest::newRow("in Op Fire mode: refused") << four << "op-fire"
                                              << "Op Fire mode" << 0;
    QTest::newRow("disrupted: refused") << four << "disrupted"
                                        << "is disrupted" << 0;
    QTest::newRow("pinned, no officer: refused") << four << "pinned"
                                                 << "is pinned" << 0;
    QTest::newRow("pinned with an officer: rallies at half, 5 to 3") << officer << "pinned"
                                                                     << "" << 3;
}

void TstToiRound::statesBarActing()
{
    QFETCH(QStringList, figures);
    QFETCH(QString, state);
    QFETCH(QString, reason);
    QFETCH(int, dice);
    TideOfIronRuleSet rules;
    U a = squad("us-a", "C6");
    a.figures.clear();
    for (const QString &f : figures)
        a.figures.push_back(f.toStdString());
    if (!state.isEmpty())
        a.status = {state.toStdString()};
    const GameState s = inActionPhase(rules,
        {a, squad("us-b", "A1"), squad("us-c", "A3"), squad("us-d", "A5"),
            squad("de-a", "F6", "de")});
    const Evaluation e = rules.evaluateInGame(s, attack({"us-a"}, "de-a"));
    QCOMPARE(e.legal, reason.isEmpty());
    if (!e.legal) {
        QVERIFY2(e.whyNot.find(reason.toStdString()) != std::string::npos, e.whyNot.c_str());
        return;
    }
    QCOMPARE(static_cast<int>(e.dice.size()), dice);
}

void TstToiRound::partOfASquadFires_data()
{
    QTest::addColumn<QString>("firing");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("success");
    // A machine-gun crew (range 5, firepower 3) with two regulars (range 4) at 5 hexes.
    QTest::newRow("all fire: the regulars' range 4, long range, 6s") << ""
                                                                     << "" << 5 << 6;
    QTest::newRow("the crew alone: its range 5, normal range, 5+") << "mg-crew"
                                                                   << "" << 3 << 5;
    QTest::newRow("a figure the squad lacks") << "elite"
                                              << "no more Elite" << 0 << 0;
}

void TstToiRound::partOfASquadFires()
{
    QFETCH(QString, firing);
    QFETCH(QString, reason);
    QFETCH(int, dice);
    QFETCH(int, success);
    TideOfIronRuleSet rules;
    U mg = squad("us-mg", "C6");
    mg.figures = {"mg-crew", "regular", "regular"};
    const GameState s = position({mg, squad("de-a", "H6", "de")});
    Action a = attack({"us-mg"}, "de-a");
    if (!firing.isEmpty())
        a.params["figures"] = firing.toStdString();
    const Evaluation e = rules.evaluate(s, a);
    QCOMPARE(e.legal, reason.isEmpty());
    if (!e.legal) {
        QVERIFY2(e.whyNot.find(reason.toStdString()) != std::string::npos, e.whyNot.c_str());
        return;
    }
    QCOMPARE(static_cast<int>(e.dice.size()), dice);
    int successOn = 0;
    for (const FinalNumber &f : e.finals) {
        if (f.key == "toi.success")
            successOn = f.value;
    }
    QCOMPARE(successOn, success);
}

void TstToiRound::routedInAnOlderFileReadsAsDisrupted()
{
    const std::string text = R"({"format": "hexfire-scenario", "version": 4, "title": "old",
        "ruleset": "tideofiron",
        "map": {"width": 4, "height": 4,
            "terrainKinds": [{"id": "clear", "symbol": ".", "name": "Clear"}],
            "terrain": ["....", "....", "....", "...."]},
        "sides": [{"id": "us", "name": "American"}, {"id": "de", "name": "German"}],
        "units": [{"id": "a", "name": "1st Squad", "side": "us", "hex": "B2",
            "status": ["routed"], "tideofiron": {"figures": ["regular", "regular"]}}]})";
    const LoadResult loaded = loadScenarioText(text, "old.json");
    QVERIFY2(loaded.ok(), loaded.diagnostics.format().c_str());
    const Unit &u = loaded.scenario->initial.unit(UnitId {"a"});
    QVERIFY(u.status.has("disrupted"));
    QVERIFY(!u.status.has("routed"));
    QCOMPARE(loaded.scenario->upgradeNotes.size(), std::size_t(1));
    QVERIFY(loaded.scenario->upgradeNotes.front().find("two conditions") != std::string::npos);
}

void TstToiRound::undoAcrossPhases()
{
    // From an action to the next round and back: every step reverts to the position before it.
    TideOfIronRuleSet rules;
    configure(rules, 1);
    GameState s = inActionPhase(rules, {squad("us-a", "C6"), squad("de-a", "N6", "de")});
    const GameState start = s;
    std::vector<StateDelta> deltas;
    const auto step = [&](const Action &a, std::vector<int> faces = {}) {
        const Evaluation e = rules.evaluateInGame(s, a);
        QVERIFY2(e.legal, e.whyNot.c_str());
        ScriptedDice dice(std::move(faces));
        deltas.push_back(s.apply(rules.resolve(s, e, dice).effects));
    };
    step(advance("us-a", {"D6", "E6"}));
    step(order(actions::fatigueUnit, "de-a"));
    Action next;
    next.kind = "next-phase";
    step(next); // the Action phase ends
    step(next); // the Command phase
    step(next); // the Status phase: round 2
    QCOMPARE(s.sequence().turn, 2);
    QVERIFY(!has(s, "us-a", "fatigued"));
    while (!deltas.empty()) {
        s.revert(deltas.back());
        deltas.pop_back();
    }
    QVERIFY(s == start);
}

QTEST_GUILESS_MAIN(TstToiRound)
#include "tst_toiround.moc"
