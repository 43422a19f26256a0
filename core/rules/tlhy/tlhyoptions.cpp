#include "core/rules/tlhy/tlhyoptions.h"

#include "core/rules/rulesentence.h"
#include "core/rules/tlhy/tlhydatareader.h"

#include <cstdlib>
#include <string>

namespace hexfire {

std::string scatterDirectionName(int direction)
{
    static const char *const names[]
        = {HEXFIRE_TEXT("RuleText", "north"), HEXFIRE_TEXT("RuleText", "north-east"),
            HEXFIRE_TEXT("RuleText", "south-east"), HEXFIRE_TEXT("RuleText", "south"),
            HEXFIRE_TEXT("RuleText", "south-west"), HEXFIRE_TEXT("RuleText", "north-west")};
    return names[((direction % 6) + 6) % 6];
}

void TlhyOptions::appendMovementAssumptions(std::vector<Assumption> &result) const
{
    result.push_back({"tlhy.minimum-hexes",
        minimumHexes ? ruleSentence(HEXFIRE_TEXT("RuleText",
            "A unit on foot may always maneuver 2 hexes in an activation and 1 "
            "in a reaction (Japanese 2), whatever they cost."))
                     : ruleSentence(HEXFIRE_TEXT("RuleText",
                         "A unit on foot has no minimum of 2 hexes in an activation and 1 in "
                         "a reaction (Japanese 2), whatever they cost.")),
        "docs/rules.md: Minimum hexes"});
    result.push_back({"tlhy.night-hexes",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "At night a maneuver counts hexes, not movement points: on foot 2 hexes (1 in a "
            "reaction), "
            "vehicles 3 (2); terrain that is prohibited stays prohibited.")),
        "docs/rules.md: Night maneuver"});
    result.push_back({"tlhy.road-bonus",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "The road's extra movement point is given to a unit that starts its maneuver on a "
            "road; "
            "HexFire does not check that it stays on the road.")),
        "docs/rules.md: Road movement"});
    result.push_back({"tlhy.river-to-river",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Going from a river or marsh hex into another costs the whole allowance: only as the "
            "first "
            "hex of a maneuver.")),
        "docs/rules.md: River to river"});
    result.push_back({"tlhy.assault-hex-maneuver",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Infantry and leaders in a hex with an Assault Nationality marker cannot maneuver out "
            "of "
            "it; they may withdraw only as the withdrawal rules allow.")),
        "docs/rules.md: Maneuvering out of an assault hex"});
    result.push_back({"tlhy.withdraw-hexes",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A withdrawal ignores movement point costs: each hex counts one, at most 4; prohibited "
            "terrain stays prohibited.")),
        "docs/rules.md: Withdrawal distance"});
    result.push_back({"tlhy.withdraw-roll",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A withdrawal as a reaction passes on a d10, less 1 when an Elite unit or a leader "
            "withdraws, not over the best Cohesion of the withdrawing units.")),
        "docs/rules.md: Withdrawal roll"});
}

namespace {

/** The assumptions of recovery and assault resolution (REFERENCE 1.8.5, 1.8.6). */
void appendTurnAssumptions(const TlhyOptions &o, std::vector<Assumption> &out)
{
    out.push_back({"tlhy.recovery-steps",
        o.recoverClearsDisrupted
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                "A Disrupted unit that recovers is no longer disrupted (option "
                "recoverClearsDisrupted)."))
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                "A Disrupted unit that recovers becomes Regrouping (two steps); only a "
                "Rally clears Disrupted outright.")),
        "docs/rules.md: Recovery in two steps"});
    out.push_back({"tlhy.leader-assist",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "An undisrupted leader of the unit's platoon stacked with it gives -1; that he helps "
            "only "
            "one Disrupted unit or one Regrouping hex a turn is the players' to keep to.")),
        "docs/rules.md: Assisting leader"});
    out.push_back({"tlhy.regrouping-hex",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A Regrouping unit's roll is its hex's: a Rally clears Regrouping from every "
            "regrouping "
            "unit of its side there.")),
        "docs/rules.md: Regrouping hex"});
    out.push_back({"tlhy.heroic",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "A natural 10 makes a squad, section or weapon team Heroic whatever the modified roll, "
            "when an enemy unit is within 5 hexes; it is then no longer disrupted or regrouping.")),
        "docs/rules.md: Becoming heroic"});
    out.push_back({"tlhy.assault-result",
        o.assaultPlaceholderTable
            ? ruleSentence(HEXFIRE_TEXT("RuleText",
                "The assault results table was not found: a placeholder that is not "
                "the published table decides (d10 + best Assault Value each side, "
                "the net DRM to the attacker's roll)."))
            : ruleSentence(HEXFIRE_TEXT("RuleText",
                "The assault results table was not found: HexFire lists the units and "
                "the net DRM, and the players pick the result.")),
        "docs/rules.md: Assault result"});
    out.push_back({"tlhy.assault-drm",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "Assault DRMs count for the attacker: a negative net DRM favours the defender; which "
            "terrain is an urban or rural building, a wall or up hill follows the map.")),
        "docs/rules.md: Assault modifiers"});
    out.push_back({"tlhy.retreat",
        ruleSentence(HEXFIRE_TEXT("RuleText",
            "HexFire picks each retreat hex: 2 hexes from the assault hex, away from enemy units, "
            "never enemy-held or an impact hex; a side with none is eliminated.")),
        "docs/rules.md: Retreat hex"});
}

} // namespace

