// The window's files (issue 20), offscreen:
//   - nothing is thrown away without asking: Ctrl+Q, an Examples entry, File > Open, Open
//     Recent, File > New Scenario and Edit > Edit Scenario over steps the player played ask
//     Save / Discard / Cancel; Cancel keeps the window, the game and its autosave, Save saves
//     first (and a cancelled save cancels); stepping through an example's own script asks
//     nothing; a quit signal keeps unsaved steps in the autosave for the next start
//   - a file that does not load, opened at start-up as `hexfire FILE` does: the problem is told,
//     the window stays without a game and ends cleanly (the real program too, with the
//     preloaded dialogcloser pressing OK), leaving no autosave lock
//   - every shortcut of the window is registered once and reaches its action; Redo's Ctrl+Shift+Z
//     and Ctrl+Y redo, Ctrl+Shift+S is Save As
//   - Save writes only over the file the game belongs to: not over the scenario the editor saved
//     last, and over the scenario the game started from only when the player says so
//   - `hexfire --help` and `--version` print without a display
#include "windowtest.h"

#include "core/play/game.h"
#include "core/rules/builtinactions.h"
#include "ui/editor/editorcontroller.h"
#include "ui/editor/newscenariodialog.h"
#include "ui/examplescenarios.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/map/mapscene.h"
#include "ui/map/mapview.h"
#include "ui/prompts.h"
#include "ui/settings.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QShortcutEvent>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <map>

using namespace hexfire;

Q_DECLARE_METATYPE(hexfire::SaveChoice)

namespace {

const QString example = testing::bundledScenario("tlhy-21-8-3-assault-hex.json");
const QString sandbox = testing::bundledScenario("tlhy-sandbox.json");
const QString program = QStringLiteral(HEXFIRE_BINARY_DIR "/app/hexfire");

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

/** What the window asked and told, with the answers a test gives. */
struct PromptLog {
    int asked = 0; /**< yes/no questions */
    bool answer = false;
    int saveAsked = 0; /**< Save / Discard / Cancel */
    SaveChoice choice = SaveChoice::Cancel;
    int savePathAsked = 0;
    QString savePath;
    int openPathAsked = 0;
    QString openPath;
    QStringList problems;

    Prompts prompts()
    {
        Prompts p;
        p.ask = [this](const QString &, const QString &) {
            ++asked;
            return answer;
        };
        p.savePath = [this](const QString &) {
            ++savePathAsked;
            return savePath;
        };
        p.saveChanges = [this](const QString &, const QString &) {
            ++saveAsked;
            return choice;
        };
        p.openPath = [this](const QString &) {
            ++openPathAsked;
            return openPath;
        };
        p.problem
            = [this](const QString &title, const QString &, const QString &) { problems << title; };
        return p;
    }
};

FileController *files(MainWindow &w) { return w.findChild<FileController *>(); }

/** The player's own steps: the example's first two, played as the player would. */
bool playTwoSteps(MainWindow &w)
{
    GameSession *s = w.session();
    // The player's own moves: the first one leaves the example's script (the game is theirs).
    const std::vector<ScriptStep> script = s->game().script();
    for (int i = 0; i < 2; ++i) {
        const ScriptStep &step = script[static_cast<std::size_t>(i)];
        s->setScriptedDice(step.dice);
        QString error;
        if (!s->commit(step.action, QString::fromStdString(step.title), &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
    }
    return s->position() == 2;
}

/** Whether a key can reach the action now: it is enabled, in a menu or a usable widget. */
bool reachable(const QAction *a)
{
    if (!a->isEnabled())
        return false;
    for (const QObject *o : a->associatedObjects()) {
        const auto *widget = qobject_cast<const QWidget *>(o);
        if (qobject_cast<const QMenu *>(o)
            || (widget && widget->isVisible() && widget->isEnabled()))
            return true;
    }
    return false;
}

/** Every sequence of every action that can fire now, and who has it. */
std::map<QString, QList<QAction *>> liveShortcuts(MainWindow &w)
{
    std::map<QString, QList<QAction *>> out;
    for (QAction *a : w.findChildren<QAction *>()) {
        if (!reachable(a))
            continue;
        for (const QKeySequence &k : a->shortcuts())
            out[k.toString()] << a;
    }
    return out;
}

/** Records the shortcut events an action gets, and keeps them from triggering it. */
class ShortcutProbe : public QObject {
public:
    int received = 0;
    int ambiguous = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() != QEvent::Shortcut)
            return false;
        ++received;
        if (static_cast<QShortcutEvent *>(event)->isAmbiguous())
            ++ambiguous;
        return true;
    }
};

QProcessEnvironment cleanEnvironment(const QString &home)
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    return env;
}

} // namespace

class TestFileWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { testing::prepareWindowTest("tst_filewindow"); }

    void quitAsksBeforeDiscardingSteps_data();
    void quitAsksBeforeDiscardingSteps();
    void replacingAGameAsksFirst_data();
    void replacingAGameAsksFirst();
    void steppingAnExampleIsNoWork();
    void aQuitSignalKeepsUnsavedWorkForTheNextStart_data();
    void aQuitSignalKeepsUnsavedWorkForTheNextStart();
    void brokenFileAtStartUp_data();
    void brokenFileAtStartUp();
    void brokenFileInTheProgram_data();
    void brokenFileInTheProgram();
    void everyShortcutIsUniqueAndReachesItsAction_data();
    void everyShortcutIsUniqueAndReachesItsAction();
    void redoKeysRedo_data();
    void redoKeysRedo();
    void saveAsHasAShortcut();
    void saveAsStartsOutsideTheExamples_data();
    void saveAsStartsOutsideTheExamples();
    void leavingTheEditorKeepsNoOtherFilesName();
    void savingAGameOverItsScenarioAsks_data();
    void savingAGameOverItsScenarioAsks();
    void helpAndVersionWithoutADisplay_data();
    void helpAndVersionWithoutADisplay();
};

void TestFileWindow::quitAsksBeforeDiscardingSteps_data()
{
    QTest::addColumn<SaveChoice>("choice");
    QTest::addColumn<bool>("givePath"); // Save: the player names a file (else cancels)
    QTest::addColumn<bool>("closes");
    QTest::newRow("cancel") << SaveChoice::Cancel << false << false;
    QTest::newRow("discard") << SaveChoice::Discard << false << true;
    QTest::newRow("save") << SaveChoice::Save << true << true;
    QTest::newRow("save, then cancel the file dialog") << SaveChoice::Save << false << false;
}

void TestFileWindow::quitAsksBeforeDiscardingSteps()
{
    QFETCH(SaveChoice, choice);
    QFETCH(bool, givePath);
    QFETCH(bool, closes);
    QTemporaryDir dir;
    PromptLog log;
    log.choice = choice;
    const QString target = dir.filePath(QStringLiteral("saved.json"));
    if (givePath)
        log.savePath = target;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    QVERIFY(files(w)->enableAutosave(dir.filePath(QStringLiteral("autosaves"))));
    QVERIFY(files(w)->openFile(example));
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(playTwoSteps(w));
    const QString autosave = files(w)->autosavePath();
    QVERIFY(QFile::exists(autosave));

    QTest::keyClick(&w, Qt::Key_Q, Qt::ControlModifier);
    QCOMPARE(log.saveAsked, 1);
    QCOMPARE(w.isVisible(), !closes);
    // Until the player has decided for good, the game and its autosave stay.
    QCOMPARE(QFile::exists(autosave), !closes);
    QCOMPARE(QFile::exists(autosave + QStringLiteral(".lock")), !closes);
    if (!closes) {
        QCOMPARE(w.session()->position(), 2);
        GameSession reread;
        QString error;
        QVERIFY2(reread.openFile(autosave, &error), qPrintable(error));
        QCOMPARE(reread.position(), 2);
    }
    QCOMPARE(QFile::exists(target), givePath);
    if (givePath) {
        GameSession reread;
        QString error;
        QVERIFY2(reread.openFile(target, &error), qPrintable(error));
        QCOMPARE(reread.position(), 2);
    }
}

void TestFileWindow::replacingAGameAsksFirst_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<SaveChoice>("choice");
    for (const char *path :
        {"Examples", "File > Open", "Open Recent", "File > New Scenario", "Edit > Edit Scenario"}) {
        QTest::addRow("%s, cancel", path) << QString::fromLatin1(path) << SaveChoice::Cancel;
        QTest::addRow("%s, discard", path) << QString::fromLatin1(path) << SaveChoice::Discard;
    }
}

