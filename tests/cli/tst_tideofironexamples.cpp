// Golden replays of the bundled Tide of Iron examples (resources/scenarios/toi-*.json) through
// hexfire-cli: every scripted attack checked number by number (who attacks, the attack dice and
// what they succeed on, the cover dice, the successes, the net hits, the figures removed, the
// vehicle damage, fatigue and spent Op Fire tokens, the units afterwards, the odds) against the
// seed's examples (REFERENCE 4.4: TOI-01 concentrated attack, TOI-02 Fire and Movement, TOI-03
// least favourable range, TOI-04 combined Op Fire against a tank, TOI-05 Concussive Firepower)
// with the placeholder vehicle values and cover of resources/rulesets/tideofiron/tables.json. A
// change to the rules core or the tables that moves one of these numbers has to change the
// example's narration too.
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
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace clitest;

namespace {

const QString concentrated = QStringLiteral("toi-concentrated-attack.json");
const QString fireAndMovement = QStringLiteral("toi-fire-and-movement.json");
const QString opFireTank = QStringLiteral("toi-op-fire-tank.json");
const QString leastFavourable = QStringLiteral("toi-least-favourable-range.json");
const QString concussive = QStringLiteral("toi-concussive-firepower.json");
const QString sandbox = QStringLiteral("toi-sandbox.json");
const QString wholeRound = QStringLiteral("toi-round.json");
const QStringList scriptedExamples {
    concentrated, fireAndMovement, opFireTank, leastFavourable, concussive};

/** The one value of the final `key` for `subject`, or -1 when there is not exactly one. */
int finalOf(const QJsonObject &step, const QString &key, const QString &subject)
{
    const QList<int> values = finals(step, key, subject);
    return values.size() == 1 ? values.first() : -1;
}

/** The faces of the rolls whose purpose starts with `purpose`, in order. */
QList<int> facesFor(const QJsonObject &step, const QString &purpose)
{
    QList<int> out;
    for (const QJsonValue &v : step["rolls"].toArray()) {
        const QJsonObject r = v.toObject();
        if (r["purpose"].toString().startsWith(purpose))
            out.append(r["face"].toInt());
    }
    return out;
}

/** Faces as a narration says them: "5, 6, 1 and 3". */
QString spoken(const QList<int> &faces)
{
    QStringList parts;
    for (const int f : faces)
        parts.append(QString::number(f));
    if (parts.size() < 2)
        return parts.join("");
    const QString last = parts.takeLast();
    return parts.join(", ") + " and " + last;
}

/** Every effect on a unit: "unit:effect:change", then "=status", " count" and " (note)" when the
 *  effect has them. */
QStringList effects(const QJsonObject &step)
{
    QStringList out;
    for (const QJsonValue &v : step["effects"].toArray()) {
        const QJsonObject e = v.toObject();
        if (e["unit"].isNull())
            continue;
        QString s
            = e["unit"].toString() + ":" + e["effect"].toString() + ":" + e["change"].toString();
        if (e.contains("status"))
            s += "=" + e["status"].toString();
        if (e.contains("count"))
            s += " " + QString::number(e["count"].toInt());
        if (e.contains("note"))
            s += " (" + e["note"].toString() + ")";
        out.append(s);
    }
    return out;
}

/** "subject:outcome" for every outcome of the step, in order. */
QStringList outcomes(const QJsonObject &step)
{
    QStringList out;
    for (const QJsonValue &v : step["outcomes"].toArray())
        out.append(v.toObject()["subject"].toString() + ":" + v.toObject()["outcome"].toString());
    return out;
}

/** "id strength/max [status,...] damage n" for every unit, in file order, with "eliminated". */
QStringList unitsOf(const QJsonObject &doc)
{
    QStringList out;
    for (const QJsonValue &v : doc["units"].toArray()) {
        const QJsonObject u = v.toObject();
        QString s = u["id"].toString() + " " + QString::number(u["strength"].toInt()) + "/"
            + QString::number(u["maxStrength"].toInt()) + " ["
            + strings(u["status"].toArray()).join(",") + "] damage "
            + QString::number(u["damage"].toInt());
        if (u["eliminated"].toBool())
            s += " eliminated";
        out.append(s);
    }
    return out;
}

/** The labels of the explanation lines, one per line. */
QString explained(const QJsonObject &step)
{
    QStringList out;
    for (const QJsonValue &v : step["explanation"].toArray())
        out.append(v.toObject()["label"].toString());
    return out.join('\n');
}

/** The modifier line with `key` for unit `source` in an odds or replay answer (empty: none). */
QJsonObject modifier(const QJsonObject &doc, const QString &key, const QString &source)
{
    for (const QJsonValue &v : doc["modifiers"].toArray()) {
        const QJsonObject m = v.toObject();
        if (m["key"].toString() == key && m["source"].toString() == source)
            return m;
    }
    return {};
}

/** Every odds table of a step adds up to 1; returns the outcomes of each table by title. */
QMap<QString, QSet<QString>> checkOdds(const QJsonArray &odds)
{
    QMap<QString, double> totals;
    QMap<QString, QSet<QString>> tables;
    for (const QJsonValue &v : odds) {
        const QJsonObject o = v.toObject();
        const double p = o["probability"].toDouble();
        const QString table = o["subject"].toString() + ": " + o["title"].toString();
        if (p < -1e-12 || p > 1.0 + 1e-12)
            qWarning("%s: %s has probability %g", qPrintable(table),
                qPrintable(o["label"].toString()), p);
        totals[table] += p;
        tables[table].insert(o["outcome"].toString());
    }
    for (auto it = totals.cbegin(); it != totals.cend(); ++it) {
        if (qAbs(it.value() - 1.0) > 1e-9) {
            qWarning("%s adds up to %s", qPrintable(it.key()),
                qPrintable(QString::number(it.value(), 'g', 17)));
            tables.remove(it.key());
        }
    }
    return tables;
}

} // namespace

