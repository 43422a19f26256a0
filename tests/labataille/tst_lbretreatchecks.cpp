// La Bataille: the checks a retreat calls for wherever it comes from (REFERENCE 2.5.2, 2.5.4).
// A unit sent back by a melee result, by a carré that breaks or by routing on in Morale
// Recovery makes the good-order friends it passes check, as a failed morale check already did;
// before the roll each of them has its odds given the chance of the retreat, and the resolution
// answers every table (not checked when the retreat did not happen). A failure in Morale
// Recovery makes the rest of its stack check.

#include "core/dice/scripteddice.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbruleset.h"

#include "tests/labataille/lbmeleefixture.h"
#include "tests/property/propertygame.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::labataille;
using namespace hexfire::lbtest;

namespace {

/** Good-order Russian friends round the centre on every side but the attacker's (D0): whichever
    way the defender goes back, it passes one. */
std::vector<Spec> ring(int morale)
{
    std::vector<Spec> out;
    for (const HexDirection d : {HexDirection::D1, HexDirection::D2, HexDirection::D3,
             HexDirection::D4, HexDirection::D5}) {
        Spec s;
        s.id = "ru-friend-" + std::to_string(index(d));
        s.hex = neighbor(centre, d);
        s.strength = 2;
        s.maxStrength = 2;
        s.morale = morale;
        out.push_back(s);
    }
    return out;
}

const OddsTable *tableOf(const Evaluation &e, const std::string &subject)
{
    for (const OddsTable &t : e.odds) {
        if (t.subject == subject && !t.outcomes.empty() && t.outcomes.front().key == "not-checked")
            return &t;
    }
    return nullptr;
}

const Outcome *outcomeOf(const Resolution &r, const std::string &subject)
{
    for (const Outcome &o : r.outcomes) {
        if (o.subject == subject)
            return &o;
    }
    return nullptr;
}

int moraleRolls(const Resolution &r)
{
    return static_cast<int>(std::count_if(r.effects.begin(), r.effects.end(),
        [](const Effect &x) { return x.name == "morale-roll"; }));
}

/** Every table of e against every die sequence: the odds are exact. */
void verifyExact(const LaBatailleRuleSet &rules, const GameState &s, const Evaluation &e)
{
    std::map<std::string, std::map<std::string, double>> brute;
    QVERIFY(property::bruteForceOdds(rules, s, e, 20000, brute));
    int retreatTables = 0;
    for (const OddsTable &t : e.odds) {
        if (!brute.count(t.subject))
            continue;
        retreatTables += t.outcomes.front().key == "not-checked" ? 1 : 0;
        for (const OutcomeOdds &o : t.outcomes)
            QVERIFY2(std::abs(o.probability - brute[t.subject][o.key]) < 1e-12,
                (t.title + " / " + o.key + ": " + std::to_string(o.probability) + " vs "
                    + std::to_string(brute[t.subject][o.key]))
                    .c_str());
    }
    QVERIFY(retreatTables > 0);
}

} // namespace

class TstLbRetreatChecks : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerLaBataille(); }
    void meleeResultRetreats_data();
    void meleeResultRetreats();
    void meleeOddsAreExact();
    void routingOnInRecovery();
    void failureInRecoveryMakesTheStackCheck_data();
    void failureInRecoveryMakesTheStackCheck();
};

void TstLbRetreatChecks::meleeResultRetreats_data()
{
    QTest::addColumn<int>("defenderMelee");
    QTest::addColumn<int>("tens"); // the melee roll's tens die (ones 1)
    QTest::addColumn<QString>("result");
    QTest::addColumn<bool>("checked"); // a friend of the defender checks
    QTest::newRow("DD: the defender disorders and goes back through a friend, who checks")
        << 12 << 6 << "DD" << true;
    QTest::newRow("DR: the defender routs through a friend, who checks") << 3 << 5 << "DR" << true;
    QTest::newRow("NE: nobody goes back, nobody checks") << 12 << 2 << "NE" << false;
    QTest::newRow("AD: the attacker goes back, the defender's friends do not check")
        << 12 << 1 << "AD" << false;
}

