#include "ui/filecontroller.h"

#include "ui/autosavestore.h"
#include "ui/commands/commitactioncommand.h"
#include "ui/displaytext.h"
#include "ui/examplescenarios.h"
#include "ui/gamesession.h"
#include "ui/map/mapscene.h"
#include "ui/settings.h"
#include "ui/shortcuts.h"

#include "core/rules/ruleset.h"
#include "core/rules/victory.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QPainter>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QUndoStack>

namespace hexfire {

FileController::FileController(QMainWindow *window, GameSession *session, MapScene *scene)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_scene(scene)
    , m_prompts(silentPrompts())
{
    setObjectName(QStringLiteral("fileController"));
    m_victoryAction = new QAction(tr("How the Game Is &Won…"), this);
    m_victoryAction->setObjectName(QStringLiteral("victoryAction"));
    m_victoryAction->setToolTip(
        tr("The game's length and what wins it; where the rules let the players decide, "
           "change them before the first move"));
    connect(m_victoryAction, &QAction::triggered, this, &FileController::askVictory);
    connect(m_session, &GameSession::gameReset, this, [this] {
        // A file without a log is a scenario: saving a game over it asks first.
        m_fileHoldsGame = !m_session->scenario().log.empty();
        updateTitle();
    });
    connect(m_session, &GameSession::stateChanged, this, &FileController::updateTitle);
    connect(m_session, &GameSession::fileChanged, this, &FileController::updateTitle);
    connect(m_session->undoStack(), &QUndoStack::cleanChanged, this, &FileController::updateTitle);
    updateTitle();
}

FileController::~FileController() = default;

void FileController::setPrompts(Prompts prompts)
{
    m_prompts = completedPrompts(std::move(prompts));
}

bool FileController::enableAutosave(const QString &directory, QString *error)
{
    auto store = std::make_unique<AutosaveStore>(directory);
    if (!store->claim(error))
        return false;
    m_autosave = std::move(store);
    m_session->setAutosavePath(m_autosave->path());
    // A declined crashed session's autosave goes once this window's own holds a game.
    connect(m_session, &GameSession::autosaved, this, [this] {
        if (m_autosave)
            m_autosave->replaced();
    });
    return true;
}

QString FileController::autosavePath() const { return m_autosave ? m_autosave->path() : QString(); }

// --- opening --------------------------------------------------------------------------------

bool FileController::openFile(const QString &path, QString *error)
{
    QString message;
    if (!m_session->openFile(path, &message)) {
        m_prompts.problem(tr("Cannot open %1").arg(QFileInfo(path).fileName()),
            tr("The file has problems; the current game is unchanged."), message);
        if (error)
            *error = message;
        return false;
    }
    Settings::addRecentFile(QFileInfo(path).absoluteFilePath());
    Settings::lastDirectory.set(QFileInfo(path).absolutePath());
    updateRecentMenu();
    askVictoryAtSetUp();
    const std::vector<std::string> &notes = m_session->scenario().upgradeNotes;
    if (!notes.empty()) {
        QStringList lines;
        for (const std::string &n : notes)
            lines << QString::fromStdString(n);
        m_prompts.tell(tr("%1 was read by the newer rules").arg(QFileInfo(path).fileName()),
            lines.join(QLatin1Char('\n')));
    }
    return true;
}

void FileController::askVictoryAtSetUp()
{
    if (m_session->scenario().victoryPreset && m_session->canSetVictory())
        askVictory();
}

void FileController::askVictory()
{
    if (!m_session->hasGame())
        return;
    const RuleSet &rules = m_session->rules();
    const SequenceRules *own = rules.sequenceRules();
    const std::optional<VictoryPreset> preset = own ? own->victoryPreset() : std::nullopt;
    const QString title = tr("How the Game Is Won");
    const QString now = QString::fromStdString(victoryConditionsText(rules, m_session->state()));
    if (!preset) {
        m_prompts.tell(
            title, tr("The scenario sets how this game is won.") + QLatin1Char('\n') + now);
        return;
    }
    if (!m_session->canSetVictory()) {
        m_prompts.tell(title,
            tr("The players settled this before the first move; it stays for the whole game.")
                + QLatin1Char('\n') + now);
        return;
    }
    VictoryQuestion q;
    q.proposed = m_session->state().victory();
    q.types = rules.victoryConditionTypes();
    q.turnName = ruleText(rules.sequenceOfPlay().turnName);
    q.summary = QString::fromStdString(preset->summary);
    q.rule = QString::fromStdString(preset->rule);
    const std::optional<VictoryConditions> answer = m_prompts.victory(q);
    if (!answer || *answer == q.proposed)
        return;
    QString why;
    // The game starts again under the answer: its rule system is a new one.
    if (m_session->setVictory(*answer, &why))
        report(tr("How the game is won: %1")
                   .arg(QString::fromStdString(
                       victoryConditionsText(m_session->rules(), m_session->state()))
                            .replace(QLatin1Char('\n'), QLatin1Char(' '))));
    else
        m_prompts.tell(title, why);
}

bool FileController::openAsked(const QString &path) { return mayReplaceGame() && openFile(path); }

bool FileController::fileOpen()
{
    if (!mayReplaceGame())
        return false;
    const QString path = m_prompts.openPath(tr("Open Scenario or Saved Game"));
    return !path.isEmpty() && openFile(path);
}

bool FileController::openStartupGame(const QString &file)
{
    if (m_autosave) {
        // Only the newest: the others stay for the next start.
        const QStringList orphans = m_autosave->takeOrphans();
        const bool restored = !orphans.isEmpty() && offerRestore(orphans.first());
        m_autosave->releaseOrphans();
        if (restored) {
            Settings::startedBefore.set(true);
            return true;
        }
    }
    if (!file.isEmpty()) {
        Settings::startedBefore.set(true);
        return openFile(file);
    }
    const QStringList recent = Settings::recentFiles.get();
    if (Settings::startedBefore.get() && !recent.isEmpty() && QFile::exists(recent.first())
        && m_session->openFile(recent.first(), nullptr)) {
        return true;
    }
    Settings::startedBefore.set(true);
    emit welcomeWanted();
    return false;
}

bool FileController::offerRestore(const QString &autosave)
{
    const QString when
        = QLocale().toString(QFileInfo(autosave).lastModified(), QLocale::ShortFormat);
    if (!m_prompts.ask(tr("Restore the last game?"),
            tr("A HexFire window playing a game did not close normally (its last autosave is "
               "from %1). Restore that game? (No: it is kept until this window autosaves a game "
               "of its own, and offered again at the next start until then.)")
                .arg(when))) {
        m_autosave->keepUntilReplaced(autosave);
        m_window->statusBar()->showMessage(
            tr("The autosaved game stays at %1 until this window autosaves.")
                .arg(QDir::toNativeSeparators(autosave)),
            10000);
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
        m_window->statusBar()->showMessage(where, 10000);
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

// --- unsaved work ---------------------------------------------------------------------------

bool FileController::hasUnsavedWork() const
{
    if (!m_session->hasGame() || !m_session->isModified())
        return false;
    if (m_session->filePath().isEmpty())
        return true; // restored, or played from an edited scenario not saved
    if (m_session->hasEditedSteps())
        return true; // a title, narration or bookmark the player wrote
    // A step the player took (not the file's log, not the example's script) is the player's.
    const QUndoStack *stack = m_session->undoStack();
    for (int i = 0; i < stack->count(); ++i) {
        if (dynamic_cast<const CommitActionCommand *>(stack->command(i)))
            return true;
    }
    return false;
}

bool FileController::mayReplaceGame()
{
    if (!hasUnsavedWork())
        return true;
    const QString name = m_session->filePath().isEmpty()
        ? tr("The untitled game")
        : tr("The game in %1").arg(QFileInfo(m_session->filePath()).fileName());
    const SaveChoice choice = m_prompts.saveChanges(tr("Save the game?"),
        tr("%1 has steps that are not saved. Save them first? If you discard them, they are "
           "lost.")
            .arg(name));
    switch (choice) {
    case SaveChoice::Save:
        return fileSave();
    case SaveChoice::Discard:
        return true;
    case SaveChoice::Cancel:
        break;
    }
    return false;
}

bool FileController::queryClose()
{
    if (!m_closeDecided && !mayReplaceGame())
        return false;
    // A clean exit: this instance's autosave is no crash to offer at the next start.
    m_session->setAutosavePath({});
    if (m_autosave)
        m_autosave->finish();
    return true;
}

void FileController::endWithoutAsking()
{
    m_closeDecided = true;
    if (!m_autosave || !hasUnsavedWork())
        return;
    m_session->autosave();
    m_session->setAutosavePath({});
    m_autosave->keepForRestore();
}

// --- saving ---------------------------------------------------------------------------------

bool FileController::maySaveOverFile()
{
    if (m_fileHoldsGame || !m_session->hasGame() || m_session->game().log().empty())
        return true;
    return m_prompts.ask(tr("Replace the scenario?"),
        tr("%1 holds the scenario this game started from. Replace it with the game and its "
           "steps? (No: save the game in another file.)")
            .arg(QFileInfo(m_session->filePath()).fileName()));
}

bool FileController::saveTo(const QString &path)
{
    QString error;
    if (!m_session->saveFile(path, &error)) {
        report(error);
        return false;
    }
    m_fileHoldsGame = true;
    return true;
}

bool FileController::mayOverwriteChangedFile()
{
    if (!m_session->fileChangedOnDisk())
        return true;
    return m_prompts.ask(tr("Replace the changed file?"),
        tr("%1 was changed on disk after this window opened or saved it (by another window or "
           "program). Replace it with this game? What was written there is then lost. (No: save "
           "this game in another file.)")
            .arg(QFileInfo(m_session->filePath()).fileName()));
}

bool FileController::fileSave()
{
    if (m_session->filePath().isEmpty()
        || QFileInfo(m_session->filePath()).absolutePath() == ExampleScenarios::directory()
        || !maySaveOverFile() || !mayOverwriteChangedFile())
        return fileSaveAs();
    return saveTo(m_session->filePath());
}

bool FileController::fileSaveAs()
{
    const QString path = m_prompts.savePath(tr("Save Game"));
    if (path.isEmpty() || !saveTo(path))
        return false;
    Settings::addRecentFile(path);
    updateRecentMenu();
    return true;
}

bool FileController::fileSaveExample()
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
    m_window->statusBar()->showMessage(m_session->position() == 1
            ? tr("Saved one step as an example: open it to step through it.")
            : tr("Saved %1 steps as an example: open it to step through them.")
                  .arg(m_session->position()),
        8000);
    return true;
}

// --- export ---------------------------------------------------------------------------------

void FileController::fileExport()
{
    QString filter;
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export Map"),
        Settings::lastDirectory.get(), tr("PNG image (*.png);;SVG drawing (*.svg)"), &filter);
    if (path.isEmpty())
        return;
    const bool ok = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive) ? exportSvg(path)
                                                                              : exportPng(path);
    if (!ok)
        report(tr("Could not write %1").arg(path));
}

