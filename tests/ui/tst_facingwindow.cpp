// The window with a rule system whose units face (La Bataille): facing drawn on the counters, the
// front, flank and rear hexsides of the selected unit, orders (turning, changing formation) from
// the Game menu, their shortcuts and the counter's menu, each undone without a die. Everything the
// window shows here is what the rule system publishes or core evaluates.

#include "app/rulesets.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/helpcontroller.h"
#include "ui/mainwindow.h"
#include "ui/map/counteritem.h"
#include "ui/map/facingarcsitem.h"
#include "ui/map/mapview.h"
#include "ui/panels/dicelogpanel.h"
#include "ui/settings.h"
#include "windowcontrollers.h"

#include <QAction>
#include <QCollator>
#include <QMenu>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

#include <cmath>

using namespace hexfire;
using namespace hexfire::testing;

namespace {

const QString scenarioPath
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/scenarios/labataille-facing.json");

/** The entry of a menu by object name (the action key, or key.choice), or null. */
QAction *entry(QMenu *menu, const QString &name)
{
    for (QAction *a : menu->actions()) {
        if (a->objectName() == name)
            return a;
    }
    return nullptr;
}

} // namespace

class TestFacingWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void countersShowFacing_data();
    void countersShowFacing();
    void ordersAreInTheGameMenu();
    void turnByShortcutIsUndoneWithoutDice_data();
    void turnByShortcutIsUndoneWithoutDice();
    void unitMenuOffersWhatCoreAllows();
    void formationChangeFromTheMenu();
    void arcsFollowTheSelection();
    void rulesInBriefShowTheRuleSystemsWords();
    void lineAcrossTwoHexes();
    void unitPanelOffersTheOrders();
    void ctrlClickAddsUnitsThatActTogether();

private:
    const Unit &unit(const char *id) const
    {
        return m_window->session()->state().unit(UnitId {id});
    }
    std::unique_ptr<MainWindow> m_window;
};

void TestFacingWindow::initTestCase()
{
    registerRuleSets();
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HexFireTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_facingwindow"));
    Settings::animations.set(false);
    Settings::physicalDice.set(false);
    Settings::showFacingArcs.set(true);
}

void TestFacingWindow::init()
{
    m_window = std::make_unique<MainWindow>(false);
    m_window->resize(1600, 1000);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QString error;
    QVERIFY2(
        m_window->findChild<FileController *>()->openFile(scenarioPath, &error), qPrintable(error));
    QCoreApplication::processEvents();
}

void TestFacingWindow::cleanup() { m_window.reset(); }

void TestFacingWindow::countersShowFacing_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<double>("degrees"); // NaN: no wedge
    // Flat-top hexes: the north-east hexside's midpoint is at -30 degrees on the screen (y down),
    // the vertex between the north-east and south-east hexsides (east) at 0, north at -90.
    QTest::newRow("column facing the north-east hexside") << "fr-2" << -30.0;
    QTest::newRow("line facing a vertex") << "fr-1" << 0.0;
    QTest::newRow("column facing north") << "ru-1" << -90.0;
    QTest::newRow("carre faces every way: no wedge") << "ru-2" << std::nan("");
    QTest::newRow("leader: no wedge") << "fr-ney" << std::nan("");
}

void TestFacingWindow::countersShowFacing()
{
    QFETCH(QString, unit);
    QFETCH(double, degrees);
    CounterItem *item = m_window->scene()->counterItem(UnitId {unit.toStdString()});
    QVERIFY(item);
    if (std::isnan(degrees)) {
        QVERIFY(!item->facingAngle());
        return;
    }
    QVERIFY(item->facingAngle());
    QVERIFY2(std::abs(*item->facingAngle() - degrees) < 1e-6,
        qPrintable(QString::number(*item->facingAngle())));
}

void TestFacingWindow::ordersAreInTheGameMenu()
{
    QAction *formation = toolbar(*m_window).orderAction("change-formation");
    QVERIFY(formation);
    QVERIFY(formation->menu()); // one choice: a submenu of the formations
    QCOMPARE(formation->text(), QStringLiteral("Change formation"));
    QAction *turn = toolbar(*m_window).orderAction("turn-clockwise");
    QVERIFY(turn);
    QVERIFY(!turn->menu());
    QCOMPARE(turn->shortcut(), QKeySequence(QStringLiteral("]")));
    QVERIFY(toolbar(*m_window).orderAction("turn-counter-clockwise"));
    // Orders are not map modes or phase steps.
    QVERIFY(!toolbar(*m_window).modeAction("turn-clockwise"));
    QVERIFY(!toolbar(*m_window).phaseAction("turn-clockwise"));
    // Without a selected unit an order says what to do.
    QString error;
    QVERIFY(!play(*m_window).performOrder("turn-clockwise", {}, &error));
    QVERIFY2(error.contains(QStringLiteral("Select a unit")), qPrintable(error));
}

