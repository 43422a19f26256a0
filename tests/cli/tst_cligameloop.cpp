// The command line and the game loop, in-process with the test rule system onedie (a movement
// phase, then a fire phase, for each side): `moves` lists the hexes a unit can reach with cost,
// points left and path (text and JSON) and refuses a unit that cannot move now or a rule system
// without movement; `replay` ends with where the game stands (the game clock too) and its result
// or standings, and a step out of its phase is refused with the reason.
#include "tests/onedie/onedieloopscenario.h"
#include "tests/onedie/onedieruleset.h"

#include "app/cli.h"
#include "app/rulesets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <iostream>
#include <sstream>

using namespace hexfire;

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

/** Runs the command line in this process, capturing standard output and standard error. */
Run runCli(std::vector<std::string> args)
{
    args.insert(args.begin(), "hexfire-cli");
    std::vector<char *> argv;
    for (std::string &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    std::ostringstream out;
    std::ostringstream err;
    std::streambuf *oldOut = std::cout.rdbuf(out.rdbuf());
    std::streambuf *oldErr = std::cerr.rdbuf(err.rdbuf());
    Run r;
    r.exitCode = hexfire::runCli(static_cast<int>(args.size()), argv.data());
    std::cout.rdbuf(oldOut);
    std::cerr.rdbuf(oldErr);
    r.out = QString::fromStdString(out.str());
    r.err = QString::fromStdString(err.str());
    return r;
}

/** Red's rifleman in A1, Blue's sergeant in F4, woods in C2; `top` adds members. */
std::string scenarioText(std::string top) { return testing::oneDieLoopScenario(std::move(top)); }

} // namespace

class TestCliGameLoop : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void movesText();
    void movesJson();
    void movesRefused_data();
    void movesRefused();
    void replayResult_data();
    void replayResult();
    void replayResultJson();
    void validateReportsTheNewErrors();
    void adjustmentActors_data();
    void adjustmentActors();

private:
    std::string file(const std::string &name, const std::string &top);
    QTemporaryDir m_dir;
};

void TestCliGameLoop::initTestCase()
{
    registerRuleSets();
    registerOneDie();
    QVERIFY(m_dir.isValid());
}

std::string TestCliGameLoop::file(const std::string &name, const std::string &top)
{
    const std::string path = m_dir.filePath(QString::fromStdString(name)).toStdString();
    std::ofstream(path) << scenarioText(top);
    return path;
}

void TestCliGameLoop::movesText()
{
    const Run r = runCli({"moves", file("moves.json", ""), "--unit", "red-1"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.startsWith("Moves of Red Adams from A1\n"
                              "  Turn 1 · Movement phase · Red side to act\n"
                              "  Allowance 4"),
        qPrintable(r.out));
    QVERIFY2(r.out.contains(", spent 0, left 4\n"), qPrintable(r.out));
    // Nearest first: the next hex costs 1; the woods in C2 cost 2 on top of the 1 to reach B1/B2.
    const QStringList lines = r.out.split('\n');
    QVERIFY2(lines.size() > 4 && lines[3].contains(": cost 1, left 3; path "), qPrintable(r.out));
    QVERIFY2(r.out.contains("  C2: cost 3, left 1; path B"), qPrintable(r.out));
    QVERIFY2(r.out.contains("  B1: cost 1, left 3; path B1\n"), qPrintable(r.out));
    QVERIFY2(r.out.contains("  D1: cost 3, left 1; path B1 C1 D1\n"), qPrintable(r.out));
    QVERIFY2(!r.out.contains("  A1:"), qPrintable(r.out)); // not its own hex
}

void TestCliGameLoop::movesJson()
{
    const Run r
        = runCli({"moves", file("moves.json", R"("units-spent": 0)"), "--unit", "red-1", "--json"});
    // An unknown top-level field is refused like in any command (the file is checked first).
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(R"(unknown field "units-spent")"), qPrintable(r.err));

    const Run ok = runCli({"moves", file("moves.json", ""), "--unit", "red-1", "--json"});
    QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
    const QJsonObject doc = QJsonDocument::fromJson(ok.out.toUtf8()).object();
    QCOMPARE(doc["unit"].toString(), QString("red-1"));
    QCOMPARE(doc["from"].toString(), QString("A1"));
    QCOMPARE(doc["position"].toString(), QString("Turn 1 · Movement phase · Red side to act"));
    QCOMPARE(doc["allowance"].toString(), QString("4"));
    QCOMPARE(doc["pointsLeft"].toString(), QString("4"));
    const QJsonArray hexes = doc["hexes"].toArray();
    QVERIFY(!hexes.isEmpty());
    QCOMPARE(hexes.first().toObject()["cost"].toString(), QString("1"));
    bool foundD1 = false;
    for (const QJsonValue &v : hexes) {
        const QJsonObject h = v.toObject();
        if (h["hex"].toString() != "D1")
            continue;
        foundD1 = true;
        QCOMPARE(h["cost"].toString(), QString("3"));
        QCOMPARE(h["pointsLeft"].toString(), QString("1"));
        QCOMPARE(h["mustStop"].toBool(), false);
        QCOMPARE(h["path"].toArray(), (QJsonArray {"B1", "C1", "D1"}));
    }
    QVERIFY(foundD1);
}

