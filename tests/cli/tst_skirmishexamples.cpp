// Golden replays of the bundled 2d6 Skirmish examples (resources/scenarios/skirmish-*.json)
// through hexfire-cli: every scripted fire attack of the tutorial checked number by number (the
// Table 3 modifiers of each firing figure, the score it needs on two dice, the dice, each attack
// roll, the hits and how they are shared, each hit's wound roll and what it does, who is under
// fire afterwards), the figure states after every order, end of round and wound, and the odds,
// against the rules of Chris & Alex Nicole (REFERENCE section 3) with the placeholder weapons table
// and HexFire's DEFAULT wound table of resources/rulesets/skirmish/tables.json. A change to the
// rules core or the tables that moves one of these numbers has to change the tutorial's narration
// too.
#include "clitestutil.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace clitest;

namespace {

const QString tutorial = QStringLiteral("skirmish-tutorial.json");
const QString sandbox = QStringLiteral("skirmish-sandbox.json");
const QString roundExample = QStringLiteral("skirmish-round.json");

/** "figure key value" for every modifier line before the roll, in order ("figure key" when the
 *  line has no value, a figure that sits out). */
QStringList modifiers(const QJsonObject &step)
{
    QStringList out;
    for (const QJsonValue &v : step["modifiers"].toArray()) {
        const QJsonObject m = v.toObject();
        QString s = m["source"].toString() + " " + m["key"].toString();
        if (!m["value"].toString().isEmpty())
            s += " " + m["value"].toString();
        out.append(s);
    }
    return out;
}

/** The faces of the step's rolls whose purpose starts so ("wound roll of"), in order. */
QList<int> facesFor(const QJsonObject &step, const QString &purpose, bool starts = true)
{
    QList<int> out;
    for (const QJsonValue &v : step["rolls"].toArray()) {
        const QJsonObject r = v.toObject();
        if (r["purpose"].toString().startsWith(purpose) == starts)
            out.append(r["face"].toInt());
    }
    return out;
}

/** The outcome of the step for this kind ("hits-", "lost-"). */
QString outcomeOf(const QJsonObject &step, const QString &prefix)
{
    for (const QJsonValue &v : step["outcomes"].toArray()) {
        const QString key = v.toObject()["outcome"].toString();
        if (key.startsWith(prefix))
            return key;
    }
    return {};
}

/** "figure=n" for every figure hit, with the number of hits it took, in order. */
QStringList hitsPerFigure(const QJsonObject &step)
{
    QStringList out;
    for (const QJsonValue &v : step["effects"].toArray()) {
        const QJsonObject e = v.toObject();
        if (e["effect"].toString() == "hit" && e["change"].toString() == "record")
            out.append(e["unit"].toString() + "=" + QString::number(e["count"].toInt()));
    }
    return out;
}

} // namespace

class TestSkirmishExamples : public QObject {
    Q_OBJECT

private slots:
    void validates_data();
    void validates();
    void script();
    void fireStep_data();
    void fireStep();
    void statesAfterOrders_data();
    void statesAfterOrders();
    void woundsAfterFire_data();
    void woundsAfterFire();
    void narratedMustBrace();
    void sandboxIsLargeAndVaried();
    void roundStep_data();
    void roundStep();
    void roundNarrationQuotesTheOdds();
    void roundEndsInConcession();
    void sandboxPlayedForTwoRounds();
};

