#include "core/rules/tlhy/tlhyruleset.h"
#include "core/rules/assumptioncache.h"

#include "core/data/datareader.h"
#include "core/error.h"
#include "core/los/losengine.h"
#include "core/rules/actiontable.h"
#include "core/rules/effectsplan.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"
#include "core/rules/tlhy/tlhyassaultresolution.h"
#include "core/rules/tlhy/tlhyfireresolution.h"
#include "core/rules/tlhy/tlhymarker.h"
#include "core/rules/tlhy/tlhyrecovery.h"
#include "core/rules/tlhy/tlhyturn.h"
#include "core/rules/tlhy/tlhyunit.h"
#include "core/rules/tlhy/tlhyvocabulary.h"

#include <algorithm>
#include <array>

namespace hexfire {

namespace {

namespace k = tlhykeys;

const Marker *findMarker(const GameState &state, Hex hex, std::string_view kind)
{
    return TlhyMarker::findIn(state, hex, kind);
}

/** The first side other than `own` with units on the map in hex. */
const Side *enemySideIn(const GameState &state, Hex hex, const SideId &own)
{
    const std::vector<const Unit *> here = state.unitsAt(hex);
    for (const Side &s : state.sides()) {
        if (s.id == own)
            continue;
        for (const Unit *u : here) {
            if (u->side == s.id)
                return &s;
        }
    }
    return nullptr;
}

std::vector<const Unit *> unitsOf(const GameState &state, const std::vector<UnitId> &ids)
{
    std::vector<const Unit *> units;
    for (const UnitId &id : ids)
        units.push_back(&state.unit(id));
    return units;
}

std::string names(const std::vector<const Unit *> &units)
{
    std::string r;
    for (std::size_t i = 0; i < units.size(); ++i)
        r += (i ? ", " : "") + units[i]->name;
    return r;
}

Effect placed(Marker m, std::string note)
{
    Effect e;
    e.kind = EffectKind::MarkerPlaced;
    e.name = std::string(k::markerPlaced);
    e.marker = std::move(m);
    e.note = std::move(note);
    return e;
}

Effect removed(Marker m, std::string note)
{
    Effect e;
    e.kind = EffectKind::MarkerRemoved;
    e.name = std::string(k::markerRemoved);
    e.marker = std::move(m);
    e.note = std::move(note);
    return e;
}

Effect moved(const UnitId &u, Hex from, Hex to, std::string note)
{
    Effect e;
    e.kind = EffectKind::Moved;
    e.name = std::string(k::moved);
    e.unit = u;
    e.from = from;
    e.to = to;
    e.note = std::move(note);
    return e;
}

Effect checkRecord(const UnitId &u, CheckResult check, std::string note)
{
    Effect e;
    e.kind = EffectKind::Record;
    e.name = std::string(k::cohesionCheck);
    e.unit = u;
    e.check = check;
    e.note = std::move(note);
    return e;
}

Marker marker(
    MarkerId id, std::string_view kind, Hex hex, std::optional<SideId> side, std::string source)
{
    Marker m;
    m.id = id;
    m.kind = std::string(kind);
    m.hex = hex;
    m.side = std::move(side);
    m.source = std::move(source);
    return m;
}

/** An MDRM in one hex, split as its marker stores it: value for all, tem for temAppliesTo only. */
struct MdrmParts {
    int value = 0;
    int tem = 0;
    std::vector<UnitId> temAppliesTo;
};

/** An MDRM marker carrying its base value and the terrain part for the units it protects. */
Marker mdrmMarker(MarkerId id, Hex hex, const MdrmParts &parts, std::string source)
{
    Marker m = marker(id, k::mdrm, hex, std::nullopt, std::move(source));
    m.value = parts.value;
    if (parts.tem != 0)
        m.params[std::string(k::tem)] = parts.tem;
    if (!parts.temAppliesTo.empty())
        m.params[std::string(k::temAppliesTo)] = parts.temAppliesTo;
    return m;
}

/** The integer parameter `key`: nullopt (e refused) when missing, of another type or out of
 *  range. */
std::optional<int> integerParam(Evaluation &e, const Action &action, std::string_view key,
    const std::string &missing, const std::string &rule)
{
    const auto it = action.params.find(key);
    if (it == action.params.end()) {
        refuse(e, missing, rule);
        return std::nullopt;
    }
    const int *v = std::get_if<int>(&it->second);
    if (!v || *v < -20 || *v > 20) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1: expected a whole number from -20 to 20"), key),
            rule);
        return std::nullopt;
    }
    return *v;
}

// --- the plans resolve() works from -----------------------------------------------------------

/*
 * A TLHY plan: what evaluate worked out, and how to roll and resolve from it. An action without
 * dice (small-arms fire, assault) has its effects known when evaluated: an EffectsPlan.
 */
using TlhyPlan = SystemPlan<TlhyRuleSet>;

