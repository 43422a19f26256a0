#include "core/rules/labataille/lblimber.h"

#include "core/data/datareader.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/mapcue.h"
#include "core/rules/movement.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

/** Whether the roll at this face, with this modifier, limbers or unlimbers. */
bool succeeds(const LimberTable &t, int modifier, int face)
{
    return face + modifier >= t.succeedsFrom;
}

/** Rolls the one die and applies the change, or only the points spent. */
class LimberPlan final : public EvaluationPlan {
public:
    LimberTable table;
    UnitId battery;
    std::string name;
    Hex hex;
    int modifier = 0;
    std::vector<Effect> changed; /**< the formation change, as the order would apply it */
    Outcome changedOutcome;
    std::optional<Effect> spent; /**< a failed roll: the movement points spent, nothing else */

    void resolve(const RuleSet &, const GameState &, const Evaluation &evaluation, DiceSource &dice,
        Resolution &r) const override
    {
        r = startResolution(evaluation);
        const int face = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "limber roll")));
        const bool ok = succeeds(table, modifier, face);
        const int modified = face + modifier;
        r.cues.push_back(
            dieCue(hex, 6, face, ruleSentence(HEXFIRE_TEXT("RuleText", "%1's limber roll"), name)));
        r.lines.push_back(explain("limber.result", resultText(face, modified, ok),
            std::to_string(modified), modified, table.assumed ? limberAssumption : limberRule,
            battery.value, table.assumed));
        r.finals.push_back({"limber.reading",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Modified limber roll of %1"), name), modified,
            battery.value});
        Effect record = makeEffect(EffectKind::Record, "limber-roll", battery);
        record.check = CheckResult {modified, table.succeedsFrom, ok};
        record.note = ok
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "limber roll passed"))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "limber roll failed: no formation change"));
        r.effects.push_back(std::move(record));
        if (ok) {
            r.effects.insert(r.effects.end(), changed.begin(), changed.end());
            r.outcomes.push_back(changedOutcome);
            return;
        }
        if (spent)
            r.effects.push_back(*spent);
        r.outcomes.push_back({battery.value, "limber-failed",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The limber roll fails: %1 stays in its formation"),
                name)});
    }

private:
    /** The roll's line: the face, the modifier when there is one, what it does. */
    std::string resultText(int face, int modified, bool ok) const
    {
        if (modifier == 0)
            return ok ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                         "The limber roll of %1 is %2: the guns change formation"),
                       name, face)
                      : ruleSentence(HEXFIRE_TEXT("RuleText",
                                         "The limber roll of %1 is %2: below %3, the formation "
                                         "does not change and the movement points are spent"),
                          name, face, table.succeedsFrom);
        return ok ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "The limber roll of %1 is %2 %3 = %4: the guns change "
                                     "formation"),
                   name, face, signedText(modifier), modified)
                  : ruleSentence(HEXFIRE_TEXT("RuleText",
                                     "The limber roll of %1 is %2 %3 = %4: below %5, the "
                                     "formation does not change and the movement points are "
                                     "spent"),
                      name, face, signedText(modifier), modified, table.succeedsFrom);
    }
};

} // namespace

std::optional<LimberTable> LimberTable::fromData(const DataNode &node, Diagnostics &diagnostics)
{
    ObjectReader r(node, diagnostics,
        {"assumed", "source", "succeedsFrom", "artilleryBonus", "specialAbility"},
        "the limber roll");
    if (!r.isObject())
        return std::nullopt;
    LimberTable t;
    t.assumed = r.boolean("assumed").value_or(true);
    r.string("source");
    const auto from = r.integer("succeedsFrom", 1, 7, true);
    const auto bonus = r.integer("artilleryBonus", -6, 6);
    const auto ability = r.integer("specialAbility", -6, 6);
    if (!from)
        return std::nullopt;
    t.succeedsFrom = static_cast<int>(*from);
    t.artilleryBonus = static_cast<int>(bonus.value_or(t.artilleryBonus));
    t.specialAbility = static_cast<int>(ability.value_or(t.specialAbility));
    return t;
}

bool isLimberChange(Formation from, Formation to)
{
    const auto gun
        = [](Formation f) { return f == Formation::Limbered || f == Formation::Unlimbered; };
    return from != to && gun(from) && gun(to);
}

