// The game loop in the window (issue 22), on the one-die test rules' two-phase turn (movement,
// then fire, each side in turn): the turn track shows the turn, the phase and the side to act and
// ends a phase through the log; undo steps back across the end; an out-of-phase action is refused
// with its reason on the status bar; the side to act is announced (hot seat); objectives are drawn
// in their holder's colour; the end of the game shows who won; the game clock shows next to the
// turn and its time limit ends the game.

#include "../ui/windowcontrollers.h"
#include "../ui/windowtest.h"
#include "core/los/terrainlosrules.h"
#include "core/rules/builtinactions.h"
#include "core/rules/effectsplan.h"
#include "core/rules/rulesetregistry.h"
#include "core/rules/ruletools.h"
#include "core/rules/sequence.h"
#include "core/scenario/scenarioio.h"
#include "tests/onedie/onedieruleset.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/map/objectiveitem.h"
#include "ui/panels/explanationpanel.h"
#include "ui/sidebanner.h"
#include "ui/turntrack.h"

#include <QAction>
#include <QLabel>
#include <QStatusBar>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>

using namespace hexfire;
using namespace hexfire::testing;

namespace {

const QString scenarioPath
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/onedie/onedie-skirmish.json");

/** What a test game differs in: where it starts, its objective and its turn limit. */
struct Setup {
    std::string phase = "move";
    std::optional<SideId> phasing; /**< none: the first side (Red) */
    std::optional<SideId> farmHolder;
    std::optional<int> turnLimit = 2;
    std::optional<int> minutesLimit; /**< the game clock's limit, none by default */
    int minutes = 0; /**< minutes of game time gone by */
    std::optional<int> startTime; /**< the clock time the game starts at */
    int reinforcements
        = 0; /**< Red's "Reserve 1", "Reserve 2", ... due at 13:40 in the first hex */
};

/** The one-die skirmish without its script, at a position of the sequence, a Farm in D3. */
Scenario skirmish(const Setup &setup)
{
    LoadResult loaded = loadScenarioFile(scenarioPath.toStdString());
    Scenario s = *loaded.scenario;
    s.script.clear();
    const auto rules = RuleSetRegistry::create("onedie");
    SequencePosition given;
    given.phase = setup.phase;
    given.phasingSide = setup.phasing;
    given.minutesElapsed = setup.minutes;
    s.initial.setSequence(completePosition(rules->sequenceOfPlay(), s.initial, given));
    Objective farm;
    farm.name = "Farm";
    farm.hex = s.initial.map().parse("D3");
    farm.points = 2;
    farm.holder = setup.farmHolder;
    s.initial.setObjectives({farm});
    VictoryConditions victory;
    victory.turnLimit = setup.turnLimit;
    victory.minutesLimit = setup.minutesLimit;
    victory.startTime = setup.startTime;
    victory.conditions = {"objectives"};
    s.initial.setVictory(victory);
    for (int i = 1; i <= setup.reinforcements; ++i) {
        Reinforcement in;
        in.unit.id = UnitId {"reserve-" + std::to_string(i)};
        in.unit.name = "Reserve " + std::to_string(i);
        in.unit.side = s.initial.sides().front().id;
        in.clock = 13 * 60 + 40;
        in.entry = {s.initial.map().coordinates().hexAt(0)};
        s.initial.addReinforcement(in);
    }
    return s;
}

/**
 * A rule system whose one order, a morale check, leaves its result to the players
 * (ParamSpec::askOnCommit): the window asks for it when the order is given. Its turn is one
 * phase in which the sides take turns activating a unit.
 */
class PickRuleSet final : public RuleSet, public SequenceRules {
public:
    PickRuleSet()
    {
        ActionType check;
        check.key = "morale-check";
        check.name = "Morale check";
        check.help = "The unit checks its morale; the players roll it on the table.";
        check.actors = ActorRule::One;
        check.target = TargetKind::None;
        ParamSpec result;
        result.key = "result";
        result.label = "Morale check result";
        result.help = "What the table says: the unit holds or falls back.";
        result.type = ParamType::Choice;
        result.choices = {{"steady", "Holds steady"}, {"falls-back", "Falls back"}};
        result.defaultValue = ParamValue(std::string("steady"));
        result.askOnCommit = true;
        check.params = {result};
        m_vocabulary.actions = {check};
        m_vocabulary.terrainKinds = {{"clear", "Clear", "#d8d0a0"}, {"woods", "Woods", "#6f8f4f"}};
        m_sequence.phases = {{"skirmish", "Skirmish", "Each side activates one unit at a time.",
            "Activation", PhaseActors::Alternating, false, {"morale-check"}, {}, {}, {}, {}}};
    }
    const SequenceRules *sequenceRules() const override { return this; }
    const SequenceOfPlay &sequenceOfPlay() const override { return m_sequence; }
    std::string_view id() const override { return "pick-test"; }
    std::string_view displayName() const override { return "Pick test rules"; }
    const RuleVocabulary &vocabulary() const override { return m_vocabulary; }
    std::vector<std::string> availableActions(
        const GameState &, const std::vector<UnitId> &) const override
    {
        return {"morale-check"};
    }
    Evaluation evaluate(const GameState &, const Action &action) const override
    {
        Evaluation e = startEvaluation(action);
        e.plan = std::make_shared<EffectsPlan>();
        return e;
    }
    std::unique_ptr<const LosRules> makeLosRules(const GameState &state) const override
    {
        return std::make_unique<TerrainLosRules>(state.map(), TerrainLosConfig {});
    }
    CounterPrint counterPrint(const Unit &) const override { return {}; }
    std::vector<UnitFact> unitFacts(const GameState &, const Unit &) const override { return {}; }
    void readUnitProfile(const DataNode &, Unit &, bool, Diagnostics &) const override { }
    DataNode writeUnitProfile(const Unit &) const override { return DataNode::null(); }
    void configure(const DataNode &, Diagnostics &) override { }

private:
    RuleVocabulary m_vocabulary;
    SequenceOfPlay m_sequence;
};

/** The skirmish under the pick-test rules, at the start of its one phase. */
Scenario pickScenario()
{
    Scenario s = *loadScenarioFile(scenarioPath.toStdString()).scenario;
    s.script.clear();
    s.rulesetId = "pick-test";
    const PickRuleSet rules;
    SequencePosition given;
    given.phase = "skirmish";
    s.initial.setSequence(completePosition(rules.sequenceOfPlay(), s.initial, given));
    return s;
}

TurnTrack &track(const MainWindow &w) { return *w.findChild<TurnTrack *>(); }
SideBanner &banner(const MainWindow &w) { return *w.findChild<SideBanner *>(); }
QString chipKey(const MainWindow &w)
{
    QLabel *chip = track(w).currentChip();
    return chip ? chip->property("phaseKey").toString() : QString();
}

} // namespace

class TstTurnTrackWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void showsThePosition_data();
    void showsThePosition();
    void endAdvancesAndUndoStepsBack();
    void outOfPhaseIsRefusedWithItsReason();
    void sideToActIsAnnounced();
    void objectivesAreDrawn_data();
    void objectivesAreDrawn();
    void theEndOfTheGameSaysWhoWon();
    void theGameClockShows_data();
    void theGameClockShows();
    void theTimeLimitEndsTheGame();
    void noSequenceNoEndButton();
    void anAlternatingPhaseEndsActivations();
    void reinforcementsToCome_data();
    void reinforcementsToCome();
    void aResultLeftToThePlayersIsAsked_data();
    void aResultLeftToThePlayersIsAsked();
    void aReplyOffersWhatTheRulesAllow();
    void theInitiativeIsBidAtTheEndOfTheCommandPhase_data();
    void theInitiativeIsBidAtTheEndOfTheCommandPhase();
    void theClockStaysWhenThePhasesGiveWay();
    void howTheGameIsWonIsAskedAtSetUp();
    void aSkirmishGameStepsBackAcrossRounds();

private:
    MainWindow &open(const Setup &setup);
    std::unique_ptr<MainWindow> m_window;
    QStringList m_summaries;
};

void TstTurnTrackWindow::initTestCase()
{
    prepareWindowTest("tst_turntrackwindow");
    registerOneDie();
    RuleSetRegistry::add("pick-test", [] { return std::make_unique<PickRuleSet>(); });
}

void TstTurnTrackWindow::cleanup()
{
    m_window.reset();
    m_summaries.clear();
}

MainWindow &TstTurnTrackWindow::open(const Setup &setup)
{
    m_window = std::make_unique<MainWindow>(false);
    Prompts prompts = silentPrompts();
    prompts.gameOver = [this](const QString &headline, const QString &summary) {
        m_summaries << headline + QLatin1Char('\n') + summary;
    };
    m_window->setPrompts(prompts);
    m_window->resize(1400, 900);
    m_window->show();
    [[maybe_unused]] const bool exposed = QTest::qWaitForWindowExposed(m_window.get());
    QString error;
    const bool opened = m_window->session()->openScenario(skirmish(setup), scenarioPath, &error);
    if (!opened)
        qWarning("%s", qPrintable(error));
    return *m_window;
}

void TstTurnTrackWindow::reinforcementsToCome_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("text"); // empty: hidden
    QTest::newRow("none: hidden") << 0 << "";
    QTest::newRow("one") << 1 << "Reinforcements: Reserve 1, 13:40 at %1";
    QTest::newRow("three: the next by name, the rest counted")
        << 3 << "Reinforcements: Reserve 1, 13:40 at %1 · 2 more";
}

void TstTurnTrackWindow::reinforcementsToCome()
{
    QFETCH(int, count);
    QFETCH(QString, text);
    Setup setup;
    setup.startTime = 13 * 60;
    setup.reinforcements = count;
    MainWindow &w = open(setup);
    const GameState &state = w.session()->state();
    QLabel *label = track(w).reinforcementsLabel();
    if (text.isEmpty()) {
        QVERIFY(label->isHidden());
        return;
    }
    w.resize(2400, 900); // room for the whole track: a narrow one drops the list first
    QTRY_VERIFY(!label->isHidden());
    const QString first
        = QString::fromStdString(state.map().label(state.map().coordinates().hexAt(0)));
    QCOMPARE(label->text(), text.arg(first));
    QVERIFY(label->toolTip().contains(QStringLiteral("Reserve %1, 13:40").arg(count)));
}

