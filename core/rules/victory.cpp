#include "core/rules/victory.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruleset.h"
#include "core/rules/sequence.h"

#include <algorithm>
#include <cctype>

namespace hexfire {

namespace {

bool counts(const VictoryConditions &v, std::string_view key)
{
    return std::find(v.conditions.begin(), v.conditions.end(), key) != v.conditions.end();
}

/** Strength points a unit lost: all of them once it is off the map (a leader counts one). */
int strengthLost(const Unit &u)
{
    if (u.eliminated)
        return std::max(1, u.maxStrength);
    return std::max(0, u.maxStrength - u.strength);
}

/** How the game came to its end: the game clock reached its limit, or the last turn is over. */
std::string endOfGameText(const GameState &state)
{
    const VictoryConditions &v = state.victory();
    const int elapsed = state.sequence().minutesElapsed;
    if (timeLimitReached(state, state.sequence()) && v.startTime)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "The time limit (%1 minutes, %2) is reached after %3 minutes"),
            *v.minutesLimit, clockTimeText(*v.startTime + *v.minutesLimit), elapsed);
    if (timeLimitReached(state, state.sequence()))
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "The time limit (%1 minutes) is reached after %2 minutes"),
            *v.minutesLimit, elapsed);
    if (v.turnLimit)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "The last turn (%1) is over"), *v.turnLimit);
    return ruleSentence(HEXFIRE_TEXT("RuleText", "The game is over"));
}

/** The first goal a side has reached, in the scenario's order, or nullptr. */
const PointsGoal *goalReached(const GameState &state)
{
    for (const PointsGoal &g : state.victory().goals) {
        const Side *side = state.findSide(g.side);
        if (side && side->tally(victoryPointsTally) >= g.points)
            return &g;
    }
    return nullptr;
}

} // namespace

GameResult gameResult(const RuleSet &rules, const GameState &state)
{
    const VictoryConditions &v = state.victory();
    GameResult r;
    r.scored = counts(v, "objectives") || counts(v, "losses") || counts(v, victoryPointsTally);
    for (const Side &side : state.sides()) {
        SideStanding s;
        s.side = side.id;
        s.name = side.name;
        for (const TallyType &t : rules.vocabulary().tallies) {
            const int n = side.tally(t.key);
            s.tallies.push_back({t.key, t.name, n,
                std::to_string(n) + " "
                    + std::string(translatedRuleText(n == 1 ? t.unit : t.units))});
        }
        if (counts(v, victoryPointsTally))
            s.victoryPoints = side.tally(victoryPointsTally);
        for (const Unit &u : state.units()) {
            if (u.side != side.id)
                continue;
            s.strengthLost += strengthLost(u);
            s.unitsEliminated += u.eliminated ? 1 : 0;
            s.unitsOnMap += u.eliminated ? 0 : 1;
        }
        for (const Objective &o : state.objectives()) {
            if (o.holder == side.id) {
                s.objectivesHeld.push_back(o.name);
                if (counts(v, "objectives"))
                    s.objectivePoints += o.points;
            }
        }
        r.standings.push_back(std::move(s));
    }
    if (counts(v, "losses")) {
        for (SideStanding &s : r.standings) {
            for (const SideStanding &enemy : r.standings) {
                if (enemy.side != s.side)
                    s.lossPoints += enemy.strengthLost * v.pointsPerLoss;
            }
        }
    }
    for (SideStanding &s : r.standings)
        s.score = s.objectivePoints + s.lossPoints + s.victoryPoints;

    if (const PointsGoal *goal = goalReached(state)) {
        const Side *side = state.findSide(goal->side);
        r.over = true;
        r.winner = goal->side;
        r.headline = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 victory"), side->name);
        r.reason = ruleSentence(
            HEXFIRE_TEXT("RuleText", "The %1 side reached its goal of %2 victory points."),
            side->name, goal->points);
        return r;
    }

    if (counts(v, "elimination") && r.standings.size() >= 2) {
        std::vector<const SideStanding *> left;
        for (const SideStanding &s : r.standings) {
            if (s.unitsOnMap > 0)
                left.push_back(&s);
        }
        if (left.size() < r.standings.size()) {
            const auto gone = std::find_if(r.standings.begin(), r.standings.end(),
                [](const SideStanding &s) { return s.unitsOnMap == 0; });
            r.over = true;
            r.reason = ruleSentence(
                HEXFIRE_TEXT("RuleText", "The %1 side has no unit left on the map."), gone->name);
            if (left.size() == 1) {
                r.winner = left.front()->side;
                r.headline
                    = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 victory"), left.front()->name);
            } else {
                r.headline = ruleSentence(HEXFIRE_TEXT("RuleText", "A draw"));
            }
            return r;
        }
    }
    if (!state.sequence().gameOver)
        return r;
    r.over = true;
    // A rule system's own victory levels, when the scenario names them, decide instead of scores.
    const SequenceRules *own = rules.sequenceRules();
    if (const auto verdict = own ? own->victoryVerdict(state) : std::nullopt) {
        r.winner = verdict->winner;
        r.headline = verdict->headline;
        r.reason = verdict->reason;
        return r;
    }
    const std::string end = endOfGameText(state);
    if (const Side *holds = v.otherwise ? state.findSide(*v.otherwise) : nullptr) {
        r.winner = holds->id;
        r.headline = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 victory"), holds->name);
        r.reason = v.goals.empty()
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1: the %2 side holds out."), end, holds->name)
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 and no side reached its victory point goal: the %2 side "
                               "holds out."),
                end, holds->name);
        return r;
    }
    const auto best = std::max_element(r.standings.begin(), r.standings.end(),
        [](const SideStanding &a, const SideStanding &b) { return a.score < b.score; });
    const long tied = best == r.standings.end()
        ? 0
        : std::count_if(r.standings.begin(), r.standings.end(),
            [&](const SideStanding &s) { return s.score == best->score; });
    if (!r.scored || tied != 1) {
        r.headline = ruleSentence(HEXFIRE_TEXT("RuleText", "A draw"));
        r.reason = r.scored
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 and the scores are level."), end)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "%1; nothing was scored."), end);
        return r;
    }
    r.winner = best->side;
    r.headline = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 victory"), best->name);
    r.reason = ruleSentence(HEXFIRE_TEXT("RuleText", "%1: the %2 side has the higher score, %3."),
        end, best->name, best->score);
    return r;
}

