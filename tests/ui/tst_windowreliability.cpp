// The window in long games, with hostile text and after crashes (issue 9), offscreen:
//   - titles, names and narration of 8 KiB and 64 KiB without a break: the screenshot is exactly
//     the requested size (it was 75 301 pixels wide for 8 KiB; 64 KiB never finished)
//   - stepping through a long scripted game updates the timeline row by row (a work counter, not
//     a timer): no whole-list rebuild per step, one update per jump, rows equal a fresh list's
//   - crash restore through the window's non-interactive hooks (Prompts): a failed restore says
//     what failed and keeps the autosave; two sessions do not take each other's autosave for a
//     crash; an autosave whose lock names a dead process is offered; a restored game is untitled
//     and Save asks for a path.
#include "app/rulesets.h"
#include "ui/autosavestore.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/panels/timelinepanel.h"
#include "ui/settings.h"
#include "windowcontrollers.h"
#include "windowtest.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QLockFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexfire;
using namespace hexfire::testing;

namespace {

const QString exampleScenario
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-21-8-3-assault-hex.json");
const QString sandboxScenario
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-sandbox.json");

QJsonObject readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/** The bundled 21.8.3 example with every text a player reads replaced by one long word. */
QByteArray longTextScenario(int chars)
{
    const QString word(chars, QLatin1Char('W'));
    QJsonObject o = readJson(exampleScenario);
    o[QStringLiteral("title")] = word;
    o[QStringLiteral("description")] = word;
    QJsonArray sides = o[QStringLiteral("sides")].toArray();
    for (qsizetype i = 0; i < sides.size(); ++i) {
        QJsonObject side = sides[i].toObject();
        side[QStringLiteral("name")] = word;
        sides[i] = side;
    }
    o[QStringLiteral("sides")] = sides;
    QJsonArray units = o[QStringLiteral("units")].toArray();
    for (qsizetype i = 0; i < units.size(); ++i) {
        QJsonObject unit = units[i].toObject();
        unit[QStringLiteral("name")] = word;
        units[i] = unit;
    }
    o[QStringLiteral("units")] = units;
    QJsonArray script = o[QStringLiteral("script")].toArray();
    for (qsizetype i = 0; i < script.size(); ++i) {
        QJsonObject step = script[i].toObject();
        step[QStringLiteral("title")] = word;
        step[QStringLiteral("narration")] = word;
        script[i] = step;
    }
    o[QStringLiteral("script")] = script;
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

/**
 * The bundled sandbox with a script of `steps` steps: the German MG team fires at K12, then the
 * Fire Resolution Phase resolves the marker (a 1 on the die: no effect, so it repeats).
 */
QByteArray longScriptedScenario(int steps)
{
    // A legal long turn: the Germans win the initiative (1 against 10), activate the MG team's
    // platoon, grown by a copy of the team for every other step, and each copy fires at K12 once
    // (one action a unit a turn).
    QJsonObject o = readJson(sandboxScenario);
    o[QStringLiteral("title")] = QStringLiteral("Long sandbox");
    QJsonArray units = o[QStringLiteral("units")].toArray();
    QJsonObject team;
    for (const QJsonValue &u : units) {
        if (u.toObject()[QStringLiteral("id")].toString() == QLatin1String("ger-mg-team"))
            team = u.toObject();
    }
    QJsonArray script {
        QJsonObject {{QStringLiteral("title"), QStringLiteral("Initiative")},
            {QStringLiteral("action"), QStringLiteral("next-phase")},
            {QStringLiteral("dice"), QJsonArray {1, 10}}},
        QJsonObject {{QStringLiteral("title"), QStringLiteral("The 2nd Platoon activates")},
            {QStringLiteral("action"), QStringLiteral("activate-platoon")},
            {QStringLiteral("actors"), QJsonArray {QStringLiteral("ger-mg-team")}},
            {QStringLiteral("dice"), QJsonArray {}}},
    };
    for (int i = 0; script.size() < steps; ++i) {
        const QString id = QStringLiteral("ger-mg-copy-%1").arg(i);
        team[QStringLiteral("id")] = id;
        team[QStringLiteral("name")] = QStringLiteral("MG copy %1").arg(i);
        units.append(team);
        script.append(QJsonObject {
            {QStringLiteral("title"), QStringLiteral("Fire %1").arg(i)},
            {QStringLiteral("action"), QStringLiteral("small-arms-fire")},
            {QStringLiteral("actors"), QJsonArray {id}},
            {QStringLiteral("target"), QStringLiteral("K12")},
            {QStringLiteral("params"), QJsonObject {{QStringLiteral("markerValue"), 3}}},
            {QStringLiteral("dice"), QJsonArray {}},
        });
    }
    o[QStringLiteral("units")] = units;
    o[QStringLiteral("script")] = script;
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

/** The rows of a timeline list: text and whether the row is shaded as not played. */
QStringList rowsOf(const QListWidget *list)
{
    QStringList rows;
    for (int i = 0; i < list->count(); ++i) {
        const QListWidgetItem *item = list->item(i);
        rows << item->text()
                + (item->data(Qt::ForegroundRole).isValid() ? QStringLiteral(" [grey]")
                                                            : QString());
    }
    return rows;
}

/** A process id that no process has any more: a child that has finished. */
qint64 deadProcessId()
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("-functions")});
    if (!child.waitForStarted())
        return -1;
    const qint64 pid = child.processId();
    child.waitForFinished();
    return pid;
}

