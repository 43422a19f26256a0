// The window on a rule system it has never heard of: the one-die test rules (registered by this
// test only) open from a file; the toolbar, parameter inputs, phase buttons, counters, chits and
// panels are built from what the rule system publishes; a click commits through GameSession and
// core, undo and redo work, the game saves and reopens; and no word of The Last Hundred Yards
// appears anywhere in the window.

#include "onedieruleset.h"

#include "core/rules/rulesetregistry.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "../ui/windowcontrollers.h"
#include "ui/map/counteritem.h"
#include "ui/map/markeritem.h"

#include <QAction>
#include <QLabel>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

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
    void noForeignWord_data();
    void noForeignWord();
    void savesAndReopens();

private:
    std::unique_ptr<MainWindow> m_window;
};

void TstOneDieWindow::initTestCase() { registerOneDie(); }

void TstOneDieWindow::init()
{
    m_window = std::make_unique<MainWindow>(false);
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QString error;
    QVERIFY2(m_window->openFile(scenarioPath, &error), qPrintable(error));
}

void TstOneDieWindow::cleanup() { m_window.reset(); }

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
    QCOMPARE(
        toolbar(w).paramLabel("attack", "bonus")->text().remove(':').trimmed(), QStringLiteral("Aim bonus"));
    QVERIFY(toolbar(w).paramInput("attack", "bonus")->toolTip().contains("Added to the attack die"));
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
    for (const QString &t : allTexts(&w)) {
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
    QVERIFY2(other.openFile(path, &error), qPrintable(error));
    QVERIFY(other.session()->state() == played);
    QCOMPARE(other.session()->position(), 1);
    QVERIFY(toolbar(other).modeAction("attack"));
}

QTEST_MAIN(TstOneDieWindow)
#include "tst_onediewindow.moc"
