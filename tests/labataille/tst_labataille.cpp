// La Bataille fire combat (REFERENCE section 2): every rule step data-driven, the seed's numbers,
// exact odds against all 36 rolls, LOS and facing, once per fire segment, refusals, profiles and
// configuration, formation changes and turns, the Fire Effects table and what the player reads.

#include "core/data/jsonparser.h"
#include "core/dice/d66.h"
#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/rulesetregistry.h"

#include "tests/common/shippedtables.h"

#include <QFile>
#include <QTest>

using namespace hexfire;
using namespace hexfire::labataille;

namespace {

MapGrid smallMap()
{
    return MapGrid(
        MapCoordinates(12, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"},
            {"village", "Village", "#999999"}});
}

const Hex centre = smallMap().parse("F6");

Hex at(int dq, int dr) { return centre + Hex(dq, dr); }

GameState position()
{
    return GameState("labataille", smallMap(),
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
}

struct Spec {
    std::string id;
    std::string side = "fr";
    Hex hex = centre;
    UnitKind kind = UnitKind::Infantry;
    Formation formation = Formation::Line;
    int strength = 4;
    int multiple = 3;
    std::optional<Facing> facing;
    std::string status;
    std::string nationality = "french";
    std::string troop = "ligne";
    int range = 1;
};

Unit makeUnit(const Spec &s)
{
    Unit u;
    u.id = UnitId {s.id};
    u.name = s.id;
    u.side = SideId {s.side};
    u.hex = s.hex;
    u.strength = s.strength;
    u.maxStrength = std::max(s.strength, 1);
    u.facing = s.facing;
    if (!s.status.empty())
        u.status.set(s.status);
    auto p = std::make_shared<LbProfile>();
    p->kind = s.kind;
    p->formation = s.formation;
    p->fireMultiple = s.multiple;
    p->nationality = s.nationality;
    p->troop = s.troop;
    p->range = s.range;
    u.profile = p;
    return u;
}

/** Facing towards `to` from `from`: the hexside for hexside formations, a vertex otherwise. */
Facing facingTowards(Hex from, Hex to, bool vertex)
{
    const auto sides = exitHexsides(from, to);
    if (!vertex)
        return Facing::hexside(sides.front());
    return Facing::vertex(sides.front()); // vertex between d and d+1: d is front
}

/** A French line firer adjacent (direction D2 of the target) facing the target. */
Spec firerAt(Hex hex, Hex target, int strength = 3, int multiple = 3)
{
    Spec s;
    s.id = "fr-firer";
    s.hex = hex;
    s.strength = strength;
    s.multiple = multiple;
    s.formation = Formation::Column;
    s.facing = facingTowards(hex, target, false);
    return s;
}

Spec defenderAt(Hex hex, Formation f, int strength, std::optional<Facing> facing = {})
{
    Spec s;
    s.id = "ru-target";
    s.side = "ru";
    s.hex = hex;
    s.formation = f;
    s.strength = strength;
    s.nationality = "russian";
    s.troop = "";
    s.facing = facing ? facing : std::optional<Facing>(Facing::hexside(HexDirection::D0));
    if (f == Formation::Line || f == Formation::Skirmish)
        s.facing = facing ? facing : std::optional<Facing>(Facing::vertex(HexDirection::D0));
    return s;
}

Action fireAction(std::vector<std::string> actors, Hex target)
{
    Action a;
    a.kind = "fire";
    for (auto &id : actors)
        a.actors.push_back(UnitId {id});
    a.target = target;
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

DataNode parse(const std::string &text, const std::string &file = "test.json")
{
    Diagnostics d;
    auto n = JsonParser().parse(text, file, d);
    if (!n)
        qFatal("%s", d.format().c_str());
    return *n;
}

std::string tablesJson()
{
    QFile f(HEXFIRE_SOURCE_DIR "/resources/rulesets/labataille/tables.json");
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read tables.json");
    return f.readAll().toStdString();
}

} // namespace

class TstLaBataille : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerLaBataille(); }
    void registry();
    void d66Modified_data();
    void d66Modified();
    void massed_data();
    void massed();
    void oddsColumn_data();
    void oddsColumn();
    void moraleTrigger_data();
    void moraleTrigger();
    void fireValue_data();
    void fireValue();
    void mixedStackFireValue_data();
    void mixedStackFireValue();
    void fireDefence_data();
    void fireDefence();
    void combinedFlankFire_data();
    void combinedFlankFire();
    void seedExample();
    void massedInEvaluation();
    void oddsMatchAll36Rolls_data();
    void oddsMatchAll36Rolls();
    void legereExample();
    void frontVertex_data();
    void frontVertex();
    void flankThroughVertexIsNotFlank();
    void los_data();
    void los();
    void oncePerSegment();
    void refusals_data();
    void refusals();
    void profileRoundTrip_data();
    void profileRoundTrip();
    void profileErrors_data();
    void profileErrors();
    void tablesFileEqualsDefaults();
    void configure_data();
    void configure();
    void vocabulary();
    void formationChange_data();
    void formationChange();
    void turn_data();
    void turn();
    void ordersAreUndone();
    void fireEffectsTable_data();
    void fireEffectsTable();
    void displayNames();
    void glossaryAndPrimer();
    void publishedHexsideClasses();
    void extendAndCloseTheLine_data();
    void extendAndCloseTheLine();
    void twoHexLineFires_data();
    void twoHexLineFires();
    void twoHexLineAsTarget();
    void twoHexLineBlocksSight();
    void twoHexLineSetupProblems_data();
    void twoHexLineSetupProblems();
};

void TstLaBataille::registry()
{
    auto r = RuleSetRegistry::create("labataille");
    QVERIFY(r);
    QCOMPARE(std::string(r->id()), std::string("labataille"));
    QVERIFY(!r->assumptions().empty());
    QFile doc(HEXFIRE_SOURCE_DIR "/docs/rules.md");
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const std::string text = doc.readAll().toStdString();
    for (const Assumption &a : r->assumptions()) {
        QVERIFY2(a.reference.starts_with("docs/rules.md: "), a.reference.c_str());
        const std::string heading = "### " + a.reference.substr(15) + "\n";
        QVERIFY2(text.find(heading) != std::string::npos, a.reference.c_str());
    }
}

void TstLaBataille::d66Modified_data()
{
    QTest::addColumn<int>("reading");
    QTest::addColumn<int>("drm");
    QTest::addColumn<int>("expected");
    QTest::newRow("43+4 reads 51") << 43 << 4 << 51;
    QTest::newRow("below 11 reads 11") << 12 << -3 << 11;
    QTest::newRow("above 66 reads 66") << 64 << 6 << 66;
    QTest::newRow("15 increments: 31+6 reads 41") << 31 << 6 << 41;
}

void TstLaBataille::d66Modified()
{
    QFETCH(int, reading);
    QFETCH(int, drm);
    QFETCH(int, expected);
    QCOMPARE(d66::modified(reading, drm), expected);
}

void TstLaBataille::massed_data()
{
    QTest::addColumn<int>("increments");
    QTest::addColumn<int>("expected");
    QTest::newRow("LB-01 9 increments +0") << 9 << 0;
    QTest::newRow("LB-01 10 increments +1") << 10 << 1;
    QTest::newRow("LB-01 seed 15 increments +6") << 15 << 6;
}

void TstLaBataille::massed()
{
    QFETCH(int, increments);
    QFETCH(int, expected);
    QCOMPARE(massedModifier(increments, 9), expected);
}