/**
 * Leaves autosave as a crashed session would: a lock beside it in QLockFile's own format, naming
 * a process that died.
 */
bool leaveCrashedLock(const QString &autosave, qint64 deadPid)
{
    const QString lockPath = autosave + QStringLiteral(".lock");
    QByteArray content;
    {
        QLockFile lock(lockPath);
        if (!lock.tryLock(0))
            return false;
        content = readFile(lockPath);
    }
    // The first line is the owner's process id; the rest (name, host) stays ours.
    const qsizetype eol = content.indexOf('\n');
    if (eol < 0)
        return false;
    return writeFile(lockPath, QByteArray::number(deadPid) + content.mid(eol));
}

/** A window that autosaves into dir and records what it would ask and tell. */
struct PromptLog {
    int asked = 0;
    bool answer = true;
    QStringList told;
    int savePathAsked = 0;
    QString savePath;

    MainWindow::Prompts prompts()
    {
        return {[this](const QString &, const QString &) {
                    ++asked;
                    return answer;
                },
            [this](const QString &, const QString &message) { told << message; },
            [this](const QString &) {
                ++savePathAsked;
                return savePath;
            },
            {}, {}, {}, {}, {}, {}, {}, {}, {}, {}};
    }
};

/** A valid saved game at step 3 of the example, written where a crashed session left it. */
QString writeCrashedAutosave(const QString &dir, const QByteArray &bytesOverride = {})
{
    const QString path
        = QDir(dir).filePath(QStringLiteral("autosave-20260101-000000-000-1.hexfire.json"));
    GameSession game;
    QString error;
    if (!game.openFile(exampleScenario, &error) || !game.goTo(3, &error)
        || !game.saveFile(path, &error))
        return {};
    if (!bytesOverride.isNull() && !writeFile(path, bytesOverride))
        return {};
    return leaveCrashedLock(path, deadProcessId()) ? path : QString();
}

} // namespace

class TestWindowReliability : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();

    void longTextKeepsTheWindowSize_data();
    void longTextKeepsTheWindowSize();
    void steppingUpdatesTheTimelineRowByRow();
    void restoreFailureSaysWhyAndKeepsTheAutosave_data();
    void restoreFailureSaysWhyAndKeepsTheAutosave();
    void twoSessionsDoNotSeeEachOthersAutosave();
    void staleLockIsACrash();
    void declinedRestoreOpensTheFile();
    void restoredGameIsUntitledAndSaveAsksForAPath();
    void cleanExitLeavesNothingToRestore();
};

void TestWindowReliability::initTestCase() { testing::prepareWindowTest("tst_windowreliability"); }

void TestWindowReliability::longTextKeepsTheWindowSize_data()
{
    QTest::addColumn<int>("chars");
    QTest::addColumn<QSize>("size");
    QTest::newRow("8 KiB word, 1600x1000") << 8 * 1024 << QSize(1600, 1000);
    QTest::newRow("8 KiB word, 1024x640") << 8 * 1024 << QSize(1024, 640);
    QTest::newRow("64 KiB word, 1600x1000") << 64 * 1024 << QSize(1600, 1000);
    QTest::newRow("64 KiB word, 1024x640") << 64 * 1024 << QSize(1024, 640);
}

