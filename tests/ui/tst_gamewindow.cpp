// The HexFire window driven like a player would, offscreen, on the bundled 21.8.3 example
// (REFERENCE 1.7, TLHY-FR-02). What the panels show is compared with what core answers directly
// (RuleSet::evaluate, Game), never with numbers written here, and what the toolbar offers with
// what the rule system publishes (actionTypes, ParamSpecs, describeMarker):
//   - open the default scenario; select a unit (details, visibility = core's LOS per hex)
//   - hover targets: explanation lines, finals, odds and LOS overlay are core's evaluation
//   - play the example with the mouse and the toolbar (fire, assault, mortar call with scripted
//     dice, Marker Adjustment, Fire Resolution) and check every counter against the script played
//     by core, and the dice log
//   - undo everything: the initial GameState; timeline back/forward gives the same states; a
//     jump autosaves once
//   - physical dice cancelled, bad file: nothing changes
//   - screenshot and exports are not blank
#include "app/rulesets.h"
#include "core/play/game.h"
#include "core/rules/oddssummary.h"
#include "core/scenario/scenarioio.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/map/counteritem.h"
#include "ui/map/hexshadeitem.h"
#include "ui/map/losoverlayitem.h"
#include "ui/map/mapview.h"
#include "ui/map/markeritem.h"
#include "ui/panels/assumptionspanel.h"
#include "ui/panels/dicelogpanel.h"
#include "ui/panels/explanationpanel.h"
#include "ui/panels/oddschart.h"
#include "ui/panels/timelinepanel.h"
#include "ui/panels/unitpanel.h"
#include "ui/settings.h"
#include "ui/turntrack.h"
#include "windowcontrollers.h"
#include "windowtest.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

using namespace hexfire;
using namespace hexfire::testing;

namespace hexfire {
// Found by ADL: QCOMPARE failures print "Hex(q,r)".
char *toString(const Hex &h) { return qstrdup(toString<Hex>(Hex(h)).c_str()); }
} // namespace hexfire

namespace {

const QString scenarioPath
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-21-8-3-assault-hex.json");

Hex hexOf(const MainWindow &w, const char *label)
{
    return w.session()->state().map().parse(label);
}

// The example played by core alone, step by step: the reference the window must match.
std::vector<GameState> scriptStates()
{
    const LoadResult loaded = loadScenarioFile(scenarioPath.toStdString());
    Diagnostics d;
    auto game = makeGame(*loaded.scenario, d);
    std::vector<GameState> states {game->state()};
    while (game->stepForward())
        states.push_back(game->state());
    return states;
}

double pixelVariance(const QImage &image)
{
    double sum = 0;
    double sum2 = 0;
    int n = 0;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4) {
            const double g = qGray(image.pixel(x, y));
            sum += g;
            sum2 += g * g;
            ++n;
        }
    }
    const double mean = sum / n;
    return sum2 / n - mean * mean;
}

} // namespace

class TestGameWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void opensDefaultScenario();
    void toolbarIsBuiltFromActionTypes_data();
    void toolbarIsBuiltFromActionTypes();
    void markerTooltipsAreDescribeMarker_data();
    void markerTooltipsAreDescribeMarker();
    void selectShowsDetailsAndVisibility();
    void hoverShowsCoreEvaluation_data();
    void hoverShowsCoreEvaluation();
    void illegalTargetSaysWhy();
    void playExampleWithMouseAndToolbar();
    void timelineBackAndForthGivesSameStates();
    void physicalDiceCancelChangesNothing();
    void badFileKeepsCurrentGame();
    void assumptionsPanelFollowsTheGame_data();
    void assumptionsPanelFollowsTheGame();
    void autosaveAfterEveryAction();
    void timelineJumpAutosavesOnce_data();
    void timelineJumpAutosavesOnce();
    void screenshotAndExportsAreNotBlank();

private:
    void hover(Hex h);
    void click(Hex h);

    std::unique_ptr<MainWindow> m_window;
};

void TestGameWindow::initTestCase()
{
    testing::isolateSettings("tst_gamewindow");
    registerRuleSets();
    Settings::animations.set(false);
    Settings::physicalDice.set(false);
    Settings::showVisibility.set(true);
}

