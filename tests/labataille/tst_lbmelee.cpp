// La Bataille melee (REFERENCE 2.5.5): the multipliers of the melee values, the increment ratio
// of the pre-melee checks, the attackers' front hexsides, who checks, the exact odds, each result
// of the melee chart applied, and the placeholder chart read from data.

#include "core/data/jsonparser.h"
#include "core/dice/d66.h"
#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmelee.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/ruletools.h"

#include "tests/labataille/lbmeleefixture.h"

#include <QFile>
#include <QTest>

using namespace hexfire;
using namespace hexfire::labataille;
using namespace hexfire::lbtest;

namespace {

GameState position()
{
    return GameState("labataille", map(),
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
}

const OddsTable *table(const Evaluation &e, const std::string &title)
{
    for (const OddsTable &t : e.odds) {
        if (t.title == title)
            return &t;
    }
    return nullptr;
}

double chance(const OddsTable &t, const std::string &key)
{
    for (const OutcomeOdds &o : t.outcomes) {
        if (o.key == key)
            return o.probability;
    }
    return 0.0;
}

int finalOfMelee(const Evaluation &e)
{
    for (const FinalNumber &f : e.finals) {
        if (f.key == "melee.attack")
            return f.value;
    }
    return -1;
}

bool sumsToOne(const Evaluation &e)
{
    for (const OddsTable &t : e.odds) {
        double sum = 0;
        for (const OutcomeOdds &o : t.outcomes)
            sum += o.probability;
        if (std::abs(sum - 1.0) > 1e-9)
            return false;
    }
    return !e.odds.empty();
}

} // namespace

class TstLbMelee : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerLaBataille(); }
    void multipliers_data();
    void multipliers();
    void ratio_data();
    void ratio();
    void approach_data();
    void approach();
    void refusals_data();
    void refusals();
    void whoChecks_data();
    void whoChecks();
    void oddsAreTheChartColumn();
    void results_data();
    void results();
    void defenderFailsCheck();
    void attackerFailsCheck();
    void flankModifiers();
    void chartFromData_data();
    void chartFromData();
    void resultCodes();
    void tablesFileMeleeEqualsDefaults();
    void retreatBeforeMelee_data();
    void retreatBeforeMelee();
};

void TstLbMelee::multipliers_data()
{
    QTest::addColumn<int>("attackerKind");
    QTest::addColumn<int>("attackerFormation");
    QTest::addColumn<int>("attackerMovement");
    QTest::addColumn<QString>("attackerStatus");
    QTest::addColumn<int>("approach");
    QTest::addColumn<int>("defenderKind");
    QTest::addColumn<int>("defenderFormation");
    QTest::addColumn<int>("defenderMovement");
    QTest::addColumn<int>("strength");
    QTest::addColumn<int>("expected");
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int col = static_cast<int>(Formation::Column);
    const int line = static_cast<int>(Formation::Line);
    const int carre = static_cast<int>(Formation::Carre);
    const int go = static_cast<int>(Formation::GeneralOrder);
    const int front = static_cast<int>(Approach::Front);
    const int flank = static_cast<int>(Approach::Flank);
    const int rear = static_cast<int>(Approach::Rear);
    QTest::newRow("front: the printed value")
        << inf << col << 6 << "" << front << inf << col << 6 << 6 << 12;
    QTest::newRow("flank x2") << inf << col << 6 << "" << flank << inf << col << 6 << 6 << 24;
    QTest::newRow("rear x1.5") << inf << col << 6 << "" << rear << inf << col << 6 << 6 << 18;
    QTest::newRow("infantry against a carré x1.5")
        << inf << col << 6 << "" << front << inf << carre << 6 << 6 << 18;
    QTest::newRow("cavalry against a carré 1/3")
        << cav << col << 14 << "" << front << inf << carre << 6 << 6 << 4;
    QTest::newRow("cavalry against general order 1/3")
        << cav << col << 14 << "" << front << inf << go << 6 << 6 << 4;
    QTest::newRow("heavy against light cavalry x2")
        << cav << col << 10 << "" << front << cav << col << 14 << 6 << 24;
    QTest::newRow("heavy cavalry in line 1/2")
        << cav << line << 10 << "" << front << inf << col << 6 << 6 << 6;
    QTest::newRow("tired 1/2") << cav << col << 14 << "tired" << front << inf << col << 6 << 6 << 6;
    QTest::newRow("exhausted 1/3")
        << cav << col << 14 << "exhausted" << front << inf << col << 6 << 6 << 4;
    QTest::newRow("disordered 1/2")
        << inf << col << 6 << "disordered" << front << inf << col << 6 << 6 << 6;
    QTest::newRow("routed infantry 1/3")
        << inf << col << 6 << "routed" << front << inf << col << 6 << 6 << 4;
    QTest::newRow("routed cavalry 1/4")
        << cav << col << 14 << "routed" << front << inf << col << 6 << 6 << 3;
    QTest::newRow("4 of 6 increments: 12 x 4/6 = 8")
        << inf << col << 6 << "" << front << inf << col << 6 << 4 << 8;
    QTest::newRow("rounded down: 12 x 5/6 = 10, disordered 5")
        << inf << col << 6 << "disordered" << front << inf << col << 6 << 5 << 5;
    QTest::newRow("rounded down once: 10 x 1/2 x 3/2 = 7")
        << inf << col << 6 << "disordered" << rear << inf << col << 6 << 5 << 7;
}