void TstTurnTrackWindow::showsThePosition_data()
{
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("phasing");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("endLabel");
    QTest::addColumn<QString>("next");
    QTest::newRow("Red moves") << "move"
                               << "red"
                               << "Red side to act"
                               << "End Movement phase"
                               << "Next: Turn 1 of 2 · Fire phase · Red side to act";
    QTest::newRow("Red fires") << "fire"
                               << "red"
                               << "Red side to act"
                               << "End Fire phase"
                               << "Next: Turn 1 of 2 · Movement phase · Blue side to act";
    QTest::newRow("Blue fires, last of the turn")
        << "fire"
        << "blue"
        << "Blue side to act"
        << "End turn 1"
        << "Next: Turn 2 of 2 · Movement phase · Red side to act";
}

void TstTurnTrackWindow::showsThePosition()
{
    QFETCH(QString, phase);
    QFETCH(QString, phasing);
    QFETCH(QString, side);
    QFETCH(QString, endLabel);
    QFETCH(QString, next);
    Setup setup;
    setup.phase = phase.toStdString();
    setup.phasing = SideId {phasing.toStdString()};
    MainWindow &w = open(setup);
    QCOMPARE(track(w).turnLabel()->text(), QStringLiteral("Turn 1 of 2"));
    QCOMPARE(track(w).phaseChips().size(), std::size_t(2));
    QCOMPARE(chipKey(w), phase);
    QVERIFY(track(w).currentChip()->toolTip().contains("Shaken units rally") == (phase == "fire"));
    QCOMPARE(track(w).sideLabel()->text(), side);
    QVERIFY(!track(w).sideLabel()->isHidden());
    QCOMPARE(track(w).endPhaseButton()->text(), endLabel);
    QCOMPARE(track(w).endPhaseButton()->toolTip(), next);
    QVERIFY(track(w).endPhaseButton()->isEnabled());
    QVERIFY(track(w).endActivationButton()->isHidden()); // no alternating phase in onedie
    QCOMPARE(track(w).scoreLabel()->text(), QStringLiteral("Score: Red 0 · Blue 0"));
    // The status bar says the same as core.
    auto *turn = w.findChild<QLabel *>(QStringLiteral("turnIndicator"));
    QCOMPARE(turn->text(),
        QString::fromStdString(positionText(w.session()->rules(), w.session()->state())));
    QVERIFY(turn->text().endsWith(side));
}

void TstTurnTrackWindow::endAdvancesAndUndoStepsBack()
{
    MainWindow &w = open({});
    QCOMPARE(chipKey(w), QStringLiteral("move"));
    QTest::mouseClick(track(w).endPhaseButton(), Qt::LeftButton);
    QCOMPARE(chipKey(w), QStringLiteral("fire"));
    QCOMPARE(track(w).sideLabel()->text(), QStringLiteral("Red side to act"));
    QTest::mouseClick(track(w).endPhaseButton(), Qt::LeftButton);
    QCOMPARE(chipKey(w), QStringLiteral("move"));
    QCOMPARE(track(w).sideLabel()->text(), QStringLiteral("Blue side to act"));
    // Two steps in the log, named as the button was.
    QCOMPARE(w.session()->position(), 2);
    QCOMPARE(w.session()->stepTitle(0), QStringLiteral("End Movement phase"));
    // The step's explanation is headed by what was ended, not by the phase the game is in now.
    const ExplanationPanel *panel = w.findChild<ExplanationPanel *>();
    QVERIFY(panel);
    const QString shown = panel->browser()->toPlainText();
    QVERIFY2(shown.contains(QStringLiteral("End Fire phase"))
            && !shown.contains(QStringLiteral("End Movement phase")),
        qPrintable(shown));
    // No dice were rolled, and the next phase was what the step forecast: said once.
    QVERIFY2(!shown.contains(QStringLiteral("What the dice did")), qPrintable(shown));
    QCOMPARE(shown.count(QStringLiteral("Next: Turn 1, Movement phase")), 1);
    w.session()->undoStack()->undo();
    QCOMPARE(chipKey(w), QStringLiteral("fire"));
    QCOMPARE(track(w).sideLabel()->text(), QStringLiteral("Red side to act"));
    w.session()->undoStack()->undo();
    QCOMPARE(chipKey(w), QStringLiteral("move"));
    w.session()->undoStack()->redo();
    QCOMPARE(chipKey(w), QStringLiteral("fire"));
}

void TstTurnTrackWindow::outOfPhaseIsRefusedWithItsReason()
{
    MainWindow &w = open({});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    play(w).selectUnit(UnitId {"red-1"});
    const Hex cole = w.session()->state().map().parse("F3");
    w.scene()->clickHex(cole);
    QCOMPARE(w.session()->position(), 0);
    const QString shown = w.statusBar()->currentMessage();
    QVERIFY2(shown.contains("Attack is not allowed in the Movement phase"), qPrintable(shown));
    // In the Fire phase the same click is an attack.
    QVERIFY(track(w).endPhase());
    w.session()->setScriptedDice({6});
    w.scene()->clickHex(cole);
    QCOMPARE(w.session()->position(), 2);
}