void TestSkirmishExamples::validates_data()
{
    QTest::addColumn<QString>("file");
    // Every bundled 2d6 Skirmish file, so that a new one is validated without a new row.
    const QStringList files = QDir(scenarios).entryList({"skirmish-*.json"}, QDir::Files);
    for (const QString &f : {tutorial, sandbox, roundExample})
        QVERIFY2(files.contains(f), qPrintable(f + " is missing"));
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestSkirmishExamples::validates()
{
    QFETCH(QString, file);
    const Run r = run({"validate", scenarios + file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), scenarios + file + ": ok");
    // The weapons table is a placeholder, and every description says so.
    const QJsonObject s = scenarioFile(file);
    QCOMPARE(s["ruleset"].toString(), QStringLiteral("skirmish"));
    QVERIFY2(s["description"].toString().contains("placeholder"), qPrintable(file));
    QVERIFY2(s["description"].toString().contains("not the official one"), qPrintable(file));
}

void TestSkirmishExamples::script()
{
    const QJsonObject doc = replay(tutorial);
    QCOMPARE(doc["ruleset"].toString(), QStringLiteral("skirmish"));
    const QJsonArray steps = doc["steps"].toArray();
    // Three rounds: orders, fire and the end of each round, every step legal.
    const QStringList actions {"fire", "fire", "set-movement", "set-movement", "set-posture",
        "fire", "set-position", "end-round", "fire", "fire", "fire", "set-wound", "fire",
        "end-round", "fire", "set-sight", "fire", "fire", "fire", "fire"};
    QStringList got;
    QStringList unitIds;
    for (const QJsonValue &v : doc["units"].toArray())
        unitIds.append(v.toObject()["id"].toString());
    for (const QJsonValue &v : steps) {
        const QJsonObject step = v.toObject();
        got.append(step["action"].toString());
        QVERIFY2(step["legal"].toBool(), qPrintable(step["whyNot"].toString()));
        // What the timeline shows a newcomer: a title and plain sentences, with display names.
        const QString title = step["title"].toString();
        const QString narration = step["narration"].toString();
        QVERIFY(!title.isEmpty());
        QVERIFY2(narration.size() > 100, qPrintable(title));
        QVERIFY2(!narration.contains("(s)"), qPrintable(title));
        for (const QString &id : unitIds) {
            QVERIFY2(!narration.contains(id) && !title.contains(id), qPrintable(title + ": " + id));
        }
        // A fire step rolls two dice per firing figure, then one per hit on the wound table, and
        // its narration tells each roll.
        if (step["action"].toString() == "fire") {
            const QList<int> dice = facesFor(step, "wound roll of", false);
            const QList<int> wounds = facesFor(step, "wound roll of");
            QCOMPARE(faces(step), dice + wounds);
            QVERIFY(!dice.isEmpty() && dice.size() % 2 == 0);
            for (qsizetype i = 0; i + 1 < dice.size(); i += 2) {
                const QString roll = QString("rolls %1 and %2").arg(dice[i]).arg(dice[i + 1]);
                QVERIFY2(narration.contains(roll), qPrintable(title + ": " + roll));
            }
            QVERIFY2(wounds.isEmpty() || narration.contains("wound roll"), qPrintable(title));
        }
    }
    QCOMPARE(got, actions);
}

void TestSkirmishExamples::fireStep_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QStringList>("actors");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("fireType"); // "" when the step gives none
    QTest::addColumn<bool>("specific");
    QTest::addColumn<QList<int>>("dice"); // the attack dice, two per figure that fires
    QTest::addColumn<QStringList>("modifiers"); // "figure key value", before the roll
    QTest::addColumn<QList<int>>("scoreNeeded"); // per figure that fires, in actor order
    QTest::addColumn<QString>("team"); // the team fired at
    QTest::addColumn<int>("hits");
    QTest::addColumn<QStringList>("hitsPerFigure");
    QTest::addColumn<QList<int>>("wounds"); // the wound rolls, one per hit until a figure dies
    QTest::addColumn<int>("lost"); // figures put down or killed
    QTest::addColumn<QStringList>("effects");
    QTest::addColumn<QStringList>("says"); // in the explanation of the resolution

    // The Table 3 keys: firer.elite +1, firer.moved -4 or -2, firer.prone +1, firer.braced +1,
    // firer.unaware +2, firer.position +2, firer.not-under-fire +2, firer.wound -2,
    // firer.fire-type +2 / -2 / -3, firer.close (the weapon's close factor), firer.extreme -4;
    // target.quality +2 / +1 / -1, target.specific -3, target.far +1, target.prone -1,
    // target.cover (the best of -2, -3, -4 and moving into or out of sight -2); target.down, a
    // figure down that the hits pass over. In the effects, each hit figure's hits are recorded
    // ("hit"), then each wound roll ("wound-roll") and what it made of the figure: "light-wound",
    // "down" (its Down state, its light wound mark cleared, a strength point lost: a loss on the
    // map) or "killed" (off the map).

    // Four qualities fire together at a trained figure in the open, not under fire: +2 each.
    QTest::newRow("step 1: a To-Hit number for each quality")
        << 1 << QStringList {"br-ash", "br-birch", "br-dunn", "br-hale"} << "ge-adler"
        << "" << false << QList<int> {3, 3, 4, 2, 2, 2, 5, 1}
        << QStringList {"br-ash firer.not-under-fire +2", "br-ash firer.to-hit 9",
               "br-birch firer.not-under-fire +2", "br-birch firer.to-hit 8",
               "br-dunn firer.not-under-fire +2", "br-dunn firer.to-hit 7",
               "br-hale firer.not-under-fire +2", "br-hale firer.to-hit 6"}
        << QList<int> {7, 6, 5, 4} << "Rifle team" << 2 << QStringList {"ge-adler=1", "ge-bauer=1"}
        << QList<int> {2, 1} << 0
        << QStringList {"br-ash:attack-roll(failed)", "br-ash:fired",
               "br-birch:attack-roll(passed)", "br-birch:fired", "br-dunn:attack-roll(failed)",
               "br-dunn:fired", "br-hale:attack-roll(passed)", "br-hale:fired", "ge-adler:hit",
               "ge-bauer:hit", "ge-bauer:under-fire", "ge-adler:under-fire", "ge-kurz:under-fire",
               "ge-adler:wound-roll", "ge-adler:light-wound", "ge-bauer:wound-roll",
               "ge-bauer:light-wound"}
        << QStringList {"Untrained, hits on 9", "Green, hits on 8", "Trained, hits on 7",
               "Veteran, hits on 6", "8 against 9: No hit",
               "Gefreiter Adler's wound roll: 2, a light wound (-2 to its fire)",
               "Schütze Bauer's wound roll: 1, a light wound"};
    // Return fire -2, and no +2: the team was fired at this round; the light wounds of step 1 -2.
    QTest::newRow("step 2: return fire, no longer not under fire, wounded")
        << 2 << QStringList {"ge-adler", "ge-bauer"} << "br-dunn"
        << "return" << false << QList<int> {6, 4, 3, 4}
        << QStringList {"ge-adler firer.wound -2", "ge-adler firer.fire-type -2",
               "ge-adler firer.to-hit 7", "ge-bauer firer.wound -2", "ge-bauer firer.fire-type -2",
               "ge-bauer firer.to-hit 8"}
        << QList<int> {11, 12} << "Able team" << 0 << QStringList {} << QList<int> {} << 0
        << QStringList {"ge-adler:attack-roll(failed)", "ge-adler:fired",
               "ge-bauer:attack-roll(failed)", "ge-bauer:fired", "br-ash:under-fire",
               "br-birch:under-fire", "br-dunn:under-fire", "br-hale:under-fire"}
        << QStringList {"return fire", "received a light wound"};
    // Moved up to half -2, half or more -4, prone +1; an untrained target that ran far in sight
    // (+2, +1) into brush (-2); the Bren scores exactly its number: no extra hit. Kurz goes down.
    QTest::newRow("step 6: firer moved and prone")
        << 6 << QStringList {"br-ellis", "br-fox", "br-gray"} << "ge-kurz"
        << "" << false << QList<int> {3, 2, 5, 2, 2, 1}
        << QStringList {"br-ellis firer.moved -2", "br-ellis firer.not-under-fire +2",
               "br-ellis target.quality +2", "br-ellis target.far +1", "br-ellis target.cover -2",
               "br-ellis firer.to-hit 7", "br-fox firer.moved -4", "br-fox firer.not-under-fire +2",
               "br-fox target.quality +2", "br-fox target.far +1", "br-fox target.cover -2",
               "br-fox firer.to-hit 7", "br-gray firer.prone +1", "br-gray firer.not-under-fire +2",
               "br-gray target.quality +2", "br-gray target.far +1", "br-gray target.cover -2",
               "br-gray firer.to-hit 7"}
        << QList<int> {6, 8, 3} << "Rifle team" << 1 << QStringList {"ge-kurz=1"} << QList<int> {3}
        << 1
        << QStringList {"br-ellis:attack-roll(failed)", "br-ellis:fired",
               "br-fox:attack-roll(failed)", "br-fox:fired", "br-gray:attack-roll(passed)",
               "br-gray:fired", "ge-kurz:hit", "ge-kurz:wound-roll", "ge-kurz:down", "ge-kurz:down"}
        << QStringList {"moved up to half its move", "moved half its move or more", "prone firer",
               "target in soft cover (Brush)", "7 against 7: 1 hit",
               "Schütze Kurz's wound roll: 3, down, out of action",
               "Rifle team: 1 figure down or killed (Schütze Kurz down)"};
    // The Vickers fires braced (+1) at an unaware (+2) green (+1) figure behind a hedge (-2): two
    // points over, 3 hits.
    QTest::newRow("step 9: the braced heavy machine gun's burst")
        << 9 << QStringList {"br-irwin"} << "ge-sommer"
        << "" << false << QList<int> {3, 2}
        << QStringList {"br-irwin firer.braced +1", "br-irwin firer.unaware +2",
               "br-irwin firer.not-under-fire +2", "br-irwin target.quality +1",
               "br-irwin target.cover -2", "br-irwin firer.to-hit 7"}
        << QList<int> {3} << "Scout team" << 3 << QStringList {"ge-sommer=2", "ge-roth=1"}
        << QList<int> {2, 1, 1} << 1
        << QStringList {"br-irwin:attack-roll(passed)", "br-irwin:fired", "ge-sommer:hit",
               "ge-roth:hit", "ge-sommer:under-fire", "ge-sommer:alerted", "ge-roth:under-fire",
               "ge-sommer:wound-roll", "ge-sommer:wound-roll", "ge-sommer:down", "ge-sommer:down",
               "ge-roth:wound-roll", "ge-roth:light-wound"}
        << QStringList {"braced weapon", "target group is unaware",
               "target behind soft cover (hedge)", "9 against 7: 3 hits",
               "Schütze Sommer's wound roll: 1, a second light wound: down, out of action"};
    // Firing from a prepared position +2 (not braced: the first round was spent settling in), prone
    // target -1.
    QTest::newRow("step 10: from a prepared position at a prone target")
        << 10 << QStringList {"ge-huber", "ge-lang"} << "br-gray"
        << "" << false << QList<int> {2, 2, 2, 1}
        << QStringList {"ge-huber firer.position +2", "ge-huber firer.not-under-fire +2",
               "ge-huber target.prone -1", "ge-huber firer.to-hit 6", "ge-lang firer.braced +1",
               "ge-lang firer.not-under-fire +2", "ge-lang target.prone -1",
               "ge-lang firer.to-hit 7"}
        << QList<int> {3, 5} << "Baker team" << 2 << QStringList {"br-gray=1", "br-ellis=1"}
        << QList<int> {1, 2} << 0
        << QStringList {"ge-huber:attack-roll(passed)", "ge-huber:fired",
               "ge-lang:attack-roll(failed)", "ge-lang:fired", "br-gray:hit", "br-ellis:hit",
               "br-ellis:under-fire", "br-fox:under-fire", "br-gray:under-fire",
               "br-gray:wound-roll", "br-gray:light-wound", "br-ellis:wound-roll",
               "br-ellis:light-wound"}
        << QStringList {"firing from a prepared position", "prone target"};
    // An elite sniper (+1, hits on 6) aims at the officer alone: -3, and only he is hit.
    QTest::newRow("step 11: one specific figure")
        << 11 << QStringList {"br-kemp"} << "ge-weber"
        << "" << true << QList<int> {4, 3}
        << QStringList {"br-kemp firer.elite +1", "br-kemp firer.braced +1",
               "br-kemp firer.not-under-fire +2", "br-kemp target.quality -1",
               "br-kemp target.specific -3", "br-kemp firer.to-hit 6"}
        << QList<int> {6} << "Headquarters" << 1 << QStringList {"ge-weber=1"} << QList<int> {2}
        << 0
        << QStringList {"br-kemp:attack-roll(passed)", "br-kemp:fired", "ge-weber:hit",
               "ge-vogt:under-fire", "ge-weber:under-fire", "ge-weber:wound-roll",
               "ge-weber:light-wound"}
        << QStringList {"Elite troops", "one specific figure, Leutnant Weber"};
    // Direct fire +2, a light wound -2, the prepared position -4; still under fire from last round.
    QTest::newRow("step 13: direct fire at a prepared position")
        << 13 << QStringList {"br-dunn", "br-hale"} << "ge-huber"
        << "direct" << false << QList<int> {5, 5, 6, 2}
        << QStringList {"br-dunn firer.wound -2", "br-dunn firer.fire-type +2",
               "br-dunn target.quality -1", "br-dunn target.cover -4", "br-dunn firer.to-hit 7",
               "br-hale firer.fire-type +2", "br-hale target.quality -1", "br-hale target.cover -4",
               "br-hale firer.to-hit 6"}
        << QList<int> {12, 9} << "MG team" << 0 << QStringList {} << QList<int> {} << 0
        << QStringList {"br-dunn:attack-roll(failed)", "br-dunn:fired",
               "br-hale:attack-roll(failed)", "br-hale:fired", "ge-huber:under-fire",
               "ge-lang:under-fire"}
        << QStringList {"received a light wound", "direct fire", "target in a prepared position"};
    // Fired at in round 1 only: the +2 is back in round 3, with the braced +1; the light wounds of
    // round 1 -2. Hale is killed.
    QTest::newRow("step 15: not under fire again two rounds later")
        << 15 << QStringList {"ge-adler", "ge-bauer"} << "br-hale"
        << "" << false << QList<int> {3, 1, 5, 3}
        << QStringList {"ge-adler firer.braced +1", "ge-adler firer.not-under-fire +2",
               "ge-adler firer.wound -2", "ge-adler target.quality -1", "ge-adler firer.to-hit 7",
               "ge-bauer firer.braced +1", "ge-bauer firer.not-under-fire +2",
               "ge-bauer firer.wound -2", "ge-bauer target.quality -1", "ge-bauer firer.to-hit 8"}
        << QList<int> {7, 8} << "Able team" << 1 << QStringList {"br-hale=1"} << QList<int> {6} << 1
        << QStringList {"ge-adler:attack-roll(failed)", "ge-adler:fired",
               "ge-bauer:attack-roll(passed)", "ge-bauer:fired", "br-hale:hit", "br-ash:under-fire",
               "br-birch:under-fire", "br-dunn:under-fire", "br-hale:under-fire",
               "br-hale:wound-roll", "br-hale:killed"}
        << QStringList {
               "not under fire", "Sgt. Hale's wound roll: 6, killed: removed from the map"};
    // In a building and moving into or out of sight: hard cover -3 only. Sommer is down: both hits
    // fall on Roth, down and then, down already, killed.
    QTest::newRow("step 17: only the best cover counts")
        << 17 << QStringList {"br-ellis", "br-fox"} << "ge-roth"
        << "" << false << QList<int> {5, 5, 3, 6}
        << QStringList {"br-ellis firer.braced +1", "br-ellis firer.wound -2",
               "br-ellis target.quality +1", "br-ellis target.cover -3", "br-ellis firer.to-hit 7",
               "br-fox firer.braced +1", "br-fox target.quality +1", "br-fox target.cover -3",
               "br-fox firer.to-hit 7", "ge-sommer target.down"}
        << QList<int> {10, 8} << "Scout team" << 2 << QStringList {"ge-roth=2"} << QList<int> {4, 5}
        << 1
        << QStringList {"br-ellis:attack-roll(passed)", "br-ellis:fired",
               "br-fox:attack-roll(passed)", "br-fox:fired", "ge-roth:hit", "ge-sommer:under-fire",
               "ge-roth:under-fire", "ge-roth:wound-roll", "ge-roth:wound-roll", "ge-roth:killed"}
        << QStringList {"target in hard cover (Building): only the best cover counts",
               "Schütze Sommer is down: the hits fall on the figures of Scout team still fighting",
               "Schütze Roth's wound roll: 4, down, out of action",
               "Schütze Roth's wound roll: 5, already down, killed"};
    // Close factors +2 (submachine gun) and +1 (rifle) at 4 inches; snake eyes miss though 7 would
    // hit. Kurz is down: Bauer takes two hits (a second light wound, then stays down), Adler one.
    QTest::newRow("step 18: close range, a burst and snake eyes")
        << 18 << QStringList {"br-moss", "br-nash"} << "ge-bauer"
        << "" << false << QList<int> {2, 2, 1, 1}
        << QStringList {"br-moss firer.braced +1", "br-moss firer.not-under-fire +2",
               "br-moss firer.close +2", "br-moss target.quality +1", "br-moss firer.to-hit 8",
               "br-nash firer.braced +1", "br-nash firer.not-under-fire +2",
               "br-nash firer.close +1", "br-nash target.quality +1", "br-nash firer.to-hit 6",
               "ge-kurz target.down"}
        << QList<int> {2, 1} << "Rifle team" << 3 << QStringList {"ge-bauer=2", "ge-adler=1"}
        << QList<int> {2, 4, 5} << 2
        << QStringList {"br-moss:attack-roll(passed)", "br-moss:fired",
               "br-nash:attack-roll(failed)", "br-nash:fired", "ge-bauer:hit", "ge-adler:hit",
               "ge-bauer:under-fire", "ge-adler:under-fire", "ge-kurz:under-fire",
               "ge-bauer:wound-roll", "ge-bauer:wound-roll", "ge-bauer:down", "ge-bauer:down",
               "ge-bauer:down", "ge-adler:wound-roll", "ge-adler:killed"}
        << QStringList {"close range, 4 inches: Submachine gun close factor",
               "close range, 4 inches: Rifle close factor", "snake eyes, always a miss",
               "Schütze Bauer's wound roll: 2, a second light wound: down",
               "Schütze Bauer's wound roll: 4, already down, stays down",
               "Gefreiter Adler's wound roll: 5, killed",
               "Rifle team: 2 figures down or killed (Schütze Bauer down, Gefreiter Adler killed)"};
    // The figure in the foxhole sits out: the target is outside its 90 degree arc; panic fire -3.
    QTest::newRow("step 19: panic fire, and the arc of the position")
        << 19 << QStringList {"ge-huber", "ge-lang"} << "br-nash"
        << "panic" << false << QList<int> {5, 4}
        << QStringList {"ge-huber firer.sits-out", "ge-lang firer.braced +1",
               "ge-lang firer.fire-type -3", "ge-lang target.quality -1", "ge-lang firer.to-hit 7"}
        << QList<int> {10} << "Charlie team" << 0 << QStringList {} << QList<int> {} << 0
        << QStringList {"ge-lang:attack-roll(failed)", "ge-lang:fired", "br-moss:under-fire",
               "br-nash:under-fire"}
        << QStringList {
               "cannot fire outside the 90 degree arc of its prepared position", "panic fire"};
    // Submachine gun at 22 inches, extreme: -4; the pistol is beyond twice its 6 inches: no hit
    // even on 12, so no score is needed at all. Irwin goes down.
    QTest::newRow("step 20: extreme range and beyond twice the range")
        << 20 << QStringList {"ge-weber", "ge-vogt"} << "br-irwin"
        << "" << false << QList<int> {6, 6, 5, 4}
        << QStringList {"ge-weber firer.braced +1", "ge-weber firer.wound -2",
               "ge-weber firer.beyond no hit", "ge-weber firer.to-hit 6", "ge-vogt firer.braced +1",
               "ge-vogt firer.extreme -4", "ge-vogt firer.to-hit 6"}
        << QList<int> {9} << "Vickers team" << 1 << QStringList {"br-irwin=1"} << QList<int> {3}
        << 1
        << QStringList {"ge-weber:attack-roll(failed)", "ge-weber:fired",
               "ge-vogt:attack-roll(passed)", "ge-vogt:fired", "br-irwin:hit",
               "br-irwin:under-fire", "br-irwin:wound-roll", "br-irwin:down", "br-irwin:down"}
        << QStringList {"extreme range, 22 inches (effective 12)",
               "beyond twice the Pistol's effective 6 inches: no hit is possible",
               "11 against 6: beyond twice the effective range, no hit",
               "Pte. Irwin's wound roll: 3, down, out of action"};
}