void TestGameWindow::init()
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

void TestGameWindow::cleanup() { m_window.reset(); }

void TestGameWindow::hover(Hex h)
{
    MapView *view = m_window->view();
    view->centerOn(m_window->scene()->hexCentre(h));
    const QPoint p = view->mapFromScene(m_window->scene()->hexCentre(h));
    // Qt drops a move to where the pointer already is: come from a little way off.
    QTest::mouseMove(view->viewport(), p + QPoint(7, 5));
    QTest::mouseMove(view->viewport(), p);
    QCoreApplication::processEvents();
}

void TestGameWindow::click(Hex h)
{
    MapView *view = m_window->view();
    view->centerOn(m_window->scene()->hexCentre(h));
    const QPoint p = view->mapFromScene(m_window->scene()->hexCentre(h));
    QTest::mouseMove(view->viewport(), p + QPoint(7, 5));
    QTest::mouseMove(view->viewport(), p);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, p);
    QCoreApplication::processEvents();
}

void TestGameWindow::opensDefaultScenario()
{
    const GameState &state = m_window->session()->state();
    int onMap = 0;
    for (const Unit &u : state.units()) {
        if (!u.onMap())
            continue;
        ++onMap;
        CounterItem *item = m_window->scene()->counterItem(u.id);
        QVERIFY2(item, u.id.value.c_str());
        QCOMPARE(item->face().key(),
            CounterFace::fromUnit(u, state.findSide(u.side), m_window->session()->rules()).key());
    }
    QVERIFY(onMap >= 4);
    QCOMPARE(m_window->scene()->markerItems().size(), state.markers().size());
    QCOMPARE(m_window->session()->position(), 0);
    QCOMPARE(m_window->session()->timelineLength(), 14);
}

void TestGameWindow::toolbarIsBuiltFromActionTypes_data()
{
    QTest::addColumn<QString>("action");
    QTest::newRow("small-arms fire: a mode whose marker value only files give")
        << "small-arms-fire";
    QTest::newRow("mortar call: a mode with a number and a text input") << "mortar-call";
    QTest::newRow("assault: a mode without inputs") << "assault";
    QTest::newRow("marker adjustment: a phase button") << "marker-adjustment";
    QTest::newRow("fire resolution: a phase button") << "fire-resolution";
}

