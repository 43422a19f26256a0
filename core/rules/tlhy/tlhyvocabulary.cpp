#include "core/rules/tlhy/tlhyvocabulary.h"

#include "core/rules/movement.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruletext.h"
#include "core/rules/tlhy/tlhyprofile.h"

namespace hexfire {

namespace {

ParamSpec integerParam(std::string_view key, std::string label, std::string help, bool required)
{
    ParamSpec p;
    p.key = std::string(key);
    p.label = std::move(label);
    p.help = std::move(help);
    p.type = ParamType::Integer;
    p.minimum = -20;
    p.maximum = 20;
    p.defaultValue = ParamValue {0};
    p.required = required;
    return p;
}

ParamSpec param(std::string_view key, ParamType type, std::string label, std::string help)
{
    ParamSpec p;
    p.key = std::string(key);
    p.label = std::move(label);
    p.help = std::move(help);
    p.type = type;
    return p;
}

ActionType actionType(std::string_view key, std::string name, std::string help, std::string icon,
    std::string shortcut, ActorRule actors)
{
    ActionType a;
    a.key = std::string(key);
    a.name = std::move(name);
    a.help = std::move(help);
    a.icon = std::move(icon);
    a.shortcut = std::move(shortcut);
    a.actors = actors;
    a.target = TargetKind::Hex;
    return a;
}

/** Maneuver and withdrawal: a unit's path, hex by hex. */
std::vector<ActionType> movementActionTypes()
{
    namespace k = tlhykeys;
    ParamSpec path = param(movePathParam, ParamType::HexList, HEXFIRE_TEXT("RuleText", "Path"),
        ruleSentence(HEXFIRE_TEXT(
            "RuleText", "The hexes the unit enters, in order; without it the cheapest way.")));
    ActionType maneuver = actionType(k::maneuver, HEXFIRE_TEXT("RuleText", "Maneuver"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The unit moves hex by hex, paying each hex's cost from its movement points: 3 on foot "
            "in an activation, 2 in a reaction. It never enters an enemy hex (that is an "
            "assault).")),
        "move", "V", ActorRule::One);
    maneuver.params.push_back(path);
    ActionType withdraw = actionType(k::withdraw, HEXFIRE_TEXT("RuleText", "Withdraw"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Infantry falls back 1 to 4 hexes, whatever the terrain costs, even when disrupted. In "
            "a "
            "reaction it must first roll no more than its best Cohesion on a d10.")),
        "", "W", ActorRule::Several);
    path.help = ruleSentence(HEXFIRE_TEXT(
        "RuleText", "The hexes the units withdraw through, in order, the last where they stop."));
    withdraw.params.push_back(path);
    return {maneuver, withdraw};
}

/** The turn's own steps: activations, and the phase steps the sequence of play runs. */
std::vector<ActionType> turnActionTypes()
{
    namespace k = tlhykeys;
    ActionType company = actionType(k::activateCompany,
        HEXFIRE_TEXT("RuleText", "Activate Company"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The active player picks a company by one of its units and rolls Coordination: on a "
            "success every platoon with its leader acts before Reaction is called, on a failure "
            "only "
            "this unit's platoon does, and the others activate one at a time.")),
        "", "C", ActorRule::One);
    company.target = TargetKind::None;
    ActionType platoon
        = actionType(k::activatePlatoon, HEXFIRE_TEXT("RuleText", "Activate Platoon"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The active player activates the platoon of the selected unit: its units may act "
                "before "
                "Reaction is called. Each platoon activates once a turn.")),
            "", "P", ActorRule::One);
    platoon.target = TargetKind::None;
    ActionType initiative
        = actionType(k::initiativeRoll, HEXFIRE_TEXT("RuleText", "Initiative roll"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Both sides roll a d10: the higher is the active player for the whole turn.")),
            "", "", ActorRule::None);
    initiative.target = TargetKind::None;
    ActionType lapse = actionType(k::timeLapse, HEXFIRE_TEXT("RuleText", "Time lapse"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The minutes the turn took are rolled and added to the mission's clock; the turn's "
            "markers come off.")),
        "", "", ActorRule::None);
    lapse.target = TargetKind::None;
    return {company, platoon, initiative, lapse};
}