void TestSkirmishExamples::fireStep()
{
    QFETCH(int, step);
    QFETCH(QStringList, actors);
    QFETCH(QString, target);
    QFETCH(QString, fireType);
    QFETCH(bool, specific);
    QFETCH(QList<int>, dice);
    QFETCH(QStringList, modifiers);
    QFETCH(QList<int>, scoreNeeded);
    QFETCH(QString, team);
    QFETCH(int, hits);
    QFETCH(QStringList, hitsPerFigure);
    QFETCH(QList<int>, wounds);
    QFETCH(int, lost);
    QFETCH(QStringList, effects);
    QFETCH(QStringList, says);

    const QJsonArray steps = replay(tutorial)["steps"].toArray();
    QVERIFY(step >= 1 && step <= steps.size());
    const QJsonObject s = steps[step - 1].toObject();
    QCOMPARE(s["step"].toInt(), step);
    QCOMPARE(s["action"].toString(), QStringLiteral("fire"));
    QVERIFY2(s["legal"].toBool(), qPrintable(s["whyNot"].toString()));
    QCOMPARE(strings(s["actors"].toArray()), actors);
    QCOMPARE(s["targetUnit"].toString(), target);
    QCOMPARE(s["params"].toObject()["fireType"].toString(), fireType);
    QCOMPARE(s["params"].toObject()["specific"].toBool(), specific);
    QCOMPARE(faces(s), dice + wounds);
    QCOMPARE(facesFor(s, "wound roll of"), wounds);

    QCOMPARE(::modifiers(s), modifiers);
    // The tutorial brings no weapons table: what is read from HexFire's placeholder one (a
    // weapon's close factor and effective range) is tagged not official, and nothing else is.
    for (const QJsonValue &v : s["modifiers"].toArray()) {
        const QJsonObject m = v.toObject();
        const QString key = m["key"].toString();
        const bool fromWeapons = key == QLatin1String("firer.close")
            || key == QLatin1String("firer.extreme") || key == QLatin1String("firer.beyond");
        QVERIFY2(m["notOfficial"].toBool() == fromWeapons,
            qPrintable(QStringLiteral("%1 %2: notOfficial %3")
                           .arg(m["source"].toString(), key)
                           .arg(m["notOfficial"].toBool())));
    }
    QList<int> needed;
    for (const QString &a : actors)
        needed += finals(s, "skirmish.score-needed", a);
    QCOMPARE(needed, scoreNeeded);

    // Each figure's score needed is its To-Hit number less the sum of its modifiers, and its
    // attack roll is its two dice plus that sum.
    QMap<QString, int> toHit;
    QMap<QString, int> sum;
    for (const QJsonValue &v : s["modifiers"].toArray()) {
        const QJsonObject m = v.toObject();
        const QString figure = m["source"].toString();
        if (m["key"].toString() == "firer.to-hit")
            toHit[figure] = m["number"].toInt();
        else if (m.contains("number"))
            sum[figure] += m["number"].toInt();
    }
    QStringList firing;
    for (const QString &a : actors) {
        if (toHit.contains(a)) {
            firing.append(a);
            // A figure beyond twice its range can hit on no score: none is given.
            const QList<int> need = finals(s, "skirmish.score-needed", a);
            QVERIFY(need.isEmpty() || need == QList<int> {toHit[a] - sum[a]});
        }
    }
    QCOMPARE(dice.size(), 2 * firing.size());
    // Counted for the first figure that fires (the first actor may sit out).
    QCOMPARE(finals(s, "skirmish.firing", firing.first()), QList<int> {int(firing.size())});
    int rolled = 0;
    int figure = 0;
    for (const QJsonValue &v : s["effects"].toArray()) {
        const QJsonObject e = v.toObject();
        if (e["effect"].toString() != "attack-roll")
            continue;
        const QString who = e["unit"].toString();
        QCOMPARE(who, firing[figure]);
        const QJsonObject check = e["check"].toObject();
        QCOMPARE(check["roll"].toInt(), dice[2 * figure] + dice[2 * figure + 1] + sum[who]);
        QCOMPARE(check["target"].toInt(), toHit[who]);
        QCOMPARE(check["passed"].toBool(), e["count"].toInt() > 0);
        rolled += e["count"].toInt();
        ++figure;
    }
    QCOMPARE(figure, int(firing.size()));

    // The hits: on the team, shared among its figures the firers see, the aimed one first.
    QCOMPARE(rolled, hits);
    QCOMPARE(finals(s, "skirmish.hits", team), QList<int> {hits});
    QCOMPARE(s["final"].toInt(), hits);
    QCOMPARE(s["outcome"].toString(), "hits-" + QString::number(hits));
    QCOMPARE(outcomeOf(s, "lost-"), "lost-" + QString::number(lost));
    QCOMPARE(::hitsPerFigure(s), hitsPerFigure);
    if (hits > 0)
        QVERIFY(hitsPerFigure.first().startsWith(target + "="));
    QCOMPARE(unitEffects(s), effects);

    QStringList explained;
    for (const QJsonValue &v : s["explanation"].toArray())
        explained.append(v.toObject()["label"].toString());
    for (const QString &text : says) {
        QVERIFY2(explained.join('\n').contains(text), qPrintable(text));
    }

    // Two odds tables on the team, the hits and the figures lost, each adding up to 1 and
    // offering the result rolled.
    QMap<QString, double> total; // by the kind of outcome
    QSet<QString> outcomes;
    for (const QJsonValue &v : s["odds"].toArray()) {
        const QJsonObject o = v.toObject();
        const double p = o["probability"].toDouble();
        QVERIFY2(p > -1e-9 && p < 1.0 + 1e-9, qPrintable(o["label"].toString()));
        QCOMPARE(o["subject"].toString(), team);
        total[o["outcome"].toString().section('-', 0, 0)] += p;
        outcomes.insert(o["outcome"].toString());
    }
    QCOMPARE(total.keys(), (QStringList {"hits", "lost"}));
    for (const double t : total)
        QVERIFY2(qAbs(t - 1.0) < 1e-9, qPrintable(QString::number(t, 'g', 17)));
    QVERIFY(outcomes.contains(s["outcome"].toString()));
    QVERIFY(outcomes.contains(outcomeOf(s, "lost-")));
}

