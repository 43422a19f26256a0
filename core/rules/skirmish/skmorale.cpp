#include "core/rules/skirmish/skmorale.h"

#include "core/dice/dicesource.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"
#include "core/rules/skirmish/skfire.h"
#include "core/rules/skirmish/skround.h"

#include <algorithm>
#include <map>

namespace hexfire::skirmish {

namespace {

constexpr const char *moraleDoc = "docs/rules.md: 2d6 Skirmish morale";

bool lost(const Unit &u) { return u.eliminated || u.status.has(states::down); }

} // namespace

std::vector<MoraleTest> moraleTests(const SkOptions &options, const GameState &state)
{
    std::vector<MoraleTest> out;
    std::vector<std::string> seen;
    for (const Unit &u : state.units()) {
        const SkProfile *p = profileOf<SkProfile>(u);
        if (!p || !u.onMap() || !u.status.has(states::lostThisRound))
            continue;
        const std::string key = u.side.value + "/" + p->team;
        if (std::find(seen.begin(), seen.end(), key) != seen.end())
            continue;
        seen.push_back(key);
        MoraleTest t;
        t.team = p->team;
        const Unit *lead = nullptr;
        for (const Unit &m : state.units()) {
            if (!sameTeam(m, u))
                continue;
            ++t.size;
            if (lost(m))
                ++t.lost;
            if (m.onMap()) {
                t.figures.push_back(m.id);
                if (!lead && !m.status.has(states::down))
                    lead = &m;
            }
            t.broken = t.broken || m.status.has(states::broken);
        }
        // Half the team down or killed, or its leader lost (docs/rules.md: 2d6 Skirmish morale).
        const Unit *leader = teamLeader(state, u);
        if (!lead || (t.lost * 2 < t.size && !(leader && leaderLost(*leader))))
            continue;
        if (t.lost * 2 < t.size)
            t.leaderLost = leader->name;
        t.test = reactionTest(options, state, *lead, "morale");
        out.push_back(std::move(t));
    }
    return out;
}

const Unit *rallyingLeader(const SkOptions &options, const GameState &state, const Unit &u)
{
    const SkProfile *own = profileOf<SkProfile>(u);
    const Unit *best = nullptr;
    for (const Unit &m : state.units()) {
        const SkProfile *p = profileOf<SkProfile>(m);
        if (!p || !own || !p->leader || m.side != u.side || p->team == own->team || !m.onMap()
            || m.status.has(states::down) || m.status.has(states::broken))
            continue;
        const int inches = distance(m.hex, u.hex) * options.inchesPerHex;
        if (inches <= 6 && (!best || distance(m.hex, u.hex) < distance(best->hex, u.hex)))
            best = &m;
    }
    return best;
}

double passChance(const ReactionTest &test)
{
    int passes = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b)
            passes += reactionOf(test, a, b, test.modifier) == Reaction::Passes ? 1 : 0;
    }
    return passes / 36.0;
}

std::vector<Effect> rollMorale(
    const MoraleTest &t, bool rally, DiceSource &dice, std::vector<ExplanationLine> &lines)
{
    std::vector<Effect> out;
    const int d1 = dice.roll(6,
        rally ? ruleSentence(HEXFIRE_TEXT("RuleText", "rally test of %1, first die"), t.team)
              : ruleSentence(HEXFIRE_TEXT("RuleText", "morale test of %1, first die"), t.team));
    const int d2 = dice.roll(6,
        rally ? ruleSentence(HEXFIRE_TEXT("RuleText", "rally test of %1, second die"), t.team)
              : ruleSentence(HEXFIRE_TEXT("RuleText", "morale test of %1, second die"), t.team));
    const bool passed = reactionOf(t.test, d1, d2, t.test.modifier) == Reaction::Passes;
    const int score = d1 + d2 + t.test.modifier;
    const std::string modifier = t.test.modifier == 0 ? "+0" : signedText(t.test.modifier);
    const std::string outcome = passed
        ? (rally ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 rallies"), t.team)
                 : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 holds"), t.team))
        : t.broken
        ? ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 fails again while broken: it is removed"), t.team)
        : ruleSentence(HEXFIRE_TEXT("RuleText",
                           "%1 breaks: it falls back and may only panic fire until it rallies"),
            t.team);
    const std::string text = rally
        ? ruleSentence(
            HEXFIRE_TEXT("RuleText", "rally test of %1: %2 and %3 %4 = %5 against %6; %7"), t.team,
            d1, d2, modifier, score, t.test.target, outcome)
        : ruleSentence(
            HEXFIRE_TEXT("RuleText", "morale test of %1: %2 and %3 %4 = %5 against %6; %7"), t.team,
            d1, d2, modifier, score, t.test.target, outcome);
    lines.push_back(explain(rally ? "morale.rally" : "morale.test", text, std::to_string(score),
        score, moraleDoc, t.team, true));
    bool first = true;
    for (const UnitId &id : t.figures) {
        if (first) {
            Effect check = makeEffect(EffectKind::Record, rally ? "rally-test" : "morale-test", id);
            check.check = CheckResult {score, t.test.target, passed};
            out.push_back(std::move(check));
            first = false;
        }
        if (passed && rally) {
            Effect fx = makeEffect(EffectKind::StatusCleared, "rallied", id);
            fx.status = std::string(states::broken);
            out.push_back(std::move(fx));
        } else if (!passed && t.broken) {
            Effect fx = makeEffect(EffectKind::Eliminated, "team-removed", id);
            fx.note = ruleSentence(HEXFIRE_TEXT("RuleText", "broken, failed again"));
            out.push_back(std::move(fx));
        } else if (!passed) {
            Effect fx = makeEffect(EffectKind::StatusSet, "broken", id);
            fx.status = std::string(states::broken);
            out.push_back(std::move(fx));
        }
    }
    return out;
}

Assumption moraleAssumption()
{
    return {"skirmish.morale",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "At the end of a round a team that lost a figure and has half or more down or killed "
            "tests its morale like a reaction; failing breaks it (it falls back, panic fire only, "
            "until it rallies), and a broken team that fails again is removed.")),
        moraleDoc};
}

} // namespace hexfire::skirmish