void TstTurnTrackWindow::sideToActIsAnnounced()
{
    MainWindow &w = open({});
    // Opening a game says who is to act.
    QVERIFY(!banner(w).isHidden());
    QCOMPARE(banner(w).text(), QStringLiteral("Red side to act"));
    banner(w).hide();
    QVERIFY(track(w).endPhase()); // still Red: nothing to announce
    QVERIFY(banner(w).isHidden());
    QVERIFY(track(w).endPhase());
    QVERIFY(!banner(w).isHidden());
    QCOMPARE(banner(w).text(), QStringLiteral("Blue side to act"));
    QTRY_VERIFY2(w.statusBar()->currentMessage().contains(
                     "Blue side to act now: Turn 1 of 2 · Movement phase."),
        qPrintable(w.statusBar()->currentMessage()));
    w.session()->undoStack()->undo();
    QCOMPARE(banner(w).text(), QStringLiteral("Red side to act"));
}

void TstTurnTrackWindow::objectivesAreDrawn_data()
{
    QTest::addColumn<QString>("holder");
    QTest::addColumn<QString>("colour");
    QTest::addColumn<QString>("tip");
    QTest::newRow("nobody") << ""
                            << "#808080"
                            << "Farm: 2 victory points, nobody holds it yet.";
    QTest::newRow("Red") << "red"
                         << "#a04040"
                         << "Farm: 2 victory points, held by the Red side.";
    QTest::newRow("Blue") << "blue"
                          << "#4060a0"
                          << "Farm: 2 victory points, held by the Blue side.";
}

void TstTurnTrackWindow::objectivesAreDrawn()
{
    QFETCH(QString, holder);
    QFETCH(QString, colour);
    QFETCH(QString, tip);
    Setup setup;
    if (!holder.isEmpty())
        setup.farmHolder = SideId {holder.toStdString()};
    MainWindow &w = open(setup);
    const auto &items = w.scene()->objectiveItems();
    QCOMPARE(items.size(), std::size_t(1));
    const Hex farm = w.session()->state().map().parse("D3");
    QCOMPARE(items.front()->pos(), w.scene()->hexCentre(farm));
    QCOMPARE(items.front()->colour().name(), colour);
    QCOMPARE(items.front()->toolTip(), tip);
    QCOMPARE(items.front()->flagText(), QStringLiteral("Farm · 2"));
    QVERIFY2(w.scene()->hexToolTip(farm).contains("Objective: " + tip),
        qPrintable(w.scene()->hexToolTip(farm)));
    QCOMPARE(track(w).scoreLabel()->text(),
        holder == "red"        ? QStringLiteral("Score: Red 2 · Blue 0")
            : holder == "blue" ? QStringLiteral("Score: Red 0 · Blue 2")
                               : QStringLiteral("Score: Red 0 · Blue 0"));
}

void TstTurnTrackWindow::theEndOfTheGameSaysWhoWon()
{
    Setup setup;
    setup.phase = "fire";
    setup.phasing = SideId {"blue"};
    setup.farmHolder = SideId {"red"};
    setup.turnLimit = 1;
    MainWindow &w = open(setup);
    QCOMPARE(track(w).endPhaseButton()->text(), QStringLiteral("End the game"));
    QVERIFY(m_summaries.isEmpty());
    QTest::mouseClick(track(w).endPhaseButton(), Qt::LeftButton);
    QCOMPARE(m_summaries.size(), 1);
    QCOMPARE(banner(w).text(), QStringLiteral("Game over — Red victory"));
    QTRY_VERIFY2(w.statusBar()->currentMessage() == "Game over — Red victory",
        qPrintable(w.statusBar()->currentMessage()));
    QVERIFY2(m_summaries.front().startsWith("Red victory\n"), qPrintable(m_summaries.front()));
    QVERIFY2(m_summaries.front().contains("Red: 2 points"), qPrintable(m_summaries.front()));
    QCOMPARE(track(w).turnLabel()->text(), QStringLiteral("Game over — Red victory"));
    QVERIFY(!track(w).endPhaseButton()->isEnabled());
    QVERIFY(track(w).sideLabel()->isHidden());
    QVERIFY(track(w).currentChip() == nullptr);
    // Only adjustments now: an attack is refused with the reason.
    QVERIFY(play(w).setMode(MapScene::Mode::perform("attack")));
    play(w).selectUnit(UnitId {"blue-1"});
    w.scene()->clickHex(w.session()->state().map().parse("B3"));
    QCOMPARE(w.session()->position(), 1);
    QVERIFY2(w.statusBar()->currentMessage().contains("The game is over"),
        qPrintable(w.statusBar()->currentMessage()));
    // Undone, the game goes on; ended again, the summary shows again.
    w.session()->undoStack()->undo();
    QVERIFY(track(w).endPhaseButton()->isEnabled());
    QCOMPARE(track(w).turnLabel()->text(), QStringLiteral("Turn 1 of 1"));
    w.session()->undoStack()->redo();
    QCOMPARE(m_summaries.size(), 2);
}

