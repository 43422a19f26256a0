// The window as a teacher (issue 13): a replayed step is drawn on the map as the live preview
// would draw it (actors ringed, dice where they were rolled, a scatter arrow), a step card tells
// the story with Back, Next and Play, the line-of-sight thread answers for any two hexes, and on a
// laptop screen the panels make way for the map.

#include "app/rulesets.h"
#include "core/play/logentry.h"
#include "core/rules/bestshots.h"
#include "core/rules/builtinactions.h"
#include "ui/elidedlabel.h"
#include "ui/examplecontroller.h"
#include "ui/examplescenarios.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/helpcontroller.h"
#include "ui/layoutcontroller.h"
#include "ui/mainwindow.h"
#include "ui/map/counteritem.h"
#include "ui/map/hexmapitem.h"
#include "ui/map/losoverlayitem.h"
#include "ui/map/losthreaditem.h"
#include "ui/map/mapscene.h"
#include "ui/map/mapview.h"
#include "ui/map/stepcuesitem.h"
#include "ui/narrationcard.h"
#include "ui/panels/assumptionspanel.h"
#include "ui/panels/explanationpanel.h"
#include "ui/panels/timelinepanel.h"
#include "ui/panelstripbutton.h"
#include "ui/settings.h"
#include "ui/turntrack.h"
#include "ui/welcomepage.h"
#include "windowcontrollers.h"
#include "windowtest.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFrame>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolBar>
#include <QToolButton>
#include <QUrl>

#include <algorithm>
#include <cmath>

using namespace hexfire;
using namespace hexfire::testing;

namespace {
QString scenario(const char *name)
{
    return QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/%1").arg(QLatin1String(name));
}

Hex hexOf(const MainWindow &w, const char *label)
{
    return w.session()->state().map().parse(label);
}

/** Opens a bundled scenario in a window of this size, not shown (nothing is drawn on screen). */
bool openHidden(MainWindow &w, const char *file, QSize size, QString *error)
{
    w.resize(size);
    return w.findChild<FileController *>()->openFile(scenario(file), error);
}

/** The same in a shown window, for what depends on layout and painting. */
bool openShown(MainWindow &w, const char *file, QSize size, QString *error)
{
    w.resize(size);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) {
        *error = QStringLiteral("the window was not shown");
        return false;
    }
    return w.findChild<FileController *>()->openFile(scenario(file), error);
}

int countCues(const std::vector<MapCue> &cues, MapCue::Kind kind)
{
    return static_cast<int>(std::count_if(
        cues.begin(), cues.end(), [kind](const MapCue &c) { return c.kind == kind; }));
}
} // namespace

class TestTeachingWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void replayedStepIsDrawnOnTheMap_data();
    void replayedStepIsDrawnOnTheMap();
    void mortarPreviewNumbersTheScatterHexes();
    void stepCardTellsTheStoryAndPlays();
    void noStepCardWithoutAGame();
    void firstStartShowsTheWelcomePage();
    void theLastStepSaysWhatToTryNext();
    void everyAssumptionHasANoteToRead_data();
    void everyAssumptionHasANoteToRead();
    void assumptionsLinkToTheirNotes();
    void aGamePlayedShowsTheCardOnlyLookingBack();
    void actingInAnExampleOffersToPlayOn();
    void aLineAlongAHexsideIsExplainedInPlainWords();
    void theExplanationReadsInBothThemes_data();
    void theExplanationReadsInBothThemes();
    void stepDelayLeavesTimeToRead_data();
    void stepDelayLeavesTimeToRead();
    void losThreadAnswersForAnyTwoHexes_data();
    void losThreadAnswersForAnyTwoHexes();
    void laptopLayoutGivesTheMapMostOfTheWindow_data();
    void laptopLayoutGivesTheMapMostOfTheWindow();
    void collapsedPanelsComeBackFromTheStrip();
    void focusOnTheMapHidesAndRestoresPanels();
    void zoomPresetsAndReadout();
    void legendAndShortcutsComeFromWhatIsShown();
    void examplesInTeachingOrder();
    void whoActedThisRoundIsShown();
    void hexPanelListsEverythingInTheHex();
    void textSizeFollowsTheScreenOrTheChoice_data();
    void textSizeFollowsTheScreenOrTheChoice();
    void darkThemeDarkensThePanelsNotTheMap();
    void bestShotsRankTheTargets();
    void interactiveWindowStartsWithTheSavedLook();
    void sandboxOpensWhereItsCountersRead();
    void aGameKeepsItsZoomThroughUndo();
    void everyStepIsShownAboveTheCard_data();
    void everyStepIsShownAboveTheCard();
};

void TestTeachingWindow::initTestCase() { testing::prepareWindowTest("tst_teachingwindow"); }

void TestTeachingWindow::replayedStepIsDrawnOnTheMap_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<QStringList>("actorHexes");
    QTest::addColumn<int>("traces");
    QTest::addColumn<QString>("diceHex"); // where the dice chips sit (empty: no dice)
    QTest::addColumn<int>("dice");
    QTest::addColumn<QString>("arrowFrom"); // a die that moved something: from where
    QTest::addColumn<int>("total"); // dice rolled in the step, all on the map

    const QString assaultHex = scenario("tlhy-21-8-3-assault-hex.json");
    QTest::newRow("21.8.3 step 2: a squad fires from K8, no dice yet")
        << assaultHex << 2 << QStringList {QStringLiteral("K8")} << 1 << QString() << 0 << QString()
        << 0;
    QTest::newRow("21.8.3 step 7: the mortar scatters from H9 to I10")
        << assaultHex << 7 << QStringList {QStringLiteral("H9")} << 0 << QStringLiteral("I10") << 1
        << QStringLiteral("H9") << 1;
    QTest::newRow("21.8.3 step 11: four dice rolled for H9, nobody acts")
        << assaultHex << 11 << QStringList() << 0 << QStringLiteral("H9") << 4 << QString() << 4;
    QTest::newRow("Tide of Iron: two attack dice with the squad that fires, no cover dice")
        << scenario("toi-fire-and-movement.json") << 2 << QStringList {QStringLiteral("E5")} << 1
        << QStringLiteral("E5") << 2 << QString() << 2;
    QTest::newRow("2d6 Skirmish step 2: each figure's two dice by the figure")
        << scenario("skirmish-tutorial.json") << 2
        << QStringList {QStringLiteral("H5"), QStringLiteral("H4")} << 2 << QStringLiteral("H5")
        << 2 << QString() << 4;
}

void TestTeachingWindow::replayedStepIsDrawnOnTheMap()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(QStringList, actorHexes);
    QFETCH(int, traces);
    QFETCH(QString, diceHex);
    QFETCH(int, dice);
    QFETCH(QString, arrowFrom);
    QFETCH(int, total);

    MainWindow w(false);
    w.resize(1600, 1000);
    QString error;
    QVERIFY2(w.findChild<FileController *>()->openFile(file, &error), qPrintable(error));
    QVERIFY2(w.session()->goTo(step, &error), qPrintable(error));
    QCoreApplication::processEvents();

    StepCuesItem *cues = w.scene()->stepCues();
    QVERIFY(cues);
    std::vector<Hex> expectedActors;
    for (const QString &label : actorHexes)
        expectedActors.push_back(hexOf(w, label.toLatin1().constData()));
    std::vector<Hex> actors = cues->actors();
    std::sort(actors.begin(), actors.end());
    std::sort(expectedActors.begin(), expectedActors.end());
    QVERIFY(actors == expectedActors);
    QCOMPARE(static_cast<int>(w.scene()->losOverlay()->traces().size()), traces);

    int onHex = 0;
    for (const MapCue &c : cues->cues()) {
        QCOMPARE(c.kind, MapCue::Kind::Die);
        QVERIFY2(c.face >= 1 && c.face <= c.sides, c.tip.c_str());
        QVERIFY2(!c.tip.empty(), "every die says what it was for");
        if (!diceHex.isEmpty() && c.hex == hexOf(w, diceHex.toLatin1().constData()))
            ++onHex;
        if (!arrowFrom.isEmpty()) {
            QVERIFY(c.from);
            QVERIFY(*c.from == hexOf(w, arrowFrom.toLatin1().constData()));
        } else {
            QVERIFY(!c.from);
        }
    }
    QCOMPARE(onHex, dice);
    QCOMPARE(static_cast<int>(cues->cues().size()), total);
    QCOMPARE(static_cast<int>(cues->chips().size()), total);
    // The dice the step rolled are the dice on the map, face for face.
    const LogEntry *entry = w.session()->currentEntry();
    QVERIFY(entry);
    QCOMPARE(static_cast<int>(entry->resolution.rolls.size()), total);
    for (std::size_t i = 0; i < entry->resolution.rolls.size(); ++i)
        QCOMPARE(cues->cues()[i].face, entry->resolution.rolls[i].face);
}

