// La Bataille's state across the whole turn (REFERENCE 2.5.6, 2.5.7): the Carré Realization table
// row by row at its boundaries, its modifiers and exact odds; cavalry readiness (transitions,
// multipliers, rest at the end of the turn); morale levels per organisation (thresholds, their
// effect, the Command Sequence step on and off the hour); victory levels from scenario data.

#include "core/data/jsonparser.h"
#include "core/dice/d66.h"
#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/play/game.h"
#include "core/rules/builtinactions.h"
#include "core/rules/labataille/lbcarre.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmoralelevel.h"
#include "core/rules/labataille/lbreadiness.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/labataille/lbvictory.h"
#include "core/rules/sequence.h"
#include "core/rules/victory.h"
#include "core/scenario/scenarioio.h"

#include <QFile>
#include <QTest>

#include <numeric>

using namespace hexfire;
using namespace hexfire::labataille;

namespace {

MapGrid smallMap()
{
    return MapGrid(
        MapCoordinates(12, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}});
}

const Hex centre = smallMap().parse("F6");

GameState position()
{
    return GameState("labataille", smallMap(),
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
}

struct Spec {
    std::string id;
    std::string side = "fr";
    UnitKind kind = UnitKind::Infantry;
    Formation formation = Formation::Column;
    std::string nationality = "french";
    std::string troop = "ligne";
    std::string organisation;
    int movement = 6;
    std::vector<std::string> statuses {};
    bool eliminated = false;
    Hex hex = centre;
    int strength = 6;
    int maxStrength = 6;
};

Spec spec(std::string id, std::string side = "fr", UnitKind kind = UnitKind::Infantry)
{
    Spec s;
    s.id = std::move(id);
    s.side = std::move(side);
    s.kind = kind;
    return s;
}

Unit makeUnit(const Spec &s)
{
    Unit u;
    u.id = UnitId {s.id};
    u.name = s.id;
    u.side = SideId {s.side};
    u.hex = s.hex;
    u.strength = s.kind == UnitKind::Leader ? 0 : s.strength;
    u.maxStrength = s.kind == UnitKind::Leader ? 0 : s.maxStrength;
    u.eliminated = s.eliminated;
    for (const std::string &st : s.statuses)
        u.status.set(st);
    auto p = std::make_shared<LbProfile>();
    p->kind = s.kind;
    p->formation = s.kind == UnitKind::Leader ? Formation::Column : s.formation;
    p->nationality = s.nationality;
    p->troop = s.troop;
    p->organisation = s.organisation;
    p->movement = s.movement;
    u.profile = p;
    if (s.formation == Formation::Column)
        u.facing = Facing::hexside(HexDirection::D0);
    else if (s.formation == Formation::Line)
        u.facing = Facing::vertex(HexDirection::D0);
    return u;
}

DataNode parse(const std::string &text, const std::string &file = "test.json")
{
    Diagnostics d;
    auto n = JsonParser().parse(text, file, d);
    if (!n)
        qFatal("%s", d.format().c_str());
    return *n;
}

LbOptions optionsFrom(const std::string &json)
{
    Diagnostics d;
    const auto o = LbOptions::fromData(parse(json, "options.json"), LbOptions {}, d);
    if (!o)
        qFatal("%s", d.format().c_str());
    return *o;
}

Action endStep(std::string_view kind)
{
    Action a;
    a.kind = std::string(kind);
    return a;
}

bool hasLine(const std::vector<ExplanationLine> &lines, const std::string &key, bool assumed)
{
    return std::any_of(lines.begin(), lines.end(),
        [&](const ExplanationLine &l) { return l.key == key && l.assumed == assumed; });
}

double total(const OddsTable &t)
{
    return std::accumulate(t.outcomes.begin(), t.outcomes.end(), 0.0,
        [](double s, const OutcomeOdds &o) { return s + o.probability; });
}

/** An organisation of `units` French battalions of which `routed` routed and `lost` eliminated. */
GameState organisation(int units, int routed, int lost, const std::string &name = "1st Division")
{
    GameState s = position();
    for (int i = 0; i < units; ++i) {
        Spec bn = spec("bn" + std::to_string(i + 1));
        bn.organisation = name;
        if (i < routed)
            bn.statuses = {"routed"};
        else if (i < routed + lost)
            bn.eliminated = true;
        s.addUnit(makeUnit(bn));
    }
    return s;
}

} // namespace

class TstLbTurnState : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerLaBataille(); }
    void carreRows_data();
    void carreRows();
    void carreModifiers_data();
    void carreModifiers();
    void carreOddsSumToOne_data();
    void carreOddsSumToOne();
    void rollCarre_data();
    void rollCarre();
    void carreRefusals_data();
    void carreRefusals();
    void carreAssumed_data();
    void carreAssumed();
    void carreTableData_data();
    void carreTableData();
    void readinessTransitions_data();
    void readinessTransitions();
    void readinessMultipliers_data();
    void readinessMultipliers();
    void readinessEffectsOfAMelee();
    void readinessRecovery_data();
    void readinessRecovery();
    void moraleLevelThresholds_data();
    void moraleLevelThresholds();
    void moraleLevelModifier_data();
    void moraleLevelModifier();
    void commandSequence_data();
    void commandSequence();
    void commandSequenceRecordsLevels();
    void commandSequenceAsTheEndOfThePhase_data();
    void commandSequenceAsTheEndOfThePhase();
    void options_data();
    void options();
    void victory_data();
    void victory();
    void victoryWithoutOwnConditions();
    void victoryFromAScenarioFile_data();
    void victoryFromAScenarioFile();
    void victoryProblems();
    void vocabularyAndFacts();
};

