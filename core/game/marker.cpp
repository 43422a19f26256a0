#include "core/game/marker.h"

namespace hexfire {

std::string toString(MarkerKind k)
{
    switch (k) {
    case MarkerKind::Sadrm:
        return "sadrm";
    case MarkerKind::Mdrm:
        return "mdrm";
    case MarkerKind::Atdrm:
        return "atdrm";
    case MarkerKind::PrimaryImpact:
        return "primary-impact";
    case MarkerKind::SecondaryImpact:
        return "secondary-impact";
    case MarkerKind::AssaultNationality:
        return "assault-nationality";
    case MarkerKind::AssaultArrow:
        return "assault-arrow";
    case MarkerKind::ForwardObserver:
        return "forward-observer";
    case MarkerKind::Smoke:
        return "smoke";
    }
    return "unknown";
}

} // namespace hexfire
