#include "core/rules/labataille/lbcarre.h"

#include "core/data/datareader.h"
#include "core/dice/d66.h"
#include "core/rules/labataille/lbmoralelevel.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/mapcue.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletools.h"

#include <algorithm>

namespace hexfire::labataille {

namespace {

constexpr const char *tableRule = "Carré Realization Table";
constexpr const char *chargeRule = "Charge à Cheval";
constexpr const char *assumedRule = "docs/rules.md: La Bataille carré realization";

constexpr std::array<std::string_view, carreOutcomeCount> outcomeKeys {"carre", "disorder", "rout"};
constexpr std::array<std::string_view, carreOutcomeCount> outcomeNames {
    HEXFIRE_TEXT("RuleText", "Forms carré"), HEXFIRE_TEXT("RuleText", "Disordered"),
    HEXFIRE_TEXT("RuleText", "Routed")};

std::string band(int from, int to) { return std::to_string(from) + "–" + std::to_string(to); }

/** The reading after r (16 -> 21); 67 after 66. */
int nextReading(int r)
{
    return r == d66::highest ? d66::highest + 1 : d66::reading(d66::index(r) + 1);
}

std::string rowText(const CarreRow &row)
{
    return ruleSentence(HEXFIRE_TEXT("RuleText", "carré %1, disorder %2, rout %3"),
        band(d66::lowest, row.carreTo), band(nextReading(row.carreTo), row.disorderTo),
        band(nextReading(row.disorderTo), d66::highest));
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
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is not infantry: only infantry forms carré"),
            infantry.name);
    if (p->formation == Formation::Carre)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is already in carré"), infantry.name);
    if (p->formation != Formation::Column && p->formation != Formation::Line)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is in %2: only a column or a line forms carré"),
            infantry.name, translatedRuleText(displayName(p->formation)));
    if (distance < 1 || distance > maxDistance)
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "the charging cavalry is %1 hexes from %2: infantry forms carré "
                                "against cavalry %3 hexes away or closer"),
            distance, infantry.name, maxDistance);
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
    c.odds.title = ruleSentence(HEXFIRE_TEXT("RuleText", "Forming carré: %1"), infantry.name);
    c.odds.assumed = c.assumed;
    c.odds.importance = 1;
    c.odds.headline = ruleSentence(HEXFIRE_TEXT("RuleText", "disordered or routed"));
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
            out.push_back({"carre.leader",
                ruleSentence(HEXFIRE_TEXT("RuleText", "a leader with it (%1)"), u->name), m.leader,
                chargeRule, false});
            break; // one leader's help
        }
    }
    if (const LbProfile *p = profileOf<LbProfile>(infantry)) {
        if (p->troop == "legere")
            out.push_back(
                {"carre.legere", ruleSentence(HEXFIRE_TEXT("RuleText", "Légère infantry")),
                    m.legere, chargeRule, false});
        if (p->troop == "guard")
            out.push_back({"carre.guard", ruleSentence(HEXFIRE_TEXT("RuleText", "Guard infantry")),
                m.guard, chargeRule, false});
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
        out.push_back({"carre.lancers",
            ruleSentence(HEXFIRE_TEXT("RuleText", "charged by lancers (%1)"), lancer->name),
            m.lancers, light ? assumedRule : chargeRule, light != nullptr});
    else if (light)
        out.push_back({"carre.light-cavalry",
            ruleSentence(HEXFIRE_TEXT("RuleText", "charged by light cavalry (%1)"), light->name),
            m.lightCavalry, chargeRule, false});
    const int level = recordedMoraleLevel(infantry);
    if (level > 0)
        out.push_back({"carre.morale-level",
            ruleSentence(HEXFIRE_TEXT("RuleText", "its organisation is at morale level %1"), level),
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
    const std::string nation(translatedRuleText(options.tables.nameOf(p->nationality)));
    if (!row) {
        c.possible = false;
        if (from == CarreFrom::Column)
            c.whyNot = distance == 1
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "the Carré Realization table has no row for %1 infantry in "
                                   "column at %2 hex"),
                    nation, distance)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "the Carré Realization table has no row for %1 infantry in "
                                   "column at %2 hexes"),
                    nation, distance);
        else
            c.whyNot = distance == 1
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "the Carré Realization table has no row for %1 infantry in "
                                   "line at %2 hex"),
                    nation, distance)
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "the Carré Realization table has no row for %1 infantry in "
                                   "line at %2 hexes"),
                    nation, distance);
        c.whyNotRule = tableRule;
        return c;
    }
    c.row = *row;
    // Rows published for another nation, or for a nearer distance, are DEFAULTs here.
    const bool rowAssumed
        = (row->nationality.empty() && !table.isFound(p->nationality)) || row->distance != distance;
    std::string rowLine;
    if (from == CarreFrom::Column)
        rowLine = distance == 1
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "Carré Realization Table, %1 from column at %2 hex: %3"),
                nation, distance, rowText(*row))
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "Carré Realization Table, %1 from column at %2 hexes: %3"),
                nation, distance, rowText(*row));
    else
        rowLine = distance == 1
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "Carré Realization Table, %1 from line at %2 hex: %3"),
                nation, distance, rowText(*row))
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "Carré Realization Table, %1 from line at %2 hexes: %3"),
                nation, distance, rowText(*row));
    c.lines.push_back(explain("carre.row", rowLine, band(d66::lowest, row->carreTo), row->carreTo,
        rowAssumed ? assumedRule : tableRule, infantry.id.value, rowAssumed));
    c.assumed = rowAssumed;
    for (const CarreModifier &m : modifiers) {
        c.modifier += m.value;
        c.assumed = c.assumed || m.assumed;
        c.lines.push_back(explain(
            m.key, m.what, signedText(m.value), m.value, m.rule, infantry.id.value, m.assumed));
    }
    c.lines.push_back(explain("carre.modifier",
        ruleSentence(HEXFIRE_TEXT("RuleText", "carré roll modifier (low rolls are good)")),
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
    const std::string_view outcome = translatedRuleText(displayName(o));
    line = explain("carre.roll",
        chances.modifier == 0
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "carré roll %1 reads %2: %3"), rolled, reading, outcome)
            : ruleSentence(HEXFIRE_TEXT("RuleText", "carré roll %1 %2 reads %3: %4"), rolled,
                signedText(chances.modifier), reading, outcome),
        std::to_string(reading), reading, tableRule, infantry.id.value, chances.assumed);
    return o;
}

