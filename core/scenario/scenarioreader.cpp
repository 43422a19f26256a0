#include "core/scenario/scenarioreader.h"

#include "core/data/datareader.h"
#include "core/data/jsonparser.h"
#include "core/dice/dicesource.h"
#include "core/dice/seededdice.h"
#include "core/error.h"
#include "core/rules/builtinactions.h"
#include "core/rules/rulesetregistry.h"
#include "core/rules/sequence.h"
#include "core/scenario/scenarioformat.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <memory>
#include <set>
#include <unordered_set>

namespace hexfire {

namespace sf = scenarioformat;

namespace {

constexpr std::string_view labelExample(LabelScheme s)
{
    return s == LabelScheme::LetterNumber ? "column letters and a row number, like \"H9\""
                                          : "a column-row number, like \"0412\"";
}

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x))
            == std::tolower(static_cast<unsigned char>(y));
    });
}

/** One read of a scenario document; holds what later parts need from earlier ones. */
class Session {
public:
    Session(Diagnostics &diagnostics, std::string fileName)
        : m_d(diagnostics)
    {
        m_s.fileName = std::move(fileName);
    }

    std::optional<Scenario> run(const DataNode &root);

private:
    static std::vector<std::string_view> topLevelFields(const DataNode &root);
    void readRuleset(const ObjectReader &top);
    void readBackground(const DataNode &node);
    void readMap(const DataNode &node);
    void readTerrainKinds(const DataNode &node);
    void readTerrainV1(const DataNode &node);
    void readTerrainV2(const DataNode &node);
    void readSides(const DataNode &node);
    /** A side's "tallies": each key one the rule system keeps, each count an integer. */
    std::map<std::string, int> readTallies(const DataNode &node);
    void readUnits(const DataNode &node);
    /** A unit of "units", or with `reinforcement` one of "reinforcements" (no hex yet). */
    void readUnit(const DataNode &node, bool reinforcement = false);
    void readReinforcements(const DataNode &node);
    /** The rest of a reinforcement after its unit's fields: when and where it arrives. */
    void readReinforcement(const ObjectReader &r, Unit unit);
    void readArrival(const ObjectReader &r, Reinforcement &in);
    void readEntry(const DataNode &node, Reinforcement &in);
    void readUnitStatus(const DataNode &node, Unit &unit);
    void readUnitDamage(const ObjectReader &r, Unit &unit);
    void readMarkers(const DataNode &node);
    void readMarker(const DataNode &node);
    void readObjectives(const DataNode &node);
    void readObjective(const DataNode &node);
    void readVictory(const DataNode &node);
    void readSequence(const ObjectReader &top);
    void readPhase(const DataNode &node, SequencePosition &p);
    void readTurn(const DataNode &node, SequencePosition &p);
    std::optional<SideId> knownSide(const ObjectReader &r, std::string_view key);
    std::vector<std::string_view> legacyParamKeys(
        const DataNode &node, const std::vector<ParamSpec> *specs, bool marker) const;
    void readParams(const DataNode &node, const std::vector<ParamSpec> &specs,
        const std::string &what, ParamMap &params);
    std::optional<ParamValue> readParam(const DataNode &node, const ParamSpec &spec);
    const ActionType *actionTypeOf(const DataNode &node) const;
    std::optional<Action> readAction(
        const ObjectReader &r, const DataNode &node, const ActionType *type);
    std::vector<std::string_view> stepFields(
        const DataNode &node, const ActionType *type, bool logEntry) const;
    void readScript(const DataNode &node);
    void readLog(const ObjectReader &top);
    std::vector<int> readFaces(const DataNode &node);
    void build();

    std::optional<Hex> hex(const DataNode &node);
    std::optional<Hex> hexLabel(const DataNode &node, const std::string &label);
    void checkUnitId(const DataNode &node);
    void checkSideId(const DataNode &node);
    /** A unit or side id that names nothing: reported once per distinct id, at its first use. */
    struct Reference {
        enum Kind : unsigned char { Unit, Side };
        Kind kind;
        const DataNode *node;
        std::size_t count;
    };
    void noteUnknown(Reference::Kind kind, const DataNode &node);
    void reportUnknownReferences();
    void error(const DataNode &node, std::string message) { report(m_d, node, std::move(message)); }

    Diagnostics &m_d;
    Scenario m_s;
    /** The scenario's rule system, created as soon as "ruleset" is read: it types everything the
     *  shared format leaves to it. Null when the ruleset is missing or unknown (reported). */
    std::unique_ptr<RuleSet> m_rules;
    const std::vector<std::string> m_ruleSystems = RuleSetRegistry::ids();
    int m_version = sf::currentVersion;
    std::optional<MapCoordinates> m_coordinates;
    std::vector<TerrainKind> m_kinds;
    std::string m_symbols;
    bool m_kindsOk = false;
    // Terrain, elevation and features per cell, applied when the map is built.
    std::vector<int> m_terrain;
    std::vector<std::pair<Hex, int>> m_elevation;
    std::vector<std::pair<Hex, std::string>> m_features;
    std::vector<std::pair<HexsideRef, std::string>> m_hexsides;
    std::vector<Side> m_sides;
    std::vector<std::pair<Unit, const DataNode *>> m_units;
    std::vector<Reinforcement> m_reinforcements;
    std::vector<Marker> m_markers;
    std::vector<Objective> m_objectives;
    VictoryConditions m_victory;
    bool m_victoryGiven = false; /**< the file has "victory" (else the rule system may propose) */
    SequencePosition m_sequence;
    std::set<std::string> m_unitIds;
    std::set<std::string> m_sideIds;
    std::vector<const DataNode *> m_unitRefs; // checked once all units are read
    static constexpr std::size_t maxReferenceMessages = 20;
    std::vector<Reference> m_unknown;
    std::map<std::pair<Reference::Kind, std::string>, std::size_t> m_unknownIndex;
};

std::optional<Hex> Session::hexLabel(const DataNode &node, const std::string &label)
{
    if (!m_coordinates)
        return std::nullopt; // the map is broken; that is reported already
    const auto h = m_coordinates->tryParse(label);
    if (!h) {
        error(node,
            "malformed hex label " + quoted(label) + ": expected "
                + std::string(labelExample(m_coordinates->scheme())));
        return std::nullopt;
    }
    if (!m_coordinates->contains(*h)) {
        const Hex first = m_coordinates->toHex({0, 0});
        const Hex last
            = m_coordinates->toHex({m_coordinates->width() - 1, m_coordinates->height() - 1});
        error(node,
            "hex " + shownText(label) + " is off the " + std::to_string(m_coordinates->width())
                + "x" + std::to_string(m_coordinates->height()) + " map: expected a hex from "
                + m_coordinates->label(first) + " to " + m_coordinates->label(last));
        return std::nullopt;
    }
    return h;
}

std::optional<Hex> Session::hex(const DataNode &node)
{
    if (!expectType(node, DataNode::Type::String, m_d, "a hex label (a string)"))
        return std::nullopt;
    return hexLabel(node, node.string);
}

void Session::checkSideId(const DataNode &node)
{
    if (node.isString() && !m_sideIds.count(node.string))
        noteUnknown(Reference::Side, node);
}

