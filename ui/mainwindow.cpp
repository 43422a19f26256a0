#include "ui/mainwindow.h"

#include "ui/dialogs/physicaldicedialog.h"
#include "ui/examplescenarios.h"
#include "ui/gamesession.h"
#include "ui/map/counteritem.h"
#include "ui/map/mapview.h"
#include "ui/panels/assumptionspanel.h"
#include "ui/panels/dicelogpanel.h"
#include "ui/panels/explanationpanel.h"
#include "ui/panels/oddschart.h"
#include "ui/panels/timelinepanel.h"
#include "ui/panels/unitpanel.h"
#include "ui/settings.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QTextDocumentFragment>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

#include <cmath>

namespace hexfire {

namespace {
QIcon icon(const char *name)
{
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name)));
}
} // namespace

MainWindow::MainWindow(bool interactive, QWidget *parent)
    : QMainWindow(parent)
    , m_interactive(interactive)
    , m_session(new GameSession(this))
    , m_scene(new MapScene(this))
    , m_view(new MapView)
{
    setWindowIcon(icon("hexfire"));
    m_view->setScene(m_scene);
    setCentralWidget(m_view);
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);

    createActions();
    createDocks();
    createMenus();
    m_scene->setAnimationsEnabled(Settings::animations.get() && interactive);
    m_session->setDiceMode(Settings::physicalDice.get() ? DiceMode::Physical : DiceMode::Random);
    m_session->setPhysicalDiceAskers(
        [this](const Evaluation &e) { return PhysicalDiceDialog::ask(e, this); },
        [this](int sides, const QString &purpose) {
            return PhysicalDiceDialog::askOne(sides, purpose, this);
        });
    if (interactive)
        m_session->setAutosavePath(autosaveFile());

    connect(m_session, &GameSession::gameReset, this, &MainWindow::onGameReset);
    connect(m_session, &GameSession::stateChanged, this, &MainWindow::onStateChanged);
    connect(m_session, &GameSession::evaluationChanged, this, &MainWindow::onEvaluationChanged);
    connect(m_session, &GameSession::resolved, this, &MainWindow::onResolved);
    connect(m_session, &GameSession::fileChanged, this, &MainWindow::updateTitle);
    connect(m_session, &GameSession::warning, this, &MainWindow::report);
    connect(m_scene, &MapScene::hexHovered, this, &MainWindow::onHexHovered);
    connect(m_scene, &MapScene::hoverLeft, this, &MainWindow::onHoverLeft);
    connect(m_scene, &MapScene::hexClicked, this, &MainWindow::onHexClicked);
    connect(m_scene, &MapScene::unitClicked, this, &MainWindow::onUnitClicked);

    m_statusMode = new QLabel;
    m_statusDice = new QLabel;
    statusBar()->addPermanentWidget(m_statusMode);
    statusBar()->addPermanentWidget(m_statusDice);
    m_statusDice->setText(m_session->diceMode() == DiceMode::Physical
            ? tr("Dice: your own")
            : tr("Dice: random (seeded)"));

    resize(1600, 1000);
    if (interactive) {
        restoreGeometry(Settings::windowGeometry.get());
        restoreState(Settings::windowState.get());
    }
    setMode(MapScene::Mode::Select);
    updateTitle();
}

MainWindow::~MainWindow() = default;

QString MainWindow::autosaveFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosave.hexfire.json");
}

