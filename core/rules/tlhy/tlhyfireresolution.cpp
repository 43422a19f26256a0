#include "core/rules/tlhy/tlhyfireresolution.h"

#include "core/dice/distribution.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/tlhy/tlhymarker.h"
#include "core/rules/tlhy/tlhyunit.h"

#include <algorithm>
#include <map>
#include <string_view>
#include <tuple>

namespace hexfire {

namespace {

using UnitFacts = TlhyFireResolution::UnitFacts;
using Group = TlhyFireResolution::Group;
using LeaderAdjustment = TlhyFireResolution::LeaderAdjustment;

bool removedAfterResolution(const Marker &m)
{
    return TlhyMarker::isDrm(m) || m.kind == tlhykeys::primaryImpact
        || m.kind == tlhykeys::secondaryImpact || m.kind == tlhykeys::forwardObserver;
}

std::string markerName(const Marker &m)
{
    return m.kind == tlhykeys::mdrm ? ruleSentence(HEXFIRE_TEXT("RuleText", "MDRM %1 marker #%2"),
               signedText(TlhyMarker::shown(m)), m.id.value)
                                    : ruleSentence(HEXFIRE_TEXT("RuleText", "SADRM %1 marker #%2"),
                                        signedText(TlhyMarker::shown(m)), m.id.value);
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
    // Markers are placed in id order, so this is usually sorted already.
    const auto byId = [](const Marker *a, const Marker *b) { return a->id < b->id; };
    if (!std::is_sorted(result.begin(), result.end(), byId))
        std::sort(result.begin(), result.end(), byId);
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
        return HEXFIRE_TEXT("RuleText", "unconcealed undisrupted combat unit");
    case 2:
        return HEXFIRE_TEXT("RuleText", "concealed undisrupted combat unit");
    case 3:
        return HEXFIRE_TEXT("RuleText", "disrupted combat unit");
    default:
        return HEXFIRE_TEXT("RuleText", "non-combat unit");
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
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", ", tie with %1 broken by Assault Value %2 > %3"), next.name,
            top.assaultValue, next.assaultValue);
    return ruleSentence(
        HEXFIRE_TEXT("RuleText", ", tie with %1 broken by Small Arms Value %2 > %3"), next.name,
        top.smallArmsValue, next.smallArmsValue);
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
            g.candidates.push_back({i, {}, {}, {}});
    }
    g.selectionText = ruleSentence(HEXFIRE_TEXT("RuleText", "best %1: Cohesion %2"),
        translatedRuleText(className(priorityClass(top))), top.cohesion);
    if (sorted.size() > 1 && g.candidates.size() == 1)
        g.selectionText += tieText(top, g.units[sorted[1]]);
    if (g.candidates.size() > 1) {
        g.selectionAssumed = true;
        std::string tied;
        for (std::size_t i = 0; i < g.candidates.size(); ++i)
            tied += (i ? ", " : "") + std::to_string(i + 1) + " = "
                + g.units[g.candidates[i].unit].name;
        g.selectionText += ruleSentence(
            HEXFIRE_TEXT("RuleText", "; tied on Cohesion, AV and SAV: %1 (a d%2 picks)"), tied,
            g.candidates.size());
    }
}

/** Why leader u gives selected no −1; empty when he does. */
std::string noLeaderReason(const UnitFacts &u, const UnitFacts &selected)
{
    if (u.platoon.empty() || u.platoon != selected.platoon)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is not %2's platoon leader"), u.name, selected.name);
    if (u.disrupted)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is disrupted"), u.name);
    if (u.cohesion <= selected.cohesion)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1's Cohesion %2 is not higher than %3"),
            u.name, u.cohesion, selected.cohesion);
    return {};
}

LeaderAdjustment leaderAdjustment(const std::vector<UnitFacts> &units, const UnitFacts &selected)
{
    LeaderAdjustment a;
    if (selected.leader) {
        a.text = ruleSentence(HEXFIRE_TEXT("RuleText",
            "no platoon-leader adjustment: the unit that takes the fire is a "
            "leader"));
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
            a.text = ruleSentence(
                HEXFIRE_TEXT("RuleText", "platoon leader %1 (Cohesion %2) is stacked with %3: -1"),
                u.name, u.cohesion, selected.name);
            return a;
        }
        if (why.empty()) {
            why = reason;
            a.source = u.id.value;
        }
    }
    a.text = why.empty()
        ? ruleSentence(
            HEXFIRE_TEXT("RuleText", "no platoon-leader adjustment: no leader in the hex"))
        : ruleSentence(HEXFIRE_TEXT("RuleText", "no platoon-leader adjustment: %1"), why);
    return a;
}

