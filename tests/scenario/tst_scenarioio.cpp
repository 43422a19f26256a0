// Scenario and saved-game files: every bundled scenario loads, replays and survives a save/load
// round trip; a played game (with an undone tail and random rolls) comes back identical; the
// version-1 fixture is upgraded; one fixture per failure names file, line, column and path; and
// hostile inputs (100 MB file, 10^6 x 10^6 map, 10,000-deep nesting) are refused quickly.
#include "core/play/game.h"
#include "core/scenario/scenarioio.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace hexfire;

namespace {
const QString sourceDir = QStringLiteral(HEXFIRE_SOURCE_DIR);
std::string bundledPath(const char *name)
{
    return (sourceDir + "/resources/scenarios/" + name).toStdString();
}
std::string fixture(const QString &name)
{
    return (sourceDir + "/tests/data/scenarios/" + name).toStdString();
}
Scenario mustLoad(const std::string &path)
{
    LoadResult r = loadScenarioFile(path);
    if (!r.ok())
        qFatal("%s", r.diagnostics.format().c_str());
    return *r.scenario;
}
} // namespace

class TestScenarioIo : public QObject {
    Q_OBJECT

private slots:
    void bundled_data();
    void bundled();
    void roundTrip_data();
    void roundTrip();
    void playedGameRoundTrip();
    void randomRollsReplayWithoutTheRng();
    void versionOneUpgrade();
    void errors_data();
    void errors();
    void allErrorsAtOnce();
    void hostile_data();
    void hostile();
    void hugeFileRefusedBeforeReading();
    void saveFailsCleanly();
    void documentedExampleIsValid();
    void damagedFilesNeverCrash();
};

