#include "ui/mainwindow.h"

#include "ui/accessiblenames.h"
#include "ui/actiontoolbar.h"
#include "ui/adjustcontroller.h"
#include "ui/advicecontroller.h"
#include "ui/autosavestore.h"
#include "ui/dialogs/physicaldicedialog.h"
#include "ui/displaytext.h"
#include "ui/editor/editorcontroller.h"
#include "ui/elidedlabel.h"
#include "ui/examplecontroller.h"
#include "ui/examplescenarios.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/helpcontroller.h"
#include "ui/layoutcontroller.h"
#include "ui/losthreadcontroller.h"
#include "ui/map/mapview.h"
#include "ui/movecontroller.h"
#include "ui/panels/assumptionspanel.h"
#include "ui/panels/dicelogpanel.h"
#include "ui/panels/explanationpanel.h"
#include "ui/panels/oddschart.h"
#include "ui/panels/threatspanel.h"
#include "ui/panels/timelinepanel.h"
#include "ui/panels/whatifpanel.h"
#include "ui/playcontroller.h"
#include "ui/quizcard.h"
#include "ui/quizcontroller.h"
#include "ui/settings.h"
#include "ui/shortcuts.h"
#include "ui/sidebanner.h"
#include "ui/stepcardcontroller.h"
#include "ui/translations.h"
#include "ui/turntrack.h"
#include "ui/welcomepage.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QTabBar>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>
#include <set>

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
    // The turn track is a strip over the map, in the map's column: it costs the docks no height,
    // so the window still fits a 1024x640 laptop screen.
    auto *centre = new QWidget;
    m_centreColumn = new QVBoxLayout(centre);
    m_centreColumn->setContentsMargins(0, 0, 0, 0);
    m_centreColumn->setSpacing(0);
    m_turnTrack = new TurnTrack(m_session);
    m_centreColumn->addWidget(m_turnTrack);
    m_centreColumn->addWidget(m_view, 1);
    // The welcome page takes the map's place until a game is chosen (and from Help).
    m_centre = new QStackedWidget;
    m_centre->addWidget(centre);
    m_welcome = new WelcomePage;
    m_centre->addWidget(m_welcome);
    setCentralWidget(m_centre);
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);

    createActions();
    // Before the docks and menus: they show the controllers' panels and actions.
    createControllers();
    createDocks();
    createMenus();
    createStatusBar();
    m_scene->setAnimationsEnabled(Settings::animations.get() && interactive);
    m_session->setDiceMode(Settings::physicalDice.get() ? DiceMode::Physical : DiceMode::Random);
    m_session->setPhysicalDiceAskers(
        [this](const Evaluation &e) { return PhysicalDiceDialog::ask(e, this); },
        [this](int sides, const QString &purpose) {
            return PhysicalDiceDialog::askOne(sides, purpose, this);
        });
    setPrompts(interactive ? interactivePrompts(this) : silentPrompts());
    m_layout->applySettings();
    if (interactive) {
        QString error;
        if (!m_files->enableAutosave(AutosaveStore::defaultDirectory(), &error))
            statusBar()->showMessage(tr("The game is not autosaved: %1").arg(error));
    }
    wireControllers();

    // Fits the screen it opens on; a laptop's whole screen (up to 1440 pixels wide), where the map
    // and the panels both need every pixel. A saved size and place win.
    QSize size(1600, 1000);
    const QScreen *screen = interactive ? QGuiApplication::primaryScreen() : nullptr;
    if (screen) {
        const QRect available = screen->availableGeometry();
        const bool laptop = available.width() <= 1440;
        size = laptop ? available.size() : size.boundedTo(available.size() * 0.92);
        resize(size);
        move(laptop ? available.topLeft()
                    : available.center() - QPoint(size.width() / 2, size.height() / 2));
        if (laptop)
            setWindowState(windowState() | Qt::WindowMaximized);
    } else {
        resize(size);
    }
    m_layout->restoreWindowState();
    m_play->setMode(MapScene::Mode::select());
    // What the panels left unnamed (the step card, the bars over the map) for screen readers.
    nameForScreenReaders(this, tr("HexFire"));
}

