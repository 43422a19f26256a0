#include "ui/gamesession.h"

#include "core/dice/manualdice.h"
#include "core/dice/scripteddice.h"
#include "core/scenario/scenarioio.h"
#include "ui/commands/commitactioncommand.h"
#include "ui/commands/gamecommand.h"
#include "ui/commands/playscriptstepcommand.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalBlocker>
#include <QUndoStack>
#include <algorithm>
#include <utility>

namespace hexfire {

GameSession::GameSession(QObject *parent)
    : QObject(parent)
    , m_stack(new QUndoStack(this))
{
    qRegisterMetaType<hexfire::Hex>();
    qRegisterMetaType<hexfire::UnitId>();
    qRegisterMetaType<hexfire::Resolution>();
    // A jump moves the stack once per step; listeners hear of it once, at the end (finishJump).
    connect(m_stack, &QUndoStack::indexChanged, this, [this] {
        if (m_jumping)
            m_jumpTimeline = true;
        else
            emit timelineChanged();
    });
    connect(m_stack, &QUndoStack::cleanChanged, this, &GameSession::fileChanged);
    // A jump's autosave waits for the timeline to rest: scrubbing through it writes the game
    // once, not once a jump, and a jump's refresh does not wait for the disk.
    m_autosaveTimer.setSingleShot(true);
    m_autosaveTimer.setInterval(300);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &GameSession::autosave);
}

GameSession::~GameSession()
{
    // Commands refer back to the session; drop them while it is still whole. The window that
    // listens to this session may already be half destroyed (it owns the session), so nothing
    // the clearing stack emits may reach it.
    m_stack->disconnect(this);
    const QSignalBlocker silence(this);
    flushAutosave();
    m_stack->clear();
}

bool GameSession::openFile(const QString &path, QString *error)
{
    const LoadResult loaded = loadScenarioFile(path.toStdString());
    if (!loaded.ok()) {
        if (error) {
            *error = QString::fromStdString(loaded.diagnostics.format());
            if (error->isEmpty())
                *error = tr("The file could not be read.");
        }
        return false;
    }
    return openScenario(*loaded.scenario, path, error);
}

bool GameSession::openScenario(const Scenario &scenario, const QString &path, QString *error)
{
    Diagnostics diagnostics;
    std::unique_ptr<Game> game;
    try {
        game = makeGame(scenario, diagnostics);
    } catch (const std::exception &e) {
        diagnostics.add({}, "$", e.what());
    }
    if (!game || !diagnostics.empty()) {
        if (error)
            *error = QString::fromStdString(diagnostics.format());
        return false;
    }

    // Everything is ready: only now replace the current game (its pending autosave written).
    flushAutosave();
    m_stack->clear();
    m_preview.reset();
    m_previewAsked.reset();
    m_scenario = scenario;
    m_game = std::move(game);
    m_path = path;
    m_branch.reset();

    // A saved game's log becomes the undo stack: walk it from the start, then return to where it
    // was saved, so the stack index and Game::position() agree from the first moment.
    const int savedPosition = m_game->position();
    m_game->goTo(0);
    {
        const QSignalBlocker block(this);
        m_loading = true;
        for (const LogEntry &entry : m_game->log())
            m_stack->push(new GameCommand(this, QString::fromStdString(entry.title)));
        m_stack->setIndex(savedPosition);
        m_loading = false;
    }
    m_stack->setClean();
    m_stepsEdited = false;
    m_setUpEdited = false;
    rememberFile();
    emit gameReset();
    emit stateChanged();
    emit markersChanged();
    emit timelineChanged();
    emit evaluationChanged();
    emit fileChanged();
    return true;
}

bool GameSession::saveFile(const QString &path, QString *error)
{
    if (!m_game)
        return false;
    std::string message;
    if (!saveScenarioFile(snapshot(), path.toStdString(), &message)) {
        if (error)
            *error = QString::fromStdString(message);
        return false;
    }
    m_path = path;
    m_stack->setClean();
    m_stepsEdited = false;
    m_setUpEdited = false;
    rememberFile();
    emit fileChanged();
    return true;
}

Scenario GameSession::snapshot() const { return hexfire::snapshot(m_scenario, *m_game); }

bool GameSession::isModified() const
{
    return !m_stack->isClean() || m_stepsEdited || m_setUpEdited;
}

bool GameSession::canSetVictory() const
{
    return m_game && m_game->log().empty() && m_scenario.script.empty();
}

