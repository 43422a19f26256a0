#include "core/rules/sequence.h"

#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/rules/builtinactions.h"
#include "core/rules/effectsplan.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruleset.h"
#include "core/rules/ruletools.h"
#include "core/rules/victory.h"

#include <algorithm>
#include <cctype>

namespace hexfire {

namespace {

bool listed(const std::vector<std::string> &keys, std::string_view key)
{
    return std::find(keys.begin(), keys.end(), key) != keys.end();
}

std::optional<std::size_t> phaseIndex(const SequenceOfPlay &sequence, std::string_view key)
{
    for (std::size_t i = 0; i < sequence.phases.size(); ++i) {
        if (sequence.phases[i].key == key)
            return i;
    }
    return std::nullopt;
}

std::string sideName(const GameState &state, const SideId &id)
{
    const Side *s = state.findSide(id);
    return s ? s->name : id.value;
}

/** The side after `side` in playing order (wrapping), or nullopt with fewer than two sides. */
std::optional<SideId> sideAfter(
    const GameState &state, const std::optional<SideId> &first, const SideId &side)
{
    const std::vector<SideId> order = sidesInOrder(state, first);
    if (order.size() < 2)
        return std::nullopt;
    const auto it = std::find(order.begin(), order.end(), side);
    if (it == order.end() || it + 1 == order.end())
        return order.front();
    return *(it + 1);
}

std::string lowerFirst(std::string s)
{
    if (!s.empty())
        s[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(s[0])));
    return s;
}

/** "Turn", "Round": the sequence's name of a turn in the player's language. */
std::string turnWord(const SequenceOfPlay &sequence)
{
    return std::string(translatedRuleText(
        sequence.empty() ? std::string_view(HEXFIRE_TEXT("RuleText", "Turn")) : sequence.turnName));
}

/** "Turn 3, Fire phase: the American side acts", for the explanation and the timeline. */
std::string describePosition(const SequenceOfPlay &sequence, const GameState &state,
    const SequencePosition &p, bool withClock = true)
{
    const VictoryConditions &v = state.victory();
    if (p.gameOver && timeLimitReached(state, p)) {
        if (v.startTime)
            return ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "The game ends: the time limit (%1 minutes, %2) is reached."),
                *v.minutesLimit, clockTimeText(*v.startTime + *v.minutesLimit));
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "The game ends: the time limit (%1 minutes) is reached."),
            *v.minutesLimit);
    }
    if (p.gameOver)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "The game ends."));
    const PhaseType *phase = findPhase(sequence, p.phase);
    const std::string clock = withClock ? clockText(state, p) : std::string();
    std::string where = phase ? phaseTitle(*phase) : p.phase;
    if (phase && phase->eachSide && p.phasingSide)
        where = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 of the %2 player turn"), where,
            sideName(state, *p.phasingSide));
    const std::string turn = clock.empty()
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 %2, %3"), turnWord(sequence), p.turn, where)
        : ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 %2 (%3), %4"), turnWord(sequence), p.turn, clock, where);
    if (p.sideToAct)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1: the %2 side acts."), turn, sideName(state, *p.sideToAct));
    if (phase && phase->actors == PhaseActors::Both)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1: both sides act."), turn);
    return turn + ".";
}

Effect sequenceEffect(std::string name, SequencePosition next)
{
    Effect e = makeEffect(EffectKind::SequenceChanged, std::move(name));
    e.sequence = std::move(next);
    return e;
}

/**
 * Ends a phase: resolves the phase's end action (which may roll), then moves the game to where
 * the sequence goes from the position those effects leave (an initiative roll decides who is
 * first next).
 */
class NextPhasePlan final : public EvaluationPlan {
public:
    std::optional<Evaluation> endOfPhase;
    std::vector<ExplanationLine> heading;