void TestScenarioIo::bundled_data()
{
    QTest::addColumn<QString>("name");
    const QDir dir(sourceDir + "/resources/scenarios");
    const QStringList files = dir.entryList({"*.json"}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 3);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestScenarioIo::bundled()
{
    QFETCH(QString, name);
    const Scenario s = mustLoad(bundledPath(qPrintable(name)));
    QVERIFY(!s.title.empty());
    QVERIFY2(s.description.size() > 40, "the Examples menu shows a description");
    QCOMPARE(s.loadedVersion, 2);
    Diagnostics d;
    QVERIFY2(checkScenario(s, d), d.format().c_str());
    if (name == "tlhy-sandbox.json") {
        QVERIFY(s.initial.map().width() * s.initial.map().height() >= 20 * 15);
        QVERIFY(s.initial.map().width() >= 20 && s.initial.map().height() >= 15);
        QVERIFY(s.initial.map().terrainKinds().size() >= 5);
        QVERIFY(!s.initial.map().hexsideFeatures().empty());
    }
}

void TestScenarioIo::roundTrip_data()
{
    bundled_data();
    QTest::newRow("v1 fixture") << QStringLiteral("../../tests/data/scenarios/v1-tlhy-21-8.json");
}

void TestScenarioIo::roundTrip()
{
    QFETCH(QString, name);
    const Scenario first = mustLoad(bundledPath(qPrintable(name)));

    QTemporaryDir dir;
    const std::string path = (dir.path() + "/saved.json").toStdString();
    std::string error;
    QVERIFY2(saveScenarioFile(first, path, &error), error.c_str());
    const Scenario second = mustLoad(path);
    QVERIFY(sameContent(first, second));
    QVERIFY(first.initial == second.initial);
    QCOMPARE(second.script, first.script);
    // Stable bytes: saving the loaded copy gives the same file.
    QCOMPARE(scenarioToText(second), scenarioToText(first));
}

void TestScenarioIo::playedGameRoundTrip()
{
    const Scenario base = mustLoad(bundledPath("tlhy-21-8-3-assault-hex.json"));
    Diagnostics d;
    auto game = makeGame(base, d);
    QVERIFY2(game, d.format().c_str());
    while (game->stepForward()) { }
    QCOMPARE(game->position(), 8);
    game->setNote(6, "the mortar die counts twice");
    game->undo();
    game->undo();
    game->undo();
    QCOMPARE(game->position(), 5);

    QTemporaryDir dir;
    const std::string path = (dir.path() + "/game.json").toStdString();
    std::string error;
    QVERIFY2(saveScenarioFile(snapshot(base, *game), path, &error), error.c_str());
    const Scenario loaded = mustLoad(path);
    QCOMPARE(loaded.log.size(), std::size_t(8));
    QCOMPARE(loaded.position, 5);
    auto again = makeGame(loaded, d);
    QVERIFY2(again, d.format().c_str());
    QCOMPARE(again->position(), 5);
    QVERIFY(again->state() == game->state());
    QCOMPARE(again->log()[6].note, std::string("the mortar die counts twice"));
    QCOMPARE(again->log()[6].bookmark, game->log()[6].bookmark);
    // The redo tail comes back too: redo to the end in both and compare.
    game->goTo(8);
    again->goTo(8);
    QVERIFY(again->state() == game->state());
    QVERIFY(sameContent(snapshot(loaded, *again), snapshot(base, *game)));
    // Load -> save -> load of the saved game is identical as well.
    QCOMPARE(scenarioToText(snapshot(loaded, *again)), scenarioToText(snapshot(base, *game)));
}

void TestScenarioIo::randomRollsReplayWithoutTheRng()
{
    Scenario base = mustLoad(bundledPath("tlhy-21-8-simple-fire-resolution.json"));
    base.seed = 20240601;
    Diagnostics d;
    auto game = makeGame(base, d);
    QVERIFY2(game, d.format().c_str());
    Action resolve;
    resolve.kind = ActionKind::FireResolution;
    resolve.target = base.initial.map().parse("E4");
    game->commitRandom(resolve, "random resolution");
    QVERIFY(game->randomState().draws >= 3);

    const Scenario saved = snapshot(base, *game);
    const std::string text = scenarioToText(saved);
    QVERIFY(text.find("\"seed\": \"20240601\"") != std::string::npos);
    LoadResult r = loadScenarioText(text, "saved.json");
    QVERIFY2(r.ok(), r.diagnostics.format().c_str());
    auto again = makeGame(*r.scenario, d);
    QVERIFY2(again, d.format().c_str());
    QVERIFY(again->state() == game->state());
    QVERIFY(again->randomState() == game->randomState());
    // Both continue with the same random sequence.
    QCOMPARE(again->randomDice().roll(10, "next"), game->randomDice().roll(10, "next"));

    // A recorded face that the replay does not use is an error at the log entry.
    Scenario broken = *r.scenario;
    broken.log[0].faces.push_back(1);
    Diagnostics bad;
    QVERIFY(!makeGame(broken, bad));
    QVERIFY2(bad.format().find("saved.json:") != std::string::npos
            && bad.format().find("$.log[0]: log entry 1 does not replay") != std::string::npos,
        bad.format().c_str());
}

void TestScenarioIo::versionOneUpgrade()
{
    const Scenario v1 = mustLoad(fixture("v1-tlhy-21-8.json"));
    const Scenario v2 = mustLoad(bundledPath("tlhy-21-8-simple-fire-resolution.json"));
    QCOMPARE(v1.loadedVersion, 1);
    QVERIFY(v1.initial == v2.initial);
    QCOMPARE(v1.script, v2.script);
    const std::string text = scenarioToText(v1);
    QVERIFY(text.find("\"version\": 2") != std::string::npos);
    QVERIFY(text.find("\"..........\"") != std::string::npos);
    // A version-2 field is unknown in version 1 (the symbol legend is what version 2 added).
    std::string withSymbol = text;
    const auto at = withSymbol.find("\"version\": 2");
    withSymbol.replace(at, 12, "\"version\": 1");
    LoadResult r = loadScenarioText(withSymbol, "v1.json");
    QVERIFY(!r.ok());
    QVERIFY2(r.diagnostics.format().find("unknown field \"symbol\" in a terrain kind")
            != std::string::npos,
        r.diagnostics.format().c_str());
}

void TestScenarioIo::errors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown field")
        << "unknown_field" << 16 << 39 << "$.sides[0].color"
        << "unknown field \"color\" in a side (did you mean \"colour\"?)";
    QTest::newRow("wrong type") << "wrong_type" << 7 << 14 << "$.map.width"
                                << "expected \"width\" (a whole number 1..500), got a string";
    QTest::newRow("unknown ruleset") << "unknown_ruleset" << 5 << 14 << "$.ruleset"
                                     << "unknown ruleset \"tlhx\" (did you mean \"tlhy\"?)";
    QTest::newRow("off-map hex") << "off_map_hex" << 21 << 65 << "$.units[1].hex"
                                 << "hex Z40 is off the 6x5 map: expected a hex from A1 to F5";
    QTest::newRow("duplicate id") << "duplicate_id" << 21 << 13 << "$.units[1].id"
                                  << "unit id \"us-squad\" is used twice";
    QTest::newRow("ruleset setup check (TLHY reports no stacking limit)")
        << "ruleset_setup" << 21 << 5 << "$.units[1]"
        << "is a squad: expected 2 steps";
    QTest::newRow("face out of range") << "face_out_of_range" << 27 << 84 << "$.script[0].dice[0]"
                                       << "expected a die face in 1..10, got 11";
    QTest::newRow("malformed label") << "malformed_label" << 20 << 63 << "$.units[0].hex"
                                     << "malformed hex label \"2B\": expected column letters";
    QTest::newRow("unknown terrain symbol")
        << "unknown_terrain_symbol" << 13 << 31 << "$.map.terrain[1]"
        << "hex D2: unknown terrain symbol 'X'";
    QTest::newRow("unknown unit reference")
        << "unknown_unit_reference" << 27 << 86 << "$.script[0].actors[0]"
        << "unknown unit \"us-sqaud\" (did you mean \"us-squad\"?)";
    QTest::newRow("truncated file") << "truncated" << 20 << 25 << "$.units[0]"
                                    << "the file looks truncated";
    QTest::newRow("trailing garbage") << "trailing_garbage" << 30 << 1 << "$"
                                      << "after the end of the JSON document";
    QTest::newRow("bad version") << "bad_version" << 3 << 14 << "$.version"
                                 << "expected a format version this HexFire reads in 1..2, got 3";
    QTest::newRow("script dice do not match (found by replay)")
        << "script_dice_mismatch" << 27 << 5 << "$.script[0]"
        << "script step 1 does not replay: the action used 1 of the 2 faces given";
}

