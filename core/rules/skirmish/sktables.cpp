#include "sktables.h"

#include "core/data/datareader.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace hexfire::skirmish {

namespace {

struct QualityName {
    std::string_view key;
    std::string_view name;
};
constexpr std::array<QualityName, 5> qualityNames {{
    {"untrained", HEXFIRE_TEXT("RuleText", "Untrained")},
    {"green", HEXFIRE_TEXT("RuleText", "Green")},
    {"trained", HEXFIRE_TEXT("RuleText", "Trained")},
    {"veteran", HEXFIRE_TEXT("RuleText", "Veteran")},
    {"elite", HEXFIRE_TEXT("RuleText", "Elite")},
}};

constexpr std::array<std::string_view, 3> coverKeys {"none", "soft", "hard"};

constexpr std::array<std::string_view, 3> woundKeys {"light-wound", "down", "killed"};
constexpr int woundDie = WoundTable::die;

std::optional<Cover> coverFromKey(std::string_view k)
{
    for (std::size_t i = 0; i < coverKeys.size(); ++i) {
        if (coverKeys[i] == k)
            return static_cast<Cover>(i);
    }
    return std::nullopt;
}

void readCoverMap(
    const DataNode &node, Diagnostics &diagnostics, std::map<std::string, Cover, std::less<>> &out)
{
    for (const auto &member : node.members) {
        if (!expectType(member.value, DataNode::Type::String, diagnostics,
                "a cover (\"none\", \"soft\" or \"hard\")"))
            continue;
        if (const auto c = coverFromKey(member.value.string))
            out[member.key] = *c;
        else
            report(diagnostics, member.value,
                "unknown cover \"" + member.value.string
                    + "\": expected \"none\", \"soft\" or \"hard\"");
    }
}

void readIds(const DataNode &node, Diagnostics &diagnostics, std::vector<std::string> &out)
{
    for (const DataNode &b : node.items) {
        if (expectType(b, DataNode::Type::String, diagnostics, "an id"))
            out.push_back(b.string);
    }
}

/** The wound table: rows of faces and a result, every face of the d6 in exactly one row. */
void readWounds(const DataNode &node, Diagnostics &diagnostics, WoundTable &out)
{
    std::array<bool, woundDie + 1> seen {};
    for (const DataNode &row : node.items) {
        ObjectReader rr(row, diagnostics, {"faces", "result"}, "a row of the wound table");
        if (!rr.isObject())
            continue;
        WoundRow w;
        if (const DataNode *faces = rr.array("faces", true)) {
            for (const DataNode &f : faces->items) {
                const auto face = readInteger(f, 1, woundDie, diagnostics, "a face of the d6");
                if (!face)
                    continue;
                if (seen[static_cast<std::size_t>(*face)])
                    report(diagnostics, f,
                        "face " + std::to_string(*face)
                            + " is listed twice in the wound table: each face gives one result");
                seen[static_cast<std::size_t>(*face)] = true;
                w.faces.push_back(static_cast<int>(*face));
            }
            if (faces->items.empty())
                report(diagnostics, *faces, "a row of the wound table needs at least one face");
        }
        const auto result = rr.choice(
            "result", std::vector<std::string_view>(woundKeys.begin(), woundKeys.end()), true);
        if (result)
            w.result = *woundResultFromKey(*result);
        out.rows.push_back(std::move(w));
    }
    // A face no row gives would leave a hit without a result.
    std::string missing;
    int count = 0;
    for (int face = 1; face <= woundDie; ++face) {
        if (!seen[static_cast<std::size_t>(face)]) {
            missing += (missing.empty() ? "" : ", ") + std::to_string(face);
            ++count;
        }
    }
    if (count > 0)
        report(diagnostics, node,
            std::string("the wound table gives no result for ") + (count == 1 ? "face " : "faces ")
                + missing + " of the d6: list every face from 1 to 6 once");
}

} // namespace

std::string_view key(Quality q) { return qualityNames[static_cast<std::size_t>(q)].key; }
std::string_view displayName(Quality q) { return qualityNames[static_cast<std::size_t>(q)].name; }
std::optional<Quality> qualityFromKey(std::string_view k)
{
    for (std::size_t i = 0; i < qualityNames.size(); ++i) {
        if (qualityNames[i].key == k)
            return static_cast<Quality>(i);
    }
    return std::nullopt;
}

