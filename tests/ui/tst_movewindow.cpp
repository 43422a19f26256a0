// Movement and adjustments in the window, on the one-die test rules (a movement phase, then a
// fire phase; clear costs 1, woods 2, 4 points a unit): the Move mode shades the hexes in reach
// with the points left (core's ReachableHexes), the hover draws the path or says why not, a click
// or a drag of the counter moves it, Shift-drag and the Adjust menus change the position by hand
// as one undoable step, and a drag in Select mode still pans the map.
//
// HEXFIRE_SHOTS=<dir> writes the window as the tests see it to PNG files there.

#include "../onedie/onedieruleset.h"
#include "../ui/windowcontrollers.h"
#include "../ui/windowtest.h"
#include "core/rules/adjustment.h"
#include "core/rules/builtinactions.h"
#include "core/rules/movement.h"
#include "core/rules/profileform.h"
#include "ui/adjustcontroller.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/helpcontroller.h"
#include "ui/map/counteritem.h"
#include "ui/map/mapview.h"
#include "ui/map/markeritem.h"
#include "ui/map/reachoverlayitem.h"
#include "ui/map/stepcuesitem.h"
#include "ui/movecontroller.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexfire;
using namespace hexfire::testing;

namespace {

const UnitId adams {"red-1"}; // B3, red, strength 2
const UnitId cole {"blue-1"}; // F3, blue, behind cover

QAction *findAction(QMenu *menu, const QString &text)
{
    if (!menu)
        return nullptr;
    for (QAction *a : menu->actions()) {
        if (a->text().remove(QLatin1Char('&')) == text)
            return a;
    }
    return nullptr;
}

QMenu *findMenu(QMenu *menu, const QString &text)
{
    QAction *a = findAction(menu, text);
    return a ? a->menu() : nullptr;
}

} // namespace

class TstMoveWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void reachableHexesAreShaded_data();
    void reachableHexesAreShaded();
    void hoverDrawsThePathOrSaysWhyNot_data();
    void hoverDrawsThePathOrSaysWhyNot();
    void aClickMovesWithTheHoversEvaluation();
    void anotherOwnCounterIsPickedOrJoined_data();
    void anotherOwnCounterIsPickedOrJoined();
    void dragAlongAPath_data();
    void dragAlongAPath();
    void shiftDragAdjusts_data();
    void shiftDragAdjusts();
    void adjustMenu_data();
    void adjustMenu();
    void adjustMenuOfOtherGames_data();
    void adjustMenuOfOtherGames();
    void printedValuesByHand();
    void markerAndHexMenus_data();
    void markerAndHexMenus();
    void moveToPicksAHex_data();
    void moveToPicksAHex();
    void undoesAMoveAndAnAdjustment_data();
    void undoesAMoveAndAnAdjustment();
    void selectModeDragPans();
    void theEndOfThePhaseTakesItsTool();
    void aClickPicksTheSideToActsUnit();

private:
    GameSession &session() { return *m_window->session(); }
    Hex hex(const char *label) { return session().state().map().parse(label); }
    QPoint screen(Hex h) { return m_window->view()->mapFromScene(m_window->scene()->hexCentre(h)); }
    QPoint counterAt(const UnitId &u)
    {
        return m_window->view()->mapFromScene(m_window->scene()->counterItem(u)->pos());
    }
    QWidget *viewport() { return m_window->view()->viewport(); }
    void enterMoveMode(const UnitId &unit);
    /** Drags over the centres of hexes, pressed at from, with modifiers held. */
    void drag(QPoint from, const std::vector<Hex> &over, Qt::KeyboardModifiers modifiers = {});
    void shot(const QString &name);

    QTemporaryDir m_dir;
    QString m_scenario;
    std::unique_ptr<MainWindow> m_window;
};

