#include "lbtables.h"

#include "core/data/datareader.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"

#include <algorithm>
#include <array>

namespace hexfire::labataille {

namespace {

struct FormationName {
    Formation f;
    std::string_view key;
    std::string_view name;
};
constexpr std::array<FormationName, 8> formationNames {{
    {Formation::Column, "column", HEXFIRE_TEXT("RuleText", "Column")},
    {Formation::Line, "line", HEXFIRE_TEXT("RuleText", "Line")},
    {Formation::Carre, "carre", HEXFIRE_TEXT("RuleText", "Carré")},
    {Formation::Skirmish, "skirmish", HEXFIRE_TEXT("RuleText", "Tirailleur order")},
    {Formation::RoadMarch, "road-march", HEXFIRE_TEXT("RuleText", "Road march")},
    {Formation::GeneralOrder, "general-order", HEXFIRE_TEXT("RuleText", "General order")},
    {Formation::Limbered, "limbered", HEXFIRE_TEXT("RuleText", "Limbered")},
    {Formation::Unlimbered, "unlimbered", HEXFIRE_TEXT("RuleText", "Unlimbered")},
}};

struct KindName {
    UnitKind k;
    std::string_view key;
    std::string_view name;
};
constexpr std::array<KindName, 4> kindNames {{
    {UnitKind::Infantry, "infantry", HEXFIRE_TEXT("RuleText", "Infantry")},
    {UnitKind::Cavalry, "cavalry", HEXFIRE_TEXT("RuleText", "Cavalry")},
    {UnitKind::Artillery, "artillery", HEXFIRE_TEXT("RuleText", "Artillery")},
    {UnitKind::Leader, "leader", HEXFIRE_TEXT("RuleText", "Leader")},
}};

constexpr std::array<std::string_view, 4> triggerKeys {"every", "even", "odd", "third"};

const std::vector<std::string_view> defenceClasses {"column", "line", "carre", "skirmish",
    "road-march", "general-order", "cavalry", "artillery-limbered", "artillery-unlimbered",
    "disordered"};

std::optional<MoraleTrigger> triggerFromKey(std::string_view k)
{
    for (std::size_t i = 0; i < triggerKeys.size(); ++i) {
        if (triggerKeys[i] == k)
            return static_cast<MoraleTrigger>(i);
    }
    return std::nullopt;
}

std::vector<std::string_view> triggerChoices() { return {triggerKeys.begin(), triggerKeys.end()}; }

/** "07:00" as minutes after midnight. */
std::optional<int> readClock(const DataNode &node, Diagnostics &diagnostics)
{
    if (!expectType(node, DataNode::Type::String, diagnostics, "a clock time (\"07:00\")"))
        return std::nullopt;
    const std::string &s = node.string;
    const auto digit = [&](std::size_t i) { return i < s.size() && s[i] >= '0' && s[i] <= '9'; };
    if (s.size() == 5 && digit(0) && digit(1) && s[2] == ':' && digit(3) && digit(4)) {
        const int h = (s[0] - '0') * 10 + (s[1] - '0');
        const int m = (s[3] - '0') * 10 + (s[4] - '0');
        if (h < 24 && m < 60)
            return h * 60 + m;
    }
    report(diagnostics, node, "expected a clock time from 00:00 to 23:59, such as \"07:00\"");
    return std::nullopt;
}

/** The options of the whole turn: morale levels, the start time and the victory levels. */
void readTurnOptions(const ObjectReader &r, LbOptions &o, Diagnostics &diagnostics)
{
    if (const DataNode *m = r.get("moraleLevels")) {
        if (auto levels = MoraleLevelRules::fromData(*m, diagnostics))
            o.moraleLevels = std::move(*levels);
    }
    if (const DataNode *start = r.get("startTime"))
        o.startTime = readClock(*start, diagnostics);
    if (const DataNode *v = r.get("victoryLevels")) {
        if (auto victory = LbVictory::fromData(*v, diagnostics))
            o.victoryLevels = std::move(*victory);
    }
}

} // namespace

std::string_view key(UnitKind k) { return kindNames[static_cast<std::size_t>(k)].key; }
std::string_view displayName(UnitKind k) { return kindNames[static_cast<std::size_t>(k)].name; }
std::string_view key(Formation f) { return formationNames[static_cast<std::size_t>(f)].key; }
std::string_view displayName(Formation f)
{
    return formationNames[static_cast<std::size_t>(f)].name;
}
std::string_view key(MoraleTrigger t) { return triggerKeys[static_cast<std::size_t>(t)]; }

std::optional<UnitKind> unitKindFromKey(std::string_view k)
{
    for (const auto &n : kindNames) {
        if (n.key == k)
            return n.k;
    }
    return std::nullopt;
}

std::optional<Formation> formationFromKey(std::string_view k)
{
    for (const auto &n : formationNames) {
        if (n.key == k)
            return n.f;
    }
    return std::nullopt;
}

FacingProfile facingProfile(const LbProfile &p, Formation f)
{
    // Light cavalry in column faces like general order: 5 front, 0 flank, 1 rear (found).
    if (p.kind == UnitKind::Cavalry && f == Formation::Column && isLightCavalry(p)) {
        FacingProfile fp = facingProfile(p.kind, Formation::GeneralOrder);
        fp.formation = "Light cavalry column";
        return fp;
    }
    return facingProfile(p.kind, f);
}

bool isLightCavalry(const LbProfile &p)
{
    return p.kind == UnitKind::Cavalry && p.movement > heavyCavalryMaxMovement;
}

std::vector<Formation> formationsOf(UnitKind k)
{
    using F = Formation;
    switch (k) {
    case UnitKind::Infantry:
        return {F::Column, F::Line, F::Carre, F::Skirmish, F::RoadMarch, F::GeneralOrder};
    case UnitKind::Cavalry:
        return {F::Column, F::Line, F::RoadMarch, F::GeneralOrder};
    case UnitKind::Artillery:
        return {F::Limbered, F::Unlimbered, F::RoadMarch};
    case UnitKind::Leader:
        return {};
    }
    return {};
}

FacingProfile facingProfile(UnitKind k, Formation f)
{
    const std::string name = std::string(displayName(k)) + " " + std::string(displayName(f));
    switch (f) {
    case Formation::Line:
        return {name, FacingKind::Vertex, 2, 2, 2};
    case Formation::Skirmish:
        return {name, FacingKind::Vertex, 4, 2, 0};
    case Formation::Carre:
        return {name, FacingKind::Any, 6, 0, 0};
    case Formation::GeneralOrder:
        // Cavalry 5/0/1 is found; infantry 5/0/1 is inferred (REFERENCE 2.5.2).
        return {name, FacingKind::Hexside, 5, 0, 1};
    case Formation::Column:
    case Formation::RoadMarch:
    case Formation::Limbered:
    case Formation::Unlimbered:
        return {name, FacingKind::Hexside, 3, 2, 1};
    }
    return {name, FacingKind::Any, 6, 0, 0};
}

bool LbProfile::equals(const UnitProfile &other) const
{
    const auto *o = dynamic_cast<const LbProfile *>(&other);
    return o && o->kind == kind && o->nationality == nationality && o->troop == troop
        && o->fireMultiple == fireMultiple && o->range == range && o->formation == formation
        && o->movement == movement && o->morale == morale && o->melee == melee
        && o->organisation == organisation && o->leadership == leadership
        && o->artilleryBonus == artilleryBonus && o->specialAbility == specialAbility;
}

LbTables LbTables::defaults()
{
    LbTables t;
    t.notOfficial = true;
    t.source
        = "placeholder Fire Combat Chart, fire defence chart and Fire Effects table (REFERENCE "
          "2.3), not the published charts: docs/rules.md: La Bataille placeholder tables";
    t.columns = {{"1-3", 1, 3}, {"1-2", 1, 2}, {"1-1.5", 2, 3}, {"1-1", 1, 1}, {"1.5-1", 3, 2},
        {"2-1", 2, 1}, {"3-1", 3, 1}, {"4-1", 4, 1}, {"5-1", 5, 1}};
    t.rows = {
        {11, 16, {0, 0, 0, 0, 0, 0, 1, 1, 1}},
        {21, 26, {0, 0, 0, 0, 0, 1, 1, 1, 2}},
        {31, 36, {0, 0, 0, 0, 1, 1, 1, 2, 2}},
        {41, 46, {0, 0, 0, 1, 1, 1, 2, 2, 3}},
        {51, 56, {0, 0, 1, 1, 1, 2, 2, 3, 3}},
        {61, 66, {0, 1, 1, 1, 2, 2, 3, 3, 4}},
    };
    using Row = std::map<std::string, int, std::less<>>;
    t.fireDefence["clear"] = Row {{"column", 6}, {"line", 9}, {"carre", 4}, {"skirmish", 12},
        {"road-march", 4}, {"general-order", 6}, {"cavalry", 6}, {"artillery-limbered", 6},
        {"artillery-unlimbered", 8}, {"disordered", 5}};
    t.fireDefence["woods"] = Row {{"column", 9}, {"line", 12}, {"carre", 4}, {"skirmish", 16},
        {"road-march", 4}, {"general-order", 10}, {"cavalry", 8}, {"artillery-limbered", 8},
        {"artillery-unlimbered", 10}, {"disordered", 8}};
    t.fireDefence["village"] = Row {{"column", 12}, {"line", 14}, {"carre", 4}, {"skirmish", 18},
        {"road-march", 4}, {"general-order", 16}, {"cavalry", 10}, {"artillery-limbered", 10},
        {"artillery-unlimbered", 12}, {"disordered", 12}};
    t.moraleChecks = {
        {"french", "guard", UnitKind::Infantry, MoraleTrigger::Third},
        {"french", "", UnitKind::Infantry, MoraleTrigger::Even},
        {"prussian", "", UnitKind::Infantry, MoraleTrigger::Odd},
        {"", "", UnitKind::Cavalry, MoraleTrigger::Every},
        {"", "", UnitKind::Artillery, MoraleTrigger::Every},
    };
    t.defaultMoraleCheck = MoraleTrigger::Every;
    t.blockingTerrain = {"village", "town", "city", "woods"};
    t.fireEffects = {
        {"french", "guard", UnitKind::Infantry, 4},
        {"french", "legere", UnitKind::Infantry, 3},
        {"french", "", UnitKind::Infantry, 2},
        {"russian", "", UnitKind::Infantry, 2},
        {"prussian", "", UnitKind::Infantry, 2},
        {"", "", UnitKind::Infantry, 1},
        {"", "", UnitKind::Artillery, 3},
    };
    t.names = {{"french", HEXFIRE_TEXT("RuleText", "French")},
        {"russian", HEXFIRE_TEXT("RuleText", "Russian")},
        {"prussian", HEXFIRE_TEXT("RuleText", "Prussian")},
        {"austrian", HEXFIRE_TEXT("RuleText", "Austrian")},
        {"ligne", HEXFIRE_TEXT("RuleText", "Ligne (line infantry)")},
        {"legere", HEXFIRE_TEXT("RuleText", "Légère (light infantry)")},
        {"guard", HEXFIRE_TEXT("RuleText", "Guard")},
        {"grenadier", HEXFIRE_TEXT("RuleText", "Grenadiers")},
        {"jager", HEXFIRE_TEXT("RuleText", "Jäger")},
        {"musketeer", HEXFIRE_TEXT("RuleText", "Musketeers")},
        {"foot", HEXFIRE_TEXT("RuleText", "Foot artillery")},
        {"horse", HEXFIRE_TEXT("RuleText", "Horse artillery")},
        {"cuirassier", HEXFIRE_TEXT("RuleText", "Cuirassiers")},
        {"hussar", HEXFIRE_TEXT("RuleText", "Hussars")},
        {"dragoon", HEXFIRE_TEXT("RuleText", "Dragoons")}};
    return t;
}

int LbTables::fireMultiple(const LbProfile &p) const
{
    if (p.fireMultiple > 0)
        return p.fireMultiple;
    for (const FireEffectsRow &r : fireEffects) {
        if (r.kind == p.kind && (r.nationality.empty() || r.nationality == p.nationality)
            && (r.troop.empty() || r.troop == p.troop))
            return r.multiple;
    }
    return 0;
}

std::string LbTables::nameOf(std::string_view id) const
{
    if (const auto it = names.find(id); it != names.end())
        return it->second;
    std::string out(id);
    std::replace(out.begin(), out.end(), '-', ' ');
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z')
        out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
}

int LbTables::result(std::size_t column, int reading) const
{
    for (const ChartRow &r : rows) {
        if (reading >= r.from && reading <= r.to)
            return r.results.at(column);
    }
    return 0;
}

std::optional<LbTables> LbTables::fromData(const DataNode &node, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics,
        {"notOfficial", "source", "columns", "rows", "fireDefence", "moraleChecks",
            "defaultMoraleCheck", "blockingTerrain", "fireEffects", "names", "movement", "melee",
            "carreRealization", "limber"},
        "the La Bataille tables");
    if (!r.isObject())
        return std::nullopt;
    LbTables t;
    t.notOfficial = r.boolean("notOfficial").value_or(false);
    t.source = r.string("source").value_or("");
    if (const DataNode *cols = r.array("columns", true)) {
        for (const DataNode &c : cols->items) {
            ObjectReader cr(c, diagnostics, {"label", "attack", "defence"}, "an odds column");
            if (!cr.isObject())
                continue;
            const auto label = cr.string("label", true);
            const auto a = cr.integer("attack", 1, 100, true);
            const auto d = cr.integer("defence", 1, 100, true);
            if (label && a && d) {
                const OddsColumn col {*label, static_cast<int>(*a), static_cast<int>(*d)};
                if (!t.columns.empty()
                    && col.attack * t.columns.back().defence
                        <= t.columns.back().attack * col.defence)
                    report(
                        diagnostics, c, "odds columns must go from the lowest odds to the highest");
                t.columns.push_back(col);
            }
        }
        if (t.columns.empty())
            report(diagnostics, *cols, "the Fire Combat Chart needs at least one odds column");
    }
    if (const DataNode *rows = r.array("rows", true)) {
        int expected = 0; // index of the next reading 11..66 to be covered
        for (const DataNode &row : rows->items) {
            ObjectReader rr(row, diagnostics, {"from", "to", "results"}, "a chart row");
            if (!rr.isObject())
                continue;
            const auto from = rr.integer("from", 11, 66, true);
            const auto to = rr.integer("to", 11, 66, true);
            const DataNode *res = rr.array("results", true);
            if (!from || !to || !res)
                continue;
            const int fromI = static_cast<int>(*from);
            const int toI = static_cast<int>(*to);
            if (fromI % 10 < 1 || fromI % 10 > 6 || toI % 10 < 1 || toI % 10 > 6 || toI < fromI) {
                report(diagnostics, row,
                    "a chart row runs from one 11-66 reading to a later one (e.g. 11 to 16)");
                continue;
            }
            if ((fromI / 10 - 1) * 6 + fromI % 10 - 1 != expected)
                report(diagnostics, row,
                    "chart rows must cover 11 to 66 in order without gaps or overlaps");
            expected = (toI / 10 - 1) * 6 + toI % 10;
            ChartRow cr {fromI, toI, {}};
            for (const DataNode &v : res->items) {
                if (const auto n = readInteger(v, 0, 99, diagnostics, "increments lost"))
                    cr.results.push_back(static_cast<int>(*n));
            }
            if (cr.results.size() != t.columns.size())
                report(diagnostics, *res,
                    "a chart row needs one result per odds column ("
                        + std::to_string(t.columns.size()) + "), got "
                        + std::to_string(res->items.size()));
            t.rows.push_back(std::move(cr));
        }
        if (expected != 36)
            report(diagnostics, *rows, "chart rows must cover every reading from 11 to 66");
    }
    if (const DataNode *fd = r.object("fireDefence", true)) {
        for (const auto &[terrain, row] : fd->members) {
            ObjectReader fr(row, diagnostics,
                std::vector<std::string_view>(defenceClasses.begin(), defenceClasses.end()),
                "a fire defence row");
            if (!fr.isObject())
                continue;
            auto &out = t.fireDefence[terrain];
            for (std::string_view cls : defenceClasses) {
                if (const auto v = fr.integer(cls, 1, 99, true))
                    out[std::string(cls)] = static_cast<int>(*v);
            }
        }
        if (!t.fireDefence.contains("clear"))
            report(diagnostics, *fd, "the fire defence chart needs a \"clear\" row");
    }
    if (const DataNode *mc = r.array("moraleChecks")) {
        for (const DataNode &m : mc->items) {
            ObjectReader mr(
                m, diagnostics, {"nationality", "troop", "type", "check"}, "a morale check row");
            if (!mr.isObject())
                continue;
            MoraleRow row;
            row.nationality = mr.string("nationality").value_or("");
            row.troop = mr.string("troop").value_or("");
            const auto type
                = mr.choice("type", {"infantry", "cavalry", "artillery", "leader"}, true);
            const auto check = mr.choice("check", triggerChoices(), true);
            if (type && check) {
                row.kind = *unitKindFromKey(*type);
                row.trigger = *triggerFromKey(*check);
                t.moraleChecks.push_back(row);
            }
        }
    }
    if (const auto d = r.choice("defaultMoraleCheck", triggerChoices()))
        t.defaultMoraleCheck = *triggerFromKey(*d);
    if (const DataNode *bt = r.array("blockingTerrain")) {
        for (const DataNode &b : bt->items) {
            if (expectType(b, DataNode::Type::String, diagnostics, "a terrain id"))
                t.blockingTerrain.push_back(b.string);
        }
    }
    if (const DataNode *fe = r.array("fireEffects")) {
        for (const DataNode &m : fe->items) {
            ObjectReader fr(
                m, diagnostics, {"nationality", "troop", "type", "multiple"}, "a Fire Effects row");
            if (!fr.isObject())
                continue;
            FireEffectsRow row;
            row.nationality = fr.string("nationality").value_or("");
            row.troop = fr.string("troop").value_or("");
            const auto type = fr.choice("type", {"infantry", "cavalry", "artillery"}, true);
            const auto multiple = fr.integer("multiple", 1, 99, true);
            if (type && multiple) {
                row.kind = *unitKindFromKey(*type);
                row.multiple = static_cast<int>(*multiple);
                t.fireEffects.push_back(row);
            }
        }
    }
    if (const DataNode *names = r.object("names")) {
        for (const auto &member : names->members) {
            if (expectType(member.value, DataNode::Type::String, diagnostics, "a display name"))
                t.names[member.key] = member.value.string;
        }
    }
    if (const DataNode *m = r.get("movement")) {
        if (auto movement = LbMovementTable::fromData(*m, diagnostics))
            t.movement = std::move(*movement);
    }
    if (const DataNode *melee = r.get("melee")) {
        if (auto chart = MeleeChart::fromData(*melee, diagnostics))
            t.melee = std::move(*chart);
    }
    if (const DataNode *carre = r.get("carreRealization")) {
        if (auto c = CarreTable::fromData(*carre, diagnostics))
            t.carre = std::move(*c);
    }
    if (const DataNode *limber = r.get("limber")) {
        if (auto l = LimberTable::fromData(*limber, diagnostics))
            t.limber = *l;
    }
    if (diagnostics.size() != before)
        return std::nullopt;
    return t;
}

