#include "sktables.h"

#include "core/data/datareader.h"

#include <array>
#include <cctype>

namespace hexfire::skirmish {

namespace {

struct QualityName {
    std::string_view key;
    std::string_view name;
};
constexpr std::array<QualityName, 5> qualityNames {{
    {"untrained", "Untrained"},
    {"green", "Green"},
    {"trained", "Trained"},
    {"veteran", "Veteran"},
    {"elite", "Elite"},
}};

constexpr std::array<std::string_view, 3> coverKeys {"none", "soft", "hard"};

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

bool SkProfile::equals(const UnitProfile &other) const
{
    const auto *o = dynamic_cast<const SkProfile *>(&other);
    return o && o->team == team && o->quality == quality && o->weapon == weapon;
}

SkTables SkTables::defaults()
{
    SkTables t;
    t.notOfficial = true;
    t.source = "placeholder weapons table (REFERENCE 3.3), invented, not the published one: "
               "docs/rules.md: 2d6 Skirmish placeholder weapons";
    t.weapons = {
        {"pistol", "Pistol", "PST", 6, 2, false, false},
        {"smg", "Submachine gun", "SMG", 12, 2, true, false},
        {"rifle", "Rifle", "RIF", 24, 1, false, false},
        {"assault-rifle", "Assault rifle", "AR", 18, 1, true, false},
        {"lmg", "Light machine gun", "LMG", 30, 0, true, false},
        {"hmg", "Heavy machine gun", "HMG", 36, 0, true, true},
    };
    t.terrainCover = {{"clear", Cover::None}, {"woods", Cover::Soft}, {"brush", Cover::Soft},
        {"building", Cover::Hard}, {"rubble", Cover::Hard}};
    t.hexsideCover = {{"hedge", Cover::Soft}, {"wall", Cover::Hard}};
    t.blockingTerrain = {"building", "woods"};
    t.blockingHexsideFeatures = {};
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

std::optional<SkTables> SkTables::fromData(const DataNode &node, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics,
        {"notOfficial", "source", "weapons", "terrainCover", "hexsideCover", "blockingTerrain",
            "blockingHexsideFeatures"},
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
    if (diagnostics.size() != before)
        return std::nullopt;
    return t;
}

std::vector<Assumption> SkOptions::assumptions() const
{
    std::vector<Assumption> a {
        {"skirmish.scale",
            "The map measures " + std::to_string(inchesPerHex)
                + " inches per hex, centre to centre; close range is " + std::to_string(closeRange)
                + " inches or less.",
            "docs/rules.md: 2d6 Skirmish map scale"},
        {"skirmish.elite",
            "Elite troops hit on the Veteran number (6) and add their +1; as targets they count "
            "as Veterans (-1).",
            "docs/rules.md: 2d6 Skirmish elite troops"},
        {"skirmish.half-move",
            "A figure that moved exactly half its move counts as having moved half or more (-4).",
            "docs/rules.md: 2d6 Skirmish movement"},
        {"skirmish.cover",
            "Soft cover, hard cover, a prepared position and moving into or out of sight are "
            "the cover modifiers: only the best of them counts. Prone stays cumulative.",
            "docs/rules.md: 2d6 Skirmish best cover"},
        {"skirmish.not-under-fire",
            "A team is under fire when it was fired at this round or the one before.",
            "docs/rules.md: 2d6 Skirmish not under fire"},
        {"skirmish.target",
            "The target modifiers are those of the figure aimed at; each firing figure uses the "
            "range to that figure, or to the nearest figure of the team it can see.",
            "docs/rules.md: 2d6 Skirmish target modifiers"},
        {"skirmish.hits",
            "Hits are shared among the target team's figures the firers can see, the aimed "
            "figure first, then the others in turn; a team fired at is no longer unaware.",
            "docs/rules.md: 2d6 Skirmish hits"},
        {"skirmish.arc",
            "A prepared position covers the hexes whose centres lie within 45 degrees of the "
            "direction it faces.",
            "docs/rules.md: 2d6 Skirmish prepared positions"},
        {"skirmish.movement",
            "A figure walks " + std::to_string(movement.walk) + " inches or runs "
                + std::to_string(movement.run) + " (no fire that round), crawls "
                + std::to_string(movement.crawl) + " when prone, and standing up or going prone "
                + "costs " + std::to_string(movement.posture)
                + " inches; rough ground and obstacles double a hex's inches.",
            "docs/rules.md: 2d6 Skirmish movement"},
    };
    if (tables.notOfficial)
        a.push_back({"skirmish.placeholder",
            "The weapons table (effective range, close factor, autofire, must brace) is an "
            "invented placeholder, not the published one.",
            "docs/rules.md: 2d6 Skirmish placeholder weapons"});
    return a;
}

std::optional<SkOptions> SkOptions::fromData(
    const DataNode &node, const SkOptions &base, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    ObjectReader r(node, diagnostics,
        {"inchesPerHex", "closeRange", "toHit", "tables", "movement", "freePlay"},
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
    if (diagnostics.size() != before)
        return std::nullopt;
    return o;
}

} // namespace hexfire::skirmish
