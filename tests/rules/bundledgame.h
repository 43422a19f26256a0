#pragma once

// A bundled scenario started as a game, for the tests that play every step of every example.

#include "core/play/game.h"
#include "core/scenario/scenarioio.h"

#include <QString>
#include <QtGlobal>

#include <memory>

namespace hexfire::testing {

/** The folder of the bundled scenarios, with a trailing slash. */
inline const QString bundledScenarios = QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/");

/** The bundled scenario's game at its start position; a file that does not load ends the test
 *  run (the bundled files are checked elsewhere, this is set-up). */
inline std::unique_ptr<Game> bundledGame(const QString &file)
{
    LoadResult loaded = loadScenarioFile((bundledScenarios + file).toStdString());
    if (!loaded.scenario)
        qFatal("cannot load %s", qPrintable(file));
    Diagnostics d;
    std::unique_ptr<Game> game = makeGame(*loaded.scenario, d);
    if (!game)
        qFatal("cannot start %s", qPrintable(file));
    return game;
}

} // namespace hexfire::testing
