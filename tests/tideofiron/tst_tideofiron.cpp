// Tide of Iron (REFERENCE section 4): the seed's examples TOI-01 to TOI-05 with their dice, each
// clause data-driven (who may attack or support, range bands, higher ground, Concussive
// Firepower, cover dice, figures removed, vehicle damage, suppression, fatigue, Op Fire), the odds
// against brute-force enumeration, line of sight across levels, and the tables.

#include "core/data/jsonparser.h"
#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/tideofiron/toiattack.h"
#include "core/rules/tideofiron/toiruleset.h"

#include "tests/tideofiron/toifixture.h"

#include "tests/common/shippedtables.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <map>

using namespace hexfire;
using namespace hexfire::toi;
using namespace hexfire::toitest;

namespace {

int finalOf(const std::vector<FinalNumber> &finals, const std::string &key)
{
    for (const FinalNumber &f : finals) {
        if (f.key == key)
            return f.value;
    }
    return -999;
}

DataNode parse(const std::string &text)
{
    Diagnostics d;
    auto n = JsonParser().parse(text, "test.json", d);
    if (!n)
        throw Error(d.format());
    return *n;
}

} // namespace

class TstTideOfIron : public QObject {
    Q_OBJECT
private slots:
    void registry();
    void seed01ConcentratedAttack();
    void seed02FireAndMovement();
    void seed03LeastFavourableRange_data();
    void seed03LeastFavourableRange();
    void seed04CombinedOpFireAgainstTheTank();
    void seed05ConcussiveFirepower();
    void bands_data();
    void bands();
    void whoMayTakePart_data();
    void whoMayTakePart();
    void figuresRemoved_data();
    void figuresRemoved();
    void defenderIsAskedOnlyWhenFiguresDiffer();
    void suppression_data();
    void suppression();
    void vehicleDamage_data();
    void vehicleDamage();
    void oddsMatchBruteForce_data();
    void oddsMatchBruteForce();
    void fortyDicePools();
    void moreDiceThanCanBeRolledAreRefused();
    void lineOfSightAcrossLevels_data();
    void lineOfSightAcrossLevels();
    void opFireModeAndEndOfRound();
    void opFireIsOfferedWhenAnEnemyActsInSight();
    void moveOneHexAndOpFireReplies_data();
    void moveOneHexAndOpFireReplies();
    void tablesFileEqualsDefaults();
    void configure_data();
    void configure();
    void profiles();
    void aSquadOfMoreFiguresThanTheStrengthLimitIsRefusedAtItsFigures();
};

void TstTideOfIron::registry()
{
    TideOfIronRuleSet r;
    QFile doc(HEXFIRE_SOURCE_DIR "/docs/rules.md");
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const std::string text = doc.readAll().toStdString();
    for (const Assumption &a : r.assumptions()) {
        QVERIFY2(a.reference.starts_with("docs/rules.md: "), a.reference.c_str());
        QVERIFY2(text.find("### " + a.reference.substr(15) + "\n") != std::string::npos,
            a.reference.c_str());
    }
    QVERIFY(r.vocabulary().glossary.size() >= 8);
    QVERIFY(r.vocabulary().primer.find("not official") != std::string_view::npos);
    // The primer's word on the charts follows the scenario: its own charts are not placeholders.
    {
        const std::string official = testing::shippedTablesAsOfficial("tideofiron");
        QVERIFY(!official.empty());
        Diagnostics diagnostics;
        r.configure(parse(official), diagnostics);
        QVERIFY2(diagnostics.empty(), diagnostics.format().c_str());
        QVERIFY(r.vocabulary().primer.find("brings its own") != std::string::npos);
        QVERIFY(r.vocabulary().primer.find("placeholders marked") == std::string::npos);
        QVERIFY(r.vocabulary().primer.find("placeholder marked") == std::string::npos);
    }
}

void TstTideOfIron::seed01ConcentratedAttack()
{
    // TOI-01: 4 regulars at normal range against a squad in woods: dice 5 6 1 3 = 2 successes,
    // cover 6 2 = 1 success, 1 hit: one German figure removed; the Americans are fatigued.
    GameState s = position({squad("us-a", "C6"), squad("de-a", "F6", "de")});
    s.editMap().setTerrain(at("F6"), "woods");
    TideOfIronRuleSet rules;
    const Evaluation e = rules.evaluate(s, attack({"us-a"}, "de-a"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e.finals, "toi.dice"), 4);
    QCOMPARE(finalOf(e.finals, "toi.success"), 5);
    QCOMPARE(finalOf(e.finals, "toi.cover"), 2);
    QCOMPARE(e.dice.size(), std::size_t(6));
    ScriptedDice dice({5, 6, 1, 3, 6, 2});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(finalOf(r.finals, "toi.hits"), 2);
    QCOMPARE(finalOf(r.finals, "toi.saves"), 1);
    QCOMPARE(finalOf(r.finals, "toi.net"), 1);
    s.apply(r.effects);
    QCOMPARE(s.unit(UnitId {"de-a"}).strength, 3);
    QCOMPARE(
        profileAs<ToiProfile>(s.unit(UnitId {"de-a"}).profile)->figures.size(), std::size_t(3));
    QVERIFY(s.unit(UnitId {"us-a"}).status.has("fatigued"));
}