void TestGameWindow::toolbarIsBuiltFromActionTypes()
{
    QFETCH(QString, action);
    MainWindow &w = *m_window;
    const ActionType *type
        = findByKey(w.session()->rules().vocabulary().actions, action.toStdString());
    QVERIFY(type);
    const QString name = QString::fromStdString(type->name);
    const QString help = QString::fromStdString(type->help);
    if (type->actors == ActorRule::None) {
        // A phase step: a button (and a menu entry), not a mode.
        QVERIFY(!toolbar(w).modeAction(type->key));
        QAction *button = toolbar(w).phaseAction(type->key);
        QVERIFY(button);
        QVERIFY(!button->isCheckable());
        QCOMPARE(button->text(), name);
        QCOMPARE(button->toolTip(), help);
        return;
    }
    QVERIFY(!toolbar(w).phaseAction(type->key));
    QAction *mode = toolbar(w).modeAction(type->key);
    QVERIFY(mode);
    QVERIFY(mode->isCheckable());
    QCOMPARE(mode->text(), name);
    QCOMPARE(mode->toolTip(), help);
    QCOMPARE(mode->shortcut(), QKeySequence::fromString(QString::fromStdString(type->shortcut)));

    // Choosing the mode on the toolbar shows its labelled inputs, and only its inputs.
    mode->trigger();
    QCoreApplication::processEvents(); // the toolbar lays its widgets out on the next turn
    QCOMPARE(play(w).mode(), MapScene::Mode::perform(type->key));
    int shown = 0;
    for (const ActionType &other : w.session()->rules().vocabulary().actions) {
        for (const ParamSpec &spec : other.params) {
            if (QWidget *input = toolbar(w).paramInput(other.key, spec.key))
                QCOMPARE(input->isVisibleTo(&w), other.key == type->key);
        }
    }
    for (const ParamSpec &spec : type->params) {
        if (spec.type == ParamType::Hex || spec.type == ParamType::Unit
            || spec.type == ParamType::UnitList)
            continue;
        if (spec.notAsked) {
            // A value only files (and the command line) give: no input asks the player for it.
            QVERIFY2(!toolbar(w).paramInput(type->key, spec.key), spec.key.c_str());
            QVERIFY2(!toolbar(w).paramLabel(type->key, spec.key), spec.key.c_str());
            continue;
        }
        QWidget *input = toolbar(w).paramInput(type->key, spec.key);
        QLabel *label = toolbar(w).paramLabel(type->key, spec.key);
        QVERIFY2(input && label, spec.key.c_str());
        ++shown;
        QVERIFY(input->isVisibleTo(&w));
        QCOMPARE(label->text(), QString::fromStdString(spec.label));
        QCOMPARE(label->buddy(), input);
        QCOMPARE(input->toolTip(), QString::fromStdString(spec.help));
        QCOMPARE(input->whatsThis(), QString::fromStdString(spec.help));
        QCOMPARE(label->toolTip(), QString::fromStdString(spec.help));
        switch (spec.type) {
        case ParamType::Integer: {
            auto *spin = qobject_cast<QSpinBox *>(input);
            QVERIFY(spin);
            QCOMPARE(spin->minimum(), spec.minimum);
            QCOMPARE(spin->maximum(), spec.maximum);
            if (spec.defaultValue)
                QCOMPARE(spin->value(), std::get<int>(*spec.defaultValue));
            // What the input says goes into the action.
            QVERIFY(play(w).setParam(spec.key, spec.maximum));
            QCOMPARE(paramOr<int>(play(w).params(), spec.key, spec.minimum - 1), spec.maximum);
            break;
        }
        case ParamType::Choice:
            QVERIFY(qobject_cast<QComboBox *>(input));
            break;
        case ParamType::Flag:
            QVERIFY(qobject_cast<QCheckBox *>(input));
            break;
        case ParamType::Text:
            QVERIFY(qobject_cast<QLineEdit *>(input));
            QVERIFY(play(w).setParam(spec.key, std::string("from the test")));
            QCOMPARE(
                paramOr<std::string>(play(w).params(), spec.key, {}), std::string("from the test"));
            break;
        default:
            break;
        }
    }
    if (type->params.empty())
        QCOMPARE(shown, 0);
    // A key the action does not have is refused, naming the ones it has.
    QString error;
    QVERIFY(!play(w).setParam("no-such-parameter", 1, &error));
    for (const ParamSpec &spec : type->params)
        QVERIFY2(error.contains(QString::fromStdString(spec.key)), qPrintable(error));

    // Select hides every input again.
    play(w).setMode(MapScene::Mode::select());
    QCoreApplication::processEvents();
    for (const ParamSpec &spec : type->params) {
        if (QWidget *input = toolbar(w).paramInput(type->key, spec.key))
            QVERIFY(!input->isVisibleTo(&w));
    }
}

void TestGameWindow::markerTooltipsAreDescribeMarker_data()
{
    QTest::addColumn<int>("step");
    QTest::newRow("the start position") << 0;
    QTest::newRow("after both fire attacks (two small-arms markers)") << 2;
    QTest::newRow("after the mortar call (impact markers, arrows)") << 5;
    QTest::newRow("after Marker Adjustment") << 6;
}

void TestGameWindow::markerTooltipsAreDescribeMarker()
{
    QFETCH(int, step);
    GameSession *s = m_window->session();
    QVERIFY(s->goTo(step));
    const std::vector<MarkerItem *> items = m_window->scene()->markerItems();
    QCOMPARE(items.size(), s->state().markers().size());
    for (MarkerItem *item : items) {
        const MarkerView view = s->rules().describeMarker(s->state(), item->marker());
        QCOMPARE(item->toolTip(), QString::fromStdString(view.tooltip));
        const MarkerType *type = findByKey(s->rules().vocabulary().markers, item->marker().kind);
        QVERIFY2(type, item->marker().kind.c_str());
        if (type->showsValue)
            QCOMPARE(item->face().value, QString::fromStdString(view.value));
        QCOMPARE(item->face().arrow,
            !type->pointsToParam.empty()
                && paramAs<Hex>(item->marker().params, type->pointsToParam) != nullptr);
    }
}

