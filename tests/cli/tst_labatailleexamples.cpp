// Golden replays of the bundled La Bataille examples (resources/scenarios/labataille-*.json)
// through hexfire-cli: every scripted fire attack checked number by number (fire value, fire
// defence, odds column, massed targets modifier, modified 11-66 reading, increments lost) against
// the seed's examples (REFERENCE 2.4: LB-01 massed targets, LB-07 the 1.5-1 column giving 1) and
// the rules they illustrate, with the placeholder Fire Combat Chart of
// resources/rulesets/labataille/tables.json. A change to the rules core or the tables that moves
// one of these numbers has to change the example's narration too.
#include "clitestutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QTest>

using namespace clitest;

namespace {

const QStringList scriptedExamples {"labataille-fire-combat.json", "labataille-massed-targets.json",
    "labataille-line-density.json", "labataille-carre.json", "labataille-flank-fire.json",
    "labataille-line-of-sight.json"};
const QString sandbox = QStringLiteral("labataille-sandbox.json");

/** The value text of the explanation line with `key` (the odds column's label for fire.odds). */
QString explanationValue(const QJsonObject &step, const QString &key)
{
    for (const QJsonValue &v : step["explanation"].toArray()) {
        if (v.toObject()["key"].toString() == key)
            return v.toObject()["value"].toString();
    }
    return {};
}

/** "unit=strength" for every unit after the replay, in file order. */
QStringList strengths(const QJsonObject &doc)
{
    QStringList out;
    for (const QJsonValue &v : doc["units"].toArray())
        out.append(v.toObject()["id"].toString() + "="
            + QString::number(v.toObject()["strength"].toInt()));
    return out;
}

/** What the steps that are not fire attacks did: "step:effect:unit" ("step:effect:hex" for a
 *  marker), with the new facing of a turn. */
QStringList orderEffects(const QJsonArray &steps)
{
    QStringList out;
    for (const QJsonValue &v : steps) {
        const QJsonObject step = v.toObject();
        if (step["action"].toString() == "fire")
            continue;
        for (const QJsonValue &e : step["effects"].toArray()) {
            const QJsonObject effect = e.toObject();
            if (effect["effect"].toString() == "next-phase")
                continue; // the sequence moving on: its own tests check it
            QString s = QString::number(step["step"].toInt()) + ":" + effect["effect"].toString()
                + ":"
                + (effect["unit"].isNull() ? effect["marker"].toObject()["hex"].toString()
                                           : effect["unit"].toString());
            if (effect.contains("facing"))
                s += ":facing " + QString::number(effect["facing"].toInt());
            out.append(s);
        }
    }
    return out;
}

} // namespace

class TestLaBatailleExamples : public QObject {
    Q_OBJECT

private slots:
    void validates_data();
    void validates();
    void script_data();
    void script();
    void fireStep_data();
    void fireStep();
    void strengthsAfterReplay_data();
    void strengthsAfterReplay();
    void narratedLinesOfSight_data();
    void narratedLinesOfSight();
    void narratedFlankRefusal();
    void sandboxIsLargeAndVaried();
    void aWholeTurn_data();
    void aWholeTurn();
};

