#include "ui/mainwindow.h"

#include "core/play/activations.h"
#include "core/play/quiz.h"
#include "core/rules/bestshots.h"
#include "core/rules/threats.h"
#include "ui/autosavestore.h"
#include "ui/dialogs/physicaldicedialog.h"
#include "ui/dialogs/steptextdialog.h"
#include "ui/displaytext.h"
#include "ui/editor/editorcontroller.h"
#include "ui/examplescenarios.h"
#include "ui/gamesession.h"
#include "ui/map/counteritem.h"
#include "ui/map/losthreaditem.h"
#include "ui/map/mapview.h"
#include "ui/narrationcard.h"
#include "ui/panels/assumptionspanel.h"
#include "ui/panels/dicelogpanel.h"
#include "ui/panels/explanationpanel.h"
#include "ui/panels/oddschart.h"
#include "ui/panels/threatspanel.h"
#include "ui/panels/timelinepanel.h"
#include "ui/panels/unitpanel.h"
#include "ui/panels/whatifpanel.h"
#include "ui/quizcard.h"
#include "ui/settings.h"

#include <QActionGroup>
#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollArea>
#include <QSpinBox>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QTabBar>
#include <QTextBrowser>
#include <QTextDocumentFragment>
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

/** The icon a rule system names for an action, when HexFire has an svg of that key. */
QIcon actionIcon(const ActionType &type)
{
    for (const std::string &key : {type.icon, type.key}) {
        const QString path = QStringLiteral(":/icons/%1.svg").arg(qs(key));
        if (!key.empty() && QFile::exists(path))
            return QIcon(path);
    }
    return {};
}

/** The hex an action aims at: its target hex, or where its target unit stands. */
std::optional<Hex> aimedHex(const Action &action, const GameState &state)
{
    if (action.target)
        return action.target;
    if (action.targetUnit) {
        if (const Unit *u = state.findUnit(*action.targetUnit))
            return u->hex;
    }
    return std::nullopt;
}

