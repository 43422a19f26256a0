#include "core/scenario/scenariowriter.h"

#include "core/rules/rulesetregistry.h"
#include "core/rules/sequence.h"
#include "core/scenario/scenarioformat.h"

#include <algorithm>
#include <memory>
#include <set>
#include <type_traits>
#include <variant>

namespace hexfire {

namespace sf = scenarioformat;

namespace {

/** The scenario's own symbols when they fit its kinds, otherwise a fresh unambiguous set. */
std::string symbolsFor(const Scenario &s)
{
    const auto &kinds = s.initial.map().terrainKinds();
    const std::string &given = s.terrainSymbols;
    const bool usable = given.size() == kinds.size()
        && std::set<char>(given.begin(), given.end()).size() == given.size();
    if (usable)
        return given;
    // First letter of the id when free, else the first free character of a readable pool.
    const std::string pool = ".ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
                             "#$%&*+-/:;<=>?@^_|~!()[]{},'`";
    std::string out;
    for (const TerrainKind &k : kinds) {
        char c = k.id.empty() ? '?' : k.id.front();
        if (k.id == "clear")
            c = '.';
        if (out.find(c) != std::string::npos || c <= ' ' || c > '~' || c == '"' || c == '\\') {
            c = '\0';
            for (char p : pool) {
                if (out.find(p) == std::string::npos) {
                    c = p;
                    break;
                }
            }
        }
        out += c;
    }
    return out;
}

DataNode mapNode(const Scenario &s)
{
    const MapGrid &map = s.initial.map();
    const MapCoordinates &c = map.coordinates();
    DataNode node = DataNode::object();
    node.set("width", DataNode::of(c.width()))
        .set("height", DataNode::of(c.height()))
        .set("orientation", DataNode::of(toString(c.orientation())))
        .set("parity", DataNode::of(toString(c.parity())))
        .set("labels", DataNode::of(toString(c.scheme())));
    const std::string symbols = symbolsFor(s);
    DataNode kinds = DataNode::array();
    for (std::size_t i = 0; i < map.terrainKinds().size(); ++i) {
        const TerrainKind &k = map.terrainKinds()[i];
        DataNode kind = DataNode::object();
        kind.set("id", DataNode::of(k.id))
            .set("symbol", DataNode::of(std::string(1, symbols[i])))
            .set("name", DataNode::of(k.name));
        if (!k.colour.empty())
            kind.set("colour", DataNode::of(k.colour));
        kinds.push(std::move(kind));
    }
    node.set("terrainKinds", std::move(kinds));
    DataNode rows = DataNode::array();
    for (int row = 0; row < c.height(); ++row) {
        std::string line;
        for (int col = 0; col < c.width(); ++col)
            line += symbols[static_cast<std::size_t>(map.terrainIndexAt(c.toHex({col, row})))];
        rows.push(DataNode::of(line));
    }
    node.set("terrain", std::move(rows));

    DataNode elevation = DataNode::object();
    DataNode features = DataNode::object();
    for (const Hex h : map.hexes()) {
        if (map.elevation(h) != 0)
            elevation.set(map.label(h), DataNode::of(map.elevation(h)));
        if (!map.features(h).empty()) {
            DataNode list = DataNode::array();
            for (const std::string &f : map.features(h))
                list.push(DataNode::of(f));
            features.set(map.label(h), std::move(list));
        }
    }
    if (!elevation.members.empty())
        node.set("elevation", std::move(elevation));
    if (!features.members.empty())
        node.set("features", std::move(features));
    DataNode hexsides = DataNode::array();
    for (const HexsideFeature &f : map.hexsideFeatures()) {
        const Hex other = neighbor(f.side.hex, f.side.direction);
        hexsides.push(DataNode::object()
                          .set("between",
                              DataNode::array()
                                  .push(DataNode::of(map.label(f.side.hex)))
                                  .push(DataNode::of(map.label(other))))
                          .set("feature", DataNode::of(std::string(f.feature))));
    }
    if (!hexsides.items.empty())
        node.set("hexsides", std::move(hexsides));
    return node;
}

/** A unit; `placed` false for a reinforcement, which has no hex yet (nor anything done in play). */
DataNode unitNode(const Unit &u, const MapGrid &map, const RuleSet *rules, bool placed = true)
{
    DataNode node = DataNode::object();
    node.set("id", DataNode::of(u.id.value));
    node.set("name", DataNode::of(u.name));
    node.set("side", DataNode::of(u.side.value));
    if (placed)
        node.set("hex", DataNode::of(map.label(u.hex)));
    if (!u.art.empty())
        node.set("art", DataNode::of(u.art));
    node.set("strength", DataNode::of(u.strength));
    node.set("maxStrength", DataNode::of(u.maxStrength));
    if (!u.status.empty()) {
        DataNode status = DataNode::array();
        for (const std::string &key : u.status.keys())
            status.push(DataNode::of(key));
        node.set("status", std::move(status));
    }
    if (u.eliminated && placed)
        node.set("eliminated", DataNode::of(true));
    if (u.damage != 0)
        node.set("damage", DataNode::of(u.damage));
    if (u.facing)
        node.set("facing", DataNode::of(u.facing->position()));
    if (u.movementSpent != 0 && placed)
        node.set("movementSpent", DataNode::of(u.movementSpent));
    if (!u.alsoIn.empty() && placed) {
        DataNode also = DataNode::array();
        for (const Hex h : u.alsoIn)
            also.push(DataNode::of(map.label(h)));
        node.set("alsoIn", std::move(also));
    }
    if (rules && u.profile) {
        DataNode profile = rules->writeUnitProfile(u);
        if (profile.type != DataNode::Type::Null)
            node.set(std::string(rules->id()), std::move(profile));
    }
    return node;
}

/** A reinforcement: its unit, "arrives" (a turn, a time, or both) and "entry" (one hex or a list).
 */
DataNode reinforcementNode(const Reinforcement &in, const MapGrid &map, const RuleSet *rules)
{
    DataNode node = unitNode(in.unit, map, rules, false);
    if (in.turn && in.clock) {
        DataNode arrives = DataNode::object();
        arrives.set("turn", DataNode::of(*in.turn));
        arrives.set("time", DataNode::of(clockTimeText(*in.clock)));
        node.set("arrives", std::move(arrives));
    } else if (in.clock) {
        node.set("arrives", DataNode::of(clockTimeText(*in.clock)));
    } else {
        node.set("arrives", DataNode::of(in.turn.value_or(1)));
    }
    if (in.entry.size() == 1) {
        node.set("entry", DataNode::of(map.label(in.entry.front())));
    } else {
        DataNode entry = DataNode::array();
        for (const Hex h : in.entry)
            entry.push(DataNode::of(map.label(h)));
        node.set("entry", std::move(entry));
    }
    return node;
}

/** The parameters in key order (ParamMap's order), so the bytes do not depend on how they were
 *  entered; none: nothing is written. */
void setParams(DataNode &node, const ParamMap &params, const MapGrid &map)
{
    if (params.empty())
        return;
    DataNode out = DataNode::object();
    for (const auto &[key, value] : params)
        out.set(key, ScenarioWriter::paramNode(value, map));
    node.set("params", std::move(out));
}

DataNode markerNode(const Marker &m, const MapGrid &map)
{
    DataNode node = DataNode::object();
    node.set("kind", DataNode::of(m.kind));
    node.set("hex", DataNode::of(map.label(m.hex)));
    if (m.side)
        node.set("side", DataNode::of(m.side->value));
    node.set("value", DataNode::of(m.value));
    if (m.unit)
        node.set("unit", DataNode::of(m.unit->value));
    setParams(node, m.params, map);
    if (!m.source.empty())
        node.set("source", DataNode::of(m.source));
    return node;
}

DataNode facesNode(const std::vector<int> &faces)
{
    DataNode list = DataNode::array();
    for (int f : faces)
        list.push(DataNode::of(f));
    return list;
}

void setAction(DataNode &node, const Action &a, const MapGrid &map)
{
    node.set("action", DataNode::of(a.kind));
    if (!a.actors.empty()) {
        DataNode list = DataNode::array();
        for (const UnitId &u : a.actors)
            list.push(DataNode::of(u.value));
        node.set("actors", std::move(list));
    }
    if (a.target)
        node.set("target", DataNode::of(map.label(*a.target)));
    if (a.targetUnit)
        node.set("targetUnit", DataNode::of(a.targetUnit->value));
    if (a.via)
        node.set("via", DataNode::of(map.label(*a.via)));
    setParams(node, a.params, map);
}

DataNode scriptNode(const std::vector<ScriptStep> &steps, const MapGrid &map)
{
    DataNode script = DataNode::array();
    for (const ScriptStep &step : steps) {
        DataNode n = DataNode::object();
        n.set("title", DataNode::of(step.title));
        setAction(n, step.action, map);
        n.set("dice", facesNode(step.dice));
        if (!step.narration.empty())
            n.set("narration", DataNode::of(step.narration));
        if (step.bookmark)
            n.set("bookmark", DataNode::of(true));
        script.push(std::move(n));
    }
    return script;
}

/** The saved-game part: the log, the position in it and the random dice state. */
void setSavedGame(DataNode &root, const Scenario &s, const MapGrid &map)
{
    DataNode log = DataNode::array();
    for (std::size_t i = 0; i < s.log.size(); ++i) {
        const SavedLogEntry &e = s.log[i];
        // An entry that plays its script step leaves out the step's title and narration, which
        // the reader takes from the step: copying them made a long example's save three times
        // its size, and too large to open again.
        const ScriptStep *step
            = i < s.script.size() && s.script[i].action == e.action ? &s.script[i] : nullptr;
        DataNode n = DataNode::object();
        if (!step || e.title != step->title)
            n.set("title", DataNode::of(e.title));
        setAction(n, e.action, map);
        n.set("faces", facesNode(e.faces));
        if (step ? e.narration != step->narration : !e.narration.empty())
            n.set("narration", DataNode::of(e.narration));
        if (e.bookmark)
            n.set("bookmark", DataNode::of(true));
        if (!e.note.empty())
            n.set("note", DataNode::of(e.note));
        log.push(std::move(n));
    }
    root.set("log", std::move(log));
    root.set("position", DataNode::of(s.position));
    root.set("random",
        DataNode::object()
            .set("seed", DataNode::of(std::to_string(s.seed)))
            .set("draws", DataNode::of(static_cast<std::int64_t>(s.draws))));
}

DataNode objectivesNode(const std::vector<Objective> &objectives, const MapGrid &map)
{
    DataNode list = DataNode::array();
    for (const Objective &o : objectives) {
        DataNode n = DataNode::object();
        n.set("name", DataNode::of(o.name)).set("hex", DataNode::of(map.label(o.hex)));
        n.set("points", DataNode::of(o.points));
        if (o.holder)
            n.set("holder", DataNode::of(o.holder->value));
        if (!o.tally.empty())
            n.set("tally", DataNode::of(o.tally));
        list.push(std::move(n));
    }
    return list;
}

DataNode victoryNode(const VictoryConditions &v)
{
    DataNode n = DataNode::object();
    if (v.turnLimit)
        n.set("turnLimit", DataNode::of(*v.turnLimit));
    if (v.minutesLimit)
        n.set("minutesLimit", DataNode::of(*v.minutesLimit));
    if (v.startTime)
        n.set("startTime", DataNode::of(clockTimeText(*v.startTime)));
    DataNode conditions = DataNode::array();
    for (const std::string &c : v.conditions)
        conditions.push(DataNode::of(c));
    n.set("conditions", std::move(conditions));
    n.set("pointsPerLoss", DataNode::of(v.pointsPerLoss));
    if (!v.goals.empty()) {
        DataNode goals = DataNode::array();
        for (const PointsGoal &g : v.goals)
            goals.push(DataNode::object()
                           .set("side", DataNode::of(g.side.value))
                           .set("points", DataNode::of(g.points)));
        n.set("goals", std::move(goals));
    }
    if (v.otherwise)
        n.set("otherwise", DataNode::of(v.otherwise->value));
    return n;
}

/** The position in the sequence of play; what is at its default is left out. */
DataNode sequenceNode(const SequencePosition &p)
{
    DataNode n = DataNode::object();
    if (p.turn != 1)
        n.set("turn", DataNode::of(p.turn));
    if (!p.phase.empty())
        n.set("phase", DataNode::of(p.phase));
    const auto side = [&](std::string_view key, const std::optional<SideId> &id) {
        if (id)
            n.set(std::string(key), DataNode::of(id->value));
    };
    side("firstSide", p.firstSide);
    side("phasingSide", p.phasingSide);
    side("sideToAct", p.sideToAct);
    if (p.activation)
        n.set("activation", DataNode::of(p.activation->value));
    if (p.minutesElapsed != 0)
        n.set("minutesElapsed", DataNode::of(p.minutesElapsed));
    if (p.gameOver)
        n.set("gameOver", DataNode::of(true));
    if (p.actionsTaken != 0)
        n.set("actionsTaken", DataNode::of(p.actionsTaken));
    return n;
}

} // namespace

DataNode ScenarioWriter::paramNode(const ParamValue &value, const MapGrid &map)
{
    return std::visit(
        [&](const auto &v) -> DataNode {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, Hex>) {
                return DataNode::of(map.label(v));
            } else if constexpr (std::is_same_v<T, UnitId>) {
                return DataNode::of(v.value);
            } else if constexpr (std::is_same_v<T, std::vector<UnitId>>) {
                DataNode list = DataNode::array();
                for (const UnitId &u : v)
                    list.push(DataNode::of(u.value));
                return list;
            } else if constexpr (std::is_same_v<T, std::vector<Hex>>) {
                DataNode list = DataNode::array();
                for (const Hex h : v)
                    list.push(DataNode::of(map.label(h)));
                return list;
            } else {
                return DataNode::of(v); // int, bool, std::string
            }
        },
        value);
}