void TestWindowReliability::longTextKeepsTheWindowSize()
{
    QFETCH(int, chars);
    QFETCH(QSize, size);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.json"));
    QVERIFY(writeFile(path, longTextScenario(chars)));

    // As `hexfire --screenshot --size WxH --step 1 --select UNIT` does it.
    MainWindow w(false);
    QString error;
    QVERIFY2(w.findChild<FileController *>()->openFile(path, &error), qPrintable(error));
    w.resize(size);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY2(w.session()->goTo(1, &error), qPrintable(error));
    play(w).selectUnit(w.session()->state().units().front().id);
    QCoreApplication::processEvents();
    QCOMPARE(w.grab().size(), size);
    QVERIFY2(w.windowTitle().size() < 200, qPrintable(QString::number(w.windowTitle().size())));
    // The timeline shows the step, wrapped: the label is no wider than the window.
    QVERIFY(w.findChild<TimelinePanel *>()->narration()->text().startsWith(QLatin1Char('W')));
    QVERIFY(w.findChild<TimelinePanel *>()->narration()->width() <= size.width());
}

void TestWindowReliability::steppingUpdatesTheTimelineRowByRow()
{
    constexpr int steps = 300;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long-script.json"));
    QVERIFY(writeFile(path, longScriptedScenario(steps)));
    MainWindow w(false);
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QString error;
    QVERIFY2(w.findChild<FileController *>()->openFile(path, &error), qPrintable(error));
    GameSession *s = w.session();
    TimelinePanel *timeline = w.findChild<TimelinePanel *>();
    QCOMPARE(s->timelineLength(), steps);
    QCOMPARE(timeline->list()->count(), steps + 1);
    const int rebuilds = timeline->rebuildCount();
    const int rows = timeline->rowUpdateCount();

    // Step by step through the whole script: a few rows per step, never the whole list (the list
    // was rebuilt on every step: 300 rebuilds and 45 150 new rows here).
    for (int i = 0; i < steps; ++i)
        QVERIFY2(s->stepForward(&error), qPrintable(error));
    QCOMPARE(s->position(), steps);
    QCOMPARE(timeline->rebuildCount(), rebuilds);
    QVERIFY2(timeline->rowUpdateCount() - rows <= 3 * steps,
        qPrintable(QString::number(timeline->rowUpdateCount() - rows)));

    // A jump updates once, at its end.
    QSignalSpy changed(s, &GameSession::timelineChanged);
    const int beforeJump = timeline->rowUpdateCount();
    QVERIFY(s->goTo(0));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(timeline->rebuildCount(), rebuilds);
    QVERIFY(timeline->rowUpdateCount() - beforeJump <= steps + 2);

    // The rows equal those of a list built from scratch, also after a commit that drops the redo
    // tail (a bookmark in the dropped part goes with it).
    QVERIFY(s->goTo(40));
    s->setBookmark(30, true);
    QVERIFY(s->goTo(10));
    Action fire;
    fire.kind = "small-arms-fire";
    fire.actors = {UnitId {"ger-mg-team"}};
    fire.target = s->state().map().parse("K12");
    fire.params.emplace("markerValue", 2);
    QVERIFY2(s->commit(fire, QStringLiteral("My own fire"), &error), qPrintable(error));
    QCOMPARE(timeline->rebuildCount(), rebuilds);
    TimelinePanel fresh(s);
    QCOMPARE(rowsOf(timeline->list()), rowsOf(fresh.list()));
    QVERIFY(timeline->list()->item(11)->text().contains(QLatin1String("My own fire")));
    // The player's own move left the example: its script's later steps are no longer this game's.
    QCOMPARE(timeline->list()->count(), 12);
    QCOMPARE(timeline->list()->currentRow(), 11);
}

void TestWindowReliability::restoreFailureSaysWhyAndKeepsTheAutosave_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QByteArray valid;
    {
        GameSession game;
        QString error;
        QVERIFY(game.openFile(exampleScenario, &error));
        QVERIFY(game.goTo(3, &error));
        QTemporaryDir dir;
        QVERIFY(game.saveFile(dir.filePath(QStringLiteral("v.json")), &error));
        valid = readFile(dir.filePath(QStringLiteral("v.json")));
    }
    QTest::newRow("truncated") << valid.left(valid.size() / 2);
    QTest::newRow("too large (9 MiB)") << valid + QByteArray(9 * 1024 * 1024, ' ');
}

