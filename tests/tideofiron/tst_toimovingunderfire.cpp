// Tide of Iron moves that meet the enemy (REFERENCE 4.5.2, 4.5.3, 4.5.5): a tank crossing a hex
// the enemy holds (1 more point a unit, never stopping there, the squads it passes pinned), other
// units kept out; leaving a fortification draws Op Fire; Op Fire that damages a light vehicle
// stops it, a heavy one only when heavily damaged; Next Wave's Fire and Movement costs a vehicle
// 2 points; the advance to assault: the move, Op Fire's answer, then the assault that ends the
// action; and the option that makes a disrupted squad hit again retreat.

#include "core/game/params.h"
#include "core/rules/movement.h"
#include "core/rules/tideofiron/toiactionturn.h"
#include "core/rules/tideofiron/toiattack.h"

#include "tests/tideofiron/toifixture.h"
#include "tests/tideofiron/toiplay.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::toi;
using namespace hexfire::toitest;

namespace {

U halftrack(std::string id, const char *hex, std::string side = "de")
{
    U u = tank(std::move(id), hex, std::move(side));
    u.vehicle = "halftrack";
    return u;
}

/** The Germans to act in the Action phase. */
GameState germansToAct(const TideOfIronRuleSet &rules, std::vector<U> units)
{
    GameState s = inActionPhase(rules, std::move(units));
    SequencePosition p = s.sequence();
    p.sideToAct = SideId {"de"};
    s.setSequence(p);
    return s;
}

Action toAssault(const std::string &unit, std::vector<const char *> path)
{
    Action a = toitest::advance(unit, std::move(path));
    a.params["mode"] = std::string("assault");
    return a;
}

Action assault(const std::string &unit, const char *hex)
{
    Action a = order(actions::assault, unit);
    a.target = at(hex);
    return a;
}

/** The Americans' us-a in C6 may assault de-a in G6; the German de-op in G8 waits in Op Fire. */
GameState assaultUnderOpFire(const TideOfIronRuleSet &rules)
{
    U op = squad("de-op", "G8", "de");
    op.status = {"op-fire"};
    return inActionPhase(rules,
        {squad("us-a", "C6"), squad("us-b", "A1"), squad("us-c", "A3"), squad("de-a", "G6", "de"),
            op, squad("de-c", "N4", "de")});
}

std::vector<std::string> lineTexts(const Evaluation &e)
{
    std::vector<std::string> out;
    for (const ExplanationLine &l : e.lines)
        out.push_back(l.text + (l.value.empty() ? std::string() : " = " + l.value));
    return out;
}

bool mentions(const Evaluation &e, const std::string &text)
{
    const std::vector<std::string> lines = lineTexts(e);
    return std::any_of(lines.begin(), lines.end(),
        [&](const std::string &l) { return l.find(text) != std::string::npos; });
}

} // namespace

class TstToiMovingUnderFire : public QObject {
    Q_OBJECT
private slots:
    void crossingEnemyHexes_data();
    void crossingEnemyHexes();
    void crossedSquadInOpFireLosesIt();
    void leavingAFortificationDrawsOpFire_data();
    void leavingAFortificationDrawsOpFire();
    void opFireDamageStopsALightVehicle_data();
    void opFireDamageStopsALightVehicle();
    void nextWaveFireAndMovementVehicle_data();
    void nextWaveFireAndMovementVehicle();
    void advanceToAssault();
    void advanceToAssaultStoppedByOpFire();
    void assaultPathSeenByOpFireIsRefused();
    void assaultFromTwoHexesAwayThroughTheHexNamed();
    void onlyAssaultingSquadsAdvanceToAssault();
    void disruptedSquadHitAgain_data();
    void disruptedSquadHitAgain();
};

void TstToiMovingUnderFire::crossingEnemyHexes_data()
{
    QTest::addColumn<QString>("mover"); // tank, halftrack, squad
    QTest::addColumn<int>("enemies"); // American squads in G6
    QTest::addColumn<QStringList>("path");
    QTest::addColumn<QString>("expected"); // a line of the explanation, or the refusal
    QTest::addColumn<int>("pinned"); // American squads pinned afterwards
    QTest::newRow("a tank crosses a squad's hex at 1 more point")
        << "tank" << 1 << QStringList {"G6", "F6"} << "Enter G6: Clear, crossing 1 enemy unit = 2"
        << 1;
    QTest::newRow("two squads there: 2 more points")
        << "tank" << 2 << QStringList {"G6", "F6"} << "Enter G6: Clear, crossing 2 enemy units = 3"
        << 2;
    QTest::newRow("a tank never ends its move there")
        << "tank" << 1 << QStringList {"G6"}
        << "A tank may cross a hex the enemy holds but not stop there: de-t cannot end its move "
           "in G6."
        << 0;
    QTest::newRow("a half-track does not enter it")
        << "halftrack" << 1 << QStringList {"G6", "F6"}
        << "An enemy unit holds G6: only a tank may cross a hex the enemy holds, so de-t cannot "
           "move into it."
        << 0;
    QTest::newRow("nor does a squad")
        << "squad" << 1 << QStringList {"G6", "F6"}
        << "An enemy unit holds G6: only a tank may cross a hex the enemy holds, so de-t cannot "
           "move into it."
        << 0;
}

