#include "core/rules/tlhy/tlhyfireresolution.h"

#include "core/dice/distribution.h"
#include "core/rules/tlhy/tlhyunit.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace hexfire {

namespace {

bool isDrm(const Marker &m) { return m.kind == MarkerKind::Sadrm || m.kind == MarkerKind::Mdrm; }

/** MDRMs affect every unit in the hex; a SADRM only the side it was placed on (REFERENCE 1.2). */
bool affects(const Marker &m, const SideId &side)
{
    return m.kind == MarkerKind::Mdrm || (m.kind == MarkerKind::Sadrm && m.side == side);
}

bool removedAfterResolution(const Marker &m)
{
    return isDrm(m) || m.kind == MarkerKind::PrimaryImpact || m.kind == MarkerKind::SecondaryImpact
        || m.kind == MarkerKind::ForwardObserver;
}

std::string markerName(const Marker &m)
{
    return std::string(m.kind == MarkerKind::Mdrm ? "MDRM " : "SADRM ")
        + signedText(m.value + m.tem) + " marker #" + std::to_string(m.id.value);
}

/** One side's non-vehicle units in the hex and the DRM markers that affect them. */
struct Group {
    const Side *side = nullptr;
    std::vector<const Unit *> units;
    std::vector<const Marker *> markers;
};

std::vector<const Marker *> drmMarkers(const GameState &state, Hex hex)
{
    std::vector<const Marker *> result;
    for (const Marker *m : state.markersAt(hex)) {
        if (isDrm(*m))
            result.push_back(m);
    }
    std::sort(result.begin(), result.end(),
        [](const Marker *a, const Marker *b) { return a->id < b->id; });
    return result;
}

std::vector<Group> groupsAt(
    const GameState &state, Hex hex, const std::vector<const Marker *> &markers)
{
    std::vector<Group> result;
    for (const Side &side : state.sides()) {
        Group g;
        g.side = &side;
        for (const Unit *u : state.unitsAt(hex)) {
            if (u->side == side.id && TlhyUnit::hasProfile(*u) && !TlhyUnit::isVehicle(*u))
                g.units.push_back(u);
        }
        for (const Marker *m : markers) {
            if (affects(*m, side.id))
                g.markers.push_back(m);
        }
        if (!g.units.empty() && !g.markers.empty())
            result.push_back(std::move(g));
    }
    return result;
}

/** 13.1.3 priority: 1 unconcealed undisrupted combat, 2 concealed undisrupted, 3 disrupted, 4
 * non-combat. */
int priorityClass(const Unit &u)
{
    if (!TlhyUnit::isCombat(u))
        return 4;
    if (u.status.disrupted)
        return 3;
    return u.status.concealed ? 2 : 1;
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

auto selectionKey(const Unit &u)
{
    const TlhyProfile &p = TlhyUnit::profile(u);
    return std::make_tuple(
        -priorityClass(u), TlhyUnit::cohesion(u), p.assaultValue, p.smallArmsValue);
}

/** The units tied for selection (one unless a tie-break die is needed) and how they were chosen. */
struct Selection {
    std::vector<const Unit *> candidates;
    std::string text;
    bool assumed = false;
};

Selection select(const Group &g)
{
    Selection s;
    std::vector<const Unit *> sorted = g.units;
    std::stable_sort(sorted.begin(), sorted.end(),
        [](const Unit *a, const Unit *b) { return selectionKey(*a) > selectionKey(*b); });
    const auto best = selectionKey(*sorted.front());
    for (const Unit *u : sorted) {
        if (selectionKey(*u) == best)
            s.candidates.push_back(u);
    }
    const Unit &top = *sorted.front();
    const TlhyProfile &p = TlhyUnit::profile(top);
    s.text = "best " + std::string(className(priorityClass(top))) + ": Cohesion "
        + std::to_string(TlhyUnit::cohesion(top));
    if (sorted.size() > 1 && s.candidates.size() == 1) {
        const Unit &next = *sorted[1];
        const TlhyProfile &q = TlhyUnit::profile(next);
        if (priorityClass(next) == priorityClass(top)
            && TlhyUnit::cohesion(next) == TlhyUnit::cohesion(top)) {
            if (q.assaultValue != p.assaultValue)
                s.text += ", tie with " + next.name + " broken by Assault Value "
                    + std::to_string(p.assaultValue) + " > " + std::to_string(q.assaultValue);
            else
                s.text += ", tie with " + next.name + " broken by Small Arms Value "
                    + std::to_string(p.smallArmsValue) + " > " + std::to_string(q.smallArmsValue);
        }
    }
    if (s.candidates.size() > 1) {
        s.assumed = true;
        s.text += "; tied on Cohesion, AV and SAV:";
        for (std::size_t i = 0; i < s.candidates.size(); ++i)
            s.text += (i ? ", " : " ") + std::to_string(i + 1) + " = " + s.candidates[i]->name;
        s.text += " (a d" + std::to_string(s.candidates.size()) + " picks)";
    }
    return s;
}

/** The platoon-leader −1 of 13.1.3 for one selected unit, with why it does or does not apply. */
struct LeaderAdjustment {
    int value = 0;
    std::string text;
    std::string source;
};

LeaderAdjustment leaderAdjustment(const Group &g, const Unit &selected)
{
    LeaderAdjustment a;
    if (TlhyUnit::isLeader(selected)) {
        a.text = "no platoon-leader adjustment: the selected unit is a leader";
        return a;
    }
    const TlhyProfile &sp = TlhyUnit::profile(selected);
    const int c = TlhyUnit::cohesion(selected);
    std::string why;
    for (const Unit *u : g.units) {
        if (u == &selected || !TlhyUnit::isLeader(*u))
            continue;
        const TlhyProfile &lp = TlhyUnit::profile(*u);
        std::string reason;
        if (lp.platoon.empty() || lp.platoon != sp.platoon)
            reason = u->name + " is not " + selected.name + "'s platoon leader";
        else if (u->status.disrupted)
            reason = u->name + " is disrupted";
        else if (TlhyUnit::cohesion(*u) <= c)
            reason = u->name + "'s Cohesion " + std::to_string(TlhyUnit::cohesion(*u))
                + " is not higher than " + std::to_string(c);
        if (reason.empty()) {
            a.value = -1;
            a.source = u->id.value;
            a.text = "platoon leader " + u->name + " (Cohesion "
                + std::to_string(TlhyUnit::cohesion(*u)) + ") is stacked with " + selected.name
                + ": -1";
            return a;
        }
        if (why.empty()) {
            why = reason;
            a.source = u->id.value;
        }
    }
    a.text = "no platoon-leader adjustment: "
        + (why.empty() ? std::string("no leader in the hex") : why);
    return a;
}

/** What an FFAR does to the selected unit (REFERENCE 1.2 step 6, 1.5). */
struct SelectedOutcome {
    std::string key;
    std::string label;
    bool concealmentLost = false;
    bool disrupt = false;
    bool casualty = false;
    bool checks = false; /**< the other units of the side check cohesion */
};

SelectedOutcome outcomeFor(const Unit &u, int ffar)
{
    SelectedOutcome o;
    const int c = TlhyUnit::cohesion(u);
    if (ffar < c) {
        o.key = "no-effect";
        o.label = "No effect";
        return o;
    }
    o.concealmentLost = u.status.concealed;
    if (ffar == c) {
        o.key = "concealment-lost";
        o.label = "Concealment lost (FFAR = Cohesion)";
        return o;
    }
    o.checks = true;
    const bool casualty
        = ffar >= 10 || u.status.heroic || TlhyUnit::isJapanese(u) || TlhyUnit::isRussian(u);
    if (TlhyUnit::isJapanese(u)) {
        o.key = "casualty";
        o.label = "Casualty (Japanese: instead of disrupting)";
        o.casualty = true;
    } else if (u.status.disrupted) {
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

/** Every outcome a unit could have as the selected unit, in display order. */
std::vector<std::pair<std::string, std::string>> selectedCategories(const Unit &u)
{
    std::vector<std::pair<std::string, std::string>> r {
        {"no-effect", "No effect"}, {"concealment-lost", "Concealment lost (FFAR = Cohesion)"}};
    if (TlhyUnit::isJapanese(u)) {
        r.emplace_back("casualty", "Casualty (Japanese: instead of disrupting)");
    } else if (u.status.disrupted) {
        r.emplace_back("no-further-effect", "No further effect (already disrupted)");
        r.emplace_back("casualty", "Casualty (already disrupted)");
    } else {
        r.emplace_back("disrupted", "Disrupted");
        r.emplace_back("casualty-and-disrupted", "Casualty and disrupted");
    }
    return r;
}

const std::vector<std::pair<std::string, std::string>> checkCategories {
    {"no-check", "No Cohesion Check"},
    {"check-passed", "Cohesion Check passed"},
    {"check-failed", "Cohesion Check failed: disrupted"},
};

/** Why a non-selected unit makes no Cohesion Check whatever the FFAR; empty when it would check. */
std::string noCheckReason(const Unit &u)
{
    if (TlhyUnit::isJapanese(u))
        return "Japanese units make no Cohesion Checks";
    if (TlhyUnit::isRussian(u))
        return "Russian units make no Cohesion Checks";
    if (u.status.disrupted)
        return "already disrupted (no check, assumed)";
    return {};
}

void addCasualty(std::vector<Effect> &effects, const Unit &u)
{
    Effect e;
    e.kind = EffectKind::Casualty;
    e.unit = u.id;
    e.note = u.strength > 1 ? "full squad flips to its reduced side" : "reduced or one-step unit";
    effects.push_back(e);
    if (u.strength <= 1) {
        Effect x;
        x.kind = EffectKind::Eliminated;
        x.unit = u.id;
        x.note = "casualty on a reduced or one-step unit";
        effects.push_back(x);
    }
}

} // namespace

std::vector<Hex> TlhyFireResolution::hexesWithDrmMarkers(const GameState &state)
{
    std::vector<Hex> result;
    for (const Hex h : state.map().hexes()) {
        if (!drmMarkers(state, h).empty())
            result.push_back(h);
    }
    return result;
}

void TlhyFireResolution::evaluate(
    const GameState &state, Hex hex, Evaluation &out, const std::string &titlePrefix) const
{
    const std::string where = state.map().label(hex);
    const auto markers = drmMarkers(state, hex);
    const auto groups = groupsAt(state, hex, markers);
    for (const Marker *m : markers) {
        const bool used = std::any_of(groups.begin(), groups.end(), [&](const Group &g) {
            return std::find(g.markers.begin(), g.markers.end(), m) != g.markers.end();
        });
        out.lines.push_back(explain("tlhy.fr.marker",
            markerName(*m) + " in " + where + (used ? ": one d10" : ": affects no unit here"),
            signedText(m->value + m->tem), m->value + m->tem, "12.1 step 1",
            "marker #" + std::to_string(m->id.value)));
        if (used)
            out.dice.push_back({10, markerName(*m) + " in " + where, false});
    }
    for (const Group &g : groups) {
        const Selection sel = select(g);
        out.lines.push_back(explain("tlhy.fr.selected",
            g.side->name + " in " + where + ": " + sel.candidates.front()->name
                + " is the selected unit (" + sel.text + ")",
            std::to_string(TlhyUnit::cohesion(*sel.candidates.front())),
            TlhyUnit::cohesion(*sel.candidates.front()), "13.1.3", sel.candidates.front()->id.value,
            sel.assumed));
        if (sel.candidates.size() > 1)
            out.dice.push_back({static_cast<int>(sel.candidates.size()),
                "tie-break: selected " + g.side->name + " unit in " + where, false});
        const double share = 1.0 / static_cast<double>(sel.candidates.size());
        std::map<std::string, std::map<std::string, double>> odds; // unit id -> key -> p
        for (const Unit *c : sel.candidates) {
            std::vector<int> mods;
            for (const Marker *m : g.markers) {
                mods.push_back(m->drmFor(c->id));
                if (c == sel.candidates.front()) {
                    out.lines.push_back(explain("tlhy.fr.drm",
                        markerName(*m) + " as it applies to " + g.side->name + " (" + c->name + ")"
                            + (m->tem != 0 && m->drmFor(c->id) == m->value
                                    ? ": TEM " + signedText(m->tem) + " does not apply"
                                    : std::string()),
                        signedText(m->drmFor(c->id)), m->drmFor(c->id), "12.1 step 2",
                        "marker #" + std::to_string(m->id.value)));
                    out.finals.push_back(
                        {"tlhy.drm", "DRM of " + markerName(*m) + " for " + g.side->name,
                            m->drmFor(c->id), g.side->id.value});
                }
            }
            const LeaderAdjustment adj = leaderAdjustment(g, *c);
            if (c == sel.candidates.front()) {
                out.lines.push_back(explain("tlhy.fr.leader", adj.text, signedText(adj.value),
                    adj.value, "13.1.3", adj.source));
                const int coh = TlhyUnit::cohesion(*c);
                out.lines.push_back(explain("tlhy.fr.thresholds",
                    c->name + ": FFAR >= " + std::to_string(coh) + " loses concealment, > "
                        + std::to_string(coh)
                        + " disrupts (casualty at 10+ or if heroic/Japanese/Russian)",
                    std::to_string(coh), coh, "13.1.5", c->id.value));
            }
            const Distribution ffar = maxOfDice(10, mods).shifted(adj.value);
            const int coh = TlhyUnit::cohesion(*c);
            const double pTrigger = ffar.probabilityOf([&](int v) { return v > coh; });
            for (const Unit *u : g.units) {
                auto &table = odds[u->id.value];
                if (u == c) {
                    for (const auto &[k, label] : selectedCategories(*u))
                        table[k] += 0.0;
                    for (int v = ffar.minValue(); v <= ffar.maxValue(); ++v)
                        table[outcomeFor(*u, v).key] += share * ffar.probability(v);
                    continue;
                }
                for (const auto &[k, label] : checkCategories)
                    table[k] += 0.0;
                if (!noCheckReason(*u).empty()) {
                    table["no-check"] += share;
                    continue;
                }
                const double pass = TlhyUnit::passProbability(
                    TlhyUnit::cohesion(*u) + m_options.cohesionCheckModifier);
                table["no-check"] += share * (1.0 - pTrigger);
                table["check-passed"] += share * pTrigger * pass;
                table["check-failed"] += share * pTrigger * (1.0 - pass);
            }
        }
        for (const Unit *u : g.units) {
            const bool selectable = std::find(sel.candidates.begin(), sel.candidates.end(), u)
                != sel.candidates.end();
            const bool checks = !selectable || sel.candidates.size() > 1;
            if (checks && !selectable)
                out.lines.push_back(explain("tlhy.fr.check",
                    u->name + ": Cohesion Check if the selected unit's FFAR exceeds its Cohesion"
                        + (noCheckReason(*u).empty() ? "" : " - " + noCheckReason(*u)),
                    std::to_string(TlhyUnit::cohesion(*u) + m_options.cohesionCheckModifier),
                    TlhyUnit::cohesion(*u) + m_options.cohesionCheckModifier, "13.1.6", u->id.value,
                    true));
            if (checks && noCheckReason(*u).empty())
                out.dice.push_back({10, "Cohesion Check of " + u->name, true});
            OddsTable t;
            t.subject = u->id.value;
            t.title = titlePrefix + g.side->name + " " + u->name + " in " + where
                + (selectable ? " (selected unit)" : " (Cohesion Check)");
            t.assumed = !selectable || sel.assumed || u->status.disrupted;
            const auto &table = odds[u->id.value];
            auto addOrdered = [&](const std::vector<std::pair<std::string, std::string>> &cats) {
                for (const auto &[k, label] : cats) {
                    const auto it = table.find(k);
                    const bool present = std::any_of(t.outcomes.begin(), t.outcomes.end(),
                        [&](const OutcomeOdds &o) { return o.key == k; });
                    if (it != table.end() && !present)
                        t.outcomes.push_back({k, label, it->second});
                }
            };
            if (selectable)
                addOrdered(selectedCategories(*u));
            if (checks)
                addOrdered(checkCategories);
            out.odds.push_back(std::move(t));
        }
    }
}

void TlhyFireResolution::resolve(
    const GameState &state, Hex hex, DiceSource &dice, Resolution &out) const
{
    const std::string where = state.map().label(hex);
    const auto markers = drmMarkers(state, hex);
    const auto groups = groupsAt(state, hex, markers);
    std::map<int, int> faces; // marker id -> face
    for (const Marker *m : markers) {
        const bool used = std::any_of(groups.begin(), groups.end(), [&](const Group &g) {
            return std::find(g.markers.begin(), g.markers.end(), m) != g.markers.end();
        });
        if (!used)
            continue;
        const int face = dice.roll(10, markerName(*m) + " in " + where);
        faces[m->id.value] = face;
        out.lines.push_back(explain("tlhy.fr.roll", markerName(*m) + " in " + where + ": die",
            std::to_string(face), face, "12.1 step 1", "marker #" + std::to_string(m->id.value)));
    }
    for (const Group &g : groups) {
        const Selection sel = select(g);
        const Unit *selected = sel.candidates.front();
        if (sel.candidates.size() > 1) {
            const int k = static_cast<int>(sel.candidates.size());
            const int face
                = dice.roll(k, "tie-break: selected " + g.side->name + " unit in " + where);
            selected = sel.candidates[static_cast<std::size_t>(face - 1)];
            out.lines.push_back(
                explain("tlhy.fr.tie-break", "tie-break die picks " + selected->name,
                    std::to_string(face), face, "13.1.3", selected->id.value, true));
        }
        int best = 0;
        const Marker *bestMarker = nullptr;
        for (const Marker *m : g.markers) {
            const int drm = m->drmFor(selected->id);
            const int ffar = faces[m->id.value] + drm;
            out.lines.push_back(explain("tlhy.fr.ffar",
                g.side->name + ": " + markerName(*m) + ": die " + std::to_string(faces[m->id.value])
                    + (drm < 0 ? " - " : " + ") + std::to_string(drm < 0 ? -drm : drm),
                std::to_string(ffar), ffar, "12.1 step 2",
                "marker #" + std::to_string(m->id.value)));
            out.finals.push_back({"tlhy.ffar", "FFAR of " + markerName(*m) + " for " + g.side->name,
                ffar, g.side->id.value});
            if (!bestMarker || ffar > best) {
                best = ffar;
                bestMarker = m;
            }
        }
        const LeaderAdjustment adj = leaderAdjustment(g, *selected);
        const int used = best + adj.value;
        out.lines.push_back(explain(
            "tlhy.fr.leader", adj.text, signedText(adj.value), adj.value, "13.1.3", adj.source));
        out.lines.push_back(explain("tlhy.fr.used",
            g.side->name + " in " + where + ": highest FFAR (" + markerName(*bestMarker) + ")"
                + (adj.value ? " with the leader -1" : ""),
            std::to_string(used), used, "12.1 step 1", g.side->id.value));
        out.finals.push_back({"tlhy.ffar.used", "Final Fire Attack Result used for " + g.side->name,
            used, g.side->id.value});

        const SelectedOutcome o = outcomeFor(*selected, used);
        out.outcomes.push_back({selected->id.value, o.key, o.label});
        out.lines.push_back(explain("tlhy.fr.outcome",
            selected->name + " (Cohesion " + std::to_string(TlhyUnit::cohesion(*selected))
                + "): " + o.label,
            std::to_string(used), used, "13.1.5", selected->id.value,
            selected->status.disrupted && o.checks));
        if (o.concealmentLost)
            out.effects.push_back(
                {EffectKind::ConcealmentLost, selected->id, 0, {}, {}, {}, {}, "FFAR >= Cohesion"});
        if (o.disrupt)
            out.effects.push_back(
                {EffectKind::Disrupted, selected->id, 0, {}, {}, {}, {}, "FFAR > Cohesion"});
        if (o.casualty)
            addCasualty(out.effects, *selected);

        for (const Unit *u : g.units) {
            if (u == selected)
                continue;
            const std::string why = noCheckReason(*u);
            if (!o.checks || !why.empty()) {
                out.outcomes.push_back({u->id.value, "no-check", "No Cohesion Check"});
                if (o.checks)
                    out.lines.push_back(
                        explain("tlhy.fr.check", u->name + ": no Cohesion Check - " + why, "",
                            std::nullopt, "13.1.6", u->id.value, u->status.disrupted));
                continue;
            }
            const int target = TlhyUnit::cohesion(*u) + m_options.cohesionCheckModifier;
            const int face = dice.roll(10, "Cohesion Check of " + u->name);
            const bool passed = face <= target;
            Effect check;
            check.kind = EffectKind::CohesionCheck;
            check.unit = u->id;
            check.check = CheckResult {face, target, passed};
            check.note = "other unit in the hex of a disrupted selected unit";
            out.effects.push_back(check);
            out.lines.push_back(explain("tlhy.fr.check",
                u->name + ": Cohesion Check, die " + std::to_string(face) + " vs "
                    + std::to_string(target) + (passed ? ": passed" : ": failed, disrupted"),
                std::to_string(face), face, "13.1.6", u->id.value, true));
            if (!passed)
                out.effects.push_back(
                    {EffectKind::Disrupted, u->id, 0, {}, {}, {}, {}, "failed Cohesion Check"});
            out.outcomes.push_back({u->id.value, passed ? "check-passed" : "check-failed",
                passed ? "Cohesion Check passed" : "Cohesion Check failed: disrupted"});
        }
    }
    std::vector<const Marker *> leaving;
    for (const Marker *m : state.markersAt(hex)) {
        if (removedAfterResolution(*m))
            leaving.push_back(m);
    }
    std::sort(leaving.begin(), leaving.end(),
        [](const Marker *a, const Marker *b) { return a->id < b->id; });
    for (const Marker *m : leaving) {
        Effect e;
        e.kind = EffectKind::MarkerRemoved;
        e.marker = *m;
        e.note = "removed after Fire Resolution";
        out.effects.push_back(e);
    }
}

} // namespace hexfire
