// The 2d6 Skirmish wound table (REFERENCE 3.6.5, a DEFAULT; docs/rules.md: 2d6 Skirmish wounds):
// each result of the d6 rolled per hit, the second light wound, a figure down hit again, figures
// down neither firing nor sharing the hits, the exact odds of the figures lost (summing to 1,
// against a hand-worked case and against every die resolved), and a bad wound table's diagnostics.

#include "core/data/jsonparser.h"
#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/skirmish/skfire.h"
#include "core/rules/skirmish/skruleset.h"
#include "core/rules/skirmish/skwounds.h"

#include "tests/skirmish/skfixture.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

using namespace hexfire;
using namespace hexfire::skirmish;
using namespace hexfire::sktest;

namespace {

/** A trained rifleman under fire (no +2): he hits the trained figures in the open on 7. */
Fig firer(std::string id = "us-1", const char *hex = "C6")
{
    Fig f;
    f.id = std::move(id);
    f.hex = hex;
    f.status = {"under-fire"};
    return f;
}

Fig foe(std::string id, const char *hex, std::vector<std::string> status = {})
{
    Fig f;
    f.id = std::move(id);
    f.side = "de";
    f.hex = hex;
    f.team = "Gruppe 1";
    f.status = std::move(status);
    return f;
}

QStringList statusOf(const GameState &s, const std::string &id)
{
    QStringList out;
    for (const std::string &k : s.unit(UnitId {id}).status.keys())
        out << QString::fromStdString(k);
    out.sort();
    return out;
}

std::string outcome(const Resolution &r, const std::string &prefix)
{
    for (const Outcome &o : r.outcomes) {
        if (o.key.rfind(prefix, 0) == 0)
            return o.key;
    }
    return {};
}

std::string linesOf(const Resolution &r)
{
    std::string all;
    for (const ExplanationLine &l : r.lines)
        all += l.text + "\n";
    return all;
}

const OddsTable *lossesTable(const Evaluation &e)
{
    for (const OddsTable &t : e.odds) {
        if (!t.outcomes.empty() && t.outcomes.front().key.rfind("lost-", 0) == 0)
            return &t;
    }
    return nullptr;
}

} // namespace

class TstSkWounds : public QObject {
    Q_OBJECT

private slots:
    void oneHit_data();
    void oneHit();
    void severalHitsOnOneFigure_data();
    void severalHitsOnOneFigure();
    void figuresDownNeitherFireNorShareHits();
    void downFigureDoesNotBrace();
    void woundOrderSetsDownByHand();
    void oddsHandWorked_data();
    void oddsHandWorked();
    void oddsMatchEveryDie_data();
    void oddsMatchEveryDie();
    void tableIsAnAssumedDefault();
    void badWoundTable_data();
    void badWoundTable();
    void changedTable();
};

void TstSkWounds::oneHit_data()
{
    QTest::addColumn<QStringList>("before"); // the target's states
    QTest::addColumn<int>("face"); // its wound roll
    QTest::addColumn<QStringList>("after"); // empty and offMap: killed
    QTest::addColumn<bool>("onMap");
    QTest::addColumn<QString>("lost");
    QTest::addColumn<QString>("says");
    QTest::newRow("unhurt, 1: light wound")
        << QStringList {} << 1 << QStringList {"light-wound"} << true << "lost-0"
        << "wound roll: 1, a light wound";
    QTest::newRow("unhurt, 2: light wound")
        << QStringList {} << 2 << QStringList {"light-wound"} << true << "lost-0"
        << "a light wound";
    QTest::newRow("unhurt, 3: down")
        << QStringList {} << 3 << QStringList {"down"} << true << "lost-1"
        << "down, out of action";
    QTest::newRow("unhurt, 4: down")
        << QStringList {} << 4 << QStringList {"down"} << true << "lost-1"
        << "down, out of action";
    QTest::newRow("unhurt, 5: killed") << QStringList {} << 5 << QStringList {} << false << "lost-1"
                                       << "killed";
    QTest::newRow("unhurt, 6: killed") << QStringList {} << 6 << QStringList {} << false << "lost-1"
                                       << "killed";
    QTest::newRow("light wound, 1: a second light wound puts it down")
        << QStringList {"light-wound"} << 1 << QStringList {"down"} << true << "lost-1"
        << "a second light wound: down";
    QTest::newRow("light wound, 4: down")
        << QStringList {"light-wound"} << 4 << QStringList {"down"} << true << "lost-1"
        << "down, out of action";
    QTest::newRow("light wound, 6: killed")
        << QStringList {"light-wound"} << 6 << QStringList {} << false << "lost-1"
        << "killed";
    QTest::newRow("down hit again, 2: stays down")
        << QStringList {"down"} << 2 << QStringList {"down"} << true << "lost-0"
        << "already down, stays down";
    QTest::newRow("down hit again, 4: stays down")
        << QStringList {"down"} << 4 << QStringList {"down"} << true << "lost-0"
        << "already down, stays down";
    QTest::newRow("down hit again, 5: killed")
        << QStringList {"down"} << 5 << QStringList {} << false << "lost-1"
        << "already down, killed";
}

