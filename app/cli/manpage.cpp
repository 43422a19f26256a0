#include "app/cli/manpage.h"

namespace hexfire::cli {

namespace {

/** Paragraphs (blank-line separated), each after `request` but the first; a line break inside
 *  one stays a space. */
std::string paragraphs(const std::string &text, const char *request)
{
    std::string out;
    std::size_t from = 0;
    while (from < text.size()) {
        const std::size_t end = std::min(text.find("\n\n", from), text.size());
        std::string paragraph = text.substr(from, end - from);
        for (char &c : paragraph)
            if (c == '\n')
                c = ' ';
        if (from > 0)
            out += request;
        out += roffEscape(paragraph) + "\n";
        from = end + 2;
    }
    return out;
}

} // namespace

std::string roffEscape(const std::string &text)
{
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\\')
            out += "\\e";
        else if (c == '-')
            out += "\\-"; // a minus, which man renders as typed (options stay copyable)
        else
            out += c;
    }
    // A line that starts with a dot or a quote would be read as a request.
    if (!out.empty() && (out.front() == '.' || out.front() == '\''))
        out.insert(0, "\\&");
    return out;
}

std::string ManPage::roff() const
{
    std::string upper = name;
    for (char &c : upper)
        c = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
    std::string out = ".TH " + upper + " " + std::to_string(manSection) + " \"\" \"" + name + " "
        + version + "\" \"" + (manSection == 6 ? "Games" : "User Commands") + "\"\n";
    out += ".SH NAME\n" + roffEscape(name) + " \\- " + roffEscape(summary) + "\n";
    out += ".SH SYNOPSIS\n";
    for (std::size_t i = 0; i < synopses.size(); ++i) {
        if (i > 0)
            out += ".br\n";
        out += ".B " + roffEscape(name) + "\n" + roffEscape(synopses[i]) + "\n";
    }
    for (const Section &section : sections) {
        out += ".SH " + roffEscape(section.title) + "\n";
        out += paragraphs(section.text, ".PP\n");
        for (const Entry &entry : section.entries) {
            out += ".TP\n.B " + roffEscape(entry.tag) + "\n";
            out += paragraphs(entry.text, ".IP\n"); // indented like the entry's first
        }
    }
    return out;
}

} // namespace hexfire::cli