void TestScenarioIo::errors()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const std::string name = fixture("errors/" + file + ".json");
    LoadResult r = loadScenarioFile(name);
    if (r.ok())
        checkScenario(*r.scenario, r.diagnostics);
    QVERIFY2(!r.diagnostics.empty(), "the fixture must be rejected");
    QCOMPARE(r.diagnostics.size(), std::size_t(1));
    const Diagnostic &e = r.diagnostics.items().front();
    QVERIFY2(QString::fromStdString(e.message).contains(message), r.diagnostics.format().c_str());
    QCOMPARE(e.where.file, name);
    QCOMPARE(e.where.line, line);
    QCOMPARE(e.where.column, column);
    QCOMPARE(QString::fromStdString(e.path), path);
}

void TestScenarioIo::allErrorsAtOnce()
{
    LoadResult r = loadScenarioFile(fixture("errors/many_errors.json"));
    QVERIFY(!r.scenario);
    const std::string all = r.diagnostics.format();
    QCOMPARE(r.diagnostics.size(), std::size_t(3));
    QVERIFY2(
        all.find(":7:14: $.map.width: expected \"width\" in 1..500, got 0") != std::string::npos,
        all.c_str());
    QVERIFY2(all.find(":21:51: $.units[1].side: unknown side \"gre\"") != std::string::npos,
        all.c_str());
    QVERIFY2(all.find(":27:84: $.script[0].dice[0]: expected a die face in 1..10, got 0")
            != std::string::npos,
        all.c_str());
}

