// Reinforcements in scenario files and in the position: the "reinforcements" list is read (a turn,
// a clock time or both; one entry hex or several), written back as it was read, and each mistake
// names its field, line, column and what was expected; a UnitArrived effect puts a reinforcement
// on the map and undo takes it back off; until then it is in no list of units on the map; and the
// shared helper says which are due at a position. The rule system is the test's onedie.
#include "tests/onedie/onedieloopscenario.h"
#include "tests/onedie/onedieruleset.h"

#include "core/error.h"
#include "core/rules/reinforcements.h"
#include "core/scenario/scenarioio.h"

#include <QStringList>
#include <QTest>

using namespace hexfire;

namespace {

/** The onedie scenario with a clock from 13:00 and `list` as its reinforcements. */
std::string withReinforcements(const std::string &list, bool clock = true)
{
    return testing::oneDieLoopScenario(
        (clock ? std::string(R"("victory": { "startTime": "13:00" },)") : std::string())
        + R"("reinforcements": [)" + list + "]");
}

const char *dragoons = R"({ "id": "red-2", "name": "2nd Dragoons", "side": "red", )"
                       R"("arrives": "13:40", "entry": ["A3", "A4"], "facing": 2 })";

Scenario mustRead(const std::string &text)
{
    LoadResult r = loadScenarioText(text, "reinforcements.json");
    if (!r.ok())
        qFatal("%s\n%s", r.diagnostics.format().c_str(), text.c_str());
    return *r.scenario;
}

} // namespace

class TestScenarioReinforcements : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerOneDie(); }
    void reads_data();
    void reads();
    void errors_data();
    void errors();
    void saveAndLoad();
    void arrivalAppliedAndUndone();
    void arrivalOfNoReinforcementRefused();
    void due_data();
    void due();
    void turnTrackText();
};

void TestScenarioReinforcements::reads_data()
{
    QTest::addColumn<QString>("entry");
    QTest::addColumn<int>("turn"); // 0: none
    QTest::addColumn<int>("clock"); // minutes after midnight, -1: none
    QTest::addColumn<QStringList>("hexes");
    QTest::addColumn<QString>("written");
    QTest::newRow("a turn and one entry hex")
        << R"({ "id": "r", "side": "red", "arrives": 3, "entry": "A3" })" << 3 << -1
        << QStringList {"A3"} << R"("arrives": 3, "entry": "A3")";
    QTest::newRow("a clock time and two entry hexes")
        << R"({ "id": "r", "side": "red", "arrives": "13:40", "entry": ["A3", "A4"] })" << 0
        << 13 * 60 + 40 << QStringList {"A3", "A4"} << R"("arrives": "13:40")";
    QTest::newRow("a turn and a time")
        << R"({ "id": "r", "side": "red", "arrives": { "turn": 3, "time": "13:40" }, "entry": "B4" })"
        << 3 << 13 * 60 + 40 << QStringList {"B4"} << R"("time": "13:40")";
    QTest::newRow("an object with a turn only")
        << R"({ "id": "r", "side": "red", "arrives": { "turn": 2 }, "entry": ["B4"] })" << 2 << -1
        << QStringList {"B4"} << R"("arrives": 2, "entry": "B4")";
}

void TestScenarioReinforcements::reads()
{
    QFETCH(QString, entry);
    QFETCH(int, turn);
    QFETCH(int, clock);
    QFETCH(QStringList, hexes);
    QFETCH(QString, written);
    const Scenario s = mustRead(withReinforcements(entry.toStdString()));
    QCOMPARE(s.initial.reinforcements().size(), std::size_t(1));
    const Reinforcement &in = s.initial.reinforcements().front();
    QCOMPARE(in.turn, turn ? std::optional<int>(turn) : std::nullopt);
    QCOMPARE(in.clock, clock >= 0 ? std::optional<int>(clock) : std::nullopt);
    QCOMPARE(in.entry.size(), static_cast<std::size_t>(hexes.size()));
    for (qsizetype i = 0; i < hexes.size(); ++i)
        QCOMPARE(
            s.initial.map().label(in.entry[static_cast<std::size_t>(i)]), hexes[i].toStdString());
    QVERIFY(in.unit.hex == in.entry.front());
    QVERIFY(!s.initial.findUnit(UnitId {"r"})); // not on the map
    const std::string text = scenarioToText(s);
    const std::string flat = QString::fromStdString(text).simplified().toStdString();
    QVERIFY2(flat.find(written.toStdString()) != std::string::npos, text.c_str());
    const Scenario again = mustRead(text);
    QVERIFY(again.initial == s.initial);
    QCOMPARE(scenarioToText(again), text);
}