void TstLaBataille::oddsColumn_data()
{
    QTest::addColumn<int>("fv");
    QTest::addColumn<int>("fd");
    QTest::addColumn<bool>("defender");
    QTest::addColumn<QString>("column");
    QTest::newRow("9:6 exactly 1.5-1") << 9 << 6 << true << "1.5-1";
    QTest::newRow("10:6 defender 1.5-1") << 10 << 6 << true << "1.5-1";
    QTest::newRow("10:6 attacker 2-1") << 10 << 6 << false << "2-1";
    QTest::newRow("6:6 1-1") << 6 << 6 << true << "1-1";
    QTest::newRow("5:6 defender 1-1.5") << 5 << 6 << true << "1-1.5";
    QTest::newRow("5:6 attacker 1-1") << 5 << 6 << false << "1-1";
    QTest::newRow("1:10 clamped 1-3") << 1 << 10 << true << "1-3";
    QTest::newRow("50:1 clamped 5-1") << 50 << 1 << true << "5-1";
    QTest::newRow("50:1 attacker clamped 5-1") << 50 << 1 << false << "5-1";
}

void TstLaBataille::oddsColumn()
{
    QFETCH(int, fv);
    QFETCH(int, fd);
    QFETCH(bool, defender);
    QFETCH(QString, column);
    const auto t = LbTables::defaults();
    const auto c = labataille::oddsColumn(t.columns, fv, fd,
        defender ? OddsRounding::DefenderFavoured : OddsRounding::AttackerFavoured);
    QCOMPARE(QString::fromStdString(t.columns[c].label), column);
}

void TstLaBataille::moraleTrigger_data()
{
    QTest::addColumn<QString>("nationality");
    QTest::addColumn<QString>("troop");
    QTest::addColumn<int>("lostBefore");
    QTest::addColumn<int>("lost");
    QTest::addColumn<bool>("triggered");
    QTest::newRow("French ligne first loss: odd, no check") << "french"
                                                            << "ligne" << 0 << 1 << false;
    QTest::newRow("French ligne second loss: even") << "french"
                                                    << "ligne" << 1 << 1 << true;
    QTest::newRow("French guard 2 losses: no third") << "french"
                                                     << "guard" << 0 << 2 << false;
    QTest::newRow("French guard 3rd loss") << "french"
                                           << "guard" << 1 << 2 << true;
    QTest::newRow("Prussian first loss: odd") << "prussian"
                                              << "" << 0 << 1 << true;
    QTest::newRow("Prussian second loss: no") << "prussian"
                                              << "" << 1 << 1 << false;
    QTest::newRow("Russian default: every") << "russian"
                                            << "" << 3 << 1 << true;
    QTest::newRow("no loss: no check") << "russian"
                                       << "" << 0 << 0 << false;
}

void TstLaBataille::moraleTrigger()
{
    QFETCH(QString, nationality);
    QFETCH(QString, troop);
    QFETCH(int, lostBefore);
    QFETCH(int, lost);
    QFETCH(bool, triggered);
    LbProfile p;
    p.nationality = nationality.toStdString();
    p.troop = troop.toStdString();
    const auto t = labataille::moraleTrigger(LbTables::defaults(), p);
    QCOMPARE(moraleTriggered(t, lostBefore, lost), triggered);
}

void TstLaBataille::fireValue_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QList<int>>("strengths");
    QTest::addColumn<int>("expected");
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int art = static_cast<int>(UnitKind::Artillery);
    QTest::newRow("line 3 x3: 9") << "clear" << int(Formation::Line) << inf << QList<int> {3} << 9;
    QTest::newRow("line 6 increments: only 4 fire, 12")
        << "clear" << int(Formation::Line) << inf << QList<int> {6} << 12;
    QTest::newRow("two lines in a hex: 4 in all")
        << "clear" << int(Formation::Line) << inf << QList<int> {3, 3} << 12;
    QTest::newRow("column: only the top unit (3 of 5+3)")
        << "clear" << int(Formation::Column) << inf << QList<int> {5, 3} << 9;
    QTest::newRow("skirmish 5: only 3 fire")
        << "clear" << int(Formation::Skirmish) << inf << QList<int> {5} << 9;
    QTest::newRow("artillery in clear: all batteries")
        << "clear" << int(Formation::Unlimbered) << art << QList<int> {2, 3} << 15;
    QTest::newRow("artillery in woods: top battery only")
        << "woods" << int(Formation::Unlimbered) << art << QList<int> {2, 3} << 9;
}

void TstLaBataille::fireValue()
{
    QFETCH(QString, terrain);
    QFETCH(int, formation);
    QFETCH(int, kind);
    QFETCH(QList<int>, strengths);
    QFETCH(int, expected);
    GameState s = position();
    s.editMap().setTerrain(centre, terrain.toStdString());
    std::vector<std::string> ids;
    for (int i = 0; i < strengths.size(); ++i) {
        Spec sp;
        sp.id = "fr-" + std::to_string(i);
        sp.strength = strengths[i];
        sp.formation = static_cast<Formation>(formation);
        sp.kind = static_cast<UnitKind>(kind);
        s.addUnit(makeUnit(sp));
        ids.push_back(sp.id);
    }
    std::vector<const Unit *> firers;
    for (const auto &id : ids)
        firers.push_back(&s.unit(UnitId {id}));
    std::vector<ExplanationLine> lines;
    QCOMPARE(fireValueOfHex(LbOptions {}, s, centre, firers, lines), expected);
    QCOMPARE(lines.size(), static_cast<std::size_t>(strengths.size()));
}

void TstLaBataille::mixedStackFireValue_data()
{
    // Bottom of the stack first: "i" infantry, "a" unlimbered artillery; then the formation
    // letter (l line, c carré, k column) for infantry, and the increments. Multiples: infantry
    // 3, artillery 2 (the Spec defaults and a printed 2).
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QStringList>("stack");
    QTest::addColumn<int>("expected");
    QTest::addColumn<bool>("assumed");
    QTest::newRow("carre alone: 12 of 14 fire, 36 (assumed cap)")
        << "clear" << QStringList {"ic14"} << 36 << true;
    QTest::newRow("carre 6 with a battery of 3: 6x3 + 3x2 = 24")
        << "clear" << QStringList {"ic6", "a3"} << 24 << true;
    QTest::newRow("carre 10 under a battery of 4: 12 in all, top first, 4x2 + 8x3 = 32")
        << "clear" << QStringList {"ic10", "a4"} << 32 << true;
    QTest::newRow("line with two batteries in clear: 4x3 + one battery 3x2 = 18")
        << "clear" << QStringList {"il6", "a2", "a3"} << 18 << false;
    QTest::newRow("line with a battery in woods: the battery still fires with it")
        << "woods" << QStringList {"il4", "a2"} << 16 << false;
    QTest::newRow("column under a battery in clear: both batteries fire, column not top")
        << "clear" << QStringList {"ik5", "a2", "a3"} << 10 << false;
}

void TstLaBataille::mixedStackFireValue()
{
    QFETCH(QString, terrain);
    QFETCH(QStringList, stack);
    QFETCH(int, expected);
    QFETCH(bool, assumed);
    GameState s = position();
    s.editMap().setTerrain(centre, terrain.toStdString());
    std::vector<const Unit *> firers;
    std::vector<std::string> ids;
    for (int i = 0; i < stack.size(); ++i) {
        const QString &spec = stack[i];
        Spec sp;
        sp.id = "fr-" + std::to_string(i);
        if (spec.startsWith('a')) {
            sp.kind = UnitKind::Artillery;
            sp.formation = Formation::Unlimbered;
            sp.multiple = 2;
            sp.strength = spec.mid(1).toInt();
        } else {
            sp.formation = spec[1] == 'c' ? Formation::Carre
                : spec[1] == 'l'          ? Formation::Line
                                          : Formation::Column;
            sp.strength = spec.mid(2).toInt();
        }
        s.addUnit(makeUnit(sp));
        ids.push_back(sp.id);
    }
    for (const auto &id : ids)
        firers.push_back(&s.unit(UnitId {id}));
    std::vector<ExplanationLine> lines;
    QCOMPARE(fireValueOfHex(LbOptions {}, s, centre, firers, lines), expected);
    const bool anyAssumed = std::any_of(
        lines.begin(), lines.end(), [](const ExplanationLine &l) { return l.assumed; });
    QCOMPARE(anyAssumed, assumed);
}