/** A Mortar Fire Action: the own-hex check, the markers, and each scatter face's secondary. */
class MortarPlan final : public TlhyPlan {
public:
    struct Secondary {
        bool onMap = false;
        Hex hex;
        std::string where;
        int direction = 0;
        MdrmParts parts;
        std::vector<ExplanationLine> lines; /**< the TEM lines of the hex */
    };
    UnitId leader;
    std::string leaderName;
    SideId side;
    bool regrouping = false;
    bool needsCheck = false;
    int checkTarget = 0;
    int mv = 0;
    Hex target;
    std::string where;
    MdrmParts primary;
    std::string source;
    int firstMarkerId = 1;
    std::array<Secondary, 6> faces;

protected:
    void resolveWith(const TlhyRuleSet &, const GameState &, const Evaluation &evaluation,
        DiceSource &dice, Resolution &res) const override
    {
        res.lines = evaluation.lines;
        res.finals = evaluation.finals;
        if (needsCheck && !ownHexCheck(dice, res))
            return;
        int next = firstMarkerId;
        Marker fo = marker(MarkerId {next++}, k::forwardObserver, target, side, source);
        fo.unit = leader;
        res.effects.push_back(
            placed(fo, ruleSentence(HEXFIRE_TEXT("RuleText", "forward observer"))));
        Marker pi = fo;
        pi.id = MarkerId {next++};
        pi.kind = std::string(k::primaryImpact);
        res.effects.push_back(placed(pi, ruleSentence(HEXFIRE_TEXT("RuleText", "primary impact"))));
        const Marker md = mdrmMarker(MarkerId {next++}, target, primary,
            source + " (MV " + signedText(mv) + ", TEM "
                + signedText(primary.value - mv + primary.tem) + ")");
        res.effects.push_back(
            placed(md, ruleSentence(HEXFIRE_TEXT("RuleText", "primary impact MDRM"))));
        scatter(dice, next, res);
    }

private:
    bool ownHexCheck(DiceSource &dice, Resolution &res) const
    {
        const int face = dice.roll(
            10, ruleSentence(HEXFIRE_TEXT("RuleText", "own-hex Cohesion Check of %1"), leaderName));
        const bool passed = face <= checkTarget;
        res.cues.push_back(dieCue(target, 10, face,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1's Cohesion Check before calling the mortar on his own hex"),
                leaderName)));
        res.effects.push_back(checkRecord(leader, CheckResult {face, checkTarget, passed},
            ruleSentence(HEXFIRE_TEXT("RuleText", "own-hex Mortar Fire Action"))));
        res.lines.push_back(explain("tlhy.mfa.check-roll",
            passed ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "own-hex Cohesion Check: die %1: passed"), face)
                   : ruleSentence(
                       HEXFIRE_TEXT("RuleText",
                           "own-hex Cohesion Check: die %1: failed, disrupted; no fire mission"),
                       face),
            std::to_string(face), face, "11.4.4.2", leader.value, true));
        if (!passed) {
            addDisrupted(res.effects, leader, regrouping,
                ruleSentence(HEXFIRE_TEXT("RuleText", "failed own-hex Cohesion Check")));
            res.outcomes.push_back({leader.value, "check-failed",
                ruleSentence(HEXFIRE_TEXT("RuleText", "Failed: disrupted, no fire mission"))});
            // The scatter odds list "no-fire" for the target hex: report it there too, so the
            // rolled outcome matches one of the odds shown before the roll.
            res.outcomes.push_back({where, "no-fire",
                ruleSentence(HEXFIRE_TEXT("RuleText", "No fire mission (failed check)"))});
            return false;
        }
        res.outcomes.push_back({leader.value, "check-passed",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Passed: the mortar fires"))});
        return true;
    }

    void scatter(DiceSource &dice, int next, Resolution &res) const
    {
        const int face
            = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "secondary impact direction")));
        if (face < 1 || face > 6)
            throw Error("a scatter die shows 1..6, got " + std::to_string(face));
        const Secondary &s = faces[static_cast<std::size_t>(face - 1)];
        res.cues.push_back(s.onMap
                ? dieCue(s.hex, 6, face,
                    ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "The scatter die sends the secondary impact from %1 to %2"),
                        where, s.where),
                    target)
                : dieCue(target, 6, face,
                    ruleSentence(HEXFIRE_TEXT(
                        "RuleText", "The scatter die sends the secondary impact off the map"))));
        const std::string direction = scatterDirectionName(s.direction);
        if (!s.onMap) {
            res.lines.push_back(explain("tlhy.mfa.scatter",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "scatter die %1, %2: off the map, no secondary impact marker"),
                    face, translatedRuleText(direction)),
                std::to_string(face), face, "11.4.4", where, true));
            res.outcomes.push_back({where, "off-map",
                ruleSentence(HEXFIRE_TEXT("RuleText", "Secondary impact off the map"))});
            return;
        }
        res.lines.push_back(explain("tlhy.mfa.scatter",
            ruleSentence(HEXFIRE_TEXT("RuleText", "scatter die %1, %2: secondary impact hex %3"),
                face, translatedRuleText(direction), s.where),
            std::to_string(face), face, "11.4.4", s.where, true));
        res.lines.insert(res.lines.end(), s.lines.begin(), s.lines.end());
        const int value = s.parts.value + s.parts.tem;
        const bool notOfficial = std::any_of(
            s.lines.begin(), s.lines.end(), [](const auto &l) { return l.notOfficial; });
        res.lines.push_back(explain("tlhy.mfa.secondary",
            ruleSentence(HEXFIRE_TEXT("RuleText", "secondary impact MDRM in %1 (MV %2 - 1)"),
                s.where, signedText(mv)),
            signedText(value), value, "11.4.4", s.where, false, notOfficial));
        res.finals.push_back({"tlhy.mdrm.secondary",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Secondary impact MDRM")), value, s.where});
        res.effects.push_back(
            placed(marker(MarkerId {next++}, k::secondaryImpact, s.hex, side, source),
                ruleSentence(HEXFIRE_TEXT("RuleText", "secondary impact"))));
        res.effects.push_back(
            placed(mdrmMarker(MarkerId {next++}, s.hex, s.parts, source + " (secondary impact)"),
                ruleSentence(HEXFIRE_TEXT("RuleText", "secondary impact MDRM"))));
        res.outcomes.push_back({where, "secondary-" + s.where,
            ruleSentence(HEXFIRE_TEXT("RuleText", "secondary impact in %1"), s.where)});
    }
};

/** The Marker Adjustment Step: one step per Assault Arrow, in marker-id order. */
class AdjustmentPlan final : public TlhyPlan {
public:
    enum class Kind : std::uint8_t { Gone, Held, Enter, ExitCheck };
    struct Step {
        Kind kind = Kind::Enter;
        Marker arrow;
        UnitId unit;
        std::string name;
        bool regrouping = false;
        Hex from;
        Hex to;
        std::string fromWhere;
        std::string toWhere;
        int target = 0; /**< ExitCheck: passes on a d10 <= target */
    };
    std::vector<Step> steps;

protected:
    void resolveWith(const TlhyRuleSet &, const GameState &, const Evaluation &evaluation,
        DiceSource &dice, Resolution &res) const override
    {
        res.lines = evaluation.lines;
        for (const Step &s : steps) {
            if (s.kind == Kind::Held)
                res.outcomes.push_back({s.unit.value, "held",
                    ruleSentence(HEXFIRE_TEXT("RuleText", "Stays in %1 (primary impact hex %2)"),
                        s.fromWhere, s.toWhere)});
            else if (s.kind != Kind::Gone)
                enter(s, dice, res);
            res.effects.push_back(
                removed(s.arrow, ruleSentence(HEXFIRE_TEXT("RuleText", "Marker Adjustment Step"))));
        }
    }

private:
    static void enter(const Step &s, DiceSource &dice, Resolution &res)
    {
        bool enters = true;
        if (s.kind == Kind::ExitCheck) {
            const int face = dice.roll(
                10, ruleSentence(HEXFIRE_TEXT("RuleText", "exit Cohesion Check of %1"), s.name));
            enters = face <= s.target;
            res.cues.push_back(dieCue(s.from, 10, face,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1's Cohesion Check to leave %2 for %3"),
                    s.name, s.fromWhere, s.toWhere)));
            res.effects.push_back(checkRecord(s.unit, CheckResult {face, s.target, enters},
                ruleSentence(HEXFIRE_TEXT("RuleText", "leaving a secondary impact hex"))));
            res.lines.push_back(explain("tlhy.adjust.exit-roll",
                enters
                    ? ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1 exit Cohesion Check: die %2: passed"), s.name,
                        face)
                    : ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 exit Cohesion Check: die %2: failed, disrupted, stays"),
                        s.name, face),
                std::to_string(face), face, "11.4.8e", s.unit.value, true));
            if (!enters)
                addDisrupted(res.effects, s.unit, s.regrouping,
                    ruleSentence(
                        HEXFIRE_TEXT("RuleText", "disrupted leaving a secondary impact hex")));
        }
        if (enters)
            res.effects.push_back(moved(s.unit, s.from, s.to,
                ruleSentence(HEXFIRE_TEXT("RuleText", "enters the assaulted hex"))));
        res.outcomes.push_back({s.unit.value, enters ? "entered" : "check-failed",
            enters
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "Enters %1"), s.toWhere)
                : ruleSentence(HEXFIRE_TEXT("RuleText", "Disrupted, stays in %1"), s.fromWhere)});
    }
};

/** Fire Resolution: the plan of every hex resolved, in cell order. */
class FireResolutionPlan final : public TlhyPlan {
public:
    std::vector<TlhyFireResolution::HexPlan> hexes;

protected:
    void resolveWith(const TlhyRuleSet &rules, const GameState &, const Evaluation &,
        DiceSource &dice, Resolution &res) const override
    {
        const TlhyFireResolution fr(rules.options());
        for (const auto &h : hexes)
            fr.resolve(h, dice, res);
    }
};

} // namespace

// --- configuration ----------------------------------------------------------------------------

TlhyRuleSet::TlhyRuleSet()
{
    m_los = std::make_unique<TlhyLosRules>(m_options.tables);
    m_vocabulary.actions = TlhyVocabulary::actionTypes();
    m_vocabulary.statuses = TlhyVocabulary::statusTypes();
    m_vocabulary.markers = TlhyVocabulary::markerTypes();
    m_vocabulary.effects = TlhyVocabulary::effectTypes();
    m_vocabulary.unitTypes = TlhyVocabulary::unitTypes();
    m_vocabulary.damageLevels = TlhyVocabulary::damageLevels();
    m_vocabulary.largestDieFace = 10;
    m_vocabulary.glossary = TlhyVocabulary::glossary();
    m_vocabulary.primer = TlhyVocabulary::primer();
    m_vocabulary.terrainKinds = terrainKinds();
    m_vocabulary.featureTypes = featureTypes();
    m_vocabulary.mapPresets = mapPresets();
}

