#include "core/rules/labataille/lbmoralelevel.h"

#include "core/data/datareader.h"
#include "core/rules/effectsplan.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbsequence.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

constexpr const char *sequenceRule = "Sequence of Play";
constexpr const char *thresholdsRule = "docs/rules.md: La Bataille morale level thresholds";
constexpr const char *modifierRule = "docs/rules.md: La Bataille morale level effect";
constexpr const char *startRule = "docs/rules.md: La Bataille start time";
constexpr int minutesPerHour = 60;
constexpr int minutesPerDay = 24 * minutesPerHour;

std::string sideName(const GameState &state, const SideId &id)
{
    const Side *s = state.findSide(id);
    return s ? s->name : id.value;
}

Effect statusEffect(EffectKind kind, const UnitId &unit, std::string status, std::string note)
{
    Effect e = makeEffect(kind, "morale-level", unit);
    e.status = std::move(status);
    e.note = std::move(note);
    return e;
}

std::string percentText(int lost, int units)
{
    const int percent = units > 0 ? lost * 100 / units : 0;
    return units == 1
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 of %2 unit routed or eliminated (%3%)"), lost,
            units, percent)
        : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 of %2 units routed or eliminated (%3%)"), lost,
            units, percent);
}

/** The effects that make every member of the organisation carry its new level. */
void recordLevel(const GameState &state, const OrganisationMorale &o, const std::string &note,
    std::vector<Effect> &out)
{
    for (const UnitId &id : o.members) {
        const int had = recordedMoraleLevel(state.unit(id));
        if (had == o.level)
            continue;
        if (had > 0)
            out.push_back(
                statusEffect(EffectKind::StatusCleared, id, moraleLevelStatus(had), note));
        if (o.level > 0)
            out.push_back(
                statusEffect(EffectKind::StatusSet, id, moraleLevelStatus(o.level), note));
    }
}

} // namespace

std::optional<MoraleLevelRules> MoraleLevelRules::fromData(
    const DataNode &node, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics, {"thresholds", "modifierPerLevel"}, "the morale levels");
    if (!r.isObject())
        return std::nullopt;
    MoraleLevelRules m;
    if (const DataNode *t = r.array("thresholds")) {
        m.thresholds.clear();
        m.thresholdsGiven = true;
        for (const DataNode &n : t->items) {
            const auto v = readInteger(n, 1, 100, diagnostics, "a percentage 1-100");
            if (!v)
                continue;
            if (!m.thresholds.empty() && *v <= m.thresholds.back())
                report(diagnostics, n, "thresholds must rise from one morale level to the next");
            m.thresholds.push_back(static_cast<int>(*v));
        }
        if (m.thresholds.empty() || m.thresholds.size() > maxMoraleLevels)
            report(diagnostics, *t,
                "expected 1 to " + std::to_string(maxMoraleLevels)
                    + " thresholds, one per morale level");
    }
    if (const auto v = r.integer("modifierPerLevel", -35, 35)) {
        m.modifierPerLevel = static_cast<int>(*v);
        m.modifierGiven = true;
    }
    if (diagnostics.size() != before)
        return std::nullopt;
    return m;
}

int MoraleLevelRules::levelFor(int lost, int units) const
{
    if (units <= 0)
        return 0;
    int level = 0;
    // lost / units >= threshold %, in whole numbers.
    for (const int t : thresholds) {
        if (lost * 100 >= t * units)
            ++level;
    }
    return level;
}

std::string moraleLevelStatus(int level)
{
    return std::string(statuses::moraleLevelPrefix) + std::to_string(level);
}

int recordedMoraleLevel(const Unit &unit)
{
    for (int level = maxMoraleLevels; level > 0; --level) {
        if (unit.status.has(moraleLevelStatus(level)))
            return level;
    }
    return 0;
}