void TstTurnTrackWindow::theGameClockShows_data()
{
    QTest::addColumn<int>("turnLimit"); // 0: none
    QTest::addColumn<int>("minutesLimit"); // 0: none
    QTest::addColumn<int>("minutes");
    QTest::addColumn<int>("startTime"); // minutes after midnight; -1: none
    QTest::addColumn<QString>("turn");
    QTest::addColumn<QString>("clock"); // empty: hidden
    QTest::addColumn<QString>("announced");
    QTest::newRow("a minutes limit")
        << 0 << 30 << 11 << -1 << "Turn 1"
        << "11 of 30 min"
        << "Red side to act now: Turn 1 · 11 of 30 minutes · Movement phase.";
    QTest::newRow("a minutes limit, no time gone yet")
        << 0 << 30 << 0 << -1 << "Turn 1"
        << "0 of 30 min"
        << "Red side to act now: Turn 1 · 0 of 30 minutes · Movement phase.";
    QTest::newRow("a turn limit and a minutes limit")
        << 2 << 30 << 5 << -1 << "Turn 1 of 2"
        << "5 of 30 min"
        << "Red side to act now: Turn 1 of 2 · 5 of 30 minutes · Movement phase.";
    QTest::newRow("minutes gone without a limit")
        << 0 << 0 << 40 << -1 << "Turn 1"
        << "40 min gone"
        << "Red side to act now: Turn 1 · 40 minutes gone · Movement phase.";
    QTest::newRow("a clock time: La Bataille's 13:00 plus 40 minutes")
        << 0 << 120 << 40 << 13 * 60 << "Turn 1"
        << "13:40"
        << "Red side to act now: Turn 1 · 13:40, 40 of 120 minutes · Movement phase.";
    QTest::newRow("no game clock: hidden") << 2 << 0 << 0 << -1 << "Turn 1 of 2"
                                           << ""
                                           << "Red side to act now: Turn 1 of 2 · Movement phase.";
}

// The minutes stand next to the turn, as core counts them; the announcement keeps the phase.
void TstTurnTrackWindow::theGameClockShows()
{
    QFETCH(int, turnLimit);
    QFETCH(int, minutesLimit);
    QFETCH(int, minutes);
    QFETCH(int, startTime);
    QFETCH(QString, clock);
    QFETCH(QString, announced);
    Setup setup;
    setup.turnLimit = turnLimit ? std::optional<int>(turnLimit) : std::nullopt;
    setup.minutesLimit = minutesLimit ? std::optional<int>(minutesLimit) : std::nullopt;
    setup.minutes = minutes;
    setup.startTime = startTime >= 0 ? std::optional<int>(startTime) : std::nullopt;
    MainWindow &w = open(setup);
    QTEST(track(w).turnLabel()->text(), "turn");
    QCOMPARE(track(w).clockLabel()->isHidden(), clock.isEmpty());
    QCOMPARE(track(w).clockLabel()->text(), clock);
    QTRY_VERIFY2(w.statusBar()->currentMessage().contains(announced),
        qPrintable(w.statusBar()->currentMessage()));
    // The clock goes on with the phase.
    QVERIFY(track(w).endPhase());
    QCOMPARE(chipKey(w), QStringLiteral("fire"));
    QCOMPARE(track(w).clockLabel()->text(), clock);
}

// The last phase of a turn at the time limit ends the game; the result says the time ran out.
void TstTurnTrackWindow::theTimeLimitEndsTheGame()
{
    Setup setup;
    setup.phase = "fire";
    setup.phasing = SideId {"blue"};
    setup.farmHolder = SideId {"red"};
    setup.turnLimit = std::nullopt;
    setup.minutesLimit = 30;
    setup.minutes = 32;
    MainWindow &w = open(setup);
    QCOMPARE(track(w).endPhaseButton()->text(), QStringLiteral("End the game"));
    QTest::mouseClick(track(w).endPhaseButton(), Qt::LeftButton);
    QCOMPARE(m_summaries.size(), 1);
    QCOMPARE(track(w).turnLabel()->text(), QStringLiteral("Game over — Red victory"));
    QCOMPARE(track(w).turnLabel()->toolTip(),
        QStringLiteral("The time limit (30 minutes) is reached after 32 minutes: the Red side has "
                       "the higher score, 2."));
    QVERIFY2(m_summaries.front().contains("The time limit (30 minutes) is reached"),
        qPrintable(m_summaries.front()));
    QCOMPARE(track(w).clockLabel()->text(), QStringLiteral("32 of 30 min"));
    w.session()->undoStack()->undo();
    QCOMPARE(track(w).turnLabel()->text(), QStringLiteral("Turn 1"));
    QVERIFY(track(w).endPhaseButton()->isEnabled());
}

void TstTurnTrackWindow::noSequenceNoEndButton()
{
    // A game without a sequence of play (the 2d6 Skirmish tutorial plays the fire rules alone,
    // option freePlay): the turn and the file's phase label only.
    m_window = std::make_unique<MainWindow>(false);
    QString error;
    QVERIFY2(m_window->session()->openFile(bundledScenario("skirmish-tutorial.json"), &error),
        qPrintable(error));
    QVERIFY(track(*m_window).phaseChips().empty());
    QVERIFY(track(*m_window).endPhaseButton()->isHidden());
    QVERIFY(track(*m_window).sideLabel()->isHidden());
    QCOMPARE(track(*m_window).turnLabel()->text(),
        QString::fromStdString(
            positionText(m_window->session()->rules(), m_window->session()->state())));
    QVERIFY(track(*m_window).turnLabel()->text().startsWith("Turn 1"));
}

