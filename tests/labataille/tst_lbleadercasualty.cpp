// La Bataille leader casualty (REFERENCE 2.5.4): the leader leaves the map and the units of his
// side stacked with him check their morale less his leadership value; refusals with reasons, the
// odds before the roll, undo exact.

#include "core/dice/scripteddice.h"
#include "core/rules/labataille/lbleadercasualty.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/labataille/lbsequence.h"
#include "core/rules/sequence.h"

#include "tests/labataille/lbmeleefixture.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::labataille;
using namespace hexfire::lbtest;

namespace {

/** A French leader (leadership 3) in the centre with a French battalion (morale 33), a Russian
    battalion next to them; the French Offensive Fire segment. */
GameState position(bool withBattalion = true, std::string_view phase = phases::offensiveFire)
{
    GameState s("labataille", map(),
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
    Spec leader;
    leader.id = "fr-ney";
    leader.side = "fr";
    leader.kind = UnitKind::Leader;
    leader.strength = 0;
    leader.maxStrength = 0;
    Unit l = makeUnit(leader);
    auto lp = std::make_shared<LbProfile>(*profileOf<LbProfile>(l));
    lp->leadership = 3;
    l.profile = lp;
    s.addUnit(l);
    if (withBattalion) {
        Spec b;
        b.id = "fr-inf";
        b.side = "fr";
        b.morale = 33;
        s.addUnit(makeUnit(b));
    }
    Spec enemy;
    enemy.id = "ru-inf";
    enemy.hex = neighbor(centre, HexDirection::D0);
    enemy.morale = 33;
    s.addUnit(makeUnit(enemy));
    SequencePosition p;
    p.phase = std::string(phase);
    p.firstSide = SideId {"fr"};
    s.setSequence(completePosition(LbSequence::sequenceOfPlay(), s, p));
    return s;
}

Action casualty(const char *who = "fr-ney")
{
    Action a;
    a.kind = std::string(actions::leaderCasualty);
    a.actors = {UnitId {who}};
    return a;
}

} // namespace

class TstLbLeaderCasualty : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerLaBataille(); }
    void refusals_data();
    void refusals();
    void unitsWithHimCheck_data();
    void unitsWithHimCheck();
    void aLeaderAloneFallsAlone();
};

void TstLbLeaderCasualty::refusals_data()
{
    QTest::addColumn<QString>("who");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("why");
    QTest::newRow("not a leader") << "fr-inf"
                                  << "offensive-fire"
                                  << "is not a leader";
    QTest::newRow("in the Movement segment") << "fr-ney"
                                             << "movement"
                                             << "not allowed in";
}

void TstLbLeaderCasualty::refusals()
{
    QFETCH(QString, who);
    QFETCH(QString, phase);
    QFETCH(QString, why);
    LaBatailleRuleSet rules;
    const GameState s = position(true, phase.toStdString());
    const Evaluation e = rules.evaluateInGame(s, casualty(who.toUtf8().constData()));
    QVERIFY(!e.legal);
    QVERIFY2(QString::fromStdString(e.whyNot).contains(why), e.whyNot.c_str());
}

void TstLbLeaderCasualty::unitsWithHimCheck_data()
{
    QTest::addColumn<QString>("phase");
    QTest::addColumn<int>("tens");
    QTest::addColumn<int>("ones");
    QTest::addColumn<bool>("passes");
    // 33 is the morale value; the check is at -3 (his leadership): 44 reads 41, 36 reads 33.
    QTest::newRow("his side's fire segment: 44 passes") << "offensive-fire" << 4 << 4 << true;
    QTest::newRow("his side's fire segment: 36 fails") << "offensive-fire" << 3 << 6 << false;
    // The Russian Offensive Fire: the French leader falls to the other side's fire (a reply).
    QTest::newRow("the enemy's fire segment: 44 passes") << "enemy" << 4 << 4 << true;
}

void TstLbLeaderCasualty::unitsWithHimCheck()
{
    QFETCH(QString, phase);
    QFETCH(int, tens);
    QFETCH(int, ones);
    QFETCH(bool, passes);
    LaBatailleRuleSet rules;
    GameState s = position(true, phases::offensiveFire);
    if (phase == "enemy") {
        SequencePosition p = s.sequence();
        p.phasingSide = SideId {"ru"};
        p.sideToAct = SideId {"ru"};
        s.setSequence(p);
    }
    const Evaluation e = rules.evaluateInGame(s, casualty());
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.odds.size(), std::size_t(1)); // the battalion with him; not the Russian next door
    double sum = 0.0;
    for (const OutcomeOdds &o : e.odds.front().outcomes)
        sum += o.probability;
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    QVERIFY(std::abs(e.odds.front().outcomes.front().probability - passChance(33, -3)) < 1e-12);
    bool assumed = false;
    for (const Assumption &a : e.assumptions)
        assumed = assumed || a.key == "labataille.leader-casualty";
    QVERIFY(assumed);
    ScriptedDice dice({tens, ones});
    const Resolution r = rules.resolve(s, e, dice);
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    QVERIFY(!s.unit(UnitId {"fr-ney"}).onMap());
    const Unit &b = s.unit(UnitId {"fr-inf"});
    QCOMPARE(b.status.has(statuses::disordered), !passes);
    QVERIFY(!s.unit(UnitId {"ru-inf"}).status.has(statuses::disordered));
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbLeaderCasualty::aLeaderAloneFallsAlone()
{
    LaBatailleRuleSet rules;
    GameState s = position(false);
    const Evaluation e = rules.evaluateInGame(s, casualty());
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(e.odds.empty());
    QVERIFY(e.dice.empty());
    ScriptedDice dice({});
    const Resolution r = rules.resolve(s, e, dice);
    s.apply(r.effects);
    QVERIFY(!s.unit(UnitId {"fr-ney"}).onMap());
}

QTEST_APPLESS_MAIN(TstLbLeaderCasualty)
#include "tst_lbleadercasualty.moc"
