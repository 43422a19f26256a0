#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/game/unitprofile.h"
#include "core/hex/facing.h"
#include "core/rules/assumptioncache.h"
#include "core/rules/explanation.h"
#include "core/rules/labataille/lbcarre.h"
#include "core/rules/labataille/lblimber.h"
#include "core/rules/labataille/lbmeleechart.h"
#include "core/rules/labataille/lbmoralelevel.h"
#include "core/rules/labataille/lbmovementtable.h"
#include "core/rules/labataille/lbvictory.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace hexfire::labataille {

enum class UnitKind : std::uint8_t { Infantry, Cavalry, Artillery, Leader };

/** Tactical organisation. Which ones a unit may take depends on its kind. */
enum class Formation : std::uint8_t {
    Column,
    Line,
    Carre,
    Skirmish,
    RoadMarch,
    GeneralOrder,
    Limbered,
    Unlimbered,
};

std::string_view key(UnitKind k);
std::string_view key(Formation f);
std::string_view displayName(UnitKind k);
std::string_view displayName(Formation f);
std::optional<UnitKind> unitKindFromKey(std::string_view k);
std::optional<Formation> formationFromKey(std::string_view k);
/** The formations a unit of this kind may be in (a leader has none). */
std::vector<Formation> formationsOf(UnitKind k);
/** Cavalry with a movement allowance of 12 or less is heavy, 13 or more light (2.5.2). */
inline constexpr int heavyCavalryMaxMovement = 12;
/** Front/flank/rear hexside counts and what the formation faces (REFERENCE 2.2 table). */
FacingProfile facingProfile(UnitKind k, Formation f);
struct LbProfile;
/** The same for this unit: light cavalry in column faces 5 / 0 / 1 like general order. */
FacingProfile facingProfile(const LbProfile &p, Formation f);
/** Cavalry with a movement allowance over heavyCavalryMaxMovement (a printed MA of 13+). */
bool isLightCavalry(const LbProfile &p);

/** A unit's printed values and formation. */
struct LbProfile final : UnitProfile {
    UnitKind kind = UnitKind::Infantry;
    std::string nationality; /**< "french" */
    std::string troop; /**< "ligne", "legere", "guard": the morale check table's key */
    /** The counter's own multiple when the file gives one; 0: from the Fire Effects table. */
    int fireMultiple = 0;
    int range = 1; /**< artillery range in hexes */
    Formation formation = Formation::Column;
    /** Movement allowance printed on the counter (2.5.2); 0: not given, the unit does not move. */
    int movement = 0;
    /** Morale value printed on the counter, 11-66: a check passes when the roll exceeds it. 0:
     *  not given (no check can be rolled). */
    int morale = 0;
    /** Melee value printed on the counter (2.5.5); 0: not given. */
    int melee = 0;
    /** The organisation (division, brigade) whose morale level the unit counts towards. */
    std::string organisation;
    /** A leader's ratings (REFERENCE 2.2, 2.5): his leadership value, whether he has an
     *  artillery bonus (adjacent batteries combine their fire) and a special ability. */
    int leadership = 0;
    bool artilleryBonus = false;
    bool specialAbility = false;

    std::string_view rulesetId() const override { return "labataille"; }
    bool equals(const UnitProfile &other) const override;
};

/** When a fire loss calls for a morale check. */
enum class MoraleTrigger : std::uint8_t { Every, Even, Odd, Third };
std::string_view key(MoraleTrigger t);

/** One odds column: attack:defence as whole numbers (1.5-1 is 3:2). */
struct OddsColumn {
    std::string label;
    int attack = 1;
    int defence = 1;
    friend bool operator==(const OddsColumn &, const OddsColumn &) = default;
};

/** A band of modified readings (11..16) and the increments lost in each column. */
struct ChartRow {
    int from = 11;
    int to = 16;
    std::vector<int> results;
    friend bool operator==(const ChartRow &, const ChartRow &) = default;
};

/** A row of the Fire Effects table: the fire multiple of a nation's troop type. */
struct FireEffectsRow {
    std::string nationality; /**< empty: any */
    std::string troop; /**< empty: any */
    UnitKind kind = UnitKind::Infantry;
    int multiple = 1;
    friend bool operator==(const FireEffectsRow &, const FireEffectsRow &) = default;
};

struct MoraleRow {
    std::string nationality; /**< empty: any */
    std::string troop; /**< empty: any */
    UnitKind kind = UnitKind::Infantry;
    MoraleTrigger trigger = MoraleTrigger::Every;
    friend bool operator==(const MoraleRow &, const MoraleRow &) = default;
};