void TestTeachingWindow::mortarPreviewNumbersTheScatterHexes()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(openHidden(w, "tlhy-21-8-3-assault-hex.json", QSize(1600, 1000), &error),
        qPrintable(error));
    // After the German player called for Reaction (step 6): Murphy's call is his reaction.
    QVERIFY2(w.session()->goTo(6, &error), qPrintable(error));
    play(w).selectUnit(UnitId {"us-lt-murphy"});
    QVERIFY(play(w).setMode(MapScene::Mode::perform("mortar-call")));
    w.scene()->hoverHex(hexOf(w, "H9"));
    QCoreApplication::processEvents();
    const auto &preview = w.session()->currentPreview();
    QVERIFY(preview);
    QVERIFY2(preview->legal, preview->whyNot.c_str());
    const std::vector<MapCue> &cues = w.scene()->stepCues()->cues();
    // H9's six neighbours, one face each, before any die is rolled.
    QCOMPARE(countCues(cues, MapCue::Kind::HexNote), 6);
    QCOMPARE(countCues(cues, MapCue::Kind::Die), 0);
    QStringList faces;
    for (const MapCue &c : cues) {
        QCOMPARE(distance(c.hex, hexOf(w, "H9")), 1);
        faces << QString::fromStdString(c.text);
        QVERIFY2(
            QString::fromStdString(c.tip).contains(QString::fromStdString(c.text)), c.tip.c_str());
    }
    faces.sort();
    QCOMPARE(faces, (QStringList {"1", "2", "3", "4", "5", "6"}));
    // The scatter to I10 of the playbook's face 3.
    const auto three
        = std::find_if(cues.begin(), cues.end(), [](const MapCue &c) { return c.text == "3"; });
    QVERIFY(three != cues.end() && three->hex == hexOf(w, "I10"));
}

void TestTeachingWindow::firstStartShowsTheWelcomePage()
{
    // Nothing to open at a first start: the welcome page, with each game's examples to learn
    // from (shortest first), its sandbox to play, and Open.
    Settings::startedBefore.set(false);
    Settings::recentFiles.set({});
    MainWindow w(false);
    w.resize(1366, 768);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *files = w.findChild<FileController *>();
    QVERIFY(!files->openStartupGame());
    QVERIFY(w.welcomeShown());
    QVERIFY(w.welcomePage()->isVisible());
    for (QDockWidget *d : w.findChildren<QDockWidget *>())
        QVERIFY2(!d->isVisible(), qPrintable(d->objectName()));
    QVERIFY(!w.statusBar()->isVisible());
    QStringList games;
    for (const ExampleScenario &e : ExampleScenarios::list()) {
        if (!games.contains(e.game))
            games << e.game;
    }
    QCOMPARE(games.size(), 4);
    const QList<QFrame *> cards
        = w.welcomePage()->findChildren<QFrame *>(QStringLiteral("welcomeGame"));
    QCOMPARE(cards.size(), games.size());
    for (QFrame *card : cards) {
        QVERIFY(games.contains(card->accessibleName()));
        // Every card has a picture of its map, examples to learn and a sandbox to play.
        QVERIFY2(card->findChild<QLabel *>(QStringLiteral("welcomePicture")),
            qPrintable(card->accessibleName()));
        QVERIFY(!card->findChildren<QPushButton *>(QStringLiteral("welcomePlay")).isEmpty());
        const QList<QPushButton *> learn
            = card->findChildren<QPushButton *>(QStringLiteral("welcomeLearn"));
        QVERIFY(!learn.isEmpty());
        // No button repeats the game's name its card already shows.
        for (QPushButton *b : learn)
            QVERIFY2(!b->text().startsWith(card->accessibleName() + QLatin1Char(':')),
                qPrintable(b->text()));
    }
    // Learn: the example opens on the map.
    QPushButton *first
        = cards.front()->findChildren<QPushButton *>(QStringLiteral("welcomeLearn")).front();
    const QString path = first->property("scenario").toString();
    QTest::mouseClick(first, Qt::LeftButton);
    QCoreApplication::processEvents();
    QVERIFY(!w.welcomeShown());
    QCOMPARE(w.session()->filePath(), path);
    QVERIFY(w.session()->isExample());
    // Help > Welcome Page comes back over the game, which Back to the Game returns to.
    w.findChild<QAction *>(QStringLiteral("welcomeAction"))->trigger();
    QVERIFY(w.welcomeShown());
    auto *back = w.welcomePage()->findChild<QPushButton *>(QStringLiteral("welcomeBack"));
    QVERIFY(back && back->isVisible());
    QTest::mouseClick(back, Qt::LeftButton);
    QVERIFY(!w.welcomeShown());
    QCOMPARE(w.session()->filePath(), path);
    QVERIFY(w.findChild<QDockWidget *>(QStringLiteral("explanationDock"))->isVisible());
    QVERIFY(w.statusBar()->isVisible());
    Settings::startedBefore.set(true);
}

void TestTeachingWindow::theLastStepSaysWhatToTryNext()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(
        openShown(w, "toi-concussive-firepower.json", QSize(1366, 768), &error), qPrintable(error));
    NarrationCard *card = stepCard(w).narrationCard();
    QVERIFY(!card->textLabel()->text().contains(QStringLiteral("Try it yourself")));
    QVERIFY2(w.session()->goTo(w.session()->timelineLength(), &error), qPrintable(error));
    QCoreApplication::processEvents();
    QVERIFY2(card->textLabel()->text().contains(QStringLiteral("Try it yourself")),
        qPrintable(card->textLabel()->text()));
}

void TestTeachingWindow::everyAssumptionHasANoteToRead_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::newRow("The Last Hundred Yards") << "tlhy-sandbox.json";
    QTest::newRow("La Bataille") << "labataille-sandbox.json";
    QTest::newRow("Tide of Iron") << "toi-sandbox.json";
    QTest::newRow("2d6 Skirmish") << "skirmish-sandbox.json";
}

