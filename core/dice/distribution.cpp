#include "core/dice/distribution.h"

#include "core/dice/dicesource.h"
#include "core/error.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

namespace hexfire {

Distribution Distribution::certain(int value)
{
    Distribution d;
    d.m_offset = value;
    return d;
}

Distribution Distribution::fromWeights(int minValue, std::vector<double> weights)
{
    double sum = 0.0;
    for (double w : weights) {
        if (!(w >= 0.0) || !std::isfinite(w))
            throw Error("distribution weights must be finite and >= 0, got " + std::to_string(w));
        sum += w;
    }
    if (!(sum > 0.0))
        throw Error("a distribution needs at least one outcome with a positive weight");
    // Trim impossible outcomes at both ends so minValue()/maxValue() are real outcomes.
    std::size_t first = 0;
    while (weights[first] == 0.0)
        ++first;
    std::size_t last = weights.size();
    while (weights[last - 1] == 0.0)
        --last;
    Distribution d;
    d.m_offset = minValue + static_cast<int>(first);
    d.m_p.assign(weights.begin() + static_cast<std::ptrdiff_t>(first),
        weights.begin() + static_cast<std::ptrdiff_t>(last));
    for (double &p : d.m_p)
        p /= sum;
    return d;
}

double Distribution::probability(int value) const
{
    if (value < minValue() || value > maxValue())
        return 0.0;
    return m_p[static_cast<std::size_t>(value - m_offset)];
}

double Distribution::total() const
{
    double sum = 0.0;
    for (double p : m_p)
        sum += p;
    return sum;
}

double Distribution::mean() const
{
    double sum = 0.0;
    for (std::size_t i = 0; i < m_p.size(); ++i)
        sum += m_p[i] * (m_offset + static_cast<double>(i));
    return sum;
}

double Distribution::variance() const
{
    const double mu = mean();
    double sum = 0.0;
    for (std::size_t i = 0; i < m_p.size(); ++i) {
        const double x = m_offset + static_cast<double>(i) - mu;
        sum += m_p[i] * x * x;
    }
    return sum;
}

double Distribution::atLeast(int value) const
{
    return probabilityOf([value](int v) { return v >= value; });
}

double Distribution::atMost(int value) const
{
    return probabilityOf([value](int v) { return v <= value; });
}

Distribution Distribution::shifted(int delta) const
{
    Distribution d = *this;
    d.m_offset += delta;
    return d;
}

double maxDifference(const Distribution &a, const Distribution &b)
{
    const int lo = std::min(a.minValue(), b.minValue());
    const int hi = std::max(a.maxValue(), b.maxValue());
    double worst = 0.0;
    for (int v = lo; v <= hi; ++v)
        worst = std::max(worst, std::abs(a.probability(v) - b.probability(v)));
    return worst;
}

std::string toString(const Distribution &d)
{
    std::string s = "{";
    for (int v = d.minValue(); v <= d.maxValue(); ++v) {
        char buffer[64];
        std::snprintf(buffer, sizeof buffer, "%s%d: %.6g", v == d.minValue() ? "" : ", ", v,
            d.probability(v));
        s += buffer;
    }
    return s + "}";
}

static void checkDie(int sides, const char *what)
{
    if (sides < 1 || sides > maxSides)
        throw Error(std::string(what) + ": a die needs 1.." + std::to_string(maxSides)
            + " sides, got " + std::to_string(sides));
}

// True when every count of face combinations of `dice` dice with `sides` faces (at most
// sides^dice) is an integer a double holds exactly.
static bool exactCounts(std::size_t dice, int sides)
{
    return static_cast<double>(dice) * std::log2(static_cast<double>(sides)) < 53.0;
}

Distribution uniformDie(int sides)
{
    checkDie(sides, "uniformDie");
    return Distribution::fromWeights(1, std::vector<double>(static_cast<std::size_t>(sides), 1.0));
}

// Convolution of raw weight vectors. Kept separate from convolve() so that sums of dice can stay
// in integer counts (exact in a double up to 2^53) and be divided only once at the end.
static std::vector<double> convolveWeights(
    const std::vector<double> &a, const std::vector<double> &b)
{
    std::vector<double> result(a.size() + b.size() - 1, 0.0);
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] == 0.0)
            continue;
        for (std::size_t j = 0; j < b.size(); ++j)
            result[i + j] += a[i] * b[j];
    }
    return result;
}

