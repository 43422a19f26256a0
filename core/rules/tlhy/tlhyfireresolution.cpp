#include "core/rules/tlhy/tlhyfireresolution.h"

#include "core/dice/distribution.h"
#include "core/rules/ruletext.h"
#include "core/rules/tlhy/tlhymarker.h"
#include "core/rules/tlhy/tlhyunit.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace hexfire {

namespace {

using UnitFacts = TlhyFireResolution::UnitFacts;
using Group = TlhyFireResolution::Group;
using LeaderAdjustment = TlhyFireResolution::LeaderAdjustment;

/** MDRMs affect every unit in the hex; a SADRM only the side it was placed on (12.1). */
bool affects(const Marker &m, const SideId &side)
{
    return m.kind == tlhykeys::mdrm || (m.kind == tlhykeys::sadrm && m.side == side);
}

bool removedAfterResolution(const Marker &m)
{
    return TlhyMarker::isDrm(m) || m.kind == tlhykeys::primaryImpact
        || m.kind == tlhykeys::secondaryImpact || m.kind == tlhykeys::forwardObserver;
}

std::string markerName(const Marker &m)
{
    return std::string(m.kind == tlhykeys::mdrm ? "MDRM " : "SADRM ")
        + signedText(TlhyMarker::shown(m)) + " marker #" + std::to_string(m.id.value);
}

/** The markers of hex on the map and among extra that pass `keep`, by id. */
template <typename Keep>
std::vector<const Marker *> markersIn(
    const GameState &state, Hex hex, std::span<const Marker> extra, Keep keep)
{
    std::vector<const Marker *> result;
    for (const Marker *m : state.markersAt(hex)) {
        if (keep(*m))
            result.push_back(m);
    }
    for (const Marker &m : extra) {
        if (m.hex == hex && keep(m))
            result.push_back(&m);
    }
    std::sort(result.begin(), result.end(),
        [](const Marker *a, const Marker *b) { return a->id < b->id; });
    return result;
}

UnitFacts factsOf(const Unit &u)
{
    const TlhyProfile &p = TlhyUnit::profile(u);
    UnitFacts f;
    f.id = u.id;
    f.name = u.name;
    f.cohesion = TlhyUnit::cohesion(u);
    f.strength = u.strength;
    f.leader = TlhyUnit::isLeader(u);
    f.disrupted = TlhyUnit::isDisrupted(u);
    f.concealed = TlhyUnit::isConcealed(u);
    f.heroic = TlhyUnit::isHeroic(u);
    f.regrouping = TlhyUnit::isRegrouping(u);
    f.japanese = TlhyUnit::isJapanese(u);
    f.russian = TlhyUnit::isRussian(u);
    f.assaultValue = p.assaultValue;
    f.smallArmsValue = p.smallArmsValue;
    f.platoon = p.platoon;
    return f;
}

/** 13.1.3 priority: 1 unconcealed undisrupted combat, 2 concealed undisrupted, 3 disrupted, 4
 * non-combat. */
int priorityClass(const UnitFacts &u)
{
    if (u.leader)
        return 4;
    if (u.disrupted)
        return 3;
    return u.concealed ? 2 : 1;
}

std::string_view className(int c)
{
    switch (c) {
    case 1:
        return "unconcealed undisrupted combat unit";
    case 2:
        return "concealed undisrupted combat unit";
    case 3:
        return "disrupted combat unit";
    default:
        return "non-combat unit";
    }
}

auto selectionKey(const UnitFacts &u)
{
    return std::make_tuple(-priorityClass(u), u.cohesion, u.assaultValue, u.smallArmsValue);
}

/** How a tie on class and Cohesion between the best and the next unit was broken, if it was. */
std::string tieText(const UnitFacts &top, const UnitFacts &next)
{
    if (priorityClass(next) != priorityClass(top) || next.cohesion != top.cohesion)
        return {};
    if (next.assaultValue != top.assaultValue)
        return ", tie with " + next.name + " broken by Assault Value "
            + std::to_string(top.assaultValue) + " > " + std::to_string(next.assaultValue);
    return ", tie with " + next.name + " broken by Small Arms Value "
        + std::to_string(top.smallArmsValue) + " > " + std::to_string(next.smallArmsValue);
}

/** 13.1.3: fills g.candidates (unit indexes only), the selection text and whether a die picks. */
void select(Group &g)
{
    std::vector<std::size_t> sorted(g.units.size());
    for (std::size_t i = 0; i < sorted.size(); ++i)
        sorted[i] = i;
    std::stable_sort(sorted.begin(), sorted.end(), [&](std::size_t a, std::size_t b) {
        return selectionKey(g.units[a]) > selectionKey(g.units[b]);
    });
    const UnitFacts &top = g.units[sorted.front()];
    for (const std::size_t i : sorted) {
        if (selectionKey(g.units[i]) == selectionKey(top))
            g.candidates.push_back({i, {}, {}});
    }
    g.selectionText = "best " + std::string(className(priorityClass(top))) + ": Cohesion "
        + std::to_string(top.cohesion);
    if (sorted.size() > 1 && g.candidates.size() == 1)
        g.selectionText += tieText(top, g.units[sorted[1]]);
    if (g.candidates.size() > 1) {
        g.selectionAssumed = true;
        g.selectionText += "; tied on Cohesion, AV and SAV:";
        for (std::size_t i = 0; i < g.candidates.size(); ++i)
            g.selectionText += (i ? ", " : " ") + std::to_string(i + 1) + " = "
                + g.units[g.candidates[i].unit].name;
        g.selectionText += " (a d" + std::to_string(g.candidates.size()) + " picks)";
    }
}

/** Why leader u gives selected no −1; empty when he does. */
std::string noLeaderReason(const UnitFacts &u, const UnitFacts &selected)
{
    if (u.platoon.empty() || u.platoon != selected.platoon)
        return u.name + " is not " + selected.name + "'s platoon leader";
    if (u.disrupted)
        return u.name + " is disrupted";
    if (u.cohesion <= selected.cohesion)
        return u.name + "'s Cohesion " + std::to_string(u.cohesion) + " is not higher than "
            + std::to_string(selected.cohesion);
    return {};
}

LeaderAdjustment leaderAdjustment(const std::vector<UnitFacts> &units, const UnitFacts &selected)
{
    LeaderAdjustment a;
    if (selected.leader) {
        a.text = "no platoon-leader adjustment: the unit that takes the fire is a leader";
        return a;
    }
    std::string why;
    for (const UnitFacts &u : units) {
        if (u.id == selected.id || !u.leader)
            continue;
        const std::string reason = noLeaderReason(u, selected);
        if (reason.empty()) {
            a.value = -1;
            a.source = u.id.value;
            a.text = "platoon leader " + u.name + " (Cohesion " + std::to_string(u.cohesion)
                + ") is stacked with " + selected.name + ": -1";
            return a;
        }
        if (why.empty()) {
            why = reason;
            a.source = u.id.value;
        }
    }
    a.text = "no platoon-leader adjustment: "
        + (why.empty() ? std::string("no leader in the hex") : why);
    return a;
}

/** What an FFAR does to the selected unit (13.1.5, 13.1.6). */
struct SelectedOutcome {
    std::string key;
    std::string label;
    bool concealmentLost = false;
    bool disrupt = false;
    bool casualty = false;
    bool checks = false; /**< the other units of the side check cohesion */
};

SelectedOutcome outcomeFor(const UnitFacts &u, int ffar)
{
    SelectedOutcome o;
    if (ffar < u.cohesion) {
        o.key = "no-effect";
        o.label = "No effect";
        return o;
    }
    o.concealmentLost = u.concealed;
    if (ffar == u.cohesion) {
        o.key = "concealment-lost";
        o.label = "Concealment lost (FFAR = Cohesion)";
        return o;
    }
    o.checks = true;
    const bool casualty = ffar >= 10 || u.heroic || u.japanese || u.russian;
    if (u.japanese) {
        o.key = "casualty";
        o.label = "Casualty (Japanese: instead of disrupting)";
        o.casualty = true;
    } else if (u.disrupted) {
        o.key = casualty ? "casualty" : "no-further-effect";
        o.label
            = casualty ? "Casualty (already disrupted)" : "No further effect (already disrupted)";
        o.casualty = casualty;
    } else {
        o.key = casualty ? "casualty-and-disrupted" : "disrupted";
        o.label = casualty ? "Casualty and disrupted" : "Disrupted";
        o.disrupt = true;
        o.casualty = casualty;
    }
    return o;
}

using Categories = std::vector<std::pair<std::string, std::string>>;

/** Every outcome a unit could have as the selected unit, in display order. */
Categories selectedCategories(const UnitFacts &u)
{
    Categories r {{"no-effect", HEXFIRE_TEXT("RuleText", "No effect")},
        {"concealment-lost", HEXFIRE_TEXT("RuleText", "Concealment lost (FFAR = Cohesion)")}};
    if (u.japanese) {
        r.emplace_back("casualty", "Casualty (Japanese: instead of disrupting)");
    } else if (u.disrupted) {
        r.emplace_back("no-further-effect", "No further effect (already disrupted)");
        r.emplace_back("casualty", "Casualty (already disrupted)");
    } else {
        r.emplace_back("disrupted", "Disrupted");
        r.emplace_back("casualty-and-disrupted", "Casualty and disrupted");
    }
    return r;
}

const Categories checkCategories {
    {"no-check", HEXFIRE_TEXT("RuleText", "No Cohesion Check")},
    {"check-passed", HEXFIRE_TEXT("RuleText", "Cohesion Check passed")},
    {"check-failed", HEXFIRE_TEXT("RuleText", "Cohesion Check failed: disrupted")},
};

/** How bad an outcome is for the unit, 0 = no effect, for the odds' colours and summary. */
int severityOf(const std::string &key)
{
    if (key == "concealment-lost")
        return 1;
    if (key == "disrupted" || key == "check-failed")
        return 2;
    if (key == "casualty" || key == "casualty-and-disrupted")
        return 3;
    return 0; // no effect, no further effect, no check, check passed
}

/** Why a non-selected unit makes no Cohesion Check whatever the FFAR; empty when it would check. */
std::string noCheckReason(const UnitFacts &u)
{
    if (u.japanese)
        return "Japanese units make no Cohesion Checks";
    if (u.russian)
        return "Russian units make no Cohesion Checks";
    if (u.disrupted)
        return "already disrupted (no check, assumed)";
    return {};
}

void addCasualty(std::vector<Effect> &effects, const UnitFacts &u)
{
    Effect e;
    e.kind = EffectKind::StrengthLost;
    e.name = std::string(tlhykeys::casualty);
    e.unit = u.id;
    e.count = 1;
    e.note = u.strength > 1 ? "full squad flips to its reduced side" : "reduced or one-step unit";
    effects.push_back(e);
    if (u.strength <= 1) {
        Effect x;
        x.kind = EffectKind::Eliminated;
        x.name = std::string(tlhykeys::eliminated);
        x.unit = u.id;
        x.note = "casualty on a reduced or one-step unit";
        effects.push_back(x);
    }
}

std::string markerSource(MarkerId id) { return "marker #" + std::to_string(id.value); }

} // namespace