ActionType recoverActionType()
{
    ActionType a = actionType(tlhykeys::recover, HEXFIRE_TEXT("RuleText", "Recover"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A disrupted unit, or a unit in a Regrouping hex, rolls one d10 to recover: a low roll "
            "rallies it (one extra action), a roll up to its Cohesion recovers it.")),
        "", "", ActorRule::One);
    a.target = TargetKind::None;
    return a;
}

ActionType assaultResolutionActionType()
{
    ActionType a = actionType(tlhykeys::assaultResolution,
        HEXFIRE_TEXT("RuleText", "Assault Resolution"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Resolves the assault in a hex with an Assault Nationality marker, or in every such "
            "hex "
            "when none is chosen: the units of both sides, the automatic results and the net DRM; "
            "the players give the result.")),
        "", "", ActorRule::None);
    a.targetOptional = true;
    ParamSpec result = param(tlhykeys::result, ParamType::Choice,
        HEXFIRE_TEXT("RuleText", "Assault result"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "How the assault ends, as the players read it from the assault table: the defenders "
            "retreat, the attackers retreat, or the fight goes on next turn.")));
    result.choices
        = {{"attacker-wins", HEXFIRE_TEXT("RuleText", "Attacker wins: the defenders retreat")},
            {"defender-wins", HEXFIRE_TEXT("RuleText", "Defender wins: the attackers retreat")},
            {"continues", HEXFIRE_TEXT("RuleText", "The fight continues next turn")}};
    result.defaultValue = ParamValue {std::string("continues")};
    result.askOnCommit = true;
    a.params.push_back(result);
    return a;
}

std::vector<ActionType> buildActionTypes()
{
    namespace k = tlhykeys;
    ActionType fire = actionType(k::smallArmsFire, HEXFIRE_TEXT("RuleText", "Small-arms fire"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The selected units fire at a hex they can see: a small-arms DRM marker is placed on "
            "the "
            "enemy units there and rolled at Fire Resolution.")),
        "fire", "F", ActorRule::Several);
    ParamSpec entered = integerParam(k::markerValue,
        HEXFIRE_TEXT("RuleText", "Marker value (SADRM)"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A SADRM the players enter instead of the one worked out from the printed small-arms "
            "values; each hindrance on the line of fire is still taken off it.")),
        false);
    entered.defaultValue.reset();
    entered.notAsked = true;
    fire.params.push_back(entered);
    fire.attacks = true;

    ActionType mortar = actionType(k::mortarCall, HEXFIRE_TEXT("RuleText", "Mortar call"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A leader requests a Mortar Fire Action on a hex: a mortar DRM marker lands there and "
            "one "
            "d6 scatters a secondary impact into a neighbouring hex.")),
        "artillery", "M", ActorRule::One);
    mortar.params.push_back(integerParam(k::mortarValue,
        HEXFIRE_TEXT("RuleText", "Mortar value (MV)"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The mortar value printed for the supporting mortar; the terrain of the impact hex is "
            "added for the units it protects.")),
        true));
    mortar.params.push_back(param(k::support, ParamType::Text,
        HEXFIRE_TEXT("RuleText", "Supporting mortar"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Which mortar fires, for example \"Baker Co. 60mm mortar section\"; it is only written "
            "in the log."))));
    mortar.attacks = true;

    ActionType assault = actionType(k::assault, HEXFIRE_TEXT("RuleText", "Assault"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The selected units assault an enemy hex. Adjacent units move in under an Assault "
            "Nationality marker; units further away first maneuver into a hex next to it and take "
            "an "
            "Assault Arrow.")),
        "assault", "A", ActorRule::Several);
    assault.allowsVia = true;
    assault.viaHelp = ruleSentence(HEXFIRE_TEXT("RuleText",
        "The hex next to the assaulted hex that units further away maneuver into "
        "first; they enter the assaulted hex at the Marker Adjustment Step."));

    ActionType adjust = actionType(k::markerAdjustment,
        HEXFIRE_TEXT("RuleText", "Marker Adjustment"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Units behind Assault Arrows enter the hex they assault, unless it is a primary impact "
            "hex; a unit leaving a secondary impact hex checks Cohesion first. Without a hex, "
            "every "
            "arrow is adjusted.")),
        "", "", ActorRule::None);
    adjust.targetOptional = true;

    ActionType resolve = actionType(k::fireResolution, HEXFIRE_TEXT("RuleText", "Fire Resolution"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Rolls the DRM markers of a hex, or of every hex when none is chosen: the highest "
            "result "
            "hits the selected unit, the others may check Cohesion, and the markers leave the "
            "map.")),
        "", "", ActorRule::None);
    resolve.targetOptional = true;

    std::vector<ActionType> all {fire, mortar, assault, adjust, resolve};
    for (ActionType &a : movementActionTypes())
        all.push_back(std::move(a));
    all.push_back(recoverActionType());
    all.push_back(assaultResolutionActionType());
    for (ActionType &a : turnActionTypes())
        all.push_back(std::move(a));
    return all;
}

