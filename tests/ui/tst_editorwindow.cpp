// The scenario editor in the window (offscreen), through the editor's own actions: the mouse on
// the map (paint strokes, fill, elevation, hexside and in-hex features, units placed, selected,
// edited in the palette's form and dragged, markers, erase), then save, reload and compare, undo
// everything back to the empty new scenario, and play from the edited position. One row per rule
// system, the one-die test rules included: the editor learns everything from RuleSet.

#include "app/rulesets.h"
#include "core/edit/newscenario.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"
#include "tests/onedie/onedieruleset.h"
#include "ui/editor/editorcontroller.h"
#include "ui/editor/editorpalette.h"
#include "ui/editor/newscenariodialog.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/map/mapscene.h"
#include "ui/settings.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsPixmapItem>
#include <QImage>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <thread>

using namespace hexfire;

class TestEditorWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        registerRuleSets();
        registerOneDie();
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HexFireTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_editorwindow"));
        Settings::animations.set(false);
        Settings::physicalDice.set(false);
    }
    void init()
    {
        m_window = std::make_unique<MainWindow>(false);
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QString error;
        const QString file = QStringLiteral(
            HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-21-8-simple-fire-resolution.json");
        QVERIFY2(
            m_window->findChild<FileController *>()->openFile(file, &error), qPrintable(error));
    }
    void cleanup() { m_window.reset(); }

    void buildSaveReloadUndo_data()
    {
        QTest::addColumn<QString>("ruleset");
        for (const std::string &id : RuleSetRegistry::ids())
            QTest::newRow(id.c_str()) << QString::fromStdString(id);
    }
    void buildSaveReloadUndo();
    void refusedEditShowsTheReason();
    void editingAPlayedGameStartsFromTheCurrentPosition();
    void hexsidePicking_data();
    void hexsidePicking();
    void backgroundImage();
    void backgroundThatIsNotAnImageFile_data();
    void backgroundThatIsNotAnImageFile();
    void dropFromTheLibrary();
    void newScenarioDialogOffersThePresets_data();
    void newScenarioDialogOffersThePresets();
    void steppingTheGameKeepsTheEditedMap();

private:
    EditorController *editor() const { return m_window->editorController(); }
    QPointF centre(int col, int row) const
    {
        const auto &coords = editor()->editor().position().map().coordinates();
        return m_window->scene()->hexCentre(coords.toHex({col, row}));
    }
    Hex hex(int col, int row) const
    {
        return editor()->editor().position().map().coordinates().toHex({col, row});
    }
    void click(QPointF p)
    {
        editor()->pressAt(p);
        editor()->releaseAt(p);
    }
    Scenario startNew(const std::string &ruleset)
    {
        NewScenarioSpec spec;
        spec.rulesetId = ruleset;
        spec.map = RuleSetRegistry::create(ruleset)->vocabulary().mapPresets.back();
        QString error;
        if (!editor()->startNew(spec, &error))
            qWarning("%s", qPrintable(error));
        return buildNewScenario(spec);
    }
    std::unique_ptr<MainWindow> m_window;
};

