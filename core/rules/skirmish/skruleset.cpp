#include "skruleset.h"

#include "core/data/datareader.h"
#include "core/error.h"
#include "core/los/terrainlosrules.h"
#include "core/rules/effectsplan.h"
#include "core/rules/movement.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/sequence.h"
#include "core/rules/skirmish/skactions.h"
#include "core/rules/skirmish/skfire.h"
#include "core/rules/skirmish/skglossary.h"
#include "core/rules/skirmish/skmorale.h"
#include "core/rules/skirmish/skreaction.h"
#include "core/rules/skirmish/skround.h"
#include "core/rules/skirmish/skvictory.h"
#include "core/rules/skirmish/skwounds.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace hexfire {

using namespace skirmish;

namespace {

constexpr const char *fireRule = "Fire";
constexpr const char *roundRule = "Braced Weapons; Firer not under fire";

/** Whether a figure in h is in cover: the hex's terrain gives it, or a hedge or wall on one of
 *  its sides that it gets behind. */
bool givesCover(const SkTables &t, const MapGrid &map, Hex h)
{
    if (const auto it = t.terrainCover.find(map.terrain(h).id);
        it != t.terrainCover.end() && it->second != Cover::None)
        return true;
    return std::any_of(allDirections.begin(), allDirections.end(), [&](HexDirection d) {
        const auto it = t.hexsideCover.find(map.hexsideFeature(h, d));
        return it != t.hexsideCover.end() && it->second != Cover::None;
    });
}

TerrainLosConfig losConfig(const SkTables &t)
{
    TerrainLosConfig c;
    c.policy = HexsidePolicy::Lenient;
    c.blockingTerrain = t.blockingTerrain;
    c.blockingHexsideFeatures = t.blockingHexsideFeatures;
    c.ruleRef = "docs/rules.md: 2d6 Skirmish line of sight";
    return c;
}

/** The figures of a fire attack and what each will do; resolving rolls their dice. */
struct FirePlan final : EvaluationPlan {
    struct Firer {
        UnitId figure;
        int toHit = 7;
        int modifier = 0;
        bool autofire = false;
        bool noHitsPossible = false;
    };
    std::vector<Firer> firers; /**< only those that fire, in action order */
    /** Target figures seen by a firer that share the hits, the aimed one first (those down only
        when no figure still fighting is seen: figuresTakingHits). */
    std::vector<UnitId> exposed;
    std::vector<UnitId> targetTeam;
    std::string teamName;
    WoundTable wounds; /**< what each hit does */
    /** In a round, the target team's reaction test after the attack (skreaction.h). */
    std::optional<ReactionTest> reaction;

    void resolve(const RuleSet &rules, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override;

private:
    /** Rolls every firer's two dice; returns the hits in all. */
    int roll(const GameState &state, DiceSource &dice, Resolution &r) const;
    /** The hits shared among the exposed figures, each rolled on the wound table, and the target
        team under fire. */
    void share(const GameState &state, int total, DiceSource &dice, Resolution &r) const;
    /** The target team's reaction test, one less for each figure hit. */
    void react(const GameState &state, int figuresHit, DiceSource &dice, Resolution &r) const;
};

/** The end of a round's effects, then each team's morale test (or a rally test alone). */
struct MoralePlan final : EvaluationPlan {
    std::vector<Effect> base;
    std::vector<MoraleTest> tests;
    bool rally = false;

