// The JSON parser on arbitrary bytes: no crash, leak or UB, and whatever parses writes back to text
// that parses to the same values and writes identically again (write -> read -> write is stable).

#include "fuzzcheck.h"

#include "core/data/jsonparser.h"
#include "core/data/jsonwriter.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace hexfire;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    Diagnostics diagnostics;
    const auto node = JsonParser().parse(text, "fuzz.json", diagnostics);
    fuzz::require(node.has_value() == diagnostics.empty(), "a parse fails exactly when it reports");
    if (!node)
        return 0;
    const std::string once = JsonWriter().write(*node);
    Diagnostics again;
    const auto reread = JsonParser().parse(once, "written.json", again);
    fuzz::require(reread.has_value(), "what the writer writes parses");
    fuzz::require(JsonWriter().write(*reread) == once, "write -> read -> write is stable");
    return 0;
}