void TstLbMelee::multipliers()
{
    QFETCH(int, attackerKind);
    QFETCH(int, attackerFormation);
    QFETCH(int, attackerMovement);
    QFETCH(QString, attackerStatus);
    QFETCH(int, approach);
    QFETCH(int, defenderKind);
    QFETCH(int, defenderFormation);
    QFETCH(int, defenderMovement);
    QFETCH(int, strength);
    QFETCH(int, expected);
    Spec a = attacker();
    a.kind = static_cast<UnitKind>(attackerKind);
    a.formation = static_cast<Formation>(attackerFormation);
    a.movement = attackerMovement;
    a.status = attackerStatus.toStdString();
    a.strength = strength;
    Spec d = defender();
    d.kind = static_cast<UnitKind>(defenderKind);
    d.formation = static_cast<Formation>(defenderFormation);
    d.movement = defenderMovement;
    const Unit au = makeUnit(a);
    const Unit du = makeUnit(d);
    std::vector<MeleeMultiplier> why;
    QCOMPARE(meleeValue(au, true, static_cast<Approach>(approach), {&du}, &why), expected);
    for (const MeleeMultiplier &m : why)
        QVERIFY(!m.what.empty());
}

void TstLbMelee::ratio_data()
{
    QTest::addColumn<int>("attack");
    QTest::addColumn<int>("defence");
    QTest::addColumn<int>("modifier");
    QTest::newRow("even") << 6 << 6 << 0;
    QTest::newRow("4:3 is below 1.5:1") << 8 << 6 << 0;
    QTest::newRow("1.5:1 +3") << 9 << 6 << 3;
    QTest::newRow("2:1 +6") << 12 << 6 << 6;
    QTest::newRow("3:1 +9") << 18 << 6 << 9;
    QTest::newRow("4:1 +12") << 24 << 6 << 12;
    QTest::newRow("1:1.5 -3") << 6 << 9 << -3;
    QTest::newRow("1:4 -12") << 3 << 12 << -12;
}

void TstLbMelee::ratio()
{
    QFETCH(int, attack);
    QFETCH(int, defence);
    QFETCH(int, modifier);
    QCOMPARE(ratioModifier(attack, defence, 3), modifier);
}

void TstLbMelee::approach_data()
{
    QTest::addColumn<int>("side");
    QTest::addColumn<int>("expected");
    QTest::newRow("facing hexside: front") << 0 << static_cast<int>(Approach::Front);
    QTest::newRow("beside the front: front") << 1 << static_cast<int>(Approach::Front);
    QTest::newRow("flank hexside") << 2 << static_cast<int>(Approach::Flank);
    QTest::newRow("rear hexside") << 3 << static_cast<int>(Approach::Rear);
    QTest::newRow("the other flank") << 4 << static_cast<int>(Approach::Flank);
}

