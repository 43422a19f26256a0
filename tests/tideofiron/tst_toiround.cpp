// Tide of Iron's round (REFERENCE 4.5): action turns counted and handed over, a side out of the
// Action phase (TOI-ACT-01), the Status phase (TOI-RND-01), Fire and Movement in either order,
// Op Fire once for each hex entered and the unit it stops, the states that bar a unit from
// acting, a pinned squad's rally, part of a squad firing, and "routed" read from older files.

#include "core/dice/scripteddice.h"
#include "core/rules/adjustment.h"
#include "core/rules/rulesetregistry.h"
#include "core/rules/sequence.h"
#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiactionturn.h"
#include "core/rules/tideofiron/toiruleset.h"
#include "core/rules/victory.h"
#include "core/scenario/scenarioio.h"

#include "tests/tideofiron/toifixture.h"
#include "tests/tideofiron/toiplay.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::toi;
using namespace hexfire::toitest;

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
    void commandPhase_data();
    void commandPhase();
    void bidsOfferedAreThoseASideCanPay();
    void tallyAdjustedByHand();
    void talliesAndGoalsInTheFile();
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

namespace {

/** A side's tally in the position. */
int tallyOf(const GameState &s, const char *side, std::string_view key)
{
    return s.findSide(SideId {side})->tally(std::string(key));
}

/** Adds `n` to a side's tally, as the players would set it by hand. */
void give(GameState &s, const char *side, std::string_view key, int n)
{
    if (n == 0)
        return;
    Effect e = makeEffect(EffectKind::TallyChanged, "given");
    e.side = SideId {side};
    e.tally = std::string(key);
    e.count = n;
    s.apply({e});
}

} // namespace

void TstToiRound::commandPhase_data()
{
    // Objectives "name:hex:points:holder:tally" (holder and tally may be empty).
    QTest::addColumn<QString>("objectives");
    QTest::addColumn<int>("usCommand"); // command points before the phase
    QTest::addColumn<int>("deCommand");
    QTest::addColumn<int>("usPoints"); // victory points before
    QTest::addColumn<QString>("goal"); // "us:8"
    QTest::addColumn<QString>("holderBid"); // the Americans hold the initiative
    QTest::addColumn<QString>("otherBid");
    QTest::addColumn<QString>("whyNot");
    QTest::addColumn<int>("usPointsAfter");
    QTest::addColumn<int>("dePointsAfter");
    QTest::addColumn<int>("usCommandAfter");
    QTest::addColumn<int>("deCommandAfter");
    QTest::addColumn<QString>("first"); // who has the initiative for the next round
    QTest::addColumn<bool>("over");
    QTest::newRow("a held objective scores its victory points")
        << "Farm:C6:2:us: Mill:N6:1:de:" << 0 << 0 << 0 << ""
        << ""
        << ""
        << "" << 2 << 1 << 0 << 0 << "us" << false;
    QTest::newRow("an objective nobody holds scores nothing")
        << "Farm:H6:2::" << 0 << 0 << 0 << ""
        << ""
        << ""
        << "" << 0 << 0 << 0 << 0 << "us" << false;
    QTest::newRow("victory points add up round after round")
        << "Farm:C6:2:us:" << 0 << 0 << 3 << ""
        << ""
        << ""
        << "" << 5 << 0 << 0 << 0 << "us" << false;
    QTest::newRow("a command objective gives command points")
        << "Bridge:N6:2:de:command" << 0 << 1 << 0 << ""
        << ""
        << ""
        << "" << 0 << 0 << 0 << 3 << "us" << false;
    QTest::newRow("the higher bid takes the initiative, both bids spent")
        << "" << 2 << 3 << 0 << ""
        << "1"
        << "2"
        << "" << 0 << 0 << 1 << 1 << "de" << false;
    QTest::newRow("the holder outbids the other side") << "" << 3 << 3 << 0 << ""
                                                       << "3"
                                                       << "2"
                                                       << "" << 0 << 0 << 0 << 1 << "us" << false;
    QTest::newRow("level bids: the holder keeps the initiative")
        << "" << 2 << 2 << 0 << ""
        << "1"
        << "1"
        << "" << 0 << 0 << 1 << 1 << "us" << false;
    QTest::newRow("no bids: the holder keeps it and nothing is spent")
        << "" << 2 << 2 << 0 << ""
        << ""
        << ""
        << "" << 0 << 0 << 2 << 2 << "us" << false;
    QTest::newRow("command received this phase may be bid")
        << "Bridge:N6:2:de:command" << 0 << 0 << 0 << ""
        << "0"
        << "2"
        << "" << 0 << 0 << 0 << 0 << "de" << false;
    QTest::newRow("a bid above the side's command points is refused")
        << "" << 1 << 3 << 0 << ""
        << "0"
        << "4"
        << "The German side has 3 command points: it cannot bid 4 for the initiative." << 0 << 0
        << 1 << 3 << "us" << false;
    QTest::newRow("the holder's bid above its command points is refused")
        << "" << 1 << 3 << 0 << ""
        << "2"
        << "0"
        << "The American side has 1 command point: it cannot bid 2 for the initiative." << 0 << 0
        << 1 << 3 << "us" << false;
    QTest::newRow("a goal reached wins at once, no bid is made")
        << "Farm:C6:2:us:" << 2 << 2 << 6 << "us:8"
        << "0"
        << "2"
        << "" << 8 << 0 << 2 << 2 << "us" << true;
    QTest::newRow("a goal not reached: the bid follows") << "Farm:C6:1:us:" << 2 << 2 << 6 << "us:8"
                                                         << "0"
                                                         << "2"
                                                         << "" << 7 << 0 << 2 << 0 << "de" << false;
}

