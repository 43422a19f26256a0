#include "core/map/internedid.h"

#include <mutex>
#include <set>
#include <string>

namespace hexfire {

std::string_view internedId(std::string_view id)
{
    // std::set never moves its nodes, so a returned view stays valid.
    static std::mutex mutex;
    static std::set<std::string, std::less<>> pool;
    const std::lock_guard lock(mutex);
    auto it = pool.find(id);
    if (it == pool.end())
        it = pool.emplace(id).first;
    return *it;
}

} // namespace hexfire