void TestSkirmishExamples::statesAfterOrders_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("state"); // the order's choice, "" for the end of a round
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QStringList>("status"); // after the step, in the rule system's order
    QTest::addColumn<int>("facing"); // -1: none

    // Orders record how a figure moved, lies, is wounded or settles in (Table 3).
    QTest::newRow("step 3: moved up to half its move")
        << 3 << "set-movement"
        << "half"
        << "br-ellis" << QStringList {"moved-half"} << -1;
    QTest::newRow("step 4: moved half its move or more")
        << 4 << "set-movement"
        << "more"
        << "br-fox" << QStringList {"moved-more"} << -1;
    QTest::newRow("step 5: prone") << 5 << "set-posture"
                                   << "prone"
                                   << "br-gray" << QStringList {"prone"} << -1;
    // The foxhole faces west: vertex 9, between the south-west and north-west hexsides.
    QTest::newRow("step 7: occupying the foxhole") << 7 << "set-position"
                                                   << "occupying"
                                                   << "ge-huber" << QStringList {"occupying"} << 9;
    // End of round 1 (Braced Weapons; Firer not under fire; Prepared Positions).
    QTest::newRow("step 8: the Vickers stood still, braced")
        << 8 << "end-round"
        << ""
        << "br-irwin" << QStringList {"braced"} << -1;
    QTest::newRow("step 8: the Bren fired, not braced") << 8 << "end-round"
                                                        << ""
                                                        << "br-gray" << QStringList {"prone"} << -1;
    QTest::newRow("step 8: fired at this round, under fire last round")
        << 8 << "end-round"
        << ""
        << "br-ash" << QStringList {"under-fire-last"} << -1;
    QTest::newRow("step 8: the run in sight is forgotten")
        << 8 << "end-round"
        << ""
        << "ge-kurz" << QStringList {"under-fire-last", "down"} << -1;
    QTest::newRow("step 8: settled into the position")
        << 8 << "end-round"
        << ""
        << "ge-huber" << QStringList {"in-position"} << 9;
    QTest::newRow("step 12: a light wound set by hand")
        << 12 << "set-wound"
        << "wounded"
        << "br-dunn" << QStringList {"light-wound", "under-fire-last"} << -1;
    // End of round 2: the fire of round 1 has worn off; braced figures keep it when they fire.
    QTest::newRow("step 14: braced, no longer under fire")
        << 14 << "end-round"
        << ""
        << "br-ash" << QStringList {"braced"} << -1;
    QTest::newRow("step 14: fired this round, not braced") << 14 << "end-round"
                                                           << ""
                                                           << "br-hale" << QStringList {} << -1;
    QTest::newRow("step 14: prone since round 1, braced")
        << 14 << "end-round"
        << ""
        << "br-gray" << QStringList {"prone", "braced", "light-wound", "under-fire-last"} << -1;
    QTest::newRow("step 14: braced in round 1, fired in round 2, still braced")
        << 14 << "end-round"
        << ""
        << "ge-lang" << QStringList {"braced", "under-fire-last"} << -1;
    QTest::newRow("step 14: the Rifle team braced and clear of fire")
        << 14 << "end-round"
        << ""
        << "ge-adler" << QStringList {"braced", "light-wound"} << -1;
    QTest::newRow("step 14: a figure down braces nothing")
        << 14 << "end-round"
        << ""
        << "ge-kurz" << QStringList {"down"} << -1;
    QTest::newRow("step 16: moving into or out of sight")
        << 16 << "set-sight"
        << "into-out"
        << "ge-roth" << QStringList {"light-wound", "into-out-of-sight", "under-fire-last"} << -1;
}

