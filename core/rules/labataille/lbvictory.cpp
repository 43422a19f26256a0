#include "core/rules/labataille/lbvictory.h"

#include "core/data/datareader.h"
#include "core/rules/labataille/lbmoralelevel.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"

#include <algorithm>
#include <array>

namespace hexfire::labataille {

namespace {

constexpr std::array<std::string_view, victoryLevelCount> levelKeys {
    "decisive", "tactical", "marginal"};
constexpr std::array<std::string_view, victoryLevelCount> levelNames {
    "Decisive", "Tactical", "Marginal"};

bool counts(const GameState &state, std::string_view key)
{
    const auto &c = state.victory().conditions;
    return std::find(c.begin(), c.end(), key) != c.end();
}

std::string sideName(const GameState &state, const SideId &id)
{
    const Side *s = state.findSide(id);
    return s ? s->name : id.value;
}

std::string lowered(std::string_view s)
{
    std::string out(s);
    if (!out.empty() && out[0] >= 'A' && out[0] <= 'Z')
        out[0] = static_cast<char>(out[0] - 'A' + 'a');
    return out;
}

/** An enemy organisation at the level, as "2nd Division (Russian) is at morale level 3". */
std::optional<std::string> enemyAtLevel(
    const LbOptions &options, const GameState &state, const VictoryLevelRule &rule)
{
    for (const OrganisationMorale &o : organisationMorale(options, state)) {
        if (o.side.value == rule.side
            || (!rule.organisation.empty() && o.organisation != rule.organisation))
            continue;
        if (o.recorded >= *rule.enemyMoraleLevel)
            return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is at morale level %2"),
                organisationTitle(state, o.side, o.organisation), o.recorded);
    }
    return std::nullopt;
}

std::optional<std::string> lossesAhead(const GameState &state, const VictoryLevelRule &rule)
{
    const int own = incrementsLost(state, SideId {rule.side});
    int enemy = 0;
    for (const Side &s : state.sides()) {
        if (s.id.value != rule.side)
            enemy += incrementsLost(state, s.id);
    }
    if (enemy - own < *rule.lossDifferential)
        return std::nullopt;
    return ruleSentence(HEXFIRE_TEXT("RuleText", "the enemy lost %1 increments and the %2 side %3"),
        enemy, sideName(state, SideId {rule.side}), own);
}

/** Why the rule is met (its requirements joined), or nullopt; a rule naming a condition the
    scenario does not count is never met. */
std::optional<std::string> met(
    const LbOptions &options, const GameState &state, const VictoryLevelRule &rule)
{
    std::vector<std::string> why;
    if (rule.enemyMoraleLevel) {
        const auto w = counts(state, victoryConditions::enemyMoraleLevel)
            ? enemyAtLevel(options, state, rule)
            : std::nullopt;
        if (!w)
            return std::nullopt;
        why.push_back(*w);
    }
    if (rule.lossDifferential) {
        const auto w = counts(state, victoryConditions::lossDifferential) ? lossesAhead(state, rule)
                                                                          : std::nullopt;
        if (!w)
            return std::nullopt;
        why.push_back(*w);
    }
    if (why.empty())
        return std::nullopt;
    std::string out = why.front();
    for (std::size_t i = 1; i < why.size(); ++i)
        out = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 and %2"), out, why[i]);
    return out;
}

/** The verdict's title and sentence for a side that reaches the level alone. */
VictoryVerdict sideVerdict(
    VictoryLevel level, const SideId &id, const std::string &side, const std::string &why)
{
    switch (level) {
    case VictoryLevel::Decisive:
        return {id, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 decisive victory"), side),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The %1 side reaches a decisive victory: %2."),
                side, why)};
    case VictoryLevel::Tactical:
        return {id, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 tactical victory"), side),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The %1 side reaches a tactical victory: %2."),
                side, why)};
    case VictoryLevel::Marginal:
        break;
    }
    return {id, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 marginal victory"), side),
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "The %1 side reaches a marginal victory: %2."), side, why)};
}

/** The sentence of a draw where both sides reach the level. */
std::string bothReach(VictoryLevel level, const std::string &first, const std::string &second)
{
    switch (level) {
    case VictoryLevel::Decisive:
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "Both sides reach a decisive victory: %1; %2."), first,
            second);
    case VictoryLevel::Tactical:
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "Both sides reach a tactical victory: %1; %2."), first,
            second);
    case VictoryLevel::Marginal:
        break;
    }
    return ruleSentence(
        HEXFIRE_TEXT("RuleText", "Both sides reach a marginal victory: %1; %2."), first, second);
}

} // namespace

std::string_view key(VictoryLevel v) { return levelKeys[static_cast<std::size_t>(v)]; }
std::string_view displayName(VictoryLevel v) { return levelNames[static_cast<std::size_t>(v)]; }