void MainWindow::createControllers()
{
    // Play first: it brings the map up to date with the session before the others draw on it.
    m_gameMenu = new QMenu(tr("&Game"), this);
    m_play = new PlayController(m_session, m_scene, m_tools, m_gameMenu, m_reactions, this);
    m_play->setInteractive(m_interactive);
    // The chosen action's inputs: on the row under the actions, before the replies.
    insertToolBar(m_reactions, m_play->toolbar()->optionsBar());
    // Movement and adjustments on the map draw over what play put there and listen after it.
    m_move = new MoveController(m_session, m_scene, m_play, this);
    m_adjust = new AdjustController(m_session, m_scene, m_play, this);
    m_thread = new LosThreadController(m_session, m_scene, this);
    m_play->toolbar()->addTool(m_thread->losThreadAction());
    m_advice = new AdviceController(m_session, m_scene, this);
    // The quiz before the step card: a new game ends a question before the card is redrawn.
    m_quiz = new QuizController(m_session, m_scene, m_view, this);
    m_stepCard = new StepCardController(m_session, m_scene, m_view, this);
    m_stepCard->setInteractive(m_interactive);
    m_quiz->quizCard()->raise(); // over the step card
    m_diceLog = new DiceLogPanel;
    m_diceLog->follow(m_session);
    m_timeline = new TimelinePanel(m_session);
    m_assumptions = new AssumptionsPanel;
    m_assumptions->follow(m_session);
    m_files = new FileController(this, m_session, m_scene);
    m_examples = new ExampleController(m_session, m_files, this);
    m_centreColumn->insertWidget(1, m_examples->branchBar());
    m_play->toolbar()->addGameMenuAction(m_files->victoryAction());
    m_help = new HelpController(this, m_session);
    m_layout = new LayoutController(this, m_scene, m_interactive);
    m_sideBanner = new SideBanner(m_view);
    // The card is styled by a style sheet, which stops the window's font reaching it.
    connect(
        m_layout, &LayoutController::fontChanged, m_stepCard->narrationCard(), &QWidget::setFont);
}

