// The Last Hundred Yards' whole turn (REFERENCE 1.8.1-1.8.2, 1.8.7-1.8.8): the sequence of play,
// the initiative, Coordination and activations, one action a unit a turn, the state limits,
// reactions, small-arms fire from the printed values, the time lapse and the bundled turn.

#include "app/rulesets.h"
#include "core/dice/scripteddice.h"
#include "core/play/game.h"
#include "core/rules/builtinactions.h"
#include "core/rules/movement.h"
#include "core/rules/ruleset.h"
#include "core/rules/sequence.h"
#include "core/rules/tlhy/tlhyvocabulary.h"
#include "core/rules/victory.h"
#include "core/scenario/scenarioio.h"
#include "tests/rules/bundledgame.h"

#include <QTest>

#include <numeric>

using namespace hexfire;
namespace k = tlhykeys;

namespace {

const QString turnFile = QStringLiteral("tlhy-turn.json");

Action act(std::string_view kind, std::vector<std::string> actors = {},
    std::optional<std::string> target = {}, const GameState *state = nullptr)
{
    Action a;
    a.kind = std::string(kind);
    for (const std::string &id : actors)
        a.actors.push_back(UnitId {id});
    if (target && state)
        a.target = state->map().parse(*target);
    return a;
}

/** The bundled turn played up to (not including) step n, with its own dice. */
std::unique_ptr<Game> turnAt(int n)
{
    std::unique_ptr<Game> game = testing::bundledGame(turnFile);
    LoadResult loaded = loadScenarioFile((testing::bundledScenarios + turnFile).toStdString());
    for (int i = 0; i < n; ++i) {
        const ScriptStep &step = loaded.scenario->script[static_cast<std::size_t>(i)];
        ScriptedDice dice(step.dice);
        game->commit(step.action, dice, step.title);
    }
    return game;
}

double total(const OddsTable &t)
{
    return std::accumulate(t.outcomes.begin(), t.outcomes.end(), 0.0,
        [](double s, const OutcomeOdds &o) { return s + o.probability; });
}

bool has(const std::string &text, const char *part) { return text.find(part) != std::string::npos; }

} // namespace

class TstTlhyTurn : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerRuleSets(); }
    void phasesInOrder_data();
    void phasesInOrder();
    void initiative_data();
    void initiative();
    void coordination_data();
    void coordination();
    void refusals_data();
    void refusals();
    void smallArmsFromPrintedValues_data();
    void smallArmsFromPrintedValues();
    void timeLapseEndsTheMission();
    void reactionsOfferedAfterTheCall();
    void undoAcrossPhases();
    void bundledTurnEndsAsNarrated();
};

void TstTlhyTurn::phasesInOrder_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("endAction");
    QTest::newRow("1 initiative, rolled at its end") << 0 << "initiative"
                                                     << "initiative-roll";
    QTest::newRow("2 activation, the sides take turns") << 1 << "activation"
                                                        << "";
    QTest::newRow("3 Marker Adjustment Step") << 2 << "marker-adjustment"
                                              << "marker-adjustment";
    QTest::newRow("4 Fire Resolution") << 3 << "fire-resolution"
                                       << "fire-resolution";
    QTest::newRow("5 Assault Resolution") << 4 << "assault-resolution"
                                          << "";
    QTest::newRow("6 end of turn: time lapse") << 5 << "end-of-turn"
                                               << "time-lapse";
}

void TstTlhyTurn::phasesInOrder()
{
    QFETCH(int, index);
    QFETCH(QString, key);
    QFETCH(QString, endAction);
    const auto game = turnAt(0);
    const SequenceOfPlay &s = game->rules().sequenceOfPlay();
    QCOMPARE(static_cast<int>(s.phases.size()), 6);
    const PhaseType &p = s.phases[static_cast<std::size_t>(index)];
    QCOMPARE(QString::fromStdString(p.key), key);
    QCOMPARE(QString::fromStdString(p.endAction), endAction);
    if (key == "activation") {
        QCOMPARE(p.actors, PhaseActors::Alternating);
        QCOMPARE(QString::fromStdString(p.handOverName), QStringLiteral("Call for Reaction"));
    }
}

