// La Bataille's turn (REFERENCE 2.5.1, 2.5.3) and the fire rules a player meets in it: the
// segments in order for both player turns, the end steps, once a segment, defensive fire, who may
// fire, what blocks sight, and the fire values and defences of the states and stacks of 2.5.4.

#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/labataille/lbsequence.h"
#include "core/rules/sequence.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::labataille;

// The units below are written with designated initializers naming only what each row changes;
// the other fields keep their defaults on purpose.
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

namespace {

MapGrid smallMap()
{
    return MapGrid(
        MapCoordinates(12, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"},
            {"village", "Village", "#999999"}});
}

Hex hexAt(const char *label) { return smallMap().parse(label); }

struct Spec {
    std::string id;
    std::string side = "fr";
    const char *hex = "F6";
    UnitKind kind = UnitKind::Infantry;
    Formation formation = Formation::Column;
    int strength = 4;
    std::optional<Facing> facing;
    std::string status;
    int range = 1;
    int movement = 6;
    bool artilleryBonus = false;
    bool specialAbility = false;
};

Unit makeUnit(const Spec &s)
{
    Unit u;
    u.id = UnitId {s.id};
    u.name = s.id;
    u.side = SideId {s.side};
    u.hex = hexAt(s.hex);
    u.strength = s.kind == UnitKind::Leader ? 0 : s.strength;
    u.maxStrength = u.strength;
    u.facing = s.facing;
    if (!s.status.empty())
        u.status.set(s.status);
    auto p = std::make_shared<LbProfile>();
    p->kind = s.kind;
    p->formation = s.formation;
    p->fireMultiple = s.kind == UnitKind::Leader ? 0 : 3;
    p->nationality = s.side == "fr" ? "french" : "russian";
    p->range = s.range;
    p->movement = s.movement;
    p->artilleryBonus = s.artilleryBonus;
    p->specialAbility = s.specialAbility;
    u.profile = p;
    return u;
}

/** Facing from `from` towards `to`: the hexside, or the vertex just clockwise of it. */
Facing towards(const char *from, const char *to, bool vertex = false)
{
    const HexDirection d = exitHexsides(hexAt(from), hexAt(to)).front();
    return vertex ? Facing::vertex(d) : Facing::hexside(d);
}

GameState position(const std::vector<Spec> &specs, std::string_view phase = {})
{
    GameState s("labataille", smallMap(),
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
    for (const Spec &spec : specs)
        s.addUnit(makeUnit(spec));
    if (!phase.empty()) {
        const SequenceOfPlay &sequence = LbSequence::sequenceOfPlay();
        SequencePosition p;
        p.phase = std::string(phase);
        s.setSequence(completePosition(sequence, s, p));
    }
    return s;
}

Action fire(std::vector<std::string> actors, const char *target)
{
    Action a;
    a.kind = std::string(actions::fire);
    for (auto &id : actors)
        a.actors.push_back(UnitId {id});
    a.target = hexAt(target);
    return a;
}

int finalOf(const Evaluation &e, const std::string &key)
{
    for (const auto &f : e.finals) {
        if (f.key == key)
            return f.value;
    }
    return -999;
}

/** A French column in F7 facing a Russian column in F6 (adjacent, front to front). */
std::vector<Spec> facingPair()
{
    Spec fr {.id = "fr-a", .hex = "F7", .facing = towards("F7", "F6")};
    Spec ru {.id = "ru-a", .side = "ru", .hex = "F6", .facing = towards("F6", "F7")};
    return {fr, ru};
}

const LaBatailleRuleSet &rules()
{
    static const LaBatailleRuleSet r;
    return r;
}

} // namespace

class TstLbTurn : public QObject {
    Q_OBJECT

private slots:
    void segmentsInOrder();
    void fireRefusals_data();
    void fireRefusals();
    void fireValues_data();
    void fireValues();
    void loneLeaderDoesNotBlock();
    void facings_data();
    void facings();
    void fireLossesRollMorale();
    void moraleLevelCountsInChecks();
    void endOfFireSegment();
    void endOfTurn();
    void undoAcrossPhases();
};

void TstLbTurn::segmentsInOrder()
{
    // A whole turn for both sides (2.5.1): the French player turn, then the Russian one, then
    // the end of the turn, and the next turn's command sequence.
    GameState s = position(facingPair(), phases::command);
    const SequenceOfPlay &sequence = LbSequence::sequenceOfPlay();
    QStringList got;
    for (int i = 0; i < 16; ++i) {
        const SequencePosition &p = s.sequence();
        got << QString::fromStdString(std::to_string(p.turn) + " " + p.phase + " "
            + (p.sideToAct ? p.sideToAct->value : std::string("-")));
        Effect next = makeEffect(EffectKind::SequenceChanged, "next-phase");
        next.sequence = nextPosition(sequence, s);
        s.apply({next});
    }
    const QStringList expected {"1 command -", "1 charge fr", "1 movement fr",
        "1 defensive-fire ru", "1 offensive-fire fr", "1 melee fr", "1 morale-recovery fr",
        "1 charge ru", "1 movement ru", "1 defensive-fire fr", "1 offensive-fire ru", "1 melee ru",
        "1 morale-recovery ru", "1 end-of-turn -", "2 command -", "2 charge fr"};
    QCOMPARE(got, expected);
}

void TstLbTurn::fireRefusals_data()
{
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QString>("reason");
    QTest::newRow("a routed unit does not fire") << ""
                                                 << "routed"
                                                 << "routed units do not fire";
    QTest::newRow("a unit fires once a segment") << ""
                                                 << "fired"
                                                 << "has already fired in this segment";
    QTest::newRow("defensive fire only at an adjacent enemy")
        << "defensive-fire"
        << "skirmishers at two hexes"
        << "defensive fire is only at enemies";
    QTest::newRow("a leader alone is no target") << ""
                                                 << "leader alone"
                                                 << "only a leader is in";
    QTest::newRow("artillery fires at the closest target") << ""
                                                           << "battery past a closer target"
                                                           << "must fire at the closest target";
    QTest::newRow("two batteries need an artillery-bonus leader")
        << ""
        << "two batteries"
        << "leader with an artillery bonus";
    QTest::newRow("three batteries need a special-ability leader")
        << ""
        << "three batteries, bonus leader"
        << "leader with a special ability";
}

void TstLbTurn::fireRefusals()
{
    QFETCH(QString, phase);
    QFETCH(QString, situation);
    QFETCH(QString, reason);
    std::vector<Spec> units = facingPair();
    Action a = fire({"fr-a"}, "F6");
    if (situation == "routed" || situation == "fired")
        units[0].status = situation.toStdString();
    if (situation == "skirmishers at two hexes") {
        units[0].hex = "F8";
        units[0].formation = Formation::Skirmish;
        units[0].facing = towards("F8", "F6", true);
    }
    if (situation == "leader alone") {
        units[1].kind = UnitKind::Leader;
        units[1].facing.reset();
    }
    const auto battery = [](const char *id, const char *hex) {
        return Spec {.id = id,
            .hex = hex,
            .kind = UnitKind::Artillery,
            .formation = Formation::Unlimbered,
            .facing = towards(hex, "F3"),
            .range = 5};
    };
    if (situation == "battery past a closer target") {
        units = {battery("fr-gun", "F9"),
            {.id = "ru-near", .side = "ru", .hex = "G9", .facing = towards("G9", "F9")},
            {.id = "ru-far", .side = "ru", .hex = "F5", .facing = towards("F5", "F9")}};
        a = fire({"fr-gun"}, "F5");
    }
    if (situation.contains("batteries")) {
        units = {battery("fr-g1", "E8"), battery("fr-g2", "F8"),
            {.id = "ru-t", .side = "ru", .hex = "F3", .facing = towards("F3", "F8")}};
        a = fire({"fr-g1", "fr-g2"}, "F3");
        if (situation.contains("three")) {
            units.push_back(battery("fr-g3", "G8"));
            units.push_back(
                {.id = "fr-lead", .hex = "F9", .kind = UnitKind::Leader, .artilleryBonus = true});
            a = fire({"fr-g1", "fr-g2", "fr-g3"}, "F3");
        }
    }
    const GameState s = position(units, phase.toStdString());
    const Evaluation e = rules().evaluate(s, a);
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find(reason.toStdString()) != std::string::npos, e.whyNot.c_str());
}

