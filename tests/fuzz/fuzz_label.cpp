// The hex label parser: any text, under every orientation, parity and label scheme. A label that
// parses to an on-map hex prints back as a label that parses to the same hex.

#include "fuzzcheck.h"

#include "core/hex/mapcoordinates.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

using namespace hexfire;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    // The first byte picks the map (scheme, orientation, parity, a small or a large map); the rest
    // is the label.
    const std::uint8_t pick = data[0];
    const LabelScheme scheme = pick & 1 ? LabelScheme::FourDigit : LabelScheme::LetterNumber;
    const Orientation orientation = pick & 2 ? Orientation::PointyTop : Orientation::FlatTop;
    const OffsetParity parity = pick & 4 ? OffsetParity::Even : OffsetParity::Odd;
    const int side = pick & 8 ? 1000 : 30;
    const MapCoordinates map(side, side, orientation, parity, scheme);
    const std::string_view label(reinterpret_cast<const char *>(data + 1), size - 1);

    const auto hex = map.tryParse(label);
    if (hex && map.contains(*hex)) {
        const auto back = map.tryParse(map.label(*hex));
        fuzz::require(back && *back == *hex, "label(parse(x)) parses to the same hex");
        fuzz::require(map.hexAt(map.cellIndex(*hex)) == *hex, "cell index round trip");
    }
    (void)parseColumnLetters(label);
    return 0;
}
