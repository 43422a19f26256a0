// Movement by points (core/rules/movement.h) on small one-die maps: the hexes a unit can reach
// (terrain costs, streams, the stop next to an enemy, no entering an enemy hex, a shaken unit's
// halved allowance, what it spent earlier), the cheapest path, why a hex is out of reach, what a
// move explains, a given path checked step by step, the logged action carrying the path, points
// written in halves and tenths, a rule system counting in half points, and hexes a unit may only
// pass through (a tank crossing an enemy hex).
//
// Most maps are one column wide (A1, A2, ... in a line) so that a cost has one way only.

#include "onedieboard.h"

#include "core/dice/scripteddice.h"
#include "core/game/params.h"
#include "core/play/game.h"
#include "core/rules/movement.h"
#include "tests/onedie/onedieruleset.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::onedieboard;

namespace {

/** Movement in half points over onedie's map: clear 1 point (2 units), woods 1.5, 3.5 in all. */
class HalfPoints final : public MovementRules {
public:
    std::string_view moveAction() const override { return "move"; }
    int unitsPerPoint() const override { return 2; }
    MovementAllowance allowance(const GameState &, const Unit &) const override
    {
        MovementAllowance a;
        a.points = 7;
        a.why = "Movement allowance";
        return a;
    }
    StepCost stepCost(const GameState &state, const Unit &, Hex, Hex to) const override
    {
        StepCost c;
        const bool woods = state.map().terrain(to).id == "woods";
        c.points = woods ? 3 : 2;
        c.what = woods ? "Woods" : "Clear";
        return c;
    }
};

/** One point a hex; a hex another side holds may be crossed at 2 but a move never ends there. */
class PassThrough final : public MovementRules {
public:
    std::string_view moveAction() const override { return "move"; }
    MovementAllowance allowance(const GameState &, const Unit &) const override
    {
        MovementAllowance a;
        a.points = 4;
        a.why = "Movement allowance";
        return a;
    }
    StepCost stepCost(const GameState &state, const Unit &unit, Hex, Hex to) const override
    {
        StepCost c;
        c.points = 1;
        c.what = "Clear";
        for (const Unit *u : state.unitsIn(to)) {
            if (u->side != unit.side) {
                c.points = 2;
                c.what = "Clear, past an enemy";
                c.passOnly = true;
                c.passWhy = "The enemy holds " + state.map().label(to) + ": " + unit.name
                    + " may cross it but not stop there.";
            }
        }
        return c;
    }
};

const OneDieRuleSet &oneDie()
{
    static const OneDieRuleSet rules;
    return rules;
}

/** The position of a row: its map, units, streams; r1 shaken or having spent points. */
GameState rowPosition()
{
    QFETCH(QString, map);
    QFETCH(QString, units);
    QFETCH(QString, streams);
    QFETCH(bool, shaken);
    QFETCH(int, spent);
    GameState s = described(map.toStdString(), units.toStdString(), streams.toStdString());
    if (shaken)
        setStatus(s, "r1", "shaken");
    setSpent(s, "r1", spent);
    return s;
}

void positionColumns()
{
    QTest::addColumn<QString>("map");
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("streams");
    QTest::addColumn<bool>("shaken");
    QTest::addColumn<int>("spent");
}

const char *column8 = ".|.|.|.|.|.|.|.";

std::string lineTexts(const Evaluation &e)
{
    std::string out;
    for (const ExplanationLine &l : e.lines)
        out += l.text + (l.value.empty() ? std::string() : " = " + l.value) + "\n";
    return out;
}

Action moveTo(const GameState &s, const std::string &target, const QString &path = {})
{
    Action a;
    a.kind = "move";
    a.actors = {UnitId {"r1"}};
    a.target = at(s, target);
    if (!path.isEmpty()) {
        std::vector<Hex> hexes;
        for (const QString &h : path.split(' '))
            hexes.push_back(at(s, h.toStdString()));
        a.params[std::string(movePathParam)] = hexes;
    }
    return a;
}

} // namespace