bool GameSession::setVictory(const VictoryConditions &victory, QString *error)
{
    if (!canSetVictory()) {
        if (error)
            *error = tr("The game has begun: how it is won was settled at the start.");
        return false;
    }
    Scenario s = m_scenario;
    s.initial.setVictory(victory);
    s.victoryPreset = false;
    if (!openScenario(s, m_path, error))
        return false;
    m_setUpEdited = true;
    emit fileChanged();
    return true;
}

static QByteArray contentHash(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result();
}

void GameSession::rememberFile()
{
    const QFileInfo info(m_path);
    if (m_path.isEmpty() || !info.isFile()) {
        m_fileSize = -1;
        m_fileTime = {};
        m_fileHash.clear();
        return;
    }
    m_fileSize = info.size();
    m_fileTime = info.lastModified();
    m_fileHash = contentHash(m_path);
}

bool GameSession::fileChangedOnDisk() const
{
    if (m_path.isEmpty() || m_fileSize < 0)
        return false;
    const QFileInfo info(m_path);
    if (!info.isFile())
        return false;
    if (info.size() == m_fileSize && info.lastModified() == m_fileTime)
        return false;
    // Touched, or written again with the same bytes, is no change.
    return contentHash(m_path) != m_fileHash;
}

void GameSession::stepEdited()
{
    const bool was = isModified();
    m_stepsEdited = true;
    if (!was)
        emit fileChanged();
}

void GameSession::makeUntitled()
{
    m_path.clear();
    rememberFile();
    m_stack->resetClean();
    emit fileChanged();
}

Evaluation GameSession::evaluate(const Action &action) const
{
    return m_game->rules().evaluateOrRefuse(m_game->state(), action);
}

void GameSession::preview(const Action &action)
{
    if (!m_game)
        return;
    try {
        PreviewedAction previewed = m_game->preview(action);
        m_preview = std::move(previewed.evaluation);
        m_previewRevision = previewed.revision;
        m_previewAsked = action;
    } catch (const std::exception &e) {
        Evaluation bad;
        bad.action = action;
        bad.legal = false;
        bad.whyNot = e.what();
        m_preview = bad;
        m_previewRevision.reset(); // not core's answer: a commit asks core again
    }
    emit evaluationChanged();
}

void GameSession::clearPreview()
{
    if (!m_preview)
        return;
    m_preview.reset();
    m_previewRevision.reset();
    m_previewAsked.reset();
    emit evaluationChanged();
}

PreviewedAction GameSession::prepare(const Action &action) const
{
    // What the player saw, when it is of this action and the position has not moved since.
    // An evaluation may complete its action (a move's path): the action asked for is it too.
    if (m_preview && m_previewRevision
        && (m_preview->action == action || (m_previewAsked && *m_previewAsked == action)))
        return {*m_preview, *m_previewRevision};
    return m_game->preview(action);
}