/** The data tables (resources/rulesets/labataille/tables.json equals defaults()). */
struct LbTables {
    bool notOfficial = true;
    std::string source;
    std::vector<OddsColumn> columns; /**< lowest odds first */
    std::vector<ChartRow> rows; /**< covering 11..66 */
    /** Fire defence by terrain id, then by defence class ("column", "line", "carre",
     *  "skirmish", "road-march", "general-order", "cavalry", "artillery-limbered",
     *  "artillery-unlimbered", "disordered"). */
    std::map<std::string, std::map<std::string, int, std::less<>>, std::less<>> fireDefence;
    std::vector<MoraleRow> moraleChecks; /**< first match wins */
    MoraleTrigger defaultMoraleCheck = MoraleTrigger::Every;
    std::vector<std::string> blockingTerrain;
    std::vector<FireEffectsRow> fireEffects; /**< first match wins */
    /** Display names of nationality and troop ids ("legere" -> "Légère (light infantry)"). */
    std::map<std::string, std::string, std::less<>> names;
    /** Terrain movement costs and stacking (2.5.2); the defaults when the file has none. */
    LbMovementTable movement = LbMovementTable::defaults();
    /** The melee chart (2.5.5); the placeholder when the file gives none. */
    MeleeChart melee = MeleeChart::defaults();
    /** The Carré Realization table (2.5.6), key "carreRealization". */
    CarreTable carre = CarreTable::defaults();
    /** The limber roll of an artillery formation change (2.5.2), key "limber". */
    LimberTable limber = LimberTable::defaults();

    static LbTables defaults();
    /** The unit's fire multiple: its own, else the first matching Fire Effects row, else 0. */
    int fireMultiple(const LbProfile &p) const;
    /** Whether the multiple comes from the Fire Effects table rather than the counter. */
    bool multipleFromTable(const LbProfile &p) const { return p.fireMultiple <= 0; }
    /** The display name of a nationality or troop id (the id, capitalised, when unnamed). */
    std::string nameOf(std::string_view id) const;
    static std::optional<LbTables> fromData(const DataNode &node, Diagnostics &diagnostics);
    /** Increments lost in column c at the modified reading. */
    int result(std::size_t column, int reading) const;
    friend bool operator==(const LbTables &, const LbTables &) = default;
};

/** Odds rounding (REFERENCE 2.3). */
enum class OddsRounding : std::uint8_t { DefenderFavoured, AttackerFavoured };

/** The DEFAULTs of REFERENCE 2.2/2.3 as options, and the tables. */
struct LbOptions {
    OddsRounding rounding = OddsRounding::DefenderFavoured;
    int flankFireDefence = 5;
    int carreFireDefence = 4;
    int roadMarchFireDefence = 4;
    int withArtilleryLess = 2;
    int lineDensityLimit = 7;
    int massedThreshold = 9;
    int skirmishRange = 2;
    int carreFireLimit = 12; /**< increments of a carré (with its battery) that fire */
    int lineFireLimit = 4; /**< increments of a line that fire per hex */
    int skirmishFireLimit = 3; /**< increments in tirailleur order that fire per hex */
    /** Morale (2.5.4): a disordered unit retreats this many movement points, a routed one this
        many hexes at once; a routed unit this near an enemy keeps routing in Morale Recovery. */
    int moraleRetreatMp = 3;
    int routHexes = 10;
    int recoveryRange = 15;
    /** Pre-melee checks: the modifier per odds step of the increment ratio (DEFAULT, 2.5.5). */
    int meleeOddsStep = 3;
    /** Reaction and opportunity charges (2.5.6): the reach in hexes, NOT FOUND, DEFAULT 4 for
        heavy cavalry and 6 for light. */
    int reactionChargeRangeHeavy = 4;
    int reactionChargeRangeLight = 6;
    /** The extended zone of influence is in front of the cavalry (INFERRED from "extended
        ZdI": a zone lies beyond the front hexsides); false: in any direction. */
    bool reactionChargeFrontOnly = true;
    /** Charges (2.5.6): routed infantry charged is trampled as lone routed guns are, 1 increment
        per 2 movement points the cavalry has left (DEFAULT), option "trampleRoutedInfantry". */
    bool trampleRoutedInfantry = true;
    LbTables tables = LbTables::defaults();
    /** Morale levels per organisation (2.5.7), option "moraleLevels". */
    MoraleLevelRules moraleLevels;
    /** The scenario's start time in minutes after midnight ("startTime": "07:00"); none: on
        the hour (assumed). */
    std::optional<int> startTime;
    /** The scenario's victory levels (2.5.7), option "victoryLevels". */
    LbVictory victoryLevels;

    /** The DEFAULTs of fire combat (every fire evaluation lists them). */
    std::vector<Assumption> assumptions() const;
    /** The DEFAULTs of the rest of the turn: morale, retreats, recovery and melee (each
        evaluation lists those it uses). */
    std::vector<Assumption> turnAssumptions() const;
    /** assumptions(), built once (AssumptionCache): what a fire evaluation starts with. */
    std::shared_ptr<const std::vector<Assumption>> keptAssumptions() const
    {
        return fireCache.get([this] { return assumptions(); });
    }
    /** Both lists above, fire's first, built once: what an evaluation picks one from. */
    std::shared_ptr<const std::vector<Assumption>> keptAllAssumptions() const
    {
        return allCache.get([this] {
            std::vector<Assumption> all = assumptions();
            for (Assumption &a : turnAssumptions())
                all.push_back(std::move(a));
            return all;
        });
    }
    AssumptionCache fireCache; /**< for keptAssumptions; empty in a copy */
    AssumptionCache allCache; /**< for keptAllAssumptions; empty in a copy */
    static std::optional<LbOptions> fromData(
        const DataNode &node, const LbOptions &base, Diagnostics &diagnostics);
    friend bool operator==(const LbOptions &, const LbOptions &) = default;
};

} // namespace hexfire::labataille