void TestEditorWindow::buildSaveReloadUndo()
{
    QFETCH(QString, ruleset);
    const Scenario empty = startNew(ruleset.toStdString());
    QVERIFY(editor()->isEditing());
    QVERIFY(editor()->dock()->isVisible());
    QVERIFY(editor()->editModeAction()->isChecked());
    const RuleSet &rules = editor()->editor().ruleSet();
    QUndoStack *stack = editor()->undoStack();

    // A paint stroke across three hexes is one undo step.
    const std::vector<TerrainKind> kinds = rules.vocabulary().terrainKinds;
    QVERIFY(kinds.size() >= 2);
    editor()->setTool(EditorController::Tool::Paint);
    editor()->setTerrain(kinds[1].id);
    editor()->pressAt(centre(0, 0));
    editor()->dragTo(centre(1, 0));
    editor()->dragTo(centre(2, 0));
    editor()->dragTo(centre(2, 0));
    editor()->releaseAt(centre(2, 0));
    QCOMPARE(stack->count(), 1);
    const MapGrid *map = &editor()->editor().position().map();
    for (int c = 0; c < 3; ++c)
        QCOMPARE(map->terrain(hex(c, 0)).id, kinds[1].id);
    QCOMPARE(map->terrain(hex(3, 0)).id, kinds[0].id);

    // Fill: the open region around the stroke becomes the last terrain.
    editor()->setTool(EditorController::Tool::Fill);
    editor()->setTerrain(kinds.back().id);
    click(centre(4, 3));
    map = &editor()->editor().position().map();
    QCOMPARE(map->terrain(hex(0, 5)).id, kinds.back().id);
    QCOMPARE(stack->count(), 2);

    editor()->setTool(EditorController::Tool::Raise);
    click(centre(5, 2));
    QCOMPARE(editor()->editor().position().map().elevation(hex(5, 2)), 1);

    for (const FeatureType &f : rules.vocabulary().featureTypes) {
        editor()->setFeature(f.key);
        if (f.place == FeaturePlace::Hexside) {
            editor()->setTool(EditorController::Tool::Hexside);
            click(centre(6, 3) + QPointF(0, 40)); // near the south edge of a flat-top hex
        } else {
            editor()->setTool(EditorController::Tool::Feature);
            click(centre(6, 1));
            QVERIFY(editor()->editor().position().map().hasFeature(hex(6, 1), f.key));
        }
    }

    // One unit of each type, from the library, for alternating sides.
    int n = 0;
    const auto &sides = editor()->editor().position().sides();
    for (const UnitType &t : rules.vocabulary().unitTypes) {
        editor()->setSide(sides[static_cast<std::size_t>(n % 2)].id);
        editor()->setUnitType(t.key);
        editor()->setTool(EditorController::Tool::PlaceUnit);
        click(centre(n % 6, 3 + n / 6));
        QVERIFY2(editor()->lastRefusal().isEmpty(), qPrintable(editor()->lastRefusal()));
        ++n;
    }
    QCOMPARE(static_cast<int>(editor()->editor().position().units().size()), n);

    // Select the first, rename it through the palette's form, drag it one hex east.
    editor()->setTool(EditorController::Tool::Select);
    click(centre(0, 3));
    QVERIFY(editor()->selectedUnit().has_value());
    const UnitId first = *editor()->selectedUnit();
    auto *name = qobject_cast<QLineEdit *>(editor()->palette()->unitInput("name"));
    QVERIFY(name);
    name->setText(QStringLiteral("Renamed in the form"));
    QString reason;
    QVERIFY2(editor()->palette()->applyUnitForm(&reason), qPrintable(reason));
    QCOMPARE(editor()->editor().position().unit(first).name, std::string("Renamed in the form"));
    editor()->pressAt(centre(0, 3));
    editor()->releaseAt(centre(0, 5));
    QVERIFY(editor()->editor().position().unit(first).hex == hex(0, 5));

    if (!rules.vocabulary().markers.empty()) {
        editor()->setMarkerKind(rules.vocabulary().markers.front().key);
        editor()->setTool(EditorController::Tool::PlaceMarker);
        click(centre(7, 1));
        click(centre(7, 2));
        editor()->setTool(EditorController::Tool::Erase);
        click(centre(7, 2));
    }
    const int steps = stack->count();
    QVERIFY(steps >= 6);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("edited.json"));
    QString error;
    QVERIFY2(editor()->saveTo(path, &error), qPrintable(error));
    const LoadResult loaded = loadScenarioFile(path.toStdString());
    QVERIFY2(loaded.ok(), loaded.diagnostics.format().c_str());
    // The file holds everything; only the numbering of markers after a removed one is not in
    // it (a file numbers its markers 1, 2, ...), so the edited scenario is compared as written.
    QCOMPARE(scenarioToText(*loaded.scenario), scenarioToText(editor()->editor().scenario()));
    const LoadResult asWritten
        = loadScenarioText(scenarioToText(editor()->editor().scenario()), "edited");
    QVERIFY(asWritten.ok());
    QVERIFY(sameContent(*loaded.scenario, *asWritten.scenario));
    const Scenario built = editor()->editor().scenario();

    // Every step undone: the empty new scenario; every step redone: the built one.
    stack->setIndex(0);
    QVERIFY(sameContent(editor()->editor().scenario(), empty));
    QVERIFY(editor()->editor().position() == empty.initial);
    stack->setIndex(steps);
    QVERIFY(sameContent(editor()->editor().scenario(), built));

    // Leaving edit mode plays from the edited position.
    QVERIFY2(editor()->finishEditing(&error), qPrintable(error));
    QVERIFY(!editor()->isEditing());
    QVERIFY(!editor()->dock()->isVisible());
    QVERIFY(m_window->session()->state() == asWritten.scenario->initial
        || m_window->session()->state() == built.initial);
    QCOMPARE(&m_window->scene()->state().map() == &m_window->session()->state().map()
            || m_window->scene()->state().map() == m_window->session()->state().map(),
        true);
}