void TstToiMovingUnderFire::crossingEnemyHexes()
{
    QFETCH(QString, mover);
    QFETCH(int, enemies);
    QFETCH(QStringList, path);
    QFETCH(QString, expected);
    QFETCH(int, pinned);
    TideOfIronRuleSet rules;
    U m = mover == "tank"      ? tank("de-t", "H6")
        : mover == "halftrack" ? halftrack("de-t", "H6")
                               : squad("de-t", "H6", "de");
    std::vector<U> units {m, squad("de-b", "N2", "de"), squad("de-c", "N4", "de"),
        squad("us-x", "A1"), squad("us-y", "A3")};
    for (int i = 0; i < enemies; ++i)
        units.push_back(squad("us-" + std::to_string(i), "G6"));
    GameState s = germansToAct(rules, units);
    std::vector<const char *> hexes;
    std::vector<std::string> texts;
    for (const QString &h : path)
        texts.push_back(h.toStdString());
    for (const std::string &t : texts)
        hexes.push_back(t.c_str());
    const Action a = toitest::advance("de-t", hexes);
    const Evaluation e = rules.evaluateInGame(s, a);
    const std::string want = expected.toStdString();
    if (e.legal) {
        QVERIFY2(mentions(e, want), want.c_str());
        play(rules, s, a);
    } else {
        QCOMPARE(QString::fromStdString(e.whyNot), expected);
    }
    int count = 0;
    for (int i = 0; i < enemies; ++i)
        count += has(s, ("us-" + std::to_string(i)).c_str(), states::pinned) ? 1 : 0;
    QCOMPARE(count, pinned);
    // The reach search agrees: G6 is never a hex the mover can end in.
    const MovementRules *movement = rules.movementRules();
    QVERIFY(movement);
    GameState fresh = germansToAct(rules, units);
    const ReachableHexes reach(fresh, *movement, fresh.unit(UnitId {"de-t"}));
    QVERIFY(!reach.reachable(at("G6")));
}

