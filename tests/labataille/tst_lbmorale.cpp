// La Bataille morale (REFERENCE 2.5.4): the check at its boundary, its modifiers and exact odds,
// what a failure does by kind and state, the retreat path's priorities, surrender when blocked,
// and the Morale Recovery segment (one unit, and the segment's end step).

#include "core/dice/d66.h"
#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbretreat.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/ruletools.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::labataille;

namespace {

/** A 30 x 30 clear map: retreats of 10 hexes and recovery beyond 15 hexes fit on it. */
MapGrid bigMap()
{
    return MapGrid(
        MapCoordinates(30, 30, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"},
            {"village", "Village", "#999999"}});
}

const Hex centre = bigMap().parse("O15");

/** `n` steps from the centre in direction d. */
Hex away(HexDirection d, int n, Hex from = centre)
{
    Hex h = from;
    for (int i = 0; i < n; ++i)
        h = neighbor(h, d);
    return h;
}

GameState position()
{
    return GameState("labataille", bigMap(),
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
}

struct Spec {
    std::string id = "fr-1";
    std::string side = "fr";
    Hex hex = centre;
    UnitKind kind = UnitKind::Infantry;
    Formation formation = Formation::Line;
    int morale = 34;
    std::string status;
    int strength = 6;
};

Unit makeUnit(const Spec &s)
{
    Unit u;
    u.id = UnitId {s.id};
    u.name = s.id;
    u.side = SideId {s.side};
    u.hex = s.hex;
    u.strength = s.strength;
    u.maxStrength = s.strength;
    const FacingKind faces = facingProfile(s.kind, s.formation).faces;
    if (faces == FacingKind::Vertex)
        u.facing = Facing::vertex(HexDirection::D0);
    else if (faces == FacingKind::Hexside)
        u.facing = Facing::hexside(HexDirection::D0);
    if (!s.status.empty())
        u.status.set(s.status);
    auto p = std::make_shared<LbProfile>();
    p->kind = s.kind;
    p->formation = s.formation;
    p->nationality = s.side == "fr" ? "french" : "russian";
    p->morale = s.morale;
    p->movement = 6;
    p->melee = 10;
    u.profile = p;
    return u;
}

Unit enemyAt(Hex h, std::string id = "ru-1")
{
    Spec s;
    s.id = std::move(id);
    s.side = "ru";
    s.hex = h;
    s.formation = Formation::Column;
    return makeUnit(s);
}

/** Every hex of the path steps on from the last, stays on the map, never nearer an enemy and
    never next to one. */
void checkPathRules(const GameState &s, const Unit &u, const RetreatPath &p)
{
    Hex at = u.hex;
    for (const Hex h : p.hexes) {
        QVERIFY(s.map().contains(h));
        QCOMPARE(distance(at, h), 1);
        for (const Unit &o : s.units()) {
            if (o.side == u.side)
                continue;
            QVERIFY2(distance(h, o.hex) >= distance(at, o.hex), "a step nearer an enemy");
            QVERIFY2(distance(h, o.hex) > 1, "a hex next to an enemy");
        }
        at = h;
    }
}

bool oddsSumToOne(const Evaluation &e)
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

bool hasEffect(const Resolution &r, EffectKind kind, const std::string &name)
{
    return std::any_of(r.effects.begin(), r.effects.end(),
        [&](const Effect &e) { return e.kind == kind && e.name == name; });
}

Action recoverAction(const std::string &id)
{
    Action a;
    a.kind = std::string(actions::recoverMorale);
    a.actors = {UnitId {id}};
    return a;
}

} // namespace

class TstLbMorale : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerLaBataille(); }
    void boundary_data();
    void boundary();
    void passChance_data();
    void passChance();
    void stateModifiers_data();
    void stateModifiers();
    void explainedOdds();
    void noMoraleValue();
    void failure_data();
    void failure();
    void retreatNeverNearer_data();
    void retreatNeverNearer();
    void retreatCheapestTerrain();
    void retreatAvoidsFriends();
    void retreatPrefersWoods();
    void retreatNotBehindEnemyLines();
    void retreatTieIsAssumed();
    void surrenderWhenBlocked();
    void recovery_data();
    void recovery();
    void recoveryRefusals_data();
    void recoveryRefusals();
    void recoverySegment();
};

