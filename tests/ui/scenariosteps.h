#pragma once

// Rows for a test run at every step of every bundled scenario: its path ("file") and the step
// ("step", 0 before the first to its script's length), named "NAME, step N".

#include "core/data/diagnostics.h"
#include "core/play/game.h"
#include "core/scenario/scenarioio.h"

#include <QDir>
#include <QTest>

namespace hexfire::testing {

inline void addEveryBundledStep()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    const QDir dir(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios"));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 10);
    for (const QString &file : files) {
        const LoadResult loaded = loadScenarioFile(dir.filePath(file).toStdString());
        QVERIFY2(loaded.ok(), qPrintable(file));
        Diagnostics diagnostics;
        const auto game = makeGame(*loaded.scenario, diagnostics);
        QVERIFY2(game, qPrintable(file));
        const int steps = static_cast<int>(game->script().size());
        for (int step = 0; step <= steps; ++step)
            QTest::addRow("%s, step %d", qPrintable(file.chopped(5)), step)
                << dir.filePath(file) << step;
    }
}

} // namespace hexfire::testing
