#include "app/cli/json.h"

#include "app/cli/text.h"
#include "core/rules/reinforcements.h"
#include "core/scenario/scenariowriter.h"

#include <type_traits>
#include <variant>

namespace hexfire::cli {

namespace {

DataNode hexesJson(const GameState &s, const std::vector<Hex> &hexes)
{
    DataNode out = DataNode::array();
    for (const Hex h : hexes)
        out.push(DataNode::of(s.map().label(h)));
    return out;
}

DataNode markerJson(const GameState &s, const Marker &m)
{
    DataNode o = DataNode::object();
    o.set("id", DataNode::of(m.id.value));
    o.set("kind", DataNode::of(m.kind));
    o.set("hex", DataNode::of(s.map().label(m.hex)));
    if (m.side)
        o.set("side", DataNode::of(m.side->value));
    o.set("value", DataNode::of(m.value));
    if (m.unit)
        o.set("unit", DataNode::of(m.unit->value));
    o.set("params", paramsJson(m.params, s));
    return o;
}

DataNode effectJson(const GameState &s, const Effect &e)
{
    // "effect" is the rule system's name (scripts written against earlier output key on it);
    // "change" is the generic state change every rule system shares.
    DataNode o = DataNode::object();
    o.set("effect", DataNode::of(e.name.empty() ? std::string(key(e.kind)) : e.name));
    o.set("change", text(key(e.kind)));
    o.set("unit", e.unit ? DataNode::of(e.unit->value) : DataNode::null());
    if (e.count)
        o.set("count", DataNode::of(e.count));
    if (!e.status.empty())
        o.set("status", DataNode::of(e.status));
    if (e.check) {
        DataNode check = DataNode::object();
        check.set("roll", DataNode::of(e.check->roll))
            .set("target", DataNode::of(e.check->target))
            .set("passed", DataNode::of(e.check->passed));
        o.set("check", std::move(check));
    }
    if (e.marker)
        o.set("marker", markerJson(s, *e.marker));
    if (e.from)
        o.set("from", DataNode::of(s.map().label(*e.from)));
    if (e.to)
        o.set("to", DataNode::of(s.map().label(*e.to)));
    if (e.facing)
        o.set("facing", DataNode::of(e.facing->position()));
    if (e.kind == EffectKind::HexesChanged)
        o.set("hexes", hexesJson(s, e.hexes));
    if (e.side)
        o.set("side", DataNode::of(e.side->value));
    if (!e.tally.empty())
        o.set("tally", DataNode::of(e.tally));
    if (!e.note.empty())
        o.set("note", DataNode::of(e.note));
    return o;
}

DataNode unitJson(const RuleSet &rules, const GameState &s, const Unit &u)
{
    DataNode status = DataNode::array();
    for (const std::string &k : statusKeysOf(rules, u))
        status.push(DataNode::of(k));
    DataNode o = DataNode::object();
    o.set("id", DataNode::of(u.id.value))
        .set("name", DataNode::of(u.name))
        .set("side", DataNode::of(u.side.value))
        .set("hex", DataNode::of(s.map().label(u.hex)))
        .set("strength", DataNode::of(u.strength))
        .set("maxStrength", DataNode::of(u.maxStrength))
        .set("status", std::move(status))
        .set("eliminated", DataNode::of(u.eliminated))
        .set("damage", DataNode::of(u.damage));
    if (u.facing)
        o.set("facing", DataNode::of(u.facing->position()));
    if (!u.alsoIn.empty())
        o.set("alsoIn", hexesJson(s, u.alsoIn));
    // The rule system's part of the unit as a file holds it (a formation, a squad's figures).
    if (u.profile)
        o.set("profile", rules.writeUnitProfile(u));
    return o;
}

} // namespace

DataNode paramJson(const ParamValue &value, const GameState &s)
{
    return ScenarioWriter::paramNode(value, s.map());
}

DataNode paramsJson(const ParamMap &params, const GameState &s)
{
    DataNode o = DataNode::object();
    for (const auto &[key, value] : params)
        o.set(key, paramJson(value, s));
    return o;
}

DataNode actionJson(const GameState &s, const Action &a)
{
    DataNode actors = DataNode::array();
    for (const UnitId &u : a.actors)
        actors.push(DataNode::of(u.value));
    DataNode o = DataNode::object();
    o.set("action", DataNode::of(a.kind));
    o.set("actors", std::move(actors));
    o.set("target", a.target ? DataNode::of(s.map().label(*a.target)) : DataNode::null());
    if (a.targetUnit)
        o.set("targetUnit", DataNode::of(a.targetUnit->value));
    if (a.via)
        o.set("via", DataNode::of(s.map().label(*a.via)));
    o.set("params", paramsJson(a.params, s));
    return o;
}

DataNode linesJson(const std::vector<ExplanationLine> &lines)
{
    DataNode out = DataNode::array();
    for (const ExplanationLine &l : lines) {
        DataNode o = DataNode::object();
        o.set("key", DataNode::of(l.key))
            .set("label", DataNode::of(l.text))
            .set("value", DataNode::of(l.value));
        if (l.number)
            o.set("number", DataNode::of(*l.number));
        o.set("rule", DataNode::of(l.rule))
            .set("source", DataNode::of(l.source))
            .set("assumed", DataNode::of(l.assumed))
            .set("notOfficial", DataNode::of(l.notOfficial));
        out.push(std::move(o));
    }
    return out;
}

DataNode oddsJson(const std::vector<OddsTable> &tables)
{
    DataNode out = DataNode::array();
    for (const OddsTable &t : tables) {
        for (const OutcomeOdds &o : t.outcomes) {
            DataNode n = DataNode::object();
            n.set("subject", DataNode::of(t.subject))
                .set("title", DataNode::of(t.title))
                .set("outcome", DataNode::of(o.key))
                .set("label", DataNode::of(o.label))
                .set("probability", DataNode::of(o.probability))
                .set("assumed", DataNode::of(t.assumed));
            out.push(std::move(n));
        }
    }
    return out;
}

DataNode losJson(const GameState &s, const std::vector<LosTrace> &traces)
{
    DataNode out = DataNode::array();
    for (const LosTrace &t : traces) {
        DataNode n = DataNode::object();
        n.set("from", DataNode::of(s.map().label(t.firer)))
            .set("to", DataNode::of(s.map().label(t.target)))
            .set("verdict", text(toString(t.verdict)))
            .set("hindrance", DataNode::of(t.hindrance));
        out.push(std::move(n));
    }
    return out;
}

DataNode finalsJson(const std::vector<FinalNumber> &finals)
{
    DataNode out = DataNode::array();
    for (const FinalNumber &f : finals) {
        DataNode n = DataNode::object();
        n.set("key", DataNode::of(f.key))
            .set("label", DataNode::of(f.label))
            .set("value", DataNode::of(f.value))
            .set("subject", DataNode::of(f.subject));
        out.push(std::move(n));
    }
    return out;
}

DataNode effectsJson(const GameState &s, const std::vector<Effect> &effects)
{
    DataNode out = DataNode::array();
    for (const Effect &e : effects)
        out.push(effectJson(s, e));
    return out;
}

DataNode unitsJson(const RuleSet &rules, const GameState &s)
{
    DataNode out = DataNode::array();
    for (const Unit &u : s.units())
        out.push(unitJson(rules, s, u));
    return out;
}

DataNode reinforcementsJson(const GameState &s)
{
    DataNode out = DataNode::array();
    for (const Reinforcement &in : s.reinforcements()) {
        DataNode entry = DataNode::array();
        for (const Hex h : in.entry)
            entry.push(DataNode::of(s.map().label(h)));
        DataNode n = DataNode::object();
        n.set("id", DataNode::of(in.unit.id.value))
            .set("name", DataNode::of(in.unit.name))
            .set("side", DataNode::of(in.unit.side.value))
            .set("arrives", DataNode::of(arrivalText(in)))
            .set("entry", std::move(entry));
        out.push(std::move(n));
    }
    return out;
}

DataNode assumptionsJson(const std::vector<Assumption> &as)
{
    DataNode out = DataNode::array();
    for (const Assumption &a : as) {
        DataNode n = DataNode::object();
        n.set("key", DataNode::of(a.key))
            .set("text", DataNode::of(a.text))
            .set("reference", DataNode::of(a.reference));
        out.push(std::move(n));
    }
    return out;
}

DataNode resultJson(const GameResult &result)
{
    DataNode standings = DataNode::array();
    for (const SideStanding &st : result.standings) {
        DataNode held = DataNode::array();
        for (const std::string &name : st.objectivesHeld)
            held.push(DataNode::of(name));
        DataNode n = DataNode::object();
        n.set("side", DataNode::of(st.side.value))
            .set("name", DataNode::of(st.name))
            .set("score", DataNode::of(st.score))
            .set("objectivePoints", DataNode::of(st.objectivePoints))
            .set("lossPoints", DataNode::of(st.lossPoints))
            .set("victoryPoints", DataNode::of(st.victoryPoints))
            .set("strengthLost", DataNode::of(st.strengthLost))
            .set("unitsEliminated", DataNode::of(st.unitsEliminated))
            .set("unitsOnMap", DataNode::of(st.unitsOnMap))
            .set("objectivesHeld", std::move(held));
        DataNode tallies = DataNode::object();
        for (const TallyStanding &t : st.tallies)
            tallies.set(t.key, DataNode::of(t.count));
        n.set("tallies", std::move(tallies));
        standings.push(std::move(n));
    }
    DataNode o = DataNode::object();
    o.set("over", DataNode::of(result.over))
        .set("winner", result.winner ? DataNode::of(result.winner->value) : DataNode::null())
        .set("headline", DataNode::of(result.headline))
        .set("reason", DataNode::of(result.reason))
        .set("scored", DataNode::of(result.scored))
        .set("standings", std::move(standings));
    return o;
}

void appendMembers(DataNode &object, DataNode more)
{
    for (DataMember &m : more.members)
        object.members.push_back(std::move(m));
}

} // namespace hexfire::cli