/** What an FFAR does to the selected unit (13.1.5, 13.1.6). */
struct SelectedOutcome {
    std::string_view key; // literals: the odds add up by key for every FFAR of every preview
    std::string_view label;
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
        o.label = HEXFIRE_TEXT("RuleText", "No effect");
        return o;
    }
    o.concealmentLost = u.concealed;
    if (ffar == u.cohesion) {
        o.key = "concealment-lost";
        o.label = HEXFIRE_TEXT("RuleText", "Concealment lost (FFAR = Cohesion)");
        return o;
    }
    o.checks = true;
    const bool casualty = ffar >= 10 || u.heroic || u.japanese || u.russian;
    if (u.japanese) {
        o.key = "casualty";
        o.label = HEXFIRE_TEXT("RuleText", "Casualty (Japanese: instead of disrupting)");
        o.casualty = true;
    } else if (u.disrupted) {
        o.key = casualty ? "casualty" : "no-further-effect";
        o.label = casualty ? HEXFIRE_TEXT("RuleText", "Casualty (already disrupted)")
                           : HEXFIRE_TEXT("RuleText", "No further effect (already disrupted)");
        o.casualty = casualty;
    } else {
        o.key = casualty ? "casualty-and-disrupted" : "disrupted";
        o.label = casualty ? HEXFIRE_TEXT("RuleText", "Casualty and disrupted")
                           : HEXFIRE_TEXT("RuleText", "Disrupted");
        o.disrupt = true;
        o.casualty = casualty;
    }
    return o;
}

using Categories = std::vector<std::pair<std::string, std::string>>;

/** Every outcome a unit could have as the selected unit, in display order (built once: every
    preview asks for them, for every unit that may take the fire). */
const Categories &selectedCategories(const UnitFacts &u)
{
    static const Categories japanese {{"no-effect", HEXFIRE_TEXT("RuleText", "No effect")},
        {"concealment-lost", HEXFIRE_TEXT("RuleText", "Concealment lost (FFAR = Cohesion)")},
        {"casualty", HEXFIRE_TEXT("RuleText", "Casualty (Japanese: instead of disrupting)")}};
    static const Categories disrupted {{"no-effect", HEXFIRE_TEXT("RuleText", "No effect")},
        {"concealment-lost", HEXFIRE_TEXT("RuleText", "Concealment lost (FFAR = Cohesion)")},
        {"no-further-effect", HEXFIRE_TEXT("RuleText", "No further effect (already disrupted)")},
        {"casualty", HEXFIRE_TEXT("RuleText", "Casualty (already disrupted)")}};
    static const Categories other {{"no-effect", HEXFIRE_TEXT("RuleText", "No effect")},
        {"concealment-lost", HEXFIRE_TEXT("RuleText", "Concealment lost (FFAR = Cohesion)")},
        {"disrupted", HEXFIRE_TEXT("RuleText", "Disrupted")},
        {"casualty-and-disrupted", HEXFIRE_TEXT("RuleText", "Casualty and disrupted")}};
    return u.japanese ? japanese : u.disrupted ? disrupted : other;
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
        return ruleSentence(HEXFIRE_TEXT("RuleText", "Japanese units make no Cohesion Checks"));
    if (u.russian)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "Russian units make no Cohesion Checks"));
    if (u.disrupted)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "already disrupted (no check, assumed)"));
    return {};
}

void addCasualty(std::vector<Effect> &effects, const UnitFacts &u)
{
    Effect e;
    e.kind = EffectKind::StrengthLost;
    e.name = std::string(tlhykeys::casualty);
    e.unit = u.id;
    e.count = 1;
    e.note = u.strength > 1
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "full squad flips to its reduced side"))
        : ruleSentence(HEXFIRE_TEXT("RuleText", "reduced or one-step unit"));
    effects.push_back(e);
    if (u.strength <= 1) {
        Effect x;
        x.kind = EffectKind::Eliminated;
        x.name = std::string(tlhykeys::eliminated);
        x.unit = u.id;
        x.note = ruleSentence(HEXFIRE_TEXT("RuleText", "casualty on a reduced or one-step unit"));
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
    r.note = ruleSentence(HEXFIRE_TEXT("RuleText", "a disrupted unit stops regrouping"));
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
    return oddsOf(state, hex, extra, &titlePrefix);
}