void TstLaBataille::fireDefence_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("strength");
    QTest::addColumn<int>("firerDirection"); // direction from target to firer
    QTest::addColumn<bool>("withArtillery");
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("expected");
    // Line faces vertex D0: front {D0, D1}, flank {D5, D2}, rear {D3, D4}.
    QTest::newRow("line front: 9") << "clear" << int(Formation::Line) << 4 << 0 << false << "" << 9;
    QTest::newRow("line through a flank hexside: 5")
        << "clear" << int(Formation::Line) << 4 << 2 << false << "" << 5;
    QTest::newRow("line through the rear: normal 9")
        << "clear" << int(Formation::Line) << 4 << 3 << false << "" << 9;
    QTest::newRow("line of 8 increments: column value 6")
        << "clear" << int(Formation::Line) << 8 << 0 << false << "" << 6;
    QTest::newRow("line of 7 increments: line value 9")
        << "clear" << int(Formation::Line) << 7 << 0 << false << "" << 9;
    QTest::newRow("carre: 4") << "clear" << int(Formation::Carre) << 4 << 0 << false << "" << 4;
    QTest::newRow("carre with artillery: still 4")
        << "clear" << int(Formation::Carre) << 4 << 0 << true << "" << 4;
    QTest::newRow("line with artillery: 2 less")
        << "clear" << int(Formation::Line) << 4 << 0 << true << "" << 7;
    QTest::newRow("road march: 4")
        << "clear" << int(Formation::RoadMarch) << 4 << 0 << false << "" << 4;
    QTest::newRow("column in woods: chart 9")
        << "woods" << int(Formation::Column) << 4 << 0 << false << "" << 9;
    QTest::newRow("column in village: chart 12")
        << "village" << int(Formation::Column) << 4 << 0 << false << "" << 12;
    QTest::newRow("disordered column: chart 5")
        << "clear" << int(Formation::Column) << 4 << 0 << false << "disordered" << 5;
}

void TstLaBataille::fireDefence()
{
    QFETCH(QString, terrain);
    QFETCH(int, formation);
    QFETCH(int, strength);
    QFETCH(int, firerDirection);
    QFETCH(bool, withArtillery);
    QFETCH(QString, status);
    QFETCH(int, expected);
    GameState s = position();
    s.editMap().setTerrain(centre, terrain.toStdString());
    Spec d = defenderAt(centre, static_cast<Formation>(formation), strength);
    d.status = status.toStdString();
    if (withArtillery) {
        Spec a = defenderAt(centre, Formation::Unlimbered, 2);
        a.id = "ru-battery";
        a.kind = UnitKind::Artillery;
        s.addUnit(makeUnit(a));
    }
    s.addUnit(makeUnit(d));
    std::vector<ExplanationLine> lines;
    const Hex firer = neighbor(centre, direction(firerDirection));
    LbOptions o;
    QCOMPARE(labataille::fireDefence(o, s, centre, s.unitsAt(centre), {firer}, lines), expected);
    QVERIFY(!lines.empty());
}

void TstLaBataille::combinedFlankFire_data()
{
    // The line faces vertex D0: front {D0, D1}, flank {D5, D2}, rear {D3, D4}.
    QTest::addColumn<QList<int>>("from"); // directions from the target to the firing hexes
    QTest::addColumn<int>("expected");
    QTest::newRow("both flanks: 5") << QList<int> {2, 5} << 5;
    QTest::newRow("a flank and the front: the line's 9") << QList<int> {2, 0} << 9;
    QTest::newRow("a flank and the rear: the line's 9") << QList<int> {5, 3} << 9;
}

void TstLaBataille::combinedFlankFire()
{
    QFETCH(QList<int>, from);
    QFETCH(int, expected);
    GameState s = position();
    s.addUnit(makeUnit(defenderAt(centre, Formation::Line, 4)));
    std::vector<Hex> hexes;
    for (int d : from)
        hexes.push_back(neighbor(centre, direction(d)));
    std::vector<ExplanationLine> lines;
    QCOMPARE(labataille::fireDefence(LbOptions {}, s, centre, s.unitsAt(centre), hexes, lines),
        expected);
}

void TstLaBataille::seedExample()
{
    // LB-07: fire value 9 against fire defence 6 is the 1.5-1 column; the placeholder row 31-36
    // gives "1": the defending unit loses one increment.
    GameState s = position();
    const Hex target = neighbor(centre, HexDirection::D2);
    s.addUnit(makeUnit(firerAt(centre, target, 3, 3)));
    s.addUnit(makeUnit(defenderAt(target, Formation::Column, 4)));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, fireAction({"fr-firer"}, target));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e, "fire.value"), 9);
    QCOMPARE(finalOf(e, "fire.defence"), 6);
    QCOMPARE(rules.options().tables.columns[std::size_t(finalOf(e, "fire.column"))].label,
        std::string("1.5-1"));
    QVERIFY(e.notOfficial);
    ScriptedDice dice({3, 1});
    const Resolution r = rules.resolve(s, e, dice);
    bool found = false;
    for (const Effect &eff : r.effects) {
        if (eff.kind == EffectKind::StrengthLost) {
            QCOMPARE(eff.name, std::string("increments-lost"));
            QCOMPARE(eff.count, 1);
            QCOMPARE(eff.unit->value, std::string("ru-target"));
            found = true;
        }
    }
    QVERIFY(found);
    s.apply(r.effects);
    QCOMPARE(s.unit(UnitId {"ru-target"}).strength, 3);
}

void TstLaBataille::massedInEvaluation()
{
    GameState s = position();
    const Hex target = neighbor(centre, HexDirection::D2);
    s.addUnit(makeUnit(firerAt(centre, target)));
    Spec a = defenderAt(target, Formation::Column, 9);
    Spec b = defenderAt(target, Formation::Column, 6);
    b.id = "ru-second";
    s.addUnit(makeUnit(a));
    s.addUnit(makeUnit(b));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, fireAction({"fr-firer"}, target));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e, "fire.drm"), 6);
    bool line = false;
    for (const auto &l : e.lines)
        line = line || (l.key == "fire.massed" && l.value == "+6");
    QVERIFY(line);
}

void TstLaBataille::oddsMatchAll36Rolls_data()
{
    QTest::addColumn<int>("firerStrength");
    QTest::addColumn<int>("defenderStrength");
    QTest::addColumn<int>("formation");
    QTest::newRow("1.5-1 column") << 3 << 4 << int(Formation::Column);
    QTest::newRow("massed 15, 5-1") << 12 << 15 << int(Formation::Column);
    QTest::newRow("low odds vs line") << 1 << 4 << int(Formation::Line);
    QTest::newRow("2 increments, big losses") << 12 << 2 << int(Formation::Carre);
}