void TestScenarioReinforcements::errors_data()
{
    // "@" marks where the problem is reported; it is taken out of the file.
    QTest::addColumn<QString>("list");
    QTest::addColumn<bool>("clock");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QStringList>("message");
    const QString base = R"("id": "r", "side": "red", )";
    QTest::newRow("a hex, as if on the map")
        << "{ " + base + R"(@"hex": "A3", "arrives": 2, "entry": "A3" })" << true
        << "$.reinforcements[0].hex" << QStringList {R"(unknown field "hex" in a reinforcement)"};
    QTest::newRow("no arrival") << "@{ " + base + R"("entry": "A3" })" << true
                                << "$.reinforcements[0].arrives"
                                << QStringList {R"(missing field "arrives" in a reinforcement)"};
    QTest::newRow("an arrival as a boolean")
        << "{ " + base + R"("arrives": @true, "entry": "A3" })" << true
        << "$.reinforcements[0].arrives"
        << QStringList {R"(a turn number, a clock time such as "13:40")"};
    QTest::newRow("turn zero") << "{ " + base + R"("arrives": @0, "entry": "A3" })" << true
                               << "$.reinforcements[0].arrives" << QStringList {"1..1000, got 0"};
    QTest::newRow("a turn in an object out of range")
        << "{ " + base + R"("arrives": { "turn": @1001 }, "entry": "A3" })" << true
        << "$.reinforcements[0].arrives.turn" << QStringList {"1..1000, got 1001"};
    QTest::newRow("a time past midnight")
        << "{ " + base + R"("arrives": @"25:00", "entry": "A3" })" << true
        << "$.reinforcements[0].arrives"
        << QStringList {R"(expected a clock time from "00:00" to "23:59")"};
    QTest::newRow("a time without a clock")
        << "{ " + base + R"("arrives": { "time": @"13:40" }, "entry": "A3" })" << false
        << "$.reinforcements[0].arrives.time"
        << QStringList {R"(a clock time needs the scenario's clock)", R"("startTime")"};
    QTest::newRow("an arrival object with neither")
        << "{ " + base + R"("arrives": @{}, "entry": "A3" })" << true
        << "$.reinforcements[0].arrives"
        << QStringList {R"(expected "turn" and/or "time", got neither)"};
    QTest::newRow("a misspelt arrival field")
        << "{ " + base + R"("arrives": { @"tiem": "13:40", "turn": 2 }, "entry": "A3" })" << true
        << "$.reinforcements[0].arrives.tiem"
        << QStringList {R"(unknown field "tiem")", R"(did you mean "time"?)"};
    QTest::newRow("no entry") << "@{ " + base + R"("arrives": 2 })" << true
                              << "$.reinforcements[0].entry"
                              << QStringList {R"(missing field "entry" in a reinforcement)"};
    QTest::newRow("an entry off the map")
        << "{ " + base + R"("arrives": 2, "entry": ["A3", @"H9"] })" << true
        << "$.reinforcements[0].entry[1]"
        << QStringList {"hex H9 is off the 6x4 map", "expected a hex from A1 to F4"};
    QTest::newRow("an entry hex twice")
        << "{ " + base + R"("arrives": 2, "entry": ["A3", @"A3"] })" << true
        << "$.reinforcements[0].entry[1]"
        << QStringList {R"(hex "A3" is named twice: expected each entry hex once)"};
    QTest::newRow("an empty entry list")
        << "{ " + base + R"("arrives": 2, "entry": @[] })" << true << "$.reinforcements[0].entry"
        << QStringList {"entry: expected at least one hex"};
    QTest::newRow("an entry as a number")
        << "{ " + base + R"("arrives": 2, "entry": @4 })" << true << "$.reinforcements[0].entry"
        << QStringList {"expected an entry hex label or a list of them"};
    QTest::newRow("the id of a unit on the map")
        << R"({ "id": @"red-1", "side": "red", "arrives": 2, "entry": "A3" })" << true
        << "$.reinforcements[0].id" << QStringList {R"(unit id "red-1" is used twice)"};
    QTest::newRow("an unknown side")
        << R"({ "id": "r", "side": @"green", "arrives": 2, "entry": "A3" })" << true
        << "$.reinforcements[0].side" << QStringList {R"(unknown side "green")"};
}

void TestScenarioReinforcements::errors()
{
    QFETCH(QString, list);
    QFETCH(bool, clock);
    QFETCH(QString, path);
    QFETCH(QStringList, message);
    std::string text = withReinforcements(list.toStdString(), clock);
    const auto mark = text.find('@');
    QVERIFY(mark != std::string::npos);
    text.erase(mark, 1);
    const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + mark, '\n'));
    const int column = static_cast<int>(mark - text.rfind('\n', mark - 1));
    const LoadResult r = loadScenarioText(text, "reinforcements.json");
    QVERIFY2(!r.ok(), text.c_str());
    QCOMPARE(r.diagnostics.size(), std::size_t(1));
    const Diagnostic &e = r.diagnostics.items().front();
    for (const QString &m : message)
        QVERIFY2(QString::fromStdString(e.message).contains(m), r.diagnostics.format().c_str());
    QCOMPARE(QString::fromStdString(e.path), path);
    QCOMPARE(e.where.file, std::string("reinforcements.json"));
    QCOMPARE(e.where.line, line);
    QCOMPARE(e.where.column, column);
}

