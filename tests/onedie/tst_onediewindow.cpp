// The window on a rule system it has never heard of: the one-die test rules (registered by this
// test only) open from a file; the toolbar, parameter inputs, phase buttons, counters, chits and
// panels are built from what the rule system publishes; a click commits through GameSession and
// core, undo and redo work, the game saves and reopens; and no word of The Last Hundred Yards
// appears anywhere in the window.

#include "onedieruleset.h"

#include "../ui/testsettings.h"
#include "../ui/windowcontrollers.h"
#include "core/error.h"
#include "core/rules/rulesetregistry.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/map/counteritem.h"
#include "ui/map/markeritem.h"
#include "ui/panels/whatifpanel.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

#include <algorithm>

using namespace hexfire;
using namespace hexfire::testing;

namespace {

const QString scenarioPath
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/onedie/onedie-skirmish.json");

/** Every text a player can read in the window: actions, labels, tooltips, panels. */
QStringList allTexts(QWidget *w)
{
    QStringList t;
    for (QAction *a : w->findChildren<QAction *>())
        t << a->text() << a->toolTip() << a->whatsThis() << a->statusTip();
    for (QLabel *l : w->findChildren<QLabel *>())
        t << l->text();
    for (QTextBrowser *b : w->findChildren<QTextBrowser *>())
        t << b->toPlainText();
    for (QWidget *x : w->findChildren<QWidget *>())
        t << x->toolTip() << x->whatsThis() << x->windowTitle();
    t << w->windowTitle();
    t.removeAll(QString());
    return t;
}

} // namespace

class TstOneDieWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void toolsComeFromTheRuleSystem();
    void playUndoRedo();
    void aClickCommitsTheEvaluationItsHoverShowed_data();
    void aClickCommitsTheEvaluationItsHoverShowed();
    void aStaleEvaluationIsEvaluatedAgain();
    void noForeignWord_data();
    void noForeignWord();
    void savesAndReopens();
    void aThrowingEvaluationIsARefusal();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TstOneDieWindow::initTestCase()
{
    // The window lists recent files: those of this run only.
    testing::isolateSettings("tst_onediewindow");
    registerOneDie();
}

void TstOneDieWindow::init()
{
    m_window = std::make_unique<MainWindow>(false);
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QString error;
    QVERIFY2(
        m_window->findChild<FileController *>()->openFile(scenarioPath, &error), qPrintable(error));
}

void TstOneDieWindow::cleanup()
{
    OneDieRuleSet::evaluationSpy() = nullptr;
    m_window.reset();
}

void TstOneDieWindow::toolsComeFromTheRuleSystem()
{
    MainWindow &w = *m_window;
    QAction *attack = toolbar(w).modeAction("attack");
    QVERIFY(attack);
    QCOMPARE(attack->text().remove('&'), QStringLiteral("Attack"));
    QVERIFY(attack->toolTip().contains("5 or more hits"));
    QVERIFY(!toolbar(w).modeAction("rally"));
    QVERIFY(toolbar(w).phaseAction("rally"));
    QVERIFY(toolbar(w).paramInput("attack", "bonus"));
    QCOMPARE(toolbar(w).paramLabel("attack", "bonus")->text().remove(':').trimmed(),
        QStringLiteral("Aim bonus"));
    QVERIFY(
        toolbar(w).paramInput("attack", "bonus")->toolTip().contains("Added to the attack die"));
    QString error;
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    QVERIFY(!play(w).setParamText("aim", "1", &error));
    QVERIFY2(error.contains("bonus"), qPrintable(error));

    // The chit and its tooltip are the rule system's.
    const auto markers = w.scene()->markerItems();
    QCOMPARE(markers.size(), std::size_t(1));
    QVERIFY2(markers.front()->toolTip().contains("attacks into this hex get -1"),
        qPrintable(markers.front()->toolTip()));
}