void TstMoveWindow::initTestCase()
{
    prepareWindowTest("tst_movewindow");
    registerOneDie();
    // The skirmish in its movement phase (the file opens in the fire phase).
    QFile in(QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/onedie/onedie-skirmish.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    QVERIFY(text.contains("\"phase\": \"fire\""));
    text.replace("\"phase\": \"fire\"", "\"phase\": \"move\"");
    m_scenario = m_dir.filePath(QStringLiteral("onedie-move.json"));
    QFile out(m_scenario);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
}

void TstMoveWindow::init()
{
    m_window = std::make_unique<MainWindow>(false);
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QString error;
    QVERIFY2(
        m_window->findChild<FileController *>()->openFile(m_scenario, &error), qPrintable(error));
    QCOMPARE(session().state().sequence().phase, std::string("move"));
}

void TstMoveWindow::cleanup()
{
    OneDieRuleSet::evaluationSpy() = nullptr;
    m_window.reset();
}

void TstMoveWindow::enterMoveMode(const UnitId &unit)
{
    play(*m_window).selectUnit(unit);
    QVERIFY(play(*m_window).setMode(MapScene::Mode::perform("move")));
    QVERIFY(play(*m_window).isMoveMode());
}

void TstMoveWindow::drag(QPoint from, const std::vector<Hex> &over, Qt::KeyboardModifiers mods)
{
    QTest::mouseMove(viewport(), from);
    QTest::mousePress(viewport(), Qt::LeftButton, mods, from);
    for (const Hex h : over) {
        // Into the hex by its centre, in two steps, as a hand moves.
        const QPoint to = screen(h);
        QTest::mouseMove(viewport(), (from + to) / 2);
        QTest::mouseMove(viewport(), to);
        from = to;
    }
    shot(QStringLiteral("drag-%1").arg(over.size()));
    QTest::mouseRelease(viewport(), Qt::LeftButton, mods, from);
}

void TstMoveWindow::shot(const QString &name)
{
    const QString dir = qEnvironmentVariable("HEXFIRE_SHOTS");
    if (dir.isEmpty())
        return;
    QApplication::processEvents(); // the toolbar laid out for the mode
    m_window->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

void TstMoveWindow::reachableHexesAreShaded_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<bool>("shaken");
    QTest::addColumn<bool>("bluesTurn");
    QTest::addColumn<bool>("shaded");
    QTest::newRow("a unit of the side to act") << "red-1" << false << false << true;
    QTest::newRow("a shaken unit: half its points") << "red-1" << true << false << true;
    QTest::newRow("in the enemy's movement phase") << "red-1" << false << true << false;
    QTest::newRow("the enemy in its movement phase") << "blue-1" << false << true << true;
}

void TstMoveWindow::reachableHexesAreShaded()
{
    QFETCH(QString, unit);
    QFETCH(bool, shaken);
    QFETCH(bool, bluesTurn);
    QFETCH(bool, shaded);
    const UnitId id {unit.toStdString()};
    if (bluesTurn) {
        // Red's fire phase, then Blue's movement phase: Blue's side to act.
        for (int i = 0; i < 2; ++i) {
            Action next;
            next.kind = std::string(builtin::nextPhase);
            QString error;
            QVERIFY2(
                session().commit(next, QStringLiteral("Next phase"), &error), qPrintable(error));
        }
        QCOMPARE(session().state().sequence().phase, std::string("move"));
        QVERIFY(session().state().sequence().sideToAct == SideId {"blue"});
    }
    if (shaken) {
        QString error;
        QVERIFY2(m_window->findChild<AdjustController *>()->commit(
                     adjustment::setStatus(id, "shaken", true), &error),
            qPrintable(error));
    }
    ReachOverlayItem *overlay = m_window->scene()->reachOverlay();
    QVERIFY(overlay->cells().empty()); // Select mode: nothing shaded
    enterMoveMode(id);
    if (!shaded) {
        QVERIFY(overlay->cells().empty());
        return;
    }
    const GameState &state = session().state();
    const MovementRules &movement = *session().rules().movementRules();
    const ReachableHexes reach(state, movement, state.unit(id));
    QVERIFY(!reach.hexes().empty());
    QCOMPARE(overlay->cells().size(), reach.hexes().size());
    for (const Hex h : reach.hexes()) {
        const ReachOverlayItem::Cell *cell = overlay->cellAt(h);
        QVERIFY2(cell, state.map().label(h).c_str());
        QCOMPARE(
            cell->pointsLeft, QString::fromStdString(movementPointsText(*reach.pointsLeft(h), 1)));
    }
    if (id == adams) {
        // The golden numbers: one clear hex costs 1 of Adams's 4 points (2 when shaken).
        QCOMPARE(overlay->cellAt(hex("C3"))->pointsLeft, shaken ? QString("1") : QString("3"));
        QVERIFY(!overlay->cellAt(hex("B3"))); // its own hex
        QVERIFY(!overlay->cellAt(hex("F3"))); // the enemy's
    }
    shot(shaken ? "reach-shaken" : "reach");
    // Back to Select: the shading goes.
    QVERIFY(play(*m_window).setMode(MapScene::Mode::select()));
    QVERIFY(overlay->cells().empty());
}

void TstMoveWindow::hoverDrawsThePathOrSaysWhyNot_data()
{
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("why");
    QTest::newRow("a clear hex in reach") << "D3" << true << "";
    QTest::newRow("the enemy's hex") << "F3" << false << "the enemy holds it";
    QTest::newRow("too far") << "H6" << false << "has 4 left";
}

void TstMoveWindow::hoverDrawsThePathOrSaysWhyNot()
{
    QFETCH(QString, to);
    QFETCH(bool, legal);
    QFETCH(QString, why);
    enterMoveMode(adams);
    const Hex target = hex(qPrintable(to));
    m_window->scene()->hoverHex(target);
    const auto &preview = session().currentPreview();
    QVERIFY(preview);
    QCOMPARE(preview->legal, legal);
    ReachOverlayItem *overlay = m_window->scene()->reachOverlay();
    if (legal) {
        // The path core found, from the unit: the line on the map, the running cost in the cues.
        const auto *path = paramAs<std::vector<Hex>>(preview->action.params, movePathParam);
        QVERIFY(path && !path->empty());
        std::vector<Hex> line {hex("B3")};
        line.insert(line.end(), path->begin(), path->end());
        QVERIFY(overlay->path() == line);
        QVERIFY(overlay->pathLegal());
        QVERIFY(!overlay->refusedHex());
        QCOMPARE(preview->cues.size(), path->size());
        QCOMPARE(preview->cues.back().text, std::string("2"));
        QVERIFY(m_window->scene()->stepCues()->cues() == preview->cues);
    } else {
        QVERIFY(overlay->path().empty());
        QVERIFY(overlay->refusedHex() == target);
        QCOMPARE(overlay->refusal(), QString::fromStdString(preview->whyNot));
        QVERIFY2(overlay->refusal().contains(why), qPrintable(overlay->refusal()));
    }
    shot(QStringLiteral("hover-") + to);
}

void TstMoveWindow::aClickMovesWithTheHoversEvaluation()
{
    enterMoveMode(adams);
    const Hex d3 = hex("D3");
    int evaluations = 0;
    // The evaluations of the move on the game's own position before it is made (what the
    // panels ask of copies, and everything after the step, is not the commit's).
    OneDieRuleSet::evaluationSpy() = [&](const GameState &state, const Action &a) {
        if (a.kind == "move" && &state == &session().state() && session().position() == 0)
            ++evaluations;
    };
    m_window->scene()->hoverHex(d3);
    QCOMPARE(evaluations, 1);
    const Evaluation shown = *session().currentPreview();
    evaluations = 0;
    m_window->scene()->clickHex(d3);
    OneDieRuleSet::evaluationSpy() = nullptr;
    QCOMPARE(evaluations, 0); // the hover's evaluation is committed, not a second one
    QCOMPARE(session().position(), 1);
    QVERIFY(session().state().unit(adams).hex == d3);
    QVERIFY(session().currentEntry()->evaluation.action == shown.action);
    QCOMPARE(session().state().unit(adams).movementSpent, 2);
    // Still in the Move mode with Adams selected: the shading is from D3 with 2 points left.
    QCOMPARE(m_window->scene()->reachOverlay()->cellAt(hex("E3")) != nullptr, true);
    QVERIFY(!m_window->scene()->reachOverlay()->cellAt(d3));
}

void TstMoveWindow::anotherOwnCounterIsPickedOrJoined_data()
{
    QTest::addColumn<bool>("dragged");
    QTest::newRow("a click picks it to move next") << false;
    QTest::newRow("a drag of the selected counter joins its hex") << true;
}

void TstMoveWindow::anotherOwnCounterIsPickedOrJoined()
{
    QFETCH(bool, dragged);
    const UnitId baker {"red-2"};
    enterMoveMode(adams);
    const Hex b5 = session().state().unit(baker).hex;
    if (dragged) {
        drag(counterAt(adams), {hex("B4"), b5});
        QCOMPARE(session().position(), 1);
        QVERIFY(session().state().unit(adams).hex == b5);
        return;
    }
    m_window->scene()->clickHex(b5);
    QCOMPARE(session().position(), 0); // nothing moved
    QVERIFY(play(*m_window).selectedUnit() == baker);
    QVERIFY(play(*m_window).isMoveMode());
}

void TstMoveWindow::dragAlongAPath_data()
{
    QTest::addColumn<QStringList>("over");
    QTest::addColumn<bool>("followsTheTrail");
    // Adams in B3: north to B2, then east along row 2, then down into D3: 4 clear hexes.
    QTest::newRow("a longer way than the cheapest, in reach")
        << QStringList {"B2", "C2", "D2", "D3"} << true;
    QTest::newRow("the cheapest way") << QStringList {"C3", "D3"} << true;
    // Through the woods in D1 and back down: more than 4 points, refused; the cheapest instead.
    QTest::newRow("a way too long: the cheapest path")
        << QStringList {"B2", "C1", "D1", "D2", "D3"} << false;
}

void TstMoveWindow::dragAlongAPath()
{
    QFETCH(QStringList, over);
    QFETCH(bool, followsTheTrail);
    enterMoveMode(adams);
    std::vector<Hex> trail;
    for (const QString &label : over)
        trail.push_back(hex(qPrintable(label)));
    const Hex target = trail.back();
    const GameState &state = session().state();
    const ReachableHexes reach(state, *session().rules().movementRules(), state.unit(adams));
    // Pressed on the counter: its own hex is not refused on the map.
    QTest::mouseMove(viewport(), counterAt(adams));
    QVERIFY(!m_window->scene()->reachOverlay()->refusedHex());
    drag(counterAt(adams), trail);
    QCOMPARE(session().position(), 1);
    QVERIFY(session().state().unit(adams).hex == target);
    const auto *path = paramAs<std::vector<Hex>>(
        session().currentEntry()->evaluation.action.params, movePathParam);
    QVERIFY(path);
    if (followsTheTrail)
        QVERIFY(*path == trail);
    else
        QVERIFY(*path == reach.pathTo(target));
    QVERIFY(m_window->findChild<MoveController *>()->trail().empty());
}

void TstMoveWindow::shiftDragAdjusts_data()
{
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("to");
    QTest::newRow("the enemy's unit, in the Select mode") << "select"
                                                          << "blue-1"
                                                          << "H6";
    QTest::newRow("out of reach, in the Move mode") << "move"
                                                    << "red-1"
                                                    << "H1";
    QTest::newRow("in the Attack mode") << "attack"
                                        << "red-2"
                                        << "A1";
}

void TstMoveWindow::shiftDragAdjusts()
{
    QFETCH(QString, mode);
    QFETCH(QString, unit);
    QFETCH(QString, to);
    const UnitId id {unit.toStdString()};
    play(*m_window).selectUnit(adams);
    QVERIFY(play(*m_window).setMode(
        mode == "select" ? MapScene::Mode::select() : MapScene::Mode::perform(mode.toStdString())));
    const Hex target = hex(qPrintable(to));
    const QPoint start = counterAt(id);
    QTest::mouseMove(viewport(), start);
    QTest::mousePress(viewport(), Qt::LeftButton, Qt::ShiftModifier, start);
    QTest::mouseMove(viewport(), (start + screen(target)) / 2);
    QTest::mouseMove(viewport(), screen(target));
    // While dragged: a line from the counter's hex to the pointer.
    QVERIFY(m_window->scene()->reachOverlay()->path()
        == (std::vector<Hex> {session().state().unit(id).hex, target}));
    shot(QStringLiteral("adjust-drag-") + mode);
    QTest::mouseRelease(viewport(), Qt::LeftButton, Qt::ShiftModifier, screen(target));
    QCOMPARE(session().position(), 1);
    QVERIFY(session().state().unit(id).hex == target);
    const Evaluation &e = session().currentEntry()->evaluation;
    QCOMPARE(e.action.kind, std::string("adjust"));
    QCOMPARE(e.lines.front().text, std::string(adjustmentHeading));
    const QString title = session().stepTitle(0);
    QVERIFY2(title.startsWith("Adjustment: Move ") && title.endsWith(to), qPrintable(title));
    QVERIFY(m_window->scene()->reachOverlay()->path().empty());
    // Help > Keyboard Shortcuts says how.
    QVERIFY(m_window->findChild<HelpController *>()->shortcutsHtml().contains("Shift+drag"));
}

void TstMoveWindow::adjustMenu_data()
{
    QTest::addColumn<QStringList>("items");
    QTest::addColumn<QString>("title");
    QTest::newRow("a state") << QStringList {"Shaken"} << "Adjustment: Mark Rifleman Adams Shaken";
    QTest::newRow("strength") << QStringList {"Strength", "1"}
                              << "Adjustment: Set Rifleman Adams's strength to 1 (was 2)";
    QTest::newRow("eliminate") << QStringList {"Eliminate"}
                               << "Adjustment: Take Rifleman Adams off the map";
}

void TstMoveWindow::adjustMenu()
{
    QFETCH(QStringList, items);
    QFETCH(QString, title);
    std::unique_ptr<QMenu> menu(play(*m_window).unitMenu(adams));
    QMenu *adjust = findMenu(menu.get(), "Adjust");
    QVERIFY(adjust);
    QVERIFY(findAction(adjust, "Move to…"));
    QVERIFY(findAction(adjust, "Shaken") && findAction(adjust, "Shaken")->isCheckable());
    QVERIFY(!findAction(adjust, "Shaken")->isChecked());
    QVERIFY(findMenu(adjust, "Strength"));
    QCOMPARE(findMenu(adjust, "Strength")->actions().size(), 3); // 0, 1, 2
    QVERIFY(findAction(findMenu(adjust, "Strength"), "2")->isChecked());
    // The one-die rules have no facing and no damage levels: no such items.
    QVERIFY(!findMenu(adjust, "Facing"));
    QVERIFY(!findMenu(adjust, "Damage"));
    QMenu *at = adjust;
    for (int i = 0; i + 1 < items.size(); ++i)
        at = findMenu(at, items[i]);
    QAction *item = findAction(at, items.back());
    QVERIFY(item);
    item->trigger();
    QCOMPARE(session().position(), 1);
    QCOMPARE(session().stepTitle(0), title);
    const Unit &u = session().state().unit(adams);
    if (items.front() == "Shaken")
        QVERIFY(u.status.has("shaken"));
    else if (items.front() == "Strength")
        QCOMPARE(u.strength, 1);
    else
        QVERIFY(u.eliminated);
    // The menu opened again shows the change (a set state is checked).
    if (items.front() == "Shaken") {
        std::unique_ptr<QMenu> again(play(*m_window).unitMenu(adams));
        QVERIFY(findAction(findMenu(again.get(), "Adjust"), "Shaken")->isChecked());
    }
}

void TstMoveWindow::adjustMenuOfOtherGames_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("submenu");
    QTest::addColumn<int>("item");
    QTest::newRow("facing, in a game whose units face")
        << HEXFIRE_SOURCE_DIR "/tests/data/scenarios/labataille-facing.json"
        << "fr-1"
        << "Facing" << 7;
    QTest::newRow("damage, in a game with damage levels")
        << bundledScenario("toi-op-fire-tank.json") << "ger-panzer"
        << "Damage" << 2;
}