void MainWindow::createActions()
{
    auto *tools = addToolBar(tr("Actions"));
    tools->setObjectName(QStringLiteral("actionsToolBar"));
    tools->setIconSize(QSize(26, 26));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    m_modeGroup = new QActionGroup(this);
    auto mode = [this, tools](const char *iconName, const QString &text, const QString &tip,
                    MapScene::Mode m, const QKeySequence &key) {
        QAction *a = tools->addAction(icon(iconName), text);
        a->setCheckable(true);
        a->setToolTip(tip);
        a->setShortcut(key);
        m_modeGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, m] { setMode(m); });
        return a;
    };
    m_selectAction = mode("select", tr("Select"), tr("Select units; hover a hex for its details"),
        MapScene::Mode::Select, Qt::Key_S);
    m_fireAction = mode("fire", tr("Small-arms fire"),
        tr("Fire at a hex with the selected unit: places a SADRM marker"),
        MapScene::Mode::SmallArmsFire, Qt::Key_F);
    m_mortarAction = mode("mortar", tr("Mortar call"),
        tr("The selected leader requests a Mortar Fire Action on a hex"),
        MapScene::Mode::MortarCall, Qt::Key_M);
    m_assaultAction
        = mode("assault", tr("Assault"), tr("Declare an assault into a hex with the selected unit"),
            MapScene::Mode::Assault, Qt::Key_A);

    tools->addSeparator();
    tools->addWidget(new QLabel(tr(" SADRM ")));
    m_markerValue = new QSpinBox;
    m_markerValue->setRange(-5, 5);
    m_markerValue->setToolTip(tr("The SADRM value read from the counter's fire chart (REFERENCE "
                                 "1.5: entered by the player)"));
    tools->addWidget(m_markerValue);
    tools->addWidget(new QLabel(tr("  MV ")));
    m_mortarValue = new QSpinBox;
    m_mortarValue->setRange(-3, 6);
    m_mortarValue->setToolTip(tr("The mortar section's Mortar Value"));
    tools->addWidget(m_mortarValue);
    auto refreshPreview = [this] {
        if (m_hovered)
            onHexHovered(*m_hovered);
    };
    connect(m_markerValue, &QSpinBox::valueChanged, this, refreshPreview);
    connect(m_mortarValue, &QSpinBox::valueChanged, this, refreshPreview);

    tools->addSeparator();
    m_adjustAction = tools->addAction(icon("adjust"), tr("Marker Adjustment"));
    m_adjustAction->setToolTip(tr("Marker Adjustment Step: assault arrows move in (or are held)"));
    connect(m_adjustAction, &QAction::triggered, this, [this] {
        QString error;
        if (!adjustMarkers(&error))
            report(error);
    });
    m_resolveAction = tools->addAction(icon("resolve"), tr("Fire Resolution"));
    m_resolveAction->setToolTip(
        tr("Resolve the Fire Resolution Phase: every hex with DRM markers, hex by hex"));
    m_resolveAction->setShortcut(Qt::CTRL | Qt::Key_R);
    connect(m_resolveAction, &QAction::triggered, this, [this] {
        QString error;
        if (!resolveFirePhase(&error))
            report(error);
    });

    tools->addSeparator();
    m_undoAction = m_session->undoStack()->createUndoAction(this, tr("Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_session->undoStack()->createRedoAction(this, tr("Redo"));
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});

    auto *viewTools = addToolBar(tr("View"));
    viewTools->setObjectName(QStringLiteral("viewToolBar"));
    viewTools->setIconSize(QSize(22, 22));
    viewTools->addAction(icon("zoomin"), tr("Zoom in"), m_view, &MapView::zoomIn)
        ->setShortcut(QKeySequence::ZoomIn);
    viewTools->addAction(icon("zoomout"), tr("Zoom out"), m_view, &MapView::zoomOut)
        ->setShortcut(QKeySequence::ZoomOut);
    viewTools->addAction(icon("fit"), tr("Fit to window"), m_view, &MapView::fitToWindow)
        ->setShortcut(Qt::CTRL | Qt::Key_0);
}

