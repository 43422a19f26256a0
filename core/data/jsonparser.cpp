#include "core/data/jsonparser.h"

#include <charconv>
#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

namespace hexfire {

namespace {

/** Thrown inside the parser only, to unwind to parse() with the first error. */
struct ParseFailure {
    SourceLocation where;
    DataPath path;
    std::string message;
};

std::string describeByte(char c)
{
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f)
        return std::string("'") + c + "'";
    static const char hex[] = "0123456789abcdef";
    return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}

class Reader {
public:
    Reader(std::string_view text, const std::string &file, const JsonLimits &limits)
        : m_text(text)
        , m_file(file)
        , m_limits(limits)
    { }

    DataNode document()
    {
        // A UTF-8 byte order mark is tolerated (editors on some systems write one).
        if (m_text.substr(0, 3) == "\xEF\xBB\xBF")
            m_pos = 3;
        // Editors that save "Unicode" often mean UTF-16 or UTF-32: say so instead of naming a byte.
        const std::string_view start = m_text.substr(0, 4);
        const char *other = nullptr;
        if (start == std::string_view("\xFF\xFE\0\0", 4)
            || start == std::string_view("\0\0\xFE\xFF", 4))
            other = "UTF-32";
        else if (start.substr(0, 2) == "\xFF\xFE" || start.substr(0, 2) == "\xFE\xFF")
            other = "UTF-16";
        else if (start.size() >= 2 && (start[0] == '\0' || start[1] == '\0'))
            other = "UTF-16";
        if (other)
            fail(std::string("the file is ") + other
                + " text: expected UTF-8 (save it again as UTF-8)");
        skipSpace();
        if (atEnd())
            fail("the file is empty: expected a JSON document");
        DataNode root = value(DataPath(), 0);
        skipSpace();
        if (!atEnd())
            fail("unexpected " + describeByte(peek())
                + " after the end of the JSON document: expected nothing more");
        return root;
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return m_text[m_pos]; }
    SourceLocation here() const { return {m_file, m_line, m_column}; }

    [[noreturn]] void fail(std::string message, DataPath path = {}) const
    {
        throw ParseFailure {here(), std::move(path), std::move(message)};
    }
    [[noreturn]] void failAt(const SourceLocation &where, std::string message, DataPath path) const
    {
        throw ParseFailure {where, std::move(path), std::move(message)};
    }
    [[noreturn]] void truncated(const std::string &expected, const DataPath &path) const
    {
        fail("unexpected end of file (the file looks truncated): expected " + expected, path);
    }

    void advance()
    {
        const auto c = static_cast<unsigned char>(m_text[m_pos++]);
        if (c == '\n') {
            ++m_line;
            m_column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++m_column; // continuation bytes belong to the character already counted
        }
    }

    void skipSpace()
    {
        while (!atEnd()) {
            const char c = peek();
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
                return;
            advance();
        }
    }

    void count(const DataPath &path)
    {
        if (++m_elements > m_limits.maxElements)
            fail("more than " + std::to_string(m_limits.maxElements)
                    + " values in one document: expected a smaller file",
                path);
    }

    DataNode value(const DataPath &path, int depth)
    {
        count(path);
        DataNode node;
        node.where = here();
        node.path = path;
        const char c = peek();
        if (c == '{' || c == '[') {
            if (depth >= m_limits.maxDepth)
                fail("nesting deeper than " + std::to_string(m_limits.maxDepth)
                        + " levels: expected a flatter document",
                    path);
            if (c == '{')
                object(node, depth + 1);
            else
                array(node, depth + 1);
        } else if (c == '"') {
            node.type = DataNode::Type::String;
            node.string = string(path);
        } else if (c == '-' || (c >= '0' && c <= '9')) {
            number(node);
        } else if (literal("true")) {
            node.type = DataNode::Type::Bool;
            node.boolean = true;
        } else if (literal("false")) {
            node.type = DataNode::Type::Bool;
        } else if (literal("null")) {
            node.type = DataNode::Type::Null;
        } else {
            fail("unexpected " + describeByte(c)
                    + ": expected a value (object, array, string, number, true, false or null)",
                path);
        }
        return node;
    }

