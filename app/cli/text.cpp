#include "app/cli/text.h"

#include "core/rules/movement.h"
#include "core/rules/oddssummary.h"
#include "core/rules/reinforcements.h"
#include "core/rules/rulehooks.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <type_traits>
#include <variant>

namespace hexfire::cli {

namespace {

std::string signedValue(const ExplanationLine &l) { return l.value; }

std::string lineText(const ExplanationLine &l)
{
    std::string s = l.text;
    if (!l.value.empty())
        s += ": " + signedValue(l);
    s += "  [" + (l.rule.empty() ? std::string("no rule reference") : l.rule) + "]";
    return s + tags(l.assumed, l.notOfficial);
}

std::string markerText(const RuleSet &rules, const GameState &s, const Marker &m)
{
    const MarkerType *type = findByKey(rules.vocabulary().markers, m.kind);
    std::string text = type ? type->name : m.kind;
    const MarkerView view = rules.describeMarker(s, m);
    if (!view.value.empty())
        text += " " + view.value;
    else if (m.value != 0 || (type && type->showsValue))
        text += " " + std::to_string(m.value);
    return text + " in " + s.map().label(m.hex);
}

std::string effectName(const RuleSet &rules, const Effect &e)
{
    if (const EffectType *type = findByKey(rules.vocabulary().effects, e.name))
        return type->name;
    return e.name.empty() ? std::string(key(e.kind)) : e.name;
}

} // namespace

std::string tags(bool assumed, bool notOfficial)
{
    std::string s;
    if (assumed)
        s += " (assumed)";
    if (notOfficial)
        s += " (not official)";
    return s;
}

std::string percent(double p)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f%%", p * 100.0);
    return buf;
}

std::string paramText(const ParamValue &value, const GameState &s)
{
    return std::visit(
        [&](const auto &v) -> std::string {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, int>) {
                return std::to_string(v);
            } else if constexpr (std::is_same_v<T, bool>) {
                return v ? "yes" : "no";
            } else if constexpr (std::is_same_v<T, std::string>) {
                return v;
            } else if constexpr (std::is_same_v<T, Hex>) {
                return s.map().label(v);
            } else if constexpr (std::is_same_v<T, UnitId>) {
                return v.value;
            } else if constexpr (std::is_same_v<T, std::vector<Hex>>) {
                std::string text;
                for (const Hex h : v)
                    text += (text.empty() ? "" : " ") + s.map().label(h);
                return text;
            } else {
                std::string text;
                for (const UnitId &u : v)
                    text += (text.empty() ? "" : ", ") + u.value;
                return text;
            }
        },
        value);
}

std::string unitLabel(const GameState &s, const UnitId &id)
{
    const Unit *u = s.findUnit(id);
    if (!u)
        return id.value;
    const Side *side = s.findSide(u->side);
    return side ? side->name + " " + u->name : u->name;
}

std::string describeAction(const Game &game, const GameState &s, const Action &a)
{
    std::string text = game.actionName(a);
    if (!a.actors.empty()) {
        text += " by ";
        for (std::size_t i = 0; i < a.actors.size(); ++i)
            text += (i ? ", " : "") + unitLabel(s, a.actors[i]);
    }
    if (a.target)
        text += " at " + s.map().label(*a.target);
    if (a.targetUnit)
        text += " at " + unitLabel(s, *a.targetUnit);
    if (a.via)
        text += " via " + s.map().label(*a.via);
    const ActionType *type = game.rules().findActionType(a.kind);
    std::vector<std::string> shown;
    if (type) {
        for (const ParamSpec &spec : type->params) {
            const auto it = a.params.find(spec.key);
            if (it == a.params.end())
                continue;
            // A choice reads as its label ("Carré"), not its key.
            std::string value = paramText(it->second, s);
            for (const ParamChoice &c : spec.choices) {
                if (c.key == value)
                    value = c.label;
            }
            text += ", " + spec.label + " " + value;
            shown.push_back(spec.key);
        }
    }
    for (const auto &[key, value] : a.params) {
        if (std::find(shown.begin(), shown.end(), key) == shown.end())
            text += ", " + key + " " + paramText(value, s);
    }
    return text;
}

