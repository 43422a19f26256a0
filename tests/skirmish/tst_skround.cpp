// The 2d6 Skirmish round (REFERENCE 3.6.2-3.6.4, DEFAULTs): the initiative roll (ties rolled
// again) and its odds, team activations (a team acts once a round, one team at a time, the side
// with teams left goes on), a team fires once a round and alone, movement in inches (SK-T01:
// walk, run, crawl, a light wound, rough ground) with the fire modifiers it gives, moving into
// sight, interrupt fire, posture costing inches, the reaction test after a fire (SK-T02) with its
// odds, return fire and pinned teams, team morale at the end of the round (a broken team falls
// back and panic fires until it rallies), and the end of the round.

#include "core/dice/scripteddice.h"
#include "core/game/params.h"
#include "core/rules/builtinactions.h"
#include "core/rules/movement.h"
#include "core/rules/sequence.h"
#include "core/rules/skirmish/skfire.h"
#include "core/rules/skirmish/skmorale.h"
#include "core/rules/skirmish/skreaction.h"
#include "core/rules/skirmish/skround.h"
#include "core/rules/skirmish/skruleset.h"
#include "core/rules/skirmish/skteams.h"

#include "tests/skirmish/skfixture.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::skirmish;
using namespace hexfire::sktest;

namespace {

/** The position in `phase`, the Americans first and to act. */
GameState inRound(const SkirmishRuleSet &rules, const std::vector<Fig> &figs,
    std::string_view phase = phases::activations)
{
    GameState s = position(figs);
    SequencePosition p;
    p.phase = std::string(phase);
    p.firstSide = SideId {"us"};
    s.setSequence(completePosition(rules.sequenceOfPlay(), s, p));
    return s;
}

Fig member(std::string id, const char *hex, std::string team, std::string side = "us")
{
    Fig f;
    f.id = std::move(id);
    f.hex = hex;
    f.team = std::move(team);
    f.side = std::move(side);
    return f;
}

/** Two American teams (Able: a1, a2; Baker: b1) and one German (Gruppe: d1, d2). */
std::vector<Fig> twoAgainstOne()
{
    return {member("a1", "C6", "Able team"), member("a2", "D6", "Able team"),
        member("b1", "F6", "Baker team"), member("d1", "C2", "Gruppe 1", "de"),
        member("d2", "E2", "Gruppe 1", "de")};
}

Action move(const std::string &unit, std::vector<const char *> path)
{
    Action a;
    a.kind = "move";
    a.actors = {UnitId {unit}};
    std::vector<Hex> hexes;
    for (const char *h : path)
        hexes.push_back(at(h));
    a.target = hexes.back();
    a.params[std::string(movePathParam)] = hexes;
    return a;
}

Action order(std::string_view kind, const std::string &unit)
{
    Action a;
    a.kind = std::string(kind);
    a.actors = {UnitId {unit}};
    return a;
}

Action step(std::string_view key)
{
    Action a;
    a.kind = std::string(key);
    return a;
}

/** Evaluates in the game, resolves with the dice given and applies; returns the evaluation. */
Evaluation play(
    const SkirmishRuleSet &rules, GameState &s, const Action &a, std::vector<int> faces = {})
{
    const Evaluation e = rules.evaluateInGame(s, a);
    if (!e.legal)
        return e;
    ScriptedDice dice(std::move(faces));
    s.apply(rules.resolve(s, e, dice).effects);
    return e;
}

bool has(const GameState &s, const char *unit, std::string_view status)
{
    return s.unit(UnitId {unit}).status.has(status);
}

bool mentions(const Evaluation &e, const std::string &text)
{
    return std::any_of(e.lines.begin(), e.lines.end(),
        [&](const ExplanationLine &l) { return l.text.find(text) != std::string::npos; });
}

} // namespace

class TstSkRound : public QObject {
    Q_OBJECT
private slots:
    void initiative_data();
    void initiative();
    void initiativeOdds();
    void teamActsOnceARound();
    void aTeamFiresOnceARoundAndAlone();
    void sideWithoutTeamsPasses();
    void movement_data();
    void movement();
    void movingIntoSight();
    void interruptFire();
    void fireTypeInARound_data();
    void takingCover_data();
    void takingCover();
    void fireTypeInARound();
    void postureCostsInches();
    void reactionTest_data();
    void reactionTest();
    void reactionOddsWithoutHits();
    void returnFireIsNoActivation();
    void pinnedStaysDownThroughTheNextRound();
    void aLossIsRemembered();
    void morale_data();
    void morale();
    void brokenTeamFallsBack();
    void rally_data();
    void rally();
    void endOfRoundClearsTheRound();
    void teamsIndexIsTheScan();
};