    void resolve(const RuleSet &rules, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override
    {
        r.finals = evaluation.finals;
        r.lines = heading;
        GameState after = state;
        if (endOfPhase) {
            Resolution done = rules.resolve(state, *endOfPhase, dice);
            r.rolls = done.rolls;
            r.outcomes = done.outcomes;
            r.cues = done.cues;
            r.effects = done.effects;
            r.lines.insert(r.lines.end(), done.lines.begin(), done.lines.end());
            after.apply(done.effects);
        }
        const SequenceOfPlay &sequence = rules.sequenceOfPlay();
        SequencePosition next = nextPosition(sequence, after);
        // The rule system's own end (a side concedes) comes before the last turn's.
        const SequenceRules *own = rules.sequenceRules();
        if (!next.gameOver && own && own->endsGameNow(after)) {
            next = after.sequence();
            next.gameOver = true;
            next.sideToAct.reset();
            next.activation.reset();
        }
        // Said as the evaluation said it, so an unchanged forecast is not repeated as news.
        r.lines.push_back(explain("sequence.next",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Next: %1"), describePosition(sequence, after, next)),
            {}, std::nullopt, {}, ruleSentence(HEXFIRE_TEXT("RuleText", "the sequence of play"))));
        r.effects.push_back(sequenceEffect("next-phase", next));
    }
};

/** The position with no side to act and no phasing side: who they are is not known yet. */
SequencePosition withNoSideNamed(SequencePosition p)
{
    p.sideToAct.reset();
    p.phasingSide.reset();
    return p;
}

/**
 * "Next: ..." before the phase ends, from `state` as the end step leaves it when no die decides
 * that. A step at the end of a turn may let game time pass (a time lapse) and so end the game at
 * the time limit: the forecast cannot know the clock then. rollDecides: the end step rolls for
 * who goes first, so no side is named (the side the position holds is last turn's).
 */
ExplanationLine forecastLine(
    const SequenceOfPlay &sequence, const GameState &state, bool endStepRuns, bool rollDecides)
{
    SequencePosition next = nextPosition(sequence, state);
    const std::optional<int> limit = state.victory().minutesLimit;
    const bool clockMayEnd
        = endStepRuns && limit && !next.gameOver && next.turn != state.sequence().turn;
    rollDecides = rollDecides && !next.gameOver && (next.sideToAct || next.phasingSide);
    if (rollDecides)
        next = withNoSideNamed(next);
    std::string text = clockMayEnd
        ? ruleSentence(
            HEXFIRE_TEXT("RuleText", "Next, unless the time limit (%1 minutes) is reached: %2"),
            *limit, describePosition(sequence, state, next, false))
        : ruleSentence(HEXFIRE_TEXT("RuleText", "Next: %1"),
            describePosition(sequence, state, next, !endStepRuns));
    if (rollDecides)
        text = ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 The roll decides which side goes first."), text);
    return explain("sequence.next", text, {}, std::nullopt, {},
        ruleSentence(HEXFIRE_TEXT("RuleText", "the sequence of play")));
}

} // namespace

PhaseType makePhase(std::string_view key, std::string name, std::string help, std::string rule,
    PhaseActors actors, const std::vector<std::string_view> &actions, std::string_view endAction,
    const std::vector<std::string_view> &reactions)
{
    PhaseType p;
    p.key = std::string(key);
    p.name = std::move(name);
    p.help = std::move(help);
    p.rule = std::move(rule);
    p.actors = actors;
    for (std::string_view a : actions)
        p.actions.emplace_back(a);
    for (std::string_view a : reactions)
        p.reactions.emplace_back(a);
    p.endAction = std::string(endAction);
    return p;
}

const PhaseType *findPhase(const SequenceOfPlay &sequence, std::string_view key)
{
    const std::optional<std::size_t> i = phaseIndex(sequence, key);
    return i ? &sequence.phases[*i] : nullptr;
}

std::vector<SideId> sidesInOrder(const GameState &state, const std::optional<SideId> &first)
{
    std::vector<SideId> order;
    const std::vector<Side> &sides = state.sides();
    std::size_t start = 0;
    for (std::size_t i = 0; i < sides.size(); ++i) {
        if (first && sides[i].id == *first)
            start = i;
    }
    for (std::size_t i = 0; i < sides.size(); ++i)
        order.push_back(sides[(start + i) % sides.size()].id);
    return order;
}

