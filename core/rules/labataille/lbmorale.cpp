#include "core/rules/labataille/lbmorale.h"

#include "core/dice/d66.h"
#include "core/rules/assumptioncache.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmoralelevel.h"
#include "core/rules/labataille/lbmovethrough.h"
#include "core/rules/labataille/lboverstacking.h"
#include "core/rules/labataille/lbretreat.h"
#include "core/rules/mapcue.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

/** What a failed check does, by the unit's kind and state (REFERENCE 2.5.4). */
enum class Failure { Disorder, Rout, RoutAgain };

Failure failureOf(const Unit &u, CheckFailure failure = CheckFailure::ByState)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    if (u.status.has(statuses::routed))
        return Failure::RoutAgain;
    if (failure == CheckFailure::Routs || u.status.has(statuses::disordered)
        || (p && p->kind == UnitKind::Cavalry))
        return Failure::Rout;
    return Failure::Disorder;
}

/** Column, or general order in woods and built-up terrain (DEFAULT) for disordered infantry. */
Formation disorderedFormation(const GameState &state, const Unit &u)
{
    return isCoverTerrain(state.map().terrain(u.hex).id) ? Formation::GeneralOrder
                                                         : Formation::Column;
}

/** The facing a unit keeps in a new formation: half a hexside round when its kind changes. */
std::optional<Facing> facingIn(const Unit &u, UnitKind kind, Formation f)
{
    const FacingProfile fp = facingProfile(kind, f);
    if (fp.faces == FacingKind::Any)
        return u.facing;
    if (!u.facing) // from a carré: as a formation change does, towards the first hexside
        return fp.faces == FacingKind::Vertex ? Facing::vertex(HexDirection::D0)
                                              : Facing::hexside(HexDirection::D0);
    const bool wantVertex = fp.faces == FacingKind::Vertex;
    if ((u.facing->kind() == Facing::Kind::Vertex) == wantVertex)
        return u.facing;
    const int position = u.facing->position() + (wantVertex ? 1 : -1);
    return Facing::fromPosition(((position % 12) + 12) % 12);
}

/** The retreat a failure sends u on (as applyFailure takes it). */
RetreatPath failureRetreat(
    const LbOptions &o, const GameState &state, const Unit &u, CheckFailure failure)
{
    return retreatOf(o, state, u, failureOf(u, failure) != Failure::Disorder);
}

/** Where u goes if it fails, drawn on the map before the roll; returns the path. */
RetreatPath previewRetreat(
    const LbOptions &o, const GameState &state, const Unit &u, CheckFailure failure, Evaluation &e)
{
    const RetreatPath path = failureRetreat(o, state, u, failure);
    assume(o, e, "labataille.retreat-path");
    e.lines.push_back(explain("morale.retreat",
        ruleSentence(HEXFIRE_TEXT("RuleText", "if it fails: %1"), path.why), "", std::nullopt,
        path.alternatives.empty() ? moraleRule : "docs/rules.md: La Bataille retreat paths",
        u.id.value, !path.alternatives.empty()));
    if (path.surrender)
        e.cues.push_back(hexNote(u.hex, "X",
            ruleSentence(HEXFIRE_TEXT("RuleText", "if %1 fails: %2"), u.name, path.why)));
    for (std::size_t i = 0; i < path.hexes.size(); ++i)
        e.cues.push_back(hexNote(path.hexes[i], std::to_string(i + 1),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "if %1 fails its morale check: %2"), u.name, path.why)));
    return path;
}

/** The over-stacked hex where the path ends, and why; nullopt when it is within the limit. */
std::optional<std::pair<Hex, std::string>> overstackedEnd(
    const LbOptions &o, const GameState &state, const Unit &u, const RetreatPath &path)
{
    if (path.surrender || path.hexes.empty())
        return std::nullopt;
    std::string why = LbOverstacking(o).problem(state, u, path.hexes.back());
    if (why.empty())
        return std::nullopt;
    return std::make_pair(path.hexes.back(), std::move(why));
}

bool isRetreatCheck(const OddsTable &t)
{
    return !t.outcomes.empty() && t.outcomes.front().key == "not-checked";
}