bool FileController::exportPng(const QString &path, double scale)
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

bool FileController::exportSvg(const QString &path)
{
    const QRectF source = m_scene->sceneRect();
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(source.size().toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), source.size()));
    generator.setTitle(m_window->windowTitle());
    generator.setDescription(tr("Map exported by HexFire"));
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    m_scene->render(&painter, QRectF(QPointF(0, 0), source.size()), source);
    painter.end();
    return QFileInfo(path).size() > 0;
}

// --- menus and title ------------------------------------------------------------------------

void FileController::fillFileMenu(QMenu *file, QAction *newScenario, QAction *saveScenarioAs)
{
    file->addAction(newScenario);
    file->addAction(tr("&Open…"), QKeySequence::Open, this, &FileController::fileOpen)
        ->setObjectName(QStringLiteral("openAction"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addAction(tr("&Save"), QKeySequence::Save, this, &FileController::fileSave)
        ->setObjectName(QStringLiteral("saveAction"));
    // QKeySequence::SaveAs has no binding on some desktops: the one every editor there uses.
    QAction *saveAs = file->addAction(tr("Save &As…"), this, &FileController::fileSaveAs);
    saveAs->setShortcuts(
        standardShortcuts(QKeySequence::SaveAs, {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}));
    saveAs->setObjectName(QStringLiteral("saveAsAction"));
    file->addAction(saveScenarioAs);
    file->addSeparator();
    file->addAction(tr("&Export Map…"), this, &FileController::fileExport);
    QAction *saveExample
        = file->addAction(tr("Save as E&xample…"), this, [this] { fileSaveExample(); });
    saveExample->setObjectName(QStringLiteral("saveExampleAction"));
    saveExample->setToolTip(tr("Saves the steps played so far, with their dice, titles and "
                               "narration, as an example others step through"));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), m_window, &QWidget::close);
    quit->setShortcuts(standardShortcuts(QKeySequence::Quit, {QKeySequence(Qt::CTRL | Qt::Key_Q)}));
    quit->setObjectName(QStringLiteral("quitAction"));
    updateRecentMenu();
}

