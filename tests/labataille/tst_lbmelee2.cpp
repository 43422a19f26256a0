// La Bataille melee, the rest of REFERENCE 2.5.5 and 2.5.6: cavalry readiness after a melee (and
// its recovery at the End of Turn), the attacker's −3 per increment lost to defensive fire, only
// the hex a unit fired at, and the increment lost leaving an enemy zone of influence through a
// melee. Each with its refusal and its undo.

#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/labataille/lbfirerecord.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmelee.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/labataille/lbsequence.h"
#include "core/rules/sequence.h"

#include "tests/labataille/lbmeleefixture.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::labataille;
using namespace hexfire::lbtest;

namespace {

void setPhase(GameState &s, std::string_view phase)
{
    SequencePosition p = s.sequence();
    p.phase = std::string(phase);
    s.setSequence(completePosition(LbSequence::sequenceOfPlay(), s, p));
}

Action fireAction(const std::string &id, Hex target)
{
    Action a;
    a.kind = std::string(actions::fire);
    a.actors = {UnitId {id}};
    a.target = target;
    return a;
}

int countLines(const std::vector<ExplanationLine> &lines, const std::string &key)
{
    return static_cast<int>(std::count_if(
        lines.begin(), lines.end(), [&](const ExplanationLine &l) { return l.key == key; }));
}

const ExplanationLine *lineWith(const std::vector<ExplanationLine> &lines, const std::string &text)
{
    for (const ExplanationLine &l : lines) {
        if (l.text.find(text) != std::string::npos)
            return &l;
    }
    return nullptr;
}

/** The unit's readiness as a word: "fresh", "tired" or "exhausted". */
QString readinessWord(const Unit &u)
{
    if (u.status.has(statuses::exhausted))
        return "exhausted";
    return u.status.has(statuses::tired) ? "tired" : "fresh";
}

Marker fireTarget(const char *unit, Hex from, Hex target)
{
    Marker m;
    m.kind = std::string(markers::fireTarget);
    m.hex = from;
    m.unit = UnitId {unit};
    m.params["target"] = target;
    return m;
}

} // namespace

class TstLbMelee2 : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerLaBataille(); }
    void readinessAfterMelee_data();
    void readinessAfterMelee();
    void readinessRecoversAtEndOfTurn();
    void defensiveFireLosses_data();
    void defensiveFireLosses();
    void defensiveFireIsRecorded();
    void onlyTheHexItFiredAt_data();
    void onlyTheHexItFiredAt();
    void offensiveFireIsRecordedUntilEndOfTurn();
    void leavingAZoneCostsAnIncrement_data();
    void leavingAZoneCostsAnIncrement();
    void followRetreat_data();
    void followRetreat();
    void failureInAStackMakesTheRestCheck_data();
    void failureInAStackMakesTheRestCheck();
};

void TstLbMelee2::readinessAfterMelee_data()
{
    QTest::addColumn<int>("attackerKind");
    QTest::addColumn<QString>("attackerStatus");
    QTest::addColumn<int>("defenderKind");
    QTest::addColumn<int>("defenderFormation");
    QTest::addColumn<QString>("attackerAfter"); // "" for infantry: no readiness
    QTest::addColumn<QString>("defenderAfter");
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int col = static_cast<int>(Formation::Column);
    const int carre = static_cast<int>(Formation::Carre);
    const int go = static_cast<int>(Formation::GeneralOrder);
    QTest::newRow("fresh cavalry that melees becomes tired") << cav << "" << inf << col << "tired"
                                                             << "";
    QTest::newRow("tired cavalry becomes exhausted") << cav << "tired" << inf << col << "exhausted"
                                                     << "";
    QTest::newRow("exhausted cavalry stays exhausted")
        << cav << "exhausted" << inf << col << "exhausted"
        << "";
    QTest::newRow("a charge and a melee: exhausted")
        << cav << "charged" << inf << col << "exhausted"
        << "";
    QTest::newRow("at a third against a carré: stays fresh") << cav << "" << inf << carre << "fresh"
                                                             << "";
    QTest::newRow("at a third against general order: stays tired")
        << cav << "tired" << inf << go << "tired"
        << "";
    QTest::newRow("defending cavalry becomes tired too") << inf << "" << cav << col << ""
                                                         << "tired";
    QTest::newRow("cavalry against cavalry: both tired") << cav << "" << cav << col << "tired"
                                                         << "tired";
    QTest::newRow("infantry has no readiness") << inf << "" << inf << col << ""
                                               << "";
}