    void resolve(const RuleSet &, const GameState &, const Evaluation &evaluation, DiceSource &dice,
        Resolution &r) const override
    {
        r = startResolution(evaluation);
        r.effects = base;
        for (const MoraleTest &t : tests) {
            const std::vector<Effect> fx = rollMorale(t, rally, dice, r.lines);
            r.effects.insert(r.effects.end(), fx.begin(), fx.end());
            const bool passed = !fx.empty() && fx.front().check && fx.front().check->passed;
            const std::string label = passed
                ? (rally ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 rallies"), t.team)
                         : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 holds"), t.team))
                : (t.broken ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is removed"), t.team)
                            : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 breaks"), t.team));
            r.outcomes.push_back({t.team,
                passed ? (rally ? "rallies" : "holds") : (t.broken ? "removed" : "breaks"), label});
        }
    }
};

/** A state order or a turn: the statuses to set and clear, the new facing (see orderPlan()). */
struct OrderPlan {
    UnitId unit;
    std::vector<std::string> set;
    std::vector<std::string> clear;
    std::optional<Facing> facing;
    int strength = 0; /**< strength lost (< 0) or regained (> 0): a figure down is a loss */
    std::string name; /**< the effect name */
};

/** The effects of a state order or a turn, known when it is evaluated; its outcome is the first
    line. */
std::shared_ptr<EffectsPlan> orderPlan(const Evaluation &e, const OrderPlan &order)
{
    auto plan = std::make_shared<EffectsPlan>();
    for (const std::string &k : order.set) {
        Effect fx = makeEffect(EffectKind::StatusSet, order.name, order.unit);
        fx.status = k;
        plan->effects.push_back(std::move(fx));
    }
    for (const std::string &k : order.clear) {
        Effect fx = makeEffect(EffectKind::StatusCleared, order.name, order.unit);
        fx.status = k;
        plan->effects.push_back(std::move(fx));
    }
    if (order.strength != 0) {
        Effect fx
            = makeEffect(order.strength < 0 ? EffectKind::StrengthLost : EffectKind::StrengthGained,
                order.name, order.unit);
        fx.count = std::abs(order.strength);
        plan->effects.push_back(std::move(fx));
    }
    if (order.facing) {
        Effect fx = makeEffect(EffectKind::FacingChanged, order.name, order.unit);
        fx.facing = order.facing;
        plan->effects.push_back(std::move(fx));
    }
    plan->outcomes.push_back(
        {order.unit.value, e.action.kind, e.lines.empty() ? std::string() : e.lines.front().text});
    return plan;
}

/** Refuses e under the fire rules (most of 2d6 Skirmish's refusals). */
void refuse(Evaluation &e, std::string why) { hexfire::refuse(e, std::move(why), fireRule); }

std::string hitsLabel(int n)
{
    return n == 0 ? ruleSentence(HEXFIRE_TEXT("RuleText", "No hit"))
        : n == 1  ? ruleSentence(HEXFIRE_TEXT("RuleText", "1 hit"))
                  : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 hits"), n);
}

/** The hits the whole fire scores on the team: its headline table. */
OddsTable hitsOdds(const std::string &teamName, const Distribution &total)
{
    OddsTable odds {teamName, ruleSentence(HEXFIRE_TEXT("RuleText", "Hits on %1"), teamName), {},
        true, 1, ruleSentence(HEXFIRE_TEXT("RuleText", "at least one hit")), 1};
    for (int n = total.minValue(); n <= total.maxValue(); ++n) {
        if (total[n] > 0.0)
            odds.outcomes.push_back({"hits-" + std::to_string(n), hitsLabel(n), total[n], n});
    }
    return odds;
}

std::string percent(double p)
{
    return std::to_string(static_cast<int>(std::lround(p * 100))) + "%";
}

StatusType status(std::string key, std::string name, std::string help, std::string caption,
    std::string colour, StatusLook::Style style = StatusLook::Style::Badge)
{
    return {std::move(key), std::move(name), std::move(help),
        {style, "", std::move(caption), std::move(colour)}};
}

ActionType order(std::string key, std::string name, std::string help)
{
    ActionType a;
    a.key = std::move(key);
    a.name = std::move(name);
    a.help = std::move(help);
    a.actors = ActorRule::One;
    a.target = TargetKind::None;
    return a;
}

} // namespace

SkirmishRuleSet::SkirmishRuleSet()
    : m_table {{actions::fire, &SkirmishRuleSet::evaluateFire},
        {actions::endRound, &SkirmishRuleSet::evaluateEndRound},
        {actions::turnClockwise, &SkirmishRuleSet::evaluateTurnClockwise},
        {actions::turnCounterClockwise, &SkirmishRuleSet::evaluateTurnCounterClockwise},
        {actions::move, &SkirmishRuleSet::evaluateMove},
        {actions::rally, &SkirmishRuleSet::evaluateRally},
        {actions::initiativeRoll, &SkirmishRuleSet::evaluateInitiativeRoll}}
{
    namespace s = states;
    const auto str = [](std::string_view v) { return std::string(v); };
    m_stateOrders = {
        {"posture",
            {{"standing", HEXFIRE_TEXT("RuleText", "Standing"), {}, {str(s::prone)}},
                {"prone", HEXFIRE_TEXT("RuleText", "Prone"), {str(s::prone)}, {}}}},
        {"movement",
            {{"none", HEXFIRE_TEXT("RuleText", "Did not move this round"), {},
                 {str(s::movedHalf), str(s::movedMore)}},
                {"half", HEXFIRE_TEXT("RuleText", "Moved up to half its move"), {str(s::movedHalf)},
                    {str(s::movedMore)}},
                {"more", HEXFIRE_TEXT("RuleText", "Moved half its move or more"),
                    {str(s::movedMore)}, {str(s::movedHalf)}}}},
        {"sight",
            {{"none", HEXFIRE_TEXT("RuleText", "Not moving in sight"), {},
                 {str(s::intoOutOfSight), str(s::farInSight)}},
                {"into-out", HEXFIRE_TEXT("RuleText", "Moving into or out of sight"),
                    {str(s::intoOutOfSight)}, {str(s::farInSight)}},
                {"far", HEXFIRE_TEXT("RuleText", "Moved more than half its move in sight"),
                    {str(s::farInSight)}, {str(s::intoOutOfSight)}}}},
        {"brace",
            {{"braced", HEXFIRE_TEXT("RuleText", "Braced"), {str(s::braced)}, {}},
                {"unbraced", HEXFIRE_TEXT("RuleText", "Not braced"), {}, {str(s::braced)}}}},
        {"wound",
            {{"unhurt", HEXFIRE_TEXT("RuleText", "Unhurt"), {}, {str(s::lightWound), str(s::down)}},
                {"wounded", HEXFIRE_TEXT("RuleText", "Light wound"), {str(s::lightWound)},
                    {str(s::down)}},
                {"down", HEXFIRE_TEXT("RuleText", "Down, out of action"), {str(s::down)},
                    {str(s::lightWound)}}}},
        {"awareness",
            {{"aware", HEXFIRE_TEXT("RuleText", "Aware"), {}, {str(s::unaware)}},
                {"unaware", HEXFIRE_TEXT("RuleText", "Unaware"), {str(s::unaware)}, {}}}},
        {"position",
            {{"none", HEXFIRE_TEXT("RuleText", "Not in a prepared position"), {},
                 {str(s::occupying), str(s::inPosition)}},
                {"occupying",
                    HEXFIRE_TEXT("RuleText", "Occupying a prepared position (first round)"),
                    {str(s::occupying)}, {str(s::inPosition)}},
                {"in-position", HEXFIRE_TEXT("RuleText", "In a prepared position"),
                    {str(s::inPosition)}, {str(s::occupying)}}}},
    };

    ActionType fire;
    fire.key = std::string(actions::fire);
    fire.name = HEXFIRE_TEXT("RuleText", "Fire");
    fire.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The selected figures fire at the enemy team of the figure you point at: each "
        "figure that can see it rolls two dice plus its modifiers against its To-Hit "
        "number, and each hit rolls one die on the wound table."));
    fire.icon = "fire";
    fire.shortcut = "F";
    fire.actors = ActorRule::Several;
    fire.attacks = true;
    fire.target = TargetKind::Unit;
    ParamSpec type;
    type.key = "fireType";
    type.label = HEXFIRE_TEXT("RuleText", "Fire type");
    type.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Direct fire +2, return fire -2, panic fire -3 (Table 3). In a round a team's "
        "fire in its own activation, or an interrupt, is direct fire; ordinary fire, "
        "adding nothing, is for free play."));
    type.type = ParamType::Choice;
    type.choices = {{"none", HEXFIRE_TEXT("RuleText", "Ordinary fire")},
        {"direct", HEXFIRE_TEXT("RuleText", "Direct fire")},
        {"return", HEXFIRE_TEXT("RuleText", "Return fire")},
        {"panic", HEXFIRE_TEXT("RuleText", "Panic fire")}};
    type.defaultValue = std::string("none");
    ParamSpec specific;
    specific.key = "specific";
    specific.label = HEXFIRE_TEXT("RuleText", "Aim at this figure");
    specific.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Fire at the one figure pointed at (a leader, say): -3 (Table 3); only "
        "figures that can see it fire."));
    specific.type = ParamType::Flag;
    specific.defaultValue = false;
    fire.params = {type, specific};

    ActionType end;
    end.key = std::string(actions::endRound);
    end.name = HEXFIRE_TEXT("RuleText", "End round");
    end.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Ends the round: movement is forgotten, figures that stood still without firing "
        "brace their weapons, being under fire ages by a round, and figures settling into "
        "a prepared position are ready."));
    end.actors = ActorRule::None;
    end.target = TargetKind::None;

    const std::map<std::string, std::pair<std::string, std::string>> orderNames {
        {"posture",
            {HEXFIRE_TEXT("RuleText", "Posture"),
                ruleSentence(HEXFIRE_TEXT(
                    "RuleText", "Stand up or go prone; either loses a braced weapon's bonus."))}},
        {"movement",
            {HEXFIRE_TEXT("RuleText", "Movement this round"),
                ruleSentence(HEXFIRE_TEXT(
                    "RuleText", "How far the figure moved this round; moving loses bracing."))}},
        {"sight",
            {HEXFIRE_TEXT("RuleText", "Moving in sight"),
                ruleSentence(HEXFIRE_TEXT(
                    "RuleText", "How the figure moved in the enemy's sight this round."))}},
        {"brace",
            {HEXFIRE_TEXT("RuleText", "Bracing"),
                ruleSentence(HEXFIRE_TEXT("RuleText",
                    "A figure that stood still without firing for a round is braced."))}},
        {"wound",
            {HEXFIRE_TEXT("RuleText", "Wound"),
                ruleSentence(HEXFIRE_TEXT("RuleText",
                    "Fire rolls each hit on the wound table; this order sets a wound by hand. A "
                    "light "
                    "wound costs the figure 2 when it fires; a figure down does not fire."))}},
        {"awareness",
            {HEXFIRE_TEXT("RuleText", "Awareness"),
                ruleSentence(HEXFIRE_TEXT(
                    "RuleText", "A figure that has not noticed the enemy is easier to hit."))}},
        {"position",
            {HEXFIRE_TEXT("RuleText", "Prepared position"),
                ruleSentence(HEXFIRE_TEXT("RuleText",
                    "A foxhole, trench or pillbox: -4 to hit the figure, +2 to "
                    "its fire, only within a 90 degree arc it faces."))}},
    };
    ActionType move;
    move.key = std::string(actions::move);
    move.name = HEXFIRE_TEXT("RuleText", "Move");
    move.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The selected figure moves, paying inches for each hex it enters: a walk of 6 "
        "inches, or a run of up to 12 that allows no fire this round; a prone figure "
        "crawls 2. How far it moved and whether the enemy saw it set its fire "
        "modifiers."));
    move.shortcut = "V";
    move.actors = ActorRule::One;
    move.target = TargetKind::Hex;
    ParamSpec path;
    path.key = std::string(movePathParam);
    path.label = HEXFIRE_TEXT("RuleText", "Path");
    path.help = ruleSentence(
        HEXFIRE_TEXT("RuleText", "The hexes entered in order; left out, the cheapest path."));
    path.type = ParamType::HexList;
    path.notAsked = true;
    move.params = {path};

    ActionType initiative;
    initiative.key = std::string(actions::initiativeRoll);
    initiative.name = HEXFIRE_TEXT("RuleText", "Initiative roll");
    initiative.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "Each side rolls two dice: the higher activates the first team of the "
        "round."));
    initiative.actors = ActorRule::None;
    initiative.target = TargetKind::None;

    ActionType rally;
    rally.key = std::string(actions::rally);
    rally.name = HEXFIRE_TEXT("RuleText", "Rally");
    rally.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "A broken team tests its morale again: it rallies on a pass, and is removed on a "
        "failure. The test is its activation."));
    rally.actors = ActorRule::One;
    rally.target = TargetKind::None;

    RuleVocabulary &v = m_vocabulary;
    v.actions = {move, fire, end, initiative, rally};
    for (const StateOrder &o : m_stateOrders) {
        const auto &[name, help] = orderNames.at(o.key);
        ActionType a = order(std::string(actions::setPrefix) + o.key, name, help);
        ParamSpec p;
        p.key = "state";
        p.label = name;
        p.help = help;
        p.type = ParamType::Choice;
        p.required = true;
        for (const StateChoice &c : o.choices)
            p.choices.push_back({c.key, c.label});
        a.params = {p};
        v.actions.push_back(a);
        m_table.add(a.key, &SkirmishRuleSet::evaluateStateOrderOf);
    }
    ActionType right
        = order(std::string(actions::turnClockwise), HEXFIRE_TEXT("RuleText", "Turn clockwise"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The figure turns 30 degrees clockwise: the arc of its prepared position turns "
                "with it.")));
    right.shortcut = "]";
    ActionType left = order(std::string(actions::turnCounterClockwise),
        HEXFIRE_TEXT("RuleText", "Turn counter-clockwise"),
        ruleSentence(HEXFIRE_TEXT("RuleText", "The figure turns 30 degrees counter-clockwise.")));
    left.shortcut = "[";
    v.actions.push_back(right);
    v.actions.push_back(left);
    m_actions = v.actions;

    v.statuses = {
        status(str(s::prone), HEXFIRE_TEXT("RuleText", "Prone"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Lying down: +1 to its fire, -1 to hit it.")),
            "PR", "#6d5a3a"),
        status(str(s::braced), HEXFIRE_TEXT("RuleText", "Braced"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Weapon braced: +1 to its fire.")), "BR",
            "#2e6b3a"),
        status(str(s::lightWound), HEXFIRE_TEXT("RuleText", "Light wound"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "-2 to its fire.")), "W", "#b03030"),
        status(str(s::movedHalf), HEXFIRE_TEXT("RuleText", "Moved up to half"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "-2 to its fire this round.")), "½", "#806020"),
        status(str(s::movedMore), HEXFIRE_TEXT("RuleText", "Moved half or more"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "-4 to its fire this round.")), "M", "#a06010"),
        status(str(s::intoOutOfSight), HEXFIRE_TEXT("RuleText", "Moving into or out of sight"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "-2 to hit it (a cover modifier: only the best counts).")),
            "S", "#405080"),
        status(str(s::farInSight), HEXFIRE_TEXT("RuleText", "Moved far in sight"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Moved more than half its move in sight: +1 to hit it.")),
            "S+", "#405080"),
        status(str(s::unaware), HEXFIRE_TEXT("RuleText", "Unaware"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Has not noticed the enemy: +2 to fire at it.")),
            "?", "#707070"),
        status(str(s::fired), HEXFIRE_TEXT("RuleText", "Fired"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Fired this round: it does not brace at the end of it.")),
            "F", "#804040"),
        status(str(s::underFire), HEXFIRE_TEXT("RuleText", "Under fire"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Its team was fired at this round: no +2 for "
                "firing while not under fire.")),
            "UF", "#a04040"),
        status(str(s::underFireLast), HEXFIRE_TEXT("RuleText", "Under fire last round"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Its team was fired at last round: still no +2 this round.")),
            "uf", "#a07070"),
        status(str(s::occupying), HEXFIRE_TEXT("RuleText", "Occupying a position"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "First round in a prepared position: it does not fire.")),
            "OCC", "#505050"),
        status(str(s::inPosition), HEXFIRE_TEXT("RuleText", "In a prepared position"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "-4 to hit it, +2 to its fire, only within its 90 degree arc.")),
            "POS", "#303030"),
        status(str(s::down), HEXFIRE_TEXT("RuleText", "Down"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Out of action from a wound: it does not fire and counts as a loss; hit again, the "
                "wound table may kill it.")),
            "DN", "#c02020", StatusLook::Style::Band),
    };
    v.statuses.push_back(status(str(states::mayReturnFire),
        HEXFIRE_TEXT("RuleText", "May return fire"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Passed its reaction test: it may return fire at once, take cover (go prone, or move "
            "half a walk or one hex into cover) or carry on.")),
        "RTN", "#2e6b3a"));
    v.statuses.push_back(status(str(states::shaken), HEXFIRE_TEXT("RuleText", "Shaken"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Failed its reaction test: it takes cover (go prone, or move half a walk or one hex "
            "into cover) or panic fires at once.")),
        "SHK", "#a07020"));
    v.statuses.push_back(status(str(states::pinned), HEXFIRE_TEXT("RuleText", "Pinned"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Pinned by fire: it stays down and may only panic fire until the end of the next "
            "round.")),
        "PIN", "#a03030", StatusLook::Style::Band));
    v.statuses.push_back(
        status(str(states::pinnedNow), HEXFIRE_TEXT("RuleText", "Pinned this round"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Pinned this round: it stays pinned through the next.")),
            "pin", "#a07070"));
    v.statuses.push_back(status(str(states::lostThisRound),
        HEXFIRE_TEXT("RuleText", "Lost a figure this round"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A figure of its team went down or was killed this round: the team may test its morale "
            "at the end of it.")),
        "LOSS", "#805050"));
    v.statuses.push_back(status(str(states::broken), HEXFIRE_TEXT("RuleText", "Broken"),
        ruleSentence(HEXFIRE_TEXT(
            "RuleText", "Its team broke: it falls back and may only panic fire until it rallies.")),
        "BRK", "#b02020", StatusLook::Style::Band));
    v.statuses.push_back(status(str(states::acted), HEXFIRE_TEXT("RuleText", "Acted"),
        ruleSentence(HEXFIRE_TEXT("RuleText", "Its team has had its activation this round.")),
        "ACT", "#5a5a7a"));
    v.statuses.push_back(status(str(states::ran), HEXFIRE_TEXT("RuleText", "Ran"),
        ruleSentence(HEXFIRE_TEXT(
            "RuleText", "Ran this round: it does not fire or move again until the next round.")),
        "RUN", "#8a5a2a"));
    v.effects = {{"attack-roll", HEXFIRE_TEXT("RuleText", "Attack roll"),
                     ruleSentence(HEXFIRE_TEXT(
                         "RuleText", "One figure's two dice against its To-Hit number."))},
        {"move", HEXFIRE_TEXT("RuleText", "Moved"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The figure moves along its path."))},
        {"reaction-test", HEXFIRE_TEXT("RuleText", "Reaction test"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The target team's two dice against its quality."))},
        {"morale-test", HEXFIRE_TEXT("RuleText", "Morale test"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "A team that lost half its figures tests its morale."))},
        {"rally-test", HEXFIRE_TEXT("RuleText", "Rally test"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A broken team tests its morale again."))},
        {"broken", HEXFIRE_TEXT("RuleText", "Broken"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The team failed its morale test."))},
        {"rallied", HEXFIRE_TEXT("RuleText", "Rallied"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The broken team passed its rally test."))},
        {"team-removed", HEXFIRE_TEXT("RuleText", "Team removed"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "A broken team failed again and leaves the game."))},
        {"lost-a-figure", HEXFIRE_TEXT("RuleText", "Lost a figure"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "A figure of the team went down or was killed."))},
        {"reaction", HEXFIRE_TEXT("RuleText", "Reaction"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "What the reaction test leaves on the team."))},
        {"moved", HEXFIRE_TEXT("RuleText", "Moved"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "How far the figure moved this round."))},
        {"posture", HEXFIRE_TEXT("RuleText", "Posture changed"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Standing up or going prone costs inches."))},
        {"activated", HEXFIRE_TEXT("RuleText", "Activated"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The team has its activation this round."))},
        {"initiative-roll", HEXFIRE_TEXT("RuleText", "Initiative"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The side that activates first this round."))},
        {"hit", HEXFIRE_TEXT("RuleText", "Hit"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The figure is hit."))},
        {"fired", HEXFIRE_TEXT("RuleText", "Fired"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The figure fired this round."))},
        {"under-fire", HEXFIRE_TEXT("RuleText", "Under fire"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The team was fired at this round."))},
        {"alerted", HEXFIRE_TEXT("RuleText", "No longer unaware"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Fired at, the team has noticed the enemy."))},
        {"state-changed", HEXFIRE_TEXT("RuleText", "State changed"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A figure state set by an order."))},
        {"round-ended", HEXFIRE_TEXT("RuleText", "Round ended"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A state the end of the round changes."))},
        {"turned", HEXFIRE_TEXT("RuleText", "Turned"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The figure faces another way."))},
        {"wound-roll", HEXFIRE_TEXT("RuleText", "Wound roll"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "One die on the wound table for a hit on the figure."))},
        {"light-wound", HEXFIRE_TEXT("RuleText", "Light wound"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The wound table gives the figure a light wound."))},
        {"down", HEXFIRE_TEXT("RuleText", "Down"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "The figure is down, out of action: a loss, still on the map."))},
        {"killed", HEXFIRE_TEXT("RuleText", "Killed"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The figure is killed and removed from the map."))}};
    v.unitTypes = {{"figure", HEXFIRE_TEXT("RuleText", "Figure"),
        ruleSentence(HEXFIRE_TEXT("RuleText", "One soldier with a weapon, in a team."))}};
    v.largestDieFace = 6;
    v.glossary = skirmish::glossary();
    v.primer = skirmish::primer(m_options.tables.notOfficial);
    v.terrainKinds = terrainKinds();
    v.featureTypes = featureTypes();
    v.mapPresets = mapPresets();
}

std::optional<std::array<HexsideClass, 6>> SkirmishRuleSet::hexsideClassesOf(
    const GameState &, const Unit &unit) const
{
    // Only a figure in a prepared position has a front: the hexsides within its arc.
    if (!unit.facing
        || !(unit.status.has(states::inPosition) || unit.status.has(states::occupying)))
        return std::nullopt;
    std::array<HexsideClass, 6> classes {};
    for (HexDirection d : allDirections)
        classes[static_cast<std::size_t>(index(d))]
            = inArc(Hex(0, 0), *unit.facing, step(d)) ? HexsideClass::Front : HexsideClass::Rear;
    return classes;
}

CounterPrint SkirmishRuleSet::counterPrint(const Unit &unit) const
{
    CounterPrint c;
    c.symbol = "figure";
    const SkProfile *p = profileOf<SkProfile>(unit);
    if (!p)
        return c;
    c.values.push_back({PrintedValue::Slot::Left, PrintedValue::Frame::None,
        std::to_string(m_options.toHitOf(p->quality)) + "+",
        ruleSentence(HEXFIRE_TEXT("RuleText", "To-Hit number (%1)"),
            translatedRuleText(skirmish::displayName(p->quality)))});
    if (const Weapon *w = m_options.tables.weapon(p->weapon)) {
        c.values.push_back({PrintedValue::Slot::Right, PrintedValue::Frame::Box, w->abbreviation,
            ruleSentence(HEXFIRE_TEXT("RuleText", "Weapon: %1"), translatedRuleText(w->name))});
    }
    return c;
}

std::vector<UnitFact> SkirmishRuleSet::unitFacts(const GameState &, const Unit &unit) const
{
    const SkProfile *p = profileOf<SkProfile>(unit);
    if (!p)
        return {};
    std::vector<UnitFact> f {
        {std::string(translatedRuleText(HEXFIRE_TEXT("RuleText", "Team"))), p->team,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The figures that fire and are fired at together."))},
        {std::string(translatedRuleText(HEXFIRE_TEXT("RuleText", "Quality"))),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1, hits on %2 or more"),
                translatedRuleText(skirmish::displayName(p->quality)),
                m_options.toHitOf(p->quality)),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Its To-Hit number on two dice, before modifiers."))}};
    if (p->leader)
        f.push_back({std::string(translatedRuleText(HEXFIRE_TEXT("RuleText", "Leader"))),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Leads %1"), p->team),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "While it fights its team tests normally; once it is down or killed the team "
                "tests at -1, and it helps a broken team within 6 inches rally (+1). Assumed."))});
    if (const Weapon *w = m_options.tables.weapon(p->weapon)) {
        std::string text
            = ruleSentence(HEXFIRE_TEXT("RuleText", "%1: effective %2 inches, close factor %3"),
                translatedRuleText(w->name), w->effectiveRange, signedText(w->closeFactor));
        if (w->autofire)
            text = ruleSentence(HEXFIRE_TEXT("RuleText", "%1, autofire"), text);
        if (w->mustBrace)
            text = ruleSentence(HEXFIRE_TEXT("RuleText", "%1, fires only braced"), text);
        if (m_options.tables.notOfficial)
            text = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (not official)"), text);
        f.push_back({std::string(translatedRuleText(HEXFIRE_TEXT("RuleText", "Weapon"))), text,
            ruleSentence(HEXFIRE_TEXT("RuleText", "From the weapons table."))});
    }
    return f;
}

MarkerView SkirmishRuleSet::describeMarker(const GameState &, const Marker &) const { return {}; }

void SkirmishRuleSet::readUnitProfile(
    const DataNode &node, Unit &unit, bool maxStrengthGiven, Diagnostics &diagnostics) const
{
    ObjectReader r(
        node, diagnostics, {"team", "quality", "weapon", "leader"}, "a 2d6 Skirmish profile");
    if (!r.isObject())
        return;
    auto p = std::make_shared<SkProfile>();
    p->team = r.string("team", true).value_or("");
    if (const auto q
        = r.choice("quality", {"untrained", "green", "trained", "veteran", "elite"}, true))
        p->quality = *qualityFromKey(*q);
    p->weapon = r.id("weapon", true).value_or("");
    p->leader = r.boolean("leader").value_or(false);
    if (!maxStrengthGiven) {
        unit.maxStrength = 1;
        unit.strength = 1;
    }
    unit.profile = std::move(p);
}

DataNode SkirmishRuleSet::writeUnitProfile(const Unit &unit) const
{
    const SkProfile *p = profileOf<SkProfile>(unit);
    if (!p)
        return DataNode::null();
    DataNode n = DataNode::object();
    n.set("team", DataNode::of(p->team));
    n.set("quality", DataNode::of(std::string(key(p->quality))));
    n.set("weapon", DataNode::of(p->weapon));
    if (p->leader)
        n.set("leader", DataNode::of(true));
    return n;
}

void SkirmishRuleSet::configure(const DataNode &options, Diagnostics &diagnostics)
{
    if (auto o = SkOptions::fromData(options, m_options, diagnostics)) {
        m_options = std::move(*o);
        forgetLosRules();
        m_vocabulary.terrainKinds = terrainKinds(); // the terrain table's kinds and features
        m_vocabulary.featureTypes = featureTypes();
        m_vocabulary.primer = skirmish::primer(m_options.tables.notOfficial);
        // Free play has no round: no initiative to roll, so no such button.
        m_vocabulary.actions = m_actions;
        if (m_options.freePlay)
            std::erase_if(m_vocabulary.actions,
                [](const ActionType &a) { return a.key == actions::initiativeRoll; });
    }
}

std::optional<RuleSet::AttackReach> SkirmishRuleSet::attackReach(
    const GameState &state, const Action &attack) const
{
    (void)state;
    // A figure fires at a team: at the figure pointed at when it sees it, else at the nearest
    // figure of the team it sees, and not at all when it sees none (Fire: line of sight). So
    // where a figure out of its sight stands changes nothing, and which one of the team it is
    // neither (but for the refusal's wording when a specific figure is aimed at).
    if (attack.kind != actions::fire)
        return std::nullopt;
    AttackReach reach;
    reach.unseenFallsOnGroup = true;
    return reach;
}

std::string SkirmishRuleSet::attackedGroup(const GameState &state, const Unit &unit) const
{
    (void)state;
    const SkProfile *p = profileOf<SkProfile>(unit);
    return p ? "team\n" + unit.side.value + "\n" + p->team : "unit\n" + unit.id.value;
}

std::unique_ptr<const LosRules> SkirmishRuleSet::makeLosRules(const GameState &state) const
{
    return std::make_unique<TerrainLosRules>(state.map(), losConfig(m_options.tables));
}

std::vector<std::string> SkirmishRuleSet::availableActions(
    const GameState &state, const std::vector<UnitId> &selection) const
{
    if (selection.empty())
        return m_options.freePlay ? std::vector<std::string> {std::string(actions::endRound)}
                                  : std::vector<std::string> {};
    std::vector<std::string> out {std::string(actions::fire)};
    if (selection.size() != 1)
        return out;
    out.insert(out.begin(), std::string(actions::move));
    const Unit *u = state.findUnit(selection.front());
    if (!u || !profileOf<SkProfile>(*u))
        return {};
    // In a round, what a move or a hit does is the rules' (the move, the wound table): only the
    // orders a figure gives itself are offered; Adjust corrects the rest.
    const PhaseType *phase = findPhase(skirmishSequence(), phases::activations);
    for (const StateOrder &o : m_stateOrders) {
        const std::string key = std::string(actions::setPrefix) + o.key;
        if (m_options.freePlay
            || (phase
                && std::find(phase->actions.begin(), phase->actions.end(), key)
                    != phase->actions.end()))
            out.push_back(key);
    }
    out.push_back(std::string(actions::turnClockwise));
    out.push_back(std::string(actions::turnCounterClockwise));
    return out;
}

Evaluation SkirmishRuleSet::evaluate(const GameState &state, const Action &action) const
{
    return evaluateTo(state, action, EvaluationDetail::Full);
}

Evaluation SkirmishRuleSet::evaluateHeadline(const GameState &state, const Action &action) const
{
    return evaluateTo(state, action, EvaluationDetail::Headline);
}

Evaluation SkirmishRuleSet::evaluateTo(
    const GameState &state, const Action &action, EvaluationDetail detail) const
{
    Evaluation e = m_table.evaluate(*this, state, action, detail);
    if (!e.legal || action.actors.empty() || !inActivations(state))
        return e;
    // The first action of a team opens its activation; a fire by the side not to act is an
    // interrupt, which spends the team's activation.
    const Unit &actor = state.unit(action.actors.front());
    const bool outOfTurn = state.sequence().sideToAct && *state.sequence().sideToAct != actor.side;
    // A reaction (return or panic fire, taking cover) is no activation of its own.
    if (outOfTurn && isReactionIn(state, action))
        return e;
    openActivation(state, e, actor, outOfTurn);
    return e;
}

bool SkirmishRuleSet::isReaction(const Action &action)
{
    const std::string type = paramOr<std::string>(action.params, "fireType", "none");
    return (action.kind == actions::fire && (type == "return" || type == "panic"))
        || action.kind == "set-posture";
}

bool SkirmishRuleSet::isReactionIn(const GameState &state, const Action &action) const
{
    if (isReaction(action))
        return true;
    if (action.kind != actions::move || action.actors.empty() || !inActivations(state))
        return false;
    const Unit *u = state.findUnit(action.actors.front());
    const std::optional<SideId> &toAct = state.sequence().sideToAct;
    return u && toAct && *toAct != u->side
        && (u->status.has(states::mayReturnFire) || u->status.has(states::shaken));
}

bool SkirmishRuleSet::inActivations(const GameState &state) const
{
    return !m_options.freePlay && state.sequence().phase == phases::activations;
}

const SequenceOfPlay &SkirmishRuleSet::sequenceOfPlay() const { return skirmishSequence(); }

std::optional<SequenceRefusal> SkirmishRuleSet::limitOnActing(
    const GameState &state, const Action &action) const
{
    if (!inActivations(state) || action.actors.empty())
        return std::nullopt;
    const Unit *actor = state.findUnit(action.actors.front());
    if (!actor || !profileOf<SkProfile>(*actor))
        return std::nullopt;
    const SkProfile &p = *profileOf<SkProfile>(*actor);
    const std::optional<UnitId> &active = state.sequence().activation;
    const std::optional<SideId> &toAct = state.sequence().sideToAct;
    const std::string type = paramOr<std::string>(action.params, "fireType", "none");
    const bool pinned = actor->status.has(states::pinned);
    if (toAct && *toAct != actor->side && isReactionIn(state, action)) {
        // Reacting to a fire: a team that passed may return fire, one that failed or is pinned
        // may panic fire; either may take cover (go prone, or move into cover).
        const bool passed = actor->status.has(states::mayReturnFire);
        const bool failed = actor->status.has(states::shaken);
        const bool allowed = action.kind == actions::fire
            ? (type == "return" ? passed : failed || pinned)
            : passed || failed;
        if (!allowed)
            return SequenceRefusal {action.kind == actions::fire
                    ? (type == "return"
                            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                               "%1 may return fire only at once after passing "
                                               "its reaction test."),
                                p.team)
                            : ruleSentence(HEXFIRE_TEXT("RuleText",
                                               "%1 may panic fire out of turn only after failing "
                                               "its reaction test, or when pinned."),
                                p.team))
                    : ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 takes cover out of turn only in reaction to a fire."),
                        p.team),
                "docs/rules.md: 2d6 Skirmish reactions"};
        return std::nullopt;
    }
    if (actor->status.has(states::broken)) {
        if (action.kind == actions::fire && type != "panic")
            return SequenceRefusal {
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 is broken: it may only panic fire until it rallies."),
                    p.team),
                "docs/rules.md: 2d6 Skirmish morale"};
        if (action.kind == actions::move && action.target) {
            // Falling back: the move ends farther from the nearest enemy figure.
            const auto nearest = [&](Hex h) {
                int best = 1 << 20;
                for (const Unit &enemy : state.units()) {
                    if (enemy.onMap() && enemy.side != actor->side && profileOf<SkProfile>(enemy)
                        && !enemy.status.has(states::down))
                        best = std::min(best, distance(enemy.hex, h));
                }
                return best;
            };
            if (nearest(*action.target) <= nearest(actor->hex))
                return SequenceRefusal {ruleSentence(HEXFIRE_TEXT("RuleText",
                                                         "%1 is broken: it only falls back, "
                                                         "ending each move farther from the "
                                                         "nearest enemy figure."),
                                            p.team),
                    "docs/rules.md: 2d6 Skirmish morale"};
        }
    }
    if (pinned
        && (action.kind == actions::move || (action.kind == actions::fire && type != "panic")))
        return SequenceRefusal {ruleSentence(HEXFIRE_TEXT("RuleText",
                                                 "%1 is pinned: it stays down and may only panic "
                                                 "fire until the end of the next round."),
                                    p.team),
            "docs/rules.md: 2d6 Skirmish reactions"};
    if (toAct && *toAct != actor->side) {
        // Out of turn a team only interrupts: fire at a figure of the team being activated that
        // has moved.
        if (action.kind == actions::move)
            return SequenceRefusal {ruleSentence(HEXFIRE_TEXT("RuleText",
                                                     "Out of turn, %1 moves only to take cover, at "
                                                     "once after a fire at it."),
                                        p.team),
                "docs/rules.md: 2d6 Skirmish reactions"};
        const Unit *target = action.targetUnit ? state.findUnit(*action.targetUnit) : nullptr;
        const bool moving = target && active && actsInActivation(state, *active, *target)
            && (target->status.has(states::movedHalf) || target->status.has(states::movedMore));
        if (!moving)
            return SequenceRefusal {ruleSentence(HEXFIRE_TEXT("RuleText",
                                                     "Out of turn, %1 may only interrupt: fire at "
                                                     "an enemy figure that has just moved."),
                                        p.team),
                "docs/rules.md: 2d6 Skirmish round"};
    }
    const bool ownActivation = active && actsInActivation(state, *active, *actor);
    if (teamActed(state, *actor) && !ownActivation)
        return SequenceRefusal {ruleSentence(HEXFIRE_TEXT("RuleText",
                                                 "%1 has had its activation this round: every "
                                                 "team acts once a round."),
                                    p.team),
            "docs/rules.md: 2d6 Skirmish round"};
    return std::nullopt;
}

bool SkirmishRuleSet::actsInActivation(
    const GameState &state, const UnitId &active, const Unit &actor) const
{
    const Unit *lead = state.findUnit(active);
    return lead && sameTeam(*lead, actor);
}

SideId SkirmishRuleSet::handOverTo(
    const GameState &state, const SideId &side, const SideId &proposed) const
{
    // The activation ending is not yet marked in the state: its team has acted all the same.
    if (!sideHasTeamToActivate(state, proposed) && sideHasTeamToActivate(state, side))
        return side;
    return proposed;
}

std::vector<VictoryConditionType> SkirmishRuleSet::victoryConditionTypes() const
{
    return skirmish::victoryConditionTypes(m_options);
}

std::optional<VictoryVerdict> SkirmishRuleSet::victoryVerdict(const GameState &state) const
{
    return skirmish::victoryVerdict(m_options, state);
}

std::optional<VictoryPreset> SkirmishRuleSet::victoryPreset() const
{
    return skirmish::victoryPreset(m_options);
}

bool SkirmishRuleSet::endsGameNow(const GameState &state) const
{
    // The victory check closes the round (REFERENCE 3.6.2, step 6), after team morale.
    return state.sequence().phase == phases::endOfRound && concedesNow(m_options, state);
}

std::vector<Assumption> SkirmishRuleSet::assumptions() const
{
    std::vector<Assumption> out = m_options.assumptions();
    if (!m_options.freePlay)
        out.push_back(victoryAssumption(m_options));
    return out;
}

namespace {

/** A reply fire by every figure of u's team that may fire (not down, not having run). */
Action teamFireAt(const GameState &state, const Unit &u, const UnitId &target, std::string type)
{
    Action a;
    a.kind = std::string(actions::fire);
    for (const Unit &m : state.units()) {
        if (sameTeam(m, u) && m.onMap() && !m.status.has(states::ran)
            && !m.status.has(states::down))
            a.actors.push_back(m.id);
    }
    a.targetUnit = target;
    a.params["fireType"] = std::move(type);
    a.params["specific"] = false;
    return a;
}

} // namespace

std::vector<Action> SkirmishRuleSet::reactionsTo(const GameState &state, const Action &done) const
{
    std::vector<Action> out;
    if (!inActivations(state) || done.actors.empty())
        return out;
    if (done.kind == actions::fire && done.targetUnit) {
        // After a fire, the target team's reaction: return fire or panic fire at the lead firer.
        const Unit *target = state.findUnit(*done.targetUnit);
        const Unit *firer = state.findUnit(done.actors.front());
        if (!target || !firer || !firer->onMap() || teamFired(state, *target))
            return out;
        const bool passed = target->status.has(states::mayReturnFire);
        const bool failed
            = target->status.has(states::shaken) || target->status.has(states::pinned);
        if (!passed && !failed)
            return out;
        Action a = teamFireAt(state, *target, firer->id, passed ? "return" : "panic");
        if (!a.actors.empty() && evaluateInGame(state, a).legal)
            out.push_back(std::move(a));
        return out;
    }
    if (done.kind != actions::move)
        return out;
    const Unit *mover = state.findUnit(done.actors.front());
    if (!mover || !mover->onMap())
        return out;
    // One fire for each enemy team that has neither acted nor fired, with every figure of it
    // that may fire; evaluation keeps those that can see the mover.
    std::vector<std::string> teams;
    for (const Unit &u : state.units()) {
        const SkProfile *p = profileOf<SkProfile>(u);
        if (!p || !u.onMap() || u.side == mover->side || teamActed(state, u) || teamFired(state, u))
            continue;
        const std::string key = u.side.value + "/" + p->team;
        if (std::find(teams.begin(), teams.end(), key) != teams.end())
            continue;
        teams.push_back(key);
        Action a = teamFireAt(state, u, mover->id, "direct");
        if (evaluateInGame(state, a).legal)
            out.push_back(std::move(a));
    }
    return out;
}

Evaluation SkirmishRuleSet::evaluateInitiativeRoll(
    const GameState &state, const Action &action) const
{
    return evaluateInitiative(state, action);
}

Evaluation SkirmishRuleSet::evaluateMove(const GameState &state, const Action &action) const
{
    Evaluation e = hexfire::evaluateMove(*this, m_movement, state, action);
    if (!e.legal)
        return e;
    const Unit &u = state.unit(action.actors.front());
    const auto *moved = dynamic_cast<const EffectsPlan *>(e.plan.get());
    if (!moved || moved->effects.empty())
        return e;
    const SkMovementTable &m = m_options.movement;
    const int spent = moved->effects.front().count;
    const int total = u.movementSpent + spent;
    const std::vector<Hex> *path = paramAs<std::vector<Hex>>(e.action.params, movePathParam);
    const bool takingCover = isReactionIn(state, action);
    if (takingCover) {
        // Taking cover in reaction to a fire: half a walk at most, into cover (REFERENCE 3.6.4).
        const std::string reactionDoc = "docs/rules.md: 2d6 Skirmish reactions";
        // Half a walk, or one hex whatever it costs: at 2 inches a hex, woods next to the figure
        // are 4 inches away (assumed, docs/rules.md).
        const bool oneHex = path && path->size() == 1;
        if (spent * 2 > m.walk && !oneHex) {
            hexfire::refuse(e,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 takes cover with half a walk (%2 inches) or one hex at most, "
                                 "not %3 inches"),
                    u.name, m.walk / 2, spent),
                reactionDoc);
            return e;
        }
        if (!givesCover(m_options.tables, state.map(), *action.target)) {
            hexfire::refuse(e,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 takes cover only in a hex that gives cover (woods, brush, "
                                 "buildings, or behind a hedge or wall)"),
                    u.name),
                reactionDoc);
            return e;
        }
        e.lines.push_back(explain("move.take-cover",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 takes cover in reaction to the fire: %2 inches into cover, no "
                             "activation"),
                u.name, spent),
            {}, std::nullopt, reactionDoc, u.id.value, true));
    }
    auto plan = std::make_shared<EffectsPlan>(*moved);
    const auto status = [&](bool set, std::string_view key) {
        if (u.status.has(key) == set)
            return;
        Effect fx
            = makeEffect(set ? EffectKind::StatusSet : EffectKind::StatusCleared, "moved", u.id);
        fx.status = std::string(key);
        plan->effects.push_back(std::move(fx));
    };
    // Taking cover is the figure's reaction: it neither returns fire nor takes cover again.
    if (takingCover) {
        status(false, states::mayReturnFire);
        status(false, states::shaken);
    }
    const std::string movementDoc = "docs/rules.md: 2d6 Skirmish movement";
    // More than a walk is a run: no fire this round (a figure that fired has only a walk: its
    // allowance, SkMovement::allowance).
    if (total > m.walk && !u.status.has(states::prone)) {
        status(true, states::ran);
        e.lines.push_back(explain("move.run",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 runs (%2 inches this round, more than a walk of %3): it does not "
                             "fire this round"),
                u.name, total, m.walk),
            std::to_string(total), total, movementDoc, u.id.value, true));
    }
    // Up to half a walk is a half move (-2 to its fire); half or more, -4 (REFERENCE 3.3). The
    // modifiers are the seed's; what a walk is, and how sight is judged, are assumed.
    const bool half = total * 2 < m.walk;
    status(half, states::movedHalf);
    status(!half, states::movedMore);
    e.lines.push_back(explain("move.modifier",
        half ? ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 moved less than half a walk this round: −2 to its fire"),
            u.name)
             : ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 moved half a walk or more this round: −4 to its fire"),
                 u.name),
        half ? "−2" : "−4", half ? -2 : -4, "Table 3: Firer moved", u.id.value, true));
    if (u.status.has(states::braced)) {
        status(false, states::braced);
        e.lines.push_back(explain("move.unbraced",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 loses its braced weapon by moving"), u.name),
            {}, std::nullopt, "Braced Weapons", u.id.value));
    }
    // In the enemy's sight: seen where it started and where it ends, and the inches it spent in
    // hexes the enemy sees.
    const LosCache los(*this, state);
    const auto seen = [&](Hex h) {
        return std::any_of(state.units().begin(), state.units().end(), [&](const Unit &enemy) {
            return enemy.onMap() && enemy.side != u.side && profileOf<SkProfile>(enemy)
                && los.verdict(enemy.hex, h).verdict != LosVerdict::Blocked;
        });
    };
    int inSight = 0;
    Hex from = u.hex;
    for (const Hex h : path ? *path : std::vector<Hex> {}) {
        if (seen(h))
            inSight += m_movement.stepCost(state, u, from, h).points;
        from = h;
    }
    const bool startSeen = seen(u.hex);
    const bool endSeen = seen(*e.action.target);
    if (startSeen != endSeen) {
        status(true, states::intoOutOfSight);
        status(false, states::farInSight);
        e.lines.push_back(explain("move.sight",
            endSeen
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 moves into the enemy's sight: −2 to hit it this round"),
                    u.name)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 moves out of the enemy's sight: −2 to hit it this round"),
                    u.name),
            "−2", -2, "Table 3: Moving into or out of sight", u.id.value, true));
    } else if (inSight * 2 > m.walk) {
        status(true, states::farInSight);
        e.lines.push_back(explain("move.far-in-sight",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 moved %2 inches in the enemy's sight, more than half a walk: +1 "
                             "to hit it this round"),
                u.name, inSight),
            "+1", 1, "Table 3: Moved more than half move in sight", u.id.value, true));
    }
    e.plan = std::move(plan);
    return e;
}

Evaluation SkirmishRuleSet::evaluateStateOrderOf(const GameState &state, const Action &action) const
{
    for (const StateOrder &o : m_stateOrders) {
        if (action.kind == std::string(actions::setPrefix) + o.key)
            return evaluateStateOrder(state, action, o);
    }
    throw Error("2d6 Skirmish has no action \"" + action.kind + "\"");
}

Evaluation SkirmishRuleSet::evaluateTurnClockwise(
    const GameState &state, const Action &action) const
{
    return evaluateTurn(state, action, 1);
}

Evaluation SkirmishRuleSet::evaluateTurnCounterClockwise(
    const GameState &state, const Action &action) const
{
    return evaluateTurn(state, action, -1);
}

Evaluation SkirmishRuleSet::evaluateFire(
    const GameState &state, const Action &action, EvaluationDetail detail) const
{
    const bool full = detail == EvaluationDetail::Full;
    Evaluation e = startEvaluation(
        action, detail, *m_options.keptAssumptions(), m_options.tables.notOfficial);
    if (action.actors.empty()) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "select the figures that fire")));
        return e;
    }
    if (!action.targetUnit) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "point at a figure of the enemy team")));
        return e;
    }
    const Unit &aimed = state.unit(*action.targetUnit);
    const SkProfile *targetProfile = profileOf<SkProfile>(aimed);
    std::vector<const Unit *> firers;
    const Unit &lead = state.unit(action.actors.front());
    for (const UnitId &id : action.actors) {
        const Unit &u = state.unit(id);
        if (!u.onMap() || !profileOf<SkProfile>(u)) {
            refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot fire"), u.name));
            return e;
        }
        if (u.side != lead.side) {
            refuse(e,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is not on the same side as the other firers"),
                    u.name));
            return e;
        }
        // A team fires as one: the "not under fire" bonus is judged for the firing team, so two
        // teams never fire as one (docs/rules.md: 2d6 Skirmish not under fire).
        if (!sameTeam(u, lead)) {
            refuse(e,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 is not of the team of %2: one team fires at a time"),
                    u.name, lead.name));
            return e;
        }
        if (u.status.has(states::ran)) {
            refuse(e,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 ran this round: it does not fire until the next round"),
                    u.name));
            return e;
        }
        firers.push_back(&u);
    }
    // The teams from the position's index (teamFired and teamOf without a scan of every unit).
    const std::shared_ptr<const SkTeams> teams = m_teams.teams(state);
    const std::vector<const Unit *> firingTeam = teams->allOf(state, *firers.front());
    if (std::any_of(firingTeam.begin(), firingTeam.end(),
            [](const Unit *m) { return m->status.has(states::fired); })) {
        const SkProfile *p = profileOf<SkProfile>(*firers.front());
        hexfire::refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 has fired this round: a team fires once a round, its return or "
                             "panic fire included"),
                p ? p->team : firers.front()->name),
            "docs/rules.md: 2d6 Skirmish round");
        return e;
    }
    if (!aimed.onMap() || !targetProfile || aimed.side == firers.front()->side) {
        refuse(e,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is not an enemy figure on the map"), aimed.name));
        return e;
    }
    FireContext c;
    c.options = &m_options;
    c.state = &state;
    const LosCache los(*this, state);
    c.los = &los;
    c.aimed = &aimed;
    c.targetTeam = teams->of(state, aimed);
    c.specific = paramOr<bool>(action.params, "specific", false);
    const std::string type = paramOr<std::string>(action.params, "fireType", "none");
    c.fireType = type == "direct" ? FireType::Direct
        : type == "return"        ? FireType::Return
        : type == "panic"         ? FireType::Panic
                                  : FireType::None;
    // In a round, a team's fire in its own activation, and an interrupt, is direct fire
    // (REFERENCE 3.6.2); ordinary fire, with no fire type, is left to free play.
    c.explained = full;
    if (c.fireType == FireType::None && inActivations(state)) {
        c.fireType = FireType::Direct;
        const SkProfile *p = profileOf<SkProfile>(*firers.front());
        if (full)
            e.lines.push_back(explain("fire.direct-in-round",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 fires in the round without another fire type: direct fire"),
                    p ? p->team : firers.front()->name),
                {}, std::nullopt, "docs/rules.md: 2d6 Skirmish round", firers.front()->id.value,
                true));
    }
    // Under fire: any figure of the firing team (one team fires at a time, above) fired at this
    // round or the last.
    for (const Unit *mate : firingTeam) {
        if (mate->onMap()
            && (mate->status.has(states::underFire) || mate->status.has(states::underFireLast))) {
            c.firersUnderFire = true;
            break;
        }
    }
    auto plan = std::make_shared<FirePlan>();
    plan->teamName = targetProfile->team;
    if (full) {
        for (const Unit *t : c.targetTeam)
            plan->targetTeam.push_back(t->id);
    }
    std::set<const Unit *> exposed;
    std::vector<Distribution> perFigure;
    std::string firstWhyNot;
    std::string firstWhyNotRule;
    for (const Unit *f : firers) {
        FigureAttack a = figureAttack(c, *f);
        if (!a.fires) {
            if (full)
                e.lines.push_back(explain(
                    "firer.sits-out", a.whyNot, "", std::nullopt, a.whyNotRule, f->id.value));
            if (firstWhyNot.empty()) {
                firstWhyNot = a.whyNot;
                firstWhyNotRule = a.whyNotRule;
            }
            continue;
        }
        if (full)
            exposed.insert(a.sees.begin(), a.sees.end());
        const Distribution hits = figureHits(a);
        perFigure.push_back(hits);
        plan->firers.push_back({f->id, a.toHit, a.modifier, a.autofire, a.noHitsPossible});
        if (!full)
            continue;
        e.los.push_back(los(f->hex, a.aimedAt->hex));
        // The figure's own chance, next to its To-Hit line.
        ExplanationLine &toHitLine = a.lines.back();
        if (!a.noHitsPossible)
            toHitLine.text = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (hits %2 of the time)"),
                toHitLine.text, percent(1.0 - hits[0]));
        e.lines.insert(e.lines.end(), a.lines.begin(), a.lines.end());
        if (!a.noHitsPossible)
            e.finals.push_back({"skirmish.score-needed",
                ruleSentence(HEXFIRE_TEXT("RuleText", "Score needed on two dice")),
                a.toHit - a.modifier, f->id.value});
        e.dice.push_back(
            {6, ruleSentence(HEXFIRE_TEXT("RuleText", "%1, first die"), f->name), false});
        e.dice.push_back(
            {6, ruleSentence(HEXFIRE_TEXT("RuleText", "%1, second die"), f->name), false});
    }
    if (plan->firers.empty()) {
        refuse(e, firstWhyNot, firstWhyNotRule);
        return e;
    }
    if (!full) {
        // The headline: the hits on the team (the losses and the reaction follow from them).
        e.odds.push_back(hitsOdds(plan->teamName, sumOf(perFigure)));
        return e;
    }
    std::vector<const Unit *> seen;
    if (exposed.contains(&aimed))
        seen.push_back(&aimed);
    for (const Unit *t : c.targetTeam) {
        if (t != &aimed && exposed.contains(t))
            seen.push_back(t);
    }
    const std::vector<const Unit *> takingHits = figuresTakingHits(seen);
    std::vector<Hurt> hurt;
    for (const Unit *t : takingHits) {
        plan->exposed.push_back(t->id);
        hurt.push_back(hurtOf(*t));
    }
    for (const Unit *t : seen) {
        if (std::find(takingHits.begin(), takingHits.end(), t) == takingHits.end())
            e.lines.push_back(explain("target.down",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 is down: the hits fall on the figures of %2 still fighting"),
                    t->name, plan->teamName),
                "", std::nullopt, "docs/rules.md: 2d6 Skirmish wounds", t->id.value, true));
    }
    e.finals.push_back({"skirmish.firing", ruleSentence(HEXFIRE_TEXT("RuleText", "Figures firing")),
        static_cast<int>(plan->firers.size()), plan->firers.front().figure.value});
    const Distribution total = sumOf(perFigure);
    e.odds.push_back(hitsOdds(plan->teamName, total));
    plan->wounds = m_options.tables.wounds;
    e.odds.push_back(lossesOdds(plan->teamName, lossesDistribution(plan->wounds, hurt, total)));
    if (inActivations(state)) {
        // The target team's reaction test: one less for each figure hit (the hits go round the
        // exposed figures, so n hits hit min(n, exposed) of them).
        const ReactionTest test = reactionTest(m_options, state, aimed);
        const int exposedCount = static_cast<int>(plan->exposed.size());
        const Distribution figuresHit = total.map([&](int n) { return std::min(n, exposedCount); });
        e.odds.push_back(reactionOddsTable(plan->teamName, reactionOdds(test, figuresHit)));
        e.assumptions.push_back(reactionAssumption());
        e.dice.push_back({6,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "reaction test of %1, first die"), plan->teamName),
            false});
        e.dice.push_back({6,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "reaction test of %1, second die"), plan->teamName),
            false});
        plan->reaction = test;
    }
    // One wound roll per hit, known only once the hits are: as many as the attack can score.
    for (int n = 1; n <= total.maxValue(); ++n)
        e.dice.push_back({WoundTable::die,
            ruleSentence(HEXFIRE_TEXT("RuleText", "wound roll for hit %1"), n), true});
    e.plan = std::move(plan);
    return e;
}