void TstToiRound::commandPhase()
{
    QFETCH(QString, objectives);
    QFETCH(int, usCommand);
    QFETCH(int, deCommand);
    QFETCH(int, usPoints);
    QFETCH(QString, goal);
    QFETCH(QString, holderBid);
    QFETCH(QString, otherBid);
    QFETCH(QString, whyNot);
    TideOfIronRuleSet rules;
    GameState s = position({squad("us-a", "C6"), squad("de-a", "N6", "de")});
    std::vector<Objective> list;
    for (const QString &o : objectives.split(' ', Qt::SkipEmptyParts)) {
        const QStringList f = o.split(':');
        Objective obj;
        obj.name = f[0].toStdString();
        obj.hex = at(f[1].toStdString().c_str());
        obj.points = f[2].toInt();
        if (!f[3].isEmpty())
            obj.holder = SideId {f[3].toStdString()};
        obj.tally = f[4].toStdString();
        list.push_back(obj);
    }
    s.setObjectives(list);
    VictoryConditions v;
    v.turnLimit = 5;
    v.conditions = {victoryPointsTally};
    if (!goal.isEmpty())
        v.goals.push_back(
            {SideId {goal.section(':', 0, 0).toStdString()}, goal.section(':', 1).toInt()});
    s.setVictory(v);
    SequencePosition p;
    p.phase = std::string(phases::command);
    p.firstSide = SideId {"us"};
    s.setSequence(completePosition(rules.sequenceOfPlay(), s, p));
    give(s, "us", "command", usCommand);
    give(s, "de", "command", deCommand);
    give(s, "us", victoryPointsTally, usPoints);

    // The end of the Command phase carries the bids, as the window and a log give them.
    Action end;
    end.kind = "next-phase";
    if (!holderBid.isEmpty())
        end.params[std::string(actions::holderBid)] = holderBid.toStdString();
    if (!otherBid.isEmpty())
        end.params[std::string(actions::otherBid)] = otherBid.toStdString();
    const GameState before = s;
    const Evaluation e = rules.evaluateInGame(s, end);
    QCOMPARE(QString::fromStdString(e.whyNot), whyNot);
    if (e.legal) {
        ScriptedDice dice({});
        const Resolution r = rules.resolve(s, e, dice);
        s.apply(r.effects);
        // With the bids given nothing is left to chance: what the step said would come next is
        // what came.
        if (!holderBid.isEmpty() && !otherBid.isEmpty()) {
            QCOMPARE(e.lines.back().key, std::string("sequence.next"));
            QCOMPARE(r.lines.back().key, std::string("sequence.next"));
            QCOMPARE(e.lines.back().text, r.lines.back().text);
        }
    }
    QTEST(tallyOf(s, "us", victoryPointsTally), "usPointsAfter");
    QTEST(tallyOf(s, "de", victoryPointsTally), "dePointsAfter");
    QTEST(tallyOf(s, "us", "command"), "usCommandAfter");
    QTEST(tallyOf(s, "de", "command"), "deCommandAfter");
    QTEST(QString::fromStdString(s.sequence().firstSide->value), "first");
    QTEST(gameIsOver(s), "over");
    if (e.legal && !gameIsOver(s))
        QCOMPARE(s.sequence().phase, std::string(phases::status));
    // Level bids are the assumed rule, and say so.
    const bool level = e.legal && !gameIsOver(s) && holderBid == otherBid;
    const auto line = std::find_if(e.lines.begin(), e.lines.end(),
        [](const ExplanationLine &l) { return l.key == "command.initiative"; });
    if (e.legal && !gameIsOver(s)) {
        QVERIFY(line != e.lines.end());
        QCOMPARE(line->assumed, level);
    }
}