void TestFacingWindow::turnByShortcutIsUndoneWithoutDice_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("after");
    QTest::newRow("column clockwise: ]") << "fr-2"
                                         << "]" << 4;
    QTest::newRow("column counter-clockwise: [") << "fr-2"
                                                 << "[" << 0;
    QTest::newRow("line clockwise, vertex to vertex") << "fr-1"
                                                      << "]" << 5;
}

void TestFacingWindow::turnByShortcutIsUndoneWithoutDice()
{
    QFETCH(QString, unit);
    QFETCH(QString, key);
    QFETCH(int, after);
    const std::string id = unit.toStdString();
    const std::optional<Facing> before = this->unit(id.c_str()).facing;
    play(*m_window).selectUnit(UnitId {id});
    const std::optional<double> angleBefore
        = m_window->scene()->counterItem(UnitId {id})->facingAngle();
    QTest::keyClicks(m_window->view()->viewport(), key);
    QCoreApplication::processEvents();
    QCOMPARE(this->unit(id.c_str()).facing, std::optional<Facing>(Facing::fromPosition(after)));
    QVERIFY(m_window->scene()->counterItem(UnitId {id})->facingAngle() != angleBefore);
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
    QCOMPARE(m_window->findChild<DiceLogPanel *>()->list()->topLevelItemCount(),
        0); // an order rolls nothing
    m_window->session()->undoStack()->undo();
    QCoreApplication::processEvents();
    QCOMPARE(this->unit(id.c_str()).facing, before);
    QCOMPARE(m_window->scene()->counterItem(UnitId {id})->facingAngle(), angleBefore);
    m_window->session()->undoStack()->redo();
    QCOMPARE(this->unit(id.c_str()).facing, std::optional<Facing>(Facing::fromPosition(after)));
}

void TestFacingWindow::unitMenuOffersWhatCoreAllows()
{
    std::unique_ptr<QMenu> menu(play(*m_window).unitMenu(UnitId {"fr-2"}));
    QCOMPARE(play(*m_window).selectedUnit(), std::optional<UnitId>(UnitId {"fr-2"}));
    QAction *fire = entry(menu.get(), QStringLiteral("fire"));
    QVERIFY(fire);
    QAction *formation = entry(menu.get(), QStringLiteral("change-formation"));
    QVERIFY(formation && formation->menu());
    QAction *line = entry(formation->menu(), QStringLiteral("change-formation.line"));
    QVERIFY(line && line->isEnabled());
    QAction *unlimbered = entry(formation->menu(), QStringLiteral("change-formation.unlimbered"));
    QVERIFY(unlimbered && !unlimbered->isEnabled());
    QVERIFY2(unlimbered->toolTip().contains(QStringLiteral("cannot take Unlimbered")),
        qPrintable(unlimbered->toolTip()));
    QAction *column = entry(formation->menu(), QStringLiteral("change-formation.column"));
    QVERIFY(column && !column->isEnabled());
    QVERIFY(column->toolTip().contains(QStringLiteral("already in Column")));
    QVERIFY(entry(menu.get(), QStringLiteral("turn-clockwise")));
    QVERIFY(menu->actions().contains(play(*m_window).facingArcsAction()));
    // Fire from the menu picks the mode; the map does the rest.
    fire->trigger();
    QCOMPARE(play(*m_window).mode().actionKey(), std::string("fire"));

    // A carré turns nowhere: the menu has no turn entries for it, and a leader has no orders.
    std::unique_ptr<QMenu> carre(play(*m_window).unitMenu(UnitId {"ru-2"}));
    QVERIFY(!entry(carre.get(), QStringLiteral("turn-clockwise")));
    QVERIFY(entry(carre.get(), QStringLiteral("change-formation")));
    std::unique_ptr<QMenu> leader(play(*m_window).unitMenu(UnitId {"fr-ney"}));
    QVERIFY(!entry(leader.get(), QStringLiteral("change-formation")));
}