std::vector<Assumption> LbOptions::assumptions() const
{
    std::vector<Assumption> a {
        {"labataille.odds-rounding",
            rounding == OddsRounding::DefenderFavoured
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                    "Fire value : fire defence is rounded in the defender's favour to the highest "
                    "odds column not above it, and clamped at the chart's ends."))
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                    "Fire value : fire defence is rounded in the attacker's favour to the lowest "
                    "odds column not below it, and clamped at the chart's ends.")),
            "docs/rules.md: La Bataille odds rounding"},
        {"labataille.above-66",
            ruleSentence(HEXFIRE_TEXT("RuleText", "A modified fire roll above 66 reads 66.")),
            "docs/rules.md: La Bataille modified roll above 66"},
        {"labataille.flank-defence",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "Fire through a flank hexside of a line has fire defence %1 "
                             "(Friedland; Deutsch-Wagram uses 6)."),
                flankFireDefence),
            "docs/rules.md: La Bataille flank fire defence"},
        {"labataille.skirmish-range",
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Infantry in tirailleur order fires up to %1 hexes."),
                skirmishRange),
            "docs/rules.md: La Bataille skirmish range"},
        {"labataille.vertex-fire",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Fire along a vertex of the firer's hex is allowed if either hexside is a front "
                "hexside; fire entering a target through a vertex is flank fire only if both "
                "hexsides are flank hexsides.")),
            "docs/rules.md: La Bataille fire through a vertex"},
        {"labataille.column-fire",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "In column the top unit fires with all its increments; cavalry and leaders do not "
                "fire.")),
            "docs/rules.md: La Bataille column fire"},
        {"labataille.carre-fire",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "A carré fires with at most %1 increments in its hex, a battery "
                             "stacked with it included; the limit is published for a carré firing "
                             "with artillery and HexFire applies it to a carré alone too."),
                carreFireLimit),
            "docs/rules.md: La Bataille carré fire"},
        {"labataille.two-hex-line",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A line across two hexes shares its increments evenly between them, the odd one in "
                "its own hex; each hex counts its share for fire, density and massed targets.")),
            "docs/rules.md: La Bataille lines across two hexes"},
        {"labataille.formation-facing",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A unit changing between a formation that faces a hexside and one that faces a "
                "vertex turns to the vertex just clockwise of its hexside, or back to the hexside "
                "just counter-clockwise of its vertex.")),
            "docs/rules.md: La Bataille facing after a formation change"},
    };
    if (tables.notOfficial)
        a.push_back({"labataille.placeholder",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The Fire Combat Chart, the fire defence chart and the Fire Effects table are "
                "placeholders, not the published charts.")),
            "docs/rules.md: La Bataille placeholder tables"});
    return a;
}