/**
 * Folds the retreat checks from `first` on into earlier ones of the same unit: when a unit can
 * retreat two ways (disordered or routed) through the same friend, that friend checks on either,
 * with the same chance to pass, so one table holds both.
 */
void mergeRetreatChecks(std::vector<OddsTable> &odds, std::size_t first)
{
    for (std::size_t i = first; i < odds.size();) {
        const auto earlier = std::find_if(odds.begin(),
            odds.begin() + static_cast<std::ptrdiff_t>(first),
            [&](const OddsTable &t) { return isRetreatCheck(t) && t.subject == odds[i].subject; });
        if (!isRetreatCheck(odds[i]) || earlier == odds.begin() + static_cast<std::ptrdiff_t>(first)
            || earlier->outcomes.size() != odds[i].outcomes.size()) {
            ++i;
            continue;
        }
        double checked = 0.0;
        for (std::size_t k = 1; k < earlier->outcomes.size(); ++k) {
            earlier->outcomes[k].probability += odds[i].outcomes[k].probability;
            checked += earlier->outcomes[k].probability;
        }
        earlier->outcomes.front().probability = 1.0 - checked;
        odds.erase(odds.begin() + static_cast<std::ptrdiff_t>(i));
    }
}

void explainPathChecks(const LbOptions &o, const GameState &state, const Unit &u,
    const RetreatPath &path, double chance, Evaluation &e)
{
    if (path.surrender || path.hexes.empty() || chance <= 0.0)
        return;
    const std::size_t first = e.odds.size();
    std::optional<Hex> over;
    if (const auto end = overstackedEnd(o, state, u, path)) {
        over = end->first;
        LbOverstacking(o).explainIfRetreat(state, u, end->first, end->second, chance, e);
    }
    LbMoveThrough(o).explainIfRetreat(state, u, path.hexes, over, chance, e);
    mergeRetreatChecks(e.odds, first);
}

} // namespace

bool failureRouts(const Unit &u, CheckFailure failure)
{
    return failureOf(u, failure) != Failure::Disorder;
}

RetreatPath retreatOf(const LbOptions &o, const GameState &state, const Unit &u, bool rout)
{
    return retreatPath(o, state, u, rout ? o.routHexes : o.moraleRetreatMp, rout);
}

void explainRetreatChecks(const LbOptions &o, const GameState &state, const Unit &u, bool rout,
    double chance, Evaluation &e)
{
    explainPathChecks(o, state, u, retreatOf(o, state, u, rout), chance, e);
}

void resolveRetreatChecks(const LbOptions &o, const GameState &state, const Unit &u, bool rout,
    DiceSource &dice, Resolution &r)
{
    const RetreatPath path = retreatOf(o, state, u, rout);
    if (path.surrender || path.hexes.empty())
        return;
    std::optional<Hex> over;
    if (const auto end = overstackedEnd(o, state, u, path)) {
        over = end->first;
        LbOverstacking(o).resolve(state, u, end->first, end->second, dice, r);
    }
    LbMoveThrough(o).resolve(state, u, path.hexes, over, true, dice, r);
}

std::vector<UnitId> retreatCheckers(
    const LbOptions &o, const GameState &state, const Unit &u, bool rout)
{
    const RetreatPath path = retreatOf(o, state, u, rout);
    std::vector<UnitId> out;
    if (path.surrender || path.hexes.empty())
        return out;
    std::optional<Hex> over;
    if (const auto end = overstackedEnd(o, state, u, path)) {
        over = end->first;
        for (const Unit *x : LbOverstacking(o).rollers(state, u, end->first))
            out.push_back(x->id);
    }
    for (const Unit *x : LbMoveThrough(o).unitsPassed(state, u, path.hexes, over))
        out.push_back(x->id);
    return out;
}

void noteNotChecked(const std::vector<UnitId> &units, Resolution &r)
{
    for (const UnitId &id : units) {
        const bool reported = std::any_of(r.outcomes.begin(), r.outcomes.end(),
            [&](const Outcome &o) { return o.subject == id.value; });
        if (!reported)
            r.outcomes.push_back(
                {id.value, "not-checked", HEXFIRE_TEXT("RuleText", "Not checked")});
    }
}