void TstLbMorale::boundary_data()
{
    QTest::addColumn<int>("morale");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<int>("reading");
    QTest::addColumn<bool>("passes");
    QTest::newRow("equal fails") << 34 << 0 << 34 << false;
    QTest::newRow("one above passes") << 34 << 0 << 35 << true;
    QTest::newRow("below fails") << 34 << 0 << 33 << false;
    QTest::newRow("base 6: 33 +3 reads 36, above 34") << 34 << 3 << 33 << true;
    QTest::newRow("disordered -3: 41 reads 34, fails") << 34 << -3 << 41 << false;
    QTest::newRow("morale 11: a modified 11 fails") << 11 << 0 << 11 << false;
    QTest::newRow("morale 11: 12 passes") << 11 << 0 << 12 << true;
    QTest::newRow("a modified 66 passes a morale of 66") << 66 << 0 << 66 << true;
    QTest::newRow("below 11 reads 11 and fails") << 11 << -6 << 21 << false;
    QTest::newRow("above 66 reads 66 and passes") << 66 << 6 << 61 << true;
}

void TstLbMorale::boundary()
{
    QFETCH(int, morale);
    QFETCH(int, modifier);
    QFETCH(int, reading);
    QFETCH(bool, passes);
    QCOMPARE(checkPasses(morale, modifier, reading), passes);
}

void TstLbMorale::passChance_data()
{
    QTest::addColumn<int>("morale");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<int>("passing");
    QTest::newRow("34: 35, 36 and 41-66") << 34 << 0 << 20;
    QTest::newRow("66: only 66") << 66 << 0 << 1;
    QTest::newRow("11: all but 11") << 11 << 0 << 35;
    QTest::newRow("34 disordered -3") << 34 << -3 << 17;
    QTest::newRow("34 routed -6") << 34 << -6 << 14;
    QTest::newRow("flank attacker +12 against 66") << 66 << 12 << 13;
}

void TstLbMorale::passChance()
{
    QFETCH(int, morale);
    QFETCH(int, modifier);
    QFETCH(int, passing);
    int count = 0;
    for (int i = 0; i < d66::readings; ++i)
        count += checkPasses(morale, modifier, d66::reading(i)) ? 1 : 0;
    QCOMPARE(count, passing);
    QCOMPARE(labataille::passChance(morale, modifier), passing / 36.0);
}

void TstLbMorale::stateModifiers_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("total");
    QTest::newRow("good order") << "" << 0;
    QTest::newRow("disordered -3") << "disordered" << -3;
    QTest::newRow("routed -6") << "routed" << -6;
}

void TstLbMorale::stateModifiers()
{
    QFETCH(QString, status);
    QFETCH(int, total);
    Spec sp;
    sp.status = status.toStdString();
    GameState s = position();
    s.addUnit(makeUnit(sp));
    const auto m = labataille::stateModifiers(LbOptions {}, s, s.unit(UnitId {"fr-1"}));
    QCOMPARE(totalModifier(m), total);
    QCOMPARE(m.size(), std::size_t(total == 0 ? 0 : 1));
    for (const MoraleModifier &x : m)
        QCOMPARE(x.rule, std::string("Morale"));
}