void TstSkRound::initiative_data()
{
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("first");
    QTest::newRow("the Americans roll higher") << QList<int> {6, 6, 1, 1} << "us";
    QTest::newRow("the Germans roll higher") << QList<int> {1, 2, 6, 5} << "de";
    QTest::newRow("a tie is rolled again") << QList<int> {3, 4, 4, 3, 1, 2, 6, 6} << "de";
}

void TstSkRound::initiative()
{
    QFETCH(QList<int>, dice);
    QFETCH(QString, first);
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne(), phases::initiative);
    // Nobody acts in the Initiative phase: the players end it and the dice decide.
    QVERIFY(!rules.evaluateInGame(s, fire({"a1"}, "d1")).legal);
    const Evaluation e
        = play(rules, s, step(builtin::nextPhase), std::vector<int>(dice.begin(), dice.end()));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(QString::fromStdString(s.sequence().phase),
        QString::fromStdString(std::string(phases::activations)));
    QVERIFY(s.sequence().sideToAct);
    QCOMPARE(QString::fromStdString(s.sequence().sideToAct->value), first);
}

void TstSkRound::initiativeOdds()
{
    SkirmishRuleSet rules;
    const GameState s = inRound(rules, twoAgainstOne(), phases::initiative);
    const Evaluation e = rules.evaluateInGame(s, step(builtin::nextPhase));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.odds.size(), std::size_t(1));
    double sum = 0.0;
    for (const OutcomeOdds &o : e.odds.front().outcomes) {
        QVERIFY(std::abs(o.probability - 0.5) < 1e-12); // ties roll again: even odds
        sum += o.probability;
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    // What comes next names no side before the roll: the side first last round may not be.
    QCOMPARE(e.lines.back().key, std::string("sequence.next"));
    QCOMPARE(QString::fromStdString(e.lines.back().text),
        QStringLiteral(
            "Next: Round 1, Activations phase. The roll decides which side goes first."));
    // The same for the End button's tip, which is told from forecastPosition; in a phase whose
    // end rolls nothing it is nextPosition.
    const SequencePosition forecast = forecastPosition(rules.sequenceOfPlay(), s);
    QCOMPARE(forecast.phase, std::string(phases::activations));
    QVERIFY(!forecast.sideToAct && !forecast.phasingSide);
    QVERIFY(nextPosition(rules.sequenceOfPlay(), s).sideToAct);
    const GameState acting = inRound(rules, twoAgainstOne(), phases::activations);
    QVERIFY(forecastPosition(rules.sequenceOfPlay(), acting)
        == nextPosition(rules.sequenceOfPlay(), acting));
}

void TstSkRound::teamActsOnceARound()
{
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne());
    // a1 moves: Able team's activation opens; a2 of the same team acts in it.
    Evaluation e = play(rules, s, move("a1", {"C7"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(mentions(e, "this activates Able team"));
    QVERIFY(has(s, "a1", states::acted) && has(s, "a2", states::acted));
    QVERIFY(s.sequence().activation == UnitId {"a1"});
    e = play(rules, s, move("a2", {"D7"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    // Baker team waits for the next American activation.
    e = rules.evaluateInGame(s, move("b1", {"F7"}));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find("activation is in progress") != std::string::npos, e.whyNot.c_str());
    // The activation ends: the Germans activate their team.
    QVERIFY(play(rules, s, step(builtin::endActivation)).legal);
    QVERIFY(s.sequence().sideToAct == SideId {"de"});
    QVERIFY(play(rules, s, move("d1", {"C1"})).legal);
    QVERIFY(play(rules, s, step(builtin::endActivation)).legal);
    // Able team has acted: it does not act again this round; Baker team does.
    e = rules.evaluateInGame(s, move("a1", {"C8"}));
    QVERIFY(!e.legal);
    QCOMPARE(QString::fromStdString(e.whyNot),
        "Able team has had its activation this round: every team acts once a round.");
    QVERIFY(play(rules, s, move("b1", {"F7"})).legal);
}

void TstSkRound::aTeamFiresOnceARoundAndAlone()
{
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne());
    // Two teams never fire as one: "not under fire" is judged for the firing team.
    Evaluation e = rules.evaluateInGame(s, fire({"a1", "b1"}, "d1"));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find("one team fires at a time") != std::string::npos, e.whyNot.c_str());
    QVERIFY(play(rules, s, fire({"a1"}, "d1"), {1, 1, 6, 6}).legal); // a miss; Gruppe 1 reacts
    // a2 of the same team, in the same activation: the team has fired this round.
    e = rules.evaluateInGame(s, fire({"a2"}, "d1"));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find("fires once a round") != std::string::npos, e.whyNot.c_str());
}

void TstSkRound::sideWithoutTeamsPasses()
{
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne());
    QVERIFY(play(rules, s, move("a1", {"C7"})).legal);
    QVERIFY(play(rules, s, step(builtin::endActivation)).legal);
    QVERIFY(play(rules, s, move("d1", {"C1"})).legal);
    // The Germans' only team has acted: the Americans go on after their next activation too.
    QVERIFY(play(rules, s, step(builtin::endActivation)).legal);
    QVERIFY(s.sequence().sideToAct == SideId {"us"});
    QVERIFY(play(rules, s, move("b1", {"F7"})).legal);
    QVERIFY(play(rules, s, step(builtin::endActivation)).legal);
    QVERIFY(s.sequence().sideToAct == SideId {"de"}); // nobody has a team left: back in turn
}