void TestLaBatailleExamples::validates_data()
{
    QTest::addColumn<QString>("file");
    // Every bundled La Bataille file, so that a new one is validated without a new row.
    const QStringList files = QDir(scenarios).entryList({"labataille-*.json"}, QDir::Files);
    for (const QString &f : scriptedExamples + QStringList {sandbox})
        QVERIFY2(files.contains(f), qPrintable(f + " is missing"));
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestLaBatailleExamples::validates()
{
    QFETCH(QString, file);
    const Run r = run({"validate", scenarios + file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), scenarios + file + ": ok");
    // The charts are placeholders, and every description says so.
    const QJsonObject s = scenarioFile(file);
    QCOMPARE(s["ruleset"].toString(), QStringLiteral("labataille"));
    QVERIFY2(s["description"].toString().contains("placeholder"), qPrintable(file));
}

void TestLaBatailleExamples::script_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("actions");
    QTest::addColumn<QStringList>("orders");
    QTest::newRow("fire-combat") << "labataille-fire-combat.json" << QStringList {"fire"}
                                 << QStringList {};
    QTest::newRow("massed-targets")
        << "labataille-massed-targets.json" << QStringList {"fire", "fire"} << QStringList {};
    QTest::newRow("line-density") << "labataille-line-density.json"
                                  << QStringList {"fire", "next-phase", "next-phase", "next-phase",
                                         "next-phase", "next-phase", "fire"}
                                  << QStringList {"2:fire-segment-ended:E3",
                                         "2:fire-segment-ended:fr-9leg-1"};
    QTest::newRow("carre") << "labataille-carre.json"
                           << QStringList {"fire", "next-phase", "next-phase", "next-phase",
                                  "next-phase", "change-formation", "next-phase", "fire"}
                           << QStringList {"2:fire-segment-ended:E3",
                                  "2:fire-segment-ended:fr-9leg-2",
                                  "6:formation-changed:ru-jager-20-1",
                                  // forming carré in the French zone of influence draws
                                  // opportunity fire, not made: the segment's end lifts it
                                  "6:opportunity:E3", "7:movement-ended:E3"};
    QTest::newRow("flank-fire") << "labataille-flank-fire.json"
                                << QStringList {"fire", "next-phase", "next-phase", "next-phase",
                                       "next-phase", "next-phase", "fire"}
                                << QStringList {
                                       "2:fire-segment-ended:F4", "2:fire-segment-ended:fr-4lig-1"};
    // The battery turns from the hexside towards C4 (0) to the one towards D4 (2) before it fires.
    QTest::newRow("line-of-sight")
        << "labataille-line-of-sight.json"
        << QStringList {"turn-clockwise", "next-phase", "next-phase", "fire", "fire"}
        << QStringList {"1:turned:fr-battery-6:facing 2", "1:movement-spent:fr-battery-6"};
}

void TestLaBatailleExamples::script()
{
    QFETCH(QString, file);
    QFETCH(QStringList, actions);
    QFETCH(QStringList, orders);
    const QJsonObject doc = replay(file);
    QCOMPARE(doc["ruleset"].toString(), QStringLiteral("labataille"));
    const QJsonArray steps = doc["steps"].toArray();
    QStringList got;
    for (const QJsonValue &v : steps) {
        const QJsonObject step = v.toObject();
        got.append(step["action"].toString());
        QVERIFY2(step["legal"].toBool(), qPrintable(step["whyNot"].toString()));
        // What the timeline shows a newcomer.
        QVERIFY(!step["title"].toString().isEmpty());
        QVERIFY(step["narration"].toString().size() > 40);
    }
    QCOMPARE(got, actions);
    QCOMPARE(orderEffects(steps), orders);
}