void TstTlhyTurn::initiative_data()
{
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("holder");
    QTest::addColumn<int>("usDie");
    QTest::addColumn<int>("gerDie");
    QTest::addColumn<QString>("removeLeadersOf");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<int>("dice");
    QTest::newRow("higher roll wins") << 1 << "" << 8 << 3 << ""
                                      << "us" << 2;
    QTest::newRow("the other side higher") << 1 << "" << 2 << 9 << ""
                                           << "ger" << 2;
    QTest::newRow("turn 1 tie: the side listed first") << 1 << "" << 5 << 5 << ""
                                                       << "us" << 2;
    QTest::newRow("later tie: last turn's holder keeps it") << 2 << "ger" << 5 << 5 << ""
                                                            << "ger" << 2;
    QTest::newRow("no leader and no vehicle: forfeits") << 1 << "" << 0 << 0 << "us"
                                                        << "ger" << 0;
}

void TstTlhyTurn::initiative()
{
    QFETCH(int, turn);
    QFETCH(QString, holder);
    QFETCH(int, usDie);
    QFETCH(int, gerDie);
    QFETCH(QString, removeLeadersOf);
    QFETCH(QString, winner);
    QFETCH(int, dice);
    auto game = turnAt(0);
    GameState s = game->state();
    SequencePosition p = s.sequence();
    p.turn = turn;
    if (!holder.isEmpty())
        p.firstSide = SideId {holder.toStdString()};
    s.setSequence(p);
    if (!removeLeadersOf.isEmpty()) {
        for (const Unit &u : s.units()) {
            if (u.side.value == removeLeadersOf.toStdString() && u.maxStrength == 0) {
                Unit gone = u;
                gone.eliminated = true;
                s.replaceUnit(gone);
            }
        }
    }
    const RuleSet *rules = &game->rules();
    const Evaluation e = rules->evaluateInGame(s, act(builtin::nextPhase));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(static_cast<int>(e.dice.size()), dice);
    QVERIFY(!e.odds.empty());
    QVERIFY(qAbs(total(e.odds.front()) - 1.0) < 1e-9);
    // Before the roll what comes next names no side (a forfeit leaves nothing to roll: then it
    // is known); after it, the winner.
    QCOMPARE(e.lines.back().key, std::string("sequence.next"));
    QCOMPARE(has(e.lines.back().text, "The roll decides which side goes first."), dice > 0);
    QCOMPARE(has(e.lines.back().text, "side acts"), dice == 0);
    std::vector<int> faces;
    if (dice)
        faces = {usDie, gerDie};
    ScriptedDice d(faces);
    const Resolution r = rules->resolve(s, e, d);
    GameState after = s;
    after.apply(r.effects);
    QCOMPARE(QString::fromStdString(after.sequence().phase), QStringLiteral("activation"));
    QCOMPARE(QString::fromStdString(after.sequence().firstSide->value), winner);
    QCOMPARE(QString::fromStdString(after.sequence().sideToAct->value), winner);
    QCOMPARE(r.lines.back().key, std::string("sequence.next"));
    QVERIFY2(has(r.lines.back().text, "side acts"), r.lines.back().text.c_str());
}

void TstTlhyTurn::coordination_data()
{
    QTest::addColumn<int>("die");
    QTest::addColumn<int>("activated");
    QTest::newRow("TLHY-TURN-01: 6 fails against 8, one platoon") << 6 << 3;
    QTest::newRow("8 coordinates the company") << 8 << 6;
    QTest::newRow("10 coordinates the company") << 10 << 6;
}

