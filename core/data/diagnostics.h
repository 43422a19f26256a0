#pragma once

#include "core/data/datapath.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/** Where in a file something is: 1-based line and column; 0 when unknown. */
struct SourceLocation {
    std::string file;
    int line = 0;
    int column = 0;
    friend bool operator==(const SourceLocation &, const SourceLocation &) = default;
};

/**
 * One problem found in user data: where it is, the JSON path of the field ("$.units[2].hex"), and
 * a message saying what was wrong and what was expected.
 */
struct Diagnostic {
    SourceLocation where;
    std::string path;
    std::string message;
    friend bool operator==(const Diagnostic &, const Diagnostic &) = default;
};

/**
 * Collects every problem instead of stopping at the first, so a user can fix a file in one go.
 * Only the first maxKept are kept (the rest are counted and summed up as "and N more"): a small
 * hostile file must not produce output larger than itself.
 */
class Diagnostics final {
public:
    static constexpr std::size_t maxKept = 100;

    void add(SourceLocation where, std::string path, std::string message)
    {
        add(Diagnostic {std::move(where), std::move(path), std::move(message)});
    }
    void add(SourceLocation where, const DataPath &path, std::string message)
    {
        if (m_items.size() >= maxKept) {
            ++m_dropped; // the path text is not even made
            return;
        }
        add(Diagnostic {std::move(where), path.text(), std::move(message)});
    }
    void add(Diagnostic d)
    {
        if (m_items.size() < maxKept)
            m_items.push_back(std::move(d));
        else
            ++m_dropped;
    }
    void append(const Diagnostics &other)
    {
        for (const Diagnostic &d : other.m_items)
            add(d);
        m_dropped += other.m_dropped;
    }
    bool empty() const { return m_items.empty(); }
    /** Every problem found, including those not kept. */
    std::size_t size() const { return m_items.size() + m_dropped; }
    /** The first maxKept problems. */
    const std::vector<Diagnostic> &items() const { return m_items; }

    /**
     * "file:line:column: path: message", the format compilers use. Control characters in any
     * part are escaped (\n, \u001b), so a value from a file can neither start a line of its own
     * nor reach the terminal; a path or message past maxShownPath / maxShownMessage characters is
     * shortened.
     */
    static std::string format(const Diagnostic &d);
    /** Every diagnostic formatted, one per line, then "and N more problems" if some were not kept.
     */
    std::string format() const;

private:
    std::vector<Diagnostic> m_items;
    std::size_t m_dropped = 0;
};

/** How many characters of a long text from a file a message quotes (quoted(), shownText()). */
constexpr std::size_t maxQuotedChars = 40;

/**
 * Text from a file, fit for a message: control characters (C0, DEL, C1) and bidirectional
 * overrides escaped as \n, \t, \r or \uXXXX, and a text longer than `keep` characters cut to its
 * first `keep` characters, "…" and its length ("kkkk… (65536 bytes)").
 */
std::string shownText(std::string_view text, std::size_t keep = maxQuotedChars);
/** shownText in double quotes, with '"' and '\\' escaped as in JSON: for names and values. */
std::string quoted(std::string_view text, std::size_t keep = maxQuotedChars);
/**
 * Escapes control characters only (no quotes), and shortens past `keep` characters: the last guard
 * of any output, for text that did not go through quoted().
 */
std::string escapeControls(std::string_view text, std::size_t keep = std::string_view::npos);
/** Diagnostics::format shortens a path or a message longer than these (a rule system that quoted
 *  a 64 KiB name whole still prints a line, not 64 KiB). */
constexpr std::size_t maxShownPath = 600;
constexpr std::size_t maxShownMessage = 2000;

} // namespace hexfire