SequencePosition startOfPhase(const SequenceOfPlay &sequence, const GameState &state, int turn,
    std::size_t index, std::optional<SideId> firstSide, std::optional<SideId> phasingSide)
{
    SequencePosition p;
    p.turn = turn;
    p.minutesElapsed = state.sequence().minutesElapsed;
    if (index >= sequence.phases.size())
        return p;
    const PhaseType &phase = sequence.phases[index];
    p.phase = phase.key;
    const std::vector<SideId> order = sidesInOrder(state, firstSide);
    p.firstSide = firstSide ? firstSide
                            : (order.empty() ? std::nullopt : std::optional<SideId>(order.front()));
    p.phasingSide = phasingSide ? phasingSide : p.firstSide;
    switch (phase.actors) {
    case PhaseActors::Phasing:
    case PhaseActors::Alternating:
        p.sideToAct = p.phasingSide;
        break;
    case PhaseActors::Opponent:
        p.sideToAct = p.phasingSide ? sideAfter(state, p.firstSide, *p.phasingSide) : std::nullopt;
        break;
    case PhaseActors::Both:
    case PhaseActors::Nobody:
        break;
    }
    return p;
}

SequencePosition completePosition(
    const SequenceOfPlay &sequence, const GameState &state, SequencePosition given)
{
    if (sequence.empty())
        return given;
    const std::size_t index = phaseIndex(sequence, given.phase).value_or(0);
    SequencePosition p
        = startOfPhase(sequence, state, given.turn, index, given.firstSide, given.phasingSide);
    if (given.sideToAct)
        p.sideToAct = given.sideToAct;
    p.activation = given.activation;
    p.minutesElapsed = given.minutesElapsed;
    p.gameOver = given.gameOver;
    p.actionsTaken = given.actionsTaken;
    return p;
}

SequencePosition nextPosition(const SequenceOfPlay &sequence, const GameState &state)
{
    const SequencePosition &now = state.sequence();
    if (sequence.empty())
        return now;
    const std::size_t n = sequence.phases.size();
    const std::size_t i = phaseIndex(sequence, now.phase).value_or(0);
    const std::vector<SideId> order = sidesInOrder(state, now.firstSide);
    const std::optional<SideId> first = now.firstSide
        ? now.firstSide
        : (order.empty() ? std::nullopt : std::optional<SideId>(order.front()));
    const std::optional<SideId> phasing = now.phasingSide ? now.phasingSide : first;

    if (sequence.phases[i].eachSide && phasing) {
        const bool blockEnds = i + 1 == n || !sequence.phases[i + 1].eachSide;
        const auto at = std::find(order.begin(), order.end(), *phasing);
        if (blockEnds && at != order.end() && at + 1 != order.end()) {
            std::size_t blockStart = i;
            while (blockStart > 0 && sequence.phases[blockStart - 1].eachSide)
                --blockStart;
            return startOfPhase(sequence, state, now.turn, blockStart, first, *(at + 1));
        }
        if (!blockEnds)
            return startOfPhase(sequence, state, now.turn, i + 1, first, phasing);
    }
    if (i + 1 < n)
        return startOfPhase(sequence, state, now.turn, i + 1, first, first);
    const std::optional<int> limit = state.victory().turnLimit;
    if ((limit && now.turn >= *limit) || timeLimitReached(state, now)) {
        SequencePosition over = now;
        over.gameOver = true;
        over.sideToAct.reset();
        over.activation.reset();
        return over;
    }
    return startOfPhase(sequence, state, now.turn + 1, 0, first, first);
}

SequencePosition forecastPosition(const SequenceOfPlay &sequence, const GameState &state)
{
    const SequencePosition next = nextPosition(sequence, state);
    const PhaseType *phase = findPhase(sequence, state.sequence().phase);
    return phase && phase->endRollsForFirst && !next.gameOver ? withNoSideNamed(next) : next;
}

bool isEndStepOnly(const SequenceOfPlay &sequence, std::string_view key)
{
    bool endStep = false;
    for (const PhaseType &p : sequence.phases) {
        if (listed(p.actions, key) || listed(p.reactions, key))
            return false;
        endStep = endStep || p.endAction == key;
    }
    return endStep;
}

std::string phaseTitle(const PhaseType &phase)
{
    std::string lower;
    for (const char c : phase.name)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (const std::string_view word : {"phase", "segment", "step", "sequence", "turn"}) {
        if (lower.find(word) != std::string::npos)
            return std::string(translatedRuleText(phase.name));
    }
    return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 phase"), translatedRuleText(phase.name));
}

std::string clockTimeText(int minutesOfDay)
{
    const int m = ((minutesOfDay % (24 * 60)) + 24 * 60) % (24 * 60);
    const int minutes = m % 60;
    return std::to_string(m / 60) + (minutes < 10 ? ":0" : ":") + std::to_string(minutes);
}