Distribution sumOfDice(int count, int sides)
{
    checkDie(sides, "sumOfDice");
    if (count < 0 || count > maxDiceCount)
        throw Error("sumOfDice: the number of dice must be 0.." + std::to_string(maxDiceCount)
            + ", got " + std::to_string(count));
    if (count == 0)
        return Distribution::certain(0);
    // Integer counts of face combinations are exact while sides^count < 2^53; past that they
    // would overflow a double to infinity (6^400), so each die is weighted 1/sides instead and the
    // weights stay probabilities.
    const double weight = exactCounts(static_cast<std::size_t>(count), sides) ? 1.0 : 1.0 / sides;
    const std::vector<double> die(static_cast<std::size_t>(sides), weight);
    std::vector<double> counts = die;
    for (int i = 1; i < count; ++i)
        counts = convolveWeights(counts, die);
    return Distribution::fromWeights(count, std::move(counts));
}

Distribution successes(int dice, int sides, int threshold)
{
    checkDie(sides, "successes");
    if (dice < 0 || dice > maxDiceCount)
        throw Error("successes: the number of dice must be 0.." + std::to_string(maxDiceCount)
            + ", got " + std::to_string(dice));
    const int good = std::clamp(sides - threshold + 1, 0, sides);
    if (good == 0 || dice == 0)
        return Distribution::certain(0);
    if (good == sides)
        return Distribution::certain(dice);
    const double p = static_cast<double>(good) / sides;
    const double q = static_cast<double>(sides - good) / sides;
    std::vector<double> weights(static_cast<std::size_t>(dice) + 1);
    double binomial = 1.0; // C(dice, k), built up incrementally
    for (int k = 0; k <= dice; ++k) {
        weights[static_cast<std::size_t>(k)] = binomial * std::pow(p, k) * std::pow(q, dice - k);
        binomial = binomial * (dice - k) / (k + 1);
    }
    return Distribution::fromWeights(0, std::move(weights));
}

Distribution maxOfDice(int sides, std::span<const int> modifiers)
{
    std::vector<std::pair<int, int>> counted;
    counted.reserve(modifiers.size());
    for (const int m : modifiers)
        counted.emplace_back(m, 1);
    return maxOfDice(sides, std::span<const std::pair<int, int>>(counted));
}