void TstMoveWindow::adjustMenuOfOtherGames()
{
    QFETCH(QString, file);
    QFETCH(QString, unit);
    QFETCH(QString, submenu);
    QFETCH(int, item);
    QString error;
    QVERIFY2(m_window->findChild<FileController *>()->openFile(file, &error), qPrintable(error));
    const UnitId id {unit.toStdString()};
    std::unique_ptr<QMenu> menu(play(*m_window).unitMenu(id));
    QMenu *adjust = findMenu(menu.get(), "Adjust");
    QVERIFY(adjust);
    QMenu *values = findMenu(adjust, submenu);
    QVERIFY(values);
    // Twelve facings (each hexside, each corner), or no damage and each level the game names.
    const int count = submenu == "Facing"
        ? 12
        : static_cast<int>(session().rules().vocabulary().damageLevels.size()) + 1;
    QCOMPARE(values->actions().size(), count);
    values->actions().at(item)->trigger();
    QCOMPARE(session().position(), 1);
    const Unit &u = session().state().unit(id);
    if (submenu == "Facing")
        QVERIFY(u.facing && u.facing->position() == item);
    else
        QCOMPARE(u.damage, item);
    QVERIFY2(session().stepTitle(0).startsWith("Adjustment: "), qPrintable(session().stepTitle(0)));
}

