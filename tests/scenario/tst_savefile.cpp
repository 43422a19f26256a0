// Saving never loses the player's files (issue 21, "Data loss"):
//   - a save that did not write every byte fails, says so and keeps the previous file: on a full
//     64 KiB tmpfs (skipped where mounting is not permitted) and with writers that fail on purpose
//     (Qt 6.4's QSaveFile::commit() missed the error of its final flush: the file was left at 0
//     or 4096 bytes and the save reported success)
//   - the clean-up of leftover temporary files removes only HexFire's own, never the player's
//     "game.json.Backup", ".Turn12" or ".Copy01"
//   - Save as Example keeps the player's notes
#include "../common/smallfilesystem.h"
#include "app/rulesets.h"
#include "core/play/game.h"
#include "core/scenario/scenarioio.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QTemporaryDir>
#include <QTest>


using namespace hexfire;

namespace {

const QString sourceDir = QStringLiteral(HEXFIRE_SOURCE_DIR);

std::string bundledPath(const char *name)
{
    return (sourceDir + "/resources/scenarios/" + name).toStdString();
}

Scenario mustLoad(const std::string &path)
{
    LoadResult r = loadScenarioFile(path);
    if (!r.ok())
        qFatal("%s", r.diagnostics.format().c_str());
    return *r.scenario;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/** A file of `bytes`, last modified `ageSeconds` ago. */
bool putFile(const QString &path, const QByteArray &bytes, int ageSeconds)
{
    QFile f(path);
    // Flushed first: the write at close would make the file new again.
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush()
        && f.setFileTime(
            QDateTime::currentDateTime().addSecs(-ageSeconds), QFileDevice::FileModificationTime);
}

/** The 21.8.3 example played to its end: a saved game of about 9.5 KB, below Qt's 16 KiB buffer. */
Scenario playedGame()
{
    const Scenario base = mustLoad(bundledPath("tlhy-21-8-3-assault-hex.json"));
    Diagnostics d;
    auto game = makeGame(base, d);
    if (!game)
        qFatal("%s", d.format().c_str());
    while (game->stepForward()) { }
    return snapshot(base, *game);
}

} // namespace

class TestSaveFile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fullDiskKeepsTheOldFile();
    void failingWriterKeepsTheOldFile_data();
    void failingWriterKeepsTheOldFile();
    void failingWriterLeavesNoNewFile();
    void cleanUpKeepsThePlayersFiles();
    void saveThroughALinkKeepsTheLink();
    void exampleKeepsTheNotes();
};

void TestSaveFile::initTestCase() { registerRuleSets(); }

void TestSaveFile::fullDiskKeepsTheOldFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const testing::SmallFilesystem small64k(dir.path());
    if (!small64k.mounted())
        QSKIP(qPrintable(QStringLiteral("cannot mount a 64 KiB tmpfs here: %1").arg(small64k.error())));

    const Scenario small = mustLoad(bundledPath("tlhy-21-8-simple-fire-resolution.json"));
    const QString path = dir.filePath(QStringLiteral("game.json"));
    std::string error;
    QVERIFY2(saveScenarioFile(small, path.toStdString(), &error), error.c_str());
    const QByteArray old = readFile(path);
    QVERIFY(!old.isEmpty());
    QVERIFY(testing::SmallFilesystem::fillUp(dir.path()));

    const Scenario game = playedGame();
    QVERIFY(scenarioToText(game).size() < 16 * 1024); // smaller than Qt's write buffer
    QVERIFY2(!saveScenarioFile(game, path.toStdString(), &error),
        "a save to a full disk reported success");
    QVERIFY2(QString::fromStdString(error).startsWith(QStringLiteral("cannot write ") + path),
        error.c_str());
    QVERIFY2(QString::fromStdString(error).contains(QLatin1String("No space left on device")),
        error.c_str());
    QCOMPARE(readFile(path), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name),
        QStringList({QStringLiteral("filler"), QStringLiteral("game.json")}));

    // Room again: the same save goes through.
    QVERIFY(QFile::remove(dir.filePath(QStringLiteral("filler"))));
    QVERIFY2(saveScenarioFile(game, path.toStdString(), &error), error.c_str());
    QVERIFY(loadScenarioFile(path.toStdString()).ok());
}

void TestSaveFile::failingWriterKeepsTheOldFile_data()
{
    QTest::addColumn<int>("kept"); // bytes the writer puts in the file
    QTest::addColumn<int>("reported"); // what it says it wrote: -1 = error, -2 = every byte
    QTest::newRow("says it wrote every byte, wrote none (the lost final flush)") << 0 << -2;
    QTest::newRow("says it wrote every byte, wrote 4096") << 4096 << -2;
    QTest::newRow("wrote 4096 and says so") << 4096 << 4096;
    QTest::newRow("fails") << 0 << -1;
}

