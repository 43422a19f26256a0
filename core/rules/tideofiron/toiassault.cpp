#include "toiassault.h"

#include "core/dice/dicesource.h"
#include "core/dice/distribution.h"
#include "core/rules/effectsplan.h"
#include "core/rules/movement.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"
#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiactionturn.h"
#include "core/rules/tideofiron/toiattack.h"
#include "core/rules/tideofiron/toiopfire.h"

#include <algorithm>
#include <climits>

namespace hexfire::toi {

namespace {

constexpr const char *assaultRule = "Assault";
constexpr const char *assaultDoc = "docs/rules.md: Tide of Iron assault";
/** At most this many units support one assault. */
constexpr std::size_t maxSupporters = 2;

/** Who the players say wins ("result"): by the DEFAULT rule or by their own verdict. */
enum class Result : std::uint8_t { ByHits, Attacker, Defender };

int halfUp(int n) { return (n + 1) / 2; }

/** The figures of a squad in the order hits take them (the attacks' default order). */
std::vector<std::string> inRemovalOrder(const ToiTables &t, std::vector<std::string> figures)
{
    std::stable_sort(
        figures.begin(), figures.end(), [&](const std::string &a, const std::string &b) {
            const UnitValues *va = t.figure(a);
            const UnitValues *vb = t.figure(b);
            return (va ? va->removalOrder : 99) < (vb ? vb->removalOrder : 99);
        });
    return figures;
}

/** Firepower against infantry: a squad adds its figures' values, as its attacks do. */
int firepowerOf(const ToiTables &t, const ToiProfile &p)
{
    if (p.vehicle) {
        const UnitValues *v = t.vehicleType(p.type);
        return v ? v->infantry.firepower : 0;
    }
    int fp = 0;
    for (const std::string &f : p.figures) {
        const UnitValues *v = t.figure(f);
        if (v && v->infantry.range > 0)
            fp += v->infantry.firepower;
    }
    return fp;
}

/** The vehicle's damage level after `hits` in one attack against its track. */
int damageAfter(const UnitValues *v, int current, int hits)
{
    int level = current;
    if (v) {
        for (std::size_t i = 0; i < v->damageThresholds.size(); ++i) {
            if (hits >= v->damageThresholds[i])
                level = std::max(level, static_cast<int>(i) + 1);
        }
    }
    return level;
}

bool mayNotFire(const Unit &u, const ToiProfile &p)
{
    return p.vehicle && u.damage >= heavilyDamaged && u.status.has(states::fatigued);
}

std::string figuresText(int n)
{
    return countSentence(
        n, HEXFIRE_TEXT("RuleText", "%1 figure"), HEXFIRE_TEXT("RuleText", "%1 figures"));
}

/** "1 hit on the defenders", "2 hits on the attacker". */
std::string hitsOnText(int n, bool defenders)
{
    return defenders ? countSentence(n, HEXFIRE_TEXT("RuleText", "%1 hit on the defenders"),
               HEXFIRE_TEXT("RuleText", "%1 hits on the defenders"))
                     : countSentence(n, HEXFIRE_TEXT("RuleText", "%1 hit on the attacker"),
                         HEXFIRE_TEXT("RuleText", "%1 hits on the attacker"));
}

/** Why a side won the assault: more hits, a tie, or the players' word. */
enum class Why : std::uint8_t { MoreHits, Tie, Verdict };

std::string winnerText(bool attacker, Why why)
{
    switch (why) {
    case Why::MoreHits:
        return attacker
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "the attacker wins (more hits inflicted)"))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "the defender wins (more hits inflicted)"));
    case Why::Tie:
        return attacker ? ruleSentence(
                   HEXFIRE_TEXT("RuleText", "the attacker wins (a tie goes to the defender)"))
                        : ruleSentence(HEXFIRE_TEXT(
                            "RuleText", "the defender wins (a tie goes to the defender)"));
    case Why::Verdict:
        break;
    }
    return attacker
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "the attacker wins (the players' verdict)"))
        : ruleSentence(HEXFIRE_TEXT("RuleText", "the defender wins (the players' verdict)"));
}

/** What one unit has left while the hits of the assault are shared out. */
struct Casualty {
    UnitId id;
    bool vehicle = false;
    std::vector<std::string> figures; /**< squads: what is left, in removal order */
    std::vector<std::string> removed;
    int damage = 0; /**< vehicles: the level reached */
    bool gone = false;
};