void addDisrupted(std::vector<Effect> &effects, const UnitId &u, bool regrouping, std::string note)
{
    Effect e;
    e.kind = EffectKind::StatusSet;
    e.name = std::string(tlhykeys::disruptedEffect);
    e.status = std::string(tlhykeys::disrupted);
    e.unit = u;
    e.note = note;
    effects.push_back(e);
    if (!regrouping)
        return;
    Effect r;
    r.kind = EffectKind::StatusCleared;
    r.name = std::string(tlhykeys::regroupingEnded);
    r.status = std::string(tlhykeys::regrouping);
    r.unit = u;
    r.note = "a disrupted unit stops regrouping";
    effects.push_back(r);
}

std::vector<Hex> TlhyFireResolution::hexesWithDrmMarkers(const GameState &state)
{
    std::vector<bool> has(static_cast<std::size_t>(state.map().hexCount()), false);
    for (const Marker &m : state.markers()) {
        const int cell = state.map().coordinates().tryCellIndex(m.hex);
        if (cell >= 0 && TlhyMarker::isDrm(m))
            has[static_cast<std::size_t>(cell)] = true;
    }
    std::vector<Hex> result;
    for (std::size_t i = 0; i < has.size(); ++i) {
        if (has[i])
            result.push_back(state.map().coordinates().hexAt(static_cast<int>(i)));
    }
    return result;
}