void TstLbTurn::fireValues_data()
{
    QTest::addColumn<QString>("situation");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("value");
    // 4 increments x 3 in column = 12; disordered, half (2.5.4).
    QTest::newRow("good order fires at full value") << ""
                                                    << "fire.value" << 12;
    QTest::newRow("disordered fires at half") << "disordered"
                                              << "fire.value" << 6;
    QTest::newRow("an other modifier joins the roll") << "other +3"
                                                      << "fire.drm" << 3;
    // A line of 4 with a column of 4 under it: 8 increments in the hex, over 7: column value 6.
    QTest::newRow("a line with a column counts the hex") << "line over column"
                                                         << "fire.defence" << 6;
    QTest::newRow("a line alone of 4 keeps the line value") << "line alone"
                                                            << "fire.defence" << 9;
    // Guns are not counted: a line of 4 with a battery of 4, line 9 less 2 with artillery.
    QTest::newRow("a battery does not make the line dense") << "line with battery"
                                                            << "fire.defence" << 7;
    QTest::newRow("cavalry in line takes flank fire") << "cavalry line, flank"
                                                      << "fire.defence" << 5;
    QTest::newRow("cavalry in line from the front") << "cavalry line, front"
                                                    << "fire.defence" << 6;
}

void TstLbTurn::fireValues()
{
    QFETCH(QString, situation);
    QFETCH(QString, key);
    QFETCH(int, value);
    std::vector<Spec> units = facingPair();
    Action a = fire({"fr-a"}, "F6");
    if (situation == "disordered")
        units[0].status = "disordered";
    if (situation == "other +3")
        a.params["otherModifier"] = 3;
    if (situation.startsWith("line")) {
        units[1].formation = Formation::Line;
        units[1].facing = towards("F6", "F7", true);
    }
    if (situation == "line over column")
        units.insert(units.begin() + 1,
            {.id = "ru-col", .side = "ru", .hex = "F6", .facing = towards("F6", "F7")});
    if (situation == "line with battery")
        units.insert(units.begin() + 1,
            {.id = "ru-gun",
                .side = "ru",
                .hex = "F6",
                .kind = UnitKind::Artillery,
                .formation = Formation::Unlimbered,
                .facing = towards("F6", "F7")});
    if (situation.startsWith("cavalry")) {
        units[1].kind = UnitKind::Cavalry;
        units[1].formation = Formation::Line;
        // Facing the vertex clockwise of the hexside towards F7 puts F7 on a front hexside;
        // turned one hexside clockwise, that hexside is a flank.
        const Facing front = towards("F6", "F7", true);
        units[1].facing = situation.endsWith("flank")
            ? Facing::fromPosition((front.position() + 2) % 12)
            : front;
    }
    const Evaluation e = rules().evaluate(position(units), a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e, key.toStdString()), value);
}

