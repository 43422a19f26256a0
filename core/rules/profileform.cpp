#include "core/rules/profileform.h"

#include <algorithm>

namespace hexfire {

namespace {

DataNode nodeOf(const ParamSpec &spec, const ParamValue &value)
{
    switch (spec.type) {
    case ParamType::Integer:
        if (const int *i = std::get_if<int>(&value))
            return DataNode::of(*i);
        break;
    case ParamType::Flag:
        if (const bool *b = std::get_if<bool>(&value))
            return DataNode::of(*b);
        break;
    case ParamType::Choice:
    case ParamType::Text:
        if (const std::string *s = std::get_if<std::string>(&value))
            return DataNode::of(*s);
        break;
    case ParamType::Hex:
    case ParamType::Unit:
    case ParamType::UnitList:
    case ParamType::HexList:
        break;
    }
    return DataNode::null();
}

std::optional<ParamValue> valueOf(const ParamSpec &spec, const DataNode &node)
{
    switch (spec.type) {
    case ParamType::Integer:
        if (node.type == DataNode::Type::Number && node.isInteger)
            return static_cast<int>(node.integer);
        break;
    case ParamType::Flag:
        if (node.type == DataNode::Type::Bool)
            return node.boolean;
        break;
    case ParamType::Choice:
    case ParamType::Text:
        if (node.isString())
            return node.string;
        break;
    case ParamType::Hex:
    case ParamType::Unit:
    case ParamType::UnitList:
    case ParamType::HexList:
        break;
    }
    return std::nullopt;
}

/** Sets (or, for a null value, removes) an object member, keeping the members' order. */
void setMember(DataNode &object, const std::string &key, DataNode value)
{
    auto &members = object.members;
    const auto it = std::find_if(
        members.begin(), members.end(), [&](const DataMember &m) { return m.key == key; });
    if (value.type == DataNode::Type::Null) {
        if (it != members.end())
            members.erase(it);
        return;
    }
    if (it != members.end())
        it->value = std::move(value);
    else
        object.set(key, std::move(value));
}

} // namespace

std::vector<ParamSpec> profileFields(const RuleSet &rules, const Unit &unit)
{
    const auto t = rules.unitTemplate(rules.unitTypeOf(unit));
    return t ? t->fields : std::vector<ParamSpec> {};
}

ParamMap profileValues(const RuleSet &rules, const Unit &unit)
{
    ParamMap values;
    const DataNode profile = rules.writeUnitProfile(unit);
    for (const ParamSpec &spec : profileFields(rules, unit)) {
        const DataNode *node = profile.isObject() ? profile.find(spec.key) : nullptr;
        if (const auto v = node ? valueOf(spec, *node) : std::nullopt)
            values[spec.key] = *v;
        else if (spec.defaultValue)
            values[spec.key] = *spec.defaultValue;
    }
    // A member the profile leaves out (a reduced-side value equal to the full side's) shows the
    // field's default; withProfileValues writes only the fields the form changed, so the reader
    // fills such a member in as before.
    return values;
}

std::optional<Unit> withProfileValues(
    const RuleSet &rules, const Unit &unit, const ParamMap &values, std::string *reason)
{
    DataNode profile = rules.writeUnitProfile(unit);
    if (!profile.isObject())
        profile = DataNode::object();
    const ParamMap before = profileValues(rules, unit);
    for (const ParamSpec &spec : profileFields(rules, unit)) {
        const auto it = values.find(spec.key);
        if (it == values.end())
            continue;
        if (const auto was = before.find(spec.key);
            was != before.end() && was->second == it->second)
            continue; // unchanged: the profile keeps the member as it is, or without it
        DataNode node = nodeOf(spec, it->second);
        if (spec.type == ParamType::Text && node.isString() && node.string.empty())
            node = DataNode::null();
        setMember(profile, spec.key, std::move(node));
    }
    Unit edited = unit;
    Diagnostics diagnostics;
    rules.readUnitProfile(profile, edited, true, diagnostics);
    if (!diagnostics.empty()) {
        if (reason)
            *reason = diagnostics.items().front().message;
        return std::nullopt;
    }
    normalizeProfile(rules, edited);
    return edited;
}

void normalizeProfile(const RuleSet &rules, Unit &unit)
{
    if (unit.profile && rules.writeUnitProfile(unit).type == DataNode::Type::Null)
        unit.profile.reset();
}

} // namespace hexfire
