#pragma once

#include "core/data/datanode.h"

#include <string>

namespace hexfire {

/**
 * Writes a DataNode tree as JSON that reads well in a diff: 2-space indentation, members in the
 * tree's order, and a container on one line only when it holds scalars and fits in the line width
 * (so a unit's ruleset block or a marker stays on one line while terrain rows get one line each).
 * Strings are written as UTF-8; only '"', '\\' and control characters are escaped.
 */
class JsonWriter final {
public:
    explicit JsonWriter(int lineWidth = 100)
        : m_lineWidth(lineWidth)
    { }

    /** The document followed by a newline. */
    std::string write(const DataNode &root) const;

    /** One string literal, quoted and escaped. */
    static std::string quote(const std::string &s);
    /** A number as the shortest text that reads back to the same value. */
    static std::string number(const DataNode &n);

private:
    void write(const DataNode &node, int indent, int column, std::string &out) const;
    /** The one-line form, or an empty string if the node holds containers or exceeds `budget`. */
    static std::string inlineForm(const DataNode &node, std::size_t budget);

    int m_lineWidth;
};

} // namespace hexfire
