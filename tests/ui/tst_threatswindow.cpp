// The Threats view and the What If panel in the window (issue 14): View > Show Threats tints the
// map with core's threatMap and lists core's threatsTo for the hex pointed at, a click previewing
// an enemy's attack; the What If panel offers core's changes to the previewed action and shows
// the odds before and after in two charts. The window shows what core computed, nothing more.

#include "app/rulesets.h"
#include "core/rules/threats.h"
#include "core/rules/whatif.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/map/mapscene.h"
#include "ui/map/threatshadeitem.h"
#include "ui/panels/oddschart.h"
#include "ui/panels/threatspanel.h"
#include "ui/panels/whatifpanel.h"
#include "windowcontrollers.h"

#include <QAction>
#include <QCheckBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QResizeEvent>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hexfire;
using namespace hexfire::testing;

namespace {

QString scenario(const QString &name)
{
    return QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/") + name;
}

/** Opens file hidden at the position before script step `step` and returns that step's action. */
Action openBefore(MainWindow &w, const QString &file, int step)
{
    w.resize(1600, 1000);
    QString error;
    if (!w.findChild<FileController *>()->openFile(scenario(file), &error))
        qFatal("%s", qPrintable(error));
    if (!w.session()->goTo(step, &error))
        qFatal("%s", qPrintable(error));
    const Action done = w.session()->currentEntry()->evaluation.action;
    w.session()->goTo(step - 1);
    return done;
}

/** The unit a scripted action aims at (its target unit, or the first other-side unit there). */
const Unit &targetOf(const GameState &state, const Action &a)
{
    if (a.targetUnit)
        return state.unit(*a.targetUnit);
    const SideId own = state.unit(a.actors.front()).side;
    for (const Unit *u : state.unitsIn(*a.target)) {
        if (u->side != own)
            return *u;
    }
    qFatal("no target");
}

} // namespace

class TestThreatsWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        registerRuleSets();
    }
    void threatsToolTintsAndLists_data();
    void threatsToolTintsAndLists();
    void whatIfShowsBeforeAndAfter_data() { threatsToolTintsAndLists_data(); }
    void whatIfShowsBeforeAndAfter();
    void anEvaluationPastALimitIsARefusal();
};

void TestThreatsWindow::threatsToolTintsAndLists_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step"); // the scripted step (1-based) that fires
    // 21.8.3: step 1 activates the German platoon, its 2nd Squad fires in step 2.
    QTest::newRow("The Last Hundred Yards") << "tlhy-21-8-3-assault-hex.json" << 2;
    QTest::newRow("La Bataille") << "labataille-fire-combat.json" << 1;
    QTest::newRow("2d6 Skirmish") << "skirmish-tutorial.json" << 1;
    QTest::newRow("Tide of Iron") << "toi-concentrated-attack.json" << 1;
}