std::string_view key(Cover c) { return coverKeys[static_cast<std::size_t>(c)]; }

std::string_view key(WoundResult w) { return woundKeys[static_cast<std::size_t>(w)]; }
std::optional<WoundResult> woundResultFromKey(std::string_view k)
{
    for (std::size_t i = 0; i < woundKeys.size(); ++i) {
        if (woundKeys[i] == k)
            return static_cast<WoundResult>(i);
    }
    return std::nullopt;
}

bool SkProfile::equals(const UnitProfile &other) const
{
    const auto *o = dynamic_cast<const SkProfile *>(&other);
    return o && o->team == team && o->quality == quality && o->weapon == weapon
        && o->leader == leader;
}

SkTables SkTables::defaults()
{
    SkTables t;
    t.notOfficial = true;
    t.source = "placeholder weapons table (REFERENCE 3.3), invented, not the published one: "
               "docs/rules.md: 2d6 Skirmish placeholder weapons";
    t.weapons = {
        {"pistol", HEXFIRE_TEXT("RuleText", "Pistol"), "PST", 6, 2, false, false},
        {"smg", HEXFIRE_TEXT("RuleText", "Submachine gun"), "SMG", 12, 2, true, false},
        {"rifle", HEXFIRE_TEXT("RuleText", "Rifle"), "RIF", 24, 1, false, false},
        {"assault-rifle", HEXFIRE_TEXT("RuleText", "Assault rifle"), "AR", 18, 1, true, false},
        {"lmg", HEXFIRE_TEXT("RuleText", "Light machine gun"), "LMG", 30, 0, true, false},
        {"hmg", HEXFIRE_TEXT("RuleText", "Heavy machine gun"), "HMG", 36, 0, true, true},
    };
    t.terrainCover = {{"clear", Cover::None}, {"woods", Cover::Soft}, {"brush", Cover::Soft},
        {"building", Cover::Hard}, {"rubble", Cover::Hard}};
    t.hexsideCover = {{"hedge", Cover::Soft}, {"wall", Cover::Hard}};
    t.blockingTerrain = {"building", "woods"};
    t.blockingHexsideFeatures = {};
    t.wounds.rows = {{{1, 2}, WoundResult::LightWound}, {{3, 4}, WoundResult::Down},
        {{5, 6}, WoundResult::Killed}};
    return t;
}

const Weapon *SkTables::weapon(std::string_view k) const
{
    for (const Weapon &w : weapons) {
        if (w.key == k)
            return &w;
    }
    return nullptr;
}

WoundResult WoundTable::resultFor(int face) const
{
    for (const WoundRow &row : rows) {
        if (std::find(row.faces.begin(), row.faces.end(), face) != row.faces.end())
            return row.result;
    }
    // Not reached with a validated table; the worst result keeps a bad one from healing.
    return WoundResult::Killed;
}

std::string WoundTable::facesOf(WoundResult result) const
{
    // Runs of consecutive faces read "1-2"; separate ones "1, 3".
    std::string text;
    for (int face = 1; face <= woundDie; ++face) {
        if (resultFor(face) != result || (face > 1 && resultFor(face - 1) == result))
            continue;
        int last = face;
        while (last < woundDie && resultFor(last + 1) == result)
            ++last;
        text += (text.empty() ? "" : ", ") + std::to_string(face)
            + (last > face ? "-" + std::to_string(last) : "");
    }
    return text;
}

std::string WoundTable::text() const
{
    std::string text;
    std::array<bool, woundKeys.size()> said {};
    for (const WoundRow &row : rows) {
        const std::string faces = facesOf(row.result);
        // A result split over several rows is said once, with all its faces.
        auto &done = said[static_cast<std::size_t>(row.result)];
        if (faces.empty() || done)
            continue;
        done = true;
        text += (text.empty() ? "" : ", ")
            + (row.result == WoundResult::LightWound
                    ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 light wound"), faces)
                    : row.result == WoundResult::Down
                    ? ruleSentence(HEXFIRE_TEXT("RuleText", "%1 down"), faces)
                    : ruleSentence(HEXFIRE_TEXT("RuleText", "%1 killed"), faces));
    }
    return text;
}