void TstLbTurnState::carreRows_data()
{
    QTest::addColumn<int>("from"); // CarreFrom
    QTest::addColumn<int>("distance");
    QTest::addColumn<int>("reading");
    QTest::addColumn<int>("outcome"); // CarreOutcome
    const int col = static_cast<int>(CarreFrom::Column);
    const int line = static_cast<int>(CarreFrom::Line);
    const int carre = static_cast<int>(CarreOutcome::Carre);
    const int dis = static_cast<int>(CarreOutcome::Disorder);
    const int rout = static_cast<int>(CarreOutcome::Rout);
    QTest::newRow("column at 2 hexes: 11 carré") << col << 2 << 11 << carre;
    QTest::newRow("column at 2 hexes: 43 carré") << col << 2 << 43 << carre;
    QTest::newRow("column at 2 hexes: 44 disorder") << col << 2 << 44 << dis;
    QTest::newRow("column at 2 hexes: 61 disorder") << col << 2 << 61 << dis;
    QTest::newRow("column at 2 hexes: 62 rout") << col << 2 << 62 << rout;
    QTest::newRow("column at 2 hexes: 66 rout") << col << 2 << 66 << rout;
    QTest::newRow("line at 2 hexes: 32 carré") << line << 2 << 32 << carre;
    QTest::newRow("line at 2 hexes: 33 disorder") << line << 2 << 33 << dis;
    QTest::newRow("line at 2 hexes: 55 disorder") << line << 2 << 55 << dis;
    QTest::newRow("line at 2 hexes: 56 rout") << line << 2 << 56 << rout;
    QTest::newRow("column at 1 hex: 31 carré") << col << 1 << 31 << carre;
    QTest::newRow("column at 1 hex: 32 disorder") << col << 1 << 32 << dis;
    QTest::newRow("column at 1 hex: 54 disorder") << col << 1 << 54 << dis;
    QTest::newRow("column at 1 hex: 55 rout") << col << 1 << 55 << rout;
    QTest::newRow("line at 1 hex: 22 carré") << line << 1 << 22 << carre;
    QTest::newRow("line at 1 hex: 23 disorder") << line << 1 << 23 << dis;
    QTest::newRow("line at 1 hex: 53 disorder") << line << 1 << 53 << dis;
    QTest::newRow("line at 1 hex: 54 rout") << line << 1 << 54 << rout;
}

void TstLbTurnState::carreRows()
{
    QFETCH(int, from);
    QFETCH(int, distance);
    QFETCH(int, reading);
    QFETCH(int, outcome);
    const CarreTable t = CarreTable::defaults();
    const CarreRow *row = t.row("french", static_cast<CarreFrom>(from), distance);
    QVERIFY(row);
    QCOMPARE(row->distance, distance);
    QCOMPARE(static_cast<int>(carreOutcome(*row, reading)), outcome);
}

void TstLbTurnState::carreModifiers_data()
{
    QTest::addColumn<QString>("troop");
    QTest::addColumn<bool>("leader");
    QTest::addColumn<QString>("chargerTroop");
    QTest::addColumn<int>("chargerMovement");
    QTest::addColumn<int>("moraleLevel");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<int>("carreCount"); // readings of 36 giving carré, from column at 2 hexes
    QTest::addColumn<bool>("assumed");
    // Unmodified: 11-43 is 21 readings of 36.
    QTest::newRow("ligne, heavy cavalry: none")
        << "ligne" << false << "cuirassier" << 10 << 0 << 0 << 21 << false;
    QTest::newRow("a leader with it: -6")
        << "ligne" << true << "cuirassier" << 10 << 0 << -6 << 27 << false;
    QTest::newRow("Légère: -3") << "legere" << false << "cuirassier" << 10 << 0 << -3 << 24
                                << false;
    QTest::newRow("Guard: -6") << "guard" << false << "cuirassier" << 10 << 0 << -6 << 27 << false;
    QTest::newRow("light cavalry charging: +3")
        << "ligne" << false << "hussar" << 14 << 0 << 3 << 18 << false;
    QTest::newRow("lancers (heavy): +6")
        << "ligne" << false << "lancer" << 12 << 0 << 6 << 15 << false;
    QTest::newRow("lancers that are light cavalry: +6, not +9")
        << "ligne" << false << "lancer" << 14 << 0 << 6 << 15 << true;
    QTest::newRow("morale level 2: +6")
        << "ligne" << false << "cuirassier" << 10 << 2 << 6 << 15 << false;
    QTest::newRow("Guard with a leader: -12")
        << "guard" << true << "cuirassier" << 10 << 0 << -12 << 33 << false;
}

void TstLbTurnState::carreModifiers()
{
    QFETCH(QString, troop);
    QFETCH(bool, leader);
    QFETCH(QString, chargerTroop);
    QFETCH(int, chargerMovement);
    QFETCH(int, moraleLevel);
    QFETCH(int, modifier);
    QFETCH(int, carreCount);
    QFETCH(bool, assumed);
    GameState s = position();
    Spec inf = spec("bn");
    inf.troop = troop.toStdString();
    inf.organisation = "1st Division";
    if (moraleLevel > 0)
        inf.statuses = {moraleLevelStatus(moraleLevel)};
    s.addUnit(makeUnit(inf));
    if (leader) {
        Spec l = spec("marshal");
        l.kind = UnitKind::Leader;
        s.addUnit(makeUnit(l));
    }
    Spec cav = spec("cav", "ru", UnitKind::Cavalry);
    cav.nationality = "russian";
    cav.troop = chargerTroop.toStdString();
    cav.movement = chargerMovement;
    cav.hex = centre + Hex(2, 0);
    s.addUnit(makeUnit(cav));
    const LbOptions o;
    const Unit &u = s.unit(UnitId {"bn"});
    const auto mods = labataille::carreModifiers(o, s, u, {&s.unit(UnitId {"cav"})});
    const CarreChances c = carreChances(o, s, u, 2, mods);
    QVERIFY2(c.possible, c.whyNot.c_str());
    QCOMPARE(c.modifier, modifier);
    QCOMPARE(c.assumed, assumed);
    QCOMPARE(c.chance[0], static_cast<double>(carreCount) / 36);
    for (const CarreModifier &m : mods)
        QVERIFY2(hasLine(c.lines, m.key, m.assumed), m.key.c_str());
}

void TstLbTurnState::carreOddsSumToOne_data()
{
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("distance");
    QTest::addColumn<int>("modifier");
    for (const int f : {static_cast<int>(Formation::Column), static_cast<int>(Formation::Line)}) {
        for (const int d : {1, 2, 4}) {
            for (const int m : {-12, -6, 0, 3, 9, 40}) {
                const std::string name = std::string(f == 0 ? "column" : "line") + " at "
                    + std::to_string(d) + ", modifier " + std::to_string(m);
                QTest::newRow(name.c_str()) << f << d << m;
            }
        }
    }
}