void TestLaBatailleExamples::fireStep_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<QStringList>("actors");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QStringList>("losFrom");
    QTest::addColumn<int>("fireValue");
    QTest::addColumn<int>("fireDefence");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("columnLabel");
    QTest::addColumn<int>("drm");
    QTest::addColumn<int>("reading");
    QTest::addColumn<int>("lost");
    QTest::addColumn<QStringList>("effects");

    // LB-07: a Légère battalion of 10 increments in line across two hexes (one unit in E5 and
    // F5, 5 in each), 4 x 3 + 4 x 3 = 24 (Infantry Fire Rules (24)), against a line in a village
    // (14): 1.5-1; 34 gives 1.
    QTest::newRow("fire-combat: 1.5-1 gives one increment")
        << "labataille-fire-combat.json" << 1 << QStringList {"fr-6leg-1"} << "F4"
        << QList<int> {3, 4} << QStringList {"E5", "F5"} << 24 << 14 << 4 << "1.5-1" << 0 << 34 << 1
        << QStringList {"ru-pavlov-1:increments-lost", "ru-pavlov-1:morale-roll(passed)"};
    // LB-01: 15 increments in the target hex, +6: 25 reads 35 (counted in base 6).
    QTest::newRow("massed-targets: 15 increments, +6")
        << "labataille-massed-targets.json" << 1 << QStringList {"fr-6leg-1"} << "D3"
        << QList<int> {2, 5} << QStringList {"D4"} << 9 << 6 << 4 << "1.5-1" << 6 << 35 << 1
        << QStringList {"ru-pavlov-3:increments-lost", "ru-pavlov-3:morale-roll(passed)"};
    // LB-01: 9 increments, +0: the same dice do nothing.
    QTest::newRow("massed-targets: 9 increments, +0")
        << "labataille-massed-targets.json" << 2 << QStringList {"fr-6leg-2"} << "G3"
        << QList<int> {2, 5} << QStringList {"G4"} << 9 << 6 << 4 << "1.5-1" << 0 << 25 << 0
        << QStringList {};
    // A line of 8 increments defends with the column value (6), of 7 with the line value (9).
    QTest::newRow("line-density: 8 increments in line, column value")
        << "labataille-line-density.json" << 1 << QStringList {"fr-9leg-1"} << "E3"
        << QList<int> {2, 4} << QStringList {"E4"} << 12 << 6 << 5 << "2-1" << 0 << 24 << 1
        << QStringList {"ru-kexholm-1:increments-lost", "ru-kexholm-1:morale-roll(passed)"};
    QTest::newRow("line-density: 7 increments in line, line value")
        << "labataille-line-density.json" << 7 << QStringList {"fr-9leg-1"} << "E3"
        << QList<int> {2, 4} << QStringList {"E4"} << 12 << 9 << 3 << "1-1" << 0 << 24 << 0
        << QStringList {};
    // Line in woods with a battery: 12 - 2 = 10; in carré 4 whatever the terrain; +1 both times.
    QTest::newRow("carre: line in woods with artillery")
        << "labataille-carre.json" << 1 << QStringList {"fr-9leg-2"} << "E3" << QList<int> {2, 2}
        << QStringList {"E4"} << 12 << 10 << 3 << "1-1" << 1 << 23 << 0 << QStringList {};
    QTest::newRow("carre: carre defends at 4, massed still +1")
        << "labataille-carre.json" << 8 << QStringList {"fr-9leg-2"} << "E3" << QList<int> {2, 2}
        << QStringList {"E4"} << 12 << 4 << 6 << "3-1" << 1 << 23 << 1
        << QStringList {"ru-jager-20-1:increments-lost", "ru-jager-20-1:morale-roll(passed)"};
    // The same fire through the front (9) and through a flank hexside (5) of a line.
    QTest::newRow("flank-fire: through the front")
        << "labataille-flank-fire.json" << 1 << QStringList {"fr-4lig-1"} << "F4"
        << QList<int> {3, 3} << QStringList {"F3"} << 8 << 9 << 2 << "1-1.5" << 0 << 33 << 0
        << QStringList {};
    QTest::newRow("flank-fire: through a flank hexside")
        << "labataille-flank-fire.json" << 7 << QStringList {"fr-4lig-2"} << "F4"
        << QList<int> {3, 3} << QStringList {"E4"} << 8 << 5 << 4 << "1.5-1" << 0 << 33 << 1
        << QStringList {"ru-kexholm-2:increments-lost", "ru-kexholm-2:morale-roll(passed)"};
    // After turning, the battery sees F6 through its front (Artillery Fire Rules (25): 3 x 3).
    QTest::newRow("line-of-sight: the battery after turning")
        << "labataille-line-of-sight.json" << 4 << QStringList {"fr-battery-6"} << "F6"
        << QList<int> {4, 1} << QStringList {"C5"} << 9 << 6 << 4 << "1.5-1" << 0 << 41 << 1
        << QStringList {"ru-vyborg-1:increments-lost", "ru-vyborg-1:morale-roll(passed)"};
    // E5 is hidden from the battery by the village along the hex edge, not from the tirailleurs.
    QTest::newRow("line-of-sight: tirailleurs two hexes away")
        << "labataille-line-of-sight.json" << 5 << QStringList {"fr-6leg-3"} << "E5"
        << QList<int> {1, 6} << QStringList {"E7"} << 9 << 6 << 4 << "1.5-1" << 0 << 16 << 0
        << QStringList {};
}