void TstLbRetreatChecks::meleeResultRetreats()
{
    QFETCH(int, defenderMelee);
    QFETCH(int, tens);
    QFETCH(QString, result);
    QFETCH(bool, checked);
    LaBatailleRuleSet rules;
    Spec d = defender();
    d.melee = defenderMelee;
    std::vector<Spec> units = ring(34);
    units.push_back(attacker());
    units.push_back(d);
    GameState s = position(units);
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    // Before the roll: the friends the defender's retreats would pass, each with its odds.
    std::vector<UnitId> friends;
    for (const bool rout : {false, true}) {
        for (const UnitId &id : retreatCheckers(rules.options(), s, s.unit(UnitId {d.id}), rout))
            friends.push_back(id);
    }
    QVERIFY(!friends.empty());
    for (const UnitId &id : friends)
        QVERIFY2(tableOf(e, id.value), id.value.c_str());
    // The melee roll, then every check passes on 66.
    ScriptedDice dice({tens, 1, 6, 6, 6, 6, 6, 6, 6, 6});
    const Resolution r = rules.resolve(s, e, dice);
    QVERIFY(dice.position() <= e.dice.size()); // every die rolled was listed
    const Outcome *melee = nullptr;
    for (const Outcome &o : r.outcomes) {
        if (o.subject == s.map().label(centre))
            melee = &o;
    }
    QVERIFY(melee);
    QCOMPARE(melee->key, result.toStdString());
    bool anyChecked = false;
    for (const UnitId &id : friends) {
        const Outcome *o = outcomeOf(r, id.value);
        QVERIFY2(o, id.value.c_str()); // every table is answered
        anyChecked = anyChecked || o->key != "not-checked";
        QVERIFY(o->key == "not-checked" || o->key == "passes"); // 66 passes
    }
    QCOMPARE(anyChecked, checked);
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbRetreatChecks::meleeOddsAreExact()
{
    // One friend with a morale value behind the defender: the melee roll and its check, 36 x 36.
    LaBatailleRuleSet rules;
    std::vector<Spec> units = ring(0);
    for (Spec &f : units)
        f.morale = f.hex == neighbor(centre, HexDirection::D3) ? 34 : 0;
    units.push_back(attacker());
    units.push_back(defender());
    const GameState s = position(units);
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    verifyExact(rules, s, e);
}

void TstLbRetreatChecks::routingOnInRecovery()
{
    // A routed Russian within reach of the enemy routs on without a roll, through its friends.
    LaBatailleRuleSet rules;
    std::vector<Spec> units = ring(0);
    for (Spec &f : units)
        f.morale = f.hex == neighbor(centre, HexDirection::D3) ? 34 : 0;
    units.push_back(attacker());
    Spec d = defender();
    d.status = std::string(statuses::routed);
    units.push_back(d);
    GameState s = position(units, phases::moraleRecovery);
    SequencePosition p = s.sequence();
    p.phasingSide = SideId {"ru"};
    s.setSequence(p);
    Action a;
    a.kind = std::string(actions::recoverMorale);
    a.actors = {UnitId {d.id}};
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    const std::vector<UnitId> friends
        = retreatCheckers(rules.options(), s, s.unit(UnitId {d.id}), true);
    QVERIFY(!friends.empty());
    for (const UnitId &id : friends) {
        const OddsTable *t = tableOf(e, id.value);
        QVERIFY2(t, id.value.c_str());
        QCOMPARE(t->outcomes.front().probability, 0.0); // certain: it routs on
    }
    ScriptedDice dice({1, 1, 1, 1, 1, 1});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(outcomeOf(r, d.id)->key, std::string("keeps-routing"));
    for (const UnitId &id : friends)
        QVERIFY(outcomeOf(r, id.value)->key != "not-checked");
    verifyExact(rules, s, e);
}

void TstLbRetreatChecks::failureInRecoveryMakesTheStackCheck_data()
{
    QTest::addColumn<int>("tens"); // the recovering unit's check (ones 1)
    QTest::addColumn<bool>("companion"); // a good-order unit shares its hex
    QTest::addColumn<int>("rolls");
    QTest::newRow("fails: its good-order companion checks") << 1 << true << 2;
    QTest::newRow("passes: nobody else checks") << 6 << true << 1;
    QTest::newRow("fails alone: nobody else") << 1 << false << 1;
}

void TstLbRetreatChecks::failureInRecoveryMakesTheStackCheck()
{
    QFETCH(int, tens);
    QFETCH(bool, companion);
    QFETCH(int, rolls);
    LaBatailleRuleSet rules;
    Spec d = defender();
    d.hex = map().parse("E5"); // far from any enemy
    d.morale = 34;
    d.status = std::string(statuses::disordered);
    Spec c = d;
    c.id = "ru-companion";
    c.status.clear();
    c.strength = 2;
    Spec far = attacker();
    far.hex = map().parse("Y25");
    std::vector<Spec> units {far, d};
    if (companion)
        units.push_back(c);
    GameState s = position(units, phases::moraleRecovery);
    SequencePosition p = s.sequence();
    p.phasingSide = SideId {"ru"};
    s.setSequence(p);
    Action a;
    a.kind = std::string(actions::recoverMorale);
    a.actors = {UnitId {d.id}};
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(std::count_if(e.lines.begin(), e.lines.end(),
                 [](const ExplanationLine &l) { return l.key == "morale.stack"; }),
        companion ? 1 : 0);
    ScriptedDice dice({tens, 1, 6, 6, 6, 6});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(moraleRolls(r), rolls);
    QVERIFY(dice.position() <= e.dice.size());
}

QTEST_GUILESS_MAIN(TstLbRetreatChecks)
#include "tst_lbretreatchecks.moc"