void TestThreatsWindow::threatsToolTintsAndLists()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    MainWindow w(false);
    const Action done = openBefore(w, file, step);
    const GameState &state = w.session()->state();
    const RuleSet &rules = w.session()->rules();
    const Unit &target = targetOf(state, done);
    play(w).selectUnit(target.id);
    QVERIFY(*advice(w).threatenedSide() == target.side);
    QCOMPARE(w.scene()->threatShade()->shadedCount(), 0);

    advice(w).threatsAction()->setChecked(true);
    // Worked out in a worker thread: the window does not wait for it.
    QTRY_VERIFY(!advice(w).threatsPending());
    // The map's tint is core's threat map for the selected unit, wherever it might stand.
    const ThreatMap expected = threatMapFor(rules, state, target.id);
    QVERIFY(w.scene()->threatShade()->levels() == expected.best);
    QVERIFY(w.scene()->threatShade()->shadedCount() > 0);
    const int cell = state.map().coordinates().cellIndex(target.hex);
    QVERIFY(w.scene()->threatShade()->levels()[static_cast<std::size_t>(cell)] >= 0.0);

    // Pointing at the target's hex lists core's threats there, best first, then the refused.
    w.scene()->hoverHex(target.hex);
    const BestShots threats = threatsTo(rules, state, target.hex, target.side);
    QListWidget *list = advice(w).threatsPanel()->list();
    QCOMPARE(list->count(), static_cast<int>(threats.allowed.size() + threats.refused.size()));
    QVERIFY(!threats.allowed.empty());
    for (std::size_t i = 0; i < threats.allowed.size(); ++i) {
        const QString text = list->item(static_cast<int>(i))->text();
        const Unit &attacker = state.unit(threats.allowed[i].evaluation.action.actors.front());
        QVERIFY2(text.contains(QString::fromStdString(attacker.name)), qPrintable(text));
        QVERIFY2(text.contains(QString::fromStdString(threats.allowed[i].summary.text)),
            qPrintable(text));
    }
    QVERIFY(advice(w).threatsPanel()->headerText().contains(
        QString::fromStdString(state.findSide(target.side)->name)));

    // Clicking the most dangerous attack previews it: core's evaluation of the enemy's action.
    emit list->itemClicked(list->item(0));
    const auto &preview = w.session()->currentPreview();
    QVERIFY(preview);
    QVERIFY(preview->action == threats.allowed.front().evaluation.action);
    QVERIFY(stepCard(w).oddsChart()->odds() == threats.allowed.front().evaluation.odds);

    // A hex where nobody stands: the attacks on the selected unit were it there, not previewed.
    for (const Hex h : state.map().hexes()) {
        if (!state.unitsIn(h).empty())
            continue;
        w.scene()->hoverHex(h);
        const BestShots there
            = threatsTo(rules, standingIn(state, target.id, h), h, target.side, target.id);
        QCOMPARE(list->count(), static_cast<int>(there.allowed.size() + there.refused.size()));
        QVERIFY2(advice(w).threatsPanel()->headerText().startsWith(QStringLiteral("If ")),
            qPrintable(advice(w).threatsPanel()->headerText()));
        if (list->count() > 0) {
            w.session()->clearPreview();
            emit list->itemClicked(list->item(0));
            QVERIFY(!w.session()->currentPreview());
        }
        break;
    }
    // A hex the enemy alone holds: nobody of the side there to attack, and the panel says so
    // (it once said that no enemy might attack the side "in" the enemy's hex).
    bool enemyHex = false;
    for (const Hex h : state.map().hexes()) {
        const auto there = state.unitsIn(h);
        if (there.empty() || std::any_of(there.begin(), there.end(), [&](const Unit *u) {
                return u->side == target.side;
            }))
            continue;
        w.scene()->hoverHex(h);
        const QString header = advice(w).threatsPanel()->headerText();
        QVERIFY2(header.startsWith(QString::fromStdString(state.map().label(h)) + " is held by the "
                     + QString::fromStdString(state.findSide(there.front()->side)->name)),
            qPrintable(header));
        QVERIFY2(header.contains(QString::fromStdString(target.name)), qPrintable(header));
        QCOMPARE(list->count(), 0);
        enemyHex = true;
        break;
    }
    QVERIFY(enemyHex);
    // Nobody selected: the tint is the side's as it stands (the scenario's first side).
    play(w).selectUnit(std::nullopt);
    QTRY_VERIFY(!advice(w).threatsPending());
    QVERIFY(w.scene()->threatShade()->levels()
        == threatMap(rules, state, state.sides().front().id).best);
    // A newer position cancels the computation under way: only its tint reaches the map, and
    // the window did not wait for either.
    play(w).selectUnit(target.id);
    QVERIFY(advice(w).threatsPending());
    play(w).selectUnit(std::nullopt);
    QVERIFY(advice(w).threatsPending());
    QTRY_VERIFY(!advice(w).threatsPending());
    QVERIFY(w.scene()->threatShade()->levels()
        == threatMap(rules, state, state.sides().front().id).best);

    advice(w).threatsAction()->setChecked(false);
    QCOMPARE(w.scene()->threatShade()->shadedCount(), 0);
    QCOMPARE(list->count(), 0);
}

