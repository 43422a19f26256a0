#include "core/rules/tlhy/tlhyruleset.h"

#include "core/error.h"
#include "core/los/losengine.h"
#include "core/rules/tlhy/tlhyfireresolution.h"
#include "core/rules/tlhy/tlhyunit.h"

#include <algorithm>
#include <map>

namespace hexfire {

namespace {

void refuse(Evaluation &e, std::string why, std::string rule)
{
    if (!e.legal)
        return; // the first reason is the one shown
    e.legal = false;
    e.whyNot = std::move(why);
    e.whyNotRule = std::move(rule);
}

const Marker *findMarker(const GameState &state, Hex hex, MarkerKind kind)
{
    for (const Marker *m : state.markersAt(hex)) {
        if (m->kind == kind)
            return m;
    }
    return nullptr;
}

/** The first side other than `own` with units on the map in hex. */
const Side *enemySideIn(const GameState &state, Hex hex, const SideId &own)
{
    for (const Side &s : state.sides()) {
        if (s.id == own)
            continue;
        for (const Unit *u : state.unitsAt(hex)) {
            if (u->side == s.id)
                return &s;
        }
    }
    return nullptr;
}

std::string names(const std::vector<const Unit *> &units)
{
    std::string r;
    for (std::size_t i = 0; i < units.size(); ++i)
        r += (i ? ", " : "") + units[i]->name;
    return r;
}

Effect placed(Marker m, std::string note)
{
    Effect e;
    e.kind = EffectKind::MarkerPlaced;
    e.marker = std::move(m);
    e.note = std::move(note);
    return e;
}

Effect moved(const Unit &u, Hex to, std::string note)
{
    Effect e;
    e.kind = EffectKind::Moved;
    e.unit = u.id;
    e.from = u.hex;
    e.to = to;
    e.note = std::move(note);
    return e;
}

/** An MDRM in one hex, split as Marker stores it: value for all, tem for temAppliesTo only. */
struct MdrmParts {
    int value = 0;
    int tem = 0;
    std::vector<UnitId> temAppliesTo;
};

/** An MDRM marker carrying its base value and the terrain part for the units it protects. */
Marker mdrmMarker(MarkerId id, Hex hex, const MdrmParts &parts, std::string source)
{
    Marker m;
    m.id = id;
    m.kind = MarkerKind::Mdrm;
    m.hex = hex;
    m.value = parts.value;
    m.tem = parts.tem;
    m.temAppliesTo = parts.temAppliesTo;
    m.source = std::move(source);
    return m;
}

} // namespace

TlhyRuleSet::TlhyRuleSet() { m_los = std::make_unique<TlhyLosRules>(m_options.tables); }

TlhyRuleSet::~TlhyRuleSet() = default;

void TlhyRuleSet::setOptions(TlhyOptions options)
{
    const bool tablesChanged = !(options.tables == m_options.tables);
    m_options = std::move(options);
    if (tablesChanged)
        m_los = std::make_unique<TlhyLosRules>(m_options.tables);
}

void TlhyRuleSet::configure(const DataNode &options, Diagnostics &diagnostics)
{
    if (auto o = TlhyOptions::fromData(options, m_options, diagnostics))
        setOptions(std::move(*o));
}

std::vector<Assumption> TlhyRuleSet::assumptions() const { return m_options.assumptions(); }

void TlhyRuleSet::assume(Evaluation &e, std::string_view key) const
{
    for (const Assumption &a : m_options.assumptions()) {
        const bool present = std::any_of(e.assumptions.begin(), e.assumptions.end(),
            [&](const Assumption &b) { return b.key == a.key; });
        if (a.key == key && !present)
            e.assumptions.push_back(a);
    }
}

LosTrace TlhyRuleSet::traceLos(const GameState &state, Hex from, Hex to) const
{
    const TlhyLosRules::Hook hook = m_los->hook(state);
    LosEngine engine(state.map(), hook);
    return engine.trace(from, to);
}

std::vector<LosResult> TlhyRuleSet::visibleHexes(const GameState &state, Hex from) const
{
    const TlhyLosRules::Hook hook = m_los->hook(state);
    LosEngine engine(state.map(), hook);
    return engine.visibleHexes(from);
}

Hex TlhyRuleSet::scatterHex(const MapGrid &map, Hex primary, int face) const
{
    if (face < 1 || face > 6)
        throw Error("a scatter die shows 1..6, got " + std::to_string(face));
    // Direction 0 points north on a flat-top map; on a pointy-top map the first hexside clockwise
    // from north is direction 1 (north-east).
    const int north = map.coordinates().orientation() == Orientation::FlatTop ? 0 : 1;
    const int offset = m_options.scatterDirections[static_cast<std::size_t>(face - 1)];
    return neighbor(primary, direction(north + offset));
}

std::vector<ActionKind> TlhyRuleSet::availableActions(
    const GameState &state, const std::vector<UnitId> &selection) const
{
    if (selection.empty())
        return {ActionKind::FireResolution, ActionKind::MarkerAdjustment};
    bool leaders = false;
    bool combat = false;
    for (const UnitId &id : selection) {
        const Unit &u = state.unit(id);
        if (!TlhyUnit::hasProfile(u) || !u.onMap())
            return {};
        (TlhyUnit::isLeader(u) ? leaders : combat) = true;
    }
    std::vector<ActionKind> result;
    if (combat)
        result = {ActionKind::SmallArmsFire, ActionKind::Assault};
    if (leaders && !combat && selection.size() == 1)
        result.push_back(ActionKind::MortarCall);
    if (leaders && combat)
        result = {ActionKind::Assault};
    return result;
}

Evaluation TlhyRuleSet::evaluate(const GameState &state, const Action &action) const
{
    return run(state, action, nullptr, nullptr);
}

Resolution TlhyRuleSet::resolve(
    const GameState &state, const Evaluation &evaluation, DiceSource &dice) const
{
    if (!evaluation.legal)
        throw Error(std::string(hexfire::displayName(evaluation.action.kind))
            + " cannot be resolved: " + evaluation.whyNot);
    Resolution res;
    res.action = evaluation.action;
    const Evaluation again = run(state, evaluation.action, &dice, &res);
    if (!again.legal)
        throw Error(std::string(hexfire::displayName(evaluation.action.kind))
            + " cannot be resolved in this position: " + again.whyNot);
    return res;
}

Evaluation TlhyRuleSet::run(
    const GameState &state, const Action &action, DiceSource *dice, Resolution *res) const
{
    for (const UnitId &id : action.actors)
        TlhyUnit::profile(state.unit(id)); // unknown ids and non-TLHY units are malformed input
    switch (action.kind) {
    case ActionKind::SmallArmsFire:
        return smallArmsFire(state, action, res);
    case ActionKind::MortarCall:
        return mortarCall(state, action, dice, res);
    case ActionKind::Assault:
        return assault(state, action, res);
    case ActionKind::MarkerAdjustment:
        return markerAdjustment(state, action, dice, res);
    case ActionKind::FireResolution:
        return fireResolution(state, action, dice, res);
    }
    throw Error("unknown action kind");
}

// --- small-arms fire --------------------------------------------------------------------------

Evaluation TlhyRuleSet::smallArmsFire(
    const GameState &state, const Action &action, Resolution *res) const
{
    Evaluation e;
    e.action = action;
    std::vector<const Unit *> firers;
    for (const UnitId &id : action.actors)
        firers.push_back(&state.unit(id));
    if (firers.empty())
        return refuse(e, "select the firing unit(s)", "12.1"), e;
    if (!action.target)
        return refuse(e, "choose the target hex", "12.1"), e;
    const Hex target = *action.target;
    if (!state.map().contains(target))
        return refuse(e, "the target hex " + state.map().label(target) + " is off the map", "12.1"),
               e;
    const std::string where = state.map().label(target);
    for (const Unit *f : firers) {
        if (!f->onMap())
            refuse(e, f->name + " has been eliminated", "12.1");
        else if (TlhyUnit::isLeader(*f))
            refuse(e, f->name + " is a leader: leaders are non-combat units and do not fire",
                "13.1.3");
        else if (f->side != firers.front()->side)
            refuse(e, f->name + " is not on the same side as " + firers.front()->name, "12.1");
        else if (f->hex == target)
            refuse(e, f->name + " is in the target hex " + where, "12.1");
    }
    if (!e.legal)
        return e;
    const Side *enemy = enemySideIn(state, target, firers.front()->side);
    if (!enemy)
        return refuse(e, "there is no enemy unit in " + where, "12.1"), e;
    if (!action.markerValue)
        return refuse(e, "enter the SADRM value of the attack (read from the counter)",
                   "REFERENCE 1.5"),
               e;

    int hindrance = 0;
    for (const Unit *f : firers) {
        LosTrace t = traceLos(state, f->hex, target);
        if (t.verdict == LosVerdict::Blocked) {
            std::string by;
            if (t.firstBlocker >= 0) {
                const LosElement &el = t.elements[static_cast<std::size_t>(t.firstBlocker)];
                by = " by "
                    + (el.obstacle.reason ? el.obstacle.reason->text : std::string("terrain"))
                    + " in " + state.map().label(el.hex);
            }
            refuse(e,
                "no line of sight from " + f->name + " (" + state.map().label(f->hex) + ") to "
                    + where + ": blocked" + by,
                "4.2");
        }
        hindrance = std::max(hindrance, t.hindrance);
        e.los.push_back(std::move(t));
    }
    assume(e, "tlhy.los-terrain");
    const int entered = *action.markerValue;
    e.lines.push_back(explain("tlhy.sadrm.entered",
        "SADRM entered by the player for " + names(firers) + " (not computed)", signedText(entered),
        entered, "REFERENCE 1.5", firers.front()->id.value, true));
    const int adj = hindrance * m_options.hindranceModifier;
    if (hindrance > 0) {
        e.lines.push_back(explain("tlhy.sadrm.hindrance",
            std::to_string(hindrance) + " hindrance(s) on the line of fire, "
                + signedText(m_options.hindranceModifier) + " each",
            signedText(adj), adj, "4.2.4", where, true));
        assume(e, "tlhy.hindrance");
    }
    const int value = entered + adj;
    e.lines.push_back(explain("tlhy.sadrm.placed",
        "SADRM marker placed on the " + enemy->name + " units in " + where, signedText(value),
        value, "12.1", where));
    e.finals.push_back({"tlhy.sadrm", "SADRM placed", value, enemy->id.value});
    assume(e, "tlhy.sadrm-entered");
    if (!e.legal)
        return e;

    Marker m;
    m.id = state.nextMarkerId();
    m.kind = MarkerKind::Sadrm;
    m.hex = target;
    m.side = enemy->id;
    m.value = value;
    m.source = "small-arms fire by " + names(firers);

    // "If resolved now": the Fire Resolution odds of the target hex with this marker added.
    GameState after = state;
    after.addMarker(m);
    Evaluation now;
    TlhyFireResolution(m_options).evaluate(after, target, now, "If resolved now: ");
    for (OddsTable &t : now.odds)
        e.odds.push_back(std::move(t));
    assume(e, "tlhy.cohesion-check");

    if (res) {
        res->effects.push_back(placed(m, "small-arms fire"));
        res->outcomes.push_back({where, "sadrm-placed", "SADRM " + signedText(value) + " placed"});
        res->finals = e.finals;
        res->lines = e.lines;
    }
    return e;
}

// --- mortar fire action -----------------------------------------------------------------------

namespace {

/** MV + the TEM of hex (MDRM column, lowest item, not cumulative), split by who benefits. */
MdrmParts mdrmParts(const GameState &state, const TlhyOptions &options, Hex hex, int base,
    std::vector<ExplanationLine> &lines, bool &notOfficial)
{
    const TlhyTables &tables = options.tables;
    const std::string where = state.map().label(hex);
    int natural = 0;
    int full = 0;
    std::string naturalFrom;
    std::string fullFrom;
    bool fullIsPosition = false;
    std::vector<std::string> ids {state.map().terrain(hex).id};
    for (const std::string &f : state.map().features(hex))
        ids.push_back(f);
    for (const std::string &id : ids) {
        const TlhyTerrainEffect *t = tables.find(id);
        if (!t || !t->mdrmTem)
            continue;
        notOfficial = notOfficial || tables.notOfficial;
        if (*t->mdrmTem < full) {
            full = *t->mdrmTem;
            fullFrom = t->name.empty() ? t->id : t->name;
            fullIsPosition = t->position;
        }
        if (!t->position && *t->mdrmTem < natural) {
            natural = *t->mdrmTem;
            naturalFrom = t->name.empty() ? t->id : t->name;
        }
    }
    const Marker *assaultMarker = findMarker(state, hex, MarkerKind::AssaultNationality);
    MdrmParts p;
    if (full == 0) {
        p.value = base;
        lines.push_back(explain(
            "tlhy.mdrm.tem", "no TEM against mortars in " + where, "0", 0, "REFERENCE 1.3", where));
        return p;
    }
    lines.push_back(explain("tlhy.mdrm.tem",
        "TEM of " + where + ": " + fullFrom + " (lowest of terrain and features, not cumulative)",
        signedText(full), full, "REFERENCE 1.3", where));
    const bool excludeAssaulters = fullIsPosition && assaultMarker && assaultMarker->side
        && !options.assaultersBenefitFromPositions;
    p.value = base + (excludeAssaulters ? natural : 0);
    p.tem = full - (excludeAssaulters ? natural : 0);
    for (const Unit *u : state.unitsAt(hex)) {
        if (!(excludeAssaulters && u->side == *assaultMarker->side))
            p.temAppliesTo.push_back(u->id);
    }
    if (excludeAssaulters) {
        lines.push_back(explain("tlhy.mdrm.assaulters",
            "the assaulting side in " + where + " does not benefit from the " + fullFrom
                + (natural ? "; natural terrain " + naturalFrom + " " + signedText(natural)
                            + " applies to all"
                           : std::string()),
            signedText(p.value), p.value, "12.1 step 2", where, true));
    }
    return p;
}

} // namespace

Evaluation TlhyRuleSet::mortarCall(
    const GameState &state, const Action &action, DiceSource *dice, Resolution *res) const
{
    Evaluation e;
    e.action = action;
    if (action.actors.size() != 1)
        return refuse(e, "select the one leader who requests the Mortar Fire Action", "11.4.4.1"),
               e;
    const Unit &leader = state.unit(action.actors.front());
    if (!TlhyUnit::isLeader(leader))
        return refuse(e,
                   leader.name + " is not a leader: only leaders request a Mortar Fire Action",
                   "11.4.4.1"),
               e;
    if (!leader.onMap())
        return refuse(e, leader.name + " has been eliminated", "11.4.4.1"), e;
    if (!action.target)
        return refuse(e, "choose the primary impact hex", "11.4.4"), e;
    const Hex target = *action.target;
    if (!state.map().contains(target))
        return refuse(
                   e, "the impact hex " + state.map().label(target) + " is off the map", "11.4.4"),
               e;
    if (!action.mortarValue)
        return refuse(e, "enter the mortar value (MV) of the mortar section", "11.4.4"), e;
    const std::string where = state.map().label(target);
    const bool ownHex = target == leader.hex;
    const bool inAssault = findMarker(state, leader.hex, MarkerKind::AssaultNationality) != nullptr;
    const bool inPrimary = findMarker(state, leader.hex, MarkerKind::PrimaryImpact) != nullptr;
    const std::string rule = ownHex ? "11.4.4.2" : "11.4.4.1";
    if (leader.status.disrupted)
        refuse(e, leader.name + " is disrupted", rule);
    else if (leader.status.regrouping)
        refuse(e, leader.name + " is regrouping", rule);
    else if (inPrimary)
        refuse(e, leader.name + " is in a primary impact hex", rule);
    else if (!ownHex && leader.status.heroic)
        refuse(e, leader.name + " is heroic", rule);
    else if (!ownHex && leader.status.outOfCommand)
        refuse(e, leader.name + " is out of command", rule);
    else if (!ownHex && leader.status.loaded)
        refuse(e, leader.name + " is loaded in a vehicle in motion", rule);
    else if (!ownHex && inAssault)
        refuse(e, leader.name + " is in an assault hex: he may only call a mortar on his own hex",
            "13.3.1a");
    else if (ownHex && inAssault && TlhyUnit::profile(leader).platoon.empty())
        refuse(e, leader.name + " is in an assault hex and is not a platoon leader", "13.3.1a");
    if (!e.legal)
        return e;
    e.lines.push_back(explain("tlhy.mfa.eligible",
        leader.name + " may request a Mortar Fire Action on " + where
            + (ownHex ? " (his own hex)" : "") + (inAssault ? " (assault hex exception)" : ""),
        "", std::nullopt, inAssault ? "13.3.1a" : rule, leader.id.value));

    const bool needsCheck = ownHex && (!inAssault || m_options.ownHexCheckInAssaultHex);
    const int checkTarget = TlhyUnit::cohesion(leader) + m_options.cohesionCheckModifier;
    if (ownHex && inAssault) {
        e.lines.push_back(explain("tlhy.mfa.own-hex-check",
            needsCheck ? "own assault hex: Cohesion Check required (option)"
                       : "own assault hex: no Cohesion Check (13.3.1a, as in the playbook example)",
            "", std::nullopt, "13.3.1a", leader.id.value, true));
        assume(e, "tlhy.own-hex-check");
    }
    if (needsCheck) {
        e.lines.push_back(explain("tlhy.mfa.own-hex-check",
            leader.name + " calls on his own hex: Cohesion Check, d10 <= "
                + std::to_string(checkTarget) + " passes",
            std::to_string(checkTarget), checkTarget, "11.4.4.2", leader.id.value, true));
        const double pass = TlhyUnit::passProbability(checkTarget);
        e.odds.push_back({leader.id.value, leader.name + " own-hex Cohesion Check",
            {{"check-passed", "Passed: the mortar fires", pass},
                {"check-failed", "Failed: disrupted, no fire mission", 1.0 - pass}},
            true});
        e.dice.push_back({10, "own-hex Cohesion Check of " + leader.name, false});
        assume(e, "tlhy.cohesion-check");
    }

    const int mv = *action.mortarValue;
    e.lines.push_back(explain("tlhy.mfa.mv",
        "mortar value of " + (action.support.empty() ? std::string("the mortar") : action.support),
        signedText(mv), mv, "11.4.4", action.support));
    const MdrmParts primary = mdrmParts(state, m_options, target, mv, e.lines, e.notOfficial);
    e.lines.push_back(explain("tlhy.mfa.primary",
        "primary impact MDRM in " + where + " (for units in the hex that benefit from the TEM)",
        signedText(primary.value + primary.tem), primary.value + primary.tem, "11.4.4", where));
    e.finals.push_back({"tlhy.mdrm.primary", "Primary impact MDRM (benefiting units)",
        primary.value + primary.tem, where});
    e.finals.push_back(
        {"tlhy.mdrm.primary.base", "Primary impact MDRM (others)", primary.value, where});

    // Where the secondary impact lands, face by face (DEFAULT mapping).
    OddsTable scatter;
    scatter.subject = where;
    scatter.title = "Secondary impact hex (d6)";
    scatter.assumed = true;
    for (int face = 1; face <= 6; ++face) {
        const Hex h = scatterHex(state.map(), target, face);
        const bool on = state.map().contains(h);
        const std::string key = on ? "secondary-" + state.map().label(h) : "off-map";
        auto it = std::find_if(scatter.outcomes.begin(), scatter.outcomes.end(),
            [&](const OutcomeOdds &o) { return o.key == key; });
        if (it == scatter.outcomes.end())
            scatter.outcomes.push_back(
                {key, on ? state.map().label(h) : "Off the map: no secondary marker", 0.0});
        it = std::find_if(scatter.outcomes.begin(), scatter.outcomes.end(),
            [&](const OutcomeOdds &o) { return o.key == key; });
        it->probability += 1.0 / 6.0;
    }
    const double fires = needsCheck ? TlhyUnit::passProbability(checkTarget) : 1.0;
    if (fires < 1.0) {
        for (OutcomeOdds &o : scatter.outcomes)
            o.probability *= fires;
        scatter.outcomes.push_back({"no-fire", "No fire mission (failed check)", 1.0 - fires});
    }
    e.odds.push_back(std::move(scatter));
    e.dice.push_back({6, "secondary impact direction", needsCheck});
    assume(e, "tlhy.scatter");
    assume(e, "tlhy.position-tem");
    if (!res || !dice)
        return e;

    res->lines = e.lines;
    res->finals = e.finals;
    if (needsCheck) {
        const int face = dice->roll(10, "own-hex Cohesion Check of " + leader.name);
        const bool passed = face <= checkTarget;
        Effect c;
        c.kind = EffectKind::CohesionCheck;
        c.unit = leader.id;
        c.check = CheckResult {face, checkTarget, passed};
        c.note = "own-hex Mortar Fire Action";
        res->effects.push_back(c);
        res->lines.push_back(explain("tlhy.mfa.check-roll",
            "own-hex Cohesion Check: die " + std::to_string(face)
                + (passed ? ": passed" : ": failed, disrupted; no fire mission"),
            std::to_string(face), face, "11.4.4.2", leader.id.value, true));
        if (!passed) {
            res->effects.push_back({EffectKind::Disrupted, leader.id, 0, {}, {}, {}, {},
                "failed own-hex Cohesion Check"});
            res->outcomes.push_back(
                {leader.id.value, "check-failed", "Failed: disrupted, no fire mission"});
            return e;
        }
        res->outcomes.push_back({leader.id.value, "check-passed", "Passed: the mortar fires"});
    }
    int next = state.nextMarkerId().value;
    const std::string source = (action.support.empty() ? std::string("mortar") : action.support)
        + " called by " + leader.name;
    Marker fo;
    fo.id = MarkerId {next++};
    fo.kind = MarkerKind::ForwardObserver;
    fo.hex = target;
    fo.side = leader.side;
    fo.unit = leader.id;
    fo.source = source;
    res->effects.push_back(placed(fo, "forward observer"));
    Marker pi = fo;
    pi.id = MarkerId {next++};
    pi.kind = MarkerKind::PrimaryImpact;
    res->effects.push_back(placed(pi, "primary impact"));
    const Marker md = mdrmMarker(MarkerId {next++}, target, primary,
        source + " (MV " + signedText(mv) + ", TEM " + signedText(primary.value - mv + primary.tem)
            + ")");
    res->effects.push_back(placed(md, "primary impact MDRM"));

    const int face = dice->roll(6, "secondary impact direction");
    const Hex sec = scatterHex(state.map(), target, face);
    const int offset = m_options.scatterDirections[static_cast<std::size_t>(face - 1)];
    if (!state.map().contains(sec)) {
        res->lines.push_back(explain("tlhy.mfa.scatter",
            "scatter die " + std::to_string(face) + " -> direction " + std::to_string(offset)
                + ": off the map, no secondary impact marker",
            std::to_string(face), face, "11.4.4", where, true));
        res->outcomes.push_back({where, "off-map", "Secondary impact off the map"});
        return e;
    }
    const std::string secWhere = state.map().label(sec);
    res->lines.push_back(explain("tlhy.mfa.scatter",
        "scatter die " + std::to_string(face) + " -> direction " + std::to_string(offset)
            + ": secondary impact hex " + secWhere,
        std::to_string(face), face, "11.4.4", secWhere, true));
    const MdrmParts secondary = mdrmParts(state, m_options, sec, mv - 1, res->lines, e.notOfficial);
    res->lines.push_back(explain("tlhy.mfa.secondary",
        "secondary impact MDRM in " + secWhere + " (MV " + signedText(mv) + " - 1)",
        signedText(secondary.value + secondary.tem), secondary.value + secondary.tem, "11.4.4",
        secWhere));
    res->finals.push_back({"tlhy.mdrm.secondary", "Secondary impact MDRM",
        secondary.value + secondary.tem, secWhere});
    Marker si;
    si.id = MarkerId {next++};
    si.kind = MarkerKind::SecondaryImpact;
    si.hex = sec;
    si.side = leader.side;
    si.source = source;
    res->effects.push_back(placed(si, "secondary impact"));
    const Marker sm = mdrmMarker(MarkerId {next++}, sec, secondary, source + " (secondary impact)");
    res->effects.push_back(placed(sm, "secondary impact MDRM"));
    res->outcomes.push_back({where, "secondary-" + secWhere, "secondary impact in " + secWhere});
    return e;
}

// --- assault ----------------------------------------------------------------------------------

Evaluation TlhyRuleSet::assault(const GameState &state, const Action &action, Resolution *res) const
{
    Evaluation e;
    e.action = action;
    std::vector<const Unit *> units;
    for (const UnitId &id : action.actors)
        units.push_back(&state.unit(id));
    if (units.empty())
        return refuse(e, "select the assaulting unit(s)", "13.2"), e;
    if (!action.target || !state.map().contains(*action.target))
        return refuse(e, "choose the hex to assault (on the map)", "13.2"), e;
    const Hex target = *action.target;
    const std::string where = state.map().label(target);
    const SideId side = units.front()->side;
    const Side *attacker = state.findSide(side);
    for (const Unit *u : units) {
        if (!u->onMap())
            refuse(e, u->name + " has been eliminated", "13.2");
        else if (u->side != side)
            refuse(e, u->name + " is not on the same side as " + units.front()->name, "13.2");
        else if (TlhyUnit::isVehicle(*u))
            refuse(e, u->name + " is a vehicle", "13.2");
    }
    if (!e.legal)
        return e;
    if (!enemySideIn(state, target, side))
        return refuse(e, "there is no enemy unit in " + where + " to assault", "13.2"), e;
    if (findMarker(state, target, MarkerKind::PrimaryImpact))
        return refuse(e, "units may not enter the primary impact hex " + where, "11.4.8"), e;
    if (action.via) {
        const Hex via = *action.via;
        if (!state.map().contains(via))
            return refuse(e, "the maneuver hex is off the map", "13.2.2"), e;
        const std::string viaWhere = state.map().label(via);
        if (!adjacent(via, target))
            return refuse(e, viaWhere + " is not adjacent to " + where, "13.2.2"), e;
        if (findMarker(state, via, MarkerKind::PrimaryImpact))
            return refuse(e, "units may not enter the primary impact hex " + viaWhere, "11.4.8"), e;
        for (const Unit *u : units) {
            if (u->hex != via && !adjacent(u->hex, via))
                refuse(e,
                    u->name + " in " + state.map().label(u->hex) + " cannot maneuver into "
                        + viaWhere + " (not adjacent)",
                    "13.2.2");
        }
        if (!e.legal)
            return e;
        e.lines.push_back(explain("tlhy.assault.via",
            names(units) + " maneuver(s) into " + viaWhere + " and assault " + where
                + " from a non-adjacent hex: Assault Arrow",
            "", std::nullopt, "13.2.2", viaWhere));
    } else {
        for (const Unit *u : units) {
            if (!adjacent(u->hex, target))
                refuse(e,
                    u->name + " in " + state.map().label(u->hex) + " is not adjacent to " + where
                        + "; name the hex it maneuvers into (13.2.2)",
                    "13.2.1");
        }
        if (!e.legal)
            return e;
        e.lines.push_back(explain("tlhy.assault.adjacent",
            names(units) + " assault(s) " + where + " from an adjacent hex", "", std::nullopt,
            "13.2.1", where));
    }
    bool hasNationality = false;
    for (const Marker *m : state.markersAt(target)) {
        if (m->kind == MarkerKind::AssaultNationality && m->side == side)
            hasNationality = true;
    }
    e.lines.push_back(explain("tlhy.assault.marker",
        hasNationality
            ? "the " + attacker->name + " Assault Nationality marker is already in " + where
            : attacker->name + " Assault Nationality marker placed in " + where,
        "", std::nullopt, "13.2.1", where));
    if (!res)
        return e;
    int next = state.nextMarkerId().value;
    for (const Unit *u : units) {
        const Hex to = action.via ? *action.via : target;
        if (u->hex != to)
            res->effects.push_back(
                moved(*u, to, action.via ? "maneuvers before a non-adjacent assault" : "assaults"));
        res->outcomes.push_back({u->id.value, action.via ? "assault-arrow" : "entered",
            action.via ? "Assault Arrow towards " + where : "Entered " + where});
    }
    if (!hasNationality) {
        Marker m;
        m.id = MarkerId {next++};
        m.kind = MarkerKind::AssaultNationality;
        m.hex = target;
        m.side = side;
        m.source = attacker->name + " assault";
        res->effects.push_back(placed(m, "assault nationality"));
    }
    if (action.via) {
        for (const Unit *u : units) {
            Marker a;
            a.id = MarkerId {next++};
            a.kind = MarkerKind::AssaultArrow;
            a.hex = *action.via;
            a.side = side;
            a.unit = u->id;
            a.pointsTo = target;
            a.source = u->name + " assaults " + where;
            res->effects.push_back(placed(a, "assault arrow"));
        }
    }
    res->lines = e.lines;
    return e;
}

// --- marker adjustment ------------------------------------------------------------------------

Evaluation TlhyRuleSet::markerAdjustment(
    const GameState &state, const Action &action, DiceSource *dice, Resolution *res) const
{
    Evaluation e;
    e.action = action;
    std::vector<const Marker *> arrows;
    for (const Marker &m : state.markers()) {
        if (m.kind == MarkerKind::AssaultArrow && (!action.target || m.pointsTo == action.target))
            arrows.push_back(&m);
    }
    std::sort(arrows.begin(), arrows.end(),
        [](const Marker *a, const Marker *b) { return a->id < b->id; });
    if (arrows.empty())
        return refuse(e,
                   action.target ? "no Assault Arrow points at " + state.map().label(*action.target)
                                 : std::string("there are no Assault Arrows to adjust"),
                   "13.2.2"),
               e;
    for (const Marker *a : arrows) {
        if (!a->unit || !a->pointsTo)
            throw Error(
                "assault arrow marker " + std::to_string(a->id.value) + " names no unit or no hex");
        const Unit &u = state.unit(*a->unit);
        const std::string to = state.map().label(*a->pointsTo);
        const std::string from = state.map().label(u.hex);
        Effect remove;
        remove.kind = EffectKind::MarkerRemoved;
        remove.marker = *a;
        remove.note = "Marker Adjustment Step";
        if (!u.onMap()) {
            if (res)
                res->effects.push_back(remove);
            continue;
        }
        if (findMarker(state, *a->pointsTo, MarkerKind::PrimaryImpact)) {
            e.lines.push_back(explain("tlhy.adjust.held",
                u.name + " may not enter the primary impact hex " + to + ": it stays in " + from
                    + " and faces the fire there",
                "", std::nullopt, "11.4.8", u.id.value));
            e.odds.push_back({u.id.value, u.name + " Marker Adjustment",
                {{"held", "Stays in " + from, 1.0}}, false});
            if (res) {
                res->outcomes.push_back(
                    {u.id.value, "held", "Stays in " + from + " (primary impact hex " + to + ")"});
                res->effects.push_back(remove);
            }
            continue;
        }
        const bool exitCheck = findMarker(state, u.hex, MarkerKind::SecondaryImpact) != nullptr;
        const int target = TlhyUnit::cohesion(u) + m_options.cohesionCheckModifier;
        if (exitCheck) {
            const double pass = TlhyUnit::passProbability(target);
            e.lines.push_back(explain("tlhy.adjust.exit-check",
                u.name + " leaves the secondary impact hex " + from
                    + ": Cohesion Check, d10 <= " + std::to_string(target) + " passes",
                std::to_string(target), target, "11.4.8e", u.id.value, true));
            e.odds.push_back({u.id.value, u.name + " exit Cohesion Check",
                {{"entered", "Passed: enters " + to, pass},
                    {"check-failed", "Failed: disrupted, stays in " + from, 1.0 - pass}},
                true});
            e.dice.push_back({10, "exit Cohesion Check of " + u.name, false});
            assume(e, "tlhy.exit-check");
            assume(e, "tlhy.cohesion-check");
        } else {
            e.lines.push_back(
                explain("tlhy.adjust.enter", u.name + " enters the assaulted hex " + to, "",
                    std::nullopt, "13.2.2", u.id.value));
            e.odds.push_back({u.id.value, u.name + " Marker Adjustment",
                {{"entered", "Enters " + to, 1.0}}, false});
        }
        if (!res || !dice)
            continue;
        bool enters = true;
        if (exitCheck) {
            const int face = dice->roll(10, "exit Cohesion Check of " + u.name);
            enters = face <= target;
            Effect c;
            c.kind = EffectKind::CohesionCheck;
            c.unit = u.id;
            c.check = CheckResult {face, target, enters};
            c.note = "leaving a secondary impact hex";
            res->effects.push_back(c);
            res->lines.push_back(explain("tlhy.adjust.exit-roll",
                u.name + " exit Cohesion Check: die " + std::to_string(face)
                    + (enters ? ": passed" : ": failed, disrupted, stays"),
                std::to_string(face), face, "11.4.8e", u.id.value, true));
            if (!enters)
                res->effects.push_back({EffectKind::Disrupted, u.id, 0, {}, {}, {}, {},
                    "disrupted leaving a secondary impact hex"});
        }
        if (enters)
            res->effects.push_back(moved(u, *a->pointsTo, "enters the assaulted hex"));
        res->outcomes.push_back({u.id.value, enters ? "entered" : "check-failed",
            enters ? "Enters " + to : "Disrupted, stays in " + from});
        res->effects.push_back(remove);
    }
    if (res) {
        std::vector<ExplanationLine> rolled = std::move(res->lines);
        res->lines = e.lines;
        res->lines.insert(res->lines.end(), rolled.begin(), rolled.end());
    }
    return e;
}

// --- fire resolution --------------------------------------------------------------------------

Evaluation TlhyRuleSet::fireResolution(
    const GameState &state, const Action &action, DiceSource *dice, Resolution *res) const
{
    Evaluation e;
    e.action = action;
    std::vector<Hex> hexes;
    if (action.target) {
        if (!state.map().contains(*action.target))
            return refuse(e, "the hex " + state.map().label(*action.target) + " is off the map",
                       "12.1"),
                   e;
        const auto all = TlhyFireResolution::hexesWithDrmMarkers(state);
        if (std::find(all.begin(), all.end(), *action.target) == all.end())
            return refuse(e,
                       "there are no SADRM or MDRM markers in " + state.map().label(*action.target),
                       "12.1"),
                   e;
        hexes.push_back(*action.target);
    } else {
        hexes = TlhyFireResolution::hexesWithDrmMarkers(state);
        if (hexes.empty())
            return refuse(e, "there are no SADRM or MDRM markers on the map", "12.1"), e;
    }
    const TlhyFireResolution fr(m_options);
    for (const Hex h : hexes)
        fr.evaluate(state, h, e);
    assume(e, "tlhy.cohesion-check");
    assume(e, "tlhy.already-disrupted");
    if (std::any_of(e.lines.begin(), e.lines.end(),
            [](const auto &l) { return l.key == "tlhy.fr.selected" && l.assumed; }))
        assume(e, "tlhy.tie-break-die");
    if (!res || !dice)
        return e;
    for (const Hex h : hexes)
        fr.resolve(state, h, *dice, *res);
    return e;
}

// --- setup ------------------------------------------------------------------------------------

std::vector<SetupProblem> TlhyRuleSet::checkSetup(const GameState &state) const
{
    std::vector<SetupProblem> problems;
    for (const Unit &u : state.units()) {
        if (!TlhyUnit::hasProfile(u)) {
            problems.push_back({u.id.value, u.name + " has no The Last Hundred Yards values"});
            continue;
        }
        const TlhyProfile &p = TlhyUnit::profile(u);
        if (p.cohesion < 1 || p.cohesion > 10 || p.reducedCohesion < 1 || p.reducedCohesion > 10)
            problems.push_back({u.id.value, u.name + ": Cohesion must be 1..10"});
        if (p.type == TlhyUnitType::Leader && u.maxStrength != 0)
            problems.push_back(
                {u.id.value, u.name + " is a leader: expected a zero-step unit (maxStrength 0)"});
        if (p.type == TlhyUnitType::Squad
            && (u.maxStrength != 2 || u.strength < 1 || u.strength > 2))
            problems.push_back(
                {u.id.value, u.name + " is a squad: expected 2 steps, full (2) or reduced (1)"});
    }
    if (state.sides().size() != 2)
        problems.push_back({{},
            "The Last Hundred Yards is played by two sides; this position has "
                + std::to_string(state.sides().size())});
    return problems;
}

} // namespace hexfire
