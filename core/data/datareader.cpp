#include "core/data/datareader.h"

#include "core/data/jsonparser.h"

#include <algorithm>
#include <cstdlib>

namespace hexfire {

void report(Diagnostics &diagnostics, const DataNode &node, std::string message)
{
    diagnostics.add(node.where, node.path, std::move(message));
}

namespace {

/** Words longer than this get no "did you mean": no id is that long, and the work stays bounded. */
constexpr std::size_t maxHintLength = 64;
/** The hints: a name within two edits of the word. */
constexpr int maxHintDistance = 2;

/**
 * The edit distance of a and b if it is at most `limit`, else limit + 1. Only the diagonal band of
 * width 2 * limit + 1 is computed, so the work is O(length * limit), not O(length^2).
 */
int boundedEditDistance(std::string_view a, std::string_view b, int limit)
{
    const auto la = static_cast<int>(a.size());
    const auto lb = static_cast<int>(b.size());
    const int far = limit + 1;
    if (std::abs(la - lb) > limit)
        return far;
    std::vector<int> row(static_cast<std::size_t>(lb) + 1, far);
    for (int j = 0; j <= std::min(lb, limit); ++j)
        row[static_cast<std::size_t>(j)] = j;
    for (int i = 1; i <= la; ++i) {
        const int from = std::max(1, i - limit);
        const int to = std::min(lb, i + limit);
        // row[from - 1] holds the previous row's value: the diagonal of the first cell.
        int diagonal = row[static_cast<std::size_t>(from - 1)];
        row[static_cast<std::size_t>(from - 1)] = from == 1 ? std::min(i, far) : far;
        int best = row[static_cast<std::size_t>(from - 1)];
        for (int j = from; j <= to; ++j) {
            const auto uj = static_cast<std::size_t>(j);
            const int up = row[uj];
            const int cost = a[static_cast<std::size_t>(i - 1)] == b[uj - 1] ? 0 : 1;
            row[uj] = std::min({up + 1, row[uj - 1] + 1, diagonal + cost, far});
            diagonal = up;
            best = std::min(best, row[uj]);
        }
        if (best >= far)
            return far; // every alignment through this row is already too far
    }
    return row[static_cast<std::size_t>(lb)];
}

} // namespace

std::optional<std::string> closestMatch(
    std::string_view word, const std::vector<std::string_view> &candidates)
{
    if (word.size() > maxHintLength)
        return std::nullopt;
    std::optional<std::string> best;
    int bestDistance = maxHintDistance + 1;
    for (std::string_view c : candidates) {
        if (c.size() > maxHintLength)
            continue;
        const int d = boundedEditDistance(word, c, bestDistance - 1);
        if (d < bestDistance) {
            bestDistance = d;
            best = std::string(c);
        }
    }
    return best;
}

std::string unknownNameHint(std::string_view word, const std::vector<std::string_view> &known)
{
    if (const auto hint = closestMatch(word, known))
        return " (did you mean " + quoted(*hint) + "?)";
    return {};
}

std::string someChoices(const std::vector<std::string_view> &choices, std::size_t shown)
{
    if (choices.size() <= shown)
        return listChoices(choices);
    std::string s;
    for (std::size_t i = 0; i < shown; ++i)
        s += (i > 0 ? ", " : "") + quoted(choices[i]);
    return s + " or " + std::to_string(choices.size() - shown) + " more";
}

std::string listChoices(const std::vector<std::string_view> &choices)
{
    std::string s;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (i > 0)
            s += i + 1 == choices.size() ? " or " : ", ";
        s += quoted(choices[i]);
    }
    return s;
}

bool checkId(const DataNode &node, Diagnostics &diagnostics)
{
    const std::string &s = node.string;
    if (s.empty() || s.front() == ' ' || s.back() == ' ' || s.size() > maxIdBytes) {
        report(diagnostics, node,
            "expected an id: 1 to " + std::to_string(maxIdBytes)
                + " characters without surrounding spaces, got " + quoted(s));
        return false;
    }
    // A newline or an escape sequence in an id would reach every message and label that names it.
    const auto control = std::find_if(s.begin(), s.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u < 0x20 || u == 0x7f;
    });
    if (control != s.end()) {
        report(diagnostics, node,
            "id " + quoted(s) + " contains a control character ("
                + shownText(std::string_view(&*control, 1))
                + "): expected letters, digits, spaces and punctuation only");
        return false;
    }
    return true;
}

bool expectType(
    const DataNode &node, DataNode::Type type, Diagnostics &diagnostics, std::string_view what)
{
    if (node.type == type)
        return true;
    report(diagnostics, node,
        "expected " + std::string(what) + ", got " + std::string(typeName(node.type)));
    return false;
}