void TestWindowReliability::restoreFailureSaysWhyAndKeepsTheAutosave()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString orphan = writeCrashedAutosave(dir.path(), bytes);
    QVERIFY(!orphan.isEmpty());
    GameSession probe;
    QString loaderMessage;
    QVERIFY(!probe.openFile(orphan, &loaderMessage));

    PromptLog log;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    QVERIFY(w.findChild<FileController *>()->enableAutosave(dir.path()));
    w.findChild<FileController *>()->openStartupGame(exampleScenario);
    QCOMPARE(log.asked, 1);
    QCOMPARE(log.told.size(), 1);
    // What failed, in the loader's words, and where the autosave is now.
    const QString told = log.told.first();
    QVERIFY2(
        told.contains(loaderMessage.section(QLatin1Char('\n'), 0, 0).left(120)), qPrintable(told));
    const QStringList kept
        = QDir(dir.path()).entryList({QStringLiteral("not-restored-*.hexfire.json")}, QDir::Files);
    QCOMPARE(kept.size(), 1);
    QVERIFY2(told.contains(QDir::toNativeSeparators(dir.filePath(kept.first()))), qPrintable(told));
    QCOMPARE(readFile(dir.filePath(kept.first())), bytes);
    QVERIFY(!QFile::exists(orphan));
    // And then the window goes on as without a crash: the file it was given is open.
    QCOMPARE(w.session()->filePath(), exampleScenario);

    // The kept file is not offered again.
    PromptLog nextLog;
    MainWindow next(false);
    next.setPrompts(nextLog.prompts());
    QVERIFY(next.findChild<FileController *>()->enableAutosave(dir.path()));
    next.findChild<FileController *>()->openStartupGame(exampleScenario);
    QCOMPARE(nextLog.asked, 0);
}

void TestWindowReliability::twoSessionsDoNotSeeEachOthersAutosave()
{
    QTemporaryDir dir;
    PromptLog firstLog;
    MainWindow first(false);
    first.setPrompts(firstLog.prompts());
    QVERIFY(first.findChild<FileController *>()->enableAutosave(dir.path()));
    first.findChild<FileController *>()->openStartupGame(exampleScenario);
    QVERIFY(first.session()->goTo(4));
    // A jump's autosave is written once the timeline rests.
    QTRY_VERIFY(QFile::exists(first.findChild<FileController *>()->autosavePath()));

    // A second window started while the first plays: no crash to report, its own file.
    PromptLog secondLog;
    MainWindow second(false);
    second.setPrompts(secondLog.prompts());
    QVERIFY(second.findChild<FileController *>()->enableAutosave(dir.path()));
    second.findChild<FileController *>()->openStartupGame(exampleScenario);
    QCOMPARE(secondLog.asked, 0);
    QVERIFY(second.findChild<FileController *>()->autosavePath()
        != first.findChild<FileController *>()->autosavePath());
    QVERIFY(second.session()->goTo(2));
    const QByteArray firstBytes = readFile(first.findChild<FileController *>()->autosavePath());
    GameSession reread;
    QString error;
    QVERIFY2(reread.openFile(first.findChild<FileController *>()->autosavePath(), &error),
        qPrintable(error));
    QCOMPARE(reread.position(), 4);
    QVERIFY(readFile(second.findChild<FileController *>()->autosavePath()) != firstBytes);
}

void TestWindowReliability::staleLockIsACrash()
{
    QTemporaryDir dir;
    const QString orphan = writeCrashedAutosave(dir.path());
    QVERIFY(!orphan.isEmpty());
    PromptLog log;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    QVERIFY(w.findChild<FileController *>()->enableAutosave(dir.path()));
    w.findChild<FileController *>()->openStartupGame(exampleScenario);
    QCOMPARE(log.asked, 1);
    QCOMPARE(log.told, QStringList());
    QCOMPARE(w.session()->position(), 3);
    // The crashed session's file and lock are gone; the game is in this window's own autosave.
    QVERIFY(!QFile::exists(orphan));
    QVERIFY(!QFile::exists(orphan + QStringLiteral(".lock")));
    GameSession reread;
    QString error;
    QVERIFY2(reread.openFile(w.findChild<FileController *>()->autosavePath(), &error),
        qPrintable(error));
    QCOMPARE(reread.position(), 3);
    QVERIFY(reread.state() == w.session()->state());
}