namespace {

/** Whether the end of the round braces u's weapon: it stood still without firing, and a figure
    down is out of action (docs/rules.md: 2d6 Skirmish wounds). */
bool bracesAtEnd(const Unit &u)
{
    const bool moved = u.status.has(states::movedHalf) || u.status.has(states::movedMore);
    return !moved && !u.status.has(states::fired) && !u.status.has(states::braced)
        && !u.status.has(states::occupying) && !u.status.has(states::down);
}

/** What the end of a round does to every figure: a braced weapon, states forgotten. */
std::shared_ptr<EffectsPlan> endRoundPlan(const GameState &state)
{
    auto plan = std::make_shared<EffectsPlan>();
    for (const Unit &u : state.units()) {
        if (!u.onMap() || !profileOf<SkProfile>(u))
            continue;
        const auto change = [&](EffectKind kind, std::string_view key) {
            Effect fx = makeEffect(kind, "round-ended", u.id);
            fx.status = std::string(key);
            plan->effects.push_back(std::move(fx));
        };
        if (bracesAtEnd(u))
            change(EffectKind::StatusSet, states::braced);
        for (std::string_view k : {states::movedHalf, states::movedMore, states::intoOutOfSight,
                 states::farInSight, states::fired}) {
            if (u.status.has(k))
                change(EffectKind::StatusCleared, k);
        }
        if (u.status.has(states::underFire)) {
            change(EffectKind::StatusCleared, states::underFire);
            if (!u.status.has(states::underFireLast))
                change(EffectKind::StatusSet, states::underFireLast);
        } else if (u.status.has(states::underFireLast)) {
            change(EffectKind::StatusCleared, states::underFireLast);
        }
        if (u.status.has(states::occupying)) {
            change(EffectKind::StatusCleared, states::occupying);
            change(EffectKind::StatusSet, states::inPosition);
        }
        for (std::string_view k : {states::acted, states::ran, states::mayReturnFire,
                 states::shaken, states::lostThisRound}) {
            if (u.status.has(k))
                change(EffectKind::StatusCleared, k);
        }
        // Pinned lasts the rest of the round it came in and the whole of the next.
        if (u.status.has(states::pinnedNow))
            change(EffectKind::StatusCleared, states::pinnedNow);
        else if (u.status.has(states::pinned))
            change(EffectKind::StatusCleared, states::pinned);
    }
    return plan;
}

} // namespace