void TstLbTurn::loneLeaderDoesNotBlock()
{
    // Units in good order block sight; a leader alone is not a combat unit (inferred).
    std::vector<Spec> units {{.id = "fr-gun",
                                 .hex = "F9",
                                 .kind = UnitKind::Artillery,
                                 .formation = Formation::Unlimbered,
                                 .facing = towards("F9", "F5"),
                                 .range = 5},
        {.id = "ru-t", .side = "ru", .hex = "F5", .facing = towards("F5", "F9")},
        {.id = "fr-lead", .hex = "F7", .kind = UnitKind::Leader}};
    const GameState open = position(units);
    QVERIFY(rules().traceLos(open, hexAt("F9"), hexAt("F5")).verdict == LosVerdict::Clear);
    units.push_back({.id = "fr-inf", .hex = "F7", .facing = towards("F7", "F5")});
    const GameState blocked = position(units);
    QVERIFY(rules().traceLos(blocked, hexAt("F9"), hexAt("F5")).verdict == LosVerdict::Blocked);
}

void TstLbTurn::facings_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("movement");
    QTest::addColumn<int>("front");
    QTest::addColumn<int>("flank");
    QTest::addColumn<int>("rear");
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    QTest::newRow("infantry in general order, 5/0/1 (inferred)")
        << inf << static_cast<int>(Formation::GeneralOrder) << 6 << 5 << 0 << 1;
    QTest::newRow("infantry column, 3/2/1")
        << inf << static_cast<int>(Formation::Column) << 6 << 3 << 2 << 1;
    QTest::newRow("light cavalry column, 5/0/1")
        << cav << static_cast<int>(Formation::Column) << 14 << 5 << 0 << 1;
    QTest::newRow("heavy cavalry column, 3/2/1")
        << cav << static_cast<int>(Formation::Column) << 12 << 3 << 2 << 1;
    QTest::newRow("heavy cavalry in general order, 5/0/1")
        << cav << static_cast<int>(Formation::GeneralOrder) << 10 << 5 << 0 << 1;
}