class TstMovement : public QObject {
    Q_OBJECT
private slots:
    void reachable_data();
    void reachable();
    void pathIsCheapest_data();
    void pathIsCheapest();
    void whyUnreachable_data();
    void whyUnreachable();
    void explainsMove_data();
    void explainsMove();
    void givenPath_data();
    void givenPath();
    void loggedActionCarriesPath();
    void pointsText_data();
    void pointsText();
    void halfPoints_data();
    void halfPoints();
    void passThrough_data();
    void passThrough();
};

void TstMovement::reachable_data()
{
    positionColumns();
    QTest::addColumn<QString>("hex");
    QTest::addColumn<int>("budget");
    QTest::addColumn<int>("cost"); // -1: out of reach
    QTest::addColumn<bool>("mustStop");
    const char *r1 = "r1:red:A1";
    QTest::newRow("clear: 1 a hex") << column8 << r1 << "" << false << 0 << "A4" << 4 << 3 << false;
    QTest::newRow("the whole allowance: 4 hexes")
        << column8 << r1 << "" << false << 0 << "A5" << 4 << 4 << false;
    QTest::newRow("a hex past the allowance")
        << column8 << r1 << "" << false << 0 << "A6" << 4 << -1 << false;
    QTest::newRow("woods: 2") << ".|W|.|." << r1 << "" << false << 0 << "A2" << 4 << 2 << false;
    QTest::newRow("clear beyond woods")
        << ".|W|.|." << r1 << "" << false << 0 << "A3" << 4 << 3 << false;
    QTest::newRow("a stream hexside: 1 more")
        << column8 << r1 << "A2-A3" << false << 0 << "A3" << 4 << 3 << false;
    QTest::newRow("woods across a stream: 3")
        << ".|.|W|." << r1 << "A2-A3" << false << 0 << "A3" << 4 << 4 << false;
    QTest::newRow("an enemy hex is not entered") << column8 << "r1:red:A1 b1:blue:A3"
                                                 << "" << false << 0 << "A3" << 4 << -1 << false;
    QTest::newRow("nor passed through") << column8 << "r1:red:A1 b1:blue:A3"
                                        << "" << false << 0 << "A4" << 4 << -1 << false;
    QTest::newRow("the hex next to an enemy stops the move")
        << column8 << "r1:red:A1 b1:blue:A4"
        << "" << false << 0 << "A3" << 4 << 2 << true;
    QTest::newRow("a hex before it does not") << column8 << "r1:red:A1 b1:blue:A4"
                                              << "" << false << 0 << "A2" << 4 << 1 << false;
    QTest::newRow("a friendly unit neither stops nor blocks")
        << column8 << "r1:red:A1 r2:red:A3"
        << "" << false << 0 << "A4" << 4 << 3 << false;
    QTest::newRow("a friendly hex can be entered") << column8 << "r1:red:A1 r2:red:A3"
                                                   << "" << false << 0 << "A3" << 4 << 2 << false;
    QTest::newRow("shaken: half the allowance")
        << column8 << r1 << "" << true << 0 << "A3" << 2 << 2 << false;
    QTest::newRow("shaken: 3 hexes out of reach")
        << column8 << r1 << "" << true << 0 << "A4" << 2 << -1 << false;
    QTest::newRow("3 spent: 1 hex left")
        << column8 << r1 << "" << false << 3 << "A2" << 1 << 1 << false;
    QTest::newRow("3 spent: 2 hexes out of reach")
        << column8 << r1 << "" << false << 3 << "A3" << 1 << -1 << false;
    QTest::newRow("more spent than the allowance: nothing")
        << column8 << r1 << "" << true << 3 << "A2" << 0 << -1 << false;
    QTest::newRow("its own hex is not a move")
        << column8 << r1 << "" << false << 0 << "A1" << 4 << -1 << false;
}