void TestScenarioReinforcements::saveAndLoad()
{
    // A saved game keeps the list of those to come as the scenario gives it; the arrivals are in
    // its log and replay.
    Scenario s = mustRead(withReinforcements(dragoons));
    s.seed = 7;
    s.draws = 2;
    const std::string text = scenarioToText(s);
    QVERIFY2(text.find(R"("reinforcements")") != std::string::npos, text.c_str());
    const Scenario again = mustRead(text);
    QVERIFY(sameContent(again, s));
    QCOMPARE(again.initial.reinforcements(), s.initial.reinforcements());
    const Reinforcement &in = again.initial.reinforcements().front();
    QCOMPARE(in.unit.name, std::string("2nd Dragoons"));
    QCOMPARE(in.unit.facing, std::optional<Facing>(Facing::fromPosition(2)));
}

void TestScenarioReinforcements::arrivalAppliedAndUndone()
{
    const Scenario s = mustRead(withReinforcements(dragoons));
    GameState state = s.initial;
    const GameState before = state;
    const Hex a4 = state.map().parse("A4");
    QVERIFY(state.unitsAt(a4).empty());
    // The arrival and, in the same apply, a change to the unit that arrived.
    Effect hurt = makeEffect(EffectKind::StrengthLost, "hit", UnitId {"red-2"});
    hurt.count = 1;
    const StateDelta delta
        = state.apply({arrivalEffect(state.reinforcements().front(), a4, "reinforcement"), hurt});
    QVERIFY(state.reinforcements().empty());
    const Unit *arrived = state.findUnit(UnitId {"red-2"});
    QVERIFY(arrived);
    QVERIFY(arrived->hex == a4);
    QCOMPARE(arrived->name, std::string("2nd Dragoons"));
    QCOMPARE(state.unitsAt(a4).size(), std::size_t(1));
    QCOMPARE(delta.arrivals.size(), std::size_t(1));
    state.revert(delta);
    QVERIFY(state == before);
    QVERIFY(!state.findUnit(UnitId {"red-2"}));
    QCOMPARE(state.reinforcements().size(), std::size_t(1));
}

void TestScenarioReinforcements::arrivalOfNoReinforcementRefused()
{
    const Scenario s = mustRead(withReinforcements(dragoons));
    GameState state = s.initial;
    const GameState before = state;
    Effect e = makeEffect(EffectKind::UnitArrived, "reinforcement", UnitId {"red-1"});
    e.to = state.map().parse("B2");
    // A second arrival of the first one fails after it arrived: the state is left as it was.
    const Effect first
        = arrivalEffect(state.reinforcements().front(), state.map().parse("A3"), "reinforcement");
    QVERIFY_THROWS_EXCEPTION(Error, state.apply({first, e}));
    QVERIFY(state == before);
    QVERIFY_THROWS_EXCEPTION(Error, state.apply({first, first}));
    QVERIFY(state == before);
}

void TestScenarioReinforcements::due_data()
{
    QTest::addColumn<QString>("arrives");
    QTest::addColumn<int>("turn");
    QTest::addColumn<int>("minutes");
    QTest::addColumn<bool>("due");
    QTest::newRow("turn 3 at turn 2") << "3" << 2 << 20 << false;
    QTest::newRow("turn 3 at turn 3") << "3" << 3 << 40 << true;
    QTest::newRow("turn 3 still due at turn 4") << "3" << 4 << 60 << true;
    QTest::newRow("13:40 at 13:20") << R"("13:40")" << 2 << 20 << false;
    QTest::newRow("13:40 at 13:40") << R"("13:40")" << 3 << 40 << true;
    QTest::newRow("both: the time reached, the turn not")
        << R"({ "turn": 5, "time": "13:40" })" << 3 << 40 << false;
    QTest::newRow("before the start time: the next day") << R"("12:00")" << 3 << 40 << false;
}

void TestScenarioReinforcements::due()
{
    QFETCH(QString, arrives);
    QFETCH(int, turn);
    QFETCH(int, minutes);
    QFETCH(bool, due);
    const Scenario s = mustRead(withReinforcements(
        R"({ "id": "r", "side": "red", "entry": "A3", "arrives": )" + arrives.toStdString() + "}"));
    SequencePosition at = s.initial.sequence();
    at.turn = turn;
    at.minutesElapsed = minutes;
    QCOMPARE(isDue(s.initial, s.initial.reinforcements().front(), at), due);
    QCOMPARE(dueReinforcements(s.initial, at).size(), std::size_t(due ? 1 : 0));
}

void TestScenarioReinforcements::turnTrackText()
{
    const Scenario s = mustRead(withReinforcements(dragoons));
    QCOMPARE(reinforcementText(s.initial, s.initial.reinforcements().front()),
        std::string("2nd Dragoons, 13:40 at A3 or A4"));
}

QTEST_GUILESS_MAIN(TestScenarioReinforcements)
#include "tst_scenarioreinforcements.moc"