void TstLbTurnState::carreOddsSumToOne()
{
    QFETCH(int, formation);
    QFETCH(int, distance);
    QFETCH(int, modifier);
    GameState s = position();
    Spec inf = spec("bn");
    inf.formation = static_cast<Formation>(formation);
    s.addUnit(makeUnit(inf));
    const Unit &u = s.unit(UnitId {"bn"});
    const CarreChances c = carreChances(LbOptions {}, s, u, distance,
        {{"carre.test", "a test modifier", modifier, "Charge à Cheval", false}});
    QVERIFY2(c.possible, c.whyNot.c_str());
    QVERIFY(qAbs(total(c.odds) - 1.0) < 1e-12);
    QCOMPARE(c.odds.outcomes.size(), std::size_t {3});
    // Against every one of the 36 rolls.
    std::array<int, 3> count {};
    for (int tens = 1; tens <= 6; ++tens) {
        for (int ones = 1; ones <= 6; ++ones) {
            ExplanationLine line;
            ++count[static_cast<std::size_t>(carreResult(c, tens, ones, u, line))];
            QCOMPARE(line.key, std::string("carre.roll"));
        }
    }
    for (std::size_t o = 0; o < 3; ++o)
        QCOMPARE(c.chance[o], static_cast<double>(count[o]) / 36);
}

void TstLbTurnState::rollCarre_data()
{
    QTest::addColumn<int>("tens");
    QTest::addColumn<int>("ones");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QString>("formation"); // after the roll
    QTest::newRow("43: carré") << 4 << 3 << 0 << "carre"
                               << "carre";
    QTest::newRow("44: disordered, still in column") << 4 << 4 << 0 << "disorder"
                                                     << "column";
    QTest::newRow("53 with a leader (-6) reads 43: carré") << 5 << 3 << -6 << "carre"
                                                           << "carre";
    QTest::newRow("56 with lancers (+6) reads 66: routed") << 5 << 6 << 6 << "rout"
                                                           << "column";
}

void TstLbTurnState::rollCarre()
{
    QFETCH(int, tens);
    QFETCH(int, ones);
    QFETCH(int, modifier);
    QFETCH(QString, outcome);
    QFETCH(QString, formation);
    GameState s = position();
    s.addUnit(makeUnit(spec("bn")));
    const Unit &u = s.unit(UnitId {"bn"});
    const CarreChances c = carreChances(
        LbOptions {}, s, u, 2, {{"carre.test", "a modifier", modifier, "Charge à Cheval", false}});
    QCOMPARE(carreDice().size(), std::size_t {2});
    QCOMPARE(carreDice().front().purpose, std::string("carré roll, tens die"));
    ScriptedDice dice({tens, ones});
    Resolution r;
    const CarreOutcome o = labataille::rollCarre(c, u, dice, r);
    QVERIFY(dice.exhausted());
    QCOMPARE(std::string(key(o)), outcome.toStdString());
    QCOMPARE(r.outcomes.size(), std::size_t {1});
    QCOMPARE(r.outcomes.front().key, outcome.toStdString());
    QCOMPARE(r.lines.size(), std::size_t {1});
    s.apply(r.effects);
    const LbProfile *p = profileAs<LbProfile>(s.unit(UnitId {"bn"}).profile);
    QCOMPARE(std::string(key(p->formation)), formation.toStdString());
}

void TstLbTurnState::carreRefusals_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("distance");
    QTest::addColumn<QString>("why");
    const int inf = static_cast<int>(UnitKind::Infantry);
    QTest::newRow("cavalry") << static_cast<int>(UnitKind::Cavalry)
                             << static_cast<int>(Formation::Column) << 2
                             << "only infantry forms carré";
    QTest::newRow("already in carré")
        << inf << static_cast<int>(Formation::Carre) << 2 << "already in carré";
    QTest::newRow("tirailleurs") << inf << static_cast<int>(Formation::Skirmish) << 2
                                 << "only a column or a line forms carré";
    QTest::newRow("chargers 5 hexes away")
        << inf << static_cast<int>(Formation::Column) << 5 << "4 hexes away or closer";
}

void TstLbTurnState::carreRefusals()
{
    QFETCH(int, kind);
    QFETCH(int, formation);
    QFETCH(int, distance);
    QFETCH(QString, why);
    GameState s = position();
    Spec one = spec("unit");
    one.kind = static_cast<UnitKind>(kind);
    one.formation = static_cast<Formation>(formation);
    s.addUnit(makeUnit(one));
    const CarreChances c = carreChances(LbOptions {}, s, s.unit(UnitId {"unit"}), distance, {});
    QVERIFY(!c.possible);
    QVERIFY2(c.whyNot.find(why.toStdString()) != std::string::npos, c.whyNot.c_str());
    QVERIFY(c.odds.outcomes.empty());
}

void TstLbTurnState::carreAssumed_data()
{
    QTest::addColumn<QString>("nationality");
    QTest::addColumn<int>("distance");
    QTest::addColumn<bool>("assumed");
    QTest::addColumn<int>("carreTo");
    QTest::newRow("French at 2 hexes: found") << "french" << 2 << false << 43;
    QTest::newRow("Russian at 2 hexes: the French row, assumed") << "russian" << 2 << true << 43;
    QTest::newRow("French at 3 hexes: the 2-hex row, assumed") << "french" << 3 << true << 43;
    QTest::newRow("French at 1 hex: found") << "french" << 1 << false << 31;
}

void TstLbTurnState::carreAssumed()
{
    QFETCH(QString, nationality);
    QFETCH(int, distance);
    QFETCH(bool, assumed);
    QFETCH(int, carreTo);
    GameState s = position();
    Spec one = spec("bn");
    one.nationality = nationality.toStdString();
    s.addUnit(makeUnit(one));
    const CarreChances c = carreChances(LbOptions {}, s, s.unit(UnitId {"bn"}), distance, {});
    QVERIFY(c.possible);
    QCOMPARE(c.assumed, assumed);
    QCOMPARE(c.odds.assumed, assumed);
    QCOMPARE(c.row->carreTo, carreTo);
    QVERIFY(hasLine(c.lines, "carre.row", assumed));
    const auto row = std::find_if(
        c.lines.begin(), c.lines.end(), [](const auto &l) { return l.key == "carre.row"; });
    QVERIFY(row != c.lines.end());
    QCOMPARE(row->rule,
        std::string(
            assumed ? "docs/rules.md: La Bataille carré realization" : "Carré Realization Table"));
}