void TestEditorWindow::refusedEditShowsTheReason()
{
    startNew("tlhy");
    editor()->setUnitType("squad");
    editor()->setTool(EditorController::Tool::PlaceUnit);
    click(centre(2, 2));
    editor()->setTool(EditorController::Tool::Select);
    click(centre(2, 2));
    QVERIFY(editor()->selectedUnit());
    auto *steps = qobject_cast<QSpinBox *>(editor()->palette()->unitInput("maxStrength"));
    QVERIFY(steps);
    steps->setValue(3);
    const int before = editor()->undoStack()->count();
    QString reason;
    QVERIFY(!editor()->palette()->applyUnitForm(&reason));
    QVERIFY2(reason.contains(QStringLiteral("squad")), qPrintable(reason));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(reason),
        qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(editor()->undoStack()->count(), before);
    QCOMPARE(editor()->editor().position().unit(*editor()->selectedUnit()).maxStrength, 2);
    // A profile value the rule system's reader refuses: the form's own reason.
    auto *cohesion = qobject_cast<QSpinBox *>(editor()->palette()->unitInput("cohesion"));
    QVERIFY(cohesion);
}

void TestEditorWindow::editingAPlayedGameStartsFromTheCurrentPosition()
{
    GameSession *session = m_window->session();
    QVERIFY(session->timelineLength() > 0);
    QString error;
    QVERIFY2(session->stepForward(&error), qPrintable(error));
    const GameState played = session->state();
    QString note;
    QVERIFY(editor()->startEditing(&note));
    QVERIFY2(note.contains(QStringLiteral("current position")), qPrintable(note));
    QVERIFY(editor()->editor().position() == played);
    QVERIFY(editor()->editor().scenario().script.empty());
    // Opening another game ends the edit.
    QVERIFY(m_window->findChild<FileController *>()->openFile(
        QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-sandbox.json"), &error));
    QVERIFY(!editor()->isEditing());
    QVERIFY(!editor()->editModeAction()->isChecked());
}

void TestEditorWindow::hexsidePicking_data()
{
    QTest::addColumn<int>("direction");
    for (int d = 0; d < 6; ++d)
        QTest::newRow(qPrintable(QStringLiteral("direction %1").arg(d))) << d;
}

void TestEditorWindow::hexsidePicking()
{
    QFETCH(int, direction);
    startNew("skirmish");
    const Hex h = hex(3, 3);
    const Segment side
        = m_window->scene()->layout().hexside(h, static_cast<HexDirection>(direction));
    const QPointF c = m_window->scene()->hexCentre(h);
    const QPointF mid((side.a.x + side.b.x) / 2, (side.a.y + side.b.y) / 2);
    editor()->setFeature("wall");
    editor()->setTool(EditorController::Tool::Hexside);
    click(c + (mid - c) * 0.85);
    const MapGrid &map = editor()->editor().position().map();
    QCOMPARE(std::string(map.hexsideFeature(h, static_cast<HexDirection>(direction))),
        std::string("wall"));
    QCOMPARE(static_cast<int>(map.hexsideFeatures().size()), 1);
    // The same edge again clears it.
    click(c + (mid - c) * 0.85);
    QVERIFY(editor()->editor().position().map().hexsideFeatures().empty());
}

void TestEditorWindow::backgroundImage()
{
    startNew("tideofiron");
    QTemporaryDir dir;
    const QString image = dir.filePath(QStringLiteral("scan.png"));
    QImage picture(400, 300, QImage::Format_RGB32);
    picture.fill(Qt::darkGreen);
    QVERIFY(picture.save(image));
    BackgroundImage b {image.toStdString(), 20.0, 30.0, 25.0};
    QVERIFY(editor()->setBackground(b));
    QVERIFY(editor()->backgroundItem());
    // The calibration: image pixel (20, 30) lies under the first hex's centre.
    const QPointF first = m_window->scene()->hexCentre(hex(0, 0));
    const QPointF mapped = editor()->backgroundItem()->mapToScene(QPointF(20, 30));
    QVERIFY(std::abs(mapped.x() - first.x()) < 1e-6 && std::abs(mapped.y() - first.y()) < 1e-6);
    // Painting keeps it under the map.
    editor()->setTool(EditorController::Tool::Paint);
    click(centre(1, 1));
    QVERIFY(editor()->backgroundItem());
    // A missing image is a warning: the reference stays, nothing is drawn.
    BackgroundImage missing {dir.filePath(QStringLiteral("gone.png")).toStdString(), 0, 0, 50};
    QVERIFY(editor()->setBackground(missing));
    QVERIFY(!editor()->backgroundItem());
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("missing")));
    QVERIFY(editor()->editor().scenario().background.has_value());
    editor()->undoStack()->undo();
    editor()->undoStack()->undo();
    QCOMPARE(editor()->editor().scenario().background->path, image.toStdString());
}

