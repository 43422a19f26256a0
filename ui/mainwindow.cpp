#include "ui/mainwindow.h"

#include "ui/actiontoolbar.h"
#include "ui/advicecontroller.h"
#include "ui/autosavestore.h"
#include "ui/dialogs/physicaldicedialog.h"
#include "ui/displaytext.h"
#include "ui/editor/editorcontroller.h"
#include "ui/examplescenarios.h"
#include "ui/gamesession.h"
#include "ui/losthreadcontroller.h"
#include "ui/map/mapview.h"
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
#include "ui/stepcardcontroller.h"

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

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
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
    if (interactive) {
        setPrompts(interactivePrompts(this));
        setDarkTheme(Settings::darkTheme.get());
        if (const QScreen *s = QGuiApplication::primaryScreen())
            setTextPercent(
                textPercentFor(Settings::textPercent.get(), s->availableGeometry().height()));
        QString error;
        if (!enableAutosave(AutosaveStore::defaultDirectory(), &error))
            statusBar()->showMessage(tr("The game is not autosaved: %1").arg(error));
    } else {
        setPrompts(silentPrompts());
    }
    wireControllers();

    resize(1600, 1000);
    if (interactive) {
        restoreGeometry(Settings::windowGeometry.get());
        // A layout the player arranged is kept as it was; otherwise the size chooses one.
        m_layoutChosen = restoreState(Settings::windowState.get());
    }
    m_play->setMode(MapScene::Mode::select());
    updateTitle();
}

void MainWindow::createControllers()
{
    // Play first: it brings the map up to date with the session before the others draw on it.
    m_gameMenu = new QMenu(tr("&Game"), this);
    m_play = new PlayController(m_session, m_scene, m_tools, m_gameMenu, m_reactions, this);
    m_play->setInteractive(m_interactive);
    m_thread = new LosThreadController(m_session, m_scene, this);
    m_play->toolbar()->addTool(m_thread->losThreadAction());
    m_advice = new AdviceController(m_session, m_scene, this);
    // The quiz before the step card: a new game ends a question before the card is redrawn.
    m_quiz = new QuizController(m_session, m_scene, m_view, this);
    m_stepCard = new StepCardController(m_session, m_scene, m_view, this);
    m_stepCard->setInteractive(m_interactive);
    m_quiz->quizCard()->raise(); // over the step card
    m_diceLog = new DiceLogPanel;
    m_timeline = new TimelinePanel(m_session);
    m_assumptions = new AssumptionsPanel;
}