void TstLaBataille::oddsMatchAll36Rolls()
{
    QFETCH(int, firerStrength);
    QFETCH(int, defenderStrength);
    QFETCH(int, formation);
    GameState s = position();
    const Hex target = neighbor(centre, HexDirection::D2);
    s.addUnit(makeUnit(firerAt(centre, target, firerStrength, 3)));
    s.addUnit(makeUnit(defenderAt(target, static_cast<Formation>(formation), defenderStrength)));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, fireAction({"fr-firer"}, target));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.odds.size(), std::size_t(2));
    for (const OddsTable &t : e.odds) {
        double sum = 0;
        for (const auto &o : t.outcomes)
            sum += o.probability;
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }
    std::map<std::string, int> counts;
    int checks = 0;
    for (int tens = 1; tens <= 6; ++tens) {
        for (int ones = 1; ones <= 6; ++ones) {
            ScriptedDice dice({tens, ones});
            const Resolution r = rules.resolve(s, e, dice);
            int lost = 0;
            bool check = false;
            for (const Effect &eff : r.effects) {
                if (eff.kind == EffectKind::StrengthLost)
                    lost += eff.count;
                if (eff.name == "morale-check")
                    check = true;
            }
            ++counts["lost-" + std::to_string(lost)];
            checks += check ? 1 : 0;
        }
    }
    for (const auto &o : e.odds[0].outcomes)
        QCOMPARE(o.probability * 36.0, double(counts[o.key]));
    QCOMPARE(e.odds[1].outcomes[0].probability * 36.0, double(checks));
}

void TstLaBataille::legereExample()
{
    // Austerlitz p.90: a Légère battalion of 10 increments in line over 2 hexes, x3: 8 x 3 = 24.
    // A unit holds one hex here, so the battalion is two 5-increment halves side by side.
    GameState s = position();
    const Hex target = centre;
    const Hex a = neighbor(target, HexDirection::D3);
    const Hex b = neighbor(target, HexDirection::D4);
    Spec left;
    left.id = "legere-a";
    left.hex = a;
    left.strength = 5;
    left.formation = Formation::Line;
    left.facing = Facing::vertex(HexDirection::D5); // front D5, D0: towards the target
    Spec right = left;
    right.id = "legere-b";
    right.hex = b;
    right.facing = Facing::vertex(HexDirection::D0); // front D0, D1
    s.addUnit(makeUnit(left));
    s.addUnit(makeUnit(right));
    s.addUnit(makeUnit(defenderAt(target, Formation::Column, 4)));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, fireAction({"legere-a", "legere-b"}, target));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e, "fire.value"), 24);
}

void TstLaBataille::frontVertex_data()
{
    // Skirmishers 2 hexes from the target along the spine between hexsides D2 and D3.
    QTest::addColumn<int>("vertex");
    QTest::addColumn<bool>("legal");
    QTest::newRow("both hexsides front") << 3 << true;
    QTest::newRow("one front, one flank: allowed (assumed)") << 0 << true;
    QTest::newRow("both flank: refused") << 5 << false;
}

void TstLaBataille::frontVertex()
{
    QFETCH(int, vertex);
    QFETCH(bool, legal);
    GameState s = position();
    const Hex target = at(1, 1);
    QCOMPARE(exitHexsides(centre, target).size(), std::size_t(2));
    Spec f = firerAt(centre, target, 3, 2);
    f.formation = Formation::Skirmish;
    f.facing = Facing::vertex(direction(vertex));
    s.addUnit(makeUnit(f));
    s.addUnit(makeUnit(defenderAt(target, Formation::Column, 4)));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, fireAction({"fr-firer"}, target));
    QCOMPARE(e.legal, legal);
    if (!legal)
        QVERIFY2(e.whyNot.find("flank or rear") != std::string::npos, e.whyNot.c_str());
}

void TstLaBataille::flankThroughVertexIsNotFlank()
{
    // Target line faces vertex D0: front D0, D1; flank D5, D2. Fire from 2 hexes along the spine
    // between its D1 and D2 hexsides enters through a front/flank vertex: not flank fire.
    GameState s = position();
    const Hex firer = at(2, -1);
    QCOMPARE(exitHexsides(centre, firer).size(), std::size_t(2));
    Spec f = firerAt(firer, centre, 3, 2);
    f.formation = Formation::Skirmish;
    f.facing = Facing::vertex(HexDirection::D4); // front D4, D5, D3, D0
    s.addUnit(makeUnit(f));
    s.addUnit(makeUnit(defenderAt(centre, Formation::Line, 4)));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, fireAction({"fr-firer"}, centre));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e, "fire.defence"), 9);
}

void TstLaBataille::los_data()
{
    QTest::addColumn<QString>("between"); // "woods", "village", "unit", "disordered", ""
    QTest::addColumn<bool>("spine");
    QTest::addColumn<bool>("legal");
    QTest::newRow("clear line") << "" << false << true;
    QTest::newRow("woods block") << "woods" << false << false;
    QTest::newRow("village blocks") << "village" << false << false;
    QTest::newRow("unit in good order blocks") << "unit" << false << false;
    QTest::newRow("disordered unit does not block") << "disordered" << false << true;
    QTest::newRow("spine, one side woods: strict blocks") << "woods" << true << false;
    QTest::newRow("spine, clear") << "" << true << true;
}

void TstLaBataille::los()
{
    QFETCH(QString, between);
    QFETCH(bool, spine);
    QFETCH(bool, legal);
    GameState s = position();
    // Skirmishers fire 2 hexes: straight along D2, or along the spine between D1 and D2.
    const Hex target = spine ? at(2, -1) : at(2, 0);
    const Hex middle = at(1, 0); // for the spine, one of the two hexes along it
    Spec f = firerAt(centre, target, 3, 2);
    f.formation = Formation::Skirmish;
    f.facing = Facing::vertex(HexDirection::D1);
    s.addUnit(makeUnit(f));
    s.addUnit(makeUnit(defenderAt(target, Formation::Column, 4)));
    if (between == "woods" || between == "village")
        s.editMap().setTerrain(middle, between.toStdString());
    if (between == "unit" || between == "disordered") {
        Spec u = defenderAt(middle, Formation::Column, 2);
        u.id = "ru-between";
        u.status = between == "disordered" ? "disordered" : "";
        s.addUnit(makeUnit(u));
    }
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, fireAction({"fr-firer"}, target));
    QCOMPARE(e.legal, legal);
    if (!legal)
        QCOMPARE(e.whyNotRule, std::string("Line of Sight (23)"));
    QCOMPARE(e.los.size(), std::size_t(1));
}

void TstLaBataille::oncePerSegment()
{
    GameState s = position();
    const Hex target = neighbor(centre, HexDirection::D2);
    s.addUnit(makeUnit(firerAt(centre, target)));
    s.addUnit(makeUnit(defenderAt(target, Formation::Column, 4)));
    LaBatailleRuleSet rules;
    const Action fire = fireAction({"fr-firer"}, target);
    Action end;
    end.kind = "end-fire-segment";
    QVERIFY(!rules.evaluate(s, end).legal);
    ScriptedDice dice({1, 1});
    s.apply(rules.resolve(s, rules.evaluate(s, fire), dice).effects);
    const Evaluation again = rules.evaluate(s, fire);
    QVERIFY(!again.legal);
    QVERIFY2(
        again.whyNot.find("already been the target") != std::string::npos, again.whyNot.c_str());
    const Evaluation e = rules.evaluate(s, end);
    QVERIFY(e.legal);
    ScriptedDice none({});
    s.apply(rules.resolve(s, e, none).effects);
    QVERIFY(s.markers().empty());
    QVERIFY(rules.evaluate(s, fire).legal);
}