void TstToiMovingUnderFire::crossedSquadInOpFireLosesIt()
{
    TideOfIronRuleSet rules;
    U op = squad("us-op", "G6");
    op.status = {"op-fire"};
    GameState s = germansToAct(rules,
        {tank("de-t", "H6"), squad("de-b", "N2", "de"), squad("de-c", "N4", "de"), op,
            squad("us-x", "A1")});
    const Evaluation e = rules.evaluateInGame(s, toitest::advance("de-t", {"G6", "F6"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(mentions(e, "de-t crosses G6: us-op is pinned, loses Op Fire and is fatigued"));
    play(rules, s, toitest::advance("de-t", {"G6", "F6"}));
    QVERIFY(has(s, "us-op", states::pinned));
    QVERIFY(has(s, "us-op", states::fatigued));
    QVERIFY(!has(s, "us-op", states::opFire));
}

void TstToiMovingUnderFire::leavingAFortificationDrawsOpFire_data()
{
    QTest::addColumn<bool>("fortified");
    QTest::addColumn<QString>("triggers"); // hex:value of each trigger marker
    QTest::newRow("out of an entrenchment: Op Fire where it stood") << true << "G6:0 H6:1";
    QTest::newRow("out of open ground: only the hex entered") << false << "H6:1";
}

void TstToiMovingUnderFire::leavingAFortificationDrawsOpFire()
{
    QFETCH(bool, fortified);
    QFETCH(QString, triggers);
    TideOfIronRuleSet rules;
    U op = squad("us-op", "C6");
    op.status = {"op-fire"};
    GameState s = germansToAct(rules,
        {squad("de-a", "G6", "de"), squad("de-b", "N2", "de"), squad("de-c", "N4", "de"), op,
            squad("us-x", "A1"), squad("us-y", "A3")});
    if (fortified)
        s.editMap().addFeature(at("G6"), "entrenchment");
    const Evaluation e = rules.evaluateInGame(s, toitest::advance("de-a", {"H6"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(mentions(e, "leaving the fortification in G6"), fortified);
    play(rules, s, toitest::advance("de-a", {"H6"}));
    QStringList found;
    for (const Marker &m : s.markers())
        found << QString::fromStdString(s.map().label(m.hex)) + ":" + QString::number(m.value);
    QCOMPARE(found.join(' '), triggers);
    // The reply at G6 fires at the squad as it stood there; the marker names the hex.
    const std::vector<Action> replies = rules.reactions(s, toitest::advance("de-a", {"H6"}));
    QCOMPARE(replies.size(), std::size_t(fortified ? 2 : 1));
    if (fortified) {
        QVERIFY(paramOr<Hex>(replies.front().params, "at", Hex {}) == at("G6"));
        // Pinned there by suppressive Op Fire, it is put back where it was hit.
        Action shot = replies.front();
        shot.params["kind"] = std::string("suppressive");
        play(rules, s, shot, {6, 6, 1, 1});
        QVERIFY(s.unit(UnitId {"de-a"}).hex == at("G6"));
        QVERIFY(has(s, "de-a", states::pinned));
    }
}

void TstToiMovingUnderFire::opFireDamageStopsALightVehicle_data()
{
    QTest::addColumn<QString>("vehicle");
    QTest::addColumn<QString>("endsIn");
    QTest::newRow("a damaged half-track stops where it was hit") << "halftrack"
                                                                 << "G6";
    QTest::newRow("a damaged tank drives on (heavy vehicles stop when heavily damaged)")
        << "panzer-iv"
        << "F7";
}

void TstToiMovingUnderFire::opFireDamageStopsALightVehicle()
{
    QFETCH(QString, vehicle);
    QFETCH(QString, endsIn);
    TideOfIronRuleSet rules;
    U op = squad("us-op", "E6");
    op.status = {"op-fire"};
    U v = tank("de-t", "H6");
    v.vehicle = vehicle.toStdString();
    GameState s = germansToAct(rules,
        {op, squad("us-b", "A1"), squad("us-c", "A3"), squad("us-d", "A5"), v,
            squad("de-b", "N2", "de"), squad("de-c", "N4", "de")});
    play(rules, s, toitest::advance("de-t", {"G6", "F6", "F7"}));
    const std::vector<Action> replies
        = rules.reactions(s, toitest::advance("de-t", {"G6", "F6", "F7"}));
    QVERIFY(!replies.empty());
    QVERIFY(paramOr<Hex>(replies.front().params, "at", Hex {}) == at("G6"));
    play(rules, s, replies.front(), {6, 1, 1, 1}); // long range: one hit, damaged
    QCOMPARE(s.unit(UnitId {"de-t"}).damage, 1);
    QCOMPARE(QString::fromStdString(s.map().label(s.unit(UnitId {"de-t"}).hex)), endsIn);
}

void TstToiMovingUnderFire::nextWaveFireAndMovementVehicle_data()
{
    QTest::addColumn<QString>("edition");
    QTest::addColumn<bool>("fireFirst");
    QTest::addColumn<int>("hexes"); // clear hexes the tank moves
    QTest::addColumn<QString>("refusal"); // empty: legal
    QTest::newRow("first edition: the full 5") << "first" << false << 5 << "";
    QTest::newRow("Next Wave, moving first: 3 of 5") << "next-wave" << false << 3 << "";
    QTest::newRow("Next Wave, moving first: not 4")
        << "next-wave" << false << 4
        << "In a Fire and Movement action a vehicle has 2 movement points less (Next Wave): "
           "de-t has 3, and this way costs 4.";
    QTest::newRow("Next Wave, after firing: 3") << "next-wave" << true << 3 << "";
    QTest::newRow("Next Wave, after firing: not 4")
        << "next-wave" << true << 4 << "Getting to D6 takes 4 movement points; de-t has 3 left.";
}

void TstToiMovingUnderFire::nextWaveFireAndMovementVehicle()
{
    QFETCH(QString, edition);
    QFETCH(bool, fireFirst);
    QFETCH(int, hexes);
    QFETCH(QString, refusal);
    TideOfIronRuleSet rules;
    DataNode n = DataNode::object();
    n.set("edition", DataNode::of(edition.toStdString()));
    Diagnostics d;
    rules.configure(n, d);
    QVERIFY2(d.empty(), d.format().c_str());
    GameState s = germansToAct(rules,
        {tank("de-t", "H6"), squad("de-b", "N2", "de"), squad("de-c", "N4", "de"),
            squad("us-a", "H1"), squad("us-x", "A10"), squad("us-y", "B10")});
    if (fireFirst)
        play(rules, s, attack({"de-t"}, "us-a", "fire-and-movement"), {1, 1, 1});
    const std::vector<const char *> line {"G6", "F6", "E6", "D6", "C6"};
    std::vector<const char *> path(line.begin(), line.begin() + hexes);
    Action move = toitest::advance("de-t", {path.back()}, !fireFirst);
    move.params.erase("path");
    const Evaluation e = rules.evaluateInGame(s, move);
    QCOMPARE(QString::fromStdString(e.legal ? std::string() : e.whyNot), refusal);
}

void TstToiMovingUnderFire::advanceToAssault()
{
    TideOfIronRuleSet rules;
    GameState s = inActionPhase(rules,
        {squad("us-a", "C6"), squad("us-b", "A1"), squad("us-c", "A3"), squad("de-a", "G6", "de"),
            squad("de-b", "N2", "de"), squad("de-c", "N4", "de")});
    const Evaluation move = rules.evaluateInGame(s, toAssault("us-a", {"D6", "E6", "F6"}));
    QVERIFY2(move.legal, move.whyNot.c_str());
    QVERIFY(mentions(move, "us-a advances to assault"));
    play(rules, s, toAssault("us-a", {"D6", "E6", "F6"}));
    QVERIFY(has(s, "us-a", assaultPending));
    QCOMPARE(s.sequence().actionsTaken, 1);
    // Its action ends with the assault: nothing else.
    const Evaluation fire = rules.evaluateInGame(s, attack({"us-a"}, "de-a"));
    QVERIFY(!fire.legal);
    QCOMPARE(QString::fromStdString(fire.whyNot),
        "us-a has advanced to assault: its action ends with the assault of an adjacent enemy "
        "hex.");
    const Evaluation again = rules.evaluateInGame(s, toitest::advance("us-a", {"E6"}));
    QVERIFY(!again.legal);
    // The assault finishes the action: it does not count a second one.
    const Evaluation a = rules.evaluateInGame(s, assault("us-a", "G6"));
    QVERIFY2(a.legal, a.whyNot.c_str());
    play(rules, s, assault("us-a", "G6"), {6, 6, 6, 6, 1, 1, 1, 1});
    QVERIFY(!has(s, "us-a", assaultPending));
    QVERIFY(has(s, "us-a", states::fatigued));
    QCOMPARE(s.sequence().actionsTaken, 1);
    QVERIFY(s.sequence().sideToAct == SideId {"us"});
}

void TstToiMovingUnderFire::advanceToAssaultStoppedByOpFire()
{
    TideOfIronRuleSet rules;
    GameState s = assaultUnderOpFire(rules);
    play(rules, s, toAssault("us-a", {"D6", "E6", "F6"}));
    const std::vector<Action> replies = rules.reactions(s, toAssault("us-a", {"D6", "E6", "F6"}));
    QVERIFY(!replies.empty());
    Action shot = replies.front();
    shot.params["kind"] = std::string("suppressive");
    play(rules, s, shot, {6, 6, 1, 1});
    QVERIFY(has(s, "us-a", states::pinned));
    QVERIFY(!has(s, "us-a", assaultPending));
    const Evaluation a = rules.evaluateInGame(s, assault("us-a", "G6"));
    QVERIFY(!a.legal);
    // Stopped, its action is over: fatigued (and pinned), it does not assault.
    QVERIFY2(a.whyNot.find("is fatigued") != std::string::npos, a.whyNot.c_str());
}

void TstToiMovingUnderFire::assaultPathSeenByOpFireIsRefused()
{
    TideOfIronRuleSet rules;
    GameState s = assaultUnderOpFire(rules);
    Action a = assault("us-a", "G6");
    a.params["path"] = std::vector<Hex> {at("D6"), at("E6"), at("F6")};
    const Evaluation e = rules.evaluateInGame(s, a);
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find("advance to assault first") != std::string::npos, e.whyNot.c_str());
    // Unseen, the one-action assault with its move stays.
    Unit calm = s.unit(UnitId {"de-op"});
    calm.status.clear(states::opFire);
    s.replaceUnit(calm);
    const Evaluation unseen = rules.evaluateInGame(s, a);
    QVERIFY2(unseen.legal, unseen.whyNot.c_str());
}

void TstToiMovingUnderFire::assaultFromTwoHexesAwayThroughTheHexNamed()
{
    // The window names the hex a squad two hexes away comes in through (Action::via).
    TideOfIronRuleSet rules;
    GameState s = inActionPhase(rules,
        {squad("us-a", "E6"), squad("us-b", "A1"), squad("us-c", "A3"), squad("de-a", "G6", "de"),
            squad("de-b", "N2", "de"), squad("de-c", "N4", "de")});
    Action a = assault("us-a", "G6");
    a.via = at("F6");
    const Evaluation e = rules.evaluateInGame(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(mentions(e, "Enter F6: Clear = 1"));
    // No hit on the defenders, one on us-a: the defenders win, and us-a falls back from F6.
    play(rules, s, a, {1, 1, 1, 1, 6, 1, 1, 1});
    QCOMPARE(s.unit(UnitId {"us-a"}).strength, 3);
    QCOMPARE(distance(s.unit(UnitId {"us-a"}).hex, at("G6")), 2);
    QCOMPARE(s.sequence().actionsTaken, 1);
}

void TstToiMovingUnderFire::onlyAssaultingSquadsAdvanceToAssault()
{
    TideOfIronRuleSet rules;
    U mg = squad("us-mg", "C6");
    mg.figures = {"mg-crew", "mg-crew", "regular"};
    GameState s = inActionPhase(rules,
        {mg, tank("us-t", "C8", "us"), squad("us-c", "A3"), squad("de-a", "G6", "de"),
            squad("de-b", "N2", "de"), squad("de-c", "N4", "de")});
    const Evaluation crew = rules.evaluateInGame(s, toAssault("us-mg", {"D6"}));
    QVERIFY(!crew.legal);
    QVERIFY2(crew.whyNot.find("machine-gun or mortar crews may not assault") != std::string::npos,
        crew.whyNot.c_str());
    const Evaluation vehicle = rules.evaluateInGame(s, toAssault("us-t", {"D8"}));
    QVERIFY(!vehicle.legal);
    QVERIFY2(
        vehicle.whyNot.find("only squads assault") != std::string::npos, vehicle.whyNot.c_str());
}

void TstToiMovingUnderFire::disruptedSquadHitAgain_data()
{
    QTest::addColumn<bool>("option");
    QTest::addColumn<bool>("surrounded");
    QTest::addColumn<QString>("outcome"); // the odds' key for one net hit, and the result
    QTest::addColumn<int>("distanceAfter"); // hexes farther from the attacker; -1: eliminated
    QTest::newRow("stays disrupted where it is (the default)")
        << false << false << "state-Disrupted" << 0;
    QTest::newRow("option: retreats one hex away") << true << false << "retreat" << 1;
    QTest::newRow("option, enemies all round: eliminated") << true << true << "retreat" << -1;
}

void TstToiMovingUnderFire::disruptedSquadHitAgain()
{
    QFETCH(bool, option);
    QFETCH(bool, surrounded);
    QFETCH(QString, outcome);
    QFETCH(int, distanceAfter);
    TideOfIronRuleSet rules;
    DataNode n = DataNode::object();
    n.set("disruptedRetreats", DataNode::of(option));
    Diagnostics d;
    rules.configure(n, d);
    QVERIFY2(d.empty(), d.format().c_str());
    U target = squad("de-a", "F6", "de");
    target.status = {"disrupted"};
    std::vector<U> units {squad("us-a", "C6"), target};
    std::vector<std::string> around; // U keeps a pointer to its hex label
    around.reserve(allDirections.size());
    if (surrounded) {
        for (const HexDirection dir : allDirections)
            around.push_back(grid.label(neighbor(at("F6"), dir)));
    }
    for (std::size_t i = 0; i < around.size(); ++i)
        units.push_back(squad("us-" + std::to_string(i), around[i].c_str()));
    GameState s = position(units);
    const Action a = attack({"us-a"}, "de-a", "concentrated", "suppressive");
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    bool listed = false;
    for (const OddsTable &t : e.odds) {
        for (const auto &o : t.outcomes)
            listed = listed || QString::fromStdString(o.key) == outcome;
    }
    QVERIFY(listed);
    const int before = distance(at("F6"), at("C6"));
    play(rules, s, a, {6, 1, 1, 1});
    const Unit &after = s.unit(UnitId {"de-a"});
    if (distanceAfter < 0) {
        QVERIFY(after.eliminated);
        return;
    }
    QVERIFY(after.status.has(states::disrupted));
    QCOMPARE(distance(after.hex, at("C6")) - before, distanceAfter);
}

QTEST_GUILESS_MAIN(TstToiMovingUnderFire)
#include "tst_toimovingunderfire.moc"
