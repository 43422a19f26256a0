// How a game of 2d6 Skirmish is won (REFERENCE 3.6.7, a DEFAULT the players may change): the
// preset (12 rounds, objectives, a side that lost half its figures concedes), the concession at
// the end of a round only, a scenario without victory conditions taking the preset, and the
// leaders of 3.6.4 and 3.6.6 (a team whose leader is down tests at -1 and tests its morale; a
// leader within 6 inches helps a broken team rally).

#include "app/rulesets.h"
#include "core/dice/scripteddice.h"
#include "core/rules/builtinactions.h"
#include "core/rules/sequence.h"
#include "core/rules/skirmish/skmorale.h"
#include "core/rules/skirmish/skreaction.h"
#include "core/rules/skirmish/skround.h"
#include "core/rules/skirmish/skruleset.h"
#include "core/rules/skirmish/skvictory.h"
#include "core/rules/victory.h"
#include "core/scenario/scenarioio.h"

#include "tests/skirmish/skfixture.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::skirmish;
using namespace hexfire::sktest;

namespace {

Fig member(std::string id, const char *hex, std::string team, std::string side = "us",
    std::vector<std::string> status = {})
{
    Fig f;
    f.id = std::move(id);
    f.hex = hex;
    f.team = std::move(team);
    f.side = std::move(side);
    f.status = std::move(status);
    return f;
}

VictoryConditions preset()
{
    VictoryConditions v;
    v.turnLimit = 12;
    v.conditions = {"objectives", "concession"};
    return v;
}

GameState inRound(const SkirmishRuleSet &rules, const std::vector<Fig> &figs,
    std::string_view phase, int turn = 1, VictoryConditions victory = preset())
{
    GameState s = position(figs);
    s.setVictory(std::move(victory));
    SequencePosition p;
    p.turn = turn;
    p.phase = std::string(phase);
    p.firstSide = SideId {"us"};
    s.setSequence(completePosition(rules.sequenceOfPlay(), s, p));
    return s;
}

Action step(std::string_view key)
{
    Action a;
    a.kind = std::string(key);
    return a;
}

bool play(const SkirmishRuleSet &rules, GameState &s, const Action &a, std::vector<int> faces = {})
{
    const Evaluation e = rules.evaluateInGame(s, a);
    if (!e.legal)
        return false;
    ScriptedDice dice(std::move(faces));
    s.apply(rules.resolve(s, e, dice).effects);
    return true;
}

bool mentions(const std::vector<ExplanationLine> &lines, const std::string &text)
{
    return std::any_of(lines.begin(), lines.end(),
        [&](const ExplanationLine &l) { return l.text.find(text) != std::string::npos; });
}

const std::string sandboxLike = R"({
  "format": "hexfire-scenario", "version": 3, "title": "t", "ruleset": "skirmish",
  %OPTIONS%
  "map": { "width": 4, "height": 4, "orientation": "flat-top", "parity": "odd",
           "labels": "letter-number",
           "terrainKinds": [{ "id": "clear", "symbol": ".", "name": "Clear", "colour": "#d8d0a0" }],
           "terrain": ["....", "....", "....", "...."] },
  "sides": [{ "id": "br", "name": "British" }, { "id": "ge", "name": "German" }],
  %VICTORY%
  "units": [
    { "id": "a", "name": "Lt. Marsh", "side": "br", "hex": "A1",
      "skirmish": { "team": "1st Section", "quality": "elite", "weapon": "pistol", "leader": true } },
    { "id": "b", "name": "Gefr. Ott", "side": "ge", "hex": "D4",
      "skirmish": { "team": "1st Squad", "quality": "trained", "weapon": "rifle" } }
  ]
})";

std::string scenarioText(const std::string &options, const std::string &victory)
{
    std::string t = sandboxLike;
    t.replace(t.find("%OPTIONS%"), 9, options);
    t.replace(t.find("%VICTORY%"), 9, victory);
    return t;
}

} // namespace

