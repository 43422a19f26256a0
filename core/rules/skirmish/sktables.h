#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/game/unitprofile.h"
#include "core/rules/assumptioncache.h"
#include "core/rules/explanation.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hexfire::skirmish {

/** Troop quality: the firer's To-Hit number and, as a target, a modifier. */
enum class Quality : std::uint8_t { Untrained, Green, Trained, Veteran, Elite };
std::string_view key(Quality q);
std::string_view displayName(Quality q);
std::optional<Quality> qualityFromKey(std::string_view k);

/** A figure's team, quality and weapon. */
struct SkProfile final : UnitProfile {
    std::string team; /**< figures of one team fire and are fired at together */
    Quality quality = Quality::Trained;
    std::string weapon; /**< a key of the weapons table */
    /** The team's leader: the team tests at -1 once it is down or killed, and it helps the
        broken teams near it rally (REFERENCE 3.6.4, 3.6.6, assumed). */
    bool leader = false;

    std::string_view rulesetId() const override { return "skirmish"; }
    bool equals(const UnitProfile &other) const override;
};

/** A row of the weapons table. */
struct Weapon {
    std::string key;
    std::string name;
    std::string abbreviation; /**< printed on the counter: "LMG" */
    int effectiveRange = 24; /**< inches */
    int closeFactor = 0; /**< added at close range */
    bool autofire = false;
    bool mustBrace = false;
    friend bool operator==(const Weapon &, const Weapon &) = default;
};

enum class Cover : std::uint8_t { None, Soft, Hard };
std::string_view key(Cover c);

/** What one wound roll does to a figure (the wound table's results, mildest first). */
enum class WoundResult : std::uint8_t { LightWound, Down, Killed };
std::string_view key(WoundResult w);
std::optional<WoundResult> woundResultFromKey(std::string_view k);

/** A row of the wound table: the faces of the d6 rolled per hit that give this result. */
struct WoundRow {
    std::vector<int> faces;
    WoundResult result = WoundResult::LightWound;
    friend bool operator==(const WoundRow &, const WoundRow &) = default;
};

/** The wound table (REFERENCE 3.6.5, a DEFAULT): one d6 per hit, every face in exactly one row. */
struct WoundTable {
    static constexpr int die = 6;
    std::vector<WoundRow> rows;

    /** The result of a face (a validated table gives every face one). */
    WoundResult resultFor(int face) const;
    /** "1-2", "5-6", "1, 3": the faces that give this result; empty when none does. */
    std::string facesOf(WoundResult result) const;
    /** "1-2 light wound, 3-4 down, 5-6 killed": the table in a sentence. */
    std::string text() const;
    friend bool operator==(const WoundTable &, const WoundTable &) = default;
};

/** The data tables (resources/rulesets/skirmish/tables.json equals defaults()). */
struct SkTables {
    bool notOfficial = true;
    std::string source;
    std::vector<Weapon> weapons;
    /** Cover a figure has in a hex of this terrain, by terrain id. */
    std::map<std::string, Cover, std::less<>> terrainCover;
    /** Cover a hexside feature gives the figure behind it (the line crosses it into the hex). */
    std::map<std::string, Cover, std::less<>> hexsideCover;
    std::vector<std::string> blockingTerrain;
    std::vector<std::string> blockingHexsideFeatures;
    WoundTable wounds;

    static SkTables defaults();
    static std::optional<SkTables> fromData(const DataNode &node, Diagnostics &diagnostics);
    const Weapon *weapon(std::string_view key) const;
    friend bool operator==(const SkTables &, const SkTables &) = default;
};

/**
 * How far figures move, in inches (REFERENCE 3.6.3, all DEFAULTs): a walk, a run (no fire that
 * round), a crawl when prone, what standing up or going prone costs, and the terrain and hexside
 * features that double the inches a hex costs.
 */
struct SkMovementTable {
    int walk = 6;
    int run = 12;
    int crawl = 2;
    int posture = 3;
    std::vector<std::string> rough {"brush", "woods", "rubble", "building"};
    std::vector<std::string> obstacles {"hedge", "wall"};
    friend bool operator==(const SkMovementTable &, const SkMovementTable &) = default;
};

/** The DEFAULTs of REFERENCE 3.3 as options, the To-Hit numbers and the tables. */
struct SkOptions {
    int inchesPerHex = 2;
    int closeRange = 4; /**< inches */
    /** To-Hit numbers by quality (Elite: the Veteran number, REFERENCE 3.3). */
    std::map<std::string, int, std::less<>> toHit {
        {"untrained", 9}, {"green", 8}, {"trained", 7}, {"veteran", 6}, {"elite", 6}};
    SkTables tables = SkTables::defaults();
    SkMovementTable movement;
    /** The scenario plays the fire rules alone: no round, any team acts in any order (a
        tutorial of the modifiers). */
    bool freePlay = false;
    /** The victory preset offered at set-up (REFERENCE 3.6.7, assumed): its rounds, and the
        share of its figures (percent) a side loses before it concedes. */
    int presetRounds = 12;
    int concessionPercent = 50;

    int toHitOf(Quality q) const { return toHit.at(std::string(key(q))); }
    std::vector<Assumption> assumptions() const;
    /** The same, built once (AssumptionCache): what every evaluation starts with. */
    std::shared_ptr<const std::vector<Assumption>> keptAssumptions() const
    {
        return assumptionCache.get([this] { return assumptions(); });
    }
    AssumptionCache assumptionCache; /**< for keptAssumptions; empty in a copy */
    static std::optional<SkOptions> fromData(
        const DataNode &node, const SkOptions &base, Diagnostics &diagnostics);
    friend bool operator==(const SkOptions &, const SkOptions &) = default;
};

} // namespace hexfire::skirmish
