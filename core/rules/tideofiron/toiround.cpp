#include "core/rules/tideofiron/toiround.h"

#include "core/rules/effectsplan.h"
#include "core/rules/reinforcements.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"
#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiactionturn.h"
#include "core/rules/tideofiron/toiattack.h"

#include <algorithm>
#include <map>
#include <utility>

namespace hexfire::toi {

namespace {

constexpr const char *statusRule = "The Status Phase";
constexpr const char *commandRule = "The Command Phase";

std::string sideName(const GameState &state, const SideId &id)
{
    const Side *s = state.findSide(id);
    return s ? s->name : id.value;
}

Effect statusEffect(bool set, std::string name, const UnitId &unit, std::string_view status)
{
    Effect fx = makeEffect(
        set ? EffectKind::StatusSet : EffectKind::StatusCleared, std::move(name), unit);
    fx.status = std::string(status);
    return fx;
}

/** An officer in the hex: in the squad itself or in another friendly squad there. */
bool officerInHex(const ToiOptions &options, const GameState &state, const Unit &unit)
{
    for (const Unit *u : state.unitsIn(unit.hex)) {
        if (u->side == unit.side && hasOfficer(options.tables, *u))
            return true;
    }
    return false;
}

/** Step 2: tokens off, pinned and disrupted squads recover. */
void removeTokens(
    const ToiOptions &options, const GameState &state, Evaluation &e, std::vector<Effect> &effects)
{
    int tokens = 0;
    for (const Unit &u : state.units()) {
        if (!u.onMap())
            continue;
        for (std::string_view k :
            {states::fatigued, states::opFire, fireAndMovementPending, assaultPending}) {
            if (u.status.has(k)) {
                effects.push_back(statusEffect(false, "token-removed", u.id, k));
                ++tokens;
            }
        }
        if (u.status.has(states::pinned)) {
            effects.push_back(statusEffect(false, "recovered", u.id, states::pinned));
            e.lines.push_back(explain("status.pinned",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is no longer pinned"), u.name), u.name,
                std::nullopt, statusRule, u.id.value));
        } else if (u.status.has(states::disrupted)) {
            effects.push_back(statusEffect(false, "recovered", u.id, states::disrupted));
            if (officerInHex(options, state, u)) {
                e.lines.push_back(explain("status.disrupted-officer",
                    ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "%1 recovers from disruption: an officer is in its hex"),
                        u.name),
                    u.name, std::nullopt, statusRule + std::string("; Officer"), u.id.value));
            } else {
                effects.push_back(statusEffect(true, "recovered", u.id, states::pinned));
                e.lines.push_back(explain("status.disrupted",
                    ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1 goes from disrupted to pinned"), u.name),
                    u.name, std::nullopt, statusRule, u.id.value));
            }
        }
    }
    for (const Marker &m : state.markers()) {
        if (m.kind == opFireTrigger) {
            Effect fx = makeEffect(EffectKind::MarkerRemoved, "token-removed");
            fx.marker = m;
            effects.push_back(std::move(fx));
        }
    }
    e.lines.insert(e.lines.begin(),
        explain("status.tokens",
            tokens == 0
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "no fatigue or Op Fire token to remove"))
                : tokens == 1
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 fatigue or Op Fire token comes off: every unit is fresh"),
                    tokens)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 fatigue and Op Fire tokens come off: every unit is fresh"),
                    tokens),
            std::to_string(tokens), tokens, statusRule,
            ruleSentence(HEXFIRE_TEXT("RuleText", "the Status phase"))));
}

/** Step 5: the units due next round enter at their first entry hex no enemy holds. */
void bringReinforcements(const GameState &state, Evaluation &e, std::vector<Effect> &effects)
{
    SequencePosition next = state.sequence();
    ++next.turn;
    GameState after = state;
    for (const Reinforcement *in : dueReinforcements(state, next)) {
        std::optional<Hex> at;
        for (const Hex h : in->entry) {
            const auto units = after.unitsIn(h);
            if (std::none_of(units.begin(), units.end(),
                    [&](const Unit *u) { return u->side != in->unit.side; })) {
                at = h;
                break;
            }
        }
        const std::string who = sideName(state, in->unit.side) + " " + in->unit.name;
        if (!at) {
            e.lines.push_back(explain("status.reinforcement-blocked",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 cannot enter at %2: the enemy holds it; it tries again next "
                                 "round"),
                    who, entryText(state, *in)),
                {}, std::nullopt, "docs/rules.md: Tide of Iron reinforcements", in->unit.id.value,
                true));
            continue;
        }
        Effect fx = arrivalEffect(*in, *at, "reinforcement");
        after.apply({fx});
        effects.push_back(std::move(fx));
        e.lines.push_back(explain("status.reinforcement",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 arrives at %2 for round %3"), who,
                state.map().label(*at), next.turn),
            state.map().label(*at), std::nullopt, statusRule, in->unit.id.value));
    }
}

} // namespace