void TstLbTurnState::carreTableData_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error"); // empty: accepted
    QTest::newRow("a Russian row of its own")
        << R"({"found": ["french", "russian"], "rows": [{"nationality": "russian",
              "from": "column", "distance": 2, "carre": [11, 36], "disorder": [41, 56],
              "rout": [61, 66]}]})"
        << "";
    QTest::newRow("a gap between carré and disorder")
        << R"({"rows": [{"from": "column", "distance": 2, "carre": [11, 43],
              "disorder": [45, 61], "rout": [62, 66]}]})"
        << "follow one another from 11 to 66";
    QTest::newRow("not a reading") << R"({"rows": [{"from": "line", "distance": 1,
              "carre": [11, 27], "disorder": [31, 53], "rout": [54, 66]}]})"
                                   << "11-66 readings";
    QTest::newRow("unknown formation") << R"({"rows": [{"from": "carre", "distance": 1,
              "carre": [11, 22], "disorder": [23, 53], "rout": [54, 66]}]})"
                                       << "column";
    QTest::newRow("unknown modifier") << R"({"rows": [], "modifiers": {"leaders": -6}})"
                                      << "leader";
}

void TstLbTurnState::carreTableData()
{
    QFETCH(QString, json);
    QFETCH(QString, error);
    Diagnostics d;
    const auto t = CarreTable::fromData(parse(json.toStdString(), "tables.json"), d);
    if (error.isEmpty()) {
        QVERIFY2(t, d.format().c_str());
        GameState s = position();
        Spec one = spec("bn");
        one.nationality = "russian";
        s.addUnit(makeUnit(one));
        LbOptions o;
        o.tables.carre = *t;
        const CarreChances c = carreChances(o, s, s.unit(UnitId {"bn"}), 2, {});
        QVERIFY(!c.assumed);
        QCOMPARE(c.chance[0], 18.0 / 36); // 11-36
        return;
    }
    QVERIFY(!t);
    QVERIFY2(d.format().find(error.toStdString()) != std::string::npos, d.format().c_str());
}

void TstLbTurnState::readinessTransitions_data()
{
    QTest::addColumn<int>("now");
    QTest::addColumn<bool>("charged");
    QTest::addColumn<bool>("atThird");
    QTest::addColumn<int>("next");
    const int fresh = static_cast<int>(Readiness::Fresh);
    const int tired = static_cast<int>(Readiness::Tired);
    const int exhausted = static_cast<int>(Readiness::Exhausted);
    QTest::newRow("fresh, melee: tired") << fresh << false << false << tired;
    QTest::newRow("tired, melee: exhausted") << tired << false << false << exhausted;
    QTest::newRow("exhausted, melee: exhausted") << exhausted << false << false << exhausted;
    QTest::newRow("fresh, charge and melee: exhausted") << fresh << true << false << exhausted;
    QTest::newRow("fresh, melee at a third: fresh") << fresh << false << true << fresh;
    QTest::newRow("tired, melee at a third: tired") << tired << false << true << tired;
}

void TstLbTurnState::readinessTransitions()
{
    QFETCH(int, now);
    QFETCH(bool, charged);
    QFETCH(bool, atThird);
    QFETCH(int, next);
    QCOMPARE(static_cast<int>(nextReadiness(static_cast<Readiness>(now), charged, atThird)), next);
}

void TstLbTurnState::readinessMultipliers_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("numerator");
    QTest::addColumn<int>("denominator");
    QTest::addColumn<QString>("name");
    QTest::newRow("fresh: 1") << "" << 1 << 1 << "Fresh";
    QTest::newRow("tired: 1/2") << "tired" << 1 << 2 << "Tired";
    QTest::newRow("exhausted: 1/3") << "exhausted" << 1 << 3 << "Exhausted";
}

void TstLbTurnState::readinessMultipliers()
{
    QFETCH(QString, status);
    QFETCH(int, numerator);
    QFETCH(int, denominator);
    QFETCH(QString, name);
    Spec one = spec("cav", "fr", UnitKind::Cavalry);
    if (!status.isEmpty())
        one.statuses = {status.toStdString()};
    const Unit u = makeUnit(one);
    QCOMPARE(readinessMultiplier(u), (Fraction {numerator, denominator}));
    QCOMPARE(std::string(displayName(readinessOf(u))), name.toStdString());
}

void TstLbTurnState::readinessEffectsOfAMelee()
{
    GameState s = position();
    s.addUnit(makeUnit(spec("cav", "fr", UnitKind::Cavalry)));
    s.addUnit(makeUnit(spec("bn")));
    const Unit &cav = s.unit(UnitId {"cav"});
    const auto first = readinessEffects(cav, nextReadiness(readinessOf(cav), false), "a melee");
    s.apply(first);
    QVERIFY(s.unit(UnitId {"cav"}).status.has("tired"));
    QVERIFY(s.unit(UnitId {"cav"}).status.has("fought"));
    const Unit &again = s.unit(UnitId {"cav"});
    s.apply(readinessEffects(again, nextReadiness(readinessOf(again), false), "a second melee"));
    QVERIFY(!s.unit(UnitId {"cav"}).status.has("tired"));
    QVERIFY(s.unit(UnitId {"cav"}).status.has("exhausted"));
    // Infantry has no readiness.
    QVERIFY(readinessEffects(s.unit(UnitId {"bn"}), Readiness::Tired, "a melee").empty());
}

void TstLbTurnState::readinessRecovery_data()
{
    QTest::addColumn<QStringList>("statuses");
    QTest::addColumn<QString>("after"); // the readiness status left, empty: fresh
    QTest::newRow("tired, rested: fresh") << QStringList {"tired"} << "";
    QTest::newRow("exhausted, rested without moving: two steps, fresh")
        << QStringList {"exhausted"} << "";
    QTest::newRow("tired, moved: no rest") << QStringList {"tired", "moved"} << "tired";
    QTest::newRow("exhausted, charged: no rest")
        << QStringList {"exhausted", "charged"} << "exhausted";
    QTest::newRow("tired, retreated: no rest") << QStringList {"tired", "retreated"} << "tired";
    QTest::newRow("tired, fought this turn: no rest") << QStringList {"tired", "fought"} << "tired";
}

void TstLbTurnState::readinessRecovery()
{
    QFETCH(QStringList, statuses);
    QFETCH(QString, after);
    GameState s = position();
    Spec cav = spec("cav", "fr", UnitKind::Cavalry);
    for (const QString &st : statuses)
        cav.statuses.push_back(st.toStdString());
    s.addUnit(makeUnit(cav));
    Spec inf = spec("bn");
    inf.statuses = {"tired"}; // not cavalry: not touched
    s.addUnit(makeUnit(inf));
    s.apply(labataille::readinessRecovery(s));
    const Unit &u = s.unit(UnitId {"cav"});
    QCOMPARE(u.status.has("tired"), after == "tired");
    QCOMPARE(u.status.has("exhausted"), after == "exhausted");
    QVERIFY(!u.status.has("fought")); // a new turn
    QVERIFY(s.unit(UnitId {"bn"}).status.has("tired"));
}

