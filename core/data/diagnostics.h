#pragma once

#include <string>
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

/** Collects every problem instead of stopping at the first, so a user can fix a file in one go. */
class Diagnostics final {
public:
    void add(SourceLocation where, std::string path, std::string message)
    {
        m_items.push_back({std::move(where), std::move(path), std::move(message)});
    }
    void add(Diagnostic d) { m_items.push_back(std::move(d)); }
    void append(const Diagnostics &other)
    {
        m_items.insert(m_items.end(), other.m_items.begin(), other.m_items.end());
    }
    bool empty() const { return m_items.empty(); }
    std::size_t size() const { return m_items.size(); }
    const std::vector<Diagnostic> &items() const { return m_items; }

    /** "file:line:column: path: message", the format compilers use. */
    static std::string format(const Diagnostic &d);
    /** Every diagnostic formatted, one per line. */
    std::string format() const;

private:
    std::vector<Diagnostic> m_items;
};

} // namespace hexfire