std::optional<int> clockTimeFromText(std::string_view text)
{
    const std::size_t colon = text.find(':');
    if (colon == std::string_view::npos || colon == 0 || colon > 2 || text.size() != colon + 3)
        return std::nullopt;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (i == colon)
            continue;
        if (!std::isdigit(static_cast<unsigned char>(text[i])))
            return std::nullopt;
    }
    const int hours = std::stoi(std::string(text.substr(0, colon)));
    const int minutes = std::stoi(std::string(text.substr(colon + 1)));
    if (hours > 23 || minutes > 59)
        return std::nullopt;
    return hours * 60 + minutes;
}

std::string clockText(const GameState &state, const SequencePosition &position, bool brief)
{
    const std::optional<int> limit = state.victory().minutesLimit;
    const int gone = position.minutesElapsed;
    if (const std::optional<int> start = state.victory().startTime) {
        const std::string now = clockTimeText(*start + gone);
        if (brief || !limit)
            return now;
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1, %2 of %3 minutes"), now, gone, *limit);
    }
    if (!limit && gone <= 0)
        return {};
    if (limit)
        return brief ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 of %2 min"), gone, *limit)
                     : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 of %2 minutes"), gone, *limit);
    if (brief)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 min gone"), gone);
    return gone == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 minute gone"), gone)
                     : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 minutes gone"), gone);
}

bool timeLimitReached(const GameState &state, const SequencePosition &position)
{
    const std::optional<int> limit = state.victory().minutesLimit;
    return limit && position.minutesElapsed >= *limit;
}

std::string positionText(const RuleSet &rules, const GameState &state)
{
    // A side eliminated ends the game before its last turn: the line says so, as everything but
    // an adjustment is refused from then on.
    SequencePosition p = state.sequence();
    if (!p.gameOver && gameIsOver(state))
        p.gameOver = true;
    return positionText(rules, state, p);
}

std::string positionText(const RuleSet &rules, const GameState &state, const SequencePosition &p)
{
    const SequenceOfPlay &sequence = rules.sequenceOfPlay();
    std::string out = state.victory().turnLimit
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 %2 of %3"), turnWord(sequence), p.turn,
            *state.victory().turnLimit)
        : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 %2"), turnWord(sequence), p.turn);
    if (const std::string clock = clockText(state, p); !clock.empty())
        out += " · " + clock;
    if (p.gameOver)
        return out + " · " + ruleSentence(HEXFIRE_TEXT("RuleText", "Game over"));
    const PhaseType *phase = findPhase(sequence, p.phase);
    if (phase)
        out += " · " + phaseTitle(*phase);
    else if (!p.phase.empty())
        out += " · " + p.phase;
    if (p.sideToAct)
        out += " · "
            + ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 side to act"), sideName(state, *p.sideToAct));
    else if (phase && phase->actors == PhaseActors::Both)
        out += " · " + ruleSentence(HEXFIRE_TEXT("RuleText", "both sides act"));
    return out;
}

std::string endPhaseLabel(const RuleSet &rules, const GameState &state)
{
    const SequenceOfPlay &sequence = rules.sequenceOfPlay();
    const PhaseType *phase = findPhase(sequence, state.sequence().phase);
    if (!phase)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "End phase"));
    const SequencePosition next = nextPosition(sequence, state);
    if (next.gameOver)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "End the game"));
    if (next.turn != state.sequence().turn) {
        // English writes the turn's name small inside the label; a translation keeps its own.
        const std::string_view turn = translatedRuleText(sequence.turnName);
        return ruleSentence(HEXFIRE_TEXT("RuleText", "End %1 %2"),
            turn == sequence.turnName ? lowerFirst(sequence.turnName) : std::string(turn),
            state.turn());
    }
    return ruleSentence(HEXFIRE_TEXT("RuleText", "End %1"), phaseTitle(*phase));
}

std::string handOverLabel(const RuleSet &rules, const GameState &state)
{
    const PhaseType *phase = findPhase(rules.sequenceOfPlay(), state.sequence().phase);
    return phase && !phase->handOverName.empty() ? phase->handOverName
                                                 : HEXFIRE_TEXT("RuleText", "End activation");
}