void Session::noteUnknown(Reference::Kind kind, const DataNode &node)
{
    const auto [it, added] = m_unknownIndex.try_emplace({kind, node.string}, m_unknown.size());
    if (added)
        m_unknown.push_back({kind, &node, 1});
    else
        ++m_unknown[it->second].count;
}

void Session::reportUnknownReferences()
{
    // One message per distinct unknown id, and only the first few of those: a file with a thousand
    // misspelt references gets an answer at once, not a thousand "did you mean" searches.
    std::vector<std::string_view> units(m_unitIds.begin(), m_unitIds.end());
    std::vector<std::string_view> sides(m_sideIds.begin(), m_sideIds.end());
    std::size_t shown = 0;
    for (const Reference &r : m_unknown) {
        if (shown == maxReferenceMessages) {
            error(*r.node,
                "and " + std::to_string(m_unknown.size() - shown)
                    + " more unknown unit or side ids (fix the ones above first)");
            break;
        }
        ++shown;
        const std::string &id = r.node->string;
        const bool unit = r.kind == Reference::Unit;
        std::string message = std::string(unit ? "unknown unit " : "unknown side ") + quoted(id)
            + unknownNameHint(id, unit ? units : sides)
            + (unit ? ": expected the id of a unit in \"units\""
                    : ": expected the id of a side in \"sides\"");
        if (r.count > 1)
            message += " (named " + std::to_string(r.count) + " times; this is the first)";
        error(*r.node, std::move(message));
    }
}

void Session::checkUnitId(const DataNode &node)
{
    // Markers and script steps may name units declared anywhere in "units": check at the end.
    if (node.isString())
        m_unitRefs.push_back(&node);
}

std::optional<Scenario> Session::run(const DataNode &root)
{
    const std::size_t before = m_d.size();
    ObjectReader top(root, m_d, topLevelFields(root), "a scenario");
    if (!top.isObject())
        return std::nullopt;
    const auto format = top.string("format", true);
    if (format && *format != sf::formatName) {
        error(*top.get("format"),
            "unknown format " + quoted(*format) + ": expected " + quoted(sf::formatName));
        return std::nullopt;
    }
    const DataNode *versionNode = top.get("version", true);
    if (!format || !versionNode)
        return std::nullopt;
    const auto version = readInteger(*versionNode, sf::oldestVersion, sf::currentVersion, m_d,
        "a format version this HexFire reads");
    if (!version)
        return std::nullopt; // fields mean different things in other versions: stop here
    m_version = static_cast<int>(*version);
    m_s.loadedVersion = m_version;

    m_s.title = top.string("title", true).value_or("");
    m_s.description = top.string("description").value_or("");
    readRuleset(top);
    if (const DataNode *options = top.object("rulesetOptions"))
        m_s.rulesetOptions = *options;
    if (const DataNode *background = top.object("background"))
        readBackground(*background);

    if (const DataNode *map = top.object("map", true))
        readMap(*map);
    if (const DataNode *sides = top.array("sides", true))
        readSides(*sides);
    if (const DataNode *units = top.array("units"))
        readUnits(*units);
    if (const DataNode *markers = top.array("markers"))
        readMarkers(*markers);
    if (const DataNode *objectives = top.array("objectives"))
        readObjectives(*objectives);
    if (const DataNode *victory = top.object("victory"))
        readVictory(*victory);
    m_victoryGiven = top.get("victory") != nullptr;
    // After the victory conditions: an arrival by the clock needs the scenario's start time.
    if (const DataNode *reinforcements = top.array("reinforcements"))
        readReinforcements(*reinforcements);
    readSequence(top);
    if (const DataNode *script = top.array("script"))
        readScript(*script);
    readLog(top);

    for (const DataNode *node : m_unitRefs) {
        if (!m_unitIds.count(node->string))
            noteUnknown(Reference::Unit, *node);
    }
    reportUnknownReferences();
    if (m_d.size() != before)
        return std::nullopt;
    build();
    if (m_d.size() != before)
        return std::nullopt;
    return std::move(m_s);
}

std::vector<std::string_view> Session::topLevelFields(const DataNode &root)
{
    std::vector<std::string_view> fields {"format", "version", "title", "description", "ruleset",
        "rulesetOptions", "map", "sides", "units", "markers", "script", "log", "position", "random",
        "background", "objectives", "victory"};
    // Version 4 keeps the whole sequence position in one object; older files a turn and a label.
    const DataNode *version = root.isObject() ? root.find("version") : nullptr;
    const bool v4 = !version || version->type != DataNode::Type::Number || version->number >= 4;
    for (std::string_view key : v4 ? std::vector<std::string_view> {"sequence", "reinforcements"}
                                   : std::vector<std::string_view> {"turn", "phase"})
        fields.push_back(key);
    return fields;
}

void Session::readRuleset(const ObjectReader &top)
{
    const auto ruleset = top.id("ruleset", true);
    if (!ruleset)
        return;
    const auto ids = RuleSetRegistry::ids();
    if (std::find(ids.begin(), ids.end(), *ruleset) == ids.end()) {
        std::vector<std::string_view> known(ids.begin(), ids.end());
        error(*top.get("ruleset"),
            "unknown ruleset " + quoted(*ruleset) + unknownNameHint(*ruleset, known) + ": expected "
                + listChoices(known));
        return;
    }
    m_s.rulesetId = *ruleset;
    m_rules = RuleSetRegistry::create(*ruleset);
}

void Session::readBackground(const DataNode &node)
{
    // Only the reference and the calibration: the image itself is the window's to load, and a
    // missing image is a warning there, not an error here.
    ObjectReader r(node, m_d, {"image", "originX", "originY", "hexSize"}, "a background image");
    BackgroundImage b;
    b.path = r.string("image", true).value_or("");
    const auto number = [&](std::string_view key, double low, double high, double fallback) {
        const DataNode *n = r.get(key);
        if (!n)
            return fallback;
        if (n->type != DataNode::Type::Number || !(n->number >= low && n->number <= high)) {
            error(*n,
                "expected a number from " + std::to_string(static_cast<int>(low)) + " to "
                    + std::to_string(static_cast<int>(high)));
            return fallback;
        }
        return n->number;
    };
    b.originX = number("originX", -100000.0, 100000.0, 0.0);
    b.originY = number("originY", -100000.0, 100000.0, 0.0);
    b.hexSize = number("hexSize", 1.0, 10000.0, 50.0);
    if (!b.path.empty())
        m_s.background = std::move(b);
}

