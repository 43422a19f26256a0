// Recovery in The Last Hundred Yards (rules reference 1.8.5, 13.3.2): TLHY-REC-01, one row per
// DRM and outcome, the option recoverClearsDisrupted, the Regrouping hex, the refusals, and the
// exact odds against resolve() for every face of the die.

#include "tlhyfixture.h"

#include "core/data/diagnostics.h"
#include "core/dice/scripteddice.h"
#include "core/rules/tlhy/tlhyruleset.h"

#include <QTest>

#include <cmath>
#include <map>

using namespace hexfire;
using namespace tlhyfixture;

namespace {

struct Case {
    std::string state = "disrupted"; // the recovering unit's state: disrupted or regrouping
    int cohesion = 7;
    bool elite = false;
    TlhyNationalRule national = TlhyNationalRule::Standard;
    TlhyUnitType type = TlhyUnitType::Squad;
    std::string leader; // "", "same", "disrupted", "other-platoon"
    std::string enemyAt = "K3"; // 6 hexes and more from H9
    std::vector<int> regroupingMates; // Cohesions of other regrouping units in H9 ("m0", ...)
    bool clearsDisrupted = false;
    int face = 1;
    int drm = 0;
    std::string outcome;
};

GameState build(const Case &c)
{
    GameState s = emptyPosition();
    Unit u = makeUnit({"a", "us", "H9", c.type, c.cohesion, 2, 2});
    u.status.set(c.state);
    profileOf(u).elite = c.elite;
    profileOf(u).nationalRule = c.national;
    s.addUnit(u);
    if (!c.leader.empty()) {
        Unit l = makeUnit({"ldr", "us", "H9", TlhyUnitType::Leader, 8, 0, 0,
            c.leader == "other-platoon" ? "2nd Plt" : "1st Plt"});
        if (c.leader == "disrupted")
            l.status.set(std::string(tlhykeys::disrupted));
        s.addUnit(l);
    }
    for (std::size_t i = 0; i < c.regroupingMates.size(); ++i) {
        Unit m = makeUnit(
            {"m" + std::to_string(i), "us", "H9", TlhyUnitType::Squad, c.regroupingMates[i], 2, 2});
        m.status.set(std::string(tlhykeys::regrouping));
        s.addUnit(m);
    }
    s.addUnit(makeUnit({"enemy", "de", c.enemyAt}));
    return s;
}

TlhyOptions optionsFor(const Case &c)
{
    TlhyOptions o;
    o.recoverClearsDisrupted = c.clearsDisrupted;
    return o;
}

Action recover() { return action(tlhykeys::recover, {"a"}); }

} // namespace

Q_DECLARE_METATYPE(Case)

class TstTlhyRecovery : public QObject {
    Q_OBJECT

private slots:
    void outcomes_data();
    void outcomes();
    void refusals_data();
    void refusals();
    void vocabulary();
    void options();
};