void TstSkWounds::oneHit()
{
    QFETCH(QStringList, before);
    QFETCH(int, face);
    QFETCH(QStringList, after);
    QFETCH(bool, onMap);
    QFETCH(QString, lost);
    QFETCH(QString, says);
    std::vector<std::string> status;
    for (const QString &k : before)
        status.push_back(k.toStdString());
    GameState s = position({firer(), foe("de-1", "H6", status)});
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1"}, "de-1"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice dice({4, 4, face}); // 8 against 7: one hit, then its wound roll
    const Resolution r = rules.resolve(s, e, dice);
    QVERIFY(dice.exhausted());
    QCOMPARE(dice.rolls().back().purpose, std::string("wound roll of de-1"));
    QCOMPARE(outcome(r, "hits-"), std::string("hits-1"));
    QCOMPARE(outcome(r, "lost-"), lost.toStdString());
    QVERIFY2(linesOf(r).find(says.toStdString()) != std::string::npos, linesOf(r).c_str());
    // The wound line is HexFire's DEFAULT, marked assumed, and its die is drawn on the figure.
    const auto wound = std::find_if(
        r.lines.begin(), r.lines.end(), [](const ExplanationLine &l) { return l.key == "wound"; });
    QVERIFY(wound != r.lines.end());
    QVERIFY(wound->assumed);
    QCOMPARE(wound->number, std::optional<int>(face));
    QVERIFY(std::any_of(r.cues.begin(), r.cues.end(),
        [&](const MapCue &c) { return c.hex == grid.parse("H6") && c.face == face; }));
    s.apply(r.effects);
    QCOMPARE(s.unit(UnitId {"de-1"}).onMap(), onMap);
    if (onMap) {
        QStringList got = statusOf(s, "de-1");
        got.removeAll("under-fire");
        QCOMPARE(got, after);
        // Put down now, the figure is a loss for the standings, still on the map.
        if (!before.contains("down"))
            QCOMPARE(s.unit(UnitId {"de-1"}).strength, after.contains("down") ? 0 : 1);
    }
}

void TstSkWounds::severalHitsOnOneFigure_data()
{
    QTest::addColumn<QList<int>>("wounds"); // the wound faces given
    QTest::addColumn<int>("rolled"); // those used
    QTest::addColumn<QStringList>("after");
    QTest::addColumn<bool>("onMap");
    QTest::addColumn<QString>("says");
    // Three riflemen hit the one figure three times: one wound roll per hit, in turn.
    QTest::newRow("1, 2: a second light wound, then stays down on 3") << QList<int> {
        1, 2, 3} << 3 << QStringList {"down"} << true << "a second light wound: down";
    QTest::newRow("2, 4, 6: light, down, then killed while down")
        << QList<int> {2, 4, 6} << 3 << QStringList {} << false << "already down, killed";
    QTest::newRow("5: killed at once, no more rolls")
        << QList<int> {5, 1, 1} << 1 << QStringList {} << false << "killed";
}