void TstMoveWindow::printedValuesByHand()
{
    // A formation changed by hand: the counter's printed values as its rule system reads them.
    QString error;
    QVERIFY2(m_window->findChild<FileController *>()->openFile(
                 HEXFIRE_SOURCE_DIR "/tests/data/scenarios/labataille-facing.json", &error),
        qPrintable(error));
    const UnitId id {"fr-1"};
    const ParamMap before = profileValues(session().rules(), session().state().unit(id));
    std::unique_ptr<QMenu> menu(play(*m_window).unitMenu(id));
    QMenu *formation
        = findMenu(findMenu(findMenu(menu.get(), "Adjust"), "Printed Values"), "Formation");
    QVERIFY(formation);
    QAction *other = nullptr;
    for (QAction *a : formation->actions()) {
        if (!a->isChecked() && a->isEnabled())
            other = a;
    }
    QVERIFY(other); // another formation the counter's facing allows
    other->trigger();
    QCOMPARE(session().position(), 1);
    const ParamMap after = profileValues(session().rules(), session().state().unit(id));
    QVERIFY(after.at("formation") != before.at("formation"));
    QVERIFY2(session().stepTitle(0).startsWith("Adjustment: Change the printed values"),
        qPrintable(session().stepTitle(0)));
    session().undoStack()->undo();
    QVERIFY(profileValues(session().rules(), session().state().unit(id)) == before);
}