void TstLaBataille::refusals_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("reason");
    QTest::newRow("no actors") << "no-actors"
                               << "select the units that fire";
    QTest::newRow("no target") << "no-target"
                               << "choose the hex to fire at";
    QTest::newRow("no enemy") << "no-enemy"
                              << "there is no enemy unit";
    QTest::newRow("leader") << "leader"
                            << "has no fire value";
    QTest::newRow("road march") << "road-march"
                                << "cannot fire in Road march";
    QTest::newRow("line at range 2") << "range"
                                     << "its range is 1";
    QTest::newRow("facing away") << "facing-away"
                                 << "flank or rear hexside";
    QTest::newRow("no facing") << "no-facing"
                               << "has no facing";
    QTest::newRow("own side") << "mixed-sides"
                              << "is not on the same side";
}

void TstLaBataille::refusals()
{
    QFETCH(QString, variant);
    QFETCH(QString, reason);
    GameState s = position();
    Hex target = neighbor(centre, HexDirection::D2);
    Spec f = firerAt(centre, target);
    if (variant == "leader")
        f.kind = UnitKind::Leader;
    if (variant == "road-march")
        f.formation = Formation::RoadMarch;
    if (variant == "facing-away")
        f.facing = Facing::hexside(HexDirection::D5);
    if (variant == "no-facing")
        f.facing.reset();
    if (variant == "range") {
        target = at(2, 0);
        f.formation = Formation::Line;
        f.facing = Facing::vertex(HexDirection::D1);
    }
    s.addUnit(makeUnit(f));
    if (variant != "no-enemy")
        s.addUnit(makeUnit(defenderAt(target, Formation::Column, 4)));
    std::vector<std::string> actors {"fr-firer"};
    if (variant == "no-actors")
        actors.clear();
    if (variant == "mixed-sides")
        actors.push_back("ru-target");
    Action a = fireAction(actors, target);
    if (variant == "no-target")
        a.target.reset();
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find(reason.toStdString()) != std::string::npos, e.whyNot.c_str());
    QVERIFY(!e.whyNotRule.empty());
    ScriptedDice dice({1, 1});
    QVERIFY_THROWS_EXCEPTION(Error, rules.resolve(s, e, dice));
}

void TstLaBataille::profileRoundTrip_data()
{
    QTest::addColumn<QString>("json");
    QTest::newRow("infantry line")
        << R"({"type":"infantry","nationality":"french","troop":"legere","fireMultiple":3,"formation":"line"})";
    QTest::newRow("artillery")
        << R"({"type":"artillery","nationality":"russian","fireMultiple":2,"formation":"unlimbered","range":4})";
    QTest::newRow("leader") << R"({"type":"leader","nationality":"french"})";
}

void TstLaBataille::profileRoundTrip()
{
    QFETCH(QString, json);
    LaBatailleRuleSet rules;
    Diagnostics d;
    Unit u;
    rules.readUnitProfile(parse(json.toStdString()), u, true, d);
    QVERIFY2(d.empty(), d.format().c_str());
    QVERIFY(u.profile);
    const DataNode written = rules.writeUnitProfile(u);
    Unit back;
    rules.readUnitProfile(written, back, true, d);
    QVERIFY2(d.empty(), d.format().c_str());
    QVERIFY(back.profile->equals(*u.profile));
    QVERIFY(!rules.unitFacts(position(), u).empty());
    QVERIFY(!rules.counterPrint(u).symbol.empty());
}

void TstLaBataille::profileErrors_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("line");
    QTest::newRow("unknown type") << "{\n\"type\": \"dragoon\", \"nationality\": \"fr\"}"
                                  << "infantry" << 2;
    QTest::newRow("cavalry in carre")
        << "{\"type\": \"cavalry\", \"nationality\": \"fr\",\n \"fireMultiple\": 1,\n"
           " \"formation\": \"carre\"}"
        << "carre" << 3;
    QTest::newRow("range on infantry")
        << "{\"type\": \"infantry\", \"nationality\": \"fr\", \"fireMultiple\": 1,"
           " \"formation\": \"line\",\n\"range\": 2}"
        << "only artillery" << 2;
    QTest::newRow("fire multiple of 0")
        << "{\"type\": \"infantry\", \"nationality\": \"fr\", \"formation\": \"line\",\n"
           "\"fireMultiple\": 0}"
        << "fireMultiple" << 2;
}

void TstLaBataille::profileErrors()
{
    QFETCH(QString, json);
    QFETCH(QString, message);
    QFETCH(int, line);
    LaBatailleRuleSet rules;
    Diagnostics d;
    Unit u;
    rules.readUnitProfile(parse(json.toStdString(), "unit.json"), u, true, d);
    QVERIFY(!d.empty());
    const std::string text = d.format();
    QVERIFY2(text.find(message.toStdString()) != std::string::npos, text.c_str());
    QVERIFY2(text.find("unit.json:" + std::to_string(line)) != std::string::npos, text.c_str());
}

void TstLaBataille::tablesFileEqualsDefaults()
{
    Diagnostics d;
    const auto t = LbTables::fromData(parse(tablesJson(), "tables.json"), d);
    QVERIFY2(t, d.format().c_str());
    QVERIFY(*t == LbTables::defaults());
    QVERIFY(t->notOfficial);
}

void TstLaBataille::configure_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error"); // empty: accepted
    QTest::newRow("empty keeps defaults") << "{}"
                                          << "";
    QTest::newRow("flank 6 (Wagram)") << R"({"flankFireDefence": 6})"
                                      << "";
    QTest::newRow("attacker rounding") << R"({"oddsRounding": "attacker"})"
                                       << "";
    QTest::newRow("bad rounding") << R"({"oddsRounding": "nearest"})"
                                  << "defender";
    QTest::newRow("unknown option") << R"({"flankFireDefense": 6})"
                                    << "flankFireDefence";
    QTest::newRow("flank out of range") << R"({"flankFireDefence": 0})"
                                        << "1";
    QTest::newRow("chart with a gap")
        << R"({"tables": {"columns": [{"label": "1-1", "attack": 1, "defence": 1}],
              "rows": [{"from": 11, "to": 16, "results": [0]}, {"from": 31, "to": 66, "results": [1]}],
              "fireDefence": {"clear": {"column": 6, "line": 9, "carre": 4, "skirmish": 12,
              "road-march": 4, "general-order": 6, "cavalry": 6, "artillery-limbered": 6,
              "artillery-unlimbered": 8, "disordered": 5}}}})"
        << "without gaps";
    QTest::newRow("row with too few results")
        << R"({"tables": {"columns": [{"label": "1-1", "attack": 1, "defence": 1},
              {"label": "2-1", "attack": 2, "defence": 1}],
              "rows": [{"from": 11, "to": 66, "results": [0]}],
              "fireDefence": {"clear": {"column": 6, "line": 9, "carre": 4, "skirmish": 12,
              "road-march": 4, "general-order": 6, "cavalry": 6, "artillery-limbered": 6,
              "artillery-unlimbered": 8, "disordered": 5}}}})"
        << "one result per odds column";
}

void TstLaBataille::configure()
{
    QFETCH(QString, json);
    QFETCH(QString, error);
    LaBatailleRuleSet rules;
    Diagnostics d;
    rules.configure(parse(json.toStdString(), "options.json"), d);
    if (error.isEmpty()) {
        QVERIFY2(d.empty(), d.format().c_str());
        return;
    }
    QVERIFY(!d.empty());
    const std::string text = d.format();
    QVERIFY2(text.find(error.toStdString()) != std::string::npos, text.c_str());
    QVERIFY2(text.find("options.json:") != std::string::npos, text.c_str());
    QVERIFY(rules.options() == LbOptions {}); // kept the previous configuration
}

