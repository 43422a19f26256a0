#pragma once

#include "core/game/ids.h"
#include "core/hex/hex.h"
#include "core/rules/resolution.h"

#include <QMetaType>

// Core value types that travel through signals (and QSignalSpy in the UI tests).
Q_DECLARE_METATYPE(hexfire::Hex)
Q_DECLARE_METATYPE(hexfire::UnitId)
Q_DECLARE_METATYPE(hexfire::Resolution)
