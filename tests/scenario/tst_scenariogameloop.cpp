// The game loop in scenario files (format version 4): the sequence position, objectives, victory
// conditions (victory point goals, the side that holds out), movement spent and the game clock
// (minutes gone, the minutes limit) survive a save and a load; versions 1-3 upgrade their top-level
// turn and phase into the sequence; the shared steps (next phase, end activation, adjustments, a
// move with its path) are read, written and replayed; a saved game reopens where it stood in the
// sequence; and each mistake names its field, line, column and what was expected. The sequence of
// play is the test rule system onedie's: a movement phase, then a fire phase, for each side.
#include "tests/onedie/onedieloopscenario.h"
#include "tests/onedie/onedieruleset.h"

#include "core/play/game.h"
#include "core/rules/adjustment.h"
#include "core/rules/builtinactions.h"
#include "core/rules/movement.h"
#include "core/scenario/scenarioio.h"

#include <QStringList>
#include <QTest>

using namespace hexfire;

namespace {

std::string scenario(std::string top, const std::string &unit = {}, int version = 4)
{
    return testing::oneDieLoopScenario(std::move(top), unit, version);
}

Scenario mustRead(const std::string &text)
{
    LoadResult r = loadScenarioText(text, "gameloop.json");
    if (!r.ok())
        qFatal("%s\n%s", r.diagnostics.format().c_str(), text.c_str());
    return *r.scenario;
}

Action moveAction(const GameState &s, const char *unit, std::vector<const char *> path)
{
    Action a;
    a.kind = "move";
    a.actors = {UnitId {unit}};
    std::vector<Hex> hexes;
    for (const char *label : path)
        hexes.push_back(s.map().parse(label));
    a.target = hexes.back();
    a.params[std::string(movePathParam)] = hexes;
    return a;
}

Action shared(std::string_view kind)
{
    Action a;
    a.kind = std::string(kind);
    return a;
}

} // namespace

class TestScenarioGameLoop : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerOneDie(); }
    void roundTrip_data();
    void roundTrip();
    void builtInMemory();
    void sharedStepsRoundTrip();
    void sharedStepsAsDocumented();
    void versionThreeUpgrade_data();
    void versionThreeUpgrade();
    void savedGameReopensInPlace();
    void errors_data();
    void errors();
};

void TestScenarioGameLoop::roundTrip_data()
{
    QTest::addColumn<QString>("top");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QStringList>("written");
    QTest::addColumn<QStringList>("absent");
    QTest::newRow("no position: the first phase, the side going first")
        << ""
        << "" << QStringList {R"("phase": "move")", R"("sideToAct": "red")"}
        << QStringList {R"("turn")", R"("movementSpent")", R"("objectives")", R"("victory")",
               R"("gameOver")"};
    QTest::newRow("turn, phase and sides")
        << R"("sequence": { "turn": 2, "phase": "fire", "firstSide": "blue", "phasingSide": "red", "sideToAct": "blue" },)"
        << ""
        << QStringList {R"("turn": 2)", R"("phase": "fire")", R"("firstSide": "blue")",
               R"("phasingSide": "red")", R"("sideToAct": "blue")"}
        << QStringList {R"("activation")"};
    QTest::newRow("activation and game over")
        << R"("sequence": { "phase": "move", "activation": "red-1", "gameOver": true },)"
        << "" << QStringList {R"("activation": "red-1")", R"("gameOver": true)"} << QStringList {};
    QTest::newRow("objectives, a holder and the default points")
        << R"("objectives": [{ "name": "Farm", "hex": "C2", "points": 3, "holder": "blue" }, { "name": "Mill", "hex": "D3" }],)"
        << ""
        << QStringList {R"("name": "Farm")", R"("hex": "C2")", R"("points": 3)",
               R"("holder": "blue")", R"("name": "Mill")", R"("points": 1)"}
        << QStringList {};
    QTest::newRow("victory conditions")
        << R"("victory": { "turnLimit": 5, "conditions": ["objectives", "losses"], "pointsPerLoss": 2 },)"
        << ""
        << QStringList {R"("turnLimit": 5)", R"("conditions": ["objectives", "losses"])",
               R"("pointsPerLoss": 2)"}
        << QStringList {};
    QTest::newRow("victory point goals and the side holding out")
        << R"("victory": { "turnLimit": 5, "goals": [{ "side": "red", "points": 8 }], "otherwise": "blue" },)"
        << "" << QStringList {R"({ "side": "red", "points": 8 })", R"("otherwise": "blue")"}
        << QStringList {};
    QTest::newRow("movement spent")
        << ""
        << R"(, "movementSpent": 2)" << QStringList {R"("movementSpent": 2)"} << QStringList {};
    QTest::newRow("a game clock: the minutes gone and the minutes limit")
        << R"("victory": { "minutesLimit": 30 }, "sequence": { "turn": 3, "minutesElapsed": 11 },)"
        << "" << QStringList {R"("minutesLimit": 30)", R"("minutesElapsed": 11)", R"("turn": 3)"}
        << QStringList {R"("turnLimit")"};
    QTest::newRow("a clock time the scenario starts at")
        << R"("victory": { "startTime": "13:00", "minutesLimit": 120 },)"
        << "" << QStringList {R"("startTime": "13:00")", R"("minutesLimit": 120)"}
        << QStringList {};
    QTest::newRow("minutes gone without a limit")
        << R"("sequence": { "minutesElapsed": 40 },)"
        << "" << QStringList {R"("minutesElapsed": 40)"} << QStringList {R"("minutesLimit")"};
    QTest::newRow("no game clock: no minutes written")
        << R"("victory": { "turnLimit": 5 }, "sequence": { "turn": 2, "minutesElapsed": 0 },)"
        << "" << QStringList {R"("turnLimit": 5)", R"("turn": 2)"}
        << QStringList {R"("minutesElapsed")", R"("minutesLimit")"};
}

