#include "core/rules/skirmish/skreaction.h"

#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/skirmish/skfire.h"

namespace hexfire::skirmish {

namespace {

constexpr const char *reactionDoc = "docs/rules.md: 2d6 Skirmish reactions";

} // namespace

const Unit *teamLeader(const GameState &state, const Unit &u)
{
    const SkProfile *p = profileOf<SkProfile>(u);
    if (!p)
        return nullptr;
    for (const Unit &m : state.units()) {
        const SkProfile *mp = profileOf<SkProfile>(m);
        if (mp && mp->leader && m.side == u.side && mp->team == p->team)
            return &m;
    }
    return nullptr;
}

bool leaderLost(const Unit &leader) { return leader.eliminated || leader.status.has(states::down); }

ReactionTest reactionTest(
    const SkOptions &options, const GameState &state, const Unit &aimed, std::string_view name)
{
    ReactionTest t;
    const SkProfile *p = profileOf<SkProfile>(aimed);
    const Quality q = p ? p->quality : Quality::Trained;
    t.target = options.toHitOf(q);
    const std::string team = p ? p->team : aimed.name;
    t.lines.push_back(explain("reaction.target",
        name == "morale" ? ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 tests its morale as %2: %3 or more on two dice"), team,
            translatedRuleText(displayName(q)), t.target)
                         : ruleSentence(HEXFIRE_TEXT("RuleText",
                                            "%1 tests its reaction as %2: %3 or more on two dice"),
                             team, translatedRuleText(displayName(q)), t.target),
        std::to_string(t.target), t.target, reactionDoc, aimed.id.value, true));
    const auto add = [&](int value, std::string text) {
        t.modifier += value;
        t.lines.push_back(explain("reaction.modifier", std::move(text), signedText(value), value,
            reactionDoc, aimed.id.value, true));
    };
    if (q == Quality::Elite)
        add(1, ruleSentence(HEXFIRE_TEXT("RuleText", "elite troops")));
    const std::string &terrain = state.map().terrain(aimed.hex).id;
    const auto cover = options.tables.terrainCover.find(terrain);
    if (aimed.status.has(states::inPosition)
        || (cover != options.tables.terrainCover.end() && cover->second == Cover::Hard))
        add(1,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is in hard cover or a prepared position"),
                aimed.name));
    if (aimed.status.has(states::unaware))
        add(-2, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 was unaware of the enemy"), team));
    if (const Unit *leader = teamLeader(state, aimed); leader && leaderLost(*leader))
        add(-1,
            leader->eliminated
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "its leader, %1, is killed"), leader->name)
                : ruleSentence(HEXFIRE_TEXT("RuleText", "its leader, %1, is down"), leader->name));
    return t;
}

Reaction reactionOf(const ReactionTest &test, int die1, int die2, int modifier)
{
    if (die1 + die2 == 2)
        return Reaction::Pinned;
    const int short_ = test.target - (die1 + die2 + modifier);
    if (short_ <= 0)
        return Reaction::Passes;
    return short_ >= 4 ? Reaction::Pinned : Reaction::Fails;
}

std::array<double, 3> reactionOdds(const ReactionTest &test, const Distribution &figuresHit)
{
    std::array<double, 3> p {0.0, 0.0, 0.0};
    for (int hit = figuresHit.minValue(); hit <= figuresHit.maxValue(); ++hit) {
        if (figuresHit[hit] <= 0.0)
            continue;
        for (int a = 1; a <= 6; ++a) {
            for (int b = 1; b <= 6; ++b) {
                const Reaction r = reactionOf(test, a, b, test.modifier - hit);
                p[static_cast<std::size_t>(r)] += figuresHit[hit] / 36.0;
            }
        }
    }
    return p;
}

OddsTable reactionOddsTable(const std::string &team, const std::array<double, 3> &odds)
{
    OddsTable t {team, ruleSentence(HEXFIRE_TEXT("RuleText", "Reaction of %1"), team), {}, true, 0,
        ruleSentence(HEXFIRE_TEXT("RuleText", "pinned")), 2};
    t.outcomes.push_back({"reaction-passes",
        HEXFIRE_TEXT("RuleText", "Passes: may return fire or take cover"), odds[0], 0});
    t.outcomes.push_back({"reaction-fails",
        HEXFIRE_TEXT("RuleText", "Fails: takes cover or panic fires"), odds[1], 1});
    t.outcomes.push_back({"reaction-pinned", HEXFIRE_TEXT("RuleText", "Pinned"), odds[2], 2});
    return t;
}

std::string_view reactionState(Reaction r)
{
    switch (r) {
    case Reaction::Passes:
        return states::mayReturnFire;
    case Reaction::Fails:
        return states::shaken;
    case Reaction::Pinned:
        return states::pinned;
    }
    return states::pinned;
}

std::string reactionText(const std::string &team, Reaction r)
{
    switch (r) {
    case Reaction::Passes:
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 passes: it may return fire at once, take cover or carry on"),
            team);
    case Reaction::Fails:
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 fails: it takes cover or panic fires at once"), team);
    case Reaction::Pinned:
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is pinned: it stays down and may only panic fire until the "
                                "end of the next round"),
            team);
    }
    return team;
}

Assumption reactionAssumption()
{
    return {"skirmish.reaction",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "After every attack the target team tests its reaction: two dice plus modifiers "
            "against its quality number; a pass lets it return fire, a failure by 1 to 3 makes it "
            "take cover or panic fire, and a failure by 4 or more or a natural 2 pins it.")),
        reactionDoc};
}

} // namespace hexfire::skirmish