void TstMovement::reachable()
{
    QFETCH(QString, hex);
    QFETCH(int, cost);
    const GameState s = rowPosition();
    const Unit &unit = s.unit(UnitId {"r1"});
    const ReachableHexes reach(s, oneDie(), unit);
    const Hex h = at(s, hex.toStdString());
    QTEST(reach.budget(), "budget");
    QCOMPARE(reach.reachable(h), cost >= 0);
    QCOMPARE(reach.cost(h).value_or(-1), cost);
    QTEST(reach.mustStop(h), "mustStop");
    if (cost >= 0) {
        QCOMPARE(*reach.pointsLeft(h), reach.budget() - cost);
        QVERIFY(reach.pathTo(h).back() == h);
        QVERIFY(std::find(reach.hexes().begin(), reach.hexes().end(), h) != reach.hexes().end());
    } else {
        QVERIFY(reach.pathTo(h).empty());
        QVERIFY(!reach.pointsLeft(h));
    }
}

void TstMovement::pathIsCheapest_data()
{
    QTest::addColumn<QString>("map");
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("streams");
    QTest::addColumn<int>("allowance");
    QTest::newRow("around a wood") << "...|.W.|.W.|..."
                                   << "r1:red:B1"
                                   << "" << 4;
    QTest::newRow("mixed woods and streams, 8 points") << "..W..|.WW..|....W|W.W..|....."
                                                       << "r1:red:C3 b1:blue:E5"
                                                       << "C3-C4 B2-B3 D1-D2" << 8;
}

// Every path ends where it should, costs what cost() says, stops only at its end, and no
// reachable neighbour offers a cheaper way in (the Dijkstra invariant).
void TstMovement::pathIsCheapest()
{
    QFETCH(QString, map);
    QFETCH(QString, units);
    QFETCH(QString, streams);
    QFETCH(int, allowance);
    const GameState s = described(map.toStdString(), units.toStdString(), streams.toStdString());
    const Unit &unit = s.unit(UnitId {"r1"});
    const ReachableHexes reach(s, oneDie(), unit, allowance);
    QVERIFY(!reach.hexes().empty());
    for (const Hex h : reach.hexes()) {
        const std::vector<Hex> path = reach.pathTo(h);
        Hex from = unit.hex;
        int spent = 0;
        for (std::size_t i = 0; i < path.size(); ++i) {
            QVERIFY(adjacent(from, path[i]));
            const StepCost step = oneDie().stepCost(s, unit, from, path[i]);
            QVERIFY(step.allowed);
            QVERIFY(!step.mustStop || i + 1 == path.size());
            spent += step.points;
            from = path[i];
        }
        QCOMPARE(spent, *reach.cost(h));
        for (const HexDirection d : allDirections) {
            const Hex n = neighbor(h, d);
            if (!reach.reachable(n) || reach.mustStop(n))
                continue;
            const StepCost step = oneDie().stepCost(s, unit, n, h);
            QVERIFY(!step.allowed || *reach.cost(h) <= *reach.cost(n) + step.points);
        }
    }
    if (QString(QTest::currentDataTag()) == "around a wood") {
        const Hex target = at(s, "B4");
        QCOMPARE(reach.cost(target).value_or(-1), 4);
        for (const Hex h : reach.pathTo(target))
            QCOMPARE(s.map().terrain(h).id, std::string("clear"));
    }
}