class TestTideOfIronExamples : public QObject {
    Q_OBJECT

private slots:
    void validates_data();
    void validates();
    void aWholeRound();
    void narration_data();
    void narration();
    void attackStep_data();
    void attackStep();
    void endOfRound();
    void fireAndMovementNotAtLongRange();
    void leadAloneAtCloseRange();
    void higherGroundVariant();
    void sandboxIsLargeAndVaried();
};

void TestTideOfIronExamples::validates_data()
{
    QTest::addColumn<QString>("file");
    // Every bundled Tide of Iron file, so that a new one is validated without a new row.
    const QStringList files = QDir(scenarios).entryList({"toi-*.json"}, QDir::Files);
    for (const QString &f : scriptedExamples + QStringList {sandbox})
        QVERIFY2(files.contains(f), qPrintable(f + " is missing"));
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestTideOfIronExamples::validates()
{
    QFETCH(QString, file);
    const Run r = run({"validate", scenarios + file});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), scenarios + file + ": ok");
    // The vehicle values and most cover values are placeholders, and every description says so.
    const QJsonObject s = scenarioFile(file);
    QCOMPARE(s["ruleset"].toString(), QStringLiteral("tideofiron"));
    const QString description = s["description"].toString();
    QVERIFY2(description.contains("placeholders, not the official ones"), qPrintable(file));
    QVERIFY2(description.contains("vehicle values"), qPrintable(file));
    const QJsonObject map = s["map"].toObject();
    QCOMPARE(map["orientation"].toString(), QStringLiteral("flat-top"));
    QCOMPARE(map["labels"].toString(), QStringLiteral("letter-number"));
    // The examples retell an example of the rules on a small map.
    if (file != sandbox && file != wholeRound) {
        QVERIFY2(description.contains("played out"), qPrintable(file));
        QVERIFY(map["width"].toInt() <= 14 && map["height"].toInt() <= 10);
    }
}