std::vector<OddsTable> TlhyFireResolution::odds(
    const GameState &state, Hex hex, std::span<const Marker> extra) const
{
    return oddsOf(state, hex, extra, nullptr);
}

std::vector<OddsTable> TlhyFireResolution::oddsOf(const GameState &state, Hex hex,
    std::span<const Marker> extra, const std::string *titlePrefix) const
{
    HexPlan p = planFor(state, hex, extra, false);
    if (titlePrefix) // the odds alone name no hex
        p.where = state.map().label(hex);
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
    if (full)
        p.where = state.map().label(hex);
    // The DRM markers, each read once: a marker alone (a full plan: each has its line and its
    // die), or markers alike counted together (the odds alone: fire piled on one hex leaves
    // thousands of markers of a few values, and each marker read made a preview's time grow
    // with them). In the order of their (first) ids either way, so that the odds come out the
    // same to the last bit (maxOfDice).
    struct Read {
        const Marker *marker = nullptr; // the marker, or the group's sample
        int count = 1;
        int value = 0;
        int tem = 0;
        // MDRMs affect every unit in the hex; a SADRM only the side it was placed on (12.1).
        bool mortar = false;
        const std::vector<UnitId> *protects = nullptr; // the units its TEM part applies to
    };
    std::vector<Read> read;
    const auto add = [&](const Marker &m, int count) {
        // A SADRM carries no parameters: no look-up by name for it.
        const bool plain = m.params.empty();
        read.push_back(
            {&m, count, m.value, plain ? 0 : TlhyMarker::tem(m), m.kind == tlhykeys::mdrm,
                plain ? nullptr : paramAs<std::vector<UnitId>>(m.params, tlhykeys::temAppliesTo)});
    };
    if (full) {
        const auto drms
            = markersIn(state, hex, extra, [](const Marker &m) { return TlhyMarker::isDrm(m); });
        read.reserve(drms.size());
        p.markers.reserve(drms.size());
        for (const Marker *m : drms) {
            add(*m, 1);
            p.markers.push_back({m->id, markerName(*m), m->value, read.back().tem, false});
        }
    } else {
        std::vector<std::pair<MarkerId, const Marker *>> extras; // placed after every marker here
        for (const Marker &m : extra) {
            if (m.hex == hex && TlhyMarker::isDrm(m))
                extras.emplace_back(m.id, &m);
        }
        std::sort(extras.begin(), extras.end(),
            [](const auto &x, const auto &y) { return x.first < y.first; });
        auto next = extras.begin();
        for (const GameState::MarkerGroup &g : state.markerGroupsAt(hex)) {
            if (!TlhyMarker::isDrm(*g.like))
                continue;
            for (; next != extras.end() && next->first < g.first; ++next)
                add(*next->second, 1);
            add(*g.like, g.count);
        }
        for (; next != extras.end(); ++next)
            add(*next->second, 1);
    }
    const std::vector<const Unit *> here = state.unitsAt(hex);
    for (const Side &side : state.sides()) {
        Group g;
        g.side = side.id;
        g.sideName = side.name;
        for (const Unit *u : here) {
            if (u->side == side.id && TlhyUnit::hasProfile(*u) && !TlhyUnit::isVehicle(*u))
                g.units.push_back(factsOf(*u));
        }
        if (g.units.empty())
            continue;
        for (std::size_t i = 0; i < read.size(); ++i) {
            if (read[i].mortar || read[i].marker->side == side.id)
                g.markers.push_back(i);
        }
        if (g.markers.empty())
            continue;
        if (full) {
            for (const std::size_t i : g.markers)
                p.markers[i].used = true;
        }
        select(g);
        for (Candidate &c : g.candidates) {
            const UnitFacts &u = g.units[c.unit];
            c.dice.reserve(g.markers.size());
            for (const std::size_t i : g.markers) {
                const int drm
                    = TlhyMarker::drmFor(read[i].value, read[i].tem, read[i].protects, u.id);
                c.dice.emplace_back(drm, read[i].count);
                if (full)
                    c.drms.push_back(drm);
            }
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
            m.used ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2: one d10"), m.name, plan.where)
                   : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2: affects no unit here"),
                       m.name, plan.where),
            signedText(m.value + m.tem), m.value + m.tem, "12.1 step 1", markerSource(m.id)));
        if (m.used)
            out.dice.push_back({10,
                ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2"), m.name, plan.where), false});
    }
    for (const Group &g : plan.groups)
        explainGroup(plan, g, out, &titlePrefix, true);
}

