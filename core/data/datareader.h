#pragma once

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/** Adds a diagnostic at a node: its location, its path and the message. */
void report(Diagnostics &diagnostics, const DataNode &node, std::string message);

/**
 * Reads one JSON object against the fields it may have, collecting every problem in Diagnostics
 * rather than stopping: a member that is not among `known` is reported (with "did you mean" when a
 * known name is one or two edits away), a wrong type names what was expected and what was found,
 * a missing required field names the object it belongs in. Getters return nullopt/nullptr after
 * reporting, so a caller simply skips what it could not read and goes on checking the rest.
 */
class ObjectReader final {
public:
    /** `what` names the object in messages ("a unit"); reports if node is not an object. */
    ObjectReader(const DataNode &node, Diagnostics &diagnostics,
        std::vector<std::string_view> known, std::string_view what);

    bool isObject() const { return m_node.isObject(); }
    const DataNode &node() const { return m_node; }

    /** The member or nullptr; with required, a missing member is reported. */
    const DataNode *get(std::string_view key, bool required = false) const;

    std::optional<std::string> string(std::string_view key, bool required = false) const;
    /** A non-empty string without surrounding spaces, e.g. an id. */
    std::optional<std::string> id(std::string_view key, bool required = false) const;
    std::optional<std::int64_t> integer(
        std::string_view key, std::int64_t min, std::int64_t max, bool required = false) const;
    std::optional<bool> boolean(std::string_view key, bool required = false) const;
    const DataNode *array(std::string_view key, bool required = false) const;
    const DataNode *object(std::string_view key, bool required = false) const;
    /** One of `choices`; anything else is reported with the list. */
    std::optional<std::string> choice(std::string_view key,
        const std::vector<std::string_view> &choices, bool required = false) const;

private:
    void missing(std::string_view key) const;

    const DataNode &m_node;
    Diagnostics &m_diagnostics;
    std::string m_what;
};

/** Checks a node's type; reports "expected <what>, got <type>" and returns false otherwise. */
bool expectType(
    const DataNode &node, DataNode::Type type, Diagnostics &diagnostics, std::string_view what);
/** An integer node in [min, max], reported otherwise. */
std::optional<std::int64_t> readInteger(const DataNode &node, std::int64_t min, std::int64_t max,
    Diagnostics &diagnostics, std::string_view what);

/**
 * The closest of `candidates` within two edits of `word`, for "did you mean" hints. The work is
 * bounded: words and candidates longer than 64 characters get no hint, candidates whose length
 * differs by more than two are skipped, and the distance is computed in a band of the table.
 */
std::optional<std::string> closestMatch(
    std::string_view word, const std::vector<std::string_view> &candidates);
/** " (did you mean \"x\"?)" when closestMatch finds one, else empty. */
std::string unknownNameHint(std::string_view word, const std::vector<std::string_view> &known);
/** "a", "b" or "c" for messages (each quoted()). */
std::string listChoices(const std::vector<std::string_view> &choices);
/** listChoices of the first `shown` choices, and "... or N more" when there are more. */
std::string someChoices(const std::vector<std::string_view> &choices, std::size_t shown);
/** How many names an "unknown field" message lists when it has no "did you mean". */
constexpr std::size_t maxListedFields = 6;
/** The longest id (unit, side, terrain kind...) in bytes. */
constexpr std::size_t maxIdBytes = 200;
/**
 * Checks that a string node is an id: 1 to maxIdBytes bytes, no surrounding spaces, no control
 * characters. Reports and returns false otherwise.
 */
bool checkId(const DataNode &node, Diagnostics &diagnostics);

} // namespace hexfire
