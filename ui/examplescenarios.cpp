#include "ui/examplescenarios.h"

#include "core/rules/ruleset.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <tuple>

namespace hexfire {

QStringList ExampleScenarios::searchPaths()
{
    const QString app = QCoreApplication::applicationDirPath();
    QStringList paths {
        app + QStringLiteral("/../share/hexfire/scenarios"), // installed: bin/../share/hexfire
        app + QStringLiteral("/scenarios"),
        app + QStringLiteral("/../../../resources/scenarios"), // build/<preset>/app/hexfire
        app + QStringLiteral("/../../resources/scenarios"),
    };
#ifdef HEXFIRE_SOURCE_DIR
    paths << QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios");
#endif
    return paths;
}

QString ExampleScenarios::directory()
{
    for (const QString &p : searchPaths()) {
        const QDir dir(p);
        if (dir.exists() && !dir.entryList({QStringLiteral("*.json")}, QDir::Files).isEmpty())
            return dir.canonicalPath();
    }
    return {};
}

QList<ExampleScenario> ExampleScenarios::list()
{
    QList<ExampleScenario> result;
    const QString dirPath = directory();
    if (dirPath.isEmpty())
        return result;
    const QDir dir(dirPath);
    for (const QFileInfo &info :
        dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        ExampleScenario e;
        e.path = info.absoluteFilePath();
        // A scenario that does not load (its rule system is not in this program) is not offered.
        const LoadResult loaded = loadScenarioFile(e.path.toStdString());
        if (!loaded.ok())
            continue;
        e.title = QString::fromStdString(loaded.scenario->title);
        e.description = QString::fromStdString(loaded.scenario->description);
        if (e.title.isEmpty())
            e.title = info.completeBaseName();
        if (const auto rules = RuleSetRegistry::create(loaded.scenario->rulesetId))
            e.game = QString::fromUtf8(
                rules->displayName().data(), static_cast<qsizetype>(rules->displayName().size()));
        e.steps = static_cast<int>(loaded.scenario->script.size());
        result << e;
    }
    QStringList games;
    for (const ExampleScenario &e : result) {
        if (!games.contains(e.game))
            games << e.game;
    }
    std::stable_sort(result.begin(), result.end(), [&](const auto &a, const auto &b) {
        const auto key = [&](const ExampleScenario &e) {
            return std::make_tuple(games.indexOf(e.game), e.steps == 0, e.steps);
        };
        return key(a) < key(b);
    });
    return result;
}

namespace {
QString &defaultName()
{
    static QString name;
    return name;
}
} // namespace

void ExampleScenarios::setDefaultScenarioName(const QString &fileName) { defaultName() = fileName; }

QString ExampleScenarios::defaultScenario()
{
    const QString dir = directory();
    if (dir.isEmpty() || defaultName().isEmpty())
        return {};
    const QString path = dir + QLatin1Char('/') + defaultName();
    return QFileInfo::exists(path) ? path : QString();
}

} // namespace hexfire