void Session::readMap(const DataNode &node)
{
    ObjectReader r(node, m_d,
        {"width", "height", "orientation", "parity", "labels", "terrainKinds", "terrain",
            "elevation", "features", "hexsides"},
        "the map");
    const auto width = r.integer("width", 1, sf::maxMapSide, true);
    const auto height = r.integer("height", 1, sf::maxMapSide, true);
    const auto orientation = r.choice("orientation", {"flat-top", "pointy-top"});
    const auto parity = r.choice("parity", {"odd", "even"});
    const auto labels = r.choice("labels", {"letter-number", "four-digit"});
    const bool choicesOk = (orientation || !r.get("orientation")) && (parity || !r.get("parity"))
        && (labels || !r.get("labels"));
    if (width && height && *width * *height > sf::maxMapHexes) {
        error(*r.get("width"),
            "a " + std::to_string(*width) + "x" + std::to_string(*height)
                + " map has too many hexes: expected at most " + std::to_string(sf::maxMapHexes));
    } else if (width && height && choicesOk) {
        m_coordinates = MapCoordinates(static_cast<int>(*width), static_cast<int>(*height),
            orientation.value_or("flat-top") == "flat-top" ? Orientation::FlatTop
                                                           : Orientation::PointyTop,
            parity.value_or("odd") == "odd" ? OffsetParity::Odd : OffsetParity::Even,
            labels.value_or("letter-number") == "letter-number" ? LabelScheme::LetterNumber
                                                                : LabelScheme::FourDigit);
    }
    if (const DataNode *kinds = r.array("terrainKinds", true))
        readTerrainKinds(*kinds);
    if (const DataNode *terrain = r.array("terrain", true)) {
        if (m_coordinates && m_kindsOk) {
            if (m_version == 1)
                readTerrainV1(*terrain);
            else
                readTerrainV2(*terrain);
        }
    }
    if (const DataNode *elevation = r.object("elevation")) {
        for (const auto &[label, value] : elevation->members) {
            const auto h = hexLabel(value, label);
            const auto level = readInteger(value, -100, 100, m_d, "an elevation level");
            if (h && level)
                m_elevation.emplace_back(*h, static_cast<int>(*level));
        }
    }
    if (const DataNode *features = r.object("features")) {
        for (const auto &[label, value] : features->members) {
            const auto h = hexLabel(value, label);
            if (!expectType(value, DataNode::Type::Array, m_d, "an array of feature ids"))
                continue;
            for (const DataNode &f : value.items) {
                if (!expectType(f, DataNode::Type::String, m_d, "a feature id (a string)"))
                    continue;
                if (f.string.empty())
                    error(f, "expected a feature id, got an empty string");
                else if (checkId(f, m_d) && h)
                    m_features.emplace_back(*h, f.string);
            }
        }
    }
    if (const DataNode *hexsides = r.array("hexsides")) {
        for (const DataNode &item : hexsides->items) {
            ObjectReader side(item, m_d, {"between", "feature"}, "a hexside feature");
            const auto feature = side.id("feature", true);
            const DataNode *between = side.array("between", true);
            if (!between)
                continue;
            if (between->items.size() != 2) {
                error(*between,
                    "expected two adjacent hex labels, got " + std::to_string(between->items.size())
                        + " items");
                continue;
            }
            const auto a = hex(between->items[0]);
            const auto b = hex(between->items[1]);
            if (a && b && !adjacent(*a, *b)) {
                error(*between,
                    "hexes " + shownText(between->items[0].string) + " and "
                        + shownText(between->items[1].string)
                        + " are not adjacent: expected the two hexes on either side of one "
                          "hexside");
            } else if (a && b && feature) {
                m_hexsides.emplace_back(MapGrid::canonical(*a, directionTo(*a, *b)), *feature);
            }
        }
    }
}

void Session::readTerrainKinds(const DataNode &node)
{
    if (node.items.empty()) {
        error(node, "expected at least one terrain kind");
        return;
    }
    if (node.items.size() > 200) {
        error(node, "expected at most 200 terrain kinds");
        return;
    }
    const std::size_t before = m_d.size();
    std::vector<std::string_view> known {"id", "name", "colour"};
    if (m_version >= 2)
        known.push_back("symbol");
    for (const DataNode &item : node.items) {
        ObjectReader r(item, m_d, known, "a terrain kind");
        TerrainKind kind;
        const auto id = r.id("id", true);
        kind.id = id.value_or("");
        kind.name = r.string("name").value_or(kind.id);
        kind.colour = r.string("colour").value_or("");
        if (id) {
            for (const TerrainKind &k : m_kinds) {
                if (k.id == kind.id)
                    error(*r.get("id"),
                        "terrain id " + quoted(kind.id) + " is defined twice: expected unique ids");
            }
        }
        if (m_version >= 2) {
            const auto symbol = r.string("symbol", true);
            if (symbol) {
                const char c = symbol->size() == 1 ? symbol->front() : '\0';
                if (c <= ' ' || c > '~' || c == '"' || c == '\\')
                    error(*r.get("symbol"),
                        "expected one printable ASCII character other than a space, "
                        "'\"' or '\\', got "
                            + quoted(*symbol));
                else if (m_symbols.find(c) != std::string::npos)
                    error(*r.get("symbol"),
                        std::string("symbol '") + c
                            + "' is used twice: expected one symbol per terrain kind");
                m_symbols += c;
            }
        }
        m_kinds.push_back(std::move(kind));
    }
    m_kindsOk = m_d.size() == before;
}

void Session::readTerrainV1(const DataNode &node)
{
    // Version 1: one terrain id per hex, row by row.
    const auto expected
        = static_cast<std::size_t>(m_coordinates->width() * m_coordinates->height());
    if (node.items.size() != expected) {
        error(node,
            "expected " + std::to_string(expected) + " terrain ids (one per hex, row by row), got "
                + std::to_string(node.items.size()));
        return;
    }
    m_terrain.assign(expected, 0);
    for (std::size_t i = 0; i < expected; ++i) {
        const DataNode &item = node.items[i];
        if (!expectType(item, DataNode::Type::String, m_d, "a terrain id"))
            continue;
        const auto it = std::find_if(m_kinds.begin(), m_kinds.end(),
            [&](const TerrainKind &k) { return k.id == item.string; });
        if (it == m_kinds.end()) {
            error(item,
                "hex " + m_coordinates->label(m_coordinates->hexAt(static_cast<int>(i)))
                    + ": unknown terrain " + quoted(item.string)
                    + ": expected an id from terrainKinds");
            continue;
        }
        m_terrain[i] = static_cast<int>(it - m_kinds.begin());
    }
}

void Session::readTerrainV2(const DataNode &node)
{
    const int width = m_coordinates->width();
    const int height = m_coordinates->height();
    if (node.items.size() != static_cast<std::size_t>(height)) {
        error(node,
            "expected " + std::to_string(height) + " terrain rows (one per map row), got "
                + std::to_string(node.items.size()));
        return;
    }
    m_terrain.assign(static_cast<std::size_t>(width * height), 0);
    for (int row = 0; row < height; ++row) {
        const DataNode &item = node.items[static_cast<std::size_t>(row)];
        if (!expectType(item, DataNode::Type::String, m_d, "a terrain row (a string of symbols)"))
            continue;
        const std::string &s = item.string;
        if (s.size() != static_cast<std::size_t>(width)) {
            error(item,
                "row " + std::to_string(row + 1) + " has " + std::to_string(s.size())
                    + " symbols: expected " + std::to_string(width) + " (one per hex)");
            continue;
        }
        for (int col = 0; col < width; ++col) {
            const char c = s[static_cast<std::size_t>(col)];
            const auto k = m_symbols.find(c);
            if (k == std::string::npos) {
                // Point at the symbol itself: rows hold no escapes, so the column is exact.
                SourceLocation where = item.where;
                where.column += 1 + col;
                m_d.add(where, item.path,
                    "hex " + m_coordinates->label(m_coordinates->toHex({col, row}))
                        + ": unknown terrain symbol '" + shownText(std::string(1, c))
                        + "': expected one of the symbols in terrainKinds (" + quoted(m_symbols)
                        + ")");
                continue;
            }
            m_terrain[static_cast<std::size_t>(row * width + col)] = static_cast<int>(k);
        }
    }
}

