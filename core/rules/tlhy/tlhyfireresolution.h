#pragma once

#include "core/dice/dicesource.h"
#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/resolution.h"
#include "core/rules/tlhy/tlhyoptions.h"

#include <span>
#include <string>
#include <utility>
#include <vector>

namespace hexfire {

/**
 * The TLHY Fire Resolution of one hex (12.1, 13.1.3–13.1.6): one d10 per DRM marker (rolled once
 * even when it affects both sides), per side the highest FFAR against the unit selected by 13.1.3,
 * the platoon-leader −1, the thresholds and the other units' Cohesion Checks, then the markers
 * leave.
 *
 * plan() works out everything that needs no die (markers, groups, the selected unit or the units
 * tied for it, the DRMs, the leader adjustment, who checks); explain() turns a plan into the
 * breakdown, the dice and the exact odds; resolve() rolls in this order: the markers (by marker
 * id), then per side (in GameState::sides() order) a tie-break die when needed and the Cohesion
 * Checks in unit order. resolve() reads only the plan.
 */
class TlhyFireResolution final {
public:
    /** What the rules read of one unit, taken when the plan is made. */
    struct UnitFacts {
        UnitId id;
        std::string name;
        int cohesion = 0; /**< on the side showing */
        int strength = 0;
        bool leader = false;
        bool disrupted = false;
        bool concealed = false;
        bool heroic = false;
        bool regrouping = false;
        bool japanese = false;
        bool russian = false;
        int assaultValue = 0;
        int smallArmsValue = 0;
        std::string platoon;
    };
    struct MarkerFacts {
        MarkerId id;
        std::string name; /**< "SADRM -1 marker #2" */
        int value = 0; /**< base value */
        int tem = 0; /**< terrain part (MDRM), for the units it protects */
        bool used = false; /**< affects a unit here: rolled */
    };
    /** The platoon-leader −1 of 13.1.3 for one selected unit, with why it does or does not apply.
     */
    struct LeaderAdjustment {
        int value = 0;
        std::string text;
        std::string source;
    };
    /** A unit that may be the selected unit, with the DRM of each of its side's markers. */
    struct Candidate {
        std::size_t unit = 0; /**< index into Group::units */
        std::vector<int> drms; /**< parallel to Group::markers (a full plan's) */
        /** (DRM, how many dice) parallel to Group::markers: one die a marker in a full plan,
            markers alike counted together in the odds alone (planFor). */
        std::vector<std::pair<int, int>> dice;
        LeaderAdjustment leader;
    };
    /** One side's non-vehicle units in the hex and the DRM markers that affect them. */
    struct Group {
        SideId side;
        std::string sideName;
        std::vector<UnitFacts> units;
        /** Indexes into HexPlan::markers (a full plan), or into the groups of markers alike
            the odds alone read (planFor). */
        std::vector<std::size_t> markers;
        std::vector<Candidate> candidates; /**< one, or those tied for selection */
        std::string selectionText;
        bool selectionAssumed = false; /**< a tie-break die picks */
    };
    struct HexPlan {
        Hex hex;
        std::string where;
        std::vector<MarkerFacts> markers; /**< the DRM markers, by id */
        std::vector<Group> groups;
        std::vector<Marker> leaving; /**< removed after the resolution, by id */
    };

    explicit TlhyFireResolution(const TlhyOptions &options)
        : m_options(options)
    { }

    /** Hexes holding SADRM or MDRM markers, in the map's cell order. */
    static std::vector<Hex> hexesWithDrmMarkers(const GameState &state);

    /** The plan for hex as if `extra` markers were also on the map (e.g. one about to be placed).
     */
    HexPlan plan(const GameState &state, Hex hex, std::span<const Marker> extra = {}) const;
    /**
     * The odds tables alone of hex's resolution, as explain gives them, with `extra` markers also
     * on the map: the "if resolved now" preview of a fire, which builds no line per marker, so
     * that a hex under thousands of markers previews in time linear in them, with small steps.
     */
    std::vector<OddsTable> odds(const GameState &state, Hex hex, std::span<const Marker> extra,
        const std::string &titlePrefix) const;
    /** The same tables untitled: what a headline (EvaluationDetail::Headline) needs of them. */
    std::vector<OddsTable> odds(
        const GameState &state, Hex hex, std::span<const Marker> extra) const;
    /** Appends lines, dice and odds; titles of odds tables start with titlePrefix. */
    void explain(const HexPlan &plan, Evaluation &out, const std::string &titlePrefix = {}) const;
    /** Rolls and appends the rolls' lines, finals, outcomes and effects. */
    void resolve(const HexPlan &plan, DiceSource &dice, Resolution &out) const;

private:
    /** full: each marker's record (HexPlan::markers) and the markers leaving, for explain and
        resolve; else what the odds need: the groups, their units and candidates' DRMs. */
    HexPlan planFor(
        const GameState &state, Hex hex, std::span<const Marker> extra, bool full) const;
    /** breakdown: the group's lines, dice and finals with its odds (explain), or the odds
        alone (odds: the "if resolved now" of an action, whose lines no one reads). The tables'
        titles start with *titlePrefix; none without it. */
    void explainGroup(const HexPlan &plan, const Group &g, Evaluation &out,
        const std::string *titlePrefix, bool breakdown) const;
    std::vector<OddsTable> oddsOf(const GameState &state, Hex hex, std::span<const Marker> extra,
        const std::string *titlePrefix) const;
    void resolveGroup(const HexPlan &plan, const Group &g, const std::vector<int> &faces,
        DiceSource &dice, Resolution &out) const;
    void resolveChecks(const HexPlan &plan, const Group &g, const UnitFacts &selected, bool checks,
        DiceSource &dice, Resolution &out) const;

    const TlhyOptions &m_options;
};

/** Adds "disrupted" for u, and "regrouping-ended" when u was regrouping (13.1.5). */
void addDisrupted(std::vector<Effect> &effects, const UnitId &u, bool regrouping, std::string note);

} // namespace hexfire