void TestFileWindow::replacingAGameAsksFirst()
{
    QFETCH(QString, path);
    QFETCH(SaveChoice, choice);
    QTemporaryDir dir;
    PromptLog log;
    log.choice = choice;
    log.openPath = sandbox;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    QVERIFY(files(w)->enableAutosave(dir.path()));
    Settings::recentFiles.set({sandbox});
    QVERIFY(files(w)->openFile(example)); // the recent files: the example, then the sandbox
    QVERIFY(playTwoSteps(w));

    QString dialogShown;
    QString opened = sandbox;
    if (path == QLatin1String("Examples")) {
        QAction *entry = nullptr;
        for (QAction *a : w.findChildren<QAction *>()) {
            if (QFileInfo(a->data().toString()).fileName() == QFileInfo(sandbox).fileName())
                entry = a;
        }
        QVERIFY(entry);
        opened = entry->data().toString();
        entry->trigger();
    } else if (path == QLatin1String("File > Open")) {
        w.findChild<QAction *>(QStringLiteral("openAction"))->trigger();
        QCOMPARE(log.openPathAsked, choice == SaveChoice::Discard ? 1 : 0);
    } else if (path == QLatin1String("Open Recent")) {
        QAction *entry = nullptr;
        for (QAction *a : w.findChild<QMenu *>(QStringLiteral("recentMenu"))->actions()) {
            if (a->toolTip() == QFileInfo(sandbox).absoluteFilePath())
                entry = a;
        }
        QVERIFY(entry);
        entry->trigger();
    } else if (path == QLatin1String("Edit > Edit Scenario")) {
        w.editorController()->editModeAction()->trigger();
        QCOMPARE(w.editorController()->isEditing(), choice == SaveChoice::Discard);
        QCOMPARE(log.saveAsked, 1);
        return; // the game stays in the session until editing is over
    } else {
        // The new scenario's dialog, if it opens, is cancelled: the test sees whether it did.
        QTimer closer;
        connect(&closer, &QTimer::timeout, this, [&dialogShown] {
            if (auto *d = qobject_cast<NewScenarioDialog *>(QApplication::activeModalWidget())) {
                dialogShown = d->windowTitle();
                d->reject();
            }
        });
        closer.start(20);
        w.editorController()->newScenarioAction()->trigger();
        QCOMPARE(dialogShown.isEmpty(), choice == SaveChoice::Cancel);
    }
    QCOMPARE(log.saveAsked, 1);
    const bool replaced = choice == SaveChoice::Discard && dialogShown.isEmpty();
    // Kept: the player's own game, played on from the example (which it names).
    QCOMPARE(w.session()->filePath(), replaced ? opened : QString());
    if (!replaced)
        QCOMPARE(w.session()->branchedFrom()->path, example);
    QCOMPARE(w.session()->position(), replaced ? 0 : 2);
    QVERIFY(QFile::exists(files(w)->autosavePath()));
}

void TestFileWindow::steppingAnExampleIsNoWork()
{
    PromptLog log;
    log.choice = SaveChoice::Cancel;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    QVERIFY(files(w)->openFile(example));
    QVERIFY(w.session()->goTo(3));
    QVERIFY(w.session()->isModified()); // the position moved: the title says so
    QVERIFY(!files(w)->hasUnsavedWork()); // but the file replays it: nothing to ask
    QVERIFY(files(w)->openAsked(sandbox));
    QCOMPARE(log.saveAsked, 0);
    QCOMPARE(w.session()->filePath(), sandbox);
}

void TestFileWindow::aQuitSignalKeepsUnsavedWorkForTheNextStart_data()
{
    QTest::addColumn<bool>("played"); // the player's own steps, or only the example's
    QTest::newRow("steps played") << true;
    QTest::newRow("example stepped through") << false;
}

void TestFileWindow::aQuitSignalKeepsUnsavedWorkForTheNextStart()
{
    QFETCH(bool, played);
    QTemporaryDir dir;
    PromptLog log;
    QString autosave;
    {
        MainWindow w(false);
        w.setPrompts(log.prompts());
        QVERIFY(files(w)->enableAutosave(dir.path()));
        QVERIFY(files(w)->openFile(example));
        QVERIFY(played ? playTwoSteps(w) : w.session()->goTo(2));
        autosave = files(w)->autosavePath();
        // SIGTERM at logout: nobody to ask.
        files(w)->endWithoutAsking();
        QVERIFY(w.close());
    }
    QCOMPARE(log.saveAsked, 0);
    QCOMPARE(QFile::exists(autosave), played);
    QVERIFY(!QFile::exists(autosave + QStringLiteral(".lock")));
    // The next start offers the game as after a crash.
    PromptLog next;
    next.answer = true;
    MainWindow w(false);
    w.setPrompts(next.prompts());
    QVERIFY(files(w)->enableAutosave(dir.path()));
    QVERIFY(files(w)->openStartupGame(example));
    QCOMPARE(next.asked, played ? 1 : 0);
    QCOMPARE(w.session()->position(), played ? 2 : 0);
}

