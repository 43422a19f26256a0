#include "core/hex/mapcoordinates.h"

#include "core/error.h"

#include <algorithm>
#include <charconv>

namespace hexfire {

MapCoordinates::MapCoordinates(
    int width, int height, Orientation orientation, OffsetParity parity, LabelScheme scheme)
    : m_width(width)
    , m_height(height)
    , m_orientation(orientation)
    , m_parity(parity)
    , m_scheme(scheme)
{
    if (width <= 0 || height <= 0)
        throw Error("map size must be positive, got " + std::to_string(width) + "x"
            + std::to_string(height));
}

// Offset <-> axial, after the usual odd-q/even-q/odd-r/even-r formulas. The shifted half of the
// lines is the odd (or even) 0-based column for flat-top maps, row for pointy-top maps.
Hex MapCoordinates::toHex(OffsetCoord c) const
{
    const int shift = m_parity == OffsetParity::Odd ? -1 : 1;
    if (m_orientation == Orientation::FlatTop) {
        const int q = c.col;
        const int r = c.row - (c.col + shift * (c.col & 1)) / 2;
        return {q, r};
    }
    const int r = c.row;
    const int q = c.col - (c.row + shift * (c.row & 1)) / 2;
    return {q, r};
}

OffsetCoord MapCoordinates::toOffset(Hex h) const
{
    const int shift = m_parity == OffsetParity::Odd ? -1 : 1;
    if (m_orientation == Orientation::FlatTop)
        return {h.q(), h.r() + (h.q() + shift * (h.q() & 1)) / 2};
    return {h.q() + (h.r() + shift * (h.r() & 1)) / 2, h.r()};
}

bool MapCoordinates::contains(OffsetCoord c) const
{
    return c.col >= 0 && c.row >= 0 && c.col < m_width && c.row < m_height;
}

bool MapCoordinates::contains(Hex h) const { return contains(toOffset(h)); }

int MapCoordinates::cellIndex(Hex h) const
{
    const OffsetCoord c = toOffset(h);
    if (!contains(c))
        throw Error("hex " + label(h) + " is off the " + std::to_string(m_width) + "x"
            + std::to_string(m_height) + " map");
    return c.row * m_width + c.col;
}

Hex MapCoordinates::hexAt(int cellIndex) const
{
    if (cellIndex < 0 || cellIndex >= m_width * m_height)
        throw Error("cell index " + std::to_string(cellIndex) + " is off the map");
    return toHex({cellIndex % m_width, cellIndex / m_width});
}

std::string columnLetters(int col)
{
    if (col < 0)
        return "-" + std::to_string(-col);
    const char letter = static_cast<char>('A' + col % 26);
    return std::string(static_cast<std::size_t>(col / 26 + 1), letter);
}

std::optional<int> parseColumnLetters(std::string_view letters)
{
    if (letters.empty())
        return std::nullopt;
    const char first = letters.front();
    for (char c : letters) {
        if (c != first || c < 'A' || c > 'Z')
            return std::nullopt;
    }
    return static_cast<int>(letters.size() - 1) * 26 + (first - 'A');
}

static int digitWidth(int n)
{
    int w = 1;
    for (; n >= 10; n /= 10)
        ++w;
    return w;
}

static std::string padded(int n, int width)
{
    std::string s = std::to_string(n);
    if (n >= 0 && static_cast<int>(s.size()) < width)
        s.insert(0, static_cast<std::size_t>(width) - s.size(), '0');
    return s;
}

static std::optional<int> parseInt(std::string_view s)
{
    if (s.empty())
        return std::nullopt;
    int value = 0;
    const auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || ptr != s.data() + s.size())
        return std::nullopt;
    return value;
}

std::string MapCoordinates::label(Hex h) const
{
    const OffsetCoord c = toOffset(h);
    if (m_scheme == LabelScheme::LetterNumber)
        return columnLetters(c.col) + std::to_string(c.row + 1);
    const int width = std::max(2, std::max(digitWidth(m_width), digitWidth(m_height)));
    if (c.col < 0 || c.row < 0)
        return "(" + std::to_string(c.col + 1) + "," + std::to_string(c.row + 1) + ")";
    return padded(c.col + 1, width) + padded(c.row + 1, width);
}

std::optional<Hex> MapCoordinates::tryParse(std::string_view text) const
{
    if (m_scheme == LabelScheme::LetterNumber) {
        std::size_t split = 0;
        while (split < text.size() && text[split] >= 'A' && text[split] <= 'Z')
            ++split;
        const auto col = parseColumnLetters(text.substr(0, split));
        const auto row = parseInt(text.substr(split));
        if (!col || !row || *row < 1 || text.substr(split).front() == '+')
            return std::nullopt;
        return toHex({*col, *row - 1});
    }
    const int width = std::max(2, std::max(digitWidth(m_width), digitWidth(m_height)));
    if (text.size() != static_cast<std::size_t>(2 * width))
        return std::nullopt;
    for (char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
    }
    const auto col = parseInt(text.substr(0, static_cast<std::size_t>(width)));
    const auto row = parseInt(text.substr(static_cast<std::size_t>(width)));
    if (!col || !row || *col < 1 || *row < 1)
        return std::nullopt;
    return toHex({*col - 1, *row - 1});
}

Hex MapCoordinates::parse(std::string_view text) const
{
    const auto h = tryParse(text);
    if (!h) {
        const std::string expected = m_scheme == LabelScheme::LetterNumber
            ? "column letters and a row number, like \"H9\""
            : "a "
                + std::to_string(
                    2 * std::max(2, std::max(digitWidth(m_width), digitWidth(m_height))))
                + "-digit column-row label, like \"0412\"";
        throw Error("malformed hex label \"" + std::string(text) + "\": expected " + expected);
    }
    if (!contains(*h))
        throw Error("hex " + std::string(text) + " is off the " + std::to_string(m_width) + "x"
            + std::to_string(m_height) + " map");
    return *h;
}

std::string toString(Orientation o)
{
    return o == Orientation::FlatTop ? "flat-top" : "pointy-top";
}
std::string toString(OffsetParity p) { return p == OffsetParity::Odd ? "odd" : "even"; }
std::string toString(LabelScheme s)
{
    return s == LabelScheme::LetterNumber ? "letter-number" : "four-digit";
}

} // namespace hexfire