void TstLaBataille::vocabulary()
{
    LaBatailleRuleSet rules;
    const ActionType *fire = findByKey(rules.vocabulary().actions, "fire");
    QVERIFY(fire);
    QCOMPARE(fire->actors, ActorRule::Several);
    QCOMPARE(fire->target, TargetKind::Hex);
    const ActionType *end = findByKey(rules.vocabulary().actions, "end-fire-segment");
    QVERIFY(end);
    QCOMPARE(end->actors, ActorRule::None);
    QVERIFY(findByKey(rules.vocabulary().statuses, "disordered"));
    QVERIFY(findByKey(rules.vocabulary().statuses, "routed"));
    QVERIFY(findByKey(rules.vocabulary().effects, "increments-lost"));
    QVERIFY(findByKey(rules.vocabulary().effects, "morale-check"));
    QVERIFY(findByKey(rules.vocabulary().markers, "fired-at"));
    for (const char *order : {"change-formation", "turn-clockwise", "turn-counter-clockwise"}) {
        const ActionType *t = findByKey(rules.vocabulary().actions, order);
        QVERIFY2(t, order);
        QCOMPARE(t->actors, ActorRule::One);
        QCOMPARE(t->target, TargetKind::None);
    }
    QVERIFY(findByKey(rules.vocabulary().effects, "formation-changed"));
    QVERIFY(findByKey(rules.vocabulary().effects, "turned"));
}

void TstLaBataille::formationChange_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("facingBefore"); // -1: none
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("facingAfter"); // -1: unchanged
    QTest::addColumn<QString>("text"); // in the reason or in the explanation
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int art = static_cast<int>(UnitKind::Artillery);
    const int col = static_cast<int>(Formation::Column);
    const int line = static_cast<int>(Formation::Line);
    const int carre = static_cast<int>(Formation::Carre);
    const int limbered = static_cast<int>(Formation::Limbered);
    // Column (hexside 2, direction 1) to line: turns to the vertex just clockwise (3).
    QTest::newRow("column to line faces the next vertex")
        << inf << col << 2 << "line" << true << 3 << "now faces the vertex between";
    QTest::newRow("line to column faces the hexside before the vertex")
        << inf << line << 3 << "column" << true << 2 << "now faces the hexside towards";
    QTest::newRow("line to carre keeps the facing")
        << inf << line << 3 << "carre" << true << -1 << "6 front, 0 flank and 0 rear";
    QTest::newRow("carre back to line") << inf << carre << 3 << "line" << true << -1 << "to Line";
    QTest::newRow("column without facing gets one")
        << inf << col << -1 << "line" << true << 1 << "now faces";
    QTest::newRow("artillery unlimbers")
        << art << limbered << 0 << "unlimbered" << true << -1 << "Limbered to Unlimbered";
    QTest::newRow("cavalry cannot form carre")
        << cav << col << 0 << "carre" << false << -1 << "cannot take Carré; it may be in";
    QTest::newRow("infantry cannot unlimber")
        << inf << col << 0 << "unlimbered" << false << -1 << "cannot take Unlimbered";
    QTest::newRow("already in that formation")
        << inf << col << 0 << "column" << false << -1 << "is already in Column";
    QTest::newRow("unknown formation")
        << inf << col << 0 << "phalanx" << false << -1 << "choose the formation";
}

void TstLaBataille::formationChange()
{
    QFETCH(int, kind);
    QFETCH(int, from);
    QFETCH(int, facingBefore);
    QFETCH(QString, to);
    QFETCH(bool, legal);
    QFETCH(int, facingAfter);
    QFETCH(QString, text);
    GameState s = position();
    Spec sp;
    sp.id = "fr-unit";
    sp.kind = static_cast<UnitKind>(kind);
    sp.formation = static_cast<Formation>(from);
    if (facingBefore >= 0)
        sp.facing = Facing::fromPosition(facingBefore);
    s.addUnit(makeUnit(sp));
    Action a;
    a.kind = "change-formation";
    a.actors = {UnitId {"fr-unit"}};
    a.params["formation"] = to.toStdString();
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, a);
    QCOMPARE(e.legal, legal);
    if (!legal) {
        QVERIFY2(e.whyNot.find(text.toStdString()) != std::string::npos, e.whyNot.c_str());
        QVERIFY(!e.whyNotRule.empty());
        return;
    }
    std::string all;
    for (const ExplanationLine &l : e.lines)
        all += l.text + "\n";
    QVERIFY2(all.find(text.toStdString()) != std::string::npos, all.c_str());
    QVERIFY(e.dice.empty()); // no die is rolled for an order
    ScriptedDice dice({});
    const Resolution r = rules.resolve(s, e, dice);
    const Unit before = s.unit(UnitId {"fr-unit"});
    s.apply(r.effects);
    const Unit &u = s.unit(UnitId {"fr-unit"});
    QCOMPARE(std::string(key(profileOf<LbProfile>(u)->formation)), to.toStdString());
    QCOMPARE(u.facing,
        facingAfter < 0 ? before.facing : std::optional<Facing>(Facing::fromPosition(facingAfter)));
    // Whatever the unit faces now fits its new formation.
    QVERIFY(labataille::hexsideClasses(u));
}

void TstLaBataille::turn_data()
{
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("before"); // -1: none
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("after"); // -1: refused
    const int col = static_cast<int>(Formation::Column);
    const int line = static_cast<int>(Formation::Line);
    QTest::newRow("column clockwise") << col << 0 << 1 << 2;
    QTest::newRow("column counter-clockwise wraps") << col << 0 << -1 << 10;
    QTest::newRow("line clockwise, vertex to vertex") << line << 3 << 1 << 5;
    QTest::newRow("line clockwise wraps") << line << 11 << 1 << 1;
    QTest::newRow("line on a hexside snaps to the next vertex") << line << 2 << 1 << 3;
    QTest::newRow("column on a vertex snaps counter-clockwise") << col << 3 << -1 << 2;
    QTest::newRow("no facing yet") << col << -1 << 1 << 2;
    QTest::newRow("carre has nothing to turn")
        << static_cast<int>(Formation::Carre) << 0 << 1 << -1;
}

void TstLaBataille::turn()
{
    QFETCH(int, formation);
    QFETCH(int, before);
    QFETCH(int, step);
    QFETCH(int, after);
    GameState s = position();
    Spec sp;
    sp.id = "fr-unit";
    sp.formation = static_cast<Formation>(formation);
    if (before >= 0)
        sp.facing = Facing::fromPosition(before);
    s.addUnit(makeUnit(sp));
    Action a;
    a.kind = step > 0 ? "turn-clockwise" : "turn-counter-clockwise";
    a.actors = {UnitId {"fr-unit"}};
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, a);
    QCOMPARE(e.legal, after >= 0);
    if (after < 0) {
        QVERIFY2(e.whyNot.find("no facing to turn") != std::string::npos, e.whyNot.c_str());
        return;
    }
    ScriptedDice dice({});
    s.apply(rules.resolve(s, e, dice).effects);
    QCOMPARE(s.unit(UnitId {"fr-unit"}).facing, std::optional<Facing>(Facing::fromPosition(after)));
}

void TstLaBataille::ordersAreUndone()
{
    // A formation change is a generic profile change: reverting the delta restores the old
    // profile and facing exactly.
    GameState s = position();
    Spec sp;
    sp.id = "fr-unit";
    sp.formation = Formation::Column;
    sp.facing = Facing::hexside(HexDirection::D1);
    s.addUnit(makeUnit(sp));
    const GameState before = s;
    Action a;
    a.kind = "change-formation";
    a.actors = {UnitId {"fr-unit"}};
    a.params["formation"] = std::string("line");
    LaBatailleRuleSet rules;
    ScriptedDice dice({});
    const StateDelta delta = s.apply(rules.resolve(s, rules.evaluate(s, a), dice).effects);
    QVERIFY(!(s.unit(UnitId {"fr-unit"}) == before.unit(UnitId {"fr-unit"})));
    s.revert(delta);
    QVERIFY(s.unit(UnitId {"fr-unit"}) == before.unit(UnitId {"fr-unit"}));
    QCOMPARE(profileOf<LbProfile>(s.unit(UnitId {"fr-unit"}))->formation, Formation::Column);
}