void TestWindowReliability::declinedRestoreOpensTheFile()
{
    QTemporaryDir dir;
    const QString orphan = writeCrashedAutosave(dir.path());
    QVERIFY(!orphan.isEmpty());
    PromptLog log;
    MainWindow w(false);
    log.answer = false;
    w.setPrompts(log.prompts());
    QVERIFY(w.findChild<FileController *>()->enableAutosave(dir.path()));
    w.findChild<FileController *>()->openStartupGame(exampleScenario);
    QCOMPARE(log.asked, 1);
    QCOMPARE(w.session()->filePath(), exampleScenario);
    QCOMPARE(w.session()->position(), 0);
    // Declined is not discarded: it stays until this window autosaves (issue 21, tst_savewindow).
    QVERIFY(QFile::exists(orphan));
}

void TestWindowReliability::restoredGameIsUntitledAndSaveAsksForAPath()
{
    QTemporaryDir dir;
    QVERIFY(!writeCrashedAutosave(dir.path()).isEmpty());
    PromptLog log;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    QVERIFY(w.findChild<FileController *>()->enableAutosave(dir.path()));
    w.findChild<FileController *>()->openStartupGame(exampleScenario);
    QCOMPARE(log.asked, 1);
    QCOMPARE(w.session()->filePath(), QString());
    QVERIFY(w.session()->isModified());
    QVERIFY2(w.windowTitle().contains(QLatin1String("Untitled")), qPrintable(w.windowTitle()));
    QVERIFY(!w.windowTitle().contains(QLatin1String("autosave")));

    // Save asks where; cancelling writes nothing, not even to the autosave.
    const QByteArray autosaved = readFile(w.findChild<FileController *>()->autosavePath());
    QVERIFY(!w.findChild<FileController *>()->fileSave());
    QCOMPARE(log.savePathAsked, 1);
    QCOMPARE(readFile(w.findChild<FileController *>()->autosavePath()), autosaved);

    const QString target = dir.filePath(QStringLiteral("my-game.json"));
    log.savePath = target;
    QVERIFY(w.findChild<FileController *>()->fileSave());
    QCOMPARE(log.savePathAsked, 2);
    QCOMPARE(w.session()->filePath(), target);
    QVERIFY(!w.session()->isModified());
    QVERIFY(w.windowTitle().contains(QLatin1String("my-game.json")));
    GameSession reread;
    QString error;
    QVERIFY2(reread.openFile(target, &error), qPrintable(error));
    QCOMPARE(reread.position(), 3);

    // From now on Save writes there without asking.
    QVERIFY(w.session()->goTo(4));
    QVERIFY(w.findChild<FileController *>()->fileSave());
    QCOMPARE(log.savePathAsked, 2);
}

void TestWindowReliability::cleanExitLeavesNothingToRestore()
{
    QTemporaryDir dir;
    QString autosave;
    {
        MainWindow w(false);
        QVERIFY(w.findChild<FileController *>()->enableAutosave(dir.path()));
        w.findChild<FileController *>()->openStartupGame(exampleScenario);
        QVERIFY(w.session()->goTo(2));
        autosave = w.findChild<FileController *>()->autosavePath();
        QTRY_VERIFY(QFile::exists(autosave));
        QVERIFY(QFile::exists(autosave + QStringLiteral(".lock")));
        w.close();
        QVERIFY(!QFile::exists(autosave));
    }
    QVERIFY(!QFile::exists(autosave + QStringLiteral(".lock")));
    PromptLog log;
    MainWindow next(false);
    next.setPrompts(log.prompts());
    QVERIFY(next.findChild<FileController *>()->enableAutosave(dir.path()));
    next.findChild<FileController *>()->openStartupGame(exampleScenario);
    QCOMPARE(log.asked, 0);
}

QTEST_MAIN(TestWindowReliability)
#include "tst_windowreliability.moc"