void TstLbTurnState::moraleLevelThresholds_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<int>("units");
    QTest::addColumn<int>("routed");
    QTest::addColumn<int>("eliminated");
    QTest::addColumn<int>("level");
    QTest::newRow("none lost: 0") << "{}" << 8 << 0 << 0 << 0;
    QTest::newRow("1 of 8 (12%): 0") << "{}" << 8 << 1 << 0 << 0;
    QTest::newRow("2 of 8 (25%): 1") << "{}" << 8 << 1 << 1 << 1;
    QTest::newRow("3 of 8 (37%): 1") << "{}" << 8 << 3 << 0 << 1;
    QTest::newRow("4 of 8 (50%): 2") << "{}" << 8 << 0 << 4 << 2;
    QTest::newRow("5 of 8 (62%): 2") << "{}" << 8 << 2 << 3 << 2;
    QTest::newRow("6 of 8 (75%): 3") << "{}" << 8 << 3 << 3 << 3;
    QTest::newRow("8 of 8: 3") << "{}" << 8 << 0 << 8 << 3;
    QTest::newRow("1 of 3 (33%): 1") << "{}" << 3 << 1 << 0 << 1;
    QTest::newRow("scenario thresholds 20/40/60/80, 4 of 5: 4")
        << R"({"moraleLevels": {"thresholds": [20, 40, 60, 80]}})" << 5 << 2 << 2 << 4;
    QTest::newRow("scenario thresholds 30/60, 1 of 4: 0")
        << R"({"moraleLevels": {"thresholds": [30, 60]}})" << 4 << 1 << 0 << 0;
}

void TstLbTurnState::moraleLevelThresholds()
{
    QFETCH(QString, options);
    QFETCH(int, units);
    QFETCH(int, routed);
    QFETCH(int, eliminated);
    QFETCH(int, level);
    const LbOptions o = optionsFrom(options.toStdString());
    GameState s = organisation(units, routed, eliminated);
    Spec leader = spec("general");
    leader.kind = UnitKind::Leader;
    leader.organisation = "1st Division";
    leader.eliminated = true; // leaders do not count
    s.addUnit(makeUnit(leader));
    const auto orgs = organisationMorale(o, s);
    QCOMPARE(orgs.size(), std::size_t {1});
    QCOMPARE(static_cast<int>(orgs.front().members.size()), units);
    QCOMPARE(orgs.front().lost, routed + eliminated);
    QCOMPARE(orgs.front().level, level);
}

void TstLbTurnState::moraleLevelModifier_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("assumed");
    QTest::newRow("level 0: none") << "{}" << 0 << 0 << false;
    QTest::newRow("level 1: -3, assumed") << "{}" << 1 << -3 << true;
    QTest::newRow("level 3: -9, assumed") << "{}" << 3 << -9 << true;
    QTest::newRow("scenario's -6 per level, level 2: -12")
        << R"({"moraleLevels": {"modifierPerLevel": -6}})" << 2 << -12 << false;
}

void TstLbTurnState::moraleLevelModifier()
{
    QFETCH(QString, options);
    QFETCH(int, level);
    QFETCH(int, value);
    QFETCH(bool, assumed);
    const LbOptions o = optionsFrom(options.toStdString());
    GameState s = position();
    Spec one = spec("bn");
    one.organisation = "1st Division";
    if (level > 0)
        one.statuses = {moraleLevelStatus(level)};
    s.addUnit(makeUnit(one));
    const MoraleLevelModifier m = labataille::moraleLevelModifier(o, s, s.unit(UnitId {"bn"}));
    QCOMPARE(m.level, level);
    QCOMPARE(m.value, value);
    if (value == 0) {
        QVERIFY(m.line.key.empty());
        return;
    }
    QCOMPARE(m.line.key, std::string("morale.level"));
    QCOMPARE(m.line.assumed, assumed);
    QCOMPARE(m.line.number, std::optional<int>(value));
    QCOMPARE(m.line.rule,
        std::string(assumed ? "docs/rules.md: La Bataille morale level effect" : "Morale"));
}

void TstLbTurnState::commandSequence_data()
{
    QTest::addColumn<QString>("options");
    QTest::addColumn<int>("minutes");
    QTest::addColumn<bool>("organisations");
    QTest::addColumn<QString>("why"); // empty: legal
    QTest::newRow("no start time, first turn: on the hour") << "{}" << 0 << true << "";
    QTest::newRow("no start time, 20 minutes on: refused")
        << "{}" << 20 << true
        << "20 minutes past its start: morale levels are read on the hour "
           "(next at 60 minutes)";
    QTest::newRow("no start time, an hour on") << "{}" << 60 << true << "";
    QTest::newRow("07:00 start, 07:40: refused")
        << R"({"startTime": "07:00"})" << 40 << true
        << "it is 07:40: morale levels are read on the hour (next at 08:00)";
    QTest::newRow("07:00 start, 09:00") << R"({"startTime": "07:00"})" << 120 << true << "";
    QTest::newRow("06:20 start, first turn: refused")
        << R"({"startTime": "06:20"})" << 0 << true << "it is 06:20";
    QTest::newRow("06:20 start, 07:00") << R"({"startTime": "06:20"})" << 40 << true << "";
    QTest::newRow("23:40 start, midnight") << R"({"startTime": "23:40"})" << 20 << true << "";
    QTest::newRow("no organisation") << "{}" << 0 << false << "no unit belongs to an organisation";
}

void TstLbTurnState::commandSequence()
{
    QFETCH(QString, options);
    QFETCH(int, minutes);
    QFETCH(bool, organisations);
    QFETCH(QString, why);
    LaBatailleRuleSet rules;
    Diagnostics d;
    rules.configure(parse(options.toStdString(), "options.json"), d);
    QVERIFY2(d.empty(), d.format().c_str());
    GameState s = organisations ? organisation(4, 1, 0) : position();
    if (!organisations)
        s.addUnit(makeUnit(spec("bn")));
    SequencePosition p = s.sequence();
    p.minutesElapsed = minutes;
    s.setSequence(p);
    const Evaluation e = rules.evaluate(s, endStep(actions::commandSequence));
    QCOMPARE(e.legal, why.isEmpty());
    if (!why.isEmpty()) {
        QVERIFY2(e.whyNot.find(why.toStdString()) != std::string::npos, e.whyNot.c_str());
        return;
    }
    QVERIFY(e.plan);
    QVERIFY(hasLine(e.lines, "command.morale-level", true)); // the DEFAULT thresholds
}