namespace {

/** One unit's weight of each outcome key, in the order the keys first came. The keys are
    literals (outcomeFor, the categories), so they are compared as views, never copied. */
class UnitWeights {
public:
    double &operator[](std::string_view key)
    {
        for (auto &[k, w] : m_weights) {
            if (k == key)
                return w;
        }
        return m_weights.emplace_back(key, 0.0).second;
    }
    const double *find(std::string_view key) const
    {
        for (const auto &[k, w] : m_weights) {
            if (k == key)
                return &w;
        }
        return nullptr;
    }

private:
    std::vector<std::pair<std::string_view, double>> m_weights;
};
using Weights = std::vector<UnitWeights>; // by the group's unit index

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
    Weights odds(g.units.size());
    for (std::size_t i = 0; i < g.units.size(); ++i) {
        const UnitFacts &u = g.units[i];
        UnitWeights &table = odds[i];
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

/** The first candidate's lines: each marker's DRM against it, its leader -1, and the thresholds
 *  of its Cohesion. */
void explainFirstCandidate(const TlhyFireResolution::HexPlan &plan, const Group &g, Evaluation &out)
{
    const TlhyFireResolution::Candidate &c = g.candidates.front();
    const UnitFacts &cu = g.units[c.unit];
    for (std::size_t j = 0; j < g.markers.size(); ++j) {
        const TlhyFireResolution::MarkerFacts &m = plan.markers[g.markers[j]];
        const int drm = c.drms[j];
        out.lines.push_back(hexfire::explain("tlhy.fr.drm",
            m.tem != 0 && drm == m.value
                ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 against the %2 %3: TEM %4 does not apply"), m.name,
                    g.sideName, cu.name, signedText(m.tem))
                : ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1 against the %2 %3"), m.name, g.sideName, cu.name),
            signedText(drm), drm, "12.1 step 2", markerSource(m.id)));
        out.finals.push_back({"tlhy.drm",
            ruleSentence(HEXFIRE_TEXT("RuleText", "DRM of %1 for %2"), m.name, g.sideName), drm,
            g.side.value});
    }
    out.lines.push_back(hexfire::explain("tlhy.fr.leader", c.leader.text,
        signedText(c.leader.value), c.leader.value, "13.1.3", c.leader.source));
    out.lines.push_back(hexfire::explain("tlhy.fr.thresholds",
        ruleSentence(HEXFIRE_TEXT("RuleText",
                         "%1: a final fire attack result (FFAR) of %2 or more costs its "
                         "concealment, above %2 it disrupts (a casualty on 10 or more, or "
                         "for a heroic, Japanese or Russian unit)"),
            cu.name, cu.cohesion),
        std::to_string(cu.cohesion), cu.cohesion, "13.1.5", cu.id.value));
}

} // namespace