void MainWindow::wireControllers()
{
    auto message
        = [this](const QString &text, int timeoutMs) { statusBar()->showMessage(text, timeoutMs); };
    connect(m_play, &PlayController::modeText, m_statusMode, &QLabel::setText);
    connect(m_play, &PlayController::hint, this, &MainWindow::hint);
    connect(m_play, &PlayController::status, this,
        [this](const QString &text) { statusBar()->showMessage(text); });
    connect(m_play, &PlayController::modeChanged, m_thread, &LosThreadController::stop);
    connect(m_play, &PlayController::intentChanged, this, [this](bool selection) {
        m_advice->setIntent(m_play->selectedUnit(), m_play->intendedAction(), selection);
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
    connect(m_session, &GameSession::stateChanged, this,
        [this] { m_diceLog->setRolls(m_session->rolls()); });
    connect(m_session, &GameSession::gameReset, this,
        [this] { m_assumptions->setAssumptions(m_session->rules().assumptions()); });
    connect(m_session, &GameSession::gameReset, this, &MainWindow::updateTitle);
    connect(m_session, &GameSession::stateChanged, this, &MainWindow::updateTitle);
    connect(m_session, &GameSession::fileChanged, this, &MainWindow::updateTitle);
    connect(m_session, &GameSession::warning, this, &MainWindow::report);
}

void MainWindow::createStatusBar()
{
    m_statusTurn = new QLabel;
    m_statusTurn->setObjectName(QStringLiteral("turnIndicator"));
    m_statusMode = new QLabel;
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
    m_stepCard->setPrompts(m_prompts);
}

bool MainWindow::enableAutosave(const QString &directory, QString *error)
{
    auto store = std::make_unique<AutosaveStore>(directory);
    if (!store->claim(error))
        return false;
    m_autosave = std::move(store);
    m_session->setAutosavePath(m_autosave->path());
    return true;
}

QString MainWindow::autosavePath() const { return m_autosave ? m_autosave->path() : QString(); }

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
    m_redoAction->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});

    auto *editTools = addToolBar(tr("Undo"));
    editTools->setObjectName(QStringLiteral("undoToolBar"));
    editTools->setIconSize(QSize(22, 22));
    m_undoAction->setIcon(icon("back"));
    m_redoAction->setIcon(icon("forward"));
    editTools->addAction(m_undoAction);
    editTools->addAction(m_redoAction);

    auto *viewTools = addToolBar(tr("View"));
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
              auto *d = new QDockWidget(title, this);
              d->setObjectName(QLatin1String(name));
              d->setWidget(widget);
              addDockWidget(area, d);
              m_docks << d;
              return d;
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
    dock(m_play->unitBox(), tr("Unit"), "unitDock", Qt::LeftDockWidgetArea);
    dock(m_play->hexPanel(), tr("Hex"), "hexDock", Qt::LeftDockWidgetArea);
    dock(m_diceLog, tr("Dice log"), "diceDock", Qt::LeftDockWidgetArea);
    dock(m_advice->bestShotsList(), tr("Best Shots"), "bestShotsDock", Qt::LeftDockWidgetArea);
    dock(scrolled(m_advice->threatsPanel()), tr("Threats"), "threatsDock", Qt::LeftDockWidgetArea);
    dock(scrolled(m_advice->whatIfPanel()), tr("What If"), "whatIfDock", Qt::LeftDockWidgetArea);
    dock(m_assumptions, tr("Assumptions"), "assumptionsDock", Qt::LeftDockWidgetArea);
    dock(m_timeline, tr("Timeline"), "timelineDock", Qt::BottomDockWidgetArea);
    arrangeDocks(false);
    connect(m_timeline, &TimelinePanel::problem, this, &MainWindow::report);
}