void assumeOnce(Evaluation &e, const Assumption &a)
{
    if (std::none_of(e.assumptions.begin(), e.assumptions.end(),
            [&](const Assumption &x) { return x.key == a.key; }))
        e.assumptions.push_back(a);
}

void assume(const LbOptions &o, Evaluation &e, std::string_view key)
{
    assumeFrom(*o.keptAllAssumptions(), e, key);
}

std::vector<MoraleModifier> stateModifiers(
    const LbOptions &options, const GameState &state, const Unit &u)
{
    // Later checks of a disordered unit −3, of a routed one −6 (the state table of 2.5.4).
    std::vector<MoraleModifier> m;
    if (u.status.has(statuses::routed))
        m.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is routed"), u.name), -6, moraleRule,
            false});
    else if (u.status.has(statuses::disordered))
        m.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is disordered"), u.name), -3,
            moraleRule, false});
    // The morale level of its organisation, read on the hour (2.5.7).
    if (const MoraleLevelModifier level = moraleLevelModifier(options, state, u); level.value != 0)
        m.push_back({level.line.text, level.value, level.line.rule, level.line.assumed});
    return m;
}

bool checkPasses(int morale, int modifier, int reading)
{
    const int modified = d66::modified(reading, modifier);
    if (modified >= d66::highest)
        return true;
    return modified > d66::lowest && modified > morale;
}

double passChance(int morale, int modifier)
{
    int passes = 0;
    for (int i = 0; i < d66::readings; ++i)
        passes += checkPasses(morale, modifier, d66::reading(i)) ? 1 : 0;
    return static_cast<double>(passes) / d66::readings;
}

int totalModifier(const std::vector<MoraleModifier> &modifiers)
{
    int sum = 0;
    for (const MoraleModifier &m : modifiers)
        sum += m.value;
    return sum;
}

std::string failureText(const LbOptions &o, const GameState &, const Unit &u, CheckFailure failure)
{
    switch (failureOf(u, failure)) {
    case Failure::Disorder:
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "disordered, retreats %1 movement points"), o.moraleRetreatMp);
    case Failure::Rout:
        return o.routHexes == 1
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "routs, retreats %1 hex at once"), o.routHexes)
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "routs, retreats %1 hexes at once"), o.routHexes);
    case Failure::RoutAgain:
        break;
    }
    return o.routHexes == 1
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "stays routed, retreats %1 hex more"), o.routHexes)
        : ruleSentence(
            HEXFIRE_TEXT("RuleText", "stays routed, retreats %1 hexes more"), o.routHexes);
}