void TlhyFireResolution::explainGroup(const HexPlan &plan, const Group &g, Evaluation &out,
    const std::string *titlePrefix, bool breakdown) const
{
    const UnitFacts &front = g.units[g.candidates.front().unit];
    if (breakdown) {
        out.lines.push_back(hexfire::explain("tlhy.fr.selected",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "%1 in %2: %3 takes the fire as the selected unit of 13.1.3, the %4"),
                g.sideName, plan.where, front.name, g.selectionText),
            std::to_string(front.cohesion), front.cohesion, "13.1.3", front.id.value,
            g.selectionAssumed));
        if (g.candidates.size() > 1)
            out.dice.push_back({static_cast<int>(g.candidates.size()),
                ruleSentence(
                    HEXFIRE_TEXT("RuleText", "tie-break: which %1 unit in %2 takes the fire"),
                    g.sideName, plan.where),
                false});
        explainFirstCandidate(plan, g, out);
    }
    std::vector<Distribution> ffars;
    std::vector<double> triggers;
    for (const Candidate &c : g.candidates) {
        const UnitFacts &cu = g.units[c.unit];
        ffars.push_back(maxOfDice(10, c.dice).shifted(c.leader.value));
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
        const std::string why = breakdown ? noCheckReason(u) : std::string();
        const int target = u.cohesion + m_options.cohesionCheckModifier;
        if (breakdown && checks && !selectable)
            out.lines.push_back(hexfire::explain("tlhy.fr.check",
                why.empty()
                    ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1: Cohesion Check if the FFAR beats the Cohesion of the "
                                       "unit that takes the fire"),
                        u.name)
                    : ruleSentence(HEXFIRE_TEXT("RuleText",
                                       "%1: Cohesion Check if the FFAR beats the Cohesion of the "
                                       "unit that takes the fire - %2"),
                        u.name, why),
                std::to_string(target), target, "13.1.6", u.id.value, true));
        if (breakdown && checks && why.empty())
            out.dice.push_back(
                {10, ruleSentence(HEXFIRE_TEXT("RuleText", "Cohesion Check of %1"), u.name), true});
        OddsTable t;
        t.subject = u.id.value;
        // "Selected" in 13.1.4 is the unit the rules pick to take the fire, not the player's
        // selection, so the title says what it means.
        if (titlePrefix)
            t.title = *titlePrefix
                + (!selectable
                        ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 %2 in %3: Cohesion Check"),
                            g.sideName, u.name, plan.where)
                        : g.candidates.size() == 1
                        ? ruleSentence(
                            HEXFIRE_TEXT("RuleText", "%1 %2 in %3, the unit that takes the fire"),
                            g.sideName, u.name, plan.where)
                        : ruleSentence(
                            HEXFIRE_TEXT("RuleText",
                                "%1 %2 in %3, if the tie-break picks it to take the fire"),
                            g.sideName, u.name, plan.where));
        t.assumed = !selectable || g.selectionAssumed || u.disrupted;
        t.importance = selectable ? 2 : 1;
        const bool onlyCasualty = selectable && (u.disrupted || u.japanese);
        t.headline = onlyCasualty ? ruleSentence(HEXFIRE_TEXT("RuleText", "a casualty"))
            : selectable
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "at least disrupted"))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "disrupted by a failed Cohesion Check"));
        t.headlineSeverity = onlyCasualty ? 3 : 2;
        const UnitWeights &table = odds[i];
        const auto addOrdered = [&](const Categories &cats) {
            // A named pair, not a structured binding: clang 14 refuses to capture a binding in
            // the lambda below, and core must stay buildable by clang for the fuzzers.
            for (const auto &category : cats) {
                const std::string &key = category.first;
                const double *weight = table.find(key);
                const bool present = std::any_of(t.outcomes.begin(), t.outcomes.end(),
                    [&](const OutcomeOdds &o) { return o.key == key; });
                if (weight && !present)
                    t.outcomes.push_back({key, category.second, *weight, severityOf(key)});
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
        faces[i]
            = dice.roll(10, ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2"), m.name, plan.where));
        out.cues.push_back(dieCue(plan.hex, 10, faces[i],
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The die for the %1 in %2"), m.name, plan.where)));
        out.lines.push_back(hexfire::explain("tlhy.fr.roll",
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2: die"), m.name, plan.where),
            std::to_string(faces[i]), faces[i], "12.1 step 1", markerSource(m.id)));
    }
    for (const Group &g : plan.groups)
        resolveGroup(plan, g, faces, dice, out);
    for (const Marker &m : plan.leaving) {
        Effect e;
        e.kind = EffectKind::MarkerRemoved;
        e.name = std::string(tlhykeys::markerRemoved);
        e.marker = m;
        e.note = ruleSentence(HEXFIRE_TEXT("RuleText", "removed after Fire Resolution"));
        out.effects.push_back(e);
    }
}

void TlhyFireResolution::resolveGroup(const HexPlan &plan, const Group &g,
    const std::vector<int> &faces, DiceSource &dice, Resolution &out) const
{
    const Candidate *chosen = &g.candidates.front();
    if (g.candidates.size() > 1) {
        const int k = static_cast<int>(g.candidates.size());
        const int face = dice.roll(k,
            ruleSentence(HEXFIRE_TEXT("RuleText", "tie-break: which %1 unit in %2 takes the fire"),
                g.sideName, plan.where));
        chosen = &g.candidates[static_cast<std::size_t>(face - 1)];
        out.cues.push_back(dieCue(plan.hex, k, face,
            ruleSentence(HEXFIRE_TEXT("RuleText", "The die that picks which %1 unit in %2 is hit"),
                g.sideName, plan.where)));
        const UnitFacts &picked = g.units[chosen->unit];
        out.lines.push_back(hexfire::explain("tlhy.fr.tie-break",
            ruleSentence(HEXFIRE_TEXT("RuleText", "tie-break die picks %1"), picked.name),
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
            drm < 0 ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "%1: %2: die %3 - %4"), g.sideName, m.name, face, -drm)
                    : ruleSentence(HEXFIRE_TEXT("RuleText", "%1: %2: die %3 + %4"), g.sideName,
                        m.name, face, drm),
            std::to_string(ffar), ffar, "12.1 step 2", markerSource(m.id)));
        out.finals.push_back({"tlhy.ffar",
            ruleSentence(HEXFIRE_TEXT("RuleText", "FFAR of %1 for %2"), m.name, g.sideName), ffar,
            g.side.value});
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
        adj.value ? ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 in %2: highest FFAR (%3) with the leader -1"), g.sideName,
            plan.where, bestMarker->name)
                  : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2: highest FFAR (%3)"),
                      g.sideName, plan.where, bestMarker->name),
        std::to_string(used), used, "12.1 step 1", g.side.value));
    out.finals.push_back({"tlhy.ffar.used",
        ruleSentence(HEXFIRE_TEXT("RuleText", "Final Fire Attack Result used for %1"), g.sideName),
        used, g.side.value});

    const SelectedOutcome o = outcomeFor(selected, used);
    out.outcomes.push_back(
        {selected.id.value, std::string(o.key), std::string(translatedRuleText(o.label))});
    out.lines.push_back(hexfire::explain("tlhy.fr.outcome",
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1 (Cohesion %2): %3"), selected.name,
            selected.cohesion, translatedRuleText(o.label)),
        std::to_string(used), used, "13.1.5", selected.id.value, selected.disrupted && o.checks));
    if (o.concealmentLost) {
        Effect e;
        e.kind = EffectKind::StatusCleared;
        e.name = std::string(tlhykeys::concealmentLost);
        e.status = std::string(tlhykeys::concealed);
        e.unit = selected.id;
        e.note = ruleSentence(
            HEXFIRE_TEXT("RuleText", "the final fire attack result reached its Cohesion"));
        out.effects.push_back(e);
    }
    if (o.disrupt)
        addDisrupted(out.effects, selected.id, selected.regrouping,
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "the final fire attack result beat its Cohesion")));
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
            out.outcomes.push_back({u.id.value, "no-check",
                ruleSentence(HEXFIRE_TEXT("RuleText", "No Cohesion Check"))});
            if (checks)
                out.lines.push_back(hexfire::explain("tlhy.fr.check",
                    ruleSentence(
                        HEXFIRE_TEXT("RuleText", "%1: no Cohesion Check - %2"), u.name, why),
                    "", std::nullopt, "13.1.6", u.id.value, u.disrupted));
            continue;
        }
        const int target = u.cohesion + m_options.cohesionCheckModifier;
        const int face
            = dice.roll(10, ruleSentence(HEXFIRE_TEXT("RuleText", "Cohesion Check of %1"), u.name));
        const bool passed = face <= target;
        out.cues.push_back(dieCue(plan.hex, 10, face,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1's Cohesion Check"), u.name)));
        Effect check;
        check.kind = EffectKind::Record;
        check.name = std::string(tlhykeys::cohesionCheck);
        check.unit = u.id;
        check.check = CheckResult {face, target, passed};
        check.note = ruleSentence(
            HEXFIRE_TEXT("RuleText", "the fire beat the Cohesion of the unit that took it"));
        out.effects.push_back(check);
        out.lines.push_back(hexfire::explain("tlhy.fr.check",
            passed
                ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1: Cohesion Check, die %2 vs %3: passed"),
                    u.name, face, target)
                : ruleSentence(
                    HEXFIRE_TEXT("RuleText", "%1: Cohesion Check, die %2 vs %3: failed, disrupted"),
                    u.name, face, target),
            std::to_string(face), face, "13.1.6", u.id.value, true));
        if (!passed)
            addDisrupted(out.effects, u.id, u.regrouping,
                ruleSentence(HEXFIRE_TEXT("RuleText", "failed Cohesion Check")));
        out.outcomes.push_back({u.id.value, passed ? "check-passed" : "check-failed",
            passed ? ruleSentence(HEXFIRE_TEXT("RuleText", "Cohesion Check passed"))
                   : ruleSentence(HEXFIRE_TEXT("RuleText", "Cohesion Check failed: disrupted"))});
    }
}

} // namespace hexfire