void MainWindow::wireControllers()
{
    auto message
        = [this](const QString &text, int timeoutMs) { statusBar()->showMessage(text, timeoutMs); };
    connect(m_play, &PlayController::modeText, m_statusMode, &QLabel::setText);
    connect(m_play, &PlayController::hint, this, &MainWindow::hint);
    connect(m_adjust, &AdjustController::hint, this, &MainWindow::hint);
    connect(m_play, &PlayController::status, this,
        [this](const QString &text) { statusBar()->showMessage(text); });
    connect(m_play, &PlayController::modeChanged, m_thread, &LosThreadController::stop);
    connect(m_play, &PlayController::intentChanged, this, [this](bool selection) {
        m_advice->setIntent(m_play->selectedUnit(), m_play->intendedAction(), selection);
        m_stepCard->setSelectionHint(selectionHint());
    });
    connect(m_thread, &LosThreadController::aboutToStart, this,
        [this] { m_play->setMode(MapScene::Mode::select()); });
    connect(
        m_thread, &LosThreadController::activeChanged, m_play, &PlayController::setPointerTaken);
    connect(m_thread, &LosThreadController::modeText, m_statusMode, &QLabel::setText);
    connect(m_thread, &LosThreadController::verdictShown, this, [this](const QString &verdict) {
        m_stepCard->explanationPanel()->showHint(verdict);
        statusBar()->showMessage(verdict);
    });
    connect(m_advice, &AdviceController::threatsShown, this, [this] {
        if (QDockWidget *d = findChild<QDockWidget *>(QStringLiteral("threatsDock"))) {
            d->show();
            d->raise();
        }
    });
    // While the quiz asks, nothing shows what would answer it.
    connect(m_quiz, &QuizController::askingChanged, m_stepCard, &StepCardController::setHoldBack);
    connect(m_quiz, &QuizController::askingChanged, m_advice, &AdviceController::setHoldBack);
    connect(m_quiz, &QuizController::hint, this, &MainWindow::hint);
    connect(m_quiz, &QuizController::message, this, message);
    m_stepCard->setStepForward([this](QString *error) { return m_quiz->stepForwardAsked(error); });
    connect(m_stepCard, &StepCardController::hint, this, &MainWindow::hint);
    connect(m_stepCard, &StepCardController::message, this, message);
    connect(m_stepCard, &StepCardController::turnText, m_statusTurn, &QLabel::setText);
    connect(m_stepCard, &StepCardController::storyOnCard, this,
        [this](bool onCard) { m_timeline->setStoryShown(!onCard); });
    connect(m_session, &GameSession::warning, this, &MainWindow::report);
    // Every assumption links to HexFire's note on it.
    connect(m_stepCard->explanationPanel(), &ExplanationPanel::noteRequested, m_help,
        &HelpController::showRulesNote);
    connect(
        m_assumptions, &AssumptionsPanel::noteRequested, m_help, &HelpController::showRulesNote);
    connect(m_welcome, &WelcomePage::openRequested, this, [this](const QString &path) {
        if (m_files->openAsked(path))
            showWelcome(false);
    });
    connect(m_welcome, &WelcomePage::openFileRequested, this, [this] {
        if (m_files->fileOpen())
            showWelcome(false);
    });
    connect(m_welcome, &WelcomePage::closeRequested, this, [this] { showWelcome(false); });
    connect(m_files, &FileController::welcomeWanted, this, [this] { showWelcome(true); });
    // Whatever opened a game (a menu, a restore, the editor): the map shows it, with the rule
    // system's actions' icons in the theme's colours.
    connect(m_session, &GameSession::gameReset, this, [this] {
        showWelcome(false);
        m_layout->adaptIcons();
    });
    // The panels collapsed: their names on the strip light up when they have something to show.
    connect(m_session, &GameSession::evaluationChanged, this, [this] {
        const std::optional<Evaluation> &e = m_session->currentPreview();
        m_layout->setPanelHighlighted("explanationDock", e.has_value());
        m_layout->setPanelHighlighted("oddsDock", e && e->legal);
    });
    wireTurnTrack();
}

void MainWindow::wireTurnTrack()
{
    connect(m_turnTrack, &TurnTrack::hint, this, &MainWindow::hint);
    m_turnTrack->setAsker([this](Action &action) { return m_play->askBeforeCommit(action); });
    // Hot seat: the players hand the laptop over when the banner says whose turn it is.
    // After the step's own message (what the dice did), which would hide it.
    auto later = [this](const QString &text, int ms) {
        QTimer::singleShot(0, this, [this, text, ms] { statusBar()->showMessage(text, ms); });
    };
    connect(m_turnTrack, &TurnTrack::sideToActChanged, this,
        [this, later](const QString &who, const QString &where) {
            m_sideBanner->announce(who);
            later(tr("%1 now: %2.").arg(who, where), 10000);
        });
    connect(m_turnTrack, &TurnTrack::gameEnded, this,
        [this, later](const QString &headline, const QString &summary) {
            const QString over = tr("Game over — %1").arg(headline);
            m_sideBanner->announce(over);
            later(over, 15000);
            if (m_prompts.gameOver)
                m_prompts.gameOver(headline, summary);
        });
}