// --- plan: everything that needs no die ---------------------------------------------------------

TlhyFireResolution::HexPlan TlhyFireResolution::plan(
    const GameState &state, Hex hex, std::span<const Marker> extra) const
{
    return planFor(state, hex, extra, true);
}

std::vector<OddsTable> TlhyFireResolution::odds(const GameState &state, Hex hex,
    std::span<const Marker> extra, const std::string &titlePrefix) const
{
    const HexPlan p = planFor(state, hex, extra, false);
    Evaluation out;
    for (const Group &g : p.groups)
        explainGroup(p, g, out, titlePrefix, false);
    return std::move(out.odds);
}

TlhyFireResolution::HexPlan TlhyFireResolution::planFor(
    const GameState &state, Hex hex, std::span<const Marker> extra, bool full) const
{
    HexPlan p;
    p.hex = hex;
    p.where = state.map().label(hex);
    const auto drms
        = markersIn(state, hex, extra, [](const Marker &m) { return TlhyMarker::isDrm(m); });
    p.markers.reserve(drms.size());
    for (const Marker *m : drms)
        p.markers.push_back(
            {m->id, full ? markerName(*m) : std::string(), m->value, TlhyMarker::tem(*m), false});
    for (const Side &side : state.sides()) {
        Group g;
        g.side = side.id;
        g.sideName = side.name;
        for (const Unit *u : state.unitsAt(hex)) {
            if (u->side == side.id && TlhyUnit::hasProfile(*u) && !TlhyUnit::isVehicle(*u))
                g.units.push_back(factsOf(*u));
        }
        for (std::size_t i = 0; i < drms.size(); ++i) {
            if (affects(*drms[i], side.id))
                g.markers.push_back(i);
        }
        if (g.units.empty() || g.markers.empty())
            continue;
        for (const std::size_t i : g.markers)
            p.markers[i].used = true;
        select(g);
        for (Candidate &c : g.candidates) {
            const UnitFacts &u = g.units[c.unit];
            for (const std::size_t i : g.markers)
                c.drms.push_back(TlhyMarker::drmFor(*drms[i], u.id));
            c.leader = leaderAdjustment(g.units, u);
        }
        p.groups.push_back(std::move(g));
    }
    if (!full)
        return p;
    for (const Marker *m : markersIn(state, hex, extra, removedAfterResolution))
        p.leaving.push_back(*m);
    return p;
}

