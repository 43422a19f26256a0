// The window never loses a save by surprise (issue 21, "Data loss"), offscreen:
//   - a save to a full disk (a 64 KiB tmpfs; skipped where mounting is not permitted) fails, says
//     why, keeps the file and leaves the game unsaved
//   - two windows on one file: the second Save asks before replacing what the first saved
//   - editing a step's title, narration or bookmark marks the game changed and is work to save;
//     the editor's work is autosaved
//   - declining crash restore keeps the autosave until this window autosaves; stale locks that
//     have no autosave are removed
#include "../common/smallfilesystem.h"
#include "app/rulesets.h"
#include "core/edit/scenarioeditor.h"
#include "core/scenario/scenarioio.h"
#include "ui/editor/editorcontroller.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"
#include "windowtest.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexfire;

namespace {

const QString exampleScenario
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-21-8-3-assault-hex.json");

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

/** What the window asked and told, with the answers a test gives. */
struct PromptLog {
    int asked = 0; /**< yes/no questions */
    QStringList questions;
    bool answer = false;
    int saveAsked = 0; /**< Save / Discard / Cancel */
    SaveChoice choice = SaveChoice::Cancel;
    int savePathAsked = 0;
    QString savePath;
    QStringList told;

    Prompts prompts()
    {
        Prompts p;
        p.ask = [this](const QString &title, const QString &) {
            ++asked;
            questions << title;
            return answer;
        };
        p.tell = [this](const QString &, const QString &message) { told << message; };
        p.savePath = [this](const QString &) {
            ++savePathAsked;
            return savePath;
        };
        p.saveChanges = [this](const QString &, const QString &) {
            ++saveAsked;
            return choice;
        };
        return p;
    }
};

/** The example played to step `steps` and saved as a game at path. */
bool writeSavedGame(const QString &path, int steps)
{
    GameSession game;
    QString error;
    return game.openFile(exampleScenario, &error) && game.goTo(steps, &error)
        && game.saveFile(path, &error);
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

/** Leaves a lock at lockPath as a crashed session would: QLockFile's format, a dead process. */
bool leaveCrashedLock(const QString &lockPath, qint64 deadPid)
{
    QByteArray content;
    {
        QLockFile lock(lockPath);
        if (!lock.tryLock(0))
            return false;
        content = readFile(lockPath);
    }
    const qsizetype eol = content.indexOf('\n');
    return eol >= 0 && writeFile(lockPath, QByteArray::number(deadPid) + content.mid(eol));
}

/** A saved game at step 3 of the example, where a crashed session left it. */
QString writeCrashedAutosave(const QString &dir)
{
    const QString path
        = QDir(dir).filePath(QStringLiteral("autosave-20260101-000000-000-1.hexfire.json"));
    if (!writeSavedGame(path, 3))
        return {};
    return leaveCrashedLock(path + QStringLiteral(".lock"), deadProcessId()) ? path : QString();
}

} // namespace

class TestSaveWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void fullDiskSaveFailsAndStaysUnsaved();
    void secondWindowAsksBeforeOverwriting();
    void unchangedFileIsSavedWithoutAsking();
    void editedStepIsUnsavedWork_data();
    void editedStepIsUnsavedWork();
    void editorWorkIsAutosaved();
    void declinedRestoreKeepsTheAutosave();
    void locksWithoutAutosaveAreRemoved();
};

void TestSaveWindow::initTestCase() { testing::prepareWindowTest("tst_savewindow"); }

void TestSaveWindow::fullDiskSaveFailsAndStaysUnsaved()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const testing::SmallFilesystem small64k(dir.path());
    if (!small64k.mounted())
        QSKIP(qPrintable(
            QStringLiteral("cannot mount a 64 KiB tmpfs here: %1").arg(small64k.error())));
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeSavedGame(path, 1));
    const QByteArray old = readFile(path);

    PromptLog log;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    QVERIFY(w.findChild<FileController *>()->openFile(path));
    QVERIFY(w.session()->goTo(8));
    QVERIFY(w.isWindowModified());
    QVERIFY(testing::SmallFilesystem::fillUp(dir.path()));
    QVERIFY(!w.findChild<FileController *>()->fileSave());
    QCOMPARE(log.told.size(), 1);
    QVERIFY2(log.told.first().contains(QLatin1String("No space left on device")),
        qPrintable(log.told.first()));
    QVERIFY2(log.told.first().contains(QLatin1String("the previous file is kept")),
        qPrintable(log.told.first()));
    QCOMPARE(readFile(path), old);
    QVERIFY(w.session()->isModified());
    QVERIFY(w.isWindowModified());
}