void MainWindow::arrangeDocks(bool compact)
{
    m_compact = compact;
    m_layoutChosen = true;
    // A tab's name is shown whole; when a group's tabs do not fit, its bar scrolls. The bars
    // exist once the docks are tabbed, on the next round of events.
    QTimer::singleShot(0, this, [this] {
        for (QTabBar *bar : findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    });
    auto find = [this](const char *name) { return findChild<QDockWidget *>(QLatin1String(name)); };
    QDockWidget *explanation = find("explanationDock");
    QDockWidget *odds = find("oddsDock");
    QDockWidget *unit = find("unitDock");
    QDockWidget *hex = find("hexDock");
    QDockWidget *shots = find("bestShotsDock");
    QDockWidget *threats = find("threatsDock");
    QDockWidget *whatIf = find("whatIfDock");
    QDockWidget *dice = find("diceDock");
    QDockWidget *assumptions = find("assumptionsDock");
    QDockWidget *timeline = find("timelineDock");
    const bool focusOnMap = m_focusMapAction && m_focusMapAction->isChecked();
    if (compact) {
        // A laptop screen: the map gets most of the window; the panels share one tabbed column
        // on the right (Explanation in front), and the step card on the map tells the story.
        // Two tab groups, one above the other: what the step means (Explanation in front), and
        // what it may bring and did (Odds in front). Tabbed one by one onto the first of each,
        // never stacked all at once, which would grow the window.
        removeDockWidget(explanation);
        addDockWidget(Qt::RightDockWidgetArea, explanation);
        removeDockWidget(odds);
        splitDockWidget(explanation, odds, Qt::Vertical);
        for (QDockWidget *d : {unit, hex, assumptions})
            tabifyDockWidget(explanation, d);
        for (QDockWidget *d : {shots, threats, whatIf, dice, timeline})
            tabifyDockWidget(odds, d);
        for (QDockWidget *d :
            {explanation, odds, unit, hex, shots, threats, whatIf, dice, assumptions, timeline})
            d->setVisible(!focusOnMap);
        // The tab bars settle on the next round of events; the front tabs are chosen then.
        QTimer::singleShot(0, this, [explanation, odds] {
            explanation->raise();
            odds->raise();
        });
        resizeDocks({explanation, odds}, {height() * 3 / 5, height() * 2 / 5}, Qt::Vertical);
        resizeDocks({explanation}, {std::max(300, width() * 3 / 10)}, Qt::Horizontal);
        return;
    }
    for (QDockWidget *d : {explanation, odds, assumptions, dice}) {
        removeDockWidget(d);
        addDockWidget(Qt::RightDockWidgetArea, d);
    }
    for (QDockWidget *d : {unit, hex, shots, threats, whatIf}) {
        removeDockWidget(d);
        addDockWidget(Qt::LeftDockWidgetArea, d);
    }
    removeDockWidget(timeline);
    addDockWidget(Qt::BottomDockWidgetArea, timeline);
    for (QDockWidget *d :
        {explanation, odds, unit, hex, shots, threats, whatIf, dice, assumptions, timeline})
        d->setVisible(!focusOnMap);
    // Right: why (the explanation, the assumptions behind it) over the odds and the dice rolled;
    // left: the unit, the hex, and the solo player's questions, each group few enough tabs for
    // their names to show whole.
    splitDockWidget(explanation, odds, Qt::Vertical);
    tabifyDockWidget(explanation, assumptions);
    tabifyDockWidget(odds, dice);
    splitDockWidget(unit, hex, Qt::Vertical);
    splitDockWidget(hex, shots, Qt::Vertical);
    tabifyDockWidget(shots, threats);
    tabifyDockWidget(threats, whatIf);
    QTimer::singleShot(0, this, [explanation, odds, shots] {
        explanation->raise();
        odds->raise(); // the dice log fills only once dice are rolled
        shots->raise();
    });
    resizeDocks({explanation, odds}, {560, 300}, Qt::Vertical);
    resizeDocks({explanation}, {440}, Qt::Horizontal);
    resizeDocks({unit}, {300}, Qt::Horizontal);
    resizeDocks({unit, hex, shots}, {330, 170, 300}, Qt::Vertical);
    resizeDocks({timeline}, {150}, Qt::Vertical);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
}

int MainWindow::textPercentFor(int chosenPercent, int screenHeight)
{
    if (chosenPercent > 0)
        return std::clamp(chosenPercent, 50, 200);
    return std::clamp(screenHeight * 100 / 1200, 100, 150);
}

void MainWindow::setTextPercent(int percent)
{
    if (!m_baseFont)
        m_baseFont = QApplication::font();
    m_textPercent = percent;
    QFont f = *m_baseFont;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * percent / 100.0);
    else
        f.setPixelSize(std::max(6, f.pixelSize() * percent / 100));
    // The window and everything in it; dialogs it opens take the application's font.
    setFont(f);
    QApplication::setFont(f);
    // The card is styled by a style sheet, which stops the window's font reaching it.
    m_stepCard->narrationCard()->setFont(f);
}

void MainWindow::setDarkTheme(bool on)
{
    if (on == m_dark)
        return;
    if (!m_lightPalette) {
        m_lightPalette = QApplication::palette();
        m_lightStyle = QApplication::style()->name();
    }
    m_dark = on;
    if (!on) {
        QApplication::setStyle(m_lightStyle);
        QApplication::setPalette(*m_lightPalette);
        m_scene->setBackgroundBrush(QColor(88, 92, 84));
        return;
    }
    // Fusion draws every widget from the palette, so one palette darkens the whole window.
    QApplication::setStyle(QStringLiteral("Fusion"));
    QPalette p;
    const QColor window(45, 47, 50);
    const QColor base(32, 34, 36);
    const QColor text(225, 225, 220);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(60, 62, 66));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 120, 100));
    p.setColor(QPalette::Link, QColor(120, 170, 255));
    p.setColor(QPalette::Highlight, QColor(60, 110, 180));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 145));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(120, 120, 118));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(120, 120, 118));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(120, 120, 118));
    QApplication::setPalette(p);
    m_scene->setBackgroundBrush(QColor(28, 30, 32));
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    // Below this size two columns of panels would leave the map a third of the window.
    const bool compact = event->size().width() < 1400 || event->size().height() < 820;
    if (compact != m_compact || !m_layoutChosen) {
        arrangeDocks(compact);
        // Moving docks may have asked for more room than the window was given; it keeps its size.
        if (size() != event->size())
            resize(event->size());
    }
}