// --- explain: the breakdown, the dice and the exact odds ----------------------------------------

void TlhyFireResolution::explain(
    const HexPlan &plan, Evaluation &out, const std::string &titlePrefix) const
{
    for (const MarkerFacts &m : plan.markers) {
        out.lines.push_back(hexfire::explain("tlhy.fr.marker",
            m.name + " in " + plan.where + (m.used ? ": one d10" : ": affects no unit here"),
            signedText(m.value + m.tem), m.value + m.tem, "12.1 step 1", markerSource(m.id)));
        if (m.used)
            out.dice.push_back({10, m.name + " in " + plan.where, false});
    }
    for (const Group &g : plan.groups)
        explainGroup(plan, g, out, titlePrefix, true);
}

namespace {

using Weights = std::map<std::string, std::map<std::string, double>>; // unit id -> key -> p

/**
 * Each unit's outcome weights when each candidate in turn takes the fire, a share each: for the
 * candidate its own outcomes (ffars[c], the FFAR it would get), for the others their Cohesion
 * Checks (triggers[c], the chance the FFAR beats its Cohesion). Per unit, the candidates add
 * plain numbers in their order (the sums of a table per candidate, without its look-ups), so
 * that thousands of figures tied for selection stay fast.
 */
Weights outcomeWeights(const Group &g, const std::vector<Distribution> &ffars,
    const std::vector<double> &triggers, int checkModifier)
{
    const double share = 1.0 / static_cast<double>(g.candidates.size());
    Weights odds;
    for (std::size_t i = 0; i < g.units.size(); ++i) {
        const UnitFacts &u = g.units[i];
        auto &table = odds[u.id.value];
        const bool exempt = !noCheckReason(u).empty();
        const double pass = TlhyUnit::passProbability(u.cohesion + checkModifier);
        bool checks = false;
        double none = 0.0;
        double passed = 0.0;
        double failed = 0.0;
        for (std::size_t c = 0; c < g.candidates.size(); ++c) {
            if (g.candidates[c].unit == i) {
                for (const auto &[k, label] : selectedCategories(u))
                    table[k] += 0.0;
                const Distribution &ffar = ffars[c];
                for (int v = ffar.minValue(); v <= ffar.maxValue(); ++v)
                    table[outcomeFor(u, v).key] += share * ffar.probability(v);
                continue;
            }
            checks = true;
            if (exempt) {
                none += share;
                continue;
            }
            none += share * (1.0 - triggers[c]);
            passed += share * triggers[c] * pass;
            failed += share * triggers[c] * (1.0 - pass);
        }
        if (checks) {
            table["no-check"] += none;
            table["check-passed"] += passed;
            table["check-failed"] += failed;
        }
    }
    return odds;
}

/** The first candidate's lines: each marker's DRM against it (markerLines), its leader -1, and
 *  the thresholds of its Cohesion. */
void explainFirstCandidate(
    const TlhyFireResolution::HexPlan &plan, const Group &g, Evaluation &out, bool markerLines)
{
    const TlhyFireResolution::Candidate &c = g.candidates.front();
    const UnitFacts &cu = g.units[c.unit];
    for (std::size_t j = 0; markerLines && j < g.markers.size(); ++j) {
        const TlhyFireResolution::MarkerFacts &m = plan.markers[g.markers[j]];
        const int drm = c.drms[j];
        out.lines.push_back(hexfire::explain("tlhy.fr.drm",
            m.name + " against the " + g.sideName + " " + cu.name
                + (m.tem != 0 && drm == m.value ? ": TEM " + signedText(m.tem) + " does not apply"
                                                : std::string()),
            signedText(drm), drm, "12.1 step 2", markerSource(m.id)));
        out.finals.push_back(
            {"tlhy.drm", "DRM of " + m.name + " for " + g.sideName, drm, g.side.value});
    }
    out.lines.push_back(hexfire::explain("tlhy.fr.leader", c.leader.text,
        signedText(c.leader.value), c.leader.value, "13.1.3", c.leader.source));
    out.lines.push_back(hexfire::explain("tlhy.fr.thresholds",
        cu.name + ": a final fire attack result (FFAR) of " + std::to_string(cu.cohesion)
            + " or more costs its concealment, above " + std::to_string(cu.cohesion)
            + " it disrupts (a casualty on 10 or more, or for a heroic, Japanese or Russian "
              "unit)",
        std::to_string(cu.cohesion), cu.cohesion, "13.1.5", cu.id.value));
}

} // namespace