void TestSaveWindow::secondWindowAsksBeforeOverwriting()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeSavedGame(path, 1));
    PromptLog firstLog;
    PromptLog secondLog;
    MainWindow first(false);
    MainWindow second(false);
    first.setPrompts(firstLog.prompts());
    second.setPrompts(secondLog.prompts());
    QVERIFY(first.findChild<FileController *>()->openFile(path));
    QVERIFY(second.findChild<FileController *>()->openFile(path));

    QVERIFY(first.session()->goTo(5));
    QVERIFY(first.findChild<FileController *>()->fileSave());
    QCOMPARE(firstLog.asked, 0);
    const QByteArray firstSaved = readFile(path);

    // The second window's Save: asked; No is Save As, which the player cancels.
    QVERIFY(second.session()->goTo(2));
    QVERIFY(!second.findChild<FileController *>()->fileSave());
    QCOMPARE(secondLog.questions, QStringList({QStringLiteral("Replace the changed file?")}));
    QCOMPARE(secondLog.savePathAsked, 1);
    QCOMPARE(readFile(path), firstSaved);
    QVERIFY(second.session()->isModified());

    // Yes replaces it; from then on the file is the second window's and Save does not ask.
    secondLog.answer = true;
    QVERIFY(second.findChild<FileController *>()->fileSave());
    QCOMPARE(secondLog.asked, 2);
    GameSession reread;
    QString error;
    QVERIFY2(reread.openFile(path, &error), qPrintable(error));
    QCOMPARE(reread.position(), 2);
    QVERIFY(second.session()->goTo(3));
    QVERIFY(second.findChild<FileController *>()->fileSave());
    QCOMPARE(secondLog.asked, 2);

    // And now the first window is the one that asks.
    QVERIFY(first.session()->goTo(6));
    QVERIFY(!first.findChild<FileController *>()->fileSave());
    QCOMPARE(firstLog.asked, 1);
}

void TestSaveWindow::unchangedFileIsSavedWithoutAsking()
{
    // Only a change of content counts: a file touched, or written again with the same bytes,
    // is saved over without a question.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeSavedGame(path, 1));
    PromptLog log;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    QVERIFY(w.findChild<FileController *>()->openFile(path));
    const QByteArray bytes = readFile(path);
    QVERIFY(writeFile(path, bytes));
    QFile touched(path);
    QVERIFY(touched.open(QIODevice::ReadWrite));
    QVERIFY(touched.setFileTime(
        QDateTime::currentDateTime().addSecs(-600), QFileDevice::FileModificationTime));
    touched.close();
    QVERIFY(w.session()->goTo(4));
    QVERIFY(w.findChild<FileController *>()->fileSave());
    QCOMPARE(log.asked, 0);
}

void TestSaveWindow::editedStepIsUnsavedWork_data()
{
    QTest::addColumn<QString>("what");
    QTest::newRow("title") << "title";
    QTest::newRow("narration") << "narration";
    QTest::newRow("bookmark") << "bookmark";
}

void TestSaveWindow::editedStepIsUnsavedWork()
{
    QFETCH(QString, what);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("game.json"));
    QVERIFY(writeSavedGame(path, 2));
    PromptLog log;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    FileController *files = w.findChild<FileController *>();
    QVERIFY(files->openFile(path));
    GameSession *s = w.session();
    QVERIFY(!w.isWindowModified());
    QVERIFY(!files->hasUnsavedWork());

    const QString title = s->stepTitle(1);
    const QString narration = s->stepNarration(1);
    if (what == "title")
        s->setStepText(1, QStringLiteral("The assault goes in"), narration);
    else if (what == "narration")
        s->setStepText(1, title, QStringLiteral("Told by the player."));
    else
        s->setBookmark(1, !s->isBookmarked(1));
    QVERIFY(s->isModified());
    QVERIFY(w.isWindowModified());
    QVERIFY(files->hasUnsavedWork());
    QVERIFY(!files->mayReplaceGame()); // Cancel keeps it
    QCOMPARE(log.saveAsked, 1);

    QVERIFY(files->fileSave());
    QVERIFY(!s->isModified());
    QVERIFY(!w.isWindowModified());
    QVERIFY(!files->hasUnsavedWork());
    GameSession reread;
    QString error;
    QVERIFY2(reread.openFile(path, &error), qPrintable(error));
    QCOMPARE(reread.stepTitle(1), s->stepTitle(1));
    QCOMPARE(reread.stepNarration(1), s->stepNarration(1));
    QCOMPARE(reread.isBookmarked(1), s->isBookmarked(1));
}