TlhyRuleSet::~TlhyRuleSet() = default;

void TlhyRuleSet::setOptions(TlhyOptions options)
{
    const bool tablesChanged = !(options.tables == m_options.tables);
    m_options = std::move(options);
    if (!tablesChanged)
        return;
    m_los = std::make_unique<TlhyLosRules>(m_options.tables);
    forgetLosRules();
    // The editor's palette follows the terrain table; the other lists never change.
    m_vocabulary.terrainKinds = terrainKinds();
    m_vocabulary.featureTypes = featureTypes();
}

void TlhyRuleSet::configure(const DataNode &options, Diagnostics &diagnostics)
{
    if (auto o = TlhyOptions::fromData(options, m_options, diagnostics))
        setOptions(std::move(*o));
}

std::vector<Assumption> TlhyRuleSet::assumptions() const { return m_options.assumptions(); }

void TlhyRuleSet::assume(Evaluation &e, std::string_view key) const
{
    // A headline (a number of a Threats map) lists no assumption.
    if (explained(e))
        assumeFrom(*m_options.keptAssumptions(), e, key);
}

// --- vocabulary -------------------------------------------------------------------------------

std::string TlhyRuleSet::featureName(std::string_view id) const
{
    for (const TlhyTerrainEffect &e : m_options.tables.items) {
        if (e.id == id)
            return e.name;
    }
    return idInWords(id);
}

// --- line of sight ----------------------------------------------------------------------------

std::unique_ptr<const LosRules> TlhyRuleSet::makeLosRules(const GameState &state) const
{
    return std::make_unique<TlhyLosRules::Hook>(*m_los, state);
}

std::optional<RuleSet::AttackReach> TlhyRuleSet::attackReach(
    const GameState &, const Action &attack) const
{
    // Small-arms fire is refused when any firer's line is blocked (4.2) and at a hex with no enemy
    // unit (12.1), a mortar call when its caller's line is blocked and the scenario says a caller
    // must see (docs/rules.md); a mortar may land on an empty hex. Neither has a range.
    if (attack.kind == k::smallArmsFire)
        return AttackReach {std::nullopt, true, true};
    if (attack.kind == k::mortarCall && m_options.mortarCallerNeedsLos)
        return AttackReach {std::nullopt, true};
    return std::nullopt;
}

Hex TlhyRuleSet::scatterHex(const MapGrid &map, Hex primary, int face) const
{
    if (face < 1 || face > 6)
        throw Error("a scatter die shows 1..6, got " + std::to_string(face));
    // Direction 0 points north on a flat-top map; on a pointy-top map the first hexside clockwise
    // from north is direction 1 (north-east).
    const int north = map.coordinates().orientation() == Orientation::FlatTop ? 0 : 1;
    const int offset = m_options.scatterDirections[static_cast<std::size_t>(face - 1)];
    return neighbor(primary, direction(north + offset));
}

// --- actions ----------------------------------------------------------------------------------

std::vector<std::string> TlhyRuleSet::availableActions(
    const GameState &state, const std::vector<UnitId> &selection) const
{
    std::vector<std::string> actions = unitActions(state, selection);
    if (selection.size() != 1 || actions.empty())
        return actions;
    const Unit &u = state.unit(selection.front());
    if (!TlhyUnit::isVehicle(u))
        actions.emplace_back(k::withdraw);
    actions.emplace_back(k::maneuver);
    // A disrupted or regrouping unit may roll to recover (tlhyrecovery.h).
    if (TlhyUnit::isDisrupted(u) || TlhyUnit::isRegrouping(u))
        actions.insert(actions.begin(), std::string(k::recover));
    // The active player's unit not yet activated: its platoon or company first.
    if (TlhyTurn::inActivationPhase(state) && TlhyTurn::isActiveSide(state, u.side)
        && !u.status.has(k::activated)) {
        actions.insert(actions.begin(), std::string(k::activateCompany));
        actions.insert(actions.begin(), std::string(k::activatePlatoon));
    }
    return actions;
}

std::vector<std::string> TlhyRuleSet::unitActions(
    const GameState &state, const std::vector<UnitId> &selection) const
{
    if (selection.empty())
        return {std::string(k::markerAdjustment), std::string(k::fireResolution),
            std::string(k::assaultResolution)};
    bool leaders = false;
    bool combat = false;
    for (const UnitId &id : selection) {
        const Unit &u = state.unit(id);
        if (!TlhyUnit::hasProfile(u) || !u.onMap())
            return {};
        (TlhyUnit::isLeader(u) ? leaders : combat) = true;
    }
    if (leaders && combat)
        return {std::string(k::assault)};
    if (combat)
        return {std::string(k::smallArmsFire), std::string(k::assault)};
    if (selection.size() == 1)
        return {std::string(k::mortarCall)};
    return {};
}

Evaluation TlhyRuleSet::evaluate(const GameState &state, const Action &action) const
{
    return evaluateTo(state, action, EvaluationDetail::Full);
}

Evaluation TlhyRuleSet::evaluateHeadline(const GameState &state, const Action &action) const
{
    return evaluateTo(state, action, EvaluationDetail::Headline);
}

Evaluation TlhyRuleSet::evaluateTo(
    const GameState &state, const Action &action, EvaluationDetail detail) const
{
    static const ActionTable<TlhyRuleSet> table {
        {k::smallArmsFire, &TlhyRuleSet::smallArmsFire},
        {k::mortarCall, &TlhyRuleSet::mortarCall},
        {k::assault, &TlhyRuleSet::assault},
        {k::markerAdjustment, &TlhyRuleSet::markerAdjustment},
        {k::fireResolution, &TlhyRuleSet::fireResolution},
        {k::initiativeRoll, &TlhyRuleSet::initiativeRoll},
        {k::activateCompany, &TlhyRuleSet::activateCompany},
        {k::activatePlatoon, &TlhyRuleSet::activatePlatoon},
        {k::timeLapse, &TlhyRuleSet::timeLapse},
        {k::maneuver, &TlhyRuleSet::maneuver},
        {k::withdraw, &TlhyRuleSet::withdraw},
        {k::recover, &TlhyRuleSet::recover},
        {k::assaultResolution, &TlhyRuleSet::assaultResolution},
    };
    for (const UnitId &id : action.actors)
        TlhyUnit::profile(state.unit(id)); // unknown ids and non-TLHY units are malformed input
    // A unit named twice is malformed whatever the position: the table refuses it first.
    if (const Refusal why = actorNamedTwice(action) ? Refusal {} : turnRefusal(state, action)) {
        Evaluation e = refused(startEvaluation(action), why->first, why->second);
        assume(e, "tlhy.one-action");
        return e;
    }
    return withActedMarkers(state, table.evaluate(*this, state, action, detail));
}

Evaluation TlhyRuleSet::maneuver(const GameState &state, const Action &action) const
{
    return m_movement.evaluateManeuver(*this, state, action);
}

Evaluation TlhyRuleSet::withdraw(const GameState &state, const Action &action) const
{
    return m_movement.evaluateWithdraw(state, action);
}

// --- small-arms fire --------------------------------------------------------------------------

namespace {

/** Why a unit may not fire at target with the others and the rule; empty when it may. */
std::pair<std::string, std::string> cannotFire(
    const Unit &f, const Unit &lead, Hex target, const std::string &where)
{
    if (!f.onMap())
        return {ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has been eliminated"), f.name), "12.1"};
    if (TlhyUnit::isLeader(f))
        return {ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 is a leader: leaders are non-combat units and do not fire"),
                    f.name),
            "13.1.3"};
    if (f.side != lead.side)
        return {ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not on the same side as %2"), f.name,
                    lead.name),
            "12.1"};
    if (f.hex == target)
        return {ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is in the target hex %2"), f.name, where),
            "12.1"};
    return {};
}

