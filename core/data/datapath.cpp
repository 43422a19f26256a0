#include "core/data/datapath.h"

#include "core/data/diagnostics.h"

#include <utility>

namespace hexfire {

struct DataPath::Link {
    DataPath container; /**< the container's own path (unused for a text link) */
    bool object = false; /**< children are named by keys[index], else by [index] */
    bool isText = false; /**< the whole path is `text` */
    std::vector<std::string> keys;
    std::string text;
};

DataPath::DataPath(std::string text)
{
    auto link = std::make_shared<Link>();
    link->isText = true;
    link->text = std::move(text);
    m_link = std::move(link);
}

DataPath::Children::Children(const DataPath &container, bool object)
    : m_link(std::make_shared<Link>())
{
    m_link->container = container;
    m_link->object = object;
}

DataPath DataPath::Children::member(std::string_view key)
{
    m_link->keys.emplace_back(key);
    return DataPath(m_link, m_link->keys.size() - 1);
}

DataPath DataPath::Children::item(std::size_t index) const { return DataPath(m_link, index); }

DataPath DataPath::member(std::string_view key) const
{
    Children children(*this, true);
    return children.member(key);
}

DataPath DataPath::item(std::size_t index) const { return Children(*this, false).item(index); }

std::string DataPath::text() const
{
    // Walk up to the root or a text link, then write the steps back down.
    std::vector<std::pair<const Link *, std::size_t>> steps;
    std::string out = "$";
    for (const DataPath *p = this; p->m_link;) {
        const Link &link = *p->m_link;
        if (link.isText) {
            out = link.text;
            break;
        }
        steps.emplace_back(&link, p->m_index);
        p = &link.container;
    }
    for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
        const auto &[link, index] = *it;
        if (link->object && index < link->keys.size())
            out = memberPath(out, link->keys[index]);
        else
            out = itemPath(out, index);
    }
    return out;
}

std::string memberPath(const std::string &parent, std::string_view key)
{
    bool plain = !key.empty() && key.size() <= maxQuotedChars
        && !(key.front() >= '0' && key.front() <= '9');
    for (char c : key) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '_' || c == '-';
        plain = plain && ok;
    }
    if (plain)
        return parent + "." + std::string(key);
    return parent + "[" + quoted(key) + "]";
}

std::string itemPath(const std::string &parent, std::size_t index)
{
    return parent + "[" + std::to_string(index) + "]";
}

} // namespace hexfire