void TestFacingWindow::formationChangeFromTheMenu()
{
    const QString faceBefore = m_window->scene()->counterItem(UnitId {"fr-2"})->face().key();
    std::unique_ptr<QMenu> menu(play(*m_window).unitMenu(UnitId {"fr-2"}));
    QAction *formation = entry(menu.get(), QStringLiteral("change-formation"));
    entry(formation->menu(), QStringLiteral("change-formation.line"))->trigger();
    QCoreApplication::processEvents();
    const Unit &u = unit("fr-2");
    // Column facing hexside 2 forms line on the vertex just clockwise.
    QCOMPARE(u.facing, std::optional<Facing>(Facing::fromPosition(3)));
    QVERIFY(m_window->scene()->counterItem(UnitId {"fr-2"})->face().key() != faceBefore);
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
    m_window->session()->undoStack()->undo();
    QCoreApplication::processEvents();
    QCOMPARE(unit("fr-2").facing, std::optional<Facing>(Facing::fromPosition(2)));
    QCOMPARE(m_window->scene()->counterItem(UnitId {"fr-2"})->face().key(), faceBefore);
}

void TestFacingWindow::arcsFollowTheSelection()
{
    FacingArcsItem *arcs = m_window->scene()->facingArcs();
    QVERIFY(arcs);
    QVERIFY(!arcs->isVisible());
    play(*m_window).selectUnit(UnitId {"fr-2"});
    QVERIFY(arcs->isVisible());
    const Unit &u = unit("fr-2");
    QCOMPARE(arcs->hexes(), std::vector<Hex> {u.hex});
    const auto classes
        = m_window->session()->rules().hexsideClasses(m_window->session()->state(), u);
    QVERIFY(classes && arcs->classes() == *classes);
    // Turning moves the arcs with the unit.
    QVERIFY(play(*m_window).performOrder("turn-clockwise", {}));
    QVERIFY(arcs->classes()
        == *m_window->session()->rules().hexsideClasses(
            m_window->session()->state(), unit("fr-2")));
    QVERIFY(arcs->classes() != *classes);
    // Off on request; a leader has none.
    play(*m_window).facingArcsAction()->setChecked(false);
    QVERIFY(!arcs->isVisible());
    play(*m_window).facingArcsAction()->setChecked(true);
    QVERIFY(arcs->isVisible());
    play(*m_window).selectUnit(UnitId {"fr-ney"});
    QVERIFY(!arcs->isVisible());
}

void TestFacingWindow::rulesInBriefShowTheRuleSystemsWords()
{
    m_window->findChild<HelpController *>()->rulesBriefAction()->trigger();
    QCoreApplication::processEvents();
    auto *text = m_window->findChild<QTextBrowser *>(QStringLiteral("rulesBrief"));
    QVERIFY(text);
    const QString shown = text->toPlainText();
    const RuleSet &rules = m_window->session()->rules();
    QVERIFY(shown.contains(QString::fromStdString(std::string(rules.displayName()))));
    QStringList order; // where each term stands in the text
    for (const GlossaryTerm &t : rules.vocabulary().glossary) {
        QVERIFY2(shown.contains(QString::fromStdString(t.term)), t.term.c_str());
        QVERIFY2(shown.contains(QString::fromStdString(t.meaning)), t.meaning.c_str());
        order << QString::fromStdString(t.term);
    }
    // The terms in alphabetical order (of the language read; here English).
    const qsizetype after = shown.indexOf(QStringLiteral("Glossary"));
    // A term heads its own line, followed by its rule in brackets or by the end of the line (a
    // meaning may start with another term's word: "Unlimbered guns …").
    const auto where = [&](const QString &term) {
        const QRegularExpression heading(
            QStringLiteral("\n%1( \\(|\n)").arg(QRegularExpression::escape(term)));
        return shown.indexOf(heading, after);
    };
    for (const QString &term : order)
        QVERIFY2(where(term) > after, qPrintable(term));
    std::sort(order.begin(), order.end(),
        [&](const QString &a, const QString &b) { return where(a) < where(b); });
    QStringList sorted = order;
    QCollator collator;
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::sort(sorted.begin(), sorted.end(),
        [&](const QString &a, const QString &b) { return collator.compare(a, b) < 0; });
    QCOMPARE(order, sorted);
    // The primer's first sentence, as the rule system wrote it.
    const std::string primer(rules.vocabulary().primer);
    QVERIFY(shown.contains(QString::fromStdString(primer.substr(0, primer.find('.')))));
}