class TstSkVictory : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerRuleSets(); }
    void concession_data();
    void concession();
    void concessionWaitsForTheEndOfTheRound();
    void lastRoundEnds();
    void presetOffered();
    void scenarioWithoutVictoryTakesThePreset_data();
    void scenarioWithoutVictoryTakesThePreset();
    void leaderDownTestsAtMinusOne();
    void losingTheLeaderTestsMorale();
    void leaderHelpsARally_data();
    void leaderHelpsARally();
};

void TstSkVictory::concession_data()
{
    QTest::addColumn<QStringList>("us2"); // the Americans: us1 (well) and us2
    QTest::addColumn<QStringList>("de2"); // the Germans: de1, de2, de3
    QTest::addColumn<int>("percent");
    QTest::addColumn<bool>("withConcession");
    QTest::addColumn<QString>("headline"); // empty: the game goes on
    QTest::newRow("one of two Americans down: half, they concede")
        << QStringList {"down"} << QStringList {} << 50 << true << "German victory";
    QTest::newRow("a broken figure counts as lost")
        << QStringList {"broken"} << QStringList {} << 50 << true << "German victory";
    QTest::newRow("nothing lost: the game goes on")
        << QStringList {} << QStringList {} << 50 << true << "";
    QTest::newRow("one of three Germans down: a third, the game goes on")
        << QStringList {} << QStringList {"down"} << 50 << true << "";
    QTest::newRow("both sides at their share: the higher share concedes")
        << QStringList {"down"} << QStringList {"down"} << 30 << true << "German victory";
    QTest::newRow("the option at 60 percent: half is not enough")
        << QStringList {"down"} << QStringList {} << 60 << true << "";
    QTest::newRow("no concession among the conditions: the game goes on")
        << QStringList {"down"} << QStringList {} << 50 << false << "";
}

void TstSkVictory::concession()
{
    QFETCH(QStringList, us2);
    QFETCH(QStringList, de2);
    QFETCH(int, percent);
    QFETCH(bool, withConcession);
    QFETCH(QString, headline);
    SkirmishRuleSet rules;
    Diagnostics d;
    rules.configure(
        parse(R"({"victoryPreset": {"concessionPercent": )" + std::to_string(percent) + "}}"), d);
    QVERIFY2(d.empty(), d.format().c_str());
    std::vector<std::string> a, b;
    for (const QString &k : us2)
        a.push_back(k.toStdString());
    for (const QString &k : de2)
        b.push_back(k.toStdString());
    VictoryConditions v = preset();
    if (!withConcession)
        v.conditions = {"objectives"};
    GameState s = inRound(rules,
        {member("us1", "C6", "Able team"), member("us2", "D6", "Able team", "us", a),
            member("de1", "C2", "Gruppe 1", "de"), member("de2", "D2", "Gruppe 1", "de", b),
            member("de3", "E2", "Gruppe 1", "de")},
        phases::endOfRound, 3, v);
    QVERIFY(play(rules, s, step(builtin::nextPhase)));
    const GameResult r = gameResult(rules, s);
    QCOMPARE(r.over, !headline.isEmpty());
    QCOMPARE(QString::fromStdString(r.headline), headline);
    if (r.over) {
        QVERIFY2(r.reason.find("concedes") != std::string::npos, r.reason.c_str());
        QVERIFY(!play(rules, s, step(builtin::nextPhase))); // over: nothing more to play
    } else {
        QCOMPARE(s.sequence().turn, 4);
    }
}