void TstMoveWindow::markerAndHexMenus_data()
{
    QTest::addColumn<QString>("what");
    QTest::newRow("remove a marker") << "remove";
    QTest::newRow("change the number a marker's kind carries") << "value";
    QTest::newRow("place a marker") << "place";
    QTest::newRow("put a unit back on the map") << "restore";
}

void TstMoveWindow::markerAndHexMenus()
{
    QFETCH(QString, what);
    AdjustController &adjust = *m_window->findChild<AdjustController *>();
    QCOMPARE(session().state().markers().size(), std::size_t(1));
    const MarkerId cover = session().state().markers().front().id;
    if (what == "remove" || what == "value") {
        Prompts prompts;
        prompts.number
            = [](const QString &, const QString &, int, int, int) { return std::optional<int>(3); };
        adjust.setPrompts(prompts);
        std::unique_ptr<QMenu> menu(adjust.markerMenu(cover));
        // A cover's number is its level (a parameter of its kind), not a printed value.
        QVERIFY(what == "remove" || !findAction(menu.get(), "Change Value…"));
        findAction(menu.get(), what == "remove" ? "Remove" : "Change Cover level…")->trigger();
        QCOMPARE(session().position(), 1);
        if (what == "remove")
            QVERIFY(session().state().markers().empty());
        else
            QCOMPARE(paramOr(session().state().markers().front().params, "level", 0), 3);
        return;
    }
    if (what == "place") {
        play(*m_window).selectUnit(adams);
        std::unique_ptr<QMenu> menu(adjust.hexMenu(hex("D4")));
        QMenu *place = findMenu(menu.get(), "Place Marker");
        QVERIFY(place);
        QVERIFY(!findMenu(menu.get(), "Put Back on the Map")); // nobody is off the map
        findAction(place, "Cover")->trigger();
        QCOMPARE(session().state().markers().size(), std::size_t(2));
        const Marker &placed = session().state().markers().back();
        QVERIFY(placed.hex == hex("D4"));
        QVERIFY(placed.side == SideId {"red"}); // the selected unit's side
        QVERIFY2(session().stepTitle(0).startsWith("Adjustment: Place a Cover marker in D4"),
            qPrintable(session().stepTitle(0)));
        return;
    }
    QVERIFY(adjust.commit(adjustment::eliminate(cole)));
    std::unique_ptr<QMenu> menu(adjust.hexMenu(hex("G2")));
    QAction *back = findAction(findMenu(menu.get(), "Put Back on the Map"), "Sergeant Cole");
    QVERIFY(back);
    back->trigger();
    QCOMPARE(session().position(), 2);
    QVERIFY(session().state().unit(cole).onMap());
    QVERIFY(session().state().unit(cole).hex == hex("G2"));
}

