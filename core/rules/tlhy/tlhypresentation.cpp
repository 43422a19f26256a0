// What The Last Hundred Yards shows and stores of its units and markers: the printed counter
// values, the unit panel's rows, marker chits and tooltips, and the unit's "tlhy" file object.

#include "core/rules/tlhy/tlhyruleset.h"

#include "core/data/datareader.h"
#include "core/rules/rulesentence.h"
#include "core/rules/tlhy/tlhymarker.h"
#include "core/rules/tlhy/tlhyunit.h"
#include "core/rules/tlhy/tlhyvocabulary.h"

namespace hexfire {

namespace {

namespace k = tlhykeys;

/** "−2", "+2", "0": a value as chits and tooltips print it (with a true minus sign). */
std::string printed(int v)
{
    if (v < 0)
        return "\u2212" + std::to_string(-v);
    return v > 0 ? "+" + std::to_string(v) : "0";
}

std::string_view symbolOf(TlhyUnitType t)
{
    switch (t) {
    case TlhyUnitType::Squad:
        return "squad";
    case TlhyUnitType::Section:
        return "section";
    case TlhyUnitType::WeaponTeam:
        return "weaponteam";
    case TlhyUnitType::Leader:
        return "leader";
    case TlhyUnitType::Vehicle:
        return "vehicle";
    }
    return "squad";
}

std::string typeName(TlhyUnitType t)
{
    return t == TlhyUnitType::Leader
        ? ruleSentence(HEXFIRE_TEXT("RuleText", "Leader (non-combat)"))
        : std::string(
            translatedRuleText(findByKey(TlhyVocabulary::unitTypes(), tlhyTypeKey(t))->name));
}

std::string sideName(const GameState &state, const std::optional<SideId> &id)
{
    if (!id)
        return {};
    const Side *s = state.findSide(*id);
    return s ? s->name : id->value;
}

std::string unitNames(const GameState &state, const std::vector<UnitId> &ids)
{
    std::string r;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        const Unit *u = state.findUnit(ids[i]);
        r += (i ? (i + 1 == ids.size() ? " and " : ", ") : "") + (u ? u->name : ids[i].value);
    }
    return r;
}

/** The tooltip's first sentence, by marker kind. */
std::string markerText(const GameState &state, const Marker &m)
{
    if (m.kind == k::sadrm)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "SADRM %1 (small-arms fire) on the %2 units"),
            printed(m.value), sideName(state, m.side));
    if (m.kind == k::mdrm) {
        const int tem = TlhyMarker::tem(m);
        if (tem == 0)
            return ruleSentence(HEXFIRE_TEXT("RuleText", "MDRM %1 (mortar fire): base %2"),
                printed(m.value + tem), printed(m.value));
        return ruleSentence(HEXFIRE_TEXT("RuleText",
                                "MDRM %1 (mortar fire): base %2, terrain %3 for %4 only (others "
                                "face %5)"),
            printed(m.value + tem), printed(m.value), printed(tem),
            unitNames(state, TlhyMarker::temAppliesTo(m)), printed(m.value));
    }
    if (m.kind == k::atdrm)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "ATDRM %1 (anti-tank fire)"), printed(m.value));
    if (m.kind == k::primaryImpact)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "Primary impact hex"));
    if (m.kind == k::secondaryImpact)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "Secondary impact hex"));
    if (m.kind == k::assaultNationality)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "Assault: %1 assaulting this hex"), sideName(state, m.side));
    if (m.kind == k::assaultArrow) {
        if (const auto to = TlhyMarker::pointsTo(m))
            return ruleSentence(HEXFIRE_TEXT("RuleText", "Assault arrow (%1) towards %2"),
                sideName(state, m.side), state.map().label(*to));
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "Assault arrow (%1)"), sideName(state, m.side));
    }
    const MarkerType *type = findByKey(TlhyVocabulary::markerTypes(), m.kind);
    return type ? std::string(translatedRuleText(type->name)) : m.kind;
}

} // namespace