void Session::readSides(const DataNode &node)
{
    if (node.items.empty())
        error(node, "expected at least one side");
    for (const DataNode &item : node.items) {
        ObjectReader r(item, m_d, {"id", "name", "colour", "tallies"}, "a side");
        Side side;
        const auto id = r.id("id", true);
        side.name = r.string("name").value_or("");
        side.colour = r.string("colour").value_or("");
        if (const DataNode *tallies = r.object("tallies"))
            side.tallies = readTallies(*tallies);
        if (!id)
            continue;
        if (!m_sideIds.insert(*id).second) {
            error(*r.get("id"), "side id " + quoted(*id) + " is used twice: expected unique ids");
            continue;
        }
        side.id = SideId {*id};
        if (side.name.empty())
            side.name = *id;
        m_sides.push_back(std::move(side));
    }
}

std::map<std::string, int> Session::readTallies(const DataNode &node)
{
    std::map<std::string, int> out;
    std::vector<std::string_view> keys;
    if (m_rules) {
        for (const TallyType &t : m_rules->vocabulary().tallies)
            keys.push_back(t.key);
    }
    for (const DataMember &m : node.members) {
        if (m_rules && std::find(keys.begin(), keys.end(), m.key) == keys.end()) {
            error(m.value,
                "unknown tally " + quoted(m.key) + unknownNameHint(m.key, keys)
                    + (keys.empty() ? std::string(": this game keeps no tallies")
                                    : ": expected " + listChoices(keys)));
            continue;
        }
        if (const auto n = readInteger(m.value, -100000, 100000, m_d, "a tally's count"))
            out[m.key] = static_cast<int>(*n);
    }
    return out;
}

void Session::readUnits(const DataNode &node)
{
    for (const DataNode &item : node.items)
        readUnit(item);
}

void Session::readUnit(const DataNode &node, bool reinforcement)
{
    std::vector<std::string_view> known {
        "id", "name", "side", "art", "strength", "maxStrength", "status", "damage", "facing"};
    // A unit still to come has no hex yet (it enters at one of "entry") and nothing done in play.
    if (reinforcement)
        known.insert(known.end(), {"arrives", "entry"});
    else
        known.insert(known.end(), {"hex", "alsoIn"});
    if (m_version >= 3 && !reinforcement)
        known.push_back("eliminated");
    if (m_version >= 4 && !reinforcement)
        known.push_back("movementSpent");
    const std::string profileKey = m_rules ? std::string(m_rules->id()) : std::string();
    // Every rule system's profile object is "known" to the generic check: the one of another rule
    // system is reported below, naming the one this scenario's rule system expects.
    const std::vector<std::string> &ruleSystems = m_ruleSystems;
    for (const std::string &id : ruleSystems)
        known.push_back(id);
    ObjectReader r(node, m_d, known, reinforcement ? "a reinforcement" : "a unit");
    if (!r.isObject())
        return;
    if (m_rules) {
        for (const auto &[key, value] : node.members) {
            if (key != profileKey
                && std::find(ruleSystems.begin(), ruleSystems.end(), key) != ruleSystems.end())
                m_d.add(value.nameWhere(), value.path,
                    "unknown field " + quoted(key)
                        + " in a unit: the profile of another rule system; "
                          "expected \""
                        + profileKey + "\", the profile of this scenario's ruleset");
        }
    }
    Unit unit;
    const auto id = r.id("id", true);
    if (id) {
        if (!m_unitIds.insert(*id).second)
            error(*r.get("id"), "unit id " + quoted(*id) + " is used twice: expected unique ids");
        unit.id = UnitId {*id};
    }
    unit.name = r.string("name").value_or(id.value_or(""));
    if (const auto side = r.id("side", true)) {
        checkSideId(*r.get("side"));
        unit.side = SideId {*side};
    }
    if (const DataNode *h = reinforcement ? nullptr : r.get("hex", true)) {
        if (const auto at = hex(*h))
            unit.hex = *at;
    }
    if (const DataNode *also = reinforcement ? nullptr : r.array("alsoIn");
        also && m_rules && !m_rules->vocabulary().multiHexUnits) {
        error(*also,
            std::string(m_rules->displayName())
                + " has no units that spread over several hexes: expected no \"alsoIn\"");
    } else if (also) {
        std::unordered_set<Hex> named {unit.hex}; // linear: a list may name every hex of a map
        for (const DataNode &h : also->items) {
            const auto at = hex(h);
            if (!at)
                continue;
            if (!named.insert(*at).second)
                error(h,
                    "hex " + quoted(h.string)
                        + " is named twice: expected the other hexes the unit spreads over, "
                          "not its own hex again");
            else
                unit.alsoIn.push_back(*at);
        }
    }
    unit.art = r.string("art").value_or("");
    if (const DataNode *status = r.array("status"))
        readUnitStatus(*status, unit);
    if (m_version >= 3)
        unit.eliminated = r.boolean("eliminated").value_or(false);
    readUnitDamage(r, unit);
    if (const auto facing = r.integer("facing", 0, 11))
        unit.facing = Facing::fromPosition(static_cast<int>(*facing));
    unit.movementSpent = static_cast<int>(r.integer("movementSpent", 0, 100000).value_or(0));
    const auto strength = r.integer("strength", 0, maxUnitStrength);
    const auto maxStrength = r.integer("maxStrength", 0, maxUnitStrength);
    unit.maxStrength = static_cast<int>(maxStrength.value_or(1));
    if (m_rules) {
        if (const DataNode *profile = r.get(profileKey))
            m_rules->readUnitProfile(*profile, unit, maxStrength.has_value(), m_d);
    }
    unit.strength = static_cast<int>(strength.value_or(unit.maxStrength));
    if (strength && unit.strength > unit.maxStrength)
        error(*r.get("strength"),
            "strength " + std::to_string(unit.strength) + " is above maxStrength "
                + std::to_string(unit.maxStrength) + ": expected 0.."
                + std::to_string(unit.maxStrength));
    if (reinforcement)
        readReinforcement(r, std::move(unit));
    else
        m_units.emplace_back(std::move(unit), &node);
}

void Session::readReinforcement(const ObjectReader &r, Unit unit)
{
    Reinforcement in;
    in.unit = std::move(unit);
    readArrival(r, in);
    if (const DataNode *entry = r.get("entry", true))
        readEntry(*entry, in);
    if (!in.entry.empty())
        in.unit.hex = in.entry.front();
    m_reinforcements.push_back(std::move(in));
}

void Session::readReinforcements(const DataNode &node)
{
    for (const DataNode &item : node.items)
        readUnit(item, true);
}

