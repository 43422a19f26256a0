#include "core/rules/labataille/lbcarre.h"

#include "core/data/datareader.h"
#include "core/dice/d66.h"
#include "core/rules/labataille/lbmoralelevel.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/mapcue.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

constexpr const char *tableRule = "Carré Realization Table";
constexpr const char *chargeRule = "Charge à Cheval";
constexpr const char *assumedRule = "docs/rules.md: La Bataille carré realization";

constexpr std::array<std::string_view, carreOutcomeCount> outcomeKeys {"carre", "disorder", "rout"};
constexpr std::array<std::string_view, carreOutcomeCount> outcomeNames {
    "Forms carré", "Disordered", "Routed"};

std::string band(int from, int to) { return std::to_string(from) + "–" + std::to_string(to); }

/** The reading after r (16 -> 21); 67 after 66. */
int nextReading(int r)
{
    return r == d66::highest ? d66::highest + 1 : d66::reading(d66::index(r) + 1);
}

std::string rowText(const CarreRow &row)
{
    return "carré " + band(d66::lowest, row.carreTo) + ", disorder "
        + band(nextReading(row.carreTo), row.disorderTo) + ", rout "
        + band(nextReading(row.disorderTo), d66::highest);
}

/** A [from, to] pair of readings. */
std::optional<std::pair<int, int>> readBand(
    const ObjectReader &r, std::string_view key, Diagnostics &diagnostics)
{
    const DataNode *node = r.array(key, true);
    if (!node)
        return std::nullopt;
    if (node->items.size() != 2) {
        report(diagnostics, *node, "expected two readings, the first and the last (e.g. [11, 43])");
        return std::nullopt;
    }
    const auto from = readInteger(node->items[0], 11, 66, diagnostics, "a reading 11-66");
    const auto to = readInteger(node->items[1], 11, 66, diagnostics, "a reading 11-66");
    if (!from || !to)
        return std::nullopt;
    if (!d66::isReading(static_cast<int>(*from)) || !d66::isReading(static_cast<int>(*to))
        || *to < *from) {
        report(diagnostics, *node, "expected two 11-66 readings, the first not above the last");
        return std::nullopt;
    }
    return std::pair {static_cast<int>(*from), static_cast<int>(*to)};
}

std::optional<CarreRow> readRow(const DataNode &node, Diagnostics &diagnostics)
{
    ObjectReader r(node, diagnostics,
        {"nationality", "from", "distance", "carre", "disorder", "rout"},
        "a Carré Realization row");
    if (!r.isObject())
        return std::nullopt;
    CarreRow row;
    row.nationality = r.string("nationality").value_or("");
    const auto from = r.choice("from", {"column", "line"}, true);
    const auto distance = r.integer("distance", 1, 20, true);
    const auto carre = readBand(r, "carre", diagnostics);
    const auto disorder = readBand(r, "disorder", diagnostics);
    const auto rout = readBand(r, "rout", diagnostics);
    if (!from || !distance || !carre || !disorder || !rout)
        return std::nullopt;
    if (carre->first != d66::lowest || disorder->first != nextReading(carre->second)
        || rout->first != nextReading(disorder->second) || rout->second != d66::highest) {
        report(diagnostics, node,
            "the carré, disorder and rout readings must follow one another from 11 to 66");
        return std::nullopt;
    }
    row.from = *from == "column" ? CarreFrom::Column : CarreFrom::Line;
    row.distance = static_cast<int>(*distance);
    row.carreTo = carre->second;
    row.disorderTo = disorder->second;
    return row;
}

void readModifiers(const DataNode &node, CarreModifierValues &m, Diagnostics &diagnostics)
{
    ObjectReader r(node, diagnostics,
        {"leader", "legere", "guard", "lightCavalry", "lancers", "perMoraleLevel"},
        "the carré modifiers");
    const auto read = [&](std::string_view k, int &out) {
        if (const auto v = r.integer(k, -35, 35))
            out = static_cast<int>(*v);
    };
    read("leader", m.leader);
    read("legere", m.legere);
    read("guard", m.guard);
    read("lightCavalry", m.lightCavalry);
    read("lancers", m.lancers);
    read("perMoraleLevel", m.perMoraleLevel);
}