void TestEditorWindow::backgroundThatIsNotAnImageFile_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("a named pipe") << "fifo"
                                  << "is not a regular file (a named pipe)";
    QTest::newRow("a terminal") << "/dev/tty"
                                << "is not a regular file (a device)";
    QTest::newRow("a directory") << "directory"
                                 << "is a directory";
    QTest::newRow("past the size limit") << "large"
                                         << "is 67108865 bytes: expected at most";
}

void TestEditorWindow::backgroundThatIsNotAnImageFile()
{
    // A named pipe or /dev/tty as the background froze the window on entering the editor: blocked
    // in open(), deaf to SIGTERM. Only a regular file within the size limit is opened.
    QFETCH(QString, kind);
    QFETCH(QString, message);
    startNew("tideofiron");
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("scan.png"));
    if (kind == "fifo") {
        QCOMPARE(mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == "directory") {
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("scan.png")));
    } else if (kind == "large") {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(64LL * 1024 * 1024 + 1)); // sparse: no disk, no time
    } else {
        path = kind;
    }
    // Whoever opens the pipe to read waits for a writer: this thread is one, so a window that
    // opens the pipe is let go (and the test fails) instead of hanging.
    std::atomic<bool> stop = false;
    std::atomic<bool> readerSeen = false;
    std::thread writer;
    if (kind == "fifo") {
        writer = std::thread([&] {
            const QByteArray name = QFile::encodeName(path);
            while (!stop) {
                const int fd = ::open(name.constData(), O_WRONLY | O_NONBLOCK);
                if (fd >= 0) { // only succeeds while a reader has the pipe open
                    readerSeen = true;
                    ::close(fd);
                    return;
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }
        });
    }
    BackgroundImage b {path.toStdString(), 0, 0, 50};
    const bool set = editor()->setBackground(b);
    stop = true;
    if (writer.joinable())
        writer.join();
    QVERIFY(!readerSeen);
    QVERIFY(set);
    QVERIFY(!editor()->backgroundItem());
    const QString status = m_window->statusBar()->currentMessage();
    QVERIFY2(status.contains(message), qPrintable(status));
    QVERIFY(editor()->editor().scenario().background.has_value()); // the reference stays
}