void TstTurnTrackWindow::anAlternatingPhaseEndsActivations()
{
    m_window = std::make_unique<MainWindow>(false);
    int asked = 0;
    Prompts prompts = silentPrompts();
    prompts.choose = [&asked](const QString &, const QString &, const QStringList &, int) {
        ++asked;
        return std::optional<int>(0);
    };
    m_window->setPrompts(prompts);
    QString error;
    QVERIFY2(
        m_window->session()->openScenario(pickScenario(), scenarioPath, &error), qPrintable(error));
    MainWindow &w = *m_window;
    QToolButton *end = track(w).endActivationButton();
    QVERIFY(!end->isHidden());
    QVERIFY(end->isEnabled());
    QCOMPARE(track(w).sideLabel()->text(), QStringLiteral("Red side to act"));
    QTest::mouseClick(end, Qt::LeftButton);
    QCOMPARE(w.session()->position(), 1);
    QCOMPARE(track(w).sideLabel()->text(), QStringLiteral("Blue side to act"));
    QCOMPARE(banner(w).text(), QStringLiteral("Blue side to act"));
    QCOMPARE(chipKey(w), QStringLiteral("skirmish"));
    // Red's order now is refused: it is Blue's activation.
    play(w).selectUnit(UnitId {"red-1"});
    QVERIFY(!play(w).performOrder("morale-check", {}, &error));
    QVERIFY2(error.contains("Blue side's turn"), qPrintable(error));
    QCOMPARE(asked, 0); // a refused order asks nothing
    play(w).selectUnit(UnitId {"blue-1"});
    QVERIFY2(play(w).performOrder("morale-check", {}, &error), qPrintable(error));
    QCOMPARE(asked, 1);
}

void TstTurnTrackWindow::aResultLeftToThePlayersIsAsked_data()
{
    QTest::addColumn<int>("answer"); // -1: the player cancels
    QTest::addColumn<QString>("logged");
    QTest::newRow("falls back") << 1 << "falls-back";
    QTest::newRow("holds steady") << 0 << "steady";
    QTest::newRow("cancelled") << -1 << "";
}

void TstTurnTrackWindow::aResultLeftToThePlayersIsAsked()
{
    QFETCH(int, answer);
    QFETCH(QString, logged);
    m_window = std::make_unique<MainWindow>(false);
    QStringList asked;
    Prompts prompts = silentPrompts();
    prompts.choose = [&](const QString &title, const QString &, const QStringList &items,
                         int preferred) -> std::optional<int> {
        asked << title << items << QString::number(preferred);
        return answer < 0 ? std::nullopt : std::optional<int>(answer);
    };
    m_window->setPrompts(prompts);
    QString error;
    QVERIFY2(
        m_window->session()->openScenario(pickScenario(), scenarioPath, &error), qPrintable(error));
    play(*m_window).selectUnit(UnitId {"red-1"});
    const bool done = play(*m_window).performOrder("morale-check", {}, &error);
    QCOMPARE(asked, QStringList({"Morale check result", "Holds steady", "Falls back", "0"}));
    QCOMPARE(done, answer >= 0);
    QCOMPARE(m_window->session()->position(), answer >= 0 ? 1 : 0);
    if (answer < 0)
        return;
    // The pick is a parameter of the logged action: saved with the game and replayed from it.
    const Scenario saved = m_window->session()->snapshot();
    QCOMPARE(saved.log.size(), std::size_t(1));
    const std::string *pick = paramAs<std::string>(saved.log.front().action.params, "result");
    QVERIFY(pick);
    QCOMPARE(QString::fromStdString(*pick), logged);
    GameSession again;
    QVERIFY2(again.openScenario(saved, scenarioPath, &error), qPrintable(error));
    QCOMPARE(again.position(), 1);
    QCOMPARE(QString::fromStdString(
                 *paramAs<std::string>(again.currentEntry()->evaluation.action.params, "result")),
        logged);
}

void TstTurnTrackWindow::aReplyOffersWhatTheRulesAllow()
{
    // "A La Bataille turn", the Russian Charge à Cheval: the dragoons charge the Ligne's column.
    // The infantry's player is asked to stand or form carré, each with its odds; the tirailleurs'
    // retreat, which the rules refuse a column, is not offered.
    m_window = std::make_unique<MainWindow>(false);
    QStringList asked;
    Prompts prompts = silentPrompts();
    prompts.choose = [&](const QString &, const QString &, const QStringList &items,
                         int preferred) -> std::optional<int> {
        asked << items << QString::number(preferred);
        return std::optional<int>(1);
    };
    m_window->setPrompts(prompts);
    MainWindow &w = *m_window;
    QString error;
    QVERIFY2(
        w.session()->openFile(bundledScenario("labataille-turn.json"), &error), qPrintable(error));
    QVERIFY2(w.session()->goTo(12, &error), qPrintable(error));
    QCOMPARE(w.session()->state().sequence().phase, std::string("charge"));
    play(w).selectUnit(UnitId {"ru-dragoons"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("charge")));
    w.session()->setScriptedDice({3, 2});
    w.scene()->clickHex(w.session()->state().map().parse("E8"));
    QCOMPARE(asked.size(), 3);
    QVERIFY2(asked[0].startsWith("Stand: a morale check (") && asked[0].contains("%"),
        qPrintable(asked[0]));
    QVERIFY2(
        asked[1].startsWith("Form carré: the Carré Realization roll (42%"), qPrintable(asked[1]));
    QCOMPARE(asked[2], QStringLiteral("0"));
    QCOMPARE(w.session()->position(), 13);
    QVERIFY(w.session()->state().unit(UnitId {"ru-dragoons"}).hex
        == w.session()->state().map().parse("E8"));
}

