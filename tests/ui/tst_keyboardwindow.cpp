// Playing without the mouse (issue 27, item 8): the map's hex ring moved by the arrow keys, Space
// to pick a counter, an action's key, Enter to act, Ctrl+Z to undo; every shortcut unique; every
// widget that takes the keyboard named for screen readers.

#include "core/rules/ruleset.h"
#include "ui/gamesession.h"
#include "ui/layoutcontroller.h"
#include "ui/map/counteritem.h"
#include "ui/map/hexcursor.h"
#include "ui/map/mapscene.h"
#include "ui/map/mapview.h"
#include "windowcontrollers.h"
#include "windowtest.h"

#include <QAccessible>
#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QTest>

#include <map>

using namespace hexfire;
using namespace hexfire::testing;

class TestKeyboardWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { prepareWindowTest("tst_keyboardwindow"); }
    void arrowsRunAlongRowsAndColumns_data();
    void arrowsRunAlongRowsAndColumns();
    void selectFireAndUndoWithoutTheMouse();
    void spaceGoesDownTheStack();
    void aClickInAFannedStackPicksThatCounter();
    void everyShortcutIsUnique_data();
    void everyShortcutIsUnique();
    void everyFocusableWidgetHasAName_data();
    void everyFocusableWidgetHasAName();
};

namespace {
bool open(MainWindow &w, const char *scenario, QSize size, QString *error)
{
    w.resize(size);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    if (!w.session()->openFile(bundledScenario(scenario), error))
        return false;
    QCoreApplication::processEvents();
    return true;
}

/** A hex where two or more units stand, if any. */
std::optional<Hex> stackedHex(const GameState &state)
{
    for (const Unit &u : state.units()) {
        if (u.onMap() && state.unitsIn(u.hex).size() >= 2)
            return u.hex;
    }
    return std::nullopt;
}

/** Presses the arrow keys a player would to bring the ring to `to`; false if it never gets there.
 */
bool walkTo(MainWindow &w, Hex to)
{
    MapScene *scene = w.scene();
    if (!scene->keyboardHex())
        QTest::keyClick(w.view(), Qt::Key_Right); // the first key shows the ring
    for (int i = 0; i < 200 && scene->keyboardHex() != to; ++i) {
        const QPointF here = scene->hexCentre(*scene->keyboardHex());
        const QPointF there = scene->hexCentre(to);
        const QPointF d = there - here;
        Qt::Key key;
        if (std::abs(d.x()) >= std::abs(d.y()))
            key = d.x() > 0 ? Qt::Key_Right : Qt::Key_Left;
        else
            key = d.y() > 0 ? Qt::Key_Down : Qt::Key_Up;
        QTest::keyClick(w.view(), key);
    }
    return scene->keyboardHex() == to;
}
} // namespace

void TestKeyboardWindow::arrowsRunAlongRowsAndColumns_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::newRow("flat-top hexes (The Last Hundred Yards)") << "tlhy-sandbox.json";
    QTest::newRow("La Bataille") << "labataille-sandbox.json";
    QTest::newRow("Tide of Iron") << "toi-sandbox.json";
    QTest::newRow("2d6 Skirmish") << "skirmish-sandbox.json";
}

void TestKeyboardWindow::arrowsRunAlongRowsAndColumns()
{
    // Eight presses right and back left return to the start, along the row (the ring never
    // drifts up or down by more than half a hex); the same for a column.
    QFETCH(QString, scenario);
    MainWindow w(false);
    QString error;
    QVERIFY2(open(w, scenario.toLatin1().constData(), QSize(1366, 768), &error), qPrintable(error));
    w.view()->setFocus();
    MapScene *scene = w.scene();
    QTest::keyClick(w.view(), Qt::Key_Down);
    QVERIFY(scene->keyboardHex());
    const Hex start = *scene->keyboardHex();
    QCOMPARE(w.session()->state().map().contains(start), true);
    const QPointF origin = scene->hexCentre(start);
    for (const auto &[forward, back, horizontal] : {std::tuple {Qt::Key_Right, Qt::Key_Left, true},
             std::tuple {Qt::Key_Down, Qt::Key_Up, false}}) {
        scene->setKeyboardHex(start);
        for (int i = 0; i < 4; ++i) {
            QTest::keyClick(w.view(), forward);
            const QPointF c = scene->hexCentre(*scene->keyboardHex());
            const double drift
                = horizontal ? std::abs(c.y() - origin.y()) : std::abs(c.x() - origin.x());
            QVERIFY2(drift <= MapScene::hexSize, qPrintable(QString::number(drift)));
        }
        QVERIFY(scene->keyboardHex() != start);
        for (int i = 0; i < 4; ++i)
            QTest::keyClick(w.view(), back);
        QVERIFY(*scene->keyboardHex() == start);
    }
}