bool gameIsOver(const GameState &state)
{
    if (state.sequence().gameOver || goalReached(state))
        return true;
    const VictoryConditions &v = state.victory();
    if (!counts(v, "elimination") || state.sides().size() < 2)
        return false;
    for (const Side &side : state.sides()) {
        const bool left = std::any_of(state.units().begin(), state.units().end(),
            [&](const Unit &u) { return u.side == side.id && !u.eliminated; });
        if (!left)
            return true;
    }
    return false;
}

std::string victoryConditionsText(const RuleSet &rules, const GameState &state)
{
    const VictoryConditions &v = state.victory();
    if (v.empty())
        return ruleSentence(HEXFIRE_TEXT(
            "RuleText", "No victory conditions: the game goes on until the players stop."));
    std::string out;
    const std::string turns = rules.sequenceOfPlay().turnName;
    // English writes the turn's name small inside the sentence; a translation keeps its own.
    std::string lower(translatedRuleText(turns));
    if (lower == turns) {
        for (char &c : lower)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    if (v.turnLimit)
        out += *v.turnLimit == 1
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "The game lasts %1 %2."), *v.turnLimit, lower)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "The game lasts %1 %2s."), *v.turnLimit, lower);
    if (v.minutesLimit)
        out += std::string(out.empty() ? "" : " ")
            + ruleSentence(HEXFIRE_TEXT("RuleText", "The game lasts %1 minutes of game time."),
                *v.minutesLimit);
    const std::vector<VictoryConditionType> types = rules.victoryConditionTypes();
    for (const std::string &key : v.conditions) {
        const auto t = std::find_if(types.begin(), types.end(),
            [&](const VictoryConditionType &type) { return type.key == key; });
        if (t != types.end())
            out += std::string(out.empty() ? "" : "\n") + std::string(translatedRuleText(t->name))
                + ": " + std::string(translatedRuleText(t->help));
    }
    for (const PointsGoal &g : v.goals) {
        const Side *side = state.findSide(g.side);
        out += std::string(out.empty() ? "" : "\n")
            + ruleSentence(
                HEXFIRE_TEXT("RuleText", "The %1 side wins at once with %2 victory points."),
                side ? side->name : g.side.value, g.points);
    }
    if (const Side *holds = v.otherwise ? state.findSide(*v.otherwise) : nullptr)
        out += std::string(out.empty() ? "" : "\n")
            + ruleSentence(HEXFIRE_TEXT("RuleText", "Otherwise the %1 side wins by holding out."),
                holds->name);
    return out;
}

std::string resultSummary(const GameResult &result)
{
    std::string out;
    if (result.over)
        out += result.headline + ". " + result.reason + "\n";
    for (const SideStanding &s : result.standings) {
        out += s.name + ": ";
        // A score that is all victory points is said as such: "2 victory points".
        const auto vp = std::find_if(s.tallies.begin(), s.tallies.end(),
            [](const TallyStanding &t) { return t.key == victoryPointsTally; });
        const bool scoreIsPoints
            = result.scored && vp != s.tallies.end() && s.score == s.victoryPoints;
        if (scoreIsPoints)
            out += vp->text + "; ";
        else if (result.scored)
            out += (s.score == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 point"), s.score)
                                 : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 points"), s.score))
                + "; ";
        for (const TallyStanding &t : s.tallies) {
            if (!(scoreIsPoints && t.key == victoryPointsTally))
                out += t.text + "; ";
        }
        out += s.strengthLost == 1
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "lost %1 strength point"), s.strengthLost)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "lost %1 strength points"), s.strengthLost);
        if (s.unitsEliminated > 0)
            out += ", "
                + (s.unitsEliminated == 1
                        ? ruleSentence(
                            HEXFIRE_TEXT("RuleText", "%1 unit off the map"), s.unitsEliminated)
                        : ruleSentence(
                            HEXFIRE_TEXT("RuleText", "%1 units off the map"), s.unitsEliminated));
        if (!s.objectivesHeld.empty()) {
            std::string held;
            for (std::size_t i = 0; i < s.objectivesHeld.size(); ++i)
                held += (i ? ", " : "") + s.objectivesHeld[i];
            out += "; " + ruleSentence(HEXFIRE_TEXT("RuleText", "holds %1"), held);
        }
        out += ".\n";
    }
    return out;
}

} // namespace hexfire