void TstTlhyTurn::coordination()
{
    QFETCH(int, die);
    QFETCH(int, activated);
    auto game = turnAt(1);
    const Evaluation e = game->evaluate(act(k::activateCompany, {"us-1st-squad"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(static_cast<int>(e.dice.size()), 1);
    QCOMPARE(e.odds.front().outcomes.front().probability, 0.3);
    QVERIFY(qAbs(total(e.odds.front()) - 1.0) < 1e-9);
    ScriptedDice d({die});
    game->commit(e.action, d);
    int count = 0;
    for (const Unit &u : game->state().units())
        count += u.status.has(k::activated) ? 1 : 0;
    QCOMPARE(count, activated);
}

void TstTlhyTurn::refusals_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("actor");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("reason");
    QTest::newRow("out of its phase: fire at the initiative") << 0 << "small-arms-fire"
                                                              << "us-mg-section"
                                                              << "J7"
                                                              << ""
                                                              << "not allowed in the Initiative";
    QTest::newRow("not activated yet") << 2 << "small-arms-fire"
                                       << "us-mg-section"
                                       << "J7"
                                       << ""
                                       << "activate it first";
    QTest::newRow("the side without the initiative does not activate")
        << 5 << "activate-platoon"
        << "ger-1st-squad"
        << ""
        << ""
        << "Only the side with the initiative";
    QTest::newRow("a platoon activates once a turn") << 8 << "activate-platoon"
                                                     << "us-1st-squad"
                                                     << ""
                                                     << ""
                                                     << "once a turn";
    QTest::newRow("a company coordinates only before its platoons activate")
        << 8 << "activate-company"
        << "us-2nd-squad"
        << ""
        << ""
        << "already activated";
    QTest::newRow("one action a turn: the MG fires twice") << 9 << "small-arms-fire"
                                                           << "us-mg-section"
                                                           << "J7"
                                                           << ""
                                                           << "already acted this turn";
    QTest::newRow("a disrupted unit may only recover or withdraw")
        << 8 << "small-arms-fire"
        << "us-2nd-squad"
        << "J7"
        << "disrupted"
        << "may only recover or withdraw";
    QTest::newRow("a regrouping unit may not maneuver") << 8 << "maneuver"
                                                        << "us-2nd-squad"
                                                        << "K11"
                                                        << "regrouping"
                                                        << "may only fire, recover or withdraw";
    QTest::newRow("no reaction from an assault hex (13.3.1a)") << 5 << "small-arms-fire"
                                                               << "ger-2nd-squad"
                                                               << "J8"
                                                               << ""
                                                               << "assault hex";
    QTest::newRow("a reaction needs sight of an enemy that acted") << 5 << "small-arms-fire"
                                                                   << "ger-1st-squad"
                                                                   << "I10"
                                                                   << "at D3"
                                                                   << "saw what happened";
}

void TstTlhyTurn::refusals()
{
    QFETCH(int, step);
    QFETCH(QString, kind);
    QFETCH(QString, actor);
    QFETCH(QString, target);
    QFETCH(QString, status);
    QFETCH(QString, reason);
    auto game = turnAt(step);
    GameState s = game->state();
    if (!status.isEmpty()) {
        Unit u = s.unit(UnitId {actor.toStdString()});
        if (status.startsWith(QStringLiteral("at ")))
            u.hex = s.map().parse(status.mid(3).toStdString()); // out of everyone's sight
        else
            u.status.set(status.toStdString());
        s.replaceUnit(u);
    }
    Action a = act(kind.toStdString(), {actor.toStdString()},
        target.isEmpty() ? std::optional<std::string>() : target.toStdString(), &s);
    if (kind == "maneuver")
        a.params[std::string(movePathParam)] = std::vector<Hex> {*a.target};
    const Evaluation e = game->rules().evaluateInGame(s, a);
    QVERIFY(!e.legal);
    QVERIFY2(has(e.whyNot, reason.toUtf8().constData()), e.whyNot.c_str());
}

void TstTlhyTurn::smallArmsFromPrintedValues_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("firer");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("firerStatus");
    QTest::addColumn<QString>("setup");
    QTest::addColumn<int>("sadrm");
    // clang-format off
    QTest::newRow("TLHY-TURN-01: SAV 1 + 1 moving target, a reaction")
        << 5 << "ger-3rd-squad" << "I10" << "" << "" << 2;
    QTest::newRow("SAV 2 - 2 for a wooden building")
        << 8 << "us-mg-section" << "J7" << "" << "" << 0;
    QTest::newRow("a regrouping firer is one worse")
        << 8 << "us-mg-section" << "J7" << "regrouping" << "" << -1;
    QTest::newRow("the defenders of an improved position: -2")
        << 5 << "ger-3rd-squad" << "I10" << "" << "position" << 0;
    QTest::newRow("assaulters get no position TEM")
        << 5 << "ger-3rd-squad" << "I10" << "" << "position, assaulted by the targets" << 2;
    // clang-format on
}

void TstTlhyTurn::smallArmsFromPrintedValues()
{
    QFETCH(int, step);
    QFETCH(QString, firer);
    QFETCH(QString, target);
    QFETCH(QString, firerStatus);
    QFETCH(QString, setup);
    QFETCH(int, sadrm);
    auto game = turnAt(step);
    GameState s = game->state();
    if (!firerStatus.isEmpty()) {
        Unit u = s.unit(UnitId {firer.toStdString()});
        u.status.set(firerStatus.toStdString());
        s.replaceUnit(u);
    }
    const Hex hex = s.map().parse(target.toStdString());
    if (setup.startsWith(QStringLiteral("position")))
        s.editMap().addFeature(hex, "improved-position");
    if (setup.contains(QStringLiteral("assaulted by the targets"))) {
        Marker m;
        m.kind = std::string(k::assaultNationality);
        m.hex = hex;
        m.side = s.units().front().side; // the American side, whose squad is in the hex
        s.addMarker(m);
    }
    const Evaluation e = game->rules().evaluateInGame(
        s, act(k::smallArmsFire, {firer.toStdString()}, target.toStdString(), &s));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const auto placed = std::find_if(e.finals.begin(), e.finals.end(),
        [](const FinalNumber &f) { return f.key == "tlhy.sadrm"; });
    QVERIFY(placed != e.finals.end());
    QCOMPARE(placed->value, sadrm);
    QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [](const Assumption &a) { return a.key == "tlhy.sadrm-printed"; }));
}