void TstOneDieWindow::playUndoRedo()
{
    MainWindow &w = *m_window;
    GameSession &session = *w.session();
    const GameState start = session.state();
    play(w).selectUnit(UnitId {"red-1"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    QString error;
    QVERIFY2(play(w).setParamText("bonus", "1", &error), qPrintable(error));
    const Hex f3 = session.state().map().parse("F3");

    // Hover shows core's evaluation: 5 - 1 bonus + 1 cover = 5 or more, 2 in 6.
    w.scene()->hoverHex(f3);
    QVERIFY(session.currentPreview());
    QVERIFY2(session.currentPreview()->legal, session.currentPreview()->whyNot.c_str());
    QCOMPARE(session.currentPreview()->finals.front().value, 5);
    QCOMPARE(session.currentPreview()->odds.front().outcomes.front().probability, 2.0 / 6.0);
    QCOMPARE(session.position(), 0);

    session.setScriptedDice({6});
    w.scene()->clickHex(f3);
    QCOMPARE(session.position(), 1);
    const Unit &cole = session.state().unit(UnitId {"blue-1"});
    QCOMPARE(cole.strength, 1);
    QVERIFY(cole.status.has("shaken"));
    const GameState afterAttack = session.state();

    QVERIFY(toolbar(w).phaseAction("rally"));
    session.setScriptedDice({});
    toolbar(w).phaseAction("rally")->trigger();
    QCOMPARE(session.position(), 2);
    QVERIFY(!session.state().unit(UnitId {"blue-1"}).status.has("shaken"));

    session.undoStack()->undo();
    QVERIFY(session.state() == afterAttack);
    session.undoStack()->undo();
    QVERIFY(session.state() == start);
    session.undoStack()->redo();
    QVERIFY(session.state() == afterAttack);
    QCOMPARE(session.state().unit(UnitId {"blue-1"}).strength, 1); // the recorded 6, not a new roll
}

void TstOneDieWindow::aClickCommitsTheEvaluationItsHoverShowed_data()
{
    QTest::addColumn<bool>("physicalDice");
    QTest::addColumn<bool>("inputChanged");
    QTest::newRow("random dice") << false << false;
    QTest::newRow("physical dice") << true << false;
    QTest::newRow("an input changed after the hover: previewed again") << false << true;
}

// Cute Chess's rule: the move the board checked is the move that is made. Core evaluates the
// clicked attack once, for the hover; the click resolves that evaluation (before: again in the
// window, in GameSession::commit and in Game::commit, and once more for physical dice).
void TstOneDieWindow::aClickCommitsTheEvaluationItsHoverShowed()
{
    QFETCH(bool, physicalDice);
    QFETCH(bool, inputChanged);
    MainWindow &w = *m_window;
    GameSession &session = *w.session();
    play(w).selectUnit(UnitId {"red-1"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    if (physicalDice) {
        session.setDiceMode(DiceMode::Physical);
        session.setPhysicalDiceAskers([](const Evaluation &) { return std::vector<int> {6}; },
            [](int, const QString &) { return std::optional<int>(6); });
    } else {
        session.setScriptedDice({6});
    }
    const Hex f3 = session.state().map().parse("F3");
    // The evaluations on the game's own position before the commit (the panels' questions on
    // copies of it, and those after the step, are not the commit's).
    std::vector<Action> asked;
    OneDieRuleSet::evaluationSpy() = [&](const GameState &state, const Action &action) {
        if (&state == &session.state() && session.position() == 0)
            asked.push_back(action);
    };
    w.scene()->hoverHex(f3);
    std::optional<Action> clicked = play(w).actionFor(f3);
    QVERIFY(clicked);
    QCOMPARE(std::count(asked.begin(), asked.end(), *clicked), 1); // the hover's
    if (inputChanged) {
        // The hover follows the inputs: the new action is previewed (and ranked by Best Shots).
        QVERIFY(play(w).setParamText("bonus", "2"));
        clicked = play(w).actionFor(f3);
        QVERIFY(session.currentPreview() && session.currentPreview()->action == *clicked);
    }
    asked.clear();
    w.scene()->clickHex(f3);
    OneDieRuleSet::evaluationSpy() = nullptr;
    QCOMPARE(session.position(), 1);
    QVERIFY(session.currentEntry()->evaluation.action == *clicked);
    QCOMPARE(std::count(asked.begin(), asked.end(), *clicked), 0); // none for the click
}

// An evaluation made before the position moved is not resolved as it was: core evaluates the
// action again, once, on the position it is committed on.
void TstOneDieWindow::aStaleEvaluationIsEvaluatedAgain()
{
    MainWindow &w = *m_window;
    GameSession &session = *w.session();
    Action attack;
    attack.kind = "attack";
    attack.actors = {UnitId {"red-1"}};
    attack.target = session.state().map().parse("F3");
    attack.params.emplace("bonus", 0);
    const PreviewedAction before = session.prepare(attack);
    QVERIFY2(before.evaluation.legal, before.evaluation.whyNot.c_str());
    QString error;
    session.setScriptedDice({6});
    QVERIFY2(session.commit(attack, QStringLiteral("Attack"), &error), qPrintable(error));
    QVERIFY(!session.game().isCurrent(before));
    const Evaluation now = session.evaluate(attack);
    int evaluated = 0;
    OneDieRuleSet::evaluationSpy() = [&](const GameState &, const Action &action) {
        if (action == attack && session.position() == 1)
            ++evaluated;
    };
    session.setScriptedDice({6});
    const bool committed = session.commit(before, QStringLiteral("Attack"), &error);
    OneDieRuleSet::evaluationSpy() = nullptr;
    QCOMPARE(evaluated, 1);
    QCOMPARE(committed, now.legal);
    if (committed) {
        QVERIFY(session.currentEntry()->evaluation.finals == now.finals);
        QVERIFY(session.currentEntry()->evaluation.odds == now.odds);
    }
}

void TstOneDieWindow::noForeignWord_data()
{
    QTest::addColumn<QString>("word");
    for (const char *word : {"TLHY", "Last Hundred", "SADRM", "MDRM", "mortar", "cohesion",
             "assault", "Fire Resolution", "Marker Adjustment"})
        QTest::newRow(word) << QString::fromLatin1(word);
}

void TstOneDieWindow::noForeignWord()
{
    // After playing a step, with a unit selected and an attack previewed: every panel is full.
    QFETCH(QString, word);
    MainWindow &w = *m_window;
    play(w).selectUnit(UnitId {"red-1"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    w.session()->setScriptedDice({5});
    w.scene()->clickHex(w.session()->state().map().parse("F3"));
    play(w).selectUnit(UnitId {"blue-1"});
    w.scene()->hoverHex(w.session()->state().map().parse("B3"));
    QStringList found;
    for (QString t : allTexts(&w)) {
        // The file's path is the checkout's, not a text of the rules (a checkout may be named
        // after any rule system).
        t.remove(QStringLiteral(HEXFIRE_SOURCE_DIR));
        if (t.contains(word, Qt::CaseInsensitive))
            found << t.left(120);
    }
    QVERIFY2(found.isEmpty(), qPrintable(found.join(" | ")));
}

void TstOneDieWindow::savesAndReopens()
{
    MainWindow &w = *m_window;
    play(w).selectUnit(UnitId {"red-1"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    w.session()->setScriptedDice({6});
    w.scene()->clickHex(w.session()->state().map().parse("F3"));
    const GameState played = w.session()->state();
    QTemporaryDir dir;
    const QString path = dir.filePath("onedie-game.json");
    QString error;
    QVERIFY2(w.session()->saveFile(path, &error), qPrintable(error));

    MainWindow other(false);
    QVERIFY2(other.findChild<FileController *>()->openFile(path, &error), qPrintable(error));
    QVERIFY(other.session()->state() == played);
    QCOMPARE(other.session()->position(), 1);
    QVERIFY(toolbar(other).modeAction("attack"));
}

void TstOneDieWindow::aThrowingEvaluationIsARefusal()
{
    // A rule system whose evaluate throws (as Tide of Iron's did past 1000 dice) once aborted the
    // window ("terminate called") on a hover, What If, Best Shots or Threats. Each place that asks
    // for an evaluation shows a refusal with core's message; a click commits nothing.
    MainWindow &w = *m_window;
    GameSession &session = *w.session();
    const std::string message = "the test rules cannot work this out";
    OneDieRuleSet::evaluationSpy() = [&](const GameState &, const Action &a) {
        if (paramOr(a.params, "bonus", 0) == -2)
            throw Error(message);
    };
    play(w).selectUnit(UnitId {"red-1"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    QVERIFY(play(w).setParamText("bonus", "-2"));
    const Hex f3 = session.state().map().parse("F3");
    w.scene()->hoverHex(f3);
    QVERIFY(session.currentPreview());
    QCOMPARE(session.currentPreview()->whyNot, message);
    const Action a = session.currentPreview()->action;
    QCOMPARE(session.evaluate(a).whyNot, message);
    QVERIFY(!session.evaluate(a).legal);
    QVERIFY(advice(w).whatIfPanel()->action() == a);
    QListWidget *shots = advice(w).bestShotsList();
    QStringList texts;
    for (int i = 0; i < shots->count(); ++i)
        texts << shots->item(i)->text().simplified();
    QVERIFY2(
        texts.join(' ').contains(QString::fromStdString(message)), qPrintable(texts.join('|')));
    advice(w).threatsAction()->setChecked(true);
    w.scene()->hoverHex(session.state().map().parse("B3"));
    session.setScriptedDice({6});
    w.scene()->clickHex(f3);
    QCOMPARE(session.position(), 0);
}

QTEST_MAIN(TstOneDieWindow)
#include "tst_onediewindow.moc"
