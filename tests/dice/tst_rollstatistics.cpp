// RollStatistics: counts per die size, Pearson's chi-square against fair dice on hand-computed
// examples, and the chi-square tail probability against textbook critical values.
#include "core/dice/rollstatistics.h"
#include "core/error.h"

#include <QTest>

#include <cmath>

using namespace hexfire;

class TestRollStatistics : public QObject {
    Q_OBJECT
private slots:
    void counts();
    void chiSquare_data();
    void chiSquare();
    void survival_data();
    void survival();
    void rejectsImpossibleFaces();
};

void TestRollStatistics::counts()
{
    RollStatistics stats;
    QCOMPARE(stats.total(6), std::int64_t(0));
    QCOMPARE(stats.chiSquare(6), 0.0);
    QCOMPARE(stats.pValue(6), 1.0);
    const std::vector<DieRoll> rolls {{6, 3, "a"}, {6, 3, "b"}, {10, 10, "c"}, {6, 1, "d"}};
    stats.add(rolls);
    QCOMPARE(stats.dieSizes(), (std::vector<int> {6, 10}));
    QCOMPARE(stats.total(6), std::int64_t(3));
    QCOMPARE(stats.total(10), std::int64_t(1));
    QCOMPARE(stats.count(6, 3), std::int64_t(2));
    QCOMPARE(stats.count(6, 2), std::int64_t(0));
    QCOMPARE(stats.count(6, 7), std::int64_t(0));
    QCOMPARE(stats.observed(6), (std::vector<std::int64_t> {1, 0, 2, 0, 0, 0}));
    QCOMPARE(stats.expected(6), std::vector<double>(6, 0.5));
    QCOMPARE(stats.observed(20), std::vector<std::int64_t>(20, 0));
    QCOMPARE(stats.degreesOfFreedom(10), 9);
    QCOMPARE(RollStatistics::expectedDistribution(6).probability(4), 1.0 / 6);
    stats.clear();
    QVERIFY(stats.dieSizes().empty());
}

void TestRollStatistics::chiSquare_data()
{
    QTest::addColumn<int>("sides");
    QTest::addColumn<QList<int>>("perFace"); // how many times each face 1..sides was rolled
    QTest::addColumn<double>("expected");

    QTest::newRow("perfectly even d6") << 6 << QList<int> {10, 10, 10, 10, 10, 10} << 0.0;
    // Expected 10 each: (10 + 0 + 0 + 0 + 0 + 10)^2-terms = (100 + 100) / 10.
    QTest::newRow("d6, faces 1 and 6 off by 10") << 6 << QList<int> {20, 10, 10, 10, 10, 0} << 20.0;
    // 12 rolls of a d6 all showing 6: expected 2 each, (5*4 + 100) / 2 = 60.
    QTest::newRow("d6 always 6") << 6 << QList<int> {0, 0, 0, 0, 0, 12} << 60.0;
    QTest::newRow("d2, 30 and 70") << 2 << QList<int> {30, 70} << 16.0;
}

void TestRollStatistics::chiSquare()
{
    QFETCH(int, sides);
    QFETCH(QList<int>, perFace);
    QFETCH(double, expected);
    RollStatistics stats;
    for (int face = 1; face <= sides; ++face) {
        for (int i = 0; i < perFace[face - 1]; ++i)
            stats.add(sides, face);
    }
    QVERIFY(std::abs(stats.chiSquare(sides) - expected) < 1e-12);
    QVERIFY(std::abs(stats.pValue(sides) - chiSquareSurvival(expected, sides - 1)) < 1e-15);
}

void TestRollStatistics::survival_data()
{
    QTest::addColumn<double>("x");
    QTest::addColumn<int>("dof");
    QTest::addColumn<double>("expected");
    QTest::addColumn<double>("tolerance"); // table values are printed to 3-4 digits

    QTest::newRow("x = 0") << 0.0 << 5 << 1.0 << 1e-15;
    QTest::newRow("dof 1, 3.841: 5%") << 3.841 << 1 << 0.05 << 1e-4;
    QTest::newRow("dof 2, exp(-x/2) exactly") << 3.0 << 2 << std::exp(-1.5) << 1e-13;
    QTest::newRow("dof 5, 11.070: 5% (d6)") << 11.070 << 5 << 0.05 << 1e-4;
    QTest::newRow("dof 5, 15.086: 1% (d6)") << 15.086 << 5 << 0.01 << 1e-5;
    QTest::newRow("dof 9, 16.919: 5% (d10)") << 16.919 << 9 << 0.05 << 1e-4;
    QTest::newRow("dof 9, 21.666: 1% (d10)") << 21.666 << 9 << 0.01 << 1e-5;
    QTest::newRow("dof 5, 1.145: 95% (series branch)") << 1.145 << 5 << 0.95 << 1e-4;
    QTest::newRow("dof 19, 60: far tail") << 60.0 << 19 << 3.2e-6 << 1e-6;
    // Closed forms: dof 1 is erfc(sqrt(x/2)), dof 4 is exp(-x/2) (1 + x/2).
    QTest::newRow("dof 1, erfc(1) exactly") << 2.0 << 1 << std::erfc(1.0) << 1e-15;
    QTest::newRow("dof 4, 4 exp(-3) exactly") << 6.0 << 4 << 4.0 * std::exp(-3.0) << 1e-15;
    // Values to 17 digits from mpmath (30-digit arithmetic), held to a relative 1e-12 below.
    QTest::newRow("dof 5, 11.070: reference") << 11.070 << 5 << 0.050009618622405482 << 5e-14;
    QTest::newRow("dof 9, 21.666: reference") << 21.666 << 9 << 0.0099999798834983211 << 1e-14;
    QTest::newRow("dof 19, 60: reference") << 60.0 << 19 << 3.8698263006641803e-6 << 4e-18;
    QTest::newRow("dof 5, 100: deep tail") << 100.0 << 5 << 5.2851483609432401e-20 << 6e-32;
    QTest::newRow("dof 99, 200: d100 tail") << 200.0 << 99 << 8.1939118914221111e-9 << 1e-20;
}

void TestRollStatistics::survival()
{
    QFETCH(double, x);
    QFETCH(int, dof);
    QFETCH(double, expected);
    QFETCH(double, tolerance);
    const double p = chiSquareSurvival(x, dof);
    QVERIFY2(std::abs(p - expected) <= tolerance, qPrintable(QString::number(p, 'g', 10)));
}

void TestRollStatistics::rejectsImpossibleFaces()
{
    RollStatistics stats;
    QVERIFY_THROWS_EXCEPTION(Error, stats.add(6, 7));
    QVERIFY_THROWS_EXCEPTION(Error, stats.add(6, 0));
    QVERIFY_THROWS_EXCEPTION(Error, stats.add(0, 1));
    QVERIFY_THROWS_EXCEPTION(Error, chiSquareSurvival(1.0, 0));
    QVERIFY_THROWS_EXCEPTION(Error, chiSquareSurvival(-1.0, 5));
    QVERIFY_THROWS_EXCEPTION(Error, chiSquareSurvival(std::nan(""), 5));
    QVERIFY(stats.dieSizes().empty());
}

QTEST_GUILESS_MAIN(TestRollStatistics)
#include "tst_rollstatistics.moc"