void TestSaveWindow::editorWorkIsAutosaved()
{
    QTemporaryDir dir;
    MainWindow w(false);
    FileController *files = w.findChild<FileController *>();
    QVERIFY(files->enableAutosave(dir.path()));
    QVERIFY(files->openStartupGame(exampleScenario));
    EditorController *editor = w.editorController();
    QVERIFY(editor->startEditing());
    const UnitId gone = editor->editor().position().units().front().id;
    QVERIFY(editor->edit(ScenarioEditor::removeUnit(gone), QStringLiteral("Delete")));
    const LoadResult saved = loadScenarioFile(files->autosavePath().toStdString());
    QVERIFY2(saved.ok(), saved.diagnostics.format().c_str());
    QVERIFY(saved.scenario->initial.findUnit(gone) == nullptr);
    QVERIFY(saved.scenario->initial == editor->editor().position());

    // An undo is autosaved too.
    editor->undoStack()->undo();
    const LoadResult undone = loadScenarioFile(files->autosavePath().toStdString());
    QVERIFY2(undone.ok(), undone.diagnostics.format().c_str());
    QVERIFY(undone.scenario->initial.findUnit(gone) != nullptr);
}

void TestSaveWindow::declinedRestoreKeepsTheAutosave()
{
    QTemporaryDir dir;
    const QString orphan = writeCrashedAutosave(dir.path());
    QVERIFY(!orphan.isEmpty());
    const QByteArray bytes = readFile(orphan);
    {
        PromptLog log;
        MainWindow w(false);
        w.setPrompts(log.prompts()); // answers No
        QVERIFY(w.findChild<FileController *>()->enableAutosave(dir.path()));
        w.findChild<FileController *>()->openStartupGame(exampleScenario);
        QCOMPARE(log.asked, 1);
        QCOMPARE(readFile(orphan), bytes);
        // Another window starting now does not offer it: this one holds it.
        PromptLog otherLog;
        MainWindow other(false);
        other.setPrompts(otherLog.prompts());
        QVERIFY(other.findChild<FileController *>()->enableAutosave(dir.path()));
        other.findChild<FileController *>()->openStartupGame(exampleScenario);
        QCOMPARE(otherLog.asked, 0);
        w.close(); // nothing autosaved here: the declined game is offered again
    }
    QCOMPARE(readFile(orphan), bytes);
    PromptLog log;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    QVERIFY(w.findChild<FileController *>()->enableAutosave(dir.path()));
    w.findChild<FileController *>()->openStartupGame(exampleScenario);
    QCOMPARE(log.asked, 1);
    QVERIFY(QFile::exists(orphan));
    // This window's first autosave replaces it.
    QVERIFY(w.session()->goTo(1));
    QTRY_VERIFY(QFile::exists(w.findChild<FileController *>()->autosavePath()));
    QVERIFY(!QFile::exists(orphan));
    QVERIFY(!QFile::exists(orphan + QStringLiteral(".lock")));
}

void TestSaveWindow::locksWithoutAutosaveAreRemoved()
{
    // A session that died before its first autosave leaves only its lock.
    QTemporaryDir dir;
    const QString dead
        = dir.filePath(QStringLiteral("autosave-20260101-000000-000-1.hexfire.json"));
    QVERIFY(leaveCrashedLock(dead + QStringLiteral(".lock"), deadProcessId()));
    const QString live
        = dir.filePath(QStringLiteral("autosave-20260101-000000-000-2.hexfire.json"));
    QLockFile liveLock(live + QStringLiteral(".lock"));
    QVERIFY(liveLock.tryLock(0)); // a window that runs and has not autosaved yet
    PromptLog log;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    QVERIFY(w.findChild<FileController *>()->enableAutosave(dir.path()));
    w.findChild<FileController *>()->openStartupGame(exampleScenario);
    QCOMPARE(log.asked, 0);
    QVERIFY(!QFile::exists(dead + QStringLiteral(".lock")));
    QVERIFY(QFile::exists(live + QStringLiteral(".lock")));
    QVERIFY(
        QFile::exists(w.findChild<FileController *>()->autosavePath() + QStringLiteral(".lock")));
}

QTEST_MAIN(TestSaveWindow)
#include "tst_savewindow.moc"