void TestTeachingWindow::everyAssumptionHasANoteToRead()
{
    // Every assumption a rule system has in force names an entry of HexFire's rules notes that
    // Help shows: a heading of docs/rules.md, as bundled in the program.
    QFETCH(QString, scenario);
    GameSession session;
    QString error;
    QVERIFY2(session.openFile(bundledScenario(scenario.toLatin1().constData()), &error),
        qPrintable(error));
    QFile file(QStringLiteral(":/docs/rules.md"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QTextDocument notes;
    notes.setMarkdown(QString::fromUtf8(file.readAll()));
    QStringList missing;
    QVERIFY(!session.rules().assumptions().empty());
    for (const Assumption &a : session.rules().assumptions()) {
        const std::string prefix = "docs/rules.md: ";
        QVERIFY2(a.reference.rfind(prefix, 0) == 0, a.reference.c_str());
        const QString entry = QString::fromStdString(a.reference.substr(prefix.size()));
        if (HelpController::noteHeadingPosition(notes, entry) < 0)
            missing << entry;
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));
}

void TestTeachingWindow::assumptionsLinkToTheirNotes()
{
    // The explanation names an assumption's note in words and links to it; the link and a double
    // click in the Assumptions list open the note at its entry. The list is one line each.
    MainWindow w(false);
    QString error;
    QVERIFY2(
        openShown(w, "tlhy-21-8-3-assault-hex.json", QSize(1366, 768), &error), qPrintable(error));
    QVERIFY2(w.session()->goTo(2, &error), qPrintable(error));
    QCoreApplication::processEvents();
    ExplanationPanel *explanation = stepCard(w).explanationPanel();
    const QString html = explanation->html();
    QVERIFY2(!html.contains(QStringLiteral(">docs/rules.md")), qPrintable(html));
    QVERIFY2(html.contains(QStringLiteral("note on it")), qPrintable(html));
    QVERIFY(html.contains(QStringLiteral("href=\"note:")));
    emit explanation->browser()->anchorClicked(QUrl(QStringLiteral("note:Cohesion%20Check")));
    QCoreApplication::processEvents();
    auto *notes = w.findChild<QTextBrowser *>(QStringLiteral("rulesNotes"));
    QVERIFY(notes && notes->isVisible());
    const int heading = HelpController::noteHeadingPosition(*notes->document(), "Cohesion Check");
    QVERIFY(heading > 0);
    QCOMPARE(notes->textCursor().position(), heading);

    auto *list = w.findChild<AssumptionsPanel *>();
    QVERIFY(list->count() > 3);
    QCOMPARE(list->item(0)->flags(), Qt::NoItemFlags); // what the list is, in a sentence
    QVERIFY(!list->wordWrap());
    QSignalSpy asked(list, &AssumptionsPanel::noteRequested);
    emit list->itemActivated(list->item(2));
    QCOMPARE(asked.count(), 1);
    const QString entry = asked.first().first().toString();
    QVERIFY(list->item(2)->text().startsWith(entry));
    QVERIFY(HelpController::noteHeadingPosition(*notes->document(), entry) >= 0);
    QCoreApplication::processEvents();
    QCOMPARE(notes->textCursor().position(),
        HelpController::noteHeadingPosition(*notes->document(), entry));
}

void TestTeachingWindow::noStepCardWithoutAGame()
{
    // A window whose file did not load has no story to tell: no empty card over the empty map.
    MainWindow w(false);
    w.resize(1024, 640);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!w.session()->hasGame());
    QVERIFY(stepCard(w).narrationCard()->isHidden());
}

void TestTeachingWindow::aGamePlayedShowsTheCardOnlyLookingBack()
{
    // A sandbox is no example: while the player plays on, no "Step 1 of 1" card sits on the map;
    // stepping back through the game played brings it, in a game's words, with Next and Play.
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, "tlhy-sandbox.json", QSize(1366, 768), &error), qPrintable(error));
    QCoreApplication::processEvents();
    NarrationCard *card = stepCard(w).narrationCard();
    QVERIFY(card->isHidden());
    Action end;
    end.kind = std::string(builtin::nextPhase);
    for (int i = 0; i < 2; ++i)
        QVERIFY2(w.session()->commit(end, QStringLiteral("End phase"), &error), qPrintable(error));
    QCoreApplication::processEvents();
    QCOMPARE(w.session()->position(), 2);
    QVERIFY(card->isHidden());
    QVERIFY(w.session()->stepBack());
    QCoreApplication::processEvents();
    QVERIFY(card->isVisible());
    QCOMPARE(card->content().position, 1);
    QVERIFY(!card->content().example);
    QVERIFY(w.session()->stepBack());
    QCoreApplication::processEvents();
    QVERIFY2(card->textLabel()->text().contains(QStringLiteral("game played so far")),
        qPrintable(card->textLabel()->text()));
    QVERIFY2(w.session()->goTo(2, &error), qPrintable(error));
    QCoreApplication::processEvents();
    QVERIFY(card->isHidden());
}

void TestTeachingWindow::actingInAnExampleOffersToPlayOn()
{
    // An example is a script: the player's own move in it asks first, then plays on as the
    // player's own game, clearly marked, with the example one click away and unchanged.
    MainWindow w(false);
    int asked = 0;
    bool playOn = false;
    int saveAsked = 0;
    Prompts prompts;
    prompts.playOn = [&](const QString &, const QString &) {
        ++asked;
        return playOn;
    };
    prompts.saveChanges = [&](const QString &, const QString &) {
        ++saveAsked;
        return SaveChoice::Discard;
    };
    w.setPrompts(prompts);
    QString error;
    QVERIFY2(
        openShown(w, "labataille-flank-fire.json", QSize(1366, 768), &error), qPrintable(error));
    GameSession *session = w.session();
    const int scriptLength = session->timelineLength();
    QVERIFY(scriptLength > 2);
    QVERIFY2(session->stepForward(&error), qPrintable(error));
    const QString exampleStep2 = session->stepTitle(1);
    QVERIFY(exampleStep2 != QStringLiteral("My own fire"));
    auto *examples = w.findChild<ExampleController *>(QStringLiteral("exampleController"));
    QVERIFY(examples);
    QWidget *bar = examples->branchBar();
    QVERIFY(bar->isHidden());
    QVERIFY(examples->restartAction()->isEnabled());
    QVERIFY(!examples->backAction()->isEnabled());

    // The player makes the script's next move themselves.
    const Action own = session->game().script()[1].action;
    QVERIFY(!session->commit(own, QStringLiteral("My own fire"), &error));
    QCOMPARE(asked, 1);
    QVERIFY2(error.contains(QStringLiteral("stayed in the example")), qPrintable(error));
    QCOMPARE(session->position(), 1);
    QVERIFY(session->isExample());
    QCOMPARE(session->timelineLength(), scriptLength);

    playOn = true;
    QVERIFY2(session->commit(own, QStringLiteral("My own fire"), &error), qPrintable(error));
    QCoreApplication::processEvents();
    QCOMPARE(asked, 2);
    QVERIFY(!session->isExample());
    QVERIFY(session->branchedFrom());
    QCOMPARE(session->branchedFrom()->step, 1);
    QCOMPARE(session->timelineLength(), 2);
    QCOMPARE(session->stepTitle(1), QStringLiteral("My own fire"));
    QVERIFY(session->filePath().isEmpty());
    QVERIFY(bar->isVisibleTo(&w));
    auto *text = bar->findChild<QLabel *>(QStringLiteral("exampleBranchText"));
    QVERIFY2(text->text().contains(QStringLiteral("from step 1 of the example")),
        qPrintable(text->text()));
    QVERIFY(examples->backAction()->isEnabled());
    QVERIFY2(w.windowTitle().contains(QStringLiteral("your game from step 1")),
        qPrintable(w.windowTitle()));
    // Acting again in the player's own game asks nothing more.
    QVERIFY(session->stepBack());
    QVERIFY(bar->isVisibleTo(&w));
    QVERIFY(session->stepForward());
    QCOMPARE(asked, 2);

    // Back to the example at the step left: the script whole again, the player asked first.
    QVERIFY(examples->backToExample());
    QCoreApplication::processEvents();
    QCOMPARE(saveAsked, 1);
    QVERIFY(session->isExample());
    QVERIFY(!session->branchedFrom());
    QCOMPARE(session->position(), 1);
    QCOMPARE(session->timelineLength(), scriptLength);
    QVERIFY(bar->isHidden());
    QVERIFY2(session->stepForward(&error), qPrintable(error));
    QCOMPARE(session->stepTitle(1), exampleStep2);

    // Restart: an example goes back to its start; so does a game played on from one.
    QVERIFY(examples->restart());
    QCOMPARE(session->position(), 0);
    QVERIFY2(session->commit(session->game().script()[0].action, QStringLiteral("Mine"), &error),
        qPrintable(error));
    QVERIFY(session->branchedFrom());
    QCOMPARE(session->branchedFrom()->step, 0);
    QVERIFY(examples->restart());
    QCOMPARE(saveAsked, 2);
    QVERIFY(session->isExample());
    QCOMPARE(session->position(), 0);
    QCOMPARE(session->timelineLength(), scriptLength);
}