SequencePosition ScenarioWriter::initialSequence(const Scenario &s)
{
    const std::unique_ptr<RuleSet> rules = RuleSetRegistry::create(s.rulesetId);
    if (!rules)
        return s.initial.sequence();
    // Configured as the file has it: an option may change the sequence of play (a scenario that
    // plays without one).
    Diagnostics ignored;
    rules->configure(s.rulesetOptions, ignored);
    return completePosition(rules->sequenceOfPlay(), s.initial, s.initial.sequence());
}

DataNode ScenarioWriter::write(const Scenario &s)
{
    const MapGrid &map = s.initial.map();
    DataNode root = DataNode::object();
    root.set("format", DataNode::of(std::string(sf::formatName)));
    root.set("version", DataNode::of(sf::currentVersion));
    root.set("title", DataNode::of(s.title));
    if (!s.description.empty())
        root.set("description", DataNode::of(s.description));
    root.set("ruleset", DataNode::of(s.rulesetId));
    if (s.rulesetOptions.isObject() && !s.rulesetOptions.members.empty())
        root.set("rulesetOptions", s.rulesetOptions);
    root.set("map", mapNode(s));
    if (s.background) {
        DataNode b = DataNode::object();
        b.set("image", DataNode::of(s.background->path));
        b.set("originX", DataNode::of(s.background->originX));
        b.set("originY", DataNode::of(s.background->originY));
        b.set("hexSize", DataNode::of(s.background->hexSize));
        root.set("background", std::move(b));
    }
    DataNode sides = DataNode::array();
    for (const Side &side : s.initial.sides()) {
        DataNode n = DataNode::object();
        n.set("id", DataNode::of(side.id.value)).set("name", DataNode::of(side.name));
        if (!side.colour.empty())
            n.set("colour", DataNode::of(side.colour));
        DataNode tallies = DataNode::object();
        for (const auto &[key, count] : side.tallies) {
            if (count != 0)
                tallies.set(key, DataNode::of(count));
        }
        if (!tallies.members.empty())
            n.set("tallies", std::move(tallies));
        sides.push(std::move(n));
    }
    root.set("sides", std::move(sides));
    // The rule system writes its own part of each unit; without it (a scenario of a rule system
    // this program does not have) the profiles cannot be written and are left out.
    const std::unique_ptr<RuleSet> rules = RuleSetRegistry::create(s.rulesetId);
    DataNode units = DataNode::array();
    for (const Unit &u : s.initial.units())
        units.push(unitNode(u, map, rules.get()));
    root.set("units", std::move(units));
    if (!s.initial.reinforcements().empty()) {
        DataNode reinforcements = DataNode::array();
        for (const Reinforcement &in : s.initial.reinforcements())
            reinforcements.push(reinforcementNode(in, map, rules.get()));
        root.set("reinforcements", std::move(reinforcements));
    }
    if (!s.initial.markers().empty()) {
        DataNode markers = DataNode::array();
        for (const Marker &m : s.initial.markers())
            markers.push(markerNode(m, map));
        root.set("markers", std::move(markers));
    }
    if (!s.initial.objectives().empty())
        root.set("objectives", objectivesNode(s.initial.objectives(), map));
    if (const VictoryConditions &v = s.initial.victory(); !(v == VictoryConditions {}))
        root.set("victory", victoryNode(v));
    if (DataNode sequence = sequenceNode(initialSequence(s)); !sequence.members.empty())
        root.set("sequence", std::move(sequence));
    if (!s.script.empty())
        root.set("script", scriptNode(s.script, map));
    if (!s.log.empty() || s.draws != 0 || s.seed != 1)
        setSavedGame(root, s, map);
    return root;
}

} // namespace hexfire