void TstTlhyTurn::timeLapseEndsTheMission()
{
    auto game = turnAt(17);
    GameState s = game->state();
    VictoryConditions v = s.victory();
    v.minutesLimit = 3;
    s.setVictory(v);
    const Evaluation e = game->rules().evaluateInGame(s, act(builtin::nextPhase));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(static_cast<int>(e.dice.size()), 1);
    QVERIFY(qAbs(total(e.odds.front()) - 1.0) < 1e-9);
    ScriptedDice d({2});
    const Resolution r = game->rules().resolve(s, e, d);
    s.apply(r.effects);
    QCOMPARE(s.sequence().minutesElapsed, 3);
    QVERIFY(s.sequence().gameOver);
    for (const Unit &u : s.units())
        QVERIFY(!u.status.has(k::acted) && !u.status.has(k::activated));
}

void TstTlhyTurn::reactionsOfferedAfterTheCall()
{
    auto game = turnAt(5);
    const Action call = game->log()[4].evaluation.action;
    QCOMPARE(QString::fromStdString(call.kind), QStringLiteral("end-activation"));
    const std::vector<Action> replies = game->rules().reactions(game->state(), call);
    QVERIFY(!replies.empty());
    bool thirdSquadFires = false;
    for (const Action &a : replies) {
        QCOMPARE(QString::fromStdString(game->state().unit(a.actors.front()).side.value),
            QStringLiteral("ger"));
        QVERIFY2(a.actors.front().value != "ger-2nd-squad", "no reaction from the assault hex");
        thirdSquadFires = thirdSquadFires
            || (a.actors.front().value == "ger-3rd-squad" && a.kind == k::smallArmsFire);
    }
    QVERIFY(thirdSquadFires);
}

void TstTlhyTurn::undoAcrossPhases()
{
    auto start = turnAt(0);
    const GameState before = start->state();
    auto game = turnAt(18);
    QCOMPARE(game->state().sequence().turn, 2);
    game->goTo(0);
    QCOMPARE(game->state(), before);
    game->goTo(18);
    QCOMPARE(game->state().sequence().minutesElapsed, 3);
}

void TstTlhyTurn::bundledTurnEndsAsNarrated()
{
    auto game = turnAt(18);
    const GameState &s = game->state();
    QCOMPARE(QString::fromStdString(positionText(game->rules(), s)),
        QStringLiteral("Turn 2 · 3 of 30 minutes · Initiative phase"));
    QVERIFY(s.unit(UnitId {"us-1st-squad"}).status.has(k::disrupted));
    QVERIFY(s.unit(UnitId {"ger-2nd-squad"}).status.has(k::disrupted));
    QCOMPARE(s.map().label(s.unit(UnitId {"us-3rd-squad"}).hex), std::string("J7"));
    const Objective *village = s.objectiveAt(s.map().parse("J7"));
    QVERIFY(village && village->holder);
    QCOMPARE(QString::fromStdString(village->holder->value), QStringLiteral("us"));
}

QTEST_GUILESS_MAIN(TstTlhyTurn)
#include "tst_tlhyturn.moc"