void TstMoveWindow::moveToPicksAHex_data()
{
    QTest::addColumn<bool>("escape");
    QTest::newRow("a click on a hex") << false;
    QTest::newRow("Esc cancels") << true;
}

void TstMoveWindow::moveToPicksAHex()
{
    QFETCH(bool, escape);
    AdjustController &adjust = *m_window->findChild<AdjustController *>();
    std::unique_ptr<QMenu> menu(play(*m_window).unitMenu(cole));
    findAction(findMenu(menu.get(), "Adjust"), "Move to…")->trigger();
    QVERIFY(adjust.isPicking());
    if (escape) {
        QTest::keyClick(m_window->view(), Qt::Key_Escape);
        QVERIFY(!adjust.isPicking());
    }
    // In Select mode a click on a counter-free hex (or one with a counter) picks that hex.
    QTest::mouseClick(viewport(), Qt::LeftButton, {}, screen(hex("E5")));
    QCOMPARE(session().position(), escape ? 0 : 1);
    QVERIFY(session().state().unit(cole).hex == (escape ? hex("F3") : hex("E5")));
    QVERIFY(!adjust.isPicking());
}

void TstMoveWindow::undoesAMoveAndAnAdjustment_data()
{
    QTest::addColumn<bool>("adjustment");
    QTest::newRow("a move") << false;
    QTest::newRow("an adjustment") << true;
}