std::string handOverHelp(const RuleSet &rules, const GameState &state)
{
    const PhaseType *phase = findPhase(rules.sequenceOfPlay(), state.sequence().phase);
    return phase && !phase->handOverHelp.empty()
        ? std::string(translatedRuleText(phase->handOverHelp))
        : ruleSentence(
            HEXFIRE_TEXT("RuleText", "The unit's activation is over; the other side acts next."));
}

std::optional<SequenceRefusal> sequenceRefusal(
    const RuleSet &rules, const GameState &state, const Action &action)
{
    if (action.kind == builtin::adjust)
        return std::nullopt;
    if (gameIsOver(state))
        return SequenceRefusal {ruleSentence(HEXFIRE_TEXT("RuleText", "The game is over: %1."),
                                    gameResult(rules, state).headline),
            {}};
    const SequenceOfPlay &sequence = rules.sequenceOfPlay();
    const PhaseType *phase = findPhase(sequence, state.sequence().phase);
    if (!phase || isBuiltinAction(action.kind))
        return std::nullopt;
    const ActionType *type = rules.findActionType(action.kind);
    const std::string name = type ? std::string(translatedRuleText(type->name)) : action.kind;
    const bool asAction = listed(phase->actions, action.kind);
    const bool asReaction = listed(phase->reactions, action.kind);
    if (!asAction && !asReaction)
        return SequenceRefusal {
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is not allowed in the %2."), name, phaseTitle(*phase)),
            phase->rule};
    const Unit *actor = action.actors.empty() ? nullptr : state.findUnit(action.actors.front());
    if (!actor)
        return std::nullopt;
    const std::optional<SideId> &toAct = state.sequence().sideToAct;
    if (phase->actors == PhaseActors::Nobody)
        return SequenceRefusal {
            ruleSentence(HEXFIRE_TEXT("RuleText", "Nobody acts in the %1: end it to go on."),
                phaseTitle(*phase)),
            phase->rule};
    if (toAct && actor->side != *toAct && !asReaction)
        return SequenceRefusal {
            ruleSentence(HEXFIRE_TEXT("RuleText", "It is the %1 side's turn to act in the %2."),
                sideName(state, *toAct), phaseTitle(*phase)),
            phase->rule};
    if (toAct && actor->side == *toAct && !asAction)
        return SequenceRefusal {
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is a reply the other side makes in the %2."),
                name, phaseTitle(*phase)),
            phase->rule};
    const std::optional<UnitId> &active = state.sequence().activation;
    const SequenceRules *own = rules.sequenceRules();
    const bool inActivation
        = active && (own ? own->actsInActivation(state, *active, *actor) : *active == actor->id);
    if (active && actor->side == (toAct ? *toAct : actor->side) && !inActivation) {
        const Unit *busy = state.findUnit(*active);
        return SequenceRefusal {
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1's activation is in progress: end it first."),
                busy ? busy->name : active->value),
            phase->rule};
    }
    if (own)
        return own->limitOnActing(state, action);
    return std::nullopt;
}