void TestSkirmishExamples::statesAfterOrders()
{
    QFETCH(int, step);
    QFETCH(QString, action);
    QFETCH(QString, state);
    QFETCH(QString, unit);
    QFETCH(QStringList, status);
    QFETCH(int, facing);

    const QJsonObject doc = replay(tutorial, step);
    const QJsonArray steps = doc["steps"].toArray();
    QCOMPARE(steps.size(), step);
    const QJsonObject s = steps.last().toObject();
    QCOMPARE(s["action"].toString(), action);
    QVERIFY2(s["legal"].toBool(), qPrintable(s["whyNot"].toString()));
    QCOMPARE(s["params"].toObject()["state"].toString(), state);
    QVERIFY(s["rolls"].toArray().isEmpty());
    if (action == "end-round") {
        QVERIFY(s["actors"].toArray().isEmpty());
    } else {
        // An order changes its one figure only.
        QCOMPARE(strings(s["actors"].toArray()), QStringList {unit});
        QVERIFY(!s["effects"].toArray().isEmpty());
        for (const QJsonValue &v : s["effects"].toArray())
            QCOMPARE(v.toObject()["unit"].toString(), unit);
    }
    const QJsonObject u = ::unit(doc, unit);
    QCOMPARE(u["id"].toString(), unit);
    QCOMPARE(strings(u["status"].toArray()), status);
    QCOMPARE(u.contains("facing") ? u["facing"].toInt() : -1, facing);
}