void MainWindow::createDocks()
{
    auto dock
        = [this](QWidget *widget, const QString &title, const char *name, Qt::DockWidgetArea area) {
              auto *d = new QDockWidget(title, this);
              d->setObjectName(QLatin1String(name));
              d->setWidget(widget);
              addDockWidget(area, d);
              m_docks << d;
              return d;
          };
    m_explanation = new ExplanationPanel;
    m_odds = new OddsChart;
    auto *oddsScroll = new QScrollArea;
    oddsScroll->setWidget(m_odds);
    oddsScroll->setWidgetResizable(true);
    m_unitPanel = new UnitPanel;
    m_diceLog = new DiceLogPanel;
    m_timeline = new TimelinePanel(m_session);
    m_assumptions = new AssumptionsPanel;
    m_undoView = new QUndoView(m_session->undoStack());
    m_undoView->setEmptyLabel(tr("<start position>"));

    QDockWidget *explanation
        = dock(m_explanation, tr("Explanation"), "explanationDock", Qt::RightDockWidgetArea);
    QDockWidget *odds = dock(oddsScroll, tr("Odds"), "oddsDock", Qt::RightDockWidgetArea);
    QDockWidget *unit = dock(m_unitPanel, tr("Unit"), "unitDock", Qt::LeftDockWidgetArea);
    QDockWidget *dice = dock(m_diceLog, tr("Dice log"), "diceDock", Qt::LeftDockWidgetArea);
    QDockWidget *undo = dock(m_undoView, tr("History"), "undoDock", Qt::LeftDockWidgetArea);
    QDockWidget *assumptions
        = dock(m_assumptions, tr("Assumptions"), "assumptionsDock", Qt::LeftDockWidgetArea);
    QDockWidget *timeline
        = dock(m_timeline, tr("Timeline"), "timelineDock", Qt::BottomDockWidgetArea);
    splitDockWidget(explanation, odds, Qt::Vertical);
    splitDockWidget(unit, dice, Qt::Vertical);
    tabifyDockWidget(dice, undo);
    tabifyDockWidget(undo, assumptions);
    dice->raise();
    resizeDocks({explanation, odds}, {560, 300}, Qt::Vertical);
    resizeDocks({explanation}, {440}, Qt::Horizontal);
    resizeDocks({unit}, {300}, Qt::Horizontal);
    resizeDocks({unit, dice}, {380, 420}, Qt::Vertical);
    resizeDocks({timeline}, {150}, Qt::Vertical);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    connect(m_timeline, &TimelinePanel::problem, this, &MainWindow::report);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::fileOpen);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::fileSave);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::fileSaveAs);
    file->addSeparator();
    file->addAction(tr("&Export Map…"), this, &MainWindow::fileExport);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    m_physicalDiceAction = edit->addAction(tr("Use &Physical Dice"));
    m_physicalDiceAction->setCheckable(true);
    m_physicalDiceAction->setChecked(Settings::physicalDice.get());
    connect(m_physicalDiceAction, &QAction::toggled, this, [this](bool on) {
        Settings::physicalDice.set(on);
        m_session->setDiceMode(on ? DiceMode::Physical : DiceMode::Random);
        m_statusDice->setText(on ? tr("Dice: your own") : tr("Dice: random (seeded)"));
    });
    m_animationsAction = edit->addAction(tr("&Animate Effects"));
    m_animationsAction->setCheckable(true);
    m_animationsAction->setChecked(Settings::animations.get());
    connect(m_animationsAction, &QAction::toggled, this, [this](bool on) {
        Settings::animations.set(on);
        m_scene->setAnimationsEnabled(on);
    });

    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addActions(m_modeGroup->actions());
    game->addSeparator();
    game->addAction(m_adjustAction);
    game->addAction(m_resolveAction);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_visibilityAction = m_viewMenu->addAction(tr("Shade What the Selected Unit Cannot &See"));
    m_visibilityAction->setCheckable(true);
    m_visibilityAction->setChecked(Settings::showVisibility.get());
    connect(m_visibilityAction, &QAction::toggled, this, [this](bool on) {
        Settings::showVisibility.set(on);
        refreshSelection();
    });
    m_viewMenu->addAction(tr("&Fit Map to Window"), m_view, &MapView::fitToWindow);
    m_viewMenu->addSeparator();
    for (QDockWidget *d : m_docks)
        m_viewMenu->addAction(d->toggleViewAction());

    m_examplesMenu = menuBar()->addMenu(tr("E&xamples"));
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About HexFire"), this, [this] {
        QMessageBox::about(this, tr("About HexFire"),
            tr("<h3>HexFire %1</h3><p>A hex-map wargame assistant: line of sight that explains "
               "itself, "
               "every modifier with its rule reference, the exact odds of every outcome, and undo "
               "that "
               "never re-rolls.</p>")
                .arg(QCoreApplication::applicationVersion()));
    });
    updateRecentMenu();
    updateExamplesMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = Settings::recentFiles.get();
    for (const QString &f : files)
        m_recentMenu->addAction(QFileInfo(f).fileName(), this, [this, f] { openFile(f); })
            ->setToolTip(f);
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::updateExamplesMenu()
{
    m_examplesMenu->clear();
    m_examplesMenu->setToolTipsVisible(true);
    const QList<ExampleScenario> examples = ExampleScenarios::list();
    for (const ExampleScenario &e : examples) {
        QAction *a
            = m_examplesMenu->addAction(e.title, this, [this, path = e.path] { openFile(path); });
        a->setToolTip(e.description);
        a->setStatusTip(e.description);
    }
    if (examples.isEmpty())
        m_examplesMenu->addAction(tr("No bundled scenarios found"))->setEnabled(false);
}