/** Why the unit cannot try to form carré at all, or empty. */
std::string notPossible(const Unit &infantry, const LbProfile *p, int distance, int maxDistance)
{
    if (!p || p->kind != UnitKind::Infantry)
        return infantry.name + " is not infantry: only infantry forms carré";
    if (p->formation == Formation::Carre)
        return infantry.name + " is already in carré";
    if (p->formation != Formation::Column && p->formation != Formation::Line)
        return infantry.name + " is in " + std::string(displayName(p->formation))
            + ": only a column or a line forms carré";
    if (distance < 1 || distance > maxDistance)
        return "the charging cavalry is " + std::to_string(distance) + " hexes from "
            + infantry.name + ": infantry forms carré against cavalry "
            + std::to_string(maxDistance) + " hexes away or closer";
    return {};
}

/** The exact chances of each outcome over the 36 readings, and the odds table. */
void countOutcomes(const CarreRow &row, const Unit &infantry, CarreChances &c)
{
    std::array<int, carreOutcomeCount> count {};
    for (int i = 0; i < d66::readings; ++i)
        ++count[static_cast<std::size_t>(
            carreOutcome(row, d66::modified(d66::reading(i), c.modifier)))];
    c.odds.subject = infantry.id.value;
    c.odds.title = "Forming carré: " + infantry.name;
    c.odds.assumed = c.assumed;
    c.odds.importance = 1;
    c.odds.headline = "disordered or routed";
    c.odds.headlineSeverity = 1;
    for (std::size_t o = 0; o < carreOutcomeCount; ++o) {
        c.chance[o] = static_cast<double>(count[o]) / d66::readings;
        c.odds.outcomes.push_back({std::string(outcomeKeys[o]), std::string(outcomeNames[o]),
            c.chance[o], static_cast<int>(o)});
    }
}

} // namespace

std::string_view key(CarreOutcome o) { return outcomeKeys[static_cast<std::size_t>(o)]; }
std::string_view displayName(CarreOutcome o) { return outcomeNames[static_cast<std::size_t>(o)]; }

CarreTable CarreTable::defaults()
{
    CarreTable t;
    // The French rows of Prusse SR p.28 (REFERENCE 2.5.6), for every nation until a game's own
    // rows are entered: `found` says which nation they were published for.
    t.rows = {
        {"", CarreFrom::Column, 2, 43, 61},
        {"", CarreFrom::Line, 2, 32, 55},
        {"", CarreFrom::Column, 1, 31, 54},
        {"", CarreFrom::Line, 1, 22, 53},
    };
    t.found = {"french"};
    return t;
}

std::optional<CarreTable> CarreTable::fromData(const DataNode &node, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics, {"rows", "modifiers", "found", "maxDistance"},
        "the Carré Realization table");
    if (!r.isObject())
        return std::nullopt;
    CarreTable t;
    if (const DataNode *rows = r.array("rows", true)) {
        for (const DataNode &row : rows->items) {
            if (auto read = readRow(row, diagnostics))
                t.rows.push_back(std::move(*read));
        }
    }
    if (const DataNode *m = r.object("modifiers"))
        readModifiers(*m, t.modifiers, diagnostics);
    if (const DataNode *found = r.array("found")) {
        for (const DataNode &n : found->items) {
            if (expectType(n, DataNode::Type::String, diagnostics, "a nationality id"))
                t.found.push_back(n.string);
        }
    }
    t.maxDistance = static_cast<int>(r.integer("maxDistance", 1, 20).value_or(t.maxDistance));
    if (diagnostics.size() != before)
        return std::nullopt;
    return t;
}

const CarreRow *CarreTable::row(std::string_view nationality, CarreFrom from, int distance) const
{
    const CarreRow *best = nullptr;
    for (const CarreRow &r : rows) {
        if (r.from != from || (!r.nationality.empty() && r.nationality != nationality))
            continue;
        if (r.distance == distance)
            return &r;
        if (r.distance < distance && (!best || r.distance > best->distance))
            best = &r;
    }
    return best;
}