void TstLbMorale::explainedOdds()
{
    GameState s = position();
    Spec sp;
    sp.status = "disordered";
    s.addUnit(makeUnit(sp));
    s.addUnit(enemyAt(away(HexDirection::D0, 3)));
    const Unit &u = s.unit(UnitId {"fr-1"});
    Evaluation e;
    const LbOptions o;
    explainCheck(o, s, u, labataille::stateModifiers(o, s, u), "test", e);
    QVERIFY(oddsSumToOne(e));
    QCOMPARE(e.odds.front().title, std::string("Morale check of fr-1"));
    QCOMPARE(e.odds.front().outcomes.front().probability, 17 / 36.0);
    QCOMPARE(e.dice.size(), std::size_t(2));
    QCOMPARE(e.dice[0].purpose, std::string("morale check, tens die"));
    QCOMPARE(e.dice[1].purpose, std::string("morale check, ones die"));
    QVERIFY(!e.cues.empty()); // where the unit goes if it fails
    QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [](const Assumption &a) { return a.key == "labataille.morale-check"; }));
}

void TstLbMorale::noMoraleValue()
{
    GameState s = position();
    Spec sp;
    sp.morale = 0;
    s.addUnit(makeUnit(sp));
    const Unit &u = s.unit(UnitId {"fr-1"});
    Evaluation e;
    explainCheck(LbOptions {}, s, u, {}, "test", e);
    QVERIFY(e.dice.empty());
    QVERIFY(e.lines.front().assumed);
    QVERIFY(e.lines.front().text.find("no morale value") != std::string::npos);
    ScriptedDice none({});
    Resolution r;
    QVERIFY(resolveCheck(LbOptions {}, s, u, {}, "test", none, r));
    QCOMPARE(r.effects.size(), std::size_t(1));
}

void TstLbMorale::failure_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("formation");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("after"); // the state after the failure
    QTest::addColumn<int>("afterFormation");
    QTest::addColumn<int>("hexes"); // how far it goes
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int line = static_cast<int>(Formation::Line);
    const int column = static_cast<int>(Formation::Column);
    const int go = static_cast<int>(Formation::GeneralOrder);
    QTest::newRow("infantry in good order disorders, column, 3 MP") << inf << line << ""
                                                                    << "clear"
                                                                    << "disordered" << column << 3;
    QTest::newRow("infantry in woods takes general order") << inf << line << ""
                                                           << "woods"
                                                           << "disordered" << go << 3;
    QTest::newRow("cavalry never disorders: it routs 10 hexes") << cav << line << ""
                                                                << "clear"
                                                                << "routed" << line << 10;
    QTest::newRow("a disordered unit that fails routs") << inf << column << "disordered"
                                                        << "clear"
                                                        << "routed" << column << 10;
    QTest::newRow("a routed unit stays routed and retreats again") << inf << column << "routed"
                                                                   << "clear"
                                                                   << "routed" << column << 10;
}

void TstLbMorale::failure()
{
    QFETCH(int, kind);
    QFETCH(int, formation);
    QFETCH(QString, status);
    QFETCH(QString, terrain);
    QFETCH(QString, after);
    QFETCH(int, afterFormation);
    QFETCH(int, hexes);
    GameState s = position();
    s.editMap().setTerrain(centre, terrain.toStdString());
    Spec sp;
    sp.kind = static_cast<UnitKind>(kind);
    sp.formation = static_cast<Formation>(formation);
    sp.status = status.toStdString();
    s.addUnit(makeUnit(sp));
    const Hex enemy = away(HexDirection::D0, 1);
    s.addUnit(enemyAt(enemy));
    const Unit &u = s.unit(UnitId {"fr-1"});
    ScriptedDice dice({1, 1}); // 11 fails every morale value
    Resolution r;
    const LbOptions o;
    QVERIFY(!resolveCheck(o, s, u, labataille::stateModifiers(o, s, u), "test", dice, r));
    QCOMPARE(r.effects.front().kind, EffectKind::Record);
    QVERIFY(!r.effects.front().check->passed);
    s.apply(r.effects);
    const Unit &v = s.unit(UnitId {"fr-1"});
    QVERIFY(v.status.has(after.toStdString()));
    if (after == "routed")
        QVERIFY(!v.status.has("disordered"));
    QCOMPARE(static_cast<int>(profileOf<LbProfile>(v)->formation), afterFormation);
    QVERIFY(labataille::hexsideClasses(v).has_value()); // its facing fits its formation
    // Away from the enemy: every hex of the way one farther.
    QCOMPARE(distance(v.hex, enemy), 1 + hexes);
    QCOMPARE(distance(v.hex, centre), hexes);
}