Evaluation evaluateStatusPhase(
    const ToiOptions &options, const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action);
    std::vector<Effect> effects;
    removeTokens(options, state, e, effects);
    bringReinforcements(state, e, effects);
    e.lines.push_back(explain("status.not-modelled",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "strategy cards, units placed in Op Fire by a card and squad transfers are not played "
            "by HexFire: make them with Adjust")),
        {}, std::nullopt, "docs/rules.md: Tide of Iron round",
        ruleSentence(HEXFIRE_TEXT("RuleText", "the Status phase"))));
    auto plan = std::make_shared<EffectsPlan>();
    plan->effects = std::move(effects);
    e.plan = std::move(plan);
    return e;
}

Assumption initiativeAssumption()
{
    return {"tideofiron.initiative",
        ruleSentence(HEXFIRE_TEXT(
            "RuleText", "Level initiative bids: the side with the initiative keeps it.")),
        "docs/rules.md: Tide of Iron round"};
}

Assumption goalTimingAssumption()
{
    return {"tideofiron.goal-timing",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Victory point goals are checked in the Command phase, once the points are scored.")),
        "docs/rules.md: Tide of Iron round"};
}

namespace {

/** The side holding the initiative (the first listed when none is set) and the other one. */
std::pair<const Side *, const Side *> bidders(const GameState &state)
{
    const Side *holder
        = state.sequence().firstSide ? state.findSide(*state.sequence().firstSide) : nullptr;
    if (!holder && !state.sides().empty())
        holder = &state.sides().front();
    const Side *other = nullptr;
    for (const Side &s : state.sides()) {
        if (holder && s.id != holder->id) {
            other = &s;
            break;
        }
    }
    return {holder, other};
}

int bidOf(const Action &action, std::string_view key)
{
    const std::string text = paramOr<std::string>(action.params, key, "0");
    int n = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return -1;
        n = n * 10 + (c - '0');
        if (n > 1000)
            return -1;
    }
    return text.empty() ? 0 : n;
}

Effect tallyEffect(std::string name, const SideId &side, std::string tally, int count)
{
    Effect fx = makeEffect(EffectKind::TallyChanged, std::move(name));
    fx.side = side;
    fx.tally = std::move(tally);
    fx.count = count;
    return fx;
}

} // namespace

namespace {

/** The command points each side receives from the objectives it holds this Command phase. */
std::string commandPoints(int n)
{
    return countSentence(n, HEXFIRE_TEXT("RuleText", "%1 command point"),
        HEXFIRE_TEXT("RuleText", "%1 command points"));
}

std::string victoryPoints(int n)
{
    return countSentence(n, HEXFIRE_TEXT("RuleText", "%1 victory point"),
        HEXFIRE_TEXT("RuleText", "%1 victory points"));
}

int commandReceived(const GameState &state, const SideId &side)
{
    int n = 0;
    for (const Objective &o : state.objectives()) {
        if (o.holder == side && o.scoredTally() == tallies::command)
            n += o.points;
    }
    return n;
}

} // namespace

std::string bidQuestion(const GameState &state, bool holder)
{
    const auto [first, other] = bidders(state);
    const Side *side = holder ? first : other;
    if (!side)
        return {};
    const int has = side->tally(std::string(tallies::command)) + commandReceived(state, side->id);
    const std::string points = commandPoints(has);
    if (holder)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "The %1 side (%2) holds the initiative: how many command points "
                                "does it bid to keep it? The higher bid takes the initiative for "
                                "the next round; level bids leave it where it is. Each side spends "
                                "what it bids."),
            side->name, points);
    return ruleSentence(HEXFIRE_TEXT("RuleText",
                            "The %1 side (%2) bids to take the initiative from the %3 side: it "
                            "needs a higher bid. Each side spends what it bids."),
        side->name, points, first->name);
}