bool CarreTable::isFound(std::string_view nationality) const
{
    return std::find(found.begin(), found.end(), nationality) != found.end();
}

CarreOutcome carreOutcome(const CarreRow &row, int modifiedReading)
{
    if (modifiedReading <= row.carreTo)
        return CarreOutcome::Carre;
    return modifiedReading <= row.disorderTo ? CarreOutcome::Disorder : CarreOutcome::Rout;
}

std::vector<CarreModifier> carreModifiers(const LbOptions &options, const GameState &state,
    const Unit &infantry, const std::vector<const Unit *> &chargers)
{
    const CarreModifierValues &m = options.tables.carre.modifiers;
    std::vector<CarreModifier> out;
    for (const Unit *u : state.unitsIn(infantry.hex)) {
        const LbProfile *p = profileOf<LbProfile>(*u);
        if (u->side == infantry.side && p && p->kind == UnitKind::Leader) {
            out.push_back({"carre.leader", "a leader with it (" + u->name + ")", m.leader,
                chargeRule, false});
            break; // one leader's help
        }
    }
    if (const LbProfile *p = profileOf<LbProfile>(infantry)) {
        if (p->troop == "legere")
            out.push_back({"carre.legere", "Légère infantry", m.legere, chargeRule, false});
        if (p->troop == "guard")
            out.push_back({"carre.guard", "Guard infantry", m.guard, chargeRule, false});
    }
    // Lancers are light cavalry too: the rules found do not say the two add up, so the larger
    // one counts (assumed when both would apply).
    const Unit *lancer = nullptr;
    const Unit *light = nullptr;
    for (const Unit *c : chargers) {
        const LbProfile *p = profileOf<LbProfile>(*c);
        if (p && p->kind == UnitKind::Cavalry && p->troop == "lancer" && !lancer)
            lancer = c;
        if (p && isLightCavalry(*p) && !light)
            light = c;
    }
    if (lancer)
        out.push_back({"carre.lancers", "charged by lancers (" + lancer->name + ")", m.lancers,
            light ? assumedRule : chargeRule, light != nullptr});
    else if (light)
        out.push_back({"carre.light-cavalry", "charged by light cavalry (" + light->name + ")",
            m.lightCavalry, chargeRule, false});
    const int level = recordedMoraleLevel(infantry);
    if (level > 0)
        out.push_back(
            {"carre.morale-level", "its organisation is at morale level " + std::to_string(level),
                level * m.perMoraleLevel, chargeRule, false});
    return out;
}

CarreChances carreChances(const LbOptions &options, const GameState &, const Unit &infantry,
    int distance, const std::vector<CarreModifier> &modifiers)
{
    CarreChances c;
    const CarreTable &table = options.tables.carre;
    const LbProfile *p = profileOf<LbProfile>(infantry);
    if (const std::string why = notPossible(infantry, p, distance, table.maxDistance);
        !why.empty()) {
        c.possible = false;
        c.whyNot = why;
        c.whyNotRule = chargeRule;
        return c;
    }
    const CarreFrom from = p->formation == Formation::Column ? CarreFrom::Column : CarreFrom::Line;
    const CarreRow *row = table.row(p->nationality, from, distance);
    const std::string fromName = from == CarreFrom::Column ? "column" : "line";
    if (!row) {
        c.possible = false;
        c.whyNot = "the Carré Realization table has no row for "
            + options.tables.nameOf(p->nationality) + " infantry in " + fromName + " at "
            + std::to_string(distance) + (distance == 1 ? " hex" : " hexes");
        c.whyNotRule = tableRule;
        return c;
    }
    c.row = *row;
    // Rows published for another nation, or for a nearer distance, are DEFAULTs here.
    const bool rowAssumed
        = (row->nationality.empty() && !table.isFound(p->nationality)) || row->distance != distance;
    c.lines.push_back(explain("carre.row",
        "Carré Realization Table, " + options.tables.nameOf(p->nationality) + " from " + fromName
            + " at " + std::to_string(distance) + (distance == 1 ? " hex: " : " hexes: ")
            + rowText(*row),
        band(d66::lowest, row->carreTo), row->carreTo, rowAssumed ? assumedRule : tableRule,
        infantry.id.value, rowAssumed));
    c.assumed = rowAssumed;
    for (const CarreModifier &m : modifiers) {
        c.modifier += m.value;
        c.assumed = c.assumed || m.assumed;
        c.lines.push_back(explain(
            m.key, m.what, signedText(m.value), m.value, m.rule, infantry.id.value, m.assumed));
    }
    c.lines.push_back(explain("carre.modifier", "carré roll modifier (low rolls are good)",
        signedText(c.modifier), c.modifier, chargeRule, infantry.id.value));
    countOutcomes(*row, infantry, c);
    return c;
}

