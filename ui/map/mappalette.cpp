#include "ui/map/mappalette.h"

#include <QCoreApplication>

namespace hexfire {

QColor MapPalette::verdict(LosVerdict verdict)
{
    switch (verdict) {
    case LosVerdict::Clear:
        return good();
    case LosVerdict::Hindered:
        return partial();
    case LosVerdict::Blocked:
        return bad();
    }
    return good();
}

Qt::PenStyle MapPalette::verdictStyle(LosVerdict verdict)
{
    switch (verdict) {
    case LosVerdict::Clear:
        return Qt::SolidLine;
    case LosVerdict::Hindered:
        return Qt::DashDotLine;
    case LosVerdict::Blocked:
        return Qt::DashLine;
    }
    return Qt::SolidLine;
}

QColor MapPalette::hexsideClass(HexsideClass c)
{
    switch (c) {
    case HexsideClass::Front:
        return good();
    case HexsideClass::Flank:
        return partial();
    case HexsideClass::Rear:
        return bad();
    }
    return good();
}

QString MapPalette::hexsideLabel(HexsideClass c)
{
    switch (c) {
    case HexsideClass::Front:
        return QCoreApplication::translate("MapPalette", "F", "front hexside");
    case HexsideClass::Flank:
        return QCoreApplication::translate("MapPalette", "Fl", "flank hexside");
    case HexsideClass::Rear:
        return QCoreApplication::translate("MapPalette", "R", "rear hexside");
    }
    return {};
}

} // namespace hexfire