Evaluation evaluateCommandPhase(const ToiOptions &, const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action, {initiativeAssumption(), goalTimingAssumption()});
    auto plan = std::make_shared<EffectsPlan>();
    GameState after = state;

    // Steps 1 and 2: who holds each objective (kept up to date as units move), and what each
    // held objective gives its holder, victory points or command points.
    std::map<std::pair<std::string, std::string>, int> gained;
    for (const Objective &o : state.objectives()) {
        const std::string where = o.name + " (" + state.map().label(o.hex) + ")";
        const bool command = o.scoredTally() == tallies::command;
        const std::string what = command ? commandPoints(o.points) : victoryPoints(o.points);
        if (o.holder) {
            e.lines.push_back(explain("command.objective",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is held by the %2 side: %3"), where,
                    sideName(state, *o.holder), what),
                std::to_string(o.points), o.points, commandRule, o.name));
            gained[{o.holder->value, o.scoredTally()}] += o.points;
        } else {
            e.lines.push_back(explain("command.objective-neutral",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is held by nobody yet: nobody scores its %2"),
                    where, what),
                {}, std::nullopt, commandRule, o.name));
        }
    }
    if (state.objectives().empty())
        e.lines.push_back(explain("command.no-objective",
            ruleSentence(HEXFIRE_TEXT("RuleText", "the scenario has no objective")), {},
            std::nullopt, commandRule,
            ruleSentence(HEXFIRE_TEXT("RuleText", "the Command phase"))));
    // Scored side by side in the scenario's order, victory points before command points.
    std::vector<std::pair<SideId, std::string>> scoring;
    for (const Side &side : state.sides()) {
        for (const std::string_view t : {tallies::victoryPoints, tallies::command})
            scoring.emplace_back(side.id, std::string(t));
    }
    for (const auto &[side, tally] : scoring) {
        const int points = gained[{side.value, tally}];
        if (points == 0)
            continue;
        plan->effects.push_back(tallyEffect("scored", side, tally, points));
        after.apply({plan->effects.back()});
        const bool command = tally == tallies::command;
        const int total = after.findSide(side)->tally(tally);
        e.lines.push_back(explain(command ? "command.command-points" : "command.victory-points",
            ruleSentence(HEXFIRE_TEXT("RuleText", "the %1 side receives %2, %3 in all"),
                sideName(state, side), command ? commandPoints(points) : victoryPoints(points),
                total),
            std::to_string(total), total, commandRule, sideName(state, side)));
    }

    // The goals, after step 2: a side reaching its goal wins and no initiative is bid.
    for (const PointsGoal &g : state.victory().goals) {
        const Side *side = after.findSide(g.side);
        if (side && side->tally(victoryPointsTally) >= g.points) {
            e.lines.push_back(explain("command.goal",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "the %1 side reaches its goal of %2: it wins, and the game ends"),
                    side->name, victoryPoints(g.points)),
                std::to_string(g.points), g.points, "Object of the game", side->name));
            e.plan = std::move(plan);
            return e;
        }
    }

    // Step 3: strategy cards are not played by HexFire.
    e.lines.push_back(explain("command.spend",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "command points spent on strategy cards are taken off by hand (Adjust, a side's "
            "count)")),
        {}, std::nullopt, "docs/rules.md: Tide of Iron round",
        ruleSentence(HEXFIRE_TEXT("RuleText", "the Command phase"))));

    // Step 4: the initiative bid, in command points, the higher bid wins.
    const auto [holder, other] = bidders(after);
    if (!holder || !other) {
        e.plan = std::move(plan);
        return e;
    }
    const int holderBid = bidOf(action, actions::holderBid);
    const int otherBid = bidOf(action, actions::otherBid);
    for (const auto &[side, bid] : {std::pair {holder, holderBid}, std::pair {other, otherBid}}) {
        const int has = side->tally(std::string(tallies::command));
        if (bid < 0) {
            refuse(e,
                ruleSentence(HEXFIRE_TEXT(
                    "RuleText", "A bid for the initiative is a number of command points.")),
                commandRule);
            return e;
        }
        if (bid > has) {
            refuse(e,
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "The %1 side has %2: it cannot bid %3 for the initiative."),
                    side->name, commandPoints(has), bid),
                commandRule);
            return e;
        }
        if (bid > 0)
            plan->effects.push_back(
                tallyEffect("initiative-bid", side->id, std::string(tallies::command), -bid));
    }
    const Side *winner = otherBid > holderBid ? other : holder;
    const std::string text = holderBid == otherBid
        ? ruleSentence(HEXFIRE_TEXT("RuleText",
                           "initiative bids: the %1 side %2, the %3 side %4; the %5 side keeps the "
                           "initiative (level bids: its holder keeps it, assumed)"),
            holder->name, commandPoints(holderBid), other->name, commandPoints(otherBid),
            winner->name)
        : winner == holder
        ? ruleSentence(HEXFIRE_TEXT("RuleText",
                           "initiative bids: the %1 side %2, the %3 side %4; the %5 side keeps the "
                           "initiative"),
            holder->name, commandPoints(holderBid), other->name, commandPoints(otherBid),
            winner->name)
        : ruleSentence(HEXFIRE_TEXT("RuleText",
                           "initiative bids: the %1 side %2, the %3 side %4; the %5 side takes the "
                           "initiative"),
            holder->name, commandPoints(holderBid), other->name, commandPoints(otherBid),
            winner->name);
    e.lines.push_back(explain("command.initiative", text, winner->name, std::nullopt,
        holderBid == otherBid ? "docs/rules.md: Tide of Iron round" : commandRule,
        ruleSentence(HEXFIRE_TEXT("RuleText", "the initiative")), holderBid == otherBid));
    if (winner != holder) {
        SequencePosition next = state.sequence();
        next.firstSide = winner->id;
        Effect fx = makeEffect(EffectKind::SequenceChanged, "initiative");
        fx.sequence = next;
        fx.note = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has the initiative"), winner->name);
        plan->effects.push_back(std::move(fx));
    }
    e.plan = std::move(plan);
    return e;
}

} // namespace hexfire::toi
