#include "core/rules/whatif.h"

#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/rules/bestshots.h"
#include "core/rules/rulesentence.h"

#include <algorithm>

namespace hexfire {

namespace {

/** Whether English writes the name's possessive with a bare apostrophe ("Jones'"). */
bool endsInS(const std::string &name)
{
    return !name.empty() && (name.back() == 's' || name.back() == 'S');
}

/** The units the action is aimed at: its target unit, or the units in its target hex that are
    not the leading unit's side (all of them when nobody leads: a phase step on a hex). */
std::vector<const Unit *> targetsOf(const GameState &state, const Action &action)
{
    std::vector<const Unit *> out;
    if (action.targetUnit) {
        if (const Unit *u = state.findUnit(*action.targetUnit))
            out.push_back(u);
        return out;
    }
    if (!action.target || !state.map().contains(*action.target))
        return out;
    const Unit *lead = action.actors.empty() ? nullptr : state.findUnit(action.actors.front());
    for (const Unit *u : state.unitsIn(*action.target)) {
        if (u->onMap() && (!lead || u->side != lead->side))
            out.push_back(u);
    }
    return out;
}

void addStates(const RuleSet &rules, const Unit &unit, WhatIfChange::Kind kind,
    const Action &action, std::vector<WhatIfChange> &out)
{
    for (const StatusType &s : rules.vocabulary().statuses) {
        const bool has = unit.status.has(s.key);
        WhatIfChange c;
        c.kind = kind;
        c.label = has ? ruleSentence(HEXFIRE_TEXT("RuleText", "If %1 were not %2"), unit.name,
                      translatedRuleText(s.name))
                      : ruleSentence(HEXFIRE_TEXT("RuleText", "If %1 were %2"), unit.name,
                          translatedRuleText(s.name));
        Effect e
            = makeEffect(has ? EffectKind::StatusCleared : EffectKind::StatusSet, s.key, unit.id);
        e.status = s.key;
        c.stateChanges.push_back(std::move(e));
        c.action = action;
        out.push_back(std::move(c));
    }
}

/** The orders a unit could take first (an action taken by one unit with no target), each with
    every choice of its one choice parameter: the effects of those the rules allow without a die
    and that change the position. */
void addOrders(const RuleSet &rules, const GameState &state, const Unit &unit, const Action &action,
    std::vector<WhatIfChange> &out)
{
    for (const std::string &key : rules.availableActions(state, {unit.id})) {
        const ActionType *type = findByKey(rules.vocabulary().actions, key);
        if (!type || type->actors != ActorRule::One || type->target != TargetKind::None
            || type->attacks || type->params.size() > 1)
            continue;
        std::vector<std::pair<ParamMap, std::string>> variants;
        if (type->params.empty()) {
            variants.push_back({{}, std::string(translatedRuleText(type->name))});
        } else if (type->params.front().type == ParamType::Choice) {
            for (const ParamChoice &choice : type->params.front().choices)
                variants.push_back({{{type->params.front().key, choice.key}},
                    std::string(translatedRuleText(type->name)) + ": "
                        + std::string(translatedRuleText(choice.label))});
        }
        for (auto &[params, name] : variants) {
            Action order;
            order.kind = type->key;
            order.actors = {unit.id};
            order.params = std::move(params);
            try {
                const Evaluation e = rules.evaluateInGame(state, order);
                if (!e.legal || !e.dice.empty())
                    continue;
                ScriptedDice noDice({});
                Resolution r = rules.resolve(state, e, noDice);
                WhatIfChange c;
                c.kind = WhatIfChange::Kind::Order;
                for (Effect &fx : r.effects) {
                    if (fx.kind != EffectKind::Record)
                        c.stateChanges.push_back(std::move(fx));
                }
                if (c.stateChanges.empty())
                    continue;
                GameState after = state;
                after.apply(c.stateChanges);
                if (after == state)
                    continue;
                c.label
                    = ruleSentence(HEXFIRE_TEXT("RuleText", "If %1 had first taken the order %2"),
                        unit.name, name);
                c.action = action;
                out.push_back(std::move(c));
            } catch (const Error &) {
                // An order this position does not allow in a way evaluate did not foresee: none.
            }
        }
    }
}

void addSupporters(const RuleSet &rules, const GameState &state, const Action &action,
    const ActionType &type, std::vector<WhatIfChange> &out)
{
    if (type.actors != ActorRule::Several || action.actors.empty())
        return;
    for (std::size_t i = 1; i < action.actors.size(); ++i) {
        const Unit *u = state.findUnit(action.actors[i]);
        WhatIfChange c;
        c.kind = WhatIfChange::Kind::Supporter;
        const std::string who = u ? u->name : action.actors[i].value;
        c.label = endsInS(who)
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "Without %1' support"), who)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "Without %1's support"), who);
        c.action = action;
        c.action.actors.erase(c.action.actors.begin() + static_cast<std::ptrdiff_t>(i));
        out.push_back(std::move(c));
    }
    const Unit *lead = state.findUnit(action.actors.front());
    if (!lead)
        return;
    for (const Unit &u : state.units()) {
        if (!u.onMap() || u.side != lead->side
            || std::find(action.actors.begin(), action.actors.end(), u.id) != action.actors.end())
            continue;
        Action more = action;
        more.actors.push_back(u.id);
        const auto keys = rules.availableActions(state, more.actors);
        if (std::find(keys.begin(), keys.end(), action.kind) == keys.end())
            continue;
        if (!rules.evaluateOrRefuse(state, more).legal)
            continue;
        WhatIfChange c;
        c.kind = WhatIfChange::Kind::Supporter;
        c.label = endsInS(u.name)
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "With %1' support"), u.name)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "With %1's support"), u.name);
        c.action = std::move(more);
        out.push_back(std::move(c));
    }
}