void TestTeachingWindow::aLineAlongAHexsideIsExplainedInPlainWords()
{
    // The machine gun in G2 fires at E8 along a line through hex corners ("A round at the brush
    // line", step 7): the Explanation says what that means, not the trace's policy jargon.
    MainWindow w(false);
    QString error;
    QVERIFY2(openHidden(w, "skirmish-round.json", QSize(1366, 768), &error), qPrintable(error));
    QVERIFY2(w.session()->goTo(7, &error), qPrintable(error));
    const QString html = stepCard(w).explanationPanel()->html();
    QVERIFY2(html.contains(QStringLiteral("runs exactly along a hexside or through a hex corner")),
        qPrintable(html));
    QVERIFY(!html.contains(QStringLiteral("policy")));
    QVERIFY(!html.contains(QStringLiteral("vertex")));
}

void TestTeachingWindow::theExplanationReadsInBothThemes_data()
{
    QTest::addColumn<bool>("dark");
    QTest::newRow("light theme") << false;
    QTest::newRow("dark theme") << true;
}

void TestTeachingWindow::theExplanationReadsInBothThemes()
{
    // Every text colour of the Explanation (the answer, the lines of sight, the rule references)
    // reads at 4.5:1 or more on the panel's background, and a highlighted paragraph keeps the
    // theme's text readable (WCAG AA).
    QFETCH(bool, dark);
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, "skirmish-round.json", QSize(1366, 768), &error), qPrintable(error));
    w.findChild<LayoutController *>()->setDarkTheme(dark);
    QVERIFY2(w.session()->goTo(3, &error), qPrintable(error));
    QCoreApplication::processEvents();
    ExplanationPanel *panel = stepCard(w).explanationPanel();
    const QColor base = panel->browser()->palette().color(QPalette::Base);
    const QColor text = panel->browser()->palette().color(QPalette::Text);
    const auto luminance = [](const QColor &c) {
        const auto ch = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * ch(c.redF()) + 0.7152 * ch(c.greenF()) + 0.0722 * ch(c.blueF());
    };
    const auto contrast = [&](const QColor &a, const QColor &b) {
        const double la = luminance(a);
        const double lb = luminance(b);
        return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
    };
    const QString html = panel->html();
    const QRegularExpression style(QStringLiteral("style=\"([^\"]*)\""));
    const QRegularExpression fore(QStringLiteral("(?:^|[; ])color:(#[0-9a-fA-F]{6})"));
    const QRegularExpression back(QStringLiteral("background-color:(#[0-9a-fA-F]{6})"));
    int checked = 0;
    for (auto it = style.globalMatch(html); it.hasNext();) {
        const QString css = it.next().captured(1);
        const QRegularExpressionMatch f = fore.match(css);
        const QRegularExpressionMatch b = back.match(css);
        const QColor ground = b.hasMatch() ? QColor(b.captured(1)) : base;
        const QColor ink = f.hasMatch() ? QColor(f.captured(1)) : text;
        if (!f.hasMatch() && !b.hasMatch())
            continue;
        ++checked;
        QVERIFY2(contrast(ink, ground) >= 4.5,
            qPrintable(QStringLiteral("%1 on %2: %3").arg(ink.name(), ground.name(), css)));
    }
    QVERIFY(checked >= 5);
}

void TestTeachingWindow::stepCardTellsTheStoryAndPlays()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(
        openShown(w, "tlhy-21-8-3-assault-hex.json", QSize(1600, 1000), &error), qPrintable(error));
    QCoreApplication::processEvents();
    NarrationCard *card = stepCard(w).narrationCard();
    QVERIFY(card->isVisible());
    // Before step 1: what to press.
    QVERIFY2(card->titleLabel()->text().contains(QStringLiteral("step 1")),
        qPrintable(card->titleLabel()->text()));
    QVERIFY(!card->content().canBack);
    // Page Down, which the card names, takes step 1; Page Up goes back; Next does the same.
    QTest::keyClick(w.view(), Qt::Key_PageDown);
    QCOMPARE(w.session()->position(), 1);
    QTest::keyClick(w.view(), Qt::Key_PageUp);
    QCOMPARE(w.session()->position(), 0);
    QTest::mouseClick(card->nextButton(), Qt::LeftButton);
    QCOMPARE(w.session()->position(), 1);
    QCOMPARE(card->titleLabel()->text(), w.session()->stepTitle(0));
    QCOMPARE(card->textLabel()->text(), w.session()->stepNarration(0));
    QVERIFY(card->content().narration.size() > 40);
    // The card shows the turn and phase the position records.
    QVERIFY(card->content().turn.contains(QStringLiteral("Turn 1")));
    // The story is told once: the Timeline leaves it to the card.
    QVERIFY(!w.findChild<TimelinePanel *>()->storyShown());
    const QString opening = w.session()->stepNarration(0).left(30).toHtmlEscaped();
    QVERIFY(!stepCard(w).explanationPanel()->html().contains(opening));
    stepCard(w).cardAction()->setChecked(false);
    QVERIFY(card->isHidden());
    QVERIFY(w.findChild<TimelinePanel *>()->storyShown());
    QVERIFY(stepCard(w).explanationPanel()->html().contains(opening));
    stepCard(w).cardAction()->setChecked(true);
    QVERIFY(!card->isHidden());
    // Folded, the story gives the map its room back; unfolded, it is there again.
    const int open = card->height();
    card->foldButton()->click();
    QVERIFY(card->isFolded());
    QVERIFY(card->height() < open - 30);
    card->foldButton()->click();
    QCOMPARE(card->height(), open);
    // The card sits on the map, inside it.
    QVERIFY(w.view()->rect().contains(card->geometry()));

    // Play takes the next step at once and keeps going; at the end it stops by itself.
    const int length = w.session()->timelineLength();
    card->setSpeed(50); // the pace is stepDelayLeavesTimeToRead's; here only that Play goes on
    QVERIFY2(w.session()->goTo(length - 2, &error), qPrintable(error));
    QTest::mouseClick(card->playButton(), Qt::LeftButton);
    QCOMPARE(w.session()->position(), length - 1);
    QVERIFY(card->isPlaying());
    QTRY_COMPARE_WITH_TIMEOUT(w.session()->position(), length, 5000);
    QVERIFY(!card->isPlaying());
    QVERIFY(!card->playButton()->isEnabled());
    // A step by hand pauses Play.
    QVERIFY2(w.session()->goTo(1, &error), qPrintable(error));
    QTest::mouseClick(card->playButton(), Qt::LeftButton);
    QVERIFY(card->isPlaying());
    QTest::mouseClick(card->nextButton(), Qt::LeftButton);
    QVERIFY(!card->isPlaying());
}

void TestTeachingWindow::stepDelayLeavesTimeToRead_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("atLeast");
    QTest::addColumn<int>("atMost");
    QTest::newRow("empty: still seen") << QString() << 3000 << 3000;
    QTest::newRow("ten words") << QStringLiteral("a b c d e f g h i j") << 5000 << 6000;
    QTest::newRow("a long paragraph: capped")
        << QString(QStringLiteral("word ")).repeated(400) << 20000 << 20000;
}