void TestGameWindow::selectShowsDetailsAndVisibility()
{
    const GameState &state = m_window->session()->state();
    const Unit &squad = state.unit(UnitId {"ger-2nd-squad"});
    click(squad.hex); // Select mode: clicking the counter selects it
    QCOMPARE(play(*m_window).selectedUnit(), std::optional<UnitId>(squad.id));
    QVERIFY(
        play(*m_window).unitPanel()->toPlainText().contains(QString::fromStdString(squad.name)));
    QVERIFY(m_window->scene()->counterItem(squad.id)->highlighted());

    const std::vector<LosResult> &shown = m_window->scene()->shadeItem()->visibility();
    QCOMPARE(static_cast<int>(shown.size()), state.map().hexCount());
    int blocked = 0;
    for (int i = 0; i < state.map().hexCount(); ++i) {
        const Hex h = state.map().coordinates().hexAt(i);
        QCOMPARE(shown[static_cast<std::size_t>(i)],
            m_window->session()->rules().traceLos(state, squad.hex, h).result());
        blocked += shown[static_cast<std::size_t>(i)].verdict == LosVerdict::Blocked;
    }
    QVERIFY(blocked > 0); // the woods hide something
}

void TestGameWindow::hoverShowsCoreEvaluation_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("param");
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("position"); // the example's steps played first
    // The fire is hovered once the platoon has activated (step 1); its SADRM is worked out from
    // the printed values. Murphy reacts once Reaction has been called (step 6).
    QTest::newRow("2nd squad fires at H9, SADRM 0") << "ger-2nd-squad"
                                                    << "small-arms-fire"
                                                    << "H9"
                                                    << "" << 0 << 1;
    QTest::newRow("MG section fires at H9, SADRM -1") << "ger-mg-section"
                                                      << "small-arms-fire"
                                                      << "H9"
                                                      << "" << 0 << 1;
    QTest::newRow("2nd squad fires at a far hex behind woods") << "ger-2nd-squad"
                                                               << "small-arms-fire"
                                                               << "C3"
                                                               << "" << 0 << 1;
    QTest::newRow("Lt. Murphy calls the mortar on his hex") << "us-lt-murphy"
                                                            << "mortar-call"
                                                            << "H9"
                                                            << "mortarValue" << 0 << 6;
    QTest::newRow("1st squad assaults H9 from I9") << "ger-1st-squad"
                                                   << "assault"
                                                   << "H9"
                                                   << "" << 0 << 1;
}

void TestGameWindow::hoverShowsCoreEvaluation()
{
    QFETCH(QString, unit);
    QFETCH(QString, mode);
    QFETCH(QString, target);
    QFETCH(QString, param);
    QFETCH(int, value);
    QFETCH(int, position);
    MainWindow &w = *m_window;
    QVERIFY(w.session()->goTo(position));
    play(w).selectUnit(UnitId {unit.toStdString()});
    QVERIFY(play(w).setMode(MapScene::Mode::perform(mode.toStdString())));
    QString error;
    if (!param.isEmpty())
        QVERIFY2(play(w).setParam(param.toStdString(), value, &error), qPrintable(error));
    const Hex t = hexOf(w, target.toLatin1().constData());
    hover(t);

    const auto action = play(w).actionFor(t);
    QVERIFY(action);
    const Evaluation expected = w.session()->rules().evaluate(w.session()->state(), *action);
    QVERIFY(w.session()->currentPreview());
    QCOMPARE(w.session()->currentPreview()->action, *action);
    if (!param.isEmpty())
        QCOMPARE(paramOr<int>(action->params, param.toStdString(), value + 1), value);
    QVERIFY(stepCard(w).explanationPanel()->lines() == expected.lines);
    QVERIFY(stepCard(w).explanationPanel()->finals() == expected.finals);
    QVERIFY(stepCard(w).oddsChart()->odds() == expected.odds);
    QStringList rows;
    for (const OddsTable &table : oddsInDisplayOrder(expected.odds)) {
        for (const OutcomeOdds &o : table.outcomes)
            rows << QStringLiteral("%1: %2").arg(
                QString::fromStdString(o.label), OddsChart::formatPercent(o.probability));
    }
    QCOMPARE(stepCard(w).oddsChart()->rowTexts(), rows);
    const QString text = stepCard(w).explanationPanel()->browser()->toPlainText();
    for (const ExplanationLine &line : expected.lines)
        QVERIFY2(text.contains(QString::fromStdString(line.rule)), line.rule.c_str());
    // The LOS overlay draws exactly core's traces.
    const auto &drawn = w.scene()->losOverlay()->traces();
    QCOMPARE(drawn.size(), expected.los.size());
    for (std::size_t i = 0; i < drawn.size(); ++i) {
        QCOMPARE(drawn[i].result(), expected.los[i].result());
        QCOMPARE(drawn[i].firstBlocker, expected.los[i].firstBlocker);
        QCOMPARE(drawn[i].elements.size(), expected.los[i].elements.size());
    }
}