void TestTideOfIronExamples::aWholeRound()
{
    // "A Tide of Iron round": two action turns, Op Fire in the hex entered, a machine-gun crew
    // firing alone, an assault, and the Command and Status phases into round 2.
    const QJsonObject doc = replay(wholeRound);
    const QJsonArray steps = doc["steps"].toArray();
    QCOMPARE(steps.size(), 13);
    for (const QJsonValue &v : steps)
        QVERIFY2(v.toObject()["legal"].toBool(), qPrintable(v.toObject()["title"].toString()));
    // After three American actions the Germans act: the Op Fire reply names the hex entered.
    const QJsonObject opFire = steps[4].toObject();
    QCOMPARE(opFire["params"].toObject()["mode"].toString(), QStringLiteral("op-fire"));
    QCOMPARE(opFire["params"].toObject()["at"].toString(), QStringLiteral("K12"));
    // The crew alone: its range 5, normal range at 5 hexes (the whole squad would be at long).
    const QJsonObject crew = steps[5].toObject();
    QCOMPARE(finalOf(crew, "toi.success", "ger-vogel"), 5);
    QCOMPARE(finalOf(crew, "toi.dice", "ger-vogel"), 4);
    // The assault: the attacker wins by hits, the defender retreats, the squad advances.
    QVERIFY(outcomes(steps[7].toObject()).contains(QStringLiteral("K12:attacker-wins")));
    // Round 2: every token off, the reinforcement on the map.
    bool fourth = false;
    for (const QJsonValue &v : doc["units"].toArray()) {
        const QJsonObject u = v.toObject();
        QVERIFY2(
            !strings(u["status"].toArray()).contains("fatigued"), qPrintable(u["id"].toString()));
        fourth = fourth || u["id"].toString() == QStringLiteral("us-4th-squad");
    }
    QVERIFY(fourth);
}

void TestTideOfIronExamples::narration_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : scriptedExamples + QStringList {wholeRound})
        QTest::newRow(qPrintable(f)) << f;
}

void TestTideOfIronExamples::narration()
{
    // What the timeline shows a newcomer: a title and plain sentences with display names, the
    // dice as rolled and the odds as the replay printed them.
    QFETCH(QString, file);
    const QJsonObject doc = replay(file);
    const QJsonArray steps = doc["steps"].toArray();
    QVERIFY(!steps.isEmpty());
    QStringList unitIds;
    for (const QJsonValue &v : doc["units"].toArray())
        unitIds.append(v.toObject()["id"].toString());
    static const QRegularExpression percent(QStringLiteral("(\\d+\\.\\d\\d)%"));
    for (const QJsonValue &v : steps) {
        const QJsonObject step = v.toObject();
        QVERIFY2(step["legal"].toBool(), qPrintable(step["whyNot"].toString()));
        const QString title = step["title"].toString();
        const QString narration = step["narration"].toString();
        QVERIFY(!title.isEmpty());
        QVERIFY2(narration.size() > 100, qPrintable(title));
        QVERIFY2(!narration.contains("(s)"), qPrintable(title));
        for (const QString &id : unitIds)
            QVERIFY2(!narration.contains(id) && !title.contains(id), qPrintable(title + ": " + id));
        if (step["action"].toString() != "attack")
            continue;
        QVERIFY2(narration.contains("(Determining range)"), qPrintable(title));
        const QString attack = spoken(facesFor(step, "attack die"));
        QVERIFY2(narration.contains(attack), qPrintable(title + ": " + attack));
        const QList<int> cover = facesFor(step, "cover die");
        if (!cover.isEmpty())
            QVERIFY2(narration.contains(spoken(cover)), qPrintable(title + ": " + spoken(cover)));
        // Every chance the narration quotes is one of the step's odds, to the hundredth.
        QSet<QString> odds;
        for (const QJsonValue &o : step["odds"].toArray())
            odds.insert(QString::number(o.toObject()["probability"].toDouble() * 100.0, 'f', 2));
        int quoted = 0;
        for (auto it = percent.globalMatch(narration); it.hasNext(); ++quoted) {
            const QString p = it.next().captured(1);
            QVERIFY2(odds.contains(p), qPrintable(title + ": " + p + "%"));
        }
        QVERIFY2(quoted >= 3, qPrintable(title));
    }
}

