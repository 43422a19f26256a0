// The window offers what a rule system lets the other side do in reply to a step (RuleSet::
// reactions): after the Germans attack in sight of an American squad in Op Fire mode, a bar
// offers that squad's Op Fire attack; choosing it selects the squad, the attack and its Op Fire
// input, and previews core's evaluation. Stepping back takes the offer away.

#include "app/rulesets.h"
#include "core/play/logentry.h"
#include "ui/actiontoolbar.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/map/mapscene.h"
#include "ui/settings.h"
#include "windowcontrollers.h"
#include "windowtest.h"

#include <QAction>
#include <QComboBox>
#include <QMenu>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

using namespace hexfire;
using namespace hexfire::testing;

namespace {
const QString scenarioPath
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/scenarios/toi-reactions.json");

/** The window shown at that size with the test scenario open; false with the reason. */
bool openShown(MainWindow &w, int width, int height, QString *error)
{
    w.resize(width, height);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) {
        *error = QStringLiteral("the window was not shown");
        return false;
    }
    return w.findChild<FileController *>()->openFile(scenarioPath, error);
}
/** "2d6 Skirmish: a round at the brush line" shown at step n, every question answered yes. */
bool openRoundAt(MainWindow &w, int step, QString *error)
{
    Prompts prompts = silentPrompts();
    prompts.ask = [](const QString &, const QString &) { return true; };
    w.setPrompts(prompts);
    w.resize(1600, 1000);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) {
        *error = QStringLiteral("the window was not shown");
        return false;
    }
    const bool ok
        = w.findChild<FileController *>()->openFile(
              QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/skirmish-round.json"), error)
        && w.session()->goTo(step, error);
    QCoreApplication::processEvents();
    return ok;
}
} // namespace

class TestReactionsWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opFireIsOfferedInReply();
    void aReplysInputsHoldForThatReplyOnly_data();
    void aReplysInputsHoldForThatReplyOnly();
    void theDefenderIsAskedWhichFiguresGo();
    void theFiguresThatFireAreTicked();
    void hintsGoToTheStatusBarNotADialog();
    void aTeamRepliesAsOne();
    void aFigureFiredAtTakesCoverWithTheMoveTool();
};

void TestReactionsWindow::initTestCase() { testing::prepareWindowTest("tst_reactionswindow"); }

void TestReactionsWindow::opFireIsOfferedInReply()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, 1600, 1000, &error), qPrintable(error));
    QToolBar *bar = play(w).reactionBar();
    QVERIFY(bar);
    QVERIFY(bar->isHidden()); // nothing happened yet
    QVERIFY2(w.session()->goTo(1, &error), qPrintable(error));
    QCoreApplication::processEvents();
    QVERIFY(bar->isVisible());
    QList<QAction *> offers;
    for (QAction *a : bar->actions()) {
        if (!a->text().isEmpty())
            offers << a;
    }
    // The 2nd Squad is in Op Fire mode and sees Gruppe Braun; the 3rd Squad is not.
    QCOMPARE(offers.size(), 1);
    QVERIFY2(offers.front()->text().contains(QStringLiteral("2nd Squad")),
        qPrintable(offers.front()->text()));
    QVERIFY(offers.front()->text().contains(QStringLiteral("Gruppe Braun")));
    offers.front()->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(play(w).selectedUnit(), std::optional<UnitId>(UnitId {"us-2"}));
    QCOMPARE(play(w).mode().actionKey(), std::string("attack"));
    auto *mode = qobject_cast<QComboBox *>(toolbar(w).paramInput("attack", "mode"));
    QVERIFY(mode);
    QCOMPARE(mode->currentData().toString(), QStringLiteral("op-fire"));
    const auto &preview = w.session()->currentPreview();
    QVERIFY(preview);
    QVERIFY2(preview->legal, preview->whyNot.c_str());
    QCOMPARE(preview->action.targetUnit, std::optional<UnitId>(UnitId {"de-1"}));
    // Back to the start: nothing to reply to.
    QVERIFY(w.session()->goTo(0, &error));
    QCoreApplication::processEvents();
    QVERIFY(bar->isHidden());
}

void TestReactionsWindow::aReplysInputsHoldForThatReplyOnly_data()
{
    QTest::addColumn<bool>("fired");
    QTest::newRow("the reply fired") << true;
    QTest::newRow("the reply given up for another unit") << false;
}