std::string blockedText(const GameState &state, const Unit &f, const LosTrace &t, Hex target)
{
    // The reason is a whole clause already ("Stone building blocks LOS"): said after the hex,
    // not after "blocked by", which would say "blocked" twice.
    if (t.firstBlocker < 0)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "no line of sight from %1 in %2 to %3: blocked"), f.name,
            state.map().label(f.hex), state.map().label(target));
    const LosElement &el = t.elements[static_cast<std::size_t>(t.firstBlocker)];
    return ruleSentence(HEXFIRE_TEXT("RuleText", "no line of sight from %1 in %2 to %3: in %4, %5"),
        f.name, state.map().label(f.hex), state.map().label(target), state.map().label(el.hex),
        el.obstacle.reason ? el.obstacle.reason->text
                           : ruleSentence(HEXFIRE_TEXT("RuleText", "terrain blocks LOS")));
}

} // namespace

namespace {

/** The lowest TEM of the hex's terrain and features in one column of the chart (mortars or small
    arms): all of it, and natural terrain only. */
struct Tem {
    int full = 0;
    int natural = 0;
    std::string fullFrom;
    std::string naturalFrom;
    bool fullIsPosition = false;
};

Tem lowestTem(const GameState &state, const TlhyTables &tables, Hex hex,
    std::optional<int> TlhyTerrainEffect::*column = &TlhyTerrainEffect::mdrmTem)
{
    Tem t;
    const auto consider = [&](const std::string &id) {
        const TlhyTerrainEffect *row = tables.find(id);
        if (!row || !(row->*column))
            return;
        const std::string &name = row->name.empty() ? row->id : row->name;
        if (*(row->*column) < t.full) {
            t.full = *(row->*column);
            t.fullFrom = name;
            t.fullIsPosition = row->position;
        }
        if (!row->position && *(row->*column) < t.natural) {
            t.natural = *(row->*column);
            t.naturalFrom = name;
        }
    };
    consider(state.map().terrain(hex).id);
    for (const std::string &f : state.map().features(hex))
        consider(f);
    return t;
}

} // namespace

std::optional<int> TlhyRuleSet::sadrmBase(const GameState &state, const Action &action,
    const std::vector<const Unit *> &firers, Hex target, const Side &enemy, Evaluation &e) const
{
    const std::string rule = "docs/rules.md: Small-arms marker value";
    if (action.params.count(k::markerValue)) {
        const auto entered = integerParam(e, action, k::markerValue, "", rule);
        if (entered) {
            e.lines.push_back(explain("tlhy.sadrm.entered",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText",
                        "SADRM entered by the player for %1 instead of the printed values"),
                    names(firers)),
                signedText(*entered), *entered, rule, firers.front()->id.value, true));
            assume(e, "tlhy.sadrm-entered");
        }
        return entered;
    }
    const Unit *best = firers.front();
    for (const Unit *f : firers) {
        if (TlhyUnit::profile(*f).smallArmsValue > TlhyUnit::profile(*best).smallArmsValue)
            best = f;
    }
    int value = TlhyUnit::profile(*best).smallArmsValue;
    const bool full = explained(e);
    if (full)
        e.lines.push_back(explain("tlhy.sadrm.sav",
            ruleSentence(HEXFIRE_TEXT("RuleText", "small-arms value of %1 (printed)"), best->name),
            signedText(value), value, "12.1", best->id.value));
    if (firers.size() > 1) {
        const int extra = static_cast<int>(firers.size() - 1) * m_options.extraFirerModifier;
        value += extra;
        if (full)
            e.lines.push_back(explain("tlhy.sadrm.group",
                firers.size() == 2 ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 other unit firing with it, %2 each"),
                    firers.size() - 1, signedText(m_options.extraFirerModifier))
                                   : ruleSentence(HEXFIRE_TEXT("RuleText",
                                                      "%1 other units firing with it, %2 each"),
                                       firers.size() - 1, signedText(m_options.extraFirerModifier)),
                signedText(extra), extra, rule, best->id.value, true));
    }
    for (const Unit *u : state.unitsAt(target)) {
        if (u->side == enemy.id && u->movementSpent > 0) {
            ++value;
            if (full)
                e.lines.push_back(explain("tlhy.sadrm.moving",
                    ruleSentence(
                        HEXFIRE_TEXT("RuleText", "a moving target: %1 maneuvered this turn"),
                        u->name),
                    "+1", 1, "12.1", u->id.value));
            break;
        }
    }
    const auto [tem, from] = sadrmTem(state, target, enemy.id);
    if (tem != 0) {
        value += tem;
        if (full) {
            const std::string where = state.map().label(target);
            e.lines.push_back(explain("tlhy.sadrm.tem",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "TEM of %1: %2 (lowest of terrain and features, not cumulative)"),
                    where, from),
                signedText(tem), tem, "Terrain Effects Chart", where, true,
                m_options.tables.notOfficial));
        }
    }
    for (const Unit *f : firers) {
        if (TlhyUnit::isRegrouping(*f)) {
            --value;
            if (full)
                e.lines.push_back(explain("tlhy.sadrm.regrouping",
                    ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1 is regrouping: its fire is one worse"),
                        f->name),
                    "-1", -1, "12.0", f->id.value));
            break;
        }
    }
    assume(e, "tlhy.sadrm-printed");
    return value;
}

std::pair<int, std::string> TlhyRuleSet::sadrmTem(
    const GameState &state, Hex hex, const SideId &targets) const
{
    const Marker *assaultMarker = findMarker(state, hex, k::assaultNationality);
    // An assaulting side does not benefit from the defenders' position (as for mortars).
    const bool assaulters = assaultMarker && assaultMarker->side == targets
        && !m_options.assaultersBenefitFromPositions;
    const Tem t = lowestTem(state, m_options.tables, hex, &TlhyTerrainEffect::sadrmTem);
    return assaulters ? std::pair {t.natural, t.naturalFrom} : std::pair {t.full, t.fullFrom};
}