void TstTideOfIron::seed02FireAndMovement()
{
    // TOI-02: the same squad after moving: 2 dice (half of 4), no cover in clear, 6 2: 1 hit.
    GameState s = position({squad("us-a", "C6"), squad("de-a", "F6", "de")});
    TideOfIronRuleSet rules;
    const Evaluation e = rules.evaluate(s, attack({"us-a"}, "de-a", "fire-and-movement"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e.finals, "toi.dice"), 2);
    QCOMPARE(finalOf(e.finals, "toi.cover"), 0);
    ScriptedDice dice({6, 2});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(finalOf(r.finals, "toi.net"), 1);
    // At long range (6 hexes, range 4) Fire and Movement may not attack; it cannot be supported.
    GameState far = position({squad("us-a", "C6"), squad("de-a", "I6", "de"), squad("us-b", "C7")});
    Evaluation longRange = rules.evaluate(far, attack({"us-a"}, "de-a", "fire-and-movement"));
    QVERIFY(!longRange.legal);
    QVERIFY2(longRange.whyNot.find("long-range") != std::string::npos, longRange.whyNot.c_str());
    QVERIFY(rules.evaluate(far, attack({"us-a"}, "de-a")).legal); // concentrated: long is fine
    // (A second unit: the same one named twice is refused before, as taking part once.)
    const GameState two
        = position({squad("us-a", "C6"), squad("de-a", "F6", "de"), squad("us-b", "C7")});
    const Evaluation supported
        = rules.evaluate(two, attack({"us-a", "us-b"}, "de-a", "fire-and-movement"));
    QVERIFY(!supported.legal);
    QVERIFY(supported.whyNot.find("cannot be supported") != std::string::npos);
}

void TstTideOfIron::seed03LeastFavourableRange_data()
{
    QTest::addColumn<bool>("supported");
    QTest::addColumn<int>("dice");
    QTest::addColumn<int>("success");
    QTest::newRow("active squad alone, adjacent: 4 dice on 4+") << false << 4 << 4;
    QTest::newRow("with two supporters at normal range: 4 + 2 + 2 on 5+") << true << 8 << 5;
}

void TstTideOfIron::seed03LeastFavourableRange()
{
    QFETCH(bool, supported);
    QFETCH(int, dice);
    QFETCH(int, success);
    GameState s = position(
        {squad("us-a", "E6"), squad("us-b", "C6"), squad("us-c", "C7"), squad("de-a", "F6", "de")});
    TideOfIronRuleSet rules;
    const Evaluation e = rules.evaluate(s,
        attack(supported ? std::vector<std::string> {"us-a", "us-b", "us-c"}
                         : std::vector<std::string> {"us-a"},
            "de-a"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e.finals, "toi.dice"), dice);
    QCOMPARE(finalOf(e.finals, "toi.success"), success);
    // A rolled 4 counts only alone.
    std::vector<int> faces(static_cast<std::size_t>(dice), 4);
    ScriptedDice d(faces);
    const Resolution r = rules.resolve(s, e, d);
    QCOMPARE(finalOf(r.finals, "toi.hits"), supported ? 0 : dice);
}