    bool literal(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return false;
        for (std::size_t i = 0; i < word.size(); ++i)
            advance();
        return true;
    }

    /** Member indices hashed and compared by name, so the set holds no copy of a name. */
    struct NameHash {
        const std::vector<DataMember> *members;
        std::size_t operator()(std::size_t i) const
        {
            return std::hash<std::string>()((*members)[i].key);
        }
    };
    struct NameEqual {
        const std::vector<DataMember> *members;
        bool operator()(std::size_t a, std::size_t b) const
        {
            return (*members)[a].key == (*members)[b].key;
        }
    };
    using NameSet = std::unordered_set<std::size_t, NameHash, NameEqual>;

    /**
     * Whether the member just appended repeats the name of an earlier one. Small objects are
     * scanned; from the ninth member on the indices go into a hash set, so an object with a
     * million members is still read in linear time (a scan per member took minutes).
     */
    static bool isDuplicate(const DataNode &node, NameSet &seen)
    {
        constexpr std::size_t scanned = 8;
        const std::size_t last = node.members.size() - 1;
        if (last < scanned) {
            for (std::size_t i = 0; i < last; ++i) {
                if (node.members[i].key == node.members[last].key)
                    return true;
            }
            return false;
        }
        if (seen.empty()) {
            for (std::size_t i = 0; i < last; ++i)
                seen.insert(i);
        }
        return !seen.insert(last).second;
    }

    void object(DataNode &node, int depth)
    {
        NameSet seen(0, NameHash {&node.members}, NameEqual {&node.members});
        DataPath::Children children(node.path, true);
        node.type = DataNode::Type::Object;
        advance(); // '{'
        skipSpace();
        if (atEnd())
            truncated("a member name or '}'", node.path);
        if (peek() == '}') {
            advance();
            return;
        }
        for (;;) {
            skipSpace();
            if (atEnd())
                truncated("a member name in double quotes", node.path);
            if (peek() != '"')
                fail("unexpected " + describeByte(peek())
                        + ": expected a member name in double quotes"
                        + (peek() == '}' ? " (no trailing comma is allowed)" : ""),
                    node.path);
            const SourceLocation keyWhere = here();
            node.members.emplace_back(string(node.path), DataNode());
            const std::string &key = node.members.back().key;
            const DataPath path = children.member(key);
            if (isDuplicate(node, seen))
                failAt(keyWhere,
                    "member " + quoted(key) + " appears twice: expected each name once", path);
            skipSpace();
            if (atEnd())
                truncated("':' after the member name", path);
            if (peek() != ':')
                fail("unexpected " + describeByte(peek()) + ": expected ':' after the member name",
                    path);
            advance();
            skipSpace();
            if (atEnd())
                truncated("a value", path);
            // The value is parsed into its place; no other member is added meanwhile.
            DataNode &child = node.members.back().value;
            child = value(path, depth);
            // Only the position: the file name is where's (a copy per member cost megabytes).
            child.keyLine = keyWhere.line;
            child.keyColumn = keyWhere.column;
            skipSpace();
            if (atEnd())
                truncated("',' or '}'", node.path);
            if (peek() == '}') {
                advance();
                return;
            }
            if (peek() != ',')
                fail("unexpected " + describeByte(peek())
                        + ": expected ',' or '}' after an object member",
                    node.path);
            advance();
        }
    }