std::vector<Assumption> LbOptions::turnAssumptions() const
{
    std::vector<Assumption> a {
        {"labataille.morale-check",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A morale check passes on a modified roll above the unit's morale value and fails "
                "on "
                "one equal or below; a modified 11 or less fails and a modified 66 passes; a unit "
                "without a morale value is not checked and counts as passing.")),
            "docs/rules.md: La Bataille morale check"},
        {"labataille.morale-failure",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A disordered unit that fails a morale check routs, and a routed one stays routed "
                "and "
                "retreats again; disordered infantry takes column, or general order in woods and "
                "built-up terrain; artillery that fails disorders in its formation.")),
            "docs/rules.md: La Bataille morale failure"},
        {"labataille.retreat-path",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A retreat never enters a hex next to an enemy unit (behind enemy lines), goes as "
                "far "
                "as it can when it is stopped short, pays the Heilsberg 1807 terrain costs, and of "
                "equal paths takes the first in a fixed order of directions.")),
            "docs/rules.md: La Bataille retreat paths"},
        {"labataille.morale-recovery",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "In Morale Recovery a routed unit within %1 hexes of an enemy keeps "
                             "routing and retreats %2 hexes again; farther away a pass rallies it "
                             "to disordered and a fail sends it %2 hexes on, towards woods or "
                             "built-up terrain."),
                recoveryRange, routHexes),

            "docs/rules.md: La Bataille morale recovery"},
        {"labataille.melee",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Melee values shrink with the increments lost and are rounded down once, after "
                "their "
                "multipliers; the defenders' losses come off the top infantry first; after DD, DR, "
                "DS, "
                "an elimination or the defenders' failed checks the first attacker advances.")),
            "docs/rules.md: La Bataille melee"},
        {"labataille.retreat-before-melee",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Half the movement allowance is rounded down; horse artillery is artillery whose "
                "troop is \"horse\"; a routed unit does not retreat before melee; one attacker may "
                "follow a defender marked Retreated (more than one hex) one hex, keeping its "
                "facing, "
                "and assault it again; the hex it fired at does not bind it.")),
            "docs/rules.md: La Bataille retreat before melee"},
    };
    if (tables.melee.notOfficial)
        a.push_back({"labataille.placeholder-melee",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The melee chart and the pre-melee modifiers of the increment ratio are "
                "placeholders, "
                "not the published charts.")),
            "docs/rules.md: La Bataille placeholder melee chart"});
    return a;
}