void TestSaveFile::failingWriterKeepsTheOldFile()
{
    QFETCH(int, kept);
    QFETCH(int, reported);
    const Scenario small = mustLoad(bundledPath("tlhy-21-8-simple-fire-resolution.json"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    std::string error;
    QVERIFY2(saveScenarioFile(small, path.toStdString(), &error), error.c_str());
    const QByteArray old = readFile(path);

    const WriteSink failing = [&](QIODevice &file, std::string_view bytes) -> std::int64_t {
        if (file.write(bytes.data(), kept) != kept)
            return -1;
        return reported == -2 ? static_cast<std::int64_t>(bytes.size()) : reported;
    };
    QVERIFY(!saveScenarioFile(playedGame(), path.toStdString(), &error, failing));
    const QString message = QString::fromStdString(error);
    QVERIFY2(message.startsWith(QStringLiteral("cannot write ") + path + QStringLiteral(": ")),
        error.c_str());
    QVERIFY2(message.endsWith(QLatin1String("; the previous file is kept")), error.c_str());
    if (reported == -2)
        QVERIFY2(message.contains(QStringLiteral("only %1 of ").arg(kept)), error.c_str());
    QCOMPARE(readFile(path), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
        QStringList({QStringLiteral("game.json")}));
}

void TestSaveFile::failingWriterLeavesNoNewFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("new.json"));
    std::string error;
    const WriteSink none = [](QIODevice &, std::string_view bytes) {
        return static_cast<std::int64_t>(bytes.size());
    };
    QVERIFY(!saveScenarioFile(playedGame(), path.toStdString(), &error, none));
    QVERIFY2(QString::fromStdString(error).endsWith(QLatin1String("; nothing was written")),
        error.c_str());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
}

void TestSaveFile::cleanUpKeepsThePlayersFiles()
{
    // The player's own copies beside the save, with HexFire's content and an hour old: none is
    // HexFire's temporary file, whatever the case of its six letters.
    const Scenario s = mustLoad(bundledPath("tlhy-21-8-simple-fire-resolution.json"));
    const QByteArray saved = QByteArray::fromStdString(scenarioToText(s));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    const QStringList players = {QStringLiteral("game.json.Backup"),
        QStringLiteral("game.json.Turn12"), QStringLiteral("game.json.Copy01"),
        QStringLiteral("game.json.AbCdEf"), QStringLiteral("game.json.backup")};
    for (const QString &name : players)
        QVERIFY(putFile(dir.filePath(name), saved, 3600));
    std::string error;
    QVERIFY2(saveScenarioFile(s, path.toStdString(), &error), error.c_str());
    QCOMPARE(removeSaveLeftovers(path.toStdString()), 0);
    QStringList expected = players;
    expected << QStringLiteral("game.json");
    expected.sort();
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name), expected);
    for (const QString &name : players)
        QCOMPARE(readFile(dir.filePath(name)), saved);

    // HexFire's own temporary files, an hour old, go (even empty: killed before any write);
    // one from the last minute may be another instance's save in flight and stays.
    QVERIFY(putFile(path + QStringLiteral(".hexfire-save-Ab12Cd"), saved, 3600));
    QVERIFY(putFile(path + QStringLiteral(".hexfire-save-zzzzzz"), QByteArray(), 3600));
    QVERIFY(putFile(path + QStringLiteral(".hexfire-save-NoWxYz"), saved, 5));
    QVERIFY2(saveScenarioFile(s, path.toStdString(), &error), error.c_str());
    expected << QStringLiteral("game.json.hexfire-save-NoWxYz");
    expected.sort();
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name), expected);
}

void TestSaveFile::saveThroughALinkKeepsTheLink()
{
    // A save to a link replaces the file at the end of the links, never a link (as QSaveFile did).
    const Scenario s = mustLoad(bundledPath("tlhy-21-8-simple-fire-resolution.json"));
    QTemporaryDir dir;
    const QString real = dir.filePath(QStringLiteral("real.json"));
    const QString middle = dir.filePath(QStringLiteral("middle.json"));
    const QString link = dir.filePath(QStringLiteral("link.json"));
    QVERIFY(putFile(real, "old", 0));
    QVERIFY(QFile::link(real, middle));
    QVERIFY(QFile::link(middle, link));
    std::string error;
    QVERIFY2(saveScenarioFile(s, link.toStdString(), &error), error.c_str());
    QVERIFY(QFileInfo(link).isSymLink());
    QVERIFY(QFileInfo(middle).isSymLink());
    QCOMPARE(readFile(real), QByteArray::fromStdString(scenarioToText(s)));
}

void TestSaveFile::exampleKeepsTheNotes()
{
    const Scenario base = mustLoad(bundledPath("tlhy-21-8-3-assault-hex.json"));
    Diagnostics d;
    auto game = makeGame(base, d);
    QVERIFY2(game, d.format().c_str());
    QVERIFY(game->stepForward());
    QVERIFY(game->stepForward());
    game->setNote(0, "check the marker's value on the chart");
    game->setNote(1, "ouch");
    const Scenario example = exampleFromGame(base, *game);
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/example.json").toStdString();
    std::string error;
    QVERIFY2(saveScenarioFile(example, path, &error), error.c_str());
    const Scenario loaded = mustLoad(path);
    QCOMPARE(loaded.script.size(), std::size_t(2));
    const auto holds = [](const std::string &text, const std::string &part) {
        return text.find(part) != std::string::npos;
    };
    QVERIFY2(holds(loaded.script[0].narration, "check the marker's value on the chart"),
        loaded.script[0].narration.c_str());
    QVERIFY2(holds(loaded.script[1].narration, "ouch"), loaded.script[1].narration.c_str());
    // The step's own narration is still there, first.
    QVERIFY(loaded.script[0].narration.rfind(base.script[0].narration, 0) == 0);
}

QTEST_MAIN(TestSaveFile)
#include "tst_savefile.moc"