void TstLaBataille::fireEffectsTable_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("nationality");
    QTest::addColumn<QString>("troop");
    QTest::addColumn<int>("printed"); // 0: none on the counter
    QTest::addColumn<int>("multiple");
    const int inf = static_cast<int>(UnitKind::Infantry);
    QTest::newRow("french guard") << inf << "french"
                                  << "guard" << 0 << 4;
    QTest::newRow("french legere") << inf << "french"
                                   << "legere" << 0 << 3;
    QTest::newRow("french ligne: nation row") << inf << "french"
                                              << "ligne" << 0 << 2;
    QTest::newRow("austrian: any-nation row") << inf << "austrian"
                                              << "" << 0 << 1;
    QTest::newRow("artillery row") << static_cast<int>(UnitKind::Artillery) << "russian"
                                   << "" << 0 << 3;
    QTest::newRow("cavalry: no row") << static_cast<int>(UnitKind::Cavalry) << "french"
                                     << "" << 0 << 0;
    QTest::newRow("printed multiple wins") << inf << "french"
                                           << "guard" << 5 << 5;
}

void TstLaBataille::fireEffectsTable()
{
    QFETCH(int, kind);
    QFETCH(QString, nationality);
    QFETCH(QString, troop);
    QFETCH(int, printed);
    QFETCH(int, multiple);
    LbProfile p;
    p.kind = static_cast<UnitKind>(kind);
    p.nationality = nationality.toStdString();
    p.troop = troop.toStdString();
    p.fireMultiple = printed;
    const LbTables t = LbTables::defaults();
    QCOMPARE(t.fireMultiple(p), multiple);
    QCOMPARE(t.multipleFromTable(p), printed == 0);
}

void TstLaBataille::displayNames()
{
    LaBatailleRuleSet rules;
    GameState s = position();
    Spec sp;
    sp.id = "fr-unit";
    sp.troop = "legere";
    sp.multiple = 0; // from the table: shown as such
    sp.formation = Formation::Line;
    sp.facing = Facing::vertex(HexDirection::D1);
    s.addUnit(makeUnit(sp));
    std::map<std::string, std::string> facts;
    for (const UnitFact &f : rules.unitFacts(s, s.unit(UnitId {"fr-unit"})))
        facts[f.label] = f.value;
    QCOMPARE(facts["Nationality"], std::string("French"));
    QCOMPARE(facts["Troop"], std::string("Légère (light infantry)"));
    QCOMPARE(facts["Fire multiple"], std::string("3 (Fire Effects table, not official)"));
    QCOMPARE(facts["Morale check on fire losses"], std::string("at every second increment lost"));
    QVERIFY2(facts["Facing"].find("the vertex between") == 0, facts["Facing"].c_str());
    // An id nobody named reads as a word, not as an id.
    QCOMPARE(LbTables::defaults().nameOf("saxon-light"), std::string("Saxon light"));
    const CounterPrint c = rules.counterPrint(s.unit(UnitId {"fr-unit"}));
    QCOMPARE(c.values.size(), std::size_t(3));
    QCOMPARE(c.values[0].text, std::string("x3"));
    QCOMPARE(c.values[1].text, std::string("LINE"));
}

void TstLaBataille::glossaryAndPrimer()
{
    LaBatailleRuleSet rules;
    QVERIFY(rules.vocabulary().glossary.size() >= 10);
    std::string previous;
    for (const GlossaryTerm &t : rules.vocabulary().glossary) {
        QVERIFY2(previous < t.term, t.term.c_str()); // alphabetical, no repeats
        QVERIFY(!t.meaning.empty());
        previous = t.term;
    }
    QVERIFY(rules.vocabulary().primer.find("\n\n") != std::string_view::npos);
    QVERIFY(rules.vocabulary().primer.find("not official") != std::string_view::npos);
    // The primer's word on the charts follows the scenario: its own charts are not placeholders.
    {
        const std::string official = testing::shippedTablesAsOfficial("labataille");
        QVERIFY(!official.empty());
        Diagnostics diagnostics;
        rules.configure(parse(official), diagnostics);
        QVERIFY2(diagnostics.empty(), diagnostics.format().c_str());
        QVERIFY(rules.vocabulary().primer.find("brings its own") != std::string::npos);
        QVERIFY(rules.vocabulary().primer.find("placeholders marked") == std::string::npos);
        QVERIFY(rules.vocabulary().primer.find("placeholder marked") == std::string::npos);
    }
}

void TstLaBataille::publishedHexsideClasses()
{
    LaBatailleRuleSet rules;
    GameState s = position();
    Spec sp;
    sp.id = "fr-unit";
    sp.formation = Formation::Column;
    sp.facing = Facing::hexside(HexDirection::D0);
    s.addUnit(makeUnit(sp));
    sp.id = "fr-leader";
    sp.kind = UnitKind::Leader;
    s.addUnit(makeUnit(sp));
    const auto classes = rules.hexsideClasses(s, s.unit(UnitId {"fr-unit"}));
    QVERIFY(classes);
    QVERIFY((*classes)[0] == HexsideClass::Front);
    QVERIFY((*classes)[3] == HexsideClass::Rear);
    QVERIFY(!rules.hexsideClasses(s, s.unit(UnitId {"fr-leader"})));
}

namespace {

/** A French line of `strength` in the centre facing vertex D0 (front D0, D1; flanks D5, D2). */
Spec lineAtCentre(int strength)
{
    Spec sp;
    sp.id = "fr-line";
    sp.strength = strength;
    sp.formation = Formation::Line;
    sp.facing = Facing::vertex(HexDirection::D0);
    return sp;
}

Action order(const std::string &kind, const std::string &unit, ParamMap params = {})
{
    Action a;
    a.kind = kind;
    a.actors = {UnitId {unit}};
    a.params = std::move(params);
    return a;
}

} // namespace

void TstLaBataille::extendAndCloseTheLine_data()
{
    QTest::addColumn<int>("formation");
    QTest::addColumn<QString>("side");
    QTest::addColumn<bool>("enemyThere");
    QTest::addColumn<int>("into"); // direction of the second hex; -1: refused
    QTest::addColumn<QString>("reason");
    const int line = static_cast<int>(Formation::Line);
    QTest::newRow("to the right: across flank hexside D2") << line << "right" << false << 2 << "";
    QTest::newRow("to the left: across flank hexside D5") << line << "left" << false << 5 << "";
    QTest::newRow("a column does not extend")
        << static_cast<int>(Formation::Column) << "left" << false << -1 << "only a line extends";
    QTest::newRow("not into the enemy") << line << "right" << true << -1 << "cannot extend into";
    QTest::newRow("no side chosen") << line << "" << false << -1 << "choose the side";
}