void TstLbMelee2::readinessAfterMelee()
{
    QFETCH(int, attackerKind);
    QFETCH(QString, attackerStatus);
    QFETCH(int, defenderKind);
    QFETCH(int, defenderFormation);
    QFETCH(QString, attackerAfter);
    QFETCH(QString, defenderAfter);
    LaBatailleRuleSet rules;
    Spec a = attacker();
    a.kind = static_cast<UnitKind>(attackerKind);
    a.movement = a.kind == UnitKind::Cavalry ? 12 : 6;
    a.status = attackerStatus.toStdString();
    Spec d = defender();
    d.kind = static_cast<UnitKind>(defenderKind);
    d.formation = static_cast<Formation>(defenderFormation);
    d.movement = d.kind == UnitKind::Cavalry ? 12 : 6;
    GameState s = position({a, d});
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const int cavalry
        = (a.kind == UnitKind::Cavalry ? 1 : 0) + (d.kind == UnitKind::Cavalry ? 1 : 0);
    // The evaluation says what each cavalry unit becomes if it fights.
    QCOMPARE(countLines(e.lines, "melee.readiness"), cavalry);
    ScriptedDice dice({3, 3}); // no checks (no morale values): the melee roll only
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(countLines(r.lines, "melee.readiness"), cavalry * 2);
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    const Unit &au = s.unit(UnitId {"fr-att"});
    const Unit &du = s.unit(UnitId {"ru-def"});
    QCOMPARE(readinessWord(au), attackerAfter.isEmpty() ? QString("fresh") : attackerAfter);
    QCOMPARE(readinessWord(du), defenderAfter.isEmpty() ? QString("fresh") : defenderAfter);
    // Cavalry that fought has not rested this turn; infantry carries no mark.
    QCOMPARE(au.status.has(statuses::fought), a.kind == UnitKind::Cavalry);
    QCOMPARE(du.status.has(statuses::fought), d.kind == UnitKind::Cavalry);
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbMelee2::readinessRecoversAtEndOfTurn()
{
    LaBatailleRuleSet rules;
    Spec rested = attacker();
    rested.kind = UnitKind::Cavalry;
    rested.status = std::string(statuses::tired);
    Spec fought = defender();
    fought.kind = UnitKind::Cavalry;
    fought.hex = map().parse("E5");
    fought.status = std::string(statuses::exhausted);
    fought.status2 = std::string(statuses::fought);
    GameState s = position({rested, fought}, phases::endOfTurn);
    Action next;
    next.kind = "next-phase";
    const Evaluation e = rules.evaluateInGame(s, next);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(lineWith(e.lines, "fr-att rested a full turn"));
    QVERIFY(!lineWith(e.lines, "ru-def rested"));
    ScriptedDice none(std::vector<int> {});
    const GameState before = s;
    const StateDelta delta = s.apply(rules.resolve(s, e, none).effects);
    QCOMPARE(readinessWord(s.unit(UnitId {"fr-att"})), QString("fresh"));
    QCOMPARE(readinessWord(s.unit(UnitId {"ru-def"})), QString("exhausted"));
    QVERIFY(!s.unit(UnitId {"ru-def"}).status.has(statuses::fought));
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbMelee2::defensiveFireLosses_data()
{
    QTest::addColumn<int>("lost");
    QTest::addColumn<int>("attackerKind");
    QTest::addColumn<int>("modifier"); // 0: no line
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    QTest::newRow("no losses: no modifier") << 0 << inf << 0;
    QTest::newRow("one increment lost: -3") << 1 << inf << -3;
    QTest::newRow("two increments lost: -6") << 2 << inf << -6;
    QTest::newRow("cavalry does not check: no modifier") << 2 << cav << 0;
}

void TstLbMelee2::defensiveFireLosses()
{
    QFETCH(int, lost);
    QFETCH(int, attackerKind);
    QFETCH(int, modifier);
    LaBatailleRuleSet rules;
    Spec a = attacker();
    a.kind = static_cast<UnitKind>(attackerKind);
    a.morale = 34;
    Spec d = defender();
    d.formation = Formation::GeneralOrder; // the defender does not check
    GameState s = position({a, d}, phases::melee);
    if (lost > 0) {
        Marker m;
        m.kind = std::string(markers::defensiveFireLosses);
        m.hex = a.hex;
        m.unit = UnitId {"fr-att"};
        m.value = lost;
        s.addMarker(m);
    }
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const ExplanationLine *l = lineWith(e.lines, "to defensive fire");
    if (modifier == 0) {
        QVERIFY(!l);
        return;
    }
    QVERIFY(l);
    QCOMPARE(l->number, std::optional<int>(modifier));
    QCOMPARE(l->rule, std::string("Melee"));
    QVERIFY(!l->assumed);
    // The check is harder by as much: the same position without the losses passes more often.
    GameState clean = position({a, d}, phases::melee);
    const auto failChance = [](const Evaluation &ev) {
        for (const OddsTable &t : ev.odds) {
            for (const OutcomeOdds &o : t.outcomes) {
                if (o.key == "attackers-fall-back")
                    return o.probability;
            }
        }
        return 0.0;
    };
    QVERIFY(failChance(e) > failChance(rules.evaluate(clean, meleeAction({"fr-att"}))));
}

void TstLbMelee2::defensiveFireIsRecorded()
{
    // The Russian unit fires in the Defensive Fire segment at the French attacker: its losses are
    // kept for the melee; the same fire in the Offensive Fire segment leaves no losses record.
    LaBatailleRuleSet rules;
    Spec a = attacker();
    a.strength = 12;
    a.morale = 34; // it checks before the melee
    GameState s = position({a, defender()}, phases::defensiveFire);
    const Evaluation e = rules.evaluate(s, fireAction("ru-def", a.hex));
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice dice({6, 6, 6, 6, 6, 6});
    const Resolution r = rules.resolve(s, e, dice);
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    const int lost = 12 - s.unit(UnitId {"fr-att"}).strength;
    QVERIFY(lost > 0);
    QCOMPARE(LbFireRecord::defensiveFireLosses(s, UnitId {"fr-att"}), lost);
    QVERIFY(!LbFireRecord::offensiveTarget(s, UnitId {"ru-def"})); // not offensive fire
    const auto marker = std::find_if(s.markers().begin(), s.markers().end(),
        [](const Marker &m) { return m.kind == markers::defensiveFireLosses; });
    QVERIFY(marker != s.markers().end());
    const MarkerView view = rules.describeMarker(s, *marker);
    QCOMPARE(view.value, std::to_string(lost));
    QVERIFY2(view.tooltip.find("pre-melee check") != std::string::npos, view.tooltip.c_str());
    // The attacker then assaults at −3 a lost increment.
    setPhase(s, phases::melee);
    const Evaluation melee = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(melee.legal, melee.whyNot.c_str());
    const ExplanationLine *l = lineWith(melee.lines, "to defensive fire");
    QVERIFY(l);
    QCOMPARE(l->number, std::optional<int>(-3 * lost));
    s.revert(delta);
    setPhase(s, phases::defensiveFire);
    QCOMPARE(LbFireRecord::defensiveFireLosses(s, UnitId {"fr-att"}), 0);
    QCOMPARE(s.markers().size(), before.markers().size());
}

void TstLbMelee2::onlyTheHexItFiredAt_data()
{
    QTest::addColumn<QString>("firedAt"); // "": did not fire
    QTest::addColumn<QString>("why"); // "": legal
    QTest::newRow("did not fire: may assault") << ""
                                               << "";
    QTest::newRow("fired at the hex it assaults") << "O15"
                                                  << "";
    QTest::newRow("fired at another hex: refused") << "O13"
                                                   << "fired at O13 in the Offensive Fire segment";
}

void TstLbMelee2::onlyTheHexItFiredAt()
{
    QFETCH(QString, firedAt);
    QFETCH(QString, why);
    LaBatailleRuleSet rules;
    Spec a = attacker();
    GameState s = position({a, defender()}, phases::melee);
    if (!firedAt.isEmpty())
        s.addMarker(fireTarget("fr-att", a.hex, map().parse(firedAt.toStdString())));
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    if (why.isEmpty()) {
        QVERIFY2(e.legal, e.whyNot.c_str());
        return;
    }
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find(why.toStdString()) != std::string::npos, e.whyNot.c_str());
    QVERIFY2(
        e.whyNot.find("assaults only the hex it fired at") != std::string::npos, e.whyNot.c_str());
    QCOMPARE(e.whyNotRule, std::string("Melee"));
}

void TstLbMelee2::offensiveFireIsRecordedUntilEndOfTurn()
{
    LaBatailleRuleSet rules;
    Spec a = attacker();
    Spec other = defender();
    other.id = "ru-other";
    other.hex = neighbor(a.hex, HexDirection::D4); // also in front of the attacker
    GameState s = position({a, defender(), other}, phases::offensiveFire);
    const Evaluation e = rules.evaluate(s, fireAction("fr-att", centre));
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice dice({2, 1, 6, 6, 6, 6});
    const GameState start = s;
    std::vector<StateDelta> done;
    done.push_back(s.apply(rules.resolve(s, e, dice).effects));
    QCOMPARE(LbFireRecord::offensiveTarget(s, UnitId {"fr-att"}), std::optional<Hex>(centre));
    // The end of the fire segment keeps the record for the Melee Assault segment.
    Action next;
    next.kind = "next-phase";
    ScriptedDice none(std::vector<int> {});
    const Evaluation end = rules.evaluateInGame(s, next);
    QVERIFY2(end.legal, end.whyNot.c_str());
    done.push_back(s.apply(rules.resolve(s, end, none).effects));
    QCOMPARE(s.sequence().phase, std::string(phases::melee));
    QVERIFY(rules.evaluate(s, meleeAction({"fr-att"})).legal);
    const Evaluation elsewhere = rules.evaluate(s, meleeAction({"fr-att"}, other.hex));
    QVERIFY(!elsewhere.legal);
    QVERIFY2(elsewhere.whyNot.find("fired at O15") != std::string::npos, elsewhere.whyNot.c_str());
    // The End of Turn clears it.
    setPhase(s, phases::endOfTurn);
    const Evaluation endTurn = rules.evaluateInGame(s, next);
    QVERIFY2(endTurn.legal, endTurn.whyNot.c_str());
    done.push_back(s.apply(rules.resolve(s, endTurn, none).effects));
    QVERIFY(!LbFireRecord::offensiveTarget(s, UnitId {"fr-att"}));
    QVERIFY(std::none_of(s.markers().begin(), s.markers().end(), LbFireRecord::owns));
    // Undone in reverse (the phase set by hand aside), the record is back, then the first position.
    s.revert(done.back());
    done.pop_back();
    QCOMPARE(LbFireRecord::offensiveTarget(s, UnitId {"fr-att"}), std::optional<Hex>(centre));
    setPhase(s, phases::melee);
    for (auto it = done.rbegin(); it != done.rend(); ++it)
        s.revert(*it);
    QVERIFY(s == start);
}

void TstLbMelee2::leavingAZoneCostsAnIncrement_data()
{
    QTest::addColumn<int>("defenderMelee");
    QTest::addColumn<int>("defenderStrength");
    QTest::addColumn<bool>("defenderFacesAway");
    QTest::addColumn<int>("tens");
    QTest::addColumn<QString>("result");
    QTest::addColumn<int>("attackerLost");
    QTest::addColumn<int>("defenderLost"); // -1: eliminated
    QTest::newRow("DD: the defender leaves the attacker's zone, 1 lost")
        << 12 << 6 << false << 6 << "DD" << 0 << 1;
    QTest::newRow("DR: the defender leaves the attacker's zone, 1 lost")
        << 3 << 6 << false << 5 << "DR" << 0 << 1;
    QTest::newRow("AD: the attacker leaves the defender's zone, 1 lost")
        << 12 << 6 << false << 1 << "AD" << 1 << 0;
    QTest::newRow("AD, the defender faces away: no zone, none lost")
        << 12 << 6 << true << 1 << "AD" << 0 << 0;
    QTest::newRow("NE: nobody leaves, none lost") << 12 << 6 << false << 2 << "NE" << 0 << 0;
    QTest::newRow("DD on the last increment: eliminated")
        << 12 << 1 << false << 6 << "DD" << 0 << -1;
}

void TstLbMelee2::leavingAZoneCostsAnIncrement()
{
    QFETCH(int, defenderMelee);
    QFETCH(int, defenderStrength);
    QFETCH(bool, defenderFacesAway);
    QFETCH(int, tens);
    QFETCH(QString, result);
    QFETCH(int, attackerLost);
    QFETCH(int, defenderLost);
    LaBatailleRuleSet rules;
    Spec d = defender();
    d.melee = defenderMelee;
    d.strength = defenderStrength;
    d.maxStrength = defenderStrength; // a full unit of that size: its melee value unshrunk
    if (defenderFacesAway)
        d.facing = HexDirection::D3;
    GameState s = position({attacker(), d});
    const Evaluation e = rules.evaluate(s, meleeAction({"fr-att"}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [](const Assumption &a) { return a.key == "labataille.melee-zone-loss"; }));
    ScriptedDice dice({tens, 1});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(r.outcomes.back().key, result.toStdString());
    QCOMPARE(countLines(r.lines, "melee.zone-loss"),
        (attackerLost > 0 ? 1 : 0) + (defenderLost != 0 ? 1 : 0));
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    QCOMPARE(s.unit(UnitId {"fr-att"}).strength, 6 - attackerLost);
    if (defenderLost < 0)
        QVERIFY(s.unit(UnitId {"ru-def"}).eliminated);
    else
        QCOMPARE(s.unit(UnitId {"ru-def"}).strength, defenderStrength - defenderLost);
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbMelee2::followRetreat_data()
{
    // The defender retreated from the centre to the hex beyond it (D3): the attacker beside the
    // centre on D0 follows into the centre and assaults it again.
    QTest::addColumn<QString>("via"); // "": the centre; "back": the hex behind the attacker;
                                      // "far": two hexes behind it
    QTest::addColumn<bool>("marked"); // the defender carries "retreated"
    QTest::addColumn<bool>("firedElsewhere"); // the attacker fired at the centre
    QTest::addColumn<QString>("why"); // "": legal
    QTest::newRow("follows into the vacated hex and assaults") << "" << true << false << "";
    QTest::newRow("follows although it fired at the hex the defender left")
        << "" << true << true << "";
    QTest::newRow("no retreat of more than one hex: refused")
        << "" << false << false << "retreated before melee more than one hex";
    QTest::newRow("more than one hex away: refused") << "far" << true << false << "follows one hex";
    QTest::newRow("the target is not next to the new hex: refused")
        << "back" << true << false << "assaults from there";
}

void TstLbMelee2::followRetreat()
{
    QFETCH(QString, via);
    QFETCH(bool, marked);
    QFETCH(bool, firedElsewhere);
    QFETCH(QString, why);
    LaBatailleRuleSet rules;
    const Hex target = neighbor(centre, HexDirection::D3);
    Spec a = attacker();
    Spec d = defender();
    d.hex = target;
    d.facing = HexDirection::D0; // towards the centre and the attacker
    if (marked)
        d.status = std::string(statuses::retreated);
    GameState s = position({a, d}, phases::melee);
    if (firedElsewhere)
        s.addMarker(fireTarget("fr-att", a.hex, centre));
    const Hex back = neighbor(a.hex, HexDirection::D0);
    const Hex into = via == "back" ? back
        : via == "far"             ? neighbor(back, HexDirection::D0)
                                   : centre;
    Action act = meleeAction({"fr-att"}, target);
    QVERIFY(!rules.evaluate(s, act).legal); // not next to it without following
    act.via = into;
    const Evaluation e = rules.evaluate(s, act);
    if (!why.isEmpty()) {
        QVERIFY(!e.legal);
        QVERIFY2(e.whyNot.find(why.toStdString()) != std::string::npos, e.whyNot.c_str());
        QCOMPARE(e.whyNotRule, std::string("Melee"));
        return;
    }
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(countLines(e.lines, "melee.follow"), 1);
    ScriptedDice dice({2, 1}); // 1-1, 21: NE
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(r.outcomes.back().key, std::string("NE"));
    QCOMPARE(r.effects.front().name, std::string("follow"));
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"fr-att"}).hex == centre);
    QVERIFY(s.unit(UnitId {"ru-def"}).hex == target);
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbMelee2::failureInAStackMakesTheRestCheck_data()
{
    QTest::addColumn<int>("firstCheck"); // the tens die of the first unit's check (ones 1)
    QTest::addColumn<bool>("alone"); // no second unit in the hex
    QTest::addColumn<int>("checks"); // morale rolls made
    QTest::newRow("the unit that lost fails: the rest of the stack checks") << 1 << false << 2;
    QTest::newRow("the unit that lost passes: nobody else checks") << 6 << false << 1;
    QTest::newRow("alone in its hex: nobody else") << 1 << true << 1;
}

