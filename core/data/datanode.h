#pragma once

#include "core/data/diagnostics.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hexfire {

/**
 * A parsed JSON value that remembers where it came from (file, line, column) and its path from
 * the document root ("$.map.terrain[3]"), so every later check can point at the exact spot. Core
 * code reads user data (scenarios, ruleset tables and options) through this tree; the parser is
 * core/data/jsonparser.h. Object members keep their file order.
 */
struct DataNode {
    enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };

    Type type = Type::Null;
    SourceLocation where;
    SourceLocation keyWhere; /**< object members: where the member's name starts */
    std::string path = "$";
    bool boolean = false;
    double number = 0.0;
    bool isInteger = false; /**< a number written without fraction or exponent that fits int64 */
    std::int64_t integer = 0;
    std::string string;
    std::vector<DataNode> items; /**< Array */
    std::vector<std::pair<std::string, DataNode>> members; /**< Object, in file order */

    const DataNode *find(std::string_view key) const
    {
        for (const auto &[k, v] : members) {
            if (k == key)
                return &v;
        }
        return nullptr;
    }
    bool isObject() const { return type == Type::Object; }
    bool isArray() const { return type == Type::Array; }
    bool isString() const { return type == Type::String; }

    // Builders, for writers that assemble a tree to serialise (positions stay unset).
    static DataNode object() { return withType(Type::Object); }
    static DataNode array() { return withType(Type::Array); }
    static DataNode null() { return withType(Type::Null); }
    static DataNode of(std::string s)
    {
        DataNode n = withType(Type::String);
        n.string = std::move(s);
        return n;
    }
    static DataNode of(const char *s) { return of(std::string(s)); }
    static DataNode of(bool b)
    {
        DataNode n = withType(Type::Bool);
        n.boolean = b;
        return n;
    }
    static DataNode of(std::int64_t i)
    {
        DataNode n = withType(Type::Number);
        n.isInteger = true;
        n.integer = i;
        n.number = static_cast<double>(i);
        return n;
    }
    static DataNode of(int i) { return of(static_cast<std::int64_t>(i)); }
    static DataNode of(double d)
    {
        DataNode n = withType(Type::Number);
        n.number = d;
        return n;
    }
    /** Appends an object member (keys keep insertion order) and returns *this for chaining. */
    DataNode &set(std::string key, DataNode value)
    {
        members.emplace_back(std::move(key), std::move(value));
        return *this;
    }
    /** Appends an array item and returns *this for chaining. */
    DataNode &push(DataNode value)
    {
        items.push_back(std::move(value));
        return *this;
    }

private:
    static DataNode withType(Type t)
    {
        DataNode n;
        n.type = t;
        return n;
    }
};

/** "object", "array", "string", "number", "true/false", "null": for "expected X, got Y" messages.
 */
inline std::string_view typeName(DataNode::Type t)
{
    switch (t) {
    case DataNode::Type::Null:
        return "null";
    case DataNode::Type::Bool:
        return "true/false";
    case DataNode::Type::Number:
        return "a number";
    case DataNode::Type::String:
        return "a string";
    case DataNode::Type::Array:
        return "an array";
    case DataNode::Type::Object:
        return "an object";
    }
    return "?";
}

} // namespace hexfire
