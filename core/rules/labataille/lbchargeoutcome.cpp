#include "core/rules/labataille/lbchargeoutcome.h"

#include "core/dice/d66.h"
#include "core/rules/labataille/lbcharge.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/mapcue.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

constexpr const char *trampleRef = "docs/rules.md: La Bataille trampling";
constexpr const char *recallRef = "docs/rules.md: La Bataille charge recall";
constexpr const char *tirailleursRef = "docs/rules.md: La Bataille tirailleurs against a charge";
constexpr const char *noContactRef = "docs/rules.md: La Bataille charge without contact";
/** Increments tirailleurs lose per movement point the charger has left (2.5.6). */
constexpr int tirailleurTramplePerPoint = 2;
/** Movement points the charger spends per increment of lone routed guns (2.5.6). */
constexpr int gunsTramplePoints = 2;

std::string increments(int n)
{
    return n == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 increment"), n)
                  : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 increments"), n);
}
std::string points(int n)
{
    return n == 1 ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 movement point"), n)
                  : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 movement points"), n);
}

bool goodOrder(const Unit &u)
{
    return !u.status.has(statuses::disordered) && !u.status.has(statuses::routed);
}

bool isLeader(const Unit &u)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    return !p || p->kind == UnitKind::Leader;
}

/** The friend in good order in h that takes the tirailleurs in, or nullptr. */
const Unit *goodFriendIn(const GameState &state, const Unit &u, Hex h)
{
    for (const Unit *o : state.unitsIn(h)) {
        if (o->side == u.side && o->id != u.id && !isLeader(*o) && goodOrder(*o))
            return o;
    }
    return nullptr;
}

bool enemyIn(const GameState &state, const Unit &u, Hex h)
{
    const auto in = state.unitsIn(h);
    return std::any_of(in.begin(), in.end(), [&](const Unit *o) { return o->side != u.side; });
}

bool generalOrderTerrain(const LbOptions &o, const GameState &state, Hex h)
{
    const TerrainKind &kind = state.map().terrain(h);
    if (const TerrainMovement *row = o.tables.movement.findTerrain(kind.id))
        return row->generalOrder;
    return isCoverTerrain(kind.id);
}

/**
 * The hex next to the tirailleurs, away from the cavalry in `end`, that holds a friend in good
 * order or is general-order terrain (DEFAULT: one hex, the farthest from the cavalry, the first
 * in the fixed order of directions); none when every such hex is closed to them.
 */
std::optional<RetreatPath> findRefuge(
    const LbOptions &o, const GameState &state, const Unit &t, Hex end)
{
    std::optional<RetreatPath> best;
    int bestDistance = 0;
    for (const HexDirection d : allDirections) {
        const Hex h = neighbor(t.hex, d);
        if (!state.map().contains(h) || distance(h, end) < 2 || enemyIn(state, t, h)
            || !terrainStepCost(state, UnitKind::Infantry, t.hex, d))
            continue;
        const Unit *friendly = goodFriendIn(state, t, h);
        const bool cover = generalOrderTerrain(o, state, h);
        if ((!friendly && !cover) || distance(h, end) <= bestDistance)
            continue;
        bestDistance = distance(h, end);
        RetreatPath p;
        p.hexes = {h};
        p.why = friendly
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 retreats from the charge to %2, with %3 in good order"),
                t.name, state.map().label(h), friendly->name)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 retreats from the charge to %2, into %3"),
                t.name, state.map().label(h), terrainWord(state.map().terrain(h)));
        best = std::move(p);
    }
    return best;
}

} // namespace

std::string terrainWord(const TerrainKind &kind)
{
    std::string n = kind.name.empty() ? kind.id : kind.name;
    // A translated name is said as the translation writes it (German nouns keep their capital).
    if (const std::string_view translated = translatedRuleText(n); translated != n)
        return std::string(translated);
    if (!n.empty() && n[0] >= 'A' && n[0] <= 'Z')
        n[0] = static_cast<char>(n[0] - 'A' + 'a');
    return n;
}

bool isTirailleurs(const Unit &u)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    return p && p->kind == UnitKind::Infantry && p->formation == Formation::Skirmish;
}