void TstTideOfIron::seed04CombinedOpFireAgainstTheTank()
{
    // TOI-04: the tank enters F6, next to squad A (E6) in Op Fire mode; B (D6, 2 hexes, vehicle
    // range 1) supports: long range, 6s only; 4 + 2 = 6 dice; 3 net hits: heavily damaged.
    U a = squad("us-a", "E6");
    a.status = {"op-fire"};
    U b = squad("us-b", "D6");
    b.status = {"op-fire"};
    GameState s = position({a, b, tank("de-tank", "F6")});
    TideOfIronRuleSet rules;
    const Evaluation e = rules.evaluate(s, attack({"us-a", "us-b"}, "de-tank", "op-fire"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e.finals, "toi.dice"), 6);
    QCOMPARE(finalOf(e.finals, "toi.success"), 6);
    ScriptedDice dice({6, 6, 6, 5, 4, 1});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(finalOf(r.finals, "toi.net"), 3);
    s.apply(r.effects);
    const Unit &t = s.unit(UnitId {"de-tank"});
    QCOMPARE(t.damage, heavilyDamaged);
    QVERIFY(t.status.has("fatigued"));
    for (const char *id : {"us-a", "us-b"}) {
        QVERIFY(s.unit(UnitId {id}).status.has("fatigued"));
        QVERIFY(!s.unit(UnitId {id}).status.has("op-fire"));
    }
    // A heavily damaged tank may not fire this round; refreshed at the end of the round, it may.
    const Evaluation back = rules.evaluate(s, attack({"de-tank"}, "us-a", "op-fire"));
    QVERIFY(!back.legal);
    Action end;
    end.kind = "status-phase";
    ScriptedDice none({});
    s.apply(rules.resolve(s, rules.evaluate(s, end), none).effects);
    QVERIFY2(rules.evaluate(s, attack({"de-tank"}, "us-a")).legal,
        rules.evaluate(s, attack({"de-tank"}, "us-a")).whyNot.c_str());
    // Range variant: B on higher ground has vehicle range 2: 2 hexes is normal, so 5+.
    GameState hill = position({a, b, tank("de-tank", "F6")});
    hill.editMap().setElevation(at("D6"), 1);
    const Evaluation e2 = rules.evaluate(hill, attack({"us-a", "us-b"}, "de-tank", "op-fire"));
    QVERIFY2(e2.legal, e2.whyNot.c_str());
    QCOMPARE(finalOf(e2.finals, "toi.success"), 5);
}

void TstTideOfIron::seed05ConcussiveFirepower()
{
    // TOI-05: the Panzer IV (6 + 3 Concussive) and a squad in its hex (half of 4) against an
    // American squad in a building at normal range: 11 dice on 5+, 3 cover dice.
    U squadInHex = squad("de-sq", "C6", "de");
    GameState s = position({tank("de-tank", "C6"), squadInHex, squad("us-a", "F6")});
    s.editMap().setTerrain(at("F6"), "building");
    TideOfIronRuleSet rules;
    const Evaluation e = rules.evaluate(s, attack({"de-tank", "de-sq"}, "us-a"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e.finals, "toi.dice"), 11);
    QCOMPARE(finalOf(e.finals, "toi.success"), 5);
    QCOMPARE(finalOf(e.finals, "toi.cover"), 3);
    std::vector<int> faces(14, 1);
    ScriptedDice dice(faces);
    s.apply(rules.resolve(s, e, dice).effects);
    QVERIFY(s.unit(UnitId {"de-tank"}).status.has("fatigued"));
    QVERIFY(s.unit(UnitId {"de-sq"}).status.has("fatigued"));
    // Not in a building: no Concussive Firepower.
    s = position({tank("de-tank", "C6"), squadInHex, squad("us-a", "F6")});
    QCOMPARE(
        finalOf(rules.evaluate(s, attack({"de-tank", "de-sq"}, "us-a")).finals, "toi.dice"), 8);
}

void TstTideOfIron::bands_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("success"); // 0: out of range
    // A squad of regulars (range 4) in C6.
    QTest::newRow("adjacent: close, 4+") << "D6" << 4;
    QTest::newRow("2 hexes: normal, 5+") << "E6" << 5;
    QTest::newRow("4 hexes: normal, 5+") << "G6" << 5;
    QTest::newRow("5 hexes: long, 6") << "H6" << 6;
    QTest::newRow("8 hexes: long, 6") << "K6" << 6;
    QTest::newRow("9 hexes: out of range") << "L6" << 0;
}

void TstTideOfIron::bands()
{
    QFETCH(QString, target);
    QFETCH(int, success);
    const std::string hex = target.toStdString();
    GameState s = position({squad("us-a", "C6"), squad("de-a", hex.c_str(), "de")});
    TideOfIronRuleSet rules;
    const Evaluation e = rules.evaluate(s, attack({"us-a"}, "de-a"));
    QCOMPARE(e.legal, success > 0);
    if (success > 0)
        QCOMPARE(finalOf(e.finals, "toi.success"), success);
    else
        QVERIFY2(e.whyNot.find("beyond twice its range") != std::string::npos, e.whyNot.c_str());
}

void TstTideOfIron::whoMayTakePart_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("leadStatus");
    QTest::addColumn<QStringList>("supporterStatus");
    QTest::addColumn<QString>("reason"); // empty: legal
    const QStringList none;
    QTest::newRow("concentrated, both fresh") << "concentrated" << none << none << "";
    QTest::newRow("fatigued lead")
        << "concentrated" << QStringList {"fatigued"} << none << "is fatigued";
    QTest::newRow("fatigued supporter")
        << "concentrated" << none << QStringList {"fatigued"} << "is fatigued";
    QTest::newRow("pinned supporter")
        << "concentrated" << none << QStringList {"pinned"} << "pinned or disrupted";
    QTest::newRow("op fire, both in op fire")
        << "op-fire" << QStringList {"op-fire"} << QStringList {"op-fire"} << "";
    QTest::newRow("op fire, supporter not in op fire")
        << "op-fire" << QStringList {"op-fire"} << none << "not in Op Fire mode";
    QTest::newRow("op fire, lead not in op fire")
        << "op-fire" << none << QStringList {"op-fire"} << "not in Op Fire mode";
}