std::vector<Assumption> TlhyOptions::assumptions() const
{
    std::string mapping;
    for (std::size_t f = 0; f < scatterDirections.size(); ++f) {
        mapping += (f ? ", " : "") + std::to_string(f + 1) + " "
            + std::string(translatedRuleText(scatterDirectionName(scatterDirections[f])));
    }
    std::vector<Assumption> result {
        {"tlhy.cohesion-check",
            cohesionCheckModifier
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                                   "A Cohesion Check rolls one d10 and fails (the unit disrupts) "
                                   "when the roll is greater than Cohesion %1."),
                    std::string(cohesionCheckModifier > 0 ? "+ " : "- ")
                        + std::to_string(std::abs(cohesionCheckModifier)))
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                    "A Cohesion Check rolls one d10 and fails (the unit disrupts) "
                    "when the roll is greater than Cohesion.")),
            "docs/rules.md: Cohesion Check"},
        {"tlhy.sadrm-entered",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "The player entered this attack's SADRM instead of the value HexFire works out "
                "from "
                "the printed small-arms values.")),
            "docs/rules.md: Small-arms marker value"},
        {"tlhy.sadrm-printed",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "The SADRM placed is the firer's printed small-arms value, %1 for "
                             "each other unit firing with it, plus the target hex's terrain "
                             "(lowest, not cumulative) and one worse for a regrouping firer."),
                signedText(extraFirerModifier)),
            "docs/rules.md: Small-arms marker value"},
        {"tlhy.initiative-ties",
            initiativeHolderModifier
                ? ruleSentence(
                    HEXFIRE_TEXT("RuleText",
                        "A tied initiative roll goes to the side that held the initiative "
                        "last turn (on the first turn, to the side listed first); that "
                        "side adds %1 to its roll."),
                    signedText(initiativeHolderModifier))
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                    "A tied initiative roll goes to the side that held the initiative "
                    "last turn (on the first turn, to the side listed first).")),
            "docs/rules.md: Initiative ties"},
        {"tlhy.coordination",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "A company coordinates on a d10 of %1 or more; on a failure the "
                             "platoon chosen activates first."),
                coordinationTarget),
            "docs/rules.md: Coordination"},
        {"tlhy.platoon-once",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Each platoon activates once a turn; a company rolls Coordination only before any "
                "of "
                "its platoons has activated.")),
            "docs/rules.md: Activations"},
        {"tlhy.one-action",
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "A unit takes one action a turn (a Rally grants one more).")),
            "docs/rules.md: One action a turn"},
        {"tlhy.who-reacts",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A unit may react when it can see an enemy unit that has acted this turn.")),
            "docs/rules.md: Who may react"},
        {"tlhy.time-lapse",
            ruleSentence(HEXFIRE_TEXT(
                "RuleText", "A turn takes a four-sided die plus one minutes (2 to 5).")),
            "docs/rules.md: Time lapse"},
        {"tlhy.clean-up",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "At the end of a turn the acted and activation markers and the mortar impact and "
                "observer markers come off.")),
            "docs/rules.md: End of turn clean-up"},
        {"tlhy.already-disrupted",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A selected unit that is already disrupted suffers no further effect unless the "
                "casualty "
                "condition applies; other disrupted units make no Cohesion Check.")),
            "docs/rules.md: Already disrupted"},
        {"tlhy.tie-break-die",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "When Cohesion, Assault Value and Small Arms Value tie, a die picks the selected "
                "unit.")),
            "docs/rules.md: Tie-break die"},
        {"tlhy.scatter",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "The secondary impact scatters by one d6, its faces counted clockwise "
                             "from the map's north hexside: %1."),
                mapping),
            "docs/rules.md: Scatter die"},
        {"tlhy.hindrance",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                             "Each hindrance on the line of fire adds %1 to the SADRM placed."),
                hindranceModifier),
            "docs/rules.md: Hindrance on small-arms fire"},
        {"tlhy.position-tem",
            assaultersBenefitFromPositions
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                    "In an assault hex the assaulting side benefits from an improved "
                    "or fortified position; natural terrain benefits every unit."))
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                    "In an assault hex the assaulting side does not benefit from an "
                    "improved or fortified position; natural terrain benefits every "
                    "unit.")),
            "docs/rules.md: Positions in an assault hex"},
        {"tlhy.own-hex-check",
            ownHexCheckInAssaultHex ? ruleSentence(HEXFIRE_TEXT("RuleText",
                "A platoon leader calling a mortar on his own assault hex "
                "(13.3.1a) must pass a Cohesion Check first."))
                                    : ruleSentence(HEXFIRE_TEXT("RuleText",
                                        "A platoon leader calling a mortar on his own assault hex "
                                        "(13.3.1a) need not pass a Cohesion Check first.")),
            "docs/rules.md: Own assault hex check"},
        {"tlhy.mortar-los",
            mortarCallerNeedsLos
                ? ruleSentence(HEXFIRE_TEXT("RuleText",
                    "A leader calling a mortar must see the impact hex; a hindered "
                    "line is enough."))
                : ruleSentence(HEXFIRE_TEXT("RuleText",
                    "A leader calling a mortar need not see the impact hex; a hindered "
                    "line is enough.")),
            "docs/rules.md: Mortar caller's line of sight"},
        {"tlhy.los-terrain",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "Woods, jungle, tree-lines and buildings block LOS, hills only when higher than "
                "both "
                "ends; "
                "MDRM markers and smoke hinder; lines along a hexside use the better side.")),
            "docs/rules.md: Line of sight terrain"},
        {"tlhy.exit-check",
            ruleSentence(HEXFIRE_TEXT("RuleText",
                "A unit leaving a secondary impact hex in the Marker Adjustment Step makes a "
                "Cohesion "
                "Check; "
                "on failure it disrupts and stays.")),
            "docs/rules.md: Leaving a secondary impact hex"},
    };
    appendMovementAssumptions(result);
    appendTurnAssumptions(*this, result);
    return result;
}