void TstLbMelee::approach()
{
    QFETCH(int, side);
    QFETCH(int, expected);
    const Unit d = makeUnit(defender());
    QCOMPARE(static_cast<int>(approachOf(d, centre, neighbor(centre, direction(side)))), expected);
}

void TstLbMelee::refusals_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("why");
    QTest::newRow("not next to the hex") << "far"
                                         << "is not next to";
    QTest::newRow("faces away") << "away"
                                << "only through its front hexsides";
    QTest::newRow("routed units do not assault") << "routed"
                                                 << "routed units do not assault";
    QTest::newRow("no melee value") << "nomelee"
                                    << "has no melee value";
    QTest::newRow("no enemy in the hex") << "empty"
                                         << "no enemy unit to assault";
}

void TstLbMelee::refusals()
{
    QFETCH(QString, what);
    QFETCH(QString, why);
    LaBatailleRuleSet rules;
    GameState s = position();
    Spec a = attacker();
    if (what == "far")
        a.hex = neighbor(a.hex, HexDirection::D0);
    if (what == "away")
        a.facing = HexDirection::D0;
    if (what == "routed")
        a.status = "routed";
    if (what == "nomelee")
        a.melee = 0;
    s.addUnit(makeUnit(a));
    if (what != "empty")
        s.addUnit(makeUnit(defender()));
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find(why.toStdString()) != std::string::npos, e.whyNot.c_str());
    QCOMPARE(e.whyNotRule, std::string("Melee"));
}

void TstLbMelee::whoChecks_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<int>("checks"); // units that roll a check
    QTest::newRow("infantry against infantry in clear: both") << "" << 2;
    QTest::newRow("defender in general order: the attacker only") << "go" << 1;
    QTest::newRow("defender in woods: the attacker only") << "woods" << 1;
    QTest::newRow("cavalry defender: the attacker only") << "cavalry" << 1;
    QTest::newRow("infantry stacked with cavalry: the attacker only") << "stacked" << 1;
    QTest::newRow("cavalry attacker: the defender only") << "cavalry-attacker" << 1;
}

void TstLbMelee::whoChecks()
{
    QFETCH(QString, what);
    QFETCH(int, checks);
    LaBatailleRuleSet rules;
    GameState s = position();
    Spec a = attacker();
    a.morale = 34;
    Spec d = defender();
    d.morale = 34;
    if (what == "go")
        d.formation = Formation::GeneralOrder;
    if (what == "woods")
        s.editMap().setTerrain(centre, "woods");
    if (what == "cavalry")
        d.kind = UnitKind::Cavalry;
    if (what == "cavalry-attacker")
        a.kind = UnitKind::Cavalry;
    s.addUnit(makeUnit(a));
    s.addUnit(makeUnit(d));
    if (what == "stacked") {
        Spec c = defender();
        c.id = "ru-cav";
        c.kind = UnitKind::Cavalry;
        s.addUnit(makeUnit(c));
    }
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    QCOMPARE(static_cast<int>(e.dice.size()), checks * 2 + 2); // and the melee roll
    QCOMPARE(e.dice.back().purpose, std::string("melee roll, ones die"));
    QVERIFY(e.dice.back().conditional);
}

void TstLbMelee::oddsAreTheChartColumn()
{
    // No checks (no morale values), 12 : 12 is 1-1: each band of six readings is one result.
    LaBatailleRuleSet rules;
    GameState s = position();
    s.addUnit(makeUnit(attacker()));
    s.addUnit(makeUnit(defender()));
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(e.notOfficial);
    for (const std::string key : {"labataille.melee", "labataille.placeholder-melee"})
        QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
            [&](const Assumption &a) { return a.key == key; }));
    const OddsTable *t = table(e, "Melee at O15");
    QVERIFY(t);
    for (const char *key : {"AD", "NE", "1/0", "1/1", "0/1", "DD"})
        QCOMPARE(chance(*t, key), 1.0 / 6);
    QVERIFY(sumsToOne(e));
}