void TstSkWounds::severalHitsOnOneFigure()
{
    QFETCH(QList<int>, wounds);
    QFETCH(int, rolled);
    QFETCH(QStringList, after);
    QFETCH(bool, onMap);
    QFETCH(QString, says);
    GameState s = position(
        {firer("us-1", "C6"), firer("us-2", "C7"), firer("us-3", "C5"), foe("de-1", "H6")});
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1", "us-2", "us-3"}, "de-1"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    std::vector<int> faces {4, 4, 4, 4, 4, 4};
    faces.insert(faces.end(), wounds.begin(), wounds.end());
    ScriptedDice dice(faces);
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(int(dice.position()), 6 + rolled);
    QCOMPARE(outcome(r, "hits-"), std::string("hits-3"));
    QCOMPARE(outcome(r, "lost-"), std::string("lost-1"));
    QVERIFY2(linesOf(r).find(says.toStdString()) != std::string::npos, linesOf(r).c_str());
    s.apply(r.effects);
    QCOMPARE(s.unit(UnitId {"de-1"}).onMap(), onMap);
    if (onMap) {
        QStringList got = statusOf(s, "de-1");
        got.removeAll("under-fire");
        QCOMPARE(got, after);
    }
}

void TstSkWounds::figuresDownNeitherFireNorShareHits()
{
    // de-1, aimed at, is down: the two hits fall on de-2, the figure still fighting.
    GameState s = position(
        {firer("us-1", "C6"), firer("us-2", "C7"), foe("de-1", "H6", {"down"}), foe("de-2", "H7")});
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1", "us-2"}, "de-1"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(std::any_of(e.lines.begin(), e.lines.end(), [](const ExplanationLine &l) {
        return l.key == "target.down" && l.text.find("de-1 is down") == 0 && l.assumed;
    }));
    ScriptedDice dice({4, 4, 4, 4, 1, 3});
    const Resolution r = rules.resolve(s, e, dice);
    QVERIFY(dice.exhausted());
    std::map<std::string, int> hits;
    for (const Effect &fx : r.effects) {
        if (fx.name == "hit" && fx.kind == EffectKind::Record)
            hits[fx.unit->value] = fx.count;
    }
    QCOMPARE(hits, (std::map<std::string, int> {{"de-2", 2}}));
    s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"de-2"}).status.has("down"));

    // A figure down cannot fire: it sits out with the reason, alone it is refused.
    const Evaluation back = rules.evaluate(s, fire({"de-2"}, "us-1"));
    QVERIFY(!back.legal);
    QVERIFY2(
        back.whyNot.find("de-2 is down, out of action") != std::string::npos, back.whyNot.c_str());
    Fig down = firer("us-2", "C7");
    down.status.push_back("down");
    const GameState t = position({firer("us-1", "C6"), down, foe("de-1", "H6")});
    const Evaluation both = rules.evaluate(t, fire({"us-1", "us-2"}, "de-1"));
    QVERIFY(both.legal);
    QVERIFY(std::any_of(both.lines.begin(), both.lines.end(), [](const ExplanationLine &l) {
        return l.key == "firer.sits-out" && l.text.find("us-2 is down") == 0;
    }));
}

void TstSkWounds::downFigureDoesNotBrace()
{
    Fig still = firer("us-1");
    still.status = {};
    Fig down = firer("us-2", "C7");
    down.status = {"down"};
    GameState s = position({still, down, foe("de-1", "H6")});
    SkirmishRuleSet rules;
    Action end;
    end.kind = "end-round";
    ScriptedDice dice({});
    s.apply(rules.resolve(s, rules.evaluate(s, end), dice).effects);
    QVERIFY(s.unit(UnitId {"us-1"}).status.has("braced"));
    QVERIFY(!s.unit(UnitId {"us-2"}).status.has("braced"));
}

