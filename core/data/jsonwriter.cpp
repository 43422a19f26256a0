#include "core/data/jsonwriter.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace hexfire {

std::string JsonWriter::quote(const std::string &s)
{
    std::string out = "\"";
    for (char c : s) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out += "\\u00";
                out += hex[(c >> 4) & 15];
                out += hex[c & 15];
            } else {
                out += c;
            }
        }
    }
    return out + "\"";
}

std::string JsonWriter::number(const DataNode &n)
{
    if (n.isInteger)
        return std::to_string(n.integer);
    if (!std::isfinite(n.number))
        return "null"; // JSON has no infinity; writers never produce one from valid data
    char buffer[64];
    const auto r = std::to_chars(buffer, buffer + sizeof buffer, n.number);
    std::string text(buffer, r.ptr);
    // A number that was not written as an integer stays one that is not: "2" or "-0" would read
    // back as the integer 2 or 0, so write-read-write would not be stable.
    if (text.find_first_of(".eE") == std::string::npos)
        text += ".0";
    return text;
}

std::string JsonWriter::inlineForm(const DataNode &node, std::size_t budget)
{
    std::string out;
    switch (node.type) {
    case DataNode::Type::Null:
        return "null";
    case DataNode::Type::Bool:
        return node.boolean ? "true" : "false";
    case DataNode::Type::Number:
        return number(node);
    case DataNode::Type::String:
        return quote(node.string);
    case DataNode::Type::Array:
        if (node.items.empty())
            return "[]";
        out = "[";
        for (std::size_t i = 0; i < node.items.size(); ++i) {
            const DataNode &item = node.items[i];
            if (item.isArray() || item.isObject())
                return {};
            out += (i ? ", " : "") + inlineForm(item, budget);
            if (out.size() > budget)
                return {};
        }
        return out + "]";
    case DataNode::Type::Object:
        if (node.members.empty())
            return "{}";
        out = "{ ";
        for (std::size_t i = 0; i < node.members.size(); ++i) {
            const auto &[key, value] = node.members[i];
            if (value.isArray() || value.isObject())
                return {};
            out += (i ? ", " : "") + quote(key) + ": " + inlineForm(value, budget);
            if (out.size() > budget)
                return {};
        }
        return out + " }";
    }
    return out;
}

void JsonWriter::write(const DataNode &node, int indent, int column, std::string &out) const
{
    const std::size_t budget = static_cast<std::size_t>(std::max(20, m_lineWidth - column));
    const std::string one = inlineForm(node, budget);
    if (!one.empty() && one.size() <= budget) {
        out += one;
        return;
    }
    const std::string pad(static_cast<std::size_t>(indent + 2), ' ');
    if (node.isArray()) {
        out += "[\n";
        for (std::size_t i = 0; i < node.items.size(); ++i) {
            out += pad;
            write(node.items[i], indent + 2, indent + 2, out);
            out += i + 1 < node.items.size() ? ",\n" : "\n";
        }
        out += std::string(static_cast<std::size_t>(indent), ' ') + "]";
        return;
    }
    if (node.isObject()) {
        out += "{\n";
        for (std::size_t i = 0; i < node.members.size(); ++i) {
            const auto &[key, value] = node.members[i];
            const std::string head = quote(key) + ": ";
            out += pad + head;
            write(value, indent + 2, indent + 2 + static_cast<int>(head.size()), out);
            out += i + 1 < node.members.size() ? ",\n" : "\n";
        }
        out += std::string(static_cast<std::size_t>(indent), ' ') + "}";
        return;
    }
    out += one; // a scalar longer than the line: it cannot be split
}

std::string JsonWriter::write(const DataNode &root) const
{
    std::string out;
    write(root, 0, 0, out);
    return out + "\n";
}

} // namespace hexfire