void TstTideOfIron::whoMayTakePart()
{
    QFETCH(QString, mode);
    QFETCH(QStringList, leadStatus);
    QFETCH(QStringList, supporterStatus);
    QFETCH(QString, reason);
    U a = squad("us-a", "C6");
    for (const QString &k : leadStatus)
        a.status.push_back(k.toStdString());
    U b = squad("us-b", "C7");
    for (const QString &k : supporterStatus)
        b.status.push_back(k.toStdString());
    GameState s = position({a, b, squad("de-a", "F6", "de")});
    TideOfIronRuleSet rules;
    const Evaluation e = rules.evaluate(s, attack({"us-a", "us-b"}, "de-a", mode.toStdString()));
    QCOMPARE(e.legal, reason.isEmpty());
    if (!e.legal)
        QVERIFY2(e.whyNot.find(reason.toStdString()) != std::string::npos, e.whyNot.c_str());
}

void TstTideOfIron::figuresRemoved_data()
{
    QTest::addColumn<QStringList>("figures");
    QTest::addColumn<QString>("remove");
    QTest::addColumn<int>("hits");
    QTest::addColumn<QStringList>("left");
    QTest::newRow("default: regulars first, officer last") << QStringList {"officer", "regular",
        "elite", "regular"} << "" << 3 << QStringList {"officer"};
    QTest::newRow("defender keeps the regulars") << QStringList {"officer", "regular", "elite",
        "regular"} << "elite, officer" << 2 << QStringList {"regular", "regular"};
    QTest::newRow("defender names one, the rest by default") << QStringList {"officer", "regular",
        "elite", "regular"} << "officer" << 2 << QStringList {"elite", "regular"};
    QTest::newRow("more hits than figures: eliminated")
        << QStringList {"regular", "regular"} << "" << 4 << QStringList {};
}

void TstTideOfIron::figuresRemoved()
{
    QFETCH(QStringList, figures);
    QFETCH(QString, remove);
    QFETCH(int, hits);
    QFETCH(QStringList, left);
    U target = squad("de-a", "D6", "de");
    target.figures.clear();
    for (const QString &f : figures)
        target.figures.push_back(f.toStdString());
    U attacker = squad("us-a", "C6");
    attacker.figures = {"regular", "regular", "regular", "regular"};
    GameState s = position({attacker, target});
    TideOfIronRuleSet rules;
    const Evaluation e = rules.evaluate(
        s, attack({"us-a"}, "de-a", "concentrated", "normal", remove.toStdString()));
    QVERIFY2(e.legal, e.whyNot.c_str());
    std::vector<int> faces(4, 1);
    for (int i = 0; i < hits; ++i)
        faces[static_cast<std::size_t>(i)] = 6;
    ScriptedDice dice(faces);
    s.apply(rules.resolve(s, e, dice).effects);
    const Unit &u = s.unit(UnitId {"de-a"});
    QStringList got;
    for (const std::string &f : profileAs<ToiProfile>(u.profile)->figures)
        got << QString::fromStdString(f);
    QCOMPARE(got, left);
    QCOMPARE(u.strength, static_cast<int>(left.size()));
    QCOMPARE(u.onMap(), !left.isEmpty());
    // A figure the squad does not have cannot be chosen.
    QVERIFY(!rules
                 .evaluate(position({attacker, target}),
                     attack({"us-a"}, "de-a", "concentrated", "normal", "tank-ace"))
                 .legal);
}

void TstTideOfIron::defenderIsAskedOnlyWhenFiguresDiffer()
{
    U mixed = squad("de-a", "D6", "de");
    mixed.figures = {"officer", "regular", "elite"};
    U alike = squad("de-b", "D7", "de");
    GameState s = position({squad("us-a", "C6"), mixed, alike, tank("de-tank", "C7")});
    TideOfIronRuleSet rules;
    const auto items = rules.orderItems(s, attack({"us-a"}, "de-a"), "remove");
    QCOMPARE(items.size(), std::size_t(3));
    QCOMPARE(items[0].key, std::string("regular")); // the default order: regulars first
    QCOMPARE(items[2].key, std::string("officer"));
    QCOMPARE(items[2].label, std::string("Officer"));
    QVERIFY(rules.orderItems(s, attack({"us-a"}, "de-b"), "remove").empty());
    QVERIFY(rules.orderItems(s, attack({"us-a"}, "de-tank"), "remove").empty());
    QVERIFY(rules.orderItems(s, attack({"us-a"}, "de-a", "concentrated", "suppressive"), "remove")
                .empty());
    const ActionType *type = findByKey(rules.vocabulary().actions, "attack");
    QVERIFY(findByKey(type->params, "remove")->askOrderOnCommit);
}

