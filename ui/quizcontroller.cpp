#include "ui/quizcontroller.h"

#include "core/play/quiz.h"
#include "ui/displaytext.h"
#include "ui/gamesession.h"
#include "ui/map/mapscene.h"
#include "ui/map/mapview.h"
#include "ui/quizcard.h"

#include <QAction>

namespace hexfire {

QuizController::QuizController(
    GameSession *session, MapScene *scene, MapView *view, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_scene(scene)
    , m_view(view)
    , m_quizCard(new QuizCard(view))
    , m_quizAction(new QAction(tr("&Quiz Me on Each Step"), this))
{
    setObjectName(QStringLiteral("quizController"));
    m_quizAction->setObjectName(QStringLiteral("quizAction"));
    m_quizAction->setCheckable(true);
    m_quizAction->setToolTip(tr("Before each step of an example is shown, predict it: the line "
                                "of sight, the unit picked, a number, the result. The score is "
                                "kept."));
    connect(m_quizAction, &QAction::toggled, this, [this](bool on) {
        m_quizCard->reset();
        m_session->clearPreview();
        emit askingChanged(false);
        if (on)
            emit hint(tr("Quiz mode: press Next ▶ and predict the step before it is shown."));
    });
    connect(m_quizCard, &QuizCard::stepRequested, this, [this] {
        m_session->clearPreview();
        QString error;
        if (!m_session->stepForward(&error))
            emit hint(error);
        emit askingChanged(false);
    });
    connect(m_quizCard, &QuizCard::scoreChanged, this, [this](const QuizScore &score) {
        emit message(tr("Quiz score: %1").arg(qs(score.text())), 8000);
        // The answer's reason makes the card taller: the step's hexes stay in view above it.
        keepQuizStepInView();
    });
    // Going back (or anywhere else) while a step is asked about leaves the question.
    connect(m_session, &GameSession::timelineChanged, this, &QuizController::stopAsking);
    // A new game: a new score.
    connect(m_session, &GameSession::gameReset, this, [this] {
        m_quizCard->reset();
        emit askingChanged(false);
    });
}

QuizController::~QuizController() = default;

bool QuizController::isAsking() const { return m_quizCard->isAsking(); }

void QuizController::stopAsking()
{
    if (!m_quizCard->isAsking())
        return;
    m_quizCard->cancel();
    m_session->clearPreview();
    emit askingChanged(false);
}

bool QuizController::stepForwardAsked(QString *error)
{
    if (!m_session->hasGame())
        return false;
    if (m_quizCard->isAsking())
        return true; // the question on the card comes first
    if (m_quizAction->isChecked() && ask())
        return true;
    return m_session->stepForward(error);
}

bool QuizController::ask()
{
    const Game &game = m_session->game();
    const int next = m_session->position();
    const auto i = static_cast<std::size_t>(next);
    // A step of the example: the next script step, or its entry replayed after going back.
    const bool scripted = i < game.script().size()
        && (i >= game.log().size() || game.log()[i].evaluation.action == game.script()[i].action);
    if (!scripted || m_quizCard->asked(next + 1))
        return false;
    const ScriptStep &step = game.script()[i];
    std::vector<QuizQuestion> questions = quizQuestions(game.rules(), game.state(), step);
    if (questions.empty())
        return false;
    m_quizCard->ask(next + 1, m_session->timelineLength(), qs(step.title), std::move(questions));
    m_session->preview(step.action);
    // After the preview: what shows it holds back from now on (the odds would answer too).
    emit askingChanged(m_quizCard->isAsking());
    // The actors and the target stay in view above the quiz card.
    std::vector<Hex> hexes;
    for (const UnitId &id : step.action.actors) {
        if (const Unit *u = game.state().findUnit(id))
            hexes.push_back(u->hex);
    }
    if (step.action.target)
        hexes.push_back(*step.action.target);
    else if (step.action.targetUnit) {
        if (const Unit *u = game.state().findUnit(*step.action.targetUnit))
            hexes.push_back(u->hex);
    }
    QRectF where;
    for (Hex h : hexes) {
        const QPointF c = m_scene->hexCentre(h);
        where |= QRectF(c.x() - MapScene::hexSize, c.y() - MapScene::hexSize, 2 * MapScene::hexSize,
            2 * MapScene::hexSize);
    }
    m_quizWhere = where;
    keepQuizStepInView();
    return true;
}

void QuizController::keepQuizStepInView()
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

} // namespace hexfire