void TstLaBataille::extendAndCloseTheLine()
{
    QFETCH(int, formation);
    QFETCH(QString, side);
    QFETCH(bool, enemyThere);
    QFETCH(int, into);
    QFETCH(QString, reason);
    GameState s = position();
    Spec sp = lineAtCentre(10);
    sp.formation = static_cast<Formation>(formation);
    if (sp.formation != Formation::Line)
        sp.facing = Facing::hexside(HexDirection::D0);
    s.addUnit(makeUnit(sp));
    if (enemyThere)
        s.addUnit(makeUnit(defenderAt(neighbor(centre, HexDirection::D2), Formation::Column, 4)));
    ParamMap params;
    if (!side.isEmpty())
        params["side"] = side.toStdString();
    LaBatailleRuleSet rules;
    const GameState before = s;
    const Evaluation e = rules.evaluate(s, order("extend-line", "fr-line", params));
    QCOMPARE(e.legal, into >= 0);
    if (into < 0) {
        QVERIFY2(e.whyNot.find(reason.toStdString()) != std::string::npos, e.whyNot.c_str());
        return;
    }
    ScriptedDice dice({});
    s.apply(rules.resolve(s, e, dice).effects);
    const Hex second = neighbor(centre, direction(into));
    const Unit &u = s.unit(UnitId {"fr-line"});
    QCOMPARE(u.alsoIn, std::vector<Hex> {second});
    QCOMPARE(incrementsIn(u, centre), 5);
    QCOMPARE(incrementsIn(u, second), 5);
    QVERIFY(rules.checkSetup(s).empty());
    // Turning is refused now; the line closes, or changing formation closes it.
    QVERIFY(!rules.evaluate(s, order("turn-clockwise", "fr-line")).legal);
    const auto available = rules.availableActions(s, {UnitId {"fr-line"}});
    QVERIFY(std::find(available.begin(), available.end(), "close-line") != available.end());
    const Evaluation toColumn = rules.evaluate(
        s, order("change-formation", "fr-line", {{"formation", std::string("column")}}));
    QVERIFY(toColumn.legal);
    GameState columned = s;
    columned.apply(rules.resolve(columned, toColumn, dice).effects);
    QVERIFY(columned.unit(UnitId {"fr-line"}).alsoIn.empty());
    const Evaluation close = rules.evaluate(s, order("close-line", "fr-line"));
    QVERIFY(close.legal);
    s.apply(rules.resolve(s, close, dice).effects);
    QVERIFY(s.unit(UnitId {"fr-line"}).alsoIn.empty());
    QVERIFY(!rules.evaluate(s, order("close-line", "fr-line")).legal);
    // Undo is exact.
    GameState again = before;
    const StateDelta d2 = again.apply(rules.resolve(again, e, dice).effects);
    again.revert(d2);
    QVERIFY(again == before);
}

void TstLaBataille::twoHexLineFires_data()
{
    QTest::addColumn<int>("strength");
    QTest::addColumn<QList<int>>("targetFrom"); // path of directions from the centre
    QTest::addColumn<int>("expected"); // fire value; 0: refused
    // The line: centre and its neighbour across D2, both facing vertex D0 (front D0, D1). The
    // hex across D1 of the centre is in front of both.
    QTest::newRow("Légère example: 10 increments, x3, both hexes fire 4: 24")
        << 10 << QList<int> {1} << 24;
    QTest::newRow("7 increments: 4 + 3 fire, x3: 21") << 7 << QList<int> {1} << 21;
    QTest::newRow("target in front of the centre only: 4 x3 = 12") << 10 << QList<int> {0} << 12;
    QTest::newRow("target behind: refused") << 10 << QList<int> {3} << 0;
}

void TstLaBataille::twoHexLineFires()
{
    QFETCH(int, strength);
    QFETCH(QList<int>, targetFrom);
    QFETCH(int, expected);
    GameState s = position();
    Unit u = makeUnit(lineAtCentre(strength));
    u.alsoIn = {neighbor(centre, HexDirection::D2)};
    s.addUnit(u);
    Hex target = centre;
    for (int d : targetFrom)
        target = neighbor(target, direction(d));
    s.addUnit(makeUnit(defenderAt(target, Formation::Column, 4)));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, fireAction({"fr-line"}, target));
    QCOMPARE(e.legal, expected > 0);
    if (expected > 0)
        QCOMPARE(finalOf(e, "fire.value"), expected);
}

void TstLaBataille::twoHexLineAsTarget()
{
    // A Russian line of 16 across two hexes: 8 in each. In the hex fired at it is more than 7, so
    // it defends as a column; increments in that hex only count for massed targets (8: none).
    GameState s = position();
    Spec d = defenderAt(centre, Formation::Line, 16, Facing::vertex(HexDirection::D0));
    Unit line = makeUnit(d);
    line.alsoIn = {neighbor(centre, HexDirection::D2)};
    s.addUnit(line);
    Spec f = firerAt(neighbor(centre, HexDirection::D0), centre);
    s.addUnit(makeUnit(f));
    LaBatailleRuleSet rules;
    Evaluation e = rules.evaluate(s, fireAction({"fr-firer"}, centre));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e, "fire.defence"), 6); // column value in clear
    QCOMPARE(finalOf(e, "fire.drm"), 0);
    // Fired at in its second hex, the same: the hex holds 8 of its increments.
    GameState s2 = position();
    s2.addUnit(line);
    Spec f2 = firerAt(neighbor(line.alsoIn.front(), HexDirection::D1), line.alsoIn.front());
    s2.addUnit(makeUnit(f2));
    e = rules.evaluate(s2, fireAction({"fr-firer"}, line.alsoIn.front()));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e, "fire.defence"), 6);
    // Losses come off the whole unit.
    ScriptedDice dice({6, 6});
    s2.apply(rules.resolve(s2, e, dice).effects);
    QVERIFY(s2.unit(UnitId {"ru-target"}).strength < 16);
}

void TstLaBataille::twoHexLineBlocksSight()
{
    // A unit in good order in either hex of a line blocks a line of sight through it.
    GameState s = position();
    Unit line = makeUnit(lineAtCentre(10));
    const Hex second = neighbor(centre, HexDirection::D2);
    line.alsoIn = {second};
    s.addUnit(line);
    LaBatailleRuleSet rules;
    // From one side of the second hex straight through it to the other.
    const Hex before = neighbor(second, HexDirection::D4);
    const Hex after = neighbor(second, HexDirection::D1);
    const LosTrace t = rules.traceLos(s, before, after);
    QVERIFY(t.verdict == LosVerdict::Blocked);
}

void TstLaBataille::twoHexLineSetupProblems_data()
{
    QTest::addColumn<int>("formation");
    QTest::addColumn<QList<int>>("alsoIn"); // directions from the centre
    QTest::addColumn<QString>("problem"); // empty: none
    const int line = static_cast<int>(Formation::Line);
    QTest::newRow("beside on the right flank: fine") << line << QList<int> {2} << "";
    QTest::newRow("beside on the left flank: fine") << line << QList<int> {5} << "";
    QTest::newRow("in front: not beside") << line << QList<int> {0} << "is not beside it";
    QTest::newRow("three hexes") << line << QList<int> {2, 5} << "only a line may";
    QTest::newRow("a column in two hexes")
        << static_cast<int>(Formation::Column) << QList<int> {2} << "only a line may";
}

void TstLaBataille::twoHexLineSetupProblems()
{
    QFETCH(int, formation);
    QFETCH(QList<int>, alsoIn);
    QFETCH(QString, problem);
    GameState s = position();
    Spec sp = lineAtCentre(10);
    sp.formation = static_cast<Formation>(formation);
    if (sp.formation != Formation::Line)
        sp.facing = Facing::hexside(HexDirection::D0);
    Unit u = makeUnit(sp);
    for (int d : alsoIn)
        u.alsoIn.push_back(neighbor(centre, direction(d)));
    s.addUnit(u);
    LaBatailleRuleSet rules;
    const auto problems = rules.checkSetup(s);
    if (problem.isEmpty()) {
        QVERIFY(problems.empty());
        return;
    }
    QCOMPARE(problems.size(), std::size_t(1));
    QVERIFY2(problems.front().message.find(problem.toStdString()) != std::string::npos,
        problems.front().message.c_str());
}

QTEST_GUILESS_MAIN(TstLaBataille)
#include "tst_labataille.moc"