void TestSkirmishExamples::woundsAfterFire_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QStringList>("status"); // after the step, in the rule system's order
    QTest::addColumn<bool>("killed"); // off the map

    // The wound table: 1-2 light wound, 3-4 down, 5-6 killed (HexFire's DEFAULT).
    QTest::newRow("step 1: 2, a light wound")
        << 1 << "ge-adler" << QStringList {"light-wound", "under-fire"} << false;
    QTest::newRow("step 6: 3, down, still on the map")
        << 6 << "ge-kurz" << QStringList {"moved-more", "far-in-sight", "under-fire", "down"}
        << false;
    QTest::newRow("step 9: 2 then 1, a second light wound puts him down")
        << 9 << "ge-sommer" << QStringList {"braced", "under-fire", "down"} << false;
    QTest::newRow("step 9: 1, a light wound")
        << 9 << "ge-roth" << QStringList {"braced", "light-wound", "under-fire"} << false;
    QTest::newRow("step 15: 6, killed") << 15 << "br-hale" << QStringList {"under-fire"} << true;
    QTest::newRow("step 17: 4 then 5, down and killed while down")
        << 17 << "ge-roth"
        << QStringList {"light-wound", "into-out-of-sight", "under-fire", "under-fire-last"}
        << true;
    QTest::newRow("step 17: down, the hits pass him over")
        << 17 << "ge-sommer" << QStringList {"braced", "under-fire", "under-fire-last", "down"}
        << false;
    QTest::newRow("step 18: 2 then 4, down, then stays down")
        << 18 << "ge-bauer" << QStringList {"braced", "fired", "under-fire", "down"} << false;
    QTest::newRow("step 18: 5, killed")
        << 18 << "ge-adler" << QStringList {"braced", "light-wound", "fired", "under-fire"} << true;
    QTest::newRow("step 18: down, not hit again")
        << 18 << "ge-kurz" << QStringList {"under-fire", "down"} << false;
    QTest::newRow("step 20: 3, down")
        << 20 << "br-irwin" << QStringList {"braced", "under-fire", "down"} << false;
}

void TestSkirmishExamples::woundsAfterFire()
{
    QFETCH(int, step);
    QFETCH(QString, unit);
    QFETCH(QStringList, status);
    QFETCH(bool, killed);

    const QJsonObject doc = replay(tutorial, step);
    const QJsonArray steps = doc["steps"].toArray();
    QCOMPARE(steps.size(), step);
    const QJsonObject s = steps.last().toObject();
    QCOMPARE(s["action"].toString(), QStringLiteral("fire"));
    QVERIFY2(s["legal"].toBool(), qPrintable(s["whyNot"].toString()));
    const QJsonObject u = ::unit(doc, unit);
    QCOMPARE(u["id"].toString(), unit);
    QCOMPARE(strings(u["status"].toArray()), status);
    QCOMPARE(u["eliminated"].toBool(), killed);
    // A figure killed leaves the map in this step; one down stays and counts as a loss.
    const QJsonArray effects = s["effects"].toArray();
    const bool diedHere = std::any_of(effects.begin(), effects.end(), [&](const QJsonValue &v) {
        return v.toObject()["unit"].toString() == unit
            && v.toObject()["effect"].toString() == "killed";
    });
    QCOMPARE(diedHere, killed);
}