void TstTideOfIron::suppression_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<int>("hits");
    QTest::addColumn<bool>("twoSteps");
    QTest::addColumn<QString>("after");
    QTest::newRow("normal, 1 hit: pinned") << "" << 1 << false << "pinned";
    QTest::newRow("pinned, 1 hit: disrupted") << "pinned" << 1 << false << "disrupted";
    QTest::newRow("disrupted, 3 hits: stays disrupted (two conditions)")
        << "disrupted" << 3 << false << "disrupted";
    QTest::newRow("no hit: no change") << "pinned" << 0 << false << "pinned";
    QTest::newRow("two-step option, 2 hits: disrupted") << "" << 2 << true << "disrupted";
}

void TstTideOfIron::suppression()
{
    QFETCH(QString, before);
    QFETCH(int, hits);
    QFETCH(bool, twoSteps);
    QFETCH(QString, after);
    U target = squad("de-a", "D6", "de");
    if (!before.isEmpty())
        target.status = {before.toStdString()};
    GameState s = position({squad("us-a", "C6"), target});
    TideOfIronRuleSet rules;
    if (twoSteps) {
        Diagnostics d;
        rules.configure(parse(R"({"suppressiveTwoSteps": true})"), d);
    }
    const Evaluation e = rules.evaluate(s, attack({"us-a"}, "de-a", "concentrated", "suppressive"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    std::vector<int> faces(4, 1);
    for (int i = 0; i < hits; ++i)
        faces[static_cast<std::size_t>(i)] = 6;
    ScriptedDice dice(faces);
    s.apply(rules.resolve(s, e, dice).effects);
    const Unit &u = s.unit(UnitId {"de-a"});
    QCOMPARE(u.strength, 4); // suppression removes nobody
    QVERIFY2(u.status.has(after.toStdString()), after.toStdString().c_str());
    for (const char *k : {"pinned", "disrupted"})
        QCOMPARE(u.status.has(k), after == QLatin1String(k));
    // Vehicles are immune.
    GameState v = position({squad("us-a", "C6"), tank("de-tank", "D6")});
    QVERIFY(!rules.evaluate(v, attack({"us-a"}, "de-tank", "concentrated", "suppressive")).legal);
}

void TstTideOfIron::vehicleDamage_data()
{
    QTest::addColumn<int>("before");
    QTest::addColumn<int>("hits");
    QTest::addColumn<int>("after");
    QTest::newRow("1 hit: damaged") << 0 << 1 << 1;
    QTest::newRow("3 hits: heavily damaged") << 0 << 3 << 2;
    QTest::newRow("4 hits: still heavily damaged") << 0 << 4 << 2;
    QTest::newRow("damaged, 1 more hit: stays damaged") << 1 << 1 << 1;
    QTest::newRow("heavily damaged, no hit: stays") << 2 << 0 << 2;
}

void TstTideOfIron::vehicleDamage()
{
    QFETCH(int, before);
    QFETCH(int, hits);
    QFETCH(int, after);
    U t = tank("de-tank", "D6");
    t.damage = before;
    U a = squad("us-a", "C6");
    a.figures = {"mg-crew", "mg-crew"}; // 4 dice against vehicles
    GameState s = position({a, t});
    TideOfIronRuleSet rules;
    const Evaluation e = rules.evaluate(s, attack({"us-a"}, "de-tank"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e.finals, "toi.dice"), 4);
    std::vector<int> faces(4, 1);
    for (int i = 0; i < hits; ++i)
        faces[static_cast<std::size_t>(i)] = 6;
    ScriptedDice dice(faces);
    s.apply(rules.resolve(s, e, dice).effects);
    QCOMPARE(s.unit(UnitId {"de-tank"}).damage, after);
}

void TstTideOfIron::oddsMatchBruteForce_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("kind");
    QTest::newRow("4 dice against 2 cover dice") << "woods"
                                                 << "normal";
    QTest::newRow("4 dice in the open") << "clear"
                                        << "normal";
    QTest::newRow("suppressive against 3 cover dice") << "building"
                                                      << "suppressive";
}

void TstTideOfIron::oddsMatchBruteForce()
{
    QFETCH(QString, terrain);
    QFETCH(QString, kind);
    U target = squad("de-a", "F6", "de");
    target.figures = {"regular", "regular"};
    GameState s = position({squad("us-a", "C6"), target});
    s.editMap().setTerrain(at("F6"), terrain.toStdString());
    TideOfIronRuleSet rules;
    const Evaluation e
        = rules.evaluate(s, attack({"us-a"}, "de-a", "concentrated", kind.toStdString()));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const int n = static_cast<int>(e.dice.size());
    std::map<std::string, double> brute;
    std::vector<int> faces(static_cast<std::size_t>(n), 1);
    const double w = std::pow(1.0 / 6, n);
    while (true) {
        ScriptedDice d(faces);
        for (const Outcome &o : rules.resolve(s, e, d).outcomes)
            brute[o.key] += w;
        int i = 0;
        while (i < n && ++faces[static_cast<std::size_t>(i)] > 6)
            faces[static_cast<std::size_t>(i++)] = 1;
        if (i == n)
            break;
    }
    for (const OddsTable &t : e.odds) {
        double sum = 0;
        for (const OutcomeOdds &o : t.outcomes) {
            QVERIFY2(std::abs(o.probability - brute[o.key]) < 1e-12, o.key.c_str());
            sum += o.probability;
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }
}

void TstTideOfIron::fortyDicePools()
{
    // Twenty elites (firepower 2 each) at close range: 40 dice on 4+ against 3 cover dice. The
    // odds are exact at any size: they add up to 1 and have the binomial mean, 20 - 3 x 1/3.
    U big = squad("us-a", "C6");
    big.figures.assign(20, "elite");
    U target = squad("de-a", "D6", "de");
    target.figures.assign(40, "regular");
    GameState s = position({big, target});
    s.editMap().setTerrain(at("D6"), "building");
    TideOfIronRuleSet rules;
    const Evaluation e = rules.evaluate(s, attack({"us-a"}, "de-a"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e.finals, "toi.dice"), 40);
    double sum = 0;
    double mean = 0;
    for (const OutcomeOdds &o : e.odds[0].outcomes) {
        sum += o.probability;
        mean += o.probability * std::stoi(o.key.substr(4)); // "net-N"
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    // E[max(0, A - D)] equals E[A] - E[D] here: 3 cover dice never outnumber 40 dice' hits
    // except with negligible probability.
    QVERIFY2(std::abs(mean - (20.0 - 1.0)) < 1e-6, std::to_string(mean).c_str());
}

void TstTideOfIron::moreDiceThanCanBeRolledAreRefused()
{
    // 1000 elites (the most figures a squad has) roll 2000 dice: more than the odds are worked
    // out for. Once `successes` threw and the window aborted; now it is a refusal with the reason.
    U big = squad("us-a", "C6");
    big.figures.assign(1000, "elite");
    GameState s = position({big, squad("de-a", "D6", "de")});
    TideOfIronRuleSet rules;
    const Evaluation e = rules.evaluate(s, attack({"us-a"}, "de-a"));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot == "the attack would roll 2000 dice: at most 1000 are rolled at once",
        e.whyNot.c_str());
    QVERIFY(e.odds.empty());
    // Combined fire adds up past the limit too: 500 elites lead, 600 more support (half, 600).
    U lead = squad("us-a", "C6");
    lead.figures.assign(500, "elite");
    U more = squad("us-b", "C7");
    more.figures.assign(600, "elite");
    const Evaluation both = rules.evaluate(
        position({lead, more, squad("de-a", "D6", "de")}), attack({"us-a", "us-b"}, "de-a"));
    QVERIFY(!both.legal);
    QVERIFY2(both.whyNot.find("1600 dice") != std::string::npos, both.whyNot.c_str());
    // At the limit the odds are worked out: 500 elites, 1000 dice.
    lead.figures.assign(500, "elite");
    const Evaluation atLimit
        = rules.evaluate(position({lead, squad("de-a", "D6", "de")}), attack({"us-a"}, "de-a"));
    QVERIFY2(atLimit.legal, atLimit.whyNot.c_str());
    QCOMPARE(finalOf(atLimit.finals, "toi.dice"), 1000);
}

void TstTideOfIron::lineOfSightAcrossLevels_data()
{
    QTest::addColumn<int>("firerLevel");
    QTest::addColumn<int>("targetLevel");
    QTest::addColumn<int>("woods"); // hexes from the firer along the line
    QTest::addColumn<bool>("blocked");
    // Firer in C6, target 4 hexes south-east along an axis (through hex centres only); woods at
    // level 0 on the line.
    QTest::newRow("same level: woods block") << 0 << 0 << 2 << true;
    QTest::newRow("woods in the firer's own hex never block") << 0 << 0 << 0 << false;
    QTest::newRow("both above the woods: clear") << 1 << 1 << 2 << false;
    QTest::newRow("woods next to the lower target: block") << 1 << 0 << 3 << true;
    QTest::newRow("woods halfway: as close to the lower unit, block") << 1 << 0 << 2 << true;
    QTest::newRow("woods next to the higher firer: clear") << 1 << 0 << 1 << false;
}

void TstTideOfIron::lineOfSightAcrossLevels()
{
    QFETCH(int, firerLevel);
    QFETCH(int, targetLevel);
    QFETCH(int, woods);
    QFETCH(bool, blocked);
    GameState s = position({});
    const Hex firer = at("C6");
    Hex target = firer;
    for (int i = 0; i < 4; ++i)
        target = neighbor(target, HexDirection::D2);
    Hex w = firer;
    for (int i = 0; i < woods; ++i)
        w = neighbor(w, HexDirection::D2);
    s.editMap().setElevation(firer, firerLevel);
    s.editMap().setElevation(target, targetLevel);
    s.editMap().setTerrain(w, "woods");
    TideOfIronRuleSet rules;
    QCOMPARE(rules.traceLos(s, firer, target).verdict == LosVerdict::Blocked, blocked);
}

void TstTideOfIron::opFireModeAndEndOfRound()
{
    GameState s = position({squad("us-a", "C6")});
    TideOfIronRuleSet rules;
    Action on;
    on.kind = "set-op-fire";
    on.actors = {UnitId {"us-a"}};
    on.params["state"] = std::string("on");
    ScriptedDice none({});
    s.apply(rules.resolve(s, rules.evaluate(s, on), none).effects);
    QVERIFY(s.unit(UnitId {"us-a"}).status.has("op-fire"));
    QVERIFY(!rules.evaluate(s, on).legal); // already
    Action end;
    end.kind = "status-phase";
    s.apply(rules.resolve(s, rules.evaluate(s, end), none).effects);
    QVERIFY(!s.unit(UnitId {"us-a"}).status.has("op-fire"));
    // A fatigued unit cannot go into Op Fire mode; the end of the round refreshes it.
    GameState tired = position({squad("us-a", "C6")});
    Unit u = tired.unit(UnitId {"us-a"});
    u.status.set("fatigued");
    tired.replaceUnit(u);
    QVERIFY(!rules.evaluate(tired, on).legal);
    tired.apply(rules.resolve(tired, rules.evaluate(tired, end), none).effects);
    QVERIFY(!tired.unit(UnitId {"us-a"}).status.has("fatigued"));
    QVERIFY(rules.evaluate(tired, on).legal);
}

void TstTideOfIron::opFireIsOfferedWhenAnEnemyActsInSight()
{
    // Op Fire answers a move into a hex in sight (toiround tests the moves): an attack, an
    // order or the Status phase leave no trigger and call for no reply.
    U waiting = squad("us-op", "C7");
    waiting.status = {"op-fire"};
    GameState s = position({squad("us-a", "C6"), waiting, squad("de-a", "F6", "de")});
    TideOfIronRuleSet rules;
    QVERIFY(rules.reactions(s, attack({"de-a"}, "us-a")).empty());
    Action end;
    end.kind = "status-phase";
    QVERIFY(rules.reactions(s, end).empty());
}

void TstTideOfIron::moveOneHexAndOpFireReplies_data()
{
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("tankDamage");
    QTest::addColumn<QString>("reason"); // empty: legal
    QTest::addColumn<int>("replies");
    // The German tank in H6, 3 hexes from the American squad in Op Fire mode in E6, beyond its
    // reach against vehicles (range 1, long range 2); moved to G6, 2 hexes away, it is in reach.
    QTest::newRow("into the next hex, in reach of the Op Fire squad") << "G6" << 0 << "" << 1;
    QTest::newRow("through G6 to F6: one shot for each hex entered in reach")
        << "F6" << 0 << "" << 2;
    QTest::newRow("into an enemy's hex: a tank crosses it, never stops there")
        << "H7" << 0 << "not stop there" << 0;
    QTest::newRow("heavily damaged: stopped") << "G6" << 2 << "heavily damaged" << 0;
}

void TstTideOfIron::moveOneHexAndOpFireReplies()
{
    QFETCH(QString, to);
    QFETCH(int, tankDamage);
    QFETCH(QString, reason);
    QFETCH(int, replies);
    U t = tank("de-tank", "H6");
    t.damage = tankDamage;
    U waiting = squad("us-op", "E6");
    waiting.status = {"op-fire"};
    GameState s = position({t, waiting, squad("us-b", "H7")});
    TideOfIronRuleSet rules;
    Action move;
    move.kind = "advance";
    move.actors = {UnitId {"de-tank"}};
    const std::string label = to.toStdString();
    move.target = at(label.c_str());
    if (label == "F6")
        move.params["path"] = std::vector<Hex> {at("G6"), at("F6")};
    const Evaluation e = rules.evaluate(s, move);
    QCOMPARE(e.legal, reason.isEmpty());
    if (!e.legal) {
        QVERIFY2(e.whyNot.find(reason.toStdString()) != std::string::npos, e.whyNot.c_str());
        return;
    }
    QVERIFY(e.dice.empty());
    QVERIFY(rules.reactions(s, move).empty()); // nothing entered yet
    ScriptedDice none({});
    const StateDelta delta = s.apply(rules.resolve(s, e, none).effects);
    QVERIFY(s.unit(UnitId {"de-tank"}).hex == *move.target);
    QVERIFY(s.unit(UnitId {"de-tank"}).status.has("fatigued"));
    QCOMPARE(static_cast<int>(rules.reactions(s, move).size()), replies);
    s.revert(delta);
    QVERIFY(s.unit(UnitId {"de-tank"}).hex == at("H6"));
    QVERIFY(s.markers().empty());
}

void TstTideOfIron::tablesFileEqualsDefaults()
{
    QFile f(HEXFIRE_SOURCE_DIR "/resources/rulesets/tideofiron/tables.json");
    QVERIFY(f.open(QIODevice::ReadOnly));
    Diagnostics d;
    const auto t = ToiTables::fromData(parse(f.readAll().toStdString()), d);
    QVERIFY2(t, d.format().c_str());
    QVERIFY(*t == ToiTables::defaults());
}

void TstTideOfIron::configure_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << "{}"
                           << "";
    QTest::newRow("defence on 4+") << R"({"defenceSuccess": 4})"
                                   << "";
    QTest::newRow("unknown option") << R"({"defenseSuccess": 4})"
                                    << "defenceSuccess";
    QTest::newRow("damage track out of order")
        << R"({"tables": {"figures": [], "vehicles": [{"key": "t", "name": "T",
            "infantry": {"range": 1, "firepower": 1}, "damage": [3, 2, 1]}]}})"
        << "three rising numbers";
}

