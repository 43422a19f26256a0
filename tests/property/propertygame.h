#pragma once

// Random legal play for the property tests, knowing no rule system: actions come from what the
// rule system publishes (actionTypes, availableActions, ParamSpecs), targets are hexes with units,
// and only actions the rule system calls legal are committed.

#include "core/dice/dicesource.h"
#include "core/error.h"
#include "core/play/game.h"
#include "core/rules/builtinactions.h"
#include "core/rules/ruleset.h"
#include "core/rules/sequence.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace hexfire::property {

/** A number from the environment (a seed, a scale), else fallback. */
inline std::uint64_t envNumber(const char *name, std::uint64_t fallback)
{
    const char *v = std::getenv(name);
    return v && *v ? std::strtoull(v, nullptr, 10) : fallback;
}

/** How many times more games a run plays: HEXFIRE_PROPERTY_SCALE (at least 1). */
inline int propertyScale()
{
    return static_cast<int>(std::max<std::uint64_t>(1, envNumber("HEXFIRE_PROPERTY_SCALE", 1)));
}

using Rng = std::mt19937_64;

inline std::size_t pick(Rng &rng, std::size_t n)
{
    return static_cast<std::size_t>(std::uniform_int_distribution<std::size_t>(0, n - 1)(rng));
}

inline bool coin(Rng &rng, int percent)
{
    return std::uniform_int_distribution<int>(0, 99)(rng) < percent;
}

inline std::vector<const Unit *> unitsOnMap(const GameState &state)
{
    std::vector<const Unit *> units;
    for (const Unit &u : state.units()) {
        if (u.onMap())
            units.push_back(&u);
    }
    return units;
}

/** A value for one parameter, within what its spec allows. */
inline ParamValue randomParam(
    const ParamSpec &spec, const std::vector<const Unit *> &units, Rng &rng)
{
    switch (spec.type) {
    case ParamType::Integer:
        return std::uniform_int_distribution<int>(spec.minimum, spec.maximum)(rng);
    case ParamType::Flag:
        return coin(rng, 50);
    case ParamType::Choice:
        return spec.choices.empty() ? std::string()
                                    : spec.choices[pick(rng, spec.choices.size())].key;
    case ParamType::Text:
        return std::string("note");
    case ParamType::Hex:
        return units[pick(rng, units.size())]->hex;
    case ParamType::Unit:
        return units[pick(rng, units.size())]->id;
    case ParamType::UnitList: {
        std::vector<UnitId> ids;
        for (const Unit *u : units) {
            if (coin(rng, 30))
                ids.push_back(u->id);
        }
        return ids;
    }
    case ParamType::HexList: {
        std::vector<Hex> hexes;
        for (const Unit *u : units) {
            if (coin(rng, 30))
                hexes.push_back(u->hex);
        }
        return hexes;
    }
    }
    return 0;
}

/**
 * A random action: usually one of availableActions() for a random selection, sometimes any
 * published action type; actors, target (a hex with a unit, sometimes beside it), via and
 * parameters drawn from what the type declares. May be illegal; the caller asks evaluate().
 */
inline Action randomAction(const RuleSet &rules, const GameState &state, Rng &rng)
{
    const std::vector<const Unit *> units = unitsOnMap(state);
    const auto &types = rules.vocabulary().actions;
    Action a;
    if (units.empty() || types.empty())
        return a;
    std::vector<UnitId> selection {units[pick(rng, units.size())]->id};
    const std::vector<std::string> available = rules.availableActions(state, selection);
    const ActionType *type = &types[pick(rng, types.size())];
    if (!available.empty() && coin(rng, 75)) {
        const std::string &key = available[pick(rng, available.size())];
        const auto it = std::find_if(
            types.begin(), types.end(), [&](const ActionType &t) { return t.key == key; });
        if (it != types.end())
            type = &*it;
    }
    a.kind = type->key;
    if (type->actors == ActorRule::One) {
        a.actors = selection;
    } else if (type->actors == ActorRule::Several) {
        a.actors = selection;
        for (const Unit *u : units) {
            if (u->id != selection.front() && u->side == state.unit(selection.front()).side
                && coin(rng, 25))
                a.actors.push_back(u->id);
        }
    }
    const Unit &aimed = *units[pick(rng, units.size())];
    const bool skipTarget = type->targetOptional && coin(rng, 30);
    if (type->target == TargetKind::Hex && !skipTarget)
        a.target = coin(rng, 85)
            ? aimed.hex
            : neighbor(aimed.hex, allDirections[pick(rng, allDirections.size())]);
    if (type->target == TargetKind::Unit && !skipTarget)
        a.targetUnit = aimed.id;
    if (type->allowsVia && a.target && coin(rng, 30))
        a.via = neighbor(*a.target, allDirections[pick(rng, allDirections.size())]);
    for (const ParamSpec &spec : type->params) {
        if (spec.required || coin(rng, 70))
            a.params[spec.key] = randomParam(spec, units, rng);
    }
    return a;
}