void TstSkRound::movement_data()
{
    QTest::addColumn<QStringList>("path"); // from C6 down column C
    QTest::addColumn<QStringList>("status"); // the figure's states before
    QTest::addColumn<QString>("terrain"); // of C7, or empty for clear
    QTest::addColumn<QString>("refusal"); // empty: legal
    QTest::addColumn<QStringList>("after"); // states set by the move
    QTest::newRow("SK-T01: one hex, 2 inches: less than half a walk, -2")
        << QStringList {"C7"} << QStringList {} << ""
        << "" << QStringList {"moved-half"};
    QTest::newRow("SK-T01: two hexes, 4 inches: half or more, -4")
        << QStringList {"C7", "C8"} << QStringList {} << ""
        << "" << QStringList {"moved-more"};
    QTest::newRow("SK-T01: three hexes, a walk of 6 inches")
        << QStringList {"C7", "C8", "C9"} << QStringList {} << ""
        << "" << QStringList {"moved-more"};
    QTest::newRow("SK-T01: six hexes, a run: no fire this round")
        << QStringList {"C7", "C8", "C9", "C10", "C11", "C12"} << QStringList {} << ""
        << "" << QStringList {"moved-more", "ran"};
    QTest::newRow("having fired, no run")
        << QStringList {"C7", "C8", "C9", "C10"} << QStringList {"fired"} << ""
        << "This way a1 would have spent 8 inches on entering C10; it has 6 left."
        << QStringList {};
    QTest::newRow("prone: a crawl of 2 inches") << QStringList {"C7"} << QStringList {"prone"} << ""
                                                << "" << QStringList {"moved-half"};
    QTest::newRow("prone: not two hexes")
        << QStringList {"C7", "C8"} << QStringList {"prone"} << ""
        << "This way a1 would have spent 4 inches on entering C8; it has 2 left." << QStringList {};
    QTest::newRow("a light wound: half a walk, 3 inches")
        << QStringList {"C7", "C8"} << QStringList {"light-wound"} << ""
        << "This way a1 would have spent 4 inches on entering C8; it has 3 left." << QStringList {};
    QTest::newRow("woods are rough ground: twice the inches")
        << QStringList {"C7", "C8"} << QStringList {} << "woods"
        << "" << QStringList {"moved-more"};
    QTest::newRow("across a hedge: twice the inches, 4 + 2 + 2 is more than a walk")
        << QStringList {"C7", "C8", "C9"} << QStringList {} << "hedge"
        << "" << QStringList {"moved-more", "ran"};
}

void TstSkRound::movement()
{
    QFETCH(QStringList, path);
    QFETCH(QStringList, status);
    QFETCH(QString, terrain);
    QFETCH(QString, refusal);
    QFETCH(QStringList, after);
    SkirmishRuleSet rules;
    Fig a1 = member("a1", "C6", "Able team");
    for (const QString &k : status)
        a1.status.push_back(k.toStdString());
    // The enemy far off, behind a building: no question of sight here.
    GameState s = inRound(rules, {a1, member("d1", "P1", "Gruppe 1", "de")});
    if (terrain == "hedge") // on the hexside between C6 and C7
        s.editMap().setHexsideFeature(at("C6"), directionTo(at("C6"), at("C7")), "hedge");
    else if (!terrain.isEmpty())
        s.editMap().setTerrain(at("C7"), terrain.toStdString());
    std::vector<std::string> labels;
    for (const QString &h : path)
        labels.push_back(h.toStdString());
    std::vector<const char *> hexes;
    for (const std::string &l : labels)
        hexes.push_back(l.c_str());
    const Evaluation e = play(rules, s, move("a1", hexes));
    QCOMPARE(QString::fromStdString(e.legal ? std::string() : e.whyNot), refusal);
    if (!e.legal)
        return;
    for (const QString &k : after)
        QVERIFY2(has(s, "a1", k.toStdString()), qPrintable(k));
    if (after.contains("ran")) {
        const Evaluation shot = rules.evaluateInGame(s, fire({"a1"}, "d1"));
        QVERIFY(!shot.legal);
        QVERIFY2(shot.whyNot.find("ran this round") != std::string::npos, shot.whyNot.c_str());
    }
}

