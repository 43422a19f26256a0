#pragma once

// Shared by the hex tests: QTest printing hooks for core value types, and a helper that runs a
// callable and returns the message of the hexfire::Error it throws (empty if none).

#include "core/error.h"
#include "core/hex/hex.h"

#include <QMetaType>
#include <QString>
#include <QTest>

Q_DECLARE_METATYPE(hexfire::Hex)
Q_DECLARE_METATYPE(hexfire::HexDirection)

namespace hexfire {

/** QTest's hook (found by ADL) so QCOMPARE prints "Hex(q,r)"; see STYLE.md 4.6. */
inline char *toString(const Hex &h) { return qstrdup(detail::hexText(h).c_str()); }

} // namespace hexfire

template <typename F> QString errorOf(F &&f)
{
    try {
        f();
    } catch (const hexfire::Error &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}