void Session::readArrival(const ObjectReader &r, Reinforcement &in)
{
    const DataNode *arrives = r.get("arrives", true);
    if (!arrives)
        return;
    const DataNode *turn = arrives->type == DataNode::Type::Number ? arrives : nullptr;
    const DataNode *time = arrives->isString() ? arrives : nullptr;
    if (arrives->isObject()) {
        ObjectReader a(*arrives, m_d, {"turn", "time"}, "an arrival");
        turn = a.get("turn");
        time = a.get("time");
        if (!turn && !time)
            error(*arrives, "arrives: expected \"turn\" and/or \"time\", got neither");
    } else if (!turn && !time) {
        expectType(*arrives, DataNode::Type::Object, m_d,
            "a turn number, a clock time such as \"13:40\", or an object with \"turn\" and/or "
            "\"time\"");
        return;
    }
    if (turn) {
        if (const auto t = readInteger(*turn, 1, 1000, m_d, "a turn number"))
            in.turn = static_cast<int>(*t);
    }
    if (!time)
        return;
    const std::optional<int> clock
        = time->isString() ? clockTimeFromText(time->string) : std::nullopt;
    if (!clock)
        error(
            *time, "arrives: expected a clock time from \"00:00\" to \"23:59\", such as \"13:40\"");
    else if (!m_victory.startTime)
        error(*time,
            "arrives: a clock time needs the scenario's clock: expected \"startTime\" in "
            "\"victory\", or a turn number");
    else
        in.clock = *clock;
}

void Session::readEntry(const DataNode &node, Reinforcement &in)
{
    if (node.isString()) {
        if (const auto at = hex(node))
            in.entry.push_back(*at);
        return;
    }
    if (!expectType(node, DataNode::Type::Array, m_d, "an entry hex label or a list of them"))
        return;
    if (node.items.empty())
        error(node, "entry: expected at least one hex");
    for (const DataNode &h : node.items) {
        const auto at = hex(h);
        if (!at)
            continue;
        if (std::find(in.entry.begin(), in.entry.end(), *at) != in.entry.end())
            error(h, "hex " + quoted(h.string) + " is named twice: expected each entry hex once");
        else
            in.entry.push_back(*at);
    }
}

void Session::readUnitStatus(const DataNode &node, Unit &unit)
{
    std::vector<std::string_view> keys;
    if (m_rules) {
        for (const StatusType &t : m_rules->vocabulary().statuses)
            keys.push_back(t.key);
    }
    if (m_version < 3)
        keys.push_back(sf::legacyEliminatedStatus);
    for (const DataNode &word : node.items) {
        if (!expectType(word, DataNode::Type::String, m_d, "a status key"))
            continue;
        if (m_version < 3 && word.string == sf::legacyEliminatedStatus) {
            unit.eliminated = true;
            continue;
        }
        if (!m_rules)
            continue; // the unknown ruleset is reported; its states cannot be checked
        if (findByKey(m_rules->vocabulary().statuses, word.string)) {
            unit.status.set(word.string);
            continue;
        }
        const auto &former = m_rules->vocabulary().formerStatuses;
        const auto old = std::find_if(former.begin(), former.end(),
            [&](const RuleVocabulary::FormerStatus &f) { return f.key == word.string; });
        if (old != former.end()) {
            unit.status.set(old->becomes);
            const StatusType *now = findByKey(m_rules->vocabulary().statuses, old->becomes);
            m_s.upgradeNotes.push_back(unit.name + " was " + quoted(word.string) + " and is now "
                + (now ? now->name : old->becomes) + ": " + old->why);
            continue;
        }
        const std::string message
            = "unknown status " + quoted(word.string) + unknownNameHint(word.string, keys);
        error(word,
            message + ": expected "
                + (keys.empty() ? std::string("none, the ruleset has no unit states")
                                : listChoices(keys)));
    }
}

void Session::readUnitDamage(const ObjectReader &r, Unit &unit)
{
    const int levels = m_rules ? static_cast<int>(m_rules->vocabulary().damageLevels.size()) : 0;
    if (m_version >= 3) {
        if (!m_rules)
            return;
        if (const auto damage = r.integer("damage", 0, levels))
            unit.damage = static_cast<int>(*damage);
        return;
    }
    // Versions 1 and 2 named four levels with words; a rule system may have fewer.
    const auto word = r.choice("damage", sf::legacyDamageKeys());
    if (!word || !m_rules)
        return;
    const int level = *sf::legacyDamageLevel(*word);
    if (level > levels) {
        error(*r.get("damage"),
            "damage " + quoted(*word) + " is level " + std::to_string(level) + ", but "
                + std::string(m_rules->displayName()) + " has "
                + (levels == 0 ? std::string("no damage levels") : "only " + std::to_string(levels))
                + ": expected a level up to " + std::to_string(levels));
        return;
    }
    unit.damage = level;
}

std::optional<ParamValue> Session::readParam(const DataNode &node, const ParamSpec &spec)
{
    const std::string name = "\"" + spec.key + "\"";
    switch (spec.type) {
    case ParamType::Integer:
        if (const auto v = readInteger(node, spec.minimum, spec.maximum, m_d, name))
            return ParamValue(static_cast<int>(*v));
        return std::nullopt;
    case ParamType::Flag:
        if (!expectType(node, DataNode::Type::Bool, m_d, name + " (true or false)"))
            return std::nullopt;
        return ParamValue(node.boolean);
    case ParamType::Choice: {
        std::vector<std::string_view> keys;
        for (const ParamChoice &c : spec.choices)
            keys.push_back(c.key);
        if (!expectType(
                node, DataNode::Type::String, m_d, name + " (one of " + listChoices(keys) + ")"))
            return std::nullopt;
        if (std::find(keys.begin(), keys.end(), node.string) == keys.end()) {
            error(node,
                "unknown value " + quoted(node.string) + " of " + name
                    + unknownNameHint(node.string, keys) + ": expected " + listChoices(keys));
            return std::nullopt;
        }
        return ParamValue(node.string);
    }
    case ParamType::Text:
        if (!expectType(node, DataNode::Type::String, m_d, name + " (a string)"))
            return std::nullopt;
        return ParamValue(node.string);
    case ParamType::Hex:
        if (const auto h = hex(node))
            return ParamValue(*h);
        return std::nullopt;
    case ParamType::Unit:
        if (!expectType(node, DataNode::Type::String, m_d, name + " (a unit id)"))
            return std::nullopt;
        checkUnitId(node);
        return ParamValue(UnitId {node.string});
    case ParamType::UnitList: {
        if (!expectType(node, DataNode::Type::Array, m_d, name + " (an array of unit ids)"))
            return std::nullopt;
        std::vector<UnitId> units;
        for (const DataNode &u : node.items) {
            if (expectType(u, DataNode::Type::String, m_d, "a unit id")) {
                checkUnitId(u);
                units.push_back(UnitId {u.string});
            }
        }
        return ParamValue(std::move(units));
    }
    case ParamType::HexList: {
        if (!expectType(node, DataNode::Type::Array, m_d, name + " (an array of hex labels)"))
            return std::nullopt;
        std::vector<Hex> hexes;
        for (const DataNode &h : node.items) {
            if (const auto at = hex(h))
                hexes.push_back(*at);
        }
        return ParamValue(std::move(hexes));
    }
    }
    return std::nullopt;
}

void Session::readParams(const DataNode &node, const std::vector<ParamSpec> &specs,
    const std::string &what, ParamMap &params)
{
    std::vector<std::string_view> known;
    for (const ParamSpec &spec : specs)
        known.push_back(spec.key);
    ObjectReader r(node, m_d, known, what);
    if (!r.isObject())
        return;
    for (const ParamSpec &spec : specs) {
        if (const DataNode *n = r.get(spec.key)) {
            if (auto v = readParam(*n, spec))
                params.insert_or_assign(spec.key, std::move(*v));
        }
    }
}

