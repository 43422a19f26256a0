// "What HexFire saves opens again", over every fixture in the tree: each .json under tests/data and
// resources/scenarios that loads is opened, saved with the project's writer, reopened and compared
// (the same position, the same timeline place, save -> load -> save byte-identical), as it opens
// and again with its script played to the end. New fixtures join by being there; a failure names
// the file. The fuzz target fuzz_scenario checks the same property on inputs it makes up.

#include "app/rulesets.h"
#include "core/error.h"
#include "core/play/game.h"
#include "core/scenario/scenarioio.h"
#include "tests/onedie/onedieruleset.h"

#include <QDirIterator>
#include <QTest>

#include <memory>
#include <string>

using namespace hexfire;

class TestSavesReopen : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyFixtureIsFound();
    void savesReopen_data();
    void savesReopen();

private:
    /** Every .json file under the fixture folders, relative to the source tree, sorted. */
    static QStringList fixtures();
};

namespace {

const QString sourceDir = QStringLiteral(HEXFIRE_SOURCE_DIR "/");

/** Saves the game, reopens the save and compares; empty when they agree, else what differs. */
QString reopenProblem(const Scenario &scenario, const Game &game)
{
    const std::string saved = scenarioToText(snapshot(scenario, game));
    const LoadResult reopened = loadScenarioText(saved, "saved.json");
    if (!reopened.ok())
        return QStringLiteral("the save does not open: ")
            + QString::fromStdString(reopened.diagnostics.format());
    Diagnostics rebuilt;
    const std::unique_ptr<Game> again = makeGame(*reopened.scenario, rebuilt);
    if (!again)
        return QStringLiteral("the save does not replay: ")
            + QString::fromStdString(rebuilt.format());
    if (!(again->state() == game.state()))
        return QStringLiteral("the save replays to another position");
    if (again->position() != game.position())
        return QStringLiteral("the save moves the timeline position");
    if (scenarioToText(snapshot(*reopened.scenario, *again)) != saved)
        return QStringLiteral("save -> load -> save is not byte-identical");
    return {};
}

} // namespace

void TestSavesReopen::initTestCase()
{
    registerRuleSets();
    registerOneDie(); // tests/data/onedie holds games of the test-only rule system
}

QStringList TestSavesReopen::fixtures()
{
    QStringList out;
    for (const QString &folder :
        {QStringLiteral("tests/data"), QStringLiteral("resources/scenarios")}) {
        QDirIterator it(sourceDir + folder, {QStringLiteral("*.json")}, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext())
            out << it.next().mid(sourceDir.size());
    }
    out.sort();
    return out;
}

// The walk finds the fixtures (so the rows below are not an empty set by accident): every bundled
// scenario and the fixture folders' games.
void TestSavesReopen::everyFixtureIsFound()
{
    const QStringList all = fixtures();
    QVERIFY(all.contains(QStringLiteral("resources/scenarios/tlhy-sandbox.json")));
    QVERIFY(all.contains(QStringLiteral("tests/data/scenarios/valid-minimal.json")));
    QVERIFY(all.contains(QStringLiteral("tests/data/hostile/unknown-field.json")));
    int loading = 0;
    for (const QString &file : all)
        loading += loadScenarioFile((sourceDir + file).toStdString()).ok() ? 1 : 0;
    QVERIFY2(loading >= 20, qPrintable(QString::number(loading)));
}

void TestSavesReopen::savesReopen_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : fixtures()) {
        // Files that do not load (the error fixtures) are answered with diagnostics elsewhere.
        if (loadScenarioFile((sourceDir + file).toStdString()).ok())
            QTest::newRow(qPrintable(file)) << file;
    }
}

void TestSavesReopen::savesReopen()
{
    QFETCH(QString, file);
    const LoadResult loaded = loadScenarioFile((sourceDir + file).toStdString());
    QVERIFY2(loaded.ok(), qPrintable(file));
    Diagnostics built;
    const std::unique_ptr<Game> game = makeGame(*loaded.scenario, built);
    if (!game)
        QSKIP(qPrintable(file + QStringLiteral(": loads but is refused as a game: ")
            + QString::fromStdString(built.format())));
    QString problem = reopenProblem(*loaded.scenario, *game);
    QVERIFY2(problem.isEmpty(), qPrintable(file + QStringLiteral(", as opened: ") + problem));
    // Its script played to the end: markers placed, units moved and eliminated, all saved.
    int played = 0;
    try {
        while (played < 100000 && game->stepForward())
            ++played;
    } catch (const Error &) {
        // A script step the rules refuse ends the play there; what was played is saved.
    }
    problem = reopenProblem(*loaded.scenario, *game);
    QVERIFY2(problem.isEmpty(),
        qPrintable(file + QStringLiteral(", after %1 steps: ").arg(played) + problem));
}

QTEST_GUILESS_MAIN(TestSavesReopen)
#include "tst_savesreopen.moc"