CarreOutcome carreResult(
    const CarreChances &chances, int tens, int ones, const Unit &infantry, ExplanationLine &line)
{
    const int rolled = d66::reading(tens, ones);
    const int reading = d66::modified(rolled, chances.modifier);
    const CarreOutcome o = carreOutcome(*chances.row, reading);
    line = explain("carre.roll",
        "carré roll " + std::to_string(rolled)
            + (chances.modifier == 0 ? std::string() : " " + signedText(chances.modifier))
            + " reads " + std::to_string(reading) + ": " + std::string(displayName(o)),
        std::to_string(reading), reading, tableRule, infantry.id.value, chances.assumed);
    return o;
}

std::vector<DieSpec> carreDice(bool conditional)
{
    return {{6, "carré roll, tens die", conditional}, {6, "carré roll, ones die", conditional}};
}

CarreOutcome rollCarre(
    const CarreChances &chances, const Unit &infantry, DiceSource &dice, Resolution &r)
{
    const int tens = dice.roll(6, "carré roll, tens die");
    const int ones = dice.roll(6, "carré roll, ones die");
    ExplanationLine line;
    const CarreOutcome o = carreResult(chances, tens, ones, infantry, line);
    Effect record = makeEffect(EffectKind::Record, "carre-roll", infantry.id);
    record.note = line.text;
    r.lines.push_back(std::move(line));
    r.effects.push_back(std::move(record));
    r.cues.push_back(dieCue(infantry.hex, 6, tens, infantry.name + "'s carré roll, tens die"));
    r.cues.push_back(dieCue(infantry.hex, 6, ones, infantry.name + "'s carré roll, ones die"));
    r.outcomes.push_back({infantry.id.value, std::string(key(o)), std::string(displayName(o))});
    if (o == CarreOutcome::Carre) {
        auto carre = std::make_shared<LbProfile>(*profileOf<LbProfile>(infantry));
        carre->formation = Formation::Carre;
        Effect formed = makeEffect(EffectKind::ProfileChanged, "formed-carre", infantry.id);
        formed.profile = std::move(carre);
        formed.note = "forms carré against the charge";
        r.effects.push_back(std::move(formed));
        if (!infantry.alsoIn.empty()) // a carré stands in one hex
            r.effects.push_back(makeEffect(EffectKind::HexesChanged, "line-closed", infantry.id));
    }
    return o;
}

std::vector<Assumption> carreAssumptions(const CarreTable &table)
{
    std::string nations;
    for (std::size_t i = 0; i < table.found.size(); ++i) {
        std::string n = table.found[i];
        if (!n.empty() && n[0] >= 'a' && n[0] <= 'z')
            n[0] = static_cast<char>(n[0] - 'a' + 'A');
        nations += (i ? ", " : "") + n;
    }
    return {{"labataille.carre-realization",
        "The Carré Realization table's rows found for " + (nations.empty() ? "no nation" : nations)
            + " serve every other nation; chargers 3 or 4 hexes away use the 2-hex rows; "
              "lancers count +"
            + std::to_string(table.modifiers.lancers) + " instead of the light cavalry +"
            + std::to_string(table.modifiers.lightCavalry) + ".",
        assumedRule}};
}

} // namespace hexfire::labataille