/** The assault as evaluated: who fires with how many dice; resolving rolls and applies it. */
class AssaultPlan final : public SystemPlan<TideOfIronRuleSet> {
public:
    UnitId squad;
    Hex from; /**< where the squad assaults from, after its move */
    Hex target;
    std::vector<UnitId> supporters;
    std::vector<UnitId> defenders; /**< the enemy units in the hex, as the hex lists them */
    int attackDice = 0;
    int cover = 0;
    int defenceDice = 0;
    Result result = Result::ByHits;
    std::vector<Effect> approach; /**< the squad's move before the assault, if any */

protected:
    void resolveWith(const TideOfIronRuleSet &rules, const GameState &state,
        const Evaluation &evaluation, DiceSource &dice, Resolution &r) const override;

private:
    /** The words of one kind of die: its label for the dice, the cues on the map (a success or
        none; %1 the number needed, %2 the hex) and the line of the roll (%1 the faces, %2 the
        successes, %3 the number needed). */
    struct DiceWords {
        std::string label;
        std::string_view hitCue;
        std::string_view missCue;
        std::string_view line;
        std::string hex;
    };
    int roll(DiceSource &dice, int count, int success, Hex where, const DiceWords &words,
        Resolution &r) const;
    std::vector<Casualty> casualties(
        const ToiTables &t, const GameState &state, const std::vector<UnitId> &ids) const;
    void hitDefenders(
        const ToiTables &t, const GameState &state, std::vector<Casualty> &defs, int hits) const;
    void hitAttackers(std::vector<Casualty> &atts, int hits) const;
    void losses(const TideOfIronRuleSet &rules, const GameState &state,
        const std::vector<Casualty> &units, Resolution &r) const;
    void retreat(const GameState &state, const Unit &u, Hex at, const std::vector<Hex> &winners,
        const std::vector<Casualty> &all, Resolution &r) const;
    void fatigue(const GameState &state, const std::vector<Casualty> &all, Resolution &r) const;
};

int AssaultPlan::roll(DiceSource &dice, int count, int success, Hex where, const DiceWords &words,
    Resolution &r) const
{
    int hits = 0;
    std::string faces;
    for (int i = 0; i < count; ++i) {
        const int f = dice.roll(6, words.label);
        faces += (i ? " " : "") + std::to_string(f);
        if (f >= success)
            ++hits;
        r.cues.push_back(dieCue(where, 6, f,
            ruleSentence(f >= success ? words.hitCue : words.missCue, success, words.hex)));
    }
    if (count > 0)
        r.lines.push_back(explain("assault.roll",
            ruleSentence(words.line, faces,
                countSentence(hits, HEXFIRE_TEXT("RuleText", "%1 success"),
                    HEXFIRE_TEXT("RuleText", "%1 successes")),
                success),
            std::to_string(hits), hits, assaultRule, {}));
    return hits;
}

std::vector<Casualty> AssaultPlan::casualties(
    const ToiTables &t, const GameState &state, const std::vector<UnitId> &ids) const
{
    std::vector<Casualty> out;
    for (const UnitId &id : ids) {
        const Unit &u = state.unit(id);
        const ToiProfile *p = profileOf<ToiProfile>(u);
        Casualty c;
        c.id = id;
        c.vehicle = p && p->vehicle;
        if (p && !p->vehicle)
            c.figures = inRemovalOrder(t, p->figures);
        c.damage = u.damage;
        out.push_back(std::move(c));
    }
    return out;
}

void AssaultPlan::hitDefenders(
    const ToiTables &t, const GameState &state, std::vector<Casualty> &defs, int hits) const
{
    // DEFAULT: each hit takes a figure from the defending squad with the most figures left (the
    // first in the hex on ties), so the hits spread over the squads.
    while (hits > 0) {
        Casualty *most = nullptr;
        for (Casualty &c : defs) {
            if (!c.vehicle && !c.gone && (!most || c.figures.size() > most->figures.size()))
                most = &c;
        }
        if (!most)
            break;
        most->removed.push_back(most->figures.front());
        most->figures.erase(most->figures.begin());
        most->gone = most->figures.empty();
        --hits;
    }
    // Hits left once every squad is gone go to the light vehicles along their damage track.
    for (Casualty &c : defs) {
        if (!c.vehicle || hits <= 0)
            continue;
        const ToiProfile *p = profileOf<ToiProfile>(state.unit(c.id));
        const UnitValues *v = p ? t.vehicleType(p->type) : nullptr;
        const int taken
            = v && !v->damageThresholds.empty() ? std::min(hits, v->damageThresholds.back()) : hits;
        c.damage = damageAfter(v, c.damage, taken);
        c.gone = c.damage >= destroyed;
        hits -= taken;
    }
}

void AssaultPlan::hitAttackers(std::vector<Casualty> &atts, int hits) const
{
    // The assaulting squad first (it is listed first), then the supporting squads in order.
    for (Casualty &c : atts) {
        while (hits > 0 && !c.vehicle && !c.figures.empty()) {
            c.removed.push_back(c.figures.front());
            c.figures.erase(c.figures.begin());
            --hits;
        }
        c.gone = !c.vehicle && c.figures.empty();
    }
}