void addInputs(const Action &action, const ActionType &type, std::vector<WhatIfChange> &out)
{
    for (const ParamSpec &p : type.params) {
        if (p.askOrderOnCommit)
            continue;
        const auto it = action.params.find(p.key);
        const ParamValue *current = it != action.params.end() ? &it->second
            : p.defaultValue                                  ? &*p.defaultValue
                                                              : nullptr;
        auto add = [&](ParamValue value, std::string label) {
            WhatIfChange c;
            c.kind = WhatIfChange::Kind::Input;
            c.label = std::move(label);
            c.action = action;
            c.action.params[p.key] = std::move(value);
            out.push_back(std::move(c));
        };
        switch (p.type) {
        case ParamType::Flag: {
            const bool on
                = current && std::holds_alternative<bool>(*current) && std::get<bool>(*current);
            add(!on,
                on ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "Without \u201c%1\u201d"), translatedRuleText(p.label))
                   : ruleSentence(HEXFIRE_TEXT("RuleText", "With \u201c%1\u201d"),
                       translatedRuleText(p.label)));
            break;
        }
        case ParamType::Choice:
            for (const ParamChoice &choice : p.choices) {
                const bool chosen = current && std::holds_alternative<std::string>(*current)
                    && std::get<std::string>(*current) == choice.key;
                if (!chosen)
                    add(choice.key,
                        ruleSentence(HEXFIRE_TEXT("RuleText", "If %1 were \u201c%2\u201d"),
                            translatedRuleText(p.label), translatedRuleText(choice.label)));
            }
            break;
        case ParamType::Integer: {
            const int v = current && std::holds_alternative<int>(*current) ? std::get<int>(*current)
                                                                           : p.minimum;
            for (const int next : {v - 1, v + 1}) {
                if (next >= p.minimum && next <= p.maximum)
                    add(next,
                        ruleSentence(HEXFIRE_TEXT("RuleText", "If %1 were %2"),
                            translatedRuleText(p.label), next));
            }
            break;
        }
        case ParamType::Text:
        case ParamType::Hex:
        case ParamType::Unit:
        case ParamType::UnitList:
        case ParamType::HexList:
            break;
        }
    }
}

