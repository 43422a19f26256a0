#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire::labataille {

/** One result of the melee chart (REFERENCE 2.5.5 step 5). */
struct MeleeResult {
    enum class Kind : std::uint8_t {
        NoEffect, /**< NE */
        AttackerRouts, /**< AR: the attackers rout and retreat 10 hexes */
        DefenderRouts, /**< DR */
        AttackerDisordered, /**< AD: disorder and retreat 3 MP (cavalry routs) */
        DefenderDisordered, /**< DD */
        DefenderSurrenders, /**< DS */
        Losses, /**< "x/y": the attackers lose x increments, the defenders y */
    };
    Kind kind = Kind::NoEffect;
    int attackerLost = 0;
    int defenderLost = 0;

    /** "NE", "AR", "DR", "AD", "DD", "DS" or "x/y" (each 0..99); none for anything else. */
    static std::optional<MeleeResult> parse(std::string_view text);
    /** The chart's code of the result: "NE", "DD", "1/2". */
    std::string code() const;
    /** What the result does, in a few words: "the defenders rout". */
    std::string label() const;
    friend bool operator==(const MeleeResult &, const MeleeResult &) = default;
};

/** A band of melee readings (11..16) and the result in each odds column. */
struct MeleeRow {
    int from = 11;
    int to = 16;
    std::vector<std::string> results;
    friend bool operator==(const MeleeRow &, const MeleeRow &) = default;
};

/** The melee chart: odds columns of melee values attacker : defender × 11-66 rows. The
    published chart was not found; defaults() is a placeholder, marked not official. */
struct MeleeChart {
    bool notOfficial = true;
    std::string source;
    /** The odds columns, lowest first: "1-3" is attack 1 : defence 3. */
    struct Column {
        std::string label;
        int attack = 1;
        int defence = 1;
        friend bool operator==(const Column &, const Column &) = default;
    };
    std::vector<Column> columns;
    std::vector<MeleeRow> rows; /**< covering 11..66 */

    static MeleeChart defaults();
    static std::optional<MeleeChart> fromData(const DataNode &node, Diagnostics &diagnostics);
    /** The result in column c at the reading. */
    MeleeResult result(std::size_t column, int reading) const;
    /** The text of the row band holding the reading ("31–36"). */
    std::string band(int reading) const;
    friend bool operator==(const MeleeChart &, const MeleeChart &) = default;
};

} // namespace hexfire::labataille