CounterPrint TlhyRuleSet::counterPrint(const Unit &unit) const
{
    using Slot = PrintedValue::Slot;
    using Frame = PrintedValue::Frame;
    CounterPrint print;
    const TlhyProfile *p = profileAs<TlhyProfile>(unit.profile);
    if (!p) {
        print.symbol = "squad";
        if (unit.maxStrength > 0)
            print.values.push_back({Slot::Right, Frame::None, std::to_string(unit.strength),
                ruleSentence(HEXFIRE_TEXT("RuleText", "Strength"))});
        return print;
    }
    print.symbol = std::string(symbolOf(p->type));
    if (p->type != TlhyUnitType::Leader) {
        print.values.push_back({Slot::Left, Frame::None, std::to_string(p->smallArmsValue),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Small arms value"))});
        print.values.push_back({Slot::Middle, Frame::Box, std::to_string(p->assaultValue),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Assault value"))});
    }
    print.values.push_back({Slot::Right, Frame::Circle, std::to_string(TlhyUnit::cohesion(unit)),
        ruleSentence(HEXFIRE_TEXT("RuleText", "Cohesion"))});
    return print;
}

std::vector<UnitFact> TlhyRuleSet::unitFacts(const GameState &, const Unit &unit) const
{
    const TlhyProfile *p = profileAs<TlhyProfile>(unit.profile);
    if (!p)
        return {};
    std::vector<UnitFact> facts;
    facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Type")), typeName(p->type), ""});
    facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Cohesion")),
        unit.reduced() ? ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 (reduced side; full %2)"), p->reducedCohesion, p->cohesion)
                       : std::to_string(p->cohesion),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Fire results above it disrupt the unit; a Cohesion Check passes on a d10 "
            "at or below it."))});
    if (p->type != TlhyUnitType::Leader) {
        facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Small-arms value")),
            std::to_string(p->smallArmsValue),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Breaks ties for the selected unit after the assault value."))});
        facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Assault value")),
            std::to_string(p->assaultValue),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Breaks ties on Cohesion for the selected unit."))});
    }
    if (!p->platoon.empty())
        facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Platoon")), p->platoon,
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A leader of the same platoon helps at Fire Resolution when his "
                "Cohesion is higher."))});
    if (!p->company.empty())
        facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Company")), p->company, ""});
    if (p->elite)
        facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Elite")),
            ruleSentence(HEXFIRE_TEXT("RuleText", "yes")),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Rolls one better to recover and to withdraw."))});
    if (p->type == TlhyUnitType::Vehicle)
        facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "Drive")),
            p->wheeled ? ruleSentence(HEXFIRE_TEXT("RuleText", "Wheeled"))
                       : ruleSentence(HEXFIRE_TEXT("RuleText", "Tracked")),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Sets the vehicle's maneuver allowance."))});
    if (p->nationalRule == TlhyNationalRule::Japanese)
        facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "National rule")),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Japanese")),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Takes a casualty instead of disrupting; makes no Cohesion Checks."))});
    if (p->nationalRule == TlhyNationalRule::Russian)
        facts.push_back({ruleSentence(HEXFIRE_TEXT("RuleText", "National rule")),
            ruleSentence(HEXFIRE_TEXT("RuleText", "Russian")),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Takes a casualty whenever it disrupts; makes no Cohesion Checks."))});
    return facts;
}

MarkerView TlhyRuleSet::describeMarker(const GameState &state, const Marker &marker) const
{
    MarkerView view;
    if (marker.kind == k::mdrm)
        view.value = printed(TlhyMarker::shown(marker));
    else if (marker.kind == k::sadrm || marker.kind == k::atdrm)
        view.value = printed(marker.value);
    view.tooltip = markerText(state, marker);
    if (marker.unit) {
        const Unit *u = state.findUnit(*marker.unit);
        view.tooltip += " \u2014 " + (u ? u->name : marker.unit->value);
    }
    if (!marker.source.empty())
        view.tooltip += " (" + marker.source + ")";
    return view;
}

void TlhyRuleSet::readUnitProfile(
    const DataNode &node, Unit &unit, bool maxStrengthGiven, Diagnostics &diagnostics) const
{
    ObjectReader r(node, diagnostics,
        {"type", "cohesion", "reducedCohesion", "smallArms", "assault", "platoon", "company",
            "national", "elite", "wheeled"},
        "a The Last Hundred Yards profile");
    if (!r.isObject())
        return;
    auto p = std::make_shared<TlhyProfile>();
    if (const auto type = r.choice("type", tlhyTypeKeys(), true))
        p->type = *tlhyTypeFromKey(*type);
    // The one place Cohesion's range (1..10) is checked: a d10 check needs a 1 to pass at all.
    p->cohesion = static_cast<int>(r.integer("cohesion", 1, 10, true).value_or(7));
    p->reducedCohesion
        = static_cast<int>(r.integer("reducedCohesion", 1, 10).value_or(p->cohesion));
    p->smallArmsValue = static_cast<int>(r.integer("smallArms", -10, 20).value_or(0));
    p->assaultValue = static_cast<int>(r.integer("assault", -10, 20).value_or(0));
    p->platoon = r.string("platoon").value_or("");
    p->company = r.string("company").value_or("");
    if (const auto national = r.choice("national", tlhyNationalKeys()))
        p->nationalRule = *tlhyNationalFromKey(*national);
    p->elite = r.boolean("elite").value_or(false);
    p->wheeled = r.boolean("wheeled").value_or(false);
    if (!maxStrengthGiven)
        unit.maxStrength = tlhyDefaultSteps(p->type);
    unit.profile = std::move(p);
}

DataNode TlhyRuleSet::writeUnitProfile(const Unit &unit) const
{
    const TlhyProfile *p = profileAs<TlhyProfile>(unit.profile);
    if (!p)
        return DataNode::null();
    DataNode t = DataNode::object();
    t.set("type", DataNode::of(std::string(tlhyTypeKey(p->type))));
    t.set("cohesion", DataNode::of(p->cohesion));
    if (p->reducedCohesion != p->cohesion)
        t.set("reducedCohesion", DataNode::of(p->reducedCohesion));
    t.set("smallArms", DataNode::of(p->smallArmsValue));
    t.set("assault", DataNode::of(p->assaultValue));
    if (!p->platoon.empty())
        t.set("platoon", DataNode::of(p->platoon));
    if (!p->company.empty())
        t.set("company", DataNode::of(p->company));
    if (p->nationalRule != TlhyNationalRule::Standard)
        t.set("national", DataNode::of(std::string(tlhyNationalKey(p->nationalRule))));
    if (p->elite)
        t.set("elite", DataNode::of(true));
    if (p->wheeled)
        t.set("wheeled", DataNode::of(true));
    return t;
}

} // namespace hexfire