void AssaultPlan::losses(const TideOfIronRuleSet &rules, const GameState &state,
    const std::vector<Casualty> &units, Resolution &r) const
{
    const ToiTables &t = rules.options().tables;
    for (const Casualty &c : units) {
        const Unit &u = state.unit(c.id);
        if (c.vehicle && c.damage != u.damage) {
            Effect fx = makeEffect(EffectKind::DamageChanged, "damaged", c.id);
            fx.count = c.damage;
            r.effects.push_back(fx);
        }
        if (!c.vehicle && !c.removed.empty()) {
            const ToiProfile *p = profileOf<ToiProfile>(u);
            auto next = std::make_shared<ToiProfile>(*p);
            std::string gone;
            for (const std::string &fig : c.removed) {
                const auto it = std::find(next->figures.begin(), next->figures.end(), fig);
                if (it != next->figures.end())
                    next->figures.erase(it);
                const UnitValues *v = t.figure(fig);
                gone += (gone.empty() ? "" : ", ") + (v ? v->name : fig);
            }
            Effect lost = makeEffect(EffectKind::StrengthLost, "figures-removed", c.id);
            lost.count = static_cast<int>(c.removed.size());
            lost.note = gone;
            r.effects.push_back(lost);
            Effect prof = makeEffect(EffectKind::ProfileChanged, "figures-removed", c.id);
            prof.profile = next;
            prof.note = ruleSentence(
                HEXFIRE_TEXT("RuleText", "left: %1"), static_cast<int>(next->figures.size()));
            r.effects.push_back(prof);
            r.lines.push_back(explain("assault.lost",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 loses %2 (%3)"), u.name,
                    figuresText(static_cast<int>(c.removed.size())), gone),
                std::to_string(c.removed.size()), static_cast<int>(c.removed.size()), assaultRule,
                c.id.value));
        }
        if (c.gone) {
            Effect fx = makeEffect(EffectKind::Eliminated, "eliminated", c.id);
            fx.note = c.vehicle ? ruleSentence(HEXFIRE_TEXT("RuleText", "destroyed in the assault"))
                                : ruleSentence(HEXFIRE_TEXT("RuleText", "no figure left"));
            r.effects.push_back(fx);
            r.lines.push_back(explain("assault.eliminated",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is eliminated"), u.name), {},
                std::nullopt, assaultRule, c.id.value));
        }
    }
}

/** Whether a unit of another side than `side` stands in h once the hits are taken. */
bool enemyIn(const GameState &state, Hex h, const SideId &side, const UnitId &squad, Hex squadAt,
    const std::vector<Casualty> &all)
{
    for (const Unit &u : state.units()) {
        if (!u.onMap() || u.side == side)
            continue;
        const Hex at = u.id == squad ? squadAt : u.hex;
        if (at != h)
            continue;
        const auto c
            = std::find_if(all.begin(), all.end(), [&](const Casualty &x) { return x.id == u.id; });
        if (c == all.end() || !c->gone)
            return true;
    }
    return false;
}

void AssaultPlan::retreat(const GameState &state, const Unit &u, Hex at,
    const std::vector<Hex> &winners, const std::vector<Casualty> &all, Resolution &r) const
{
    // DEFAULT: the adjacent hex free of enemies that is farthest from the nearest winner, the
    // first in clockwise order on ties; never the hex assaulted.
    std::optional<Hex> best;
    int bestDistance = -1;
    for (const HexDirection d : allDirections) {
        const Hex h = neighbor(at, d);
        if (!state.map().contains(h) || h == target || enemyIn(state, h, u.side, squad, from, all))
            continue;
        int nearest = INT_MAX;
        for (const Hex w : winners)
            nearest = std::min(nearest, distance(h, w));
        if (nearest > bestDistance) {
            bestDistance = nearest;
            best = h;
        }
    }
    const MapGrid &map = state.map();
    if (!best) {
        Effect fx = makeEffect(EffectKind::Eliminated, "eliminated", u.id);
        fx.note = ruleSentence(HEXFIRE_TEXT("RuleText", "no hex to retreat to"));
        r.effects.push_back(fx);
        r.lines.push_back(explain("assault.no-retreat",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 has no adjacent hex free of enemies to retreat to: eliminated"),
                u.name),
            {}, std::nullopt, assaultDoc, u.id.value, true));
        return;
    }
    if (u.status.has(states::disrupted)) {
        Effect fx = makeEffect(EffectKind::Eliminated, "eliminated", u.id);
        fx.note = ruleSentence(HEXFIRE_TEXT("RuleText", "disrupted and forced to retreat"));
        r.effects.push_back(fx);
        r.lines.push_back(explain("assault.destroyed",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 is disrupted and forced to retreat: destroyed"),
                u.name),
            {}, std::nullopt, assaultRule, u.id.value));
        return;
    }
    Effect moved = makeEffect(EffectKind::Moved, "retreated", u.id);
    moved.from = at;
    moved.to = *best;
    r.effects.push_back(moved);
    std::string text = ruleSentence(HEXFIRE_TEXT("RuleText", "%1 retreats from %2 to %3"), u.name,
        map.label(at), map.label(*best));
    if (u.status.has(states::pinned)) {
        Effect c = makeEffect(EffectKind::StatusCleared, "suppressed", u.id);
        c.status = std::string(states::pinned);
        r.effects.push_back(c);
        Effect s = makeEffect(EffectKind::StatusSet, "suppressed", u.id);
        s.status = std::string(states::disrupted);
        s.note = ruleSentence(HEXFIRE_TEXT("RuleText", "pinned and forced to retreat"));
        r.effects.push_back(s);
        text = ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 retreats from %2 to %3; it was pinned and is now disrupted"),
            u.name, map.label(at), map.label(*best));
    }
    r.lines.push_back(explain(
        "assault.retreat", text, map.label(*best), std::nullopt, assaultDoc, u.id.value, true));
}

void AssaultPlan::fatigue(
    const GameState &state, const std::vector<Casualty> &all, Resolution &r) const
{
    // Everyone who took part and is still on the map is fatigued, defenders too; an Op Fire
    // token flips to fatigued.
    for (const Casualty &c : all) {
        const bool eliminated = std::any_of(r.effects.begin(), r.effects.end(),
            [&](const Effect &fx) { return fx.kind == EffectKind::Eliminated && fx.unit == c.id; });
        if (eliminated)
            continue;
        fatigueEffects(state.unit(c.id), r.effects);
    }
}