void TestGameWindow::illegalTargetSaysWhy()
{
    MainWindow &w = *m_window;
    // Firing at your own hex: the rules refuse and say why; the window shows it and a click
    // commits nothing.
    play(w).selectUnit(UnitId {"ger-2nd-squad"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("small-arms-fire")));
    const Unit &u = w.session()->state().unit(UnitId {"ger-2nd-squad"});
    hover(u.hex); // firing at your own hex
    const Evaluation expected
        = w.session()->rules().evaluate(w.session()->state(), *play(w).actionFor(u.hex));
    QVERIFY(!expected.legal);
    QVERIFY(stepCard(w).explanationPanel()->browser()->toPlainText().contains(
        QString::fromStdString(expected.whyNot)));
    const int before = w.session()->undoStack()->count();
    click(u.hex);
    QCOMPARE(w.session()->undoStack()->count(), before);
}

void TestGameWindow::playExampleWithMouseAndToolbar()
{
    MainWindow &w = *m_window;
    GameSession *s = w.session();
    const GameState initial = s->state();
    const std::vector<GameState> script = scriptStates();
    QCOMPARE(script.size(), std::size_t(15));
    QSignalSpy resolved(s, &GameSession::resolved);
    TurnTrack *track = w.findChild<TurnTrack *>();
    QVERIFY(track);

    // 1: the German player activates the 1st Platoon (an order for the selected unit).
    play(w).selectUnit(UnitId {"ger-2nd-squad"});
    toolbar(w).orderAction("activate-platoon")->trigger();
    QCOMPARE(s->position(), 1);
    QVERIFY(s->state().units() == script[1].units());

    // 2-3: small-arms fire from K8 and the MG section: two SADRM markers on the Americans in H9,
    // worked out from their printed values.
    toolbar(w).modeAction("small-arms-fire")->trigger();
    play(w).selectUnit(UnitId {"ger-2nd-squad"});
    click(hexOf(w, "H9"));
    QCOMPARE(s->position(), 2);
    play(w).selectUnit(UnitId {"ger-mg-section"});
    click(hexOf(w, "H9"));
    QCOMPARE(s->position(), 3);
    QCOMPARE(s->state().markers(), script[3].markers());

    // 4-5: the 1st Squad assaults from I9; the 3rd Squad from J9 via I10.
    toolbar(w).modeAction("assault")->trigger();
    play(w).selectUnit(UnitId {"ger-1st-squad"});
    click(hexOf(w, "H9"));
    play(w).selectUnit(UnitId {"ger-3rd-squad"});
    play(w).setVia(hexOf(w, "I10"));
    click(hexOf(w, "H9"));
    play(w).setVia(std::nullopt);
    QCOMPARE(s->position(), 5);
    QVERIFY(s->state().units() == script[5].units());

    // 6: Call for Reaction on the turn track; 7: Lt. Murphy reacts with the mortar on his own
    // hex; the scatter die is scripted (3).
    track->endActivationButton()->click();
    QCOMPARE(s->position(), 6);
    toolbar(w).modeAction("mortar-call")->trigger();
    play(w).selectUnit(UnitId {"us-lt-murphy"});
    QVERIFY(play(w).setParam("mortarValue", 0));
    s->setScriptedDice({3});
    click(hexOf(w, "H9"));
    QCOMPARE(s->position(), 7);
    std::vector<std::pair<std::string, Hex>> markers;
    std::vector<std::pair<std::string, Hex>> expectedMarkers;
    for (const Marker &m : s->state().markers())
        markers.emplace_back(m.kind, m.hex);
    for (const Marker &m : script[7].markers())
        expectedMarkers.emplace_back(m.kind, m.hex);
    QCOMPARE(markers, expectedMarkers);
    QCOMPARE(w.scene()->markerItems().size(), s->state().markers().size());

    // 8: the Activation phase ends; 9: Marker Adjustment; 10: on to Fire Resolution; 11: the
    // Fire Resolution Phase, every hex at once, with the example's dice (its steps 11 and 12).
    track->endPhaseButton()->click();
    QCOMPARE(s->position(), 8);
    toolbar(w).phaseAction("marker-adjustment")->trigger();
    QCOMPARE(s->position(), 9);
    QVERIFY(s->state().units() == script[9].units());
    track->endPhaseButton()->click();
    QCOMPARE(s->position(), 10);
    s->setScriptedDice({7, 6, 10, 3, 9});
    toolbar(w).phaseAction("fire-resolution")->trigger();
    QCOMPARE(s->position(), 11);
    for (const Unit &expected : script[12].units()) {
        const Unit &shown = s->state().unit(expected.id);
        QCOMPARE(shown.strength, expected.strength);
        QCOMPARE(shown.status, expected.status);
        QCOMPARE(shown.hex, expected.hex);
        if (CounterItem *item = w.scene()->counterItem(expected.id))
            QCOMPARE(item->face().key(),
                CounterFace::fromUnit(shown, s->state().findSide(shown.side), s->rules()).key());
        else
            QVERIFY(!shown.onMap());
    }
    QVERIFY(s->state().unit(UnitId {"us-1st-squad"}).status.has("disrupted"));
    QCOMPARE(s->state().unit(UnitId {"ger-1st-squad"}).strength, 1);

    // 12: on to Assault Resolution; 13: the players' result of the assault in H9 (the outcome
    // the window asks for when it is committed): the example's end.
    track->endPhaseButton()->click();
    QCOMPARE(s->position(), 12);
    Action assault;
    assault.kind = "assault-resolution";
    assault.target = hexOf(w, "H9");
    assault.params.emplace("result", std::string("defender-wins"));
    QString error;
    QVERIFY2(s->commit(assault, QStringLiteral("Assault Resolution"), &error), qPrintable(error));
    QVERIFY(s->state().units() == script.back().units());

    // The dice log shows every roll of the game, the resolution's dice among them.
    QCOMPARE(w.findChild<DiceLogPanel *>()->list()->topLevelItemCount(),
        static_cast<int>(s->rolls().size()));
    QCOMPARE(static_cast<int>(s->rolls().size()), 6);
    QVERIFY(resolved.count() >= 7);
    // The explanation shows the committed entry as core logged it: evaluation, then resolution.
    const LogEntry &last = s->game().log().back();
    std::vector<ExplanationLine> shown = last.evaluation.lines;
    shown.insert(shown.end(), last.resolution.lines.begin(), last.resolution.lines.end());
    QVERIFY(stepCard(w).explanationPanel()->lines() == shown);

    // Undo everything: exactly the initial position; redo replays the recorded dice.
    const GameState end = s->state();
    s->undoStack()->setIndex(0);
    QVERIFY(s->state() == initial);
    QCOMPARE(s->game().position(), 0);
    s->undoStack()->setIndex(s->undoStack()->count());
    QVERIFY(s->state() == end);
}