void MainWindow::updateTitle()
{
    QString name = m_session->filePath().isEmpty() ? tr("Untitled")
                                                   : QFileInfo(m_session->filePath()).fileName();
    if (m_session->hasGame() && !m_session->scenario().title.empty())
        name = QString::fromStdString(m_session->scenario().title) + QStringLiteral(" — ") + name;
    setWindowTitle(QStringLiteral("%1[*] — HexFire").arg(name));
    setWindowModified(m_session->hasGame() && m_session->isModified());
}

bool MainWindow::openFile(const QString &path, QString *error)
{
    QString message;
    if (!m_session->openFile(path, &message)) {
        if (m_interactive) {
            QMessageBox box(QMessageBox::Warning,
                tr("Cannot open %1").arg(QFileInfo(path).fileName()),
                tr("The file has problems; the current game is unchanged."), QMessageBox::Ok, this);
            box.setDetailedText(message);
            box.setInformativeText(message.section(QLatin1Char('\n'), 0, 4));
            box.exec();
        }
        if (error)
            *error = message;
        return false;
    }
    Settings::addRecentFile(QFileInfo(path).absoluteFilePath());
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    updateRecentMenu();
    return true;
}

void MainWindow::openStartupGame(const QString &file)
{
    const QString autosave = autosaveFile();
    const bool crashed = Settings::sessionRunning.get() && QFile::exists(autosave);
    Settings::sessionRunning.set(true);
    if (crashed) {
        const auto answer = QMessageBox::question(this, tr("Restore the last game?"),
            tr("HexFire did not close normally last time. Restore the game it autosaved?"),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes && m_session->openFile(autosave, nullptr)) {
            Settings::startedBefore.set(true);
            return;
        }
    }
    if (!file.isEmpty()) {
        Settings::startedBefore.set(true);
        openFile(file);
        return;
    }
    const QStringList recent = Settings::recentFiles.get();
    if (Settings::startedBefore.get() && !recent.isEmpty() && QFile::exists(recent.first())
        && m_session->openFile(recent.first(), nullptr)) {
        return;
    }
    Settings::startedBefore.set(true);
    const QString path = ExampleScenarios::defaultScenario();
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_interactive) {
        Settings::windowGeometry.set(saveGeometry());
        Settings::windowState.set(saveState());
        Settings::sessionRunning.set(false);
    }
    event->accept();
}

void MainWindow::setMode(MapScene::Mode mode)
{
    m_scene->setMode(mode);
    switch (mode) {
    case MapScene::Mode::Select:
        m_selectAction->setChecked(true);
        m_statusMode->setText(tr("Select: click a counter; drag to pan, wheel to zoom"));
        break;
    case MapScene::Mode::SmallArmsFire:
        m_fireAction->setChecked(true);
        m_statusMode->setText(tr("Small-arms fire: point at a target hex, click to fire"));
        break;
    case MapScene::Mode::MortarCall:
        m_mortarAction->setChecked(true);
        m_statusMode->setText(tr("Mortar call: select the calling leader, click the impact hex"));
        break;
    case MapScene::Mode::Assault:
        m_assaultAction->setChecked(true);
        m_statusMode->setText(tr("Assault: click the hex to assault"));
        break;
    }
    m_session->clearPreview();
    m_scene->setLosTraces({});
    m_scene->setTarget(std::nullopt, true);
    if (m_hovered)
        onHexHovered(*m_hovered);
}

void MainWindow::setMarkerValue(int value) { m_markerValue->setValue(value); }
void MainWindow::setMortarValue(int value) { m_mortarValue->setValue(value); }

void MainWindow::selectUnit(const std::optional<UnitId> &unit)
{
    m_selected = unit;
    if (m_selected && (!m_session->hasGame() || !m_session->state().findUnit(*m_selected)))
        m_selected.reset();
    refreshSelection();
}

void MainWindow::refreshSelection()
{
    if (!m_session->hasGame())
        return;
    const Unit *u = m_selected ? m_session->state().findUnit(*m_selected) : nullptr;
    if (u && !u->onMap())
        u = nullptr;
    m_scene->setSelectedUnit(u ? std::optional<UnitId>(u->id) : std::nullopt);
    m_unitPanel->showUnit(u, m_session->state());
    if (u && m_visibilityAction->isChecked())
        m_scene->setVisibility(m_session->visibility(u->hex));
    else
        m_scene->setVisibility({});
}