void TstMovement::whyUnreachable_data()
{
    positionColumns();
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("why");
    const char *r1 = "r1:red:A1";
    QTest::newRow("too far, with the numbers")
        << column8 << r1 << "" << false << 0 << "A6"
        << "Getting to A6 takes 5 movement points; Trooper r1 has 4 left.";
    QTest::newRow("too far for a shaken unit")
        << column8 << r1 << "" << true << 0 << "A4"
        << "Getting to A4 takes 3 movement points; Trooper r1 has 2 left.";
    QTest::newRow("too far after points spent")
        << column8 << r1 << "" << false << 3 << "A3"
        << "Getting to A3 takes 2 movement points; Trooper r1 has 1 left.";
    QTest::newRow("one movement point, singular")
        << column8 << r1 << "" << false << 4 << "A2"
        << "Getting to A2 takes 1 movement point; Trooper r1 has 0 left.";
    QTest::newRow("an enemy hex") << column8 << "r1:red:A1 b1:blue:A3"
                                  << "" << false << 0 << "A3"
                                  << "Trooper r1 cannot enter A3: the enemy holds it.";
    QTest::newRow("behind the enemy, no way") << column8 << "r1:red:A1 b1:blue:A3"
                                              << "" << false << 0 << "A5"
                                              << "No way leads Trooper r1 to A5.";
    QTest::newRow("its own hex") << column8 << r1 << "" << false << 0 << "A1"
                                 << "Trooper r1 is already in A1.";
    QTest::newRow("a reachable hex: no reason") << column8 << r1 << "" << false << 0 << "A3"
                                                << "";
}

void TstMovement::whyUnreachable()
{
    QFETCH(QString, hex);
    const GameState s = rowPosition();
    const Unit &unit = s.unit(UnitId {"r1"});
    const ReachableHexes reach(s, oneDie(), unit);
    QTEST(QString::fromStdString(
              hexfire::whyUnreachable(s, oneDie(), unit, reach, at(s, hex.toStdString()))),
        "why");
}

void TstMovement::explainsMove_data()
{
    positionColumns();
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("lines");
    QTest::addColumn<QString>("notes");
    const char *r1 = "r1:red:A1";
    QTest::newRow("two clear hexes") << column8 << r1 << "" << false << 0 << "A3"
                                     << "Movement allowance = 4\nEnter A2: Clear = 1\n"
                                        "Enter A3: Clear = 1\nMovement points left = 2\n"
                                     << "1 2";
    QTest::newRow("woods across a stream")
        << ".|W" << r1 << "A1-A2" << false << 0 << "A2"
        << "Movement allowance = 4\nEnter A2: Woods, across a stream = 3\n"
           "Movement points left = 1\n"
        << "3";
    QTest::newRow("points spent earlier") << column8 << r1 << "" << false << 1 << "A3"
                                          << "Movement allowance = 4\n"
                                             "Spent earlier this phase = −1\n"
                                             "Enter A2: Clear = 1\nEnter A3: Clear = 1\n"
                                             "Movement points left = 1\n"
                                          << "1 2";
    QTest::newRow("shaken") << column8 << r1 << "" << true << 0 << "A2"
                            << "Movement allowance, halved: shaken = 2\nEnter A2: Clear = 1\n"
                               "Movement points left = 1\n"
                            << "1";
    QTest::newRow("the stop next to the enemy")
        << column8 << "r1:red:A1 b1:blue:A4"
        << "" << false << 0 << "A3"
        << "Movement allowance = 4\nEnter A2: Clear = 1\nEnter A3: Clear = 1\n"
           "Trooper r1 stops in A3, next to the enemy.\nMovement points left = 2\n"
        << "1 2";
}

void TstMovement::explainsMove()
{
    QFETCH(QString, hex);
    QFETCH(QString, notes);
    const GameState s = rowPosition();
    const Evaluation e = evaluateMove(oneDie(), oneDie(), s, moveTo(s, hex.toStdString()));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QTEST(QString::fromStdString(lineTexts(e)), "lines");
    // The running cost on each hex of the path, the target last.
    QStringList written;
    for (const MapCue &c : e.cues) {
        QCOMPARE(c.kind, MapCue::Kind::HexNote);
        written << QString::fromStdString(c.text);
    }
    QCOMPARE(written.join(' '), notes);
    QVERIFY(e.cues.back().hex == at(s, hex.toStdString()));
}