void TestLaBatailleExamples::fireStep()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(QStringList, actors);
    QFETCH(QString, target);
    QFETCH(QList<int>, dice);
    QFETCH(QStringList, losFrom);
    QFETCH(int, fireValue);
    QFETCH(int, fireDefence);
    QFETCH(int, column);
    QFETCH(QString, columnLabel);
    QFETCH(int, drm);
    QFETCH(int, reading);
    QFETCH(int, lost);
    QFETCH(QStringList, effects);

    const QJsonArray steps = replay(file)["steps"].toArray();
    QVERIFY(step >= 1 && step <= steps.size());
    const QJsonObject s = steps[step - 1].toObject();
    QCOMPARE(s["step"].toInt(), step);
    QCOMPARE(s["action"].toString(), QStringLiteral("fire"));
    QVERIFY2(s["legal"].toBool(), qPrintable(s["whyNot"].toString()));
    QStringList gotActors;
    for (const QJsonValue &v : s["actors"].toArray())
        gotActors.append(v.toString());
    QCOMPARE(gotActors, actors);
    QCOMPARE(s["target"].toString(), target);
    QCOMPARE(faces(s), dice);

    // One line of sight per firing hex, all clear (Line of Sight (23)).
    QStringList gotLos;
    for (const QJsonValue &v : s["los"].toArray()) {
        QCOMPARE(v.toObject()["to"].toString(), target);
        QCOMPARE(v.toObject()["verdict"].toString(), QStringLiteral("clear"));
        gotLos.append(v.toObject()["from"].toString());
    }
    QCOMPARE(gotLos, losFrom);

    // The fire value is the lead firer's; the rest belong to the target hex.
    QCOMPARE(finals(s, "fire.value", actors.first()), QList<int> {fireValue});
    QCOMPARE(finals(s, "fire.defence", target), QList<int> {fireDefence});
    QCOMPARE(finals(s, "fire.column", target), QList<int> {column});
    QCOMPARE(explanationValue(s, "fire.odds"), columnLabel);
    QCOMPARE(finals(s, "fire.drm", target), QList<int> {drm});
    QCOMPARE(finals(s, "fire.reading", target), QList<int> {reading});
    QCOMPARE(finals(s, "fire.result", target), QList<int> {lost});
    QCOMPARE(s["final"].toInt(), lost);

    // The modified reading is the dice read as tens and ones, moved on by the modifier along the
    // 36 readings 11..66 (base 6).
    const int index = qMin((dice[0] - 1) * 6 + (dice[1] - 1) + drm, 35);
    QCOMPARE(reading, (index / 6 + 1) * 10 + index % 6 + 1);

    // The losses and their morale checks, then each firer marked as having fired (once a
    // segment).
    QStringList expected = effects;
    for (const QString &a : actors)
        expected.append(a + ":fired");
    QCOMPARE(unitEffects(s), expected);
    int strengthLost = 0;
    for (const QJsonValue &v : s["effects"].toArray()) {
        if (v.toObject()["change"].toString() == "strength-lost")
            strengthLost += v.toObject()["count"].toInt();
    }
    QCOMPARE(strengthLost, lost);
    // The target hex is marked: it may not be fired at again this fire segment.
    bool marked = false;
    for (const QJsonValue &v : s["effects"].toArray()) {
        const QJsonObject m = v.toObject()["marker"].toObject();
        marked = marked
            || (v.toObject()["effect"].toString() == "fired-at"
                && m["kind"].toString() == "fired-at" && m["hex"].toString() == target);
    }
    QVERIFY(marked);

    // The odds of each table add up to 1, and the result rolled was one of the outcomes offered.
    QMap<QString, double> total;
    QSet<QString> outcomes;
    for (const QJsonValue &v : s["odds"].toArray()) {
        const QJsonObject o = v.toObject();
        const double p = o["probability"].toDouble();
        QVERIFY2(p > -1e-9 && p < 1.0 + 1e-9, qPrintable(o["label"].toString()));
        total[o["subject"].toString() + "/" + o["title"].toString()] += p;
        outcomes.insert(o["outcome"].toString());
    }
    QCOMPARE(total.size(), 2); // increments lost, morale check
    for (auto it = total.cbegin(); it != total.cend(); ++it)
        QVERIFY2(qAbs(it.value() - 1.0) < 1e-9, qPrintable(it.key()));
    QVERIFY(outcomes.contains("lost-" + QString::number(lost)));
}