void AssaultPlan::resolveWith(const TideOfIronRuleSet &rules, const GameState &state,
    const Evaluation &evaluation, DiceSource &dice, Resolution &r) const
{
    r = startResolution(evaluation);
    const ToiOptions &o = rules.options();
    const std::string hexLabel = state.map().label(target);
    r.effects = approach;
    // Simultaneous fire: the attackers' dice against the defenders' cover, the defenders' dice
    // against no cover at all.
    const int hits = roll(dice, attackDice, successNumber(Band::Close), from,
        {"assault die", HEXFIRE_TEXT("RuleText", "assault die: a success on %1+"),
            HEXFIRE_TEXT("RuleText", "assault die: no success on %1+"),
            HEXFIRE_TEXT("RuleText", "assault dice %1: %2 on %3+"), hexLabel},
        r);
    const int saves = roll(dice, cover, o.defenceSuccess, target,
        {"cover die of the defenders in " + hexLabel,
            HEXFIRE_TEXT("RuleText", "cover die of the defenders in %2: a success on %1+"),
            HEXFIRE_TEXT("RuleText", "cover die of the defenders in %2: no success on %1+"),
            HEXFIRE_TEXT("RuleText", "cover dice %1: %2 on %3+"), hexLabel},
        r);
    const int defenceHits = roll(dice, defenceDice, successNumber(Band::Close), target,
        {"defence die", HEXFIRE_TEXT("RuleText", "defence die: a success on %1+"),
            HEXFIRE_TEXT("RuleText", "defence die: no success on %1+"),
            HEXFIRE_TEXT("RuleText", "defence dice %1: %2 on %3+"), hexLabel},
        r);
    const int netHits = std::max(0, hits - saves);
    const bool attackerWins
        = result == Result::ByHits ? netHits > defenceHits : result == Result::Attacker;
    r.lines.push_back(explain("assault.net",
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1 on the defenders, %2 on the attackers"),
            countSentence(
                netHits, HEXFIRE_TEXT("RuleText", "%1 hit"), HEXFIRE_TEXT("RuleText", "%1 hits")),
            countSentence(defenceHits, HEXFIRE_TEXT("RuleText", "%1 hit"),
                HEXFIRE_TEXT("RuleText", "%1 hits"))),
        std::to_string(netHits) + "-" + std::to_string(defenceHits), netHits, assaultRule,
        hexLabel));
    r.lines.push_back(explain("assault.winner",
        winnerText(attackerWins,
            result != Result::ByHits     ? Why::Verdict
                : netHits == defenceHits ? Why::Tie
                                         : Why::MoreHits),
        attackerWins ? ruleSentence(HEXFIRE_TEXT("RuleText", "attacker"))
                     : ruleSentence(HEXFIRE_TEXT("RuleText", "defender")),
        std::nullopt, assaultDoc, hexLabel, true));
    r.finals.push_back({"toi.assault.hits",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Assault successes")), hits, squad.value});
    r.finals.push_back({"toi.assault.saves",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Cover successes")), saves, hexLabel});
    r.finals.push_back({"toi.assault.net",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Hits on the defenders")), netHits, hexLabel});
    r.finals.push_back({"toi.assault.defence-hits",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Hits on the attackers")), defenceHits, squad.value});
    r.outcomes.push_back({hexLabel, attackerWins ? "attacker-wins" : "defender-wins",
        attackerWins ? HEXFIRE_TEXT("RuleText", "The attacker wins")
                     : HEXFIRE_TEXT("RuleText", "The defender wins")});
    r.outcomes.push_back(
        {hexLabel, "hits-on-defenders-" + std::to_string(netHits), hitsOnText(netHits, true)});
    r.outcomes.push_back({squad.value, "hits-on-attacker-" + std::to_string(defenceHits),
        hitsOnText(defenceHits, false)});

    std::vector<UnitId> attackerIds {squad};
    attackerIds.insert(attackerIds.end(), supporters.begin(), supporters.end());
    std::vector<Casualty> atts = casualties(o.tables, state, attackerIds);
    std::vector<Casualty> defs = casualties(o.tables, state, defenders);
    hitDefenders(o.tables, state, defs, netHits);
    hitAttackers(atts, defenceHits);
    losses(rules, state, defs, r);
    losses(rules, state, atts, r);
    std::vector<Casualty> all = atts;
    all.insert(all.end(), defs.begin(), defs.end());

    if (attackerWins) {
        std::vector<Hex> winners;
        for (const Casualty &c : atts) {
            if (!c.gone)
                winners.push_back(c.id == squad ? from : state.unit(c.id).hex);
        }
        if (winners.empty())
            winners.push_back(from);
        for (const Casualty &c : defs) {
            if (!c.gone)
                retreat(state, state.unit(c.id), target, winners, all, r);
        }
        if (!atts.front().gone) {
            Effect adv = makeEffect(EffectKind::Moved, "advanced", squad);
            adv.from = from;
            adv.to = target;
            r.effects.push_back(adv);
            r.lines.push_back(explain("assault.advance",
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 advances into %2"),
                    state.unit(squad).name, hexLabel),
                hexLabel, std::nullopt, assaultDoc, squad.value, true));
        }
    } else if (!atts.front().gone) {
        retreat(state, state.unit(squad), from, {target}, all, r);
    }
    fatigue(state, all, r);
}

/** The defending unit's dice and the line saying why (disrupted none, pinned half, ...). */
int defenceOf(const ToiTables &t, const Unit &u, const ToiProfile &p, Evaluation &e)
{
    const int fp = firepowerOf(t, p);
    int dice = fp;
    std::string text;
    if (p.vehicle) {
        const UnitValues *v = t.vehicleType(p.type);
        const std::string type = v ? v->name : p.type;
        if (mayNotFire(u, p)) {
            dice = 0;
            text = ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "%1 (%2, a light vehicle) defends with firepower %3 against "
                                    "infantry, but it is heavily damaged and fatigued: it may not "
                                    "fire"),
                u.name, type, fp);
        } else {
            text = ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "%1 (%2, a light vehicle) defends with firepower %3 against "
                                    "infantry"),
                u.name, type, fp);
        }
    } else {
        const std::string figures = figuresText(static_cast<int>(p.figures.size()));
        if (u.status.has(states::disrupted)) {
            dice = 0;
            text = ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 defends: %2, firepower %3, disrupted: no firepower"),
                u.name, figures, fp);
        } else if (u.status.has(states::pinned) && hasOfficer(t, p)) {
            text = ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "%1 defends: %2, firepower %3, pinned but with an officer: "
                                    "full firepower"),
                u.name, figures, fp);
        } else if (u.status.has(states::pinned)) {
            dice = halfUp(fp);
            text = fp % 2
                ? ruleSentence(
                    HEXFIRE_TEXT("RuleText",
                        "%1 defends: %2, firepower %3, pinned: half firepower, rounded up"),
                    u.name, figures, fp)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "%1 defends: %2, firepower %3, pinned: half firepower"),
                    u.name, figures, fp);
        } else {
            text = ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 defends: %2, firepower %3"), u.name, figures, fp);
        }
    }
    e.lines.push_back(explain("assault.defender", text, std::to_string(dice), dice,
        "Assault; Unit values", u.id.value, false, p.vehicle && t.notOfficial));
    return dice;
}

