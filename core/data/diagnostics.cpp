#include "core/data/diagnostics.h"

namespace hexfire {

namespace {

/**
 * Appends `text` with control characters escaped; with `json`, also '"' and '\\'. Stops after
 * `keep` characters (UTF-8 aware) and returns whether it did.
 */
bool appendEscaped(std::string &out, std::string_view text, bool json, std::size_t keep)
{
    static const char hex[] = "0123456789abcdef";
    auto escape = [&](unsigned cp) {
        out += "\\u";
        for (int shift = 12; shift >= 0; shift -= 4)
            out += hex[(cp >> shift) & 15];
    };
    std::size_t chars = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c & 0xC0) != 0x80 && chars++ == keep)
            return true;
        const auto next = [&](std::size_t k) {
            return i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0;
        };
        if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\r') {
            out += "\\r";
        } else if (c < 0x20 || c == 0x7f) {
            escape(c);
        } else if (json && (c == '"' || c == '\\')) {
            out += '\\';
            out += static_cast<char>(c);
        } else if (c == 0xC2 && next(1) >= 0x80 && next(1) <= 0x9F) {
            escape(next(1)); // C1 controls: 0x9b is a terminal's CSI
            i += 2;
            continue;
        } else if (c == 0xE2 && next(1) == 0x80 && next(2) >= 0xAA && next(2) <= 0xAE) {
            escape(0x2000u + next(2) - 0x80u); // U+202A..U+202E: bidirectional overrides
            i += 3;
            continue;
        } else if (c == 0xE2 && next(1) == 0x81 && next(2) >= 0xA6 && next(2) <= 0xA9) {
            escape(0x2040u + next(2) - 0x80u); // U+2066..U+2069: bidirectional isolates
            i += 3;
            continue;
        } else {
            out += static_cast<char>(c);
        }
        ++i;
    }
    return false;
}

std::string shown(std::string_view text, std::size_t keep, bool json)
{
    std::string out;
    if (appendEscaped(out, text, json, keep))
        out += "\xE2\x80\xA6 (" + std::to_string(text.size()) + " bytes)";
    return out;
}

} // namespace

std::string shownText(std::string_view text, std::size_t keep) { return shown(text, keep, false); }

std::string quoted(std::string_view text, std::size_t keep)
{
    return "\"" + shown(text, keep, true) + "\"";
}

std::string escapeControls(std::string_view text, std::size_t keep)
{
    return shown(text, keep, false);
}

std::string Diagnostics::format(const Diagnostic &d)
{
    std::string s = d.where.file.empty() ? std::string("<input>") : escapeControls(d.where.file);
    if (d.where.line > 0)
        s += ":" + std::to_string(d.where.line) + ":" + std::to_string(d.where.column);
    s += ": ";
    if (!d.path.empty())
        s += escapeControls(d.path, maxShownPath) + ": ";
    return s + escapeControls(d.message, maxShownMessage);
}

std::string Diagnostics::format() const
{
    std::string s;
    for (const auto &d : m_items)
        s += format(d) + "\n";
    if (m_dropped > 0) {
        const std::string file = m_items.empty() || m_items.front().where.file.empty()
            ? std::string("<input>")
            : escapeControls(m_items.front().where.file);
        s += file + ": and " + std::to_string(m_dropped) + " more problem"
            + (m_dropped == 1 ? "" : "s") + " (fix the ones above first)\n";
    }
    return s;
}

} // namespace hexfire
