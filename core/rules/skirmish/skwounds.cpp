#include "skwounds.h"

#include "core/rules/mapcue.h"
#include "core/rules/rulesentence.h"
#include "core/rules/skirmish/skfire.h"

#include <array>

namespace hexfire::skirmish {

namespace {

constexpr const char *woundRule = "docs/rules.md: 2d6 Skirmish wounds";
constexpr std::size_t hurtCount = 4;

/** What a wound roll did, in a few words after the face: "a light wound (-2 to its fire)". */
std::string woundWords(Hurt before, Hurt after, WoundResult result)
{
    if (after == Hurt::Killed)
        return before == Hurt::Down
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "already down, killed: removed from the map"))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "killed: removed from the map"));
    if (after == Hurt::Down) {
        if (before == Hurt::Down)
            return ruleSentence(HEXFIRE_TEXT("RuleText", "already down, stays down"));
        return before == Hurt::Light && result == WoundResult::LightWound
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "a second light wound: down, out of action"))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "down, out of action"));
    }
    return ruleSentence(HEXFIRE_TEXT("RuleText", "a light wound (-2 to its fire)"));
}

/** The chance a figure that starts so is put down or killed by `hits` wound rolls. */
double lostChance(const WoundTable &table, Hurt start, int hits)
{
    std::array<double, hurtCount> p {};
    p[static_cast<std::size_t>(start)] = 1.0;
    for (int h = 0; h < hits; ++h) {
        std::array<double, hurtCount> next {};
        for (std::size_t s = 0; s < hurtCount; ++s) {
            if (p[s] == 0.0)
                continue;
            const Hurt from = static_cast<Hurt>(s);
            // A killed figure rolls no more: its remaining hits are lost.
            if (from == Hurt::Killed) {
                next[s] += p[s];
                continue;
            }
            for (int face = 1; face <= WoundTable::die; ++face)
                next[static_cast<std::size_t>(afterWound(table, from, face))]
                    += p[s] / WoundTable::die;
        }
        p = next;
    }
    double lost = 0.0;
    for (const Hurt end : {Hurt::Down, Hurt::Killed}) {
        if (end != start)
            lost += p[static_cast<std::size_t>(end)];
    }
    return lost;
}

} // namespace

Hurt hurtOf(const Unit &figure)
{
    if (!figure.onMap())
        return Hurt::Killed;
    if (figure.status.has(states::down))
        return Hurt::Down;
    return figure.status.has(states::lightWound) ? Hurt::Light : Hurt::Unhurt;
}

Hurt afterWound(const WoundTable &table, Hurt before, int face)
{
    const WoundResult result = table.resultFor(face);
    switch (before) {
    case Hurt::Unhurt:
        return result == WoundResult::LightWound ? Hurt::Light
            : result == WoundResult::Down        ? Hurt::Down
                                                 : Hurt::Killed;
    case Hurt::Light:
        // A second light wound puts the figure down (REFERENCE 3.6.5).
        return result == WoundResult::Killed ? Hurt::Killed : Hurt::Down;
    case Hurt::Down:
        // Hit again: killed on the table's killed faces, otherwise it stays down (DEFAULT).
        return result == WoundResult::Killed ? Hurt::Killed : Hurt::Down;
    case Hurt::Killed:
        break;
    }
    return Hurt::Killed;
}

std::vector<const Unit *> figuresTakingHits(const std::vector<const Unit *> &exposed)
{
    std::vector<const Unit *> fighting;
    for (const Unit *u : exposed) {
        if (hurtOf(*u) != Hurt::Down)
            fighting.push_back(u);
    }
    // Only figures down in sight: the fire can only fall on them.
    return fighting.empty() ? exposed : fighting;
}

std::vector<int> sharedHits(std::size_t figures, int hits)
{
    std::vector<int> each(figures, 0);
    for (int i = 0; i < hits && figures > 0; ++i)
        ++each[static_cast<std::size_t>(i) % figures];
    return each;
}

std::string lossesLabel(int lost)
{
    return lost == 0 ? ruleSentence(HEXFIRE_TEXT("RuleText", "No figure lost"))
        : lost == 1  ? ruleSentence(HEXFIRE_TEXT("RuleText", "1 figure down or killed"))
                     : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 figures down or killed"), lost);
}