void MainWindow::createStatusBar()
{
    m_statusTurn = new ElidedLabel;
    m_statusTurn->setObjectName(QStringLiteral("turnIndicator"));
    m_statusMode = new ElidedLabel;
    m_statusMode->setObjectName(QStringLiteral("modeHint"));
    m_statusDice = new QLabel;
    m_zoomButton = new QToolButton;
    m_zoomButton->setObjectName(QStringLiteral("zoomButton"));
    m_zoomButton->setAutoRaise(true);
    m_zoomButton->setPopupMode(QToolButton::InstantPopup);
    m_zoomButton->setToolTip(tr("The map's zoom; click for presets"));
    auto *zoomMenu = new QMenu(m_zoomButton);
    zoomMenu->addAction(tr("Fit to Window"), m_view, &MapView::fitToWindow);
    for (int percent : {25, 50, 75, 100, 150, 200}) {
        zoomMenu->addAction(QStringLiteral("%1%").arg(percent), this,
            [this, percent] { m_view->setZoom(percent / 100.0); });
    }
    m_zoomButton->setMenu(zoomMenu);
    connect(m_view, &MapView::zoomChanged, this, [this](double scale) {
        m_zoomButton->setText(QStringLiteral("%1%").arg(std::lround(scale * 100)));
    });
    m_zoomButton->setText(QStringLiteral("100%"));
    statusBar()->addPermanentWidget(m_statusTurn);
    statusBar()->addPermanentWidget(m_statusMode);
    // A message ("American side to act now: Turn 1 …") takes the turn's place while it shows:
    // the turn track above the map says the same, and the message is not cut short by it.
    connect(statusBar(), &QStatusBar::messageChanged, m_statusTurn,
        [this](const QString &message) { m_statusTurn->setVisible(message.isEmpty()); });
    statusBar()->addPermanentWidget(m_zoomButton);
    statusBar()->addPermanentWidget(m_statusDice);
    m_statusDice->setText(m_session->diceMode() == DiceMode::Physical
            ? tr("Dice: your own")
            : tr("Dice: random (seeded)"));
}

MainWindow::~MainWindow() = default;

void MainWindow::setPrompts(Prompts prompts)
{
    m_prompts = std::move(prompts);
    m_play->setPrompts(m_prompts);
    m_adjust->setPrompts(m_prompts);
    m_stepCard->setPrompts(m_prompts);
    m_files->setPrompts(m_prompts);
    m_examples->setPrompts(m_prompts);
}

