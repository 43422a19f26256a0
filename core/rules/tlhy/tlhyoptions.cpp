#include "core/rules/tlhy/tlhyoptions.h"

#include "core/rules/tlhy/tlhydatareader.h"

#include <cstdlib>
#include <string>

namespace hexfire {

std::string scatterDirectionName(int direction)
{
    static const char *const names[]
        = {"north", "north-east", "south-east", "south", "south-west", "north-west"};
    return names[((direction % 6) + 6) % 6];
}

namespace {

/** The assumptions of recovery and assault resolution (REFERENCE 1.8.5, 1.8.6). */
void appendTurnAssumptions(const TlhyOptions &o, std::vector<Assumption> &out)
{
    out.push_back({"tlhy.recovery-steps",
        o.recoverClearsDisrupted
            ? std::string("A Disrupted unit that recovers is no longer disrupted (option "
                          "recoverClearsDisrupted).")
            : std::string("A Disrupted unit that recovers becomes Regrouping (two steps); only a "
                          "Rally clears Disrupted outright."),
        "docs/rules.md: Recovery in two steps"});
    out.push_back({"tlhy.leader-assist",
        "An undisrupted leader of the unit's platoon stacked with it gives -1; that he helps only "
        "one Disrupted unit or one Regrouping hex a turn is the players' to keep to.",
        "docs/rules.md: Assisting leader"});
    out.push_back({"tlhy.regrouping-hex",
        "A Regrouping unit's roll is its hex's: a Rally clears Regrouping from every regrouping "
        "unit of its side there.",
        "docs/rules.md: Regrouping hex"});
    out.push_back({"tlhy.heroic",
        "A natural 10 makes a squad, section or weapon team Heroic whatever the modified roll, "
        "when an enemy unit is within 5 hexes; it is then no longer disrupted or regrouping.",
        "docs/rules.md: Becoming heroic"});
    out.push_back({"tlhy.assault-result",
        o.assaultPlaceholderTable
            ? std::string("The assault results table was not found: a placeholder that is not "
                          "the published table decides (d10 + best Assault Value each side, the "
                          "net DRM to the attacker's roll).")
            : std::string("The assault results table was not found: HexFire lists the units and "
                          "the net DRM, and the players pick the result."),
        "docs/rules.md: Assault result"});
    out.push_back({"tlhy.assault-drm",
        "Assault DRMs count for the attacker: a negative net DRM favours the defender; which "
        "terrain is an urban or rural building, a wall or up hill follows the map.",
        "docs/rules.md: Assault modifiers"});
    out.push_back({"tlhy.retreat",
        "HexFire picks each retreat hex: 2 hexes from the assault hex, away from enemy units, "
        "never enemy-held or an impact hex; a side with none is eliminated.",
        "docs/rules.md: Retreat hex"});
}

} // namespace

std::vector<Assumption> TlhyOptions::assumptions() const
{
    std::string mapping;
    for (std::size_t f = 0; f < scatterDirections.size(); ++f) {
        mapping += (f ? ", " : "") + std::to_string(f + 1) + " "
            + scatterDirectionName(scatterDirections[f]);
    }
    std::vector<Assumption> result {
        {"tlhy.cohesion-check",
            "A Cohesion Check rolls one d10 and fails (the unit disrupts) when the roll is greater "
            "than "
            "Cohesion"
                + (cohesionCheckModifier
                        ? " " + std::string(cohesionCheckModifier > 0 ? "+ " : "- ")
                            + std::to_string(std::abs(cohesionCheckModifier))
                        : std::string())
                + ".",
            "docs/rules.md: Cohesion Check"},
        {"tlhy.sadrm-entered",
            "The SADRM value of a small-arms attack is entered by the player, not computed.",
            "docs/rules.md: Small-arms marker value"},
        {"tlhy.already-disrupted",
            "A selected unit that is already disrupted suffers no further effect unless the "
            "casualty "
            "condition applies; other disrupted units make no Cohesion Check.",
            "docs/rules.md: Already disrupted"},
        {"tlhy.tie-break-die",
            "When Cohesion, Assault Value and Small Arms Value tie, a die picks the selected unit.",
            "docs/rules.md: Tie-break die"},
        {"tlhy.scatter",
            "The secondary impact scatters by one d6, its faces counted clockwise from the map's "
            "north hexside: "
                + mapping + ".",
            "docs/rules.md: Scatter die"},
        {"tlhy.hindrance",
            "Each hindrance on the line of fire adds " + std::to_string(hindranceModifier)
                + " to the SADRM placed.",
            "docs/rules.md: Hindrance on small-arms fire"},
        {"tlhy.position-tem",
            std::string("In an assault hex the assaulting side ")
                + (assaultersBenefitFromPositions ? "benefits" : "does not benefit")
                + " from an improved or fortified position; natural terrain benefits every unit.",
            "docs/rules.md: Positions in an assault hex"},
        {"tlhy.own-hex-check",
            std::string("A platoon leader calling a mortar on his own assault hex (13.3.1a) ")
                + (ownHexCheckInAssaultHex ? "must" : "need not") + " pass a Cohesion Check first.",
            "docs/rules.md: Own assault hex check"},
        {"tlhy.mortar-los",
            std::string("A leader calling a mortar ")
                + (mortarCallerNeedsLos ? "must see" : "need not see")
                + " the impact hex; a hindered line is enough.",
            "docs/rules.md: Mortar caller's line of sight"},
        {"tlhy.los-terrain",
            "Woods, jungle, tree-lines and buildings block LOS, hills only when higher than both "
            "ends; "
            "MDRM markers and smoke hinder; lines along a hexside use the better side.",
            "docs/rules.md: Line of sight terrain"},
        {"tlhy.exit-check",
            "A unit leaving a secondary impact hex in the Marker Adjustment Step makes a Cohesion "
            "Check; "
            "on failure it disrupts and stays.",
            "docs/rules.md: Leaving a secondary impact hex"},
    };
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
        } else if (key == "tables") {
            if (auto t = TlhyTables::fromData(value, diagnostics))
                o.tables = std::move(*t);
        } else {
            read.error(value,
                "unknown TLHY option \"" + key
                    + "\"; expected cohesionCheckModifier, scatterDirections, "
                      "hindranceModifier, ownHexCheckInAssaultHex, mortarCallerNeedsLos, "
                      "assaultersBenefitFromPositions, recoverClearsDisrupted, "
                      "assaultPlaceholderTable or tables");
        }
    }
    if (diagnostics.size() != before)
        return std::nullopt;
    return o;
}

} // namespace hexfire
