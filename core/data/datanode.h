#pragma once

#include "core/data/datapath.h"
#include "core/data/diagnostics.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace hexfire {

struct DataMember;

/**
 * A parsed JSON value that remembers where it came from (file, line, column) and its path from
 * the document root ("$.map.terrain[3]", see DataPath), so every later check can point at the
 * exact spot. Core
 * code reads user data (scenarios, ruleset tables and options) through this tree; the parser is
 * core/data/jsonparser.h. Object members keep their file order.
 */
struct DataNode {
    enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };

    // The small fields first, side by side: a document may hold 200 000 nodes.
    Type type = Type::Null;
    bool boolean = false;
    bool isInteger = false; /**< a number written without fraction or exponent that fits int64 */
    /** Object members: where the member's name starts (see nameWhere()); 0 when unknown. */
    int keyLine = 0;
    int keyColumn = 0;
    SourceLocation where;
    DataPath path; /**< made into text only for a message: see DataPath */
    double number = 0.0;
    std::int64_t integer = 0;
    std::string string;
    std::vector<DataNode> items; /**< Array */
    /**
     * Object, in file order. DataMember is declared below DataNode: a std::pair<std::string,
     * DataNode> member would need DataNode complete inside its own definition, which clang with
     * libstdc++ refuses. For the same reason every function that creates, copies or destroys a
     * DataNode is defined after DataMember.
     */
    std::vector<DataMember> members;

    const DataNode *find(std::string_view key) const;
    /** Where the member's name starts, with the file name; `where` for a value not in an object. */
    SourceLocation nameWhere() const
    {
        if (keyLine <= 0)
            return where;
        return {where.file, keyLine, keyColumn};
    }
    bool isObject() const { return type == Type::Object; }
    bool isArray() const { return type == Type::Array; }
    bool isString() const { return type == Type::String; }

    // Builders, for writers that assemble a tree to serialise (positions stay unset).
    static DataNode object();
    static DataNode array();
    static DataNode null();
    static DataNode of(std::string s);
    static DataNode of(const char *s);
    static DataNode of(bool b);
    static DataNode of(std::int64_t i);
    static DataNode of(int i);
    static DataNode of(double d);
    /** Appends an object member (keys keep insertion order) and returns *this for chaining. */
    DataNode &set(std::string key, DataNode value);
    /** Appends an array item and returns *this for chaining. */
    DataNode &push(DataNode value);

private:
    static DataNode withType(Type t);
};

/** One object member: its name and its value. */
struct DataMember {
    std::string key;
    DataNode value;

    DataMember() = default;
    DataMember(std::string k, DataNode v)
        : key(std::move(k))
        , value(std::move(v))
    { }
};

inline const DataNode *DataNode::find(std::string_view key) const
{
    for (const auto &[k, v] : members) {
        if (k == key)
            return &v;
    }
    return nullptr;
}

inline DataNode DataNode::withType(Type t)
{
    DataNode n;
    n.type = t;
    return n;
}
inline DataNode DataNode::object() { return withType(Type::Object); }
inline DataNode DataNode::array() { return withType(Type::Array); }
inline DataNode DataNode::null() { return withType(Type::Null); }
inline DataNode DataNode::of(std::string s)
{
    DataNode n = withType(Type::String);
    n.string = std::move(s);
    return n;
}
inline DataNode DataNode::of(const char *s) { return of(std::string(s)); }
inline DataNode DataNode::of(bool b)
{
    DataNode n = withType(Type::Bool);
    n.boolean = b;
    return n;
}
inline DataNode DataNode::of(std::int64_t i)
{
    DataNode n = withType(Type::Number);
    n.isInteger = true;
    n.integer = i;
    n.number = static_cast<double>(i);
    return n;
}
inline DataNode DataNode::of(int i) { return of(static_cast<std::int64_t>(i)); }
inline DataNode DataNode::of(double d)
{
    DataNode n = withType(Type::Number);
    n.number = d;
    return n;
}
inline DataNode &DataNode::set(std::string key, DataNode value)
{
    members.emplace_back(std::move(key), std::move(value));
    return *this;
}
inline DataNode &DataNode::push(DataNode value)
{
    items.push_back(std::move(value));
    return *this;
}

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
