#pragma once

#include "core/dice/dieroll.h"
#include "core/hex/hex.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

/**
 * Something the map shows for an evaluation or a resolution, placed by the rule system because
 * only it knows where a die's result lands: a die chip on the hex it was rolled for (with an arrow
 * when the die moved something, such as a round scattering from its aiming point), or a short note
 * on a hex (the face of the scatter die that would send the round there). The window draws cues; it
 * never works out where a roll belongs.
 */
struct MapCue {
    enum class Kind { Die, HexNote };
    Kind kind = Kind::Die;
    Hex hex; /**< where the result applies, or where the note is written */
    std::optional<Hex> from; /**< a die that moved something: where it moved from */
    int sides = 0; /**< Die: the die's size */
    int face = 0; /**< Die: the face read */
    std::string text; /**< HexNote: the note itself, a few characters ("1", "4-5") */
    std::string tip; /**< a sentence for the tooltip: what the die or the note means */
    friend bool operator==(const MapCue &, const MapCue &) = default;
};

/** A die's result shown on hex (moved there from `from`, when given). */
inline MapCue dieCue(Hex hex, const DieRoll &roll, std::optional<Hex> from = std::nullopt)
{
    MapCue c;
    c.kind = MapCue::Kind::Die;
    c.hex = hex;
    c.from = from;
    c.sides = roll.sides;
    c.face = roll.face;
    c.tip = roll.purpose;
    return c;
}

/** A die's result shown on hex, from the face read and why it was rolled. */
inline MapCue dieCue(
    Hex hex, int sides, int face, std::string tip, std::optional<Hex> from = std::nullopt)
{
    return dieCue(hex, DieRoll {sides, face, std::move(tip)}, from);
}

/** A short note on a hex with its sentence. */
inline MapCue hexNote(Hex hex, std::string text, std::string tip)
{
    MapCue c;
    c.kind = MapCue::Kind::HexNote;
    c.hex = hex;
    c.text = std::move(text);
    c.tip = std::move(tip);
    return c;
}

} // namespace hexfire