std::vector<OrganisationMorale> organisationMorale(const LbOptions &options, const GameState &state)
{
    std::vector<OrganisationMorale> out;
    for (const Unit &u : state.units()) {
        const LbProfile *p = profileOf<LbProfile>(u);
        if (!p || p->organisation.empty() || p->kind == UnitKind::Leader)
            continue;
        auto o = std::find_if(out.begin(), out.end(), [&](const OrganisationMorale &m) {
            return m.side == u.side && m.organisation == p->organisation;
        });
        if (o == out.end())
            o = out.insert(out.end(), OrganisationMorale {p->organisation, u.side, {}, 0, 0, 0});
        o->members.push_back(u.id);
        o->lost += u.eliminated || u.status.has(statuses::routed) ? 1 : 0;
        o->recorded = std::max(o->recorded, recordedMoraleLevel(u));
    }
    std::stable_sort(out.begin(), out.end(), [&](const auto &a, const auto &b) {
        const auto rank = [&](const SideId &s) {
            const auto &sides = state.sides();
            return std::find_if(sides.begin(), sides.end(), [&](const Side &x) {
                return x.id == s;
            }) - sides.begin();
        };
        return rank(a.side) < rank(b.side);
    });
    for (OrganisationMorale &o : out)
        o.level = options.moraleLevels.levelFor(o.lost, static_cast<int>(o.members.size()));
    return out;
}

std::string organisationTitle(
    const GameState &state, const SideId &side, std::string_view organisation)
{
    const std::string name = sideName(state, side);
    if (organisation.find(name) != std::string_view::npos)
        return std::string(organisation);
    return std::string(organisation) + " (" + name + ")";
}

int recordedOrganisationLevel(
    const GameState &state, const SideId &side, std::string_view organisation)
{
    int level = 0;
    for (const Unit &u : state.units()) {
        const LbProfile *p = profileOf<LbProfile>(u);
        if (p && u.side == side && p->organisation == organisation)
            level = std::max(level, recordedMoraleLevel(u));
    }
    return level;
}

MoraleLevelModifier moraleLevelModifier(
    const LbOptions &options, const GameState &, const Unit &unit)
{
    MoraleLevelModifier m;
    const LbProfile *p = profileOf<LbProfile>(unit);
    m.level = p && !p->organisation.empty() ? recordedMoraleLevel(unit) : 0;
    if (m.level == 0)
        return m;
    const MoraleLevelRules &rules = options.moraleLevels;
    m.value = m.level * rules.modifierPerLevel;
    m.line = explain("morale.level",
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is at morale level %2 (%3 per level)"),
            p->organisation, m.level, signedText(rules.modifierPerLevel)),
        signedText(m.value), m.value, rules.modifierGiven ? "Morale" : modifierRule, unit.id.value,
        !rules.modifierGiven);
    return m;
}

/** The scenario's start time: the shared victory.startTime, else this option (older files). */
std::optional<int> startTimeOf(const LbOptions &options, const GameState &state)
{
    return state.victory().startTime ? state.victory().startTime : options.startTime;
}

int clockMinutes(const LbOptions &options, const GameState &state)
{
    return (startTimeOf(options, state).value_or(0) + state.sequence().minutesElapsed)
        % minutesPerDay;
}

std::string clockText(int minutesOfDay)
{
    const int h = minutesOfDay / minutesPerHour;
    const int m = minutesOfDay % minutesPerHour;
    return (h < 10 ? "0" : "") + std::to_string(h) + (m < 10 ? ":0" : ":") + std::to_string(m);
}