Evaluation SkirmishRuleSet::evaluateEndRound(const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    auto plan = endRoundPlan(state);
    for (const Unit &u : state.units()) {
        if (!u.onMap() || !profileOf<SkProfile>(u))
            continue;
        if (bracesAtEnd(u))
            e.lines.push_back(explain("round.brace",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 stood still without firing: its weapon is braced"),
                    u.name),
                "+1", 1, "Braced Weapons", u.id.value));
        if (u.status.has(states::occupying))
            e.lines.push_back(explain("round.position",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 has settled into its prepared position"), u.name),
                "", std::nullopt, "Prepared Positions", u.id.value));
    }
    e.lines.push_back(explain("round.forget",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "movement and fire this round are forgotten; under fire this round becomes under fire "
            "last round")),
        "", std::nullopt, roundRule, ""));
    const std::vector<MoraleTest> tests = moraleTests(m_options, state);
    if (tests.empty()) {
        e.plan = std::move(plan);
        return e;
    }
    auto morale = std::make_shared<MoralePlan>();
    morale->base = plan->effects;
    morale->tests = tests;
    e.assumptions.push_back(moraleAssumption());
    for (const MoraleTest &t : tests) {
        e.lines.push_back(explain("morale.due",
            t.leaderLost.empty()
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 has %2 of its %3 figures down or killed and lost one this "
                                   "round: it tests its morale"),
                    t.team, t.lost, t.size)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 lost a figure this round and its leader, %2, is down or "
                                   "killed: it tests its morale"),
                    t.team, t.leaderLost),
            std::to_string(t.lost), t.lost, "docs/rules.md: 2d6 Skirmish morale", t.team, true));
        e.lines.insert(e.lines.end(), t.test.lines.begin(), t.test.lines.end());
        const double pass = passChance(t.test);
        e.odds.push_back({t.team, ruleSentence(HEXFIRE_TEXT("RuleText", "Morale of %1"), t.team),
            {{"holds", HEXFIRE_TEXT("RuleText", "Holds"), pass, 0},
                {t.broken ? "removed" : "breaks",
                    t.broken ? HEXFIRE_TEXT("RuleText", "Removed")
                             : HEXFIRE_TEXT("RuleText", "Breaks"),
                    1.0 - pass, 1}},
            true, 1,
            t.broken ? ruleSentence(HEXFIRE_TEXT("RuleText", "removed"))
                     : ruleSentence(HEXFIRE_TEXT("RuleText", "breaks")),
            1});
        e.dice.push_back({6,
            ruleSentence(HEXFIRE_TEXT("RuleText", "morale test of %1, first die"), t.team), false});
        e.dice.push_back(
            {6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale test of %1, second die"), t.team),
                false});
    }
    e.plan = std::move(morale);
    return e;
}