void MainWindow::createActions()
{
    m_tools = addToolBar(tr("Actions"));
    m_tools->setObjectName(QStringLiteral("actionsToolBar"));
    m_tools->setIconSize(QSize(26, 26));
    m_tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    // Select, the Line of Sight tool and the rule system's modes, inputs and phase steps come
    // from the controllers (createControllers).

    m_undoAction = m_session->undoStack()->createUndoAction(this, tr("Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_session->undoStack()->createRedoAction(this, tr("Redo"));
    m_redoAction->setShortcuts(standardShortcuts(QKeySequence::Redo,
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}));

    // Undo and the view before the actions: on a narrow window the actions' tail goes behind the
    // toolbar's "»" (each is in the Game menu too), never Undo or the zoom.
    auto *editTools = new QToolBar(tr("Undo"), this);
    insertToolBar(m_tools, editTools);
    editTools->setObjectName(QStringLiteral("undoToolBar"));
    editTools->setIconSize(QSize(22, 22));
    m_undoAction->setIcon(icon("back"));
    m_redoAction->setIcon(icon("forward"));
    editTools->addAction(m_undoAction);
    editTools->addAction(m_redoAction);

    auto *viewTools = new QToolBar(tr("View"), this);
    insertToolBar(m_tools, viewTools);
    viewTools->setObjectName(QStringLiteral("viewToolBar"));
    viewTools->setIconSize(QSize(22, 22));
    viewTools->addAction(icon("zoomin"), tr("Zoom in"), m_view, &MapView::zoomIn)
        ->setShortcut(QKeySequence::ZoomIn);
    viewTools->addAction(icon("zoomout"), tr("Zoom out"), m_view, &MapView::zoomOut)
        ->setShortcut(QKeySequence::ZoomOut);
    viewTools->addAction(icon("fit"), tr("Fit to window"), m_view, &MapView::fitToWindow)
        ->setShortcut(Qt::CTRL | Qt::Key_0);

    // Replies the rules allow to the step just taken (fire at a unit that acted in sight),
    // on a row of their own under the actions; hidden while there are none.
    addToolBarBreak();
    m_reactions = addToolBar(tr("Reactions"));
    m_reactions->setObjectName(QStringLiteral("reactionsToolBar"));
    m_reactions->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_reactions->setVisible(false);
}

void MainWindow::createDocks()
{
    auto dock
        = [this](QWidget *widget, const QString &title, const char *name, Qt::DockWidgetArea area) {
              return m_layout->addDock(widget, title, name, area);
          };
    auto *oddsScroll = new QScrollArea;
    oddsScroll->setWidget(m_stepCard->oddsChart());
    oddsScroll->setWidgetResizable(true);
    // In scroll areas: their wrapped sentences must not make a small window grow.
    auto scrolled = [](QWidget *panel) {
        auto *scroll = new QScrollArea;
        scroll->setWidget(panel);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        return scroll;
    };
    dock(m_stepCard->explanationPanel(), tr("Explanation"), "explanationDock",
        Qt::RightDockWidgetArea);
    dock(oddsScroll, tr("Odds"), "oddsDock", Qt::RightDockWidgetArea);
    // Fewer, fuller panels for a laptop: the selected unit over the hex pointed at, in one.
    auto *unitAndHex = new QSplitter(Qt::Vertical);
    unitAndHex->setObjectName(QStringLiteral("unitAndHex"));
    unitAndHex->addWidget(m_play->unitBox());
    unitAndHex->addWidget(m_play->hexPanel());
    unitAndHex->setStretchFactor(0, 3);
    unitAndHex->setStretchFactor(1, 2);
    unitAndHex->setChildrenCollapsible(false);
    dock(unitAndHex, tr("Unit"), "unitDock", Qt::LeftDockWidgetArea);
    dock(m_diceLog, tr("Dice"), "diceDock", Qt::LeftDockWidgetArea);
    dock(m_advice->bestShotsList(), tr("Best Shots"), "bestShotsDock", Qt::LeftDockWidgetArea);
    dock(scrolled(m_advice->threatsPanel()), tr("Threats"), "threatsDock", Qt::LeftDockWidgetArea);
    dock(scrolled(m_advice->whatIfPanel()), tr("What If"), "whatIfDock", Qt::LeftDockWidgetArea);
    dock(scrolled(m_timeline), tr("Timeline"), "timelineDock", Qt::RightDockWidgetArea);
    m_layout->arrangeDocks(false);
    connect(m_timeline, &TimelinePanel::problem, this, &MainWindow::report);
}

void MainWindow::createEditor()
{
    // Edit mode (ui/editor): its own undo stack while editing, so the game's Undo steps aside.
    m_editorController = new EditorController(this, m_session, m_scene);
    m_editorController->undoAction()->setShortcut(QKeySequence::Undo);
    m_editorController->redoAction()->setShortcuts(standardShortcuts(QKeySequence::Redo,
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)}));
    if (auto *bar = findChild<QToolBar *>(QStringLiteral("viewToolBar"))) {
        m_editorController->editModeAction()->setIcon(icon("edit"));
        bar->addAction(m_editorController->editModeAction());
    }
    connect(m_editorController, &EditorController::message, this,
        [this](const QString &text) { statusBar()->showMessage(text, 15000); });
    connect(m_editorController, &EditorController::editingChanged, this, [this](bool editing) {
        m_undoAction->setEnabled(!editing && m_session->undoStack()->canUndo());
        m_redoAction->setEnabled(!editing && m_session->undoStack()->canRedo());
        m_tools->setEnabled(!editing);
        m_turnTrack->setEnabled(!editing);
        // The game's selection and mode belong to the game's map, not the edited one.
        m_play->setMode(MapScene::Mode::select());
        if (editing) {
            m_play->selectUnit(std::nullopt);
            m_statusMode->setText(tr("Editing: the palette's tool acts on the map"));
        }
    });
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    createEditor();
    m_files->fillFileMenu(
        file, m_editorController->newScenarioAction(), m_editorController->saveAsAction());
    m_editorController->setMayReplaceGame([this] { return m_files->mayReplaceGame(); });
    createEditMenu();
    menuBar()->addMenu(m_gameMenu);
    createViewMenu();
    m_files->setExamplesMenu(menuBar()->addMenu(tr("E&xamples")),
        {m_quiz->quizAction(), m_examples->restartAction(), m_examples->backAction()});
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    m_welcomeAction = help->addAction(tr("&Welcome Page"), this, [this] { showWelcome(true); });
    m_welcomeAction->setObjectName(QStringLiteral("welcomeAction"));
    m_welcomeAction->setToolTip(tr("The games, their examples and sandboxes, and recent files"));
    help->addSeparator();
    m_help->fillHelpMenu(help);
    // Every assumption in force, one line each, in a window of its own: the Explanation names
    // the ones a step rests on, each a link to its note.
    QAction *assumptions = help->addAction(tr("&Assumptions in Force…"), this, [this] {
        auto *dialog = m_assumptions->parentWidget();
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
    assumptions->setObjectName(QStringLiteral("assumptionsAction"));
    auto *assumptionsDialog = new QDialog(this);
    assumptionsDialog->setObjectName(QStringLiteral("assumptionsDialog"));
    assumptionsDialog->setWindowTitle(tr("Assumptions in Force"));
    auto *assumptionsLayout = new QVBoxLayout(assumptionsDialog);
    assumptionsLayout->addWidget(m_assumptions);
    assumptionsDialog->resize(640, 420);
}

bool MainWindow::welcomeShown() const { return m_centre->currentWidget() == m_welcome; }

void MainWindow::showWelcome(bool on)
{
    if (on == welcomeShown())
        return;
    if (on) {
        m_welcome->refresh();
        m_welcome->setCanGoBack(m_session->hasGame());
        // The page stands alone: the panels and the tools belong to a game.
        m_hiddenForWelcome.clear();
        for (QDockWidget *d : findChildren<QDockWidget *>()) {
            if (d->isVisible())
                m_hiddenForWelcome << d;
        }
        for (QToolBar *t : findChildren<QToolBar *>()) {
            if (t->isVisible())
                m_hiddenForWelcome << t;
        }
        if (statusBar()->isVisible())
            m_hiddenForWelcome << statusBar(); // the map's hints and zoom
        for (QWidget *w : std::as_const(m_hiddenForWelcome))
            w->hide();
        m_centre->setCurrentWidget(m_welcome);
        m_welcome->setFocus();
        return;
    }
    for (QWidget *w : std::as_const(m_hiddenForWelcome)) {
        if (w)
            w->show();
    }
    m_hiddenForWelcome.clear();
    m_centre->setCurrentIndex(0);
    m_view->setFocus();
}

void MainWindow::createEditMenu()
{
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addAction(m_stepCard->stepForwardAction());
    edit->addAction(m_stepCard->stepBackAction());
    edit->addAction(m_stepCard->stepTextAction());
    edit->addSeparator();
    edit->addAction(m_editorController->editModeAction());
    edit->addAction(m_editorController->undoAction());
    edit->addAction(m_editorController->redoAction());
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
}

void MainWindow::createViewMenu()
{
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(m_play->visibilityAction());
    m_viewMenu->addAction(m_advice->threatsAction());
    m_viewMenu->addAction(m_play->facingArcsAction());
    m_viewMenu->addAction(tr("&Fit Map to Window"), m_view, &MapView::fitToWindow);
    QMenu *zoom = m_viewMenu->addMenu(tr("&Zoom"));
    for (int percent : {50, 75, 100, 150, 200}) {
        zoom->addAction(QStringLiteral("%1%").arg(percent), this,
            [this, percent] { m_view->setZoom(percent / 100.0); });
    }
    m_layout->addLookActions(m_viewMenu);
    addLanguageMenu(m_viewMenu);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_stepCard->cardAction());
    m_layout->addPanelActions(m_viewMenu);
}