void TstTurnTrackWindow::theInitiativeIsBidAtTheEndOfTheCommandPhase_data()
{
    QTest::addColumn<int>("holderPick"); // the index picked among the bids offered; -1 cancels
    QTest::addColumn<int>("otherPick");
    QTest::addColumn<QString>("first");
    QTest::addColumn<int>("usCommand");
    QTest::addColumn<int>("gerCommand");
    QTest::newRow("the Germans outbid the Americans") << 1 << 2 << "ger" << 2 << 1;
    QTest::newRow("level bids: the Americans keep it") << 2 << 2 << "us" << 1 << 1;
    QTest::newRow("cancelled: the phase goes on") << -1 << 0 << "us" << 3 << 3;
}

void TstTurnTrackWindow::theInitiativeIsBidAtTheEndOfTheCommandPhase()
{
    // "A Tide of Iron round" at the Command phase: ending it asks each side's bid, offering only
    // what the side can pay (3 command points each, with its headquarters' point), and the
    // victory points scored show on the turn track.
    QFETCH(int, holderPick);
    QFETCH(int, otherPick);
    QFETCH(QString, first);
    m_window = std::make_unique<MainWindow>(false);
    QStringList asked;
    Prompts prompts = silentPrompts();
    prompts.ask = [](const QString &, const QString &) { return true; };
    prompts.choose = [&](const QString &title, const QString &, const QStringList &items,
                         int) -> std::optional<int> {
        asked << title << items;
        const int pick = asked.count() <= items.size() + 1 ? holderPick : otherPick;
        return pick < 0 ? std::nullopt : std::optional<int>(pick);
    };
    m_window->setPrompts(prompts);
    MainWindow &w = *m_window;
    QString error;
    QVERIFY2(w.session()->openFile(bundledScenario("toi-round.json"), &error), qPrintable(error));
    QVERIFY2(w.session()->goTo(11, &error), qPrintable(error));
    QCOMPARE(w.session()->state().sequence().phase, std::string("command"));
    const bool ended = track(w).endPhase(&error);
    QCOMPARE(ended, holderPick >= 0);
    const QStringList bids {"No bid", "1 command point", "2 command points", "3 command points"};
    QCOMPARE(asked.mid(0, 5), QStringList {"Bid of the side with the initiative"} + bids);
    const GameState &s = w.session()->state();
    if (!ended) {
        QCOMPARE(s.sequence().phase, std::string("command"));
        return;
    }
    QCOMPARE(asked.mid(5), QStringList {"Bid of the other side"} + bids);
    QCOMPARE(s.sequence().phase, std::string("status"));
    QTEST(QString::fromStdString(s.sequence().firstSide->value), "first");
    QTEST(s.findSide(SideId {"us"})->tally("command"), "usCommand");
    QTEST(s.findSide(SideId {"ger"})->tally("command"), "gerCommand");
    QCOMPARE(s.findSide(SideId {"ger"})->tally("victory-points"), 2);
    QVERIFY2(track(w).scoreLabel()->text().contains("German 2"),
        qPrintable(track(w).scoreLabel()->text()));
    // The bids are the logged step's parameters: saved, and replayed as they were.
    const Scenario saved = w.session()->snapshot();
    GameSession again;
    QVERIFY2(again.openScenario(saved, QString(), &error), qPrintable(error));
    QCOMPARE(again.state().sequence().firstSide, s.sequence().firstSide);
}

void TstTurnTrackWindow::theClockStaysWhenThePhasesGiveWay()
{
    // La Bataille's eight phase chips do not fit beside the map of a 1920-wide window; they give
    // way to the current one, and the clock, the score and the reinforcements to come, which do
    // fit then, stay (measured anew, not from the layout's hints of the chips shown before).
    m_window = std::make_unique<MainWindow>(false);
    MainWindow &w = *m_window;
    QString error;
    QVERIFY2(w.session()->openFile(bundledScenario("labataille-sandbox.json"), &error),
        qPrintable(error));
    w.resize(1920, 1080);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    int shownChips = 0;
    for (QLabel *chip : track(w).phaseChips())
        shownChips += chip->isVisible() ? 1 : 0;
    QCOMPARE(shownChips, 1);
    QVERIFY(track(w).clockLabel()->isVisible());
    QCOMPARE(track(w).clockLabel()->text(), QStringLiteral("13:00"));
    QVERIFY(track(w).scoreLabel()->isVisible());
    QVERIFY(track(w).reinforcementsLabel()->isVisible());

    // A change of the position that leaves the track's words as they were (a step of fire) is
    // not measured again: what gave way stays away, at either width.
    const auto shown = [&] {
        QList<bool> visible;
        for (QLabel *chip : track(w).phaseChips())
            visible << chip->isVisible();
        for (QLabel *label :
            {track(w).clockLabel(), track(w).scoreLabel(), track(w).reinforcementsLabel()})
            visible << label->isVisible();
        return visible;
    };
    for (const int width : {1920, 1024, 700}) {
        w.resize(width, 800);
        QApplication::processEvents();
        const QList<bool> before = shown();
        emit w.session()->stateChanged();
        QCOMPARE(shown(), before);
    }
    QVERIFY(!track(w).reinforcementsLabel()->isVisible()); // 700 wide: it gave way
}