void TestLaBatailleExamples::strengthsAfterReplay_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("units");
    QTest::newRow("fire-combat") << "labataille-fire-combat.json"
                                 << QStringList {"ru-pavlov-1=5", "fr-6leg-1=10"};
    QTest::newRow("massed-targets") << "labataille-massed-targets.json"
                                    << QStringList {"ru-pavlov-2=8", "ru-pavlov-3=6",
                                           "ru-tauride-1=9", "fr-6leg-1=5", "fr-6leg-2=5"};
    QTest::newRow("line-density") << "labataille-line-density.json"
                                  << QStringList {"ru-kexholm-1=7", "fr-9leg-1=6"};
    // The battery in the carré keeps its 4 increments: the infantry takes the loss.
    QTest::newRow("carre") << "labataille-carre.json"
                           << QStringList {"ru-battery-3=4", "ru-jager-20-1=5", "fr-9leg-2=6"};
    QTest::newRow("flank-fire") << "labataille-flank-fire.json"
                                << QStringList {"ru-kexholm-2=5", "fr-4lig-1=6", "fr-4lig-2=6"};
    QTest::newRow("line-of-sight") << "labataille-line-of-sight.json"
                                   << QStringList {"fr-battery-6=3", "fr-6leg-3=4", "ru-vyborg-1=5",
                                          "ru-vyborg-2=6", "ru-vyborg-3=6", "ru-jager-7-1=5"};
}

void TestLaBatailleExamples::strengthsAfterReplay()
{
    QFETCH(QString, file);
    QFETCH(QStringList, units);
    QCOMPARE(strengths(replay(file)), units);
}

// The line-of-sight example cannot script a refused fire (validation replays every step), so its
// narration tells what the battery cannot see; these rows keep that text true. LOS does not
// depend on facing, so the initial position answers for the position after the turn.
void TestLaBatailleExamples::narratedLinesOfSight_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("blocker"); // the hex that blocks, "" when clear
    QTest::addColumn<QString>("reason");
    QTest::newRow("the wood in C3 hides C2") << "C5"
                                             << "C2"
                                             << "blocked"
                                             << "C3"
                                             << "Woods";
    QTest::newRow("the village in D4, along the hex edge, hides E5") << "C5"
                                                                     << "E5"
                                                                     << "blocked"
                                                                     << "D4"
                                                                     << "Village";
    QTest::newRow("the battalion in F6 hides G7") << "C5"
                                                  << "G7"
                                                  << "blocked"
                                                  << "F6"
                                                  << "a combat unit in good order";
    QTest::newRow("the battery sees F6 through D5 and E6") << "C5"
                                                           << "F6"
                                                           << "clear"
                                                           << ""
                                                           << "";
    QTest::newRow("the tirailleurs see E5 through E6") << "E7"
                                                       << "E5"
                                                       << "clear"
                                                       << ""
                                                       << "";
}

void TestLaBatailleExamples::narratedLinesOfSight()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, verdict);
    QFETCH(QString, blocker);
    QFETCH(QString, reason);
    const Run r = run({"los", scenarios + "labataille-line-of-sight.json", from, to, "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject doc = json(r);
    QCOMPARE(doc["verdict"].toString(), verdict);
    QStringList blocking;
    for (const QJsonValue &v : doc["elements"].toArray()) {
        const QJsonObject e = v.toObject();
        if (e["effect"].toString() == "block") {
            blocking.append(e["hex"].toString());
            QVERIFY2(e["reason"].toString().contains(reason), qPrintable(e["reason"].toString()));
        }
    }
    QCOMPARE(blocking, blocker.isEmpty() ? QStringList {} : QStringList {blocker});
}

void TestLaBatailleExamples::narratedFlankRefusal()
{
    // The example opens in the French Movement segment: fire waits for the Offensive Fire.
    const Run early = run({"odds", scenarios + "labataille-line-of-sight.json", "--action", "fire",
        "--actor", "fr-battery-6", "--target", "F6", "--json"});
    QCOMPARE(early.exitCode, 1);
    QVERIFY2(json(early)["whyNot"].toString().contains("not allowed in the Movement phase"),
        qPrintable(json(early)["whyNot"].toString()));
    // Before its turn the battery faces north, F6 beyond a flank hexside: tst_labataille's
    // LOS rows refuse that fire with "flank or rear hexside".
}

void TestLaBatailleExamples::aWholeTurn_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("effect"); // "effect:unit" one of the step's effects
    // The hussars ride on through the musketeers' zone and leave it: a marker for opportunity fire.
    QTest::newRow("leaving a zone of influence draws opportunity fire") << 3 << "opportunity:";
    QTest::newRow("the opportunity fire is rolled") << 4 << "morale-roll:fr-huss-9";
    // The Légère stop in the Kexholm musketeers' zone of influence, with a point unspent.
    QTest::newRow("a zone of influence stops the move") << 5 << "move:fr-6leg-1";
    // 54 on 2-1 takes 2 increments; the check reads 23, not above 41: disordered, retreats.
    QTest::newRow("fire losses roll a morale check") << 9 << "morale-roll:ru-kexholm-1";
    QTest::newRow("the failed check disorders") << 9 << "disordered:ru-kexholm-1";
    QTest::newRow("and the unit retreats") << 9 << "retreat:ru-kexholm-1";
    // The dragoons charge the Ligne's column, which rolls 32 on the Carré Realization Table.
    QTest::newRow("a charge") << 13 << "charged:ru-dragoons";
    QTest::newRow("the infantry forms carré") << 13 << "formed-carre:fr-4lig-2";
    QTest::newRow("a check passed under fire") << 17 << "morale-roll:ru-pavlov-2";
    QTest::newRow("the carré fires") << 18 << "increments-lost:ru-dragoons";
    QTest::newRow("the melee costs the attacker") << 22 << "increments-lost:ru-pavlov-2";
    QTest::newRow("Morale Recovery returns to good order") << 24 << "recovered:ru-kexholm-1";
    QTest::newRow("the end of the turn moves the clock") << 26 << "clock:";
}