Evaluation TlhyRuleSet::smallArmsFire(
    const GameState &state, const Action &action, EvaluationDetail detail) const
{
    Evaluation e = startEvaluation(action, detail);
    const bool full = explained(e);
    const std::vector<const Unit *> firers = unitsOf(state, action.actors);
    if (firers.empty())
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "select the firing units")), "12.1");
    if (!action.target)
        return refused(
            std::move(e), ruleSentence(HEXFIRE_TEXT("RuleText", "choose the target hex")), "12.1");
    const Hex target = *action.target;
    if (!state.map().contains(target))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "the target hex %1 is off the map"),
                state.map().label(target)),
            "12.1");
    const std::string where = state.map().label(target);
    for (const Unit *f : firers) {
        const auto [why, rule] = cannotFire(*f, *firers.front(), target, where);
        if (!why.empty())
            refuse(e, why, rule);
    }
    if (!e.legal)
        return e;
    const Side *enemy = enemySideIn(state, target, firers.front()->side);
    if (!enemy)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "there is no enemy unit in %1"), where), "12.1");
    const std::optional<int> base = sadrmBase(state, action, firers, target, *enemy, e);
    if (!base)
        return e;

    int hindrance = 0;
    const std::shared_ptr<const LosRules> hook = losRules(state);
    LosEngine engine(state.map(), *hook);
    for (const Unit *f : firers) {
        // A headline needs the verdict and the hindrances alone (the same as a trace's), and
        // the trace only to say what blocks the line.
        if (!full) {
            const LosResult r = engine.verdict(f->hex, target);
            if (r.verdict == LosVerdict::Blocked)
                refuse(e, blockedText(state, *f, engine.trace(f->hex, target), target), "4.2");
            hindrance = std::max(hindrance, r.hindrance);
            continue;
        }
        LosTrace t = engine.trace(f->hex, target);
        if (t.verdict == LosVerdict::Blocked)
            refuse(e, blockedText(state, *f, t, target), "4.2");
        hindrance = std::max(hindrance, t.hindrance);
        e.los.push_back(std::move(t));
    }
    assume(e, "tlhy.los-terrain");
    // Hindrances come from the terrain table, so a placeholder table makes the result one too.
    const bool fromTable = hindrance > 0 && m_options.tables.notOfficial;
    const int adj = hindrance * m_options.hindranceModifier;
    if (hindrance > 0 && full) {
        e.lines.push_back(explain("tlhy.sadrm.hindrance",
            hindrance == 1 ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 hindrance on the line of fire, %2 each"), hindrance,
                signedText(m_options.hindranceModifier))
                           : ruleSentence(HEXFIRE_TEXT("RuleText",
                                              "%1 hindrances on the line of fire, %2 each"),
                               hindrance, signedText(m_options.hindranceModifier)),
            signedText(adj), adj, "4.2.4", where, true, fromTable));
        assume(e, "tlhy.hindrance");
    }
    const int value = *base + adj;
    e.notOfficial = fromTable;
    // A refused fire places nothing: no "placed" line or number that reads as if it happened.
    if (!e.legal)
        return e;
    // The marker this fire places. "If resolved now": the Fire Resolution odds of the target hex
    // with it added, which are a headline's alone (untitled).
    Marker m = marker(state.nextMarkerId(), k::sadrm, target, enemy->id,
        full ? "small-arms fire by " + names(firers) : std::string());
    m.value = value;
    const TlhyFireResolution fr(m_options);
    const std::span<const Marker> withMarker(&m, 1);
    if (!full) {
        e.odds = fr.odds(state, target, withMarker);
        return e;
    }
    e.lines.push_back(explain("tlhy.sadrm.placed",
        ruleSentence(HEXFIRE_TEXT("RuleText", "SADRM marker placed on the %1 units in %2"),
            enemy->name, where),
        signedText(value), value, "12.1", where, false, fromTable));
    e.finals.push_back({"tlhy.sadrm", ruleSentence(HEXFIRE_TEXT("RuleText", "SADRM placed")), value,
        enemy->id.value});
    for (OddsTable &t : fr.odds(state, target, withMarker,
             ruleSentence(HEXFIRE_TEXT("RuleText", "If resolved now: "))))
        e.odds.push_back(std::move(t));
    assume(e, "tlhy.cohesion-check");

    auto plan = std::make_shared<EffectsPlan>();
    plan->effects.push_back(placed(m, ruleSentence(HEXFIRE_TEXT("RuleText", "small-arms fire"))));
    plan->outcomes.push_back({where, "sadrm-placed",
        ruleSentence(HEXFIRE_TEXT("RuleText", "SADRM %1 placed"), signedText(value))});
    e.plan = std::move(plan);
    return e;
}

// --- mortar fire action -----------------------------------------------------------------------

namespace {

const char *temRule = "11.4.4, Terrain Effects Chart";

/** MV + the TEM of hex (MDRM column, lowest item, not cumulative), split by who benefits. */
MdrmParts mdrmParts(const GameState &state, const TlhyOptions &options, Hex hex, int base,
    std::vector<ExplanationLine> &lines)
{
    const std::string where = state.map().label(hex);
    const bool placeholder = options.tables.notOfficial;
    const Tem tem = lowestTem(state, options.tables, hex);
    MdrmParts p;
    if (tem.full == 0) {
        p.value = base;
        lines.push_back(explain("tlhy.mdrm.tem",
            ruleSentence(HEXFIRE_TEXT("RuleText", "no TEM against mortars in %1"), where), "0", 0,
            temRule, where, false, placeholder));
        return p;
    }
    lines.push_back(explain("tlhy.mdrm.tem",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "TEM of %1: %2 (lowest of terrain and features, not cumulative)"),
            where, tem.fullFrom),
        signedText(tem.full), tem.full, temRule, where, false, placeholder));
    const Marker *assaultMarker = findMarker(state, hex, k::assaultNationality);
    const bool excludeAssaulters = tem.fullIsPosition && assaultMarker && assaultMarker->side
        && !options.assaultersBenefitFromPositions;
    p.value = base + (excludeAssaulters ? tem.natural : 0);
    p.tem = tem.full - (excludeAssaulters ? tem.natural : 0);
    for (const Unit *u : state.unitsAt(hex)) {
        if (!(excludeAssaulters && u->side == *assaultMarker->side))
            p.temAppliesTo.push_back(u->id);
    }
    if (excludeAssaulters)
        lines.push_back(explain("tlhy.mdrm.assaulters",
            tem.natural
                ? ruleSentence(
                    HEXFIRE_TEXT("RuleText",
                        "the assaulting side in %1 does not benefit from the %2; natural "
                        "terrain %3 %4 applies to all"),
                    where, tem.fullFrom, tem.naturalFrom, signedText(tem.natural))
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "the assaulting side in %1 does not benefit from the %2"),
                    where, tem.fullFrom),
            signedText(p.value), p.value, "12.1 step 2", where, true, placeholder));
    return p;
}

/** Why leader may not call a mortar on target (11.4.4.1-2, 13.3.1a); empty when he may. */
std::pair<std::string, std::string> cannotCall(
    const GameState &state, const Unit &leader, Hex target)
{
    const bool ownHex = target == leader.hex;
    const bool inAssault = findMarker(state, leader.hex, k::assaultNationality) != nullptr;
    const std::string rule = ownHex ? "11.4.4.2" : "11.4.4.1";
    if (TlhyUnit::isDisrupted(leader))
        return {ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is disrupted"), leader.name), rule};
    if (TlhyUnit::isRegrouping(leader))
        return {ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is regrouping"), leader.name), rule};
    if (findMarker(state, leader.hex, k::primaryImpact))
        return {
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is in a primary impact hex"), leader.name),
            rule};
    if (ownHex && inAssault && TlhyUnit::profile(leader).platoon.empty())
        return {ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is in an assault hex and is not a platoon leader"),
                    leader.name),
            "13.3.1a"};
    if (ownHex)
        return {};
    if (TlhyUnit::isHeroic(leader))
        return {ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is heroic"), leader.name), rule};
    if (leader.status.has(k::outOfCommand))
        return {ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is out of command"), leader.name), rule};
    if (leader.status.has(k::loaded))
        return {ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is loaded in a vehicle in motion"), leader.name),
            rule};
    if (inAssault)
        return {
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is in an assault hex: he may only call a mortar on his own hex"),
                leader.name),
            "13.3.1a"};
    return {};
}

/** "<leader> may request a Mortar Fire Action on <hex>", with why when his own or assault hex. */
std::string mayRequestText(
    const std::string &leader, const std::string &where, bool ownHex, bool inAssault)
{
    if (ownHex && inAssault)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 may request a Mortar Fire Action on %2, his own hex, by the "
                                "exception for a leader in an assault hex"),
            leader, where);
    if (ownHex)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 may request a Mortar Fire Action on %2, his own hex"),
            leader, where);
    if (inAssault)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 may request a Mortar Fire Action on %2, by the exception for a "
                                "leader in an assault hex"),
            leader, where);
    return ruleSentence(
        HEXFIRE_TEXT("RuleText", "%1 may request a Mortar Fire Action on %2"), leader, where);
}

