#pragma once

// What every window test sets up first: the shipped rule systems, settings of its own that never
// touch the user's, no animations and HexFire's own dice; and where the bundled scenarios are.

#include "app/rulesets.h"
#include "testsettings.h"
#include "ui/settings.h"

#include <QCoreApplication>
#include <QStandardPaths>
#include <QString>

namespace hexfire::testing {

inline void prepareWindowTest(const char *testName)
{
    isolateSettings(testName);
    registerRuleSets();
    Settings::animations.set(false);
    Settings::physicalDice.set(false);
}

/** A bundled scenario's path. */
inline QString bundledScenario(const char *name)
{
    return QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/%1").arg(QLatin1String(name));
}

} // namespace hexfire::testing