void TstSkWounds::woundOrderSetsDownByHand()
{
    Fig f = firer("us-1");
    f.status = {"light-wound"};
    GameState s = position({f});
    SkirmishRuleSet rules;
    Action a;
    a.kind = "set-wound";
    a.actors = {UnitId {"us-1"}};
    a.params["state"] = std::string("down");
    ScriptedDice dice({});
    s.apply(rules.resolve(s, rules.evaluate(s, a), dice).effects);
    QVERIFY(s.unit(UnitId {"us-1"}).status.has("down"));
    QVERIFY(!s.unit(UnitId {"us-1"}).status.has("light-wound")); // one wound state
    QCOMPARE(s.unit(UnitId {"us-1"}).strength, 0); // a loss, as down by the wound table
    a.params["state"] = std::string("unhurt");
    s.apply(rules.resolve(s, rules.evaluate(s, a), dice).effects);
    QVERIFY(!s.unit(UnitId {"us-1"}).status.has("down"));
    QVERIFY(!s.unit(UnitId {"us-1"}).status.has("light-wound"));
    QCOMPARE(s.unit(UnitId {"us-1"}).strength, 1);
}

void TstSkWounds::oddsHandWorked_data()
{
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<double>("lostOne");
    // One rifleman needs 7 on two dice: 21 of 36. A hit puts an unhurt figure down or kills it
    // on 3-6 (4 of 6): 7/12 x 2/3 = 7/18. A lightly wounded figure is lost to any hit: 7/12.
    QTest::newRow("unhurt target: 7/18") << QStringList {} << 7.0 / 18;
    QTest::newRow("lightly wounded target: 7/12") << QStringList {"light-wound"} << 7.0 / 12;
    // Down already, it is lost again only when killed, on 5-6: 7/12 x 1/3.
    QTest::newRow("target down: killed 7/36") << QStringList {"down"} << 7.0 / 36;
}

void TstSkWounds::oddsHandWorked()
{
    QFETCH(QStringList, before);
    QFETCH(double, lostOne);
    std::vector<std::string> status;
    for (const QString &k : before)
        status.push_back(k.toStdString());
    const GameState s = position({firer(), foe("de-1", "H6", status)});
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1"}, "de-1"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.odds.size(), std::size_t(2));
    const OddsTable *t = lossesTable(e);
    QVERIFY(t);
    QCOMPARE(t->subject, std::string("Gruppe 1"));
    QCOMPARE(t->title, std::string("Figures of Gruppe 1 down or killed"));
    QVERIFY(t->assumed);
    QCOMPARE(t->outcomes.size(), std::size_t(2));
    QCOMPARE(t->outcomes[0].label, std::string("No figure lost"));
    QCOMPARE(t->outcomes[1].label, std::string("1 figure down or killed"));
    QVERIFY(std::abs(t->outcomes[1].probability - lostOne) < 1e-12);
    QVERIFY(std::abs(t->outcomes[0].probability + t->outcomes[1].probability - 1.0) < 1e-12);
    // One conditional wound die per possible hit, after the two attack dice.
    QCOMPARE(e.dice.size(), std::size_t(3));
    QVERIFY(!e.dice[1].conditional && e.dice[2].conditional);
}

void TstSkWounds::oddsMatchEveryDie_data()
{
    QTest::addColumn<QStringList>("weapons"); // the firers'
    QTest::addColumn<QStringList>("targets"); // the states of de-1 (aimed), de-2, ...
    QTest::newRow("one rifle, two figures") << QStringList {"rifle"} << QStringList {"", ""};
    QTest::newRow("two rifles, a wounded figure and an unhurt one")
        << QStringList {"rifle", "rifle"} << QStringList {"light-wound", ""};
    QTest::newRow("two rifles, one figure: the second light wound")
        << QStringList {"rifle", "rifle"} << QStringList {""};
    QTest::newRow("SMG burst, one figure down and one fighting")
        << QStringList {"smg"} << QStringList {"down", ""};
    QTest::newRow("SMG burst on three figures") << QStringList {"smg"} << QStringList {"", "", ""};
}

