#pragma once

#include "core/game/gamestate.h"
#include "core/play/scriptstep.h"
#include "core/rules/ruleset.h"

#include <string>
#include <vector>

namespace hexfire {

/**
 * One thing a learner is asked to predict about a step of an example before it is shown. Every
 * question and its answer come from core's evaluation and resolution of the step: the quiz asks
 * what the rule system works out, it never works anything out itself.
 */
struct QuizQuestion {
    enum class Kind : std::uint8_t {
        LineOfSight, /**< is the line clear, hindered or blocked */
        Number, /**< a number the rules arrive at before the roll */
        Unit, /**< which unit of a stack the rules pick */
        Outcome, /**< what happens, once the dice are known */
    };
    Kind kind = Kind::Outcome;
    std::string given; /**< what the learner is told first ("The dice show 7."); may be empty */
    std::string prompt; /**< the question, a sentence ending in "?" */
    std::vector<std::string> choices;
    int answer = 0; /**< index into choices */
    std::string why; /**< shown after answering: how the rules get there */
    friend bool operator==(const QuizQuestion &, const QuizQuestion &) = default;
};

/**
 * The questions for one scripted step played from `before`, in this order: the line of sight when
 * the step has one, which unit of a stack the rules pick when the odds are about one unit among
 * others of its side, the first number the evaluation arrives at, and the result of the most
 * important odds table once the step's dice are shown. Empty when the rules refuse the step or its
 * dice do not fit.
 */
std::vector<QuizQuestion> quizQuestions(
    const RuleSet &rules, const GameState &before, const ScriptStep &step);

/** A learner's running score: questions answered and how many were right. */
struct QuizScore {
    int answered = 0;
    int right = 0;
    /** "3 of 4 right" */
    std::string text() const;
    friend bool operator==(const QuizScore &, const QuizScore &) = default;
};

/**
 * A quiz over the steps of an example: the questions of the step being asked, which one is up and
 * the score across steps. A plain state machine so the window and the tests drive it the same way.
 */
class Quiz final {
public:
    /** Starts asking about a step (an empty list asks nothing: done() at once). */
    void ask(int step, std::vector<QuizQuestion> questions);
    /** The step the questions are about, -1 before any. */
    int step() const { return m_step; }
    bool done() const { return m_next >= m_questions.size(); }
    /** The question up now; only when !done(). */
    const QuizQuestion &current() const { return m_questions[m_next]; }
    int currentIndex() const { return static_cast<int>(m_next); }
    int questionCount() const { return static_cast<int>(m_questions.size()); }
    /** Answers the current question with choice `choice`; returns whether it was right. */
    bool answer(int choice);
    const QuizScore &score() const { return m_score; }
    /** Whether the step's questions were all answered (they are not asked again). */
    bool asked(int step) const;
    void reset();

private:
    int m_step = -1;
    std::vector<QuizQuestion> m_questions;
    std::size_t m_next = 0;
    QuizScore m_score;
    std::vector<int> m_askedSteps;
};

} // namespace hexfire