void TstLbMelee::results_data()
{
    QTest::addColumn<int>("defenderMelee");
    QTest::addColumn<int>("defenderStrength");
    QTest::addColumn<int>("defenderFormation");
    QTest::addColumn<int>("tens");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("defenderAfter"); // "", "disordered", "routed", "gone"
    QTest::addColumn<QString>("attackerAfter"); // "", "disordered", "routed", "advances", "lost"
    const int col = static_cast<int>(Formation::Column);
    const int carre = static_cast<int>(Formation::Carre);
    QTest::newRow("1-1, 21: NE") << 12 << 6 << col << 2 << "NE"
                                 << ""
                                 << "";
    QTest::newRow("1-1, 31: the attacker loses 1") << 12 << 6 << col << 3 << "1/0"
                                                   << ""
                                                   << "lost";
    QTest::newRow("1-1, 51: the defender loses 1") << 12 << 6 << col << 5 << "0/1"
                                                   << "lost"
                                                   << "";
    QTest::newRow("1-1, 11: AD, the attacker falls back") << 12 << 6 << col << 1 << "AD"
                                                          << ""
                                                          << "disordered";
    QTest::newRow("1-1, 61: DD, the attacker advances") << 12 << 6 << col << 6 << "DD"
                                                        << "disordered"
                                                        << "advances";
    QTest::newRow("a carré with DD becomes a column") << 18 << 6 << carre << 6 << "DD"
                                                      << "column"
                                                      << "advances";
    QTest::newRow("4-1, 51: DR, the attacker advances") << 3 << 6 << col << 5 << "DR"
                                                        << "routed"
                                                        << "advances";
    QTest::newRow("4-1, 61: DS, the attacker advances") << 3 << 6 << col << 6 << "DS"
                                                        << "gone"
                                                        << "advances";
    QTest::newRow("1-3, 11: AR") << 48 << 6 << col << 1 << "AR"
                                 << ""
                                 << "routed";
    QTest::newRow("the last increment lost: the attacker advances") << 12 << 1 << col << 5 << "0/1"
                                                                    << "gone"
                                                                    << "advances";
}

void TstLbMelee::results()
{
    QFETCH(int, defenderMelee);
    QFETCH(int, defenderStrength);
    QFETCH(int, defenderFormation);
    QFETCH(int, tens);
    QFETCH(QString, result);
    QFETCH(QString, defenderAfter);
    QFETCH(QString, attackerAfter);
    LaBatailleRuleSet rules;
    GameState s = position();
    s.addUnit(makeUnit(attacker()));
    Spec d = defender();
    d.melee = defenderMelee;
    d.strength = defenderStrength;
    d.maxStrength = defenderStrength;
    d.formation = static_cast<Formation>(defenderFormation);
    s.addUnit(makeUnit(d));
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    ScriptedDice dice({tens, 1});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(r.outcomes.back().key, result.toStdString());
    s.apply(r.effects);
    const Unit &du = s.unit(UnitId {"ru-def"});
    const Unit &au = s.unit(UnitId {"fr-att"});
    if (defenderAfter == "gone")
        QVERIFY(du.eliminated);
    else if (defenderAfter == "lost")
        QCOMPARE(du.strength, defenderStrength - 1);
    else if (defenderAfter == "column") {
        QCOMPARE(profileOf<LbProfile>(du)->formation, Formation::Column);
        QVERIFY(du.status.has("disordered"));
    } else if (!defenderAfter.isEmpty()) {
        QVERIFY(du.status.has(defenderAfter.toStdString()));
        QVERIFY(du.hex != centre);
    } else
        QVERIFY(du.hex == centre);
    if (attackerAfter == "advances")
        QVERIFY(au.hex == centre);
    else if (attackerAfter == "lost")
        QCOMPARE(au.strength, 5);
    else if (!attackerAfter.isEmpty()) {
        QVERIFY(au.status.has(attackerAfter.toStdString()));
        QVERIFY(au.hex != attacker().hex);
    } else
        QVERIFY(au.hex == attacker().hex);
}

void TstLbMelee::defenderFailsCheck()
{
    LaBatailleRuleSet rules;
    GameState s = position();
    s.addUnit(makeUnit(attacker()));
    Spec d = defender();
    d.morale = 34;
    s.addUnit(makeUnit(d));
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const OddsTable *t = table(e, "Melee at O15");
    QVERIFY(t);
    QCOMPARE(chance(*t, "defenders-fall-back"), 16 / 36.0); // 6 : 6 increments, no modifier
    ScriptedDice dice({1, 1});
    const Resolution r = rules.resolve(s, e, dice);
    QVERIFY(dice.exhausted()); // no melee roll
    QCOMPARE(r.outcomes.back().key, std::string("defenders-fall-back"));
    s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"ru-def"}).status.has("disordered"));
    QVERIFY(s.unit(UnitId {"fr-att"}).hex == centre);
}