void MainWindow::createEditor()
{
    // Edit mode (ui/editor): its own undo stack while editing, so the game's Undo steps aside.
    m_editorController = new EditorController(this, m_session, m_scene);
    m_editorController->undoAction()->setShortcut(QKeySequence::Undo);
    m_editorController->redoAction()->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
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
    file->addAction(m_editorController->newScenarioAction());
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::fileOpen);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    file->addAction(tr("&Save"), QKeySequence::Save, this, &MainWindow::fileSave);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, this, &MainWindow::fileSaveAs);
    file->addAction(m_editorController->saveAsAction());
    file->addSeparator();
    file->addAction(tr("&Export Map…"), this, &MainWindow::fileExport);
    QAction *saveExample
        = file->addAction(tr("Save as E&xample…"), this, [this] { fileSaveExample(); });
    saveExample->setObjectName(QStringLiteral("saveExampleAction"));
    saveExample->setToolTip(tr("Saves the steps played so far, with their dice, titles and "
                               "narration, as an example others step through"));
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    createEditMenu();
    menuBar()->addMenu(m_gameMenu);
    createViewMenu();
    m_examplesMenu = menuBar()->addMenu(tr("E&xamples"));
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    m_rulesBriefAction = help->addAction(tr("The Game's Rules in &Brief…"), this, [this] {
        if (m_session->hasGame())
            showHelpPage(qs(m_session->rules().displayName()), QStringLiteral("rulesBrief"),
                rulesBriefHtml(m_session->rules()));
    });
    m_rulesBriefAction->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("Map &Legend…"), this, [this] {
        if (m_session->hasGame())
            showHelpPage(tr("Map Legend"), QStringLiteral("legend"),
                legendHtml(m_session->state(), m_session->rules()));
    });
    help->addAction(tr("&Keyboard Shortcuts…"), this, [this] {
        showHelpPage(tr("Keyboard Shortcuts"), QStringLiteral("shortcuts"), shortcutsHtml());
    });
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
    addTextActions(m_viewMenu);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_stepCard->cardAction());
    m_focusMapAction = m_viewMenu->addAction(tr("Focus on the &Map"));
    m_focusMapAction->setObjectName(QStringLiteral("focusMapAction"));
    m_focusMapAction->setCheckable(true);
    m_focusMapAction->setShortcut(Qt::CTRL | Qt::Key_M);
    m_focusMapAction->setToolTip(tr("Hides every panel so the map fills the window; again to "
                                    "bring them back"));
    connect(m_focusMapAction, &QAction::toggled, this, [this](bool on) {
        if (on) {
            m_hiddenForFocus.clear();
            for (QDockWidget *d : m_docks) {
                if (d->isVisible()) {
                    m_hiddenForFocus << d;
                    d->hide();
                }
            }
        } else {
            for (QDockWidget *d : m_hiddenForFocus)
                d->show();
            m_hiddenForFocus.clear();
        }
    });
    m_viewMenu->addSeparator();
    for (QDockWidget *d : m_docks)
        m_viewMenu->addAction(d->toggleViewAction());
}

