// Exact distributions:
// - every construction sums to 1 within 1e-12;
// - known values: 2d6 P(7) = 6/36, three dice succeeding on 5+ P(2) = 3 (1/3)^2 (2/3), the max of
//   d10+2 and d10-1, La Bataille 43+4 = 51 and both clamps, net successes;
// - each distribution equals brute-force enumeration of all face combinations for small cases;
// - the two-dice (d66) helpers: index <-> reading for all 36 readings, malformed readings throw.
#include "core/dice/d66.h"
#include "core/dice/distribution.h"
#include "core/error.h"

#include "errorof.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <span>
#include <utility>
#include <vector>

using namespace hexfire;

Q_DECLARE_METATYPE(hexfire::Distribution)
/** (modifier, how many dice), as maxOfDice counts them. */
using CountedDice = std::vector<std::pair<int, int>>;
Q_DECLARE_METATYPE(CountedDice)

namespace {

// Sums of probabilities are exact up to a few ulps per term; 1e-12 leaves room for hundreds.
constexpr double sumTolerance = 1e-12;
// Closed-form values and enumeration differ only by rounding of a few operations.
constexpr double valueTolerance = 1e-14;

// All face combinations of the given dice, each equally likely, mapped through f.
Distribution bruteForce(
    const std::vector<int> &dice, const std::function<int(const std::vector<int> &)> &f)
{
    std::vector<int> faces(dice.size(), 1);
    std::map<int, double> counts;
    while (true) {
        ++counts[f(faces)];
        std::size_t i = 0;
        while (i < dice.size() && faces[i] == dice[i])
            faces[i++] = 1;
        if (i == dice.size())
            break;
        ++faces[i];
    }
    const int lo = counts.begin()->first;
    std::vector<double> weights(static_cast<std::size_t>(counts.rbegin()->first - lo + 1), 0.0);
    for (const auto &[v, c] : counts)
        weights[static_cast<std::size_t>(v - lo)] = c;
    return Distribution::fromWeights(lo, weights);
}

int sum(const std::vector<int> &f)
{
    int s = 0;
    for (int x : f)
        s += x;
    return s;
}

int countAtLeast(const std::vector<int> &f, std::size_t from, std::size_t to, int threshold)
{
    int n = 0;
    for (std::size_t i = from; i < to; ++i)
        n += f[i] >= threshold ? 1 : 0;
    return n;
}

const std::vector<int> plus2minus1 {2, -1};
const std::vector<int> tlhyMarkers {2, -1, 0};

} // namespace

class TestDistribution : public QObject {
    Q_OBJECT
private slots:
    void sumsToOne_data();
    void sumsToOne();
    void knownValues_data();
    void knownValues();
    void matchesBruteForce_data();
    void matchesBruteForce();
    void d66Readings();
    void d66Modified_data();
    void d66Modified();
    void d66Malformed_data();
    void d66Malformed();
    void summaries();
    void badInput_data();
    void badInput();
    void countedDiceAreTheListed_data();
    void countedDiceAreTheListed();
};

void TestDistribution::sumsToOne_data()
{
    QTest::addColumn<Distribution>("d");
    QTest::newRow("certain 5") << Distribution::certain(5);
    QTest::newRow("d6") << uniformDie(6);
    QTest::newRow("d10") << uniformDie(10);
    QTest::newRow("d1") << uniformDie(1);
    QTest::newRow("2d6") << sumOfDice(2, 6);
    QTest::newRow("10d6") << sumOfDice(10, 6);
    QTest::newRow("40d10") << sumOfDice(40, 10);
    QTest::newRow("3 dice succeed on 5+") << successes(3, 6, 5);
    QTest::newRow("30 dice succeed on 4+") << successes(30, 6, 4);
    QTest::newRow("200 dice succeed on 6") << successes(200, 6, 6);
    // Past 2^53 face combinations the counts would overflow a double (issue 9: 309 markers).
    QTest::newRow("1000d6 (6^1000 combinations)") << sumOfDice(1000, 6);
    QTest::newRow("max of 309 d10 markers") << maxOfDice(10, std::vector<int>(309, 0));
    QTest::newRow("max of 1000 d1000") << maxOfDice(1000, std::vector<int>(1000, 3));
    QTest::newRow("1000 dice succeed on 2+") << successes(1000, 6, 2);
    QTest::newRow("max of d10+2, d10-1") << maxOfDice(10, plus2minus1);
    QTest::newRow("max of 8 d10 markers")
        << maxOfDice(10, std::vector<int> {0, 1, 2, -3, 4, -1, 0, 2});
    QTest::newRow("max of 2d6 and d10")
        << maxOf(std::vector<Distribution> {sumOfDice(2, 6), uniformDie(10)});
    QTest::newRow("d66") << d66::distribution();
    QTest::newRow("d66 +7") << d66::distribution(7);
    QTest::newRow("d66 -40 (all clamp to 11)") << d66::distribution(-40);
    QTest::newRow("net 6 dice 4+ vs 4 dice 5+") << net(successes(6, 6, 4), successes(4, 6, 5));
    QTest::newRow("2d6 halved") << sumOfDice(2, 6).map([](int v) { return v / 2; });
    QTest::newRow("sum of d6, d10, 2d6")
        << sumOf(std::vector<Distribution> {uniformDie(6), uniformDie(10), sumOfDice(2, 6)});
}