Evaluation SkirmishRuleSet::evaluateRally(const GameState &state, const Action &action) const
{
    const std::string moraleDoc = "docs/rules.md: 2d6 Skirmish morale";
    Evaluation e = startEvaluation(action, {moraleAssumption()});
    if (action.actors.size() != 1)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Select a figure of the broken team.")),
            moraleDoc);
    const Unit &u = state.unit(action.actors.front());
    const SkProfile *p = profileOf<SkProfile>(u);
    if (!p || !u.onMap() || u.status.has(states::down))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 cannot rally a team."), u.name), moraleDoc);
    if (!u.status.has(states::broken))
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is not broken: it has no need to rally."), p->team),
            moraleDoc);
    MoraleTest t;
    t.team = p->team;
    t.broken = true;
    for (const Unit &m : state.units()) {
        if (sameTeam(m, u) && m.onMap())
            t.figures.push_back(m.id);
    }
    t.test = reactionTest(m_options, state, u);
    if (const Unit *leader = rallyingLeader(m_options, state, u)) {
        t.test.modifier += 1;
        t.test.lines.push_back(explain("morale.rally-leader",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1, a leader of the same side, is within 6 inches"),
                leader->name),
            "+1", 1, moraleDoc, leader->id.value, true));
    }
    e.lines.push_back(explain("morale.rally-due",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "%1 is broken: it tests its morale again to rally; a failure removes it"),
            p->team),
        {}, std::nullopt, moraleDoc, t.team, true));
    e.lines.insert(e.lines.end(), t.test.lines.begin(), t.test.lines.end());
    const double pass = passChance(t.test);
    e.odds.push_back({t.team, ruleSentence(HEXFIRE_TEXT("RuleText", "Rally of %1"), t.team),
        {{"rallies", HEXFIRE_TEXT("RuleText", "Rallies"), pass, 0},
            {"removed", HEXFIRE_TEXT("RuleText", "Removed"), 1.0 - pass, 1}},
        true, 1, ruleSentence(HEXFIRE_TEXT("RuleText", "removed")), 1});
    e.dice.push_back(
        {6, ruleSentence(HEXFIRE_TEXT("RuleText", "rally test of %1, first die"), t.team), false});
    e.dice.push_back(
        {6, ruleSentence(HEXFIRE_TEXT("RuleText", "rally test of %1, second die"), t.team), false});
    auto plan = std::make_shared<MoralePlan>();
    plan->tests = {t};
    plan->rally = true;
    e.plan = std::move(plan);
    return e;
}