void TestTideOfIronExamples::attackStep_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<QStringList>("actors"); // the lead first
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("remove"); // the defender's choice, "" when none
    QTest::addColumn<QList<int>>("dice"); // attack dice, then cover dice
    QTest::addColumn<int>("attackDice"); // toi.dice
    QTest::addColumn<int>("success"); // toi.success: what an attack die needs
    QTest::addColumn<int>("cover"); // toi.cover
    QTest::addColumn<int>("hits"); // toi.hits
    QTest::addColumn<int>("saves"); // toi.saves
    QTest::addColumn<int>("net"); // toi.net
    QTest::addColumn<QStringList>("outcomes");
    QTest::addColumn<QStringList>("effects");
    QTest::addColumn<QStringList>("after"); // every unit after the step
    QTest::addColumn<QStringList>("says"); // in the explanation of the resolution

    // TOI-01: 4 regulars, 4 hexes (normal, 5+) against woods (2 cover dice): 5 6 1 3 = 2
    // successes, 6 2 = 1 cover success, 1 hit; the German player removes a regular.
    QTest::newRow("TOI-01 concentrated attack")
        << concentrated << 1 << QStringList {"us-1st-squad"} << "ger-1st-gruppe"
        << "concentrated"
        << "regular" << QList<int> {5, 6, 1, 3, 6, 2} << 4 << 5 << 2 << 2 << 1 << 1
        << QStringList {"ger-1st-gruppe:net-1", "ger-1st-gruppe:removed-1"}
        << QStringList {"ger-1st-gruppe:figures-removed:strength-lost 1 (Regular)",
               "ger-1st-gruppe:figures-removed:profile-changed (left: 3)",
               "us-1st-squad:fatigued:status-set=fatigued"}
        << QStringList {"us-1st-squad 4/4 [fatigued] damage 0", "ger-1st-gruppe 3/4 [] damage 0"}
        << QStringList {"1st Squad: 4 hexes, normal range: dice succeed on 5+",
               "Gruppe Krause in Woods rolls 2 cover dice",
               "attack dice 5, 6, 1, 3: 2 successes on 5+", "cover dice 6, 2: 1 success on 5+"};
    // TOI-02: half of 4 firepower, 2 dice, 3 hexes (normal), clear: no cover dice; 6 2 = 1 hit.
    QTest::newRow("TOI-02 Fire and Movement")
        << fireAndMovement << 2 << QStringList {"us-1st-squad"} << "ger-1st-gruppe"
        << "fire-and-movement"
        << "" << QList<int> {6, 2} << 2 << 5 << 0 << 1 << 0 << 1
        << QStringList {"ger-1st-gruppe:net-1", "ger-1st-gruppe:removed-1"}
        << QStringList {"ger-1st-gruppe:figures-removed:strength-lost 1 (Regular)",
               "ger-1st-gruppe:figures-removed:profile-changed (left: 3)",
               "us-1st-squad:fire-and-movement:status-cleared=fire-and-movement"}
        << QStringList {"us-1st-squad 4/4 [fatigued] damage 0", "ger-1st-gruppe 3/4 [] damage 0",
               "ger-2nd-gruppe 4/4 [] damage 0"}
        << QStringList {"1st Squad: 3 hexes, normal range: dice succeed on 5+",
               "1st Squad: Fire and Movement, half firepower",
               "Gruppe Krause in Clear has no cover dice", "attack dice 6, 2: 1 success on 5+"};
    // TOI-03: the lead adjacent (close, 4+) with two supporters at normal range: the attack is at
    // normal range, 5+; 4 + 2 + 2 = 8 dice; the two 4s do not count. 2 net hits: two regulars.
    QTest::newRow("TOI-03 least favourable range")
        << leastFavourable << 1 << QStringList {"us-1st-squad", "us-2nd-squad", "us-3rd-squad"}
        << "ger-1st-gruppe"
        << "concentrated"
        << "" << QList<int> {4, 5, 2, 6, 4, 1, 5, 3, 5, 3} << 8 << 5 << 2 << 3 << 1 << 2
        << QStringList {"ger-1st-gruppe:net-2", "ger-1st-gruppe:removed-2"}
        << QStringList {"ger-1st-gruppe:figures-removed:strength-lost 2 (Regular, Regular)",
               "ger-1st-gruppe:figures-removed:profile-changed (left: 2)",
               "us-1st-squad:fatigued:status-set=fatigued",
               "us-2nd-squad:fatigued:status-set=fatigued",
               "us-3rd-squad:fatigued:status-set=fatigued"}
        << QStringList {"us-1st-squad 4/4 [fatigued] damage 0",
               "us-2nd-squad 4/4 [fatigued] damage 0", "us-3rd-squad 4/4 [fatigued] damage 0",
               "ger-1st-gruppe 2/4 [] damage 0"}
        << QStringList {"1st Squad: 1 hex, close range: dice succeed on 4+",
               "2nd Squad: 3 hexes, normal range: dice succeed on 5+",
               "3rd Squad: 4 hexes, normal range: dice succeed on 5+",
               "Combined fire: 2nd Squad adds half its firepower, rounded up",
               "combined fire uses the least favourable range among all: normal, dice succeed on "
               "5+",
               "attack dice 4, 5, 2, 6, 4, 1, 5, 3: 3 successes on 5+"};
    // TOI-04: A adjacent (close), B 2 hexes with vehicle range 1 (long): 6s only; 4 + 2 = 6
    // dice; 3 net hits: heavily damaged, the tank fatigued, both Op Fire tokens flipped.
    QTest::newRow("TOI-04 combined Op Fire against a tank")
        << opFireTank << 2 << QStringList {"us-1st-squad", "us-2nd-squad"} << "ger-panzer"
        << "op-fire"
        << "" << QList<int> {6, 5, 6, 4, 6, 2} << 6 << 6 << 0 << 3 << 0 << 3
        << QStringList {"ger-panzer:net-3", "ger-panzer:damage-2"}
        << QStringList {"ger-panzer:damaged:damage-changed 2",
               "us-1st-squad:op-fire-spent:status-cleared=op-fire",
               "us-1st-squad:fatigued:status-set=fatigued",
               "us-2nd-squad:op-fire-spent:status-cleared=op-fire",
               "us-2nd-squad:fatigued:status-set=fatigued",
               "ger-panzer:op-fire-spent:marker-removed",
               "ger-panzer:stopped:status-cleared=fire-and-movement"}
        << QStringList {"us-1st-squad 4/4 [fatigued] damage 0",
               "us-2nd-squad 4/4 [fatigued] damage 0", "ger-panzer 1/1 [fatigued] damage 2"}
        << QStringList {"1st Squad: 4 figures, firepower 4, range 1 (the lowest of its figures) "
                        "against vehicles",
               "1st Squad: 1 hex, close range: dice succeed on 4+",
               "2nd Squad: 2 hexes, long range: dice succeed on 6+",
               "combined fire uses the least favourable range among all: long, dice succeed on "
               "6+",
               "attack dice 6, 5, 6, 4, 6, 2: 3 successes on 6+"};
    // TOI-05: the Panzer IV 6 + 3 (Concussive Firepower), the squad in its hex half of 4: 11
    // dice on 5+ against a building's 3 cover dice; 4 - 1 = 3 net hits; both fatigued.
    QTest::newRow("TOI-05 Concussive Firepower")
        << concussive << 1 << QStringList {"ger-panzer", "ger-1st-gruppe"} << "us-1st-squad"
        << "concentrated"
        << "" << QList<int> {6, 2, 5, 1, 3, 6, 4, 5, 2, 1, 3, 5, 2, 3} << 11 << 5 << 3 << 4 << 1
        << 3 << QStringList {"us-1st-squad:net-3", "us-1st-squad:removed-3"}
        << QStringList {"us-1st-squad:figures-removed:strength-lost 3 (Regular, Regular, Regular)",
               "us-1st-squad:figures-removed:profile-changed (left: 1)",
               "ger-panzer:fatigued:status-set=fatigued",
               "ger-1st-gruppe:fatigued:status-set=fatigued"}
        << QStringList {"us-1st-squad 1/4 [] damage 0", "ger-panzer 1/1 [fatigued] damage 0",
               "ger-1st-gruppe 4/4 [fatigued] damage 0"}
        << QStringList {"Panzer 412: Panzer IV, firepower 6, range 6 against infantry",
               "Panzer 412: Concussive Firepower against a target in a Building, +3 firepower and "
               "+3 range",
               "Panzer 412: 4 hexes, normal range: dice succeed on 5+",
               "Gruppe Krause: 4 hexes, normal range: dice succeed on 5+",
               "1st Squad in Building rolls 3 cover dice",
               "attack dice 6, 2, 5, 1, 3, 6, 4, 5, 2, 1, 3: 4 successes on 5+",
               "cover dice 5, 2, 3: 1 success on 5+"};
}