void TstLbMorale::retreatNeverNearer_data()
{
    QTest::addColumn<int>("mp");
    QTest::addColumn<bool>("rout");
    QTest::newRow("3 MP") << 3 << false;
    QTest::newRow("rout of 10 hexes") << 10 << true;
}

void TstLbMorale::retreatNeverNearer()
{
    QFETCH(int, mp);
    QFETCH(bool, rout);
    GameState s = position();
    s.addUnit(makeUnit(Spec {}));
    s.addUnit(enemyAt(away(HexDirection::D0, 1)));
    s.addUnit(enemyAt(away(HexDirection::D1, 3), "ru-2"));
    const Unit &u = s.unit(UnitId {"fr-1"});
    const RetreatPath p = retreatPath(LbOptions {}, s, u, mp, rout);
    QVERIFY(!p.surrender);
    QCOMPARE(static_cast<int>(p.hexes.size()), mp);
    checkPathRules(s, u, p);
}

void TstLbMorale::retreatCheapestTerrain()
{
    // Of the three hexes leading away from the enemy two are woods (2 MP): the retreat of 3 MP
    // goes through the clear one and gets 3 hexes away.
    GameState s = position();
    s.addUnit(makeUnit(Spec {}));
    s.addUnit(enemyAt(away(HexDirection::D0, 1)));
    s.editMap().setTerrain(away(HexDirection::D2, 1), "woods");
    s.editMap().setTerrain(away(HexDirection::D3, 1), "woods");
    const Unit &u = s.unit(UnitId {"fr-1"});
    const RetreatPath p = retreatPath(LbOptions {}, s, u, 3, false);
    QCOMPARE(p.hexes.size(), std::size_t(3));
    QCOMPARE(bigMap().label(p.hexes.front()), bigMap().label(away(HexDirection::D4, 1)));
    checkPathRules(s, u, p);
}

void TstLbMorale::retreatAvoidsFriends()
{
    GameState s = position();
    s.addUnit(makeUnit(Spec {}));
    s.addUnit(enemyAt(away(HexDirection::D0, 1)));
    Spec friendA;
    friendA.id = "fr-2";
    friendA.hex = away(HexDirection::D3, 1);
    Spec friendB = friendA;
    friendB.id = "fr-3";
    friendB.hex = away(HexDirection::D4, 1);
    s.addUnit(makeUnit(friendA));
    s.addUnit(makeUnit(friendB));
    const Unit &u = s.unit(UnitId {"fr-1"});
    const RetreatPath p = retreatPath(LbOptions {}, s, u, 3, false);
    QCOMPARE(bigMap().label(p.hexes.front()), bigMap().label(away(HexDirection::D2, 1)));
    for (const Hex h : p.hexes)
        QVERIFY(h != friendA.hex && h != friendB.hex);
}

void TstLbMorale::retreatPrefersWoods()
{
    // A rout ignores terrain: every way of 10 hexes straight away is as good until the end hex,
    // and one ending in woods is preferred.
    GameState s = position();
    s.addUnit(makeUnit(Spec {}));
    s.addUnit(enemyAt(away(HexDirection::D0, 1)));
    const Hex woods = away(HexDirection::D2, 4, away(HexDirection::D3, 6));
    s.editMap().setTerrain(woods, "woods");
    const Unit &u = s.unit(UnitId {"fr-1"});
    const RetreatPath p = retreatPath(LbOptions {}, s, u, 10, true);
    QCOMPARE(bigMap().label(p.hexes.back()), bigMap().label(woods));
    QVERIFY(p.why.find("Woods") != std::string::npos);
    checkPathRules(s, u, p);
}

