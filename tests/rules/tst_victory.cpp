// Objectives and victory (core/game/objective.h, core/rules/victory.h) on the one-die test rules:
// an objective passes to a side whose units alone stand in it (and back on undo); the standings
// under objectives, losses and elimination; the winner, a draw, the headline and the reason; the
// summary a player reads; the reason naming the time limit when the game clock ended the game;
// and the turn limit ending a game played through Game.

#include "onedieboard.h"

#include "core/dice/scripteddice.h"
#include "core/play/game.h"
#include "core/rules/adjustment.h"
#include "core/rules/builtinactions.h"
#include "core/rules/victory.h"
#include "tests/onedie/onedieruleset.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::onedieboard;

namespace {

const char *field = "....|....|....|....";

/** Objectives written "Farm:A3:2:red Mill:C3:1" (the holder may be left out). */
std::vector<Objective> objectivesOf(const GameState &s, const QString &spec)
{
    std::vector<Objective> all;
    for (const QString &o : spec.split(' ', Qt::SkipEmptyParts)) {
        const QStringList f = o.split(':');
        Objective obj {f[0].toStdString(), at(s, f[1].toStdString()), f[2].toInt(), {}};
        if (f.size() > 3)
            obj.holder = SideId {f[3].toStdString()};
        all.push_back(obj);
    }
    return all;
}

std::string holderOf(const GameState &s)
{
    const std::optional<SideId> &h = s.objectives().front().holder;
    return h ? h->value : std::string();
}

Action move(const GameState &s, const char *unit, const char *to)
{
    Action a;
    a.kind = "move";
    a.actors = {UnitId {unit}};
    a.target = at(s, to);
    return a;
}

Action nextPhase()
{
    Action a;
    a.kind = std::string(builtin::nextPhase);
    return a;
}

/** The position of a scoring row: units, objectives, conditions, the game over or not. */
GameState scoredPosition()
{
    QFETCH(QString, units);
    QFETCH(QString, objectives);
    QFETCH(QString, conditions);
    QFETCH(int, perLoss);
    QFETCH(bool, ended);
    QFETCH(int, limit);
    GameState s = described(field, units.toStdString());
    s.setObjectives(objectivesOf(s, objectives));
    VictoryConditions v;
    if (limit)
        v.turnLimit = limit;
    for (const QString &c : conditions.split(' ', Qt::SkipEmptyParts))
        v.conditions.push_back(c.toStdString());
    v.pointsPerLoss = perLoss;
    s.setVictory(v);
    SequencePosition p;
    p.turn = limit ? limit : 3;
    p.phase = "fire";
    p.gameOver = ended;
    s.setSequence(p);
    return s;
}

} // namespace

class TstVictory : public QObject {
    Q_OBJECT
private slots:
    void objectiveHolder_data();
    void objectiveHolder();
    void result_data();
    void result();
    void summary_data();
    void summary();
    void pointsAndGoals_data();
    void pointsAndGoals();
    void timeLimitReason_data();
    void timeLimitReason();
    void turnLimitEndsTheGame();
};

void TstVictory::objectiveHolder_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("holder"); // before
    QTest::addColumn<QString>("unit"); // moved by hand (an adjustment) ...
    QTest::addColumn<QString>("to"); // ... to this hex
    QTest::addColumn<bool>("byRules"); // moved by the move action instead
    QTest::addColumn<QString>("after");
    QTest::newRow("a Red unit alone takes it") << "r1:red:A1 b1:blue:D1"
                                               << ""
                                               << "r1"
                                               << "A3" << true << "red";
    QTest::newRow("the enemy alone takes it back") << "r1:red:A1 b1:blue:D4"
                                                   << "red"
                                                   << "b1"
                                                   << "A3" << false << "blue";
    QTest::newRow("a mixed stack changes nothing") << "r1:red:A3 b1:blue:D4"
                                                   << "red"
                                                   << "b1"
                                                   << "A3" << false << "red";
    QTest::newRow("leaving keeps it") << "r1:red:A3 b1:blue:D4"
                                      << "red"
                                      << "r1"
                                      << "A2" << true << "red";
    QTest::newRow("a unit off the map in it holds nothing, put back it takes it")
        << "r1:red:A3:2:off b1:blue:D4"
        << ""
        << "r1"
        << "" << false << "red";
    QTest::newRow("another hex changes nothing") << "r1:red:A1 b1:blue:D4"
                                                 << ""
                                                 << "r1"
                                                 << "A2" << true << "";
}