void TstSkRound::movingIntoSight()
{
    SkirmishRuleSet rules;
    // d1 in H2 looks down column H; woods in H4 hide H6, not J6.
    GameState s
        = inRound(rules, {member("a1", "H6", "Able team"), member("d1", "H2", "Gruppe 1", "de")});
    s.editMap().setTerrain(at("H4"), "woods");
    const Evaluation e = play(rules, s, move("a1", {"I6", "J6"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(mentions(e, "moves into the enemy's sight"));
    QVERIFY(has(s, "a1", states::intoOutOfSight));
}

void TstSkRound::interruptFire()
{
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne());
    // Out of turn, nothing but an interrupt: no figure has moved yet.
    const Evaluation early = rules.evaluateInGame(s, fire({"d1"}, "a1"));
    QVERIFY(!early.legal);
    QVERIFY2(early.whyNot.find("may only interrupt") != std::string::npos, early.whyNot.c_str());
    QVERIFY(play(rules, s, move("a1", {"C5"})).legal);
    const std::vector<Action> replies = rules.reactions(s, move("a1", {"C5"}));
    QCOMPARE(replies.size(), std::size_t(1)); // Gruppe 1, with both its figures
    QCOMPARE(replies.front().actors.size(), std::size_t(2));
    QCOMPARE(paramOr<std::string>(replies.front().params, "fireType", ""), std::string("direct"));
    const Evaluation e = play(rules, s, replies.front(), {1, 1, 1, 1, 6, 6}); // misses; reaction
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(mentions(e, "that spends its activation"));
    // The interrupt spends Gruppe 1's activation; the Americans' activation goes on.
    QVERIFY(has(s, "d1", states::acted) && has(s, "d2", states::acted));
    QVERIFY(s.sequence().activation == UnitId {"a1"});
    QVERIFY(rules.reactions(s, move("a2", {"D5"})).empty()); // Gruppe 1 has fired
}

void TstSkRound::fireTypeInARound_data()
{
    QTest::addColumn<bool>("freePlay");
    QTest::addColumn<QString>("declared");
    QTest::addColumn<QString>("fireType"); // the firer.fire-type line's text, "" for none
    // REFERENCE 3.6.2: a team's fire in its own activation is direct fire.
    QTest::newRow("a round: ordinary fire is the team's direct fire") << false << "none"
                                                                      << "direct fire";
    QTest::newRow("a round: direct fire declared") << false << "direct"
                                                   << "direct fire";
    QTest::newRow("free play: ordinary fire adds nothing") << true << "none"
                                                           << "";
    QTest::newRow("free play: direct fire declared") << true << "direct"
                                                     << "direct fire";
    QTest::newRow("free play: return fire declared") << true << "return"
                                                     << "return fire";
}

void TstSkRound::fireTypeInARound()
{
    QFETCH(bool, freePlay);
    QFETCH(QString, declared);
    QFETCH(QString, fireType);
    SkirmishRuleSet rules;
    Diagnostics d;
    rules.configure(parse(freePlay ? R"({"freePlay": true})" : "{}"), d);
    QVERIFY(d.empty());
    const GameState s = inRound(rules, twoAgainstOne());
    const Evaluation e = rules.evaluateInGame(s, fire({"a1"}, "d1", declared.toStdString()));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QStringList types;
    for (const ExplanationLine &l : e.lines) {
        if (l.key == "firer.fire-type")
            types.append(QString::fromStdString(l.text));
    }
    QCOMPARE(types.size(), fireType.isEmpty() ? 0 : 1);
    if (!fireType.isEmpty())
        QVERIFY2(types.front().contains(fireType), qPrintable(types.front()));
    // Direct fire that nobody declared is HexFire's reading of the round: shown as assumed.
    const bool byDefault = !freePlay && declared == "none";
    const auto assumedLine = std::find_if(e.lines.begin(), e.lines.end(),
        [](const ExplanationLine &l) { return l.key == "fire.direct-in-round"; });
    QCOMPARE(assumedLine != e.lines.end(), byDefault);
    if (byDefault)
        QVERIFY(assumedLine->assumed);
}

void TstSkRound::takingCover_data()
{
    QTest::addColumn<QList<int>>("dice"); // a1's two dice (a miss), then Gruppe 1's reaction
    QTest::addColumn<QStringList>("path"); // d2's move from E2, out of turn
    QTest::addColumn<QString>("whyNot"); // "" when taking cover is allowed
    QTest::newRow("passed: into the woods next to it, one hex of 4 inches")
        << QList<int> {1, 1, 6, 6} << QStringList {"E1"} << "";
    QTest::newRow("failed by 3: into the woods")
        << QList<int> {1, 1, 2, 2} << QStringList {"E1"} << "";
    QTest::newRow("passed: behind a hedge, 2 inches")
        << QList<int> {1, 1, 6, 6} << QStringList {"F2"} << "";
    QTest::newRow("passed: two hexes, more than half a walk")
        << QList<int> {1, 1, 6, 6} << QStringList {"D2", "D1"} << "half a walk (3 inches)";
    QTest::newRow("passed: into the open")
        << QList<int> {1, 1, 6, 6} << QStringList {"D2"} << "only in a hex that gives cover";
    QTest::newRow("pinned: stays down")
        << QList<int> {1, 1, 1, 2} << QStringList {"E1"} << "is pinned: it stays down";
}

void TstSkRound::takingCover()
{
    QFETCH(QList<int>, dice);
    QFETCH(QStringList, path);
    QFETCH(QString, whyNot);
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne());
    s.editMap().setTerrain(at("E1"), "woods");
    s.editMap().setTerrain(at("D1"), "woods");
    for (HexDirection d : allDirections)
        s.editMap().setHexsideFeature(at("F2"), d, "hedge");
    // Before any fire, a German move out of turn is no reaction.
    const Evaluation before = rules.evaluateInGame(s, move("d2", {"E1"}));
    QVERIFY(!before.legal);
    QVERIFY2(
        before.whyNot.find("moves only to take cover") != std::string::npos, before.whyNot.c_str());
    QVERIFY(play(rules, s, fire({"a1"}, "d1"), std::vector<int>(dice.begin(), dice.end())).legal);
    std::vector<std::string> labels;
    for (const QString &h : path)
        labels.push_back(h.toStdString());
    std::vector<const char *> hexes;
    for (const std::string &l : labels)
        hexes.push_back(l.c_str());
    const Evaluation e = play(rules, s, move("d2", hexes));
    if (!whyNot.isEmpty()) {
        QVERIFY(!e.legal);
        QVERIFY2(e.whyNot.find(whyNot.toStdString()) != std::string::npos, e.whyNot.c_str());
        return;
    }
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(mentions(e, "takes cover in reaction to the fire"));
    // No activation of its own: the Americans' goes on, and Gruppe 1 may still act this round.
    QVERIFY(s.sequence().activation == UnitId {"a1"});
    QVERIFY(!has(s, "d2", states::acted));
    QVERIFY(s.unit(UnitId {"d2"}).hex == at(path.back().toLatin1().constData()));
    // Once: the figure has taken cover; it neither moves again nor returns fire out of turn.
    QVERIFY(!has(s, "d2", states::mayReturnFire) && !has(s, "d2", states::shaken));
    QVERIFY(!rules.evaluateInGame(s, move("d2", {"E2"})).legal);
    Action prone = order("set-posture", "d2");
    prone.params["state"] = std::string("prone");
    QVERIFY(!rules.evaluateInGame(s, prone).legal);
    // d1 has not reacted yet: it goes prone, once.
    Action d1Prone = order("set-posture", "d1");
    d1Prone.params["state"] = std::string("prone");
    QVERIFY(play(rules, s, d1Prone).legal);
    QVERIFY(has(s, "d1", states::prone));
    d1Prone.params["state"] = std::string("standing");
    QVERIFY(!rules.evaluateInGame(s, d1Prone).legal);
}

void TstSkRound::postureCostsInches()
{
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne());
    Action prone;
    prone.kind = "set-posture";
    prone.actors = {UnitId {"a1"}};
    prone.params["state"] = std::string("prone");
    const Evaluation e = play(rules, s, prone);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(s.unit(UnitId {"a1"}).movementSpent, 3);
    QVERIFY(has(s, "a1", states::movedMore)); // 3 inches: half a walk
    // 3 inches left of the walk, but prone it crawls: 2 inches, all spent already.
    QVERIFY(!rules.evaluateInGame(s, move("a1", {"C7"})).legal);
}