void MainWindow::addTextActions(QMenu *view)
{
    QMenu *text = view->addMenu(tr("&Text Size"));
    auto *textGroup = new QActionGroup(text);
    for (int percent : {0, 90, 100, 115, 130, 150}) {
        QAction *a = text->addAction(
            percent == 0 ? tr("Follow the Screen") : QStringLiteral("%1%").arg(percent));
        a->setCheckable(true);
        a->setChecked(Settings::textPercent.get() == percent);
        textGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, percent] {
            Settings::textPercent.set(percent);
            const QScreen *s = screen();
            setTextPercent(textPercentFor(percent, s ? s->availableGeometry().height() : 1000));
        });
    }
    QAction *dark = view->addAction(tr("&Dark Theme"));
    dark->setObjectName(QStringLiteral("darkThemeAction"));
    dark->setCheckable(true);
    // The window applies the saved theme after the menus exist: the check follows the setting.
    dark->setChecked(Settings::darkTheme.get());
    connect(dark, &QAction::toggled, this, [this](bool on) {
        Settings::darkTheme.set(on);
        setDarkTheme(on);
    });
}

void MainWindow::showHelpPage(const QString &title, const QString &objectName, const QString &html)
{
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(title);
    auto *layout = new QVBoxLayout(dialog);
    auto *text = new QTextBrowser;
    text->setObjectName(objectName);
    text->setHtml(html);
    layout->addWidget(text);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(640, 560);
    dialog->show();
}

QString MainWindow::legendHtml(const GameState &state, const RuleSet &rules)
{
    // What is on this map and what this rule system's counters and chits mean: the window adds
    // only the layout; every word comes from the map file or the rule system.
    auto esc = [](const std::string &t) { return qs(t).toHtmlEscaped(); };
    auto swatch = [](const QString &colour) {
        return QStringLiteral("<span style=\"background-color:%1\">&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;"
                              "</span>&nbsp;")
            .arg(colour);
    };
    const MapGrid &map = state.map();
    QString html = QStringLiteral("<h2>%1</h2>").arg(tr("Map Legend"));
    html += QStringLiteral("<h3>%1</h3><table cellspacing=\"4\">").arg(tr("Terrain on this map"));
    std::vector<bool> used(map.terrainKinds().size(), false);
    int highest = 0;
    std::set<std::string> features;
    for (Hex h : map.hexes()) {
        used[static_cast<std::size_t>(map.terrainIndexAt(h))] = true;
        highest = std::max(highest, map.elevation(h));
        for (const std::string &f : map.features(h))
            features.insert(f);
    }
    for (std::size_t i = 0; i < used.size(); ++i) {
        if (!used[i])
            continue;
        const TerrainKind &k = map.terrainKinds()[i];
        html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                    .arg(swatch(qs(k.colour.empty() ? std::string("#cccccc") : k.colour)),
                        esc(k.name));
    }
    html += QStringLiteral("</table>");
    if (highest > 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Hills are shaded darker for each level up; a hex above level 0 shows "
                            "its level, and the line-of-sight tool (L) labels the levels a line "
                            "crosses L1, L2 and so on."));
    std::set<std::string> sides;
    for (const HexsideFeature &f : map.hexsideFeatures())
        sides.insert(std::string(f.feature));
    auto words
        = [&rules](const std::string &id) { return qs(rules.featureName(id)).toHtmlEscaped(); };
    if (!features.empty() || !sides.empty()) {
        QStringList list;
        for (const std::string &f : features)
            list << words(f);
        for (const std::string &f : sides)
            list << tr("%1 (along hexsides)").arg(words(f));
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Features:"), list.join(QStringLiteral(", ")));
    }

    // The printed values: one counter of each kind on the map, its values by position.
    html += QStringLiteral("<h3>%1</h3>").arg(tr("Numbers on the counters"));
    std::set<std::string> symbols;
    for (const Unit &u : state.units()) {
        const CounterPrint print = rules.counterPrint(u);
        if (!symbols.insert(print.symbol).second || print.values.empty())
            continue;
        QStringList values;
        for (const PrintedValue &v : print.values) {
            const QString where = v.slot == PrintedValue::Slot::Left ? tr("left")
                : v.slot == PrintedValue::Slot::Middle               ? tr("middle")
                                                                     : tr("right");
            const QString frame = v.frame == PrintedValue::Frame::Box ? tr(", boxed")
                : v.frame == PrintedValue::Frame::Circle              ? tr(", circled")
                                                                      : QString();
            values << tr("%1 (%2%3): %4").arg(esc(v.text), where, frame, esc(v.label));
        }
        html += QStringLiteral("<p><b>%1</b> — %2<br>%3</p>")
                    .arg(esc(u.name), tr("for example"), values.join(QStringLiteral("<br>")));
    }
    if (!rules.statusTypes().empty()) {
        html += QStringLiteral("<h3>%1</h3><dl>").arg(tr("States a counter shows"));
        for (const StatusType &t : rules.statusTypes())
            html += QStringLiteral("<dt><b>%1</b></dt><dd>%2</dd>").arg(esc(t.name), esc(t.help));
        html += QStringLiteral("</dl>");
    }
    if (!rules.markerTypes().empty()) {
        html += QStringLiteral("<h3>%1</h3><table cellspacing=\"4\">").arg(tr("Markers"));
        for (const MarkerType &t : rules.markerTypes()) {
            html += QStringLiteral("<tr><td>%1</td><td><b>%2</b>%3<br>%4</td></tr>")
                        .arg(t.colour.empty() ? swatch(QStringLiteral("#888888"))
                                              : swatch(qs(t.colour)),
                            esc(t.name),
                            t.caption.empty() ? QString()
                                              : tr(" — the chit reads “%1”").arg(esc(t.caption)),
                            esc(t.help));
        }
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("<h3>%1</h3><p>%2</p>")
                .arg(tr("On the map during a step"),
                    tr("An orange ring marks each unit that acts. The line of sight is drawn in "
                       "its verdict's colour (green clear, amber hindered, red blocked, dashed "
                       "beyond the first blocker). Dice show where they were rolled; an arrow "
                       "with a die shows where it sent something, such as a shell scattering "
                       "from its aiming point. Amber numbered plates show where each face of a die "
                       "would send "
                       "it before the roll."));
    return html;
}