Evaluation SkirmishRuleSet::evaluateStateOrder(
    const GameState &state, const Action &action, const StateOrder &order) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "select one figure")), "Table 3");
        return e;
    }
    const Unit &u = state.unit(action.actors.front());
    if (!u.onMap() || !profileOf<SkProfile>(u)) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not a figure on the map"), u.name),
            "Table 3");
        return e;
    }
    const std::string *wanted = paramAs<std::string>(action.params, "state");
    const auto choice = wanted ? std::find_if(order.choices.begin(), order.choices.end(),
                            [&](const StateChoice &c) { return c.key == *wanted; })
                               : order.choices.end();
    if (choice == order.choices.end()) {
        refuse(e, ruleSentence(HEXFIRE_TEXT("RuleText", "choose the state to set")), "Table 3");
        return e;
    }
    std::vector<std::string> set;
    std::vector<std::string> clear;
    for (const std::string &k : choice->set) {
        if (!u.status.has(k))
            set.push_back(k);
    }
    for (const std::string &k : choice->clear) {
        if (u.status.has(k))
            clear.push_back(k);
    }
    if (set.empty() && clear.empty()) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is already so: %2"), u.name,
                translatedRuleText(choice->label)),
            "Table 3");
        return e;
    }
    const bool moving = (order.key == "movement" || order.key == "sight") && choice->key != "none";
    const bool posture = order.key == "posture";
    if (order.key == "brace" && choice->key == "braced"
        && (u.status.has(states::movedHalf) || u.status.has(states::movedMore)
            || u.status.has(states::fired))) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 moved or fired this round: a weapon is braced by a round spent "
                             "still without firing"),
                u.name),
            "Braced Weapons");
        return e;
    }
    if (order.key == "position" && choice->key != "none" && !u.facing) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 faces no way yet: turn it to face the arc of its position first"),
                u.name),
            "Prepared Positions");
        return e;
    }
    // In a round, standing up or going prone costs inches (REFERENCE 3.6.3).
    const int postureCost = m_options.movement.posture;
    const bool outOfTurn = state.sequence().sideToAct && *state.sequence().sideToAct != u.side;
    if (posture && inActivations(state) && !outOfTurn) {
        // Measured against a walk: a prone figure stands up before it walks on.
        const int walk = u.status.has(states::lightWound) ? m_options.movement.walk / 2
                                                          : m_options.movement.walk;
        const int left = walk - u.movementSpent;
        if (left < postureCost) {
            refuse(e,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 has %2 inches left: standing up or going prone costs %3"),
                    u.name, std::max(0, left), postureCost),
                "docs/rules.md: 2d6 Skirmish movement");
            return e;
        }
    }
    auto plan = std::make_shared<OrderPlan>();
    plan->unit = u.id;
    plan->set = set;
    plan->clear = clear;
    plan->name = "state-changed";
    // Down by hand is a loss as down by the wound table is; up again, the figure counts again.
    const bool toDown = std::find(set.begin(), set.end(), states::down) != set.end();
    const bool fromDown = std::find(clear.begin(), clear.end(), states::down) != clear.end();
    if (toDown && u.strength > 0)
        plan->strength = -1;
    if (fromDown && u.strength < u.maxStrength)
        plan->strength = 1;
    e.lines.push_back(explain("state." + order.key,
        u.name + ": " + std::string(translatedRuleText(choice->label)), "", std::nullopt,
        order.key == "brace" ? "Braced Weapons" : "Table 3", u.id.value));
    // Going prone out of turn is the figure's reaction, once (docs/rules.md: 2d6 Skirmish
    // reactions).
    if (posture && inActivations(state) && outOfTurn) {
        for (std::string_view k : {states::mayReturnFire, states::shaken}) {
            if (u.status.has(k))
                plan->clear.push_back(std::string(k));
        }
    }
    if ((moving || posture) && u.status.has(states::braced)) {
        plan->clear.push_back(std::string(states::braced));
        e.lines.push_back(explain("state.unbraced",
            moving ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 loses its braced weapon by moving"), u.name)
                   : ruleSentence(
                       HEXFIRE_TEXT("RuleText", "%1 loses its braced weapon by changing posture"),
                       u.name),
            "", std::nullopt, "Braced Weapons", u.id.value));
    }
    e.plan = orderPlan(e, *plan);
    if (posture && inActivations(state) && !outOfTurn) {
        auto withCost
            = std::make_shared<EffectsPlan>(*std::static_pointer_cast<const EffectsPlan>(e.plan));
        Effect spent = makeEffect(EffectKind::Moved, "posture", u.id);
        spent.from = u.hex;
        spent.to = u.hex;
        spent.count = postureCost;
        spent.note = ruleSentence(HEXFIRE_TEXT("RuleText", "standing up or going prone"));
        withCost->effects.push_back(spent);
        const bool moved = u.status.has(states::movedHalf) || u.status.has(states::movedMore);
        if (!moved) {
            Effect half = makeEffect(EffectKind::StatusSet, "moved", u.id);
            half.status = std::string(
                postureCost * 2 < m_options.movement.walk ? states::movedHalf : states::movedMore);
            withCost->effects.push_back(half);
        }
        e.lines.push_back(explain("state.posture-cost",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "changing posture costs %1 %2 inches of its move this round"),
                u.name, postureCost),
            std::to_string(postureCost), postureCost, "docs/rules.md: 2d6 Skirmish movement",
            u.id.value, true));
        e.plan = std::move(withCost);
    }
    return e;
}