void TestLaBatailleExamples::aWholeTurn()
{
    QFETCH(int, step);
    QFETCH(QString, effect);
    const QJsonObject doc = replay("labataille-turn.json");
    const QJsonArray steps = doc["steps"].toArray();
    QCOMPARE(steps.size(), 26);
    for (const QJsonValue &v : steps)
        QVERIFY2(v.toObject()["legal"].toBool(), qPrintable(v.toObject()["whyNot"].toString()));
    QStringList got;
    for (const QJsonValue &v : steps[step - 1].toObject()["effects"].toArray()) {
        const QJsonObject e = v.toObject();
        got << e["effect"].toString() + ":" + e["unit"].toString();
    }
    QVERIFY2(got.contains(effect), qPrintable(got.join(", ")));
    // The morale checks are rolled, not only noted: their dice are in the step's faces.
    if (effect.startsWith("morale-roll"))
        QCOMPARE(faces(steps[step - 1].toObject()).size(), 4);
    // Both player turns played: turn 2 begins at 13:20.
    QCOMPARE(doc["position"].toString(),
        QStringLiteral("Turn 2 · 13:20, 20 of 40 minutes · Command Sequence"));
}

void TestLaBatailleExamples::sandboxIsLargeAndVaried()
{
    const QJsonObject s = scenarioFile(sandbox);
    const QJsonObject map = s["map"].toObject();
    QVERIFY(map["width"].toInt() >= 30);
    QVERIFY(map["height"].toInt() >= 20);
    // The command line agrees: DD20 (column 30, row 20) is on the map.
    const Run corner = run({"los", scenarios + sandbox, "A1", "DD20"});
    QVERIFY2(corner.exitCode == 0, qPrintable(corner.err));
    QSet<QString> terrain;
    for (const QJsonValue &v : map["terrainKinds"].toArray())
        terrain.insert(v.toObject()["id"].toString());
    QVERIFY(terrain.contains("woods") && terrain.contains("village"));

    // Free play: no script beyond one step.
    QVERIFY(replay(sandbox)["steps"].toArray().size() <= 1);

    // Both sides with leaders, cavalry, artillery with a range, infantry in several formations.
    QMap<QString, QSet<QString>> kinds; // side -> unit types
    QSet<QString> infantryFormations;
    for (const QJsonValue &v : s["units"].toArray()) {
        const QJsonObject u = v.toObject();
        const QJsonObject p = u["labataille"].toObject();
        const QString type = p["type"].toString();
        kinds[u["side"].toString()].insert(type);
        if (type == "infantry")
            infantryFormations.insert(p["formation"].toString());
        if (type == "artillery")
            QVERIFY2(p["range"].toInt() >= 2, qPrintable(u["id"].toString()));
    }
    QCOMPARE(kinds.size(), 2);
    for (const QSet<QString> &k : kinds)
        QCOMPARE(k, (QSet<QString> {"infantry", "cavalry", "artillery", "leader"}));
    QVERIFY(infantryFormations.size() >= 4);
}

QTEST_GUILESS_MAIN(TestLaBatailleExamples)
#include "tst_labatailleexamples.moc"