void TstSkRound::reactionTest_data()
{
    QTest::addColumn<QList<int>>("dice"); // a1's two dice, a2's, the wound rolls, the test's
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QString>("state"); // set on both figures of Gruppe 1
    QTest::newRow("no hit, 12: passes, may return fire")
        << QList<int> {1, 1, 1, 1, 6, 6} << "reaction-passes"
        << "may-return-fire";
    QTest::newRow("SK-T02: two figures hit, 8 - 2 = 6 against 7: fails, cover or panic fire")
        << QList<int> {6, 6, 6, 6, 1, 1, 4, 4} << "reaction-fails"
        << "shaken";
    QTest::newRow("no hit, 3 against 7: short by 4, pinned")
        << QList<int> {1, 1, 1, 1, 1, 2} << "reaction-pinned"
        << "pinned";
    QTest::newRow("a natural 2: pinned") << QList<int> {1, 1, 1, 1, 1, 1} << "reaction-pinned"
                                         << "pinned";
}

void TstSkRound::reactionTest()
{
    QFETCH(QList<int>, dice);
    QFETCH(QString, outcome);
    QFETCH(QString, state);
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne());
    const Action a = fire({"a1", "a2"}, "d1");
    const Evaluation e = rules.evaluateInGame(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice script(std::vector<int>(dice.begin(), dice.end()));
    const Resolution r = rules.resolve(s, e, script);
    s.apply(r.effects);
    const bool reported = std::any_of(r.outcomes.begin(), r.outcomes.end(),
        [&](const Outcome &o) { return QString::fromStdString(o.key) == outcome; });
    QVERIFY2(reported, qPrintable(outcome));
    QVERIFY(has(s, "d1", state.toStdString()));
    QVERIFY(has(s, "d2", state.toStdString()));
}