void addMarkers(const RuleSet &rules, const GameState &state, const Action &action,
    const std::vector<const Unit *> &targets, std::vector<WhatIfChange> &out)
{
    std::vector<Hex> hexes;
    if (action.target)
        hexes.push_back(*action.target);
    for (const Unit *t : targets) {
        if (std::find(hexes.begin(), hexes.end(), t->hex) == hexes.end())
            hexes.push_back(t->hex);
    }
    for (const Hex h : hexes) {
        if (!state.map().contains(h))
            continue;
        for (const Marker *m : state.markersAt(h)) {
            const MarkerType *type = findByKey(rules.vocabulary().markers, m->kind);
            WhatIfChange c;
            c.kind = WhatIfChange::Kind::Marker;
            c.label = ruleSentence(HEXFIRE_TEXT("RuleText", "Without the %1 marker in %2"),
                type ? translatedRuleText(type->name) : std::string_view(m->kind),
                state.map().label(h));
            Effect e = makeEffect(EffectKind::MarkerRemoved, m->kind);
            e.marker = *m;
            c.stateChanges.push_back(std::move(e));
            c.action = action;
            out.push_back(std::move(c));
        }
    }
}

/** The cover of the hex the action aims at: other terrain the map uses, features out and in. */
void addCover(const RuleSet &rules, const GameState &state, const Action &action,
    const std::vector<const Unit *> &targets, std::vector<WhatIfChange> &out)
{
    std::optional<Hex> hex = action.target;
    if (!hex && !targets.empty())
        hex = targets.front()->hex;
    if (!hex || !state.map().contains(*hex))
        return;
    const MapGrid &map = state.map();
    const std::string where = map.label(*hex);
    auto change = [&](std::string label, WhatIfChange::MapChange m) {
        WhatIfChange c;
        c.kind = WhatIfChange::Kind::Cover;
        c.label = std::move(label);
        m.hex = *hex;
        c.mapChanges.push_back(std::move(m));
        c.action = action;
        out.push_back(std::move(c));
    };
    const int current = map.terrainIndexAt(*hex);
    for (std::size_t i = 0; i < map.terrainKinds().size(); ++i) {
        if (static_cast<int>(i) == current)
            continue;
        const TerrainKind &t = map.terrainKinds()[i];
        // Only terrain the map has somewhere: a kind listed but never used is no real option.
        const std::vector<Hex> all = map.hexes();
        if (std::none_of(all.begin(), all.end(),
                [&](Hex h) { return map.terrainIndexAt(h) == static_cast<int>(i); }))
            continue;
        change(ruleSentence(
                   HEXFIRE_TEXT("RuleText", "If %1 were %2"), where, translatedRuleText(t.name)),
            {*hex, t.id, {}, {}});
    }
    for (const std::string &f : map.features(*hex))
        change(ruleSentence(HEXFIRE_TEXT("RuleText", "Without the %1 in %2"),
                   translatedRuleText(rules.featureName(f)), where),
            {*hex, {}, {}, f});
    for (const FeatureType &f : rules.vocabulary().featureTypes) {
        if (f.place == FeaturePlace::InHex && !map.hasFeature(*hex, f.key))
            change(ruleSentence(HEXFIRE_TEXT("RuleText", "With %1 in %2"),
                       translatedRuleText(rules.featureName(f.key)), where),
                {*hex, {}, f.key, {}});
    }
}

} // namespace