void TestDistribution::sumsToOne()
{
    QFETCH(Distribution, d);
    QVERIFY2(
        std::abs(d.total() - 1.0) <= sumTolerance, qPrintable(QString::number(d.total(), 'g', 17)));
    QVERIFY(d.probability(d.minValue()) > 0.0);
    QVERIFY(d.probability(d.maxValue()) > 0.0);
    for (double p : d.probabilities())
        QVERIFY(p >= 0.0 && p <= 1.0);
}

void TestDistribution::knownValues_data()
{
    QTest::addColumn<Distribution>("d");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<double>("expected");

    QTest::newRow("2d6: P(7) = 6/36") << sumOfDice(2, 6) << 7 << 6.0 / 36;
    QTest::newRow("2d6: P(2) = 1/36") << sumOfDice(2, 6) << 2 << 1.0 / 36;
    QTest::newRow("2d6: P(12) = 1/36") << sumOfDice(2, 6) << 12 << 1.0 / 36;
    QTest::newRow("2d6: P(13) = 0") << sumOfDice(2, 6) << 13 << 0.0;
    QTest::newRow("3d6: P(10) = 27/216") << sumOfDice(3, 6) << 10 << 27.0 / 216;
    QTest::newRow("3 dice on 5+: P(2) = 3 (1/3)^2 (2/3)")
        << successes(3, 6, 5) << 2 << 3 * (1.0 / 3) * (1.0 / 3) * (2.0 / 3);
    QTest::newRow("3 dice on 5+: P(0) = (2/3)^3") << successes(3, 6, 5) << 0 << 8.0 / 27;
    QTest::newRow("3 dice on 5+: P(3) = (1/3)^3") << successes(3, 6, 5) << 3 << 1.0 / 27;
    QTest::newRow("threshold 1 always succeeds") << successes(4, 6, 1) << 4 << 1.0;
    QTest::newRow("threshold 7 never succeeds on a d6") << successes(4, 6, 7) << 0 << 1.0;
    QTest::newRow("max d10+2, d10-1: P(12) = 1/10") << maxOfDice(10, plus2minus1) << 12 << 0.1;
    QTest::newRow("max of 309 d10: P(10) = 1 - 0.9^309")
        << maxOfDice(10, std::vector<int>(309, 0)) << 10 << 1.0 - std::pow(0.9, 309);
    QTest::newRow("max of 309 d10: P(9) = 0.9^309 - 0.8^309")
        << maxOfDice(10, std::vector<int>(309, 0)) << 9 << std::pow(0.9, 309) - std::pow(0.8, 309);
    // Twenty values, each on two dice: past sixteen values they are counted from a sorted copy.
    std::vector<int> twentyValues;
    for (int m = 0; m < 20; ++m)
        twentyValues.insert(twentyValues.end(), 2, m);
    QTest::newRow("max of 40 d10, 20 values: P(29) = 1 - 0.9^2")
        << maxOfDice(10, twentyValues) << 29 << 1.0 - 0.81;
    QTest::newRow("max of 40 d10, 20 values: P(20) = (9!/10^9)^2")
        << maxOfDice(10, twentyValues) << 20 << std::pow(362880.0 / 1e9, 2);
    QTest::newRow("max of 16 d10 (exact counts): P(10) = 1 - 0.9^16")
        << maxOfDice(10, std::vector<int>(16, 0)) << 10 << 1.0 - std::pow(0.9, 16);
    QTest::newRow("1000d6: P(1000) = 6^-1000 underflows to 0") << sumOfDice(1000, 6) << 1000 << 0.0;
    QTest::newRow("max d10+2, d10-1: P(3) = 1/10 * 4/10")
        << maxOfDice(10, plus2minus1) << 3 << 0.04;
    QTest::newRow("max d10+2, d10-1: P(2) = 0") << maxOfDice(10, plus2minus1) << 2 << 0.0;
    QTest::newRow("max d10+2, d10-1: P(9) = (1/10)(1) + (6/10)(1/10)")
        << maxOfDice(10, plus2minus1) << 9 << 0.1 + 0.6 * 0.1;
    QTest::newRow("d66: P(43) = 1/36") << d66::distribution() << 43 << 1.0 / 36;
    QTest::newRow("d66: P(17) = 0 (not a reading)") << d66::distribution() << 17 << 0.0;
    QTest::newRow("d66 +4: P(51) = 1/36 (43 + 4)") << d66::distribution(4) << 51 << 1.0 / 36;
    QTest::newRow("d66 +4: P(66) = 5/36 (clamped)") << d66::distribution(4) << 66 << 5.0 / 36;
    QTest::newRow("d66 -3: P(11) = 4/36 (clamped)") << d66::distribution(-3) << 11 << 4.0 / 36;
    QTest::newRow("net 1 die 4+ vs 1 die 4+: P(0) = 3/4")
        << net(successes(1, 6, 4), successes(1, 6, 4)) << 0 << 0.75;
    QTest::newRow("net 1 die 4+ vs 1 die 4+: P(1) = 1/4")
        << net(successes(1, 6, 4), successes(1, 6, 4)) << 1 << 0.25;
    QTest::newRow("net 3 hits vs 1 save = 2")
        << net(Distribution::certain(3), Distribution::certain(1)) << 2 << 1.0;
    QTest::newRow("net 2 dice 5+ vs 1 die 5+: P(2) = (1/9)(2/3)")
        << net(successes(2, 6, 5), successes(1, 6, 5)) << 2 << (1.0 / 9) * (2.0 / 3);
    QTest::newRow("net 2 dice 5+ vs 1 die 5+: P(1) = (4/9)(2/3) + (1/9)(1/3)")
        << net(successes(2, 6, 5), successes(1, 6, 5)) << 1
        << (4.0 / 9) * (2.0 / 3) + (1.0 / 9) * (1.0 / 3);
    QTest::newRow("d6 + d10: P(11) = 6/60") << convolve(uniformDie(6), uniformDie(10)) << 11 << 0.1;
    QTest::newRow("d6 shifted by -1: P(0) = 1/6") << uniformDie(6).shifted(-1) << 0 << 1.0 / 6;
}