Distribution lossesDistribution(
    const WoundTable &table, const std::vector<Hurt> &figures, const Distribution &hits)
{
    std::vector<double> weights(figures.size() + 1, 0.0);
    for (int n = hits.minValue(); n <= hits.maxValue(); ++n) {
        if (hits[n] <= 0.0)
            continue;
        // Given n hits the share of each figure is fixed; the figures' wound dice are
        // independent, so the number lost is the convolution of one chance per figure.
        const std::vector<int> each = sharedHits(figures.size(), n);
        std::vector<double> lost {1.0};
        for (std::size_t i = 0; i < figures.size(); ++i) {
            const double q = lostChance(table, figures[i], each[i]);
            std::vector<double> next(lost.size() + 1, 0.0);
            for (std::size_t k = 0; k < lost.size(); ++k) {
                next[k] += lost[k] * (1.0 - q);
                next[k + 1] += lost[k] * q;
            }
            lost = std::move(next);
        }
        for (std::size_t k = 0; k < lost.size(); ++k)
            weights[k] += hits[n] * lost[k];
    }
    return Distribution::fromWeights(0, std::move(weights));
}

OddsTable lossesOdds(const std::string &team, const Distribution &losses)
{
    // Below the hits table (importance 1): the hits lead, what they do follows.
    OddsTable odds {team,
        ruleSentence(HEXFIRE_TEXT("RuleText", "Figures of %1 down or killed"), team), {}, true, 0,
        ruleSentence(HEXFIRE_TEXT("RuleText", "at least one figure down or killed")), 1};
    for (int n = losses.minValue(); n <= losses.maxValue(); ++n) {
        if (losses[n] > 0.0)
            odds.outcomes.push_back({"lost-" + std::to_string(n), lossesLabel(n), losses[n], n});
    }
    return odds;
}

int rollWounds(const WoundTable &table, const GameState &state, const std::string &team,
    const std::vector<UnitId> &figures, const std::vector<int> &hitsEach, DiceSource &dice,
    Resolution &r)
{
    int lost = 0;
    std::string who;
    for (std::size_t i = 0; i < figures.size() && i < hitsEach.size(); ++i) {
        const Unit &u = state.unit(figures[i]);
        const Hurt start = hurtOf(u);
        Hurt now = start;
        for (int h = 0; h < hitsEach[i] && now != Hurt::Killed; ++h) {
            const int face = dice.roll(WoundTable::die,
                ruleSentence(HEXFIRE_TEXT("RuleText", "wound roll of %1"), u.name));
            const Hurt before = now;
            now = afterWound(table, now, face);
            const std::string words = woundWords(before, now, table.resultFor(face));
            r.lines.push_back(explain("wound",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1's wound roll: %2, %3"), u.name, face, words),
                std::to_string(face), face, woundRule, u.id.value, true));
            r.cues.push_back(dieCue(u.hex, WoundTable::die, face,
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1's wound roll %2: %3"), u.name, face, words)));
            Effect roll = makeEffect(EffectKind::Record, "wound-roll", u.id);
            roll.note = ruleSentence(HEXFIRE_TEXT("RuleText", "rolled %1: %2"), face, words);
            r.effects.push_back(std::move(roll));
        }
        if (now == start)
            continue;
        if (now == Hurt::Light) {
            Effect fx = makeEffect(EffectKind::StatusSet, "light-wound", u.id);
            fx.status = std::string(states::lightWound);
            r.effects.push_back(std::move(fx));
        } else if (now == Hurt::Down) {
            Effect fx = makeEffect(EffectKind::StatusSet, "down", u.id);
            fx.status = std::string(states::down);
            r.effects.push_back(std::move(fx));
            // Down replaces a light wound: a figure shows one wound state.
            if (u.status.has(states::lightWound)) {
                Effect replaced = makeEffect(EffectKind::StatusCleared, "down", u.id);
                replaced.status = std::string(states::lightWound);
                replaced.note
                    = ruleSentence(HEXFIRE_TEXT("RuleText", "no longer marked lightly wounded"));
                r.effects.push_back(std::move(replaced));
            }
            // A loss for the standings, though the counter stays on the map.
            if (u.strength > 0) {
                Effect loss = makeEffect(EffectKind::StrengthLost, "down", u.id);
                loss.count = 1;
                loss.note = ruleSentence(HEXFIRE_TEXT("RuleText", "out of action"));
                r.effects.push_back(std::move(loss));
            }
        } else {
            r.effects.push_back(makeEffect(EffectKind::Eliminated, "killed", u.id));
        }
        if (now == Hurt::Down || now == Hurt::Killed) {
            ++lost;
            who += (who.empty() ? "" : ", ")
                + (now == Hurt::Down ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 down"), u.name)
                                     : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 killed"), u.name));
        }
    }
    if (lost > 0)
        r.lines.push_back(explain("wounds.lost", team + ": " + lossesLabel(lost) + " (" + who + ")",
            std::to_string(lost), lost, woundRule, team, true));
    r.outcomes.push_back({team, "lost-" + std::to_string(lost), lossesLabel(lost)});
    return lost;
}

} // namespace hexfire::skirmish
