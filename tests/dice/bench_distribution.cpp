// Timing of the distributions recomputed on every mouse hover (label "bench": not in the default
// run). Each benchmark builds the distribution a ruleset's evaluate() would ask for.
#include "core/dice/d66.h"
#include "core/dice/distribution.h"

#include <QTest>

using namespace hexfire;

class BenchDistribution : public QObject {
    Q_OBJECT
private slots:
    void tlhyEightMarkers();
    void laBatailleModified();
    void netSuccessPools();
    void twoD6();
};

void BenchDistribution::tlhyEightMarkers()
{
    const std::vector<int> markers {2, -1, 0, 1, -2, 3, 0, 1};
    double sink = 0;
    QBENCHMARK { sink += maxOfDice(10, markers).atLeast(10); }
    QVERIFY(sink > 0);
}

void BenchDistribution::laBatailleModified()
{
    double sink = 0;
    QBENCHMARK { sink += d66::distribution(6).atLeast(51); }
    QVERIFY(sink > 0);
}

void BenchDistribution::netSuccessPools()
{
    double sink = 0;
    QBENCHMARK { sink += net(successes(12, 6, 5), successes(8, 6, 4)).mean(); }
    QVERIFY(sink > 0);
}

void BenchDistribution::twoD6()
{
    double sink = 0;
    QBENCHMARK { sink += sumOfDice(2, 6).atLeast(7); }
    QVERIFY(sink > 0);
}

QTEST_GUILESS_MAIN(BenchDistribution)
#include "bench_distribution.moc"