void TestCliGameLoop::movesRefused_data()
{
    QTest::addColumn<QString>("top");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("the other side's unit")
        << ""
        << "blue-1"
        << "" << 1
        << "hexfire-cli moves: Blue Cole cannot move now: It is the Red side's turn to act in "
           "the Movement phase.";
    QTest::newRow("out of the movement phase")
        << R"("sequence": { "phase": "fire" })"
        << "red-1"
        << "" << 1
        << "hexfire-cli moves: Red Adams cannot move now: Move is not allowed in the Fire phase.";
    QTest::newRow("an unknown unit")
        << ""
        << "red-9"
        << "" << 2 << R"(hexfire-cli moves: no unit "red-9" in the file)";
    QTest::newRow("a rule system without movement")
        << R"("rulesetOptions": { "handMoved": true },)"
        << "red-1"
        << "" << 1 << "has no movement rules: units are moved by hand (an adjustment)";
}

void TestCliGameLoop::movesRefused()
{
    QFETCH(QString, top);
    QFETCH(QString, unit);
    QFETCH(QString, ruleset);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    std::string path = file("refused.json", top.toStdString());
    std::string unitId = unit.toStdString();
    if (!ruleset.isEmpty()) {
        path = HEXFIRE_SOURCE_DIR "/resources/scenarios/" + ruleset.toStdString();
        unitId = "anything";
    }
    const Run r = runCli({"moves", path, "--unit", unitId});
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

void TestCliGameLoop::replayResult_data()
{
    QTest::addColumn<QString>("top");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("out");
    QTest::addColumn<QString>("err");
    const QString objectives = R"("objectives": [{ "name": "Farm", "hex": "B1", "points": 2 }],
  "victory": { "turnLimit": 1, "conditions": ["objectives"] },)";
    const QString move
        = R"({ "title": "Adams takes the farm", "action": "move", "actors": ["red-1"], "target": "B1", "params": { "path": ["B1"] }, "dice": [] })";
    const QString next = R"({ "title": "End phase", "action": "next-phase", "dice": [] })";
    QTest::newRow("the game over: the result")
        << objectives + R"(
  "script": [)"
            + move + ", " + next + ", " + next + ", " + next + ", " + next + "]"
        << 0
        << QStringList {"\nPosition: Turn 1 of 1 · Game over\n", "Result:\n  Red victory",
               "  Red: 2 points", "holds Farm"}
        << "";
    QTest::newRow("the game going on: the standings")
        << objectives + R"(
  "script": [)"
            + move + ", " + next + "]"
        << 0
        << QStringList {"\nPosition: Turn 1 of 1 · Fire phase · Red side to act\n",
               "Standings:\n  Red: 2 points; lost 0 strength points; holds Farm.\n"
               "  Blue: 0 points; lost 0 strength points.\n"}
        << "";
    const QString clock = R"("objectives": [{ "name": "Farm", "hex": "B1", "points": 2 }],
  "victory": { "minutesLimit": 30, "conditions": ["objectives"] },)";
    QTest::newRow("the game clock going on")
        << clock + R"(
  "sequence": { "minutesElapsed": 11 },
  "script": [)"
            + move + ", " + next + "]"
        << 0
        << QStringList {"\nPosition: Turn 1 · 11 of 30 minutes · Fire phase · Red side to act\n"}
        << "";
    QTest::newRow("the game clock past its limit: the turn ends the game")
        << clock + R"(
  "sequence": { "minutesElapsed": 31 },
  "script": [)"
            + move + ", " + next + ", " + next + ", " + next + ", " + next + "]"
        << 0
        << QStringList {"\nPosition: Turn 1 · 31 of 30 minutes · Game over\n",
               "Red victory. The time limit (30 minutes) is reached after 31 minutes: the Red side "
               "has the higher score, 2."}
        << "";
    QTest::newRow("a step out of its phase")
        << R"("script": [{ "title": "Adams fires too soon", "action": "attack", "actors": ["red-1"], "target": "F4", "dice": [6] }])"
        << 1 << QStringList {"\nPosition: Turn 1 · Movement phase · Red side to act\n"}
        << "step 1 (Adams fires too soon): the rules refuse this action: Attack is not allowed in "
           "the Movement phase.";
}