void TestScenarioGameLoop::roundTrip()
{
    QFETCH(QString, top);
    QFETCH(QString, unit);
    QFETCH(QStringList, written);
    QFETCH(QStringList, absent);
    const Scenario s = mustRead(scenario(top.toStdString(), unit.toStdString()));
    const std::string text = scenarioToText(s);
    for (const QString &w : written)
        QVERIFY2(
            text.find(w.toStdString()) != std::string::npos, qPrintable(w + "\n" + text.c_str()));
    for (const QString &a : absent)
        QVERIFY2(
            text.find(a.toStdString()) == std::string::npos, qPrintable(a + "\n" + text.c_str()));
    const Scenario again = mustRead(text);
    QVERIFY(again.initial == s.initial);
    QCOMPARE(scenarioToText(again), text);
}

void TestScenarioGameLoop::builtInMemory()
{
    // A scenario made in the editor has no position yet: it is written completed, as the reader
    // would complete it, and reads back as the same game.
    Scenario s = mustRead(scenario(""));
    s.initial.setSequence(SequencePosition {});
    const std::string text = scenarioToText(s);
    QVERIFY2(text.find(R"("sequence": { "phase": "move", "firstSide": "red")") != std::string::npos,
        text.c_str());
    const Scenario again = mustRead(text);
    QCOMPARE(again.initial.sequence().phase, std::string("move"));
    QVERIFY(sameContent(again, s));
    QCOMPARE(scenarioToText(again), text);
}

void TestScenarioGameLoop::sharedStepsRoundTrip()
{
    Scenario s = mustRead(scenario(""));
    const GameState &at = s.initial;
    const Action move = moveAction(at, "red-1", {"B1", "C1"});
    const Action strength = adjustment::setStrength(UnitId {"red-1"}, 1);
    const Action marker = adjustment::placeMarker("cover", at.map().parse("D2"), std::nullopt, 1);
    s.script = {{"Adams moves", move, {}, "", false}, {"Adams is hurt", strength, {}, "", false},
        {"Cover in D2", marker, {}, "", false},
        {"End the movement phase", shared(builtin::nextPhase), {}, "", false}};
    Diagnostics d;
    QVERIFY2(checkScenario(s, d), d.format().c_str()); // every step replays
    s.script.push_back({"Hand over", shared(builtin::endActivation), {}, "", false});
    const std::string text = scenarioToText(s);
    QVERIFY2(text.find(R"("path": ["B1", "C1"])") != std::string::npos, text.c_str());
    const Scenario again = mustRead(text);
    QCOMPARE(again.script, s.script);
    QVERIFY(again.script[2].action.actors.empty()); // a marker's adjustment names no unit
    QCOMPARE(again.script[1].action.actors.size(), std::size_t(1));
    QCOMPARE(scenarioToText(again), text);
}