QString MainWindow::shortcutsHtml() const
{
    QString html
        = QStringLiteral("<h2>%1</h2><table cellspacing=\"6\">").arg(tr("Keyboard Shortcuts"));
    QList<QAction *> seen;
    auto addFrom = [&](const QList<QAction *> &actions, auto &self) -> void {
        for (QAction *a : actions) {
            if (a->menu())
                self(a->menu()->actions(), self);
            if (a->isSeparator() || a->shortcut().isEmpty() || seen.contains(a))
                continue;
            seen << a;
            html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                        .arg(a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(),
                            a->text()
                                .remove(QLatin1Char('&'))
                                .remove(QStringLiteral("…"))
                                .toHtmlEscaped());
        }
    };
    for (QAction *menu : menuBar()->actions()) {
        if (menu->menu())
            addFrom(menu->menu()->actions(), addFrom);
    }
    addFrom(m_tools->actions(), addFrom);
    html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                .arg(tr("Ctrl+click"),
                    tr("Add a unit to the selected one's action, or take it out"));
    html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                .arg(tr("Wheel, drag"), tr("Zoom towards the pointer, pan the map"));
    html += QStringLiteral("</table>");
    return html;
}

QString MainWindow::rulesBriefHtml(const RuleSet &rules)
{
    // The rule system's own primer and glossary: the window adds only the layout.
    QString html = QStringLiteral("<h2>%1</h2>").arg(qs(rules.displayName()).toHtmlEscaped());
    const QString primer = qs(rules.primer());
    for (const QString &paragraph : primer.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
        html += QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped());
    if (!rules.glossary().empty()) {
        html += QStringLiteral("<h3>%1</h3><dl>").arg(tr("Glossary"));
        for (const GlossaryTerm &t : rules.glossary()) {
            html += QStringLiteral("<dt><b>%1</b>").arg(qs(t.term).toHtmlEscaped());
            if (!t.rule.empty())
                html += QStringLiteral(" <span style=\"color:#666\">(%1)</span>")
                            .arg(qs(t.rule).toHtmlEscaped());
            html += QStringLiteral("</dt><dd>%1</dd>").arg(qs(t.meaning).toHtmlEscaped());
        }
        html += QStringLiteral("</dl>");
    }
    return html;
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
    m_examplesMenu->addAction(m_quiz->quizAction());
    const QList<ExampleScenario> examples = ExampleScenarios::list();
    QString game;
    for (const ExampleScenario &e : examples) {
        if (e.game != game) {
            game = e.game;
            m_examplesMenu->addSection(game);
        }
        QAction *a = m_examplesMenu->addAction(
            DisplayText::oneLine(e.title, 80), this, [this, path = e.path] { openFile(path); });
        a->setToolTip(DisplayText::wrappable(e.description, 2000));
        a->setStatusTip(DisplayText::oneLine(e.description, 300));
    }
    if (examples.isEmpty())
        m_examplesMenu->addAction(tr("No bundled scenarios found"))->setEnabled(false);
}

