#include "ui/examplecontroller.h"

#include "ui/displaytext.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"

#include <QAction>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QUndoStack>

namespace hexfire {

ExampleController::ExampleController(GameSession *session, FileController *files, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_files(files)
    , m_prompts(silentPrompts())
    , m_restart(new QAction(tr("&Restart This Example"), this))
    , m_back(new QAction(tr("&Back to the Example"), this))
    , m_bar(new QFrame)
    , m_barText(new QLabel)
{
    setObjectName(QStringLiteral("exampleController"));
    m_restart->setObjectName(QStringLiteral("restartExampleAction"));
    m_restart->setToolTip(tr("Go back to the first step of the example"));
    m_back->setObjectName(QStringLiteral("backToExampleAction"));
    m_back->setToolTip(tr("Leave your game and return to the example at the step you left it"));
    connect(m_restart, &QAction::triggered, this, &ExampleController::restart);
    connect(m_back, &QAction::triggered, this, &ExampleController::backToExample);

    // A slim bar in the window's colours with an accent edge: the game is the player's now.
    m_bar->setObjectName(QStringLiteral("exampleBranchBar"));
    m_bar->setFrameShape(QFrame::StyledPanel);
    m_bar->setAutoFillBackground(true);
    m_bar->setBackgroundRole(QPalette::AlternateBase);
    m_bar->setAccessibleName(tr("Your game, played on from an example"));
    auto *row = new QHBoxLayout(m_bar);
    row->setContentsMargins(8, 2, 4, 2);
    m_barText->setObjectName(QStringLiteral("exampleBranchText"));
    m_barText->setWordWrap(true);
    row->addWidget(m_barText, 1);
    auto button = [row](QAction *action) {
        auto *b = new QPushButton(action->text().remove(QLatin1Char('&')));
        b->setToolTip(action->toolTip());
        QObject::connect(b, &QPushButton::clicked, action, &QAction::trigger);
        row->addWidget(b);
        return b;
    };
    button(m_back)->setObjectName(QStringLiteral("backToExampleButton"));
    button(m_restart)->setObjectName(QStringLiteral("restartExampleButton"));
    m_bar->hide();

    m_session->setLeaveExampleAsker([this] {
        return m_prompts.playOn(tr("Play On from Here?"),
            tr("This is an example: its steps replay the rule book. Your own move starts your own "
               "game from this point, with the example's steps so far as its start. The example "
               "stays as it is: Back to the Example returns to it."));
    });
    connect(m_session, &GameSession::gameReset, this, &ExampleController::update);
    connect(m_session, &GameSession::fileChanged, this, &ExampleController::update);
    update();
}

void ExampleController::setPrompts(Prompts prompts)
{
    m_prompts = completedPrompts(std::move(prompts));
}

QWidget *ExampleController::branchBar() const { return m_bar; }

void ExampleController::update()
{
    const auto &branch = m_session->branchedFrom();
    m_restart->setEnabled(m_session->isExample() || branch);
    m_back->setEnabled(branch.has_value());
    m_bar->setVisible(branch.has_value());
    if (!branch)
        return;
    const QString title = DisplayText::oneLine(QString::fromStdString(branch->example.title), 80);
    m_barText->setText(branch->step == 0
            ? tr("<b>Your own game</b>, played on from the start of the example “%1”.")
                  .arg(title.toHtmlEscaped())
            : tr("<b>Your own game</b>, played on from step %1 of the example “%2”.")
                  .arg(branch->step)
                  .arg(title.toHtmlEscaped()));
}

bool ExampleController::restart()
{
    if (m_session->branchedFrom())
        return reopen(0);
    if (!m_session->isExample())
        return false;
    return m_session->goTo(0);
}

bool ExampleController::backToExample()
{
    if (!m_session->branchedFrom())
        return false;
    return reopen(m_session->branchedFrom()->step);
}

bool ExampleController::reopen(int step)
{
    // A copy: opening the example replaces the game, and its branch with it.
    const ExampleBranch branch = *m_session->branchedFrom();
    if (!m_files->mayReplaceGame())
        return false;
    QString error;
    if (!m_session->openScenario(branch.example, branch.path, &error)) {
        m_prompts.problem(tr("Cannot reopen the example"),
            tr("The example could not be opened again; your game is unchanged."), error);
        return false;
    }
    return m_session->goTo(step, &error);
}

} // namespace hexfire