void TestDistribution::knownValues()
{
    QFETCH(Distribution, d);
    QFETCH(int, outcome);
    QFETCH(double, expected);
    const double actual = d.probability(outcome);
    QVERIFY2(std::abs(actual - expected) <= valueTolerance,
        qPrintable(QString("P(%1) = %2, expected %3")
                       .arg(outcome)
                       .arg(actual, 0, 'g', 17)
                       .arg(expected, 0, 'g', 17)));
}

void TestDistribution::matchesBruteForce_data()
{
    QTest::addColumn<Distribution>("computed");
    QTest::addColumn<Distribution>("enumerated");

    QTest::newRow("d6") << uniformDie(6) << bruteForce({6}, sum);
    QTest::newRow("2d6") << sumOfDice(2, 6) << bruteForce({6, 6}, sum);
    QTest::newRow("4d6") << sumOfDice(4, 6) << bruteForce({6, 6, 6, 6}, sum);
    QTest::newRow("3d10") << sumOfDice(3, 10) << bruteForce({10, 10, 10}, sum);
    QTest::newRow("d6 + d10 (convolve)")
        << convolve(uniformDie(6), uniformDie(10)) << bruteForce({6, 10}, sum);
    QTest::newRow("d4 + d6 + d8 (sumOf)")
        << sumOf(std::vector<Distribution> {uniformDie(4), uniformDie(6), uniformDie(8)})
        << bruteForce({4, 6, 8}, sum);
    QTest::newRow("4 dice succeed on 5+")
        << successes(4, 6, 5) << bruteForce({6, 6, 6, 6}, [](const std::vector<int> &f) {
               return countAtLeast(f, 0, 4, 5);
           });
    QTest::newRow("5 d10 succeed on 8+")
        << successes(5, 10, 8) << bruteForce({10, 10, 10, 10, 10}, [](const std::vector<int> &f) {
               return countAtLeast(f, 0, 5, 8);
           });
    QTest::newRow("max d10+2, d10-1")
        << maxOfDice(10, plus2minus1) << bruteForce({10, 10}, [](const std::vector<int> &f) {
               return std::max(f[0] + 2, f[1] - 1);
           });
    QTest::newRow("max d10+2, d10-1, d10+0 (TLHY 21.8 markers)")
        << maxOfDice(10, tlhyMarkers) << bruteForce({10, 10, 10}, [](const std::vector<int> &f) {
               return std::max({f[0] + 2, f[1] - 1, f[2]});
           });
    QTest::newRow("maxOf d10+2, d10-1 (general)")
        << maxOf(std::vector<Distribution> {uniformDie(10).shifted(2), uniformDie(10).shifted(-1)})
        << bruteForce(
               {10, 10}, [](const std::vector<int> &f) { return std::max(f[0] + 2, f[1] - 1); });
    QTest::newRow("maxOf 2d6 and d10")
        << maxOf(std::vector<Distribution> {sumOfDice(2, 6), uniformDie(10)})
        << bruteForce(
               {6, 6, 10}, [](const std::vector<int> &f) { return std::max(f[0] + f[1], f[2]); });
    QTest::newRow("net: 3 dice 4+ vs 2 dice 5+") << net(successes(3, 6, 4),
        successes(2, 6, 5)) << bruteForce({6, 6, 6, 6, 6}, [](const std::vector<int> &f) {
        return std::max(0, countAtLeast(f, 0, 3, 4) - countAtLeast(f, 3, 5, 5));
    });
    QTest::newRow("net: 2d6 vs d10") << net(sumOfDice(2, 6), uniformDie(10))
                                     << bruteForce({6, 6, 10}, [](const std::vector<int> &f) {
                                            return std::max(0, f[0] + f[1] - f[2]);
                                        });
    QTest::newRow("d66") << d66::distribution()
                         << bruteForce(
                                {6, 6}, [](const std::vector<int> &f) { return f[0] * 10 + f[1]; });
    for (int drm : {-12, -5, -1, 1, 4, 9, 20}) {
        QTest::addRow("d66 %+d by hand arithmetic", drm)
            << d66::distribution(drm) << bruteForce({6, 6}, [drm](const std::vector<int> &f) {
                   // Independent of d66.cpp: count in base 6 over the ordered rolls, then clamp.
                   const int i = std::clamp((f[0] - 1) * 6 + (f[1] - 1) + drm, 0, 35);
                   return (i / 6 + 1) * 10 + i % 6 + 1;
               });
    }
    QTest::newRow("2d6 mapped to hits (7+ = 1, 11+ = 2)") << sumOfDice(2, 6).map([](int v) {
        return v >= 11 ? 2 : v >= 7 ? 1 : 0;
    }) << bruteForce({6, 6}, [](const std::vector<int> &f) {
        const int v = f[0] + f[1];
        return v >= 11 ? 2 : v >= 7 ? 1 : 0;
    });
}