Evaluation SkirmishRuleSet::evaluateTurn(
    const GameState &state, const Action &action, int step) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.size() != 1) {
        refuse(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "select one figure")), "Prepared Positions");
        return e;
    }
    const Unit &u = state.unit(action.actors.front());
    if (u.status.has(states::inPosition) || u.status.has(states::occupying)) {
        refuse(e,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 is in a prepared position, whose arc is fixed: leave the "
                             "position to face another way"),
                u.name),
            "Prepared Positions");
        return e;
    }
    auto plan = std::make_shared<OrderPlan>();
    plan->unit = u.id;
    const int from = u.facing ? u.facing->position() : 0;
    plan->facing = Facing::fromPosition(((from + step) % 12 + 12) % 12);
    plan->name = "turned";
    e.lines.push_back(explain("turn",
        step > 0
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 turns clockwise by 30 degrees"), u.name)
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 turns counter-clockwise by 30 degrees"), u.name),
        "", std::nullopt, "Prepared Positions", u.id.value));
    e.plan = orderPlan(e, *plan);
    return e;
}

void FirePlan::resolve(const RuleSet &, const GameState &state, const Evaluation &evaluation,
    DiceSource &dice, Resolution &r) const
{
    r = startResolution(evaluation);
    const int hits = roll(state, dice, r);
    share(state, hits, dice, r);
}