/** A supporter's refusal, or empty; adds its half firepower to dice. */
std::string addSupporter(const ToiTables &t, const GameState &state, const Unit &squad,
    const Unit &u, Hex target, int &dice, Evaluation &e)
{
    const ToiProfile *p = profileOf<ToiProfile>(u);
    const std::string hex = state.map().label(target);
    if (!u.onMap() || u.side != squad.side || !p)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is not a unit of the assaulting side on the map"), u.name);
    if (u.id == squad.id)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 assaults: it cannot support itself"), u.name);
    if (!adjacent(u.hex, target))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 in %2 is not next to %3: supporters must be adjacent to the "
                                "hex assaulted"),
            u.name, state.map().label(u.hex), hex);
    if (u.status.has(states::pinned))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is pinned: only a unit neither pinned nor disrupted supports "
                                "an assault"),
            u.name);
    if (u.status.has(states::disrupted))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is disrupted: only a unit neither pinned nor disrupted "
                                "supports an assault"),
            u.name);
    if (mayNotFire(u, *p))
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "%1 is heavily damaged and fatigued: it may not fire this round"),
            u.name);
    const int fp = firepowerOf(t, *p);
    if (fp <= 0)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 has no firepower against infantry"), u.name);
    const int half = halfUp(fp);
    dice += half;
    e.lines.push_back(explain("assault.support",
        u.status.has(states::fatigued)
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "%1 supports from %2 (fatigued, which a supporter may be): "
                               "firepower %3, half rounded up"),
                u.name, state.map().label(u.hex), fp)
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1 supports from %2: firepower %3, half rounded up"),
                u.name, state.map().label(u.hex), fp),
        std::to_string(half), half, "Assault; Tide of Iron half firepower", u.id.value, fp % 2 != 0,
        p->vehicle && t.notOfficial));
    return {};
}

OddsTable hitsTable(std::string subject, std::string title, const std::string &keyPrefix,
    bool defenders, const Distribution &d)
{
    OddsTable table {std::move(subject), std::move(title), {}, false, 1,
        defenders ? ruleSentence(HEXFIRE_TEXT("RuleText", "at least one hit on the defenders"))
                  : ruleSentence(HEXFIRE_TEXT("RuleText", "at least one hit on the attacker")),
        1};
    for (int n = d.minValue(); n <= d.maxValue(); ++n) {
        if (d[n] > 0.0)
            table.outcomes.push_back(
                {keyPrefix + std::to_string(n), hitsOnText(n, defenders), d[n], n});
    }
    return table;
}