void TestGameWindow::timelineBackAndForthGivesSameStates()
{
    GameSession *s = m_window->session();
    const std::vector<GameState> script = scriptStates();
    QSlider *slider = m_window->findChild<TimelinePanel *>()->slider();
    QCOMPARE(slider->maximum(), 14);
    slider->setValue(14); // plays the script through the session
    QCOMPARE(s->position(), 14);
    QVERIFY(s->state() == script[14]);
    for (int n = 13; n >= 0; --n) {
        QVERIFY(s->stepBack());
        QVERIFY2(s->state() == script[static_cast<std::size_t>(n)], qPrintable(QString::number(n)));
    }
    for (int n = 1; n <= 14; ++n) {
        QVERIFY(s->stepForward());
        QVERIFY2(s->state() == script[static_cast<std::size_t>(n)], qPrintable(QString::number(n)));
    }
    QVERIFY(s->goTo(3));
    QVERIFY(s->state() == script[3]);
    QCOMPARE(s->undoStack()->index(), 3);
    QCOMPARE(slider->value(), 3);
    QVERIFY(!m_window->findChild<TimelinePanel *>()->narration()->text().isEmpty());
}

void TestGameWindow::physicalDiceCancelChangesNothing()
{
    GameSession *s = m_window->session();
    QVERIFY(s->goTo(6)); // the German player has called for Reaction: Murphy may call the mortar
    const GameState before = s->state();
    int asked = 0;
    s->setDiceMode(DiceMode::Physical);
    s->setPhysicalDiceAskers(
        [&](const Evaluation &e) -> std::optional<std::vector<int>> {
            ++asked;
            [&] { QVERIFY(!e.dice.empty()); }();
            return std::nullopt;
        },
        [](int, const QString &) -> std::optional<int> { return std::nullopt; });
    QVERIFY(play(*m_window).setMode(MapScene::Mode::perform("mortar-call")));
    play(*m_window).selectUnit(UnitId {"us-lt-murphy"});
    click(hexOf(*m_window, "H9"));
    QCOMPARE(asked, 1);
    QVERIFY(s->state() == before);
    QCOMPARE(s->undoStack()->count(), 6);

    // Typed faces are used as rolled.
    s->setPhysicalDiceAskers(
        [](const Evaluation &) { return std::optional<std::vector<int>>(std::vector<int> {3}); },
        [](int, const QString &) -> std::optional<int> { return std::nullopt; });
    click(hexOf(*m_window, "H9"));
    QCOMPARE(s->position(), 7);
    QCOMPARE(s->game().log().back().resolution.rolls.back().face, 3);
}