std::optional<TlhyOptions> TlhyOptions::fromData(
    const DataNode &node, const TlhyOptions &base, Diagnostics &diagnostics)
{
    const std::size_t before = diagnostics.size();
    TlhyDataReader read(diagnostics);
    if (!read.expect(node, DataNode::Type::Object, "TLHY options"))
        return std::nullopt;
    TlhyOptions o = base;
    for (const auto &[key, value] : node.members) {
        if (key == "cohesionCheckModifier") {
            o.cohesionCheckModifier = read.integer(value, -10, 10, key).value_or(0);
        } else if (key == "hindranceModifier") {
            o.hindranceModifier = read.integer(value, -10, 10, key).value_or(-1);
        } else if (key == "ownHexCheckInAssaultHex") {
            o.ownHexCheckInAssaultHex = read.boolean(value, key).value_or(false);
        } else if (key == "mortarCallerNeedsLos") {
            o.mortarCallerNeedsLos = read.boolean(value, key).value_or(true);
        } else if (key == "assaultersBenefitFromPositions") {
            o.assaultersBenefitFromPositions = read.boolean(value, key).value_or(false);
        } else if (key == "night") {
            o.night = read.boolean(value, key).value_or(false);
        } else if (key == "minimumHexes") {
            o.minimumHexes = read.boolean(value, key).value_or(true);
        } else if (key == "recoverClearsDisrupted") {
            o.recoverClearsDisrupted = read.boolean(value, key).value_or(false);
        } else if (key == "assaultPlaceholderTable") {
            o.assaultPlaceholderTable = read.boolean(value, key).value_or(false);
        } else if (key == "scatterDirections") {
            if (!read.expect(value, DataNode::Type::Array, key))
                continue;
            if (value.items.size() != 6) {
                read.error(value,
                    "scatterDirections: expected 6 directions (one per d6 face), got "
                        + std::to_string(value.items.size()));
                continue;
            }
            for (std::size_t i = 0; i < 6; ++i)
                o.scatterDirections[i]
                    = read.integer(value.items[i], 0, 5, "scatter direction").value_or(0);
        } else if (key == "initiativeHolderModifier") {
            o.initiativeHolderModifier = read.integer(value, -5, 5, key).value_or(0);
        } else if (key == "coordinationTarget") {
            o.coordinationTarget = read.integer(value, 1, 11, key).value_or(8);
        } else if (key == "minutesPerTurn") {
            o.minutesPerTurn = read.integer(value, 1, 60, key);
        } else if (key == "extraFirerModifier") {
            o.extraFirerModifier = read.integer(value, -5, 5, key).value_or(1);
        } else if (key == "tables") {
            if (auto t = TlhyTables::fromData(value, diagnostics))
                o.tables = std::move(*t);
        } else {
            read.error(value,
                "unknown TLHY option \"" + key
                    + "\"; expected cohesionCheckModifier, scatterDirections, "
                      "hindranceModifier, ownHexCheckInAssaultHex, mortarCallerNeedsLos, "
                      "assaultersBenefitFromPositions, initiativeHolderModifier, "
                      "coordinationTarget, minutesPerTurn, extraFirerModifier, night, "
                      "minimumHexes, recoverClearsDisrupted, assaultPlaceholderTable or tables");
        }
    }
    if (diagnostics.size() != before)
        return std::nullopt;
    return o;
}

} // namespace hexfire
