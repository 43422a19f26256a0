// The panels on their own: the dice log's fairness sentence says core's p-value in words and
// knows when there are too few rolls; the odds chart colours outcomes by severity rank (a neutral
// grey for no effect, warmer and darker for worse, one colour when the table ranks nothing),
// shows the most important
// table first with core's summary, and says why it has no odds.

#include "core/dice/rollstatistics.h"
#include "core/play/logentry.h"
#include "tests/onedie/onedieruleset.h"
#include "ui/dialogs/victorydialog.h"
#include "ui/displaytext.h"
#include "ui/map/counterart.h"
#include "ui/panels/dicelogpanel.h"
#include "ui/panels/explanationpanel.h"
#include "ui/panels/oddschart.h"

#include <QLabel>
#include <QTest>
#include <QTextBrowser>

#include <cstdlib>

using namespace hexfire;

class TstPanels : public QObject {
    Q_OBJECT
private slots:
    void ruleReferencesReadAsPlayersWords_data();
    void ruleReferencesReadAsPlayersWords();
    void victoryDialogNamesTheNoteNotAFile();
    void fairnessSentence_data();
    void fairnessSentence();
    void severityColours();
    void oddsOrderAndSummary();
    void emptyOddsSayWhy();
    void manyTablesAreMeasuredOncePerWidth_data();
    void manyTablesAreMeasuredOncePerWidth();
    void aStepsEffectsAreListedUpToForty_data();
    void aStepsEffectsAreListedUpToForty();
    void counterFacesCompareAsTheirKeys_data();
    void counterFacesCompareAsTheirKeys();
};

void TstPanels::fairnessSentence_data()
{
    QTest::addColumn<QList<int>>("faces"); // counts of faces 1..6 of a d6
    QTest::addColumn<QString>("starts");
    QTest::addColumn<QString>("contains");
    QTest::newRow("none") << QList<int> {0, 0, 0, 0, 0, 0} << ""
                          << "";
    QTest::newRow("one roll") << QList<int> {0, 0, 1, 0, 0, 0} << "1 roll of d6: too few to judge"
                              << "fair.";
    QTest::newRow("even") << QList<int> {10, 10, 10, 10, 10, 10}
                          << "60 rolls of d6: nothing unusual"
                          << "100% of the time.";
    QTest::newRow("all sixes") << QList<int> {0, 0, 0, 0, 0, 60} << "60 rolls of d6: unusual"
                               << "only <1% of the time; check the dice";
    QTest::newRow("a little unusual")
        << QList<int> {5, 5, 5, 5, 5, 15} << "40 rolls of d6: a little unusual"
        << "of the time.";
}

void TstPanels::fairnessSentence()
{
    QFETCH(QList<int>, faces);
    QFETCH(QString, starts);
    QFETCH(QString, contains);
    RollStatistics s;
    for (int face = 1; face <= 6; ++face)
        for (int i = 0; i < faces[face - 1]; ++i)
            s.add(6, face);
    const QString sentence = DiceLogPanel::fairnessSentence(s, 6);
    if (starts.isEmpty()) {
        QVERIFY(sentence.isEmpty());
        return;
    }
    QVERIFY2(sentence.startsWith(starts), qPrintable(sentence));
    QVERIFY2(sentence.contains(contains), qPrintable(sentence));
}

void TstPanels::severityColours()
{
    OddsTable t;
    t.outcomes = {{"none", "No effect", 0.4, 0}, {"c", "Concealment lost", 0.1, 1},
        {"d", "Disrupted", 0.3, 2}, {"k", "Casualty", 0.2, 3}};
    const QColor none = OddsChart::severityColour(t, 0);
    // No effect is neither side's colour: a grey, neither green nor red (good for one side is bad
    // for the other).
    QVERIFY(std::abs(none.red() - none.green()) < 30 && std::abs(none.green() - none.blue()) < 30);
    // Worse is warmer and darker: less green and less light at each step up, so the order reads
    // without telling red from green.
    int previousGreen = 256;
    int previousLight = none.lightness();
    for (const int severity : {1, 2, 3}) {
        const QColor c = OddsChart::severityColour(t, severity);
        QVERIFY2(c.green() < previousGreen, qPrintable(QString::number(severity)));
        QVERIFY(c.red() > c.green());
        QVERIFY2(c.lightness() < previousLight + (severity == 1 ? 30 : 0),
            qPrintable(QString::number(severity)));
        previousGreen = c.green();
        previousLight = c.lightness();
    }
    // A table that ranks nothing (where the scatter lands) has one neutral colour.
    OddsTable flat;
    flat.outcomes = {{"a", "H8", 0.5, 0}, {"b", "I9", 0.5, 0}};
    QCOMPARE(OddsChart::severityColour(flat, 0), OddsChart::severityColour(flat, 0));
    QVERIFY(OddsChart::severityColour(flat, 0) != none);
}