void TstTlhyRecovery::outcomes_data()
{
    QTest::addColumn<Case>("c");
    Case rec01;
    rec01.elite = true;
    rec01.leader = "same";
    rec01.drm = -2;
    {
        Case c = rec01;
        c.face = 8;
        c.outcome = "recovered";
        QTest::newRow("TLHY-REC-01: 8 - 1 - 1 = 6 <= 7 recovers") << c;
        c.face = 2;
        c.outcome = "rallied";
        QTest::newRow("TLHY-REC-01: 2 - 1 - 1 = 0 <= 1 rallies (one extra action)") << c;
        c.face = 10;
        c.enemyAt = "H5";
        c.outcome = "heroic";
        QTest::newRow("TLHY-REC-01: a natural 10 with an enemy 4 hexes away is heroic") << c;
        c.enemyAt = "H4";
        QTest::newRow("heroic: an enemy exactly 5 hexes away") << c;
        c.enemyAt = "H3";
        c.outcome = "failed";
        QTest::newRow("no enemy within 5 hexes: 10 - 2 = 8 > 7 fails") << c;
        c.face = 9;
        c.outcome = "recovered";
        QTest::newRow("9 - 2 = 7 <= 7: a roll equal to Cohesion recovers") << c;
        c.face = 3;
        c.outcome = "rallied";
        QTest::newRow("3 - 2 = 1 <= 1 rallies") << c;
    }
    Case plain;
    plain.face = 8;
    plain.outcome = "failed";
    QTest::newRow("no DRM: 8 > 7 fails, still disrupted") << plain;
    plain.face = 1;
    plain.outcome = "rallied";
    QTest::newRow("no DRM: 1 rallies") << plain;
    plain.face = 2;
    plain.outcome = "recovered";
    QTest::newRow("no DRM: 2 recovers, not a rally") << plain;
    {
        Case c = plain;
        c.elite = true;
        c.face = 8;
        c.drm = -1;
        QTest::newRow("elite -1: 8 - 1 = 7 recovers") << c;
        c.elite = false;
        c.leader = "same";
        QTest::newRow("assisting leader of the platoon -1") << c;
        c.leader = "disrupted";
        c.drm = 0;
        c.outcome = "failed";
        QTest::newRow("a disrupted leader does not assist") << c;
        c.leader = "other-platoon";
        QTest::newRow("a leader of another platoon does not assist") << c;
    }
    {
        Case c = plain;
        c.national = TlhyNationalRule::Japanese;
        c.face = 7;
        c.outcome = "recovered";
        QTest::newRow("Japanese: no +1 against Disrupted") << c;
        c.clearsDisrupted = true;
        QTest::newRow("option recoverClearsDisrupted: recovered outright") << c;
        c.type = TlhyUnitType::Leader;
        c.clearsDisrupted = false;
        c.national = TlhyNationalRule::Standard;
        c.face = 10;
        c.enemyAt = "H5";
        c.outcome = "failed";
        QTest::newRow("a leader is not infantry: 10 is no heroic, 10 > 7 fails") << c;
    }
    Case rg;
    rg.state = "regrouping";
    rg.cohesion = 6;
    rg.regroupingMates = {8};
    rg.face = 8;
    rg.outcome = "rallied";
    QTest::newRow("Regrouping hex: rallies on the best combat unit's Cohesion 8") << rg;
    rg.face = 9;
    rg.outcome = "failed";
    QTest::newRow("Regrouping hex: 9 > 8 fails") << rg;
    rg.face = 1;
    rg.outcome = "rallied";
    QTest::newRow("Regrouping hex: 1 rallies every regrouping unit") << rg;
    {
        Case c = rg;
        c.regroupingMates = {};
        c.cohesion = 7;
        c.national = TlhyNationalRule::Japanese;
        c.face = 7;
        c.drm = 1;
        c.outcome = "failed";
        QTest::newRow("Japanese +1 against Regrouping: 7 + 1 > 7 fails") << c;
        c.national = TlhyNationalRule::Russian;
        QTest::newRow("Russian +1 against Regrouping") << c;
        c.face = 6;
        c.outcome = "rallied";
        QTest::newRow("Russian: 6 + 1 = 7 rallies") << c;
        c.national = TlhyNationalRule::Standard;
        c.drm = 0;
        c.face = 10;
        c.enemyAt = "H5";
        c.outcome = "heroic";
        QTest::newRow("Regrouping hex: a natural 10 is heroic") << c;
    }
}

void TstTlhyRecovery::outcomes()
{
    QFETCH(Case, c);
    const GameState start = build(c);
    TlhyRuleSet rules;
    rules.setOptions(optionsFor(c));
    const Evaluation e = rules.evaluate(start, recover());
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.dice.size(), std::size_t(1));
    QCOMPARE(e.finals.at(0).value, c.drm);
    // Exact odds: they sum to 1 and equal what resolve() gives for each face.
    QCOMPARE(e.odds.size(), std::size_t(1));
    std::map<std::string, double> enumerated;
    for (int face = 1; face <= 10; ++face) {
        ScriptedDice d({face});
        enumerated[rules.resolve(start, e, d).outcomes.at(0).key] += 0.1;
    }
    double sum = 0.0;
    for (const OutcomeOdds &o : e.odds[0].outcomes) {
        sum += o.probability;
        QVERIFY2(std::abs(o.probability - enumerated[o.key]) < 1e-9, o.key.c_str());
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-9);
    QVERIFY(!e.assumptions.empty());

    ScriptedDice dice({c.face});
    const Resolution r = rules.resolve(start, e, dice);
    QVERIFY(dice.exhausted());
    QCOMPARE(QString::fromStdString(r.outcomes.at(0).key), QString::fromStdString(c.outcome));
    GameState after = start;
    after.apply(r.effects);
    const Unit &u = after.unit(UnitId {"a"});
    const bool regrouping = c.state == "regrouping";
    const bool changed = c.outcome != "failed";
    QCOMPARE(u.status.has(tlhykeys::disrupted), !regrouping && !changed);
    QCOMPARE(u.status.has(tlhykeys::rallied), c.outcome == "rallied");
    QCOMPARE(u.status.has(tlhykeys::heroic), c.outcome == "heroic");
    const bool nowRegrouping
        = regrouping ? !changed : c.outcome == "recovered" && !c.clearsDisrupted;
    QCOMPARE(u.status.has(tlhykeys::regrouping), nowRegrouping);
    for (std::size_t i = 0; i < c.regroupingMates.size(); ++i) {
        const Unit &m = after.unit(UnitId {"m" + std::to_string(i)});
        QCOMPARE(m.status.has(tlhykeys::regrouping), c.outcome != "rallied");
        QCOMPARE(m.status.has(tlhykeys::rallied), c.outcome == "rallied");
    }
}