void TestSkirmishExamples::narratedMustBrace()
{
    // Step 9's narration: in round 1 the Vickers is not braced yet, and a heavy machine gun must
    // be braced before it fires (Braced Weapons; the placeholder table's must-brace flag).
    const Run r = run({"odds", scenarios + tutorial, "--action", "fire", "--actor", "br-irwin",
        "--target", "ge-sommer", "--json"});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject doc = json(r);
    QVERIFY(!doc["legal"].toBool());
    QVERIFY2(doc["whyNot"].toString().contains("must be braced before it fires"),
        qPrintable(doc["whyNot"].toString()));
}

void TestSkirmishExamples::sandboxIsLargeAndVaried()
{
    const QJsonObject s = scenarioFile(sandbox);
    const QJsonObject map = s["map"].toObject();
    const int width = map["width"].toInt();
    const int height = map["height"].toInt();
    QVERIFY(width >= 20);
    QVERIFY(height >= 20);
    // The command line agrees: the far corner is on the map.
    const QString corner = QString(QChar('A' + width - 1)) + QString::number(height);
    const Run los = run({"los", scenarios + sandbox, "A1", corner});
    QVERIFY2(los.exitCode == 0, qPrintable(los.err));

    // Buildings, woods and brush are on the map, not only declared; hedges and walls on hexsides.
    QMap<QString, QString> symbols; // terrain id -> symbol
    for (const QJsonValue &v : map["terrainKinds"].toArray())
        symbols[v.toObject()["id"].toString()] = v.toObject()["symbol"].toString();
    const QString rows = strings(map["terrain"].toArray()).join("");
    for (const QString &id : QStringList {"building", "woods", "brush"}) {
        QVERIFY2(symbols.contains(id), qPrintable(id));
        QVERIFY2(rows.contains(symbols[id]), qPrintable(id));
    }
    QSet<QString> features;
    for (const QJsonValue &v : map["hexsides"].toArray())
        features.insert(v.toObject()["feature"].toString());
    QVERIFY(features.contains("hedge"));
    QVERIFY(features.contains("wall"));

    // Free play: no script.
    QVERIFY(replay(sandbox)["steps"].toArray().isEmpty());

    // Two sides of two or three teams, of mixed quality and weapons, a heavy machine gun and a
    // submachine gun among them.
    QMap<QString, QSet<QString>> teams;
    QMap<QString, QSet<QString>> qualities;
    QSet<QString> weapons;
    for (const QJsonValue &v : s["units"].toArray()) {
        const QJsonObject u = v.toObject();
        const QJsonObject p = u["skirmish"].toObject();
        teams[u["side"].toString()].insert(p["team"].toString());
        qualities[u["side"].toString()].insert(p["quality"].toString());
        weapons.insert(p["weapon"].toString());
    }
    QCOMPARE(teams.size(), 2);
    for (auto it = teams.cbegin(); it != teams.cend(); ++it) {
        QVERIFY2(it.value().size() >= 2 && it.value().size() <= 3, qPrintable(it.key()));
        QVERIFY2(qualities[it.key()].size() >= 3, qPrintable(it.key()));
    }
    QVERIFY(weapons.contains("hmg"));
    QVERIFY(weapons.contains("smg"));
    QVERIFY(weapons.size() >= 4);
}

QTEST_GUILESS_MAIN(TestSkirmishExamples)
#include "tst_skirmishexamples.moc"

// The round example (skirmish-round.json): the whole round of REFERENCE 3.6.2 as HexFire assumes
// it, with every roll and what it made of the figures.
void TestSkirmishExamples::roundStep_data()
{
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<QStringList>("outcomes");
    QTest::addColumn<QStringList>("says"); // in the explanation of the resolution

    QTest::newRow("1: the initiative, 9 against 5")
        << 1 << "next-phase" << QList<int> {5, 4, 2, 3} << QStringList {"initiative-br"}
        << QStringList {"the British side rolls 5 and 4 = 9, the German side rolls 2 and 3 = 5",
               "the British side activates the first team of the round"};
    QTest::newRow("2: a walk through woods, into sight")
        << 2 << "move" << QList<int> {} << QStringList {"moved"}
        << QStringList {"Enter E9: Woods, rough ground (twice the inches)",
               "moved half a walk or more this round", "moves into the enemy's sight",
               "this activates 1st Section"};
    QTest::newRow("3: interrupt fire, a light wound, the reaction passes")
        << 3 << "fire" << QList<int> {4, 3, 3, 2, 2, 5, 4}
        << QStringList {"hits-1", "lost-0", "reaction-passes"}
        << QStringList {"fires out of turn at the figure that moved",
               "Uffz. Krause: extreme range, 18 inches (effective 12)",
               "only the best cover counts", "Gefr. Lang rolls 4 and 3 +2 = 9 against 7: 1 hit",
               "Uffz. Krause rolls 3 and 2 -2 = 3 against 6: No hit",
               "Pte. Moss's wound roll: 2, a light wound", "one figure hit by this attack",
               "5 and 4 -1 = 8 against 7; 1st Section passes"};
    QTest::newRow("4: the Bren, exactly one hit, Lang down, the reaction fails")
        << 4 << "fire" << QList<int> {4, 3, 3, 3, 2}
        << QStringList {"hits-1", "lost-1", "reaction-fails"}
        << QStringList {"L/Cpl. Dunn rolls 4 and 3 +0 = 7 against 7: 1 hit",
               "Gefr. Lang's wound roll: 3, down, out of action",
               "3 and 2 -1 = 4 against 7; Gruppe Krause fails"};
    QTest::newRow("5: taking cover in reaction")
        << 5 << "set-posture" << QList<int> {} << QStringList {"set-posture"}
        << QStringList {"Uffz. Krause: Prone"};
    QTest::newRow("6: the activation ends")
        << 6 << "end-activation" << QList<int> {} << QStringList {}
        << QStringList {"the British side hands over"};
    QTest::newRow("7: the machine gun misses, the reaction passes")
        << 7 << "fire" << QList<int> {1, 2, 4, 4}
        << QStringList {"hits-0", "lost-0", "reaction-passes"}
        << QStringList {"this activates MG post", "Sch. Vogt rolls 1 and 2 +2 = 5 against 7",
               "4 and 4 +0 = 8 against 7; 1st Section passes"};
    QTest::newRow("8: the last activation ends")
        << 8 << "end-activation" << QList<int> {} << QStringList {}
        << QStringList {"the German side hands over"};
    QTest::newRow("9: the end of the Activations phase")
        << 9 << "next-phase" << QList<int> {} << QStringList {}
        << QStringList {"Round 1, End of round phase"};
    QTest::newRow("10: braced weapons, a broken team, the concession")
        << 10 << "next-phase" << QList<int> {2, 3} << QStringList {"breaks"}
        << QStringList {"Cpl. Hale stood still without firing: its weapon is braced",
               "Pte. Kerr stood still without firing", "Gruppe Krause tests its morale as Veteran",
               "2 and 3 +0 = 5 against 6; Gruppe Krause breaks",
               "The German side has lost 2 of its 3 figures (down, killed or broken): it "
               "concedes."};
}