void TestTeachingWindow::stepDelayLeavesTimeToRead()
{
    QFETCH(QString, text);
    QFETCH(int, atLeast);
    QFETCH(int, atMost);
    const int ms = NarrationCard::stepDelayMs(text);
    QVERIFY2(ms >= atLeast && ms <= atMost, qPrintable(QString::number(ms)));
}

void TestTeachingWindow::losThreadAnswersForAnyTwoHexes_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<int>("levels");
    QTest::newRow("blocked by the woods in D3") << "C3"
                                                << "H8"
                                                << "blocked in D3" << 0;
    QTest::newRow("clear across open ground, two empty hexes") << "G5"
                                                               << "G9"
                                                               << "clear" << 0;
    QTest::newRow("from the top of the hill: its levels shown") << "O3"
                                                                << "J9"
                                                                << "O3 (level 2)" << 3;
}

void TestTeachingWindow::losThreadAnswersForAnyTwoHexes()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, verdict);
    QFETCH(int, levels);
    MainWindow w(false);
    QString error;
    QVERIFY2(openHidden(w, "tlhy-sandbox.json", QSize(1600, 1000), &error), qPrintable(error));
    losThread(w).losThreadAction()->trigger();
    QVERIFY(losThread(w).isActive());
    QVERIFY(losThread(w).losThreadAction()->isChecked());
    // The first click holds the thread; pointing at another hex draws core's trace to it.
    w.scene()->clickHex(hexOf(w, from.toLatin1().constData()));
    w.scene()->hoverHex(hexOf(w, to.toLatin1().constData()));
    QCoreApplication::processEvents();
    QCOMPARE(w.scene()->losOverlay()->traces().size(), std::size_t(1));
    const LosTrace &trace = w.scene()->losOverlay()->traces().front();
    QVERIFY(trace.firer == hexOf(w, from.toLatin1().constData()));
    QVERIFY(trace.target == hexOf(w, to.toLatin1().constData()));
    QVERIFY(trace.verdict == w.session()->traceLos(trace.firer, trace.target).verdict);
    LosThreadItem *thread = w.scene()->losThread();
    QVERIFY(thread->from() == std::optional<Hex>(trace.firer));
    QVERIFY(thread->to() == std::optional<Hex>(trace.target));
    QVERIFY2(thread->verdict().contains(verdict), qPrintable(thread->verdict()));
    QVERIFY2(thread->verdict().startsWith(from), qPrintable(thread->verdict()));
    QCOMPARE(static_cast<int>(thread->levels().size()), levels);
    for (const LosThreadItem::Level &l : thread->levels())
        QCOMPARE(l.level, w.session()->state().map().elevation(l.hex));
    // No unit is selected and nothing is previewed: the thread needs neither.
    QVERIFY(!play(w).selectedUnit());
    QVERIFY(!w.session()->currentPreview());
    // Choosing Select again puts the thread away.
    play(w).setMode(MapScene::Mode::select());
    QVERIFY(!losThread(w).isActive());
    QVERIFY(!w.scene()->losThread()->from());
}

void TestTeachingWindow::laptopLayoutGivesTheMapMostOfTheWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("collapsed"); // the panels start collapsed to the strip
    QTest::newRow("1024x640 laptop") << QSize(1024, 640) << true;
    QTest::newRow("1280x720") << QSize(1280, 720) << true;
    QTest::newRow("1366x768 laptop") << QSize(1366, 768) << false;
    QTest::newRow("1600x1000 desktop") << QSize(1600, 1000) << false;
    QTest::newRow("1920x1080 desktop") << QSize(1920, 1080) << false;
}

void TestTeachingWindow::laptopLayoutGivesTheMapMostOfTheWindow()
{
    // The map first: at least 65% of the window at every size, with every panel a click away.
    QFETCH(QSize, size);
    QFETCH(bool, collapsed);
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, "tlhy-21-8-3-assault-hex.json", size, &error), qPrintable(error));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    auto *layout = w.findChild<LayoutController *>();
    QCOMPARE(w.size(), size); // the panels do not push the window beyond the screen
    QCOMPARE(layout->focusMapAction()->isChecked(), collapsed);
    QCOMPARE(layout->panelStrip()->isVisible(), collapsed);
    const double share
        = double(w.view()->width() * w.view()->height()) / double(w.width() * w.height());
    qInfo("map share %.3f", share);
    QVERIFY2(share >= 0.65, qPrintable(QString::number(share)));
    // Every panel can still be reached: visible or a tab away, or named on the strip (or in its
    // overflow menu when the window is too low for every name).
    for (QDockWidget *d : w.findChildren<QDockWidget *>()) {
        if (!collapsed) {
            QVERIFY2(!d->isHidden(), qPrintable(d->objectName()));
            continue;
        }
        QVERIFY2(d->isHidden(), qPrintable(d->objectName()));
        auto *name = layout->panelStrip()->findChild<QToolButton *>(
            QStringLiteral("strip-%1").arg(d->objectName()));
        QVERIFY2(name, qPrintable(d->objectName()));
        auto *more = layout->panelStrip()->findChild<QToolButton *>(
            QStringLiteral("qt_toolbar_ext_button"));
        QVERIFY2(name->isVisible() || (more && more->isVisible()), qPrintable(d->objectName()));
    }
    // Fit and the zoom readout are on screen, not behind a toolbar's overflow; so are Undo, Redo
    // and the zoom buttons.
    QWidget *zoom = w.findChild<QToolButton *>(QStringLiteral("zoomButton"));
    QVERIFY(zoom && zoom->isVisible());
    // The status bar keeps room on its left for a message (the hex under the pointer): the turn
    // and the mode's hint shorten themselves with "…" before they crowd it out or overlap.
    auto *turn = w.findChild<ElidedLabel *>(QStringLiteral("turnIndicator"));
    auto *mode = w.findChild<ElidedLabel *>(QStringLiteral("modeHint"));
    QVERIFY(turn && mode);
    w.statusBar()->clearMessage();
    mode->setText(
        QStringLiteral("Select: click a counter; drag to pan, wheel to zoom; Shift-drag a "
                       "counter to move it; right-click for its orders"));
    QCoreApplication::processEvents();
    QVERIFY2(turn->x() >= w.statusBar()->width() / 5, qPrintable(QString::number(turn->x())));
    QVERIFY(turn->geometry().right() < mode->x());
    QVERIFY(mode->geometry().right() < zoom->x());
    if (size.width() <= 1366)
        QVERIFY(mode->isElided()); // the hint is longer than 30% of a laptop's window
    // A message takes the turn's place while it shows (the turn track says the same).
    w.statusBar()->showMessage(QStringLiteral("Blue side to act now"));
    QVERIFY(turn->isHidden());
    w.statusBar()->clearMessage();
    QVERIFY(!turn->isHidden());
    for (const char *name : {"undoToolBar", "viewToolBar"}) {
        auto *bar = w.findChild<QToolBar *>(QLatin1String(name));
        QVERIFY(bar);
        for (QAction *a : bar->actions()) {
            QWidget *button = bar->widgetForAction(a);
            QVERIFY2(button && button->isVisible(), qPrintable(a->text()));
        }
    }
    // A panel's tab shows its whole name: a crowded group scrolls instead of cutting names short;
    // from a 1366x768 laptop up every group has room for all of its names (fewer panels: the Hex
    // under the Unit, the Assumptions in Help).
    const QList<QTabBar *> bars = w.findChildren<QTabBar *>(Qt::FindDirectChildrenOnly);
    QVERIFY(!bars.isEmpty());
    for (QTabBar *bar : bars) {
        QCOMPARE(bar->elideMode(), Qt::ElideNone);
        if (size.width() >= 1366 && !collapsed && bar->isVisible()) {
            QVERIFY2(bar->sizeHint().width() <= bar->width() + 1,
                qPrintable(QStringLiteral("%1 tabs, %2 wide for %3")
                               .arg(bar->count())
                               .arg(bar->width())
                               .arg(bar->sizeHint().width())));
        }
    }
}