std::optional<LbOptions> LbOptions::fromData(
    const DataNode &node, const LbOptions &base, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics,
        {"oddsRounding", "flankFireDefence", "carreFireDefence", "roadMarchFireDefence",
            "withArtilleryLess", "lineDensityLimit", "massedTargetThreshold", "skirmishRange",
            "moraleRetreatMp", "routHexes", "recoveryRange", "meleeOddsStep",
            "reactionChargeRangeHeavy", "reactionChargeRangeLight", "reactionChargeFrontOnly",
            "trampleRoutedInfantry", "tables", "moraleLevels", "startTime", "victoryLevels"},
        "the La Bataille options");
    if (!r.isObject())
        return std::nullopt;
    LbOptions o = base;
    if (const auto v = r.choice("oddsRounding", {"defender", "attacker"}))
        o.rounding
            = *v == "defender" ? OddsRounding::DefenderFavoured : OddsRounding::AttackerFavoured;
    const auto readInt = [&](std::string_view k, int min, int max, int &out) {
        if (const auto v = r.integer(k, min, max))
            out = static_cast<int>(*v);
    };
    readInt("flankFireDefence", 1, 99, o.flankFireDefence);
    readInt("carreFireDefence", 1, 99, o.carreFireDefence);
    readInt("roadMarchFireDefence", 1, 99, o.roadMarchFireDefence);
    readInt("withArtilleryLess", 0, 98, o.withArtilleryLess);
    readInt("lineDensityLimit", 1, 99, o.lineDensityLimit);
    readInt("massedTargetThreshold", 0, 99, o.massedThreshold);
    readInt("skirmishRange", 1, 20, o.skirmishRange);
    readInt("moraleRetreatMp", 1, 20, o.moraleRetreatMp);
    readInt("routHexes", 1, 30, o.routHexes);
    readInt("recoveryRange", 1, 99, o.recoveryRange);
    readInt("meleeOddsStep", 0, 36, o.meleeOddsStep);
    readInt("reactionChargeRangeHeavy", 2, 30, o.reactionChargeRangeHeavy);
    readInt("reactionChargeRangeLight", 2, 30, o.reactionChargeRangeLight);
    if (const auto v = r.boolean("reactionChargeFrontOnly"))
        o.reactionChargeFrontOnly = *v;
    if (const auto v = r.boolean("trampleRoutedInfantry"))
        o.trampleRoutedInfantry = *v;
    if (const DataNode *t = r.get("tables")) {
        if (auto tables = LbTables::fromData(*t, diagnostics))
            o.tables = std::move(*tables);
    }
    readTurnOptions(r, o, diagnostics);
    if (diagnostics.size() != before)
        return std::nullopt;
    return o;
}

} // namespace hexfire::labataille