void TestGameWindow::assumptionsPanelFollowsTheGame_data()
{
    QTest::addColumn<QString>("file");
    for (const char *name : {"tlhy-sandbox.json", "labataille-sandbox.json", "toi-sandbox.json",
             "skirmish-sandbox.json"})
        QTest::newRow(name) << testing::bundledScenario(name);
}

void TestGameWindow::assumptionsPanelFollowsTheGame()
{
    // The panel listens to the session itself: each game opened lists its own rule system's.
    QFETCH(QString, file);
    QString error;
    QVERIFY2(m_window->findChild<FileController *>()->openFile(file, &error), qPrintable(error));
    const auto *panel = m_window->findChild<AssumptionsPanel *>();
    QVERIFY(panel);
    const auto expected = m_window->session()->rules().assumptions();
    QVERIFY(!expected.empty());
    // A sentence that says what the list is, then one line per assumption, by its name.
    QCOMPARE(panel->count(), static_cast<int>(expected.size()) + 1);
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const QString line = panel->item(static_cast<int>(i) + 1)->text();
        QVERIFY2(
            line.startsWith(QString::fromStdString(assumptionName(expected[i]))), qPrintable(line));
        QVERIFY2(!line.contains(QStringLiteral("docs/rules.md")), qPrintable(line));
    }
}