void TestCliGameLoop::replayResult()
{
    QFETCH(QString, top);
    QFETCH(int, exitCode);
    QFETCH(QStringList, out);
    QFETCH(QString, err);
    const Run r = runCli({"replay", file("replay.json", top.toStdString())});
    QCOMPARE(r.exitCode, exitCode);
    for (const QString &o : out)
        QVERIFY2(r.out.contains(o), qPrintable(o + "\n---\n" + r.out + r.err));
    if (err.isEmpty())
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
    else
        QVERIFY2(r.err.contains(err), qPrintable(r.err));
}

void TestCliGameLoop::replayResultJson()
{
    const std::string next = R"({ "title": "End phase", "action": "next-phase", "dice": [] })";
    const std::string path = file("replay.json",
        R"("objectives": [{ "name": "Farm", "hex": "B1", "points": 2 }],
  "victory": { "turnLimit": 1, "conditions": ["objectives"] },
  "script": [{ "title": "Adams takes the farm", "action": "move", "actors": ["red-1"], "target": "B1", "params": { "path": ["B1"] }, "dice": [] }, )"
            + next + ", " + next + ", " + next + ", " + next + "]");
    const Run r = runCli({"replay", path, "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(doc["position"].toString(), QString("Turn 1 of 1 · Game over"));
    const QJsonObject result = doc["result"].toObject();
    QCOMPARE(result["over"].toBool(), true);
    QCOMPARE(result["winner"].toString(), QString("red"));
    QCOMPARE(result["headline"].toString(), QString("Red victory"));
    QVERIFY(!result["reason"].toString().isEmpty());
    const QJsonArray standings = result["standings"].toArray();
    QCOMPARE(standings.size(), 2);
    QCOMPARE(standings[0].toObject()["side"].toString(), QString("red"));
    QCOMPARE(standings[0].toObject()["score"].toInt(), 2);
    QCOMPARE(standings[0].toObject()["objectivesHeld"].toArray(), (QJsonArray {"Farm"}));
    QCOMPARE(standings[1].toObject()["score"].toInt(), 0);
}

void TestCliGameLoop::validateReportsTheNewErrors()
{
    const std::string path = file("invalid.json",
        R"("objectives": [{ "name": "Farm", "hex": "B1" }, { "name": "Mill", "hex": "B1" }],
  "sequence": { "phase": "shoot" })");
    const Run r = runCli({"validate", path});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QString::fromStdString(path) + ":20:76:")
            && r.err.contains(R"(hex B1 holds two objectives ("Farm" and "Mill"))"),
        qPrintable(r.err));
    QVERIFY2(r.err.contains(QString::fromStdString(path) + ":21:26:")
            && r.err.contains(R"(unknown phase "shoot" in "phase")"),
        qPrintable(r.err));
}

void TestCliGameLoop::adjustmentActors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("out");
    QTest::addColumn<QString>("err");
    QTest::newRow("a marker's adjustment names no unit") << QStringList {"--target", "D2",
        "--param", "change=place-marker", "--param", "markerKind=cover", "--param", "value=1"}
                                                         << 0 << "Legal: yes"
                                                         << "";
    QTest::newRow("a unit's adjustment names its one unit")
        << QStringList {"--actor", "red-1", "--param", "change=strength", "--param", "value=0"} << 0
        << "Legal: yes"
        << "";
    QTest::newRow("a unit's adjustment without its unit")
        << QStringList {"--param", "change=strength", "--param", "value=0"} << 1
        << "An adjustment to a counter names that one counter."
        << "";
}

void TestCliGameLoop::adjustmentActors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, out);
    QFETCH(QString, err);
    std::vector<std::string> call {"odds", file("adjust.json", ""), "--action", "adjust"};
    for (const QString &a : args)
        call.push_back(a.toStdString());
    const Run r = runCli(call);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.out.contains(out), qPrintable(r.out + r.err));
    QVERIFY2(err.isEmpty() ? r.err.isEmpty() : r.err.contains(err), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliGameLoop)
#include "tst_cligameloop.moc"