std::vector<std::string_view> Session::legacyParamKeys(
    const DataNode &node, const std::vector<ParamSpec> *specs, bool marker) const
{
    // Versions 1 and 2 kept parameters beside the generic fields. With the kind known, exactly
    // its declared parameters are allowed; with an unknown kind (reported) every parameter the
    // rule system declares for any kind, so that one mistake gives one message.
    std::vector<std::string_view> keys;
    if (specs) {
        for (const ParamSpec &spec : *specs)
            keys.push_back(spec.key);
    } else if (m_rules && marker) {
        for (const MarkerType &t : m_rules->vocabulary().markers) {
            for (const ParamSpec &spec : t.params)
                keys.push_back(spec.key);
        }
    } else if (m_rules) {
        for (const ActionType &t : m_rules->vocabulary().actions) {
            for (const ParamSpec &spec : t.params)
                keys.push_back(spec.key);
        }
    } else if (node.isObject()) {
        for (const auto &[key, value] : node.members)
            keys.push_back(key); // the ruleset is unknown (reported): nothing can be checked
    }
    return keys;
}

void Session::readMarkers(const DataNode &node)
{
    for (const DataNode &item : node.items)
        readMarker(item);
}

void Session::readMarker(const DataNode &item)
{
    const DataNode *kindNode = item.isObject() ? item.find("kind") : nullptr;
    const MarkerType *type = m_rules && kindNode && kindNode->isString()
        ? findByKey(m_rules->vocabulary().markers, kindNode->string)
        : nullptr;
    std::vector<std::string_view> known {"kind", "hex", "side", "value", "unit", "source"};
    if (m_version >= 3) {
        known.push_back("params");
    } else {
        for (std::string_view k : legacyParamKeys(item, type ? &type->params : nullptr, true))
            known.push_back(k);
    }
    ObjectReader r(item, m_d, known, "a marker");
    if (!r.isObject())
        return;
    Marker m;
    if (const auto kind = r.string("kind", true)) {
        m.kind = *kind;
        if (m_rules && !type) {
            std::vector<std::string_view> keys;
            for (const MarkerType &t : m_rules->vocabulary().markers)
                keys.push_back(t.key);
            error(*kindNode,
                "unknown marker kind " + quoted(*kind) + unknownNameHint(*kind, keys)
                    + ": expected " + listChoices(keys));
        }
    }
    if (const DataNode *h = r.get("hex", true)) {
        if (const auto at = hex(*h))
            m.hex = *at;
    }
    if (const auto side = r.id("side")) {
        checkSideId(*r.get("side"));
        m.side = SideId {*side};
    }
    m.value = static_cast<int>(r.integer("value", -20, 20).value_or(0));
    if (const auto unit = r.id("unit")) {
        checkUnitId(*r.get("unit"));
        m.unit = UnitId {*unit};
    }
    if (type) {
        if (m_version >= 3) {
            if (const DataNode *params = r.object("params"))
                readParams(*params, type->params,
                    "the parameters of a \"" + type->key + "\" marker", m.params);
        } else {
            for (const ParamSpec &spec : type->params) {
                if (const DataNode *n = r.get(spec.key)) {
                    if (auto v = readParam(*n, spec))
                        m.params.insert_or_assign(spec.key, std::move(*v));
                }
            }
        }
    }
    m.source = r.string("source").value_or("");
    m_markers.push_back(std::move(m));
}

void Session::readObjectives(const DataNode &node)
{
    for (const DataNode &item : node.items)
        readObjective(item);
}

void Session::readObjective(const DataNode &item)
{
    ObjectReader r(item, m_d, {"name", "hex", "points", "holder", "tally"}, "an objective");
    if (!r.isObject())
        return;
    Objective o;
    const auto name = r.string("name", true);
    if (name && name->empty())
        error(*r.get("name"), "expected the objective's name (\"Farm\"), got an empty string");
    o.name = name.value_or("");
    o.points = static_cast<int>(r.integer("points", 0, 1000).value_or(1));
    o.holder = knownSide(r, "holder");
    if (const auto tally = r.string("tally")) {
        const bool known = !m_rules || findByKey(m_rules->vocabulary().tallies, *tally);
        if (known)
            o.tally = *tally;
        else
            error(*r.get("tally"),
                "unknown tally " + quoted(*tally) + " for objective " + quoted(o.name)
                    + ": expected a tally this game keeps");
    }
    const DataNode *hexNode = r.get("hex", true);
    const std::optional<Hex> at = hexNode ? hex(*hexNode) : std::nullopt;
    if (!at)
        return;
    o.hex = *at;
    const auto same = std::find_if(m_objectives.begin(), m_objectives.end(),
        [&](const Objective &other) { return other.hex == o.hex; });
    if (same != m_objectives.end()) {
        error(*hexNode,
            "hex " + shownText(hexNode->string) + " holds two objectives (" + quoted(same->name)
                + " and " + quoted(o.name) + "): expected one objective per hex");
        return;
    }
    m_objectives.push_back(std::move(o));
}

void Session::readVictory(const DataNode &node)
{
    ObjectReader r(node, m_d,
        {"turnLimit", "minutesLimit", "conditions", "pointsPerLoss", "startTime", "goals",
            "otherwise"},
        "the victory conditions");
    if (!r.isObject())
        return;
    if (const auto limit = r.integer("turnLimit", 1, 1000))
        m_victory.turnLimit = static_cast<int>(*limit);
    if (const auto limit = r.integer("minutesLimit", 1, sf::maxMinutes))
        m_victory.minutesLimit = static_cast<int>(*limit);
    m_victory.pointsPerLoss = static_cast<int>(r.integer("pointsPerLoss", 0, 1000).value_or(1));
    if (const DataNode *start = r.get("startTime")) {
        if (const std::optional<int> t = start->type == DataNode::Type::String
                ? clockTimeFromText(start->string)
                : std::nullopt)
            m_victory.startTime = *t;
        else
            report(m_d, *start,
                "startTime: expected a clock time from \"00:00\" to \"23:59\", such as \"13:00\"");
    }
    if (const DataNode *goals = r.array("goals")) {
        for (const DataNode &item : goals->items) {
            ObjectReader g(item, m_d, {"side", "points"}, "a victory point goal");
            if (!g.isObject())
                continue;
            const auto side = g.get("side", true) ? knownSide(g, "side") : std::nullopt;
            const auto points = g.integer("points", 1, 100000, true);
            if (side && points)
                m_victory.goals.push_back({*side, static_cast<int>(*points)});
        }
    }
    m_victory.otherwise = knownSide(r, "otherwise");
    const DataNode *conditions = r.array("conditions");
    if (!conditions)
        return;
    const std::vector<VictoryConditionType> types
        = m_rules ? m_rules->victoryConditionTypes() : std::vector<VictoryConditionType> {};
    std::vector<std::string_view> keys;
    for (const VictoryConditionType &t : types)
        keys.push_back(t.key);
    for (const DataNode &c : conditions->items) {
        if (!expectType(c, DataNode::Type::String, m_d, "a victory condition key (a string)"))
            continue;
        if (m_rules && std::find(keys.begin(), keys.end(), c.string) == keys.end()) {
            error(c,
                "unknown victory condition " + quoted(c.string) + unknownNameHint(c.string, keys)
                    + ": expected " + listChoices(keys));
        } else if (std::find(m_victory.conditions.begin(), m_victory.conditions.end(), c.string)
            != m_victory.conditions.end()) {
            error(c,
                "victory condition " + quoted(c.string)
                    + " is named twice: expected each condition once");
        } else {
            m_victory.conditions.push_back(c.string);
        }
    }
}