void TstTideOfIron::configure()
{
    QFETCH(QString, json);
    QFETCH(QString, error);
    TideOfIronRuleSet rules;
    const ToiOptions before = rules.options();
    Diagnostics d;
    rules.configure(parse(json.toStdString()), d);
    if (error.isEmpty()) {
        QVERIFY2(d.empty(), d.format().c_str());
        return;
    }
    QVERIFY2(d.format().find(error.toStdString()) != std::string::npos, d.format().c_str());
    QVERIFY(rules.options() == before);
}

void TstTideOfIron::profiles()
{
    TideOfIronRuleSet rules;
    Diagnostics d;
    Unit u;
    rules.readUnitProfile(parse(R"({"figures": ["regular", "officer"]})"), u, false, d);
    QVERIFY(d.empty());
    QCOMPARE(u.strength, 2);
    QVERIFY(rules.writeUnitProfile(u).type == DataNode::Type::Object);
    Unit both;
    rules.readUnitProfile(
        parse(R"({"figures": ["regular"], "vehicle": "sherman"})"), both, false, d);
    QVERIFY(d.format().find("either a squad") != std::string::npos);
    GameState s = position({squad("us-a", "C6")});
    Unit bad = s.unit(UnitId {"us-a"});
    auto p = std::make_shared<ToiProfile>(*profileAs<ToiProfile>(bad.profile));
    p->figures.push_back("paratrooper");
    bad.profile = p;
    bad.strength = 5;
    bad.maxStrength = 5;
    s.replaceUnit(bad);
    const auto problems = rules.checkSetup(s);
    QCOMPARE(problems.size(), std::size_t(1));
    QVERIFY(problems.front().message.find("paratrooper") != std::string::npos);
}