void TestFileWindow::brokenFileAtStartUp_data()
{
    QTest::addColumn<QByteArray>("bytes"); // null: the file is missing
    QTest::newRow("missing") << QByteArray();
    QTest::newRow("not a HexFire file") << QByteArray(R"({"format":"not-hexfire"})");
}

void TestFileWindow::brokenFileAtStartUp()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    if (!bytes.isNull())
        QVERIFY(writeFile(broken, bytes));
    const QString autosaves = dir.filePath(QStringLiteral("autosaves"));
    PromptLog log;
    {
        MainWindow w(false);
        w.setPrompts(log.prompts());
        QVERIFY(files(w)->enableAutosave(autosaves));
        w.show();
        // As `hexfire broken.json` starts: the problem is told, no game is open.
        QVERIFY(!files(w)->openStartupGame(broken));
        QCOMPARE(log.problems, QStringList {QStringLiteral("Cannot open broken.json")});
        QVERIFY(!w.session()->hasGame());
        QVERIFY(w.close());
    }
    QCOMPARE(QDir(autosaves).entryList(QDir::Files), QStringList());
}

void TestFileWindow::brokenFileInTheProgram_data() { brokenFileAtStartUp_data(); }

void TestFileWindow::brokenFileInTheProgram()
{
    QFETCH(QByteArray, bytes);
    QTemporaryDir home;
    const QString broken = home.filePath(QStringLiteral("broken.json"));
    if (!bytes.isNull())
        QVERIFY(writeFile(broken, bytes));
    QProcessEnvironment env = cleanEnvironment(home.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home.path());
    env.insert(QStringLiteral("LD_PRELOAD"), QStringLiteral(HEXFIRE_DIALOG_CLOSER));
    // Under AddressSanitizer (the asan preset) its runtime must come first in the library list
    // unless told that a preloaded library may come before it; elsewhere the option is unread.
    env.insert(QStringLiteral("ASAN_OPTIONS"), QStringLiteral("verify_asan_link_order=0"));
    QProcess hexfire;
    hexfire.setProcessEnvironment(env);
    hexfire.start(program, {broken});
    QVERIFY2(hexfire.waitForFinished(60000), "the window did not end");
    const QString errors = QString::fromLocal8Bit(hexfire.readAllStandardError());
    // The error dialog was shown and OK pressed; then the window went on, and closed cleanly.
    QVERIFY2(
        errors.contains(QStringLiteral("closed: Cannot open broken.json")), qPrintable(errors));
    QCOMPARE(hexfire.exitStatus(), QProcess::NormalExit);
    QCOMPARE(hexfire.exitCode(), 0);
    const QString autosaves = home.filePath(QStringLiteral("data/HexFire/HexFire/autosaves"));
    QVERIFY(QDir(autosaves).exists());
    QCOMPARE(QDir(autosaves).entryList(QDir::Files), QStringList());
}

void TestFileWindow::everyShortcutIsUniqueAndReachesItsAction_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<bool>("editing");
    // One example of each rule system, played and edited.
    QStringList games;
    for (const ExampleScenario &e : ExampleScenarios::list()) {
        if (games.contains(e.game))
            continue;
        games << e.game;
        QTest::addRow("%s, playing", qPrintable(e.game)) << e.path << false;
        QTest::addRow("%s, editing", qPrintable(e.game)) << e.path << true;
    }
    QVERIFY(games.size() >= 4);
}

