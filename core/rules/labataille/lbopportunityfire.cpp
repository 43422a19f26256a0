#include "core/rules/labataille/lbopportunityfire.h"

#include "core/rules/labataille/lbfire.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmovement.h"
#include "core/rules/labataille/lbreactioncharge.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

constexpr const char *fireRule = "Combat à la Feu (21)";

std::string namesOf(const GameState &state, const std::vector<UnitId> &ids)
{
    std::string out;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const std::string &name = state.unit(ids[i]).name;
        out = i == 0             ? name
            : i + 1 < ids.size() ? out + ", " + name
                                 : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 and %2"), out, name);
    }
    return out;
}

} // namespace

bool LbOpportunityFire::mayFire(const Unit &u) const
{
    const LbProfile *p = profileOf<LbProfile>(u);
    if (!u.onMap() || !p || p->kind == UnitKind::Leader || p->kind == UnitKind::Cavalry)
        return false;
    return m_options->tables.fireMultiple(*p) > 0 && !firerStateRefusal(u);
}

std::vector<UnitId> LbOpportunityFire::firing(
    const GameState &state, const std::vector<UnitId> &holders) const
{
    std::vector<UnitId> out;
    for (const UnitId &id : holders) {
        if (mayFire(state.unit(id)))
            out.push_back(id);
    }
    return out;
}

Effect LbOpportunityFire::marker(
    const GameState &state, const Unit &unit, Hex h, int offset, const std::vector<UnitId> &firers)
{
    Marker m;
    m.id = MarkerId {state.nextMarkerId().value + offset};
    m.kind = std::string(markers::opportunity);
    m.hex = h;
    m.side = unit.side;
    m.unit = unit.id;
    const LbProfile &p = *profileOf<LbProfile>(unit);
    m.params["formation"] = std::string(key(p.formation));
    if (unit.facing)
        m.params["facing"] = unit.facing->position();
    if (h == unit.hex && !unit.alsoIn.empty())
        m.params["alsoIn"] = unit.alsoIn;
    m.source = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2"), unit.name, state.map().label(h));
    Effect placed = makeEffect(EffectKind::MarkerPlaced, std::string(markers::opportunity));
    placed.marker = std::move(m);
    placed.note = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 may make opportunity fire at %2 in %3"),
        namesOf(state, firers), unit.name, state.map().label(h));
    return placed;
}

std::vector<Effect> LbOpportunityFire::markersForMove(
    const GameState &state, const Unit &unit, const std::vector<Hex> &path) const
{
    std::vector<Effect> out;
    if (!profileOf<LbProfile>(unit))
        return out;
    Hex from = unit.hex;
    for (const Hex to : path) {
        const std::vector<UnitId> firers = firing(state, zdiHoldersLeft(state, unit, from, to));
        if (!firers.empty())
            out.push_back(marker(state, unit, from, static_cast<int>(out.size()), firers));
        from = to;
    }
    return out;
}

std::optional<Effect> LbOpportunityFire::markerForFormationChange(
    const GameState &state, const Unit &unit) const
{
    if (!profileOf<LbProfile>(unit))
        return std::nullopt;
    const std::vector<UnitId> firers = firing(state, zdiHolders(state, unit, unit.hex));
    if (firers.empty())
        return std::nullopt;
    return marker(state, unit, unit.hex, 0, firers);
}

std::optional<GameState> LbOpportunityFire::formerPosition(
    const GameState &state, const Marker &marker)
{
    const Unit *now = marker.unit ? state.findUnit(*marker.unit) : nullptr;
    const LbProfile *p = now ? profileOf<LbProfile>(*now) : nullptr;
    if (!p || !now->onMap())
        return std::nullopt;
    Unit former = *now;
    former.hex = marker.hex;
    former.alsoIn = paramOr<std::vector<Hex>>(marker.params, "alsoIn", {});
    if (const int *facing = paramAs<int>(marker.params, "facing"))
        former.facing = Facing::fromPosition(*facing);
    auto profile = std::make_shared<LbProfile>(*p);
    if (const std::string *f = paramAs<std::string>(marker.params, "formation"))
        profile->formation = formationFromKey(*f).value_or(p->formation);
    former.profile = profile;
    GameState copy = state;
    copy.replaceUnit(former);
    return copy;
}

std::vector<UnitId> LbOpportunityFire::eligibleFirers(
    const GameState &state, const Marker &marker) const
{
    const std::optional<GameState> former = formerPosition(state, marker);
    if (!former)
        return {};
    return firing(*former, zdiHolders(*former, former->unit(*marker.unit), marker.hex));
}

Assumption LbOpportunityFire::assumption()
{
    return {"labataille.opportunity-fire",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Opportunity fire is made in the Movement segment after the order that draws it, at "
            "the unit as it stood in the hex (its former formation, facing and hexes), by units "
            "whose zone of influence held that hex; each unit fires once a Movement segment, and "
            "fire not made by the end of the segment is lost. Turning in a zone does not draw "
            "it.")),
        opportunityFireRef};
}