void TlhyFireResolution::explainGroup(const HexPlan &plan, const Group &g, Evaluation &out,
    const std::string &titlePrefix, bool markerLines) const
{
    const UnitFacts &front = g.units[g.candidates.front().unit];
    out.lines.push_back(hexfire::explain("tlhy.fr.selected",
        g.sideName + " in " + plan.where + ": " + front.name
            + " takes the fire as the selected unit of 13.1.3, the " + g.selectionText,
        std::to_string(front.cohesion), front.cohesion, "13.1.3", front.id.value,
        g.selectionAssumed));
    if (g.candidates.size() > 1)
        out.dice.push_back({static_cast<int>(g.candidates.size()),
            "tie-break: which " + g.sideName + " unit in " + plan.where + " takes the fire",
            false});
    std::vector<Distribution> ffars;
    std::vector<double> triggers;
    explainFirstCandidate(plan, g, out, markerLines);
    for (const Candidate &c : g.candidates) {
        const UnitFacts &cu = g.units[c.unit];
        ffars.push_back(maxOfDice(10, c.drms).shifted(c.leader.value));
        triggers.push_back(ffars.back().probabilityOf([&](int v) { return v > cu.cohesion; }));
    }
    Weights odds = outcomeWeights(g, ffars, triggers, m_options.cohesionCheckModifier);
    std::vector<bool> candidate(g.units.size(), false);
    for (const Candidate &c : g.candidates)
        candidate[c.unit] = true;
    for (std::size_t i = 0; i < g.units.size(); ++i) {
        const UnitFacts &u = g.units[i];
        const bool selectable = candidate[i];
        const bool checks = !selectable || g.candidates.size() > 1;
        const std::string why = noCheckReason(u);
        const int target = u.cohesion + m_options.cohesionCheckModifier;
        if (checks && !selectable)
            out.lines.push_back(hexfire::explain("tlhy.fr.check",
                u.name
                    + ": Cohesion Check if the FFAR beats the Cohesion of the unit that takes the "
                      "fire"
                    + (why.empty() ? "" : " - " + why),
                std::to_string(target), target, "13.1.6", u.id.value, true));
        if (checks && why.empty())
            out.dice.push_back({10, "Cohesion Check of " + u.name, true});
        OddsTable t;
        t.subject = u.id.value;
        // "Selected" in 13.1.4 is the unit the rules pick to take the fire, not the player's
        // selection, so the title says what it means.
        t.title = titlePrefix + g.sideName + " " + u.name + " in " + plan.where
            + (!selectable                     ? ": Cohesion Check"
                    : g.candidates.size() == 1 ? ", the unit that takes the fire"
                                               : ", if the tie-break picks it to take the fire");
        t.assumed = !selectable || g.selectionAssumed || u.disrupted;
        t.importance = selectable ? 2 : 1;
        const bool onlyCasualty = selectable && (u.disrupted || u.japanese);
        t.headline = onlyCasualty ? "a casualty"
            : selectable          ? "at least disrupted"
                                  : "disrupted by a failed Cohesion Check";
        t.headlineSeverity = onlyCasualty ? 3 : 2;
        const auto &table = odds[u.id.value];
        const auto addOrdered = [&](const Categories &cats) {
            // A named pair, not a structured binding: clang 14 refuses to capture a binding in
            // the lambda below, and core must stay buildable by clang for the fuzzers.
            for (const auto &category : cats) {
                const std::string &key = category.first;
                const auto it = table.find(key);
                const bool present = std::any_of(t.outcomes.begin(), t.outcomes.end(),
                    [&](const OutcomeOdds &o) { return o.key == key; });
                if (it != table.end() && !present)
                    t.outcomes.push_back({key, category.second, it->second, severityOf(key)});
            }
        };
        if (selectable)
            addOrdered(selectedCategories(u));
        if (checks)
            addOrdered(checkCategories);
        out.odds.push_back(std::move(t));
    }
}