std::optional<Action> MainWindow::actionFor(Hex target) const
{
    if (!m_session->hasGame() || !m_selected)
        return std::nullopt;
    const Unit *u = m_session->state().findUnit(*m_selected);
    if (!u || !u->onMap())
        return std::nullopt;
    Action action;
    action.actors = {u->id};
    action.target = target;
    switch (m_scene->mode()) {
    case MapScene::Mode::Select:
        return std::nullopt;
    case MapScene::Mode::SmallArmsFire:
        action.kind = ActionKind::SmallArmsFire;
        action.markerValue = m_markerValue->value();
        break;
    case MapScene::Mode::MortarCall:
        action.kind = ActionKind::MortarCall;
        action.mortarValue = m_mortarValue->value();
        action.support = "mortar section";
        break;
    case MapScene::Mode::Assault:
        action.kind = ActionKind::Assault;
        // A non-adjacent assaulter first maneuvers into a hex next to both it and the target: the
        // one the player names, or the one on the side of the target the mouse points from. The
        // rules then say whether that is allowed.
        if (distance(u->hex, target) > 1) {
            if (m_assaultVia) {
                action.via = m_assaultVia;
            } else {
                const QPointF mouse = m_scene->lastMousePos();
                double best = 1e300;
                for (HexDirection d : allDirections) {
                    const Hex n = neighbor(target, d);
                    if (distance(n, u->hex) != 1 || !m_session->state().map().contains(n))
                        continue;
                    const QPointF c = m_scene->hexCentre(n);
                    const double dist = std::hypot(c.x() - mouse.x(), c.y() - mouse.y());
                    if (dist < best) {
                        best = dist;
                        action.via = n;
                    }
                }
            }
        }
        break;
    }
    return action;
}

void MainWindow::onHexHovered(Hex hex)
{
    m_hovered = hex;
    if (const auto action = actionFor(hex)) {
        m_session->preview(*action);
    } else if (m_session->currentPreview()) {
        m_session->clearPreview();
    }
    statusBar()->showMessage(m_session->hasGame()
            ? QString::fromStdString(m_session->state().map().label(hex)) + QStringLiteral(" — ")
                + QString::fromStdString(m_session->state().map().terrain(hex).name)
            : QString());
}

void MainWindow::onHoverLeft()
{
    m_hovered.reset();
    m_session->clearPreview();
}

void MainWindow::onHexClicked(Hex hex)
{
    if (!m_session->hasGame())
        return;
    if (m_scene->mode() == MapScene::Mode::Select) {
        const auto units = m_session->state().unitsAt(hex);
        selectUnit(units.empty() ? std::nullopt : std::optional<UnitId>(units.back()->id));
        return;
    }
    const auto action = actionFor(hex);
    if (!action) {
        report(tr("Select a unit first (Select mode, click a counter)."));
        return;
    }
    QString error;
    const QString title = QTextDocumentFragment::fromHtml(
        ExplanationPanel::actionTitle(*action, m_session->state()))
                              .toPlainText();
    if (!m_session->commit(*action, title, &error))
        report(error);
}

void MainWindow::onUnitClicked(const UnitId &unit)
{
    selectUnit(unit);
    if (m_hovered)
        onHexHovered(*m_hovered);
}

bool MainWindow::resolveFirePhase(QString *error)
{
    if (!m_session->hasGame())
        return false;
    Action action;
    action.kind = ActionKind::FireResolution;
    return m_session->commit(action, tr("Fire Resolution Phase"), error);
}

bool MainWindow::adjustMarkers(QString *error)
{
    if (!m_session->hasGame())
        return false;
    Action action;
    action.kind = ActionKind::MarkerAdjustment;
    return m_session->commit(action, tr("Marker Adjustment Step"), error);
}

void MainWindow::onGameReset()
{
    m_scene->setState(m_session->state());
    m_selected.reset();
    m_hovered.reset();
    focusOnAction();
    m_assumptions->setAssumptions(m_session->rules().assumptions());
    refreshSelection();
    updateTitle();
}

void MainWindow::focusOnAction()
{
    if (!m_session->hasGame()) {
        m_view->fitToWindow();
        return;
    }
    QRectF area;
    const GameState &state = m_session->state();
    auto add = [&](Hex h) {
        const QPointF c = m_scene->hexCentre(h);
        area = area.united(QRectF(c - QPointF(1, 1), c + QPointF(1, 1)));
    };
    for (const Unit &u : state.units()) {
        if (u.onMap())
            add(u.hex);
    }
    for (const Marker &m : state.markers())
        add(m.hex);
    const double margin = MapScene::hexSize * 2.6;
    area.adjust(-margin, -margin, margin, margin);
    area = area.intersected(m_scene->sceneRect());
    if (area.isEmpty()
        || area.width() * area.height()
            > 0.6 * m_scene->sceneRect().width() * m_scene->sceneRect().height())
        m_view->fitToWindow();
    else
        m_view->focusOn(area);
}