void TestDistribution::matchesBruteForce()
{
    QFETCH(Distribution, computed);
    QFETCH(Distribution, enumerated);
    QCOMPARE(computed.minValue(), enumerated.minValue());
    QCOMPARE(computed.maxValue(), enumerated.maxValue());
    const double diff = maxDifference(computed, enumerated);
    QVERIFY2(diff <= valueTolerance,
        qPrintable(QString("differs by %1:\n%2\n%3")
                       .arg(diff)
                       .arg(QString::fromStdString(toString(computed)))
                       .arg(QString::fromStdString(toString(enumerated)))));
}

void TestDistribution::d66Readings()
{
    QCOMPARE(d66::reading(0), 11);
    QCOMPARE(d66::reading(35), 66);
    QCOMPARE(d66::reading(4, 3), 43);
    QCOMPARE(d66::index(43), 20);
    int expectedIndex = 0;
    for (int tens = 1; tens <= 6; ++tens) {
        for (int ones = 1; ones <= 6; ++ones) {
            const int r = d66::reading(tens, ones);
            QVERIFY(d66::isReading(r));
            QCOMPARE(d66::index(r), expectedIndex);
            QCOMPARE(d66::reading(expectedIndex), r);
            ++expectedIndex;
        }
    }
    int readings = 0;
    for (int v = -100; v <= 200; ++v)
        readings += d66::isReading(v) ? 1 : 0;
    QCOMPARE(readings, 36);
}