std::string effectText(const RuleSet &rules, const GameState &s, const Effect &e)
{
    std::string text = effectName(rules, e);
    if (e.unit) {
        // The unit's name as the player knows it; the JSON keeps the id for scripts.
        const Unit *u = s.findUnit(*e.unit);
        if (const Reinforcement *r = u ? nullptr : s.findReinforcement(*e.unit))
            u = &r->unit; // a reinforcement about to arrive
        text = (u ? u->name : e.unit->value) + ": " + text;
    }
    const bool oneStep
        = (e.kind == EffectKind::StrengthLost || e.kind == EffectKind::StrengthGained)
        && e.count == 1;
    if (e.kind == EffectKind::DamageChanged) {
        // The level by the rule system's name, not a count.
        const auto &levels = rules.vocabulary().damageLevels;
        if (e.count > 0 && static_cast<std::size_t>(e.count) <= levels.size())
            text += ": " + levels[static_cast<std::size_t>(e.count - 1)];
    } else if (e.kind == EffectKind::TallyChanged) {
        // "German +2 victory points": the side and the count by the rule system's words.
        const TallyType *tally = findByKey(rules.vocabulary().tallies, e.tally);
        const Side *side = e.side ? s.findSide(*e.side) : nullptr;
        const int n = e.count < 0 ? -e.count : e.count;
        text += ": " + (side ? side->name : std::string()) + (e.count < 0 ? " -" : " +")
            + std::to_string(n) + " " + (tally ? (n == 1 ? tally->unit : tally->units) : e.tally);
    } else if (e.kind == EffectKind::Moved && e.count) {
        // Movement units: the points paid, as the rule system counts them (halves included).
        const MovementRules *movement = rules.movementRules();
        text += ", " + movementPointsText(e.count, movement ? movement->unitsPerPoint() : 1);
    } else if (e.count && !oneStep) {
        text += " x" + std::to_string(e.count);
    }
    if (e.check)
        text += " (die " + std::to_string(e.check->roll) + " vs " + std::to_string(e.check->target)
            + (e.check->passed ? ", passed)" : ", failed)");
    if (e.marker)
        text += " " + markerText(rules, s, *e.marker);
    if (e.to)
        text += " to " + s.map().label(*e.to);
    for (const Hex h : e.hexes)
        text += " " + s.map().label(h);
    if (!e.note.empty())
        text += " - " + e.note;
    return text;
}

std::vector<const StatusType *> statusesOf(const RuleSet &rules, const Unit &u)
{
    std::vector<const StatusType *> out;
    for (const StatusType &t : rules.vocabulary().statuses) {
        if (u.status.has(t.key))
            out.push_back(&t);
    }
    return out;
}

std::vector<std::string> statusKeysOf(const RuleSet &rules, const Unit &u)
{
    std::vector<std::string> keys;
    for (const StatusType *t : statusesOf(rules, u))
        keys.push_back(t->key);
    for (const std::string &k : u.status.keys()) {
        if (!findByKey(rules.vocabulary().statuses, k))
            keys.push_back(k);
    }
    return keys;
}

void printEvaluation(const GameState &s, const Evaluation &e)
{
    std::cout << "  Legal: " << (e.legal ? "yes" : "no");
    if (!e.legal)
        std::cout << " - " << e.whyNot << (e.whyNotRule.empty() ? "" : " [" + e.whyNotRule + "]");
    std::cout << "\n";
    for (const LosTrace &t : e.los)
        std::cout << "  LOS " << s.map().label(t.firer) << " -> " << s.map().label(t.target) << ": "
                  << toString(t.verdict)
                  << (t.hindrance ? " (hindrance " + std::to_string(t.hindrance) + ")" : "")
                  << "\n";
    if (!e.lines.empty()) {
        std::cout << "  Modifiers:\n";
        for (const ExplanationLine &l : e.lines)
            std::cout << "    " << lineText(l) << "\n";
    }
    if (!e.odds.empty()) {
        std::cout << "  Odds:\n";
        // Most important first, each with its one-line answer, as the window shows them.
        for (const OddsTable &t : oddsInDisplayOrder(e.odds)) {
            std::cout << "    " << t.title << tags(t.assumed, false);
            if (const OddsSummary sum = oddsSummary(t); !sum.text.empty())
                std::cout << " (" << sum.text << ")";
            std::cout << ":";
            for (const OutcomeOdds &o : t.outcomes)
                std::cout << " " << o.label << " " << percent(o.probability) << ";";
            std::cout << "\n";
        }
    }
    if (!e.dice.empty()) {
        std::cout << "  Dice:";
        for (const DieSpec &d : e.dice)
            std::cout << " d" << d.sides << " " << d.purpose
                      << (d.conditional ? " (if needed)" : "") << ";";
        std::cout << "\n";
    }
}