/** Where the secondary impact lands, face by face, scaled by the chance the mortar fires. */
OddsTable scatterOdds(const MortarPlan &plan, double fires)
{
    OddsTable scatter;
    scatter.subject = plan.where;
    scatter.title
        = ruleSentence(HEXFIRE_TEXT("RuleText", "Secondary impact hex, by the d6 scatter die"));
    scatter.assumed = true;
    for (const MortarPlan::Secondary &s : plan.faces) {
        const std::string key = s.onMap ? "secondary-" + s.where : "off-map";
        auto it = std::find_if(scatter.outcomes.begin(), scatter.outcomes.end(),
            [&](const OutcomeOdds &o) { return o.key == key; });
        if (it == scatter.outcomes.end()) {
            scatter.outcomes.push_back({key,
                s.onMap
                    ? s.where
                    : ruleSentence(HEXFIRE_TEXT("RuleText", "Off the map: no secondary marker")),
                0.0});
            it = scatter.outcomes.end() - 1;
        }
        it->probability += fires / 6.0;
    }
    // Where the secondary impact lands is no better or worse in itself: no severity, no summary
    // unless the mission may not fire at all.
    if (fires < 1.0) {
        scatter.outcomes.push_back({"no-fire",
            HEXFIRE_TEXT("RuleText", "No fire mission (failed check)"), 1.0 - fires, 1});
        scatter.headline = ruleSentence(HEXFIRE_TEXT("RuleText", "no fire mission"));
    }
    return scatter;
}

} // namespace

Evaluation TlhyRuleSet::mortarCall(
    const GameState &state, const Action &action, EvaluationDetail detail) const
{
    Evaluation e = startEvaluation(action, detail);
    const bool full = explained(e);
    if (action.actors.size() != 1)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "select the one leader who requests the Mortar Fire Action")),
            "11.4.4.1");
    const Unit &leader = state.unit(action.actors.front());
    if (!TlhyUnit::isLeader(leader))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is not a leader: only leaders request a Mortar Fire Action"),
                leader.name),
            "11.4.4.1");
    if (!leader.onMap())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has been eliminated"), leader.name),
            "11.4.4.1");
    if (!action.target)
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "choose the primary impact hex")), "11.4.4");
    const Hex target = *action.target;
    if (!state.map().contains(target))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "the impact hex %1 is off the map"),
                state.map().label(target)),
            "11.4.4");
    const auto mv = integerParam(e, action, k::mortarValue,
        ruleSentence(HEXFIRE_TEXT("RuleText", "enter the mortar value (MV) of the mortar section")),
        "11.4.4");
    if (!mv)
        return e;
    if (const auto [why, rule] = cannotCall(state, leader, target); !why.empty())
        return refused(std::move(e), why, rule);
    if (target != leader.hex) {
        // Whether the caller must see the impact hex is not in the rules found: HexFire assumes a
        // spotter must (an option), and shows the line either way.
        const std::shared_ptr<const LosRules> hook = losRules(state);
        LosEngine engine(state.map(), *hook);
        assume(e, "tlhy.mortar-los");
        assume(e, "tlhy.los-terrain");
        // A headline needs the verdict alone, and the trace only to say what blocks the line.
        LosTrace t;
        bool blocked = false;
        if (full) {
            t = engine.trace(leader.hex, target);
            blocked = t.verdict == LosVerdict::Blocked;
        } else {
            blocked = engine.verdict(leader.hex, target).verdict == LosVerdict::Blocked;
            if (blocked && m_options.mortarCallerNeedsLos)
                t = engine.trace(leader.hex, target);
        }
        if (blocked && m_options.mortarCallerNeedsLos) {
            std::string why = blockedText(state, leader, t, target);
            e.los.push_back(std::move(t));
            return refused(
                std::move(e), std::move(why), "docs/rules.md: Mortar caller's line of sight");
        }
        if (full) {
            e.los.push_back(std::move(t));
            e.lines.push_back(explain("tlhy.mfa.sees",
                blocked ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                           "%1 cannot see %2 but may still call the mortar (the "
                                           "scenario's option)"),
                    leader.name, state.map().label(target))
                        : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 sees %2"), leader.name,
                            state.map().label(target)),
                "", std::nullopt, "docs/rules.md: Mortar caller's line of sight", leader.id.value,
                true));
        }
    }

    auto plan = std::make_shared<MortarPlan>();
    plan->leader = leader.id;
    plan->leaderName = leader.name;
    plan->side = leader.side;
    plan->regrouping = TlhyUnit::isRegrouping(leader);
    plan->target = target;
    plan->where = state.map().label(target);
    plan->mv = *mv;
    plan->firstMarkerId = state.nextMarkerId().value;
    const bool ownHex = target == leader.hex;
    const bool inAssault = findMarker(state, leader.hex, k::assaultNationality) != nullptr;
    plan->needsCheck = ownHex && (!inAssault || m_options.ownHexCheckInAssaultHex);
    plan->checkTarget = TlhyUnit::cohesion(leader) + m_options.cohesionCheckModifier;
    const double fires = plan->needsCheck ? TlhyUnit::passProbability(plan->checkTarget) : 1.0;
    const auto checkOdds = [&] {
        e.odds.push_back({leader.id.value,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1's own-hex Cohesion Check"), leader.name),
            {{"check-passed", HEXFIRE_TEXT("RuleText", "Passed: the mortar fires"), fires, 0},
                {"check-failed", HEXFIRE_TEXT("RuleText", "Failed: disrupted, no fire mission"),
                    1.0 - fires, 2}},
            true, 2, ruleSentence(HEXFIRE_TEXT("RuleText", "fail: disrupted, no fire mission")),
            2});
    };
    const auto secondaryHexes = [&] {
        for (int face = 1; face <= 6; ++face) {
            MortarPlan::Secondary &s = plan->faces[static_cast<std::size_t>(face - 1)];
            s.hex = scatterHex(state.map(), target, face);
            s.direction = m_options.scatterDirections[static_cast<std::size_t>(face - 1)];
            s.onMap = state.map().contains(s.hex);
            if (s.onMap)
                s.where = state.map().label(s.hex);
        }
    };
    if (!full) {
        // The headline: the Cohesion Check that may stop the mission, else where it lands.
        if (plan->needsCheck) {
            checkOdds();
        } else {
            secondaryHexes();
            e.odds.push_back(scatterOdds(*plan, fires));
        }
        return e;
    }
    e.lines.push_back(explain("tlhy.mfa.eligible",
        mayRequestText(leader.name, plan->where, ownHex, inAssault), "", std::nullopt,
        inAssault ? "13.3.1a" : (ownHex ? "11.4.4.2" : "11.4.4.1"), leader.id.value));
    if (ownHex && inAssault) {
        e.lines.push_back(explain("tlhy.mfa.own-hex-check",
            plan->needsCheck
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 calls on his own assault hex: he must pass a "
                                   "Cohesion Check first (the scenario's option)"),
                    leader.name)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 calls on his own assault hex: no Cohesion Check, as in "
                                   "the playbook's example of 13.3.1a"),
                    leader.name),
            "", std::nullopt, "13.3.1a", leader.id.value, true));
        assume(e, "tlhy.own-hex-check");
    }
    if (plan->needsCheck) {
        e.lines.push_back(explain("tlhy.mfa.own-hex-check",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 calls on his own hex: Cohesion Check, d10 <= %2 passes"),
                leader.name, plan->checkTarget),
            std::to_string(plan->checkTarget), plan->checkTarget, "11.4.4.2", leader.id.value,
            true));
        checkOdds();
        e.dice.push_back({10,
            ruleSentence(HEXFIRE_TEXT("RuleText", "own-hex Cohesion Check of %1"), leader.name),
            false});
        assume(e, "tlhy.cohesion-check");
    }

    const std::string support = paramOr<std::string>(action.params, k::support, "");
    e.lines.push_back(explain("tlhy.mfa.mv",
        support.empty() ? ruleSentence(HEXFIRE_TEXT("RuleText", "mortar value of the mortar"))
                        : ruleSentence(HEXFIRE_TEXT("RuleText", "mortar value of %1"), support),
        signedText(*mv), *mv, "11.4.4", support));
    plan->source
        = (support.empty() ? std::string("mortar") : support) + " called by " + leader.name;
    plan->primary = mdrmParts(state, m_options, target, *mv, e.lines);
    const int shown = plan->primary.value + plan->primary.tem;
    const bool placeholder = m_options.tables.notOfficial;
    e.lines.push_back(explain("tlhy.mfa.primary",
        ruleSentence(
            HEXFIRE_TEXT("RuleText",
                "primary impact MDRM in %1 (for units in the hex that benefit from the TEM)"),
            plan->where),
        signedText(shown), shown, "11.4.4", plan->where, false, placeholder));
    e.finals.push_back({"tlhy.mdrm.primary",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Primary impact MDRM (benefiting units)")), shown,
        plan->where});
    e.finals.push_back({"tlhy.mdrm.primary.base",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Primary impact MDRM (others)")), plan->primary.value,
        plan->where});

    secondaryHexes();
    for (MortarPlan::Secondary &s : plan->faces) {
        if (s.onMap)
            s.parts = mdrmParts(state, m_options, s.hex, *mv - 1, s.lines);
    }
    e.odds.push_back(scatterOdds(*plan, fires));
    // Each hex the round may scatter to, numbered with the faces of the d6 that send it there.
    std::vector<std::pair<Hex, std::string>> shows; // the faces of each hex, "1 or 4"
    for (int face = 1; face <= 6; ++face) {
        const MortarPlan::Secondary &s = plan->faces[static_cast<std::size_t>(face - 1)];
        if (!s.onMap)
            continue;
        auto same = std::find_if(
            e.cues.begin(), e.cues.end(), [&](const MapCue &c) { return c.hex == s.hex; });
        auto faces = std::find_if(
            shows.begin(), shows.end(), [&](const auto &f) { return f.first == s.hex; });
        if (same != e.cues.end()) {
            same->text += "," + std::to_string(face);
            if (faces == shows.end()) {
                same->tip += " or " + std::to_string(face);
                continue;
            }
            faces->second += " or " + std::to_string(face);
            same->tip = ruleSentence(HEXFIRE_TEXT("RuleText",
                                         "The secondary impact lands in %1 if the scatter die "
                                         "shows %2"),
                s.where, faces->second);
            continue;
        }
        shows.emplace_back(s.hex, std::to_string(face));
        e.cues.push_back(hexNote(s.hex, std::to_string(face),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "The secondary impact lands in %1 if the scatter die shows %2"),
                s.where, face)));
    }
    e.dice.push_back({6, ruleSentence(HEXFIRE_TEXT("RuleText", "secondary impact direction")),
        plan->needsCheck});
    e.notOfficial = placeholder;
    assume(e, "tlhy.scatter");
    assume(e, "tlhy.position-tem");
    e.plan = std::move(plan);
    return e;
}