std::optional<SideId> Session::knownSide(const ObjectReader &r, std::string_view key)
{
    const auto id = r.id(key);
    if (!id)
        return std::nullopt;
    if (!m_sideIds.count(*id)) {
        std::vector<std::string_view> sides(m_sideIds.begin(), m_sideIds.end());
        error(*r.get(key),
            "unknown side " + quoted(*id) + " in " + quoted(key) + unknownNameHint(*id, sides)
                + ": expected the id of a side in \"sides\" (" + listChoices(sides) + ")");
        return std::nullopt;
    }
    return SideId {*id};
}

void Session::readTurn(const DataNode &node, SequencePosition &p)
{
    const auto turn = readInteger(node, 1, 1000, m_d, "\"turn\"");
    if (!turn)
        return;
    p.turn = static_cast<int>(*turn);
    if (m_victory.turnLimit && p.turn > *m_victory.turnLimit)
        error(node,
            "turn " + std::to_string(p.turn) + " is past the turn limit ("
                + std::to_string(*m_victory.turnLimit)
                + " in \"victory\"): expected a turn from 1 to "
                + std::to_string(*m_victory.turnLimit));
}

void Session::readPhase(const DataNode &node, SequencePosition &p)
{
    if (!expectType(node, DataNode::Type::String, m_d, "\"phase\" (a phase key)"))
        return;
    p.phase = node.string;
    if (!m_rules)
        return; // the unknown ruleset is reported; its phases cannot be checked
    const SequenceOfPlay &sequence = m_rules->sequenceOfPlay();
    if (sequence.empty() || findPhase(sequence, node.string))
        return; // without a sequence of play the phase is a free label
    for (const auto &[label, key] : sequence.formerLabels) {
        if (equalsIgnoringCase(label, node.string) && findPhase(sequence, key)) {
            p.phase = key;
            return;
        }
    }
    if (m_version < 4) {
        // Older files wrote the phase as the players read it ("Fire"): take the phase so named.
        for (const PhaseType &phase : sequence.phases) {
            if (equalsIgnoringCase(phase.name, node.string)) {
                p.phase = phase.key;
                return;
            }
        }
    }
    std::vector<std::string_view> keys;
    std::string listed;
    for (const PhaseType &phase : sequence.phases) {
        keys.push_back(phase.key);
        listed += (listed.empty() ? "" : ", ") + quoted(phase.key) + " (" + phase.name + ")";
    }
    error(node,
        "unknown phase " + quoted(node.string) + " in \"phase\""
            + unknownNameHint(node.string, keys) + ": expected a phase of "
            + std::string(m_rules->displayName()) + ": " + listed);
}

void Session::readSequence(const ObjectReader &top)
{
    SequencePosition &p = m_sequence;
    if (m_version < 4) {
        if (const DataNode *turn = top.get("turn"))
            readTurn(*turn, p);
        if (const DataNode *phase = top.get("phase"))
            readPhase(*phase, p);
        return;
    }
    const DataNode *node = top.object("sequence");
    if (!node)
        return;
    ObjectReader r(*node, m_d,
        {"turn", "phase", "firstSide", "phasingSide", "sideToAct", "activation", "minutesElapsed",
            "gameOver", "actionsTaken"},
        "the sequence position");
    if (const DataNode *turn = r.get("turn"))
        readTurn(*turn, p);
    if (const DataNode *phase = r.get("phase"))
        readPhase(*phase, p);
    p.firstSide = knownSide(r, "firstSide");
    p.phasingSide = knownSide(r, "phasingSide");
    p.sideToAct = knownSide(r, "sideToAct");
    if (const auto unit = r.id("activation")) {
        if (!m_unitIds.count(*unit)) {
            std::vector<std::string_view> units(m_unitIds.begin(), m_unitIds.end());
            error(*r.get("activation"),
                "unknown unit " + quoted(*unit) + " in \"activation\""
                    + unknownNameHint(*unit, units)
                    + ": expected the id of a unit in \"units\" (the unit being activated)");
        } else {
            p.activation = UnitId {*unit};
        }
    }
    // The last time lapse may run past the limit, so the clock is bounded by the format only.
    p.minutesElapsed
        = static_cast<int>(r.integer("minutesElapsed", 0, 2 * sf::maxMinutes).value_or(0));
    p.gameOver = r.boolean("gameOver").value_or(false);
    p.actionsTaken = static_cast<int>(r.integer("actionsTaken", 0, 99).value_or(0));
}

std::vector<int> Session::readFaces(const DataNode &node)
{
    std::vector<int> faces;
    const int largest = m_rules ? m_rules->vocabulary().largestDieFace : maxSides;
    for (const DataNode &f : node.items) {
        if (const auto face = readInteger(f, 1, largest, m_d, "a die face"))
            faces.push_back(static_cast<int>(*face));
    }
    return faces;
}

const ActionType *Session::actionTypeOf(const DataNode &node) const
{
    const DataNode *kind = node.isObject() ? node.find("action") : nullptr;
    if (!m_rules || !kind || !kind->isString())
        return nullptr;
    return m_rules->findActionType(kind->string);
}

std::vector<std::string_view> Session::stepFields(
    const DataNode &node, const ActionType *type, bool logEntry) const
{
    std::vector<std::string_view> known {
        "title", "action", "actors", "target", "via", "narration", "bookmark"};
    if (logEntry) {
        known.push_back("faces");
        known.push_back("note");
    } else {
        known.push_back("dice");
    }
    if (m_version >= 3) {
        known.push_back("targetUnit");
        known.push_back("params");
    } else {
        for (std::string_view k : legacyParamKeys(node, type ? &type->params : nullptr, false))
            known.push_back(k);
    }
    return known;
}

std::optional<Action> Session::readAction(
    const ObjectReader &r, const DataNode &node, const ActionType *type)
{
    Action a;
    const auto kind = r.string("action", true);
    if (kind) {
        a.kind = *kind;
        if (m_rules && !type) {
            std::vector<std::string_view> keys;
            for (const ActionType &t : m_rules->vocabulary().actions)
                keys.push_back(t.key);
            error(*r.get("action"),
                "unknown action " + quoted(*kind) + unknownNameHint(*kind, keys) + ": expected "
                    + listChoices(keys));
        }
    }
    if (const DataNode *actors = r.array("actors")) {
        std::unordered_set<std::string_view> named; // each unit takes part once
        for (const DataNode &u : actors->items) {
            if (expectType(u, DataNode::Type::String, m_d, "a unit id")) {
                checkUnitId(u);
                if (!named.insert(u.string).second)
                    error(u,
                        "unit " + quoted(u.string)
                            + " is named twice among the actors: expected each unit once");
                else
                    a.actors.push_back(UnitId {u.string});
            }
        }
    }
    if (const DataNode *t = r.get("target"))
        a.target = hex(*t);
    if (m_version >= 3) {
        if (const auto unit = r.id("targetUnit")) {
            checkUnitId(*r.get("targetUnit"));
            a.targetUnit = UnitId {*unit};
        }
    }
    if (const DataNode *v = r.get("via"))
        a.via = hex(*v);
    if (type) {
        // The end of a phase carries the answers its end step asked for.
        const std::vector<ParamSpec> stepParams = type->key == builtin::nextPhase && m_rules
            ? m_rules->endStepParams()
            : std::vector<ParamSpec> {};
        if (m_version >= 3) {
            if (const DataNode *params = r.object("params"))
                readParams(*params, stepParams.empty() ? type->params : stepParams,
                    "the parameters of a \"" + type->key + "\" action", a.params);
        } else {
            for (const ParamSpec &spec : type->params) {
                if (const DataNode *n = node.find(spec.key)) {
                    if (auto v = readParam(*n, spec))
                        a.params.insert_or_assign(spec.key, std::move(*v));
                }
            }
        }
    }
    if (!kind)
        return std::nullopt;
    return a;
}