std::optional<std::int64_t> readInteger(const DataNode &node, std::int64_t min, std::int64_t max,
    Diagnostics &diagnostics, std::string_view what)
{
    const std::string range = std::to_string(min) + ".." + std::to_string(max);
    if (node.type != DataNode::Type::Number || !node.isInteger) {
        const std::string got = node.type == DataNode::Type::Number
            ? "a fractional or huge number"
            : std::string(typeName(node.type));
        report(diagnostics, node,
            "expected " + std::string(what) + " (a whole number " + range + "), got " + got);
        return std::nullopt;
    }
    if (node.integer < min || node.integer > max) {
        report(diagnostics, node,
            "expected " + std::string(what) + " in " + range + ", got "
                + std::to_string(node.integer));
        return std::nullopt;
    }
    return node.integer;
}

ObjectReader::ObjectReader(const DataNode &node, Diagnostics &diagnostics,
    std::vector<std::string_view> known, std::string_view what)
    : m_node(node)
    , m_diagnostics(diagnostics)
    , m_what(what)
{
    if (!expectType(node, DataNode::Type::Object, diagnostics, m_what + " (an object)"))
        return;
    for (const auto &[key, value] : node.members) {
        if (std::find(known.begin(), known.end(), key) != known.end())
            continue;
        // A hint, or a few of the names: listing all of them for every stray member made the
        // messages larger than the file.
        std::string message = "unknown field " + quoted(key) + " in " + m_what;
        if (const std::string hint = unknownNameHint(key, known); !hint.empty()) {
            message += hint;
        } else {
            std::vector<std::string_view> sorted = known;
            std::sort(sorted.begin(), sorted.end());
            message += ": expected " + std::string(sorted.size() > 1 ? "one of " : "")
                + someChoices(sorted, maxListedFields);
        }
        // Point at the member, not its value: that is where the misspelt name is.
        m_diagnostics.add(value.nameWhere(), value.path, std::move(message));
    }
}

void ObjectReader::missing(std::string_view key) const
{
    m_diagnostics.add(
        m_node.where, m_node.path.member(key), "missing field " + quoted(key) + " in " + m_what);
}

const DataNode *ObjectReader::get(std::string_view key, bool required) const
{
    if (!m_node.isObject())
        return nullptr;
    const DataNode *n = m_node.find(key);
    if (!n && required)
        missing(key);
    return n;
}

std::optional<std::string> ObjectReader::string(std::string_view key, bool required) const
{
    const DataNode *n = get(key, required);
    if (!n || !expectType(*n, DataNode::Type::String, m_diagnostics, "a string"))
        return std::nullopt;
    return n->string;
}

std::optional<std::string> ObjectReader::id(std::string_view key, bool required) const
{
    const DataNode *n = get(key, required);
    if (!n || !expectType(*n, DataNode::Type::String, m_diagnostics, "an id (a string)"))
        return std::nullopt;
    if (!checkId(*n, m_diagnostics))
        return std::nullopt;
    return n->string;
}

std::optional<std::int64_t> ObjectReader::integer(
    std::string_view key, std::int64_t min, std::int64_t max, bool required) const
{
    const DataNode *n = get(key, required);
    if (!n)
        return std::nullopt;
    return readInteger(*n, min, max, m_diagnostics, "\"" + std::string(key) + "\"");
}

std::optional<bool> ObjectReader::boolean(std::string_view key, bool required) const
{
    const DataNode *n = get(key, required);
    if (!n || !expectType(*n, DataNode::Type::Bool, m_diagnostics, "true or false"))
        return std::nullopt;
    return n->boolean;
}

const DataNode *ObjectReader::array(std::string_view key, bool required) const
{
    const DataNode *n = get(key, required);
    if (!n || !expectType(*n, DataNode::Type::Array, m_diagnostics, "an array"))
        return nullptr;
    return n;
}

const DataNode *ObjectReader::object(std::string_view key, bool required) const
{
    const DataNode *n = get(key, required);
    if (!n || !expectType(*n, DataNode::Type::Object, m_diagnostics, "an object"))
        return nullptr;
    return n;
}

std::optional<std::string> ObjectReader::choice(
    std::string_view key, const std::vector<std::string_view> &choices, bool required) const
{
    const DataNode *n = get(key, required);
    if (!n
        || !expectType(*n, DataNode::Type::String, m_diagnostics, "one of " + listChoices(choices)))
        return std::nullopt;
    if (std::find(choices.begin(), choices.end(), n->string) == choices.end()) {
        report(m_diagnostics, *n,
            "unknown value " + quoted(n->string) + unknownNameHint(n->string, choices)
                + ": expected " + listChoices(choices));
        return std::nullopt;
    }
    return n->string;
}

} // namespace hexfire