void TestScenarioIo::hostile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QFile f(QString::fromStdString(fixture("valid-minimal.json")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray valid = f.readAll();
    QByteArray huge = valid;
    huge.replace("\"width\": 6", "\"width\": 1000000")
        .replace("\"height\": 5", "\"height\": 1000000");
    QTest::newRow("10^6 x 10^6 map") << huge << "\"width\" in 1..500, got 1000000";
    QByteArray big = valid;
    big.replace("\"width\": 6", "\"width\": 500").replace("\"height\": 5", "\"height\": 500");
    QTest::newRow("500 x 500 map (over the hex limit)")
        << big << "too many hexes: expected at most 100000";
    QTest::newRow("10,000-deep nesting")
        << QByteArray("{\"format\": \"hexfire-scenario\", \"x\": " + QByteArray(10000, '['))
        << "nesting deeper than 64 levels";
    QTest::newRow("long string") << QByteArray(valid).replace(
        "\"Error fixture\"", "\"" + QByteArray(100000, 'x') + "\"")
                                 << "string longer than 65536 bytes";
}

void TestScenarioIo::hostile()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    QElapsedTimer timer;
    timer.start();
    LoadResult r = loadScenarioText(text.toStdString(), "hostile.json");
    QVERIFY(!r.ok());
    QVERIFY2(timer.elapsed() < 1000, "hostile input must fail fast");
    QVERIFY2(QString::fromStdString(r.diagnostics.format()).contains(message),
        r.diagnostics.format().c_str());
}

void TestScenarioIo::hugeFileRefusedBeforeReading()
{
    QTemporaryDir dir;
    const QString path = dir.path() + "/huge.json";
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(100LL * 1024 * 1024)); // sparse: costs no disk and no time
    f.close();
    QElapsedTimer timer;
    timer.start();
    LoadResult r = loadScenarioFile(path.toStdString());
    QVERIFY(!r.ok());
    QVERIFY2(timer.elapsed() < 500, "a 100 MB file must be refused without reading it");
    QVERIFY2(r.diagnostics.format().find("file is 104857600 bytes: expected at most 8388608")
            != std::string::npos,
        r.diagnostics.format().c_str());
}

void TestScenarioIo::saveFailsCleanly()
{
    const Scenario s = mustLoad(bundledPath("tlhy-21-8-simple-fire-resolution.json"));
    QTemporaryDir dir;
    std::string error;
    QVERIFY(!saveScenarioFile(s, (dir.path() + "/missing/dir/x.json").toStdString(), &error));
    QVERIFY2(error.find("cannot write") != std::string::npos, error.c_str());
    // Saving over an existing file replaces it whole (QSaveFile renames a finished temporary file).
    const std::string path = (dir.path() + "/x.json").toStdString();
    QVERIFY(saveScenarioFile(s, path, &error));
    QVERIFY(saveScenarioFile(s, path, &error));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
    QVERIFY(loadScenarioFile(path).ok());
}

void TestScenarioIo::documentedExampleIsValid()
{
    QFile f(sourceDir + "/docs/scenario-format.md");
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(f.readAll());
    const qsizetype section = doc.indexOf("## Complete example");
    QVERIFY(section > 0);
    const qsizetype begin = doc.indexOf("```json\n", section) + 8;
    const qsizetype end = doc.indexOf("```", begin);
    LoadResult r
        = loadScenarioText(doc.mid(begin, end - begin).toStdString(), "scenario-format.md");
    QVERIFY2(r.ok(), r.diagnostics.format().c_str());
    Diagnostics d;
    QVERIFY2(checkScenario(*r.scenario, d), d.format().c_str());
}

void TestScenarioIo::damagedFilesNeverCrash()
{
    // Cut the 21.8.3 example anywhere, or overwrite one byte anywhere: the loader reports a problem
    // or accepts a file that still replays, never crashes and never returns a half-built scenario.
    QFile f(QString::fromStdString(bundledPath("tlhy-21-8-3-assault-hex.json")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const std::string text = f.readAll().toStdString();
    int accepted = 0;
    for (std::size_t cut = 0; cut < text.size(); cut += 37) {
        const LoadResult r = loadScenarioText(text.substr(0, cut), "cut.json");
        QVERIFY(!r.scenario && !r.diagnostics.empty());
    }
    for (std::size_t at = 0; at < text.size(); at += 29) {
        for (char c : {'#', '9', '"', '}'}) {
            std::string damaged = text;
            damaged[at] = c;
            LoadResult r = loadScenarioText(damaged, "damaged.json");
            QCOMPARE(r.scenario.has_value(), r.diagnostics.empty());
            if (r.ok()) {
                ++accepted;
                checkScenario(*r.scenario, r.diagnostics); // may refuse a step; must not throw
            }
        }
    }
    QVERIFY(accepted > 0); // damage inside narration text is harmless
}

QTEST_GUILESS_MAIN(TestScenarioIo)
#include "tst_scenarioio.moc"