void TstLbTurnState::commandSequenceRecordsLevels()
{
    LaBatailleRuleSet rules;
    GameState s = organisation(4, 1, 0); // 25%: level 1
    Spec other = spec("ru1", "ru");
    other.organisation = "Russian Guard";
    other.nationality = "russian";
    s.addUnit(makeUnit(other));
    const Evaluation e = rules.evaluate(s, endStep(actions::commandSequence));
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice dice({});
    const Resolution r = rules.resolve(s, e, dice);
    QVERIFY(std::any_of(r.effects.begin(), r.effects.end(), [](const Effect &x) {
        return x.kind == EffectKind::Record && x.name == "morale-level-read"
            && x.note.find("1st Division (French): 1 of 4 units routed or eliminated (25%), "
                           "morale level 1 (was 0)")
            != std::string::npos;
    }));
    QVERIFY(std::any_of(r.effects.begin(), r.effects.end(), [](const Effect &x) {
        return x.note.starts_with("Russian Guard: 0 of 1 unit routed"); // the side said once
    }));
    const StateDelta first = s.apply(r.effects);
    for (const char *id : {"bn1", "bn2", "bn3", "bn4"})
        QVERIFY2(s.unit(UnitId {id}).status.has("morale-level-1"), id);
    QVERIFY(!s.unit(UnitId {"ru1"}).status.has("morale-level-1"));
    QCOMPARE(recordedOrganisationLevel(s, SideId {"fr"}, "1st Division"), 1);
    // Two more routed by the next hour: 75% is level 3, and level 1 goes.
    for (const char *id : {"bn2", "bn3"}) {
        Effect routed = makeEffect(EffectKind::StatusSet, "routed", UnitId {id});
        routed.status = "routed";
        s.apply({routed});
    }
    const Evaluation next = rules.evaluate(s, endStep(actions::commandSequence));
    const Resolution r2 = rules.resolve(s, next, dice);
    s.apply(r2.effects);
    QVERIFY(!s.unit(UnitId {"bn4"}).status.has("morale-level-1"));
    QVERIFY(s.unit(UnitId {"bn4"}).status.has("morale-level-3"));
    const MoraleLevelModifier m
        = labataille::moraleLevelModifier(rules.options(), s, s.unit(UnitId {"bn4"}));
    QCOMPARE(m.value, -9);
    // Nothing changes a second time in the same hour.
    const Evaluation again = rules.evaluate(s, endStep(actions::commandSequence));
    const Resolution r3 = rules.resolve(s, again, dice);
    QVERIFY(std::none_of(r3.effects.begin(), r3.effects.end(),
        [](const Effect &x) { return x.kind == EffectKind::StatusSet; }));
}

void TstLbTurnState::commandSequenceAsTheEndOfThePhase_data()
{
    QTest::addColumn<int>("minutes");
    QTest::addColumn<bool>("read");
    QTest::newRow("on the hour: the levels are read") << 60 << true;
    QTest::newRow("off the hour: nothing to do") << 80 << false;
}

void TstLbTurnState::commandSequenceAsTheEndOfThePhase()
{
    QFETCH(int, minutes);
    QFETCH(bool, read);
    LaBatailleRuleSet rules;
    GameState s = organisation(4, 2, 0);
    SequencePosition p
        = startOfPhase(rules.sequenceOfPlay(), s, 1, 0, SideId {"fr"}, SideId {"fr"});
    p.minutesElapsed = minutes;
    s.setSequence(p);
    QCOMPARE(s.sequence().phase, std::string(phases::command));
    Action next;
    next.kind = std::string(builtin::nextPhase);
    const Evaluation e = rules.evaluateInGame(s, next);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(hasLine(e.lines, "command.morale-level", true), read);
    const bool nothing = std::any_of(e.lines.begin(), e.lines.end(), [](const auto &l) {
        return l.key == "sequence.end-step" && l.text.find("nothing to do") != std::string::npos;
    });
    QCOMPARE(nothing, !read);
    ScriptedDice dice({});
    s.apply(rules.resolve(s, e, dice).effects);
    QCOMPARE(s.unit(UnitId {"bn1"}).status.has("morale-level-2"), read);
    QCOMPARE(s.sequence().phase, std::string(phases::charge));
}

void TstLbTurnState::options_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error"); // empty: accepted
    QTest::newRow("thresholds and modifier") << R"({"moraleLevels": {"thresholds": [20, 40],
        "modifierPerLevel": -6}})"
                                             << "";
    QTest::newRow("thresholds falling") << R"({"moraleLevels": {"thresholds": [50, 25]}})"
                                        << "thresholds must rise";
    QTest::newRow("five thresholds") << R"({"moraleLevels": {"thresholds": [10, 20, 30, 40, 50]}})"
                                     << "1 to 4 thresholds";
    QTest::newRow("threshold over 100") << R"({"moraleLevels": {"thresholds": [120]}})"
                                        << "1-100";
    QTest::newRow("start time") << R"({"startTime": "05:40"})"
                                << "";
    QTest::newRow("start time without a leading zero") << R"({"startTime": "7:00"})"
                                                       << "such as \"07:00\"";
    QTest::newRow("start time 24:00") << R"({"startTime": "24:00"})"
                                      << "00:00 to 23:59";
    QTest::newRow("victory levels") << R"({"victoryLevels": [
        {"side": "fr", "level": "decisive", "enemyMoraleLevel": 3, "organisation": "Guard"},
        {"side": "ru", "level": "marginal", "lossDifferential": 12}]})"
                                    << "";
    QTest::newRow("victory level without a requirement")
        << R"({"victoryLevels": [{"side": "fr", "level": "tactical"}]})"
        << "needs \"enemyMoraleLevel\" or \"lossDifferential\"";
    QTest::newRow("unknown victory level")
        << R"({"victoryLevels": [{"side": "fr", "level": "crushing", "lossDifferential": 5}]})"
        << "decisive";
    QTest::newRow("organisation without a morale level")
        << R"({"victoryLevels": [{"side": "fr", "level": "marginal", "organisation": "Guard",
            "lossDifferential": 5}]})"
        << "it needs \"enemyMoraleLevel\"";
    QTest::newRow("carré table in the tables") << R"({"tables": {"columns": [{"label": "1-1",
        "attack": 1, "defence": 1}], "rows": [{"from": 11, "to": 66, "results": [0]}],
        "fireDefence": {"clear": {"column": 6, "line": 9, "carre": 4, "skirmish": 12,
        "road-march": 4, "general-order": 6, "cavalry": 6, "artillery-limbered": 6,
        "artillery-unlimbered": 8, "disordered": 5}}, "carreRealization": {"rows": [
        {"from": "column", "distance": 1, "carre": [11, 66], "disorder": [21, 16]}]}}})"
                                               << "\"rout\"";
}