void TstLbTurn::facings()
{
    QFETCH(int, kind);
    QFETCH(int, formation);
    QFETCH(int, movement);
    QFETCH(int, front);
    QFETCH(int, flank);
    QFETCH(int, rear);
    LbProfile p;
    p.kind = static_cast<UnitKind>(kind);
    p.movement = movement;
    const FacingProfile fp = facingProfile(p, static_cast<Formation>(formation));
    QCOMPARE(fp.front, front);
    QCOMPARE(fp.flank, flank);
    QCOMPARE(fp.rear, rear);
    QVERIFY(fp.faces == FacingKind::Hexside);
}

void TstLbTurn::fireLossesRollMorale()
{
    // A Russian column with a morale value: losses call for a check (every loss, the default),
    // rolled at once; 11 fails against 40, the column is disordered and falls back.
    std::vector<Spec> units = facingPair();
    GameState s = position(units);
    Unit ru = s.unit(UnitId {"ru-a"});
    auto p = std::make_shared<LbProfile>(*profileOf<LbProfile>(ru));
    p->morale = 40;
    ru.profile = p;
    s.replaceUnit(ru);
    const Evaluation e = rules().evaluate(s, fire({"fr-a"}, "F6"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const OddsTable *checks = nullptr;
    for (const OddsTable &t : e.odds)
        checks = t.title.rfind("Morale checks", 0) == 0 ? &t : checks;
    QVERIFY(checks);
    double sum = 0.0;
    for (const OutcomeOdds &o : checks->outcomes)
        sum += o.probability;
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    QCOMPARE(e.dice.size(), std::size_t {4}); // the fire roll, then the check if called
    QVERIFY(e.dice[2].conditional && e.dice[3].conditional);
    ScriptedDice dice({6, 6, 1, 1});
    const Resolution r = rules().resolve(s, e, dice);
    s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"ru-a"}).status.has(statuses::disordered));
    QVERIFY(s.unit(UnitId {"ru-a"}).hex != hexAt("F6")); // it retreated
    bool failedOutcome = false;
    for (const Outcome &o : r.outcomes)
        failedOutcome = failedOutcome || o.key == "check-failed";
    QVERIFY(failedOutcome);
}