void TstLbMorale::retreatNotBehindEnemyLines()
{
    // A second enemy two hexes behind: the retreat keeps out of the hexes next to it.
    GameState s = position();
    s.addUnit(makeUnit(Spec {}));
    s.addUnit(enemyAt(away(HexDirection::D0, 1)));
    s.addUnit(enemyAt(away(HexDirection::D3, 3), "ru-2"));
    const Unit &u = s.unit(UnitId {"fr-1"});
    const RetreatPath p = retreatPath(LbOptions {}, s, u, 3, false);
    QVERIFY(!p.surrender);
    checkPathRules(s, u, p);
}

void TstLbMorale::retreatTieIsAssumed()
{
    GameState s = position();
    s.addUnit(makeUnit(Spec {}));
    s.addUnit(enemyAt(away(HexDirection::D0, 1)));
    const Unit &u = s.unit(UnitId {"fr-1"});
    const RetreatPath p = retreatPath(LbOptions {}, s, u, 3, false);
    QVERIFY(!p.alternatives.empty());
    QVERIFY(p.why.find("fixed order") != std::string::npos);
}

void TstLbMorale::surrenderWhenBlocked()
{
    // In the corner with enemies inside: every way out is off the map or next to an enemy.
    GameState s = position();
    Spec sp;
    sp.hex = s.map().parse("A1");
    s.addUnit(makeUnit(sp));
    int n = 0;
    for (const HexDirection d : allDirections) {
        const Hex h = away(d, 2, sp.hex);
        if (s.map().contains(h))
            s.addUnit(enemyAt(h, "ru-" + std::to_string(++n)));
    }
    const Unit &u = s.unit(UnitId {"fr-1"});
    const RetreatPath p = retreatPath(LbOptions {}, s, u, 3, false);
    QVERIFY(p.surrender);
    QVERIFY(p.hexes.empty());
    QVERIFY(p.why.find("surrenders") != std::string::npos);
    Resolution r;
    applyRetreat(s, u, p, "retreat", r);
    QVERIFY(hasEffect(r, EffectKind::Eliminated, "surrendered"));
}

void TstLbMorale::recovery_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("enemyDistance");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QString>("after");
    QTest::addColumn<bool>("moves");
    QTest::newRow("disordered passes: good order")
        << "disordered" << 5 << QList<int> {6, 6} << "passes"
        << "" << false;
    QTest::newRow("disordered fails: routs") << "disordered" << 5 << QList<int> {1, 1} << "fails"
                                             << "routed" << true;
    QTest::newRow("routed within 15 hexes keeps routing, no roll")
        << "routed" << 15 << QList<int> {} << "keeps-routing"
        << "routed" << true;
    QTest::newRow("routed beyond 15 passes: disordered")
        << "routed" << 16 << QList<int> {6, 6} << "passes"
        << "disordered" << false;
    QTest::newRow("routed beyond 15 fails: routs on")
        << "routed" << 16 << QList<int> {1, 1} << "fails"
        << "routed" << true;
}