void TstLbTurnState::options()
{
    QFETCH(QString, json);
    QFETCH(QString, error);
    LaBatailleRuleSet rules;
    Diagnostics d;
    rules.configure(parse(json.toStdString(), "options.json"), d);
    if (error.isEmpty()) {
        QVERIFY2(d.empty(), d.format().c_str());
        QVERIFY(!(rules.options() == LbOptions {}));
        return;
    }
    QVERIFY(!d.empty());
    const std::string text = d.format();
    QVERIFY2(text.find(error.toStdString()) != std::string::npos, text.c_str());
    QVERIFY(rules.options() == LbOptions {}); // kept the previous configuration
}

void TstLbTurnState::victory_data()
{
    QTest::addColumn<QStringList>("conditions");
    QTest::addColumn<int>("frenchLevel"); // recorded morale level of the French division
    QTest::addColumn<int>("russianLevel"); // of the Russian division
    QTest::addColumn<int>("russianLost"); // increments the Russians lost (the French lost 2)
    QTest::addColumn<QString>("headline");
    QTest::addColumn<QString>("reason");
    const QStringList morale {"enemy-morale-level"};
    const QStringList both {"enemy-morale-level", "loss-differential"};
    QTest::newRow("Russians at level 3: French decisive")
        << morale << 0 << 3 << 2 << "French decisive victory"
        << "2nd Division (Russian) is at morale level 3";
    QTest::newRow("Russians at level 2: French tactical")
        << morale << 0 << 2 << 2 << "French tactical victory"
        << "at morale level 2";
    QTest::newRow("both at level 2: the most decisive first, a draw")
        << morale << 2 << 2 << 2 << "A draw"
        << "Both sides reach a tactical victory";
    QTest::newRow("French at 3, Russians at 2: Russian decisive before French tactical")
        << morale << 3 << 2 << 2 << "Russian decisive victory"
        << "1st Division (French)";
    QTest::newRow("nothing reached: a draw") << morale << 1 << 0 << 2 << "A draw"
                                             << "No side reached a victory level";
    QTest::newRow("losses 12 more: French marginal")
        << both << 0 << 0 << 14 << "French marginal victory"
        << "the enemy lost 14 increments";
    QTest::newRow("losses not counted by the scenario: a draw")
        << morale << 0 << 0 << 14 << "A draw"
        << "No side reached";
}

void TstLbTurnState::victory()
{
    QFETCH(QStringList, conditions);
    QFETCH(int, frenchLevel);
    QFETCH(int, russianLevel);
    QFETCH(int, russianLost);
    QFETCH(QString, headline);
    QFETCH(QString, reason);
    LaBatailleRuleSet rules;
    Diagnostics d;
    rules.configure(parse(R"({"victoryLevels": [
        {"side": "fr", "level": "decisive", "enemyMoraleLevel": 3, "organisation": "2nd Division"},
        {"side": "fr", "level": "tactical", "enemyMoraleLevel": 2},
        {"side": "fr", "level": "marginal", "lossDifferential": 12},
        {"side": "ru", "level": "decisive", "enemyMoraleLevel": 3},
        {"side": "ru", "level": "tactical", "enemyMoraleLevel": 2}]})",
                        "options.json"),
        d);
    QVERIFY2(d.empty(), d.format().c_str());
    GameState s = position();
    Spec fr = spec("fr1");
    fr.organisation = "1st Division";
    fr.strength = 4; // lost 2
    if (frenchLevel > 0)
        fr.statuses = {moraleLevelStatus(frenchLevel)};
    s.addUnit(makeUnit(fr));
    Spec ru = spec("ru1", "ru");
    ru.organisation = "2nd Division";
    ru.nationality = "russian";
    ru.maxStrength = 20;
    ru.strength = 20 - russianLost;
    if (russianLevel > 0)
        ru.statuses = {moraleLevelStatus(russianLevel)};
    s.addUnit(makeUnit(ru));
    Spec gone = spec("ru-gone", "ru");
    gone.eliminated = true; // an eliminated leader loses no increment
    gone.kind = UnitKind::Leader;
    s.addUnit(makeUnit(gone));
    QCOMPARE(incrementsLost(s, SideId {"fr"}), 2);
    QCOMPARE(incrementsLost(s, SideId {"ru"}), russianLost);
    VictoryConditions v;
    v.turnLimit = 20;
    for (const QString &c : conditions)
        v.conditions.push_back(c.toStdString());
    s.setVictory(v);
    QVERIFY(!gameResult(rules, s).over);
    SequencePosition p = s.sequence();
    p.gameOver = true;
    s.setSequence(p);
    const GameResult r = gameResult(rules, s);
    QVERIFY(r.over);
    QCOMPARE(QString::fromStdString(r.headline), headline);
    QVERIFY2(r.reason.find(reason.toStdString()) != std::string::npos, r.reason.c_str());
    if (headline == "A draw")
        QVERIFY(!r.winner);
    else
        QCOMPARE(r.winner->value, std::string(headline.startsWith("French") ? "fr" : "ru"));
}

void TstLbTurnState::victoryWithoutOwnConditions()
{
    // A scenario naming only the shared conditions is scored as before.
    LaBatailleRuleSet rules;
    GameState s = position();
    Spec fr = spec("fr1");
    fr.strength = 4;
    s.addUnit(makeUnit(fr));
    s.addUnit(makeUnit(spec("ru1", "ru")));
    VictoryConditions v;
    v.turnLimit = 10;
    v.conditions = {"losses"};
    s.setVictory(v);
    SequencePosition p = s.sequence();
    p.gameOver = true;
    s.setSequence(p);
    QVERIFY(!rules.victoryVerdict(s));
    const GameResult r = gameResult(rules, s);
    QCOMPARE(r.headline, std::string("Russian victory"));
    const auto types = rules.victoryConditionTypes();
    for (const char *k :
        {"objectives", "losses", "elimination", "enemy-morale-level", "loss-differential"})
        QVERIFY2(
            std::any_of(types.begin(), types.end(), [&](const auto &t) { return t.key == k; }), k);
}