void TestGameWindow::badFileKeepsCurrentGame()
{
    GameSession *s = m_window->session();
    QVERIFY(s->goTo(2));
    const GameState before = s->state();
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "hexfire-scenario", "version": 2, "title": 5, "ruleset": "nope"})");
    f.close();
    QString error;
    QSignalSpy reset(s, &GameSession::gameReset);
    QVERIFY(!m_window->findChild<FileController *>()->openFile(bad, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(error.contains(QLatin1String("bad.json")));
    QCOMPARE(reset.count(), 0);
    QVERIFY(s->state() == before);
    QCOMPARE(s->position(), 2);
}

void TestGameWindow::autosaveAfterEveryAction()
{
    GameSession *s = m_window->session();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    s->setAutosavePath(path);
    QVERIFY(s->goTo(5));
    QTRY_VERIFY(QFile::exists(path)); // a jump's, once the timeline rests
    // What was autosaved restores the same game at the same step.
    GameSession restored;
    QString error;
    QVERIFY2(restored.openFile(path, &error), qPrintable(error));
    QVERIFY(restored.state() == s->state());
    QCOMPARE(restored.position(), 5);
    QCOMPARE(restored.undoStack()->index(), 5);
    QVERIFY(restored.stepBack());
    QVERIFY(s->stepBack());
    QVERIFY(restored.state() == s->state());
}

void TestGameWindow::timelineJumpAutosavesOnce_data()
{
    QTest::addColumn<bool>("played"); // the whole script played (and the redo tail kept) first
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::newRow("forward through the unplayed script, 0 to 7") << false << 0 << 7;
    QTest::newRow("back, 6 to 1") << true << 6 << 1;
    QTest::newRow("forward over the redo tail, 2 to 6") << true << 2 << 6;
    QTest::newRow("back to the start, 8 to 0") << true << 8 << 0;
    QTest::newRow("one step, 3 to 4") << true << 3 << 4;
}

void TestGameWindow::timelineJumpAutosavesOnce()
{
    QFETCH(bool, played);
    QFETCH(int, from);
    QFETCH(int, to);
    GameSession *s = m_window->session();
    if (played)
        QVERIFY(s->goTo(8));
    QVERIFY(s->goTo(from));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("autosave.json"));
    s->setAutosavePath(path);
    QSignalSpy saved(s, &GameSession::autosaved);
    QSignalSpy changed(s, &GameSession::stateChanged);
    QSignalSpy resolved(s, &GameSession::resolved);
    QVERIFY(s->goTo(to));
    QCOMPARE(s->position(), to);
    QCOMPARE(changed.count(), 1);
    // At most the last step's result is told (the window flashes and reports it), once.
    QVERIFY(resolved.count() <= 1);
    if (to < from)
        QCOMPARE(resolved.count(), 0);
    // Written once the timeline rests: a jump back and one forth at once add no write.
    QCOMPARE(saved.count(), 0);
    QVERIFY(s->goTo(from));
    QVERIFY(s->goTo(to));
    QTRY_COMPARE(saved.count(), 1);
    QTest::qWait(400);
    QCOMPARE(saved.count(), 1);
    // The one write holds the position jumped to.
    GameSession restored;
    QString error;
    QVERIFY2(restored.openFile(path, &error), qPrintable(error));
    QCOMPARE(restored.position(), to);
    QVERIFY(restored.state() == s->state());
}

void TestGameWindow::screenshotAndExportsAreNotBlank()
{
    MainWindow &w = *m_window;
    play(w).selectUnit(UnitId {"ger-2nd-squad"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("small-arms-fire")));
    hover(hexOf(w, "H9"));
    const QImage shot = w.grab().toImage();
    QCOMPARE(shot.size(), QSize(1600, 1000));
    QVERIFY2(pixelVariance(shot) > 200.0, qPrintable(QString::number(pixelVariance(shot))));

    QTemporaryDir dir;
    QVERIFY(
        w.findChild<FileController *>()->exportPng(dir.filePath(QStringLiteral("map.png")), 1.0));
    const QImage png(dir.filePath(QStringLiteral("map.png")));
    QVERIFY(!png.isNull());
    QVERIFY(pixelVariance(png) > 200.0);
    QVERIFY(w.findChild<FileController *>()->exportSvg(dir.filePath(QStringLiteral("map.svg"))));
    QFile svg(dir.filePath(QStringLiteral("map.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.size() > 20000);
}

QTEST_MAIN(TestGameWindow)
#include "tst_gamewindow.moc"