Distribution maxOfDice(int sides, std::span<const std::pair<int, int>> counted)
{
    checkDie(sides, "maxOfDice");
    std::size_t dice = 0;
    std::optional<int> best;
    for (const auto &[m, n] : counted) {
        if (n <= 0)
            continue;
        dice += static_cast<std::size_t>(n);
        best = std::max(best.value_or(m), m);
    }
    if (dice == 0)
        throw Error("maxOfDice: needs at least one die");
    const int lo = 1 + *best; // the maximum is at least the best die's lowest result
    const int hi = sides + *best;
    // Count face combinations with max <= v as a product of per-die counts (exact integers while
    // sides^dice < 2^53), then take differences. Past 2^53 (hundreds of markers on one hex) the
    // counts would overflow to infinity and infinity - infinity is no weight, so each factor is
    // then the die's probability of staying at or below v, and the product stays in [0, 1].
    const double scale = exactCounts(dice, sides) ? 1.0 : sides;
    // Dice that share a modifier share a factor: it is raised to their number. Markers piled in
    // one hex carry a few values between them, so this costs the values, not the dice (a hex
    // with a thousand markers asked eleven times over was most of a fire step's preview). The
    // values in the order they first come, or sorted past sixteen of them: the same products in
    // the same order however the dice were counted.
    std::vector<std::pair<int, int>> shared; // modifier, how many dice carry it
    for (const auto &[m, n] : counted) {
        if (n <= 0)
            continue;
        const auto it = std::find_if(
            shared.begin(), shared.end(), [m = m](const auto &g) { return g.first == m; });
        if (it != shared.end()) {
            it->second += n;
        } else if (shared.size() < 16) {
            shared.emplace_back(m, n);
        } else {
            // Many values: counted from a sorted copy instead of searched for one by one.
            std::vector<std::pair<int, int>> sorted;
            for (const auto &[v, k] : counted) {
                if (k > 0)
                    sorted.emplace_back(v, k);
            }
            std::stable_sort(sorted.begin(), sorted.end(),
                [](const auto &x, const auto &y) { return x.first < y.first; });
            shared.clear();
            for (const auto &[v, k] : sorted) {
                if (shared.empty() || shared.back().first != v)
                    shared.emplace_back(v, 0);
                shared.back().second += k;
            }
            break;
        }
    }
    // By squaring: exact while the result is (every partial product divides it, so it stays
    // below 2^53 with the counts), and a few roundings rather than one per die otherwise.
    const auto power = [](double base, int n) {
        double result = 1.0;
        for (; n > 0; n >>= 1, base *= base) {
            if (n & 1)
                result *= base;
        }
        return result;
    };
    auto combinationsAtMost = [&](int v) {
        double product = 1.0;
        for (const auto &[m, n] : shared)
            product *= power(std::clamp(v - m, 0, sides) / scale, n);
        return product;
    };
    std::vector<double> weights(static_cast<std::size_t>(hi - lo) + 1);
    double below = combinationsAtMost(lo - 1);
    for (int v = lo; v <= hi; ++v) {
        const double atMost = combinationsAtMost(v);
        weights[static_cast<std::size_t>(v - lo)] = atMost - below;
        below = atMost;
    }
    return Distribution::fromWeights(lo, std::move(weights));
}

Distribution maxOf(std::span<const Distribution> distributions)
{
    if (distributions.empty())
        throw Error("maxOf: needs at least one distribution");
    int lo = distributions.front().minValue();
    int hi = distributions.front().maxValue();
    for (const Distribution &d : distributions) {
        lo = std::max(lo, d.minValue());
        hi = std::max(hi, d.maxValue());
    }
    // P(max <= v) is the product of the cumulative probabilities.
    std::vector<double> cdf(distributions.size(), 0.0);
    for (std::size_t i = 0; i < distributions.size(); ++i)
        cdf[i] = distributions[i].atMost(lo - 1);
    auto product = [&] {
        double p = 1.0;
        for (double c : cdf)
            p *= c;
        return p;
    };
    std::vector<double> weights(static_cast<std::size_t>(hi - lo) + 1);
    double below = product();
    for (int v = lo; v <= hi; ++v) {
        for (std::size_t i = 0; i < distributions.size(); ++i)
            cdf[i]
                = v >= distributions[i].maxValue() ? 1.0 : cdf[i] + distributions[i].probability(v);
        const double atMost = product();
        weights[static_cast<std::size_t>(v - lo)] = std::max(0.0, atMost - below);
        below = atMost;
    }
    return Distribution::fromWeights(lo, std::move(weights));
}

Distribution convolve(const Distribution &a, const Distribution &b)
{
    return Distribution::fromWeights(
        a.minValue() + b.minValue(), convolveWeights(a.probabilities(), b.probabilities()));
}

Distribution sumOf(std::span<const Distribution> distributions)
{
    Distribution result;
    for (const Distribution &d : distributions)
        result = convolve(result, d);
    return result;
}

Distribution net(const Distribution &a, const Distribution &b)
{
    const int hi = std::max(0, a.maxValue() - b.minValue());
    std::vector<double> weights(static_cast<std::size_t>(hi) + 1, 0.0);
    const auto &pa = a.probabilities();
    const auto &pb = b.probabilities();
    for (std::size_t i = 0; i < pa.size(); ++i) {
        if (pa[i] == 0.0)
            continue;
        const int x = a.minValue() + static_cast<int>(i);
        for (std::size_t j = 0; j < pb.size(); ++j) {
            const int y = b.minValue() + static_cast<int>(j);
            weights[static_cast<std::size_t>(std::max(0, x - y))] += pa[i] * pb[j];
        }
    }
    return Distribution::fromWeights(0, std::move(weights));
}

} // namespace hexfire