void TstMoveWindow::undoesAMoveAndAnAdjustment()
{
    QFETCH(bool, adjustment);
    const GameState start = session().state();
    if (adjustment) {
        QVERIFY(m_window->findChild<AdjustController *>()->commit(
            adjustment::moveUnit(adams, hex("H1"))));
    } else {
        enterMoveMode(adams);
        m_window->scene()->hoverHex(hex("C3"));
        m_window->scene()->clickHex(hex("C3"));
    }
    QCOMPARE(session().position(), 1);
    QVERIFY(!(session().state() == start));
    const GameState moved = session().state();
    session().undoStack()->undo();
    QVERIFY(session().state() == start);
    // The counter is back in B3 on the map too, and the Move mode's shading is from B3 again.
    QVERIFY(m_window->scene()->hexAt(m_window->scene()->counterItem(adams)->pos()) == hex("B3"));
    if (!adjustment)
        QCOMPARE(m_window->scene()->reachOverlay()->cellAt(hex("C3"))->pointsLeft, QString("3"));
    session().undoStack()->redo();
    QVERIFY(session().state() == moved);
}

void TstMoveWindow::selectModeDragPans()
{
    MapView *view = m_window->view();
    view->setZoom(3.0);
    QApplication::processEvents();
    view->centerOn(m_window->scene()->hexCentre(hex("D3")));
    const QPoint before(view->horizontalScrollBar()->value(), view->verticalScrollBar()->value());
    play(*m_window).selectUnit(adams);
    // From Adams's counter: in the Select mode a drag pans, it does not move the counter.
    const QPoint from = counterAt(adams);
    QTest::mouseMove(viewport(), from);
    QTest::mousePress(viewport(), Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(viewport(), from + QPoint(30 * i, 20 * i));
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, from + QPoint(120, 80));
    const QPoint after(view->horizontalScrollBar()->value(), view->verticalScrollBar()->value());
    QVERIFY2(after != before, "the map did not pan");
    QCOMPARE(session().position(), 0);
    QVERIFY(session().state().unit(adams).hex == hex("B3"));
}