// --- resolve: the dice, from the plan only ------------------------------------------------------

void TlhyFireResolution::resolve(const HexPlan &plan, DiceSource &dice, Resolution &out) const
{
    std::vector<int> faces(plan.markers.size(), 0);
    for (std::size_t i = 0; i < plan.markers.size(); ++i) {
        const MarkerFacts &m = plan.markers[i];
        if (!m.used)
            continue;
        faces[i] = dice.roll(10, m.name + " in " + plan.where);
        out.cues.push_back(
            dieCue(plan.hex, 10, faces[i], "The die for the " + m.name + " in " + plan.where));
        out.lines.push_back(hexfire::explain("tlhy.fr.roll", m.name + " in " + plan.where + ": die",
            std::to_string(faces[i]), faces[i], "12.1 step 1", markerSource(m.id)));
    }
    for (const Group &g : plan.groups)
        resolveGroup(plan, g, faces, dice, out);
    for (const Marker &m : plan.leaving) {
        Effect e;
        e.kind = EffectKind::MarkerRemoved;
        e.name = std::string(tlhykeys::markerRemoved);
        e.marker = m;
        e.note = "removed after Fire Resolution";
        out.effects.push_back(e);
    }
}

void TlhyFireResolution::resolveGroup(const HexPlan &plan, const Group &g,
    const std::vector<int> &faces, DiceSource &dice, Resolution &out) const
{
    const Candidate *chosen = &g.candidates.front();
    if (g.candidates.size() > 1) {
        const int k = static_cast<int>(g.candidates.size());
        const int face = dice.roll(
            k, "tie-break: which " + g.sideName + " unit in " + plan.where + " takes the fire");
        chosen = &g.candidates[static_cast<std::size_t>(face - 1)];
        out.cues.push_back(dieCue(plan.hex, k, face,
            "The die that picks which " + g.sideName + " unit in " + plan.where + " is hit"));
        const UnitFacts &picked = g.units[chosen->unit];
        out.lines.push_back(
            hexfire::explain("tlhy.fr.tie-break", "tie-break die picks " + picked.name,
                std::to_string(face), face, "13.1.3", picked.id.value, true));
    }
    const UnitFacts &selected = g.units[chosen->unit];
    int best = 0;
    const MarkerFacts *bestMarker = nullptr;
    for (std::size_t j = 0; j < g.markers.size(); ++j) {
        const MarkerFacts &m = plan.markers[g.markers[j]];
        const int face = faces[g.markers[j]];
        const int drm = chosen->drms[j];
        const int ffar = face + drm;
        out.lines.push_back(hexfire::explain("tlhy.fr.ffar",
            g.sideName + ": " + m.name + ": die " + std::to_string(face) + (drm < 0 ? " - " : " + ")
                + std::to_string(drm < 0 ? -drm : drm),
            std::to_string(ffar), ffar, "12.1 step 2", markerSource(m.id)));
        out.finals.push_back(
            {"tlhy.ffar", "FFAR of " + m.name + " for " + g.sideName, ffar, g.side.value});
        if (!bestMarker || ffar > best) {
            best = ffar;
            bestMarker = &m;
        }
    }
    const LeaderAdjustment &adj = chosen->leader;
    const int used = best + adj.value;
    out.lines.push_back(hexfire::explain(
        "tlhy.fr.leader", adj.text, signedText(adj.value), adj.value, "13.1.3", adj.source));
    out.lines.push_back(hexfire::explain("tlhy.fr.used",
        g.sideName + " in " + plan.where + ": highest FFAR (" + bestMarker->name + ")"
            + (adj.value ? " with the leader -1" : ""),
        std::to_string(used), used, "12.1 step 1", g.side.value));
    out.finals.push_back(
        {"tlhy.ffar.used", "Final Fire Attack Result used for " + g.sideName, used, g.side.value});

    const SelectedOutcome o = outcomeFor(selected, used);
    out.outcomes.push_back({selected.id.value, o.key, o.label});
    out.lines.push_back(hexfire::explain("tlhy.fr.outcome",
        selected.name + " (Cohesion " + std::to_string(selected.cohesion) + "): " + o.label,
        std::to_string(used), used, "13.1.5", selected.id.value, selected.disrupted && o.checks));
    if (o.concealmentLost) {
        Effect e;
        e.kind = EffectKind::StatusCleared;
        e.name = std::string(tlhykeys::concealmentLost);
        e.status = std::string(tlhykeys::concealed);
        e.unit = selected.id;
        e.note = "the final fire attack result reached its Cohesion";
        out.effects.push_back(e);
    }
    if (o.disrupt)
        addDisrupted(out.effects, selected.id, selected.regrouping,
            "the final fire attack result beat its Cohesion");
    if (o.casualty)
        addCasualty(out.effects, selected);
    resolveChecks(plan, g, selected, o.checks, dice, out);
}