void TestDistribution::d66Modified_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("drm");
    QTest::addColumn<int>("expected");
    QTest::newRow("43 + 4 = 51 (REFERENCE 2.2)") << 43 << 4 << 51;
    QTest::newRow("unmodified") << 25 << 0 << 25;
    QTest::newRow("46 + 1 = 51 (carries into tens)") << 46 << 1 << 51;
    QTest::newRow("51 - 1 = 46 (borrows from tens)") << 51 << -1 << 46;
    QTest::newRow("11 + 6 = 21") << 11 << 6 << 21;
    QTest::newRow("22 + 15 = 45") << 22 << 15 << 45;
    QTest::newRow("massed targets +6 on 33 = 43") << 33 << 6 << 43;
    QTest::newRow("11 - 1 reads 11 (below-11 clamp)") << 11 << -1 << 11;
    QTest::newRow("14 - 10 reads 11 (below-11 clamp)") << 14 << -10 << 11;
    QTest::newRow("66 + 1 reads 66 (above-66 clamp)") << 66 << 1 << 66;
    QTest::newRow("63 + 9 reads 66 (above-66 clamp)") << 63 << 9 << 66;
    QTest::newRow("65 + 1 = 66 (no clamp needed)") << 65 << 1 << 66;
}

void TestDistribution::d66Modified()
{
    QFETCH(int, roll);
    QFETCH(int, drm);
    QFETCH(int, expected);
    QCOMPARE(d66::modified(roll, drm), expected);
    QCOMPARE(d66::clampedReading(d66::index(roll) + drm), expected);
}

void TestDistribution::d66Malformed_data()
{
    QTest::addColumn<int>("value");
    QTest::newRow("10 (ones digit 0)") << 10;
    QTest::newRow("17 (ones digit 7)") << 17;
    QTest::newRow("70 (tens digit 7)") << 70;
    QTest::newRow("67") << 67;
    QTest::newRow("0") << 0;
    QTest::newRow("5 (one digit)") << 5;
    QTest::newRow("-11") << -11;
    QTest::newRow("111 (three digits)") << 111;
}

void TestDistribution::d66Malformed()
{
    QFETCH(int, value);
    QVERIFY(!d66::isReading(value));
    const QString message = errorOf([&] { d66::index(value); });
    QVERIFY2(message.contains(QString::number(value)) && message.contains("11..66"),
        qPrintable(message));
    QVERIFY(!errorOf([&] { d66::modified(value, 1); }).isEmpty());
}

void TestDistribution::summaries()
{
    const Distribution twoD6 = sumOfDice(2, 6);
    QVERIFY(std::abs(twoD6.mean() - 7.0) < 1e-12);
    QVERIFY(std::abs(twoD6.variance() - 35.0 / 6) < 1e-12);
    QVERIFY(std::abs(twoD6.atLeast(10) - 6.0 / 36) < 1e-15);
    QVERIFY(std::abs(twoD6.atMost(4) - 6.0 / 36) < 1e-15);
    QVERIFY(std::abs(twoD6.probabilityOf([](int v) { return v % 2 == 0; }) - 0.5) < 1e-15);
    QCOMPARE(twoD6.minValue(), 2);
    QCOMPARE(twoD6.maxValue(), 12);
    QCOMPARE(twoD6[7], twoD6.probability(7));
    QCOMPARE(Distribution().mean(), 0.0);
    QVERIFY(sumOfDice(0, 6) == Distribution::certain(0));
    QVERIFY(successes(0, 6, 4) == Distribution::certain(0));
    // Impossible outcomes at the ends are trimmed.
    const Distribution trimmed = Distribution::fromWeights(-2, {0.0, 0.0, 1.0, 0.0, 3.0, 0.0});
    QCOMPARE(trimmed.minValue(), 0);
    QCOMPARE(trimmed.maxValue(), 2);
    QCOMPARE(trimmed.probability(2), 0.75);
    QCOMPARE(trimmed.probability(1), 0.0);
    QCOMPARE(QString::fromStdString(toString(uniformDie(2))), QString("{1: 0.5, 2: 0.5}"));
}