void MainWindow::onStateChanged()
{
    m_scene->syncState(m_session->state(),
        m_scene->views().isEmpty() ? false : Settings::animations.get() && m_interactive);
    refreshSelection();
    m_diceLog->setRolls(m_session->rolls());
    showCurrentEntry();
    updateTitle();
}

void MainWindow::showCurrentEntry()
{
    if (m_session->currentPreview())
        return;
    if (const LogEntry *entry = m_session->currentEntry()) {
        m_explanation->showEntry(*entry, m_session->state());
        m_odds->setOdds(entry->evaluation.odds);
    } else {
        m_explanation->showHint(
            tr("Select a unit, choose an action on the toolbar and point at a target hex."));
        m_odds->setOdds({});
    }
    m_scene->setLosTraces({});
    m_scene->setTarget(std::nullopt, true);
}

void MainWindow::onEvaluationChanged()
{
    const auto &preview = m_session->currentPreview();
    if (!preview) {
        showCurrentEntry();
        return;
    }
    m_explanation->showEvaluation(*preview, m_session->state());
    m_odds->setOdds(preview->odds);
    m_scene->setLosTraces(preview->los);
    m_scene->setTarget(preview->action.target, preview->legal);
}

void MainWindow::onResolved(const Resolution &resolution)
{
    QStringList outcomes;
    for (const Outcome &o : resolution.outcomes)
        outcomes << QString::fromStdString(o.label);
    QStringList faces;
    for (const DieRoll &r : resolution.rolls)
        faces << QString::number(r.face);
    statusBar()->showMessage(
        tr("Rolled %1 — %2")
            .arg(faces.isEmpty() ? tr("no dice") : faces.join(QStringLiteral(", ")),
                outcomes.isEmpty() ? tr("done") : outcomes.join(QStringLiteral("; "))),
        8000);
    if (m_session->hasGame()) {
        for (const Effect &fx : resolution.effects) {
            if (fx.unit) {
                if (CounterItem *item = m_scene->counterItem(*fx.unit))
                    item->flash(Settings::animations.get() && m_interactive);
            }
        }
    }
}

void MainWindow::report(const QString &message)
{
    if (message.isEmpty())
        return;
    statusBar()->showMessage(message, 10000);
    if (m_interactive)
        QMessageBox::information(this, tr("HexFire"), message);
}

void MainWindow::fileOpen()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Scenario or Saved Game"),
        Settings::lastDirectory.get(), tr("HexFire scenarios (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::fileSave()
{
    if (m_session->filePath().isEmpty()
        || QFileInfo(m_session->filePath()).absolutePath() == ExampleScenarios::directory())
        return fileSaveAs();
    QString error;
    if (!m_session->saveFile(m_session->filePath(), &error)) {
        report(error);
        return false;
    }
    return true;
}

bool MainWindow::fileSaveAs()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Game"), Settings::lastDirectory.get(), tr("HexFire games (*.json)"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!m_session->saveFile(path, &error)) {
        report(error);
        return false;
    }
    Settings::addRecentFile(path);
    updateRecentMenu();
    return true;
}

void MainWindow::fileExport()
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Map"),
        Settings::lastDirectory.get(), tr("PNG image (*.png);;SVG drawing (*.svg)"), &filter);
    if (path.isEmpty())
        return;
    const bool ok = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) ? exportSvg(path)
                                                                              : exportPng(path);
    if (!ok)
        report(tr("Could not write %1").arg(path));
}

bool MainWindow::exportPng(const QString &path, double scale)
{
    const QRectF source = m_scene->sceneRect();
    QImage image((source.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    m_scene->render(&painter, QRectF(QPointF(0, 0), source.size() * scale), source);
    painter.end();
    return image.save(path);
}

bool MainWindow::exportSvg(const QString &path)
{
    const QRectF source = m_scene->sceneRect();
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(source.size().toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), source.size()));
    generator.setTitle(windowTitle());
    generator.setDescription(tr("Map exported by HexFire"));
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    m_scene->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
    painter.end();
    return QFileInfo(path).size() > 0;
}

} // namespace hexfire