void TlhyFireResolution::resolveChecks(const HexPlan &plan, const Group &g,
    const UnitFacts &selected, bool checks, DiceSource &dice, Resolution &out) const
{
    for (const UnitFacts &u : g.units) {
        if (u.id == selected.id)
            continue;
        const std::string why = noCheckReason(u);
        if (!checks || !why.empty()) {
            out.outcomes.push_back({u.id.value, "no-check", "No Cohesion Check"});
            if (checks)
                out.lines.push_back(
                    hexfire::explain("tlhy.fr.check", u.name + ": no Cohesion Check - " + why, "",
                        std::nullopt, "13.1.6", u.id.value, u.disrupted));
            continue;
        }
        const int target = u.cohesion + m_options.cohesionCheckModifier;
        const int face = dice.roll(10, "Cohesion Check of " + u.name);
        const bool passed = face <= target;
        out.cues.push_back(dieCue(plan.hex, 10, face, u.name + "'s Cohesion Check"));
        Effect check;
        check.kind = EffectKind::Record;
        check.name = std::string(tlhykeys::cohesionCheck);
        check.unit = u.id;
        check.check = CheckResult {face, target, passed};
        check.note = "the fire beat the Cohesion of the unit that took it";
        out.effects.push_back(check);
        out.lines.push_back(hexfire::explain("tlhy.fr.check",
            u.name + ": Cohesion Check, die " + std::to_string(face) + " vs "
                + std::to_string(target) + (passed ? ": passed" : ": failed, disrupted"),
            std::to_string(face), face, "13.1.6", u.id.value, true));
        if (!passed)
            addDisrupted(out.effects, u.id, u.regrouping, "failed Cohesion Check");
        out.outcomes.push_back({u.id.value, passed ? "check-passed" : "check-failed",
            passed ? "Cohesion Check passed" : "Cohesion Check failed: disrupted"});
    }
}

} // namespace hexfire
