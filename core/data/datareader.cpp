#include "core/data/datareader.h"

#include "core/data/jsonparser.h"

#include <algorithm>

namespace hexfire {

void report(Diagnostics &diagnostics, const DataNode &node, std::string message)
{
    diagnostics.add(node.where, node.path, std::move(message));
}

static int editDistance(std::string_view a, std::string_view b)
{
    std::vector<int> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = static_cast<int>(j);
    for (std::size_t i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = static_cast<int>(i);
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const int up = row[j];
            row[j]
                = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[b.size()];
}

std::optional<std::string> closestMatch(
    std::string_view word, const std::vector<std::string_view> &candidates)
{
    std::optional<std::string> best;
    int bestDistance = 3;
    for (std::string_view c : candidates) {
        const int d = editDistance(word, c);
        if (d < bestDistance) {
            bestDistance = d;
            best = std::string(c);
        }
    }
    return best;
}

std::string listChoices(const std::vector<std::string_view> &choices)
{
    std::string s;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        if (i > 0)
            s += i + 1 == choices.size() ? " or " : ", ";
        s += "\"" + std::string(choices[i]) + "\"";
    }
    return s;
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
        std::string message = "unknown field \"" + key + "\" in " + m_what;
        if (const auto hint = closestMatch(key, known))
            message += " (did you mean \"" + *hint + "\"?)";
        std::vector<std::string_view> sorted = known;
        std::sort(sorted.begin(), sorted.end());
        message += ": expected one of " + listChoices(sorted);
        // Point at the member, not its value: that is where the misspelt name is.
        m_diagnostics.add(
            value.keyWhere.line > 0 ? value.keyWhere : value.where, value.path, std::move(message));
    }
}

void ObjectReader::missing(std::string_view key) const
{
    m_diagnostics.add(m_node.where, memberPath(m_node.path, key),
        "missing field \"" + std::string(key) + "\" in " + m_what);
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
    const std::string &s = n->string;
    if (s.empty() || s.front() == ' ' || s.back() == ' ' || s.size() > 200) {
        report(m_diagnostics, *n, "expected an id: 1 to 200 characters without surrounding spaces");
        return std::nullopt;
    }
    return s;
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
        std::string message = "unknown value \"" + n->string + "\"";
        if (const auto hint = closestMatch(n->string, choices))
            message += " (did you mean \"" + *hint + "\"?)";
        report(m_diagnostics, *n, message + ": expected " + listChoices(choices));
        return std::nullopt;
    }
    return n->string;
}

} // namespace hexfire