void TestTideOfIronExamples::attackStep()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(QStringList, actors);
    QFETCH(QString, target);
    QFETCH(QString, mode);
    QFETCH(QString, remove);
    QFETCH(QList<int>, dice);
    QFETCH(int, attackDice);
    QFETCH(int, success);
    QFETCH(int, cover);
    QFETCH(int, hits);
    QFETCH(int, saves);
    QFETCH(int, net);
    QFETCH(QStringList, outcomes);
    QFETCH(QStringList, effects);
    QFETCH(QStringList, after);
    QFETCH(QStringList, says);

    const QJsonObject doc = replay(file, step);
    const QJsonArray steps = doc["steps"].toArray();
    QCOMPARE(steps.size(), step);
    const QJsonObject s = steps.last().toObject();
    QCOMPARE(s["step"].toInt(), step);
    QCOMPARE(s["action"].toString(), QStringLiteral("attack"));
    QVERIFY2(s["legal"].toBool(), qPrintable(s["whyNot"].toString()));
    QCOMPARE(strings(s["actors"].toArray()), actors);
    QCOMPARE(s["targetUnit"].toString(), target);
    QCOMPARE(s["params"].toObject()["mode"].toString(), mode);
    QCOMPARE(s["params"].toObject()["kind"].toString(), QStringLiteral("normal"));
    QCOMPARE(s["params"].toObject()["remove"].toString(), remove);
    QCOMPARE(faces(s), dice);

    // The finals: the dice and their success number on the lead, the rest on the target.
    const QString lead = actors.first();
    QCOMPARE(finalOf(s, "toi.dice", lead), attackDice);
    QCOMPARE(finalOf(s, "toi.success", lead), success);
    QCOMPARE(finalOf(s, "toi.cover", target), cover);
    QCOMPARE(finalOf(s, "toi.hits", target), hits);
    QCOMPARE(finalOf(s, "toi.saves", target), saves);
    QCOMPARE(finalOf(s, "toi.net", target), net);
    QCOMPARE(s["final"].toInt(), net);

    // The same numbers counted from the faces: attack dice first, then the cover dice, a cover
    // die succeeding on 5 or 6 (docs/rules.md: Tide of Iron cover dice).
    const QList<int> attack = facesFor(s, "attack die");
    const QList<int> coverFaces = facesFor(s, "cover die");
    QCOMPARE(attack + coverFaces, dice);
    QCOMPARE(attack.size(), attackDice);
    QCOMPARE(coverFaces.size(), cover);
    const auto count = [](const QList<int> &faces, int atLeast) {
        return int(
            std::count_if(faces.begin(), faces.end(), [atLeast](int f) { return f >= atLeast; }));
    };
    QCOMPARE(count(attack, success), hits);
    QCOMPARE(count(coverFaces, 5), saves);
    QCOMPARE(qMax(0, hits - saves), net);

    QCOMPARE(::outcomes(s), outcomes);
    QCOMPARE(s["outcome"].toString(), outcomes.first().section(':', 1));
    QCOMPARE(::effects(s), effects);
    QCOMPARE(unitsOf(doc), after);

    // Every line of the explanation cites a rule; the key ones say what the example says.
    for (const QJsonValue &v : s["explanation"].toArray())
        QVERIFY2(!v.toObject()["rule"].toString().isEmpty(),
            qPrintable(v.toObject()["label"].toString()));
    const QString text = explained(s);
    for (const QString &line : says)
        QVERIFY2(text.contains(line), qPrintable(line));

    // Two odds tables on the target, the net hits and the result, each adding up to 1 and
    // offering what was rolled.
    const QMap<QString, QSet<QString>> tables = checkOdds(s["odds"].toArray());
    QCOMPARE(tables.size(), 2);
    for (auto it = tables.cbegin(); it != tables.cend(); ++it)
        QVERIFY2(it.key().startsWith(target + ": "), qPrintable(it.key()));
    const QString name = ::unit(doc, target)["name"].toString();
    QVERIFY(tables.value(target + ": Net hits on " + name).contains(outcomes[0].section(':', 1)));
    QVERIFY(tables.value(target + ": Result on " + name).contains(outcomes[1].section(':', 1)));
}