void TestFileWindow::everyShortcutIsUniqueAndReachesItsAction()
{
    QFETCH(QString, file);
    QFETCH(bool, editing);
    MainWindow w(false);
    QVERIFY(files(w)->openFile(file));
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    // A step played and one undone, so that Undo and Redo both can act (an example has steps).
    w.session()->goTo(2);
    w.session()->stepBack();
    if (editing) {
        QVERIFY(w.editorController()->startEditing());
        w.editorController()->setTool(EditorController::Tool::Raise);
        const Hex h = w.session()->state().map().hexes().front();
        w.editorController()->pressAt(w.scene()->hexCentre(h));
        w.editorController()->releaseAt(w.scene()->hexCentre(h));
    }
    w.view()->setFocus();

    const std::map<QString, QList<QAction *>> live = liveShortcuts(w);
    QVERIFY(live.size() > 10);
    for (const auto &[keys, actions] : live) {
        QStringList names;
        for (QAction *a : actions)
            names << a->text();
        QVERIFY2(actions.size() == 1,
            qPrintable(QStringLiteral("%1 is taken by %2").arg(keys, names.join(", "))));
    }
    for (const auto &[keys, actions] : live) {
        ShortcutProbe probe;
        actions.front()->installEventFilter(&probe);
        QTest::keySequence(&w, QKeySequence(keys));
        actions.front()->removeEventFilter(&probe);
        const QString what = QStringLiteral("%1 (%2)").arg(keys, actions.front()->text());
        QVERIFY2(probe.received == 1, qPrintable(what + QStringLiteral(" did not reach it")));
        QVERIFY2(probe.ambiguous == 0, qPrintable(what + QStringLiteral(" is ambiguous")));
    }
}

void TestFileWindow::redoKeysRedo_data()
{
    QTest::addColumn<QKeySequence>("keys");
    QTest::newRow("Ctrl+Shift+Z") << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    QTest::newRow("Ctrl+Y") << QKeySequence(Qt::CTRL | Qt::Key_Y);
}

void TestFileWindow::redoKeysRedo()
{
    QFETCH(QKeySequence, keys);
    MainWindow w(false);
    QVERIFY(files(w)->openFile(example));
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(playTwoSteps(w));
    w.view()->setFocus();
    QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_Z));
    QCOMPARE(w.session()->position(), 1);
    QTest::keySequence(&w, keys);
    QCOMPARE(w.session()->position(), 2);
}

void TestFileWindow::saveAsHasAShortcut()
{
    PromptLog log;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    QVERIFY(files(w)->openFile(example));
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    w.view()->setFocus();
    QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    QCOMPARE(log.savePathAsked, 1);
}

void TestFileWindow::leavingTheEditorKeepsNoOtherFilesName()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("A.json"));
    const QString b = dir.filePath(QStringLiteral("B.json"));
    QVERIFY(QFile::copy(sandbox, b));
    PromptLog log;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    EditorController *editor = w.editorController();
    auto raiseAHex = [&] {
        editor->setTool(EditorController::Tool::Raise);
        const QPointF p = w.scene()->hexCentre(editor->editor().position().map().hexes().front());
        editor->pressAt(p);
        editor->releaseAt(p);
    };

    // A scenario edited and saved as A, then played.
    QVERIFY(files(w)->openFile(sandbox));
    QVERIFY(editor->startEditing());
    raiseAHex();
    QVERIFY(editor->saveTo(a));
    QVERIFY(editor->finishEditing());
    QCOMPARE(w.session()->filePath(), a);
    QVERIFY(!files(w)->hasUnsavedWork());
    const QByteArray savedA = readFile(a);

    // B opened and left as it was: the game is still B's.
    QVERIFY(files(w)->openFile(b));
    QVERIFY(editor->startEditing());
    QVERIFY(editor->finishEditing());
    QCOMPARE(w.session()->filePath(), b);

    // B edited and not saved: the game belongs to no file, and Save asks where.
    QVERIFY(editor->startEditing());
    raiseAHex();
    QVERIFY(editor->finishEditing());
    QCOMPARE(w.session()->filePath(), QString());
    QVERIFY(files(w)->hasUnsavedWork());
    QVERIFY(!files(w)->fileSave());
    QCOMPARE(log.savePathAsked, 1);
    QCOMPARE(readFile(a), savedA);
}

void TestFileWindow::savingAGameOverItsScenarioAsks_data()
{
    QTest::addColumn<bool>("throughTheEditor"); // the player's own scenario, saved as it is made
    QTest::addColumn<bool>("replace");
    QTest::newRow("opened scenario, replace") << false << true;
    QTest::newRow("opened scenario, keep") << false << false;
    QTest::newRow("own scenario, replace") << true << true;
    QTest::newRow("own scenario, keep") << true << false;
}