void explainCheck(const LbOptions &o, const GameState &state, const Unit &u,
    const std::vector<MoraleModifier> &modifiers, std::string_view why, Evaluation &e,
    CheckFailure failure, bool followUp)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    const std::string subject = u.id.value;
    const std::string title = ruleSentence(HEXFIRE_TEXT("RuleText", "Morale check of %1"), u.name);
    const std::string headline = ruleSentence(HEXFIRE_TEXT("RuleText", "fails the morale check"));
    assume(o, e, "labataille.morale-check");
    if (!p || p->morale <= 0) {
        e.lines.push_back(explain("morale.none",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1: %2 has no morale value, so it cannot check its morale; HexFire "
                             "takes the check as passed"),
                why, u.name),
            "", std::nullopt, moraleCheckAssumption, subject, true));
        e.odds.push_back(
            {subject, title, {{"passes", HEXFIRE_TEXT("RuleText", "Passes (not checked)"), 1.0, 0}},
                true, 1, headline, 1});
        return;
    }
    e.lines.push_back(explain("morale.check",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "%1: %2 checks its morale, morale value %3: it passes on a modified roll "
                         "above it"),
            why, u.name, p->morale),
        std::to_string(p->morale), p->morale, moraleRule, subject));
    for (const MoraleModifier &m : modifiers)
        e.lines.push_back(explain(
            "morale.modifier", m.what, signedText(m.value), m.value, m.rule, subject, m.assumed));
    const int total = totalModifier(modifiers);
    const Failure f = failureOf(u, failure);
    // A rout the rules call for (a failed stand) is found; by state, the disorder of infantry.
    const bool found = failure == CheckFailure::Routs
        || (f == Failure::Disorder && p->kind != UnitKind::Artillery);
    e.lines.push_back(explain("morale.failure",
        ruleSentence(
            HEXFIRE_TEXT("RuleText", "if %1 fails: %2"), u.name, failureText(o, state, u, failure)),
        "", std::nullopt, found ? moraleRule : moraleFailureAssumption, subject, !found));
    if (!found)
        assume(o, e, "labataille.morale-failure");
    const double pass = passChance(p->morale, total);
    e.odds.push_back({subject, title,
        {{"passes", HEXFIRE_TEXT("RuleText", "Passes"), pass, 0},
            {"fails",
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "Fails: %1"), failureText(o, state, u, failure)),
                1.0 - pass, f == Failure::Disorder ? 1 : 2}},
        true, 1, headline, 1});
    e.dice.push_back({6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, tens die")), false});
    e.dice.push_back({6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, ones die")), false});
    const RetreatPath path = previewRetreat(o, state, u, failure, e);
    if (followUp)
        explainPathChecks(o, state, u, path, 1.0 - pass, e);
}

bool resolveCheck(const LbOptions &o, const GameState &state, const Unit &u,
    const std::vector<MoraleModifier> &modifiers, std::string_view why, DiceSource &dice,
    Resolution &r, CheckFailure failure, bool followUp)
{
    const LbProfile *p = profileOf<LbProfile>(u);
    Effect record = makeEffect(EffectKind::Record, "morale-roll", u.id);
    if (!p || p->morale <= 0) {
        record.check = CheckResult {0, 0, true};
        record.note
            = ruleSentence(HEXFIRE_TEXT("RuleText", "%1: no morale value, not checked"), why);
        r.effects.push_back(std::move(record));
        r.outcomes.push_back(
            {u.id.value, "passes", HEXFIRE_TEXT("RuleText", "Passes (not checked)")});
        return true;
    }
    const int tens = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, tens die")));
    const int ones = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "morale check, ones die")));
    const int rolled = d66::reading(tens, ones);
    const int total = totalModifier(modifiers);
    const int modified = d66::modified(rolled, total);
    const bool passed = checkPasses(p->morale, total, rolled);
    r.cues.push_back(dieCue(u.hex, 6, tens,
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1's morale check, tens die"), u.name)));
    r.cues.push_back(dieCue(u.hex, 6, ones,
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1's morale check, ones die"), u.name)));
    const std::string verdict = passed
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "passes"))
        : ruleSentence(HEXFIRE_TEXT("RuleText", "fails: %1"), failureText(o, state, u, failure));
    r.lines.push_back(explain("morale.roll",
        total == 0 ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                      "%1: the morale check of %2 rolls %3 and reads %4 against "
                                      "%5: %6"),
            why, u.name, rolled, modified, p->morale, verdict)
                   : ruleSentence(HEXFIRE_TEXT("RuleText",
                                      "%1: the morale check of %2 rolls %3 %4 and reads %5 "
                                      "against %6: %7"),
                       why, u.name, rolled, signedText(total), modified, p->morale, verdict),
        std::to_string(modified), modified, moraleRule, u.id.value));
    r.finals.push_back({"morale.reading",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Modified morale check of %1"), u.name), modified,
        u.id.value});
    record.check = CheckResult {modified, p->morale, passed};
    record.note = std::string(why) + ": " + verdict;
    r.effects.push_back(std::move(record));
    r.outcomes.push_back({u.id.value, passed ? "passes" : "fails",
        passed ? HEXFIRE_TEXT("RuleText", "Passes") : verdict});
    const bool rout = failureOf(u, failure) != Failure::Disorder;
    if (!passed) {
        applyFailure(o, state, u, r, failure);
        if (followUp)
            resolveRetreatChecks(o, state, u, rout, dice, r);
    } else if (followUp) {
        noteNotChecked(retreatCheckers(o, state, u, rout), r);
    }
    return passed;
}