void TstSkRound::reactionOddsWithoutHits()
{
    // A pistol beyond twice its range hits nothing, yet Gruppe 1 reacts: two dice alone against
    // 7 pass on 7 or more (21 in 36), fail on 4 to 6 (12) and pin on 2 or 3 (3).
    SkirmishRuleSet rules;
    Fig a1 = member("a1", "A6", "Able team");
    a1.weapon = "pistol";
    const GameState s = inRound(rules, {a1, member("d1", "K6", "Gruppe 1", "de")});
    const Evaluation e = rules.evaluateInGame(s, fire({"a1"}, "d1"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const auto table = std::find_if(e.odds.begin(), e.odds.end(),
        [](const OddsTable &t) { return t.title == "Reaction of Gruppe 1"; });
    QVERIFY(table != e.odds.end());
    QCOMPARE(table->outcomes.size(), std::size_t(3));
    QVERIFY(std::abs(table->outcomes[0].probability - 21.0 / 36) < 1e-12);
    QVERIFY(std::abs(table->outcomes[1].probability - 12.0 / 36) < 1e-12);
    QVERIFY(std::abs(table->outcomes[2].probability - 3.0 / 36) < 1e-12);
}

void TstSkRound::returnFireIsNoActivation()
{
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne());
    QVERIFY(play(rules, s, fire({"a1"}, "d1"), {1, 1, 6, 6}).legal); // Gruppe 1 passes
    const std::vector<Action> replies = rules.reactions(s, fire({"a1"}, "d1"));
    QCOMPARE(replies.size(), std::size_t(1));
    QCOMPARE(paramOr<std::string>(replies.front().params, "fireType", ""), std::string("return"));
    QVERIFY(play(rules, s, replies.front(), {1, 1, 1, 1, 6, 6}).legal);
    // It was Gruppe 1's fire for the round, not its activation; Able team's activation goes on.
    QVERIFY(has(s, "d1", states::fired));
    QVERIFY(!has(s, "d1", states::acted));
    QVERIFY(s.sequence().activation == UnitId {"a1"});
    QVERIFY(rules.reactions(s, fire({"a1"}, "d1")).empty());
}

void TstSkRound::pinnedStaysDownThroughTheNextRound()
{
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne());
    QVERIFY(play(rules, s, fire({"a1"}, "d1"), {1, 1, 1, 1}).legal); // a natural 2: pinned
    QVERIFY(has(s, "d1", states::pinned));
    QVERIFY(play(rules, s, step(builtin::endActivation)).legal);
    Evaluation e = rules.evaluateInGame(s, move("d1", {"C1"}));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find("is pinned") != std::string::npos, e.whyNot.c_str());
    QVERIFY(play(rules, s, step(builtin::nextPhase)).legal); // End of round
    QVERIFY(play(rules, s, step(builtin::nextPhase)).legal); // round 2
    QVERIFY(has(s, "d1", states::pinned)); // through the next round
    QVERIFY(play(rules, s, step(builtin::nextPhase), {6, 6, 1, 1}).legal); // activations
    QVERIFY(play(rules, s, step(builtin::nextPhase)).legal); // End of round
    QVERIFY(play(rules, s, step(builtin::nextPhase)).legal); // round 3
    QVERIFY(!has(s, "d1", states::pinned));
}

void TstSkRound::aLossIsRemembered()
{
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne());
    // a1 hits (6, 6), a2 misses; the wound roll 3 puts d1 down; the reaction 6, 6 passes.
    QVERIFY(play(rules, s, fire({"a1", "a2"}, "d1"), {6, 6, 1, 1, 3, 6, 6}).legal);
    QVERIFY(has(s, "d1", states::down));
    QVERIFY(has(s, "d1", states::lostThisRound) && has(s, "d2", states::lostThisRound));
}