void TstSkVictory::concessionWaitsForTheEndOfTheRound()
{
    SkirmishRuleSet rules;
    GameState s = inRound(rules,
        {member("us1", "C6", "Able team"), member("us2", "D6", "Able team", "us", {"down"}),
            member("de1", "C2", "Gruppe 1", "de")},
        phases::activations);
    // Ending the activations moves on to the end of the round, where the check is made.
    QVERIFY(play(rules, s, step(builtin::nextPhase)));
    QVERIFY(!gameIsOver(s));
    QCOMPARE(s.sequence().phase, std::string(phases::endOfRound));
    QVERIFY(play(rules, s, step(builtin::nextPhase)));
    QVERIFY(gameIsOver(s));
}

void TstSkVictory::lastRoundEnds()
{
    SkirmishRuleSet rules;
    GameState s
        = inRound(rules, {member("us1", "C6", "Able team"), member("de1", "C2", "Gruppe 1", "de")},
            phases::endOfRound, 12);
    s.setObjectives({{"Farm", at("C6"), 2, SideId {"us"}}});
    QVERIFY(play(rules, s, step(builtin::nextPhase)));
    const GameResult r = gameResult(rules, s);
    QVERIFY(r.over);
    QCOMPARE(r.headline, std::string("American victory"));
}

void TstSkVictory::presetOffered()
{
    SkirmishRuleSet rules;
    const std::optional<VictoryPreset> p = rules.sequenceRules()->victoryPreset();
    QVERIFY(p);
    QCOMPARE(p->conditions, preset());
    QVERIFY(p->summary.find("12 rounds") != std::string::npos);
    QCOMPARE(p->rule, std::string("docs/rules.md: 2d6 Skirmish victory"));
    const auto types = rules.victoryConditionTypes();
    QVERIFY(std::any_of(types.begin(), types.end(),
        [](const VictoryConditionType &t) { return t.key == "concession"; }));
    const auto a = rules.assumptions();
    QVERIFY(std::any_of(
        a.begin(), a.end(), [](const Assumption &x) { return x.key == "skirmish.victory"; }));
    // The fire rules alone (free play) have no round and so nothing to win.
    Diagnostics d;
    rules.configure(parse(R"({"freePlay": true})"), d);
    QVERIFY(!rules.sequenceRules());
}

void TstSkVictory::scenarioWithoutVictoryTakesThePreset_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("victory");
    QTest::addColumn<bool>("fromPreset");
    QTest::addColumn<int>("rounds"); // 0: no limit
    QTest::newRow("no victory: the preset, 12 rounds") << ""
                                                       << "" << true << 12;
    QTest::newRow("no victory, the option at 8 rounds")
        << R"("rulesetOptions": { "victoryPreset": { "rounds": 8 } },)"
        << "" << true << 8;
    QTest::newRow("the scenario's own victory stands")
        << ""
        << R"("victory": { "turnLimit": 5, "conditions": ["objectives"] },)" << false << 5;
    QTest::newRow("free play: no preset") << R"("rulesetOptions": { "freePlay": true },)"
                                          << "" << false << 0;
}

void TstSkVictory::scenarioWithoutVictoryTakesThePreset()
{
    QFETCH(QString, options);
    QFETCH(QString, victory);
    QFETCH(bool, fromPreset);
    QFETCH(int, rounds);
    const LoadResult r
        = loadScenarioText(scenarioText(options.toStdString(), victory.toStdString()), "t.json");
    QVERIFY2(r.scenario, r.diagnostics.format().c_str());
    QCOMPARE(r.scenario->victoryPreset, fromPreset);
    QCOMPARE(r.scenario->initial.victory().turnLimit.value_or(0), rounds);
    // Saved, the conditions are the file's own: reopened, nothing is asked again.
    const LoadResult again = loadScenarioText(scenarioToText(*r.scenario), "t.json");
    QVERIFY2(again.scenario, again.diagnostics.format().c_str());
    QVERIFY(!again.scenario->victoryPreset);
    QCOMPARE(again.scenario->initial.victory(), r.scenario->initial.victory());
    // The leader mark survives the round trip.
    const Unit &leader = again.scenario->initial.unit(UnitId {"a"});
    QVERIFY(profileOf<SkProfile>(leader)->leader);
}