/**
 * Tries up to `attempts` random actions and commits the first legal one with the game's seeded
 * dice; with none legal, ends the phase. Returns false when not even that is legal.
 */
inline bool playOne(Game &game, Rng &rng, int attempts, int *evaluated = nullptr)
{
    for (int i = 0; i < attempts; ++i) {
        const Action a = randomAction(game.rules(), game.state(), rng);
        if (a.kind.empty())
            return false;
        if (evaluated)
            ++*evaluated;
        if (!game.evaluate(a).legal)
            continue;
        game.commitRandom(a);
        return true;
    }
    // A player with nothing legal to do ends the phase, so random play goes round the turn.
    Action next;
    next.kind = std::string(builtin::nextPhase);
    if (!game.rules().sequenceOfPlay().empty() && game.evaluate(next).legal) {
        game.commitRandom(next);
        return true;
    }
    return false;
}

/**
 * Ends every phase in which nobody acts (a phase of dice the rule system rolls itself) with the
 * shared next-phase step, so random play starts where units act. Returns the steps committed.
 */
inline int endPhasesNobodyActsIn(Game &game)
{
    int ended = 0;
    for (;;) {
        const SequencePosition &at = game.state().sequence();
        const PhaseType *phase = findPhase(game.rules().sequenceOfPlay(), at.phase);
        if (at.gameOver || !phase || phase->actors != PhaseActors::Nobody)
            return ended;
        Action next;
        next.kind = std::string(builtin::nextPhase);
        if (!game.evaluate(next).legal)
            return ended;
        game.commitRandom(next);
        ++ended;
    }
}

/** Every explanation line of every log entry (evaluation and resolution), as one text. */
inline std::string explanationText(const Game &game)
{
    std::string text;
    const auto add = [&text](const std::vector<ExplanationLine> &lines) {
        for (const ExplanationLine &l : lines)
            text += l.key + " | " + l.text + " | " + l.value + " | " + l.rule + " | " + l.source
                + "\n";
    };
    for (const LogEntry &e : game.log()) {
        text += "--- " + e.title + "\n";
        add(e.evaluation.lines);
        add(e.resolution.lines);
        for (const Outcome &o : e.resolution.outcomes)
            text += "outcome " + o.subject + " " + o.key + " " + o.label + "\n";
    }
    return text;
}

/** Dice that replay a prefix of faces and then report which die comes next (brute force). */
class PrefixDice final : public DiceSource {
public:
    explicit PrefixDice(const std::vector<std::pair<int, int>> &prefix)
        : m_prefix(prefix)
    { }
    int roll(int sides, std::string_view purpose) override
    {
        if (m_next < m_prefix.size())
            return record(sides, m_prefix[m_next++].first, purpose);
        needed = sides;
        throw Error("more dice");
    }
    int needed = 0;

private:
    const std::vector<std::pair<int, int>> &m_prefix;
    std::size_t m_next = 0;
};

/**
 * subject -> outcome key -> probability, by resolving every sequence of faces (each weighted by
 * 1 / product of its dice's sides). Gives up (returns false) past `maxSequences` resolutions.
 */
inline bool bruteForceOdds(const RuleSet &rules, const GameState &state, const Evaluation &e,
    std::size_t maxSequences, std::map<std::string, std::map<std::string, double>> &result)
{
    std::vector<std::vector<std::pair<int, int>>> stack {{}};
    std::size_t resolutions = 0;
    while (!stack.empty()) {
        if (++resolutions > maxSequences)
            return false;
        const auto prefix = std::move(stack.back());
        stack.pop_back();
        PrefixDice dice(prefix);
        try {
            const Resolution r = rules.resolve(state, e, dice);
            double p = 1.0;
            for (const auto &[face, sides] : prefix)
                p /= sides;
            for (const Outcome &o : r.outcomes)
                result[o.subject][o.key] += p;
        } catch (const Error &) {
            if (dice.needed == 0)
                throw; // a real error, not the end of the prefix
            for (int f = 1; f <= dice.needed; ++f) {
                auto longer = prefix;
                longer.emplace_back(f, dice.needed);
                stack.push_back(std::move(longer));
            }
        }
    }
    return true;
}

} // namespace hexfire::property
