#include "core/data/diagnostics.h"

namespace hexfire {

std::string Diagnostics::format(const Diagnostic &d)
{
    std::string s = d.where.file.empty() ? std::string("<input>") : d.where.file;
    if (d.where.line > 0)
        s += ":" + std::to_string(d.where.line) + ":" + std::to_string(d.where.column);
    s += ": ";
    if (!d.path.empty())
        s += d.path + ": ";
    return s + d.message;
}

std::string Diagnostics::format() const
{
    std::string s;
    for (const auto &d : m_items)
        s += format(d) + "\n";
    return s;
}

} // namespace hexfire
