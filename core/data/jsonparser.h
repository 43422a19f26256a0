#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace hexfire {

/**
 * Hard limits against hostile or broken input. Each is checked while reading, before memory is
 * spent on what lies beyond it, so a huge or deeply nested file fails fast with one clear message.
 */
struct JsonLimits {
    std::size_t maxBytes = 8 * 1024 * 1024; /**< whole document */
    int maxDepth = 64; /**< nested arrays/objects */
    std::size_t maxStringBytes = 64 * 1024; /**< one string or key, after unescaping */
    std::size_t maxElements = 200000; /**< values in the whole document */
};

/**
 * A strict JSON reader (RFC 8259: no comments, no trailing commas, no NaN, no duplicate keys,
 * valid UTF-8 only) that keeps file, line, column and path for every value. Columns count
 * characters, not bytes, so they match what an editor shows.
 *
 * Syntax errors stop the parse (there is no sensible tree after one); the first error is reported.
 */
class JsonParser final {
public:
    explicit JsonParser(JsonLimits limits = {})
        : m_limits(limits)
    { }

    /** The document, or nullopt with one diagnostic added. `file` names the input in messages. */
    std::optional<DataNode> parse(
        std::string_view text, const std::string &file, Diagnostics &diagnostics) const;

    const JsonLimits &limits() const { return m_limits; }

private:
    JsonLimits m_limits;
};

} // namespace hexfire