/** The squad's move before the assault along the "path" parameter; empty when it stands. */
std::string moveFirst(const TideOfIronRuleSet &rules, const GameState &state, const Unit &u,
    const std::vector<Hex> &path, AssaultPlan &plan, Evaluation &e)
{
    const MovementRules *movement = rules.movementRules();
    if (!movement)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
            "HexFire does not count Tide of Iron movement yet: move the squad first, then assault "
            "from where it stands (leave the path empty)"));
    Action move;
    move.kind = std::string(movement->moveAction());
    move.actors = {u.id};
    move.target = path.back();
    move.params[std::string(movePathParam)] = path;
    const Evaluation m = evaluateMove(rules, *movement, state, move);
    if (!m.legal)
        return m.whyNot;
    e.lines.insert(e.lines.end(), m.lines.begin(), m.lines.end());
    e.cues.insert(e.cues.end(), m.cues.begin(), m.cues.end());
    e.assumptions.insert(e.assumptions.end(), m.assumptions.begin(), m.assumptions.end());
    if (const auto *fx = dynamic_cast<const EffectsPlan *>(m.plan.get()))
        plan.approach = fx->effects;
    plan.from = path.back();
    return {};
}

void addOdds(const ToiOptions &o, const GameState &state, const Unit &squad,
    const AssaultPlan &plan, Evaluation &e)
{
    const std::string hex = state.map().label(plan.target);
    const Distribution onDefenders = net(successes(plan.attackDice, 6, successNumber(Band::Close)),
        successes(plan.cover, 6, o.defenceSuccess));
    const Distribution onAttacker = successes(plan.defenceDice, 6, successNumber(Band::Close));
    // The margin max(0, hits on the defenders - hits on the attackers) is positive exactly when
    // the attacker inflicts more: a tie (margin 0) goes to the defender.
    const Distribution margin = net(onDefenders, onAttacker);
    const double attackerWins = plan.result == Result::ByHits
        ? margin.atLeast(1)
        : (plan.result == Result::Attacker ? 1.0 : 0.0);
    const double defenderWins
        = plan.result == Result::ByHits ? margin[0] : (plan.result == Result::Defender ? 1.0 : 0.0);
    OddsTable win {hex, ruleSentence(HEXFIRE_TEXT("RuleText", "Assault on %1"), hex), {},
        plan.result == Result::ByHits, 3,
        ruleSentence(HEXFIRE_TEXT("RuleText", "the attacker wins")), 1};
    win.outcomes.push_back(
        {"attacker-wins", HEXFIRE_TEXT("RuleText", "The attacker wins"), attackerWins, 1});
    win.outcomes.push_back(
        {"defender-wins", HEXFIRE_TEXT("RuleText", "The defender wins"), defenderWins, 0});
    e.odds.push_back(std::move(win));
    e.odds.push_back(
        hitsTable(hex, ruleSentence(HEXFIRE_TEXT("RuleText", "Hits on the defenders in %1"), hex),
            "hits-on-defenders-", true, onDefenders));
    e.odds.push_back(
        hitsTable(squad.id.value, ruleSentence(HEXFIRE_TEXT("RuleText", "Hits on %1"), squad.name),
            "hits-on-attacker-", false, onAttacker));
}

void addDice(const GameState &state, const AssaultPlan &plan, Evaluation &e)
{
    const std::string hex = state.map().label(plan.target);
    for (int i = 0; i < plan.attackDice; ++i)
        e.dice.push_back({6, "assault die", false});
    for (int i = 0; i < plan.cover; ++i)
        e.dice.push_back({6, "cover die of the defenders in " + hex, false});
    for (int i = 0; i < plan.defenceDice; ++i)
        e.dice.push_back({6, "defence die", false});
}

} // namespace

std::string whyNotAssault(const ToiTables &t, const Unit &u, const ToiProfile *p)
{
    if (!p)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 has no Tide of Iron profile"), u.name);
    if (p->vehicle)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is a vehicle: only squads assault"), u.name);
    for (const std::string &f : p->figures) {
        const UnitValues *v = t.figure(f);
        if (v && !v->assaults)
            return ruleSentence(HEXFIRE_TEXT("RuleText",
                                    "%1 has a %2: a squad with machine-gun or mortar crews may not "
                                    "assault"),
                u.name, translatedRuleText(v->name));
    }
    // A squad that advanced to assault is fatigued already and finishes its action.
    return whyNotFresh(t, u, ruleSentence(HEXFIRE_TEXT("RuleText", "only a fresh unit assaults")),
        false, u.status.has(assaultPending));
}

Assumption assaultAssumption()
{
    return {"tideofiron.assault",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "In an assault the side that inflicts more hits wins and a tie goes to the defender; "
            "the attacker's hits take figures from the defending squad with the most figures "
            "first; losers retreat to the adjacent hex farthest from the winners.")),
        assaultDoc};
}

