#pragma once

#include <span>
#include <string>
#include <utility>
#include <vector>

namespace hexfire {

/**
 * An exact probability distribution over integer outcomes (a die, a modified roll, a number of
 * hits). Stored densely: probabilities()[i] is P(minValue() + i). The first and last stored
 * outcomes have non-zero probability; outcomes in between may be zero (e.g. 17..20 of a d66).
 * Probabilities sum to 1 within a few ulps.
 *
 * Cheap value type: a few dozen doubles, recomputed on every hover. Combine with the free
 * functions below (convolve, net, maxOf, ...), all of which treat their arguments as independent.
 */
class Distribution final {
public:
    /** The certain outcome 0. */
    Distribution() = default;
    /** The certain outcome value. */
    static Distribution certain(int value);
    /**
     * Outcomes minValue, minValue + 1, ... with the given relative weights (any common scale, e.g.
     * counts of face combinations). Throws hexfire::Error for a negative or non-finite weight or
     * when all weights are zero.
     */
    static Distribution fromWeights(int minValue, std::vector<double> weights);

    int minValue() const { return m_offset; }
    int maxValue() const { return m_offset + static_cast<int>(m_p.size()) - 1; }
    /** P(outcome == value); 0 outside [minValue, maxValue]. */
    double probability(int value) const;
    double operator[](int value) const { return probability(value); }
    /** Dense probabilities from minValue() to maxValue(). */
    const std::vector<double> &probabilities() const { return m_p; }
    /** Sum of all probabilities (1 up to rounding). */
    double total() const;

    double mean() const;
    double variance() const;
    /** P(outcome >= value). */
    double atLeast(int value) const;
    /** P(outcome <= value). */
    double atMost(int value) const;

    /** P(pred(outcome)). */
    template <typename Pred> double probabilityOf(Pred &&pred) const
    {
        double p = 0.0;
        for (std::size_t i = 0; i < m_p.size(); ++i) {
            if (m_p[i] > 0.0 && pred(m_offset + static_cast<int>(i)))
                p += m_p[i];
        }
        return p;
    }

    /** The distribution of f(outcome); f must be a pure function int -> int. */
    template <typename F> Distribution map(F &&f) const
    {
        std::vector<int> images(m_p.size());
        int lo = 0;
        int hi = 0;
        bool first = true;
        for (std::size_t i = 0; i < m_p.size(); ++i) {
            if (m_p[i] <= 0.0)
                continue;
            const int v = f(m_offset + static_cast<int>(i));
            images[i] = v;
            lo = first || v < lo ? v : lo;
            hi = first || v > hi ? v : hi;
            first = false;
        }
        std::vector<double> weights(static_cast<std::size_t>(hi - lo) + 1, 0.0);
        for (std::size_t i = 0; i < m_p.size(); ++i) {
            if (m_p[i] > 0.0)
                weights[static_cast<std::size_t>(images[i] - lo)] += m_p[i];
        }
        return fromWeights(lo, std::move(weights));
    }

    /** The distribution of outcome + delta. */
    Distribution shifted(int delta) const;

    /** Exact comparison of outcomes and probabilities. */
    friend bool operator==(const Distribution &, const Distribution &) = default;

private:
    int m_offset = 0;
    std::vector<double> m_p {1.0};
};

/** Largest |P_a(v) - P_b(v)| over all outcomes: how tests compare distributions. */
double maxDifference(const Distribution &a, const Distribution &b);

/** "{2: 0.0278, 3: 0.0556, ...}" for logs and test failures. */
std::string toString(const Distribution &d);

/** One die with faces 1..sides, each equally likely. */
Distribution uniformDie(int sides);

/** The most dice sumOfDice and successes take (more throw Error): a rule system refuses first. */
inline constexpr int maxDiceCount = 1000;

/** The sum of `count` dice with `sides` faces each (sumOfDice(2, 6) is 2d6). count 0 gives 0. */
Distribution sumOfDice(int count, int sides);

/**
 * The number of successes among `dice` dice with `sides` faces, where a die succeeds when its face
 * is >= threshold (binomial). threshold <= 1 always succeeds; threshold > sides never does.
 */
Distribution successes(int dice, int sides, int threshold);

/**
 * max_i(d_i + modifiers[i]) for one die with `sides` faces per modifier: one die per marker, the
 * highest modified result counts. Throws for an empty list.
 */
Distribution maxOfDice(int sides, std::span<const int> modifiers);
/**
 * The same with the dice counted: (modifier, how many dice carry it), as many markers alike
 * give. Exactly maxOfDice of the list with each modifier repeated its number of times, in this
 * order (pairs with no die add nothing); throws when there is no die.
 */
Distribution maxOfDice(int sides, std::span<const std::pair<int, int>> counted);

/** The maximum of independent distributions; throws for an empty list. */
Distribution maxOf(std::span<const Distribution> distributions);

/** The sum of two independent outcomes. */
Distribution convolve(const Distribution &a, const Distribution &b);

/** The sum of independent outcomes; the empty sum is certain(0). */
Distribution sumOf(std::span<const Distribution> distributions);

/** max(0, a - b) of independent outcomes: attack successes left after defence successes. */
Distribution net(const Distribution &a, const Distribution &b);

} // namespace hexfire