int limberModifier(
    const LimberTable &t, const GameState &state, const Unit &battery, std::string &who)
{
    int best = 0;
    who.clear();
    for (const Unit *u : state.unitsIn(battery.hex)) {
        const LbProfile *p = profileOf<LbProfile>(*u);
        if (!p || p->kind != UnitKind::Leader || u->side != battery.side || !u->onMap())
            continue;
        const int value = std::max(
            p->specialAbility ? t.specialAbility : 0, p->artilleryBonus ? t.artilleryBonus : 0);
        if (value > best) {
            best = value;
            who = u->name;
        }
    }
    return best;
}

double limberChance(const LimberTable &t, int modifier)
{
    int faces = 0;
    for (int face = 1; face <= 6; ++face)
        faces += succeeds(t, modifier, face) ? 1 : 0;
    return faces / 6.0;
}

std::shared_ptr<const EvaluationPlan> limberPlan(const LimberTable &t, const GameState &state,
    const Unit &battery, const EffectsPlan &changed, int failSpent, Evaluation &e)
{
    auto plan = std::make_shared<LimberPlan>();
    plan->table = t;
    plan->battery = battery.id;
    plan->name = battery.name;
    plan->hex = battery.hex;
    std::string who;
    plan->modifier = limberModifier(t, state, battery, who);
    plan->changed = changed.effects;
    if (!changed.outcomes.empty())
        plan->changedOutcome = changed.outcomes.front();
    // The roll's outcome is the one its odds table names: the battery's formation change.
    plan->changedOutcome.subject = battery.id.value;
    plan->changedOutcome.key = "change-formation";
    if (plan->changedOutcome.label.empty())
        plan->changedOutcome.label = HEXFIRE_TEXT("RuleText", "The guns change formation");
    if (failSpent > 0) {
        Effect spent = makeEffect(EffectKind::Moved, "movement-spent", battery.id);
        spent.from = battery.hex;
        spent.to = battery.hex;
        spent.count = failSpent;
        spent.note = ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 movement points spent on a failed limber roll"),
            movementPointsText(failSpent, 2));
        plan->spent = spent;
    }
    const std::string rule = t.assumed ? limberAssumption : limberRule;
    e.lines.push_back(explain("limber.roll",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "%1 rolls one die to limber or unlimber: the guns change formation on %2 "
                         "or more"),
            battery.name, t.succeedsFrom),
        std::to_string(t.succeedsFrom), t.succeedsFrom, rule, battery.id.value, t.assumed));
    if (plan->modifier != 0)
        e.lines.push_back(explain("limber.leader",
            ruleSentence(HEXFIRE_TEXT("RuleText", "a leader in its hex (%1)"), who),
            signedText(plan->modifier), plan->modifier, limberRule, battery.id.value));
    const double chance = limberChance(t, plan->modifier);
    e.odds.push_back({battery.id.value,
        ruleSentence(HEXFIRE_TEXT("RuleText", "Limber roll of %1"), battery.name),
        {{"change-formation", HEXFIRE_TEXT("RuleText", "The guns change formation"), chance, 0},
            {"limber-failed",
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "The formation does not change; %1 movement points spent"),
                    movementPointsText(failSpent, 2)),
                1.0 - chance, 1}},
        t.assumed, 1, ruleSentence(HEXFIRE_TEXT("RuleText", "fails the limber roll")), 1});
    e.dice.push_back({6, ruleSentence(HEXFIRE_TEXT("RuleText", "limber roll")), false});
    if (t.assumed)
        e.assumptions.push_back(limberAssumptionOf(t));
    return plan;
}

Assumption limberAssumptionOf(const LimberTable &t)
{
    return {"labataille.limber-roll",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "The limber roll's table was not found: one die, an artillery-bonus "
                         "leader in the hex %1, a special-ability leader %2 (the best leader "
                         "counts), changes the formation on %3 or more; a failed roll leaves the "
                         "formation as it was and spends the movement points of the change."),
            signedText(t.artilleryBonus), signedText(t.specialAbility), t.succeedsFrom),
        limberAssumption};
}

} // namespace hexfire::labataille