    void array(DataNode &node, int depth)
    {
        node.type = DataNode::Type::Array;
        const DataPath::Children children(node.path, false);
        advance(); // '['
        skipSpace();
        if (atEnd())
            truncated("a value or ']'", node.path);
        if (peek() == ']') {
            advance();
            return;
        }
        for (;;) {
            skipSpace();
            const DataPath path = children.item(node.items.size());
            if (atEnd())
                truncated("a value", path);
            if (peek() == ']')
                fail("unexpected ']': expected a value (no trailing comma is allowed)", path);
            node.items.push_back(value(path, depth));
            skipSpace();
            if (atEnd())
                truncated("',' or ']'", node.path);
            if (peek() == ']') {
                advance();
                return;
            }
            if (peek() != ',')
                fail("unexpected " + describeByte(peek())
                        + ": expected ',' or ']' after an array item",
                    node.path);
            advance();
        }
    }

    static void appendUtf8(std::string &out, std::uint32_t cp)
    {
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    std::uint32_t hex4(const DataPath &path)
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i) {
            if (atEnd())
                truncated("four hex digits after \\u", path);
            const char c = peek();
            int d = -1;
            if (c >= '0' && c <= '9')
                d = c - '0';
            else if (c >= 'a' && c <= 'f')
                d = c - 'a' + 10;
            else if (c >= 'A' && c <= 'F')
                d = c - 'A' + 10;
            if (d < 0)
                fail("unexpected " + describeByte(c) + " in a \\u escape: expected four hex digits",
                    path);
            v = v * 16 + static_cast<std::uint32_t>(d);
            advance();
        }
        return v;
    }

    void checkLength(const std::string &out, const DataPath &path, const SourceLocation &start)
    {
        if (out.size() > m_limits.maxStringBytes)
            failAt(start,
                "string longer than " + std::to_string(m_limits.maxStringBytes)
                    + " bytes: expected a shorter text",
                path);
    }

    /** Reads one raw UTF-8 character (validated) into out. */
    void utf8Char(std::string &out, const DataPath &path)
    {
        const auto lead = static_cast<unsigned char>(peek());
        int extra = 0;
        std::uint32_t cp = 0;
        if (lead >= 0xC2 && lead <= 0xDF) {
            extra = 1;
            cp = lead & 0x1F;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            extra = 2;
            cp = lead & 0x0F;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            extra = 3;
            cp = lead & 0x07;
        } else {
            fail("invalid UTF-8 (" + describeByte(peek()) + "): expected UTF-8 text", path);
        }
        if (m_pos + static_cast<std::size_t>(extra) >= m_text.size())
            truncated("the rest of a UTF-8 character", path);
        for (int i = 1; i <= extra; ++i) {
            const auto c = static_cast<unsigned char>(m_text[m_pos + static_cast<std::size_t>(i)]);
            if ((c & 0xC0) != 0x80)
                fail("invalid UTF-8 sequence: expected UTF-8 text", path);
            cp = (cp << 6) | (c & 0x3F);
        }
        const bool overlong = (extra == 2 && cp < 0x800) || (extra == 3 && cp < 0x10000);
        if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            fail("invalid UTF-8 sequence: expected UTF-8 text", path);
        for (int i = 0; i <= extra; ++i) {
            out += m_text[m_pos];
            advance();
        }
    }