std::optional<SkTables> SkTables::fromData(const DataNode &node, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics,
        {"notOfficial", "source", "weapons", "terrainCover", "hexsideCover", "blockingTerrain",
            "blockingHexsideFeatures", "wounds"},
        "the 2d6 Skirmish tables");
    if (!r.isObject())
        return std::nullopt;
    SkTables t;
    t.notOfficial = r.boolean("notOfficial").value_or(false);
    t.source = r.string("source").value_or("");
    if (const DataNode *weapons = r.array("weapons", true)) {
        for (const DataNode &w : weapons->items) {
            ObjectReader wr(w, diagnostics,
                {"key", "name", "abbreviation", "effectiveRange", "closeFactor", "autofire",
                    "mustBrace"},
                "a weapon");
            if (!wr.isObject())
                continue;
            Weapon weapon;
            const auto k = wr.id("key", true);
            const auto name = wr.string("name", true);
            const auto range = wr.integer("effectiveRange", 1, 1000, true);
            const auto close = wr.integer("closeFactor", -9, 9, true);
            weapon.autofire = wr.boolean("autofire").value_or(false);
            weapon.mustBrace = wr.boolean("mustBrace").value_or(false);
            if (!k || !name || !range || !close)
                continue;
            if (t.weapon(*k))
                report(diagnostics, w, "weapon \"" + *k + "\" is listed twice");
            weapon.key = *k;
            weapon.name = *name;
            weapon.effectiveRange = static_cast<int>(*range);
            weapon.abbreviation = wr.string("abbreviation").value_or("");
            if (weapon.abbreviation.empty()) {
                // The initials of the name: "Light machine gun" reads LMG.
                bool start = true;
                for (const char ch : weapon.name) {
                    if (start && ch != ' ')
                        weapon.abbreviation
                            += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
                    start = ch == ' ';
                }
            }
            weapon.closeFactor = static_cast<int>(*close);
            t.weapons.push_back(std::move(weapon));
        }
        if (t.weapons.empty())
            report(diagnostics, *weapons, "the weapons table needs at least one weapon");
    }
    if (const DataNode *c = r.object("terrainCover"))
        readCoverMap(*c, diagnostics, t.terrainCover);
    if (const DataNode *c = r.object("hexsideCover"))
        readCoverMap(*c, diagnostics, t.hexsideCover);
    if (const DataNode *b = r.array("blockingTerrain"))
        readIds(*b, diagnostics, t.blockingTerrain);
    if (const DataNode *b = r.array("blockingHexsideFeatures"))
        readIds(*b, diagnostics, t.blockingHexsideFeatures);
    // Tables written before the wound table keep the DEFAULT one.
    if (const DataNode *w = r.array("wounds"))
        readWounds(*w, diagnostics, t.wounds);
    else if (!r.get("wounds"))
        t.wounds = defaults().wounds;
    if (diagnostics.size() != before)
        return std::nullopt;
    return t;
}

std::vector<Assumption> SkOptions::assumptions() const
{
    std::vector<Assumption> a {
        {"skirmish.scale",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "The map measures %1 inches per hex, centre to centre; close range "
                             "is %2 inches or less."),
                inchesPerHex, closeRange),
            "docs/rules.md: 2d6 Skirmish map scale"},
        {"skirmish.elite",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Elite troops hit on the Veteran number (6) and add their +1; as targets they "
                "count "
                "as Veterans (-1).")),
            "docs/rules.md: 2d6 Skirmish elite troops"},
        {"skirmish.half-move",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A figure that moved exactly half its move counts as having moved half or more "
                "(-4).")),
            "docs/rules.md: 2d6 Skirmish movement"},
        {"skirmish.cover",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Soft cover, hard cover, a prepared position and moving into or out of sight are "
                "the cover modifiers: only the best of them counts. Prone stays cumulative.")),
            "docs/rules.md: 2d6 Skirmish best cover"},
        {"skirmish.not-under-fire",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A team is under fire when it was fired at this round or the one before.")),
            "docs/rules.md: 2d6 Skirmish not under fire"},
        {"skirmish.target",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The target modifiers are those of the figure aimed at; each firing figure uses "
                "the "
                "range to that figure, or to the nearest figure of the team it can see.")),
            "docs/rules.md: 2d6 Skirmish target modifiers"},
        {"skirmish.hits",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Hits are shared among the target team's figures the firers can see, the aimed "
                "figure first, then the others in turn; a team fired at is no longer unaware.")),
            "docs/rules.md: 2d6 Skirmish hits"},
        {"skirmish.wounds",
            tables.wounds.facesOf(WoundResult::Killed).empty()
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "Each hit rolls one die on the wound table: %1. A second light "
                                   "wound puts a figure down. A figure already down that is hit "
                                   "again stays down. A figure down cannot fire, and takes hits "
                                   "only when no figure of its team still fighting is in sight."),
                    tables.wounds.text())
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "Each hit rolls one die on the wound table: %1. A second light "
                                   "wound puts a figure down. A figure already down that is hit "
                                   "again is killed on %2, otherwise it stays down. A figure down "
                                   "cannot fire, and takes hits only when no figure of its team "
                                   "still fighting is in sight."),
                    tables.wounds.text(), tables.wounds.facesOf(WoundResult::Killed)),
            "docs/rules.md: 2d6 Skirmish wounds"},
        {"skirmish.arc",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A prepared position covers the hexes whose centres lie within 45 degrees of the "
                "direction it faces.")),
            "docs/rules.md: 2d6 Skirmish prepared positions"},
        {"skirmish.movement",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "A figure walks %1 inches or runs %2 (no fire that round), crawls %3 "
                             "when prone, and standing up or going prone costs %4 inches; rough "
                             "ground and obstacles double a hex's inches."),
                movement.walk, movement.run, movement.crawl, movement.posture),
            "docs/rules.md: 2d6 Skirmish movement"},
    };
    if (tables.notOfficial)
        a.push_back({"skirmish.placeholder",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The weapons table (effective range, close factor, autofire, must brace) is an "
                "invented placeholder, not the published one.")),
            "docs/rules.md: 2d6 Skirmish placeholder weapons"});
    return a;
}