void TestFacingWindow::lineAcrossTwoHexes()
{
    // The Légère line in D5 faces the vertex between its north-east and south-east hexsides:
    // its right flank is the south hexside, towards D6.
    const GameState &state = m_window->session()->state();
    const Hex d6 = state.map().parse("D6");
    std::unique_ptr<QMenu> menu(play(*m_window).unitMenu(UnitId {"fr-1"}));
    QAction *extend = entry(menu.get(), QStringLiteral("extend-line"));
    QVERIFY(extend && extend->menu());
    entry(extend->menu(), QStringLiteral("extend-line.right"))->trigger();
    QCoreApplication::processEvents();
    QCOMPARE(unit("fr-1").alsoIn, std::vector<Hex> {d6});
    // The counter stands in both hexes; the selection's arcs cover both.
    const auto parts = m_window->scene()->partItems(UnitId {"fr-1"});
    QCOMPARE(parts.size(), std::size_t(1));
    QVERIFY(parts.front().first == d6);
    QVERIFY(parts.front().second->highlighted());
    QVERIFY(parts.front().second->facingAngle());
    QCOMPARE(m_window->scene()->facingArcs()->hexes(), (std::vector<Hex> {unit("fr-1").hex, d6}));
    // A line across two hexes offers to close, not to turn.
    std::unique_ptr<QMenu> again(play(*m_window).unitMenu(UnitId {"fr-1"}));
    QVERIFY(entry(again.get(), QStringLiteral("close-line")));
    QVERIFY(!entry(again.get(), QStringLiteral("turn-clockwise")));
    m_window->session()->undoStack()->undo();
    QCoreApplication::processEvents();
    QVERIFY(unit("fr-1").alsoIn.empty());
    QVERIFY(m_window->scene()->partItems(UnitId {"fr-1"}).empty());
}

void TestFacingWindow::unitPanelOffersTheOrders()
{
    play(*m_window).selectUnit(UnitId {"fr-2"});
    QCoreApplication::processEvents();
    auto *orders = m_window->findChild<QWidget *>(QStringLiteral("unitOrders"));
    QVERIFY(orders);
    auto *turn = orders->findChild<QToolButton *>(QStringLiteral("turn-clockwise"));
    QVERIFY(turn && turn->isVisible());
    auto *formation = orders->findChild<QToolButton *>(QStringLiteral("change-formation"));
    QVERIFY(formation && formation->menu());
    // The same choices, enabled or not, as the counter's menu.
    QAction *unlimbered = nullptr;
    for (QAction *a : formation->menu()->actions()) {
        if (a->objectName() == QLatin1String("change-formation.unlimbered"))
            unlimbered = a;
    }
    QVERIFY(unlimbered && !unlimbered->isEnabled());
    turn->click();
    QCoreApplication::processEvents();
    QCOMPARE(unit("fr-2").facing, std::optional<Facing>(Facing::fromPosition(4)));
    // A leader's one order is to fall (a leader casualty); no formation, no turns.
    play(*m_window).selectUnit(UnitId {"fr-ney"});
    QCoreApplication::processEvents();
    // (The old buttons are deleted later: they are hidden at once.)
    QStringList shown;
    for (QToolButton *b : orders->findChildren<QToolButton *>()) {
        if (b->isVisible())
            shown << b->text();
    }
    QCOMPARE(shown, QStringList {QStringLiteral("Leader casualty")});
}

void TestFacingWindow::ctrlClickAddsUnitsThatActTogether()
{
    const Hex e6 = m_window->session()->state().map().parse("E6");
    play(*m_window).selectUnit(UnitId {"fr-1"});
    m_window->scene()->toggleUnit(UnitId {"fr-2"});
    QCOMPARE(play(*m_window).supporters(), std::vector<UnitId> {UnitId {"fr-2"}});
    QVERIFY(m_window->scene()->counterItem(UnitId {"fr-2"})->supporting());
    QVERIFY(play(*m_window).setMode(MapScene::Mode::perform("fire")));
    const auto action = play(*m_window).actionFor(e6);
    QVERIFY(action);
    QCOMPARE(action->actors, (std::vector<UnitId> {UnitId {"fr-1"}, UnitId {"fr-2"}}));
    // Core judges the combined fire: the column in E5 cannot fire through its flank (judged
    // by the fire rules alone: the file stands in the Movement segment).
    const Evaluation e
        = m_window->session()->rules().evaluate(m_window->session()->state(), *action);
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find("2/46e Ligne") != std::string::npos, e.whyNot.c_str());
    // Ctrl-click again takes it out; selecting another unit clears the others.
    m_window->scene()->toggleUnit(UnitId {"fr-2"});
    QVERIFY(play(*m_window).supporters().empty());
    QVERIFY(!m_window->scene()->counterItem(UnitId {"fr-2"})->supporting());
    m_window->scene()->toggleUnit(UnitId {"fr-2"});
    play(*m_window).selectUnit(UnitId {"ru-1"});
    QVERIFY(play(*m_window).supporters().empty());
}

QTEST_MAIN(TestFacingWindow)
#include "tst_facingwindow.moc"