void TstVictory::objectiveHolder()
{
    QFETCH(QString, units);
    QFETCH(QString, holder);
    QFETCH(QString, unit);
    QFETCH(QString, to);
    QFETCH(bool, byRules);
    auto rules = std::make_unique<OneDieRuleSet>();
    GameState start = atStart(*rules, described(field, units.toStdString()));
    start.setObjectives(objectivesOf(start, "Farm:A3:2" + (holder.isEmpty() ? "" : ":" + holder)));
    const UnitId id {unit.toStdString()};
    Action a;
    if (byRules)
        a = move(start, unit.toLatin1().constData(), to.toLatin1().constData());
    else if (to.isEmpty())
        a = adjustment::restore(id);
    else
        a = adjustment::moveUnit(id, at(start, to.toStdString()));
    if (start.unit(id).side == SideId {"blue"} && byRules)
        QFAIL("the rows move Blue by hand: Red acts first");
    Game game(start, std::move(rules));
    ScriptedDice none({});
    const LogEntry &entry = game.commit(a, none);
    QTEST(QString::fromStdString(holderOf(game.state())), "after");
    // The step says when it takes the objective.
    QFETCH(QString, after);
    const auto taken = std::find_if(entry.resolution.lines.begin(), entry.resolution.lines.end(),
        [](const ExplanationLine &l) { return l.key == "objective.taken"; });
    QCOMPARE(taken != entry.resolution.lines.end(), after != holder);
    if (after != holder)
        QCOMPARE(taken->text,
            "The " + std::string(after == "red" ? "Red" : "Blue")
                + " side takes Farm (2 victory points)");
    game.undo();
    QCOMPARE(QString::fromStdString(holderOf(game.state())), holder);
    QVERIFY(game.state() == start);
}

namespace {
/** Scoring by objectives: held, level, nobody's. */
void objectiveRows()
{
    const char *both = "r1:red:A1 b1:blue:D4";
    const char *farmMill = "Farm:A3:2:red Mill:C3:1:blue";
    QTest::newRow("objectives, the game going on")
        << both << farmMill << "objectives" << 1 << false << 5 << false << ""
        << ""
        << "" << 2 << 1;
    QTest::newRow("objectives at the end: the higher score wins")
        << both << farmMill << "objectives" << 1 << true << 5 << true << "red"
        << "Red victory"
        << "The last turn (5) is over: the Red side has the higher score, 2." << 2 << 1;
    QTest::newRow("level scores: a draw")
        << both << "Farm:A3:1:red Mill:C3:1:blue"
        << "objectives" << 1 << true << 5 << true << ""
        << "A draw"
        << "The last turn (5) is over and the scores are level." << 1 << 1;
    QTest::newRow("an objective nobody holds scores nothing")
        << both << "Farm:A3:2 Mill:C3:1:blue"
        << "objectives" << 1 << true << 5 << true << "blue"
        << "Blue victory"
        << "The last turn (5) is over: the Blue side has the higher score, 1." << 0 << 1;
}

/** Scoring by losses, a side eliminated, nothing scored. */
void lossAndEliminationRows()
{
    const char *both = "r1:red:A1 b1:blue:D4";
    const char *farmMill = "Farm:A3:2:red Mill:C3:1:blue";
    QTest::newRow("losses: a point per strength point the enemy lost")
        << "r1:red:A1 b1:blue:D4:1 b2:blue:D3:2:off"
        << ""
        << "losses" << 1 << true << 5 << true << "red"
        << "Red victory"
        << "The last turn (5) is over: the Red side has the higher score, 3." << 3 << 0;
    QTest::newRow("losses at 2 points each") << "r1:red:A1:1 b1:blue:D4:1 b2:blue:D3:2:off"
                                             << ""
                                             << "losses" << 2 << false << 5 << false << ""
                                             << ""
                                             << "" << 6 << 2;
    QTest::newRow("objectives and losses add up")
        << "r1:red:A1:1 b1:blue:D4:1" << farmMill << "objectives losses" << 1 << false << 5 << false
        << ""
        << ""
        << "" << 3 << 2;
    QTest::newRow("objectives not among the conditions count nothing")
        << both << farmMill << "losses" << 1 << false << 5 << false << ""
        << ""
        << "" << 0 << 0;
    QTest::newRow("elimination: the last side standing wins before the end")
        << "r1:red:A1 b1:blue:D4:2:off"
        << ""
        << "elimination" << 1 << false << 5 << true << "red"
        << "Red victory"
        << "The Blue side has no unit left on the map." << 0 << 0;
    QTest::newRow("elimination of both: a draw")
        << "r1:red:A1:2:off b1:blue:D4:2:off"
        << ""
        << "elimination" << 1 << false << 5 << true << ""
        << "A draw"
        << "The Red side has no unit left on the map." << 0 << 0;
    QTest::newRow("a side eliminated, elimination not a condition: the game goes on")
        << "r1:red:A1 b1:blue:D4:2:off"
        << ""
        << "losses" << 1 << false << 5 << false << ""
        << ""
        << "" << 2 << 0;
    QTest::newRow("nothing scored at the end: a draw")
        << both << farmMill << "" << 1 << true << 5 << true << ""
        << "A draw"
        << "The last turn (5) is over; nothing was scored." << 0 << 0;
    QTest::newRow("ended without a turn limit")
        << both << ""
        << "" << 1 << true << 0 << true << ""
        << "A draw"
        << "The game is over; nothing was scored." << 0 << 0;
}
} // namespace