// The reply sets the Attack box to Op Fire for the 2nd Squad's shot; the next ordinary attack,
// by another unit, is an ordinary one again (it was refused, "not in Op Fire mode", until the
// player set the box back by hand).
void TestReactionsWindow::aReplysInputsHoldForThatReplyOnly()
{
    QFETCH(bool, fired);
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, 1600, 1000, &error), qPrintable(error));
    QVERIFY2(w.session()->goTo(1, &error), qPrintable(error));
    play(w).selectUnit(UnitId {"us-1"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    auto *mode = qobject_cast<QComboBox *>(toolbar(w).paramInput("attack", "mode"));
    QVERIFY(mode);
    const QString ordinary = mode->currentData().toString();
    QVERIFY(ordinary != QStringLiteral("op-fire"));
    QAction *offer = nullptr;
    for (QAction *a : play(w).reactionBar()->actions()) {
        if (!a->text().isEmpty())
            offer = a;
    }
    QVERIFY(offer);
    offer->trigger();
    QCOMPARE(mode->currentData().toString(), QStringLiteral("op-fire"));
    const Hex braun = w.session()->state().unit(UnitId {"de-1"}).hex;
    if (fired) {
        w.scene()->clickHex(braun);
        QCOMPARE(w.session()->position(), 2);
        QCOMPARE(
            paramOr<std::string>(w.session()->currentEntry()->evaluation.action.params, "mode", ""),
            std::string("op-fire"));
    }
    play(w).selectUnit(UnitId {"us-3"});
    QCOMPARE(play(w).mode().actionKey(), std::string("attack"));
    QCOMPARE(mode->currentData().toString(), ordinary);
    const auto action = play(w).actionFor(braun);
    QVERIFY(action);
    QCOMPARE(paramOr<std::string>(action->params, "mode", ""), ordinary.toStdString());
    const Evaluation e = w.session()->evaluate(*action);
    QVERIFY2(e.whyNot.find("Op Fire mode") == std::string::npos, e.whyNot.c_str());
}

void TestReactionsWindow::theDefenderIsAskedWhichFiguresGo()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, 1600, 1000, &error), qPrintable(error));
    // Gruppe Braun has three regulars and a machine-gun crew: the window asks their order,
    // listing the rule system's default (regulars first); this defender puts the crew first.
    QStringList asked;
    bool cancel = true;
    MainWindow::Prompts prompts;
    prompts.ask = [](const QString &, const QString &) { return false; };
    prompts.tell = [](const QString &, const QString &) {};
    prompts.savePath = [](const QString &) { return QString(); };
    prompts.order = [&](const QString &, const QString &,
                        const QStringList &items) -> std::optional<std::vector<int>> {
        asked = items;
        if (cancel)
            return std::nullopt;
        return std::vector<int> {3, 0, 1, 2};
    };
    w.setPrompts(prompts);
    // The Germans advance (their action turn), then it is the Americans'.
    QVERIFY2(w.session()->goTo(1, &error), qPrintable(error));
    play(w).selectUnit(UnitId {"us-1"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    const Hex braun = w.session()->state().unit(UnitId {"de-1"}).hex;
    // Cancelled: nothing happens.
    w.scene()->clickHex(braun);
    QCOMPARE(asked,
        (QStringList {QStringLiteral("Regular"), QStringLiteral("Regular"),
            QStringLiteral("Regular"), QStringLiteral("German machine-gun crew")}));
    QCOMPARE(w.session()->timelineLength(), 1); // the scripted step only
    QCOMPARE(w.session()->position(), 1);
    cancel = false;
    w.scene()->clickHex(braun);
    QCOMPARE(w.session()->position(), 2);
    const LogEntry *entry = w.session()->currentEntry();
    QVERIFY(entry);
    QCOMPARE(paramOr<std::string>(entry->evaluation.action.params, "remove", ""),
        std::string("german-mg-crew, regular, regular, regular"));
}

void TestReactionsWindow::theFiguresThatFireAreTicked()
{
    // Gruppe Braun's machine-gun crew fires alone: the Fire toolbar's "Figures firing" lists the
    // selected squad's figures to tick, the attack takes the ones ticked, and another squad
    // selected starts again from all of them. "Figures lost" is asked on commit, not typed.
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, 1600, 1000, &error), qPrintable(error));
    play(w).selectUnit(UnitId {"de-1"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    const ActionToolbar &bar = toolbar(w);
    QVERIFY(!bar.paramInput("attack", "remove"));
    auto *pick = qobject_cast<QToolButton *>(bar.paramInput("attack", "figures"));
    QVERIFY(pick);
    QCOMPARE(pick->text(), QStringLiteral("All"));
    QMenu *menu = pick->menu();
    QVERIFY(menu);
    QMetaObject::invokeMethod(menu, "aboutToShow");
    QStringList labels;
    for (QAction *a : menu->actions())
        labels << a->text() + (a->isChecked() ? "+" : "-");
    QCOMPARE(
        labels, (QStringList {"Regular+", "Regular+", "Regular+", "German machine-gun crew+"}));
    for (QAction *a : menu->actions()) {
        if (a->text() == "Regular")
            a->setChecked(false);
    }
    QCOMPARE(pick->text(), QStringLiteral("German machine-gun crew"));
    const Hex target = w.session()->state().unit(UnitId {"us-1"}).hex;
    const auto action = play(w).actionFor(target);
    QVERIFY(action);
    QCOMPARE(paramOr<std::string>(action->params, "figures", ""), std::string("german-mg-crew"));
    // Unticking the last one leaves all of them firing: a squad never fires with nobody.
    for (QAction *a : menu->actions())
        a->setChecked(false);
    QCOMPARE(pick->text(), QStringLiteral("All"));
    QVERIFY(!play(w).actionFor(target)->params.count("figures"));
    menu->actions().back()->setChecked(true);
    QVERIFY(play(w).actionFor(target)->params.count("figures"));
    play(w).selectUnit(UnitId {"us-3"});
    QCOMPARE(pick->text(), QStringLiteral("All"));
}

void TestReactionsWindow::hintsGoToTheStatusBarNotADialog()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, 1024, 640, &error), qPrintable(error));
    int told = 0;
    MainWindow::Prompts prompts;
    prompts.ask = [](const QString &, const QString &) { return false; };
    prompts.tell = [&](const QString &, const QString &) { ++told; };
    prompts.savePath = [](const QString &) { return QString(); };
    w.setPrompts(prompts);
    // An attack with nobody selected, and an order with nobody selected: hints, not dialogs.
    // (A click on a counter with nobody selected picks it; an empty hex is no one to act.)
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    const Hex empty = w.session()->state().map().parse("H8");
    QVERIFY(w.session()->state().unitsIn(empty).empty());
    w.scene()->clickHex(empty);
    QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("Select a unit first")),
        qPrintable(w.statusBar()->currentMessage()));
    // With nobody selected, a click on a counter of the side to act picks it to act.
    const auto &toAct = w.session()->state().sequence().sideToAct;
    for (const Unit &u : w.session()->state().units()) {
        if (!toAct || u.side == *toAct) {
            w.scene()->clickHex(u.hex);
            QCOMPARE(play(w).selectedUnit(), std::optional<UnitId>(u.id));
            QCOMPARE(w.session()->position(), 0);
            break;
        }
    }
    // A refused attack (at a unit of its own side): the reason on the status bar.
    play(w).selectUnit(UnitId {"us-3"});
    w.scene()->clickHex(w.session()->state().unit(UnitId {"us-1"}).hex);
    QVERIFY(!w.statusBar()->currentMessage().isEmpty());
    QCOMPARE(told, 0);
    QCOMPARE(w.session()->position(), 0);
    // Undo and redo are on a toolbar of their own.
    auto *undo = w.findChild<QToolBar *>(QStringLiteral("undoToolBar"));
    QVERIFY(undo);
    QCOMPARE(undo->actions().size(), 2);
}