void TestSkirmishExamples::roundStep()
{
    QFETCH(int, step);
    QFETCH(QString, action);
    QFETCH(QList<int>, dice);
    QFETCH(QStringList, outcomes);
    QFETCH(QStringList, says);

    const QJsonArray steps = replay(roundExample)["steps"].toArray();
    QCOMPARE(steps.size(), 10);
    const QJsonObject s = steps.at(step - 1).toObject();
    QVERIFY2(s["legal"].toBool(), qPrintable(s["whyNot"].toString()));
    QCOMPARE(s["action"].toString(), action);
    QCOMPARE(faces(s), dice);
    QStringList got;
    for (const QJsonValue &v : s["outcomes"].toArray())
        got.append(v.toObject()["outcome"].toString());
    QCOMPARE(got, outcomes);
    QStringList lines;
    for (const QJsonValue &v : s["explanation"].toArray())
        lines.append(v.toObject()["label"].toString());
    const QString explanation = lines.join('\n');
    for (const QString &text : says)
        QVERIFY2(explanation.contains(text), qPrintable(text + "\n" + explanation));
    // Each roll is told in the narration, with display names only.
    const QString narration = s["narration"].toString();
    QVERIFY2(narration.size() > 100, qPrintable(s["title"].toString()));
    for (qsizetype i = 0; i + 1 < dice.size() && action == "fire"; i += 2) {
        // The attack dice, then the wound rolls, then the reaction's two dice.
        QVERIFY2(narration.contains(QString::number(dice[i])), qPrintable(narration));
    }
    for (const QJsonValue &v : replay(roundExample)["units"].toArray())
        QVERIFY(!narration.contains(v.toObject()["id"].toString()));
}

void TestSkirmishExamples::roundNarrationQuotesTheOdds()
{
    // Every percentage the narration quotes is one the core gave before the roll: a chance of an
    // outcome, or of at least one hit.
    const QRegularExpression percent(QStringLiteral("(\\d+\\.\\d\\d)%"));
    int quoted = 0;
    for (const QJsonValue &v : replay(roundExample)["steps"].toArray()) {
        const QJsonObject s = v.toObject();
        QStringList known;
        for (const QJsonValue &o : s["odds"].toArray()) {
            const QJsonObject odd = o.toObject();
            const double p = odd["probability"].toDouble();
            known.append(QString::number(100 * p, 'f', 2));
            if (odd["outcome"].toString() == "hits-0")
                known.append(QString::number(100 * (1 - p), 'f', 2));
        }
        auto it = percent.globalMatch(s["narration"].toString());
        while (it.hasNext()) {
            const QString n = it.next().captured(1);
            QVERIFY2(known.contains(n), qPrintable(s["title"].toString() + ": " + n + "%"));
            ++quoted;
        }
    }
    QCOMPARE(quoted, 9);
}

void TestSkirmishExamples::roundEndsInConcession()
{
    const QJsonObject doc = replay(roundExample);
    const QJsonObject result = doc["result"].toObject();
    QVERIFY(result["over"].toBool());
    QCOMPARE(result["winner"].toString(), QStringLiteral("br"));
    QCOMPARE(result["headline"].toString(), QStringLiteral("British victory"));
    QVERIFY(doc["victoryConditions"].toString().contains("The game lasts 6 rounds."));
    // What the round left on the figures: a light wound, a figure down, a broken team gone prone,
    // weapons braced by those who stood still.
    const auto status = [&](const QString &id) {
        QStringList out;
        for (const QJsonValue &v : unit(doc, id)["status"].toArray())
            out.append(v.toString());
        return out;
    };
    QVERIFY(status("br-moss").contains("light-wound"));
    QCOMPARE(unit(doc, "br-moss")["hex"].toString(), QStringLiteral("E9"));
    QVERIFY(status("ge-lang").contains("down"));
    QVERIFY(status("ge-krause").contains("broken"));
    QVERIFY(status("ge-krause").contains("prone"));
    QVERIFY(status("br-hale").contains("braced"));
    QVERIFY(status("br-kerr").contains("braced"));
    QVERIFY(!status("br-dunn").contains("braced"));
    QVERIFY(status("ge-vogt").isEmpty());
}

void TestSkirmishExamples::sandboxPlayedForTwoRounds()
{
    // The sandbox as it was played in the window for two rounds and saved (tests/data): the
    // replay takes every step again with the dice the game recorded, to round 3's initiative.
    const Run r = run({"replay", fixtures + "skirmish-sandbox-two-rounds.json", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject doc = json(r);
    QCOMPARE(doc["position"].toString(), QStringLiteral("Round 3 of 3 · Initiative phase"));
    QStringList got;
    for (const QJsonValue &v : doc["steps"].toArray()) {
        const QJsonObject step = v.toObject();
        QVERIFY2(step["legal"].toBool(), qPrintable(step["whyNot"].toString()));
        QString line = step["action"].toString();
        for (const QJsonValue &o : step["outcomes"].toArray())
            line += " " + o.toObject()["outcome"].toString();
        got.append(line);
    }
    QCOMPARE(got,
        (QStringList {"next-phase initiative-ge", "move moved", "end-activation", "move moved",
            "next-phase", "next-phase", "next-phase initiative-br",
            "fire hits-4 lost-2 reaction-pinned", "end-activation", "next-phase", "next-phase"}));
    const QJsonArray steps = doc["steps"].toArray();
    QCOMPARE(faces(steps.at(7).toObject()), (QList<int> {4, 4, 1, 4, 5, 2, 3, 2, 2, 5}));
    // Schütze Neu, who walked into the brush in round 1, was killed in round 2; his squad, pinned,
    // stays down through round 3; those who stood still are braced.
    QVERIFY(unit(doc, "ge-sch-neu")["eliminated"].toBool());
    const auto status = [&](const char *id) {
        QStringList out;
        for (const QJsonValue &v : unit(doc, id)["status"].toArray())
            out.append(v.toString());
        return out;
    };
    QVERIFY(status("ge-gefr-mayer").contains("down"));
    QVERIFY(status("ge-uffz-lenz").contains("pinned"));
    QVERIFY(status("br-lt-marsh").contains("braced"));
    QVERIFY(status("ge-sch-voss").contains("braced"));
}