void MainWindow::updateTitle()
{
    QString name = m_session->filePath().isEmpty() ? tr("Untitled")
                                                   : QFileInfo(m_session->filePath()).fileName();
    // A title from a file may be any length; the window title shows its start.
    if (m_session->hasGame() && !m_session->scenario().title.empty())
        name = DisplayText::oneLine(QString::fromStdString(m_session->scenario().title), 80)
            + QStringLiteral(" — ") + name;
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
            box.setDetailedText(DisplayText::clipped(message, 100000));
            box.setInformativeText(
                DisplayText::wrappable(message.section(QLatin1Char('\n'), 0, 4), 2000));
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
    if (m_autosave) {
        // Only the newest: the others stay for the next start.
        const QStringList orphans = m_autosave->takeOrphans();
        const bool restored = !orphans.isEmpty() && offerRestore(orphans.first());
        m_autosave->releaseOrphans();
        if (restored) {
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

bool MainWindow::offerRestore(const QString &autosave)
{
    const QString when
        = QLocale().toString(QFileInfo(autosave).lastModified(), QLocale::ShortFormat);
    if (!m_prompts.ask(tr("Restore the last game?"),
            tr("A HexFire window playing a game did not close normally (its last autosave is "
               "from %1). Restore that game?")
                .arg(when))) {
        m_autosave->discardOrphan(autosave);
        return false;
    }
    QString message;
    if (!m_session->openFile(autosave, &message)) {
        QString moveError;
        const QString kept = m_autosave->keepAside(autosave, &moveError);
        const QString where = kept.isEmpty()
            ? tr("The autosave stays at %1 (it could not be moved aside: %2).")
                  .arg(QDir::toNativeSeparators(autosave), moveError)
            : tr("The autosave was kept as %1.").arg(QDir::toNativeSeparators(kept));
        const QString text = tr("The autosaved game could not be restored:\n%1\n\n%2")
                                 .arg(DisplayText::clipped(message.trimmed(), 2000), where);
        statusBar()->showMessage(where, 10000);
        m_prompts.tell(tr("Restore failed"), text);
        return false;
    }
    // The game belongs to no file until the player saves it; this instance's own autosave
    // holds it from now on, so the crashed session's file can go.
    m_session->makeUntitled();
    m_session->autosave();
    m_autosave->discardOrphan(autosave);
    return true;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_interactive) {
        Settings::windowGeometry.set(saveGeometry());
        Settings::windowState.set(saveState());
    }
    // A clean exit: this instance's autosave is no crash to offer at the next start.
    m_session->setAutosavePath({});
    if (m_autosave)
        m_autosave->finish();
    event->accept();
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

bool MainWindow::fileSaveExample()
{
    if (!m_session->hasGame() || m_session->position() == 0) {
        hint(tr("Play a step first: an example is made of the steps played so far."));
        return false;
    }
    const QString path = m_prompts.savePath(tr("Save as Example"));
    if (path.isEmpty())
        return false;
    QString error;
    if (!m_session->saveExample(path, &error)) {
        report(error);
        return false;
    }
    Settings::addRecentFile(path);
    updateRecentMenu();
    statusBar()->showMessage(m_session->position() == 1
            ? tr("Saved one step as an example: open it to step through it.")
            : tr("Saved %1 steps as an example: open it to step through them.")
                  .arg(m_session->position()),
        8000);
    return true;
}

bool MainWindow::fileSaveAs()
{
    const QString path = m_prompts.savePath(tr("Save Game"));
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