Evaluation evaluateCommandSequence(
    const LbOptions &options, const GameState &state, const Action &action)
{
    Evaluation e = startEvaluation(action, moraleLevelAssumptions(options));
    const int clock = clockMinutes(options, state);
    const bool startGiven = startTimeOf(options, state).has_value();
    const int elapsed = state.sequence().minutesElapsed;
    if (clock % minutesPerHour != 0) {
        const int next = (clock / minutesPerHour + 1) * minutesPerHour % minutesPerDay;
        return refused(std::move(e),
            startGiven
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "it is %1: morale levels are read on the hour (next at %2)"),
                    clockText(clock), clockText(next))
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "the game is %1 minutes past its start: morale levels are read "
                                   "on the hour (next at %2 minutes)"),
                    elapsed, elapsed - clock % minutesPerHour + minutesPerHour),
            startGiven ? sequenceRule : startRule);
    }
    const std::vector<OrganisationMorale> orgs = organisationMorale(options, state);
    if (orgs.empty())
        return refused(std::move(e),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "no unit belongs to an organisation: there is no morale level to read")),
            sequenceRule);
    const std::string now = startGiven
        ? ruleSentence(HEXFIRE_TEXT("RuleText",
                           "it is %1, on the hour: each organisation's morale level is read"),
            clockText(clock))
        : elapsed == 0
        ? ruleSentence(HEXFIRE_TEXT(
            "RuleText", "the game starts on the hour: each organisation's morale level is read"))
        : ruleSentence(HEXFIRE_TEXT("RuleText",
                           "the game is %1 minutes past its start, on the hour: each "
                           "organisation's morale level is read"),
            elapsed);
    e.lines.push_back(
        explain("command.clock", now, startGiven ? clockText(clock) : std::to_string(elapsed),
            startGiven ? clock : elapsed, startGiven ? sequenceRule : startRule,
            ruleSentence(HEXFIRE_TEXT("RuleText", "the clock")), !startGiven));
    auto plan = std::make_shared<EffectsPlan>();
    const MoraleLevelRules &rules = options.moraleLevels;
    for (const OrganisationMorale &o : orgs) {
        const int units = static_cast<int>(o.members.size());
        const std::string who = organisationTitle(state, o.side, o.organisation);
        const std::string text = o.level == o.recorded
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1: %2, morale level %3"), who,
                percentText(o.lost, units), o.level)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "%1: %2, morale level %3 (was %4)"), who,
                percentText(o.lost, units), o.level, o.recorded);
        e.lines.push_back(explain("command.morale-level", text, std::to_string(o.level), o.level,
            rules.thresholdsGiven ? sequenceRule : thresholdsRule, o.organisation,
            !rules.thresholdsGiven));
        Effect record = makeEffect(EffectKind::Record, "morale-level-read");
        record.note = text;
        plan->effects.push_back(std::move(record));
        recordLevel(state, o,
            ruleSentence(HEXFIRE_TEXT("RuleText", "%1 at morale level %2"), who, o.level),
            plan->effects);
        e.finals.push_back({"command.morale-level",
            ruleSentence(HEXFIRE_TEXT("RuleText", "Morale level of %1"), who), o.level,
            o.side.value + ":" + o.organisation});
    }
    plan->outcomes.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "the clock")),
        "morale-levels-read", HEXFIRE_TEXT("RuleText", "Morale levels read")});
    e.plan = std::move(plan);
    return e;
}

std::vector<Assumption> moraleLevelAssumptions(const LbOptions &options)
{
    const MoraleLevelRules &r = options.moraleLevels;
    std::vector<Assumption> out;
    if (!r.thresholdsGiven) {
        std::string list;
        for (std::size_t i = 0; i < r.thresholds.size(); ++i)
            list += (i == 0                                ? ""
                            : i + 1 == r.thresholds.size() ? " and "
                                                           : ", ")
                + std::to_string(r.thresholds[i]) + "%";
        out.push_back({"labataille.morale-level-thresholds",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "An organisation reaches morale level 1, 2, ... with %1 of its units "
                             "routed or eliminated (leaders not counted)."),
                list),
            thresholdsRule});
    }
    if (!r.modifierGiven)
        out.push_back({"labataille.morale-level-effect",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "Each morale level of an organisation is %1 on its units' morale "
                             "checks."),
                signedText(r.modifierPerLevel)),
            modifierRule});
    if (!options.startTime)
        out.push_back({"labataille.start-time",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "The scenario gives no start time: it starts on the hour, so morale "
                             "levels are read every %1 turns from the first."),
                minutesPerHour / LbSequence::minutesPerTurn),
            startRule});
    return out;
}

} // namespace hexfire::labataille
