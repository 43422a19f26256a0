#include "app/cli/output.h"

#include "core/data/jsonwriter.h"

#include <iostream>
#include <sstream>

namespace hexfire::cli {

namespace {

/** Escaped text reaches the target in pieces of about this size. */
constexpr std::size_t flushThreshold = 64 * 1024;

void appendEscaped(std::string &out, unsigned char c)
{
    static const char hex[] = "0123456789abcdef";
    if (c == '\r') {
        out += "\\r";
        return;
    }
    out += "\\u00";
    out += hex[c >> 4];
    out += hex[c & 15];
}

} // namespace

void ControlEscapingBuffer::escape(std::string_view s)
{
    m_pending.reserve(m_pending.size() + s.size());
    for (const char plain : s) {
        const auto c = static_cast<unsigned char>(plain);
        if (m_pendingC2) {
            m_pendingC2 = false;
            if (c >= 0x80 && c <= 0x9f) {
                appendEscaped(m_pending, c);
                continue;
            }
            m_pending += '\xC2';
        }
        if (c == 0xC2) {
            m_pendingC2 = true; // a C1 control is C2 80..C2 9F in UTF-8
            continue;
        }
        const bool control = (c < 0x20 && c != '\n' && c != '\t') || c == 0x7f;
        if (control)
            appendEscaped(m_pending, c);
        else
            m_pending += plain;
    }
}

bool ControlEscapingBuffer::writePending()
{
    const auto size = static_cast<std::streamsize>(m_pending.size());
    if (size > 0 && m_target->sputn(m_pending.data(), size) != size)
        m_failed = true;
    m_pending.clear();
    return !m_failed;
}

ControlEscapingBuffer::int_type ControlEscapingBuffer::overflow(int_type ch)
{
    if (traits_type::eq_int_type(ch, traits_type::eof()))
        return traits_type::not_eof(ch);
    const char c = traits_type::to_char_type(ch);
    escape(std::string_view(&c, 1));
    if (m_pending.size() >= flushThreshold && !writePending())
        return traits_type::eof();
    return m_failed ? traits_type::eof() : ch;
}

std::streamsize ControlEscapingBuffer::xsputn(const char *s, std::streamsize n)
{
    escape(std::string_view(s, static_cast<std::size_t>(n)));
    if (m_pending.size() >= flushThreshold)
        writePending();
    return m_failed ? 0 : n;
}

int ControlEscapingBuffer::sync()
{
    if (m_pendingC2) {
        m_pendingC2 = false;
        m_pending += '\xC2';
    }
    if (!writePending())
        return -1;
    return m_target->pubsync();
}

EscapedOutput::EscapedOutput(std::ostream &stream)
    : m_stream(stream)
    , m_buffer(stream.rdbuf())
    , m_previous(stream.rdbuf(&m_buffer))
{ }

EscapedOutput::~EscapedOutput()
{
    m_stream.flush();
    m_stream.rdbuf(m_previous);
}

std::string escapeControls(std::string_view text)
{
    std::stringbuf escaped;
    {
        ControlEscapingBuffer buffer(&escaped);
        buffer.sputn(text.data(), static_cast<std::streamsize>(text.size()));
    } // the buffer's end writes out what it holds
    return escaped.str();
}

void printErr(const std::string &s)
{
    std::cout.flush();
    std::cerr << s << (s.empty() || s.back() != '\n' ? "\n" : "");
}

void printJson(const DataNode &document)
{
    if (!document.isObject()) {
        std::cout << JsonWriter().write(document);
        return;
    }
    // The version first, so a reader can check it before it reads the rest.
    DataNode versioned = DataNode::object();
    versioned.set("schemaVersion", DataNode::of(jsonSchemaVersion));
    versioned.members.insert(
        versioned.members.end(), document.members.begin(), document.members.end());
    std::cout << JsonWriter().write(versioned);
}

} // namespace hexfire::cli