void TstVictory::result_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("objectives");
    QTest::addColumn<QString>("conditions");
    QTest::addColumn<int>("perLoss");
    QTest::addColumn<bool>("ended");
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("over");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QString>("headline");
    QTest::addColumn<QString>("reason");
    QTest::addColumn<int>("redScore");
    QTest::addColumn<int>("blueScore");
    objectiveRows();
    lossAndEliminationRows();
}

void TstVictory::result()
{
    const OneDieRuleSet rules;
    const GameState s = scoredPosition();
    const GameResult r = gameResult(rules, s);
    QCOMPARE(gameIsOver(s), r.over); // the quick question every evaluation asks agrees
    QTEST(r.over, "over");
    QTEST(QString::fromStdString(r.winner ? r.winner->value : std::string()), "winner");
    QTEST(QString::fromStdString(r.headline), "headline");
    QTEST(QString::fromStdString(r.reason), "reason");
    QCOMPARE(r.standings.size(), std::size_t(2));
    QCOMPARE(r.standings[0].name, std::string("Red"));
    QTEST(r.standings[0].score, "redScore");
    QTEST(r.standings[1].score, "blueScore");
    for (const SideStanding &st : r.standings)
        QCOMPARE(st.score, st.objectivePoints + st.lossPoints + st.victoryPoints);
}

void TstVictory::summary_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("objectives");
    QTest::addColumn<QString>("conditions");
    QTest::addColumn<int>("perLoss");
    QTest::addColumn<bool>("ended");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QString>("text");
    QTest::newRow("the end, objectives held")
        << "r1:red:A1 b1:blue:D4"
        << "Farm:A3:2:red Mill:C3:1:blue Wood:B2:1:red"
        << "objectives" << 1 << true << 5
        << "Red victory. The last turn (5) is over: the Red side has the higher score, 3.\n"
           "Red: 3 points; lost 0 strength points; holds Farm, Wood.\n"
           "Blue: 1 point; lost 0 strength points; holds Mill.\n";
    QTest::newRow("during the game, unscored, with losses")
        << "r1:red:A1:1 b1:blue:D4:1 b2:blue:D3:2:off"
        << ""
        << "" << 1 << false << 5
        << "Red: lost 1 strength point.\nBlue: lost 3 strength points, 1 unit off the map.\n";
    QTest::newRow("an elimination")
        << "r1:red:A1 b1:blue:D4:2:off b2:blue:D3:2:off"
        << ""
        << "elimination losses" << 1 << false << 5
        << "Red victory. The Blue side has no unit left on the map.\n"
           "Red: 4 points; lost 0 strength points.\n"
           "Blue: 0 points; lost 4 strength points, 2 units off the map.\n";
}