std::vector<DieSpec> carreDice(bool conditional)
{
    return {{6, ruleSentence(HEXFIRE_TEXT("RuleText", "carré roll, tens die")), conditional},
        {6, ruleSentence(HEXFIRE_TEXT("RuleText", "carré roll, ones die")), conditional}};
}

CarreOutcome rollCarre(
    const CarreChances &chances, const Unit &infantry, DiceSource &dice, Resolution &r)
{
    const int tens = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "carré roll, tens die")));
    const int ones = dice.roll(6, ruleSentence(HEXFIRE_TEXT("RuleText", "carré roll, ones die")));
    ExplanationLine line;
    const CarreOutcome o = carreResult(chances, tens, ones, infantry, line);
    Effect record = makeEffect(EffectKind::Record, "carre-roll", infantry.id);
    record.note = line.text;
    r.lines.push_back(std::move(line));
    r.effects.push_back(std::move(record));
    r.cues.push_back(dieCue(infantry.hex, 6, tens,
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1's carré roll, tens die"), infantry.name)));
    r.cues.push_back(dieCue(infantry.hex, 6, ones,
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1's carré roll, ones die"), infantry.name)));
    r.outcomes.push_back({infantry.id.value, std::string(key(o)), std::string(displayName(o))});
    if (o == CarreOutcome::Carre) {
        auto carre = std::make_shared<LbProfile>(*profileOf<LbProfile>(infantry));
        carre->formation = Formation::Carre;
        Effect formed = makeEffect(EffectKind::ProfileChanged, "formed-carre", infantry.id);
        formed.profile = std::move(carre);
        formed.note = ruleSentence(HEXFIRE_TEXT("RuleText", "forms carré against the charge"));
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
    const std::string lancers = std::to_string(table.modifiers.lancers);
    const std::string light = std::to_string(table.modifiers.lightCavalry);
    return {{"labataille.carre-realization",
        nations.empty()
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                               "The Carré Realization table's rows found for no nation serve "
                               "every other nation; chargers 3 or 4 hexes away use the 2-hex "
                               "rows; lancers count +%1 instead of the light cavalry +%2."),
                lancers, light)
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                               "The Carré Realization table's rows found for %1 serve every other "
                               "nation; chargers 3 or 4 hexes away use the 2-hex rows; lancers "
                               "count +%2 instead of the light cavalry +%3."),
                nations, lancers, light),
        assumedRule}};
}

} // namespace hexfire::labataille