void TestReactionsWindow::aTeamRepliesAsOne()
{
    // "2d6 Skirmish: a round at the brush line": Pte. Moss has walked into sight, and the whole of
    // Gruppe Krause is offered the interrupt. Choosing it and clicking Moss fires with both its
    // figures, as the offer and its preview said, not with the first alone.
    MainWindow w(false);
    QString error;
    QVERIFY2(openRoundAt(w, 2, &error), qPrintable(error));
    QAction *offer = nullptr;
    for (QAction *a : play(w).reactionBar()->actions()) {
        if (a->text().contains(QStringLiteral("Gefr. Lang")))
            offer = a;
    }
    QVERIFY(offer);
    // The side is named once for the figures of one side.
    QCOMPARE(
        offer->text(), QStringLiteral("Fire: German Gefr. Lang, Uffz. Krause → British Pte. Moss"));
    offer->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(play(w).selectedUnit(), std::optional<UnitId>(UnitId {"ge-lang"}));
    const auto &preview = w.session()->currentPreview();
    QVERIFY(preview);
    QCOMPARE(preview->action.actors.size(), std::size_t(2));
    const Hex moss = w.session()->state().unit(UnitId {"br-moss"}).hex;
    const std::optional<Action> action = play(w).actionFor(moss);
    QVERIFY(action);
    QCOMPARE(action->actors, (std::vector<UnitId> {UnitId {"ge-lang"}, UnitId {"ge-krause"}}));
    w.session()->setScriptedDice({1, 1, 1, 1, 6, 6});
    w.scene()->clickHex(moss);
    QCOMPARE(w.session()->position(), 3);
    QCOMPARE(w.session()->currentEntry()->evaluation.action.actors, action->actors);
}

void TestReactionsWindow::aFigureFiredAtTakesCoverWithTheMoveTool()
{
    // "2d6 Skirmish: a round at the brush line", step 4: the Bren has downed Gefr. Lang and
    // Gruppe Krause failed its reaction. In the British activation, the Move tool picks Uffz.
    // Krause with one click and moves him one hex into the brush: his reaction, out of turn.
    MainWindow w(false);
    QString error;
    QVERIFY2(openRoundAt(w, 4, &error), qPrintable(error));
    QVERIFY(play(w).setMode(MapScene::Mode::perform("move")));
    play(w).selectUnit(std::nullopt);
    const MapGrid &map = w.session()->state().map();
    w.scene()->clickHex(map.parse("L3"));
    QCOMPARE(play(w).selectedUnit(), std::optional<UnitId>(UnitId {"ge-krause"}));
    w.scene()->clickHex(map.parse("M3"));
    QCOMPARE(w.session()->position(), 5);
    QVERIFY(w.session()->state().unit(UnitId {"ge-krause"}).hex == map.parse("M3"));
    QCOMPARE(w.session()->state().sequence().sideToAct, std::optional<SideId>(SideId {"br"}));
}

QTEST_MAIN(TestReactionsWindow)
#include "tst_reactionswindow.moc"