void TstVictory::summary()
{
    const OneDieRuleSet rules;
    QTEST(QString::fromStdString(resultSummary(gameResult(rules, scoredPosition()))), "text");
}

void TstVictory::pointsAndGoals_data()
{
    QTest::addColumn<int>("redPoints"); // victory points on the Red side's tally
    QTest::addColumn<int>("bluePoints");
    QTest::addColumn<QString>("goals"); // "red:8 blue:10"
    QTest::addColumn<QString>("otherwise"); // the side that holds out
    QTest::addColumn<bool>("ended");
    QTest::addColumn<bool>("over");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<QString>("reason");
    QTest::newRow("points count as the score, the game going on") << 3 << 1 << ""
                                                                  << "" << false << false << ""
                                                                  << "";
    QTest::newRow("points at the end: the higher wins")
        << 3 << 1 << ""
        << "" << true << true << "red"
        << "The last turn (5) is over: the Red side has the higher score, 3.";
    QTest::newRow("a goal reached ends the game at once")
        << 8 << 1 << "red:8"
        << "blue" << false << true << "red"
        << "The Red side reached its goal of 8 victory points.";
    QTest::newRow("a goal not yet reached") << 7 << 9 << "red:8"
                                            << "blue" << false << false << ""
                                            << "";
    QTest::newRow("the first goal listed that is reached wins")
        << 8 << 10 << "blue:10 red:8"
        << "" << false << true << "blue"
        << "The Blue side reached its goal of 10 victory points.";
    QTest::newRow("no goal reached at the end: the side holding out wins")
        << 7 << 0 << "red:8"
        << "blue" << true << true << "blue"
        << "The last turn (5) is over and no side reached its victory point goal: the Blue side "
           "holds out.";
    QTest::newRow("holding out without goals") << 4 << 0 << ""
                                               << "blue" << true << true << "blue"
                                               << "The last turn (5) is over: the Blue side holds "
                                                  "out.";
}

void TstVictory::pointsAndGoals()
{
    QFETCH(int, redPoints);
    QFETCH(int, bluePoints);
    QFETCH(QString, goals);
    QFETCH(QString, otherwise);
    QFETCH(bool, ended);
    const OneDieRuleSet rules;
    GameState s = described(field, "r1:red:A1 b1:blue:D4");
    VictoryConditions v;
    v.turnLimit = 5;
    v.conditions = {victoryPointsTally};
    for (const QString &g : goals.split(' ', Qt::SkipEmptyParts))
        v.goals.push_back({SideId {g.section(':', 0, 0).toStdString()}, g.section(':', 1).toInt()});
    if (!otherwise.isEmpty())
        v.otherwise = SideId {otherwise.toStdString()};
    s.setVictory(v);
    SequencePosition p;
    p.turn = 5;
    p.phase = "fire";
    p.gameOver = ended;
    s.setSequence(p);
    for (const auto &[side, points] :
        {std::pair {"red", redPoints}, std::pair {"blue", bluePoints}}) {
        Effect e = makeEffect(EffectKind::TallyChanged, "scored");
        e.side = SideId {side};
        e.tally = victoryPointsTally;
        e.count = points;
        s.apply({e});
    }
    const GameResult r = gameResult(rules, s);
    QCOMPARE(gameIsOver(s), r.over);
    QVERIFY(r.scored);
    QTEST(r.over, "over");
    QTEST(QString::fromStdString(r.winner ? r.winner->value : std::string()), "winner");
    QTEST(QString::fromStdString(r.reason), "reason");
    QCOMPARE(r.standings[0].score, redPoints);
    QCOMPARE(r.standings[0].victoryPoints, redPoints);
    QCOMPARE(r.standings[1].score, bluePoints);
}