void TstLbTurn::moraleLevelCountsInChecks()
{
    // An organisation at morale level 1 (read on the hour) makes its units' checks 3 harder.
    std::vector<Spec> units = facingPair();
    units[1].status = "morale-level-1";
    GameState s = position(units);
    Unit ru = s.unit(UnitId {"ru-a"});
    auto p = std::make_shared<LbProfile>(*profileOf<LbProfile>(ru));
    p->organisation = "Second division";
    ru.profile = p;
    s.replaceUnit(ru);
    const std::vector<MoraleModifier> m = stateModifiers(rules().options(), s, s.unit(ru.id));
    QCOMPARE(totalModifier(m), -3);
    units[1].status.clear();
    const GameState fresh = position(units);
    QCOMPARE(totalModifier(stateModifiers(rules().options(), fresh, fresh.unit(ru.id))), 0);
}

void TstLbTurn::endOfFireSegment()
{
    GameState s = position(facingPair(), phases::offensiveFire);
    Action end;
    end.kind = std::string(actions::endFireSegment);
    QVERIFY(!rules().evaluate(s, end).legal); // nothing fired yet
    ScriptedDice dice({1, 1});
    const Resolution r = rules().resolve(s, rules().evaluate(s, fire({"fr-a"}, "F6")), dice);
    s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"fr-a"}).status.has(statuses::fired));
    const Evaluation again = rules().evaluate(s, fire({"fr-a"}, "F6"));
    QVERIFY(!again.legal);
    ScriptedDice none(std::vector<int> {});
    s.apply(rules().resolve(s, rules().evaluate(s, end), none).effects);
    QVERIFY(!s.unit(UnitId {"fr-a"}).status.has(statuses::fired));
    // The hex may be fired at again; the firer's target stays for the Melee Assault segment.
    QCOMPARE(static_cast<int>(s.markers().size()), 1);
    QCOMPARE(s.markers().front().kind, std::string(markers::fireTarget));
    QVERIFY(rules().evaluate(s, fire({"fr-a"}, "F6")).legal);
}

void TstLbTurn::endOfTurn()
{
    std::vector<Spec> units = facingPair();
    units[0].status = std::string(statuses::moved);
    units[1].status = std::string(statuses::charged);
    GameState s = position(units, phases::endOfTurn);
    Action next;
    next.kind = "next-phase";
    const Evaluation e = rules().evaluateInGame(s, next);
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice none(std::vector<int> {});
    s.apply(rules().resolve(s, e, none).effects);
    QCOMPARE(s.sequence().minutesElapsed, LbSequence::minutesPerTurn);
    QCOMPARE(s.sequence().turn, 2);
    QCOMPARE(s.sequence().phase, std::string(phases::command));
    QVERIFY(!s.unit(UnitId {"fr-a"}).status.has(statuses::moved));
    QVERIFY(!s.unit(UnitId {"ru-a"}).status.has(statuses::charged));
}

void TstLbTurn::undoAcrossPhases()
{
    // Fire, end the segment, end the next: undone in reverse, the position is the first again.
    GameState s = position(facingPair(), phases::offensiveFire);
    const GameState start = s;
    std::vector<StateDelta> done;
    ScriptedDice dice({6, 6});
    done.push_back(
        s.apply(rules().resolve(s, rules().evaluate(s, fire({"fr-a"}, "F6")), dice).effects));
    Action next;
    next.kind = "next-phase";
    for (int i = 0; i < 2; ++i) {
        ScriptedDice none(std::vector<int> {});
        const Evaluation e = rules().evaluateInGame(s, next);
        QVERIFY2(e.legal, e.whyNot.c_str());
        done.push_back(s.apply(rules().resolve(s, e, none).effects));
    }
    QCOMPARE(s.sequence().phase, std::string(phases::moraleRecovery));
    QVERIFY(!s.unit(UnitId {"fr-a"}).status.has(statuses::fired));
    for (auto it = done.rbegin(); it != done.rend(); ++it)
        s.revert(*it);
    QVERIFY(s == start);
}

QTEST_GUILESS_MAIN(TstLbTurn)
#include "tst_lbturn.moc"