void TstMoveWindow::theEndOfThePhaseTakesItsTool()
{
    // La Bataille's Movement segment: the Move tool shades the reach; ending the segment (a fire
    // segment follows, where nothing moves) puts the Select tool back and the shading goes.
    QString error;
    QVERIFY2(m_window->findChild<FileController *>()->openFile(
                 HEXFIRE_SOURCE_DIR "/tests/data/scenarios/labataille-facing.json", &error),
        qPrintable(error));
    enterMoveMode(UnitId {"fr-1"});
    ReachOverlayItem *overlay = m_window->scene()->reachOverlay();
    QVERIFY(!overlay->cells().empty());
    // Pointing at a hex it can reach draws the path there.
    const GameState &state = session().state();
    const ReachableHexes reach(
        state, *session().rules().movementRules(), state.unit(UnitId {"fr-1"}));
    QVERIFY(!reach.hexes().empty());
    m_window->scene()->hoverHex(reach.hexes().front());
    QVERIFY(!overlay->path().empty());
    // The move made, the segment ends with the last path still on the map.
    m_window->scene()->clickHex(reach.hexes().front());
    QCOMPARE(session().position(), 1);
    Action next;
    next.kind = std::string(builtin::nextPhase);
    QVERIFY2(session().commit(next, QStringLiteral("Next phase"), &error), qPrintable(error));
    QVERIFY(m_window->scene()->mode().isSelect());
    QVERIFY(overlay->cells().empty());
    QVERIFY(overlay->path().empty());
}

void TstMoveWindow::aClickPicksTheSideToActsUnit()
{
    // In the French Movement segment, a Russian counter left selected (looked at in the Select
    // mode) gives way: with the Move tool a click on a French counter picks it to move.
    QString error;
    QVERIFY2(m_window->findChild<FileController *>()->openFile(
                 HEXFIRE_SOURCE_DIR "/tests/data/scenarios/labataille-facing.json", &error),
        qPrintable(error));
    QVERIFY(session().state().sequence().sideToAct == SideId {"fr"});
    play(*m_window).selectUnit(UnitId {"ru-1"});
    const std::string move(session().rules().movementRules()->moveAction());
    QVERIFY(play(*m_window).setMode(MapScene::Mode::perform(move)));
    m_window->scene()->clickHex(hex("D5"));
    QCOMPARE(play(*m_window).selectedUnit(), std::optional<UnitId>(UnitId {"fr-1"}));
    QCOMPARE(session().position(), 0);
}

QTEST_MAIN(TstMoveWindow)
#include "tst_movewindow.moc"