void TstTurnTrackWindow::aSkirmishGameStepsBackAcrossRounds()
{
    // The 2d6 Skirmish sandbox played for two rounds in the window and saved: stepping back to
    // round 1 puts Schütze Neu back in the brush and the turn track back in round 1; forward
    // again, round 2's fire kills him with the dice it rolled, never new ones.
    m_window = std::make_unique<MainWindow>(false);
    m_window->setPrompts(silentPrompts());
    MainWindow &w = *m_window;
    QString error;
    QVERIFY2(w.session()->openFile(QStringLiteral(HEXFIRE_SOURCE_DIR
                                       "/tests/data/scenarios/skirmish-sandbox-two-rounds.json"),
                 &error),
        qPrintable(error));
    QCOMPARE(w.session()->position(), 11);
    const UnitId neu {"ge-sch-neu"};
    QVERIFY(w.session()->state().unit(neu).eliminated);
    QVERIFY(track(w).turnLabel()->text().startsWith("Round 3 of 3"));
    const auto facesOfStep8 = [&] {
        QList<int> faces;
        if (!w.session()->goTo(8, &error) || !w.session()->currentEntry())
            return faces;
        for (const DieRoll &roll : w.session()->currentEntry()->resolution.rolls)
            faces.append(roll.face);
        return faces;
    };
    const QList<int> rolled = facesOfStep8();
    QCOMPARE(rolled, (QList<int> {4, 4, 1, 4, 5, 2, 3, 2, 2, 5}));
    QVERIFY2(w.session()->goTo(5, &error), qPrintable(error));
    QVERIFY(!w.session()->state().unit(neu).eliminated);
    QVERIFY(w.session()->state().unit(neu).hex == w.session()->state().map().parse("H6"));
    QVERIFY(track(w).turnLabel()->text().startsWith("Round 1 of 3"));
    QVERIFY(w.session()->canStepForward());
    QCOMPARE(facesOfStep8(), rolled);
    QVERIFY2(w.session()->goTo(11, &error), qPrintable(error));
    QVERIFY(w.session()->state().unit(neu).eliminated);
    QVERIFY(!w.session()->isModified());
}

QTEST_MAIN(TstTurnTrackWindow)
#include "tst_turntrackwindow.moc"

void TstTurnTrackWindow::howTheGameIsWonIsAskedAtSetUp()
{
    // The 2d6 Skirmish sandbox leaves how the game is won to the players: opening it asks, from
    // the rule system's preset; the answer is the game's, and once a move is made it stays.
    m_window = std::make_unique<MainWindow>(false);
    int asked = 0;
    VictoryQuestion seen;
    Prompts prompts = silentPrompts();
    prompts.victory = [&](const VictoryQuestion &q) -> std::optional<VictoryConditions> {
        ++asked;
        seen = q;
        VictoryConditions v = q.proposed;
        v.turnLimit = 6;
        return v;
    };
    QStringList told;
    prompts.tell = [&told](const QString &, const QString &message) { told << message; };
    m_window->setPrompts(prompts);
    auto *files = m_window->findChild<FileController *>();
    QString error;
    QVERIFY2(files->openFile(bundledScenario("skirmish-sandbox.json"), &error), qPrintable(error));
    QCOMPARE(asked, 1);
    QCOMPARE(seen.proposed.turnLimit, std::optional<int>(12));
    QCOMPARE(seen.turnName, QStringLiteral("Round"));
    QVERIFY(seen.summary.contains("concedes"));
    QCOMPARE(m_window->session()->state().victory().turnLimit, std::optional<int>(6));
    QVERIFY(m_window->session()->isModified());
    QVERIFY(track(*m_window).turnLabel()->text().startsWith("Round 1 of 6"));
    // Game > How the Game Is Won asks again while nothing is played.
    files->victoryAction()->trigger();
    QCOMPARE(asked, 2);
    // Once a step is played the conditions stay: the menu tells them instead.
    Action end;
    end.kind = std::string(builtin::nextPhase);
    QVERIFY2(m_window->session()->commit(end, "Initiative", &error), qPrintable(error));
    const qsizetype toldBefore = told.size();
    files->victoryAction()->trigger();
    QCOMPARE(asked, 2);
    QCOMPARE(told.size(), toldBefore + 1);
    QVERIFY2(told.last().contains("The game lasts 6 rounds."), qPrintable(told.last()));
    // A scenario that gives its own conditions, or an example, asks nothing.
    QVERIFY2(files->openFile(bundledScenario("toi-round.json"), &error), qPrintable(error));
    QCOMPARE(asked, 2);
}