void TestTeachingWindow::collapsedPanelsComeBackFromTheStrip()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(
        openShown(w, "tlhy-21-8-3-assault-hex.json", QSize(1024, 640), &error), qPrintable(error));
    QCoreApplication::processEvents();
    auto *layout = w.findChild<LayoutController *>();
    QVERIFY(layout->panelStrip()->isVisible());
    auto stripButton = [&](const char *dock) {
        return layout->panelStrip()->findChild<PanelStripButton *>(
            QStringLiteral("strip-%1").arg(QLatin1String(dock)));
    };
    // Pointing at step 2's target with its action: the odds wait behind the lit Odds name.
    QVERIFY2(w.session()->goTo(2, &error), qPrintable(error));
    const Action fire = w.session()->game().log()[1].evaluation.action;
    QVERIFY(w.session()->stepBack());
    w.session()->preview(fire);
    QVERIFY(w.session()->currentPreview() && w.session()->currentPreview()->legal);
    QCoreApplication::processEvents();
    QVERIFY(stripButton("oddsDock")->isHighlighted());
    QVERIFY(!stripButton("unitDock")->isHighlighted());
    // A click on a name brings the panels back with that one in front.
    QTest::mouseClick(stripButton("oddsDock"), Qt::LeftButton);
    QCoreApplication::processEvents();
    QVERIFY(!layout->panelStrip()->isVisible());
    auto *odds = w.findChild<QDockWidget *>(QStringLiteral("oddsDock"));
    QVERIFY(odds->isVisible());
    QVERIFY(!odds->visibleRegion().isEmpty());
    for (QDockWidget *d : w.findChildren<QDockWidget *>())
        QVERIFY2(!d->isHidden(), qPrintable(d->objectName()));
    // The player's choice stands when the window is resized.
    w.resize(1000, 620);
    QCoreApplication::processEvents();
    QVERIFY(!layout->panelStrip()->isVisible());
    // Collapsing again by hand.
    layout->focusMapAction()->trigger();
    QCoreApplication::processEvents();
    QVERIFY(layout->panelStrip()->isVisible());
    QVERIFY(odds->isHidden());
}

void TestTeachingWindow::focusOnTheMapHidesAndRestoresPanels()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(
        openShown(w, "tlhy-21-8-3-assault-hex.json", QSize(1600, 1000), &error), qPrintable(error));
    const int before = w.view()->width() * w.view()->height();
    auto *layout = w.findChild<LayoutController *>();
    QVERIFY(!layout->panelStrip()->isVisible());
    layout->focusMapAction()->setChecked(true);
    QCoreApplication::processEvents();
    for (QDockWidget *d : w.findChildren<QDockWidget *>())
        QVERIFY2(d->isHidden(), qPrintable(d->objectName()));
    QVERIFY(layout->panelStrip()->isVisible());
    QVERIFY(w.view()->width() * w.view()->height() > before * 1.15);
    layout->focusMapAction()->setChecked(false);
    QCoreApplication::processEvents();
    for (QDockWidget *d : w.findChildren<QDockWidget *>())
        QVERIFY2(!d->isHidden(), qPrintable(d->objectName()));
    QVERIFY(!layout->panelStrip()->isVisible());
}

void TestTeachingWindow::zoomPresetsAndReadout()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, "tlhy-sandbox.json", QSize(1600, 1000), &error), qPrintable(error));
    auto *readout = w.findChild<QToolButton *>(QStringLiteral("zoomButton"));
    QVERIFY(readout);
    w.view()->setZoom(1.0);
    QVERIFY2(
        std::abs(w.view()->zoom() - 1.0) < 0.01, qPrintable(QString::number(w.view()->zoom())));
    QCOMPARE(readout->text(), QStringLiteral("100%"));
    w.view()->setZoom(2.0);
    QVERIFY(std::abs(w.view()->zoom() - 2.0) < 0.01);
    QCOMPARE(readout->text(), QStringLiteral("200%"));
}

void TestTeachingWindow::legendAndShortcutsComeFromWhatIsShown()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(openHidden(w, "tlhy-sandbox.json", QSize(1600, 1000), &error), qPrintable(error));
    const GameState &state = w.session()->state();
    const QString legend = HelpController::legendHtml(state, w.session()->rules());
    for (Hex h : state.map().hexes())
        QVERIFY2(legend.contains(QString::fromStdString(state.map().terrain(h).name)),
            state.map().terrain(h).name.c_str());
    for (const MarkerType &t : w.session()->rules().vocabulary().markers)
        QVERIFY2(legend.contains(QString::fromStdString(t.name).toHtmlEscaped()), t.name.c_str());
    // The counters' printed values are named.
    for (const Unit &u : state.units()) {
        for (const PrintedValue &v : w.session()->rules().counterPrint(u).values)
            QVERIFY2(
                legend.contains(QString::fromStdString(v.label).toHtmlEscaped()), v.label.c_str());
    }
    const QString keys = w.findChild<HelpController *>()->shortcutsHtml();
    QVERIFY(keys.contains(QStringLiteral("Line of Sight")));
    QVERIFY(keys.contains(QStringLiteral("Small-arms fire")));
    QVERIFY(keys.contains(QStringLiteral("Collapse the Panels")));
    // What has no menu (the editor's Delete) and the keys the map answers itself.
    for (const char *key :
        {"Delete Selected Unit", "Tab, Shift+Tab", "Arrow keys", "Enter", "Space", "Esc"})
        QVERIFY2(keys.contains(QLatin1String(key)), key);
}

void TestTeachingWindow::examplesInTeachingOrder()
{
    const QList<ExampleScenario> list = ExampleScenarios::list();
    QVERIFY(list.size() >= 4);
    auto indexOf = [&](const QString &title) {
        for (int i = 0; i < list.size(); ++i) {
            if (list[i].title.startsWith(title))
                return i;
        }
        return -1;
    };
    // The simple example before the one that builds on it.
    QVERIFY(indexOf(QStringLiteral("TLHY 21.8:")) >= 0);
    QVERIFY(indexOf(QStringLiteral("TLHY 21.8:")) < indexOf(QStringLiteral("TLHY 21.8.3")));
    // Each game's examples together, its sandbox after its examples.
    QStringList seen;
    for (int i = 0; i < list.size(); ++i) {
        QVERIFY(!list[i].game.isEmpty());
        if (i > 0 && list[i].game != list[i - 1].game) {
            QVERIFY2(!seen.contains(list[i].game), qPrintable(list[i].game));
            seen << list[i - 1].game;
        }
        if (i > 0 && list[i].game == list[i - 1].game && list[i - 1].steps == 0)
            QVERIFY2(list[i].steps == 0, qPrintable(list[i].title));
    }
}

void TestTeachingWindow::sandboxOpensWhereItsCountersRead()
{
    // A sandbox too big to read fitted opens at reading size where the sides meet; the first
    // American unit within reach of the Germans is in view.
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, "tlhy-sandbox.json", QSize(1024, 640), &error), qPrintable(error));
    QCoreApplication::processEvents();
    QVERIFY2(w.view()->zoom() >= StepCardController::readingZoom * 0.95,
        qPrintable(QString::number(w.view()->zoom())));
    const QRectF shown = w.view()->mapToScene(w.view()->viewport()->rect()).boundingRect();
    QVERIFY(!shown.contains(w.scene()->mapItem()->boundingRect()));
    int inView = 0;
    for (const Unit &u : w.session()->state().units()) {
        if (u.onMap() && shown.contains(w.scene()->hexCentre(u.hex)))
            ++inView;
    }
    QVERIFY2(inView >= 2, qPrintable(QString::number(inView)));
    // Fit to Window still shows the whole map.
    w.view()->fitToWindow();
    const QRectF all = w.view()->mapToScene(w.view()->viewport()->rect()).boundingRect();
    QVERIFY(all.adjusted(-2, -2, 2, 2).contains(w.scene()->mapItem()->boundingRect()));
}

