// The odds' one-line summary, display order and severity: the summary counts exactly the outcomes
// at least as severe as the table's headline says; tables sort by importance, keeping the rule
// system's order among equals; and each rule system ranks its own outcomes from no effect to worst
// (checked on the tables its bundled scenarios' steps produce).

#include "bundledgame.h"

#include "app/rulesets.h"
#include "core/play/game.h"
#include "core/rules/oddssummary.h"
#include "core/scenario/scenarioio.h"

#include <QTest>

#include <map>

using namespace hexfire;

namespace {

OddsTable table(std::vector<OutcomeOdds> outcomes, std::string headline, int headlineSeverity)
{
    OddsTable t;
    t.subject = "x";
    t.title = "X";
    t.outcomes = std::move(outcomes);
    t.headline = std::move(headline);
    t.headlineSeverity = headlineSeverity;
    return t;
}

/** Every odds table of every step of a scenario's script, as evaluated before its roll. */
std::vector<std::vector<OddsTable>> scriptOdds(const QString &file)
{
    std::unique_ptr<Game> game = testing::bundledGame(file);
    std::vector<std::vector<OddsTable>> out;
    while (game->stepForward())
        out.push_back(game->log().back().evaluation.odds);
    return out;
}

} // namespace

using KeyPairs = QList<QPair<QString, QString>>;
Q_DECLARE_METATYPE(OddsTable)

class TstOddsSummary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerRuleSets(); }
    void summary_data();
    void summary();
    void wholePercent_data();
    void wholePercent();
    void displayOrder();
    void severityOrder_data();
    void severityOrder();
    void mainTableFirst_data();
    void mainTableFirst();
};

void TstOddsSummary::summary_data()
{
    QTest::addColumn<OddsTable>("odds");
    QTest::addColumn<double>("probability");
    QTest::addColumn<QString>("text");
    QTest::newRow("at least disrupted") << table(
        {{"no-effect", "No effect", 0.44, 0}, {"concealment-lost", "C", 0.10, 1},
            {"disrupted", "D", 0.30, 2}, {"casualty", "K", 0.16, 3}},
        "at least disrupted", 2) << 0.46 << "46% at least disrupted";
    QTest::newRow("threshold 3 only") << table({{"a", "A", 0.9, 0}, {"b", "B", 0.1, 3}},
        "a casualty", 3) << 0.1 << "10% a casualty";
    QTest::newRow("never") << table({{"a", "A", 1.0, 0}, {"b", "B", 0.0, 1}}, "at least one hit", 1)
                           << 0.0 << "0% at least one hit";
    QTest::newRow("tiny but possible") << table({{"a", "A", 0.996, 0}, {"b", "B", 0.004, 1}},
        "at least one hit", 1) << 0.004 << "<1% at least one hit";
    QTest::newRow("almost certain")
        << table({{"a", "A", 0.003, 0}, {"b", "B", 0.997, 1}}, "at least one hit", 1) << 0.997
        << ">99% at least one hit";
    QTest::newRow("no headline, no text")
        << table({{"h1", "H9", 0.5, 0}, {"h2", "I10", 0.5, 0}}, "", 1) << 0.0 << "";
}

void TstOddsSummary::summary()
{
    QFETCH(OddsTable, odds);
    QFETCH(double, probability);
    QFETCH(QString, text);
    const OddsSummary s = oddsSummary(odds);
    QVERIFY2(
        std::abs(s.probability - probability) < 1e-12, qPrintable(QString::number(s.probability)));
    QCOMPARE(QString::fromStdString(s.text), text);
    QCOMPARE(s.severity, odds.headlineSeverity);
}

void TstOddsSummary::wholePercent_data()
{
    QTest::addColumn<double>("probability");
    QTest::addColumn<QString>("text");
    QTest::newRow("zero") << 0.0 << "0%";
    QTest::newRow("certain") << 1.0 << "100%";
    QTest::newRow("rounds half up") << 0.455 << "46%";
    QTest::newRow("rounds down") << 0.454 << "45%";
    QTest::newRow("tiny") << 0.0001 << "<1%";
    QTest::newRow("half a percent") << 0.005 << "1%";
    QTest::newRow("nearly certain") << 0.9999 << ">99%";
}

void TstOddsSummary::wholePercent()
{
    QFETCH(double, probability);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(hexfire::wholePercent(probability)), text);
}

