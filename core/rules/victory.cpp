#include "core/rules/victory.h"

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
    if (timeLimitReached(state, state.sequence()))
        return "The time limit (" + std::to_string(*v.minutesLimit) + " minutes"
            + (v.startTime ? ", " + clockTimeText(*v.startTime + *v.minutesLimit) : std::string())
            + ") is reached after " + std::to_string(state.sequence().minutesElapsed) + " minutes";
    if (v.turnLimit)
        return "The last turn (" + std::to_string(*v.turnLimit) + ") is over";
    return "The game is over";
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
            s.tallies.push_back(
                {t.key, t.name, n, std::to_string(n) + " " + (n == 1 ? t.unit : t.units)});
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
        r.headline = side->name + " victory";
        r.reason = "The " + side->name + " side reached its goal of " + std::to_string(goal->points)
            + " victory points.";
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
            r.reason = "The " + gone->name + " side has no unit left on the map.";
            if (left.size() == 1) {
                r.winner = left.front()->side;
                r.headline = left.front()->name + " victory";
            } else {
                r.headline = "A draw";
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
        r.headline = holds->name + " victory";
        r.reason = end
            + (v.goals.empty() ? std::string()
                               : std::string(" and no side reached its victory point goal"))
            + ": the " + holds->name + " side holds out.";
        return r;
    }
    const auto best = std::max_element(r.standings.begin(), r.standings.end(),
        [](const SideStanding &a, const SideStanding &b) { return a.score < b.score; });
    const long tied = best == r.standings.end()
        ? 0
        : std::count_if(r.standings.begin(), r.standings.end(),
            [&](const SideStanding &s) { return s.score == best->score; });
    if (!r.scored || tied != 1) {
        r.headline = "A draw";
        r.reason = r.scored ? end + " and the scores are level." : end + "; nothing was scored.";
        return r;
    }
    r.winner = best->side;
    r.headline = best->name + " victory";
    r.reason = end + ": the " + best->name + " side has the higher score, "
        + std::to_string(best->score) + ".";
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
        return "No victory conditions: the game goes on until the players stop.";
    std::string out;
    const std::string turns = rules.sequenceOfPlay().turnName;
    std::string lower;
    for (const char c : turns)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (v.turnLimit)
        out += "The game lasts " + std::to_string(*v.turnLimit) + " " + lower
            + (*v.turnLimit == 1 ? "" : "s") + ".";
    if (v.minutesLimit)
        out += std::string(out.empty() ? "" : " ") + "The game lasts "
            + std::to_string(*v.minutesLimit) + " minutes of game time.";
    const std::vector<VictoryConditionType> types = rules.victoryConditionTypes();
    for (const std::string &key : v.conditions) {
        const auto t = std::find_if(types.begin(), types.end(),
            [&](const VictoryConditionType &type) { return type.key == key; });
        if (t != types.end())
            out += std::string(out.empty() ? "" : "\n") + t->name + ": " + t->help;
    }
    for (const PointsGoal &g : v.goals) {
        const Side *side = state.findSide(g.side);
        out += std::string(out.empty() ? "" : "\n") + "The " + (side ? side->name : g.side.value)
            + " side wins at once with " + std::to_string(g.points) + " victory points.";
    }
    if (const Side *holds = v.otherwise ? state.findSide(*v.otherwise) : nullptr)
        out += std::string(out.empty() ? "" : "\n") + "Otherwise the " + holds->name
            + " side wins by holding out.";
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
            out += std::to_string(s.score) + (s.score == 1 ? " point" : " points") + "; ";
        for (const TallyStanding &t : s.tallies) {
            if (!(scoreIsPoints && t.key == victoryPointsTally))
                out += t.text + "; ";
        }
        out += "lost " + std::to_string(s.strengthLost)
            + (s.strengthLost == 1 ? " strength point" : " strength points");
        if (s.unitsEliminated > 0)
            out += ", " + std::to_string(s.unitsEliminated)
                + (s.unitsEliminated == 1 ? " unit" : " units") + " off the map";
        if (!s.objectivesHeld.empty()) {
            out += "; holds ";
            for (std::size_t i = 0; i < s.objectivesHeld.size(); ++i)
                out += (i ? ", " : "") + s.objectivesHeld[i];
        }
        out += ".\n";
    }
    return out;
}

} // namespace hexfire
