#pragma once

// Settings of a test's own: a home directory of this process (so neither the user's settings and
// recent files nor those another checkout's run of the same test wrote are read), Qt's test mode,
// and the test's own organisation and application names.

#include <QByteArray>
#include <QCoreApplication>
#include <QFile>
#include <QStandardPaths>
#include <QString>
#include <QTemporaryDir>

namespace hexfire::testing {

/** Points HOME and the XDG homes at a directory of this process; call before any QSettings. */
inline void isolateSettings(const char *testName)
{
    static QTemporaryDir home; // removed when the test process ends
    if (home.isValid()) {
        qputenv("HOME", QFile::encodeName(home.path()));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.path() + QStringLiteral("/config")));
        qputenv("XDG_DATA_HOME", QFile::encodeName(home.path() + QStringLiteral("/data")));
        qputenv("XDG_CACHE_HOME", QFile::encodeName(home.path() + QStringLiteral("/cache")));
    }
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HexFireTest"));
    QCoreApplication::setApplicationName(QString::fromLatin1(testName));
}

} // namespace hexfire::testing