void TstOddsSummary::displayOrder()
{
    std::vector<OddsTable> tables(4);
    const int importance[] = {1, 2, 1, 2};
    for (int i = 0; i < 4; ++i) {
        tables[static_cast<std::size_t>(i)].title = std::to_string(i);
        tables[static_cast<std::size_t>(i)].importance = importance[i];
    }
    QStringList order;
    for (const OddsTable &t : oddsInDisplayOrder(tables))
        order << QString::fromStdString(t.title);
    QCOMPARE(order, QStringList({"1", "3", "0", "2"}));
    QCOMPARE(
        severityLevels(table({{"a", "", 0.1, 3}, {"b", "", 0.1, 0}, {"c", "", 0.8, 3}}, "", 1)),
        std::vector<int>({0, 3}));
}

void TstOddsSummary::severityOrder_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<KeyPairs>("milderFirst");
    QTest::newRow("tlhy fire resolution")
        << "tlhy-21-8-3-assault-hex.json"
        << KeyPairs {{"no-effect", "concealment-lost"}, {"concealment-lost", "disrupted"},
               {"disrupted", "casualty-and-disrupted"}, {"no-check", "check-failed"},
               {"check-passed", "check-failed"}};
    QTest::newRow("tlhy simple") << "tlhy-21-8-simple-fire-resolution.json"
                                 << KeyPairs {{"no-effect", "disrupted"}};
    QTest::newRow("labataille") << "labataille-fire-combat.json"
                                << KeyPairs {{"lost-0", "lost-1"}, {"no-check", "morale-check"}};
    QTest::newRow("skirmish") << "skirmish-tutorial.json" << KeyPairs {{"hits-0", "hits-1"}};
    QTest::newRow("tide of iron") << "toi-concentrated-attack.json"
                                  << KeyPairs {{"net-0", "net-1"}, {"removed-0", "removed-1"}};
}

void TstOddsSummary::severityOrder()
{
    QFETCH(QString, scenario);
    QFETCH(KeyPairs, milderFirst);
    int compared = 0;
    for (const std::vector<OddsTable> &step : scriptOdds(scenario)) {
        for (const OddsTable &t : step) {
            std::map<std::string, int> severity;
            for (const OutcomeOdds &o : t.outcomes) {
                severity[o.key] = o.severity;
                QVERIFY2(o.severity >= 0, o.key.c_str());
            }
            // "No effect" is severity 0 wherever a table has it.
            if (severity.contains("no-effect"))
                QCOMPARE(severity["no-effect"], 0);
            for (const auto &[milder, worse] : milderFirst) {
                const auto a = severity.find(milder.toStdString());
                const auto b = severity.find(worse.toStdString());
                if (a == severity.end() || b == severity.end())
                    continue;
                QVERIFY2(a->second < b->second,
                    qPrintable(QStringLiteral("%1: %2 (%3) should be milder than %4 (%5)")
                                   .arg(QString::fromStdString(t.title), milder)
                                   .arg(a->second)
                                   .arg(worse)
                                   .arg(b->second)));
                ++compared;
            }
            if (!t.headline.empty()) {
                double sum = 0;
                for (const OutcomeOdds &o : t.outcomes)
                    sum += o.severity >= t.headlineSeverity ? o.probability : 0.0;
                QCOMPARE(oddsSummary(t).probability, std::clamp(sum, 0.0, 1.0));
            }
        }
    }
    QVERIFY2(compared > 0, "no table of the scenario had both outcomes of any pair");
}

void TstOddsSummary::mainTableFirst_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("firstTitleContains");
    // 21.8.3: the unit that takes the fire leads, the leader's Cohesion Check follows.
    QTest::newRow("tlhy") << "tlhy-21-8-3-assault-hex.json"
                          << "takes the fire";
    QTest::newRow("labataille") << "labataille-fire-combat.json"
                                << "Increments lost";
    QTest::newRow("tide of iron") << "toi-concentrated-attack.json"
                                  << "Result on";
}

void TstOddsSummary::mainTableFirst()
{
    QFETCH(QString, scenario);
    QFETCH(QString, firstTitleContains);
    int checked = 0;
    for (const std::vector<OddsTable> &step : scriptOdds(scenario)) {
        const std::vector<OddsTable> shown = oddsInDisplayOrder(step);
        const bool has = std::any_of(shown.begin(), shown.end(), [&](const OddsTable &t) {
            return QString::fromStdString(t.title).contains(firstTitleContains);
        });
        if (shown.size() < 2 || !has)
            continue;
        ++checked;
        QVERIFY2(QString::fromStdString(shown.front().title).contains(firstTitleContains),
            shown.front().title.c_str());
    }
    QVERIFY2(checked > 0, qPrintable("no step led with a table titled …" + firstTitleContains));
}

QTEST_GUILESS_MAIN(TstOddsSummary)
#include "tst_oddssummary.moc"