void TstSkWounds::oddsMatchEveryDie()
{
    // Every face of every attack die and then of every wound die, each combination resolved by
    // resolve() itself: the chance of each number lost must be the table's exactly.
    QFETCH(QStringList, weapons);
    QFETCH(QStringList, targets);
    std::vector<Fig> figs;
    std::vector<std::string> ids;
    const char *ours[] = {"C6", "C7"};
    const char *theirs[] = {"H6", "H7", "H5"};
    for (int i = 0; i < weapons.size(); ++i) {
        Fig f = firer("us-" + std::to_string(i), ours[i]);
        f.weapon = weapons[i].toStdString();
        figs.push_back(f);
        ids.push_back(f.id);
    }
    for (int i = 0; i < targets.size(); ++i) {
        std::vector<std::string> status;
        if (!targets[i].isEmpty())
            status.push_back(targets[i].toStdString());
        figs.push_back(foe("de-" + std::to_string(i + 1), theirs[i], status));
    }
    const GameState s = position(figs);
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire(ids, "de-1"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const OddsTable *t = lossesTable(e);
    QVERIFY(t);

    std::map<std::string, double> brute;
    const int attackDice = 2 * static_cast<int>(ids.size());
    std::vector<int> attack(static_cast<std::size_t>(attackDice), 1);
    while (true) {
        // The hits of these attack dice (wound faces to spare), then every wound sequence of that
        // length: a figure killed early leaves the last faces unread, which weighs them right.
        std::vector<int> probe = attack;
        probe.resize(probe.size() + 20, 1);
        ScriptedDice first(probe);
        const std::string hits = outcome(rules.resolve(s, e, first), "hits-");
        const int n = std::stoi(hits.substr(5));
        std::vector<int> wounds(static_cast<std::size_t>(n), 1);
        const double weight = std::pow(1.0 / 6, attackDice + n);
        while (true) {
            std::vector<int> faces = attack;
            faces.insert(faces.end(), wounds.begin(), wounds.end());
            ScriptedDice d(faces);
            brute[outcome(rules.resolve(s, e, d), "lost-")] += weight;
            int i = 0;
            while (i < n && ++wounds[static_cast<std::size_t>(i)] > 6)
                wounds[static_cast<std::size_t>(i++)] = 1;
            if (i == n)
                break;
        }
        int i = 0;
        while (i < attackDice && ++attack[static_cast<std::size_t>(i)] > 6)
            attack[static_cast<std::size_t>(i++)] = 1;
        if (i == attackDice)
            break;
    }
    double sum = 0;
    for (const OutcomeOdds &o : t->outcomes) {
        // Summing millions of tiny weights costs the brute force a few ulps.
        QVERIFY2(std::abs(o.probability - brute[o.key]) < 1e-10,
            QString("%1: %2 against %3")
                .arg(QString::fromStdString(o.key))
                .arg(o.probability, 0, 'g', 17)
                .arg(brute[o.key], 0, 'g', 17)
                .toLatin1()
                .constData());
        QVERIFY(o.probability > 0.0);
        sum += o.probability;
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    QCOMPARE(t->outcomes.size(), brute.size());
}

void TstSkWounds::tableIsAnAssumedDefault()
{
    const SkOptions o;
    QCOMPARE(o.tables.wounds.text(), std::string("1-2 light wound, 3-4 down, 5-6 killed"));
    const auto a = o.assumptions();
    const auto w = std::find_if(
        a.begin(), a.end(), [](const Assumption &x) { return x.key == "skirmish.wounds"; });
    QVERIFY(w != a.end());
    QCOMPARE(w->reference, std::string("docs/rules.md: 2d6 Skirmish wounds"));
    QVERIFY2(w->text.find("killed on 5-6, otherwise it stays down") != std::string::npos,
        w->text.c_str());
    // Every fire evaluation carries it.
    const GameState s = position({firer(), foe("de-1", "H6")});
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1"}, "de-1"));
    QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [](const Assumption &x) { return x.key == "skirmish.wounds"; }));
}

