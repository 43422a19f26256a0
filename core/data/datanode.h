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
};

/** "object", "array", "string", "number", "true/false", "null": for "expected X, got Y" messages. */
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