QString validKeys(const std::vector<ParamSpec> &specs)
{
    QStringList keys;
    for (const ParamSpec &p : specs)
        keys << QStringLiteral("%1 (%2)").arg(qs(p.key), qs(p.label));
    return keys.isEmpty() ? MainWindow::tr("none") : keys.join(QStringLiteral(", "));
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
    // Before the docks and menus: the text size and the menus' actions reach it.
    m_card = new NarrationCard(m_view);
    m_quizCard = new QuizCard(m_view);
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
    if (interactive) {
        m_prompts.ask = [this](const QString &title, const QString &question) {
            return QMessageBox::question(
                       this, title, question, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
                == QMessageBox::Yes;
        };
        m_prompts.tell = [this](const QString &title, const QString &message) {
            QMessageBox::information(this, title, message);
        };
        m_prompts.savePath = [this](const QString &caption) {
            return QFileDialog::getSaveFileName(
                this, caption, Settings::lastDirectory.get(), tr("HexFire games (*.json)"));
        };
        m_prompts.order = [this](const QString &title, const QString &question,
                              const QStringList &items) -> std::optional<std::vector<int>> {
            // A list the player reorders by dragging, in the rule system's default order.
            QDialog dialog(this);
            dialog.setWindowTitle(title);
            auto *layout = new QVBoxLayout(&dialog);
            auto *label = new QLabel(question);
            label->setWordWrap(true);
            layout->addWidget(label);
            auto *list = new QListWidget;
            list->setDragDropMode(QAbstractItemView::InternalMove);
            for (int i = 0; i < items.size(); ++i) {
                auto *item = new QListWidgetItem(items[i]);
                item->setData(Qt::UserRole, i);
                list->addItem(item);
            }
            layout->addWidget(list);
            auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
            connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
            connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
            layout->addWidget(buttons);
            if (dialog.exec() != QDialog::Accepted)
                return std::nullopt;
            std::vector<int> out;
            for (int i = 0; i < list->count(); ++i)
                out.push_back(list->item(i)->data(Qt::UserRole).toInt());
            return out;
        };
        m_prompts.stepText
            = [this](int step, const QString &title, const QString &narration,
                  const QString &happened) -> std::optional<std::pair<QString, QString>> {
            StepTextDialog dialog(step, title, narration, happened, this);
            if (dialog.exec() != QDialog::Accepted)
                return std::nullopt;
            return std::pair {dialog.title(), dialog.narration()};
        };
        setDarkTheme(Settings::darkTheme.get());
        if (const QScreen *s = QGuiApplication::primaryScreen())
            setTextPercent(
                textPercentFor(Settings::textPercent.get(), s->availableGeometry().height()));
        QString error;
        if (!enableAutosave(AutosaveStore::defaultDirectory(), &error))
            statusBar()->showMessage(tr("The game is not autosaved: %1").arg(error));
    } else {
        m_prompts.ask = [](const QString &, const QString &) { return false; };
        m_prompts.tell = [](const QString &, const QString &) {};
        m_prompts.savePath = [](const QString &) { return QString(); };
        m_prompts.order = [](const QString &, const QString &, const QStringList &items) {
            std::vector<int> same(static_cast<std::size_t>(items.size()));
            std::iota(same.begin(), same.end(), 0);
            return std::optional<std::vector<int>>(same);
        };
        m_prompts.stepText = [](int, const QString &, const QString &, const QString &) {
            return std::optional<std::pair<QString, QString>>();
        };
    }

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
    connect(m_scene, &MapScene::unitMenuRequested, this, &MainWindow::onUnitMenuRequested);
    connect(m_scene, &MapScene::unitToggled, this, &MainWindow::toggleSupporter);

    connect(m_card, &NarrationCard::backRequested, this, [this] { m_session->stepBack(); });
    connect(m_card, &NarrationCard::forwardRequested, this, [this] {
        QString error;
        if (!stepForwardAsked(&error)) {
            m_card->setPlaying(false);
            hint(error);
        }
    });
    connect(m_quizCard, &QuizCard::stepRequested, this, [this] {
        m_session->clearPreview();
        QString error;
        if (!m_session->stepForward(&error))
            hint(error);
        updateCard();
    });
    connect(m_quizCard, &QuizCard::scoreChanged, this, [this](const QuizScore &score) {
        statusBar()->showMessage(tr("Quiz score: %1").arg(qs(score.text())), 8000);
        // The answer's reason makes the card taller: the step's hexes stay in view above it.
        keepQuizStepInView();
    });
    connect(
        m_card, &NarrationCard::closeRequested, this, [this] { m_cardAction->setChecked(false); });
    connect(m_session, &GameSession::timelineChanged, this, [this] {
        // Going back (or anywhere else) while a step is asked about leaves the question.
        if (m_quizCard->isAsking()) {
            m_quizCard->cancel();
            m_session->clearPreview();
        }
        updateCard();
    });

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

    resize(1600, 1000);
    if (interactive) {
        restoreGeometry(Settings::windowGeometry.get());
        // A layout the player arranged is kept as it was; otherwise the size chooses one.
        m_layoutChosen = restoreState(Settings::windowState.get());
    }
    setMode(MapScene::Mode::select());
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::setPrompts(Prompts prompts) { m_prompts = std::move(prompts); }

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

    // Select is always there; the rule system's modes, parameter inputs and phase steps go before
    // these separators once a game is open (rebuildRuleActions).
    m_modeGroup = new QActionGroup(this);
    m_selectAction = m_tools->addAction(icon("select"), tr("Select"));
    m_selectAction->setCheckable(true);
    m_selectAction->setToolTip(tr("Select units; hover a hex for its details"));
    m_selectAction->setShortcut(Qt::Key_S);
    m_modeGroup->addAction(m_selectAction);
    connect(
        m_selectAction, &QAction::triggered, this, [this] { setMode(MapScene::Mode::select()); });
    m_threadAction = m_tools->addAction(icon("losthread"), tr("Line of Sight"));
    m_threadAction->setObjectName(QStringLiteral("losThreadAction"));
    m_threadAction->setCheckable(true);
    m_threadAction->setShortcut(Qt::Key_L);
    m_threadAction->setToolTip(tr("Check the line of sight between any two hexes, as with a thread "
                                  "on a printed map: click the hex to look from, then point at "
                                  "any hex (L)"));
    m_modeGroup->addAction(m_threadAction);
    connect(m_threadAction, &QAction::triggered, this, [this] { startThread(); });
    m_modesEnd = m_tools->addSeparator();
    m_paramsEnd = m_tools->addSeparator();
    m_phasesEnd = m_tools->addSeparator();

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

void MainWindow::rebuildRuleActions()
{
    const std::vector<ActionType> &types = m_session->rules().vocabulary().actions;
    if (types == m_actionTypes && !m_ruleActions.empty())
        return;
    // Deleting an action takes it off the toolbar and the menu (and a parameter bar's widget
    // with it).
    for (QAction *a : m_ruleActions)
        delete a;
    m_ruleActions.clear();
    m_modeActions.clear();
    m_phaseActions.clear();
    m_orderActions.clear();
    m_paramBars.clear();
    m_paramInputs.clear();
    m_actionTypes = types;

    for (const ActionType &type : types) {
        auto *a = new QAction(actionIcon(type), qs(type.name), this);
        a->setToolTip(qs(type.help));
        a->setStatusTip(qs(type.help));
        a->setWhatsThis(qs(type.help));
        if (!type.shortcut.empty())
            a->setShortcut(QKeySequence::fromString(qs(type.shortcut)));
        m_ruleActions.push_back(a);
        if (type.actors == ActorRule::None) {
            // A phase step: nobody acts, one click resolves it.
            connect(a, &QAction::triggered, this, [this, key = type.key] {
                QString error;
                if (!performPhase(key, &error))
                    hint(error);
            });
            m_tools->insertAction(m_phasesEnd, a);
            m_phaseActions.emplace(type.key, a);
            continue;
        }
        if (type.target == TargetKind::None) {
            // An order for the selected unit: done at once, from the Game menu, its shortcut or
            // the counter's menu; one that takes a choice opens a submenu of the choices.
            if (orderChoice(type)) {
                auto *menu = new QMenu(this);
                a->setMenu(menu);
                connect(menu, &QMenu::aboutToShow, this, [this, menu, key = type.key] {
                    const ActionType *t = findByKey(m_actionTypes, key);
                    const Unit *u = m_selected && m_session->hasGame()
                        ? m_session->state().findUnit(*m_selected)
                        : nullptr;
                    if (t)
                        fillOrderMenu(menu, *t, u);
                });
            } else {
                connect(a, &QAction::triggered, this, [this, key = type.key] {
                    QString error;
                    if (!performOrder(key, {}, &error))
                        hint(error);
                });
            }
            m_orderActions.emplace(type.key, a);
            continue;
        }
        a->setCheckable(true);
        m_modeGroup->addAction(a);
        connect(a, &QAction::triggered, this,
            [this, key = type.key] { setMode(MapScene::Mode::perform(key)); });
        m_tools->insertAction(m_modesEnd, a);
        m_modeActions.emplace(type.key, a);
        if (!type.params.empty()) {
            std::vector<ParamInput> &inputs = m_paramInputs[type.key];
            QAction *bar = m_tools->insertWidget(m_paramsEnd, createParamBar(type, inputs));
            bar->setVisible(false);
            m_ruleActions.push_back(bar);
            m_paramBars.emplace(type.key, bar);
        }
    }

    m_gameMenu->clear();
    m_gameMenu->addAction(m_selectAction);
    for (const ActionType &type : types) {
        if (QAction *a = modeAction(type.key))
            m_gameMenu->addAction(a);
    }
    if (!m_orderActions.empty()) {
        m_gameMenu->addSection(tr("Selected unit"));
        for (const ActionType &type : types) {
            if (QAction *a = orderAction(type.key))
                m_gameMenu->addAction(a);
        }
    }
    m_gameMenu->addSeparator();
    for (const ActionType &type : types) {
        if (QAction *a = phaseAction(type.key))
            m_gameMenu->addAction(a);
    }
}

const ParamSpec *MainWindow::orderChoice(const ActionType &type)
{
    if (type.params.size() == 1 && type.params.front().type == ParamType::Choice)
        return &type.params.front();
    return nullptr;
}

void MainWindow::fillOrderMenu(QMenu *menu, const ActionType &type, const Unit *unit)
{
    menu->clear();
    menu->setToolTipsVisible(true);
    const ParamSpec *choice = orderChoice(type);
    if (!choice)
        return;
    for (const ParamChoice &c : choice->choices) {
        QAction *item = menu->addAction(qs(c.label));
        item->setObjectName(qs(type.key + "." + c.key));
        if (unit) {
            // Core says which choices this unit may take and why not; the menu only shows it.
            Action action;
            action.kind = type.key;
            action.actors = {unit->id};
            action.params.emplace(choice->key, c.key);
            const Evaluation e = m_session->evaluate(action);
            item->setEnabled(e.legal);
            if (!e.legal)
                item->setToolTip(qs(e.whyNot));
        }
        connect(item, &QAction::triggered, this,
            [this, key = type.key, param = choice->key, value = c.key] {
                QString error;
                ParamMap params;
                params.emplace(param, value);
                if (!performOrder(key, params, &error))
                    hint(error);
            });
    }
}

void MainWindow::refreshReactions()
{
    m_reactions->clear();
    const LogEntry *entry = m_session->hasGame() ? m_session->currentEntry() : nullptr;
    const std::vector<Action> replies = entry
        ? m_session->rules().reactions(m_session->state(), entry->evaluation.action)
        : std::vector<Action> {};
    m_reactions->setVisible(!replies.empty());
    if (replies.empty())
        return;
    QLabel *label = new QLabel(tr("In reply:"));
    label->setContentsMargins(6, 0, 6, 0);
    m_reactions->addWidget(label);
    for (const Action &reply : replies) {
        const QString title = QTextDocumentFragment::fromHtml(
            ExplanationPanel::actionTitle(reply, m_session->state(), m_session->rules()))
                                  .toPlainText();
        QAction *a = m_reactions->addAction(title);
        a->setToolTip(tr("Choose this unit and this attack; point at the target to see the "
                         "odds, Ctrl-click others that may join, click to fire."));
        connect(a, &QAction::triggered, this, [this, reply] { offerReaction(reply); });
    }
}

void MainWindow::offerReaction(const Action &action)
{
    if (!m_session->hasGame() || action.actors.empty())
        return;
    selectUnit(action.actors.front());
    if (!setMode(MapScene::Mode::perform(action.kind)))
        return;
    for (const auto &[key, value] : action.params)
        setParam(key, value);
    m_session->preview(action);
}

void MainWindow::refreshUnitOrders(const Unit *unit)
{
    // Later, not now: this runs while a button's own menu entry is being handled.
    while (QLayoutItem *item = m_unitOrdersLayout->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    if (!unit || !m_session->hasGame())
        return;
    int n = 0;
    for (const std::string &key :
        m_session->rules().availableActions(m_session->state(), {unit->id})) {
        const ActionType *type = findByKey(m_actionTypes, key);
        if (!type || type->actors == ActorRule::None || type->target != TargetKind::None)
            continue;
        auto *button = new QToolButton;
        button->setObjectName(qs(type->key));
        button->setText(qs(type->name));
        button->setToolTip(qs(type->help));
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        if (orderChoice(*type)) {
            auto *menu = new QMenu(button);
            fillOrderMenu(menu, *type, unit);
            button->setMenu(menu);
            button->setPopupMode(QToolButton::InstantPopup);
        } else {
            connect(button, &QToolButton::clicked, this, [this, key] {
                QString error;
                if (!performOrder(key, {}, &error))
                    hint(error);
            });
        }
        m_unitOrdersLayout->addWidget(button, n / 2, n % 2);
        ++n;
    }
}

QAction *MainWindow::orderAction(std::string_view actionKey) const
{
    const auto it = m_orderActions.find(actionKey);
    return it == m_orderActions.end() ? nullptr : it->second;
}

bool MainWindow::performOrder(const std::string &actionKey, const ParamMap &params, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!m_session->hasGame())
        return fail(tr("Open a game first."));
    const ActionType *type = findByKey(m_actionTypes, actionKey);
    if (!type || type->actors == ActorRule::None || type->target != TargetKind::None)
        return fail(tr("This game has no such order."));
    const Unit *u = m_selected ? m_session->state().findUnit(*m_selected) : nullptr;
    if (!u || !u->onMap())
        return fail(tr("Select a unit first (Select mode, click a counter)."));
    Action action;
    action.kind = type->key;
    action.actors = {u->id};
    for (const ParamSpec &spec : type->params) {
        if (spec.defaultValue)
            action.params.emplace(spec.key, *spec.defaultValue);
    }
    for (const auto &[key, value] : params)
        action.params.insert_or_assign(key, value);
    const QString title = QTextDocumentFragment::fromHtml(
        ExplanationPanel::actionTitle(action, m_session->state(), m_session->rules()))
                              .toPlainText();
    return m_session->commit(action, title, error);
}

QMenu *MainWindow::unitMenu(const UnitId &id)
{
    auto *menu = new QMenu(this);
    menu->setToolTipsVisible(true);
    if (!m_session->hasGame())
        return menu;
    const GameState &state = m_session->state();
    const Unit *u = state.findUnit(id);
    if (!u || !u->onMap())
        return menu;
    // A right click selects the counter, as a left click does: the orders act on the selection.
    selectUnit(id);
    menu->addSection(qs(u->name));
    const RuleSet &rules = m_session->rules();
    for (const std::string &key : rules.availableActions(state, {u->id})) {
        const ActionType *type = findByKey(m_actionTypes, key);
        if (!type || type->actors == ActorRule::None)
            continue;
        if (type->target != TargetKind::None) {
            // Aimed at a target: choosing it selects the unit and the mode; the map does the rest.
            QAction *a = menu->addAction(actionIcon(*type), tr("%1…").arg(qs(type->name)));
            a->setToolTip(qs(type->help));
            a->setObjectName(qs(type->key));
            connect(a, &QAction::triggered, this, [this, id, key] {
                selectUnit(id);
                setMode(MapScene::Mode::perform(key));
            });
            continue;
        }
        if (orderChoice(*type)) {
            QMenu *sub = menu->addMenu(qs(type->name));
            sub->menuAction()->setObjectName(qs(type->key));
            fillOrderMenu(sub, *type, u);
            continue;
        }
        Action action;
        action.kind = type->key;
        action.actors = {u->id};
        const Evaluation e = m_session->evaluate(action);
        QAction *a = menu->addAction(qs(type->name));
        a->setObjectName(qs(type->key));
        a->setShortcut(QKeySequence::fromString(qs(type->shortcut)));
        a->setEnabled(e.legal);
        a->setToolTip(e.legal ? qs(type->help) : qs(e.whyNot));
        connect(a, &QAction::triggered, this, [this, key] {
            QString error;
            if (!performOrder(key, {}, &error))
                hint(error);
        });
    }
    if (rules.hexsideClasses(state, *u)) {
        menu->addSeparator();
        menu->addAction(m_arcsAction);
    }
    return menu;
}

void MainWindow::onUnitMenuRequested(const UnitId &unit, const QPoint &screenPos)
{
    QMenu *menu = unitMenu(unit);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    if (menu->isEmpty()) {
        delete menu;
        return;
    }
    menu->popup(screenPos);
}

QWidget *MainWindow::createParamBar(const ActionType &type, std::vector<ParamInput> &inputs)
{
    auto *bar = new QWidget;
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(6, 0, 6, 0);
    layout->setSpacing(4);
    for (const ParamSpec &spec : type.params) {
        QWidget *input = nullptr;
        switch (spec.type) {
        case ParamType::Integer: {
            auto *spin = new QSpinBox;
            if (spec.minimum < spec.maximum)
                spin->setRange(spec.minimum, spec.maximum);
            else
                spin->setRange(-999, 999);
            const int *initial
                = spec.defaultValue ? std::get_if<int>(&*spec.defaultValue) : nullptr;
            spin->setValue(initial ? *initial : std::clamp(0, spin->minimum(), spin->maximum()));
            connect(spin, &QSpinBox::valueChanged, this, &MainWindow::refreshPreview);
            input = spin;
            break;
        }
        case ParamType::Flag: {
            auto *box = new QCheckBox;
            const bool *initial
                = spec.defaultValue ? std::get_if<bool>(&*spec.defaultValue) : nullptr;
            box->setChecked(initial && *initial);
            connect(box, &QCheckBox::toggled, this, &MainWindow::refreshPreview);
            input = box;
            break;
        }
        case ParamType::Choice: {
            auto *combo = new QComboBox;
            for (const ParamChoice &c : spec.choices)
                combo->addItem(qs(c.label), qs(c.key));
            const std::string *initial
                = spec.defaultValue ? std::get_if<std::string>(&*spec.defaultValue) : nullptr;
            if (initial)
                combo->setCurrentIndex(std::max(0, combo->findData(qs(*initial))));
            connect(combo, &QComboBox::currentIndexChanged, this, &MainWindow::refreshPreview);
            input = combo;
            break;
        }
        case ParamType::Text: {
            auto *edit = new QLineEdit;
            const std::string *initial
                = spec.defaultValue ? std::get_if<std::string>(&*spec.defaultValue) : nullptr;
            if (initial)
                edit->setText(qs(*initial));
            edit->setPlaceholderText(spec.required ? tr("required") : tr("optional"));
            edit->setMaximumWidth(160);
            connect(edit, &QLineEdit::textChanged, this, &MainWindow::refreshPreview);
            input = edit;
            break;
        }
        case ParamType::Hex:
        case ParamType::Unit:
        case ParamType::UnitList:
            // Picked on the map, not typed: the toolbar has no input for these.
            continue;
        }
        auto *label = new QLabel(qs(spec.label));
        label->setBuddy(input);
        for (QWidget *w : {static_cast<QWidget *>(label), input}) {
            w->setToolTip(qs(spec.help));
            w->setWhatsThis(qs(spec.help));
        }
        input->setObjectName(qs(type.key + "." + spec.key));
        layout->addWidget(label);
        layout->addWidget(input);
        inputs.push_back({spec, label, input});
    }
    return bar;
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

    QDockWidget *explanation
        = dock(m_explanation, tr("Explanation"), "explanationDock", Qt::RightDockWidgetArea);
    QDockWidget *odds = dock(oddsScroll, tr("Odds"), "oddsDock", Qt::RightDockWidgetArea);
    // The unit panel, and under it the selected unit's orders as buttons (each order with a
    // choice opens the same menu as in the Game menu and on the counter).
    auto *unitBox = new QWidget;
    auto *unitLayout = new QVBoxLayout(unitBox);
    unitLayout->setContentsMargins(0, 0, 0, 0);
    unitLayout->setSpacing(2);
    unitLayout->addWidget(m_unitPanel, 1);
    m_unitOrders = new QWidget;
    m_unitOrders->setObjectName(QStringLiteral("unitOrders"));
    m_unitOrdersLayout = new QGridLayout(m_unitOrders);
    m_unitOrdersLayout->setContentsMargins(4, 2, 4, 4);
    m_unitOrdersLayout->setSpacing(2);
    unitLayout->addWidget(m_unitOrders);
    m_acted = new QLabel;
    m_acted->setObjectName(QStringLiteral("activations"));
    m_acted->setWordWrap(true);
    m_acted->setContentsMargins(6, 2, 6, 4);
    m_acted->setToolTip(tr("The game's record of who has acted since the round or segment began. "
                           "Whether a unit may act again is the rules' answer: point at a target "
                           "and the explanation says."));
    unitLayout->addWidget(m_acted);
    dock(unitBox, tr("Unit"), "unitDock", Qt::LeftDockWidgetArea);
    m_hexPanel = new QTextBrowser;
    m_hexPanel->setObjectName(QStringLiteral("hexPanel"));
    m_hexPanel->setFrameShape(QFrame::NoFrame);
    dock(m_hexPanel, tr("Hex"), "hexDock", Qt::LeftDockWidgetArea);
    dock(m_diceLog, tr("Dice log"), "diceDock", Qt::LeftDockWidgetArea);
    m_bestShots = new QListWidget;
    m_bestShots->setObjectName(QStringLiteral("bestShots"));
    m_bestShots->setWordWrap(true);
    m_bestShots->setToolTip(tr("Every target the selected unit's action could take, best first by "
                               "the chance of its main result; click one to preview it"));
    connect(m_bestShots, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const QVariant hex = item->data(Qt::UserRole);
        if (hex.isValid() && m_session->hasGame())
            m_scene->hoverHex(m_session->state().map().parse(hex.toString().toStdString()));
    });
    dock(m_bestShots, tr("Best Shots"), "bestShotsDock", Qt::LeftDockWidgetArea);
    m_threatsPanel = new ThreatsPanel;
    connect(m_threatsPanel, &ThreatsPanel::previewRequested, this,
        [this](const Action &action) { m_session->preview(action); });
    // Both in scroll areas: their wrapped sentences must not make a small window grow.
    auto scrolled = [](QWidget *panel) {
        auto *scroll = new QScrollArea;
        scroll->setWidget(panel);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        return scroll;
    };
    dock(scrolled(m_threatsPanel), tr("Threats"), "threatsDock", Qt::LeftDockWidgetArea);
    m_whatIf = new WhatIfPanel(m_session);
    dock(scrolled(m_whatIf), tr("What If"), "whatIfDock", Qt::LeftDockWidgetArea);
    dock(m_assumptions, tr("Assumptions"), "assumptionsDock", Qt::LeftDockWidgetArea);
    dock(m_timeline, tr("Timeline"), "timelineDock", Qt::BottomDockWidgetArea);
    Q_UNUSED(explanation);
    Q_UNUSED(odds);
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
    m_card->setFont(f);
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

bool MainWindow::stepForwardAsked(QString *error)
{
    if (!m_session->hasGame())
        return false;
    if (m_quizCard->isAsking())
        return true; // the question on the card comes first
    const Game &game = m_session->game();
    const int next = m_session->position();
    const auto i = static_cast<std::size_t>(next);
    // A step of the example: the next script step, or its entry replayed after going back.
    const bool scripted = i < game.script().size()
        && (i >= game.log().size() || game.log()[i].evaluation.action == game.script()[i].action);
    if (m_quizAction->isChecked() && scripted && !m_quizCard->asked(next + 1)) {
        const ScriptStep &step = game.script()[i];
        std::vector<QuizQuestion> questions = quizQuestions(game.rules(), game.state(), step);
        if (!questions.empty()) {
            m_card->setPlaying(false);
            m_quizCard->ask(
                next + 1, m_session->timelineLength(), qs(step.title), std::move(questions));
            m_card->hide();
            m_session->preview(step.action);
            m_whatIf->setAction(std::nullopt); // its odds would answer the questions too
            // The actors and the target stay in view above the quiz card.
            QRectF where;
            std::vector<Hex> hexes;
            for (const UnitId &id : step.action.actors) {
                if (const Unit *u = game.state().findUnit(id))
                    hexes.push_back(u->hex);
            }
            if (const auto aimed = aimedHex(step.action, game.state()))
                hexes.push_back(*aimed);
            for (Hex h : hexes) {
                const QPointF c = m_scene->hexCentre(h);
                where |= QRectF(c.x() - MapScene::hexSize, c.y() - MapScene::hexSize,
                    2 * MapScene::hexSize, 2 * MapScene::hexSize);
            }
            m_quizWhere = where;
            keepQuizStepInView();
            return true;
        }
    }
    return m_session->stepForward(error);
}

void MainWindow::keepQuizStepInView()
{
    if (m_quizWhere.isEmpty() || m_view->zoom() <= 0)
        return;
    // The card covers the bottom of the map: the step's hexes are centred in what is left above.
    const QRectF visible = m_view->mapToScene(m_view->viewport()->rect()).boundingRect();
    const double cardHeight = m_quizCard->height() / m_view->zoom();
    const QRectF above(
        visible.left(), visible.top(), visible.width(), visible.height() - cardHeight);
    if (!above.contains(m_quizWhere))
        m_view->centerOn(m_quizWhere.center() + QPointF(0, cardHeight / 2.0));
}

void MainWindow::updateCard()
{
    if (!m_session->hasGame()) {
        m_card->hide();
        return;
    }
    NarrationCard::Content c;
    c.position = m_session->position();
    c.length = m_session->timelineLength();
    c.exampleTitle = DisplayText::oneLine(QString::fromStdString(m_session->scenario().title), 80);
    c.canBack = m_session->canStepBack();
    c.canForward = m_session->canStepForward();
    const GameState &state = m_session->state();
    if (!state.phase().empty())
        c.turn = tr("Turn %1 · %2").arg(state.turn()).arg(qs(state.phase()));
    else if (state.turn() > 1)
        c.turn = tr("Turn %1").arg(state.turn());
    m_statusTurn->setText(c.turn);
    if (c.position > 0) {
        c.title = m_session->stepTitle(c.position - 1);
        c.narration = m_session->stepNarration(c.position - 1);
        if (c.narration.isEmpty()) {
            // A step the player took: what happened, in the rule system's words.
            if (const LogEntry *entry = m_session->currentEntry()) {
                QStringList outcomes;
                for (const Outcome &o : entry->resolution.outcomes)
                    outcomes << qs(o.label);
                outcomes.removeDuplicates();
                c.narration = outcomes.join(QStringLiteral("; "));
            }
        }
    }
    m_card->setContent(c);
    // The card is for a story: an example, or a game with steps to look back on.
    m_card->setVisible(m_cardAction->isChecked() && (c.length > 0) && !m_quizCard->isAsking());
    // The story is told once: on the card when it is shown, else in the Timeline.
    m_timeline->setStoryShown(m_card->isHidden());
    if (m_explanation->narrationShown() != m_card->isHidden()) {
        m_explanation->setNarrationShown(m_card->isHidden());
        showCurrentEntry();
    }
}

void MainWindow::startThread(std::optional<Hex> from)
{
    if (!m_thread) {
        setMode(MapScene::Mode::select());
        m_thread = true;
        m_threadAction->setChecked(true);
        m_session->clearPreview();
        m_scene->setStepCues({}, {});
    }
    m_threadFrom = from;
    m_scene->setLosTraces({});
    m_scene->setTarget(std::nullopt, true);
    m_statusMode->setText(from && m_session->hasGame()
            ? tr("Line of sight from %1: point at any hex; click to look from another")
                  .arg(qs(m_session->state().map().label(*from)))
            : tr("Line of sight: click the hex to look from"));
    if (LosThreadItem *thread = m_scene->losThread())
        thread->setThread(from, std::nullopt, {}, {});
    if (from && m_hovered && *m_hovered != *from)
        showThread(*m_hovered);
}

QString MainWindow::threadVerdict(const LosTrace &t, const GameState &state)
{
    const MapGrid &map = state.map();
    auto level = [](int l) { return l == 0 ? QString() : tr(" (level %1)").arg(l); };
    const QString ends = tr("%1%2 to %3%4")
                             .arg(qs(map.label(t.firer)), level(t.firerLevel),
                                 qs(map.label(t.target)), level(t.targetLevel));
    if (t.firer == t.target)
        return tr("%1: the same hex, always in sight.").arg(qs(map.label(t.firer)));
    auto reason = [&](const LosElement &el) {
        QString where = qs(map.label(el.hex));
        if (el.kind == LosElementKind::HexsideCrossed || el.kind == LosElementKind::HexsideAlong)
            where
                = tr("the %1–%2 hexside").arg(where, qs(map.label(neighbor(el.hex, el.direction))));
        if (!el.obstacle.reason)
            return where;
        QString why = tr("%1 — %2").arg(where, qs(el.obstacle.reason->text));
        if (!el.obstacle.reason->ruleRef.empty())
            why += tr(" (%1)").arg(qs(el.obstacle.reason->ruleRef));
        return why;
    };
    if (t.verdict == LosVerdict::Blocked && t.firstBlocker >= 0
        && t.firstBlocker < static_cast<int>(t.elements.size()))
        return tr("%1: blocked in %2.")
            .arg(ends, reason(t.elements[static_cast<std::size_t>(t.firstBlocker)]));
    if (t.verdict == LosVerdict::Hindered) {
        QStringList by;
        for (const LosElement &el : t.elements) {
            if (el.obstacle.effect == LosEffect::Hinder
                && (el.side == LosSide::Both || el.side == t.sideUsed))
                by << reason(el);
        }
        by.removeDuplicates();
        return tr("%1: in sight, hindered %2 by %3.")
            .arg(ends)
            .arg(t.hindrance)
            .arg(by.join(QStringLiteral("; ")));
    }
    return tr("%1: clear line of sight.").arg(ends);
}

void MainWindow::showThread(Hex to)
{
    if (!m_threadFrom)
        return;
    const GameState &state = m_session->state();
    const LosTrace trace = m_session->traceLos(*m_threadFrom, to);
    m_scene->setLosTraces({trace});
    // The hills the thread crosses, with their levels, so a height answer can be seen.
    std::vector<LosThreadItem::Level> levels;
    auto addLevel = [&](Hex h) {
        if (!state.map().contains(h))
            return;
        const int l = state.map().elevation(h);
        if (l != 0
            && std::none_of(levels.begin(), levels.end(),
                [&](const LosThreadItem::Level &x) { return x.hex == h; }))
            levels.push_back({h, l});
    };
    addLevel(*m_threadFrom);
    for (const LosElement &el : trace.elements) {
        if (el.kind != LosElementKind::HexsideCrossed && el.kind != LosElementKind::HexsideAlong)
            addLevel(el.hex);
    }
    addLevel(to);
    const QString verdict = threadVerdict(trace, state);
    m_scene->losThread()->setThread(m_threadFrom, to, verdict, std::move(levels));
    m_explanation->showHint(verdict);
    statusBar()->showMessage(verdict);
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
        setMode(MapScene::Mode::select());
        if (editing) {
            selectUnit(std::nullopt);
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

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    // The timeline's steps from the keyboard, as the step card says: a script's next step too.
    QAction *forward = edit->addAction(tr("Step &Forward"), this, [this] {
        QString error;
        if (!stepForwardAsked(&error))
            hint(error);
    });
    forward->setObjectName(QStringLiteral("stepForwardAction"));
    forward->setShortcut(Qt::Key_Right);
    QAction *back = edit->addAction(tr("Step &Back"), this, [this] { m_session->stepBack(); });
    back->setObjectName(QStringLiteral("stepBackAction"));
    back->setShortcut(Qt::Key_Left);
    QAction *stepText
        = edit->addAction(tr("Step Title and &Narration…"), this, &MainWindow::editStepText);
    stepText->setObjectName(QStringLiteral("stepTextAction"));
    stepText->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_N);
    stepText->setToolTip(tr("Write the title and the story of the step shown, for an example "
                            "saved with File > Save as Example"));
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

    m_gameMenu = menuBar()->addMenu(tr("&Game"));
    m_gameMenu->addAction(m_selectAction);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_visibilityAction = m_viewMenu->addAction(tr("Shade What the Selected Unit Cannot &See"));
    m_visibilityAction->setCheckable(true);
    m_visibilityAction->setChecked(Settings::showVisibility.get());
    connect(m_visibilityAction, &QAction::toggled, this, [this](bool on) {
        Settings::showVisibility.set(on);
        refreshSelection();
    });
    m_threatsAction = m_viewMenu->addAction(tr("Show &Threats"));
    m_threatsAction->setCheckable(true);
    m_threatsAction->setShortcut(Qt::Key_T);
    m_threatsAction->setToolTip(tr("Tints each hex by the enemy's best odds against the selected "
                                   "unit were it standing there (none selected: against the "
                                   "first side's units); point at a hex to list who can fire "
                                   "into it"));
    connect(m_threatsAction, &QAction::toggled, this, [this](bool on) {
        if (on) {
            if (QDockWidget *d = findChild<QDockWidget *>(QStringLiteral("threatsDock"))) {
                d->show();
                d->raise();
            }
        }
        refreshThreats();
    });
    m_arcsAction = m_viewMenu->addAction(tr("Show &Front, Flank and Rear"));
    m_arcsAction->setCheckable(true);
    m_arcsAction->setChecked(Settings::showFacingArcs.get());
    m_arcsAction->setShortcut(Qt::Key_H);
    m_arcsAction->setToolTip(tr("Colours the selected unit's hexsides: green front (it sees and "
                                "fires through these), amber flank, red rear"));
    connect(m_arcsAction, &QAction::toggled, this, [this](bool on) {
        Settings::showFacingArcs.set(on);
        refreshSelection();
    });
    m_viewMenu->addAction(tr("&Fit Map to Window"), m_view, &MapView::fitToWindow);
    QMenu *zoom = m_viewMenu->addMenu(tr("&Zoom"));
    for (int percent : {50, 75, 100, 150, 200}) {
        zoom->addAction(QStringLiteral("%1%").arg(percent), this,
            [this, percent] { m_view->setZoom(percent / 100.0); });
    }
    QMenu *text = m_viewMenu->addMenu(tr("&Text Size"));
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
    QAction *dark = m_viewMenu->addAction(tr("&Dark Theme"));
    dark->setObjectName(QStringLiteral("darkThemeAction"));
    dark->setCheckable(true);
    // The window applies the saved theme after the menus exist: the check follows the setting.
    dark->setChecked(Settings::darkTheme.get());
    connect(dark, &QAction::toggled, this, [this](bool on) {
        Settings::darkTheme.set(on);
        setDarkTheme(on);
    });
    m_viewMenu->addSeparator();
    m_cardAction = m_viewMenu->addAction(tr("Step &Card"));
    m_cardAction->setCheckable(true);
    m_cardAction->setChecked(true);
    m_cardAction->setToolTip(
        tr("The story of the step shown, on the map, with Back, Next and Play"));
    connect(m_cardAction, &QAction::toggled, this, [this] { updateCard(); });
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

    m_quizAction = new QAction(tr("&Quiz Me on Each Step"), this);
    m_quizAction->setObjectName(QStringLiteral("quizAction"));
    m_quizAction->setCheckable(true);
    m_quizAction->setToolTip(tr("Before each step of an example is shown, predict it: the line "
                                "of sight, the unit picked, a number, the result. The score is "
                                "kept."));
    connect(m_quizAction, &QAction::toggled, this, [this](bool on) {
        m_quizCard->reset();
        m_session->clearPreview();
        updateCard();
        if (on)
            hint(tr("Quiz mode: press Next ▶ and predict the step before it is shown."));
    });
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
    if (!rules.vocabulary().statuses.empty()) {
        html += QStringLiteral("<h3>%1</h3><dl>").arg(tr("States a counter shows"));
        for (const StatusType &t : rules.vocabulary().statuses)
            html += QStringLiteral("<dt><b>%1</b></dt><dd>%2</dd>").arg(esc(t.name), esc(t.help));
        html += QStringLiteral("</dl>");
    }
    if (!rules.vocabulary().markers.empty()) {
        html += QStringLiteral("<h3>%1</h3><table cellspacing=\"4\">").arg(tr("Markers"));
        for (const MarkerType &t : rules.vocabulary().markers) {
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
    const QString primer = qs(rules.vocabulary().primer);
    for (const QString &paragraph : primer.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts))
        html += QStringLiteral("<p>%1</p>").arg(paragraph.toHtmlEscaped());
    if (!rules.vocabulary().glossary.empty()) {
        html += QStringLiteral("<h3>%1</h3><dl>").arg(tr("Glossary"));
        for (const GlossaryTerm &t : rules.vocabulary().glossary) {
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
    m_examplesMenu->addAction(m_quizAction);
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

bool MainWindow::setMode(const MapScene::Mode &mode)
{
    const ActionType *type = nullptr;
    if (!mode.isSelect()) {
        type = findByKey(m_actionTypes, mode.actionKey());
        if (!type || !modeAction(mode.actionKey()))
            return false;
    }
    m_scene->setMode(mode);
    m_thread = false;
    m_threadFrom.reset();
    if (LosThreadItem *thread = m_scene->losThread())
        thread->setThread(std::nullopt, std::nullopt, {}, {});
    bool inputs = false;
    for (const auto &[key, bar] : m_paramBars) {
        const bool on = !mode.isSelect() && key == mode.actionKey();
        bar->setVisible(on);
        inputs = inputs || on;
    }
    m_paramsEnd->setVisible(inputs);
    if (!type) {
        m_selectAction->setChecked(true);
        m_statusMode->setText(tr("Select: click a counter; drag to pan, wheel to zoom"));
    } else {
        modeAction(type->key)->setChecked(true);
        QString how;
        switch (type->target) {
        case TargetKind::Hex:
            how = tr("select the acting unit, point at the target hex, click to commit");
            break;
        case TargetKind::Unit:
            how = tr("select the acting unit, point at the target unit, click to commit");
            break;
        case TargetKind::None:
            how = tr("select the acting unit, click the map to commit");
            break;
        }
        m_statusMode->setText(QStringLiteral("%1: %2").arg(qs(type->name), how));
    }
    m_session->clearPreview();
    m_scene->setLosTraces({});
    m_scene->setTarget(std::nullopt, true);
    refreshBestShots();
    if (m_hovered)
        onHexHovered(*m_hovered);
    return true;
}

void MainWindow::refreshBestShots()
{
    m_bestShots->clear();
    auto hint = [this](const QString &text) {
        auto *item = new QListWidgetItem(text, m_bestShots);
        item->setFlags(Qt::NoItemFlags);
    };
    // The action the map would take on a click, whatever hex: only its target changes here.
    std::optional<Action> templ;
    if (m_session->hasGame() && m_selected) {
        if (const Unit *u = m_session->state().findUnit(*m_selected))
            templ = actionFor(u->hex);
    }
    const ActionType *type = templ ? findByKey(m_actionTypes, templ->kind) : nullptr;
    if (!type || type->target == TargetKind::None) {
        hint(tr("Select a unit and choose an action that aims at a target: every target it "
                "could take is ranked here, best first."));
        return;
    }
    templ->via.reset();
    const GameState &state = m_session->state();
    const BestShots shots = bestShots(m_session->rules(), state, *templ);
    auto add = [&](const ShotOption &o, bool allowed) {
        const Action &a = o.evaluation.action;
        Hex hex;
        QStringList names;
        if (a.targetUnit) {
            const Unit &t = state.unit(*a.targetUnit);
            hex = t.hex;
            names << qs(t.name);
        } else {
            hex = *a.target;
            for (const Unit *t : state.unitsIn(hex)) {
                if (t->side != state.unit(a.actors.front()).side)
                    names << qs(t->name);
            }
        }
        const QString where = QStringLiteral("%1 — %2").arg(
            qs(state.map().label(hex)), names.join(QStringLiteral(", ")));
        QString text = where;
        if (allowed)
            text += QStringLiteral(": ")
                + (o.summary.text.empty() ? tr("allowed") : qs(o.summary.text));
        auto *item = new QListWidgetItem(DisplayText::wrappable(text, 400), m_bestShots);
        item->setData(Qt::UserRole, qs(state.map().label(hex)));
        if (!allowed) {
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            item->setToolTip(
                DisplayText::wrappable(tr("Not allowed: %1").arg(qs(o.evaluation.whyNot)), 1000));
            item->setText(DisplayText::wrappable(
                where + QStringLiteral(": ") + qs(o.evaluation.whyNot), 400));
        }
    };
    for (const ShotOption &o : shots.allowed)
        add(o, true);
    for (const ShotOption &o : shots.refused)
        add(o, false);
    if (shots.allowed.empty() && shots.refused.empty())
        hint(tr("No enemy on the map to aim at."));
}

std::optional<SideId> MainWindow::threatenedSide() const
{
    if (!m_session->hasGame())
        return std::nullopt;
    const GameState &state = m_session->state();
    if (m_selected) {
        if (const Unit *u = state.findUnit(*m_selected))
            return u->side;
    }
    if (state.sides().empty())
        return std::nullopt;
    return state.sides().front().id;
}

void MainWindow::refreshThreats()
{
    if (!m_threatsAction || !m_threatsPanel)
        return;
    const auto side = threatenedSide();
    if (!m_threatsAction->isChecked() || !side) {
        m_scene->setThreatLevels({});
        m_threatsPanel->showHint(
            tr("View > Show Threats (T) tints the map by the enemy's best odds; point at a hex "
               "to list who can fire into it."));
        return;
    }
    // With a unit selected: how dangerous each hex would be for it; else for the side as it stands.
    const Unit *u = m_selected ? m_session->state().findUnit(*m_selected) : nullptr;
    m_scene->setThreatLevels(u && u->onMap()
            ? threatMapFor(m_session->rules(), m_session->state(), u->id).best
            : threatMap(m_session->rules(), m_session->state(), *side).best);
    showThreatsAt(m_hovered);
}

void MainWindow::showThreatsAt(std::optional<Hex> hex)
{
    const auto side = threatenedSide();
    const Side *s = side ? m_session->state().findSide(*side) : nullptr;
    if (!s)
        return;
    if (!hex || !m_session->state().map().contains(*hex)) {
        const Unit *u = m_selected ? m_session->state().findUnit(*m_selected) : nullptr;
        m_threatsPanel->showHint(u
                ? tr("Each hex is tinted by the best odds any enemy would have against %1 "
                     "standing there. Point at a hex to list who could fire into it.")
                      .arg(QString::fromStdString(u->name))
                : tr("The map is tinted by the best odds any enemy has against the %1. Point "
                     "at a hex to list who can fire into it.")
                      .arg(QString::fromStdString(s->name)));
        return;
    }
    m_threatsPanel->showHex(m_session->state(), m_session->rules(), *hex, *s,
        m_selected ? m_session->state().findUnit(*m_selected) : nullptr);
}

void MainWindow::refreshPreview()
{
    refreshBestShots();
    if (m_hovered)
        onHexHovered(*m_hovered);
}

QAction *MainWindow::modeAction(std::string_view actionKey) const
{
    const auto it = m_modeActions.find(actionKey);
    return it == m_modeActions.end() ? nullptr : it->second;
}

QAction *MainWindow::phaseAction(std::string_view actionKey) const
{
    const auto it = m_phaseActions.find(actionKey);
    return it == m_phaseActions.end() ? nullptr : it->second;
}

const MainWindow::ParamInput *MainWindow::findParam(
    std::string_view actionKey, std::string_view paramKey) const
{
    const auto it = m_paramInputs.find(actionKey);
    if (it == m_paramInputs.end())
        return nullptr;
    for (const ParamInput &in : it->second) {
        if (in.spec.key == paramKey)
            return &in;
    }
    return nullptr;
}

QWidget *MainWindow::paramInput(std::string_view actionKey, std::string_view paramKey) const
{
    const ParamInput *in = findParam(actionKey, paramKey);
    return in ? in->input : nullptr;
}

QLabel *MainWindow::paramLabel(std::string_view actionKey, std::string_view paramKey) const
{
    const ParamInput *in = findParam(actionKey, paramKey);
    return in ? in->label : nullptr;
}

ParamMap MainWindow::params() const
{
    ParamMap values;
    const auto it = m_paramInputs.find(m_scene->mode().actionKey());
    if (m_scene->mode().isSelect() || it == m_paramInputs.end())
        return values;
    for (const ParamInput &in : it->second) {
        switch (in.spec.type) {
        case ParamType::Integer:
            values.emplace(in.spec.key, static_cast<QSpinBox *>(in.input)->value());
            break;
        case ParamType::Flag:
            values.emplace(in.spec.key, static_cast<QCheckBox *>(in.input)->isChecked());
            break;
        case ParamType::Choice: {
            const auto *combo = static_cast<QComboBox *>(in.input);
            if (combo->currentIndex() >= 0)
                values.emplace(in.spec.key, combo->currentData().toString().toStdString());
            break;
        }
        case ParamType::Text: {
            // An empty optional text is left out: the rule system's default applies.
            const QString text = static_cast<QLineEdit *>(in.input)->text().trimmed();
            if (!text.isEmpty())
                values.emplace(in.spec.key, text.toStdString());
            break;
        }
        case ParamType::Hex:
        case ParamType::Unit:
        case ParamType::UnitList:
            break;
        }
    }
    return values;
}

bool MainWindow::setParam(std::string_view key, const ParamValue &value, QString *error)
{
    const ActionType *type = m_scene->mode().isSelect()
        ? nullptr
        : findByKey(m_actionTypes, m_scene->mode().actionKey());
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!type)
        return fail(tr("Select mode takes no parameters; choose an action first."));
    const ParamInput *in = findParam(type->key, key);
    if (!in)
        return fail(tr("%1 has no parameter \"%2\"; valid: %3")
                        .arg(qs(type->name), qs(key), validKeys(type->params)));
    const ParamSpec &spec = in->spec;
    switch (spec.type) {
    case ParamType::Integer: {
        const int *v = std::get_if<int>(&value);
        auto *spin = static_cast<QSpinBox *>(in->input);
        if (!v || *v < spin->minimum() || *v > spin->maximum())
            return fail(tr("%1 must be a whole number from %2 to %3")
                            .arg(qs(spec.label))
                            .arg(spin->minimum())
                            .arg(spin->maximum()));
        spin->setValue(*v);
        return true;
    }
    case ParamType::Flag: {
        const bool *v = std::get_if<bool>(&value);
        if (!v)
            return fail(tr("%1 must be yes or no").arg(qs(spec.label)));
        static_cast<QCheckBox *>(in->input)->setChecked(*v);
        return true;
    }
    case ParamType::Choice: {
        const std::string *v = std::get_if<std::string>(&value);
        auto *combo = static_cast<QComboBox *>(in->input);
        const int index = v ? combo->findData(qs(*v)) : -1;
        if (index < 0) {
            QStringList choices;
            for (const ParamChoice &c : spec.choices)
                choices << qs(c.key);
            return fail(tr("%1 must be one of: %2")
                            .arg(qs(spec.label), choices.join(QStringLiteral(", "))));
        }
        combo->setCurrentIndex(index);
        return true;
    }
    case ParamType::Text: {
        const std::string *v = std::get_if<std::string>(&value);
        if (!v)
            return fail(tr("%1 must be text").arg(qs(spec.label)));
        static_cast<QLineEdit *>(in->input)->setText(qs(*v));
        return true;
    }
    case ParamType::Hex:
    case ParamType::Unit:
    case ParamType::UnitList:
        break;
    }
    return fail(tr("%1 is not entered on the toolbar").arg(qs(spec.label)));
}

bool MainWindow::setParamText(std::string_view key, const QString &text, QString *error)
{
    const ActionType *type = m_scene->mode().isSelect()
        ? nullptr
        : findByKey(m_actionTypes, m_scene->mode().actionKey());
    const ParamInput *in = type ? findParam(type->key, key) : nullptr;
    if (!in)
        return setParam(key, ParamValue {0}, error); // the same message naming the valid keys
    switch (in->spec.type) {
    case ParamType::Integer: {
        bool ok = false;
        const int v = text.trimmed().replace(QChar(0x2212), QLatin1Char('-')).toInt(&ok);
        if (!ok) {
            if (error)
                *error = tr("%1 must be a whole number, not \"%2\"").arg(qs(in->spec.label), text);
            return false;
        }
        return setParam(key, ParamValue {v}, error);
    }
    case ParamType::Flag: {
        const QString t = text.trimmed().toLower();
        const bool yes
            = t == QLatin1String("yes") || t == QLatin1String("true") || t == QLatin1String("1");
        const bool no
            = t == QLatin1String("no") || t == QLatin1String("false") || t == QLatin1String("0");
        if (!yes && !no) {
            if (error)
                *error = tr("%1 must be yes or no, not \"%2\"").arg(qs(in->spec.label), text);
            return false;
        }
        return setParam(key, ParamValue {yes}, error);
    }
    case ParamType::Choice:
        for (const ParamChoice &c : in->spec.choices) {
            if (text.compare(qs(c.label), Qt::CaseInsensitive) == 0)
                return setParam(key, ParamValue {c.key}, error);
        }
        return setParam(key, ParamValue {text.toStdString()}, error);
    default:
        return setParam(key, ParamValue {text.toStdString()}, error);
    }
}

void MainWindow::toggleSupporter(const UnitId &unit)
{
    if (!m_session->hasGame())
        return;
    const Unit *u = m_session->state().findUnit(unit);
    if (!u || !u->onMap())
        return;
    if (!m_selected) {
        selectUnit(unit);
        return;
    }
    if (*m_selected == unit)
        return;
    const auto it = std::find(m_supporters.begin(), m_supporters.end(), unit);
    if (it == m_supporters.end())
        m_supporters.push_back(unit);
    else
        m_supporters.erase(it);
    m_scene->setSupporters(m_supporters);
    refreshBestShots();
    if (m_hovered)
        onHexHovered(*m_hovered);
}

void MainWindow::selectUnit(const std::optional<UnitId> &unit)
{
    if (unit != m_selected) {
        m_supporters.clear();
        m_scene->setSupporters({});
    }
    const bool changed = unit != m_selected;
    m_selected = unit;
    if (m_selected && (!m_session->hasGame() || !m_session->state().findUnit(*m_selected)))
        m_selected.reset();
    refreshSelection();
    if (!m_hovered)
        showHexContents(std::nullopt);
    if (changed && m_selected) {
        // A reminder for solo play, not a refusal: the rules decide whether it may act again.
        for (const Activation &a :
            activationsSince(m_session->game().log(), m_session->position())) {
            if (a.unit != *m_selected)
                continue;
            QStringList steps;
            for (int step : a.steps)
                steps << QString::number(step);
            hint(tr("%1 has already acted this round (step %2).")
                     .arg(qs(m_session->state().unit(a.unit).name),
                         steps.join(QStringLiteral(", "))));
        }
    }
}

QString MainWindow::activationsText() const
{
    if (!m_session->hasGame())
        return {};
    return activationsText(activationsSince(m_session->game().log(), m_session->position()));
}

QString MainWindow::activationsText(const std::vector<Activation> &acts) const
{
    const std::vector<LogEntry> &log = m_session->game().log();
    const int position = m_session->position();
    if (acts.empty())
        return {};
    QStringList names;
    for (const Activation &a : acts) {
        QStringList what;
        for (std::size_t i = 0; i < a.steps.size(); ++i) {
            const ActionType *type = findByKey(m_actionTypes, a.actions[i]);
            what << tr("%1 at step %2")
                        .arg(type ? qs(type->name) : qs(a.actions[i]))
                        .arg(a.steps[i]);
        }
        const Unit *u = m_session->state().findUnit(a.unit);
        names << tr("%1 (%2)").arg(
            u ? qs(u->name) : qs(a.unit.value), what.join(QStringLiteral(", ")));
    }
    const int since = lastPhaseStep(log, position);
    const QString when = since == 0
        ? tr("Acted so far:")
        : tr("Acted since step %1, %2:").arg(since).arg(m_session->stepTitle(since - 1));
    // Names come from files: break opportunities keep a long one from widening the window.
    return DisplayText::wrappable(
        when + QLatin1Char(' ') + names.join(QStringLiteral("; ")) + QLatin1Char('.'), 2000);
}

void MainWindow::showHexContents(std::optional<Hex> hex)
{
    if (!hex && m_selected && m_session->hasGame())
        if (const Unit *u = m_session->state().findUnit(*m_selected))
            hex = u->hex;
    m_hexShown = hex;
    if (!hex || !m_session->hasGame() || !m_session->state().map().contains(*hex)) {
        m_hexPanel->setHtml(QStringLiteral("<p style=\"color:#666\">%1</p>")
                                .arg(tr("Point at a hex: its terrain, features, units and markers "
                                        "appear here.")));
        return;
    }
    m_hexPanel->setHtml(m_scene->hexToolTip(*hex));
}

void MainWindow::refreshActivations()
{
    std::vector<Activation> acts;
    if (m_session->hasGame())
        acts = activationsSince(m_session->game().log(), m_session->position());
    std::vector<UnitId> units;
    for (const Activation &a : acts)
        units.push_back(a.unit);
    m_scene->setActed(units);
    const QString text = acts.empty() ? QString() : activationsText(acts);
    m_acted->setText(text);
    m_acted->setVisible(!text.isEmpty());
}

void MainWindow::refreshSelection()
{
    if (!m_session->hasGame())
        return;
    const Unit *u = m_selected ? m_session->state().findUnit(*m_selected) : nullptr;
    if (u && !u->onMap())
        u = nullptr;
    m_scene->setSelectedUnit(u ? std::optional<UnitId>(u->id) : std::nullopt);
    m_unitPanel->showUnit(u, m_session->state(), &m_session->rules());
    refreshUnitOrders(u);
    refreshThreats();
    if (u && m_visibilityAction->isChecked())
        m_scene->setVisibility(m_session->visibility(u->hex));
    else
        m_scene->setVisibility({});
    const auto classes = u && m_arcsAction->isChecked()
        ? m_session->rules().hexsideClasses(m_session->state(), *u)
        : std::nullopt;
    std::vector<Hex> arcHexes;
    if (classes) {
        arcHexes.push_back(u->hex);
        arcHexes.insert(arcHexes.end(), u->alsoIn.begin(), u->alsoIn.end());
    }
    m_scene->setFacingArcs(std::move(arcHexes), classes.value_or(std::array<HexsideClass, 6> {}));
    refreshBestShots();
}

std::optional<Action> MainWindow::actionFor(Hex target) const
{
    if (!m_session->hasGame() || !m_selected || m_scene->mode().isSelect())
        return std::nullopt;
    const ActionType *type = findByKey(m_actionTypes, m_scene->mode().actionKey());
    const Unit *u = m_session->state().findUnit(*m_selected);
    if (!type || !u || !u->onMap())
        return std::nullopt;
    const GameState &state = m_session->state();
    Action action;
    action.kind = type->key;
    action.actors = {u->id};
    if (type->actors == ActorRule::Several) {
        // The selected unit leads; the Ctrl-clicked ones act with it.
        for (const UnitId &id : m_supporters) {
            const Unit *s = state.findUnit(id);
            if (s && s->onMap())
                action.actors.push_back(id);
        }
    }
    switch (type->target) {
    case TargetKind::Hex:
        action.target = target;
        break;
    case TargetKind::Unit: {
        // The counter on top of the stack pointed at.
        const auto units = state.unitsIn(target);
        if (!units.empty())
            action.targetUnit = units.back()->id;
        break;
    }
    case TargetKind::None:
        break;
    }
    action.params = params();
    // An actor that is not next to the target first passes through a hex next to both: the one
    // the player names, or the one on the side of the target the mouse points from. The rules
    // then say whether that is allowed.
    if (type->allowsVia && distance(u->hex, target) > 1) {
        if (m_via) {
            action.via = m_via;
        } else {
            const QPointF mouse = m_scene->lastMousePos();
            double best = 1e300;
            for (HexDirection d : allDirections) {
                const Hex n = neighbor(target, d);
                if (distance(n, u->hex) != 1 || !state.map().contains(n))
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
    return action;
}

void MainWindow::onHexHovered(Hex hex)
{
    m_hovered = hex;
    showHexContents(hex);
    if (m_threatsAction && m_threatsAction->isChecked())
        showThreatsAt(hex);
    if (m_thread) {
        if (m_threadFrom && m_session->hasGame())
            showThread(hex);
        return;
    }
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
    if (m_thread) {
        startThread(hex);
        return;
    }
    if (m_scene->mode().isSelect()) {
        const auto units = m_session->state().unitsIn(hex);
        selectUnit(units.empty() ? std::nullopt : std::optional<UnitId>(units.back()->id));
        return;
    }
    const auto action = actionFor(hex);
    if (!action) {
        hint(tr("Select a unit first (Select mode, click a counter)."));
        return;
    }
    commitFromMap(*action);
}

bool MainWindow::askOnCommit(Action &action)
{
    const ActionType *type = findByKey(m_actionTypes, action.kind);
    if (!type)
        return true;
    for (const ParamSpec &spec : type->params) {
        if (!spec.askOrderOnCommit || spec.type != ParamType::Text)
            continue;
        // Already chosen on the toolbar: not asked again.
        if (const std::string *given = paramAs<std::string>(action.params, spec.key);
            given && !given->empty())
            continue;
        const std::vector<ParamChoice> items
            = m_session->rules().orderItems(m_session->state(), action, spec.key);
        if (items.empty())
            continue;
        QStringList labels;
        for (const ParamChoice &c : items)
            labels << qs(c.label);
        // Without a way to ask, the rule system's default order stands.
        if (!m_prompts.order)
            continue;
        const auto order = m_prompts.order(qs(spec.label), qs(spec.help), labels);
        if (!order)
            return false;
        std::string joined;
        for (int i : *order)
            joined += (joined.empty() ? "" : ", ") + items.at(static_cast<std::size_t>(i)).key;
        action.params.insert_or_assign(spec.key, joined);
    }
    return true;
}

void MainWindow::commitFromMap(Action action)
{
    // Only a legal action asks anything: a refusal is reported as it is.
    if (m_session->evaluate(action).legal && !askOnCommit(action))
        return;
    QString error;
    const QString title = QTextDocumentFragment::fromHtml(
        ExplanationPanel::actionTitle(action, m_session->state(), m_session->rules()))
                              .toPlainText();
    if (!m_session->commit(action, title, &error))
        hint(error); // why it is refused is also in the explanation panel
}

void MainWindow::onUnitClicked(const UnitId &unit)
{
    if (m_thread) {
        if (const Unit *u = m_session->state().findUnit(unit))
            startThread(u->hex);
        return;
    }
    selectUnit(unit);
    if (m_hovered)
        onHexHovered(*m_hovered);
}

bool MainWindow::performPhase(const std::string &actionKey, QString *error)
{
    if (!m_session->hasGame())
        return false;
    const ActionType *type = findByKey(m_actionTypes, actionKey);
    if (!type || type->actors != ActorRule::None) {
        if (error)
            *error = tr("This game has no such phase step.");
        return false;
    }
    Action action;
    action.kind = type->key;
    return m_session->commit(action, qs(type->name), error);
}

void MainWindow::onGameReset()
{
    m_quizCard->reset(); // a new game: a new score
    m_hovered.reset();
    rebuildRuleActions();
    // The mode stays when the new game has it (its button and inputs may be new ones).
    if (!setMode(m_scene->mode()))
        setMode(MapScene::Mode::select());
    m_scene->setState(m_session->state(), m_session->rules());
    m_selected.reset();
    m_supporters.clear();
    m_hovered.reset();
    m_card->setPlaying(false);
    refreshActivations();
    showHexContents(std::nullopt);
    updateCard();
    focusOnAction();
    m_assumptions->setAssumptions(m_session->rules().assumptions());
    refreshSelection();
    refreshReactions();
    showCurrentEntry();
    updateTitle();
}

void MainWindow::focusOnAction()
{
    constexpr double maxFocusZoom = 1.5;
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
    // A sandbox (no scripted story) opens on the whole map, an example on where it happens.
    if (area.isEmpty() || m_session->timelineLength() == 0
        || area.width() * area.height()
            > 0.6 * m_scene->sceneRect().width() * m_scene->sceneRect().height())
        m_view->fitToWindow();
    else {
        m_view->focusOn(area);
        // A small area would be blown up past reading size and leave no map around it.
        if (m_view->zoom() > maxFocusZoom) {
            m_view->setZoom(maxFocusZoom);
            m_view->centerOn(area.center());
        }
        // The step card covers the bottom of the map: the action goes in the part above it.
        if (!m_card->isHidden() && m_view->zoom() > 0) {
            const QPointF centre = m_view->mapToScene(m_view->viewport()->rect().center());
            m_view->centerOn(centre + QPointF(0, m_card->height() / 2.0 / m_view->zoom()));
        }
    }
}

void MainWindow::onStateChanged()
{
    m_scene->syncState(m_session->state(),
        m_scene->views().isEmpty() ? false : Settings::animations.get() && m_interactive);
    refreshSelection();
    refreshReactions();
    m_diceLog->setRolls(m_session->rolls());
    showCurrentEntry();
    refreshActivations();
    showHexContents(m_hovered ? m_hovered : m_hexShown);
    updateCard();
    updateTitle();
}

void MainWindow::showCurrentEntry()
{
    if (m_session->currentPreview())
        return;
    if (const LogEntry *entry = m_session->currentEntry()) {
        m_explanation->showEntry(*entry, m_session->state(), m_session->rules());
        m_odds->setEvaluation(entry->evaluation);
        // The step stays on the map as well as in the text: its lines of sight and its target,
        // until the player points at something else.
        m_scene->setLosTraces(entry->evaluation.los);
        m_scene->setTarget(entry->evaluation.action.target, entry->evaluation.legal);
        // Who acted and where the dice fell, as the live preview would have drawn it.
        std::vector<Hex> actors;
        for (const UnitId &id : entry->evaluation.action.actors) {
            if (const Unit *u = m_session->state().findUnit(id); u && u->onMap())
                actors.push_back(u->hex);
        }
        const std::optional<Hex> aimed = aimedHex(entry->evaluation.action, m_session->state());
        std::vector<MapCue> cues = placedRolls(entry->resolution, aimed);
        // The step's hexes are brought into view (above the step card) when they are not.
        QRectF where;
        auto include = [&](Hex h) {
            const QPointF c = m_scene->hexCentre(h);
            where |= QRectF(c.x() - MapScene::hexSize, c.y() - MapScene::hexSize,
                2 * MapScene::hexSize, 2 * MapScene::hexSize);
        };
        for (Hex h : actors)
            include(h);
        for (const MapCue &c : cues)
            include(c.hex);
        if (aimed)
            include(*aimed);
        m_scene->setStepCues(std::move(actors), std::move(cues));
        if (!where.isEmpty())
            m_view->ensureVisible(where, 20, 20 + (m_card->isHidden() ? 0 : m_card->height()));
        return;
    }
    m_explanation->showHint(
        tr("Select a unit, choose an action on the toolbar and point at a target hex."));
    m_odds->setOdds({});
    m_scene->setLosTraces({});
    m_scene->setTarget(std::nullopt, true);
    m_scene->setStepCues({}, {});
}

void MainWindow::onEvaluationChanged()
{
    const auto &preview = m_session->currentPreview();
    if (!preview) {
        showCurrentEntry();
        return;
    }
    if (m_quizCard->isAsking()) {
        // The step being predicted: who acts and at what, not the working-out or the line's
        // verdict, which are the answers.
        m_explanation->showHint(tr("Answer the question on the quiz card first: the working-out "
                                   "follows with the step."));
        std::vector<Hex> actors;
        for (const UnitId &id : preview->action.actors) {
            if (const Unit *u = m_session->state().findUnit(id))
                actors.push_back(u->hex);
        }
        m_odds->showMessage(tr("The odds are kept back while the quiz asks: the table headings "
                               "would give answers away. They show with the step."));
        m_scene->setLosTraces({});
        m_scene->setStepCues(actors, {});
        m_scene->setTarget(aimedHex(preview->action, m_session->state()), true);
        return;
    }
    m_explanation->showEvaluation(*preview, m_session->state(), m_session->rules());
    m_odds->setEvaluation(*preview);
    m_scene->setLosTraces(preview->los);
    m_scene->setStepCues({}, preview->cues);
    m_scene->setTarget(aimedHex(preview->action, m_session->state()), preview->legal);
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

void MainWindow::editStepText()
{
    const LogEntry *entry = m_session->hasGame() ? m_session->currentEntry() : nullptr;
    if (!m_prompts.stepText)
        return;
    if (!entry) {
        hint(tr("Step forward to a step first: its title and narration are written here."));
        return;
    }
    const int index = m_session->position() - 1;
    QStringList happened;
    for (const Outcome &o : entry->resolution.outcomes)
        happened << qs(o.label);
    happened.removeDuplicates();
    const auto text
        = m_prompts.stepText(index + 1, m_session->stepTitle(index), qs(entry->narration),
            happened.isEmpty() ? tr("nothing to report") : happened.join(QStringLiteral("; ")));
    if (text)
        m_session->setStepText(index, text->first, text->second);
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
