#include "ui/examplescenarios.h"

#include "core/rules/ruleset.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <mutex>
#include <optional>
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

namespace {

/**
 * The example in one file, read once per version of the file: the welcome page and the Examples
 * menu both list every example whenever a window opens, and reading them all was a fifth of the
 * window's start.
 */
std::optional<ExampleScenario> readExample(const QFileInfo &info)
{
    struct Cached {
        QDateTime modified;
        qint64 size = 0;
        std::optional<ExampleScenario> example;
    };
    static std::mutex mutex;
    static QHash<QString, Cached> cache;
    const std::lock_guard lock(mutex);
    const QString path = info.absoluteFilePath();
    const QDateTime modified = info.lastModified();
    if (const auto it = cache.constFind(path);
        it != cache.constEnd() && it->modified == modified && it->size == info.size())
        return it->example;
    Cached &entry = cache[path];
    entry = {modified, info.size(), std::nullopt};
    // A scenario that does not load (its rule system is not in this program) is not offered.
    const LoadResult loaded = loadScenarioFile(path.toStdString());
    if (!loaded.ok())
        return std::nullopt;
    ExampleScenario e;
    e.path = path;
    e.title = QString::fromStdString(loaded.scenario->title);
    e.description = QString::fromStdString(loaded.scenario->description);
    if (e.title.isEmpty())
        e.title = info.completeBaseName();
    if (const auto rules = RuleSetRegistry::create(loaded.scenario->rulesetId))
        e.game = QString::fromUtf8(
            rules->displayName().data(), static_cast<qsizetype>(rules->displayName().size()));
    e.steps = static_cast<int>(loaded.scenario->script.size());
    entry.example = e;
    return e;
}

} // namespace

QList<ExampleScenario> ExampleScenarios::list()
{
    QList<ExampleScenario> result;
    const QString dirPath = directory();
    if (dirPath.isEmpty())
        return result;
    const QDir dir(dirPath);
    for (const QFileInfo &info :
        dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        if (const std::optional<ExampleScenario> e = readExample(info))
            result << *e;
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
