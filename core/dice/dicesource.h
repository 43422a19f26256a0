#pragma once

#include "core/dice/dieroll.h"
#include "core/error.h"

#include <string_view>
#include <vector>

namespace hexfire {

/** Thrown by ManualDice when the player cancels entering a face; the action must not go ahead. */
class DiceCancelled : public Error {
public:
    explicit DiceCancelled(const std::string &what)
        : Error(what)
    { }
};

/**
 * Where die faces come from: a seeded generator, a script, or the player's own dice.
 *
 * Every implementation records each successful roll in rolls() (the source records, not the
 * caller), so the dice log and the action log can show exactly what was rolled and why. A roll
 * that throws records nothing.
 */
class DiceSource {
public:
    virtual ~DiceSource() = default;

    /** Rolls one die with `sides` faces and returns the face, 1..sides. Throws hexfire::Error. */
    virtual int roll(int sides, std::string_view purpose) = 0;

    /** Rolls `count` dice of one size, in order. */
    std::vector<int> rollMany(int count, int sides, std::string_view purpose);

    /** Every roll made so far, oldest first. */
    const std::vector<DieRoll> &rolls() const { return m_rolls; }
    /** Forgets the record (e.g. after the caller has moved the rolls into its action log). */
    void clearRolls() { m_rolls.clear(); }
    /** Returns the record and clears it. */
    std::vector<DieRoll> takeRolls();

protected:
    DiceSource() = default;
    DiceSource(const DiceSource &) = default;
    DiceSource &operator=(const DiceSource &) = default;

    /** Throws hexfire::Error unless 1 <= sides <= maxSides; called before producing a face. */
    static void checkSides(int sides, std::string_view purpose);
    /** Appends a roll to the record and returns its face. */
    int record(int sides, int face, std::string_view purpose);

private:
    std::vector<DieRoll> m_rolls;
};

/** The largest die any source accepts; far above any game's needs, small enough for exact odds. */
inline constexpr int maxSides = 1000;

/** "d6 for \"fire marker +2\"": how error messages name a roll. */
std::string describeRoll(int sides, std::string_view purpose);

} // namespace hexfire