void printResolution(const RuleSet &rules, const GameState &before, const Resolution &r)
{
    if (!r.rolls.empty()) {
        std::cout << "  Rolls:";
        for (const DieRoll &d : r.rolls)
            std::cout << " d" << d.sides << "=" << d.face << " (" << d.purpose << ");";
        std::cout << "\n";
    }
    if (!r.lines.empty()) {
        std::cout << "  Resolution:\n";
        for (const ExplanationLine &l : r.lines)
            std::cout << "    " << lineText(l) << "\n";
    }
    for (const FinalNumber &f : r.finals)
        std::cout << "  Final: " << f.label << " = " << f.value << "\n";
    for (const Outcome &o : r.outcomes) {
        // A unit's or a side's outcome names it; the rest ("initiative", "time") are keys for
        // scripts, and their label is already the whole sentence ("20 minutes pass").
        std::cout << "  Outcome: ";
        if (const Unit *u = before.findUnit(UnitId {o.subject}))
            std::cout << u->name << ": ";
        else if (const Side *side = before.findSide(SideId {o.subject}))
            std::cout << side->name << ": ";
        std::cout << o.label << "\n";
    }
    for (const Effect &e : r.effects)
        std::cout << "  Effect: " << effectText(rules, before, e) << "\n";
}

void printUnits(const RuleSet &rules, const GameState &s)
{
    std::cout << "Units:\n";
    for (const Unit &u : s.units()) {
        std::cout << "  " << u.id.value << " (" << u.name << ", " << u.side.value << ") "
                  << s.map().label(u.hex);
        for (const Hex h : u.alsoIn)
            std::cout << " and " << s.map().label(h);
        std::cout << ", strength " << u.strength << "/" << u.maxStrength;
        for (const StatusType *t : statusesOf(rules, u))
            std::cout << ", " << t->name;
        if (u.damage > 0) {
            const auto &levels = rules.vocabulary().damageLevels;
            const auto level = static_cast<std::size_t>(u.damage - 1);
            std::cout << ", "
                      << (level < levels.size() ? levels[level]
                                                : "damage " + std::to_string(u.damage));
        }
        if (u.eliminated)
            std::cout << ", eliminated";
        std::cout << "\n";
    }
    if (s.reinforcements().empty())
        return;
    std::cout << "Reinforcements to come:\n";
    for (const Reinforcement &in : s.reinforcements())
        std::cout << "  " << in.unit.id.value << " (" << reinforcementText(s, in) << ", "
                  << in.unit.side.value << ")\n";
}

void printAssumptions(const std::vector<Assumption> &as)
{
    if (as.empty())
        return;
    std::cout << "Assumptions in force (HexFire's reading where the rules leave a choice):\n";
    for (const Assumption &a : as)
        std::cout << "  - " << a.text << " [" << a.reference << "] (assumed)\n";
}

void printWrapped(const std::string &text, int indent, int width)
{
    const std::string pad(static_cast<std::size_t>(indent), ' ');
    std::string line;
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
        if (!line.empty() && static_cast<int>(line.size() + 1 + word.size()) > width - indent) {
            std::cout << pad << line << "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty())
        std::cout << pad << line << "\n";
}

} // namespace hexfire::cli