void MainWindow::addLanguageMenu(QMenu *view)
{
    // The language is chosen at start (installTranslations): a choice here takes effect at the
    // next start.
    QMenu *menu = view->addMenu(tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    const QString chosen = Settings::language.get();
    QList<Language> languages = availableLanguages();
    languages.prepend({QString(), tr("System Language")});
    for (const Language &language : std::as_const(languages)) {
        QAction *a = menu->addAction(language.name);
        a->setObjectName(
            QStringLiteral("language-%1")
                .arg(language.code.isEmpty() ? QStringLiteral("system") : language.code));
        a->setCheckable(true);
        a->setChecked(language.code == chosen);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, language] {
            Settings::language.set(language.code);
            statusBar()->showMessage(language.code.isEmpty()
                    ? tr("Restart HexFire to use the system's language.")
                    : tr("Restart HexFire to use %1.").arg(language.name),
                15000);
        });
        if (language.code.isEmpty())
            menu->addSeparator();
    }
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    m_layout->windowResized(event->size());
    // On a narrow window the actions show their icons alone (their names on hover and in the
    // Game menu), so that every button, Undo and the zoom stay on the toolbar.
    m_tools->setToolButtonStyle(
        event->size().width() < 1300 ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    // The turn and the mode's hint give up width before the status bar's messages (the hex under
    // the pointer, a line's verdict) lose theirs: each ends in "…" past its share.
    m_statusTurn->setMaximumWidth(event->size().width() * 3 / 10);
    m_statusMode->setMaximumWidth(event->size().width() * 3 / 10);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->queryClose()) {
        event->ignore();
        return;
    }
    m_layout->saveWindowState();
    event->accept();
}