// --- assault ----------------------------------------------------------------------------------

namespace {

/** Why the via hex does not work for these units (13.2.2, 11.4.8); empty when it does. */
std::pair<std::string, std::string> badVia(
    const GameState &state, const std::vector<const Unit *> &units, Hex via, Hex target)
{
    if (!state.map().contains(via))
        return {
            ruleSentence(HEXFIRE_TEXT("RuleText", "the maneuver hex is off the map")), "13.2.2"};
    const std::string viaWhere = state.map().label(via);
    if (!adjacent(via, target))
        return {ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not adjacent to %2"), viaWhere,
                    state.map().label(target)),
            "13.2.2"};
    if (findMarker(state, via, k::primaryImpact))
        return {
            ruleSentence(HEXFIRE_TEXT("RuleText", "units may not enter the primary impact hex %1"),
                viaWhere),
            "11.4.8"};
    for (const Unit *u : units) {
        if (u->hex != via && !adjacent(u->hex, via))
            return {ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1 in %2 cannot maneuver into %3 (not adjacent)"),
                        u->name, state.map().label(u->hex), viaWhere),
                "13.2.2"};
    }
    return {};
}

std::pair<std::string, std::string> notAdjacent(
    const GameState &state, const std::vector<const Unit *> &units, Hex target)
{
    for (const Unit *u : units) {
        if (!adjacent(u->hex, target))
            return {ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "%1 in %2 is not adjacent to %3; name the hex it maneuvers "
                                     "into (13.2.2)"),
                        u->name, state.map().label(u->hex), state.map().label(target)),
                "13.2.1"};
    }
    return {};
}

/** Effects and outcomes of a legal assault: moves, the nationality marker, the arrows. */
std::shared_ptr<EffectsPlan> assaultPlan(const GameState &state, const Action &action,
    const std::vector<const Unit *> &units, const Side &attacker, bool hasNationality)
{
    auto plan = std::make_shared<EffectsPlan>();
    const Hex target = *action.target;
    const std::string where = state.map().label(target);
    int next = state.nextMarkerId().value;
    const Hex to = action.via ? *action.via : target;
    for (const Unit *u : units) {
        if (u->hex != to)
            plan->effects.push_back(moved(u->id, u->hex, to,
                action.via ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "maneuvers before a non-adjacent assault"))
                           : ruleSentence(HEXFIRE_TEXT("RuleText", "assaults"))));
        plan->outcomes.push_back({u->id.value, action.via ? "assault-arrow" : "entered",
            action.via ? ruleSentence(HEXFIRE_TEXT("RuleText", "Assault Arrow towards %1"), where)
                       : ruleSentence(HEXFIRE_TEXT("RuleText", "Entered %1"), where)});
    }
    if (!hasNationality)
        plan->effects.push_back(placed(marker(MarkerId {next++}, k::assaultNationality, target,
                                           attacker.id, attacker.name + " assault"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "assault nationality"))));
    if (!action.via)
        return plan;
    for (const Unit *u : units) {
        Marker a = marker(MarkerId {next++}, k::assaultArrow, *action.via, attacker.id,
            u->name + " assaults " + where);
        a.unit = u->id;
        a.params[std::string(k::pointsTo)] = target;
        plan->effects.push_back(placed(a, ruleSentence(HEXFIRE_TEXT("RuleText", "assault arrow"))));
    }
    return plan;
}

} // namespace

Evaluation TlhyRuleSet::assault(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    const std::vector<const Unit *> units = unitsOf(state, action.actors);
    if (units.empty())
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "select the assaulting units")), "13.2");
    if (!action.target || !state.map().contains(*action.target))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "choose the hex to assault (on the map)")),
            "13.2");
    const Hex target = *action.target;
    const std::string where = state.map().label(target);
    const SideId side = units.front()->side;
    for (const Unit *u : units) {
        if (!u->onMap())
            refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has been eliminated"), u->name),
                "13.2");
        else if (u->side != side)
            refuse(e,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not on the same side as %2"), u->name,
                    units.front()->name),
                "13.2");
        else if (TlhyUnit::isVehicle(*u))
            refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is a vehicle"), u->name), "13.2");
    }
    if (!e.legal)
        return e;
    if (!enemySideIn(state, target, side))
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "there is no enemy unit in %1 to assault"), where),
            "13.2");
    if (findMarker(state, target, k::primaryImpact))
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "units may not enter the primary impact hex %1"), where),
            "11.4.8");
    const auto [why, rule] = action.via ? badVia(state, units, *action.via, target)
                                        : notAdjacent(state, units, target);
    if (!why.empty())
        return refused(std::move(e), why, rule);
    if (action.via)
        e.lines.push_back(explain("tlhy.assault.via",
            units.size() == 1
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 maneuvers into %2 and assaults %3 from a non-adjacent "
                                   "hex: Assault Arrow"),
                    names(units), state.map().label(*action.via), where)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 maneuver into %2 and assault %3 from a non-adjacent "
                                   "hex: Assault Arrow"),
                    names(units), state.map().label(*action.via), where),
            "", std::nullopt, "13.2.2", state.map().label(*action.via)));
    else
        e.lines.push_back(explain("tlhy.assault.adjacent",
            units.size() == 1
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 assaults %2 from an adjacent hex"),
                    names(units), where)
                : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 assault %2 from an adjacent hex"),
                    names(units), where),
            "", std::nullopt, "13.2.1", where));
    const Side &attacker = *state.findSide(side);
    bool hasNationality = false;
    for (const Marker *m : state.markersAt(target)) {
        if (m->kind == k::assaultNationality && m->side == side)
            hasNationality = true;
    }
    e.lines.push_back(explain("tlhy.assault.marker",
        hasNationality
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "the %1 Assault Nationality marker is already in %2"),
                attacker.name, where)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 Assault Nationality marker placed in %2"),
                attacker.name, where),
        "", std::nullopt, "13.2.1", where));
    e.plan = assaultPlan(state, action, units, attacker, hasNationality);
    return e;
}