void TestKeyboardWindow::selectFireAndUndoWithoutTheMouse()
{
    // The playbook's 21.8.3 before its second step: the German 2nd Squad's fire at H9, taken
    // with the keyboard alone (the player's own move in the example plays on from there).
    MainWindow w(false);
    QString error;
    QVERIFY2(open(w, "tlhy-21-8-3-assault-hex.json", QSize(1366, 768), &error), qPrintable(error));
    QVERIFY2(w.session()->goTo(1, &error), qPrintable(error));
    const Action step = w.session()->game().script()[1].action;
    const ActionType *type = nullptr;
    for (const ActionType &t : w.session()->rules().vocabulary().actions) {
        if (t.key == step.kind)
            type = &t;
    }
    QVERIFY(type && !type->shortcut.empty() && step.target);
    const UnitId shooter = step.actors.front();
    const GameState &state = w.session()->state();
    w.view()->setFocus();
    QVERIFY(w.view()->hasFocus());
    // Walk to the shooter; Space picks it (down the stack until it is the one).
    QVERIFY(walkTo(w, state.findUnit(shooter)->hex));
    for (int i = 0; i < 6 && play(w).selectedUnit() != shooter; ++i)
        QTest::keyClick(w.view(), Qt::Key_Space);
    QCOMPARE(play(w).selectedUnit(), std::optional<UnitId>(shooter));
    // The action's key, then to the target: the odds show as for a hover; Enter commits.
    QTest::keySequence(w.view(), QKeySequence::fromString(QString::fromStdString(type->shortcut)));
    QCOMPARE(play(w).mode(), MapScene::Mode::perform(type->key));
    QVERIFY(walkTo(w, *step.target));
    QVERIFY(w.session()->currentPreview());
    QVERIFY2(w.session()->currentPreview()->legal, w.session()->currentPreview()->whyNot.c_str());
    QTest::keyClick(w.view(), Qt::Key_Return);
    QCOMPARE(w.session()->position(), 2);
    QVERIFY(w.session()->branchedFrom());
    QCOMPARE(w.session()->game().log().back().evaluation.action.actors.front(), shooter);
    QVERIFY(*w.session()->game().log().back().evaluation.action.target == *step.target);
    // Undo from the keyboard.
    QTest::keySequence(w.view(), QKeySequence::Undo);
    QCOMPARE(w.session()->position(), 1);
}

void TestKeyboardWindow::spaceGoesDownTheStack()
{
    // A stack: each Space picks the next counter down, and round to the top.
    MainWindow w(false);
    QString error;
    QVERIFY2(open(w, "tlhy-21-8-3-assault-hex.json", QSize(1366, 768), &error), qPrintable(error));
    const GameState &state = w.session()->state();
    const std::optional<Hex> stacked = stackedHex(state);
    QVERIFY(stacked);
    const std::vector<const Unit *> units = state.unitsIn(*stacked);
    w.view()->setFocus();
    w.scene()->setKeyboardHex(stacked);
    std::vector<UnitId> picked;
    for (std::size_t i = 0; i <= units.size(); ++i) {
        QTest::keyClick(w.view(), Qt::Key_Space);
        picked.push_back(*play(w).selectedUnit());
    }
    QCOMPARE(picked.front(), units.back()->id); // the top first
    QCOMPARE(picked[1], units[units.size() - 2]->id);
    QCOMPARE(picked.back(), units.back()->id); // round to the top again
}