QString MainWindow::selectionHint() const
{
    const std::optional<UnitId> selected = m_play->selectedUnit();
    const Unit *unit
        = selected && m_session->hasGame() ? m_session->state().findUnit(*selected) : nullptr;
    if (!unit)
        return {};
    // The rule system's actions a unit takes at a target, by the names and keys on the toolbar.
    QStringList actions;
    for (const ActionType &t : m_session->rules().vocabulary().actions) {
        if (t.target == TargetKind::None || t.actors == ActorRule::None)
            continue;
        actions << (t.shortcut.empty()
                ? ruleText(t.name)
                : tr("%1 (%2)").arg(ruleText(t.name), QString::fromStdString(t.shortcut)));
        if (actions.size() == 4)
            break;
    }
    return tr("%1 is selected. Choose what it does on the toolbar, such as %2, then point at a "
              "target: the line of sight, every modifier and the odds show here before you click. "
              "Its printed values and state are on the Unit tab.")
        .arg(QString::fromStdString(unit->name), actions.join(tr(", ")));
}

void MainWindow::hint(const QString &message)
{
    // Guidance and refusals the panels already explain: the status bar, not a dialog to dismiss.
    if (!message.isEmpty())
        statusBar()->showMessage(DisplayText::oneLine(message, 300), 15000);
}

void MainWindow::report(const QString &message)
{
    if (message.isEmpty())
        return;
    statusBar()->showMessage(DisplayText::oneLine(message, 300), 10000);
    m_prompts.tell(tr("HexFire"), message);
}

} // namespace hexfire
