#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/dice/dicesource.h"
#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/explanation.h"
#include "core/rules/resolution.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire::labataille {

struct LbOptions;

/** What infantry trying to form carré against a charge becomes (2.5.6). */
enum class CarreOutcome : std::uint8_t { Carre, Disorder, Rout };
inline constexpr std::size_t carreOutcomeCount = 3;
std::string_view key(CarreOutcome o);
std::string_view displayName(CarreOutcome o);

/** The formation a unit forms carré from: the table has a row for each. */
enum class CarreFrom : std::uint8_t { Column, Line };

/**
 * One row of the Carré Realization table: low modified readings are good. Readings 11 to
 * carreTo form carré, up to disorderTo the unit is disordered, above it the unit routs.
 */
struct CarreRow {
    std::string nationality; /**< empty: any nation */
    CarreFrom from = CarreFrom::Column;
    int distance = 2; /**< hexes between the charging cavalry and the infantry */
    int carreTo = 43;
    int disorderTo = 61;
    friend bool operator==(const CarreRow &, const CarreRow &) = default;
};

/** The roll's modifiers (in 11-66 steps, base 6), data per game. */
struct CarreModifierValues {
    int leader = -6; /**< a leader with the infantry */
    int legere = -3; /**< Légère infantry (troop "legere") */
    int guard = -6; /**< Guard infantry (troop "guard") */
    int lightCavalry = 3; /**< charged by light cavalry */
    int lancers = 6; /**< charged by lancers (troop "lancer") */
    int perMoraleLevel = 3; /**< per morale level of the infantry's organisation */
    friend bool operator==(const CarreModifierValues &, const CarreModifierValues &) = default;
};

/**
 * The Carré Realization table of a game (REFERENCE 2.5.6, Prusse SR p.28): rows by nation,
 * formation and distance, and the modifiers. Only the French rows were found; `found` lists the
 * nations whose rows come from a published chart, and a row used for any other nation is
 * assumed.
 */
struct CarreTable {
    std::vector<CarreRow> rows; /**< first match wins */
    CarreModifierValues modifiers;
    std::vector<std::string> found; /**< nations whose rows were found ("french") */
    /** The farthest the chargers may be for the infantry to try (2.5.6: 4 hexes). */
    int maxDistance = 4;

    static CarreTable defaults();
    static std::optional<CarreTable> fromData(const DataNode &node, Diagnostics &diagnostics);
    /** The row for the unit's nation, formation and distance; at 3 or 4 hexes the row of the
        greatest distance below it. nullptr when none fits. */
    const CarreRow *row(std::string_view nationality, CarreFrom from, int distance) const;
    /** Whether the nation's rows come from the published chart. */
    bool isFound(std::string_view nationality) const;
    friend bool operator==(const CarreTable &, const CarreTable &) = default;
};

/** The outcome of a modified reading (11-66) on a row. */
CarreOutcome carreOutcome(const CarreRow &row, int modifiedReading);

/** One modifier of a carré roll, with what it is for and where the rule is. */
struct CarreModifier {
    std::string key; /**< "carre.leader" */
    std::string what; /**< "a leader with it (Marshal Ney)" */
    int value = 0;
    std::string rule;
    bool assumed = false;
    friend bool operator==(const CarreModifier &, const CarreModifier &) = default;
};

/**
 * The modifiers of 2.5.6 for this infantry charged by these cavalry units: a leader of its side
 * in its hex, Légère or Guard, light cavalry or lancers among the chargers, and its
 * organisation's morale level.
 */
std::vector<CarreModifier> carreModifiers(const LbOptions &options, const GameState &state,
    const Unit &infantry, const std::vector<const Unit *> &chargers);

/** The chances of each outcome for a unit forming carré, and how they were found. */
struct CarreChances {
    bool possible = true;
    std::string whyNot; /**< when not possible: a sentence */
    std::string whyNotRule;
    std::optional<CarreRow> row; /**< the row read, when possible */
    int modifier = 0; /**< the sum of the modifiers */
    bool assumed = false; /**< the row or a modifier is a DEFAULT */
    std::array<double, carreOutcomeCount> chance {}; /**< by CarreOutcome; they add up to 1 */
    std::vector<ExplanationLine> lines; /**< the row, each modifier, the total */
    OddsTable odds; /**< "Forming carré: <unit>": carré / disordered / routed */
};

/**
 * The exact chances over the 36 readings that the infantry forms carré, is disordered or routs,
 * with the chargers `distance` hexes away and these modifiers; not possible (with the reason)
 * for a unit that is not infantry in column or line, or chargers too far.
 */
CarreChances carreChances(const LbOptions &options, const GameState &state, const Unit &infantry,
    int distance, const std::vector<CarreModifier> &modifiers);

/** The outcome of rolled dice (tens, ones) under the chances' row and modifier, and its line. */
CarreOutcome carreResult(
    const CarreChances &chances, int tens, int ones, const Unit &infantry, ExplanationLine &line);

/** The dice of a carré roll, in the order rollCarre() rolls them (for Evaluation::dice). */
std::vector<DieSpec> carreDice(bool conditional = false);

/**
 * Rolls the carré roll ("carré roll, tens die", "... ones die") and pushes into r its line, a
 * Record of the reading ("carre-roll") and, when the unit forms carré, the ProfileChanged effect
 * ("formed-carre"). Disorder and rout are the caller's to apply (the morale rules' failure), as
 * they are for a failed check. Returns the outcome.
 */
CarreOutcome rollCarre(
    const CarreChances &chances, const Unit &infantry, DiceSource &dice, Resolution &r);

/** The assumptions the Carré Realization table rests on, for the rule system's list. */
std::vector<Assumption> carreAssumptions(const CarreTable &table);

} // namespace hexfire::labataille