void TestDistribution::badInput_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("mustMention");
    QTest::newRow("d0") << 0 << "got 0";
    QTest::newRow("negative dice count") << 1 << "got -1";
    QTest::newRow("negative weight") << 2 << ">= 0";
    QTest::newRow("all weights zero") << 3 << "positive weight";
    QTest::newRow("max of no dice") << 4 << "at least one";
    QTest::newRow("max of no distributions") << 5 << "at least one";
    QTest::newRow("d66 index 36") << 6 << "0..35";
    QTest::newRow("max of dice counted none") << 7 << "at least one";
}

void TestDistribution::badInput()
{
    QFETCH(int, which);
    QFETCH(QString, mustMention);
    const std::vector<std::function<void()>> cases {
        [] { uniformDie(0); },
        [] { sumOfDice(-1, 6); },
        [] {
            Distribution::fromWeights(0, {1.0, -0.5});
        },
        [] {
            Distribution::fromWeights(0, {0.0, 0.0});
        },
        [] { maxOfDice(10, std::vector<int> {}); },
        [] { maxOf(std::vector<Distribution> {}); },
        [] { d66::reading(36); },
        [] {
            maxOfDice(10, std::vector<std::pair<int, int>> {{2, 0}, {-1, 0}});
        },
    };
    const QString message = errorOf(cases[static_cast<std::size_t>(which)]);
    QVERIFY2(message.contains(mustMention), qPrintable(message));
}

void TestDistribution::countedDiceAreTheListed_data()
{
    // (modifier, how many dice) as markers alike give them, against the same dice listed one by
    // one in that order: the same distribution, to the last bit, with few values (merged as they
    // come) and with more than sixteen (counted from a sorted copy), exact counts and past 2^53.
    using Counted = CountedDice;
    QTest::addColumn<int>("sides");
    QTest::addColumn<Counted>("counted");
    QTest::newRow("one die") << 10 << Counted {{-1, 1}};
    QTest::newRow("one value, many dice") << 10 << Counted {{-1, 309}};
    QTest::newRow("values repeated apart") << 10 << Counted {{0, 3}, {2, 2}, {0, 4}, {-3, 1}};
    QTest::newRow("pairs with no die") << 10 << Counted {{5, 0}, {1, 2}, {-2, 0}};
    QTest::newRow("a thousand dice of three values")
        << 10 << Counted {{-1, 400}, {0, 350}, {-2, 250}};
    Counted many;
    for (int v = 0; v < 20; ++v)
        many.emplace_back(v % 2 ? -v : v, 1 + v % 3);
    many.emplace_back(4, 7); // a value met again past sixteen
    QTest::newRow("twenty values and one again") << 10 << many;
    QTest::newRow("d6, exact counts") << 6 << Counted {{1, 5}, {0, 6}, {2, 3}};
}

void TestDistribution::countedDiceAreTheListed()
{
    using Counted = CountedDice;
    QFETCH(int, sides);
    QFETCH(Counted, counted);
    std::vector<int> listed;
    for (const auto &[m, n] : counted)
        listed.insert(listed.end(), static_cast<std::size_t>(n), m);
    const Distribution one = maxOfDice(sides, std::span<const std::pair<int, int>>(counted));
    const Distribution each = maxOfDice(sides, std::span<const int>(listed));
    QCOMPARE(one.minValue(), each.minValue());
    QCOMPARE(one.maxValue(), each.maxValue());
    for (int v = one.minValue(); v <= one.maxValue(); ++v)
        QVERIFY2(one[v] == each[v], qPrintable(QStringLiteral("P(%1)").arg(v)));
}

QTEST_GUILESS_MAIN(TestDistribution)
#include "tst_distribution.moc"