std::optional<SkOptions> SkOptions::fromData(
    const DataNode &node, const SkOptions &base, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics,
        {"inchesPerHex", "closeRange", "toHit", "tables", "movement", "freePlay", "victoryPreset"},
        "the 2d6 Skirmish options");
    if (!r.isObject())
        return std::nullopt;
    SkOptions o = base;
    if (const auto v = r.integer("inchesPerHex", 1, 100))
        o.inchesPerHex = static_cast<int>(*v);
    if (const auto v = r.integer("closeRange", 0, 1000))
        o.closeRange = static_cast<int>(*v);
    if (const DataNode *th = r.object("toHit")) {
        std::vector<std::string_view> keys;
        for (const QualityName &q : qualityNames)
            keys.push_back(q.key);
        ObjectReader tr(*th, diagnostics, keys, "the To-Hit numbers");
        for (std::string_view k : keys) {
            if (const auto v = tr.integer(k, 2, 13))
                o.toHit[std::string(k)] = static_cast<int>(*v);
        }
    }
    if (const DataNode *t = r.get("tables")) {
        if (auto tables = SkTables::fromData(*t, diagnostics))
            o.tables = std::move(*tables);
    }
    if (const DataNode *m = r.object("movement")) {
        ObjectReader mr(*m, diagnostics, {"walk", "run", "crawl", "posture", "rough", "obstacles"},
            "the 2d6 Skirmish movement");
        const auto inches = [&](std::string_view key, int &out) {
            if (const auto v = mr.integer(key, 0, 100))
                out = static_cast<int>(*v);
        };
        inches("walk", o.movement.walk);
        inches("run", o.movement.run);
        inches("crawl", o.movement.crawl);
        inches("posture", o.movement.posture);
        if (const DataNode *list = mr.array("rough")) {
            o.movement.rough.clear();
            readIds(*list, diagnostics, o.movement.rough);
        }
        if (const DataNode *list = mr.array("obstacles")) {
            o.movement.obstacles.clear();
            readIds(*list, diagnostics, o.movement.obstacles);
        }
    }
    if (const auto v = r.boolean("freePlay"))
        o.freePlay = *v;
    if (const DataNode *vp = r.object("victoryPreset")) {
        ObjectReader vr(
            *vp, diagnostics, {"rounds", "concessionPercent"}, "the 2d6 Skirmish victory preset");
        if (const auto v = vr.integer("rounds", 1, 1000))
            o.presetRounds = static_cast<int>(*v);
        if (const auto v = vr.integer("concessionPercent", 1, 100))
            o.concessionPercent = static_cast<int>(*v);
    }
    if (diagnostics.size() != before)
        return std::nullopt;
    return o;
}

} // namespace hexfire::skirmish