void Session::readScript(const DataNode &node)
{
    for (const DataNode &item : node.items) {
        const ActionType *type = actionTypeOf(item);
        ObjectReader r(item, m_d, stepFields(item, type, false), "a script step");
        if (!r.isObject())
            continue;
        ScriptStep step;
        step.title = r.string("title").value_or("");
        if (auto a = readAction(r, item, type))
            step.action = *a;
        if (const DataNode *dice = r.array("dice"))
            step.dice = readFaces(*dice);
        step.narration = r.string("narration").value_or("");
        step.bookmark = r.boolean("bookmark").value_or(false);
        m_s.script.push_back(std::move(step));
        m_s.scriptSources.push_back({item.where, item.path.text()});
    }
}

void Session::readLog(const ObjectReader &top)
{
    if (const DataNode *log = top.array("log")) {
        for (const DataNode &item : log->items) {
            const ActionType *type = actionTypeOf(item);
            ObjectReader r(item, m_d, stepFields(item, type, true), "a log entry");
            if (!r.isObject())
                continue;
            SavedLogEntry e;
            if (auto a = readAction(r, item, type))
                e.action = *a;
            // An entry that plays its script step leaves out the step's title and narration (the
            // writer does not copy script text into the log): they are taken from the step.
            const std::size_t index = m_s.log.size();
            const ScriptStep *step
                = index < m_s.script.size() && m_s.script[index].action == e.action
                ? &m_s.script[index]
                : nullptr;
            e.title = r.string("title").value_or(step ? step->title : std::string());
            if (const DataNode *faces = r.array("faces"))
                e.faces = readFaces(*faces);
            e.narration = r.string("narration").value_or(step ? step->narration : std::string());
            e.bookmark = r.boolean("bookmark").value_or(false);
            e.note = r.string("note").value_or("");
            m_s.log.push_back(std::move(e));
            m_s.logSources.push_back({item.where, item.path.text()});
        }
    }
    const auto logSize = static_cast<std::int64_t>(m_s.log.size());
    if (const DataNode *p = top.get("position")) {
        if (const auto position = readInteger(*p, 0, logSize, m_d, "a position within the log"))
            m_s.position = static_cast<int>(*position);
    } else {
        m_s.position = static_cast<int>(logSize);
    }
    if (const DataNode *random = top.object("random")) {
        ObjectReader r(*random, m_d, {"seed", "draws"}, "the random dice state");
        if (const auto seed = r.string("seed", true)) {
            std::uint64_t v = 0;
            const auto res = std::from_chars(seed->data(), seed->data() + seed->size(), v);
            if (seed->empty() || res.ec != std::errc() || res.ptr != seed->data() + seed->size())
                error(*r.get("seed"),
                    "expected the seed as a decimal string of 1 to 20 digits (0.."
                    "18446744073709551615), got "
                        + quoted(*seed));
            else
                m_s.seed = v;
        }
        // SeededDice never reaches maxDraws, so a larger count is not a state HexFire wrote; it is
        // refused here instead of stepping the generator for hours.
        constexpr auto maxDraws = static_cast<std::int64_t>(SeededDice::maxDraws) - 1;
        if (const auto draws = r.integer("draws", 0, maxDraws, true))
            m_s.draws = static_cast<std::uint64_t>(*draws);
    }
}

void Session::build()
{
    // Everything was checked above; the constructors below throw only on a bug in those checks.
    const std::size_t before = m_d.size();
    try {
        MapGrid map(*m_coordinates, m_kinds);
        for (int i = 0; i < map.hexCount(); ++i) {
            const Hex h = m_coordinates->hexAt(i);
            map.setTerrain(
                h, m_kinds[static_cast<std::size_t>(m_terrain[static_cast<std::size_t>(i)])].id);
        }
        for (const auto &[h, level] : m_elevation)
            map.setElevation(h, level);
        for (const auto &[h, f] : m_features)
            map.addFeature(h, f);
        for (const auto &[side, f] : m_hexsides)
            map.setHexsideFeature(side.hex, side.direction, f);
        GameState state(m_s.rulesetId, std::move(map), m_sides);
        for (const auto &[unit, node] : m_units)
            state.addUnit(unit);
        for (const Reinforcement &in : m_reinforcements)
            state.addReinforcement(in);
        for (const Marker &m : m_markers)
            state.addMarker(m);
        state.setObjectives(m_objectives);
        state.setVictory(m_victory);
        state.setSequence(m_sequence);
        m_s.initial = std::move(state);
        m_s.terrainSymbols = m_version >= 2 ? m_symbols : std::string();
    } catch (const Error &e) {
        m_d.add({m_s.fileName, 1, 1}, "$", std::string("cannot build the position: ") + e.what());
        return;
    }

    auto &rules = m_rules; // created when "ruleset" was read; the file names a known one here
    Diagnostics options;
    rules->configure(m_s.rulesetOptions, options);
    m_d.append(options);
    if (m_d.size() != before)
        return;
    // A file gives as much of the position as it needs: the rest is where the sequence of play
    // starts (the first phase, the side going first), as the configured rule system has it.
    m_s.initial.setSequence(completePosition(rules->sequenceOfPlay(), m_s.initial, m_sequence));
    // Where the players decide how the game is won and the file does not say, the rule system's
    // preset stands until they answer (the window asks at set-up).
    if (const SequenceRules *own = rules->sequenceRules(); own && !m_victoryGiven) {
        if (const std::optional<VictoryPreset> preset = own->victoryPreset()) {
            m_s.initial.setVictory(preset->conditions);
            m_s.victoryPreset = true;
        }
    }
    for (const SetupProblem &p : rules->checkSetup(m_s.initial)) {
        const auto it = std::find_if(m_units.begin(), m_units.end(),
            [&](const auto &u) { return u.first.id.value == p.unit; });
        if (it != m_units.end())
            m_d.add(it->second->where, it->second->path, p.message);
        else
            m_d.add({m_s.fileName, 1, 1}, "$.units", p.message);
    }
}

} // namespace

std::optional<Scenario> ScenarioReader::read(const DataNode &root, const std::string &fileName)
{
    Session session(m_diagnostics, fileName);
    return session.run(root);
}

} // namespace hexfire