void TstLbTurnState::victoryFromAScenarioFile_data()
{
    QTest::addColumn<QString>("conditions");
    QTest::addColumn<QString>("error"); // empty: loads
    QTest::newRow("La Bataille's condition") << R"(["enemy-morale-level"])"
                                             << "";
    QTest::newRow("misspelt") << R"(["enemy-morale-levels"])"
                              << "did you mean \"enemy-morale-level\"";
}

void TstLbTurnState::victoryFromAScenarioFile()
{
    QFETCH(QString, conditions);
    QFETCH(QString, error);
    const std::string text = R"({"format": "hexfire-scenario", "version": 3, "title": "Victory",
        "ruleset": "labataille",
        "rulesetOptions": {"startTime": "07:00", "victoryLevels": [
            {"side": "fr", "level": "decisive", "enemyMoraleLevel": 2}]},
        "map": {"width": 4, "height": 4, "terrainKinds": [{"id": "clear", "symbol": ".",
            "name": "Clear", "colour": "#d8d0a0"}], "terrain": ["....", "....", "....", "...."]},
        "sides": [{"id": "fr", "name": "French", "colour": "#3a5a9a"},
            {"id": "ru", "name": "Russian", "colour": "#3f6b3a"}],
        "units": [
            {"id": "fr1", "name": "1st Battalion", "side": "fr", "hex": "A1", "strength": 6,
             "maxStrength": 6, "facing": 0, "labataille": {"type": "infantry",
             "nationality": "french", "formation": "column", "organisation": "1st Division"}},
            {"id": "ru1", "name": "Pavlov Grenadiers", "side": "ru", "hex": "D4", "strength": 6,
             "maxStrength": 6, "facing": 0, "labataille": {"type": "infantry",
             "nationality": "russian", "formation": "column", "organisation": "2nd Division"}}],
        "victory": {"turnLimit": 3, "conditions": )"
        + conditions.toStdString() + "}}";
    const LoadResult loaded = loadScenarioText(text, "victory.json");
    if (!error.isEmpty()) {
        const std::string all = loaded.diagnostics.format();
        QVERIFY2(all.find(error.toStdString()) != std::string::npos, all.c_str());
        return;
    }
    QVERIFY2(loaded.ok(), loaded.diagnostics.format().c_str());
    Diagnostics d;
    const auto game = makeGame(*loaded.scenario, d);
    QVERIFY2(game, d.format().c_str());
    const auto *rules = dynamic_cast<const LaBatailleRuleSet *>(&game->rules());
    QVERIFY(rules);
    QCOMPARE(rules->options().startTime, std::optional<int>(7 * 60));
    GameState s = game->state();
    Effect level = makeEffect(EffectKind::StatusSet, "morale-level", UnitId {"ru1"});
    level.status = moraleLevelStatus(2);
    s.apply({level});
    SequencePosition p = s.sequence();
    p.gameOver = true;
    s.setSequence(p);
    QCOMPARE(gameResult(*rules, s).headline, std::string("French decisive victory"));
}

void TstLbTurnState::victoryProblems()
{
    LaBatailleRuleSet rules;
    Diagnostics d;
    rules.configure(parse(R"({"victoryLevels": [
        {"side": "austria", "level": "decisive", "enemyMoraleLevel": 3},
        {"side": "fr", "level": "tactical", "enemyMoraleLevel": 2, "organisation": "Guard"}]})",
                        "options.json"),
        d);
    QVERIFY2(d.empty(), d.format().c_str());
    GameState s = position();
    s.addUnit(makeUnit(spec("fr1")));
    const auto problems = rules.checkSetup(s);
    const auto says = [&](const std::string &text) {
        return std::any_of(problems.begin(), problems.end(),
            [&](const SetupProblem &p) { return p.message.find(text) != std::string::npos; });
    };
    QVERIFY(says("names side \"austria\", which the scenario does not have"));
    QVERIFY(says("the organisation \"Guard\", which no enemy unit belongs to"));
}

void TstLbTurnState::vocabularyAndFacts()
{
    LaBatailleRuleSet rules;
    const RuleVocabulary &v = rules.vocabulary();
    const ActionType *command = findByKey(v.actions, "command-sequence");
    QVERIFY(command);
    QCOMPARE(command->actors, ActorRule::None);
    for (const char *st : {"tired", "exhausted", "fought", "morale-level-1", "morale-level-4"})
        QVERIFY2(findByKey(v.statuses, st), st);
    for (const char *ef : {"morale-level-read", "morale-level", "tired", "exhausted"})
        QVERIFY2(findByKey(v.effects, ef), ef);
    GameState s = position();
    Spec cav = spec("cav", "fr", UnitKind::Cavalry);
    cav.statuses = {"tired"};
    cav.organisation = "Light Brigade";
    s.addUnit(makeUnit(cav));
    s.addUnit(makeUnit(spec("bn")));
    const auto facts = rules.unitFacts(s, s.unit(UnitId {"cav"}));
    const auto fact = [&](const std::vector<UnitFact> &f, const std::string &label) {
        const auto it
            = std::find_if(f.begin(), f.end(), [&](const UnitFact &x) { return x.label == label; });
        return it == f.end() ? std::string("(none)") : it->value;
    };
    QVERIFY2(fact(facts, "Readiness").starts_with("Tired"), fact(facts, "Readiness").c_str());
    QCOMPARE(fact(facts, "Organisation"), std::string("Light Brigade"));
    QCOMPARE(fact(facts, "Morale level"), std::string("0"));
    const auto infantry = rules.unitFacts(s, s.unit(UnitId {"bn"}));
    QCOMPARE(fact(infantry, "Readiness"), std::string("(none)"));
    // Every assumption has its docs/rules.md entry.
    QFile doc(HEXFIRE_SOURCE_DIR "/docs/rules.md");
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const std::string text = doc.readAll().toStdString();
    for (const Assumption &a : rules.assumptions()) {
        QVERIFY2(a.reference.starts_with("docs/rules.md: "), a.reference.c_str());
        QVERIFY2(text.find("### " + a.reference.substr(15) + "\n") != std::string::npos,
            a.reference.c_str());
    }
}

QTEST_GUILESS_MAIN(TstLbTurnState)
#include "tst_lbturnstate.moc"