void TestKeyboardWindow::aClickInAFannedStackPicksThatCounter()
{
    // The mouse's side of picking from a stack: with an action chosen and nothing selected, a
    // click on the lower counter of the fanned stack picks that one, not the top one.
    MainWindow w(false);
    QString error;
    QVERIFY2(open(w, "tlhy-sandbox.json", QSize(1366, 768), &error), qPrintable(error));
    const GameState &state = w.session()->state();
    const std::optional<Hex> stacked = stackedHex(state);
    QVERIFY(stacked);
    const std::vector<const Unit *> units = state.unitsIn(*stacked);
    const UnitId lower = units.front()->id;
    const ActionType *mode = nullptr;
    for (const ActionType &t : w.session()->rules().vocabulary().actions) {
        if (!mode && t.target != TargetKind::None && t.actors != ActorRule::None)
            mode = &t;
    }
    QVERIFY(mode);
    toolbar(w).modeAction(mode->key)->trigger();
    QVERIFY(!play(w).selectedUnit());
    w.view()->centerOn(w.scene()->hexCentre(*stacked));
    QCoreApplication::processEvents();
    // The pointer over the stack fans it out; then onto a part of the lower counter that no
    // other counter covers (the fan follows the pointer: checked where the pointer is).
    QTest::mouseMove(w.view()->viewport(), w.view()->mapFromScene(w.scene()->hexCentre(*stacked)));
    QVERIFY(w.scene()->fannedHex() == stacked);
    CounterItem *item = w.scene()->counterItem(lower);
    auto topCounterAt = [&](QPointF p) -> CounterItem * {
        for (QGraphicsItem *top :
            w.scene()->items(p, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
            if (auto *counter = dynamic_cast<CounterItem *>(top))
                return counter;
        }
        return nullptr;
    };
    bool clicked = false;
    const QRectF r = item->sceneBoundingRect();
    for (double y = r.top() + 3; y < r.bottom() && !clicked; y += 3) {
        for (double x = r.left() + 3; x < r.right() && !clicked; x += 3) {
            if (topCounterAt(QPointF(x, y)) != item)
                continue;
            const QPoint at = w.view()->mapFromScene(QPointF(x, y));
            QTest::mouseMove(w.view()->viewport(), at);
            if (topCounterAt(w.view()->mapToScene(at)) != item)
                continue;
            QTest::mouseClick(w.view()->viewport(), Qt::LeftButton, {}, at);
            clicked = true;
        }
    }
    QVERIFY(clicked);
    QCOMPARE(play(w).selectedUnit(), std::optional<UnitId>(lower));
}

void TestKeyboardWindow::everyShortcutIsUnique_data() { arrowsRunAlongRowsAndColumns_data(); }

void TestKeyboardWindow::everyShortcutIsUnique()
{
    QFETCH(QString, scenario);
    MainWindow w(false);
    QString error;
    QVERIFY2(open(w, scenario.toLatin1().constData(), QSize(1366, 768), &error), qPrintable(error));
    std::map<QString, QString> seen;
    for (QAction *a : w.findChildren<QAction *>()) {
        // Not in any menu or toolbar of this window, or not usable now (the editor's Undo takes
        // Ctrl+Z only while editing, when the game's Undo is off).
        if (a->associatedObjects().isEmpty() || !a->isEnabled())
            continue;
        for (const QKeySequence &key : a->shortcuts()) {
            const QString k = key.toString();
            const QString name = a->text().remove(QLatin1Char('&'));
            const auto [it, fresh] = seen.emplace(k, name);
            QVERIFY2(fresh || it->second == name,
                qPrintable(QStringLiteral("%1: %2 and %3").arg(k, it->second, name)));
        }
    }
    // The arrow keys belong to the map: no action takes them.
    for (Qt::Key arrow : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down})
        QVERIFY(!seen.count(QKeySequence(arrow).toString()));
    QVERIFY(seen.count(QKeySequence(Qt::Key_PageDown).toString()));
}

void TestKeyboardWindow::everyFocusableWidgetHasAName_data()
{
    arrowsRunAlongRowsAndColumns_data();
}

void TestKeyboardWindow::everyFocusableWidgetHasAName()
{
    QFETCH(QString, scenario);
    MainWindow w(false);
    QString error;
    QVERIFY2(open(w, scenario.toLatin1().constData(), QSize(1366, 768), &error), qPrintable(error));
    QStringList unnamed;
    for (QWidget *widget : w.findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->focusPolicy() == Qt::NoFocus)
            continue;
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(widget);
        if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
            unnamed << QStringLiteral("%1 (%2)").arg(
                widget->metaObject()->className(), widget->objectName());
    }
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral(", "))));
}

QTEST_MAIN(TestKeyboardWindow)
#include "tst_keyboardwindow.moc"