void TstLbMelee::attackerFailsCheck()
{
    LaBatailleRuleSet rules;
    GameState s = position();
    Spec a = attacker();
    a.morale = 34;
    s.addUnit(makeUnit(a));
    Spec d = defender();
    d.formation = Formation::GeneralOrder; // does not check
    s.addUnit(makeUnit(d));
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(!e.dice.front().conditional); // no defender check before it
    ScriptedDice dice({1, 1});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(r.outcomes.back().key, std::string("attackers-fall-back"));
    s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"fr-att"}).status.has("disordered"));
    QVERIFY(s.unit(UnitId {"ru-def"}).hex == centre);
}

void TstLbMelee::flankModifiers()
{
    LaBatailleRuleSet rules;
    GameState s = position();
    Spec a = attacker(HexDirection::D2);
    a.morale = 34;
    s.addUnit(makeUnit(a));
    Spec d = defender();
    d.morale = 34;
    s.addUnit(makeUnit(d));
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    std::vector<int> modifiers;
    for (const ExplanationLine &l : e.lines) {
        if (l.key == "morale.modifier" && l.number && std::abs(*l.number) == 12)
            modifiers.push_back(*l.number);
    }
    QCOMPARE(modifiers, (std::vector<int> {-12, 12}));
    QCOMPARE(finalOfMelee(e), 24); // the flank doubles the attacker's value
    // Both pass: the dice are rolled in the order the evaluation lists them, and undo is exact.
    ScriptedDice dice({6, 6, 6, 6, 3, 1});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(dice.rolls().size(), e.dice.size());
    for (std::size_t i = 0; i < e.dice.size(); ++i)
        QCOMPARE(dice.rolls()[i].purpose, e.dice[i].purpose);
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbMelee::chartFromData_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<bool>("ok");
    const QString cols = R"("columns": [{"label": "1-1", "attack": 1, "defence": 1}])";
    QTest::newRow("one column, one row 11-66")
        << "{" + cols + R"(, "rows": [{"from": 11, "to": 66, "results": ["2/1"]}]})" << true;
    QTest::newRow("an unknown result")
        << "{" + cols + R"(, "rows": [{"from": 11, "to": 66, "results": ["XX"]}]})" << false;
    QTest::newRow("rows with a gap") << "{" + cols
            + R"(, "rows": [{"from": 11, "to": 36, "results": ["NE"]}, {"from": 51, "to": 66, "results": ["NE"]}]})"
                                     << false;
    QTest::newRow("a row short of a result")
        << "{" + cols + R"(, "rows": [{"from": 11, "to": 66, "results": []}]})" << false;
}

void TstLbMelee::chartFromData()
{
    QFETCH(QString, json);
    QFETCH(bool, ok);
    Diagnostics d;
    const auto node = JsonParser().parse(json.toStdString(), "melee.json", d);
    QVERIFY(node);
    const auto chart = MeleeChart::fromData(*node, d);
    QCOMPARE(chart.has_value(), ok);
    if (ok)
        QCOMPARE(chart->result(0, 44).code(), std::string("2/1"));
}

void TstLbMelee::resultCodes()
{
    for (const char *code : {"NE", "AR", "DR", "AD", "DD", "DS", "0/1", "2/3"}) {
        const auto r = MeleeResult::parse(code);
        QVERIFY(r);
        QCOMPARE(r->code(), std::string(code));
        QVERIFY(!r->label().empty());
    }
    QVERIFY(!MeleeResult::parse("1-2"));
    QVERIFY(!LbTables::defaults().melee.rows.empty());
    QVERIFY(LbTables::defaults().melee.notOfficial);
}