void TstLbMelee2::failureInAStackMakesTheRestCheck()
{
    QFETCH(int, firstCheck);
    QFETCH(bool, alone);
    QFETCH(int, checks);
    LaBatailleRuleSet rules;
    Spec a = attacker();
    a.strength = 18;
    Spec d = defender();
    d.morale = 34;
    d.strength = 12;
    Spec second = d;
    second.id = "ru-second";
    second.strength = 2;
    std::vector<Spec> units {a, second, d}; // the last added is the top unit: it loses first
    if (alone)
        units.erase(units.begin() + 1);
    GameState s = position(units, phases::offensiveFire);
    const Evaluation e = rules.evaluate(s, fireAction("fr-att", centre));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(countLines(e.lines, "morale.stack"), alone ? 0 : 1);
    // The fire roll reads 66, then the checks: the first as the row says, the next one passes.
    ScriptedDice dice({6, 6, firstCheck, 1, 6, 6, 6, 6});
    const Resolution r = rules.resolve(s, e, dice);
    const int rolled = static_cast<int>(std::count_if(r.effects.begin(), r.effects.end(),
        [](const Effect &x) { return x.name == "morale-roll"; }));
    QCOMPARE(rolled, checks);
    QVERIFY(dice.position() <= e.dice.size()); // every die rolled was listed
    if (checks == 2)
        QVERIFY(lineWith(r.lines, "failed in its stack, so the rest check"));
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    s.revert(delta);
    QVERIFY(s == before);
}

QTEST_GUILESS_MAIN(TstLbMelee2)
#include "tst_lbmelee2.moc"