std::optional<LbVictory> LbVictory::fromData(const DataNode &node, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    if (!expectType(node, DataNode::Type::Array, diagnostics, "a list of victory levels"))
        return std::nullopt;
    LbVictory v;
    for (const DataNode &item : node.items) {
        ObjectReader r(item, diagnostics,
            {"side", "level", "enemyMoraleLevel", "organisation", "lossDifferential"},
            "a victory level");
        if (!r.isObject())
            continue;
        VictoryLevelRule rule;
        const auto side = r.id("side", true);
        const auto level = r.choice("level", {levelKeys.begin(), levelKeys.end()}, true);
        if (const auto m = r.integer("enemyMoraleLevel", 1, maxMoraleLevels))
            rule.enemyMoraleLevel = static_cast<int>(*m);
        rule.organisation = r.string("organisation").value_or("");
        if (const auto d = r.integer("lossDifferential", 1, 10000))
            rule.lossDifferential = static_cast<int>(*d);
        if (!rule.enemyMoraleLevel && !rule.lossDifferential)
            report(diagnostics, item,
                "a victory level needs \"enemyMoraleLevel\" or \"lossDifferential\"");
        if (!rule.organisation.empty() && !rule.enemyMoraleLevel)
            report(diagnostics, *r.get("organisation"),
                "\"organisation\" names whose morale level counts: it needs \"enemyMoraleLevel\"");
        if (!side || !level)
            continue;
        rule.side = *side;
        rule.level = static_cast<VictoryLevel>(
            std::find(levelKeys.begin(), levelKeys.end(), *level) - levelKeys.begin());
        v.levels.push_back(std::move(rule));
    }
    if (diagnostics.size() != before)
        return std::nullopt;
    return v;
}

std::vector<VictoryConditionType> lbVictoryConditionTypes()
{
    return {{std::string(victoryConditions::enemyMoraleLevel),
                HEXFIRE_TEXT("RuleText", "Enemy morale level"),
                "A side reaches a victory level when an enemy organisation is at the morale "
                "level the scenario's victory levels name (read on the hour)."},
        {std::string(victoryConditions::lossDifferential),
            HEXFIRE_TEXT("RuleText", "Loss differential"),
            "A side reaches a victory level when the enemy lost at least the scenario's number "
            "of increments more than it did."}};
}

int incrementsLost(const GameState &state, const SideId &side)
{
    int lost = 0;
    for (const Unit &u : state.units()) {
        const LbProfile *p = profileOf<LbProfile>(u);
        if (u.side != side || !p || p->kind == UnitKind::Leader)
            continue;
        lost += u.eliminated ? u.maxStrength : std::max(0, u.maxStrength - u.strength);
    }
    return lost;
}

std::optional<VictoryVerdict> lbVictoryVerdict(const LbOptions &options, const GameState &state)
{
    if (!counts(state, victoryConditions::enemyMoraleLevel)
        && !counts(state, victoryConditions::lossDifferential))
        return std::nullopt;
    for (int l = 0; l < victoryLevelCount; ++l) {
        const auto level = static_cast<VictoryLevel>(l);
        std::vector<std::pair<SideId, std::string>> reached; // each side once, with why
        for (const VictoryLevelRule &rule : options.victoryLevels.levels) {
            const bool already = std::any_of(reached.begin(), reached.end(),
                [&](const auto &r) { return r.first.value == rule.side; });
            if (rule.level != level || already || !state.findSide(SideId {rule.side}))
                continue;
            if (const auto why = met(options, state, rule))
                reached.emplace_back(SideId {rule.side}, *why);
        }
        if (reached.size() > 1)
            return VictoryVerdict {std::nullopt, HEXFIRE_TEXT("RuleText", "A draw"),
                bothReach(level, reached[0].second, reached[1].second)};
        if (reached.size() == 1)
            return sideVerdict(
                level, reached[0].first, sideName(state, reached[0].first), reached[0].second);
    }
    return VictoryVerdict {std::nullopt, HEXFIRE_TEXT("RuleText", "A draw"),
        ruleSentence(HEXFIRE_TEXT("RuleText", "No side reached a victory level of the scenario."))};
}

std::vector<std::string> victoryProblems(const LbOptions &options, const GameState &state)
{
    std::vector<std::string> out;
    const auto orgs = organisationMorale(options, state);
    for (const VictoryLevelRule &rule : options.victoryLevels.levels) {
        if (!state.findSide(SideId {rule.side}))
            out.push_back("a " + lowered(displayName(rule.level)) + " victory level names side \""
                + rule.side + "\", which the scenario does not have");
        const bool known = rule.organisation.empty()
            || std::any_of(orgs.begin(), orgs.end(), [&](const OrganisationMorale &o) {
                   return o.organisation == rule.organisation && o.side.value != rule.side;
               });
        if (!known)
            out.push_back("a " + lowered(displayName(rule.level))
                + " victory level names the organisation \"" + rule.organisation
                + "\", which no enemy unit belongs to");
    }
    return out;
}

} // namespace hexfire::labataille
