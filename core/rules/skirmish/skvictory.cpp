#include "core/rules/skirmish/skvictory.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/skirmish/skfire.h"
#include "core/rules/skirmish/skmorale.h"

#include <algorithm>

namespace hexfire::skirmish {

namespace {

const std::string victoryDoc = "docs/rules.md: 2d6 Skirmish victory";

bool counts(const VictoryConditions &v, std::string_view key)
{
    return std::find(v.conditions.begin(), v.conditions.end(), key) != v.conditions.end();
}

bool conceded(const SkOptions &options, const SideLosses &s)
{
    return s.figures > 0 && s.lost * 100 >= options.concessionPercent * s.figures;
}

std::string sideName(const GameState &state, const SideId &id)
{
    const Side *s = state.findSide(id);
    return s ? s->name : id.value;
}

/** "half" for 50, else "60 percent". */
std::string shareText(int percent)
{
    return percent == 50 ? ruleSentence(HEXFIRE_TEXT("RuleText", "half"))
                         : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 percent"), percent);
}

} // namespace

std::vector<SideLosses> sideLosses(const GameState &state)
{
    std::vector<SideLosses> out;
    for (const Side &side : state.sides()) {
        SideLosses s;
        s.side = side.id;
        for (const Unit &u : state.units()) {
            if (u.side != side.id || !profileOf<SkProfile>(u))
                continue;
            ++s.figures;
            if (u.eliminated || u.status.has(states::down) || u.status.has(states::broken))
                ++s.lost;
        }
        out.push_back(s);
    }
    return out;
}

std::vector<SideId> concedingSides(const SkOptions &options, const GameState &state)
{
    const std::vector<SideLosses> all = sideLosses(state);
    // The side hurt worst concedes; equal shares (compared as fractions) concede together.
    const SideLosses *worst = nullptr;
    for (const SideLosses &s : all) {
        if (conceded(options, s) && (!worst || s.lost * worst->figures > worst->lost * s.figures))
            worst = &s;
    }
    std::vector<SideId> out;
    for (const SideLosses &s : all) {
        if (worst && conceded(options, s) && s.lost * worst->figures == worst->lost * s.figures)
            out.push_back(s.side);
    }
    return out;
}

std::vector<VictoryConditionType> victoryConditionTypes(const SkOptions &options)
{
    std::vector<VictoryConditionType> out = sharedVictoryConditions();
    out.push_back({std::string(concessionKey), HEXFIRE_TEXT("RuleText", "A side concedes"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "A side that has lost %1 of its figures or more (down, killed or broken) "
                         "concedes at the end of a round; the other side wins."),
            shareText(options.concessionPercent))});
    return out;
}

VictoryPreset victoryPreset(const SkOptions &options)
{
    VictoryPreset p;
    p.conditions.turnLimit = options.presetRounds;
    p.conditions.conditions = {"objectives", std::string(concessionKey)};
    p.summary = ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1 rounds; the side holding more objective points at the end "
                                 "wins; a side that has lost %2 of its figures or more (down, "
                                 "killed or broken) concedes at the end of a round."),
        options.presetRounds, shareText(options.concessionPercent));
    p.rule = victoryDoc;
    return p;
}

bool concedesNow(const SkOptions &options, const GameState &state)
{
    return counts(state.victory(), concessionKey) && !concedingSides(options, state).empty();
}

std::optional<VictoryVerdict> victoryVerdict(const SkOptions &options, const GameState &state)
{
    if (!counts(state.victory(), concessionKey))
        return std::nullopt;
    const std::vector<SideId> out = concedingSides(options, state);
    if (out.empty())
        return std::nullopt;
    const std::vector<SideLosses> all = sideLosses(state);
    VictoryVerdict v;
    std::string why;
    for (const SideId &id : out) {
        const auto s = std::find_if(
            all.begin(), all.end(), [&](const SideLosses &l) { return l.side == id; });
        why += (why.empty() ? "" : " ")
            + (s->figures == 1
                    ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "The %1 side has lost %2 of its %3 figure (down, killed or "
                                       "broken): it concedes."),
                        sideName(state, id), s->lost, s->figures)
                    : ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "The %1 side has lost %2 of its %3 figures (down, killed "
                                       "or broken): it concedes."),
                        sideName(state, id), s->lost, s->figures));
    }
    std::vector<SideId> standing;
    for (const SideLosses &s : all) {
        if (std::find(out.begin(), out.end(), s.side) == out.end())
            standing.push_back(s.side);
    }
    if (standing.size() == 1) {
        v.winner = standing.front();
        v.headline = ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 victory"), sideName(state, standing.front()));
    } else {
        v.headline = ruleSentence(HEXFIRE_TEXT("RuleText", "A draw"));
    }
    v.reason = why;
    return v;
}

Assumption victoryAssumption(const SkOptions &options)
{
    return {"skirmish.victory",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "The rules leave the length of the game and how it is won to the "
                         "players; unless the scenario says, HexFire proposes: %1"),
            victoryPreset(options).summary),
        victoryDoc};
}

} // namespace hexfire::skirmish