void TstSkVictory::leaderDownTestsAtMinusOne()
{
    SkirmishRuleSet rules;
    Fig lead = member("a1", "C6", "Able team", "us", {"down"});
    lead.leader = true;
    GameState s = position({lead, member("a2", "D6", "Able team")});
    const ReactionTest t = reactionTest(rules.options(), s, s.unit(UnitId {"a2"}));
    QCOMPARE(t.modifier, -1);
    QVERIFY(mentions(t.lines, "its leader, a1, is down"));
    s = position({member("a1", "C6", "Able team"), member("a2", "D6", "Able team")});
    QCOMPARE(reactionTest(rules.options(), s, s.unit(UnitId {"a2"})).modifier, 0);
}

void TstSkVictory::losingTheLeaderTestsMorale()
{
    SkirmishRuleSet rules;
    // One of four down (not half), but it is the leader: the team tests.
    Fig lead = member("a1", "C6", "Able team", "us", {"down", "lost-this-round"});
    lead.leader = true;
    std::vector<Fig> figs {lead, member("a2", "D6", "Able team", "us", {"lost-this-round"}),
        member("a3", "E6", "Able team", "us", {"lost-this-round"}),
        member("a4", "F6", "Able team", "us", {"lost-this-round"})};
    GameState s = position(figs);
    std::vector<MoraleTest> tests = moraleTests(rules.options(), s);
    QCOMPARE(tests.size(), std::size_t(1));
    QCOMPARE(tests.front().leaderLost, std::string("a1"));
    QCOMPARE(tests.front().test.modifier, -1);
    // The same loss of a figure that is not the leader: no test.
    figs.front().leader = false;
    s = position(figs);
    QVERIFY(moraleTests(rules.options(), s).empty());
}

void TstSkVictory::leaderHelpsARally_data()
{
    QTest::addColumn<QString>("leaderHex"); // the broken team stands in C6
    QTest::addColumn<QStringList>("leaderStatus");
    QTest::addColumn<int>("modifier");
    QTest::newRow("a leader 3 hexes away, 6 inches: +1") << "F6" << QStringList {} << 1;
    QTest::newRow("a leader 4 hexes away, 8 inches: nothing") << "G6" << QStringList {} << 0;
    QTest::newRow("a leader down: nothing") << "D6" << QStringList {"down"} << 0;
    QTest::newRow("a leader broken: nothing") << "D6" << QStringList {"broken"} << 0;
}

void TstSkVictory::leaderHelpsARally()
{
    QFETCH(QString, leaderHex);
    QFETCH(QStringList, leaderStatus);
    QFETCH(int, modifier);
    SkirmishRuleSet rules;
    const std::string hex = leaderHex.toStdString();
    std::vector<std::string> status;
    for (const QString &k : leaderStatus)
        status.push_back(k.toStdString());
    Fig lead = member("b1", hex.c_str(), "Baker team", "us", status);
    lead.leader = true;
    GameState s = inRound(rules,
        {member("a1", "C6", "Able team", "us", {"broken"}), lead,
            member("d1", "C1", "Gruppe 1", "de")},
        phases::activations);
    Action rally;
    rally.kind = "rally";
    rally.actors = {UnitId {"a1"}};
    const Evaluation e = rules.evaluateInGame(s, rally);
    QVERIFY2(e.legal, e.whyNot.c_str());
    // Trained, 7 or more on two dice: 21 of 36; with the +1, 6 or more: 26 of 36.
    const double pass = e.odds.front().outcomes.front().probability;
    QCOMPARE(qRound(pass * 36), modifier == 1 ? 26 : 21);
    QCOMPARE(mentions(e.lines, "a leader of the same side, is within 6 inches"), modifier == 1);
}

QTEST_GUILESS_MAIN(TstSkVictory)
#include "tst_skvictory.moc"