void TstSkWounds::badWoundTable_data()
{
    QTest::addColumn<QString>("wounds"); // the "wounds" member of the tables
    QTest::addColumn<QStringList>("errors"); // each in the diagnostics
    const QString rows = R"([{"faces": [1, 2], "result": "light-wound"},
        {"faces": [3, 4], "result": "down"}, %1])";
    QTest::newRow("unknown result") << rows.arg(R"({"faces": [5, 6], "result": "stunned"})")
                                    << QStringList {"wounds[2].result", "unknown value \"stunned\"",
                                           "\"light-wound\", \"down\" or \"killed\""};
    QTest::newRow("a face off the die")
        << rows.arg(R"({"faces": [5, 6, 7], "result": "killed"})")
        << QStringList {"wounds[2].faces[2]", "a face of the d6 in 1..6, got 7"};
    QTest::newRow("a face twice") << rows.arg(R"({"faces": [4, 5, 6], "result": "killed"})")
                                  << QStringList {"wounds[2].faces[0]",
                                         "face 4 is listed twice in the wound table"};
    QTest::newRow("a face missing") << rows.arg(R"({"faces": [5], "result": "killed"})")
                                    << QStringList {"no result for face 6 of the d6"};
    QTest::newRow("no faces") << rows.arg(R"({"faces": [], "result": "killed"})")
                              << QStringList {"needs at least one face",
                                     "no result for faces 5, 6 of the d6"};
    QTest::newRow("a misspelt member")
        << rows.arg(R"({"face": [5, 6], "result": "killed"})")
        << QStringList {"\"face\"", "did you mean \"faces\"", "wounds[2]"};
    QTest::newRow("no result") << rows.arg(R"({"faces": [5, 6]})")
                               << QStringList {"\"result\"", "a row of the wound table"};
    QTest::newRow("not a list") << R"({"1-2": "light-wound"})"
                                << QStringList {"wounds", "expected an array"};
}

void TstSkWounds::badWoundTable()
{
    QFETCH(QString, wounds);
    QFETCH(QStringList, errors);
    const std::string json = R"({"tables": {"weapons": [{"key": "rifle", "name": "Rifle",
        "effectiveRange": 24, "closeFactor": 1}], "wounds": )"
        + wounds.toStdString() + "}}";
    SkirmishRuleSet rules;
    const SkOptions before = rules.options();
    Diagnostics d;
    rules.configure(parse(json), d);
    QVERIFY(!d.empty());
    for (const QString &error : errors)
        QVERIFY2(d.format().find(error.toStdString()) != std::string::npos,
            (error.toStdString() + " not in:\n" + d.format()).c_str());
    QVERIFY(rules.options() == before); // a bad table changes nothing
}

void TstSkWounds::changedTable()
{
    // A scenario's own table: 1-3 light wound, 4-6 down, nothing kills. Without "wounds", a
    // table keeps the DEFAULT one.
    SkirmishRuleSet rules;
    Diagnostics d;
    rules.configure(parse(R"({"tables": {"weapons": [{"key": "rifle", "name": "Rifle",
        "effectiveRange": 24, "closeFactor": 1}], "wounds": [
        {"faces": [1, 2, 3], "result": "light-wound"}, {"faces": [4, 5, 6], "result": "down"}]}})"),
        d);
    QVERIFY2(d.empty(), d.format().c_str());
    QCOMPARE(rules.options().tables.wounds.text(), std::string("1-3 light wound, 4-6 down"));
    const auto a = rules.options().assumptions();
    const auto w = std::find_if(
        a.begin(), a.end(), [](const Assumption &x) { return x.key == "skirmish.wounds"; });
    QVERIFY2(w->text.find("hit again stays down") != std::string::npos, w->text.c_str());
    GameState s = position({firer(), foe("de-1", "H6")});
    ScriptedDice dice({4, 4, 6});
    const Resolution r = rules.resolve(s, rules.evaluate(s, fire({"us-1"}, "de-1")), dice);
    s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"de-1"}).status.has("down"));

    SkirmishRuleSet plain;
    plain.configure(parse(R"({"tables": {"weapons": [{"key": "rifle", "name": "Rifle",
        "effectiveRange": 24, "closeFactor": 1}]}})"),
        d);
    QVERIFY2(d.empty(), d.format().c_str());
    QVERIFY(plain.options().tables.wounds == SkTables::defaults().wounds);
}

QTEST_GUILESS_MAIN(TstSkWounds)
#include "tst_skwounds.moc"
