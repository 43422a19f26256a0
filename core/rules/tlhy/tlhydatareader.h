#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"

#include <optional>
#include <string>
#include <string_view>

namespace hexfire {

/**
 * Typed reads of TLHY option and table nodes. Each read reports a wrong type or range to the
 * diagnostics with the node's location and path and returns nullopt, so a caller can collect every
 * problem of a file in one pass.
 */
class TlhyDataReader final {
public:
    explicit TlhyDataReader(Diagnostics &diagnostics)
        : m_diagnostics(diagnostics)
    { }

    std::optional<int> integer(const DataNode &node, int min, int max, std::string_view what)
    {
        if (node.type != DataNode::Type::Number || !node.isInteger) {
            error(node,
                std::string(what) + ": expected a whole number, got "
                    + std::string(typeName(node.type)));
            return std::nullopt;
        }
        if (node.integer < min || node.integer > max) {
            error(node,
                std::string(what) + ": expected a number from " + std::to_string(min) + " to "
                    + std::to_string(max) + ", got " + std::to_string(node.integer));
            return std::nullopt;
        }
        return static_cast<int>(node.integer);
    }

    std::optional<bool> boolean(const DataNode &node, std::string_view what)
    {
        if (node.type != DataNode::Type::Bool) {
            error(node,
                std::string(what) + ": expected true or false, got "
                    + std::string(typeName(node.type)));
            return std::nullopt;
        }
        return node.boolean;
    }

    std::optional<std::string> string(const DataNode &node, std::string_view what)
    {
        if (node.type != DataNode::Type::String) {
            error(node,
                std::string(what) + ": expected a string, got " + std::string(typeName(node.type)));
            return std::nullopt;
        }
        return node.string;
    }

    bool expect(const DataNode &node, DataNode::Type type, std::string_view what)
    {
        if (node.type == type)
            return true;
        error(node,
            std::string(what) + ": expected " + std::string(typeName(type)) + ", got "
                + std::string(typeName(node.type)));
        return false;
    }

    void error(const DataNode &node, std::string message)
    {
        m_diagnostics.add(node.where, node.path, std::move(message));
    }

private:
    Diagnostics &m_diagnostics;
};

} // namespace hexfire