Evaluation evaluateAssault(
    const TideOfIronRuleSet &rules, const GameState &state, const Action &action)
{
    const ToiOptions &o = rules.options();
    const ToiTables &t = o.tables;
    std::vector<Assumption> assumptions = *o.keptAssumptions();
    assumptions.push_back(assaultAssumption());
    Evaluation e = startEvaluation(action, std::move(assumptions), t.notOfficial);
    if (action.actors.empty())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText", "select the squad that assaults")), assaultRule);
    if (!action.target || !state.map().contains(*action.target))
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "point at the hex to assault")), assaultRule);
    const Unit &u = state.unit(action.actors.front());
    if (!u.onMap())
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is not on the map"), u.name), assaultRule);
    const ToiProfile *p = profileOf<ToiProfile>(u);
    if (std::string why = whyNotAssault(t, u, p); !why.empty())
        return refused(std::move(e), std::move(why), assaultRule);
    const std::string choice = paramOr<std::string>(action.params, "result", "by-hits");
    if (choice != "by-hits" && choice != "attacker" && choice != "defender")
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "choose who wins: by hits, the attacker or the defender")),
            assaultDoc);

    auto plan = std::make_shared<AssaultPlan>();
    plan->squad = u.id;
    plan->from = u.hex;
    plan->target = *action.target;
    plan->result = choice == "attacker" ? Result::Attacker
        : choice == "defender"          ? Result::Defender
                                        : Result::ByHits;
    const std::string hex = state.map().label(plan->target);
    // The window names the hex a squad two hexes away passes through: a one-hex move first.
    const std::vector<Hex> viaPath
        = action.via ? std::vector<Hex> {*action.via} : std::vector<Hex> {};
    const auto *given = paramAs<std::vector<Hex>>(action.params, movePathParam);
    if (const auto *path = given && !given->empty() ? given : &viaPath; !path->empty()) {
        if (u.status.has(assaultPending))
            return refused(std::move(e),
                ruleSentence(
                    HEXFIRE_TEXT("RuleText",
                        "%1 has made its move to assault: it assaults from where it stands"),
                    u.name),
                assaultRule);
        if (std::string why = moveFirst(rules, state, u, *path, *plan, e); !why.empty())
            return refused(std::move(e), std::move(why), "Assault; Movement");
        // Op Fire answers a move hex by hex: a move it could answer is made first, on its own.
        const LosCache los(rules, state);
        const std::vector<Effect> triggers = opFireTriggers(o, state, los, u, *path);
        if (!triggers.empty())
            return refused(std::move(e),
                ruleSentence(HEXFIRE_TEXT("RuleText",
                                 "Enemy units in Op Fire mode see %1 on the way, in %2: advance to "
                                 "assault first (Advance, To assault) so that they may fire, then "
                                 "assault"),
                    u.name, state.map().label(triggers.front().marker->hex)),
                "Assault; Op Fire");
    }
    const std::vector<Effect> finished = halfDoneCleared(u, "assault");
    plan->approach.insert(plan->approach.end(), finished.begin(), finished.end());
    if (!adjacent(plan->from, plan->target))
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 in %2 is not next to %3: a squad assaults an adjacent hex"),
                u.name, state.map().label(plan->from), hex),
            assaultRule);

    // The defenders: every enemy unit in the hex; a heavy vehicle there forbids the assault.
    for (const Unit *d : state.unitsIn(plan->target)) {
        const ToiProfile *dp = profileOf<ToiProfile>(*d);
        if (!d->onMap() || d->side == u.side || !dp)
            continue;
        const UnitValues *v = dp->vehicle ? t.vehicleType(dp->type) : nullptr;
        if (v && v->heavy)
            return refused(std::move(e),
                ruleSentence(
                    HEXFIRE_TEXT("RuleText",
                        "%1 holds %2 (%3), a heavy vehicle: no assault may target its hex"),
                    hex, d->name, translatedRuleText(v->name)),
                assaultRule);
        plan->defenders.push_back(d->id);
    }
    if (plan->defenders.empty())
        return refused(
            e, ruleSentence(HEXFIRE_TEXT("RuleText", "no enemy unit holds %1"), hex), assaultRule);

    plan->attackDice = firepowerOf(t, *p);
    e.lines.push_back(explain("assault.squad",
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 assaults %2 from %3: %4, firepower %5 against infantry"),
            u.name, hex, state.map().label(plan->from),
            figuresText(static_cast<int>(p->figures.size())), plan->attackDice),
        std::to_string(plan->attackDice), plan->attackDice, "Assault; Unit values", u.id.value));
    if (action.actors.size() > 1 + maxSupporters)
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "at most two units support an assault: %1 is one too many"),
                state.unit(action.actors[1 + maxSupporters]).name),
            assaultRule);
    for (std::size_t i = 1; i < action.actors.size(); ++i) {
        const Unit &s = state.unit(action.actors[i]);
        if (std::find(
                action.actors.begin(), action.actors.begin() + static_cast<std::ptrdiff_t>(i), s.id)
            != action.actors.begin() + static_cast<std::ptrdiff_t>(i))
            return refused(std::move(e),
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is named twice"), s.name), assaultRule);
        if (std::string why = addSupporter(t, state, u, s, plan->target, plan->attackDice, e);
            !why.empty())
            return refused(std::move(e), std::move(why), assaultRule);
        plan->supporters.push_back(s.id);
    }
    e.lines.push_back(explain("assault.close",
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "close range (adjacent): the assault dice succeed on %1+"),
            successNumber(Band::Close)),
        std::to_string(successNumber(Band::Close)) + "+", successNumber(Band::Close),
        "Assault; Determining range", u.id.value));

    const TerrainKind &terrain = state.map().terrain(plan->target);
    plan->cover = t.coverOf(terrain.id);
    const bool foundCover = terrain.id == "woods" || terrain.id == "clear" || terrain.id == "hill";
    e.lines.push_back(explain("assault.cover",
        plan->cover == 0
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "the defenders in %1 have no cover dice"),
                translatedRuleText(terrain.name))
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                               "the defenders in %1 roll %2, each succeeding on %3+ and "
                               "cancelling a hit"),
                translatedRuleText(terrain.name),
                countSentence(plan->cover, HEXFIRE_TEXT("RuleText", "%1 cover die"),
                    HEXFIRE_TEXT("RuleText", "%1 cover dice")),
                o.defenceSuccess),
        std::to_string(plan->cover), plan->cover, "Assault; Attacks", hex,
        !foundCover || plan->cover > 0, !foundCover && t.notOfficial));
    for (const UnitId &id : plan->defenders) {
        const Unit &d = state.unit(id);
        plan->defenceDice += defenceOf(t, d, *profileOf<ToiProfile>(d), e);
    }
    e.lines.push_back(explain("assault.no-cover",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "the defenders fire back at the same time at close range (%1+); the "
                         "attacker gets no cover dice"),
            successNumber(Band::Close)),
        std::to_string(plan->defenceDice), plan->defenceDice, assaultRule, hex));
    if (plan->attackDice > maxDiceCount || plan->defenceDice > maxDiceCount)
        return refused(std::move(e),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "the assault would roll more than %1 dice on one side"),
                maxDiceCount),
            assaultRule);

    // The DEFAULTs the result rests on.
    e.lines.push_back(explain("assault.winner",
        plan->result == Result::ByHits ? ruleSentence(HEXFIRE_TEXT(
            "RuleText", "the side that inflicts more hits wins; a tie goes to the defender"))
            : plan->result == Result::Attacker
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "the players decide: the attacker wins"))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "the players decide: the defender wins")),
        {}, std::nullopt, assaultDoc, hex, true));
    e.lines.push_back(explain("assault.hits",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "each hit on the defenders takes a figure from the defending squad with "
                         "the most figures left; hits left when no squad is left damage light "
                         "vehicles along their track; hits on the attackers take figures from %1 "
                         "first, then from the supporting squads"),
            u.name),
        {}, std::nullopt, assaultDoc, hex, true));
    e.lines.push_back(explain("assault.retreat",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "the losers retreat one hex, to the adjacent hex free of enemies farthest "
                         "from the winners (the first clockwise on ties): pinned become disrupted, "
                         "disrupted are destroyed, and a unit with nowhere to go is eliminated; a "
                         "winning squad advances into %1"),
            hex),
        {}, std::nullopt, assaultDoc, hex, true));
    e.lines.push_back(explain("assault.fatigue",
        ruleSentence(HEXFIRE_TEXT("RuleText", "everyone who took part is fatigued")), {},
        std::nullopt, assaultDoc, u.id.value, true));

    e.finals.push_back({"toi.assault.dice", ruleSentence(HEXFIRE_TEXT("RuleText", "Assault dice")),
        plan->attackDice, u.id.value});
    e.finals.push_back(
        {"toi.assault.success", ruleSentence(HEXFIRE_TEXT("RuleText", "Dice succeed on")),
            successNumber(Band::Close), u.id.value});
    e.finals.push_back({"toi.assault.cover", ruleSentence(HEXFIRE_TEXT("RuleText", "Cover dice")),
        plan->cover, hex});
    e.finals.push_back({"toi.assault.defence",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Defence dice")), plan->defenceDice, hex});
    addOdds(o, state, u, *plan, e);
    addDice(state, *plan, e);
    e.plan = std::move(plan);
    return e;
}

ActionType assaultActionType()
{
    ActionType a = actionType(std::string(actions::assault), HEXFIRE_TEXT("RuleText", "Assault"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The selected squad assaults the adjacent enemy hex pointed at; Ctrl-click up to two "
            "units next to that hex to support it with half their firepower. Both sides fire at "
            "close range at once, the side that inflicts more hits wins, and the losers retreat.")),
        ActorRule::Several, TargetKind::Hex);
    a.shortcut = "A";
    a.attacks = true;
    a.allowsVia = true;
    a.viaHelp = ruleSentence(HEXFIRE_TEXT("RuleText",
        "A squad two hexes away first moves into the hex next to the enemy on the side "
        "pointed from, then assaults: one action."));
    ParamSpec result = choiceSpec("result", HEXFIRE_TEXT("RuleText", "Who wins"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "By hits: the side that inflicts more hits wins and a tie goes to the defender "
            "(HexFire's "
            "assumption). Pick the attacker or the defender when your group plays it otherwise.")),
        {{"by-hits", HEXFIRE_TEXT("RuleText", "By hits (ties to the defender)")},
            {"attacker", HEXFIRE_TEXT("RuleText", "The attacker")},
            {"defender", HEXFIRE_TEXT("RuleText", "The defender")}},
        "by-hits");
    ParamSpec path;
    path.key = std::string(movePathParam);
    path.label = HEXFIRE_TEXT("RuleText", "Path");
    path.help = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The hexes the squad moves through before it assaults, in order; empty when it "
        "assaults from where it stands."));
    path.type = ParamType::HexList;
    path.notAsked = true;
    a.params = {result, path};
    return a;
}

std::vector<EffectType> assaultEffectTypes()
{
    return {
        {"retreated", HEXFIRE_TEXT("RuleText", "Retreated"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The loser of an assault falls back one hex."))},
        {"advanced", HEXFIRE_TEXT("RuleText", "Advanced"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The winning squad moves into the hex it assaulted."))}};
}

} // namespace hexfire::toi