void TstSkRound::morale_data()
{
    QTest::addColumn<QStringList>("d1"); // d1 and d2 are Gruppe 1
    QTest::addColumn<QStringList>("d2");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("after"); // "holds", "broken", "removed" or "no test"
    const QStringList down {"down", "lost-this-round"};
    const QStringList lost {"lost-this-round"};
    QTest::newRow("half down, 12: holds") << down << lost << QList<int> {6, 6} << "holds";
    QTest::newRow("half down, 3 against 7: breaks")
        << down << lost << QList<int> {1, 2} << "broken";
    QTest::newRow("broken already, fails again: removed")
        << (down + QStringList {"broken"}) << (lost + QStringList {"broken"}) << QList<int> {1, 2}
        << "removed";
    QTest::newRow("no loss this round: no test")
        << QStringList {"down"} << QStringList {} << QList<int> {} << "no test";
}

void TstSkRound::morale()
{
    QFETCH(QStringList, d1);
    QFETCH(QStringList, d2);
    QFETCH(QList<int>, dice);
    QFETCH(QString, after);
    SkirmishRuleSet rules;
    std::vector<Fig> figs = twoAgainstOne();
    for (Fig &f : figs) {
        const QStringList &extra = f.id == "d1" ? d1 : f.id == "d2" ? d2 : QStringList {};
        for (const QString &k : extra)
            f.status.push_back(k.toStdString());
    }
    GameState s = inRound(rules, figs, phases::endOfRound);
    const Evaluation e = rules.evaluateInGame(s, step(builtin::nextPhase));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const bool tested = std::any_of(e.odds.begin(), e.odds.end(),
        [](const OddsTable &t) { return t.title == "Morale of Gruppe 1"; });
    QCOMPARE(tested, after != "no test");
    QVERIFY(
        play(rules, s, step(builtin::nextPhase), std::vector<int>(dice.begin(), dice.end())).legal);
    if (after == "removed") {
        QVERIFY(s.unit(UnitId {"d2"}).eliminated);
        return;
    }
    QCOMPARE(has(s, "d2", states::broken), after == "broken");
    QVERIFY(!has(s, "d2", states::lostThisRound));
}

void TstSkRound::brokenTeamFallsBack()
{
    SkirmishRuleSet rules;
    std::vector<Fig> figs = twoAgainstOne();
    for (Fig &f : figs) {
        if (f.side == "de")
            f.status.push_back("broken");
    }
    GameState s = inRound(rules, figs);
    QVERIFY(play(rules, s, step(builtin::endActivation)).legal); // the Germans to act
    Evaluation e = rules.evaluateInGame(s, fire({"d1"}, "a1"));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find("may only panic fire") != std::string::npos, e.whyNot.c_str());
    e = rules.evaluateInGame(s, move("d1", {"C3"})); // towards a1 in C6
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find("only falls back") != std::string::npos, e.whyNot.c_str());
    QVERIFY(play(rules, s, move("d1", {"C1"})).legal);
}

void TstSkRound::rally_data()
{
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<bool>("rallies");
    QTest::newRow("11 against 7: rallies") << QList<int> {5, 6} << true;
    QTest::newRow("4 against 7: removed") << QList<int> {2, 2} << false;
}

