// The window offers what a rule system lets the other side do in reply to a step (RuleSet::
// reactions): after the Germans attack in sight of an American squad in Op Fire mode, a bar
// offers that squad's Op Fire attack; choosing it selects the squad, the attack and its Op Fire
// input, and previews core's evaluation. Stepping back takes the offer away.

#include "app/rulesets.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/settings.h"

#include <QAction>
#include <QComboBox>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>

using namespace hexfire;

namespace {
const QString scenarioPath
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/scenarios/toi-reactions.json");
} // namespace

class TestReactionsWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opFireIsOfferedInReply();
};

void TestReactionsWindow::initTestCase()
{
    registerRuleSets();
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HexFireTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_reactionswindow"));
    Settings::animations.set(false);
    Settings::physicalDice.set(false);
}

void TestReactionsWindow::opFireIsOfferedInReply()
{
    MainWindow w(false);
    w.resize(1600, 1000);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QString error;
    QVERIFY2(w.openFile(scenarioPath, &error), qPrintable(error));
    QToolBar *bar = w.reactionBar();
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
    QCOMPARE(w.selectedUnit(), std::optional<UnitId>(UnitId {"us-2"}));
    QCOMPARE(w.mode().actionKey(), std::string("attack"));
    auto *mode = qobject_cast<QComboBox *>(w.paramInput("attack", "mode"));
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

QTEST_MAIN(TestReactionsWindow)
#include "tst_reactionswindow.moc"