void FileController::setExamplesMenu(QMenu *menu, const QList<QAction *> &firstActions)
{
    m_examplesMenu = menu;
    m_examplesFirst = firstActions;
    updateExamplesMenu();
}

void FileController::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = Settings::recentFiles.get();
    for (const QString &f : files)
        m_recentMenu->addAction(QFileInfo(f).fileName(), this, [this, f] { openAsked(f); })
            ->setToolTip(f);
    m_recentMenu->setEnabled(!files.isEmpty());
}

void FileController::updateExamplesMenu()
{
    m_examplesMenu->clear();
    m_examplesMenu->setToolTipsVisible(true);
    m_examplesMenu->addActions(m_examplesFirst);
    const QList<ExampleScenario> examples = ExampleScenarios::list();
    QString game;
    for (const ExampleScenario &e : examples) {
        if (e.game != game) {
            game = e.game;
            m_examplesMenu->addSection(ruleText(game.toStdString()));
        }
        QAction *a = m_examplesMenu->addAction(
            DisplayText::oneLine(e.title, 80), this, [this, path = e.path] { openAsked(path); });
        a->setToolTip(DisplayText::wrappable(e.description, 2000));
        a->setStatusTip(DisplayText::oneLine(e.description, 300));
        a->setData(e.path);
    }
    if (examples.isEmpty())
        m_examplesMenu->addAction(tr("No bundled scenarios found"))->setEnabled(false);
}

void FileController::updateTitle()
{
    QString name = m_session->filePath().isEmpty() ? tr("Untitled")
                                                   : QFileInfo(m_session->filePath()).fileName();
    // A title from a file may be any length; the window title shows its start.
    if (m_session->hasGame() && !m_session->scenario().title.empty())
        name = DisplayText::oneLine(QString::fromStdString(m_session->scenario().title), 80)
            + QStringLiteral(" — ") + name;
    m_window->setWindowTitle(QStringLiteral("%1[*] — HexFire").arg(name));
    m_window->setWindowModified(m_session->hasGame() && m_session->isModified());
}

void FileController::report(const QString &message)
{
    if (message.isEmpty())
        return;
    m_window->statusBar()->showMessage(DisplayText::oneLine(message, 300), 10000);
    m_prompts.tell(tr("HexFire"), message);
}

void FileController::hint(const QString &message)
{
    if (!message.isEmpty())
        m_window->statusBar()->showMessage(DisplayText::oneLine(message, 300), 15000);
}

} // namespace hexfire
