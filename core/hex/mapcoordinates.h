#pragma once

#include "core/hex/hex.h"

#include <optional>
#include <string>
#include <string_view>

namespace hexfire {

/** Flat-top hexes stand in columns; pointy-top hexes lie in rows. */
enum class Orientation : std::uint8_t { FlatTop, PointyTop };

/**
 * Which half of the staggered lines is shifted: for flat-top maps the columns with an odd
 * (or even) 0-based index are shifted down half a hex; for pointy-top maps the rows are shifted
 * right.
 */
enum class OffsetParity : std::uint8_t { Odd, Even };

/** How a map prints its hex ids. */
enum class LabelScheme : std::uint8_t {
    LetterNumber, /**< "H9": column letters (A = column 0, then AA, BB, ...), 1-based row number */
    FourDigit, /**< "0412": 2-digit 1-based column then 2-digit 1-based row (3+3 past 99) */
};

/** A 0-based (column, row) cell of a rectangular map. */
struct OffsetCoord {
    int col = 0;
    int row = 0;
    friend constexpr bool operator==(OffsetCoord, OffsetCoord) = default;
};

/**
 * The one place where a map's printed labels and its offset cells meet axial hexes. Every
 * conversion between "H9", cell (7, 8) and Hex(7, 5) goes through here, with the map's own
 * orientation, parity and label scheme.
 */
class MapCoordinates final {
public:
    MapCoordinates() = default;
    MapCoordinates(
        int width, int height, Orientation orientation, OffsetParity parity, LabelScheme scheme);

    int width() const { return m_width; }
    int height() const { return m_height; }
    Orientation orientation() const { return m_orientation; }
    OffsetParity parity() const { return m_parity; }
    LabelScheme scheme() const { return m_scheme; }

    Hex toHex(OffsetCoord c) const;
    OffsetCoord toOffset(Hex h) const;

    bool contains(Hex h) const;
    bool contains(OffsetCoord c) const;
    /** Row-major cell index of an on-map hex; throws hexfire::Error for a hex off the map. */
    int cellIndex(Hex h) const;
    /** Row-major cell index of h, or -1 for a hex off the map (no exception: hot loops). */
    int tryCellIndex(Hex h) const
    {
        const OffsetCoord c = toOffset(h);
        return contains(c) ? c.row * m_width + c.col : -1;
    }
    Hex hexAt(int cellIndex) const;

    /** The printed label of a hex; hexes off the map are labelled too (e.g. for error messages). */
    std::string label(Hex h) const;
    /** Parses a label in this map's scheme; nullopt when malformed. Does not check the bounds. */
    std::optional<Hex> tryParse(std::string_view label) const;
    /** Parses a label and requires it to be on the map; throws hexfire::Error saying why not. */
    Hex parse(std::string_view label) const;

    /** Same size, orientation, parity and label scheme (MapGrid's == relies on it). */
    friend bool operator==(const MapCoordinates &, const MapCoordinates &) = default;

private:
    int m_width = 0;
    int m_height = 0;
    Orientation m_orientation = Orientation::FlatTop;
    OffsetParity m_parity = OffsetParity::Odd;
    LabelScheme m_scheme = LabelScheme::LetterNumber;
};

/** "A".."Z", "AA".."ZZ", "AAA"...: the letter repeated once per pass through the alphabet. */
std::string columnLetters(int col);
std::optional<int> parseColumnLetters(std::string_view letters);

std::string toString(Orientation o);
std::string toString(OffsetParity p);
std::string toString(LabelScheme s);

} // namespace hexfire
