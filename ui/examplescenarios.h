#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace hexfire {

/** A bundled scenario (a rulebook example) with the title and description from its file. */
struct ExampleScenario {
    QString path;
    QString title;
    QString description;
    QString game; /**< the rule system's display name */
    int steps = 0; /**< scripted steps; 0 for a sandbox to play freely */
};

/** Finds the bundled scenarios next to the executable (installed or in the build tree) or in the
 * source tree. */
class ExampleScenarios final {
public:
    /** Folders searched, in order. */
    static QStringList searchPaths();
    /** The first existing scenarios folder, or empty. */
    static QString directory();
    /**
     * Every *.json there that loads, with title and description, grouped by game (in file-name
     * order of each game's first file) and within a game in teaching order: the shortest example
     * first, sandboxes last.
     */
    static QList<ExampleScenario> list();
    /** The scenario opened on first start (setDefaultScenarioName), or empty when not found. */
    static QString defaultScenario();
    /** The file name of the scenario to open on first start, in the scenarios folder; the
     *  program chooses it (app/CMakeLists.txt), the window names no rule system's example. */
    static void setDefaultScenarioName(const QString &fileName);
};

} // namespace hexfire