StatusType statusType(std::string_view key, std::string name, std::string help,
    StatusLook::Style style, std::string art, std::string caption, std::string colour)
{
    StatusType s;
    s.key = std::string(key);
    s.name = std::move(name);
    s.help = std::move(help);
    s.look.style = style;
    s.look.art = std::move(art);
    s.look.caption = std::move(caption);
    s.look.colour = std::move(colour);
    return s;
}

std::vector<StatusType> buildStatusTypes()
{
    namespace k = tlhykeys;
    using S = StatusLook::Style;
    return {
        statusType(k::disrupted, HEXFIRE_TEXT("RuleText", "Disrupted"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The unit is selected after undisrupted units, makes no further Cohesion Checks "
                "and "
                "cannot call a mortar; hit again, it suffers only a casualty.")),
            S::Band, "ov-disrupted", "DISRUPTED", "#c62828"),
        statusType(k::concealed, HEXFIRE_TEXT("RuleText", "Concealed"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The enemy cannot see what the unit is; a fire result equal to its Cohesion or "
                "more "
                "reveals it.")),
            S::Badge, "ov-concealed", "", "#37474f"),
        statusType(k::heroic, HEXFIRE_TEXT("RuleText", "Heroic"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A hit that disrupts the unit also costs it a casualty; a heroic leader calls "
                "mortars "
                "only on his own hex.")),
            S::Badge, "ov-heroic", "", "#ffc107"),
        statusType(k::regrouping, HEXFIRE_TEXT("RuleText", "Regrouping"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The unit is recovering; it cannot call a mortar, and disrupting it ends the "
                "regrouping.")),
            S::Badge, "", "REGROUP", "#6d4c41"),
        statusType(k::acted, HEXFIRE_TEXT("RuleText", "Acted"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The unit has taken its one action this turn (a Rally grants one more).")),
            S::Badge, "", "DONE", "#455a64"),
        statusType(k::activated, HEXFIRE_TEXT("RuleText", "Activated"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Its platoon or company has been activated this turn: it may act before Reaction "
                "is "
                "called.")),
            S::Badge, "", "ACTIVE", "#2e7d32"),
        statusType(k::reactionOnly, HEXFIRE_TEXT("RuleText", "Reaction only"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "Its platoon's activation is over: it may still act as a reaction.")),
            S::Badge, "", "REACT", "#5d4037"),
        statusType(k::rallied, HEXFIRE_TEXT("RuleText", "Rallied"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "Rallied this turn: the unit has one extra action.")),
            S::Badge, "", "+1", "#00838f"),
        statusType(k::outOfCommand, HEXFIRE_TEXT("RuleText", "Out of command"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "A leader out of command calls mortars only on his own hex.")),
            S::Badge, "", "OOC", "#ef6c00"),
        statusType(k::loaded, HEXFIRE_TEXT("RuleText", "Loaded"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Carried in a vehicle in motion; a loaded leader calls mortars only on his own "
                "hex.")),
            S::Badge, "", "LOADED", "#1565c0"),
    };
}

MarkerType markerType(std::string_view key, std::string name, std::string help, std::string colour,
    std::string glyph, std::string caption)
{
    MarkerType m;
    m.key = std::string(key);
    m.name = std::move(name);
    m.help = std::move(help);
    m.colour = std::move(colour);
    m.glyph = std::move(glyph);
    m.caption = std::move(caption);
    return m;
}