void TestTeachingWindow::aGameKeepsItsZoomThroughUndo()
{
    // The player's own game (no scripted story): stepping back and forth may move the map to
    // the step, never zoom it out from under the player, back to the start included.
    MainWindow w(false);
    w.setPrompts(silentPrompts());
    w.resize(1024, 640);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QString error;
    QVERIFY2(w.findChild<FileController *>()->openFile(
                 QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/scenarios/"
                                                   "skirmish-sandbox-two-rounds.json"),
                 &error),
        qPrintable(error));
    QVERIFY(!w.session()->isExample());
    w.view()->setZoom(2.0);
    QCoreApplication::processEvents();
    const double zoom = w.view()->zoom();
    for (const int to : {10, 5, 0, 3, 11}) {
        QVERIFY2(w.session()->goTo(to, &error), qPrintable(error));
        QCoreApplication::processEvents();
        QVERIFY2(w.view()->zoom() == zoom,
            qPrintable(
                QStringLiteral("at step %1: %2, not %3").arg(to).arg(w.view()->zoom()).arg(zoom)));
    }
}

void TestTeachingWindow::whoActedThisRoundIsShown()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(openHidden(w, "tlhy-21-8-3-assault-hex.json", QSize(1600, 1000), &error),
        qPrintable(error));
    QVERIFY(play(w).activationsText().isEmpty());
    // Steps 2 and 3 (after the platoon's activation): the German 2nd Squad, then the MG section,
    // fire.
    QVERIFY2(w.session()->goTo(3, &error), qPrintable(error));
    const LogEntry *first = &w.session()->game().log()[1];
    const UnitId firer = first->evaluation.action.actors.front();
    QVERIFY(w.scene()->counterItem(firer)->acted());
    int ticked = 0;
    for (const Unit &u : w.session()->state().units()) {
        if (CounterItem *c = w.scene()->counterItem(u.id); c && c->acted())
            ++ticked;
    }
    QCOMPARE(ticked, 2);
    const QString text = play(w).activationsText();
    QVERIFY2(text.contains(QString::fromStdString(w.session()->state().unit(firer).name)),
        qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Small-arms fire at step 2")), qPrintable(text));
    // Selecting it again is a reminder on the status bar, not a refusal.
    play(w).selectUnit(firer);
    QVERIFY2(w.statusBar()->currentMessage().contains(QStringLiteral("already acted")),
        qPrintable(w.statusBar()->currentMessage()));
    QCOMPARE(play(w).selectedUnit(), std::optional<UnitId>(firer));
    // After the phase steps (Marker Adjustment, Fire Resolution) nobody has acted yet.
    QVERIFY2(w.session()->goTo(w.session()->timelineLength(), &error), qPrintable(error));
    const std::vector<LogEntry> &log = w.session()->game().log();
    QVERIFY(log.back().evaluation.action.actors.empty());
    QVERIFY(play(w).activationsText().isEmpty());
    for (const Unit &u : w.session()->state().units()) {
        if (CounterItem *c = w.scene()->counterItem(u.id))
            QVERIFY(!c->acted());
    }
    // Back to the start: no ticks.
    QVERIFY2(w.session()->goTo(0, &error), qPrintable(error));
    QVERIFY(!w.scene()->counterItem(firer)->acted());
}

void TestTeachingWindow::hexPanelListsEverythingInTheHex()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(openHidden(w, "tlhy-21-8-3-assault-hex.json", QSize(1600, 1000), &error),
        qPrintable(error));
    QVERIFY2(w.session()->goTo(5, &error), qPrintable(error));
    const Hex h9 = hexOf(w, "H9");
    w.scene()->hoverHex(h9);
    QCoreApplication::processEvents();
    const QString text = play(w).hexPanel()->toPlainText();
    const GameState &state = w.session()->state();
    // Every unit in the stack by name, every marker, the terrain and its features by name.
    for (const Unit *u : state.unitsIn(h9))
        QVERIFY2(text.contains(QString::fromStdString(u->name)), qPrintable(text));
    QCOMPARE(text.count(QStringLiteral("•")),
        static_cast<qsizetype>(state.unitsIn(h9).size() + state.markersAt(h9).size()));
    QVERIFY(text.contains(QString::fromStdString(state.map().terrain(h9).name)));
    for (const std::string &f : state.map().features(h9)) {
        QVERIFY2(!text.contains(QString::fromStdString(f)), f.c_str()); // not the id
        QVERIFY(text.contains(QString::fromStdString(w.session()->rules().featureName(f))));
    }
    // It keeps the last hex when the mouse leaves the map.
    w.scene()->hoverHex(std::nullopt);
    QCOMPARE(play(w).hexPanel()->toPlainText(), text);
}

void TestTeachingWindow::textSizeFollowsTheScreenOrTheChoice_data()
{
    QTest::addColumn<int>("chosen");
    QTest::addColumn<int>("screenHeight");
    QTest::addColumn<int>("percent");
    QTest::newRow("laptop, following the screen") << 0 << 768 << 100;
    QTest::newRow("1080p, following the screen") << 0 << 1080 << 100;
    QTest::newRow("1440p desktop: larger text") << 0 << 1440 << 120;
    QTest::newRow("4K at scale 1: at most 150%") << 0 << 2160 << 150;
    QTest::newRow("the player's choice wins") << 90 << 1440 << 90;
}

void TestTeachingWindow::textSizeFollowsTheScreenOrTheChoice()
{
    QFETCH(int, chosen);
    QFETCH(int, screenHeight);
    QFETCH(int, percent);
    QCOMPARE(LayoutController::textPercentFor(chosen, screenHeight), percent);
    if (percent == 100)
        return;
    MainWindow w(false);
    const QFont before = w.font();
    w.findChild<LayoutController *>()->setTextPercent(percent);
    const double scale = w.font().pointSizeF() / before.pointSizeF();
    QVERIFY2(std::abs(scale - percent / 100.0) < 0.02, qPrintable(QString::number(scale)));
    QCOMPARE(stepCard(w).narrationCard()->font().pointSizeF(), w.font().pointSizeF());
    w.findChild<LayoutController *>()->setTextPercent(100);
    QCOMPARE(w.font().pointSizeF(), before.pointSizeF());
}

