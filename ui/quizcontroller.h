#pragma once

#include <QObject>
#include <QRectF>
#include <QString>

class QAction;

namespace hexfire {

class GameSession;
class MapScene;
class MapView;
class QuizCard;

/**
 * Quiz mode (Examples > Quiz Me on Each Step): before each scripted step of an example is shown,
 * the learner predicts it on the quiz card; the score is kept. While the card asks (askingChanged)
 * the frame has the step card and the advice hold back what would give the answers away.
 */
class QuizController final : public QObject {
    Q_OBJECT
public:
    QuizController(GameSession *session, MapScene *scene, MapView *view, QObject *parent = nullptr);
    ~QuizController() override;

    /** Examples > Quiz Me: before each step of an example, the learner predicts it. */
    QAction *quizAction() const { return m_quizAction; }
    QuizCard *quizCard() const { return m_quizCard; }
    bool isAsking() const;

    /**
     * The next step as the player asks for it (Next, Page Down, Play): in quiz mode a
     * scripted step not asked yet is first asked about on the quiz card, and shown after.
     */
    bool stepForwardAsked(QString *error = nullptr);

signals:
    /** The card started or stopped asking about a step. */
    void askingChanged(bool asking);
    /** A hint or a refusal for the status bar only. */
    void hint(const QString &message);
    /** The score for the status bar, for timeoutMs. */
    void message(const QString &message, int timeoutMs);

private:
    /** Asks about the next scripted step; false when it has no question. */
    bool ask();
    /** Brings the hexes of the step the quiz asks about into view above the quiz card. */
    void keepQuizStepInView();
    void stopAsking();

    GameSession *m_session;
    MapScene *m_scene;
    MapView *m_view;
    QuizCard *m_quizCard;
    QAction *m_quizAction;
    QRectF m_quizWhere; /**< the hexes of the step being asked about, kept in view */
};

} // namespace hexfire