// Colours, glyphs and captions as the counter art has always drawn them.
std::vector<MarkerType> buildMarkerTypes()
{
    namespace k = tlhykeys;
    MarkerType sadrm = markerType(k::sadrm, HEXFIRE_TEXT("RuleText", "Small-arms DRM"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Placed by small-arms fire on one side's units in the hex; rolled at Fire Resolution "
            "against that side only.")),
        "#2e7d32", "", "SA");
    sadrm.showsValue = true;
    sadrm.sideStripe = true;

    MarkerType mdrm = markerType(k::mdrm, HEXFIRE_TEXT("RuleText", "Mortar DRM"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Placed by a mortar on the whole hex; one die at Fire Resolution for every unit there. "
            "Its terrain part helps only the units the terrain protects.")),
        "#c62828", "", "MTR");
    mdrm.showsValue = true;
    ParamSpec tem = param(k::tem, ParamType::Integer, HEXFIRE_TEXT("RuleText", "Terrain part"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The terrain effect added for the units listed as protected; the others face the base "
            "value only.")));
    tem.minimum = -20;
    tem.maximum = 20;
    tem.defaultValue = ParamValue {0};
    mdrm.params.push_back(tem);
    mdrm.params.push_back(param(k::temAppliesTo, ParamType::UnitList,
        HEXFIRE_TEXT("RuleText", "Units the terrain protects"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The units in the hex that benefit from the terrain part (an assaulting side does not "
            "benefit from an improved or fortified position)."))));

    MarkerType atdrm = markerType(k::atdrm, HEXFIRE_TEXT("RuleText", "Anti-tank DRM"),
        ruleSentence(HEXFIRE_TEXT("RuleText", "Placed by anti-tank fire on one vehicle.")),
        "#1565c0", "", "AT");
    atdrm.showsValue = true;

    MarkerType primary = markerType(k::primaryImpact, HEXFIRE_TEXT("RuleText", "Primary impact"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Where the mortar landed: no unit may enter this hex at the Marker Adjustment Step.")),
        "#3c281e", "mk-impact-primary", "PRIMARY");
    MarkerType secondary
        = markerType(k::secondaryImpact, HEXFIRE_TEXT("RuleText", "Secondary impact"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Where the mortar scattered: a unit leaving this hex checks Cohesion first.")),
            "#6e503c", "mk-impact-secondary", "SECOND.");
    MarkerType nationality
        = markerType(k::assaultNationality, HEXFIRE_TEXT("RuleText", "Assault Nationality"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The side assaulting into this hex.")), "",
            "mk-assault", "ASSAULT");
    nationality.textColour.clear(); // on the side's colour: whichever of black or white reads
    MarkerType arrow = markerType(k::assaultArrow, HEXFIRE_TEXT("RuleText", "Assault Arrow"),
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A unit that assaults from a neighbouring hex; it enters at the Marker Adjustment "
            "Step.")),
        "", "mk-arrow", "");
    arrow.pointsToParam = std::string(k::pointsTo);
    arrow.params.push_back(
        param(k::pointsTo, ParamType::Hex, HEXFIRE_TEXT("RuleText", "Assaulted hex"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The hex the arrow's unit assaults."))));
    MarkerType observer
        = markerType(k::forwardObserver, HEXFIRE_TEXT("RuleText", "Forward observer"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The leader who called the mortar on this hex.")),
            "#eceff1", "mk-observer", "F.O.");
    observer.textColour = "#1e1e1e";
    MarkerType smoke = markerType(k::smoke, HEXFIRE_TEXT("RuleText", "Smoke"),
        ruleSentence(HEXFIRE_TEXT("RuleText", "Hinders lines of sight through the hex.")),
        "#90a4ae", "mk-smoke", "SMOKE");
    return {sadrm, mdrm, atdrm, primary, secondary, nationality, arrow, observer, smoke};
}

std::vector<EffectType> buildEffectTypes()
{
    namespace k = tlhykeys;
    const auto e = [](std::string_view key, std::string name, std::string help) {
        return EffectType {std::string(key), std::move(name), std::move(help)};
    };
    return {
        e(k::casualty, HEXFIRE_TEXT("RuleText", "Casualty"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Strength −1: a full squad flips to its reduced side; a reduced squad, a one-step "
                "unit or a leader is eliminated."))),
        e(k::eliminated, HEXFIRE_TEXT("RuleText", "Eliminated"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit leaves the map."))),
        e(k::disruptedEffect, HEXFIRE_TEXT("RuleText", "Disrupted"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit becomes disrupted."))),
        e(k::regroupingEnded, HEXFIRE_TEXT("RuleText", "Regrouping ended"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "A regrouping unit that disrupts loses its Regrouping marker."))),
        e(k::concealmentLost, HEXFIRE_TEXT("RuleText", "Concealment lost"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit is no longer concealed."))),
        e(k::cohesionCheck, HEXFIRE_TEXT("RuleText", "Cohesion Check"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "One d10 against the unit's Cohesion; a roll above it fails."))),
        e(k::moved, HEXFIRE_TEXT("RuleText", "Moved"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit moves to another hex."))),
        e(k::markerPlaced, HEXFIRE_TEXT("RuleText", "Marker placed"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A marker is put on the map."))),
        e(k::markerRemoved, HEXFIRE_TEXT("RuleText", "Marker removed"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A marker leaves the map."))),
        e(k::acted, HEXFIRE_TEXT("RuleText", "Acted"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit has taken its one action this turn."))),
        e(k::activated, HEXFIRE_TEXT("RuleText", "Activated"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit's platoon or company is activated."))),
        e(k::reactionOnly, HEXFIRE_TEXT("RuleText", "Reaction only"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Another platoon activates: the unit may only react for the rest of the turn."))),
        e(k::extraActionUsed, HEXFIRE_TEXT("RuleText", "Extra action used"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit takes the extra action of a Rally."))),
        e(k::cleanUp, HEXFIRE_TEXT("RuleText", "Clean-up"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "A turn's state comes off at the end of the turn."))),
        e(k::initiativeRoll, HEXFIRE_TEXT("RuleText", "Initiative"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The side with the initiative for the turn."))),
        e(k::timeLapse, HEXFIRE_TEXT("RuleText", "Time lapse"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "The minutes the turn took pass on the mission's clock."))),
        e(k::recovered, HEXFIRE_TEXT("RuleText", "Recovered"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "The unit recovers: no longer disrupted."))),
        e(k::ralliedEffect, HEXFIRE_TEXT("RuleText", "Rallied"),
            ruleSentence(
                HEXFIRE_TEXT("RuleText", "The unit rallies and has one extra action this turn."))),
        e(k::becameHeroic, HEXFIRE_TEXT("RuleText", "Became heroic"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A natural 10 makes the unit Heroic."))),
    };
}

std::vector<UnitType> buildUnitTypes()
{
    return {
        {std::string(tlhyTypeKey(TlhyUnitType::Squad)), HEXFIRE_TEXT("RuleText", "Squad"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "A two-step combat unit: a casualty flips it to its reduced side."))},
        {std::string(tlhyTypeKey(TlhyUnitType::Section)), HEXFIRE_TEXT("RuleText", "Section"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A one-step combat unit."))},
        {std::string(tlhyTypeKey(TlhyUnitType::WeaponTeam)),
            HEXFIRE_TEXT("RuleText", "Weapon team"),
            ruleSentence(HEXFIRE_TEXT("RuleText", "A one-step combat unit serving a weapon."))},
        {std::string(tlhyTypeKey(TlhyUnitType::Leader)), HEXFIRE_TEXT("RuleText", "Leader"),
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A zero-step non-combat unit who commands a platoon and calls mortars."))},
        {std::string(tlhyTypeKey(TlhyUnitType::Vehicle)), HEXFIRE_TEXT("RuleText", "Vehicle"),
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "A vehicle; vehicles are not modelled at Fire Resolution yet."))},
    };
}

} // namespace

const std::vector<ActionType> &TlhyVocabulary::actionTypes()
{
    static const std::vector<ActionType> list = buildActionTypes();
    return list;
}

const std::vector<StatusType> &TlhyVocabulary::statusTypes()
{
    static const std::vector<StatusType> list = buildStatusTypes();
    return list;
}

const std::vector<MarkerType> &TlhyVocabulary::markerTypes()
{
    static const std::vector<MarkerType> list = buildMarkerTypes();
    return list;
}

const std::vector<EffectType> &TlhyVocabulary::effectTypes()
{
    static const std::vector<EffectType> list = buildEffectTypes();
    return list;
}

const std::vector<UnitType> &TlhyVocabulary::unitTypes()
{
    static const std::vector<UnitType> list = buildUnitTypes();
    return list;
}

const std::vector<std::string> &TlhyVocabulary::damageLevels()
{
    static const std::vector<std::string> none;
    return none;
}

} // namespace hexfire