void TestTeachingWindow::darkThemeDarkensThePanelsNotTheMap()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, "tlhy-sandbox.json", QSize(1024, 640), &error), qPrintable(error));
    const QColor light = w.palette().color(QPalette::Window);
    const QImage mapBefore = w.view()->grab().toImage();
    auto *action = w.findChild<QAction *>(QStringLiteral("darkThemeAction"));
    QVERIFY(action);
    w.findChild<LayoutController *>()->setDarkTheme(true);
    QCoreApplication::processEvents();
    QVERIFY(w.findChild<LayoutController *>()->darkTheme());
    QVERIFY(w.palette().color(QPalette::Window).lightness() < 80);
    QVERIFY(w.palette().color(QPalette::WindowText).lightness() > 180);
    QVERIFY(stepCard(w).explanationPanel()->palette().color(QPalette::Base).lightness() < 80);
    // The printed map keeps its colours: the centre of the view is the same picture.
    const QImage mapAfter = w.view()->grab().toImage();
    const QPoint centre = mapBefore.rect().center();
    QCOMPARE(mapAfter.pixelColor(centre), mapBefore.pixelColor(centre));
    // Every toolbar icon reads on the dark window: its lightest part at 3:1 or more against the
    // toolbar (they were dark grey on dark grey).
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF())
            + 0.0722 * channel(c.blueF());
    };
    const double background = luminance(w.palette().color(QPalette::Window));
    int icons = 0;
    for (QToolBar *bar : w.findChildren<QToolBar *>()) {
        for (QAction *a : bar->actions()) {
            if (a->icon().isNull())
                continue;
            const QImage image = a->icon().pixmap(22).toImage();
            std::vector<double> seen;
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    if (c.alpha() > 200)
                        seen.push_back(luminance(c));
                }
            }
            QVERIFY2(!seen.empty(), qPrintable(a->text()));
            std::sort(seen.begin(), seen.end());
            const double lightest = seen[seen.size() * 9 / 10];
            const double ratio = (lightest + 0.05) / (background + 0.05);
            QVERIFY2(ratio >= 3.0, qPrintable(QStringLiteral("%1: %2").arg(a->text()).arg(ratio)));
            ++icons;
        }
    }
    QVERIFY(icons >= 8);
    w.findChild<LayoutController *>()->setDarkTheme(false);
    QCoreApplication::processEvents();
    QCOMPARE(w.palette().color(QPalette::Window), light);
}

void TestTeachingWindow::bestShotsRankTheTargets()
{
    MainWindow w(false);
    QString error;
    QVERIFY2(openHidden(w, "tlhy-sandbox.json", QSize(1600, 1000), &error), qPrintable(error));
    QListWidget *list = advice(w).bestShotsList();
    QCOMPARE(list->count(), 1); // what to do first
    QVERIFY(!(list->item(0)->flags() & Qt::ItemIsEnabled));
    // An American squad with its small-arms fire: every German hex, best first.
    const Unit *firer = nullptr;
    for (const Unit &u : w.session()->state().units()) {
        if (u.side.value == "us" && u.name.find("Squad") != std::string::npos) {
            firer = &u;
            break;
        }
    }
    QVERIFY(firer);
    const UnitId firerId = firer->id;
    // The sandbox starts at the Initiative: the Americans win it (10 against 1) and activate the
    // squad's platoon, so its fire is asked where it may be taken (its SADRM is worked out).
    w.session()->setScriptedDice({10, 1});
    QVERIFY2(w.findChild<TurnTrack *>()->endPhase(&error), qPrintable(error));
    QCOMPARE(w.session()->state().sequence().firstSide, std::optional<SideId>(SideId {"us"}));
    Action activate;
    activate.kind = "activate-platoon";
    activate.actors = {firerId};
    QVERIFY2(w.session()->commit(activate, QStringLiteral("Activate"), &error), qPrintable(error));
    firer = &w.session()->state().unit(firerId);
    play(w).selectUnit(firer->id);
    QVERIFY(play(w).setMode(MapScene::Mode::perform("small-arms-fire")));
    Action templ = *play(w).actionFor(firer->hex);
    templ.via.reset();
    const BestShots shots = bestShots(w.session()->rules(), w.session()->state(), templ);
    QCOMPARE(list->count(), static_cast<int>(shots.allowed.size() + shots.refused.size()));
    QVERIFY(list->count() > 1);
    for (int i = 0; i < static_cast<int>(shots.allowed.size()); ++i) {
        const ShotOption &o = shots.allowed[static_cast<std::size_t>(i)];
        QVERIFY2(list->item(i)->text().contains(QString::fromStdString(o.summary.text)),
            qPrintable(list->item(i)->text()));
    }
    for (int i = 0; i < static_cast<int>(shots.refused.size()); ++i) {
        const ShotOption &o = shots.refused[static_cast<std::size_t>(i)];
        QListWidgetItem *item = list->item(static_cast<int>(shots.allowed.size()) + i);
        QVERIFY2(item->toolTip().contains(QString::fromStdString(o.evaluation.whyNot).left(20)),
            qPrintable(item->toolTip()));
    }
    // Clicking the best one points at it: core's evaluation of it is previewed.
    if (!shots.allowed.empty()) {
        emit list->itemClicked(list->item(0));
        const auto &preview = w.session()->currentPreview();
        QVERIFY(preview);
        QVERIFY(preview->action.target == shots.allowed.front().evaluation.action.target);
    }
}

void TestTeachingWindow::interactiveWindowStartsWithTheSavedLook()
{
    // The interactive window applies the saved text size and theme while it is being built,
    // before any game is open (settings are the test's own: QStandardPaths test mode).
    Settings::darkTheme.set(true);
    Settings::textPercent.set(130);
    {
        MainWindow w(true);
        QVERIFY(w.findChild<LayoutController *>()->darkTheme());
        QCOMPARE(w.findChild<LayoutController *>()->textPercent(), 130);
        QCOMPARE(stepCard(w).narrationCard()->font().pointSizeF(), w.font().pointSizeF());
        w.findChild<LayoutController *>()->setDarkTheme(false);
        w.findChild<LayoutController *>()->setTextPercent(100);
    }
    Settings::darkTheme.reset();
    Settings::textPercent.reset();
}

void TestTeachingWindow::everyStepIsShownAboveTheCard_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QSize>("size");
    // The action of the skirmish round happens at the bottom of a small map, where the card lies.
    // Every bundled example with a script.
    const QStringList files = QDir(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios"))
                                  .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &f : files) {
        if (f.contains(QStringLiteral("sandbox")))
            continue;
        // The laptop sizes, where the card takes the largest share of the map.
        for (const QSize size : {QSize(1024, 640), QSize(1366, 768)})
            QTest::newRow(
                qPrintable(QStringLiteral("%1, %2x%3").arg(f).arg(size.width()).arg(size.height())))
                << f << size;
    }
}

void TestTeachingWindow::everyStepIsShownAboveTheCard()
{
    QFETCH(QString, file);
    QFETCH(QSize, size);
    MainWindow w(false);
    QString error;
    QVERIFY2(openShown(w, qPrintable(file), size, &error), qPrintable(error));
    QCoreApplication::processEvents();
    NarrationCard *card = stepCard(w).narrationCard();
    for (int step = 0; step <= w.session()->timelineLength(); ++step) {
        QVERIFY2(w.session()->goTo(step, &error), qPrintable(error));
        QCoreApplication::processEvents();
        QVERIFY(card->isVisible());
        // Before step 1 every counter on the map; then the units that acted and the one aimed
        // at, where they stand after the step.
        std::vector<UnitId> shown;
        if (const LogEntry *entry = w.session()->currentEntry()) {
            shown = entry->evaluation.action.actors;
            if (entry->evaluation.action.targetUnit)
                shown.push_back(*entry->evaluation.action.targetUnit);
        } else {
            QCOMPARE(step, 0);
            for (const Unit &u : w.session()->state().units())
                shown.push_back(u.id);
        }
        QRect visible = w.view()->viewport()->rect();
        visible.setBottom(card->geometry().top() - 1);
        for (const UnitId &id : shown) {
            const Unit *u = w.session()->state().findUnit(id);
            if (!u || !u->onMap())
                continue;
            const QPoint at = w.view()->mapFromScene(w.scene()->hexCentre(u->hex));
            QVERIFY2(visible.contains(at),
                qPrintable(QStringLiteral("step %1: %2 at (%3, %4) is not in view above the card")
                               .arg(step)
                               .arg(QString::fromStdString(u->name))
                               .arg(at.x())
                               .arg(at.y())));
        }
    }
}

QTEST_MAIN(TestTeachingWindow)
#include "tst_teachingwindow.moc"