void TestFileWindow::savingAGameOverItsScenarioAsks()
{
    QFETCH(bool, throughTheEditor);
    QFETCH(bool, replace);
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("mine.json"));
    PromptLog log;
    log.answer = replace;
    MainWindow w(false);
    w.setPrompts(log.prompts());
    // A scenario, not an example: playing in an example starts a game of the player's own that
    // belongs to no file (actingInAnExampleOffersToPlayOn).
    if (throughTheEditor) {
        QVERIFY(files(w)->openFile(sandbox));
        QVERIFY(w.editorController()->startEditing());
        QVERIFY(w.editorController()->saveTo(scenario));
        QVERIFY(w.editorController()->finishEditing());
    } else {
        QVERIFY(QFile::copy(sandbox, scenario));
        QVERIFY(QFile::setPermissions(scenario, QFile::ReadOwner | QFile::WriteOwner));
        QVERIFY(files(w)->openFile(scenario));
    }
    QCOMPARE(w.session()->filePath(), scenario);
    QVERIFY(!w.session()->isExample());
    const QByteArray before = readFile(scenario);
    // A step played from the scenario's position.
    Action end;
    end.kind = std::string(builtin::nextPhase);
    QVERIFY(w.session()->commit(end, QStringLiteral("first")));

    QCOMPARE(files(w)->fileSave(), replace);
    QCOMPARE(log.asked, 1);
    QCOMPARE(log.savePathAsked, replace ? 0 : 1); // keep: Save As (cancelled here)
    if (!replace) {
        QCOMPARE(readFile(scenario), before);
        return;
    }
    GameSession reread;
    QString error;
    QVERIFY2(reread.openFile(scenario, &error), qPrintable(error));
    QCOMPARE(reread.position(), 1);
    // From now on the file holds the game: Save writes there without asking.
    QVERIFY(w.session()->stepBack());
    QVERIFY(files(w)->fileSave());
    QCOMPARE(log.asked, 1);
}

void TestFileWindow::helpAndVersionWithoutADisplay_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("printed");
    QTest::newRow("--help") << QStringLiteral("--help") << QStringLiteral("Usage:");
    QTest::newRow("-h") << QStringLiteral("-h") << QStringLiteral("--screenshot");
    QTest::newRow("--version") << QStringLiteral("--version") << QStringLiteral("HexFire ");
}

void TestFileWindow::helpAndVersionWithoutADisplay()
{
    QFETCH(QString, option);
    QFETCH(QString, printed);
    QTemporaryDir home;
    QProcess hexfire;
    // As over SSH: no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM.
    hexfire.setProcessEnvironment(cleanEnvironment(home.path()));
    hexfire.start(program, {option});
    QVERIFY(hexfire.waitForFinished(30000));
    const QString out = QString::fromLocal8Bit(hexfire.readAllStandardOutput());
    QCOMPARE(hexfire.exitStatus(), QProcess::NormalExit);
    QVERIFY2(hexfire.exitCode() == 0, qPrintable(hexfire.readAllStandardError()));
    QVERIFY2(out.contains(printed), qPrintable(out));
}

void TestFileWindow::saveAsStartsOutsideTheExamples_data()
{
    QTest::addColumn<QString>("last"); // the folder last used; "examples", "temp" or ""
    QTest::addColumn<bool>("documents"); // whether Save As starts in the player's documents
    QTest::addColumn<bool>("hasDocuments"); // whether the account has a documents folder
    QTest::newRow("after opening a bundled example") << "examples" << true << true;
    QTest::newRow("after opening a game of one's own") << "temp" << false << true;
    QTest::newRow("on a first start") << "" << true << true;
    // A fresh account without one: the home folder (the dialog offered "Documents" as a name).
    QTest::newRow("on a first start, no documents folder") << "" << true << false;
}

void TestFileWindow::saveAsStartsOutsideTheExamples()
{
    QFETCH(QString, last);
    QFETCH(bool, documents);
    QFETCH(bool, hasDocuments);
    QTemporaryDir temp;
    QVERIFY(temp.isValid());
    const QString docs = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (hasDocuments)
        QVERIFY(QDir().mkpath(docs));
    else
        QDir(docs).removeRecursively();
    const QString folder = last == "examples" ? ExampleScenarios::directory()
        : last == "temp"                      ? temp.path()
                                              : QString();
    Settings::lastDirectory.set(folder);
    const QString start = defaultSaveDirectory();
    if (documents)
        QCOMPARE(start, hasDocuments ? docs : QDir::homePath());
    else
        QCOMPARE(start, temp.path());
}

QTEST_MAIN(TestFileWindow)
#include "tst_filewindow.moc"