std::vector<const Unit *> stackCheckers(const GameState &state, Hex h, const SideId &side)
{
    std::vector<const Unit *> out;
    for (const Unit *u : state.unitsIn(h)) {
        const LbProfile *p = profileOf<LbProfile>(*u);
        if (u->side == side && u->onMap() && p && p->kind != UnitKind::Leader && p->morale > 0)
            out.push_back(u);
    }
    return out;
}

bool resolveStackChecks(const LbOptions &o, const GameState &state, const Unit &failed,
    std::vector<UnitId> &checked, DiceSource &dice, Resolution &r)
{
    bool anyFailed = false;
    for (const Unit *u : stackCheckers(state, failed.hex, failed.side)) {
        if (u->id == failed.id || std::find(checked.begin(), checked.end(), u->id) != checked.end())
            continue;
        checked.push_back(u->id);
        const std::string why = ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 failed in its stack, so the rest check"), failed.name);
        anyFailed
            = !resolveCheck(o, state, *u, stateModifiers(o, state, *u), why, dice, r) || anyFailed;
    }
    return anyFailed;
}

void explainStackChecks(const GameState &state, Hex h, const SideId &side, Evaluation &e)
{
    const std::vector<const Unit *> units = stackCheckers(state, h, side);
    if (units.size() < 2)
        return;
    e.lines.push_back(explain("morale.stack",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "a failure in a stack makes the rest check: if one unit in %1 fails, the "
                         "others that have not checked check too"),
            state.map().label(h)),
        "", std::nullopt, moraleRule, state.map().label(h)));
}

void applyFailure(
    const LbOptions &o, const GameState &state, const Unit &u, Resolution &r, CheckFailure failure)
{
    if (failureOf(u, failure) == Failure::Disorder)
        applyDisorder(o, state, u, r);
    else
        applyRout(o, state, u, r);
}

void applyDisorder(const LbOptions &o, const GameState &state, const Unit &u, Resolution &r)
{
    Effect set = makeEffect(EffectKind::StatusSet, "disordered", u.id);
    set.status = std::string(statuses::disordered);
    set.note = ruleSentence(HEXFIRE_TEXT("RuleText", "failed its morale"));
    r.effects.push_back(std::move(set));
    const LbProfile *p = profileOf<LbProfile>(u);
    if (p && p->kind == UnitKind::Infantry) {
        const Formation f = disorderedFormation(state, u);
        if (f != p->formation) {
            auto next = std::make_shared<LbProfile>(*p);
            next->formation = f;
            Effect changed = makeEffect(EffectKind::ProfileChanged, "formation-changed", u.id);
            changed.profile = next;
            changed.note = ruleSentence(HEXFIRE_TEXT("RuleText", "disordered infantry takes %1"),
                translatedRuleText(displayName(f)));
            r.effects.push_back(std::move(changed));
            const std::optional<Facing> facing = facingIn(u, p->kind, f);
            if (facing != u.facing) {
                Effect turned = makeEffect(EffectKind::FacingChanged, "turned", u.id);
                turned.facing = facing;
                r.effects.push_back(std::move(turned));
            }
        }
    }
    applyRetreat(state, u, retreatOf(o, state, u, false), "retreat", r);
}

void applyRout(const LbOptions &o, const GameState &state, const Unit &u, Resolution &r)
{
    if (!u.status.has(statuses::routed)) {
        Effect set = makeEffect(EffectKind::StatusSet, "routed", u.id);
        set.status = std::string(statuses::routed);
        set.note = ruleSentence(HEXFIRE_TEXT("RuleText", "failed its morale"));
        r.effects.push_back(std::move(set));
    }
    if (u.status.has(statuses::disordered)) {
        Effect cleared = makeEffect(EffectKind::StatusCleared, "routed", u.id);
        cleared.status = std::string(statuses::disordered);
        r.effects.push_back(std::move(cleared));
    }
    applyRetreat(state, u, retreatOf(o, state, u, true), "rout", r);
}

} // namespace hexfire::labataille
