// Property test: every exact distribution of core/dice equals the brute-force enumeration of its
// dice, over thousands of random shapes (dice counts, sides, thresholds, modifiers, combinations).
// Seeded: HEXFIRE_PROPERTY_SEED picks another seed, HEXFIRE_PROPERTY_SCALE runs more cases.

#include "core/dice/distribution.h"

#include <QTest>

#include <cmath>
#include <cstdlib>
#include <functional>
#include <map>
#include <random>
#include <string>
#include <vector>

using namespace hexfire;

namespace {

std::uint64_t envNumber(const char *name, std::uint64_t fallback)
{
    const char *v = std::getenv(name);
    return v && *v ? std::strtoull(v, nullptr, 10) : fallback;
}

/** The distribution of f(faces) over every combination of faces of `dice` (each 1..sides). */
Distribution enumerate(
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

/** Random dice whose combinations stay enumerable (at most 2000). */
std::vector<int> randomDice(std::mt19937_64 &rng, int maxDice)
{
    std::uniform_int_distribution<int> count(1, maxDice);
    const std::vector<int> sideChoices {1, 2, 3, 4, 6, 8, 10, 12, 20};
    std::uniform_int_distribution<std::size_t> side(0, sideChoices.size() - 1);
    std::vector<int> dice;
    double combinations = 1.0;
    for (int n = count(rng); n > 0; --n) {
        const int s = sideChoices[side(rng)];
        if (combinations * s > 2000)
            break;
        combinations *= s;
        dice.push_back(s);
    }
    if (dice.empty())
        dice.push_back(6);
    return dice;
}

} // namespace

class TstDistributionProperties : public QObject {
    Q_OBJECT
private slots:
    void equalsEnumeration_data();
    void equalsEnumeration();
};

void TstDistributionProperties::equalsEnumeration_data()
{
    QTest::addColumn<QString>("shape");
    for (const char *shape :
        {"sumOfDice", "successes", "maxOfDice", "convolve", "maxOf", "net", "map", "shifted"})
        QTest::newRow(shape) << QString(shape);
}

void TstDistributionProperties::equalsEnumeration()
{
    QFETCH(QString, shape);
    const std::uint64_t seed = envNumber("HEXFIRE_PROPERTY_SEED", 20261201);
    const int cases = 250
        * static_cast<int>(std::max<std::uint64_t>(1, envNumber("HEXFIRE_PROPERTY_SCALE", 1)));
    std::mt19937_64 rng(seed + qHash(shape, 0)); // qHash with an explicit seed is stable
    std::uniform_int_distribution<int> modifier(-4, 4);
    const auto sum = [](const std::vector<int> &f) {
        int s = 0;
        for (int x : f)
            s += x;
        return s;
    };
    for (int c = 0; c < cases; ++c) {
        Distribution actual;
        Distribution expected;
        std::string what;
        if (shape == "sumOfDice") {
            const std::vector<int> dice = randomDice(rng, 5);
            const std::vector<int> same(dice.size(), dice.front());
            actual = sumOfDice(static_cast<int>(same.size()), same.front());
            expected = enumerate(same, sum);
            what = std::to_string(same.size()) + "d" + std::to_string(same.front());
        } else if (shape == "successes") {
            const std::vector<int> dice = randomDice(rng, 5);
            const std::vector<int> same(dice.size(), dice.front());
            const int threshold = std::uniform_int_distribution<int>(0, same.front() + 1)(rng);
            actual = successes(static_cast<int>(same.size()), same.front(), threshold);
            expected = enumerate(same, [threshold](const std::vector<int> &f) {
                return static_cast<int>(
                    std::count_if(f.begin(), f.end(), [&](int x) { return x >= threshold; }));
            });
            what = std::to_string(same.size()) + " dice, " + std::to_string(threshold) + "+";
        } else if (shape == "maxOfDice") {
            const std::vector<int> dice = randomDice(rng, 5);
            const std::vector<int> same(dice.size(), dice.front());
            std::vector<int> mods;
            for (std::size_t i = 0; i < same.size(); ++i)
                mods.push_back(modifier(rng));
            actual = maxOfDice(same.front(), mods);
            expected = enumerate(same, [&mods](const std::vector<int> &f) {
                int best = f[0] + mods[0];
                for (std::size_t i = 1; i < f.size(); ++i)
                    best = std::max(best, f[i] + mods[i]);
                return best;
            });
            what = "max of d" + std::to_string(same.front()) + " x" + std::to_string(same.size());
        } else {
            // Combinations of two independent dice groups: a (first die) and b (the rest).
            const std::vector<int> dice = randomDice(rng, 4);
            const std::vector<int> a {dice.front()};
            const std::vector<int> b(dice.begin() + (dice.size() > 1 ? 1 : 0), dice.end());
            const int shift = modifier(rng);
            Distribution da = uniformDie(a.front());
            Distribution db = enumerate(b, sum);
            const auto split = [&](const std::vector<int> &f) {
                int rest = 0;
                for (std::size_t i = 1; i < f.size(); ++i)
                    rest += f[i];
                return std::pair {f[0], dice.size() > 1 ? rest : f[0]};
            };
            std::vector<int> all = a;
            if (dice.size() > 1)
                all.insert(all.end(), b.begin(), b.end());
            what = shape.toStdString() + " of d" + std::to_string(a.front()) + " and "
                + std::to_string(b.size()) + " dice";
            if (dice.size() == 1 && shape != "map" && shape != "shifted")
                continue; // needs two independent groups
            if (shape == "convolve") {
                actual = convolve(da, db);
                expected = enumerate(all, sum);
            } else if (shape == "maxOf") {
                actual = maxOf(std::vector<Distribution> {da.shifted(shift), db});
                expected = enumerate(all, [&](const std::vector<int> &f) {
                    const auto [x, y] = split(f);
                    return std::max(x + shift, y);
                });
            } else if (shape == "net") {
                actual = net(db, da);
                expected = enumerate(all, [&](const std::vector<int> &f) {
                    const auto [x, y] = split(f);
                    return std::max(0, y - x);
                });
            } else if (shape == "map") {
                actual = db.map([shift](int v) { return v / 2 + shift * (v % 3); });
                expected = enumerate(b, [&](const std::vector<int> &f) {
                    const int v = sum(f);
                    return v / 2 + shift * (v % 3);
                });
            } else {
                actual = db.shifted(shift);
                expected = enumerate(b, [&](const std::vector<int> &f) { return sum(f) + shift; });
            }
        }
        const double diff = maxDifference(actual, expected);
        QVERIFY2(diff <= 1e-12,
            (what + " (seed " + std::to_string(seed) + ", case " + std::to_string(c)
                + "): " + toString(actual) + " vs " + toString(expected))
                .c_str());
        QCOMPARE(actual.minValue(), expected.minValue());
        QCOMPARE(actual.maxValue(), expected.maxValue());
    }
}

QTEST_GUILESS_MAIN(TstDistributionProperties)
#include "tst_distributionproperties.moc"