void TstLbMorale::recovery()
{
    QFETCH(QString, status);
    QFETCH(int, enemyDistance);
    QFETCH(QList<int>, dice);
    QFETCH(QString, outcome);
    QFETCH(QString, after);
    QFETCH(bool, moves);
    LaBatailleRuleSet rules;
    GameState s = position();
    Spec sp;
    sp.hex = away(HexDirection::D3, 12);
    sp.formation = Formation::Column;
    sp.status = status.toStdString();
    s.addUnit(makeUnit(sp));
    s.addUnit(enemyAt(away(HexDirection::D0, enemyDistance, sp.hex)));
    const Evaluation e = rules.evaluate(s, recoverAction("fr-1"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(oddsSumToOne(e));
    QCOMPARE(static_cast<int>(e.dice.size()), static_cast<int>(dice.size()));
    ScriptedDice d(std::vector<int>(dice.begin(), dice.end()));
    const Resolution r = rules.resolve(s, e, d);
    QCOMPARE(r.outcomes.front().key, outcome.toStdString());
    s.apply(r.effects);
    const Unit &v = s.unit(UnitId {"fr-1"});
    QVERIFY(v.status.has("recovery-checked"));
    QCOMPARE(v.status.has("disordered"), after == "disordered");
    QCOMPARE(v.status.has("routed"), after == "routed");
    QCOMPARE(v.hex != sp.hex, moves);
}

void TstLbMorale::recoveryRefusals_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("otherSidePhasing");
    QTest::addColumn<QString>("why");
    QTest::newRow("good order") << "" << false << "is in good order";
    QTest::newRow("already checked") << "recovery-checked" << false << "already checked";
    QTest::newRow("not the phasing side") << "disordered" << true << "not on the phasing side";
}

void TstLbMorale::recoveryRefusals()
{
    QFETCH(QString, status);
    QFETCH(bool, otherSidePhasing);
    QFETCH(QString, why);
    LaBatailleRuleSet rules;
    GameState s = position();
    Spec sp;
    sp.status = status.toStdString();
    Unit u = makeUnit(sp);
    if (status == "recovery-checked")
        u.status.set("disordered");
    s.addUnit(u);
    if (otherSidePhasing) {
        SequencePosition pos = s.sequence();
        pos.phasingSide = SideId {"ru"};
        s.setSequence(pos);
    }
    const Evaluation e = rules.evaluate(s, recoverAction("fr-1"));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find(why.toStdString()) != std::string::npos, e.whyNot.c_str());
    QCOMPARE(e.whyNotRule, std::string("Morale"));
}

void TstLbMorale::recoverySegment()
{
    // Two disordered French units, one already checked, and a disordered Russian: with France
    // phasing only the unchecked French unit rolls, and the mark is cleared.
    LaBatailleRuleSet rules;
    GameState s = position();
    Spec a;
    a.formation = Formation::Column;
    a.status = "disordered";
    Spec b = a;
    b.id = "fr-2";
    b.hex = away(HexDirection::D3, 2);
    Unit checked = makeUnit(b);
    checked.status.set("recovery-checked");
    s.addUnit(makeUnit(a));
    s.addUnit(checked);
    Unit ru = enemyAt(away(HexDirection::D0, 6));
    ru.status.set("disordered");
    s.addUnit(ru);
    SequencePosition pos = s.sequence();
    pos.phasingSide = SideId {"fr"};
    s.setSequence(pos);
    Action end;
    end.kind = std::string(actions::moraleRecovery);
    const Evaluation e = rules.evaluate(s, end);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.dice.size(), std::size_t(2));
    QCOMPARE(e.odds.size(), std::size_t(1));
    ScriptedDice d({6, 6});
    const Resolution r = rules.resolve(s, e, d);
    s.apply(r.effects);
    QVERIFY(!s.unit(UnitId {"fr-1"}).status.has("disordered"));
    QVERIFY(!s.unit(UnitId {"fr-2"}).status.has("recovery-checked"));
    QVERIFY(s.unit(UnitId {"fr-2"}).status.has("disordered"));
    QVERIFY(s.unit(UnitId {"ru-1"}).status.has("disordered"));
    // Nothing left to do: the end step is refused (the phase still ends, saying so).
    const Evaluation nothing = rules.evaluate(position(), end);
    QVERIFY(!nothing.legal);
    QVERIFY(nothing.whyNot.find("no disordered or routed unit") != std::string::npos);
    const auto offered = rules.availableActions(s, {UnitId {"fr-2"}});
    QVERIFY(std::find(offered.begin(), offered.end(), actions::recoverMorale) != offered.end());
    const auto &names = rules.vocabulary().actions;
    QVERIFY(std::any_of(names.begin(), names.end(),
        [](const ActionType &t) { return t.key == actions::recoverMorale; }));
    QVERIFY(std::any_of(names.begin(), names.end(),
        [](const ActionType &t) { return t.key == actions::moraleRecovery; }));
}

QTEST_GUILESS_MAIN(TstLbMorale)
#include "tst_lbmorale.moc"