std::string LbOpportunityFire::describe(const GameState &state, const Marker &m) const
{
    const Unit *u = m.unit ? state.findUnit(*m.unit) : nullptr;
    const std::string *f = paramAs<std::string>(m.params, "formation");
    const auto formation = f ? formationFromKey(*f) : std::nullopt;
    const std::string who = u ? u->name : ruleSentence(HEXFIRE_TEXT("RuleText", "A unit"));
    std::string text = formation
        ? ruleSentence(HEXFIRE_TEXT("RuleText",
                           "%1 left a zone of influence in %2 in %3, or changed formation there: "
                           "the units whose zone it was may make opportunity fire at it as it "
                           "stood there (Zones d'Influence)."),
            who, state.map().label(m.hex), translatedRuleText(displayName(*formation)))
        : ruleSentence(HEXFIRE_TEXT("RuleText",
                           "%1 left a zone of influence in %2, or changed formation there: the "
                           "units whose zone it was may make opportunity fire at it as it stood "
                           "there (Zones d'Influence)."),
            who, state.map().label(m.hex));
    const std::vector<UnitId> firers = eligibleFirers(state, m);
    if (!firers.empty())
        text += " "
            + ruleSentence(HEXFIRE_TEXT("RuleText", "May fire: %1."), namesOf(state, firers));
    return text;
}

} // namespace hexfire::labataille

namespace hexfire {

using namespace labataille;

namespace {

/** The fire of the rule set's fire action, made at the former position: the real units lose
 *  the increments, no hex is marked fired at (the Movement segment is not a fire segment), and
 *  the opportunity marker goes. */
class OpportunityFirePlan final : public EvaluationPlan {
public:
    std::shared_ptr<const EvaluationPlan> fire;
    Marker spent;

    void resolve(const RuleSet &rules, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const override
    {
        fire->resolve(rules, state, evaluation, dice, r);
        r.effects.erase(std::remove_if(r.effects.begin(), r.effects.end(),
                            [](const Effect &e) {
                                return e.kind == EffectKind::MarkerPlaced
                                    && e.name == markers::firedAt;
                            }),
            r.effects.end());
        Effect removed = makeEffect(EffectKind::MarkerRemoved, "opportunity-fire");
        removed.marker = spent;
        removed.note = ruleSentence(
            HEXFIRE_TEXT("RuleText", "opportunity fire made at %1"), state.map().label(spent.hex));
        r.effects.push_back(std::move(removed));
    }
};

const Marker *opportunityMarker(const GameState &state, Hex h, const Action &action)
{
    const int *id = paramAs<int>(action.params, "marker");
    for (const Marker *m : state.markersAt(h)) {
        if (m->kind == markers::opportunity && (!id || m->id.value == *id))
            return m;
    }
    return nullptr;
}

} // namespace

Evaluation LaBatailleRuleSet::evaluateOpportunityFire(
    const GameState &state, const Action &action) const
{
    Evaluation e = startEvaluation(action);
    if (action.actors.empty())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "select the units that make opportunity fire")),
            fireRule);
    if (!action.target || !state.map().contains(*action.target))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "choose the hex the enemy unit left")), fireRule);
    const std::string label = state.map().label(*action.target);
    const Marker *m = opportunityMarker(state, *action.target, action);
    if (!m)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "no enemy unit left a zone of influence in %1 in this Movement "
                             "segment (or the fire at it was made)"),
                label),
            zdiRule);
    const std::optional<GameState> former = LbOpportunityFire::formerPosition(state, *m);
    if (!former)
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "the unit that left %1 is no longer on the map"), label),
            zdiRule);
    const Unit &mover = former->unit(*m->unit);
    const std::vector<UnitId> holders = zdiHolders(*former, mover, m->hex);
    for (const UnitId &id : action.actors) {
        const Unit &u = state.unit(id);
        if (u.side == mover.side)
            return refused(std::move(e),
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 is on the same side as %2"), u.name, mover.name),
                fireRule);
        if (std::find(holders.begin(), holders.end(), id) == holders.end())
            return refused(std::move(e),
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "%1's zone of influence did not hold %2: only the units whose "
                                 "zone %3 left may make opportunity fire at it"),
                    u.name, label, mover.name),
                zdiRule);
    }
    Action asFire = action;
    asFire.kind = std::string(actions::fire);
    asFire.params.erase("marker");
    Evaluation f = evaluateFire(*former, asFire);
    f.action = action;
    if (!f.legal)
        return f;
    const std::string formation(labataille::displayName(profileOf<LbProfile>(mover)->formation));
    f.lines.insert(f.lines.begin(),
        explain("opportunity.former",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "opportunity fire at %1 as it stood in %2, in %3"),
                mover.name, label, translatedRuleText(formation)),

            formation, std::nullopt, opportunityFireRef, label, true));
    f.assumptions.push_back(LbOpportunityFire::assumption());
    auto plan = std::make_shared<OpportunityFirePlan>();
    plan->fire = f.plan;
    plan->spent = *m;
    f.plan = std::move(plan);
    return f;
}

std::vector<Action> LaBatailleRuleSet::reactionsTo(const GameState &state, const Action &done) const
{
    // Reaction charges in Charge à Cheval; opportunity fire, then opportunity charges, in Movement.
    const std::vector<Action> charges
        = LbReactionCharge(m_options, m_movement).offers(*this, state, done);
    std::vector<Action> out;
    if (state.sequence().phase != phases::movement)
        return charges;
    const LbOpportunityFire opportunity(m_options);
    for (const Marker &m : state.markers()) {
        if (m.kind != markers::opportunity)
            continue;
        for (const UnitId &id : opportunity.eligibleFirers(state, m)) {
            Action a;
            a.kind = std::string(actions::opportunityFire);
            a.actors = {id};
            a.target = m.hex;
            a.params["marker"] = m.id.value;
            if (evaluateInGame(state, a).legal)
                out.push_back(std::move(a));
        }
    }
    out.insert(out.end(), charges.begin(), charges.end());
    return out;
}

} // namespace hexfire