    std::string string(const DataPath &path)
    {
        const SourceLocation start = here();
        advance(); // opening quote
        std::string out;
        for (;;) {
            if (atEnd())
                failAt(start,
                    "unexpected end of file inside a string (the file looks truncated): "
                    "expected a closing '\"'",
                    path);
            const char c = peek();
            const auto u = static_cast<unsigned char>(c);
            if (c == '"') {
                advance();
                return out;
            }
            if (u < 0x20)
                fail("control character " + describeByte(c)
                        + " inside a string: expected it escaped (\\n, \\t, \\u00XX)",
                    path);
            if (c == '\\') {
                advance();
                if (atEnd())
                    truncated("an escape character after '\\'", path);
                const char e = peek();
                advance();
                switch (e) {
                case '"':
                case '\\':
                case '/':
                    out += e;
                    break;
                case 'b':
                    out += '\b';
                    break;
                case 'f':
                    out += '\f';
                    break;
                case 'n':
                    out += '\n';
                    break;
                case 'r':
                    out += '\r';
                    break;
                case 't':
                    out += '\t';
                    break;
                case 'u': {
                    std::uint32_t cp = hex4(path);
                    if (cp >= 0xDC00 && cp <= 0xDFFF)
                        fail(
                            "lone low surrogate in a \\u escape: expected a valid character", path);
                    if (cp >= 0xD800 && cp <= 0xDBFF) {
                        if (m_text.substr(m_pos, 2) != "\\u")
                            fail("high surrogate without its low half: expected \\uDC00..\\uDFFF "
                                 "next",
                                path);
                        advance();
                        advance();
                        const std::uint32_t low = hex4(path);
                        if (low < 0xDC00 || low > 0xDFFF)
                            fail("high surrogate without its low half: expected \\uDC00..\\uDFFF "
                                 "next",
                                path);
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    }
                    appendUtf8(out, cp);
                    break;
                }
                default:
                    fail("unknown escape \\" + std::string(1, e)
                            + ": expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                        path);
                }
            } else if (u < 0x80) {
                out += c;
                advance();
            } else {
                utf8Char(out, path);
            }
            checkLength(out, path, start);
        }
    }

    void number(DataNode &node)
    {
        const std::size_t begin = m_pos;
        bool integral = true;
        auto digits = [&] {
            std::size_t n = 0;
            while (!atEnd() && peek() >= '0' && peek() <= '9') {
                advance();
                ++n;
            }
            return n;
        };
        if (peek() == '-')
            advance();
        if (atEnd())
            truncated("digits after '-'", node.path);
        if (peek() == '0') {
            advance();
            if (!atEnd() && peek() >= '0' && peek() <= '9')
                fail("a number may not have leading zeros", node.path);
        } else if (digits() == 0) {
            fail("unexpected " + describeByte(peek()) + ": expected digits in a number", node.path);
        }
        if (!atEnd() && peek() == '.') {
            integral = false;
            advance();
            if (digits() == 0)
                fail("expected digits after the decimal point", node.path);
        }
        if (!atEnd() && (peek() == 'e' || peek() == 'E')) {
            integral = false;
            advance();
            if (!atEnd() && (peek() == '+' || peek() == '-'))
                advance();
            if (digits() == 0)
                fail("expected digits in the exponent", node.path);
        }
        const char *first = m_text.data() + begin;
        const char *last = m_text.data() + m_pos;
        node.type = DataNode::Type::Number;
        if (integral) {
            std::int64_t v = 0;
            const auto r = std::from_chars(first, last, v);
            if (r.ec == std::errc() && r.ptr == last) {
                node.isInteger = true;
                node.integer = v;
                node.number = static_cast<double>(v);
                return;
            }
        }
        double d = 0;
        const auto r = std::from_chars(first, last, d);
        if (r.ec != std::errc() || r.ptr != last)
            failAt(node.where,
                "number "
                    + shownText(std::string_view(first, static_cast<std::size_t>(last - first)))
                    + " is out of range",
                node.path);
        node.number = d;
    }

    std::string_view m_text;
    const std::string &m_file;
    const JsonLimits &m_limits;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_column = 1;
    std::size_t m_elements = 0;
};

} // namespace

std::optional<DataNode> JsonParser::parse(
    std::string_view text, const std::string &file, Diagnostics &diagnostics) const
{
    if (text.size() > m_limits.maxBytes) {
        diagnostics.add({file, 0, 0}, "$",
            "file is " + std::to_string(text.size()) + " bytes: expected at most "
                + std::to_string(m_limits.maxBytes));
        return std::nullopt;
    }
    try {
        Reader reader(text, file, m_limits);
        return reader.document();
    } catch (const ParseFailure &f) {
        diagnostics.add(f.where, f.path, f.message);
        return std::nullopt;
    }
}

} // namespace hexfire