Evaluation evaluateNextPhase(const RuleSet &rules, const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action);
    const SequenceOfPlay &sequence = rules.sequenceOfPlay();
    if (sequence.empty())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 has no sequence of play in HexFire yet: its phase steps are "
                             "among its actions."),
                rules.displayName()),
            {});
    if (gameIsOver(state))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The game is over: %1."),
                gameResult(rules, state).headline),
            {});
    const PhaseType *phase = findPhase(sequence, state.sequence().phase);
    if (!phase)
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The game stands in no phase of the sequence of play.")),
            {});
    ExplanationLine heading = explain("sequence.end",
        ruleSentence(HEXFIRE_TEXT("RuleText", "End of the %1"), phaseTitle(*phase)), {},
        std::nullopt, phase->rule, ruleSentence(HEXFIRE_TEXT("RuleText", "the sequence of play")));
    e.lines.push_back(heading);
    auto plan = std::make_shared<NextPhasePlan>();
    plan->heading = e.lines;
    if (!phase->endAction.empty()) {
        // The players' answers to the end step's questions (its askOnCommit parameters) ride on
        // the next-phase action, so a log or a script replays them.
        Action end;
        end.kind = phase->endAction;
        end.params = action.params;
        Evaluation done = rules.evaluate(state, end);
        if (!done.legal && !action.params.empty())
            return refused(std::move(e), done.whyNot, done.whyNotRule);
        if (!done.legal) {
            // A phase step with nothing to do (no unit to rally) does not hold the game up.
            const ActionType *type = rules.findActionType(end.kind);
            e.lines.push_back(explain("sequence.end-step",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1: nothing to do, %2"),
                    type ? translatedRuleText(type->name) : std::string_view(end.kind),
                    done.whyNot),
                {}, std::nullopt, done.whyNotRule,
                ruleSentence(HEXFIRE_TEXT("RuleText", "the sequence of play"))));
            plan->heading = e.lines;
        } else {
            e.lines.insert(e.lines.end(), done.lines.begin(), done.lines.end());
            e.odds = done.odds;
            e.dice = done.dice;
            e.assumptions = done.assumptions;
            e.notOfficial = done.notOfficial;
            e.cues = done.cues;
            plan->endOfPhase = std::move(done);
        }
    }
    // An end step that rolls no die (a bid taken, a roll forfeited) is known before it runs:
    // what comes next is told from the position it leaves.
    // Not before the players have answered what it asks: their answers may change it.
    std::optional<GameState> settled;
    bool rollDecides = false;
    bool answered = true;
    if (const ActionType *type = rules.findActionType(phase->endAction)) {
        for (const ParamSpec &p : type->params)
            answered = answered && (!p.askOnCommit || action.params.contains(p.key));
    }
    if (plan->endOfPhase && plan->endOfPhase->dice.empty() && answered) {
        try {
            ScriptedDice none({});
            const Resolution done = rules.resolve(state, *plan->endOfPhase, none);
            settled = state;
            settled->apply(done.effects);
        } catch (const Error &) {
            settled.reset(); // it rolled after all: told from the position as it stands
        }
    } else if (plan->endOfPhase) {
        rollDecides = phase->endRollsForFirst;
    }
    e.lines.push_back(forecastLine(
        sequence, settled ? *settled : state, plan->endOfPhase.has_value(), rollDecides));
    e.plan = std::move(plan);
    return e;
}

Evaluation evaluateEndActivation(const RuleSet &rules, const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action);
    const SequenceOfPlay &sequence = rules.sequenceOfPlay();
    const PhaseType *phase = findPhase(sequence, state.sequence().phase);
    if (!phase || phase->actors != PhaseActors::Alternating)
        return refused(std::move(e),
            phase ? ruleSentence(HEXFIRE_TEXT("RuleText", "The sides do not take turns in the %1."),
                phaseTitle(*phase))
                  : ruleSentence(
                      HEXFIRE_TEXT("RuleText", "The sides do not take turns in this game.")),
            phase ? phase->rule : std::string());
    if (gameIsOver(state))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The game is over: %1."),
                gameResult(rules, state).headline),
            {});
    const SequencePosition &now = state.sequence();
    SequencePosition next = now;
    next.activation.reset();
    next.actionsTaken = 0;
    if (now.sideToAct) {
        next.sideToAct = sideAfter(state, now.firstSide, *now.sideToAct);
        if (const SequenceRules *own = rules.sequenceRules(); own && next.sideToAct)
            next.sideToAct = own->handOverTo(state, *now.sideToAct, *next.sideToAct);
    }
    std::string said;
    if (phase->handOverName.empty())
        said = now.sideToAct
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "End of the %1 side's activation"),
                sideName(state, *now.sideToAct))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "End of this side's activation"));
    else
        said = now.sideToAct ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1: the %2 side hands over"),
                   translatedRuleText(phase->handOverName), sideName(state, *now.sideToAct))
                             : ruleSentence(HEXFIRE_TEXT("RuleText", "%1: this side hands over"),
                                 translatedRuleText(phase->handOverName));
    e.lines.push_back(explain("sequence.hand-over", said, {}, std::nullopt, phase->rule,
        ruleSentence(HEXFIRE_TEXT("RuleText", "the sequence of play"))));
    e.lines.push_back(explain("sequence.next",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Next: %1"), describePosition(sequence, state, next)),
        {}, std::nullopt, {}, ruleSentence(HEXFIRE_TEXT("RuleText", "the sequence of play"))));
    auto plan = std::make_shared<EffectsPlan>();
    plan->effects.push_back(sequenceEffect("end-activation", next));
    e.plan = std::move(plan);
    return e;
}

} // namespace hexfire