void TestScenarioGameLoop::sharedStepsAsDocumented()
{
    // The examples of docs/scenario-format.md ("Shared steps"), as a file writes them.
    const Scenario s = mustRead(scenario(R"("script": [
    { "title": "Adams moves", "action": "move", "actors": ["red-1"], "target": "C1", "params": { "path": ["B1", "C1"] }, "dice": [] },
    { "title": "Adams is hurt", "action": "adjust", "actors": ["red-1"], "params": { "change": "strength", "value": 1 }, "dice": [] },
    { "title": "Cover in D2", "action": "adjust", "target": "D2", "params": { "change": "place-marker", "markerKind": "cover", "side": "", "value": 1 }, "dice": [] },
    { "title": "End the movement phase", "action": "next-phase", "dice": [] },
    { "title": "Hand over", "action": "end-activation", "dice": [] }
  ],)"));
    const GameState &at = s.initial;
    QCOMPARE(s.script[0].action, moveAction(at, "red-1", {"B1", "C1"}));
    QCOMPARE(s.script[1].action, adjustment::setStrength(UnitId {"red-1"}, 1));
    QCOMPARE(s.script[2].action,
        adjustment::placeMarker("cover", at.map().parse("D2"), std::nullopt, 1));
    QCOMPARE(s.script[3].action, shared(builtin::nextPhase));
    QCOMPARE(s.script[4].action, shared(builtin::endActivation));
}

void TestScenarioGameLoop::versionThreeUpgrade_data()
{
    QTest::addColumn<QString>("top");
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("sideToAct");
    QTest::newRow("turn and phase key") << R"("turn": 2, "phase": "fire",)" << 2 << "fire"
                                        << "red";
    QTest::newRow("the phase by its name, as the players read it")
        << R"("phase": "Fire",)" << 1 << "fire"
        << "red";
    QTest::newRow("neither: the first phase") << "" << 1 << "move"
                                              << "red";
}

void TestScenarioGameLoop::versionThreeUpgrade()
{
    QFETCH(QString, top);
    QFETCH(int, turn);
    QFETCH(QString, phase);
    QFETCH(QString, sideToAct);
    const Scenario s = mustRead(scenario(top.toStdString(), "", 3));
    QCOMPARE(s.loadedVersion, 3);
    const SequencePosition &p = s.initial.sequence();
    QCOMPARE(p.turn, turn);
    QCOMPARE(QString::fromStdString(p.phase), phase);
    QVERIFY(p.sideToAct);
    QCOMPARE(QString::fromStdString(p.sideToAct->value), sideToAct);
    const std::string text = scenarioToText(s);
    QVERIFY(text.find(R"("version": 4)") != std::string::npos);
    QVERIFY2(text.find(R"("sequence": {)") != std::string::npos, text.c_str());
    QVERIFY(text.find("\n  \"phase\"") == std::string::npos); // no top-level phase any more
    QVERIFY(mustRead(text).initial == s.initial);
}

void TestScenarioGameLoop::savedGameReopensInPlace()
{
    const Scenario s = mustRead(scenario(R"("victory": { "turnLimit": 3 },)"));
    Diagnostics d;
    std::unique_ptr<Game> game = makeGame(s, d);
    QVERIFY2(game, d.format().c_str());
    game->commitRandom(moveAction(game->state(), "red-1", {"B1"}));
    game->commitRandom(shared(builtin::nextPhase)); // Red's fire phase
    game->commitRandom(shared(builtin::nextPhase)); // Blue's movement phase
    const SequencePosition now = game->state().sequence();
    QCOMPARE(now.phase, std::string("move"));
    QVERIFY(now.sideToAct && now.sideToAct->value == "blue");
    QCOMPARE(game->state().unit(UnitId {"red-1"}).movementSpent, 0);

    const std::string text = scenarioToText(snapshot(s, *game));
    Diagnostics d2;
    const std::unique_ptr<Game> reopened = makeGame(mustRead(text), d2);
    QVERIFY2(reopened, d2.format().c_str());
    QCOMPARE(reopened->state().sequence(), now);
    QVERIFY(reopened->state() == game->state());
}