void TstTlhyRecovery::refusals_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("why");
    QTest::addColumn<QString>("rule");
    QTest::newRow("a unit neither disrupted nor regrouping") << "steady"
                                                             << "neither disrupted nor regrouping"
                                                             << "13.3.2";
    QTest::newRow("no recovery inside an assault hex") << "assault"
                                                       << "no recovery inside an assault hex"
                                                       << "10.5.3";
    QTest::newRow("two units") << "two"
                               << "select the one unit"
                               << "13.3.2";
}

void TstTlhyRecovery::refusals()
{
    QFETCH(QString, setup);
    QFETCH(QString, why);
    QFETCH(QString, rule);
    Case c;
    if (setup == "steady")
        c.state = "concealed";
    GameState s = build(c);
    Action a = recover();
    if (setup == "assault") {
        Marker m;
        m.kind = std::string(tlhykeys::assaultNationality);
        m.hex = hexAt("H9");
        m.side = SideId {"de"};
        s.addMarker(m);
    }
    if (setup == "two")
        a.actors.push_back(UnitId {"enemy"});
    const Evaluation e = TlhyRuleSet().evaluate(s, a);
    QVERIFY(!e.legal);
    QVERIFY2(QString::fromStdString(e.whyNot).contains(why), e.whyNot.c_str());
    QCOMPARE(QString::fromStdString(e.whyNotRule), rule);
}

void TstTlhyRecovery::vocabulary()
{
    TlhyRuleSet rules;
    const ActionType *a = findByKey(rules.vocabulary().actions, tlhykeys::recover);
    QVERIFY(a);
    QCOMPARE(a->actors, ActorRule::One);
    for (const std::string_view name : {"recovered", "rallied", "became-heroic"})
        QVERIFY(findByKey(rules.vocabulary().effects, name));
    // Every assumption recovery cites is published with a docs/rules.md entry.
    Case c;
    const GameState s = build(c);
    const Evaluation e = rules.evaluate(s, recover());
    for (const Assumption &as : e.assumptions)
        QVERIFY2(as.reference.rfind("docs/rules.md: ", 0) == 0, as.key.c_str());
    // The window offers recovery to a disrupted unit, not to a steady one, and Assault Resolution
    // with nothing selected.
    QCOMPARE(rules.availableActions(s, {UnitId {"a"}}).front(), std::string(tlhykeys::recover));
    const auto steady = rules.availableActions(s, {UnitId {"enemy"}});
    QVERIFY(std::find(steady.begin(), steady.end(), tlhykeys::recover) == steady.end());
    const auto none = rules.availableActions(s, {});
    QVERIFY(std::find(none.begin(), none.end(), tlhykeys::assaultResolution) != none.end());
}

void TstTlhyRecovery::options()
{
    TlhyRuleSet rules;
    QVERIFY(!rules.options().recoverClearsDisrupted);
    QVERIFY(!rules.options().assaultPlaceholderTable);
    Diagnostics d;
    rules.configure(obj({{"recoverClearsDisrupted", boolean(true)},
                        {"assaultPlaceholderTable", boolean(true)}}),
        d);
    QVERIFY2(d.empty(), d.format().c_str());
    QVERIFY(rules.options().recoverClearsDisrupted);
    QVERIFY(rules.options().assaultPlaceholderTable);
    // The assumptions say which way each option is set.
    for (const Assumption &a : rules.assumptions()) {
        if (a.key == "tlhy.recovery-steps")
            QVERIFY(QString::fromStdString(a.text).contains("recoverClearsDisrupted"));
        if (a.key == "tlhy.assault-result")
            QVERIFY(QString::fromStdString(a.text).contains("placeholder"));
    }
    Diagnostics bad;
    rules.configure(obj({{"recoverClearsDisrupted", num(3)}}), bad);
    QVERIFY(!bad.empty());
}

QTEST_GUILESS_MAIN(TstTlhyRecovery)
#include "tst_tlhyrecovery.moc"