std::vector<WhatIfChange> whatIfChanges(
    const RuleSet &rules, const GameState &state, const Action &action)
{
    std::vector<WhatIfChange> out;
    const ActionType *type = rules.findActionType(action.kind);
    if (!type)
        return out;
    const std::vector<const Unit *> targets = targetsOf(state, action);
    const Unit *lead = action.actors.empty() ? nullptr : state.findUnit(action.actors.front());
    for (const Unit *t : targets)
        addStates(rules, *t, WhatIfChange::Kind::TargetState, action, out);
    if (lead)
        addStates(rules, *lead, WhatIfChange::Kind::ActorState, action, out);
    for (const Unit *t : targets)
        addOrders(rules, state, *t, action, out);
    if (lead)
        addOrders(rules, state, *lead, action, out);
    addSupporters(rules, state, action, *type, out);
    addInputs(action, *type, out);
    addMarkers(rules, state, action, targets, out);
    addCover(rules, state, action, targets, out);
    return out;
}

GameState changedState(const GameState &state, const WhatIfChange &change)
{
    GameState after = state;
    for (const WhatIfChange::MapChange &m : change.mapChanges) {
        MapGrid &map = after.editMap();
        if (!m.terrain.empty())
            map.setTerrain(m.hex, m.terrain);
        if (!m.addFeature.empty())
            map.addFeature(m.hex, m.addFeature);
        if (!m.removeFeature.empty())
            map.removeFeature(m.hex, m.removeFeature);
    }
    if (!change.stateChanges.empty())
        after.apply(change.stateChanges);
    return after;
}

std::vector<OddsDifference> oddsDifferences(
    const std::vector<OddsTable> &before, const std::vector<OddsTable> &after)
{
    // The n-th table of a subject before is the n-th table of that subject after.
    auto nth = [](const std::vector<OddsTable> &tables, std::size_t i) {
        std::size_t n = 0;
        for (std::size_t j = 0; j < i; ++j)
            n += tables[j].subject == tables[i].subject ? 1 : 0;
        return n;
    };
    auto find = [&](const std::vector<OddsTable> &tables, const std::string &subject,
                    std::size_t n) -> const OddsTable * {
        for (const OddsTable &t : tables) {
            if (t.subject == subject && n-- == 0)
                return &t;
        }
        return nullptr;
    };
    auto probability = [](const OddsTable *t, const std::string &key) {
        if (t) {
            for (const OutcomeOdds &o : t->outcomes) {
                if (o.key == key)
                    return o.probability;
            }
        }
        return 0.0;
    };
    std::vector<OddsDifference> out;
    for (std::size_t i = 0; i < after.size(); ++i) {
        const OddsTable &a = after[i];
        const OddsTable *b = find(before, a.subject, nth(after, i));
        for (const OutcomeOdds &o : a.outcomes)
            out.push_back({a.title, o.key, o.label, probability(b, o.key), o.probability});
        if (b) {
            for (const OutcomeOdds &o : b->outcomes) {
                if (std::none_of(a.outcomes.begin(), a.outcomes.end(),
                        [&](const OutcomeOdds &x) { return x.key == o.key; }))
                    out.push_back({a.title, o.key, o.label, o.probability, 0.0});
            }
        }
    }
    for (std::size_t i = 0; i < before.size(); ++i) {
        const OddsTable &b = before[i];
        if (find(after, b.subject, nth(before, i)))
            continue;
        for (const OutcomeOdds &o : b.outcomes)
            out.push_back({b.title, o.key, o.label, o.probability, 0.0});
    }
    return out;
}

WhatIf whatIf(
    const RuleSet &rules, const GameState &state, const Action &action, const WhatIfChange &change)
{
    WhatIf out;
    out.before = rules.evaluateOrRefuse(state, action);
    out.after = rules.evaluateOrRefuse(changedState(state, change), change.action);
    out.beforeHeadline = headlineOf(out.before);
    out.afterHeadline = headlineOf(out.after);
    out.differences = oddsDifferences(out.before.odds, out.after.odds);
    return out;
}

} // namespace hexfire
