#pragma once

#include "core/data/datanode.h"

#include <iosfwd>
#include <streambuf>
#include <string>
#include <string_view>

namespace hexfire::cli {

/**
 * Writes through to another stream buffer with control characters escaped (\u001b for ESC, C1
 * controls too), newlines and tabs kept. Installed on std::cout and std::cerr for a whole command:
 * titles, names and narration come from files, and no file may move the cursor, recolour the
 * terminal or forge a line that looks like a diagnostic of another file.
 *
 * Output is buffered: whole strings are escaped into one buffer that reaches the target in large
 * pieces (when it grows past a threshold, and on flush), not one character at a time.
 */
class ControlEscapingBuffer final : public std::streambuf {
public:
    explicit ControlEscapingBuffer(std::streambuf *target)
        : m_target(target)
    { }
    ~ControlEscapingBuffer() override { sync(); }
    ControlEscapingBuffer(const ControlEscapingBuffer &) = delete;
    ControlEscapingBuffer &operator=(const ControlEscapingBuffer &) = delete;

protected:
    int_type overflow(int_type ch) override;
    std::streamsize xsputn(const char *s, std::streamsize n) override;
    int sync() override;

private:
    void escape(std::string_view s);
    bool writePending();

    std::streambuf *m_target;
    std::string m_pending; /**< escaped, not yet written */
    bool m_pendingC2 = false; /**< the last byte seen was 0xC2, the start of a C1 control */
    bool m_failed = false;
};

/** Installs ControlEscapingBuffer on a stream for its lifetime, then puts the old buffer back. */
class EscapedOutput final {
public:
    explicit EscapedOutput(std::ostream &stream);
    ~EscapedOutput();
    EscapedOutput(const EscapedOutput &) = delete;
    EscapedOutput &operator=(const EscapedOutput &) = delete;

private:
    std::ostream &m_stream;
    ControlEscapingBuffer m_buffer;
    std::streambuf *m_previous;
};

/**
 * The text with control characters escaped as ControlEscapingBuffer writes them: for messages
 * printed without it (the window's command-line errors).
 */
std::string escapeControls(std::string_view text);

/** One message on stderr, ending in a newline; stdout is flushed first so the two keep order. */
void printErr(const std::string &s);

/**
 * The version of the JSON every command prints (docs/scenario-format.md, "hexfire-cli"): raised
 * when a key changes meaning or goes; a new key does not raise it.
 */
inline constexpr int jsonSchemaVersion = 1;

/** A JSON document on stdout, written by the writer the scenario files use (keys in tree order);
 *  an object starts with its "schemaVersion". */
void printJson(const DataNode &document);

} // namespace hexfire::cli