void TstLbMelee::tablesFileMeleeEqualsDefaults()
{
    QFile f(HEXFIRE_SOURCE_DIR "/resources/rulesets/labataille/tables.json");
    QVERIFY(f.open(QIODevice::ReadOnly));
    Diagnostics d;
    const auto node = JsonParser().parse(f.readAll().toStdString(), "tables.json", d);
    QVERIFY(node);
    const auto tables = LbTables::fromData(*node, d);
    QVERIFY2(tables, d.format().c_str());
    QVERIFY(tables->melee == LbTables::defaults().melee);
    QVERIFY(tables->melee.notOfficial);
}

void TstLbMelee::retreatBeforeMelee_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("movement");
    QTest::addColumn<int>("attackerKind");
    QTest::addColumn<int>("attackerMovement");
    QTest::addColumn<QList<int>>("way"); // directions from the centre to the hex it goes to
    QTest::addColumn<QString>("why"); // empty: legal
    QTest::addColumn<bool>("retreated");
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int leader = static_cast<int>(UnitKind::Leader);
    const int tir = static_cast<int>(Formation::Skirmish);
    const int col = static_cast<int>(Formation::Column);
    QTest::newRow("tirailleurs before infantry, 2 hexes: retreated")
        << inf << tir << 6 << inf << 6 << QList<int> {3, 3} << "" << true;
    QTest::newRow("one hex: no mark")
        << inf << tir << 6 << inf << 6 << QList<int> {3} << "" << false;
    QTest::newRow("tirailleurs before cavalry may not")
        << inf << tir << 6 << cav << 14 << QList<int> {3} << "may not retreat before melee"
        << false;
    QTest::newRow("cavalry before infantry")
        << cav << col << 12 << inf << 6 << QList<int> {3} << "" << false;
    QTest::newRow("cavalry 2 faster than cavalry")
        << cav << col << 14 << cav << 12 << QList<int> {3} << "" << false;
    QTest::newRow("cavalry only 1 faster may not")
        << cav << col << 13 << cav << 12 << QList<int> {3} << "may not retreat before melee"
        << false;
    QTest::newRow("infantry in column may not")
        << inf << col << 6 << inf << 6 << QList<int> {3} << "may not retreat before melee" << false;
    QTest::newRow("a leader may") << leader << col << 6 << inf << 6 << QList<int> {3} << ""
                                  << false;
    QTest::newRow("beyond half the allowance")
        << inf << tir << 6 << inf << 6 << QList<int> {3, 3, 3, 3} << "not within half" << false;
    QTest::newRow("into the attacker's zone of influence")
        << inf << tir << 6 << inf << 6 << QList<int> {1} << "free of enemy zones" << false;
}

void TstLbMelee::retreatBeforeMelee()
{
    QFETCH(int, kind);
    QFETCH(int, formation);
    QFETCH(int, movement);
    QFETCH(int, attackerKind);
    QFETCH(int, attackerMovement);
    QFETCH(QList<int>, way);
    QFETCH(QString, why);
    QFETCH(bool, retreated);
    LaBatailleRuleSet rules;
    GameState s = position();
    Spec d = defender();
    d.kind = static_cast<UnitKind>(kind);
    d.formation = static_cast<Formation>(formation);
    d.movement = movement;
    s.addUnit(makeUnit(d));
    Spec a = attacker();
    a.kind = static_cast<UnitKind>(attackerKind);
    a.movement = attackerMovement;
    s.addUnit(makeUnit(a));
    Hex to = centre;
    for (const int dir : way)
        to = neighbor(to, direction(dir));
    Action act;
    act.kind = std::string(actions::retreatBeforeMelee);
    act.actors = {UnitId {"ru-def"}};
    act.target = to;
    const Evaluation e = rules.evaluate(s, act);
    if (!why.isEmpty()) {
        QVERIFY(!e.legal);
        QVERIFY2(e.whyNot.find(why.toStdString()) != std::string::npos, e.whyNot.c_str());
        QCOMPARE(e.whyNotRule, std::string("Melee"));
        return;
    }
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice none({});
    s.apply(rules.resolve(s, e, none).effects);
    const Unit &u = s.unit(UnitId {"ru-def"});
    QVERIFY(u.hex == to);
    QCOMPARE(u.status.has("retreated"), retreated);
}

QTEST_GUILESS_MAIN(TstLbMelee)
#include "tst_lbmelee.moc"