void TstToiRound::bidsOfferedAreThoseASideCanPay()
{
    // The window offers the bids that are legal: a side with 2 command points bids 0, 1 or 2.
    TideOfIronRuleSet rules;
    GameState s = position({squad("us-a", "C6"), squad("de-a", "N6", "de")});
    SequencePosition p;
    p.phase = std::string(phases::command);
    p.firstSide = SideId {"us"};
    s.setSequence(completePosition(rules.sequenceOfPlay(), s, p));
    give(s, "de", "command", 2);
    std::vector<std::string> legal;
    const std::vector<ParamSpec> params = rules.endStepParams();
    const ParamSpec *other = findByKey(params, actions::otherBid);
    QVERIFY(other && other->askOnCommit);
    for (const ParamChoice &c : other->choices) {
        Action end;
        end.kind = "next-phase";
        end.params[std::string(actions::otherBid)] = c.key;
        if (rules.evaluateInGame(s, end).legal)
            legal.push_back(c.key);
    }
    QCOMPARE(legal, (std::vector<std::string> {"0", "1", "2"}));
    // The question names the side bidding and what it has.
    Action end;
    end.kind = "next-phase";
    QCOMPARE(rules.questionFor(s, end, *other),
        std::string("The German side (2 command points) bids to take the initiative from the "
                    "American side: it needs a higher bid. Each side spends what it bids."));
    const ParamSpec *holder = findByKey(params, actions::holderBid);
    QVERIFY(holder);
    QVERIFY(rules.questionFor(s, end, *holder)
                .starts_with("The American side (0 command points) holds the initiative"));
}

void TstToiRound::tallyAdjustedByHand()
{
    // Command spent on a strategy card is taken off by hand: an adjustment, undone exactly.
    TideOfIronRuleSet rules;
    GameState s = position({squad("us-a", "C6")});
    give(s, "us", "command", 3);
    const GameState before = s;
    const Evaluation e = rules.evaluateInGame(s, adjustment::setTally(SideId {"us"}, "command", 1));
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice dice({});
    const StateDelta d = s.apply(rules.resolve(s, e, dice).effects);
    QCOMPARE(tallyOf(s, "us", "command"), 1);
    s.revert(d);
    QVERIFY(s == before);
    QCOMPARE(rules.evaluateInGame(s, adjustment::setTally(SideId {"us"}, "morale", 1)).whyNot,
        std::string("\"morale\" is not something a side counts in Tide of Iron."));
    QCOMPARE(rules.evaluateInGame(s, adjustment::setTally(SideId {"us"}, "command", -1)).whyNot,
        std::string("Command points cannot go below 0."));
}

void TstToiRound::talliesAndGoalsInTheFile()
{
    // A side's starting counts, a command objective and the goals are read, written and read
    // back; an unknown count is named with its place in the file.
    const std::string text = R"({"format": "hexfire-scenario", "version": 4,
        "title": "Counts", "ruleset": "tideofiron",
        "map": {"width": 4, "height": 4, "orientation": "flat-top", "parity": "odd", "labels": "letter-number",
            "terrainKinds": [{"id": "clear", "symbol": ".", "name": "Clear"}],
            "terrain": ["....", "....", "....", "...."]},
        "sides": [{"id": "us", "name": "American", "tallies": {"command": 2}},
            {"id": "de", "name": "German", "tallies": {"victory-points": 3}}],
        "objectives": [{"name": "Bridge", "hex": "B2", "points": 1, "tally": "command"}],
        "victory": {"turnLimit": 6, "conditions": ["victory-points"],
            "goals": [{"side": "us", "points": 8}], "otherwise": "de"}})";
    const LoadResult loaded = loadScenarioText(text, "counts.json");
    QVERIFY2(loaded.ok(), loaded.diagnostics.format().c_str());
    const GameState &s = loaded.scenario->initial;
    QCOMPARE(tallyOf(s, "us", "command"), 2);
    QCOMPARE(tallyOf(s, "de", victoryPointsTally), 3);
    QCOMPARE(s.objectives().front().tally, std::string("command"));
    QCOMPARE(s.victory().goals.size(), std::size_t(1));
    QCOMPARE(s.victory().otherwise, std::optional<SideId>(SideId {"de"}));
    const LoadResult again = loadScenarioText(scenarioToText(*loaded.scenario), "again.json");
    QVERIFY2(again.ok(), again.diagnostics.format().c_str());
    QVERIFY(again.scenario->initial == s);

    std::string bad = text;
    bad.replace(bad.find(R"("command": 2)"), 9, R"("comand")");
    const LoadResult wrong = loadScenarioText(bad, "counts.json");
    QVERIFY(!wrong.ok());
    const Diagnostic &d = wrong.diagnostics.items().front();
    QVERIFY2(
        d.message.find(R"(unknown tally "comand" (did you mean "command"?))") != std::string::npos,
        d.message.c_str());
    QCOMPARE(d.where.line, 6);
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