void TstPanels::oddsOrderAndSummary()
{
    OddsTable check;
    check.title = "Lt. Murphy: Cohesion Check";
    check.importance = 1;
    check.outcomes = {{"pass", "Passed", 0.7, 0}, {"fail", "Failed", 0.3, 2}};
    check.headline = "disrupted";
    check.headlineSeverity = 2;
    OddsTable main;
    main.title = "1st Squad, the unit that takes the fire";
    main.importance = 2;
    main.outcomes = {{"none", "No effect", 0.54, 0}, {"d", "Disrupted", 0.46, 2}};
    main.headline = "at least disrupted";
    main.headlineSeverity = 2;
    OddsChart chart;
    chart.setOdds({check, main});
    QCOMPARE(chart.summaryTexts(),
        QStringList({"1st Squad, the unit that takes the fire: 46% at least disrupted",
            "Lt. Murphy: Cohesion Check: 30% disrupted"}));
    QCOMPARE(chart.rowTexts(),
        QStringList({"No effect: 54%", "Disrupted: 46%", "Passed: 70%", "Failed: 30%"}));
    // Laid out for its width: a narrow chart is taller (titles wrap, nothing is cut off).
    QVERIFY(chart.heightForWidth(160) > chart.heightForWidth(600));
}

void TstPanels::emptyOddsSayWhy()
{
    OddsChart chart;
    Evaluation refused;
    refused.legal = false;
    refused.whyNot = "2nd Squad is in the target hex K8";
    chart.setEvaluation(refused);
    QVERIFY2(chart.emptyText().contains("not allowed"), qPrintable(chart.emptyText()));
    QVERIFY(chart.emptyText().contains("2nd Squad is in the target hex K8"));
    Evaluation certain;
    chart.setEvaluation(certain);
    QVERIFY2(chart.emptyText().contains("rolls no dice"), qPrintable(chart.emptyText()));
    chart.setOdds({});
    QVERIFY(!chart.emptyText().contains("not allowed"));
}

void TstPanels::manyTablesAreMeasuredOncePerWidth_data()
{
    QTest::addColumn<int>("tables");
    QTest::newRow("one table") << 1;
    QTest::newRow("forty tables") << 40;
    QTest::newRow("forty-one tables") << 41;
    QTest::newRow("a stack of 3,000") << 3000;
}

void TstPanels::manyTablesAreMeasuredOncePerWidth()
{
    // The chart keeps what it measured per width (the size hint's and the dock's): heights asked
    // in any order are the ones measured fresh, and new odds are measured again.
    QFETCH(int, tables);
    auto oddsOf = [](int n) {
        std::vector<OddsTable> odds;
        for (int i = 0; i < n; ++i) {
            OddsTable t;
            t.subject = "u" + std::to_string(i);
            t.title = "If resolved now: squad " + std::to_string(i);
            t.outcomes = {{"none", "No effect", 0.5, 0}, {"d", "Disrupted", 0.5, 2}};
            odds.push_back(t);
        }
        return odds;
    };
    OddsChart chart;
    chart.setOdds(oddsOf(tables));
    const int narrow = chart.heightForWidth(320);
    const int wide = chart.heightForWidth(600);
    QVERIFY(wide <= narrow);
    QCOMPARE(chart.heightForWidth(320), narrow);
    OddsChart fresh;
    fresh.setOdds(oddsOf(tables));
    QCOMPARE(fresh.heightForWidth(600), wide);
    QCOMPARE(fresh.heightForWidth(320), narrow);
    // A few tables are drawn whole; of a stack of thousands, the most important, and a line says
    // how many more there are.
    QCOMPARE(chart.moreText().isEmpty(), tables <= 40);
    if (tables > 40) {
        const QString count
            = tables == 41 ? QStringLiteral("One more") : QString::number(tables - 40);
        QVERIFY2(chart.moreText().contains(count), qPrintable(chart.moreText()));
    }
    chart.setOdds(oddsOf(2));
    QVERIFY(chart.heightForWidth(320) != narrow);
}

void TstPanels::aStepsEffectsAreListedUpToForty_data()
{
    QTest::addColumn<int>("effects");
    QTest::addColumn<QString>("more"); // the line after the list, empty when all are listed
    QTest::newRow("one") << 1 << QString();
    QTest::newRow("forty") << 40 << QString();
    QTest::newRow("forty-one") << 41 << QStringLiteral("…and 1 more, shown on the map.");
    QTest::newRow("a platoon of a thousand activating")
        << 1000 << QStringLiteral("…and 960 more, shown on the map.");
}