void TstMovement::givenPath_data()
{
    positionColumns();
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("why"); // empty: legal
    const char *r1 = "r1:red:A1";
    QTest::newRow("a path of neighbours") << column8 << r1 << "" << false << 0 << "A3"
                                          << "A2 A3"
                                          << "";
    QTest::newRow("a hex not next to the one before")
        << column8 << r1 << "" << false << 0 << "A4"
        << "A2 A4"
        << "Each hex of the path must be next to the one before it.";
    QTest::newRow("a first hex not next to the unit")
        << column8 << r1 << "" << false << 0 << "A3"
        << "A3"
        << "Each hex of the path must be next to the one before it.";
    QTest::newRow("over the points left") << ".|.|.|.|W|." << r1 << "" << false << 0 << "A6"
                                          << "A2 A3 A4 A5 A6"
                                          << "This way Trooper r1 would have spent 5 movement "
                                             "points on entering A5; it has 4 left.";
    QTest::newRow("on past the hex where it must stop")
        << column8 << "r1:red:A1 b1:blue:A4"
        << "" << false << 0 << "A2"
        << "A2 A3 A2"
        << "Trooper r1 stops in A3, next to the enemy.";
    QTest::newRow("into the enemy") << column8 << "r1:red:A1 b1:blue:A2"
                                    << "" << false << 0 << "A2"
                                    << "A2"
                                    << "Trooper r1 cannot enter A2: the enemy holds it.";
    QTest::newRow("a path ending elsewhere") << column8 << r1 << "" << false << 0 << "A3"
                                             << "A2"
                                             << "The path does not end in the hex the move goes "
                                                "to.";
}

void TstMovement::givenPath()
{
    QFETCH(QString, hex);
    QFETCH(QString, path);
    QFETCH(QString, why);
    const GameState s = rowPosition();
    const Evaluation e = evaluateMove(oneDie(), oneDie(), s, moveTo(s, hex.toStdString(), path));
    QCOMPARE(QString::fromStdString(e.whyNot), why);
    QCOMPARE(e.legal, why.isEmpty());
}

// What Game logs is the move with its whole path, so a replay needs no search.
void TstMovement::loggedActionCarriesPath()
{
    auto rules = std::make_unique<OneDieRuleSet>();
    const GameState start = atStart(*rules, described("..|.W|..|..", "r1:red:A1"));
    Game game(start, std::move(rules));
    ScriptedDice none({});
    const ReachableHexes reach(game.state(), oneDie(), game.state().unit(UnitId {"r1"}));
    const Hex target = at(start, "B4");
    QVERIFY(reach.reachable(target));
    const LogEntry &entry = game.commit(moveTo(start, "B4"), none);
    const auto *path = paramAs<std::vector<Hex>>(entry.evaluation.action.params, movePathParam);
    QVERIFY(path);
    QVERIFY(*path == reach.pathTo(target));
    QVERIFY(game.state().unit(UnitId {"r1"}).hex == target);
    QCOMPARE(game.state().unit(UnitId {"r1"}).movementSpent, *reach.cost(target));
    // Replayed from the log, the move goes the same way.
    Game replay(start, std::make_unique<OneDieRuleSet>());
    replay.commit(entry.evaluation.action, none);
    QVERIFY(replay.state() == game.state());
}

void TstMovement::pointsText_data()
{
    QTest::addColumn<int>("units");
    QTest::addColumn<int>("perPoint");
    QTest::addColumn<QString>("text");
    QTest::newRow("1 in whole points") << 1 << 1 << "1";
    QTest::newRow("0") << 0 << 1 << "0";
    QTest::newRow("12") << 12 << 1 << "12";
    QTest::newRow("3 halves: 1.5") << 3 << 2 << "1.5";
    QTest::newRow("4 halves: 2") << 4 << 2 << "2";
    QTest::newRow("1 half: 0.5") << 1 << 2 << "0.5";
    QTest::newRow("3 quarters: 0.8") << 3 << 4 << "0.8";
    QTest::newRow("1 third: 0.3") << 1 << 3 << "0.3";
    QTest::newRow("7 thirds: 2.3") << 7 << 3 << "2.3";
    QTest::newRow("19 twentieths round to 1") << 19 << 20 << "1";
    QTest::newRow("39 twentieths round to 2") << 39 << 20 << "2";
}

