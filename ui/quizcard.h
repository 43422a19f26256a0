#pragma once

#include "core/play/quiz.h"

#include <QFrame>

#include <vector>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace hexfire {

/**
 * Quiz mode on the map: before a step of an example is shown, the learner predicts it. The card
 * asks core's questions about the step one by one (QuizQuestion: the choices and the answer come
 * from the rule system), says right or not and why, keeps the score, and when the step's questions
 * are done asks the window to show the step. It works nothing out itself.
 */
class QuizCard final : public QFrame {
    Q_OBJECT
public:
    explicit QuizCard(QWidget *parent = nullptr);

    /**
     * Asks about a step: `position` is its number (1 is the first), `title` its title. With no
     * questions the step is marked asked and stepRequested() follows at once.
     */
    void ask(int position, int length, const QString &title, std::vector<QuizQuestion> questions);
    /** Whether a question or its answer is on the card (the step is not shown yet). */
    bool isAsking() const { return m_asking; }
    /** Whether this step's questions were answered already (a step is asked once). */
    bool asked(int position) const { return m_quiz.asked(position); }
    /** Answers the question up with choice `index`, as a click on its button does. */
    void choose(int index);
    /** Stops asking without showing the step (going back, another game, quiz mode off). */
    void cancel();
    /** Forgets the score and the steps asked. */
    void reset();

    const Quiz &quiz() const { return m_quiz; }
    QLabel *promptLabel() const { return m_prompt; }
    QLabel *feedbackLabel() const { return m_feedback; }
    QLabel *scoreLabel() const { return m_score; }
    const std::vector<QPushButton *> &choiceButtons() const { return m_choices; }
    /** "Next question" or "Show the step"; shown once the question is answered. */
    QPushButton *continueButton() const { return m_continue; }

    /** Places the card at the bottom left of its parent, like the step card. */
    void reposition();

signals:
    /** The step's questions are answered: show it. */
    void stepRequested();
    void scoreChanged(const hexfire::QuizScore &score);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showQuestion();
    void onContinue();

    Quiz m_quiz;
    bool m_asking = false;
    bool m_answered = false;
    int m_length = 0;
    QLabel *m_header;
    QLabel *m_title;
    QLabel *m_given;
    QLabel *m_prompt;
    QLabel *m_feedback;
    QLabel *m_score;
    QVBoxLayout *m_choiceBox;
    std::vector<QPushButton *> m_choices;
    QPushButton *m_continue;
};

} // namespace hexfire
