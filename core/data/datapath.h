#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace hexfire {

/**
 * Where a value sits in its document ("$.units[2].hex"), for messages. The text is made only when
 * a message needs it: a value holds its container's link and its own index, and the container's
 * link holds the container's path and its members' names. Storing the full text in every value
 * cost memory of depth times key length per value (keys may be 64 KiB): a 246 KB file took 724 MB.
 * A value in a container costs no allocation of its own; each container costs one.
 */
class DataPath final {
    struct Link;

public:
    /** The document root, "$". */
    DataPath() = default;
    /** A path given as text, for values assembled by hand (tests, defaults). */
    explicit DataPath(std::string text);

    /**
     * Makes the paths of one container's children, sharing one link: what a parser uses. Member
     * names are copied once into the link, in the order member() is called.
     */
    class Children final {
    public:
        explicit Children(const DataPath &container, bool object);
        DataPath member(std::string_view key);
        DataPath item(std::size_t index) const;

    private:
        std::shared_ptr<Link> m_link;
    };

    /** The path of this object's member `key` (one allocation: for messages, not for parsing). */
    DataPath member(std::string_view key) const;
    /** The path of this array's item `index` (one allocation: for messages, not for parsing). */
    DataPath item(std::size_t index) const;

    /** "$.map.width"; odd keys use ["..."], long keys are shortened (see memberPath). */
    std::string text() const;

private:
    static constexpr std::size_t self = static_cast<std::size_t>(-1);
    DataPath(std::shared_ptr<const Link> link, std::size_t index)
        : m_link(std::move(link))
        , m_index(index)
    { }

    /** Null for the root; else the container (or the text) this path is relative to. */
    std::shared_ptr<const Link> m_link;
    /** The child's index in m_link's container, or `self` for the link's own path (text). */
    std::size_t m_index = self;
};

/**
 * The path of an object member: "$.map" + "width" -> "$.map.width"; other keys use ["..."], with
 * control characters escaped and a key longer than 40 characters shortened (quoted()).
 */
std::string memberPath(const std::string &parent, std::string_view key);
/** The path of an array item: "$.units" + 2 -> "$.units[2]". */
std::string itemPath(const std::string &parent, std::size_t index);

} // namespace hexfire