void TestThreatsWindow::whatIfShowsBeforeAndAfter()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    MainWindow w(false);
    const Action done = openBefore(w, file, step);
    const GameState &state = w.session()->state();
    WhatIfPanel *panel = advice(w).whatIfPanel();
    QCOMPARE(panel->changeList()->count(), 0);

    w.session()->preview(done);
    QVERIFY(panel->action() == done);
    const std::vector<WhatIfChange> changes = whatIfChanges(w.session()->rules(), state, done);
    QVERIFY(!changes.empty());
    QCOMPARE(panel->changeList()->count(), static_cast<int>(changes.size()));
    for (int i = 0; i < panel->changeList()->count(); ++i)
        QCOMPARE(panel->changeList()->item(i)->text().simplified(),
            QString::fromStdString(changes[static_cast<std::size_t>(i)].label));

    // Choosing a change: two charts side by side, each core's odds for its side.
    const int row = static_cast<int>(changes.size()) - 1;
    panel->changeList()->setCurrentRow(row);
    QVERIFY(panel->shown());
    const WhatIf expected
        = whatIf(w.session()->rules(), state, done, changes[static_cast<std::size_t>(row)]);
    QVERIFY(panel->beforeChart()->odds() == expected.before.odds);
    QVERIFY(panel->afterChart()->odds() == expected.after.odds);
    QVERIFY(panel->beforeChart()->isVisibleTo(panel));
    QVERIFY(panel->afterChart()->isVisibleTo(panel));
    QVERIFY(panel->beforeChart()->parentWidget() == panel->afterChart()->parentWidget());
    // Side by side where there is room for both, one above the other in a narrow column.
    // (The window is not shown: the resize events are sent as a layout would send them.)
    QResizeEvent wide(QSize(900, 600), panel->size());
    QCoreApplication::sendEvent(panel, &wide);
    QVERIFY(panel->sideBySide());
    QResizeEvent narrow(QSize(300, 600), QSize(900, 600));
    QCoreApplication::sendEvent(panel, &narrow);
    QVERIFY(!panel->sideBySide());
    QVERIFY(panel->afterTitle()->text().contains(
        QString::fromStdString(changes[static_cast<std::size_t>(row)].label).toHtmlEscaped()));
    QVERIFY(!panel->beforeTitle()->text().isEmpty());

    // The mouse leaving the map for the panel keeps the action; Keep holds it against another.
    w.session()->clearPreview();
    QVERIFY(panel->action() == done);
    panel->keepBox()->setChecked(true);
    Action other = done;
    other.params.clear();
    other.actors = {other.actors.front()};
    w.session()->preview(other);
    QVERIFY(panel->action() == done);
    QVERIFY(panel->shown());
}

void TestThreatsWindow::anEvaluationPastALimitIsARefusal()
{
    // A Tide of Iron squad of 1000 elites validates and attacks with 2000 dice, more than odds are
    // worked out for: the window once aborted ("terminate called") on the preview, What If or
    // Threats. Every one of them now shows the rules' refusal with its reason.
    QFile fixture(QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/scenarios/toi-reactions.json"));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(fixture.readAll()).object();
    QJsonArray units = root[QStringLiteral("units")].toArray();
    QJsonObject big = units[0].toObject();
    QJsonArray figures;
    for (int i = 0; i < 1000; ++i)
        figures.append(QStringLiteral("elite"));
    big[QStringLiteral("tideofiron")] = QJsonObject {{QStringLiteral("figures"), figures}};
    units[0] = big;
    root[QStringLiteral("units")] = units;
    root.remove(QStringLiteral("script"));
    // The Americans' action turn: their attack is an action, not a reply.
    root[QStringLiteral("sequence")]
        = QJsonObject {{QStringLiteral("phase"), QStringLiteral("action")},
            {QStringLiteral("firstSide"), QStringLiteral("us")}};
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("squad-1000-elites.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(root).toJson());
    file.close();

    MainWindow w(false);
    w.resize(1600, 1000);
    QString error;
    QVERIFY2(w.findChild<FileController *>()->openFile(file.fileName(), &error), qPrintable(error));
    const GameState &state = w.session()->state();
    const RuleSet &rules = w.session()->rules();
    Action a;
    a.kind = "attack";
    a.actors = {UnitId {"us-1"}};
    a.targetUnit = UnitId {"de-1"};
    a.params = defaultParams(*findByKey(rules.vocabulary().actions, a.kind));
    const std::string why = "the attack would roll 2000 dice: at most 1000 are rolled at once";
    QCOMPARE(w.session()->evaluate(a).whyNot, why);

    w.session()->preview(a); // the hover's preview, followed by the What If panel
    QVERIFY(w.session()->currentPreview());
    QCOMPARE(w.session()->currentPreview()->whyNot, why);
    QVERIFY(advice(w).whatIfPanel()->action() == a);

    // Threats against the target: the big squad's attack among them, refused.
    const Unit &target = state.unit(UnitId {"de-1"});
    play(w).selectUnit(target.id);
    advice(w).threatsAction()->setChecked(true);
    w.scene()->hoverHex(target.hex);
    QListWidget *list = advice(w).threatsPanel()->list();
    QStringList texts;
    for (int i = 0; i < list->count(); ++i)
        texts << list->item(i)->text().simplified() + list->item(i)->toolTip().simplified();
    QVERIFY2(texts.join(QLatin1Char('\n')).contains(QStringLiteral("2000 dice")),
        qPrintable(texts.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestThreatsWindow)
#include "tst_threatswindow.moc"