void TestTideOfIronExamples::endOfRound()
{
    // Steps 2 to 4 of the concentrated attack: the Action and Command phases end, and the Status
    // phase takes the fatigue token off; the figure removed stays removed. Round 2 begins.
    const QJsonObject doc = replay(concentrated);
    const QJsonArray steps = doc["steps"].toArray();
    QCOMPARE(steps.size(), 4);
    for (int i = 1; i < 4; ++i) {
        const QJsonObject s = steps[i].toObject();
        QCOMPARE(s["action"].toString(), QStringLiteral("next-phase"));
        QVERIFY2(s["legal"].toBool(), qPrintable(s["whyNot"].toString()));
        QVERIFY(s["rolls"].toArray().isEmpty());
    }
    QCOMPARE(::effects(steps[3].toObject()),
        QStringList {"us-1st-squad:token-removed:status-cleared=fatigued"});
    QCOMPARE(unitsOf(doc),
        (QStringList {"us-1st-squad 4/4 [] damage 0", "ger-1st-gruppe 3/4 [] damage 0"}));
}

void TestTideOfIronExamples::fireAndMovementNotAtLongRange()
{
    // TOI-02's variant, as the narration tells it: Gruppe Vogel is 6 hexes away, long range for
    // the squad's range of 4, and a Fire and Movement attack may not be made at long range.
    // The position after the squad's advance to E5 (step 1).
    QJsonObject moved = scenarioFile(fireAndMovement);
    QJsonArray units = moved["units"].toArray();
    for (int i = 0; i < units.size(); ++i) {
        QJsonObject u = units[i].toObject();
        if (u["id"].toString() == QStringLiteral("us-1st-squad"))
            u["hex"] = QStringLiteral("E5");
        units[i] = u;
    }
    moved["units"] = units;
    moved.remove("script");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString movedPath = dir.filePath("moved.json");
    QFile f(movedPath);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(moved).toJson());
    f.close();
    const Run refused = run({"odds", movedPath, "--action", "attack", "--actor", "us-1st-squad",
        "--target", "ger-2nd-gruppe", "--param", "mode=fire-and-movement", "--json"});
    QCOMPARE(refused.exitCode, 1);
    const QJsonObject no = json(refused);
    QVERIFY(!no["legal"].toBool());
    QCOMPARE(no["whyNot"].toString(),
        QStringLiteral("Gruppe Vogel is 6 hexes from 1st Squad, long range: 1st Squad may not "
                       "make a long-range attack in Fire and Movement"));
    // The same squad may make a concentrated attack there, at long range: 6s only.
    const Run allowed = run({"odds", movedPath, "--action", "attack", "--actor", "us-1st-squad",
        "--target", "ger-2nd-gruppe", "--param", "mode=concentrated", "--json"});
    QVERIFY2(allowed.exitCode == 0, qPrintable(allowed.err));
    const QJsonObject yes = json(allowed);
    QVERIFY(yes["legal"].toBool());
    QCOMPARE(modifier(yes, "attack.band", "us-1st-squad")["label"].toString(),
        QStringLiteral("1st Squad: 6 hexes, long range: dice succeed on 6+"));
    // Nor may another unit support a Fire and Movement attack.
    const Run supported = run({"odds", scenarios + leastFavourable, "--action", "attack", "--actor",
        "us-2nd-squad", "--actor", "us-3rd-squad", "--target", "ger-1st-gruppe", "--param",
        "mode=fire-and-movement", "--json"});
    QCOMPARE(supported.exitCode, 1);
    QCOMPARE(json(supported)["whyNot"].toString(),
        QStringLiteral("a Fire and Movement attack cannot be supported"));
}