void TstVictory::timeLimitReason_data()
{
    QTest::addColumn<int>("turnLimit"); // 0: none
    QTest::addColumn<int>("minutesLimit"); // 0: none
    QTest::addColumn<int>("minutes");
    QTest::addColumn<QString>("reason");
    QTest::newRow("the time limit reached ends it")
        << 0 << 30 << 32
        << "The time limit (30 minutes) is reached after 32 minutes: the Red side has the higher "
           "score, 2.";
    QTest::newRow("the time limit reached exactly")
        << 8 << 30 << 30
        << "The time limit (30 minutes) is reached after 30 minutes: the Red side has the higher "
           "score, 2.";
    QTest::newRow("the turn limit ended it with time left")
        << 5 << 30 << 20 << "The last turn (5) is over: the Red side has the higher score, 2.";
    QTest::newRow("minutes gone without a limit: the turn limit ended it")
        << 5 << 0 << 40 << "The last turn (5) is over: the Red side has the higher score, 2.";
}

// The reason says which limit ended the game: the game clock's or the last turn's.
void TstVictory::timeLimitReason()
{
    QFETCH(int, turnLimit);
    QFETCH(int, minutesLimit);
    QFETCH(int, minutes);
    const OneDieRuleSet rules;
    GameState s = described(field, "r1:red:A1 b1:blue:D4");
    s.setObjectives(objectivesOf(s, "Farm:A3:2:red"));
    s.setVictory({turnLimit ? std::optional<int>(turnLimit) : std::nullopt, {"objectives"}, 1,
        minutesLimit ? std::optional<int>(minutesLimit) : std::nullopt, std::nullopt});
    SequencePosition p;
    p.turn = 4;
    p.phase = "fire";
    p.minutesElapsed = minutes;
    p.gameOver = true;
    s.setSequence(p);
    const GameResult r = gameResult(rules, s);
    QVERIFY(r.over);
    QCOMPARE(r.headline, std::string("Red victory"));
    QTEST(QString::fromStdString(r.reason), "reason");
}

// Red takes the farm, the last turn's phases end, Red has won; nothing but an adjustment goes on;
// undoing the last phase's end undoes the end of the game.
void TstVictory::turnLimitEndsTheGame()
{
    auto rules = std::make_unique<OneDieRuleSet>();
    GameState start = atStart(*rules, described(field, "r1:red:A1 b1:blue:D4"));
    start.setObjectives(objectivesOf(start, "Farm:A3:2"));
    start.setVictory({1, {"objectives"}, 1, std::nullopt, std::nullopt});
    Game game(start, std::move(rules));
    ScriptedDice none({});
    game.commit(move(start, "r1", "A3"), none);
    for (int i = 0; i < 3; ++i) {
        game.commit(nextPhase(), none);
        QVERIFY(!gameResult(game.rules(), game.state()).over);
    }
    QCOMPARE(endPhaseLabel(game.rules(), game.state()), std::string("End the game"));
    const LogEntry &last = game.commit(nextPhase(), none);
    QCOMPARE(last.resolution.lines.back().text,
        std::string("The game is over: Red victory. The last turn (1) is over: the Red side has "
                    "the higher score, 2."));
    const GameResult r = gameResult(game.rules(), game.state());
    QVERIFY(r.over);
    QVERIFY(game.state().sequence().gameOver);
    QCOMPARE(r.headline, std::string("Red victory"));
    QCOMPARE(
        r.reason, std::string("The last turn (1) is over: the Red side has the higher score, 2."));
    const Evaluation refused = game.evaluate(move(game.state(), "r1", "A4"));
    QCOMPARE(refused.whyNot, std::string("The game is over: Red victory."));
    QVERIFY(game.evaluate(adjustment::moveUnit(UnitId {"r1"}, at(start, "A4"))).legal);
    game.undo();
    QVERIFY(!gameResult(game.rules(), game.state()).over);
    QCOMPARE(game.state().phase(), std::string("fire"));
    game.redo();
    QVERIFY(gameResult(game.rules(), game.state()) == r);
}

QTEST_GUILESS_MAIN(TstVictory)
#include "tst_victory.moc"