LbChargeOutcome::LbChargeOutcome(const LbOptions &options, const GameState &state,
    const Unit &charger, Hex end, const Unit &target, int pointsLeft, int pointsSpent)
    : m_charger(charger.id)
    , m_target(target.id)
    , m_end(end)
    , m_pointsLeft(std::max(0, pointsLeft))
    , m_tirailleurs(isTirailleurs(target))
    , m_targetRouted(target.status.has(statuses::routed))
{
    const LbProfile *p = profileOf<LbProfile>(charger);
    m_fullAllowance = p && p->movement > 0 && pointsSpent >= p->movement;
    if (m_tirailleurs && !m_targetRouted)
        m_refuge = findRefuge(options, state, target, end);
}

int LbChargeOutcome::trampleLoss(const LbOptions &o, const GameState &state) const
{
    const Unit &t = state.unit(m_target);
    const LbProfile *p = profileOf<LbProfile>(t);
    if (!p)
        return 0;
    int loss = 0;
    if (m_tirailleurs)
        loss = tirailleurTramplePerPoint * m_pointsLeft;
    else if (p->kind == UnitKind::Artillery) {
        const auto in = state.unitsIn(t.hex);
        const bool lone = std::none_of(in.begin(), in.end(),
            [&](const Unit *u) { return u->id != t.id && u->side == t.side && !isLeader(*u); });
        loss = lone ? m_pointsLeft / gunsTramplePoints : 0;
    } else if (p->kind == UnitKind::Infantry && o.trampleRoutedInfantry)
        loss = m_pointsLeft / gunsTramplePoints;
    return std::min(loss, std::max(0, t.strength));
}

double LbChargeOutcome::recallChance(const LbOptions &o, const GameState &state) const
{
    const Unit &c = state.unit(m_charger);
    const LbProfile *p = profileOf<LbProfile>(c);
    if (!p || p->morale <= 0)
        return 1.0;
    return passChance(p->morale, totalModifier(stateModifiers(o, state, c)));
}

void LbChargeOutcome::explain(
    const LbOptions &o, const GameState &state, double routChance, Evaluation &e) const
{
    const Unit &c = state.unit(m_charger);
    const Unit &t = state.unit(m_target);
    const std::string title
        = ruleSentence(HEXFIRE_TEXT("RuleText", "After the charge of %1"), c.name);
    const std::string routedHeadline = ruleSentence(HEXFIRE_TEXT("RuleText", "routed"));
    const std::vector<Assumption> all = assumptions(o);
    if (noContact()) {
        e.lines.push_back(hexfire::explain("charge.no-contact",
            m_fullAllowance
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "no contact: %1 retreats out of reach, and %2 has spent its "
                                   "full printed movement allowance, so it routs where it halts"),
                    t.name, c.name)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "no contact: %1 retreats out of reach, and %2 halts where it "
                                   "is (its charge is over)"),
                    t.name, c.name),
            "", std::nullopt, noContactRef, c.id.value, true));
        e.assumptions.push_back(all[3]);
        e.odds.push_back({c.id.value, title,
            {m_fullAllowance ? OutcomeOdds {"no-contact-routs",
                 HEXFIRE_TEXT("RuleText", "No contact: routs in place"), 1.0, 2}
                             : OutcomeOdds {"no-contact",
                                 HEXFIRE_TEXT("RuleText", "No contact: halts"), 1.0, 0}},
            true, 1, routedHeadline, 2});
        return;
    }
    if (routChance <= 0.0)
        return;
    // "if the target routs, " before a line when the rout is not certain.
    const auto when = [&](std::string line) {
        return routChance < 1.0
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "if %1 routs, %2"), t.name, line)
            : line;
    };
    if (const int loss = trampleLoss(o, state); loss > 0) {
        const bool assumed = !m_tirailleurs;
        e.lines.push_back(hexfire::explain("charge.trample",
            when(m_tirailleurs
                    ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 tramples %2 with %3 left: tirailleurs lose 2 "
                                       "increments per movement point, %4"),
                        c.name, t.name, points(m_pointsLeft), increments(loss))
                    : ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1 tramples %2 with %3 left: 1 increment per 2 movement "
                                       "points, %4"),
                        c.name, t.name, points(m_pointsLeft), increments(loss))),
            std::to_string(loss), loss, assumed ? trampleRef : chargeRule, t.id.value, assumed));
        if (assumed)
            e.assumptions.push_back(all[0]);
    }
    const double q = recallChance(o, state);
    const LbProfile *p = profileOf<LbProfile>(c);
    e.lines.push_back(hexfire::explain("charge.recall",
        when(p && p->morale > 0
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 rolls to be recalled, a morale check against its morale "
                                   "value %2; failing, it pursues and is routed after the "
                                   "pursuit"),
                    c.name, p->morale)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 rolls to be recalled, a morale check it cannot roll "
                                   "without a morale value, so it is recalled; failing, it "
                                   "pursues and is routed after the pursuit"),
                    c.name)),
        "", std::nullopt, recallRef, c.id.value, true));
    e.assumptions.push_back(all[1]);
    std::vector<OutcomeOdds> out;
    if (routChance < 1.0)
        out.push_back({"contact", HEXFIRE_TEXT("RuleText", "Contact: the melee follows"),
            1.0 - routChance, 0});
    out.push_back({"recalled", ruleSentence(HEXFIRE_TEXT("RuleText", "%1 routs; recalled"), t.name),
        routChance * q, 0});
    if (q < 1.0)
        out.push_back({"pursues",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 routs; pursues, then routed"), t.name),
            routChance * (1 - q), 2});
    e.odds.push_back({c.id.value, title, std::move(out), true, 1, routedHeadline, 2});
    if (p && p->morale > 0) {
        e.dice.push_back(
            {6, ruleSentence(HEXFIRE_TEXT("RuleText", "recall roll, tens die")), routChance < 1.0});
        e.dice.push_back(
            {6, ruleSentence(HEXFIRE_TEXT("RuleText", "recall roll, ones die")), routChance < 1.0});
    }
}