void TestTideOfIronExamples::leadAloneAtCloseRange()
{
    // TOI-03: had the 1st Squad attacked alone, it would have been at close range: 4 dice on 4+.
    const Run r = run({"odds", scenarios + leastFavourable, "--action", "attack", "--actor",
        "us-1st-squad", "--target", "ger-1st-gruppe", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject doc = json(r);
    QVERIFY(doc["legal"].toBool());
    QCOMPARE(modifier(doc, "attack.band", "us-1st-squad")["number"].toInt(), 4);
    QCOMPARE(modifier(doc, "attack.dice", "us-1st-squad")["number"].toInt(), 4);
    QVERIFY(modifier(doc, "attack.least-favourable", "us-1st-squad").isEmpty());
    QCOMPARE(checkOdds(doc["odds"].toArray()).size(), 2);
}

void TestTideOfIronExamples::higherGroundVariant()
{
    // TOI-04's range variant, as the narration tells it: the 2nd Squad one level above the tank
    // has range 2 against vehicles, so 2 hexes is normal range and the attack succeeds on 5+.
    QJsonObject s = scenarioFile(opFireTank);
    QJsonObject map = s["map"].toObject();
    QJsonObject elevation = map["elevation"].toObject();
    QCOMPARE(elevation["D6"].toInt(), 1);
    QCOMPARE(elevation["F6"].toInt(), 1);
    elevation["D6"] = 2;
    map["elevation"] = elevation;
    s["map"] = map;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("higher.json");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QJsonDocument(s).toJson());
    f.close();
    const Run r = run({"odds", path, "--step", "2", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject doc = json(r);
    QVERIFY(doc["legal"].toBool());
    QCOMPARE(modifier(doc, "attack.higher", "us-2nd-squad")["number"].toInt(), 1);
    QCOMPARE(modifier(doc, "attack.band", "us-2nd-squad")["label"].toString(),
        QStringLiteral("2nd Squad: 2 hexes, normal range: dice succeed on 5+"));
    QCOMPARE(modifier(doc, "attack.least-favourable", "us-1st-squad")["number"].toInt(), 5);
    QCOMPARE(modifier(doc, "attack.dice", "us-1st-squad")["number"].toInt(), 6);
}

void TestTideOfIronExamples::sandboxIsLargeAndVaried()
{
    const QJsonObject s = scenarioFile(sandbox);
    const QJsonObject map = s["map"].toObject();
    const int width = map["width"].toInt();
    const int height = map["height"].toInt();
    QVERIFY(width >= 24);
    QVERIFY(height >= 16);
    // The command line agrees: the far corner is on the map.
    const QString corner = QString(QChar('A' + width - 1)) + QString::number(height);
    const Run los = run({"los", scenarios + sandbox, "A1", corner});
    QVERIFY2(los.exitCode == 0, qPrintable(los.err));

    // Buildings, woods and hedgerows are on the map, not only declared; hills rise to levels 1
    // and 2, and every raised hex is a hill.
    QMap<QString, QString> symbols; // terrain id -> symbol
    for (const QJsonValue &v : map["terrainKinds"].toArray())
        symbols[v.toObject()["id"].toString()] = v.toObject()["symbol"].toString();
    const QStringList rows = strings(map["terrain"].toArray());
    QCOMPARE(rows.size(), height);
    for (const QString &id : QStringList {"building", "woods", "hedgerow", "hill"}) {
        QVERIFY2(symbols.contains(id), qPrintable(id));
        QVERIFY2(rows.join("").contains(symbols[id]), qPrintable(id));
    }
    const QJsonObject elevation = map["elevation"].toObject();
    QSet<int> levels;
    for (auto it = elevation.constBegin(); it != elevation.constEnd(); ++it) {
        levels.insert(it.value().toInt());
        const QString hex = it.key();
        const int column = hex.at(0).unicode() - 'A';
        const int row = hex.mid(1).toInt() - 1;
        QVERIFY2(row >= 0 && row < height && column >= 0 && column < width, qPrintable(hex));
        QCOMPARE(rows[row].mid(column, 1), symbols["hill"]);
    }
    QCOMPARE(levels, (QSet<int> {1, 2}));

    // Free play: no script.
    QVERIFY(!s.contains("script"));
    QVERIFY(replay(sandbox)["steps"].toArray().isEmpty());

    // Two sides, each with several squads, among them officers, elites and machine-gun crews,
    // and a tank.
    QMap<QString, int> squads;
    QMap<QString, QSet<QString>> figures;
    QMap<QString, QSet<QString>> vehicles;
    for (const QJsonValue &v : s["units"].toArray()) {
        const QJsonObject u = v.toObject();
        const QString side = u["side"].toString();
        const QJsonObject p = u["tideofiron"].toObject();
        if (p.contains("vehicle")) {
            vehicles[side].insert(p["vehicle"].toString());
            continue;
        }
        ++squads[side];
        for (const QString &f : strings(p["figures"].toArray()))
            figures[side].insert(f.endsWith("mg-crew") ? QStringLiteral("mg-crew") : f);
    }
    QCOMPARE(squads.keys(), (QStringList {"ger", "us"}));
    for (const QString &side : squads.keys()) {
        QVERIFY2(squads[side] >= 4, qPrintable(side));
        for (const QString &f : QStringList {"regular", "officer", "elite", "mg-crew"})
            QVERIFY2(figures[side].contains(f), qPrintable(side + ": " + f));
    }
    QVERIFY(vehicles["us"].contains("sherman"));
    QVERIFY(vehicles["ger"].contains("panzer-iv"));
}

QTEST_GUILESS_MAIN(TestTideOfIronExamples)
#include "tst_tideofironexamples.moc"