void TestScenarioGameLoop::errors_data()
{
    // "@" marks where the problem is reported; it is taken out of the file.
    QTest::addColumn<QString>("top");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("version");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("message");
    QTest::newRow("a phase the rule system does not have")
        << R"("sequence": { "phase": @"shoot" },)"
        << "" << 4 << "$.sequence.phase"
        << QStringList {R"(unknown phase "shoot" in "phase")",
               R"(expected a phase of One-die test rules: "move" (Movement), "fire" (Fire))"};
    QTest::newRow("a phase the rule system does not have (version 3)")
        << R"("phase": @"Rally",)"
        << "" << 3 << "$.phase"
        << QStringList {R"(unknown phase "Rally" in "phase")", R"("move" (Movement))"};
    QTest::newRow("an unknown side to act")
        << R"("sequence": { "sideToAct": @"green" },)"
        << "" << 4 << "$.sequence.sideToAct"
        << QStringList {R"(unknown side "green" in "sideToAct")",
               R"(expected the id of a side in "sides" ("blue" or "red"))"};
    QTest::newRow("an unknown side going first")
        << R"("sequence": { "firstSide": @"bleu" },)"
        << "" << 4 << "$.sequence.firstSide"
        << QStringList {R"(unknown side "bleu" in "firstSide" (did you mean "blue"?))"};
    QTest::newRow("an unknown unit activated")
        << R"("sequence": { "activation": @"red-9" },)"
        << "" << 4 << "$.sequence.activation"
        << QStringList {R"(unknown unit "red-9" in "activation")",
               R"(expected the id of a unit in "units")"};
    QTest::newRow("a turn out of range")
        << R"("sequence": { "turn": @0 },)"
        << "" << 4 << "$.sequence.turn" << QStringList {R"(expected "turn" in 1..1000, got 0)"};
    QTest::newRow("a turn past the turn limit")
        << R"("victory": { "turnLimit": 3 }, "sequence": { "turn": @4 },)"
        << "" << 4 << "$.sequence.turn"
        << QStringList {
               R"(turn 4 is past the turn limit (3 in "victory"))", "expected a turn from 1 to 3"};
    QTest::newRow("top-level turn in version 4")
        << R"(@"turn": 2,)"
        << "" << 4 << "$.turn" << QStringList {R"(unknown field "turn")"};
    QTest::newRow("an objective off the map")
        << R"("objectives": [{ "name": "Farm", "hex": @"H9" }],)"
        << "" << 4 << "$.objectives[0].hex"
        << QStringList {"hex H9 is off the 6x4 map", "expected a hex from A1 to F4"};
    QTest::newRow("an objective held by an unknown side")
        << R"("objectives": [{ "name": "Farm", "hex": "C2", "holder": @"green" }],)"
        << "" << 4 << "$.objectives[0].holder"
        << QStringList {
               R"(unknown side "green" in "holder")", R"(expected the id of a side in "sides")"};
    QTest::newRow("two objectives in one hex")
        << R"("objectives": [{ "name": "Farm", "hex": "C2" }, { "name": "Mill", "hex": @"C2" }],)"
        << "" << 4 << "$.objectives[1].hex"
        << QStringList {R"(hex C2 holds two objectives ("Farm" and "Mill"))",
               "expected one objective per hex"};
    QTest::newRow("an objective without a name")
        << R"("objectives": [@{ "hex": "C2" }],)"
        << "" << 4 << "$.objectives[0].name"
        << QStringList {R"(missing field "name" in an objective)"};
    QTest::newRow("an objective with an empty name")
        << R"("objectives": [{ "name": @"", "hex": "C2" }],)"
        << "" << 4 << "$.objectives[0].name" << QStringList {"expected the objective's name"};
    QTest::newRow("an unknown victory condition")
        << R"("victory": { "conditions": ["objectives", @"territory"] },)"
        << "" << 4 << "$.victory.conditions[1]"
        << QStringList {R"(unknown victory condition "territory")",
               R"(expected "objectives", "losses" or "elimination")"};
    QTest::newRow("a goal for an unknown side")
        << R"("victory": { "goals": [{ "side": @"green", "points": 8 }] },)"
        << "" << 4 << "$.victory.goals[0].side"
        << QStringList {R"(unknown side "green" in "side")"};
    QTest::newRow("a goal without its points")
        << R"("victory": { "goals": [@{ "side": "red" }] },)"
        << "" << 4 << "$.victory.goals[0].points"
        << QStringList {R"(missing field "points" in a victory point goal)"};
    QTest::newRow("a goal of no points")
        << R"("victory": { "goals": [{ "side": "red", "points": @0 }] },)"
        << "" << 4 << "$.victory.goals[0].points" << QStringList {"in 1..100000, got 0"};
    QTest::newRow("an unknown side holding out")
        << R"("victory": { "otherwise": @"bleu" },)"
        << "" << 4 << "$.victory.otherwise"
        << QStringList {R"(unknown side "bleu" in "otherwise" (did you mean "blue"?))"};
    QTest::newRow("an objective scoring a tally the game does not keep")
        << R"("objectives": [{ "name": "Farm", "hex": "C2", "tally": @"command" }],)"
        << "" << 4 << "$.objectives[0].tally"
        << QStringList {R"(unknown tally "command" for objective "Farm")"};
    QTest::newRow("a turn limit out of range")
        << R"("victory": { "turnLimit": @0 },)"
        << "" << 4 << "$.victory.turnLimit"
        << QStringList {R"(expected "turnLimit" in 1..1000, got 0)"};
    QTest::newRow("a start time past midnight")
        << R"("victory": { "startTime": @"24:10" },)"
        << "" << 4 << "$.victory.startTime"
        << QStringList {R"(startTime: expected a clock time from "00:00" to "23:59")"};
    QTest::newRow("a start time as a number")
        << R"("victory": { "startTime": @1300 },)"
        << "" << 4 << "$.victory.startTime" << QStringList {R"(such as "13:00")"};
    QTest::newRow("a minutes limit of zero")
        << R"("victory": { "minutesLimit": @0 },)"
        << "" << 4 << "$.victory.minutesLimit"
        << QStringList {R"(expected "minutesLimit" in 1..10000, got 0)"};
    QTest::newRow("a minutes limit too long")
        << R"("victory": { "turnLimit": 9, "minutesLimit": @10001 },)"
        << "" << 4 << "$.victory.minutesLimit"
        << QStringList {R"(expected "minutesLimit" in 1..10000, got 10001)"};
    QTest::newRow("a minutes limit not a whole number")
        << R"("victory": { "minutesLimit": @30.5 },)"
        << "" << 4 << "$.victory.minutesLimit"
        << QStringList {R"(expected "minutesLimit" (a whole number 1..10000), got a fractional)"};
    QTest::newRow("a minutes limit as text")
        << R"("victory": { "minutesLimit": @"30" },)"
        << "" << 4 << "$.victory.minutesLimit"
        << QStringList {R"(expected "minutesLimit" (a whole number 1..10000), got a string)"};
    QTest::newRow("minutes gone below zero")
        << R"("sequence": { "minutesElapsed": @-3 },)"
        << "" << 4 << "$.sequence.minutesElapsed"
        << QStringList {R"(expected "minutesElapsed" in 0..20000, got -3)"};
    QTest::newRow("a misspelt minutes field")
        << R"("sequence": { @"minutesElapse": 3 },)"
        << "" << 4 << "$.sequence.minutesElapse"
        << QStringList {R"(unknown field "minutesElapse")", R"(did you mean "minutesElapsed"?)"};
    QTest::newRow("movement spent below zero")
        << ""
        << R"(, "movementSpent": @-1)" << 4 << "$.units[0].movementSpent"
        << QStringList {R"(expected "movementSpent" in 0..100000, got -1)"};
    QTest::newRow("movement spent in version 3")
        << ""
        << R"(, @"movementSpent": 1)" << 3 << "$.units[0].movementSpent"
        << QStringList {R"(unknown field "movementSpent" in a unit)"};
}

void TestScenarioGameLoop::errors()
{
    QFETCH(QString, top);
    QFETCH(QString, unit);
    QFETCH(int, version);
    QFETCH(QString, path);
    QFETCH(QStringList, message);
    std::string text = scenario(top.toStdString(), unit.toStdString(), version);
    const auto mark = text.find('@');
    QVERIFY(mark != std::string::npos);
    text.erase(mark, 1);
    const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + mark, '\n'));
    const int column = static_cast<int>(mark - text.rfind('\n', mark - 1));
    const LoadResult r = loadScenarioText(text, "gameloop.json");
    QVERIFY2(!r.ok(), text.c_str());
    QCOMPARE(r.diagnostics.size(), std::size_t(1));
    const Diagnostic &e = r.diagnostics.items().front();
    for (const QString &m : message)
        QVERIFY2(QString::fromStdString(e.message).contains(m), r.diagnostics.format().c_str());
    QCOMPARE(QString::fromStdString(e.path), path);
    QCOMPARE(e.where.file, std::string("gameloop.json"));
    QCOMPARE(e.where.line, line);
    QCOMPARE(e.where.column, column);
}

QTEST_GUILESS_MAIN(TestScenarioGameLoop)
#include "tst_scenariogameloop.moc"