void LbChargeOutcome::resolveTirailleurs(
    const LbOptions &o, const GameState &state, DiceSource &dice, Resolution &r) const
{
    const Unit &t = state.unit(m_target);
    if (!m_refuge) {
        r.lines.push_back(hexfire::explain("charge.tirailleurs-rout",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 finds no friend in good order and no general-order terrain to "
                             "retreat into: it routs"),
                t.name),
            "", std::nullopt, chargeRule, t.id.value));
        applyRout(o, state, t, r);
        resolveRetreatChecks(o, state, t, true, dice, r);
        noteNotChecked(retreatCheckers(o, state, t, true), r);
        return;
    }
    const Hex to = m_refuge->hexes.back();
    r.lines.push_back(hexfire::explain("charge.tirailleurs-retreat", m_refuge->why, "",
        std::nullopt, tirailleursRef, t.id.value, true));
    Effect moved = makeEffect(EffectKind::Moved, "retreat", t.id);
    moved.from = t.hex;
    moved.to = to;
    moved.note = m_refuge->why;
    r.effects.push_back(std::move(moved));
    r.cues.push_back(hexNote(to, "1", m_refuge->why));
    r.outcomes.push_back({t.id.value, "retreats", m_refuge->why});
}

void LbChargeOutcome::resolve(
    const LbOptions &o, const GameState &state, DiceSource &dice, Resolution &r) const
{
    const Unit &c = state.unit(m_charger);
    const Unit &t = state.unit(m_target);
    if (noContact()) {
        if (!m_fullAllowance) {
            r.outcomes.push_back({c.id.value, "no-contact",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 halts without contact"), c.name)});
            return;
        }
        Effect routed = makeEffect(EffectKind::StatusSet, "routed", c.id);
        routed.status = std::string(statuses::routed);
        routed.note = ruleSentence(
            HEXFIRE_TEXT("RuleText", "no contact after its full movement allowance"));
        r.effects.push_back(std::move(routed));
        r.outcomes.push_back({c.id.value, "no-contact-routs",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 makes no contact after its full movement allowance and routs in "
                             "place"),
                c.name)});
        return;
    }
    const bool routedNow = std::any_of(r.effects.begin(), r.effects.end(), [&](const Effect &x) {
        return x.kind == EffectKind::StatusSet && x.unit == t.id && x.status == statuses::routed;
    });
    if (!m_targetRouted && !routedNow)
        return;
    if (const int loss = trampleLoss(o, state); loss > 0) {
        Effect lost = makeEffect(EffectKind::StrengthLost, "trampled", t.id);
        lost.count = loss;
        lost.note = ruleSentence(HEXFIRE_TEXT("RuleText", "trampled by %1"), c.name);
        r.effects.push_back(std::move(lost));
        if (loss >= t.strength)
            r.effects.push_back(makeEffect(EffectKind::Eliminated, "eliminated", t.id));
        r.lines.push_back(hexfire::explain("charge.trampled",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 tramples %2: %3 lost"), c.name, t.name,
                increments(loss)),
            std::to_string(loss), loss, m_tirailleurs ? chargeRule : trampleRef, t.id.value,
            !m_tirailleurs));
        r.outcomes.push_back({t.id.value, "trampled",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 loses %2"), t.name, increments(loss))});
    }
    rollRecall(o, state, dice, r);
}

void LbChargeOutcome::rollRecall(
    const LbOptions &o, const GameState &state, DiceSource &dice, Resolution &r) const
{
    const Unit &c = state.unit(m_charger);
    const LbProfile *p = profileOf<LbProfile>(c);
    Effect record = makeEffect(EffectKind::Record, "recall-roll", c.id);
    bool passed = true;
    if (p && p->morale > 0) {
        const int tens
            = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "recall roll, tens die")));
        const int ones
            = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "recall roll, ones die")));
        const int rolled = d66::reading(tens, ones);
        const int total = totalModifier(stateModifiers(o, state, c));
        const int modified = d66::modified(rolled, total);
        passed = checkPasses(p->morale, total, rolled);
        r.cues.push_back(dieCue(m_end, 6, tens,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1's recall roll, tens die"), c.name)));
        r.cues.push_back(dieCue(m_end, 6, ones,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1's recall roll, ones die"), c.name)));
        r.lines.push_back(hexfire::explain("charge.recall-roll",
            total == 0
                ? (passed ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                             "the recall roll of %1 rolls %2 and reads %3 "
                                             "against %4: it is recalled"),
                       c.name, rolled, modified, p->morale)
                          : ruleSentence(HEXFIRE_TEXT("RuleText",
                                             "the recall roll of %1 rolls %2 and reads %3 "
                                             "against %4: it pursues and is routed after the "
                                             "pursuit"),
                              c.name, rolled, modified, p->morale))
                : (passed ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                             "the recall roll of %1 rolls %2 %3 and reads %4 "
                                             "against %5: it is recalled"),
                       c.name, rolled, signedText(total), modified, p->morale)
                          : ruleSentence(HEXFIRE_TEXT("RuleText",
                                             "the recall roll of %1 rolls %2 %3 and reads %4 "
                                             "against %5: it pursues and is routed after the "
                                             "pursuit"),
                              c.name, rolled, signedText(total), modified, p->morale)),
            std::to_string(modified), modified, recallRef, c.id.value, true));
        record.check = CheckResult {modified, p->morale, passed};
    } else {
        record.check = CheckResult {0, 0, true};
    }
    record.note = passed
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "recalled"))
        : ruleSentence(HEXFIRE_TEXT("RuleText", "pursues, routed after the pursuit"));
    r.effects.push_back(std::move(record));
    if (passed) {
        r.outcomes.push_back({c.id.value, "recalled",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is recalled"), c.name)});
        return;
    }
    Effect routed = makeEffect(EffectKind::StatusSet, "routed", c.id);
    routed.status = std::string(statuses::routed);
    routed.note = ruleSentence(HEXFIRE_TEXT("RuleText", "pursued the routed enemy"));
    r.effects.push_back(std::move(routed));
    r.outcomes.push_back({c.id.value, "pursues",
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 pursues and is routed after the pursuit"), c.name)});
}

std::vector<Assumption> LbChargeOutcome::assumptions(const LbOptions &o)
{
    return {{"labataille.charge-trample",
                o.trampleRoutedInfantry
                    ? ruleSentence(HEXFIRE_TEXT("RuleText",
                        "Routed infantry charged is trampled as lone routed guns are: 1 "
                        "increment per 2 movement points the cavalry has left; odd movement "
                        "points are rounded down."))
                    : ruleSentence(HEXFIRE_TEXT("RuleText",
                        "Routed infantry charged (other than tirailleurs) is not trampled; odd "
                        "movement points are rounded down.")),
                trampleRef},
        {"labataille.charge-recall",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The recall roll of cavalry whose target routs is an ordinary morale check of the "
                "cavalry; failing, it pursues and is routed after the pursuit where it halted "
                "(the pursuit's melee at half value is not played).")),
            recallRef},
        {"labataille.charge-tirailleurs",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Tirailleurs charged retreat one hex away from the cavalry into a hex holding a "
                "friend in good order or general-order terrain (the farthest from the cavalry, "
                "the first in a fixed order of directions); without one they rout.")),
            tirailleursRef},
        {"labataille.charge-no-contact",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The charge is one action: when its target retreats out of reach the cavalry "
                "stays where it halted, and routs there if it spent at least its printed "
                "movement allowance.")),
            noContactRef}};
}

} // namespace hexfire::labataille