void TstPanels::aStepsEffectsAreListedUpToForty()
{
    // A step that changes thousands of counters lists the first forty and how many more: the
    // map shows every one, and a timeline jump to the step lays out a page, not a book.
    QFETCH(int, effects);
    QFETCH(QString, more);
    const OneDieRuleSet rules;
    const GameState state;
    LogEntry entry;
    entry.title = "Activate";
    for (int i = 0; i < effects; ++i) {
        Effect fx;
        fx.kind = EffectKind::Record;
        fx.name = "activated";
        fx.note = "counter " + std::to_string(i + 1) + " activated";
        entry.resolution.effects.push_back(fx);
    }
    ExplanationPanel panel;
    panel.showEntry(entry, state, rules);
    const QString shown = panel.browser()->toPlainText();
    const auto listed = std::min(effects, 40);
    QVERIFY2(shown.contains(QStringLiteral("counter %1 activated").arg(listed)), qPrintable(shown));
    QVERIFY(!shown.contains(QStringLiteral("counter %1 activated").arg(listed + 1)));
    QCOMPARE(shown.contains(QStringLiteral("more, shown on the map")), !more.isEmpty());
    if (!more.isEmpty())
        QVERIFY2(shown.contains(more), qPrintable(shown));
}

void TstPanels::counterFacesCompareAsTheirKeys_data()
{
    // A timeline jump compares faces field by field instead of by key (CounterFace::drawsLike):
    // the same answer as the keys for a change of each thing a counter shows.
    QTest::addColumn<int>("change");
    QTest::newRow("the same face") << 0;
    QTest::newRow("the colour") << 1;
    QTest::newRow("the colour's alpha alone (the key writes no alpha)") << 2;
    QTest::newRow("the symbol") << 3;
    QTest::newRow("the name") << 4;
    QTest::newRow("reduced") << 5;
    QTest::newRow("a value's text") << 6;
    QTest::newRow("a value's frame") << 7;
    QTest::newRow("one value more") << 8;
    QTest::newRow("a state's caption") << 9;
    QTest::newRow("a state's colour") << 10;
    QTest::newRow("a state less") << 11;
}

void TstPanels::counterFacesCompareAsTheirKeys()
{
    QFETCH(int, change);
    CounterFace a;
    a.colour = QColor(10, 20, 30);
    a.symbol = QStringLiteral("type-squad");
    a.name = QStringLiteral("1st Sqd");
    a.values = {{PrintedValue::Slot::Left, PrintedValue::Frame::None, QStringLiteral("4")}};
    a.statuses = {{StatusLook::Style::Badge, QString(), QStringLiteral("P"), QColor(200, 0, 0)}};
    CounterFace b = a;
    switch (change) {
    case 1:
        b.colour = QColor(11, 20, 30);
        break;
    case 2:
        b.colour.setAlpha(100);
        break;
    case 3:
        b.symbol = QStringLiteral("type-mg");
        break;
    case 4:
        b.name = QStringLiteral("2nd Sqd");
        break;
    case 5:
        b.reduced = true;
        break;
    case 6:
        b.values.front().text = QStringLiteral("3");
        break;
    case 7:
        b.values.front().frame = PrintedValue::Frame::Circle;
        break;
    case 8:
        b.values.push_back(b.values.front());
        break;
    case 9:
        b.statuses.front().caption = QStringLiteral("D");
        break;
    case 10:
        b.statuses.front().colour = QColor(0, 0, 200);
        break;
    case 11:
        b.statuses.clear();
        break;
    default:
        break;
    }
    QCOMPARE(a.drawsLike(b), a.key() == b.key());
    QCOMPARE(b.drawsLike(a), a.key() == b.key());
    QCOMPARE(a.drawsLike(b), change == 0 || change == 2);
}

void TstPanels::ruleReferencesReadAsPlayersWords_data()
{
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("read");
    QTest::addColumn<QString>("entry");
    QTest::newRow("a rule book's section") << "12.1"
                                           << "12.1"
                                           << "";
    QTest::newRow("a chart") << "Terrain Effects Chart"
                             << "Terrain Effects Chart"
                             << "";
    QTest::newRow("HexFire's note") << "docs/rules.md: Scatter die"
                                    << "HexFire's note on Scatter die"
                                    << "Scatter die";
    QTest::newRow("the notes' name alone") << "docs/rules.md: "
                                           << "docs/rules.md: "
                                           << "";
}

void TstPanels::ruleReferencesReadAsPlayersWords()
{
    QFETCH(QString, rule);
    QFETCH(QString, read);
    QFETCH(QString, entry);
    QCOMPARE(DisplayText::ruleReference(rule), read);
    QCOMPARE(DisplayText::notesEntry(rule), entry);
}

void TstPanels::victoryDialogNamesTheNoteNotAFile()
{
    VictoryQuestion q;
    q.summary = QStringLiteral("12 rounds.");
    q.rule = QStringLiteral("docs/rules.md: 2d6 Skirmish victory");
    VictoryDialog dialog(q);
    QString text;
    for (QLabel *l : dialog.findChildren<QLabel *>())
        text += l->text();
    QVERIFY2(!text.contains(QStringLiteral("docs/rules.md")), qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("HexFire's note on 2d6 Skirmish victory")), qPrintable(text));
}

QTEST_MAIN(TstPanels)
#include "tst_panels.moc"