bool GameSession::commit(const Action &action, const QString &title, QString *error)
{
    if (!m_game)
        return false;
    try {
        return commit(prepare(action), title, error);
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
}

bool GameSession::commit(const PreviewedAction &previewed, const QString &title, QString *error)
{
    if (!m_game)
        return false;
    PreviewedAction prepared;
    try {
        // Evaluated again here, once, only when the position moved since.
        prepared = m_game->isCurrent(previewed) ? previewed
                                                : m_game->preview(previewed.evaluation.action);
    } catch (const std::exception &e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    // The player's own action in an example leaves its script: asked first, and only for an
    // action the rules allow (a refusal keeps the example as it is).
    const bool leaving = isExample() && prepared.evaluation.legal;
    const int stepLeft = position();
    if (leaving && m_askLeave && !m_askLeave()) {
        if (error)
            *error = tr("You stayed in the example: nothing changed.");
        return false;
    }
    std::unique_ptr<DiceSource> dice;
    if (m_scripted) {
        dice = std::make_unique<ScriptedDice>(std::move(*m_scripted));
        m_scripted.reset();
    } else if (m_diceMode == DiceMode::Physical && m_askAll) {
        const Evaluation &evaluation = prepared.evaluation;
        if (!evaluation.legal) {
            if (error)
                *error = QString::fromStdString(evaluation.whyNot);
            return false;
        }
        std::vector<int> faces;
        if (!evaluation.dice.empty()) {
            const auto typed = m_askAll(evaluation);
            if (!typed) {
                if (error)
                    *error = tr("Cancelled: no dice were entered, nothing changed.");
                return false;
            }
            faces = *typed;
        }
        // The typed faces answer the rolls in order; a roll beyond them (a conditional die the
        // player left empty) is asked for on its own.
        auto next = std::make_shared<std::size_t>(0);
        dice = std::make_unique<ManualDice>(
            [faces, next, this](int sides, std::string_view purpose) -> std::optional<int> {
                if (*next < faces.size())
                    return faces[(*next)++];
                if (m_askOne)
                    return m_askOne(sides,
                        QString::fromUtf8(purpose.data(), static_cast<qsizetype>(purpose.size())));
                return std::nullopt;
            });
    }
    std::unique_ptr<CommitActionCommand> command = CommitActionCommand::commit(
        this, prepared, title, dice ? *dice : m_game->randomDice(), error);
    if (!command)
        return false;
    m_preview.reset();
    m_previewRevision.reset();
    m_previewAsked.reset();
    m_stack->push(command.release());
    if (leaving)
        leaveExample(stepLeft);
    return true;
}

void GameSession::leaveExample(int step)
{
    m_branch = ExampleBranch {m_scenario, m_path, step};
    // The steps played so far stay in the log with their story; the rest of the script is the
    // example's, not this game's. The game belongs to no file until the player saves it.
    m_scenario.script.clear();
    m_scenario.scriptSources.clear();
    const QString example = QString::fromStdString(m_branch->example.title);
    m_scenario.title = (step == 0 ? tr("%1: your game from its start").arg(example)
                                  : tr("%1: your game from step %2").arg(example).arg(step))
                           .toStdString();
    m_game->setScript({});
    m_path.clear();
    rememberFile();
    emit timelineChanged();
    emit fileChanged();
}

void GameSession::afterChange(const StateDelta &delta, const Resolution *resolution)
{
    if (m_jumping) {
        for (const Unit &u : delta.unitsBefore)
            m_jumpUnits.push_back(u.id);
        m_jumpMarkers = m_jumpMarkers || !delta.markerChanges.empty();
        m_jumpChanged = true;
        // Only the last step's result is told, at the end: a thousand-step jump is one refresh.
        // It is the log's entry before the position then, which nothing changes during the jump.
        m_jumpResolved = resolution != nullptr;
        return;
    }
    for (const Unit &u : delta.unitsBefore)
        emit unitChanged(u.id);
    if (!delta.markerChanges.empty())
        emit markersChanged();
    emit stateChanged();
    if (resolution)
        emit resolved(*resolution);
    if (!m_loading)
        autosave();
}

void GameSession::finishJump()
{
    m_jumping = false;
    const bool moved = m_jumpTimeline;
    m_jumpTimeline = false;
    if (m_jumpChanged) {
        m_jumpChanged = false;
        std::sort(m_jumpUnits.begin(), m_jumpUnits.end());
        m_jumpUnits.erase(std::unique(m_jumpUnits.begin(), m_jumpUnits.end()), m_jumpUnits.end());
        for (const UnitId &id : m_jumpUnits)
            emit unitChanged(id);
        m_jumpUnits.clear();
        if (m_jumpMarkers)
            emit markersChanged();
        m_jumpMarkers = false;
        emit stateChanged();
        if (const LogEntry *entry = currentEntry(); entry && m_jumpResolved)
            emit resolved(entry->resolution);
        m_autosaveTimer.start();
    }
    m_jumpResolved = false;
    // As after a single step: the state first, then the stack's new index.
    if (moved)
        emit timelineChanged();
}

void GameSession::flushAutosave()
{
    if (m_autosaveTimer.isActive())
        autosave();
}

void GameSession::autosave()
{
    m_autosaveTimer.stop();
    if (m_autosavePath.isEmpty() || !m_game)
        return;
    QDir().mkpath(QFileInfo(m_autosavePath).absolutePath());
    std::string message;
    if (!saveScenarioFile(snapshot(), m_autosavePath.toStdString(), &message))
        emit warning(tr("Autosave failed: %1").arg(QString::fromStdString(message)));
    else
        emit autosaved(m_autosavePath);
}

int GameSession::position() const { return m_game ? m_game->position() : 0; }

int GameSession::timelineLength() const
{
    if (!m_game)
        return 0;
    return static_cast<int>(std::max(m_game->log().size(), m_game->script().size()));
}

bool GameSession::canStepForward() const
{
    return m_game && (m_game->canRedo() || m_game->nextScriptStep() >= 0);
}

bool GameSession::stepForward(QString *error)
{
    if (!m_game)
        return false;
    if (m_stack->canRedo()) {
        m_stack->redo();
        return true;
    }
    std::unique_ptr<PlayScriptStepCommand> command = PlayScriptStepCommand::play(this, error);
    if (!command)
        return false;
    m_preview.reset();
    m_previewRevision.reset();
    m_previewAsked.reset();
    m_stack->push(command.release());
    return true;
}

bool GameSession::stepBack()
{
    if (!m_stack->canUndo())
        return false;
    m_stack->undo();
    return true;
}

bool GameSession::goTo(int n, QString *error)
{
    if (!m_game)
        return false;
    n = std::clamp(n, 0, timelineLength());
    m_jumping = true;
    m_stack->setIndex(std::min(n, m_stack->count()));
    bool ok = true;
    while (ok && position() < n)
        ok = stepForward(error);
    finishJump();
    return ok;
}

QString GameSession::stepTitle(int entry) const
{
    if (!m_game || entry < 0)
        return {};
    const auto i = static_cast<std::size_t>(entry);
    if (i < m_game->log().size())
        return QString::fromStdString(m_game->log()[i].title);
    if (i < m_game->script().size())
        return QString::fromStdString(m_game->script()[i].title);
    return {};
}

QString GameSession::stepNarration(int entry) const
{
    if (!m_game || entry < 0)
        return {};
    const auto i = static_cast<std::size_t>(entry);
    if (i < m_game->log().size() && !m_game->log()[i].narration.empty())
        return QString::fromStdString(m_game->log()[i].narration);
    if (i < m_game->script().size())
        return QString::fromStdString(m_game->script()[i].narration);
    return {};
}

bool GameSession::isBookmarked(int entry) const
{
    if (!m_game || entry < 0)
        return false;
    const auto i = static_cast<std::size_t>(entry);
    if (i < m_game->log().size())
        return m_game->log()[i].bookmark;
    if (i < m_game->script().size())
        return m_game->script()[i].bookmark;
    return false;
}

void GameSession::setBookmark(int entry, bool on)
{
    if (!m_game || entry < 0 || entry >= static_cast<int>(m_game->log().size()))
        return;
    const bool changed = m_game->log()[static_cast<std::size_t>(entry)].bookmark != on;
    m_game->setBookmark(entry, on);
    if (changed)
        stepEdited();
    emit bookmarkChanged(entry);
    autosave();
}

void GameSession::setStepText(int entry, const QString &title, const QString &narration)
{
    if (!m_game || entry < 0 || entry >= static_cast<int>(m_game->log().size()))
        return;
    const LogEntry &before = m_game->log()[static_cast<std::size_t>(entry)];
    const bool changed
        = before.title != title.toStdString() || before.narration != narration.toStdString();
    m_game->setStepText(entry, title.toStdString(), narration.toStdString());
    if (changed)
        stepEdited();
    emit timelineChanged();
    autosave();
}

bool GameSession::saveExample(const QString &path, QString *error)
{
    if (!m_game || m_game->position() == 0) {
        if (error)
            *error = tr("Play at least one step first: an example is the steps played so far.");
        return false;
    }
    std::string why;
    if (!saveScenarioFile(exampleFromGame(m_scenario, *m_game), path.toStdString(), &why)) {
        if (error)
            *error = QString::fromStdString(why);
        return false;
    }
    return true;
}

const LogEntry *GameSession::currentEntry() const
{
    if (!m_game || m_game->position() == 0)
        return nullptr;
    return &m_game->log()[static_cast<std::size_t>(m_game->position() - 1)];
}

void GameSession::setPhysicalDiceAskers(PhysicalDiceAsker all, SingleDieAsker one)
{
    m_askAll = std::move(all);
    m_askOne = std::move(one);
}

std::vector<LoggedRoll> GameSession::rolls() const
{
    std::vector<LoggedRoll> result;
    if (!m_game)
        return result;
    for (int i = 0; i < m_game->position(); ++i) {
        const LogEntry &entry = m_game->log()[static_cast<std::size_t>(i)];
        const QString action = QString::fromStdString(
            entry.title.empty() ? m_game->actionName(entry.resolution.action) : entry.title);
        for (const DieRoll &roll : entry.resolution.rolls)
            result.push_back({i, action, roll});
    }
    return result;
}

LosTrace GameSession::traceLos(Hex from, Hex to) const
{
    return m_game->rules().traceLos(m_game->state(), from, to);
}

std::vector<LosResult> GameSession::visibility(Hex from) const
{
    if (!m_game)
        return {};
    return m_game->rules().visibleHexes(m_game->state(), from);
}

} // namespace hexfire