void TstSkRound::rally()
{
    QFETCH(QList<int>, dice);
    QFETCH(bool, rallies);
    SkirmishRuleSet rules;
    std::vector<Fig> figs = twoAgainstOne();
    for (Fig &f : figs) {
        if (f.team == "Able team")
            f.status.push_back("broken");
    }
    GameState s = inRound(rules, figs);
    QVERIFY(!rules.evaluateInGame(s, order("rally", "b1")).legal); // Baker team is not broken
    const Evaluation e = rules.evaluateInGame(s, order("rally", "a1"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.odds.size(), std::size_t(1));
    QVERIFY(std::abs(e.odds.front().outcomes[0].probability - 21.0 / 36) < 1e-12);
    QVERIFY(play(rules, s, order("rally", "a1"), std::vector<int>(dice.begin(), dice.end())).legal);
    if (rallies) {
        QVERIFY(!has(s, "a1", states::broken) && !has(s, "a2", states::broken));
        QVERIFY(has(s, "a1", states::acted)); // the rally was its activation
    } else {
        QVERIFY(s.unit(UnitId {"a1"}).eliminated && s.unit(UnitId {"a2"}).eliminated);
    }
}

void TstSkRound::endOfRoundClearsTheRound()
{
    SkirmishRuleSet rules;
    GameState s = inRound(rules, twoAgainstOne());
    QVERIFY(play(rules, s, move("a1", {"C7", "C8", "C9", "C10", "C11", "C12"})).legal);
    QVERIFY(has(s, "a1", states::ran));
    QVERIFY(play(rules, s, step(builtin::nextPhase)).legal); // to the End of round
    QVERIFY(play(rules, s, step(builtin::nextPhase), {6, 6, 1, 1}).legal); // round 2
    QCOMPARE(s.sequence().turn, 2);
    QCOMPARE(QString::fromStdString(s.sequence().phase),
        QString::fromStdString(std::string(phases::initiative)));
    for (const char *f : {"a1", "a2", "d1"}) {
        QVERIFY(!has(s, f, states::acted));
        QVERIFY(!has(s, f, states::ran));
    }
    QCOMPARE(s.unit(UnitId {"a1"}).movementSpent, 0);
}

void TstSkRound::teamsIndexIsTheScan()
{
    // The index a fire's evaluation reads its teams from: the same figures, in the same order,
    // as a scan of every unit, across sides that name a team alike, figures off the map, a unit
    // of no team, and a copy whose figures moved or were removed.
    Fig a1 = mine("us-1");
    Fig a2 = mine("us-2");
    a2.hex = "D6";
    Fig b1 = mine("us-3");
    b1.team = "Baker team";
    Fig alike = enemy("F6", "de-1");
    alike.team = "Able team"; // the other side's team of the same name is another team
    Fig g2 = enemy("F7", "de-2");
    GameState state = position({a1, b1, alike, a2, g2, enemy("G6", "de-3")});
    Unit plain;
    plain.id = UnitId {"stray"};
    plain.side = SideId {"us"};
    plain.hex = at("C7");
    state.addUnit(plain); // no 2d6 Skirmish profile: no team
    GameState later = state;
    Unit gone = later.unit(UnitId {"us-2"});
    gone.eliminated = true; // off the map: in the team, not among its figures on the map
    later.replaceUnit(gone);
    for (const GameState *s : {&state, &later}) {
        const SkTeams teams(*s);
        for (const Unit &u : s->units()) {
            QCOMPARE(teams.of(*s, u), teamOf(*s, u));
            std::vector<const Unit *> all;
            for (const Unit &m : s->units()) {
                if (sameTeam(m, u))
                    all.push_back(&m);
            }
            QCOMPARE(teams.allOf(*s, u), all);
            // A unit that is not of this position (a copy) is found by a scan, the same.
            const Unit copy = u;
            QCOMPARE(teams.allOf(*s, copy), all);
        }
    }
    const SkTeams teams(later);
    QCOMPARE(teams.allOf(later, later.unit(UnitId {"us-1"})).size(), std::size_t(2));
    QCOMPARE(teams.of(later, later.unit(UnitId {"us-1"})).size(), std::size_t(1));
    QCOMPARE(teams.of(later, later.unit(UnitId {"de-1"})).size(), std::size_t(1));
    QVERIFY(teams.allOf(later, later.unit(UnitId {"stray"})).empty());
    // The cache gives one index per position. A figure moved or off the map keeps the teams
    // (the Threats map moves one from hex to hex); a figure of another team, or one more
    // figure, takes a new index.
    const SkTeamsCache cache;
    QCOMPARE(cache.teams(state).get(), cache.teams(GameState(state)).get());
    QCOMPARE(cache.teams(state).get(), cache.teams(later).get());
    GameState moved = state;
    Unit walker = moved.unit(UnitId {"us-1"});
    walker.hex = at("D7");
    moved.replaceUnit(walker);
    QCOMPARE(cache.teams(moved).get(), cache.teams(state).get());
    GameState joined = moved;
    Fig baker = b1;
    baker.team = "Able team";
    joined.replaceUnit(figure(baker));
    GameState grown = moved;
    grown.addUnit(figure(mine("us-4")));
    GameState otherSide = moved;
    Unit turncoat = otherSide.unit(UnitId {"us-3"});
    turncoat.side = SideId {"de"};
    otherSide.replaceUnit(turncoat);
    for (const GameState *s : {&moved, &joined, &grown, &otherSide}) {
        const std::shared_ptr<const SkTeams> index = cache.teams(*s);
        QCOMPARE(index.get() == cache.teams(state).get(), s == &moved);
        for (const Unit &u : s->units())
            QCOMPARE(index->of(*s, u), teamOf(*s, u));
    }
    QCOMPARE(cache.teams(joined)->of(joined, joined.unit(UnitId {"us-1"})).size(), std::size_t(3));
}

QTEST_GUILESS_MAIN(TstSkRound)
#include "tst_skround.moc"
