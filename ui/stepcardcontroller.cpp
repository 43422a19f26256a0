#include "ui/stepcardcontroller.h"

#include "core/rules/ruleset.h"
#include "core/rules/sequence.h"
#include "ui/displaytext.h"
#include "ui/gamesession.h"
#include "ui/map/counteritem.h"
#include "ui/map/mapscene.h"
#include "ui/map/mapview.h"
#include "ui/panels/explanationpanel.h"
#include "ui/panels/oddschart.h"
#include "ui/settings.h"

#include <QAction>
#include <QEvent>
#include <QScrollBar>

#include <limits>

namespace hexfire {

namespace {
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

/** A hex's box on the map (scene), for what must stay in view. */
QRectF hexBox(const MapScene &scene, Hex h)
{
    const QPointF c = scene.hexCentre(h);
    return {c.x() - MapScene::hexSize, c.y() - MapScene::hexSize, 2 * MapScene::hexSize,
        2 * MapScene::hexSize};
}
} // namespace

StepCardController::StepCardController(
    GameSession *session, MapScene *scene, MapView *view, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_scene(scene)
    , m_view(view)
    , m_card(new NarrationCard(view))
    , m_explanation(new ExplanationPanel)
    , m_odds(new OddsChart)
    , m_stepForward([session](QString *error) { return session->stepForward(error); })
{
    setObjectName(QStringLiteral("stepCardController"));
    createActions();
    connect(m_card, &NarrationCard::backRequested, this, [this] { m_session->stepBack(); });
    connect(m_card, &NarrationCard::forwardRequested, this, [this] {
        QString error;
        if (!m_stepForward(&error)) {
            m_card->setPlaying(false);
            emit hint(error);
        }
    });
    connect(
        m_card, &NarrationCard::closeRequested, this, [this] { m_cardAction->setChecked(false); });
    // The card covers the bottom of the map: the map scrolls further so nothing stays under it.
    m_card->installEventFilter(this);
    connect(scene, &QGraphicsScene::sceneRectChanged, view, &MapView::updateScrollArea);
    connect(m_session, &GameSession::gameReset, this, &StepCardController::onGameReset);
    connect(m_session, &GameSession::stateChanged, this, [this] {
        showCurrentEntry();
        updateCard();
        // Stepped back (undo, the timeline): the last result's message is no longer the board's.
        const int position = m_session->position();
        if (position < m_shownPosition) {
            emit message(position == 0 ? tr("Back at the start")
                                       : tr("Back after step %1: %2")
                                             .arg(position)
                                             .arg(m_session->stepTitle(position - 1)),
                6000);
        }
        m_shownPosition = position;
    });
    connect(m_session, &GameSession::timelineChanged, this, &StepCardController::updateCard);
    connect(
        m_session, &GameSession::evaluationChanged, this, &StepCardController::onEvaluationChanged);
    connect(m_session, &GameSession::resolved, this, &StepCardController::onResolved);
    showCurrentEntry();
    // No story before a game is open: an empty card would sit on the empty map.
    updateCard();
}

StepCardController::~StepCardController() = default;

void StepCardController::createActions()
{
    m_cardAction = new QAction(tr("Step &Card"), this);
    m_cardAction->setCheckable(true);
    m_cardAction->setChecked(true);
    m_cardAction->setToolTip(
        tr("The story of the step shown, on the map, with Back, Next and Play"));
    connect(m_cardAction, &QAction::toggled, this, &StepCardController::updateCard);
    // The timeline's steps from the keyboard, as the step card says: a script's next step too.
    m_forwardAction = new QAction(tr("Step &Forward"), this);
    m_forwardAction->setObjectName(QStringLiteral("stepForwardAction"));
    m_forwardAction->setShortcut(Qt::Key_PageDown);
    connect(m_forwardAction, &QAction::triggered, this, &StepCardController::stepForward);
    m_backAction = new QAction(tr("Step &Back"), this);
    m_backAction->setObjectName(QStringLiteral("stepBackAction"));
    m_backAction->setShortcut(Qt::Key_PageUp);
    connect(m_backAction, &QAction::triggered, this, [this] { m_session->stepBack(); });
    m_stepTextAction = new QAction(tr("Step Title and &Narration…"), this);
    m_stepTextAction->setObjectName(QStringLiteral("stepTextAction"));
    m_stepTextAction->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_N);
    m_stepTextAction->setToolTip(tr("Write the title and the story of the step shown, for an "
                                    "example saved with File > Save as Example"));
    connect(m_stepTextAction, &QAction::triggered, this, &StepCardController::editStepText);
}

void StepCardController::setStepForward(std::function<bool(QString *)> stepForward)
{
    m_stepForward = std::move(stepForward);
}

void StepCardController::stepForward()
{
    QString error;
    if (!m_stepForward(&error))
        emit hint(error);
}

void StepCardController::setHoldBack(bool holdBack)
{
    if (holdBack == m_holdBack)
        return;
    m_holdBack = holdBack;
    if (holdBack)
        m_card->setPlaying(false);
    updateCard();
    onEvaluationChanged();
}

void StepCardController::onGameReset()
{
    m_shownPosition = m_session->position();
    m_card->setPlaying(false);
    updateCard();
    focusOnAction();
    showCurrentEntry();
}

NarrationCard::Content StepCardController::cardContent() const
{
    NarrationCard::Content c;
    c.position = m_session->position();
    c.length = m_session->timelineLength();
    c.exampleTitle = DisplayText::oneLine(QString::fromStdString(m_session->scenario().title), 80);
    c.canBack = m_session->canStepBack();
    c.canForward = m_session->canStepForward();
    c.example = !m_session->scenario().script.empty();
    const GameState &state = m_session->state();
    // Where the game stands, in core's words ("Turn 2 of 5 · Movement phase · German side to
    // act"); a game with no sequence, no phase and no turn limit at turn 1 says nothing.
    const bool placed = !m_session->rules().sequenceOfPlay().empty() || !state.phase().empty()
        || state.turn() > 1 || state.victory().turnLimit || state.victory().minutesLimit
        || state.sequence().minutesElapsed > 0;
    if (placed)
        c.turn = qs(positionText(m_session->rules(), state));
    if (c.position > 0) {
        c.title = m_session->stepTitle(c.position - 1);
        c.narration = m_session->stepNarration(c.position - 1);
        if (c.narration.isEmpty()) {
            // A step the player took: what happened, in the rule system's words.
            if (const LogEntry *entry = m_session->currentEntry()) {
                QStringList outcomes;
                for (const Outcome &o : entry->resolution.outcomes)
                    outcomes << ruleText(o.label);
                outcomes.removeDuplicates();
                c.narration = outcomes.join(QStringLiteral("; "));
            }
        }
    }
    if (c.example && c.length > 0 && c.position == c.length) {
        // The end of an example: what a newcomer can do next.
        c.narration += (c.narration.isEmpty() ? QString() : QStringLiteral("\n\n"))
            + tr("That is the whole example. Try it yourself: act on the map to play on from "
                 "here as your own game, step back to look again, or choose another example or "
                 "a sandbox on Help > Welcome Page.");
    }
    return c;
}

void StepCardController::updateCard()
{
    if (!m_session->hasGame()) {
        m_card->hide();
        return;
    }
    const NarrationCard::Content c = cardContent();
    emit turnText(c.turn);
    m_card->setContent(c);
    // The card is for a story: an example, or the steps of a game the player looks back on.
    // While the player plays on at the latest step, the panels and the status bar tell what
    // happened and the card leaves the map alone.
    const bool lookingBack = c.position < c.length;
    m_card->setVisible(
        m_cardAction->isChecked() && (c.length > 0) && (c.example || lookingBack) && !m_holdBack);
    // The story is told once: on the card when it is shown, else in the Timeline.
    emit storyOnCard(!m_card->isHidden());
    if (m_explanation->narrationShown() != m_card->isHidden()) {
        m_explanation->setNarrationShown(m_card->isHidden());
        showCurrentEntry();
    }
}

void StepCardController::showSideToAct()
{
    // Where the sides meet: the closest pair of a unit of the side to act (any side when none
    // acts) and a unit of another side; the first unit on the map when there is no such pair.
    const GameState &state = m_session->state();
    const std::optional<SideId> &side = state.sequence().sideToAct;
    std::optional<QPointF> centre;
    int closest = std::numeric_limits<int>::max();
    for (const Unit &u : state.units()) {
        if (!u.onMap() || (side && u.side != *side))
            continue;
        if (!centre)
            centre = m_scene->hexCentre(u.hex);
        for (const Unit &enemy : state.units()) {
            if (!enemy.onMap() || enemy.side == u.side || distance(u.hex, enemy.hex) >= closest)
                continue;
            closest = distance(u.hex, enemy.hex);
            centre = (m_scene->hexCentre(u.hex) + m_scene->hexCentre(enemy.hex)) / 2.0;
        }
    }
    m_view->setZoom(readingZoom);
    if (centre)
        m_view->centerOn(*centre);
}

void StepCardController::focusOnAction()
{
    constexpr double maxFocusZoom = 1.5;
    if (!m_session->hasGame()) {
        m_view->fitToWindow();
        return;
    }
    QRectF area;
    auto add = [&](Hex h) {
        const QPointF c = m_scene->hexCentre(h);
        area = area.united(QRectF(c - QPointF(1, 1), c + QPointF(1, 1)));
    };
    for (const Unit &u : m_session->state().units()) {
        if (u.onMap())
            add(u.hex);
    }
    for (const Marker &m : m_session->state().markers())
        add(m.hex);
    const double margin = MapScene::hexSize * 2.6;
    area.adjust(-margin, -margin, margin, margin);
    area = area.intersected(m_scene->sceneRect());
    const QRectF all = m_scene->sceneRect();
    // A game (no scripted story) opens on the whole map when its counters read there; else at
    // reading size, on the units of the side to act. An example opens on where it happens.
    if (!m_session->isExample()) {
        m_view->fitToWindow();
        if (m_view->zoom() < readingZoom)
            showSideToAct();
        return;
    }
    if (area.isEmpty() || area.width() * area.height() > 0.6 * all.width() * all.height()) {
        m_view->fitToWindow();
        return;
    }
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

bool StepCardController::eventFilter(QObject *watched, QEvent *event)
{
    // A card hidden with the window (closing it) is no change: only its own showing, hiding
    // and resizing move the map.
    const bool ownHide = event->type() == QEvent::Hide && m_card->isHidden();
    if (watched == m_card
        && (event->type() == QEvent::Resize || event->type() == QEvent::Show || ownHide)) {
        const int margin = 10;
        m_view->setBottomOverlay(m_card->isHidden() ? 0 : m_card->height() + margin);
        if (!m_card->isHidden())
            m_view->bringIntoView(m_stepArea, m_session->isExample());
    }
    return QObject::eventFilter(watched, event);
}

void StepCardController::setSelectionHint(const QString &hint)
{
    if (hint == m_selectionHint)
        return;
    m_selectionHint = hint;
    // A unit just selected: what it may do comes first (the step before stays in the Timeline
    // and the dice log); nothing selected: the step shown again.
    if (!m_session->hasGame() || m_session->currentPreview() || m_holdBack)
        return;
    if (hint.isEmpty())
        showCurrentEntry();
    else
        m_explanation->showHint(hint);
}

void StepCardController::showCurrentEntry()
{
    if (m_session->currentPreview())
        return;
    if (const LogEntry *entry = m_session->hasGame() ? m_session->currentEntry() : nullptr) {
        m_explanation->showEntry(*entry, m_session->state(), m_session->rules());
        m_odds->setEvaluation(entry->evaluation);
        showEntryCues(*entry);
        return;
    }
    // Before the first step the card tells how the example starts: its counters stay above it.
    // A game of the player's own stays where the player looks.
    m_stepArea = QRectF();
    if (m_session->hasGame() && m_session->isExample()) {
        for (const Unit &u : m_session->state().units()) {
            if (u.onMap())
                m_stepArea |= hexBox(*m_scene, u.hex);
        }
    }
    if (!m_card->isHidden())
        m_view->bringIntoView(m_stepArea);
    m_explanation->showHint(!m_selectionHint.isEmpty()
            ? m_selectionHint
            : tr("Select a unit, choose an action on the toolbar and point at a target hex."));
    m_odds->setOdds({});
    m_scene->setLosTraces({});
    m_scene->setTarget(std::nullopt, true);
    m_scene->setStepCues({}, {});
}

void StepCardController::showEntryCues(const LogEntry &entry)
{
    // The step stays on the map as well as in the text: its lines of sight and its target,
    // until the player points at something else.
    m_scene->setLosTraces(entry.evaluation.los);
    m_scene->setTarget(entry.evaluation.action.target, entry.evaluation.legal);
    // Who acted and where the dice fell, as the live preview would have drawn it.
    std::vector<Hex> actors;
    for (const UnitId &id : entry.evaluation.action.actors) {
        if (const Unit *u = m_session->state().findUnit(id); u && u->onMap())
            actors.push_back(u->hex);
    }
    const std::optional<Hex> aimed = aimedHex(entry.evaluation.action, m_session->state());
    std::vector<MapCue> cues = placedRolls(entry.resolution, aimed);
    // The step's hexes are brought into view (above the step card) when they are not.
    QRectF where;
    auto include = [&](Hex h) { where |= hexBox(*m_scene, h); };
    for (Hex h : actors)
        include(h);
    for (const MapCue &c : cues)
        include(c.hex);
    if (aimed)
        include(*aimed);
    m_scene->setStepCues(std::move(actors), std::move(cues));
    m_stepArea = where;
    // An example's step is shown whole; in a game of the player's own the map follows the step
    // at the zoom the player chose.
    m_view->bringIntoView(m_stepArea, m_session->isExample());
}

void StepCardController::onEvaluationChanged()
{
    const auto &preview = m_session->currentPreview();
    if (!preview) {
        showCurrentEntry();
        return;
    }
    if (m_holdBack) {
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

void StepCardController::onResolved(const Resolution &resolution)
{
    QStringList outcomes;
    for (const Outcome &o : resolution.outcomes)
        outcomes << ruleText(o.label);
    QStringList faces;
    for (const DieRoll &r : resolution.rolls)
        faces << QString::number(r.face);
    const QString what = outcomes.isEmpty() ? tr("done") : outcomes.join(QStringLiteral("; "));
    emit message(faces.isEmpty() ? tr("No dice rolled: %1").arg(what)
                                 : tr("Rolled %1: %2").arg(faces.join(QStringLiteral(", ")), what),
        8000);
    if (!m_session->hasGame())
        return;
    // Read once: a step may touch a thousand units, and each read of a setting opens the file.
    const bool animate = m_interactive && Settings::animations.get();
    for (const Effect &fx : resolution.effects) {
        if (!fx.unit)
            continue;
        if (CounterItem *item = m_scene->counterItem(*fx.unit))
            item->flash(animate);
    }
}

void StepCardController::editStepText()
{
    const LogEntry *entry = m_session->hasGame() ? m_session->currentEntry() : nullptr;
    if (!m_prompts.stepText)
        return;
    if (!entry) {
        emit hint(tr("Step forward to a step first: its title and narration are written here."));
        return;
    }
    const int index = m_session->position() - 1;
    QStringList happened;
    for (const Outcome &o : entry->resolution.outcomes)
        happened << ruleText(o.label);
    happened.removeDuplicates();
    const auto text
        = m_prompts.stepText(index + 1, m_session->stepTitle(index), qs(entry->narration),
            happened.isEmpty() ? tr("nothing to report") : happened.join(QStringLiteral("; ")));
    if (text)
        m_session->setStepText(index, text->first, text->second);
}

} // namespace hexfire