void TstMovement::pointsText()
{
    QFETCH(int, units);
    QFETCH(int, perPoint);
    QTEST(QString::fromStdString(movementPointsText(units, perPoint)), "text");
}

void TstMovement::halfPoints_data()
{
    QTest::addColumn<QString>("map");
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("lines"); // or the reason it is refused
    QTest::newRow("woods 1.5, clear 1")
        << ".|W|.|.|."
        << "A3"
        << "Movement allowance = 3.5\nEnter A2: Woods = 1.5\nEnter A3: Clear = 1\n"
           "Movement points left = 1\n";
    QTest::newRow("the last half point") << ".|W|W|."
                                         << "A3"
                                         << "Movement allowance = 3.5\nEnter A2: Woods = 1.5\n"
                                            "Enter A3: Woods = 1.5\nMovement points left = 0.5\n";
    QTest::newRow("out of reach, in half points")
        << ".|W|.|.|."
        << "A5"
        << "Getting to A5 takes 4.5 movement points; Trooper r1 has 3.5 left.";
}

void TstMovement::halfPoints()
{
    QFETCH(QString, map);
    QFETCH(QString, hex);
    QFETCH(QString, lines);
    const HalfPoints half;
    const GameState s = described(map.toStdString(), "r1:red:A1");
    const Evaluation e = evaluateMove(oneDie(), half, s, moveTo(s, hex.toStdString()));
    QCOMPARE(QString::fromStdString(e.legal ? lineTexts(e) : e.whyNot), lines);
    const ReachableHexes reach(s, half, s.unit(UnitId {"r1"}));
    QCOMPARE(reach.budget(), 7);
    QCOMPARE(reach.reachable(at(s, hex.toStdString())), e.legal);
}

void TstMovement::passThrough_data()
{
    QTest::addColumn<QString>("hex");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("lines"); // or the reason it is refused
    QTest::addColumn<QString>("reachable"); // every hex the search can end a move in
    // r1 in A1, an enemy in A3 on a line of six hexes.
    const QString all = "A2 A4";
    QTest::newRow("across the enemy hex, its cost paid")
        << "A4" << QString()
        << "Movement allowance = 4\nEnter A2: Clear = 1\n"
           "Enter A3: Clear, past an enemy = 2\nEnter A4: Clear = 1\n"
           "Movement points left = 0\n"
        << all;
    QTest::newRow("never ending in it")
        << "A3" << QString() << "The enemy holds A3: Trooper r1 may cross it but not stop there."
        << all;
    QTest::newRow("a path drawn into it is refused too")
        << "A3"
        << "A2 A3"
        << "The enemy holds A3: Trooper r1 may cross it but not stop there." << all;
    QTest::newRow("beyond it, out of points")
        << "A5" << QString() << "Getting to A5 takes 5 movement points; Trooper r1 has 4 left."
        << all;
}

void TstMovement::passThrough()
{
    QFETCH(QString, hex);
    QFETCH(QString, path);
    QFETCH(QString, lines);
    QFETCH(QString, reachable);
    const PassThrough rules;
    const GameState s = described(".|.|.|.|.|.", "r1:red:A1 b1:blue:A3");
    const Evaluation e = evaluateMove(oneDie(), rules, s, moveTo(s, hex.toStdString(), path));
    QCOMPARE(QString::fromStdString(e.legal ? lineTexts(e) : e.whyNot), lines);
    const ReachableHexes reach(s, rules, s.unit(UnitId {"r1"}));
    QStringList found;
    for (const Hex h : reach.hexes())
        found << QString::fromStdString(s.map().label(h));
    found.sort();
    QCOMPARE(found.join(' '), reachable);
    QCOMPARE(reach.reachable(at(s, hex.toStdString())), e.legal);
    if (e.legal)
        QCOMPARE(reach.pathTo(at(s, "A4")).size(), std::size_t {3});
}

QTEST_GUILESS_MAIN(TstMovement)
#include "tst_movement.moc"