// --- marker adjustment ------------------------------------------------------------------------

Evaluation TlhyRuleSet::markerAdjustment(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    std::vector<const Marker *> arrows;
    for (const Marker &m : state.markers()) {
        if (m.kind == k::assaultArrow
            && (!action.target || TlhyMarker::pointsTo(m) == action.target))
            arrows.push_back(&m);
    }
    std::sort(arrows.begin(), arrows.end(),
        [](const Marker *a, const Marker *b) { return a->id < b->id; });
    if (arrows.empty())
        return refused(std::move(e),
            action.target
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "no Assault Arrow points at %1"),
                    state.map().label(*action.target))
                : ruleSentence(HEXFIRE_TEXT("RuleText", "there are no Assault Arrows to adjust")),
            "13.2.2");
    using Kind = AdjustmentPlan::Kind;
    auto plan = std::make_shared<AdjustmentPlan>();
    for (const Marker *a : arrows) {
        const auto pointsTo = TlhyMarker::pointsTo(*a);
        if (!a->unit || !pointsTo)
            throw Error(
                "assault arrow marker " + std::to_string(a->id.value) + " names no unit or no hex");
        const Unit &u = state.unit(*a->unit);
        AdjustmentPlan::Step s {Kind::Gone, *a, u.id, u.name, TlhyUnit::isRegrouping(u), u.hex,
            *pointsTo, state.map().label(u.hex), state.map().label(*pointsTo),
            u.onMap() ? TlhyUnit::cohesion(u) + m_options.cohesionCheckModifier : 0};
        if (!u.onMap()) {
            plan->steps.push_back(std::move(s));
            continue;
        }
        if (findMarker(state, *pointsTo, k::primaryImpact)) {
            s.kind = Kind::Held;
            e.lines.push_back(explain("tlhy.adjust.held",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 may not enter the primary impact hex %2: it stays in %3 "
                                 "and faces the fire there"),
                    u.name, s.toWhere, s.fromWhere),
                "", std::nullopt, "11.4.8", u.id.value));
            e.odds.push_back({u.id.value,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 Marker Adjustment"), u.name),
                {{"held", ruleSentence(HEXFIRE_TEXT("RuleText", "Stays in %1"), s.fromWhere), 1.0}},
                false});
        } else if (findMarker(state, u.hex, k::secondaryImpact)) {
            s.kind = Kind::ExitCheck;
            const double pass = TlhyUnit::passProbability(s.target);
            e.lines.push_back(explain("tlhy.adjust.exit-check",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 leaves the secondary impact hex %2: Cohesion Check, d10 "
                                 "<= %3 passes"),
                    u.name, s.fromWhere, s.target),
                std::to_string(s.target), s.target, "11.4.8e", u.id.value, true));
            e.odds.push_back({u.id.value,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1's exit Cohesion Check"), u.name),
                {{"entered", ruleSentence(HEXFIRE_TEXT("RuleText", "Passed: enters %1"), s.toWhere),
                     pass, 0},
                    {"check-failed",
                        ruleSentence(HEXFIRE_TEXT("RuleText", "Failed: disrupted, stays in %1"),
                            s.fromWhere),
                        1.0 - pass, 2}},
                true, 1,
                ruleSentence(HEXFIRE_TEXT("RuleText", "fail: disrupted, stays in %1"), s.fromWhere),
                2});
            e.dice.push_back(
                {10, ruleSentence(HEXFIRE_TEXT("RuleText", "exit Cohesion Check of %1"), u.name),
                    false});
            assume(e, "tlhy.exit-check");
            assume(e, "tlhy.cohesion-check");
        } else {
            s.kind = Kind::Enter;
            e.lines.push_back(explain("tlhy.adjust.enter",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 enters the assaulted hex %2"), u.name, s.toWhere),
                "", std::nullopt, "13.2.2", u.id.value));
            e.odds.push_back({u.id.value,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 Marker Adjustment"), u.name),
                {{"entered", ruleSentence(HEXFIRE_TEXT("RuleText", "Enters %1"), s.toWhere), 1.0}},
                false});
        }
        plan->steps.push_back(std::move(s));
    }
    e.plan = std::move(plan);
    return e;
}

// --- fire resolution --------------------------------------------------------------------------

Evaluation TlhyRuleSet::fireResolution(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    std::vector<Hex> hexes = TlhyFireResolution::hexesWithDrmMarkers(state);
    if (action.target) {
        const std::string where = state.map().label(*action.target);
        if (!state.map().contains(*action.target))
            return refused(std::move(e),
                ruleSentence(HEXFIRE_TEXT("RuleText", "the hex %1 is off the map"), where), "12.1");
        if (std::find(hexes.begin(), hexes.end(), *action.target) == hexes.end())
            return refused(std::move(e),
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "there are no SADRM or MDRM markers in %1"), where),
                "12.1");
        hexes = {*action.target};
    } else if (hexes.empty()) {
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "there are no SADRM or MDRM markers on the map")),
            "12.1");
    }
    const TlhyFireResolution fr(m_options);
    auto plan = std::make_shared<FireResolutionPlan>();
    bool tieBreak = false;
    for (const Hex h : hexes) {
        plan->hexes.push_back(fr.plan(state, h));
        fr.explain(plan->hexes.back(), e);
        for (const auto &g : plan->hexes.back().groups)
            tieBreak = tieBreak || g.selectionAssumed;
    }
    assume(e, "tlhy.cohesion-check");
    assume(e, "tlhy.already-disrupted");
    if (tieBreak)
        assume(e, "tlhy.tie-break-die");
    e.plan = std::move(plan);
    return e;
}

// --- recovery and assault resolution (tlhyrecovery.cpp, tlhyassaultresolution.cpp) -----------

Evaluation TlhyRuleSet::recover(const GameState &state, const Action &action) const
{
    return TlhyRecovery(m_options).evaluate(state, action);
}

Evaluation TlhyRuleSet::assaultResolution(const GameState &state, const Action &action) const
{
    return TlhyAssaultResolution(m_options).evaluate(state, action);
}

// --- setup ------------------------------------------------------------------------------------

std::vector<SetupProblem> TlhyRuleSet::checkSetup(const GameState &state) const
{
    // Cohesion's range is the profile reader's to check (readUnitProfile), not repeated here.
    std::vector<SetupProblem> problems;
    for (const Unit &u : state.units()) {
        if (!TlhyUnit::hasProfile(u)) {
            problems.push_back({u.id.value,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 has no The Last Hundred Yards values"), u.name)});
            continue;
        }
        const TlhyProfile &p = TlhyUnit::profile(u);
        if (p.type == TlhyUnitType::Leader && u.maxStrength != 0)
            problems.push_back({u.id.value,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 is a leader: expected a zero-step unit (maxStrength 0)"),
                    u.name)});
        if (p.type == TlhyUnitType::Squad
            && (u.maxStrength != 2 || u.strength < 1 || u.strength > 2))
            problems.push_back({u.id.value,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 is a squad: expected 2 steps, full (2) or reduced (1)"),
                    u.name)});
    }
    if (state.sides().size() != 2)
        problems.push_back({{},
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "The Last Hundred Yards is played by two sides; this position has %1"),
                state.sides().size())});
    return problems;
}

} // namespace hexfire