int FirePlan::roll(const GameState &state, DiceSource &dice, Resolution &r) const
{
    int total = 0;
    for (const Firer &f : firers) {
        const Unit &u = state.unit(f.figure);
        const int d1
            = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "%1, first die"), u.name));
        const int d2
            = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "%1, second die"), u.name));
        FigureAttack a;
        a.figure = &u;
        a.fires = true;
        a.toHit = f.toHit;
        a.modifier = f.modifier;
        a.autofire = f.autofire;
        a.noHitsPossible = f.noHitsPossible;
        const int hits = hitsFor(a, d1, d2);
        // Each figure's two dice by the figure: the roll is its own, against its To-Hit number.
        for (const int face : {d1, d2})
            r.cues.push_back(dieCue(u.hex, 6, face,
                hits == 0 ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1's attack roll %2 + %3: no hit"), u.name, d1, d2)
                    : hits == 1
                    ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1's attack roll %2 + %3: one hit"),
                        u.name, d1, d2)
                    : ruleSentence(HEXFIRE_TEXT("RuleText", "%1's attack roll %2 + %3: %4 hits"),
                        u.name, d1, d2, hits)));
        const int score = d1 + d2 + f.modifier;
        const std::string modifier = f.modifier == 0 ? "+0" : signedText(f.modifier);
        const std::string text = d1 == 1 && d2 == 1
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 rolls %2 and %3 %4 = %5 against %6: snake eyes, always a miss"),
                u.name, d1, d2, modifier, score, f.toHit)
            : f.noHitsPossible
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 rolls %2 and %3 %4 = %5 against %6: beyond twice the effective "
                               "range, no hit"),
                u.name, d1, d2, modifier, score, f.toHit)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 rolls %2 and %3 %4 = %5 against %6: %7"),
                u.name, d1, d2, modifier, score, f.toHit, hitsLabel(hits));
        r.lines.push_back(explain("roll", text, std::to_string(hits), hits,
            d1 == 1 && d2 == 1 ? "Fire: snake eyes" : (f.autofire ? "Autofire Weapons" : fireRule),
            u.id.value));
        Effect roll = makeEffect(EffectKind::Record, "attack-roll", u.id);
        roll.check = CheckResult {score, f.toHit, hits > 0};
        roll.count = hits;
        r.effects.push_back(std::move(roll));
        if (!u.status.has(states::fired)) {
            Effect fired = makeEffect(EffectKind::StatusSet, "fired", u.id);
            fired.status = std::string(states::fired);
            r.effects.push_back(std::move(fired));
        }
        total += hits;
    }
    return total;
}

void FirePlan::share(const GameState &state, int total, DiceSource &dice, Resolution &r) const
{
    // Hits shared among the exposed figures, the aimed one first, then in turn (DEFAULT).
    const std::vector<int> each = sharedHits(exposed.size(), total);
    for (std::size_t i = 0; i < exposed.size(); ++i) {
        if (each[i] == 0)
            continue;
        Effect hit = makeEffect(EffectKind::Record, "hit", exposed[i]);
        hit.count = each[i];
        hit.note = each[i] == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "hit once"))
                                : ruleSentence(HEXFIRE_TEXT("RuleText", "hit %1 times"), each[i]);
        r.effects.push_back(std::move(hit));
    }
    for (const UnitId &id : targetTeam) {
        if (!state.unit(id).status.has(states::underFire)) {
            Effect fx = makeEffect(EffectKind::StatusSet, "under-fire", id);
            fx.status = std::string(states::underFire);
            r.effects.push_back(std::move(fx));
        }
        // Fired at, a team is no longer unaware (docs/rules.md: 2d6 Skirmish hits).
        if (state.unit(id).status.has(states::unaware)) {
            Effect fx = makeEffect(EffectKind::StatusCleared, "alerted", id);
            fx.status = std::string(states::unaware);
            r.effects.push_back(std::move(fx));
        }
    }
    r.finals.push_back(
        {"skirmish.hits", ruleSentence(HEXFIRE_TEXT("RuleText", "Hits")), total, teamName});
    // The hits first: they are the step's outcome, what the wounds make of them follows.
    r.outcomes.push_back({teamName, "hits-" + std::to_string(total), hitsLabel(total)});
    rollWounds(wounds, state, teamName, exposed, each, dice, r);
    if (reaction)
        react(state,
            static_cast<int>(std::count_if(each.begin(), each.end(), [](int n) { return n > 0; })),
            dice, r);
}

void FirePlan::react(const GameState &state, int figuresHit, DiceSource &dice, Resolution &r) const
{
    const ReactionTest &test = *reaction;
    // A figure down or killed by this fire makes the team test its morale at the end of the
    // round (skmorale.h).
    const bool lostOne = std::any_of(r.effects.begin(), r.effects.end(), [&](const Effect &fx) {
        const bool ours = fx.unit
            && std::find(targetTeam.begin(), targetTeam.end(), *fx.unit) != targetTeam.end();
        return ours
            && (fx.kind == EffectKind::Eliminated
                || (fx.kind == EffectKind::StatusSet && fx.status == states::down));
    });
    if (lostOne) {
        for (const UnitId &id : targetTeam) {
            if (state.unit(id).status.has(states::lostThisRound))
                continue;
            Effect fx = makeEffect(EffectKind::StatusSet, "lost-a-figure", id);
            fx.status = std::string(states::lostThisRound);
            r.effects.push_back(std::move(fx));
        }
    }
    r.lines.insert(r.lines.end(), test.lines.begin(), test.lines.end());
    if (figuresHit > 0)
        r.lines.push_back(explain("reaction.modifier",
            figuresHit == 1
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "one figure hit by this attack"))
                : ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 figures hit by this attack"), figuresHit),
            signedText(-figuresHit), -figuresHit, "docs/rules.md: 2d6 Skirmish reactions", teamName,
            true));
    const int d1 = dice.roll(
        6, ruleSentence(HEXFIRE_TEXT("RuleText", "reaction test of %1, first die"), teamName));
    const int d2 = dice.roll(
        6, ruleSentence(HEXFIRE_TEXT("RuleText", "reaction test of %1, second die"), teamName));
    const int modifier = test.modifier - figuresHit;
    const Reaction result = reactionOf(test, d1, d2, modifier);
    const int score = d1 + d2 + modifier;
    r.lines.push_back(explain("reaction.roll",
        d1 + d2 == 2
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "reaction test: %1 and %2 %3 = %4 against %5: a natural 2; %6"),
                d1, d2, modifier == 0 ? "+0" : signedText(modifier), score, test.target,
                reactionText(teamName, result))
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "reaction test: %1 and %2 %3 = %4 against %5; %6"), d1, d2,
                modifier == 0 ? "+0" : signedText(modifier), score, test.target,
                reactionText(teamName, result)),
        std::to_string(score), score, "docs/rules.md: 2d6 Skirmish reactions", teamName, true));
    bool first = true;
    for (const UnitId &id : targetTeam) {
        const Unit &u = state.unit(id);
        if (!u.onMap())
            continue;
        if (first) {
            Effect test_ = makeEffect(EffectKind::Record, "reaction-test", id);
            test_.check = CheckResult {score, reaction->target, result == Reaction::Passes};
            r.effects.push_back(std::move(test_));
            first = false;
        }
        std::vector<std::string_view> keys {reactionState(result)};
        if (result == Reaction::Pinned)
            keys.push_back(states::pinnedNow);
        for (const std::string_view k : keys) {
            if (u.status.has(k))
                continue;
            Effect fx = makeEffect(EffectKind::StatusSet, "reaction", id);
            fx.status = std::string(k);
            r.effects.push_back(std::move(fx));
        }
    }
    r.outcomes.push_back({teamName,
        result == Reaction::Passes      ? "reaction-passes"
            : result == Reaction::Fails ? "reaction-fails"
                                        : "reaction-pinned",
        reactionText(teamName, result)});
}

std::vector<SetupProblem> SkirmishRuleSet::checkSetup(const GameState &state) const
{
    std::vector<SetupProblem> problems;
    for (const Unit &u : state.units()) {
        const SkProfile *p = profileOf<SkProfile>(u);
        if (!p) {
            problems.push_back({u.id.value,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no 2d6 Skirmish profile"), u.name)});
            continue;
        }
        if (!m_options.tables.weapon(p->weapon)) {
            std::vector<std::string_view> keys;
            for (const Weapon &w : m_options.tables.weapons)
                keys.push_back(w.key);
            std::string list;
            for (std::size_t i = 0; i < keys.size(); ++i)
                list += (i ? ", " : "") + std::string(keys[i]);
            problems.push_back({u.id.value,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 carries \"%2\", which the weapons table does not list (%3)"),
                    u.name, p->weapon, list)});
        }
    }
    return problems;
}

} // namespace hexfire