void TstTideOfIron::aSquadOfMoreFiguresThanTheStrengthLimitIsRefusedAtItsFigures()
{
    // The figures set the squad's strength: past the limit every save of it failed to reopen
    // ("strength ... 0..1000"). The limit is checked at the figures, with their location.
    TideOfIronRuleSet rules;
    const auto squadOf = [](int n) {
        std::string text = R"({"figures": [)";
        for (int i = 0; i < n; ++i)
            text += i ? ", \"regular\"" : "\"regular\"";
        return parse(text + "]}");
    };
    Diagnostics d;
    Unit atLimit;
    rules.readUnitProfile(squadOf(maxUnitStrength), atLimit, false, d);
    QVERIFY2(d.empty(), d.format().c_str());
    QCOMPARE(atLimit.maxStrength, maxUnitStrength);
    Unit over;
    const DataNode tooMany = squadOf(maxUnitStrength + 1);
    rules.readUnitProfile(tooMany, over, false, d);
    QCOMPARE(d.size(), std::size_t(1));
    const Diagnostic &problem = d.items().front();
    QVERIFY2(problem.message == "a squad of 1001 figures: expected at most 1000",
        problem.message.c_str());
    QCOMPARE(problem.path, tooMany.find("figures")->path.text());
    QCOMPARE(problem.where.column, tooMany.find("figures")->where.column);
}

QTEST_GUILESS_MAIN(TstTideOfIron)
#include "tst_tideofiron.moc"