void TestEditorWindow::dropFromTheLibrary()
{
    startNew("labataille");
    QVERIFY(editor()->palette()->unitLibrary()->count() == 4);
    QVERIFY(editor()->dropUnitType("cavalry", centre(4, 4)));
    const auto &units = editor()->editor().position().units();
    QCOMPARE(static_cast<int>(units.size()), 1);
    QVERIFY(units.front().hex == hex(4, 4));
    QCOMPARE(editor()->selectedUnit(), std::optional<UnitId>(units.front().id));
    // The Delete key removes the selected unit; undo brings it back.
    QVERIFY(editor()->deleteAction()->isEnabled());
    editor()->deleteAction()->trigger();
    QVERIFY(editor()->editor().position().units().empty());
    QVERIFY(!editor()->deleteAction()->isEnabled());
    editor()->undoStack()->undo();
    QCOMPARE(static_cast<int>(editor()->editor().position().units().size()), 1);
}

void TestEditorWindow::newScenarioDialogOffersThePresets_data()
{
    QTest::addColumn<QString>("ruleset");
    for (const std::string &id : RuleSetRegistry::ids())
        QTest::newRow(id.c_str()) << QString::fromStdString(id);
}

void TestEditorWindow::newScenarioDialogOffersThePresets()
{
    QFETCH(QString, ruleset);
    const std::vector<MapPreset> presets
        = RuleSetRegistry::create(ruleset.toStdString())->vocabulary().mapPresets;
    QVERIFY(!presets.empty());
    NewScenarioDialog dialog(m_window.get());
    dialog.setRuleSet(ruleset.toStdString());
    for (int i = 0; i < static_cast<int>(presets.size()); ++i) {
        dialog.setPreset(i);
        const NewScenarioSpec spec = dialog.spec();
        const MapPreset &p = presets[static_cast<std::size_t>(i)];
        QCOMPARE(spec.rulesetId, ruleset.toStdString());
        QCOMPARE(spec.map.width, p.width);
        QCOMPARE(spec.map.height, p.height);
        QVERIFY(spec.map.orientation == p.orientation);
        QVERIFY(spec.map.parity == p.parity);
        QVERIFY(spec.map.labels == p.labels);
        QCOMPARE(spec.sides.size(), std::size_t {2});
        QVERIFY(spec.sides[0].id != spec.sides[1].id);
    }
    QString error;
    QVERIFY2(editor()->startNew(dialog.spec(), &error), qPrintable(error));
    QCOMPARE(editor()->editor().position().map().width(), presets.back().width);
    QCOMPARE(editor()->editor().scenario().rulesetId, ruleset.toStdString());
}

void TestEditorWindow::steppingTheGameKeepsTheEditedMap()
{
    QString note;
    QVERIFY(editor()->startEditing(&note));
    editor()->setTool(EditorController::Tool::Paint);
    editor()->setTerrain("woods");
    click(centre(0, 0));
    QString error;
    QVERIFY2(m_window->session()->stepForward(&error), qPrintable(error));
    QCoreApplication::processEvents();
    QVERIFY(editor()->isEditing());
    QVERIFY(&m_window->scene()->state().map() == &editor()->editor().position().map());
    QCOMPARE(m_window->scene()->state().map().terrain(hex(0, 0)).id, std::string("woods"));
}

QTEST_MAIN(TestEditorWindow)
#include "tst_editorwindow.moc"
